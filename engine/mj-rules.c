/* mj-rules.c: what every rule set's tables share: its refusal terms and
 * short name, its options (defaults, parsing, the stored setting), and its
 * pattern names.  The list of rule sets is engine/rules/mj-rules-list.c. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "mj-rules.h"

/* The refusals of the state machine itself, which every rule set gives. */
static const MjRefusalTerm shared_refusals[] = {
  { MJ_REFUSAL_NOT_YOUR_TURN, NULL },
  { MJ_REFUSAL_NOT_OFFERED, NULL },
  { MJ_REFUSAL_NOT_HELD, NULL },
  { MJ_REFUSAL_GAME_OVER, NULL },
  { MJ_REFUSAL_NOT_COMPLETE, NULL },
  { MJ_REFUSAL_WALL_KONG, NULL },
  { MJ_REFUSAL_KONG_AFTER_CLAIM, NULL },
  { MJ_REFUSAL_ROBBED_ONLY_WIN, NULL },
  { MJ_REFUSAL_DEAL_DEALER, NULL },
};

guint
mj_rules_refusals (const MjRules       *rules,
                   const MjRefusalTerm *out[MJ_N_REFUSALS])
{
  guint n = 0;

  g_return_val_if_fail (rules != NULL && out != NULL, 0);

  for (guint r = MJ_REFUSAL_NONE + 1; r < MJ_N_REFUSALS; r++)
    {
      const MjRefusalTerm *entry = mj_rules_find_refusal (rules, (MjRefusal) r);
      if (entry)
        out[n++] = entry;
    }
  return n;
}

const MjRefusalTerm *
mj_rules_find_refusal (const MjRules *rules,
                       MjRefusal      refusal)
{
  g_return_val_if_fail (rules != NULL, NULL);

  for (guint i = 0; i < rules->n_refusals; i++)
    if (rules->refusals[i].refusal == refusal)
      return &rules->refusals[i];
  for (guint i = 0; i < G_N_ELEMENTS (shared_refusals); i++)
    if (shared_refusals[i].refusal == refusal)
      return &shared_refusals[i];
  return NULL;
}

const char *
mj_rules_short_name (const MjRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);

  return _(rules->short_name ? rules->short_name : rules->name);
}

MjFeatures
mj_rules_features (const MjRules   *rules,
                   const MjOptions *options)
{
  return rules->features ? rules->features (rules, options) : 0;
}

guint
mj_rules_seat_wind_choices (const MjRules   *rules,
                            const MjOptions *options,
                            guint            dealer,
                            guint            seat)
{
  g_return_val_if_fail (rules != NULL && dealer < MJ_N_SEATS && seat < MJ_N_SEATS, 0);

  if (rules->seat_wind_choices)
    return rules->seat_wind_choices (options, dealer, seat);
  return 1u << mj_seat_distance (dealer, seat);
}

guint
mj_rules_liable_claims (const MjRules   *rules,
                        const MjOptions *options,
                        gboolean         self_drawn)
{
  g_return_val_if_fail (rules != NULL, 0);

  return rules->liable_claims ? rules->liable_claims (options, self_drawn) : 0;
}

const MjPatternName *
mj_rules_pattern_name (const MjRules *rules,
                       const char    *id)
{
  for (guint i = 0; i < rules->n_patterns; i++)
    if (strcmp (rules->patterns[i].id, id) == 0)
      return &rules->patterns[i];
  return NULL;
}

const char *
mj_term (const char *term)
{
  g_return_val_if_fail (term != NULL, NULL);
  return g_dpgettext2 (GETTEXT_PACKAGE, "regional term", term);
}

static gboolean
has_han (const char *text)
{
  for (const char *c = text; *c; c = g_utf8_next_char (c))
    if (g_unichar_get_script (g_utf8_get_char (c)) == G_UNICODE_SCRIPT_HAN)
      return TRUE;
  return FALSE;
}

const char *
mj_pattern_gloss (const MjPatternName *pattern)
{
  const char *name;

  g_return_val_if_fail (pattern != NULL, NULL);
  name = _(pattern->name);
  return has_han (name) ? NULL : name;
}

const char *
mj_pattern_label (const MjPatternName *pattern)
{
  const char *gloss = mj_pattern_gloss (pattern);

  return gloss ? gloss : mj_term (pattern->chinese);
}

/* ---- options ------------------------------------------------------------ */

void
mj_options_init_defaults (const MjRules *rules,
                          MjOptions     *options)
{
  g_return_if_fail (rules->n_options <= MJ_MAX_OPTIONS);

  memset (options, 0, sizeof *options);
  for (guint i = 0; i < rules->n_options; i++)
    options->values[i] = rules->options[i].default_value;
}

gboolean
mj_options_check (const MjRules   *rules,
                  const MjOptions *options,
                  GError         **error)
{
  g_return_val_if_fail (rules != NULL && options != NULL, FALSE);

  for (guint i = 0; i < rules->n_options; i++)
    {
      const MjOptionSpec *spec = &rules->options[i];
      int v = options->values[i];
      gboolean ok;

      switch (spec->type)
        {
        case MJ_OPTION_BOOL:
          ok = v == 0 || v == 1;
          break;
        case MJ_OPTION_INT:
          ok = v >= spec->min && v <= spec->max;
          break;
        default:
          ok = v >= 0 && v < (int) g_strv_length ((char **) spec->choices);
          break;
        }
      if (!ok)
        {
          /* Translators: an option's id ("fan_cap") and the value it was given */
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("%s: %d is not a value this option takes"), spec->id, v);
          return FALSE;
        }
    }
  return TRUE;
}

