/* mj-net-dialog.c: hosting or joining a networked match. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "mj-files.h"
#include "mj-name-entry.h"
#include "mj-net-dialog.h"
#include "mj-net-window.h"
#include "mj-protocol.h"
#include "mj-record.h"
#include "mj-rule-options-group.h"
#include "mj-rules.h"
#include "mj-server.h"

/* The seats this game was given in matches it joined, by join code, so
 * that a match its host takes up again (or a server restarted) is joined
 * again at the same seat with the same code: [CODE] match=, token=. */
#define JOINED_FILE "network-seats.ini"
/* Seats remembered at most (the oldest are forgotten first). */
#define MAX_JOINED 32

struct _MjNetDialog {
  AdwWindow        parent_instance;

  MjNetDialogMode  mode;
  GSettings       *settings;
  MjTileCache     *cache;
  GtkWindow       *parent;       /* (weak) */
  AdwComboRow     *rules_row;
  GtkSpinButton   *hands;
  GtkCheckButton  *seat_checks[MJ_N_SEATS];  /* the seats people play */
  GtkWidget       *seats_row;
  GtkWidget       *house_row;    /* the house options that go with the match */
  GtkSpinButton   *port;
  GtkWidget       *address;      /* AdwEntryRow */
  GtkWidget       *code;         /* AdwEntryRow */
  GtkWidget       *name;         /* GtkEntry */
  GtkLabel        *error;
  char            *error_text;
  char            *resume_id;    /* the unfinished hosted match offered, or NULL */
  char            *resume_house; /* its house options, in words */
  GtkSwitch       *resume;
};

G_DEFINE_FINAL_TYPE (MjNetDialog, mj_net_dialog, ADW_TYPE_WINDOW)

enum {
  OPENED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
show_error (MjNetDialog *self,
            const char  *text)
{
  g_free (self->error_text);
  self->error_text = g_strdup (text);
  gtk_label_set_text (self->error, text ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error), text != NULL);
}

static char *
hosted_dir (void)
{
  g_autofree char *data = mj_data_dir ();
  return g_build_filename (data, "hosted", NULL);
}

static char *
joined_path (void)
{
  g_autofree char *data = mj_data_dir ();
  return g_build_filename (data, JOINED_FILE, NULL);
}

static GKeyFile *
joined_load (void)
{
  GKeyFile *file = g_key_file_new ();
  g_autofree char *path = joined_path ();
  g_autofree char *text = NULL;
  gsize length;

  /* (a missing or damaged file remembers nothing: the seat is joined as new) */
  if (mj_file_read_bounded (path, 64 * 1024, &text, &length, NULL))
    g_key_file_load_from_data (file, text, length, G_KEY_FILE_NONE, NULL);
  return file;
}

/* The seat given in the match of `code`, remembered when the welcome came. */
static void
on_joined_welcome (MjClient   *client,
                   const char *code)
{
  g_autoptr (GKeyFile) file = joined_load ();
  g_autofree char *path = joined_path ();
  g_autofree char *dir = mj_data_dir ();
  g_auto (GStrv) groups = NULL;
  g_autofree char *data = NULL;
  gsize n, length;

  if (mj_client_get_match (client) == NULL || mj_client_get_token (client) == NULL)
    return;
  /* the newest last */
  g_key_file_remove_group (file, code, NULL);
  groups = g_key_file_get_groups (file, &n);
  for (gsize i = 0; i + MAX_JOINED <= n; i++)
    g_key_file_remove_group (file, groups[i], NULL);
  g_key_file_set_string (file, code, "match", mj_client_get_match (client));
  g_key_file_set_string (file, code, "token", mj_client_get_token (client));
  data = g_key_file_to_data (file, &length, NULL);
  /* (a seat not remembered is a rejoin that fails later, said then) */
  if (mj_dir_ensure_private (dir, NULL))
    mj_file_write_private (path, data, (gssize) length, NULL);
}

static guint
people_mask (MjNetDialog *self)
{
  guint mask = 0;

  for (guint i = 0; i < MJ_N_SEATS; i++)
    if (gtk_check_button_get_active (self->seat_checks[i]))
      mask |= 1u << i;
  return mask;
}

