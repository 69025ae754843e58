/* test-files.c: one match file, one writer.  Two `sparrow-cli play` on
 * the same autosave, as two logins of one person would run two games on
 * one home folder (the autosave then went back and forth between them, 21
 * rollbacks in 7.5 s): the second is refused at once with a sentence that
 * says why and writes nothing; the first plays its match to the end,
 * every save its own; once it has ended, the file is free again.
 *
 *   /files/one-writer
 *
 * Usage: test-files   (SPARROW_CLI names the program)
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "mj-record.h"

static GSubprocess *
play (const char *path,
      GError    **error)
{
  const char *cli = g_getenv ("SPARROW_CLI");

  g_assert_nonnull (cli);
  return g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE, error,
                           cli, "play", "--autosave", path, "--rules", "sichuan", "--hands", "2",
                           "--pace", "0.01", "--progress", NULL);
}

/* Reads lines from the first player until one starts with `prefix`. */
static char *
read_until (GDataInputStream *out,
            const char       *prefix)
{
  for (;;)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *line = g_data_input_stream_read_line_utf8 (out, NULL, NULL, &error);

      g_assert_no_error (error);
      g_assert_nonnull (line);
      if (g_str_has_prefix (line, prefix))
        return g_steal_pointer (&line);
    }
}

static guint
actions_in (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (MjRecord) record = mj_record_load (path, &error);

  g_assert_no_error (error);
  return record->actions->len;
}

static void
test_one_writer (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sparrow-files-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "current-match.json", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) first = NULL;
  g_autoptr (GSubprocess) second = NULL;
  g_autoptr (GSubprocess) third = NULL;
  g_autoptr (GDataInputStream) out = NULL;
  g_autofree char *second_out = NULL;
  g_autofree char *second_err = NULL;
  g_autofree char *over = NULL;
  g_autofree char *third_out = NULL;
  guint n;

  first = play (path, &error);
  g_assert_no_error (error);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (first));
  g_free (read_until (out, "saved 1"));

  /* the second, while the first plays: refused, nothing written */
  second = play (path, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (second, NULL, NULL, &second_out, &second_err, &error);
  g_assert_no_error (error);
  g_test_message ("the second said: %s", second_err);
  g_assert_true (g_subprocess_get_if_exited (second));
  g_assert_cmpint (g_subprocess_get_exit_status (second), ==, 1);
  g_assert_cmpstr (second_out, ==, "");
  g_assert_nonnull (strstr (second_err, "Another Sparrow"));
  g_assert_nonnull (strstr (second_err, path));

  /* the first goes on to the end, and the file is its match */
  over = read_until (out, "match over ");
  g_assert_true (g_subprocess_wait_check (first, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (sscanf (over, "match over %u", &n), ==, 1);
  g_assert_cmpuint (actions_in (path), ==, n);

  /* ended, it let go: the next one may take the file (and finds the match
   * over) */
  third = play (path, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (third, NULL, NULL, &third_out, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (third));
  g_assert_cmpint (g_subprocess_get_exit_status (third), ==, 0);
  g_assert_nonnull (strstr (third_out, over));

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
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/files/one-writer", test_one_writer);
  return g_test_run ();
}
