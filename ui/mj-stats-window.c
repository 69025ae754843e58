/* mj-stats-window.c: the statistics window.  The table is a GtkGrid
 * rebuilt whenever the statistics change (a handful of rows); the chart
 * is drawn with cairo, one line per player, in the colours of the
 * swatches beside the names. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "mj-stats-window.h"
#include "mj-tooltip.h"
#include "mj-tile-names.h"

/* players drawn in the chart; the rest are in the table only */
#define MAX_LINES 8

struct _MjStatsWindow {
  AdwWindow     parent_instance;

  GtkDropDown  *rules_choice;
  GtkStack     *stack;
  AdwStatusPage *empty;
  GtkGrid      *table;
  GtkDrawingArea *chart;
  GtkLabel     *period;

  MjStats      *stats;
  const MjRules *rules;
  GPtrArray    *players;    /* MjPlayerStats of the rule set shown, owned by stats */
  guint         n_rows;
};

G_DEFINE_FINAL_TYPE (MjStatsWindow, mj_stats_window, ADW_TYPE_WINDOW)

static const GdkRGBA palette[MAX_LINES] = {
  { 0.85, 0.25, 0.20, 1 },
  { 0.20, 0.52, 0.89, 1 },
  { 0.20, 0.66, 0.33, 1 },
  { 0.90, 0.60, 0.05, 1 },
  { 0.57, 0.25, 0.67, 1 },
  { 0.10, 0.65, 0.70, 1 },
  { 0.85, 0.35, 0.60, 1 },
  { 0.45, 0.45, 0.45, 1 },
};

/* ---- the table ------------------------------------------------------------ */

static GtkWidget *
cell (const char *text,
      const char *css,
      float       xalign)
{
  GtkWidget *l = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (l), xalign);
  gtk_widget_set_valign (l, GTK_ALIGN_CENTER);
  if (css)
    gtk_widget_add_css_class (l, css);
  return l;
}

static void
draw_swatch (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        data)
{
  const GdkRGBA *color = data;

  gdk_cairo_set_source_rgba (cr, color);
  cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0, 0, 2 * G_PI);
  cairo_fill (cr);
}

static GtkWidget *
name_cell (const MjPlayerStats *p,
           guint                index)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *words = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *name = cell (p->name, "heading", 0);

  if (index < MAX_LINES)
    {
      GtkWidget *swatch = gtk_drawing_area_new ();
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), 10);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), 10);
      gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_swatch,
                                      (gpointer) &palette[index], NULL);
      gtk_box_append (GTK_BOX (box), swatch);
    }
  else
    gtk_widget_set_margin_start (words, 18);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (words, GTK_ALIGN_CENTER);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (name), 18);
  gtk_box_append (GTK_BOX (words), name);
  if (!p->human)
    gtk_box_append (GTK_BOX (words), cell (_("Computer player"), "caption", 0));
  gtk_box_append (GTK_BOX (box), words);
  return box;
}

/* "12" with its share of the hands beside it, "12 · 31 %". */
static char *
count_and_share (guint count,
                 guint hands)
{
  if (hands == 0)
    return g_strdup_printf ("%u", count);
  /* Translators: a count and its share of the hands played, "12 · 31 %" */
  return g_strdup_printf (_("%u · %.0f %%"), count, 100.0 * count / hands);
}

static GtkWidget *
best_cell (MjStatsWindow       *self,
           const MjPlayerStats *p)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  g_autofree char *value = NULL;
  GString *names;
  GtkWidget *patterns;

  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  if (p->best_patterns == NULL)
    {
      gtk_box_append (GTK_BOX (box), cell ("—", "dim-label", 0));
      return box;
    }
  value = mj_value_text (self->rules, p->best_value);
  gtk_box_append (GTK_BOX (box), cell (value, "numeric", 0));
  names = g_string_new (NULL);
  for (guint i = 0; p->best_patterns[i]; i++)
    {
      const MjPatternName *name = mj_rules_pattern_name (self->rules, p->best_patterns[i]);
      if (names->len)
        g_string_append (names, ", ");
      g_string_append (names, name ? mj_pattern_label (name) : p->best_patterns[i]);
    }
  patterns = cell (names->str, "caption", 0);
  gtk_widget_add_css_class (patterns, "dim-label");
  gtk_label_set_wrap (GTK_LABEL (patterns), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (patterns), 24);
  gtk_box_append (GTK_BOX (box), patterns);
  g_string_free (names, TRUE);
  return box;
}

