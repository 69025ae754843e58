/* gen-tile-rasters.c: the build's rasters of the game's own tile set at
 * the sizes the table shows most, so that a game at those sizes never
 * loads librsvg (mj-tile-cache.c).  Each face is drawn by mj-tile-art.c,
 * the code the tile cache's module runs for any other size, so a prebuilt
 * face and one drawn at run time are the same pixels (test-tile-cache
 * compares them).
 *
 * usage: gen-tile-rasters TILES-DIR/ OUT-DIR/NAME.gresource.xml WIDTHxHEIGHT...
 * writes OUT-DIR/WIDTHxHEIGHT-FACE.bgra for each size and face (FACE as in
 * MJ_TILE_ART_FACE_NAMES; premultiplied B, G, R, A bytes whatever the
 * machine's byte order, rows 4 × WIDTH apart) and the resource file
 * naming them WIDTHxHEIGHT/FACE.bgra.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <gio/gio.h>

#include "mj-tile-art.h"
#include "mj-tile-metrics.h"

static const char *const face_names[] = MJ_TILE_ART_FACE_NAMES;

/* A pixel size the tile cache asks for: a quantised width at a scale of 1
 * or 2, and its height.  A size it never asks for would only fatten the
 * game. */
static gboolean
is_cache_size (int px_width,
               int px_height)
{
  for (int scale = 1; scale <= 2; scale++)
    {
      int width = px_width / scale;

      if (width * scale == px_width &&
          mj_tile_metrics_quantize_width (width) == width &&
          mj_tile_metrics_height_for_width (width) * scale == px_height)
        return TRUE;
    }
  return FALSE;
}

static gboolean
write_face (MjTileArt   *art,
            const char  *out_dir,
            const char  *face,
            int          px_width,
            int          px_height,
            GString     *xml,
            GError     **error)
{
  g_autofree char *name = g_strdup_printf ("%dx%d-%s.bgra", px_width, px_height, face);
  g_autofree char *path = g_build_filename (out_dir, name, NULL);
  g_autofree guint8 *data = g_malloc ((gsize) px_width * px_height * 4);
  cairo_surface_t *surface;
  const guint8 *pixels;
  guint8 *out = data;
  int stride;

  /* the scale only sizes the index badge, which is not prebuilt */
  surface = mj_tile_art_render (art, face, '\0', px_width, px_height, 1, error);
  if (surface == NULL)
    return FALSE;
  pixels = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < px_height; y++)
    {
      const guint32 *row = (const guint32 *) (pixels + (gsize) y * stride);

      for (int x = 0; x < px_width; x++)
        {
          guint32 argb = row[x];

          *out++ = argb & 0xff;
          *out++ = (argb >> 8) & 0xff;
          *out++ = (argb >> 16) & 0xff;
          *out++ = argb >> 24;
        }
    }
  cairo_surface_destroy (surface);

  if (!g_file_set_contents (path, (const char *) data, out - data, error))
    return FALSE;
  /* zlib takes the flat colours of the art to a fifth or less */
  g_string_append_printf (xml, "    <file compressed=\"true\" alias=\"%dx%d/%s.bgra\">%s</file>\n",
                          px_width, px_height, face, name);
  return TRUE;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) xml = g_string_new (NULL);
  g_autofree char *out_dir = NULL;
  MjTileArt *art;

  if (argc < 4)
    {
      g_printerr ("usage: %s TILES-DIR/ OUT-DIR/NAME.gresource.xml WIDTHxHEIGHT...\n", argv[0]);
      return 2;
    }

  art = mj_tile_art_new_for_dir (argv[1]);
  out_dir = g_path_get_dirname (argv[2]);
  g_string_append (xml,
                   "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                   "<!-- made by ui/gen-tile-rasters.c -->\n"
                   "<gresources>\n"
                   "  <gresource prefix=\"" RESOURCE_BASE "/tiles/rasters\">\n");
  for (int i = 3; i < argc; i++)
    {
      int px_width = 0, px_height = 0;
      char end = '\0';

      if (sscanf (argv[i], "%dx%d%c", &px_width, &px_height, &end) != 2 ||
          !is_cache_size (px_width, px_height))
        {
          g_printerr ("%s: “%s” is not a size the tile cache asks for "
                      "(a quantised width at a scale of 1 or 2, and its height)\n",
                      argv[0], argv[i]);
          return 1;
        }
      for (guint f = 0; f < G_N_ELEMENTS (face_names); f++)
        if (!write_face (art, out_dir, face_names[f], px_width, px_height, xml, &error))
          {
            g_printerr ("%s: the tiles at %s cannot be made: %s\n", argv[0], argv[i], error->message);
            return 1;
          }
    }
  g_string_append (xml, "  </gresource>\n</gresources>\n");
  mj_tile_art_free (art);

  if (!g_file_set_contents (argv[2], xml->str, xml->len, &error))
    {
      g_printerr ("%s: %s\n", argv[0], error->message);
      return 1;
    }
  return 0;
}
