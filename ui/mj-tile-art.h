/* mj-tile-art.h: the tile set's SVG art drawn with librsvg, the only code
 * that touches librsvg.  It is built twice from the same source: into
 * tools/gen-tile-rasters, which rasterises the sizes the table shows most
 * when the game is built, and into the module the tile cache loads at run
 * time for any other size (MJ_TILE_ART_MODULE), so a face prebuilt and a
 * face drawn later are drawn by one function.  Plain cairo and GIO, no GTK.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* The file name of the module (without the platform's prefix and suffix,
 * for g_module_build_path()). */
#define MJ_TILE_ART_MODULE "sparrow-tile-art"

/* The faces' file names without ".svg", in the order of MjTileFace (the
 * engine's tile kinds, then the back and the blank face): the order of the
 * prebuilt rasters too. */
#define MJ_TILE_ART_FACE_NAMES { \
  "1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", \
  "1p", "2p", "3p", "4p", "5p", "6p", "7p", "8p", "9p", \
  "1s", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s", \
  "1z", "2z", "3z", "4z", "5z", "6z", "7z", \
  "1f", "2f", "3f", "4f", "5f", "6f", "7f", "8f", \
  "back", "blank", \
}

typedef struct _MjTileArt MjTileArt;

/* A tile set in the registered resources (@resource_path ends in "/") or,
 * for the build, in a directory (@dir_path ends in "/"): 1m.svg … back.svg,
 * blank.svg and index/1.svg … index/G.svg.  Nothing is read until a face is
 * drawn; each file is parsed once. */
MjTileArt       *mj_tile_art_new_for_resource (const char  *resource_path);
MjTileArt       *mj_tile_art_new_for_dir      (const char  *dir_path);
void             mj_tile_art_free             (MjTileArt   *art);

/* Face @name ("1m", "back") drawn into a new @px_width × @px_height cairo
 * ARGB32 surface (premultiplied, native-endian), with the learner's index
 * badge @index_label ('1'–'9', 'E' 'S' 'W' 'N' 'R' 'G'; '\0' for none) in
 * its corner, sized for a display of @scale.  NULL with @error set when the
 * art is missing or cannot be drawn; a badge that cannot be drawn is left
 * out with a warning (the face is still right). */
cairo_surface_t *mj_tile_art_render           (MjTileArt   *art,
                                               const char  *name,
                                               char         index_label,
                                               int          px_width,
                                               int          px_height,
                                               int          scale,
                                               GError     **error);

/* The functions of the module, as the tile cache finds them. */
typedef MjTileArt       *(*MjTileArtNewFunc)    (const char *resource_path);
typedef void             (*MjTileArtFreeFunc)   (MjTileArt  *art);
typedef cairo_surface_t *(*MjTileArtRenderFunc) (MjTileArt  *art,
                                                 const char *name,
                                                 char        index_label,
                                                 int         px_width,
                                                 int         px_height,
                                                 int         scale,
                                                 GError    **error);

G_END_DECLS
