/* cli-tournament.c: `sparrow-cli tournament`, computer players of several
 * levels against each other in duplicate: every deal is played four times
 * with the seats turned, so each level holds each hand and luck cancels.
 * It gives the mean points per hand of each level and of the difference
 * between levels, with 95% intervals over the deals, and how long the
 * levels take to decide. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "mj-bot.h"
#include "mj-state.h"
#include "mj-view.h"

typedef struct {
  guint64 n;
  double  mean;
  double  m2;
} Welford;

static void
welford_add (Welford *w,
             double   x)
{
  double d = x - w->mean;

  w->n++;
  w->mean += d / (double) w->n;
  w->m2 += d * (x - w->mean);
}

static double
welford_half_width (const Welford *w)
{
  if (w->n < 2)
    return 0;
  return 1.96 * sqrt (w->m2 / (double) (w->n - 1) / (double) w->n);
}

/* the distinct seatings of four levels up to rotation: at most 3! */
#define MAX_ORDERS 6

typedef struct {
  const MjRules *rules;
  const MjOptions *options;
  guint64        seed;
  /* the seating orders, each played in its four rotations; deal d takes
   * order d modulo their number */
  MjBotLevel     orders[MAX_ORDERS][MJ_N_SEATS];
  guint          n_orders;
  guint          search;        /* the hard level's search budget, in percent */
  const MjBotSearchTuning *tuning; /* how it weighs its answers (NULL: as the level does) */
  guint          n_deals;
  guint          job;
  guint          n_jobs;
  /* per deal and level: mean points per hand; NAN where the level is absent */
  double        *points;        /* n_deals × MJ_N_BOT_LEVELS */
  /* per level */
  GArray        *times[MJ_N_BOT_LEVELS];   /* float, CPU milliseconds, decisions with a choice */
  GArray        *walls[MJ_N_BOT_LEVELS];   /* the same decisions, wall-clock milliseconds */
  guint64        hands[MJ_N_BOT_LEVELS];   /* seat-hands played */
  guint64        wins[MJ_N_BOT_LEVELS];
  guint64        dealt_in[MJ_N_BOT_LEVELS];
  /* the hard level's searches, the worlds they played and how often they
   * took another answer than the heuristics' */
  guint64        searches;
  guint64        worlds;
  guint64        switches;
  GError        *error;
} Job;

