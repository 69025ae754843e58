/* sparrow-cli: the engine on the command line, without a display. */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "mj-locale.h"

typedef struct {
  const char *name;
  int       (*run) (int argc, char **argv);
  const char *summary;
} Command;

/* `serve` is a program of its own, sparrow-cli-serve: it alone needs libsoup,
 * which with the twenty libraries it brings was more than half of every
 * other command's start (4.4 of 8.2 million instructions, all of it the
 * dynamic loader, for one `analyze`).  The server takes this process's
 * place, so its id, signals and exit status are the command's.  It is
 * looked for in SPARROW_LIBEXECDIR when set, else beside this program (a
 * build tree: _build/tools/sparrow-cli serve), else in LIBEXECDIR. */
static int
run_serve (int    argc,
           char **argv)
{
  const char *dir = g_getenv ("SPARROW_LIBEXECDIR");
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;
  int saved;

  if (dir == NULL || *dir == '\0')
    {
      g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);
      g_autofree char *self_dir = self ? g_path_get_dirname (self) : NULL;
      g_autofree char *beside = self_dir ? g_build_filename (self_dir, "sparrow-cli-serve", NULL) : NULL;

      if (beside && g_file_test (beside, G_FILE_TEST_IS_EXECUTABLE))
        path = g_steal_pointer (&beside);
      dir = LIBEXECDIR;
    }
  if (path == NULL)
    path = g_build_filename (dir, "sparrow-cli-serve", NULL);

  execv (path, argv);
  saved = errno;
  name = g_filename_display_name (path);
  /* TRANSLATORS: %s is a file name, then the system's reason */
  message = g_strdup_printf (_("the network play server %s cannot be started: %s"),
                             name, g_strerror (saved));
  g_printerr ("sparrow-cli: %s\n", message);
  return CLI_EXIT_INPUT;
}

static const Command commands[] = {
  { "analyze", cli_analyze, N_("shanten, waits and the discard table of a hand") },
  { "bench",   cli_bench,   N_("time the hand analysis on a file of hands") },
  { "hint",    cli_hint,    N_("advice for a hand: the discard or claim to make, and why") },
  { "score",   cli_score,   N_("value one win under a rule set (patterns, value, payments)") },
  { "simulate", cli_simulate, N_("a match of four computer players: speed, results, checksum") },
  { "play",    cli_play,    N_("computer players, autosaved after every action as the game saves") },
  { "replay",  cli_replay,  N_("tell a recorded match step by step") },
  { "serve",   run_serve,   N_("a server for network play: people join matches from their games") },
  { "tournament", cli_tournament, N_("computer players of several levels in duplicate: points, intervals, times") },
};

/* g_print and g_printerr, not stdio: they write the translations in the
 * locale's encoding */
static void
usage (void (*print) (const char *format, ...))
{
  /* TRANSLATORS: "Commands:" heads the list of commands; COMMAND and
   * OPTION are placeholders the user replaces */
  print ("%s\n\n%s\n", _("Usage: sparrow-cli COMMAND [OPTION…]"), _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    print ("  %-10s %s\n", commands[i].name, _(commands[i].summary));
  print ("\n%s\n", _("Run “sparrow-cli COMMAND --help” for the options of a command."));
}

int
main (int    argc,
      char **argv)
{
  /* the language of the environment (LANGUAGE, LC_ALL, LC_MESSAGES,
   * LANG), with the translations the game reads */
  setlocale (LC_ALL, "");
  mj_locale_bind ();

  if (argc < 2)
    {
      usage (g_printerr);
      return CLI_EXIT_USAGE;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 || strcmp (argv[1], "help") == 0)
    {
      usage (g_print);
      return CLI_EXIT_OK;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      g_print ("sparrow-cli %s\n", PACKAGE_VERSION);
      return CLI_EXIT_OK;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].run (argc - 1, argv + 1);

  {
    g_autofree char *name = g_utf8_make_valid (argv[1], -1);
    g_autofree char *message = g_strdup_printf (_("unknown command “%s”"), name);
    g_printerr ("sparrow-cli: %s\n\n", message);
  }
  usage (g_printerr);
  return CLI_EXIT_USAGE;
}
