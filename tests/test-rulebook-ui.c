/* test-rulebook-ui.c: the rule book window, the comparison of a hand
 * under the other rule sets, and the review after a hand, under Xvfb.
 *
 *   /ui/rulebook/template       the window's template and its sidebar
 *   /ui/rulebook/pages          every rule set's page: each entry of the data
 *                               has its widget, with its example hands drawn
 *   /ui/rulebook/why            every refusal of every rule set opens the book
 *                               (one per parent window) at its rule, scrolled
 *                               into view and lit
 *   /ui/rulebook/compare-hand   honours where there are none, sixteen tiles
 *                               where there are thirteen, a refusal, a value
 *   /ui/hand-review             the review's cards are mj_review_hand's list
 *   /ui/rulebook/screenshots    PNGs at 1280×800 in the build directory
 *                               (screenshots/): each rule set's page, its
 *                               patterns, the comparison, a hand compared,
 *                               a review
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "mj-ui-test.h"
#include "mj-bot.h"
#include "mj-hand-review.h"
#include "mj-hint.h"
#include "mj-rulebook.h"
#include "mj-tile-strip.h"

static void
destroy (gpointer window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (20);
}

/* Is the widget inside the visible part of its scrolled window? */
static gboolean
scrolled_into_view (GtkWidget *widget)
{
  GtkWidget *sw = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  graphene_point_t p;

  g_assert_nonnull (sw);
  if (!gtk_widget_compute_point (widget, sw, &GRAPHENE_POINT_INIT (0, 0), &p))
    return FALSE;
  return gtk_widget_get_height (sw) > 0 && p.y >= -1 && p.y < gtk_widget_get_height (sw) / 2.0;
}

/* Lets the main loop run until the widget is in view (a first window
 * takes a while to map under Xvfb); FALSE after two minutes. */
static gboolean
wait_for_view (GtkWidget *widget)
{
  /* (long enough for the sanitized run with whole stacks on a busy
   * machine, where the book's first layout of a page thousands of pixels
   * long took longer than 30 s: it returns as soon as the view is there) */
  gint64 end = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;

  while (g_get_monotonic_time () < end)
    {
      ui_iterate (10);
      if (gtk_widget_get_mapped (widget) && scrolled_into_view (widget))
        {
          /* and it stays there once the scrolling is done: a page laid
           * out again (a larger text) may pass it on its way, so one that
           * moved on is waited for again rather than taken as lost (under
           * load /ui/rulebook/why failed here in 2 of 3 full runs) */
          ui_iterate (60);
          if (scrolled_into_view (widget))
            return TRUE;
        }
    }
  return FALSE;
}

static guint
count_type (GtkWidget *widget,
            GType      type)
{
  guint n = G_TYPE_CHECK_INSTANCE_TYPE (widget, type) ? 1 : 0;

  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    n += count_type (c, type);
  return n;
}

static void
test_template (void)
{
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  MjRulebook *book = mj_rulebook_new (NULL, cache);
  guint n_rules;

  mj_rules_all (&n_rules);
  g_assert_true (MJ_IS_RULEBOOK (book));
  g_assert_cmpuint (count_type (GTK_WIDGET (book), GTK_TYPE_LIST_BOX_ROW), ==, n_rules + 1);
  g_assert_null (mj_rulebook_get_page (book));
  destroy (book);
}

