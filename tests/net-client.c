/* net-client.c: the tests' client of network play. */
#include "config.h"

#include <string.h>

#include "net-client.h"

static void
on_message (SoupWebsocketConnection *conn,
            gint                     type,
            GBytes                  *bytes,
            NetClient               *client)
{
  g_auto (MjMessage) m = { 0 };
  g_autoptr (GError) error = NULL;
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);

  client->n_messages++;
  client->bytes += length;
  client->max_message = MAX (client->max_message, (guint) length);
  g_main_loop_quit (client->loop);
  if (!mj_message_parse (data, length, &m, &error))
    g_error ("%s: the server sent what cannot be read: %s\n%.*s", client->label, error->message, (int) length, data);
  switch (m.type)
    {
    case MJ_MESSAGE_WELCOME:
      g_assert_cmpuint (m.version, ==, MJ_PROTOCOL_VERSION);
      g_free (client->match);
      g_free (client->token);
      g_free (client->code);
      client->match = g_steal_pointer (&m.match);
      client->token = g_steal_pointer (&m.token);
      client->code = g_steal_pointer (&m.code);
      client->seat = m.seat;
      client->welcomed = TRUE;
      break;
    case MJ_MESSAGE_VIEW:
      /* only its own seat's view, each newer than the last */
      g_assert_cmpuint (m.view->seat, ==, client->seat);
      g_assert_cmpuint (m.sequence, >, client->last_sequence);
      client->last_sequence = m.sequence;
      if (client->keep_views)
        g_hash_table_add (client->seen, g_bytes_new (m.view, sizeof *m.view));
      client->view = *m.view;
      client->has_view = TRUE;
      client->last_ask = m.ask;
      client->last_legal = m.n_legal;
      client->n_views++;
      if (client->on_view)
        client->on_view (client->on_view_data, client);
      if (client->drop_after && client->n_views >= client->drop_after)
        {
          net_client_close (client);
          return;
        }
      if (!client->plays)
        break;
      if (client->view.phase == MJ_PHASE_HAND_OVER && client->voted_hand != client->view.hand_number)
        {
          MjMessage next = { MJ_MESSAGE_ACTION };
          next.action = (MjAction) { MJ_ACTION_NEXT_HAND, 0, MJ_TILE_NONE, 0, { 0 } };
          client->voted_hand = client->view.hand_number;
          net_client_send (client, &next);
        }
      else if (m.n_legal > 0 && (client->view.pending >> client->seat) & 1 &&
               (!client->acted || m.ask != client->acted_ask))
        {
          MjMessage act = { MJ_MESSAGE_ACTION };
          act.action = mj_bot_decide (&client->bot, &client->view, m.legal, m.n_legal);
          client->acted = TRUE;
          client->acted_ask = m.ask;
          net_client_send (client, &act);
        }
      break;
    case MJ_MESSAGE_REFUSED:
      g_ptr_array_add (client->refusals, g_steal_pointer (&m.text));
      break;
    case MJ_MESSAGE_BYE:
      g_free (client->bye);
      client->bye = g_steal_pointer (&m.text);
      break;
    case MJ_MESSAGE_REPLAY:
      /* the parts in order, one replay */
      g_assert_cmpuint (m.part, ==, client->replay_part + 1);
      g_assert_true (client->replay_parts == 0 || client->replay_parts == m.parts);
      client->replay_part = m.part;
      client->replay_parts = m.parts;
      g_array_append_vals (client->replay, m.steps, m.n_steps);
      break;
    default:
      g_error ("%s: the server sent a client's message (%s)", client->label, mj_message_type_name (m.type));
    }
}

static void
on_closed (SoupWebsocketConnection *conn,
           NetClient               *client)
{
  client->closed = TRUE;
  g_main_loop_quit (client->loop);
}

static void
on_connected (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  NetClient *client = data;
  g_autoptr (GError) error = NULL;

  client->conn = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, &error);
  if (client->conn == NULL)
    {
      client->connect_error = g_strdup (error->message);
      client->closed = TRUE;
    }
  else
    {
      client->connected = TRUE;
      soup_websocket_connection_set_max_incoming_payload_size (client->conn, MJ_PROTOCOL_MAX_MESSAGE);
      g_signal_connect (client->conn, "message", G_CALLBACK (on_message), client);
      g_signal_connect (client->conn, "closed", G_CALLBACK (on_closed), client);
    }
  g_main_loop_quit (client->loop);
}

static gboolean
connect_done (gpointer data)
{
  NetClient *client = data;
  return client->connected || client->closed;
}

/* TLS: only the certificate the test gave is trusted (as a person would
 * trust the one their host showed them). */
