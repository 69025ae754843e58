/* test-drill-window.c: the discard drills' window under Xvfb, played as a
 * person does.  Run in English and in 简体 (tests/meson.build sets
 * LANGUAGE); each on an X server of its own, whose keys are pressed
 * through the X server (xdotool's XTEST), so GTK's own event path decides
 * where they go.
 *
 *   /ui/drill/session-by-keys   a session of ten positions played with the
 *                               keyboard alone (Home, →, Enter; Enter for
 *                               the next): each grade is the engine's for
 *                               the tile the keys reached, every sentence
 *                               shown and every name for the screen reader
 *                               is in words (no tile in notation), the
 *                               summary counts the session, and the
 *                               progress file holds it
 *                               (screenshots/drill-LANG-{question,answer,summary}.png)
 *   /ui/drill/every-rule-set    a position of each rule set answered by a
 *                               click on the best tile: graded best; the
 *                               declared missing suit (Sichuan) is said,
 *                               the standing tiles (Lisi) framed;
 *                               at 1024×640, the hand and the answer fit
 *                               (screenshots/drill-LANG-1024-RULES.png)
 *   /ui/drill/two-windows       two windows drilling at once: both answers
 *                               are in the file
 *   /ui/drill/damaged-progress  a damaged progress file: the window says so
 *                               and where it was kept, and drills on
 *   /ui/drill/main-window       reached from the main window's action and
 *                               its key (Ctrl+D), listed in the shortcuts
 *                               window
 *
 * Needs xdotool (build-aux/install-deps.sh installs it).
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "mj-application.h"
#include "mj-drill-window.h"
#include "mj-ui-test.h"
#include "mj-app-test.h"
#include "mj-words-test.h"

static const char *language;
static char *data_dir;

/* ---- keys through the X server (tests/mj-ui-test.c) ------------------------ */

static void
focus_window (GtkWindow *window)
{
  g_assert_true (ui_xkeys_focus (window));
}

static void
press_keys (const char * const *keysyms)
{
  ui_xkeys_press (keysyms);
  /* a button pressed by a key acts after a moment */
  ui_iterate (130);
}

static void
press (const char *keysym)
{
  const char *keys[] = { keysym, NULL };
  press_keys (keys);
}

/* ---- what the window shows ------------------------------------------------------------------- */

/* Every label in sight and every name a screen reader is given, in words;
 * returns how many texts were read. */
static guint
read_everything (GtkWidget *widget)
{
  guint n = 0;
  g_autofree char *name = NULL;

  if (!gtk_widget_get_mapped (widget))
    return 0;
  if (GTK_IS_LABEL (widget))
    {
      const char *text = gtk_label_get_text (GTK_LABEL (widget));
      words_test_assert_in_words (text);
      n += text[0] != '\0';
    }
  name = ui_accessible_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL);
  if (name)
    {
      words_test_assert_in_words (name);
      n++;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    n += read_everything (c);
  return n;
}

/* A label in sight holds `needle`. */
static gboolean
shows_text (GtkWidget  *widget,
            const char *needle)
{
  if (!gtk_widget_get_mapped (widget))
    return FALSE;
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), needle))
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    if (shows_text (c, needle))
      return TRUE;
  return FALSE;
}

static guint
hand_index_of (MjDrillWindow *window,
               MjTile         tile)
{
  guint i = 0;

  for (GtkWidget *b = gtk_widget_get_first_child (mj_drill_window_get_hand_box (window)); b;
       b = gtk_widget_get_next_sibling (b), i++)
    if (GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (b), "tile")) == tile)
      return i;
  g_error ("%s is not in the hand shown", mj_tile_display_name (tile));
}

static MjTile
hand_tile_at (MjDrillWindow *window,
              guint          index)
{
  GtkWidget *b = gtk_widget_get_first_child (mj_drill_window_get_hand_box (window));

  for (guint i = 0; i < index; i++)
    b = gtk_widget_get_next_sibling (b);
  g_assert_nonnull (b);
  return (MjTile) GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (b), "tile"));
}

static char *
shot_name (const char *what)
{
  return g_strdup_printf ("drill-%s-%s.png", language, what);
}

