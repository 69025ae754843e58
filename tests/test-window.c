/* test-window.c: the real window, under Xvfb.
 *
 *   /ui/templates       every templated widget instantiates and finalizes
 *   /ui/play-hand       a whole hand played by synthesised input — tiles
 *                       chosen and discarded by key and by click, claims by
 *                       their buttons — until the score dialog shows, with
 *                       checks of what the table reports as drawn
 *   /ui/preferences/…   auto-win, the player's own tile order, one-click
 *                       discards, auto-pass off, the claim time limit
 *   /ui/open-record     a record file in the replay viewer; a bad file refused
 *   /ui/lisi-standing   a standing tile beside its ordinary twin: framed and
 *                       raised at 1024×640 and 2560×1440; the copy clicked is
 *                       the copy discarded (or refused)
 *   /ui/corrupt-statistics  a damaged statistics file set aside at start
 *   /ui/privacy/replay  while people take turns, the match being played is
 *                       never replayed face up, by any name or way
 *   /ui/files/…         the data folder private, a FIFO in the save's place,
 *                       no file said kept that was not, a second window that
 *                       does not write the first one's match, the whole of a
 *                       message behind a toast's Details
 *   /ui/names/limit     names typed no longer than records keep, and said so
 *   /ui/screenshots     the window at 1280×800, light and dark, as PNGs in
 *                       the build directory (screenshots/)
 *   /ui/worst-case      every rule set's worst case at 1024×640 and
 *                       2560×1440, light and dark, every text whole
 *   /ui/discard-marks   the tile on offer, a tile won on and the latest
 *                       discard each drawn in its own colour
 *   /ui/quit            app.quit (Ctrl+Q, SIGTERM) closes every window when
 *                       dialogs are open over the table
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <sys/stat.h>
#include <unistd.h>
#include <string.h>

#include "mj-ui-test.h"
#include "mj-app-test.h"
#include "mj-application.h"
#include "mj-claim-bar.h"
#include "mj-handoff.h"
#include "mj-hint-panel.h"
#include "mj-name-entry.h"
#include "mj-view-replay-window.h"
#include "mj-new-game-dialog.h"
#include "mj-notice.h"
#include "mj-hand-review.h"
#include "mj-preferences.h"
#include "mj-record.h"
#include "mj-replay-window.h"
#include "mj-rulebook.h"
#include "mj-rule-options-group.h"
#include "mj-score-dialog.h"
#include "mj-table-region.h"
#include "mj-table-view.h"
#include "mj-window.h"

/* ---- templates --------------------------------------------------------------- */

static void
test_templates (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  MjWindow *window = app_test_new_window ();
  MjMatchSetup setup = { 0 };
  MjTileCache *cache = mj_tile_cache_new ();
  GtkWidget *w;

  /* the score dialog, the new-game dialog and the preferences all come
   * from templates */
  w = GTK_WIDGET (mj_score_dialog_new (GTK_WINDOW (window), cache));
  gtk_window_present (GTK_WINDOW (w));
  ui_iterate (50);
  gtk_window_destroy (GTK_WINDOW (w));

  setup.rules = mj_rules_lookup ("taiwan16");
  mj_options_init_defaults (setup.rules, &setup.options);
  w = GTK_WIDGET (mj_new_game_dialog_new (GTK_WINDOW (window), settings, &setup));
  gtk_window_present (GTK_WINDOW (w));
  ui_iterate (50);
  gtk_window_destroy (GTK_WINDOW (w));

  w = GTK_WIDGET (mj_preferences_new (settings));
  gtk_window_set_default_size (GTK_WINDOW (w), 640, 900);
  gtk_window_present (GTK_WINDOW (w));
  ui_iterate (200);
  /* every option of every rule set has its row */
  {
    guint n;
    const MjRules * const *all = mj_rules_all (&n);
    for (guint i = 0; i < n; i++)
      {
        GtkWidget *group = mj_preferences_get_rules_group (MJ_PREFERENCES (w), all[i]->id);
        g_assert_nonnull (group);
        g_assert_cmpuint (mj_rule_options_group_get_n_rows (MJ_RULE_OPTIONS_GROUP (group)), ==, all[i]->n_options);
        for (guint o = 0; o < all[i]->n_options; o++)
          {
            GtkWidget *editor = mj_rule_options_group_get_editor (MJ_RULE_OPTIONS_GROUP (group), all[i]->options[o].id);
            graphene_rect_t bounds;
            g_assert_nonnull (editor);
            g_assert_true (ui_wait_sized (group));
            /* every editor sits inside its group (a long explanation once
             * pushed a switch off the card) */
            g_assert_true (gtk_widget_compute_bounds (editor, group, &bounds));
            if (bounds.origin.x + bounds.size.width > gtk_widget_get_width (group) + 0.5)
              g_error ("the editor of %s:%s ends at %.0f, outside its group (%d wide)", all[i]->id,
                       all[i]->options[o].id, bounds.origin.x + bounds.size.width, gtk_widget_get_width (group));
          }
      }
  }
  /* each page, to look at */
  gtk_window_set_default_size (GTK_WINDOW (w), 640, 900);
  {
    static const char *pages[] = { "Rules", "Play", "Appearance", "Players" };
    for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
      {
        g_autofree char *name = g_strdup_printf ("preferences-%s.png", pages[i]);
        adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (w), pages[i]);
        ui_iterate (150);
        ui_save_png (w, name);
      }
  }
  gtk_window_destroy (GTK_WINDOW (w));

  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
  g_assert_finalize_object (cache);
}

/* Every label under `root` that shows `text`, and how many of them are cut
 * short. */
static guint
count_labels (GtkWidget  *root,
              const char *text,
              guint      *cut)
{
  guint n = 0;

  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root) &&
      g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    {
      n++;
      if (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (root))))
        (*cut)++;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    n += count_labels (c, text, cut);
  return n;
}

/* The New Game dialog shows the chosen rule set's whole name, the longest
 * one included ("Guizhou Catch the Chi…" was cut with room beside it). */
static void
test_new_game_rules_name (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  MjWindow *window = app_test_new_window ();
  guint n;
  const MjRules * const *all = mj_rules_all (&n);

  for (guint i = 0; i < n; i++)
    {
      MjMatchSetup setup = { 0 };
      GtkWidget *dialog, *row;
      guint cut = 0;

      setup.rules = all[i];
      mj_options_init_defaults (setup.rules, &setup.options);
      dialog = GTK_WIDGET (mj_new_game_dialog_new (GTK_WINDOW (window), settings, &setup));
      gtk_window_present (GTK_WINDOW (dialog));
      g_assert_true (ui_wait_sized (dialog));
      ui_iterate (100);
      row = ui_find_descendant (dialog, ADW_TYPE_COMBO_ROW);
      g_assert_nonnull (row);
      g_assert_cmpuint (count_labels (row, _(all[i]->name), &cut), >, 0);
      if (cut)
        g_error ("the New Game dialog cuts \"%s\" short", _(all[i]->name));
      if (strcmp (all[i]->id, "zhuoji") == 0)
        ui_save_png (dialog, "new-game-zhuoji.png");
      gtk_window_destroy (GTK_WINDOW (dialog));
      ui_iterate (50);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

/* The button under `root` that says `label`, or NULL. */
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

/* New Game → Host on the network, and Join a match: each button closes
 * the New Game dialog and opens the network dialog of its kind (the
 * local match at the table stays), from the network module
 * (ui/mj-net-module.h), which this program links no copy of. */
static void
test_new_game_network (void)
{
  MjWindow *window = app_test_new_window ();
  MjMatch *match = mj_window_get_match (window);

  for (guint i = 0; i < 2; i++)
    {
      GtkWidget *dialog = NULL, *button, *net;
      GListModel *tops = gtk_window_get_toplevels ();

      mj_window_new_game (window);
      /* (the newest: the list starts with it) */
      for (guint k = 0; k < g_list_model_get_n_items (tops) && dialog == NULL; k++)
        {
          g_autoptr (GObject) w = g_list_model_get_item (tops, k);
          if (MJ_IS_NEW_GAME_DIALOG (w))
            dialog = GTK_WIDGET (w);
        }
      g_assert_nonnull (dialog);
      g_assert_true (ui_wait_sized (dialog));
      g_object_ref (dialog);
      button = find_button (dialog, i == 0 ? _("_Host…") : _("_Join…"));
      g_assert_nonnull (button);
      /* (an activated button shows itself pressed for a moment, then clicks) */
      g_assert_true (gtk_widget_activate (button));
      ui_iterate (600);
      g_assert_false (gtk_widget_get_visible (dialog));
      g_object_unref (dialog);
      g_assert_true (g_type_from_name ("MjNetDialog") != 0);
      net = ui_find_toplevel (g_type_from_name ("MjNetDialog"));
      g_assert_nonnull (net);
      g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (net)), ==, i == 0 ? _("Host on the Network") : _("Join a Match"));
      g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (net)) == GTK_WINDOW (window));
      gtk_window_destroy (GTK_WINDOW (net));
      ui_iterate (50);
    }
  g_assert_true (mj_window_get_match (window) == match);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

/* ---- a hand played by input ------------------------------------------------------ */

static GtkWidget *
find_score_dialog (void)
{
  GListModel *tops = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GObject) w = g_list_model_get_item (tops, i);
      if (MJ_IS_SCORE_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return GTK_WIDGET (w);
    }
  return NULL;
}

static guint
count_replay_windows (void)
{
  GListModel *tops = gtk_window_get_toplevels ();
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GObject) w = g_list_model_get_item (tops, i);
      n += MJ_IS_REPLAY_WINDOW (w);
    }
  return n;
}

