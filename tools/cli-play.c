/* cli-play.c: `sparrow-cli play`, a match of four computer players kept
 * in an autosave file by the game's own MjMatch (engine/mj-match.c): the
 * file's lock taken first (one writer per match file), saved after every
 * action, and resumed from the file (or the save before it, if the file
 * is damaged) when it exists.  The kill test (tests/test-kill.c)
 * interrupts it at random; the lock test (tests/test-files.c) starts two
 * on one file. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "mj-files.h"
#include "mj-match.h"

typedef struct {
  gboolean  progress;
  GError   *save_error;
} Play;

/* Written only once a save is complete: whoever reads this knows the
 * file holds at least these actions (the same in every language, as
 * tests/test-kill.c reads it). */
static void
on_saved (MjMatch *match,
          guint    n_actions,
          Play    *play)
{
  if (play->progress)
    {
      printf ("saved %u\n", n_actions);
      fflush (stdout);
    }
}

static void
on_save_failed (MjMatch    *match,
                const char *message,
                Play       *play)
{
  if (play->save_error == NULL)
    play->save_error = g_error_new_literal (G_FILE_ERROR, G_FILE_ERROR_FAILED, message);
}

int
cli_play (int    argc,
          char **argv)
{
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *rules_id = NULL;
  g_autofree char *path = NULL;
  g_auto (GStrv) assignments = NULL;
  g_autoptr (MjRecord) record = NULL;
  g_autoptr (MjMatch) match = NULL;
  g_autoptr (MjFileLock) lock = NULL;
  MjGame *game;
  gint64 hands = 4;
  gint64 seed = 1;
  double pace = 0;
  gboolean progress = FALSE;
  Play play = { 0 };
  GOptionEntry entries[] = {
    { "autosave", 'a', 0, G_OPTION_ARG_FILENAME, &path,
      N_("The match file: resumed when it exists, saved after every action"), N_("FILE") },
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &rules_id, N_("The rule set of a new match"), N_("ID") },
    { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &assignments, N_("A rule set option of a new match (repeatable)"),
      N_("ID=VALUE") },
    { "hands", 'n', 0, G_OPTION_ARG_INT64, &hands, N_("Hands of a new match (default 4)"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed of a new match (default 1)"), N_("S") },
    { "pace", 0, 0, G_OPTION_ARG_DOUBLE, &pace, N_("Seconds between actions, 0 to 60 (default 0)"), N_("SECONDS") },
    { "progress", 0, 0, G_OPTION_ARG_NONE, &progress,
      N_("Print “resumed N”, “saved N” after each save and “match over N” (N actions)"), NULL },
    { NULL }
  };

  context = g_option_context_new (N_("— computer players, autosaved after every action like the game"));
  if (!cli_options_parse (context, entries, &argc, &argv, &error))
    return cli_fail (error);
  if (argc != 1 || path == NULL)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED, _("play needs --autosave FILE and no other arguments"));
      return cli_fail (error);
    }
  /* written so that a NaN, were one to come through, fails it too */
  if (hands < 1 || hands > 100000 || seed < 0 || !(pace >= 0 && pace <= 60))
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--hands must be 1 to 100000, --seed not negative and --pace 0 to 60"));
      return cli_fail (error);
    }
  play.progress = progress;

  /* as the game does: a second process on the same file neither resumes
   * nor writes it, and says why */
  lock = mj_file_lock_acquire (path, &error);
  if (lock == NULL)
    return cli_fail_input (error);

  /* The autosave and the save before it are read and replaced by their
   * paths: a FIFO there would hold the start forever, and a device would
   * be replaced.  Both must be regular files, or missing. */
  {
    g_autofree char *previous = mj_record_previous_path (path);
    if (!cli_check_regular (path, &error) || !cli_check_regular (previous, &error))
      return cli_fail_input (error);
  }

  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      gboolean from_previous;
      record = mj_record_load_autosave (path, &from_previous, &error);
      if (record)
        match = mj_match_new_from_record (record, &error);
      if (match == NULL)
        {
          g_autofree char *name = g_filename_display_name (path);
          g_prefix_error (&error, "%s: ", name);
          return cli_fail_input (error);
        }
      if (from_previous)
        {
          g_autofree char *name = g_filename_display_name (path);
          g_autofree char *message = g_strdup_printf (_("%s was damaged; the save before it was resumed"), name);
          g_printerr ("sparrow-cli: %s\n", message);
        }
      if (progress)
        {
          printf ("resumed %u%s\n", record->actions->len, from_previous ? " previous" : "");
          fflush (stdout);
        }
    }
  else
    {
      MjMatchSetup setup = { 0 };

      if (!cli_rules_parse (rules_id, assignments, &setup.rules, &setup.options, &error))
        return cli_fail (error);
      setup.seed = (guint64) seed;
      setup.hands = (guint) hands;
      /* the fastest computer players for a new match; a resumed one keeps
       * those of its record */
      setup.level = MJ_BOT_BASELINE;
      for (guint i = 0; i < MJ_N_SEATS; i++)
        setup.names[i] = g_strdup_printf ("Computer %c", mj_seat_letter (i));
      match = mj_match_new (&setup);
      mj_match_setup_clear (&setup);
    }
  /* no main loop: the match plays one action at each step */
  mj_match_set_autoplay (match, FALSE);
  mj_match_set_autosave (match, path);
  g_signal_connect (match, "saved", G_CALLBACK (on_saved), &play);
  g_signal_connect (match, "save-failed", G_CALLBACK (on_save_failed), &play);
  mj_match_start (match);
  game = mj_match_get_game (match);

  while (play.save_error == NULL && mj_game_get_phase (game) != MJ_PHASE_MATCH_OVER)
    {
      if (mj_game_get_phase (game) == MJ_PHASE_HAND_OVER)
        {
          if (!mj_match_next_hand (match, &error))
            break;
        }
      else if (!mj_match_step (match))
        {
          g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED, _("the game waits for nobody"));
          break;
        }
      if (pace > 0)
        g_usleep ((gulong) (pace * G_USEC_PER_SEC));
    }
  if (error == NULL && play.save_error != NULL)
    g_propagate_error (&error, g_steal_pointer (&play.save_error));
  g_clear_error (&play.save_error);
  if (error == NULL && progress)
    {
      guint n;
      mj_game_get_history (game, &n);
      printf ("match over %u\n", n);
      fflush (stdout);
    }
  return error ? cli_fail_input (error) : CLI_EXIT_OK;
}
