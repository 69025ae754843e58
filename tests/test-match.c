/* test-match.c: MjMatch without a display.  Hot seat over seeded matches
 * of every rule set, two to four people at one screen, with "ask every
 * human", with auto-pass off and with neither: the test plays the people
 * as the window does, through the match alone (the view and the legal
 * actions of the seat at the screen, a hand-off confirmed whenever the
 * match asks for one), and checks after every step that
 *
 *   - the screen is never left uncovered with a person's decision due
 *     while another person's hand is shown;
 *   - nothing handed to the seat at the screen (its view, its legal
 *     actions) names a tile of another person's hidden hand;
 *   - every discard is seen by every person the mode promises it to
 *     before play goes on (every other person still in the hand, unless
 *     the discard is claimed first);
 *   - the record replays to the same state.
 *
 * Then the computer players' seeds and pace-free stepping: the same setup
 * plays the same match in the window's way and the command line's.
 *
 * Usage: test-match [MATCHES]   (default 10000)
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "mj-invariants.h"
#include "mj-match.h"

static guint n_matches = 10000;

typedef enum {
  MODE_PLAIN,          /* auto-pass on: only who can claim is asked */
  MODE_ASK_ALL,        /* every person answers every discard (the game asks) */
  MODE_SHOW_ALL,       /* auto-pass off: every person sees every discard */
  N_MODES
} Mode;

typedef struct {
  MjMatch *match;
  guint    seed;
  Mode     mode;
  guint    humans;
  guint    owed;          /* people still to see the latest discard */
  guint    owed_from;
  guint    moves;         /* actions taken (a person's or a computer's) */
  guint    owed_move;     /* the action in which the latest discard was made */
  gboolean claimed;       /* the latest discard went into a meld */
  /* what was checked */
  guint    discards;
  guint    sightings;
  guint    handoffs;
} Table;

/* The latest discard is behind us (the next draw or discard): everyone
 * owed it must have seen it, unless it was claimed. */
static void
settle (Table *t)
{
  if (t->owed && !t->claimed)
    g_error ("match %u (%s): a discard of seat %u went by unseen by seats 0x%x (mode %d, people 0x%x)",
             t->seed, mj_game_get_rules (mj_match_get_game (t->match))->id,
             t->owed_from, t->owed, t->mode, t->humans);
  t->owed = 0;
}

static void
on_tile_discarded (MjGame   *game,
                   guint     seat,
                   guint     tile,
                   gboolean  face_down,
                   Table    *t)
{
  const MjState *s = mj_game_get_state (game);

  /* two discards in one action (Lisi: a declared hand discards what it
   * draws at once, with the draw that follows the discard before it)
   * give nobody a moment between them; the latest is the one to see */
  if (t->owed_move != t->moves)
    settle (t);
  t->owed_move = t->moves;
  t->discards++;
  t->claimed = FALSE;
  t->owed_from = seat;
  /* (a tile laid face down to declare ready, Lisi, cannot be claimed:
   * the game asks nobody, and nobody learns anything from it) */
  if (t->mode == MODE_PLAIN || (t->mode == MODE_ASK_ALL && face_down))
    return;
  t->owed = t->humans & ~(1u << seat);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    if (s->players[i].finished)
      t->owed &= ~(1u << i);
}

/* Asking everyone holds back the next draw; showing everyone a discard
 * (auto-pass off) holds back the next player's action after his draw. */
static void
on_tile_drawn (MjGame   *game,
               guint     seat,
               guint     tile,
               gboolean  replacement,
               Table    *t)
{
  if (t->mode == MODE_ASK_ALL)
    settle (t);
}

/* The latest discard went into a meld, or won a hand: taken before
 * everyone had to answer it (a claim nobody may outrank, a win). */
static void
on_meld_made (MjGame *game,
              guint   seat,
              guint   index,
              Table  *t)
{
  t->claimed = TRUE;
}

static gboolean
own_or_offered (const MjState *s,
                guint          seat,
                MjTile         tile)
{
  return mj_hand_count_all (&s->players[seat].hand, tile) > 0 ||
         ((s->phase == MJ_PHASE_CLAIM || s->phase == MJ_PHASE_ROB) && tile == s->claim_tile);
}

/* No tile of another person's concealed hand is in what the seat at the
 * screen is given: its view holds its own hand and what is public (melds,
 * discards, flowers; a hand shown at a win), and every tile its legal
 * actions name is its own or the one on offer. */
