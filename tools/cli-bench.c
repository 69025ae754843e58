/* cli-bench.c: `sparrow-cli bench hands`, timing the hand analysis on a
 * file of hands, with a checksum so results can be compared with other
 * implementations on the same file. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "mj-hand.h"

typedef guint64 (*Workload) (const MjHand *hands, guint n);

static guint64
run_sh14_std (const MjHand *hands, guint n)
{
  guint64 sum = 0;
  for (guint i = 0; i < n; i++)
    sum += (guint64) (mj_hand_shanten_standard (&hands[i]) + 1);
  return sum;
}

/* The same, the hand given as its 34 counts (as other calculators take
 * it): the keys are made from the counts on every call. */
static guint64
run_sh14_counts (const MjHand *hands, guint n)
{
  guint64 sum = 0;
  for (guint i = 0; i < n; i++)
    sum += (guint64) (mj_shanten_of_counts (hands[i].counts, MJ_SHAPE_STANDARD, NULL) + 1);
  return sum;
}

static guint64
run_sh_all (const MjHand *hands, guint n)
{
  guint64 sum = 0;
  for (guint i = 0; i < n; i++)
    sum += (guint64) (mj_hand_shanten (&hands[i], MJ_SHAPES_ALL) + 1);
  return sum;
}

static guint64
run_sh_all_counts (const MjHand *hands, guint n)
{
  guint64 sum = 0;
  for (guint i = 0; i < n; i++)
    sum += (guint64) (mj_shanten_of_counts (hands[i].counts, MJ_SHAPES_ALL, NULL) + 1);
  return sum;
}

static guint64
run_win14 (const MjHand *hands, guint n)
{
  guint64 sum = 0;
  for (guint i = 0; i < n; i++)
    sum += mj_hand_is_complete (&hands[i], MJ_SHAPE_STANDARD);
  return sum;
}

static guint64
run_waits13 (const MjHand *hands, guint n)
{
  guint64 sum = 0;
  for (guint i = 0; i < n; i++)
    sum += mj_hand_waits (&hands[i], MJ_SHAPE_STANDARD) % 1000003u;
  return sum;
}

static guint64
efficiency_sum (const MjHand *hands, guint n, MjShapes shapes)
{
  guint64 sum = 0;
  for (guint i = 0; i < n; i++)
    {
      MjDiscardChoice choices[MJ_N_KINDS];
      guint k = mj_hand_efficiency (&hands[i], shapes, NULL, 0, choices);
      for (guint j = 0; j < k; j++)
        sum += (guint64) (choices[j].shanten + 1) * 1000u + choices[j].n_accepted;
    }
  return sum;
}

static guint64
run_eff14 (const MjHand *hands, guint n)
{
  return efficiency_sum (hands, n, MJ_SHAPES_ALL);
}

static guint64
run_eff14_std (const MjHand *hands, guint n)
{
  return efficiency_sum (hands, n, MJ_SHAPE_STANDARD);
}

static const struct {
  const char *name;
  Workload    run;
  guint       tiles;   /* hand size the workload expects: 14 or 13 */
} workloads[] = {
  { "sh14_std",  run_sh14_std,  14 },
  { "sh14_counts", run_sh14_counts, 14 },
  { "sh14_all",  run_sh_all,    14 },
  { "sh14_all_counts", run_sh_all_counts, 14 },
  { "sh13_all",  run_sh_all,    13 },
  { "win14",     run_win14,     14 },
  { "waits13",   run_waits13,   13 },
  { "eff14",     run_eff14,     14 },
  { "eff14_std", run_eff14_std, 14 },
};

