/* mj-rules-sichuan.c: Sichuan blood battle (四川麻将·血战到底), as specified
 * in the rules document sichuan.md: 108 tiles, 定缺, optional 换三张, no
 * chow, 刮风下雨, blood battle until three have won, and the settlement of
 * an exhausted wall (查花猪, 查大叫, 退税). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-bot-style.h"
#include "mj-rules.h"
#include "mj-settlement.h"
#include "mj-state.h"

enum {
  OPT_BASE_POINTS,
  OPT_FAN_CAP,
  OPT_DINGQUE,
  OPT_HUAN_SAN_ZHANG,
  OPT_ZIMO_JIA_DI,
  OPT_DIAN_GANG_HUA_AS_ZIMO,
  OPT_CA_GUA,
  OPT_DEALER_RULE,
  OPT_PASS_LOCK,
};

enum {
  DEALER_DICE_EACH_HAND,
  DEALER_FIRST_WINNER,
};

static const char * const dealer_rules[] = { "dice_each_hand", "first_winner", NULL };
static const char * const dealer_rule_labels[] = {
  N_("Dice every hand"),
  N_("The first winner deals"),
  NULL
};

static const MjOptionSpec options[] = {
  [OPT_BASE_POINTS] = { "base_points", MJ_OPTION_INT, 6, 1, 1000, NULL, NULL,
    N_("Base points"), N_("B, the points of a one-fan hand (底分)") },
  [OPT_FAN_CAP] = { "fan_cap", MJ_OPTION_INT, 6, 1, 13, NULL, NULL,
    N_("Fan cap"), N_("A hand counts at most this many fan (封顶)") },
  [OPT_DINGQUE] = { "dingque", MJ_OPTION_BOOL, TRUE, 0, 1, NULL, NULL,
    N_("Declare the missing suit"),
    N_("Each player names a suit to void before play and must discard it first (定缺)") },
  [OPT_HUAN_SAN_ZHANG] = { "huan_san_zhang", MJ_OPTION_BOOL, FALSE, 0, 1, NULL, NULL,
    N_("Exchange three tiles"),
    N_("Before play, everyone passes three tiles of one suit; a die picks the direction (换三张)") },
  [OPT_ZIMO_JIA_DI] = { "zimo_jia_di", MJ_OPTION_BOOL, TRUE, 0, 1, NULL, NULL,
    N_("Self-draw adds the base"),
    N_("A self-drawn win collects one more base from each payer (自摸加底)") },
  [OPT_DIAN_GANG_HUA_AS_ZIMO] = { "dian_gang_hua_as_zimo", MJ_OPTION_BOOL, TRUE, 0, 1, NULL, NULL,
    N_("Fed kong flower as self-draw"),
    N_("A win on the replacement of a kong fed by a discard is paid by all, as a self-draw; off: the feeder pays alone (点杠花)") },
  [OPT_CA_GUA] = { "ca_gua", MJ_OPTION_BOOL, FALSE, 0, 1, NULL, NULL,
    N_("Exposed kong collects from all"),
    N_("A kong on a discard also collects one base from each other player (擦挂)") },
  [OPT_DEALER_RULE] = { "dealer_rule", MJ_OPTION_CHOICE, DEALER_DICE_EACH_HAND, 0, 1,
    dealer_rules, dealer_rule_labels,
    N_("Next dealer"), N_("Dice choose the dealer of every hand, or the first winner deals next") },
  [OPT_PASS_LOCK] = { "pass_lock", MJ_OPTION_BOOL, TRUE, 0, 1, NULL, NULL,
    N_("Pass lock"),
    N_("After passing a win, no win on a discard until your next draw (过水不胡)") },
};

static const MjPatternName patterns[] = {
  /* TRANSLATORS: each pattern's English name, then its regional term, the
   * name the region's players use: keep the term, in your script */
  { "pinghu", N_("Plain hand"), NC_("regional term", "平胡") },
  { "duiduihu", N_("All pungs"), NC_("regional term", "对对胡") },
  { "qingyise", N_("Pure one suit"), NC_("regional term", "清一色") },
  { "daiyaojiu", N_("Terminals in every set"), NC_("regional term", "带幺九") },
  { "qidui", N_("Seven pairs"), NC_("regional term", "七对") },
  { "qingdui", N_("Pure all pungs"), NC_("regional term", "清对") },
  { "jiangdui", N_("2-5-8 all pungs"), NC_("regional term", "将对") },
  { "longqidui", N_("Dragon seven pairs"), NC_("regional term", "龙七对") },
  { "qingqidui", N_("Pure seven pairs"), NC_("regional term", "清七对") },
  { "qingyaojiu", N_("Pure terminals"), NC_("regional term", "清幺九") },
  { "qinglongqidui", N_("Pure dragon seven pairs"), NC_("regional term", "清龙七对") },
  { "tianhu", N_("Heavenly hand"), NC_("regional term", "天胡") },
  { "dihu", N_("Earthly hand"), NC_("regional term", "地胡") },
  { "gen", N_("Root"), NC_("regional term", "根") },
  { "gangshangkaihua", N_("Win on a kong replacement"), NC_("regional term", "杠上开花") },
  { "gangshangpao", N_("Win on a discard after a kong"), NC_("regional term", "杠上炮") },
  { "qiangganghu", N_("Robbing the kong"), NC_("regional term", "抢杠胡") },
  { "haidilaoyue", N_("Last-tile self-draw"), NC_("regional term", "海底捞月") },
  { "jingoudiao", N_("Golden hook"), NC_("regional term", "金钩钓") },
};

