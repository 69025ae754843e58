/* mj-notice.c: see mj-notice.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "mj-notice.h"

#define DETAILS_KEY "mj-notice-details"
#define PARENT_KEY  "mj-notice-parent"

static void
weak_ref_free (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

const char *
mj_notice_toast_get_details (AdwToast *toast)
{
  g_return_val_if_fail (ADW_IS_TOAST (toast), NULL);
  return g_object_get_data (G_OBJECT (toast), DETAILS_KEY);
}

GtkWindow *
mj_notice_toast_show_details (AdwToast *toast)
{
  const char *details;
  GWeakRef *ref;
  g_autoptr (GtkWindow) parent = NULL;
  GtkWidget *dialog;
  g_autofree char *title = NULL;

  g_return_val_if_fail (ADW_IS_TOAST (toast), NULL);

  details = mj_notice_toast_get_details (toast);
  if (details == NULL)
    return NULL;
  ref = g_object_get_data (G_OBJECT (toast), PARENT_KEY);
  parent = ref ? g_weak_ref_get (ref) : NULL;
  /* the title was escaped for the toast's markup: the heading is plain */
  pango_parse_markup (adw_toast_get_title (toast), -1, 0, NULL, &title, NULL, NULL);
  dialog = adw_message_dialog_new (parent, title ? title : adw_toast_get_title (toast), details);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
  return GTK_WINDOW (dialog);
}

static void
on_button_clicked (AdwToast *toast)
{
  mj_notice_toast_show_details (toast);
}

AdwToast *
mj_notice_toast_new (GtkWindow  *parent,
                     const char *title,
                     const char *details)
{
  g_autofree char *escaped = NULL;
  AdwToast *toast;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (title != NULL, NULL);

  escaped = g_markup_escape_text (title, -1);
  toast = adw_toast_new (escaped);
  if (details && details[0])
    {
      g_object_set_data_full (G_OBJECT (toast), DETAILS_KEY, g_strdup (details), g_free);
      /* weakly: the toast may outlive the window in a queue */
      if (parent)
        {
          GWeakRef *ref = g_new0 (GWeakRef, 1);
          g_weak_ref_init (ref, parent);
          g_object_set_data_full (G_OBJECT (toast), PARENT_KEY, ref, weak_ref_free);
        }
      adw_toast_set_button_label (toast, _("_Details"));
      g_signal_connect (toast, "button-clicked", G_CALLBACK (on_button_clicked), NULL);
      /* time to read it and to reach the button */
      adw_toast_set_timeout (toast, 10);
    }
  return toast;
}
