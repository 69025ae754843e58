/* test-rules.c: the worked examples and pattern cases of every rule set,
 * read from tests/data/RULES.hands and checked through the real
 * `sparrow-cli score --json`, so the command's contract is tested too.
 *
 * A case is two lines a player can write:
 *
 *   S1 plain hand on a discard: 123m456m789m234p5p --win 5p --discard --context from=W
 *     => pinghu 1 | value 1 | W -6 S +6
 *
 * The first line is a name, a colon, and the arguments of `sparrow-cli
 * score` after --rules (HAND, --win, --discard or --self-drawn, --context,
 * --option).  The second gives the patterns (id and value, any order, all
 * of them), the value, and the payments (seats not named pay nothing); or
 * `=> illegal "words of the reason"` for a win the rules refuse; or
 * `=> refused "words of the sentence"` for a win that cannot happen at a
 * table (the command exits with status 2 and says why, mj-context-check.c).
 * Lines starting with # are comments.
 *
 * Each case is also entered in the hand calculator's engine
 * (mj-calculator.c), tile by tile and meld by meld with the situation the
 * command line read, and must be valued as the command values it, or
 * refused with the same sentence.
 */
#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/wait.h>

#include "mj-calculator.h"
#include "mj-words-test.h"

typedef struct {
  char  *rules;
  char  *name;
  char  *args;
  char  *expect;
  guint  line;
} Case;

static void
case_free (gpointer data)
{
  Case *c = data;
  g_free (c->rules);
  g_free (c->name);
  g_free (c->args);
  g_free (c->expect);
  g_free (c);
}

/* The JSON object of a score, or NULL when the command refused (its
 * status and message in *status and *err). */
static JsonObject *
run_score (const Case  *c,
           JsonParser  *parser,
           int         *status,
           char       **err)
{
  const char *cli = g_getenv ("SPARROW_CLI");
  g_auto (GStrv) args = NULL;
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *out = NULL;

  g_assert_nonnull (cli);
  if (!g_shell_parse_argv (c->args, NULL, &args, &error))
    g_error ("%s:%u: %s", c->rules, c->line, error->message);
  g_ptr_array_add (argv, (gpointer) cli);
  g_ptr_array_add (argv, "score");
  g_ptr_array_add (argv, "--json");
  g_ptr_array_add (argv, "--rules");
  g_ptr_array_add (argv, c->rules);
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, args[i]);
  g_ptr_array_add (argv, NULL);

  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &out, err, status, &error));
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (*status, NULL))
    return NULL;
  if (!json_parser_load_from_data (parser, out, -1, &error))
    g_error ("%s:%u: bad JSON: %s", c->rules, c->line, error->message);
  return json_node_get_object (json_parser_get_root (parser));
}

/* The case entered in the hand calculator agrees with the command. */
/* A refusal's sentence, after what it is about ("“On a kong's
 * replacement tile”: ") and from its second character: a sentence that
 * stands alone starts with a capital. */
static const char *
sentence_of (const char *message)
{
  const char *colon = strstr (message, "”: ");

  message = colon ? colon + strlen ("”: ") : message;
  return g_utf8_next_char (message);
}

