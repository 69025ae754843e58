/* test-i18n.c: the game in another language, under Xvfb.  Run once per
 * language (tests/meson.build sets LANGUAGE and LC_ALL=C.UTF-8, which
 * needs no generated locale):
 *
 *   /i18n/catalog       the language's translations are the ones in use
 *   /i18n/screenshots   the table, the hint panel, the score dialog (a
 *                       Sichuan and a Guizhou hand), the
 *                       preferences, the rule book and the new-game dialog,
 *                       as PNGs in the build directory
 *                       (screenshots/i18n-LANG-*.png)
 *   /i18n/unmarked      only under the pseudo-locale (SPARROW_TEST_PSEUDO_MO,
 *                       every message "⟦…⟧"): every text the main window,
 *                       the claim bar and hints, the score dialog, the
 *                       preferences, the new-game dialog, the hot-seat
 *                       cover, the statistics, the replay, the rule book and
 *                       the hand calculator
 *                       show is inside ⟦⟧ —
 *                       the rest was never marked for translation
 *   /i18n/language-setting  the "language" preference overrides the
 *                       system's language (run under zh_CN)
 *   /i18n/header-tooltips  (Chinese) the window's tooltips each on one line
 *   /i18n/worst-case    (zh_CN) every rule set's worst case at 1024×640 and
 *                       2560×1440, light and dark, every text whole
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>
#include <unistd.h>

#include "mj-ui-test.h"
#include "mj-app-test.h"
#include "mj-calculator-window.h"
#include "mj-claim-bar.h"
#include "mj-handoff.h"
#include "mj-i18n.h"
#include "mj-new-game-dialog.h"
#include "mj-preferences.h"
#include "mj-replay-window.h"
#include "mj-rulebook.h"
#include "mj-score-dialog.h"
#include "mj-stats-window.h"
#include "mj-table-view.h"
#include "mj-tile-cache.h"
#include "mj-tooltip.h"
#include "mj-window.h"

static const char *language;   /* "zh_CN", "zh_TW" or "pseudo" */

/* A screenshot named for the language: screenshots/i18n-LANG-WHAT.png. */
static void
shot (GtkWidget  *widget,
      const char *what)
{
  g_autofree char *name = g_strdup_printf ("i18n-%s-%s.png", language, what);
  ui_save_png (widget, name);
}

/* A window whose computer players do not wait (the tests' windows all
 * start this way). */
static MjWindow *
new_window (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);

  g_settings_set_double (settings, "computer-pace", 0.0);
  return app_test_new_window ();
}

/* The window a dozen turns into a hand of computer players. */
static MjWindow *
table_window (const char *rules,
              MjMatch   **match)
{
  MjWindow *window = new_window ();

  *match = app_test_match (rules, 7, FALSE);
  mj_window_play (window, *match);
  for (guint i = 0; i < 400 && mj_game_get_state (mj_match_get_game (*match))->n_turns < 24 &&
                    mj_game_get_phase (mj_match_get_game (*match)) != MJ_PHASE_HAND_OVER; i++)
    ui_iterate (10);
  mj_match_set_paused (*match, TRUE);
  ui_iterate (150);
  return window;
}

/* A person's third turn with the full hints open. */
static MjWindow *
hints_window (const char *rules,
              MjMatch   **match)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  MjWindow *window;
  MjClaimBar *bar;
  MjGame *game;
  guint turns = 0;

  g_settings_set_string (settings, "hint-level", "full");
  window = new_window ();
  bar = MJ_CLAIM_BAR (mj_window_get_claim_bar (window));
  *match = app_test_match (rules, 11, TRUE);
  game = mj_match_get_game (*match);
  mj_window_play (window, *match);
  g_action_group_change_action_state (G_ACTION_GROUP (window), "hints", g_variant_new_boolean (TRUE));
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
      gtk_widget_grab_focus (mj_window_get_table (window));
      ui_key (mj_window_get_table (window), GDK_KEY_End, 0);
      ui_key (mj_window_get_table (window), GDK_KEY_Return, 0);
    }
  ui_iterate (300);
  g_settings_reset (settings, "hint-level");
  return window;
}

