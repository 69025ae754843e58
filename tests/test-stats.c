/* test-stats.c: the statistics of finished hands and their file.
 *
 *   /engine/stats/hand-made          hands written by hand: a discard win, a
 *                                    self-draw, a drawn hand, two winners on
 *                                    one discard, a seat without a name
 *   /engine/stats/self-play/RULES    seeded matches of computer players, the
 *                                    counts checked against what the game's
 *                                    events and scores say
 *   /engine/stats/restart            saved and loaded, the statistics are the
 *                                    same; a missing file is empty statistics
 *   /engine/stats/series-cap         the chart keeps the newest points only
 *   /engine/stats/corrupt/...        damaged files (truncated, wrong types,
 *                                    huge numbers, nesting, …) are set aside
 *                                    and reported, never a crash
 *   /engine/stats/truncations        every prefix and many byte flips of a
 *                                    good file load or fail cleanly
 *   /engine/stats/long-names         names past the bound are kept clipped,
 *                                    never written longer than read
 *   /engine/stats/private            the file is the player's alone (0600)
 *   /engine/stats/not-regular        a FIFO, /dev/zero, a gigabyte: no hang,
 *                                    no memory without end
 */
#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "mj-bot.h"
#include "mj-record.h"
#include "mj-stats.h"
#include "mj-view.h"

static char *tmp_dir;

static MjState *
hand_state (const char *rules_id)
{
  MjState *s = g_new0 (MjState, 1);

  s->rules = mj_rules_lookup (rules_id);
  g_assert_nonnull (s->rules);
  s->phase = MJ_PHASE_HAND_OVER;
  s->hand_over = TRUE;
  return s;
}

static void
add_win (MjState    *s,
         guint       seat,
         guint       from,
         int         value,
         const char *patterns)
{
  MjWin *w = &s->wins[s->n_wins++];
  g_auto (GStrv) ids = g_strsplit (patterns, " ", -1);

  mj_win_context_init (&w->ctx);
  w->ctx.seat = (guint8) seat;
  w->ctx.self_drawn = from == MJ_SEAT_NONE;
  w->ctx.from = (guint8) from;
  w->ctx.win_tile = 4;
  mj_score_init (&w->score);
  for (guint i = 0; ids[i]; i++)
    mj_score_add (&w->score, g_intern_string (ids[i]), 1);
  w->score.value = value;
  w->score.legal = TRUE;
}

static void
add_discard (MjState *s,
             guint    seat,
             MjTile   tile,
             guint8   flags)
{
  MjPlayer *p = &s->players[seat];

  p->discards[p->n_discards].tile = tile;
  p->discards[p->n_discards].flags = flags;
  p->n_discards++;
}

static void
set_delta (MjState *s,
           int      e,
           int      south,
           int      w,
           int      n)
{
  s->hand_delta[0] = e;
  s->hand_delta[1] = south;
  s->hand_delta[2] = w;
  s->hand_delta[3] = n;
}

static void
assert_player (MjStats    *stats,
               const char *rules_id,
               const char *name,
               guint       hands,
               guint       wins,
               guint       self_draws,
               guint       deal_ins,
               gint64      points)
{
  const MjPlayerStats *p = mj_stats_lookup (stats, rules_id, name);

  g_assert_nonnull (p);
  g_assert_cmpstr (p->name, ==, name);
  g_assert_cmpuint (p->hands, ==, hands);
  g_assert_cmpuint (p->wins, ==, wins);
  g_assert_cmpuint (p->self_draws, ==, self_draws);
  g_assert_cmpuint (p->deal_ins, ==, deal_ins);
  g_assert_cmpint (p->points, ==, points);
  g_assert_cmpuint (p->series->len, ==, hands);
  g_assert_cmpint (g_array_index (p->series, MjStatsPoint, p->series->len - 1).total, ==, points);
}

/* ---- hand-made hands -------------------------------------------------------------- */

static void
count_changes (gpointer data)
{
  (*(guint *) data)++;
}