static guint64
mix (guint64 x)
{
  /* splitmix64: decorrelated seeds from consecutive numbers */
  x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  x = (x ^ (x >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  x = (x ^ (x >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return x ^ (x >> 31);
}

static double
clock_ms (clockid_t id)
{
  struct timespec ts;

  clock_gettime (id, &ts);
  return (double) ts.tv_sec * 1e3 + (double) ts.tv_nsec / 1e6;
}

static double
now_ms (void)
{
  return clock_ms (CLOCK_MONOTONIC);
}

/* The time this thread has run: a decision's cost, whatever else the
 * machine is doing. */
static double
cpu_ms (void)
{
  return clock_ms (CLOCK_THREAD_CPUTIME_ID);
}

/* Plays one hand of one deal with the given levels by seat; adds each
 * seat's points to `points`. */
static gboolean
play_hand (Job              *job,
           guint64           deal_seed,
           const MjBotLevel *levels,
           guint             turn,
           MjState          *s,
           MjView           *view,
           int              *points)
{
  MjBot bots[MJ_N_SEATS];
  guint guard = 0;

  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      mj_bot_init (&bots[i], levels[i], mix (deal_seed ^ (turn * 4 + i + 1)));
      mj_bot_set_search (&bots[i], 1, job->search);
      if (job->tuning)
        mj_bot_set_search_tuning (&bots[i], job->tuning);
    }
  mj_state_init (s, job->rules, job->options, deal_seed, MJ_MATCH_HANDS, 1);
  mj_state_start_hand (s);

  while (s->phase != MJ_PHASE_HAND_OVER && s->phase != MJ_PHASE_MATCH_OVER)
    {
      guint8 pending = mj_state_pending (s);
      gboolean acted = FALSE;

      s->n_events = 0;
      if (++guard > 5000)
        {
          g_autofree char *deal = g_strdup_printf ("%" G_GUINT64_FORMAT, deal_seed);
          g_set_error (&job->error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED, _("a hand of deal %s does not end"), deal);
          return FALSE;
        }
      for (guint seat = 0; seat < MJ_N_SEATS && !acted; seat++)
        if (pending & (1u << seat))
          {
            MjAction legal[MJ_MAX_LEGAL];
            guint n = mj_state_legal_actions (s, seat, legal, G_N_ELEMENTS (legal));
            MjAction a;
            double t0, c0;

            if (n == 0)
              {
                g_set_error (&job->error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                             _("seat %c must act but has no legal action"), mj_seat_letter (seat));
                return FALSE;
              }
            mj_view_build (s, seat, view);
            t0 = now_ms ();
            c0 = cpu_ms ();
            a = mj_bot_decide (&bots[seat], view, legal, n);
            if (n > 1)
              {
                float ms = (float) (cpu_ms () - c0), wall = (float) (now_ms () - t0);
                g_array_append_val (job->times[levels[seat]], ms);
                g_array_append_val (job->walls[levels[seat]], wall);
              }
            if (!mj_state_apply (s, &a, &job->error))
              return FALSE;
            acted = TRUE;
          }
      if (!acted)
        {
          g_set_error (&job->error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED, _("the game waits for nobody"));
          return FALSE;
        }
    }

  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      points[i] += s->scores[i];
      job->hands[levels[i]]++;
      job->searches += bots[i].searches;
      job->worlds += bots[i].worlds;
      job->switches += bots[i].switches;
    }
  for (guint w = 0; w < s->n_wins; w++)
    {
      const MjWinContext *ctx = &s->wins[w].ctx;
      job->wins[levels[ctx->seat]]++;
      if (!ctx->self_drawn && ctx->from < MJ_N_SEATS)
        job->dealt_in[levels[ctx->from]]++;
    }
  return TRUE;
}

static gpointer
run_job (gpointer data)
{
  Job *job = data;
  g_autofree MjState *s = g_new0 (MjState, 1);
  g_autofree MjView *view = g_new0 (MjView, 1);

  for (guint d = job->job; d < job->n_deals; d += job->n_jobs)
    {
      guint64 deal_seed = mix (job->seed * G_GUINT64_CONSTANT (1000003) + d);
      double sum[MJ_N_BOT_LEVELS] = { 0 };
      guint count[MJ_N_BOT_LEVELS] = { 0 };

      const MjBotLevel *seats = job->orders[d % job->n_orders];

      /* the same deal four times, each seat's level moved one seat on */
      for (guint turn = 0; turn < MJ_N_SEATS; turn++)
        {
          MjBotLevel levels[MJ_N_SEATS];
          int points[MJ_N_SEATS] = { 0 };

          for (guint i = 0; i < MJ_N_SEATS; i++)
            levels[i] = seats[(i + turn) % MJ_N_SEATS];
          if (!play_hand (job, deal_seed, levels, turn, s, view, points))
            return NULL;
          for (guint i = 0; i < MJ_N_SEATS; i++)
            {
              sum[levels[i]] += points[i];
              count[levels[i]]++;
            }
        }
      for (guint l = 0; l < MJ_N_BOT_LEVELS; l++)
        job->points[(gsize) d * MJ_N_BOT_LEVELS + l] = count[l] ? sum[l] / count[l] : NAN;
    }
  return NULL;
}

static int
compare_float (gconstpointer a,
               gconstpointer b)
{
  float x = *(const float *) a, y = *(const float *) b;
  return x < y ? -1 : x > y;
}

static double
percentile (GArray *a,
            double  p)
{
  gsize i;

  if (a->len == 0)
    return 0;
  g_array_sort (a, compare_float);
  i = (gsize) ceil (p * a->len) - 1;
  return g_array_index (a, float, MIN (i, a->len - 1));
}

static double
mean_of (GArray *a)
{
  double sum = 0;

  for (guint i = 0; i < a->len; i++)
    sum += g_array_index (a, float, i);
  return a->len ? sum / a->len : 0;
}

static gboolean
parse_seats (const char  *text,
             MjBotLevel  *seats,
             GError     **error)
{
  g_auto (GStrv) parts = g_strsplit (text, ",", -1);

  if (g_strv_length (parts) != MJ_N_SEATS)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--seats takes four levels separated by commas, e.g. hard,normal,normal,normal"));
      return FALSE;
    }
  for (guint i = 0; i < MJ_N_SEATS; i++)
    if (!mj_bot_level_from_name (g_strstrip (parts[i]), &seats[i]))
      {
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                     _("“%s” is not a level (baseline, easy, normal or hard)"), parts[i]);
        return FALSE;
      }
  return TRUE;
}

