/* mj-net-module.c: the game loads network play (ui/mj-net-module.h) with
 * GModule when it is first asked for. */
#include "config.h"

#include <glib/gi18n.h>
#include <gmodule.h>

#include "mj-net-module.h"

/* The module stays once loaded: GTypes it registered (the dialog, the
 * window, the client and the server) cannot be unregistered, and libsoup
 * is not made to unload.  SPARROW_MODULE_DIR points an uninstalled game
 * (tests, `make run`) at the build tree, as for the tile art.  A failure
 * is not remembered: the next Host or Join tries again (a module
 * installed meanwhile is found), and costs no more than a look at a
 * folder. */
MjNetOpenDialogFunc
mj_net_module_load (GError **error)
{
  static MjNetOpenDialogFunc open_dialog;
  const char *dir;
  g_autofree char *path = NULL;
  GModule *handle;
  gpointer symbol = NULL;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (open_dialog != NULL)
    return open_dialog;
  dir = g_getenv ("SPARROW_MODULE_DIR");
  path = g_module_build_path (dir && *dir ? dir : MODULEDIR, MJ_NET_MODULE);
  /* every symbol bound now (no G_MODULE_BIND_LAZY): a module of another
   * build of Sparrow, asking for a function this game does not have, is
   * refused here, where bound lazily it would end the game at the call */
  handle = g_module_open (path, G_MODULE_BIND_LOCAL);
  if (handle == NULL)
    {
      /* Translators: %s is the system's own message, e.g. "…/libsparrow-network.so: cannot open shared object
       * file: No such file or directory" */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   _("The part of Sparrow that plays over the network could not be loaded; installing Sparrow "
                     "again should bring it back. (%s)"), g_module_error ());
      return NULL;
    }
  if (!g_module_symbol (handle, MJ_NET_MODULE_OPEN_DIALOG, &symbol) || symbol == NULL)
    {
      /* Translators: %s is the module's file */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s is not the part of Sparrow that plays over the network, or it is of another version of "
                     "Sparrow; installing Sparrow again should put it right."), path);
      g_module_close (handle);
      return NULL;
    }
  g_module_make_resident (handle);
  open_dialog = (MjNetOpenDialogFunc) symbol;
  return open_dialog;
}