static void
test_play_hand (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  MjWindow *window;
  g_autoptr (MjMatch) match = app_test_match ("sichuan", 20261130, TRUE);
  MjTableView *table;
  MjClaimBar *bar;
  MjGame *game;
  guint by_key = 0, by_click = 0, claims = 0, steps = 0, refreshes_before;

  g_settings_set_double (settings, "computer-pace", 0.0);
  window = app_test_new_window ();
  mj_window_play (window, match);
  table = MJ_TABLE_VIEW (mj_window_get_table (window));
  bar = MJ_CLAIM_BAR (mj_window_get_claim_bar (window));
  game = mj_match_get_game (match);
  refreshes_before = mj_table_view_get_n_refreshes (table);

  while (find_score_dialog () == NULL)
    {
      MjPhase phase;
      guint pending;

      ui_iterate (30);
      g_assert_cmpuint (++steps, <, 20000);
      phase = mj_game_get_phase (game);
      pending = mj_game_get_pending (game);
      if (!(pending & 1))
        continue;

      if (phase == MJ_PHASE_TURN && mj_table_view_get_hand_length (table) > 0)
        {
          MjView view;
          guint n = mj_table_view_get_hand_length (table);
          guint before;

          /* what the table drew (once a frame has shown the change, a
           * busy machine drawing late): our tiles face up, the others'
           * face down */
          mj_game_get_view (game, 0, &view);
          for (guint w = 0; w < 300; w++)
            {
              gboolean shown = mj_table_view_count_drawn (table, MJ_TABLE_AREA_HAND, 0, TRUE) == n;
              for (guint r = 1; r < MJ_N_SEATS; r++)
                shown &= view.players[r].revealed ||
                         mj_table_view_count_drawn (table, MJ_TABLE_AREA_HAND, r, FALSE) == view.players[r].n_concealed;
              if (shown)
                break;
              ui_iterate (10);
            }
          g_assert_cmpuint (mj_table_view_count_drawn (table, MJ_TABLE_AREA_HAND, 0, TRUE), ==, n);
          g_assert_cmpuint (mj_table_view_count_drawn (table, MJ_TABLE_AREA_HAND, 0, FALSE), ==, 0);
          for (guint r = 1; r < MJ_N_SEATS; r++)
            if (!view.players[r].revealed)
              {
                g_assert_cmpuint (mj_table_view_count_drawn (table, MJ_TABLE_AREA_HAND, r, TRUE), ==, 0);
                g_assert_cmpuint (mj_table_view_count_drawn (table, MJ_TABLE_AREA_HAND, r, FALSE), ==,
                                  view.players[r].n_concealed);
              }
          before = view.players[0].n_discards;

          /* the last tile (the drawn one), by key or by two clicks */
          if ((by_key + by_click) % 2 == 0)
            {
              gtk_widget_grab_focus (GTK_WIDGET (table));
              ui_key (GTK_WIDGET (table), GDK_KEY_End, 0);
              ui_key (GTK_WIDGET (table), GDK_KEY_Return, 0);
              by_key++;
            }
          else
            {
              double x, y;
              g_assert_true (mj_table_view_get_tile_center (table, n - 1, &x, &y));
              g_assert_cmpint (mj_table_view_hit_test (table, x, y, NULL), ==, (int) n - 1);
              ui_click (GTK_WIDGET (table), x, y);
              ui_click (GTK_WIDGET (table), x, y);
              by_click++;
            }
          ui_iterate (30);
          mj_game_get_view (game, 0, &view);
          if (view.players[0].n_discards == before && mj_game_get_phase (game) == MJ_PHASE_TURN &&
              (mj_game_get_pending (game) & 1))
            {
              /* refused (the void suit goes first): discard a legal tile through the table */
              MjAction legal[MJ_MAX_LEGAL];
              guint k = mj_game_legal_actions (game, 0, legal, G_N_ELEMENTS (legal));
              for (guint i = 0; i < k; i++)
                if (legal[i].type == MJ_ACTION_DISCARD && legal[i].flags == 0)
                  {
                    for (guint j = 0; j < mj_table_view_get_hand_length (table); j++)
                      {
                        MjTile t;
                        double x, y;
                        mj_table_view_get_tile_center (table, j, &x, &y);
                        mj_table_view_hit_test (table, x, y, &t);
                        if (t == legal[i].tile)
                          {
                            ui_click (GTK_WIDGET (table), x, y);
                            ui_click (GTK_WIDGET (table), x, y);
                            break;
                          }
                      }
                    break;
                  }
            }
        }
      else if (mj_claim_bar_get_n_buttons (bar) > 0)
        {
          /* claims and choices by their buttons: take a win, else the
           * first choice offered */
          if (mj_claim_bar_activate (bar, MJ_ACTION_WIN) || mj_claim_bar_activate (bar, MJ_ACTION_PUNG) ||
              mj_claim_bar_activate (bar, MJ_ACTION_CHOOSE_SUIT) || mj_claim_bar_activate (bar, MJ_ACTION_PASS))
            claims++;
        }
    }

  g_test_message ("%u discards by key, %u by click, %u buttons", by_key, by_click, claims);
  /* the table reads the game once per action (and at the deal): a second
   * read cancelled the first one's discard animation */
  {
    guint n_actions, refreshes = mj_table_view_get_n_refreshes (table) - refreshes_before;
    mj_game_get_history (game, &n_actions);
    g_test_message ("the table read the game %u times for %u actions", refreshes, n_actions);
    g_assert_cmpuint (refreshes, <=, n_actions + 3);
  }
  g_assert_cmpuint (by_key, >, 0);
  g_assert_cmpuint (by_click, >, 0);
  g_assert_cmpuint (claims, >, 0);
  g_assert_true (mj_game_get_phase (game) == MJ_PHASE_HAND_OVER || mj_game_get_phase (game) == MJ_PHASE_MATCH_OVER);
  ui_iterate (400);
  ui_save_png (find_score_dialog (), "score-dialog.png");

  /* the hand is counted in the statistics, which are saved */
  {
    g_autofree char *path = mj_stats_default_path ();
    const MjPlayerStats *me = mj_stats_lookup (mj_window_get_stats (window), "sichuan", "Tester");
    g_assert_nonnull (me);
    g_assert_cmpuint (me->hands, ==, 1);
    g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  }
  /* the person's review is in the dialog; "Replay the Hand" opens the viewer at the deal */
  g_assert_nonnull (ui_find_descendant (find_score_dialog (), MJ_TYPE_HAND_REVIEW));
  g_signal_emit_by_name (find_score_dialog (), "replay");
  ui_iterate (200);
  {
    GtkWidget *replay = ui_find_toplevel (MJ_TYPE_REPLAY_WINDOW);
    g_assert_nonnull (replay);
    g_assert_cmpuint (mj_replay_window_get_step (MJ_REPLAY_WINDOW (replay)), ==, 0);
    g_assert_cmpuint (mj_replay_window_get_n_steps (MJ_REPLAY_WINDOW (replay)), >, 20);
    gtk_window_destroy (GTK_WINDOW (replay));
  }
  gtk_window_destroy (GTK_WINDOW (find_score_dialog ()));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

/* ---- play preferences ------------------------------------------------------------- */

/* A Sichuan deal where East holds a winning hand from the start (天胡):
 * 123456789s 123p 99p, void of characters. */
static MjMatch *
heavenly_match (void)
{
  static const char json[] =
    "{ \"format\": \"sparrow-record\", \"version\": 1, \"rules\": \"sichuan\", \"seed\": \"7\","
    "  \"players\": [ { \"name\": \"Tester\", \"player\": \"human\" },"
    "                 { \"name\": \"Li Wei\", \"player\": \"computer\", \"level\": 2 },"
    "                 { \"name\": \"Zhang Min\", \"player\": \"computer\", \"level\": 2 },"
    "                 { \"name\": \"Wang Fang\", \"player\": \"computer\", \"level\": 2 } ],"
    "  \"deal\": { \"dealer\": \"E\","
    "            \"hands\": [ \"123456789s12399p\", \"123456789s1234p\", \"123456789m1234p\", \"123456789m5678p\" ],"
    "            \"draws\": \"\", \"replacements\": \"\" },"
    "  \"actions\": [] }";
  g_autofree char *dir = g_dir_make_tmp ("sparrow-deal-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "deal.json", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (MjRecord) record = NULL;
  MjMatch *match;

  g_assert_true (g_file_set_contents (path, json, -1, &error));
  record = mj_record_load (path, &error);
  g_assert_no_error (error);
  match = mj_match_new_from_record (record, &error);
  g_assert_no_error (error);
  g_unlink (path);
  g_rmdir (dir);
  return match;
}

static guint
seat_wins (MjGame *game,
           guint   seat)
{
  const MjState *s = mj_game_get_state (game);
  guint n = 0;

  for (guint i = 0; i < s->n_wins; i++)
    n += s->wins[i].ctx.seat == seat;
  return n;
}

/* Auto-win declares the heavenly hand with no button pressed; without
 * it the Win button waits for the player. */
static void
auto_win_hand (gboolean auto_win)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (MjMatch) match = heavenly_match ();
  MjWindow *window;
  MjClaimBar *bar;
  MjGame *game = mj_match_get_game (match);

  g_settings_set_double (settings, "computer-pace", 0.0);
  g_settings_set_boolean (settings, "auto-win", auto_win);
  window = app_test_new_window ();
  mj_window_play (window, match);
  bar = MJ_CLAIM_BAR (mj_window_get_claim_bar (window));

  /* East chooses the void suit (characters, the first button) */
  for (guint i = 0; i < 100 && mj_game_get_phase (game) == MJ_PHASE_CHOOSE_SUIT; i++)
    {
      if (mj_game_get_pending (game) & 1)
        g_assert_true (mj_claim_bar_activate (bar, MJ_ACTION_CHOOSE_SUIT));
      ui_iterate (20);
    }
  ui_iterate (300);
  /* (a slow machine may take longer than that to deal and declare) */
  for (guint i = 0; auto_win && i < 250 && seat_wins (game, 0) == 0; i++)
    ui_iterate (20);
  if (auto_win)
    g_assert_cmpuint (seat_wins (game, 0), ==, 1);
  else
    {
      g_assert_cmpuint (seat_wins (game, 0), ==, 0);
      g_assert_cmpuint (mj_game_get_phase (game), ==, MJ_PHASE_TURN);
      g_assert_true (mj_claim_bar_activate (bar, MJ_ACTION_WIN));
      ui_iterate (50);
      g_assert_cmpuint (seat_wins (game, 0), ==, 1);
    }
  g_settings_reset (settings, "auto-win");
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

static void
test_auto_win (void)
{
  auto_win_hand (TRUE);
  auto_win_hand (FALSE);
}

/* Your own arrangement (auto-sort off) survives draws and discards; one
 * click discards (confirmation off); every discard waits for Continue
 * (auto-pass off). */
static void
test_own_order (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (MjMatch) match = app_test_match ("qionghai", 4242, TRUE);
  MjWindow *window;
  MjTableView *table;
  MjClaimBar *bar;
  MjGame *game;
  MjTile arranged[32];
  guint n_arranged = 0, turns = 0, continues = 0, steps = 0;

  g_settings_set_double (settings, "computer-pace", 0.0);
  g_settings_set_boolean (settings, "auto-sort", FALSE);
  g_settings_set_boolean (settings, "confirm-discard", FALSE);
  g_settings_set_boolean (settings, "auto-pass", FALSE);
  window = app_test_new_window ();
  mj_window_play (window, match);
  table = MJ_TABLE_VIEW (mj_window_get_table (window));
  bar = MJ_CLAIM_BAR (mj_window_get_claim_bar (window));
  game = mj_match_get_game (match);

  while (turns < 4 && mj_game_get_phase (game) != MJ_PHASE_HAND_OVER)
    {
      guint n;

      ui_iterate (20);
      g_assert_cmpuint (++steps, <, 5000);
      if (!(mj_game_get_pending (game) & 1))
        {
          /* not ours to act: a discard we cannot claim waits for Continue */
          if (mj_claim_bar_get_n_buttons (bar) == 1 && mj_claim_bar_activate (bar, MJ_ACTION_PASS))
            continues++;
          continue;
        }
      if (mj_game_get_phase (game) != MJ_PHASE_TURN)
        {
          if (mj_claim_bar_activate (bar, MJ_ACTION_PASS))
            continues++;
          continue;
        }
      n = mj_table_view_get_hand_length (table);
      ui_iterate (30);
      /* the tiles kept from last turn are where the player put them */
      if (n_arranged > 0)
        {
          guint k = 0;
          for (guint i = 0; i + 1 < n && k < n_arranged; i++)
            if (mj_table_view_get_hand_tile (table, i) == arranged[k])
              k++;
          g_assert_cmpuint (k, ==, n_arranged);
        }
      /* move the first tile to the third place, then discard the drawn
       * tile with one click */
      g_assert_true (mj_table_view_move_tile (table, 0, 2));
      n_arranged = 0;
      for (guint i = 0; i + 1 < n; i++)
        arranged[n_arranged++] = mj_table_view_get_hand_tile (table, i);
      {
        MjView view;
        guint before;
        double x, y;
        mj_game_get_view (game, 0, &view);
        before = view.players[0].n_discards;
        g_assert_true (mj_table_view_get_tile_center (table, n - 1, &x, &y));
        ui_click (GTK_WIDGET (table), x, y);
        ui_iterate (30);
        mj_game_get_view (game, 0, &view);
        g_assert_cmpuint (view.players[0].n_discards, ==, before + 1);
      }
      turns++;
    }
  g_test_message ("%u turns, %u discards waited for Continue", turns, continues);
  g_assert_cmpuint (turns, ==, 4);
  g_assert_cmpuint (continues, >, 0);
  g_settings_reset (settings, "auto-sort");
  g_settings_reset (settings, "confirm-discard");
  g_settings_reset (settings, "auto-pass");
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

static void
on_chosen (MjClaimBar *bar,
           MjAction   *action,
           MjAction   *out)
{
  *out = *action;
}

/* The claim time limit passes for the player when it runs out, and a
 * refresh of the same offer does not start it again. */
static void
test_claim_time_limit (void)
{
  MjClaimBar *bar = MJ_CLAIM_BAR (g_object_ref_sink (mj_claim_bar_new ()));
  MjAction offer[2] = { { MJ_ACTION_PUNG, 0, MJ_TILE_NONE, 0, { 0 } },
                        { MJ_ACTION_PASS, 0, MJ_TILE_NONE, 0, { 0 } } };
  MjAction chosen = { MJ_ACTION_NONE, 0, MJ_TILE_NONE, 0, { 0 } };
  gint64 start = g_get_monotonic_time ();

  g_signal_connect (bar, "action-chosen", G_CALLBACK (on_chosen), &chosen);
  mj_claim_bar_set_time_limit (bar, 1);
  mj_claim_bar_set_actions (bar, offer, 2, mj_tile_make (MJ_SUIT_P, 5));
  for (guint i = 0; i < 300 && chosen.type == MJ_ACTION_NONE; i++)
    {
      if (i % 10 == 0)   /* the table refreshes: the same offer again */
        mj_claim_bar_set_actions (bar, offer, 2, mj_tile_make (MJ_SUIT_P, 5));
      ui_iterate (10);
    }
  g_assert_cmpuint (chosen.type, ==, MJ_ACTION_PASS);
  g_assert_cmpint (g_get_monotonic_time () - start, >=, G_USEC_PER_SEC);

  /* no limit: nothing is chosen for the player */
  chosen.type = MJ_ACTION_NONE;
  mj_claim_bar_clear (bar);
  mj_claim_bar_set_time_limit (bar, 0);
  mj_claim_bar_set_actions (bar, offer, 2, mj_tile_make (MJ_SUIT_P, 5));
  ui_iterate (1300);
  g_assert_cmpuint (chosen.type, ==, MJ_ACTION_NONE);
  g_object_unref (bar);
}

/* An option changed in the preferences shapes the next new game, not
 * the running one (a game keeps the options it started with). */
static void
test_options_next_game (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  const MjRules *rules = mj_rules_lookup ("sichuan");
  int exchange = mj_options_find (rules, "huan_san_zhang");
  MjWindow *window;
  GtkWidget *prefs, *group, *editor, *dialog;
  gboolean before;

  g_assert_cmpint (exchange, >=, 0);
  g_settings_set_string (settings, "rules", "sichuan");
  g_settings_set_double (settings, "computer-pace", 0.0);
  window = app_test_new_window ();
  before = mj_game_get_options (mj_match_get_game (mj_window_get_match (window)))->values[exchange];

  /* flip the option through its switch in the pane */
  prefs = GTK_WIDGET (mj_preferences_new (settings));
  gtk_window_present (GTK_WINDOW (prefs));
  ui_iterate (100);
  group = mj_preferences_get_rules_group (MJ_PREFERENCES (prefs), "sichuan");
  editor = mj_rule_options_group_get_editor (MJ_RULE_OPTIONS_GROUP (group), "huan_san_zhang");
  g_assert_true (GTK_IS_SWITCH (editor));
  g_assert_cmpint (gtk_switch_get_active (GTK_SWITCH (editor)), ==, before);
  gtk_switch_set_active (GTK_SWITCH (editor), !before);
  ui_iterate (50);
  gtk_window_destroy (GTK_WINDOW (prefs));

  /* the running game keeps what it started with */
  g_assert_cmpint (mj_game_get_options (mj_match_get_game (mj_window_get_match (window)))->values[exchange], ==, before);

  /* the next new game has it */
  mj_window_new_game (window);
  ui_iterate (100);
  dialog = ui_find_toplevel (MJ_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  mj_new_game_dialog_start (MJ_NEW_GAME_DIALOG (dialog));
  ui_iterate (100);
  /* a match in play is not ended without asking: Keep Playing keeps it */
  {
    MjMatch *playing = mj_window_get_match (window);
    GtkWidget *ask = ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);

    g_assert_nonnull (ask);
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (ask), "keep");
    ui_iterate (100);
    g_assert_true (mj_window_get_match (window) == playing);
    mj_window_new_game (window);
    ui_iterate (100);
    mj_new_game_dialog_start (MJ_NEW_GAME_DIALOG (ui_find_toplevel (MJ_TYPE_NEW_GAME_DIALOG)));
    ui_iterate (100);
    ask = ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
    g_assert_nonnull (ask);
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (ask), "start");
    ui_iterate (100);
    g_assert_true (mj_window_get_match (window) != playing);
  }
  g_assert_cmpint (mj_game_get_options (mj_match_get_game (mj_window_get_match (window)))->values[exchange], ==, !before);

  g_settings_reset (settings, "rule-options");
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

/* The rule set setting holds an id of the engine's list, which the schema
 * does not repeat: an id this version does not know (a later version's,
 * or one written by hand) starts the first rule set, and the next new game
 * writes that one back. */
static void
test_unknown_rules (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  const MjRules *first = mj_rules_all (NULL)[0];
  g_autofree char *stored = NULL;
  MjWindow *window;
  GtkWidget *dialog, *ask;

  g_settings_set_double (settings, "computer-pace", 0.0);
  window = app_test_new_window ();
  g_assert_true (g_settings_set_string (settings, "rules", "riichi"));

  mj_window_new_game (window);
  ui_iterate (100);
  dialog = ui_find_toplevel (MJ_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  mj_new_game_dialog_start (MJ_NEW_GAME_DIALOG (dialog));
  ui_iterate (100);
  /* a match in play is ended only when asked */
  ask = ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  if (ask)
    {
      adw_message_dialog_response (ADW_MESSAGE_DIALOG (ask), "start");
      ui_iterate (100);
    }
  g_assert_true (mj_game_get_rules (mj_match_get_game (mj_window_get_match (window))) == first);
  stored = g_settings_get_string (settings, "rules");
  g_assert_cmpstr (stored, ==, first->id);

  g_settings_reset (settings, "rules");
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

/* The weekday chicken of a match started at this screen is today's (the
 * engine never reads the clock; the match writes the day into the
 * options, and so into the record). */
static void
test_weekday_chicken (void)
{
  g_autoptr (MjMatch) match = app_test_match ("zhuoji", 3, FALSE);
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  const MjRules *rules = mj_rules_lookup ("zhuoji");
  int day = mj_options_find (rules, "xingqi_day");
  const MjOptions *options = mj_game_get_options (mj_match_get_game (match));
  g_autoptr (MjRecord) record = mj_match_to_record (match);

  g_assert_cmpint (day, >=, 0);
  g_assert_cmpint (options->values[day], ==, g_date_time_get_day_of_week (now));
  g_assert_cmpint (record->options.values[day], ==, g_date_time_get_day_of_week (now));
}

/* ---- records and statistics -------------------------------------------------------- */

/* Four computer players, one hand. */
static MjMatch *
one_hand_match (const char *rules,
                guint64     seed)
{
  MjMatchSetup setup = { 0 };
  MjMatch *match;

  setup.rules = mj_rules_lookup (rules);
  mj_options_init_defaults (setup.rules, &setup.options);
  setup.seed = seed;
  setup.hands = 1;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    setup.names[i] = g_strdup (app_test_names[i]);
  match = mj_match_new (&setup);
  mj_match_setup_clear (&setup);
  return match;
}

/* File → Open: a record opens in the replay viewer; a file that is not
 * one is said, and nothing opens.  (The match is of one hand: over, its
 * own record may be replayed.) */
static void
test_open_record (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (MjMatch) match = one_hand_match ("lisi", 77);
  g_autofree char *dir = g_dir_make_tmp ("sparrow-record-XXXXXX", NULL);
  g_autofree char *good = g_build_filename (dir, "match.json", NULL);
  g_autofree char *bad = g_build_filename (dir, "notes.json", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (MjRecord) record = NULL;
  g_autoptr (GFile) good_file = g_file_new_for_path (good);
  g_autoptr (GFile) bad_file = g_file_new_for_path (bad);
  MjWindow *window;
  GtkWidget *replay;

  /* four computers play a hand */
  g_settings_set_double (settings, "computer-pace", 0.0);
  window = app_test_new_window ();
  mj_window_play (window, match);
  for (guint i = 0; i < 3000 && find_score_dialog () == NULL; i++)
    ui_iterate (10);
  g_assert_nonnull (find_score_dialog ());
  gtk_window_destroy (GTK_WINDOW (find_score_dialog ()));
  record = mj_match_to_record (match);
  g_assert_true (mj_record_save (record, good, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (bad, "{ \"format\": \"a shopping list\" }", -1, NULL));

  mj_window_open_replay (window, bad_file);
  ui_iterate (100);
  g_assert_null (ui_find_toplevel (MJ_TYPE_REPLAY_WINDOW));

  mj_window_open_replay (window, good_file);
  ui_iterate (200);
  replay = ui_find_toplevel (MJ_TYPE_REPLAY_WINDOW);
  g_assert_nonnull (replay);
  g_assert_cmpuint (mj_replay_window_get_n_steps (MJ_REPLAY_WINDOW (replay)), ==, record->actions->len);
  gtk_window_destroy (GTK_WINDOW (replay));

  /* the replay of one seat's views of a network match opens in a window
   * of its own; one cut short is said, and nothing opens */
  {
    g_autoptr (MjViewReplay) views = mj_view_replay_new (2);
    g_autoptr (MjGame) dealt = mj_record_replay (record, 0, &error);
    g_autofree char *path = g_build_filename (dir, "network-view.json", NULL);
    g_autofree char *cut = g_build_filename (dir, "network-view-cut.json", NULL);
    g_autofree char *text = NULL;
    g_autoptr (GFile) file = g_file_new_for_path (path);
    g_autoptr (GFile) cut_file = g_file_new_for_path (cut);
    MjView view;

    g_assert_no_error (error);
    mj_game_get_view (dealt, 2, &view);
    g_array_append_val (views->steps, view);
    mj_game_get_view (mj_match_get_game (match), 2, &view);
    g_array_append_val (views->steps, view);
    for (guint i = 0; i < MJ_N_SEATS; i++)
      views->names[i] = g_strdup (app_test_names[i]);
    g_assert_true (mj_view_replay_save (views, path, &error));
    g_assert_no_error (error);
    text = mj_view_replay_to_json (views);
    g_assert_true (g_file_set_contents (cut, text, strlen (text) / 2, NULL));

    mj_window_open_replay (window, cut_file);
    ui_iterate (100);
    g_assert_null (ui_find_toplevel (MJ_TYPE_VIEW_REPLAY_WINDOW));
    g_assert_null (ui_find_toplevel (MJ_TYPE_REPLAY_WINDOW));
    mj_window_open_replay (window, file);
    ui_iterate (200);
    replay = ui_find_toplevel (MJ_TYPE_VIEW_REPLAY_WINDOW);
    g_assert_nonnull (replay);
    g_assert_cmpuint (mj_view_replay_window_get_n_steps (MJ_VIEW_REPLAY_WINDOW (replay)), ==, 2);
    gtk_window_destroy (GTK_WINDOW (replay));
    g_unlink (path);
    g_unlink (cut);
  }

  /* Help → Rule Book opens the book at the rules in play; a refusal's
   * "Why?" at its rule */
  g_action_group_activate_action (G_ACTION_GROUP (window), "rule-book", g_variant_new_string (""));
  ui_iterate (300);
  {
    GtkWidget *book = ui_find_toplevel (MJ_TYPE_RULEBOOK);
    g_assert_nonnull (book);
    g_assert_cmpstr (mj_rulebook_get_page (MJ_RULEBOOK (book)), ==, "lisi");
    g_action_group_activate_action (G_ACTION_GROUP (window), "rule-book", g_variant_new_string ("winning"));
    ui_iterate (100);
    g_assert_cmpstr (mj_rulebook_get_anchor (MJ_RULEBOOK (book)), ==, "winning");
    gtk_window_destroy (GTK_WINDOW (book));
  }

  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
  g_unlink (good);
  g_unlink (bad);
  g_rmdir (dir);
}

/* A match resumes after a restart; when its save was damaged, from the
 * save before it, one action earlier. */
static void
test_resume (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (MjMatch) match = app_test_match ("taiwan16", 5, TRUE);
  g_autofree char *path = mj_window_autosave_path ();
  MjWindow *window;
  guint n_actions, n_resumed;

  g_settings_set_double (settings, "computer-pace", 0.0);
  window = app_test_new_window ();
  mj_window_play (window, match);
  /* play until the person's first discard is asked for */
  for (guint i = 0; i < 500 && mj_game_get_phase (mj_match_get_game (match)) != MJ_PHASE_TURN; i++)
    ui_iterate (10);
  ui_iterate (100);
  mj_game_get_history (mj_match_get_game (match), &n_actions);
  g_assert_cmpuint (n_actions, >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);

  /* a restart resumes it as it was */
  window = mj_window_new (NULL);
  mj_game_get_history (mj_match_get_game (mj_window_get_match (window)), &n_resumed);
  g_assert_cmpuint (n_resumed, ==, n_actions);
  g_assert_cmpstr (mj_game_get_rules (mj_match_get_game (mj_window_get_match (window)))->id, ==, "taiwan16");
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);

  /* the save cut in half: the one before it is played instead */
  {
    g_autofree char *text = NULL;
    gsize len;
    g_assert_true (g_file_get_contents (path, &text, &len, NULL));
    g_assert_true (g_file_set_contents (path, text, (gssize) (len / 2), NULL));
  }
  window = mj_window_new (NULL);
  mj_game_get_history (mj_match_get_game (mj_window_get_match (window)), &n_resumed);
  g_assert_cmpuint (n_resumed, ==, n_actions - 1);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
  g_unlink (path);
}

/* A damaged statistics file is set aside at start, never a crash, and
 * counting starts afresh. */
static void
test_corrupt_stats (void)
{
  g_autofree char *path = mj_stats_default_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *aside = g_strconcat (path, ".corrupt", NULL);
  MjWindow *window;

  g_mkdir_with_parents (dir, 0700);
  g_unlink (aside);
  g_assert_true (g_file_set_contents (path, "{ \"version\": 1, \"players\": [ {", -1, NULL));
  window = app_test_new_window ();
  g_assert_cmpuint (mj_stats_get_n_hands (mj_window_get_stats (window)), ==, 0);
  g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
  g_unlink (aside);
}

/* ---- hot seat ----------------------------------------------------------------------- */

static GtkWidget *
find_handoff (GtkWidget *root)
{
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *h;
      if (MJ_IS_HANDOFF (c))
        return c;
      if ((h = find_handoff (c)))
        return h;
    }
  return NULL;
}

static GtkWidget *
find_hint_panel (GtkWidget *root)
{
  if (MJ_IS_HINT_PANEL (root))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *h;
      if ((h = find_hint_panel (c)))
        return h;
    }
  return NULL;
}

/* While the screen is passed on, nothing of the last person's hand is
 * left to see or hear: no advice in the hint panel (nor its level within
 * reach), no hand in what a screen reader reads. */
static void
check_handoff_private (MjTableView *table,
                       GtkWidget   *hints)
{
  gboolean hidden = FALSE;

  g_assert_cmpint (mj_hint_panel_get_hint (MJ_HINT_PANEL (hints))->kind, ==, MJ_HINT_NONE);
  g_assert_false (gtk_widget_get_sensitive (hints));
  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (table)); c; c = gtk_widget_get_next_sibling (c))
    if (MJ_IS_TABLE_REGION (c))
      {
        const char *label = mj_table_region_get_label (MJ_TABLE_REGION (c));
        g_assert_null (strstr (label, "(just drawn)"));
        g_assert_null (strstr (label, "The hint says"));
        hidden |= strstr (label, "hidden until you take your seat") != NULL;
      }
  g_assert_true (hidden);
}

/* Two people (E and W) and two computers, hints on.  Between handoffs the
 * table never draws a face-up tile of the other person's concealed hand,
 * and while the screen is being passed nobody's tiles are face up, no
 * hint shows and no hand is read out.  In a claim, only the viewer's own
 * name plate may light. */
static void
hot_seat_hand (gboolean ask_everyone)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  MjMatchSetup setup = { 0 };
  g_autoptr (MjMatch) match = NULL;
  MjWindow *window;
  MjTableView *table;
  MjClaimBar *bar;
  MjGame *game;
  GtkWidget *handoff, *hints;
  guint handoffs = 0, steps = 0, continues = 0, checked = 0;
  gboolean shot = FALSE, shot_continue = FALSE;

  setup.rules = mj_rules_lookup ("qionghai");
  mj_options_init_defaults (setup.rules, &setup.options);
  setup.seed = 99;
  setup.hands = 1;
  setup.human[0] = setup.human[2] = TRUE;
  setup.ask_every_human = ask_everyone;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    setup.names[i] = g_strdup_printf ("Player %u", i + 1);
  match = mj_match_new (&setup);
  /* the game itself asks both people after every discard */
  g_assert_cmpuint (mj_game_get_ask_all (mj_match_get_game (match)), ==, ask_everyone ? 0x5u : 0u);
  mj_match_setup_clear (&setup);

  g_settings_set_double (settings, "computer-pace", 0.0);
  g_settings_set_boolean (settings, "ask-every-human", ask_everyone);
  g_settings_set_string (settings, "hint-level", "full");
  window = app_test_new_window ();
  g_action_group_change_action_state (G_ACTION_GROUP (window), "hints", g_variant_new_boolean (TRUE));
  mj_window_play (window, match);
  hints = find_hint_panel (GTK_WIDGET (window));
  g_assert_nonnull (hints);
  table = MJ_TABLE_VIEW (mj_window_get_table (window));
  bar = MJ_CLAIM_BAR (mj_window_get_claim_bar (window));
  handoff = find_handoff (GTK_WIDGET (window));
  g_assert_nonnull (handoff);
  game = mj_match_get_game (match);

  while (find_score_dialog () == NULL)
    {
      const MjState *s;
      guint viewer;

      ui_iterate (20);
      g_assert_cmpuint (++steps, <, 30000);
      s = mj_game_get_state (game);
      viewer = mj_table_view_get_viewer (table);

      /* what the last frame drew: while the screen is passed on (once the
       * cover has been drawn, within a frame or two), nothing face up */
      if (gtk_widget_get_visible (handoff))
        {
          for (guint w = 0; w < 50 && mj_table_view_count_drawn (table, MJ_TABLE_AREA_HAND, 0, TRUE) > 0; w++)
            ui_iterate (10);
          g_assert_cmpuint (mj_table_view_count_drawn (table, MJ_TABLE_AREA_HAND, 0, TRUE), ==, 0);
        }
      else
        {
          MjTile faces[32];
          guint n = 0;
          guint other = viewer == 0 ? 2 : 0;
          /* the faces at the bottom are the viewer's own tiles, never the
           * other person's: count them against the viewer's hand.  What was
           * drawn may be a frame behind the state (a busy machine draws
           * late after a discard): give the table a few frames to catch up
           * before holding it to that */
          guint8 mine[MJ_N_KINDS] = { 0 };
          for (guint w = 0; w < 50; w++)
            {
              gboolean within = TRUE;
              n = mj_table_view_get_face_up_hand (table, 0, faces, G_N_ELEMENTS (faces));
              memset (mine, 0, sizeof mine);
              for (guint i = 0; i < n; i++)
                mine[faces[i]]++;
              for (MjTile t = 0; t < MJ_N_KINDS; t++)
                within &= mine[t] <= s->players[viewer].hand.counts[t];
              if (within)
                break;
              ui_iterate (10);
            }
          for (MjTile t = 0; t < MJ_N_KINDS && n > 0; t++)
            g_assert_cmpuint (mine[t], <=, s->players[viewer].hand.counts[t]);
          /* in a claim, no other seat's plate tells that it may claim */
          if (s->phase == MJ_PHASE_CLAIM || s->phase == MJ_PHASE_ROB)
            for (guint seat = 0; seat < MJ_N_SEATS; seat++)
              if (seat != viewer)
                g_assert_false (mj_table_view_get_plate_lit (table, seat));
          /* (at the end of the hand every hand is shown) */
          if (!s->players[other].finished && s->phase != MJ_PHASE_HAND_OVER && s->phase != MJ_PHASE_MATCH_OVER)
            g_assert_cmpuint (mj_table_view_count_drawn (table, MJ_TABLE_AREA_HAND,
                                                         (other + MJ_N_SEATS - viewer) % MJ_N_SEATS, TRUE), ==, 0);
          checked++;
        }

      if (gtk_widget_get_visible (handoff))
        {
          if (!shot)
            {
              ui_save_png (GTK_WIDGET (window), "hot-seat-handoff.png");
              shot = TRUE;
            }
          check_handoff_private (table, hints);
          /* nor does the match's own record open as a replay (every hand
           * face up) while it is being played */
          if (handoffs == 0)
            {
              g_autofree char *path = mj_window_autosave_path ();
              g_autoptr (GFile) file = g_file_new_for_path (path);
              guint before = count_replay_windows ();

              g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
              mj_window_open_replay (window, file);
              g_assert_cmpuint (count_replay_windows (), ==, before);
            }
          mj_handoff_confirm (MJ_HANDOFF (handoff));
          handoffs++;
          continue;
        }
      if (mj_game_get_phase (game) == MJ_PHASE_TURN && ((mj_game_get_pending (game) >> viewer) & 1) &&
          mj_table_view_get_hand_length (table) > 0)
        {
          MjAction legal[MJ_MAX_LEGAL];
          guint k = mj_game_legal_actions (game, viewer, legal, G_N_ELEMENTS (legal));
          for (guint i = 0; i < k; i++)
            if (legal[i].type == MJ_ACTION_WIN)
              {
                mj_claim_bar_activate (bar, MJ_ACTION_WIN);
                k = 0;
              }
          if (k)
            {
              gtk_widget_grab_focus (GTK_WIDGET (table));
              ui_key (GTK_WIDGET (table), GDK_KEY_End, 0);
              ui_key (GTK_WIDGET (table), GDK_KEY_Return, 0);
            }
        }
      else if (mj_claim_bar_get_n_buttons (bar) > 0)
        {
          MjAction legal[MJ_MAX_LEGAL];
          /* asked with nothing but a pass to give: the Continue prompt */
          if (ask_everyone && !shot_continue && (mj_game_get_pending (game) >> viewer) & 1 &&
              mj_game_legal_actions (game, viewer, legal, G_N_ELEMENTS (legal)) == 1)
            {
              ui_save_png (GTK_WIDGET (window), "hot-seat-continue.png");
              shot_continue = TRUE;
            }
          if (mj_claim_bar_activate (bar, MJ_ACTION_WIN) || mj_claim_bar_activate (bar, MJ_ACTION_PASS))
            continues++;
        }
    }
  g_test_message ("%u handoffs, %u claim answers, %u frames checked", handoffs, continues, checked);
  g_assert_cmpuint (handoffs, >, 2);
  g_assert_cmpuint (checked, >, 10);
  gtk_window_destroy (GTK_WINDOW (find_score_dialog ()));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
  g_settings_reset (settings, "ask-every-human");
  g_settings_reset (settings, "hint-level");
}

