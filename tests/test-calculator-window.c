/* test-calculator-window.c: the hand calculator's window, clicked and
 * pressed through as a person does, under Xvfb.  Run in English and in
 * 简体 (tests/meson.build sets LANGUAGE).
 *
 *   /ui/calculator/worked-examples  a worked example of each rule set's
 *                                   spec entered by clicks on the palette
 *                                   and choices of the situation: the value
 *                                   and every payment shown are the spec's,
 *                                   and `sparrow-cli score`'s for the command
 *                                   the column copies; each pattern a link
 *                                   to the rule book
 *   /ui/calculator/refused          a win that cannot happen shows the
 *                                   check's reason in every column, a fifth
 *                                   copy is refused in words, no winning
 *                                   tile says what to do
 *   /ui/calculator/sensitive        a control that means nothing in the
 *                                   situation (From on a self-draw) is
 *                                   insensitive
 *   /ui/calculator/keyboard         tiles named in words for the screen
 *                                   reader, reached by Tab, entered and
 *                                   taken out by keys;
 *                                   no two controls share an Alt key
 *   /ui/calculator/main-window      reached from the main window's action
 *                                   and its key (Ctrl+E), listed in the
 *                                   shortcuts window
 *   /ui/calculator/meld-sources     qionghai.md Q6 entered by clicks, whom
 *                                   each meld was claimed from chosen in
 *                                   its drop-down (named in words, reached
 *                                   by Tab): East becomes liable (包) and
 *                                   pays alone, as `sparrow-cli score`
 *                                   says for the column's command
 *                                   (screenshot calculator-LANG-claims.png)
 *   /ui/calculator/kong-feeder      sichuan.md S10 by clicks, the kong's
 *                                   source West chosen: paid by all as a
 *                                   self-draw by default; with the house
 *                                   rule dian_gang_hua_as_zimo off, by West
 *                                   alone (点杠花), as `sparrow-cli score`
 *                                   says
 *   /ui/calculator/flower-win       taiwan16.md T15 and T16, the eight
 *                                   flowers clicked and no winning tile:
 *                                   Taiwan's value and payments, and
 *                                   `sparrow-cli score`'s; the others say
 *                                   why not (calculator-LANG-flowers.png)
 *   /ui/calculator/house-rules      the house rules of Preferences chosen:
 *                                   Qionghai's bao_threshold at 4 leaves Q6
 *                                   without 包, the column says which option
 *                                   it used, the command passes it on; a
 *                                   change in Preferences is followed
 *   /ui/calculator/screenshots      1024×640 and 1600×1000, light and dark,
 *                                   every value in sight without
 *                                   scrolling
 *                                   (screenshots/calculator-LANG-*.png)
 */
#include "config.h"

#include <adwaita.h>
#include <json-glib/json-glib.h>
#include <glib/gi18n.h>
#include <string.h>

#include "mj-application.h"
#include "mj-calculator-window.h"
#include "mj-rule-options-group.h"
#include "mj-rulebook.h"
#include "mj-tile-names.h"
#include "mj-ui-test.h"
#include "mj-app-test.h"
#include "mj-words-test.h"


static const char *language;

/* A click in the middle of a button, as the pointer makes it. */
static void
click (GtkWidget *button)
{
  g_assert_true (gtk_widget_get_sensitive (button));
  /* a button just made has no size yet, and a click lands nowhere */
  g_assert_true (ui_wait_sized (button));
  ui_click (button, 4, 4);
}

static void
count_click (GtkButton *button,
             guint     *clicks)
{
  (*clicks)++;
}

/* Space or Enter on a button with the focus: GTK shows it pressed for a
 * moment before it acts, so this waits until it has acted (on a busy
 * machine under the sanitizers 350 ms were once not enough, and the next
 * press came while the last was still held). */
static void
press (GtkWidget *button)
{
  guint clicks = 0;
  gulong id;

  g_assert_true (GTK_IS_BUTTON (button));
  /* (held: a tile of the hand is taken out by its own click) */
  g_object_ref (button);
  id = g_signal_connect (button, "clicked", G_CALLBACK (count_click), &clicks);
  g_assert_true (gtk_widget_grab_focus (button));
  g_assert_true (gtk_widget_activate (button));
  for (guint i = 0; i < 2000 && clicks == 0; i++)
    ui_iterate (10);
  g_signal_handler_disconnect (button, id);
  g_object_unref (button);
  g_assert_cmpuint (clicks, ==, 1);
  ui_iterate (50);
}

static void
choose_add (MjCalculatorWindow *window,
            MjCalculatorAdd     add)
{
  click (mj_calculator_window_get_add_button (window, add));
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (mj_calculator_window_get_add_button (window,
                                                                                                      add))));
}

/* Tiles in notation, each clicked on the palette. */
static void
click_tiles (MjCalculatorWindow *window,
             const char         *text)
{
  MjTile tiles[MJ_NOTATION_MAX_TILES];
  guint n = words_test_tiles (text, tiles);

  for (guint i = 0; i < n; i++)
    click (mj_calculator_window_get_tile_button (window, tiles[i]));
}

static void
choose (MjCalculatorWindow *window,
        MjContextKeys       key,
        guint               item)
{
  gtk_drop_down_set_selected (GTK_DROP_DOWN (mj_calculator_window_get_key_widget (window, key)), item);
}

static void
tick (MjCalculatorWindow *window,
      MjContextKeys       key)
{
  GtkWidget *check = mj_calculator_window_get_key_widget (window, key);

  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
  gtk_widget_activate (check);
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
}

typedef struct {
  const char     *rules;
  const char     *tiles;
  MjCalculatorAdd meld_adds[2];
  const char     *meld_tiles[2];
  const char     *win;
  gboolean        discard;
  const char     *flowers;
  int             value;
  int             payments[MJ_N_SEATS];
  const char     *patterns[5];
} Example;

