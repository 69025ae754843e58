/* test-replay.c: the replay viewer, under Xvfb.
 *
 *   /ui/replay/hand-breaks        the hands of a record as ranges of actions
 *   /ui/replay/whole/RULES        a whole match stepped to its end is the
 *                                 record's final state, stepped back to the
 *                                 start is the deal (all hands drawn face up),
 *                                 and every step says what happened
 *   /ui/replay/hand               one hand of a match: its deal, its end
 *   /ui/replay/input              arrow keys, Home/End, the slider, the
 *                                 actions' enabled states at the ends
 *   /ui/replay/file               a record file opens; a damaged one, a
 *                                 missing one and one with an illegal action
 *                                 are errors that name the file
 *   /ui/replay/long               300 hands: the slider's marks a round number
 *                                 of hands apart, steps anywhere right
 *   /ui/replay/finalize           the window lets go of everything it holds
 *   /ui/replay/screenshots        PNGs in the build directory (screenshots/)
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "mj-ui-test.h"
#include "mj-bot.h"
#include "mj-record.h"
#include "mj-replay-window.h"
#include "mj-table-view.h"

static char *tmp_dir;

/* The window's own key handler, as a key press would drive it. */
static void
key (GtkWidget *widget,
     guint      keyval)
{
  GListModel *controllers = gtk_widget_observe_controllers (widget);
  guint handled_by = 0;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      gboolean handled = FALSE;
      if (GTK_IS_EVENT_CONTROLLER_KEY (c) &&
          gtk_event_controller_get_propagation_phase (GTK_EVENT_CONTROLLER (c)) == GTK_PHASE_CAPTURE)
        {
          g_signal_emit_by_name (c, "key-pressed", keyval, 0, 0, &handled);
          handled_by += handled;
        }
    }
  g_object_unref (controllers);
  g_assert_cmpuint (handled_by, ==, 1);
}

/* A match of computer players, as a record with names. */
static MjRecord *
play_record (const char *rules_id,
             guint64     seed,
             guint       hands)
{
  static const char *names[] = { "Tester", "Li Wei", "Zhang Min", "Wang Fang" };
  g_autoptr (MjGame) game = mj_game_new (mj_rules_lookup (rules_id), NULL, seed, MJ_MATCH_HANDS, hands);
  g_autofree MjView *view = g_new0 (MjView, 1);
  MjBot bots[MJ_N_SEATS];
  MjRecord *record;

  for (guint i = 0; i < MJ_N_SEATS; i++)
    mj_bot_init (&bots[i], MJ_BOT_BASELINE, seed * 4 + i);
  mj_game_start (game);
  for (guint steps = 0; mj_game_get_phase (game) != MJ_PHASE_MATCH_OVER; steps++)
    {
      guint pending = mj_game_get_pending (game);
      g_autoptr (GError) error = NULL;

      g_assert_cmpuint (steps, <, 1000000);
      if (mj_game_get_phase (game) == MJ_PHASE_HAND_OVER)
        {
          MjAction next = { MJ_ACTION_NEXT_HAND, 0, MJ_TILE_NONE, 0, { 0 } };
          g_assert_true (mj_game_submit_action (game, &next, &error));
          continue;
        }
      g_assert_cmpuint (pending, !=, 0);
      for (guint seat = 0; seat < MJ_N_SEATS; seat++)
        if (pending & (1u << seat))
          {
            MjAction legal[MJ_MAX_LEGAL], a;
            guint n = mj_game_legal_actions (game, seat, legal, G_N_ELEMENTS (legal));
            g_assert_cmpuint (n, >, 0);
            mj_game_get_view (game, seat, view);
            a = mj_bot_decide (&bots[seat], view, legal, n);
            g_assert_true (mj_game_submit_action (game, &a, &error));
            break;
          }
    }
  record = mj_record_new_from_game (game);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      record->names[i] = g_strdup (names[i]);
      record->kinds[i] = i == 0 ? MJ_PLAYER_HUMAN : MJ_PLAYER_COMPUTER;
    }
  return record;
}

