/* mj-rules-taiwan16.c: Taiwanese 16-tile mahjong (台灣十六張麻將), as
 * specified in the rules document taiwan16.md: 144 tiles, five sets and a
 * pair, flowers by seat wind, the 台 table, and legs of base + 台 × stake
 * with the dealer's 莊家 and 連莊拉莊 台 on the legs he is part of; then
 * the flow's hooks (開門 seat winds, the reserve, 河底, 八仙過海 and
 * 七搶一, 連莊) and what the computer players should know. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-bot-style.h"
#include "mj-rules.h"
#include "mj-settlement.h"
#include "mj-state.h"
#include "mj-view.h"

enum {
  OPT_BASE,
  OPT_PER_TAI,
  OPT_DEALER_BONUS,
  OPT_DRAW_KEEPS_DEALER,
  OPT_SEAT_WIND_MODE,
  OPT_FLOWER_MAPPING,
  OPT_WALL_RESERVE,
  OPT_MULTI_WIN,
  OPT_PASS_WIN_LOCK,
  OPT_TAI_TIANHU,
  OPT_TAI_DIHU,
  OPT_TAI_RENHU,
  OPT_TAI_TIANTING,
  OPT_TAI_DITING,
  OPT_TAI_BAXIAN,
  OPT_TAI_QIQIANGYI,
  OPT_KONG_TAI,
  OPT_XIAOSIXI_KEEPS_WIND_TAI,
  OPT_READY_DECLARATION,
};

enum {
  DEALER_BONUS_ONE_PLUS_TWO_N,
  DEALER_BONUS_ONE_PLUS_N,
  DEALER_BONUS_NONE,
};

enum {
  SEAT_WIND_KAIMEN,
  SEAT_WIND_DEALER,
};

enum {
  FLOWERS_PRINTED_NUMBER,
  FLOWERS_ATAWMJ,
};

static const char * const dealer_bonuses[] = { "one_plus_two_n", "one_plus_n", "none", NULL };
static const char * const dealer_bonus_labels[] = {
  N_("Dealer 1, and 2 for each repeat"),
  N_("Dealer 1, and 1 for each repeat"),
  N_("None"),
  NULL
};

static const char * const seat_wind_modes[] = { "kaimen", "dealer", NULL };
static const char * const seat_wind_mode_labels[] = {
  N_("From the dice (開門)"),
  N_("The dealer is East"),
  NULL
};

static const char * const flower_mappings[] = { "printed_number", "atawmj", NULL };
static const char * const flower_mapping_labels[] = {
  N_("By the printed number"),
  N_("Bamboo for West, chrysanthemum for North"),
  NULL
};

#define TAI_OPTION(key, value, label, explanation) \
  { key, MJ_OPTION_INT, value, 0, 100, NULL, NULL, label, explanation }

static const MjOptionSpec options[] = {
  [OPT_BASE] = { "base", MJ_OPTION_INT, 100, 0, 100000, NULL, NULL,
    N_("Base"), N_("What every payment leg pays before the 台 (底)") },
  [OPT_PER_TAI] = { "per_tai", MJ_OPTION_INT, 20, 0, 100000, NULL, NULL,
    N_("Stake per tai"), N_("What each 台 adds to a payment leg") },
  [OPT_DEALER_BONUS] = { "dealer_bonus", MJ_OPTION_CHOICE, DEALER_BONUS_ONE_PLUS_TWO_N, 0, 2,
    dealer_bonuses, dealer_bonus_labels,
    N_("Dealer's tai"),
    N_("台 added to a leg the dealer wins or pays: 莊家 1 and 連N拉N 2N after N repeats, or N, or none") },
  [OPT_DRAW_KEEPS_DEALER] = { "draw_keeps_dealer", MJ_OPTION_BOOL, TRUE, 0, 1, NULL, NULL,
    N_("A draw keeps the dealer"), N_("After an exhaustive draw the dealer deals again (連莊)") },
  [OPT_SEAT_WIND_MODE] = { "seat_wind_mode", MJ_OPTION_CHOICE, SEAT_WIND_KAIMEN, 0, 1,
    seat_wind_modes, seat_wind_mode_labels,
    N_("Seat winds"), N_("East is the player whose wall the dice open, or always the dealer (開門)") },
  [OPT_FLOWER_MAPPING] = { "flower_mapping", MJ_OPTION_CHOICE, FLOWERS_PRINTED_NUMBER, 0, 1,
    flower_mappings, flower_mapping_labels,
    N_("Seat flowers"),
    N_("Which flowers belong to which seat wind: by number (菊 West, 竹 North), or as the association rules (竹 West, 菊 North)") },
  [OPT_WALL_RESERVE] = { "wall_reserve", MJ_OPTION_INT, 16, 0, 40, NULL, NULL,
    N_("Tiles never drawn"), N_("The wall ends when this many tiles remain, replacements included") },
  [OPT_MULTI_WIN] = { "multi_win", MJ_OPTION_BOOL, FALSE, 0, 1, NULL, NULL,
    N_("Several winners"),
    N_("Everyone who can win on a discard wins; off: only the nearest player in turn (一炮多響, 截胡)") },
  [OPT_PASS_WIN_LOCK] = { "pass_win_lock", MJ_OPTION_BOOL, TRUE, 0, 1, NULL, NULL,
    N_("Pass lock"),
    N_("After passing a win, no win on a discard until your next draw (過水)") },
  [OPT_TAI_TIANHU] = TAI_OPTION ("tai_tianhu", 24,
    N_("Heavenly hand"), N_("台 of the dealer's dealt hand that wins at once (天胡)")),
  [OPT_TAI_DIHU] = TAI_OPTION ("tai_dihu", 16,
    N_("Earthly hand"), N_("台 of a non-dealer's self-draw on his first draw, before any claim (地胡)")),
  [OPT_TAI_RENHU] = TAI_OPTION ("tai_renhu", 8,
    N_("Human hand"), N_("台 of a non-dealer's win on a discard before his first draw (人胡)")),
  [OPT_TAI_TIANTING] = TAI_OPTION ("tai_tianting", 8,
    N_("Heavenly ready"), N_("台 of a win after declaring ready on the dealt tiles (天聽)")),
  [OPT_TAI_DITING] = TAI_OPTION ("tai_diting", 4,
    N_("Earthly ready"), N_("台 of a win after declaring ready with the first discard (地聽)")),
  [OPT_TAI_BAXIAN] = TAI_OPTION ("tai_baxian", 8,
    N_("Eight flowers"), N_("台 of holding all eight flowers, which wins at once (八仙過海)")),
  [OPT_TAI_QIQIANGYI] = TAI_OPTION ("tai_qiqiangyi", 8,
    N_("Seven rob one"), N_("台 of taking the eighth flower another player drew, with seven held (七搶一)")),
  [OPT_KONG_TAI] = { "kong_tai", MJ_OPTION_INT, 0, 0, 4, NULL, NULL,
    N_("Tai per kong"), N_("台 of each exposed kong, twice as many for a concealed kong; 0: kongs score nothing") },
  [OPT_XIAOSIXI_KEEPS_WIND_TAI] = { "xiaosixi_keeps_wind_tai", MJ_OPTION_BOOL, TRUE, 0, 1, NULL, NULL,
    N_("Little four winds keeps wind tai"),
    N_("With 小四喜, the round and seat wind pungs still score their 台") },
  [OPT_READY_DECLARATION] = { "ready_declaration", MJ_OPTION_BOOL, TRUE, 0, 1, NULL, NULL,
    N_("Ready declaration"),
    N_("A player may declare ready, which locks the hand; 天聽 and 地聽 score (報聽)") },
};

static const MjPatternName patterns[] = {
  /* TRANSLATORS: each pattern's English name, then its regional term, the
   * name the region's players use: keep the term, in your script */
  { "zhuangjia", N_("Dealer"), NC_("regional term", "莊家") },
  { "lianzhuang", N_("Dealer streak"), NC_("regional term", "連莊拉莊") },
  { "menqing", N_("Concealed hand"), NC_("regional term", "門清") },
  { "zimo", N_("Self-draw"), NC_("regional term", "自摸") },
  { "buqiuren", N_("Concealed self-draw"), NC_("regional term", "不求人") },
  { "duting", N_("Single wait"), NC_("regional term", "獨聽") },
  { "quanfeng", N_("Round wind"), NC_("regional term", "圈風") },
  { "menfeng", N_("Seat wind"), NC_("regional term", "門風") },
  { "sanyuanpai", N_("Dragon pung"), NC_("regional term", "三元牌") },
  { "huapai", N_("Seat flower"), NC_("regional term", "正花") },
  { "huagang", N_("Flower set"), NC_("regional term", "花槓") },
  { "gangshangkaihua", N_("Win on a replacement tile"), NC_("regional term", "槓上開花") },
  { "qianggang", N_("Robbing a kong"), NC_("regional term", "搶槓") },
  { "haidilaoyue", N_("Last-tile self-draw"), NC_("regional term", "海底撈月") },
  { "hedilaoyu", N_("Last-discard win"), NC_("regional term", "河底撈魚") },
  { "pinghu", N_("All chows"), NC_("regional term", "平胡") },
  { "quanqiuren", N_("All melded"), NC_("regional term", "全求人") },
  { "sananke", N_("Three concealed pungs"), NC_("regional term", "三暗刻") },
  { "sianke", N_("Four concealed pungs"), NC_("regional term", "四暗刻") },
  { "wuanke", N_("Five concealed pungs"), NC_("regional term", "五暗刻") },
  { "pengpenghu", N_("All pungs"), NC_("regional term", "碰碰胡") },
  { "hunyise", N_("Half flush"), NC_("regional term", "混一色") },
  { "qingyise", N_("Full flush"), NC_("regional term", "清一色") },
  { "ziyise", N_("All honours"), NC_("regional term", "字一色") },
  { "xiaosanyuan", N_("Little three dragons"), NC_("regional term", "小三元") },
  { "dasanyuan", N_("Big three dragons"), NC_("regional term", "大三元") },
  { "xiaosixi", N_("Little four winds"), NC_("regional term", "小四喜") },
  { "dasixi", N_("Big four winds"), NC_("regional term", "大四喜") },
  { "tianhu", N_("Heavenly hand"), NC_("regional term", "天胡") },
  { "dihu", N_("Earthly hand"), NC_("regional term", "地胡") },
  { "renhu", N_("Human hand"), NC_("regional term", "人胡") },
  { "tianting", N_("Heavenly ready"), NC_("regional term", "天聽") },
  { "diting", N_("Earthly ready"), NC_("regional term", "地聽") },
  { "baxianguohai", N_("Eight immortals cross the sea"), NC_("regional term", "八仙過海") },
  { "qiqiangyi", N_("Seven robs one"), NC_("regional term", "七搶一") },
  { "minggang", N_("Exposed kong"), NC_("regional term", "明槓") },
  { "angang", N_("Concealed kong"), NC_("regional term", "暗槓") },
};