/* Four computer players to the end of a hand: the score dialog. */
static MjWindow *
score_window (const char *rules,
              guint64     seed,
              MjMatch   **match)
{
  MjWindow *window = new_window ();

  *match = app_test_match (rules, seed, FALSE);
  mj_window_play (window, *match);
  for (guint i = 0; i < 3000 && ui_find_toplevel (MJ_TYPE_SCORE_DIALOG) == NULL; i++)
    ui_iterate (10);
  g_assert_nonnull (ui_find_toplevel (MJ_TYPE_SCORE_DIALOG));
  ui_iterate (300);
  return window;
}

static void
close_window (MjWindow *window)
{
  GtkWidget *score;

  while ((score = ui_find_toplevel (MJ_TYPE_SCORE_DIALOG)) != NULL)
    gtk_window_destroy (GTK_WINDOW (score));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

/* ---- the catalog ------------------------------------------------------------------ */

static void
test_catalog (void)
{
  const char *new_game = _("New Game");

  g_test_message ("LANGUAGE=%s, LC_MESSAGES=%s, translations from %s: “New Game” is “%s”",
                  g_getenv ("LANGUAGE"), setlocale (LC_MESSAGES, NULL), mj_i18n_localedir (), new_game);
  if (strcmp (language, "pseudo") == 0)
    g_assert_cmpstr (new_game, ==, "⟦New Game⟧");
  else
    g_assert_cmpstr (new_game, !=, "New Game");
}

/* ---- screenshots ------------------------------------------------------------------ */

static void
test_screenshots (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (MjMatch) table_match = NULL;
  g_autoptr (MjMatch) hints_match = NULL;
  g_autoptr (MjMatch) score_match = NULL;
  MjMatchSetup setup = { 0 };
  MjWindow *window;
  GtkWidget *w;

  window = table_window ("sichuan", &table_match);
  shot (GTK_WIDGET (window), "table");
  close_window (window);

  window = hints_window ("zhuoji", &hints_match);
  shot (GTK_WIDGET (window), "hints");
  close_window (window);

  /* a Guizhou hand: its chickens and its payments in words */
  window = score_window ("zhuoji", 7, &score_match);
  shot (ui_find_toplevel (MJ_TYPE_SCORE_DIALOG), "score-zhuoji");
  close_window (window);
  g_clear_object (&score_match);

  /* three wins of the blood battle, with their patterns */
  window = score_window ("sichuan", 7, &score_match);
  shot (ui_find_toplevel (MJ_TYPE_SCORE_DIALOG), "score");
  /* its replay, a third of the way in: the step told in words */
  g_signal_emit_by_name (ui_find_toplevel (MJ_TYPE_SCORE_DIALOG), "replay");
  ui_iterate (200);
  w = ui_find_toplevel (MJ_TYPE_REPLAY_WINDOW);
  g_assert_nonnull (w);
  mj_replay_window_set_step (MJ_REPLAY_WINDOW (w), mj_replay_window_get_n_steps (MJ_REPLAY_WINDOW (w)) / 3);
  ui_iterate (200);
  shot (w, "replay");
  gtk_window_destroy (GTK_WINDOW (w));
  close_window (window);

  w = GTK_WIDGET (mj_preferences_new (settings));
  gtk_window_set_default_size (GTK_WINDOW (w), 640, 900);
  gtk_window_present (GTK_WINDOW (w));
  ui_iterate (150);
  {
    static const char *pages[] = { "Rules", "Play", "Appearance", "Players" };
    for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
      {
        g_autofree char *name = g_strdup_printf ("preferences-%s", pages[i]);
        adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (w), pages[i]);
        ui_iterate (120);
        shot (w, name);
      }
  }
  gtk_window_destroy (GTK_WINDOW (w));

  /* the rule book: a page's rules, and patterns with their terms */
  {
    g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
    MjRulebook *book = mj_rulebook_new (NULL, cache);
    gtk_window_set_default_size (GTK_WINDOW (book), 1280, 800);
    gtk_window_present (GTK_WINDOW (book));
    mj_rulebook_go_to (book, "sichuan", NULL);
    ui_iterate (200);
    shot (GTK_WIDGET (book), "rulebook-sichuan");
    /* the page laid out first, then the scroll to its patterns */
    mj_rulebook_go_to (book, "taiwan16", NULL);
    ui_iterate (300);
    mj_rulebook_go_to (book, "taiwan16", "patterns");
    ui_iterate (300);
    shot (GTK_WIDGET (book), "rulebook-taiwan16-patterns");
    gtk_window_destroy (GTK_WINDOW (book));
  }

  setup.rules = mj_rules_lookup ("sichuan");
  mj_options_init_defaults (setup.rules, &setup.options);
  w = GTK_WIDGET (mj_new_game_dialog_new (NULL, settings, &setup));
  gtk_window_present (GTK_WINDOW (w));
  ui_iterate (150);
  shot (w, "new-game");
  gtk_window_destroy (GTK_WINDOW (w));
  ui_iterate (50);
}