static void
compare_states (const MjState *a,
                const MjState *b)
{
  g_assert_true (a->rules == b->rules);
  g_assert_cmpmem (a->scores, sizeof a->scores, b->scores, sizeof b->scores);
  g_assert_cmpuint (a->hand_number, ==, b->hand_number);
  g_assert_cmpint (a->phase, ==, b->phase);
  g_assert_cmpuint (a->turn, ==, b->turn);
  g_assert_cmpuint (a->dealer, ==, b->dealer);
  g_assert_cmpmem (&a->wall, sizeof a->wall, &b->wall, sizeof b->wall);
  g_assert_cmpmem (a->players, sizeof a->players, b->players, sizeof b->players);
  g_assert_cmpuint (a->n_wins, ==, b->n_wins);
  g_assert_cmpmem (a->wins, sizeof (MjWin) * a->n_wins, b->wins, sizeof (MjWin) * b->n_wins);
  g_assert_cmpuint (a->n_payments, ==, b->n_payments);
  g_assert_cmpmem (a->payments, sizeof (MjPayment) * a->n_payments, b->payments, sizeof (MjPayment) * b->n_payments);
  g_assert_cmpmem (a->hand_delta, sizeof a->hand_delta, b->hand_delta, sizeof b->hand_delta);
  g_assert_cmpmem (a->rules_data, sizeof a->rules_data, b->rules_data, sizeof b->rules_data);
}

static void
assert_shows (MjReplayWindow *window,
              const MjRecord *record,
              guint           n_actions)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (MjGame) expected = mj_record_replay (record, n_actions, &error);

  g_assert_no_error (error);
  compare_states (mj_game_get_state (mj_replay_window_get_game (window)), mj_game_get_state (expected));
  g_assert_true (mj_table_view_get_game (mj_replay_window_get_table (window)) == mj_replay_window_get_game (window));
}

/* Every concealed tile of every seat is drawn face up. */
static void
assert_all_face_up (MjReplayWindow *window)
{
  MjTableView *table = mj_replay_window_get_table (window);
  const MjState *s = mj_game_get_state (mj_replay_window_get_game (window));
  guint viewer = mj_table_view_get_viewer (table);

  g_assert_true (ui_wait_frame (GTK_WIDGET (table)));
  for (guint rel = 0; rel < MJ_N_SEATS; rel++)
    {
      const MjPlayer *p = &s->players[(viewer + rel) % MJ_N_SEATS];
      guint concealed = 0;
      for (MjTile t = 0; t < MJ_N_KINDS; t++)
        concealed += p->hand.counts[t];
      g_assert_cmpuint (mj_table_view_count_drawn (table, MJ_TABLE_AREA_HAND, rel, FALSE), ==, 0);
      g_assert_cmpuint (mj_table_view_count_drawn (table, MJ_TABLE_AREA_HAND, rel, TRUE), ==, concealed);
    }
}

static MjReplayWindow *
present (MjReplayWindow *window)
{
  gtk_window_set_default_size (GTK_WINDOW (window), 1100, 820);
  gtk_window_present (GTK_WINDOW (window));
  ui_iterate (150);
  return window;
}

static void
destroy (MjReplayWindow *window)
{
  g_object_ref (window);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (20);
  g_assert_finalize_object (window);
}

/* The first widget under `root` (depth first) that `match` accepts. */
static GtkWidget *
find_widget (GtkWidget   *root,
             gboolean   (*match) (GtkWidget *, gconstpointer),
             gconstpointer data)
{
  if (match (root, data))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_widget (c, match, data);
      if (found)
        return found;
    }
  return NULL;
}

static gboolean
is_scale (GtkWidget    *widget,
          gconstpointer data)
{
  return GTK_IS_SCALE (widget);
}

static gboolean
has_action (GtkWidget    *widget,
            gconstpointer data)
{
  return GTK_IS_ACTIONABLE (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), data) == 0;
}

