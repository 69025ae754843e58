/* test-calculator.c: the hand calculator's engine (mj-calculator.c).
 *
 *   /calculator/build            tiles, melds, the winning tile and flowers
 *                                entered and taken out; what cannot be
 *                                entered refused with a sentence in words
 *   /calculator/worked-examples  a worked example of each rule set's spec
 *                                entered click by click and key by key,
 *                                valued as the spec values it
 *   /calculator/side-by-side     one win under all five rule sets: valued,
 *                                refused with the check's reason, or with
 *                                what a rule set does not play with left out
 *   /calculator/refused          a situation that cannot happen, and a hand
 *                                without its winning tile, refused in words
 *   /calculator/arguments        the same win as `sparrow-cli score` takes it
 *   /calculator/meld-sources     whom each meld was claimed from: Qionghai's
 *                                包 found from them (qionghai.md Q6), its
 *                                payments changed, said as bao= to the
 *                                command; sources that cannot be refused
 *   /calculator/kong-feeder      the kong's feeder named by its source on its
 *                                replacement (sichuan.md S10): with
 *                                dian_gang_hua_as_zimo off he pays alone
 *   /calculator/flower-win       Taiwan's wins on the flowers alone
 *                                (taiwan16.md T15, T16), refused in words
 *                                by the others
 *   /calculator/options          a house option changes the value as the
 *                                rule set says, and is said to the command
 *   /calculator/random           10,000 seeded random entries (melds' sources
 *                                and wins on flowers alone among them):
 *                                every rule set values each or says why
 *                                not, never a crash;
 *                                payments sum to zero; every refusal in
 *                                the words of the window, no key typed
 *
 * Every worked example and case of tests/data/RULES.hands is also entered
 * in the calculator and compared with the command (test-rules.c).
 */
#include "config.h"

#include <string.h>

#include "mj-calculator.h"
#include "mj-words-test.h"



/* Concealed tiles typed as a person clicks them, one by one. */
static void
add_tiles (MjCalculator *calc,
           const char   *text)
{
  MjTile tiles[MJ_NOTATION_MAX_TILES];
  guint n = words_test_tiles (text, tiles);

  for (guint i = 0; i < n; i++)
    g_assert_true (mj_calculator_add_tile (calc, tiles[i], NULL));
}

static void
test_build (void)
{
  MjCalculator calc;
  g_autoptr (GError) error = NULL;
  g_autofree char *hand = NULL;

  mj_calculator_init (&calc);
  g_assert_true (calc.ctx.self_drawn);
  g_assert_cmpuint (calc.ctx.win_tile, ==, MJ_TILE_NONE);

  add_tiles (&calc, "555p");
  g_assert_true (mj_calculator_add_meld (&calc, MJ_MELD_CHOW, words_test_tile ("3p"), NULL));
  g_assert_cmpuint (mj_calculator_copies (&calc, words_test_tile ("5p")), ==, 4);
  /* a fifth copy, as a tile, in a meld, as the winning tile */
  g_assert_false (mj_calculator_add_tile (&calc, words_test_tile ("5p"), &error));
  g_assert_error (error, MJ_CALCULATOR_ERROR, MJ_CALCULATOR_ERROR_COPIES);
  g_assert_nonnull (strstr (error->message, "5 of dots"));
  g_clear_error (&error);
  g_assert_false (mj_calculator_add_meld (&calc, MJ_MELD_CHOW, words_test_tile ("4p"), &error));
  g_assert_error (error, MJ_CALCULATOR_ERROR, MJ_CALCULATOR_ERROR_COPIES);
  g_clear_error (&error);
  g_assert_false (mj_calculator_set_win_tile (&calc, words_test_tile ("5p"), &error));
  g_assert_error (error, MJ_CALCULATOR_ERROR, MJ_CALCULATOR_ERROR_COPIES);
  g_clear_error (&error);

  /* chows of honours or from an 8 are no chows */
  g_assert_false (mj_calculator_add_meld (&calc, MJ_MELD_CHOW, words_test_tile ("1z"), &error));
  g_assert_error (error, MJ_CALCULATOR_ERROR, MJ_CALCULATOR_ERROR_MELD);
  g_assert_nonnull (strstr (error->message, "East wind"));
  g_clear_error (&error);
  g_assert_false (mj_calculator_add_meld (&calc, MJ_MELD_CHOW, words_test_tile ("8s"), &error));
  g_assert_error (error, MJ_CALCULATOR_ERROR, MJ_CALCULATOR_ERROR_MELD);
  g_assert_nonnull (strstr (error->message, "8 of bamboo"));
  g_clear_error (&error);

  /* flowers are held apart */
  g_assert_false (mj_calculator_add_tile (&calc, words_test_tile ("3f"), &error));
  g_assert_error (error, MJ_CALCULATOR_ERROR, MJ_CALCULATOR_ERROR_FLOWER);
  g_clear_error (&error);
  g_assert_false (mj_calculator_toggle_flower (&calc, words_test_tile ("3p"), &error));
  g_assert_error (error, MJ_CALCULATOR_ERROR, MJ_CALCULATOR_ERROR_FLOWER);
  g_clear_error (&error);
  g_assert_true (mj_calculator_toggle_flower (&calc, words_test_tile ("3f"), NULL));
  g_assert_true (calc.given & MJ_CONTEXT_KEY_FLOWERS);
  g_assert_cmpuint (mj_calculator_copies (&calc, words_test_tile ("3f")), ==, 1);
  g_assert_true (mj_calculator_toggle_flower (&calc, words_test_tile ("3f"), NULL));
  g_assert_false (calc.given & MJ_CONTEXT_KEY_FLOWERS);

  /* taken out again */
  g_assert_true (mj_calculator_remove_tile (&calc, words_test_tile ("5p")));
  g_assert_false (mj_calculator_remove_tile (&calc, words_test_tile ("9p")));
  g_assert_true (mj_calculator_add_meld (&calc, MJ_MELD_KONG_CONCEALED, words_test_tile ("7z"), NULL));
  g_assert_true (mj_calculator_remove_meld (&calc, 0));
  g_assert_false (mj_calculator_remove_meld (&calc, 1));
  hand = mj_hand_format (&calc.ctx.hand);
  g_assert_cmpstr (hand, ==, "55p(7777z)");
  g_assert_cmpuint (mj_calculator_size (&calc), ==, 5);

  /* no hand larger than Taiwan's sixteen */
  add_tiles (&calc, "123m456m789m11s");
  g_assert_cmpuint (mj_calculator_size (&calc), ==, 16);
  g_assert_false (mj_calculator_add_tile (&calc, words_test_tile ("9s"), &error));
  g_assert_error (error, MJ_CALCULATOR_ERROR, MJ_CALCULATOR_ERROR_SIZE);
}

