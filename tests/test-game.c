/* test-game.c: whole games of each rule set.
 *
 *   /game/RULES/invariants   seeded self-play hands; after every action the
 *                            tiles are all accounted for, payments sum to
 *                            zero, hand sizes are right, every listed action
 *                            is legal, every win's context is one the
 *                            calculator accepts, and every hand ends
 *   /game/RULES/contexts     the same with computer players of three levels,
 *                            counting what the wins' contexts held
 *   /game/RULES/replay       a match saved as a record and replayed gives
 *                            the same state
 *   /game/RULES/illegal      every kind of illegal action is refused with a
 *                            GError and leaves the state byte-identical
 *   /game/RULES/hidden       two games differing only in hidden tiles give
 *                            every seat the same view and the same bot choice
 *   /game/scenario/NAME      stacked-wall scenarios from tests/data/scenarios
 *   /game/ask-all            with E and W asked after every discard and
 *                            added kong (hot seat), every window asks both,
 *                            the invariants hold, and the record replays
 *   /game/lisi-reserve       (lisi) lisi.md L12: the tiles kept at the tail
 *                            after 0 to 4 kongs, and what a kong must leave
 *   /game/home               everything about the rule set is reachable from
 *                            its MjRules, and it is in the list: names,
 *                            options, patterns, refusal terms, the computer
 *                            players' style, and a rule book whose examples
 *                            score as it says (the rule set the tests add,
 *                            tests/rules/, comes by the game's own route)
 *
 * Usage: test-game RULES [HANDS]
 */
#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "mj-bot.h"
#include "mj-context.h"
#include "mj-game.h"
#include "mj-invariants.h"
#include "mj-record.h"
#include "mj-rulebook-data.h"
#include "mj-state.h"
#include "mj-view.h"

static const MjRules *rules;
static guint n_hands = 2000;
static guint ask_all;   /* mj_game_set_ask_all of the matches play_match plays */
/* the computer players of the matches play_match plays */
static MjBotLevel levels[MJ_N_SEATS] = { MJ_BOT_BASELINE, MJ_BOT_BASELINE, MJ_BOT_BASELINE, MJ_BOT_BASELINE };
/* called with the state of every hand that ends, when set */
static void (*hand_over) (const MjState *s, gpointer data);

/* Plays one match of computer players (`levels`), checking after every
 * action; calls `visit` at every decision when given. */
typedef void (*Visit) (MjState *s, guint seat, const MjAction *legal, guint n, gpointer data);

static MjGame *
play_match (guint64  seed,
            guint    hands,
            gboolean check,
            Visit    visit,
            gpointer data)
{
  MjGame *game = mj_game_new (rules, NULL, seed, MJ_MATCH_HANDS, hands);
  MjBot bots[MJ_N_SEATS];
  MjView *view = g_new0 (MjView, 1);
  guint actions_in_hand = 0;

  mj_game_set_ask_all (game, ask_all);

  for (guint i = 0; i < MJ_N_SEATS; i++)
    mj_bot_init (&bots[i], levels[i], seed + i);
  mj_game_start (game);

  while (mj_game_get_phase (game) != MJ_PHASE_MATCH_OVER)
    {
      MjState *s = (MjState *) mj_game_get_state (game);
      guint pending = mj_state_pending (s);
      g_autoptr (GError) error = NULL;

      if (check)
        mj_check_invariants (s);
      if (s->phase == MJ_PHASE_HAND_OVER)
        {
          MjAction next = { MJ_ACTION_NEXT_HAND, 0, MJ_TILE_NONE, 0, { 0 } };
          if (hand_over)
            hand_over (s, data);
          g_assert_true (mj_game_submit_action (game, &next, &error));
          actions_in_hand = 0;
          continue;
        }
      g_assert_cmpuint (pending, !=, 0);
      if (++actions_in_hand > 2000)
        g_error ("hand %u does not end", s->hand_number);

      for (guint seat = 0; seat < MJ_N_SEATS; seat++)
        if (pending & (1u << seat))
          {
            MjAction legal[MJ_MAX_LEGAL];
            guint n = mj_game_legal_actions (game, seat, legal, G_N_ELEMENTS (legal));
            MjAction a;

            g_assert_cmpuint (n, >, 0);
            if (check)
              for (guint i = 0; i < n; i++)
                g_assert_cmpint (mj_state_check (s, &legal[i]), ==, MJ_REFUSAL_NONE);
            if (visit)
              visit (s, seat, legal, n, data);
            mj_game_get_view (game, seat, view);
            a = mj_bot_decide (&bots[seat], view, legal, n);
            if (!mj_game_submit_action (game, &a, &error))
              g_error ("a legal action was refused: %s", error->message);
            break;
          }
    }
  if (check)
    mj_check_invariants (mj_game_get_state (game));
  if (hand_over)
    hand_over (mj_game_get_state (game), data);
  g_free (view);
  return game;
}