static void
test_session_by_keys (void)
{
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  MjDrillWindow *window;
  g_autoptr (MjDrillProgress) saved = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *path = mj_drill_progress_default_path ();
  guint n_best = 0, n_good = 0;
  MjDrillRecord record;

  g_remove (path);
  window = mj_drill_window_new (NULL, cache, "zhuoji");
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  mj_drill_window_start (window, "zhuoji", 2026);
  focus_window (GTK_WINDOW (window));
  ui_wait_window_size (window, 1280, 800);
  g_assert_cmpstr (mj_drill_window_get_message (window), ==, "");

  for (guint i = 0; i < MJ_DRILL_SESSION_LENGTH; i++)
    {
      const MjDrillPosition *p = mj_drill_window_get_position (window);
      const MjDrillResult *shown;
      MjDrillResult expect;
      guint target, n_texts, n_buttons;
      MjTile tile;
      g_autoptr (GPtrArray) keys = g_ptr_array_new ();

      g_assert_nonnull (p);
      g_assert_null (mj_drill_window_get_result (window));
      g_assert_true (ui_wait_sized (mj_drill_window_get_hand_box (window)));
      /* the best tile at even positions, else the first or the last */
      n_buttons = 0;
      for (GtkWidget *b = gtk_widget_get_first_child (mj_drill_window_get_hand_box (window)); b;
           b = gtk_widget_get_next_sibling (b))
        n_buttons++;
      g_assert_cmpuint (n_buttons, ==, p->view.hand.n_tiles);
      target = i % 2 == 0 ? hand_index_of (window, p->hint.recommended.tile) : i % 4 == 1 ? 0 : n_buttons - 1;
      tile = hand_tile_at (window, target);
      g_ptr_array_add (keys, "Home");
      for (guint k = 0; k < target; k++)
        g_ptr_array_add (keys, "Right");
      g_ptr_array_add (keys, "Return");
      g_ptr_array_add (keys, NULL);
      if (i == 0)
        {
          g_autofree char *name = shot_name ("question");
          n_texts = read_everything (GTK_WIDGET (window));
          g_assert_cmpuint (n_texts, >=, 14);
          ui_save_png (GTK_WIDGET (window), name);
        }
      press_keys ((const char * const *) keys->pdata);

      shown = mj_drill_window_get_result (window);
      g_assert_nonnull (shown);
      g_assert_cmpuint (shown->chosen, ==, tile);
      g_assert_true (mj_drill_grade (p, tile, &expect));
      g_assert_cmpint (shown->grade, ==, expect.grade);
      g_assert_cmpstr (shown->sentence, ==, expect.sentence);
      if (i % 2 == 0)
        g_assert_cmpint (shown->grade, ==, MJ_DRILL_BEST);
      n_best += expect.grade == MJ_DRILL_BEST;
      n_good += expect.grade == MJ_DRILL_GOOD;
      mj_drill_result_clear (&expect);
      g_assert_cmpuint (mj_drill_window_get_answered (window), ==, i + 1);

      /* the grade, the why and the tiles that help, all in words */
      g_assert_true (ui_wait_frame (GTK_WIDGET (window)));
      n_texts = read_everything (GTK_WIDGET (window));
      g_assert_cmpuint (n_texts, >=, 18);
      if (i == 1)
        {
          g_autofree char *name = shot_name ("answer");
          ui_save_png (GTK_WIDGET (window), name);
        }
      g_assert_true (gtk_widget_has_focus (mj_drill_window_get_next_button (window)));
      press ("Return");
    }

  g_assert_true (mj_drill_window_is_summary (window));
  g_assert_true (ui_wait_frame (GTK_WIDGET (window)));
  g_assert_cmpuint (read_everything (GTK_WIDGET (window)), >=, 5);
  {
    g_autofree char *name = shot_name ("summary");
    ui_save_png (GTK_WIDGET (window), name);
  }
  g_assert_cmpstr (mj_drill_window_get_message (window), ==, "");

  /* the session is in the file */
  saved = mj_drill_progress_load (path, &error);
  g_assert_no_error (error);
  mj_drill_progress_get (saved, "zhuoji", &record);
  g_assert_cmpuint (record.sessions, ==, 1);
  g_assert_cmpuint (record.positions, ==, MJ_DRILL_SESSION_LENGTH);
  g_assert_cmpuint (record.best, ==, n_best);
  g_assert_cmpuint (record.good, ==, n_good);
  g_assert_cmpuint (n_best, >=, 5);

  /* Enter on the summary starts the next session */
  g_assert_true (gtk_widget_has_focus (mj_drill_window_get_again_button (window)));
  press ("Return");
  g_assert_false (mj_drill_window_is_summary (window));
  g_assert_nonnull (mj_drill_window_get_position (window));
  g_assert_cmpuint (mj_drill_window_get_answered (window), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (100);
}

static void
test_every_rule_set (void)
{
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  MjDrillWindow *window = mj_drill_window_new (NULL, cache, NULL);
  guint n_rules;
  const MjRules * const *all = mj_rules_all (&n_rules);

  /* the smallest window the game supports */
  gtk_window_set_default_size (GTK_WINDOW (window), 1024, 640);
  gtk_window_present (GTK_WINDOW (window));
  ui_wait_window_size (window, 1024, 640);
  for (guint r = 0; r < n_rules; r++)
    {
      const MjDrillPosition *p;
      GtkWidget *b;
      MjTile best;

      /* chosen as a person does, in the header's list */
      gtk_drop_down_set_selected (GTK_DROP_DOWN (mj_drill_window_get_rules_choice (window)), r);
      if (r == 0)
        mj_drill_window_start (window, all[r]->id, 7);
      g_assert_cmpstr (mj_drill_window_get_rules_id (window), ==, all[r]->id);
      p = mj_drill_window_get_position (window);
      g_assert_nonnull (p);
      g_assert_true (p->view.rules == all[r]);
      g_assert_true (ui_wait_frame (GTK_WIDGET (window)));
      /* the declared missing suit is said (Sichuan); never one only advised */
      if (p->view.players[p->view.seat].missing_suit >= 0)
        g_assert_true (shows_text (GTK_WIDGET (window),
                                   mj_hint_suit_words ((guint) p->view.players[p->view.seat].missing_suit)));
      if (strcmp (all[r]->id, "sichuan") == 0)
        g_assert_cmpint (p->view.players[p->view.seat].missing_suit, >=, 0);
      /* Lisi's standing tiles are framed, and named so */
      {
        guint framed = 0, standing = 0;
        for (MjTile t = 0; t < MJ_N_KINDS; t++)
          standing += MIN (p->view.standing[t], p->view.hand.counts[t]);
        for (GtkWidget *h = gtk_widget_get_first_child (mj_drill_window_get_hand_box (window)); h;
             h = gtk_widget_get_next_sibling (h))
          framed += gtk_widget_has_css_class (h, "mj-drill-standing");
        g_assert_cmpuint (framed, ==, standing);
        if (strcmp (all[r]->id, "lisi") == 0)
          g_assert_cmpuint (standing, >, 0);
      }
      best = p->hint.recommended.tile;
      b = gtk_widget_get_first_child (mj_drill_window_get_hand_box (window));
      for (guint i = hand_index_of (window, best); i > 0; i--)
        b = gtk_widget_get_next_sibling (b);
      g_assert_true (ui_wait_sized (b));
      ui_click (b, 4, 4);
      ui_iterate (50);
      g_assert_nonnull (mj_drill_window_get_result (window));
      g_assert_cmpint (mj_drill_window_get_result (window)->grade, ==, MJ_DRILL_BEST);
      g_assert_true (ui_wait_frame (GTK_WIDGET (window)));
      read_everything (GTK_WIDGET (window));
      /* the hand and the answer fit the window's width */
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 1024);
      {
        g_autofree char *name = g_strdup_printf ("drill-%s-1024-%s.png", language, all[r]->id);
        ui_save_png (GTK_WIDGET (window), name);
      }
    }
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (100);
}