#define OPT(o, i) ((o)->values[(i)])

/* Why a payment was made (MjPaymentReason.code), with what its numbers
 * hold; told by sichuan_payment_reason. */
enum {
  WHY_WIN = 1,        /* value: fan, base: B, factor: 2^(fan-1), extra: the self-draw's base (自摸加底) */
  WHY_WIN_FED,        /* the same, paid by the feeder of the kong alone (点杠花) */
  WHY_KONG,           /* tile, value: the meld type, count: bases, base: B (刮风下雨) */
  WHY_CALL_TRANSFER,  /* seat: the konger, value: his purse, count: the winners (呼叫转移) */
  WHY_FLOWER_PIG,     /* seat: the pig, count: 1 + the missing suit (0: none declared), base: B (花猪) */
  WHY_READY_CHECK,    /* seat: the ready player, value: fan, base: B, factor: 2^(fan-1) (查大叫) */
  WHY_REFUND,         /* seat: who gives back his kong money (退税) */
};

/* A payment reason about nobody yet (the state names the winner). */
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
sichuan_features (const MjRules   *rules,
                  const MjOptions *o)
{
  MjFeatures f = MJ_FEATURE_BLOOD_BATTLE | MJ_FEATURE_MULTI_WIN;

  if (OPT (o, OPT_PASS_LOCK))
    f |= MJ_FEATURE_PASS_LOCK;
  if (OPT (o, OPT_DINGQUE))
    f |= MJ_FEATURE_MISSING_SUIT;
  if (OPT (o, OPT_HUAN_SAN_ZHANG))
    f |= MJ_FEATURE_EXCHANGE_THREE;
  return f;
}

/* ---- scoring ------------------------------------------------------------ */

/* The suits present in a hand with its winning tile: bit per suit. */
static guint
suits_present (const MjHand *hand,
               MjTile        extra)
{
  guint mask = 0;

  for (MjTile t = 0; t < MJ_FIRST_HONOR; t++)
    if (hand->counts[t])
      mask |= 1u << mj_tile_suit (t);
  if (extra != MJ_TILE_NONE && extra < MJ_FIRST_HONOR)
    mask |= 1u << mj_tile_suit (extra);
  for (guint i = 0; i < hand->n_melds; i++)
    mask |= 1u << mj_tile_suit (hand->melds[i].tile);
  return mask;
}

static gboolean
is_terminal (MjTile t)
{
  guint r = mj_tile_rank (t);
  return r == 1 || r == 9;
}

static gboolean
is_258 (MjTile t)
{
  guint r = mj_tile_rank (t);
  return r == 2 || r == 5 || r == 8;
}

static gboolean
set_has_terminal (const MjMeld *m)
{
  if (m->type == MJ_MELD_CHOW)
    return is_terminal (m->tile) || is_terminal (m->tile + 2);
  return is_terminal (m->tile);
}

typedef struct {
  const char *shape;
  int         shape_fan;
  int         roots;
  gboolean    golden;     /* 金钩钓: four melds, the win pairs the last tile */
} Reading;

/* The shape pattern of a standard reading: sets are the concealed sets of
 * the reading and the melds of the hand. */