static gint64
now_ns (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (gint64) ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static int
compare_double (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

/* Ten million hands and more: beyond, the hands alone take gigabytes. */
#define MAX_FILE_SIZE (256u << 20)

static MjHand *
load_hands (const char *path,
            guint       tiles,
            guint      *n_out,
            GError    **error)
{
  g_autofree char *contents = NULL;
  g_auto (GStrv) lines = NULL;
  GArray *hands = g_array_new (FALSE, FALSE, sizeof (MjHand));

  if (!cli_read_file (path, MAX_FILE_SIZE, &contents, NULL, error))
    {
      g_array_free (hands, TRUE);
      return NULL;
    }
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      MjHand h;
      char *line = g_strstrip (lines[i]);
      if (line[0] == '\0' || line[0] == '#')
        continue;
      if (!mj_hand_parse (&h, line, error))
        {
          g_prefix_error (error, "%s:%u: ", path, i + 1);
          g_array_free (hands, TRUE);
          return NULL;
        }
      if (h.n_melds || h.n_tiles != tiles)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("%s:%u: this workload takes hands of %u concealed tiles, not “%s”"),
                       path, i + 1, tiles, line);
          g_array_free (hands, TRUE);
          return NULL;
        }
      g_array_append_val (hands, h);
    }
  /* an empty array has no data to return: refused here, or the caller
   * would take the NULL for an error that was never set */
  if (hands->len == 0)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, _("%s holds no hands"), path);
      g_array_free (hands, TRUE);
      return NULL;
    }
  *n_out = hands->len;
  return (MjHand *) g_array_free (hands, FALSE);
}

int
cli_bench (int    argc,
           char **argv)
{
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *workload = NULL;
  g_autofree MjHand *hands = NULL;
  double min_seconds = 1.0;
  guint n = 0;
  guint w;
  GOptionEntry entries[] = {
    { "workload", 'w', 0, G_OPTION_ARG_STRING, &workload,
      N_("sh14_std, sh14_counts, sh14_all, sh14_all_counts, sh13_all, win14, waits13, eff14 or eff14_std"), N_("W") },
    { "seconds", 0, 0, G_OPTION_ARG_DOUBLE, &min_seconds,
      N_("Keep making passes for at least this long, 0 to 3600 (default 1)"), N_("S") },
    { NULL }
  };

  context = g_option_context_new (N_("hands --workload W FILE — time the hand analysis"));
  g_option_context_set_description (context,
    N_("FILE holds one hand per line, concealed tiles only (e.g. 1m11145p2889s1145z).\n"
       "The whole file is read first; then full passes are timed and the median is printed as\n"
       "  W calls=N ns/call=MEDIAN checksum=C\n"));
  if (!cli_options_parse (context, entries, &argc, &argv, &error))
    return cli_fail (error);
  if (argc != 3 || strcmp (argv[1], "hands") != 0)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED, _("usage: sparrow-cli bench hands --workload W FILE"));
      return cli_fail (error);
    }
  /* a pass is timed against it in nanoseconds */
  if (!(min_seconds >= 0 && min_seconds <= 3600))
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("--seconds must be 0 to 3600"));
      return cli_fail (error);
    }
  for (w = 0; w < G_N_ELEMENTS (workloads); w++)
    if (workload && strcmp (workload, workloads[w].name) == 0)
      break;
  if (w == G_N_ELEMENTS (workloads))
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("unknown workload “%s” (see --help)"), workload ? workload : "");
      return cli_fail (error);
    }

  hands = load_hands (argv[2], workloads[w].tiles, &n, &error);
  if (!hands)
    return cli_fail_input (error);

  {
    GArray *times = g_array_new (FALSE, FALSE, sizeof (double));
    guint64 checksum = 0;
    gint64 start = now_ns ();

    while (times->len < 3 || (times->len < 101 && now_ns () - start < (gint64) (min_seconds * 1e9)))
      {
        gint64 t0 = now_ns ();
        guint64 c = workloads[w].run (hands, n);
        double per_call = (double) (now_ns () - t0) / n;
        if (times->len > 0 && c != checksum)
          g_error ("checksum changed between passes: %" G_GUINT64_FORMAT " then %" G_GUINT64_FORMAT,
                   checksum, c);
        checksum = c;
        g_array_append_val (times, per_call);
      }
    g_array_sort (times, compare_double);
    /* the same in every language: scripts read it */
    printf ("%s calls=%u ns/call=%.1f checksum=%" G_GUINT64_FORMAT "\n", workloads[w].name, n,
            g_array_index (times, double, times->len / 2), checksum);
    g_array_free (times, TRUE);
  }
  return 0;
}
