/* mj-window.h: Sparrow's main window: the table of the match being
 * played, the action buttons, and toasts. */
#pragma once

#include <adwaita.h>

#include "mj-application.h"
#include "mj-lesson.h"
#include "mj-match.h"
#include "mj-sound-player.h"
#include "mj-stats.h"

G_BEGIN_DECLS

#define MJ_TYPE_WINDOW (mj_window_get_type ())
G_DECLARE_FINAL_TYPE (MjWindow, mj_window, MJ, WINDOW, AdwApplicationWindow)

MjWindow  *mj_window_new            (MjApplication *app);
/* Asks for the rule set and the seats of a new match. */
void       mj_window_new_game       (MjWindow      *self);
/* Plays this match in the window (replacing the current one). */
void       mj_window_play           (MjWindow      *self,
                                     MjMatch       *match);
MjMatch   *mj_window_get_match      (MjWindow      *self);
/* Plays lesson `id` on the table, from where it was left; the match in
 * play is kept (in memory) and comes back when the lesson is left or
 * finished. */
void       mj_window_start_lesson   (MjWindow      *self,
                                     const char    *id);
/* The lesson being played, or NULL. */
MjLesson  *mj_window_get_lesson     (MjWindow      *self);
/* Leaves the lesson (its progress is kept) for the match in play. */
void       mj_window_leave_lesson   (MjWindow      *self);
/* The lesson's panel: its text, then Continue and Leave Lesson (tests). */
GtkWidget *mj_window_get_lesson_panel (MjWindow    *self);
/* The key file of the lessons' progress. */
char      *mj_window_lessons_path   (void);
GtkWidget *mj_window_get_table      (MjWindow      *self);
GtkWidget *mj_window_get_claim_bar  (MjWindow      *self);
/* The sounds of the match in play. */
MjSoundPlayer *mj_window_get_sound_player (MjWindow  *self);
/* A record file in the replay viewer; a file that cannot be replayed
 * is said in a toast. */
void       mj_window_open_replay    (MjWindow      *self,
                                     GFile         *file);
/* The statistics the window counts every finished hand into. */
MjStats   *mj_window_get_stats      (MjWindow      *self);
/* Counts the hands of the person at a network window in this window's
 * statistics (their own seat's, as a local hand's are counted): this
 * window alone writes the statistics file.  New Game → Host or Join
 * connects the windows it opens. */
void       mj_window_count_net_hands (MjWindow     *self,
                                      GtkWindow    *net);
/* Where the match in play is saved after every action. */
char      *mj_window_autosave_path  (void);
/* Records (MjRecord) of the matches being played, whose hands no replay
 * may show: the window's own while it is not over, and the one another
 * Sparrow plays in the autosave. */
GPtrArray *mj_window_dup_playing    (MjWindow      *self);

G_END_DECLS