static void
set_people_mask (MjNetDialog *self,
                 guint        mask)
{
  for (guint i = 0; i < MJ_N_SEATS; i++)
    gtk_check_button_set_active (self->seat_checks[i], (mask >> i) & 1);
}

static const MjRules *
chosen_rules (MjNetDialog *self)
{
  guint n;
  const MjRules * const *all = mj_rules_all (&n);

  return all[MIN (adw_combo_row_get_selected (self->rules_row), n - 1)];
}

/* The house options of Preferences for the chosen rule set: they go with
 * the match, and the row says which. */
static void
load_options (MjNetDialog *self,
              MjOptions   *options)
{
  const MjRules *rules = chosen_rules (self);

  if (self->settings)
    mj_rule_options_load (self->settings, rules, options);
  else
    mj_options_init_defaults (rules, options);
}

static void
update_house_row (MjNetDialog *self)
{
  MjOptions options;
  g_autofree char *text = NULL;

  /* (a match taken up keeps its own) */
  if (self->resume && gtk_switch_get_active (self->resume))
    return;
  load_options (self, &options);
  text = mj_rule_options_describe (chosen_rules (self), &options);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->house_row), text);
}

GtkWindow *
mj_net_dialog_start (MjNetDialog *self)
{
  GtkApplication *app = self->parent ? gtk_window_get_application (self->parent) : NULL;
  MjNetWindow *window;
  g_autoptr (GError) error = NULL;
  const char *name;
  gboolean ok;

  g_return_val_if_fail (MJ_IS_NET_DIALOG (self), NULL);

  name = gtk_editable_get_text (GTK_EDITABLE (self->name));
  window = mj_net_window_new (app, self->cache, self->settings);
  if (self->mode == MJ_NET_DIALOG_HOST)
    {
      MjNetHostSetup setup = { 0 };
      MjOptions options;

      if (people_mask (self) == 0)
        {
          show_error (self, _("Choose at least one seat for people: yours is the first one chosen."));
          gtk_window_destroy (GTK_WINDOW (window));
          return NULL;
        }
      setup.rules = chosen_rules (self)->id;
      setup.hands = (guint) gtk_spin_button_get_value_as_int (self->hands);
      setup.people_seats = people_mask (self);
      setup.people = (guint) __builtin_popcount (setup.people_seats);
      load_options (self, &options);
      setup.options = &options;
      setup.port = (guint) gtk_spin_button_get_value_as_int (self->port);
      g_autofree char *state = hosted_dir ();
      g_autofree char *records = mj_data_dir ();

      setup.name = name;
      setup.pace = self->settings ? g_settings_get_double (self->settings, "computer-pace") : 0.6;
      /* the host keeps the match: saved after every action, taken up
       * again from here, its record kept beside the game's own */
      setup.state_dir = state;
      setup.records_dir = records;
      if (self->resume_id && gtk_switch_get_active (self->resume))
        setup.resume = self->resume_id;
      ok = mj_dir_ensure_private (state, &error) && mj_net_window_host (window, &setup, &error);
    }
  else
    {
      const char *address = gtk_editable_get_text (GTK_EDITABLE (self->address));
      g_autofree char *code = g_strstrip (g_ascii_strup (gtk_editable_get_text (GTK_EDITABLE (self->code)), -1));
      g_autoptr (GKeyFile) joined = joined_load ();
      g_autofree char *match = g_key_file_get_string (joined, code, "match", NULL);
      g_autofree char *token = g_key_file_get_string (joined, code, "token", NULL);

      /* a seat this game was given in the match of this code: sat at again */
      if (code[0] && match && token)
        ok = mj_net_window_rejoin (window, address, match, token, &error);
      else
        ok = mj_net_window_join (window, address, code, name, &error);
      if (ok)
        g_signal_connect_data (mj_net_window_get_client (window), "welcome", G_CALLBACK (on_joined_welcome),
                               g_steal_pointer (&code), (GClosureNotify) (void (*) (void)) g_free, 0);
    }
  if (!ok)
    {
      show_error (self, error->message);
      gtk_window_destroy (GTK_WINDOW (window));
      return NULL;
    }
  /* (the game's window counts its hands in the statistics) */
  g_signal_emit (self, signals[OPENED], 0, window);
  gtk_window_present (GTK_WINDOW (window));
  gtk_window_close (GTK_WINDOW (self));
  return GTK_WINDOW (window);
}