static void
test_hot_seat (void)
{
  hot_seat_hand (FALSE);
}

static void
test_hot_seat_ask_everyone (void)
{
  hot_seat_hand (TRUE);
}

/* ---- files and privacy --------------------------------------------------------------- */

/* The toast on show, or NULL (the overlay shows one at a time). */
static AdwToast *
shown_toast (GtkWidget *root)
{
  AdwToast *toast = NULL;

  if (g_strcmp0 (G_OBJECT_TYPE_NAME (root), "AdwToastWidget") == 0)
    {
      g_object_get (root, "toast", &toast, NULL);
      g_object_unref (toast);   /* the overlay holds it */
      return toast;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    if ((toast = shown_toast (c)))
      return toast;
  return NULL;
}

/* The toasts the window shows now and has queued, each title then its
 * details (or ""), one per line; they are dismissed on the way. */
static char *
take_toasts (MjWindow *window)
{
  GString *out = g_string_new (NULL);
  AdwToast *toast;

  for (guint i = 0; i < 20 && (ui_iterate (50), toast = shown_toast (GTK_WIDGET (window))); i++)
    {
      g_autofree char *title = NULL;
      const char *details = mj_notice_toast_get_details (toast);

      pango_parse_markup (adw_toast_get_title (toast), -1, 0, NULL, &title, NULL, NULL);
      g_string_append_printf (out, "%s | %s\n", title, details ? details : "");
      adw_toast_dismiss (toast);
      ui_iterate (400);
    }
  return g_string_free (out, FALSE);
}

/* Host… and Join… with the network module missing (SPARROW_MODULE_DIR
 * an empty folder): a toast says that this cannot be done and, in its
 * details, why; the match at the table goes on; once the module is back,
 * Host… opens its dialog.  Before any test that loads the module (it
 * stays loaded). */
static void
test_network_module_missing (void)
{
  g_autofree char *empty = g_dir_make_tmp ("sparrow-no-modules-XXXXXX", NULL);
  g_autofree char *modules = g_strdup (g_getenv ("SPARROW_MODULE_DIR"));
  MjWindow *window = app_test_new_window ();
  MjMatch *match = mj_window_get_match (window);
  g_autofree char *toasts = NULL;
  GtkWidget *net;

  g_assert_nonnull (empty);
  g_assert_nonnull (modules);
  g_assert_true (g_type_from_name ("MjNetDialog") == 0);
  g_setenv ("SPARROW_MODULE_DIR", empty, TRUE);
  g_assert_true (ui_wait_sized (GTK_WIDGET (window)));
  g_action_group_activate_action (G_ACTION_GROUP (window), "network", g_variant_new_string ("host"));
  toasts = take_toasts (window);
  g_test_message ("%s", toasts);
  g_assert_true (g_str_has_prefix (toasts, "Hosting on the network is not available | "
                                           "The part of Sparrow that plays over the network could not be loaded"));
  g_clear_pointer (&toasts, g_free);
  g_action_group_activate_action (G_ACTION_GROUP (window), "network", g_variant_new_string ("join"));
  toasts = take_toasts (window);
  g_assert_true (g_str_has_prefix (toasts, "Joining a match is not available | "));
  g_assert_true (g_type_from_name ("MjNetDialog") == 0);
  g_assert_true (mj_window_get_match (window) == match);

  g_setenv ("SPARROW_MODULE_DIR", modules, TRUE);
  g_assert_cmpint (g_rmdir (empty), ==, 0);
  g_action_group_activate_action (G_ACTION_GROUP (window), "network", g_variant_new_string ("host"));
  ui_iterate (100);
  g_assert_true (g_type_from_name ("MjNetDialog") != 0);
  net = ui_find_toplevel (g_type_from_name ("MjNetDialog"));
  g_assert_nonnull (net);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (net)), ==, _("Host on the Network"));
  gtk_window_destroy (GTK_WINDOW (net));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