int
mj_options_find (const MjRules *rules,
                 const char    *id)
{
  for (guint i = 0; i < rules->n_options; i++)
    if (strcmp (rules->options[i].id, id) == 0)
      return (int) i;
  return -1;
}

int
mj_options_get (const MjRules   *rules,
                const MjOptions *options,
                const char      *id)
{
  int i = mj_options_find (rules, id);

  g_return_val_if_fail (i >= 0, 0);
  return options->values[i];
}

static gboolean
parse_bool (const char *text,
            int        *out)
{
  static const char *yes[] = { "true", "yes", "on", "1" };
  static const char *no[] = { "false", "no", "off", "0" };

  for (guint i = 0; i < G_N_ELEMENTS (yes); i++)
    if (g_ascii_strcasecmp (text, yes[i]) == 0)
      {
        *out = 1;
        return TRUE;
      }
  for (guint i = 0; i < G_N_ELEMENTS (no); i++)
    if (g_ascii_strcasecmp (text, no[i]) == 0)
      {
        *out = 0;
        return TRUE;
      }
  return FALSE;
}

gboolean
mj_options_parse_assignment (const MjRules *rules,
                             MjOptions     *options,
                             const char    *text,
                             GError       **error)
{
  const char *eq = strchr (text, '=');
  g_autofree char *id = NULL;
  const char *value;
  const MjOptionSpec *spec;
  int i;

  if (eq == NULL)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("“%s”: an option is written ID=VALUE"), text);
      return FALSE;
    }
  id = g_strndup (text, (gsize) (eq - text));
  value = eq + 1;
  i = mj_options_find (rules, id);
  if (i < 0)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s has no option “%s”"), rules->id, id);
      return FALSE;
    }
  spec = &rules->options[i];

  switch (spec->type)
    {
    case MJ_OPTION_BOOL:
      {
        int v;
        if (!parse_bool (value, &v))
          {
            g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                         _("%s: “%s” is not true or false"), id, value);
            return FALSE;
          }
        options->values[i] = v;
        return TRUE;
      }
    case MJ_OPTION_INT:
      {
        char *end = NULL;
        gint64 v = g_ascii_strtoll (value, &end, 10);
        if (value[0] == '\0' || *end != '\0' || v < spec->min || v > spec->max)
          {
            g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                         _("%s: “%s” is not a whole number from %d to %d"),
                         id, value, spec->min, spec->max);
            return FALSE;
          }
        options->values[i] = (int) v;
        return TRUE;
      }
    case MJ_OPTION_CHOICE:
      for (guint c = 0; spec->choices[c]; c++)
        if (strcmp (spec->choices[c], value) == 0)
          {
            options->values[i] = (int) c;
            return TRUE;
          }
      {
        g_autofree char *list = g_strjoinv (", ", (char **) spec->choices);
        g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                     _("%s: “%s” is not one of %s"), id, value, list);
      }
      return FALSE;
    default:
      g_return_val_if_reached (FALSE);
    }
}

char *
mj_options_format_value (const MjRules   *rules,
                         const MjOptions *options,
                         guint            index)
{
  const MjOptionSpec *spec;

  g_return_val_if_fail (index < rules->n_options, NULL);
  spec = &rules->options[index];
  switch (spec->type)
    {
    case MJ_OPTION_BOOL:
      return g_strdup (options->values[index] ? "true" : "false");
    case MJ_OPTION_CHOICE:
      return g_strdup (spec->choices[options->values[index]]);
    default:
      return g_strdup_printf ("%d", options->values[index]);
    }
}

void
mj_options_from_variant (const MjRules *rules,
                         GVariant      *stored,
                         MjOptions     *options)
{
  g_autoptr (GVariant) mine = NULL;
  GVariantIter iter;
  const char *id;
  gint32 value;

  g_return_if_fail (rules != NULL);
  g_return_if_fail (options != NULL);

  mj_options_init_defaults (rules, options);
  if (stored == NULL || !g_variant_is_of_type (stored, G_VARIANT_TYPE ("a{sa{si}}")))
    return;
  mine = g_variant_lookup_value (stored, rules->id, G_VARIANT_TYPE ("a{si}"));
  if (mine == NULL)
    return;
  g_variant_iter_init (&iter, mine);
  while (g_variant_iter_next (&iter, "{&si}", &id, &value))
    {
      int i = mj_options_find (rules, id);
      const MjOptionSpec *spec;
      guint n_choices = 0;

      if (i < 0)
        continue;
      spec = &rules->options[i];
      if (spec->type == MJ_OPTION_CHOICE)
        while (spec->choices[n_choices])
          n_choices++;
      if ((spec->type == MJ_OPTION_BOOL && (value == 0 || value == 1)) ||
          (spec->type == MJ_OPTION_INT && value >= spec->min && value <= spec->max) ||
          (spec->type == MJ_OPTION_CHOICE && value >= 0 && (guint) value < n_choices))
        options->values[i] = value;
    }
}
