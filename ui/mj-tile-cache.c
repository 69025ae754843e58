/* mj-tile-cache.c: the tile faces as GdkTextures, once per face, size and
 * scale: the sizes the table shows most from rasters made when the game was
 * built, any other size rasterised from the SVG art by the tile art module
 * (mj-tile-art.c, librsvg), loaded the first time such a size is asked for.
 */
#include "config.h"

#include <math.h>
#include <string.h>
#include <gmodule.h>

#include "mj-tile-art.h"
#include "mj-tile-cache.h"

/* A table shows tiles at one or two sizes (the hand, the discards) and a
 * hint or the rule book at another; keeping a few sizes lets them share
 * one cache without re-rasterising each other's tiles, and dropping the
 * least recently used size bounds the memory a window resize can take. */
/* Sizes kept at once.  The table alone draws five (the player's hand, the
 * others', discards, melds, flowers) and the claim bar, hint panel and
 * dialogs add theirs; with fewer slots than sizes in use, every frame
 * evicts and rasterises again.  A slot of 44 faces at 2× costs well
 * under 2 MB. */
#define N_SIZES 12

/* The face inside the 60 × 80 art, as tools/gen-tiles.py draws it. */
#define FACE_X  1.8
#define FACE_Y  1.6
#define FACE_W 56.4
#define FACE_H 70.8

/* A size no lookup has asked for since a newer size appeared is let go
 * this long after that size appeared (a window resized, the hint panel
 * opened): a drag through a dozen sizes would otherwise keep a dozen
 * rasters, 20 MB at a scale of two.  Only textures that nothing else holds
 * go: the ones in the frame on screen stay. */
#define PRUNE_AFTER_MS 2000

typedef struct
{
  int         px_width;      /* 0 while the slot is unused */
  int         px_height;
  guint64     last_used;
  guint64     filled;        /* the clock when this size took the slot */
  GdkTexture *textures[MJ_N_TILE_FACES];
} SizeSlot;

/* The tile art module's functions, found once per process. */
typedef struct
{
  MjTileArtNewFunc    art_new;
  MjTileArtFreeFunc   art_free;
  MjTileArtRenderFunc render;
} ArtModule;

struct _MjTileCache
{
  GObject     parent_instance;

  char       *resource_path;
  gboolean    show_index;
  gboolean    use_prebuilt;

  /* Parsed once per tile set, kept across clears: a new size rasterises
   * again but never parses again.  NULL until a size that was not
   * prebuilt is asked for. */
  MjTileArt  *art;
  gboolean    failed[MJ_N_TILE_FACES];

  SizeSlot    sizes[N_SIZES];
  guint64     clock;
  guint       n_rasterised;
  guint       prune_id;
};

