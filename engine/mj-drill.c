/* mj-drill.c: discard drills.  A position is a seat's view at its turn in
 * a match of computer players; it is graded with the hint built from that
 * view and the game's legal actions, so a drill never says anything the
 * hint panel would not say at the table: the same figures (tiles from
 * ready, tiles that help and their copies left, and, ready, the waits a
 * discard may be won on and what they are worth), the same refusals, the
 * same sentences. */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "mj-bot.h"
#include "mj-drill.h"
#include "mj-files.h"

/* A progress file holds five small groups; anything far larger is not one. */
#define MAX_FILE_BYTES (64 * 1024)
/* Hands of self-play mj_drill_generate looks through for its level. */
#define GENERATE_HANDS 24
#define MATCH_HANDS 8

G_DEFINE_QUARK (mj-drill-error-quark, mj_drill_error)

void
mj_drill_result_clear (MjDrillResult *result)
{
  g_return_if_fail (result != NULL);
  g_clear_pointer (&result->sentence, g_free);
}

const char *
mj_drill_grade_name (MjDrillGrade grade)
{
  switch (grade)
    {
    case MJ_DRILL_BEST:
      /* TRANSLATORS: the grade of a discard in a drill */
      return C_("drill grade", "Best");
    case MJ_DRILL_GOOD:
      return C_("drill grade", "Good");
    default:
      return C_("drill grade", "Weak");
    }
}

/* ---- grading -------------------------------------------------------------------------- */

static MjAction
discard_of (const MjView *view,
            MjTile        tile)
{
  MjAction a = { MJ_ACTION_DISCARD, view->seat, tile, 0, { 0 } };
  return a;
}

/* Is `best`, as good by the figures, the better tile to let go for what
 * the rule set pays (a chicken thrown first in Guizhou charges, one kept
 * after it is paid for; Lisi's tiles beside the standing ones; Qionghai's
 * and Taiwan's pairs of honours that score)?  The hint weighs it so when
 * the figures tie (keep_worth). */
static gboolean
gives_up_value (const MjView *view,
                MjTile        tile,
                MjTile        best)
{
  const MjRules *rules = view->rules;

  return tile != best && rules->bot_keep_bias &&
         rules->bot_keep_bias (view, tile) > rules->bot_keep_bias (view, best);
}

/* The grade by the hint's figures alone, without a sentence: the one rule
 * the drills, the level of a position and the tests share. */
static MjDrillGrade
grade_of (const MjHint *hint,
          const MjView *view,
          MjTile        tile,
          int          *loss_out)
{
  MjAction a = discard_of (view, tile);
  int i = mj_hint_find_discard (hint, &a);
  const MjHintDiscard *d, *best;
  int loss;

  g_assert (i >= 0);
  d = &hint->candidates[i];
  best = &hint->candidates[0];
  loss = mj_hint_discard_loss (hint, &a);
  if (loss_out)
    *loss_out = loss;
  if (d->refusal != MJ_REFUSAL_NONE)
    return MJ_DRILL_WEAK;
  if (loss == 0)
    return gives_up_value (view, tile, best->tile) ? MJ_DRILL_GOOD : MJ_DRILL_BEST;
  /* as close to ready, and most of what helps kept: a choice a good
   * player could make on a hunch */
  if (d->shanten == best->shanten && 3 * (guint) d->n_accepted >= 2 * (guint) best->n_accepted)
    return MJ_DRILL_GOOD;
  return MJ_DRILL_WEAK;
}

