/* test-sentences.c: what a player reads, in English, over seeded whole
 * hands of each rule set: every sentence the narrator tells (the status
 * line, the replay, the screen reader's news), the advice of the hints
 * and the reason of each refusal.  None may name a tile in notation
 * ("5m", "1z": the command line's and the records' form) and none may
 * say "You wins" — the one person at the screen is spoken to in the
 * second person, everyone else by name.
 *
 * Usage: test-sentences RULES [HANDS]   (default 1000)
 */
#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "mj-hint.h"
#include "mj-match.h"
#include "mj-narrator.h"

static const MjRules *rules;
static guint n_hands = 1000;

typedef struct {
  MjNarrator  n;
  guint       checked;
  GHashTable *seen;        /* a sample of each kind of sentence, for the log */
} Reader;

static GRegex *notation;
static GRegex *you_agrees;

static void
read_sentence (Reader     *r,
               const char *where,
               char       *sentence)
{
  g_assert_nonnull (sentence);
  if (g_regex_match (notation, sentence, 0, NULL))
    g_error ("%s: tile notation in “%s”", where, sentence);
  if (g_regex_match (you_agrees, sentence, 0, NULL))
    g_error ("%s: “you” with a verb for someone else in “%s”", where, sentence);
  g_assert_null (strstr (sentence, "%"));
  g_assert_null (strstr (sentence, "??"));
  r->checked++;
  if (!g_hash_table_contains (r->seen, where))
    g_hash_table_insert (r->seen, (gpointer) where, sentence);
  else
    g_free (sentence);
}

static void
on_drawn (MjGame *game, guint seat, guint tile, gboolean replacement, Reader *r)
{
  read_sentence (r, "draw", mj_narrate_draw (&r->n, seat, tile, replacement));
}

static void
on_flower (MjGame *game, guint seat, guint tile, Reader *r)
{
  read_sentence (r, "flower", mj_narrate_flower (&r->n, seat, tile));
}

static void
on_discarded (MjGame *game, guint seat, guint tile, gboolean face_down, Reader *r)
{
  read_sentence (r, "discard", mj_narrate_discard (&r->n, seat, tile, face_down));
}

static void
on_meld (MjGame *game, guint seat, guint index, Reader *r)
{
  read_sentence (r, "meld", mj_narrate_meld (&r->n, mj_game_get_state (game), seat, index, FALSE));
  read_sentence (r, "meld, hidden", mj_narrate_meld (&r->n, mj_game_get_state (game), seat, index, TRUE));
}

static void
on_robbed (MjGame *game, guint seat, guint tile, Reader *r)
{
  read_sentence (r, "robbed", mj_narrate_robbed (&r->n, seat, tile));
}

static void
on_ready (MjGame *game, guint seat, Reader *r)
{
  read_sentence (r, "ready", mj_narrate_ready (&r->n, seat));
}

static void
on_won (MjGame *game, guint seat, guint index, Reader *r)
{
  read_sentence (r, "win", mj_narrate_win (&r->n, mj_game_get_state (game), index));
}

static void
on_hand_ended (MjGame *game, Reader *r)
{
  read_sentence (r, "hand end", mj_narrate_hand_end (&r->n, mj_game_get_state (game)));
}

static void
on_hand_started (MjGame *game, guint hand, Reader *r)
{
  read_sentence (r, "deal", mj_narrate_deal (&r->n, mj_game_get_state (game)));
}

/* Seat 0's hint at each of its decisions, and the refusal of a move the
 * game does not allow (a discard of a tile not held, or out of turn). */