typedef struct {
  MjContextKeys key;
  int           value;
} Key;

typedef struct {
  const char *rules;
  const char *tiles;        /* concealed, clicked one by one */
  MjMeldType  meld_types[4];
  const char *meld_tiles[4];
  const char *win;
  gboolean    self_drawn;
  const char *flowers;
  Key         keys[4];
  int         value;
  int         payments[MJ_N_SEATS];
  const char *patterns;     /* "id value, …" */
} Example;

/* sichuan.md S3, zhuoji.md G5, lisi.md L8, qionghai.md Q9, taiwan16.md T3 */
static const Example examples[] = {
  { "sichuan", "123s456s777s9s", { MJ_MELD_KONG_CONCEALED }, { "8s" }, "9s", TRUE, NULL,
    { { MJ_CONTEXT_KEY_SEAT, MJ_SEAT_W }, { MJ_CONTEXT_KEY_AFTER_KONG, 1 } },
    5, { -102, -102, 306, -102 }, "qingyise 3, gen 1, gangshangkaihua 1" },
  { "zhuoji", "123p456p789p5566p", { 0 }, { NULL }, "6p", FALSE, NULL,
    { { MJ_CONTEXT_KEY_SEAT, MJ_SEAT_N }, { MJ_CONTEXT_KEY_FROM, MJ_SEAT_E }, { MJ_CONTEXT_KEY_FLIPPED, 10 } },
    10, { -11, 0, 0, 11 }, "qingyise 10" },
  { "lisi", "1m234p678p", { MJ_MELD_PUNG, MJ_MELD_KONG_EXPOSED }, { "6z", "9p" }, "1m", FALSE, NULL,
    { { MJ_CONTEXT_KEY_FROM, MJ_SEAT_W } },
    4, { 0, 4, -4, 0 }, "hu 1, quemen 1, dandiao 1, minggang 1" },
  { "qionghai", "345m678m2p", { MJ_MELD_CHOW, MJ_MELD_PUNG }, { "2s", "7z" }, "2p", TRUE, "3f7f",
    { { MJ_CONTEXT_KEY_SEAT, MJ_SEAT_W }, { MJ_CONTEXT_KEY_AFTER_FLOWER, 1 }, { MJ_CONTEXT_KEY_AFTER_KONG, 1 } },
    6, { -120, -120, 360, -120 }, "erwubajiang 1, jianke 1, gangshangkaihua 2, huawei 2" },
  { "taiwan16", "123m678s55p67m", { MJ_MELD_PUNG, MJ_MELD_CHOW }, { "7z", "3p" }, "8m", TRUE, NULL,
    { { MJ_CONTEXT_KEY_SEAT, MJ_SEAT_N }, { MJ_CONTEXT_KEY_DEALER_STREAK, 3 } },
    2, { -240, -140, -140, 520 }, "zimo 1, sanyuanpai 1, zhuangjia 1, lianzhuang 4" },
};

static void
enter (MjCalculator  *calc,
       const Example *ex)
{
  MjTile flowers[MJ_NOTATION_MAX_TILES];
  guint n_flowers = 0;

  mj_calculator_init (calc);
  add_tiles (calc, ex->tiles);
  for (guint m = 0; m < G_N_ELEMENTS (ex->meld_tiles) && ex->meld_tiles[m]; m++)
    g_assert_true (mj_calculator_add_meld (calc, ex->meld_types[m], words_test_tile (ex->meld_tiles[m]), NULL));
  g_assert_true (mj_calculator_set_win_tile (calc, words_test_tile (ex->win), NULL));
  mj_calculator_set_self_drawn (calc, ex->self_drawn);
  if (ex->flowers)
    n_flowers = words_test_tiles (ex->flowers, flowers);
  for (guint i = 0; i < n_flowers; i++)
    g_assert_true (mj_calculator_toggle_flower (calc, flowers[i], NULL));
  for (guint k = 0; k < G_N_ELEMENTS (ex->keys) && ex->keys[k].key; k++)
    mj_calculator_set_key (calc, ex->keys[k].key, ex->keys[k].value);
}

static char *
patterns_text (const MjScore *score)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < score->n_patterns; i++)
    g_string_append_printf (out, "%s%s %d", i ? ", " : "", score->patterns[i].id, score->patterns[i].value);
  return g_string_free (out, FALSE);
}