gboolean
mj_drill_grade (const MjDrillPosition *position,
                MjTile                 tile,
                MjDrillResult         *out)
{
  const MjHint *hint;
  const MjHintDiscard *d, *best;
  MjAction a;
  GString *why;
  g_autofree char *advice = NULL;
  g_autofree char *first = NULL;
  int i;

  g_return_val_if_fail (position != NULL && out != NULL, FALSE);

  memset (out, 0, sizeof *out);
  hint = &position->hint;
  if (tile >= MJ_N_KINDS || position->view.hand.counts[tile] == 0 || hint->n_candidates == 0)
    return FALSE;
  a = discard_of (&position->view, tile);
  i = mj_hint_find_discard (hint, &a);
  if (i < 0)
    return FALSE;

  d = &hint->candidates[i];
  best = &hint->candidates[0];
  out->grade = grade_of (hint, &position->view, tile, &out->loss);
  out->chosen = tile;
  out->best = best->tile;
  out->refusal = d->refusal;
  out->chosen_shanten = d->shanten;
  out->best_shanten = best->shanten;
  out->chosen_accepted = d->accepted;
  out->chosen_n_accepted = d->n_accepted;
  out->best_accepted = best->accepted;
  out->best_n_accepted = best->n_accepted;

  /* first what the choice did, then the advice as the hint gives it */
  if (d->refusal != MJ_REFUSAL_NONE)
    first = mj_hint_why_not (hint->rules, &a, d->refusal);
  else if (out->loss == 0 && out->grade == MJ_DRILL_GOOD)
    /* TRANSLATORS: two tiles and a rule set, "Guizhou" */
    first = g_strdup_printf (_("%1$s does as well by tiles from ready and tiles that help, but what %2$s pays for "
                               "makes %3$s the better tile to let go."),
                             mj_tile_display_name (tile), mj_rules_short_name (hint->rules),
                             mj_tile_display_name (best->tile));
  else if (out->grade != MJ_DRILL_BEST)
    first = mj_hint_review_sentence (hint, &a);
  else if (tile != best->tile)
    /* TRANSLATORS: two tiles, "5 of dots does as well as 9 of bamboo." */
    first = g_strdup_printf (_("%1$s does as well as %2$s."), mj_tile_display_name (tile),
                             mj_tile_display_name (best->tile));
  advice = mj_hint_sentence (hint);
  why = g_string_new (NULL);
  mj_hint_add_sentence (why, first);
  mj_hint_add_sentence (why, advice);
  out->sentence = g_string_free (why, FALSE);
  return TRUE;
}

/* ---- positions -------------------------------------------------------------------------- */

/* Harder the further the hand is from ready (more shapes to weigh) and
 * the closer the nearest discard that is not best: one that takes the
 * hand further from ready is easy to see through, one that gives up a
 * tile or two that help is not. */
static guint8
level_of (int shanten,
          int margin)
{
  int level = 1 + (shanten >= 2) + (shanten >= 3);

  if (margin >= 0)
    level += margin >= 8 ? 1 : margin >= 4 ? 2 : 3;
  return (guint8) CLAMP (level, 1, MJ_DRILL_N_LEVELS);
}

gboolean
mj_drill_position_from_view (MjDrillPosition *out,
                             const MjView    *view,
                             const MjAction  *legal,
                             guint            n_legal)
{
  MjHint *hint;
  guint n_tiles = 0, n_best = 0, n_worse = 0;
  int margin = G_MAXINT;

  g_return_val_if_fail (out != NULL && view != NULL, FALSE);

  if (view->phase != MJ_PHASE_TURN || view->turn != view->seat)
    return FALSE;
  hint = &out->hint;
  mj_hint_build (hint, view, legal, n_legal);
  if (hint->kind != MJ_HINT_TURN || hint->n_candidates < 2 ||
      hint->recommended.type != MJ_ACTION_DISCARD || (hint->recommended.flags & MJ_ACTION_FLAG_READY) ||
      (hint->reason != MJ_HINT_REASON_EFFICIENCY && hint->reason != MJ_HINT_REASON_MISSING_SUIT))
    return FALSE;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (view->hand.counts[t])
      {
        MjDrillGrade g = grade_of (hint, view, t, NULL);
        MjAction a = discard_of (view, t);
        const MjHintDiscard *d = &hint->candidates[mj_hint_find_discard (hint, &a)];

        n_tiles += view->hand.counts[t];
        if (g == MJ_DRILL_BEST)
          n_best += view->hand.counts[t];
        else if (d->refusal == MJ_REFUSAL_NONE)
          {
            n_worse++;
            if (d->shanten == hint->candidates[0].shanten)
              margin = MIN (margin, (int) hint->candidates[0].n_accepted - (int) d->n_accepted);
          }
      }
  /* every allowed discard as good, or a guess as likely right as not:
   * nothing to learn */
  if (n_worse == 0 || 2 * n_best > n_tiles)
    return FALSE;
  if (margin == G_MAXINT)
    margin = -1;

  out->view = *view;
  out->seed = 0;
  out->n_actions = 0;
  out->shanten = hint->candidates[0].shanten;
  out->margin = margin;
  out->level = level_of (out->shanten, margin);
  return TRUE;
}