static void
count_wins (const MjState *s,
            gpointer       data)
{
  *(guint *) data += s->n_wins;
}

static void
test_invariants (void)
{
  g_autoptr (MjGame) game = NULL;
  const MjState *s;
  guint wins = 0;

  hand_over = count_wins;
  game = play_match (1, n_hands, TRUE, NULL, &wins);
  hand_over = NULL;
  s = mj_game_get_state (game);
  g_assert_cmpuint (s->hand_number, ==, n_hands);
  g_test_message ("%u hands, %u wins (each context one mj_win_context_check accepts), scores %d %d %d %d", n_hands,
                  wins, s->scores[0], s->scores[1], s->scores[2], s->scores[3]);
}

/* ---- every win a context the calculator accepts ---------------------------- */

typedef struct {
  guint wins, self_drawn, kong_replacement, flower_replacement, fed, after_kong_discard, robbing, last_tile,
        first_turn, ready, diting, tianting, flowers, finished, flipped, bao, flower_wins, melds, chows;
} ContextCounts;

/* The invariants check every win's context already (mj_check_invariants);
 * this counts what the contexts held, so the report says what was met. */
static void
count_contexts (const MjState *s,
                gpointer       data)
{
  ContextCounts *n = data;

  for (guint i = 0; i < s->n_wins; i++)
    {
      const MjWinContext *ctx = &s->wins[i].ctx;
      g_autoptr (GError) error = NULL;

      g_assert_true (mj_win_context_check (s->rules, &s->options, ctx, &error));
      g_assert_no_error (error);
      n->wins++;
      n->self_drawn += ctx->self_drawn;
      n->kong_replacement += ctx->after_kong && !ctx->after_flower;
      n->flower_replacement += ctx->after_flower;
      n->fed += ctx->kong_feeder != MJ_SEAT_NONE;
      n->after_kong_discard += ctx->after_kong_discard;
      n->robbing += ctx->robbing_kong;
      n->last_tile += ctx->last_tile;
      n->first_turn += ctx->first_turn;
      n->ready += ctx->ready == MJ_READY_PLAIN;
      n->diting += ctx->ready == MJ_READY_DITING;
      n->tianting += ctx->ready == MJ_READY_TIANTING;
      n->flowers += ctx->flowers != 0;
      n->finished += ctx->finished != 0;
      n->flipped += ctx->flipped != MJ_TILE_NONE;
      n->bao += ctx->bao != MJ_SEAT_NONE;
      n->flower_wins += ctx->win_tile == MJ_TILE_NONE;
      n->melds += ctx->hand.n_melds > 0;
      for (guint m = 0; m < ctx->hand.n_melds; m++)
        if (ctx->hand.melds[m].type == MJ_MELD_CHOW)
          {
            n->chows++;
            break;
          }
    }
}

/* Seeded self-play by computer players of three levels (the eager
 * beginner claims the most, the normal player declares 地聽 and 天聽):
 * every win the game records is one mj_win_context_check accepts, so the
 * calculator refuses nothing the game can produce. */
static void
test_contexts (void)
{
  static const MjBotLevel mixed[MJ_N_SEATS] = { MJ_BOT_EASY, MJ_BOT_NORMAL, MJ_BOT_BASELINE, MJ_BOT_EASY };
  ContextCounts n = { 0 };
  guint hands = MAX (n_hands / 4, 50u);
  g_autoptr (MjGame) game = NULL;

  memcpy (levels, mixed, sizeof levels);
  hand_over = count_contexts;
  game = play_match (23, hands, TRUE, NULL, &n);
  hand_over = NULL;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    levels[i] = MJ_BOT_BASELINE;

  g_test_message ("%s: %u hands, %u wins checked: %u self-drawn, %u on a kong's replacement (%u fed), %u on a "
                  "flower's, %u after a kong's discard, %u robbing a kong, %u on the last tile, %u first-turn, "
                  "%u ready (%u diting, %u tianting), %u with flowers, %u after others had won, %u with a flipped tile, "
                  "%u with a liable player, %u on flowers alone, %u with melds (%u with a chow)",
                  rules->id, hands, n.wins, n.self_drawn, n.kong_replacement, n.fed, n.flower_replacement,
                  n.after_kong_discard, n.robbing, n.last_tile, n.first_turn, n.ready, n.diting, n.tianting,
                  n.flowers, n.finished, n.flipped, n.bao, n.flower_wins, n.melds, n.chows);
  g_assert_cmpuint (n.wins, >, hands / 2);
}

/* ---- replay ---------------------------------------------------------------- */

/* A game saved as a record, read back and replayed gives the same state;
 * the record as read, for more checks. */