static void
rebuild_table (MjStatsWindow *self)
{
  GtkWidget *child;
  static const char *heads[] = {
    N_("Player"), N_("Hands"), N_("Wins"), N_("Self-draws"), N_("Deal-ins"),
    N_("Average"), N_("Biggest hand"),
  };
  int row = 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->table))))
    gtk_grid_remove (self->table, child);

  for (guint c = 0; c < G_N_ELEMENTS (heads); c++)
    {
      GtkWidget *head = cell (_(heads[c]), "caption-heading", c == 0 || c == G_N_ELEMENTS (heads) - 1 ? 0 : 1);
      gtk_widget_add_css_class (head, "dim-label");
      gtk_grid_attach (self->table, head, (int) c, row, 1, 1);
    }
  row++;

  for (guint i = 0; i < self->players->len; i++)
    {
      const MjPlayerStats *p = g_ptr_array_index (self->players, i);
      g_autofree char *hands = g_strdup_printf ("%u", p->hands);
      g_autofree char *wins = count_and_share (p->wins, p->hands);
      g_autofree char *self_draws = g_strdup_printf ("%u", p->self_draws);
      g_autofree char *deal_ins = count_and_share (p->deal_ins, p->hands);
      g_autofree char *average = g_strdup_printf ("%+.1f", mj_player_stats_get_average (p));
      GtkWidget *separator = gtk_separator_new (GTK_ORIENTATION_HORIZONTAL);

      gtk_grid_attach (self->table, separator, 0, row++, (int) G_N_ELEMENTS (heads), 1);
      gtk_grid_attach (self->table, name_cell (p, i), 0, row, 1, 1);
      gtk_grid_attach (self->table, cell (hands, "numeric", 1), 1, row, 1, 1);
      gtk_grid_attach (self->table, cell (wins, "numeric", 1), 2, row, 1, 1);
      gtk_grid_attach (self->table, cell (self_draws, "numeric", 1), 3, row, 1, 1);
      gtk_grid_attach (self->table, cell (deal_ins, "numeric", 1), 4, row, 1, 1);
      gtk_grid_attach (self->table, cell (average, "numeric", 1), 5, row, 1, 1);
      gtk_grid_attach (self->table, best_cell (self, p), 6, row, 1, 1);
      row++;
    }
  /* the player column takes what is left */
  if (self->players->len)
    gtk_widget_set_hexpand (gtk_grid_get_child_at (self->table, 0, 2), TRUE);
}

/* ---- the chart ------------------------------------------------------------- */

static void
text_at (GtkWidget     *widget,
         cairo_t       *cr,
         const char    *text,
         double         x,
         double         y,
         double         xalign,
         double         yalign)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
  PangoAttrList *attrs = pango_attr_list_new ();
  int w, h;

  pango_attr_list_insert (attrs, pango_attr_scale_new (0.85));
  pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum"));
  pango_layout_set_attributes (layout, attrs);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, x - w * xalign, y - h * yalign);
  pango_cairo_show_layout (cr, layout);
  pango_attr_list_unref (attrs);
  g_object_unref (layout);
}

/* A round step for grid lines: 1, 2 or 5 times a power of ten. */
static double
nice_step (double range,
           int    lines)
{
  double raw = range / MAX (lines, 1);
  double mag = pow (10, floor (log10 (MAX (raw, 1e-9))));
  double f = raw / mag;

  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * mag;
}

