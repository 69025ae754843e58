/* test-context.c: the context of a win, as the rules README writes it.
 *
 *   /context/parse/keys       every key into its field, and the keys given
 *   /context/parse/defaults   the README's defaults, the rule set's seat winds
 *   /context/parse/errors     every bad key or value named, with what it takes
 *   /context/check/cases      every presupposition of every key, each met and
 *                             each broken (the table below)
 *   /context/check/sources    melds whose sources the game wrote: chows from
 *                             the left, no meld from oneself, 包 by the claims
 *   /context/check/flowers    wins on the eight flowers alone (八仙過海, 七搶一)
 *   /context/check/position   a position to advise on, not a win
 *   /context/write/round-trip keys written from a context read back the same
 *   /context/fit              what another rule set does not play with taken
 *                             away and named, the rest kept
 *
 * Every win of seeded self-play passing the check is /game/RULES/contexts
 * (test-game.c); the command line's refusals are the `refused` cases of
 * tests/data/RULES.hands.
 */
#include "config.h"

#include <string.h>

#include "mj-context.h"
#include "mj-words-test.h"

static gboolean
context_of (const char    *rules_id,
            const char    *options,
            const char    *hand,
            const char    *win,
            gboolean       self_drawn,
            const char    *keys,
            MjOptions     *o,
            MjWinContext  *ctx,
            MjContextKeys *given,
            GError       **error)
{
  const MjRules *rules = mj_rules_lookup (rules_id);
  g_auto (GStrv) words = g_strsplit (keys ? keys : "", " ", -1);

  g_assert_nonnull (rules);
  mj_options_init_defaults (rules, o);
  if (options)
    g_assert_true (mj_options_parse_assignment (rules, o, options, NULL));
  mj_win_context_init (ctx);
  ctx->self_drawn = self_drawn;
  g_assert_true (mj_hand_parse (&ctx->hand, hand, NULL));
  if (win)
    g_assert_true (mj_tile_from_string (win, &ctx->win_tile, NULL));
  return mj_win_context_parse (rules, o, (const char * const *) words, ctx, given, error);
}

/* ---- parse -------------------------------------------------------------------------------- */

