/* mj-score-plot.c: see mj-score-plot.h.  Everything is placed first
 * (mj_score_plot_layout) from the sizes of the texts, then drawn in those
 * places, so the legend, the labels and the lines cannot meet. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "mj-score-plot.h"

#define PAD          6.0
#define SWATCH      16.0    /* the legend's mark of a line */
#define LEGEND_GAP  18.0    /* between two names of the legend */
#define TICK         4.0

void
mj_score_plot_seat_color (guint    seat,
                          GdkRGBA *color)
{
  static const GdkRGBA colors[MJ_N_SEATS] = {
    { 0.85, 0.25, 0.20, 1 }, { 0.20, 0.55, 0.85, 1 }, { 0.25, 0.70, 0.35, 1 }, { 0.90, 0.65, 0.10, 1 },
  };

  *color = colors[seat % MJ_N_SEATS];
}

static PangoLayout *
text (cairo_t    *cr,
      const char *s)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Sans 9");

  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, s, -1);
  return layout;
}

static void
text_size (cairo_t    *cr,
           const char *s,
           double     *width,
           double     *height)
{
  g_autoptr (PangoLayout) layout = text (cr, s);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  *width = w;
  *height = h;
}

/* A round step of at most about five ticks over `span` points. */
static int
tick_step (int span)
{
  double raw = MAX (span, 1) / 5.0;
  double magnitude = pow (10, floor (log10 (raw)));
  static const double steps[] = { 1, 2, 2.5, 5, 10 };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    if (steps[i] * magnitude >= raw && steps[i] * magnitude >= 1 && fmod (steps[i] * magnitude, 1) == 0)
      return (int) (steps[i] * magnitude);
  return (int) MAX (10 * magnitude, 1);
}

/* Hands between two numbers along the bottom: 1, 2, 5, 10, 20, … */
static guint
hand_step (double per_hand,
           double label_width)
{
  static const guint steps[] = { 1, 2, 5 };

  for (guint scale = 1; scale < 100000; scale *= 10)
    for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
      if (steps[i] * scale * per_hand >= label_width)
        return steps[i] * scale;
  return 100000;
}

static int
floor_to (int value,
          int step)
{
  return value >= 0 ? value / step * step : -((-value + step - 1) / step * step);
}

static int
ceil_to (int value,
         int step)
{
  return -floor_to (-value, step);
}

/* The rows of the legend: where each name starts, in a box `width` wide. */
static guint
legend_rows (cairo_t            *cr,
             const char * const *names,
             double              width,
             double             *x,
             guint              *row,
             double             *row_height)
{
  double at = 0;
  guint rows = 1;

  *row_height = 0;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      double w, h, entry;

      text_size (cr, names[i], &w, &h);
      entry = SWATCH + 6 + w;
      *row_height = MAX (*row_height, h);
      if (at > 0 && at + entry > width)
        {
          rows++;
          at = 0;
        }
      x[i] = at;
      row[i] = rows - 1;
      at += entry + LEGEND_GAP;
    }
  return rows;
}

