/* mj-rules-lisi.c: Shanxi Taiyuan "standing four" (立四麻将), as specified
 * in the rules document lisi.md: 136 tiles, no chow, four standing tiles
 * that leave the hand only in a pung, a kong or the face-down ready
 * discard, wins for ready players only, and a small additive points table
 * (胡, 自摸, 缺门, one single-wait item, 明杠, 暗杠, 清龙). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-bot-style.h"
#include "mj-rules.h"
#include "mj-settlement.h"
#include "mj-state.h"
#include "mj-view.h"

enum {
  OPT_STAKE_PER_POINT,
  OPT_PTS_BASE,
  OPT_PTS_ZIMO,
  OPT_PTS_QUEMEN,
  OPT_PTS_SINGLE_WAIT,
  OPT_PTS_MINGGANG,
  OPT_PTS_ANGANG,
  OPT_PTS_QINGLONG,
  OPT_SCORE_DANDIAO,
  OPT_ROB_ADDED_KONG,
  OPT_MULTI_WIN,
  OPT_AUTO_WIN_WHEN_READY,
  OPT_RESERVE_MODE,
  OPT_DRAW_DEALER_RULE,
  OPT_PASS_PUNG_LOCK,
  OPT_DEALER_BONUS,
};

enum {
  RESERVE_GROW,
  RESERVE_FIXED,
};

static const char * const reserve_modes[] = { "grow", "fixed", NULL };
static const char * const reserve_mode_labels[] = {
  N_("Seven stacks, one more per kong from the second"),
  N_("Always seven stacks"),
  NULL
};

enum {
  DRAW_DEALER_STAY_IF_NO_KONG,
  DRAW_DEALER_ALWAYS_STAY,
};

static const char * const draw_dealer_rules[] = { "stay_if_no_kong", "always_stay", NULL };
static const char * const draw_dealer_rule_labels[] = {
  N_("The dealer stays unless someone konged"),
  N_("The dealer always stays"),
  NULL
};

enum {
  PASS_PUNG_REST_OF_HAND,
  PASS_PUNG_UNTIL_NEXT_DRAW,
  PASS_PUNG_OFF,
};

static const char * const pass_pung_locks[] = { "rest_of_hand", "until_next_draw", "off", NULL };
static const char * const pass_pung_lock_labels[] = {
  N_("For the rest of the hand"),
  N_("Until your next draw"),
  N_("Never"),
  NULL
};

static const MjOptionSpec options[] = {
  [OPT_STAKE_PER_POINT] = { "stake_per_point", MJ_OPTION_INT, 1, 1, 1000, NULL, NULL,
    N_("Stake per point"), N_("What one point of a hand is paid with (底分)") },
  [OPT_PTS_BASE] = { "pts_base", MJ_OPTION_INT, 1, 1, 100, NULL, NULL,
    N_("Win"), N_("Points of every legal win (胡)") },
  [OPT_PTS_ZIMO] = { "pts_zimo", MJ_OPTION_INT, 1, 0, 100, NULL, NULL,
    N_("Self-draw"), N_("Points added when the winner drew the winning tile (自摸)") },
  [OPT_PTS_QUEMEN] = { "pts_quemen", MJ_OPTION_INT, 1, 0, 100, NULL, NULL,
    N_("Missing one suit"),
    N_("Points added when the hand holds exactly two of the three suits, honours aside (缺门)") },
  [OPT_PTS_SINGLE_WAIT] = { "pts_single_wait", MJ_OPTION_INT, 1, 0, 100, NULL, NULL,
    N_("Single wait"),
    N_("Points added when the hand waited on one kind only: edge, closed or pair wait, one of them (边张, 坎张, 单吊)") },
  [OPT_PTS_MINGGANG] = { "pts_minggang", MJ_OPTION_INT, 1, 0, 100, NULL, NULL,
    N_("Exposed kong"), N_("Points added, once, when the winner has an exposed or added kong (明杠)") },
  [OPT_PTS_ANGANG] = { "pts_angang", MJ_OPTION_INT, 2, 0, 100, NULL, NULL,
    N_("Concealed kong"), N_("Points added, once, when the winner has a concealed kong (暗杠)") },
  [OPT_PTS_QINGLONG] = { "pts_qinglong", MJ_OPTION_INT, 16, 0, 100, NULL, NULL,
    N_("Pure straight"), N_("Points added for the chows 123, 456 and 789 of one suit (清龙)") },
  [OPT_SCORE_DANDIAO] = { "score_dandiao", MJ_OPTION_BOOL, TRUE, 0, 1, NULL, NULL,
    N_("Pair wait scores"),
    N_("A single wait on the pair counts like an edge or closed wait (单吊)") },
  [OPT_ROB_ADDED_KONG] = { "rob_added_kong", MJ_OPTION_BOOL, TRUE, 0, 1, NULL, NULL,
    N_("Robbing the kong"),
    N_("A ready player may win on the tile of an added kong; the konger pays (抢杠)") },
  [OPT_MULTI_WIN] = { "multi_win", MJ_OPTION_BOOL, FALSE, 0, 1, NULL, NULL,
    N_("Several winners"),
    N_("Every ready player who can win on a discard wins; off: only the first after the discarder (截胡)") },
  [OPT_AUTO_WIN_WHEN_READY] = { "auto_win_when_ready", MJ_OPTION_BOOL, TRUE, 0, 1, NULL, NULL,
    N_("Forced win"),
    N_("A ready player's win is declared for him as soon as it is possible") },
  [OPT_RESERVE_MODE] = { "reserve_mode", MJ_OPTION_CHOICE, RESERVE_GROW, 0, 1,
    reserve_modes, reserve_mode_labels,
    N_("Tail reserve"),
    N_("Stacks left undrawn at the end of the wall: seven, and one more for each kong from the second; or always seven") },
  [OPT_DRAW_DEALER_RULE] = { "draw_dealer_rule", MJ_OPTION_CHOICE, DRAW_DEALER_STAY_IF_NO_KONG, 0, 1,
    draw_dealer_rules, draw_dealer_rule_labels,
    N_("Dealer after a drawn hand"),
    N_("After an exhausted wall the dealer stays if nobody declared a kong, or stays always") },
  [OPT_PASS_PUNG_LOCK] = { "pass_pung_lock", MJ_OPTION_CHOICE, PASS_PUNG_REST_OF_HAND, 0, 2,
    pass_pung_locks, pass_pung_lock_labels,
    N_("Declined pung"),
    N_("How long a tile you declined to pung stays barred from your pungs (过碰)") },
  [OPT_DEALER_BONUS] = { "dealer_bonus", MJ_OPTION_INT, 0, 0, 100, NULL, NULL,
    N_("Dealer bonus"),
    N_("Points added to every win payment the dealer makes or receives") },
};

static const MjPatternName patterns[] = {
  /* TRANSLATORS: each pattern's English name, then its regional term, the
   * name the region's players use: keep the term, in your script */
  { "hu", N_("Win"), NC_("regional term", "胡") },
  { "zimo", N_("Self-draw"), NC_("regional term", "自摸") },
  { "quemen", N_("Missing one suit"), NC_("regional term", "缺门") },
  { "bianzhang", N_("Edge wait"), NC_("regional term", "边张") },
  { "kanzhang", N_("Closed wait"), NC_("regional term", "坎张") },
  { "dandiao", N_("Single wait on the pair"), NC_("regional term", "单吊") },
  { "minggang", N_("Exposed kong"), NC_("regional term", "明杠") },
  { "angang", N_("Concealed kong"), NC_("regional term", "暗杠") },
  { "qinglong", N_("Pure straight"), NC_("regional term", "清龙") },
};

