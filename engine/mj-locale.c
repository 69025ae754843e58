/* mj-locale.c: where the translations are, one rule for the game and for
 * sparrow-cli, so that an uninstalled build speaks as the installed one. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-locale.h"

const char *
mj_locale_dir (void)
{
  const char *dir = g_getenv ("SPARROW_LOCALEDIR");

  return dir && dir[0] ? dir : LOCALEDIR;
}

void
mj_locale_bind (void)
{
  bindtextdomain (GETTEXT_PACKAGE, mj_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