static void
check_private (const MjState  *s,
               guint           screen,
               const MjView   *view,
               const MjAction *legal,
               guint           n)
{
  MjHand empty = { 0 };

  g_assert_cmpuint (view->seat, ==, screen);
  g_assert_cmpmem (&view->hand, sizeof view->hand, &s->players[screen].hand, sizeof s->players[screen].hand);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    if (i != screen && !view->players[i].revealed)
      g_assert_cmpmem (&view->players[i].shown, sizeof (MjHand), &empty, sizeof empty);
  for (guint k = 0; k < n; k++)
    switch (legal[k].type)
      {
      case MJ_ACTION_CHOW:
        for (guint d = 0; d < 3; d++)
          g_assert_true (own_or_offered (s, screen, (MjTile) (legal[k].tile + d)));
        break;
      case MJ_ACTION_EXCHANGE:
        for (guint d = 0; d < 3; d++)
          g_assert_true (own_or_offered (s, screen, legal[k].tiles[d]));
        break;
      case MJ_ACTION_CHOOSE_SUIT:     /* a suit, not a tile */
      case MJ_ACTION_NEXT_HAND:
        break;
      default:
        if (legal[k].tile < MJ_N_KINDS)
          g_assert_true (own_or_offered (s, screen, legal[k].tile));
        break;
      }
}

static guint total_discards, total_sightings, total_handoffs;

static void
play_one_match (guint seed)
{
  guint n_rules;
  const MjRules * const *all = mj_rules_all (&n_rules);
  MjMatchSetup setup = { 0 };
  Table t = { 0 };
  g_autoptr (MjMatch) match = NULL;
  g_autoptr (MjRecord) record = NULL;
  g_autoptr (MjGame) replayed = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree MjView *view = g_new0 (MjView, 1);
  MjBot people[MJ_N_SEATS];
  MjGame *game;
  guint steps = 0;

  setup.rules = all[seed % n_rules];
  mj_options_init_defaults (setup.rules, &setup.options);
  setup.seed = seed;
  setup.hands = 1;
  setup.level = MJ_BOT_BASELINE;
  /* two to four people, in every arrangement over the seeds */
  t.seed = seed;
  t.humans = 3u + seed / n_rules % 13u;      /* 3 … 15: two or more bits */
  while (__builtin_popcount (t.humans) < 2)
    t.humans++;
  t.mode = (Mode) (seed / n_rules / 13u % N_MODES);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      setup.human[i] = (t.humans >> i) & 1;
      setup.names[i] = g_strdup_printf ("Player %u", i + 1);
      mj_bot_init (&people[i], MJ_BOT_BASELINE, seed * 7 + i);
    }
  setup.ask_every_human = t.mode == MODE_ASK_ALL;
  match = mj_match_new (&setup);
  mj_match_setup_clear (&setup);
  t.match = match;
  game = mj_match_get_game (match);
  mj_match_set_autoplay (match, FALSE);
  mj_match_set_auto_pass (match, t.mode != MODE_SHOW_ALL);
  g_assert_cmpuint (mj_game_get_ask_all (game), ==, t.mode == MODE_ASK_ALL ? t.humans : 0);
  g_signal_connect (game, "tile-discarded", G_CALLBACK (on_tile_discarded), &t);
  g_signal_connect (game, "tile-drawn", G_CALLBACK (on_tile_drawn), &t);
  g_signal_connect (game, "meld-made", G_CALLBACK (on_meld_made), &t);
  g_signal_connect (game, "hand-won", G_CALLBACK (on_meld_made), &t);
  mj_match_start (match);

  while (mj_game_get_phase (game) != MJ_PHASE_HAND_OVER && mj_game_get_phase (game) != MJ_PHASE_MATCH_OVER)
    {
      const MjState *s = mj_game_get_state (game);
      guint handoff = mj_match_get_handoff_seat (match);
      guint screen = mj_match_get_screen_seat (match);
      guint pending = mj_game_get_pending (game) & t.humans;

      g_assert_cmpuint (++steps, <, 20000);
      if (handoff < MJ_N_SEATS)
        {
          /* covered: the next person sits down */
          g_assert_true ((t.humans >> handoff) & 1);
          g_assert_cmpuint (handoff, !=, screen);
          mj_match_confirm_handoff (match);
          g_assert_cmpuint (mj_match_get_screen_seat (match), ==, handoff);
          t.handoffs++;
          continue;
        }
      /* uncovered: the hand shown is the screen's person's, and no other
       * person's decision is due while it is shown (but for the moment in
       * which that person sees a discard first) */
      g_assert_true ((t.humans >> screen) & 1);
      if (pending && !((pending >> screen) & 1) && !mj_match_get_showing_discard (match))
        g_error ("seats 0x%x must act while the screen shows seat %u's hand (mode %d)", pending, screen, t.mode);
      if ((t.owed >> screen) & 1)
        {
          t.owed &= ~(1u << screen);
          t.sightings++;
        }
      if ((pending >> screen) & 1)
        {
          MjAction legal[MJ_MAX_LEGAL];
          guint n = mj_game_legal_actions (game, screen, legal, G_N_ELEMENTS (legal));
          MjAction a;

          g_assert_cmpuint (n, >, 0);
          mj_game_get_view (game, screen, view);
          check_private (s, screen, view, legal, n);
          a = mj_bot_decide (&people[screen], view, legal, n);
          t.moves++;
          if (!mj_match_submit (match, &a, &error))
            g_error ("a person's legal action was refused: %s", error->message);
          mj_check_invariants (mj_game_get_state (game));
          continue;
        }
      if (mj_match_get_showing_discard (match))
        {
          /* nothing to claim: Continue */
          mj_match_seen (match);
          continue;
        }
      t.moves++;
      if (!mj_match_step (match))
        g_error ("the match waits for nobody (phase %d, pending 0x%x, mode %d)",
                 mj_game_get_phase (game), mj_game_get_pending (game), t.mode);
      mj_check_invariants (mj_game_get_state (game));
    }
  /* (a discard still to be seen when the hand ends is shown with every
   * hand in the score) */
  total_discards += t.discards;
  total_sightings += t.sightings;
  total_handoffs += t.handoffs;

  record = mj_match_to_record (match);
  replayed = mj_record_replay (record, G_MAXUINT, &error);
  g_assert_no_error (error);
  mj_check_same_state (mj_game_get_state (game), mj_game_get_state (replayed));
  g_assert_cmpuint (record->ask_all, ==, mj_game_get_ask_all (game));
  for (guint i = 0; i < MJ_N_SEATS; i++)
    g_assert_cmpint (record->kinds[i], ==, (t.humans >> i) & 1 ? MJ_PLAYER_HUMAN : MJ_PLAYER_COMPUTER);
}

