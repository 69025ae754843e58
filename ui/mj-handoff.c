/* mj-handoff.c: the hot-seat cover, a full-size panel over the table. */
#include "config.h"

#include <glib/gi18n.h>

#include "mj-handoff.h"
#include "mj-tile-names.h"

struct _MjHandoff {
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *title;
  GtkWidget *reason;
  GtkWidget *button;
};

G_DEFINE_FINAL_TYPE (MjHandoff, mj_handoff, GTK_TYPE_WIDGET)

enum {
  CONFIRMED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
mj_handoff_ask (MjHandoff  *self,
                guint       wind,
                const char *name,
                const char *reason)
{
  g_autofree char *title = NULL;
  g_autofree char *button = NULL;

  g_return_if_fail (MJ_IS_HANDOFF (self));

  /* Translators: hot seat, e.g. "Pass to 西 — Li Wei" */
  title = g_strdup_printf (_("Pass to %s — %s"), mj_wind_glyph (wind % 4), name);
  /* Translators: the button the next player presses, e.g. "I am Li Wei" */
  button = g_strdup_printf (_("I am %s: _show my tiles"), name);
  gtk_label_set_text (GTK_LABEL (self->title), title);
  gtk_label_set_text (GTK_LABEL (self->reason), reason ? reason : "");
  gtk_button_set_label (GTK_BUTTON (self->button), button);
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  gtk_widget_grab_focus (self->button);
}

void
mj_handoff_confirm (MjHandoff *self)
{
  g_return_if_fail (MJ_IS_HANDOFF (self));

  if (!gtk_widget_get_visible (GTK_WIDGET (self)))
    return;
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  g_signal_emit (self, signals[CONFIRMED], 0);
}

static void
mj_handoff_dispose (GObject *object)
{
  MjHandoff *self = MJ_HANDOFF (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (mj_handoff_parent_class)->dispose (object);
}

static void
mj_handoff_class_init (MjHandoffClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_handoff_dispose;
  signals[CONFIRMED] = g_signal_new ("confirmed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "mjhandoff");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_DIALOG);
}

static void
mj_handoff_init (MjHandoff *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  gtk_widget_set_valign (self->box, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (self->box, GTK_ALIGN_CENTER);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->title = gtk_label_new ("");
  gtk_widget_add_css_class (self->title, "title-1");
  gtk_box_append (GTK_BOX (self->box), self->title);
  self->reason = gtk_label_new ("");
  gtk_label_set_wrap (GTK_LABEL (self->reason), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->reason), GTK_JUSTIFY_CENTER);
  gtk_box_append (GTK_BOX (self->box), self->reason);
  self->button = gtk_button_new_with_mnemonic ("");
  gtk_widget_set_halign (self->button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->button, "suggested-action");
  gtk_widget_add_css_class (self->button, "pill");
  g_signal_connect_swapped (self->button, "clicked", G_CALLBACK (mj_handoff_confirm), self);
  gtk_box_append (GTK_BOX (self->box), self->button);

  /* an opaque panel: nothing of the table shows through */
  gtk_widget_add_css_class (GTK_WIDGET (self), "background");
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
mj_handoff_new (void)
{
  return g_object_new (MJ_TYPE_HANDOFF, NULL);
}