static void
test_parse_keys (void)
{
  MjOptions o;
  MjWinContext ctx;
  MjContextKeys given;
  g_autoptr (GError) error = NULL;

  g_assert_true (context_of ("qionghai", NULL, "456p789s333p5m[123m]", "5m", FALSE,
                             "seat=N dealer=w from=E dealer-streak=3 after-kong-discard robbing-kong=yes "
                             "last-tile=on first-turn=1 seat-wind=S round-wind=W flowers=1f5f8f "
                             "missing-suit=p ready-declared=diting flipped=4p finished=EW bao=W",
                             &o, &ctx, &given, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ctx.seat, ==, MJ_SEAT_N);
  g_assert_cmpuint (ctx.dealer, ==, MJ_SEAT_W);
  g_assert_cmpuint (ctx.from, ==, MJ_SEAT_E);
  g_assert_cmpuint (ctx.dealer_streak, ==, 3);
  g_assert_true (ctx.after_kong_discard && ctx.robbing_kong && ctx.last_tile && ctx.first_turn);
  g_assert_cmpuint (ctx.seat_wind, ==, 1);
  g_assert_cmpuint (ctx.round_wind, ==, 2);
  g_assert_cmphex (ctx.flowers, ==, 0x01 | 0x10 | 0x80);
  g_assert_cmpint (ctx.missing_suit, ==, MJ_SUIT_P);
  g_assert_cmpuint (ctx.ready, ==, MJ_READY_DITING);
  g_assert_cmpuint (ctx.flipped, ==, mj_tile_make (MJ_SUIT_P, 4));
  g_assert_cmphex (ctx.finished, ==, 0x5);
  g_assert_cmpuint (ctx.bao, ==, MJ_SEAT_W);
  g_assert_cmphex (given, ==, MJ_CONTEXT_KEY_SEAT | MJ_CONTEXT_KEY_DEALER | MJ_CONTEXT_KEY_FROM |
                   MJ_CONTEXT_KEY_DEALER_STREAK | MJ_CONTEXT_KEY_AFTER_KONG_DISCARD | MJ_CONTEXT_KEY_ROBBING_KONG |
                   MJ_CONTEXT_KEY_LAST_TILE | MJ_CONTEXT_KEY_FIRST_TURN | MJ_CONTEXT_KEY_SEAT_WIND |
                   MJ_CONTEXT_KEY_ROUND_WIND | MJ_CONTEXT_KEY_FLOWERS | MJ_CONTEXT_KEY_MISSING_SUIT |
                   MJ_CONTEXT_KEY_READY_DECLARED | MJ_CONTEXT_KEY_FLIPPED | MJ_CONTEXT_KEY_FINISHED |
                   MJ_CONTEXT_KEY_BAO);

  /* a later key wins; KEY=no switches a flag off; after-flower is an after-kong */
  g_assert_true (context_of ("taiwan16", NULL, "234m567m345s678s9s(1111p)", "9s", TRUE,
                             "after-flower  ready-declared=tianting ready-declared=no last-tile=no", &o, &ctx,
                             &given, &error));
  g_assert_true (ctx.after_kong && ctx.after_flower);
  g_assert_cmpuint (ctx.ready, ==, MJ_READY_NONE);
  g_assert_false (ctx.last_tile);
  g_assert_true (context_of ("taiwan16", NULL, "234m567m345s678s9s(1111p)", "9s", TRUE,
                             "after-flower after-kong=no", &o, &ctx, NULL, &error));
  g_assert_false (ctx.after_kong || ctx.after_flower);
}

static void
test_parse_defaults (void)
{
  MjOptions o;
  MjWinContext ctx;
  g_autoptr (GError) error = NULL;

  /* a discard comes from the seat before the winner; the dealer is East */
  g_assert_true (context_of ("sichuan", NULL, "123m456m789m234p5p", "5p", FALSE, "seat=E", &o, &ctx, NULL, &error));
  g_assert_cmpuint (ctx.from, ==, MJ_SEAT_N);
  g_assert_cmpuint (ctx.seat_wind, ==, 0);
  g_assert_cmpuint (ctx.ready, ==, MJ_READY_NONE);
  g_assert_true (context_of ("sichuan", NULL, "123m456m789m234p5p", "5p", TRUE, "", &o, &ctx, NULL, &error));
  g_assert_cmpuint (ctx.from, ==, MJ_SEAT_NONE);

  /* seat winds as the rule set seats them */
  g_assert_true (context_of ("qionghai", NULL, "456p789s333p5m[123m]", "5m", FALSE, "seat=W dealer=S", &o, &ctx,
                             NULL, &error));
  g_assert_cmpuint (ctx.seat_wind, ==, 1);
  g_assert_true (context_of ("qionghai", "seat_wind_mode=fixed_seats", "456p789s333p5m[123m]", "5m", FALSE,
                             "seat=W dealer=S", &o, &ctx, NULL, &error));
  g_assert_cmpuint (ctx.seat_wind, ==, 2);
  g_assert_true (context_of ("taiwan16", NULL, "123m456m789p234s678s5p", "5p", FALSE, "seat=W dealer=S", &o,
                             &ctx, NULL, &error));
  g_assert_cmpuint (ctx.seat_wind, ==, 1);

  /* Lisi assumes the declaration only ready players win with */
  g_assert_true (context_of ("lisi", NULL, "234m567m345p78p55s", "9p", FALSE, NULL, &o, &ctx, NULL, &error));
  g_assert_cmpuint (ctx.ready, ==, MJ_READY_PLAIN);

  /* from= on a kong's replacement names who fed the kong */
  g_assert_true (context_of ("sichuan", NULL, "234m789m456p5p[6666m]", "5p", TRUE, "seat=N after-kong from=W", &o,
                             &ctx, NULL, &error));
  g_assert_cmpuint (ctx.kong_feeder, ==, MJ_SEAT_W);
  g_assert_cmpuint (ctx.from, ==, MJ_SEAT_NONE);
  g_assert_no_error (error);
}

typedef struct {
  const char *keys;
  gint        code;
  const char *message;   /* the whole message */
} ParseError;

static void
test_parse_errors (void)
{
  static const ParseError cases[] = {
    /* issue 21 item 13: the sentence names the key, then what it takes */
    { "ready-declared=foo", MJ_CONTEXT_ERROR_VALUE,
      "ready-declared=foo: expected yes, no, diting (ready with the first discard) or tianting (ready on the dealt "
      "tiles)" },
    { "after-kong=maybe", MJ_CONTEXT_ERROR_VALUE, "after-kong=maybe: expected yes or no (the key alone means yes)" },
    { "seat=X", MJ_CONTEXT_ERROR_VALUE, "seat=X: expected a seat: E, S, W or N" },
    { "bao", MJ_CONTEXT_ERROR_VALUE, "bao: expected a seat: E, S, W or N" },
    { "from=EW", MJ_CONTEXT_ERROR_VALUE, "from=EW: expected a seat: E, S, W or N" },
    { "dealer-streak=0", MJ_CONTEXT_ERROR_VALUE,
      "dealer-streak=0: expected a whole number of hands from 1 (the dealer's first) to 1000" },
    { "dealer-streak=1001", MJ_CONTEXT_ERROR_VALUE,
      "dealer-streak=1001: expected a whole number of hands from 1 (the dealer's first) to 1000" },
    { "flowers=1m", MJ_CONTEXT_ERROR_VALUE, "flowers=1m: expected flowers from 1f to 8f, as in flowers=1f5f" },
    { "flowers=9f", MJ_CONTEXT_ERROR_VALUE, "flowers=9f: expected flowers from 1f to 8f, as in flowers=1f5f" },
    { "missing-suit=z", MJ_CONTEXT_ERROR_VALUE,
      "missing-suit=z: expected a suit: m (characters), p (dots) or s (bamboo)" },
    { "flipped=55p", MJ_CONTEXT_ERROR_VALUE, "flipped=55p: expected one tile, as in flipped=5s" },
    { "flipped", MJ_CONTEXT_ERROR_VALUE, "flipped: expected one tile, as in flipped=5s" },
    { "finished=EX", MJ_CONTEXT_ERROR_VALUE, "finished=EX: expected seats among E, S, W and N, as in finished=EW" },
    { "round-wind=", MJ_CONTEXT_ERROR_VALUE, "round-wind=: expected a seat: E, S, W or N" },
    { "self-drawn", MJ_CONTEXT_ERROR_KEY,
      "“self-drawn” is not a context key of the rules (they are seat, dealer, from, dealer-streak, after-kong, "
      "after-flower, after-kong-discard, robbing-kong, last-tile, first-turn, seat-wind, round-wind, flowers, "
      "missing-suit, ready-declared, flipped, finished, bao)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      MjOptions o;
      MjWinContext ctx;
      g_autoptr (GError) error = NULL;

      g_assert_false (context_of ("taiwan16", NULL, "123m456m789p234s678s5p", "5p", FALSE, cases[i].keys, &o, &ctx,
                                  NULL, &error));
      g_assert_error (error, MJ_CONTEXT_ERROR, cases[i].code);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }

  /* bytes that are not UTF-8 still give a sentence that is */
  {
    const char *keys[] = { "seat=\xff\xfe", NULL };
    const MjRules *rules = mj_rules_lookup ("sichuan");
    MjWinContext ctx;
    g_autoptr (GError) error = NULL;

    mj_win_context_init (&ctx);
    g_assert_false (mj_win_context_parse (rules, NULL, keys, &ctx, NULL, &error));
    g_assert_error (error, MJ_CONTEXT_ERROR, MJ_CONTEXT_ERROR_VALUE);
    g_assert_true (g_utf8_validate (error->message, -1, NULL));
  }
}

/* ---- check -------------------------------------------------------------------------------- */

typedef struct {
  const char *rules;
  const char *options;   /* one assignment, or NULL */
  const char *hand;
  const char *win;
  gboolean    self_drawn;
  const char *keys;
  gint        code;      /* -1: the win can happen */
  const char *words;     /* a piece of the refusal */
} CheckCase;

#define OK -1
#define RULES MJ_CONTEXT_ERROR_RULES
#define HAND MJ_CONTEXT_ERROR_HAND
#define CONFLICT MJ_CONTEXT_ERROR_CONFLICT
#define SELF TRUE
#define DISCARD FALSE

/* For each key what it presupposes, met (OK) and broken. */
static const CheckCase check_cases[] = {
  /* ---- what the rule set has ---- */
  { "sichuan", NULL, "123m456m789m234p5p", "5p", DISCARD, "flowers=1f", RULES, "played without flowers" },
  { "qionghai", NULL, "456p789s333p5m[123m]", "5m", DISCARD, "flowers=1f", OK, NULL },
  { "zhuoji", NULL, "234m789m456p5p[6666m]", "5p", SELF, "after-flower", RULES, "played without flowers" },
  { "taiwan16", NULL, "234m567m345s678s9s(1111p)", "9s", SELF, "after-flower flowers=1f", OK, NULL },
  { "qionghai", NULL, "456p789s333p5m[123m]", "5m", DISCARD, "missing-suit=s", RULES, "without declaring" },
  { "sichuan", "dingque=false", "123m456m789m234p5p", "5p", DISCARD, "missing-suit=s", RULES, "with these options" },
  { "sichuan", NULL, "123m456m789m234p5p", "5p", DISCARD, "missing-suit=s", OK, NULL },
  { "sichuan", NULL, "123m456m789m234p5p", "5p", DISCARD, "ready-declared", RULES, "has no ready declaration" },
  { "taiwan16", "ready_declaration=false", "123m456m789p234s678s5p", "5p", DISCARD, "ready-declared", RULES,
    "with these options" },
  { "taiwan16", NULL, "123m456m789p234s678s5p", "5p", DISCARD, "ready-declared", OK, NULL },
  { "lisi", NULL, "234m567m345p78p55s", "9p", DISCARD, "ready-declared=diting", RULES, "only a plain declaration" },
  { "lisi", NULL, "234m567m345p78p55s", "9p", DISCARD, NULL, OK, NULL },
  { "taiwan16", NULL, "123m456m789p234s678s5p", "5p", SELF, "flipped=4p", RULES, "flips no tile" },
  { "zhuoji", NULL, "123m456m789p234s5s", "5s", SELF, "flipped=4p", OK, NULL },
  { "zhuoji", NULL, "123m456m789p234s5s", "5s", SELF, "finished=E", RULES, "the first win ends the hand" },
  { "sichuan", NULL, "123m456m789m234p5p", "5p", SELF, "finished=E", OK, NULL },
  { "sichuan", NULL, "123m456m789m234p5p", "5p", DISCARD, "bao=E", RULES, "nobody is liable" },
  { "qionghai", NULL, "78s55s[123m][456m][999p]", "9s", DISCARD, "from=N bao=E", OK, NULL },
  { "sichuan", NULL, "123m456m5p[234p][789m]", "5p", DISCARD, NULL, RULES, "has no chow" },
  { "zhuoji", NULL, "123m456m5p[234p][789m]", "5p", DISCARD, NULL, RULES, "has no chow" },
  { "lisi", NULL, "123m456m5p[234p][789m]", "5p", DISCARD, NULL, RULES, "has no chow" },
  { "qionghai", NULL, "123m456m5p[234p][789m]", "5p", DISCARD, NULL, OK, NULL },

  /* ---- the tiles ---- */
  { "sichuan", NULL, "123m456m789m11z55p", "5p", DISCARD, NULL, HAND, "not among the tiles" },
  { "lisi", NULL, "123m456m789m11z55p", "5p", DISCARD, NULL, OK, NULL },
  { "zhuoji", NULL, "123m456m789m234p5p", "1z", DISCARD, NULL, HAND, "not among the tiles" },
  { "taiwan16", NULL, "123m456m789p234s678s5p", "1f", SELF, NULL, HAND, "A flower is never a winning tile" },
  { "lisi", NULL, "1111m234m567p789p", "1m", DISCARD, NULL, HAND, "fifth copy" },
  { "lisi", NULL, "1111m234m567p789p", "4m", DISCARD, NULL, OK, NULL },
  { "zhuoji", NULL, "123m456m789p234s5s", "5s", SELF, "flipped=1z", HAND, "not among the tiles" },
  { "zhuoji", NULL, "123m456m789m234p55p5p", "5p", SELF, "flipped=5p", HAND, "none is left in the wall" },
  { "zhuoji", NULL, "123m456m789m234p5p", "5p", SELF, "flipped=5p", OK, NULL },
  { "sichuan", NULL, "123m456m789m234p", "5p", DISCARD, NULL, HAND, "holds 12 tiles" },
  { "taiwan16", NULL, "123m456m789m234p5p", "5p", DISCARD, NULL, HAND, "holds 13 tiles" },

  /* ---- seats ---- */
  { "sichuan", NULL, "123m456m789m234p5p", "5p", DISCARD, "from=S", CONFLICT, "nobody wins on his own discard" },
  { "sichuan", NULL, "123m456m789m234p5p", "5p", SELF, "from=W", CONFLICT, "a self-drawn win has no discarder" },
  { "sichuan", NULL, "234m789m456p5p[6666m]", "5p", SELF, "seat=N after-kong from=W", OK, NULL },
  { "sichuan", NULL, "234m789m456p5p(6666m)", "5p", SELF, "seat=N after-kong from=W", CONFLICT,
    "no kong claimed from a discard" },
  { "sichuan", NULL, "234m789m456p5p[6666m]", "5p", SELF, "seat=N after-kong from=N", CONFLICT,
    "nobody feeds his own kong" },
  { "qionghai", NULL, "123s456s9s[555z][222z]", "9s", DISCARD, "seat=W from=E seat-wind=S", CONFLICT,
    "when East deals, the winner's seat wind at West is West wind" },
  { "qionghai", "seat_wind_mode=fixed_seats", "123s456s9s[555z][222z]", "9s", DISCARD,
    "seat=W from=E dealer=S seat-wind=S", CONFLICT, "the winner's seat wind at West is West wind" },
  { "qionghai", NULL, "123s456s9s[555z][222z]", "9s", DISCARD, "seat=W from=E dealer=S seat-wind=S", OK, NULL },
  { "taiwan16", NULL, "345m678m11p13s456s[333z]", "2s", DISCARD, "seat-wind=W", OK, NULL },
  { "taiwan16", "seat_wind_mode=dealer", "345m678m11p13s456s[333z]", "2s", DISCARD, "seat-wind=W", CONFLICT,
    "seat wind at South is South wind" },
  { "sichuan", NULL, "123m456m789m234p5p", "5p", DISCARD, "seat-wind=N", CONFLICT, "seat wind at South is South wind" },

  /* ---- replacements, robbed kongs, the last tile ---- */
  { "sichuan", NULL, "123s456s777s9s(8888s)", "9s", DISCARD, "seat=W after-kong", CONFLICT,
    "so the win is self-drawn" },
  { "sichuan", NULL, "123m456m789m234p5p", "5p", SELF, "after-kong", CONFLICT, "the hand holds no kong" },
  { "sichuan", NULL, "123s456s777s9s(8888s)", "9s", SELF, "seat=W after-kong", OK, NULL },
  { "taiwan16", NULL, "123m456m789p234s678s5p", "5p", SELF, "after-kong", CONFLICT, "no kong and he no flower" },
  { "taiwan16", NULL, "123m456m789p234s678s5p", "5p", SELF, "after-kong flowers=3f", OK, NULL },
  { "taiwan16", NULL, "123m456m789p234s678s5p", "5p", SELF, "after-flower", CONFLICT, "he holds none" },
  { "lisi", NULL, "234m678m11p99p(5555z)", "9p", SELF, "seat=W after-kong", CONFLICT,
    "declared ready makes no more kongs" },
  { "lisi", NULL, "234m678m11p99p(5555z)", "9p", SELF, "seat=W after-kong ready-declared=no", OK, NULL },
  { "taiwan16", NULL, "234m567m345s678s9s(1111p)", "9s", SELF, "after-kong ready-declared", CONFLICT,
    "declared ready makes no more kongs" },
  { "taiwan16", NULL, "234m567m345s678s9s(1111p)", "9s", SELF, "after-kong ready-declared flowers=1f", OK, NULL },
  { "taiwan16", NULL, "234m567m345s678s9s(1111p)", "9s", SELF, "after-kong", OK, NULL },
  { "sichuan", NULL, "12m234p456p789p55p", "3m", SELF, "after-kong-discard", CONFLICT, "is not self-drawn" },
  { "sichuan", NULL, "12m234p456p789p55p", "3m", DISCARD, "from=N after-kong-discard", OK, NULL },
  { "zhuoji", NULL, "123m456m789p34s55s", "2s", DISCARD, "from=N robbing-kong after-kong-discard", CONFLICT,
    "taken from the kong itself" },
  { "zhuoji", NULL, "123m456m789p34s55s", "2s", DISCARD, "from=N robbing-kong", OK, NULL },
  { "zhuoji", NULL, "123m456m789p34s55s", "2s", SELF, "robbing-kong", CONFLICT, "is not self-drawn" },
  { "sichuan", NULL, "123m456m789m234p5p", "5p", DISCARD, "from=N robbing-kong", CONFLICT,
    "the other three 5 of dots" },
  { "sichuan", NULL, "123m456m789m234p5p", "2p", DISCARD, "from=N robbing-kong", CONFLICT,
    "the other three 2 of dots" },
  { "sichuan", NULL, "123m456m789m34p55p", "2p", DISCARD, "from=N robbing-kong", OK, NULL },
  { "sichuan", NULL, "123m456m789m34p55p", "2p", DISCARD, "from=N robbing-kong last-tile", CONFLICT,
    "once the last tile is drawn" },
  { "sichuan", NULL, "123m456m789m34p55p", "2p", DISCARD, "from=N last-tile", OK, NULL },

  /* ---- the first go-round: 天胡, 地胡, 人胡 ---- */
  { "sichuan", NULL, "123m456m789m234p5p", "5p", SELF, "seat=E first-turn", OK, NULL },
  { "sichuan", NULL, "123m456m789m5p[222p]", "5p", SELF, "seat=E first-turn", CONFLICT,
    "but the hand holds a meld" },
  { "taiwan16", NULL, "123m456m789p234s5p(6666s)", "5p", SELF, "seat=E first-turn", CONFLICT,
    "but the hand holds a meld" },
  { "taiwan16", NULL, "123m456m789p234s5p[678s]", "5p", DISCARD, "from=E first-turn", CONFLICT,
    "but the hand holds a meld" },
  { "taiwan16", NULL, "123m456m789p234s678s5p", "5p", DISCARD, "from=E first-turn", OK, NULL },
  { "taiwan16", NULL, "123m456m789p234s678s5p", "5p", SELF, "first-turn", OK, NULL },
  { "taiwan16", NULL, "123m456m789p234s678s5p", "5p", SELF, "first-turn after-flower flowers=2f", OK, NULL },
  { "sichuan", NULL, "123m456m789m34p55p", "2p", DISCARD, "from=E first-turn robbing-kong", CONFLICT,
    "a kong to rob" },
  { "sichuan", NULL, "12m234p456p789p55p", "3m", DISCARD, "from=E first-turn after-kong-discard", CONFLICT,
    "the discarder has just made one" },
  { "sichuan", NULL, "123m456m789m234p5p", "5p", SELF, "first-turn last-tile", CONFLICT,
    "never reaches the last tile" },
  { "taiwan16", NULL, "123m456m789p234s678s5p", "5p", DISCARD, "seat=E from=N first-turn", CONFLICT,
    "the dealer discards first" },
  { "sichuan", NULL, "123m456m789m234p5p", "5p", DISCARD, "from=W first-turn", CONFLICT,
    "the discarder, West, is not one of them" },
  { "sichuan", NULL, "123m456m789m234p5p", "5p", DISCARD, "seat=N from=W first-turn", OK, NULL },
  { "sichuan", NULL, "123m456m789m234p5p", "5p", DISCARD, "seat=N dealer=S from=E first-turn", CONFLICT,
    "the discarder, East, is not one of them" },
  { "taiwan16", NULL, "123m456m789p234s678s5p", "5p", DISCARD, "from=E first-turn ready-declared=tianting",
    CONFLICT, "has not declared ready" },
  { "lisi", NULL, "234m567m345p78p55s", "6p", SELF, "first-turn", CONFLICT, "a ready declaration goes with a discard" },
  { "taiwan16", NULL, "123m456m789p234s678s5p", "5p", SELF, "first-turn ready-declared=diting", CONFLICT,
    "a ready declaration goes with a discard" },
  { "taiwan16", NULL, "123m456m789p234s678s5p", "5p", SELF, "first-turn ready-declared=tianting", OK, NULL },

  /* ---- declarations: ready, the missing suit, flowers, the flipped tile ---- */
  { "taiwan16", NULL, "123m456m789p234s678s5p", "5p", SELF, "seat=E ready-declared=tianting", CONFLICT,
    "declared by a non-dealer" },
  { "taiwan16", NULL, "123m456m789p234s678s5p", "5p", SELF, "ready-declared=tianting", OK, NULL },
  { "taiwan16", NULL, "456m789p234s56s88p[123m]", "7s", DISCARD, "ready-declared=diting", CONFLICT,
    "so it holds no meld" },
  { "taiwan16", NULL, "456m789p234s56s88p[123m]", "7s", DISCARD, "ready-declared", OK, NULL },
  { "taiwan16", NULL, "123m456m789p234s678s5p", "5p", DISCARD, "seat=E from=S ready-declared=diting", OK, NULL },
  { "sichuan", NULL, "123m456m5p[777s][222p]", "5p", DISCARD, "missing-suit=s", CONFLICT,
    "never claims or kongs a tile of his missing suit" },
  { "sichuan", NULL, "123m456m5p[777m][222p]", "5p", DISCARD, "missing-suit=s", OK, NULL },
  { "taiwan16", NULL, "123m456m789p234s678s5p", "5p", SELF, "flowers=1f2f3f4f5f6f7f8f", CONFLICT,
    "all eight flowers win at once" },
  { "taiwan16", NULL, "123m456m789p234s678s5p", "5p", SELF, "flowers=1f2f3f4f5f6f7f", OK, NULL },
  { "qionghai", NULL, "456p789s333p4m[123m]", "4m", SELF, "flowers=1f2f3f4f5f6f7f8f", OK, NULL },
  { "zhuoji", NULL, "123m456m789p234s5s", "5s", SELF, "flipped=4p last-tile", CONFLICT, "after the last tile" },
  { "zhuoji", NULL, "123m456m789p234s5s", "5s", SELF, "last-tile", OK, NULL },

  /* ---- blood battle ---- */
  { "sichuan", NULL, "123m456m789m234p5p", "5p", SELF, "seat=N finished=ESW", CONFLICT, "at most two have won" },
  { "sichuan", NULL, "123m456m789m234p5p", "5p", SELF, "seat=N finished=EW", OK, NULL },
  /* a finished winner is a win the rules refuse (the score's), not one that cannot be asked for */
  { "sichuan", NULL, "123m456m789m234p5p", "5p", DISCARD, "from=W finished=S", OK, NULL },
  { "sichuan", NULL, "123m456m789m234p5p", "5p", DISCARD, "from=W finished=W", CONFLICT,
    "neither discards nor makes a kong" },
  { "sichuan", NULL, "234m789m456p5p[6666m]", "5p", SELF, "seat=N after-kong from=W finished=W", CONFLICT,
    "he fed no kong" },

  /* ---- 包 ---- */
  { "qionghai", NULL, "78s55s[123m][456m][999p]", "9s", DISCARD, "from=N bao=S", CONFLICT,
    "nobody is liable for his own win" },
  { "qionghai", NULL, "78s55s[123m][456m][999p]", "9s", DISCARD, "from=N bao=W", CONFLICT,
    "only 1 of the hand's melds" },
  { "qionghai", NULL, "456p5m[333p][777s][999m]", "5m", DISCARD, "from=W bao=N", OK, NULL },
  { "qionghai", NULL, "456p5m(3333p)[777s][999m]", "5m", DISCARD, "from=W bao=N", CONFLICT,
    "only 2 of the hand's melds" },
  { "qionghai", "bao_threshold_selfdraw=4", "234p2m[111z][555p][999s]", "2m", SELF, "seat=E bao=S", CONFLICT,
    "claimed 4 or more" },
  { "qionghai", NULL, "234p2m[111z][555p][999s]", "2m", SELF, "seat=E bao=S", OK, NULL },
  { "qionghai", "bao_threshold=2", "456p789s5m[333p][777s]", "5m", DISCARD, "from=W bao=N", OK, NULL },
};

static void
test_check_cases (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (check_cases); i++)
    {
      const CheckCase *c = &check_cases[i];
      MjOptions o;
      MjWinContext ctx;
      g_autoptr (GError) error = NULL;
      gboolean ok;

      g_test_message ("%s %s + %s %s: %s", c->rules, c->hand, c->win, c->self_drawn ? "self-drawn" : "discard",
                      c->keys ? c->keys : "");
      if (!context_of (c->rules, c->options, c->hand, c->win, c->self_drawn, c->keys, &o, &ctx, NULL, &error))
        g_error ("case %u: %s", i, error->message);
      ok = mj_win_context_check (mj_rules_lookup (c->rules), &o, &ctx, &error);
      if (c->code == OK)
        {
          if (!ok)
            g_error ("case %u (%s %s): refused: %s", i, c->rules, c->keys, error->message);
          continue;
        }
      if (ok)
        g_error ("case %u (%s %s): accepted, expected “%s”", i, c->rules, c->keys, c->words);
      g_assert_error (error, MJ_CONTEXT_ERROR, c->code);
      if (strstr (error->message, c->words) == NULL)
        g_error ("case %u (%s %s): “%s” lacks “%s”", i, c->rules, c->keys, error->message, c->words);
    }
}

/* The same refusals for a window: the check in words names no key of
 * the command line and no tile in notation, and says the same sentence
 * after the situation in the controls' words (or alone); the command's
 * starts with the keys typed. */
static void
test_check_in_words (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (check_cases); i++)
    {
      const CheckCase *c = &check_cases[i];
      MjOptions o;
      MjWinContext ctx;
      g_autoptr (GError) keys = NULL;
      g_autoptr (GError) words = NULL;
      const char *sentence;

      if (c->code == OK)
        continue;
      g_assert_true (context_of (c->rules, c->options, c->hand, c->win, c->self_drawn, c->keys, &o, &ctx, NULL,
                                 NULL));
      g_assert_false (mj_win_context_check (mj_rules_lookup (c->rules), &o, &ctx, &keys));
      g_assert_false (mj_win_context_check_in_words (mj_rules_lookup (c->rules), &o, &ctx, &words));
      g_assert_error (words, MJ_CONTEXT_ERROR, keys->code);
      words_test_assert_in_words (words->message);
      g_assert_nonnull (strstr (words->message, c->words + 1));
      sentence = strstr (words->message, "”: ");
      sentence = g_utf8_next_char (sentence ? sentence + strlen ("”: ") : words->message);
      g_assert_nonnull (strstr (keys->message, sentence));
      /* the command line names the keys typed */
      if (g_strcmp0 (c->keys, "after-kong") == 0)
        g_assert_true (g_str_has_prefix (keys->message, "after-kong: "));
    }
}

