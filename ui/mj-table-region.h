/* mj-table-region.h: one part of the table (a hand, its melds and
 * flowers, its discards, the wall) as an invisible, focusable child of
 * MjTableView.  It draws nothing — the table draws everything, and the
 * focus ring too — but it is where the keyboard focus and a screen reader
 * land, with a role and a label that names its tiles in words. */
#pragma once

#include <gtk/gtk.h>

#include "mj-table-view.h"

G_BEGIN_DECLS

#define MJ_TYPE_TABLE_REGION (mj_table_region_get_type ())
G_DECLARE_FINAL_TYPE (MjTableRegion, mj_table_region, MJ, TABLE_REGION, GtkWidget)

/* `relative_seat`: 0 = the viewer, 1 = right, 2 = across, 3 = left; the
 * wall and centre is MJ_TABLE_AREA_WALL of seat 0.  Flowers belong to
 * the MJ_TABLE_AREA_MELDS region of their seat. */
GtkWidget   *mj_table_region_new             (MjTableArea     area,
                                              guint           relative_seat);
MjTableArea  mj_table_region_get_area        (MjTableRegion  *self);
guint        mj_table_region_get_seat        (MjTableRegion  *self);
/* The accessible label; updated only when it changes. */
void         mj_table_region_set_label       (MjTableRegion  *self,
                                              const char     *label);
const char  *mj_table_region_get_label       (MjTableRegion  *self);
/* The latest news (another player's action, the tile just chosen): the
 * accessible description, which a screen reader speaks when it changes on
 * the focused object.  NULL or "" clears it. */
void         mj_table_region_set_news        (MjTableRegion  *self,
                                              const char     *text);
const char  *mj_table_region_get_news        (MjTableRegion  *self);
/* Where the table draws this region, in the table's coordinates. */
void         mj_table_region_set_bounds      (MjTableRegion         *self,
                                              const graphene_rect_t *bounds);
void         mj_table_region_get_bounds      (MjTableRegion         *self,
                                              graphene_rect_t       *bounds);

G_END_DECLS