/* sichuan.md S3, zhuoji.md G5, lisi.md L8, qionghai.md Q9, taiwan16.md T3
 * (tests/data/RULES.hands); the situation is chosen in enter(). */
static const Example examples[] = {
  { "sichuan", "123s456s777s9s", { MJ_CALCULATOR_ADD_CONCEALED_KONG }, { "8s" }, "9s", FALSE, NULL,
    5, { -102, -102, 306, -102 }, { "qingyise", "gen", "gangshangkaihua" } },
  { "zhuoji", "123p456p789p5566p", { 0 }, { NULL }, "6p", TRUE, NULL,
    10, { -11, 0, 0, 11 }, { "qingyise" } },
  { "lisi", "1m234p678p", { MJ_CALCULATOR_ADD_PUNG, MJ_CALCULATOR_ADD_KONG }, { "6z", "9p" }, "1m", TRUE, NULL,
    4, { 0, 4, -4, 0 }, { "hu", "quemen", "dandiao", "minggang" } },
  { "qionghai", "345m678m2p", { MJ_CALCULATOR_ADD_CHOW, MJ_CALCULATOR_ADD_PUNG }, { "2s", "7z" }, "2p", FALSE,
    "3f7f", 6, { -120, -120, 360, -120 }, { "gangshangkaihua", "huawei", "erwubajiang", "jianke" } },
  { "taiwan16", "123m678s55p67m", { MJ_CALCULATOR_ADD_PUNG, MJ_CALCULATOR_ADD_CHOW }, { "7z", "3p" }, "8m", FALSE,
    NULL, 2, { -240, -140, -140, 520 }, { "zimo", "sanyuanpai", "zhuangjia", "lianzhuang" } },
};

static void
enter (MjCalculatorWindow *window,
       guint               i)
{
  const Example *ex = &examples[i];

  /* the header bar's Clear */
  mj_calculator_window_clear (window);
  choose_add (window, MJ_CALCULATOR_ADD_TILE);
  click_tiles (window, ex->tiles);
  for (guint m = 0; m < G_N_ELEMENTS (ex->meld_tiles) && ex->meld_tiles[m]; m++)
    {
      choose_add (window, ex->meld_adds[m]);
      click_tiles (window, ex->meld_tiles[m]);
    }
  choose_add (window, MJ_CALCULATOR_ADD_WIN);
  click_tiles (window, ex->win);
  if (ex->flowers)
    click_tiles (window, ex->flowers);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (mj_calculator_window_get_won_by (window)), ex->discard ? 1 : 0);

  switch (i)
    {
    case 0:   /* seat=W after-kong */
      choose (window, MJ_CONTEXT_KEY_SEAT, MJ_SEAT_W);
      tick (window, MJ_CONTEXT_KEY_AFTER_KONG);
      break;
    case 1:   /* seat=N from=E flipped=4p */
      choose (window, MJ_CONTEXT_KEY_SEAT, MJ_SEAT_N);
      choose (window, MJ_CONTEXT_KEY_FROM, 1 + MJ_SEAT_E);
      choose (window, MJ_CONTEXT_KEY_FLIPPED, 1 + words_test_tile ("4p"));
      break;
    case 2:   /* from=W */
      choose (window, MJ_CONTEXT_KEY_FROM, 1 + MJ_SEAT_W);
      break;
    case 3:   /* seat=W after-flower (a replacement) */
      choose (window, MJ_CONTEXT_KEY_SEAT, MJ_SEAT_W);
      tick (window, MJ_CONTEXT_KEY_AFTER_KONG);
      tick (window, MJ_CONTEXT_KEY_AFTER_FLOWER);
      break;
    default:  /* seat=N dealer-streak=3 */
      choose (window, MJ_CONTEXT_KEY_SEAT, MJ_SEAT_N);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (mj_calculator_window_get_key_widget (window,
                                                                                       MJ_CONTEXT_KEY_DEALER_STREAK)),
                                 3);
      break;
    }
  ui_iterate (50);
}

/* The payments shown, one line a seat, each ending in its amount. */
static void
assert_payments (const char *shown,
                 const int  *payments)
{
  g_auto (GStrv) lines = g_strsplit (shown, "\n", -1);

  g_assert_cmpuint (g_strv_length (lines), ==, MJ_N_SEATS);
  for (guint s = 0; s < MJ_N_SEATS; s++)
    {
      g_autofree char *amount = g_strdup_printf ("%+d", payments[s]);
      if (!g_str_has_suffix (lines[s], amount))
        g_error ("payment line “%s” does not end with %s", lines[s], amount);
    }
}

/* The command a column copies, run: the value and payments of
 * `sparrow-cli score --json`. */