static void
draw_chart (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        data)
{
  MjStatsWindow *self = data;
  GtkWidget *widget = GTK_WIDGET (area);
  GdkRGBA fg;
  gint64 lo = 0, hi = 0;
  guint most = 0, n_lines = MIN (self->players->len, MAX_LINES);
  double left = 56, right = 16, top = 10, bottom = 40, pw, ph, step;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS

  for (guint i = 0; i < n_lines; i++)
    {
      const MjPlayerStats *p = g_ptr_array_index (self->players, i);
      most = MAX (most, p->hands);
      for (guint k = 0; k < p->series->len; k++)
        {
          gint64 v = g_array_index (p->series, MjStatsPoint, k).total;
          lo = MIN (lo, v);
          hi = MAX (hi, v);
        }
    }
  if (most == 0)
    return;
  if (hi == lo)
    hi = lo + 1;
  step = nice_step ((double) (hi - lo), 5);
  lo = (gint64) (floor (lo / step) * step);
  hi = (gint64) (ceil (hi / step) * step);
  pw = width - left - right;
  ph = height - top - bottom;

#define X(h) (left + pw * (double) (h) / (double) most)
#define Y(v) (top + ph * (double) (hi - (v)) / (double) (hi - lo))

  /* grid lines and their values; zero stronger */
  cairo_set_line_width (cr, 1);
  for (double v = (double) lo; v <= hi + step / 2; v += step)
    {
      char label[32];
      double y = round (Y (v)) + 0.5;
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, fabs (v) < step / 2 ? 0.45 : 0.12);
      cairo_move_to (cr, left, y);
      cairo_line_to (cr, left + pw, y);
      cairo_stroke (cr);
      g_snprintf (label, sizeof label, "%.0f", v);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.6);
      text_at (widget, cr, label, left - 8, y, 1.0, 0.5);
    }
  /* hands along the bottom */
  {
    double hstep = MAX (1.0, nice_step (most, 6));
    for (double h = 0; h <= most + 0.5; h += hstep)
      {
        char label[32];
        g_snprintf (label, sizeof label, "%.0f", h);
        cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.6);
        text_at (widget, cr, label, X (h), top + ph + 6, 0.5, 0.0);
      }
    cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.6);
    text_at (widget, cr, _("Hands played"), left + pw, height, 1.0, 1.0);
  }

  /* a line per player, from 0 before the first hand; when older points
   * were dropped, the line starts where the kept ones do */
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, 2.5);
  for (guint i = n_lines; i-- > 0;)
    {
      const MjPlayerStats *p = g_ptr_array_index (self->players, i);
      guint offset = p->hands - p->series->len;

      gdk_cairo_set_source_rgba (cr, &palette[i]);
      if (offset == 0)
        cairo_move_to (cr, X (0), Y (0));
      for (guint k = 0; k < p->series->len; k++)
        {
          double x = X (offset + k + 1), y = Y (g_array_index (p->series, MjStatsPoint, k).total);
          if (k == 0 && offset > 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      cairo_stroke (cr);
      if (p->series->len == 1 && offset > 0)
        {
          cairo_arc (cr, X (offset + 1), Y (g_array_index (p->series, MjStatsPoint, 0).total), 3, 0, 2 * G_PI);
          cairo_fill (cr);
        }
    }
#undef X
#undef Y
}

/* "From 3 May 2024 to 9 June 2024": the time the chart covers. */
static void
update_period (MjStatsWindow *self)
{
  gint64 first = G_MAXINT64, last = 0;

  for (guint i = 0; i < self->players->len; i++)
    {
      const MjPlayerStats *p = g_ptr_array_index (self->players, i);
      if (p->series->len == 0)
        continue;
      first = MIN (first, g_array_index (p->series, MjStatsPoint, 0).time);
      last = MAX (last, g_array_index (p->series, MjStatsPoint, p->series->len - 1).time);
    }
  if (last == 0)
    {
      gtk_label_set_text (self->period, "");
      return;
    }
  {
    g_autoptr (GDateTime) a = g_date_time_new_from_unix_local (first);
    g_autoptr (GDateTime) b = g_date_time_new_from_unix_local (last);
    g_autofree char *from = a ? g_date_time_format (a, "%x") : g_strdup ("?");
    g_autofree char *to = b ? g_date_time_format (b, "%x") : g_strdup ("?");
    g_autofree char *text = NULL;
    if (g_strcmp0 (from, to) == 0)
      /* Translators: the day the chart's hands were played */
      text = g_strdup_printf (_("Hands played on %s; each line is a player’s running total."), from);
    else
      /* Translators: the days the chart's hands were played */
      text = g_strdup_printf (_("Hands played from %s to %s; each line is a player’s running total."), from, to);
    gtk_label_set_text (self->period, text);
  }
}

/* ---- the rule set shown --------------------------------------------------------- */

static void
refresh (MjStatsWindow *self)
{
  g_clear_pointer (&self->players, g_ptr_array_unref);
  self->players = mj_stats_list_players (self->stats, self->rules->id);
  self->n_rows = self->players->len;

  if (self->players->len == 0)
    {
      /* Translators: the statistics window before any hand of a rule set */
      g_autofree char *text = g_strdup_printf (_("Finished hands of %s are counted here, for each player."),
                                               _(self->rules->name));
      adw_status_page_set_description (self->empty, text);
      gtk_stack_set_visible_child_name (self->stack, "empty");
      return;
    }
  rebuild_table (self);
  update_period (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->chart));
  gtk_stack_set_visible_child_name (self->stack, "stats");
}

