/* mj-client.h: the game's client of network play: one WebSocket
 * connection (libsoup 3, on the main loop) to a server, which says hello,
 * hands on what the server sends as signals, sends the seat's actions,
 * and rejoins with its token by itself when the connection drops.
 * Everything the server sends is untrusted: a message that cannot be read
 * ends the connection with a sentence, never a crash. */
#pragma once

#include <glib-object.h>

#include "mj-protocol.h"

G_BEGIN_DECLS

#define MJ_TYPE_CLIENT (mj_client_get_type ())
G_DECLARE_FINAL_TYPE (MjClient, mj_client, MJ, CLIENT, GObject)

typedef enum {
  MJ_CLIENT_IDLE = 0,     /* not connected yet */
  MJ_CLIENT_CONNECTING,   /* the first connection, before the welcome */
  MJ_CLIENT_PLAYING,      /* welcomed: views come */
  MJ_CLIENT_RECONNECTING, /* the connection dropped: a rejoin is tried */
  MJ_CLIENT_ENDED,        /* over for good (a bye, a failure, or disconnected) */
} MjClientState;

MjClient      *mj_client_new            (void);
/* Connects to `address` ("host", "host:port", "[::1]:port" or a ws:// or
 * wss:// URI; the port is MJ_PROTOCOL_DEFAULT_PORT when none is given) and
 * says `hello`.  Signals follow: "welcome", then "view" for each view;
 * "refused" (sentence); "connection-lost" (attempt, seconds before it)
 * and "connection-restored"; "ended" (sentence) once, when the client
 * stops for good.  FALSE, with a sentence, for an address that cannot
 * be one. */
gboolean       mj_client_connect        (MjClient         *self,
                                         const char       *address,
                                         const MjMessage  *hello,
                                         GError          **error);
/* Sends an action of the client's own seat (nothing when not connected:
 * the server would not take it). */
gboolean       mj_client_send_action    (MjClient         *self,
                                         const MjAction   *action);
/* Asks the server for the replay of this seat's views (once the match is
 * over; before, "refused" says why).  Its parts come one after another;
 * "replay" is emitted when the last has come.  FALSE when not connected,
 * or while a replay asked for is still coming. */
gboolean       mj_client_request_replay (MjClient         *self);
/* The replay that came last, or NULL. */
const MjViewReplay *mj_client_get_replay (MjClient        *self);
/* Ends the connection for good (no rejoin follows). */
void           mj_client_disconnect     (MjClient         *self);
/* Closes the connection as a lost network would (tests): a rejoin
 * follows. */
void           mj_client_drop           (MjClient         *self);
/* Rejoin tries after a drop, and the delay before the first (doubled
 * each time, up to 16 times it); defaults 8 tries, 1000 ms. */
void           mj_client_set_retries    (MjClient         *self,
                                         guint             tries,
                                         guint             first_delay_ms);

MjClientState  mj_client_get_state      (MjClient         *self);
/* The last view message (its view, legal actions and seats), or NULL. */
const MjMessage *mj_client_get_view     (MjClient         *self);
/* From the welcome: the seat, the match's id, its join code, the token. */
guint          mj_client_get_seat       (MjClient         *self);
const char    *mj_client_get_match      (MjClient         *self);
const char    *mj_client_get_code       (MjClient         *self);
const char    *mj_client_get_token      (MjClient         *self);
/* The URI connected to (ws://host:port/sparrow). */
const char    *mj_client_get_uri        (MjClient         *self);

/* The URI of an address as mj_client_connect reads it. */
char          *mj_client_address_to_uri (const char       *address,
                                         GError          **error);

G_END_DECLS
