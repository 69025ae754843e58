/* test-cli.c: `sparrow-cli` as a user meets it at the edges: hands the
 * analysis cannot answer, files that are not files, the game's own
 * records, option values that are not text, exit statuses, and the
 * translations.  Each case runs the program ($SPARROW_CLI) and reads its
 * exit status, its output and its message. */
#include "config.h"

#include <gio/gio.h>
#include <glib.h>
#include <json-glib/json-glib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "mj-record.h"

typedef struct {
  char    *out;
  char    *err;
  int      status;     /* the exit status; -1 when a signal ended it */
  int      signal;
  gboolean blocked;    /* still running after the time allowed, and killed */
} Run;

static void
run_clear (Run *r)
{
  g_clear_pointer (&r->out, g_free);
  g_clear_pointer (&r->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Nothing here takes more than a few seconds; a command that waits on a
 * FIFO would wait forever, and is killed at this point instead. */
#define TIME_ALLOWED_S 20

typedef struct {
  GMainLoop   *loop;
  GSubprocess *process;
  GAsyncResult *result;
  gboolean     timed_out;
} Wait;

static void
communicated (GObject      *source,
              GAsyncResult *result,
              gpointer      data)
{
  Wait *w = data;

  w->result = g_object_ref (result);
  g_main_loop_quit (w->loop);
}

static gboolean
too_long (gpointer data)
{
  Wait *w = data;

  w->timed_out = TRUE;
  g_subprocess_force_exit (w->process);
  return G_SOURCE_REMOVE;
}

/* Runs sparrow-cli with the arguments of a NULL-terminated vector, with
 * stdin from /dev/null and the variables of `env` ("NAME=VALUE", NULL-
 * terminated; may be NULL) set. */
static void
run_argv_env (Run                *r,
              const char * const *args,
              const char * const *env)
{
  const char *cli = g_getenv ("SPARROW_CLI");
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GMainContext) context = g_main_context_new ();
  g_autoptr (GSource) timeout = NULL;
  Wait w = { NULL };

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (gpointer) cli);
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  memset (r, 0, sizeof *r);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  for (guint i = 0; env && env[i]; i++)
    {
      g_auto (GStrv) kv = g_strsplit (env[i], "=", 2);
      g_subprocess_launcher_setenv (launcher, kv[0], kv[1], TRUE);
    }

  g_main_context_push_thread_default (context);
  w.loop = g_main_loop_new (context, FALSE);
  w.process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  timeout = g_timeout_source_new_seconds (TIME_ALLOWED_S);
  g_source_set_callback (timeout, too_long, &w, NULL);
  g_source_attach (timeout, context);
  g_subprocess_communicate_async (w.process, NULL, NULL, communicated, &w);
  g_main_loop_run (w.loop);
  g_source_destroy (timeout);
  /* read as bytes: a message may quote what it refuses */
  {
    g_autoptr (GBytes) out = NULL;
    g_autoptr (GBytes) err = NULL;
    gsize n;
    const char *p;

    g_subprocess_communicate_finish (w.process, w.result, &out, &err, &error);
    g_assert_no_error (error);
    p = g_bytes_get_data (out, &n);
    r->out = g_strndup (p ? p : "", n);
    p = g_bytes_get_data (err, &n);
    r->err = g_strndup (p ? p : "", n);
  }
  g_subprocess_wait (w.process, NULL, NULL);
  g_main_context_pop_thread_default (context);

  r->blocked = w.timed_out;
  if (g_subprocess_get_if_exited (w.process))
    r->status = g_subprocess_get_exit_status (w.process);
  else
    {
      r->status = -1;
      r->signal = g_subprocess_get_if_signaled (w.process) ? g_subprocess_get_term_sig (w.process) : 0;
    }
  g_clear_object (&w.result);
  g_clear_object (&w.process);
  g_main_loop_unref (w.loop);
  g_test_message ("sparrow-cli %s: status %d%s%s\n%s%s", args[0] ? args[0] : "", r->status,
                  r->signal ? " (killed by a signal)" : "", r->blocked ? " (blocked)" : "",
                  r->out ? r->out : "", r->err ? r->err : "");
  if (r->blocked)
    g_error ("sparrow-cli %s was still running after %d s", args[0], TIME_ALLOWED_S);
}

