/* mj-drill.h: discard drills, "what would you discard?": positions taken
 * from seeded self-play, a seat's view at a discard worth thinking about;
 * a discard graded against the hint of that view (best, good, weak) with
 * the hint's own sentences; a difficulty level that follows the results;
 * and the record of progress per rule set, kept beside the statistics.
 * No GTK: the drills window, the command line and the tests share it. */
#pragma once

#include <glib.h>

#include "mj-hint.h"
#include "mj-view.h"

G_BEGIN_DECLS

#define MJ_DRILL_N_LEVELS        5
#define MJ_DRILL_SESSION_LENGTH  10

typedef enum {
  MJ_DRILL_BEST = 0,   /* as good as the advice by the hint's own figures and value */
  MJ_DRILL_GOOD,       /* as close to ready, with at least two thirds of the tiles that help;
                        * or as good by the figures, but giving up what the rule set pays for
                        * and the advice keeps (the rules' bot_keep_bias, as the hint weighs it) */
  MJ_DRILL_WEAK,       /* further from ready, far fewer tiles that help, or refused by the rules */
} MjDrillGrade;

/* One position: what the seat saw and what the hint made of it.  Large
 * (the hint is): allocate it. */
typedef struct {
  MjView   view;
  MjHint   hint;
  guint64  seed;        /* the self-play match it was found in */
  guint    n_actions;   /* actions played in that match before it */
  guint8   level;       /* 1 … MJ_DRILL_N_LEVELS */
  gint8    shanten;     /* tiles from ready after the best discard */
  int      margin;      /* the tiles that help given up by the closest discard that is not
                         * best and as close to ready (0: as many, but fewer waits a discard
                         * may be won on, or worth less); -1: every such discard takes the
                         * hand further from ready */
} MjDrillPosition;

/* What a discard chosen in a position earns. */
typedef struct {
  MjDrillGrade grade;
  MjTile       chosen;
  MjTile       best;              /* the advised discard */
  int          loss;              /* mj_hint_discard_loss of the chosen one */
  MjRefusal    refusal;           /* why the rules refuse the chosen one, or MJ_REFUSAL_NONE */
  gint8        chosen_shanten;
  gint8        best_shanten;
  guint64      chosen_accepted;   /* the kinds that bring the hand closer (when ready: its waits) */
  guint16      chosen_n_accepted; /* their copies the seat cannot see */
  guint64      best_accepted;
  guint16      best_n_accepted;
  char        *sentence;          /* why, in words, translated; owned */
} MjDrillResult;

void         mj_drill_result_clear   (MjDrillResult *result);

/* "Best", "Good", "Weak", translated. */
const char  *mj_drill_grade_name     (MjDrillGrade   grade);

/* Makes `out` a position from `view` (a seat's turn) and the actions the
 * game offers it, when the choice is worth a drill: the hint advises a
 * discard (no win, no kong, no locked hand, no declaration to make), the
 * allowed discards are not all as good, and at most half of the hand's
 * tiles would be best.  FALSE otherwise. */
gboolean     mj_drill_position_from_view (MjDrillPosition *out,
                                          const MjView    *view,
                                          const MjAction  *legal,
                                          guint            n_legal);

/* Called for each position found; return FALSE to stop. */
typedef gboolean (*MjDrillVisit) (const MjDrillPosition *position,
                                  gpointer               data);

/* Plays matches of four computer players from `seed` (seed, seed + 1, …)
 * under `rules` with its default options, and calls `visit` on the
 * position of every turn that makes one, until it returns FALSE or
 * `max_hands` hands have been played.  Returns the positions visited. */
guint        mj_drill_self_play      (const MjRules  *rules,
                                      guint64         seed,
                                      guint           max_hands,
                                      MjDrillVisit    visit,
                                      gpointer        data);

/* A position of `level` from the self-play of `seed`: the first of that
 * level a little way into the hands (the seed also chooses how far), or,
 * when none turns up within a few matches, the nearest level found.
 * FALSE only when the self-play made no position at all. */
gboolean     mj_drill_generate       (const MjRules   *rules,
                                      guint64          seed,
                                      guint            level,
                                      MjDrillPosition *out);

/* Grades the discard of `tile` (any tile of the hand; one the rules
 * refuse is weak, with the rule's reason).  FALSE when the hand holds no
 * such tile. */
gboolean     mj_drill_grade          (const MjDrillPosition *position,
                                      MjTile                 tile,
                                      MjDrillResult         *out);

/* ---- progress ---------------------------------------------------------------------------- */

#define MJ_DRILL_ERROR (mj_drill_error_quark ())

typedef enum {
  MJ_DRILL_ERROR_PARSE,   /* not a progress file */
  MJ_DRILL_ERROR_FIELD,   /* a figure missing, not a number, or out of range */
  MJ_DRILL_ERROR_IO,
} MjDrillError;

GQuark       mj_drill_error_quark    (void);

/* The record of one rule set. */
typedef struct {
  guint sessions;    /* sessions of MJ_DRILL_SESSION_LENGTH finished */
  guint positions;   /* positions answered */
  guint best;        /* of them, best */
  guint good;        /* of them, good */
  guint level;       /* the level of the next session, 1 … MJ_DRILL_N_LEVELS */
} MjDrillRecord;

typedef struct _MjDrillProgress MjDrillProgress;

MjDrillProgress *mj_drill_progress_new   (void);
void         mj_drill_progress_free      (MjDrillProgress *progress);

/* The record of a rule set (all zero at level 1 when none). */
void         mj_drill_progress_get       (MjDrillProgress *progress,
                                          const char      *rules_id,
                                          MjDrillRecord   *out);
/* Counts one answer. */
void         mj_drill_progress_add_answer (MjDrillProgress *progress,
                                           const char      *rules_id,
                                           MjDrillGrade     grade);
/* Counts a finished session of `n_best` best and `n_good` good answers
 * out of `n_positions`, and moves the level: up after a session of at
 * least 16 points (two for a best answer, one for a good one, out of
 * 20), down after one of 8 or fewer.  Returns the new level. */
guint        mj_drill_progress_end_session (MjDrillProgress *progress,
                                            const char      *rules_id,
                                            guint            n_positions,
                                            guint            n_best,
                                            guint            n_good);
/* The best answers per hundred positions (0 when none). */
guint        mj_drill_record_best_percent (const MjDrillRecord *record);

/* $XDG_DATA_HOME/sparrow/drills.ini, beside the statistics. */
char        *mj_drill_progress_default_path (void);

char        *mj_drill_progress_to_data   (MjDrillProgress *progress);
/* Reads a progress file's text; a group of a rule set this Sparrow does
 * not know is kept as it is, for the Sparrow that wrote it. */
MjDrillProgress *mj_drill_progress_from_data (const char  *text,
                                              gsize        length,
                                              GError     **error);
/* A missing file is no progress yet.  A damaged file is renamed to
 * "<path>.corrupt" (or "…corrupt-N"), nothing of it lost, and the error
 * says where it went; a file that cannot be read (a folder, no
 * permission) is left as it is, and saving will not replace it.  NULL on
 * error: the caller starts with mj_drill_progress_new(). */
MjDrillProgress *mj_drill_progress_load  (const char  *path,
                                          GError     **error);
gboolean     mj_drill_progress_save      (MjDrillProgress *progress,
                                          const char      *path,
                                          GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MjDrillProgress, mj_drill_progress_free)

G_END_DECLS