static Reading
standard_reading (const MjHand    *full,
                  const MjReading *r,
                  gboolean         pure)
{
  const MjMeld *sets[MJ_HAND_MAX_MELDS + MJ_READING_MAX_SETS];
  guint n = 0;
  gboolean all_pungs = TRUE, yaojiu = is_terminal (r->pair), all_258 = is_258 (r->pair);
  Reading out = { NULL, 0, 0, FALSE };

  for (guint i = 0; i < r->n_sets; i++)
    sets[n++] = &r->sets[i];
  for (guint i = 0; i < full->n_melds; i++)
    sets[n++] = &full->melds[i];

  for (guint i = 0; i < n; i++)
    {
      if (sets[i]->type == MJ_MELD_CHOW)
        {
          all_pungs = FALSE;
          all_258 = FALSE;
        }
      else if (!is_258 (sets[i]->tile))
        all_258 = FALSE;
      if (!set_has_terminal (sets[i]))
        yaojiu = FALSE;
    }

  if (pure && yaojiu)
    out.shape = "qingyaojiu", out.shape_fan = 5;
  else if (pure && all_pungs)
    out.shape = "qingdui", out.shape_fan = 4;
  else if (all_pungs && all_258)
    out.shape = "jiangdui", out.shape_fan = 4;
  else if (pure)
    out.shape = "qingyise", out.shape_fan = 3;
  else if (yaojiu)
    out.shape = "daiyaojiu", out.shape_fan = 3;
  else if (all_pungs)
    out.shape = "duiduihu", out.shape_fan = 2;
  else
    out.shape = "pinghu", out.shape_fan = 1;

  /* 根: each kind held four times anywhere, melds included */
  for (MjTile t = 0; t < MJ_FIRST_HONOR; t++)
    if (mj_hand_count_all (full, t) == 4)
      out.roots++;
  return out;
}

static void
sichuan_score (const MjRules      *rules,
               const MjOptions    *o,
               const MjWinContext *ctx,
               MjScore            *out)
{
  MjHand full = ctx->hand;
  MjReading readings[MJ_MAX_READINGS];
  guint n_readings;
  guint suits;
  gboolean pure;
  Reading best = { NULL, 0, 0, FALSE };
  int total, value, base, h;
  MjPaymentReason why;

  mj_score_init (out);

  if ((ctx->finished >> ctx->seat) & 1)
    {
      mj_score_refuse (out, MJ_REFUSAL_FINISHED);
      return;
    }

  mj_hand_add (&full, ctx->win_tile);
  n_readings = mj_hand_readings (&full, MJ_SHAPE_STANDARD | MJ_SHAPE_SEVEN_PAIRS_QUADS,
                                 readings, G_N_ELEMENTS (readings));
  if (n_readings == 0)
    {
      mj_score_refuse (out, MJ_REFUSAL_NOT_COMPLETE);
      return;
    }

  suits = suits_present (&ctx->hand, ctx->win_tile);
  if (OPT (o, OPT_DINGQUE))
    {
      int missing = ctx->missing_suit;
      if (missing < 0)
        {
          /* no declaration given: the suit the hand lacks */
          for (int s = MJ_SUIT_S; s >= MJ_SUIT_M; s--)
            if (!(suits & (1u << s)))
              missing = s;
        }
      if (missing < 0)
        {
          mj_score_refuse (out, MJ_REFUSAL_THREE_SUITS_WIN);
          return;
        }
      if (suits & (1u << missing))
        {
          mj_score_refuse (out, MJ_REFUSAL_MISSING_SUIT_WIN);
          return;
        }
    }
  else if (suits == 7)
    {
      mj_score_refuse (out, MJ_REFUSAL_THREE_SUITS_WIN);
      return;
    }
  pure = suits == 1 || suits == 2 || suits == 4;

  for (guint i = 0; i < n_readings; i++)
    {
      Reading r;
      gboolean pairs = readings[i].kind == MJ_READING_SEVEN_PAIRS;

      if (pairs)
        {
          int quads = 0;
          for (MjTile t = 0; t < MJ_FIRST_HONOR; t++)
            quads += full.counts[t] == 4;
          if (quads > 0)
            r = (Reading) { pure ? "qinglongqidui" : "longqidui", pure ? 6 : 4, quads - 1, FALSE };
          else
            r = (Reading) { pure ? "qingqidui" : "qidui", pure ? 5 : 3, 0, FALSE };
        }
      else
        {
          r = standard_reading (&full, &readings[i], pure);
          r.golden = full.n_melds == 4 && ctx->hand.n_tiles == 1;
        }
      /* the best total; on a tie the seven-pairs reading is reported */
      if (best.shape == NULL ||
          r.shape_fan + r.roots + r.golden > best.shape_fan + best.roots + best.golden ||
          (pairs && r.shape_fan + r.roots + r.golden == best.shape_fan + best.roots + best.golden))
        best = r;
    }

  if (ctx->first_turn && ctx->self_drawn && ctx->seat == ctx->dealer)
    mj_score_add (out, "tianhu", 6);
  else if (ctx->first_turn && ctx->seat != ctx->dealer &&
           (ctx->self_drawn || ctx->from == ctx->dealer))
    mj_score_add (out, "dihu", 6);
  else
    mj_score_add (out, best.shape, best.shape_fan);
  if (best.roots > 0)
    mj_score_add (out, "gen", best.roots);
  if (best.golden)
    mj_score_add (out, "jingoudiao", 1);
  if (ctx->self_drawn && ctx->after_kong)
    mj_score_add (out, "gangshangkaihua", 1);
  if (!ctx->self_drawn && ctx->after_kong_discard && !ctx->robbing_kong)
    mj_score_add (out, "gangshangpao", 1);
  if (ctx->robbing_kong)
    mj_score_add (out, "qiangganghu", 1);
  if (ctx->self_drawn && ctx->last_tile)
    mj_score_add (out, "haidilaoyue", 1);

  total = mj_score_patterns_total (out);
  value = MIN (total, OPT (o, OPT_FAN_CAP));
  out->value = value;

  base = OPT (o, OPT_BASE_POINTS);
  h = base << (value - 1);
  why = reason (WHY_WIN, MJ_SEAT_NONE);
  why.value = value;
  why.base = base;
  why.factor = 1 << (value - 1);

  if (ctx->self_drawn)
    {
      gboolean fed = ctx->after_kong && ctx->kong_feeder != MJ_SEAT_NONE;
      if (fed && !OPT (o, OPT_DIAN_GANG_HUA_AS_ZIMO))
        {
          why.code = WHY_WIN_FED;
          mj_score_pay_why (out, ctx->kong_feeder, ctx->seat, h, &why);
        }
      else
        {
          why.extra = OPT (o, OPT_ZIMO_JIA_DI) ? base : 0;
          for (guint s = 0; s < MJ_N_SEATS; s++)
            if (s != ctx->seat && !((ctx->finished >> s) & 1))
              mj_score_pay_why (out, s, ctx->seat, h + why.extra, &why);
        }
    }
  else if (ctx->from < MJ_N_SEATS)
    mj_score_pay_why (out, ctx->from, ctx->seat, h, &why);
}