/* ---- unmarked strings (pseudo-locale) ---------------------------------------------- */

/* Texts that stay as they are in every language. */
static const char * const untranslated[] = {
  /* the players' names of the test matches: their own words */
  "Tester", "Li Wei", "Zhang Min", "Wang Fang",
  /* the language choices, each in its own language, so anyone finds theirs */
  "English", "简体中文", "繁體中文",
};

/* Whole texts that are GTK's and libadwaita's own words, translated by
 * their own catalogs. */
static const char * const theirs[] = {
  "Search",   /* the search button of the preferences window */
};

/* The text with every ⟦…⟧ (nested too) and every allowed word taken out. */
static char *
outside_brackets (const char *text)
{
  GString *out = g_string_new (NULL);
  int depth = 0;
  char *s;

  for (const char *c = text; *c; c = g_utf8_next_char (c))
    {
      gunichar u = g_utf8_get_char (c);
      if (u == 0x27E6)
        depth++;
      else if (u == 0x27E7 && depth > 0)
        depth--;
      else if (depth == 0)
        g_string_append_unichar (out, u);
    }
  s = g_string_free (out, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (untranslated); i++)
    {
      char *found;
      while ((found = strstr (s, untranslated[i])) != NULL)
        memset (found, ' ', strlen (untranslated[i]));
    }
  return s;
}

/* Whether a person would read words there: any letter (Latin, Han …). */
static gboolean
has_words (const char *text)
{
  for (const char *c = text; *c; c = g_utf8_next_char (c))
    if (g_unichar_isalpha (g_utf8_get_char (c)))
      return TRUE;
  return FALSE;
}

typedef struct {
  GPtrArray  *faults;   /* "where: “text”" */
  const char *where;    /* the window walked */
  guint       n_texts;
} Walk;

static void
check_text (Walk       *walk,
            GtkWidget  *widget,
            const char *what,
            const char *text)
{
  g_autofree char *rest = NULL;

  if (text == NULL || text[0] == '\0')
    return;
  walk->n_texts++;
  /* SPARROW_TEST_SHOW_TEXTS=1: every text read, to see what was walked */
  if (g_getenv ("SPARROW_TEST_SHOW_TEXTS"))
    g_test_message ("%s, %s %s: “%s”", walk->where, widget ? G_OBJECT_TYPE_NAME (widget) : "", what, text);
  for (guint i = 0; i < G_N_ELEMENTS (theirs); i++)
    if (strcmp (text, theirs[i]) == 0)
      return;
  rest = outside_brackets (text);
  if (has_words (rest))
    g_ptr_array_add (walk->faults, g_strdup_printf ("%s, %s %s: “%s”", walk->where,
                                                    widget ? G_OBJECT_TYPE_NAME (widget) : "", what, text));
}