guint
mj_drill_self_play (const MjRules *rules,
                    guint64        seed,
                    guint          max_hands,
                    MjDrillVisit   visit,
                    gpointer       data)
{
  g_autofree MjState *s = g_new0 (MjState, 1);
  g_autofree MjView *view = g_new0 (MjView, 1);
  g_autofree MjDrillPosition *position = g_new0 (MjDrillPosition, 1);
  guint hands = 0, found = 0;

  g_return_val_if_fail (rules != NULL && visit != NULL, 0);

  for (guint64 match = seed; hands < max_hands; match++)
    {
      MjBot bots[MJ_N_SEATS];
      guint n_actions = 0;

      for (guint i = 0; i < MJ_N_SEATS; i++)
        mj_bot_init (&bots[i], MJ_BOT_NORMAL, mj_bot_match_seed (match, i, 0));
      mj_state_init (s, rules, NULL, match, MJ_MATCH_HANDS, MATCH_HANDS);
      mj_state_start_hand (s);
      s->n_events = 0;

      while (hands < max_hands)
        {
          guint8 pending = mj_state_pending (s);
          MjAction legal[MJ_MAX_LEGAL];
          MjAction a;
          guint n = 0, seat;

          if (s->phase == MJ_PHASE_HAND_OVER || s->phase == MJ_PHASE_MATCH_OVER)
            {
              MjAction next = { MJ_ACTION_NEXT_HAND, 0, MJ_TILE_NONE, 0, { 0 } };

              hands++;
              if (s->phase == MJ_PHASE_MATCH_OVER || !mj_state_apply (s, &next, NULL))
                break;
              s->n_events = 0;
              continue;
            }
          for (seat = 0; seat < MJ_N_SEATS; seat++)
            if (pending & (1u << seat))
              break;
          if (seat == MJ_N_SEATS)
            break;
          n = mj_state_legal_actions (s, seat, legal, G_N_ELEMENTS (legal));
          if (n == 0)
            break;
          mj_view_build (s, seat, view);
          if (mj_drill_position_from_view (position, view, legal, n))
            {
              position->seed = match;
              position->n_actions = n_actions;
              found++;
              if (!visit (position, data))
                return found;
            }
          a = mj_bot_decide (&bots[seat], view, legal, n);
          /* the computer players choose among the legal actions: a
           * refusal here would be the engine's fault, and ends the match */
          if (!mj_state_apply (s, &a, NULL))
            break;
          n_actions++;
          s->n_events = 0;
        }
    }
  return found;
}

typedef struct {
  guint            level;
  guint            skip;       /* positions passed over first, so that not every drill starts a hand */
  gboolean         have;
  MjDrillPosition *out;
} Generate;

static gboolean
generate_visit (const MjDrillPosition *p,
                gpointer               data)
{
  Generate *g = data;

  if (g->skip > 0)
    {
      g->skip--;
      return TRUE;
    }
  if (!g->have || ABS ((int) p->level - (int) g->level) < ABS ((int) g->out->level - (int) g->level))
    {
      *g->out = *p;
      g->have = TRUE;
    }
  return g->out->level != g->level;
}

gboolean
mj_drill_generate (const MjRules   *rules,
                   guint64          seed,
                   guint            level,
                   MjDrillPosition *out)
{
  Generate g = { CLAMP (level, 1, MJ_DRILL_N_LEVELS), 0, FALSE, out };
  MjRandom rng;

  g_return_val_if_fail (rules != NULL && out != NULL, FALSE);

  mj_random_seed (&rng, seed);
  g.skip = mj_random_below (&rng, 12);
  /* each seed its own matches: seeds a few apart do not share them */
  mj_drill_self_play (rules, seed * 7919, GENERATE_HANDS, generate_visit, &g);
  return g.have;
}

/* ---- progress ---------------------------------------------------------------------------- */

struct _MjDrillProgress {
  GKeyFile *file;   /* kept whole: groups this Sparrow does not know are written back */
};

static const char * const record_keys[] = { "sessions", "positions", "best", "good", "level" };

MjDrillProgress *
mj_drill_progress_new (void)
{
  MjDrillProgress *p = g_new0 (MjDrillProgress, 1);

  p->file = g_key_file_new ();
  return p;
}

void
mj_drill_progress_free (MjDrillProgress *progress)
{
  if (progress == NULL)
    return;
  g_key_file_unref (progress->file);
  g_free (progress);
}

static void
read_record (GKeyFile      *file,
             const char    *group,
             MjDrillRecord *out)
{
  guint *fields[] = { &out->sessions, &out->positions, &out->best, &out->good, &out->level };

  memset (out, 0, sizeof *out);
  out->level = 1;
  if (!g_key_file_has_group (file, group))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (record_keys); i++)
    *fields[i] = (guint) g_key_file_get_uint64 (file, group, record_keys[i], NULL);
}