#define OPT(o, i) ((o)->values[(i)])

/* Why a payment was made (MjPaymentReason.code): a win's leg, with value:
 * the hand's 台, base: 底, factor: the stake of a 台, extra: the dealer's
 * 台 on this leg, count: his repeats (連N).  Told by
 * taiwan16_payment_reason. */
enum {
  WHY_LEG = 1,
};

static MjFeatures
taiwan16_features (const MjRules   *rules,
                   const MjOptions *o)
{
  MjFeatures f = MJ_FEATURE_CHOW | MJ_FEATURE_FLOWERS | MJ_FEATURE_FLOWER_WIN;

  if (OPT (o, OPT_MULTI_WIN))
    f |= MJ_FEATURE_MULTI_WIN;
  if (OPT (o, OPT_PASS_WIN_LOCK))
    f |= MJ_FEATURE_PASS_LOCK;
  if (OPT (o, OPT_READY_DECLARATION))
    f |= MJ_FEATURE_READY_OPTIONAL;
  return f;
}

/* ---- scoring ------------------------------------------------------------ */

#define WIND_TILE(w) ((MjTile) (MJ_FIRST_HONOR + (w)))
#define FIRST_DRAGON ((MjTile) (MJ_FIRST_HONOR + 4))

static guint
count_bits (guint64 mask)
{
  guint n = 0;

  for (; mask; mask &= mask - 1)
    n++;
  return n;
}

