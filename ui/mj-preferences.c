/* mj-preferences.c: the preferences window.  The house options of every
 * rule set are built from the rule sets' own option tables. */
#include "config.h"

#include <glib/gi18n.h>

#include "mj-name-entry.h"
#include "mj-preferences.h"
#include "mj-rule-options-group.h"

struct _MjPreferences {
  AdwPreferencesWindow parent_instance;

  AdwPreferencesPage *rules_page;
  AdwComboRow        *rules_row;
  GtkSpinButton      *pace;
  GtkSwitch          *animations;
  GtkSwitch          *sound;
  AdwActionRow       *volume_row;
  GtkScale           *sound_volume;
  GtkSwitch          *show_index;
  GtkSwitch          *auto_sort;
  GtkSwitch          *confirm_discard;
  GtkSwitch          *auto_pass;
  GtkSwitch          *auto_win;
  GtkSpinButton      *claim_time;
  AdwComboRow        *tile_size;
  AdwComboRow        *table_colour;
  AdwComboRow        *color_scheme;
  AdwComboRow        *language;
  AdwEntryRow        *names[4];
  AdwComboRow        *computer_level;
  GtkSwitch          *ask_every_human;
  GPtrArray          *groups;      /* one MjRuleOptionsGroup per rule set */
  GSettings          *settings;
};

G_DEFINE_FINAL_TYPE (MjPreferences, mj_preferences, ADW_TYPE_PREFERENCES_WINDOW)

static void
on_options_changed (MjRuleOptionsGroup *group,
                    MjPreferences      *self)
{
  mj_rule_options_save (self->settings, mj_rule_options_group_get_rules (group),
                        mj_rule_options_group_get_options (group));
}

static void
on_rules_selected (MjPreferences *self)
{
  guint n;
  const MjRules * const *all = mj_rules_all (&n);
  guint i = adw_combo_row_get_selected (self->rules_row);

  if (i < n)
    g_settings_set_string (self->settings, "rules", all[i]->id);
}

/* A combo row for a string key with <choices>: the choices in order,
 * with their translated labels. */
typedef struct {
  const char *key;
  const char *values[6];
} Choices;

