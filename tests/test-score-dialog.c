/* test-score-dialog.c: the score dialog as a person reads it, under Xvfb.
 *
 *   /ui/score-dialog/zhuoji       zhuoji.md G10: one line per reason, not
 *                                 per pair of players ("Li Wei holds three
 *                                 1 of bamboo as chickens (鸡): 3 — from
 *                                 each of …"); the chickens: the flipped
 *                                 tile and the chicken it names on one
 *                                 line, who held how many; the chart with
 *                                 its axes and a legend clear of the lines
 *   /ui/score-dialog/sichuan      sichuan.md S11: fan into points with the
 *                                 base and its doubling, the flower pig,
 *                                 the ready check and the refund, each in
 *                                 words with its sum
 *   /ui/score-dialog/plot-narrow  the chart drawn into an image: axes with
 *                                 round ticks, hand numbers that do not
 *                                 crowd, a legend that wraps and never
 *                                 covers a line
 *
 * Screenshots in the build directory: screenshots/score-dialog-zhuoji.png,
 * score-dialog-sichuan.png as shown, and each with -all: the whole content.
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "mj-record.h"
#include "mj-score-dialog.h"
#include "mj-score-plot.h"
#include "mj-settlement.h"
#include "mj-tile-strip.h"
#include "mj-ui-test.h"

static const char * const names[MJ_N_SEATS] = { "Zhang Min", "Li Wei", "Wang Fang", "Chen Jie" };

/* Scores after each of six hands, the last one below zero for two. */
static const int history[6 * MJ_N_SEATS] = {
  12, -4, -4, -4,
  30, -20, 2, -12,
  18, -8, 40, -50,
  -26, 70, 16, -60,
  -40, 84, 36, -80,
  -54, 85, 29, -60,
};

/* The state at the end of a scenario of tests/data/scenarios; "then":
 * "discard-drawn" is played as tests/test-game.c plays it. */
static MjGame *
scenario_game (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "scenarios", name, NULL);
  g_autofree char *text = NULL;
  g_autoptr (MjRecord) record = NULL;
  g_autoptr (GError) error = NULL;
  MjGame *game;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  record = mj_record_from_json (text, -1, &error);
  g_assert_no_error (error);
  game = mj_record_replay (record, G_MAXUINT, &error);
  g_assert_no_error (error);
  if (strstr (text, "\"discard-drawn\""))
    for (guint guard = 0; guard < 1000 && mj_state_pending (mj_game_get_state (game)); guard++)
      {
        const MjState *s = mj_game_get_state (game);
        guint pending = mj_state_pending (s);
        MjAction a = { 0 };

        a.seat = (guint8) __builtin_ctz (pending);
        a.type = s->phase == MJ_PHASE_TURN ? MJ_ACTION_DISCARD : MJ_ACTION_PASS;
        a.tile = s->phase == MJ_PHASE_TURN ? s->players[a.seat].drawn : MJ_TILE_NONE;
        g_assert_true (mj_game_submit_action (game, &a, &error));
      }
  return game;
}

static MjScoreDialog *
show_dialog (MjTileCache   *cache,
             const MjState *s,
             guint          you)
{
  MjScoreDialog *dialog = mj_score_dialog_new (NULL, cache);

  mj_score_dialog_set_names (dialog, names, you);
  mj_score_dialog_show_hand (dialog, s, history, 6, FALSE);
  gtk_window_set_default_size (GTK_WINDOW (dialog), 720, 900);
  gtk_window_present (GTK_WINDOW (dialog));
  g_assert_true (ui_wait_sized (GTK_WIDGET (dialog)));
  ui_iterate (100);
  return dialog;
}

/* The dialog as shown, and its whole content, scrolled or not. */
static void
save_pngs (MjScoreDialog *dialog,
           const char    *name)
{
  g_autofree char *shown = g_strdup_printf ("%s.png", name);
  g_autofree char *all = g_strdup_printf ("%s-all.png", name);

  ui_save_png (GTK_WIDGET (dialog), shown);
  ui_save_png (ui_find_descendant (GTK_WIDGET (dialog), ADW_TYPE_CLAMP), all);
}

static GtkWidget *
find_named (GtkWidget  *root,
            const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_named (c, name);
      if (found)
        return found;
    }
  return NULL;
}