/* ---- the flow of a hand ----------------------------------------------------- */

/* What Sichuan keeps during a hand, in MjState.rules_data. */
typedef struct {
  int      received[MJ_N_SEATS][MJ_N_SEATS];      /* kong money [konger][payer], refundable */
  int      turn_received[MJ_N_SEATS][MJ_N_SEATS]; /* the part from kongs of the current turn */
  gboolean any_win;
  guint8   first_winner;     /* the first winner, or the discarder of a multiple first win */
} SichuanData;

G_STATIC_ASSERT (sizeof (SichuanData) <= MJ_RULES_DATA);

static SichuanData *
data (MjState *s)
{
  return (SichuanData *) s->rules_data;
}

static gboolean
holds_suit (const MjPlayer *p,
            guint           suit)
{
  for (MjTile t = (MjTile) (suit * 9); t < suit * 9 + 9; t++)
    if (p->hand.counts[t])
      return TRUE;
  return FALSE;
}

static MjRefusal
sichuan_check_discard (const MjState *s,
                       guint          seat,
                       MjTile         tile,
                       gboolean       declare_ready)
{
  const MjPlayer *p = &s->players[seat];

  /* 缺门花色牌必须先打: the void suit goes first */
  if (p->missing_suit >= 0 && mj_tile_suit (tile) != (guint) p->missing_suit &&
      holds_suit (p, (guint) p->missing_suit))
    return MJ_REFUSAL_MISSING_SUIT_DISCARD;
  return MJ_REFUSAL_NONE;
}

static MjRefusal
sichuan_check_claim (const MjState *s,
                     guint          seat,
                     guint          type,
                     MjTile         tile)
{
  const MjPlayer *p = &s->players[seat];

  if (p->missing_suit >= 0 && mj_tile_suit (tile) == (guint) p->missing_suit)
    return MJ_REFUSAL_MISSING_SUIT_CLAIM;
  return MJ_REFUSAL_NONE;
}

static MjRefusal
sichuan_check_kong (const MjState *s,
                    guint          seat,
                    guint          type,
                    MjTile         tile)
{
  return sichuan_check_claim (s, seat, type, tile);
}

/* 最后四张必胡: once one of the last four tiles has been drawn, a legal
 * win must be taken. */
static gboolean
sichuan_win_is_forced (const MjState *s,
                       guint          seat)
{
  return mj_wall_remaining (&s->wall) <= 3;
}

