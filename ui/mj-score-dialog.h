/* mj-score-dialog.h: the result of a hand or a match. */
#pragma once

#include <adwaita.h>

#include "mj-state.h"
#include "mj-tile-cache.h"

G_BEGIN_DECLS

#define MJ_TYPE_SCORE_DIALOG (mj_score_dialog_get_type ())
G_DECLARE_FINAL_TYPE (MjScoreDialog, mj_score_dialog, MJ, SCORE_DIALOG, AdwWindow)

MjScoreDialog *mj_score_dialog_new       (GtkWindow          *parent,
                                          MjTileCache        *cache);
/* The players' names, and the seat of the one person at the screen, who
 * is spoken to ("You win…"), or MJ_N_SEATS (hot seat, nobody). */
void           mj_score_dialog_set_names (MjScoreDialog      *self,
                                          const char * const *names,
                                          guint               you);
/* Shows a finished hand (the state at its end); history holds the scores
 * after each hand so far, n_history × 4. */
void           mj_score_dialog_show_hand (MjScoreDialog      *self,
                                          const MjState      *state,
                                          const int          *history,
                                          guint               n_history,
                                          gboolean            match_over);

/* A review of one player's decisions (mj_hand_review_new), under a
 * title, after the results. */
void           mj_score_dialog_add_review (MjScoreDialog     *self,
                                          const char         *title,
                                          GtkWidget          *review,
                                          gboolean            expanded);

/* The label of the button that closes the dialog and goes on (after
 * mj_score_dialog_show_hand: a lesson goes back to its last note). */
void           mj_score_dialog_set_next_label (MjScoreDialog *self,
                                               const char    *label);

/* Whether the hand can be watched again (the Replay button): not where
 * the game holds no record of it (a hand played over the network). */
void           mj_score_dialog_set_can_replay (MjScoreDialog *self,
                                               gboolean       can_replay);

G_END_DECLS
