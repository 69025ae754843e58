/* fuzz-rule-options.c: the rule options kept in GSettings
 * ("rule-options", a{sa{si}}) on any value, read by
 * mj_options_from_variant for every rule set.  The bytes are the
 * serialised value (what dconf keeps) or, when the first byte is odd, its
 * text form (what `gsettings set` and the keyfile backend read).  Every
 * option must come out as a value its rule set allows. */
#include "config.h"

#include "fuzz-common.h"
#include "mj-rules.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init ();
  return 0;
}

static void
check_options (const MjRules   *rules,
               const MjOptions *options)
{
  for (guint i = 0; i < rules->n_options; i++)
    {
      const MjOptionSpec *spec = &rules->options[i];
      int v = options->values[i];
      g_autofree char *shown = NULL;

      switch (spec->type)
        {
        case MJ_OPTION_BOOL:
          g_assert_true (v == 0 || v == 1);
          break;
        case MJ_OPTION_INT:
          g_assert_cmpint (v, >=, spec->min);
          g_assert_cmpint (v, <=, spec->max);
          break;
        case MJ_OPTION_CHOICE:
          g_assert_cmpint (v, >=, 0);
          g_assert_cmpuint ((guint) v, <, g_strv_length ((char **) spec->choices));
          break;
        }
      /* what the preferences and records show of it */
      shown = mj_options_format_value (rules, options, i);
      g_assert_nonnull (shown);
    }
  for (guint i = rules->n_options; i < MJ_MAX_OPTIONS; i++)
    g_assert_cmpint (options->values[i], ==, 0);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr (GVariant) stored = NULL;
  const MjRules * const *all;
  guint n_rules;

  if (size == 0)
    return 0;
  if (data[0] & 1)
    {
      g_autofree char *text = fuzz_text (data + 1, size - 1);
      /* GLib 2.74's g_variant_parse hands invalid UTF-8 inside a string
       * literal to g_variant_new_string, which fails a critical: a fault
       * of GLib's parser, not of what is fuzzed here, so such text is
       * left out */
      if (!g_utf8_validate (text, -1, NULL))
        return 0;
      stored = g_variant_parse (G_VARIANT_TYPE ("a{sa{si}}"), text, NULL, NULL, NULL);
      if (stored == NULL)
        return 0;
    }
  else
    {
      GBytes *bytes = g_bytes_new (data + 1, size - 1);
      stored = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE ("a{sa{si}}"), bytes, FALSE));
      g_bytes_unref (bytes);
    }

  all = mj_rules_all (&n_rules);
  for (guint r = 0; r < n_rules; r++)
    {
      MjOptions options;
      memset (&options, 0x5a, sizeof options);
      mj_options_from_variant (all[r], stored, &options);
      check_options (all[r], &options);
    }
  return 0;
}
