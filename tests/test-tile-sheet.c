/* test-tile-sheet.c: tools/tile-sheet draws the whole set onto a PNG of the
 * size its layout promises.  Run as `test-tile-sheet PATH-TO-tile-sheet`. */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>
#include <cairo.h>

static const char *tile_sheet;

/* The sheet's layout, as tools/tile-sheet.c documents it: a 16 px margin
 * around and between blocks; a block per size of five rows of nine, with a
 * gap of a sixth of the size (at least 4 px). */
static void
expected_size (const int *sizes,
               guint      n_sizes,
               int        scale,
               int       *width,
               int       *height)
{
  *width = 16;
  *height = 0;
  for (guint i = 0; i < n_sizes; i++)
    {
      int gap = MAX (4, sizes[i] / 6);
      int tile_h = (sizes[i] * 4 + 1) / 3;

      *width += 9 * sizes[i] + 8 * gap + 16;
      *height = MAX (*height, 32 + 5 * tile_h + 4 * gap);
    }
  *width *= scale;
  *height *= scale;
}

static cairo_surface_t *
run_sheet (const char *const *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autofree char *dir = NULL;
  g_autofree char *png = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  cairo_surface_t *surface;
  int status;

  dir = g_dir_make_tmp ("tile-sheet-XXXXXX", &error);
  g_assert_no_error (error);
  png = g_build_filename (dir, "sheet.png", NULL);

  g_ptr_array_add (args, (gpointer) tile_sheet);
  for (guint i = 0; options[i] != NULL; i++)
    g_ptr_array_add (args, (gpointer) options[i]);
  g_ptr_array_add (args, png);
  g_ptr_array_add (args, NULL);

  g_spawn_sync (NULL, (char **) args->pdata, NULL, G_SPAWN_DEFAULT,
                NULL, NULL, &out, &err, &status, &error);
  g_assert_no_error (error);
  g_test_message ("tile-sheet said: %s%s", out, err);
  g_spawn_check_wait_status (status, &error);
  g_assert_no_error (error);

  surface = cairo_image_surface_create_from_png (png);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (g_unlink (png), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);

  return surface;
}

static guint32
pixel_at (cairo_surface_t *surface,
          int              x,
          int              y)
{
  const guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);

  return ((const guint32 *) (data + (gsize) y * stride))[x];
}

static void
test_default (void)
{
  const char *const options[] = { NULL };
  const int sizes[] = { 24, 48, 96 };
  cairo_surface_t *sheet = run_sheet (options);
  int width, height;
  guint32 p;

  expected_size (sizes, G_N_ELEMENTS (sizes), 1, &width, &height);
  g_assert_cmpint (cairo_image_surface_get_width (sheet), ==, width);
  g_assert_cmpint (cairo_image_surface_get_height (sheet), ==, height);

  /* Felt in the margin; the blank face, last of the fourth row of the 96 px
   * block, ivory in its middle. */
  p = pixel_at (sheet, 2, 2);
  g_assert_cmpint ((p >> 8) & 0xff, >, (p >> 16) & 0xff);
  p = pixel_at (sheet,
                16 + 248 + 16 + 496 + 16 + 8 * (96 + 16) + 48,
                16 + 3 * (128 + 16) + 60);
  g_assert_cmpint ((p >> 16) & 0xff, >, 0xe0);
  g_assert_cmpint ((p >> 8) & 0xff, >, 0xe0);

  cairo_surface_destroy (sheet);
}

static void
test_options (void)
{
  const char *const options[] = { "--index", "--scale", "2", "--sizes", "24,64", NULL };
  const int sizes[] = { 24, 64 };
  cairo_surface_t *sheet = run_sheet (options);
  int width, height;

  expected_size (sizes, G_N_ELEMENTS (sizes), 2, &width, &height);
  g_assert_cmpint (cairo_image_surface_get_width (sheet), ==, width);
  g_assert_cmpint (cairo_image_surface_get_height (sheet), ==, height);

  cairo_surface_destroy (sheet);
}

static void
test_bad_usage (void)
{
  const char *argv[] = { tile_sheet, "--sizes", "3", "x.png", NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  int status;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL,
                NULL, NULL, NULL, &err, &status, &error);
  g_assert_no_error (error);
  g_assert_false (g_spawn_check_wait_status (status, NULL));
  g_assert_nonnull (strstr (err, "--sizes"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  if (argc != 2)
    {
      g_printerr ("Usage: test-tile-sheet PATH-TO-tile-sheet\n");
      return 2;
    }
  tile_sheet = argv[1];

  g_test_add_func ("/ui/tile-sheet/default", test_default);
  g_test_add_func ("/ui/tile-sheet/options", test_options);
  g_test_add_func ("/ui/tile-sheet/bad-usage", test_bad_usage);

  return g_test_run ();
}