#define OPT(o, i) ((o)->values[(i)])

/* Why a payment was made (MjPaymentReason.code): a win's leg, with value:
 * the points, factor: the stake of a point, extra: the dealer bonus on
 * this leg.  Told by lisi_payment_reason. */
enum {
  WHY_WIN = 1,
};

static MjFeatures
lisi_features (const MjRules   *rules,
               const MjOptions *o)
{
  MjFeatures f = MJ_FEATURE_STANDING_TILES | MJ_FEATURE_READY_REQUIRED |
                 MJ_FEATURE_READY_FACE_DOWN | MJ_FEATURE_HIDE_CONCEALED_KONG;

  if (OPT (o, OPT_AUTO_WIN_WHEN_READY))
    f |= MJ_FEATURE_AUTO_WIN_READY;
  /* without MJ_FEATURE_MULTI_WIN only the nearest winner takes a discard
   * (截胡, the head bump) */
  if (OPT (o, OPT_MULTI_WIN))
    f |= MJ_FEATURE_MULTI_WIN;
  return f;
}

/* ---- waits -------------------------------------------------------------- */

/* T(H) of §11.2 is mj_hand_waits with the standard shape: the kinds that
 * complete the concealed tiles into sets and a pair, whether or not a copy
 * is left to draw, except a kind the hand and its melds already hold all
 * four of (a fifth copy does not exist, as Taiwan's 獨聽 reads it). */

