/* mj-rules-zhuoji.c: Guizhou Libo "catch the chicken" (荔波捉鸡麻将,
 * 通行证玩法), as specified in the rules document zhuoji.md: 108 tiles, no
 * chow, a kong (豆) as the pass that lets a plain hand win on a discard,
 * linear 番, a dealer bonus of his streak, and chickens named by a flipped
 * tile.  The first win ends the hand; several may win on one discard. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-rules.h"

enum {
  OPT_UNIT,
  OPT_FIXED_YAOJI,
  OPT_CHONGFENG_JI,
  OPT_ZEREN_JI,
  OPT_JIN_JI,
  OPT_WUGU_JI,
  OPT_BEN_JI,
  OPT_YAOBAI_JI,
  OPT_XINGQI_JI,
  OPT_MANTANG_JI,
  OPT_CHICKEN_REQUIRES_READY,
  OPT_DEALER_BONUS,
  OPT_QING_QI_DUI,
  OPT_REPAO_BONUS,
  OPT_PASS_LOCK,
};

static const MjOptionSpec options[] = {
  [OPT_UNIT] = { "unit", MJ_OPTION_INT, 1, 1, 1000, NULL, NULL,
    N_("Points per fan"), N_("What one 番 is worth in points; 番 add up, they do not double (底注)") },
  [OPT_FIXED_YAOJI] = { "fixed_yaoji", MJ_OPTION_BOOL, TRUE, 0, 1, NULL, NULL,
    N_("One of bamboo is a chicken"),
    N_("1s is always a chicken, whatever tile is flipped (幺鸡)") },
  [OPT_CHONGFENG_JI] = { "chongfeng_ji", MJ_OPTION_INT, 2, 0, 100, NULL, NULL,
    N_("Charging chicken"),
    N_("The first 1s discarded, if nobody claims it, earns its discarder this much from each player; 0 turns it off (冲锋鸡)") },
  [OPT_ZEREN_JI] = { "zeren_ji", MJ_OPTION_INT, 1, 0, 100, NULL, NULL,
    N_("Responsibility chicken"),
    N_("Whoever discards the first 1s pays this much to the player who pungs or kongs it; 0 turns it off (责任鸡)") },
  [OPT_JIN_JI] = { "jin_ji", MJ_OPTION_BOOL, TRUE, 0, 1, NULL, NULL,
    N_("Gold chicken"),
    N_("When the flipped tile is 9s, the chicken is 1s again and each 1s counts twice (金鸡)") },
  [OPT_WUGU_JI] = { "wugu_ji", MJ_OPTION_BOOL, FALSE, 0, 1, NULL, NULL,
    N_("Black-bone chicken"),
    N_("8p is a fixed chicken too, with a charging chicken of its own (乌骨鸡)") },
  [OPT_BEN_JI] = { "ben_ji", MJ_OPTION_BOOL, FALSE, 0, 1, NULL, NULL,
    N_("Flipped tile is a chicken"),
    N_("The flipped tile itself is a chicken as well as the one after it (本鸡)") },
  [OPT_YAOBAI_JI] = { "yaobai_ji", MJ_OPTION_BOOL, FALSE, 0, 1, NULL, NULL,
    N_("Swinging chicken"),
    N_("The tiles one below and one above the flipped tile are both chickens (摇摆鸡)") },
  [OPT_XINGQI_JI] = { "xingqi_ji", MJ_OPTION_BOOL, FALSE, 0, 1, NULL, NULL,
    N_("Weekday chicken"),
    N_("Tiles whose rank is today's weekday are chickens (星期鸡)") },
  [OPT_MANTANG_JI] = { "mantang_ji", MJ_OPTION_BOOL, FALSE, 0, 1, NULL, NULL,
    N_("Chickens all round"),
    N_("All chicken money doubles when all four players hold chickens (满堂鸡)") },
  [OPT_CHICKEN_REQUIRES_READY] = { "chicken_requires_ready", MJ_OPTION_BOOL, FALSE, 0, 1, NULL, NULL,
    N_("Chickens only for ready hands"),
    N_("Only the winner and ready players collect for their chickens") },
  [OPT_DEALER_BONUS] = { "dealer_bonus", MJ_OPTION_BOOL, TRUE, 0, 1, NULL, NULL,
    N_("Dealer bonus"),
    N_("A payment the dealer makes or receives grows by the number of hands he has dealt in a row (带庄)") },
  [OPT_QING_QI_DUI] = { "qing_qi_dui", MJ_OPTION_INT, 20, 10, 100, NULL, NULL,
    N_("Pure seven pairs"),
    N_("The fan of seven pairs in one suit, which the seed leaves out (清七对)") },
  [OPT_REPAO_BONUS] = { "repao_bonus", MJ_OPTION_INT, 5, 0, 100, NULL, NULL,
    N_("Hot discard bonus"),
    N_("Fan added to a win on the discard made right after the discarder's kong (热炮)") },
  [OPT_PASS_LOCK] = { "pass_lock", MJ_OPTION_BOOL, TRUE, 0, 1, NULL, NULL,
    N_("Pass lock"),
    N_("After passing a win, no win on a discard until your next draw (过手胡)") },
};

static const MjPatternName patterns[] = {
  { "pinghu", N_("Plain hand"), "平胡" },
  { "daduizi", N_("All pungs"), "大对子" },
  { "qidui", N_("Seven pairs"), "七对" },
  { "longqidui", N_("Dragon seven pairs"), "龙七对" },
  { "qingyise", N_("Pure suit"), "清一色" },
  { "qingdadui", N_("Pure all pungs"), "清大对" },
  { "qingqidui", N_("Pure seven pairs"), "清七对" },
  { "qinglongbei", N_("Pure dragon seven pairs"), "青龙背" },
  { "qianggang", N_("Robbing the kong"), "抢杠" },
  { "gangshanghu", N_("Win on a kong replacement"), "杠上胡" },
  { "repao", N_("Hot discard"), "热炮" },
};

#define OPT(o, i) ((o)->values[(i)])

/* The smallest hand value that wins on a discard without a pass (大牌). */
#define BIG_HAND 5

