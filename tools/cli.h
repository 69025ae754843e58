/* cli.h: the subcommands of sparrow-cli, each in its own file. */
#pragma once

#include <glib.h>

#include <json-glib/json-glib.h>

#include "mj-context.h"
#include "mj-rules.h"

G_BEGIN_DECLS

/* Each returns the process exit status; argv[0] is the subcommand name. */
int cli_analyze (int argc, char **argv);
int cli_bench   (int argc, char **argv);
int cli_hint    (int argc, char **argv);
int cli_score   (int argc, char **argv);
int cli_simulate (int argc, char **argv);
int cli_play    (int argc, char **argv);
int cli_replay  (int argc, char **argv);
int cli_serve   (int argc, char **argv);
int cli_tournament (int argc, char **argv);

/* Reads --context KEY[=VALUE] strings into a win context with the
 * engine's reader (mj_win_context_parse), its errors prefixed with
 * "--context ". */
gboolean cli_context_parse  (const MjRules       *rules,
                             const MjOptions     *options,
                             char               **keys,
                             MjWinContext        *ctx,
                             MjContextKeys       *given,
                             GError             **error);
/* --rules ID and --option ID=VALUE... into a rule set and its options. */
gboolean cli_rules_parse    (const char          *id,
                             char               **assignments,
                             const MjRules      **rules,
                             MjOptions           *options,
                             GError             **error);
/* Prints a JSON node to stdout. */
void     cli_print_json     (JsonNode            *node);

/* The exit statuses (data/sparrow-cli.1, EXIT STATUS). */
enum {
  CLI_EXIT_OK = 0,
  CLI_EXIT_INPUT = 1,     /* a file, or what it holds, could not be used; or the work failed */
  CLI_EXIT_USAGE = 2,     /* the command line is wrong: a command, option, value or argument */
};

/* Print "sparrow-cli: MESSAGE" on stderr and return CLI_EXIT_USAGE (for
 * what the command line asks) or CLI_EXIT_INPUT (for files and work). */
int      cli_fail           (const GError        *error);
int      cli_fail_input     (const GError        *error);

/* Adds `entries` to `context` and parses the command line, as
 * g_option_context_parse does, in the translation domain of Sparrow;
 * but a text or number value that is not text in the locale's encoding
 * is refused with a message that names its option, and a number must be
 * finite (no nan, no inf). */
gboolean cli_options_parse  (GOptionContext      *context,
                             const GOptionEntry  *entries,
                             int                 *argc,
                             char              ***argv,
                             GError             **error);

/* Reads a whole file of at most `max_size` bytes.  It is opened without
 * blocking and refused unless it is a regular file, so a FIFO, a device or
 * a folder is a message, never a wait. */
gboolean cli_read_file      (const char          *path,
                             gsize                max_size,
                             char               **contents,
                             gsize               *length,
                             GError             **error);
/* TRUE when `path` is missing or a regular file (or a link to one), as
 * cli_read_file checks it: before the engine reads a file by its path. */
gboolean cli_check_regular  (const char          *path,
                             GError             **error);
/* TRUE when `path` is missing or a regular file (or a link to one): a
 * file a command writes replaces nothing else, such as a device. */
gboolean cli_check_writable (const char          *path,
                             GError             **error);

G_END_DECLS
