/* mj-tile-cache.h: the tile faces as GdkTextures, once per face, size and
 * scale: the sizes the table shows most from rasters the build made, any
 * other size rasterised at run time from the SVG art in the GResource by
 * the tile art module (mj-tile-art.h, librsvg), loaded only then.
 *
 * A widget asks for a face at a logical width and its scale factor and
 * draws the texture with gtk_snapshot_append_texture(); nothing is parsed
 * or rasterised while a frame is drawn once the size has been seen.
 * Widths are quantised (mj_tile_cache_quantize_width()), so lay tiles out
 * at quantised widths for crisp pixels; a texture drawn a few pixels
 * larger or smaller than its raster is scaled by the GPU and still looks
 * right while a window is being resized.
 *
 * Several widgets may share one cache.  When its contents change (a clear,
 * the index switched on or off, another tile set) it emits "changed", and
 * every widget that draws from it should queue a redraw.  A widget should
 * call mj_tile_cache_clear() when its scale factor changes, so the textures
 * of the old scale do not linger.
 */
#pragma once

#include <gtk/gtk.h>

#include "mj-tile.h"
#include "mj-tile-metrics.h"

G_BEGIN_DECLS

/* A face is an engine tile kind (0–33 hand kinds, 34–41 flowers) or one of
 * the two faces that are not kinds: the back of a tile and a blank face. */
typedef guint MjTileFace;

#define MJ_TILE_FACE_BACK   ((MjTileFace) MJ_N_TILE_KINDS)
#define MJ_TILE_FACE_BLANK  ((MjTileFace) MJ_N_TILE_KINDS + 1)
#define MJ_N_TILE_FACES     (MJ_N_TILE_KINDS + 2)

/* Where the game's own tile set lives in its GResource. */
#define MJ_TILE_CACHE_DEFAULT_PATH "/io/github/sparrowmahjong/Sparrow/tiles/"

#define MJ_TYPE_TILE_CACHE (mj_tile_cache_get_type ())

G_DECLARE_FINAL_TYPE (MjTileCache, mj_tile_cache, MJ, TILE_CACHE, GObject)

/* The game's tile set. */
MjTileCache *mj_tile_cache_new                (void);
/* A tile set elsewhere in the registered resources: a directory holding
 * 1m.svg … 9m.svg, 1p…, 1s…, 1z…7z, 1f…8f, back.svg, blank.svg and
 * index/1.svg … index/9.svg, E S W N R G.svg.  The path ends in "/". */
MjTileCache *mj_tile_cache_new_for_resource   (const char   *resource_path);

const char  *mj_tile_cache_get_resource_path  (MjTileCache  *self);
/* Switches tile set: drops every texture and emits "changed". */
void         mj_tile_cache_set_resource_path  (MjTileCache  *self,
                                               const char   *resource_path);

/* The learner's index: a small Western label (1–9, E S W N, R G W, the
 * flower's number) in the face's top-left corner, drawn over the art of
 * each face except the back and the blank.  Off by default; switching it
 * drops every texture and emits "changed". */
gboolean     mj_tile_cache_get_show_index     (MjTileCache  *self);
void         mj_tile_cache_set_show_index     (MjTileCache  *self,
                                               gboolean      show_index);

/* The texture of @face for a tile @logical_width wide (quantised with
 * mj_tile_cache_quantize_width()) on a display of @scale.  The texture is
 * width × @scale by mj_tile_cache_height_for_width (width) × @scale pixels.
 * Transfer none: it stays valid until the cache is cleared; take a
 * reference to keep it longer.  Returns NULL if the face's art is missing
 * or broken; that is logged once, and the face is not tried again until the
 * tile set changes. */
GdkTexture  *mj_tile_cache_lookup             (MjTileCache  *self,
                                               MjTileFace    face,
                                               int           logical_width,
                                               int           scale);
/* Tests: whether the rasters the build made are used (the default); with
 * FALSE every size is drawn at run time, as a size the build did not make
 * is.  Drops every texture and emits "changed". */
void         mj_tile_cache_set_use_prebuilt   (MjTileCache  *self,
                                               gboolean      use_prebuilt);
/* Drops every texture (not the parsed art) and emits "changed". */
void         mj_tile_cache_clear              (MjTileCache  *self);
/* How many textures have been rasterised so far (tests: a redraw of a
 * settled window rasterises none). */
guint        mj_tile_cache_get_n_rasterised   (MjTileCache  *self);

/* Height over width of a tile: 4/3. */
double       mj_tile_cache_get_aspect         (void);
/* The width a tile is rasterised at for a requested width: rounded down to
 * a step of 2 px up to 32, 4 px up to 64, 8 px up to 128 and 16 px beyond,
 * within 8 … 512. */
int          mj_tile_cache_quantize_width     (int           logical_width);
/* The height of a tile @width wide (both in the same units). */
int          mj_tile_cache_height_for_width   (int           width);
/* The ivory face within a tile drawn in @tile: the part a selection or a
 * highlight covers; below it the tile's edge shows.  @out may be @tile. */
void         mj_tile_cache_get_face_bounds    (const graphene_rect_t *tile,
                                               graphene_rect_t       *out);

/* "1m", "7z", "3f", "back", "blank": the face's file name without ".svg". */
const char  *mj_tile_face_get_name            (MjTileFace    face);

G_END_DECLS
