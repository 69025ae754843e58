/* test-tile-cache.c: MjTileCache hands out one texture per face, size and
 * scale, of the right pixel size, renews them when told to, and survives
 * missing art. */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <gtk/gtk.h>

#include "mj-tile-cache.h"

#include "mj-ui-test.h"

static const MjTile one_of_characters = 0;
static const MjTile red_dragon = 33;

/* The pixel at (x, y) as 0xAARRGGBB, premultiplied. */
static guint32
pixel_at (GdkTexture *texture,
          int         x,
          int         y)
{
  int w = gdk_texture_get_width (texture);
  int h = gdk_texture_get_height (texture);
  g_autofree guint32 *data = g_new (guint32, (gsize) w * h);

  gdk_texture_download (texture, (guchar *) data, (gsize) w * 4);

  return data[y * w + x];
}

/* How many pixels of two textures of one size differ in a rectangle. */
static int
count_differences (GdkTexture *a,
                   GdkTexture *b,
                   int         x0,
                   int         y0,
                   int         x1,
                   int         y1)
{
  int w = gdk_texture_get_width (a);
  int h = gdk_texture_get_height (a);
  g_autofree guint32 *pa = g_new (guint32, (gsize) w * h);
  g_autofree guint32 *pb = g_new (guint32, (gsize) w * h);
  int n = 0;

  g_assert_cmpint (gdk_texture_get_width (b), ==, w);
  g_assert_cmpint (gdk_texture_get_height (b), ==, h);
  gdk_texture_download (a, (guchar *) pa, (gsize) w * 4);
  gdk_texture_download (b, (guchar *) pb, (gsize) w * 4);
  for (int y = y0; y < y1; y++)
    for (int x = x0; x < x1; x++)
      n += pa[y * w + x] != pb[y * w + x];

  return n;
}

static void
count_cb (gpointer  instance,
          gpointer  user_data)
{
  (*(int *) user_data)++;
}

static void
count_notify_cb (GObject    *object,
                 GParamSpec *pspec,
                 gpointer    user_data)
{
  (*(int *) user_data)++;
}

/* Whether this process has librsvg mapped. */
static gboolean
librsvg_mapped (void)
{
  g_autofree char *maps = NULL;

  g_assert_true (g_file_get_contents ("/proc/self/maps", &maps, NULL, NULL));
  return strstr (maps, "librsvg") != NULL;
}

/* The sizes the build rasterised, as the logical width and scale a widget
 * asks for them by: a resource folder WIDTHxHEIGHT/ per size. */
