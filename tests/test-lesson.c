/* test-lesson.c: every lesson's script is legal in its rule set and plays
 * to its end from any step; a move other than the lesson's is refused with
 * the rule's reason and the lesson's hint; progress is kept. */
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "mj-lesson.h"

/* A move the lesson refuses now: a discard of a tile the person does not
 * hold, or (other_legal) a legal action other than the lesson's. */
static gboolean
wrong_move (MjLesson *lesson,
            gboolean  other_legal,
            MjAction *out)
{
  MjGame *game = mj_match_get_game (mj_lesson_get_match (lesson));
  guint you = mj_lesson_get_data (lesson)->you;
  const MjState *s = mj_game_get_state (game);
  MjAction legal[MJ_MAX_LEGAL], want;
  guint n = mj_game_legal_actions (game, you, legal, G_N_ELEMENTS (legal));

  g_assert_true (mj_lesson_get_expected (lesson, &want));
  if (other_legal)
    {
      for (guint i = 0; i < n; i++)
        if (legal[i].type != want.type || legal[i].tile != want.tile)
          {
            *out = legal[i];
            return TRUE;
          }
      return FALSE;
    }
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (s->players[you].hand.counts[t] == 0 && t != s->players[you].drawn)
      {
        MjAction a = { MJ_ACTION_DISCARD, (guint8) you, t, 0, { 0 } };
        *out = a;
        return TRUE;
      }
  return FALSE;
}

/* Plays `lesson` from where it is to its end as the window would: notes
 * read, the person's moves as the lesson asks, the computers one by one.
 * Marks each step reached in `reached`; tries the wrong moves at the first
 * move asked when `try_wrong`. */
static void
play_through (MjLesson *lesson,
              guint8   *reached,
              gboolean  try_wrong)
{
  MjMatch *match = mj_lesson_get_match (lesson);
  gboolean tried = !try_wrong;

  for (guint guard = 0; guard < 2000 && !mj_lesson_get_finished (lesson); guard++)
    {
      g_autofree char *text = mj_lesson_dup_text (lesson);
      MjAction want;

      reached[mj_lesson_get_step (lesson)] = 1;
      /* sentences name tiles in words: no placeholder left, no notation */
      g_assert_true (text[0] != 0);
      g_assert_null (strchr (text, '%'));
      g_assert_null (strstr (text, "?"));
      if (mj_lesson_get_waiting (lesson))
        {
          MjAction any = { MJ_ACTION_DISCARD, mj_lesson_get_data (lesson)->you, 0, 0, { 0 } };
          g_autoptr (GError) error = NULL;

          /* nothing is played while a note waits to be read */
          g_assert_false (mj_match_submit (match, &any, &error));
          g_assert_error (error, MJ_LESSON_ERROR, MJ_LESSON_ERROR_READ_FIRST);
          mj_lesson_continue (lesson);
          continue;
        }
      if (mj_lesson_get_expected (lesson, &want) &&
          (mj_game_get_pending (mj_match_get_game (match)) >> want.seat) & 1)
        {
          g_autoptr (GError) error = NULL;

          if (!tried)
            {
              MjAction bad;
              const MjLessonLine *line = NULL;
              const MjLessonData *data = mj_lesson_get_data (lesson);
              guint n_actions;

              mj_game_get_history (mj_match_get_game (match), &n_actions);
              line = &data->lines[n_actions];
              tried = TRUE;
              /* the rules' refusal, with the lesson's hint after it */
              g_assert_true (wrong_move (lesson, FALSE, &bad));
              g_assert_false (mj_match_submit (match, &bad, &error));
              g_assert_error (error, MJ_LESSON_ERROR, MJ_LESSON_ERROR_REFUSED);
              g_test_message ("%s: %s", data->id, error->message);
              g_assert_nonnull (line->hint);
              g_clear_error (&error);
              /* a legal move that is not the lesson's */
              if (wrong_move (lesson, TRUE, &bad))
                {
                  g_assert_false (mj_match_submit (match, &bad, &error));
                  g_assert_error (error, MJ_LESSON_ERROR, MJ_LESSON_ERROR_OTHER_MOVE);
                  g_clear_error (&error);
                }
            }
          if (!mj_match_submit (match, &want, &error))
            g_error ("%s: the lesson's own move was refused: %s", mj_lesson_get_data (lesson)->id, error->message);
          /* the instruction, done, is not what is read while the computers
           * play on (it stayed until the next note) */
          {
            g_autofree char *after = mj_lesson_dup_text (lesson);

            g_assert_cmpstr (after, !=, text);
            g_assert_true (mj_lesson_get_done (lesson) ==
                           (!mj_lesson_get_waiting (lesson) && !mj_lesson_get_expected (lesson, NULL) &&
                            !mj_lesson_get_finished (lesson) &&
                            mj_lesson_get_step (lesson) + 1 < mj_lesson_get_n_steps (lesson)));
          }
          continue;
        }
      /* a computer player's scripted move; nothing else can be due */
      if (!mj_match_step (match))
        g_error ("%s: stuck at step %u", mj_lesson_get_data (lesson)->id, mj_lesson_get_step (lesson));
    }
  g_assert_true (mj_lesson_get_finished (lesson));
}

