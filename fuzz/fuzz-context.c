/* fuzz-context.c: a win as `sparrow-cli score` reads it, on any bytes:
 * the rule set and its options, the hand, the winning tile and the
 * context keys of the rules README (mj_win_context_parse), the check that
 * the win can happen (mj_win_context_check, mj_position_context_check),
 * and the rule set's score behind it.  The input is lines:
 *
 *   RULES [OPTION=VALUE]...        e.g. "sichuan dingque=false"
 *   HAND                           e.g. "123m456m789m234p5p"
 *   WIN self|discard               e.g. "5p discard"
 *   KEY[=VALUE]                    one context key a line, any number
 *
 * Every refusal is an MJ_CONTEXT_ERROR with a readable UTF-8 sentence; a
 * win the check accepts has the rule set's tiles and size, and a score
 * whose payments sum to zero. */
#include "config.h"

#include "fuzz-common.h"
#include "mj-context.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init ();
  return 0;
}

static void
assert_refusal (const GError *error)
{
  fuzz_assert_error (error, MJ_CONTEXT_ERROR);
  g_assert_true (g_utf8_validate (error->message, -1, NULL));
}

/* What an accepted win must be, whatever the keys said. */
static void
check_accepted (const MjRules      *rules,
                const MjOptions    *options,
                const MjWinContext *ctx)
{
  const MjHand *h = &ctx->hand;
  MjScore score;
  int sum = 0;

  g_assert_cmpuint (h->n_tiles + 3u * h->n_melds, ==, rules->hand_size);
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      guint copies = mj_hand_count_all (h, t) + (ctx->win_tile == t) + (ctx->flipped == t);
      g_assert_cmpuint (copies, <=, 4);
      if (copies)
        g_assert_true (mj_tileset_has_kind (rules->tileset, t));
    }
  g_assert_true (ctx->self_drawn || (ctx->from < MJ_N_SEATS && ctx->from != ctx->seat));
  if (ctx->robbing_kong)
    g_assert_cmpuint (mj_hand_count_all (h, ctx->win_tile), ==, 0);

  rules->score (rules, options, ctx, &score);
  g_assert_cmpuint (score.n_patterns, <=, MJ_SCORE_MAX_PATTERNS);
  for (guint s = 0; s < MJ_N_SEATS; s++)
    sum += score.payments[s];
  g_assert_cmpint (sum, ==, 0);
  if (!score.legal)
    g_assert_nonnull (score.reason);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = fuzz_text (data, size);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  g_auto (GStrv) head = NULL;
  g_auto (GStrv) win = NULL;
  g_autoptr (GError) error = NULL;
  const MjRules *rules;
  MjOptions options;
  MjWinContext ctx;
  guint n_lines = g_strv_length (lines), n_rules;

  if (n_lines < 3)
    return 0;
  head = g_strsplit (lines[0], " ", -1);
  rules = head[0] ? mj_rules_lookup (head[0]) : NULL;
  if (rules == NULL)
    rules = mj_rules_all (&n_rules)[(size ? data[0] : 0) % n_rules];
  mj_options_init_defaults (rules, &options);
  for (guint i = 1; head[0] && head[i]; i++)
    if (!mj_options_parse_assignment (rules, &options, head[i], &error))
      {
        g_assert_nonnull (error);
        g_clear_error (&error);
      }

  mj_win_context_init (&ctx);
  if (!mj_hand_parse (&ctx.hand, lines[1], &error))
    {
      g_assert_nonnull (error);
      return 0;
    }
  win = g_strsplit (lines[2], " ", 2);
  if (win[0] == NULL || !mj_tile_from_string (win[0], &ctx.win_tile, &error))
    {
      g_clear_error (&error);
      ctx.win_tile = MJ_TILE_NONE;
    }
  ctx.self_drawn = win[0] && win[1] && strcmp (win[1], "self") == 0;

  if (!mj_win_context_parse (rules, &options, (const char * const *) lines + 3, &ctx, NULL, &error))
    {
      assert_refusal (error);
      return 0;
    }
  if (mj_win_context_check (rules, &options, &ctx, &error))
    {
      if (ctx.win_tile != MJ_TILE_NONE)
        check_accepted (rules, &options, &ctx);
    }
  else
    assert_refusal (error);
  g_clear_error (&error);

  /* the same keys as a position to advise on */
  if (!mj_position_context_check (rules, &options, &ctx, &error))
    assert_refusal (error);
  return 0;
}