static GArray *
prebuilt_sizes (void)
{
  g_auto(GStrv) names = NULL;
  GArray *sizes = g_array_new (FALSE, FALSE, sizeof (int) * 2);

  names = g_resources_enumerate_children (MJ_TILE_CACHE_DEFAULT_PATH "rasters/",
                                          G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_assert_nonnull (names);
  for (guint i = 0; names[i] != NULL; i++)
    {
      int px_width = 0, px_height = 0;
      int size[2];

      g_assert_cmpint (sscanf (names[i], "%dx%d/", &px_width, &px_height), ==, 2);
      if (mj_tile_cache_height_for_width (px_width) == px_height)
        size[0] = px_width, size[1] = 1;
      else
        size[0] = px_width / 2, size[1] = 2;
      g_assert_cmpint (mj_tile_cache_height_for_width (size[0]) * size[1], ==, px_height);
      g_array_append_val (sizes, size);
    }
  /* the default window's table at scales 1 and 2 at the least */
  g_assert_cmpuint (sizes->len, >=, 4);

  return sizes;
}

/* Tiles at the sizes the build rasterised come without librsvg; another
 * size loads it (the tile art module).  First in the process: nothing
 * else may have drawn a tile before. */
static void
test_prebuilt_without_librsvg (void)
{
  g_autoptr(GArray) sizes = prebuilt_sizes ();
  MjTileCache *cache = mj_tile_cache_new ();

  g_assert_false (librsvg_mapped ());
  for (guint i = 0; i < sizes->len; i++)
    {
      int *size = &g_array_index (sizes, int, 2 * i);

      for (MjTileFace f = 0; f < MJ_N_TILE_FACES; f++)
        g_assert_nonnull (mj_tile_cache_lookup (cache, f, size[0], size[1]));
    }
  g_assert_false (librsvg_mapped ());

  /* 200 px wide: no table asks for it at scale 1 or 2 */
  g_assert_nonnull (mj_tile_cache_lookup (cache, red_dragon, 200, 1));
  g_assert_true (librsvg_mapped ());

  g_assert_finalize_object (cache);
}

/* A prebuilt face is the very pixels librsvg draws at run time. */
static void
test_prebuilt_same_pixels (void)
{
  g_autoptr(GArray) sizes = prebuilt_sizes ();
  MjTileCache *prebuilt = mj_tile_cache_new ();
  MjTileCache *drawn = mj_tile_cache_new ();

  mj_tile_cache_set_use_prebuilt (drawn, FALSE);
  for (guint i = 0; i < sizes->len; i++)
    {
      int *size = &g_array_index (sizes, int, 2 * i);

      for (MjTileFace f = 0; f < MJ_N_TILE_FACES; f++)
        {
          GdkTexture *a = mj_tile_cache_lookup (prebuilt, f, size[0], size[1]);
          GdkTexture *b = mj_tile_cache_lookup (drawn, f, size[0], size[1]);
          int w = gdk_texture_get_width (a);
          int h = gdk_texture_get_height (a);

          g_assert_true (a != b);
          g_assert_cmpint (count_differences (a, b, 0, 0, w, h), ==, 0);
        }
    }

  g_assert_finalize_object (prebuilt);
  g_assert_finalize_object (drawn);
}

static void
test_same_key (void)
{
  MjTileCache *cache = mj_tile_cache_new ();
  GdkTexture *a, *b;

  a = mj_tile_cache_lookup (cache, one_of_characters, 48, 1);
  b = mj_tile_cache_lookup (cache, one_of_characters, 48, 1);
  g_assert_nonnull (a);
  g_assert_true (a == b);
  g_assert_true (a != mj_tile_cache_lookup (cache, red_dragon, 48, 1));

  /* Sizes within a quantisation step share a texture. */
  g_assert_cmpint (mj_tile_cache_quantize_width (50), ==, 48);
  g_assert_true (mj_tile_cache_lookup (cache, one_of_characters, 50, 1) == a);

  g_assert_finalize_object (cache);
}

static void
test_pixel_size (void)
{
  MjTileCache *cache = mj_tile_cache_new ();
  const int widths[] = { 24, 48, 64, 96 };

  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    for (int scale = 1; scale <= 3; scale++)
      {
        GdkTexture *t = mj_tile_cache_lookup (cache, red_dragon, widths[i], scale);
        int height = mj_tile_cache_height_for_width (widths[i]);

        g_assert_nonnull (t);
        g_assert_cmpint (gdk_texture_get_width (t), ==, widths[i] * scale);
        g_assert_cmpint (gdk_texture_get_height (t), ==, height * scale);
      }

  g_assert_finalize_object (cache);
}

static void
test_quantize (void)
{
  int last = 0;

  g_assert_cmpint (mj_tile_cache_quantize_width (1), ==, 8);
  g_assert_cmpint (mj_tile_cache_quantize_width (25), ==, 24);
  g_assert_cmpint (mj_tile_cache_quantize_width (63), ==, 60);
  g_assert_cmpint (mj_tile_cache_quantize_width (100), ==, 96);
  g_assert_cmpint (mj_tile_cache_quantize_width (10000), ==, 512);

  /* Never larger than asked (beyond the minimum), never shrinking as the
   * request grows, and a fixed point for its own result. */
  for (int w = 8; w <= 600; w++)
    {
      int q = mj_tile_cache_quantize_width (w);

      g_assert_cmpint (q, <=, w);
      g_assert_cmpint (q, >=, last);
      g_assert_cmpint (mj_tile_cache_quantize_width (q), ==, q);
      last = q;
    }
}

static void
test_scale_change (void)
{
  MjTileCache *cache = mj_tile_cache_new ();
  g_autoptr(GdkTexture) one = NULL;
  GdkTexture *two;

  one = g_object_ref (mj_tile_cache_lookup (cache, red_dragon, 48, 1));
  two = mj_tile_cache_lookup (cache, red_dragon, 48, 2);
  g_assert_true (one != two);
  g_assert_cmpint (gdk_texture_get_width (two), ==, 2 * gdk_texture_get_width (one));

  /* The first scale is still there for a widget on another monitor. */
  g_assert_true (mj_tile_cache_lookup (cache, red_dragon, 48, 1) == one);

  g_assert_finalize_object (cache);
}

static void
test_clear (void)
{
  MjTileCache *cache = mj_tile_cache_new ();
  g_autoptr(GdkTexture) before = NULL;
  GdkTexture *after;
  int changed = 0;

  g_signal_connect (cache, "changed", G_CALLBACK (count_cb), &changed);
  before = g_object_ref (mj_tile_cache_lookup (cache, red_dragon, 48, 1));
  mj_tile_cache_clear (cache);
  g_assert_cmpint (changed, ==, 1);

  after = mj_tile_cache_lookup (cache, red_dragon, 48, 1);
  g_assert_nonnull (after);
  g_assert_true (after != before);
  g_assert_cmpint (pixel_at (after, 24, 30), ==, pixel_at (before, 24, 30));

  g_assert_finalize_object (cache);
}

/* Faces are drawn, not just allocated: the blank is ivory in the middle,
 * the back green, the red dragon red where its stem crosses the centre. */
static void
test_pixels (void)
{
  MjTileCache *cache = mj_tile_cache_new ();
  GdkTexture *t;
  guint32 p;

  for (MjTileFace f = 0; f < MJ_N_TILE_FACES; f++)
    g_assert_nonnull (mj_tile_cache_lookup (cache, f, 32, 1));

  t = mj_tile_cache_lookup (cache, MJ_TILE_FACE_BLANK, 96, 1);
  p = pixel_at (t, 48, 60);
  g_assert_cmphex (p >> 24, ==, 0xff);
  g_assert_cmpint ((p >> 16) & 0xff, >, 0xe0);
  g_assert_cmpint ((p >> 16) & 0xff, >, p & 0xff);

  t = mj_tile_cache_lookup (cache, MJ_TILE_FACE_BACK, 96, 1);
  p = pixel_at (t, 48, 60);
  g_assert_cmpint ((p >> 8) & 0xff, >, (p >> 16) & 0xff);

  t = mj_tile_cache_lookup (cache, red_dragon, 96, 1);
  p = pixel_at (t, 48, 60);
  g_assert_cmpint ((p >> 16) & 0xff, >, 0x90);
  g_assert_cmpint ((p >> 8) & 0xff, <, 0x60);

  /* Outside the rounded corner the tile is transparent. */
  g_assert_cmphex (pixel_at (t, 0, 0) >> 24, <, 0x40);

  g_assert_finalize_object (cache);
}

static void
test_index (void)
{
  MjTileCache *cache = mj_tile_cache_new ();
  g_autoptr(GdkTexture) plain = NULL;
  g_autoptr(GdkTexture) plain_back = NULL;
  GdkTexture *indexed;
  int changed = 0;
  int notified = 0;

  g_signal_connect (cache, "changed", G_CALLBACK (count_cb), &changed);
  g_signal_connect (cache, "notify::show-index", G_CALLBACK (count_notify_cb), &notified);

  g_assert_false (mj_tile_cache_get_show_index (cache));
  plain = g_object_ref (mj_tile_cache_lookup (cache, red_dragon, 96, 1));
  plain_back = g_object_ref (mj_tile_cache_lookup (cache, MJ_TILE_FACE_BACK, 96, 1));

  mj_tile_cache_set_show_index (cache, TRUE);
  mj_tile_cache_set_show_index (cache, TRUE);
  g_assert_true (mj_tile_cache_get_show_index (cache));
  g_assert_cmpint (notified, ==, 1);
  g_assert_cmpint (changed, ==, 1);

  /* The badge sits in the top-left corner of the face; the rest is the
   * same art. */
  indexed = mj_tile_cache_lookup (cache, red_dragon, 96, 1);
  g_assert_true (indexed != plain);
  g_assert_cmpint (count_differences (indexed, plain, 0, 0, 32, 36), >, 100);
  g_assert_cmpint (count_differences (indexed, plain, 0, 48, 96, 128), ==, 0);

  /* The back carries no index. */
  indexed = mj_tile_cache_lookup (cache, MJ_TILE_FACE_BACK, 96, 1);
  g_assert_true (indexed != plain_back);
  g_assert_cmpint (count_differences (indexed, plain_back, 0, 0, 96, 128), ==, 0);

  g_object_set (cache, "show-index", FALSE, NULL);
  g_assert_cmpint (notified, ==, 2);
  g_assert_cmpint (changed, ==, 2);

  g_assert_finalize_object (cache);
}

/* A window resized through many sizes keeps only the latest few. */
static void
test_bounded (void)
{
  MjTileCache *cache = mj_tile_cache_new ();
  GdkTexture *first;

  first = mj_tile_cache_lookup (cache, red_dragon, 24, 1);
  g_object_add_weak_pointer (G_OBJECT (first), (gpointer *) &first);
  for (int w = 32; w <= 256; w += 16)
    g_assert_nonnull (mj_tile_cache_lookup (cache, red_dragon, w, 1));
  g_assert_null (first);

  g_assert_finalize_object (cache);
}

/* The sizes one window draws at once (the table's five, the claim bar,
 * the hint panel, a dialog) all stay: drawing them in turn again
 * rasterises nothing.  (With four slots the table alone evicted a size
 * every frame.) */
static void
test_sizes_in_use (void)
{
  MjTileCache *cache = mj_tile_cache_new ();
  static const int widths[] = { 22, 28, 36, 44, 52, 60, 72, 88 };
  guint n = 0;

  for (guint round = 0; round < 2; round++)
    {
      if (round == 1)
        n = mj_tile_cache_get_n_rasterised (cache);
      for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
        g_assert_nonnull (mj_tile_cache_lookup (cache, red_dragon, widths[i], 2));
    }
  g_assert_cmpuint (mj_tile_cache_get_n_rasterised (cache), ==, n);
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (widths));
  g_assert_finalize_object (cache);
}

