/* mj-client.c: network play's client, as the game uses it. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <libsoup/soup.h>
#include <string.h>

#include "mj-client.h"
#include "mj-hint.h"

struct _MjClient {
  GObject                  parent_instance;

  SoupSession             *session;
  SoupWebsocketConnection *conn;
  GCancellable            *cancellable;
  char                    *uri;
  MjClientState            state;
  char                    *name;
  MjMessage                hello;     /* the first hello (its strings are ours) */
  /* from the welcome */
  gboolean                 welcomed;
  guint                    seat;
  char                    *match;
  char                    *code;
  char                    *token;
  /* the last view */
  MjMessage                view;
  gboolean                 has_view;
  guint                    last_sequence;
  char                    *bye;        /* the server's last word, before it closes */
  /* the last action sent, which a rule's refusal is about */
  MjAction                 last_action;
  gboolean                 has_last_action;
  /* the replay asked for: its parts as they come, then the whole */
  MjViewReplay            *replay_parts;
  guint                    replay_part;
  guint                    replay_n_parts;
  MjViewReplay            *replay;
  /* rejoining */
  guint                    tries;
  guint                    first_delay_ms;
  guint                    attempt;
  guint                    retry_id;
};

G_DEFINE_FINAL_TYPE (MjClient, mj_client, G_TYPE_OBJECT)

enum {
  WELCOME,
  VIEW,
  REFUSED,
  CONNECTION_LOST,
  CONNECTION_RESTORED,
  ENDED,
  REPLAY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void open_connection (MjClient *self);

/* ---- addresses ----------------------------------------------------------- */

static gboolean
bad_address (GError    **error,
             const char *address)
{
  /* Translators: %s is what the person typed as the server's address */
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
               _("“%s” is not an address: give the host’s name or IP address, and its port after a colon "
                 "(192.168.1.20:7788)."),
               address);
  return FALSE;
}

static gboolean
host_ok (const char *host,
         gboolean    ipv6)
{
  if (host[0] == '\0' || strlen (host) > 253)
    return FALSE;
  for (const char *p = host; *p; p++)
    if (!(g_ascii_isalnum (*p) || *p == '.' || *p == '-' || (ipv6 && (*p == ':' || *p == '%'))))
      return FALSE;
  return TRUE;
}

char *
mj_client_address_to_uri (const char *address,
                          GError    **error)
{
  g_autofree char *text = NULL;
  g_autofree char *host = NULL;
  guint64 port = MJ_PROTOCOL_DEFAULT_PORT;
  const char *port_text = NULL;
  gboolean ipv6 = FALSE, secure = FALSE;
  char *rest;

  g_return_val_if_fail (address != NULL, NULL);

  text = g_strstrip (g_strdup (address));
  rest = text;
  if (g_str_has_prefix (rest, "ws://"))
    rest += strlen ("ws://");
  else if (g_str_has_prefix (rest, "wss://"))
    {
      rest += strlen ("wss://");
      secure = TRUE;
    }
  /* a path after the host (ws://host:port/sparrow) is the server's own */
  {
    char *slash = strchr (rest, '/');
    if (slash)
      {
        if (strcmp (slash, "/sparrow") != 0 && strcmp (slash, "/") != 0)
          return bad_address (error, address), NULL;
        *slash = '\0';
      }
  }
  if (rest[0] == '[')
    {
      char *close = strchr (rest, ']');
      if (close == NULL)
        return bad_address (error, address), NULL;
      host = g_strndup (rest + 1, (gsize) (close - rest - 1));
      ipv6 = TRUE;
      if (close[1] == ':')
        port_text = close + 2;
      else if (close[1] != '\0')
        return bad_address (error, address), NULL;
    }
  else if (strchr (rest, ':') && strchr (rest, ':') != strrchr (rest, ':'))
    {
      /* an IPv6 address without a port */
      host = g_strdup (rest);
      ipv6 = TRUE;
    }
  else
    {
      char *colon = strchr (rest, ':');
      if (colon)
        {
          host = g_strndup (rest, (gsize) (colon - rest));
          port_text = colon + 1;
        }
      else
        host = g_strdup (rest);
    }
  if (!host_ok (host, ipv6))
    return bad_address (error, address), NULL;
  if (port_text && !g_ascii_string_to_unsigned (port_text, 10, 1, 65535, &port, NULL))
    {
      /* Translators: %s is what the person typed after the colon */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("The port “%s” is not a number from 1 to 65535."), port_text);
      return NULL;
    }
  return g_strdup_printf ("%s://%s%s%s:%u/sparrow", secure ? "wss" : "ws", ipv6 ? "[" : "", host, ipv6 ? "]" : "",
                          (guint) port);
}

