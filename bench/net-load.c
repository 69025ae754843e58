/* net-load.c: the load benchmark of network play (issue 24).  One
 * `sparrow-cli serve` on the loopback plays many matches at once: in each,
 * two people (scripted clients of tests/net-client.c, deciding as the
 * baseline computer player does, from their views alone) and two of the
 * server's computer players.  For a set time it measures
 *
 *   - the delay from a person's discard (or kong from the hand) to the
 *     other person's next view, the update that shows it (claims and
 *     passes are left out: the server answers them when every seat asked
 *     has answered, so their delay is the others' thinking, not the
 *     server's), its median, 99th percentile and worst;
 *   - the server's CPU time per match and second (from /proc);
 *   - the server's resident memory per match: what it holds with every
 *     match playing less what it held before the first.
 *
 * The clients run in this one process: its own CPU time is printed too, so
 * a reader can tell when the clients, not the server, were the limit.  It
 * stops by itself (setting up is bounded, the measuring lasts --seconds),
 * and the server is stopped with SIGTERM at the end.
 *
 *   net-load --cli _build/tools/sparrow-cli [--matches 200] [--seconds 60]
 *            [--pace 0.6] [--level normal]
 */
#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "net-client.h"

static const char *rule_sets[] = { "sichuan", "zhuoji", "lisi", "qionghai", "taiwan16" };

typedef struct {
  NetClient *people[2];
} Table;

typedef struct {
  GArray  *delays;      /* gint64 µs */
  gboolean measuring;
} Load;

static char *log_path;

static gboolean
port_known (gpointer data)
{
  guint *port = data;
  g_autofree char *text = NULL;
  const char *at;

  if (!g_file_get_contents (log_path, &text, NULL, NULL))
    return FALSE;
  at = strstr (text, "listening on port ");
  if (at == NULL)
    return FALSE;
  *port = (guint) g_ascii_strtoull (at + strlen ("listening on port "), NULL, 10);
  return *port > 0;
}

static gboolean
welcomed (gpointer data)
{
  NetClient *c = data;
  return c->welcomed || c->closed;
}

static gboolean
never (gpointer data)
{
  return FALSE;
}

static void
die_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGKILL);
}

/* A person's view arrived: if the other person of the match acted since,
 * this is the update that action caused. */
static void
on_view (gpointer data,
         gpointer client)
{
  Load *load = data;
  NetClient *self = client;
  NetClient *other = g_object_get_data (G_OBJECT (self->session), "other");
  gint64 now = g_get_monotonic_time ();

  if (other == NULL || other->sent_at == 0)
    return;
  if (load->measuring)
    {
      gint64 delay = now - other->sent_at;
      g_array_append_val (load->delays, delay);
    }
  other->sent_at = 0;
}

/* utime + stime of a process, in seconds */
static double
cpu_seconds (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/stat", (int) pid);
  g_autofree char *text = NULL;
  g_auto (GStrv) fields = NULL;
  const char *after;

  if (!g_file_get_contents (path, &text, NULL, NULL) || (after = strrchr (text, ')')) == NULL)
    g_error ("cannot read %s", path);
  /* after the name: state is field 3, utime 14 and stime 15 */
  fields = g_strsplit (after + 2, " ", 0);
  if (g_strv_length (fields) < 13)
    g_error ("%s is not as expected", path);
  return (g_ascii_strtod (fields[11], NULL) + g_ascii_strtod (fields[12], NULL)) / sysconf (_SC_CLK_TCK);
}

/* resident memory of a process, in kB */
static double
resident_kb (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/status", (int) pid);
  g_autofree char *text = NULL;
  const char *at;

  if (!g_file_get_contents (path, &text, NULL, NULL) || (at = strstr (text, "VmRSS:")) == NULL)
    g_error ("cannot read %s", path);
  return g_ascii_strtod (at + strlen ("VmRSS:"), NULL);
}

