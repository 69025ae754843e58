/* test-tournament.c: `sparrow-cli tournament` as a user runs it: the
 * shape of its JSON (every level's mean and 95% interval, every
 * difference between levels, the 99th percentile and the mean of decision
 * times), every seating order with --arrangements all, the same result on
 * one thread and on two, the search's figures and the points deal by deal,
 * and a readable refusal with a failing exit status for a bad level, bad
 * rules, no deals, unknown arrangements or a bad search tuning. */
#include "config.h"

#include <json-glib/json-glib.h>
#include <math.h>
#include <string.h>

typedef struct {
  char *out;
  char *err;
  int   status;
} Run;

static void
run_clear (Run *r)
{
  g_clear_pointer (&r->out, g_free);
  g_clear_pointer (&r->err, g_free);
}

/* Runs `sparrow-cli tournament` with the arguments (NULL-terminated). */
static void
run_tournament (Run        *r,
                const char *first,
                ...)
{
  const char *cli = g_getenv ("SPARROW_CLI");
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  va_list ap;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (gpointer) cli);
  g_ptr_array_add (argv, "tournament");
  va_start (ap, first);
  for (const char *a = first; a; a = va_arg (ap, const char *))
    g_ptr_array_add (argv, (gpointer) a);
  va_end (ap);
  g_ptr_array_add (argv, NULL);

  memset (r, 0, sizeof *r);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &r->out, &r->err, &r->status, &error));
  g_assert_no_error (error);
}

/* `{"mean": M, "ci95": [LO, HI]}` with LO ≤ M ≤ HI. */
static void
check_interval (JsonObject *o,
                const char *name)
{
  JsonObject *x;
  JsonArray *ci;
  double mean, lo, hi;

  g_assert_true (json_object_has_member (o, name));
  x = json_object_get_object_member (o, name);
  g_assert_nonnull (x);
  g_assert_true (json_object_has_member (x, "mean"));
  g_assert_true (json_object_has_member (x, "ci95"));
  mean = json_object_get_double_member (x, "mean");
  ci = json_object_get_array_member (x, "ci95");
  g_assert_nonnull (ci);
  g_assert_cmpuint (json_array_get_length (ci), ==, 2);
  lo = json_array_get_double_element (ci, 0);
  hi = json_array_get_double_element (ci, 1);
  g_assert_cmpfloat (lo, <=, mean + 1e-9);
  g_assert_cmpfloat (mean, <=, hi + 1e-9);
}

static void
test_json_shape (void)
{
  static const char * const rules[] = { "sichuan", "zhuoji", "lisi", "qionghai", "taiwan16" };

  for (guint i = 0; i < G_N_ELEMENTS (rules); i++)
    {
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autoptr (GError) error = NULL;
      JsonObject *root, *levels, *diffs, *p99;
      Run r;

      /* few deals: the hard level searches */
      run_tournament (&r, "--rules", rules[i], "--hands", "2", "--seats", "hard,normal,easy,normal",
                      "--seed", "3", "--json", NULL);
      g_assert_true (g_spawn_check_wait_status (r.status, NULL));
      g_assert_true (json_parser_load_from_data (parser, r.out, -1, &error));
      g_assert_no_error (error);
      root = json_node_get_object (json_parser_get_root (parser));
      g_assert_nonnull (root);
      g_assert_cmpstr (json_object_get_string_member (root, "rules"), ==, rules[i]);
      g_assert_cmpint (json_object_get_int_member (root, "deals"), ==, 2);
      g_assert_cmpint (json_object_get_int_member (root, "arrangements"), ==, 4);

      levels = json_object_get_object_member (root, "levels");
      g_assert_nonnull (levels);
      g_assert_cmpuint (json_object_get_size (levels), ==, 3);
      check_interval (levels, "hard");
      check_interval (levels, "normal");
      check_interval (levels, "easy");

      diffs = json_object_get_object_member (root, "differences");
      g_assert_nonnull (diffs);
      check_interval (diffs, "hard-normal");
      check_interval (diffs, "hard-easy");
      check_interval (diffs, "normal-easy");

      p99 = json_object_get_object_member (root, "decision_ms_p99");
      g_assert_nonnull (p99);
      for (guint l = 0; l < 3; l++)
        {
          static const char * const names[] = { "hard", "normal", "easy" };
          g_assert_true (json_object_has_member (p99, names[l]));
          g_assert_cmpfloat (json_object_get_double_member (p99, names[l]), >=, 0);
        }
      run_clear (&r);
    }
}

