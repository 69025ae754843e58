/* mj-score-dialog.c: the result of a hand — every win with its patterns
 * and its tiles, every payment between players, each player's total —
 * and at the end of a match the totals with a plot of the scores. */
#include "config.h"

#include <glib/gi18n.h>

#include "mj-rulebook.h"
#include "mj-score-dialog.h"
#include "mj-tooltip.h"
#include "mj-tile-names.h"

struct _MjScoreDialog {
  AdwWindow     parent_instance;

  GtkWidget    *title;
  GtkWidget    *content;
  GtkWidget    *next;
  MjTileCache  *cache;
  int          *history;     /* n_hands × 4 */
  guint         n_history;
  char         *names[MJ_N_SEATS];
};

G_DEFINE_FINAL_TYPE (MjScoreDialog, mj_score_dialog, ADW_TYPE_WINDOW)

enum {
  NEXT,
  REPLAY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *
seat_wind (guint wind)
{
  return mj_wind_glyph (wind % 4);
}

static GtkWidget *
tile_picture (MjScoreDialog *self,
              MjTileFace     face,
              int            width,
              gboolean       highlight)
{
  GdkTexture *tex = mj_tile_cache_lookup (self->cache, face, width, 2);
  GtkWidget *pic = gtk_picture_new_for_paintable (GDK_PAINTABLE (tex));

  gtk_picture_set_can_shrink (GTK_PICTURE (pic), FALSE);
  gtk_widget_set_size_request (pic, width, mj_tile_cache_height_for_width (width));
  if (highlight)
    gtk_widget_set_margin_start (pic, width / 3);
  if (face < MJ_N_TILE_KINDS)
    {
      g_autofree char *name = mj_tile_name ((MjTile) face);
      gtk_accessible_update_property (GTK_ACCESSIBLE (pic), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    }
  return pic;
}

/* The winning hand: concealed tiles, melds, the winning tile apart. */
static GtkWidget *
hand_row (MjScoreDialog     *self,
          const MjWinContext *ctx)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  int w = mj_tile_cache_quantize_width (30);

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    for (guint c = 0; c < ctx->hand.counts[t]; c++)
      gtk_box_append (GTK_BOX (row), tile_picture (self, t, w, FALSE));
  for (guint m = 0; m < ctx->hand.n_melds; m++)
    {
      MjTile tiles[4];
      guint n = mj_meld_tiles (&ctx->hand.melds[m], tiles);
      GtkWidget *meld = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      gtk_widget_set_margin_start (meld, w / 3);
      for (guint i = 0; i < n; i++)
        gtk_box_append (GTK_BOX (meld), tile_picture (self,
                                                      ctx->hand.melds[m].type == MJ_MELD_KONG_CONCEALED && (i == 0 || i == 3)
                                                      ? MJ_TILE_FACE_BACK : tiles[i], w, FALSE));
      gtk_box_append (GTK_BOX (row), meld);
    }
  if (ctx->win_tile != MJ_TILE_NONE)
    gtk_box_append (GTK_BOX (row), tile_picture (self, ctx->win_tile, w, TRUE));
  for (guint f = 0; f < 8; f++)
    if (ctx->flowers & (1u << f))
      gtk_box_append (GTK_BOX (row), tile_picture (self, MJ_FIRST_FLOWER + f, mj_tile_cache_quantize_width (22), f == 0 || !(ctx->flowers & ((1u << f) - 1))));
  return row;
}

static GtkWidget *
label (const char *text,
       const char *css,
       float       xalign)
{
  GtkWidget *l = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (l), xalign);
  gtk_label_set_wrap (GTK_LABEL (l), TRUE);
  if (css)
    gtk_widget_add_css_class (l, css);
  return l;
}

static GtkWidget *
win_box (MjScoreDialog *self,
         const MjRules *rules,
         const MjWin   *win)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *grid = gtk_grid_new ();
  g_autofree char *head = NULL;
  g_autofree char *value = NULL;
  const char *how;

  if (win->ctx.robbing_kong)
    how = _("robbing a kong");
  else if (win->ctx.self_drawn)
    how = _("by self-draw");
  else
    how = _("on a discard");
  /* Translators: "Li Wei wins by self-draw" */
  head = g_strdup_printf (_("%s wins %s"), self->names[win->ctx.seat], how);
  gtk_box_append (GTK_BOX (box), label (head, "title-3", 0));
  gtk_box_append (GTK_BOX (box), hand_row (self, &win->ctx));

  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  for (guint i = 0; i < win->score.n_patterns; i++)
    {
      const MjPatternName *name = mj_rules_pattern_name (rules, win->score.patterns[i].id);
      g_autofree char *v = g_strdup_printf ("%+d", win->score.patterns[i].value);
      const char *gloss = name ? mj_pattern_gloss (name) : NULL;
      /* the regional term, and the pattern's name in the reader's language
       * unless that is Chinese: the term says it then */
      gtk_grid_attach (GTK_GRID (grid), label (name ? mj_term (name->chinese) : win->score.patterns[i].id, NULL, 0),
                       0, (int) i, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), label (gloss ? gloss : "", "dim-label", 0), 1, (int) i, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), label (v, "numeric", 1), 2, (int) i, 1, 1);
    }
  gtk_box_append (GTK_BOX (box), grid);
  {
    g_autofree char *v = mj_value_text (rules, win->score.value);
    /* Translators: the value of a hand, e.g. "Value: 4 fan" */
    value = g_strdup_printf (_("Value: %s"), v);
  }
  gtk_box_append (GTK_BOX (box), label (value, "heading", 0));
  return box;
}

