/* mj-score-plot.h: the scores of a match over its hands as a chart: one
 * line per player, the points up the left side with a few round ticks, the
 * hand numbers along the bottom, and a legend above the lines that never
 * covers them.  Plain drawing on cairo, so that a test can draw it into an
 * image and look. */
#pragma once

#include <gtk/gtk.h>

#include "mj-score.h"

G_BEGIN_DECLS

#define MJ_SCORE_PLOT_MAX_TICKS 12

typedef enum {
  MJ_SCORE_PLOT_LINES  = 1 << 0,   /* the players' lines */
  MJ_SCORE_PLOT_AXES   = 1 << 1,   /* axes, ticks, grid, their labels and titles */
  MJ_SCORE_PLOT_LEGEND = 1 << 2,
  MJ_SCORE_PLOT_ALL    = 0x7,
} MjScorePlotParts;

/* Where everything goes, for a size and the scores. */
typedef struct {
  graphene_rect_t plot;          /* the lines stay inside */
  graphene_rect_t legend;        /* above the plot */
  graphene_rect_t x_labels;      /* the hand numbers and "Hand", below the plot */
  graphene_rect_t y_labels;      /* the points and "Points", left of the plot */
  int             lo, hi;        /* the points at the bottom and the top of the plot */
  int             ticks[MJ_SCORE_PLOT_MAX_TICKS];   /* the points with a labelled tick, rising */
  guint           n_ticks;
  guint           hand_step;     /* every this many hands a number */
} MjScorePlotLayout;

/* The colour of each seat's line (and its legend mark). */
void mj_score_plot_seat_color (guint            seat,
                               GdkRGBA         *color);

/* `history` holds the scores after each hand, n_history × 4; `names` the
 * players'; `ink` the colour of text and axes. */
void mj_score_plot_layout     (cairo_t           *cr,
                               int                width,
                               int                height,
                               const int         *history,
                               guint              n_history,
                               const char * const *names,
                               MjScorePlotLayout *out);
void mj_score_plot_draw       (cairo_t           *cr,
                               int                width,
                               int                height,
                               const int         *history,
                               guint              n_history,
                               const char * const *names,
                               const GdkRGBA     *ink,
                               MjScorePlotParts   parts);

G_END_DECLS