static void
run_command (const char *command,
             int        *value,
             int        *payments)
{
  const char *cli = g_getenv ("SPARROW_CLI");
  g_auto (GStrv) argv = NULL;
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  JsonObject *result, *pay;
  int status;

  g_assert_nonnull (cli);
  g_assert_true (g_shell_parse_argv (command, NULL, &argv, &error));
  g_assert_cmpstr (argv[0], ==, "sparrow-cli");
  g_ptr_array_add (args, (gpointer) cli);
  g_ptr_array_add (args, "--json");
  for (guint i = 1; argv[i]; i++)
    g_ptr_array_add (args, argv[i]);
  g_ptr_array_add (args, NULL);
  /* --json goes after the command's name */
  args->pdata[1] = argv[1];
  args->pdata[2] = "--json";
  g_assert_true (g_spawn_sync (NULL, (char **) args->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status,
                               &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("%s: %s", command, err);
  g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
  result = json_node_get_object (json_parser_get_root (parser));
  g_assert_true (json_object_get_boolean_member (result, "legal"));
  *value = (int) json_object_get_int_member (result, "value");
  pay = json_object_get_object_member (result, "payments");
  for (guint s = 0; s < MJ_N_SEATS; s++)
    {
      char name[2] = { "ESWN"[s], 0 };
      payments[s] = (int) json_object_get_int_member (pay, name);
    }
}

static MjCalculatorWindow *
new_window (int width,
            int height)
{
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  MjCalculatorWindow *window = mj_calculator_window_new (NULL, cache);

  ui_need_screen (GTK_WIDGET (window), width, height);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  ui_wait_window_size (window, width, height);
  return window;
}

/* The label at or below `widget` that shows `text`. */
static GtkWidget *
find_label (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_label (c, text);
      if (found)
        return found;
    }
  return NULL;
}

static void
test_worked_examples (void)
{
  MjCalculatorWindow *window = new_window (1024, 640);

  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      const Example *ex = &examples[i];
      const MjRules *rules = mj_rules_lookup (ex->rules);
      g_autofree char *value = mj_value_text (rules, ex->value);

      g_test_message ("%s", ex->rules);
      enter (window, i);
      g_assert_cmpstr (mj_calculator_window_get_message (window), ==, "");
      g_assert_cmpstr (mj_calculator_window_get_reason_text (window, ex->rules), ==, "");
      g_assert_cmpstr (mj_calculator_window_get_value_text (window, ex->rules), ==, value);
      assert_payments (mj_calculator_window_get_payments_text (window, ex->rules), ex->payments);
      for (guint p = 0; p < G_N_ELEMENTS (ex->patterns) && ex->patterns[p]; p++)
        g_assert_nonnull (mj_calculator_window_get_pattern_button (window, ex->rules, ex->patterns[p]));

      /* the column's command, run, says the same */
      {
        g_autofree char *command = mj_calculator_window_command (window, ex->rules);
        int value_cli, payments_cli[MJ_N_SEATS];

        g_test_message ("%s", command);
        run_command (command, &value_cli, payments_cli);
        g_assert_cmpint (value_cli, ==, ex->value);
        g_assert_cmpmem (payments_cli, sizeof payments_cli, ex->payments, sizeof ex->payments);
      }
    }

  /* and a click copies it: the first column's, Sichuan's */
  {
    guint n_rules;
    const MjRules * const *all = mj_rules_all (&n_rules);
    g_autofree char *command = mj_calculator_window_command (window, all[0]->id);
    g_autofree char *copied = NULL;
    GtkWidget *label = find_label (GTK_WIDGET (window), _("Copy as a command"));

    g_assert_nonnull (label);
    click (gtk_widget_get_parent (label));
    /* what the clipboard holds, read from its content here: reading it
     * back through the X server leaves GTK 4.8's X11 selection streams
     * behind (LeakSanitizer, 51 objects, in the sanitized run) */
    {
      GdkContentProvider *content = gdk_clipboard_get_content (gtk_widget_get_clipboard (label));
      GValue value = G_VALUE_INIT;

      g_assert_nonnull (content);
      g_value_init (&value, G_TYPE_STRING);
      g_assert_true (gdk_content_provider_get_value (content, &value, NULL));
      copied = g_value_dup_string (&value);
      g_value_unset (&value);
    }
    g_assert_cmpstr (copied, ==, command);
  }

  /* Taiwan's example elsewhere: no other rule set's hand holds 16 tiles */
  for (guint r = 0; r < 4; r++)
    {
      g_assert_cmpstr (mj_calculator_window_get_payments_text (window, examples[r].rules), ==, "");
      g_assert_cmpstr (mj_calculator_window_get_reason_text (window, examples[r].rules), !=, "");
    }

  /* a pattern opens the rule book at it */
  enter (window, 0);
  click (mj_calculator_window_get_pattern_button (window, "sichuan", "qingyise"));
  ui_iterate (200);
  {
    MjRulebook *book = MJ_RULEBOOK (ui_find_toplevel (MJ_TYPE_RULEBOOK));

    g_assert_nonnull (book);
    g_assert_cmpstr (mj_rulebook_get_page (book), ==, "sichuan");
    g_assert_cmpstr (mj_rulebook_get_anchor (book), ==, "qingyise");
    gtk_window_destroy (GTK_WINDOW (book));
  }
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

/* The entry scrolled to its top (the hand, the melds' sources), for a
 * screenshot: the last control used may have scrolled it down. */
static void
scroll_entry_to_top (MjCalculatorWindow *window)
{
  GtkWidget *scrolled = ui_find_descendant (GTK_WIDGET (window), GTK_TYPE_SCROLLED_WINDOW);

  gtk_widget_grab_focus (mj_calculator_window_get_add_button (window, MJ_CALCULATOR_ADD_TILE));
  ui_iterate (50);
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)), 0);
  ui_iterate (200);
}

/* qionghai.md Q6: South wins on North's discard of 9 of bamboo, with a
 * chow of 1 to 3 and one of 4 to 6 of characters and a pung of 9 of
 * dots; the melds' sources are chosen by the caller. */
static void
enter_q6 (MjCalculatorWindow *window)
{
  mj_calculator_window_clear (window);
  choose_add (window, MJ_CALCULATOR_ADD_TILE);
  click_tiles (window, "78s55s");
  choose_add (window, MJ_CALCULATOR_ADD_CHOW);
  click_tiles (window, "1m4m");
  choose_add (window, MJ_CALCULATOR_ADD_PUNG);
  click_tiles (window, "9p");
  choose_add (window, MJ_CALCULATOR_ADD_WIN);
  click_tiles (window, "9s");
  gtk_drop_down_set_selected (GTK_DROP_DOWN (mj_calculator_window_get_won_by (window)), 1);
  choose (window, MJ_CONTEXT_KEY_SEAT, MJ_SEAT_S);
  choose (window, MJ_CONTEXT_KEY_FROM, 1 + MJ_SEAT_N);
  ui_iterate (50);
}

/* The column's value and payments are `expected`, and so are those of
 * the command it copies, run. */
