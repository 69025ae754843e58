/* test-rulebook.c: each rule set's rule book (MjRules.book) against
 * the engine, without a display: what the book says a hand is worth is
 * what the rule set's own score makes of it.
 *
 *   /rulebook/RULES/examples   every example hand is scored by the engine:
 *                              legal or refused as the book says, worth the
 *                              value it states, paid as its caption says,
 *                              and a pattern's first example holds the
 *                              pattern at the value the book gives it
 *   /rulebook/RULES/patterns   every pattern of the rule set has one entry
 *   /rulebook/RULES/anchors    anchors are unique; every refusal the rule set
 *                              can give leads to a place in its book; every
 *                              section has its entries, every entry its text
 *   /rulebook/compare          every cell of the comparison page
 *   /rulebook/elsewhere        a win under the other rule sets: honours where
 *                              there are none, sixteen tiles where there are
 *                              thirteen, flowers, a ready declaration assumed,
 *                              and every example of every book
 */
#include "config.h"

#include <string.h>

#include "mj-hint.h"
#include "mj-rulebook-data.h"

static void
check_payments (const MjScore *score,
                const char    *expected)
{
  int want[MJ_N_SEATS] = { 0 };
  g_auto (GStrv) parts = g_strsplit (expected, " ", -1);
  guint n = g_strv_length (parts);

  g_assert_cmpuint (n % 2, ==, 0);
  for (guint i = 0; i < n; i += 2)
    {
      guint seat;
      g_assert_true (mj_seat_parse (parts[i], &seat));
      want[seat] = (int) g_ascii_strtoll (parts[i + 1], NULL, 10);
    }
  for (guint s = 0; s < MJ_N_SEATS; s++)
    g_assert_cmpint (score->payments[s], ==, want[s]);
}

static void
test_examples (gconstpointer data)
{
  const MjRules *rules = mj_rules_lookup (data);
  const MjRulebookData *book = rules->book;
  guint n_examples = 0;

  g_assert_nonnull (book);
  for (guint i = 0; i < book->n_entries; i++)
    {
      const MjRulebookEntry *e = &book->entries[i];

      for (guint j = 0; j < MJ_RULEBOOK_MAX_EXAMPLES && e->examples[j].hand; j++)
        {
          const MjRulebookExample *x = &e->examples[j];
          g_autoptr (GError) error = NULL;
          MjWinContext ctx;
          MjScore score;

          g_test_message ("%s %s: %s + %s (%s)", rules->id, e->anchors, x->hand, x->win ? x->win : "-",
                          x->context);
          g_assert_true (mj_rulebook_data_score_example (rules, e, x, &ctx, &score, &error));
          g_assert_no_error (error);
          g_assert_nonnull (x->caption);

          /* the tiles belong to the rule set */
          for (MjTile t = 0; t < MJ_N_KINDS; t++)
            if (ctx.hand.counts[t])
              g_assert_true (mj_tileset_has_kind (rules->tileset, t));
          for (guint m = 0; m < ctx.hand.n_melds; m++)
            g_assert_true (mj_tileset_has_kind (rules->tileset, ctx.hand.melds[m].tile));
          if (ctx.flowers)
            g_assert_cmpint (rules->tileset, ==, MJ_TILESET_144);
          if (x->win)
            {
              g_assert_true (mj_tileset_has_kind (rules->tileset, ctx.win_tile));
              /* a hand of the rule set's size */
              g_assert_cmpuint (ctx.hand.n_tiles + 3 * ctx.hand.n_melds, ==, rules->hand_size);
            }

          if (x->value == MJ_RULEBOOK_REFUSED)
            {
              g_assert_false (score.legal);
              g_assert_nonnull (score.reason);
              g_assert_cmpint (score.refusal, !=, MJ_REFUSAL_NONE);
              g_assert_null (x->payments);
            }
          else
            {
              if (!score.legal)
                g_error ("%s: the book says %s wins, the engine refuses: %s", rules->id, x->hand, score.reason);
              g_assert_cmpint (score.value, ==, x->value);
              if (x->payments)
                check_payments (&score, x->payments);
            }

          /* a pattern's first example shows it, at the value the book gives */
          if (e->pattern && j == 0)
            {
              int k = mj_score_find (&score, e->pattern);
              g_assert_cmpint (k, >=, 0);
              g_assert_cmpint (score.patterns[k].value, ==, e->pattern_value);
            }
          n_examples++;
        }

      if (e->pattern)
        g_assert_nonnull (e->examples[0].hand);
      if (e->value_option)
        {
          MjOptions defaults;
          mj_options_init_defaults (rules, &defaults);
          g_assert_cmpint (mj_options_get (rules, &defaults, e->value_option), ==, e->pattern_value);
        }
    }
  g_test_message ("%s: %u examples", rules->id, n_examples);
  g_assert_cmpuint (n_examples, >=, rules->n_patterns);
}

