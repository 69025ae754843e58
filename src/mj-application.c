/* mj-application.c: the application's actions (new game, preferences,
 * about, quit) and its single main window. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib-unix.h>
#include <signal.h>

#include "mj-application.h"
#include "mj-preferences.h"
#include "mj-replay-window.h"
#include "mj-tile-cache.h"
#include "mj-window.h"

struct _MjApplication {
  AdwApplication parent_instance;

  GSettings     *settings;
  GFile         *replay;     /* --replay FILE, opened on activation */
};

G_DEFINE_FINAL_TYPE (MjApplication, mj_application, ADW_TYPE_APPLICATION)

/* The game's main window, if it has one (the active window may be a
 * replay). */
static MjWindow *
find_main_window (MjApplication *self)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l; l = l->next)
    if (MJ_IS_WINDOW (l->data))
      return l->data;
  return NULL;
}

static MjWindow *
main_window (MjApplication *self)
{
  MjWindow *window = find_main_window (self);

  if (window == NULL)
    {
      window = mj_window_new (self);
      gtk_window_present (GTK_WINDOW (window));
    }
  return window;
}

static void mj_application_open (GApplication *app, GFile **files, int n_files, const char *hint);

static void
mj_application_activate (GApplication *app)
{
  MjApplication *self = MJ_APPLICATION (app);
  MjWindow *window;

  if (self->replay)
    {
      g_autoptr (GFile) file = g_steal_pointer (&self->replay);
      mj_application_open (app, &file, 1, "");
      return;
    }
  window = main_window (self);
  gtk_window_present (GTK_WINDOW (window));
}

/* Record files (sparrow --replay FILE, or opened from a file manager):
 * each in its own replay window, no game started.  A file that cannot be
 * replayed is said in the main window; so is a match whose hands are
 * still secret (mj_record_check_face_up): the one at the table, or with
 * no table yet the one in the autosave, which another Sparrow plays or
 * the next start resumes. */
static void
mj_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  MjApplication *self = MJ_APPLICATION (app);
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  MjWindow *playing_window = find_main_window (self);
  g_autoptr (GPtrArray) playing = NULL;

  if (playing_window)
    playing = mj_window_dup_playing (playing_window);
  else
    {
      g_autofree char *path = mj_window_autosave_path ();
      MjRecord *elsewhere = mj_record_load_unfinished (path);
      playing = g_ptr_array_new_with_free_func ((GDestroyNotify) mj_record_free);
      if (elsewhere)
        g_ptr_array_add (playing, elsewhere);
    }

  for (int i = 0; i < n_files; i++)
    {
      g_autoptr (GError) error = NULL;
      MjReplayWindow *replay = mj_replay_window_new_for_file (NULL, cache, files[i], playing, &error);

      if (replay == NULL)
        {
          MjWindow *window = main_window (self);
          mj_window_open_replay (window, files[i]);
          gtk_window_present (GTK_WINDOW (window));
          continue;
        }
      gtk_window_set_application (GTK_WINDOW (replay), GTK_APPLICATION (app));
      gtk_window_present (GTK_WINDOW (replay));
    }
}

