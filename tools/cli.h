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

/* Prints "sparrow-cli: MESSAGE" on stderr and returns 1 (usage errors and
 * contexts that cannot be: 2). */
int cli_fail    (const GError *error);

G_END_DECLS
