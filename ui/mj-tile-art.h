/* mj-tile-art.h: one SVG of the tile art, parsed once and drawn with cairo.
 *
 * The art is written by tools/gen-tiles.py in a small part of SVG: <svg>
 * with a viewBox, <defs> with <linearGradient>s of <stop>s (in the
 * bounding box of what they fill), <g transform> (translate, rotate,
 * scale), <rect> (rounded), <circle> and <path> (M L H V C Q Z, either
 * case), each with fill, stroke, their opacities, stroke-width,
 * -linecap and -linejoin.  This reader knows exactly that much and
 * refuses anything else with a sentence that names it, rather than draw
 * something else than the art says; tests/test-tile-art.c checks that
 * every face it draws matches librsvg's drawing of the same file.
 *
 * It replaces librsvg in the game: librsvg (with libxml2 and ICU) kept
 * about 8 MB resident for the few hundred shapes of the tile set, and
 * parsing them took longer than drawing them.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

typedef struct _MjTileArt MjTileArt;

/* NULL and error set when the data is not SVG this reader understands. */
MjTileArt *mj_tile_art_new_from_data (const char  *data,
                                      gsize        size,
                                      GError     **error);
void       mj_tile_art_free          (MjTileArt   *art);

/* The viewBox's width and height. */
void       mj_tile_art_get_size      (const MjTileArt *art,
                                      double          *width,
                                      double          *height);

/* Draws the art into the rectangle (x, y, width, height) of cr's user
 * space, its viewBox scaled to fit and centred (SVG's xMidYMid meet). */
void       mj_tile_art_draw          (const MjTileArt *art,
                                      cairo_t         *cr,
                                      double           x,
                                      double           y,
                                      double           width,
                                      double           height);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MjTileArt, mj_tile_art_free)

G_END_DECLS