/* ---- the end ------------------------------------------------------------ */

static void
drop_connection (MjClient *self)
{
  if (self->conn == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->conn, self);
  if (soup_websocket_connection_get_state (self->conn) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (self->conn, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
  g_clear_object (&self->conn);
}

/* Over for good, said once. */
static void
end (MjClient   *self,
     const char *sentence)
{
  if (self->state == MJ_CLIENT_ENDED)
    return;
  self->state = MJ_CLIENT_ENDED;
  g_clear_handle_id (&self->retry_id, g_source_remove);
  g_cancellable_cancel (self->cancellable);
  drop_connection (self);
  g_signal_emit (self, signals[ENDED], 0, sentence);
}

static gboolean
retry (gpointer data)
{
  MjClient *self = data;

  self->retry_id = 0;
  open_connection (self);
  return G_SOURCE_REMOVE;
}

/* The connection is gone (or a rejoin failed): another try after a
 * while, the person told when; after the last, the end. */
static void
lost (MjClient   *self,
      const char *why)
{
  guint delay;

  drop_connection (self);
  if (self->state == MJ_CLIENT_ENDED)
    return;
  if (!self->welcomed)
    {
      end (self, why);
      return;
    }
  if (self->attempt >= self->tries)
    {
      g_autofree char *sentence =
        /* Translators: %u is a number of tries; the last sentence is why */
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The connection to the match was lost and %u try to rejoin "
                                      "failed: %s", "The connection to the match was lost and %u tries to rejoin "
                                      "failed: %s", self->tries), self->tries, why);
      end (self, sentence);
      return;
    }
  self->state = MJ_CLIENT_RECONNECTING;
  delay = self->first_delay_ms << MIN (self->attempt, 4);
  self->attempt++;
  self->retry_id = g_timeout_add (delay, retry, self);
  g_signal_emit (self, signals[CONNECTION_LOST], 0, self->attempt, (delay + 999) / 1000);
}

/* ---- what the server says ------------------------------------------------ */

static gboolean
take_welcome (MjClient  *self,
              MjMessage *m)
{
  gboolean rejoined = self->welcomed;

  if (rejoined && m->seat != self->seat)
    return FALSE;
  self->seat = m->seat;
  g_free (self->match);
  self->match = g_steal_pointer (&m->match);
  g_free (self->token);
  self->token = g_steal_pointer (&m->token);
  if (m->code)
    {
      g_free (self->code);
      self->code = g_steal_pointer (&m->code);
    }
  self->welcomed = TRUE;
  self->state = MJ_CLIENT_PLAYING;
  self->attempt = 0;
  g_signal_emit (self, signals[rejoined ? CONNECTION_RESTORED : WELCOME], 0);
  return TRUE;
}

/* A part of the replay asked for: in order, one seat's (this game's),
 * each part of the same count; FALSE for anything else.  The whole is
 * told once its last part has come. */
static gboolean
take_replay (MjClient  *self,
             MjMessage *m)
{
  if (self->replay_parts == NULL || m->part != self->replay_part + 1 ||
      (self->replay_n_parts && m->parts != self->replay_n_parts) ||
      self->replay_parts->steps->len + m->n_steps > MJ_VIEW_REPLAY_MAX_STEPS)
    return FALSE;
  for (guint i = 0; i < m->n_steps; i++)
    if (m->steps[i].seat != self->seat)
      return FALSE;
  self->replay_part = m->part;
  self->replay_n_parts = m->parts;
  g_array_append_vals (self->replay_parts->steps, m->steps, m->n_steps);
  return TRUE;
}

/* The sentence of a refusal or a bye in this game's language: its own for
 * every reason it knows (the server's sentence is in the server's
 * language), the server's for a reason it does not know (a newer
 * server's) or none (an older one's). */
