/* test-tile-set.c: the tile art in the resource is complete and
 * self-contained: every face and index badge is there, parses, has the
 * agreed size, and needs no font and no other file to be drawn. */
#include "config.h"

#include <string.h>
#include <librsvg/rsvg.h>

#include "mj-tile-cache.h"

static const char *const index_labels[] = {
  "1", "2", "3", "4", "5", "6", "7", "8", "9", "E", "S", "W", "N", "R", "G",
};

static GBytes *
lookup (const char *path)
{
  g_autoptr(GError) error = NULL;
  GBytes *bytes;

  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  g_assert_no_error (error);
  g_assert_nonnull (bytes);

  return bytes;
}

/* Text would be drawn with whatever fonts a player has; a reference to
 * another file would not be in the resource. */
static void
assert_self_contained (const char *path,
                       GBytes     *bytes)
{
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  g_autofree char *text = g_ascii_strdown (data, size);

  g_test_message ("%s: %" G_GSIZE_FORMAT " bytes", path, size);
  g_assert_null (strstr (text, "<text"));
  g_assert_null (strstr (text, "font"));
  g_assert_null (strstr (text, "href"));
  g_assert_null (strstr (text, "<image"));
  g_assert_null (strstr (text, "<style"));
}

static void
assert_svg (const char *path,
            double      width,
            double      height)
{
  g_autoptr(GBytes) bytes = lookup (path);
  g_autoptr(GError) error = NULL;
  RsvgHandle *handle;
  gsize size;
  const guint8 *data = g_bytes_get_data (bytes, &size);
  double w = 0, h = 0;

  assert_self_contained (path, bytes);

  handle = rsvg_handle_new_from_data (data, size, &error);
  g_assert_no_error (error);
  g_assert_nonnull (handle);
  g_assert_true (rsvg_handle_get_intrinsic_size_in_pixels (handle, &w, &h));
  g_assert_cmpfloat (w, ==, width);
  g_assert_cmpfloat (h, ==, height);
  g_object_unref (handle);
}

static void
test_faces (void)
{
  g_assert_cmpint (MJ_N_TILE_FACES, ==, 44);
  for (MjTileFace face = 0; face < MJ_N_TILE_FACES; face++)
    {
      g_autofree char *path = g_strconcat (MJ_TILE_CACHE_DEFAULT_PATH,
                                           mj_tile_face_get_name (face),
                                           ".svg", NULL);

      assert_svg (path, MJ_TILE_ART_WIDTH, MJ_TILE_ART_HEIGHT);
    }
}

/* The names are the engine's notation, so a tile's file is found from its
 * kind alone. */
static void
test_names (void)
{
  for (MjTile t = 0; t < MJ_N_TILE_KINDS; t++)
    g_assert_cmpstr (mj_tile_face_get_name (t), ==, mj_tile_to_string (t));
  g_assert_cmpstr (mj_tile_face_get_name (MJ_TILE_FACE_BACK), ==, "back");
  g_assert_cmpstr (mj_tile_face_get_name (MJ_TILE_FACE_BLANK), ==, "blank");
}

static void
test_aspect (void)
{
  g_assert_cmpfloat_with_epsilon (mj_tile_cache_get_aspect (), 4.0 / 3.0, 1e-9);
  g_assert_cmpint (mj_tile_cache_height_for_width (60), ==, 80);
  g_assert_cmpint (mj_tile_cache_height_for_width (48), ==, 64);
  g_assert_cmpint (mj_tile_cache_height_for_width (64), ==, 85);
}

static void
test_index (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (index_labels); i++)
    {
      g_autofree char *path = g_strconcat (MJ_TILE_CACHE_DEFAULT_PATH, "index/",
                                           index_labels[i], ".svg", NULL);

      assert_svg (path, 16, 18);
    }
}

/* Nothing in tiles/ that the game does not know: a stray file would be art
 * nobody looks at.  rasters/ is the build's (ui/gen-tile-rasters.c). */
static void
test_no_strays (void)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) faces = NULL;
  g_auto(GStrv) badges = NULL;

  faces = g_resources_enumerate_children (MJ_TILE_CACHE_DEFAULT_PATH,
                                          G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (faces), ==, MJ_N_TILE_FACES + 2);
  for (guint i = 0; faces[i] != NULL; i++)
    {
      gboolean known = g_str_equal (faces[i], "index/") || g_str_equal (faces[i], "rasters/");

      for (MjTileFace f = 0; f < MJ_N_TILE_FACES && !known; f++)
        {
          g_autofree char *name = g_strconcat (mj_tile_face_get_name (f), ".svg", NULL);
          known = g_str_equal (faces[i], name);
        }
      if (!known)
        g_test_message ("unexpected file %s", faces[i]);
      g_assert_true (known);
    }

  badges = g_resources_enumerate_children (MJ_TILE_CACHE_DEFAULT_PATH "index/",
                                           G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_strv_length (badges), ==, G_N_ELEMENTS (index_labels));
}

static void
test_icons (void)
{
  assert_svg (RESOURCE_BASE "/icons/scalable/apps/" APP_ID ".svg", 128, 128);
  assert_svg (RESOURCE_BASE "/icons/symbolic/apps/" APP_ID "-symbolic.svg", 16, 16);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ui/tile-set/faces", test_faces);
  g_test_add_func ("/ui/tile-set/names", test_names);
  g_test_add_func ("/ui/tile-set/aspect", test_aspect);
  g_test_add_func ("/ui/tile-set/index", test_index);
  g_test_add_func ("/ui/tile-set/no-strays", test_no_strays);
  g_test_add_func ("/ui/tile-set/icons", test_icons);

  return g_test_run ();
}