/* A robbed added kong is valued as a pure suit, whatever the hand. */
#define QIANGGANG_VALUE 10

static MjFeatures
zhuoji_features (const MjRules   *rules,
                 const MjOptions *o)
{
  /* 闷豆 lie face down; their tiles are shown only at settlement */
  MjFeatures f = MJ_FEATURE_MULTI_WIN | MJ_FEATURE_HIDE_CONCEALED_KONG;

  if (OPT (o, OPT_PASS_LOCK))
    f |= MJ_FEATURE_PASS_LOCK;
  return f;
}

/* ---- scoring ------------------------------------------------------------ */

typedef struct {
  const char *id;
  int         value;
} Shape;

static gboolean
is_one_suit (const MjHand *full)
{
  guint mask = 0;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (full->counts[t])
      mask |= 1u << mj_tile_suit (t);
  for (guint i = 0; i < full->n_melds; i++)
    mask |= 1u << mj_tile_suit (full->melds[i].tile);
  return mask == 1 || mask == 2 || mask == 4;
}

static Shape
reading_shape (const MjOptions *o,
               const MjHand    *full,
               const MjReading *r,
               gboolean         pure)
{
  if (r->kind == MJ_READING_SEVEN_PAIRS)
    {
      gboolean quad = FALSE;

      /* four alike held in hand, not declared as a kong (melds rule out
       * seven pairs altogether) */
      for (MjTile t = 0; t < MJ_N_KINDS; t++)
        quad |= full->counts[t] == 4;
      if (quad)
        return pure ? (Shape) { "qinglongbei", 30 } : (Shape) { "longqidui", 20 };
      return pure ? (Shape) { "qingqidui", OPT (o, OPT_QING_QI_DUI) } : (Shape) { "qidui", 10 };
    }
  else
    {
      gboolean all_pungs = TRUE;

      for (guint i = 0; i < r->n_sets; i++)
        all_pungs &= r->sets[i].type != MJ_MELD_CHOW;
      for (guint i = 0; i < full->n_melds; i++)
        all_pungs &= full->melds[i].type != MJ_MELD_CHOW;
      if (all_pungs)
        return pure ? (Shape) { "qingdadui", 15 } : (Shape) { "daduizi", 5 };
      return pure ? (Shape) { "qingyise", 10 } : (Shape) { "pinghu", 1 };
    }
}

/* The hand value V (§12.2) of a complete hand, winning tile included: the
 * single highest pattern over every reading.  Also what a ready check at
 * an exhausted wall (黄庄查叫) values each wait by.  Returns FALSE when the
 * hand is not complete. */