static void
test_pages (void)
{
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  MjRulebook *book = mj_rulebook_new (NULL, cache);
  guint n_rules;
  const MjRules * const *all = mj_rules_all (&n_rules);

  for (guint r = 0; r < n_rules; r++)
    {
      const MjRulebookData *data = all[r]->book;
      guint n_examples = 0;
      GtkWidget *page;

      g_assert_true (mj_rulebook_go_to (book, all[r]->id, NULL));
      g_assert_cmpstr (mj_rulebook_get_page (book), ==, all[r]->id);
      g_assert_null (mj_rulebook_get_anchor (book));
      for (guint s = 0; s < MJ_RULEBOOK_N_SECTIONS; s++)
        g_assert_nonnull (mj_rulebook_get_anchor_widget (book, mj_rulebook_data_section_anchor (s)));
      for (guint i = 0; i < data->n_entries; i++)
        {
          const MjRulebookEntry *e = &data->entries[i];
          g_auto (GStrv) anchors = g_strsplit (e->anchors, " ", -1);
          for (guint a = 0; anchors[a]; a++)
            g_assert_nonnull (mj_rulebook_get_anchor_widget (book, anchors[a]));
          for (guint j = 0; j < MJ_RULEBOOK_MAX_EXAMPLES && e->examples[j].hand; j++)
            n_examples++;
        }
      /* every example is drawn in tiles */
      page = gtk_widget_get_ancestor (mj_rulebook_get_anchor_widget (book, "setup"), GTK_TYPE_SCROLLED_WINDOW);
      g_assert_cmpuint (count_type (page, MJ_TYPE_TILE_STRIP), ==, n_examples);
    }

  g_assert_true (mj_rulebook_go_to (book, MJ_RULEBOOK_COMPARE, NULL));
  g_assert_cmpstr (mj_rulebook_get_page (book), ==, MJ_RULEBOOK_COMPARE);
  g_assert_false (mj_rulebook_go_to (book, "sichuan", "no-such-rule"));
  g_assert_cmpstr (mj_rulebook_get_page (book), ==, "sichuan");
  g_assert_null (mj_rulebook_get_anchor (book));
  g_assert_false (mj_rulebook_go_to (book, "no-such-rules", NULL));
  g_assert_nonnull (mj_rulebook_get_page (book));
  destroy (book);
}