static void
test_hand_made (void)
{
  g_autoptr (MjStats) stats = mj_stats_new ();
  const char *names[MJ_N_SEATS] = { "Ann", "Bo", "Cy", "Di" };
  const gboolean human[MJ_N_SEATS] = { TRUE, TRUE, FALSE, FALSE };
  g_autofree MjState *s1 = hand_state ("sichuan");
  g_autofree MjState *s2 = hand_state ("sichuan");
  g_autofree MjState *s3 = hand_state ("sichuan");
  g_autofree MjState *s4 = hand_state ("sichuan");
  g_autofree MjState *s5 = hand_state ("taiwan16");
  g_auto (GStrv) ids = NULL;
  g_autoptr (GPtrArray) list = NULL;
  const MjPlayerStats *ann;
  guint changes = 0;

  g_signal_connect_swapped (stats, "changed", G_CALLBACK (count_changes), &changes);

  /* Ann wins 8 fan on Bo's discard */
  add_discard (s1, 1, 3, 0);
  add_discard (s1, 1, 4, MJ_DISCARD_WON);
  add_win (s1, 0, 1, 8, "qingyise duiduihu");
  set_delta (s1, 8, -8, 0, 0);
  mj_stats_add_hand (stats, s1, names, human);

  /* Cy draws his own 3 fan */
  add_discard (s2, 1, 5, 0);
  add_win (s2, 2, MJ_SEAT_NONE, 3, "zimo");
  set_delta (s2, -3, -3, 9, -3);
  mj_stats_add_hand (stats, s2, names, human);

  /* a drawn hand, Di not named this time */
  add_discard (s3, 3, 5, 0);
  set_delta (s3, 0, 0, 0, 0);
  {
    const char *some[MJ_N_SEATS] = { "Ann", "Bo", "Cy", "" };
    mj_stats_add_hand (stats, s3, some, human);
  }

  /* Ann and Cy both win on one discard of Di's: one deal-in; Ann's 2 fan
   * is not her biggest hand */
  add_discard (s4, 3, 7, MJ_DISCARD_WON);
  add_win (s4, 0, 3, 2, "pinghu");
  add_win (s4, 2, 3, 2, "pinghu");
  set_delta (s4, 2, 0, 2, -4);
  mj_stats_add_hand (stats, s4, names, human);

  /* another rule set keeps its own count */
  add_win (s5, 1, MJ_SEAT_NONE, 5, "zimo menqing");
  set_delta (s5, -5, 15, -5, -5);
  mj_stats_add_hand (stats, s5, names, NULL);

  g_assert_cmpuint (changes, ==, 5);
  g_assert_cmpuint (mj_stats_get_n_hands (stats), ==, 5);

  assert_player (stats, "sichuan", "Ann", 4, 2, 0, 0, 8 - 3 + 0 + 2);
  assert_player (stats, "sichuan", "Bo", 4, 0, 0, 1, -8 - 3 + 0 + 0);
  assert_player (stats, "sichuan", "Cy", 4, 2, 1, 0, 0 + 9 + 0 + 2);
  assert_player (stats, "sichuan", "Di", 3, 0, 0, 1, 0 - 3 - 4);
  assert_player (stats, "taiwan16", "Bo", 1, 1, 1, 0, 15);
  assert_player (stats, "taiwan16", "Ann", 1, 0, 0, 0, -5);

  ann = mj_stats_lookup (stats, "sichuan", "Ann");
  g_assert_true (ann->human);
  g_assert_cmpint (ann->best_value, ==, 8);
  g_assert_cmpuint (g_strv_length (ann->best_patterns), ==, 2);
  g_assert_cmpstr (ann->best_patterns[0], ==, "qingyise");
  g_assert_cmpstr (ann->best_patterns[1], ==, "duiduihu");
  g_assert_cmpfloat_with_epsilon (mj_player_stats_get_average (ann), 7.0 / 4, 1e-9);
  g_assert_false (mj_stats_lookup (stats, "sichuan", "Cy")->human);
  g_assert_null (mj_stats_lookup (stats, "sichuan", "Bo")->best_patterns);
  g_assert_cmpint (mj_stats_lookup (stats, "sichuan", "Cy")->best_value, ==, 3);
  /* no human flags given: nobody is taken for a human */
  g_assert_false (mj_stats_lookup (stats, "taiwan16", "Ann")->human);
  g_assert_null (mj_stats_lookup (stats, "sichuan", "Nobody"));
  g_assert_null (mj_stats_lookup (stats, "lisi", "Ann"));

  ids = mj_stats_dup_rules (stats);
  g_assert_cmpuint (g_strv_length (ids), ==, 2);
  g_assert_cmpstr (ids[0], ==, "sichuan");
  g_assert_cmpstr (ids[1], ==, "taiwan16");

  /* humans first, then by hands played */
  list = mj_stats_list_players (stats, "sichuan");
  g_assert_cmpuint (list->len, ==, 4);
  g_assert_cmpstr (((MjPlayerStats *) list->pdata[0])->name, ==, "Ann");
  g_assert_cmpstr (((MjPlayerStats *) list->pdata[1])->name, ==, "Bo");
  g_assert_cmpstr (((MjPlayerStats *) list->pdata[2])->name, ==, "Cy");
  g_assert_cmpstr (((MjPlayerStats *) list->pdata[3])->name, ==, "Di");
  g_clear_pointer (&list, g_ptr_array_unref);
  list = mj_stats_list_players (stats, "zhuoji");
  g_assert_cmpuint (list->len, ==, 0);
}

/* ---- self-play --------------------------------------------------------------------- */

typedef struct {
  guint  hands;
  guint  wins;
  guint  self_draws;
  guint  deal_ins;
  int    best;
} Expected;

/* Counts what the stats should say from the game's own events: each
 * applied action's wins on a discard are one deal-in per discarder. */
