/* test-client.c: the game's network play client (net/mj-client.c) on the
 * loopback, against the real server (net/mj-server.c):
 *
 *   - addresses as a person types them, read or refused in words;
 *   - a client plays a Sichuan hand to the end from its views alone, its
 *     actions through mj_client_send_action;
 *   - its connection dropped mid-hand, it says so with the delay, rejoins
 *     with its token to the same seat and plays on to the end;
 *   - the server gone for good, it stops after its tries and says why;
 *   - nothing listening: a sentence, no retries;
 *   - a server that sends garbage, another seat's view or a client's
 *     message: the client ends with a sentence, never a crash;
 *   - two clients and two computer players play a seeded Sichuan hand
 *     on the server; a local match of the same setup, given the people's
 *     actions in the server's order, makes the same record (its computer
 *     players choosing the same actions);
 *   - a server that speaks 简体 (sparrow-cli serve under another
 *     LANGUAGE) refuses a join code, a next hand mid-hand and a discard
 *     the rules refuse: a client in 繁體 says each in 繁體, its own
 *     sentences from the reasons, the rule's named from its own view.
 *
 * Every wait is bounded: a test that hangs fails after its time.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <libsoup/soup.h>
#include <locale.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>

#include "mj-bot.h"
#include "mj-client.h"
#include "mj-hint.h"
#include "mj-locale.h"
#include "mj-server.h"
#include "net-client.h"

#define WAIT 120  /* seconds for a hand at most */

typedef struct {
  MjClient  *client;
  MjBot      bot;
  gboolean   plays;
  guint      acted_ask;
  gboolean   acted;
  guint      n_welcome;
  guint      n_views;
  guint      n_lost;
  guint      last_attempt;
  guint      last_delay;
  guint      n_restored;
  guint      n_refused;
  char      *refused;      /* the last refusal's sentence */
  guint      drop_after;   /* drops its connection at this view (0: never) */
  char      *ended;
  MjPhase    phase;
} Player;

static void
on_welcome (MjClient *client,
            Player   *p)
{
  p->n_welcome++;
}

static void
on_view (MjClient *client,
         Player   *p)
{
  const MjMessage *m = mj_client_get_view (client);
  guint seat = mj_client_get_seat (client);

  g_assert_nonnull (m);
  g_assert_cmpuint (m->view->seat, ==, seat);
  p->n_views++;
  p->phase = m->view->phase;
  if (p->drop_after && p->n_views == p->drop_after)
    {
      mj_client_drop (client);
      return;
    }
  if (!p->plays)
    return;
  if (m->n_legal > 0 && (m->view->pending >> seat) & 1 && (!p->acted || m->ask != p->acted_ask))
    {
      MjAction a = mj_bot_decide (&p->bot, m->view, m->legal, m->n_legal);
      p->acted = TRUE;
      p->acted_ask = m->ask;
      g_assert_true (mj_client_send_action (client, &a));
    }
}

static void
on_refused (MjClient   *client,
            const char *text,
            Player     *p)
{
  g_test_message ("refused: %s", text);
  p->n_refused++;
  g_free (p->refused);
  p->refused = g_strdup (text);
}

static void
on_lost (MjClient *client,
         guint     attempt,
         guint     seconds,
         Player   *p)
{
  p->n_lost++;
  p->last_attempt = attempt;
  p->last_delay = seconds;
}

static void
on_restored (MjClient *client,
             Player   *p)
{
  p->n_restored++;
}

static void
on_ended (MjClient   *client,
          const char *text,
          Player     *p)
{
  g_assert_null (p->ended);
  g_assert_nonnull (text);
  g_assert_cmpstr (text, !=, "");
  p->ended = g_strdup (text);
}

static void
player_init (Player *p)
{
  memset (p, 0, sizeof *p);
  p->client = mj_client_new ();
  p->plays = TRUE;
  mj_bot_init (&p->bot, MJ_BOT_BASELINE, 7);
  /* quick retries: the test waits for them */
  mj_client_set_retries (p->client, 4, 50);
  g_signal_connect (p->client, "welcome", G_CALLBACK (on_welcome), p);
  g_signal_connect (p->client, "view", G_CALLBACK (on_view), p);
  g_signal_connect (p->client, "refused", G_CALLBACK (on_refused), p);
  g_signal_connect (p->client, "connection-lost", G_CALLBACK (on_lost), p);
  g_signal_connect (p->client, "connection-restored", G_CALLBACK (on_restored), p);
  g_signal_connect (p->client, "ended", G_CALLBACK (on_ended), p);
}

