/* mj-tile-metrics.c: see mj-tile-metrics.h. */
#include "config.h"

#include <math.h>

#include "mj-tile-metrics.h"

int
mj_tile_metrics_quantize_width (int logical_width)
{
  int w = CLAMP (logical_width, 8, 512);
  int step;

  if (w <= 32)
    step = 2;
  else if (w <= 64)
    step = 4;
  else if (w <= 128)
    step = 8;
  else
    step = 16;

  return w / step * step;
}

int
mj_tile_metrics_height_for_width (int width)
{
  return (int) lround ((double) width * MJ_TILE_ART_HEIGHT / MJ_TILE_ART_WIDTH);
}
