/* mj-drill-window.h: discard drills, "what would you discard?": sessions
 * of ten positions from self-play in a chosen rule set, a discard picked
 * by click or by keys, then its grade, why, and the tiles that help after
 * it and after the best discard; at the end of a session its score and the
 * progress kept for the rule set.  The engine part is engine/mj-drill.c. */
#pragma once

#include <adwaita.h>

#include "mj-drill.h"
#include "mj-tile-cache.h"

G_BEGIN_DECLS

#define MJ_TYPE_DRILL_WINDOW (mj_drill_window_get_type ())
G_DECLARE_FINAL_TYPE (MjDrillWindow, mj_drill_window, MJ, DRILL_WINDOW, AdwWindow)

/* A window that drills `rules_id` (NULL or unknown: the first rule set),
 * its progress in mj_drill_progress_default_path (). */
MjDrillWindow *mj_drill_window_new     (GtkWindow   *parent,
                                        MjTileCache *cache,
                                        const char  *rules_id);
/* The main menu's "Discard Drills": one per parent window, made on first
 * use and presented. */
MjDrillWindow *mj_drill_window_show    (GtkWindow   *parent,
                                        MjTileCache *cache,
                                        const char  *rules_id);

/* Starts a session of `rules_id` whose positions come from `seed`
 * (the window chooses a seed from the clock when it opens). */
void         mj_drill_window_start         (MjDrillWindow *self,
                                            const char    *rules_id,
                                            guint64        seed);

/* For tests, which press and click through the window as a person does. */
const char  *mj_drill_window_get_rules_id  (MjDrillWindow *self);
/* The position shown (NULL on the session's summary). */
const MjDrillPosition *mj_drill_window_get_position (MjDrillWindow *self);
/* The grade of the answer given to it, or NULL before one. */
const MjDrillResult   *mj_drill_window_get_result   (MjDrillWindow *self);
/* Positions answered in this session so far. */
guint        mj_drill_window_get_answered  (MjDrillWindow *self);
gboolean     mj_drill_window_is_summary    (MjDrillWindow *self);
/* The row of the hand's buttons, in the order shown (the drawn tile last). */
GtkWidget   *mj_drill_window_get_hand_box  (MjDrillWindow *self);
/* "Next position" (or "See your score" after the tenth), and "New session"
 * on the summary. */
GtkWidget   *mj_drill_window_get_next_button (MjDrillWindow *self);
GtkWidget   *mj_drill_window_get_again_button (MjDrillWindow *self);
/* The rule set chooser. */
GtkWidget   *mj_drill_window_get_rules_choice (MjDrillWindow *self);
/* What the window says of a progress file it could not read or write, or "". */
const char  *mj_drill_window_get_message   (MjDrillWindow *self);

G_END_DECLS
