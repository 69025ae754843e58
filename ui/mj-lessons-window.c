/* mj-lessons-window.c: the Learn window: a row per lesson (its title,
 * what it shows, and whether it is finished or was left part way), and
 * rows that open the discard drills and the hand calculator. */
#include "config.h"

#include <glib/gi18n.h>

#include "mj-lesson.h"
#include "mj-lessons-window.h"

struct _MjLessonsWindow {
  AdwWindow   parent_instance;

  GtkWindow  *parent;
  GHashTable *rows;   /* lesson id -> its row (owned by the list) */
};

G_DEFINE_FINAL_TYPE (MjLessonsWindow, mj_lessons_window, ADW_TYPE_WINDOW)

enum {
  LESSON_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
on_lesson_activated (AdwActionRow *row,
                     MjLessonsWindow *self)
{
  const char *id = g_object_get_data (G_OBJECT (row), "lesson-id");

  g_signal_emit (self, signals[LESSON_CHOSEN], 0, id);
  /* the lesson plays on the table below: this window goes */
  gtk_window_destroy (GTK_WINDOW (self));
}

/* The drills' and the calculator's rows: their window, over the main
 * window (the row names its action). */
static void
on_tool_activated (AdwActionRow    *row,
                   MjLessonsWindow *self)
{
  GtkWidget *parent = GTK_WIDGET (self->parent);
  const char *action = g_object_get_data (G_OBJECT (row), "action");

  gtk_window_destroy (GTK_WINDOW (self));
  if (parent)
    gtk_widget_activate_action (parent, action, NULL);
}

static GtkWidget *
tool_row (MjLessonsWindow *self,
          const char      *key,
          const char      *title,
          const char      *subtitle,
          const char      *action)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data (G_OBJECT (row), "action", (gpointer) action);
  g_signal_connect (row, "activated", G_CALLBACK (on_tool_activated), self);
  g_hash_table_insert (self->rows, (gpointer) key, row);
  return row;
}

static void
mj_lessons_window_dispose (GObject *object)
{
  MjLessonsWindow *self = MJ_LESSONS_WINDOW (object);

  g_clear_pointer (&self->rows, g_hash_table_unref);
  G_OBJECT_CLASS (mj_lessons_window_parent_class)->dispose (object);
}

static void
mj_lessons_window_class_init (MjLessonsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_lessons_window_dispose;
  signals[LESSON_CHOSEN] = g_signal_new ("lesson-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
mj_lessons_window_init (MjLessonsWindow *self)
{
  self->rows = g_hash_table_new (g_str_hash, g_str_equal);
}

static GtkWidget *
lesson_row (MjLessonsWindow    *self,
            const MjLessonData *data,
            const char         *progress_path)
{
  GtkWidget *row = adw_action_row_new ();
  MjLessonProgress progress;
  GtkWidget *state = NULL;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(data->title));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(data->summary));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data (G_OBJECT (row), "lesson-id", (gpointer) data->id);
  mj_lesson_progress_load (progress_path, data->id, &progress);
  /* what the row says of the lesson, in words a screen reader reads with it */
  if (progress.finished)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name ("object-select-symbolic"));
      gtk_box_append (GTK_BOX (box), gtk_label_new (_("Finished")));
      state = box;
    }
  else if (progress.step > 0)
    state = gtk_label_new (_("Started: goes on where you left it"));
  if (state)
    {
      /* a screen reader reads the row's title and description: the state
       * is said with them */
      g_autofree char *description = g_strdup_printf ("%s. %s", _(data->summary),
                                                      progress.finished ? _("Finished")
                                                                        : _("Started: goes on where you left it"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
      gtk_widget_add_css_class (state, "dim-label");
      gtk_widget_set_valign (state, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), state);
      gtk_widget_set_name (state, "lesson-state");
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  g_signal_connect (row, "activated", G_CALLBACK (on_lesson_activated), self);
  g_hash_table_insert (self->rows, (gpointer) data->id, row);
  return row;
}

MjLessonsWindow *
mj_lessons_window_new (GtkWindow  *parent,
                       const char *progress_path)
{
  MjLessonsWindow *self = g_object_new (MJ_TYPE_LESSONS_WINDOW, "modal", TRUE, "transient-for", parent,
                                        "title", _("Learn"), "default-width", 560, "default-height", 720,
                                        "destroy-with-parent", TRUE, NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *lessons = adw_preferences_group_new ();
  GtkWidget *tools = adw_preferences_group_new ();
  const MjLessonData *const *all;
  guint n;

  g_return_val_if_fail (progress_path != NULL, NULL);

  self->parent = parent;
  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (lessons), _("Lessons"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (lessons),
                                         _("A guided hand for each rule set, on the table: each step says what to "
                                           "do and why. Leave a lesson at any time; it goes on where you left it."));
  all = mj_lesson_data_all (&n);
  for (guint i = 0; i < n; i++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (lessons), lesson_row (self, all[i], progress_path));
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (tools), _("Practice"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (tools),
                             tool_row (self, "drills", _("Discard Drills"),
                                       _("What would you discard? Sessions of ten positions, each answer graded "
                                         "with its reason"), "win.drills"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (tools),
                             tool_row (self, "calculator", _("Hand Calculator"),
                                       _("Enter a hand and see its value and payments under all five rule sets"),
                                       "win.calculator"));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (lessons));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (tools));
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), page);
  adw_window_set_content (ADW_WINDOW (self), box);
  return self;
}

GtkWidget *
mj_lessons_window_get_row (MjLessonsWindow *self,
                           const char      *id)
{
  g_return_val_if_fail (MJ_IS_LESSONS_WINDOW (self), NULL);
  return g_hash_table_lookup (self->rows, id);
}
