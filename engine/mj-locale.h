/* mj-locale.h: where the translations of Sparrow's sentences are read
 * from, for the game and for sparrow-cli alike. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* $SPARROW_LOCALEDIR when set (an uninstalled build's _build/po), else
 * the LOCALEDIR of the installation. */
const char  *mj_locale_dir           (void);

/* Binds the text domain to mj_locale_dir (), in UTF-8, and makes it the
 * default domain.  The caller has set the locale first. */
void         mj_locale_bind          (void);

G_END_DECLS
