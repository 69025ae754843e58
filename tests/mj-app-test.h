/* mj-app-test.h: what the display tests of the whole application share
 * (they link the app library; mj-ui-test.h serves those of ui/ alone). */
#pragma once

#include "mj-match.h"
#include "mj-window.h"

G_BEGIN_DECLS

/* The players' names of app_test_match. */
extern const char * const app_test_names[MJ_N_SEATS];

/* A match of four hands of `rules` with its standard options from `seed`;
 * East a person when `human`, the others computer players. */
MjMatch  *app_test_match      (const char *rules,
                               guint64     seed,
                               gboolean    human);
/* The worst case of a rule set's table, as one seat would see it: every
 * seat with four kongs (Taiwan: four kongs and a chow) of every kind,
 * every flower, 25 discards, a claim on the left seat's last discard; the
 * viewer holds Taiwan's 17 tiles, or Lisi's standing tiles with a twin and
 * a ready declaration, or four kongs.  No game reaches it (there are not
 * tiles enough): it is a position for the table to show. */
void      app_test_worst_view (const char *rules,
                               MjView     *view);
/* GTest, then the language as the game sets it, then GTK and libadwaita
 * on the test's display, without animations (no cross-fade caught
 * half-way in a screenshot); gtk_test_init would set en_US.UTF-8. */
void      app_test_init_translated (int    *argc,
                                    char ***argv);
/* A main window at 1280×800, shown, that starts afresh: neither the last
 * test's saved match nor the save before it is resumed. */
MjWindow *app_test_new_window (void);

G_END_DECLS