/* "z=2,rivals=2,playout=easy,where=critical": the fields of `tuning` to
 * change, the others left as they are. */
static gboolean
parse_tuning (const char         *text,
              MjBotSearchTuning  *tuning,
              GError            **error)
{
  g_auto (GStrv) parts = g_strsplit (text, ",", -1);

  for (guint i = 0; parts[i]; i++)
    {
      g_auto (GStrv) kv = g_strsplit (g_strstrip (parts[i]), "=", 2);
      char *end = NULL;
      gboolean ok = g_strv_length (kv) == 2;

      if (ok && g_strcmp0 (kv[0], "z") == 0)
        {
          tuning->z = g_ascii_strtod (kv[1], &end);
          ok = end != kv[1] && *end == '\0' && tuning->z >= 0 && tuning->z <= 10;
        }
      else if (ok && g_strcmp0 (kv[0], "rivals") == 0)
        {
          guint64 r;
          ok = g_ascii_string_to_unsigned (kv[1], 10, 1, 16, &r, NULL);
          tuning->rivals = (guint) r;
        }
      else if (ok && g_strcmp0 (kv[0], "playout") == 0)
        ok = mj_bot_level_from_name (kv[1], &tuning->playout);
      else if (ok && g_strcmp0 (kv[0], "read") == 0)
        {
          tuning->read = g_strcmp0 (kv[1], "1") == 0;
          ok = tuning->read || g_strcmp0 (kv[1], "0") == 0;
        }
      else if (ok && g_strcmp0 (kv[0], "where") == 0)
        {
          if (g_strcmp0 (kv[1], "everywhere") == 0)
            tuning->where = MJ_BOT_SEARCH_EVERYWHERE;
          else if (g_strcmp0 (kv[1], "critical") == 0)
            tuning->where = MJ_BOT_SEARCH_CRITICAL;
          else
            ok = FALSE;
        }
      else
        ok = FALSE;
      if (!ok)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("--search-tuning takes z=0 to 10, rivals=1 to 16, playout=LEVEL, read=0 or 1 and "
                         "where=everywhere or critical, separated by commas, not “%s”"), parts[i]);
          return FALSE;
        }
    }
  return TRUE;
}

/* Is `a` the first of its rotations, in the order of the levels? */
static gboolean
first_rotation (const MjBotLevel *a)
{
  for (guint r = 1; r < MJ_N_SEATS; r++)
    for (guint i = 0; i < MJ_N_SEATS; i++)
      {
        MjBotLevel x = a[(i + r) % MJ_N_SEATS];
        if (x < a[i])
          return FALSE;
        if (x > a[i])
          break;
      }
  return TRUE;
}

/* Every seating of the levels of `seats` that is not a rotation of
 * another, `seats` itself first; their number. */