static void
write_record (GKeyFile            *file,
              const char          *group,
              const MjDrillRecord *r)
{
  const guint fields[] = { r->sessions, r->positions, r->best, r->good, r->level };

  for (guint i = 0; i < G_N_ELEMENTS (record_keys); i++)
    g_key_file_set_uint64 (file, group, record_keys[i], fields[i]);
}

void
mj_drill_progress_get (MjDrillProgress *progress,
                       const char      *rules_id,
                       MjDrillRecord   *out)
{
  g_return_if_fail (progress != NULL && rules_id != NULL && out != NULL);
  read_record (progress->file, rules_id, out);
}

void
mj_drill_progress_add_answer (MjDrillProgress *progress,
                              const char      *rules_id,
                              MjDrillGrade     grade)
{
  MjDrillRecord r;

  g_return_if_fail (progress != NULL && rules_id != NULL);
  read_record (progress->file, rules_id, &r);
  if (r.positions == G_MAXUINT)
    return;
  r.positions++;
  r.best += grade == MJ_DRILL_BEST;
  r.good += grade == MJ_DRILL_GOOD;
  write_record (progress->file, rules_id, &r);
}

guint
mj_drill_progress_end_session (MjDrillProgress *progress,
                               const char      *rules_id,
                               guint            n_positions,
                               guint            n_best,
                               guint            n_good)
{
  MjDrillRecord r;
  guint points;

  g_return_val_if_fail (progress != NULL && rules_id != NULL, 1);
  g_return_val_if_fail (n_best + n_good <= n_positions, 1);

  read_record (progress->file, rules_id, &r);
  if (r.sessions < G_MAXUINT)
    r.sessions++;
  /* the thresholds are for a whole session; a shorter one counts in proportion */
  points = n_positions ? (2 * n_best + n_good) * MJ_DRILL_SESSION_LENGTH / n_positions : 0;
  if (points >= 16 && r.level < MJ_DRILL_N_LEVELS)
    r.level++;
  else if (points <= 8 && r.level > 1)
    r.level--;
  write_record (progress->file, rules_id, &r);
  return r.level;
}

guint
mj_drill_record_best_percent (const MjDrillRecord *record)
{
  g_return_val_if_fail (record != NULL, 0);
  return record->positions ? (guint) ((guint64) record->best * 100 / record->positions) : 0;
}

char *
mj_drill_progress_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "sparrow", "drills.ini", NULL);
}

char *
mj_drill_progress_to_data (MjDrillProgress *progress)
{
  g_return_val_if_fail (progress != NULL, NULL);
  return g_key_file_to_data (progress->file, NULL, NULL);
}

static gboolean
check_group (GKeyFile    *file,
             const char  *group,
             GError     **error)
{
  guint64 v[G_N_ELEMENTS (record_keys)];

  for (guint i = 0; i < G_N_ELEMENTS (record_keys); i++)
    {
      g_autoptr (GError) local = NULL;
      g_autofree char *text = g_key_file_get_value (file, group, record_keys[i], NULL);

      v[i] = g_key_file_get_uint64 (file, group, record_keys[i], &local);
      if (local != NULL || v[i] > G_MAXUINT)
        {
          /* TRANSLATORS: a group of the drills' progress file (a rule set's id), a key, and its text */
          if (text == NULL)
            g_set_error (error, MJ_DRILL_ERROR, MJ_DRILL_ERROR_FIELD,
                         _("[%1$s]: “%2$s” is missing"), group, record_keys[i]);
          else
            g_set_error (error, MJ_DRILL_ERROR, MJ_DRILL_ERROR_FIELD,
                         _("[%1$s]: “%2$s” is “%3$s”, not a count"), group, record_keys[i], text);
          return FALSE;
        }
    }
  if (v[2] + v[3] > v[1])
    {
      g_set_error (error, MJ_DRILL_ERROR, MJ_DRILL_ERROR_FIELD,
                   _("[%1$s]: more best and good answers than positions"), group);
      return FALSE;
    }
  if (v[4] < 1 || v[4] > MJ_DRILL_N_LEVELS)
    {
      g_set_error (error, MJ_DRILL_ERROR, MJ_DRILL_ERROR_FIELD,
                   _("[%1$s]: the level is %2$u, not one of 1 to %3$u"), group, (guint) MIN (v[4], G_MAXUINT),
                   (guint) MJ_DRILL_N_LEVELS);
      return FALSE;
    }
  return TRUE;
}