static void
assert_column (MjCalculatorWindow *window,
               const char         *rules_id,
               int                 value,
               const int          *expected)
{
  g_autofree char *text = mj_value_text (mj_rules_lookup (rules_id), value);
  g_autofree char *command = mj_calculator_window_command (window, rules_id);
  int value_cli, payments_cli[MJ_N_SEATS];

  g_assert_cmpstr (mj_calculator_window_get_reason_text (window, rules_id), ==, "");
  g_assert_cmpstr (mj_calculator_window_get_value_text (window, rules_id), ==, text);
  assert_payments (mj_calculator_window_get_payments_text (window, rules_id), expected);
  g_test_message ("%s", command);
  run_command (command, &value_cli, payments_cli);
  g_assert_cmpint (value_cli, ==, value);
  g_assert_cmpmem (payments_cli, sizeof payments_cli, expected, sizeof payments_cli);
}

static void
test_meld_sources (void)
{
  static const int shares[MJ_N_SEATS] = { -10, 40, -10, -20 };
  static const int liable[MJ_N_SEATS] = { -40, 40, 0, 0 };
  MjCalculatorWindow *window = new_window (1280, 800);
  g_autofree char *shot = g_strdup_printf ("calculator-%s-claims.png", language);

  enter_q6 (window);
  assert_column (window, "qionghai", 1, shares);

  /* a drop-down for each meld, named by the meld in words, reached by Tab */
  for (guint m = 0; m < 3; m++)
    {
      GtkWidget *drop = mj_calculator_window_get_meld_from (window, m);
      g_autofree char *label = NULL;
      g_autofree char *meld = mj_meld_name (&mj_calculator_window_get_calculator (window)->ctx.hand.melds[m], NULL);

      g_assert_nonnull (drop);
      g_assert_true (gtk_widget_get_mapped (drop));
      label = ui_accessible_property (drop, GTK_ACCESSIBLE_PROPERTY_LABEL);
      g_assert_nonnull (strstr (label, meld));
      words_test_assert_in_words (label);
      g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (drop)), ==, 0);
    }
  {
    GtkWidget *first = mj_calculator_window_get_meld_from (window, 0);
    gboolean reached = FALSE;

    gtk_widget_grab_focus (mj_calculator_window_get_add_button (window, MJ_CALCULATOR_ADD_TILE));
    for (guint i = 0; i < 400 && !reached; i++)
      {
        GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

        reached = focus && (focus == first || gtk_widget_is_ancestor (focus, first));
        gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
      }
    g_assert_true (reached);
  }

  /* the chows and the pung from East: he fed three claims and pays it all */
  for (guint m = 0; m < 3; m++)
    gtk_drop_down_set_selected (GTK_DROP_DOWN (mj_calculator_window_get_meld_from (window, m)), 1 + MJ_SEAT_E);
  ui_iterate (50);
  g_assert_cmpuint (mj_calculator_window_get_calculator (window)->ctx.hand.melds[2].from, ==, MJ_SEAT_E);
  assert_column (window, "qionghai", 1, liable);
  g_assert_nonnull (strstr (mj_calculator_window_get_notes_text (window, "qionghai"), "包"));
  words_test_assert_in_words (mj_calculator_window_get_notes_text (window, "qionghai"));
  /* (Taiwan, which has no 包, refuses the hand for its size alike) */
  g_assert_cmpstr (mj_calculator_window_get_reason_text (window, "taiwan16"), !=, "");
  scroll_entry_to_top (window);
  ui_save_png (GTK_WIDGET (window), shot);

  /* a chow from West, who is not on South's left, is refused in words */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (mj_calculator_window_get_meld_from (window, 0)), 1 + MJ_SEAT_W);
  ui_iterate (50);
  g_assert_cmpstr (mj_calculator_window_get_payments_text (window, "qionghai"), ==, "");
  g_assert_nonnull (strstr (mj_calculator_window_get_reason_text (window, "qionghai"),
                            mj_seat_display_name (MJ_SEAT_W)));
  /* and not said, the shares again */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (mj_calculator_window_get_meld_from (window, 0)), 0);
  ui_iterate (50);
  assert_column (window, "qionghai", 1, shares);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

static void
test_kong_feeder (void)
{
  static const int all_pay[MJ_N_SEATS] = { -30, -30, -30, 90 };
  static const int feeder_pays[MJ_N_SEATS] = { 0, 0, -24, 24 };
  const MjRules *sichuan = mj_rules_lookup ("sichuan");
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  MjCalculatorWindow *window = new_window (1280, 800);
  MjOptions options;

  mj_options_init_defaults (sichuan, &options);
  g_assert_true (mj_options_parse_assignment (sichuan, &options, "dian_gang_hua_as_zimo=false", NULL));
  mj_rule_options_save (settings, sichuan, &options);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (mj_calculator_window_get_house_rules (window)), 1);

  choose_add (window, MJ_CALCULATOR_ADD_TILE);
  click_tiles (window, "234m789m456p5p");
  choose_add (window, MJ_CALCULATOR_ADD_KONG);
  click_tiles (window, "6m");
  choose_add (window, MJ_CALCULATOR_ADD_WIN);
  click_tiles (window, "5p");
  choose (window, MJ_CONTEXT_KEY_SEAT, MJ_SEAT_N);
  tick (window, MJ_CONTEXT_KEY_AFTER_KONG);
  ui_iterate (50);
  /* nobody named as the feeder: all pay, even at this table */
  assert_column (window, "sichuan", 3, all_pay);

  /* the kong claimed from West: he fed it, and pays alone */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (mj_calculator_window_get_meld_from (window, 0)), 1 + MJ_SEAT_W);
  ui_iterate (50);
  assert_column (window, "sichuan", 3, feeder_pays);
  /* with the standard options, as a self-draw (S10) */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (mj_calculator_window_get_house_rules (window)), 0);
  ui_iterate (50);
  assert_column (window, "sichuan", 3, all_pay);

  mj_options_init_defaults (sichuan, &options);
  mj_rule_options_save (settings, sichuan, &options);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