/* A size no longer asked for is let go a while after a new size appears,
 * except the textures something else still holds (the frame on screen);
 * the sizes in use stay.  Failed before the cache pruned: every size was
 * kept until a twelfth evicted it. */
static void
test_pruned (void)
{
  MjTileCache *cache = mj_tile_cache_new ();
  GdkTexture *gone = mj_tile_cache_lookup (cache, red_dragon, 48, 1);
  GdkTexture *held = g_object_ref (mj_tile_cache_lookup (cache, one_of_characters, 48, 1));
  GdkTexture *current;
  gint64 end;
  guint n;

  g_object_add_weak_pointer (G_OBJECT (gone), (gpointer *) &gone);
  current = mj_tile_cache_lookup (cache, red_dragon, 96, 1);
  n = mj_tile_cache_get_n_rasterised (cache);
  /* the new size is drawn on; the old one is not asked for again */
  end = g_get_monotonic_time () + 2500 * 1000;
  while (g_get_monotonic_time () < end)
    {
      g_assert_true (mj_tile_cache_lookup (cache, red_dragon, 96, 1) == current);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (20 * 1000);
    }
  g_assert_null (gone);
  g_assert_true (mj_tile_cache_lookup (cache, one_of_characters, 48, 1) == held);
  g_assert_cmpuint (mj_tile_cache_get_n_rasterised (cache), ==, n);
  g_object_unref (held);
  g_assert_finalize_object (cache);
}