/* ---- what only the game writes ----------------------------------------------------------------- */

static void
set_sources (MjWinContext *ctx,
             guint         from)
{
  for (guint i = 0; i < ctx->hand.n_melds; i++)
    if (ctx->hand.melds[i].type != MJ_MELD_KONG_CONCEALED)
      ctx->hand.melds[i].from = (guint8) from;
}

static void
test_check_sources (void)
{
  const MjRules *qionghai = mj_rules_lookup ("qionghai");
  const MjRules *taiwan = mj_rules_lookup ("taiwan16");
  const MjRules *sichuan = mj_rules_lookup ("sichuan");
  MjOptions o;
  MjWinContext ctx;
  g_autoptr (GError) error = NULL;

  /* 包 (qionghai Q6): the claims the game recorded make E liable */
  g_assert_true (context_of ("qionghai", NULL, "78s55s[123m][456m][999p]", "9s", FALSE, "from=N", &o, &ctx, NULL,
                             NULL));
  set_sources (&ctx, MJ_SEAT_E);
  g_assert_false (mj_win_context_check (qionghai, &o, &ctx, &error));
  g_assert_error (error, MJ_CONTEXT_ERROR, MJ_CONTEXT_ERROR_CONFLICT);
  g_assert_nonnull (strstr (error->message, "which makes East liable"));
  g_clear_error (&error);
  ctx.bao = MJ_SEAT_E;
  g_assert_true (mj_win_context_check (qionghai, &o, &ctx, &error));
  ctx.bao = MJ_SEAT_W;
  g_assert_false (mj_win_context_check (qionghai, &o, &ctx, &error));
  g_assert_nonnull (strstr (error->message, "only 0 of the hand's melds"));
  g_clear_error (&error);

  /* a chow from anyone but the player on the left, a meld from oneself */
  g_assert_true (context_of ("taiwan16", NULL, "456m789p234s56s88p[123m]", "7s", FALSE, NULL, &o, &ctx, NULL, NULL));
  set_sources (&ctx, MJ_SEAT_E);
  g_assert_true (mj_win_context_check (taiwan, &o, &ctx, &error));
  set_sources (&ctx, MJ_SEAT_W);
  g_assert_false (mj_win_context_check (taiwan, &o, &ctx, &error));
  g_assert_nonnull (strstr (error->message,
                            "the chow 1 of characters, 2 of characters, 3 of characters came from West"));
  g_clear_error (&error);
  set_sources (&ctx, MJ_SEAT_S);
  g_assert_false (mj_win_context_check (taiwan, &o, &ctx, &error));
  g_assert_nonnull (strstr (error->message, "never from its owner's own"));
  g_clear_error (&error);

  /* the kong's feeder is the one the kong was claimed from */
  g_assert_true (context_of ("sichuan", NULL, "234m789m456p5p[6666m]", "5p", TRUE, "seat=N after-kong from=W", &o,
                             &ctx, NULL, NULL));
  set_sources (&ctx, MJ_SEAT_W);
  g_assert_true (mj_win_context_check (sichuan, &o, &ctx, &error));
  set_sources (&ctx, MJ_SEAT_E);
  g_assert_false (mj_win_context_check (sichuan, &o, &ctx, &error));
  g_assert_nonnull (strstr (error->message, "no kong of the hand was claimed from West"));
  g_clear_error (&error);

  /* values no parser writes */
  g_assert_true (context_of ("sichuan", NULL, "123m456m789m234p5p", "5p", FALSE, NULL, &o, &ctx, NULL, NULL));
  ctx.seat = 7;
  g_assert_false (mj_win_context_check (sichuan, &o, &ctx, &error));
  g_assert_error (error, MJ_CONTEXT_ERROR, MJ_CONTEXT_ERROR_VALUE);
}