G_DEFINE_FINAL_TYPE (MjTileCache, mj_tile_cache, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_RESOURCE_PATH,
  PROP_SHOW_INDEX,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *const face_names[MJ_N_TILE_FACES] = MJ_TILE_ART_FACE_NAMES;

const char *
mj_tile_face_get_name (MjTileFace face)
{
  g_return_val_if_fail (face < MJ_N_TILE_FACES, NULL);

  return face_names[face];
}

/* The index label of a face (a file of the set's index/), or '\0'. */
static char
index_label_of (MjTileFace face)
{
  /* East South West North White Green Red: White shows "W" as on
   * Western-indexed sets, which the learner tells from West by its frame. */
  static const char honours[] = "ESWNWGR";

  if (face >= MJ_N_TILE_KINDS)
    return '\0';
  if (mj_tile_is_suited (face))
    return (char) ('0' + mj_tile_rank (face));
  if (mj_tile_is_honor (face))
    return honours[mj_tile_rank (face) - 1];
  return (char) ('0' + (mj_tile_rank (face) - 1) % 4 + 1);
}

/* The module is loaded once and kept: librsvg is not made to unload.
 * SPARROW_MODULE_DIR points an uninstalled game (tests, `make run`) at the
 * build tree.  NULL, said once, when it cannot be loaded. */
static const ArtModule *
get_art_module (void)
{
  static ArtModule module;
  static gsize state;   /* 0 not tried, 1 loaded, 2 failed */

  if (g_once_init_enter (&state))
    {
      const char *dir = g_getenv ("SPARROW_MODULE_DIR");
      g_autofree char *path = g_module_build_path (dir && *dir ? dir : MODULEDIR,
                                                   MJ_TILE_ART_MODULE);
      GModule *handle = g_module_open (path, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);
      gsize result = 2;

      if (handle == NULL)
        g_warning ("Tiles at this size cannot be drawn: %s", g_module_error ());
      else if (!g_module_symbol (handle, "mj_tile_art_new_for_resource", (gpointer *) &module.art_new) ||
               !g_module_symbol (handle, "mj_tile_art_free", (gpointer *) &module.art_free) ||
               !g_module_symbol (handle, "mj_tile_art_render", (gpointer *) &module.render))
        g_warning ("Tiles at this size cannot be drawn: %s is not Sparrow's tile art module: %s",
                   path, g_module_error ());
      else
        {
          g_module_make_resident (handle);
          result = 1;
        }
      g_once_init_leave (&state, result);
    }

  return state == 1 ? &module : NULL;
}

static void
drop_textures (MjTileCache *self)
{
  for (guint s = 0; s < N_SIZES; s++)
    {
      SizeSlot *slot = &self->sizes[s];

      for (guint f = 0; f < MJ_N_TILE_FACES; f++)
        g_clear_object (&slot->textures[f]);
      slot->px_width = slot->px_height = 0;
      slot->last_used = 0;
    }
}

static void
drop_art (MjTileCache *self)
{
  if (self->art != NULL)
    get_art_module ()->art_free (g_steal_pointer (&self->art));
  memset (self->failed, 0, sizeof self->failed);
}

/* The raster the build made of @face at this pixel size for the game's
 * own tile set (ui/gen-tile-rasters.c): premultiplied B, G, R, A bytes,
 * rows 4 × width apart, one resource a face, so that a size's faces not
 * on the table are never unpacked.  NULL for a size not made, another
 * tile set, or the learner's index. */
static GBytes *
get_prebuilt (MjTileCache *self,
              MjTileFace   face,
              SizeSlot    *slot)
{
  g_autofree char *path = NULL;
  GBytes *bytes;

  if (!self->use_prebuilt || self->show_index ||
      strcmp (self->resource_path, MJ_TILE_CACHE_DEFAULT_PATH) != 0)
    return NULL;

  path = g_strdup_printf (MJ_TILE_CACHE_DEFAULT_PATH "rasters/%dx%d/%s.bgra",
                          slot->px_width, slot->px_height, face_names[face]);
  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  /* a raster the build made to another plan is a bug of ours */
  g_assert (bytes == NULL || g_bytes_get_size (bytes) == (gsize) slot->px_width * slot->px_height * 4);

  return bytes;
}

static GdkTexture *
render_face (MjTileCache *self,
             MjTileFace   face,
             SizeSlot    *slot,
             int          scale)
{
  int px_width = slot->px_width;
  int px_height = slot->px_height;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const ArtModule *module;
  cairo_surface_t *surface;
  int stride;

  bytes = get_prebuilt (self, face, slot);
  if (bytes != NULL)
    return gdk_memory_texture_new (px_width, px_height, GDK_MEMORY_B8G8R8A8_PREMULTIPLIED,
                                   bytes, (gsize) px_width * 4);

  module = get_art_module ();
  if (module == NULL)
    return NULL;
  if (self->art == NULL)
    self->art = module->art_new (self->resource_path);
  surface = module->render (self->art, face_names[face],
                            self->show_index ? index_label_of (face) : '\0',
                            px_width, px_height, scale, &error);
  if (surface == NULL)
    {
      g_warning ("Tile %s%s.svg cannot be drawn at %d×%d: %s",
                 self->resource_path, face_names[face], px_width, px_height,
                 error->message);
      self->failed[face] = TRUE;
      return NULL;
    }

  /* The texture takes the surface's pixels without a copy and releases the
   * surface with them.  Cairo's ARGB32 is premultiplied native-endian
   * 32-bit, which is what GDK_MEMORY_DEFAULT means; rows may be padded, so
   * the stride is the surface's, not 4 × width. */
  stride = cairo_image_surface_get_stride (surface);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) stride * px_height,
                                      (GDestroyNotify) cairo_surface_destroy,
                                      surface);

  return gdk_memory_texture_new (px_width, px_height, GDK_MEMORY_DEFAULT,
                                 bytes, stride);
}

/* Lets go of the textures no one else holds in every size not asked for
 * since the newest size appeared; a slot left empty is free again. */
