/* mj-tile-strip.c: a row of cached tile textures, measured and drawn as
 * one widget: a hand of seventeen tiles is one node, not seventeen
 * pictures, and it follows the cache's "changed" signal and the scale
 * factor like the table does. */
#include "config.h"

#include <glib/gi18n.h>

#include "mj-tile-names.h"
#include "mj-tile-strip.h"

typedef struct {
  MjTileFace face;
  guint8     apart;
  guint8     mark;    /* MjTileStripMark */
} Item;

struct _MjTileStrip {
  GtkWidget    parent_instance;

  MjTileCache *cache;
  int          tile_width;   /* quantised */
  GArray      *items;        /* Item */
  gulong       changed_id;
};

G_DEFINE_FINAL_TYPE (MjTileStrip, mj_tile_strip, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CACHE,
  PROP_TILE_WIDTH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static int
gap_of (const MjTileStrip *self)
{
  return MAX (4, self->tile_width / 3);
}

static void
update_label (MjTileStrip *self)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < self->items->len; i++)
    {
      const Item *it = &g_array_index (self->items, Item, i);
      g_autofree char *name = it->face < MJ_N_TILE_KINDS ? mj_tile_name ((MjTile) it->face)
                                                         : g_strdup (_("a tile face down"));
      if (text->len)
        /* TRANSLATORS: between the names of tiles in a row, for screen readers */
        g_string_append (text, C_("tile names", ", "));
      g_string_append (text, name);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, text->str, -1);
  g_string_free (text, TRUE);
}

static void
changed (MjTileStrip *self)
{
  update_label (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
mj_tile_strip_clear (MjTileStrip *self)
{
  g_return_if_fail (MJ_IS_TILE_STRIP (self));

  g_array_set_size (self->items, 0);
  changed (self);
}

void
mj_tile_strip_append (MjTileStrip *self,
                      MjTileFace   face,
                      gboolean     apart)
{
  Item it = { face, (guint8) (apart && self->items->len > 0), MJ_TILE_STRIP_MARK_NONE };

  g_return_if_fail (MJ_IS_TILE_STRIP (self));
  g_return_if_fail (face < MJ_N_TILE_FACES);

  g_array_append_val (self->items, it);
  changed (self);
}

void
mj_tile_strip_set_hand (MjTileStrip  *self,
                        const MjHand *hand,
                        MjTile        extra,
                        guint8        flowers)
{
  g_return_if_fail (MJ_IS_TILE_STRIP (self));
  g_return_if_fail (hand != NULL);

  g_array_set_size (self->items, 0);
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    for (guint c = 0; c < hand->counts[t]; c++)
      g_array_append_val (self->items, ((Item) { t, FALSE, 0 }));
  for (guint m = 0; m < hand->n_melds; m++)
    {
      const MjMeld *meld = &hand->melds[m];
      MjTile tiles[4];
      guint n = mj_meld_tiles (meld, tiles);

      for (guint i = 0; i < n; i++)
        {
          /* a concealed kong lies with its two end tiles face down */
          gboolean down = meld->type == MJ_MELD_KONG_CONCEALED && (i == 0 || i == 3);
          Item it = { down ? MJ_TILE_FACE_BACK : tiles[i], i == 0 && self->items->len > 0, 0 };
          g_array_append_val (self->items, it);
        }
    }
  if (extra != MJ_TILE_NONE)
    g_array_append_val (self->items, ((Item) { extra, self->items->len > 0, 0 }));
  for (guint f = 0; f < 8; f++)
    if (flowers & (1u << f))
      {
        gboolean first = (flowers & ((1u << f) - 1)) == 0;
        g_array_append_val (self->items, ((Item) { MJ_FIRST_FLOWER + f, first && self->items->len > 0, 0 }));
      }
  changed (self);
}

gboolean
mj_tile_strip_mark (MjTileStrip     *self,
                    MjTileFace       face,
                    MjTileStripMark  mark)
{
  g_return_val_if_fail (MJ_IS_TILE_STRIP (self), FALSE);

  for (guint i = self->items->len; i > 0; i--)
    {
      Item *it = &g_array_index (self->items, Item, i - 1);
      if (it->face == face)
        {
          it->mark = (guint8) mark;
          gtk_widget_queue_draw (GTK_WIDGET (self));
          return TRUE;
        }
    }
  return FALSE;
}

guint
mj_tile_strip_get_n_tiles (MjTileStrip *self)
{
  g_return_val_if_fail (MJ_IS_TILE_STRIP (self), 0);
  return self->items->len;
}

MjTileFace
mj_tile_strip_get_face (MjTileStrip *self,
                        guint        index)
{
  g_return_val_if_fail (MJ_IS_TILE_STRIP (self), MJ_TILE_FACE_BLANK);
  g_return_val_if_fail (index < self->items->len, MJ_TILE_FACE_BLANK);
  return g_array_index (self->items, Item, index).face;
}

MjTileStripMark
mj_tile_strip_get_mark (MjTileStrip *self,
                        guint        index)
{
  g_return_val_if_fail (MJ_IS_TILE_STRIP (self), MJ_TILE_STRIP_MARK_NONE);
  g_return_val_if_fail (index < self->items->len, MJ_TILE_STRIP_MARK_NONE);
  return g_array_index (self->items, Item, index).mark;
}

MjTileCache *
mj_tile_strip_get_cache (MjTileStrip *self)
{
  g_return_val_if_fail (MJ_IS_TILE_STRIP (self), NULL);
  return self->cache;
}

int
mj_tile_strip_get_tile_width (MjTileStrip *self)
{
  g_return_val_if_fail (MJ_IS_TILE_STRIP (self), 0);
  return self->tile_width;
}

void
mj_tile_strip_set_tile_width (MjTileStrip *self,
                              int          tile_width)
{
  int w;

  g_return_if_fail (MJ_IS_TILE_STRIP (self));

  w = mj_tile_cache_quantize_width (tile_width);
  if (w == self->tile_width)
    return;
  self->tile_width = w;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TILE_WIDTH]);
}