static void
test_check_flowers (void)
{
  const MjRules *taiwan = mj_rules_lookup ("taiwan16");
  const MjRules *qionghai = mj_rules_lookup ("qionghai");
  MjWinContext ctx;
  g_autoptr (GError) error = NULL;

  /* 八仙過海: all eight, paid as a self-draw; the hand may hold its drawn tile */
  mj_win_context_init (&ctx);
  g_assert_true (mj_hand_parse (&ctx.hand, "123m456m789p234s678s5p5s", NULL));
  ctx.self_drawn = TRUE;
  ctx.flowers = 0xff;
  g_assert_true (mj_win_context_check (taiwan, NULL, &ctx, &error));
  g_assert_no_error (error);

  /* 七搶一: the eighth taken from the player who drew it */
  g_assert_true (mj_hand_parse (&ctx.hand, "123m456m789p234s678s5p", NULL));
  ctx.self_drawn = FALSE;
  ctx.from = MJ_SEAT_N;
  g_assert_true (mj_win_context_check (taiwan, NULL, &ctx, &error));
  ctx.from = ctx.seat;
  g_assert_false (mj_win_context_check (taiwan, NULL, &ctx, &error));
  g_assert_error (error, MJ_CONTEXT_ERROR, MJ_CONTEXT_ERROR_CONFLICT);
  g_clear_error (&error);

  /* seven flowers are no win without a tile */
  ctx.from = MJ_SEAT_N;
  ctx.flowers = 0x7f;
  g_assert_false (mj_win_context_check (taiwan, NULL, &ctx, &error));
  g_assert_nonnull (strstr (error->message, "the winner holds 7"));
  g_clear_error (&error);

  /* Hainan counts eight flowers, but they win nothing by themselves */
  ctx.flowers = 0xff;
  g_assert_true (mj_hand_parse (&ctx.hand, "456p789s333p4m[123m]", NULL));
  g_assert_false (mj_win_context_check (qionghai, NULL, &ctx, &error));
  g_assert_error (error, MJ_CONTEXT_ERROR, MJ_CONTEXT_ERROR_HAND);
  g_assert_nonnull (strstr (error->message, "has no such win"));
}

