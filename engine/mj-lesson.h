/* mj-lesson.h: MjLesson, a guided hand: a rule set, a prepared wall and
 * the whole hand's actions, with notes that say what to do and why.  The
 * lesson plays the computer seats from its script and refuses any move
 * of the person but the one it teaches, with the rule's reason.  No GTK:
 * the window and the tests drive the same lesson. */
#pragma once

#include <glib-object.h>

#include "mj-match.h"

G_BEGIN_DECLS

/* One action of the hand, in the text form of records ("S discard 5p").
 * A person's action must have a note (said before, while the lesson waits
 * for it) and a hint (said with a refusal: what to do instead); a
 * computer player's note is said after its action, and play waits until
 * it is read.  `tiles` (mpsz notation, may be NULL) are the tiles the note
 * and the hint name, as %1$s, %2$s, … in words. */
typedef struct {
  const char *action;
  const char *note;
  const char *hint;
  const char *tiles;
} MjLessonLine;

typedef struct {
  const char *id;             /* the rule set's id: one lesson per rule set */
  const char *title;          /* N_() */
  const char *summary;        /* N_(): what the lesson shows */
  const char *options;        /* "id=value" words apart from the standard options, or NULL */
  guint8      you;            /* the person's seat */
  guint8      dealer;
  const char *hands[4];       /* stacked deal: as mj_stacked_deal_parse reads it */
  const char *draws;
  const char *replacements;
  guint8      dice[4];        /* 0: the game throws them */
  const char *intro;          /* N_(): said before the first action */
  const char *intro_tiles;
  const MjLessonLine *lines;  /* every action of the hand, to its end */
  guint       n_lines;
  const char *ending;         /* N_(): said when the hand is over */
  const char *ending_tiles;
} MjLessonData;

/* The lessons, in the order the rule sets are listed (mj-lesson-data.c). */
const MjLessonData *const *mj_lesson_data_all    (guint      *n_lessons);
const MjLessonData        *mj_lesson_data_lookup (const char *id);

#define MJ_LESSON_ERROR (mj_lesson_error_quark ())

typedef enum {
  MJ_LESSON_ERROR_DATA,        /* a lesson's data does not read (a bug: the tests play every lesson) */
  MJ_LESSON_ERROR_REFUSED,     /* the rules refuse the move */
  MJ_LESSON_ERROR_OTHER_MOVE,  /* the rules allow it, the lesson teaches another */
  MJ_LESSON_ERROR_READ_FIRST,  /* a note waits to be read */
  MJ_LESSON_ERROR_NOT_YET,     /* the lesson waits for another player first */
} MjLessonError;

GQuark mj_lesson_error_quark (void);

#define MJ_TYPE_LESSON (mj_lesson_get_type ())
G_DECLARE_FINAL_TYPE (MjLesson, mj_lesson, MJ, LESSON, GObject)

/* A lesson's match, not started; fails if the data does not read. */
MjLesson            *mj_lesson_new           (const MjLessonData *data,
                                              GError            **error);
const MjLessonData  *mj_lesson_get_data      (MjLesson   *self);
MjMatch             *mj_lesson_get_match     (MjLesson   *self);
/* Deals the hand and plays it, without stopping, to step `step` (a lesson
 * left and taken up again); fails if the script does not get there. */
gboolean             mj_lesson_start         (MjLesson   *self,
                                              guint       step,
                                              GError    **error);
/* Steps: the introduction, every note, and the ending. */
guint                mj_lesson_get_n_steps   (MjLesson   *self);
guint                mj_lesson_get_step      (MjLesson   *self);
/* The current step's text, translated, its tiles named in words. */
char                *mj_lesson_dup_text      (MjLesson   *self);
/* The hint of the person's move the current step asks for (said with a
 * refusal), translated; NULL when the step asks for none. */
char                *mj_lesson_dup_hint      (MjLesson   *self);
/* A note waits to be read: play goes on with mj_lesson_continue. */
gboolean             mj_lesson_get_waiting   (MjLesson   *self);
/* The person's move of the current step is made and the computer players
 * play on: the text says so (not the step's instruction, already done). */
gboolean             mj_lesson_get_done      (MjLesson   *self);
/* The current step asks the person to act (and `out`, may be NULL, is
 * the action it waits for). */
gboolean             mj_lesson_get_expected  (MjLesson   *self,
                                              MjAction   *out);
void                 mj_lesson_continue      (MjLesson   *self);
gboolean             mj_lesson_get_finished  (MjLesson   *self);

/* ---- progress: where each lesson was left, and which are finished ---- */

typedef struct {
  guint    step;       /* the step reached (0 when finished) */
  gboolean finished;   /* played to its end once */
} MjLessonProgress;

/* The progress of lesson `id` in the key file at `path` (none: step 0, not
 * finished; a file that does not read counts as none). */
void      mj_lesson_progress_load (const char       *path,
                                   const char       *id,
                                   MjLessonProgress *out);
gboolean  mj_lesson_progress_save (const char             *path,
                                   const char             *id,
                                   const MjLessonProgress *progress,
                                   GError                **error);

G_END_DECLS
