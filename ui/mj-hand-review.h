/* mj-hand-review.h: "your most costly decisions" after a hand, for one
 * seat: each decision where the move played differs most from the advice
 * (mj_review_hand), with the hand drawn in tiles, the move played and the
 * better one marked, and the reason. */
#pragma once

#include <gtk/gtk.h>

#include "mj-record.h"
#include "mj-review.h"
#include "mj-tile-cache.h"

G_BEGIN_DECLS

#define MJ_TYPE_HAND_REVIEW (mj_hand_review_get_type ())
G_DECLARE_FINAL_TYPE (MjHandReview, mj_hand_review, MJ, HAND_REVIEW, GtkWidget)

/* The review of `seat` over the record's actions first_action …
 * last_action - 1 (one hand: mj_replay_window_get_hand_range), at most
 * max_items decisions, costliest first. */
GtkWidget          *mj_hand_review_new        (MjTileCache    *cache,
                                               const MjRecord *record,
                                               guint           first_action,
                                               guint           last_action,
                                               guint           seat,
                                               guint           max_items);
guint               mj_hand_review_get_n_items (MjHandReview  *self);
const MjReviewItem *mj_hand_review_get_item    (MjHandReview  *self,
                                                guint          index);

G_END_DECLS