static GtkWidget *
payments_box (MjScoreDialog *self,
              const MjState *s)
{
  GtkWidget *grid = gtk_grid_new ();
  int row = 0;

  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  for (guint i = 0; i < s->n_payments; i++)
    {
      const MjPayment *p = &s->payments[i];
      g_autofree char *who = g_strdup_printf ("%s → %s", self->names[p->from], self->names[p->to]);
      g_autofree char *amount = g_strdup_printf ("%d", p->amount);
      gtk_grid_attach (GTK_GRID (grid), label (_(mj_payment_kind_name (p->kind)), "dim-label", 0), 0, row, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), label (who, NULL, 0), 1, row, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), label (amount, "numeric", 1), 2, row, 1, 1);
      row++;
    }
  if (row == 0)
    gtk_grid_attach (GTK_GRID (grid), label (_("No payments"), "dim-label", 0), 0, 0, 3, 1);
  return grid;
}

static GtkWidget *
totals_box (MjScoreDialog *self,
            const MjState *s)
{
  GtkWidget *grid = gtk_grid_new ();
  int sum = 0;

  gtk_grid_set_column_spacing (GTK_GRID (grid), 24);
  gtk_grid_attach (GTK_GRID (grid), label (_("This hand"), "dim-label", 1), 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), label (_("Total"), "dim-label", 1), 2, 0, 1, 1);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s  %s", seat_wind (s->seat_wind[i]), self->names[i]);
      g_autofree char *hand = g_strdup_printf ("%+d", s->hand_delta[i]);
      g_autofree char *total = g_strdup_printf ("%d", s->scores[i]);
      gtk_grid_attach (GTK_GRID (grid), label (name, NULL, 0), 0, (int) i + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), label (hand, "numeric", 1), 1, (int) i + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), label (total, "numeric", 1), 2, (int) i + 1, 1, 1);
      sum += s->hand_delta[i];
    }
  g_assert (sum == 0);
  return grid;
}

/* The scores over the hands of the match, one line per player. */
static void
draw_plot (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        data)
{
  MjScoreDialog *self = data;
  static const double colors[4][3] = { { 0.85, 0.25, 0.2 }, { 0.2, 0.55, 0.85 }, { 0.25, 0.7, 0.35 }, { 0.9, 0.65, 0.1 } };
  int lo = 0, hi = 0;
  double pad = 24;

  if (self->n_history == 0)
    return;
  for (guint h = 0; h < self->n_history; h++)
    for (guint i = 0; i < MJ_N_SEATS; i++)
      {
        lo = MIN (lo, self->history[h * 4 + i]);
        hi = MAX (hi, self->history[h * 4 + i]);
      }
  if (hi == lo)
    hi = lo + 1;
  /* the zero line */
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.5);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, pad, pad + (height - 2 * pad) * (hi - 0) / (double) (hi - lo));
  cairo_line_to (cr, width - pad, pad + (height - 2 * pad) * (hi - 0) / (double) (hi - lo));
  cairo_stroke (cr);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      cairo_set_source_rgb (cr, colors[i][0], colors[i][1], colors[i][2]);
      cairo_set_line_width (cr, 2.5);
      cairo_move_to (cr, pad, pad + (height - 2 * pad) * hi / (double) (hi - lo));
      for (guint h = 0; h < self->n_history; h++)
        {
          double x = pad + (width - 2 * pad) * (h + 1) / (double) self->n_history;
          double y = pad + (height - 2 * pad) * (hi - self->history[h * 4 + i]) / (double) (hi - lo);
          cairo_line_to (cr, x, y);
        }
      cairo_stroke (cr);
      /* the legend */
      cairo_rectangle (cr, pad + i * 110, height - 14, 12, 4);
      cairo_fill (cr);
      cairo_move_to (cr, pad + i * 110 + 16, height - 8);
      cairo_show_text (cr, self->names[i]);
    }
}