static void
test_worked_examples (void)
{
  guint n_rules;
  const MjRules * const *all = mj_rules_all (&n_rules);

  for (guint i = 0; i < G_N_ELEMENTS (examples); i++)
    {
      const Example *ex = &examples[i];
      const MjRules *rules = mj_rules_lookup (ex->rules);
      g_autoptr (GError) error = NULL;
      g_autofree char *patterns = NULL;
      MjCalculator calc;
      MjWinContext ctx;
      MjScore score;
      MjContextKeys taken;

      g_test_message ("%s: %s", ex->rules, ex->patterns);
      enter (&calc, ex);
      g_assert_true (mj_calculator_value (&calc, rules, NULL, &ctx, &score, &taken, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (taken, ==, 0);
      /* and under every other rule set, whatever it says */
      for (guint r = 0; r < n_rules; r++)
        {
          g_autoptr (GError) other = NULL;
          MjScore other_score;

          if (!mj_calculator_value (&calc, all[r], NULL, &ctx, &other_score, NULL, &other))
            words_test_assert_in_words (other->message);
          else if (!other_score.legal)
            words_test_assert_in_words (other_score.reason);
        }
      mj_calculator_value (&calc, rules, NULL, &ctx, &score, &taken, NULL);
      g_assert_true (score.legal);
      g_assert_cmpint (score.value, ==, ex->value);
      g_assert_cmpmem (score.payments, sizeof score.payments, ex->payments, sizeof ex->payments);
      patterns = patterns_text (&score);
      g_assert_cmpstr (patterns, ==, ex->patterns);
    }
}

static void
test_side_by_side (void)
{
  MjCalculator calc;
  MjWinContext ctx;
  MjScore score;
  MjContextKeys taken;
  g_autoptr (GError) error = NULL;

  /* Sichuan's worked example (S3) in the other rule sets */
  enter (&calc, &examples[0]);
  /* Guizhou: the same hand, one flipped tile left in the wall */
  g_assert_true (mj_calculator_value (&calc, mj_rules_lookup ("zhuoji"), NULL, &ctx, &score, &taken, &error));
  g_assert_no_error (error);
  g_assert_true (score.legal);
  g_assert_cmpint (mj_score_find (&score, "qingyise"), >=, 0);
  /* Taiwan's hands hold sixteen tiles: the check says so */
  g_assert_false (mj_calculator_value (&calc, mj_rules_lookup ("taiwan16"), NULL, &ctx, &score, &taken, &error));
  g_assert_error (error, MJ_CONTEXT_ERROR, MJ_CONTEXT_ERROR_HAND);
  g_assert_nonnull (strstr (error->message, "16"));
  g_clear_error (&error);

  /* Qionghai's (Q9) flowers are left out where there are none, and the
   * replacement of a flower with them */
  enter (&calc, &examples[3]);
  g_assert_false (mj_calculator_value (&calc, mj_rules_lookup ("sichuan"), NULL, &ctx, &score, &taken, &error));
  g_assert_cmpuint (taken, ==, MJ_CONTEXT_KEY_FLOWERS | MJ_CONTEXT_KEY_AFTER_FLOWER);
  /* and then Sichuan has no chow */
  g_assert_error (error, MJ_CONTEXT_ERROR, MJ_CONTEXT_ERROR_RULES);
  g_assert_nonnull (strstr (error->message, "2 of bamboo, 3 of bamboo, 4 of bamboo"));
  g_clear_error (&error);
  /* Lisi has no chow */
  g_assert_false (mj_calculator_value (&calc, mj_rules_lookup ("lisi"), NULL, &ctx, &score, &taken, &error));
  g_assert_error (error, MJ_CONTEXT_ERROR, MJ_CONTEXT_ERROR_RULES);
  g_clear_error (&error);

  /* Lisi's worked example (L8) where nobody declares ready: Qionghai
   * values it, Lisi's declaration is left out */
  enter (&calc, &examples[2]);
  mj_calculator_set_key (&calc, MJ_CONTEXT_KEY_READY_DECLARED, MJ_READY_PLAIN);
  g_assert_true (mj_calculator_value (&calc, mj_rules_lookup ("qionghai"), NULL, &ctx, &score, &taken, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (taken, ==, MJ_CONTEXT_KEY_READY_DECLARED);
  g_assert_cmpuint (ctx.ready, ==, MJ_READY_NONE);
  /* undeclared, Lisi refuses the win with its rule */
  mj_calculator_set_key (&calc, MJ_CONTEXT_KEY_READY_DECLARED, MJ_READY_NONE);
  g_assert_true (mj_calculator_value (&calc, mj_rules_lookup ("lisi"), NULL, &ctx, &score, &taken, &error));
  g_assert_false (score.legal);
  g_assert_nonnull (score.reason);
  /* back to Lisi's default, declared */
  mj_calculator_unset_key (&calc, MJ_CONTEXT_KEY_READY_DECLARED);
  g_assert_true (mj_calculator_value (&calc, mj_rules_lookup ("lisi"), NULL, &ctx, &score, &taken, &error));
  g_assert_true (score.legal);
  g_assert_cmpint (score.value, ==, 4);
}

static void
test_refused (void)
{
  const MjRules *sichuan = mj_rules_lookup ("sichuan");
  MjCalculator calc;
  MjWinContext ctx;
  MjScore score;
  g_autoptr (GError) error = NULL;

  /* no winning tile yet */
  mj_calculator_init (&calc);
  add_tiles (&calc, "123m456m789m234p5p");
  g_assert_false (mj_calculator_value (&calc, sichuan, NULL, &ctx, &score, NULL, &error));
  g_assert_error (error, MJ_CALCULATOR_ERROR, MJ_CALCULATOR_ERROR_NO_WIN);
  g_clear_error (&error);

  /* a robbed tile the robber holds */
  g_assert_true (mj_calculator_set_win_tile (&calc, words_test_tile ("5p"), NULL));
  mj_calculator_set_self_drawn (&calc, FALSE);
  mj_calculator_set_key (&calc, MJ_CONTEXT_KEY_ROBBING_KONG, 1);
  g_assert_false (mj_calculator_value (&calc, sichuan, NULL, &ctx, &score, NULL, &error));
  g_assert_error (error, MJ_CONTEXT_ERROR, MJ_CONTEXT_ERROR_CONFLICT);
  g_assert_nonnull (strstr (error->message, "5 of dots"));
  g_clear_error (&error);
  mj_calculator_unset_key (&calc, MJ_CONTEXT_KEY_ROBBING_KONG);

  /* a kong's replacement without a kong */
  mj_calculator_set_self_drawn (&calc, TRUE);
  mj_calculator_set_key (&calc, MJ_CONTEXT_KEY_AFTER_KONG, 1);
  g_assert_false (mj_calculator_value (&calc, sichuan, NULL, &ctx, &score, NULL, &error));
  g_assert_error (error, MJ_CONTEXT_ERROR, MJ_CONTEXT_ERROR_CONFLICT);
  g_assert_nonnull (strstr (error->message, "On a kong's replacement tile"));
  g_clear_error (&error);

  /* the discarder is the winner */
  mj_calculator_unset_key (&calc, MJ_CONTEXT_KEY_AFTER_KONG);
  mj_calculator_set_self_drawn (&calc, FALSE);
  mj_calculator_set_key (&calc, MJ_CONTEXT_KEY_FROM, MJ_SEAT_S);
  g_assert_false (mj_calculator_value (&calc, sichuan, NULL, &ctx, &score, NULL, &error));
  g_assert_error (error, MJ_CONTEXT_ERROR, MJ_CONTEXT_ERROR_CONFLICT);
  g_clear_error (&error);
  mj_calculator_set_key (&calc, MJ_CONTEXT_KEY_FROM, MJ_SEAT_W);
  g_assert_true (mj_calculator_value (&calc, sichuan, NULL, &ctx, &score, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (score.payments[MJ_SEAT_W], ==, -6);

  /* self-drawn, who discarded means nothing and is left out, as are a
   * robbed kong and the discard after a kong; a kong's replacement means
   * nothing on a discard */
  g_assert_true (mj_calculator_key_applies (&calc, MJ_CONTEXT_KEY_FROM));
  mj_calculator_set_self_drawn (&calc, TRUE);
  g_assert_false (mj_calculator_key_applies (&calc, MJ_CONTEXT_KEY_FROM));
  mj_calculator_set_key (&calc, MJ_CONTEXT_KEY_ROBBING_KONG, 1);
  mj_calculator_set_key (&calc, MJ_CONTEXT_KEY_AFTER_KONG_DISCARD, 1);
  g_assert_true (mj_calculator_value (&calc, sichuan, NULL, &ctx, &score, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ctx.from, ==, MJ_SEAT_NONE);
  g_assert_false (ctx.robbing_kong || ctx.after_kong_discard);
  g_assert_true (score.legal);
  mj_calculator_set_self_drawn (&calc, FALSE);
  mj_calculator_set_key (&calc, MJ_CONTEXT_KEY_AFTER_KONG, 1);
  g_assert_false (mj_calculator_key_applies (&calc, MJ_CONTEXT_KEY_AFTER_KONG));
  mj_calculator_unset_key (&calc, MJ_CONTEXT_KEY_ROBBING_KONG);
  mj_calculator_unset_key (&calc, MJ_CONTEXT_KEY_AFTER_KONG_DISCARD);
  g_assert_true (mj_calculator_value (&calc, sichuan, NULL, &ctx, &score, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (ctx.after_kong);
}

static void
test_arguments (void)
{
  MjCalculator calc;
  g_auto (GStrv) args = NULL;
  g_autofree char *line = NULL;

  enter (&calc, &examples[0]);
  args = mj_calculator_arguments (&calc, mj_rules_lookup ("sichuan"), NULL);
  line = g_strjoinv (" ", args);
  g_assert_cmpstr (line, ==, "--rules sichuan --win 9s --self-drawn --context seat=W --context after-kong "
                             "1234567779s(8888s)");
  g_clear_pointer (&args, g_strfreev);
  g_clear_pointer (&line, g_free);

  /* Qionghai's flowers are not said to Lisi */
  enter (&calc, &examples[3]);
  args = mj_calculator_arguments (&calc, mj_rules_lookup ("lisi"), NULL);
  line = g_strjoinv (" ", args);
  g_assert_cmpstr (line, ==, "--rules lisi --win 2p --self-drawn --context seat=W --context after-kong=no "
                             "345678m2p[234s][777z]");
}

static void
assert_payments (const MjScore *score,
                 const int     *expected)
{
  g_assert_cmpmem (score->payments, sizeof (int) * MJ_N_SEATS, expected, sizeof (int) * MJ_N_SEATS);
}

/* qionghai.md Q6: South wins on North's discard with two chows and a
 * pung claimed from East: East is liable (包) and pays the whole 40.
 * Without the sources, the shares: East 10, West 10, North 20. */
static void
enter_q6 (MjCalculator *calc)
{
  mj_calculator_init (calc);
  add_tiles (calc, "78s55s");
  g_assert_true (mj_calculator_add_meld (calc, MJ_MELD_CHOW, words_test_tile ("1m"), NULL));
  g_assert_true (mj_calculator_add_meld (calc, MJ_MELD_CHOW, words_test_tile ("4m"), NULL));
  g_assert_true (mj_calculator_add_meld (calc, MJ_MELD_PUNG, words_test_tile ("9p"), NULL));
  g_assert_true (mj_calculator_set_win_tile (calc, words_test_tile ("9s"), NULL));
  mj_calculator_set_self_drawn (calc, FALSE);
  mj_calculator_set_key (calc, MJ_CONTEXT_KEY_SEAT, MJ_SEAT_S);
  mj_calculator_set_key (calc, MJ_CONTEXT_KEY_FROM, MJ_SEAT_N);
}

static void
test_meld_sources (void)
{
  const MjRules *qionghai = mj_rules_lookup ("qionghai");
  static const int shares[MJ_N_SEATS] = { -10, 40, -10, -20 };
  static const int liable[MJ_N_SEATS] = { -40, 40, 0, 0 };
  MjCalculator calc;
  MjWinContext ctx;
  MjScore score;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) args = NULL;
  g_autofree char *line = NULL;

  enter_q6 (&calc);
  g_assert_true (mj_calculator_value (&calc, qionghai, NULL, &ctx, &score, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ctx.bao, ==, MJ_SEAT_NONE);
  assert_payments (&score, shares);

  /* two claims from East: not yet liable */
  g_assert_true (mj_calculator_set_meld_from (&calc, 0, MJ_SEAT_E, NULL));
  g_assert_true (mj_calculator_set_meld_from (&calc, 2, MJ_SEAT_E, NULL));
  g_assert_cmpuint (mj_calculator_liable (&calc, qionghai, NULL), ==, MJ_SEAT_NONE);
  g_assert_true (mj_calculator_value (&calc, qionghai, NULL, &ctx, &score, NULL, &error));
  assert_payments (&score, shares);
  /* the third makes him liable, as the game would */
  g_assert_true (mj_calculator_set_meld_from (&calc, 1, MJ_SEAT_E, NULL));
  g_assert_cmpuint (mj_calculator_liable (&calc, qionghai, NULL), ==, MJ_SEAT_E);
  g_assert_true (mj_calculator_value (&calc, qionghai, NULL, &ctx, &score, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ctx.bao, ==, MJ_SEAT_E);
  g_assert_cmpint (score.value, ==, 1);
  assert_payments (&score, liable);
  /* the command has no notation for a source: it is told the liable player */
  args = mj_calculator_arguments (&calc, qionghai, NULL);
  line = g_strjoinv (" ", args);
  g_assert_cmpstr (line, ==, "--rules qionghai --win 9s --discard --context seat=S --context from=N "
                             "--context bao=E 5578s[123m][456m][999p]");
  /* another rule set has no 包: nothing is said of it there */
  g_clear_pointer (&args, g_strfreev);
  g_clear_pointer (&line, g_free);
  args = mj_calculator_arguments (&calc, mj_rules_lookup ("taiwan16"), NULL);
  line = g_strjoinv (" ", args);
  g_assert_null (strstr (line, "bao"));

  /* a liable player named against the sources is the check's to refuse */
  mj_calculator_set_key (&calc, MJ_CONTEXT_KEY_BAO, MJ_SEAT_W);
  g_assert_false (mj_calculator_value (&calc, qionghai, NULL, &ctx, &score, NULL, &error));
  g_assert_error (error, MJ_CONTEXT_ERROR, MJ_CONTEXT_ERROR_CONFLICT);
  words_test_assert_in_words (error->message);
  g_clear_error (&error);
  mj_calculator_unset_key (&calc, MJ_CONTEXT_KEY_BAO);

  /* a chow comes only from the player on the left (East, for South) */
  g_assert_true (mj_calculator_set_meld_from (&calc, 0, MJ_SEAT_W, NULL));
  g_assert_false (mj_calculator_value (&calc, qionghai, NULL, &ctx, &score, NULL, &error));
  g_assert_error (error, MJ_CONTEXT_ERROR, MJ_CONTEXT_ERROR_HAND);
  g_assert_nonnull (strstr (error->message, mj_seat_display_name (MJ_SEAT_W)));
  g_clear_error (&error);
  /* nobody claims from himself */
  g_assert_true (mj_calculator_set_meld_from (&calc, 0, MJ_SEAT_NONE, NULL));
  g_assert_true (mj_calculator_set_meld_from (&calc, 2, MJ_SEAT_S, NULL));
  g_assert_false (mj_calculator_value (&calc, qionghai, NULL, &ctx, &score, NULL, &error));
  g_assert_error (error, MJ_CONTEXT_ERROR, MJ_CONTEXT_ERROR_HAND);
  g_clear_error (&error);

  /* a concealed kong was claimed from nobody */
  g_assert_true (mj_calculator_remove_meld (&calc, 2));
  g_assert_true (mj_calculator_add_meld (&calc, MJ_MELD_KONG_CONCEALED, words_test_tile ("9p"), NULL));
  g_assert_false (mj_calculator_set_meld_from (&calc, 2, MJ_SEAT_E, &error));
  g_assert_error (error, MJ_CALCULATOR_ERROR, MJ_CALCULATOR_ERROR_SOURCE);
  words_test_assert_in_words (error->message);
  g_assert_cmpuint (calc.ctx.hand.melds[2].from, ==, MJ_SEAT_NONE);
}

/* sichuan.md S10: North wins on the replacement of the kong of 6 of
 * characters West fed him; paid as a self-draw by default (E, S, W -30,
 * N +90), by West alone (24) with dian_gang_hua_as_zimo off (点杠花). */
static void
test_kong_feeder (void)
{
  static const int all_pay[MJ_N_SEATS] = { -30, -30, -30, 90 };
  static const int feeder_pays[MJ_N_SEATS] = { 0, 0, -24, 24 };
  const MjRules *sichuan = mj_rules_lookup ("sichuan");
  MjCalculator calc;
  MjOptions options;
  MjWinContext ctx;
  MjScore score;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) args = NULL;
  g_autofree char *line = NULL;

  mj_options_init_defaults (sichuan, &options);
  g_assert_true (mj_options_parse_assignment (sichuan, &options, "dian_gang_hua_as_zimo=false", NULL));
  mj_calculator_init (&calc);
  add_tiles (&calc, "234m789m456p5p");
  g_assert_true (mj_calculator_add_meld (&calc, MJ_MELD_KONG_EXPOSED, words_test_tile ("6m"), NULL));
  g_assert_true (mj_calculator_set_win_tile (&calc, words_test_tile ("5p"), NULL));
  mj_calculator_set_key (&calc, MJ_CONTEXT_KEY_SEAT, MJ_SEAT_N);
  mj_calculator_set_key (&calc, MJ_CONTEXT_KEY_AFTER_KONG, 1);

  /* nobody named: everyone pays, whatever the option */
  g_assert_cmpuint (mj_calculator_kong_feeder (&calc), ==, MJ_SEAT_NONE);
  g_assert_true (mj_calculator_value (&calc, sichuan, &options, &ctx, &score, NULL, &error));
  g_assert_no_error (error);
  assert_payments (&score, all_pay);

  /* the kong claimed from West: he fed it */
  g_assert_true (mj_calculator_set_meld_from (&calc, 0, MJ_SEAT_W, NULL));
  g_assert_cmpuint (mj_calculator_kong_feeder (&calc), ==, MJ_SEAT_W);
  g_assert_true (mj_calculator_value (&calc, sichuan, NULL, &ctx, &score, NULL, &error));
  g_assert_cmpint (score.value, ==, 3);
  assert_payments (&score, all_pay);
  g_assert_true (mj_calculator_value (&calc, sichuan, &options, &ctx, &score, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ctx.kong_feeder, ==, MJ_SEAT_W);
  assert_payments (&score, feeder_pays);
  args = mj_calculator_arguments (&calc, sichuan, &options);
  line = g_strjoinv (" ", args);
  g_assert_cmpstr (line, ==, "--rules sichuan --option dian_gang_hua_as_zimo=false --win 5p --self-drawn "
                             "--context seat=N --context from=W --context after-kong 234789m4556p[6666m]");

  /* From given says it, whatever the sources */
  mj_calculator_set_key (&calc, MJ_CONTEXT_KEY_FROM, MJ_SEAT_E);
  g_assert_cmpuint (mj_calculator_kong_feeder (&calc), ==, MJ_SEAT_NONE);
  g_assert_false (mj_calculator_value (&calc, sichuan, &options, &ctx, &score, NULL, &error));
  g_assert_error (error, MJ_CONTEXT_ERROR, MJ_CONTEXT_ERROR_CONFLICT);
  g_clear_error (&error);
  mj_calculator_unset_key (&calc, MJ_CONTEXT_KEY_FROM);

  /* a concealed kong besides: which kong was replaced is not known */
  g_assert_true (mj_calculator_remove_tile (&calc, words_test_tile ("5p")));
  g_assert_true (mj_calculator_remove_tile (&calc, words_test_tile ("4p")));
  g_assert_true (mj_calculator_remove_tile (&calc, words_test_tile ("6p")));
  g_assert_true (mj_calculator_add_meld (&calc, MJ_MELD_KONG_CONCEALED, words_test_tile ("1p"), NULL));
  g_assert_cmpuint (mj_calculator_kong_feeder (&calc), ==, MJ_SEAT_NONE);
  /* and on a discard there is no replacement */
  mj_calculator_remove_meld (&calc, 1);
  mj_calculator_set_self_drawn (&calc, FALSE);
  g_assert_cmpuint (mj_calculator_kong_feeder (&calc), ==, MJ_SEAT_NONE);
}

/* taiwan16.md T15: West holds all eight flowers, a self-draw (八仙過海):
 * E -280, S -260, N -260, W +800.  T16: South holds seven, North draws
 * the eighth and South takes it (七搶一): N -260, S +260. */
static void
test_flower_win (void)
{
  static const int t15[MJ_N_SEATS] = { -280, -260, 800, -260 };
  static const int t16[MJ_N_SEATS] = { 0, 260, 0, -260 };
  const MjRules *taiwan = mj_rules_lookup ("taiwan16");
  guint n_rules;
  const MjRules * const *all = mj_rules_all (&n_rules);
  MjCalculator calc;
  MjWinContext ctx;
  MjScore score;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) args = NULL;
  g_autofree char *line = NULL;

  mj_calculator_init (&calc);
  for (MjTile f = MJ_FIRST_FLOWER; f < MJ_FIRST_FLOWER + 7; f++)
    g_assert_true (mj_calculator_toggle_flower (&calc, f, NULL));
  /* seven flowers and no winning tile: no win yet */
  g_assert_false (mj_calculator_is_flower_win (&calc));
  g_assert_false (mj_calculator_value (&calc, taiwan, NULL, &ctx, &score, NULL, &error));
  g_assert_error (error, MJ_CALCULATOR_ERROR, MJ_CALCULATOR_ERROR_NO_WIN);
  g_clear_error (&error);

  g_assert_true (mj_calculator_toggle_flower (&calc, MJ_FIRST_FLOWER + 7, NULL));
  g_assert_true (mj_calculator_is_flower_win (&calc));
  mj_calculator_set_key (&calc, MJ_CONTEXT_KEY_SEAT, MJ_SEAT_W);
  g_assert_true (mj_calculator_value (&calc, taiwan, NULL, &ctx, &score, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (score.legal);
  g_assert_cmpint (score.value, ==, 8);
  g_assert_cmpstr (score.patterns[0].id, ==, "baxianguohai");
  assert_payments (&score, t15);
  args = mj_calculator_arguments (&calc, taiwan, NULL);
  line = g_strjoinv (" ", args);
  g_assert_cmpstr (line, ==, "--rules taiwan16 --self-drawn --context seat=W --context flowers=1f2f3f4f5f6f7f8f ");

  mj_calculator_set_self_drawn (&calc, FALSE);
  mj_calculator_set_key (&calc, MJ_CONTEXT_KEY_SEAT, MJ_SEAT_S);
  mj_calculator_set_key (&calc, MJ_CONTEXT_KEY_FROM, MJ_SEAT_N);
  g_assert_true (mj_calculator_value (&calc, taiwan, NULL, &ctx, &score, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpint (score.value, ==, 8);
  g_assert_cmpstr (score.patterns[0].id, ==, "qiqiangyi");
  assert_payments (&score, t16);

  /* the other rule sets have no such win, and say so in words */
  for (guint r = 0; r < n_rules; r++)
    if (all[r] != taiwan)
      {
        g_assert_false (mj_calculator_value (&calc, all[r], NULL, &ctx, &score, NULL, &error));
        g_assert_nonnull (error);
        words_test_assert_in_words (error->message);
        g_clear_error (&error);
      }

  /* a winning tile with all eight flowers: they had won at once */
  g_assert_true (mj_calculator_set_win_tile (&calc, words_test_tile ("5p"), NULL));
  g_assert_false (mj_calculator_is_flower_win (&calc));
  g_assert_false (mj_calculator_value (&calc, taiwan, NULL, &ctx, &score, NULL, &error));
  g_assert_nonnull (error);
}

/* A house option changes a value as the rule set says: Qionghai's bao_threshold at 4 (qionghai.md §7.1) leaves Q6's
 * three claims from East short of 包, so the shares are paid. */
static void
test_options (void)
{
  const MjRules *qionghai = mj_rules_lookup ("qionghai");
  static const int shares[MJ_N_SEATS] = { -10, 40, -10, -20 };
  MjCalculator calc;
  MjOptions options;
  MjWinContext ctx;
  MjScore score;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) args = NULL;
  g_autofree char *line = NULL;

  enter_q6 (&calc);
  for (guint m = 0; m < 3; m++)
    g_assert_true (mj_calculator_set_meld_from (&calc, m, MJ_SEAT_E, NULL));
  mj_options_init_defaults (qionghai, &options);
  g_assert_true (mj_options_parse_assignment (qionghai, &options, "bao_threshold=4", NULL));
  g_assert_cmpuint (mj_calculator_liable (&calc, qionghai, &options), ==, MJ_SEAT_NONE);
  g_assert_true (mj_calculator_value (&calc, qionghai, &options, &ctx, &score, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ctx.bao, ==, MJ_SEAT_NONE);
  assert_payments (&score, shares);
  args = mj_calculator_arguments (&calc, qionghai, &options);
  line = g_strjoinv (" ", args);
  g_assert_cmpstr (line, ==, "--rules qionghai --option bao_threshold=4 --win 9s --discard --context seat=S "
                             "--context from=N 5578s[123m][456m][999p]");
}

/* Whatever a person clicks, every rule set answers: a value, or a
 * sentence saying why not, never a crash (seeded random entries: tiles,
 * melds, the winning tile, flowers and every key of the situation). */
static void
test_random (void)
{
  static const MjContextKeys keys[] = {
    MJ_CONTEXT_KEY_SEAT, MJ_CONTEXT_KEY_DEALER, MJ_CONTEXT_KEY_FROM, MJ_CONTEXT_KEY_DEALER_STREAK,
    MJ_CONTEXT_KEY_AFTER_KONG, MJ_CONTEXT_KEY_AFTER_FLOWER, MJ_CONTEXT_KEY_AFTER_KONG_DISCARD,
    MJ_CONTEXT_KEY_ROBBING_KONG, MJ_CONTEXT_KEY_LAST_TILE, MJ_CONTEXT_KEY_FIRST_TURN, MJ_CONTEXT_KEY_SEAT_WIND,
    MJ_CONTEXT_KEY_ROUND_WIND, MJ_CONTEXT_KEY_MISSING_SUIT, MJ_CONTEXT_KEY_READY_DECLARED, MJ_CONTEXT_KEY_FLIPPED,
    MJ_CONTEXT_KEY_FINISHED, MJ_CONTEXT_KEY_BAO,
  };
  g_autoptr (GRand) rand = g_rand_new_with_seed (2026);
  guint n_rules;
  const MjRules * const *all = mj_rules_all (&n_rules);
  guint valued = 0, legal = 0, refused = 0, per_rules[8] = { 0 };
  guint n = g_test_slow () ? 100000 : 10000;

  for (guint i = 0; i < n; i++)
    {
      MjCalculator calc;

      mj_calculator_init (&calc);
      if (g_rand_boolean (rand))
        {
          /* four sets and a pair, some of them melded, one concealed
           * tile the winning one */
          guint sets = g_rand_int_range (rand, 0, 3) == 0 ? 5 : 4;
          MjTile pair = (MjTile) g_rand_int_range (rand, 0, MJ_N_KINDS);

          /* the sixteen tiles of five sets leave no room for the
           * winning tile first: it then completes the pair */
          mj_calculator_add_tile (&calc, pair, NULL);
          if (sets == 5)
            mj_calculator_set_win_tile (&calc, pair, NULL);
          else
            mj_calculator_add_tile (&calc, pair, NULL);
          for (guint g = 0; g < sets; g++)
            {
              MjTile t = (MjTile) g_rand_int_range (rand, 0, MJ_N_KINDS);
              gboolean chow = mj_tile_is_suited (t) && mj_tile_rank (t) <= 7 && g_rand_boolean (rand);

              if (g_rand_int_range (rand, 0, 4) == 0)
                mj_calculator_add_meld (&calc, chow ? MJ_MELD_CHOW
                                               : (MjMeldType) g_rand_int_range (rand, MJ_MELD_PUNG,
                                                                                MJ_MELD_KONG_CONCEALED + 1), t, NULL);
              else
                for (guint k = 0; k < 3; k++)
                  mj_calculator_add_tile (&calc, chow ? t + k : t, NULL);
            }
          for (MjTile t = (MjTile) g_rand_int_range (rand, 0, MJ_N_KINDS); sets == 4; t = (t + 1) % MJ_N_KINDS)
            if (calc.ctx.hand.counts[t])
              {
                mj_calculator_remove_tile (&calc, t);
                mj_calculator_set_win_tile (&calc, t, NULL);
                break;
              }
        }
      else
        {
          guint size = g_rand_boolean (rand) ? 13 : (guint) g_rand_int_range (rand, 0, 17);

          while (mj_calculator_size (&calc) < size)
            {
              MjTile t = (MjTile) g_rand_int_range (rand, 0, MJ_N_KINDS);
              if (g_rand_int_range (rand, 0, 6) == 0)
                mj_calculator_add_meld (&calc,
                                        (MjMeldType) g_rand_int_range (rand, MJ_MELD_CHOW, MJ_MELD_KONG_CONCEALED + 1),
                                        t, NULL);
              else if (!mj_calculator_add_tile (&calc, t, NULL))
                break;
            }
          mj_calculator_set_win_tile (&calc, (MjTile) g_rand_int_range (rand, 0, MJ_N_KINDS), NULL);
        }
      mj_calculator_set_self_drawn (&calc, g_rand_boolean (rand));
      /* whom melds were claimed from, a concealed kong's refused */
      for (guint m = 0; m < calc.ctx.hand.n_melds; m++)
        if (g_rand_int_range (rand, 0, 3) == 0)
          mj_calculator_set_meld_from (&calc, m, (guint) g_rand_int_range (rand, 0, MJ_N_SEATS), NULL);
      /* now and then a win on the flowers alone */
      if (g_rand_int_range (rand, 0, 40) == 0)
        {
          mj_calculator_set_win_tile (&calc, MJ_TILE_NONE, NULL);
          for (guint f = 0; f < 8; f++)
            if (!mj_calculator_copies (&calc, (MjTile) (MJ_FIRST_FLOWER + f)))
              mj_calculator_toggle_flower (&calc, (MjTile) (MJ_FIRST_FLOWER + f), NULL);
        }
      else
        for (guint f = 0; f < 8; f++)
          if (g_rand_int_range (rand, 0, 8) == 0)
            mj_calculator_toggle_flower (&calc, (MjTile) (MJ_FIRST_FLOWER + f), NULL);
      for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
        if (g_rand_int_range (rand, 0, 5) == 0)
          mj_calculator_set_key (&calc, keys[k], keys[k] == MJ_CONTEXT_KEY_FLIPPED
                                                 ? g_rand_int_range (rand, 0, MJ_N_KINDS)
                                                 : keys[k] == MJ_CONTEXT_KEY_DEALER_STREAK
                                                 ? g_rand_int_range (rand, 1, 9) : g_rand_int_range (rand, 0, 4));

      for (guint r = 0; r < n_rules; r++)
        {
          g_autoptr (GError) error = NULL;
          MjWinContext ctx;
          MjScore score;
          int sum = 0;

          if (!mj_calculator_value (&calc, all[r], NULL, &ctx, &score, NULL, &error))
            {
              g_assert_nonnull (error);
              g_assert_cmpstr (error->message, !=, "");
              words_test_assert_in_words (error->message);
              refused++;
              continue;
            }
          g_assert_no_error (error);
          valued++;
          /* what was valued is a win that can happen there */
          g_assert_true (mj_win_context_check (all[r], NULL, &ctx, NULL));
          if (!score.legal)
            {
              g_assert_nonnull (score.reason);
              words_test_assert_in_words (score.reason);
              continue;
            }
          legal++;
          per_rules[r]++;
          for (guint s = 0; s < MJ_N_SEATS; s++)
            sum += score.payments[s];
          g_assert_cmpint (sum, ==, 0);
        }
    }
  g_test_message ("%u entries: %u valued (%u legal wins), %u refused with a reason", n, valued, legal, refused);
  for (guint r = 0; r < n_rules; r++)
    g_test_message ("%s: %u legal wins", all[r]->id, per_rules[r]);
  /* every rule set valued some wins */
  for (guint r = 0; r < n_rules; r++)
    g_assert_cmpuint (per_rules[r], >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/calculator/build", test_build);
  g_test_add_func ("/calculator/worked-examples", test_worked_examples);
  g_test_add_func ("/calculator/side-by-side", test_side_by_side);
  g_test_add_func ("/calculator/refused", test_refused);
  g_test_add_func ("/calculator/arguments", test_arguments);
  g_test_add_func ("/calculator/meld-sources", test_meld_sources);
  g_test_add_func ("/calculator/kong-feeder", test_kong_feeder);
  g_test_add_func ("/calculator/flower-win", test_flower_win);
  g_test_add_func ("/calculator/options", test_options);
  g_test_add_func ("/calculator/random", test_random);
  return g_test_run ();
}