static void
read_events (MjState  *s,
             Expected  expected[MJ_N_SEATS])
{
  guint8 dealt_in = 0;

  g_assert_cmpuint (s->dropped_events, ==, 0);
  for (guint i = 0; i < s->n_events; i++)
    {
      const MjEvent *e = &s->events[i];
      const MjWin *w;
      if (e->type != MJ_EVENT_WIN)
        continue;
      w = &s->wins[e->index];
      expected[w->ctx.seat].wins++;
      if (w->ctx.self_drawn)
        expected[w->ctx.seat].self_draws++;
      else if (w->ctx.from != MJ_SEAT_NONE && w->ctx.win_tile != MJ_TILE_NONE)
        dealt_in |= 1u << w->ctx.from;
      expected[w->ctx.seat].best = MAX (expected[w->ctx.seat].best, w->score.value);
    }
  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    if (dealt_in & (1u << seat))
      expected[seat].deal_ins++;
  s->n_events = 0;
}

static void
test_self_play (gconstpointer data)
{
  const MjRules *rules = mj_rules_lookup (data);
  const char *names[MJ_N_SEATS] = { "East player", "South player", "West player", "North player" };
  const gboolean human[MJ_N_SEATS] = { TRUE, FALSE, FALSE, FALSE };
  g_autoptr (MjStats) stats = mj_stats_new ();
  guint total_hands = 0, total_wins = 0;
  gint64 points[MJ_N_SEATS] = { 0 };
  Expected expected[MJ_N_SEATS] = { { 0 } };

  for (guint64 seed = 1; seed <= 4; seed++)
    {
      g_autofree MjState *s = g_new0 (MjState, 1);
      g_autofree MjView *view = g_new0 (MjView, 1);
      MjOptions options;
      MjBot bots[MJ_N_SEATS];
      int start[MJ_N_SEATS];

      mj_options_init_defaults (rules, &options);
      for (guint i = 0; i < MJ_N_SEATS; i++)
        mj_bot_init (&bots[i], MJ_BOT_BASELINE, mj_bot_match_seed (seed, i, 0));
      mj_state_init (s, rules, &options, seed, MJ_MATCH_HANDS, 6);
      memcpy (start, s->scores, sizeof start);
      mj_state_start_hand (s);
      read_events (s, expected);

      for (guint steps = 0; steps < 100000; steps++)
        {
          guint8 pending;

          if (s->phase == MJ_PHASE_HAND_OVER || s->phase == MJ_PHASE_MATCH_OVER)
            {
              MjAction next = { MJ_ACTION_NEXT_HAND, 0, MJ_TILE_NONE, 0, { 0 } };

              mj_stats_add_hand (stats, s, names, human);
              total_hands++;
              total_wins += s->n_wins;
              for (guint i = 0; i < MJ_N_SEATS; i++)
                expected[i].hands++;
              if (s->phase == MJ_PHASE_MATCH_OVER)
                break;
              g_assert_true (mj_state_apply (s, &next, NULL));
              read_events (s, expected);
              continue;
            }
          pending = mj_state_pending (s);
          g_assert_cmpuint (pending, !=, 0);
          for (guint seat = 0; seat < MJ_N_SEATS; seat++)
            if (pending & (1u << seat))
              {
                MjAction legal[MJ_MAX_LEGAL], a;
                guint n = mj_state_legal_actions (s, seat, legal, G_N_ELEMENTS (legal));
                g_assert_cmpuint (n, >, 0);
                mj_view_build (s, seat, view);
                a = mj_bot_decide (&bots[seat], view, legal, n);
                g_assert_true (mj_state_apply (s, &a, NULL));
                read_events (s, expected);
                break;
              }
        }
      g_assert_true (s->phase == MJ_PHASE_MATCH_OVER);
      for (guint i = 0; i < MJ_N_SEATS; i++)
        points[i] += s->scores[i] - start[i];
    }

  g_assert_cmpuint (total_hands, ==, 24);
  g_assert_cmpuint (mj_stats_get_n_hands (stats), ==, total_hands);
  {
    guint wins = 0;
    for (guint i = 0; i < MJ_N_SEATS; i++)
      {
        const MjPlayerStats *p = mj_stats_lookup (stats, rules->id, names[i]);
        assert_player (stats, rules->id, names[i], expected[i].hands, expected[i].wins,
                       expected[i].self_draws, expected[i].deal_ins, points[i]);
        g_assert_cmpint (p->human, ==, human[i]);
        if (p->wins)
          {
            g_assert_cmpint (p->best_value, ==, expected[i].best);
            g_assert_nonnull (p->best_patterns);
          }
        wins += p->wins;
      }
    g_assert_cmpuint (wins, ==, total_wins);
    g_test_message ("%s: %u hands, %u wins", rules->id, total_hands, total_wins);
  }
}

/* ---- saving and loading ---------------------------------------------------------------- */