static gboolean
zhuoji_shape (const MjOptions *o,
              const MjHand    *full,
              Shape           *out)
{
  MjReading readings[MJ_MAX_READINGS];
  guint n;
  gboolean pure = is_one_suit (full);

  n = mj_hand_readings (full, MJ_SHAPE_STANDARD | MJ_SHAPE_SEVEN_PAIRS_QUADS,
                        readings, G_N_ELEMENTS (readings));
  if (n == 0)
    return FALSE;

  *out = (Shape) { NULL, 0 };
  for (guint i = 0; i < n; i++)
    {
      Shape s = reading_shape (o, full, &readings[i], pure);
      gboolean pairs = readings[i].kind == MJ_READING_SEVEN_PAIRS;

      /* on a tie (only when qing_qi_dui equals the pure suit's 10) the
       * seven-pairs name is reported, as it says more about the hand */
      if (out->id == NULL || s.value > out->value || (pairs && s.value == out->value))
        *out = s;
    }
  return TRUE;
}

static gboolean
has_kong (const MjHand *hand)
{
  for (guint i = 0; i < hand->n_melds; i++)
    if (mj_meld_is_kong (&hand->melds[i]))
      return TRUE;
  return FALSE;
}

static void
zhuoji_score (const MjRules      *rules,
              const MjOptions    *o,
              const MjWinContext *ctx,
              MjScore            *out)
{
  MjHand full = ctx->hand;
  gboolean robbing = ctx->robbing_kong && !ctx->self_drawn;
  Shape shape;
  int value = 0, unit, k;

  mj_score_init (out);

  mj_hand_add (&full, ctx->win_tile);
  if (!zhuoji_shape (o, &full, &shape))
    {
      mj_score_refuse (out, mj_refusal_sentence (MJ_REFUSAL_NOT_COMPLETE));
      return;
    }

  /* §7: on a discard, a plain hand needs a big value, a 豆, a hot discard
   * or a robbed kong; the robbed kong counts as a pure suit, a big hand */
  if (!ctx->self_drawn && !robbing && shape.value < BIG_HAND &&
      !has_kong (&ctx->hand) && !ctx->after_kong_discard)
    {
      mj_score_refuse (out, mj_refusal_sentence (MJ_REFUSAL_PLAIN_NEEDS_KONG));
      return;
    }

  if (robbing)
    /* §8: the value is set, with no add-on */
    mj_score_add (out, "qianggang", QIANGGANG_VALUE);
  else
    {
      mj_score_add (out, shape.id, shape.value);
      if (ctx->self_drawn && ctx->after_kong)
        mj_score_add (out, "gangshanghu", 5);
      if (!ctx->self_drawn && ctx->after_kong_discard && OPT (o, OPT_REPAO_BONUS) > 0)
        mj_score_add (out, "repao", OPT (o, OPT_REPAO_BONUS));
    }

  for (guint i = 0; i < out->n_patterns; i++)
    value += out->patterns[i].value;
  out->value = value;

  /* §12.4: every payment the dealer makes or receives grows by his streak */
  unit = OPT (o, OPT_UNIT);
  k = OPT (o, OPT_DEALER_BONUS) ? (int) ctx->dealer_streak : 0;
  if (ctx->self_drawn)
    {
      for (guint s = 0; s < MJ_N_SEATS; s++)
        if (s != ctx->seat)
          {
            gboolean dealer = s == ctx->dealer || ctx->seat == ctx->dealer;
            mj_score_pay (out, s, ctx->seat, (value + (dealer ? k : 0)) * unit);
          }
    }
  else if (ctx->from < MJ_N_SEATS)
    {
      gboolean dealer = ctx->from == ctx->dealer || ctx->seat == ctx->dealer;
      mj_score_pay (out, ctx->from, ctx->seat, (value + (dealer ? k : 0)) * unit);
    }
}

const MjRules mj_rules_zhuoji = {
  .id = "zhuoji",
  .name = N_("Guizhou Catch the Chicken"),
  .description = N_("108 tiles, no chow; a kong is the pass that lets a plain hand win on a discard, "
                    "and a flipped tile names the chicken (荔波捉鸡)"),
  .unit = "fan",
  .tileset = MJ_TILESET_108,
  .hand_size = 13,
  .shapes = MJ_SHAPE_STANDARD | MJ_SHAPE_SEVEN_PAIRS_QUADS,
  .default_ready = MJ_READY_NONE,
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .patterns = patterns,
  .n_patterns = G_N_ELEMENTS (patterns),
  .features = zhuoji_features,
  .score = zhuoji_score,
};
