/* test-drill.c: discard drills (engine/mj-drill.c).
 *
 *   /engine/drill/agrees/RULES   positions of seeded self-play, every tile of
 *                                each hand graded: the grade is the hint's
 *                                (best exactly when the hint's loss is 0 and
 *                                the rules allow it), the improving tiles and
 *                                their copies left are the hint's and the
 *                                view's, the sentence names tiles in words
 *                                and carries the hint's own; every level is
 *                                made.  The count per rule set is the first
 *                                argument (make test: 2,000; the benchmark
 *                                drill-agree: 10,000)
 *   /engine/drill/generate       the same seed gives the same position, each
 *                                level asked for is found
 *   /engine/drill/level          the level moves with a session's results
 *   /engine/drill/progress/...   the file read back as written, a missing file
 *                                is no progress, a damaged one refused with a
 *                                sentence and kept aside, one that cannot be
 *                                read left as it is and not replaced
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "mj-drill.h"
#include "mj-words-test.h"

#define BIT(t) (G_GUINT64_CONSTANT (1) << (t))

static guint n_positions = 1000;
static char *tmp_dir;

typedef struct {
  guint n;
  guint want;
  guint levels[MJ_DRILL_N_LEVELS + 1];
  guint grades[3];
  guint value_goods;   /* as good by the figures, good for the value given up */
} Agree;

static void
check_position (const MjDrillPosition *p,
                Agree                 *ag)
{
  const MjHint *hint = &p->hint;
  guint8 unseen[MJ_N_KINDS];
  guint n_best = 0, n_tiles = 0, n_worse = 0;

  g_assert_cmpuint (p->level, >=, 1);
  g_assert_cmpuint (p->level, <=, MJ_DRILL_N_LEVELS);
  ag->levels[p->level]++;
  g_assert_cmpint (hint->kind, ==, MJ_HINT_TURN);
  g_assert_cmpint (hint->recommended.type, ==, MJ_ACTION_DISCARD);
  mj_view_unseen (&p->view, unseen);

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      MjAction a = { MJ_ACTION_DISCARD, p->view.seat, t, 0, { 0 } };
      MjDrillResult r;
      const MjHintDiscard *d;
      g_autofree char *review = NULL;
      g_autofree char *advice = NULL;
      guint n = 0;
      int i, loss;

      if (p->view.hand.counts[t] == 0)
        {
          g_assert_false (mj_drill_grade (p, t, &r));
          continue;
        }
      g_assert_true (mj_drill_grade (p, t, &r));
      i = mj_hint_find_discard (hint, &a);
      g_assert_cmpint (i, >=, 0);
      d = &hint->candidates[i];
      loss = mj_hint_discard_loss (hint, &a);
      n_tiles += p->view.hand.counts[t];
      ag->grades[r.grade]++;

      /* the grade is the hint's */
      g_assert_cmpuint (r.best, ==, hint->recommended.tile);
      g_assert_cmpint (r.loss, ==, loss);
      g_assert_cmpint (r.refusal, ==, d->refusal);
      if (d->refusal != MJ_REFUSAL_NONE)
        g_assert_cmpint (r.grade, ==, MJ_DRILL_WEAK);
      else if (loss == 0)
        {
          /* as good by the figures: best unless it gives up what the rule
           * set pays for and the advice keeps */
          const MjRules *rules = p->view.rules;
          gboolean value = t != hint->recommended.tile && rules->bot_keep_bias &&
                           rules->bot_keep_bias (&p->view, t) > rules->bot_keep_bias (&p->view, hint->recommended.tile);

          g_assert_cmpint (r.grade, ==, value ? MJ_DRILL_GOOD : MJ_DRILL_BEST);
          ag->value_goods += value;
          if (value)
            g_assert_nonnull (strstr (r.sentence, mj_rules_short_name (rules)));
        }
      else
        {
          g_assert_cmpint (r.grade, !=, MJ_DRILL_BEST);
          g_assert_cmpint (r.grade == MJ_DRILL_GOOD, ==,
                           d->shanten == hint->candidates[0].shanten &&
                           3 * d->n_accepted >= 2 * hint->candidates[0].n_accepted);
        }
      if (t == hint->recommended.tile)
        g_assert_cmpint (r.grade, ==, MJ_DRILL_BEST);
      n_best += r.grade == MJ_DRILL_BEST ? p->view.hand.counts[t] : 0;
      n_worse += r.grade != MJ_DRILL_BEST && d->refusal == MJ_REFUSAL_NONE;

      /* the improving tiles are the hint's, their copies those the seat cannot see */
      g_assert_cmpuint (r.chosen_accepted, ==, d->accepted);
      g_assert_cmpuint (r.best_accepted, ==, hint->candidates[0].accepted);
      g_assert_cmpint (r.chosen_shanten, ==, d->shanten);
      if (d->shanten > 0)
        {
          for (MjTile u = 0; u < MJ_N_KINDS; u++)
            if (r.chosen_accepted & BIT (u))
              n += unseen[u];
          g_assert_cmpuint (n, ==, r.chosen_n_accepted);
        }

      /* the sentence: the hint's words, tiles in words */
      g_assert_nonnull (r.sentence);
      advice = mj_hint_sentence (hint);
      g_assert_nonnull (strstr (r.sentence, advice));
      review = mj_hint_review_sentence (hint, &a);
      if (r.grade != MJ_DRILL_BEST && d->refusal == MJ_REFUSAL_NONE && loss > 0)
        {
          g_assert_nonnull (review);
          g_assert_true (g_str_has_prefix (r.sentence, review));
        }
      g_assert_nonnull (strstr (r.sentence, mj_tile_display_name (r.best)));
      words_test_assert_in_words (r.sentence);
      mj_drill_result_clear (&r);
    }
  /* a choice worth a drill: something worse to choose, and best no more than half the hand */
  g_assert_cmpuint (n_worse, >, 0);
  g_assert_cmpuint (2 * n_best, <=, n_tiles);
}