static void
kong_pay (MjState      *s,
          guint         from,
          guint         to,
          const MjMeld *meld,
          guint         bases)
{
  SichuanData *d = data (s);
  MjPaymentReason why = reason (WHY_KONG, to);
  int amount;

  if (!mj_state_seat_active (s, from))
    return;
  why.tile = meld->tile;
  why.value = meld->type;
  why.count = (guint8) bases;
  why.base = OPT (&s->options, OPT_BASE_POINTS);
  amount = (int) bases * why.base;
  mj_state_pay (s, MJ_PAYMENT_KONG, from, to, amount, &why);
  d->received[to][from] += amount;
  d->turn_received[to][from] += amount;
}

/* 刮风下雨: kong money is paid at once, by players still in the hand. */
static void
sichuan_kong_made (MjState      *s,
                   guint         seat,
                   const MjMeld *meld)
{
  SichuanData *d = data (s);

  /* the first kong of a turn starts a new call-transfer purse */
  if (s->kongs_this_turn == 1)
    memset (d->turn_received[seat], 0, sizeof d->turn_received[seat]);

  for (guint p = 0; p < MJ_N_SEATS; p++)
    {
      if (p == seat)
        continue;
      switch (meld->type)
        {
        case MJ_MELD_KONG_EXPOSED:
          if (p == meld->from)
            kong_pay (s, p, seat, meld, 2);
          else if (OPT (&s->options, OPT_CA_GUA))
            kong_pay (s, p, seat, meld, 1);
          break;
        case MJ_MELD_KONG_ADDED:
          kong_pay (s, p, seat, meld, 1);
          break;
        case MJ_MELD_KONG_CONCEALED:
          kong_pay (s, p, seat, meld, 2);
          break;
        default:
          break;
        }
    }
}

static void
sichuan_wins_made (MjState      *s,
                   guint         n,
                   const guint8 *winners)
{
  SichuanData *d = data (s);
  const MjWin *last = &s->wins[s->n_wins - 1];

  if (!d->any_win)
    {
      d->any_win = TRUE;
      /* a multiple first win (or robbed kong) makes the discarder deal */
      d->first_winner = n > 1 ? last->ctx.from : winners[0];
    }

  /* 呼叫转移: a win on the discard right after the discarder's kongs takes
   * the kong money of that turn, split equally; it is then no longer the
   * konger's to refund */
  if (!last->ctx.self_drawn && last->ctx.after_kong_discard && last->ctx.from < MJ_N_SEATS)
    {
      guint konger = last->ctx.from;
      int purse = 0, share, rest;
      MjPaymentReason why;

      for (guint p = 0; p < MJ_N_SEATS; p++)
        {
          purse += d->turn_received[konger][p];
          d->received[konger][p] -= d->turn_received[konger][p];
          d->turn_received[konger][p] = 0;
        }
      share = purse / (int) n;
      rest = purse - share * (int) n;
      why = reason (WHY_CALL_TRANSFER, konger);
      why.value = purse;
      why.count = (guint8) n;
      for (guint i = 0; i < n; i++)
        mj_state_pay (s, MJ_PAYMENT_CALL_TRANSFER, konger, winners[i], share + (i < (guint) rest ? 1 : 0), &why);
    }
}

static gboolean
is_flower_pig (const MjState *s,
               guint          seat)
{
  const MjPlayer *p = &s->players[seat];

  if (OPT (&s->options, OPT_DINGQUE))
    return p->missing_suit >= 0 && holds_suit (p, (guint) p->missing_suit);
  return suits_present (&p->hand, MJ_TILE_NONE) == 7;
}

/* The most a ready player could win on a discard (查大叫), or 0 when the
 * player is not ready: pattern, roots and golden hook only. */
static int
best_ready_value (const MjState *s,
                  guint          seat)
{
  guint64 waits = mj_hand_waits (&s->players[seat].hand, s->rules->shapes);
  int best = 0;

  for (MjTile t = 0; t < MJ_FIRST_HONOR; t++)
    if ((waits >> t) & 1)
      {
        MjWinContext ctx;
        MjScore score;
        mj_win_context_init (&ctx);
        ctx.hand = s->players[seat].hand;
        ctx.win_tile = t;
        ctx.seat = (guint8) seat;
        ctx.dealer = s->dealer;
        ctx.from = (guint8) mj_seat_next (seat);
        ctx.missing_suit = s->players[seat].missing_suit;
        sichuan_score (s->rules, &s->options, &ctx, &score);
        if (score.legal)
          best = MAX (best, score.value);
      }
  return best;
}