static MjLesson *
new_lesson (const MjLessonData *data)
{
  g_autoptr (GError) error = NULL;
  MjLesson *lesson = mj_lesson_new (data, &error);

  g_assert_no_error (error);
  mj_match_set_autoplay (mj_lesson_get_match (lesson), FALSE);
  return lesson;
}

static void
test_plays (gconstpointer user_data)
{
  const MjLessonData *data = user_data;
  g_autoptr (MjLesson) lesson = new_lesson (data);
  g_autoptr (GError) error = NULL;
  g_autofree guint8 *reached = NULL;
  MjGame *game;
  const MjState *s;
  guint n_actions;

  g_assert_true (mj_lesson_start (lesson, 0, &error));
  g_assert_no_error (error);
  reached = g_new0 (guint8, mj_lesson_get_n_steps (lesson));
  play_through (lesson, reached, TRUE);
  for (guint i = 0; i < mj_lesson_get_n_steps (lesson); i++)
    g_assert_cmpuint (reached[i], ==, 1);

  /* every action of the script was played, and the hand is over */
  game = mj_match_get_game (mj_lesson_get_match (lesson));
  s = mj_game_get_state (game);
  mj_game_get_history (game, &n_actions);
  g_assert_cmpuint (n_actions, ==, data->n_lines);
  g_assert_true (s->hand_over);
  g_assert_cmpuint (s->n_wins, >=, 1);

  /* what each lesson shows happened */
  if (g_str_equal (data->id, "zhuoji"))
    {
      gboolean chicken = FALSE, kong = FALSE;
      for (guint i = 0; i < s->n_payments; i++)
        {
          chicken |= s->payments[i].kind == MJ_PAYMENT_CHICKEN && s->payments[i].to == data->you;
          kong |= s->payments[i].kind == MJ_PAYMENT_KONG && s->payments[i].to == data->you;
        }
      g_assert_true (chicken && kong);
      g_assert_cmpint (s->flipped, ==, mj_tile_make (MJ_SUIT_M, 1));
      g_assert_cmpint (s->hand_delta[data->you], ==, 20);
    }
  else if (g_str_equal (data->id, "lisi"))
    {
      g_assert_cmpuint (s->wins[0].ctx.seat, ==, data->you);
      g_assert_true (s->players[data->you].ready);
    }
  else if (g_str_equal (data->id, "sichuan"))
    {
      gboolean kong = FALSE;
      /* three wins in one hand: the first did not end it */
      g_assert_cmpuint (s->n_wins, ==, 3);
      g_assert_cmpuint (s->wins[0].ctx.seat, ==, 0);
      g_assert_cmpuint (s->wins[1].ctx.seat, ==, data->you);
      g_assert_cmpint (s->players[data->you].missing_suit, ==, MJ_SUIT_S);
      /* the exchange went across the table, as the lesson says */
      g_assert_cmpuint (s->exchange_shift, ==, 2);
      for (guint i = 0; i < s->n_payments; i++)
        kong |= s->payments[i].kind == MJ_PAYMENT_KONG && s->payments[i].to == data->you;
      g_assert_true (kong);
    }
  else if (g_str_equal (data->id, "qionghai"))
    {
      /* 包: East pays the win alone */
      g_assert_cmpuint (s->wins[0].ctx.seat, ==, data->you);
      g_assert_cmpint (s->hand_delta[data->you], >, 0);
      g_assert_cmpint (s->hand_delta[0], ==, -s->hand_delta[data->you]);
      g_assert_cmpint (s->hand_delta[2], ==, 0);
      g_assert_cmpint (s->hand_delta[3], ==, 0);
      g_assert_true ((s->players[data->you].flowers >> 1) & 1);
    }
  else if (g_str_equal (data->id, "taiwan16"))
    {
      g_assert_cmpuint (s->wins[0].ctx.seat, ==, data->you);
      g_assert_cmpint (s->hand_delta[data->you], ==, 620);
      g_assert_true ((s->players[data->you].flowers >> 1) & 1);
    }
}

/* Left at any step and taken up again, a lesson is at that step, and
 * plays on to its end. */