/* The 正花 of a seat wind (0–3), bit i = (i+1)f: the printed number gives
 * E 1f 5f, S 2f 6f, W 3f 7f, N 4f 8f; atawmj gives 竹 (8f) to West and
 * 菊 (7f) to North. */
static guint8
seat_flowers (guint wind,
              int   mapping)
{
  guint second = wind + 4;

  if (mapping == FLOWERS_ATAWMJ && wind >= 2)
    second = wind == 2 ? 7 : 6;
  return (guint8) ((1u << wind) | (1u << second));
}

static gboolean
is_dragon (MjTile t)
{
  return t >= FIRST_DRAGON && t < MJ_FIRST_FLOWER;
}

static gboolean
is_wind (MjTile t)
{
  return t >= MJ_FIRST_HONOR && t < FIRST_DRAGON;
}

static gboolean
is_open (const MjMeld *m)
{
  return m->type != MJ_MELD_KONG_CONCEALED;
}

/* The items that depend on how the concealed tiles are read: 碰碰胡 (not
 * with 字一色), the concealed pungs and 平胡. */
static void
reading_tai (const MjWinContext *ctx,
             const MjHand       *full,
             const MjReading    *r,
             gboolean            single_wait,
             gboolean            all_honors,
             MjScore            *out)
{
  guint n_chows = 0, n_sets = r->n_sets + full->n_melds, concealed_pungs = 0;
  gboolean win_in_chow = FALSE;

  mj_score_init (out);

  for (guint i = 0; i < r->n_sets; i++)
    if (r->sets[i].type == MJ_MELD_CHOW)
      {
        n_chows++;
        if (ctx->win_tile >= r->sets[i].tile && ctx->win_tile <= r->sets[i].tile + 2)
          win_in_chow = TRUE;
      }
  for (guint i = 0; i < full->n_melds; i++)
    n_chows += full->melds[i].type == MJ_MELD_CHOW;

  /* A pung of this reading is concealed unless the claimed winning tile
   * completed it, which it did when no chow of the reading can take it. */
  for (guint i = 0; i < r->n_sets; i++)
    if (r->sets[i].type == MJ_MELD_PUNG &&
        (ctx->self_drawn || r->sets[i].tile != ctx->win_tile || win_in_chow))
      concealed_pungs++;
  for (guint i = 0; i < full->n_melds; i++)
    concealed_pungs += full->melds[i].type == MJ_MELD_KONG_CONCEALED;

  if (n_chows == 0 && !all_honors)
    mj_score_add_optional (out, "pengpenghu", 4);
  if (concealed_pungs >= 5)
    mj_score_add_optional (out, "wuanke", 8);
  else if (concealed_pungs == 4)
    mj_score_add_optional (out, "sianke", 5);
  else if (concealed_pungs == 3)
    mj_score_add_optional (out, "sananke", 2);
  if (n_chows == n_sets && mj_tile_is_suited (r->pair) && ctx->flowers == 0 &&
      !ctx->self_drawn && !single_wait)
    mj_score_add_optional (out, "pinghu", 2);
}

