/* test-tile-art.c: the game's own reader of the tile art (ui/mj-tile-art.c)
 * draws every face and index badge of the resource as librsvg draws it,
 * at the sizes the table uses, and refuses SVG it does not understand with
 * a sentence rather than drawing something else. */
#include "config.h"

#include <librsvg/rsvg.h>
#include <string.h>

#include "mj-tile-art.h"
#include "mj-tile-cache.h"

static const char *const index_labels[] = {
  "1", "2", "3", "4", "5", "6", "7", "8", "9", "E", "S", "W", "N", "R", "G",
};

static cairo_surface_t *
draw_ours (const MjTileArt *art,
           int              w,
           int              h)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (surface);

  mj_tile_art_draw (art, cr, 0, 0, w, h);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static cairo_surface_t *
draw_rsvg (GBytes *bytes,
           int     w,
           int     h)
{
  g_autoptr (GError) error = NULL;
  gsize size;
  const guint8 *data = g_bytes_get_data (bytes, &size);
  RsvgHandle *handle = rsvg_handle_new_from_data (data, size, &error);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (surface);
  RsvgRectangle viewport = { 0, 0, w, h };

  g_assert_no_error (error);
  g_assert_true (rsvg_handle_render_document (handle, cr, &viewport, &error));
  g_assert_no_error (error);
  cairo_destroy (cr);
  g_object_unref (handle);
  cairo_surface_flush (surface);
  return surface;
}

/* The two drawings differ only by rounding (both draw with cairo; they
 * were found to differ by at most 1 of 255 in any channel): no channel by
 * more than 8, and on average by less than 0.5.  A missing or misplaced
 * shape, a wrong colour or gradient moves whole areas (a gradient not
 * fitted to its shape's box: 34 and 5.6 on the blank face). */
static void
assert_alike (const char      *path,
              cairo_surface_t *ours,
              cairo_surface_t *theirs,
              int              w,
              int              h)
{
  const guint8 *a = cairo_image_surface_get_data (ours);
  const guint8 *b = cairo_image_surface_get_data (theirs);
  int stride = cairo_image_surface_get_stride (ours);
  guint worst = 0;
  guint64 sum = 0;

  for (int y = 0; y < h; y++)
    for (int x = 0; x < 4 * w; x++)
      {
        guint d = (guint) ABS ((int) a[y * stride + x] - (int) b[y * stride + x]);
        worst = MAX (worst, d);
        sum += d;
      }
  g_test_message ("%s at %d×%d: worst difference %u, mean %.3f", path, w, h, worst,
                  (double) sum / (4.0 * w * h));
  if (worst > 8 || (double) sum / (4.0 * w * h) > 0.5)
    g_test_fail_printf ("%s at %d×%d is not drawn as librsvg draws it "
                        "(worst channel difference %u of 255, mean %.2f)",
                        path, w, h, worst, (double) sum / (4.0 * w * h));
}

static void
check_file (const char *path,
            double      art_width,
            const int (*sizes)[2],
            guint       n_sizes)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  g_autoptr (MjTileArt) art = NULL;
  gsize size;
  const char *data;
  double w, h;

  g_assert_no_error (error);
  data = g_bytes_get_data (bytes, &size);
  art = mj_tile_art_new_from_data (data, size, &error);
  g_assert_no_error (error);
  g_assert_nonnull (art);
  mj_tile_art_get_size (art, &w, &h);
  g_assert_cmpfloat (w, ==, art_width);

  for (guint i = 0; i < n_sizes; i++)
    {
      cairo_surface_t *ours = draw_ours (art, sizes[i][0], sizes[i][1]);
      cairo_surface_t *theirs = draw_rsvg (bytes, sizes[i][0], sizes[i][1]);

      assert_alike (path, ours, theirs, sizes[i][0], sizes[i][1]);
      cairo_surface_destroy (ours);
      cairo_surface_destroy (theirs);
    }
}

/* the smallest discard, the hand at 1280×800, at 3840×2160, and the
 * largest at a scale of two; one size a little off the art's aspect */
static const int face_sizes[][2] = { { 22, 29 }, { 52, 69 }, { 144, 192 }, { 288, 384 }, { 60, 84 } };
static const int index_sizes[][2] = { { 11, 12 }, { 16, 18 }, { 40, 45 } };

