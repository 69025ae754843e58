/* test-net-window.c: network play in the game's windows (ui/mj-net-window.c)
 * on the loopback.  One window hosts a Sichuan match of one hand for two
 * people (a server inside this process, its own seat played through a
 * client like any other); a second window joins with the join code the
 * host's window shows.  Both people play by the windows' own input: a
 * discard by keys or clicks on the table, every other choice by the
 * buttons of the claim bar.  Mid-hand the joiner's connection drops: its
 * banner says so, a computer player keeps the seat, the window rejoins
 * by itself and says that too.  At the end, what a person reads (the
 * status line, the seats, the result) names tiles in words, never in
 * notation.  Screenshots of both tables go to screenshots/.  The same
 * again with the joiner a second process (two games on one machine).
 * A hand played at a hosting window that the game's window watches counts
 * once in its statistics, the file and the statistics window: the
 * person's seat alone.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "mj-window.h"
#include "mj-claim-bar.h"
#include "mj-net-dialog.h"
#include "mj-net-window.h"
#include "mj-stats-window.h"
#include "mj-table-view.h"
#include "mj-tile-names.h"
#include "mj-ui-test.h"
#include "mj-view-replay-window.h"

#define MAX_STEPS 40000  /* 30 ms each: twenty minutes, far past a hand */

typedef struct {
  MjNetWindow *window;
  MjTableView *table;
  MjClaimBar  *bar;
  const char  *label;
  guint        by_key, by_click, buttons;
  guint        tried_sequence;   /* the view a discard was last tried on */
  guint        tries;
  guint        refusals;
} Person;

static void
on_refused (MjClient   *client,
            const char *text,
            Person     *p)
{
  const MjMessage *m = mj_client_get_view (client);

  g_test_message ("%s refused: %s (phase %d, pending %x, ask %u)", p->label, text, m ? (int) m->view->phase : -1,
                  m ? m->view->pending : 0, m ? m->ask : 0);
  p->refusals++;
}

static void
person_init (Person      *p,
             MjNetWindow *window,
             const char  *label)
{
  memset (p, 0, sizeof *p);
  p->window = window;
  p->label = label;
  p->table = MJ_TABLE_VIEW (mj_net_window_get_table (window));
  p->bar = MJ_CLAIM_BAR (mj_net_window_get_claim_bar (window));
  g_signal_connect (mj_net_window_get_client (window), "refused", G_CALLBACK (on_refused), p);
}

static const MjMessage *
view_of (Person *p)
{
  return mj_client_get_view (mj_net_window_get_client (p->window));
}

static gboolean
over (Person *p)
{
  const MjMessage *m = view_of (p);
  return m && m->view->phase == MJ_PHASE_MATCH_OVER;
}

/* Clicks the viewer's tile of kind `tile` (twice: the first chooses it). */
static gboolean
click_tile (Person *p,
            MjTile  tile)
{
  for (guint j = 0; j < mj_table_view_get_hand_length (p->table); j++)
    if (mj_table_view_get_hand_tile (p->table, j) == tile)
      {
        double x, y;
        gboolean placed = FALSE;

        /* a person clicks what is drawn: a table not yet laid out for this
         * hand (a frame or two behind on a loaded machine under the
         * sanitizers) is waited for, and a hand changed meanwhile is left
         * for the next step */
        for (guint k = 0; k < 500; k++)
          {
            if (j >= mj_table_view_get_hand_length (p->table) || mj_table_view_get_hand_tile (p->table, j) != tile)
              return FALSE;
            if ((placed = mj_table_view_get_tile_center (p->table, j, &x, &y)))
              break;
            ui_iterate (10);
          }
        g_assert_true (placed);
        ui_click (GTK_WIDGET (p->table), x, y);
        ui_click (GTK_WIDGET (p->table), x, y);
        return TRUE;
      }
  return FALSE;
}

/* Where a person's window is, every 500 steps (15 s): a hang is told. */
static void
report (Person *p,
        guint   steps)
{
  const MjMessage *m = view_of (p);

  if (steps % 500 != 0 || m == NULL)
    return;
  g_printerr ("# %s: step %u, phase %d, turn %u, pending %x, %u legal, ask %u, %u buttons, connection %d, “%s”, banner “%s”\n",
              p->label, steps, (int) m->view->phase, m->view->turn, m->view->pending, m->n_legal, m->ask,
              mj_claim_bar_get_n_buttons (p->bar), (int) mj_client_get_state (mj_net_window_get_client (p->window)),
              mj_claim_bar_get_prompt (p->bar), mj_net_window_get_banner (p->window));
}

/* One step of a person at a window: what the window offers, taken by
 * its own input. */
