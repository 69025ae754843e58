/* mj-wall.h: seeded randomness, dice, and the wall: the live wall drawn
 * from the front and replacement tiles (kongs, flowers) from the back. */
#pragma once

#include <glib.h>

#include "mj-tile.h"

G_BEGIN_DECLS

/* xoshiro256**, seeded by splitmix64: the same numbers on every platform
 * and GLib version, so a seed fixes a match forever. */
typedef struct {
  guint64 s[4];
} MjRandom;

void     mj_random_seed      (MjRandom *r,
                              guint64   seed);
guint64  mj_random_next      (MjRandom *r);
/* Uniform in [0, n), without modulo bias. */
guint    mj_random_below     (MjRandom *r,
                              guint     n);
guint    mj_random_die       (MjRandom *r);

#define MJ_WALL_MAX 144

typedef struct {
  MjTile  tiles[MJ_WALL_MAX];
  guint16 size;      /* tiles in the full set */
  guint16 head;      /* next live draw */
  guint16 tail;      /* one past the next replacement draw */
} MjWall;

/* The full set in kind order (flowers once, other kinds four times). */
void     mj_wall_fill        (MjWall    *wall,
                              MjTileSet  set);
void     mj_wall_shuffle     (MjWall    *wall,
                              MjRandom  *r);

static inline guint
mj_wall_remaining (const MjWall *wall)
{
  return (guint) (wall->tail - wall->head);
}

static inline MjTile
mj_wall_draw (MjWall *wall)
{
  g_assert (wall->head < wall->tail);
  return wall->tiles[wall->head++];
}

static inline MjTile
mj_wall_draw_replacement (MjWall *wall)
{
  g_assert (wall->head < wall->tail);
  return wall->tiles[--wall->tail];
}

/* The tile the next live draw would take (Guizhou flips it), or NONE. */
static inline MjTile
mj_wall_peek (const MjWall *wall)
{
  return wall->head < wall->tail ? wall->tiles[wall->head] : MJ_TILE_NONE;
}

G_END_DECLS