static void
test_check_position (void)
{
  const MjRules *sichuan = mj_rules_lookup ("sichuan");
  const MjRules *lisi = mj_rules_lookup ("lisi");
  MjWinContext ctx;
  g_autoptr (GError) error = NULL;

  /* on a turn the hand holds its drawn tile: fourteen, and no winning tile */
  mj_win_context_init (&ctx);
  ctx.self_drawn = TRUE;
  g_assert_true (mj_hand_parse (&ctx.hand, "123m456m789m234p5p9s", NULL));
  g_assert_true (mj_position_context_check (sichuan, NULL, &ctx, &error));
  g_assert_false (mj_win_context_check (sichuan, NULL, &ctx, &error));
  g_clear_error (&error);

  /* the keys presuppose the same: a replacement needs a kong */
  ctx.after_kong = TRUE;
  g_assert_false (mj_position_context_check (sichuan, NULL, &ctx, &error));
  g_assert_nonnull (strstr (error->message, "the hand holds no kong"));
  g_clear_error (&error);

  /* a discard faced: robbing it, the hand holds none of it */
  mj_win_context_init (&ctx);
  g_assert_true (mj_hand_parse (&ctx.hand, "5p123m456m789m11z99s", NULL));
  ctx.win_tile = mj_tile_make (MJ_SUIT_P, 5);
  ctx.from = MJ_SEAT_E;
  g_assert_true (mj_position_context_check (lisi, NULL, &ctx, &error));
  ctx.robbing_kong = TRUE;
  g_assert_false (mj_position_context_check (lisi, NULL, &ctx, &error));
  g_assert_nonnull (strstr (error->message, "the other three 5 of dots"));
}


