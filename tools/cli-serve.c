/* cli-serve.c: `sparrow-cli serve`, the network play server without a
 * display (net/mj-server.c): for a home machine or a club.  Matches are
 * created by the first person who joins; each is saved after every action
 * in the state folder and resumed at the next start; SIGTERM (or SIGINT)
 * tells every client, saves every match and stops.  One line of log per
 * event on standard output. */
#include "config.h"

#include <glib-unix.h>
#include <glib/gi18n-lib.h>
#include <signal.h>
#include <stdio.h>

#include "cli.h"
#include "mj-protocol.h"
#include "mj-server.h"

/* The port when none is given. */
#define DEFAULT_PORT MJ_PROTOCOL_DEFAULT_PORT

typedef struct {
  MjServer  *server;
  GMainLoop *loop;
  guint      waited;    /* tenths of a second waited for the clients to go */
} Serve;

static void
on_log (MjServer   *server,
        const char *line,
        gpointer    data)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%dT%H:%M:%SZ");

  /* (the same in every language: scripts read it) */
  printf ("%s %s\n", stamp, line);
  fflush (stdout);
}

/* Every client has gone (each was told), or two seconds passed. */
static gboolean
wait_for_clients (gpointer data)
{
  Serve *serve = data;

  if (mj_server_get_n_clients (serve->server) > 0 && ++serve->waited < 20)
    return G_SOURCE_CONTINUE;
  g_main_loop_quit (serve->loop);
  return G_SOURCE_REMOVE;
}