static MjRecord *
round_trip (MjGame *game)
{
  g_autoptr (MjRecord) record = mj_record_new_from_game (game);
  g_autofree char *json = mj_record_to_json (record);
  g_autoptr (MjRecord) loaded = NULL;
  g_autoptr (MjGame) replayed = NULL;
  g_autoptr (GError) error = NULL;

  loaded = mj_record_from_json (json, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (loaded->actions->len, ==, record->actions->len);
  g_assert_cmpuint (loaded->ask_all, ==, mj_game_get_ask_all (game));
  replayed = mj_record_replay (loaded, G_MAXUINT, &error);
  g_assert_no_error (error);
  mj_check_same_state (mj_game_get_state (game), mj_game_get_state (replayed));
  return g_steal_pointer (&loaded);
}

static void
test_replay (void)
{
  guint hands = MAX (n_hands / 10, 20u);
  g_autoptr (MjGame) game = play_match (7, hands, FALSE, NULL, NULL);
  g_autoptr (MjRecord) loaded = round_trip (game);
}

/* Every window asks the seats of ask_all still in the hand, whether or
 * not they can claim. */
static void
visit_ask_all (MjState        *s,
               guint           seat,
               const MjAction *legal,
               guint           n,
               gpointer        data)
{
  guint *windows = data;
  guint expected = ask_all & ~(1u << s->claim_from);

  if (s->phase != MJ_PHASE_CLAIM && s->phase != MJ_PHASE_ROB)
    return;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    if (!mj_state_seat_active (s, i))
      expected &= ~(1u << i);
  g_assert_cmphex (s->claim_asked & expected, ==, expected);
  (*windows)++;
}

static void
test_ask_all (void)
{
  guint hands = MAX (n_hands / 20, 10u), windows = 0;
  g_autoptr (MjGame) game = NULL;
  g_autoptr (MjRecord) loaded = NULL;

  ask_all = 0x5;
  game = play_match (11, hands, TRUE, visit_ask_all, &windows);
  ask_all = 0;
  g_test_message ("%u hands, %u answers in windows that asked E and W", hands, windows);
  g_assert_cmpuint (windows, >, hands);

  loaded = round_trip (game);
  g_assert_cmpuint (loaded->ask_all, ==, 0x5);
}

/* ---- illegal actions ------------------------------------------------------------ */

static void
try_illegal (MjState        *s,
             const MjAction *a)
{
  MjState *before = g_memdup2 (s, sizeof *s);
  g_autoptr (GError) error = NULL;

  if (mj_state_check (s, a) == MJ_REFUSAL_NONE)
    {
      g_free (before);
      return;
    }
  g_assert_false (mj_state_apply (s, a, &error));
  g_assert_error (error, MJ_RULES_ERROR, error->code);
  g_assert_nonnull (error->message);
  g_assert_cmpuint (strlen (error->message), >, 10);
  g_assert_cmpmem (before, sizeof *before, s, sizeof *s);
  g_free (before);
}

static void
visit_illegal (MjState        *s,
               guint           seat,
               const MjAction *legal,
               guint           n,
               gpointer        data)
{
  guint *count = data;
  MjAction a;

  if ((++*count) % 7 != 0)
    return;
  /* every action type, from every seat, on a tile it holds and one it
   * does not, with and without the ready flag */
  for (guint type = MJ_ACTION_NONE; type <= MJ_ACTION_NEXT_HAND + 1; type++)
    for (guint who = 0; who <= MJ_N_SEATS; who++)
      for (guint k = 0; k < 3; k++)
        {
          memset (&a, 0, sizeof a);
          a.type = (guint8) type;
          a.seat = (guint8) who;
          a.tile = k == 0 ? (MjTile) (s->hand_number % MJ_N_KINDS) : k == 1 ? MJ_TILE_NONE : (MjTile) 200;
          if (who < MJ_N_SEATS)
            for (MjTile t = 0; t < MJ_N_KINDS && k == 0; t++)
              if (s->players[who].hand.counts[t] == 0)
                a.tile = t;
          a.tiles[0] = a.tiles[1] = a.tiles[2] = a.tile;
          try_illegal (s, &a);
          a.flags = MJ_ACTION_FLAG_READY;
          try_illegal (s, &a);
        }
  /* a chow from the wrong seat, a claim when not asked */
  memset (&a, 0, sizeof a);
  a.type = MJ_ACTION_CHOW;
  a.seat = (guint8) ((s->claim_from + 2) % MJ_N_SEATS);
  a.tile = s->claim_tile < 7 ? s->claim_tile : 0;
  try_illegal (s, &a);
}

static void
test_illegal (void)
{
  guint count = 0;
  g_autoptr (MjGame) game = play_match (11, MAX (n_hands / 40, 10u), FALSE, visit_illegal, &count);
  g_assert_cmpuint (count, >, 100);
}

/* ---- hidden tiles -------------------------------------------------------------------- */

static void
visit_hidden (MjState        *s,
              guint           seat,
              const MjAction *legal,
              guint           n,
              gpointer        data)
{
  guint *count = data;
  MjState *other;
  guint o;

  if ((++*count) % 5 != 0)
    return;
  /* swap a tile of a hidden hand with a tile of the live wall */
  o = (seat + 1 + *count % 3) % MJ_N_SEATS;
  if (s->players[o].finished || mj_wall_remaining (&s->wall) < 2)
    return;
  other = g_memdup2 (s, sizeof *s);
  for (MjTile k = 0; k < MJ_N_KINDS; k++)
    {
      MjPlayer *p = &other->players[o];
      guint pos = other->wall.head + *count % mj_wall_remaining (&other->wall);
      MjTile j = other->wall.tiles[pos];
      if (p->hand.counts[k] > p->standing[k] && j != k && !mj_tile_is_flower (j) &&
          p->hand.counts[j] < 4 && k != p->drawn)
        {
          MjView *va = g_new (MjView, 1), *vb = g_new (MjView, 1);
          MjBot ba, bb;
          MjAction da, db;

          mj_hand_remove (&p->hand, k);
          mj_hand_add (&p->hand, j);
          other->wall.tiles[pos] = k;

          memset (va, 0, sizeof *va);
          memset (vb, 0, sizeof *vb);
          mj_view_build (s, seat, va);
          mj_view_build (other, seat, vb);
          g_assert_cmpmem (va, sizeof *va, vb, sizeof *vb);

          mj_bot_init (&ba, MJ_BOT_BASELINE, *count);
          mj_bot_init (&bb, MJ_BOT_BASELINE, *count);
          da = mj_bot_decide (&ba, va, legal, n);
          db = mj_bot_decide (&bb, vb, legal, n);
          g_assert_true (mj_action_equal (&da, &db));
          g_free (va);
          g_free (vb);
          break;
        }
    }
  g_free (other);
}

static void
test_hidden (void)
{
  guint count = 0;
  g_autoptr (MjGame) game = play_match (13, MAX (n_hands / 20, 10u), FALSE, visit_hidden, &count);
  g_assert_cmpuint (count, >, 100);
}

/* ---- scenarios ------------------------------------------------------------------------- */

/* A scenario is a record (with a stacked "deal") plus "expect":
 *   "scores": {"E": n, ...}          the scores after the last action
 *   "phase": "hand-over" | ...       optional
 *   "legal": {"S": ["S win", ...]}   optional: exactly these actions, now
 *   "refused": [["S win", "words"]]  optional: refused now, message has words
 *   "wins": n                        optional: number of wins this hand
 *   "patterns": [["zimo 1", ...]]    optional: the patterns of each win of
 *                                    this hand, in order, exactly
 *   "hand": n, "dealer": "S",        optional: the hand number, its dealer,
 *   "streak": n, "round-wind": "E",  the dealer's hands in a row, the round
 *   "seat-winds": "NESW"             wind and the seat winds of E, S, W, N
 *   "flowers": {"S": "1f2f"}         optional: the flowers a seat holds
 *   "next-dealer": "E", "wall": n    optional: who deals next (once the
 *                                    hand is over), tiles left in the wall
 *   "then": "discard-drawn"          optional, done before the checks: every
 *                                    player discards the tile he draws and
 *                                    passes every claim until the hand ends
 *   "settlement": {…}                optional, read by tests/test-settlement.c:
 *                                    the names, who "you" is, and the exact
 *                                    lines and notes of the settlement
 */
static void
discard_drawn (MjGame *game)
{
  for (guint guard = 0; guard < 1000; guard++)
    {
      const MjState *s = mj_game_get_state (game);
      guint pending = mj_state_pending (s);
      g_autoptr (GError) error = NULL;
      MjAction a = { 0 };

      if (pending == 0)
        return;
      for (guint seat = 0; seat < MJ_N_SEATS; seat++)
        if (pending & (1u << seat))
          {
            a.seat = (guint8) seat;
            if (s->phase == MJ_PHASE_TURN)
              {
                a.type = MJ_ACTION_DISCARD;
                a.tile = s->players[seat].drawn;
              }
            else
              a.type = MJ_ACTION_PASS;
            break;
          }
      if (!mj_game_submit_action (game, &a, &error))
        {
          g_autofree char *text = mj_action_to_text (&a);
          g_error ("discard-drawn: “%s” refused: %s", text, error->message);
        }
    }
  g_error ("discard-drawn does not end");
}
static void
test_scenario (gconstpointer data)
{
  const char *path = data;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr (MjRecord) record = NULL;
  g_autoptr (MjGame) game = NULL;
  JsonObject *root, *expect;
  const MjState *s;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  record = mj_record_from_json (text, -1, &error);
  g_assert_no_error (error);
  game = mj_record_replay (record, G_MAXUINT, &error);
  g_assert_no_error (error);
  s = mj_game_get_state (game);
  mj_check_invariants (s);

  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_true (json_object_has_member (root, "expect"));
  expect = json_object_get_object_member (root, "expect");
  if (json_object_has_member (expect, "then"))
    {
      g_assert_cmpstr (json_object_get_string_member (expect, "then"), ==, "discard-drawn");
      discard_drawn (game);
      s = mj_game_get_state (game);
      mj_check_invariants (s);
    }

  /* the record written back from the game (its deals, dice and actions)
   * replays to the same state */
  {
    g_autoptr (MjRecord) again = mj_record_new_from_game (game);
    g_autofree char *json = mj_record_to_json (again);
    g_autoptr (MjRecord) reread = mj_record_from_json (json, -1, &error);
    g_autoptr (MjGame) replayed = NULL;

    g_assert_no_error (error);
    replayed = mj_record_replay (reread, G_MAXUINT, &error);
    g_assert_no_error (error);
    mj_check_same_state (s, mj_game_get_state (replayed));
  }

  if (json_object_has_member (expect, "scores"))
    {
      JsonObject *scores = json_object_get_object_member (expect, "scores");
      for (guint i = 0; i < MJ_N_SEATS; i++)
        {
          char name[2] = { mj_seat_letter (i), 0 };
          int want = (int) json_object_get_int_member (scores, name);
          if (s->scores[i] != want)
            g_error ("%s: %s has %d, expected %d", path, name, s->scores[i], want);
        }
    }
  if (json_object_has_member (expect, "wins"))
    g_assert_cmpint (s->n_wins, ==, json_object_get_int_member (expect, "wins"));
  if (json_object_has_member (expect, "patterns"))
    {
      JsonArray *wins = json_object_get_array_member (expect, "patterns");
      g_assert_cmpuint (json_array_get_length (wins), ==, s->n_wins);
      for (guint w = 0; w < s->n_wins; w++)
        {
          JsonArray *want = json_array_get_array_element (wins, w);
          const MjScore *score = &s->wins[w].score;
          g_autoptr (GString) got = g_string_new (NULL);
          g_autoptr (GString) wanted = g_string_new (NULL);

          for (guint i = 0; i < score->n_patterns; i++)
            g_string_append_printf (got, "%s%s %d", i ? ", " : "", score->patterns[i].id, score->patterns[i].value);
          for (guint i = 0; i < json_array_get_length (want); i++)
            g_string_append_printf (wanted, "%s%s", i ? ", " : "", json_array_get_string_element (want, i));
          if (strcmp (got->str, wanted->str) != 0)
            g_error ("%s: win %u has patterns “%s”, expected “%s”", path, w + 1, got->str, wanted->str);
        }
    }
  if (json_object_has_member (expect, "hand"))
    g_assert_cmpint (s->hand_number, ==, json_object_get_int_member (expect, "hand"));
  if (json_object_has_member (expect, "streak"))
    g_assert_cmpint (s->dealer_streak, ==, json_object_get_int_member (expect, "streak"));
  if (json_object_has_member (expect, "dealer"))
    {
      char name[2] = { mj_seat_letter (s->dealer), 0 };
      g_assert_cmpstr (name, ==, json_object_get_string_member (expect, "dealer"));
    }
  if (json_object_has_member (expect, "next-dealer"))
    {
      char name[2] = { mj_seat_letter (s->next_dealer), 0 };
      g_assert_true (s->phase == MJ_PHASE_HAND_OVER || s->phase == MJ_PHASE_MATCH_OVER);
      g_assert_cmpstr (name, ==, json_object_get_string_member (expect, "next-dealer"));
    }
  if (json_object_has_member (expect, "wall"))
    g_assert_cmpint (mj_wall_remaining (&s->wall), ==, json_object_get_int_member (expect, "wall"));
  if (json_object_has_member (expect, "round-wind"))
    {
      char name[2] = { "ESWN"[s->round_wind], 0 };
      g_assert_cmpstr (name, ==, json_object_get_string_member (expect, "round-wind"));
    }
  if (json_object_has_member (expect, "seat-winds"))
    {
      char winds[MJ_N_SEATS + 1] = { 0 };
      for (guint i = 0; i < MJ_N_SEATS; i++)
        winds[i] = "ESWN"[s->seat_wind[i]];
      g_assert_cmpstr (winds, ==, json_object_get_string_member (expect, "seat-winds"));
    }
  if (json_object_has_member (expect, "flowers"))
    {
      JsonObject *flowers = json_object_get_object_member (expect, "flowers");
      GList *seats = json_object_get_members (flowers);
      for (GList *l = seats; l; l = l->next)
        {
          guint seat;
          MjTile want[8];
          guint n;
          guint8 mask = 0;

          g_assert_true (mj_seat_parse (l->data, &seat));
          g_assert_true (mj_notation_parse_tiles (json_object_get_string_member (flowers, l->data), want,
                                                  G_N_ELEMENTS (want), &n, NULL));
          for (guint i = 0; i < n; i++)
            mask |= (guint8) (1u << (want[i] - MJ_FIRST_FLOWER));
          if (s->players[seat].flowers != mask)
            g_error ("%s: %s holds flowers %02x, expected %02x", path, (char *) l->data,
                     s->players[seat].flowers, mask);
        }
      g_list_free (seats);
    }
  if (json_object_has_member (expect, "phase"))
    {
      static const char *names[] = { "idle", "exchange", "choose-suit", "pre-draw", "turn", "claim", "rob",
                                     "hand-over", "match-over" };
      g_assert_cmpstr (names[s->phase], ==, json_object_get_string_member (expect, "phase"));
    }
  if (json_object_has_member (expect, "legal"))
    {
      JsonObject *legal = json_object_get_object_member (expect, "legal");
      GList *seats = json_object_get_members (legal);
      for (GList *l = seats; l; l = l->next)
        {
          guint seat;
          JsonArray *want = json_object_get_array_member (legal, l->data);
          MjAction list[MJ_MAX_LEGAL];
          guint n;
          g_autoptr (GPtrArray) got = g_ptr_array_new_with_free_func (g_free);

          g_assert_true (mj_seat_parse (l->data, &seat));
          n = mj_game_legal_actions (game, seat, list, G_N_ELEMENTS (list));
          for (guint i = 0; i < n; i++)
            g_ptr_array_add (got, mj_action_to_text (&list[i]));
          for (guint i = 0; i < json_array_get_length (want); i++)
            {
              const char *w = json_array_get_string_element (want, i);
              gboolean found = FALSE;
              for (guint j = 0; j < got->len; j++)
                found |= strcmp (got->pdata[j], w) == 0;
              if (!found)
                g_error ("%s: “%s” is not legal", path, w);
            }
          if (got->len != json_array_get_length (want))
            {
              g_autofree char *all = NULL;
              g_ptr_array_add (got, NULL);
              all = g_strjoinv (", ", (char **) got->pdata);
              g_error ("%s: legal actions of %s are %s", path, (char *) l->data, all);
            }
        }
      g_list_free (seats);
    }
  if (json_object_has_member (expect, "refused"))
    {
      JsonArray *refused = json_object_get_array_member (expect, "refused");
      for (guint i = 0; i < json_array_get_length (refused); i++)
        {
          JsonArray *pair = json_array_get_array_element (refused, i);
          MjAction a;
          g_autoptr (GError) refusal = NULL;
          MjState *copy = g_memdup2 (s, sizeof *s);

          g_assert_true (mj_action_from_text (json_array_get_string_element (pair, 0), &a, NULL));
          g_assert_false (mj_game_submit_action (game, &a, &refusal));
          g_assert_nonnull (refusal);
          if (!strstr (refusal->message, json_array_get_string_element (pair, 1)))
            g_error ("%s: “%s” refused with “%s”", path, json_array_get_string_element (pair, 0), refusal->message);
          g_assert_cmpmem (copy, sizeof *copy, s, sizeof *s);
          g_free (copy);
        }
    }
}

static void
add_scenarios (const char *prefix)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "data", "scenarios", NULL);
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)))
    if (g_str_has_prefix (name, prefix) && g_str_has_suffix (name, ".json"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
  for (guint i = 0; i < names->len; i++)
    {
      const char *n = names->pdata[i];
      g_autofree char *test_path = g_strdup_printf ("/game/scenario/%.*s", (int) strlen (n) - 5, n);
      g_test_add_data_func_full (test_path, g_build_filename (dir, n, NULL), test_scenario, g_free);
    }
}

/* lisi.md L12: the hand ends at W = 14, 15, 16, 19, 20 after 0 to 4
 * kongs (the scenarios play 0, 1 and 2 of them); a kong must leave the
 * reserve of one kong more, R(K+1).  The fixed mode keeps 14 or 15. */
static void
test_lisi_reserve (void)
{
  static const guint expected[] = { 14, 15, 16, 19, 20 };
  g_autofree MjState *s = g_new0 (MjState, 1);

  mj_state_init (s, rules, NULL, 1, MJ_MATCH_HANDS, 1);
  mj_state_start_hand (s);
  for (guint k = 0; k < G_N_ELEMENTS (expected); k++)
    {
      s->n_kongs = k;
      g_assert_cmpuint (mj_state_wall_reserve (s, FALSE), ==, expected[k]);
      if (k + 1 < G_N_ELEMENTS (expected))
        g_assert_cmpuint (mj_state_wall_reserve (s, TRUE), ==, expected[k + 1]);
    }
}

/* Lisi: a standing 1s beside an ordinary 1s.  The copy a discard names is
 * the copy that goes: a standing one only face down, declaring ready; an
 * ordinary one never declares (a click on the standing 1s once discarded
 * the ordinary 1s: the action could not say which was meant).  The game
 * keeps the action as if no copy were named. */
static MjGame *
standing_twin_game (void)
{
  static const char * const hands[MJ_N_SEATS] = {
    "1s5z5z5z1s2s3s4p5p6p7m8m9m9m",   /* E: standing 1s 5z 5z 5z, an ordinary 1s */
    "2z2z2z3z3z3z4z4z4z1m1m1m2m",
    "1p1p1p2p2p2p3p3p3p2m2m2m3m",
    "6s6s6s7s7s8s8s8s3m3m4m4m9p",
  };
  MjStackedDeal deal = { 0 };
  MjOptions options;
  MjGame *game;

  mj_options_init_defaults (rules, &options);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    g_assert_true (mj_notation_parse (hands[i], &deal.hands[i], NULL));
  game = mj_game_new (rules, &options, 5, MJ_MATCH_HANDS, 1);
  mj_game_set_stacked_deal (game, &deal);
  mj_game_start (game);
  g_assert_cmpuint (mj_game_get_phase (game), ==, MJ_PHASE_TURN);
  g_assert_cmpuint (mj_game_get_turn (game), ==, 0);
  return game;
}

static void
refused (MjGame    *game,
         guint8     flags,
         MjTile     tile,
         MjRefusal  why)
{
  MjAction a = { MJ_ACTION_DISCARD, 0, tile, flags, { 0 } };
  g_autoptr (GError) error = NULL;
  const MjPlayer *p = &mj_game_get_state (game)->players[0];
  guint8 standing = p->standing[tile], count = p->hand.counts[tile];

  g_assert_false (mj_game_submit_action (game, &a, &error));
  g_assert_error (error, MJ_RULES_ERROR, (int) why);
  g_assert_cmpuint (p->standing[tile], ==, standing);
  g_assert_cmpuint (p->hand.counts[tile], ==, count);
}

static void
test_lisi_standing_copy (void)
{
  MjTile one_s = 18, white = MJ_FIRST_HONOR + 4;
  g_autoptr (GError) error = NULL;
  guint n;

  {
    g_autoptr (MjGame) game = standing_twin_game ();
    const MjPlayer *p = &mj_game_get_state (game)->players[0];
    MjAction ordinary = { MJ_ACTION_DISCARD, 0, one_s, MJ_ACTION_FLAG_ORDINARY, { 0 } };

    g_assert_cmpuint (p->standing[one_s], ==, 1);
    g_assert_cmpuint (p->hand.counts[one_s], ==, 2);
    /* the standing copy never goes face up, though an ordinary twin could */
    refused (game, MJ_ACTION_FLAG_STANDING, one_s, MJ_REFUSAL_STANDING_DISCARD);
    /* an ordinary copy never declares */
    refused (game, MJ_ACTION_FLAG_ORDINARY | MJ_ACTION_FLAG_READY, one_s, MJ_REFUSAL_STANDING_READY);
    /* both, or a copy not held */
    refused (game, MJ_ACTION_FLAGS_COPY, one_s, MJ_REFUSAL_NOT_OFFERED);
    refused (game, MJ_ACTION_FLAG_ORDINARY, white, MJ_REFUSAL_NOT_HELD);
    refused (game, MJ_ACTION_FLAG_STANDING, one_s + 1, MJ_REFUSAL_NOT_HELD);

    /* the ordinary copy goes, the standing one stays */
    g_assert_true (mj_game_submit_action (game, &ordinary, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (p->standing[one_s], ==, 1);
    g_assert_cmpuint (p->hand.counts[one_s], ==, 1);
    g_assert_cmpuint (mj_game_get_history (game, &n)[n - 1].flags, ==, 0);
  }
  {
    g_autoptr (MjGame) game = standing_twin_game ();
    const MjPlayer *p = &mj_game_get_state (game)->players[0];
    MjAction declare = { MJ_ACTION_DISCARD, 0, one_s, MJ_ACTION_FLAG_STANDING | MJ_ACTION_FLAG_READY, { 0 } };

    /* the standing copy goes face down, the ordinary one stays */
    g_assert_true (mj_game_submit_action (game, &declare, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (p->standing[one_s], ==, 0);
    g_assert_cmpuint (p->hand.counts[one_s], ==, 1);
    g_assert_cmpuint (p->discards[p->n_discards - 1].flags & MJ_DISCARD_FACE_DOWN, !=, 0);
    g_assert_cmpuint (mj_game_get_history (game, &n)[n - 1].flags, ==, MJ_ACTION_FLAG_READY);
  }
}

/* ---- /game/home ---------------------------------------------------------------- */

static void
check_book_examples (const MjRulebookData *book)
{
  for (guint i = 0; i < book->n_entries; i++)
    {
      const MjRulebookEntry *e = &book->entries[i];

      g_assert_cmpuint (e->section, <, MJ_RULEBOOK_N_SECTIONS);
      g_assert_nonnull (e->text);
      g_assert_true (e->title != NULL || (e->pattern && mj_rules_pattern_name (rules, e->pattern)));
      for (guint j = 0; j < MJ_RULEBOOK_MAX_EXAMPLES && e->examples[j].hand; j++)
        {
          const MjRulebookExample *x = &e->examples[j];
          g_autoptr (GError) error = NULL;
          MjWinContext ctx;
          MjScore score;

          g_assert_true (mj_rulebook_data_score_example (rules, e, x, &ctx, &score, &error));
          g_assert_no_error (error);
          if (x->value == MJ_RULEBOOK_REFUSED)
            g_assert_false (score.legal);
          else
            {
              g_assert_true (score.legal);
              g_assert_cmpint (score.value, ==, x->value);
            }
        }
    }
}

static void
test_home (void)
{
  guint n_rules, n_choices;
  const MjRules * const *all = mj_rules_all (&n_rules);
  gboolean listed = FALSE;
  MjOptions options;

  for (guint i = 0; i < n_rules; i++)
    listed |= all[i] == rules;
  g_assert_true (listed);

  g_assert_true (rules->name && rules->description && rules->unit);
  g_assert_cmpstr (mj_rules_short_name (rules), !=, "");

  /* options, described */
  g_assert_cmpuint (rules->n_options, <=, MJ_MAX_OPTIONS);
  mj_options_init_defaults (rules, &options);
  for (guint i = 0; i < rules->n_options; i++)
    {
      const MjOptionSpec *o = &rules->options[i];
      g_autofree char *text = mj_options_format_value (rules, &options, i);
      g_autofree char *assignment = g_strdup_printf ("%s=%s", o->id, text);
      g_autoptr (GError) error = NULL;

      g_assert_true (o->label && o->explanation);
      g_assert_true (mj_options_parse_assignment (rules, &options, assignment, &error));
      g_assert_no_error (error);
      for (n_choices = 0; o->type == MJ_OPTION_CHOICE && o->choices[n_choices]; n_choices++)
        g_assert_nonnull (o->choice_labels[n_choices]);
    }

  /* patterns, named */
  g_assert_cmpuint (rules->n_patterns, >, 0);
  for (guint i = 0; i < rules->n_patterns; i++)
    g_assert_true (rules->patterns[i].id && rules->patterns[i].name && rules->patterns[i].chinese);

  /* the refusals of its own rules, in order, each with its name; and
   * the ones the state machine gives every rule set */
  for (guint i = 0; i < rules->n_refusals; i++)
    {
      g_assert_nonnull (rules->refusals[i].term);
      g_assert_cmpint (rules->refusals[i].refusal, >, MJ_REFUSAL_NONE);
      g_assert_cmpint (rules->refusals[i].refusal, <, MJ_N_REFUSALS);
      if (i > 0)
        g_assert_cmpint (rules->refusals[i - 1].refusal, <, rules->refusals[i].refusal);
      g_assert_true (mj_rules_find_refusal (rules, rules->refusals[i].refusal) == &rules->refusals[i]);
    }
  g_assert_nonnull (mj_rules_find_refusal (rules, MJ_REFUSAL_NOT_YOUR_TURN));
  g_assert_nonnull (mj_rules_find_refusal (rules, MJ_REFUSAL_NOT_COMPLETE));

  /* the computer players' style: the hard level reads it */
  g_assert_nonnull (rules->bot_style);

  /* the rule book, its examples scored, its column of the comparison */
  g_assert_nonnull (rules->book);
  g_assert_true (rules->book->native_name && rules->book->intro);
  g_assert_cmpuint (rules->book->n_entries, >, 0);
  check_book_examples (rules->book);
  for (guint a = 0; a < MJ_RULEBOOK_N_ASPECTS; a++)
    {
      g_autofree char *cell = mj_rulebook_data_aspect_text (rules, a);
      g_assert_nonnull (rules->book->compare[a]);
      g_assert_cmpuint (strlen (cell), >, 0);
    }
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *prefix = NULL;

  g_test_init (&argc, &argv, NULL);
  if (argc < 2 || (rules = mj_rules_lookup (argv[1])) == NULL)
    g_error ("usage: test-game RULES [HANDS]");
  if (argc > 2)
    n_hands = (guint) g_ascii_strtoull (argv[2], NULL, 10);

  g_test_add_func ("/game/invariants", test_invariants);
  g_test_add_func ("/game/contexts", test_contexts);
  g_test_add_func ("/game/replay", test_replay);
  g_test_add_func ("/game/illegal", test_illegal);
  g_test_add_func ("/game/hidden", test_hidden);
  g_test_add_func ("/game/ask-all", test_ask_all);
  g_test_add_func ("/game/home", test_home);
  if (strcmp (rules->id, "lisi") == 0)
    {
      g_test_add_func ("/game/lisi-reserve", test_lisi_reserve);
      g_test_add_func ("/game/lisi-standing-copy", test_lisi_standing_copy);
    }
  prefix = g_strdup_printf ("%s-", rules->id);
  add_scenarios (prefix);
  return g_test_run ();
}