/* A button follows its action's enabled state. */
static gboolean
action_button_sensitive (GtkWidget  *window,
                         const char *action)
{
  GtkWidget *button = find_widget (window, has_action, action);

  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

static void
count_notify (guint *count)
{
  (*count)++;
}

/* ---- tests --------------------------------------------------------------------------- */

static void
test_hand_breaks (void)
{
  g_autoptr (MjRecord) record = play_record ("zhuoji", 3, 4);
  g_autofree guint *breaks = NULL;
  guint n, first, last, covered = 0;

  breaks = mj_replay_window_find_hand_breaks (record, &n);
  g_assert_cmpuint (n, ==, 3);
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (g_array_index (record->actions, MjAction, breaks[i]).type, ==, MJ_ACTION_NEXT_HAND);
  for (guint h = 0; h < 4; h++)
    {
      g_autoptr (MjGame) start = NULL;
      g_autoptr (MjGame) end = NULL;

      g_assert_true (mj_replay_window_get_hand_range (record, h, &first, &last));
      g_assert_cmpuint (first, <, last);
      covered += last - first;
      start = mj_record_replay (record, first, NULL);
      end = mj_record_replay (record, last, NULL);
      /* a hand's range starts at its deal and ends when it is over */
      g_assert_cmpuint (mj_game_get_hand_number (start), ==, h + 1);
      g_assert_cmpuint (mj_game_get_hand_number (end), ==, h + 1);
      g_assert_cmpuint (mj_game_get_state (start)->players[0].n_discards + mj_game_get_state (start)->players[1].n_discards,
                        ==, 0);
      g_assert_true (mj_game_get_state (end)->hand_over);
    }
  /* every action but the three next-hands belongs to a hand */
  g_assert_cmpuint (covered + n, ==, record->actions->len);
  g_assert_false (mj_replay_window_get_hand_range (record, 4, &first, &last));

  /* a record with no actions is one hand, not finished */
  {
    g_autoptr (MjRecord) empty = mj_record_new (mj_rules_lookup ("lisi"), NULL, 5);
    g_assert_null (mj_replay_window_find_hand_breaks (empty, &n));
    g_assert_cmpuint (n, ==, 0);
    g_assert_true (mj_replay_window_get_hand_range (empty, 0, &first, &last));
    g_assert_cmpuint (first, ==, 0);
    g_assert_cmpuint (last, ==, 0);
  }
}

static void
test_whole (gconstpointer data)
{
  const char *rules_id = data;
  g_autoptr (MjRecord) record = play_record (rules_id, 11, 3);
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  MjReplayWindow *window = present (mj_replay_window_new (NULL, cache, record, 0, G_MAXUINT));
  guint n = mj_replay_window_get_n_steps (window);
  guint draws = 0, hands_over = 0, wins = 0;

  g_assert_cmpuint (n, ==, record->actions->len);
  g_assert_cmpuint (mj_replay_window_get_step (window), ==, 0);
  assert_shows (window, record, 0);
  g_assert_nonnull (strstr (mj_replay_window_get_step_title (window), "deal"));
  assert_all_face_up (window);

  /* to the end by the last-step action: the record's final state */
  gtk_widget_activate_action (GTK_WIDGET (window), "replay.last", NULL);
  g_assert_cmpuint (mj_replay_window_get_step (window), ==, n);
  assert_shows (window, record, G_MAXUINT);
  g_assert_cmpint (mj_game_get_phase (mj_replay_window_get_game (window)), ==, MJ_PHASE_MATCH_OVER);
  g_assert_nonnull (strstr (mj_replay_window_get_step_detail (window), "The match is over"));
  assert_all_face_up (window);

  /* back to the start: the deal again */
  gtk_widget_activate_action (GTK_WIDGET (window), "replay.first", NULL);
  g_assert_cmpuint (mj_replay_window_get_step (window), ==, 0);
  assert_shows (window, record, 0);

  /* every step forward, one at a time, and what each says */
  for (guint k = 1; k <= n; k++)
    {
      const char *detail;
      gtk_widget_activate_action (GTK_WIDGET (window), "replay.next", NULL);
      g_assert_cmpuint (mj_replay_window_get_step (window), ==, k);
      g_assert_cmpuint (strlen (mj_replay_window_get_step_title (window)), >, 0);
      detail = mj_replay_window_get_step_detail (window);
      draws += strstr (detail, " draws ") != NULL;
      hands_over += strstr (detail, "The hand is over") != NULL;
      wins += strstr (detail, " wins") != NULL;
      if (k % 97 == 0)
        assert_shows (window, record, k);
    }
  assert_shows (window, record, G_MAXUINT);
  g_test_message ("%s: %u steps, %u with draws, %u with wins, %u hands over", rules_id, n, draws, wins, hands_over);
  /* the compulsory draws, which the record does not hold, are told */
  g_assert_cmpuint (draws, >, n / 10);
  g_assert_cmpuint (hands_over, ==, 3);

  /* and back, one at a time, here and there checked */
  for (guint k = n; k-- > 0;)
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "replay.previous", NULL);
      g_assert_cmpuint (mj_replay_window_get_step (window), ==, k);
      if (k % 89 == 0)
        assert_shows (window, record, k);
    }
  assert_shows (window, record, 0);
  destroy (window);
}

