/* mj-rules-qionghai.c: Hainan Qionghai mahjong (琼海麻将), as specified in
 * the rules document qionghai.md: 144 tiles with flowers, chow from the
 * left, a discard win needs a fan, 包 after three claims, 跟庄 and
 * 首张被杠.  The fan table and the payments of one win, then the flow's
 * hooks (reserve, 跟庄, kong money, 包, the next dealer) and what the
 * computer players should know. */
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
  OPT_FAN_SHUNHU,
  OPT_FAN_MENQING,
  OPT_FAN_PENGPENGHU,
  OPT_FAN_QINGYISE,
  OPT_FAN_ERWUBAJIANG,
  OPT_FAN_QIANGGANG,
  OPT_FAN_JIANKE,
  OPT_FAN_HUAWEI,
  OPT_FAN_FENGWEI,
  OPT_FAN_SHISANYAO,
  OPT_FAN_QIDUI,
  OPT_FAN_GANGSHANGKAIHUA,
  OPT_FAN_LING,
  OPT_FAN_COMBINE,
  OPT_DISCARD_NEEDS_FAN,
  OPT_DISCARDER_SURCHARGE,
  OPT_SELFDRAW_FACTOR,
  OPT_BAO_THRESHOLD,
  OPT_BAO_THRESHOLD_SELFDRAW,
  OPT_GENZHUANG_PAY,
  OPT_FIRST_DISCARD_KONG_BAO,
  OPT_FLOWER_GROUP_FAN,
  OPT_FLOWER_REP_IS_GANGKAI,
  OPT_KONG_EXPOSED,
  OPT_KONG_CONCEALED,
  OPT_KONG_VOID_ON_DRAW,
  OPT_WALL_RESERVE,
  OPT_MULTI_WIN,
  OPT_SEAT_WIND_MODE,
  OPT_FLOWER_MAPPING,
  OPT_PASS_WIN_LOCK,
  OPT_DEALER_BONUS,
};

enum {
  COMBINE_SUM,
  COMBINE_DOUBLING,
};

enum {
  SEAT_WIND_DEALER_EAST,
  SEAT_WIND_FIXED_SEATS,
};

enum {
  FLOWERS_PRINTED_NUMBER,
  FLOWERS_MEILANZHUJU,
};

static const char * const fan_combines[] = { "sum", "doubling", NULL };
static const char * const fan_combine_labels[] = {
  N_("Fans add up"),
  N_("Each fan doubles"),
  NULL
};

static const char * const seat_wind_modes[] = { "dealer_east", "fixed_seats", NULL };
static const char * const seat_wind_mode_labels[] = {
  N_("The dealer is East"),
  N_("Fixed seats"),
  NULL
};

static const char * const flower_mappings[] = { "printed_number", "meilanzhuju", NULL };
static const char * const flower_mapping_labels[] = {
  N_("By the printed number"),
  N_("Plum, orchid, bamboo, chrysanthemum"),
  NULL
};

#define FAN_OPTION(key, value, label, explanation) \
  { key, MJ_OPTION_INT, value, 0, 20, NULL, NULL, label, explanation }

/* The seed's fan table (§9.2) is one key, fan_values, in the document; here
 * each fan is its own key so the preferences can show it as a number. */