static void
test_hot_seat (void)
{
  for (guint seed = 1; seed <= n_matches; seed++)
    play_one_match (seed);
  g_test_message ("%u matches of one hand, two to four people, three ways of asking: %u discards, "
                  "%u seen by a person owed them, %u hand-offs", n_matches, total_discards, total_sightings,
                  total_handoffs);
  g_assert_cmpuint (total_sightings, >, total_discards / 4);
}

/* The window's way (the main loop at the pace) and the command line's
 * (mj_match_step) play the same match from the same setup. */
static MjRecord *
computers_only (gboolean stepped)
{
  MjMatchSetup setup = { 0 };
  g_autoptr (MjMatch) match = NULL;
  MjGame *game;

  setup.rules = mj_rules_lookup ("sichuan");
  mj_options_init_defaults (setup.rules, &setup.options);
  setup.seed = 42;
  setup.hands = 2;
  setup.level = MJ_BOT_NORMAL;
  match = mj_match_new (&setup);
  game = mj_match_get_game (match);
  mj_match_set_pace (match, 0);
  mj_match_set_autoplay (match, !stepped);
  mj_match_start (match);
  while (mj_game_get_phase (game) != MJ_PHASE_MATCH_OVER)
    {
      if (mj_game_get_phase (game) == MJ_PHASE_HAND_OVER)
        g_assert_true (mj_match_next_hand (match, NULL));
      else if (stepped)
        g_assert_true (mj_match_step (match));
      else
        g_main_context_iteration (NULL, TRUE);
    }
  return mj_match_to_record (match);
}

static void
test_stepping (void)
{
  g_autoptr (MjRecord) looped = computers_only (FALSE);
  g_autoptr (MjRecord) stepped = computers_only (TRUE);
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  /* two matches: the same play, each its own identity */
  g_assert_cmpstr (looped->id, !=, stepped->id);
  g_clear_pointer (&looped->id, g_free);
  g_clear_pointer (&stepped->id, g_free);
  a = mj_record_to_json (looped);
  b = mj_record_to_json (stepped);

  g_assert_cmpuint (looped->actions->len, >, 100);
  g_assert_cmpstr (a, ==, b);
  g_assert_cmpuint (mj_bot_match_seed (42, 0, 0), ==, 42 * 4 + 1);
}

