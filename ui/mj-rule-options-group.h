/* mj-rule-options-group.h: the house options of one rule set, as a group
 * of preference rows built from its option table. */
#pragma once

#include <adwaita.h>

#include "mj-rules.h"

G_BEGIN_DECLS

#define MJ_TYPE_RULE_OPTIONS_GROUP (mj_rule_options_group_get_type ())
G_DECLARE_FINAL_TYPE (MjRuleOptionsGroup, mj_rule_options_group, MJ, RULE_OPTIONS_GROUP, AdwPreferencesGroup)

/* Rows for every option of `rules`, showing `options` (NULL: standard).
 * Emits "changed" when the player changes one. */
GtkWidget       *mj_rule_options_group_new         (const MjRules      *rules,
                                                    const MjOptions    *options);
const MjRules   *mj_rule_options_group_get_rules   (MjRuleOptionsGroup *self);
const MjOptions *mj_rule_options_group_get_options (MjRuleOptionsGroup *self);
guint            mj_rule_options_group_get_n_rows  (MjRuleOptionsGroup *self);
/* The switch, spin button or drop-down of an option (tests). */
GtkWidget       *mj_rule_options_group_get_editor  (MjRuleOptionsGroup *self,
                                                    const char         *id);

/* The options that differ from the standard rules, in words ("Fan cap:
 * 8; Exchange three tiles: off"), or "The standard rules". */
char            *mj_rule_options_describe          (const MjRules      *rules,
                                                    const MjOptions    *options);

/* The options of a rule set kept in GSettings ("rule-options": only those
 * that differ from the standard rules are stored). */
void             mj_rule_options_load              (GSettings          *settings,
                                                    const MjRules      *rules,
                                                    MjOptions          *options);
void             mj_rule_options_save              (GSettings          *settings,
                                                    const MjRules      *rules,
                                                    const MjOptions    *options);

G_END_DECLS
