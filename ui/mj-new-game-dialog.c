/* mj-new-game-dialog.c: the new-match dialog. */
#include "config.h"

#include <glib/gi18n.h>

#include "mj-name-entry.h"
#include "mj-new-game-dialog.h"
#include "mj-rule-options-group.h"

struct _MjNewGameDialog {
  AdwWindow            parent_instance;

  AdwPreferencesPage  *page;
  AdwComboRow         *rules_row;
  GtkSpinButton       *hands;
  AdwEntryRow         *seed;
  AdwPreferencesGroup *seats;
  GtkWidget           *names[MJ_N_SEATS];
  GtkWidget           *kinds[MJ_N_SEATS];   /* drop-downs: person or computer */
  GtkWidget           *level;
  GtkWidget           *options;             /* MjRuleOptionsGroup of the chosen rule set */
  GSettings           *settings;
  MjMatchSetup         setup;
};

G_DEFINE_FINAL_TYPE (MjNewGameDialog, mj_new_game_dialog, ADW_TYPE_WINDOW)

enum {
  START,
  NETWORK,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const MjRules *
chosen_rules (MjNewGameDialog *self)
{
  guint n;
  const MjRules * const *all = mj_rules_all (&n);
  guint i = adw_combo_row_get_selected (self->rules_row);

  return all[MIN (i, n - 1)];
}

static void
show_options (MjNewGameDialog *self)
{
  const MjRules *rules = chosen_rules (self);
  MjOptions options;

  if (self->options)
    adw_preferences_page_remove (self->page, ADW_PREFERENCES_GROUP (self->options));
  if (rules == self->setup.rules)
    options = self->setup.options;
  else
    mj_rule_options_load (self->settings, rules, &options);
  self->options = mj_rule_options_group_new (rules, &options);
  adw_preferences_page_add (self->page, ADW_PREFERENCES_GROUP (self->options));
  /* the rule set's description is the options group's, just below: as the
   * row's subtitle too it took the width of the chosen name (the name was
   * cut short, or pushed off the card) */
}

/* A person who gives no name is "You" when playing alone, "Player N" in
 * hot seat (as the match names them, engine/mj-match.c): shown greyed in
 * the empty name fields. */
static void
update_placeholders (MjNewGameDialog *self)
{
  guint people = 0;

  for (guint i = 0; i < MJ_N_SEATS; i++)
    people += gtk_drop_down_get_selected (GTK_DROP_DOWN (self->kinds[i])) == 0;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      g_autofree char *text = NULL;

      if (gtk_drop_down_get_selected (GTK_DROP_DOWN (self->kinds[i])) != 0)
        text = g_strdup (_("Computer player"));
      else if (people == 1)
        text = g_strdup (_("You"));
      else
        text = g_strdup_printf (_("Player %u"), i + 1);
      gtk_entry_set_placeholder_text (GTK_ENTRY (self->names[i]), text);
    }
}

void
mj_new_game_dialog_start (MjNewGameDialog *self)
{
  MjMatchSetup setup = { 0 };
  const char *seed_text = gtk_editable_get_text (GTK_EDITABLE (self->seed));
  g_autoptr (GVariantBuilder) humans = g_variant_builder_new (G_VARIANT_TYPE ("as"));
  g_autoptr (GVariantBuilder) names = g_variant_builder_new (G_VARIANT_TYPE ("as"));
  guint64 seed;
  static const char *levels[] = { "easy", "normal", "hard" };

  g_return_if_fail (MJ_IS_NEW_GAME_DIALOG (self));

  setup.rules = chosen_rules (self);
  setup.options = *mj_rule_options_group_get_options (MJ_RULE_OPTIONS_GROUP (self->options));
  setup.hands = (guint) gtk_spin_button_get_value_as_int (self->hands);
  if (seed_text[0] && g_ascii_string_to_unsigned (seed_text, 10, 0, G_MAXUINT64, &seed, NULL))
    setup.seed = seed;
  else
    setup.seed = (guint64) g_get_real_time ();
  setup.level = self->setup.level;
  if (self->level)
    setup.level = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->level)) + 1;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      char letter[2] = { mj_seat_letter (i), 0 };
      setup.names[i] = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->names[i])));
      setup.human[i] = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->kinds[i])) == 0;
      if (setup.human[i])
        g_variant_builder_add (humans, "s", letter);
      g_variant_builder_add (names, "s", setup.names[i]);
    }

  /* the choices become the defaults of the next match */
  g_settings_set_string (self->settings, "rules", setup.rules->id);
  g_settings_set_uint (self->settings, "match-hands", setup.hands);
  g_settings_set_value (self->settings, "human-seats", g_variant_builder_end (humans));
  g_settings_set_value (self->settings, "player-names", g_variant_builder_end (names));
  if (setup.level >= 1 && setup.level <= 3)
    g_settings_set_string (self->settings, "computer-level", levels[setup.level - 1]);
  mj_rule_options_save (self->settings, setup.rules, &setup.options);

  g_signal_emit (self, signals[START], 0, &setup);
  mj_match_setup_clear (&setup);
  gtk_window_close (GTK_WINDOW (self));
}

/* Hosting and joining have their own dialog (ui/mj-net-dialog.c): the
 * window that owns this one opens it. */
static void
on_host (MjNewGameDialog *self)
{
  g_signal_emit (self, signals[NETWORK], 0, TRUE);
  gtk_window_close (GTK_WINDOW (self));
}

static void
on_join (MjNewGameDialog *self)
{
  g_signal_emit (self, signals[NETWORK], 0, FALSE);
  gtk_window_close (GTK_WINDOW (self));
}