static void
play_step (Person *p)
{
  const MjMessage *m = view_of (p);
  guint seat;

  if (m == NULL || mj_client_get_state (mj_net_window_get_client (p->window)) != MJ_CLIENT_PLAYING)
    return;
  seat = m->view->seat;
  if (mj_claim_bar_get_n_buttons (p->bar) > 0)
    {
      if (mj_claim_bar_activate (p->bar, MJ_ACTION_WIN) || mj_claim_bar_activate (p->bar, MJ_ACTION_PUNG) ||
          mj_claim_bar_activate (p->bar, MJ_ACTION_CHOOSE_SUIT) || mj_claim_bar_activate (p->bar, MJ_ACTION_EXCHANGE) ||
          mj_claim_bar_activate (p->bar, MJ_ACTION_PASS))
        {
          p->buttons++;
          return;
        }
      /* (a kong offered at one's turn, and nothing to pass: a discard
       * declines it) */
    }
  if (m->view->phase != MJ_PHASE_TURN || !((m->view->pending >> seat) & 1))
    return;
  /* a discard tried on this view is given a second (a click chosen by
   * the first of two, a key press before the table had the focus): once
   * in thirty steps, by a click */
  if (p->tried_sequence == m->sequence && ++p->tries % 30 != 0)
    return;
  if (p->tried_sequence != m->sequence)
    p->tries = 0;
  /* the window's turn: a legal discard, by key (the last tile) or click */
  {
    guint n = mj_table_view_get_hand_length (p->table);
    MjTile last = n ? mj_table_view_get_hand_tile (p->table, n - 1) : MJ_TILE_NONE;
    gboolean last_legal = FALSE;
    MjTile some = MJ_TILE_NONE;

    for (guint i = 0; i < m->n_legal; i++)
      if (m->legal[i].type == MJ_ACTION_DISCARD && m->legal[i].flags == 0)
        {
          last_legal |= m->legal[i].tile == last;
          if (some == MJ_TILE_NONE)
            some = m->legal[i].tile;
        }
    if (some == MJ_TILE_NONE)
      return;
    p->tried_sequence = m->sequence;
    if (last_legal && p->tries == 0 && (p->by_key + p->by_click) % 2 == 0)
      {
        gtk_widget_grab_focus (GTK_WIDGET (p->table));
        ui_key (GTK_WIDGET (p->table), GDK_KEY_End, 0);
        ui_key (GTK_WIDGET (p->table), GDK_KEY_Return, 0);
        p->by_key++;
      }
    else if (click_tile (p, some))
      p->by_click++;
  }
}

/* No tile in notation ("5p", "E wind" as "Ew"): a person reads words. */
static void
assert_words (const char *text)
{
  g_autoptr (GRegex) notation = g_regex_new ("(^|[^A-Za-z0-9])[1-9][mpsz]($|[^A-Za-z])", 0, 0, NULL);

  g_assert_nonnull (text);
  if (g_regex_match (notation, text, 0, NULL))
    g_error ("a tile in notation: “%s”", text);
}

/* Every line either status line shows on the way. */
typedef struct {
  guint    n;
} Lines;

static void
on_status (GtkLabel   *label,
           GParamSpec *pspec,
           Lines      *lines)
{
  const char *text = gtk_label_get_label (label);
  g_autoptr (GRegex) server_name = g_regex_new ("Computer [A-Z]\\b", 0, 0, NULL);

  assert_words (text);
  /* the computer players are named by this game, not the server */
  if (g_regex_match (server_name, text, 0, NULL))
    g_error ("a computer player named by the server: “%s”", text);
  lines->n++;
}

/* Once the match is dealt, the status line no longer says the match
 * waits for people (it tells the deal). */
static void
on_first_views (MjClient    *client,
                MjNetWindow *window)
{
  const char *status = mj_net_window_get_status (window);

  if (mj_client_get_view (client)->view->phase == MJ_PHASE_IDLE)
    return;
  g_assert_null (strstr (status, "Waiting for the others to join"));
  g_assert_null (strstr (status, "You have joined"));
}

/* A discard of a tile the window's seat does not hold: the server
 * refuses it, and the window shows the refusal. */
static void
send_refused_discard (MjNetWindow *window)
{
  const MjMessage *m = mj_client_get_view (mj_net_window_get_client (window));
  MjAction a = { MJ_ACTION_DISCARD, (guint8) m->view->seat, MJ_TILE_NONE, 0, { 0 } };

  for (MjTile t = 0; t < MJ_FIRST_HONOR && a.tile == MJ_TILE_NONE; t++)
    if (m->view->hand.counts[t] == 0)
      a.tile = t;
  g_assert_true (mj_client_send_action (mj_net_window_get_client (window), &a));
}

/* What a computer player's seat is called at this screen: the local
 * table's default names for its computer players, in the order the
 * computer seats sit (never by the wind, which moves with the deal). */
static void
assert_computer_name (MjNetWindow *window,
                      guint        seat)
{
  static const char * const names[] = { "Li Wei", "Zhang Min", "Wang Fang" };
  const MjMessage *m = mj_client_get_view (mj_net_window_get_client (window));
  const char *text = mj_net_window_get_seat_text (window, seat);
  g_autofree char *name = NULL;
  guint k = 0;

  for (guint i = 0; i < seat; i++)
    k += !m->seats[i].person;
  name = g_strdup_printf ("%s %s:", mj_wind_glyph (m->view->players[seat].seat_wind % 4), names[k]);
  g_assert_false (m->seats[seat].person);
  g_assert_true (g_str_has_prefix (text, name));
  /* (the server's name for it is by seat letter) */
  g_assert_null (strstr (text, "Computer C"));
  g_assert_null (strstr (text, "Computer D"));
}

static gboolean
code_shown (MjNetWindow *host)
{
  const char *code = mj_net_window_get_code_text (host);
  return code && strlen (code) == MJ_PROTOCOL_CODE_LENGTH;
}