/* ---- the grammar the other way, and a context fitted to another rule set ---------------------- */

/* Written keys read back give the same context, for every key. */
static void
test_write_round_trip (void)
{
  static const struct {
    const char *rules, *hand, *win;
    gboolean    self_drawn;
    const char *keys;
  } cases[] = {
    { "sichuan", "234m789m456p5p[6666m]", "5p", TRUE, "seat=N dealer=W after-kong from=W finished=ES last-tile=no" },
    { "sichuan", "123m456m789m234p5p", "5p", FALSE, "seat=E from=S missing-suit=s dealer-streak=7 first-turn=no" },
    { "zhuoji", "123p456p789p5566p", "6p", FALSE, "seat=N from=E flipped=4p after-kong-discard robbing-kong=no" },
    { "qionghai", "345m678m2p[234s][777z]", "2p", TRUE, "seat=W after-flower flowers=3f7f round-wind=S" },
    { "qionghai", "78s55s[123m][456m][999p]", "9s", FALSE, "from=N bao=E seat-wind=S" },
    { "taiwan16", "234m567m345p678p23s99s", "4s", TRUE, "seat=W dealer=N ready-declared=diting first-turn" },
    { "lisi", "234m567m345p78p55s", "9p", FALSE, "from=W ready-declared=no robbing-kong" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const MjRules *rules = mj_rules_lookup (cases[i].rules);
      g_auto (GStrv) words = g_strsplit (cases[i].keys, " ", -1);
      g_auto (GStrv) written = NULL;
      MjWinContext ctx, again;
      MjContextKeys given, given_again;
      MjHand hand;
      MjTile win;

      g_assert_true (mj_hand_parse (&hand, cases[i].hand, NULL));
      g_assert_true (mj_tile_from_string (cases[i].win, &win, NULL));
      mj_win_context_init (&ctx);
      ctx.hand = hand;
      ctx.win_tile = win;
      ctx.self_drawn = cases[i].self_drawn;
      g_assert_true (mj_win_context_parse (rules, NULL, (const char * const *) words, &ctx, &given, NULL));
      written = mj_win_context_write (&ctx, given);
      mj_win_context_init (&again);
      again.hand = hand;
      again.win_tile = win;
      again.self_drawn = cases[i].self_drawn;
      g_assert_true (mj_win_context_parse (rules, NULL, (const char * const *) written, &again, &given_again, NULL));
      /* every key given is written, and nothing else */
      g_assert_cmpuint (given_again, ==, given);
      g_assert_cmpmem (&ctx, sizeof ctx, &again, sizeof again);
    }
}

/* Reads a context for `rules_id` without checking it. */
static MjWinContext
read_unchecked (const char *rules_id,
                const char *hand,
                const char *win,
                gboolean    self_drawn,
                const char *keys)
{
  MjOptions o;
  MjWinContext ctx;

  g_assert_true (context_of (rules_id, NULL, hand, win, self_drawn, keys, &o, &ctx, NULL, NULL));
  return ctx;
}

/* What a rule set does not play with is taken away and named; what it
 * has stays, and the fitted context is then one that can happen there. */
static void
test_fit (void)
{
  const MjRules *sichuan = mj_rules_lookup ("sichuan");
  const MjRules *lisi = mj_rules_lookup ("lisi");
  const MjRules *qionghai = mj_rules_lookup ("qionghai");
  const MjRules *taiwan = mj_rules_lookup ("taiwan16");
  MjWinContext ctx, before;

  /* a Qionghai win on a flower's replacement, seen by Sichuan */
  ctx = read_unchecked ("qionghai", "345m678m2p234s777s", "2p", TRUE, "seat=W after-flower flowers=3f7f");
  g_assert_false (mj_win_context_check (sichuan, NULL, &ctx, NULL));
  g_assert_cmpuint (mj_win_context_fit (sichuan, NULL, &ctx), ==,
                    MJ_CONTEXT_KEY_FLOWERS | MJ_CONTEXT_KEY_AFTER_FLOWER);
  g_assert_cmpuint (ctx.flowers, ==, 0);
  g_assert_false (ctx.after_kong);
  g_assert_true (mj_win_context_check (sichuan, NULL, &ctx, NULL));

  /* Taiwan keeps them: nothing taken */
  ctx = read_unchecked ("taiwan16", "345m678m2p234s777s111p", "2p", TRUE, "seat=W after-flower flowers=3f7f");
  before = ctx;
  g_assert_cmpuint (mj_win_context_fit (taiwan, NULL, &ctx), ==, 0);
  g_assert_cmpmem (&ctx, sizeof ctx, &before, sizeof before);

  /* Sichuan's missing suit and winners before, Guizhou's flipped tile,
   * Qionghai's 包: gone in Lisi, whose ready declaration is a plain one */
  ctx = read_unchecked ("sichuan", "234m567m345p78p55p", "9p", FALSE,
                        "from=W missing-suit=s finished=E flipped=5s bao=E ready-declared=tianting");
  g_assert_cmpuint (mj_win_context_fit (lisi, NULL, &ctx), ==,
                    MJ_CONTEXT_KEY_MISSING_SUIT | MJ_CONTEXT_KEY_FINISHED | MJ_CONTEXT_KEY_FLIPPED |
                    MJ_CONTEXT_KEY_BAO | MJ_CONTEXT_KEY_READY_DECLARED);
  g_assert_cmpint (ctx.missing_suit, ==, -1);
  g_assert_cmpuint (ctx.finished, ==, 0);
  g_assert_cmpuint (ctx.flipped, ==, MJ_TILE_NONE);
  g_assert_cmpuint (ctx.bao, ==, MJ_SEAT_NONE);
  g_assert_cmpuint (ctx.ready, ==, MJ_READY_PLAIN);

  /* Qionghai's 包 stays in Qionghai; a ready declaration does not */
  ctx = read_unchecked ("qionghai", "78s55s[123m][456m][999p]", "9s", FALSE, "from=N bao=E ready-declared=yes");
  g_assert_cmpuint (mj_win_context_fit (qionghai, NULL, &ctx), ==, MJ_CONTEXT_KEY_READY_DECLARED);
  g_assert_cmpuint (ctx.bao, ==, MJ_SEAT_E);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/context/parse/keys", test_parse_keys);
  g_test_add_func ("/context/parse/defaults", test_parse_defaults);
  g_test_add_func ("/context/parse/errors", test_parse_errors);
  g_test_add_func ("/context/check/cases", test_check_cases);
  g_test_add_func ("/context/check/in-words", test_check_in_words);
  g_test_add_func ("/context/check/sources", test_check_sources);
  g_test_add_func ("/context/check/flowers", test_check_flowers);
  g_test_add_func ("/context/check/position", test_check_position);
  g_test_add_func ("/context/write/round-trip", test_write_round_trip);
  g_test_add_func ("/context/fit", test_fit);
  return g_test_run ();
}
