/* mj-view-replay-window.c: one seat's views of a networked match, replayed. */
#include "config.h"

#include <glib/gi18n.h>

#include "mj-view-replay-window.h"

struct _MjViewReplayWindow {
  AdwWindow        parent_instance;

  MjViewReplay    *replay;
  guint            step;
  MjTableView     *table;
  GtkLabel        *label;
  GtkRange        *slider;
  GtkWidget       *back;
  GtkWidget       *forward;
  gboolean         moving;   /* the slider set by the window, not the person */
};

G_DEFINE_FINAL_TYPE (MjViewReplayWindow, mj_view_replay_window, ADW_TYPE_WINDOW)

static void
show_step (MjViewReplayWindow *self)
{
  const MjView *v = &g_array_index (self->replay->steps, MjView, self->step);
  guint n = self->replay->steps->len;
  g_autofree char *text = NULL;

  mj_table_view_set_view (self->table, v);
  if (v->phase == MJ_PHASE_MATCH_OVER)
    /* Translators: the last step of a replay: "The match is over (step 213 of 213)" */
    text = g_strdup_printf (_("The match is over (step %u of %u)."), self->step + 1, n);
  else if (v->phase == MJ_PHASE_HAND_OVER)
    /* Translators: "Hand 2 is over (step 120 of 213)" */
    text = g_strdup_printf (_("Hand %u is over (step %u of %u)."), v->hand_number, self->step + 1, n);
  else
    /* Translators: "Hand 2, step 80 of 213" */
    text = g_strdup_printf (_("Hand %u, step %u of %u."), v->hand_number, self->step + 1, n);
  gtk_label_set_text (self->label, text);
  gtk_widget_set_sensitive (self->back, self->step > 0);
  gtk_widget_set_sensitive (self->forward, self->step + 1 < n);
  self->moving = TRUE;
  gtk_range_set_value (self->slider, self->step);
  self->moving = FALSE;
}

void
mj_view_replay_window_set_step (MjViewReplayWindow *self,
                                guint               step)
{
  g_return_if_fail (MJ_IS_VIEW_REPLAY_WINDOW (self));

  self->step = MIN (step, self->replay->steps->len - 1);
  show_step (self);
}

guint
mj_view_replay_window_get_step (MjViewReplayWindow *self)
{
  g_return_val_if_fail (MJ_IS_VIEW_REPLAY_WINDOW (self), 0);
  return self->step;
}

guint
mj_view_replay_window_get_n_steps (MjViewReplayWindow *self)
{
  g_return_val_if_fail (MJ_IS_VIEW_REPLAY_WINDOW (self), 0);
  return self->replay->steps->len;
}

MjTableView *
mj_view_replay_window_get_table (MjViewReplayWindow *self)
{
  g_return_val_if_fail (MJ_IS_VIEW_REPLAY_WINDOW (self), NULL);
  return self->table;
}

const char *
mj_view_replay_window_get_step_text (MjViewReplayWindow *self)
{
  g_return_val_if_fail (MJ_IS_VIEW_REPLAY_WINDOW (self), NULL);
  return gtk_label_get_text (self->label);
}

static void
on_back (MjViewReplayWindow *self)
{
  if (self->step > 0)
    mj_view_replay_window_set_step (self, self->step - 1);
}

static void
on_forward (MjViewReplayWindow *self)
{
  mj_view_replay_window_set_step (self, self->step + 1);
}

static void
on_slider (MjViewReplayWindow *self)
{
  if (!self->moving)
    mj_view_replay_window_set_step (self, (guint) gtk_range_get_value (self->slider));
}