static void
test_why (void)
{
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  GtkWidget *parent = gtk_window_new ();
  MjRulebook *first = NULL;
  guint n_rules;
  const MjRules * const *all = mj_rules_all (&n_rules);

  gtk_window_present (GTK_WINDOW (parent));
  /* the game's window is on the screen before its book is asked for: a
   * book made transient for a window not yet shown stayed a 1×1 surface
   * with no frame, under the sanitizers on a busy machine */
  g_assert_true (ui_wait_sized (parent));
  for (guint r = 0; r < n_rules; r++)
    {
      const MjRefusalTerm *refusals[MJ_N_REFUSALS];
      guint n = mj_rules_refusals (all[r], refusals);

      for (guint i = 0; i < n; i++)
        {
          const char *anchor = mj_rulebook_data_anchor_for_refusal (all[r], refusals[i]->refusal);
          MjRulebook *book = mj_rulebook_show (GTK_WINDOW (parent), cache, all[r]->id, anchor);
          GtkWidget *target;

          /* one book per window */
          if (first == NULL)
            first = book;
          g_assert_true (book == first);
          g_assert_cmpstr (mj_rulebook_get_page (book), ==, all[r]->id);
          g_assert_cmpstr (mj_rulebook_get_anchor (book), ==, anchor);
          target = mj_rulebook_get_anchor_widget (book, anchor);
          g_assert_nonnull (target);
          if (!wait_for_view (target))
            {
              GtkWidget *sw = gtk_widget_get_ancestor (target, GTK_TYPE_SCROLLED_WINDOW);
              GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (sw));
              graphene_point_t p = GRAPHENE_POINT_INIT (-1, -1);

              if (!gtk_widget_compute_point (target, sw, &GRAPHENE_POINT_INIT (0, 0), &p))
                p.y = G_MAXFLOAT;
              GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (book));
              g_error ("%s: the book did not scroll to %s (book %dx%d, surface %s %dx%d, frame %" G_GINT64_FORMAT "; mapped %d, at %.0f in a view %d high; scrolled %.0f of %.0f, page %.0f)",
                       all[r]->id, anchor, gtk_widget_get_width (GTK_WIDGET (book)), gtk_widget_get_height (GTK_WIDGET (book)),
                       surface && gdk_surface_get_mapped (surface) ? "mapped" : "unmapped",
                       surface ? gdk_surface_get_width (surface) : -1, surface ? gdk_surface_get_height (surface) : -1,
                       surface ? gdk_frame_clock_get_frame_counter (gdk_surface_get_frame_clock (surface)) : -1,
                       gtk_widget_get_mapped (target), p.y, gtk_widget_get_height (sw),
                       gtk_adjustment_get_value (adj), gtk_adjustment_get_upper (adj),
                       gtk_adjustment_get_page_size (adj));
            }
        }
    }

  /* a pattern id, as "Why?" on a hint's value gives it */
  g_assert_true (mj_rulebook_show (GTK_WINDOW (parent), cache, "sichuan", "qingyise") == first);
  g_assert_true (wait_for_view (mj_rulebook_get_anchor_widget (first, "qingyise")));

  /* the rule asked for stays in view while the page is laid out again (a
   * larger text wraps every paragraph above it), until the person
   * scrolls: then the page stays where the person left it.  (The text's
   * size, not the window's: a surface resized while frames are drawn made
   * GTK 4.8 keep a render node for good under LeakSanitizer.) */
  {
    GtkWidget *target = mj_rulebook_get_anchor_widget (first, "qingyise");
    GtkWidget *sw = gtk_widget_get_ancestor (target, GTK_TYPE_SCROLLED_WINDOW);
    GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (sw));
    GtkSettings *gtk_settings = gtk_settings_get_default ();
    double before = gtk_adjustment_get_value (adj);
    int dpi = 0;

    g_object_get (gtk_settings, "gtk-xft-dpi", &dpi, NULL);
    g_object_set (gtk_settings, "gtk-xft-dpi", 144 * 1024, NULL);
    ui_iterate (300);
    g_assert_true (wait_for_view (target));
    g_assert_cmpfloat (fabs (gtk_adjustment_get_value (adj) - before), >, 1.0);

    gtk_adjustment_set_value (adj, 0);    /* as a scroll would */
    g_object_set (gtk_settings, "gtk-xft-dpi", 96 * 1024, NULL);
    ui_iterate (500);
    g_assert_cmpfloat (gtk_adjustment_get_value (adj), ==, 0);
    g_object_set (gtk_settings, "gtk-xft-dpi", dpi, NULL);
    ui_iterate (100);
  }

  /* closing the book forgets it: the next "Why?" makes a new one */
  destroy (first);
  first = mj_rulebook_show (GTK_WINDOW (parent), cache, "lisi", "立牌");
  g_assert_true (MJ_IS_RULEBOOK (first));
  g_assert_cmpstr (mj_rulebook_get_anchor (first), ==, "立牌");
  destroy (first);
  destroy (parent);
}

/* Finds the comparison's row of a rule set. */
static GtkWidget *
compare_row (GtkWidget     *widget,
             const MjRules *rules)
{
  if (ADW_IS_ACTION_ROW (widget) &&
      g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), _(rules->name)) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = compare_row (c, rules);
      if (found)
        return found;
    }
  return NULL;
}

static MjWinContext
context_of (const char *rules_id,
            const char *hand,
            const char *win,
            const char *context)
{
  MjRulebookExample x = { hand, win, context, NULL, 0, "", NULL };
  MjOptions options;
  MjWinContext ctx;

  g_assert_true (mj_rulebook_data_example_context (mj_rules_lookup (rules_id), &x, &options, &ctx, NULL));
  return ctx;
}

