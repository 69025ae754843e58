/* mj-replay-window.h: a finished hand, or a whole record, replayed step by
 * step with every hand face up: buttons, the arrow keys and a slider go
 * forward and back, and each step says what happened in it. */
#pragma once

#include <adwaita.h>

#include "mj-record.h"
#include "mj-table-view.h"
#include "mj-tile-cache.h"

G_BEGIN_DECLS

#define MJ_TYPE_REPLAY_WINDOW (mj_replay_window_get_type ())
G_DECLARE_FINAL_TYPE (MjReplayWindow, mj_replay_window, MJ, REPLAY_WINDOW, AdwWindow)

/* Replays the record's actions first_action … last_action - 1: step 0
 * shows the game after the first `first_action` actions (for a hand, its
 * deal), step k the game after first_action + k.  last_action is clamped
 * to the record's length (G_MAXUINT: to its end).  The record is copied.
 * A record with an action that is illegal at its place (a record of a
 * game is never one) stops the replay before that action. */
MjReplayWindow *mj_replay_window_new          (GtkWindow       *parent,
                                               MjTileCache     *cache,
                                               const MjRecord  *record,
                                               guint            first_action,
                                               guint            last_action);
/* A whole record file.  A file that is not a record, is damaged, is too
 * large, holds an illegal action, or is of a match whose hands are still
 * secret while the matches of `playing` (MjRecord, may be NULL) are being
 * played (mj_record_check_face_up) is an error a player can read; no
 * window is made. */
MjReplayWindow *mj_replay_window_new_for_file (GtkWindow       *parent,
                                               MjTileCache     *cache,
                                               GFile           *file,
                                               GPtrArray       *playing,
                                               GError         **error);

/* The hands of a record.  Returns the indices of its "next-hand"
 * actions, in order (*n_breaks of them; NULL when there are none; free
 * with g_free).
 * Hand h (0-based) is actions [h ? breaks[h - 1] + 1 : 0, h < n ?
 * breaks[h] : the record's length): every hand but the last is finished,
 * and the last is when the record's game is over. */
guint          *mj_replay_window_find_hand_breaks (const MjRecord *record,
                                                   guint          *n_breaks);
/* The range of hand `hand` (0-based) for mj_replay_window_new; FALSE
 * when the record has fewer hands. */
gboolean        mj_replay_window_get_hand_range   (const MjRecord *record,
                                                   guint           hand,
                                                   guint          *first_action,
                                                   guint          *last_action);

/* Step 0 … n-steps. */
guint           mj_replay_window_get_step     (MjReplayWindow  *self);
void            mj_replay_window_set_step     (MjReplayWindow  *self,
                                               guint            step);
guint           mj_replay_window_get_n_steps  (MjReplayWindow  *self);
/* The game as it is at the current step (owned by the window; it is
 * replaced when a step goes back). */
MjGame         *mj_replay_window_get_game     (MjReplayWindow  *self);
MjTableView    *mj_replay_window_get_table    (MjReplayWindow  *self);
/* What the current step did, as the window says it: a sentence, and the
 * events that followed (may be empty). */
const char     *mj_replay_window_get_step_title  (MjReplayWindow *self);
const char     *mj_replay_window_get_step_detail (MjReplayWindow *self);

G_END_DECLS