static int
mj_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  const char *path = NULL;
  g_autoptr (GError) error = NULL;

  if (!g_variant_dict_lookup (options, "replay", "^&ay", &path))
    return -1;
  if (!g_application_register (app, NULL, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  if (g_application_get_is_remote (app))
    {
      /* Sparrow is already running: it opens the replay */
      g_autoptr (GFile) file = g_file_new_for_commandline_arg (path);
      g_application_open (app, &file, 1, "");
      return 0;
    }
  /* this process is Sparrow: activation opens the replay instead of a game */
  g_clear_object (&MJ_APPLICATION (app)->replay);
  MJ_APPLICATION (app)->replay = g_file_new_for_commandline_arg (path);
  return -1;
}

static void
new_game_action (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       data)
{
  mj_window_new_game (main_window (data));
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       data)
{
  MjApplication *self = data;
  GtkWindow *prefs = GTK_WINDOW (mj_preferences_new (self->settings));

  gtk_window_set_transient_for (prefs, GTK_WINDOW (main_window (self)));
  gtk_window_present (prefs);
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       data)
{
  MjApplication *self = data;
  const char *developers[] = { _("The Sparrow developers"), NULL };

  adw_show_about_window (GTK_WINDOW (main_window (self)),
                         "application-name", _("Sparrow"),
                         "application-icon", APP_ID,
                         "developer-name", _("The Sparrow developers"),
                         "version", PACKAGE_VERSION,
                         "comments", _("Play and learn the Chinese regional mahjong rules: "
                                       "Sichuan, Guizhou, Hainan, Shanxi and Taiwan."),
                         "website", "https://github.com/sparrowmahjong/sparrow",
                         "issue-url", "https://github.com/sparrowmahjong/sparrow/issues",
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "developers", developers,
                         /* Translators: your name, to be credited */
                         "translator-credits", _("translator-credits"),
                         NULL);
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       data)
{
  GtkApplication *app = data;
  /* a copy: closing a window takes it off the application's list (and
   * frees that link) while the loop walks it, and a dialog open over the
   * table (the score, a new game) makes two */
  GList *windows = g_list_copy (gtk_application_get_windows (app));

  for (GList *l = windows; l; l = l->next)
    g_object_ref (l->data);
  for (GList *l = windows; l; l = l->next)
    gtk_window_close (l->data);
  g_list_free_full (windows, g_object_unref);
  g_application_quit (G_APPLICATION (app));
}

static const GActionEntry app_actions[] = {
  { "new-game", new_game_action },
  { "preferences", preferences_action },
  { "about", about_action },
  { "quit", quit_action },
};

/* The style preference: the system's light or dark, or always one. */
static void
on_color_scheme (MjApplication *self)
{
  g_autofree char *scheme = g_settings_get_string (self->settings, "color-scheme");
  AdwStyleManager *style = adw_style_manager_get_default ();

  adw_style_manager_set_color_scheme (style, g_strcmp0 (scheme, "light") == 0 ? ADW_COLOR_SCHEME_FORCE_LIGHT
                                             : g_strcmp0 (scheme, "dark") == 0 ? ADW_COLOR_SCHEME_FORCE_DARK
                                             : ADW_COLOR_SCHEME_DEFAULT);
}

/* SIGTERM (a session ending, `kill`) and SIGINT (Ctrl+C in a terminal)
 * quit like Ctrl+Q: the windows close, the match is saved, the exit
 * status is 0. */
static gboolean
on_quit_signal (gpointer data)
{
  g_action_group_activate_action (G_ACTION_GROUP (data), "quit", NULL);
  return G_SOURCE_CONTINUE;
}

static void
mj_application_startup (GApplication *app)
{
  MjApplication *self = MJ_APPLICATION (app);
  static const char *new_game[] = { "<Control>n", NULL };
  static const char *preferences[] = { "<Control>comma", NULL };
  static const char *quit[] = { "<Control>q", NULL };
  static const char *hint[] = { "<Control>h", NULL };
  static const char *open[] = { "<Control>o", NULL };
  static const char *book[] = { "F1", NULL };
  static const char *stats[] = { "<Control>i", NULL };
  static const char *sound[] = { "<Control>m", NULL };
  static const char *calculator[] = { "<Control>e", NULL };
  static const char *learn[] = { "<Control>l", NULL };
  static const char *drills[] = { "<Control>d", NULL };

  G_APPLICATION_CLASS (mj_application_parent_class)->startup (app);

  /* here rather than in init, so that --help works without the schema */
  self->settings = g_settings_new (APP_ID);
  g_unix_signal_add (SIGTERM, on_quit_signal, app);
  g_unix_signal_add (SIGINT, on_quit_signal, app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions), app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.new-game", new_game);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.preferences", preferences);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.hints", hint);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.open", open);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.rule-book('')", book);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.statistics", stats);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.sound", sound);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.calculator", calculator);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.learn", learn);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "win.drills", drills);
  g_signal_connect_object (self->settings, "changed::color-scheme", G_CALLBACK (on_color_scheme),
                           self, G_CONNECT_SWAPPED);
  on_color_scheme (self);
}

static void
mj_application_finalize (GObject *object)
{
  MjApplication *self = MJ_APPLICATION (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->replay);
  G_OBJECT_CLASS (mj_application_parent_class)->finalize (object);
}

static void
mj_application_class_init (MjApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->finalize = mj_application_finalize;
  app_class->activate = mj_application_activate;
  app_class->open = mj_application_open;
  app_class->handle_local_options = mj_application_handle_local_options;
  app_class->startup = mj_application_startup;
}

static const GOptionEntry options[] = {
  { "replay", 'r', G_OPTION_FLAG_NONE, G_OPTION_ARG_FILENAME, NULL,
    N_("Replay a record file, step by step"), N_("FILE") },
  { NULL }
};

static void
mj_application_init (MjApplication *self)
{
  g_application_add_main_option_entries (G_APPLICATION (self), options);
}

MjApplication *
mj_application_new (void)
{
  return g_object_new (MJ_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "resource-base-path", RESOURCE_BASE,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       NULL);
}

GSettings *
mj_application_get_settings (MjApplication *self)
{
  g_return_val_if_fail (MJ_IS_APPLICATION (self), NULL);
  return self->settings;
}