static void
test_play (void)
{
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  MjNetWindow *host = mj_net_window_new (NULL, cache, NULL);
  MjNetWindow *guest = mj_net_window_new (NULL, cache, NULL);
  MjNetHostSetup setup = { "sichuan", 1, 2, 0, "Mei", 20261201, 0.0 };
  g_autoptr (GError) error = NULL;
  g_autofree char *address = NULL;
  g_autofree char *code = NULL;
  MjOptions options;
  Person a, b;
  gboolean dropped = FALSE, saw_lost = FALSE, saw_back = FALSE;
  gboolean provoked = FALSE, toast_seen = FALSE, toast_checked = FALSE;
  guint steps = 0;
  Lines lines = { 0 };

  gtk_window_set_default_size (GTK_WINDOW (host), 1280, 800);
  gtk_window_set_default_size (GTK_WINDOW (guest), 1280, 800);
  gtk_window_present (GTK_WINDOW (host));
  gtk_window_present (GTK_WINDOW (guest));
  /* a title for the task switcher and a screen reader, not the program's name */
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (host)), ==, "Network Play");
  /* a house option goes with the match (one that changes no move: the
   * hand is played as before) */
  mj_options_init_defaults (mj_rules_lookup ("sichuan"), &options);
  options.values[mj_options_find (mj_rules_lookup ("sichuan"), "fan_cap")] = 8;
  setup.options = &options;
  g_assert_true (mj_net_window_host (host, &setup, &error));
  g_assert_no_error (error);
  g_signal_connect_after (mj_net_window_get_client (host), "view", G_CALLBACK (on_first_views), host);
  g_signal_connect_after (mj_net_window_get_client (guest), "view", G_CALLBACK (on_first_views), guest);
  /* (the people here answer at once, and the computer players play at
   * pace 0: more messages a second than the server lets a person send) */
  mj_server_set_message_limit (mj_net_window_get_server (host), 100000);
  mj_client_set_retries (mj_net_window_get_client (guest), 8, 300);

  /* the code, as the host reads it off the window */
  for (guint i = 0; i < 1000 && !code_shown (host); i++)
    ui_iterate (10);
  g_assert_true (code_shown (host));
  code = g_ascii_strdown (mj_net_window_get_code_text (host), -1);   /* typed in small letters */
  assert_words (mj_net_window_get_status (host));
  g_assert_nonnull (strstr (mj_net_window_get_status (host), "join code"));
  /* no rows of seats nobody sits at yet */
  g_assert_false (gtk_widget_get_visible (ui_find_descendant (GTK_WIDGET (host), ADW_TYPE_PREFERENCES_GROUP)));
  ui_save_png (GTK_WIDGET (host), "net-host-waiting.png");

  address = g_strdup_printf ("127.0.0.1:%u", mj_server_get_port (mj_net_window_get_server (host)));
  g_assert_true (mj_net_window_join (guest, address, code, "Guo", &error));
  g_assert_no_error (error);

  g_signal_connect (mj_net_window_get_status_label (host), "notify::label", G_CALLBACK (on_status), &lines);
  g_signal_connect (mj_net_window_get_status_label (guest), "notify::label", G_CALLBACK (on_status), &lines);
  person_init (&a, host, "host");
  person_init (&b, guest, "guest");
  while (!(over (&a) && over (&b)))
    {
      const MjMessage *m;

      ui_iterate (30);
      g_assert_cmpuint (++steps, <, MAX_STEPS);
      g_assert_null (strstr (mj_net_window_get_banner (host) ? mj_net_window_get_banner (host) : "", "left"));
      report (&a, steps);
      report (&b, steps);
      /* once, on the host's turn: an action the server refuses, whose
       * toast goes once the turn is played (or the hand is over) */
      m = view_of (&a);
      if (!provoked && m && m->view->phase == MJ_PHASE_TURN && ((m->view->pending >> m->view->seat) & 1) &&
          m->view->players[m->view->seat].n_discards >= 2)
        {
          send_refused_discard (host);
          provoked = TRUE;
          for (guint i = 0; i < 500 && mj_net_window_get_toast (host) == NULL; i++)
            ui_iterate (10);
          g_assert_nonnull (mj_net_window_get_toast (host));
          g_test_message ("host refused: %s", mj_net_window_get_toast (host));
          toast_seen = TRUE;
        }
      m = view_of (&a);
      if (toast_seen && !toast_checked && m &&
          (!((m->view->pending >> m->view->seat) & 1) || m->view->phase == MJ_PHASE_HAND_OVER ||
           m->view->phase == MJ_PHASE_MATCH_OVER))
        {
          /* (at once, or once it has come in: a fraction of a second) */
          for (guint i = 0; i < 100 && mj_net_window_get_toast (host); i++)
            ui_iterate (10);
          g_assert_null (mj_net_window_get_toast (host));
          toast_checked = TRUE;
        }
      play_step (&a);
      if (!dropped || saw_back)
        play_step (&b);
      m = view_of (&b);
      /* mid-hand, once discards are on the table: the joiner's network goes */
      if (!dropped && m && m->view->phase == MJ_PHASE_TURN && m->view->wall_remaining < m->view->wall_size / 2)
        {
          ui_save_png (GTK_WIDGET (guest), "net-guest-playing.png");
          ui_save_png (GTK_WIDGET (host), "net-host-playing.png");
          mj_client_drop (mj_net_window_get_client (guest));
          dropped = TRUE;
        }
      if (dropped && !saw_lost && mj_net_window_get_banner (guest) &&
          strstr (mj_net_window_get_banner (guest), "connection to the match was lost"))
        {
          saw_lost = TRUE;
          g_test_message ("guest: %s", mj_net_window_get_banner (guest));
          ui_save_png (GTK_WIDGET (guest), "net-guest-dropped.png");
          /* the host sees the seat taken by a computer player meanwhile:
           * once the server has noticed the drop.  A rejoin may come first
           * (it is tried 300 ms after the drop, and the server hears of a
           * closed connection when its own loop gets to it: under the
           * sanitizers on a loaded machine that came later, twice), and
           * then the seat was never away for the server; what must never
           * be is neither: the seat not away and the guest not back. */
          {
            MjClient *gc = mj_net_window_get_client (guest);
            guint seat = mj_client_get_seat (gc);
            gboolean away = FALSE;

            for (guint i = 0; i < 1000 && !away; i++)
              {
                const char *text = mj_net_window_get_seat_text (host, seat);

                away = text && strstr (text, "away");
                if (!away && mj_client_get_state (gc) == MJ_CLIENT_PLAYING)
                  break;
                ui_iterate (10);
              }
            if (!away)
              g_test_message ("the guest was back before the server noticed the drop");
            g_assert_true (away || mj_client_get_state (gc) == MJ_CLIENT_PLAYING);
          }
        }
      if (saw_lost && !saw_back && mj_net_window_get_banner (guest) &&
          strstr (mj_net_window_get_banner (guest), "connection is back"))
        {
          saw_back = TRUE;
          g_test_message ("guest: %s", mj_net_window_get_banner (guest));
          ui_save_png (GTK_WIDGET (guest), "net-guest-back.png");
        }
    }
  g_test_message ("host: %u discards by key, %u by click, %u buttons", a.by_key, a.by_click, a.buttons);
  g_test_message ("guest: %u discards by key, %u by click, %u buttons", b.by_key, b.by_click, b.buttons);
  g_test_message ("refusals: host %u, guest %u", a.refusals, b.refusals);
  g_test_message ("%u status lines read", lines.n);
  g_assert_cmpuint (lines.n, >, 20);
  g_assert_true (saw_lost);
  g_assert_true (saw_back);
  g_assert_true (toast_checked);
  g_assert_null (mj_net_window_get_toast (host));
  g_assert_cmpuint (a.by_key + a.by_click, >, 0);
  g_assert_cmpuint (b.by_key + b.by_click, >, 0);
  g_assert_cmpuint (a.buttons + b.buttons, >, 0);

  /* both tables at the end: the same scores, told in words */
  ui_iterate (300);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    g_assert_cmpint (view_of (&a)->view->players[i].score, ==, view_of (&b)->view->players[i].score);
  for (guint w = 0; w < 2; w++)
    {
      MjNetWindow *window = w == 0 ? host : guest;
      const char *status = mj_net_window_get_status (window);

      g_test_message ("%s: %s", w == 0 ? "host" : "guest", status);
      assert_words (status);
      g_assert_nonnull (strstr (status, "The hand is over"));
      g_assert_nonnull (strstr (status, "The match is over"));
      g_assert_nonnull (strstr (mj_claim_bar_get_prompt (MJ_CLAIM_BAR (mj_net_window_get_claim_bar (window))),
                                "The match is over"));
      for (guint i = 0; i < MJ_N_SEATS; i++)
        {
          const char *seat = mj_net_window_get_seat_text (window, i);
          g_test_message ("  %s", seat);
          assert_words (seat);
        }
      g_assert_nonnull (strstr (mj_net_window_get_seat_text (window, w), "You, at this screen"));
      g_assert_nonnull (strstr (mj_net_window_get_seat_text (window, 1 - w), "A person, connected"));
      g_assert_nonnull (strstr (mj_net_window_get_seat_text (window, 2), "A computer player"));
      assert_computer_name (window, 2);
      assert_computer_name (window, 3);
      g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Sichuan Blood Battle over the network");
      g_assert_nonnull (strstr (mj_net_window_get_seat_text (window, 0), "Mei"));
      g_assert_nonnull (strstr (mj_net_window_get_seat_text (window, 1), "Guo"));
    }
  g_assert_true (gtk_widget_get_visible (ui_find_descendant (GTK_WIDGET (host), ADW_TYPE_PREFERENCES_GROUP)));
  ui_save_png (GTK_WIDGET (host), "net-host-end.png");
  ui_save_png (GTK_WIDGET (guest), "net-guest-end.png");
  /* the host's house option, read on the guest's side */
  g_test_message ("guest: %s", mj_net_window_get_house_rules (guest));
  g_assert_nonnull (strstr (mj_net_window_get_house_rules (guest), "Fan cap: 8"));
  assert_words (mj_net_window_get_house_rules (guest));

  /* each asks for the replay of its own views: saved and shown */
  for (guint w = 0; w < 2; w++)
    {
      MjNetWindow *window = w == 0 ? host : guest;
      MjViewReplayWindow *replay;
      g_autoptr (MjViewReplay) saved = NULL;
      g_autoptr (GError) load_error = NULL;
      guint n;

      mj_net_window_ask_replay (window);
      for (guint i = 0; i < 1000 && mj_net_window_get_replay_window (window) == NULL; i++)
        ui_iterate (10);
      replay = MJ_VIEW_REPLAY_WINDOW (mj_net_window_get_replay_window (window));
      g_assert_nonnull (replay);
      g_assert_nonnull (mj_net_window_get_replay_path (window));
      assert_words (mj_net_window_get_status (window));
      g_assert_nonnull (strstr (mj_net_window_get_status (window), "Your replay is saved as network-view-"));
      saved = mj_view_replay_load (mj_net_window_get_replay_path (window), &load_error);
      g_assert_no_error (load_error);
      g_assert_cmpuint (saved->seat, ==, mj_client_get_seat (mj_net_window_get_client (window)));
      n = mj_view_replay_window_get_n_steps (replay);
      g_assert_cmpuint (n, ==, saved->steps->len);
      g_assert_cmpuint (n, >, 20);
      g_test_message ("%s's replay: %u steps", w == 0 ? "host" : "guest", n);
      g_assert_cmpuint (mj_view_replay_window_get_step (replay), ==, 0);
      g_assert_nonnull (strstr (mj_view_replay_window_get_step_text (replay), "Hand 1, step 1 of"));
      mj_view_replay_window_set_step (replay, n / 2);
      ui_iterate (50);
      ui_save_png (GTK_WIDGET (replay), w == 0 ? "net-host-replay.png" : "net-guest-replay.png");
      mj_view_replay_window_set_step (replay, G_MAXUINT);
      g_assert_nonnull (strstr (mj_view_replay_window_get_step_text (replay), "The match is over"));
      gtk_window_destroy (GTK_WINDOW (replay));
      g_unlink (mj_net_window_get_replay_path (window));
    }

  /* the host closes: the guest is told the match ends there */
  gtk_window_destroy (GTK_WINDOW (host));
  for (guint i = 0; i < 500 && mj_client_get_state (mj_net_window_get_client (guest)) != MJ_CLIENT_ENDED; i++)
    ui_iterate (10);
  g_assert_cmpint (mj_client_get_state (mj_net_window_get_client (guest)), ==, MJ_CLIENT_ENDED);
  g_test_message ("guest: %s", mj_net_window_get_banner (guest));
  /* (the match is over: the guest is not told to rejoin) */
  g_assert_nonnull (strstr (mj_net_window_get_banner (guest), "The host closed the match, which is over"));
  gtk_window_destroy (GTK_WINDOW (guest));
  ui_iterate (200);
}