static void
test_flower_win (void)
{
  static const int t15[MJ_N_SEATS] = { -280, -260, 800, -260 };
  static const int t16[MJ_N_SEATS] = { 0, 260, 0, -260 };
  MjCalculatorWindow *window = new_window (1280, 800);
  g_autofree char *shot = g_strdup_printf ("calculator-%s-flowers.png", language);
  guint n_rules;
  const MjRules * const *all = mj_rules_all (&n_rules);

  click_tiles (window, "1f2f3f4f5f6f7f");
  /* seven flowers: no win yet */
  g_assert_cmpstr (mj_calculator_window_get_value_text (window, "taiwan16"), ==, _("No win"));
  click_tiles (window, "8f");
  choose (window, MJ_CONTEXT_KEY_SEAT, MJ_SEAT_W);
  ui_iterate (50);
  assert_column (window, "taiwan16", 8, t15);
  g_assert_nonnull (mj_calculator_window_get_pattern_button (window, "taiwan16", "baxianguohai"));
  for (guint r = 0; r < n_rules; r++)
    if (!g_str_equal (all[r]->id, "taiwan16"))
      {
        g_assert_cmpstr (mj_calculator_window_get_payments_text (window, all[r]->id), ==, "");
        words_test_assert_in_words (mj_calculator_window_get_reason_text (window, all[r]->id));
      }
  scroll_entry_to_top (window);
  ui_save_png (GTK_WIDGET (window), shot);

  /* 七搶一: South holds seven, North draws the eighth */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (mj_calculator_window_get_won_by (window)), 1);
  choose (window, MJ_CONTEXT_KEY_SEAT, MJ_SEAT_S);
  choose (window, MJ_CONTEXT_KEY_FROM, 1 + MJ_SEAT_N);
  ui_iterate (50);
  assert_column (window, "taiwan16", 8, t16);
  g_assert_nonnull (mj_calculator_window_get_pattern_button (window, "taiwan16", "qiqiangyi"));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

static void
test_house_rules (void)
{
  static const int shares[MJ_N_SEATS] = { -10, 40, -10, -20 };
  static const int liable[MJ_N_SEATS] = { -40, 40, 0, 0 };
  const MjRules *qionghai = mj_rules_lookup ("qionghai");
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  MjCalculatorWindow *window = new_window (1280, 800);
  GtkWidget *house = mj_calculator_window_get_house_rules (window);
  MjOptions options;
  g_autofree char *command = NULL;

  /* Preferences: three claims are not enough for 包 at this table */
  mj_options_init_defaults (qionghai, &options);
  g_assert_true (mj_options_parse_assignment (qionghai, &options, "bao_threshold=4", NULL));
  mj_rule_options_save (settings, qionghai, &options);

  enter_q6 (window);
  for (guint m = 0; m < 3; m++)
    gtk_drop_down_set_selected (GTK_DROP_DOWN (mj_calculator_window_get_meld_from (window, m)), 1 + MJ_SEAT_E);
  ui_iterate (50);
  /* the standard options at first */
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (house)), ==, 0);
  assert_column (window, "qionghai", 1, liable);
  g_assert_nonnull (strstr (mj_calculator_window_get_notes_text (window, "qionghai"),
                            mj_seat_display_name (MJ_SEAT_E)));

  /* the house rules: East fed three, and four are needed */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (house), 1);
  ui_iterate (50);
  assert_column (window, "qionghai", 1, shares);
  g_assert_nonnull (strstr (mj_calculator_window_get_notes_text (window, "qionghai"),
                            _(qionghai->options[mj_options_find (qionghai, "bao_threshold")].label)));
  command = mj_calculator_window_command (window, "qionghai");
  g_assert_nonnull (strstr (command, "--option bao_threshold=4"));
  /* a rule set whose options are standard says nothing of them */
  g_assert_cmpstr (mj_calculator_window_get_notes_text (window, "sichuan"), ==, "");

  /* Preferences changed while the calculator shows them: followed */
  mj_options_init_defaults (qionghai, &options);
  mj_rule_options_save (settings, qionghai, &options);
  ui_iterate (50);
  assert_column (window, "qionghai", 1, liable);
  g_assert_null (strstr (mj_calculator_window_get_notes_text (window, "qionghai"),
                         _(qionghai->options[mj_options_find (qionghai, "bao_threshold")].label)));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