static void
test_patterns (gconstpointer data)
{
  const MjRules *rules = mj_rules_lookup (data);
  const MjRulebookData *book = rules->book;

  for (guint p = 0; p < rules->n_patterns; p++)
    {
      guint found = 0;
      for (guint i = 0; i < book->n_entries; i++)
        if (book->entries[i].pattern && strcmp (book->entries[i].pattern, rules->patterns[p].id) == 0)
          {
            g_assert_cmpint (book->entries[i].section, ==, MJ_RULEBOOK_PATTERNS);
            found++;
          }
      if (found != 1)
        g_error ("%s: pattern %s has %u entries in the book", rules->id, rules->patterns[p].id, found);
    }
  for (guint i = 0; i < book->n_entries; i++)
    if (book->entries[i].pattern)
      g_assert_nonnull (mj_rules_pattern_name (rules, book->entries[i].pattern));
}

static gboolean
is_section_anchor (const char *anchor)
{
  for (guint s = 0; s < MJ_RULEBOOK_N_SECTIONS; s++)
    if (strcmp (anchor, mj_rulebook_data_section_anchor (s)) == 0)
      return TRUE;
  return FALSE;
}

static void
test_anchors (gconstpointer data)
{
  const MjRules *rules = mj_rules_lookup (data);
  const MjRulebookData *book = rules->book;
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint per_section[MJ_RULEBOOK_N_SECTIONS] = { 0 };
  const MjRefusalTerm *refusals[MJ_N_REFUSALS];
  guint n_refusals = mj_rules_refusals (rules, refusals);

  g_assert_nonnull (book->intro);
  for (guint i = 0; i < book->n_entries; i++)
    {
      const MjRulebookEntry *e = &book->entries[i];
      g_auto (GStrv) anchors = g_strsplit (e->anchors, " ", -1);

      g_assert_cmpuint (e->section, <, MJ_RULEBOOK_N_SECTIONS);
      per_section[e->section]++;
      g_assert_nonnull (e->text);
      g_assert_cmpuint (strlen (e->text), >, 20);
      g_assert_true (e->title != NULL || e->pattern != NULL);
      for (guint a = 0; anchors[a]; a++)
        {
          g_assert_cmpuint (strlen (anchors[a]), >, 0);
          if (g_hash_table_contains (seen, anchors[a]))
            g_error ("%s: anchor “%s” is in two entries", rules->id, anchors[a]);
          g_assert_false (is_section_anchor (anchors[a]));
          g_hash_table_add (seen, g_strdup (anchors[a]));
          g_assert_true (mj_rulebook_data_find (book, anchors[a]) == e);
        }
      if (e->pattern)
        g_assert_true (mj_rulebook_data_find (book, e->pattern) == e);
    }
  for (guint s = 0; s < MJ_RULEBOOK_N_SECTIONS; s++)
    {
      g_assert_cmpuint (per_section[s], >, 0);
      g_assert_nonnull (mj_rulebook_data_section_title (s));
      g_assert_true (mj_rulebook_data_find (book, mj_rulebook_data_section_anchor (s)) == NULL);
    }
  g_assert_null (mj_rulebook_data_find (book, "no-such-anchor"));
  g_assert_null (mj_rulebook_data_find (book, ""));
  g_assert_null (mj_rulebook_data_find (book, NULL));

  /* every refusal leads somewhere in the book: a "Why?" never dead-ends */
  g_assert_cmpuint (n_refusals, >, 0);
  for (guint r = 0; r < n_refusals; r++)
    {
      const char *anchor = mj_rulebook_data_anchor_for_refusal (rules, refusals[r]->refusal);
      g_assert_nonnull (anchor);
      if (!is_section_anchor (anchor) && mj_rulebook_data_find (book, anchor) == NULL)
        g_error ("%s: refusal %d's anchor “%s” is not in the book", rules->id, refusals[r]->refusal, anchor);
      if (refusals[r]->term)
        g_assert_cmpstr (anchor, ==, refusals[r]->term);
    }
}

