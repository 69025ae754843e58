/* test-serve.c: `sparrow-cli serve` as a program, on the loopback, with
 * the tests' WebSocket clients (tests/net-client.c):
 *
 *   - two people play a match and a third person has created another
 *     that waits for its second; SIGTERM mid-match: every client is told,
 *     the server stops by itself with both matches saved (the game's
 *     record format), its log one line per event;
 *   - started again on the same folder, it resumes both: the people of
 *     the first rejoin with their tokens at the action where it stopped
 *     and play it to the end; the second person joins the waiting one
 *     with its code and it is played to the end, its creator's seat by a
 *     computer player;
 *   - the records hold the actions before the stop, unchanged, then the
 *     rest;
 *   - SIGKILL, no word to anyone: started again, the match is resumed at
 *     its last action and its person rejoins it and plays it out.
 *
 * Usage: test-serve   (SPARROW_CLI names the program)
 */
#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>

#include "mj-record.h"
#include "mj-server.h"
#include "net-client.h"

#define WAIT 300  /* seconds at most (as in test-server.c) */

typedef struct {
  GSubprocess *process;
  char        *log_path;
  guint        port;
  gboolean     exited;
} Server;

static const char *
cli (void)
{
  const char *path = g_getenv ("SPARROW_CLI");

  g_assert_nonnull (path);
  return path;
}

static char *
read_log (Server *s)
{
  char *text = NULL;

  if (!g_file_get_contents (s->log_path, &text, NULL, NULL))
    return g_strdup ("");
  return text;
}

static gboolean
port_known (gpointer data)
{
  Server *s = data;
  g_autofree char *text = read_log (s);
  const char *at = strstr (text, "listening on port ");

  if (at == NULL)
    return FALSE;
  s->port = (guint) g_ascii_strtoull (at + strlen ("listening on port "), NULL, 10);
  return TRUE;
}

static void
on_exited (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  Server *s = data;

  g_subprocess_wait_finish (G_SUBPROCESS (source), result, NULL);
  s->exited = TRUE;
}

/* The server goes with the test, should the test fail on the way. */
static void
die_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGKILL);
}

static Server *
server_start (const char *state_dir,
              const char *log_path,
              GMainLoop  *loop)
{
  Server *s = g_new0 (Server, 1);
  g_autoptr (GSubprocessLauncher) launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  g_autoptr (GError) error = NULL;

  s->log_path = g_strdup (log_path);
  g_subprocess_launcher_set_stdout_file_path (launcher, log_path);
  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  s->process = g_subprocess_launcher_spawn (launcher, &error, cli (), "serve", "--port", "0", "--local", "--state",
                                            state_dir, "--pace", "0", "--level", "baseline", "--message-limit",
                                            "100000", NULL);
  g_assert_no_error (error);
  g_subprocess_wait_async (s->process, NULL, on_exited, s);
  if (!net_run_until (loop, port_known, s, 20))
    g_error ("the server did not say its port");
  g_assert_cmpuint (s->port, >, 0);
  return s;
}

static gboolean
server_exited (gpointer data)
{
  return ((Server *) data)->exited;
}

static void
server_free (Server *s)
{
  if (!s->exited)
    g_subprocess_force_exit (s->process);
  g_object_unref (s->process);
  g_free (s->log_path);
  g_free (s);
}

static gboolean
welcomed (gpointer data)
{
  NetClient *c = data;
  return c->welcomed || c->closed;
}

static gboolean
has_views (gpointer data)
{
  NetClient *c = data;
  /* some way into the first hand */
  return c->has_view && c->view.phase == MJ_PHASE_TURN && c->n_views >= 40;
}

static gboolean
both_closed (gpointer data)
{
  NetClient **c = data;
  return c[0]->closed && c[1]->closed && c[2]->closed;
}

static gboolean
both_over (gpointer data)
{
  NetClient **c = data;
  return c[0]->has_view && c[0]->view.phase == MJ_PHASE_MATCH_OVER && c[1]->has_view &&
         c[1]->view.phase == MJ_PHASE_MATCH_OVER && c[2]->has_view && c[2]->view.phase == MJ_PHASE_MATCH_OVER;
}