static void
check_calculator (const Case *c,
                  JsonObject *result,
                  const char *err)
{
  const MjRules *rules = mj_rules_lookup (c->rules);
  g_auto (GStrv) args = NULL;
  g_autoptr (GPtrArray) keys = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  MjOptions options;
  MjCalculator calc;
  MjWinContext read, ctx;
  MjContextKeys given, taken;
  MjHand hand;
  MjTile win = MJ_TILE_NONE;
  MjScore score;
  gboolean self_drawn = FALSE, valued;

  g_assert_nonnull (rules);
  g_assert_true (g_shell_parse_argv (c->args, NULL, &args, NULL));
  mj_options_init_defaults (rules, &options);
  mj_hand_init (&hand);
  for (guint i = 0; args[i]; i++)
    {
      if (strcmp (args[i], "--win") == 0 && args[i + 1])
        g_assert_true (mj_tile_from_string (args[++i], &win, NULL));
      else if (strcmp (args[i], "--context") == 0 && args[i + 1])
        g_ptr_array_add (keys, args[++i]);
      else if (strcmp (args[i], "--option") == 0 && args[i + 1])
        g_assert_true (mj_options_parse_assignment (rules, &options, args[++i], NULL));
      else if (strcmp (args[i], "--self-drawn") == 0)
        self_drawn = TRUE;
      else if (strcmp (args[i], "--discard") != 0)
        g_assert_true (mj_hand_parse (&hand, args[i], NULL));
    }
  g_ptr_array_add (keys, NULL);

  /* the hand as a person clicks it in */
  mj_calculator_init (&calc);
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    for (guint k = 0; k < hand.counts[t]; k++)
      g_assert_true (mj_calculator_add_tile (&calc, t, NULL));
  for (guint m = 0; m < hand.n_melds; m++)
    g_assert_true (mj_calculator_add_meld (&calc, (MjMeldType) hand.melds[m].type, hand.melds[m].tile, NULL));
  if (!mj_calculator_set_win_tile (&calc, win, &error))
    {
      /* a fifth copy cannot be entered at all */
      g_assert_error (error, MJ_CALCULATOR_ERROR, MJ_CALCULATOR_ERROR_COPIES);
      g_assert_null (result);
      return;
    }
  mj_calculator_set_self_drawn (&calc, self_drawn);
  /* the situation as the command read it */
  mj_win_context_init (&read);
  read.self_drawn = self_drawn;
  if (!mj_win_context_parse (rules, &options, (const char * const *) keys->pdata, &read, &given, NULL))
    {
      g_assert_null (result);
      return;
    }
  read.hand = calc.ctx.hand;
  read.win_tile = calc.ctx.win_tile;
  calc.ctx = read;
  calc.given = given;

  /* a key that means nothing in the situation (who discarded on a
   * self-draw) the calculator leaves out, as its control cannot be set;
   * the command refuses it */
  for (guint bit = 0; bit < 32; bit++)
    if ((given & (1u << bit)) && !mj_calculator_key_applies (&calc, (MjContextKeys) (1u << bit)))
      {
        g_assert_null (result);
        return;
      }
  valued = mj_calculator_value (&calc, rules, &options, &ctx, &score, &taken, &error);
  if (taken)
    {
      /* the calculator leaves out what the rule set does not play with;
       * the command refuses it */
      g_assert_null (result);
      return;
    }
  /* what the calculator shows names no key: the person clicked controls */
  if (!valued)
    words_test_assert_in_words (error->message);
  else if (!score.legal)
    words_test_assert_in_words (score.reason);
  if (result == NULL)
    {
      if (valued)
        g_error ("%s:%u %s: the calculator valued a win the command refused: %s", c->rules, c->line, c->name, err);
      /* the same sentence, the command's after the keys typed, the
       * calculator's after the controls clicked (or alone) */
      if (!strstr (err, sentence_of (error->message)))
        g_error ("%s:%u %s: the calculator says “%s”, the command “%s”", c->rules, c->line, c->name, error->message,
                 err);
      return;
    }
  g_assert_no_error (error);
  g_assert_true (valued);
  g_assert_cmpint (score.legal, ==, json_object_get_boolean_member (result, "legal"));
  if (!score.legal)
    return;
  g_assert_cmpint (score.value, ==, json_object_get_int_member (result, "value"));
  g_assert_cmpuint (score.n_patterns, ==, json_array_get_length (json_object_get_array_member (result, "patterns")));
  for (guint i = 0; i < score.n_patterns; i++)
    {
      JsonObject *pat = json_array_get_object_element (json_object_get_array_member (result, "patterns"), i);
      g_assert_cmpstr (score.patterns[i].id, ==, json_object_get_string_member (pat, "id"));
      g_assert_cmpint (score.patterns[i].value, ==, json_object_get_int_member (pat, "value"));
    }
  for (guint s = 0; s < 4; s++)
    {
      char name[2] = { "ESWN"[s], 0 };
      g_assert_cmpint (score.payments[s], ==,
                       json_object_get_int_member (json_object_get_object_member (result, "payments"), name));
    }
}

