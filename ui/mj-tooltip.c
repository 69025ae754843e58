/* mj-tooltip.c: see mj-tooltip.h. */
#include "config.h"

#include "mj-tooltip.h"

#define LABEL_KEY "mj-tooltip-label"

static gboolean
on_query_tooltip (GtkWidget  *widget,
                  int         x,
                  int         y,
                  gboolean    keyboard_mode,
                  GtkTooltip *tooltip)
{
  const char *text = gtk_widget_get_tooltip_text (widget);
  GtkWidget *label;

  if (text == NULL || *text == '\0')
    return FALSE;
  label = g_object_get_data (G_OBJECT (widget), LABEL_KEY);
  if (label == NULL)
    {
      label = g_object_ref_sink (gtk_label_new (NULL));
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 50);
      g_object_set_data_full (G_OBJECT (widget), LABEL_KEY, label, g_object_unref);
    }
  gtk_label_set_text (GTK_LABEL (label), text);
  gtk_tooltip_set_custom (tooltip, label);
  return TRUE;
}

static void
install (GtkWidget *widget)
{
  if (g_object_get_data (G_OBJECT (widget), "mj-tooltip") != NULL)
    return;
  g_object_set_data (G_OBJECT (widget), "mj-tooltip", GINT_TO_POINTER (1));
  g_signal_connect (widget, "query-tooltip", G_CALLBACK (on_query_tooltip), NULL);
}

void
mj_tooltip_fix (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  if (gtk_widget_get_tooltip_text (root) != NULL)
    install (root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    mj_tooltip_fix (c);
}

void
mj_tooltip_set_text (GtkWidget  *widget,
                     const char *text)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  gtk_widget_set_tooltip_text (widget, text);
  install (widget);
}

GtkWidget *
mj_tooltip_get_label (GtkWidget *widget)
{
  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);
  return g_object_get_data (G_OBJECT (widget), LABEL_KEY);
}