static GPtrArray *
labels_of (GtkWidget *box)
{
  GPtrArray *texts = g_ptr_array_new ();

  for (GtkWidget *c = gtk_widget_get_first_child (box); c; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_LABEL (c))
      g_ptr_array_add (texts, (gpointer) gtk_label_get_text (GTK_LABEL (c)));
  return texts;
}

/* The payments box shows exactly the engine's lines, fewer than the
 * payments it stands for. */
static void
check_payments (GtkWidget     *dialog,
                const MjState *s,
                guint          you)
{
  GtkWidget *box = find_named (dialog, "payments");
  g_autoptr (GPtrArray) shown = NULL;
  g_autoptr (GArray) lines = NULL;
  MjNarrator n = { { names[0], names[1], names[2], names[3] }, you };

  g_assert_nonnull (box);
  shown = labels_of (box);
  lines = mj_settlement_lines (&n, s);
  g_assert_cmpuint (shown->len, ==, lines->len);
  g_assert_cmpuint (lines->len, <, s->n_payments);
  for (guint i = 0; i < lines->len; i++)
    g_assert_cmpstr (shown->pdata[i], ==, g_array_index (lines, MjSettlementLine, i).text);
}

static gboolean
shows (GtkWidget  *box,
       const char *text)
{
  g_autoptr (GPtrArray) texts = labels_of (box);

  for (guint i = 0; i < texts->len; i++)
    if (strcmp (texts->pdata[i], text) == 0)
      return TRUE;
  return FALSE;
}

/* The row of a note whose label says `text`, or NULL. */
static GtkWidget *
note_row (GtkWidget  *notes,
          const char *text,
          GtkWidget **label)
{
  for (GtkWidget *row = gtk_widget_get_first_child (notes); row; row = gtk_widget_get_next_sibling (row))
    for (GtkWidget *c = gtk_widget_get_first_child (row); c; c = gtk_widget_get_next_sibling (c))
      if (GTK_IS_LABEL (c) && strcmp (gtk_label_get_text (GTK_LABEL (c)), text) == 0)
        {
          *label = c;
          return row;
        }
  return NULL;
}

/* ---- the chart ------------------------------------------------------------------ */

static gboolean
rects_meet (const graphene_rect_t *a,
            const graphene_rect_t *b)
{
  graphene_rect_t both;
  return graphene_rect_intersection (a, b, &both) && both.size.width > 0 && both.size.height > 0;
}

/* Pixels painted inside and outside `r` when only `parts` are drawn. */
static void
painted (int                    width,
         int                    height,
         const int             *scores,
         guint                  n_hands,
         const char * const    *players,
         MjScorePlotParts       parts,
         const graphene_rect_t *r,
         guint                 *inside,
         guint                 *outside)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  GdkRGBA ink = { 0, 0, 0, 1 };
  const guint8 *data;
  int stride;

  mj_score_plot_draw (cr, width, height, scores, n_hands, players, &ink, parts);
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  *inside = *outside = 0;
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      if (((const guint32 *) (data + y * stride))[x] >> 24 != 0)
        {
          if (x >= r->origin.x && x < r->origin.x + r->size.width && y >= r->origin.y &&
              y < r->origin.y + r->size.height)
            (*inside)++;
          else
            (*outside)++;
        }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* The checks of a chart at one size. */
