/* mj-rules-list.c: the list of rule sets, mj_rules_all () and
 * mj_rules_lookup ().  Meson compiles it with MJ_RULE_SETS, one
 * MJ_RULE_SET (id) for each id of the list in engine/rules/meson.build, in
 * that order: the list of the game there, and with the rule sets only the
 * tests know in tests/meson.build. */
#include "config.h"

#include <string.h>

#include "mj-rules.h"

#ifndef MJ_RULE_SETS
#error "MJ_RULE_SETS, the list of rule sets, comes from engine/rules/meson.build"
#endif

/* each rule set's folder defines its const MjRules mj_rules_ID */
#define MJ_RULE_SET(id) extern const MjRules mj_rules_##id;
MJ_RULE_SETS
#undef MJ_RULE_SET

static const MjRules * const all_rules[] = {
#define MJ_RULE_SET(id) &mj_rules_##id,
  MJ_RULE_SETS
#undef MJ_RULE_SET
};

const MjRules * const *
mj_rules_all (guint *n_rules)
{
  if (n_rules)
    *n_rules = G_N_ELEMENTS (all_rules);
  return all_rules;
}

const MjRules *
mj_rules_lookup (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (all_rules); i++)
    if (strcmp (all_rules[i]->id, id) == 0)
      return all_rules[i];
  return NULL;
}