static void
test_refused (void)
{
  MjCalculatorWindow *window = new_window (1024, 640);
  guint n_rules;
  const MjRules * const *all = mj_rules_all (&n_rules);

  /* a fifth copy is refused in words */
  mj_calculator_window_clear (window);
  click_tiles (window, "5p5p5p5p");
  g_assert_cmpstr (mj_calculator_window_get_message (window), ==, "");
  click_tiles (window, "5p");
  g_assert_nonnull (strstr (mj_calculator_window_get_message (window), mj_tile_display_name (words_test_tile ("5p"))));
  g_assert_null (strstr (mj_calculator_window_get_message (window), "5p"));
  /* and read out at once */
  {
    GtkWidget *label = find_label (GTK_WIDGET (window), mj_calculator_window_get_message (window));

    g_assert_nonnull (label);
    g_assert_true (gtk_test_accessible_has_role (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_ROLE_ALERT));
  }
  g_assert_cmpuint (mj_calculator_copies (mj_calculator_window_get_calculator (window), words_test_tile ("5p")), ==, 4);
  /* taken out again by a click on the hand */
  click (gtk_widget_get_first_child (mj_calculator_window_get_hand_box (window)));
  g_assert_cmpuint (mj_calculator_copies (mj_calculator_window_get_calculator (window), words_test_tile ("5p")), ==, 3);
  g_assert_cmpstr (mj_calculator_window_get_message (window), ==, "");

  mj_calculator_window_clear (window);
  click_tiles (window, "123m456m789m234p5p");
  /* no winning tile yet: every column says what to do */
  for (guint r = 0; r < n_rules; r++)
    {
      g_assert_cmpstr (mj_calculator_window_get_value_text (window, all[r]->id), ==, _("No win"));
      g_assert_cmpstr (mj_calculator_window_get_reason_text (window, all[r]->id), !=, "");
    }

  gtk_drop_down_set_selected (GTK_DROP_DOWN (mj_calculator_window_get_won_by (window)), 1);
  /* robbing a kong of 2 of characters, which the hand holds: it cannot be */
  choose_add (window, MJ_CALCULATOR_ADD_WIN);
  click_tiles (window, "2m");
  tick (window, MJ_CONTEXT_KEY_ROBBING_KONG);
  for (guint r = 0; r < n_rules; r++)
    {
      g_autoptr (GError) error = NULL;
      MjWinContext ctx;
      MjScore score;

      g_assert_false (mj_calculator_value (mj_calculator_window_get_calculator (window), all[r], NULL, &ctx, &score,
                                           NULL, &error));
      g_assert_nonnull (error);
      g_assert_cmpstr (mj_calculator_window_get_value_text (window, all[r]->id), ==, _("No win"));
      g_assert_cmpstr (mj_calculator_window_get_reason_text (window, all[r]->id), ==, error->message);
      /* in the words of the window's controls, not the command's keys */
      words_test_assert_in_words (mj_calculator_window_get_reason_text (window, all[r]->id));
      g_assert_cmpstr (mj_calculator_window_get_payments_text (window, all[r]->id), ==, "");
    }
  /* the Sichuan column says it in words: the robber holds a 2 of characters */
  g_assert_nonnull (strstr (mj_calculator_window_get_reason_text (window, "sichuan"),
                            mj_win_context_key_label (MJ_CONTEXT_KEY_ROBBING_KONG)));
  g_assert_nonnull (strstr (mj_calculator_window_get_reason_text (window, "sichuan"),
                            mj_tile_display_name (words_test_tile ("2m"))));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

/* What means nothing in the situation cannot be chosen: who discarded on
 * a self-draw, a robbed kong on it, a kong's replacement on a discard. */
static void
test_sensitive (void)
{
  MjCalculatorWindow *window = new_window (1024, 640);
  GtkWidget *won_by = mj_calculator_window_get_won_by (window);
  GtkWidget *from = mj_calculator_window_get_key_widget (window, MJ_CONTEXT_KEY_FROM);
  GtkWidget *after_kong = mj_calculator_window_get_key_widget (window, MJ_CONTEXT_KEY_AFTER_KONG);
  GtkWidget *after_flower = mj_calculator_window_get_key_widget (window, MJ_CONTEXT_KEY_AFTER_FLOWER);
  GtkWidget *robbing = mj_calculator_window_get_key_widget (window, MJ_CONTEXT_KEY_ROBBING_KONG);
  GtkWidget *kong_discard = mj_calculator_window_get_key_widget (window, MJ_CONTEXT_KEY_AFTER_KONG_DISCARD);

  /* self-drawn, as a new window starts */
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (won_by)), ==, 0);
  g_assert_false (gtk_widget_get_sensitive (from));
  g_assert_false (gtk_widget_get_sensitive (robbing));
  g_assert_false (gtk_widget_get_sensitive (kong_discard));
  g_assert_false (gtk_widget_get_sensitive (after_flower));
  g_assert_true (gtk_widget_get_sensitive (after_kong));
  /* on a kong's replacement, From names who fed the kong */
  tick (window, MJ_CONTEXT_KEY_AFTER_KONG);
  g_assert_true (gtk_widget_get_sensitive (from));
  g_assert_true (gtk_widget_get_sensitive (after_flower));
  /* on a discard */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (won_by), 1);
  g_assert_true (gtk_widget_get_sensitive (from));
  g_assert_true (gtk_widget_get_sensitive (robbing));
  g_assert_true (gtk_widget_get_sensitive (kong_discard));
  g_assert_false (gtk_widget_get_sensitive (after_kong));
  g_assert_false (gtk_widget_get_sensitive (after_flower));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