static char *
said_sentence (MjClient        *self,
               const MjMessage *m)
{
  static const struct {
    const char *reason;
    const char *sentence;
  } plain[] = {
    { MJ_REASON_SERVER_FULL, N_("The server is full: it plays as many matches as it may. Try again later.") },
    { MJ_REASON_NO_SUCH_CODE,
      N_("No match here has that join code. Check the code with the person who hosts the match.") },
    { MJ_REASON_MATCH_FULL,
      N_("Every person’s seat of this match is taken. If one is yours, rejoin it with your token.") },
    { MJ_REASON_NO_SUCH_SEAT, N_("That match is not here, or the token is not one of its seats’.") },
    { MJ_REASON_REPLACED, N_("You joined this seat from another connection.") },
    { MJ_REASON_TOO_MANY_TRIES,
      N_("Too many wrong codes or tokens came from your address. Wait a minute and try again.") },
    { MJ_REASON_TOO_MANY_MESSAGES,
      N_("Your game sent too many messages at once; the server closed the connection.") },
    { MJ_REASON_MALFORMED, N_("The server could not read a message this game sent.") },
    { MJ_REASON_HELLO_FIRST, N_("The first message must be a hello.") },
    { MJ_REASON_ACTIONS_ONLY, N_("The server takes only actions once a seat is yours.") },
    { MJ_REASON_NOT_BEGUN, N_("The match has not begun: it waits for its people.") },
    { MJ_REASON_NOT_OVER, N_("The hand is not over yet.") },
    { MJ_REASON_NOT_YOUR_SEAT, N_("You can act only for your own seat.") },
    { MJ_REASON_REPLAY_NOT_YET, N_("You can have your replay once the match is over.") },
    { MJ_REASON_REPLAY_SENT, N_("Your replay was sent already.") },
    { MJ_REASON_REPLAY_FAILED, N_("The server could not make your replay.") },
    { MJ_REASON_STOPPING, N_("The server is stopping.") },
    { MJ_REASON_STOPPING_SAVED,
      N_("The server is stopping. Your match is saved: rejoin it with your token when the server is back.") },
    { MJ_REASON_STOPPING_OVER, N_("The server is stopping. Your match is over: there is nothing to rejoin.") },
    { MJ_REASON_HOST_CLOSED_SAVED,
      N_("The host closed the match. It is saved: when the host takes it up again, join with the same "
         "address and code to sit at your seat again.") },
    { MJ_REASON_HOST_CLOSED_OVER, N_("The host closed the match, which is over.") },
    { MJ_REASON_HOST_NOT_SAVED, N_("The host ended the match: it was not saved, so it cannot be rejoined.") },
  };
  const char *reason = m->reason;

  if (reason == NULL)
    return g_strdup (m->text);
  for (guint i = 0; i < G_N_ELEMENTS (plain); i++)
    if (strcmp (reason, plain[i].reason) == 0)
      return g_strdup (_(plain[i].sentence));
  if (strcmp (reason, MJ_REASON_VERSION) == 0 && m->version > 0)
    /* Translators: both numbers are versions of the network protocol */
    return g_strdup_printf (_("The other side speaks version %u of Sparrow’s network play and this one speaks "
                              "version %u: play with the same version of Sparrow on both."),
                            m->version, MJ_PROTOCOL_VERSION);
  if (strcmp (reason, MJ_REASON_NO_SUCH_RULES) == 0 && m->rules)
    return g_strdup_printf (_("This server knows no rule set “%s”."), m->rules);
  if (strcmp (reason, MJ_REASON_OPTIONS) == 0 && m->rules)
    {
      const MjRules *rules = mj_rules_lookup (m->rules);
      /* Translators: %s is the rule set's name */
      return g_strdup_printf (_("The house options sent are not options of %s."), rules ? _(rules->name) : m->rules);
    }
  /* a rule's refusal, named from the action this game sent and the rule
   * set of its view, as the local table names it */
  if (strcmp (reason, MJ_REASON_RULE) == 0 && m->refusal > MJ_REFUSAL_NONE && m->refusal < MJ_N_REFUSALS)
    {
      if (self->has_last_action && self->has_view)
        return mj_hint_why_not (self->view.view->rules, &self->last_action, (MjRefusal) m->refusal);
      return g_strdup (mj_hint_refusal_sentence ((MjRefusal) m->refusal));
    }
  return g_strdup (m->text);
}