static MjStats *
sample_stats (void)
{
  MjStats *stats = mj_stats_new ();
  const char *names[MJ_N_SEATS] = { "李伟", "Bo", "Cy \"the\" \\ dealer", "Di" };
  const gboolean human[MJ_N_SEATS] = { TRUE, FALSE, TRUE, FALSE };

  for (guint h = 0; h < 5; h++)
    {
      g_autofree MjState *s = hand_state (h % 2 ? "sichuan" : "qionghai");
      if (h != 2)
        {
          add_discard (s, (h + 1) % 4, 9, MJ_DISCARD_WON);
          add_win (s, h % 4, (h + 1) % 4, 4 + (int) h, "pinghu qingyise");
          s->hand_delta[h % 4] = 4 + (int) h;
          s->hand_delta[(h + 1) % 4] = -4 - (int) h;
        }
      mj_stats_add_hand (stats, s, names, human);
    }
  return stats;
}

static char *
tmp_path (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

static void
test_restart (void)
{
  g_autoptr (MjStats) stats = sample_stats ();
  g_autoptr (MjStats) loaded = NULL;
  g_autoptr (MjStats) missing = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_build_filename (tmp_dir, "restart", "deeper", "statistics.json", NULL);
  g_autofree char *nowhere = tmp_path ("no-such-file.json");
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  g_auto (GStrv) ids = NULL;

  /* the directory does not exist yet */
  g_assert_true (mj_stats_save (stats, path, &error));
  g_assert_no_error (error);
  loaded = mj_stats_load (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);

  a = mj_stats_to_json (stats);
  b = mj_stats_to_json (loaded);
  g_assert_cmpstr (a, ==, b);
  g_assert_cmpuint (mj_stats_get_n_hands (loaded), ==, 5);
  ids = mj_stats_dup_rules (loaded);
  for (guint r = 0; ids[r]; r++)
    {
      g_autoptr (GPtrArray) before = mj_stats_list_players (stats, ids[r]);
      g_autoptr (GPtrArray) after = mj_stats_list_players (loaded, ids[r]);
      g_assert_cmpuint (before->len, ==, after->len);
      for (guint i = 0; i < before->len; i++)
        {
          const MjPlayerStats *p = before->pdata[i], *q = after->pdata[i];
          g_assert_cmpstr (p->name, ==, q->name);
          g_assert_cmpint (p->human, ==, q->human);
          g_assert_cmpuint (p->hands, ==, q->hands);
          g_assert_cmpuint (p->wins, ==, q->wins);
          g_assert_cmpuint (p->self_draws, ==, q->self_draws);
          g_assert_cmpuint (p->deal_ins, ==, q->deal_ins);
          g_assert_cmpint (p->points, ==, q->points);
          g_assert_cmpint (p->best_value, ==, q->best_value);
          g_assert_true ((p->best_patterns == NULL) == (q->best_patterns == NULL));
          if (p->best_patterns)
            g_assert_true (g_strv_equal ((const char * const *) p->best_patterns,
                                         (const char * const *) q->best_patterns));
          g_assert_cmpuint (p->series->len, ==, q->series->len);
          g_assert_cmpmem (p->series->data, p->series->len * sizeof (MjStatsPoint),
                           q->series->data, q->series->len * sizeof (MjStatsPoint));
        }
    }

  /* counting goes on where it stopped */
  {
    g_autofree MjState *s = hand_state ("sichuan");
    const char *names[MJ_N_SEATS] = { "李伟", "Bo", "Cy \"the\" \\ dealer", "Di" };
    const MjPlayerStats *p = mj_stats_lookup (loaded, "sichuan", "李伟");
    guint hands = p->hands;
    add_win (s, 0, MJ_SEAT_NONE, 20, "qingyise");
    set_delta (s, 60, -20, -20, -20);
    mj_stats_add_hand (loaded, s, names, NULL);
    g_assert_cmpuint (p->hands, ==, hands + 1);
    g_assert_cmpint (p->best_value, ==, 20);
    g_assert_true (mj_stats_save (loaded, path, &error));
    g_assert_no_error (error);
  }

  /* no file yet: empty statistics, not an error */
  missing = mj_stats_load (nowhere, &error);
  g_assert_no_error (error);
  g_assert_nonnull (missing);
  g_assert_cmpuint (mj_stats_get_n_hands (missing), ==, 0);
  g_assert_false (g_file_test (nowhere, G_FILE_TEST_EXISTS));
}

static void
test_series_cap (void)
{
  g_autoptr (MjStats) stats = mj_stats_new ();
  g_autoptr (MjStats) loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  const char *names[MJ_N_SEATS] = { "Ann", "Bo", "Cy", "Di" };
  const MjPlayerStats *p;

  for (guint h = 0; h < MJ_STATS_MAX_SERIES + 10; h++)
    {
      g_autofree MjState *s = hand_state ("zhuoji");
      set_delta (s, 1, -1, 0, 0);
      mj_stats_add_hand (stats, s, names, NULL);
    }
  p = mj_stats_lookup (stats, "zhuoji", "Ann");
  g_assert_cmpuint (p->hands, ==, MJ_STATS_MAX_SERIES + 10);
  g_assert_cmpuint (p->series->len, ==, MJ_STATS_MAX_SERIES);
  /* running totals: the newest point is the whole sum, the oldest kept
   * is the eleventh hand's */
  g_assert_cmpint (g_array_index (p->series, MjStatsPoint, 0).total, ==, 11);
  g_assert_cmpint (g_array_index (p->series, MjStatsPoint, p->series->len - 1).total, ==, p->points);

  text = mj_stats_to_json (stats);
  loaded = mj_stats_from_json (text, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (mj_stats_lookup (loaded, "zhuoji", "Ann")->series->len, ==, MJ_STATS_MAX_SERIES);
}

/* ---- damaged files ------------------------------------------------------------------------ */

typedef struct {
  const char *name;
  const char *text;     /* NULL: see the test */
  int         code;
} Damage;

#define GOOD_HEAD "{\"format\":\"sparrow-statistics\",\"version\":1,\"hands\":3,\"rules\":{\"sichuan\":["
#define GOOD_PLAYER(fields) "{\"name\":\"Ann\",\"human\":true," fields "}"
#define GOOD_FIELDS "\"hands\":3,\"wins\":1,\"self_draws\":0,\"deal_ins\":1,\"points\":-4,\"series\":[[1700000000,-4]]"
#define GOOD_TAIL "]}}"

static const Damage damages[] = {
  { "empty", "", MJ_STATS_ERROR_PARSE },
  { "truncated", GOOD_HEAD GOOD_PLAYER (GOOD_FIELDS), MJ_STATS_ERROR_PARSE },
  { "binary", "\x89PNG\r\n\x1a\n\xff\xfe\x00\x01", MJ_STATS_ERROR_PARSE },
  { "array", "[1,2,3]", MJ_STATS_ERROR_FORMAT },
  { "null", "null", MJ_STATS_ERROR_FORMAT },
  { "other-format", "{\"format\":\"sparrow-record\",\"version\":1}", MJ_STATS_ERROR_FORMAT },
  { "newer", "{\"format\":\"sparrow-statistics\",\"version\":99,\"hands\":0,\"rules\":{}}", MJ_STATS_ERROR_FORMAT },
  { "version-string", "{\"format\":\"sparrow-statistics\",\"version\":\"1\",\"hands\":0,\"rules\":{}}", MJ_STATS_ERROR_FIELD },
  { "rules-array", "{\"format\":\"sparrow-statistics\",\"version\":1,\"hands\":0,\"rules\":[]}", MJ_STATS_ERROR_FIELD },
  { "players-object", "{\"format\":\"sparrow-statistics\",\"version\":1,\"hands\":0,\"rules\":{\"sichuan\":{}}}", MJ_STATS_ERROR_FIELD },
  { "hands-string", GOOD_HEAD GOOD_PLAYER ("\"hands\":\"3\",\"wins\":1,\"self_draws\":0,\"deal_ins\":1,\"points\":-4,\"series\":[]") GOOD_TAIL, MJ_STATS_ERROR_FIELD },
  { "hands-float", GOOD_HEAD GOOD_PLAYER ("\"hands\":3.5,\"wins\":1,\"self_draws\":0,\"deal_ins\":1,\"points\":-4,\"series\":[]") GOOD_TAIL, MJ_STATS_ERROR_FIELD },
  { "hands-negative", GOOD_HEAD GOOD_PLAYER ("\"hands\":-3,\"wins\":0,\"self_draws\":0,\"deal_ins\":0,\"points\":-4,\"series\":[]") GOOD_TAIL, MJ_STATS_ERROR_FIELD },
  { "hands-huge", GOOD_HEAD GOOD_PLAYER ("\"hands\":99999999999999999999999999,\"wins\":1,\"self_draws\":0,\"deal_ins\":1,\"points\":-4,\"series\":[]") GOOD_TAIL, 0 },
  { "hands-int64-max", GOOD_HEAD GOOD_PLAYER ("\"hands\":9223372036854775807,\"wins\":1,\"self_draws\":0,\"deal_ins\":1,\"points\":-4,\"series\":[]") GOOD_TAIL, MJ_STATS_ERROR_FIELD },
  { "points-1e300", GOOD_HEAD GOOD_PLAYER ("\"hands\":3,\"wins\":1,\"self_draws\":0,\"deal_ins\":1,\"points\":1e300,\"series\":[]") GOOD_TAIL, MJ_STATS_ERROR_FIELD },
  { "points-int64-min", GOOD_HEAD GOOD_PLAYER ("\"hands\":3,\"wins\":1,\"self_draws\":0,\"deal_ins\":1,\"points\":-9223372036854775808,\"series\":[]") GOOD_TAIL, MJ_STATS_ERROR_FIELD },
  { "wins-over-hands", GOOD_HEAD GOOD_PLAYER ("\"hands\":3,\"wins\":4,\"self_draws\":0,\"deal_ins\":1,\"points\":-4,\"series\":[]") GOOD_TAIL, MJ_STATS_ERROR_FIELD },
  { "self-draws-over-wins", GOOD_HEAD GOOD_PLAYER ("\"hands\":3,\"wins\":1,\"self_draws\":2,\"deal_ins\":1,\"points\":-4,\"series\":[]") GOOD_TAIL, MJ_STATS_ERROR_FIELD },
  { "missing-points", GOOD_HEAD GOOD_PLAYER ("\"hands\":3,\"wins\":1,\"self_draws\":0,\"deal_ins\":1,\"series\":[]") GOOD_TAIL, MJ_STATS_ERROR_FIELD },
  { "human-number", GOOD_HEAD "{\"name\":\"Ann\",\"human\":1," GOOD_FIELDS "}" GOOD_TAIL, MJ_STATS_ERROR_FIELD },
  { "name-empty", GOOD_HEAD "{\"name\":\"\",\"human\":true," GOOD_FIELDS "}" GOOD_TAIL, MJ_STATS_ERROR_FIELD },
  { "name-number", GOOD_HEAD "{\"name\":7,\"human\":true," GOOD_FIELDS "}" GOOD_TAIL, MJ_STATS_ERROR_FIELD },
  { "duplicate-name", GOOD_HEAD GOOD_PLAYER (GOOD_FIELDS) "," GOOD_PLAYER (GOOD_FIELDS) GOOD_TAIL, MJ_STATS_ERROR_FIELD },
  { "player-string", GOOD_HEAD "\"Ann\"" GOOD_TAIL, MJ_STATS_ERROR_FIELD },
  { "best-without-win", GOOD_HEAD GOOD_PLAYER ("\"hands\":3,\"wins\":0,\"self_draws\":0,\"deal_ins\":1,\"points\":-4,\"best\":{\"value\":3,\"patterns\":[]},\"series\":[]") GOOD_TAIL, MJ_STATS_ERROR_FIELD },
  { "best-pattern-number", GOOD_HEAD GOOD_PLAYER ("\"hands\":3,\"wins\":1,\"self_draws\":0,\"deal_ins\":1,\"points\":-4,\"best\":{\"value\":3,\"patterns\":[4]},\"series\":[]") GOOD_TAIL, MJ_STATS_ERROR_FIELD },
  { "best-value-huge", GOOD_HEAD GOOD_PLAYER ("\"hands\":3,\"wins\":1,\"self_draws\":0,\"deal_ins\":1,\"points\":-4,\"best\":{\"value\":4000000000,\"patterns\":[]},\"series\":[]") GOOD_TAIL, MJ_STATS_ERROR_FIELD },
  { "series-longer-than-hands", GOOD_HEAD GOOD_PLAYER ("\"hands\":1,\"wins\":1,\"self_draws\":0,\"deal_ins\":1,\"points\":-4,\"series\":[[1,2],[3,4]]") GOOD_TAIL, MJ_STATS_ERROR_FIELD },
  { "series-triple", GOOD_HEAD GOOD_PLAYER ("\"hands\":3,\"wins\":1,\"self_draws\":0,\"deal_ins\":1,\"points\":-4,\"series\":[[1,2,3]]") GOOD_TAIL, MJ_STATS_ERROR_FIELD },
  { "series-time-negative", GOOD_HEAD GOOD_PLAYER ("\"hands\":3,\"wins\":1,\"self_draws\":0,\"deal_ins\":1,\"points\":-4,\"series\":[[-1,2]]") GOOD_TAIL, MJ_STATS_ERROR_FIELD },
  { "series-number", GOOD_HEAD GOOD_PLAYER ("\"hands\":3,\"wins\":1,\"self_draws\":0,\"deal_ins\":1,\"points\":-4,\"series\":5") GOOD_TAIL, MJ_STATS_ERROR_FIELD },
  /* json-glib 1.6 reads these as 1 and 2: refused before it reads them */
  { "points-wraps", GOOD_HEAD GOOD_PLAYER ("\"hands\":3,\"wins\":1,\"self_draws\":0,\"deal_ins\":1,\"points\":-99999999999999999999,\"series\":[]") GOOD_TAIL, MJ_STATS_ERROR_PARSE },
  { "wins-wraps", GOOD_HEAD GOOD_PLAYER ("\"hands\":3,\"wins\":-18446744073709551614,\"self_draws\":0,\"deal_ins\":1,\"points\":-4,\"series\":[]") GOOD_TAIL, MJ_STATS_ERROR_PARSE },
  { "deep-nesting", NULL, MJ_STATS_ERROR_PARSE },
};

static void
test_corrupt (gconstpointer data)
{
  const Damage *d = data;
  g_autofree char *file = g_strdup_printf ("%s.json", d->name);
  g_autofree char *path = tmp_path (file);
  g_autofree char *aside = g_strdup_printf ("%s.corrupt", path);
  g_autofree char *aside2 = g_strdup_printf ("%s.corrupt-2", path);
  g_autofree char *text = NULL;
  g_autofree char *kept = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (MjStats) stats = NULL;
  g_autoptr (MjStats) fresh = NULL;
  gsize length, kept_length;

  if (d->text)
    {
      /* the binary one holds a NUL */
      length = strcmp (d->name, "binary") == 0 ? 12 : strlen (d->text);
      text = g_memdup2 (d->text, length + 1);
    }
  else
    {
      /* a million brackets: more than json-glib's recursion survives */
      length = 2000000;
      text = g_malloc (length + 1);
      memset (text, '[', length / 2);
      memset (text + length / 2, ']', length / 2);
      text[length] = '\0';
    }
  g_assert_true (g_file_set_contents (path, text, (gssize) length, NULL));

  stats = mj_stats_load (path, &error);
  g_assert_null (stats);
  g_assert_nonnull (error);
  g_assert_true (error->domain == MJ_STATS_ERROR);
  if (d->code)
    g_assert_cmpint (error->code, ==, d->code);
  g_test_message ("%s: %s", d->name, error->message);
  /* the message says where the file went */
  g_assert_nonnull (strstr (error->message, aside));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (aside, &kept, &kept_length, NULL));
  g_assert_cmpmem (kept, kept_length, text, length);
  g_clear_error (&error);

  /* starting afresh works, and a second damaged file does not replace
   * the first one set aside */
  fresh = mj_stats_new ();
  g_assert_true (mj_stats_save (fresh, path, &error));
  g_assert_no_error (error);
  g_clear_object (&fresh);
  fresh = mj_stats_load (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (fresh);
  g_assert_true (g_file_set_contents (path, text, (gssize) length, NULL));
  g_clear_object (&stats);
  stats = mj_stats_load (path, &error);
  g_assert_null (stats);
  g_assert_nonnull (strstr (error->message, aside2));
  g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (aside2, G_FILE_TEST_EXISTS));
}

/* An unreadable file is not damaged: it is reported and left alone. */
static void
test_unreadable (void)
{
  g_autofree char *path = tmp_path ("a-directory.json");
  g_autoptr (GError) error = NULL;
  g_autoptr (MjStats) stats = NULL;

  g_assert_cmpint (g_mkdir (path, 0700), ==, 0);
  stats = mj_stats_load (path, &error);
  g_assert_null (stats);
  g_assert_error (error, MJ_STATS_ERROR, MJ_STATS_ERROR_IO);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_DIR));
}