/* ---- scoring ------------------------------------------------------------ */

/* The wait items in display priority (§11.2: 边张 > 坎张 > 单吊). */
enum {
  WAIT_BIANZHANG,
  WAIT_KANZHANG,
  WAIT_DANDIAO,
  WAIT_NONE,
};

static const char * const wait_ids[] = { "bianzhang", "kanzhang", "dandiao" };

typedef struct {
  int      total;      /* the points that depend on the reading */
  guint    wait;       /* WAIT_* */
  gboolean qinglong;
} Split;

static gboolean
has_chow (const MjMeld * const *sets,
          guint                 n,
          MjTile                low)
{
  for (guint i = 0; i < n; i++)
    if (sets[i]->type == MJ_MELD_CHOW && sets[i]->tile == low)
      return TRUE;
  return FALSE;
}

/* The wait name the winning tile can take in one reading, the best first:
 * copies of a kind are alike, so a chow or pair that holds the kind may
 * be the one it completed. */
static guint
reading_wait (const MjMeld * const *sets,
              guint                 n,
              MjTile                pair,
              MjTile                win)
{
  if (mj_tile_is_suited (win))
    {
      guint rank = mj_tile_rank (win);

      if ((rank == 3 && has_chow (sets, n, win - 2)) || (rank == 7 && has_chow (sets, n, win)))
        return WAIT_BIANZHANG;
      if (rank >= 2 && rank <= 8 && has_chow (sets, n, win - 1))
        return WAIT_KANZHANG;
    }
  return pair == win ? WAIT_DANDIAO : WAIT_NONE;
}

static Split
reading_split (const MjOptions *o,
               const MjHand    *full,
               const MjReading *r,
               MjTile           win,
               gboolean         single_wait)
{
  const MjMeld *sets[MJ_READING_MAX_SETS + MJ_HAND_MAX_MELDS];
  guint n = 0;
  Split s = { 0, WAIT_NONE, FALSE };

  for (guint i = 0; i < r->n_sets; i++)
    sets[n++] = &r->sets[i];
  for (guint i = 0; i < full->n_melds; i++)
    sets[n++] = &full->melds[i];

  for (MjSuit suit = MJ_SUIT_M; suit <= MJ_SUIT_S && !s.qinglong; suit++)
    s.qinglong = has_chow (sets, n, mj_tile_make (suit, 1)) &&
                 has_chow (sets, n, mj_tile_make (suit, 4)) &&
                 has_chow (sets, n, mj_tile_make (suit, 7));
  if (s.qinglong)
    s.total += OPT (o, OPT_PTS_QINGLONG);

  if (single_wait && OPT (o, OPT_PTS_SINGLE_WAIT) > 0)
    {
      s.wait = reading_wait (sets, n, r->pair, win);
      if (s.wait == WAIT_DANDIAO && !OPT (o, OPT_SCORE_DANDIAO))
        s.wait = WAIT_NONE;
      if (s.wait != WAIT_NONE)
        s.total += OPT (o, OPT_PTS_SINGLE_WAIT);
    }
  return s;
}

