/* mj-net-module.h: network play (net/mj-client.c, net/mj-server.c and
 * their windows, ui/mj-net-dialog.c and ui/mj-net-window.c) is a module
 * the game loads the first time the person hosts or joins a match, so a
 * game never played over the network maps no libsoup (about 1.4 MB
 * resident with the libraries it brings).  The module holds no engine and
 * no sparrow-ui of its own: it uses the game's, which the game exports to
 * it (src/meson.build says why that way).  sparrow-cli and the tests link
 * the network code as they always did. */
#pragma once

#include <gtk/gtk.h>

#include "mj-tile-cache.h"

G_BEGIN_DECLS

/* The file name of the module (without the platform's prefix and suffix,
 * for g_module_build_path ()). */
#define MJ_NET_MODULE "sparrow-network"

/* The module's one entry point, and its name: New Game → Host on the
 * network (@host TRUE) or Join a match, the dialog (an MjNetDialog),
 * not yet shown.  Its signal "opened" (GtkWindow *window) gives each
 * window of a match it opens; such a window emits "hand-finished" (const
 * MjState *state, guint seat, const char *name) as each hand ends. */
#define MJ_NET_MODULE_OPEN_DIALOG "mj_net_module_open_dialog"
typedef GtkWindow *(*MjNetOpenDialogFunc) (GtkWindow   *parent,
                                           GSettings   *settings,
                                           MjTileCache *cache,
                                           gboolean     host);
/* (defined in the module alone: ui/mj-net-entry.c) */
GtkWindow           *mj_net_module_open_dialog (GtkWindow   *parent,
                                                GSettings   *settings,
                                                MjTileCache *cache,
                                                gboolean     host);

/* The game's side: the entry point of the module, loaded on the first
 * call and kept for the life of the process; NULL with a sentence a
 * person can read when the module is missing or is not Sparrow's (tried
 * again at the next call). */
MjNetOpenDialogFunc  mj_net_module_load        (GError     **error);

G_END_DECLS