static void
run_argv (Run                *r,
          const char * const *args)
{
  run_argv_env (r, args, NULL);
}

static void G_GNUC_NULL_TERMINATED
run (Run        *r,
     const char *first,
     ...)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new ();
  va_list ap;

  va_start (ap, first);
  for (const char *a = first; a; a = va_arg (ap, const char *))
    g_ptr_array_add (args, (gpointer) a);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  run_argv (r, (const char * const *) args->pdata);
}

/* A refusal: this exit status, nothing on stdout, and a message on stderr
 * that starts with "sparrow-cli: " and holds `words`. */
static void
assert_refused (const Run  *r,
                int         status,
                const char *words)
{
  g_assert_cmpint (r->signal, ==, 0);
  g_assert_cmpint (r->status, ==, status);
  g_assert_cmpstr (r->out, ==, "");
  g_assert_true (g_str_has_prefix (r->err, "sparrow-cli: "));
  if (words && strstr (r->err, words) == NULL)
    g_error ("the message “%s” does not say “%s”", r->err, words);
}

/* ---- analyze: what the analysis can answer ------------------------------ */

/* Before, 19 or more concealed tiles read past the SSSE3 kernel's tables
 * (AddressSanitizer: global-buffer-overflow) and were called ready or
 * complete; now they are refused with a sentence. */
static void
test_analyze_too_many (void)
{
  static const char * const hands[] = {
    "123m456m789m123p456p789p1z", "19m19p19s1234567z123m456p", "1112223334445556667m",
    "123m456m789m123p456p789p11s", "1234567m[123p][456p][789p][123s]",
  };

  for (guint i = 0; i < G_N_ELEMENTS (hands); i++)
    {
      g_auto (Run) r = { 0 };
      run (&r, "analyze", hands[i], NULL);
      assert_refused (&r, 2, "at most 17");
    }
}

/* The largest hands the game deals, a 16-tile hand and its draw, are
 * answered as before. */
static void
test_analyze_largest (void)
{
  g_auto (Run) r = { 0 };
  g_auto (Run) w = { 0 };

  run (&r, "analyze", "11122233344455666m", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "17 tiles, complete"));

  run (&w, "analyze", "1234567891234567m", NULL);
  g_assert_cmpint (w.status, ==, 0);
  g_assert_nonnull (strstr (w.out, "ready (shanten 0)"));
  g_assert_nonnull (strstr (w.out, "Waits: 1m(2) 4m(2) 7m(2)"));
}

/* Seven pairs asked alone of a hand it cannot apply to said "99 from
 * ready"; it is refused, and a hand of 13 or 14 is answered. */
static void
test_analyze_seven_pairs_short (void)
{
  g_auto (Run) r = { 0 };
  g_auto (Run) melds = { 0 };
  g_auto (Run) ok = { 0 };
  g_auto (Run) both = { 0 };

  run (&r, "analyze", "--shapes=seven-pairs", "11223344m", NULL);
  assert_refused (&r, 2, "13 or 14");
  g_assert_null (strstr (r.err, "99"));

  run (&melds, "analyze", "--shapes=seven-pairs,thirteen-orphans", "1122334455m[666p]", NULL);
  assert_refused (&melds, 2, "no meld");

  run (&ok, "analyze", "--shapes=seven-pairs", "11223344556677m", NULL);
  g_assert_cmpint (ok.status, ==, 0);
  g_assert_nonnull (strstr (ok.out, "complete"));

  /* with the standard shape beside it, the short hand is answered by it */
  run (&both, "analyze", "--shapes=standard,seven-pairs", "11223344m", NULL);
  g_assert_cmpint (both.status, ==, 0);
  g_assert_null (strstr (both.out, "99"));
}

/* The JSON answer says what the text says: the discard table of a
 * 14-tile hand (each discard's tiles that help, with their unseen
 * copies), the waits of a ready 13-tile hand, the readings of a complete
 * one.  The JSON is built only when asked for; a slip in building it
 * (the text run never builds it) would show here alone. */
