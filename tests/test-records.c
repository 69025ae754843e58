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
 *   /record/id                    a match id is written, read back, and may
 *                                 be absent (records of before ids)
 *   /record/names/long            names past the bound are clipped by the
 *                                 writer, never refused by the reader
 *   /record/save/private          saves 0600, the data folder 0700 even when
 *                                 it was open before
 *   /record/save/through-link     a link at the autosave stays a link
 *   /record/resume/…              a folder, a FIFO, a file nobody may read in
 *                                 the save's place: the save before it is
 *                                 resumed, the thing moved aside untouched;
 *                                 neither playable: nothing said to be kept
 *                                 that was not
 *   /record/size…                 a gigabyte, /dev/zero, a FIFO, too many
 *                                 actions: refused at once, by writer and
 *                                 reader alike
 *   /record/lock                  one writer per match file
 *   /record/face-up               which records may be shown face up while a
 *                                 match is played, by content
 */
#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "mj-files.h"
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

/* ---- identity ------------------------------------------------------------------------ */

static void
test_id (void)
{
  g_autoptr (MjRecord) r = small_record (5);
  g_autofree char *json = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (MjRecord) again = NULL;
  g_autofree char *a = mj_match_id_new ();
  g_autofree char *b = mj_match_id_new ();

  g_assert_cmpstr (a, !=, b);
  g_assert_cmpuint (strlen (a), <=, MJ_MATCH_ID_MAX_BYTES);
  r->id = g_strdup (a);
  json = mj_record_to_json (r);
  again = mj_record_from_json (json, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (again->id, ==, a);
  /* a record of before ids has none, and is read as before
   * (/record/version/first-format replays one to its scores) */
  g_clear_pointer (&r->id, g_free);
  g_clear_pointer (&json, g_free);
  g_clear_pointer (&again, mj_record_free);
  json = mj_record_to_json (r);
  g_assert_null (strstr (json, "\"id\""));
  again = mj_record_from_json (json, -1, &error);
  g_assert_no_error (error);
  g_assert_null (again->id);
}

/* ---- names: what the writer writes, the reader reads --------------------------------- */

static void
test_long_names (void)
{
  g_autoptr (MjRecord) r = small_record (5);
  g_autofree char *json = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (MjRecord) again = NULL;
  GString *cjk = g_string_new (NULL);
  GString *ascii = g_string_new (NULL);

  /* 70 and 90 characters of three bytes each: 210 and 270 bytes, more
   * than the readers took before (200, 256) */
  for (guint i = 0; i < 90; i++)
    g_string_append (cjk, "麻");
  for (guint i = 0; i < 1000; i++)
    g_string_append_c (ascii, 'a');
  r->names[0] = g_strdup (cjk->str);
  r->names[1] = g_utf8_substring (cjk->str, 0, 70);
  r->names[2] = g_strdup (ascii->str);
  r->names[3] = g_strdup ("Li Wei");
  json = mj_record_to_json (r);
  again = mj_record_from_json (json, -1, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_cmpuint (g_utf8_strlen (again->names[i], -1), ==, MJ_PLAYER_NAME_MAX_CHARS);
      g_assert_true (g_str_has_prefix (r->names[i], again->names[i]));
      g_assert_cmpuint (strlen (again->names[i]), <=, MJ_PLAYER_NAME_MAX_BYTES);
    }
  g_assert_cmpstr (again->names[3], ==, "Li Wei");
  /* a name of the largest characters fits the bound too */
  {
    g_autofree char *name = NULL;
    GString *four = g_string_new (NULL);
    for (guint i = 0; i < 100; i++)
      g_string_append (four, "\xf0\x9f\x80\x84");   /* U+1F004, 🀄 */
    name = mj_player_name_clip (four->str);
    g_assert_cmpuint (strlen (name), ==, MJ_PLAYER_NAME_MAX_BYTES);
    g_string_free (four, TRUE);
  }
  g_string_free (cjk, TRUE);
  g_string_free (ascii, TRUE);
}

/* ---- files --------------------------------------------------------------------------- */

static char *tmp_dir;

static char *
fresh_dir (const char *name)
{
  g_autofree char *dir = g_build_filename (tmp_dir, name, NULL);

  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  return g_steal_pointer (&dir);
}

static guint
mode_of (const char *path)
{
  GStatBuf st;

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  return st.st_mode & 0777;
}

static char *
read_text (const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return g_steal_pointer (&text);
}

/* The autosave and the save before it are the player's alone (0600),
 * even where an older version left them open; so is the data folder. */
static void
test_private (void)
{
  g_autofree char *dir = fresh_dir ("private");
  g_autofree char *data = g_build_filename (dir, "sparrow", NULL);
  g_autofree char *path = g_build_filename (data, "current-match.json", NULL);
  g_autofree char *previous = mj_record_previous_path (path);
  g_autoptr (GError) error = NULL;

  /* a folder made by an older version, open to others, and a save in it */
  g_assert_cmpint (g_mkdir (data, 0755), ==, 0);
  g_assert_cmpint (g_chmod (data, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, "{}", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0644), ==, 0);
  g_assert_true (mj_dir_ensure_private (data, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (mode_of (data), ==, 0700);

  for (guint n = 0; n < 3; n++)
    {
      g_autoptr (MjRecord) r = small_record (n);
      g_assert_true (mj_record_save_keep_previous (r, path, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (mode_of (path), ==, 0600);
      g_assert_cmpuint (mode_of (previous), ==, 0600);
    }
  {
    g_autoptr (MjRecord) r = small_record (1);
    g_autofree char *plain = g_build_filename (dir, "record.json", NULL);
    g_assert_true (mj_record_save (r, plain, &error));
    g_assert_cmpuint (mode_of (plain), ==, 0600);
  }
}

/* A save is resumed from the save before it when something else stands in
 * its place, and that thing is moved aside, never overwritten. */
static MjRecord *
resume (const char   *path,
        MjResumeNote *note)
{
  g_autoptr (GError) error = NULL;
  MjRecord *r = mj_record_resume_autosave (path, note, &error);

  g_assert_no_error (error);
  g_assert_nonnull (r);
  return r;
}

static void
save_two (const char *path)
{
  for (guint n = 3; n <= 4; n++)
    {
      g_autoptr (MjRecord) r = small_record (n);
      g_autoptr (GError) error = NULL;
      g_assert_true (mj_record_save_keep_previous (r, path, &error));
      g_assert_no_error (error);
    }
}

static void
test_resume_folder (void)
{
  g_autofree char *dir = fresh_dir ("resume-folder");
  g_autofree char *path = g_build_filename (dir, "current-match.json", NULL);
  g_autofree char *previous = mj_record_previous_path (path);
  g_autofree char *inside = g_build_filename (path, "kept.txt", NULL);
  g_autofree char *moved = NULL;
  g_autofree char *story = NULL;
  g_autoptr (MjRecord) r = NULL;
  MjResumeNote note = { 0 };

  save_two (path);
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  g_assert_true (g_file_set_contents (inside, "mine", -1, NULL));

  r = resume (path, &note);
  g_assert_cmpuint (r->actions->len, ==, 3);
  g_assert_true (note.from_previous);
  g_assert_nonnull (strstr (note.problem, "is a folder"));
  /* the folder moved aside with what it held; the previous save back in
   * the save's place, and still there as the previous one */
  g_assert_cmpstr (note.set_aside, ==, moved = g_strconcat (path, ".unreadable", NULL));
  g_assert_true (g_file_test (moved, G_FILE_TEST_IS_DIR));
  {
    g_autofree char *kept = g_build_filename (moved, "kept.txt", NULL);
    g_autofree char *text = read_text (kept);
    g_assert_cmpstr (text, ==, "mine");
  }
  g_assert_cmpuint (actions_in (path), ==, 3);
  g_assert_cmpuint (actions_in (previous), ==, 3);
  story = mj_resume_note_describe (&note);
  g_assert_nonnull (strstr (story, moved));
  g_assert_nonnull (strstr (story, "one move earlier"));
  g_test_message ("%s", story);
  mj_resume_note_clear (&note);
}

/* Waits for `thread` up to five seconds; a reader blocked in open() on a
 * FIFO is set free by a writer (the test then fails, but ends). */
static gpointer
join_or_unblock (GThread    *thread,
                 const char *fifo,
                 gboolean   *done)
{
  for (guint i = 0; i < 500 && !g_atomic_int_get (done); i++)
    g_usleep (10000);
  if (!g_atomic_int_get (done))
    {
      int fd = g_open (fifo, O_WRONLY | O_NONBLOCK, 0);
      g_test_message ("the reader blocked on the FIFO");
      if (fd >= 0)
        close (fd);
      g_assert_true (g_atomic_int_get (done));
    }
  return g_thread_join (thread);
}

typedef struct {
  const char   *path;
  MjResumeNote *note;
  gboolean      done;
} ResumeJob;

static gpointer
resume_job (gpointer data)
{
  ResumeJob *job = data;
  MjRecord *r = mj_record_resume_autosave (job->path, job->note, NULL);

  g_atomic_int_set (&job->done, TRUE);
  return r;
}

static void
test_resume_fifo (void)
{
  g_autofree char *dir = fresh_dir ("resume-fifo");
  g_autofree char *path = g_build_filename (dir, "current-match.json", NULL);
  g_autofree char *moved = g_strconcat (path, ".unreadable", NULL);
  g_autoptr (MjRecord) r = NULL;
  MjResumeNote note = { 0 };
  ResumeJob job = { path, &note, FALSE };
  GStatBuf st;

  save_two (path);
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  r = join_or_unblock (g_thread_new ("resume", resume_job, &job), path, &job.done);
  g_assert_nonnull (r);
  g_assert_cmpuint (r->actions->len, ==, 3);
  g_assert_nonnull (strstr (note.problem, "not a regular file"));
  g_assert_cmpstr (note.set_aside, ==, moved);
  g_assert_cmpint (g_lstat (moved, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));
  g_assert_cmpuint (actions_in (path), ==, 3);
  mj_resume_note_clear (&note);
}

/* A save the player may not read now: moved aside untouched (it can be
 * read once its permissions are put right), the save before it resumed.
 * As root a file of mode 000 is still readable: a link that loops, which
 * nobody can open, stands for it there too. */
static void
test_resume_unreadable (void)
{
  g_autofree char *dir = fresh_dir ("resume-unreadable");
  g_autofree char *path = g_build_filename (dir, "current-match.json", NULL);
  g_autofree char *moved = g_strconcat (path, ".unreadable", NULL);
  g_autofree char *saved = NULL;
  MjResumeNote note = { 0 };

  save_two (path);
  saved = read_text (path);
  g_assert_cmpint (g_chmod (path, 0), ==, 0);
  {
    g_autoptr (MjRecord) r = resume (path, &note);
    if (g_access (moved, F_OK) == 0)
      {
        /* not readable: the previous save resumed, this one kept */
        g_autofree char *text = NULL;
        g_assert_cmpuint (r->actions->len, ==, 3);
        g_assert_nonnull (strstr (note.problem, "could not be opened"));
        g_assert_cmpint (g_chmod (moved, 0600), ==, 0);
        text = read_text (moved);
        g_assert_cmpstr (text, ==, saved);
      }
    else
      {
        /* (root reads it: the last save itself is resumed) */
        g_assert_cmpuint (r->actions->len, ==, 4);
        g_assert_null (note.problem);
      }
  }
  mj_resume_note_clear (&note);

  /* a link to itself cannot be opened by anyone */
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  if (g_access (moved, F_OK) == 0)
    g_assert_cmpint (g_unlink (moved), ==, 0);
  save_two (path);
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (symlink ("current-match.json", path), ==, 0);
  {
    g_autoptr (MjRecord) r = resume (path, &note);
    GStatBuf st;
    g_assert_cmpuint (r->actions->len, ==, 3);
    g_assert_nonnull (strstr (note.problem, "could not be opened"));
    g_assert_cmpstr (note.set_aside, ==, moved);
    g_assert_cmpint (g_lstat (moved, &st), ==, 0);
    g_assert_true (S_ISLNK (st.st_mode));
    g_assert_cmpuint (actions_in (path), ==, 3);
  }
  mj_resume_note_clear (&note);
}

/* Neither save playable: nothing is moved until a new match takes the
 * name, and what the note tells is what happened (no file "kept" that
 * was not). */
static void
test_resume_neither (void)
{
  g_autofree char *dir = fresh_dir ("resume-neither");
  g_autofree char *path = g_build_filename (dir, "current-match.json", NULL);
  g_autofree char *previous = mj_record_previous_path (path);
  g_autofree char *moved = g_strconcat (previous, ".unreadable", NULL);
  g_autofree char *story = NULL;
  g_autoptr (GError) error = NULL;
  MjResumeNote note = { 0 };
  MjRecord *r;

  /* only the previous save, and it damaged */
  g_assert_true (g_file_set_contents (previous, "{ \"format\": \"sparrow-record\", ", -1, NULL));
  r = mj_record_resume_autosave (path, &note, &error);
  g_assert_null (r);
  g_assert_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, previous));
  g_assert_null (note.problem);
  g_assert_nonnull (note.problem_previous);
  g_assert_null (note.set_aside_previous);
  g_assert_true (g_file_test (previous, G_FILE_TEST_EXISTS));

  mj_record_set_aside_autosave (path, &note);
  /* the save that was never there is not said to be kept */
  g_assert_null (note.set_aside);
  g_assert_cmpstr (note.set_aside_previous, ==, moved);
  g_assert_true (g_file_test (moved, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (previous, G_FILE_TEST_EXISTS));
  story = mj_resume_note_describe (&note);
  g_assert_nonnull (strstr (story, moved));
  g_assert_null (strstr (story, "current-match.json.unreadable\""));
  g_assert_null (strstr (story, "was resumed"));
  g_test_message ("%s", story);
  mj_resume_note_clear (&note);
}

/* A save behind a link (kept in a synced folder, say): written through
 * the link, which stays; the previous save beside the link. */
static void
test_save_through_link (void)
{
  g_autofree char *dir = fresh_dir ("link");
  g_autofree char *elsewhere = fresh_dir ("link-target");
  g_autofree char *target = g_build_filename (elsewhere, "match.json", NULL);
  g_autofree char *path = g_build_filename (dir, "current-match.json", NULL);
  g_autofree char *previous = mj_record_previous_path (path);
  g_autofree char *read_back = NULL;
  GStatBuf st;

  g_assert_cmpint (symlink (target, path), ==, 0);
  for (guint n = 0; n <= 3; n++)
    {
      g_autoptr (MjRecord) r = small_record (n);
      g_autoptr (GError) error = NULL;
      g_assert_true (mj_record_save_keep_previous (r, path, &error));
      g_assert_no_error (error);
      g_assert_cmpint (g_lstat (path, &st), ==, 0);
      g_assert_true (S_ISLNK (st.st_mode));
      g_assert_cmpuint (actions_in (target), ==, n);
      if (n > 0)
        {
          g_assert_cmpint (g_lstat (previous, &st), ==, 0);
          g_assert_true (S_ISREG (st.st_mode));
          g_assert_cmpuint (actions_in (previous), ==, n - 1);
        }
    }
  read_back = g_file_read_link (path, NULL);
  g_assert_cmpstr (read_back, ==, target);
  g_assert_cmpuint (mode_of (target), ==, 0600);
}

/* A FIFO, a device, a file far too large: refused at once, never read to
 * the end (a million hands took 101 s and 8.8 GB; /dev/zero grew until
 * memory ran out; a FIFO hung the start). */
typedef struct {
  const char *path;
  GError     *error;
  gboolean    done;
} LoadJob;

static gpointer
load_job (gpointer data)
{
  LoadJob *job = data;
  MjRecord *r = mj_record_load (job->path, &job->error);

  g_atomic_int_set (&job->done, TRUE);
  return r;
}

static void
test_size (void)
{
  g_autofree char *dir = fresh_dir ("size");
  g_autofree char *huge = g_build_filename (dir, "huge.json", NULL);
  g_autofree char *fifo = g_build_filename (dir, "fifo.json", NULL);
  g_autoptr (GError) error = NULL;
  MjRecord *r;
  int fd;

  /* a gigabyte, sparse: refused by its size, not read */
  fd = g_open (huge, O_WRONLY | O_CREAT, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, (off_t) 1 << 30), ==, 0);
  close (fd);
  r = mj_record_load (huge, &error);
  g_assert_null (r);
  g_assert_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_SIZE);
  g_assert_nonnull (strstr (error->message, "too large"));
  g_test_message ("%s", error->message);
  g_clear_error (&error);

  if (g_file_test ("/dev/zero", G_FILE_TEST_EXISTS))
    {
      r = mj_record_load ("/dev/zero", &error);
      g_assert_null (r);
      g_assert_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_IO);
      g_assert_nonnull (strstr (error->message, "not a regular file"));
      g_clear_error (&error);
    }

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  {
    LoadJob job = { fifo, NULL, FALSE };
    r = join_or_unblock (g_thread_new ("load", load_job, &job), fifo, &job.done);
    g_assert_null (r);
    g_assert_error (job.error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_IO);
    g_assert_nonnull (strstr (job.error->message, "not a regular file"));
    g_clear_error (&job.error);
  }
  /* nor is a save written over a FIFO or a device */
  {
    g_autoptr (MjRecord) small = small_record (1);
    g_assert_false (mj_record_save (small, fifo, &error));
    g_assert_error (error, MJ_FILE_ERROR, MJ_FILE_ERROR_NOT_REGULAR);
    g_clear_error (&error);
    g_assert_true (g_file_test (fifo, G_FILE_TEST_EXISTS) && !g_file_test (fifo, G_FILE_TEST_IS_REGULAR));
  }
}

/* The writer writes no record its reader refuses: one action more than a
 * record holds is refused before a byte is written, and read, refused. */
static void
test_too_many_actions (void)
{
  g_autofree char *dir = fresh_dir ("actions");
  g_autofree char *path = g_build_filename (dir, "long.json", NULL);
  g_autoptr (MjRecord) r = small_record (0);
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) json = g_string_new (NULL);
  MjAction next = { MJ_ACTION_NEXT_HAND, 0, MJ_TILE_NONE, 0, { 0 } };
  MjRecord *read;

  for (guint i = 0; i <= MJ_RECORD_MAX_ACTIONS; i++)
    g_array_append_val (r->actions, next);
  g_assert_false (mj_record_save (r, path, &error));
  g_assert_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_SIZE);
  g_clear_error (&error);
  g_assert_false (mj_record_save_keep_previous (r, path, &error));
  g_assert_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_SIZE);
  g_clear_error (&error);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));

  g_string_append (json, "{\"format\":\"sparrow-record\",\"version\":1,\"rules\":\"sichuan\",\"seed\":\"1\",\"actions\":[");
  for (guint i = 0; i <= MJ_RECORD_MAX_ACTIONS; i++)
    g_string_append (json, i ? ",\"next-hand\"" : "\"next-hand\"");
  g_string_append (json, "]}");
  read = mj_record_from_json (json->str, (gssize) json->len, &error);
  g_assert_null (read);
  g_assert_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_SIZE);
}

