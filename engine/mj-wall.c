/* mj-wall.c: seeded randomness and the wall. */
#include "config.h"

#include "mj-wall.h"

static inline guint64
rotl (guint64 x,
      int     k)
{
  return (x << k) | (x >> (64 - k));
}

void
mj_random_seed (MjRandom *r,
                guint64   seed)
{
  guint64 z = seed;

  for (guint i = 0; i < 4; i++)
    {
      guint64 x;
      z += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
      x = z;
      x = (x ^ (x >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
      x = (x ^ (x >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
      r->s[i] = x ^ (x >> 31);
    }
}

guint64
mj_random_next (MjRandom *r)
{
  guint64 *s = r->s;
  guint64 result = rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);
  return result;
}

guint
mj_random_below (MjRandom *r,
                 guint     n)
{
  /* Lemire's multiply-and-reject */
  guint64 m;
  guint32 lo;

  g_return_val_if_fail (n > 0, 0);
  m = (guint64) (guint32) (mj_random_next (r) >> 32) * n;
  lo = (guint32) m;
  if (lo < n)
    {
      guint32 threshold = (guint32) (-n) % n;
      while (lo < threshold)
        {
          m = (guint64) (guint32) (mj_random_next (r) >> 32) * n;
          lo = (guint32) m;
        }
    }
  return (guint) (m >> 32);
}

guint
mj_random_die (MjRandom *r)
{
  return 1 + mj_random_below (r, 6);
}

void
mj_wall_fill (MjWall    *wall,
              MjTileSet  set)
{
  guint n = 0;

  for (MjTile t = 0; t < MJ_N_TILE_KINDS; t++)
    if (mj_tileset_has_kind (set, t))
      for (guint c = 0; c < mj_tile_copies (t); c++)
        wall->tiles[n++] = t;
  wall->size = (guint16) n;
  wall->head = 0;
  wall->tail = (guint16) n;
}

void
mj_wall_shuffle (MjWall   *wall,
                 MjRandom *r)
{
  for (guint i = wall->size; i > 1; i--)
    {
      guint j = mj_random_below (r, i);
      MjTile t = wall->tiles[i - 1];
      wall->tiles[i - 1] = wall->tiles[j];
      wall->tiles[j] = t;
    }
}
