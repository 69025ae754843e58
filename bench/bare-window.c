/* bare-window: the yardstick for the game's memory — a libadwaita window
 * showing one line of Chinese, nothing else, started the way Sparrow is
 * (an AdwApplication on the session bus).  bench/window-memory.py runs it
 * beside the game under the same display and renderer, so that what the
 * game holds above it is the game's own share. */
#include <adwaita.h>

static void
on_activate (GApplication *app,
             gpointer      data)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new ("麻雀：一局四圈，东南西北，胡牌。");

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_widget_set_vexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr (AdwApplication) app = adw_application_new ("io.github.sparrowmahjong.BareWindow",
                                                        G_APPLICATION_NON_UNIQUE);

  g_signal_connect (app, "activate", G_CALLBACK (on_activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