/* One writer per match file: the lock of a second taker is refused with a
 * sentence naming the file and the process that holds it. */
static void
test_lock (void)
{
  g_autofree char *dir = fresh_dir ("lock");
  g_autofree char *path = g_build_filename (dir, "current-match.json", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *pid = g_strdup_printf ("%d", (int) getpid ());
  MjFileLock *first, *second;

  first = mj_file_lock_acquire (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (first);
  second = mj_file_lock_acquire (path, &error);
  g_assert_null (second);
  g_assert_error (error, MJ_FILE_ERROR, MJ_FILE_ERROR_LOCKED);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, pid));
  g_test_message ("%s", error->message);
  g_clear_error (&error);
  mj_file_lock_release (first);
  second = mj_file_lock_acquire (path, &error);
  g_assert_no_error (error);
  mj_file_lock_release (second);
}

/* ---- privacy: decided by content ----------------------------------------------------- */

static MjRecord *
copy_record (const MjRecord *src)
{
  g_autofree char *json = mj_record_to_json (src);
  MjRecord *r = mj_record_from_json (json, -1, NULL);

  g_assert_nonnull (r);
  return r;
}

static void
test_face_up (void)
{
  g_autoptr (MjRecord) playing = small_record (3);
  g_autoptr (MjRecord) same = NULL;
  g_autoptr (MjRecord) other = small_record (5);
  g_autoptr (GPtrArray) list = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;

  playing->id = mj_match_id_new ();
  playing->kinds[0] = MJ_PLAYER_HUMAN;
  /* a stacked record shuffles nothing: give the others a deal of their
   * own, so that only what is asked differs */
  other->deal.draws[0] = (MjTile) (other->deal.draws[0] == 0 ? 1 : 0);
  g_ptr_array_add (list, playing);

  /* nothing being played: anything may be shown */
  g_assert_true (mj_record_check_face_up (playing, NULL, &error));
  g_assert_no_error (error);

  /* the same match: by its id, whatever else was edited */
  same = copy_record (playing);
  same->seed = 999;
  same->deal.draws[0] = other->deal.draws[0];
  g_assert_false (mj_record_check_face_up (same, list, &error));
  g_assert_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_PRIVATE);
  g_clear_error (&error);
  /* … and by its walls when the id was taken out or changed */
  g_clear_pointer (&same, mj_record_free);
  same = copy_record (playing);
  g_free (same->id);
  same->id = mj_match_id_new ();
  g_assert_false (mj_record_check_face_up (same, list, &error));
  g_assert_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_PRIVATE);
  g_clear_error (&error);
  g_clear_pointer (&same->id, g_free);
  g_assert_false (mj_record_check_face_up (same, list, &error));
  g_clear_error (&error);

  /* another match: shown while one person plays */
  g_assert_true (mj_record_check_face_up (other, list, &error));
  g_assert_no_error (error);
  /* another unfinished match with two people: not while people take
   * turns at the screen */
  other->kinds[0] = other->kinds[2] = MJ_PLAYER_HUMAN;
  g_assert_true (mj_record_check_face_up (other, list, &error));
  playing->kinds[2] = MJ_PLAYER_HUMAN;
  g_assert_false (mj_record_check_face_up (other, list, &error));
  g_assert_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_PRIVATE);
  g_test_message ("%s", error->message);
  g_clear_error (&error);
  /* a finished one may be */
  {
    g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "old-records", "format1-sichuan.json", NULL);
    g_autoptr (MjRecord) over = mj_record_load (path, &error);
    g_assert_no_error (error);
    g_assert_true (mj_record_is_finished (over));
    over->kinds[0] = over->kinds[1] = MJ_PLAYER_HUMAN;
    g_assert_true (mj_record_check_face_up (over, list, &error));
    g_assert_no_error (error);
  }
}

int
main (int    argc,
      char **argv)
{
  g_autoptr (GPtrArray) bad = NULL;

  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("sparrow-records-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);

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
  g_test_add_func ("/record/id", test_id);
  g_test_add_func ("/record/names/long", test_long_names);
  g_test_add_func ("/record/save/private", test_private);
  g_test_add_func ("/record/save/through-link", test_save_through_link);
  g_test_add_func ("/record/resume/folder", test_resume_folder);
  g_test_add_func ("/record/resume/fifo", test_resume_fifo);
  g_test_add_func ("/record/resume/unreadable", test_resume_unreadable);
  g_test_add_func ("/record/resume/neither", test_resume_neither);
  g_test_add_func ("/record/size", test_size);
  g_test_add_func ("/record/size/actions", test_too_many_actions);
  g_test_add_func ("/record/lock", test_lock);
  g_test_add_func ("/record/face-up", test_face_up);
  return g_test_run ();
}
