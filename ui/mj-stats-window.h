/* mj-stats-window.h: the statistics of one rule set — a row per player
 * name, and a chart of each player's points over the hands played. */
#pragma once

#include <adwaita.h>

#include "mj-stats.h"

G_BEGIN_DECLS

#define MJ_TYPE_STATS_WINDOW (mj_stats_window_get_type ())
G_DECLARE_FINAL_TYPE (MjStatsWindow, mj_stats_window, MJ, STATS_WINDOW, AdwWindow)

/* Shows `stats` and follows it: a hand counted while the window is open
 * shows at once.  It opens on the rule set with the most hands. */
MjStatsWindow *mj_stats_window_new       (GtkWindow     *parent,
                                          MjStats       *stats);
/* The rule set shown, by id ("sichuan"); unknown ids are ignored. */
void           mj_stats_window_set_rules (MjStatsWindow *self,
                                          const char    *rules_id);
const char    *mj_stats_window_get_rules (MjStatsWindow *self);
/* Players listed for the rule set shown (for tests). */
guint          mj_stats_window_get_n_rows (MjStatsWindow *self);

G_END_DECLS
