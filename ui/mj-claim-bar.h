/* mj-claim-bar.h: the buttons for what a player may do besides
 * discarding: win, kong, pung, chow, pass, ready, and the choices before
 * play — each with the tiles involved drawn on it. */
#pragma once

#include <gtk/gtk.h>

#include "mj-action.h"
#include "mj-tile-cache.h"

G_BEGIN_DECLS

#define MJ_TYPE_CLAIM_BAR (mj_claim_bar_get_type ())
G_DECLARE_FINAL_TYPE (MjClaimBar, mj_claim_bar, MJ, CLAIM_BAR, GtkWidget)

GtkWidget *mj_claim_bar_new          (void);
void       mj_claim_bar_set_tile_cache (MjClaimBar     *self,
                                        MjTileCache    *cache);
/* Shows buttons for the given legal actions (discards are made on the
 * table, so they only enable the ready toggle); claim_tile is the tile
 * being answered, or MJ_TILE_NONE. */
void       mj_claim_bar_set_actions  (MjClaimBar     *self,
                                      const MjAction *actions,
                                      guint           n_actions,
                                      MjTile          claim_tile);
void       mj_claim_bar_clear        (MjClaimBar     *self);
/* Only a "Continue" button (hot seat: a person asked about a discard they
 * cannot claim); it is chosen as an action of type MJ_ACTION_NONE. */
void       mj_claim_bar_set_continue (MjClaimBar     *self,
                                      const char     *prompt);
/* Seconds to answer a claim before the bar passes (0: no limit).  Only
 * claims on others' discards are timed. */
void       mj_claim_bar_set_time_limit (MjClaimBar   *self,
                                        guint          seconds);
/* Is the ready toggle on: the next discard declares ready. */
gboolean   mj_claim_bar_get_ready    (MjClaimBar     *self);
guint      mj_claim_bar_get_n_buttons (MjClaimBar    *self);
/* Presses the first button of this action type (tests, shortcuts). */
gboolean   mj_claim_bar_activate     (MjClaimBar     *self,
                                      MjActionType    type);

G_END_DECLS