static void
test_analyze_json (void)
{
  static const char *hands[] = { "1349m35p234578s13z", "1122334456789m", "123456789m11122z" };

  for (guint i = 0; i < G_N_ELEMENTS (hands); i++)
    {
      g_auto (Run) text = { 0 };
      g_auto (Run) json = { 0 };
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autoptr (GError) error = NULL;
      JsonObject *root;

      run (&text, "analyze", hands[i], NULL);
      run (&json, "analyze", "--json", hands[i], NULL);
      g_assert_cmpint (text.status, ==, 0);
      g_assert_cmpint (json.status, ==, 0);
      g_assert_true (json_parser_load_from_data (parser, json.out, -1, &error));
      g_assert_no_error (error);
      root = json_node_get_object (json_parser_get_root (parser));
      g_assert_cmpstr (json_object_get_string_member (root, "hand"), ==, hands[i]);
      if (i == 0)
        {
          JsonArray *discards = json_object_get_array_member (root, "discards");
          JsonObject *best = json_array_get_object_element (discards, 0);

          g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (root, "shanten"), "min"), ==, 3);
          g_assert_cmpuint (json_array_get_length (discards), ==, 14);
          /* the text's first row: 9m, shanten 3, 41 tiles, twelve kinds */
          g_assert_nonnull (strstr (text.out, "9m             3     41  1m(3) 2m(4)"));
          g_assert_cmpstr (json_object_get_string_member (best, "discard"), ==, "9m");
          g_assert_cmpint (json_object_get_int_member (best, "total"), ==, 41);
          g_assert_cmpuint (json_array_get_length (json_object_get_array_member (best, "accepted")), ==, 12);
        }
      else if (i == 1)
        {
          JsonArray *waits = json_object_get_array_member (root, "waits");

          g_assert_nonnull (strstr (text.out, "Waits: 1m(2) 4m(2) 7m(3)"));
          g_assert_cmpuint (json_array_get_length (waits), ==, 3);
          g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (waits, 0), "unseen"), ==, 2);
        }
      else
        {
          g_assert_nonnull (strstr (text.out, "complete"));
          g_assert_true (json_object_get_boolean_member (root, "complete"));
          g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "readings")), >=, 1);
        }
    }
}

/* ---- files ------------------------------------------------------------------ */

/* A hand file with no hands (empty, or only comments) crashed `bench`
 * with SIGSEGV: the empty list came back as NULL with no error. */
static void
test_bench_no_hands (void)
{
  g_autofree char *tmp = g_dir_make_tmp ("sparrow-cli-XXXXXX", NULL);
  g_autofree char *empty = g_build_filename (tmp, "empty.txt", NULL);
  g_autofree char *comments = g_build_filename (tmp, "comments.txt", NULL);
  const char *files[] = { empty, comments };

  g_assert_true (g_file_set_contents (empty, "", 0, NULL));
  g_assert_true (g_file_set_contents (comments, "# no hand here\n\n   \n", -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_auto (Run) r = { 0 };
      const char *args[] = { "bench", "hands", "-w", "sh14_std", files[i], NULL };
      run_argv (&r, args);
      assert_refused (&r, 1, "holds no hands");
    }
  g_unlink (empty);
  g_unlink (comments);
  g_rmdir (tmp);
}

/* `replay`, `bench` and `play` on a FIFO waited forever for a writer;
 * each is refused at once now, as is a folder or a device. */
static void
test_not_regular (void)
{
  g_autofree char *tmp = g_dir_make_tmp ("sparrow-cli-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (tmp, "fifo", NULL);
  g_autofree char *match = g_build_filename (tmp, "match.json", NULL);
  g_autofree char *previous = g_build_filename (tmp, "match.json.previous", NULL);
  const char * const cases[][8] = {
    { "replay", fifo },
    { "bench", "hands", "-w", "sh14_std", fifo },
    { "play", "--autosave", fifo, "--rules", "sichuan" },
    { "replay", tmp },
    { "bench", "hands", "-w", "sh14_std", tmp },
    { "play", "--autosave", tmp, "--rules", "sichuan" },
    { "replay", "/dev/zero" },
    { "bench", "hands", "-w", "win14", "/dev/null" },
  };

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) r = { 0 };
      gboolean folder = FALSE;

      for (guint j = 0; cases[i][j]; j++)
        folder |= strcmp (cases[i][j], tmp) == 0;
      run_argv (&r, cases[i]);
      assert_refused (&r, 1, folder ? "is a folder" : "not a regular file");
    }

  /* the save before the autosave is read by its path too */
  g_assert_cmpint (mkfifo (previous, 0600), ==, 0);
  {
    g_auto (Run) r = { 0 };
    const char *args[] = { "play", "--autosave", match, "--rules", "sichuan", "--hands", "1", NULL };
    run_argv (&r, args);
    assert_refused (&r, 1, "match.json.previous");
    g_assert_false (g_file_test (match, G_FILE_TEST_EXISTS));
  }
  g_unlink (previous);
  g_unlink (fifo);
  g_rmdir (tmp);
}

