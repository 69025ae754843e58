/* mj-rules-zhuoji.c: Guizhou Libo "catch the chicken" (荔波捉鸡麻将,
 * 通行证玩法), as specified in the rules document zhuoji.md: 108 tiles, no
 * chow, a kong (豆) as the pass that lets a plain hand win on a discard,
 * linear 番, a dealer bonus of his streak, and chickens named by a flipped
 * tile.  The first win ends the hand; several may win on one discard. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "mj-bot-style.h"
#include "mj-rules.h"
#include "mj-settlement.h"
#include "mj-state.h"
#include "mj-view.h"

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
  OPT_XINGQI_DAY,
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
  /* The engine never reads the clock, so that a record replays the same
   * way on any day: whoever starts a match with the weekday chicken sets
   * this to the day it starts, and the record keeps it. */
  [OPT_XINGQI_DAY] = { "xingqi_day", MJ_OPTION_INT, 0, 0, 7, NULL, NULL,
    N_("Day of the weekday chicken"),
    N_("The weekday that names the chicken, 1 for Monday to 7 for Sunday; 0: the day the match starts (sparrow-cli: from the seed) (星期鸡)") },
};

static const MjPatternName patterns[] = {
  /* TRANSLATORS: each pattern's English name, then its regional term, the
   * name the region's players use: keep the term, in your script */
  { "pinghu", N_("Plain hand"), NC_("regional term", "平胡") },
  { "daduizi", N_("All pungs"), NC_("regional term", "大对子") },
  { "qidui", N_("Seven pairs"), NC_("regional term", "七对") },
  { "longqidui", N_("Dragon seven pairs"), NC_("regional term", "龙七对") },
  { "qingyise", N_("Pure suit"), NC_("regional term", "清一色") },
  { "qingdadui", N_("Pure all pungs"), NC_("regional term", "清大对") },
  { "qingqidui", N_("Pure seven pairs"), NC_("regional term", "清七对") },
  { "qinglongbei", N_("Pure dragon seven pairs"), NC_("regional term", "青龙背") },
  { "qianggang", N_("Robbing the kong"), NC_("regional term", "抢杠") },
  { "gangshanghu", N_("Win on a kong replacement"), NC_("regional term", "杠上胡") },
  { "repao", N_("Hot discard"), NC_("regional term", "热炮") },
};

#define OPT(o, i) ((o)->values[(i)])

/* Why a payment was made (MjPaymentReason.code), with what its numbers
 * hold; told by zhuoji_payment_reason.  `factor` is always the unit, the
 * points of a 番 (底注). */
enum {
  WHY_WIN = 1,       /* value: the hand's fan, extra: the dealer's streak on this leg (带庄) */
  WHY_KONG,          /* seat: the konger, tile, value: the meld type, base: 2 (豆) */
  WHY_CHICKENS,      /* seat: the holder, value: c(P), extra: 2 for 满堂鸡, else 1 */
  WHY_CHARGING,      /* seat: the discarder, tile, value: chongfeng_ji, count: the tile's weight, extra: 满堂鸡 (冲锋鸡) */
  WHY_RESPONSIBLE,   /* seat: the discarder, tile, value: zeren_ji, extra: 满堂鸡 (责任鸡) */
  WHY_READY_CHECK,   /* seat: the ready player, value: his best fan, extra: the dealer's streak (黄庄查叫) */
};

static MjPaymentReason
reason (guint code,
        guint seat,
        int   unit)
{
  MjPaymentReason why = { 0 };

  why.code = (guint8) code;
  why.seat = (guint8) seat;
  why.tile = MJ_TILE_NONE;
  why.factor = unit;
  return why;
}

/* The smallest hand value that wins on a discard without a pass (大牌). */
#define BIG_HAND 5

/* A robbed added kong is valued as a pure suit, whatever the hand. */
#define QIANGGANG_VALUE 10

