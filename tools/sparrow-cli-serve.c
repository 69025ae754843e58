/* sparrow-cli-serve: `sparrow-cli serve` (cli-serve.c), the one command
 * that needs libsoup, as a program of its own that sparrow-cli runs in its
 * place (tools/sparrow-cli.c says why). */
#include "config.h"

#include <locale.h>

#include "cli.h"
#include "mj-locale.h"

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "");
  mj_locale_bind ();

  return cli_serve (argc, argv);
}
