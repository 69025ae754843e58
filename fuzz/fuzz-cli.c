/* fuzz-cli.c: sparrow-cli's analyze, score and hint, run in-process on any
 * command line, with the hand analysis behind them.  The input is the
 * command (its first byte: 'a'nalyze, 's'core, 'h'int, else the byte
 * modulo three) and then the arguments, separated by NUL bytes.
 *
 * A command answers (status 0) or refuses with one readable sentence on
 * stderr (status 2: every refusal of these three is about the command
 * line); it never crashes, leaks, hangs or exits.  And every argument
 * that is a hand the analysis takes is analysed by both kernels, the SSSE3
 * and the scalar one, which must agree. */
#include "config.h"

#include <locale.h>

#include "cli.h"
#include "fuzz-common.h"
#include "mj-hand.h"
#include "mj-hand-private.h"

#define MAX_ARGS 24

static GString *out;
static GString *err;

static void
collect_out (const char *text)
{
  g_string_append (out, text);
}

static void
collect_err (const char *text)
{
  g_string_append (err, text);
}

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init ();
  /* values are text in this locale's encoding, as a user's would be */
  if (setlocale (LC_ALL, "C.UTF-8") == NULL)
    setlocale (LC_ALL, "");
  out = g_string_new (NULL);
  err = g_string_new (NULL);
  /* the commands print through g_print and g_printerr only */
  g_set_print_handler (collect_out);
  g_set_printerr_handler (collect_err);
  return 0;
}

/* GOption prints the help and calls exit () for --help, --help-all,
 * --help-GROUP, and -h or -? anywhere in a cluster of short options:
 * such arguments are left out (exit is no answer a fuzzer can judge). */
static gboolean
asks_for_help (const char *arg)
{
  if (g_str_has_prefix (arg, "--help"))
    return TRUE;
  return arg[0] == '-' && arg[1] != '-' && (strchr (arg, 'h') || strchr (arg, '?'));
}

static void
check_kernels (const char *text)
{
  static const MjShapes shapes[] = {
    MJ_SHAPE_STANDARD, MJ_SHAPES_ALL, MJ_SHAPES_ALL | MJ_SHAPE_SEVEN_PAIRS_QUADS,
    MJ_SHAPE_SEVEN_PAIRS | MJ_SHAPE_THIRTEEN_ORPHANS,
  };
  MjHand hand;

  if (!mj_hand_parse (&hand, text, NULL))
    return;
  if (!mj_hand_check_size (&hand, NULL))
    {
      /* refused: answered as a hand no shape applies to, by both */
      for (guint v = 0; v < 2; v++)
        {
          MjDiscardChoice choices[MJ_N_KINDS];
          mj_hand_use_vector_kernels (v == 0);
          g_assert_cmpint (mj_hand_shanten (&hand, MJ_SHAPES_ALL), ==, MJ_SHANTEN_NONE);
          g_assert_cmpuint (mj_hand_waits (&hand, MJ_SHAPES_ALL), ==, 0);
          g_assert_cmpuint (mj_hand_efficiency (&hand, MJ_SHAPES_ALL, NULL, 0, choices), ==, 0);
        }
      mj_hand_use_vector_kernels (TRUE);
      return;
    }

  for (guint i = 0; i < G_N_ELEMENTS (shapes); i++)
    {
      MjDiscardChoice a[MJ_N_KINDS], b[MJ_N_KINDS];
      int sh[2];
      guint64 waits[2], acc[2];
      guint n[2], n_acc[2];

      for (guint v = 0; v < 2; v++)
        {
          mj_hand_use_vector_kernels (v == 0);
          sh[v] = mj_hand_shanten (&hand, shapes[i]);
          waits[v] = mj_hand_waits (&hand, shapes[i]);
          acc[v] = mj_hand_improvements (&hand, shapes[i], NULL, 0, &n_acc[v]);
          n[v] = mj_hand_efficiency (&hand, shapes[i], NULL, 0, v == 0 ? a : b);
        }
      mj_hand_use_vector_kernels (TRUE);
      if (sh[0] != sh[1] || waits[0] != waits[1] || acc[0] != acc[1] || n_acc[0] != n_acc[1] || n[0] != n[1])
        g_error ("%s (shapes %u): the kernels disagree: shanten %d/%d, waits %" G_GINT64_MODIFIER "x/%"
                 G_GINT64_MODIFIER "x, draws %u/%u, discards %u/%u", text, shapes[i], sh[0], sh[1], waits[0],
                 waits[1], n_acc[0], n_acc[1], n[0], n[1]);
      g_assert_cmpint (sh[0], >=, -1);
      for (guint k = 0; k < n[0]; k++)
        if (a[k].discard != b[k].discard || a[k].shanten != b[k].shanten || a[k].accepted != b[k].accepted ||
            a[k].n_accepted != b[k].n_accepted)
          g_error ("%s (shapes %u): the kernels disagree on discarding %s", text, shapes[i],
                   mj_tile_to_string (a[k].discard));
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  static const struct {
    const char *name;
    int       (*run) (int argc, char **argv);
  } commands[] = {
    { "analyze", cli_analyze },
    { "score", cli_score },
    { "hint", cli_hint },
  };
  char *args[MAX_ARGS + 2] = { NULL };   /* what the command may reorder */
  char *owned[MAX_ARGS + 2] = { NULL };  /* what is freed */
  guint command, argc = 0;
  int status;

  if (size == 0)
    return 0;
  command = data[0] == 'a' ? 0 : data[0] == 's' ? 1 : data[0] == 'h' ? 2 : data[0] % 3u;
  owned[argc] = args[argc] = g_strdup (commands[command].name);
  argc++;
  for (size_t i = 1; i < size && argc < MAX_ARGS + 1;)
    {
      const uint8_t *end = memchr (data + i, '\0', size - i);
      size_t len = end ? (size_t) (end - (data + i)) : size - i;
      char *arg = g_strndup ((const char *) data + i, len);

      i += len + 1;
      if (asks_for_help (arg))
        {
          g_free (arg);
          continue;
        }
      owned[argc] = args[argc] = arg;
      argc++;
    }

  g_string_truncate (out, 0);
  g_string_truncate (err, 0);
  status = commands[command].run ((int) argc, args);

  if (status == CLI_EXIT_OK)
    {
      g_assert_cmpuint (err->len, ==, 0);
      g_assert_cmpuint (out->len, >, 0);
      g_assert_true (g_utf8_validate (out->str, (gssize) out->len, NULL));
    }
  else
    {
      /* a sentence, readable, and nothing else (it may quote a newline
       * that was part of the option it refuses) */
      g_assert_cmpint (status, ==, CLI_EXIT_USAGE);
      g_assert_cmpuint (out->len, ==, 0);
      g_assert_true (g_str_has_prefix (err->str, "sparrow-cli: "));
      g_assert_cmpuint (err->len, >, strlen ("sparrow-cli: ") + 5);
      g_assert_true (g_str_has_suffix (err->str, "\n"));
      if (!g_utf8_validate (err->str, (gssize) err->len, NULL))
        g_error ("a message that is not UTF-8: %s", err->str);
    }

  for (guint i = 1; i < argc; i++)
    check_kernels (owned[i]);
  for (guint i = 0; i < argc; i++)
    g_free (owned[i]);
  return 0;
}