/* --arrangements all: hard, normal, normal, easy sit in all twelve of
 * their orders (three up to rotation), one deal each, in the order given
 * first; a mean time per decision beside the 99th percentile (Hard
 * searching with a tenth of its budget). */
static void
test_arrangements (void)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *root, *mean;
  Run r;

  run_tournament (&r, "--rules", "sichuan", "--hands", "3", "--seats", "hard,normal,normal,easy",
                  "--arrangements", "all", "--search", "10", "--seed", "4", "--json", NULL);
  g_assert_true (g_spawn_check_wait_status (r.status, NULL));
  g_assert_true (json_parser_load_from_data (parser, r.out, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpint (json_object_get_int_member (root, "arrangements"), ==, 12);
  g_assert_cmpint (json_object_get_int_member (root, "hands"), ==, 12);
  mean = json_object_get_object_member (root, "decision_ms_mean");
  g_assert_nonnull (mean);
  g_assert_cmpfloat (json_object_get_double_member (mean, "hard"), >, 0);
  run_clear (&r);
}

/* The search's own figures (decisions searched, worlds per decision, how
 * often another answer was taken) and, with --per-deal, each level's
 * points deal by deal, which average to the level's mean; fewer rivals
 * (--search-tuning rivals=1 against rivals=4) buy more worlds a decision. */
static void
test_search_figures (void)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (JsonParser) fewer = json_parser_new ();
  g_autoptr (JsonParser) critical = json_parser_new ();
  JsonObject *root, *search, *deals, *levels;
  gint64 everywhere;
  JsonArray *hard;
  double sum = 0, worlds;
  Run r;

  run_tournament (&r, "--rules", "sichuan", "--hands", "2", "--search", "30", "--seed", "6", "--json", "--per-deal",
                  "--search-tuning", "rivals=4", NULL);
  g_assert_true (g_spawn_check_wait_status (r.status, NULL));
  g_assert_true (json_parser_load_from_data (parser, r.out, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  search = json_object_get_object_member (root, "search");
  g_assert_nonnull (search);
  g_assert_cmpint (json_object_get_int_member (search, "decisions"), >, 0);
  worlds = json_object_get_double_member (search, "worlds_mean");
  everywhere = json_object_get_int_member (search, "decisions");
  g_assert_cmpfloat (worlds, >=, 2);
  g_assert_cmpfloat (json_object_get_double_member (search, "switch_rate"), >=, 0);
  g_assert_cmpfloat (json_object_get_double_member (search, "switch_rate"), <=, 1);
  deals = json_object_get_object_member (root, "deal_points");
  g_assert_nonnull (deals);
  hard = json_object_get_array_member (deals, "hard");
  g_assert_cmpint (json_array_get_length (hard), ==, 2);
  for (guint d = 0; d < 2; d++)
    sum += json_array_get_double_element (hard, d);
  levels = json_object_get_object_member (root, "levels");
  g_assert_cmpfloat (fabs (sum / 2 - json_object_get_double_member (json_object_get_object_member (levels, "hard"),
                                                                    "mean")), <, 1e-9);
  run_clear (&r);

  run_tournament (&r, "--rules", "sichuan", "--hands", "2", "--search", "30", "--seed", "6", "--json",
                  "--search-tuning", "rivals=1", NULL);
  g_assert_true (g_spawn_check_wait_status (r.status, NULL));
  g_assert_true (json_parser_load_from_data (fewer, r.out, -1, NULL));
  root = json_node_get_object (json_parser_get_root (fewer));
  g_assert_false (json_object_has_member (root, "deal_points"));
  search = json_object_get_object_member (root, "search");
  g_assert_cmpfloat (json_object_get_double_member (search, "worlds_mean"), >, worlds);
  run_clear (&r);

  /* only where it matters most (claims, kongs, discards near ready), with
   * the opponents dealt as the danger read expects: fewer decisions
   * searched (63 of 97 here) */
  run_tournament (&r, "--rules", "sichuan", "--hands", "2", "--search", "30", "--seed", "6", "--json",
                  "--search-tuning", "rivals=4,where=critical,read=1,playout=easy", NULL);
  g_assert_true (g_spawn_check_wait_status (r.status, NULL));
  g_assert_true (json_parser_load_from_data (critical, r.out, -1, NULL));
  root = json_node_get_object (json_parser_get_root (critical));
  search = json_object_get_object_member (root, "search");
  g_assert_cmpint (json_object_get_int_member (search, "decisions"), >, 0);
  g_assert_cmpint (json_object_get_int_member (search, "decisions"), <, everywhere);
  run_clear (&r);
}

/* The points do not depend on the threads that play them. */
static void
test_jobs_same (void)
{
  Run one, two;
  g_autoptr (JsonParser) p1 = json_parser_new ();
  g_autoptr (JsonParser) p2 = json_parser_new ();
  JsonObject *d1, *d2;

  run_tournament (&one, "--rules", "sichuan", "--hands", "3", "--seats", "hard,normal,easy,normal", "--seed", "5",
                  "--json", "--jobs", "1", NULL);
  run_tournament (&two, "--rules", "sichuan", "--hands", "3", "--seats", "hard,normal,easy,normal", "--seed", "5",
                  "--json", "--jobs", "2", NULL);
  g_assert_true (g_spawn_check_wait_status (one.status, NULL));
  g_assert_true (g_spawn_check_wait_status (two.status, NULL));
  g_assert_true (json_parser_load_from_data (p1, one.out, -1, NULL));
  g_assert_true (json_parser_load_from_data (p2, two.out, -1, NULL));
  d1 = json_object_get_object_member (json_node_get_object (json_parser_get_root (p1)), "differences");
  d2 = json_object_get_object_member (json_node_get_object (json_parser_get_root (p2)), "differences");
  g_assert_cmpfloat (json_object_get_double_member (json_object_get_object_member (d1, "hard-normal"), "mean"), ==,
                     json_object_get_double_member (json_object_get_object_member (d2, "hard-normal"), "mean"));
  run_clear (&one);
  run_clear (&two);
}

typedef struct {
  const char *name;
  const char *args[8];
  const char *says;   /* a part of the message */
} Refusal;

static const Refusal refusals[] = {
  { "bad-level", { "--rules", "sichuan", "--hands", "2", "--seats", "hard,normal,expert,normal", NULL }, "expert" },
  { "three-seats", { "--rules", "sichuan", "--hands", "2", "--seats", "hard,normal,easy", NULL }, "four levels" },
  { "bad-rules", { "--rules", "mars", "--hands", "2", NULL }, "mars" },
  { "no-rules", { "--hands", "2", NULL }, "rules" },
  { "zero-hands", { "--rules", "sichuan", "--hands", "0", NULL }, "--hands" },
  { "negative-hands", { "--rules", "sichuan", "--hands", "-5", NULL }, "--hands" },
  { "search-too-much", { "--rules", "sichuan", "--hands", "2", "--search", "5000", NULL }, "--search" },
  { "bad-arrangements", { "--rules", "sichuan", "--hands", "2", "--arrangements", "some", NULL }, "some" },
  { "no-rivals", { "--rules", "sichuan", "--hands", "2", "--search-tuning", "z=2,rivals=0", NULL }, "rivals=0" },
  { "bad-playout", { "--rules", "sichuan", "--hands", "2", "--search-tuning", "playout=wizard", NULL }, "wizard" },
  { "bad-z", { "--rules", "sichuan", "--hands", "2", "--search-tuning", "z=two", NULL }, "z=two" },
  { "bad-where", { "--rules", "sichuan", "--hands", "2", "--search-tuning", "where=nowhere", NULL }, "nowhere" },
};

static void
test_refusal (gconstpointer data)
{
  const Refusal *f = data;
  Run r;

  run_tournament (&r, f->args[0], f->args[1], f->args[2], f->args[3], f->args[4], f->args[5], f->args[6],
                  f->args[7], NULL);
  g_assert_false (g_spawn_check_wait_status (r.status, NULL));
  g_assert_cmpstr (r.out, ==, "");
  /* one readable line or a few, naming what was wrong, no crash */
  g_assert_nonnull (strstr (r.err, f->says));
  g_assert_null (strstr (r.err, "CRITICAL"));
  g_assert_true (g_utf8_validate (r.err, -1, NULL));
  run_clear (&r);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tournament/json-shape", test_json_shape);
  g_test_add_func ("/tournament/jobs-same", test_jobs_same);
  g_test_add_func ("/tournament/arrangements", test_arrangements);
  g_test_add_func ("/tournament/search-figures", test_search_figures);
  for (guint i = 0; i < G_N_ELEMENTS (refusals); i++)
    {
      g_autofree char *path = g_strdup_printf ("/tournament/refuses/%s", refusals[i].name);
      g_test_add_data_func (path, &refusals[i], test_refusal);
    }
  return g_test_run ();
}
