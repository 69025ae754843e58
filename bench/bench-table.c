/* bench-table: the table's costs — from start to the first frame of the
 * window, a full redraw of the table at 1920×1080 with the cairo
 * renderer, and the memory in use during a match.  Run under a display
 * (bench/table-bench.sh wraps it in xvfb-run). */
#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <string.h>

#include "mj-table-view.h"
#include "mj-window.h"

static gint64 start_us;
static gint64 first_frame_us;

static void
on_after_paint (GdkFrameClock *clock,
                gpointer       data)
{
  if (first_frame_us == 0)
    first_frame_us = g_get_monotonic_time ();
}

static void
iterate_until (gboolean *flag,
               guint     ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;
  while ((flag == NULL || !*flag) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

static long
rss_kb (void)
{
  g_autofree char *text = NULL;
  long pages = 0, resident = 0;

  if (g_file_get_contents ("/proc/self/statm", &text, NULL, NULL))
    sscanf (text, "%ld %ld", &pages, &resident);
  return resident * (sysconf (_SC_PAGESIZE) / 1024);
}

static int
compare_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data = g_dir_make_tmp ("sparrow-bench-XXXXXX", NULL);
  MjWindow *window;
  GtkWidget *table;
  double times[60], build[60];
  guint n = G_N_ELEMENTS (times);
  gboolean painted = FALSE;
  g_autoptr (GSettings) settings = NULL;

  start_us = g_get_monotonic_time ();
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  gtk_init ();
  adw_init ();
  printf ("init ms=%.1f rss mb=%.1f\n", (g_get_monotonic_time () - start_us) / 1000.0, rss_kb () / 1024.0);

  /* 1. from here to the first frame of the table */
  window = mj_window_new (NULL);
  printf ("window ms=%.1f rss mb=%.1f\n", (g_get_monotonic_time () - start_us) / 1000.0, rss_kb () / 1024.0);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  g_signal_connect (gtk_widget_get_frame_clock (GTK_WIDGET (window)) ? gtk_widget_get_frame_clock (GTK_WIDGET (window))
                    : gdk_surface_get_frame_clock (gtk_native_get_surface (GTK_NATIVE (window))),
                    "after-paint", G_CALLBACK (on_after_paint), NULL);
  while (first_frame_us == 0)
    g_main_context_iteration (NULL, TRUE);
  printf ("first-frame ms=%.1f (from process start to the first painted frame; GTK init included) rss mb=%.1f\n",
          (first_frame_us - start_us) / 1000.0, rss_kb () / 1024.0);
  (void) painted;

  /* 2. a full redraw of the table at 1920×1080: build its render node and
   * draw it with cairo into an image */
  gtk_window_set_default_size (GTK_WINDOW (window), 1920, 1080);
  gtk_window_maximize (GTK_WINDOW (window));
  iterate_until (NULL, 1500);
  table = mj_window_get_table (window);
  for (guint i = 0; i < n; i++)
    {
      int w = 1920, h = 1080;
      GdkPaintable *paintable = gtk_widget_paintable_new (table);
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
      cairo_t *cr = cairo_create (surface);
      GskRenderNode *node;
      gint64 t0 = g_get_monotonic_time ();
      clock_t c0 = clock ();

      /* the table's own drawing, every time from scratch */
      GTK_WIDGET_GET_CLASS (table)->snapshot (table, snapshot);
      node = gtk_snapshot_free_to_node (snapshot);
      build[i] = (double) (clock () - c0) * 1000.0 / CLOCKS_PER_SEC;
      if (node)
        gsk_render_node_draw (node, cr);
      times[i] = (double) (clock () - c0) * 1000.0 / CLOCKS_PER_SEC;
      (void) t0;
      if (node)
        gsk_render_node_unref (node);
      cairo_destroy (cr);
      cairo_surface_destroy (surface);
      g_object_unref (paintable);
    }
  qsort (times, n, sizeof (double), compare_double);
  qsort (build, n, sizeof (double), compare_double);
  printf ("snapshot cpu-ms median=%.2f (building the render nodes)\n", build[n / 2]);
  printf ("redraw-1920x1080 cpu-ms median=%.2f p90=%.2f (table %dx%d, cairo)\n", times[n / 2], times[n * 9 / 10],
          gtk_widget_get_width (table), gtk_widget_get_height (table));

  /* 3. memory while computer players play on */
  settings = g_settings_new (APP_ID);
  g_settings_set_double (settings, "computer-pace", 0.0);
  iterate_until (NULL, 4000);
  printf ("rss-during-match mb=%.1f\n", rss_kb () / 1024.0);
  {
    g_autofree char *text = NULL;
    g_file_get_contents ("/proc/self/smaps_rollup", &text, NULL, NULL);
    if (g_getenv ("SMAPS"))
      printf ("%s\n", text);
  }
  return 0;
}