static void
read_advice (Reader        *r,
             MjGame        *game,
             const MjView  *view,
             const MjAction *legal,
             guint          n)
{
  g_autofree MjHint *hint = g_new0 (MjHint, 1);
  MjAction wrong = { MJ_ACTION_DISCARD, 0, MJ_TILE_NONE, 0, { 0 } };
  g_autoptr (GError) error = NULL;

  mj_hint_build (hint, view, legal, n);
  read_sentence (r, "hint", mj_hint_sentence (hint));
  for (guint i = 0; i < hint->n_candidates; i++)
    read_sentence (r, "hint candidate", mj_hint_candidate_sentence (hint, i));
  for (guint i = 0; i < hint->n_claims; i++)
    read_sentence (r, "hint claim", mj_hint_claim_sentence (hint, i));
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (mj_tileset_has_kind (rules->tileset, t) && mj_hand_count_all (&view->hand, t) == 0)
      {
        wrong.tile = t;
        break;
      }
  if (wrong.tile != MJ_TILE_NONE && !mj_game_submit_action (game, &wrong, &error))
    {
      if (error->domain == MJ_RULES_ERROR)
        read_sentence (r, "refusal", mj_hint_why_not (rules, &wrong, (MjRefusal) error->code));
      else
        read_sentence (r, "error", g_strdup (error->message));
    }
}

static void
test_sentences (void)
{
  MjMatchSetup setup = { 0 };
  g_autoptr (MjMatch) match = NULL;
  g_autofree MjView *view = g_new0 (MjView, 1);
  Reader r = { 0 };
  MjBot you;
  MjGame *game;
  guint hands = 0;

  r.seen = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, g_free);
  setup.rules = rules;
  mj_options_init_defaults (rules, &setup.options);
  setup.seed = 20;
  setup.hands = n_hands;
  setup.level = MJ_BOT_NORMAL;
  setup.human[0] = TRUE;
  match = mj_match_new (&setup);
  game = mj_match_get_game (match);
  mj_match_set_autoplay (match, FALSE);
  mj_bot_init (&you, MJ_BOT_NORMAL, 99);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    r.n.names[i] = mj_match_get_name (match, i);
  r.n.you = 0;
  /* the person named as the game names one who plays alone */
  g_assert_cmpstr (r.n.names[0], ==, "You");

  g_signal_connect (game, "tile-drawn", G_CALLBACK (on_drawn), &r);
  g_signal_connect (game, "flower-revealed", G_CALLBACK (on_flower), &r);
  g_signal_connect (game, "tile-discarded", G_CALLBACK (on_discarded), &r);
  g_signal_connect (game, "meld-made", G_CALLBACK (on_meld), &r);
  g_signal_connect (game, "kong-robbed", G_CALLBACK (on_robbed), &r);
  g_signal_connect (game, "ready-declared", G_CALLBACK (on_ready), &r);
  g_signal_connect (game, "hand-won", G_CALLBACK (on_won), &r);
  g_signal_connect (game, "hand-ended", G_CALLBACK (on_hand_ended), &r);
  g_signal_connect (game, "hand-started", G_CALLBACK (on_hand_started), &r);
  mj_match_start (match);

  while (mj_game_get_phase (game) != MJ_PHASE_MATCH_OVER)
    {
      if (mj_game_get_phase (game) == MJ_PHASE_HAND_OVER)
        {
          hands++;
          g_assert_true (mj_match_next_hand (match, NULL));
          continue;
        }
      if (mj_game_get_pending (game) & 1)
        {
          MjAction legal[MJ_MAX_LEGAL], a;
          guint n = mj_game_legal_actions (game, 0, legal, G_N_ELEMENTS (legal));
          MjTile tile;
          g_autoptr (GError) error = NULL;

          mj_game_get_view (game, 0, view);
          read_advice (&r, game, view, legal, n);
          a = mj_bot_decide (&you, view, legal, n);
          read_sentence (&r, "your action", mj_narrate_action (&r.n, mj_game_get_state (game), &a, &tile));
          g_assert_true (mj_match_submit (match, &a, &error));
          continue;
        }
      {
        /* a computer's move, told before it is made as the replay does */
        guint pending = mj_game_get_pending (game);
        for (guint seat = 1; seat < MJ_N_SEATS; seat++)
          if ((pending >> seat) & 1)
            {
              MjAction legal[MJ_MAX_LEGAL];
              guint n = mj_game_legal_actions (game, seat, legal, G_N_ELEMENTS (legal));
              MjTile tile;
              for (guint i = 0; i < n; i++)
                read_sentence (&r, "their action", mj_narrate_action (&r.n, mj_game_get_state (game), &legal[i], &tile));
              break;
            }
      }
      g_assert_true (mj_match_step (match));
    }
  hands++;
  {
    GHashTableIter iter;
    gpointer key, value;

    g_test_message ("%s: %u hands, %u sentences read", rules->id, hands, r.checked);
    g_hash_table_iter_init (&iter, r.seen);
    while (g_hash_table_iter_next (&iter, &key, &value))
      g_test_message ("  %s: %s", (const char *) key, (const char *) value);
  }
  g_assert_cmpuint (hands, ==, n_hands);
  g_hash_table_unref (r.seen);
}