void
mj_score_dialog_show_hand (MjScoreDialog *self,
                           const MjState *s,
                           const int     *history,
                           guint          n_history,
                           gboolean       match_over)
{
  GtkWidget *child;
  g_autofree char *title = NULL;

  g_return_if_fail (MJ_IS_SCORE_DIALOG (self));

  while ((child = gtk_widget_get_first_child (self->content)))
    gtk_box_remove (GTK_BOX (self->content), child);
  g_free (self->history);
  self->history = g_memdup2 (history, sizeof (int) * MJ_N_SEATS * n_history);
  self->n_history = n_history;

  if (match_over)
    title = g_strdup (_("The match is over"));
  else
    title = g_strdup_printf (_("Hand %u"), s->hand_number);
  adw_window_title_set_title (ADW_WINDOW_TITLE (self->title), title);
  adw_window_title_set_subtitle (ADW_WINDOW_TITLE (self->title), _(s->rules->name));

  if (s->n_wins == 0)
    gtk_box_append (GTK_BOX (self->content), label (_("Nobody won: the wall is empty"), "title-3", 0));
  for (guint i = 0; i < s->n_wins; i++)
    {
      GtkWidget *other;
      gtk_box_append (GTK_BOX (self->content), win_box (self, s->rules, &s->wins[i]));
      /* the learner's question: what would this hand be worth at home? */
      other = gtk_expander_new_with_mnemonic (_("Under the _other rule sets"));
      gtk_expander_set_child (GTK_EXPANDER (other), mj_rulebook_compare_hand (self->cache, &s->wins[i].ctx, s->rules));
      gtk_box_append (GTK_BOX (self->content), other);
    }
  if (s->flipped != MJ_TILE_NONE)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      gtk_box_append (GTK_BOX (row), label (_("The flipped tile:"), NULL, 0));
      gtk_box_append (GTK_BOX (row), tile_picture (self, s->flipped, mj_tile_cache_quantize_width (26), FALSE));
      gtk_box_append (GTK_BOX (self->content), row);
    }

  gtk_box_append (GTK_BOX (self->content), label (_("Payments"), "heading", 0));
  gtk_box_append (GTK_BOX (self->content), payments_box (self, s));
  gtk_box_append (GTK_BOX (self->content), label (_("Scores"), "heading", 0));
  gtk_box_append (GTK_BOX (self->content), totals_box (self, s));

  if (n_history > 1 || match_over)
    {
      GtkWidget *plot = gtk_drawing_area_new ();
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (plot), 180);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (plot), draw_plot, self, NULL);
      gtk_box_append (GTK_BOX (self->content), plot);
    }
  gtk_button_set_label (GTK_BUTTON (self->next), match_over ? _("_New Match") : _("_Next Hand"));
}

void
mj_score_dialog_add_review (MjScoreDialog *self,
                            const char    *title,
                            GtkWidget     *review,
                            gboolean       expanded)
{
  GtkWidget *expander;

  g_return_if_fail (MJ_IS_SCORE_DIALOG (self));
  expander = gtk_expander_new (title);
  gtk_expander_set_expanded (GTK_EXPANDER (expander), expanded);
  gtk_expander_set_child (GTK_EXPANDER (expander), review);
  gtk_box_append (GTK_BOX (self->content), expander);
}

void
mj_score_dialog_set_names (MjScoreDialog      *self,
                           const char * const *names)
{
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      g_free (self->names[i]);
      self->names[i] = g_strdup (names[i] ? names[i] : "");
    }
}

static void
on_next (MjScoreDialog *self)
{
  g_signal_emit (self, signals[NEXT], 0);
  gtk_window_close (GTK_WINDOW (self));
}

static void
on_replay (MjScoreDialog *self)
{
  g_signal_emit (self, signals[REPLAY], 0);
}

static void
mj_score_dialog_finalize (GObject *object)
{
  MjScoreDialog *self = MJ_SCORE_DIALOG (object);

  g_clear_object (&self->cache);
  g_free (self->history);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    g_free (self->names[i]);
  G_OBJECT_CLASS (mj_score_dialog_parent_class)->finalize (object);
}

static void
mj_score_dialog_class_init (MjScoreDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = mj_score_dialog_finalize;
  signals[NEXT] = g_signal_new ("next", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* the player asked to watch the hand again */
  signals[REPLAY] = g_signal_new ("replay", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/mj-score-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, MjScoreDialog, title);
  gtk_widget_class_bind_template_child (widget_class, MjScoreDialog, content);
  gtk_widget_class_bind_template_child (widget_class, MjScoreDialog, next);
  gtk_widget_class_bind_template_callback (widget_class, on_next);
  gtk_widget_class_bind_template_callback (widget_class, on_replay);
}

static void
mj_score_dialog_init (MjScoreDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* tooltips that do not break Chinese one character to a line */
  mj_tooltip_fix (GTK_WIDGET (self));
}

MjScoreDialog *
mj_score_dialog_new (GtkWindow   *parent,
                     MjTileCache *cache)
{
  MjScoreDialog *self = g_object_new (MJ_TYPE_SCORE_DIALOG,
                                      "transient-for", parent,
                                      "modal", TRUE,
                                      "destroy-with-parent", TRUE,
                                      NULL);
  self->cache = g_object_ref (cache);
  return self;
}