static void
sichuan_end_hand (MjState  *s,
                  gboolean  exhausted)
{
  SichuanData *d = data (s);
  int b = OPT (&s->options, OPT_BASE_POINTS);
  gboolean pig[MJ_N_SEATS] = { FALSE };
  int ready[MJ_N_SEATS] = { 0 };
  guint unfinished = 0;

  for (guint i = 0; i < MJ_N_SEATS; i++)
    unfinished += mj_state_seat_active (s, i);

  /* 流局: the wall ran out with two or more still playing */
  if (exhausted && unfinished >= 2)
    {
      for (guint i = 0; i < MJ_N_SEATS; i++)
        if (mj_state_seat_active (s, i))
          {
            pig[i] = is_flower_pig (s, i);
            ready[i] = pig[i] ? 0 : best_ready_value (s, i);
          }
      /* 查花猪: each pig pays 16 B to everyone who is not a pig */
      for (guint p = 0; p < MJ_N_SEATS; p++)
        if (pig[p])
          {
            MjPaymentReason why = reason (WHY_FLOWER_PIG, p);
            why.count = (guint8) (s->players[p].missing_suit + 1);
            why.base = b;
            why.factor = 16;
            for (guint r = 0; r < MJ_N_SEATS; r++)
              if (r != p && !pig[r])
                mj_state_pay (s, MJ_PAYMENT_FLOWER_PIG, p, r, 16 * b, &why);
          }
      /* 查大叫: who is neither ready nor a pig pays each ready player his
       * best value */
      for (guint p = 0; p < MJ_N_SEATS; p++)
        if (mj_state_seat_active (s, p) && !pig[p] && ready[p] == 0)
          for (guint r = 0; r < MJ_N_SEATS; r++)
            if (ready[r] > 0)
              {
                MjPaymentReason why = reason (WHY_READY_CHECK, r);
                why.value = MIN (ready[r], OPT (&s->options, OPT_FAN_CAP));
                why.base = b;
                why.factor = 1 << (why.value - 1);
                mj_state_pay (s, MJ_PAYMENT_READY_CHECK, p, r, b << (why.value - 1), &why);
              }
      /* 退税: who is not ready gives back his kong money */
      for (guint k = 0; k < MJ_N_SEATS; k++)
        if (mj_state_seat_active (s, k) && ready[k] == 0)
          for (guint p = 0; p < MJ_N_SEATS; p++)
            if (d->received[k][p] > 0)
              {
                MjPaymentReason why = reason (WHY_REFUND, k);
                mj_state_pay (s, MJ_PAYMENT_REFUND, k, p, d->received[k][p], &why);
              }
    }

  if (OPT (&s->options, OPT_DEALER_RULE) == DEALER_FIRST_WINNER)
    s->next_dealer = d->any_win ? d->first_winner : (guint8) mj_seat_next (s->dealer);
  else
    {
      /* the dealer throws again; count round from him as one */
      guint sum = mj_random_die (&s->rng) + mj_random_die (&s->rng);
      s->next_dealer = (guint8) ((s->dealer + sum - 1) % MJ_N_SEATS);
    }
}

/* ---- the settlement in words ------------------------------------------------ */

/* What a fan is worth: the base, doubled for each fan after the first. */
static char *
base_clause (int fan,
             int base)
{
  if (fan > 1)
    return g_strdup_printf (_("the base %d (底分) doubled for each fan after the first"), base);
  return g_strdup_printf (_("the base %d (底分)"), base);
}

/* B × 2^(fan-1) [+ B] = amount */
static char *
fan_sum (const MjPaymentReason *why,
         int                    amount)
{
  if (why->factor == 1)
    return mj_settlement_sum (why->base, why->extra, 1, amount);
  if (why->extra == 0)
    return g_strdup_printf ("%d × %d = %d", why->base, why->factor, amount);
  return g_strdup_printf ("%d × %d + %d = %d", why->base, why->factor, why->extra, amount);
}

static char *
kong_head (const MjNarrator      *n,
           const MjPaymentReason *why)
{
  const char *tile = mj_tile_display_name (why->tile);

  switch (why->value)
    {
    case MJ_MELD_KONG_CONCEALED:
      return MJ_TELL (n, why->seat, _("%s’s concealed kong of %s (下雨)"), _("Your concealed kong of %s (下雨)"), tile);
    case MJ_MELD_KONG_ADDED:
      return MJ_TELL (n, why->seat, _("%s’s kong of %s added to a pung (刮风)"),
                      _("Your kong of %s added to a pung (刮风)"), tile);
    default:
      if (why->count == 1)
        return MJ_TELL (n, why->seat, _("%s’s kong of %s on a discard, paid by all (擦挂)"),
                        _("Your kong of %s on a discard, paid by all (擦挂)"), tile);
      return MJ_TELL (n, why->seat, _("%s’s kong of %s on a discard (刮风)"), _("Your kong of %s on a discard (刮风)"),
                      tile);
    }
}