static void
on_message (SoupWebsocketConnection *conn,
            gint                     type,
            GBytes                  *bytes,
            MjClient                *self)
{
  g_auto (MjMessage) m = { 0 };
  g_autoptr (GError) error = NULL;
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);
  const char *wrong = NULL;

  g_object_ref (self);
  if (type != SOUP_WEBSOCKET_DATA_TEXT)
    wrong = _("it is not text");
  else if (!mj_message_parse (data, length, &m, &error))
    wrong = error->message;
  else if ((m.type == MJ_MESSAGE_VIEW && (!self->welcomed || m.view->seat != self->seat ||
                                          m.sequence <= self->last_sequence)) ||
           m.type == MJ_MESSAGE_HELLO || m.type == MJ_MESSAGE_ACTION || m.type == MJ_MESSAGE_REPLAY_REQUEST ||
           (m.type == MJ_MESSAGE_REPLAY && !take_replay (self, &m)))
    wrong = _("it is not what a server says at this point");
  else if (m.type == MJ_MESSAGE_WELCOME && !take_welcome (self, &m))
    wrong = _("it gives this game another seat than its own");

  if (wrong)
    {
      /* Translators: %s says what was wrong with the server's message */
      g_autofree char *sentence = g_strdup_printf (_("The server sent a message that could not be read (%s): "
                                                     "this game left the match."), wrong);
      end (self, sentence);
      g_object_unref (self);
      return;
    }
  switch (m.type)
    {
    case MJ_MESSAGE_VIEW:
      self->last_sequence = m.sequence;
      mj_message_clear (&self->view);
      self->view = m;
      memset (&m, 0, sizeof m);
      self->has_view = TRUE;
      g_signal_emit (self, signals[VIEW], 0);
      break;
    case MJ_MESSAGE_REFUSED:
      {
        g_autofree char *sentence = said_sentence (self, &m);
        g_signal_emit (self, signals[REFUSED], 0, sentence);
      }
      break;
    case MJ_MESSAGE_BYE:
      g_free (self->bye);
      self->bye = said_sentence (self, &m);
      break;
    case MJ_MESSAGE_REPLAY:
      if (self->replay_part == self->replay_n_parts)
        {
          /* the names as the last view gave them */
          for (guint i = 0; i < MJ_N_SEATS; i++)
            self->replay_parts->names[i] = g_strdup (self->has_view && self->view.seats[i].name
                                                     ? self->view.seats[i].name : "");
          g_clear_pointer (&self->replay, mj_view_replay_free);
          self->replay = g_steal_pointer (&self->replay_parts);
          g_signal_emit (self, signals[REPLAY], 0);
        }
      break;
    default:
      break;
    }
  g_object_unref (self);
}

static void
on_closed (SoupWebsocketConnection *conn,
           MjClient                *self)
{
  g_autofree char *bye = g_steal_pointer (&self->bye);

  g_object_ref (self);
  if (bye)
    /* the server ended it, and said why */
    end (self, bye);
  else if (self->state == MJ_CLIENT_CONNECTING)
    end (self, _("The server closed the connection before it let this game in."));
  else
    lost (self, _("the server does not answer"));
  g_object_unref (self);
}

static void
on_connected (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  MjClient *self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (SoupWebsocketConnection) conn = NULL;
  MjMessage hello;
  g_autofree char *text = NULL;

  conn = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_object_unref (self);
      return;
    }
  if (conn == NULL)
    {
      if (!self->welcomed)
        {
          /* Translators: the first %s is an address, the second why it failed */
          g_autofree char *sentence = NULL;

          if (g_error_matches (error, G_TLS_ERROR, G_TLS_ERROR_BAD_CERTIFICATE))
            /* Translators: %s is an address (wss://…) */
            sentence = g_strdup_printf (_("Sparrow could not connect to %s: the server’s certificate is not one "
                                          "this machine trusts."), self->uri);
          else
            sentence = g_strdup_printf (_("Sparrow could not connect to %s: %s"), self->uri, error->message);
          end (self, sentence);
        }
      else
        lost (self, error->message);
      g_object_unref (self);
      return;
    }
  self->conn = g_steal_pointer (&conn);
  self->last_sequence = 0;
  soup_websocket_connection_set_max_incoming_payload_size (self->conn, MJ_PROTOCOL_MAX_MESSAGE);
  /* a server gone without a word is noticed when the pings go nowhere */
  soup_websocket_connection_set_keepalive_interval (self->conn, 20);
  g_signal_connect (self->conn, "message", G_CALLBACK (on_message), self);
  g_signal_connect (self->conn, "closed", G_CALLBACK (on_closed), self);

  hello = self->hello;
  if (self->welcomed)
    {
      /* one's own seat again */
      hello.want = MJ_HELLO_REJOIN;
      hello.match = self->match;
      hello.token = self->token;
      hello.code = NULL;
    }
  text = mj_message_to_json (&hello);
  soup_websocket_connection_send_text (self->conn, text);
  g_object_unref (self);
}