void
mj_score_plot_layout (cairo_t            *cr,
                      int                 width,
                      int                 height,
                      const int          *history,
                      guint               n_history,
                      const char * const *names,
                      MjScorePlotLayout  *out)
{
  double x[MJ_N_SEATS], row_height, label_w = 0, label_h = 0, title_w, title_h, number_w, number_h, right;
  guint row[MJ_N_SEATS], rows;
  int lo = 0, hi = 0, step;
  g_autofree char *last = g_strdup_printf ("%u", MAX (n_history, 1u));

  memset (out, 0, sizeof *out);
  for (guint h = 0; h < n_history; h++)
    for (guint i = 0; i < MJ_N_SEATS; i++)
      {
        lo = MIN (lo, history[h * MJ_N_SEATS + i]);
        hi = MAX (hi, history[h * MJ_N_SEATS + i]);
      }
  step = tick_step (hi - lo);
  out->lo = floor_to (lo, step);
  out->hi = ceil_to (hi, step);
  if (out->hi == out->lo)
    out->hi = out->lo + step;
  for (int v = out->lo; v <= out->hi && out->n_ticks < MJ_SCORE_PLOT_MAX_TICKS; v += step)
    {
      g_autofree char *label = g_strdup_printf ("%d", v);
      double w, h;

      out->ticks[out->n_ticks++] = v;
      text_size (cr, label, &w, &h);
      label_w = MAX (label_w, w);
      label_h = MAX (label_h, h);
    }

  /* the legend on top, as many rows as the names need */
  rows = legend_rows (cr, names, width - 2 * PAD, x, row, &row_height);
  out->legend = GRAPHENE_RECT_INIT (PAD, PAD, width - 2 * PAD, rows * row_height);

  /* "Points" turned up the left side, then the tick labels */
  text_size (cr, _("Points"), &title_w, &title_h);
  text_size (cr, last, &number_w, &number_h);
  out->y_labels.origin.x = PAD;
  out->y_labels.size.width = title_h + 4 + label_w + TICK + 2;

  out->plot.origin.x = out->y_labels.origin.x + out->y_labels.size.width;
  /* room for half the last hand number at the right */
  right = MAX (PAD, number_w / 2 + 2);
  out->plot.size.width = MAX (width - out->plot.origin.x - right, 1);
  /* half a tick label above the top tick, under the legend */
  out->plot.origin.y = out->legend.origin.y + out->legend.size.height + 8 + label_h / 2;
  out->x_labels.size.height = TICK + 2 + number_h + 2 + title_h;
  out->plot.size.height = MAX (height - PAD - out->x_labels.size.height - out->plot.origin.y, 1);

  out->y_labels.origin.y = out->plot.origin.y - label_h / 2;
  out->y_labels.size.height = out->plot.size.height + label_h;
  out->x_labels.origin.x = out->plot.origin.x - number_w / 2;
  out->x_labels.origin.y = out->plot.origin.y + out->plot.size.height;
  out->x_labels.size.width = out->plot.size.width + number_w;

  out->hand_step = hand_step (out->plot.size.width / MAX (n_history, 1u), number_w + 8);
}

static double
x_of (const MjScorePlotLayout *l,
      guint                    hand,
      guint                    n_history)
{
  return l->plot.origin.x + l->plot.size.width * hand / (double) MAX (n_history, 1u);
}

static double
y_of (const MjScorePlotLayout *l,
      int                      points)
{
  return l->plot.origin.y + l->plot.size.height * (l->hi - points) / (double) (l->hi - l->lo);
}

static void
show (cairo_t    *cr,
      const char *s,
      double      x,
      double      y,
      double      xalign)
{
  g_autoptr (PangoLayout) layout = text (cr, s);
  int w, h;

  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, x - w * xalign, y);
  pango_cairo_show_layout (cr, layout);
}

