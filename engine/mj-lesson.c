/* mj-lesson.c: a guided hand played from its script (mj-lesson.h): the
 * computer seats play the script's actions, the person's moves are
 * checked against it, and the notes are the steps. */
#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "mj-files.h"
#include "mj-hint.h"
#include "mj-lesson.h"
#include "mj-record.h"
#include "mj-refusal.h"

G_DEFINE_QUARK (mj-lesson-error-quark, mj_lesson_error)

#define STEP_INTRO  (-1)
#define STEP_ENDING (-2)

struct _MjLesson {
  GObject             parent_instance;

  const MjLessonData *data;
  MjMatch            *match;
  MjAction           *actions;     /* the lines' actions, parsed */
  int                *steps;       /* line of each step, or STEP_INTRO / STEP_ENDING */
  guint               n_steps;
  guint               line;        /* the next line to be played */
  guint               step;
  gboolean            waiting;     /* a note to read first */
  gboolean            done;        /* the person's move of this step is made: play goes on to the next */
  gboolean            finished;
  gboolean            replaying;   /* mj_lesson_start going to a step left before */
};

G_DEFINE_FINAL_TYPE (MjLesson, mj_lesson, G_TYPE_OBJECT)

enum {
  STEP_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- the script's part in the match ------------------------------------ */

static gboolean
is_yours (MjLesson *self,
          guint     line)
{
  return self->actions[line].seat == self->data->you;
}

static guint
step_of_line (MjLesson *self,
              guint     line)
{
  for (guint i = 0; i < self->n_steps; i++)
    if (self->steps[i] == (int) line)
      return i;
  g_assert_not_reached ();
}

static void
set_step (MjLesson *self,
          guint     step,
          gboolean  waiting)
{
  self->step = step;
  self->waiting = waiting;
  self->done = FALSE;
  g_signal_emit (self, signals[STEP_CHANGED], 0);
}

/* Nothing to read: the next step is the person's next move, or the end. */
static void
advance (MjLesson *self)
{
  if (self->waiting || self->finished)
    return;
  if (self->line < self->data->n_lines && is_yours (self, self->line))
    set_step (self, step_of_line (self, self->line), FALSE);
  else if (self->line == self->data->n_lines)
    set_step (self, self->n_steps - 1, TRUE);
}

static MjScriptChoice
script_choose (gpointer  data,
               guint     seat,
               MjAction *out)
{
  MjLesson *self = data;

  if (self->waiting)
    return MJ_SCRIPT_WAIT;
  /* (past the script the hand is over: nothing is asked of anyone) */
  if (self->line >= self->data->n_lines)
    return MJ_SCRIPT_BOT;
  /* the script's order, even among seats asked at once */
  if (self->actions[self->line].seat != seat)
    return MJ_SCRIPT_WAIT;
  *out = self->actions[self->line];
  return MJ_SCRIPT_PLAY;
}

static void
sort3 (MjTile *t)
{
  for (guint i = 0; i < 3; i++)
    for (guint j = i + 1; j < 3; j++)
      if (t[j] < t[i])
        {
          MjTile x = t[i];
          t[i] = t[j];
          t[j] = x;
        }
}

/* The move the lesson waits for, as the window makes it: a claim names
 * no tile of its own, a Lisi discard may say which copy goes. */
static gboolean
same_move (const MjAction *want,
           const MjAction *got)
{
  if (want->type != got->type || want->seat != got->seat)
    return FALSE;
  switch (want->type)
    {
    case MJ_ACTION_WIN:
    case MJ_ACTION_PASS:
    case MJ_ACTION_PUNG:
    case MJ_ACTION_KONG:
    case MJ_ACTION_DECLARE_READY:
      return TRUE;
    case MJ_ACTION_EXCHANGE:
      {
        MjTile a[3], b[3];
        memcpy (a, want->tiles, 3);
        memcpy (b, got->tiles, 3);
        sort3 (a);
        sort3 (b);
        return memcmp (a, b, 3) == 0;
      }
    case MJ_ACTION_DISCARD:
      return want->tile == got->tile &&
             (want->flags & MJ_ACTION_FLAG_READY) == (got->flags & MJ_ACTION_FLAG_READY);
    default:
      return want->tile == got->tile;
    }
}

/* `text` with %1$s, %2$s, … (and plain %s, in order) replaced by the
 * names of `tiles` (mpsz), %% by %. */
static char *
fill_tiles (const char *text,
            const char *tiles)
{
  MjTile t[MJ_NOTATION_MAX_TILES];
  guint n = 0, next = 0;
  GString *out = g_string_new (NULL);

  if (tiles && !mj_notation_parse_tiles (tiles, t, G_N_ELEMENTS (t), &n, NULL))
    n = 0;
  for (const char *p = text; *p; p++)
    {
      guint index;

      if (p[0] != '%')
        {
          g_string_append_c (out, *p);
          continue;
        }
      if (p[1] == '%')
        {
          g_string_append_c (out, '%');
          p++;
          continue;
        }
      if (p[1] == 's')
        {
          index = next++;
          p++;
        }
      else if (g_ascii_isdigit (p[1]) && p[2] == '$' && p[3] == 's')
        {
          index = (guint) (p[1] - '1');
          p += 3;
        }
      else
        {
          g_string_append_c (out, *p);
          continue;
        }
      g_string_append (out, index < n ? mj_tile_display_name (t[index]) : "?");
    }
  return g_string_free (out, FALSE);
}

static gboolean
script_check (gpointer        data,
              const MjAction *action,
              GError        **error)
{
  MjLesson *self = data;
  const MjLessonLine *line;
  const MjRules *rules;
  MjRefusal refusal;
  g_autofree char *why = NULL;
  g_autofree char *hint = NULL;

  if (self->replaying)
    return TRUE;
  if (self->waiting)
    {
      g_set_error_literal (error, MJ_LESSON_ERROR, MJ_LESSON_ERROR_READ_FIRST,
                           _("Read the lesson’s note first, then press Continue."));
      return FALSE;
    }
  if (self->finished || self->line >= self->data->n_lines)
    return TRUE;
  if (!is_yours (self, self->line))
    {
      g_set_error_literal (error, MJ_LESSON_ERROR, MJ_LESSON_ERROR_NOT_YET,
                           _("Wait a moment: the lesson lets the other players move first."));
      return FALSE;
    }
  if (same_move (&self->actions[self->line], action))
    return TRUE;
  rules = mj_game_get_rules (mj_match_get_game (self->match));
  refusal = mj_state_check (mj_game_get_state (mj_match_get_game (self->match)), action);
  line = &self->data->lines[self->line];
  hint = fill_tiles (_(line->hint), line->tiles);
  if (refusal != MJ_REFUSAL_NONE)
    {
      why = mj_hint_why_not (rules, action, refusal);
      /* Translators: the rule's reason, then the lesson's hint: two
       * sentences, joined as your language joins them (Chinese: no space) */
      g_set_error (error, MJ_LESSON_ERROR, MJ_LESSON_ERROR_REFUSED, C_("two sentences", "%1$s %2$s"), why, hint);
    }
  else
    /* Translators: a lesson refuses a legal move; the hint of what to do follows */
    g_set_error (error, MJ_LESSON_ERROR, MJ_LESSON_ERROR_OTHER_MOVE, _("The rules allow that, but this lesson "
                 "shows something else. %s"), hint);
  return FALSE;
}

static void
script_applied (gpointer        data,
                const MjAction *action)
{
  MjLesson *self = data;
  guint done;

  if (self->finished || self->line >= self->data->n_lines)
    return;
  done = self->line++;
  if (!is_yours (self, done) && self->data->lines[done].note)
    set_step (self, step_of_line (self, done), TRUE);
  else
    {
      guint step = self->step;

      advance (self);
      /* the person's move made, and the computers to play before the
       * next note: its instruction, done, must not stay up meanwhile */
      if (is_yours (self, done) && self->step == step && !self->waiting)
        {
          self->done = TRUE;
          g_signal_emit (self, signals[STEP_CHANGED], 0);
        }
    }
}

static const MjMatchScript lesson_script = {
  script_choose,
  script_check,
  script_applied,
};

/* ---- the object --------------------------------------------------------- */

static void
mj_lesson_dispose (GObject *object)
{
  MjLesson *self = MJ_LESSON (object);

  if (self->match)
    mj_match_set_script (self->match, NULL, NULL);
  g_clear_object (&self->match);
  G_OBJECT_CLASS (mj_lesson_parent_class)->dispose (object);
}

static void
mj_lesson_finalize (GObject *object)
{
  MjLesson *self = MJ_LESSON (object);

  g_free (self->actions);
  g_free (self->steps);
  G_OBJECT_CLASS (mj_lesson_parent_class)->finalize (object);
}

static void
mj_lesson_class_init (MjLessonClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mj_lesson_dispose;
  object_class->finalize = mj_lesson_finalize;

  /* the step, or whether it waits for its note to be read, changed */
  signals[STEP_CHANGED] = g_signal_new ("step-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
mj_lesson_init (MjLesson *self)
{
}

MjLesson *
mj_lesson_new (const MjLessonData *data,
               GError            **error)
{
  g_autoptr (MjLesson) self = NULL;
  const MjRules *rules;
  MjMatchSetup setup = { 0 };
  MjStackedDeal deal;
  guint k = 0;

  g_return_val_if_fail (data != NULL, NULL);

  rules = mj_rules_lookup (data->id);
  if (rules == NULL)
    {
      g_set_error (error, MJ_LESSON_ERROR, MJ_LESSON_ERROR_DATA, _("The lesson’s rule set “%s” is unknown."),
                   data->id);
      return NULL;
    }
  self = g_object_new (MJ_TYPE_LESSON, NULL);
  self->data = data;
  setup.rules = rules;
  mj_options_init_defaults (rules, &setup.options);
  if (data->options)
    {
      g_auto (GStrv) words = g_strsplit (data->options, " ", -1);
      for (guint i = 0; words[i]; i++)
        if (words[i][0] && !mj_options_parse_assignment (rules, &setup.options, words[i], error))
          return NULL;
    }
  if (!mj_stacked_deal_parse (rules, data->dealer, (const char **) data->hands, data->draws,
                              data->replacements, &deal, error))
    return NULL;
  for (guint i = 0; i < MJ_MAX_DICE && i < G_N_ELEMENTS (data->dice); i++)
    if (data->dice[i])
      deal.dice[i] = data->dice[i];
  self->actions = g_new0 (MjAction, MAX (data->n_lines, 1));
  for (guint i = 0; i < data->n_lines; i++)
    {
      const MjLessonLine *line = &data->lines[i];
      if (!mj_action_from_text (line->action, &self->actions[i], error))
        return NULL;
      if (self->actions[i].seat == data->you && (line->note == NULL || line->hint == NULL))
        {
          g_set_error (error, MJ_LESSON_ERROR, MJ_LESSON_ERROR_DATA,
                       _("Line %u (“%s”) of the lesson is your move but says neither what to do nor what "
                         "instead."), i + 1, line->action);
          return NULL;
        }
    }
  self->n_steps = 2;
  for (guint i = 0; i < data->n_lines; i++)
    self->n_steps += data->lines[i].note != NULL;
  self->steps = g_new (int, self->n_steps);
  self->steps[k++] = STEP_INTRO;
  for (guint i = 0; i < data->n_lines; i++)
    if (data->lines[i].note)
      self->steps[k++] = (int) i;
  self->steps[k] = STEP_ENDING;

  setup.seed = 1;
  setup.hands = 1;
  setup.human[data->you] = TRUE;
  setup.level = MJ_BOT_NORMAL;
  self->match = mj_match_new (&setup);
  mj_match_setup_clear (&setup);
  mj_game_set_stacked_deal (mj_match_get_game (self->match), &deal);
  mj_match_set_script (self->match, &lesson_script, self);
  return g_steal_pointer (&self);
}

const MjLessonData *
mj_lesson_get_data (MjLesson *self)
{
  g_return_val_if_fail (MJ_IS_LESSON (self), NULL);
  return self->data;
}

MjMatch *
mj_lesson_get_match (MjLesson *self)
{
  g_return_val_if_fail (MJ_IS_LESSON (self), NULL);
  return self->match;
}

gboolean
mj_lesson_start (MjLesson *self,
                 guint     step,
                 GError  **error)
{
  g_return_val_if_fail (MJ_IS_LESSON (self), FALSE);

  self->step = 0;
  self->waiting = TRUE;
  self->replaying = TRUE;
  /* the computer players wait for the introduction to be read (no
   * timeout is set while the script says WAIT) */
  mj_match_start (self->match);
  step = MIN (step, self->n_steps - 1);
  while (self->step < step)
    {
      g_autoptr (GError) local = NULL;

      if (self->waiting)
        {
          mj_lesson_continue (self);
          continue;
        }
      if (self->line >= self->data->n_lines ||
          !mj_match_submit (self->match, &self->actions[self->line], &local))
        {
          self->replaying = FALSE;
          if (local == NULL)
            g_set_error (error, MJ_LESSON_ERROR, MJ_LESSON_ERROR_DATA,
                         _("The lesson ends before its step %u."), step + 1);
          else
            g_set_error (error, MJ_LESSON_ERROR, MJ_LESSON_ERROR_DATA,
                         _("Line %u (“%s”) of the lesson cannot be played: %s"), self->line + 1,
                         self->data->lines[self->line].action, local->message);
          return FALSE;
        }
    }
  self->replaying = FALSE;
  g_signal_emit (self, signals[STEP_CHANGED], 0);
  mj_match_script_changed (self->match);
  return TRUE;
}

guint
mj_lesson_get_n_steps (MjLesson *self)
{
  g_return_val_if_fail (MJ_IS_LESSON (self), 0);
  return self->n_steps;
}

guint
mj_lesson_get_step (MjLesson *self)
{
  g_return_val_if_fail (MJ_IS_LESSON (self), 0);
  return self->step;
}

char *
mj_lesson_dup_text (MjLesson *self)
{
  int line;

  g_return_val_if_fail (MJ_IS_LESSON (self), NULL);

  line = self->steps[self->step];
  if (self->done)
    return g_strdup (_("Done. Now watch the other players: the lesson goes on at the next thing to see or "
                       "to do."));
  if (line == STEP_INTRO)
    return fill_tiles (_(self->data->intro), self->data->intro_tiles);
  if (line == STEP_ENDING)
    return fill_tiles (_(self->data->ending), self->data->ending_tiles);
  return fill_tiles (_(self->data->lines[line].note), self->data->lines[line].tiles);
}

char *
mj_lesson_dup_hint (MjLesson *self)
{
  const MjLessonLine *line;

  g_return_val_if_fail (MJ_IS_LESSON (self), NULL);

  if (!mj_lesson_get_expected (self, NULL))
    return NULL;
  line = &self->data->lines[self->line];
  return fill_tiles (_(line->hint), line->tiles);
}

gboolean
mj_lesson_get_waiting (MjLesson *self)
{
  g_return_val_if_fail (MJ_IS_LESSON (self), FALSE);
  return self->waiting;
}

gboolean
mj_lesson_get_done (MjLesson *self)
{
  g_return_val_if_fail (MJ_IS_LESSON (self), FALSE);
  return self->done;
}

gboolean
mj_lesson_get_expected (MjLesson *self,
                        MjAction *out)
{
  int line;

  g_return_val_if_fail (MJ_IS_LESSON (self), FALSE);

  line = self->steps[self->step];
  if (self->waiting || self->finished || line < 0 || (guint) line != self->line || !is_yours (self, (guint) line))
    return FALSE;
  if (out)
    *out = self->actions[line];
  return TRUE;
}

void
mj_lesson_continue (MjLesson *self)
{
  g_return_if_fail (MJ_IS_LESSON (self));

  if (!self->waiting || self->finished)
    return;
  if (self->step == self->n_steps - 1)
    {
      self->finished = TRUE;
      self->waiting = FALSE;
      g_signal_emit (self, signals[STEP_CHANGED], 0);
      return;
    }
  self->waiting = FALSE;
  advance (self);
  if (!self->replaying)
    {
      /* (a note said between the person's moves stays until the next) */
      g_signal_emit (self, signals[STEP_CHANGED], 0);
      mj_match_script_changed (self->match);
    }
}

gboolean
mj_lesson_get_finished (MjLesson *self)
{
  g_return_val_if_fail (MJ_IS_LESSON (self), FALSE);
  return self->finished;
}

/* ---- progress ----------------------------------------------------------- */

#define PROGRESS_MAX_BYTES (64 * 1024)

void
mj_lesson_progress_load (const char       *path,
                         const char       *id,
                         MjLessonProgress *out)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autofree char *text = NULL;
  gsize length;

  g_return_if_fail (path != NULL && id != NULL && out != NULL);

  memset (out, 0, sizeof *out);
  if (!mj_file_read_bounded (path, PROGRESS_MAX_BYTES, &text, &length, NULL) ||
      !g_key_file_load_from_data (file, text, length, G_KEY_FILE_NONE, NULL))
    return;
  out->finished = g_key_file_get_boolean (file, id, "finished", NULL);
  out->step = (guint) CLAMP (g_key_file_get_integer (file, id, "step", NULL), 0, 10000);
}

gboolean
mj_lesson_progress_save (const char             *path,
                         const char             *id,
                         const MjLessonProgress *progress,
                         GError                **error)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autofree char *text = NULL;
  g_autofree char *data = NULL;
  g_autofree char *dir = NULL;
  gsize length;

  g_return_val_if_fail (path != NULL && id != NULL && progress != NULL, FALSE);

  /* the other lessons' progress is kept as it was read */
  if (mj_file_read_bounded (path, PROGRESS_MAX_BYTES, &text, &length, NULL))
    g_key_file_load_from_data (file, text, length, G_KEY_FILE_KEEP_COMMENTS, NULL);
  g_key_file_set_integer (file, id, "step", (int) progress->step);
  g_key_file_set_boolean (file, id, "finished", progress->finished);
  data = g_key_file_to_data (file, &length, NULL);
  dir = g_path_get_dirname (path);
  if (!mj_dir_ensure_private (dir, error))
    return FALSE;
  return mj_file_write_private (path, data, (gssize) length, error);
}