static void
answer_best (MjDrillWindow *window)
{
  const MjDrillPosition *p = mj_drill_window_get_position (window);
  GtkWidget *b = gtk_widget_get_first_child (mj_drill_window_get_hand_box (window));

  g_assert_nonnull (p);
  for (guint i = hand_index_of (window, p->hint.recommended.tile); i > 0; i--)
    b = gtk_widget_get_next_sibling (b);
  g_assert_true (ui_wait_sized (b));
  ui_click (b, 4, 4);
  ui_iterate (50);
  g_assert_nonnull (mj_drill_window_get_result (window));
}

/* Two windows drilling at once both count: each reads the file before it
 * writes. */
static void
test_two_windows (void)
{
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  g_autofree char *path = mj_drill_progress_default_path ();
  g_autoptr (MjDrillProgress) saved = NULL;
  g_autoptr (GError) error = NULL;
  MjDrillWindow *a, *b;
  MjDrillRecord r;

  g_remove (path);
  a = mj_drill_window_new (NULL, cache, "qionghai");
  b = mj_drill_window_new (NULL, cache, "qionghai");
  gtk_window_present (GTK_WINDOW (a));
  gtk_window_present (GTK_WINDOW (b));
  answer_best (a);
  answer_best (b);
  saved = mj_drill_progress_load (path, &error);
  g_assert_no_error (error);
  mj_drill_progress_get (saved, "qionghai", &r);
  g_assert_cmpuint (r.positions, ==, 2);
  g_assert_cmpuint (r.best, ==, 2);
  gtk_window_destroy (GTK_WINDOW (a));
  gtk_window_destroy (GTK_WINDOW (b));
  ui_iterate (100);
}

