/* mj-table-region.c: an invisible, focusable part of the table, for the
 * keyboard and screen readers (see mj-table-region.h). */
#include "config.h"

#include "mj-table-region.h"

struct _MjTableRegion {
  GtkWidget        parent_instance;

  MjTableArea      area;
  guint            seat;
  char            *label;
  char            *news;
  graphene_rect_t  bounds;
};

G_DEFINE_FINAL_TYPE (MjTableRegion, mj_table_region, GTK_TYPE_WIDGET)

/* Nothing of its own to draw, and no size of its own: the table allocates
 * it over what it draws. */
static void
mj_table_region_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
}

static void
mj_table_region_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  *minimum = *natural = 0;
}

static void
mj_table_region_finalize (GObject *object)
{
  MjTableRegion *self = MJ_TABLE_REGION (object);

  g_free (self->label);
  g_free (self->news);
  G_OBJECT_CLASS (mj_table_region_parent_class)->finalize (object);
}

static void
mj_table_region_class_init (MjTableRegionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = mj_table_region_finalize;
  widget_class->snapshot = mj_table_region_snapshot;
  widget_class->measure = mj_table_region_measure;
  gtk_widget_class_set_css_name (widget_class, "mjtableregion");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
mj_table_region_init (MjTableRegion *self)
{
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  /* pointer events go to the table, which hit-tests its tiles itself */
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
}

GtkWidget *
mj_table_region_new (MjTableArea area,
                     guint       relative_seat)
{
  MjTableRegion *self;

  g_return_val_if_fail (area > MJ_TABLE_AREA_NONE && area < MJ_N_TABLE_AREAS, NULL);
  g_return_val_if_fail (relative_seat < 4, NULL);

  self = g_object_new (MJ_TYPE_TABLE_REGION, NULL);
  self->area = area;
  self->seat = relative_seat;
  return GTK_WIDGET (self);
}

MjTableArea
mj_table_region_get_area (MjTableRegion *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_REGION (self), MJ_TABLE_AREA_NONE);
  return self->area;
}

guint
mj_table_region_get_seat (MjTableRegion *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_REGION (self), 0);
  return self->seat;
}

void
mj_table_region_set_label (MjTableRegion *self,
                           const char    *label)
{
  g_return_if_fail (MJ_IS_TABLE_REGION (self));

  if (g_strcmp0 (self->label, label) == 0)
    return;
  g_free (self->label);
  self->label = g_strdup (label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label ? label : "", -1);
}

const char *
mj_table_region_get_label (MjTableRegion *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_REGION (self), NULL);
  return self->label;
}

void
mj_table_region_set_news (MjTableRegion *self,
                          const char    *text)
{
  g_return_if_fail (MJ_IS_TABLE_REGION (self));

  if (text && text[0] == '\0')
    text = NULL;
  if (g_strcmp0 (self->news, text) == 0)
    return;
  g_free (self->news);
  self->news = g_strdup (text);
  if (text)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  else
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

const char *
mj_table_region_get_news (MjTableRegion *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_REGION (self), NULL);
  return self->news;
}

void
mj_table_region_set_bounds (MjTableRegion         *self,
                            const graphene_rect_t *bounds)
{
  g_return_if_fail (MJ_IS_TABLE_REGION (self));
  self->bounds = *bounds;
}

void
mj_table_region_get_bounds (MjTableRegion   *self,
                            graphene_rect_t *bounds)
{
  g_return_if_fail (MJ_IS_TABLE_REGION (self));
  *bounds = self->bounds;
}
