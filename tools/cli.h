/* cli.h: the subcommands of sparrow-cli, each in its own file. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Each returns the process exit status; argv[0] is the subcommand name. */
int cli_analyze (int argc, char **argv);
int cli_bench   (int argc, char **argv);

/* Prints "sparrow-cli: MESSAGE" on stderr and returns 1 (usage errors: 2). */
int cli_fail    (const GError *error);

G_END_DECLS