/* The dealer's 台 on a leg he is part of, and the legs: one from the
 * discarder (the konger, the eighth flower's drawer) or three on a
 * self-draw.  Adds 莊家 and 連莊拉莊 to the patterns when a leg carries
 * them; `value` stays the hand's 台. */
static void
settle_legs (const MjOptions    *o,
             const MjWinContext *ctx,
             int                 hand_tai,
             MjScore            *out)
{
  int streak = ctx->dealer_streak > 0 ? (int) ctx->dealer_streak - 1 : 0;
  int streak_tai = 0, bonus = 0;
  gboolean dealer_leg = FALSE;
  MjPaymentReason why = { WHY_LEG, MJ_SEAT_NONE, MJ_TILE_NONE, 0, 0, 0, 0, 0 };

  switch (OPT (o, OPT_DEALER_BONUS))
    {
    case DEALER_BONUS_ONE_PLUS_TWO_N:
      streak_tai = 2 * streak;
      bonus = 1 + streak_tai;
      break;
    case DEALER_BONUS_ONE_PLUS_N:
      streak_tai = streak;
      bonus = 1 + streak_tai;
      break;
    default:
      break;
    }

  out->value = hand_tai;
  why.value = hand_tai;
  why.base = OPT (o, OPT_BASE);
  why.factor = OPT (o, OPT_PER_TAI);
  why.count = (guint8) MIN (streak, 255);
  for (guint s = 0; s < MJ_N_SEATS; s++)
    {
      gboolean pays = ctx->self_drawn ? s != ctx->seat : s == ctx->from;
      int tai = hand_tai;

      if (!pays)
        continue;
      why.extra = 0;
      if (s == ctx->dealer || ctx->seat == ctx->dealer)
        {
          tai += bonus;
          why.extra = bonus;
          dealer_leg = TRUE;
        }
      mj_score_pay_why (out, s, ctx->seat, OPT (o, OPT_BASE) + OPT (o, OPT_PER_TAI) * tai, &why);
    }
  if (dealer_leg && bonus > 0)
    {
      mj_score_add (out, "zhuangjia", 1);
      mj_score_add_optional (out, "lianzhuang", streak_tai);
    }
}

static void taiwan16_score_flower_win (const MjOptions    *o,
                                       const MjWinContext *ctx,
                                       MjScore            *out);