/* ---- GtkWidget ------------------------------------------------------------------- */

static void
mj_tile_strip_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  MjTileStrip *self = MJ_TILE_STRIP (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int w = 0;
      for (guint i = 0; i < self->items->len; i++)
        w += self->tile_width + (g_array_index (self->items, Item, i).apart ? gap_of (self) : 0);
      *minimum = *natural = w;
    }
  else
    *minimum = *natural = self->items->len ? mj_tile_cache_height_for_width (self->tile_width) : 0;
}

static void
mj_tile_strip_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  MjTileStrip *self = MJ_TILE_STRIP (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  float h = (float) mj_tile_cache_height_for_width (self->tile_width);
  float x = 0;

  for (guint i = 0; i < self->items->len; i++)
    {
      const Item *it = &g_array_index (self->items, Item, i);
      graphene_rect_t tile, face;
      GdkTexture *tex;

      if (it->apart)
        x += (float) gap_of (self);
      tile = GRAPHENE_RECT_INIT (x, 0, (float) self->tile_width, h);
      tex = mj_tile_cache_lookup (self->cache, it->face, self->tile_width, scale);
      if (tex)
        gtk_snapshot_append_texture (snapshot, tex, &tile);

      if (it->mark != MJ_TILE_STRIP_MARK_NONE)
        {
          /* a tint over the face and a border round it: green for the
           * advice, red for the move played (the palette of libadwaita) */
          GdkRGBA tint = it->mark == MJ_TILE_STRIP_MARK_BETTER ? (GdkRGBA) { 0.15f, 0.64f, 0.41f, 0.22f }
                                                               : (GdkRGBA) { 0.88f, 0.11f, 0.14f, 0.20f };
          GdkRGBA line = tint;
          GskRoundedRect outline;
          float widths[4] = { 2.5f, 2.5f, 2.5f, 2.5f };
          GdkRGBA lines[4];

          line.alpha = 0.95f;
          for (guint k = 0; k < 4; k++)
            lines[k] = line;
          mj_tile_cache_get_face_bounds (&tile, &face);
          gsk_rounded_rect_init_from_rect (&outline, &face, 4);
          gtk_snapshot_push_rounded_clip (snapshot, &outline);
          gtk_snapshot_append_color (snapshot, &tint, &face);
          gtk_snapshot_pop (snapshot);
          gtk_snapshot_append_border (snapshot, &outline, widths, lines);
        }
      x += (float) self->tile_width;
    }
}

static void
on_scale_changed (MjTileStrip *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
mj_tile_strip_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  MjTileStrip *self = MJ_TILE_STRIP (object);

  switch (prop_id)
    {
    case PROP_CACHE:
      self->cache = g_value_dup_object (value);
      if (self->cache)
        self->changed_id = g_signal_connect_swapped (self->cache, "changed",
                                                     G_CALLBACK (gtk_widget_queue_draw), self);
      break;
    case PROP_TILE_WIDTH:
      mj_tile_strip_set_tile_width (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mj_tile_strip_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  MjTileStrip *self = MJ_TILE_STRIP (object);

  switch (prop_id)
    {
    case PROP_CACHE:
      g_value_set_object (value, self->cache);
      break;
    case PROP_TILE_WIDTH:
      g_value_set_int (value, self->tile_width);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mj_tile_strip_dispose (GObject *object)
{
  MjTileStrip *self = MJ_TILE_STRIP (object);

  g_clear_signal_handler (&self->changed_id, self->cache);
  g_clear_object (&self->cache);
  G_OBJECT_CLASS (mj_tile_strip_parent_class)->dispose (object);
}

static void
mj_tile_strip_finalize (GObject *object)
{
  MjTileStrip *self = MJ_TILE_STRIP (object);

  g_array_unref (self->items);
  G_OBJECT_CLASS (mj_tile_strip_parent_class)->finalize (object);
}

static void
mj_tile_strip_class_init (MjTileStripClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->set_property = mj_tile_strip_set_property;
  object_class->get_property = mj_tile_strip_get_property;
  object_class->dispose = mj_tile_strip_dispose;
  object_class->finalize = mj_tile_strip_finalize;
  widget_class->measure = mj_tile_strip_measure;
  widget_class->snapshot = mj_tile_strip_snapshot;

  properties[PROP_CACHE] =
    g_param_spec_object ("cache", NULL, NULL, MJ_TYPE_TILE_CACHE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TILE_WIDTH] =
    g_param_spec_int ("tile-width", NULL, NULL, 8, 512, 32,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "mjtilestrip");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
mj_tile_strip_init (MjTileStrip *self)
{
  self->items = g_array_new (FALSE, FALSE, sizeof (Item));
  self->tile_width = mj_tile_cache_quantize_width (32);
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_START);
  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (on_scale_changed), NULL);
}

GtkWidget *
mj_tile_strip_new (MjTileCache *cache,
                   int          tile_width)
{
  g_return_val_if_fail (MJ_IS_TILE_CACHE (cache), NULL);

  return g_object_new (MJ_TYPE_TILE_STRIP, "cache", cache, "tile-width", tile_width, NULL);
}
