/* mj-net-entry.c: the network module's one entry point (ui/mj-net-module.h),
 * the only function the game looks up in it. */
#include "config.h"

#include <gmodule.h>

#include "mj-net-dialog.h"
#include "mj-net-module.h"

G_MODULE_EXPORT GtkWindow *
mj_net_module_open_dialog (GtkWindow   *parent,
                           GSettings   *settings,
                           MjTileCache *cache,
                           gboolean     host)
{
  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (MJ_IS_TILE_CACHE (cache), NULL);

  return GTK_WINDOW (mj_net_dialog_new (parent, settings, cache, host ? MJ_NET_DIALOG_HOST : MJ_NET_DIALOG_JOIN));
}