static void
test_hand (void)
{
  g_autoptr (MjRecord) record = play_record ("qionghai", 5, 3);
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  MjReplayWindow *window;
  guint first, last;

  g_assert_true (mj_replay_window_get_hand_range (record, 1, &first, &last));
  window = present (mj_replay_window_new (NULL, cache, record, first, last));
  g_assert_cmpuint (mj_replay_window_get_n_steps (window), ==, last - first);

  /* step 0: the second hand's deal */
  assert_shows (window, record, first);
  g_assert_cmpuint (mj_game_get_hand_number (mj_replay_window_get_game (window)), ==, 2);
  g_assert_nonnull (strstr (mj_replay_window_get_step_title (window), "Hand 2"));
  assert_all_face_up (window);

  /* the end: the hand over, its results told */
  mj_replay_window_set_step (window, G_MAXUINT);
  g_assert_cmpuint (mj_replay_window_get_step (window), ==, last - first);
  assert_shows (window, record, last);
  g_assert_true (mj_game_get_state (mj_replay_window_get_game (window))->hand_over);
  g_assert_nonnull (strstr (mj_replay_window_get_step_detail (window), "The hand is over"));
  assert_all_face_up (window);

  /* the middle, reached by a jump back from the end */
  mj_replay_window_set_step (window, (last - first) / 2);
  assert_shows (window, record, first + (last - first) / 2);
  destroy (window);
}

static void
test_input (void)
{
  g_autoptr (MjRecord) record = play_record ("sichuan", 2, 1);
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  MjReplayWindow *window = present (mj_replay_window_new (NULL, cache, record, 0, G_MAXUINT));
  GtkWidget *w = GTK_WIDGET (window);
  guint n = mj_replay_window_get_n_steps (window);
  GtkWidget *scale = find_widget (w, is_scale, NULL);
  guint notified = 0;

  g_assert_nonnull (scale);
  g_signal_connect_swapped (window, "notify::step", G_CALLBACK (count_notify), &notified);

  key (w, GDK_KEY_Right);
  key (w, GDK_KEY_Right);
  g_assert_cmpuint (mj_replay_window_get_step (window), ==, 2);
  assert_shows (window, record, 2);
  key (w, GDK_KEY_Left);
  g_assert_cmpuint (mj_replay_window_get_step (window), ==, 1);
  assert_shows (window, record, 1);
  key (w, GDK_KEY_End);
  g_assert_cmpuint (mj_replay_window_get_step (window), ==, n);
  g_assert_false (action_button_sensitive (w, "replay.next"));
  g_assert_false (action_button_sensitive (w, "replay.last"));
  g_assert_true (action_button_sensitive (w, "replay.previous"));
  key (w, GDK_KEY_Right);   /* nothing past the end */
  g_assert_cmpuint (mj_replay_window_get_step (window), ==, n);
  key (w, GDK_KEY_Home);
  g_assert_cmpuint (mj_replay_window_get_step (window), ==, 0);
  g_assert_false (action_button_sensitive (w, "replay.first"));
  g_assert_false (action_button_sensitive (w, "replay.previous"));
  g_assert_true (action_button_sensitive (w, "replay.next"));
  key (w, GDK_KEY_Left);    /* nothing before the start */
  g_assert_cmpuint (mj_replay_window_get_step (window), ==, 0);
  /* notify once per real change */
  g_assert_cmpuint (notified, ==, 5);

  /* the slider moves the replay, and follows it */
  gtk_range_set_value (GTK_RANGE (scale), n / 2 + 0.2);
  g_assert_cmpuint (mj_replay_window_get_step (window), ==, n / 2);
  assert_shows (window, record, n / 2);
  key (w, GDK_KEY_Right);
  g_assert_cmpfloat (gtk_range_get_value (GTK_RANGE (scale)), ==, n / 2 + 1);

  /* T turns the table: another seat at the bottom */
  key (w, GDK_KEY_t);
  g_assert_cmpuint (mj_table_view_get_viewer (mj_replay_window_get_table (window)), ==, 1);
  destroy (window);
}