static const MjOptionSpec options[] = {
  [OPT_BASE] = { "base", MJ_OPTION_INT, 10, 1, 10000, NULL, NULL,
    N_("Base"), N_("B, what each loser pays for a one-fan win on a discard (底分)") },
  [OPT_FAN_SHUNHU] = FAN_OPTION ("fan_shunhu", 1,
    N_("All chows"), N_("Fan of four chows with a pair that is no dragon, seat wind or round wind (顺胡)")),
  [OPT_FAN_MENQING] = FAN_OPTION ("fan_menqing", 1,
    N_("Concealed hand"), N_("Fan of a hand with no chow, pung or exposed kong claimed (门清)")),
  [OPT_FAN_PENGPENGHU] = FAN_OPTION ("fan_pengpenghu", 2,
    N_("All pungs"), N_("Fan of four pungs or kongs (碰碰胡)")),
  [OPT_FAN_QINGYISE] = FAN_OPTION ("fan_qingyise", 2,
    N_("Full flush"), N_("Fan of a hand of one suit without honours (清一色)")),
  [OPT_FAN_ERWUBAJIANG] = FAN_OPTION ("fan_erwubajiang", 1,
    N_("2-5-8 pair"), N_("Fan of a standard hand whose pair is a 2, 5 or 8 (258将)")),
  [OPT_FAN_QIANGGANG] = FAN_OPTION ("fan_qianggang", 1,
    N_("Robbing a kong"), N_("Fan of a win on the tile of an added kong (抢杠)")),
  [OPT_FAN_JIANKE] = FAN_OPTION ("fan_jianke", 1,
    N_("Dragon pung"), N_("Fan of each pung or kong of dragons (箭刻)")),
  [OPT_FAN_HUAWEI] = FAN_OPTION ("fan_huawei", 1,
    N_("Seat flower"), N_("Fan of each of your own seat's flowers (花位)")),
  [OPT_FAN_FENGWEI] = FAN_OPTION ("fan_fengwei", 1,
    N_("Seat wind"), N_("Fan of a pung or kong of your seat wind (风位)")),
  [OPT_FAN_SHISANYAO] = FAN_OPTION ("fan_shisanyao", 6,
    N_("Thirteen orphans"), N_("Fan of the thirteen orphans (十三幺)")),
  [OPT_FAN_QIDUI] = FAN_OPTION ("fan_qidui", 2,
    N_("Seven pairs"), N_("Fan of seven pairs (七对)")),
  [OPT_FAN_GANGSHANGKAIHUA] = FAN_OPTION ("fan_gangshangkaihua", 2,
    N_("Win on a replacement tile"), N_("Fan of a self-draw of the tile that replaced your kong or flower (杠上开花)")),
  [OPT_FAN_LING] = FAN_OPTION ("fan_ling", 1,
    N_("Round wind"), N_("Fan of a pung or kong of the round wind (令)")),
  [OPT_FAN_COMBINE] = { "fan_combine", MJ_OPTION_CHOICE, COMBINE_SUM, 0, 1,
    fan_combines, fan_combine_labels,
    N_("Combining fans"), N_("The multiplier M of the base: the sum of the fans, or 2 to the power of fans minus one") },
  [OPT_DISCARD_NEEDS_FAN] = { "discard_needs_fan", MJ_OPTION_BOOL, TRUE, 0, 1, NULL, NULL,
    N_("A discard win needs a fan"),
    N_("Only a self-draw may win with no fan (有番才能胡)") },
  [OPT_DISCARDER_SURCHARGE] = { "discarder_surcharge", MJ_OPTION_INT, 10, 0, 10000, NULL, NULL,
    N_("Discarder's surcharge"),
    N_("What the discarder of the winning tile pays on top of his share, whatever the fans (点炮)") },
  [OPT_SELFDRAW_FACTOR] = { "selfdraw_factor", MJ_OPTION_INT, 2, 1, 10, NULL, NULL,
    N_("Self-draw factor"), N_("On a self-draw each loser pays this many times B·M (自摸)") },
  [OPT_BAO_THRESHOLD] = { "bao_threshold", MJ_OPTION_INT, 3, 2, 4, NULL, NULL,
    N_("Liability after claims"),
    N_("A player whose discards the winner claimed this many times pays the whole hand alone (包)") },
  [OPT_BAO_THRESHOLD_SELFDRAW] = { "bao_threshold_selfdraw", MJ_OPTION_INT, 3, 2, 4, NULL, NULL,
    N_("Liability on a self-draw"),
    N_("The same count of claims when the winner draws the winning tile himself (包)") },
  [OPT_GENZHUANG_PAY] = { "genzhuang_pay", MJ_OPTION_INT, 10, 0, 10000, NULL, NULL,
    N_("Following the dealer"),
    N_("When all three follow the dealer's first discard, the dealer pays each this much at once (跟庄)") },
  [OPT_FIRST_DISCARD_KONG_BAO] = { "first_discard_kong_bao", MJ_OPTION_BOOL, TRUE, 0, 1, NULL, NULL,
    N_("Dealer pays a kong of his first discard"),
    N_("A kong made on the dealer's first discard is paid in full by the dealer alone (首张被杠)") },
  [OPT_FLOWER_GROUP_FAN] = { "flower_group_fan", MJ_OPTION_INT, 1, 0, 10, NULL, NULL,
    N_("Flower group"), N_("Fan of each complete group of four flowers the winner holds (花组)") },
  [OPT_FLOWER_REP_IS_GANGKAI] = { "flower_rep_is_gangkai", MJ_OPTION_BOOL, TRUE, 0, 1, NULL, NULL,
    N_("Flower replacement counts as a kong's"),
    N_("A self-draw of the tile that replaced a flower scores as a win on a replacement tile (花上开花)") },
  [OPT_KONG_EXPOSED] = { "kong_exposed", MJ_OPTION_INT, 10, 0, 10000, NULL, NULL,
    N_("Exposed kong"), N_("What each other player pays for a kong from a discard or an added kong (明杠)") },
  [OPT_KONG_CONCEALED] = { "kong_concealed", MJ_OPTION_INT, 20, 0, 10000, NULL, NULL,
    N_("Concealed kong"), N_("What each other player pays for a concealed kong (暗杠)") },
  [OPT_KONG_VOID_ON_DRAW] = { "kong_void_on_draw", MJ_OPTION_BOOL, TRUE, 0, 1, NULL, NULL,
    N_("No kong money on a draw"),
    N_("When the wall runs out with no winner, kongs are not paid (荒庄荒杠)") },
  [OPT_WALL_RESERVE] = { "wall_reserve", MJ_OPTION_INT, 15, 0, 40, NULL, NULL,
    N_("Tiles left at a draw"), N_("The hand is drawn when this many tiles remain in the wall (七墩半)") },
  [OPT_MULTI_WIN] = { "multi_win", MJ_OPTION_BOOL, FALSE, 0, 1, NULL, NULL,
    N_("Several winners"),
    N_("Everyone who can win on a discard wins; off: only the nearest player in turn (截胡)") },
  [OPT_SEAT_WIND_MODE] = { "seat_wind_mode", MJ_OPTION_CHOICE, SEAT_WIND_DEALER_EAST, 0, 1,
    seat_wind_modes, seat_wind_mode_labels,
    N_("Seat winds"), N_("The dealer is East each hand, or each table seat keeps its wind") },
  [OPT_FLOWER_MAPPING] = { "flower_mapping", MJ_OPTION_CHOICE, FLOWERS_PRINTED_NUMBER, 0, 1,
    flower_mappings, flower_mapping_labels,
    N_("Seat flowers"),
    N_("Which flowers belong to which seat: by number, or with bamboo for West and chrysanthemum for North") },
  [OPT_PASS_WIN_LOCK] = { "pass_win_lock", MJ_OPTION_BOOL, TRUE, 0, 1, NULL, NULL,
    N_("Pass lock"),
    N_("After passing a win, no win on a discard until your next draw (过胡)") },
  /* The seed has no dealer multiplier; some Hainan apps add one (jiangpa1:
   * 底分 × 连庄).  Here a flat D per hand the dealer has dealt in a row is
   * added to each hand-payment leg the dealer is part of. */
  [OPT_DEALER_BONUS] = { "dealer_bonus", MJ_OPTION_INT, 0, 0, 10000, NULL, NULL,
    N_("Dealer bonus"),
    N_("Added to each hand payment the dealer makes or receives, times the hands he has dealt in a row; 0: none (连庄)") },
};

