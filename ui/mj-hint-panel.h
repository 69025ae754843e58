/* mj-hint-panel.h: the hint panel beside the table: off, short (the
 * advice in a sentence) or full (the discards weighed, with the tiles that
 * help drawn and counted). */
#pragma once

#include <gtk/gtk.h>

#include "mj-hint.h"
#include "mj-tile-cache.h"

G_BEGIN_DECLS

typedef enum {
  MJ_HINT_LEVEL_OFF = 0,
  MJ_HINT_LEVEL_SHORT,
  MJ_HINT_LEVEL_FULL,
} MjHintLevel;

#define MJ_TYPE_HINT_PANEL (mj_hint_panel_get_type ())
G_DECLARE_FINAL_TYPE (MjHintPanel, mj_hint_panel, MJ, HINT_PANEL, GtkWidget)

GtkWidget    *mj_hint_panel_new            (void);
void          mj_hint_panel_set_tile_cache (MjHintPanel    *self,
                                            MjTileCache    *cache);
/* The advice for a seat's view and the actions it has (view NULL: none). */
void          mj_hint_panel_update         (MjHintPanel    *self,
                                            const MjView   *view,
                                            const MjAction *legal,
                                            guint           n_legal);
const MjHint *mj_hint_panel_get_hint       (MjHintPanel    *self);
MjHintLevel   mj_hint_panel_get_level      (MjHintPanel    *self);
void          mj_hint_panel_set_level      (MjHintPanel    *self,
                                            MjHintLevel     level);

G_END_DECLS
