/* mj-tile-art.c: the tile set's SVG art drawn with librsvg, the only code
 * that touches librsvg (see mj-tile-art.h for why it is built twice).
 */
#include "config.h"

#include <gio/gio.h>
#include <librsvg/rsvg.h>

#include "mj-tile-art.h"
#include "mj-tile-metrics.h"

/* The face inside the 60 × 80 art, as tools/gen-tiles.py draws it
 * (mj-tile-cache.c has the whole face's bounds). */
#define FACE_X  1.8
#define FACE_Y  1.6

/* The index badge's art is 16 × 18 units, placed at the face's corner. */
#define INDEX_ART_WIDTH  16
#define INDEX_ART_HEIGHT 18

struct _MjTileArt
{
  char       *resource_path;   /* one of the two is set */
  char       *dir_path;
  GHashTable *handles;         /* file name → RsvgHandle, parsed once */
  GHashTable *broken;          /* file name → why it could not be read */
};

static MjTileArt *
art_new (void)
{
  MjTileArt *art = g_new0 (MjTileArt, 1);

  art->handles = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  art->broken = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return art;
}

MjTileArt *
mj_tile_art_new_for_resource (const char *resource_path)
{
  MjTileArt *art;

  g_return_val_if_fail (resource_path != NULL, NULL);

  art = art_new ();
  art->resource_path = g_strdup (resource_path);
  return art;
}

MjTileArt *
mj_tile_art_new_for_dir (const char *dir_path)
{
  MjTileArt *art;

  g_return_val_if_fail (dir_path != NULL, NULL);

  art = art_new ();
  art->dir_path = g_strdup (dir_path);
  return art;
}

void
mj_tile_art_free (MjTileArt *art)
{
  if (art == NULL)
    return;
  g_hash_table_unref (art->handles);
  g_hash_table_unref (art->broken);
  g_free (art->resource_path);
  g_free (art->dir_path);
  g_free (art);
}

/* Reads and parses one SVG of the tile set. */
static RsvgHandle *
load_handle (MjTileArt   *art,
             const char  *file,
             GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *path = NULL;
  const guint8 *data;
  gsize size;

  if (art->resource_path != NULL)
    {
      path = g_strconcat (art->resource_path, file, NULL);
      bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &local_error);
    }
  else
    {
      char *contents;
      gsize length;

      path = g_strconcat (art->dir_path, file, NULL);
      if (g_file_get_contents (path, &contents, &length, &local_error))
        bytes = g_bytes_new_take (contents, length);
    }
  if (bytes == NULL)
    {
      g_set_error (error, local_error->domain, local_error->code,
                   "Tile art %s is missing: %s", path, local_error->message);
      return NULL;
    }

  data = g_bytes_get_data (bytes, &size);
  return rsvg_handle_new_from_data (data, size, error);
}

/* One SVG of the tile set (@file: "5m.svg", "index/E.svg"), parsed once; a
 * file that could not be read is not tried again.  The handle is made from
 * the file's bytes alone, wherever they were read, so the resource and the
 * source directory draw the same pixels. */
static RsvgHandle *
get_handle (MjTileArt   *art,
            const char  *file,
            GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  RsvgHandle *handle;
  const char *why;

  handle = g_hash_table_lookup (art->handles, file);
  if (handle != NULL)
    return handle;
  why = g_hash_table_lookup (art->broken, file);
  if (why != NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, why);
      return NULL;
    }

  handle = load_handle (art, file, &local_error);
  if (handle == NULL)
    {
      g_hash_table_insert (art->broken, g_strdup (file), g_strdup (local_error->message));
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }

  g_hash_table_insert (art->handles, g_strdup (file), handle);
  return handle;
}

/* The badge grows less than the tile: at the smallest sizes it takes a
 * larger share of the face, or a learner could not read it. */
static void
draw_index (MjTileArt *art,
            cairo_t   *cr,
            char       label,
            int        px_width,
            int        px_height,
            int        scale)
{
  char file[] = { 'i', 'n', 'd', 'e', 'x', '/', label, '.', 's', 'v', 'g', '\0' };
  g_autoptr(GError) error = NULL;
  RsvgHandle *handle;
  RsvgRectangle where;

  /* said once: the file is not tried again */
  if (g_hash_table_contains (art->broken, file))
    return;
  handle = get_handle (art, file, &error);
  if (handle == NULL)
    {
      g_warning ("Tile index %c cannot be read: %s", label, error->message);
      return;
    }

  where.width = MAX (px_width * 0.27, MIN (11.0 * scale, px_width * 0.45));
  where.height = where.width * INDEX_ART_HEIGHT / INDEX_ART_WIDTH;
  where.x = px_width * (FACE_X + 1.2) / MJ_TILE_ART_WIDTH;
  where.y = px_height * (FACE_Y + 1.2) / MJ_TILE_ART_HEIGHT;

  if (!rsvg_handle_render_document (handle, cr, &where, &error))
    {
      g_warning ("Tile index %c cannot be drawn: %s", label, error->message);
      g_hash_table_insert (art->broken, g_strdup (file), g_strdup (error->message));
      g_hash_table_remove (art->handles, file);
    }
}

cairo_surface_t *
mj_tile_art_render (MjTileArt   *art,
                    const char  *name,
                    char         index_label,
                    int          px_width,
                    int          px_height,
                    int          scale,
                    GError     **error)
{
  g_autofree char *file = NULL;
  RsvgRectangle viewport = { 0, 0, px_width, px_height };
  RsvgHandle *handle;
  cairo_surface_t *surface;
  cairo_t *cr;
  gboolean ok;

  g_return_val_if_fail (art != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (px_width > 0 && px_height > 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  file = g_strconcat (name, ".svg", NULL);
  handle = get_handle (art, file, error);
  if (handle == NULL)
    return NULL;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px_width, px_height);
  cr = cairo_create (surface);
  ok = rsvg_handle_render_document (handle, cr, &viewport, error);
  if (ok && index_label != '\0')
    draw_index (art, cr, index_label, px_width, px_height, scale);
  cairo_destroy (cr);

  if (ok && cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s",
                   cairo_status_to_string (cairo_surface_status (surface)));
      ok = FALSE;
    }
  if (!ok)
    {
      cairo_surface_destroy (surface);
      return NULL;
    }

  cairo_surface_flush (surface);
  return surface;
}
