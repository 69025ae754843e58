/* mj-name-entry.h: a player's name where it is typed (New Game,
 * Preferences): at most MJ_PLAYER_NAME_MAX_CHARS characters, the bound
 * that records and statistics keep, so that no name typed is one their
 * readers refuse; and a word when the limit is reached. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Limits `editable` (a GtkEntry, or an AdwEntryRow and other editables
 * whose delegate is a GtkText; call before its text is set, which is then
 * cut to the limit).  Returns the message (a label, hidden until the name
 * is at the limit) to put beside the entry. */
GtkWidget *mj_name_entry_limit      (GtkEditable *editable);
/* The message that mj_name_entry_limit made for `editable`, or NULL. */
GtkWidget *mj_name_entry_get_message (GtkEditable *editable);

G_END_DECLS