static const MjPatternName patterns[] = {
  /* TRANSLATORS: each pattern's English name, then its regional term, the
   * name the region's players use: keep the term, in your script */
  { "shunhu", N_("All chows"), NC_("regional term", "顺胡") },
  { "menqing", N_("Concealed hand"), NC_("regional term", "门清") },
  { "pengpenghu", N_("All pungs"), NC_("regional term", "碰碰胡") },
  { "qingyise", N_("Full flush"), NC_("regional term", "清一色") },
  { "erwubajiang", N_("2-5-8 pair"), NC_("regional term", "258将") },
  { "qianggang", N_("Robbing a kong"), NC_("regional term", "抢杠") },
  { "jianke", N_("Dragon pung"), NC_("regional term", "箭刻") },
  { "huawei", N_("Seat flower"), NC_("regional term", "花位") },
  { "fengwei", N_("Seat wind"), NC_("regional term", "风位") },
  { "shisanyao", N_("Thirteen orphans"), NC_("regional term", "十三幺") },
  { "qidui", N_("Seven pairs"), NC_("regional term", "七对") },
  { "gangshangkaihua", N_("Win on a replacement tile"), NC_("regional term", "杠上开花") },
  { "ling", N_("Round wind"), NC_("regional term", "令") },
  { "huazu", N_("Flower group"), NC_("regional term", "花组") },
};

#define OPT(o, i) ((o)->values[(i)])

/* Why a payment was made (MjPaymentReason.code), with what its numbers
 * hold; told by qionghai_payment_reason. */
enum {
  WHY_WIN = 1,       /* value: fan, base: B, factor: the multiplier, count: the self-draw factor (0 on a
                      * discard), extra: the dealer bonus on this leg */
  WHY_BAO,           /* seat: the liable player, the rest as WHY_WIN (包) */
  WHY_KONG,          /* seat: the konger, tile, value: the meld type */
  WHY_FIRST_KONG,    /* seat: the dealer, tile, count: the legs he pays, base: each (首张被杠) */
  WHY_FOLLOW,        /* seat: the dealer, tile: his first discard (跟庄) */
};

static MjPaymentReason
reason (guint code,
        guint seat)
{
  MjPaymentReason why = { 0 };

  why.code = (guint8) code;
  why.seat = (guint8) seat;
  why.tile = MJ_TILE_NONE;
  return why;
}

static MjFeatures
qionghai_features (const MjRules   *rules,
                   const MjOptions *o)
{
  MjFeatures f = MJ_FEATURE_CHOW | MJ_FEATURE_FLOWERS | MJ_FEATURE_HIDE_CONCEALED_KONG;

  if (OPT (o, OPT_MULTI_WIN))
    f |= MJ_FEATURE_MULTI_WIN;
  if (OPT (o, OPT_PASS_WIN_LOCK))
    f |= MJ_FEATURE_PASS_LOCK;
  return f;
}

/* ---- scoring ------------------------------------------------------------ */

#define WIND_TILE(w) ((MjTile) (MJ_FIRST_HONOR + (w)))
#define FIRST_DRAGON ((MjTile) (MJ_FIRST_HONOR + 4))

/* The flowers of a seat wind (0–3), as a mask of bit i = (i+1)f.  The
 * printed number gives E 1f 5f, S 2f 6f, W 3f 7f, N 4f 8f; the other
 * mapping follows the phrase 梅兰竹菊 and gives bamboo (8f) to West and
 * chrysanthemum (7f) to North. */
static guint8
seat_flowers (guint wind,
              int   mapping)
{
  guint second = wind + 4;

  if (mapping == FLOWERS_MEILANZHUJU && wind >= 2)
    second = wind == 2 ? 7 : 6;
  return (guint8) ((1u << wind) | (1u << second));
}

static guint
flower_groups (guint8 flowers)
{
  return ((flowers & 0x0f) == 0x0f) + ((flowers & 0xf0) == 0xf0);
}

static guint
count_bits (guint8 mask)
{
  guint n = 0;

  for (; mask; mask &= (guint8) (mask - 1))
    n++;
  return n;
}

static gboolean
is_dragon (MjTile t)
{
  return t >= FIRST_DRAGON && t < MJ_FIRST_FLOWER;
}

/* One suit and no honour, in the concealed tiles, the melds and the winning
 * tile together (`full` already holds the winning tile). */
static gboolean
is_pure (const MjHand *full)
{
  guint mask = 0;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (full->counts[t])
      mask |= 1u << mj_tile_suit (t);
  for (guint i = 0; i < full->n_melds; i++)
    mask |= 1u << mj_tile_suit (full->melds[i].tile);
  return mask == 1 || mask == 2 || mask == 4;
}

/* The fans a reading gives by itself; the ones that come from how the hand
 * was won and from flowers are the same for every reading. */