static void
check_model (Walk       *walk,
             GtkWidget  *widget,
             GListModel *model)
{
  if (!GTK_IS_STRING_LIST (model))
    return;
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    check_text (walk, widget, "item", gtk_string_list_get_string (GTK_STRING_LIST (model), i));
}

static void
check_menu (Walk       *walk,
            GtkWidget  *widget,
            GMenuModel *menu)
{
  for (int i = 0; menu && i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *label = NULL;
      GMenuModel *link;

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        check_text (walk, widget, "menu item", label);
      if ((link = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SECTION)) != NULL)
        {
          check_menu (walk, widget, link);
          g_object_unref (link);
        }
      if ((link = g_menu_model_get_item_link (menu, i, G_MENU_LINK_SUBMENU)) != NULL)
        {
          check_menu (walk, widget, link);
          g_object_unref (link);
        }
    }
}

/* Every text a person can see in the widget and what it holds: labels,
 * window titles, tooltips, row titles and subtitles, the choices of combo
 * rows and drop-downs, menus.  Hidden parts (a stack's other pages, a
 * closed popover) are left for when they show. */
static void
walk_widget (Walk      *walk,
             GtkWidget *widget)
{
  if (!gtk_widget_get_visible (widget) || !gtk_widget_get_child_visible (widget))
    return;

  if (GTK_IS_LABEL (widget))
    check_text (walk, widget, "label", gtk_label_get_text (GTK_LABEL (widget)));
  if (GTK_IS_WINDOW (widget))
    check_text (walk, widget, "title", gtk_window_get_title (GTK_WINDOW (widget)));
  check_text (walk, widget, "tooltip", gtk_widget_get_tooltip_text (widget));
  if (ADW_IS_PREFERENCES_ROW (widget))
    check_text (walk, widget, "row title", adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)));
  if (ADW_IS_ACTION_ROW (widget))
    check_text (walk, widget, "row subtitle", adw_action_row_get_subtitle (ADW_ACTION_ROW (widget)));
  if (ADW_IS_PREFERENCES_GROUP (widget))
    {
      check_text (walk, widget, "group title", adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (widget)));
      check_text (walk, widget, "group description",
                  adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (widget)));
    }
  if (ADW_IS_PREFERENCES_PAGE (widget))
    check_text (walk, widget, "page title", adw_preferences_page_get_title (ADW_PREFERENCES_PAGE (widget)));
  if (ADW_IS_WINDOW_TITLE (widget))
    {
      check_text (walk, widget, "title", adw_window_title_get_title (ADW_WINDOW_TITLE (widget)));
      check_text (walk, widget, "subtitle", adw_window_title_get_subtitle (ADW_WINDOW_TITLE (widget)));
    }
  if (ADW_IS_COMBO_ROW (widget))
    check_model (walk, widget, adw_combo_row_get_model (ADW_COMBO_ROW (widget)));
  if (GTK_IS_DROP_DOWN (widget))
    check_model (walk, widget, gtk_drop_down_get_model (GTK_DROP_DOWN (widget)));
  if (GTK_IS_MENU_BUTTON (widget))
    check_menu (walk, widget, gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget)));
  if (GTK_IS_TEXT (widget))
    check_text (walk, widget, "text", gtk_editable_get_text (GTK_EDITABLE (widget)));

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    walk_widget (walk, c);
}

/* Opens every expander: "Under the other rule sets" and the like. */
static void
expand_all (GtkWidget *widget)
{
  if (GTK_IS_EXPANDER (widget))
    gtk_expander_set_expanded (GTK_EXPANDER (widget), TRUE);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    expand_all (c);
}