static guint
all_orders (const MjBotLevel *seats,
            MjBotLevel        orders[MAX_ORDERS][MJ_N_SEATS])
{
  guint n = 1;

  memcpy (orders[0], seats, sizeof orders[0]);
  for (guint code = 0; code < 256; code++)
    {
      MjBotLevel a[MJ_N_SEATS];
      guint count[MJ_N_BOT_LEVELS] = { 0 }, want[MJ_N_BOT_LEVELS] = { 0 };
      gboolean same = TRUE, seen = FALSE;

      for (guint i = 0; i < MJ_N_SEATS; i++)
        {
          a[i] = (code >> (2 * i)) & 3;
          if (a[i] >= MJ_N_BOT_LEVELS)
            same = FALSE;
          else
            count[a[i]]++;
          want[seats[i]]++;
        }
      for (guint l = 0; l < MJ_N_BOT_LEVELS && same; l++)
        same = count[l] == want[l];
      if (!same || !first_rotation (a))
        continue;
      /* `seats` is already there, as one of its rotations */
      for (guint r = 0; r < MJ_N_SEATS && !seen; r++)
        {
          gboolean eq = TRUE;
          for (guint i = 0; i < MJ_N_SEATS; i++)
            eq &= a[i] == seats[(i + r) % MJ_N_SEATS];
          seen = eq;
        }
      if (!seen && n < MAX_ORDERS)
        memcpy (orders[n++], a, sizeof orders[0]);
    }
  return n;
}

