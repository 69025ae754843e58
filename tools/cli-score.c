/* cli-score.c: `sparrow-cli score`, one win valued by a rule set, exactly
 * as the rules README specifies (arguments, context keys, JSON). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cli.h"

gboolean
cli_rules_parse (const char      *id,
                 char           **assignments,
                 const MjRules  **rules,
                 MjOptions       *options,
                 GError         **error)
{
  if (id == NULL)
    {
      guint n;
      const MjRules * const *all = mj_rules_all (&n);
      GString *ids = g_string_new (NULL);
      for (guint i = 0; i < n; i++)
        g_string_append_printf (ids, "%s%s", i ? ", " : "", all[i]->id);
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--rules is required (one of %s)"), ids->str);
      g_string_free (ids, TRUE);
      return FALSE;
    }
  *rules = mj_rules_lookup (id);
  if (*rules == NULL)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("unknown rule set “%s”"), id);
      return FALSE;
    }
  mj_options_init_defaults (*rules, options);
  for (guint i = 0; assignments && assignments[i]; i++)
    if (!mj_options_parse_assignment (*rules, options, assignments[i], error))
      {
        g_prefix_error (error, "--option: ");
        return FALSE;
      }
  return TRUE;
}

void
cli_print_json (JsonNode *node)
{
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_root (gen, node);
  json_generator_set_pretty (gen, TRUE);
  text = json_generator_to_data (gen, NULL);
  g_print ("%s\n", text);
}

gboolean
cli_context_parse (const MjRules    *rules,
                   const MjOptions  *options,
                   char            **keys,
                   MjWinContext     *ctx,
                   MjContextKeys    *given,
                   GError          **error)
{
  if (mj_win_context_parse (rules, options, (const char * const *) keys, ctx, given, error))
    return TRUE;
  g_prefix_error (error, "--context ");
  return FALSE;
}

int
cli_score (int    argc,
           char **argv)
{
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *rules_id = NULL;
  g_autofree char *win = NULL;
  g_auto (GStrv) keys = NULL;
  g_auto (GStrv) assignments = NULL;
  gboolean discard = FALSE, self_drawn = FALSE, json = FALSE;
  const MjRules *rules;
  MjOptions options;
  MjWinContext ctx;
  MjHand hand;
  MjTile win_tile;
  MjScore score;
  GOptionEntry entries[] = {
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &rules_id, N_("The rule set"), N_("ID") },
    { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &assignments, N_("A rule set option (repeatable)"), N_("ID=VALUE") },
    { "context", 'c', 0, G_OPTION_ARG_STRING_ARRAY, &keys, N_("A context key of the rules README (repeatable)"),
      N_("KEY[=VALUE]") },
    { "win", 'w', 0, G_OPTION_ARG_STRING, &win, N_("The winning tile"), N_("TILE") },
    { "discard", 'd', 0, G_OPTION_ARG_NONE, &discard, N_("Won on another player's discard"), NULL },
    { "self-drawn", 's', 0, G_OPTION_ARG_NONE, &self_drawn, N_("Drawn by the winner"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the README's JSON object"), NULL },
    { NULL }
  };

  context = g_option_context_new (N_("HAND — value one win under a rule set"));
  g_option_context_set_description (context,
    N_("HAND is the winner's concealed tiles WITHOUT the winning tile, then the melds, e.g.\n"
       "  sparrow-cli score --rules sichuan --win 5p --discard --context from=W \"123m456m789m234p5p\"\n"
       "Without --win, a win on all eight flowers alone (Taiwan), e.g.\n"
       "  sparrow-cli score --rules taiwan16 --self-drawn --context flowers=1f2f3f4f5f6f7f8f \"\"\n"));
  if (!cli_options_parse (context, entries, &argc, &argv, &error))
    return cli_fail (error);
  if (argc != 2)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED, _("score takes one HAND (see --help)"));
      return cli_fail (error);
    }
  if (discard == self_drawn)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED, _("give exactly one of --discard and --self-drawn"));
      return cli_fail (error);
    }
  if (!cli_rules_parse (rules_id, assignments, &rules, &options, &error))
    return cli_fail (error);

  /* without --win: a win on the flowers alone (Taiwan's 八仙過海 and
   * 七搶一), which the check refuses where flowers do not win alone */
  win_tile = MJ_TILE_NONE;
  if (win && !mj_tile_from_string (win, &win_tile, &error))
    {
      g_prefix_error (&error, "--win: ");
      return cli_fail (error);
    }
  if (!mj_hand_parse (&hand, argv[1], &error))
    return cli_fail (error);
  /* the engine's one reading of a win, which the rule book and the hand
   * calculator share: a win that cannot happen at a table is refused with
   * the reason, never scored */
  if (!mj_win_context_read (rules, &options, &hand, win_tile, self_drawn, (const char * const *) keys, &ctx, NULL,
                            &error))
    {
      if (g_error_matches (error, MJ_CONTEXT_ERROR, MJ_CONTEXT_ERROR_KEY) ||
          g_error_matches (error, MJ_CONTEXT_ERROR, MJ_CONTEXT_ERROR_VALUE))
        g_prefix_error (&error, "--context ");
      return cli_fail (error);
    }
  /* the reader leaves a win without a winning tile unchecked */
  if (win_tile == MJ_TILE_NONE && !mj_win_context_check (rules, &options, &ctx, &error))
    {
      g_prefix_error (&error, _("without --win: "));
      return cli_fail (error);
    }

  rules->score (rules, &options, &ctx, &score);

  if (json)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      g_autoptr (JsonNode) root = NULL;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "rules");
      json_builder_add_string_value (b, rules->id);
      json_builder_set_member_name (b, "legal");
      json_builder_add_boolean_value (b, score.legal);
      json_builder_set_member_name (b, "reason");
      if (score.legal)
        json_builder_add_null_value (b);
      else
        json_builder_add_string_value (b, score.reason);
      json_builder_set_member_name (b, "patterns");
      json_builder_begin_array (b);
      for (guint i = 0; score.legal && i < score.n_patterns; i++)
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "id");
          json_builder_add_string_value (b, score.patterns[i].id);
          json_builder_set_member_name (b, "value");
          json_builder_add_int_value (b, score.patterns[i].value);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_set_member_name (b, "value");
      json_builder_add_int_value (b, score.legal ? score.value : 0);
      json_builder_set_member_name (b, "unit");
      json_builder_add_string_value (b, rules->unit);
      json_builder_set_member_name (b, "payments");
      json_builder_begin_object (b);
      for (guint s = 0; s < MJ_N_SEATS; s++)
        {
          char name[2] = { mj_seat_letter (s), 0 };
          json_builder_set_member_name (b, name);
          json_builder_add_int_value (b, score.payments[s]);
        }
      json_builder_end_object (b);
      json_builder_end_object (b);
      root = json_builder_get_root (b);
      cli_print_json (root);
    }
  else if (!score.legal)
    {
      g_print (_("%s: not a legal win: %s"), rules->id, score.reason);
      g_print ("\n");
    }
  else
    {
      for (guint i = 0; i < score.n_patterns; i++)
        {
          const MjPatternName *name = mj_rules_pattern_name (rules, score.patterns[i].id);
          const char *gloss = name ? mj_pattern_gloss (name) : NULL;

          /* the regional term in the reader's script, and the English
           * name translated unless the reader writes Chinese already */
          g_print ("  %-18s %-8s %-28s %+d\n", score.patterns[i].id,
                   name ? mj_term (name->chinese) : "", gloss ? gloss : "", score.patterns[i].value);
        }
      GString *payments = g_string_new (NULL);

      for (guint s = 0; s < MJ_N_SEATS; s++)
        g_string_append_printf (payments, "%s%c %+d", s ? " " : "", mj_seat_letter (s), score.payments[s]);
      /* TRANSLATORS: the value and its unit (fan, points or tai) */
      g_print (_("Value: %d %s"), score.value, rules->unit);
      g_print ("\n");
      /* TRANSLATORS: what each seat gains or pays, as in "E +0 S +6 W -6 N +0" */
      g_print (_("Payments: %s"), payments->str);
      g_print ("\n");
      g_string_free (payments, TRUE);
    }
  return 0;
}
