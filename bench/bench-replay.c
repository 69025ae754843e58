/* bench-replay: the replay window on a long record — opening it, showing
 * it, and the steps a player takes (one step
 * on, one step back at the end, a jump to the middle, the slider dragged),
 * with the resident memory.  Run under a display (bench/replay-bench.sh
 * makes the records with `sparrow-cli simulate --record` and wraps this in
 * xvfb-run).  Usage: bench-replay RECORD... */
#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <unistd.h>

#include "mj-replay-window.h"

static long
rss_kb (void)
{
  g_autofree char *text = NULL;
  long pages = 0, resident = 0;

  if (g_file_get_contents ("/proc/self/statm", &text, NULL, NULL))
    sscanf (text, "%ld %ld", &pages, &resident);
  return resident * (sysconf (_SC_PAGESIZE) / 1024);
}

static double
ms_since (gint64 start)
{
  return (double) (g_get_monotonic_time () - start) / 1000.0;
}

/* Runs the main loop until nothing is pending (a frame drawn, the
 * allocations done): how long the window takes to answer. */
static double
settle (void)
{
  gint64 start = g_get_monotonic_time ();

  for (guint idle = 0; idle < 3;)
    idle = g_main_context_iteration (NULL, FALSE) ? 0 : idle + 1;
  return ms_since (start);
}

static void
bench (MjTileCache *cache,
       const char  *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  MjReplayWindow *window;
  gint64 start = g_get_monotonic_time ();
  double opened, shown, step, back, middle, drag = 0;
  guint n;

  window = mj_replay_window_new_for_file (NULL, cache, file, NULL, &error);
  if (window == NULL)
    {
      printf ("%s: refused: %s\n", path, error->message);
      return;
    }
  opened = ms_since (start);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  start = g_get_monotonic_time ();
  settle ();
  shown = ms_since (start);
  n = mj_replay_window_get_n_steps (window);
  if (n < 2)
    {
      printf ("%s: too short to measure (%u steps)\n", path, n);
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }

  start = g_get_monotonic_time ();
  mj_replay_window_set_step (window, n);
  settle ();
  start = g_get_monotonic_time ();
  mj_replay_window_set_step (window, n - 1);
  settle ();
  back = ms_since (start);
  start = g_get_monotonic_time ();
  mj_replay_window_set_step (window, n);
  settle ();
  step = ms_since (start);
  start = g_get_monotonic_time ();
  mj_replay_window_set_step (window, n / 2);
  settle ();
  middle = ms_since (start);
  /* the slider dragged over ten places near the end, as its value
   * changes do */
  start = g_get_monotonic_time ();
  for (guint i = 0; i < 10; i++)
    {
      mj_replay_window_set_step (window, n > 1000 ? n - 1000 + i * 37 : i);
      settle ();
    }
  drag = ms_since (start) / 10;

  printf ("%s: %u steps; opened in %.0f ms, shown and settled in %.0f ms; a step on %.1f ms, a step back at the end %.1f ms, "
          "to the middle %.1f ms, a slider move near the end %.1f ms; resident %ld MB\n",
          path, n, opened, shown, step, back, middle, drag, rss_kb () / 1024);
  fflush (stdout);
  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
}

int
main (int    argc,
      char **argv)
{
  g_autoptr (MjTileCache) cache = NULL;

  gtk_init ();
  adw_init ();
  cache = mj_tile_cache_new ();
  for (int i = 1; i < argc; i++)
    bench (cache, argv[i]);
  return 0;
}