const char *
mj_net_dialog_get_error (MjNetDialog *self)
{
  g_return_val_if_fail (MJ_IS_NET_DIALOG (self), NULL);
  return self->error_text;
}

void
mj_net_dialog_set_field (MjNetDialog *self,
                         const char  *field,
                         const char  *value)
{
  g_return_if_fail (MJ_IS_NET_DIALOG (self));

  if (g_str_equal (field, "address") && self->address)
    gtk_editable_set_text (GTK_EDITABLE (self->address), value);
  else if (g_str_equal (field, "code") && self->code)
    gtk_editable_set_text (GTK_EDITABLE (self->code), value);
  else if (g_str_equal (field, "name"))
    gtk_editable_set_text (GTK_EDITABLE (self->name), value);
  else if (g_str_equal (field, "port") && self->port)
    gtk_spin_button_set_value (self->port, g_ascii_strtod (value, NULL));
  else if (g_str_equal (field, "people") && self->seats_row)
    set_people_mask (self, (1u << CLAMP (atoi (value), 0, MJ_N_SEATS)) - 1);
  else if (g_str_equal (field, "seats") && self->seats_row)
    {
      guint mask = 0;
      for (guint i = 0; i < MJ_N_SEATS; i++)
        if (strchr (value, mj_seat_letter (i)))
          mask |= 1u << i;
      set_people_mask (self, mask);
    }
  else if (g_str_equal (field, "hands") && self->hands)
    gtk_spin_button_set_value (self->hands, g_ascii_strtod (value, NULL));
  else if (g_str_equal (field, "resume") && self->resume)
    gtk_switch_set_active (self->resume, g_str_equal (value, "true"));
  else
    g_return_if_reached ();
}

static void
on_start (MjNetDialog *self)
{
  mj_net_dialog_start (self);
}

static void
mj_net_dialog_dispose (GObject *object)
{
  MjNetDialog *self = MJ_NET_DIALOG (object);

  g_clear_weak_pointer (&self->parent);
  g_clear_object (&self->settings);
  g_clear_object (&self->cache);
  G_OBJECT_CLASS (mj_net_dialog_parent_class)->dispose (object);
}

static void
mj_net_dialog_finalize (GObject *object)
{
  MjNetDialog *self = MJ_NET_DIALOG (object);

  g_free (self->error_text);
  g_free (self->resume_id);
  g_free (self->resume_house);
  G_OBJECT_CLASS (mj_net_dialog_parent_class)->finalize (object);
}

static void
mj_net_dialog_class_init (MjNetDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_net_dialog_dispose;
  object_class->finalize = mj_net_dialog_finalize;
  signals[OPENED] = g_signal_new ("opened", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                  G_TYPE_NONE, 1, MJ_TYPE_NET_WINDOW);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
mj_net_dialog_init (MjNetDialog *self)
{
}

static GtkSpinButton *
spin_row (AdwPreferencesGroup *group,
          const char          *title,
          const char          *subtitle,
          double               lower,
          double               upper,
          double               value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (lower, upper, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  adw_preferences_group_add (group, row);
  return GTK_SPIN_BUTTON (spin);
}

/* Which seats people play: a check button each, in seat order (the host
 * sits at the first one ticked; computer players take the others).  They
 * are numbered as the New Game dialog's seats, not named by wind: the dice
 * decide who deals and so who sits East, and "East" ticked for oneself
 * ended up West as often as not. */
static void
add_seats_row (MjNetDialog         *self,
               AdwPreferencesGroup *group)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  self->seats_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->seats_row), _("People"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->seats_row),
                               _("The seats people play; yours is the first one ticked, and computer players take "
                                 "the others"));
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      /* the New Game dialog's words for the same seats */
      static const char *const names[MJ_N_SEATS] = { N_("Seat 1"), N_("Seat 2"), N_("Seat 3"), N_("Seat 4") };
      self->seat_checks[i] = GTK_CHECK_BUTTON (gtk_check_button_new_with_label (_(names[i])));
      gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->seat_checks[i]));
    }
  set_people_mask (self, 0x3);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (self->seats_row), box);
  adw_preferences_group_add (group, self->seats_row);
}

static GtkWidget *
entry_row (AdwPreferencesGroup *group,
           const char          *title)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_group_add (group, row);
  return row;
}