static void
open_connection (MjClient *self)
{
  g_autoptr (SoupMessage) msg = soup_message_new ("GET", self->uri);

  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  if (msg == NULL)
    {
      end (self, _("The address cannot be connected to."));
      return;
    }
  soup_session_websocket_connect_async (self->session, msg, NULL, NULL, G_PRIORITY_DEFAULT, self->cancellable,
                                        on_connected, g_object_ref (self));
}

/* ---- the object -------------------------------------------------------- */

static void
mj_client_dispose (GObject *object)
{
  MjClient *self = MJ_CLIENT (object);

  g_clear_handle_id (&self->retry_id, g_source_remove);
  if (self->cancellable)
    g_cancellable_cancel (self->cancellable);
  drop_connection (self);
  g_clear_object (&self->session);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (mj_client_parent_class)->dispose (object);
}

static void
mj_client_finalize (GObject *object)
{
  MjClient *self = MJ_CLIENT (object);

  mj_message_clear (&self->hello);
  mj_message_clear (&self->view);
  g_clear_pointer (&self->replay_parts, mj_view_replay_free);
  g_clear_pointer (&self->replay, mj_view_replay_free);
  g_free (self->uri);
  g_free (self->name);
  g_free (self->match);
  g_free (self->code);
  g_free (self->token);
  g_free (self->bye);
  G_OBJECT_CLASS (mj_client_parent_class)->finalize (object);
}