static void
taiwan16_score (const MjRules      *rules,
                const MjOptions    *o,
                const MjWinContext *ctx,
                MjScore            *out)
{
  MjHand full = ctx->hand;
  MjReading readings[MJ_MAX_READINGS];
  guint n_readings, n_open = 0, suits = 0, dragon_pungs = 0, wind_pungs = 0;
  guint n_exposed_kongs = 0, n_concealed_kongs = 0;
  gboolean concealed, single_wait, quanqiuren, all_honors;
  gboolean tianhu = FALSE, dihu = FALSE, renhu = FALSE, tianting = FALSE, diting = FALSE;
  gboolean seat_pung = FALSE, round_pung = FALSE, dragon_pair = FALSE, wind_pair = FALSE;
  gboolean keep_winds;
  MjScore best;
  MjTile pair = MJ_TILE_NONE;
  guint8 own, grouped = 0;

  /* no winning tile: a win on the flowers alone (the context check lets
   * no other win come without one) */
  if (ctx->win_tile == MJ_TILE_NONE)
    {
      taiwan16_score_flower_win (o, ctx, out);
      return;
    }

  mj_score_init (out);
  mj_score_init (&best);

  mj_hand_add (&full, ctx->win_tile);
  n_readings = mj_hand_readings (&full, rules->shapes, readings, G_N_ELEMENTS (readings));
  if (n_readings == 0)
    {
      mj_score_refuse (out, MJ_REFUSAL_NOT_COMPLETE);
      return;
    }

  for (guint i = 0; i < full.n_melds; i++)
    {
      const MjMeld *m = &full.melds[i];
      n_open += is_open (m);
      if (m->type == MJ_MELD_KONG_CONCEALED)
        n_concealed_kongs++;
      else if (mj_meld_is_kong (m))
        n_exposed_kongs++;
    }
  concealed = n_open == 0;
  /* 獨聽 is structural: the waits of the hand before the winning tile */
  single_wait = count_bits (mj_hand_waits (&ctx->hand, rules->shapes)) == 1;
  quanqiuren = n_open == 5 && ctx->hand.n_tiles == 1 && !ctx->self_drawn;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (full.counts[t])
      suits |= 1u << mj_tile_suit (t);
  for (guint i = 0; i < full.n_melds; i++)
    suits |= 1u << mj_tile_suit (full.melds[i].tile);
  all_honors = suits == 1u << MJ_SUIT_Z;

  if (ctx->first_turn)
    {
      /* a dealer's win on a discard in the first go-round is no special hand */
      tianhu = ctx->self_drawn && ctx->seat == ctx->dealer;
      dihu = ctx->self_drawn && ctx->seat != ctx->dealer;
      renhu = !ctx->self_drawn && ctx->seat != ctx->dealer;
    }
  if (OPT (o, OPT_READY_DECLARATION))
    {
      tianting = ctx->ready == MJ_READY_TIANTING;
      diting = ctx->ready == MJ_READY_DITING;
    }

  /* the most 台 over the readings; on a tie the first reading found */
  for (guint i = 0; i < n_readings; i++)
    {
      MjScore r;
      reading_tai (ctx, &full, &readings[i], single_wait, all_honors, &r);
      if (i == 0 || mj_score_patterns_total (&r) > mj_score_patterns_total (&best))
        {
          best = r;
          pair = readings[i].pair;
        }
    }
  *out = best;

  /* honours form only pungs and the pair, so every reading agrees on them */
  for (MjTile t = MJ_FIRST_HONOR; t < MJ_FIRST_FLOWER; t++)
    {
      guint n = mj_hand_count_all (&full, t);
      if (n < 3)
        continue;
      dragon_pungs += is_dragon (t);
      wind_pungs += is_wind (t);
      seat_pung |= t == WIND_TILE (ctx->seat_wind);
      round_pung |= t == WIND_TILE (ctx->round_wind);
    }
  dragon_pair = is_dragon (pair);
  wind_pair = is_wind (pair);

  /* 天胡 and 地胡 replace 門清, 自摸, 不求人, 獨聽 and 槓上開花; 人胡
   * replaces 門清 and 獨聽; 天聽 and 地聽 replace 門清 and 不求人 */
  if (ctx->self_drawn)
    {
      if (concealed && !(tianhu || dihu || tianting || diting))
        mj_score_add_optional (out, "buqiuren", 3);
      else if (!(tianhu || dihu))
        mj_score_add_optional (out, "zimo", 1);
    }
  else if (concealed && !(renhu || tianting || diting))
    mj_score_add_optional (out, "menqing", 1);

  if (quanqiuren)
    mj_score_add_optional (out, "quanqiuren", 2);
  else if (single_wait && !(tianhu || dihu || renhu))
    mj_score_add_optional (out, "duting", 1);

  if (wind_pungs == 4)
    mj_score_add_optional (out, "dasixi", 16);
  else
    {
      keep_winds = TRUE;
      if (wind_pungs == 3 && wind_pair)
        {
          mj_score_add_optional (out, "xiaosixi", 8);
          keep_winds = OPT (o, OPT_XIAOSIXI_KEEPS_WIND_TAI);
        }
      if (keep_winds && round_pung)
        mj_score_add_optional (out, "quanfeng", 1);
      if (keep_winds && seat_pung)
        mj_score_add_optional (out, "menfeng", 1);
    }

  if (dragon_pungs == 3)
    mj_score_add_optional (out, "dasanyuan", 8);
  else if (dragon_pungs == 2 && dragon_pair)
    mj_score_add_optional (out, "xiaosanyuan", 4);
  else
    mj_score_add_optional (out, "sanyuanpai", (int) dragon_pungs);

  /* 花槓 takes its group's 正花 with it */
  if ((ctx->flowers & 0x0f) == 0x0f)
    grouped |= 0x0f;
  if ((ctx->flowers & 0xf0) == 0xf0)
    grouped |= 0xf0;
  own = ctx->flowers & seat_flowers (ctx->seat_wind, OPT (o, OPT_FLOWER_MAPPING)) & (guint8) ~grouped;
  mj_score_add_optional (out, "huapai", (int) count_bits (own));
  mj_score_add_optional (out, "huagang", 2 * (int) count_bits (grouped) / 4);

  if (ctx->self_drawn && ctx->last_tile)
    mj_score_add_optional (out, "haidilaoyue", 1);
  else if (ctx->self_drawn && ctx->after_kong && !(tianhu || dihu))
    mj_score_add_optional (out, "gangshangkaihua", 1);
  if (!ctx->self_drawn && ctx->last_tile)
    mj_score_add_optional (out, "hedilaoyu", 1);
  if (!ctx->self_drawn && ctx->robbing_kong)
    mj_score_add_optional (out, "qianggang", 1);

  if (all_honors)
    mj_score_add_optional (out, "ziyise", 16);
  else if (suits == 1u << MJ_SUIT_M || suits == 1u << MJ_SUIT_P || suits == 1u << MJ_SUIT_S)
    mj_score_add_optional (out, "qingyise", 8);
  else if (count_bits (suits & 7u) == 1 && (suits & (1u << MJ_SUIT_Z)))
    mj_score_add_optional (out, "hunyise", 4);

  if (tianhu)
    mj_score_add_optional (out, "tianhu", OPT (o, OPT_TAI_TIANHU));
  if (dihu)
    mj_score_add_optional (out, "dihu", OPT (o, OPT_TAI_DIHU));
  if (renhu)
    mj_score_add_optional (out, "renhu", OPT (o, OPT_TAI_RENHU));
  if (tianting)
    mj_score_add_optional (out, "tianting", OPT (o, OPT_TAI_TIANTING));
  if (diting)
    mj_score_add_optional (out, "diting", OPT (o, OPT_TAI_DITING));

  mj_score_add_optional (out, "minggang", (int) n_exposed_kongs * OPT (o, OPT_KONG_TAI));
  mj_score_add_optional (out, "angang", (int) n_concealed_kongs * 2 * OPT (o, OPT_KONG_TAI));

  settle_legs (o, ctx, mj_score_patterns_total (out), out);
}