static guint
suits_present (const MjHand *full)
{
  guint mask = 0;

  for (MjTile t = 0; t < MJ_FIRST_HONOR; t++)
    if (full->counts[t])
      mask |= 1u << mj_tile_suit (t);
  for (guint i = 0; i < full->n_melds; i++)
    if (mj_tile_is_suited (full->melds[i].tile))
      mask |= 1u << mj_tile_suit (full->melds[i].tile);
  return mask;
}

static void
lisi_score (const MjRules      *rules,
            const MjOptions    *o,
            const MjWinContext *ctx,
            MjScore            *out)
{
  MjHand full = ctx->hand;
  MjReading readings[MJ_MAX_READINGS];
  gboolean robbing = ctx->robbing_kong && !ctx->self_drawn;
  gboolean single_wait, minggang = FALSE, angang = FALSE;
  guint n_readings, suits;
  guint64 waits;
  Split best = { -1, WAIT_NONE, FALSE };
  int value, stake, bonus;
  MjPaymentReason why = { 0, MJ_SEAT_NONE, MJ_TILE_NONE, 0, 0, 0, 1, 0 };

  mj_score_init (out);

  if (ctx->ready == MJ_READY_NONE)
    {
      mj_score_refuse (out, MJ_REFUSAL_NOT_READY);
      return;
    }
  if (robbing && !OPT (o, OPT_ROB_ADDED_KONG))
    {
      mj_score_refuse (out, MJ_REFUSAL_NOT_OFFERED);
      return;
    }

  mj_hand_add (&full, ctx->win_tile);
  n_readings = mj_hand_readings (&full, MJ_SHAPE_STANDARD, readings, G_N_ELEMENTS (readings));
  if (n_readings == 0)
    {
      mj_score_refuse (out, MJ_REFUSAL_NOT_COMPLETE);
      return;
    }

  /* 独听: one kind, counted on the hand before the winning tile */
  waits = mj_hand_waits (&ctx->hand, MJ_SHAPE_STANDARD);
  single_wait = waits != 0 && (waits & (waits - 1)) == 0;

  /* only the pure straight and the wait name depend on the reading: take
   * the reading worth most, and among equals the wait name shown first */
  for (guint i = 0; i < n_readings; i++)
    {
      Split s = reading_split (o, &full, &readings[i], ctx->win_tile, single_wait);
      if (s.total > best.total || (s.total == best.total && s.wait < best.wait))
        best = s;
    }

  for (guint i = 0; i < full.n_melds; i++)
    {
      minggang |= full.melds[i].type == MJ_MELD_KONG_EXPOSED ||
                  full.melds[i].type == MJ_MELD_KONG_ADDED;
      angang |= full.melds[i].type == MJ_MELD_KONG_CONCEALED;
    }
  suits = suits_present (&full);

  mj_score_add_optional (out, "hu", OPT (o, OPT_PTS_BASE));
  if (ctx->self_drawn)
    mj_score_add_optional (out, "zimo", OPT (o, OPT_PTS_ZIMO));
  if (suits == 3 || suits == 5 || suits == 6)
    mj_score_add_optional (out, "quemen", OPT (o, OPT_PTS_QUEMEN));
  if (best.wait != WAIT_NONE)
    mj_score_add_optional (out, wait_ids[best.wait], OPT (o, OPT_PTS_SINGLE_WAIT));
  if (minggang)
    mj_score_add_optional (out, "minggang", OPT (o, OPT_PTS_MINGGANG));
  if (angang)
    mj_score_add_optional (out, "angang", OPT (o, OPT_PTS_ANGANG));
  if (best.qinglong)
    mj_score_add_optional (out, "qinglong", OPT (o, OPT_PTS_QINGLONG));

  value = mj_score_patterns_total (out);
  out->value = value;

  /* §11.4: the discarder (or the robbed konger) pays alone; on a
   * self-draw each of the three others pays */
  stake = OPT (o, OPT_STAKE_PER_POINT);
  bonus = OPT (o, OPT_DEALER_BONUS);
  why.code = WHY_WIN;
  why.value = value;
  why.factor = stake;
  if (ctx->self_drawn)
    {
      for (guint s = 0; s < MJ_N_SEATS; s++)
        if (s != ctx->seat)
          {
            gboolean dealer = s == ctx->dealer || ctx->seat == ctx->dealer;
            why.extra = dealer ? bonus : 0;
            mj_score_pay_why (out, s, ctx->seat, (value + why.extra) * stake, &why);
          }
    }
  else if (ctx->from < MJ_N_SEATS)
    {
      gboolean dealer = ctx->from == ctx->dealer || ctx->seat == ctx->dealer;
      why.extra = dealer ? bonus : 0;
      mj_score_pay_why (out, ctx->from, ctx->seat, (value + why.extra) * stake, &why);
    }
}