static void
test_resume (gconstpointer user_data)
{
  const MjLessonData *data = user_data;
  guint n_steps;

  {
    g_autoptr (MjLesson) probe = new_lesson (data);
    n_steps = mj_lesson_get_n_steps (probe);
  }
  for (guint step = 0; step < n_steps; step++)
    {
      g_autoptr (MjLesson) lesson = new_lesson (data);
      g_autoptr (GError) error = NULL;
      g_autofree guint8 *reached = g_new0 (guint8, n_steps);

      g_assert_true (mj_lesson_start (lesson, step, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (mj_lesson_get_step (lesson), ==, step);
      play_through (lesson, reached, FALSE);
    }
}

/* A lesson whose data is wrong is refused with a sentence, never played:
 * an unknown rule set, a move of the person's without its hint, an action
 * the text form does not read, one the rules refuse at its place. */
static void
test_bad_data (void)
{
  const MjLessonData *good = mj_lesson_data_lookup ("zhuoji");
  MjLessonLine lines[16];
  MjLessonData bad;
  g_autoptr (GError) error = NULL;
  g_autoptr (MjLesson) lesson = NULL;

  g_assert_cmpuint (good->n_lines, <=, G_N_ELEMENTS (lines));
  memcpy (lines, good->lines, good->n_lines * sizeof *lines);

  bad = *good;
  bad.id = "mahjong";
  g_assert_null (mj_lesson_new (&bad, &error));
  g_assert_error (error, MJ_LESSON_ERROR, MJ_LESSON_ERROR_DATA);
  g_clear_error (&error);

  bad = *good;
  bad.lines = lines;
  lines[4].hint = NULL;   /* N's concealed kong */
  g_assert_null (mj_lesson_new (&bad, &error));
  g_assert_error (error, MJ_LESSON_ERROR, MJ_LESSON_ERROR_DATA);
  g_assert_nonnull (strstr (error->message, "N concealed-kong 2m"));
  g_clear_error (&error);
  lines[4] = good->lines[4];

  lines[0].action = "E throws 1s";
  g_assert_null (mj_lesson_new (&bad, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  /* East does not hold a 5 of bamboo: taken up at a later step, the
   * lesson says which line cannot be played and why */
  lines[0].action = "E discard 5s";
  lesson = mj_lesson_new (&bad, &error);
  g_assert_no_error (error);
  mj_match_set_autoplay (mj_lesson_get_match (lesson), FALSE);
  g_assert_false (mj_lesson_start (lesson, 3, &error));
  g_assert_error (error, MJ_LESSON_ERROR, MJ_LESSON_ERROR_DATA);
  g_assert_nonnull (strstr (error->message, "E discard 5s"));
}

static void
test_progress (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sparrow-lesson-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "lessons", "progress.ini", NULL);
  g_autofree char *folder = g_path_get_dirname (path);
  g_autoptr (GError) error = NULL;
  MjLessonProgress p = { 3, FALSE }, q = { 0, TRUE }, got;

  /* nothing saved: the start */
  mj_lesson_progress_load (path, "lisi", &got);
  g_assert_cmpuint (got.step, ==, 0);
  g_assert_false (got.finished);

  g_assert_true (mj_lesson_progress_save (path, "lisi", &p, &error));
  g_assert_no_error (error);
  g_assert_true (mj_lesson_progress_save (path, "zhuoji", &q, &error));
  mj_lesson_progress_load (path, "lisi", &got);
  g_assert_cmpuint (got.step, ==, 3);
  g_assert_false (got.finished);
  mj_lesson_progress_load (path, "zhuoji", &got);
  g_assert_true (got.finished);

  /* a file that does not read is no progress, not a crash */
  g_assert_true (g_file_set_contents (path, "[lisi\nstep=", -1, NULL));
  mj_lesson_progress_load (path, "lisi", &got);
  g_assert_cmpuint (got.step, ==, 0);

  g_remove (path);
  g_rmdir (folder);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  const MjLessonData *const *all;
  guint n;

  g_test_init (&argc, &argv, NULL);
  all = mj_lesson_data_all (&n);
  g_assert_cmpuint (n, ==, 5);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *plays = g_strdup_printf ("/engine/lesson/%s/plays", all[i]->id);
      g_autofree char *resume = g_strdup_printf ("/engine/lesson/%s/resume", all[i]->id);

      /* one lesson for every rule set */
      g_assert_nonnull (mj_rules_lookup (all[i]->id));
      if (all[i]->n_lines == 0)
        continue;
      g_test_add_data_func (plays, all[i], test_plays);
      g_test_add_data_func (resume, all[i], test_resume);
    }
  g_test_add_func ("/engine/lesson/progress", test_progress);
  g_test_add_func ("/engine/lesson/bad-data", test_bad_data);
  return g_test_run ();
}