int
cli_tournament (int    argc,
                char **argv)
{
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *rules_id = NULL;
  g_autofree char *seats_text = NULL;
  g_autofree char *arrangements = NULL;
  g_autofree char *tuning_text = NULL;
  MjBotSearchTuning tuning;
  guint64 searches = 0, worlds = 0, switches = 0;
  gboolean per_deal = FALSE;
  MjBotLevel orders[MAX_ORDERS][MJ_N_SEATS];
  guint n_orders = 1;
  g_autofree double *points = NULL;
  g_auto (GStrv) assignments = NULL;
  gint64 deals = 1000, seed = 1, jobs = 1, search = 0;
  gboolean json = FALSE;
  const MjRules *rules;
  MjOptions options;
  MjBotLevel seats[MJ_N_SEATS];
  gboolean present[MJ_N_BOT_LEVELS] = { FALSE };
  Job *job_list;
  GThread **threads;
  Welford level[MJ_N_BOT_LEVELS] = { { 0 } };
  Welford diff[MJ_N_BOT_LEVELS][MJ_N_BOT_LEVELS] = { { { 0 } } };
  GArray *times[MJ_N_BOT_LEVELS], *walls[MJ_N_BOT_LEVELS];
  guint64 hands[MJ_N_BOT_LEVELS] = { 0 }, wins[MJ_N_BOT_LEVELS] = { 0 }, dealt_in[MJ_N_BOT_LEVELS] = { 0 };
  double t0, seconds;
  GOptionEntry entries[] = {
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &rules_id, N_("The rule set"), N_("ID") },
    { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &assignments, N_("A rule set option (repeatable)"), N_("ID=VALUE") },
    { "hands", 'n', 0, G_OPTION_ARG_INT64, &deals, N_("Deals to play, each four times (default 1000)"), N_("N") },
    { "seats", 0, 0, G_OPTION_ARG_STRING, &seats_text,
      N_("Levels of the four seats (default hard,normal,normal,normal)"), N_("A,B,C,D") },
    { "arrangements", 0, 0, G_OPTION_ARG_STRING, &arrangements,
      N_("“rotations” of the seats as given (the default), or “all” the orders of their levels, so that no "
         "seat's neighbours decide the result"), N_("WHICH") },
    { "search", 0, 0, G_OPTION_ARG_INT64, &search,
      N_("The share of its budget the hard level's search spends, in percent (default 0: no search)"),
      N_("PERCENT") },
    { "search-tuning", 0, 0, G_OPTION_ARG_STRING, &tuning_text,
      N_("How the search weighs its answers: z=Z (switch when the paired difference less Z standard errors is "
         "above zero), rivals=N, playout=LEVEL, read=0 or 1 (opponents dealt ready as the danger read expects), "
         "where=everywhere or critical"), N_("LIST") },
    { "per-deal", 0, 0, G_OPTION_ARG_NONE, &per_deal,
      N_("With --json: each level's mean points in each deal, to compare two runs deal by deal"), NULL },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the deals (default 1)"), N_("S") },
    { "jobs", 'j', 0, G_OPTION_ARG_INT64, &jobs, N_("Threads to play on (default 1; the results do not change)"),
      N_("J") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };

  context = g_option_context_new (N_("— computer players of several levels, in duplicate"));
  if (!cli_options_parse (context, entries, &argc, &argv, &error))
    return cli_fail (error);
  if (argc != 1)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED, _("tournament takes no arguments besides its options"));
      return cli_fail (error);
    }
  if (deals < 1 || deals > 10000000 || seed < 0 || jobs < 1 || jobs > 64)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--hands must be 1 to 10000000, --seed not negative and --jobs 1 to 64"));
      return cli_fail (error);
    }
  if (!parse_seats (seats_text ? seats_text : "hard,normal,normal,normal", seats, &error))
    return cli_fail (error);
  if (search < 0 || search > 1000)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("--search must be 0 to 1000 (percent)"));
      return cli_fail (error);
    }
  {
    MjBot defaults;
    mj_bot_init (&defaults, MJ_BOT_HARD, 0);
    tuning = defaults.tuning;
  }
  if (tuning_text && !parse_tuning (tuning_text, &tuning, &error))
    return cli_fail (error);
  memcpy (orders[0], seats, sizeof orders[0]);
  if (arrangements && g_strcmp0 (arrangements, "all") == 0)
    n_orders = all_orders (seats, orders);
  else if (arrangements && g_strcmp0 (arrangements, "rotations") != 0)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--arrangements takes “rotations” or “all”, not “%s”"), arrangements);
      return cli_fail (error);
    }
  if (!cli_rules_parse (rules_id, assignments, &rules, &options, &error))
    return cli_fail (error);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    present[seats[i]] = TRUE;

  points = g_new (double, (gsize) deals * MJ_N_BOT_LEVELS);
  job_list = g_new0 (Job, jobs);
  threads = g_new0 (GThread *, jobs);
  t0 = now_ms ();
  for (guint j = 0; j < jobs; j++)
    {
      Job *job = &job_list[j];
      job->rules = rules;
      job->options = &options;
      job->seed = (guint64) seed;
      memcpy (job->orders, orders, sizeof orders);
      job->n_orders = n_orders;
      job->search = (guint) search;
      job->tuning = &tuning;
      job->n_deals = (guint) deals;
      job->job = j;
      job->n_jobs = (guint) jobs;
      job->points = points;
      for (guint l = 0; l < MJ_N_BOT_LEVELS; l++)
        {
          job->times[l] = g_array_new (FALSE, FALSE, sizeof (float));
          job->walls[l] = g_array_new (FALSE, FALSE, sizeof (float));
        }
      threads[j] = g_thread_new ("tournament", run_job, job);
    }
  for (guint l = 0; l < MJ_N_BOT_LEVELS; l++)
    {
      times[l] = g_array_new (FALSE, FALSE, sizeof (float));
      walls[l] = g_array_new (FALSE, FALSE, sizeof (float));
    }
  for (guint j = 0; j < jobs; j++)
    {
      Job *job = &job_list[j];
      g_thread_join (threads[j]);
      if (job->error && !error)
        g_propagate_error (&error, job->error);
      else
        g_clear_error (&job->error);
      for (guint l = 0; l < MJ_N_BOT_LEVELS; l++)
        {
          g_array_append_vals (times[l], job->times[l]->data, job->times[l]->len);
          g_array_append_vals (walls[l], job->walls[l]->data, job->walls[l]->len);
          g_array_unref (job->times[l]);
          g_array_unref (job->walls[l]);
          hands[l] += job->hands[l];
          wins[l] += job->wins[l];
          dealt_in[l] += job->dealt_in[l];
        }
      searches += job->searches;
      worlds += job->worlds;
      switches += job->switches;
    }
  seconds = (now_ms () - t0) / 1e3;
  g_free (threads);
  g_free (job_list);
  if (error)
    return cli_fail_input (error);

  /* over the deals, in deal order, so the threads do not change a digit */
  for (gint64 d = 0; d < deals; d++)
    {
      const double *p = &points[d * MJ_N_BOT_LEVELS];
      for (guint a = 0; a < MJ_N_BOT_LEVELS; a++)
        if (present[a])
          {
            welford_add (&level[a], p[a]);
            for (guint b = 0; b < MJ_N_BOT_LEVELS; b++)
              if (present[b] && b != a)
                welford_add (&diff[a][b], p[a] - p[b]);
          }
    }

  if (json)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      g_autoptr (JsonNode) root = NULL;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "rules");
      json_builder_add_string_value (b, rules->id);
      json_builder_set_member_name (b, "deals");
      json_builder_add_int_value (b, deals);
      json_builder_set_member_name (b, "hands");
      json_builder_add_int_value (b, deals * MJ_N_SEATS);
      json_builder_set_member_name (b, "arrangements");
      json_builder_add_int_value (b, n_orders * MJ_N_SEATS);
      json_builder_set_member_name (b, "seconds");
      json_builder_add_double_value (b, seconds);
      json_builder_set_member_name (b, "levels");
      json_builder_begin_object (b);
      for (int l = MJ_N_BOT_LEVELS - 1; l >= 0; l--)
        if (present[l])
          {
            double hw = welford_half_width (&level[l]);
            json_builder_set_member_name (b, mj_bot_level_name (l));
            json_builder_begin_object (b);
            json_builder_set_member_name (b, "mean");
            json_builder_add_double_value (b, level[l].mean);
            json_builder_set_member_name (b, "ci95");
            json_builder_begin_array (b);
            json_builder_add_double_value (b, level[l].mean - hw);
            json_builder_add_double_value (b, level[l].mean + hw);
            json_builder_end_array (b);
            json_builder_set_member_name (b, "win_rate");
            json_builder_add_double_value (b, (double) wins[l] / MAX (hands[l], 1));
            json_builder_set_member_name (b, "deal_in_rate");
            json_builder_add_double_value (b, (double) dealt_in[l] / MAX (hands[l], 1));
            json_builder_end_object (b);
          }
      json_builder_end_object (b);
      json_builder_set_member_name (b, "differences");
      json_builder_begin_object (b);
      for (int a = MJ_N_BOT_LEVELS - 1; a >= 0; a--)
        for (int c = a - 1; c >= 0; c--)
          if (present[a] && present[c])
            {
              g_autofree char *name = g_strdup_printf ("%s-%s", mj_bot_level_name (a), mj_bot_level_name (c));
              double hw = welford_half_width (&diff[a][c]);
              json_builder_set_member_name (b, name);
              json_builder_begin_object (b);
              json_builder_set_member_name (b, "mean");
              json_builder_add_double_value (b, diff[a][c].mean);
              json_builder_set_member_name (b, "ci95");
              json_builder_begin_array (b);
              json_builder_add_double_value (b, diff[a][c].mean - hw);
              json_builder_add_double_value (b, diff[a][c].mean + hw);
              json_builder_end_array (b);
              json_builder_end_object (b);
            }
      json_builder_end_object (b);
      json_builder_set_member_name (b, "decision_ms_p99");
      json_builder_begin_object (b);
      for (int l = MJ_N_BOT_LEVELS - 1; l >= 0; l--)
        if (present[l])
          {
            json_builder_set_member_name (b, mj_bot_level_name (l));
            json_builder_add_double_value (b, percentile (times[l], 0.99));
          }
      json_builder_end_object (b);
      json_builder_set_member_name (b, "decision_ms_mean");
      json_builder_begin_object (b);
      for (int l = MJ_N_BOT_LEVELS - 1; l >= 0; l--)
        if (present[l])
          {
            json_builder_set_member_name (b, mj_bot_level_name (l));
            json_builder_add_double_value (b, mean_of (times[l]));
          }
      json_builder_end_object (b);
      json_builder_set_member_name (b, "decision_wall_ms_p99");
      json_builder_begin_object (b);
      for (int l = MJ_N_BOT_LEVELS - 1; l >= 0; l--)
        if (present[l])
          {
            json_builder_set_member_name (b, mj_bot_level_name (l));
            json_builder_add_double_value (b, percentile (walls[l], 0.99));
          }
      json_builder_end_object (b);
      json_builder_set_member_name (b, "decisions");
      json_builder_begin_object (b);
      for (int l = MJ_N_BOT_LEVELS - 1; l >= 0; l--)
        if (present[l])
          {
            json_builder_set_member_name (b, mj_bot_level_name (l));
            json_builder_add_int_value (b, times[l]->len);
          }
      json_builder_end_object (b);
      json_builder_set_member_name (b, "search");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "decisions");
      json_builder_add_int_value (b, (gint64) searches);
      json_builder_set_member_name (b, "worlds_mean");
      json_builder_add_double_value (b, searches ? (double) worlds / searches : 0);
      json_builder_set_member_name (b, "switch_rate");
      json_builder_add_double_value (b, searches ? (double) switches / searches : 0);
      json_builder_end_object (b);
      if (per_deal)
        {
          json_builder_set_member_name (b, "deal_points");
          json_builder_begin_object (b);
          for (int l = MJ_N_BOT_LEVELS - 1; l >= 0; l--)
            if (present[l])
              {
                json_builder_set_member_name (b, mj_bot_level_name (l));
                json_builder_begin_array (b);
                for (gint64 d = 0; d < deals; d++)
                  json_builder_add_double_value (b, points[d * MJ_N_BOT_LEVELS + l]);
                json_builder_end_array (b);
              }
          json_builder_end_object (b);
        }
      json_builder_end_object (b);
      root = json_builder_get_root (b);
      cli_print_json (root);
    }
  else
    {
      g_autofree char *n_deals = g_strdup_printf ("%" G_GINT64_FORMAT, deals);
      GString *times_text = g_string_new (NULL);

      g_print (_("%1$s: %2$s deals, each played four times, in %3$.1f s"), rules->id, n_deals, seconds);
      /* xgettext:no-c-format */
      g_print ("\n%s\n", _("mean points per hand (95% interval):"));
      for (int l = MJ_N_BOT_LEVELS - 1; l >= 0; l--)
        if (present[l])
          {
            double hw = welford_half_width (&level[l]);
            g_print ("  %-9s %+9.3f  [%+.3f, %+.3f]  ", mj_bot_level_name (l),
                     level[l].mean, level[l].mean - hw, level[l].mean + hw);
            g_print (_("wins %1$.3f, dealt in %2$.3f per hand"),
                     (double) wins[l] / MAX (hands[l], 1), (double) dealt_in[l] / MAX (hands[l], 1));
            g_print ("\n");
          }
      g_print ("%s\n", _("differences:"));
      for (int a = MJ_N_BOT_LEVELS - 1; a >= 0; a--)
        for (int c = a - 1; c >= 0; c--)
          if (present[a] && present[c])
            {
              double hw = welford_half_width (&diff[a][c]);
              g_print ("  %s-%s %+9.3f  [%+.3f, %+.3f]\n", mj_bot_level_name (a), mj_bot_level_name (c),
                       diff[a][c].mean, diff[a][c].mean - hw, diff[a][c].mean + hw);
            }
      for (int l = MJ_N_BOT_LEVELS - 1; l >= 0; l--)
        if (present[l])
          g_string_append_printf (times_text, " %s %.3f ms (%.3f)", mj_bot_level_name (l),
                                  percentile (times[l], 0.99), percentile (walls[l], 0.99));
      /* TRANSLATORS: each level's time, as in " hard 1.234 ms (1.300)":
       * the CPU time, then the wall clock in brackets */
      g_print (_("decision time, 99th percentile (CPU; wall clock):%s"), times_text->str);
      g_print ("\n");
      g_string_free (times_text, TRUE);
    }
  for (guint l = 0; l < MJ_N_BOT_LEVELS; l++)
    {
      g_array_unref (times[l]);
      g_array_unref (walls[l]);
    }
  return 0;
}