/* `simulate --record` onto a device replaced the device with the record;
 * it refuses anything but a regular file (or none), before the match. */
static void
test_record_not_over (void)
{
  g_autofree char *tmp = g_dir_make_tmp ("sparrow-cli-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (tmp, "fifo", NULL);
  g_autofree char *file = g_build_filename (tmp, "match.json", NULL);
  g_autofree char *link = g_build_filename (tmp, "link.json", NULL);
  const char *targets[] = { fifo, tmp };
  struct stat st;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (targets); i++)
    {
      g_auto (Run) r = { 0 };
      const char *args[] = { "simulate", "--rules", "sichuan", "--hands", "1", "--record", targets[i], NULL };
      run_argv (&r, args);
      assert_refused (&r, 1, i == 0 ? "not a regular file" : "is a folder");
    }
  g_assert_cmpint (lstat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));

  /* a regular file, or a link to one, is written as before */
  g_assert_true (g_file_set_contents (file, "old", -1, NULL));
  g_assert_cmpint (symlink ("match.json", link), ==, 0);
  {
    g_auto (Run) r = { 0 };
    g_auto (Run) again = { 0 };
    const char *args[] = { "simulate", "--rules", "sichuan", "--hands", "1", "--record", file, NULL };
    const char *via_link[] = { "simulate", "--rules", "sichuan", "--hands", "1", "--record", link, NULL };
    run_argv (&r, args);
    g_assert_cmpint (r.status, ==, 0);
    run_argv (&again, via_link);
    g_assert_cmpint (again.status, ==, 0);
  }
  g_unlink (link);
  g_unlink (file);
  g_unlink (fifo);
  g_rmdir (tmp);
}

/* ---- replay ----------------------------------------------------------------- */

/* The game's own hot-seat records ("ask_all": "ES": the people are asked
 * at every discard, and pass) were refused at their first such pass,
 * "It is not your turn to do that": replay did not apply ask_all.
 * tests/data/hot-seat.json is two hands of Sichuan with Alice and Bob at
 * E and S, written by the engine as the game writes its records. */
static void
test_replay_hot_seat (void)
{
  g_auto (Run) r = { 0 };
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "hot-seat.json", NULL);
  const char *args[] = { "replay", path, NULL };

  g_autoptr (MjRecord) record = NULL;
  g_autoptr (MjGame) game = NULL;
  g_autoptr (GError) error = NULL;

  /* the game reads it so: the people asked, every action legal */
  record = mj_record_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (record->ask_all, ==, 0x3);
  g_assert_cmpuint (record->kinds[0], ==, MJ_PLAYER_HUMAN);
  g_assert_cmpuint (record->kinds[1], ==, MJ_PLAYER_HUMAN);
  game = mj_record_replay (record, G_MAXUINT, &error);
  g_assert_no_error (error);
  g_assert_cmpint (mj_game_get_phase (game), ==, MJ_PHASE_MATCH_OVER);

  run_argv (&r, args);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (r.err, ==, "");
  g_assert_nonnull (strstr (r.out, "  E passes\n"));
  /* each payment says why, as the score dialog does (it said only the kind) */
  g_assert_nonnull (strstr (r.out, "    Win: E pays N 6 (North wind wins on a discard with 1 fan, the base 6 (底分): 6)\n"));
  g_assert_nonnull (strstr (r.out, "    Kong: E pays W 12 (West wind’s kong of 8 of characters on a discard (刮风)"));
  g_assert_nonnull (strstr (r.out, "\nHand 2:"));
  g_assert_true (g_str_has_suffix (r.out, "The match is over.\n"));
}

