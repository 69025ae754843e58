/* mj-rules.c: the list of rule sets, their option tables, and the
 * sentences of every refusal. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "mj-rules.h"

extern const MjRules mj_rules_sichuan;
extern const MjRules mj_rules_qionghai;
extern const MjRules mj_rules_taiwan16;
extern const MjRules mj_rules_zhuoji;
extern const MjRules mj_rules_lisi;

static const MjRules * const all_rules[] = {
  &mj_rules_sichuan,
  &mj_rules_zhuoji,
  &mj_rules_qionghai,
  &mj_rules_lisi,
  &mj_rules_taiwan16,
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

/* ---- refusals ------------------------------------------------------------ */

G_DEFINE_QUARK (mj-rules-error-quark, mj_rules_error)

static const char * const refusal_sentences[MJ_N_REFUSALS] = {
  [MJ_REFUSAL_NONE] = NULL,
  [MJ_REFUSAL_NOT_YOUR_TURN] = N_("It is not your turn to do that"),
  [MJ_REFUSAL_NOT_OFFERED] = N_("That is not possible at this moment"),
  [MJ_REFUSAL_NOT_HELD] = N_("You do not hold those tiles"),
  [MJ_REFUSAL_GAME_OVER] = N_("This hand is over"),
  [MJ_REFUSAL_FINISHED] = N_("You have already won this hand; you watch until it ends (blood battle)"),
  [MJ_REFUSAL_NOT_COMPLETE] = N_("This hand is not complete: a win needs sets and a pair"),
  [MJ_REFUSAL_PASS_LOCK] = N_("You passed a win since your last draw, so you cannot win on a discard until you draw again"),
  [MJ_REFUSAL_WALL_KONG] = N_("No kong now: the wall has no replacement tile left"),
  [MJ_REFUSAL_KONG_AFTER_CLAIM] = N_("No kong in a turn that began with a pung or chow: kong after your next draw"),
  [MJ_REFUSAL_EXCHANGE_SUIT] = N_("Pass three tiles of one suit"),
  [MJ_REFUSAL_MISSING_SUIT_DISCARD] = N_("You must discard the tiles of your missing suit first"),
  [MJ_REFUSAL_MISSING_SUIT_CLAIM] = N_("You cannot pung or kong a tile of your missing suit"),
  [MJ_REFUSAL_MISSING_SUIT_WIN] = N_("You cannot win while holding a tile of your missing suit"),
  [MJ_REFUSAL_THREE_SUITS_WIN] = N_("A winning hand must lack one suit"),
  [MJ_REFUSAL_PLAIN_NEEDS_KONG] = N_("A plain hand without a kong can only win by self-draw"),
  [MJ_REFUSAL_NOT_READY] = N_("Only a ready player may win: declare ready first"),
  [MJ_REFUSAL_READY_LOCKED] = N_("Your hand is locked after declaring ready: draw and discard only"),
  [MJ_REFUSAL_READY_NOT_TENPAI] = N_("You can declare ready only when one tile would complete your hand"),
  [MJ_REFUSAL_STANDING_DISCARD] = N_("A standing tile is never discarded face up; it leaves only in a pung, a kong or your ready declaration"),
  [MJ_REFUSAL_STANDING_READY] = N_("Ready is declared by putting one of your standing tiles face down"),
  [MJ_REFUSAL_STANDING_LAST] = N_("You must keep at least one standing tile and a tile you may discard"),
  [MJ_REFUSAL_PASS_PUNG] = N_("You declined to pung this tile once, so you cannot pung it for the rest of the hand"),
  [MJ_REFUSAL_NO_FAN] = N_("A win on a discard needs at least one fan"),
  [MJ_REFUSAL_CHOW_LEFT] = N_("You can chow only the discard of the player on your left"),
  [MJ_REFUSAL_LAST_DISCARD] = N_("The discard after the last tile can only be claimed for a win"),
  [MJ_REFUSAL_PUNG_NO_KONG] = N_("A tile you have punged cannot be konged from a discard; add it when you draw it"),
  [MJ_REFUSAL_DRAWN_TILE_ONLY] = N_("After declaring ready you discard the tile you have just drawn"),
  [MJ_REFUSAL_ROBBED_ONLY_WIN] = N_("A kong being added can only be robbed for a win"),
  [MJ_REFUSAL_DEAL_DEALER] = N_("The stacked deal of this hand names another dealer than the rules choose"),
  [MJ_REFUSAL_PASS_PUNG_DRAW] = N_("You declined to pung this tile, so you cannot pung it again before your next draw"),
};

const char *
mj_refusal_sentence (MjRefusal refusal)
{
  g_return_val_if_fail (refusal < MJ_N_REFUSALS, NULL);
  return refusal_sentences[refusal];
}

MjRefusal
mj_refusal_from_sentence (const char *sentence)
{
  for (guint i = 1; i < MJ_N_REFUSALS; i++)
    if (sentence && refusal_sentences[i] && strcmp (sentence, refusal_sentences[i]) == 0)
      return (MjRefusal) i;
  return MJ_REFUSAL_NOT_COMPLETE;
}

void
mj_set_refusal (GError   **error,
                MjRefusal  refusal)
{
  g_return_if_fail (refusal > MJ_REFUSAL_NONE && refusal < MJ_N_REFUSALS);
  g_set_error_literal (error, MJ_RULES_ERROR, (int) refusal, _(refusal_sentences[refusal]));
}