static void
on_resume_changed (MjNetDialog *self)
{
  gboolean resume = gtk_switch_get_active (self->resume);

  /* a match taken up keeps its own rule set, length and people */
  gtk_widget_set_sensitive (GTK_WIDGET (self->rules_row), !resume);
  gtk_widget_set_sensitive (gtk_widget_get_ancestor (GTK_WIDGET (self->hands), ADW_TYPE_ACTION_ROW), !resume);
  gtk_widget_set_sensitive (self->seats_row, !resume);
  gtk_widget_set_sensitive (self->house_row, !resume);
  if (resume)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->house_row), self->resume_house);
  else
    update_house_row (self);
}

/* The match this game hosted last and did not finish, offered first:
 * its guests rejoin with the same code at their own seats. */
static void
add_resume_group (MjNetDialog        *self,
                  AdwPreferencesPage *page)
{
  g_autofree char *dir = hosted_dir ();
  g_autoptr (MjRecord) record = NULL;
  g_autoptr (GPtrArray) people = g_ptr_array_new ();
  g_autofree char *who = NULL;
  g_autofree char *subtitle = NULL;
  AdwPreferencesGroup *group;
  const MjRules *rules;
  GtkWidget *row;
  guint hand = 1;

  self->resume_id = mj_server_find_unfinished (dir);
  if (self->resume_id == NULL)
    return;
  /* (as the server takes it up: the record and the actions logged since) */
  record = mj_server_load_match (dir, self->resume_id, NULL, NULL);
  rules = record ? record->rules : NULL;
  if (rules == NULL)
    {
      g_clear_pointer (&self->resume_id, g_free);
      return;
    }
  for (guint i = 0; i < MJ_N_SEATS; i++)
    if (record->kinds[i] == MJ_PLAYER_HUMAN && record->names[i])
      g_ptr_array_add (people, record->names[i]);
  g_ptr_array_add (people, NULL);
  /* Translators: between the names of the people of a match, "Mei, Guo" */
  who = g_strjoinv (C_("name list", ", "), (char **) people->pdata);
  for (guint i = 0; i < record->actions->len; i++)
    hand += g_array_index (record->actions, MjAction, i).type == MJ_ACTION_NEXT_HAND;
  /* Translators: an unfinished match: its rule set, the hand it is at, its people */
  subtitle = g_strdup_printf (_("%s, hand %u, with %s. The others join again with the same code."),
                              _(rules->name), hand, who);

  /* the rows below show the match's own choices, greyed while it is the
   * one taken up */
  {
    guint n;
    const MjRules * const *all = mj_rules_all (&n);
    for (guint i = 0; i < n; i++)
      if (all[i] == rules)
        adw_combo_row_set_selected (self->rules_row, i);
  }
  self->resume_house = mj_rule_options_describe (rules, &record->options);
  if (record->length_kind == MJ_MATCH_HANDS)
    gtk_spin_button_set_value (self->hands, record->length);
  {
    guint mask = 0;
    for (guint i = 0; i < MJ_N_SEATS; i++)
      if (record->kinds[i] == MJ_PLAYER_HUMAN)
        mask |= 1u << i;
    set_people_mask (self, mask);
  }

  group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (group, _("Your unfinished match"));
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Take up the match you hosted last"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  self->resume = GTK_SWITCH (gtk_switch_new ());
  gtk_switch_set_active (self->resume, TRUE);
  gtk_widget_set_valign (GTK_WIDGET (self->resume), GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (self->resume));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), GTK_WIDGET (self->resume));
  adw_preferences_group_add (group, row);
  /* (first: it is what the person most likely came for) */
  adw_preferences_page_add (page, group);
  g_signal_connect_swapped (self->resume, "notify::active", G_CALLBACK (on_resume_changed), self);
  on_resume_changed (self);
}