/* ---- exit statuses and option values ------------------------------------- */

/* One meaning per status in every command (data/sparrow-cli.1): 2 for
 * what the command line asks (an unknown command or option, a value or an
 * argument refused), 1 for a file that cannot be used or work that
 * failed.  Before, a hand that did not parse gave 1 and a bad --shapes 2,
 * a value that was not text 1. */
static void
test_exit_status (void)
{
  g_autofree char *tmp = g_dir_make_tmp ("sparrow-cli-XXXXXX", NULL);
  g_autofree char *missing = g_build_filename (tmp, "missing.json", NULL);
  g_autofree char *in_missing_dir = g_build_filename (tmp, "no", "such", "folder.json", NULL);
  g_autofree char *autosave = g_build_filename (tmp, "match.json", NULL);
  g_autofree char *key = g_test_build_filename (G_TEST_DIST, "data", "tls", "key.pem", NULL);
  const struct {
    int         status;
    const char *words;
    const char *args[12];
  } cases[] = {
    { 2, "unknown command", { "frobnicate" } },
    { 2, "Usage", { NULL } },
    { 2, "Unknown option", { "analyze", "--frobnicate", "1m" } },
    { 2, "unknown suit", { "analyze", "12x3m" } },
    { 2, "unknown shape", { "analyze", "--shapes=nine-pairs", "1m" } },
    { 2, "--win", { "score", "--rules", "sichuan", "--win", "0m", "--discard", "123m456m789m234p5p" } },
    /* no --win is a win on the flowers alone, which only Taiwan has */
    { 2, "without --win: A win needs a winning tile", { "score", "--rules", "sichuan", "--discard",
                                                        "123m456m789m234p5p" } },
    { 2, "without --win: A win without a winning tile is a win on all eight flowers",
      { "score", "--rules", "taiwan16", "--self-drawn", "--context", "flowers=1f2f3f5f6f7f8f", "" } },
    { 2, "unknown rule set", { "score", "--rules", "mahjong", "--win", "5p", "--discard", "123m456m789m234p5p" } },
    { 2, "expected a rank", { "hint", "--rules", "sichuan", "123m?" } },
    { 2, "--hands", { "simulate", "--rules", "sichuan", "--hands", "0" } },
    { 2, "level", { "tournament", "--rules", "sichuan", "--seats", "hard,normal,normal,wizard" } },
    { 2, "--pace", { "play", "--autosave", autosave, "--pace", "nan" } },
    { 2, "--pace", { "play", "--autosave", autosave, "--pace", "inf" } },
    { 2, "--pace", { "play", "--autosave", autosave, "--pace", "-1" } },
    { 2, "--pace", { "play", "--autosave", autosave, "--pace", "1e999" } },
    { 2, "--seconds", { "bench", "hands", "-w", "sh14_std", "--seconds", "nan", missing } },
    { 2, "--seconds", { "bench", "hands", "-w", "sh14_std", "--seconds", "-inf", missing } },
    { 2, "workload", { "bench", "hands", "-w", "sh99", missing } },
    { 1, "missing.json", { "replay", missing } },
    { 1, "missing.json", { "bench", "hands", "-w", "sh14_std", missing } },
    { 1, "folder.json", { "simulate", "--rules", "sichuan", "--hands", "1", "--record", in_missing_dir } },
    { 2, "--tls-key needs --tls-certificate", { "serve", "--tls-key", key } },
    { 2, "--search must be 0 to 1000", { "serve", "--search", "1001" } },
    { 2, "--search must be 0 to 1000", { "serve", "--search", "-2" } },
    /* a key where the certificate belongs: no server starts */
    { 1, "key.pem: not a certificate and key TLS can use", { "serve", "--port", "0", "--local", "--state", tmp,
                                                             "--tls-certificate", key } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) r = { 0 };

      run_argv (&r, cases[i].args);
      if (cases[i].args[0] == NULL)
        {
          /* no command at all: the usage, on stderr */
          g_assert_cmpint (r.status, ==, 2);
          g_assert_nonnull (strstr (r.err, cases[i].words));
          continue;
        }
      assert_refused (&r, cases[i].status, cases[i].words);
    }
  /* the refused play never began a match */
  g_assert_false (g_file_test (autosave, G_FILE_TEST_EXISTS));
  g_rmdir (tmp);
}

