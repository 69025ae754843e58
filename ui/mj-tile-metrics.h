/* mj-tile-metrics.h: the sizes tiles are drawn at, without GTK: the
 * tile cache rasterises at these widths and the table's layout model
 * (mj-table-layout.h) places tiles at them, so both agree and the layout
 * builds and tests without a display. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The art's own size: every face is 60 × 80 units, a 3:4 tile, its bottom
 * edge showing the tile's thickness. */
#define MJ_TILE_ART_WIDTH   60
#define MJ_TILE_ART_HEIGHT  80

/* The width a tile is rasterised at for a requested width: rounded down to
 * a step of 2 px up to 32, 4 px up to 64, 8 px up to 128 and 16 px beyond,
 * within 8 … 512. */
int          mj_tile_metrics_quantize_width   (int logical_width);
/* The height of a tile @width wide (both in the same units). */
int          mj_tile_metrics_height_for_width (int width);

G_END_DECLS