/* ---- wins without a hand shape, and the flow's pure helpers ------------ */

/* 八仙過海 and 七搶一 (§8): won on flowers alone, with no winning tile;
 * the game values them here when a flower is revealed, `sparrow-cli
 * score` without --win and the hand calculator through taiwan16_score.
 * Only their 台 count, with the dealer's 台 on the legs as usual.  `ctx` gives the
 * winner, the dealer and the streak; self_drawn means 八仙過海 (all three
 * pay), otherwise 七搶一 and `from` is the player who drew the eighth
 * flower and pays alone. */
static void
taiwan16_score_flower_win (const MjOptions    *o,
                           const MjWinContext *ctx,
                           MjScore            *out)
{
  const char *id = ctx->self_drawn ? "baxianguohai" : "qiqiangyi";
  int tai = OPT (o, ctx->self_drawn ? OPT_TAI_BAXIAN : OPT_TAI_QIQIANGYI);

  mj_score_init (out);
  mj_score_add (out, id, tai);
  settle_legs (o, ctx, tai, out);
}

/* The 門風 (0–3 = E S W N) of a table seat in a hand whose dealer threw
 * `dice_total` on three dice (§3.3): the player the count reaches opens
 * the wall and is East; the others follow in turn order.  With
 * seat_wind_mode = dealer the dealer is East whatever the dice. */
static guint
taiwan16_seat_wind (const MjOptions *o,
                    guint            dice_total,
                    guint            dealer,
                    guint            seat)
{
  guint opener = 0;

  g_return_val_if_fail (dice_total >= 3 && dice_total <= 18, 0);

  if (OPT (o, OPT_SEAT_WIND_MODE) == SEAT_WIND_KAIMEN)
    opener = (dice_total - 1) % MJ_N_SEATS;
  return (mj_seat_distance (dealer, seat) + MJ_N_SEATS - opener) % MJ_N_SEATS;
}

/* The dealer of the next hand and his streak (the dealer_streak of a win
 * context, 1 = first hand): the dealer deals again after his own win, and
 * after an exhaustive draw when the option says so; otherwise his 下家
 * deals a first hand. */
static guint
taiwan16_next_dealer (const MjOptions *o,
                      guint            dealer,
                      guint           *dealer_streak,
                      gboolean         exhausted,
                      gboolean         dealer_won)
{
  if (dealer_won || (exhausted && OPT (o, OPT_DRAW_KEEPS_DEALER)))
    {
      (*dealer_streak)++;
      return dealer;
    }
  *dealer_streak = 1;
  return mj_seat_next (dealer);
}


/* ---- the flow of a hand ------------------------------------------------- */

static guint
dice_total (const MjState *s)
{
  guint total = 0;

  for (guint i = 0; i < s->n_dice; i++)
    total += s->dice[i];
  return total;
}

/* The first dealer by the dice: count round from seat E as one. */
static guint
taiwan16_first_dealer (const MjState *s)
{
  return (dice_total (s) - 1) % MJ_N_SEATS;
}

/* 開門 (§3.3) can make any seat East, whoever deals; with seat_wind_mode =
 * dealer the dealer is East. */