static gboolean
agree_visit (const MjDrillPosition *p,
             gpointer               data)
{
  Agree *ag = data;

  check_position (p, ag);
  return ++ag->n < ag->want;
}

static void
test_agrees (gconstpointer data)
{
  const MjRules *rules = data;
  Agree ag = { 0, n_positions, { 0 }, { 0 }, 0 };

  mj_drill_self_play (rules, 1, G_MAXUINT, agree_visit, &ag);
  g_assert_cmpuint (ag.n, ==, n_positions);
  g_test_message ("%s: %u positions; levels 1 to 5: %u %u %u %u %u; best %u, good %u (for value %u), weak %u",
                  rules->id, ag.n, ag.levels[1], ag.levels[2], ag.levels[3], ag.levels[4], ag.levels[5],
                  ag.grades[MJ_DRILL_BEST], ag.grades[MJ_DRILL_GOOD], ag.value_goods, ag.grades[MJ_DRILL_WEAK]);
  /* positions of every difficulty come out of self-play */
  if (n_positions >= 1000)
    for (guint l = 1; l <= MJ_DRILL_N_LEVELS; l++)
      g_assert_cmpuint (ag.levels[l], >, 0);
}

static void
test_generate (void)
{
  guint n_rules;
  const MjRules * const *all = mj_rules_all (&n_rules);
  g_autofree MjDrillPosition *a = g_new0 (MjDrillPosition, 1);
  g_autofree MjDrillPosition *b = g_new0 (MjDrillPosition, 1);

  for (guint r = 0; r < n_rules; r++)
    for (guint level = 1; level <= MJ_DRILL_N_LEVELS; level++)
      {
        guint64 seed = 100 * level + r;

        g_assert_true (mj_drill_generate (all[r], seed, level, a));
        g_assert_true (mj_drill_generate (all[r], seed, level, b));
        g_assert_cmpuint (a->seed, ==, b->seed);
        g_assert_cmpuint (a->n_actions, ==, b->n_actions);
        g_assert_true (memcmp (&a->view.hand, &b->view.hand, sizeof a->view.hand) == 0);
        g_assert_cmpuint (a->level, ==, level);
        g_assert_true (a->view.rules == all[r]);
      }
}

static void
test_level (void)
{
  g_autoptr (MjDrillProgress) p = mj_drill_progress_new ();
  MjDrillRecord r;

  mj_drill_progress_get (p, "sichuan", &r);
  g_assert_cmpuint (r.level, ==, 1);
  g_assert_cmpuint (r.sessions, ==, 0);
  /* 8 best, 0 good: 16 points, up */
  g_assert_cmpuint (mj_drill_progress_end_session (p, "sichuan", 10, 8, 0), ==, 2);
  /* 6 best, 3 good: 15 points, stays */
  g_assert_cmpuint (mj_drill_progress_end_session (p, "sichuan", 10, 6, 3), ==, 2);
  /* 3 best, 2 good: 8 points, down */
  g_assert_cmpuint (mj_drill_progress_end_session (p, "sichuan", 10, 3, 2), ==, 1);
  /* never below 1 nor above the top */
  g_assert_cmpuint (mj_drill_progress_end_session (p, "sichuan", 10, 0, 0), ==, 1);
  for (guint i = 0; i < 10; i++)
    mj_drill_progress_end_session (p, "sichuan", 10, 10, 0);
  mj_drill_progress_get (p, "sichuan", &r);
  g_assert_cmpuint (r.level, ==, MJ_DRILL_N_LEVELS);
  g_assert_cmpuint (r.sessions, ==, 14);
  /* a rule set of its own */
  mj_drill_progress_get (p, "guizhou", &r);
  g_assert_cmpuint (r.level, ==, 1);
}