static void
walk_window (Walk       *walk,
             const char *where,
             GtkWidget  *window)
{
  guint before = walk->n_texts;

  g_assert_nonnull (window);
  walk->where = where;
  walk_widget (walk, window);
  g_test_message ("%s: %u texts", where, walk->n_texts - before);
  /* a window with nothing to read was not walked at all */
  g_assert_cmpuint (walk->n_texts - before, >, 0);
}

static void
test_unmarked (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (MjMatch) hints_match = NULL;
  g_autoptr (MjMatch) score_match = NULL;
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  Walk walk = { NULL, NULL, 0 };
  MjMatchSetup setup = { 0 };
  MjWindow *window;
  GtkWidget *w;

  if (strcmp (language, "pseudo") != 0)
    {
      g_test_skip ("only under the pseudo-locale");
      return;
    }
  walk.faults = g_ptr_array_new_with_free_func (g_free);

  /* the table with the hints and the claim bar, in two rule sets */
  window = hints_window ("sichuan", &hints_match);
  walk_window (&walk, "main window (Sichuan, hints)", GTK_WIDGET (window));
  close_window (window);
  g_clear_object (&hints_match);
  window = hints_window ("lisi", &hints_match);
  walk_window (&walk, "main window (Lisi, hints)", GTK_WIDGET (window));

  /* the hand calculator of that window, empty and with a few tiles in
   * (a win that cannot be: each column says why) */
  {
    GtkWidget *calc;

    g_action_group_activate_action (G_ACTION_GROUP (window), "calculator", NULL);
    ui_iterate (150);
    calc = ui_find_toplevel (MJ_TYPE_CALCULATOR_WINDOW);
    g_assert_nonnull (calc);
    walk_window (&walk, "hand calculator", calc);
    for (MjTile t = 0; t < 9; t++)
      g_signal_emit_by_name (mj_calculator_window_get_tile_button (MJ_CALCULATOR_WINDOW (calc), t), "clicked");
    g_signal_emit_by_name (mj_calculator_window_get_tile_button (MJ_CALCULATOR_WINDOW (calc), MJ_FIRST_FLOWER),
                           "clicked");
    ui_iterate (150);
    walk_window (&walk, "hand calculator with tiles", calc);
    gtk_window_destroy (GTK_WINDOW (calc));
  }

  /* the statistics and the rule book of that window */
  w = GTK_WIDGET (mj_stats_window_new (GTK_WINDOW (window), mj_window_get_stats (window)));
  gtk_window_present (GTK_WINDOW (w));
  ui_iterate (150);
  walk_window (&walk, "statistics", w);
  gtk_window_destroy (GTK_WINDOW (w));
  {
    guint n;
    const MjRules * const *all = mj_rules_all (&n);
    MjRulebook *book = mj_rulebook_new (GTK_WINDOW (window), cache);
    gtk_window_present (GTK_WINDOW (book));
    for (guint i = 0; i <= n; i++)
      {
        g_autofree char *where = g_strdup_printf ("rule book, %s", i < n ? all[i]->id : "comparison");
        mj_rulebook_go_to (book, i < n ? all[i]->id : MJ_RULEBOOK_COMPARE, NULL);
        ui_iterate (150);
        walk_window (&walk, where, GTK_WIDGET (book));
      }
    gtk_window_destroy (GTK_WINDOW (book));
  }
  close_window (window);

  /* hot seat: the cover that passes the screen to the next person */
  {
    MjMatchSetup hot = { 0 };
    g_autoptr (MjMatch) match = NULL;
    GtkWidget *handoff = NULL;

    hot.rules = mj_rules_lookup ("qionghai");
    mj_options_init_defaults (hot.rules, &hot.options);
    hot.seed = 99;
    hot.hands = 1;
    hot.human[0] = hot.human[2] = TRUE;
    for (guint i = 0; i < MJ_N_SEATS; i++)
      hot.names[i] = g_strdup (app_test_names[i]);
    match = mj_match_new (&hot);
    mj_match_setup_clear (&hot);
    window = new_window ();
    mj_window_play (window, match);
    handoff = ui_find_descendant (GTK_WIDGET (window), MJ_TYPE_HANDOFF);
    g_assert_nonnull (handoff);
    /* the first person plays until the screen passes to the second */
    for (guint i = 0; i < 1000 && !gtk_widget_get_mapped (handoff); i++)
      {
        MjGame *game = mj_match_get_game (match);
        ui_iterate (10);
        if (!(mj_game_get_pending (game) & 5) || gtk_widget_get_mapped (handoff))
          continue;
        if (mj_game_get_phase (game) != MJ_PHASE_TURN)
          {
            MjClaimBar *bar = MJ_CLAIM_BAR (mj_window_get_claim_bar (window));
            if (!mj_claim_bar_activate (bar, MJ_ACTION_PASS))
              mj_claim_bar_activate (bar, MJ_ACTION_CHOOSE_SUIT);
            continue;
          }
        gtk_widget_grab_focus (mj_window_get_table (window));
        ui_key (mj_window_get_table (window), GDK_KEY_End, 0);
        ui_key (mj_window_get_table (window), GDK_KEY_Return, 0);
      }
    g_assert_nonnull (handoff);
    g_assert_true (gtk_widget_get_mapped (handoff));
    walk_window (&walk, "hot seat", GTK_WIDGET (window));
    close_window (window);
  }

  /* a finished hand: the score dialog, then its replay */
  window = score_window ("sichuan", 7, &score_match);
  expand_all (ui_find_toplevel (MJ_TYPE_SCORE_DIALOG));
  ui_iterate (200);
  walk_window (&walk, "score dialog", ui_find_toplevel (MJ_TYPE_SCORE_DIALOG));
  g_signal_emit_by_name (ui_find_toplevel (MJ_TYPE_SCORE_DIALOG), "replay");
  ui_iterate (200);
  w = ui_find_toplevel (MJ_TYPE_REPLAY_WINDOW);
  walk_window (&walk, "replay at the deal", w);
  mj_replay_window_set_step (MJ_REPLAY_WINDOW (w), mj_replay_window_get_n_steps (MJ_REPLAY_WINDOW (w)) / 2);
  ui_iterate (100);
  walk_window (&walk, "replay mid-hand", w);
  gtk_window_destroy (GTK_WINDOW (w));
  close_window (window);

  /* the preferences, page by page */
  w = GTK_WIDGET (mj_preferences_new (settings));
  gtk_window_present (GTK_WINDOW (w));
  {
    static const char *pages[] = { "Rules", "Play", "Appearance", "Players" };
    for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
      {
        g_autofree char *where = g_strdup_printf ("preferences, %s", pages[i]);
        adw_preferences_window_set_visible_page_name (ADW_PREFERENCES_WINDOW (w), pages[i]);
        ui_iterate (100);
        walk_window (&walk, where, w);
      }
  }
  gtk_window_destroy (GTK_WINDOW (w));

  /* the new-game dialog, with a rule set that has flowers and one without */
  setup.rules = mj_rules_lookup ("taiwan16");
  mj_options_init_defaults (setup.rules, &setup.options);
  w = GTK_WIDGET (mj_new_game_dialog_new (NULL, settings, &setup));
  gtk_window_present (GTK_WINDOW (w));
  ui_iterate (150);
  walk_window (&walk, "new-game dialog", w);
  gtk_window_destroy (GTK_WINDOW (w));
  ui_iterate (50);

  g_test_message ("%u texts read", walk.n_texts);
  for (guint i = 0; i < walk.faults->len; i++)
    g_test_message ("not marked for translation: %s", (const char *) walk.faults->pdata[i]);
  if (walk.faults->len)
    g_error ("%u texts are not marked for translation (listed above)", walk.faults->len);
  g_ptr_array_unref (walk.faults);
}