static void
test_faces (void)
{
  for (MjTileFace face = 0; face < MJ_N_TILE_FACES; face++)
    {
      g_autofree char *path = g_strconcat (MJ_TILE_CACHE_DEFAULT_PATH, mj_tile_face_get_name (face),
                                           ".svg", NULL);
      check_file (path, MJ_TILE_ART_WIDTH, face_sizes, G_N_ELEMENTS (face_sizes));
    }
}

static void
test_index (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (index_labels); i++)
    {
      g_autofree char *path = g_strconcat (MJ_TILE_CACHE_DEFAULT_PATH, "index/", index_labels[i],
                                           ".svg", NULL);
      check_file (path, 16, index_sizes, G_N_ELEMENTS (index_sizes));
    }
}

/* What the reader does not know it refuses, naming it. */
static void
test_refused (void)
{
  static const struct {
    const char *svg;
    const char *says;
  } cases[] = {
    { "<svg viewBox=\"0 0 10 10\"><ellipse cx=\"1\"/></svg>", "<ellipse>" },
    { "<svg viewBox=\"0 0 10 10\"><rect x=\"1\" y=\"1\" width=\"2\" height=\"2\" filter=\"url(#f)\"/></svg>", "filter" },
    { "<svg viewBox=\"0 0 10 10\"><path d=\"M1 1A2 2 0 0 1 3 3\"/></svg>", "“A”" },
    { "<svg viewBox=\"0 0 10 10\"><path d=\"M1 1L2\"/></svg>", "malformed" },
    { "<svg viewBox=\"0 0 10 10\"><rect width=\"2\" height=\"2\" fill=\"red\"/></svg>", "#rrggbb" },
    { "<svg viewBox=\"0 0 10 10\"><rect width=\"2\" height=\"2\" fill=\"url(#g)\"/></svg>", "no gradient" },
    { "<svg viewBox=\"0 0 10 10\"><g transform=\"skewX(3)\"><circle r=\"1\"/></g></svg>", "skewX" },
    { "<svg viewBox=\"0 0 10 10\"><circle r=\"x\"/></svg>", "not a number" },
    { "<svg viewBox=\"0 0 10 10\"><text>五</text></svg>", "<text>" },
    { "<svg width=\"10\"/>", "viewBox" },
    { "<rect width=\"2\" height=\"2\"/>", "not <svg>" },
    { "", "empty" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (MjTileArt) art = mj_tile_art_new_from_data (cases[i].svg, strlen (cases[i].svg), &error);

      g_assert_null (art);
      g_assert_nonnull (error);
      g_test_message ("%s: %s", cases[i].svg, error->message);
      g_assert_nonnull (strstr (error->message, cases[i].says));
    }
}

/* Each default of SVG that the art leans on: filled black, no stroke. */
static void
test_defaults (void)
{
  static const char svg[] = "<svg viewBox=\"0 0 4 4\"><rect x=\"0\" y=\"0\" width=\"2\" height=\"4\"/>"
                            "<path d=\"M3 0V4\" stroke=\"#ff0000\" stroke-width=\"2\"/></svg>";
  g_autoptr (GError) error = NULL;
  g_autoptr (MjTileArt) art = mj_tile_art_new_from_data (svg, sizeof svg - 1, &error);
  cairo_surface_t *s;
  const guint32 *px;
  int stride;

  g_assert_no_error (error);
  s = draw_ours (art, 4, 4);
  px = (const guint32 *) cairo_image_surface_get_data (s);
  stride = cairo_image_surface_get_stride (s) / 4;
  g_assert_cmphex (px[stride + 0], ==, 0xff000000);   /* black */
  g_assert_cmphex (px[stride + 3], ==, 0xffff0000);   /* the red stroke */
  cairo_surface_destroy (s);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/tile-art/faces", test_faces);
  g_test_add_func ("/ui/tile-art/index", test_index);
  g_test_add_func ("/ui/tile-art/refused", test_refused);
  g_test_add_func ("/ui/tile-art/defaults", test_defaults);
  return g_test_run ();
}