static char *
tmp_path (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

static void
test_round_trip (void)
{
  g_autofree char *path = g_build_filename (tmp_dir, "trip", "deeper", "drills.ini", NULL);
  g_autoptr (MjDrillProgress) p = mj_drill_progress_new ();
  g_autoptr (MjDrillProgress) q = NULL;
  g_autoptr (MjDrillProgress) missing = NULL;
  g_autoptr (GError) error = NULL;
  MjDrillRecord a, b;
  GStatBuf st;

  missing = mj_drill_progress_load (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (missing);
  mj_drill_progress_get (missing, "lisi", &a);
  g_assert_cmpuint (a.positions, ==, 0);

  for (guint i = 0; i < 10; i++)
    mj_drill_progress_add_answer (p, "lisi", i < 7 ? MJ_DRILL_BEST : i < 9 ? MJ_DRILL_GOOD : MJ_DRILL_WEAK);
  mj_drill_progress_end_session (p, "lisi", 10, 7, 2);
  mj_drill_progress_add_answer (p, "taiwan", MJ_DRILL_GOOD);
  g_assert_true (mj_drill_progress_save (p, path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);

  q = mj_drill_progress_load (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (q);
  for (guint r = 0; r < 2; r++)
    {
      const char *id = r ? "taiwan" : "lisi";
      mj_drill_progress_get (p, id, &a);
      mj_drill_progress_get (q, id, &b);
      g_assert_true (memcmp (&a, &b, sizeof a) == 0);
    }
  mj_drill_progress_get (q, "lisi", &b);
  g_assert_cmpuint (b.sessions, ==, 1);
  g_assert_cmpuint (b.positions, ==, 10);
  g_assert_cmpuint (b.best, ==, 7);
  g_assert_cmpuint (b.good, ==, 2);
  g_assert_cmpuint (b.level, ==, 2);
  g_assert_cmpuint (mj_drill_record_best_percent (&b), ==, 70);
}

/* A rule set another Sparrow knows is written back as it was. */
static void
test_unknown_group (void)
{
  const char *text = "[mahjong_of_elsewhere]\nsessions=3\nshape=round\n\n[guizhou]\nsessions=1\npositions=10\nbest=4\ngood=3\nlevel=1\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (MjDrillProgress) p = mj_drill_progress_from_data (text, strlen (text), &error);
  g_autofree char *out = NULL;
  MjDrillRecord r;

  g_assert_no_error (error);
  mj_drill_progress_get (p, "guizhou", &r);
  g_assert_cmpuint (r.best, ==, 4);
  mj_drill_progress_add_answer (p, "guizhou", MJ_DRILL_BEST);
  out = mj_drill_progress_to_data (p);
  g_assert_nonnull (strstr (out, "[mahjong_of_elsewhere]\nsessions=3\nshape=round\n"));
  g_assert_nonnull (strstr (out, "best=5"));
}

static const struct {
  const char *name;
  const char *text;
  const char *words;    /* in the error's sentence */
} bad_files[] = {
  { "not-ini", "{\"sichuan\": 3}", "not a progress file" },
  { "text", "sessions=1\n", "not a progress file" },
  { "letters", "[sichuan]\nsessions=two\npositions=1\nbest=0\ngood=0\nlevel=1\n", "“sessions” is “two”, not a count" },
  { "negative", "[sichuan]\nsessions=1\npositions=-1\nbest=0\ngood=0\nlevel=1\n", "“positions” is “-1”, not a count" },
  { "huge", "[sichuan]\nsessions=1\npositions=99999999999999999999999\nbest=0\ngood=0\nlevel=1\n", "“positions”" },
  { "missing", "[sichuan]\nsessions=1\npositions=1\nbest=0\nlevel=1\n", "“good” is missing" },
  { "more-best", "[sichuan]\nsessions=1\npositions=3\nbest=2\ngood=2\nlevel=1\n", "more best and good answers than positions" },
  { "level-0", "[lisi]\nsessions=1\npositions=3\nbest=2\ngood=0\nlevel=0\n", "the level is 0" },
  { "level-9", "[lisi]\nsessions=1\npositions=3\nbest=2\ngood=0\nlevel=9\n", "the level is 9" },
  { "not-utf8", "[lisi]\nsessions=\xff\n", "not UTF-8" },
};

static void
test_bad_files (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_files); i++)
    {
      g_autofree char *name = g_strdup_printf ("bad-%s.ini", bad_files[i].name);
      g_autofree char *path = tmp_path (name);
      g_autofree char *aside = g_strdup_printf ("%s.corrupt", path);
      g_autofree char *kept = NULL;
      g_autoptr (GError) error = NULL;
      g_autoptr (MjDrillProgress) p = NULL;
      g_autoptr (MjDrillProgress) fresh = mj_drill_progress_new ();

      g_assert_true (g_file_set_contents (path, bad_files[i].text, -1, NULL));
      p = mj_drill_progress_load (path, &error);
      g_assert_null (p);
      g_assert_nonnull (error);
      g_assert_true (error->domain == MJ_DRILL_ERROR);
      if (strstr (error->message, bad_files[i].words) == NULL)
        g_error ("%s: “%s” does not say “%s”", bad_files[i].name, error->message, bad_files[i].words);
      g_assert_nonnull (strstr (error->message, aside));
      /* nothing lost: the file is kept aside, byte for byte */
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
      g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
      g_assert_cmpstr (kept, ==, bad_files[i].text);
      /* and the next save starts afresh beside it */
      g_assert_true (mj_drill_progress_save (fresh, path, NULL));
      g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));
    }
}

