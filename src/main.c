/* main.c: Sparrow's entry point: translations, then the application. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "mj-application.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr (MjApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = mj_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