static void
player_clear (Player *p)
{
  g_assert_finalize_object (p->client);
  g_free (p->ended);
  g_free (p->refused);
}

static gboolean
on_timeout (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until `done` or `seconds`; FALSE on time out. */
static gboolean
run_until (gboolean (*done) (Player *p),
           Player   *p,
           guint     seconds)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (seconds, on_timeout, &timed_out);

  while (!done (p) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  return !timed_out;
}

static void
settle (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, on_timeout, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static gboolean
is_over (Player *p)
{
  return p->phase == MJ_PHASE_MATCH_OVER || p->ended != NULL;
}

static gboolean
has_ended (Player *p)
{
  return p->ended != NULL;
}

static gboolean
has_view (Player *p)
{
  return p->n_views > 0 || p->ended != NULL;
}

static MjServer *
new_server (guint *port)
{
  g_autoptr (GError) error = NULL;
  MjServer *server = mj_server_new (NULL);

  mj_server_set_pace (server, 0);
  mj_server_set_level (server, MJ_BOT_BASELINE);
  mj_server_set_message_limit (server, 100000);
  g_assert_true (mj_server_listen (server, 0, TRUE, &error));
  g_assert_no_error (error);
  *port = mj_server_get_port (server);
  return server;
}

static MjMessage
hello_create (void)
{
  MjMessage m = { MJ_MESSAGE_HELLO };

  m.version = MJ_PROTOCOL_VERSION;
  m.want = MJ_HELLO_CREATE;
  m.name = (char *) "Li Wei";
  m.rules = (char *) "sichuan";
  m.hands = 1;
  m.people = 1;
  m.seed = 2024;
  return m;
}

static void
test_addresses (void)
{
  static const struct {
    const char *address;
    const char *uri;   /* NULL: refused */
  } cases[] = {
    { "127.0.0.1", "ws://127.0.0.1:7788/sparrow" },
    { " 192.168.1.20:9000 ", "ws://192.168.1.20:9000/sparrow" },
    { "mahjong.example.org", "ws://mahjong.example.org:7788/sparrow" },
    { "[::1]:4000", "ws://[::1]:4000/sparrow" },
    { "::1", "ws://[::1]:7788/sparrow" },
    { "fe80::1%eth0", "ws://[fe80::1%eth0]:7788/sparrow" },
    { "ws://host:1/sparrow", "ws://host:1/sparrow" },
    { "wss://host:443", "wss://host:443/sparrow" },
    { "", NULL },
    { "host:0", NULL },
    { "host:65536", NULL },
    { "host:port", NULL },
    { "ho st", NULL },
    { "[::1", NULL },
    { "[::1]x", NULL },
    { "http://host/", NULL },
    { "ws://host/other", NULL },
    { "host;rm", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *uri = mj_client_address_to_uri (cases[i].address, &error);

      g_assert_cmpstr (uri, ==, cases[i].uri);
      if (cases[i].uri == NULL)
        {
          g_assert_nonnull (error);
          /* a sentence, naming what was typed */
          g_assert_true (g_str_has_suffix (error->message, "."));
          {
            g_autofree char *typed = g_strstrip (g_strdup (cases[i].address));
            g_assert_true (strstr (error->message, typed) != NULL || strstr (error->message, "port") != NULL);
          }
        }
    }
}

static void
test_play_and_rejoin (gconstpointer data)
{
  gboolean drop = GPOINTER_TO_INT (data);
  guint port;
  g_autoptr (MjServer) server = new_server (&port);
  g_autofree char *address = NULL;
  g_autoptr (GError) error = NULL;
  MjMessage hello = hello_create ();
  Player p;
  MjMatch *match;

  player_init (&p);
  if (drop)
    p.drop_after = 12;
  address = g_strdup_printf ("127.0.0.1:%u", port);
  g_assert_true (mj_client_connect (p.client, address, &hello, &error));
  g_assert_no_error (error);
  g_assert_cmpint (mj_client_get_state (p.client), ==, MJ_CLIENT_CONNECTING);
  g_assert_true (run_until (is_over, &p, WAIT));
  if (p.ended)
    g_error ("the client ended: %s", p.ended);
  g_assert_cmpuint (p.n_welcome, ==, 1);
  g_assert_cmpuint (p.n_refused, ==, 0);
  g_assert_cmpuint (mj_client_get_seat (p.client), ==, 0);
  g_assert_cmpuint (strlen (mj_client_get_code (p.client)), ==, MJ_PROTOCOL_CODE_LENGTH);
  g_assert_cmpuint (strlen (mj_client_get_token (p.client)), ==, MJ_PROTOCOL_TOKEN_LENGTH);
  match = mj_server_get_match (server, mj_client_get_match (p.client));
  g_assert_nonnull (match);
  g_assert_cmpint (mj_game_get_phase (mj_match_get_game (match)), ==, MJ_PHASE_MATCH_OVER);
  /* the last view's scores are the server's */
  for (guint i = 0; i < MJ_N_SEATS; i++)
    g_assert_cmpint (mj_client_get_view (p.client)->view->players[i].score, ==,
                     mj_game_get_state (mj_match_get_game (match))->scores[i]);
  if (drop)
    {
      g_assert_cmpuint (p.n_lost, ==, 1);
      g_assert_cmpuint (p.last_attempt, ==, 1);
      g_assert_cmpuint (p.last_delay, ==, 1);   /* 50 ms, said as a second */
      g_assert_cmpuint (p.n_restored, ==, 1);
      /* the rejoin is the same seat: the views went on after it */
      g_assert_cmpuint (p.n_views, >, p.drop_after);
    }
  else
    g_assert_cmpuint (p.n_lost, ==, 0);
  g_assert_cmpint (mj_client_get_state (p.client), ==, MJ_CLIENT_PLAYING);
  mj_client_disconnect (p.client);
  g_assert_cmpstr (p.ended, !=, NULL);
  g_assert_cmpint (mj_client_get_state (p.client), ==, MJ_CLIENT_ENDED);
  player_clear (&p);
  settle (100);
  mj_server_stop (server);
}

/* The server gone (not stopped with a word): the client tries its four
 * times, each said with its delay, and then says it gave up. */
static void
test_server_gone (void)
{
  guint port;
  MjServer *server = new_server (&port);
  g_autofree char *address = g_strdup_printf ("127.0.0.1:%u", port);
  g_autoptr (GError) error = NULL;
  MjMessage hello = hello_create ();
  Player p;

  player_init (&p);
  p.plays = FALSE;
  g_assert_true (mj_client_connect (p.client, address, &hello, &error));
  g_assert_true (run_until (has_view, &p, WAIT));
  g_assert_null (p.ended);
  /* gone without a bye: as if the machine's network went away */
  g_assert_finalize_object (server);
  g_assert_true (run_until (has_ended, &p, WAIT));
  g_assert_cmpuint (p.n_lost, ==, 4);
  g_assert_cmpuint (p.last_attempt, ==, 4);
  g_assert_cmpuint (p.n_restored, ==, 0);
  g_assert_nonnull (strstr (p.ended, "4 tries"));
  g_assert_cmpint (mj_client_get_state (p.client), ==, MJ_CLIENT_ENDED);
  player_clear (&p);
  settle (100);
}

static void
test_nothing_listening (void)
{
  guint port;
  MjServer *server = new_server (&port);
  g_autofree char *address = g_strdup_printf ("[::1]:%u", port);
  g_autoptr (GError) error = NULL;
  MjMessage hello = hello_create ();
  Player p;

  /* a port that was free a moment ago */
  g_assert_finalize_object (server);
  player_init (&p);
  g_assert_true (mj_client_connect (p.client, address, &hello, &error));
  g_assert_true (run_until (has_ended, &p, WAIT));
  g_assert_true (g_str_has_prefix (p.ended, "Sparrow could not connect to ws://[::1]:"));
  g_assert_cmpuint (p.n_lost, ==, 0);
  g_assert_cmpuint (p.n_welcome, ==, 0);
  player_clear (&p);
}

/* ---- a server that lies ------------------------------------------------- */

static const char *lie;

static void
on_hello_lie (SoupWebsocketConnection *conn,
              gint                     type,
              GBytes                  *bytes,
              gpointer                 data)
{
  /* a good welcome, then the lie */
  soup_websocket_connection_send_text (conn, "{\"type\":\"welcome\",\"version\":1,\"match\":\"m\",\"seat\":2,"
                                             "\"token\":\"t\",\"rules\":\"sichuan\",\"seats\":["
                                             "{\"name\":\"\",\"person\":true,\"connected\":true},"
                                             "{\"name\":\"\",\"person\":false,\"connected\":false},"
                                             "{\"name\":\"\",\"person\":false,\"connected\":false},"
                                             "{\"name\":\"\",\"person\":false,\"connected\":false}]}");
  if (g_str_has_prefix (lie, "binary"))
    soup_websocket_connection_send_binary (conn, "\0\1", 2);
  else
    soup_websocket_connection_send_text (conn, lie);
}

static void
on_liar_socket (SoupServer              *soup,
                SoupServerMessage       *msg,
                const char              *path,
                SoupWebsocketConnection *conn,
                gpointer                 data)
{
  GPtrArray *conns = data;

  g_ptr_array_add (conns, g_object_ref (conn));
  g_signal_connect (conn, "message", G_CALLBACK (on_hello_lie), NULL);
}

static void
test_lies (void)
{
  static const char *lies[] = {
    "not json",
    "{\"type\":\"hello\",\"version\":1,\"want\":\"join\",\"code\":\"ABCDEF\"}",
    "{\"type\":\"action\",\"action\":\"A discard 5p\"}",
    "{\"type\":\"welcome\",\"version\":1,\"match\":\"m\",\"seat\":3,\"token\":\"t\",\"rules\":\"sichuan\","
    "\"seats\":[{\"name\":\"\",\"person\":true,\"connected\":true},{\"name\":\"\",\"person\":true,\"connected\":true},"
    "{\"name\":\"\",\"person\":true,\"connected\":true},{\"name\":\"\",\"person\":true,\"connected\":true}]}",
    "{\"type\":\"welcome\",\"version\":2}",
    "{\"type\":\"view\",\"sequence\":1,\"ask\":0,\"view\":{}}",
    "{\"type\":\"bye\",\"message\":7}",
    "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]",
    "binary",
    "{\"type\":\"replay-request\"}",
    NULL,  /* a replay no one asked for: below */
  };
  g_autoptr (GPtrArray) unasked = NULL;

  {
    /* a well-formed replay (of a match just dealt) */
    MjMatchSetup setup = { 0 };
    g_autoptr (MjMatch) match = NULL;
    g_autoptr (MjRecord) record = NULL;

    setup.rules = mj_rules_lookup ("sichuan");
    mj_options_init_defaults (setup.rules, &setup.options);
    setup.seed = 5;
    setup.hands = 1;
    match = mj_match_new (&setup);
    mj_match_setup_clear (&setup);
    mj_match_set_autoplay (match, FALSE);
    mj_match_start (match);
    record = mj_match_to_record (match);
    unasked = mj_protocol_replay_messages (record, 0, NULL);
    g_assert_nonnull (unasked);
    lies[G_N_ELEMENTS (lies) - 1] = g_ptr_array_index (unasked, 0);
  }

  for (guint i = 0; i < G_N_ELEMENTS (lies); i++)
    {
      g_autoptr (SoupServer) soup = soup_server_new (NULL, NULL);
      g_autoptr (GPtrArray) conns = g_ptr_array_new_with_free_func (g_object_unref);
      g_autoptr (GError) error = NULL;
      g_autofree char *address = NULL;
      MjMessage hello = hello_create ();
      GSList *uris;
      Player p;

      lie = lies[i];
      soup_server_add_websocket_handler (soup, "/sparrow", NULL, NULL, on_liar_socket, conns, NULL);
      g_assert_true (soup_server_listen_local (soup, 0, 0, &error));
      uris = soup_server_get_uris (soup);
      address = g_strdup_printf ("127.0.0.1:%d", g_uri_get_port (uris->data));
      g_slist_free_full (uris, (GDestroyNotify) g_uri_unref);

      player_init (&p);
      g_assert_true (mj_client_connect (p.client, address, &hello, &error));
      g_assert_true (run_until (has_ended, &p, WAIT));
      g_test_message ("%s → %s", lie, p.ended);
      g_assert_true (g_str_has_prefix (p.ended, "The server sent a message that could not be read"));
      g_assert_cmpuint (p.n_views, ==, 0);
      g_assert_cmpuint (p.n_lost, ==, 0);
      player_clear (&p);
      settle (50);
      soup_server_disconnect (soup);
    }
}

/* A server that speaks TLS with a certificate the system does not trust
 * (the tests' own, made for the loopback): the client says it could not
 * connect, and tries no rejoin; a ws:// address to it gets no further. */
static void
test_tls_untrusted (void)
{
  g_autofree char *cert = g_test_build_filename (G_TEST_DIST, "data", "tls", "cert.pem", NULL);
  g_autofree char *key = g_test_build_filename (G_TEST_DIST, "data", "tls", "key.pem", NULL);
  g_autoptr (GTlsCertificate) certificate = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (MjServer) server = mj_server_new (NULL);

  certificate = g_tls_certificate_new_from_files (cert, key, &error);
  g_assert_no_error (error);
  mj_server_set_tls_certificate (server, certificate);
  g_assert_true (mj_server_listen (server, 0, TRUE, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *address = g_strdup_printf ("%s127.0.0.1:%u", i == 0 ? "wss://" : "", mj_server_get_port (server));
      MjMessage hello = hello_create ();
      Player p;

      player_init (&p);
      g_assert_true (mj_client_connect (p.client, address, &hello, &error));
      g_assert_true (run_until (has_ended, &p, WAIT));
      g_test_message ("%s: %s", address, p.ended);
      g_assert_true (g_str_has_prefix (p.ended, i == 0 ? "Sparrow could not connect to wss://127.0.0.1:"
                                                       : "Sparrow could not connect to ws://127.0.0.1:") ||
                     (i == 1 && g_str_has_prefix (p.ended, "The server closed the connection")));
      if (i == 0)
        g_assert_true (g_str_has_suffix (p.ended, "the server’s certificate is not one this machine trusts."));
      g_assert_cmpuint (p.n_welcome, ==, 0);
      g_assert_cmpuint (p.n_lost, ==, 0);
      player_clear (&p);
    }
  settle (100);
}

static gboolean
both_over (Player *p)
{
  return is_over (&p[0]) && is_over (&p[1]);
}

static void
test_record_equality (void)
{
  guint port;
  g_autoptr (MjServer) server = new_server (&port);
  g_autofree char *address = g_strdup_printf ("127.0.0.1:%u", port);
  g_autoptr (GError) error = NULL;
  MjMessage hello = hello_create ();
  MjMessage join = { MJ_MESSAGE_HELLO };
  Player p[2];
  g_autoptr (MjRecord) served = NULL;
  g_autoptr (MjRecord) local_record = NULL;
  g_autoptr (MjMatch) local = NULL;
  MjMatchSetup setup = { 0 };
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  guint n_people = 0, n_computer = 0;

  hello.people = 2;
  player_init (&p[0]);
  player_init (&p[1]);
  mj_bot_init (&p[1].bot, MJ_BOT_BASELINE, 11);
  g_assert_true (mj_client_connect (p[0].client, address, &hello, &error));
  while (mj_client_get_code (p[0].client) == NULL && p[0].ended == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_null (p[0].ended);
  join.version = MJ_PROTOCOL_VERSION;
  join.want = MJ_HELLO_JOIN;
  join.name = (char *) "Guo";
  join.code = (char *) mj_client_get_code (p[0].client);
  g_assert_true (mj_client_connect (p[1].client, address, &join, &error));
  g_assert_true (run_until (both_over, p, WAIT));
  g_assert_null (p[0].ended);
  g_assert_null (p[1].ended);
  served = mj_match_to_record (mj_server_get_match (server, mj_client_get_match (p[0].client)));

  /* the same match at this screen: the people's actions as the server
   * took them, the computer players' own */
  setup.rules = mj_rules_lookup ("sichuan");
  mj_options_init_defaults (setup.rules, &setup.options);
  setup.seed = hello.seed;
  setup.hands = 1;
  setup.level = MJ_BOT_BASELINE;
  setup.ask_every_human = TRUE;
  setup.human[0] = setup.human[1] = TRUE;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    setup.names[i] = g_strdup (mj_match_get_name (mj_server_get_match (server, mj_client_get_match (p[0].client)), i));
  local = mj_match_new (&setup);
  mj_match_setup_clear (&setup);
  mj_match_set_autoplay (local, FALSE);
  mj_match_start (local);
  for (guint i = 0; i < served->actions->len; i++)
    {
      const MjAction *want = &g_array_index (served->actions, MjAction, i);
      guint n;
      const MjAction *history;

      if (mj_match_is_human (local, want->seat))
        {
          g_assert_true (mj_match_submit (local, want, &error));
          g_assert_no_error (error);
          n_people++;
        }
      else
        {
          if (!mj_match_step (local))
            {
              /* (the people have seen the discard the server's did) */
              mj_match_seen (local);
              g_assert_true (mj_match_step (local));
            }
          n_computer++;
        }
      history = mj_game_get_history (mj_match_get_game (local), &n);
      g_assert_cmpuint (n, ==, i + 1);
      g_assert_true (mj_action_equal (&history[i], want));
    }
  g_test_message ("%u actions: %u of the people, %u of the computer players", served->actions->len, n_people,
                  n_computer);
  g_assert_cmpuint (n_people, >, 20);
  g_assert_cmpuint (n_computer, >, 10);
  local_record = mj_match_to_record (local);
  /* (each match has an id of its own) */
  g_clear_pointer (&served->id, g_free);
  g_clear_pointer (&local_record->id, g_free);
  a = mj_record_to_json (served);
  b = mj_record_to_json (local_record);
  g_assert_cmpstr (a, ==, b);

  player_clear (&p[0]);
  player_clear (&p[1]);
  settle (100);
  mj_server_stop (server);
}

/* ---- the server's language and the client's ------------------------------ */

static void
die_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGKILL);
}

/* This process's messages in `language` from now on (gettext reads
 * LANGUAGE again when the locale is set). */
static void
speak (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  g_assert_nonnull (setlocale (LC_ALL, "C.UTF-8"));
  mj_locale_bind ();
}

typedef struct {
  char  *log_path;
  guint  port;
} Serve;

static gboolean
serve_port_known (gpointer data)
{
  Serve *s = data;
  g_autofree char *text = NULL;
  const char *at;

  if (!g_file_get_contents (s->log_path, &text, NULL, NULL))
    return FALSE;
  at = strstr (text, "listening on port ");
  if (at == NULL)
    return FALSE;
  s->port = (guint) g_ascii_strtoull (at + strlen ("listening on port "), NULL, 10);
  return TRUE;
}

static gboolean
raw_closed (gpointer data)
{
  return ((NetClient *) data)->closed;
}

static gboolean
refused_once (Player *p)
{
  return p->refused != NULL || p->ended != NULL;
}

static gboolean
own_turn (Player *p)
{
  const MjMessage *m = mj_client_get_view (p->client);

  return p->ended != NULL || (m && (m->view->pending >> m->view->seat) & 1);
}

static void
remove_dir (const char *path)
{
  g_autoptr (GDir) d = g_dir_open (path, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *file = g_build_filename (path, name, NULL);
      g_unlink (file);
    }
  g_rmdir (path);
}

static void
test_server_language (void)
{
  const char *localedir = g_getenv ("SPARROW_TEST_LOCALEDIR");
  const char *cli = g_getenv ("SPARROW_CLI");
  g_autofree char *saved_locale = g_strdup (setlocale (LC_ALL, NULL));
  g_autofree char *saved_language = g_strdup (g_getenv ("LANGUAGE"));
  g_autofree char *dir = g_dir_make_tmp ("sparrow-lang-XXXXXX", NULL);
  g_autofree char *state = g_build_filename (dir, "state", NULL);
  g_autofree char *address = NULL;
  g_autofree char *no_code_cn = NULL, *no_code_tw = NULL, *not_over_tw = NULL, *why = NULL;
  g_autoptr (GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr (GError) error = NULL;
  Serve s = { 0 };
  NetClient *raw;
  MjMessage join = { MJ_MESSAGE_HELLO };
  MjMessage create = hello_create ();
  MjMessage next = { MJ_MESSAGE_ACTION };
  MjAction discard = { MJ_ACTION_DISCARD };
  MjRefusal refusal = MJ_REFUSAL_NONE;
  const MjView *view;
  Player p, q;

  g_assert_nonnull (localedir);
  g_assert_nonnull (cli);
  g_assert_nonnull (dir);
  /* the sentences in both languages, as this process has them */
  g_setenv ("SPARROW_LOCALEDIR", localedir, TRUE);
  speak ("zh_CN");
  no_code_cn = g_strdup (_("No match here has that join code. Check the code with the person who hosts the match."));
  speak ("zh_TW");
  no_code_tw = g_strdup (_("No match here has that join code. Check the code with the person who hosts the match."));
  not_over_tw = g_strdup (_("The hand is not over yet."));
  g_assert_cmpstr (no_code_cn, !=, no_code_tw);
  g_assert_cmpstr (not_over_tw, !=, "The hand is not over yet.");

  /* the server in 简体 */
  s.log_path = g_build_filename (dir, "log", NULL);
  g_subprocess_launcher_setenv (launcher, "LANGUAGE", "zh_CN", TRUE);
  g_subprocess_launcher_setenv (launcher, "LC_ALL", "C.UTF-8", TRUE);
  g_subprocess_launcher_setenv (launcher, "SPARROW_LOCALEDIR", localedir, TRUE);
  g_subprocess_launcher_set_stdout_file_path (launcher, s.log_path);
  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  process = g_subprocess_launcher_spawn (launcher, &error, cli, "serve", "--port", "0", "--local", "--state", state,
                                         "--pace", "0", "--level", "baseline", "--message-limit", "100000", NULL);
  g_assert_no_error (error);
  g_assert_true (net_run_until (loop, serve_port_known, &s, 20));
  address = g_strdup_printf ("127.0.0.1:%u", s.port);

  /* what it says on the wire is 简体 ... */
  join.version = MJ_PROTOCOL_VERSION;
  join.want = MJ_HELLO_JOIN;
  join.name = (char *) "Mei";
  join.code = (char *) "ZZZZZZ";
  raw = net_client_new ("raw", s.port, loop);
  net_client_send (raw, &join);
  g_assert_true (net_run_until (loop, raw_closed, raw, WAIT));
  g_assert_cmpstr (raw->bye, ==, no_code_cn);
  net_client_free (raw);

  /* ... and the client says it in 繁體 */
  player_init (&p);
  g_assert_true (mj_client_connect (p.client, address, &join, &error));
  g_assert_no_error (error);
  g_assert_true (run_until (has_ended, &p, WAIT));
  g_assert_cmpstr (p.ended, ==, no_code_tw);
  player_clear (&p);

  /* a match of its own, mid-hand: the next hand asked for, refused */
  player_init (&q);
  q.plays = FALSE;
  g_assert_true (mj_client_connect (q.client, address, &create, &error));
  g_assert_no_error (error);
  g_assert_true (run_until (own_turn, &q, WAIT));
  g_assert_null (q.ended);
  next.action.type = MJ_ACTION_NEXT_HAND;
  next.action.seat = mj_client_get_seat (q.client);
  g_assert_true (mj_client_send_action (q.client, &next.action));
  g_assert_true (run_until (refused_once, &q, WAIT));
  g_assert_null (q.ended);
  g_assert_cmpstr (q.refused, ==, not_over_tw);
  g_clear_pointer (&q.refused, g_free);

  /* a discard the rules refuse: named from the client's own view */
  view = mj_client_get_view (q.client)->view;
  discard.seat = view->seat;
  for (guint t = 0; t < 27 && refusal == MJ_REFUSAL_NONE; t++)
    {
      discard.tile = (MjTile) t;
      refusal = mj_hint_check (view, &discard);
    }
  g_assert_cmpint (refusal, !=, MJ_REFUSAL_NONE);
  why = mj_hint_why_not (view->rules, &discard, refusal);
  g_test_message ("the refusal expected: %s", why);
  g_assert_true (mj_client_send_action (q.client, &discard));
  g_assert_true (run_until (refused_once, &q, WAIT));
  g_assert_null (q.ended);
  g_assert_cmpstr (q.refused, ==, why);
  mj_client_disconnect (q.client);
  player_clear (&q);

  g_subprocess_force_exit (process);
  g_subprocess_wait (process, NULL, NULL);
  net_settle (loop, 100);
  if (saved_language)
    g_setenv ("LANGUAGE", saved_language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, saved_locale);
  mj_locale_bind ();
  remove_dir (state);
  g_unlink (s.log_path);
  g_free (s.log_path);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/net/client/addresses", test_addresses);
  g_test_add_data_func ("/net/client/play", GINT_TO_POINTER (FALSE), test_play_and_rejoin);
  g_test_add_data_func ("/net/client/rejoin", GINT_TO_POINTER (TRUE), test_play_and_rejoin);
  g_test_add_func ("/net/client/server-gone", test_server_gone);
  g_test_add_func ("/net/client/nothing-listening", test_nothing_listening);
  g_test_add_func ("/net/client/lies", test_lies);
  g_test_add_func ("/net/client/tls-untrusted", test_tls_untrusted);
  g_test_add_func ("/net/client/record-equality", test_record_equality);
  g_test_add_func ("/net/client/server-language", test_server_language);
  return g_test_run ();
}