static void
check_case (gconstpointer data)
{
  const Case *c = data;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autofree char *err = NULL;
  int status;
  JsonObject *result = run_score (c, parser, &status, &err);
  const char *expect = c->expect;
  g_auto (GStrv) parts = NULL;
  g_autoptr (GHashTable) want = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  JsonArray *patterns;
  JsonObject *payments;
  int want_pay[4] = { 0 };
  int want_value = -1;

  g_test_message ("%s: %s", c->name, c->args);
  check_calculator (c, result, err);

  if (g_str_has_prefix (expect, "refused"))
    {
      const char *q = strchr (expect, '"');
      g_autofree char *words = q ? g_strndup (q + 1, strcspn (q + 1, "\"")) : g_strdup ("");

      if (result != NULL)
        g_error ("%s:%u %s: expected a refusal, the win was scored", c->rules, c->line, c->name);
      if (!WIFEXITED (status) || WEXITSTATUS (status) != 2)
        g_error ("%s:%u %s: refused with status %d, not 2: %s", c->rules, c->line, c->name, status, err);
      if (!strstr (err, words))
        g_error ("%s:%u %s: refusal “%s” lacks “%s”", c->rules, c->line, c->name, g_strstrip (err), words);
      return;
    }
  if (result == NULL)
    g_error ("%s:%u %s: sparrow-cli failed: %s", c->rules, c->line, c->name, err);

  if (g_str_has_prefix (expect, "illegal"))
    {
      const char *q = strchr (expect, '"');
      g_autofree char *words = q ? g_strndup (q + 1, strcspn (q + 1, "\"")) : g_strdup ("");
      const char *reason;

      if (json_object_get_boolean_member (result, "legal"))
        g_error ("%s:%u %s: expected an illegal win", c->rules, c->line, c->name);
      reason = json_object_get_string_member (result, "reason");
      g_assert_nonnull (reason);
      if (!strstr (reason, words))
        g_error ("%s:%u %s: reason “%s” lacks “%s”", c->rules, c->line, c->name, reason, words);
      return;
    }

  if (!json_object_get_boolean_member (result, "legal"))
    g_error ("%s:%u %s: refused: %s", c->rules, c->line, c->name,
             json_object_get_string_member (result, "reason"));

  parts = g_strsplit (expect, "|", -1);
  for (guint i = 0; parts[i]; i++)
    {
      char *p = g_strstrip (parts[i]);
      if (g_str_has_prefix (p, "value "))
        want_value = atoi (p + 6);
      else if (strchr ("ESWN", p[0]) && p[1] == ' ')
        {
          g_auto (GStrv) w = g_strsplit_set (p, " ", -1);
          guint n = 0;
          for (guint j = 0; w[j]; j++)
            if (w[j][0])
              w[n++] = w[j];
          w[n] = NULL;
          for (guint j = 0; j + 1 < n; j += 2)
            want_pay[strchr ("ESWN", w[j][0]) - "ESWN"] = atoi (w[j + 1]);
        }
      else
        {
          g_auto (GStrv) items = g_strsplit (p, ",", -1);
          for (guint j = 0; items[j]; j++)
            {
              char *item = g_strstrip (items[j]);
              char *space = strrchr (item, ' ');
              if (!item[0])
                continue;
              g_assert_nonnull (space);
              *space = '\0';
              g_hash_table_insert (want, g_strdup (item), GINT_TO_POINTER (atoi (space + 1) + 1000));
            }
        }
    }

  patterns = json_object_get_array_member (result, "patterns");
  for (guint i = 0; i < json_array_get_length (patterns); i++)
    {
      JsonObject *pat = json_array_get_object_element (patterns, i);
      const char *id = json_object_get_string_member (pat, "id");
      int value = (int) json_object_get_int_member (pat, "value");
      gpointer expected = g_hash_table_lookup (want, id);
      if (expected == NULL)
        g_error ("%s:%u %s: unexpected pattern %s %d", c->rules, c->line, c->name, id, value);
      if (GPOINTER_TO_INT (expected) - 1000 != value)
        g_error ("%s:%u %s: %s is %d, expected %d", c->rules, c->line, c->name, id, value,
                 GPOINTER_TO_INT (expected) - 1000);
      g_hash_table_remove (want, id);
    }
  if (g_hash_table_size (want) > 0)
    {
      GHashTableIter it;
      gpointer key;
      g_hash_table_iter_init (&it, want);
      g_hash_table_iter_next (&it, &key, NULL);
      g_error ("%s:%u %s: missing pattern %s", c->rules, c->line, c->name, (char *) key);
    }
  if (want_value >= 0)
    g_assert_cmpint (json_object_get_int_member (result, "value"), ==, want_value);

  payments = json_object_get_object_member (result, "payments");
  {
    int sum = 0;
    for (guint s = 0; s < 4; s++)
      {
        char name[2] = { "ESWN"[s], 0 };
        int got = (int) json_object_get_int_member (payments, name);
        if (got != want_pay[s])
          g_error ("%s:%u %s: seat %s pays %d, expected %d", c->rules, c->line, c->name, name, got, want_pay[s]);
        sum += got;
      }
    g_assert_cmpint (sum, ==, 0);
  }
}

static void
add_file (const char *rules)
{
  g_autofree char *file = g_strdup_printf ("%s.hands", rules);
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", file, NULL);
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  Case *pending = NULL;
  guint n = 0;

  if (!g_file_get_contents (path, &contents, NULL, &error))
    g_error ("%s", error->message);
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      char *line = lines[i];
      char *stripped = g_strstrip (g_strdup (line));

      if (stripped[0] == '\0' || stripped[0] == '#')
        {
          g_free (stripped);
          continue;
        }
      if (g_str_has_prefix (stripped, "=>"))
        {
          g_autofree char *test_path = NULL;
          if (pending == NULL)
            g_error ("%s:%u: an expectation without a case", file, i + 1);
          pending->expect = g_strdup (g_strstrip (stripped + 2));
          test_path = g_strdup_printf ("/rules/%s/%03u", rules, ++n);
          g_test_add_data_func_full (test_path, pending, check_case, case_free);
          pending = NULL;
        }
      else
        {
          char *colon = strchr (stripped, ':');
          if (pending != NULL)
            g_error ("%s:%u: a case without an expectation", file, pending->line);
          if (colon == NULL)
            g_error ("%s:%u: expected “NAME: ARGUMENTS”", file, i + 1);
          pending = g_new0 (Case, 1);
          pending->rules = g_strdup (rules);
          pending->name = g_strndup (stripped, (gsize) (colon - stripped));
          pending->args = g_strdup (colon + 1);
          pending->line = i + 1;
        }
      g_free (stripped);
    }
  if (pending != NULL)
    g_error ("%s:%u: a case without an expectation", file, pending->line);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (int i = 1; i < argc; i++)
    add_file (argv[i]);
  return g_test_run ();
}