/* A toast about a file: its title is what fits a toast's one line; the
 * whole, with the file's name, opens in a dialog from Details. */
static void
test_notice_details (void)
{
  MjWindow *window = app_test_new_window ();
  const char *details = "“/a/very/long/folder/name/that/would/never/fit/in/one/line/current-match.json” "
                        "is a folder, not a file. It was moved aside, untouched, as “….unreadable”.";
  g_autoptr (AdwToast) toast = g_object_ref_sink (mj_notice_toast_new (GTK_WINDOW (window), "A <short> title", details));
  GtkWindow *dialog;

  g_assert_cmpstr (adw_toast_get_title (toast), ==, "A &lt;short&gt; title");
  g_assert_cmpstr (adw_toast_get_button_label (toast), ==, "_Details");
  g_assert_cmpstr (mj_notice_toast_get_details (toast), ==, details);
  dialog = mj_notice_toast_show_details (toast);
  g_assert_true (ADW_IS_MESSAGE_DIALOG (dialog));
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==, "A <short> title");
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)), ==, details);
  gtk_window_destroy (dialog);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

/* While people take turns at the screen, the match being played is never
 * replayed face up, whatever its file is called or however it comes:
 * File → Open of the save, of the save before it, of a copy with another
 * match id or none, of a link to it, `sparrow --replay` or a file manager
 * (the application's open); nor another unfinished hot-seat match.  A
 * finished match opens. */