static void
check_plot (int                 width,
            int                 height,
            const int          *scores,
            guint               n_hands,
            const char * const *players)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);
  graphene_rect_t all = GRAPHENE_RECT_INIT (0, 0, width, height);
  MjScorePlotLayout l;
  int lo = 0, hi = 0;
  guint in, out;

  mj_score_plot_layout (cr, width, height, scores, n_hands, players, &l);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);

  /* every part in the picture, none on another */
  g_assert_true (graphene_rect_contains_rect (&all, &l.plot));
  g_assert_true (graphene_rect_contains_rect (&all, &l.legend));
  g_assert_true (graphene_rect_contains_rect (&all, &l.x_labels));
  g_assert_false (rects_meet (&l.legend, &l.plot));
  g_assert_false (rects_meet (&l.legend, &l.y_labels));
  g_assert_false (rects_meet (&l.x_labels, &l.plot));
  g_assert_false (rects_meet (&l.y_labels, &l.plot));

  /* a few round ticks that span every score, zero among them */
  for (guint i = 0; i < n_hands * MJ_N_SEATS; i++)
    {
      lo = MIN (lo, scores[i]);
      hi = MAX (hi, scores[i]);
    }
  g_assert_cmpuint (l.n_ticks, >=, 3);
  g_assert_cmpuint (l.n_ticks, <=, 8);
  g_assert_cmpint (l.ticks[0], ==, l.lo);
  g_assert_cmpint (l.ticks[l.n_ticks - 1], ==, l.hi);
  g_assert_cmpint (l.lo, <=, lo);
  g_assert_cmpint (l.hi, >=, hi);
  {
    gboolean zero = FALSE;
    for (guint i = 0; i < l.n_ticks; i++)
      zero |= l.ticks[i] == 0;
    g_assert_true (zero);
  }
  /* the hand numbers do not crowd: at least 12 pixels a number */
  g_assert_cmpuint (l.hand_step, >=, 1);
  g_assert_cmpfloat (l.plot.size.width / n_hands * l.hand_step, >=, 12);

  /* the lines never reach into the legend, the legend stays in its box,
   * and the axes have their labels */
  painted (width, height, scores, n_hands, players, MJ_SCORE_PLOT_LINES, &l.legend, &in, &out);
  g_assert_cmpuint (in, ==, 0);
  g_assert_cmpuint (out, >, 0);
  painted (width, height, scores, n_hands, players, MJ_SCORE_PLOT_LEGEND, &l.legend, &in, &out);
  g_assert_cmpuint (in, >, 0);
  g_assert_cmpuint (out, ==, 0);
  painted (width, height, scores, n_hands, players, MJ_SCORE_PLOT_AXES, &l.y_labels, &in, &out);
  g_assert_cmpuint (in, >, 0);
  painted (width, height, scores, n_hands, players, MJ_SCORE_PLOT_AXES, &l.x_labels, &in, &out);
  g_assert_cmpuint (in, >, 0);
}

static void
check_dialog_plot (GtkWidget *dialog)
{
  GtkWidget *plot = find_named (dialog, "score-plot");
  g_autofree char *label = NULL;
  g_autofree char *description = NULL;

  g_assert_nonnull (plot);
  g_assert_true (GTK_IS_DRAWING_AREA (plot));
  /* what a screen reader says of it (NULL: as expected) */
  label = gtk_test_accessible_check_property (GTK_ACCESSIBLE (plot), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                              "Scores after each hand");
  g_assert_null (label);
  description = gtk_test_accessible_check_property (GTK_ACCESSIBLE (plot), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                                    "Zhang Min -54, Li Wei +85, Wang Fang +29, Chen Jie -60");
  g_assert_null (description);
  check_plot (gtk_widget_get_width (plot), gtk_widget_get_height (plot), history, 6, names);
}

static void
test_zhuoji (void)
{
  g_autoptr (MjGame) game = scenario_game ("zhuoji-g10-chickens.json");
  const MjState *s = mj_game_get_state (game);
  MjTileCache *cache = mj_tile_cache_new ();
  MjScoreDialog *dialog = show_dialog (cache, s, MJ_SEAT_N);
  GtkWidget *notes = find_named (GTK_WIDGET (dialog), "settlement-notes");
  GtkWidget *payments = find_named (GTK_WIDGET (dialog), "payments");
  GtkWidget *flipped_label = NULL, *row;
  guint pictures = 0;

  /* one line per reason: 13 payments in 6 lines */
  check_payments (GTK_WIDGET (dialog), s, MJ_SEAT_N);
  g_assert_cmpuint (s->n_payments, ==, 13);
  g_assert_true (shows (payments, "Li Wei holds three 1 of bamboo as chickens (鸡): 3 — from each of Zhang Min, "
                                  "Wang Fang and you"));
  g_assert_true (shows (payments, "Wang Fang wins by self-draw with 1 fan, and 1 for the dealer’s streak (带庄): "
                                  "1 + 1 = 2 — from Zhang Min"));

  /* the chickens: which tile was flipped and what it made the chicken, on
   * one line, and who held how many */
  g_assert_nonnull (notes);
  g_assert_true (shows (notes, "Chickens"));
  row = note_row (notes, "The flipped tile, 1 of characters, makes 2 of characters the chicken (翻牌鸡)",
                  &flipped_label);
  g_assert_nonnull (row);
  /* the flipped tile → the chicken it names, then the words */
  for (GtkWidget *c = gtk_widget_get_first_child (row); c; c = gtk_widget_get_next_sibling (c))
    if (MJ_IS_TILE_STRIP (c))
      {
        g_assert_cmpuint (mj_tile_strip_get_n_tiles (MJ_TILE_STRIP (c)), ==, 1);
        g_assert_cmpuint (mj_tile_strip_get_face (MJ_TILE_STRIP (c), 0), ==, pictures == 0 ? s->flipped : s->flipped + 1);
        pictures++;
      }
    else if (GTK_IS_LABEL (c) && c != flipped_label)
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (c)), ==, "→");
  g_assert_cmpuint (pictures, ==, 2);
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (flipped_label))), ==, 1);
  g_assert_nonnull (note_row (notes, "Li Wei holds 3 chickens", &flipped_label));
  g_assert_nonnull (note_row (notes, "You hold 4 chickens", &flipped_label));
  g_assert_nonnull (note_row (notes, "1 of bamboo is always a chicken (幺鸡)", &flipped_label));

  check_dialog_plot (GTK_WIDGET (dialog));
  save_pngs (dialog, "score-dialog-zhuoji");
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_iterate (50);
  g_assert_finalize_object (cache);
}