static void
reading_fans (const MjOptions    *o,
              const MjWinContext *ctx,
              const MjHand       *full,
              const MjReading    *r,
              gboolean            pure,
              MjScore            *out)
{
  const MjMeld *sets[MJ_HAND_MAX_MELDS + MJ_READING_MAX_SETS];
  guint n = 0, dragons = 0;
  gboolean all_chows = TRUE, all_pungs = TRUE, concealed = TRUE;
  gboolean seat_pung = FALSE, round_pung = FALSE;
  MjTile seat_wind = WIND_TILE (ctx->seat_wind), round_wind = WIND_TILE (ctx->round_wind);

  mj_score_init (out);

  if (r->kind == MJ_READING_THIRTEEN_ORPHANS)
    {
      mj_score_add_optional (out, "shisanyao", OPT (o, OPT_FAN_SHISANYAO));
      return;
    }
  if (r->kind == MJ_READING_SEVEN_PAIRS)
    {
      mj_score_add_optional (out, "qidui", OPT (o, OPT_FAN_QIDUI));
      if (pure)
        mj_score_add_optional (out, "qingyise", OPT (o, OPT_FAN_QINGYISE));
      return;
    }

  for (guint i = 0; i < r->n_sets; i++)
    sets[n++] = &r->sets[i];
  for (guint i = 0; i < full->n_melds; i++)
    {
      sets[n++] = &full->melds[i];
      if (full->melds[i].type != MJ_MELD_KONG_CONCEALED)
        concealed = FALSE;
    }

  for (guint i = 0; i < n; i++)
    {
      if (sets[i]->type == MJ_MELD_CHOW)
        {
          all_pungs = FALSE;
          continue;
        }
      all_chows = FALSE;
      dragons += is_dragon (sets[i]->tile);
      seat_pung |= sets[i]->tile == seat_wind;
      round_pung |= sets[i]->tile == round_wind;
    }

  if (all_chows && !is_dragon (r->pair) && r->pair != seat_wind && r->pair != round_wind)
    mj_score_add_optional (out, "shunhu", OPT (o, OPT_FAN_SHUNHU));
  if (concealed)
    mj_score_add_optional (out, "menqing", OPT (o, OPT_FAN_MENQING));
  if (all_pungs)
    mj_score_add_optional (out, "pengpenghu", OPT (o, OPT_FAN_PENGPENGHU));
  if (pure)
    mj_score_add_optional (out, "qingyise", OPT (o, OPT_FAN_QINGYISE));
  if (mj_tile_is_suited (r->pair) && mj_tile_rank (r->pair) % 3 == 2)
    mj_score_add_optional (out, "erwubajiang", OPT (o, OPT_FAN_ERWUBAJIANG));
  mj_score_add_optional (out, "jianke", (int) dragons * OPT (o, OPT_FAN_JIANKE));
  if (seat_pung)
    mj_score_add_optional (out, "fengwei", OPT (o, OPT_FAN_FENGWEI));
  if (round_pung)
    mj_score_add_optional (out, "ling", OPT (o, OPT_FAN_LING));
}

/* Ties go to the special reading (十三幺, then 七对), as §9.2 says. */
static int
reading_rank (const MjReading *r)
{
  switch (r->kind)
    {
    case MJ_READING_THIRTEEN_ORPHANS:
      return 2;
    case MJ_READING_SEVEN_PAIRS:
      return 1;
    default:
      return 0;
    }
}

static void
qionghai_score (const MjRules      *rules,
                const MjOptions    *o,
                const MjWinContext *ctx,
                MjScore            *out)
{
  MjHand full = ctx->hand;
  MjReading readings[MJ_MAX_READINGS];
  guint n_readings, best = 0;
  MjScore best_fans;
  gboolean pure;
  int fan, value, multiplier, base, share[MJ_N_SEATS] = { 0 }, bonus[MJ_N_SEATS] = { 0 }, sum = 0;
  guint8 own_flowers;
  MjPaymentReason why;

  mj_score_init (out);
  mj_score_init (&best_fans);

  mj_hand_add (&full, ctx->win_tile);
  n_readings = mj_hand_readings (&full, rules->shapes, readings, G_N_ELEMENTS (readings));
  if (n_readings == 0)
    {
      mj_score_refuse (out, MJ_REFUSAL_NOT_COMPLETE);
      return;
    }

  pure = is_pure (&full);
  for (guint i = 0; i < n_readings; i++)
    {
      MjScore fans;
      int f, best_f;

      reading_fans (o, ctx, &full, &readings[i], pure, &fans);
      f = mj_score_patterns_total (&fans);
      best_f = mj_score_patterns_total (&best_fans);
      if (i == 0 || f > best_f ||
          (f == best_f && reading_rank (&readings[i]) > reading_rank (&readings[best])))
        {
          best = i;
          best_fans = fans;
        }
    }
  *out = best_fans;

  if (ctx->robbing_kong && !ctx->self_drawn)
    mj_score_add_optional (out, "qianggang", OPT (o, OPT_FAN_QIANGGANG));
  if (ctx->self_drawn && ctx->after_kong &&
      (!ctx->after_flower || OPT (o, OPT_FLOWER_REP_IS_GANGKAI)))
    mj_score_add_optional (out, "gangshangkaihua", OPT (o, OPT_FAN_GANGSHANGKAIHUA));
  own_flowers = ctx->flowers & seat_flowers (ctx->seat_wind, OPT (o, OPT_FLOWER_MAPPING));
  mj_score_add_optional (out, "huawei", (int) count_bits (own_flowers) * OPT (o, OPT_FAN_HUAWEI));
  mj_score_add_optional (out, "huazu", (int) flower_groups (ctx->flowers) * OPT (o, OPT_FLOWER_GROUP_FAN));

  fan = mj_score_patterns_total (out);
  if (fan == 0 && !ctx->self_drawn && OPT (o, OPT_DISCARD_NEEDS_FAN))
    {
      mj_score_refuse (out, MJ_REFUSAL_NO_FAN);
      return;
    }

  /* a self-draw with no fan is a 平胡 worth one */
  value = MAX (fan, 1);
  out->value = value;
  if (OPT (o, OPT_FAN_COMBINE) == COMBINE_DOUBLING)
    multiplier = 1 << MIN (value - 1, 20);
  else
    multiplier = value;

  base = OPT (o, OPT_BASE);
  for (guint s = 0; s < MJ_N_SEATS; s++)
    if (s != ctx->seat)
      share[s] = ctx->self_drawn ? OPT (o, OPT_SELFDRAW_FACTOR) * base * multiplier : base * multiplier;
  if (!ctx->self_drawn && ctx->from < MJ_N_SEATS)
    share[ctx->from] += OPT (o, OPT_DISCARDER_SURCHARGE);
  /* the dealer bonus rides on the dealer's own legs only, so it follows
   * them under 包 as well */
  for (guint s = 0; s < MJ_N_SEATS; s++)
    if (s != ctx->seat && (s == ctx->dealer || ctx->seat == ctx->dealer))
      {
        bonus[s] = OPT (o, OPT_DEALER_BONUS) * (int) MAX (ctx->dealer_streak, 1u);
        share[s] += bonus[s];
      }

  why = reason (WHY_WIN, MJ_SEAT_NONE);
  why.value = fan;
  why.base = base;
  why.factor = multiplier;
  why.count = (guint8) (ctx->self_drawn ? OPT (o, OPT_SELFDRAW_FACTOR) : 0);
  if (ctx->bao < MJ_N_SEATS && ctx->bao != ctx->seat)
    {
      /* 包: the liable player pays every share, the surcharge included */
      for (guint s = 0; s < MJ_N_SEATS; s++)
        sum += share[s];
      why.code = WHY_BAO;
      why.seat = ctx->bao;
      mj_score_pay_why (out, ctx->bao, ctx->seat, sum, &why);
    }
  else
    for (guint s = 0; s < MJ_N_SEATS; s++)
      if (s != ctx->seat)
        {
          why.extra = bonus[s];
          mj_score_pay_why (out, s, ctx->seat, share[s], &why);
        }
}