static void
test_privacy_replay (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (MjApplication) app = mj_application_new ();
  g_autofree char *dir = g_dir_make_tmp ("sparrow-privacy-XXXXXX", NULL);
  g_autofree char *path = mj_window_autosave_path ();
  g_autofree char *previous = mj_record_previous_path (path);
  g_autofree char *copy = g_build_filename (dir, "copy.json", NULL);
  g_autofree char *no_id = g_build_filename (dir, "renamed.json", NULL);
  g_autofree char *link = g_build_filename (dir, "link.json", NULL);
  g_autofree char *other = g_build_filename (dir, "other-hot-seat.json", NULL);
  g_autofree char *finished = g_test_build_filename (G_TEST_DIST, "data", "old-records", "format1-sichuan.json", NULL);
  const char *refused[] = { path, previous, copy, no_id, link, other };
  MjMatchSetup setup = { 0 };
  g_autoptr (MjMatch) match = NULL;
  g_autoptr (MjMatch) second = NULL;
  MjWindow *window;
  GtkWidget *handoff;
  guint before;

  setup.rules = mj_rules_lookup ("qionghai");
  mj_options_init_defaults (setup.rules, &setup.options);
  setup.seed = 4242;
  setup.hands = 1;
  setup.human[0] = setup.human[2] = TRUE;
  setup.ask_every_human = TRUE;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    setup.names[i] = g_strdup_printf ("Player %u", i + 1);
  match = mj_match_new (&setup);
  setup.seed = 4343;
  second = mj_match_new (&setup);
  mj_match_setup_clear (&setup);

  g_settings_set_double (settings, "computer-pace", 0.0);
  window = app_test_new_window ();
  /* a private instance of its own name: /ui/quit's may still be on the
   * bus (GApplication keeps its object path while it lives) */
  g_application_set_application_id (G_APPLICATION (app), APP_ID ".PrivacyTest");
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  {
    g_autoptr (GError) error = NULL;
    g_application_register (G_APPLICATION (app), NULL, &error);
    g_assert_no_error (error);
  }
  gtk_window_set_application (GTK_WINDOW (window), GTK_APPLICATION (app));
  mj_window_play (window, match);
  handoff = find_handoff (GTK_WIDGET (window));
  /* East plays until the screen goes to West */
  for (guint i = 0; i < 500 && !gtk_widget_get_visible (handoff); i++)
    {
      MjGame *game = mj_match_get_game (match);
      MjTableView *table = MJ_TABLE_VIEW (mj_window_get_table (window));
      MjClaimBar *bar = MJ_CLAIM_BAR (mj_window_get_claim_bar (window));
      ui_iterate (10);
      if (mj_game_get_phase (game) == MJ_PHASE_TURN && (mj_game_get_pending (game) & 1) &&
          mj_table_view_get_hand_length (table) > 0)
        {
          gtk_widget_grab_focus (GTK_WIDGET (table));
          ui_key (GTK_WIDGET (table), GDK_KEY_End, 0);
          ui_key (GTK_WIDGET (table), GDK_KEY_Return, 0);
        }
      else if (mj_claim_bar_get_n_buttons (bar) > 0)
        mj_claim_bar_activate (bar, MJ_ACTION_PASS);
    }
  g_assert_true (gtk_widget_get_visible (handoff));
  g_free (take_toasts (window));

  /* the copies, made from the save as it is now */
  {
    g_autoptr (MjRecord) r = mj_record_load (path, NULL);
    g_autoptr (MjRecord) s = NULL;
    g_assert_nonnull (r);
    g_assert_nonnull (r->id);
    g_assert_true (g_file_test (previous, G_FILE_TEST_EXISTS));
    g_free (r->id);
    r->id = mj_match_id_new ();
    g_assert_true (mj_record_save (r, copy, NULL));
    g_clear_pointer (&r->id, g_free);
    g_free (r->names[0]);
    r->names[0] = g_strdup ("Someone Else");
    g_assert_true (mj_record_save (r, no_id, NULL));
    g_assert_cmpint (symlink (path, link), ==, 0);
    mj_match_start (second);
    s = mj_match_to_record (second);
    g_assert_true (mj_record_save (s, other, NULL));
  }

  before = count_replay_windows ();
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr (GFile) file = g_file_new_for_path (refused[i]);
      g_autofree char *said = NULL;

      mj_window_open_replay (window, file);
      ui_iterate (50);
      g_assert_cmpuint (count_replay_windows (), ==, before);
      g_application_open (G_APPLICATION (app), &file, 1, "");
      ui_iterate (50);
      g_assert_cmpuint (count_replay_windows (), ==, before);
      said = take_toasts (window);
      g_test_message ("%s: %s", refused[i], said);
      g_assert_nonnull (strstr (said, "Not replayed: its hands are still secret"));
      g_assert_nonnull (strstr (said, "nobody sees another player's hand"));
    }
  /* a finished match opens, through the menu and the application */
  {
    g_autoptr (GFile) file = g_file_new_for_path (finished);
    mj_window_open_replay (window, file);
    ui_iterate (100);
    g_assert_cmpuint (count_replay_windows (), ==, before + 1);
    g_application_open (G_APPLICATION (app), &file, 1, "");
    ui_iterate (100);
    g_assert_cmpuint (count_replay_windows (), ==, before + 2);
  }
  for (GtkWidget *w; (w = ui_find_toplevel (MJ_TYPE_REPLAY_WINDOW)); )
    gtk_window_destroy (GTK_WINDOW (w));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
  g_settings_reset (settings, "computer-pace");
  for (guint i = 2; i < G_N_ELEMENTS (refused); i++)
    g_unlink (refused[i]);
  g_rmdir (dir);
}

/* The data folder is made private (0700) even when it was there before,
 * open to others; the autosave is written 0600. */
static void
test_private_files (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *path = mj_window_autosave_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  MjWindow *window;
  GStatBuf st;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
  g_settings_set_double (settings, "computer-pace", 0.0);
  window = app_test_new_window ();
  ui_iterate (200);
  g_assert_cmpint (g_stat (dir, &st), ==, 0);
  g_assert_cmpuint (st.st_mode & 0777, ==, 0700);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpuint (st.st_mode & 0777, ==, 0600);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
  g_settings_reset (settings, "computer-pace");
}

/* A FIFO where the save was (the start hung before the window appeared):
 * the save before it is resumed, the FIFO moved aside, and the toast says
 * so, its title whole, the names of the files behind Details. */
static void
test_resume_fifo (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (MjMatch) match = app_test_match ("taiwan16", 5, TRUE);
  g_autofree char *path = mj_window_autosave_path ();
  g_autofree char *aside = g_strconcat (path, ".unreadable", NULL);
  g_autofree char *said = NULL;
  MjWindow *window;
  guint n_saved;
  GStatBuf st;

  g_settings_set_double (settings, "computer-pace", 0.0);
  window = app_test_new_window ();
  mj_window_play (window, match);
  for (guint i = 0; i < 500 && mj_game_get_phase (mj_match_get_game (match)) != MJ_PHASE_TURN; i++)
    ui_iterate (10);
  ui_iterate (100);
  mj_game_get_history (mj_match_get_game (match), &n_saved);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);

  g_unlink (aside);
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  window = mj_window_new (NULL);
  gtk_window_present (GTK_WINDOW (window));
  {
    guint n_resumed;
    mj_game_get_history (mj_match_get_game (mj_window_get_match (window)), &n_resumed);
    g_assert_cmpuint (n_resumed, ==, n_saved - 1);
  }
  g_assert_cmpint (g_lstat (aside, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  said = take_toasts (window);
  g_test_message ("%s", said);
  g_assert_nonnull (strstr (said, "The last save could not be used: your match was resumed one move earlier"));
  g_assert_nonnull (strstr (said, "not a regular file"));
  g_assert_nonnull (strstr (said, aside));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
  g_unlink (aside);
  g_settings_reset (settings, "computer-pace");
}

/* Only the save before the last, and it damaged: a new match begins, and
 * what is said kept was kept (the message once named a file "kept" that
 * never was). */
static void
test_resume_nothing_kept (void)
{
  g_autofree char *path = mj_window_autosave_path ();
  g_autofree char *previous = mj_record_previous_path (path);
  g_autofree char *aside = g_strconcat (previous, ".unreadable", NULL);
  g_autofree char *never = g_strconcat (path, ".unreadable", NULL);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *said = NULL;
  MjWindow *window;

  g_mkdir_with_parents (dir, 0700);
  g_unlink (path);
  g_unlink (aside);
  g_unlink (never);
  g_assert_true (g_file_set_contents (previous, "{ \"format\": \"sparrow-record\", \"vers", -1, NULL));
  window = mj_window_new (NULL);
  gtk_window_present (GTK_WINDOW (window));
  said = take_toasts (window);
  g_test_message ("%s", said);
  g_assert_nonnull (strstr (said, "The saved match could not be resumed: a new match begins"));
  g_assert_nonnull (strstr (said, aside));
  g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));
  g_assert_null (strstr (said, never));
  g_assert_false (g_file_test (never, G_FILE_TEST_EXISTS));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
  g_unlink (aside);
}