/* ---- the flow of a hand ----------------------------------------------------- */

/* The first dealer: the system throws the first two dice, counting round
 * from E as one (§2: "chosen at random by the system"). */
static guint
lisi_first_dealer (const MjState *s)
{
  return (s->dice[0] + s->dice[1] - 1u) % MJ_N_SEATS;
}

/* §10: R(K) tiles stay at the tail, K the kongs that stood; a kong must
 * leave the reserve of one kong more. */
static guint
lisi_reserve (const MjState *s,
              gboolean       for_kong)
{
  guint k = s->n_kongs + (for_kong ? 1u : 0u);

  if (OPT (&s->options, OPT_RESERVE_MODE) == RESERVE_FIXED)
    return 14 + k % 2;
  return 2 * (k <= 1 ? 7 : 6 + k) + k % 2;
}

/* ST1: a face-up discard is an ordinary tile (the engine gives an
 * ordinary copy first); after ready every tile is ordinary (ST6).  The
 * ready declaration itself is checked by the engine: a standing tile
 * that leaves the hand ready (ST2). */
static MjRefusal
lisi_check_discard (const MjState *s,
                    guint          seat,
                    MjTile         tile,
                    gboolean       declare_ready)
{
  const MjPlayer *p = &s->players[seat];

  if (declare_ready || p->ready != MJ_READY_NONE)
    return MJ_REFUSAL_NONE;
  if (p->hand.counts[tile] <= p->standing[tile])
    return MJ_REFUSAL_STANDING_DISCARD;
  return MJ_REFUSAL_NONE;
}

/* ST4: after a pung or kong that uses `used` copies of `tile` (standing
 * copies first, but an ordinary one before the last standing tile:
 * mj_meld_standing), a standing tile must remain, and so must a legal discard:
 * an ordinary tile, or a standing one that declares ready.  A kong's
 * replacement is an ordinary tile, so only a pung can lack a discard. */
static MjRefusal
standing_after_meld (const MjState *s,
                     guint          seat,
                     MjTile         tile,
                     guint          used,
                     const MjMeld  *meld)
{
  const MjPlayer *p = &s->players[seat];
  guint8 standing[MJ_N_KINDS];
  guint from_standing = mj_meld_standing (&p->hand, p->standing, tile, used);
  MjHand h;

  if (p->n_standing <= from_standing)
    return MJ_REFUSAL_STANDING_LAST;
  if (meld == NULL)
    return MJ_REFUSAL_NONE;

  h = p->hand;
  memcpy (standing, p->standing, sizeof standing);
  standing[tile] -= (guint8) from_standing;
  for (guint i = 0; i < used; i++)
    mj_hand_remove (&h, tile);
  mj_hand_add_meld (&h, meld);
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (h.counts[t] > standing[t])
      return MJ_REFUSAL_NONE;
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (standing[t])
      {
        MjHand after = h;
        mj_hand_remove (&after, t);
        if (mj_hand_waits (&after, s->rules->shapes) != 0)
          return MJ_REFUSAL_NONE;
      }
  return MJ_REFUSAL_STANDING_LAST;
}

