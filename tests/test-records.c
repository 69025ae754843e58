/* test-records.c: records that must not be misread, and saves that must
 * not be lost.
 *
 *   /record/bad/FILE              each mutilated record of
 *                                 tests/data/bad-records is refused with an
 *                                 MJ_RECORD_ERROR naming the problem (the
 *                                 words are in tests/data/bad-records.txt)
 *   /record/bad/all-listed        every file there has its expected words
 *   /record/version/first-format  a record written by the first Sparrow
 *                                 that wrote records (commit 77d70f0, format
 *                                 1) loads and replays to the same scores
 *   /record/version/current       what is written now carries the current
 *                                 format, and reads back
 *   /record/save/keep-previous    the autosave keeps the save before it; a
 *                                 damaged save leaves that one to resume
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "mj-record.h"

typedef struct {
  char *file;
  char *words;
} BadRecord;

static void
bad_record_free (gpointer data)
{
  BadRecord *b = data;

  g_free (b->file);
  g_free (b->words);
  g_free (b);
}

static GPtrArray *
read_expectations (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "bad-records.txt", NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GError) error = NULL;
  GPtrArray *list = g_ptr_array_new_with_free_func (bad_record_free);

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      g_auto (GStrv) fields = NULL;
      BadRecord *b;

      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      fields = g_strsplit (lines[i], " | ", 3);
      if (g_strv_length (fields) != 3)
        g_error ("bad-records.txt line %u: FILE | WORDS | WHAT, not “%s”", i + 1, lines[i]);
      b = g_new0 (BadRecord, 1);
      b->file = g_strdup (g_strstrip (fields[0]));
      b->words = g_strdup (g_strstrip (fields[1]));
      g_ptr_array_add (list, b);
    }
  return list;
}

static void
test_bad (gconstpointer data)
{
  const BadRecord *b = data;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "bad-records", b->file, NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (MjRecord) record = mj_record_load (path, &error);

  /* refused when read, or else when replayed: never a game */
  if (record)
    {
      g_autoptr (MjGame) game = mj_record_replay (record, G_MAXUINT, &error);
      if (game)
        g_error ("%s loads and replays; it should be refused with “%s”", b->file, b->words);
    }
  g_assert_error (error, MJ_RECORD_ERROR, error->code);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
  if (strstr (error->message, b->words) == NULL)
    g_error ("%s: the message “%s” does not say “%s”", b->file, error->message, b->words);
  g_test_message ("%s: %s", b->file, error->message);
}

static void
test_all_listed (gconstpointer data)
{
  const GPtrArray *list = data;
  g_autofree char *dir_path = g_test_build_filename (G_TEST_DIST, "data", "bad-records", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GDir) dir = g_dir_open (dir_path, 0, &error);
  const char *name;
  guint n = 0;

  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)))
    {
      gboolean found = FALSE;
      for (guint i = 0; i < list->len && !found; i++)
        found = strcmp (((BadRecord *) g_ptr_array_index (list, i))->file, name) == 0;
      if (!found)
        g_error ("tests/data/bad-records/%s has no line in bad-records.txt", name);
      n++;
    }
  g_assert_cmpuint (n, ==, list->len);
}

static void
test_first_format (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "old-records", "format1-sichuan.json", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (MjRecord) record = mj_record_load (path, &error);
  g_autoptr (MjGame) game = NULL;
  /* what that version printed for this match */
  const int scores[MJ_N_SEATS] = { 90, -36, -18, -36 };

  g_assert_no_error (error);
  g_assert_cmpuint (record->actions->len, ==, 135);
  game = mj_record_replay (record, G_MAXUINT, &error);
  g_assert_no_error (error);
  g_assert_cmpint (mj_game_get_phase (game), ==, MJ_PHASE_MATCH_OVER);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    g_assert_cmpint (mj_game_get_score (game, i), ==, scores[i]);
}