static void
test_sichuan (void)
{
  g_autoptr (MjGame) game = scenario_game ("sichuan-exhausted-wall.json");
  const MjState *s = mj_game_get_state (game);
  MjTileCache *cache = mj_tile_cache_new ();
  MjScoreDialog *dialog = show_dialog (cache, s, MJ_SEAT_S);
  GtkWidget *notes = find_named (GTK_WIDGET (dialog), "settlement-notes");
  GtkWidget *payments = find_named (GTK_WIDGET (dialog), "payments");
  GtkWidget *label;

  check_payments (GTK_WIDGET (dialog), s, MJ_SEAT_S);
  g_assert_true (shows (payments, "You are a flower pig (花猪), still holding bamboo, your missing suit, 16 times the "
                                  "base (底分): 16 × 6 = 96 — to each of Zhang Min, Wang Fang and Chen Jie"));
  g_assert_true (shows (payments, "Wang Fang is ready for at most 3 fan (查大叫), the base 6 (底分) doubled for each "
                                  "fan after the first: 6 × 4 = 24 — from Chen Jie"));
  g_assert_nonnull (note_row (notes, "Each fan after the first doubles the base 6 (底分), up to 6 fan (封顶): "
                                     "1 fan → 6, 2 fan → 12, 3 fan → 24, 4 fan → 48, 5 fan → 96, 6 fan → 192",
                              &label));
  check_dialog_plot (GTK_WIDGET (dialog));
  save_pngs (dialog, "score-dialog-sichuan");
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_iterate (50);
  g_assert_finalize_object (cache);
}

/* A narrow chart with long names: the legend takes two rows and still
 * covers nothing; forty hands: a number every few hands. */
static void
test_plot_narrow (void)
{
  static const char * const long_names[MJ_N_SEATS] = {
    "Ouyang Xiaoming", "Zhuge Kongming", "Sima Qianqiu", "Shangguan Wan’er"
  };
  int many[40 * MJ_N_SEATS];

  for (guint h = 0; h < 40; h++)
    for (guint i = 0; i < MJ_N_SEATS; i++)
      many[h * MJ_N_SEATS + i] = (int) ((h * 37 + i * 101) % 400) - 200 + (int) (i == 0 ? h * 30 : 0);
  check_plot (360, 220, many, 40, long_names);
  check_plot (720, 240, many, 40, long_names);
  check_plot (720, 240, history, 6, names);
  check_plot (300, 180, history, 1, names);
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  ui_test_prepare_display ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/ui/score-dialog/zhuoji", test_zhuoji);
  g_test_add_func ("/ui/score-dialog/sichuan", test_sichuan);
  g_test_add_func ("/ui/score-dialog/plot-narrow", test_plot_narrow);
  g_test_add_func ("/ui/score-dialog/no-gl-stack", ui_test_no_gl_stack);
  return g_test_run ();
}