MjNetDialog *
mj_net_dialog_new (GtkWindow       *parent,
                   GSettings       *settings,
                   MjTileCache     *cache,
                   MjNetDialogMode  mode)
{
  MjNetDialog *self = g_object_new (MJ_TYPE_NET_DIALOG, "transient-for", parent, "modal", TRUE,
                                    "destroy-with-parent", TRUE, "default-width", 560, "default-height", 620, NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  GtkWidget *start;
  GtkWidget *page = adw_preferences_page_new ();
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  AdwPreferencesGroup *you = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkWidget *name_row = adw_action_row_new ();
  g_autofree char *rules_id = settings ? g_settings_get_string (settings, "rules") : g_strdup ("sichuan");
  g_auto (GStrv) names = settings ? g_settings_get_strv (settings, "player-names") : NULL;

  self->mode = mode;
  self->settings = settings ? g_object_ref (settings) : NULL;
  self->cache = g_object_ref (cache);
  g_set_weak_pointer (&self->parent, parent);
  gtk_window_set_title (GTK_WINDOW (self), mode == MJ_NET_DIALOG_HOST ? _("Host on the Network") : _("Join a Match"));

  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (header), FALSE);
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (gtk_window_close), self);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  start = gtk_button_new_with_mnemonic (mode == MJ_NET_DIALOG_HOST ? _("_Host") : _("_Join"));
  gtk_widget_add_css_class (start, "suggested-action");
  g_signal_connect_swapped (start, "clicked", G_CALLBACK (on_start), self);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), start);
  gtk_box_append (GTK_BOX (box), header);

  self->error = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->error, TRUE);
  gtk_label_set_xalign (self->error, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->error), "error");
  gtk_widget_set_margin_start (GTK_WIDGET (self->error), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->error), 12);
  gtk_widget_set_margin_top (GTK_WIDGET (self->error), 12);
  gtk_widget_set_visible (GTK_WIDGET (self->error), FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->error));

  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), page);
  adw_window_set_content (ADW_WINDOW (self), box);

  if (mode == MJ_NET_DIALOG_HOST)
    {
      guint n;
      const MjRules * const *all = mj_rules_all (&n);
      GtkStringList *rule_names = gtk_string_list_new (NULL);

      adw_preferences_group_set_title (group, _("The match"));
      adw_preferences_group_set_description (group,
        _("The match is played on this machine: others join it over the network with its join code, which the "
          "table shows once the match is hosted. It is saved here after every move: should this game close "
          "before its end, Host on the Network offers to take it up again."));
      self->rules_row = ADW_COMBO_ROW (adw_combo_row_new ());
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->rules_row), _("Rule set"));
      for (guint i = 0; i < n; i++)
        gtk_string_list_append (rule_names, _(all[i]->name));
      adw_combo_row_set_model (self->rules_row, G_LIST_MODEL (rule_names));
      g_object_unref (rule_names);
      for (guint i = 0; i < n; i++)
        if (g_strcmp0 (all[i]->id, rules_id) == 0)
          adw_combo_row_set_selected (self->rules_row, i);
      adw_preferences_group_add (group, GTK_WIDGET (self->rules_row));
      self->hands = spin_row (group, _("Hands"), _("How many hands the match lasts"), 1, 64, 4);
      add_seats_row (self, group);
      self->house_row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->house_row), _("House rules, from Preferences"));
      adw_preferences_group_add (group, self->house_row);
      g_signal_connect_swapped (self->rules_row, "notify::selected", G_CALLBACK (update_house_row), self);
      update_house_row (self);
      self->port = spin_row (group, _("Port"), _("The port the others connect to (0: any free port, shown once hosted)"),
                             0, 65535, MJ_PROTOCOL_DEFAULT_PORT);
      add_resume_group (self, ADW_PREFERENCES_PAGE (page));
    }
  else
    {
      adw_preferences_group_set_title (group, _("The match"));
      adw_preferences_group_set_description (group,
        _("Matches are found by address only: ask the person who hosts the match for its address (with the port "
          "after a colon) and its join code. This game does not look for matches on the network by itself."));
      self->address = entry_row (group, _("Address (192.168.1.20:7788)"));
      self->code = entry_row (group, _("Join code"));
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), group);

  adw_preferences_group_set_title (you, _("You"));
  self->name = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (self->name), names && names[0] ? names[0] : "");
  gtk_entry_set_placeholder_text (GTK_ENTRY (self->name), _("Your name at the table"));
  gtk_widget_set_valign (self->name, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->name), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Name"), -1);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (name_row), _("Name"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (name_row), mj_name_entry_limit (GTK_EDITABLE (self->name)));
  adw_action_row_add_suffix (ADW_ACTION_ROW (name_row), self->name);
  adw_preferences_group_add (you, name_row);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), you);
  return self;
}
