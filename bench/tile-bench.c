/* tile-bench.c: how long MjTileCache takes to rasterise the whole tile set
 * (all 44 faces) at 64 px, the work a window does once per size step.
 * The budget is 50 ms; drawing a frame never rasterises.
 *
 *   tile-bench [ROUNDS]
 */
#include "config.h"

#include <stdlib.h>

#include "mj-tile-cache.h"

#define SIZE 64

static double
rasterise_all (MjTileCache *cache,
               int          scale)
{
  gint64 start = g_get_monotonic_time ();

  for (MjTileFace f = 0; f < MJ_N_TILE_FACES; f++)
    if (mj_tile_cache_lookup (cache, f, SIZE, scale) == NULL)
      {
        g_printerr ("tile-bench: face %s failed\n", mj_tile_face_get_name (f));
        exit (1);
      }

  return (g_get_monotonic_time () - start) / 1000.0;
}

static int
cmp_double (gconstpointer a,
            gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(MjTileCache) cache = mj_tile_cache_new ();
  int rounds = argc > 1 ? atoi (argv[1]) : 20;
  g_autofree double *times = NULL;
  double first, first_index, total = 0;

  if (rounds < 1 || rounds > 10000)
    {
      g_printerr ("Usage: tile-bench [ROUNDS]\n");
      return 2;
    }
  times = g_new (double, rounds);

  /* The first round also reads and parses every SVG; later rounds, after a
   * clear, only rasterise, as a new size or scale does in the game. */
  first = rasterise_all (cache, 1);
  for (int r = 0; r < rounds; r++)
    {
      mj_tile_cache_clear (cache);
      times[r] = rasterise_all (cache, 1);
      total += times[r];
    }
  qsort (times, rounds, sizeof *times, cmp_double);

  mj_tile_cache_set_show_index (cache, TRUE);
  first_index = rasterise_all (cache, 1);

  g_print ("tile-rasterise: %d faces at %d px\n", MJ_N_TILE_FACES, SIZE);
  g_print ("  first, with parsing:   %7.2f ms\n", first);
  g_print ("  rasterise (median):    %7.2f ms   (best %.2f, mean %.2f, %d rounds)\n",
           times[rounds / 2], times[0], total / rounds, rounds);
  g_print ("  with the index:        %7.2f ms   (first, parses the badges)\n",
           first_index);
  g_print ("  budget:                  50.00 ms   %s\n",
           times[rounds / 2] < 50.0 ? "met" : "MISSED");

  return 0;
}