static gboolean
on_key (GtkEventControllerKey *controller,
        guint                  keyval,
        guint                  keycode,
        GdkModifierType        state,
        MjViewReplayWindow    *self)
{
  switch (keyval)
    {
    case GDK_KEY_Left:
      on_back (self);
      return TRUE;
    case GDK_KEY_Right:
      on_forward (self);
      return TRUE;
    case GDK_KEY_Home:
      mj_view_replay_window_set_step (self, 0);
      return TRUE;
    case GDK_KEY_End:
      mj_view_replay_window_set_step (self, G_MAXUINT);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
mj_view_replay_window_finalize (GObject *object)
{
  MjViewReplayWindow *self = MJ_VIEW_REPLAY_WINDOW (object);

  mj_view_replay_free (self->replay);
  G_OBJECT_CLASS (mj_view_replay_window_parent_class)->finalize (object);
}

static void
mj_view_replay_window_class_init (MjViewReplayWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = mj_view_replay_window_finalize;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
mj_view_replay_window_init (MjViewReplayWindow *self)
{
}

MjViewReplayWindow *
mj_view_replay_window_new (GtkWindow          *parent,
                           MjTileCache        *cache,
                           const MjViewReplay *replay)
{
  MjViewReplayWindow *self;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *bottom = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkEventController *keys = gtk_event_controller_key_new ();
  g_autoptr (GString) names = g_string_new (NULL);
  AdwWindowTitle *title;
  guint n;

  g_return_val_if_fail (replay != NULL && replay->steps->len > 0, NULL);

  self = g_object_new (MJ_TYPE_VIEW_REPLAY_WINDOW, "transient-for", parent, "destroy-with-parent", TRUE,
                       "default-width", 1100, "default-height", 800, NULL);
  n = replay->steps->len;
  self->replay = mj_view_replay_new (replay->seat);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      self->replay->names[i] = g_strdup (replay->names[i]);
      if (replay->names[i] && replay->names[i][0])
        {
          if (names->len)
            g_string_append (names, C_("name list", ", "));
          g_string_append (names, replay->names[i]);
        }
    }
  g_array_append_vals (self->replay->steps, replay->steps->data, n);

  /* Translators: the title of the replay of what one seat saw of a network match */
  title = ADW_WINDOW_TITLE (adw_window_title_new (_("Your Replay"), names->str));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), GTK_WIDGET (title));
  gtk_box_append (GTK_BOX (box), header);

  self->table = MJ_TABLE_VIEW (mj_table_view_new ());
  mj_table_view_set_tile_cache (self->table, cache);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    if (replay->names[i] && replay->names[i][0])
      mj_table_view_set_player_name (self->table, i, replay->names[i]);
  gtk_widget_set_hexpand (GTK_WIDGET (self->table), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self->table), TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->table));

  gtk_widget_set_margin_start (bottom, 12);
  gtk_widget_set_margin_end (bottom, 12);
  gtk_widget_set_margin_top (bottom, 6);
  gtk_widget_set_margin_bottom (bottom, 6);
  self->back = gtk_button_new_from_icon_name ("go-previous-symbolic");
  gtk_widget_set_tooltip_text (self->back, _("Step back"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->back), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Step back"), -1);
  g_signal_connect_swapped (self->back, "clicked", G_CALLBACK (on_back), self);
  gtk_box_append (GTK_BOX (bottom), self->back);
  self->forward = gtk_button_new_from_icon_name ("go-next-symbolic");
  gtk_widget_set_tooltip_text (self->forward, _("Step forward"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->forward), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Step forward"),
                                  -1);
  g_signal_connect_swapped (self->forward, "clicked", G_CALLBACK (on_forward), self);
  gtk_box_append (GTK_BOX (bottom), self->forward);
  self->slider = GTK_RANGE (gtk_scale_new_with_range (GTK_ORIENTATION_HORIZONTAL, 0, MAX (n - 1, 1), 1));
  gtk_scale_set_draw_value (GTK_SCALE (self->slider), FALSE);
  gtk_widget_set_hexpand (GTK_WIDGET (self->slider), TRUE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->slider), n > 1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->slider), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Step"), -1);
  g_signal_connect_swapped (self->slider, "value-changed", G_CALLBACK (on_slider), self);
  gtk_box_append (GTK_BOX (bottom), GTK_WIDGET (self->slider));
  self->label = GTK_LABEL (gtk_label_new (NULL));
  gtk_box_append (GTK_BOX (bottom), GTK_WIDGET (self->label));
  gtk_box_append (GTK_BOX (box), bottom);
  adw_window_set_content (ADW_WINDOW (self), box);

  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  show_step (self);
  return self;
}

MjViewReplayWindow *
mj_view_replay_window_new_for_file (GtkWindow    *parent,
                                    MjTileCache  *cache,
                                    GFile        *file,
                                    GError      **error)
{
  g_autofree char *path = NULL;
  g_autoptr (MjViewReplay) replay = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("Only a file on this computer can be replayed."));
      return NULL;
    }
  replay = mj_view_replay_load (path, error);
  if (replay == NULL)
    return NULL;
  return mj_view_replay_window_new (parent, cache, replay);
}
