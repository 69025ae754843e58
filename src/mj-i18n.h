/* mj-i18n.h: the language the game speaks and where its translations are. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Before GTK starts: applies the "language" setting (LANGUAGE, unless it
 * is "system"), sets the locale, and binds the text domain to
 * $SPARROW_LOCALEDIR (an uninstalled build's _build/po) or LOCALEDIR.
 * GTK must then leave the locale alone (gtk_disable_setlocale). */
void         mj_i18n_init        (void);

/* Where the translations are read from. */
const char  *mj_i18n_localedir   (void);

G_END_DECLS
