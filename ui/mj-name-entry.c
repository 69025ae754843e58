/* mj-name-entry.c: see mj-name-entry.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "mj-name-entry.h"
#include "mj-record.h"

#define MESSAGE_KEY "mj-name-entry-message"

static void
on_changed (GtkEditable *editable,
            GtkWidget   *message)
{
  const char *text = gtk_editable_get_text (editable);

  gtk_widget_set_visible (message, g_utf8_strlen (text, -1) >= MJ_PLAYER_NAME_MAX_CHARS);
}

GtkWidget *
mj_name_entry_limit (GtkEditable *editable)
{
  GtkEditable *text = editable;
  GtkWidget *message;
  g_autofree char *words = NULL;

  g_return_val_if_fail (GTK_IS_EDITABLE (editable), NULL);

  /* the editable that holds the text: an AdwEntryRow's GtkText */
  while (!GTK_IS_ENTRY (text) && !GTK_IS_TEXT (text) && gtk_editable_get_delegate (text))
    text = gtk_editable_get_delegate (text);
  if (GTK_IS_ENTRY (text))
    gtk_entry_set_max_length (GTK_ENTRY (text), MJ_PLAYER_NAME_MAX_CHARS);
  else if (GTK_IS_TEXT (text))
    gtk_text_set_max_length (GTK_TEXT (text), MJ_PLAYER_NAME_MAX_CHARS);
  else
    g_return_val_if_reached (NULL);

  /* Translators: shown beside a player's name that has reached its length */
  words = g_strdup_printf (ngettext ("At most %u character", "At most %u characters", MJ_PLAYER_NAME_MAX_CHARS),
                           MJ_PLAYER_NAME_MAX_CHARS);
  message = gtk_label_new (words);
  gtk_widget_add_css_class (message, "caption");
  gtk_widget_add_css_class (message, "warning");
  gtk_widget_set_valign (message, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (message, FALSE);
  g_object_set_data (G_OBJECT (editable), MESSAGE_KEY, message);
  g_signal_connect_object (editable, "changed", G_CALLBACK (on_changed), message, 0);
  return message;
}

GtkWidget *
mj_name_entry_get_message (GtkEditable *editable)
{
  g_return_val_if_fail (GTK_IS_EDITABLE (editable), NULL);
  return g_object_get_data (G_OBJECT (editable), MESSAGE_KEY);
}