static void
test_file (void)
{
  g_autoptr (MjRecord) record = play_record ("taiwan16", 9, 2);
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  g_autofree char *path = g_build_filename (tmp_dir, "match.json", NULL);
  g_autofree char *bad = g_build_filename (tmp_dir, "cut-short.json", NULL);
  g_autofree char *illegal = g_build_filename (tmp_dir, "illegal.json", NULL);
  g_autofree char *missing = g_build_filename (tmp_dir, "no-such-record.json", NULL);
  g_autofree char *json = mj_record_to_json (record);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  MjReplayWindow *window;

  g_assert_true (mj_record_save (record, path, NULL));
  window = mj_replay_window_new_for_file (NULL, cache, file, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (window);
  present (window);
  g_assert_cmpuint (mj_replay_window_get_n_steps (window), ==, record->actions->len);
  mj_replay_window_set_step (window, G_MAXUINT);
  assert_shows (window, record, G_MAXUINT);
  destroy (window);

  /* cut short */
  {
    g_autoptr (GFile) f = g_file_new_for_path (bad);
    g_assert_true (g_file_set_contents (bad, json, (gssize) strlen (json) / 2, NULL));
    g_assert_null (mj_replay_window_new_for_file (NULL, cache, f, NULL, &error));
    g_assert_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_PARSE);
    g_assert_nonnull (strstr (error->message, "cut-short.json"));
    g_test_message ("%s", error->message);
    g_clear_error (&error);
  }
  /* missing */
  {
    g_autoptr (GFile) f = g_file_new_for_path (missing);
    g_assert_null (mj_replay_window_new_for_file (NULL, cache, f, NULL, &error));
    g_assert_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_IO);
    g_assert_nonnull (strstr (error->message, "no-such-record.json"));
    g_clear_error (&error);
  }
  /* an action that is well formed but illegal where it stands */
  {
    g_autoptr (GFile) f = g_file_new_for_path (illegal);
    g_autoptr (MjRecord) broken = mj_record_from_json (json, -1, NULL);
    MjAction *a = &g_array_index (broken->actions, MjAction, broken->actions->len / 2);
    a->type = MJ_ACTION_KONG_CONCEALED;
    a->tile = 0;
    a->seat = (guint8) ((a->seat + 1) % MJ_N_SEATS);
    g_assert_true (mj_record_save (broken, illegal, NULL));
    g_assert_null (mj_replay_window_new_for_file (NULL, cache, f, NULL, &error));
    g_assert_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_ACTION);
    g_assert_nonnull (strstr (error->message, "illegal.json"));
    g_test_message ("%s", error->message);
    g_clear_error (&error);

    /* the same record handed over directly stops before that action */
    window = mj_replay_window_new (NULL, cache, broken, 0, G_MAXUINT);
    g_assert_cmpuint (mj_replay_window_get_n_steps (window), ==, broken->actions->len / 2);
    mj_replay_window_set_step (window, G_MAXUINT);
    g_assert_nonnull (strstr (mj_replay_window_get_step_detail (window), "stops here"));
    destroy (window);
  }
  g_unlink (path);
  g_unlink (bad);
  g_unlink (illegal);
}

/* The labels of the slider's marks ("Hand 20", …). */
static void
collect_marks (GtkWidget *root,
               GPtrArray *out)
{
  if (GTK_IS_LABEL (root) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (root)), "Hand "))
    g_ptr_array_add (out, (gpointer) gtk_label_get_text (GTK_LABEL (root)));
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    collect_marks (c, out);
}

/* A long record (300 hands): the slider marks a round number of hands
 * apart, never one per hand (GtkScale adds a mark in a time that grows
 * with the marks it has: 100,001 hands froze the window); steps anywhere,
 * back and forth, show the record's state there. */