/* ---- settlements of the flow -------------------------------------------- */

/* These need no game state, only what the state records: the game's hooks
 * call them when a hand is won (包), when N's first discard completes a
 * chain (跟庄), and when kong money is settled at the end of a hand. */

/* 包 (§7.1): the claims on one player's discards that make him liable, on a
 * discard win and on a self-draw (options bao_threshold and
 * bao_threshold_selfdraw). */
static guint
qionghai_liable_claims (const MjOptions *o,
                        gboolean         self_drawn)
{
  return (guint) OPT (o, self_drawn ? OPT_BAO_THRESHOLD_SELFDRAW : OPT_BAO_THRESHOLD);
}

/* The seat liable under 包 (§7.1) for a win by `winner`, given how many of
 * each seat's discards the winner claimed this hand (chows, pungs and
 * exposed kongs; an added kong upgrades a claim already counted), or
 * MJ_SEAT_NONE.  Two seats cannot both reach three claims with four sets,
 * but a lower threshold could: the first after the winner is liable. */
static guint
qionghai_bao_seat (const MjOptions *o,
                   guint            winner,
                   gboolean         self_drawn,
                   const guint8    *claims_from)
{
  guint threshold = qionghai_liable_claims (o, self_drawn);

  for (guint d = 1; d < MJ_N_SEATS; d++)
    {
      guint seat = (winner + d) % MJ_N_SEATS;
      if (claims_from[seat] >= threshold)
        return seat;
    }
  return MJ_SEAT_NONE;
}

/* 跟庄 (§7.2): `first_discards` holds each table seat's first discard of the
 * hand (MJ_TILE_NONE while it has not discarded) and `claimed` whether any
 * claim came between the dealer's first discard and the last of them.
 * When the three others followed the dealer's tile, adds the dealer's
 * payments to `payments` (settled at once; they stand on a draw) and
 * returns TRUE. */
static gboolean
qionghai_genzhuang (const MjOptions *o,
                    guint            dealer,
                    const MjTile    *first_discards,
                    gboolean         claimed,
                    int             *payments)
{
  MjTile tile = first_discards[dealer];

  if (claimed || tile == MJ_TILE_NONE)
    return FALSE;
  for (guint s = 0; s < MJ_N_SEATS; s++)
    if (first_discards[s] != tile)
      return FALSE;
  for (guint s = 0; s < MJ_N_SEATS; s++)
    if (s != dealer)
      {
        payments[dealer] -= OPT (o, OPT_GENZHUANG_PAY);
        payments[s] += OPT (o, OPT_GENZHUANG_PAY);
      }
  return TRUE;
}

/* The money of one kong that stood (§9.4), added to `payments`: settled at
 * the end of a won hand, void on an exhaustive draw unless the option says
 * otherwise.  A robbed kong never stood, so the game does not pass it.
 * `of_dealers_first_discard`: the kong was made on the dealer's first
 * discard (首张被杠, §7.3), and the dealer pays it alone. */
static void
qionghai_kong_payment (const MjOptions *o,
                       guint            konger,
                       const MjMeld    *kong,
                       guint            dealer,
                       gboolean         of_dealers_first_discard,
                       gboolean         exhausted,
                       int             *payments)
{
  int amount;

  g_return_if_fail (mj_meld_is_kong (kong));

  if (exhausted && OPT (o, OPT_KONG_VOID_ON_DRAW))
    return;
  amount = OPT (o, kong->type == MJ_MELD_KONG_CONCEALED ? OPT_KONG_CONCEALED : OPT_KONG_EXPOSED);
  if (kong->type == MJ_MELD_KONG_EXPOSED && of_dealers_first_discard &&
      OPT (o, OPT_FIRST_DISCARD_KONG_BAO) && konger != dealer)
    {
      payments[dealer] -= (MJ_N_SEATS - 1) * amount;
      payments[konger] += (MJ_N_SEATS - 1) * amount;
      return;
    }
  for (guint s = 0; s < MJ_N_SEATS; s++)
    if (s != konger)
      {
        payments[s] -= amount;
        payments[konger] += amount;
      }
}


/* ---- the flow of a hand ------------------------------------------------- */

#define BIT(s) (1u << (s))

/* What Qionghai keeps during a hand, in MjState.rules_data (zeroed at the
 * deal). */
typedef struct {
  MjTile   first[MJ_N_SEATS];  /* each seat's first discard, when bit seat of has_first */
  guint8   has_first;
  guint8   n_discards;         /* discards of the hand, counted up to the fourth */
  gboolean claimed;            /* a discard was claimed (chow, pung, kong) */
  guint8   first_kong_seat;    /* 1 + the seat that konged the dealer's first discard, or 0 */
} QionghaiData;