static void
mj_new_game_dialog_finalize (GObject *object)
{
  MjNewGameDialog *self = MJ_NEW_GAME_DIALOG (object);

  mj_match_setup_clear (&self->setup);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (mj_new_game_dialog_parent_class)->finalize (object);
}

static void
mj_new_game_dialog_class_init (MjNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = mj_new_game_dialog_finalize;
  /* (const MjMatchSetup *) */
  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                 MJ_TYPE_MATCH_SETUP | G_SIGNAL_TYPE_STATIC_SCOPE);
  /* (host): Host on the network (TRUE) or Join a match (FALSE) was chosen */
  signals[NETWORK] = g_signal_new ("network", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/mj-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, MjNewGameDialog, page);
  gtk_widget_class_bind_template_child (widget_class, MjNewGameDialog, rules_row);
  gtk_widget_class_bind_template_child (widget_class, MjNewGameDialog, hands);
  gtk_widget_class_bind_template_child (widget_class, MjNewGameDialog, seed);
  gtk_widget_class_bind_template_child (widget_class, MjNewGameDialog, seats);
  gtk_widget_class_bind_template_callback (widget_class, mj_new_game_dialog_start);
  gtk_widget_class_bind_template_callback (widget_class, on_host);
  gtk_widget_class_bind_template_callback (widget_class, on_join);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
mj_new_game_dialog_init (MjNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

static void
setup_rule_name (GtkSignalListItemFactory *factory,
                 GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  /* cut short only when the dialog is too narrow for it */
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_item_set_child (item, label);
}

static void
bind_rule_name (GtkSignalListItemFactory *factory,
                GtkListItem              *item)
{
  GtkStringObject *name = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), gtk_string_object_get_string (name));
}

MjNewGameDialog *
mj_new_game_dialog_new (GtkWindow          *parent,
                        GSettings          *settings,
                        const MjMatchSetup *initial)
{
  MjNewGameDialog *self = g_object_new (MJ_TYPE_NEW_GAME_DIALOG, "transient-for", parent,
                                        "destroy-with-parent", TRUE, NULL);
  GtkStringList *rule_names = gtk_string_list_new (NULL);
  guint n;
  const MjRules * const *all = mj_rules_all (&n);
  /* Translators: the seats of the New Game dialog, in turn order */
  static const char *seats[] = { N_("Seat 1"), N_("Seat 2"), N_("Seat 3"), N_("Seat 4") };
  const char *kinds[] = { _("Person"), _("Computer"), NULL };
  const char *levels[] = { _("Easy"), _("Normal"), _("Hard"), NULL };

  self->settings = g_object_ref (settings);
  mj_match_setup_copy (&self->setup, initial);

  /* the rule sets' names whole: AdwComboRow's own labels stop at twenty
   * characters ("Guizhou Catch the Chi…") though the row has room */
  {
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
    g_signal_connect (factory, "setup", G_CALLBACK (setup_rule_name), NULL);
    g_signal_connect (factory, "bind", G_CALLBACK (bind_rule_name), NULL);
    adw_combo_row_set_factory (self->rules_row, factory);
    g_object_unref (factory);
  }
  for (guint i = 0; i < n; i++)
    {
      gtk_string_list_append (rule_names, _(all[i]->name));
      if (all[i] == initial->rules)
        adw_combo_row_set_selected (self->rules_row, i);
    }
  adw_combo_row_set_model (self->rules_row, G_LIST_MODEL (rule_names));
  for (guint i = 0; i < n; i++)
    if (all[i] == initial->rules)
      adw_combo_row_set_selected (self->rules_row, i);
  g_object_unref (rule_names);
  g_signal_connect_swapped (self->rules_row, "notify::selected", G_CALLBACK (show_options), self);
  gtk_spin_button_set_value (self->hands, initial->hands);

  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *limit;
      self->names[i] = gtk_entry_new ();
      /* no longer than records and statistics keep */
      limit = mj_name_entry_limit (GTK_EDITABLE (self->names[i]));
      gtk_editable_set_text (GTK_EDITABLE (self->names[i]), initial->names[i] ? initial->names[i] : "");
      gtk_widget_set_valign (self->names[i], GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->names[i]), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Name"), -1);
      self->kinds[i] = gtk_drop_down_new_from_strings (kinds);
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->kinds[i]), initial->human[i] ? 0 : 1);
      gtk_widget_set_valign (self->kinds[i], GTK_ALIGN_CENTER);
      /* not a wind: the dice decide who deals, and the dealer is East */
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(seats[i]));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), limit);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), self->names[i]);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), self->kinds[i]);
      adw_preferences_group_add (self->seats, row);
    }
  for (guint i = 0; i < MJ_N_SEATS; i++)
    g_signal_connect_swapped (self->kinds[i], "notify::selected", G_CALLBACK (update_placeholders), self);
  update_placeholders (self);
  {
    GtkWidget *row = adw_action_row_new ();
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Computer players"));
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("How strongly the computer players play"));
    self->level = gtk_drop_down_new_from_strings (levels);
    gtk_widget_set_valign (self->level, GTK_ALIGN_CENTER);
    gtk_drop_down_set_selected (GTK_DROP_DOWN (self->level),
                                initial->level >= 1 && initial->level <= 3 ? initial->level - 1 : 1);
    adw_action_row_add_suffix (ADW_ACTION_ROW (row), self->level);
    adw_preferences_group_add (self->seats, row);
  }
  show_options (self);
  return self;
}
