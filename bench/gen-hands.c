/* gen-hands: writes seeded random hands drawn from the 136-tile set, one
 * per line in mpsz notation, for `sparrow-cli bench hands`. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "mj-tile.h"

int
main (int    argc,
      char **argv)
{
  g_autoptr (GRand) rand = NULL;
  MjTile wall[136];
  guint count, tiles;
  guint32 seed;

  if (argc != 4)
    {
      fprintf (stderr, "usage: gen-hands SEED COUNT TILES > FILE\n");
      return 2;
    }
  seed = (guint32) strtoul (argv[1], NULL, 10);
  count = (guint) strtoul (argv[2], NULL, 10);
  tiles = (guint) strtoul (argv[3], NULL, 10);
  if (tiles < 1 || tiles > 18)
    {
      fprintf (stderr, "gen-hands: TILES must be 1-18\n");
      return 2;
    }

  rand = g_rand_new_with_seed (seed);
  for (guint i = 0; i < 136; i++)
    wall[i] = (MjTile) (i / 4);

  for (guint h = 0; h < count; h++)
    {
      g_autofree char *text = NULL;
      /* a partial Fisher–Yates shuffle: the first `tiles` places only */
      for (guint i = 0; i < tiles; i++)
        {
          guint j = i + (guint) g_rand_int_range (rand, 0, (gint32) (136 - i));
          MjTile t = wall[i];
          wall[i] = wall[j];
          wall[j] = t;
        }
      text = mj_tiles_format (wall, tiles, TRUE);
      puts (text);
    }
  return 0;
}