G_STATIC_ASSERT (sizeof (QionghaiData) <= MJ_RULES_DATA);

static QionghaiData *
data (MjState *s)
{
  return (QionghaiData *) s->rules_data;
}

/* Seat 0 deals first: the seed's "default player". */
static guint
qionghai_first_dealer (const MjState *s)
{
  return MJ_SEAT_E;
}

/* dealer_east: the dealer is East and the others follow in turn order;
 * fixed_seats: every table seat keeps its own wind. */
static guint
qionghai_seat_wind_choices (const MjOptions *o,
                            guint            dealer,
                            guint            seat)
{
  if (OPT (o, OPT_SEAT_WIND_MODE) == SEAT_WIND_FIXED_SEATS)
    return 1u << seat;
  return 1u << mj_seat_distance (dealer, seat);
}

static void
qionghai_seat_winds (MjState *s)
{
  /* dealer_east is the engine's own choice; fixed seats keep their wind */
  if (OPT (&s->options, OPT_SEAT_WIND_MODE) == SEAT_WIND_FIXED_SEATS)
    for (guint i = 0; i < MJ_N_SEATS; i++)
      s->seat_wind[i] = (guint8) i;
}

/* 七墩半: a draw, a replacement and a kong all need more than the reserve
 * left, so a kong's replacement always exists. */
static guint
qionghai_reserve (const MjState *s,
                  gboolean       for_kong)
{
  return (guint) OPT (&s->options, OPT_WALL_RESERVE);
}

/* 跟庄 (§7.2): without a claim the first four discards are the dealer's
 * and then S, W and N's first ones, in turn; the fourth settles it. */
static void
qionghai_tile_discarded (MjState *s,
                         guint    seat,
                         MjTile   tile)
{
  QionghaiData *d = data (s);
  MjTile firsts[MJ_N_SEATS];
  int payments[MJ_N_SEATS] = { 0 };

  if (d->n_discards >= MJ_N_SEATS)
    return;
  if (!(d->has_first & BIT (seat)))
    {
      d->first[seat] = tile;
      d->has_first |= (guint8) BIT (seat);
    }
  if (++d->n_discards < MJ_N_SEATS || d->claimed)
    return;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    firsts[i] = d->has_first & BIT (i) ? d->first[i] : MJ_TILE_NONE;
  if (qionghai_genzhuang (&s->options, s->dealer, firsts, d->claimed, payments))
    {
      MjPaymentReason why = reason (WHY_FOLLOW, s->dealer);
      why.tile = firsts[s->dealer];
      for (guint i = 0; i < MJ_N_SEATS; i++)
        if (payments[i] > 0)
          mj_state_pay (s, MJ_PAYMENT_FOLLOW_DEALER, s->dealer, i, payments[i], &why);
    }
}

static void
qionghai_tile_claimed (MjState      *s,
                       guint         seat,
                       const MjMeld *meld)
{
  data (s)->claimed = TRUE;
}

/* 首张被杠 (§7.3): remember the kong made on the dealer's first discard;
 * kong money waits for the end of the hand. */
static void
qionghai_kong_made (MjState      *s,
                    guint         seat,
                    const MjMeld *meld)
{
  QionghaiData *d = data (s);

  if (meld->type == MJ_MELD_KONG_EXPOSED && meld->from == s->dealer &&
      s->players[s->dealer].own_discards == 1 && d->first_kong_seat == 0)
    d->first_kong_seat = (guint8) (seat + 1);
}

/* 包 (§7.1): who the winner claimed enough discards from. */
static void
qionghai_fill_context (const MjState *s,
                       MjWinContext  *ctx)
{
  ctx->bao = (guint8) qionghai_bao_seat (&s->options, ctx->seat, ctx->self_drawn,
                                         s->players[ctx->seat].claims_from);
}

/* The hand payments are made as each win is recorded; then the kong money
 * of the kongs that stood (§9.6), void on a draw, and the next dealer. */
static void
qionghai_end_hand (MjState  *s,
                   gboolean  exhausted)
{
  QionghaiData *d = (QionghaiData *) s->rules_data;
  gboolean won = s->n_wins > 0, dealer_won = FALSE;

  for (guint k = 0; k < MJ_N_SEATS; k++)
    {
      const MjHand *h = &s->players[k].hand;
      for (guint i = 0; i < h->n_melds; i++)
        {
          const MjMeld *m = &h->melds[i];
          int payments[MJ_N_SEATS] = { 0 };
          gboolean first;
          MjPaymentReason why;

          if (!mj_meld_is_kong (m))
            continue;
          first = d->first_kong_seat == k + 1 && m->type == MJ_MELD_KONG_EXPOSED &&
                  m->from == s->dealer && m->tile == d->first[s->dealer];
          qionghai_kong_payment (&s->options, k, m, s->dealer, first, !won, payments);
          if (first && OPT (&s->options, OPT_FIRST_DISCARD_KONG_BAO) && k != s->dealer)
            {
              why = reason (WHY_FIRST_KONG, s->dealer);
              why.count = MJ_N_SEATS - 1;
              why.base = OPT (&s->options, OPT_KONG_EXPOSED);
            }
          else
            {
              why = reason (WHY_KONG, k);
              why.value = m->type;
            }
          why.tile = m->tile;
          for (guint p = 0; p < MJ_N_SEATS; p++)
            if (payments[p] < 0)
              mj_state_pay (s, MJ_PAYMENT_KONG, p, k, -payments[p], &why);
        }
    }

  /* the dealer deals again after his own win (one of several, too) and
   * after a draw; else his 下家 deals */
  for (guint i = 0; i < s->n_wins; i++)
    dealer_won |= s->wins[i].ctx.seat == s->dealer;
  s->next_dealer = !won || dealer_won ? s->dealer : (guint8) mj_seat_next (s->dealer);
}