/* ---- the worst case -------------------------------------------------------------------- */

/* Every rule set's worst case (app_test_worst_view) at 1024×640 and
 * 2560×1440, light and dark, in this language: screenshots/i18n-LANG-
 * worst-RULES-SIZE-SCHEME.png, every text of the table whole. */
static void
test_worst_case (void)
{
  static const int sizes[][2] = { { 1024, 640 }, { 2560, 1440 } };
  static const char * const rules[] = { "sichuan", "zhuoji", "qionghai", "lisi", "taiwan16" };
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);

  /* the whole table: the hint panel closed */
  g_settings_set_boolean (settings, "show-hints", FALSE);
  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
    {
      MjWindow *window = new_window ();
      MjTableView *table = MJ_TABLE_VIEW (mj_window_get_table (window));

      gtk_window_set_default_size (GTK_WINDOW (window), sizes[k][0], sizes[k][1]);
      ui_need_screen (GTK_WIDGET (window), sizes[k][0], sizes[k][1]);
      ui_wait_window_size (window, sizes[k][0], sizes[k][1]);
      for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
        {
          g_autoptr (MjMatch) match = app_test_match (rules[i], 7, TRUE);
          MjView view;

          mj_window_play (window, match);
          mj_match_set_paused (match, TRUE);
          app_test_worst_view (rules[i], &view);
          mj_table_view_set_view (table, &view);
          mj_table_view_set_interactive (table, FALSE);
          for (guint dark = 0; dark < 2; dark++)
            {
              g_autofree char *what = g_strdup_printf ("worst-%s-%dx%d-%s", rules[i], sizes[k][0], sizes[k][1],
                                                       dark ? "dark" : "light");
              adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                                  dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
              ui_iterate (100);
              shot (GTK_WIDGET (window), what);
              /* the table the layout test assumes (tests/test-table-layout.c) */
              g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (table)), >=, sizes[k][0] - 20);
              g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (table)), >=, sizes[k][1] - 128);
              if (mj_table_view_get_n_cut_texts (table))
                g_error ("%s: %u texts of the table cut short", what, mj_table_view_get_n_cut_texts (table));
            }
        }
      gtk_window_destroy (GTK_WINDOW (window));
      ui_iterate (50);
    }
  g_settings_reset (settings, "show-hints");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

