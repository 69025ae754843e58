/* mj-net-dialog.h: New Game → Host on the network, or Join a match: the
 * choices, then the networked match's window (ui/mj-net-window.h) once
 * the server listens or the address could be read; what went wrong is
 * said in the dialog, which stays open. */
#pragma once

#include <adwaita.h>

#include "mj-tile-cache.h"

G_BEGIN_DECLS

#define MJ_TYPE_NET_DIALOG (mj_net_dialog_get_type ())
G_DECLARE_FINAL_TYPE (MjNetDialog, mj_net_dialog, MJ, NET_DIALOG, AdwWindow)

typedef enum {
  MJ_NET_DIALOG_HOST,
  MJ_NET_DIALOG_JOIN,
} MjNetDialogMode;

MjNetDialog *mj_net_dialog_new   (GtkWindow       *parent,
                                  GSettings       *settings,
                                  MjTileCache     *cache,
                                  MjNetDialogMode  mode);
/* As if the Host or Join button was pressed; the window opened, or NULL
 * (then the dialog says why).  "opened" (MjNetWindow) is emitted with the
 * window first. */
GtkWindow   *mj_net_dialog_start (MjNetDialog     *self);
/* The sentence the dialog shows about what went wrong, or NULL. */
const char  *mj_net_dialog_get_error (MjNetDialog *self);
/* Fills a field (tests): "address", "code", "name", "port", "people", "hands". */
void         mj_net_dialog_set_field (MjNetDialog *self,
                                      const char  *field,
                                      const char  *value);

G_END_DECLS
