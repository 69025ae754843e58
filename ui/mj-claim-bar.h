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
/* The words before the buttons (what the person is asked to do). */
void       mj_claim_bar_set_prompt   (MjClaimBar     *self,
                                      const char     *prompt);
const char *mj_claim_bar_get_prompt  (MjClaimBar     *self);
/* Seconds to answer a claim before the bar passes (0: no limit).  Only
 * claims on others' discards are timed. */
void       mj_claim_bar_set_time_limit (MjClaimBar   *self,
                                        guint          seconds);
/* Is the ready toggle on: the next discard declares ready. */
gboolean   mj_claim_bar_get_ready    (MjClaimBar     *self);
guint      mj_claim_bar_get_n_buttons (MjClaimBar    *self);
/* Presses the first button of this action type (tests). */
gboolean   mj_claim_bar_activate     (MjClaimBar     *self,
                                      MjActionType    type);
/* What a key press does to the bar: the button that shows the key (and
 * Escape as Space, the keypad's digits as the row's), or the ready
 * toggle for R; FALSE if no button takes it. */
gboolean   mj_claim_bar_press_key    (MjClaimBar     *self,
                                      guint           keyval);
/* The key a button shows and answers to (GDK_KEY_space), or 0. */
guint      mj_claim_bar_get_button_key (MjClaimBar   *self,
                                        guint          index);
/* What a button says, its labels in a row ("Pass Space"). */
char      *mj_claim_bar_get_button_text (MjClaimBar  *self,
                                         guint         index);
const MjAction *mj_claim_bar_get_button_action (MjClaimBar *self,
                                                guint       index);
GtkWidget *mj_claim_bar_get_button   (MjClaimBar     *self,
                                      guint           index);
/* The bar's keys work anywhere in `window` (caught before the focused
 * widget): call once, for the window the bar is in. */
void       mj_claim_bar_attach_keys  (MjClaimBar     *self,
                                      GtkWindow      *window);

G_END_DECLS
