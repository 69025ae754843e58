/* mj-table-input.h: what a table offers the seat at the screen, as the
 * local table (src/mj-window.c) and the networked one (mj-net-window.c)
 * both do it, in one place: which tiles discard and when the keyboard is
 * in the hand, the exchange's three tiles chosen on the table, the words
 * beside the claim bar's buttons, the ready and standing flags of a
 * discard, the hints.  A player moving from one table to the other finds
 * the same table. */
#pragma once

#include <gtk/gtk.h>

#include "mj-claim-bar.h"
#include "mj-hint-panel.h"
#include "mj-table-view.h"
#include "mj-view.h"

G_BEGIN_DECLS

typedef struct {
  MjTableView *table;
  MjClaimBar  *bar;
  MjHintPanel *hints;
  gboolean     choosing;   /* the exchange's tiles are being chosen */
  gboolean     was_turn;   /* the last update was the seat's turn */
} MjTableInput;

/* The tiles the seat may discard among `legal` (a mask of tile kinds);
 * FALSE when none: not its turn. */
gboolean  mj_table_input_discards      (const MjAction *legal,
                                        guint           n,
                                        guint64        *discardable);
/* Sichuan's exchange (换三张): three tiles of one suit chosen on the
 * table, the hint's choice proposed and the keyboard in the hand, and the
 * bar passes them on (Enter) once they are three of one suit. */
void      mj_table_input_choose_exchange (MjTableInput   *in,
                                          const MjView   *view,
                                          const MjAction *legal,
                                          guint           n);
/* What to do, beside the buttons, when it is the seat's to act: the
 * missing suit to choose, or how to discard on its turn; NULL otherwise
 * (whose turn it is, each table says with the names it has). */
const char *mj_table_input_prompt      (MjTableInput   *in,
                                        const MjView   *view,
                                        gboolean        turn);
/* After the bar is set: the exchange's choice ended once it is not
 * asked (`exchange_asked`), the hand open to a discard of the tiles in
 * `discardable` on the seat's turn, the keyboard in it as the turn comes
 * (a claim button, gone now, took the focus with it). */
void      mj_table_input_update_hand   (MjTableInput   *in,
                                        gboolean        exchange_asked,
                                        gboolean        turn,
                                        guint64         discardable);
/* The discard of a tile the person activated on the table: declaring
 * ready when the bar's Ready is on, and (Lisi) of the copy chosen, a
 * standing tile or an ordinary one. */
MjAction  mj_table_input_discard       (MjTableInput   *in,
                                        guint           seat,
                                        MjTile          tile,
                                        gboolean        standing,
                                        MjFeatures      features);
/* The hints for the seat's view and its actions (none: `n` 0), at
 * `level`, while `shown`; the advised discard marked on the table. */
void      mj_table_input_update_hints  (MjTableInput   *in,
                                        gboolean        shown,
                                        MjHintLevel     level,
                                        const MjView   *view,
                                        const MjAction *legal,
                                        guint           n);

/* The table as the person set it up in Preferences (animations, sorting,
 * the discard's confirmation, the felt, the tile size), followed as the
 * settings change. */
void      mj_table_input_bind_settings (MjTableInput   *in,
                                        GSettings      *settings);
/* The hint level the person chose ("hint-level"). */
MjHintLevel mj_table_input_hint_level  (GSettings      *settings);

G_END_DECLS
