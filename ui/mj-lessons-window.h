/* mj-lessons-window.h: the Learn window: the five lessons, finished ones
 * marked, the discard drills and the hand calculator. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define MJ_TYPE_LESSONS_WINDOW (mj_lessons_window_get_type ())
G_DECLARE_FINAL_TYPE (MjLessonsWindow, mj_lessons_window, MJ, LESSONS_WINDOW, AdwWindow)

/* `progress_path`: the key file of the lessons' progress
 * (mj_lesson_progress_load).  "lesson-chosen" (id) asks for a lesson;
 * the drills' and the calculator's rows activate win.drills and
 * win.calculator of `parent`. */
MjLessonsWindow *mj_lessons_window_new     (GtkWindow       *parent,
                                            const char      *progress_path);
/* The row of lesson `id`, or "drills", "calculator" (tests). */
GtkWidget       *mj_lessons_window_get_row (MjLessonsWindow *self,
                                            const char      *id);

G_END_DECLS