MjDrillProgress *
mj_drill_progress_from_data (const char  *text,
                             gsize        length,
                             GError     **error)
{
  g_autoptr (MjDrillProgress) progress = mj_drill_progress_new ();
  g_autoptr (GError) local = NULL;
  g_auto (GStrv) groups = NULL;

  g_return_val_if_fail (text != NULL, NULL);

  if (!g_utf8_validate (text, (gssize) length, NULL) ||
      !g_key_file_load_from_data (progress->file, text, length, G_KEY_FILE_KEEP_COMMENTS, &local))
    {
      g_set_error (error, MJ_DRILL_ERROR, MJ_DRILL_ERROR_PARSE, _("it is not a progress file: %s"),
                   local ? local->message : _("the text is not UTF-8"));
      return NULL;
    }
  groups = g_key_file_get_groups (progress->file, NULL);
  for (guint i = 0; groups[i]; i++)
    if (mj_rules_lookup (groups[i]) && !check_group (progress->file, groups[i], error))
      return NULL;
  return g_steal_pointer (&progress);
}

MjDrillProgress *
mj_drill_progress_load (const char  *path,
                        GError     **error)
{
  g_autofree char *text = NULL;
  g_autofree char *aside = NULL;
  g_autoptr (GError) local = NULL;
  MjDrillProgress *progress = NULL;
  gsize length;

  g_return_val_if_fail (path != NULL, NULL);

  if (mj_file_read_bounded (path, MAX_FILE_BYTES, &text, &length, &local))
    progress = mj_drill_progress_from_data (text, length, &local);
  else if (g_error_matches (local, MJ_FILE_ERROR, MJ_FILE_ERROR_MISSING))
    return mj_drill_progress_new ();
  else if (g_error_matches (local, MJ_FILE_ERROR, MJ_FILE_ERROR_TOO_LARGE))
    {
      g_clear_error (&local);
      g_set_error (&local, MJ_DRILL_ERROR, MJ_DRILL_ERROR_PARSE, _("the file is far larger than a progress file"));
    }
  else
    {
      /* out of reach, not damaged: left as it is, and not replaced */
      g_set_error (error, MJ_DRILL_ERROR, MJ_DRILL_ERROR_IO,
                   _("The progress of your drills could not be read: %s. The file was left as it is."),
                   local->message);
      return NULL;
    }
  if (progress)
    return progress;

  aside = mj_file_set_aside (path, "corrupt");
  if (aside)
    g_set_error (error, MJ_DRILL_ERROR, local->code,
                 _("The progress file of your drills was damaged (%1$s). It was kept as “%2$s”, and your progress starts afresh."),
                 local->message, aside);
  else
    g_set_error (error, MJ_DRILL_ERROR, local->code,
                 _("The progress file of your drills was damaged (%1$s) and could not be set aside; it was left as it is."),
                 local->message);
  return NULL;
}

gboolean
mj_drill_progress_save (MjDrillProgress *progress,
                        const char      *path,
                        GError         **error)
{
  g_autofree char *text = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *target = NULL;
  g_autoptr (GError) local = NULL;

  g_return_val_if_fail (progress != NULL && path != NULL, FALSE);

  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, MJ_DRILL_ERROR, MJ_DRILL_ERROR_IO,
                   _("Could not create the folder “%s”: %s"), dir, g_strerror (saved));
      return FALSE;
    }
  /* a file there that cannot be read now may be read later (and one
   * damaged and not set aside is still there): it is not replaced */
  target = mj_file_resolve_link (path);
  if (g_file_test (target, G_FILE_TEST_EXISTS))
    {
      g_autofree char *old = NULL;
      gsize length;

      if (!mj_file_read_bounded (target, MAX_FILE_BYTES, &old, &length, &local) ||
          !g_utf8_validate (old, (gssize) length, NULL))
        {
          g_set_error (error, MJ_DRILL_ERROR, MJ_DRILL_ERROR_IO,
                       _("“%s” cannot be read as it is, so it was not replaced: the progress of this session is not kept"),
                       target);
          return FALSE;
        }
      {
        g_autoptr (MjDrillProgress) check = mj_drill_progress_from_data (old, length, NULL);
        if (check == NULL)
          {
            g_set_error (error, MJ_DRILL_ERROR, MJ_DRILL_ERROR_IO,
                         _("“%s” cannot be read as it is, so it was not replaced: the progress of this session is not kept"),
                         target);
            return FALSE;
          }
      }
    }
  text = mj_drill_progress_to_data (progress);
  if (!mj_file_write_private (path, text, (gssize) strlen (text), &local))
    {
      g_set_error (error, MJ_DRILL_ERROR, MJ_DRILL_ERROR_IO, "%s", local->message);
      return FALSE;
    }
  return TRUE;
}