static MjFeatures
zhuoji_features (const MjRules   *rules,
                 const MjOptions *o)
{
  /* 闷豆 lie face down; their tiles are shown only at settlement */
  MjFeatures f = MJ_FEATURE_MULTI_WIN | MJ_FEATURE_HIDE_CONCEALED_KONG | MJ_FEATURE_FLIP_TILE;

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
  int value, unit, k;
  MjPaymentReason why;

  mj_score_init (out);

  mj_hand_add (&full, ctx->win_tile);
  if (!zhuoji_shape (o, &full, &shape))
    {
      mj_score_refuse (out, MJ_REFUSAL_NOT_COMPLETE);
      return;
    }

  /* §7: on a discard, a plain hand needs a big value, a 豆, a hot discard
   * or a robbed kong; the robbed kong counts as a pure suit, a big hand */
  if (!ctx->self_drawn && !robbing && shape.value < BIG_HAND &&
      !has_kong (&ctx->hand) && !ctx->after_kong_discard)
    {
      mj_score_refuse (out, MJ_REFUSAL_PLAIN_NEEDS_KONG);
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

  value = mj_score_patterns_total (out);
  out->value = value;

  /* §12.4: every payment the dealer makes or receives grows by his streak */
  unit = OPT (o, OPT_UNIT);
  k = OPT (o, OPT_DEALER_BONUS) ? (int) ctx->dealer_streak : 0;
  why = reason (WHY_WIN, MJ_SEAT_NONE, unit);
  why.value = value;
  if (ctx->self_drawn)
    {
      for (guint s = 0; s < MJ_N_SEATS; s++)
        if (s != ctx->seat)
          {
            gboolean dealer = s == ctx->dealer || ctx->seat == ctx->dealer;
            why.extra = dealer ? k : 0;
            mj_score_pay_why (out, s, ctx->seat, (value + why.extra) * unit, &why);
          }
    }
  else if (ctx->from < MJ_N_SEATS)
    {
      gboolean dealer = ctx->from == ctx->dealer || ctx->seat == ctx->dealer;
      why.extra = dealer ? k : 0;
      mj_score_pay_why (out, ctx->from, ctx->seat, (value + why.extra) * unit, &why);
    }
}

/* ---- the flow of a hand ----------------------------------------------------- */

/* The fixed chickens that can charge (冲锋鸡) or be fed (责任鸡): 1s, and 8p
 * with the black-bone chicken. */
enum {
  FIXED_YAOJI,
  FIXED_WUGU,
  N_FIXED
};

static const MjTile fixed_kinds[N_FIXED] = { 18 /* 1s */, 16 /* 8p */ };

/* What became of the first discard of a fixed chicken. */
enum {
  CHARGE_NONE = 0,   /* none discarded yet */
  CHARGE_OPEN,       /* just discarded: the others are answering it */
  CHARGE_STANDING,   /* nobody took it: a charging chicken (冲锋鸡) */
  CHARGE_CLAIMED,    /* punged or konged: a responsibility chicken (责任鸡) */
};

/* What Guizhou keeps during a hand, in MjState.rules_data. */
typedef struct {
  guint8 charge[N_FIXED];          /* CHARGE_* */
  guint8 charge_seat[N_FIXED];     /* who discarded it */
  guint8 charge_claimer[N_FIXED];  /* who punged or konged it */
  guint8 kong_melds[MJ_N_SEATS];   /* bit i: meld i became a 豆 in the turn below */
  guint  kong_turn[MJ_N_SEATS];    /* MjState.n_turns of the seat's latest 豆 */
} ZhuojiData;

G_STATIC_ASSERT (sizeof (ZhuojiData) <= MJ_RULES_DATA);

static ZhuojiData *
data (MjState *s)
{
  return (ZhuojiData *) s->rules_data;
}

static gboolean
fixed_enabled (const MjOptions *o,
               guint            i)
{
  return i == FIXED_YAOJI ? OPT (o, OPT_FIXED_YAOJI) != 0 : OPT (o, OPT_WUGU_JI) != 0;
}

/* A 豆 stands as soon as it is made; its money waits for the end of the
 * hand (§12.6).  Only the 豆 of the turn in progress can still be voided,
 * by a hot discard, so that is all we remember. */
static void
zhuoji_kong_made (MjState      *s,
                  guint         seat,
                  const MjMeld *meld)
{
  ZhuojiData *d = data (s);
  guint idx = (guint) (meld - s->players[seat].hand.melds);

  g_assert (idx < MJ_HAND_MAX_MELDS);
  if (d->kong_turn[seat] != s->n_turns)
    {
      d->kong_turn[seat] = s->n_turns;
      d->kong_melds[seat] = 0;
    }
  d->kong_melds[seat] |= (guint8) (1u << idx);
}

static void
zhuoji_tile_discarded (MjState *s,
                       guint    seat,
                       MjTile   tile)
{
  ZhuojiData *d = data (s);

  for (guint i = 0; i < N_FIXED; i++)
    {
      /* nobody took the last discard, so a first chicken in it charges */
      if (d->charge[i] == CHARGE_OPEN)
        d->charge[i] = CHARGE_STANDING;
      if (d->charge[i] == CHARGE_NONE && fixed_enabled (&s->options, i) && tile == fixed_kinds[i])
        {
          d->charge[i] = CHARGE_OPEN;
          d->charge_seat[i] = (guint8) seat;
        }
    }
}

static void
zhuoji_tile_claimed (MjState      *s,
                     guint         seat,
                     const MjMeld *meld)
{
  ZhuojiData *d = data (s);

  for (guint i = 0; i < N_FIXED; i++)
    if (d->charge[i] == CHARGE_OPEN && meld->claimed == fixed_kinds[i] && meld->from == d->charge_seat[i])
      {
        d->charge[i] = CHARGE_CLAIMED;
        d->charge_claimer[i] = (guint8) seat;
      }
}

static gboolean
has_won (const MjState *s,
         guint          seat)
{
  return s->players[seat].finished != 0;
}

/* "叫牌才算": who collects 豆 money (and, with chicken_requires_ready,
 * chicken money) at the end of a won hand: a winner, or a player whose
 * 13 tiles wait on a win. */
static gboolean
collects (const MjState *s,
          guint          seat)
{
  return has_won (s, seat) || mj_state_is_ready (s, seat);
}

/* §12.6: 闷豆 and 转弯豆 take 2 from each other player, 点豆 2 from the
 * player who fed it, each 豆 apart.  The 豆 the discarder of a hot discard
 * made in that turn is void; a robbed 转弯豆 never became a kong. */
static void
settle_kongs (MjState *s)
{
  ZhuojiData *d = data (s);
  const MjWinContext *first = &s->wins[0].ctx;
  int amount = 2 * OPT (&s->options, OPT_UNIT);
  guint8 void_melds[MJ_N_SEATS] = { 0 };

  if (!first->self_drawn && !first->robbing_kong && first->after_kong_discard &&
      first->from < MJ_N_SEATS && d->kong_turn[first->from] == s->n_turns)
    void_melds[first->from] = d->kong_melds[first->from];

  for (guint p = 0; p < MJ_N_SEATS; p++)
    {
      const MjHand *h = &s->players[p].hand;

      if (!collects (s, p))
        continue;
      for (guint m = 0; m < h->n_melds; m++)
        {
          const MjMeld *meld = &h->melds[m];
          MjPaymentReason why = reason (WHY_KONG, p, OPT (&s->options, OPT_UNIT));

          if (!mj_meld_is_kong (meld) || (void_melds[p] & (1u << m)))
            continue;
          why.tile = meld->tile;
          why.value = meld->type;
          why.base = 2;
          if (meld->type == MJ_MELD_KONG_EXPOSED)
            mj_state_pay (s, MJ_PAYMENT_KONG, meld->from, p, amount, &why);
          else
            for (guint q = 0; q < MJ_N_SEATS; q++)
              if (q != p)
                mj_state_pay (s, MJ_PAYMENT_KONG, q, p, amount, &why);
        }
    }
}

/* The weekday of the weekday chicken, 1 (Monday) to 7 (Sunday). */
static guint
weekday (const MjState *s)
{
  int day = OPT (&s->options, OPT_XINGQI_DAY);

  return day >= 1 && day <= 7 ? (guint) day : (guint) (1 + s->seed % 7);
}

/* §12.7.2 and the house options: the weight of each kind as a chicken
 * (0 = not a chicken).  A fixed chicken that the flip names as well is a
 * gold chicken and counts twice. */
static void
chicken_weights (const MjState *s,
                 MjTile         flipped,
                 guint8        *w)
{
  const MjOptions *o = &s->options;
  guint8 by_flip[MJ_N_KINDS] = { 0 };
  MjSuit suit = mj_tile_suit (flipped);
  guint rank = mj_tile_rank (flipped);

  memset (w, 0, MJ_N_KINDS);
  by_flip[mj_tile_make (suit, rank % 9 + 1)] = 1;
  if (OPT (o, OPT_BEN_JI))
    by_flip[flipped] = 1;
  if (OPT (o, OPT_YAOBAI_JI))
    by_flip[mj_tile_make (suit, (rank + 7) % 9 + 1)] = 1;
  memcpy (w, by_flip, MJ_N_KINDS);

  for (guint i = 0; i < N_FIXED; i++)
    if (fixed_enabled (o, i))
      w[fixed_kinds[i]] = OPT (o, OPT_JIN_JI) && by_flip[fixed_kinds[i]] ? 2 : 1;

  if (OPT (o, OPT_XINGQI_JI))
    for (MjSuit x = MJ_SUIT_M; x <= MJ_SUIT_S; x++)
      {
        MjTile t = mj_tile_make (x, weekday (s));
        w[t] = MAX (w[t], 1);
      }
}

/* c(P) of §12.7.3: the chickens among concealed tiles and melds, a
 * chicken 闷豆 counting six. */
static int
chickens_held (const MjHand *h,
               MjTile        extra,
               const guint8 *w)
{
  int c = 0;

  for (MjTile t = 0; t < MJ_FIRST_HONOR; t++)
    c += h->counts[t] * w[t];
  if (extra != MJ_TILE_NONE)
    c += w[extra];
  for (guint m = 0; m < h->n_melds; m++)
    {
      const MjMeld *meld = &h->melds[m];
      MjTile tiles[4];
      guint n;

      if (meld->type == MJ_MELD_KONG_CONCEALED)
        {
          c += 6 * w[meld->tile];
          continue;
        }
      n = mj_meld_tiles (meld, tiles);
      for (guint i = 0; i < n; i++)
        c += w[tiles[i]];
    }
  return c;
}

/* §12.7: only after a win with a tile left to flip; the front undrawn
 * tile names the chicken, and is shown with the result. */
static void
settle_chickens (MjState *s)
{
  ZhuojiData *d = data (s);
  const MjOptions *o = &s->options;
  guint8 w[MJ_N_KINDS];
  int held[MJ_N_SEATS];
  gboolean can_collect[MJ_N_SEATS];
  gboolean requires_ready = OPT (o, OPT_CHICKEN_REQUIRES_READY) != 0;
  int unit = OPT (o, OPT_UNIT), mult = 1;
  MjTile flipped;

  if (mj_wall_remaining (&s->wall) == 0)
    return;
  flipped = mj_wall_peek (&s->wall);
  s->flipped = flipped;
  for (guint i = 0; i < s->n_wins; i++)
    s->wins[i].ctx.flipped = flipped;
  chicken_weights (s, flipped, w);

  for (guint p = 0; p < MJ_N_SEATS; p++)
    {
      held[p] = 0;
      if (has_won (s, p))
        {
          /* the winning tile is in every winner's hand */
          for (guint i = 0; i < s->n_wins; i++)
            if (s->wins[i].ctx.seat == p)
              held[p] = chickens_held (&s->wins[i].ctx.hand, s->wins[i].ctx.win_tile, w);
        }
      else
        held[p] = chickens_held (&s->players[p].hand, MJ_TILE_NONE, w);
      can_collect[p] = !requires_ready || collects (s, p);
    }
  /* 满堂鸡: all four hold chickens, every chicken payment doubles */
  if (OPT (o, OPT_MANTANG_JI) && held[0] > 0 && held[1] > 0 && held[2] > 0 && held[3] > 0)
    mult = 2;

  for (guint p = 0; p < MJ_N_SEATS; p++)
    if (held[p] > 0 && can_collect[p])
      {
        MjPaymentReason why = reason (WHY_CHICKENS, p, unit);
        why.value = held[p];
        why.extra = mult;
        for (guint q = 0; q < MJ_N_SEATS; q++)
          if (q != p)
            mj_state_pay (s, MJ_PAYMENT_CHICKEN, q, p, held[p] * unit * mult, &why);
      }

  for (guint i = 0; i < N_FIXED; i++)
    {
      guint from = d->charge_seat[i];
      guint8 state = d->charge[i];

      /* won on that very discard: the tile is in the winner's hand */
      if (state == CHARGE_OPEN)
        for (guint k = 0; k < s->n_wins; k++)
          {
            const MjWinContext *c = &s->wins[k].ctx;
            if (!c->self_drawn && !c->robbing_kong && c->from == from && c->win_tile == fixed_kinds[i])
              state = CHARGE_NONE;
          }
      if ((state == CHARGE_OPEN || state == CHARGE_STANDING) && can_collect[from])
        {
          MjPaymentReason why = reason (WHY_CHARGING, from, unit);
          why.tile = fixed_kinds[i];
          why.value = OPT (o, OPT_CHONGFENG_JI);
          why.count = w[fixed_kinds[i]];
          why.extra = mult;
          for (guint q = 0; q < MJ_N_SEATS; q++)
            if (q != from)
              mj_state_pay (s, MJ_PAYMENT_CHICKEN, q, from,
                            OPT (o, OPT_CHONGFENG_JI) * w[fixed_kinds[i]] * unit * mult, &why);
        }
      if (state == CHARGE_CLAIMED && can_collect[d->charge_claimer[i]])
        {
          MjPaymentReason why = reason (WHY_RESPONSIBLE, from, unit);
          why.tile = fixed_kinds[i];
          why.value = OPT (o, OPT_ZEREN_JI);
          why.extra = mult;
          mj_state_pay (s, MJ_PAYMENT_CHICKEN, from, d->charge_claimer[i], OPT (o, OPT_ZEREN_JI) * unit * mult, &why);
        }
    }
}

/* V_R of §11: the best hand value over a ready player's waits, the shape
 * alone; 0 when not ready. */
static int
ready_value (const MjState *s,
             guint          seat)
{
  const MjHand *h = &s->players[seat].hand;
  guint64 waits = mj_hand_waits (h, s->rules->shapes);
  int best = 0;

  for (MjTile t = 0; t < MJ_FIRST_HONOR; t++)
    if ((waits >> t) & 1)
      {
        MjHand full = *h;
        Shape shape;
        mj_hand_add (&full, t);
        if (zhuoji_shape (&s->options, &full, &shape))
          best = MAX (best, shape.value);
      }
  return best;
}

/* §11: 黄庄查叫.  豆 and chickens are void; who is not ready pays every
 * ready player his best value, with the dealer bonus when the dealer
 * pays or receives; the table of §11 names the next dealer. */
static void
ready_check (MjState *s)
{
  const MjOptions *o = &s->options;
  int value[MJ_N_SEATS];
  guint n_ready = 0;
  int k = OPT (o, OPT_DEALER_BONUS) ? (int) s->dealer_streak : 0;

  for (guint p = 0; p < MJ_N_SEATS; p++)
    {
      value[p] = ready_value (s, p);
      n_ready += value[p] > 0;
    }
  for (guint p = 0; p < MJ_N_SEATS; p++)
    if (value[p] == 0)
      for (guint r = 0; r < MJ_N_SEATS; r++)
        if (value[r] > 0)
          {
            gboolean dealer = p == s->dealer || r == s->dealer;
            MjPaymentReason why = reason (WHY_READY_CHECK, r, OPT (o, OPT_UNIT));
            why.value = value[r];
            why.extra = dealer ? k : 0;
            mj_state_pay (s, MJ_PAYMENT_READY_CHECK, p, r, (value[r] + why.extra) * OPT (o, OPT_UNIT), &why);
          }

  /* nobody, everybody or all but one ready: the dealer stays (the last
   * even when he is the one not ready); else the dealer stays if ready,
   * or the ready player nearest after him deals */
  s->next_dealer = s->dealer;
  if ((n_ready == 1 || n_ready == 2) && value[s->dealer] == 0)
    for (guint dist = 1; dist < MJ_N_SEATS; dist++)
      if (value[(s->dealer + dist) % MJ_N_SEATS] > 0)
        {
          s->next_dealer = (guint8) ((s->dealer + dist) % MJ_N_SEATS);
          break;
        }
}

static void
zhuoji_end_hand (MjState  *s,
                 gboolean  exhausted)
{
  if (s->n_wins == 0)
    {
      ready_check (s);
      return;
    }
  /* §9: after the win payments, 豆, then chickens */
  settle_kongs (s);
  settle_chickens (s);
  /* the winner deals; after several wins on one discard (or one robbed
   * kong) the discarder does */
  s->next_dealer = s->n_wins > 1 ? s->wins[0].ctx.from : s->wins[0].ctx.seat;
}

/* ---- the settlement in words ------------------------------------------------ */

/* The hand a player ends with, as his chickens are counted: a winner's
 * with the winning tile. */
static void
final_hand (const MjState *s,
            guint          seat,
            MjHand        *h)
{
  const MjWin *w = mj_settlement_win_of (s, seat);

  if (w == NULL)
    {
      *h = s->players[seat].hand;
      return;
    }
  *h = w->ctx.hand;
  if (w->ctx.win_tile != MJ_TILE_NONE)
    mj_hand_add (h, w->ctx.win_tile);
}

/* Copies of `t` held in hand and in melds other than a concealed kong,
 * and the concealed kongs of `t`. */
static void
count_kind (const MjHand *h,
            MjTile        t,
            guint        *open,
            guint        *concealed_kongs)
{
  *open = h->counts[t];
  *concealed_kongs = 0;
  for (guint m = 0; m < h->n_melds; m++)
    {
      const MjMeld *meld = &h->melds[m];
      MjTile tiles[4];
      guint n;

      if (meld->type == MJ_MELD_KONG_CONCEALED)
        {
          *concealed_kongs += meld->tile == t;
          continue;
        }
      n = mj_meld_tiles (meld, tiles);
      for (guint i = 0; i < n; i++)
        *open += tiles[i] == t;
    }
}

/* The chicken tiles of a hand, as drawn in a note; returns how many. */
static guint
chicken_tiles (const MjHand *h,
               const guint8 *w,
               MjTile       *out,
               guint         max)
{
  guint n = 0;

  for (MjTile t = 0; t < MJ_FIRST_HONOR; t++)
    if (w[t] > 0)
      {
        guint open, kongs;
        count_kind (h, t, &open, &kongs);
        for (guint i = 0; i < open + 4 * kongs; i++)
          if (n < max)
            out[n++] = t;
      }
  return n;
}

/* The clauses every payment in 番 shares: the dealer's streak, the unit. */
static void
unit_clauses (const MjPaymentReason *why,
              int                    streak,
              GPtrArray             *clauses)
{
  if (streak > 0)
    g_ptr_array_add (clauses, g_strdup_printf (_("and %d for the dealer’s streak (带庄)"), streak));
  if (why->factor != 1)
    g_ptr_array_add (clauses, g_strdup_printf (_("at %d points a fan (底注)"), why->factor));
}

/* "Li Wei holds three 5 of dots and a concealed kong of 2 of characters
 * counting 6 (闷豆) as chickens (鸡)", with the sum of c(P) in `terms`. */
static char *
chickens_held_text (const MjNarrator *n,
                    const MjState    *s,
                    guint             seat,
                    GPtrArray        *terms)
{
  guint8 w[MJ_N_KINDS];
  MjHand h;
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;
  guint n_tiles = 0;

  chicken_weights (s, s->flipped, w);
  final_hand (s, seat, &h);
  for (MjTile t = 0; t < MJ_FIRST_HONOR; t++)
    if (w[t] > 0)
      {
        guint open, kongs;

        count_kind (&h, t, &open, &kongs);
        n_tiles += open + 4 * kongs;
        if (open > 0)
          {
            g_autofree char *tiles = mj_settlement_count_tiles (open, t);
            if (w[t] > 1)
              {
                g_ptr_array_add (items, g_strdup_printf (_("%s counting double (金鸡)"), tiles));
                g_ptr_array_add (terms, g_strdup_printf ("%u × %u", open, w[t]));
              }
            else
              {
                g_ptr_array_add (items, g_steal_pointer (&tiles));
                g_ptr_array_add (terms, g_strdup_printf ("%u", open));
              }
          }
        for (guint k = 0; k < kongs; k++)
          {
            g_ptr_array_add (items, g_strdup_printf (_("a concealed kong of %s counting %d (闷豆)"),
                                                     mj_tile_display_name (t), 6 * w[t]));
            g_ptr_array_add (terms, w[t] > 1 ? g_strdup_printf ("6 × %u", w[t]) : g_strdup ("6"));
          }
      }
  list = mj_narrator_join ((const char * const *) items->pdata, items->len);
  if (n_tiles == 1)
    return MJ_TELL (n, seat, _("%s holds %s as a chicken (鸡)"), _("You hold %s as a chicken (鸡)"), list);
  return MJ_TELL (n, seat, _("%s holds %s as chickens (鸡)"), _("You hold %s as chickens (鸡)"), list);
}

static char *
zhuoji_payment_reason (const MjNarrator *n,
                       const MjState    *s,
                       const MjPayment  *p)
{
  const MjPaymentReason *why = &p->why;
  guint seat = why->seat;
  g_autoptr (GPtrArray) clauses = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *head = NULL;
  g_autofree char *sum = NULL;
  const char *tile = why->tile != MJ_TILE_NONE ? mj_tile_display_name (why->tile) : NULL;

  switch (why->code)
    {
    case WHY_WIN:
      if (mj_settlement_win_of (s, seat) == NULL)
        return NULL;
      head = mj_settlement_win_head (n, s, seat);
      unit_clauses (why, why->extra, clauses);
      sum = mj_settlement_sum (why->value, why->extra, why->factor, p->amount);
      break;
    case WHY_READY_CHECK:
      {
        g_autofree char *value = mj_value_display (s->rules, why->value);
        head = MJ_TELL (n, seat, _("%s is ready at the empty wall (黄庄查叫) with a hand of %s"),
                        _("You are ready at the empty wall (黄庄查叫) with a hand of %s"), value);
        unit_clauses (why, why->extra, clauses);
        sum = mj_settlement_sum (why->value, why->extra, why->factor, p->amount);
        break;
      }
    case WHY_KONG:
      if (why->value == MJ_MELD_KONG_CONCEALED)
        head = MJ_TELL (n, seat, _("%s’s concealed kong of %s (闷豆)"), _("Your concealed kong of %s (闷豆)"), tile);
      else if (why->value == MJ_MELD_KONG_ADDED)
        head = MJ_TELL (n, seat, _("%s’s kong of %s added to a pung (转弯豆)"),
                        _("Your kong of %s added to a pung (转弯豆)"), tile);
      else
        head = MJ_TELL (n, seat, _("%s’s kong of %s on a discard (点豆)"), _("Your kong of %s on a discard (点豆)"), tile);
      unit_clauses (why, 0, clauses);
      sum = mj_settlement_sum (why->base, 0, why->factor, p->amount);
      break;
    case WHY_CHICKENS:
      {
        g_autoptr (GPtrArray) terms = g_ptr_array_new_with_free_func (g_free);
        g_autoptr (GString) expr = g_string_new (NULL);

        head = chickens_held_text (n, s, seat, terms);
        if (why->extra > 1)
          g_ptr_array_add (clauses, g_strdup (_("doubled as everyone holds chickens (满堂鸡)")));
        unit_clauses (why, 0, clauses);
        for (guint i = 0; i < terms->len; i++)
          g_string_append_printf (expr, i ? " + %s" : "%s", (const char *) terms->pdata[i]);
        if (why->factor != 1 || why->extra > 1)
          {
            if (terms->len > 1)
              {
                g_string_prepend_c (expr, '(');
                g_string_append_c (expr, ')');
              }
            if (why->factor != 1)
              g_string_append_printf (expr, " × %d", why->factor);
            if (why->extra > 1)
              g_string_append_printf (expr, " × %d", why->extra);
          }
        if (strchr (expr->str, ' ') == NULL && atoi (expr->str) == p->amount)
          sum = g_strdup (expr->str);
        else
          sum = g_strdup_printf ("%s = %d", expr->str, p->amount);
        break;
      }
    case WHY_CHARGING:
      {
        int factors[4] = { why->value, why->count, why->factor, why->extra };
        head = MJ_TELL (n, seat, _("%s discarded the first %s and nobody took it, a charging chicken (冲锋鸡)"),
                        _("You discarded the first %s and nobody took it, a charging chicken (冲锋鸡)"), tile);
        if (why->count > 1)
          g_ptr_array_add (clauses, g_strdup (_("counting double as a gold chicken (金鸡)")));
        if (why->extra > 1)
          g_ptr_array_add (clauses, g_strdup (_("doubled as everyone holds chickens (满堂鸡)")));
        unit_clauses (why, 0, clauses);
        sum = mj_settlement_product (factors, 4, p->amount);
        break;
      }
    case WHY_RESPONSIBLE:
      {
        int factors[3] = { why->value, why->factor, why->extra };
        head = MJ_TELL (n, seat, _("%s discarded the first %s and it was claimed, a responsibility chicken (责任鸡)"),
                        _("You discarded the first %s and it was claimed, a responsibility chicken (责任鸡)"), tile);
        if (why->extra > 1)
          g_ptr_array_add (clauses, g_strdup (_("doubled as everyone holds chickens (满堂鸡)")));
        unit_clauses (why, 0, clauses);
        sum = mj_settlement_product (factors, 3, p->amount);
        break;
      }
    default:
      return NULL;
    }
  g_ptr_array_add (clauses, NULL);
  return mj_settlement_join (head, (const char * const *) clauses->pdata, sum);
}

static const char *
weekday_name (guint day)
{
  static const char * const names[] = {
    N_("Monday"), N_("Tuesday"), N_("Wednesday"), N_("Thursday"), N_("Friday"), N_("Saturday"), N_("Sunday")
  };

  return _(names[(day - 1) % 7]);
}

/* §12.7: which tiles were chickens, and why; who held how many. */
static void
chicken_notes (const MjNarrator *n,
               const MjState    *s,
               GArray           *notes)
{
  const MjOptions *o = &s->options;
  MjSuit suit = mj_tile_suit (s->flipped);
  guint rank = mj_tile_rank (s->flipped);
  MjTile by_flip[4];
  guint n_flip = 0;
  guint8 w[MJ_N_KINDS];
  int held[MJ_N_SEATS];
  guint holders = 0;
  const char *names[3];
  g_autofree char *list = NULL;
  MjTile tiles[MJ_NOTE_MAX_TILES];
  MjSettlementNote *note;

  chicken_weights (s, s->flipped, w);
  mj_settlement_add_note (notes, g_strdup (_("Chickens")), NULL, 0)->heading = TRUE;

  /* the flipped tile, then what it names, on one line */
  if (OPT (o, OPT_YAOBAI_JI))
    by_flip[n_flip++] = mj_tile_make (suit, (rank + 7) % 9 + 1);
  if (OPT (o, OPT_BEN_JI))
    by_flip[n_flip++] = s->flipped;
  by_flip[n_flip++] = mj_tile_make (suit, rank % 9 + 1);
  for (guint i = 0; i < n_flip; i++)
    names[i] = mj_tile_display_name (by_flip[i]);
  list = mj_narrator_join (names, n_flip);
  tiles[0] = s->flipped;
  memcpy (tiles + 1, by_flip, n_flip * sizeof (MjTile));
  note = mj_settlement_add_note (notes, n_flip == 1
                                 ? g_strdup_printf (_("The flipped tile, %s, makes %s the chicken (翻牌鸡)"),
                                                    mj_tile_display_name (s->flipped), list)
                                 : g_strdup_printf (_("The flipped tile, %s, makes %s chickens (翻牌鸡)"),
                                                    mj_tile_display_name (s->flipped), list),
                                 tiles, 1 + n_flip);
  note->arrow_after = 1;

  for (guint i = 0; i < N_FIXED; i++)
    {
      MjTile t = fixed_kinds[i];
      const char *name = mj_tile_display_name (t);

      if (!fixed_enabled (o, i))
        continue;
      if (w[t] > 1)
        mj_settlement_add_note (notes, g_strdup_printf (_("%s is a chicken twice over, a gold chicken: each counts "
                                                          "double (金鸡)"), name), &t, 1);
      else if (i == FIXED_YAOJI)
        mj_settlement_add_note (notes, g_strdup_printf (_("%s is always a chicken (幺鸡)"), name), &t, 1);
      else
        mj_settlement_add_note (notes, g_strdup_printf (_("%s is always a chicken too (乌骨鸡)"), name), &t, 1);
    }
  if (OPT (o, OPT_XINGQI_JI))
    {
      guint day = weekday (s);
      MjTile three[3] = { mj_tile_make (MJ_SUIT_M, day), mj_tile_make (MJ_SUIT_P, day), mj_tile_make (MJ_SUIT_S, day) };
      /* Translators: the weekday chicken, "It is Wednesday: every 3 is a chicken (星期鸡)" */
      mj_settlement_add_note (notes, g_strdup_printf (_("It is %s: every %u is a chicken (星期鸡)"), weekday_name (day),
                                                      day), three, 3);
    }

  /* who held how many */
  for (guint p = 0; p < MJ_N_SEATS; p++)
    {
      MjHand h;
      guint n_tiles;

      final_hand (s, p, &h);
      held[p] = chickens_held (&h, MJ_TILE_NONE, w);
      n_tiles = chicken_tiles (&h, w, tiles, G_N_ELEMENTS (tiles));
      if (n_tiles == 0)
        continue;
      holders++;
      mj_settlement_add_note (notes, MJ_TELL (n, p, g_dngettext (GETTEXT_PACKAGE, "%s holds %u chicken",
                                                                 "%s holds %u chickens", n_tiles),
                                              g_dngettext (GETTEXT_PACKAGE, "You hold %u chicken",
                                                           "You hold %u chickens", n_tiles), n_tiles),
                              tiles, n_tiles);
      if (OPT (o, OPT_CHICKEN_REQUIRES_READY) && !collects (s, p))
        mj_settlement_add_note (notes, MJ_TELL (n, p, _("%s is not ready: chickens are not paid (叫牌才算)"),
                                                _("You are not ready: your chickens are not paid (叫牌才算)")),
                                NULL, 0);
    }
  if (holders == 0)
    mj_settlement_add_note (notes, g_strdup (_("Nobody holds a chicken.")), NULL, 0);
  else if (holders < MJ_N_SEATS)
    mj_settlement_add_note (notes, g_strdup (_("Nobody else holds a chicken.")), NULL, 0);
  if (OPT (o, OPT_MANTANG_JI) && held[0] > 0 && held[1] > 0 && held[2] > 0 && held[3] > 0)
    mj_settlement_add_note (notes, g_strdup (_("Everyone holds chickens: all chicken money doubles (满堂鸡)")), NULL, 0);
}

static void
zhuoji_settlement_notes (const MjNarrator *n,
                         const MjState    *s,
                         GArray           *notes)
{
  /* what the end of a hand settled */
  if (!s->hand_over)
    return;
  if (s->n_wins == 0)
    {
      mj_settlement_add_note (notes, g_strdup (_("The wall is empty and nobody won: kongs (豆) and chickens are not "
                                                 "paid, and who is not ready pays who is (黄庄查叫).")), NULL, 0);
      return;
    }
  /* 叫牌才算: a kong of a hand not ready is not paid */
  for (guint p = 0; p < MJ_N_SEATS; p++)
    {
      gboolean kong = FALSE;
      for (guint m = 0; m < s->players[p].hand.n_melds; m++)
        kong |= mj_meld_is_kong (&s->players[p].hand.melds[m]);
      if (kong && !collects (s, p))
        mj_settlement_add_note (notes, MJ_TELL (n, p, _("%s is not ready: the kongs (豆) of a hand that is not ready are "
                                                        "not paid (叫牌才算)"),
                                                _("You are not ready: the kongs (豆) of a hand that is not ready are "
                                                  "not paid (叫牌才算)")), NULL, 0);
    }
  if (s->flipped == MJ_TILE_NONE)
    {
      mj_settlement_add_note (notes, g_strdup (_("No tile was left to flip: no chickens are paid.")), NULL, 0);
      return;
    }
  chicken_notes (n, s, notes);
}

/* ---- what computer players should know -------------------------------------- */

static gboolean
is_fixed_chicken (const MjOptions *o,
                  MjTile           tile)
{
  for (guint i = 0; i < N_FIXED; i++)
    if (fixed_enabled (o, i) && tile == fixed_kinds[i])
      return TRUE;
  return FALSE;
}

static gboolean
discarded_before (const MjView *v,
                  MjTile        tile)
{
  for (guint p = 0; p < MJ_N_SEATS; p++)
    for (guint i = 0; i < v->players[p].n_discards; i++)
      if (v->players[p].discards[i].tile == tile)
        return TRUE;
  return FALSE;
}

/* Self-play settled these (baseline against baseline, seats swapped):
 * before any has been discarded, a lone fixed chicken is best thrown
 * early, since unclaimed it charges (冲锋鸡: 2 from each player) and a
 * single copy seldom meets a pair to feed (责任鸡); held as a pair it is
 * left alone.  Once the first is gone, each one kept is paid by all three
 * others at the end.  Ties only: efficiency decides first. */
#define CHARGE_BIAS (-10)
#define KEEP_BIAS   10

static int
zhuoji_bot_keep_bias (const MjView *v,
                      MjTile        tile)
{
  guint8 unseen[MJ_N_KINDS];

  if (!is_fixed_chicken (&v->options, tile))
    return 0;
  if (discarded_before (v, tile))
    return KEEP_BIAS;
  mj_view_unseen (v, unseen);
  return unseen[tile] >= 3 ? CHARGE_BIAS : 0;
}

/* Does a pung leave the hand as close to ready as passing? */
static gboolean
pung_harmless (const MjView *v,
               MjTile        tile)
{
  MjHand h = v->hand;
  MjMeld m = { MJ_MELD_PUNG, tile, tile, v->claim_from };
  int before = mj_hand_shanten (&v->hand, v->rules->shapes);

  mj_hand_remove (&h, tile);
  mj_hand_remove (&h, tile);
  mj_hand_add_meld (&h, &m);
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (h.counts[t])
      {
        MjHand after = h;
        mj_hand_remove (&after, t);
        if (mj_hand_shanten (&after, v->rules->shapes) <= before)
          return TRUE;
      }
  return FALSE;
}

/* A 豆 is money and the pass that lets a plain hand win on a discard: take
 * every one that does not set the hand back (for a kong, `helps` says
 * so).  A pung of a fixed chicken is three chickens: take it unless it
 * sets the hand back. */
static gboolean
zhuoji_bot_claim (const MjView *v,
                  guint         type,
                  MjTile        tile,
                  gboolean      helps)
{
  if (helps)
    return TRUE;
  return type == MJ_ACTION_PUNG && is_fixed_chicken (&v->options, tile) && pung_harmless (v, tile);
}

/* ---- what the rest of the house reads -------------------------------------- */

/* The refusals of its own rules, with their regional names (the ones
 * every rule set gives are the state machine's: mj_rules_refusals). */
static const MjRefusalTerm refusals[] = {
  { MJ_REFUSAL_PASS_LOCK, NC_("regional term", "过手胡") },
  { MJ_REFUSAL_PLAIN_NEEDS_KONG, NC_("regional term", "豆") },
};

/* What pays, for the computer players: 清一色 10, 大对子 5 (and a discard
 * win), 七对 10 against a plain 1 (the rule set's own hook keeps the
 * chickens). */
static const MjBotStyle bot_style = {
  .flush = 9, .pungs = 6, .pairs = 4, .hidden = 1.0, .ron = 1.6, .hazard = 0.14,
  .win = { { -1.701, 1.294, 0.726 }, { -5.743, 2.251, 0.562 }, { -9.970, 3.511, 0.436 },
           { -15.851, 5.459, 0.444 }, { -18.0, 5.5, 0.44 } },
  /* a plain hand wins on a discard only with a 豆: never fold; the
   * first 1s thrown is paid by all three (冲锋鸡): a step for it */
  .fold = MJ_BOT_FOLD_NEVER, .throw_first = 1,
};

/* the rule book, mj-rulebook-zhuoji.c */
extern const MjRulebookData mj_rulebook_zhuoji;

const MjRules mj_rules_zhuoji = {
  .id = "zhuoji",
  .name = N_("Guizhou Catch the Chicken"),
  .description = N_("108 tiles, no chow; a kong is the pass that lets a plain hand win on a discard, "
                    "and a flipped tile names the chicken (荔波捉鸡)"),
  .short_name = N_("Guizhou"),
  .unit = "fan",
  .tileset = MJ_TILESET_108,
  .hand_size = 13,
  .shapes = MJ_SHAPE_STANDARD | MJ_SHAPE_SEVEN_PAIRS_QUADS,
  .default_ready = MJ_READY_NONE,
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .patterns = patterns,
  .n_patterns = G_N_ELEMENTS (patterns),
  .refusals = refusals,
  .n_refusals = G_N_ELEMENTS (refusals),
  .bot_style = &bot_style,
  .book = &mj_rulebook_zhuoji,
  .features = zhuoji_features,
  .score = zhuoji_score,
  .kong_made = zhuoji_kong_made,
  .tile_discarded = zhuoji_tile_discarded,
  .tile_claimed = zhuoji_tile_claimed,
  .end_hand = zhuoji_end_hand,
  .bot_keep_bias = zhuoji_bot_keep_bias,
  .bot_claim = zhuoji_bot_claim,
  .payment_reason = zhuoji_payment_reason,
  .settlement_notes = zhuoji_settlement_notes,
};
