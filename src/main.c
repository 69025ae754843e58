/* main.c: Sparrow's entry point: translations, then the application. */
#include "config.h"

#include <gtk/gtk.h>

#include "mj-application.h"
#include "mj-i18n.h"

/* The table is a few hundred textured rectangles and some text, drawn
 * again only when something moves: GTK's cairo renderer draws all of it at
 * 1920×1080 in about 3 ms on a slow machine, so OpenGL buys nothing to be
 * seen.  It costs much: a GL renderer holds some 30 MB more of the
 * process's own memory, and GL drivers map their libraries (Mesa's
 * software GL and the radeonsi driver bring libLLVM, 45–55 MB) — with
 * GTK 4.8 on X11 even when cairo draws, unless GL is switched off, since
 * GDK opens GL to choose the window's visual.  So the game asks for cairo
 * without GL, unless the person chose a renderer (GSK_RENDERER, e.g.
 * GSK_RENDERER=gl to draw with OpenGL): measured with `meson benchmark
 * window-memory`, 59 MB instead of 224 MB resident under Xvfb. */
static void
choose_renderer (void)
{
  const char *debug = g_getenv ("GDK_DEBUG");
  g_autofree char *with_gl_off = NULL;

  if (g_getenv ("GSK_RENDERER") != NULL)
    return;
  g_setenv ("GSK_RENDERER", "cairo", TRUE);
  with_gl_off = debug && *debug ? g_strconcat (debug, ",gl-disable", NULL) : g_strdup ("gl-disable");
  g_setenv ("GDK_DEBUG", with_gl_off, TRUE);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr (MjApplication) app = NULL;

  /* the language and the locale, before GTK would set the system's; the
   * renderer before GTK reads it, while no other thread runs */
  mj_i18n_init ();
  choose_renderer ();
  gtk_disable_setlocale ();

  app = mj_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