/* A name of 70 or 90 characters (210, 270 bytes) is counted, saved and
 * read back: the file keeps it clipped to the bound its reader takes,
 * never one it refuses (at 90 the statistics were set aside as damaged). */
static void
test_long_names (void)
{
  g_autofree char *path = tmp_path ("long-names.json");
  g_autoptr (MjStats) stats = mj_stats_new ();
  g_autoptr (MjStats) loaded = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree MjState *s = hand_state ("sichuan");
  GString *long_name = g_string_new (NULL);
  g_autofree char *seventy = NULL;
  g_autofree char *clipped = NULL;
  const char *names[MJ_N_SEATS];
  const gboolean human[MJ_N_SEATS] = { TRUE, TRUE, FALSE, FALSE };

  for (guint i = 0; i < 90; i++)
    g_string_append (long_name, "雀");
  seventy = g_utf8_substring (long_name->str, 0, 70);
  names[0] = long_name->str;
  names[1] = seventy;
  names[2] = "Zhang Min";
  names[3] = "Wang Fang";
  set_delta (s, 1, -1, 0, 0);
  mj_stats_add_hand (stats, s, names, human);
  g_assert_true (mj_stats_save (stats, path, &error));
  g_assert_no_error (error);
  loaded = mj_stats_load (path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  clipped = g_utf8_substring (long_name->str, 0, MJ_PLAYER_NAME_MAX_CHARS);
  g_assert_nonnull (mj_stats_lookup (loaded, "sichuan", clipped));
  g_assert_cmpuint (mj_stats_get_n_hands (loaded), ==, 1);
  /* both long names are the same player once clipped: one entry */
  g_assert_cmpuint (mj_stats_lookup (loaded, "sichuan", clipped)->hands, ==, 2);
  g_string_free (long_name, TRUE);
}

/* The statistics are the player's alone (0600). */
static void
test_private (void)
{
  g_autofree char *path = tmp_path ("private.json");
  g_autoptr (MjStats) stats = sample_stats ();
  g_autoptr (GError) error = NULL;
  GStatBuf st;

  g_assert_true (g_file_set_contents (path, "{}", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0644), ==, 0);
  g_assert_true (mj_stats_save (stats, path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpuint (st.st_mode & 0777, ==, 0600);
}

typedef struct {
  const char *path;
  GError     *error;
  gboolean    done;
} LoadJob;

static gpointer
load_job (gpointer data)
{
  LoadJob *job = data;
  MjStats *stats = mj_stats_load (job->path, &job->error);

  g_atomic_int_set (&job->done, TRUE);
  return stats;
}

/* A FIFO, /dev/zero, a file of a gigabyte: never a hang nor memory without
 * end.  The FIFO is left as it is (it is not damaged statistics); the
 * gigabyte is far larger than statistics are, and set aside. */
static void
test_not_regular (void)
{
  g_autofree char *fifo = tmp_path ("fifo.json");
  g_autofree char *huge = tmp_path ("huge.json");
  g_autofree char *aside = g_strconcat (huge, ".corrupt", NULL);
  g_autoptr (GError) error = NULL;
  LoadJob job = { fifo, NULL, FALSE };
  GThread *thread;
  MjStats *stats;
  int fd;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  thread = g_thread_new ("load", load_job, &job);
  for (guint i = 0; i < 500 && !g_atomic_int_get (&job.done); i++)
    g_usleep (10000);
  if (!g_atomic_int_get (&job.done))
    {
      /* blocked in open(): a writer sets it free, and the test fails */
      int w = g_open (fifo, O_WRONLY | O_NONBLOCK, 0);
      if (w >= 0)
        close (w);
      g_thread_join (thread);
      g_error ("loading statistics from a FIFO blocked");
    }
  stats = g_thread_join (thread);
  g_assert_null (stats);
  g_assert_error (job.error, MJ_STATS_ERROR, MJ_STATS_ERROR_IO);
  g_assert_nonnull (strstr (job.error->message, "left as it is"));
  g_clear_error (&job.error);
  g_assert_false (g_file_test (fifo, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_test (fifo, G_FILE_TEST_EXISTS));

  if (g_file_test ("/dev/zero", G_FILE_TEST_EXISTS))
    {
      g_autofree char *link = tmp_path ("zero.json");
      g_assert_cmpint (symlink ("/dev/zero", link), ==, 0);
      stats = mj_stats_load (link, &error);
      g_assert_null (stats);
      g_assert_error (error, MJ_STATS_ERROR, MJ_STATS_ERROR_IO);
      g_clear_error (&error);
    }

  fd = g_open (huge, O_WRONLY | O_CREAT, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, (off_t) 1 << 30), ==, 0);
  close (fd);
  stats = mj_stats_load (huge, &error);
  g_assert_null (stats);
  g_assert_error (error, MJ_STATS_ERROR, MJ_STATS_ERROR_FIELD);
  g_assert_nonnull (strstr (error->message, aside));
  g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));
}

static void
test_truncations (void)
{
  g_autoptr (MjStats) stats = sample_stats ();
  g_autofree char *text = mj_stats_to_json (stats);
  gsize length = strlen (text);
  g_autoptr (GRand) rand = g_rand_new_with_seed (12345);
  guint failed = 0, loaded = 0;

  for (gsize n = 0; n < length; n++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (MjStats) s = mj_stats_from_json (text, (gssize) n, &error);
      /* a cut inside the closing whitespace may still be whole */
      if (s == NULL)
        {
          g_assert_nonnull (error);
          failed++;
        }
      else
        loaded++;
    }
  g_assert_cmpuint (failed, >, length - 4);

  for (guint i = 0; i < 3000; i++)
    {
      g_autofree char *copy = g_strdup (text);
      g_autoptr (GError) error = NULL;
      g_autoptr (MjStats) s = NULL;
      guint flips = g_rand_int_range (rand, 1, 4);

      for (guint f = 0; f < flips; f++)
        copy[g_rand_int_range (rand, 0, (gint32) length)] = (char) g_rand_int_range (rand, 1, 256);
      s = mj_stats_from_json (copy, (gssize) length, &error);
      g_assert_true ((s == NULL) == (error != NULL));
      if (s)
        {
          /* what loads also saves */
          g_autofree char *again = mj_stats_to_json (s);
          g_assert_nonnull (again);
          loaded++;
        }
    }
  g_test_message ("%u loaded, %u refused", loaded, failed);
}

static void
remove_tree (const char *path)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    {
      GDir *dir = g_dir_open (path, 0, NULL);
      const char *name;
      while (dir && (name = g_dir_read_name (dir)))
        {
          g_autofree char *child = g_build_filename (path, name, NULL);
          remove_tree (child);
        }
      if (dir)
        g_dir_close (dir);
      g_rmdir (path);
    }
  else
    g_unlink (path);
}