static gboolean
prune (gpointer data)
{
  MjTileCache *self = data;
  guint64 newest = 0;

  self->prune_id = 0;
  for (guint s = 0; s < N_SIZES; s++)
    if (self->sizes[s].px_width)
      newest = MAX (newest, self->sizes[s].filled);
  for (guint s = 0; s < N_SIZES; s++)
    {
      SizeSlot *slot = &self->sizes[s];
      gboolean kept = FALSE;

      if (slot->px_width == 0 || slot->last_used >= newest)
        continue;
      for (guint f = 0; f < MJ_N_TILE_FACES; f++)
        {
          /* ref_count is GObject's own public field: 1 is the cache's ref */
          if (slot->textures[f] && G_OBJECT (slot->textures[f])->ref_count == 1)
            g_clear_object (&slot->textures[f]);
          kept |= slot->textures[f] != NULL;
        }
      if (!kept)
        slot->px_width = slot->px_height = 0;
    }
  return G_SOURCE_REMOVE;
}

static SizeSlot *
get_slot (MjTileCache *self,
          int          px_width,
          int          px_height)
{
  SizeSlot *oldest = &self->sizes[0];

  for (guint s = 0; s < N_SIZES; s++)
    {
      SizeSlot *slot = &self->sizes[s];

      if (slot->px_width == px_width && slot->px_height == px_height)
        return slot;
      if (slot->last_used < oldest->last_used)
        oldest = slot;
    }

  for (guint f = 0; f < MJ_N_TILE_FACES; f++)
    g_clear_object (&oldest->textures[f]);
  oldest->px_width = px_width;
  oldest->px_height = px_height;
  oldest->filled = self->clock + 1;   /* the lookup's own tick */
  if (self->prune_id)
    g_source_remove (self->prune_id);
  self->prune_id = g_timeout_add (PRUNE_AFTER_MS, prune, self);
  g_source_set_name_by_id (self->prune_id, "[sparrow] tile cache prune");

  return oldest;
}

GdkTexture *
mj_tile_cache_lookup (MjTileCache *self,
                      MjTileFace   face,
                      int          logical_width,
                      int          scale)
{
  SizeSlot *slot;
  int width;
  int px_width;
  int px_height;

  g_return_val_if_fail (MJ_IS_TILE_CACHE (self), NULL);
  g_return_val_if_fail (face < MJ_N_TILE_FACES, NULL);
  g_return_val_if_fail (logical_width > 0, NULL);
  g_return_val_if_fail (scale > 0 && scale <= 16, NULL);

  if (self->failed[face])
    return NULL;

  width = mj_tile_cache_quantize_width (logical_width);
  px_width = width * scale;
  px_height = mj_tile_cache_height_for_width (width) * scale;

  slot = get_slot (self, px_width, px_height);
  slot->last_used = ++self->clock;
  if (slot->textures[face] == NULL)
    {
      slot->textures[face] = render_face (self, face, slot, scale);
      self->n_rasterised++;
    }

  return slot->textures[face];
}

guint
mj_tile_cache_get_n_rasterised (MjTileCache *self)
{
  g_return_val_if_fail (MJ_IS_TILE_CACHE (self), 0);
  return self->n_rasterised;
}