static void
test_compare_hand (void)
{
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  const MjRules *qionghai = mj_rules_lookup ("qionghai");
  const MjRules *sichuan = mj_rules_lookup ("sichuan");
  MjWinContext honours = context_of ("qionghai", "234p567p789s2m[111z]", "2m", "self-drawn seat=E");
  MjWinContext plain = context_of ("sichuan", "123m456m789m234p5p", "5p", "discard from=W");
  GtkWidget *a = g_object_ref_sink (mj_rulebook_compare_hand (cache, &honours, qionghai));
  GtkWidget *b = g_object_ref_sink (mj_rulebook_compare_hand (cache, &plain, sichuan));
  GtkWidget *row;

  g_assert_cmpuint (count_type (a, ADW_TYPE_ACTION_ROW), ==, 4);
  g_assert_null (compare_row (a, qionghai));
  row = compare_row (a, sichuan);
  g_assert_cmpint (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "verdict")), ==, MJ_RULEBOOK_TILES);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "East wind"));
  row = compare_row (a, mj_rules_lookup ("lisi"));
  g_assert_true (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "legal")));

  row = compare_row (b, mj_rules_lookup ("taiwan16"));
  g_assert_cmpint (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "verdict")), ==, MJ_RULEBOOK_HAND_SIZE);
  row = compare_row (b, mj_rules_lookup ("zhuoji"));
  g_assert_false (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "legal")));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "self-draw"));
  row = compare_row (b, mj_rules_lookup ("lisi"));
  g_assert_true (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "legal")));
  g_assert_cmpint (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "value")), ==, 18);
  g_assert_cmpuint (count_type (b, MJ_TYPE_TILE_STRIP), ==, 1);

  g_assert_finalize_object (a);
  g_assert_finalize_object (b);
}

/* One hand of computer players; seat 0 plays a random legal move one time
 * in three, so there is something to review. */
static MjRecord *
careless_record (const char *rules_id,
                 guint64     seed)
{
  static const char *names[] = { "Tester", "Li Wei", "Zhang Min", "Wang Fang" };
  g_autoptr (MjGame) game = mj_game_new (mj_rules_lookup (rules_id), NULL, seed, MJ_MATCH_HANDS, 1);
  g_autofree MjView *view = g_new0 (MjView, 1);
  MjBot bots[MJ_N_SEATS];
  MjRandom rng;
  MjRecord *record;

  mj_random_seed (&rng, seed);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    mj_bot_init (&bots[i], MJ_BOT_BASELINE, seed * 4 + i);
  mj_game_start (game);
  while (mj_game_get_phase (game) != MJ_PHASE_MATCH_OVER)
    {
      guint pending = mj_game_get_pending (game);
      for (guint seat = 0; seat < MJ_N_SEATS; seat++)
        if (pending & (1u << seat))
          {
            MjAction legal[MJ_MAX_LEGAL], a;
            guint n = mj_game_legal_actions (game, seat, legal, G_N_ELEMENTS (legal));
            mj_game_get_view (game, seat, view);
            a = mj_bot_decide (&bots[seat], view, legal, n);
            if (seat == 0 && mj_random_below (&rng, 3) == 0)
              a = legal[mj_random_below (&rng, n)];
            g_assert_true (mj_game_submit_action (game, &a, NULL));
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
test_hand_review (void)
{
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  g_autoptr (MjRecord) record = careless_record ("qionghai", 2002);
  MjReviewItem items[5];
  guint n = mj_review_hand (record, 0, record->actions->len, 0, items, G_N_ELEMENTS (items));
  GtkWidget *review = g_object_ref_sink (mj_hand_review_new (cache, record, 0, record->actions->len, 0, 5));

  g_assert_cmpuint (n, >, 0);
  g_assert_cmpuint (mj_hand_review_get_n_items (MJ_HAND_REVIEW (review)), ==, n);
  for (guint i = 0; i < n; i++)
    {
      const MjReviewItem *item = mj_hand_review_get_item (MJ_HAND_REVIEW (review), i);
      g_assert_cmpuint (item->action, ==, items[i].action);
      g_assert_cmpstr (item->sentence, ==, items[i].sentence);
    }
  /* a card per decision, each with its tiles */
  g_assert_cmpuint (count_type (review, MJ_TYPE_TILE_STRIP), ==, n);
  mj_review_items_clear (items, n);
  g_assert_finalize_object (review);

  /* nothing to review: an empty range */
  review = g_object_ref_sink (mj_hand_review_new (cache, record, 0, 0, 0, 5));
  g_assert_cmpuint (mj_hand_review_get_n_items (MJ_HAND_REVIEW (review)), ==, 0);
  g_assert_finalize_object (review);
}

static GtkWidget *
scrolled_window_with (GtkWidget  *child,
                      const char *title)
{
  GtkWidget *window = adw_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();

  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), adw_window_title_new (title, NULL));
  gtk_box_append (GTK_BOX (box), header);
  gtk_widget_set_margin_top (child, 18);
  gtk_widget_set_margin_bottom (child, 18);
  gtk_widget_set_margin_start (child, 18);
  gtk_widget_set_margin_end (child, 18);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 720);
  adw_clamp_set_child (ADW_CLAMP (clamp), child);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (box), scrolled);
  adw_window_set_content (ADW_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 720, 800);
  gtk_window_present (GTK_WINDOW (window));
  ui_iterate (300);
  return window;
}