/* ---- tooltips -------------------------------------------------------------------------- */

/* Every widget of the header bar with a tooltip shows it on one line: the
 * main menu's "主菜单" came one character to a line (GTK 4.8 allows a
 * tooltip as many average Latin characters as it has characters). */
static void
check_tooltips (GtkWidget *root,
                guint     *n)
{
  const char *text = gtk_widget_get_tooltip_text (root);

  if (text != NULL && gtk_widget_get_visible (root))
    {
      GtkTooltip *tooltip = g_object_new (GTK_TYPE_TOOLTIP, NULL);
      GtkWidget *label, *line;
      gboolean handled = FALSE;
      int width, height, one_line;

      g_signal_emit_by_name (root, "query-tooltip", 1, 1, FALSE, tooltip, &handled);
      g_assert_true (handled);
      label = mj_tooltip_get_label (root);
      if (label == NULL)
        g_error ("the tooltip \"%s\" is left to GTK, which breaks it after a few characters", text);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (label)), ==, text);
      /* as tall at its natural width as the same text never wrapped */
      gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
      gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
      line = g_object_ref_sink (gtk_label_new (text));
      gtk_widget_measure (line, GTK_ORIENTATION_VERTICAL, -1, NULL, &one_line, NULL, NULL);
      g_object_unref (line);
      if (height > one_line)
        g_error ("the tooltip \"%s\" takes %d px, one line %d", text, height, one_line);
      g_object_unref (tooltip);
      (*n)++;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    check_tooltips (c, n);
}

