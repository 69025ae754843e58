/* mj-rule-options-group.c: the house options of one rule set as rows,
 * built from the rule set's described option table: a switch for a
 * yes/no option, a spin button for a number, a drop-down for a choice,
 * each with its explanation, and a button back to the standard rules. */
#include "config.h"

#include <glib/gi18n.h>

#include "mj-rule-options-group.h"

struct _MjRuleOptionsGroup {
  AdwPreferencesGroup parent_instance;

  const MjRules *rules;
  MjOptions      options;
  GPtrArray     *rows;
  GPtrArray     *editors;    /* the switch, spin or drop-down of each option */
  GtkWidget     *reset;
  gboolean       updating;
};

G_DEFINE_FINAL_TYPE (MjRuleOptionsGroup, mj_rule_options_group, ADW_TYPE_PREFERENCES_GROUP)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
is_standard (MjRuleOptionsGroup *self)
{
  for (guint i = 0; i < self->rules->n_options; i++)
    if (self->options.values[i] != self->rules->options[i].default_value)
      return FALSE;
  return TRUE;
}

static void
changed (MjRuleOptionsGroup *self)
{
  gtk_widget_set_sensitive (self->reset, !is_standard (self));
  if (!self->updating)
    g_signal_emit (self, signals[CHANGED], 0);
}

static void
on_switch (GtkSwitch          *sw,
           GParamSpec         *pspec,
           MjRuleOptionsGroup *self)
{
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (sw), "option"));
  self->options.values[i] = gtk_switch_get_active (sw);
  changed (self);
}

static void
on_spin (GtkSpinButton      *spin,
         MjRuleOptionsGroup *self)
{
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (spin), "option"));
  self->options.values[i] = gtk_spin_button_get_value_as_int (spin);
  changed (self);
}

static void
on_choice (GtkDropDown        *dd,
           GParamSpec         *pspec,
           MjRuleOptionsGroup *self)
{
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dd), "option"));
  self->options.values[i] = (int) gtk_drop_down_get_selected (dd);
  changed (self);
}

static void
show_values (MjRuleOptionsGroup *self)
{
  self->updating = TRUE;
  for (guint i = 0; i < self->rules->n_options; i++)
    {
      GtkWidget *w = self->editors->pdata[i];
      switch (self->rules->options[i].type)
        {
        case MJ_OPTION_BOOL:
          gtk_switch_set_active (GTK_SWITCH (w), self->options.values[i] != 0);
          break;
        case MJ_OPTION_INT:
          gtk_spin_button_set_value (GTK_SPIN_BUTTON (w), self->options.values[i]);
          break;
        case MJ_OPTION_CHOICE:
          gtk_drop_down_set_selected (GTK_DROP_DOWN (w), (guint) self->options.values[i]);
          break;
        }
    }
  self->updating = FALSE;
  gtk_widget_set_sensitive (self->reset, !is_standard (self));
}

static void
on_reset (MjRuleOptionsGroup *self)
{
  mj_options_init_defaults (self->rules, &self->options);
  show_values (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
build (MjRuleOptionsGroup *self)
{
  /* Translators: the title of the options of a rule set, e.g. "Sichuan Blood Battle house rules" */
  g_autofree char *title = g_strdup_printf (_("%s house rules"), _(self->rules->name));

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (self), title);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (self), _(self->rules->description));

  for (guint i = 0; i < self->rules->n_options; i++)
    {
      const MjOptionSpec *spec = &self->rules->options[i];
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *editor;

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(spec->label));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(spec->explanation));
      {
        /* Translators: the tooltip of a rule option: how sparrow-cli and the
         * rule documents name it, "--option fan_cap=…" */
        g_autofree char *tooltip = g_strdup_printf (_("In sparrow-cli: --option %s=…"), spec->id);
        gtk_widget_set_tooltip_text (row, tooltip);
      }
      switch (spec->type)
        {
        case MJ_OPTION_BOOL:
          editor = gtk_switch_new ();
          g_signal_connect (editor, "notify::active", G_CALLBACK (on_switch), self);
          adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), editor);
          break;
        case MJ_OPTION_INT:
          editor = gtk_spin_button_new_with_range (spec->min, spec->max, 1);
          g_signal_connect (editor, "value-changed", G_CALLBACK (on_spin), self);
          break;
        default:
          {
            GtkStringList *list = gtk_string_list_new (NULL);
            for (guint c = 0; spec->choices[c]; c++)
              gtk_string_list_append (list, spec->choice_labels && spec->choice_labels[c]
                                            ? _(spec->choice_labels[c]) : spec->choices[c]);
            editor = gtk_drop_down_new (G_LIST_MODEL (list), NULL);
            g_signal_connect (editor, "notify::selected", G_CALLBACK (on_choice), self);
          }
        }
      gtk_widget_set_valign (editor, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (editor), GTK_ACCESSIBLE_PROPERTY_LABEL, _(spec->label), -1);
      g_object_set_data (G_OBJECT (editor), "option", GUINT_TO_POINTER (i));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), editor);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (self), row);
      g_ptr_array_add (self->rows, row);
      g_ptr_array_add (self->editors, editor);
    }

  self->reset = gtk_button_new_with_mnemonic (_("_Standard Rules"));
  gtk_widget_set_tooltip_text (self->reset, _("Set every option of this rule set back to its standard value"));
  gtk_widget_add_css_class (self->reset, "flat");
  g_signal_connect_swapped (self->reset, "clicked", G_CALLBACK (on_reset), self);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (self), self->reset);
  show_values (self);
}