/* The buttons below `root` whose label is `label`. */
static GtkWidget *
find_button (GtkWidget  *root,
             const char *label)
{
  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (root)), label) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_button (c, label);
      if (found)
        return found;
    }
  return NULL;
}

/* Whether an editable below `root` holds `text`. */
static gboolean
holds_text (GtkWidget  *root,
            const char *text)
{
  if (GTK_IS_EDITABLE (root) && g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (root)), text) == 0)
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    if (holds_text (c, text))
      return TRUE;
  return FALSE;
}

static gboolean
seated (MjNetWindow *window,
        guint        seat);

/* A join with a code of the wrong length is refused in words before any
 * connection; a wrong code is refused by the server: the banner says so,
 * the status line no longer says "Connecting…", and Try Again opens the
 * Join dialog with what was typed, where the code is corrected; the
 * refused window goes once the new one is open. */
static void
test_wrong_code (void)
{
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  MjNetWindow *host = mj_net_window_new (NULL, cache, NULL);
  MjNetWindow *guest = mj_net_window_new (NULL, cache, NULL);
  MjNetWindow *weak_guest = guest;
  MjNetHostSetup setup = { "sichuan", 1, 2, 0, "Mei", 1, 0.0 };
  g_autoptr (GError) error = NULL;
  g_autofree char *address = NULL;
  GtkWidget *retry;
  GtkWindow *dialog, *joined;

  g_assert_true (mj_net_window_host (host, &setup, &error));
  for (guint i = 0; i < 1000 && !code_shown (host); i++)
    ui_iterate (10);
  g_assert_true (code_shown (host));
  gtk_window_set_default_size (GTK_WINDOW (guest), 1280, 800);
  gtk_window_present (GTK_WINDOW (guest));
  address = g_strdup_printf ("[::1]:%u", mj_server_get_port (mj_net_window_get_server (host)));
  g_assert_false (mj_net_window_join (guest, address, "ABC", "Guo", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (mj_net_window_join (guest, "no such:host", "ABCDEF", "Guo", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_true (mj_net_window_join (guest, address, "zzzzzz", "Guo", &error));
  for (guint i = 0; i < 500 && mj_net_window_get_banner (guest) == NULL; i++)
    ui_iterate (10);
  g_assert_nonnull (mj_net_window_get_banner (guest));
  g_assert_nonnull (strstr (mj_net_window_get_banner (guest), "join code"));
  /* no claim that a connection is on its way, and a way back */
  g_test_message ("refused: %s / %s", mj_net_window_get_banner (guest), mj_net_window_get_status (guest));
  g_assert_null (strstr (mj_net_window_get_status (guest), "Connecting"));
  g_assert_nonnull (strstr (mj_net_window_get_status (guest), "Not connected"));
  retry = find_button (GTK_WIDGET (guest), "_Try Again");
  g_assert_nonnull (retry);
  ui_iterate (300);
  g_assert_true (gtk_widget_is_visible (retry));
  ui_save_png (GTK_WIDGET (guest), "net-join-refused.png");
  g_object_add_weak_pointer (G_OBJECT (guest), (gpointer *) &weak_guest);
  gtk_widget_activate (retry);
  /* (a button pressed by its key is clicked once its press is shown) */
  for (guint i = 0; i < 100 && ui_find_toplevel (MJ_TYPE_NET_DIALOG) == NULL; i++)
    ui_iterate (10);
  dialog = GTK_WINDOW (ui_find_toplevel (MJ_TYPE_NET_DIALOG));
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (guest));
  /* what was typed, kept */
  g_assert_true (holds_text (GTK_WIDGET (dialog), address));
  g_assert_true (holds_text (GTK_WIDGET (dialog), "zzzzzz"));
  g_assert_true (holds_text (GTK_WIDGET (dialog), "Guo"));
  ui_save_png (GTK_WIDGET (dialog), "net-join-again.png");
  /* the code corrected, joined again: the refused window goes */
  mj_net_dialog_set_field (MJ_NET_DIALOG (dialog), "code", mj_net_window_get_code_text (host));
  joined = mj_net_dialog_start (MJ_NET_DIALOG (dialog));
  g_assert_nonnull (joined);
  for (guint i = 0; i < 500 && weak_guest != NULL; i++)
    ui_iterate (10);
  g_assert_null (weak_guest);
  for (guint i = 0; i < 1000 && !seated (MJ_NET_WINDOW (joined), 1); i++)
    ui_iterate (10);
  g_assert_true (seated (MJ_NET_WINDOW (joined), 1));
  gtk_window_destroy (joined);
  gtk_window_destroy (GTK_WINDOW (host));
  ui_iterate (200);
}

static gboolean
seated (MjNetWindow *window,
        guint        seat)
{
  const char *text = mj_net_window_get_seat_text (window, seat);
  return text && strstr (text, "You, at this screen");
}

/* New Game → Host on the network, and Join a match, as a person fills
 * them in: each opens the match's window and closes; an address that
 * cannot be one is said in the dialog, which stays.  The host's game
 * closes mid-match; the next Host on the network offers the match and
 * takes it up with its code, and the guest's game, joining with that code
 * again, sits at its own seat. */
static void
test_dialogs (void)
{
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  MjNetDialog *dialog;
  GtkWindow *host, *guest;
  g_autofree char *address = NULL;
  g_autofree char *code = NULL;
  g_autofree char *match = NULL;

  gtk_window_present (parent);
  dialog = mj_net_dialog_new (parent, NULL, cache, MJ_NET_DIALOG_HOST);
  gtk_window_present (GTK_WINDOW (dialog));
  ui_iterate (100);
  ui_save_png (GTK_WIDGET (dialog), "net-host-dialog.png");
  mj_net_dialog_set_field (dialog, "port", "0");
  /* people at East and West: the guest sits West */
  mj_net_dialog_set_field (dialog, "seats", "EW");
  mj_net_dialog_set_field (dialog, "hands", "1");
  mj_net_dialog_set_field (dialog, "name", "Mei");
  host = mj_net_dialog_start (dialog);
  g_assert_nonnull (host);
  g_assert_true (MJ_IS_NET_WINDOW (host));
  for (guint i = 0; i < 1000 && !code_shown (MJ_NET_WINDOW (host)); i++)
    ui_iterate (10);
  g_assert_true (code_shown (MJ_NET_WINDOW (host)));

  dialog = mj_net_dialog_new (parent, NULL, cache, MJ_NET_DIALOG_JOIN);
  gtk_window_present (GTK_WINDOW (dialog));
  ui_iterate (100);
  mj_net_dialog_set_field (dialog, "address", "192.168.1.20:port");
  mj_net_dialog_set_field (dialog, "code", mj_net_window_get_code_text (MJ_NET_WINDOW (host)));
  g_assert_null (mj_net_dialog_start (dialog));
  g_assert_nonnull (strstr (mj_net_dialog_get_error (dialog), "“port”"));
  ui_save_png (GTK_WIDGET (dialog), "net-join-dialog.png");
  address = g_strdup_printf ("localhost:%u", mj_server_get_port (mj_net_window_get_server (MJ_NET_WINDOW (host))));
  mj_net_dialog_set_field (dialog, "address", address);
  mj_net_dialog_set_field (dialog, "name", "Guo");
  guest = mj_net_dialog_start (dialog);
  g_assert_nonnull (guest);
  for (guint i = 0; i < 1000 && !(seated (MJ_NET_WINDOW (guest), 2) && seated (MJ_NET_WINDOW (host), 0)); i++)
    ui_iterate (10);
  g_assert_true (seated (MJ_NET_WINDOW (guest), 2));
  g_assert_true (seated (MJ_NET_WINDOW (host), 0));
  g_assert_nonnull (strstr (mj_net_window_get_seat_text (MJ_NET_WINDOW (host), 2), "Guo"));
  g_assert_nonnull (strstr (mj_net_window_get_house_rules (MJ_NET_WINDOW (guest)), "The standard rules"));
  code = g_strdup (mj_net_window_get_code_text (MJ_NET_WINDOW (host)));
  match = g_strdup (mj_client_get_match (mj_net_window_get_client (MJ_NET_WINDOW (guest))));

  /* the host's game closes mid-match: the guest is told it is saved */
  gtk_window_destroy (host);
  for (guint i = 0; i < 500 && mj_client_get_state (mj_net_window_get_client (MJ_NET_WINDOW (guest))) != MJ_CLIENT_ENDED;
       i++)
    ui_iterate (10);
  g_test_message ("guest: %s", mj_net_window_get_banner (MJ_NET_WINDOW (guest)));
  g_assert_nonnull (strstr (mj_net_window_get_banner (MJ_NET_WINDOW (guest)), "It is saved"));
  gtk_window_destroy (guest);
  ui_iterate (100);

  /* Host on the network again offers the match; taken up, with its code */
  dialog = mj_net_dialog_new (parent, NULL, cache, MJ_NET_DIALOG_HOST);
  gtk_window_present (GTK_WINDOW (dialog));
  ui_iterate (100);
  g_assert_nonnull (ui_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_SWITCH));
  ui_save_png (GTK_WIDGET (dialog), "net-host-dialog-resume.png");
  mj_net_dialog_set_field (dialog, "port", "0");
  mj_net_dialog_set_field (dialog, "resume", "true");
  host = mj_net_dialog_start (dialog);
  g_assert_nonnull (host);
  for (guint i = 0; i < 1000 && !code_shown (MJ_NET_WINDOW (host)); i++)
    ui_iterate (10);
  g_assert_cmpstr (mj_net_window_get_code_text (MJ_NET_WINDOW (host)), ==, code);
  g_assert_cmpstr (mj_client_get_match (mj_net_window_get_client (MJ_NET_WINDOW (host))), ==, match);

  /* the guest's game joins with the same code and sits at its own seat */
  dialog = mj_net_dialog_new (parent, NULL, cache, MJ_NET_DIALOG_JOIN);
  gtk_window_present (GTK_WINDOW (dialog));
  g_free (address);
  address = g_strdup_printf ("localhost:%u", mj_server_get_port (mj_net_window_get_server (MJ_NET_WINDOW (host))));
  mj_net_dialog_set_field (dialog, "address", address);
  mj_net_dialog_set_field (dialog, "code", code);
  mj_net_dialog_set_field (dialog, "name", "Guo");
  guest = mj_net_dialog_start (dialog);
  g_assert_nonnull (guest);
  for (guint i = 0; i < 1000 && !(seated (MJ_NET_WINDOW (guest), 2) && seated (MJ_NET_WINDOW (host), 0)); i++)
    ui_iterate (10);
  g_assert_true (seated (MJ_NET_WINDOW (guest), 2));
  g_assert_true (seated (MJ_NET_WINDOW (host), 0));
  g_assert_cmpstr (mj_client_get_match (mj_net_window_get_client (MJ_NET_WINDOW (guest))), ==, match);
  gtk_window_destroy (guest);
  gtk_window_destroy (host);
  gtk_window_destroy (parent);
  ui_iterate (200);
}

/* ---- two processes ---------------------------------------------------------- */

static const char *program;   /* this test's own path, to start the joiner */

/* The joiner, in a process of its own (started by test_two_processes with
 * --join ADDRESS CODE): plays its seat by its window, drops mid-hand and
 * rejoins, reads the end, and waits for the host to close. */
static int
run_joiner (const char *address,
            const char *code)
{
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  MjNetWindow *guest = mj_net_window_new (NULL, cache, NULL);
  g_autoptr (GError) error = NULL;
  gboolean dropped = FALSE, saw_lost = FALSE, saw_back = FALSE;
  guint steps = 0;
  Person b;

  gtk_window_set_default_size (GTK_WINDOW (guest), 1280, 800);
  gtk_window_present (GTK_WINDOW (guest));
  mj_client_set_retries (mj_net_window_get_client (guest), 8, 300);
  g_assert_true (mj_net_window_join (guest, address, code, "Guo", &error));
  g_assert_no_error (error);
  person_init (&b, guest, "guest");
  while (!over (&b))
    {
      const MjMessage *m;
      const char *banner;

      ui_iterate (30);
      g_assert_cmpuint (++steps, <, MAX_STEPS);
      report (&b, steps);
      /* (the view and the banner are read where they are used: each view,
       * drop and rejoin replaces them) */
      if (mj_client_get_state (mj_net_window_get_client (guest)) == MJ_CLIENT_ENDED)
        g_error ("the joiner's connection ended: %s", mj_net_window_get_banner (guest));
      play_step (&b);
      m = view_of (&b);
      if (!dropped && m && m->view->phase == MJ_PHASE_TURN && m->view->wall_remaining < m->view->wall_size / 2)
        {
          mj_client_drop (mj_net_window_get_client (guest));
          dropped = TRUE;
        }
      banner = mj_net_window_get_banner (guest);
      saw_lost |= dropped && banner && strstr (banner, "connection to the match was lost") != NULL;
      if (saw_lost && !saw_back && banner && strstr (banner, "connection is back"))
        {
          saw_back = TRUE;
          ui_save_png (GTK_WIDGET (guest), "net-process-guest-back.png");
        }
    }
  g_assert_true (saw_lost);
  g_assert_true (saw_back);
  ui_iterate (300);
  assert_words (mj_net_window_get_status (guest));
  g_assert_nonnull (strstr (mj_net_window_get_status (guest), "The match is over"));
  g_assert_nonnull (strstr (mj_net_window_get_seat_text (guest, 1), "You, at this screen"));
  g_assert_nonnull (strstr (mj_net_window_get_seat_text (guest, 0), "A person, connected"));
  ui_save_png (GTK_WIDGET (guest), "net-process-guest-end.png");
  /* the host closes its game once its own match is over */
  for (guint i = 0; i < 3000 && mj_client_get_state (mj_net_window_get_client (guest)) != MJ_CLIENT_ENDED; i++)
    ui_iterate (10);
  g_assert_cmpint (mj_client_get_state (mj_net_window_get_client (guest)), ==, MJ_CLIENT_ENDED);
  g_assert_nonnull (strstr (mj_net_window_get_banner (guest), "The host closed the match, which is over"));
  gtk_window_destroy (GTK_WINDOW (guest));
  ui_iterate (200);
  return 0;
}

static void
on_joiner_exited (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  *(gboolean *) data = TRUE;
}

/* The same match as test_play, the joiner a second process: two games
 * on one machine, each with its own window, connected only by the
 * network. */
static void
test_two_processes (void)
{
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  MjNetWindow *host = mj_net_window_new (NULL, cache, NULL);
  MjNetHostSetup setup = { "sichuan", 1, 2, 0, "Mei", 20261202, 0.0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) joiner = NULL;
  g_autofree char *port = NULL;
  g_autofree char *address = NULL;
  gboolean saw_away = FALSE, exited = FALSE;
  guint steps = 0;
  Person a;

  gtk_window_set_default_size (GTK_WINDOW (host), 1280, 800);
  gtk_window_present (GTK_WINDOW (host));
  g_assert_true (mj_net_window_host (host, &setup, &error));
  mj_server_set_message_limit (mj_net_window_get_server (host), 100000);
  for (guint i = 0; i < 1000 && !code_shown (host); i++)
    ui_iterate (10);
  g_assert_true (code_shown (host));
  address = g_strdup_printf ("[::1]:%u", mj_server_get_port (mj_net_window_get_server (host)));
  joiner = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE, &error, program, "--join", address,
                             mj_net_window_get_code_text (host), NULL);
  g_assert_no_error (error);
  g_subprocess_wait_async (joiner, NULL, on_joiner_exited, &exited);

  person_init (&a, host, "host");
  while (!over (&a))
    {
      const char *guest_seat;

      ui_iterate (30);
      g_assert_cmpuint (++steps, <, MAX_STEPS);
      g_assert_false (exited);
      report (&a, steps);
      play_step (&a);
      /* (read after the loop ran: each view replaces the text) */
      guest_seat = mj_net_window_get_seat_text (host, 1);
      saw_away |= guest_seat && strstr (guest_seat, "away") != NULL;
    }
  /* (whether the host saw the seat away depends on how soon the server
   * notices the old connection closed: the rejoin may come first, and
   * the server then lets the old one go) */
  g_test_message ("the host %s the joiner's seat away", saw_away ? "saw" : "did not see");
  ui_iterate (300);
  g_assert_nonnull (strstr (mj_net_window_get_seat_text (host, 1), "Guo"));
  g_assert_nonnull (strstr (mj_net_window_get_seat_text (host, 1), "A person, connected"));
  assert_words (mj_net_window_get_status (host));
  g_assert_nonnull (strstr (mj_net_window_get_status (host), "The match is over"));
  ui_save_png (GTK_WIDGET (host), "net-process-host-end.png");
  /* the joiner reads its own end before the host closes */
  ui_iterate (1500);
  gtk_window_destroy (GTK_WINDOW (host));
  for (guint i = 0; i < 3000 && !exited; i++)
    ui_iterate (10);
  g_assert_true (exited);
  g_assert_true (g_subprocess_get_if_exited (joiner));
  g_assert_cmpint (g_subprocess_get_exit_status (joiner), ==, 0);
  ui_iterate (200);
}

/* One networked hand, counted once by the game's window (the one writer
 * of the statistics file): the person's own seat, not the computer
 * players'; in the file and in the statistics window. */
static void
test_stats (void)
{
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  /* (not shown: the person's keys go to the network window) */
  MjWindow *window = mj_window_new (NULL);
  MjNetWindow *host = mj_net_window_new (NULL, cache, NULL);
  MjNetHostSetup setup = { "sichuan", 1, 1, 0, "Mei", 20261202, 0.0 };
  g_autofree char *path = mj_stats_default_path ();
  g_autoptr (MjStats) file = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) players = NULL;
  const MjPlayerStats *mei;
  const MjMessage *last;
  MjStatsWindow *stats_window;
  guint steps = 0;
  Person a;

  g_assert_cmpuint (mj_stats_get_n_hands (mj_window_get_stats (window)), ==, 0);
  mj_window_count_net_hands (window, GTK_WINDOW (host));
  gtk_window_set_default_size (GTK_WINDOW (host), 1280, 800);
  gtk_window_present (GTK_WINDOW (host));
  g_assert_true (mj_net_window_host (host, &setup, &error));
  g_assert_no_error (error);
  mj_server_set_message_limit (mj_net_window_get_server (host), 100000);
  person_init (&a, host, "host");
  while (!over (&a))
    {
      ui_iterate (30);
      g_assert_cmpuint (++steps, <, MAX_STEPS);
      report (&a, steps);
      play_step (&a);
    }
  /* the score shown, and a while after it: still once */
  ui_iterate (300);

  mei = mj_stats_lookup (mj_window_get_stats (window), "sichuan", "Mei");
  g_assert_nonnull (mei);
  g_assert_cmpuint (mei->hands, ==, 1);
  g_assert_true (mei->human);
  /* the hand's result, as the server settled it */
  last = mj_client_get_view (mj_net_window_get_client (host));
  g_assert_true (last->settled);
  g_assert_cmpint (mei->points, ==, last->hand_delta[last->view->seat]);
  g_assert_cmpuint (mj_stats_get_n_hands (mj_window_get_stats (window)), ==, 1);
  players = mj_stats_list_players (mj_window_get_stats (window), "sichuan");
  g_assert_cmpuint (players->len, ==, 1);

  file = mj_stats_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (mj_stats_get_n_hands (file), ==, 1);
  mei = mj_stats_lookup (file, "sichuan", "Mei");
  g_assert_nonnull (mei);
  g_assert_cmpuint (mei->hands, ==, 1);

  stats_window = mj_stats_window_new (GTK_WINDOW (window), mj_window_get_stats (window));
  mj_stats_window_set_rules (stats_window, "sichuan");
  g_assert_cmpuint (mj_stats_window_get_n_rows (stats_window), ==, 1);
  gtk_window_destroy (GTK_WINDOW (stats_window));
  gtk_window_destroy (GTK_WINDOW (host));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (200);
}

int
main (int    argc,
      char **argv)
{
  program = argv[0];
  /* a data folder of its own: the hosted matches are kept there */
  if (g_getenv ("SPARROW_TEST_DATA") == NULL)
    {
      g_autofree char *data = g_dir_make_tmp ("sparrow-test-XXXXXX", NULL);
      g_setenv ("XDG_DATA_HOME", data, TRUE);
      g_setenv ("SPARROW_TEST_DATA", data, TRUE);
    }
  ui_test_prepare_display ();
  if (argc == 4 && g_str_equal (argv[1], "--join"))
    {
      gtk_init ();
      adw_init ();
      return run_joiner (argv[2], argv[3]);
    }
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/net-window/play", test_play);
  g_test_add_func ("/net-window/wrong-code", test_wrong_code);
  g_test_add_func ("/net-window/dialogs", test_dialogs);
  g_test_add_func ("/net-window/two-processes", test_two_processes);
  g_test_add_func ("/net-window/stats", test_stats);
  return g_test_run ();
}
