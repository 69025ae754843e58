/* cli-play.c: `sparrow-cli play`, a match of four computer players kept
 * in an autosave file exactly as the application keeps its match: saved
 * after every action through mj_record_save_keep_previous, and resumed
 * from the file (or the save before it, if the file is damaged) when it
 * exists.  The kill test (tests/test-kill.c) interrupts it at random. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "mj-bot.h"
#include "mj-game.h"
#include "mj-record.h"
#include "mj-view.h"

typedef struct {
  MjGame     *game;
  MjBot       bots[MJ_N_SEATS];
  MjBotLevel  level;
  const char *path;
  gboolean    progress;
} Play;

static gboolean
save (Play    *play,
      GError **error)
{
  g_autoptr (MjRecord) record = mj_record_new_from_game (play->game);

  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      record->names[i] = g_strdup_printf ("Computer %c", mj_seat_letter (i));
      record->kinds[i] = MJ_PLAYER_COMPUTER;
      record->levels[i] = (guint8) play->level;
    }
  if (!mj_record_save_keep_previous (record, play->path, error))
    return FALSE;
  /* written only once the save is complete: whoever reads this knows the
   * file holds at least these actions (the same in every language, as
   * tests/test-kill.c reads it) */
  if (play->progress)
    {
      printf ("saved %u\n", record->actions->len);
      fflush (stdout);
    }
  return TRUE;
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
  g_autofree MjView *view = g_new0 (MjView, 1);
  g_autoptr (MjRecord) record = NULL;
  gint64 hands = 4;
  gint64 seed = 1;
  double pace = 0;
  gboolean progress = FALSE;
  Play play = { 0 };
  guint64 bot_seed;
  guint start;
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
  /* the fastest computer players for a new match; a resumed one keeps
   * those of its record */
  play.level = MJ_BOT_BASELINE;
  play.path = path;
  play.progress = progress;
  mj_hand_tables_init ();

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
        play.game = mj_record_replay (record, G_MAXUINT, &error);
      if (play.game == NULL)
        {
          g_autofree char *name = g_filename_display_name (path);
          g_prefix_error (&error, "%s: ", name);
          return cli_fail_input (error);
        }
      start = record->actions->len;
      bot_seed = record->seed;
      play.level = (MjBotLevel) record->levels[0];
      if (from_previous)
        {
          g_autofree char *name = g_filename_display_name (path);
          g_autofree char *message = g_strdup_printf (_("%s was damaged; the save before it was resumed"), name);
          g_printerr ("sparrow-cli: %s\n", message);
        }
      if (progress)
        {
          printf ("resumed %u%s\n", start, from_previous ? " previous" : "");
          fflush (stdout);
        }
    }
  else
    {
      const MjRules *rules;
      MjOptions options;

      if (!cli_rules_parse (rules_id, assignments, &rules, &options, &error))
        return cli_fail (error);
      play.game = mj_game_new (rules, &options, (guint64) seed, MJ_MATCH_HANDS, (guint) hands);
      mj_game_start (play.game);
      start = 0;
      bot_seed = (guint64) seed;
      if (!save (&play, &error))
        return cli_fail_input (error);
    }
  /* as the application seeds its computer players (src/mj-match.c): their
   * past choices are in the record, their randomness restarts */
  for (guint i = 0; i < MJ_N_SEATS; i++)
    mj_bot_init (&play.bots[i], play.level, bot_seed * 4 + i + 1 + start);

  while (mj_game_get_phase (play.game) != MJ_PHASE_MATCH_OVER)
    {
      guint pending = mj_game_get_pending (play.game);
      MjAction a = { MJ_ACTION_NEXT_HAND, 0, MJ_TILE_NONE, 0, { 0 } };

      if (mj_game_get_phase (play.game) != MJ_PHASE_HAND_OVER)
        {
          guint seat = 0;
          MjAction legal[MJ_MAX_LEGAL];
          guint n;

          while (seat < MJ_N_SEATS && !(pending & (1u << seat)))
            seat++;
          if (seat == MJ_N_SEATS)
            {
              g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED, _("the game waits for nobody"));
              break;
            }
          n = mj_game_legal_actions (play.game, seat, legal, G_N_ELEMENTS (legal));
          mj_game_get_view (play.game, seat, view);
          a = mj_bot_decide (&play.bots[seat], view, legal, n);
        }
      if (!mj_game_submit_action (play.game, &a, &error) || !save (&play, &error))
        break;
      if (pace > 0)
        g_usleep ((gulong) (pace * G_USEC_PER_SEC));
    }
  if (error == NULL && progress)
    {
      guint n;
      mj_game_get_history (play.game, &n);
      printf ("match over %u\n", n);
      fflush (stdout);
    }
  g_clear_object (&play.game);
  return error ? cli_fail_input (error) : CLI_EXIT_OK;
}