static void
mj_client_class_init (MjClientClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mj_client_dispose;
  object_class->finalize = mj_client_finalize;
  signals[WELCOME] = g_signal_new ("welcome", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
  signals[VIEW] = g_signal_new ("view", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                G_TYPE_NONE, 0);
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 1, G_TYPE_STRING);
  /* (attempt, seconds before it) */
  signals[CONNECTION_LOST] = g_signal_new ("connection-lost", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                           NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
  signals[CONNECTION_RESTORED] = g_signal_new ("connection-restored", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                               0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[ENDED] = g_signal_new ("ended", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[REPLAY] = g_signal_new ("replay", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                  G_TYPE_NONE, 0);
}

static void
mj_client_init (MjClient *self)
{
  self->tries = 8;
  self->first_delay_ms = 1000;
  self->session = soup_session_new ();
}

MjClient *
mj_client_new (void)
{
  return g_object_new (MJ_TYPE_CLIENT, NULL);
}

gboolean
mj_client_connect (MjClient         *self,
                   const char       *address,
                   const MjMessage  *hello,
                   GError          **error)
{
  g_return_val_if_fail (MJ_IS_CLIENT (self), FALSE);
  g_return_val_if_fail (self->state == MJ_CLIENT_IDLE, FALSE);
  g_return_val_if_fail (hello != NULL && hello->type == MJ_MESSAGE_HELLO, FALSE);

  self->uri = mj_client_address_to_uri (address, error);
  if (self->uri == NULL)
    return FALSE;
  self->hello.type = MJ_MESSAGE_HELLO;
  self->hello.version = MJ_PROTOCOL_VERSION;
  self->hello.want = hello->want;
  self->hello.name = g_strdup (hello->name);
  self->hello.rules = g_strdup (hello->rules);
  self->hello.hands = hello->hands;
  self->hello.people = hello->people;
  self->hello.seed = hello->seed;
  self->hello.people_seats = hello->people_seats;
  self->hello.has_options = hello->has_options;
  self->hello.n_options = hello->n_options;
  memcpy (self->hello.options, hello->options, sizeof self->hello.options);
  self->hello.match = g_strdup (hello->match);
  self->hello.code = g_strdup (hello->code);
  self->hello.token = g_strdup (hello->token);
  if (hello->want == MJ_HELLO_REJOIN)
    {
      /* a seat already ours (from another start of the game) */
      self->match = g_strdup (hello->match);
      self->token = g_strdup (hello->token);
    }
  self->state = MJ_CLIENT_CONNECTING;
  open_connection (self);
  return TRUE;
}

gboolean
mj_client_send_action (MjClient       *self,
                       const MjAction *action)
{
  MjMessage m = { MJ_MESSAGE_ACTION };
  g_autofree char *text = NULL;

  g_return_val_if_fail (MJ_IS_CLIENT (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (self->state != MJ_CLIENT_PLAYING || self->conn == NULL ||
      soup_websocket_connection_get_state (self->conn) != SOUP_WEBSOCKET_STATE_OPEN)
    return FALSE;
  m.action = *action;
  self->last_action = *action;
  self->has_last_action = TRUE;
  text = mj_message_to_json (&m);
  soup_websocket_connection_send_text (self->conn, text);
  return TRUE;
}

gboolean
mj_client_request_replay (MjClient *self)
{
  MjMessage m = { MJ_MESSAGE_REPLAY_REQUEST };
  g_autofree char *text = NULL;

  g_return_val_if_fail (MJ_IS_CLIENT (self), FALSE);

  /* (asked again before any part came, after a refusal: asked anew) */
  if (self->state != MJ_CLIENT_PLAYING || self->conn == NULL || (self->replay_parts && self->replay_part > 0) ||
      soup_websocket_connection_get_state (self->conn) != SOUP_WEBSOCKET_STATE_OPEN)
    return FALSE;
  g_clear_pointer (&self->replay_parts, mj_view_replay_free);
  self->replay_parts = mj_view_replay_new (self->seat);
  self->replay_part = 0;
  self->replay_n_parts = 0;
  text = mj_message_to_json (&m);
  soup_websocket_connection_send_text (self->conn, text);
  return TRUE;
}

const MjViewReplay *
mj_client_get_replay (MjClient *self)
{
  g_return_val_if_fail (MJ_IS_CLIENT (self), NULL);
  return self->replay;
}

void
mj_client_disconnect (MjClient *self)
{
  g_return_if_fail (MJ_IS_CLIENT (self));
  end (self, _("You left the match."));
}

void
mj_client_drop (MjClient *self)
{
  g_return_if_fail (MJ_IS_CLIENT (self));
  /* as the network would: the closing is this side's, then the retries */
  if (self->conn && soup_websocket_connection_get_state (self->conn) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (self->conn, SOUP_WEBSOCKET_CLOSE_GOING_AWAY, NULL);
}

void
mj_client_set_retries (MjClient *self,
                       guint     tries,
                       guint     first_delay_ms)
{
  g_return_if_fail (MJ_IS_CLIENT (self));
  self->tries = tries;
  self->first_delay_ms = MAX (first_delay_ms, 1);
}

MjClientState
mj_client_get_state (MjClient *self)
{
  g_return_val_if_fail (MJ_IS_CLIENT (self), MJ_CLIENT_ENDED);
  return self->state;
}

const MjMessage *
mj_client_get_view (MjClient *self)
{
  g_return_val_if_fail (MJ_IS_CLIENT (self), NULL);
  return self->has_view ? &self->view : NULL;
}

guint
mj_client_get_seat (MjClient *self)
{
  g_return_val_if_fail (MJ_IS_CLIENT (self), 0);
  return self->seat;
}

const char *
mj_client_get_match (MjClient *self)
{
  g_return_val_if_fail (MJ_IS_CLIENT (self), NULL);
  return self->match;
}

const char *
mj_client_get_code (MjClient *self)
{
  g_return_val_if_fail (MJ_IS_CLIENT (self), NULL);
  return self->code;
}

const char *
mj_client_get_token (MjClient *self)
{
  g_return_val_if_fail (MJ_IS_CLIENT (self), NULL);
  return self->token;
}

const char *
mj_client_get_uri (MjClient *self)
{
  g_return_val_if_fail (MJ_IS_CLIENT (self), NULL);
  return self->uri;
}