static void
test_missing (void)
{
  MjTileCache *cache;
  int changed = 0;

  cache = mj_tile_cache_new_for_resource ("/io/github/sparrowmahjong/Sparrow/no-such-set/");
  g_assert_cmpstr (mj_tile_cache_get_resource_path (cache), ==,
                   "/io/github/sparrowmahjong/Sparrow/no-such-set/");
  g_signal_connect (cache, "changed", G_CALLBACK (count_cb), &changed);

  /* Logged once, then remembered: no second warning, no second try. */
  g_test_expect_message ("mj-ui", G_LOG_LEVEL_WARNING, "*no-such-set/5p.svg*missing*");
  g_assert_null (mj_tile_cache_lookup (cache, 13, 48, 1));
  g_test_assert_expected_messages ();
  g_assert_null (mj_tile_cache_lookup (cache, 13, 48, 1));
  g_assert_null (mj_tile_cache_lookup (cache, 13, 96, 2));

  /* Back to the real set: the face draws again. */
  mj_tile_cache_set_resource_path (cache, MJ_TILE_CACHE_DEFAULT_PATH);
  g_assert_cmpint (changed, ==, 1);
  g_assert_nonnull (mj_tile_cache_lookup (cache, 13, 48, 1));

  g_assert_finalize_object (cache);
}

