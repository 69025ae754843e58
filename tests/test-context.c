/* test-context.c: the context of a win, as the rules README writes it.
 *
 *   /context/parse/keys       every key into its field, and the keys given
 *   /context/parse/defaults   the README's defaults, the rule set's seat winds
 *   /context/parse/errors     every bad key or value named, with what it takes
 */
#include "config.h"

#include <string.h>

#include "mj-context.h"

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

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/context/parse/keys", test_parse_keys);
  g_test_add_func ("/context/parse/defaults", test_parse_defaults);
  g_test_add_func ("/context/parse/errors", test_parse_errors);
  return g_test_run ();
}
