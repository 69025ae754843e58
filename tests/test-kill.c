/* test-kill.c: no lost game.  `sparrow-cli play` keeps a match of
 * computer players in an autosave file exactly as the application does
 * (mj_record_save_keep_previous after every action, resumed at start).
 * It is killed with SIGKILL at random moments, KILLS times, and after
 * each kill:
 *
 *   - the file loads and replays legally: never a torn save;
 *   - it holds the actions of the last save the player reported complete,
 *     or one more (the save in flight finished): never more lost than the
 *     action in flight;
 *   - the save before it, when there is one, is one action older or the
 *     same;
 *   - the restart resumes exactly there ("resumed N"), and clears the
 *     temporary files of writes the kills interrupted.
 *
 * Every tenth time the file is then cut in half, as a disk might leave it,
 * and the restart must resume from the save before it instead
 * (mj_record_load_autosave).  Finished matches are started afresh under
 * the next rule set.
 *
 * Usage: test-kill [KILLS]   (SPARROW_CLI names the program; default 100)
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "mj-record.h"

static guint n_kills = 100;

/* What one run of the player said on stdout. */
typedef struct {
  gboolean resumed;
  guint    resumed_at;
  gboolean from_previous;
  gboolean saved;
  guint    last_saved;      /* actions in the last save reported complete */
  guint    n_saves;
  gboolean over;
  guint    over_at;
} Report;

static void
parse_report (const char *text,
              Report     *r)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  memset (r, 0, sizeof *r);
  for (guint i = 0; lines[i]; i++)
    {
      guint n;
      char more[16] = "";

      /* a line cut by the kill has no newline and is the last: ignored */
      if (lines[i + 1] == NULL)
        break;
      if (sscanf (lines[i], "resumed %u %15s", &n, more) >= 1)
        {
          g_assert_cmpuint (i, ==, 0);
          r->resumed = TRUE;
          r->resumed_at = n;
          r->from_previous = strcmp (more, "previous") == 0;
        }
      else if (sscanf (lines[i], "saved %u", &n) == 1)
        {
          if (r->saved)
            g_assert_cmpuint (n, ==, r->last_saved + 1);
          r->saved = TRUE;
          r->last_saved = n;
          r->n_saves++;
        }
      else if (sscanf (lines[i], "match over %u", &n) == 1)
        {
          r->over = TRUE;
          r->over_at = n;
        }
      else
        g_error ("the player said “%s”", lines[i]);
    }
}

/* The actions of a save that must load and replay; G_MAXUINT if absent. */
static guint
check_save (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (MjRecord) record = NULL;
  g_autoptr (MjGame) game = NULL;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return G_MAXUINT;
  record = mj_record_load (path, &error);
  if (record == NULL)
    g_error ("%s does not load after a kill: %s", path, error->message);
  game = mj_record_replay (record, G_MAXUINT, &error);
  if (game == NULL)
    g_error ("%s does not replay after a kill: %s", path, error->message);
  return record->actions->len;
}

static void
cut_in_half (const char *path)
{
  g_autofree char *text = NULL;
  gsize length;
  g_autoptr (GError) error = NULL;

  g_file_get_contents (path, &text, &length, &error);
  g_assert_no_error (error);
  g_file_set_contents (path, text, (gssize) length / 2, &error);
  g_assert_no_error (error);
}

/* g_file_set_contents writes "NAME.XXXXXX" and renames it: one left
 * behind is a kill that landed in the middle of a write. */
static guint
count_interrupted_writes (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  while (d && (name = g_dir_read_name (d)))
    n += strlen (name) == strlen ("current-match.json.XXXXXX") &&
         g_str_has_prefix (name, "current-match.json.") && !strchr (name + strlen ("current-match.json."), '.');
  return n;
}