static void
draw_axes (cairo_t                 *cr,
           const MjScorePlotLayout *l,
           guint                    n_history,
           const GdkRGBA           *ink)
{
  const graphene_rect_t *p = &l->plot;
  double w, h;

  cairo_set_line_width (cr, 1);
  for (guint i = 0; i < l->n_ticks; i++)
    {
      g_autofree char *label = g_strdup_printf ("%d", l->ticks[i]);
      double y = round (y_of (l, l->ticks[i])) + 0.5;

      /* a faint grid, the zero line stronger */
      cairo_set_source_rgba (cr, ink->red, ink->green, ink->blue, l->ticks[i] == 0 ? 0.45 : 0.12);
      cairo_move_to (cr, p->origin.x, y);
      cairo_line_to (cr, p->origin.x + p->size.width, y);
      cairo_stroke (cr);
      cairo_set_source_rgba (cr, ink->red, ink->green, ink->blue, 0.8);
      cairo_move_to (cr, p->origin.x - TICK, y);
      cairo_line_to (cr, p->origin.x, y);
      cairo_stroke (cr);
      text_size (cr, label, &w, &h);
      show (cr, label, p->origin.x - TICK - 2, y - h / 2, 1);
    }
  /* the two axes */
  cairo_set_source_rgba (cr, ink->red, ink->green, ink->blue, 0.8);
  cairo_move_to (cr, p->origin.x + 0.5, p->origin.y);
  cairo_line_to (cr, p->origin.x + 0.5, p->origin.y + p->size.height + 0.5);
  cairo_line_to (cr, p->origin.x + p->size.width, p->origin.y + p->size.height + 0.5);
  cairo_stroke (cr);

  for (guint hand = l->hand_step; hand <= n_history; hand += l->hand_step)
    {
      g_autofree char *label = g_strdup_printf ("%u", hand);
      double x = round (x_of (l, hand, n_history)) + 0.5;

      cairo_move_to (cr, x, p->origin.y + p->size.height);
      cairo_line_to (cr, x, p->origin.y + p->size.height + TICK);
      cairo_stroke (cr);
      show (cr, label, x, p->origin.y + p->size.height + TICK + 2, 0.5);
    }
  /* Translators: the title of the score chart's bottom axis, numbered by hand */
  text_size (cr, _("Hand"), &w, &h);
  show (cr, _("Hand"), p->origin.x + p->size.width / 2, l->x_labels.origin.y + l->x_labels.size.height - h, 0.5);

  /* Translators: the title of the score chart's side axis */
  text_size (cr, _("Points"), &w, &h);
  cairo_save (cr);
  cairo_translate (cr, l->y_labels.origin.x, p->origin.y + p->size.height / 2 + w / 2);
  cairo_rotate (cr, -G_PI / 2);
  show (cr, _("Points"), 0, 0, 0);
  cairo_restore (cr);
}

static void
draw_lines (cairo_t                 *cr,
            const MjScorePlotLayout *l,
            const int               *history,
            guint                    n_history)
{
  cairo_save (cr);
  /* a line at the top or bottom tick keeps half its width outside */
  cairo_rectangle (cr, l->plot.origin.x, l->plot.origin.y - 2, l->plot.size.width + 2, l->plot.size.height + 4);
  cairo_clip (cr);
  cairo_set_line_width (cr, 2.5);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      GdkRGBA c;

      mj_score_plot_seat_color (i, &c);
      gdk_cairo_set_source_rgba (cr, &c);
      cairo_move_to (cr, x_of (l, 0, n_history), y_of (l, 0));
      for (guint h = 0; h < n_history; h++)
        cairo_line_to (cr, x_of (l, h + 1, n_history), y_of (l, history[h * MJ_N_SEATS + i]));
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
draw_legend (cairo_t                 *cr,
             const MjScorePlotLayout *l,
             const char * const      *names,
             const GdkRGBA           *ink)
{
  double x[MJ_N_SEATS], row_height;
  guint row[MJ_N_SEATS];

  legend_rows (cr, names, l->legend.size.width, x, row, &row_height);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      double left = l->legend.origin.x + x[i], top = l->legend.origin.y + row[i] * row_height;
      GdkRGBA c;

      mj_score_plot_seat_color (i, &c);
      gdk_cairo_set_source_rgba (cr, &c);
      cairo_rectangle (cr, left, top + row_height / 2 - 2, SWATCH, 4);
      cairo_fill (cr);
      gdk_cairo_set_source_rgba (cr, ink);
      show (cr, names[i], left + SWATCH + 6, top, 0);
    }
}

void
mj_score_plot_draw (cairo_t            *cr,
                    int                 width,
                    int                 height,
                    const int          *history,
                    guint               n_history,
                    const char * const *names,
                    const GdkRGBA      *ink,
                    MjScorePlotParts    parts)
{
  MjScorePlotLayout l;

  mj_score_plot_layout (cr, width, height, history, n_history, names, &l);
  if (parts & MJ_SCORE_PLOT_AXES)
    draw_axes (cr, &l, n_history, ink);
  if (parts & MJ_SCORE_PLOT_LINES)
    draw_lines (cr, &l, history, n_history);
  if (parts & MJ_SCORE_PLOT_LEGEND)
    draw_legend (cr, &l, names, ink);
}
