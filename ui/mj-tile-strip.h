/* mj-tile-strip.h: a row of tiles drawn from the tile cache: a hand with
 * its melds and winning tile, or any list of faces, with tiles marked as
 * the better or the worse choice.  For the rule book's examples and the
 * review after a hand. */
#pragma once

#include <gtk/gtk.h>

#include "mj-hand.h"
#include "mj-tile-cache.h"

G_BEGIN_DECLS

typedef enum {
  MJ_TILE_STRIP_MARK_NONE = 0,
  MJ_TILE_STRIP_MARK_BETTER,   /* the move advised */
  MJ_TILE_STRIP_MARK_WORSE,    /* the move played */
} MjTileStripMark;

#define MJ_TYPE_TILE_STRIP (mj_tile_strip_get_type ())
G_DECLARE_FINAL_TYPE (MjTileStrip, mj_tile_strip, MJ, TILE_STRIP, GtkWidget)

/* Tiles `tile_width` wide (quantised by the cache). */
GtkWidget   *mj_tile_strip_new             (MjTileCache     *cache,
                                            int              tile_width);

MjTileCache *mj_tile_strip_get_cache       (MjTileStrip     *self);
int          mj_tile_strip_get_tile_width  (MjTileStrip     *self);
void         mj_tile_strip_set_tile_width  (MjTileStrip     *self,
                                            int              tile_width);

void         mj_tile_strip_clear           (MjTileStrip     *self);
/* One face at the end; `apart` leaves a gap before it (a meld, the
 * winning tile). */
void         mj_tile_strip_append          (MjTileStrip     *self,
                                            MjTileFace       face,
                                            gboolean         apart);
/* A hand: the concealed tiles in order, each meld apart (a concealed kong
 * with its two end tiles face down), then `extra` apart (a winning tile,
 * a discard offered; MJ_TILE_NONE: none), then the flowers (bit i = (i+1)f)
 * apart. */
void         mj_tile_strip_set_hand        (MjTileStrip     *self,
                                            const MjHand    *hand,
                                            MjTile           extra,
                                            guint8           flowers);
/* Marks the last tile of this face (the one most recently appended: a
 * drawn or offered tile is drawn last).  FALSE if the strip has none. */
gboolean     mj_tile_strip_mark            (MjTileStrip     *self,
                                            MjTileFace       face,
                                            MjTileStripMark  mark);
guint        mj_tile_strip_get_n_tiles     (MjTileStrip     *self);
MjTileFace   mj_tile_strip_get_face        (MjTileStrip     *self,
                                            guint            index);
MjTileStripMark mj_tile_strip_get_mark     (MjTileStrip     *self,
                                            guint            index);

G_END_DECLS