void
mj_tile_cache_clear (MjTileCache *self)
{
  g_return_if_fail (MJ_IS_TILE_CACHE (self));

  drop_textures (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

double
mj_tile_cache_get_aspect (void)
{
  return (double) MJ_TILE_ART_HEIGHT / MJ_TILE_ART_WIDTH;
}

int
mj_tile_cache_quantize_width (int logical_width)
{
  return mj_tile_metrics_quantize_width (logical_width);
}

int
mj_tile_cache_height_for_width (int width)
{
  return mj_tile_metrics_height_for_width (width);
}

void
mj_tile_cache_get_face_bounds (const graphene_rect_t *tile,
                               graphene_rect_t       *out)
{
  graphene_rect_t r;

  g_return_if_fail (tile != NULL);
  g_return_if_fail (out != NULL);

  r.origin.x = tile->origin.x + tile->size.width * FACE_X / MJ_TILE_ART_WIDTH;
  r.origin.y = tile->origin.y + tile->size.height * FACE_Y / MJ_TILE_ART_HEIGHT;
  r.size.width = tile->size.width * FACE_W / MJ_TILE_ART_WIDTH;
  r.size.height = tile->size.height * FACE_H / MJ_TILE_ART_HEIGHT;
  *out = r;
}

const char *
mj_tile_cache_get_resource_path (MjTileCache *self)
{
  g_return_val_if_fail (MJ_IS_TILE_CACHE (self), NULL);

  return self->resource_path;
}

void
mj_tile_cache_set_resource_path (MjTileCache *self,
                                 const char  *resource_path)
{
  g_return_if_fail (MJ_IS_TILE_CACHE (self));

  if (resource_path == NULL)
    resource_path = MJ_TILE_CACHE_DEFAULT_PATH;
  g_return_if_fail (g_str_has_suffix (resource_path, "/"));

  if (g_strcmp0 (self->resource_path, resource_path) == 0)
    return;

  g_free (self->resource_path);
  self->resource_path = g_strdup (resource_path);
  drop_art (self);
  drop_textures (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESOURCE_PATH]);
  g_signal_emit (self, signals[CHANGED], 0);
}

gboolean
mj_tile_cache_get_show_index (MjTileCache *self)
{
  g_return_val_if_fail (MJ_IS_TILE_CACHE (self), FALSE);

  return self->show_index;
}

void
mj_tile_cache_set_show_index (MjTileCache *self,
                              gboolean     show_index)
{
  g_return_if_fail (MJ_IS_TILE_CACHE (self));

  show_index = !!show_index;
  if (self->show_index == show_index)
    return;

  self->show_index = show_index;
  drop_textures (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_INDEX]);
  g_signal_emit (self, signals[CHANGED], 0);
}

MjTileCache *
mj_tile_cache_new (void)
{
  return g_object_new (MJ_TYPE_TILE_CACHE, NULL);
}

MjTileCache *
mj_tile_cache_new_for_resource (const char *resource_path)
{
  g_return_val_if_fail (resource_path != NULL, NULL);
  g_return_val_if_fail (g_str_has_suffix (resource_path, "/"), NULL);

  return g_object_new (MJ_TYPE_TILE_CACHE,
                       "resource-path", resource_path,
                       NULL);
}

static void
mj_tile_cache_finalize (GObject *object)
{
  MjTileCache *self = MJ_TILE_CACHE (object);

  drop_textures (self);
  drop_art (self);
  g_free (self->resource_path);

  g_clear_handle_id (&self->prune_id, g_source_remove);
  G_OBJECT_CLASS (mj_tile_cache_parent_class)->finalize (object);
}

static void
mj_tile_cache_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  MjTileCache *self = MJ_TILE_CACHE (object);

  switch (prop_id)
    {
    case PROP_RESOURCE_PATH:
      g_value_set_string (value, self->resource_path);
      break;

    case PROP_SHOW_INDEX:
      g_value_set_boolean (value, self->show_index);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mj_tile_cache_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  MjTileCache *self = MJ_TILE_CACHE (object);

  switch (prop_id)
    {
    case PROP_RESOURCE_PATH:
      mj_tile_cache_set_resource_path (self, g_value_get_string (value));
      break;

    case PROP_SHOW_INDEX:
      mj_tile_cache_set_show_index (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mj_tile_cache_class_init (MjTileCacheClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = mj_tile_cache_finalize;
  object_class->get_property = mj_tile_cache_get_property;
  object_class->set_property = mj_tile_cache_set_property;

  /**
   * MjTileCache:resource-path:
   *
   * The resource directory of the tile set, ending in "/".
   */
  properties[PROP_RESOURCE_PATH] =
    g_param_spec_string ("resource-path", NULL, NULL,
                         MJ_TILE_CACHE_DEFAULT_PATH,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT |
                         G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  /**
   * MjTileCache:show-index:
   *
   * Whether faces carry the learner's Western index.
   */
  properties[PROP_SHOW_INDEX] =
    g_param_spec_boolean ("show-index", NULL, NULL,
                          FALSE,
                          G_PARAM_READWRITE |
                          G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * MjTileCache::changed:
   *
   * Every texture handed out before is gone: widgets drawing from the
   * cache look their tiles up again and redraw.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
mj_tile_cache_init (MjTileCache *self)
{
  self->use_prebuilt = TRUE;
}

void
mj_tile_cache_set_use_prebuilt (MjTileCache *self,
                                gboolean     use_prebuilt)
{
  g_return_if_fail (MJ_IS_TILE_CACHE (self));

  self->use_prebuilt = !!use_prebuilt;
  drop_textures (self);
  g_signal_emit (self, signals[CHANGED], 0);
}
