/* test-stats-window.c: the statistics window, under Xvfb.
 *
 *   /ui/stats-window/empty        no hands yet: the empty page, no crash
 *   /ui/stats-window/follows      a row per player of the rule set shown;
 *                                 choosing another rule set, and a hand
 *                                 counted while the window is open
 *   /ui/stats-window/screenshots  PNGs in the build directory (screenshots/)
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "mj-ui-test.h"
#include "mj-bot.h"
#include "mj-stats-window.h"
#include "mj-view.h"

/* Seeded matches of computer players, every hand counted. */
static void
play_into (MjStats            *stats,
           const char         *rules_id,
           guint64             seed,
           guint               hands,
           const char * const  names[MJ_N_SEATS],
           const gboolean      human[MJ_N_SEATS])
{
  const MjRules *rules = mj_rules_lookup (rules_id);
  g_autofree MjState *s = g_new0 (MjState, 1);
  g_autofree MjView *view = g_new0 (MjView, 1);
  MjBot bots[MJ_N_SEATS];
  MjOptions options;

  mj_options_init_defaults (rules, &options);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    mj_bot_init (&bots[i], MJ_BOT_BASELINE, seed * 4 + i);
  mj_state_init (s, rules, &options, seed, MJ_MATCH_HANDS, hands);
  mj_state_start_hand (s);
  for (guint steps = 0; steps < 200000; steps++)
    {
      guint8 pending;

      s->n_events = 0;
      if (s->phase == MJ_PHASE_HAND_OVER || s->phase == MJ_PHASE_MATCH_OVER)
        {
          MjAction next = { MJ_ACTION_NEXT_HAND, 0, MJ_TILE_NONE, 0, { 0 } };
          mj_stats_add_hand (stats, s, names, human);
          if (s->phase == MJ_PHASE_MATCH_OVER)
            return;
          g_assert_true (mj_state_apply (s, &next, NULL));
          continue;
        }
      pending = mj_state_pending (s);
      for (guint seat = 0; seat < MJ_N_SEATS; seat++)
        if (pending & (1u << seat))
          {
            MjAction legal[MJ_MAX_LEGAL], a;
            guint n = mj_state_legal_actions (s, seat, legal, G_N_ELEMENTS (legal));
            g_assert_cmpuint (n, >, 0);
            mj_view_build (s, seat, view);
            a = mj_bot_decide (&bots[seat], view, legal, n);
            g_assert_true (mj_state_apply (s, &a, NULL));
            break;
          }
    }
  g_assert_not_reached ();
}

static void
destroy (MjStatsWindow *window)
{
  g_object_ref (window);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (20);
  g_assert_finalize_object (window);
}

static MjStatsWindow *
present (MjStatsWindow *window)
{
  gtk_window_set_default_size (GTK_WINDOW (window), 860, 800);
  gtk_window_present (GTK_WINDOW (window));
  ui_iterate (150);
  return window;
}

static void
test_empty (void)
{
  MjStats *stats = mj_stats_new ();
  MjStatsWindow *window = present (mj_stats_window_new (NULL, stats));

  g_assert_cmpuint (mj_stats_window_get_n_rows (window), ==, 0);
  g_assert_cmpstr (mj_stats_window_get_rules (window), ==, "sichuan");
  mj_stats_window_set_rules (window, "taiwan16");
  g_assert_cmpstr (mj_stats_window_get_rules (window), ==, "taiwan16");
  mj_stats_window_set_rules (window, "no-such-rules");
  g_assert_cmpstr (mj_stats_window_get_rules (window), ==, "taiwan16");
  ui_iterate (50);
  ui_save_png (GTK_WIDGET (window), "stats-empty.png");
  destroy (window);
  g_assert_finalize_object (stats);
}

static void
test_follows (void)
{
  MjStats *stats = mj_stats_new ();
  const char *family[MJ_N_SEATS] = { "Grandma", "Li Wei", "Zhang Min", "Wang Fang" };
  const gboolean humans[MJ_N_SEATS] = { TRUE, TRUE, TRUE, TRUE };
  const char *solo[MJ_N_SEATS] = { "Grandma", "Easy bot", "Normal bot", "Hard bot" };
  const gboolean one[MJ_N_SEATS] = { TRUE, FALSE, FALSE, FALSE };
  MjStatsWindow *window;

  play_into (stats, "qionghai", 1, 8, family, humans);
  play_into (stats, "qionghai", 2, 4, solo, one);
  play_into (stats, "zhuoji", 3, 2, family, humans);

  /* it opens on the rule set with the most hands */
  window = present (mj_stats_window_new (NULL, stats));
  g_assert_cmpstr (mj_stats_window_get_rules (window), ==, "qionghai");
  g_assert_cmpuint (mj_stats_window_get_n_rows (window), ==, 7);

  mj_stats_window_set_rules (window, "zhuoji");
  g_assert_cmpuint (mj_stats_window_get_n_rows (window), ==, 4);
  mj_stats_window_set_rules (window, "lisi");
  g_assert_cmpuint (mj_stats_window_get_n_rows (window), ==, 0);

  /* a hand counted while it is open shows at once */
  play_into (stats, "lisi", 4, 1, solo, one);
  g_assert_cmpuint (mj_stats_window_get_n_rows (window), ==, 4);
  ui_iterate (50);
  destroy (window);
  g_assert_finalize_object (stats);
}

static void
test_screenshots (void)
{
  g_autoptr (MjStats) stats = mj_stats_new ();
  const char *family[MJ_N_SEATS] = { "Grandma", "Li Wei", "Zhang Min", "Wang Fang" };
  const gboolean humans[MJ_N_SEATS] = { TRUE, TRUE, TRUE, FALSE };
  const char *others[MJ_N_SEATS] = { "Grandma", "Li Wei", "Chen Jie", "Hard bot" };
  MjStatsWindow *window;

  for (guint64 seed = 1; seed <= 6; seed++)
    play_into (stats, "sichuan", seed, 8, seed % 3 ? family : others, humans);

  window = present (mj_stats_window_new (NULL, stats));
  ui_iterate (200);
  ui_save_png (GTK_WIDGET (window), "stats-light.png");
  destroy (window);

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  window = present (mj_stats_window_new (NULL, stats));
  ui_iterate (200);
  ui_save_png (GTK_WIDGET (window), "stats-dark.png");
  destroy (window);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int    argc,
      char **argv)
{
  ui_test_prepare_display ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* the application would add its own icons; the empty page shows one */
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    RESOURCE_BASE "/icons");

  g_test_add_func ("/ui/stats-window/empty", test_empty);
  g_test_add_func ("/ui/stats-window/follows", test_follows);
  g_test_add_func ("/ui/stats-window/screenshots", test_screenshots);
  g_test_add_func ("/ui/stats-window/no-gl-stack", ui_test_no_gl_stack);

  return g_test_run ();
}