static void
test_screenshots (void)
{
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  guint n_rules;
  const MjRules * const *all = mj_rules_all (&n_rules);
  MjRulebook *book = mj_rulebook_new (NULL, cache);
  GtkWidget *window;

  gtk_window_set_default_size (GTK_WINDOW (book), 1280, 800);
  gtk_window_present (GTK_WINDOW (book));
  for (guint r = 0; r < n_rules; r++)
    {
      g_autofree char *top = g_strdup_printf ("rulebook-%s.png", all[r]->id);
      g_autofree char *patterns = g_strdup_printf ("rulebook-%s-patterns.png", all[r]->id);

      mj_rulebook_go_to (book, all[r]->id, NULL);
      ui_iterate (400);
      ui_save_png (GTK_WIDGET (book), top);
      mj_rulebook_go_to (book, all[r]->id, "patterns");
      ui_iterate (400);
      ui_save_png (GTK_WIDGET (book), patterns);
    }
  mj_rulebook_go_to (book, "sichuan", "定缺");
  ui_iterate (400);
  ui_save_png (GTK_WIDGET (book), "rulebook-sichuan-why.png");
  mj_rulebook_go_to (book, MJ_RULEBOOK_COMPARE, NULL);
  ui_iterate (400);
  ui_save_png (GTK_WIDGET (book), "rulebook-compare.png");

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  mj_rulebook_go_to (book, "taiwan16", "dasanyuan");
  ui_iterate (400);
  ui_save_png (GTK_WIDGET (book), "rulebook-taiwan16-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  destroy (book);

  {
    MjWinContext ctx = context_of ("qionghai", "567m345p678s8s[234m]", "8s", "discard from=W");
    window = scrolled_window_with (mj_rulebook_compare_hand (cache, &ctx, mj_rules_lookup ("qionghai")),
                                   "Hand 1");
    ui_save_png (window, "compare-hand.png");
    destroy (window);
  }
  {
    g_autoptr (MjRecord) record = careless_record ("sichuan", 2001);
    window = scrolled_window_with (mj_hand_review_new (cache, record, 0, record->actions->len, 0, 4), "Hand 1");
    ui_save_png (window, "hand-review.png");
    destroy (window);
  }
}

int
main (int    argc,
      char **argv)
{
  ui_test_prepare_display ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/ui/rulebook/template", test_template);
  g_test_add_func ("/ui/rulebook/pages", test_pages);
  g_test_add_func ("/ui/rulebook/why", test_why);
  g_test_add_func ("/ui/rulebook/compare-hand", test_compare_hand);
  g_test_add_func ("/ui/hand-review", test_hand_review);
  g_test_add_func ("/ui/rulebook/screenshots", test_screenshots);
  g_test_add_func ("/ui/rulebook/no-gl-stack", ui_test_no_gl_stack);

  return g_test_run ();
}
