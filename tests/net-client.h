/* net-client.h: a test client of network play (libsoup WebSocket): it
 * says hello, keeps what the server tells it, and plays its seat with a
 * computer player's decisions from the views it receives alone. */
#pragma once

#include <libsoup/soup.h>

#include "mj-bot.h"
#include "mj-protocol.h"

typedef struct {
  SoupSession             *session;
  SoupWebsocketConnection *conn;
  GMainLoop               *loop;     /* quit whenever something arrives */
  char                    *label;    /* in failure messages */
  gboolean                 plays;    /* acts on its views */
  MjBot                    bot;
  /* what the server said */
  gboolean                 connected;
  gboolean                 closed;
  char                    *connect_error;
  char                    *match;
  char                    *token;
  char                    *code;
  guint                    seat;
  gboolean                 welcomed;
  MjView                   view;
  gboolean                 has_view;
  guint                    n_views;
  guint                    n_messages;
  guint                    n_actions;   /* actions it sent */
  gsize                    bytes;
  guint                    last_sequence;
  GPtrArray               *refusals;    /* char * */
  char                    *bye;
  gboolean                 acted;
  guint                    acted_ask;   /* the ask it last answered */
  guint                    last_ask;    /* the ask of the last view */
  guint                    last_legal;  /* legal actions in the last view */
  guint                    voted_hand;  /* the hand after which it asked for the next */
  guint                    drop_after;  /* closes after this many views (0: never) */
  GTlsCertificate         *trusted;     /* the one certificate it accepts (wss://) */
  /* every view it was sent (MjView as GBytes), when keep_views is set,
   * and its replay's steps */
  gboolean                 keep_views;
  GHashTable              *seen;
  GArray                  *replay;      /* MjView */
  guint                    replay_part; /* the last part come */
  guint                    replay_parts;
  guint                    max_message; /* bytes of its longest message */
  /* for the load benchmark (bench/net-load.c) */
  gint64                   sent_at;     /* monotonic µs of its last discard or kong from the hand */
  void                   (*on_view) (gpointer data, gpointer client);
  gpointer                 on_view_data;
} NetClient;

NetClient *net_client_new      (const char    *label,
                                guint          port,
                                GMainLoop     *loop);
/* Connects to `uri` (ws:// or wss://, trusting only `trusted`); a client
 * that could not connect is returned closed, with its connect_error. */
NetClient *net_client_open     (const char      *label,
                                const char      *uri,
                                GTlsCertificate *trusted,
                                GMainLoop       *loop);
void       net_client_free     (NetClient     *client);
/* Sends a message as it is, or as JSON text. */
void       net_client_send     (NetClient     *client,
                                const MjMessage *message);
void       net_client_send_text (NetClient    *client,
                                 const char   *text);
void       net_client_close    (NetClient     *client);
/* Runs the loop until `done (data)` or `seconds` pass; FALSE on time out. */
gboolean   net_run_until       (GMainLoop     *loop,
                                gboolean     (*done) (gpointer data),
                                gpointer       data,
                                guint          seconds);
/* Runs the loop for `ms` milliseconds: libsoup ends closed connections
 * there, and what is not ended when the process exits is a leak. */
void       net_settle          (GMainLoop     *loop,
                                guint          ms);