static void
test_damaged_progress (void)
{
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  g_autofree char *path = mj_drill_progress_default_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *aside = g_strdup_printf ("%s.corrupt", path);
  g_autofree char *kept = NULL;
  MjDrillWindow *window;

  g_mkdir_with_parents (dir, 0700);
  g_remove (aside);
  g_assert_true (g_file_set_contents (path, "[lisi]\nlevel=7\n", -1, NULL));
  window = mj_drill_window_new (NULL, cache, "lisi");
  gtk_window_present (GTK_WINDOW (window));
  g_assert_nonnull (strstr (mj_drill_window_get_message (window), aside));
  words_test_assert_in_words (mj_drill_window_get_message (window));
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "[lisi]\nlevel=7\n");
  /* and the drills go on */
  g_assert_nonnull (mj_drill_window_get_position (window));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (100);
}

static void
test_main_window (void)
{
  MjWindow *main_window = app_test_new_window ();
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/gtk/help-overlay.ui");
  GSList *objects = gtk_builder_get_objects (builder);
  gboolean listed = FALSE;
  GtkWidget *drills;

  g_assert_nonnull (g_action_map_lookup_action (G_ACTION_MAP (main_window), "drills"));
  g_action_group_activate_action (G_ACTION_GROUP (main_window), "drills", NULL);
  ui_iterate (200);
  drills = ui_find_toplevel (MJ_TYPE_DRILL_WINDOW);
  g_assert_nonnull (drills);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (drills)) == GTK_WINDOW (main_window));
  g_action_group_activate_action (G_ACTION_GROUP (main_window), "drills", NULL);
  g_assert_true (mj_drill_window_show (GTK_WINDOW (main_window), NULL, NULL) == MJ_DRILL_WINDOW (drills));

  for (GSList *l = objects; l; l = l->next)
    if (GTK_IS_SHORTCUTS_SHORTCUT (l->data))
      {
        g_autofree char *action = NULL;
        g_object_get (l->data, "action-name", &action, NULL);
        listed |= g_strcmp0 (action, "win.drills") == 0;
      }
  g_slist_free (objects);
  g_assert_true (listed);

  {
    g_autoptr (MjApplication) app = mj_application_new ();
    g_autoptr (GError) error = NULL;
    g_auto (GStrv) accels = NULL;

    g_application_set_application_id (G_APPLICATION (app), APP_ID ".DrillTest");
    g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
    g_application_register (G_APPLICATION (app), NULL, &error);
    g_assert_no_error (error);
    accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.drills");
    g_assert_cmpuint (g_strv_length (accels), ==, 1);
    g_assert_cmpstr (accels[0], ==, "<Control>d");
  }
  gtk_window_destroy (GTK_WINDOW (drills));
  gtk_window_destroy (GTK_WINDOW (main_window));
  ui_iterate (100);
}

int
main (int    argc,
      char **argv)
{
  int status;

  data_dir = g_dir_make_tmp ("sparrow-drill-test-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", data_dir, TRUE);
  language = g_getenv ("LANGUAGE");
  if (language == NULL || language[0] == '\0')
    language = "en";
  app_test_init_translated (&argc, &argv);

  g_test_add_func ("/ui/drill/session-by-keys", test_session_by_keys);
  g_test_add_func ("/ui/drill/every-rule-set", test_every_rule_set);
  g_test_add_func ("/ui/drill/two-windows", test_two_windows);
  g_test_add_func ("/ui/drill/damaged-progress", test_damaged_progress);
  g_test_add_func ("/ui/drill/main-window", test_main_window);
  g_test_add_func ("/ui/drill/no-gl-stack", ui_test_no_gl_stack);
  status = g_test_run ();
  g_free (data_dir);
  return status;
}