/* ---- the settlement in words ------------------------------------------------ */

/* The share of one payer: "[self-draw factor ×] B × M [+ surcharge] [+
 * dealer]", with its clauses. */
static GString *
share_sum (const MjOptions       *o,
           const MjPaymentReason *why,
           int                    surcharge,
           int                    extra,
           GPtrArray             *clauses)
{
  GString *expr = g_string_new (NULL);

  if (why->value == 0)
    g_ptr_array_add (clauses, g_strdup (_("a self-draw without a fan counts as one")));
  else if (OPT (o, OPT_FAN_COMBINE) == COMBINE_DOUBLING && why->value > 1)
    g_ptr_array_add (clauses, g_strdup_printf (_("the base %d (底分) doubled for each fan after the first"), why->base));
  else if (why->value > 1)
    g_ptr_array_add (clauses, g_strdup_printf (_("the base %d (底分) for each fan"), why->base));
  else
    g_ptr_array_add (clauses, g_strdup_printf (_("the base %d (底分)"), why->base));
  if (why->count > 1)
    {
      g_ptr_array_add (clauses, g_strdup_printf (_("%d times as much for a self-draw (自摸)"), why->count));
      g_string_append_printf (expr, "%d × ", why->count);
    }
  g_string_append_printf (expr, "%d", why->base);
  if (why->factor != 1)
    g_string_append_printf (expr, " × %d", why->factor);
  if (surcharge > 0)
    {
      g_ptr_array_add (clauses, g_strdup_printf (_("and %d more from the discarder (点炮)"), surcharge));
      g_string_append_printf (expr, " + %d", surcharge);
    }
  if (extra > 0)
    {
      g_ptr_array_add (clauses, g_strdup_printf (_("and %d for the dealer (连庄)"), extra));
      g_string_append_printf (expr, " + %d", extra);
    }
  return expr;
}

static char *
qionghai_payment_reason (const MjNarrator *n,
                         const MjState    *s,
                         const MjPayment  *p)
{
  const MjPaymentReason *why = &p->why;
  guint seat = why->seat;
  g_autoptr (GPtrArray) clauses = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *head = NULL;
  g_autofree char *sum = NULL;

  switch (why->code)
    {
    case WHY_WIN:
      {
        const MjWin *w = mj_settlement_win_of (s, seat);
        g_autoptr (GString) expr = NULL;
        int surcharge;

        if (w == NULL)
          return NULL;
        surcharge = !w->ctx.self_drawn && p->from == w->ctx.from ? OPT (&s->options, OPT_DISCARDER_SURCHARGE) : 0;
        head = mj_settlement_win_head (n, s, seat);
        expr = share_sum (&s->options, why, surcharge, why->extra, clauses);
        sum = strchr (expr->str, ' ') ? g_strdup_printf ("%s = %d", expr->str, p->amount) : g_strdup (expr->str);
        break;
      }
    case WHY_BAO:
      {
        const MjWin *w = mj_settlement_win_of (s, p->to);
        MjWinContext ctx;
        MjScore shares;
        g_autoptr (GString) expr = g_string_new (NULL);

        if (w == NULL)
          return NULL;
        /* what each would have paid without 包 */
        ctx = w->ctx;
        ctx.bao = MJ_SEAT_NONE;
        qionghai_score (s->rules, &s->options, &ctx, &shares);
        for (guint i = 0; i < MJ_N_SEATS; i++)
          if (shares.payments[i] < 0)
            g_string_append_printf (expr, expr->len ? " + %d" : "%d", -shares.payments[i]);
        head = MJ_TELL (n, seat, _("%s pays the whole win alone, having fed the winner %d claims (包)"),
                        _("You pay the whole win alone, having fed the winner %d claims (包)"),
                        s->players[p->to].claims_from[seat]);
        sum = g_strdup_printf ("%s = %d", expr->str, p->amount);
        break;
      }
    case WHY_KONG:
      if (why->value == MJ_MELD_KONG_CONCEALED)
        head = MJ_TELL (n, seat, _("%s’s concealed kong of %s (暗杠)"), _("Your concealed kong of %s (暗杠)"),
                        mj_tile_display_name (why->tile));
      else
        head = MJ_TELL (n, seat, _("%s’s kong of %s (明杠)"), _("Your kong of %s (明杠)"),
                        mj_tile_display_name (why->tile));
      sum = g_strdup_printf ("%d", p->amount);
      break;
    case WHY_FIRST_KONG:
      head = MJ_TELL (n, seat, _("%s’s first discard as dealer, %s, was konged, so the dealer pays the whole kong (首张被杠)"),
                      _("Your first discard as dealer, %s, was konged, so you pay the whole kong (首张被杠)"),
                      mj_tile_display_name (why->tile));
      sum = g_strdup_printf ("%d × %d = %d", why->count, why->base, p->amount);
      break;
    case WHY_FOLLOW:
      head = MJ_TELL (n, seat, _("%s’s first discard as dealer, %s, was followed by everyone (跟庄)"),
                      _("Your first discard as dealer, %s, was followed by everyone (跟庄)"),
                      mj_tile_display_name (why->tile));
      sum = g_strdup_printf ("%d", p->amount);
      break;
    default:
      return NULL;
    }
  g_ptr_array_add (clauses, NULL);
  return mj_settlement_join (head, (const char * const *) clauses->pdata, sum);
}

/* ---- what computer players should know --------------------------------- */

/* Dragons, the seat wind and the round wind: a pung of one is a fan. */
static gboolean
is_valuable_honor (const MjView *v,
                   MjTile        t)
{
  return is_dragon (t) || t == WIND_TILE (v->players[v->seat].seat_wind) || t == WIND_TILE (v->round_wind);
}