static void
hello (NetClient  *c,
       MjHelloWant want,
       const char *match,
       const char *code,
       const char *token)
{
  MjMessage m = { MJ_MESSAGE_HELLO };

  m.version = MJ_PROTOCOL_VERSION;
  m.want = want;
  m.name = c->label;
  m.rules = (char *) "sichuan";
  m.hands = 2;
  m.people = 2;
  m.seed = 31;
  m.match = (char *) match;
  m.code = (char *) code;
  m.token = (char *) token;
  net_client_send (c, &m);
}

static MjRecord *
load (const char *dir,
      const char *id)
{
  g_autofree char *name = g_strconcat (id, ".json", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr (GError) error = NULL;
  MjRecord *record = mj_record_load (path, &error);

  g_assert_no_error (error);
  return record;
}

/* The test's folder goes. */
static void
remove_all (const char *dir,
            const char *state,
            const char *log1,
            const char *log2)
{
  g_autoptr (GDir) d = g_dir_open (state, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (state, name, NULL);
      g_unlink (path);
    }
  g_rmdir (state);
  g_unlink (log1);
  g_unlink (log2);
  g_rmdir (dir);
}

static void
test_stop_resume (void)
{
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autofree char *dir = g_dir_make_tmp ("sparrow-serve-XXXXXX", NULL);
  g_autofree char *log1 = g_build_filename (dir, "log1", NULL);
  g_autofree char *log2 = g_build_filename (dir, "log2", NULL);
  g_autofree char *state = g_build_filename (dir, "state", NULL);
  g_autofree char *match = NULL, *waiting = NULL, *code = NULL;
  g_autofree char *token0 = NULL, *token1 = NULL;
  g_autoptr (MjRecord) saved = NULL;
  g_autoptr (MjRecord) final = NULL;
  g_autofree char *text = NULL;
  NetClient *c[3];
  Server *s;
  guint n_saved, lines;
  gint64 start;

  /* a match of two people under way, another waiting for its second */
  s = server_start (state, log1, loop);
  c[0] = net_client_new ("Ann", s->port, loop);
  hello (c[0], MJ_HELLO_CREATE, NULL, NULL, NULL);
  g_assert_true (net_run_until (loop, welcomed, c[0], 10));
  c[1] = net_client_new ("Bo", s->port, loop);
  hello (c[1], MJ_HELLO_JOIN, NULL, c[0]->code, NULL);
  g_assert_true (net_run_until (loop, welcomed, c[1], 10));
  c[2] = net_client_new ("Cai", s->port, loop);
  hello (c[2], MJ_HELLO_CREATE, NULL, NULL, NULL);
  g_assert_true (net_run_until (loop, welcomed, c[2], 10));
  match = g_strdup (c[0]->match);
  waiting = g_strdup (c[2]->match);
  code = g_strdup (c[2]->code);
  token0 = g_strdup (c[0]->token);
  token1 = g_strdup (c[1]->token);
  if (!net_run_until (loop, has_views, c[0], WAIT))
    g_error ("the match did not get under way");

  start = g_get_monotonic_time ();
  g_subprocess_send_signal (s->process, SIGTERM);
  if (!net_run_until (loop, both_closed, c, 10))
    g_error ("the clients were not let go");
  for (guint i = 0; i < 3; i++)
    {
      g_assert_nonnull (c[i]->bye);
      g_assert_nonnull (strstr (c[i]->bye, "stopping"));
    }
  if (!net_run_until (loop, server_exited, s, 10))
    g_error ("the server did not stop by itself");
  g_assert_true (g_subprocess_get_if_exited (s->process));
  g_assert_cmpint (g_subprocess_get_exit_status (s->process), ==, 0);
  g_test_message ("stopped %.2f s after SIGTERM", (g_get_monotonic_time () - start) / 1e6);
  text = read_log (s);
  g_test_message ("first log:\n%s", text);
  g_assert_nonnull (strstr (text, "stopping: 2 matches saved"));
  g_assert_true (g_str_has_suffix (text, "stopped\n"));
  lines = 0;
  for (const char *p = text; *p; p++)
    lines += *p == '\n';
  /* one line per event: listening, 2 created, 1 joined, 1 begins, stopping, stopped */
  g_assert_cmpuint (lines, ==, 7);
  g_clear_pointer (&text, g_free);
  server_free (s);
  for (guint i = 0; i < 3; i++)
    net_client_free (c[i]);

  saved = load (state, match);
  n_saved = saved->actions->len;
  g_assert_cmpuint (n_saved, >, 0);
  {
    g_autoptr (MjRecord) w = load (state, waiting);
    g_assert_cmpuint (w->actions->len, ==, 0);
  }

  /* again: both resumed */
  s = server_start (state, log2, loop);
  text = read_log (s);
  {
    g_autofree char *expected = g_strdup_printf ("match %s resumed at action %u", match, n_saved);
    g_assert_nonnull (strstr (text, expected));
  }
  g_clear_pointer (&text, g_free);
  c[0] = net_client_new ("Ann", s->port, loop);
  hello (c[0], MJ_HELLO_REJOIN, match, NULL, token0);
  c[1] = net_client_new ("Bo", s->port, loop);
  hello (c[1], MJ_HELLO_REJOIN, match, NULL, token1);
  c[2] = net_client_new ("Dee", s->port, loop);
  hello (c[2], MJ_HELLO_JOIN, NULL, code, NULL);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (net_run_until (loop, welcomed, c[i], 10));
      g_assert_true (c[i]->welcomed);
    }
  g_assert_cmpuint (c[0]->seat, ==, 0);
  g_assert_cmpuint (c[1]->seat, ==, 1);
  g_assert_cmpuint (c[2]->seat, ==, 1);
  g_assert_cmpstr (c[2]->match, ==, waiting);
  if (!net_run_until (loop, both_over, c, WAIT))
    {
      g_autofree char *log = read_log (s);
      for (guint i = 0; i < 3; i++)
        g_test_message ("%s: phase %d pending %x turn %u views %u ask %u legal %u acted %u/%u refusals %u closed %d",
                        c[i]->label, c[i]->view.phase, c[i]->view.pending, c[i]->view.turn, c[i]->n_views,
                        c[i]->last_ask, c[i]->last_legal, c[i]->acted_ask,
                        c[i]->n_actions, c[i]->refusals->len, c[i]->closed);
      g_test_message ("log:\n%s", log);
      g_error ("the resumed matches did not end");
    }
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (c[i]->refusals->len, ==, 0);

  /* the record goes on from the action where it stopped */
  final = load (state, match);
  g_assert_cmpuint (final->actions->len, >, n_saved);
  g_assert_true (memcmp (final->actions->data, saved->actions->data, n_saved * sizeof (MjAction)) == 0);
  g_assert_cmpint (final->kinds[1], ==, MJ_PLAYER_HUMAN);
  g_assert_cmpstr (final->names[1], ==, "Bo");
  g_test_message ("stopped at action %u of %u", n_saved, final->actions->len);

  g_subprocess_send_signal (s->process, SIGTERM);
  if (!net_run_until (loop, server_exited, s, 10))
    g_error ("the server did not stop by itself");
  text = read_log (s);
  g_test_message ("second log:\n%s", text);
  /* nothing left to resume: both are over */
  g_assert_nonnull (strstr (text, "stopping: 0 matches saved"));
  server_free (s);
  for (guint i = 0; i < 3; i++)
    net_client_free (c[i]);
  net_settle (loop, 200);

  remove_all (dir, state, log1, log2);
}