/* A file too large to be one is refused without reading it all. */
static void
test_too_large (void)
{
  g_autofree char *path = tmp_path ("large.ini");
  g_autofree char *big = g_strnfill (200 * 1024, '#');
  g_autoptr (GError) error = NULL;
  g_autoptr (MjDrillProgress) p = NULL;

  g_assert_true (g_file_set_contents (path, big, -1, NULL));
  p = mj_drill_progress_load (path, &error);
  g_assert_null (p);
  g_assert_error (error, MJ_DRILL_ERROR, MJ_DRILL_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "far larger"));
}

/* A folder where the file should be: said, left as it is, not replaced. */
static void
test_unreadable (void)
{
  g_autofree char *path = tmp_path ("folder.ini");
  g_autoptr (GError) error = NULL;
  g_autoptr (MjDrillProgress) p = NULL;
  g_autoptr (MjDrillProgress) fresh = mj_drill_progress_new ();

  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  p = mj_drill_progress_load (path, &error);
  g_assert_null (p);
  g_assert_error (error, MJ_DRILL_ERROR, MJ_DRILL_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "left as it is"));
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_DIR));
  g_clear_error (&error);
  g_assert_false (mj_drill_progress_save (fresh, path, &error));
  g_assert_error (error, MJ_DRILL_ERROR, MJ_DRILL_ERROR_IO);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_DIR));
  g_rmdir (path);
}

int
main (int    argc,
      char **argv)
{
  guint n_rules;
  const MjRules * const *all;
  int status;

  g_test_init (&argc, &argv, NULL);
  if (argc > 1)
    n_positions = (guint) g_ascii_strtoull (argv[1], NULL, 10);
  tmp_dir = g_dir_make_tmp ("sparrow-drill-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);

  all = mj_rules_all (&n_rules);
  for (guint i = 0; i < n_rules; i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/drill/agrees/%s", all[i]->id);
      g_test_add_data_func (path, all[i], test_agrees);
    }
  g_test_add_func ("/engine/drill/generate", test_generate);
  g_test_add_func ("/engine/drill/level", test_level);
  g_test_add_func ("/engine/drill/progress/round-trip", test_round_trip);
  g_test_add_func ("/engine/drill/progress/unknown-group", test_unknown_group);
  g_test_add_func ("/engine/drill/progress/bad-files", test_bad_files);
  g_test_add_func ("/engine/drill/progress/too-large", test_too_large);
  g_test_add_func ("/engine/drill/progress/unreadable", test_unreadable);
  status = g_test_run ();

  {
    g_autoptr (GDir) dir = g_dir_open (tmp_dir, 0, NULL);
    const char *name;
    while (dir && (name = g_dir_read_name (dir)))
      {
        g_autofree char *p = g_build_filename (tmp_dir, name, NULL);
        g_remove (p);
      }
    {
      g_autofree char *trip = g_build_filename (tmp_dir, "trip", "deeper", "drills.ini", NULL);
      g_autofree char *deeper = g_build_filename (tmp_dir, "trip", "deeper", NULL);
      g_autofree char *top = g_build_filename (tmp_dir, "trip", NULL);
      g_remove (trip);
      g_rmdir (deeper);
      g_rmdir (top);
    }
    g_rmdir (tmp_dir);
  }
  g_free (tmp_dir);
  return status;
}