int
main (int    argc,
      char **argv)
{
  static const char *all_rules[] = { "sichuan", "zhuoji", "qionghai", "lisi", "taiwan16" };
  int ret;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("sparrow-stats-XXXXXX", NULL);
  g_assert_nonnull (tmp_dir);

  g_test_add_func ("/engine/stats/hand-made", test_hand_made);
  for (guint i = 0; i < G_N_ELEMENTS (all_rules); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/stats/self-play/%s", all_rules[i]);
      g_test_add_data_func (path, all_rules[i], test_self_play);
    }
  g_test_add_func ("/engine/stats/restart", test_restart);
  g_test_add_func ("/engine/stats/series-cap", test_series_cap);
  for (guint i = 0; i < G_N_ELEMENTS (damages); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/stats/corrupt/%s", damages[i].name);
      g_test_add_data_func (path, &damages[i], test_corrupt);
    }
  g_test_add_func ("/engine/stats/unreadable", test_unreadable);
  g_test_add_func ("/engine/stats/long-names", test_long_names);
  g_test_add_func ("/engine/stats/private", test_private);
  g_test_add_func ("/engine/stats/not-regular", test_not_regular);
  g_test_add_func ("/engine/stats/truncations", test_truncations);

  ret = g_test_run ();
  remove_tree (tmp_dir);
  g_free (tmp_dir);
  return ret;
}