static void
on_rules_selected (MjStatsWindow *self)
{
  guint n, i = gtk_drop_down_get_selected (self->rules_choice);
  const MjRules * const *all = mj_rules_all (&n);

  if (i >= n || all[i] == self->rules || self->stats == NULL)
    return;
  self->rules = all[i];
  refresh (self);
}

void
mj_stats_window_set_rules (MjStatsWindow *self,
                           const char    *rules_id)
{
  guint n;
  const MjRules * const *all = mj_rules_all (&n);

  g_return_if_fail (MJ_IS_STATS_WINDOW (self));
  g_return_if_fail (rules_id != NULL);

  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (all[i]->id, rules_id) == 0)
      {
        /* on_rules_selected follows */
        gtk_drop_down_set_selected (self->rules_choice, i);
        return;
      }
}

const char *
mj_stats_window_get_rules (MjStatsWindow *self)
{
  g_return_val_if_fail (MJ_IS_STATS_WINDOW (self), NULL);
  return self->rules->id;
}

guint
mj_stats_window_get_n_rows (MjStatsWindow *self)
{
  g_return_val_if_fail (MJ_IS_STATS_WINDOW (self), 0);
  return self->n_rows;
}

/* ---- object -------------------------------------------------------------------- */

static void
mj_stats_window_dispose (GObject *object)
{
  MjStatsWindow *self = MJ_STATS_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), MJ_TYPE_STATS_WINDOW);
  g_clear_pointer (&self->players, g_ptr_array_unref);
  g_clear_object (&self->stats);
  G_OBJECT_CLASS (mj_stats_window_parent_class)->dispose (object);
}

static void
mj_stats_window_class_init (MjStatsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_stats_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/mj-stats-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MjStatsWindow, rules_choice);
  gtk_widget_class_bind_template_child (widget_class, MjStatsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, MjStatsWindow, empty);
  gtk_widget_class_bind_template_child (widget_class, MjStatsWindow, table);
  gtk_widget_class_bind_template_child (widget_class, MjStatsWindow, chart);
  gtk_widget_class_bind_template_child (widget_class, MjStatsWindow, period);
  gtk_widget_class_bind_template_callback (widget_class, on_rules_selected);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
mj_stats_window_init (MjStatsWindow *self)
{
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  guint n;
  const MjRules * const *all = mj_rules_all (&n);

  gtk_widget_init_template (GTK_WIDGET (self));
  /* tooltips that do not break Chinese one character to a line */
  mj_tooltip_fix (GTK_WIDGET (self));

  for (guint i = 0; i < n; i++)
    gtk_string_list_append (names, _(all[i]->name));
  gtk_drop_down_set_model (self->rules_choice, G_LIST_MODEL (names));
  self->rules = all[0];
  gtk_drawing_area_set_draw_func (self->chart, draw_chart, self, NULL);
}

MjStatsWindow *
mj_stats_window_new (GtkWindow *parent,
                     MjStats   *stats)
{
  MjStatsWindow *self;
  guint n, best = 0, best_hands = 0;
  const MjRules * const *all = mj_rules_all (&n);

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (MJ_IS_STATS (stats), NULL);

  self = g_object_new (MJ_TYPE_STATS_WINDOW, NULL);
  if (parent)
    gtk_window_set_transient_for (GTK_WINDOW (self), parent);
  self->stats = g_object_ref (stats);
  g_signal_connect_object (stats, "changed", G_CALLBACK (refresh), self, G_CONNECT_SWAPPED);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GPtrArray) players = mj_stats_list_players (stats, all[i]->id);
      guint hands = 0;
      for (guint k = 0; k < players->len; k++)
        hands += ((MjPlayerStats *) players->pdata[k])->hands;
      if (hands > best_hands)
        {
          best = i;
          best_hands = hands;
        }
    }
  self->rules = all[best];
  gtk_drop_down_set_selected (self->rules_choice, best);
  refresh (self);
  return self;
}