const MjRules *
mj_rule_options_group_get_rules (MjRuleOptionsGroup *self)
{
  g_return_val_if_fail (MJ_IS_RULE_OPTIONS_GROUP (self), NULL);
  return self->rules;
}

const MjOptions *
mj_rule_options_group_get_options (MjRuleOptionsGroup *self)
{
  g_return_val_if_fail (MJ_IS_RULE_OPTIONS_GROUP (self), NULL);
  return &self->options;
}

guint
mj_rule_options_group_get_n_rows (MjRuleOptionsGroup *self)
{
  g_return_val_if_fail (MJ_IS_RULE_OPTIONS_GROUP (self), 0);
  return self->rows->len;
}

GtkWidget *
mj_rule_options_group_get_editor (MjRuleOptionsGroup *self,
                                  const char         *id)
{
  int i;

  g_return_val_if_fail (MJ_IS_RULE_OPTIONS_GROUP (self), NULL);
  i = mj_options_find (self->rules, id);
  return i >= 0 ? self->editors->pdata[i] : NULL;
}

static void
mj_rule_options_group_finalize (GObject *object)
{
  MjRuleOptionsGroup *self = MJ_RULE_OPTIONS_GROUP (object);

  g_ptr_array_unref (self->rows);
  g_ptr_array_unref (self->editors);
  G_OBJECT_CLASS (mj_rule_options_group_parent_class)->finalize (object);
}

static void
mj_rule_options_group_class_init (MjRuleOptionsGroupClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = mj_rule_options_group_finalize;
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
mj_rule_options_group_init (MjRuleOptionsGroup *self)
{
  self->rows = g_ptr_array_new ();
  self->editors = g_ptr_array_new ();
}

GtkWidget *
mj_rule_options_group_new (const MjRules   *rules,
                           const MjOptions *options)
{
  MjRuleOptionsGroup *self = g_object_new (MJ_TYPE_RULE_OPTIONS_GROUP, NULL);

  self->rules = rules;
  if (options)
    self->options = *options;
  else
    mj_options_init_defaults (rules, &self->options);
  build (self);
  return GTK_WIDGET (self);
}

char *
mj_rule_options_describe (const MjRules   *rules,
                          const MjOptions *options)
{
  g_autoptr (GString) text = g_string_new (NULL);

  g_return_val_if_fail (rules != NULL && options != NULL, NULL);

  for (guint i = 0; i < rules->n_options; i++)
    {
      const MjOptionSpec *spec = &rules->options[i];
      int v = options->values[i];
      g_autofree char *value = NULL;

      if (v == spec->default_value)
        continue;
      if (spec->type == MJ_OPTION_BOOL)
        value = g_strdup (v ? C_("option", "on") : C_("option", "off"));
      else if (spec->type == MJ_OPTION_CHOICE)
        value = g_strdup (_(spec->choice_labels[v]));
      else
        value = g_strdup_printf ("%d", v);
      if (text->len)
        g_string_append (text, C_("option list", "; "));
      /* Translators: an option and its value: "Fan cap: 8" */
      g_string_append_printf (text, C_("option", "%s: %s"), _(spec->label), value);
    }
  if (text->len == 0)
    return g_strdup (_("The standard rules"));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

void
mj_rule_options_load (GSettings     *settings,
                      const MjRules *rules,
                      MjOptions     *options)
{
  g_autoptr (GVariant) all = g_settings_get_value (settings, "rule-options");

  /* values the option no longer allows are dropped for the standard one */
  mj_options_from_variant (rules, all, options);
}

void
mj_rule_options_save (GSettings       *settings,
                      const MjRules   *rules,
                      const MjOptions *options)
{
  g_autoptr (GVariant) all = g_settings_get_value (settings, "rule-options");
  GVariantBuilder outer, inner;
  GVariantIter iter;
  const char *id;
  GVariant *value;

  g_variant_builder_init (&outer, G_VARIANT_TYPE ("a{sa{si}}"));
  g_variant_iter_init (&iter, all);
  while (g_variant_iter_next (&iter, "{&s@a{si}}", &id, &value))
    {
      if (g_strcmp0 (id, rules->id) != 0)
        g_variant_builder_add (&outer, "{s@a{si}}", id, value);
      g_variant_unref (value);
    }
  g_variant_builder_init (&inner, G_VARIANT_TYPE ("a{si}"));
  for (guint i = 0; i < rules->n_options; i++)
    if (options->values[i] != rules->options[i].default_value)
      g_variant_builder_add (&inner, "{si}", rules->options[i].id, options->values[i]);
  g_variant_builder_add (&outer, "{s@a{si}}", rules->id, g_variant_builder_end (&inner));
  g_settings_set_value (settings, "rule-options", g_variant_builder_end (&outer));
}