static gboolean
choice_to_index (GValue   *value,
                 GVariant *variant,
                 gpointer  data)
{
  const Choices *c = data;
  const char *s = g_variant_get_string (variant, NULL);

  for (guint i = 0; c->values[i]; i++)
    if (g_strcmp0 (s, c->values[i]) == 0)
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
index_to_choice (const GValue       *value,
                 const GVariantType *type,
                 gpointer            data)
{
  const Choices *c = data;
  guint i = g_value_get_uint (value);

  for (guint k = 0; c->values[k]; k++)
    if (k == i)
      return g_variant_new_string (c->values[k]);
  return NULL;
}

static void
bind_choices (MjPreferences *self,
              AdwComboRow   *row,
              const Choices *choices,
              const char   **labels)
{
  GtkStringList *list = gtk_string_list_new (NULL);

  for (guint i = 0; labels[i]; i++)
    gtk_string_list_append (list, labels[i]);
  adw_combo_row_set_model (row, G_LIST_MODEL (list));
  g_object_unref (list);
  g_settings_bind_with_mapping (self->settings, choices->key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                choice_to_index, index_to_choice, (gpointer) choices, NULL);
}

static const Choices tile_sizes = { "tile-size", { "small", "normal", "large", NULL } };
static const Choices table_colours = { "table-colour", { "teal", "green", "blue", "red", "wood", NULL } };
static const Choices color_schemes = { "color-scheme", { "system", "light", "dark", NULL } };
static const Choices levels = { "computer-level", { "easy", "normal", "hard", NULL } };
static const Choices languages = { "language", { "system", "en", "zh_CN", "zh_TW", NULL } };

static void
on_name_changed (MjPreferences *self)
{
  const char *names[5] = { NULL };

  for (guint i = 0; i < 4; i++)
    names[i] = gtk_editable_get_text (GTK_EDITABLE (self->names[i]));
  g_settings_set_strv (self->settings, "player-names", names);
}

GtkWidget *
mj_preferences_get_rules_group (MjPreferences *self,
                                const char    *rules_id)
{
  g_return_val_if_fail (MJ_IS_PREFERENCES (self), NULL);
  for (guint i = 0; i < self->groups->len; i++)
    if (g_strcmp0 (mj_rule_options_group_get_rules (self->groups->pdata[i])->id, rules_id) == 0)
      return self->groups->pdata[i];
  return NULL;
}

static void
mj_preferences_finalize (GObject *object)
{
  MjPreferences *self = MJ_PREFERENCES (object);

  g_ptr_array_unref (self->groups);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (mj_preferences_parent_class)->finalize (object);
}

static void
mj_preferences_class_init (MjPreferencesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = mj_preferences_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/mj-preferences.ui");
  gtk_widget_class_bind_template_child (widget_class, MjPreferences, rules_page);
  gtk_widget_class_bind_template_child (widget_class, MjPreferences, rules_row);
  gtk_widget_class_bind_template_child (widget_class, MjPreferences, pace);
  gtk_widget_class_bind_template_child (widget_class, MjPreferences, animations);
  gtk_widget_class_bind_template_child (widget_class, MjPreferences, sound);
  gtk_widget_class_bind_template_child (widget_class, MjPreferences, volume_row);
  gtk_widget_class_bind_template_child (widget_class, MjPreferences, sound_volume);
  gtk_widget_class_bind_template_child (widget_class, MjPreferences, show_index);
  gtk_widget_class_bind_template_child (widget_class, MjPreferences, auto_sort);
  gtk_widget_class_bind_template_child (widget_class, MjPreferences, confirm_discard);
  gtk_widget_class_bind_template_child (widget_class, MjPreferences, auto_pass);
  gtk_widget_class_bind_template_child (widget_class, MjPreferences, auto_win);
  gtk_widget_class_bind_template_child (widget_class, MjPreferences, claim_time);
  gtk_widget_class_bind_template_child (widget_class, MjPreferences, tile_size);
  gtk_widget_class_bind_template_child (widget_class, MjPreferences, table_colour);
  gtk_widget_class_bind_template_child (widget_class, MjPreferences, color_scheme);
  gtk_widget_class_bind_template_child (widget_class, MjPreferences, language);
  gtk_widget_class_bind_template_child_full (widget_class, "name_e", FALSE, G_STRUCT_OFFSET (MjPreferences, names[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "name_s", FALSE, G_STRUCT_OFFSET (MjPreferences, names[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "name_w", FALSE, G_STRUCT_OFFSET (MjPreferences, names[2]));
  gtk_widget_class_bind_template_child_full (widget_class, "name_n", FALSE, G_STRUCT_OFFSET (MjPreferences, names[3]));
  gtk_widget_class_bind_template_child (widget_class, MjPreferences, computer_level);
  gtk_widget_class_bind_template_child (widget_class, MjPreferences, ask_every_human);
}

static void
mj_preferences_init (MjPreferences *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->groups = g_ptr_array_new ();
}

MjPreferences *
mj_preferences_new (GSettings *settings)
{
  MjPreferences *self = g_object_new (MJ_TYPE_PREFERENCES, NULL);
  GtkStringList *names = gtk_string_list_new (NULL);
  g_autofree char *current = g_settings_get_string (settings, "rules");
  guint n;
  const MjRules * const *all = mj_rules_all (&n);

  self->settings = g_object_ref (settings);
  g_settings_bind (settings, "computer-pace", gtk_spin_button_get_adjustment (self->pace), "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "animations", self->animations, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "sound", self->sound, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "sound-volume", gtk_range_get_adjustment (GTK_RANGE (self->sound_volume)), "value",
                   G_SETTINGS_BIND_DEFAULT);
  /* (the volume of no sound is nothing to set) */
  g_object_bind_property (self->sound, "active", self->volume_row, "sensitive", G_BINDING_SYNC_CREATE);
  g_settings_bind (settings, "show-index", self->show_index, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "auto-sort", self->auto_sort, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "confirm-discard", self->confirm_discard, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "auto-pass", self->auto_pass, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "auto-win", self->auto_win, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "ask-every-human", self->ask_every_human, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "claim-time-limit", gtk_spin_button_get_adjustment (self->claim_time), "value",
                   G_SETTINGS_BIND_DEFAULT);
  {
    const char *sizes[] = { _("Small"), _("Normal"), _("Large"), NULL };
    const char *colours[] = { C_("table colour", "Teal"), C_("table colour", "Green"), C_("table colour", "Blue"),
                              C_("table colour", "Red"), C_("table colour", "Wood"), NULL };
    const char *schemes[] = { _("Follow the system"), _("Light"), _("Dark"), NULL };
    const char *level_names[] = { _("Easy"), _("Normal"), _("Hard"), NULL };
    /* each language by its own name, so anyone can find theirs */
    const char *language_names[] = { _("Follow the system"), "English", "简体中文", "繁體中文", NULL };
    g_auto (GStrv) seat_names = g_settings_get_strv (settings, "player-names");

    bind_choices (self, self->tile_size, &tile_sizes, sizes);
    bind_choices (self, self->table_colour, &table_colours, colours);
    bind_choices (self, self->color_scheme, &color_schemes, schemes);
    bind_choices (self, self->computer_level, &levels, level_names);
    bind_choices (self, self->language, &languages, language_names);
    for (guint i = 0; i < 4; i++)
      {
        /* no longer than records and statistics keep */
        adw_entry_row_add_suffix (self->names[i], mj_name_entry_limit (GTK_EDITABLE (self->names[i])));
        gtk_editable_set_text (GTK_EDITABLE (self->names[i]), seat_names && g_strv_length (seat_names) > i ? seat_names[i] : "");
        g_signal_connect_swapped (self->names[i], "changed", G_CALLBACK (on_name_changed), self);
      }
  }

  for (guint i = 0; i < n; i++)
    {
      MjOptions options;
      GtkWidget *group;

      gtk_string_list_append (names, _(all[i]->name));
      mj_rule_options_load (settings, all[i], &options);
      group = mj_rule_options_group_new (all[i], &options);
      g_signal_connect (group, "changed", G_CALLBACK (on_options_changed), self);
      adw_preferences_page_add (self->rules_page, ADW_PREFERENCES_GROUP (group));
      g_ptr_array_add (self->groups, group);
    }
  adw_combo_row_set_model (self->rules_row, G_LIST_MODEL (names));
  g_object_unref (names);
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (all[i]->id, current) == 0)
      adw_combo_row_set_selected (self->rules_row, i);
  g_signal_connect_swapped (self->rules_row, "notify::selected", G_CALLBACK (on_rules_selected), self);
  return self;
}
