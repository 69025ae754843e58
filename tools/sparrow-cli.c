/* sparrow-cli: the engine on the command line, without a display. */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"

typedef struct {
  const char *name;
  int       (*run) (int argc, char **argv);
  const char *summary;
} Command;

static const Command commands[] = {
  { "analyze", cli_analyze, "shanten, waits and the discard table of a hand" },
  { "bench",   cli_bench,   "time the hand analysis on a file of hands" },
  { "hint",    cli_hint,    "advice for a hand: the discard or claim to make, and why" },
  { "score",   cli_score,   "value one win under a rule set (patterns, value, payments)" },
  { "simulate", cli_simulate, "a match of four computer players: speed, results, checksum" },
  { "play",    cli_play,    "computer players, autosaved after every action as the game saves" },
  { "replay",  cli_replay,  "tell a recorded match step by step" },
  { "tournament", cli_tournament, "computer players of several levels in duplicate: points, intervals, times" },
};

int
cli_fail (const GError *error)
{
  g_printerr ("sparrow-cli: %s\n", error->message);
  return error->domain == G_OPTION_ERROR || error->domain == MJ_CONTEXT_ERROR ? 2 : 1;
}

static void
usage (FILE *to)
{
  fprintf (to, "Usage: sparrow-cli COMMAND [OPTION…]\n\nCommands:\n");
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (to, "  %-10s %s\n", commands[i].name, commands[i].summary);
  fprintf (to, "\nRun “sparrow-cli COMMAND --help” for the options of a command.\n");
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");

  if (argc < 2)
    {
      usage (stderr);
      return 2;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 || strcmp (argv[1], "help") == 0)
    {
      usage (stdout);
      return 0;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("sparrow-cli %s\n", PACKAGE_VERSION);
      return 0;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].run (argc - 1, argv + 1);

  fprintf (stderr, "sparrow-cli: unknown command “%s”\n\n", argv[1]);
  usage (stderr);
  return 2;
}