static char *
sichuan_payment_reason (const MjNarrator *n,
                        const MjState    *s,
                        const MjPayment  *p)
{
  const MjPaymentReason *why = &p->why;
  guint seat = why->seat;
  g_autofree char *head = NULL;
  g_autofree char *sum = NULL;
  g_autofree char *cap = NULL;
  g_autofree char *base = NULL;
  g_autofree char *shared = NULL;
  const char *clauses[4] = { NULL };
  guint nc = 0;

  switch (why->code)
    {
    case WHY_WIN:
    case WHY_WIN_FED:
      {
        const MjWin *w = mj_settlement_win_of (s, seat);
        int total;

        if (w == NULL)
          return NULL;
        head = mj_settlement_win_head (n, s, seat);
        total = mj_score_patterns_total (&w->score);
        if (total > why->value)
          clauses[nc++] = cap = g_strdup_printf (_("%d fan capped at %d (封顶)"), total, why->value);
        clauses[nc++] = base = base_clause (why->value, why->base);
        if (why->code == WHY_WIN_FED)
          clauses[nc++] = _("paid by whoever fed the kong alone (点杠花)");
        else if (why->extra > 0)
          clauses[nc++] = _("and the base again for the self-draw (自摸加底)");
        sum = fan_sum (why, p->amount);
        break;
      }
    case WHY_READY_CHECK:
      {
        g_autofree char *value = mj_value_display (s->rules, why->value);
        head = MJ_TELL (n, seat, _("%s is ready for at most %s (查大叫)"), _("You are ready for at most %s (查大叫)"),
                        value);
        clauses[nc++] = base = base_clause (why->value, why->base);
        sum = fan_sum (why, p->amount);
        break;
      }
    case WHY_KONG:
      {
        int factors[2] = { why->count, why->base };
        head = kong_head (n, why);
        clauses[nc++] = why->count == 2 ? _("twice the base (底分)") : _("the base (底分)");
        sum = mj_settlement_product (factors, 2, p->amount);
        break;
      }
    case WHY_CALL_TRANSFER:
      head = MJ_TELL (n, seat, _("%s’s kong money of this turn goes to the winner on the discard after the kong (呼叫转移)"),
                      _("Your kong money of this turn goes to the winner on the discard after the kong (呼叫转移)"));
      if (why->count > 1)
        {
          clauses[nc++] = shared = g_strdup_printf (_("shared by %d winners"), why->count);
          if (why->value % why->count == 0)
            sum = g_strdup_printf ("%d ÷ %d = %d", why->value, why->count, p->amount);
        }
      if (sum == NULL)
        sum = g_strdup_printf ("%d", p->amount);
      break;
    case WHY_FLOWER_PIG:
      {
        int factors[2] = { why->factor, why->base };
        if (why->count > 0)
          head = MJ_TELL (n, seat, _("%s is a flower pig (花猪), still holding %s, the missing suit"),
                          _("You are a flower pig (花猪), still holding %s, your missing suit"),
                          mj_suit_display_name ((MjSuit) (why->count - 1)));
        else
          head = MJ_TELL (n, seat, _("%s is a flower pig (花猪), holding all three suits"),
                          _("You are a flower pig (花猪), holding all three suits"));
        clauses[nc++] = _("16 times the base (底分)");
        sum = mj_settlement_product (factors, 2, p->amount);
        break;
      }
    case WHY_REFUND:
      head = MJ_TELL (n, seat, _("%s is not ready and gives back the kong money (退税)"),
                      _("You are not ready and give back the kong money (退税)"));
      sum = g_strdup_printf ("%d", p->amount);
      break;
    default:
      return NULL;
    }
  return mj_settlement_join (head, clauses, sum);
}

/* What fan are worth, whenever fan were paid; and what an exhausted wall
 * settles. */