static gboolean
one_over (gpointer data)
{
  NetClient *c = data;
  return c->has_view && c->view.phase == MJ_PHASE_MATCH_OVER;
}

static gboolean
closed (gpointer data)
{
  return ((NetClient *) data)->closed;
}

/* A few turns into the hand (of 42 actions with this seed), at its own
 * discard, the person stops answering:
 * the server can go no further (a match of one person does not wait for
 * it otherwise, and its one hand could end, with nothing left to resume,
 * before the SIGKILL lands on a machine under load). */
static void
stall_at_own_turn (gpointer data,
                   gpointer client)
{
  NetClient *c = client;

  if (c->n_views >= 10 && c->view.phase == MJ_PHASE_TURN && c->view.turn == c->seat &&
      (c->view.pending >> c->seat) & 1 && c->last_legal > 0)
    c->plays = FALSE;
}

static gboolean
stalled (gpointer data)
{
  NetClient *c = data;
  return !c->plays || c->closed;
}

/* SIGKILL, no word to anyone: the match is on disk as of its last action
 * all the same, and its person rejoins it there. */
static void
test_kill_resume (void)
{
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autofree char *dir = g_dir_make_tmp ("sparrow-serve-XXXXXX", NULL);
  g_autofree char *log1 = g_build_filename (dir, "log1", NULL);
  g_autofree char *log2 = g_build_filename (dir, "log2", NULL);
  g_autofree char *state = g_build_filename (dir, "state", NULL);
  g_autofree char *match = NULL, *token = NULL, *text = NULL;
  g_autoptr (MjRecord) saved = NULL;
  g_autoptr (MjRecord) final = NULL;
  NetClient *c;
  Server *s;

  s = server_start (state, log1, loop);
  c = net_client_new ("Ann", s->port, loop);
  c->on_view = stall_at_own_turn;
  {
    /* one person: the match begins at once */
    MjMessage m = { MJ_MESSAGE_HELLO };
    m.version = MJ_PROTOCOL_VERSION;
    m.want = MJ_HELLO_CREATE;
    m.rules = (char *) "zhuoji";
    m.hands = 1;
    m.people = 1;
    m.seed = 12;
    net_client_send (c, &m);
  }
  g_assert_true (net_run_until (loop, welcomed, c, 10));
  match = g_strdup (c->match);
  token = g_strdup (c->token);
  if (!net_run_until (loop, stalled, c, WAIT) || c->closed)
    g_error ("the match did not get under way");
  g_subprocess_force_exit (s->process);
  g_assert_true (net_run_until (loop, server_exited, s, 10));
  g_assert_true (net_run_until (loop, closed, c, 10));
  g_assert_null (c->bye);
  server_free (s);
  net_client_free (c);

  /* what the server resumes from: the same files read the same way (the
   * record, or the save before it should it be unusable, and the actions
   * logged since) */
  {
    g_autoptr (GError) error = NULL;
    gboolean from_previous = FALSE;

    saved = mj_server_load_match (state, match, &from_previous, &error);
    g_assert_no_error (error);
    {
      /* the record alone is as it was when the match began: the actions
       * since are the log's, each written as it was applied */
      g_autoptr (MjRecord) alone = load (state, match);
      g_assert_cmpuint (alone->actions->len, <, saved->actions->len);
    }
    g_assert_false (mj_record_is_finished (saved));
    g_assert_cmpuint (saved->actions->len, >, 0);
    s = server_start (state, log2, loop);
    text = read_log (s);
    {
      g_autofree char *expected = g_strdup_printf ("match %s resumed at action %u%s", match, saved->actions->len,
                                                   from_previous ? " (from the save before the last)" : "");
      if (strstr (text, expected) == NULL)
        g_error ("“%s” is not in the log:\n%s", expected, text);
    }
  }
  c = net_client_new ("Ann", s->port, loop);
  hello (c, MJ_HELLO_REJOIN, match, NULL, token);
  g_assert_true (net_run_until (loop, welcomed, c, 10));
  g_assert_true (c->welcomed);
  if (!net_run_until (loop, one_over, c, WAIT))
    g_error ("the match did not end after the restart");
  g_assert_cmpuint (c->refusals->len, ==, 0);
  final = load (state, match);
  g_assert_cmpuint (final->actions->len, >, saved->actions->len);
  g_assert_true (memcmp (final->actions->data, saved->actions->data,
                         saved->actions->len * sizeof (MjAction)) == 0);
  g_test_message ("killed at action %u of %u", saved->actions->len, final->actions->len);

  g_subprocess_send_signal (s->process, SIGTERM);
  g_assert_true (net_run_until (loop, server_exited, s, 10));
  server_free (s);
  net_client_free (c);
  net_settle (loop, 200);
  remove_all (dir, state, log1, log2);
}

static void
quiet (const char     *domain,
       GLogLevelFlags  level,
       const char     *message,
       gpointer        data)
{
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_log_set_handler ("libsoup", G_LOG_LEVEL_DEBUG | G_LOG_LEVEL_INFO, quiet, NULL);
  g_log_set_handler ("GLib-GIO", G_LOG_LEVEL_DEBUG | G_LOG_LEVEL_INFO, quiet, NULL);
  g_test_add_func ("/serve/stop-resume", test_stop_resume);
  g_test_add_func ("/serve/kill-resume", test_kill_resume);
  return g_test_run ();
}