/* A pair of a valuable honour is half a fan: keep it over plain speed. */
static int
qionghai_bot_keep_bias (const MjView *v,
                        MjTile        tile)
{
  if (mj_tile_is_honor (tile) && is_valuable_honor (v, tile) && v->hand.counts[tile] >= 2)
    return 4;
  return 0;
}

/* Does the hand already hold a fan that no claim can spoil: a seat
 * flower, a flower group, or a pung of a valuable honour? */
static gboolean
has_sure_fan (const MjView *v)
{
  const MjViewPlayer *me = &v->players[v->seat];

  if (me->flowers & seat_flowers (me->seat_wind, OPT (&v->options, OPT_FLOWER_MAPPING)))
    return TRUE;
  if (flower_groups (me->flowers))
    return TRUE;
  for (guint i = 0; i < v->hand.n_melds; i++)
    if (v->hand.melds[i].type != MJ_MELD_CHOW && mj_tile_is_honor (v->hand.melds[i].tile) &&
        is_valuable_honor (v, v->hand.melds[i].tile))
      return TRUE;
  for (MjTile t = MJ_FIRST_HONOR; t < MJ_FIRST_FLOWER; t++)
    if (v->hand.counts[t] >= 3 && is_valuable_honor (v, t))
      return TRUE;
  return FALSE;
}

/* A discard win needs a fan: a claim must not leave the hand without one.
 * Pungs of valuable honours are fans; a concealed hand (门清) stays so
 * while it is far from ready; chows keep 顺胡 open only without pungs,
 * pungs keep 碰碰胡 open only without chows. */
static gboolean
qionghai_bot_claim (const MjView *v,
                    guint         type,
                    MjTile        tile,
                    gboolean      helps)
{
  MjTile claimed = v->claim_tile;
  gboolean concealed = TRUE, chows = FALSE, pungs = FALSE;

  if (type != MJ_ACTION_CHOW && mj_tile_is_honor (claimed) && is_valuable_honor (v, claimed))
    return TRUE;
  if (!helps)
    return FALSE;
  for (guint i = 0; i < v->hand.n_melds; i++)
    {
      const MjMeld *m = &v->hand.melds[i];
      if (m->type == MJ_MELD_KONG_CONCEALED)
        continue;
      concealed = FALSE;
      if (m->type == MJ_MELD_CHOW)
        chows = TRUE;
      else if (!(mj_tile_is_honor (m->tile) && is_valuable_honor (v, m->tile)))
        pungs = TRUE;
    }
  if (concealed && mj_hand_shanten (&v->hand, v->rules->shapes) >= 2)
    return FALSE;
  if (has_sure_fan (v))
    return TRUE;
  return type == MJ_ACTION_CHOW ? !pungs : !chows;
}

/* ---- what the rest of the house reads -------------------------------------- */

/* The refusals of its own rules, with their regional names (the ones
 * every rule set gives are the state machine's: mj_rules_refusals). */
static const MjRefusalTerm refusals[] = {
  { MJ_REFUSAL_PASS_LOCK, NC_("regional term", "过胡") },
  { MJ_REFUSAL_NO_FAN, NC_("regional term", "有番才能胡") },
  { MJ_REFUSAL_CHOW_LEFT, NC_("regional term", "吃上家") },
};

/* What pays, for the computer players: 清一色 2, 碰碰胡 2, 门清 1, a dragon
 * or own wind pung 1 each. */
static const MjBotStyle bot_style = {
  .flush = 4, .mixed_flush = 0, .pungs = 3, .pairs = 2, .concealed = 1, .honour_pung = 3,
  .hidden = 1.3, .ron = 2.0, .hazard = 0.14,
  .win = { { -0.465, 1.244, 0.967 }, { -5.103, 2.358, 0.912 }, { -9.831, 3.448, 0.580 },
           { -13.252, 4.339, 0.585 }, { -16.143, 5.051, 0.534 } },
  /* every loser pays, the discarder a little more: fold on points; a
   * kong is paid by all three (10 each, 20 concealed) whoever wins */
  .fold = MJ_BOT_FOLD_POINTS, .lookahead = TRUE, .kongs = MJ_BOT_KONG_STEP,
};

/* the rule book, mj-rulebook-qionghai.c */
extern const MjRulebookData mj_rulebook_qionghai;

const MjRules mj_rules_qionghai = {
  .id = "qionghai",
  .name = N_("Hainan Qionghai"),
  .description = N_("144 tiles with flowers, chow from the left; a discard win needs a fan, and three claims make a player liable (琼海麻将)"),
  .short_name = N_("Qionghai"),
  .unit = "fan",
  .tileset = MJ_TILESET_144,
  .hand_size = 13,
  .shapes = MJ_SHAPE_STANDARD | MJ_SHAPE_SEVEN_PAIRS_QUADS | MJ_SHAPE_THIRTEEN_ORPHANS,
  .default_ready = MJ_READY_NONE,
  .n_dice = 2,                 /* two dice (§3) */
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .patterns = patterns,
  .n_patterns = G_N_ELEMENTS (patterns),
  .refusals = refusals,
  .n_refusals = G_N_ELEMENTS (refusals),
  .bot_style = &bot_style,
  .book = &mj_rulebook_qionghai,
  .features = qionghai_features,
  .score = qionghai_score,
  .payment_reason = qionghai_payment_reason,
  .first_dealer = qionghai_first_dealer,
  .seat_winds = qionghai_seat_winds,
  .seat_wind_choices = qionghai_seat_wind_choices,
  .liable_claims = qionghai_liable_claims,
  .reserve = qionghai_reserve,
  .fill_context = qionghai_fill_context,
  .kong_made = qionghai_kong_made,
  .tile_discarded = qionghai_tile_discarded,
  .tile_claimed = qionghai_tile_claimed,
  .end_hand = qionghai_end_hand,
  .bot_keep_bias = qionghai_bot_keep_bias,
  .bot_claim = qionghai_bot_claim,
};