/* A second window on the same data folder (as a second login would be):
 * it neither resumes nor writes the match the first one plays, and says
 * so. */
static void
test_second_window (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *path = mj_window_autosave_path ();
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *said = NULL;
  MjWindow *first, *second;

  g_settings_set_double (settings, "computer-pace", 0.0);
  first = app_test_new_window ();
  mj_match_set_paused (mj_window_get_match (first), TRUE);
  ui_iterate (100);
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));
  second = mj_window_new (NULL);
  gtk_window_present (GTK_WINDOW (second));
  said = take_toasts (second);
  g_test_message ("%s", said);
  g_assert_nonnull (strstr (said, "Another Sparrow is playing your saved match"));
  /* the second plays its own match, and the save is still the first's */
  for (guint i = 0; i < 50; i++)
    ui_iterate (10);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
  gtk_window_destroy (GTK_WINDOW (second));
  gtk_window_destroy (GTK_WINDOW (first));
  ui_iterate (50);
  g_settings_reset (settings, "computer-pace");
}

/* A lock that cannot be made (here a folder in its place; a read-only
 * data folder does the same) stops nothing: the match is resumed and
 * saved as before locks. */
static void
test_lock_unusable (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *path = mj_window_autosave_path ();
  g_autofree char *lock = g_strconcat (path, ".lock", NULL);
  MjWindow *window;
  guint n_saved, n_resumed;

  g_settings_set_double (settings, "computer-pace", 0.0);
  window = app_test_new_window ();
  ui_iterate (200);
  mj_game_get_history (mj_match_get_game (mj_window_get_match (window)), &n_saved);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);

  g_assert_cmpint (g_unlink (lock), ==, 0);
  g_assert_cmpint (g_mkdir (lock, 0700), ==, 0);
  window = mj_window_new (NULL);
  mj_game_get_history (mj_match_get_game (mj_window_get_match (window)), &n_resumed);
  g_assert_cmpuint (n_resumed, ==, n_saved);
  {
    g_autofree char *said = take_toasts (window);
    g_assert_null (strstr (said, "Another Sparrow"));
  }
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
  g_assert_cmpint (g_rmdir (lock), ==, 0);
  g_settings_reset (settings, "computer-pace");
}

/* A name is typed no longer than records and statistics keep: the New
 * Game dialog and the preferences take MJ_PLAYER_NAME_MAX_CHARS characters
 * and say so at the limit; a name that long, saved, is resumed, not set
 * aside as unreadable. */
static void
test_name_limit (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *path = mj_window_autosave_path ();
  g_autofree char *aside = g_strconcat (path, ".unreadable", NULL);
  GString *long_name = g_string_new (NULL);
  MjMatchSetup setup = { 0 };
  MjWindow *window;
  GtkWidget *dialog, *prefs;
  GtkEditable *entry = NULL;
  const char *names[5] = { NULL };

  for (guint i = 0; i < 90; i++)
    g_string_append (long_name, "雀");
  names[0] = long_name->str;
  names[1] = "Li Wei";
  names[2] = "Zhang Min";
  names[3] = "Wang Fang";
  g_settings_set_strv (settings, "player-names", names);
  g_settings_set_double (settings, "computer-pace", 0.0);
  window = app_test_new_window ();

  setup.rules = mj_rules_lookup ("sichuan");
  mj_options_init_defaults (setup.rules, &setup.options);
  setup.names[0] = g_strdup (long_name->str);
  dialog = GTK_WIDGET (mj_new_game_dialog_new (GTK_WINDOW (window), settings, &setup));
  mj_match_setup_clear (&setup);
  gtk_window_present (GTK_WINDOW (dialog));
  ui_iterate (100);
  entry = GTK_EDITABLE (ui_find_descendant (dialog, GTK_TYPE_ENTRY));
  g_assert_nonnull (entry);
  g_assert_cmpint (gtk_entry_get_max_length (GTK_ENTRY (entry)), ==, MJ_PLAYER_NAME_MAX_CHARS);
  g_assert_cmpuint (g_utf8_strlen (gtk_editable_get_text (entry), -1), ==, MJ_PLAYER_NAME_MAX_CHARS);
  g_assert_true (gtk_widget_get_visible (mj_name_entry_get_message (entry)));
  gtk_editable_set_text (entry, "Mei");
  g_assert_false (gtk_widget_get_visible (mj_name_entry_get_message (entry)));
  gtk_window_destroy (GTK_WINDOW (dialog));

  prefs = GTK_WIDGET (mj_preferences_new (settings));
  gtk_window_present (GTK_WINDOW (prefs));
  ui_iterate (100);
  entry = GTK_EDITABLE (ui_find_descendant (prefs, ADW_TYPE_ENTRY_ROW));
  g_assert_nonnull (entry);
  g_assert_cmpuint (g_utf8_strlen (gtk_editable_get_text (entry), -1), ==, MJ_PLAYER_NAME_MAX_CHARS);
  g_assert_true (gtk_widget_get_visible (mj_name_entry_get_message (entry)));
  gtk_editable_insert_text (entry, "more", -1, &(int) { 0 });
  g_assert_cmpuint (g_utf8_strlen (gtk_editable_get_text (entry), -1), ==, MJ_PLAYER_NAME_MAX_CHARS);
  gtk_window_destroy (GTK_WINDOW (prefs));

  /* the long name of the settings, as the match of the last start had
   * it: saved, and resumed at the next start */
  {
    guint n;
    gtk_window_destroy (GTK_WINDOW (window));
    ui_iterate (50);
    g_unlink (aside);
    window = mj_window_new (NULL);
    g_assert_false (g_file_test (aside, G_FILE_TEST_EXISTS));
    mj_game_get_history (mj_match_get_game (mj_window_get_match (window)), &n);
    g_assert_cmpuint (n, >, 0);
    g_assert_true (g_str_has_prefix (long_name->str, mj_match_get_name (mj_window_get_match (window), 0)));
  }
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
  g_settings_reset (settings, "player-names");
  g_settings_reset (settings, "computer-pace");
  g_string_free (long_name, TRUE);
}

/* ---- Lisi's standing tiles -------------------------------------------------------------- */

static MjMatch *
json_match (const char *json)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (MjRecord) record = mj_record_from_json (json, -1, &error);
  MjMatch *match;

  g_assert_no_error (error);
  match = mj_match_new_from_record (record, &error);
  g_assert_no_error (error);
  return match;
}

static int
find_hand_tile (MjTableView *table,
                MjTile       tile,
                guint        from)
{
  for (guint i = from; i < mj_table_view_get_hand_length (table); i++)
    if (mj_table_view_get_hand_tile (table, i) == tile)
      return (int) i;
  return -1;
}

/* The frame round a standing tile: violet. */
static gboolean
violet (GdkRGBA c)
{
  return c.blue > 0.6f && c.red > 0.4f && c.green < 0.5f && c.red < c.blue;
}

/* East holds a standing 1s and an ordinary 1s (the first four tiles of a
 * Lisi deal stand): at the smallest and a large window the standing one is
 * framed and raised, the ordinary one not; clicking the standing one
 * discards nothing (it never goes face up), clicking the ordinary one
 * discards it and the standing 1s stays; the hint's mark, when it names
 * 1s, goes on the ordinary copy.  (The standing 1s once looked like its
 * twin, and clicking it discarded the ordinary one.) */
static void
test_lisi_standing (void)
{
  static const char json[] =
    "{ \"format\": \"sparrow-record\", \"version\": 1, \"rules\": \"lisi\", \"seed\": \"5\","
    "  \"players\": [ { \"name\": \"Tester\", \"player\": \"human\" },"
    "                 { \"name\": \"Li Wei\", \"player\": \"computer\", \"level\": 2 },"
    "                 { \"name\": \"Zhang Min\", \"player\": \"computer\", \"level\": 2 },"
    "                 { \"name\": \"Wang Fang\", \"player\": \"computer\", \"level\": 2 } ],"
    "  \"deal\": { \"dealer\": \"E\","
    "            \"hands\": [ \"1s5z5z5z1s2s3s4p5p6p7m8m9m9m\", \"2z2z2z3z3z3z4z4z4z1m1m1m2m\","
    "                         \"1p1p1p2p2p2p3p3p3p2m2m2m3m\", \"6s6s6s7s7s8s8s8s3m3m4m4m9p\" ],"
    "            \"draws\": \"\", \"replacements\": \"\" },"
    "  \"actions\": [] }";
  static const int sizes[][2] = { { 1024, 640 }, { 2560, 1440 } };
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  const MjTile one_s = 18;

  g_settings_set_double (settings, "computer-pace", 0.0);
  /* with the hint panel open as well: its mark stays off the standing 1s */
  g_settings_set_boolean (settings, "show-hints", TRUE);
  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
    {
      g_autoptr (MjMatch) match = json_match (json);
      MjGame *game = mj_match_get_game (match);
      const MjPlayer *east = &mj_game_get_state (game)->players[0];
      MjWindow *window = app_test_new_window ();
      MjTableView *table = MJ_TABLE_VIEW (mj_window_get_table (window));
      graphene_rect_t sb, ob;
      GdkTexture *shown;
      int standing, ordinary;
      double x, y;

      gtk_window_set_default_size (GTK_WINDOW (window), sizes[k][0], sizes[k][1]);
      mj_window_play (window, match);
      for (guint i = 0; i < 300 && !((mj_game_get_pending (game) & 1) && mj_game_get_phase (game) == MJ_PHASE_TURN); i++)
        ui_iterate (10);
      ui_iterate (200);
      g_assert_true (ui_wait_sized (GTK_WIDGET (table)));
      g_assert_cmpuint (east->standing[one_s], ==, 1);
      g_assert_cmpuint (east->hand.counts[one_s], ==, 2);

      /* the standing tiles first, apart: the 1s among them, its twin later */
      standing = find_hand_tile (table, one_s, 0);
      ordinary = find_hand_tile (table, one_s, (guint) standing + 1);
      g_assert_cmpint (standing, ==, 0);
      g_assert_cmpint (ordinary, >, 3);
      /* drawn first, then asked where the tiles are: on a busy machine the
       * window may still be given another size while it is drawn, and the
       * places are the drawing's size's */
      shown = ui_render (GTK_WIDGET (table));
      g_assert_cmpint (gdk_texture_get_width (shown), ==, gtk_widget_get_width (GTK_WIDGET (table)));
      g_assert_cmpint (gdk_texture_get_height (shown), ==, gtk_widget_get_height (GTK_WIDGET (table)));
      g_assert_true (mj_table_view_get_tile_bounds (table, (guint) standing, &sb));
      g_assert_true (mj_table_view_get_tile_bounds (table, (guint) ordinary, &ob));
      /* raised, and framed in violet (just outside its left edge) */
      g_assert_cmpfloat (sb.origin.y, <, ob.origin.y);
      if (!violet (ui_pixel (shown, (int) sb.origin.x - 1, (int) (sb.origin.y + sb.size.height / 2))))
        g_error ("at %dx%d the standing 1s has no frame", sizes[k][0], sizes[k][1]);
      g_assert_false (violet (ui_pixel (shown, (int) ob.origin.x - 1, (int) (ob.origin.y + ob.size.height / 2))));
      g_object_unref (shown);

      /* chosen and clicked again: refused, nothing discarded */
      g_assert_true (mj_table_view_get_tile_center (table, (guint) standing, &x, &y));
      ui_click (GTK_WIDGET (table), x, y);
      ui_click (GTK_WIDGET (table), x, y);
      ui_iterate (100);
      g_assert_cmpuint (east->n_discards, ==, 0);
      g_assert_cmpuint (east->hand.counts[one_s], ==, 2);
      g_assert_cmpuint (east->standing[one_s], ==, 1);

      /* the ordinary twin goes, the standing 1s stays */
      g_assert_true (mj_table_view_get_tile_center (table, (guint) ordinary, &x, &y));
      ui_click (GTK_WIDGET (table), x, y);
      ui_click (GTK_WIDGET (table), x, y);
      ui_iterate (100);
      g_assert_cmpuint (east->n_discards, >=, 1);
      g_assert_cmpuint (east->discards[0].tile, ==, one_s);
      g_assert_cmpuint (east->discards[0].flags & MJ_DISCARD_FACE_DOWN, ==, 0);
      g_assert_cmpuint (east->standing[one_s], ==, 1);

      mj_match_set_paused (match, TRUE);
      gtk_window_destroy (GTK_WINDOW (window));
      ui_iterate (50);
    }
  g_settings_reset (settings, "show-hints");
}