static MjRecord *
small_record (guint n_actions)
{
  static const char * const actions[] = {
    "E choose-suit m", "S choose-suit s", "W choose-suit s", "N choose-suit m", "E discard 5p",
  };
  const char *hands[MJ_N_SEATS] = {
    "5p123456789s1199p", "55p234678m9m2288p", "123456789m1146p", "123456789s3346p",
  };
  MjRecord *r = mj_record_new (mj_rules_lookup ("sichuan"), NULL, 1);
  g_autoptr (GError) error = NULL;

  r->stacked = mj_stacked_deal_parse (r->rules, 0, hands, "7s7m3m5p", "", &r->deal, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n_actions, <=, G_N_ELEMENTS (actions));
  for (guint i = 0; i < n_actions; i++)
    {
      MjAction a;
      mj_action_from_text (actions[i], &a, &error);
      g_assert_no_error (error);
      g_array_append_val (r->actions, a);
    }
  return r;
}

static void
test_current (void)
{
  g_autoptr (MjRecord) r = small_record (5);
  g_autofree char *json = mj_record_to_json (r);
  g_autofree char *version = g_strdup_printf ("\"version\" : %d,", MJ_RECORD_VERSION);
  g_autoptr (GError) error = NULL;
  g_autoptr (MjRecord) again = NULL;

  g_assert_cmpint (MJ_RECORD_VERSION_OLDEST, <=, MJ_RECORD_VERSION);
  g_assert_nonnull (strstr (json, version));
  again = mj_record_from_json (json, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->actions->len, ==, 5);
}

static guint
actions_in (const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (MjRecord) r = mj_record_load (path, &error);

  g_assert_no_error (error);
  return r->actions->len;
}

static void
test_keep_previous (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("sparrow-records-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "current-match.json", NULL);
  g_autofree char *previous = mj_record_previous_path (path);
  g_autofree char *staging = g_strconcat (previous, ".new", NULL);
  g_autofree char *text = NULL;
  g_autoptr (MjRecord) damaged = NULL;
  gsize length;

  g_assert_no_error (error);
  g_assert_cmpstr (previous + strlen (path), ==, ".previous");

  /* the first save has nothing before it */
  for (guint n = 0; n <= 4; n++)
    {
      g_autoptr (MjRecord) r = small_record (n);
      g_assert_true (mj_record_save_keep_previous (r, path, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (actions_in (path), ==, n);
      if (n == 0)
        g_assert_false (g_file_test (previous, G_FILE_TEST_EXISTS));
      else
        g_assert_cmpuint (actions_in (previous), ==, n - 1);
      g_assert_false (g_file_test (staging, G_FILE_TEST_EXISTS));
    }

  /* the last save damaged (cut in half): it is refused, the one before
   * it still loads */
  g_file_get_contents (path, &text, &length, &error);
  g_assert_no_error (error);
  g_file_set_contents (path, text, (gssize) length / 2, &error);
  g_assert_no_error (error);
  damaged = mj_record_load (path, &error);
  g_assert_null (damaged);
  g_assert_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_PARSE);
  g_clear_error (&error);
  g_assert_cmpuint (actions_in (previous), ==, 3);

  /* a staging name left by a process killed between link and rename is
   * cleared by the next save */
  g_file_set_contents (staging, "left over", -1, &error);
  g_assert_no_error (error);
  {
    g_autoptr (MjRecord) r = small_record (5);
    g_assert_true (mj_record_save_keep_previous (r, path, &error));
  }
  g_assert_false (g_file_test (staging, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (actions_in (path), ==, 5);

  g_unlink (path);
  g_unlink (previous);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr (GPtrArray) bad = NULL;

  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  bad = read_expectations ();
  for (guint i = 0; i < bad->len; i++)
    {
      const BadRecord *b = g_ptr_array_index (bad, i);
      g_autofree char *name = g_strndup (b->file, strlen (b->file) - strlen (".json"));
      g_autofree char *test_path = g_strconcat ("/record/bad/", name, NULL);
      g_test_add_data_func (test_path, b, test_bad);
    }
  g_test_add_data_func ("/record/bad/all-listed", bad, test_all_listed);
  g_test_add_func ("/record/version/first-format", test_first_format);
  g_test_add_func ("/record/version/current", test_current);
  g_test_add_func ("/record/save/keep-previous", test_keep_previous);
  return g_test_run ();
}