static guint
taiwan16_seat_wind_choices (const MjOptions *o,
                            guint            dealer,
                            guint            seat)
{
  if (OPT (o, OPT_SEAT_WIND_MODE) == SEAT_WIND_KAIMEN)
    return 0xf;
  return 1u << mj_seat_distance (dealer, seat);
}

/* 門風 by 開門 (§3.3), recomputed every hand from the dealer's throw. */
static void
taiwan16_seat_winds (MjState *s)
{
  guint total = dice_total (s);

  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    s->seat_wind[seat] = (guint8) taiwan16_seat_wind (&s->options, total, s->dealer, seat);
}

/* 留牌 16: draws of every kind, and kongs (whose replacement must exist),
 * need more than the reserve in the wall (§10). */
static guint
taiwan16_reserve (const MjState *s,
                  gboolean       for_kong)
{
  return (guint) OPT (&s->options, OPT_WALL_RESERVE);
}

/* 河底 (§6): the discard after the last drawable tile is won or nothing. */
static MjRefusal
taiwan16_check_claim (const MjState *s,
                      guint          seat,
                      guint          type,
                      MjTile         tile)
{
  return s->last_drawn ? MJ_REFUSAL_LAST_DISCARD : MJ_REFUSAL_NONE;
}

/* 八仙過海 and 七搶一 (§8), each time a flower is laid aside, the deal's
 * replacements included: all eight flowers win at once as a self-draw;
 * the eighth drawn by another moves to the holder of seven, who wins on
 * it, paid by the drawer alone. */
static void
taiwan16_flower_revealed (MjState *s,
                          guint    seat,
                          MjTile   flower)
{
  guint8 bit = (guint8) (1u << (flower - MJ_FIRST_FLOWER));
  guint winner = MJ_SEAT_NONE, from = MJ_SEAT_NONE;
  MjWinContext ctx;
  MjScore score;

  if (s->players[seat].flowers == 0xff)
    winner = seat;
  else
    for (guint k = 0; k < MJ_N_SEATS; k++)
      if (k != seat && (s->players[k].flowers | bit) == 0xff)
        {
          s->players[seat].flowers &= (guint8) ~bit;
          s->players[k].flowers |= bit;
          mj_state_push_event (s, MJ_EVENT_FLOWER_REVEALED, k, flower, 0, 0);
          winner = k;
          from = seat;
        }
  if (winner == MJ_SEAT_NONE)
    return;
  mj_state_win_context (s, winner, MJ_TILE_NONE, from == MJ_SEAT_NONE, from, FALSE, &ctx);
  taiwan16_score_flower_win (&s->options, &ctx, &score);
  mj_state_special_win (s, winner, from, &score);
}

/* 連莊 (§2): the dealer stays after his win (one of several, too) and,
 * by the option, after a draw; the engine counts the streak. */
static void
taiwan16_end_hand (MjState  *s,
                   gboolean  exhausted)
{
  gboolean dealer_won = FALSE;
  guint streak = s->dealer_streak;

  for (guint i = 0; i < s->n_wins; i++)
    dealer_won |= s->wins[i].ctx.seat == s->dealer;
  s->next_dealer = (guint8) taiwan16_next_dealer (&s->options, s->dealer, &streak, s->n_wins == 0, dealer_won);
}

/* ---- what computer players should know --------------------------------- */

static gboolean
is_valuable_honor (const MjView *v,
                   MjTile        t)
{
  return is_dragon (t) || t == WIND_TILE (v->players[v->seat].seat_wind) || t == WIND_TILE (v->round_wind);
}

/* A pair of dragons, of the seat wind or of the round wind may become a
 * pung worth a 台. */
static int
taiwan16_bot_keep_bias (const MjView *v,
                        MjTile        tile)
{
  if (mj_tile_is_honor (tile) && is_valuable_honor (v, tile) && v->hand.counts[tile] >= 2)
    return 4;
  return 0;
}

/* A plain declaration only locks the hand; 地聽, with the first discard
 * and before any claim, is worth 4 台, and 天聽 (asked before the first
 * draw, `discard` MJ_TILE_NONE) 8: declare only those. */
static gboolean
taiwan16_bot_declare_ready (const MjView *v,
                            MjTile        discard)
{
  return v->players[v->seat].n_discards == 0 && !v->any_claim;
}

/* Any claim that helps, and a pung of a valuable honour always: 台 need
 * no concealed hand here. */
static gboolean
taiwan16_bot_claim (const MjView *v,
                    guint         type,
                    MjTile        tile,
                    gboolean      helps)
{
  if (type != MJ_ACTION_CHOW && mj_tile_is_honor (v->claim_tile) && is_valuable_honor (v, v->claim_tile))
    return TRUE;
  return helps;
}

/* ---- the settlement in words ------------------------------------------------ */