/* ---- the line under the table ------------------------------------------------------------ */

/* The status line and the claim bar's prompt, in the window's frame. */
static void
bottom_line (MjWindow        *window,
             GtkWidget      **status,
             GtkWidget      **prompt,
             graphene_rect_t *status_bounds,
             graphene_rect_t *prompt_bounds)
{
  GtkWidget *bar = mj_window_get_claim_bar (window);

  *status = gtk_widget_get_prev_sibling (bar);
  *prompt = gtk_widget_get_first_child (gtk_widget_get_last_child (bar));
  g_assert_true (GTK_IS_LABEL (*status) && GTK_IS_LABEL (*prompt));
  g_assert_true (gtk_widget_compute_bounds (*status, GTK_WIDGET (window), status_bounds));
  g_assert_true (gtk_widget_compute_bounds (*prompt, GTK_WIDGET (window), prompt_bounds));
}

/* At 1280×800 with the hints open, a claim of several chows: the status
 * line ("Wang Fang discards 2 of bamboo") is shown whole and stays 24 px
 * clear of the claim bar's "Claim the discard?", so the two do not read as
 * one sentence.  (They stood 16 px apart, the same grey: the status ran
 * into the question.)  The table is as tall as before the claim. */
static void
test_status_beside_claims (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  guint seen = 0;

  g_settings_set_double (settings, "computer-pace", 0.0);
  for (guint64 seed = 1; seed < 20 && seen == 0; seed++)
    {
      g_autoptr (MjMatch) match = app_test_match ("qionghai", seed, TRUE);
      MjGame *game = mj_match_get_game (match);
      MjWindow *window = app_test_new_window ();
      MjClaimBar *claims = MJ_CLAIM_BAR (mj_window_get_claim_bar (window));
      GtkWidget *table = mj_window_get_table (window);
      int empty_bar_table = 0;

      mj_window_play (window, match);
      g_action_group_change_action_state (G_ACTION_GROUP (window), "hints", g_variant_new_boolean (TRUE));
      for (guint i = 0; i < 3000 && seen == 0 && mj_game_get_phase (game) != MJ_PHASE_HAND_OVER; i++)
        {
          GtkWidget *status, *prompt;
          graphene_rect_t sb, pb;

          ui_iterate (10);
          if (mj_claim_bar_get_n_buttons (claims) == 0)
            empty_bar_table = gtk_widget_get_height (table);
          if (!(mj_game_get_pending (game) & 1))
            continue;
          if (mj_game_get_phase (game) == MJ_PHASE_TURN)
            {
              gtk_widget_grab_focus (mj_window_get_table (window));
              ui_key (mj_window_get_table (window), GDK_KEY_End, 0);
              ui_key (mj_window_get_table (window), GDK_KEY_Return, 0);
              continue;
            }
          if (mj_game_get_phase (game) != MJ_PHASE_CLAIM || mj_claim_bar_get_n_buttons (claims) < 3)
            {
              if (!mj_claim_bar_activate (claims, MJ_ACTION_PASS))
                mj_claim_bar_activate (claims, MJ_ACTION_CHOOSE_SUIT);
              continue;
            }
          ui_iterate (100);
          bottom_line (window, &status, &prompt, &sb, &pb);
          g_test_message ("seed %" G_GUINT64_FORMAT ": %u buttons, status \"%s\" ends at %.0f, the prompt starts at %.0f",
                          seed, mj_claim_bar_get_n_buttons (claims), gtk_label_get_text (GTK_LABEL (status)),
                          sb.origin.x + sb.size.width, pb.origin.x);
          g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (prompt)), !=, "");
          g_assert_cmpfloat (pb.origin.x - (sb.origin.x + sb.size.width), >=, 24);
          /* and whole, with room to spare */
          g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (status))));
          /* the table keeps its size, and its tiles theirs, while the
           * claim's buttons show (it lost 25 px to them) */
          g_assert_cmpint (empty_bar_table, >, 0);
          g_assert_cmpint (gtk_widget_get_height (table), ==, empty_bar_table);
          ui_save_png (GTK_WIDGET (window), "claim-status.png");
          seen++;
        }
      mj_match_set_paused (match, TRUE);
      gtk_window_destroy (GTK_WINDOW (window));
      ui_iterate (50);
    }
  g_assert_cmpuint (seen, >, 0);
}

/* ---- the discards that matter ------------------------------------------------------------ */

/* The colour just outside the left edge of a seat's discard `i`. */
static GdkRGBA
beside_discard (MjTableView *table,
                guint        rel,
                guint        i)
{
  const MjTableTile *t = &mj_table_view_get_layout (table)->seats[rel].discards[i];
  GdkTexture *shown = ui_render (GTK_WIDGET (table));
  GdkRGBA c = ui_pixel (shown, (int) t->rect.origin.x - 1, (int) (t->rect.origin.y + t->rect.size.height / 2));

  g_object_unref (shown);
  return c;
}

/* The tile on offer in a claim stands out in amber, a tile won on in red,
 * the table's latest discard once play moved on in a light frame; an
 * ordinary discard in none of these. */
static void
test_discard_marks (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  MjWindow *window;
  MjTableView *table;
  g_autoptr (MjMatch) match = app_test_match ("qionghai", 7, TRUE);
  MjView view;
  GdkRGBA c;

  g_settings_set_boolean (settings, "show-hints", FALSE);
  window = app_test_new_window ();
  table = MJ_TABLE_VIEW (mj_window_get_table (window));
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  mj_window_play (window, match);
  mj_match_set_paused (match, TRUE);

  /* on offer: the left seat's last discard */
  app_test_worst_view ("qionghai", &view);
  mj_table_view_set_view (table, &view);
  ui_iterate (100);
  c = beside_discard (table, 3, 24);
  g_assert_true (c.red > 0.85f && c.green > 0.55f && c.blue < 0.45f);
  c = beside_discard (table, 3, 22);
  g_assert_false (c.red > 0.85f && c.green > 0.55f && c.blue < 0.45f);

  /* won on: in red */
  view.phase = MJ_PHASE_HAND_OVER;
  view.pending = 0;
  view.players[3].discards[24].flags |= MJ_DISCARD_WON;
  mj_table_view_set_view (table, &view);
  ui_iterate (100);
  c = beside_discard (table, 3, 24);
  g_assert_true (c.red > 0.8f && c.green < 0.4f && c.blue < 0.4f);

  /* the latest, play moved on: a light frame */
  view.phase = MJ_PHASE_TURN;
  view.turn = 0;
  view.players[3].discards[24].flags = 0;
  mj_table_view_set_view (table, &view);
  ui_iterate (100);
  c = beside_discard (table, 3, 24);
  g_assert_true (c.red > 0.85f && c.green > 0.85f && c.blue > 0.7f);
  c = beside_discard (table, 2, 24);
  g_assert_false (c.red > 0.85f && c.green > 0.85f && c.blue > 0.7f);

  g_settings_reset (settings, "show-hints");
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

/* A hand that changes is laid out at once: what asks where a tile is (a
 * click, a key, a screen reader) before the next frame finds it where it
 * will be drawn.  Taiwan's 17 tiles are shown first, then Lisi's 13 with
 * three standing ones, and without letting a frame pass the standing
 * tiles are already raised and the last tile is the thirteenth.  (The
 * layout was made only at the next allocation: the sanitized run on a
 * busy machine found the standing 1s at the height of the other.) */
static void
test_layout_follows_hand (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  MjWindow *window;
  MjTableView *table;
  g_autoptr (MjMatch) match = app_test_match ("lisi", 5, TRUE);
  graphene_rect_t first, standing, ordinary, last;
  MjView view;

  g_settings_set_boolean (settings, "show-hints", FALSE);
  window = app_test_new_window ();
  table = MJ_TABLE_VIEW (mj_window_get_table (window));
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  mj_window_play (window, match);
  mj_match_set_paused (match, TRUE);

  app_test_worst_view ("taiwan16", &view);
  mj_table_view_set_view (table, &view);
  g_assert_true (ui_wait_sized (GTK_WIDGET (table)));
  ui_iterate (100);
  g_assert_cmpuint (mj_table_view_get_hand_length (table), ==, 17);
  g_assert_true (mj_table_view_get_tile_bounds (table, 0, &first));

  /* no main-loop iteration from here on */
  app_test_worst_view ("lisi", &view);
  mj_table_view_set_view (table, &view);
  g_assert_cmpuint (mj_table_view_get_hand_length (table), ==, 13);
  g_assert_true (mj_table_view_get_tile_bounds (table, 0, &standing));
  g_assert_true (mj_table_view_get_tile_bounds (table, 3, &ordinary));
  g_assert_true (mj_table_view_get_tile_bounds (table, 12, &last));
  g_assert_cmpfloat (standing.origin.y, <, ordinary.origin.y);
  g_assert_cmpfloat (last.origin.y, ==, ordinary.origin.y);
  /* 13 tiles are centred in the row: the first starts right of where the
   * first of 17 did */
  g_assert_cmpfloat (standing.origin.x, >, first.origin.x);

  g_settings_reset (settings, "show-hints");
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

/* ---- screenshots --------------------------------------------------------------------- */

/* The worst case of every rule set (app_test_worst_view) at the smallest
 * window and a large one, light and dark: screenshots/worst-RULES-SIZE-
 * SCHEME.png, every text of the table whole.  The table of each window is
 * at least as large as the layout test (tests/test-table-layout.c)
 * assumes. */
static void
test_worst_case (void)
{
  static const struct { int w, h, table_w, table_h; } sizes[] = { { 1024, 640, 1004, 512 }, { 2560, 1440, 2540, 1312 } };
  static const char * const rules[] = { "sichuan", "zhuoji", "qionghai", "lisi", "taiwan16" };
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);

  g_settings_set_double (settings, "computer-pace", 0.0);
  /* the whole table: the hint panel closed */
  g_settings_set_boolean (settings, "show-hints", FALSE);
  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
    {
      MjWindow *window = app_test_new_window ();
      MjTableView *table = MJ_TABLE_VIEW (mj_window_get_table (window));

      gtk_window_set_default_size (GTK_WINDOW (window), sizes[k].w, sizes[k].h);
      ui_need_screen (GTK_WIDGET (window), sizes[k].w, sizes[k].h);
      ui_wait_window_size (window, sizes[k].w, sizes[k].h);
      for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
        {
          g_autoptr (MjMatch) match = app_test_match (rules[i], 7, TRUE);
          MjView view;

          mj_window_play (window, match);
          mj_match_set_paused (match, TRUE);
          app_test_worst_view (rules[i], &view);
          mj_table_view_set_view (table, &view);
          /* (the paused match's own turn does not dim the position's tiles) */
          mj_table_view_set_interactive (table, FALSE);
          for (guint dark = 0; dark < 2; dark++)
            {
              g_autofree char *name = g_strdup_printf ("worst-%s-%dx%d-%s.png", rules[i], sizes[k].w, sizes[k].h,
                                                       dark ? "dark" : "light");
              adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                                  dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
              ui_iterate (100);
              ui_save_png (GTK_WIDGET (window), name);
              g_test_message ("%s: the table is %d×%d", name, gtk_widget_get_width (GTK_WIDGET (table)),
                              gtk_widget_get_height (GTK_WIDGET (table)));
              g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (table)), >=, sizes[k].table_w);
              g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (table)), >=, sizes[k].table_h);
              g_assert_cmpuint (mj_table_view_count_drawn (table, MJ_TABLE_AREA_DISCARDS, 1, TRUE), ==, 25);
              if (mj_table_view_get_n_cut_texts (table))
                g_error ("%s: %u texts of the table cut short", name, mj_table_view_get_n_cut_texts (table));
            }
        }
      gtk_window_destroy (GTK_WINDOW (window));
      ui_iterate (50);
    }
  g_settings_reset (settings, "show-hints");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}