static double
own_cpu_seconds (void)
{
  struct rusage u;

  getrusage (RUSAGE_SELF, &u);
  return u.ru_utime.tv_sec + u.ru_stime.tv_sec + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

static int
compare_delays (gconstpointer a,
                gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;
  return (x > y) - (x < y);
}

static double
percentile_ms (GArray *sorted,
               double  p)
{
  guint i;

  if (sorted->len == 0)
    return 0;
  i = (guint) (p * (sorted->len - 1) + 0.5);
  return g_array_index (sorted, gint64, i) / 1000.0;
}

static void
hello (NetClient  *c,
       MjHelloWant want,
       const char *rules,
       guint64     seed,
       const char *code)
{
  MjMessage m = { MJ_MESSAGE_HELLO };

  m.version = MJ_PROTOCOL_VERSION;
  m.want = want;
  m.name = c->label;
  m.rules = (char *) rules;
  /* more hands than a run can play: every match plays all the time */
  m.hands = 64;
  m.people = 2;
  m.seed = seed;
  m.code = (char *) code;
  net_client_send (c, &m);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *cli = NULL;
  g_autofree char *level = g_strdup ("normal");
  gint64 matches = 200, seconds = 60;
  double pace = 0.6;
  GOptionEntry entries[] = {
    { "cli", 0, 0, G_OPTION_ARG_FILENAME, &cli, "sparrow-cli to run the server with", "PATH" },
    { "matches", 0, 0, G_OPTION_ARG_INT64, &matches, "Matches at once (default 200)", "N" },
    { "seconds", 0, 0, G_OPTION_ARG_INT64, &seconds, "Seconds measured (default 60)", "S" },
    { "pace", 0, 0, G_OPTION_ARG_DOUBLE, &pace, "The server's pace (default 0.6)", "SECONDS" },
    { "level", 0, 0, G_OPTION_ARG_STRING, &level, "The server's computer players (default normal)", "LEVEL" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("— network play under load");
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GSubprocess) server = NULL;
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autofree char *state = NULL;
  g_autofree char *matches_arg = NULL, *pace_arg = NULL;
  Load load = { g_array_new (FALSE, FALSE, sizeof (gint64)), FALSE };
  Table *tables;
  GPid pid;
  guint port = 0, views = 0, actions = 0, hands = 0;
  double rss_idle, rss_busy, cpu0, cpu1, own0, own1;
  gint64 t0, t1, t_setup;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (cli == NULL || matches < 1 || matches > 1000 || seconds < 1 || seconds > 3600)
    {
      g_printerr ("net-load needs --cli, --matches 1 to 1000 and --seconds 1 to 3600\n");
      return 2;
    }

  state = g_dir_make_tmp ("sparrow-net-load-XXXXXX", &error);
  g_assert_no_error (error);
  log_path = g_build_filename (state, "server.log", NULL);
  matches_arg = g_strdup_printf ("%" G_GINT64_FORMAT, matches);
  pace_arg = g_strdup_printf ("%g", pace);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  g_subprocess_launcher_set_stdout_file_path (launcher, log_path);
  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  server = g_subprocess_launcher_spawn (launcher, &error, cli, "serve", "--port", "0", "--local", "--state", state,
                                        "--matches", matches_arg, "--pace", pace_arg, "--level", level,
                                        "--message-limit", "1000", NULL);
  g_assert_no_error (error);
  pid = (GPid) g_ascii_strtoll (g_subprocess_get_identifier (server), NULL, 10);
  if (!net_run_until (loop, port_known, &port, 20))
    g_error ("the server did not say its port");
  rss_idle = resident_kb (pid);

  /* each match: one person creates it, the other joins with its code */
  t_setup = g_get_monotonic_time ();
  tables = g_new0 (Table, matches);
  for (gint64 i = 0; i < matches; i++)
    {
      g_autofree char *a = g_strdup_printf ("A%" G_GINT64_FORMAT, i);
      g_autofree char *b = g_strdup_printf ("B%" G_GINT64_FORMAT, i);
      NetClient **p = tables[i].people;

      p[0] = net_client_new (a, port, loop);
      hello (p[0], MJ_HELLO_CREATE, rule_sets[i % G_N_ELEMENTS (rule_sets)], (guint64) i + 1, NULL);
      if (!net_run_until (loop, welcomed, p[0], 20) || !p[0]->welcomed)
        g_error ("match %" G_GINT64_FORMAT " was not created: %s", i, p[0]->bye ? p[0]->bye : "no answer");
      p[1] = net_client_new (b, port, loop);
      hello (p[1], MJ_HELLO_JOIN, NULL, 0, p[0]->code);
      if (!net_run_until (loop, welcomed, p[1], 20) || !p[1]->welcomed)
        g_error ("match %" G_GINT64_FORMAT " was not joined: %s", i, p[1]->bye ? p[1]->bye : "no answer");
      for (guint k = 0; k < 2; k++)
        {
          g_object_set_data (G_OBJECT (p[k]->session), "other", p[1 - k]);
          p[k]->on_view = on_view;
          p[k]->on_view_data = &load;
        }
    }
  g_print ("%" G_GINT64_FORMAT " matches set up in %.1f s\n", matches, (g_get_monotonic_time () - t_setup) / 1e6);
  fflush (stdout);

  /* a few seconds to settle, then the measured time */
  net_run_until (loop, never, NULL, 5);
  for (gint64 i = 0; i < matches; i++)
    for (guint k = 0; k < 2; k++)
      {
        tables[i].people[k]->n_views = 0;
        tables[i].people[k]->n_actions = 0;
      }
  cpu0 = cpu_seconds (pid);
  own0 = own_cpu_seconds ();
  t0 = g_get_monotonic_time ();
  load.measuring = TRUE;
  net_run_until (loop, never, NULL, (guint) seconds);
  load.measuring = FALSE;
  t1 = g_get_monotonic_time ();
  cpu1 = cpu_seconds (pid);
  own1 = own_cpu_seconds ();
  rss_busy = resident_kb (pid);

  for (gint64 i = 0; i < matches; i++)
    {
      for (guint k = 0; k < 2; k++)
        {
          NetClient *c = tables[i].people[k];
          if (c->closed)
            g_error ("%s was disconnected: %s", c->label, c->bye ? c->bye : "no word");
          if (c->refusals->len > 0)
            g_error ("%s was refused: %s", c->label, (char *) g_ptr_array_index (c->refusals, 0));
          views += c->n_views;
          actions += c->n_actions;
        }
      hands += tables[i].people[0]->view.hand_number;
    }
  g_array_sort (load.delays, compare_delays);

  {
    double wall = (t1 - t0) / 1e6;
    double server_cpu = cpu1 - cpu0;

    g_print ("measured %.1f s: %u actions by people (%u discards and kongs), %u views to them, "
             "%u hands begun in all\n",
             wall, actions, load.delays->len, views, hands);
    g_print ("delay from a discard to the other person's update: median %.2f ms, p99 %.2f ms, worst %.2f ms "
             "(%u measured)\n",
             percentile_ms (load.delays, 0.5), percentile_ms (load.delays, 0.99),
             percentile_ms (load.delays, 1.0), load.delays->len);
    g_print ("server CPU: %.1f%% of one core in all, %.3f%% per match\n", 100 * server_cpu / wall,
             100 * server_cpu / wall / matches);
    g_print ("server memory: %.1f MB idle, %.1f MB with %" G_GINT64_FORMAT " matches, %.0f kB per match\n",
             rss_idle / 1024, rss_busy / 1024, matches, (rss_busy - rss_idle) / matches);
    g_print ("the clients (this process): %.1f%% of one core\n", 100 * (own1 - own0) / wall);
  }

  g_subprocess_send_signal (server, SIGTERM);
  g_subprocess_wait (server, NULL, NULL);
  {
    g_autoptr (GDir) dir = g_dir_open (state, 0, NULL);
    const char *name;

    while (dir && (name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *path = g_build_filename (state, name, NULL);
        g_unlink (path);
      }
    g_rmdir (state);
  }
  /* the clients are not freed one by one: each would wait for its close */
  return 0;
}