static char *
taiwan16_payment_reason (const MjNarrator *n,
                         const MjState    *s,
                         const MjPayment  *p)
{
  const MjPaymentReason *why = &p->why;
  g_autofree char *head = NULL;
  g_autofree char *sum = NULL;
  g_autofree char *stakes = NULL;
  g_autofree char *dealer = NULL;
  const char *clauses[3] = { NULL };
  guint nc = 0;

  if (why->code != WHY_LEG || mj_settlement_win_of (s, why->seat) == NULL)
    return NULL;
  head = mj_settlement_win_head (n, s, why->seat);
  clauses[nc++] = stakes = g_strdup_printf (_("the base %d (底) and %d a tai (台)"), why->base, why->factor);
  if (why->extra > 0 && why->count == 0)
    clauses[nc++] = dealer = g_strdup_printf (_("and %d tai for the dealer (莊家)"), why->extra);
  else if (why->extra > 0)
    clauses[nc++] = dealer = g_strdup_printf (_("and %d tai for the dealer and the dealer’s streak (莊家, 連莊拉莊)"),
                                              why->extra);
  if (why->extra > 0)
    sum = g_strdup_printf ("%d + (%d + %d) × %d = %d", why->base, why->value, why->extra, why->factor, p->amount);
  else
    sum = g_strdup_printf ("%d + %d × %d = %d", why->base, why->value, why->factor, p->amount);
  return mj_settlement_join (head, clauses, sum);
}

/* ---- what the rest of the house reads -------------------------------------- */

/* The refusals of its own rules, with their regional names (the ones
 * every rule set gives are the state machine's: mj_rules_refusals). */
static const MjRefusalTerm refusals[] = {
  { MJ_REFUSAL_PASS_LOCK, NC_("regional term", "過水") },
  { MJ_REFUSAL_READY_LOCKED, NC_("regional term", "報聽") },
  { MJ_REFUSAL_READY_NOT_TENPAI, NC_("regional term", "報聽") },
  { MJ_REFUSAL_CHOW_LEFT, NC_("regional term", "吃上家") },
  { MJ_REFUSAL_LAST_DISCARD, NC_("regional term", "河底") },
  { MJ_REFUSAL_PUNG_NO_KONG, NC_("regional term", "碰") },
  { MJ_REFUSAL_DRAWN_TILE_ONLY, NC_("regional term", "報聽") },
};

/* What pays, for the computer players: 清一色 8 台, 混一色 4, 碰碰胡 4, 門清 1,
 * 三元 and winds 1 each. */
static const MjBotStyle bot_style = {
  .flush = 6, .mixed_flush = 4, .pungs = 3, .concealed = 1, .honour_pung = 3, .hidden = 0.85,
  .ron = 2.5, .hazard = 0.25,
  .win = { { -0.178, 1.432, 1.152 }, { -5.831, 2.612, 0.701 }, { -9.082, 3.338, 0.352 },
           { -10.326, 3.550, 0.290 }, { -11.190, 3.593, 0.026 } },
  /* the discarder pays alone: fold a lost hand against a clear threat */
  .fold = MJ_BOT_FOLD_CLEAR, .lookahead = TRUE,
};

/* the rule book, mj-rulebook-taiwan16.c */
extern const MjRulebookData mj_rulebook_taiwan16;

const MjRules mj_rules_taiwan16 = {
  .id = "taiwan16",
  .name = N_("Taiwanese 16-tile"),
  .description = N_("144 tiles, five sets and a pair from sixteen tiles, flowers by seat wind, paid by 台 with the dealer's streak (台灣十六張)"),
  .short_name = N_("Taiwan"),
  .unit = "tai",
  .tileset = MJ_TILESET_144,
  .hand_size = 16,
  .shapes = MJ_SHAPE_STANDARD,
  .default_ready = MJ_READY_NONE,
  .n_dice = 3,                 /* three dice, for the 開門 count of 3–18 (§3.2) */
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .patterns = patterns,
  .n_patterns = G_N_ELEMENTS (patterns),
  .refusals = refusals,
  .n_refusals = G_N_ELEMENTS (refusals),
  .bot_style = &bot_style,
  .book = &mj_rulebook_taiwan16,
  .features = taiwan16_features,
  .score = taiwan16_score,
  .first_dealer = taiwan16_first_dealer,
  .seat_winds = taiwan16_seat_winds,
  .seat_wind_choices = taiwan16_seat_wind_choices,
  .reserve = taiwan16_reserve,
  .check_claim = taiwan16_check_claim,
  .flower_revealed = taiwan16_flower_revealed,
  .end_hand = taiwan16_end_hand,
  .bot_keep_bias = taiwan16_bot_keep_bias,
  .bot_declare_ready = taiwan16_bot_declare_ready,
  .bot_claim = taiwan16_bot_claim,
  .payment_reason = taiwan16_payment_reason,
};
