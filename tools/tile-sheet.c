/* tile-sheet.c: a contact sheet of the whole tile set, every face at 24, 48
 * and 96 px side by side on the table's felt, drawn through MjTileCache as
 * the game draws them, so anyone can judge the art at a glance.
 *
 *   tile-sheet [--index] [--scale N] [--zoom N] [--sizes 24,48,96] OUTPUT.png
 *
 * --index adds the learner's index; --scale renders as for a HiDPI screen;
 * --zoom enlarges the result with square pixels, to look at small sizes.
 */
#include "config.h"

#include <stdlib.h>

#include "mj-tile-cache.h"

#define MARGIN 16
#define MAX_SIZES 8

/* Rows of the sheet: the three suits, the honours with the back and the
 * blank, the flowers. */
static const MjTileFace rows[5][9] = {
  { 0, 1, 2, 3, 4, 5, 6, 7, 8 },
  { 9, 10, 11, 12, 13, 14, 15, 16, 17 },
  { 18, 19, 20, 21, 22, 23, 24, 25, 26 },
  { 27, 28, 29, 30, 31, 32, 33, MJ_TILE_FACE_BACK, MJ_TILE_FACE_BLANK },
  { 34, 35, 36, 37, 38, 39, 40, 41, G_MAXUINT },
};

static int
gap_for (int size)
{
  return MAX (4, size / 6);
}

static gboolean
parse_sizes (const char *text,
             int        *sizes,
             int        *n_sizes)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);

  *n_sizes = 0;
  for (guint i = 0; parts[i] != NULL; i++)
    {
      char *end;
      long v = strtol (parts[i], &end, 10);

      if (*end != '\0' || v < 8 || v > 512 || *n_sizes == MAX_SIZES)
        return FALSE;
      sizes[(*n_sizes)++] = mj_tile_cache_quantize_width ((int) v);
    }

  return *n_sizes > 0;
}

/* Paints one texture at (x, y) in device pixels, with square pixels when
 * the sheet is zoomed: the point is to see them. */
static void
paint_texture (cairo_t    *cr,
               GdkTexture *texture,
               double      x,
               double      y)
{
  int w = gdk_texture_get_width (texture);
  int h = gdk_texture_get_height (texture);
  cairo_surface_t *surface;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  gdk_texture_download (texture,
                        cairo_image_surface_get_data (surface),
                        cairo_image_surface_get_stride (surface));
  cairo_surface_mark_dirty (surface);
  cairo_set_source_surface (cr, surface, x, y);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_NEAREST);
  cairo_paint (cr);
  cairo_surface_destroy (surface);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(MjTileCache) cache = NULL;
  g_autofree char *sizes_text = NULL;
  gboolean show_index = FALSE;
  int scale = 1;
  int zoom = 1;
  int sizes[MAX_SIZES];
  int n_sizes;
  int width = MARGIN;
  int height = 0;
  int missing = 0;
  cairo_surface_t *sheet;
  cairo_t *cr;
  cairo_status_t status;
  const GOptionEntry entries[] = {
    { "index", 'i', 0, G_OPTION_ARG_NONE, &show_index,
      "Draw the learner's index over the faces", NULL },
    { "scale", 's', 0, G_OPTION_ARG_INT, &scale,
      "Scale factor of the display (1–4)", "N" },
    { "zoom", 'z', 0, G_OPTION_ARG_INT, &zoom,
      "Enlarge the sheet N times with square pixels (1–8)", "N" },
    { "sizes", 0, 0, G_OPTION_ARG_STRING, &sizes_text,
      "Tile widths in logical pixels (default 24,48,96)", "W,W,…" },
    { NULL }
  };

  context = g_option_context_new ("OUTPUT.png");
  g_option_context_set_summary (context,
                                "Draws every tile face at several sizes onto one PNG.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("tile-sheet: %s\n", error->message);
      return 2;
    }
  if (argc != 2 || scale < 1 || scale > 4 || zoom < 1 || zoom > 8)
    {
      g_printerr ("Usage: tile-sheet [--index] [--scale N] [--zoom N] "
                  "[--sizes W,W,…] OUTPUT.png\n");
      return 2;
    }
  if (!parse_sizes (sizes_text ? sizes_text : "24,48,96", sizes, &n_sizes))
    {
      g_printerr ("tile-sheet: --sizes wants up to %d widths of 8 to 512 px, "
                  "separated by commas\n", MAX_SIZES);
      return 2;
    }

  /* Each size is a block of five rows of nine, the blocks side by side. */
  for (int i = 0; i < n_sizes; i++)
    {
      int gap = gap_for (sizes[i]);
      int tile_h = mj_tile_cache_height_for_width (sizes[i]);

      width += 9 * sizes[i] + 8 * gap + MARGIN;
      height = MAX (height, 2 * MARGIN + 5 * tile_h + 4 * gap);
    }

  sheet = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                      width * scale * zoom,
                                      height * scale * zoom);
  cr = cairo_create (sheet);
  cairo_scale (cr, zoom, zoom);
  cairo_set_source_rgb (cr, 0x1e / 255., 0x4d / 255., 0x36 / 255.);
  cairo_paint (cr);

  cache = mj_tile_cache_new ();
  mj_tile_cache_set_show_index (cache, show_index);

  for (int i = 0, x0 = MARGIN; i < n_sizes; i++)
    {
      int size = sizes[i];
      int gap = gap_for (size);
      int tile_h = mj_tile_cache_height_for_width (size);

      for (int r = 0; r < 5; r++)
        for (int c = 0; c < 9; c++)
          {
            MjTileFace face = rows[r][c];
            GdkTexture *texture;

            if (face == G_MAXUINT)
              continue;
            texture = mj_tile_cache_lookup (cache, face, size, scale);
            if (texture == NULL)
              {
                missing++;
                continue;
              }
            paint_texture (cr, texture,
                           (x0 + c * (size + gap)) * scale,
                           (MARGIN + r * (tile_h + gap)) * scale);
          }
      x0 += 9 * size + 8 * gap + MARGIN;
    }

  cairo_destroy (cr);
  status = cairo_surface_write_to_png (sheet, argv[1]);
  cairo_surface_destroy (sheet);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_printerr ("tile-sheet: cannot write %s: %s\n",
                  argv[1], cairo_status_to_string (status));
      return 1;
    }
  if (missing > 0)
    {
      g_printerr ("tile-sheet: %d faces could not be drawn\n", missing);
      return 1;
    }

  g_print ("%s: %d x %d px\n", argv[1], width * scale * zoom, height * scale * zoom);
  return 0;
}