static MjRefusal
lisi_check_claim (const MjState *s,
                  guint          seat,
                  guint          type,
                  MjTile         tile)
{
  const MjPlayer *p = &s->players[seat];

  if (type == MJ_ACTION_PUNG)
    {
      MjMeld m = { MJ_MELD_PUNG, tile, tile, s->claim_from };

      /* 过碰: a pung declined is barred, for the hand or until a draw */
      if ((p->pung_declined >> tile) & 1)
        switch (OPT (&s->options, OPT_PASS_PUNG_LOCK))
          {
          case PASS_PUNG_REST_OF_HAND:
            return MJ_REFUSAL_PASS_PUNG;
          case PASS_PUNG_UNTIL_NEXT_DRAW:
            return MJ_REFUSAL_PASS_PUNG_DRAW;
          default:
            break;
          }
      return standing_after_meld (s, seat, tile, 2, &m);
    }
  if (type == MJ_ACTION_KONG)
    return standing_after_meld (s, seat, tile, 3, NULL);
  return MJ_REFUSAL_NONE;
}

static MjRefusal
lisi_check_kong (const MjState *s,
                 guint          seat,
                 guint          type,
                 MjTile         tile)
{
  return standing_after_meld (s, seat, tile, type == MJ_ACTION_KONG_CONCEALED ? 4 : 1, NULL);
}

/* §7: the system declares a ready player's win for him. */
static gboolean
lisi_win_is_forced (const MjState *s,
                    guint          seat)
{
  return OPT (&s->options, OPT_AUTO_WIN_WHEN_READY) && s->players[seat].ready != MJ_READY_NONE;
}

/* 过碰 until the next draw: a draw (a kong's replacement too, as for the
 * pass lock of a win) lifts the bar. */
static void
lisi_tile_drawn (MjState  *s,
                 guint     seat,
                 MjTile    tile,
                 gboolean  replacement)
{
  if (OPT (&s->options, OPT_PASS_PUNG_LOCK) == PASS_PUNG_UNTIL_NEXT_DRAW)
    s->players[seat].pung_declined = 0;
}

/* §2: the dealer keeps the deal when he wins (with several winners, when
 * he is one of them), else his 下家 deals; a drawn hand keeps the dealer
 * unless a kong stood, or always with draw_dealer_rule = always_stay. */
static void
lisi_end_hand (MjState  *s,
               gboolean  exhausted)
{
  gboolean stays;

  if (s->n_wins > 0)
    {
      stays = FALSE;
      for (guint i = 0; i < s->n_wins; i++)
        stays |= s->wins[i].ctx.seat == s->dealer;
    }
  else
    stays = OPT (&s->options, OPT_DRAW_DEALER_RULE) == DRAW_DEALER_ALWAYS_STAY || s->n_kongs == 0;
  s->next_dealer = stays ? s->dealer : (guint8) mj_seat_next (s->dealer);
}

/* ---- what computer players should know -------------------------------------- */

/* Standing tiles never leave face up, so they are in the hand the bot
 * builds whether it likes them or not: an ordinary tile that pairs with a
 * standing one or runs next to it turns dead weight into a set, and is
 * worth keeping.  A standing tile itself leaves only as the ready
 * declaration, which is chosen by the unseen waits it leaves alone: no
 * bias then. */
static int
lisi_bot_keep_bias (const MjView *v,
                    MjTile        tile)
{
  const MjHand *h = &v->hand;
  int bias = 0;

  if (v->standing[tile] >= h->counts[tile])
    return 0;
  if (v->standing[tile] > 0 && h->n_tiles % 3 == 2)
    {
      /* the same kind may be thrown face up or declare ready */
      MjHand after = *h;
      mj_hand_remove (&after, tile);
      if (mj_hand_shanten (&after, v->rules->shapes) <= 0)
        return 0;
    }
  for (int d = -2; d <= 2; d++)
    {
      int u = (int) tile + d;

      if (u < 0 || u >= MJ_N_KINDS || mj_tile_suit ((MjTile) u) != mj_tile_suit (tile) ||
          (d != 0 && !mj_tile_is_suited (tile)))
        continue;
      bias += v->standing[u] * (d == 2 || d == -2 ? 1 : 2);
    }
  return bias;
}

/* ---- the settlement in words ------------------------------------------------ */