/* While paused or while a person is still to see a discard, the
 * computers wait, stepped or not. */
static void
test_held (void)
{
  MjMatchSetup setup = { 0 };
  g_autoptr (MjMatch) match = NULL;
  MjGame *game;
  guint n_before, n_after;

  setup.rules = mj_rules_lookup ("qionghai");
  mj_options_init_defaults (setup.rules, &setup.options);
  setup.seed = 5;
  setup.hands = 1;
  setup.human[0] = TRUE;
  setup.names[0] = g_strdup ("Player 1");
  match = mj_match_new (&setup);
  mj_match_setup_clear (&setup);
  game = mj_match_get_game (match);
  mj_match_set_autoplay (match, FALSE);
  mj_match_set_auto_pass (match, FALSE);
  mj_match_start (match);

  /* the computers play until a computer's discard is to be seen */
  while (!mj_match_get_showing_discard (match))
    {
      if ((mj_game_get_pending (game) & 1) != 0)
        {
          MjAction legal[MJ_MAX_LEGAL];
          guint n = mj_game_legal_actions (game, 0, legal, G_N_ELEMENTS (legal));
          g_assert_true (mj_match_submit (match, &legal[n - 1], NULL));
        }
      else
        g_assert_true (mj_match_step (match));
    }
  mj_game_get_history (game, &n_before);
  g_assert_false (mj_match_step (match));
  mj_game_get_history (game, &n_after);
  g_assert_cmpuint (n_before, ==, n_after);
  mj_match_set_paused (match, TRUE);
  mj_match_seen (match);
  g_assert_false (mj_match_get_showing_discard (match));
  g_assert_false (mj_match_step (match));
  mj_match_set_paused (match, FALSE);
  mj_game_get_history (game, &n_before);
  g_assert_true (mj_match_step (match) || (mj_game_get_pending (game) & 1));
}

/* A computer stands in for people who are away: the match then plays
 * to its end by stepping alone, and the seats stay people's in the
 * record, under the names they were given. */
static void
test_stand_in (void)
{
  MjMatchSetup setup = { 0 };
  g_autoptr (MjMatch) match = NULL;
  g_autoptr (MjRecord) record = NULL;
  MjGame *game;
  guint steps = 0;

  setup.rules = mj_rules_lookup ("sichuan");
  mj_options_init_defaults (setup.rules, &setup.options);
  setup.seed = 24;
  setup.hands = 1;
  setup.human[0] = setup.human[2] = TRUE;
  match = mj_match_new (&setup);
  mj_match_setup_clear (&setup);
  mj_match_set_autoplay (match, FALSE);
  mj_match_start (match);
  game = mj_match_get_game (match);

  /* the exchange waits for both people */
  while (mj_match_step (match))
    steps++;
  g_assert_cmpuint (mj_game_get_pending (game) & 0x5, !=, 0);
  g_assert_cmpuint (mj_game_get_phase (game), !=, MJ_PHASE_HAND_OVER);

  mj_match_set_stand_in (match, 0, TRUE);
  mj_match_set_stand_in (match, 2, TRUE);
  g_assert_true (mj_match_get_stand_in (match, 2));
  mj_match_set_name (match, 2, "Bo");
  while (mj_game_get_phase (game) != MJ_PHASE_HAND_OVER && mj_game_get_phase (game) != MJ_PHASE_MATCH_OVER &&
         steps < 10000)
    {
      g_assert_true (mj_match_step (match));
      steps++;
    }
  g_assert_cmpuint (mj_game_get_phase (game), ==, MJ_PHASE_MATCH_OVER);
  record = mj_match_to_record (match);
  g_assert_cmpint (record->kinds[0], ==, MJ_PLAYER_HUMAN);
  g_assert_cmpint (record->kinds[2], ==, MJ_PLAYER_HUMAN);
  g_assert_cmpstr (record->names[2], ==, "Bo");

  /* back: the seat waits for its person again */
  mj_match_set_stand_in (match, 0, FALSE);
  g_assert_false (mj_match_get_stand_in (match, 0));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc > 1)
    n_matches = (guint) atoi (argv[1]);
  mj_hand_tables_init ();

  g_test_add_func ("/match/hot-seat", test_hot_seat);
  g_test_add_func ("/match/stepping", test_stepping);
  g_test_add_func ("/match/held", test_held);
  g_test_add_func ("/match/stand-in", test_stand_in);
  return g_test_run ();
}