static void
test_header_tooltips (void)
{
  MjWindow *window = new_window ();
  guint n = 0;

  check_tooltips (ui_find_descendant (GTK_WIDGET (window), ADW_TYPE_HEADER_BAR), &n);
  g_test_message ("%u tooltips on one line", n);
  /* New Game, the hints, the main menu */
  g_assert_cmpuint (n, >=, 3);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

/* ---- the language setting -------------------------------------------------------------- */

/* The preference overrides the system's language: "language" set, the
 * start-up code applied again, the messages change. */
static void
test_language_setting (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *system_language = g_strdup (g_getenv ("LANGUAGE"));
  g_autofree char *ours = g_strdup (_("New Game"));

  if (strcmp (language, "zh_CN") != 0)
    {
      g_test_skip ("run under zh_CN only");
      return;
    }
  g_settings_set_string (settings, "language", "zh_TW");
  mj_i18n_init ();
  g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, "zh_TW");
  g_assert_cmpstr (_("New Game"), !=, ours);
  g_assert_cmpstr (_("New Game"), !=, "New Game");

  g_settings_set_string (settings, "language", "en");
  mj_i18n_init ();
  g_assert_cmpstr (_("New Game"), ==, "New Game");

  /* "system": the environment's language again */
  g_settings_reset (settings, "language");
  g_setenv ("LANGUAGE", system_language, TRUE);
  mj_i18n_init ();
  g_assert_cmpstr (_("New Game"), ==, ours);
}

/* ---- main ----------------------------------------------------------------------------- */

/* The pseudo-translation as a locale tree bindtextdomain() reads:
 * DIR/en@pseudo/LC_MESSAGES/sparrow.mo. */
static char *
pseudo_locale (const char *mo)
{
  g_autofree char *dir = g_dir_make_tmp ("sparrow-pseudo-XXXXXX", NULL);
  g_autofree char *messages = g_build_filename (dir, "en@pseudo", "LC_MESSAGES", NULL);
  g_autofree char *link = g_build_filename (messages, GETTEXT_PACKAGE ".mo", NULL);
  g_autofree char *target = g_canonicalize_filename (mo, NULL);

  g_assert_cmpint (g_mkdir_with_parents (messages, 0755), ==, 0);
  g_assert_cmpint (symlink (target, link), ==, 0);
  return g_steal_pointer (&dir);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data = g_dir_make_tmp ("sparrow-test-XXXXXX", NULL);
  g_autofree char *pseudo = NULL;
  const char *mo = g_getenv ("SPARROW_TEST_PSEUDO_MO");

  /* a fresh data directory: no saved match from elsewhere */
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  if (mo)
    {
      pseudo = pseudo_locale (mo);
      g_setenv ("SPARROW_LOCALEDIR", pseudo, TRUE);
      g_setenv ("LANGUAGE", "en@pseudo", TRUE);
      language = "pseudo";
    }
  else
    language = g_getenv ("LANGUAGE");
  g_assert_nonnull (language);

  app_test_init_translated (&argc, &argv);

  g_test_add_func ("/i18n/catalog", test_catalog);
  g_test_add_func ("/i18n/screenshots", test_screenshots);
  g_test_add_func ("/i18n/unmarked", test_unmarked);
  g_test_add_func ("/i18n/language-setting", test_language_setting);
  if (g_str_has_prefix (language, "zh"))
    g_test_add_func ("/i18n/header-tooltips", test_header_tooltips);
  /* (in English: test-window's /ui/worst-case) */
  if (strcmp (language, "zh_CN") == 0)
    g_test_add_func ("/i18n/worst-case", test_worst_case);
  g_test_add_func ("/i18n/no-gl-stack", ui_test_no_gl_stack);

  return g_test_run ();
}
