/* mj-notice.h: a toast that tells a person what happened to their files.
 * A toast shows one line and cuts the rest, so its title is the short
 * part that must be read (what happened, what was resumed); the whole
 * story, with the names of the files, is behind its Details button, in a
 * dialog that shows all of it. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* `title` is plain text (escaped here); `details` may be NULL (then no
 * button).  The dialog opens over `parent`. */
AdwToast   *mj_notice_toast_new         (GtkWindow  *parent,
                                         const char *title,
                                         const char *details);
/* What the Details button shows, or NULL. */
const char *mj_notice_toast_get_details (AdwToast   *toast);
/* Opens the dialog of the Details button (what a click does). */
GtkWindow  *mj_notice_toast_show_details (AdwToast  *toast);

G_END_DECLS