static void
test_long (void)
{
  g_autoptr (MjRecord) record = play_record ("sichuan", 21, 300);
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  g_autoptr (GPtrArray) marks = g_ptr_array_new ();
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  MjReplayWindow *window = present (mj_replay_window_new (NULL, cache, record, 0, G_MAXUINT));
  GtkWidget *scale = find_widget (GTK_WIDGET (window), is_scale, NULL);
  guint n = mj_replay_window_get_n_steps (window);

  g_assert_nonnull (scale);
  collect_marks (scale, marks);
  g_test_message ("%u steps, %u marks, the first “%s”", n, marks->len,
                  marks->len ? (const char *) marks->pdata[0] : "");
  g_assert_cmpuint (marks->len, >=, 10);
  g_assert_cmpuint (marks->len, <=, 24);
  for (guint i = 0; i < marks->len; i++)
    {
      guint hand = 0;
      g_assert_cmpint (sscanf (marks->pdata[i], "Hand %u", &hand), ==, 1);
      g_assert_cmpuint (hand % 20, ==, 0);
    }

  for (guint i = 0; i < 60; i++)
    {
      guint k = (guint) g_rand_int_range (rand, 0, (gint32) n + 1);
      mj_replay_window_set_step (window, k);
      assert_shows (window, record, k);
      /* one back and one on, as the arrow keys go */
      if (k > 0)
        {
          mj_replay_window_set_step (window, k - 1);
          assert_shows (window, record, k - 1);
          mj_replay_window_set_step (window, k);
          assert_shows (window, record, k);
        }
      g_assert_cmpuint (strlen (mj_replay_window_get_step_title (window)), >, 0);
    }
  mj_replay_window_set_step (window, n);
  g_assert_nonnull (strstr (mj_replay_window_get_step_detail (window), "The match is over"));
  destroy (window);
}

static void
test_finalize (void)
{
  g_autoptr (MjRecord) record = play_record ("lisi", 4, 1);
  MjTileCache *cache = mj_tile_cache_new ();
  MjReplayWindow *window = mj_replay_window_new (NULL, cache, record, 0, G_MAXUINT);
  MjGame *game;

  present (window);
  key (GTK_WIDGET (window), GDK_KEY_End);
  key (GTK_WIDGET (window), GDK_KEY_Home);
  game = g_object_ref (mj_replay_window_get_game (window));
  /* playing, with its timer running, when it goes */
  key (GTK_WIDGET (window), GDK_KEY_space);
  ui_iterate (50);
  destroy (window);
  g_assert_finalize_object (game);
  g_assert_finalize_object (cache);
}

static void
test_screenshots (void)
{
  g_autoptr (MjRecord) record = play_record ("qionghai", 7, 2);
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  MjReplayWindow *window;
  guint first, last;

  g_assert_true (mj_replay_window_get_hand_range (record, 0, &first, &last));
  window = present (mj_replay_window_new (NULL, cache, record, first, last));
  mj_replay_window_set_step (window, (last - first) * 2 / 3);
  ui_iterate (200);
  ui_save_png (GTK_WIDGET (window), "replay-middle.png");
  mj_replay_window_set_step (window, last - first);
  ui_iterate (200);
  ui_save_png (GTK_WIDGET (window), "replay-end.png");
  destroy (window);

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  window = present (mj_replay_window_new (NULL, cache, record, 0, G_MAXUINT));
  ui_iterate (200);
  ui_save_png (GTK_WIDGET (window), "replay-deal-dark.png");
  destroy (window);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int    argc,
      char **argv)
{
  static const char *all_rules[] = { "sichuan", "zhuoji", "qionghai", "lisi", "taiwan16" };
  int ret;

  ui_test_prepare_display ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  tmp_dir = g_dir_make_tmp ("sparrow-replay-XXXXXX", NULL);

  g_test_add_func ("/ui/replay/hand-breaks", test_hand_breaks);
  for (guint i = 0; i < G_N_ELEMENTS (all_rules); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/replay/whole/%s", all_rules[i]);
      g_test_add_data_func (path, all_rules[i], test_whole);
    }
  g_test_add_func ("/ui/replay/hand", test_hand);
  g_test_add_func ("/ui/replay/input", test_input);
  g_test_add_func ("/ui/replay/file", test_file);
  g_test_add_func ("/ui/replay/long", test_long);
  g_test_add_func ("/ui/replay/finalize", test_finalize);
  g_test_add_func ("/ui/replay/screenshots", test_screenshots);
  g_test_add_func ("/ui/replay/no-gl-stack", ui_test_no_gl_stack);

  ret = g_test_run ();
  g_rmdir (tmp_dir);
  g_free (tmp_dir);
  return ret;
}