/* The sentences themselves, for "you" and for a name. */
static void
test_persons (void)
{
  MjNarrator n = { { "You", "Li Wei", "", "Wang Fang" }, 0 };
  g_autofree char *mine = mj_narrate_discard (&n, 0, 4, FALSE);
  g_autofree char *theirs = mj_narrate_discard (&n, 1, 27, FALSE);
  g_autofree char *nameless = mj_narrate_draw (&n, 2, 9, FALSE);
  g_autofree char *face_down = mj_narrate_discard (&n, 3, MJ_TILE_NONE, TRUE);
  g_autofree char *ready = mj_narrate_ready (&n, 0);

  g_assert_cmpstr (mine, ==, "You discard 5 of characters.");
  g_assert_cmpstr (theirs, ==, "Li Wei discards East wind.");
  g_assert_cmpstr (nameless, ==, "West wind draws 1 of dots.");
  g_assert_cmpstr (face_down, ==, "Wang Fang declares ready and lays a tile face down.");
  g_assert_cmpstr (ready, ==, "You are ready.");
}

/* A person who gave no name is "You" alone at the screen, "Player N" in
 * hot seat, where "You" would be shown to the others as a name. */
static void
test_names (void)
{
  MjMatchSetup setup = { 0 };
  g_autoptr (MjMatch) alone = NULL;
  g_autoptr (MjMatch) hot_seat = NULL;

  setup.rules = rules;
  mj_options_init_defaults (rules, &setup.options);
  setup.hands = 1;
  setup.human[2] = TRUE;
  setup.names[1] = g_strdup ("Li Wei");
  alone = mj_match_new (&setup);
  g_assert_cmpstr (mj_match_get_name (alone, 2), ==, "You");
  g_assert_cmpstr (mj_match_get_name (alone, 1), ==, "Li Wei");
  setup.human[0] = TRUE;
  hot_seat = mj_match_new (&setup);
  g_assert_cmpstr (mj_match_get_name (hot_seat, 0), ==, "Player 1");
  g_assert_cmpstr (mj_match_get_name (hot_seat, 2), ==, "Player 3");
  mj_match_setup_clear (&setup);
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  if (argc < 2 || (rules = mj_rules_lookup (argv[1])) == NULL)
    g_error ("usage: test-sentences RULES [HANDS]");
  if (argc > 2)
    n_hands = (guint) atoi (argv[2]);
  notation = g_regex_new ("[1-9][mpszf]\\b|\\([mpsz]\\)", G_REGEX_OPTIMIZE, 0, NULL);
  you_agrees = g_regex_new ("\\bYou (wins|deals|discards|draws|claims|melds|passes|declares|chooses|adds|lets|sets|is)\\b",
                            G_REGEX_OPTIMIZE, 0, NULL);

  g_test_add_func ("/sentences/persons", test_persons);
  g_test_add_func ("/sentences/names", test_names);
  g_test_add_func ("/sentences/whole-hands", test_sentences);
  return g_test_run ();
}