static gboolean
on_accept_certificate (SoupMessage         *msg,
                       GTlsCertificate     *certificate,
                       GTlsCertificateFlags errors,
                       NetClient           *client)
{
  return client->trusted != NULL && g_tls_certificate_is_same (certificate, client->trusted);
}

NetClient *
net_client_open (const char      *label,
                 const char      *uri,
                 GTlsCertificate *trusted,
                 GMainLoop       *loop)
{
  NetClient *client = g_new0 (NetClient, 1);
  g_autoptr (SoupMessage) msg = soup_message_new ("GET", uri);

  client->label = g_strdup (label);
  client->loop = g_main_loop_ref (loop);
  client->session = soup_session_new ();
  client->refusals = g_ptr_array_new_with_free_func (g_free);
  client->seen = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref, NULL);
  client->replay = g_array_new (FALSE, TRUE, sizeof (MjView));
  client->plays = TRUE;
  client->trusted = trusted ? g_object_ref (trusted) : NULL;
  mj_bot_init (&client->bot, MJ_BOT_BASELINE, g_str_hash (label));
  g_signal_connect (msg, "accept-certificate", G_CALLBACK (on_accept_certificate), client);
  soup_session_websocket_connect_async (client->session, msg, NULL, NULL, G_PRIORITY_DEFAULT, NULL, on_connected,
                                        client);
  if (!net_run_until (loop, connect_done, client, 10) && client->connect_error == NULL)
    client->connect_error = g_strdup ("timed out");
  return client;
}

NetClient *
net_client_new (const char *label,
                guint       port,
                GMainLoop  *loop)
{
  g_autofree char *uri = g_strdup_printf ("ws://127.0.0.1:%u/sparrow", port);
  NetClient *client = net_client_open (label, uri, NULL, loop);

  if (client->conn == NULL)
    g_error ("%s: could not connect: %s", label, client->connect_error ? client->connect_error : "timed out");
  return client;
}

void
net_client_send (NetClient       *client,
                 const MjMessage *message)
{
  g_autofree char *text = mj_message_to_json (message);

  if (message->type == MJ_MESSAGE_ACTION)
    {
      client->n_actions++;
      /* an action every other seat sees at once (claims and passes wait
       * for the other seats' answers; the next hand, for every person) */
      if (message->action.type == MJ_ACTION_DISCARD || message->action.type == MJ_ACTION_KONG_CONCEALED ||
          message->action.type == MJ_ACTION_KONG_ADDED)
        client->sent_at = g_get_monotonic_time ();
    }
  net_client_send_text (client, text);
}

void
net_client_send_text (NetClient  *client,
                      const char *text)
{
  if (client->conn && soup_websocket_connection_get_state (client->conn) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_send_text (client->conn, text);
}

void
net_client_close (NetClient *client)
{
  if (client->conn && soup_websocket_connection_get_state (client->conn) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (client->conn, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
}

static gboolean
is_closed (gpointer data)
{
  return ((NetClient *) data)->closed;
}

void
net_client_free (NetClient *client)
{
  /* closed both ways before it goes: a connection left half-closed is
   * waited for by the server, and kept until then */
  net_client_close (client);
  if (client->conn && !client->closed)
    net_run_until (client->loop, is_closed, client, 5);
  if (client->conn)
    g_signal_handlers_disconnect_by_data (client->conn, client);
  g_clear_object (&client->conn);
  g_clear_object (&client->session);
  g_clear_object (&client->trusted);
  g_main_loop_unref (client->loop);
  g_ptr_array_unref (client->refusals);
  g_hash_table_unref (client->seen);
  g_array_unref (client->replay);
  g_free (client->label);
  g_free (client->connect_error);
  g_free (client->match);
  g_free (client->token);
  g_free (client->code);
  g_free (client->bye);
  g_free (client);
}

static gboolean
on_timeout (gpointer data)
{
  gboolean *timed_out = data;

  *timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

static gboolean
tick_again (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

gboolean
net_run_until (GMainLoop *loop,
               gboolean (*done) (gpointer data),
               gpointer   data,
               guint      seconds)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (seconds, on_timeout, &timed_out);
  /* what `done` reads may change outside (a file another process
   * writes): looked at every 20 ms too */
  guint tick = g_timeout_add (20, tick_again, NULL);
  GMainContext *context = g_main_loop_get_context (loop);

  /* iterations rather than g_main_loop_run: every arrival is looked at */
  while (!done (data) && !timed_out)
    g_main_context_iteration (context, TRUE);
  if (!timed_out)
    g_source_remove (id);
  g_source_remove (tick);
  return !timed_out;
}

static gboolean
on_settled (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

void
net_settle (GMainLoop *loop,
            guint      ms)
{
  gboolean settled = FALSE;

  g_timeout_add (ms, on_settled, &settled);
  while (!settled)
    g_main_context_iteration (g_main_loop_get_context (loop), TRUE);
}