/* Bad arguments are programming errors, answered with a critical and NULL. */
static void
test_bad_face (void)
{
  if (g_test_subprocess ())
    {
      MjTileCache *cache = mj_tile_cache_new ();

      g_assert_null (mj_tile_cache_lookup (cache, MJ_N_TILE_FACES, 48, 1));
      g_object_unref (cache);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_failed ();
  g_test_trap_assert_stderr ("*CRITICAL*face < MJ_N_TILE_FACES*");
}

static void
test_face_bounds (void)
{
  graphene_rect_t tile = GRAPHENE_RECT_INIT (10, 20, 60, 80);
  graphene_rect_t face;

  mj_tile_cache_get_face_bounds (&tile, &face);
  g_assert_cmpfloat_with_epsilon (face.origin.x, 11.8, 1e-4);
  g_assert_cmpfloat_with_epsilon (face.origin.y, 21.6, 1e-4);
  g_assert_cmpfloat_with_epsilon (face.size.width, 56.4, 1e-4);
  g_assert_cmpfloat_with_epsilon (face.size.height, 70.8, 1e-4);
  g_assert_true (graphene_rect_contains_rect (&tile, &face));

  /* In place. */
  mj_tile_cache_get_face_bounds (&tile, &tile);
  g_assert_true (graphene_rect_equal (&tile, &face));
}

int
main (int    argc,
      char **argv)
{
  ui_test_prepare_display ();
  gtk_test_init (&argc, &argv, NULL);

  /* first: no tile drawn before it */
  g_test_add_func ("/ui/tile-cache/prebuilt-without-librsvg", test_prebuilt_without_librsvg);
  g_test_add_func ("/ui/tile-cache/prebuilt-same-pixels", test_prebuilt_same_pixels);
  g_test_add_func ("/ui/tile-cache/same-key", test_same_key);
  g_test_add_func ("/ui/tile-cache/pixel-size", test_pixel_size);
  g_test_add_func ("/ui/tile-cache/quantize", test_quantize);
  g_test_add_func ("/ui/tile-cache/scale-change", test_scale_change);
  g_test_add_func ("/ui/tile-cache/clear", test_clear);
  g_test_add_func ("/ui/tile-cache/pixels", test_pixels);
  g_test_add_func ("/ui/tile-cache/index", test_index);
  g_test_add_func ("/ui/tile-cache/bounded", test_bounded);
  g_test_add_func ("/ui/tile-cache/sizes-in-use", test_sizes_in_use);
  g_test_add_func ("/ui/tile-cache/pruned", test_pruned);
  g_test_add_func ("/ui/tile-cache/missing", test_missing);
  g_test_add_func ("/ui/tile-cache/bad-face", test_bad_face);
  g_test_add_func ("/ui/tile-cache/face-bounds", test_face_bounds);

  g_test_add_func ("/ui/tile-cache/no-gl-stack", ui_test_no_gl_stack);

  return g_test_run ();
}
