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
 * plays the same match in the window's way and the command line's; and
 * their thinking off the main loop: the main loop runs while a computer
 * player decides, an answer that comes after the game moved on (a pause,
 * a person's action, a person back at a seat) is dropped and the decision
 * asked again, the hard level's search plays the same moves on a worker
 * thread as stepped, and a match disposed while its computer player
 * thinks leaves nothing behind.
 *
 * Usage: test-match [MATCHES]   (default 10000)
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "mj-invariants.h"
#include "mj-match-private.h"

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

/* ---- thinking off the main loop -------------------------------------- */

/* A hold on the computer players' decisions (the match's think hook): each
 * waits on the worker thread until the test lets it go, at most 3 s (a
 * decision made on the main loop blocks it for that long, and the test
 * fails instead of hanging). */
typedef struct {
  GMutex   lock;
  GCond    cond;
  gboolean holding;    /* decisions are held */
  gboolean held;       /* one is waiting now */
  guint    held_seat;
  guint    asked;      /* decisions that reached the hook */
  gboolean released;
  gboolean timed_out;
  gboolean main_thread;
} Hold;

static GThread *test_thread;

static void
hold_hook (gpointer data,
           guint    seat)
{
  Hold *h = data;
  gint64 deadline = g_get_monotonic_time () + 3 * G_TIME_SPAN_SECOND;

  g_mutex_lock (&h->lock);
  h->asked++;
  if (g_thread_self () == test_thread)
    h->main_thread = TRUE;
  if (h->holding)
    {
      h->held = TRUE;
      h->held_seat = seat;
      h->released = FALSE;
      /* the test may be waiting in the main loop for this */
      g_main_context_wakeup (NULL);
      while (!h->released)
        if (!g_cond_wait_until (&h->cond, &h->lock, deadline))
          {
            h->timed_out = TRUE;
            break;
          }
    }
  g_mutex_unlock (&h->lock);
}

static gboolean
is_held (Hold *h)
{
  gboolean held;

  g_mutex_lock (&h->lock);
  held = h->held || h->timed_out;
  g_mutex_unlock (&h->lock);
  return held;
}

static void
release (Hold     *h,
         gboolean  keep_holding)
{
  g_mutex_lock (&h->lock);
  /* (held no more from here, whenever the worker wakes) */
  h->held = FALSE;
  h->released = TRUE;
  h->holding = keep_holding;
  g_cond_broadcast (&h->cond);
  g_mutex_unlock (&h->lock);
}

static guint
asked (Hold *h)
{
  guint n;

  g_mutex_lock (&h->lock);
  n = h->asked;
  g_mutex_unlock (&h->lock);
  return n;
}

static gboolean
set_flag (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* The main loop runs while the decision is held: a timeout of the test's
 * own fires meanwhile. */
static void
assert_main_loop_runs (Hold *h)
{
  gboolean fired = FALSE;

  g_assert_false (h->timed_out);
  g_timeout_add (5, set_flag, &fired);
  while (!fired)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (is_held (h));
  g_assert_false (h->timed_out);
}

/* Every decision in flight is done and its answer back on the main loop
 * (taken or dropped). */
static void
wait_thinking_done (void)
{
  while (mj_match_thinking () > 0)
    g_main_context_iteration (NULL, TRUE);
}

static guint
n_actions (MjMatch *match)
{
  guint n;

  mj_game_get_history (mj_match_get_game (match), &n);
  return n;
}

static MjMatch *
threaded_match (const char *rules,
                guint64     seed,
                guint       humans,
                MjBotLevel  level)
{
  MjMatchSetup setup = { 0 };
  MjMatch *match;

  setup.rules = mj_rules_lookup (rules);
  mj_options_init_defaults (setup.rules, &setup.options);
  setup.seed = seed;
  setup.hands = 1;
  setup.level = level;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    setup.human[i] = (humans >> i) & 1;
  setup.ask_every_human = TRUE;
  match = mj_match_new (&setup);
  mj_match_setup_clear (&setup);
  mj_match_set_pace (match, 0);
  return match;
}

/* A person (every human seat) plays the last of its legal actions. */
static gboolean
people_play (MjMatch *match)
{
  MjGame *game = mj_match_get_game (match);
  guint pending = mj_game_get_pending (game) & mj_match_get_humans (match);

  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    if ((pending >> seat) & 1)
      {
        MjAction legal[MJ_MAX_LEGAL];
        guint n = mj_game_legal_actions (game, seat, legal, G_N_ELEMENTS (legal));
        g_autoptr (GError) error = NULL;

        if (n == 0)
          continue;
        g_assert_true (mj_match_submit (match, &legal[n - 1], &error));
        g_assert_no_error (error);
        return TRUE;
      }
  return FALSE;
}

static gboolean
hand_over (MjMatch *match)
{
  MjPhase phase = mj_game_get_phase (mj_match_get_game (match));

  return phase == MJ_PHASE_HAND_OVER || phase == MJ_PHASE_MATCH_OVER;
}

/* While a computer player thinks, the main loop runs and people act: a
 * pause, a person's answer to the same discard, a person back at the seat
 * a computer stood in for.  Each time the late answer is dropped (no move
 * played for it), the decision is asked again, and the hand goes on
 * legally to its end (a refused move of a computer is a critical, fatal
 * here).  It failed before the computers thought off the main loop: the
 * first hold blocked the main loop until its 3 s were up. */
static void
test_thinking_main_loop (void)
{
  Hold h = { 0 };
  g_autoptr (MjMatch) match = NULL;
  MjGame *game;
  guint n, before, claims = 0, rejoins = 0;

  test_thread = g_thread_self ();
  g_mutex_init (&h.lock);
  g_cond_init (&h.cond);
  match = threaded_match ("zhuoji", 3, 0x5, MJ_BOT_NORMAL);
  game = mj_match_get_game (match);
  mj_match_set_think_hook (match, hold_hook, &h);
  h.holding = TRUE;
  mj_match_start (match);

  /* a pause: the answer that comes during it is not played; unpaused,
   * the same seat is asked again */
  while (!is_held (&h))
    if (mj_match_thinking () > 0 || !people_play (match))
      g_main_context_iteration (NULL, TRUE);
  assert_main_loop_runs (&h);
  n = n_actions (match);
  before = asked (&h);
  mj_match_set_paused (match, TRUE);
  release (&h, TRUE);
  wait_thinking_done ();
  g_assert_cmpuint (n_actions (match), ==, n);
  g_assert_cmpuint (asked (&h), ==, before);
  mj_match_set_paused (match, FALSE);
  while (!is_held (&h))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (asked (&h), ==, before + 1);
  g_assert_cmpuint (n_actions (match), ==, n);

  /* the rest of the hand: whenever a person must answer the discard a
   * computer is thinking about, the person answers first */
  while (!hand_over (match))
    {
      if (!is_held (&h))
        {
          /* a computer asked is held before the person answers */
          if (mj_match_thinking () > 0 || !people_play (match))
            g_main_context_iteration (NULL, TRUE);
          continue;
        }
      assert_main_loop_runs (&h);
      n = n_actions (match);
      before = asked (&h);
      if (people_play (match))
        {
          guint seat = h.held_seat;

          claims++;
          g_assert_cmpuint (n_actions (match), ==, n + 1);
          release (&h, TRUE);
          /* the answer for the game before the person's is dropped: the
           * next move is a person's or one the hook was asked for again */
          while (mj_match_thinking () > 0 && asked (&h) == before && n_actions (match) == n + 1)
            g_main_context_iteration (NULL, TRUE);
          g_assert_cmpuint (n_actions (match), ==, n + 1);
          g_assert_true (asked (&h) > before || !((mj_game_get_pending (game) >> seat) & 1) ||
                         hand_over (match));
        }
      else
        release (&h, TRUE);
    }
  g_assert_cmpuint (claims, >, 0);
  g_test_message ("%u decisions held, %u answered first by a person", asked (&h), claims);

  /* a person back at the seat a computer stood in for (a network
   * rejoin): the computer's answer, late, is not played for them */
  g_clear_object (&match);
  match = threaded_match ("sichuan", 11, 0x1, MJ_BOT_NORMAL);
  game = mj_match_get_game (match);
  mj_match_set_think_hook (match, hold_hook, &h);
  mj_match_set_stand_in (match, 0, TRUE);
  mj_match_start (match);
  while (!hand_over (match) && rejoins < 3)
    {
      if (!is_held (&h))
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      assert_main_loop_runs (&h);
      if (h.held_seat != 0)
        {
          release (&h, TRUE);
          continue;
        }
      n = n_actions (match);
      mj_match_set_stand_in (match, 0, FALSE);
      /* the others play on, as far as they can without the person */
      release (&h, FALSE);
      wait_thinking_done ();
      {
        guint n_now;
        const MjAction *history = mj_game_get_history (game, &n_now);

        for (guint i = n; i < n_now; i++)
          g_assert_cmpuint (history[i].seat, !=, 0);
      }
      g_assert_cmpuint (mj_game_get_pending (game) & 1, ==, 1);
      rejoins++;
      /* the person plays that decision, and is away again */
      g_assert_true (people_play (match));
      h.holding = TRUE;
      mj_match_set_stand_in (match, 0, TRUE);
    }
  g_assert_cmpuint (rejoins, ==, 3);
  release (&h, FALSE);
  g_clear_object (&match);
  wait_thinking_done ();
  g_assert_false (h.timed_out);
  g_assert_false (h.main_thread);
  g_mutex_clear (&h.lock);
  g_cond_clear (&h.cond);
}

/* The hard players search where the rule set says they play stronger
 * with it (Sichuan, measured: README), and play by their rules alone
 * elsewhere; a match asked otherwise does as asked. */
static void
test_search_default (void)
{
  guint n_rules;
  const MjRules * const *all = mj_rules_all (&n_rules);

  for (guint r = 0; r < n_rules; r++)
    {
      g_autoptr (MjMatch) match = threaded_match (all[r]->id, 5, 1, MJ_BOT_HARD);
      guint expected = g_str_equal (all[r]->id, "sichuan") ? 100 : 0;

      g_assert_cmpuint (mj_match_get_search (match), ==, expected);
      mj_match_set_search (match, 30);
      g_assert_cmpuint (mj_match_get_search (match), ==, 30);
    }
}

/* Computers only, one hand: the main loop's way (worker threads at pace 0)
 * or stepped (mj_match_step, the command line's way). */
static MjRecord *
hard_hand (const char *rules,
           gboolean    stepped)
{
  g_autoptr (MjMatch) match = threaded_match (rules, 77, 0, MJ_BOT_HARD);

  mj_match_set_search (match, 5);
  mj_match_set_autoplay (match, !stepped);
  mj_match_start (match);
  while (!hand_over (match))
    if (stepped)
      g_assert_true (mj_match_step (match));
    else
      g_main_context_iteration (NULL, TRUE);
  return mj_match_to_record (match);
}

/* The hard level searching at a small budget plays the same hand on the
 * worker threads as stepped, in every rule set: the bot's randomness
 * advances only with the answers played. */
static void
test_thinking_same_moves (void)
{
  guint n_rules;
  const MjRules * const *all = mj_rules_all (&n_rules);

  for (guint r = 0; r < n_rules; r++)
    {
      g_autoptr (MjRecord) looped = hard_hand (all[r]->id, FALSE);
      g_autoptr (MjRecord) stepped = hard_hand (all[r]->id, TRUE);
      g_autofree char *a = NULL;
      g_autofree char *b = NULL;

      g_clear_pointer (&looped->id, g_free);
      g_clear_pointer (&stepped->id, g_free);
      a = mj_record_to_json (looped);
      b = mj_record_to_json (stepped);
      g_assert_cmpuint (looped->actions->len, >, 20);
      g_assert_cmpstr (a, ==, b);
    }
  wait_thinking_done ();
}

/* A match disposed while its computer player thinks: held in the hook,
 * or searching with the hard level's whole budget.  The worker finishes
 * alone and its answer finds nothing to play into (the sanitizers check
 * that nothing leaks or is touched after it is freed). */
static void
test_thinking_dispose (void)
{
  Hold h = { 0 };
  MjMatch *match;

  test_thread = g_thread_self ();
  g_mutex_init (&h.lock);
  g_cond_init (&h.cond);
  match = threaded_match ("qionghai", 5, 0, MJ_BOT_NORMAL);
  mj_match_set_think_hook (match, hold_hook, &h);
  h.holding = TRUE;
  mj_match_start (match);
  while (!is_held (&h))
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (h.timed_out);
  g_assert_cmpuint (mj_match_thinking (), ==, 1);
  g_assert_finalize_object (match);
  release (&h, FALSE);
  wait_thinking_done ();
  g_assert_false (h.timed_out);

  /* the search at work, the match gone at a few moments of it */
  for (guint i = 0; i < 6; i++)
    {
      guint64 seed = 30 + i;

      match = threaded_match (i % 2 ? "taiwan16" : "sichuan", seed, 0, MJ_BOT_HARD);
      mj_match_set_search (match, 100);
      mj_match_start (match);
      for (guint k = 0; k < i * 3; k++)
        g_main_context_iteration (NULL, TRUE);
      g_assert_finalize_object (match);
      wait_thinking_done ();
    }
  g_mutex_clear (&h.lock);
  g_cond_clear (&h.cond);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc > 1)
    n_matches = (guint) atoi (argv[1]);

  g_test_add_func ("/match/hot-seat", test_hot_seat);
  g_test_add_func ("/match/stepping", test_stepping);
  g_test_add_func ("/match/held", test_held);
  g_test_add_func ("/match/stand-in", test_stand_in);
  g_test_add_func ("/match/thinking/main-loop", test_thinking_main_loop);
  g_test_add_func ("/match/thinking/same-moves", test_thinking_same_moves);
  g_test_add_func ("/match/thinking/dispose", test_thinking_dispose);
  g_test_add_func ("/match/search-default", test_search_default);
  return g_test_run ();
}
