/* mj-new-game-dialog.h: choosing a new match: the rule set and its house
 * options, the four seats (a person or a computer player, with a name),
 * the length, and a seed for a repeatable deal. */
#pragma once

#include <adwaita.h>

#include "mj-record.h"

G_BEGIN_DECLS

#define MJ_TYPE_NEW_GAME_DIALOG (mj_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (MjNewGameDialog, mj_new_game_dialog, MJ, NEW_GAME_DIALOG, AdwWindow)

/* Starts from `initial`; "start" (a const MjMatchSetup *) is emitted when
 * the player starts the match, and the choices are kept in `settings`;
 * "network" (gboolean host) when the player would host a match on the
 * network or join one (the dialog closes). */
MjNewGameDialog *mj_new_game_dialog_new (GtkWindow          *parent,
                                         GSettings          *settings,
                                         const MjMatchSetup *initial);
/* Starts as if the Start button was pressed (tests). */
void             mj_new_game_dialog_start (MjNewGameDialog *self);

G_END_DECLS