static void
sichuan_settlement_notes (const MjNarrator *n,
                          const MjState    *s,
                          GArray           *notes)
{
  gboolean fan_paid = FALSE;
  guint unfinished = 0;

  for (guint i = 0; i < s->n_payments; i++)
    fan_paid |= s->payments[i].why.code == WHY_WIN || s->payments[i].why.code == WHY_WIN_FED ||
                s->payments[i].why.code == WHY_READY_CHECK;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    unfinished += mj_state_seat_active (s, i);

  if (fan_paid)
    {
      int base = OPT (&s->options, OPT_BASE_POINTS), cap = OPT (&s->options, OPT_FAN_CAP);
      g_autoptr (GString) table = g_string_new (NULL);
      g_autofree char *capped = mj_value_display (s->rules, cap);

      for (int f = 1; f <= cap; f++)
        {
          g_autofree char *fan = mj_value_display (s->rules, f);
          if (f > 1)
            g_string_append (table, C_("settlement", ", "));
          /* Translators: one entry of the table of what fan are worth, "3 fan → 24" */
          g_string_append_printf (table, C_("fan table", "%s → %d"), fan, base << (f - 1));
        }
      mj_settlement_add_note (notes, g_strdup_printf (_("Each fan after the first doubles the base %d (底分), up to "
                                                        "%s (封顶): %s"), base, capped, table->str), NULL, 0);
    }
  if (s->exhausted && unfinished >= 2)
    mj_settlement_add_note (notes, g_strdup (_("The wall is empty with players still in the hand: a flower pig (花猪) "
                                                "pays everyone else, who is not ready pays who is (查大叫) and gives back "
                                                "the kong money (退税).")), NULL, 0);
}

/* ---- what the rest of the house reads -------------------------------------- */

/* The refusals of its own rules, with their regional names (the ones
 * every rule set gives are the state machine's: mj_rules_refusals). */
static const MjRefusalTerm refusals[] = {
  /* TRANSLATORS: a regional term, the rule as the region's players name
   * it: keep the term, written in your script (過水 → 过水 in zh_CN) */
  { MJ_REFUSAL_FINISHED, NC_("regional term", "血战到底") },
  { MJ_REFUSAL_PASS_LOCK, NC_("regional term", "过水不胡") },
  { MJ_REFUSAL_EXCHANGE_SUIT, NC_("regional term", "换三张") },
  { MJ_REFUSAL_MISSING_SUIT_DISCARD, NC_("regional term", "定缺") },
  { MJ_REFUSAL_MISSING_SUIT_CLAIM, NC_("regional term", "定缺") },
  { MJ_REFUSAL_MISSING_SUIT_WIN, NC_("regional term", "定缺") },
  { MJ_REFUSAL_THREE_SUITS_WIN, NC_("regional term", "缺一门") },
};

/* What pays, for the computer players: 清一色 3 fan, 对对胡 2, 七对 3
 * (doublings). */
static const MjBotStyle bot_style = {
  .flush = 7, .pungs = 3, .pairs = 2, .hidden = 1.5, .ron = 1.6, .hazard = 0.06,
  .win = { { -1.296, 1.564, 0.522 }, { -4.566, 2.516, 0.578 }, { -7.047, 3.216, 0.513 },
           { -9.519, 3.933, 0.543 }, { -10.718, 4.099, 0.469 } },
  /* a discard win costs its discarder one payment, a self-draw all three
   * more: never fold; claims weighed in points */
  .fold = MJ_BOT_FOLD_NEVER, .claim_points = TRUE,
  /* the hard level searches with its whole budget (about 11 ms a decision
   * on a worker thread): on seeds never used in tuning it gained +1.12
   * [+0.47, +1.77] a hand one against three normal players (1,500 deals)
   * and +1.54 [+0.63, +2.46] in all seatings of hard, normal, normal,
   * easy (1,000 deals; README); in the other rule sets it did not */
  .search_percent = 100,
};

/* the rule book, mj-rulebook-sichuan.c */
extern const MjRulebookData mj_rulebook_sichuan;

const MjRules mj_rules_sichuan = {
  .id = "sichuan",
  .name = N_("Sichuan Blood Battle"),
  .description = N_("108 tiles, declare a missing suit, no chow; play on after a win until three have won (血战到底)"),
  .short_name = N_("Sichuan"),
  .unit = "fan",
  .tileset = MJ_TILESET_108,
  .hand_size = 13,
  .shapes = MJ_SHAPE_STANDARD | MJ_SHAPE_SEVEN_PAIRS_QUADS,
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .patterns = patterns,
  .n_patterns = G_N_ELEMENTS (patterns),
  .refusals = refusals,
  .n_refusals = G_N_ELEMENTS (refusals),
  .bot_style = &bot_style,
  .book = &mj_rulebook_sichuan,
  .features = sichuan_features,
  .score = sichuan_score,
  .check_discard = sichuan_check_discard,
  .check_claim = sichuan_check_claim,
  .check_kong = sichuan_check_kong,
  .win_is_forced = sichuan_win_is_forced,
  .kong_made = sichuan_kong_made,
  .wins_made = sichuan_wins_made,
  .end_hand = sichuan_end_hand,
  .payment_reason = sichuan_payment_reason,
  .settlement_notes = sichuan_settlement_notes,
};