static void
test_kill (void)
{
  static const char * const rule_sets[] = { "sichuan", "zhuoji", "qionghai", "lisi", "taiwan16" };
  const char *cli = g_getenv ("SPARROW_CLI");
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("sparrow-kill-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "current-match.json", NULL);
  g_autofree char *previous = mj_record_previous_path (path);
  guint match = 0;
  guint expect = G_MAXUINT;     /* where the next run must resume; G_MAXUINT: a new match */
  gboolean expect_previous = FALSE;
  guint kills = 0, in_flight = 0, before_first_save = 0, fallbacks = 0, matches_over = 0, torn = 0;

  g_assert_nonnull (cli);
  g_assert_no_error (error);

  while (kills < n_kills)
    {
      g_autofree char *seed = g_strdup_printf ("%u", 1000 + match);
      const char *argv[] = {
        cli, "play", "--autosave", path, "--rules", rule_sets[match % G_N_ELEMENTS (rule_sets)],
        "--hands", "8", "--seed", seed, "--progress", NULL,
      };
      g_autoptr (GSubprocess) player = NULL;
      g_autoptr (GBytes) out = NULL;
      g_autofree char *report = NULL;
      const char *text;
      gsize size;
      Report r;
      guint delay_ms = (guint) g_test_rand_int_range (0, 700);
      guint saved, older, low, writes_before;

      writes_before = count_interrupted_writes (dir);
      player = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
      g_assert_no_error (error);
      g_usleep (delay_ms * 1000);
      g_subprocess_send_signal (player, SIGKILL);
      g_subprocess_wait (player, NULL, &error);
      g_assert_no_error (error);
      out = g_input_stream_read_bytes (g_subprocess_get_stdout_pipe (player), 1 << 20, NULL, &error);
      g_assert_no_error (error);
      text = g_bytes_get_data (out, &size);
      report = g_strndup (text, size);
      parse_report (report, &r);

      /* the restart resumed where the last run left the file */
      if (expect != G_MAXUINT)
        {
          if (r.resumed)
            {
              g_assert_cmpuint (r.resumed_at, ==, expect);
              g_assert_cmpint (r.from_previous, ==, expect_previous);
            }
        }
      else if (r.resumed)
        g_error ("a new match was expected, the player resumed at %u", r.resumed_at);

      if (g_subprocess_get_if_exited (player))
        {
          /* the match ended before the kill came */
          if (g_subprocess_get_exit_status (player) != 0 || !r.over)
            g_error ("the player stopped by itself (status %d), saying:\n%s",
                     g_subprocess_get_exit_status (player), report);
          g_assert_cmpuint (check_save (path), ==, r.over_at);
          matches_over++;
          match++;
          g_unlink (path);
          g_unlink (previous);
          expect = G_MAXUINT;
          expect_previous = FALSE;
          continue;
        }
      g_assert_true (g_subprocess_get_if_signaled (player));
      g_assert_cmpint (g_subprocess_get_term_sig (player), ==, SIGKILL);
      kills++;
      /* those of earlier kills were cleared when the run resumed */
      if (r.resumed)
        g_assert_cmpuint (count_interrupted_writes (dir), <=, 1);
      torn += count_interrupted_writes (dir) > (r.resumed ? 0 : writes_before);

      if (expect_previous && !r.resumed)
        {
          /* killed before it resumed: the file may still be the damaged
           * one, and the next run falls back again */
          g_autoptr (MjRecord) damaged = mj_record_load (path, NULL);
          if (damaged == NULL)
            {
              g_assert_cmpuint (check_save (previous), ==, expect);
              continue;
            }
        }
      saved = check_save (path);
      if (saved == G_MAXUINT)
        {
          /* killed before the first save of a new match: nothing to resume */
          g_assert_cmpuint (expect, ==, G_MAXUINT);
          before_first_save++;
          continue;
        }
      /* the last save reported complete (or where the run began), or one
       * more: the save in flight finished before the kill */
      low = r.saved ? r.last_saved : r.resumed ? r.resumed_at : expect != G_MAXUINT ? expect : 0;
      if (saved != low && saved != low + 1)
        g_error ("kill %u: the file holds %u actions; the last save reported holds %u", kills, saved, low);
      if (r.saved)
        in_flight += saved == low + 1;
      else
        before_first_save++;
      older = check_save (previous);
      if (older != G_MAXUINT)
        g_assert_true (older == saved || older + 1 == saved);

      expect = saved;
      expect_previous = FALSE;
      if (kills % 10 == 0 && older != G_MAXUINT && saved > 0)
        {
          cut_in_half (path);
          expect = older;
          expect_previous = TRUE;
          fallbacks++;
        }
    }
  g_test_message ("%u kills in %u matches (%u ended between kills): %u in the middle of a write "
                  "(a temporary file left), %u with a save in flight that completed, %u before the "
                  "first save of a run, %u resumed from the save before a damaged one",
                  kills, match + 1, matches_over, torn, in_flight, before_first_save, fallbacks);
  {
    g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;

    while (d && (name = g_dir_read_name (d)))
      {
        g_autofree char *file = g_build_filename (dir, name, NULL);
        g_unlink (file);
      }
  }
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc > 1)
    n_kills = (guint) atoi (argv[1]);
  g_test_add_func ("/kill/autosave", test_kill);
  return g_test_run ();
}