/* Only `serve` needs libsoup, so it is a program of its own that
 * sparrow-cli runs in its place: the other commands load none of libsoup's
 * twenty libraries (the dynamic loader was more than half of an analyze's
 * 8.2 million instructions).  A server program that is not there is said
 * in words, with exit status 1. */
static void
test_serve_program (void)
{
  g_autofree char *tmp = g_dir_make_tmp ("sparrow-cli-XXXXXX", NULL);
  g_autofree char *env = g_strdup_printf ("SPARROW_LIBEXECDIR=%s", tmp);
  const char *no_server[] = { env, NULL };
  const char *from_build[] = { "SPARROW_LIBEXECDIR=", NULL };
  const char *help[] = { "serve", "--help", NULL };
  g_auto (Run) r = { 0 };
  g_auto (Run) missing = { 0 };
  g_auto (Run) libs = { 0 };
  g_auto (Run) beside = { 0 };
  const char *trace[] = { "LD_TRACE_LOADED_OBJECTS=1", NULL };
  const char *analyze[] = { "analyze", "1m", NULL };

  /* the dynamic loader's list, as ldd prints it */
  run_argv_env (&libs, analyze, trace);
  g_assert_cmpint (libs.status, ==, 0);
  g_assert_nonnull (strstr (libs.out, "libglib-2.0"));
  g_assert_null (strstr (libs.out, "libsoup"));

  run_argv (&r, help);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "--state"));

  /* with no SPARROW_LIBEXECDIR, a build tree's sparrow-cli finds the
   * program beside it */
  run_argv_env (&beside, help, from_build);
  g_assert_cmpint (beside.status, ==, 0);
  g_assert_nonnull (strstr (beside.out, "--state"));

  run_argv_env (&missing, help, no_server);
  assert_refused (&missing, 1, "the network play server");
  g_assert_nonnull (strstr (missing.err, "sparrow-cli-serve"));
  g_rmdir (tmp);
}

/* A value that is not text in the locale's encoding was refused with
 * "Invalid byte sequence in conversion input", naming no option (and
 * exit 1); now the option is named. */
static void
test_option_not_text (void)
{
  const struct {
    const char *option;
    const char *args[10];
  } cases[] = {
    { "--seen", { "analyze", "--seen", "1m\xff", "123m" } },
    { "--shapes", { "analyze", "--shapes=\xc3\x28", "123m" } },
    { "--rules", { "score", "--rules", "\xfe", "--win", "5p", "--discard", "123m456m789m234p5p" } },
    { "-o", { "simulate", "-r", "sichuan", "-o", "\x80=1" } },
    { "--context", { "hint", "-r", "sichuan", "--context", "missing-suit=\xff", "1m234p567p2345s99s8s" } },
    { "--seats", { "tournament", "-r", "sichuan", "--seats", "hard,\xff,normal,normal" } },
    { "--workload", { "bench", "hands", "--workload", "sh14\xff", "/dev/null" } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) r = { 0 };
      g_autofree char *expected = g_strdup_printf ("%s: ", cases[i].option);
      const char *args[G_N_ELEMENTS (cases[i].args)] = { NULL };

      /* the bytes themselves, written escaped above for the reader */
      for (guint j = 0; cases[i].args[j]; j++)
        args[j] = g_strcompress (cases[i].args[j]);
      run_argv (&r, args);
      for (guint j = 0; args[j]; j++)
        g_free ((char *) args[j]);
      assert_refused (&r, 2, expected);
      g_assert_null (strstr (r.err, "Invalid byte sequence"));
    }

  /* GOption quotes an unknown option as given: the message was printed
   * with the bytes that are not text (found by fuzz-cli) */
  {
    g_auto (Run) r = { 0 };
    const char *args[] = { "score", "-r", "zhuoji", "-d\xee\xee", "123m", NULL };
    run_argv (&r, args);
    assert_refused (&r, 2, "-d");
    g_assert_true (g_utf8_validate (r.err, -1, NULL));
  }
}

/* ---- translations ----------------------------------------------------------- */

