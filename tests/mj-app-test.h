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
/* A main window at 1280×800, shown, that starts afresh: neither the last
 * test's saved match nor the save before it is resumed. */
MjWindow *app_test_new_window (void);

G_END_DECLS
