/* mj-view-replay-window.h: the replay of what one seat saw of a networked
 * match (engine/mj-protocol.h, MjViewReplay), step by step: the table as
 * that seat's views showed it, never a hand the seat did not see.
 * Buttons, the arrow keys and a slider go forward and back. */
#pragma once

#include <adwaita.h>

#include "mj-protocol.h"
#include "mj-table-view.h"
#include "mj-tile-cache.h"

G_BEGIN_DECLS

#define MJ_TYPE_VIEW_REPLAY_WINDOW (mj_view_replay_window_get_type ())
G_DECLARE_FINAL_TYPE (MjViewReplayWindow, mj_view_replay_window, MJ, VIEW_REPLAY_WINDOW, AdwWindow)

/* The replay is copied; it has at least one step. */
MjViewReplayWindow *mj_view_replay_window_new          (GtkWindow          *parent,
                                                        MjTileCache        *cache,
                                                        const MjViewReplay *replay);
/* A view replay file; one that cannot be read is an error a person can
 * read, and no window is made. */
MjViewReplayWindow *mj_view_replay_window_new_for_file (GtkWindow          *parent,
                                                        MjTileCache        *cache,
                                                        GFile              *file,
                                                        GError            **error);

/* Step 0 … n-steps - 1. */
guint        mj_view_replay_window_get_step      (MjViewReplayWindow *self);
void         mj_view_replay_window_set_step      (MjViewReplayWindow *self,
                                                  guint               step);
guint        mj_view_replay_window_get_n_steps   (MjViewReplayWindow *self);
MjTableView *mj_view_replay_window_get_table     (MjViewReplayWindow *self);
/* Where the replay stands, as the window says it. */
const char  *mj_view_replay_window_get_step_text (MjViewReplayWindow *self);

G_END_DECLS