static gboolean
quit_loop (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

static gboolean
on_signal (gpointer data)
{
  Serve *serve = data;

  mj_server_stop (serve->server);
  g_timeout_add (100, wait_for_clients, serve);
  return G_SOURCE_REMOVE;
}

int
cli_serve (int    argc,
           char **argv)
{
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *state_dir = NULL;
  g_autofree char *level_name = NULL;
  g_autofree char *tls_certificate = NULL;
  g_autofree char *tls_key = NULL;
  g_autoptr (MjServer) server = NULL;
  g_autoptr (GMainLoop) loop = NULL;
  g_autoptr (GTlsCertificate) certificate = NULL;
  gint64 port = DEFAULT_PORT;
  gint64 matches = 16;
  gint64 message_limit = 30;
  double pace = 0.6;
  gint64 search = -1;
  gboolean local = FALSE;
  MjBotLevel level = MJ_BOT_NORMAL;
  Serve serve = { 0 };
  GOptionEntry entries[] = {
    { "port", 'p', 0, G_OPTION_ARG_INT64, &port, N_("The port to listen on (default 7788; 0: any free port)"),
      N_("N") },
    { "matches", 'm', 0, G_OPTION_ARG_INT64, &matches, N_("Matches played at once, at most (default 16)"), N_("M") },
    { "state", 0, 0, G_OPTION_ARG_FILENAME, &state_dir,
      N_("The folder of the matches: saved after every action, resumed at the next start"), N_("DIR") },
    { "local", 0, 0, G_OPTION_ARG_NONE, &local, N_("Listen on this machine's loopback addresses only"), NULL },
    { "pace", 0, 0, G_OPTION_ARG_DOUBLE, &pace, N_("Seconds between computer players' turns, 0 to 5 (default 0.6)"),
      N_("SECONDS") },
    { "search", 0, 0, G_OPTION_ARG_INT64, &search,
      N_("The share of its budget the hard computer players' search spends, in percent (default: each rule "
         "set's own)"),
      N_("PERCENT") },
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_name,
      N_("The computer players of new matches: baseline, easy, normal or hard (default normal)"), N_("LEVEL") },
    { "tls-certificate", 0, 0, G_OPTION_ARG_FILENAME, &tls_certificate,
      N_("Speak TLS (wss://) with this certificate, a PEM file (with its key, or see --tls-key)"), N_("FILE") },
    { "tls-key", 0, 0, G_OPTION_ARG_FILENAME, &tls_key, N_("The private key of --tls-certificate, a PEM file"),
      N_("FILE") },
    { "message-limit", 0, 0, G_OPTION_ARG_INT64, &message_limit,
      N_("Messages a client may send in a second before it is let go (default 30)"), N_("N") },
    { NULL }
  };

  context = g_option_context_new (N_("— a server for network play: people join matches from their games"));
  if (!cli_options_parse (context, entries, &argc, &argv, &error))
    return cli_fail (error);
  if (argc != 1)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED, _("serve takes no arguments, only options"));
      return cli_fail (error);
    }
  if (port < 0 || port > 65535 || matches < 1 || matches > 10000 || message_limit < 1 || message_limit > 1000000 ||
      !(pace >= 0 && pace <= 5))
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--port must be 0 to 65535, --matches 1 to 10000, --message-limit 1 to 1000000 and "
                     "--pace 0 to 5"));
      return cli_fail (error);
    }
  if (search != -1 && (search < 0 || search > 1000))
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("--search must be 0 to 1000 (percent)"));
      return cli_fail (error);
    }
  if (level_name && !mj_bot_level_from_name (level_name, &level))
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--level must be baseline, easy, normal or hard"));
      return cli_fail (error);
    }
  if (tls_key != NULL && tls_certificate == NULL)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("--tls-key needs --tls-certificate"));
      return cli_fail (error);
    }
  if (tls_certificate != NULL)
    {
      g_autoptr (GError) tls_error = NULL;

      certificate = tls_key ? g_tls_certificate_new_from_files (tls_certificate, tls_key, &tls_error)
                            : g_tls_certificate_new_from_file (tls_certificate, &tls_error);
      if (certificate == NULL)
        {
          g_autofree char *name = g_filename_display_name (tls_certificate);
          g_autofree char *key_name = tls_key ? g_filename_display_name (tls_key) : NULL;

          if (key_name)
            /* TRANSLATORS: two file names, then GLib's reason */
            g_set_error (&error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                         _("%s and %s: not a certificate and key TLS can use: %s"), name, key_name,
                         tls_error->message);
          else
            /* TRANSLATORS: a file name, then GLib's reason */
            g_set_error (&error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                         _("%s: not a certificate and key TLS can use: %s"), name, tls_error->message);
          return cli_fail_input (error);
        }
    }
  if (state_dir == NULL)
    state_dir = g_build_filename (g_get_user_data_dir (), "sparrow", "server", NULL);
  if (g_mkdir_with_parents (state_dir, 0700) != 0 || !g_file_test (state_dir, G_FILE_TEST_IS_DIR))
    {
      g_autofree char *name = g_filename_display_name (state_dir);
      g_set_error (&error, G_FILE_ERROR, G_FILE_ERROR_FAILED, _("%s: not a folder the matches can be saved in"), name);
      return cli_fail_input (error);
    }

  server = mj_server_new (state_dir);
  mj_server_set_max_matches (server, (guint) matches);
  mj_server_set_pace (server, pace);
  mj_server_set_search (server, (int) search);
  mj_server_set_level (server, level);
  mj_server_set_message_limit (server, (guint) message_limit);
  mj_server_set_tls_certificate (server, certificate);
  g_signal_connect (server, "log", G_CALLBACK (on_log), NULL);
  mj_server_resume (server, &error);
  if (error)
    return cli_fail_input (error);
  if (!mj_server_listen (server, (guint) port, local, &error))
    return cli_fail_input (error);

  loop = g_main_loop_new (NULL, FALSE);
  serve.server = server;
  serve.loop = loop;
  g_unix_signal_add (SIGTERM, on_signal, &serve);
  g_unix_signal_add (SIGINT, on_signal, &serve);
  g_main_loop_run (loop);
  on_log (server, "stopped", NULL);
  /* libsoup ends the closed connections (and through them the listening
   * sockets) on the main loop: a moment more, so that nothing is left
   * behind */
  g_clear_object (&server);
  g_timeout_add (300, quit_loop, loop);
  g_main_loop_run (loop);
  return CLI_EXIT_OK;
}
