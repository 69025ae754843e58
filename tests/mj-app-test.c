/* mj-app-test.c: see mj-app-test.h. */
#include "config.h"

#include <glib/gstdio.h>

#include "mj-app-test.h"
#include "mj-record.h"
#include "mj-ui-test.h"

const char * const app_test_names[MJ_N_SEATS] = { "Tester", "Li Wei", "Zhang Min", "Wang Fang" };

MjMatch *
app_test_match (const char *rules,
                guint64     seed,
                gboolean    human)
{
  MjMatchSetup setup = { 0 };
  MjMatch *match;

  setup.rules = mj_rules_lookup (rules);
  g_assert_nonnull (setup.rules);
  mj_options_init_defaults (setup.rules, &setup.options);
  setup.seed = seed;
  setup.hands = 4;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      setup.names[i] = g_strdup (app_test_names[i]);
      setup.human[i] = human && i == 0;
    }
  match = mj_match_new (&setup);
  mj_match_setup_clear (&setup);
  return match;
}

MjWindow *
app_test_new_window (void)
{
  g_autofree char *saved = mj_window_autosave_path ();
  g_autofree char *previous = mj_record_previous_path (saved);
  MjWindow *window;

  /* (a resumed save before it would also bring a toast saying the last
   * save was damaged) */
  g_unlink (saved);
  g_unlink (previous);
  window = mj_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  ui_iterate (200);
  return window;
}
