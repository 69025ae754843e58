/* main.c: Sparrow's entry point: translations, then the application. */
#include "config.h"

#include <gtk/gtk.h>

#include "mj-application.h"
#include "mj-i18n.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr (MjApplication) app = NULL;

  /* the language and the locale, before GTK would set the system's */
  mj_i18n_init ();
  gtk_disable_setlocale ();

  app = mj_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
