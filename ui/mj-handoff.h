/* mj-handoff.h: the hot-seat cover.  When the next decision belongs to
 * another person than the one whose hand is showing, it hides the table
 * and asks for the screen to be passed on; the hand appears only when that
 * person says they are there. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define MJ_TYPE_HANDOFF (mj_handoff_get_type ())
G_DECLARE_FINAL_TYPE (MjHandoff, mj_handoff, MJ, HANDOFF, GtkWidget)

GtkWidget *mj_handoff_new      (void);
/* Shows "Pass to 西 — Li Wei" for a seat wind (0–3) and a name. */
void       mj_handoff_ask      (MjHandoff  *self,
                                guint       wind,
                                const char *name,
                                const char *reason);
/* The person said they are at the screen (the button, or Enter). */
void       mj_handoff_confirm  (MjHandoff  *self);

G_END_DECLS