/* sparrow-cli spoke English only.  It reads the game's translations now,
 * from the same place (SPARROW_LOCALEDIR, here the build's po/): its
 * messages, its --help, its reports, and the engine's sentences. */
static void
test_translations (void)
{
  g_autofree char *localedir = g_strdup_printf ("SPARROW_LOCALEDIR=%s", g_getenv ("SPARROW_TEST_LOCALEDIR"));
  g_autofree char *record = g_test_build_filename (G_TEST_DIST, "data", "hot-seat.json", NULL);
  const struct {
    const char *language;
    const char *refusal;     /* of 19 tiles (the engine's sentence) */
    const char *help;        /* of analyze --help */
    const char *usage;       /* of sparrow-cli --help */
    const char *not_text;    /* of a value that is not text (cli-common.c) */
    const char *report;      /* of analyze */
    const char *replay;      /* of replay */
  } langs[] = {
    { "zh_CN", "手中 19 张牌", "向听数、听牌和打牌表", "命令：", "--seen：这个值不是", "已听牌（向听数 0）", "第 2 局：庄家" },
    { "zh_TW", "手中 19 張牌", "向聽數、聽牌和打牌表", "命令：", "--seen：這個值不是", "已聽牌（向聽數 0）", "第 2 局：莊家" },
  };

  g_assert_nonnull (g_getenv ("SPARROW_TEST_LOCALEDIR"));
  for (guint i = 0; i < G_N_ELEMENTS (langs); i++)
    {
      g_autofree char *language = g_strdup_printf ("LANGUAGE=%s", langs[i].language);
      /* LANGUAGE with the C locale's UTF-8 form needs no generated locale */
      const char *env[] = { language, "LC_ALL=C.UTF-8", localedir, NULL };
      const char *too_many[] = { "analyze", "123m456m789m123p456p789p1z", NULL };
      const char *help[] = { "analyze", "--help", NULL };
      const char *usage[] = { "--help", NULL };
      const char *not_text[] = { "analyze", "--seen", "\xff", "1m", NULL };
      const char *report[] = { "analyze", "123m456p789s1122z", NULL };
      const char *replay[] = { "replay", record, NULL };
      g_auto (Run) a = { 0 };
      g_auto (Run) b = { 0 };
      g_auto (Run) c = { 0 };
      g_auto (Run) d = { 0 };
      g_auto (Run) e = { 0 };
      g_auto (Run) f = { 0 };

      run_argv_env (&a, too_many, env);
      assert_refused (&a, 2, langs[i].refusal);
      run_argv_env (&b, help, env);
      g_assert_cmpint (b.status, ==, 0);
      g_assert_nonnull (strstr (b.out, langs[i].help));
      run_argv_env (&c, usage, env);
      g_assert_cmpint (c.status, ==, 0);
      g_assert_nonnull (strstr (c.out, langs[i].usage));
      run_argv_env (&d, not_text, env);
      assert_refused (&d, 2, langs[i].not_text);
      run_argv_env (&e, report, env);
      g_assert_cmpint (e.status, ==, 0);
      g_assert_nonnull (strstr (e.out, langs[i].report));
      run_argv_env (&f, replay, env);
      g_assert_cmpint (f.status, ==, 0);
      g_assert_nonnull (strstr (f.out, langs[i].replay));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/analyze/too-many-tiles", test_analyze_too_many);
  g_test_add_func ("/cli/analyze/largest", test_analyze_largest);
  g_test_add_func ("/cli/analyze/seven-pairs-short", test_analyze_seven_pairs_short);
  g_test_add_func ("/cli/analyze/json", test_analyze_json);
  g_test_add_func ("/cli/files/bench-no-hands", test_bench_no_hands);
  g_test_add_func ("/cli/files/not-regular", test_not_regular);
  g_test_add_func ("/cli/files/record-not-over", test_record_not_over);
  g_test_add_func ("/cli/replay/hot-seat", test_replay_hot_seat);
  g_test_add_func ("/cli/exit-status", test_exit_status);
  g_test_add_func ("/cli/option-not-text", test_option_not_text);
  g_test_add_func ("/cli/serve-program", test_serve_program);
  g_test_add_func ("/cli/translations", test_translations);
  return g_test_run ();
}