static void
screenshot_sized (const char *rules,
                  gboolean    dark,
                  const char *name,
                  int         width,
                  int         height)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (MjMatch) match = app_test_match (rules, 7, FALSE);
  MjWindow *window;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
  g_settings_set_double (settings, "computer-pace", 0.0);
  window = app_test_new_window ();
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  mj_window_play (window, match);
  /* a dozen turns into the hand */
  for (guint i = 0; i < 400 && mj_game_get_state (mj_match_get_game (match))->n_turns < 24 &&
                    mj_game_get_phase (mj_match_get_game (match)) != MJ_PHASE_HAND_OVER; i++)
    ui_iterate (10);
  mj_match_set_paused (match, TRUE);
  ui_iterate (150);
  ui_save_png (GTK_WIDGET (window), name);
  /* once settled, redraws of the table (five sizes or more: hands, the
   * others', discards, melds, flowers) and of the hint panel rasterise
   * nothing: every size in use stays cached */
  {
    MjTileCache *cache = mj_table_view_get_tile_cache (MJ_TABLE_VIEW (mj_window_get_table (window)));
    guint before = mj_tile_cache_get_n_rasterised (cache);
    for (guint i = 0; i < 5; i++)
      {
        gtk_widget_queue_draw (mj_window_get_table (window));
        gtk_widget_queue_draw (mj_window_get_claim_bar (window));
        ui_iterate (60);
      }
    g_assert_cmpuint (mj_tile_cache_get_n_rasterised (cache), ==, before);
  }

  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

/* A person's turn with the hint panel open, on a wood table with large
 * tiles: the preferences of Appearance, and the hints, to look at. */
static void
screenshot (const char *rules,
            gboolean    dark,
            const char *name)
{
  screenshot_sized (rules, dark, name, 1280, 800);
}

static void
screenshot_hints (const char *rules,
                  const char *name)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (MjMatch) match = app_test_match (rules, 11, TRUE);
  MjGame *game = mj_match_get_game (match);
  MjClaimBar *bar;
  MjWindow *window;
  guint turns = 0;

  g_settings_set_double (settings, "computer-pace", 0.0);
  g_settings_set_string (settings, "table-colour", "wood");
  g_settings_set_string (settings, "tile-size", "large");
  g_settings_set_string (settings, "hint-level", "full");
  window = app_test_new_window ();
  bar = MJ_CLAIM_BAR (mj_window_get_claim_bar (window));
  mj_window_play (window, match);
  g_action_group_change_action_state (G_ACTION_GROUP (window), "hints", g_variant_new_boolean (TRUE));
  /* the person's third turn: pass claims, discard the drawn tile */
  for (guint i = 0; i < 2000 && turns < 3; i++)
    {
      ui_iterate (10);
      if (!(mj_game_get_pending (game) & 1))
        continue;
      if (mj_game_get_phase (game) != MJ_PHASE_TURN)
        {
          if (!mj_claim_bar_activate (bar, MJ_ACTION_PASS))
            mj_claim_bar_activate (bar, MJ_ACTION_CHOOSE_SUIT);
          continue;
        }
      if (++turns == 3)
        break;
      {
        MjTableView *table = MJ_TABLE_VIEW (mj_window_get_table (window));
        gtk_widget_grab_focus (GTK_WIDGET (table));
        ui_key (GTK_WIDGET (table), GDK_KEY_End, 0);
        ui_key (GTK_WIDGET (table), GDK_KEY_Return, 0);
      }
    }
  ui_iterate (400);
  ui_save_png (GTK_WIDGET (window), name);
  g_settings_reset (settings, "table-colour");
  g_settings_reset (settings, "tile-size");
  g_settings_reset (settings, "hint-level");
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

static void
test_screenshots (void)
{
  screenshot_hints ("zhuoji", "zhuoji-hints-wood.png");
  screenshot ("lisi", FALSE, "lisi-light.png");
  /* the smallest window the table is made for, and a 4K one */
  screenshot_sized ("qionghai", FALSE, "qionghai-1024x640.png", 1024, 640);
  screenshot_sized ("taiwan16", FALSE, "taiwan16-3840x2160.png", 3840, 2160);
  screenshot ("sichuan", FALSE, "sichuan-light.png");
  screenshot ("sichuan", TRUE, "sichuan-dark.png");
  screenshot ("qionghai", FALSE, "qionghai-light.png");
  screenshot ("taiwan16", TRUE, "taiwan16-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* app.quit with dialogs over the table: every window closed, none left
 * (the loop once walked the application's list while closing took the
 * windows off it: SIGTERM with the score dialog open crashed). */
/* The status line belongs to the hand it tells of: a new match, and each
 * new hand, begin with their deal, not the last match's or hand's
 * discard. */
static void
test_status_belongs_to_hand (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (MjMatch) first = app_test_match ("taiwan16", 5, FALSE);
  g_autoptr (MjMatch) second = app_test_match ("sichuan", 6, FALSE);
  MjWindow *window;
  MjTableView *table;
  guint n;

  g_settings_set_double (settings, "computer-pace", 0.0);
  window = app_test_new_window ();
  table = MJ_TABLE_VIEW (mj_window_get_table (window));
  mj_window_play (window, first);
  for (guint i = 0; i < 500 && (mj_game_get_history (mj_match_get_game (first), &n), n < 12); i++)
    ui_iterate (10);
  g_assert_nonnull (strstr (mj_table_view_get_news (table), "discards"));

  /* (read at once: the computers play on from the next turn of the loop) */
  mj_window_play (window, second);
  g_assert_nonnull (strstr (mj_table_view_get_news (table), "deals"));
  g_assert_null (strstr (mj_table_view_get_news (table), "discards"));
  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (settings, "computer-pace");
  ui_iterate (50);
}

/* A first start teaches: the hints are open (and stay as the person
 * leaves them), and on the person's turn the bar says what to do. */
static void
test_first_start (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (MjMatch) match = app_test_match ("zhuoji", 77, TRUE);
  g_autoptr (GVariant) state = NULL;
  MjWindow *window;
  MjClaimBar *bar;
  MjGame *game;

  g_settings_reset (settings, "show-hints");
  g_settings_set_double (settings, "computer-pace", 0.0);
  window = app_test_new_window ();
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "hints");
  g_assert_true (g_variant_get_boolean (state));
  mj_window_play (window, match);
  bar = MJ_CLAIM_BAR (mj_window_get_claim_bar (window));
  game = mj_match_get_game (match);
  for (guint i = 0; i < 500 && !(mj_game_get_phase (game) == MJ_PHASE_TURN && (mj_game_get_pending (game) & 1)); i++)
    ui_iterate (10);
  g_assert_cmpint (mj_game_get_phase (game), ==, MJ_PHASE_TURN);
  ui_iterate (50);
  g_assert_nonnull (strstr (mj_claim_bar_get_prompt (bar), "Your turn"));
  g_assert_nonnull (strstr (mj_claim_bar_get_prompt (bar), "discard"));

  /* closed, it stays closed at the next start */
  g_action_group_change_action_state (G_ACTION_GROUP (window), "hints", g_variant_new_boolean (FALSE));
  g_assert_false (g_settings_get_boolean (settings, "show-hints"));
  gtk_window_destroy (GTK_WINDOW (window));
  window = app_test_new_window ();
  g_clear_pointer (&state, g_variant_unref);
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "hints");
  g_assert_false (g_variant_get_boolean (state));
  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (settings, "show-hints");
  ui_iterate (50);
}

static void
test_quit (void)
{
  g_autoptr (MjApplication) app = mj_application_new ();
  GtkWindow *windows[3];

  /* a private instance: other tests on this session bus may hold the id */
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (windows); i++)
    {
      windows[i] = GTK_WINDOW (gtk_window_new ());
      gtk_application_add_window (GTK_APPLICATION (app), windows[i]);
      if (i > 0)
        gtk_window_set_transient_for (windows[i], windows[0]);
      gtk_window_present (windows[i]);
    }
  ui_iterate (50);
  g_assert_cmpuint (g_list_length (gtk_application_get_windows (GTK_APPLICATION (app))), ==, 3);
  g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data = g_dir_make_tmp ("sparrow-test-XXXXXX", NULL);

  /* a fresh data directory: no saved match from elsewhere */
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  ui_test_prepare_display ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/ui/templates", test_templates);
  g_test_add_func ("/ui/new-game-rules-name", test_new_game_rules_name);
  /* (before any test that loads the network module) */
  g_test_add_func ("/ui/new-game/network-module-missing", test_network_module_missing);
  g_test_add_func ("/ui/new-game/network", test_new_game_network);
  g_test_add_func ("/ui/play-hand", test_play_hand);
  g_test_add_func ("/ui/preferences/auto-win", test_auto_win);
  g_test_add_func ("/ui/preferences/own-order", test_own_order);
  g_test_add_func ("/ui/preferences/claim-time-limit", test_claim_time_limit);
  g_test_add_func ("/ui/options-next-game", test_options_next_game);
  g_test_add_func ("/ui/unknown-rules", test_unknown_rules);
  g_test_add_func ("/ui/weekday-chicken", test_weekday_chicken);
  g_test_add_func ("/ui/open-record", test_open_record);
  g_test_add_func ("/ui/corrupt-statistics", test_corrupt_stats);
  g_test_add_func ("/ui/resume", test_resume);
  g_test_add_func ("/ui/hot-seat", test_hot_seat);
  g_test_add_func ("/ui/hot-seat/ask-everyone", test_hot_seat_ask_everyone);
  g_test_add_func ("/ui/privacy/replay", test_privacy_replay);
  g_test_add_func ("/ui/files/private", test_private_files);
  g_test_add_func ("/ui/files/resume-fifo", test_resume_fifo);
  g_test_add_func ("/ui/files/nothing-kept", test_resume_nothing_kept);
  g_test_add_func ("/ui/files/second-window", test_second_window);
  g_test_add_func ("/ui/files/details", test_notice_details);
  g_test_add_func ("/ui/files/lock-unusable", test_lock_unusable);
  g_test_add_func ("/ui/names/limit", test_name_limit);
  g_test_add_func ("/ui/lisi-standing", test_lisi_standing);
  g_test_add_func ("/ui/layout-follows-hand", test_layout_follows_hand);
  g_test_add_func ("/ui/status-beside-claims", test_status_beside_claims);
  g_test_add_func ("/ui/screenshots", test_screenshots);
  g_test_add_func ("/ui/worst-case", test_worst_case);
  g_test_add_func ("/ui/discard-marks", test_discard_marks);
  g_test_add_func ("/ui/first-start", test_first_start);
  g_test_add_func ("/ui/status-belongs-to-hand", test_status_belongs_to_hand);
  g_test_add_func ("/ui/quit", test_quit);
  g_test_add_func ("/ui/no-gl-stack", ui_test_no_gl_stack);

  return g_test_run ();
}