/* The mnemonic keys of every label at or below `widget`. */
static void
collect_mnemonics (GtkWidget *widget,
                   GArray    *keys)
{
  if (GTK_IS_LABEL (widget) && gtk_label_get_use_underline (GTK_LABEL (widget)) &&
      gtk_label_get_mnemonic_keyval (GTK_LABEL (widget)) != GDK_KEY_VoidSymbol)
    {
      guint key = gdk_keyval_to_lower (gtk_label_get_mnemonic_keyval (GTK_LABEL (widget)));
      g_array_append_val (keys, key);
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_mnemonics (c, keys);
}

static void
test_keyboard (void)
{
  MjCalculatorWindow *window = new_window (1024, 640);
  GtkWidget *hand = mj_calculator_window_get_hand_box (window);
  GtkWidget *button;

  /* every tile of the palette is named in words, and reached by Tab */
  for (MjTile t = 0; t < MJ_N_TILE_KINDS; t++)
    {
      g_autofree char *label = ui_accessible_property (mj_calculator_window_get_tile_button (window, t),
                                         GTK_ACCESSIBLE_PROPERTY_LABEL);
      g_assert_cmpstr (label, ==, mj_tile_display_name (t));
      g_assert_true (gtk_widget_get_focusable (mj_calculator_window_get_tile_button (window, t)));
    }
  /* each way to add has its key (Alt and the underlined letter) */
  for (guint a = 0; a < MJ_CALCULATOR_N_ADD; a++)
    g_assert_true (gtk_button_get_use_underline (GTK_BUTTON (mj_calculator_window_get_add_button (window, a))));

  /* and no two controls share one, in this language too */
  {
    g_autoptr (GArray) keys = g_array_new (FALSE, FALSE, sizeof (guint));

    collect_mnemonics (GTK_WIDGET (window), keys);
    g_assert_cmpuint (keys->len, >=, MJ_CALCULATOR_N_ADD + 12);
    for (guint i = 0; i < keys->len; i++)
      for (guint j = i + 1; j < keys->len; j++)
        if (g_array_index (keys, guint, i) == g_array_index (keys, guint, j))
          g_error ("two controls answer to Alt+%s", gdk_keyval_name (g_array_index (keys, guint, i)));
  }

  /* Tab reaches every tile, every way to add and every control of the
   * situation, in order */
  {
    static const MjContextKeys keys[] = {
      MJ_CONTEXT_KEY_FROM, MJ_CONTEXT_KEY_SEAT, MJ_CONTEXT_KEY_DEALER, MJ_CONTEXT_KEY_SEAT_WIND,
      MJ_CONTEXT_KEY_ROUND_WIND, MJ_CONTEXT_KEY_DEALER_STREAK, MJ_CONTEXT_KEY_AFTER_KONG,
      MJ_CONTEXT_KEY_AFTER_FLOWER, MJ_CONTEXT_KEY_AFTER_KONG_DISCARD, MJ_CONTEXT_KEY_ROBBING_KONG,
      MJ_CONTEXT_KEY_LAST_TILE, MJ_CONTEXT_KEY_FIRST_TURN, MJ_CONTEXT_KEY_MISSING_SUIT, MJ_CONTEXT_KEY_FINISHED,
      MJ_CONTEXT_KEY_FLIPPED, MJ_CONTEXT_KEY_READY_DECLARED, MJ_CONTEXT_KEY_BAO,
    };
    g_autoptr (GPtrArray) targets = g_ptr_array_new ();
    g_autoptr (GHashTable) reached = g_hash_table_new (NULL, NULL);

    for (MjTile t = 0; t < MJ_N_TILE_KINDS; t++)
      g_ptr_array_add (targets, mj_calculator_window_get_tile_button (window, t));
    for (guint a = 0; a < MJ_CALCULATOR_N_ADD; a++)
      g_ptr_array_add (targets, mj_calculator_window_get_add_button (window, a));
    /* what means nothing on a self-draw is insensitive, out of Tab's way
     * (/ui/calculator/sensitive) */
    for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
      if (mj_calculator_key_applies (mj_calculator_window_get_calculator (window), keys[k]))
        g_ptr_array_add (targets, mj_calculator_window_get_key_widget (window, keys[k]));
    g_ptr_array_add (targets, mj_calculator_window_get_won_by (window));
    g_ptr_array_add (targets, mj_calculator_window_get_house_rules (window));

    gtk_widget_grab_focus (mj_calculator_window_get_add_button (window, MJ_CALCULATOR_ADD_TILE));
    for (guint i = 0; i < 400; i++)
      {
        GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

        for (guint t = 0; focus && t < targets->len; t++)
          if (focus == targets->pdata[t] || gtk_widget_is_ancestor (focus, targets->pdata[t]))
            g_hash_table_add (reached, targets->pdata[t]);
        gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
      }
    for (guint t = 0; t < targets->len; t++)
      if (!g_hash_table_contains (reached, targets->pdata[t]))
        g_error ("Tab never reaches the %s “%s”", G_OBJECT_TYPE_NAME (targets->pdata[t]),
                 gtk_widget_get_tooltip_text (targets->pdata[t]) ? gtk_widget_get_tooltip_text (targets->pdata[t])
                                                                 : "");
  }

  /* Space or Enter on a focused tile adds it: a pung of East wind */
  press (mj_calculator_window_get_add_button (window, MJ_CALCULATOR_ADD_PUNG));
  press (mj_calculator_window_get_tile_button (window, words_test_tile ("1z")));
  g_assert_cmpuint (mj_calculator_window_get_calculator (window)->ctx.hand.n_melds, ==, 1);
  {
    g_autofree char *label = ui_accessible_property (gtk_widget_get_first_child (hand), GTK_ACCESSIBLE_PROPERTY_LABEL);
    MjMeld pung = { MJ_MELD_PUNG, words_test_tile ("1z"), MJ_TILE_NONE, MJ_SEAT_NONE };
    g_autofree char *meld = mj_meld_name (&pung, NULL);

    g_assert_nonnull (strstr (label, meld));
  }
  /* and taken out by a key on it in the hand; the focus stays in reach */
  g_assert_true (ui_wait_sized (gtk_widget_get_first_child (hand)));
  press (gtk_widget_get_first_child (hand));
  g_assert_cmpuint (mj_calculator_window_get_calculator (window)->ctx.hand.n_melds, ==, 0);
  g_assert_nonnull (gtk_root_get_focus (GTK_ROOT (window)));
  /* a flower is held and let go */
  button = mj_calculator_window_get_tile_button (window, words_test_tile ("2f"));
  press (button);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
  {
    g_autofree char *label = ui_accessible_property (gtk_widget_get_first_child (hand), GTK_ACCESSIBLE_PROPERTY_LABEL);
    g_assert_nonnull (strstr (label, mj_tile_display_name (words_test_tile ("2f"))));
  }
  press (button);
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
  g_assert_null (gtk_widget_get_first_child (hand));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

static void
test_main_window (void)
{
  MjWindow *main_window = app_test_new_window ();
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/gtk/help-overlay.ui");
  GSList *objects = gtk_builder_get_objects (builder);
  gboolean listed = FALSE;
  GtkWidget *calculator;

  g_assert_nonnull (g_action_map_lookup_action (G_ACTION_MAP (main_window), "calculator"));
  g_action_group_activate_action (G_ACTION_GROUP (main_window), "calculator", NULL);
  ui_iterate (200);
  calculator = ui_find_toplevel (MJ_TYPE_CALCULATOR_WINDOW);
  g_assert_nonnull (calculator);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (calculator)) == GTK_WINDOW (main_window));
  /* once a window */
  g_action_group_activate_action (G_ACTION_GROUP (main_window), "calculator", NULL);
  g_assert_true (mj_calculator_window_show (GTK_WINDOW (main_window), NULL) == MJ_CALCULATOR_WINDOW (calculator));

  for (GSList *l = objects; l; l = l->next)
    if (GTK_IS_SHORTCUTS_SHORTCUT (l->data))
      {
        g_autofree char *action = NULL;
        g_object_get (l->data, "action-name", &action, NULL);
        listed |= g_strcmp0 (action, "win.calculator") == 0;
      }
  g_slist_free (objects);
  g_assert_true (listed);

  /* the application gives the action its key, Ctrl+E */
  {
    g_autoptr (MjApplication) app = mj_application_new ();
    g_autoptr (GError) error = NULL;
    g_auto (GStrv) accels = NULL;

    /* an instance of its own name, not the one a session may run */
    g_application_set_application_id (G_APPLICATION (app), APP_ID ".CalculatorTest");
    g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
    g_application_register (G_APPLICATION (app), NULL, &error);
    g_assert_no_error (error);
    accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app), "win.calculator");
    g_assert_cmpuint (g_strv_length (accels), ==, 1);
    g_assert_cmpstr (accels[0], ==, "<Control>e");
  }
  gtk_window_destroy (GTK_WINDOW (calculator));
  gtk_window_destroy (GTK_WINDOW (main_window));
  ui_iterate (100);
}