static void
test_compare (void)
{
  guint n_rules;
  const MjRules * const *all = mj_rules_all (&n_rules);

  for (guint a = 0; a < MJ_RULEBOOK_N_ASPECTS; a++)
    {
      g_assert_nonnull (mj_rulebook_data_aspect_title (a));
      for (guint i = 0; i < n_rules; i++)
        {
          g_autofree char *cell = mj_rulebook_data_aspect_text (all[i], a);
          g_assert_cmpuint (strlen (cell), >, 20);
          if (a == MJ_RULEBOOK_ASPECT_TILES)
            {
              g_autofree char *n = g_strdup_printf ("%u", mj_tileset_size (all[i]->tileset));
              g_assert_true (g_str_has_prefix (cell, n));
            }
        }
    }
}

static void
context_of (const char   *rules_id,
            const char   *hand,
            const char   *win,
            const char   *context,
            MjWinContext *ctx)
{
  MjRulebookExample x = { hand, win, context, NULL, 0, "", NULL };
  MjOptions options;
  g_autoptr (GError) error = NULL;

  g_assert_true (mj_rulebook_data_example_context (mj_rules_lookup (rules_id), &x, &options, ctx, &error));
  g_assert_no_error (error);
}

static void
test_elsewhere (void)
{
  const MjRules *sichuan = mj_rules_lookup ("sichuan");
  const MjRules *lisi = mj_rules_lookup ("lisi");
  const MjRules *qionghai = mj_rules_lookup ("qionghai");
  const MjRules *taiwan = mj_rules_lookup ("taiwan16");
  const MjRules *zhuoji = mj_rules_lookup ("zhuoji");
  guint n_rules;
  const MjRules * const *all = mj_rules_all (&n_rules);
  MjWinContext played, ctx;
  MjScore score, direct;
  MjOptions defaults;
  guint notes;
  MjTile tile;

  /* honours in a rule set that has none */
  context_of ("qionghai", "234p567p789s2m[111z]", "2m", "self-drawn seat=E", &played);
  g_assert_cmpint (mj_rulebook_data_score_elsewhere (&played, qionghai, sichuan, &ctx, &score, &notes, &tile), ==,
                   MJ_RULEBOOK_TILES);
  g_assert_cmpuint (tile, ==, MJ_FIRST_HONOR);

  /* sixteen tiles where there are thirteen, and the other way round */
  context_of ("taiwan16", "456m789p234s56s88p[123m]", "7s", "discard from=W", &played);
  g_assert_cmpint (mj_rulebook_data_score_elsewhere (&played, taiwan, sichuan, &ctx, &score, &notes, NULL), ==,
                   MJ_RULEBOOK_HAND_SIZE);
  context_of ("sichuan", "123m456m789m234p5p", "5p", "discard from=W", &played);
  g_assert_cmpint (mj_rulebook_data_score_elsewhere (&played, sichuan, taiwan, &ctx, &score, &notes, NULL), ==,
                   MJ_RULEBOOK_HAND_SIZE);

  /* a plain hand on a discard: Guizhou refuses it, with the rule's reason */
  g_assert_cmpint (mj_rulebook_data_score_elsewhere (&played, sichuan, zhuoji, &ctx, &score, &notes, NULL), ==,
                   MJ_RULEBOOK_SCORED);
  g_assert_false (score.legal);
  g_assert_cmpint (score.refusal, ==, MJ_REFUSAL_PLAIN_NEEDS_KONG);

  /* Lisi: the declaration it needs is assumed, and the score is Lisi's own */
  g_assert_cmpint (mj_rulebook_data_score_elsewhere (&played, sichuan, lisi, &ctx, &score, &notes, NULL), ==,
                   MJ_RULEBOOK_SCORED);
  g_assert_true (notes & MJ_RULEBOOK_NOTE_READY_ASSUMED);
  g_assert_true (score.legal);
  mj_options_init_defaults (lisi, &defaults);
  lisi->score (lisi, &defaults, &ctx, &direct);
  g_assert_cmpint (direct.value, ==, score.value);
  g_assert_cmpint (score.value, ==, 18);   /* 胡, 缺门 and 清龙 (123m 456m 789m) */

  /* flowers where there are none */
  context_of ("qionghai", "456p789s333p4m[123m]", "4m", "discard from=W flowers=2f", &played);
  g_assert_cmpint (mj_rulebook_data_score_elsewhere (&played, qionghai, lisi, &ctx, &score, &notes, NULL), ==,
                   MJ_RULEBOOK_SCORED);
  g_assert_true (notes & MJ_RULEBOOK_NOTE_FLOWERS_DROPPED);
  g_assert_cmpuint (ctx.flowers, ==, 0);

  /* Sichuan takes the suit the hand lacks as the missing one */
  context_of ("zhuoji", "123m456m789m234p5p", "5p", "self-drawn", &played);
  g_assert_cmpint (mj_rulebook_data_score_elsewhere (&played, zhuoji, sichuan, &ctx, &score, &notes, NULL), ==,
                   MJ_RULEBOOK_SCORED);
  g_assert_true (notes & MJ_RULEBOOK_NOTE_SUIT_ASSUMED);
  g_assert_true (score.legal);
  g_assert_cmpint (score.value, ==, 1);

  /* every example of every book, under every other rule set */
  for (guint b = 0; b < n_rules; b++)
    {
      const MjRulebookData *book = all[b]->book;
      for (guint i = 0; i < book->n_entries; i++)
        for (guint j = 0; j < MJ_RULEBOOK_MAX_EXAMPLES && book->entries[i].examples[j].hand; j++)
          {
            const MjRulebookExample *x = &book->entries[i].examples[j];
            MjOptions options;

            if (x->win == NULL)
              {
                /* a win on flowers alone has no hand for another rule set */
                g_assert_true (mj_rulebook_data_example_context (all[b], x, &options, &played, NULL));
                g_assert_cmpint (mj_rulebook_data_score_elsewhere (&played, all[b], sichuan, &ctx, &score, &notes,
                                                                   NULL), ==, MJ_RULEBOOK_NO_HAND);
                continue;
              }
            g_assert_true (mj_rulebook_data_example_context (all[b], x, &options, &played, NULL));
            for (guint r = 0; r < n_rules; r++)
              {
                MjRulebookVerdict v = mj_rulebook_data_score_elsewhere (&played, all[b], all[r], &ctx, &score,
                                                                         &notes, &tile);
                if (all[r]->hand_size != all[b]->hand_size)
                  g_assert_cmpint (v, ==, MJ_RULEBOOK_HAND_SIZE);
                else if (v == MJ_RULEBOOK_TILES)
                  g_assert_false (mj_tileset_has_kind (all[r]->tileset, tile));
                else
                  {
                    g_assert_cmpint (v, ==, MJ_RULEBOOK_SCORED);
                    if (score.legal)
                      {
                        int sum = 0;
                        for (guint s = 0; s < MJ_N_SEATS; s++)
                          sum += score.payments[s];
                        g_assert_cmpint (sum, ==, 0);
                      }
                    else
                      g_assert_cmpint (score.refusal, !=, MJ_REFUSAL_NONE);
                  }
              }
          }
    }
}

int
main (int    argc,
      char **argv)
{
  guint n_rules;
  const MjRules * const *all = mj_rules_all (&n_rules);

  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < n_rules; i++)
    {
      g_autofree char *p1 = g_strdup_printf ("/rulebook/%s/examples", all[i]->id);
      g_autofree char *p2 = g_strdup_printf ("/rulebook/%s/patterns", all[i]->id);
      g_autofree char *p3 = g_strdup_printf ("/rulebook/%s/anchors", all[i]->id);
      g_test_add_data_func (p1, all[i]->id, test_examples);
      g_test_add_data_func (p2, all[i]->id, test_patterns);
      g_test_add_data_func (p3, all[i]->id, test_anchors);
    }
  g_test_add_func ("/rulebook/compare", test_compare);
  g_test_add_func ("/rulebook/elsewhere", test_elsewhere);
  return g_test_run ();
}