static char *
lisi_payment_reason (const MjNarrator *n,
                     const MjState    *s,
                     const MjPayment  *p)
{
  const MjPaymentReason *why = &p->why;
  g_autofree char *head = NULL;
  g_autofree char *sum = NULL;
  g_autofree char *dealer = NULL;
  g_autofree char *stake = NULL;
  const char *clauses[3] = { NULL };
  guint nc = 0;

  if (why->code != WHY_WIN || mj_settlement_win_of (s, why->seat) == NULL)
    return NULL;
  head = mj_settlement_win_head (n, s, why->seat);
  if (why->extra > 0)
    clauses[nc++] = dealer = g_strdup_printf (_("and %d for the dealer"), why->extra);
  if (why->factor != 1)
    clauses[nc++] = stake = g_strdup_printf (_("at a stake of %d a point (底分)"), why->factor);
  sum = mj_settlement_sum (why->value, why->extra, why->factor, p->amount);
  return mj_settlement_join (head, clauses, sum);
}

/* ---- what the rest of the house reads -------------------------------------- */

/* The refusals of its own rules, with their regional names (the ones
 * every rule set gives are the state machine's: mj_rules_refusals). */
static const MjRefusalTerm refusals[] = {
  { MJ_REFUSAL_NOT_READY, NC_("regional term", "报听") },
  { MJ_REFUSAL_READY_LOCKED, NC_("regional term", "报听") },
  { MJ_REFUSAL_READY_NOT_TENPAI, NC_("regional term", "报听") },
  { MJ_REFUSAL_STANDING_DISCARD, NC_("regional term", "立牌") },
  { MJ_REFUSAL_STANDING_READY, NC_("regional term", "立牌") },
  { MJ_REFUSAL_STANDING_LAST, NC_("regional term", "立牌") },
  { MJ_REFUSAL_PASS_PUNG, NC_("regional term", "过碰") },
  { MJ_REFUSAL_DRAWN_TILE_ONLY, NC_("regional term", "报听") },
  { MJ_REFUSAL_PASS_PUNG_DRAW, NC_("regional term", "过碰") },
};

/* What pays, for the computer players: 清龙 16 against a hand of 2 to 4. */
static const MjBotStyle bot_style = {
  .straight = 10, .two_suits = 1, .hidden = 2.8, .ron = 2.0, .hazard = 0.10,
  .win = { { 0.741, 1.248, 1.244 }, { -3.855, 2.075, 1.071 }, { -9.441, 3.402, 0.709 },
           { -16.461, 5.548, 0.561 }, { -21.615, 6.961, 0.229 } },
  /* the discarder pays alone: fold a lost hand against a declared one */
  .fold = MJ_BOT_FOLD_CLEAR, .claim_points = TRUE,
  /* measured: a hand played out takes about six times a Sichuan one */
  .search_cost = 6,
};

/* the rule book, mj-rulebook-lisi.c */
extern const MjRulebookData mj_rulebook_lisi;

const MjRules mj_rules_lisi = {
  .id = "lisi",
  .name = N_("Shanxi Standing Four"),
  .description = N_("136 tiles, no chow; four standing tiles, and only a player who declared ready "
                    "with one of them face down may win (立四)"),
  .short_name = N_("Lisi"),
  .unit = "points",
  .tileset = MJ_TILESET_136,
  .hand_size = 13,
  .shapes = MJ_SHAPE_STANDARD,
  .default_ready = MJ_READY_PLAIN,
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .patterns = patterns,
  .n_patterns = G_N_ELEMENTS (patterns),
  .refusals = refusals,
  .n_refusals = G_N_ELEMENTS (refusals),
  .bot_style = &bot_style,
  .book = &mj_rulebook_lisi,
  .features = lisi_features,
  .score = lisi_score,
  .first_dealer = lisi_first_dealer,
  .reserve = lisi_reserve,
  .check_discard = lisi_check_discard,
  .check_claim = lisi_check_claim,
  .check_kong = lisi_check_kong,
  .win_is_forced = lisi_win_is_forced,
  .tile_drawn = lisi_tile_drawn,
  .end_hand = lisi_end_hand,
  .n_dice = 4,                 /* two dice twice: the dealer's wall, then the break (§3) */
  .bot_keep_bias = lisi_bot_keep_bias,
  .payment_reason = lisi_payment_reason,
};