/* Every column's value is in sight without scrolling: inside the window,
 * and inside every scrolled window around it (not scrolled away). */
static void
assert_values_in_sight (MjCalculatorWindow *window)
{
  guint n_rules;
  const MjRules * const *all = mj_rules_all (&n_rules);
  int width = gtk_widget_get_width (GTK_WIDGET (window));
  int height = gtk_widget_get_height (GTK_WIDGET (window));

  for (guint r = 0; r < n_rules; r++)
    {
      GtkWidget *value = mj_calculator_window_get_value_label (window, all[r]->id);
      graphene_rect_t b;

      g_assert_true (gtk_widget_get_mapped (value));
      g_assert_true (gtk_widget_compute_bounds (value, GTK_WIDGET (window), &b));
      g_test_message ("%s: the value at %.0f,%.0f %.0f×%.0f in %d×%d", all[r]->id, b.origin.x, b.origin.y,
                      b.size.width, b.size.height, width, height);
      g_assert_cmpfloat (b.size.height, >, 0);
      g_assert_cmpfloat (b.origin.x, >=, 0);
      g_assert_cmpfloat (b.origin.y, >=, 0);
      g_assert_cmpfloat (b.origin.x + b.size.width, <=, width);
      g_assert_cmpfloat (b.origin.y + b.size.height, <=, height);
      for (GtkWidget *w = gtk_widget_get_parent (value); w; w = gtk_widget_get_parent (w))
        if (GTK_IS_SCROLLED_WINDOW (w))
          {
            graphene_rect_t in;

            g_assert_true (gtk_widget_compute_bounds (value, w, &in));
            g_assert_cmpfloat (in.origin.y, >=, 0);
            g_assert_cmpfloat (in.origin.y + in.size.height, <=, gtk_widget_get_height (w));
          }
    }
}

static void
test_screenshots (void)
{
  static const struct {
    int         width, height;
    const char *scheme;
    guint       example;
  } shots[] = {
    { 1024, 640, "light", 3 },
    { 1024, 640, "dark", 1 },
    { 1600, 1000, "light", 4 },
    { 1600, 1000, "dark", 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      g_autofree char *name = g_strdup_printf ("calculator-%s-%d-%s.png", language, shots[i].width, shots[i].scheme);
      g_autofree char *values = g_strdup_printf ("calculator-%s-%d-%s-values.png", language, shots[i].width,
                                                 shots[i].scheme);
      gboolean dark = g_str_equal (shots[i].scheme, "dark");
      MjCalculatorWindow *window;
      GtkAdjustment *v;

      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_FORCE_LIGHT);
      window = new_window (shots[i].width, shots[i].height);
      enter (window, shots[i].example);
      /* each rule set's own facts move beside the win's in a wide window */
      ui_iterate (300);
      ui_save_png (GTK_WIDGET (window), name);
      assert_values_in_sight (window);
      /* and the rest of the entry, scrolled to (the values stay) */
      v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (ui_find_descendant (GTK_WIDGET (window),
                                                                                        GTK_TYPE_SCROLLED_WINDOW)));
      if (gtk_adjustment_get_upper (v) > gtk_adjustment_get_page_size (v))
        {
          gtk_adjustment_set_value (v, gtk_adjustment_get_upper (v));
          ui_iterate (100);
          ui_save_png (GTK_WIDGET (window), values);
        }
      gtk_window_destroy (GTK_WINDOW (window));
      ui_iterate (50);
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data = g_dir_make_tmp ("sparrow-test-XXXXXX", NULL);

  g_setenv ("XDG_DATA_HOME", data, TRUE);
  language = g_getenv ("LANGUAGE");
  if (language == NULL || language[0] == '\0')
    language = "en";
  app_test_init_translated (&argc, &argv);

  g_test_add_func ("/ui/calculator/worked-examples", test_worked_examples);
  g_test_add_func ("/ui/calculator/meld-sources", test_meld_sources);
  g_test_add_func ("/ui/calculator/kong-feeder", test_kong_feeder);
  g_test_add_func ("/ui/calculator/flower-win", test_flower_win);
  g_test_add_func ("/ui/calculator/house-rules", test_house_rules);
  g_test_add_func ("/ui/calculator/refused", test_refused);
  g_test_add_func ("/ui/calculator/sensitive", test_sensitive);
  g_test_add_func ("/ui/calculator/keyboard", test_keyboard);
  g_test_add_func ("/ui/calculator/main-window", test_main_window);
  g_test_add_func ("/ui/calculator/screenshots", test_screenshots);
  g_test_add_func ("/ui/calculator/no-gl-stack", ui_test_no_gl_stack);

  return g_test_run ();
}
