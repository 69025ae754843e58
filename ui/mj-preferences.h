/* mj-preferences.h: the preferences: each rule set's house options, play
 * (computer pace, animations), appearance (tile indices). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define MJ_TYPE_PREFERENCES (mj_preferences_get_type ())
G_DECLARE_FINAL_TYPE (MjPreferences, mj_preferences, MJ, PREFERENCES, AdwPreferencesWindow)

MjPreferences *mj_preferences_new       (GSettings     *settings);
/* The house-options group of a rule set (tests). */
GtkWidget     *mj_preferences_get_rules_group (MjPreferences *self,
                                               const char    *rules_id);

G_END_DECLS
