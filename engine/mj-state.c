/* mj-state.c: the one state machine of a match, shared by every rule set.
 *
 * A hand: deal, flowers set aside, the phases before play (换三张, 定缺),
 * then turns.  A turn draws (unless it began with a claim), may win or
 * kong, and discards; the others then answer the discard together and the
 * answers are resolved by priority: win, kong or pung, chow.  Rule sets
 * refine every step through the hooks of MjRules; this file never names a
 * rule set.
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-state.h"

#define BIT(s) (1u << (s))

static void begin_turn   (MjState *s, guint seat);
static void end_hand     (MjState *s);
static gboolean replacement_draw (MjState *s, guint seat);

/* ---- small helpers ------------------------------------------------------ */

gboolean
mj_state_seat_active (const MjState *s,
                      guint          seat)
{
  return s->players[seat].finished == 0;
}

static guint
next_active (const MjState *s,
             guint          seat)
{
  for (guint i = 1; i <= MJ_N_SEATS; i++)
    {
      guint t = (seat + i) % MJ_N_SEATS;
      if (mj_state_seat_active (s, t))
        return t;
    }
  return seat;
}

static guint
n_active (const MjState *s)
{
  guint n = 0;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    n += mj_state_seat_active (s, i);
  return n;
}

static inline gboolean
has (const MjState *s,
     MjFeatures     f)
{
  return (s->features & f) != 0;
}

void
mj_state_push_event (MjState     *s,
                     MjEventType  type,
                     guint        seat,
                     MjTile       tile,
                     guint        flag,
                     guint        index)
{
  MjEvent *e;

  if (s->n_events == MJ_MAX_EVENTS)
    {
      s->dropped_events++;
      return;
    }
  e = &s->events[s->n_events++];
  e->type = (guint8) type;
  e->seat = (guint8) seat;
  e->tile = tile;
  e->flag = (guint8) flag;
  e->index = (guint16) index;
}

void
mj_state_pay (MjState               *s,
              MjPaymentKind          kind,
              guint                  from,
              guint                  to,
              int                    amount,
              const MjPaymentReason *why)
{
  MjPayment *p;

  g_return_if_fail (from < MJ_N_SEATS && to < MJ_N_SEATS);
  if (amount == 0 || from == to)
    return;
  s->scores[from] -= amount;
  s->scores[to] += amount;
  s->hand_delta[from] -= amount;
  s->hand_delta[to] += amount;
  if (s->n_payments == MJ_MAX_PAYMENTS)
    {
      /* merge into the last entry rather than lose money */
      g_warning ("more than %u payments in one hand", MJ_MAX_PAYMENTS);
      return;
    }
  p = &s->payments[s->n_payments];
  /* the whole entry, padding too: states are compared byte for byte */
  memset (p, 0, sizeof *p);
  p->kind = (guint8) kind;
  p->from = (guint8) from;
  p->to = (guint8) to;
  p->amount = amount;
  if (why != NULL)
    p->why = *why;
  else
    {
      p->why.seat = MJ_SEAT_NONE;
      p->why.tile = MJ_TILE_NONE;
    }
  mj_state_push_event (s, MJ_EVENT_PAYMENT, to, MJ_TILE_NONE, 0, s->n_payments);
  s->n_payments++;
}

guint
mj_state_wall_reserve (const MjState *s,
                       gboolean       for_kong)
{
  return s->rules->reserve ? s->rules->reserve (s, for_kong) : 0;
}

static gboolean
can_draw (const MjState *s)
{
  return mj_wall_remaining (&s->wall) > mj_state_wall_reserve (s, FALSE);
}

static gboolean
is_locked (const MjState *s,
           guint          seat)
{
  return s->players[seat].ready != MJ_READY_NONE &&
         has (s, MJ_FEATURE_READY_REQUIRED | MJ_FEATURE_READY_OPTIONAL);
}

/* ---- the hand: tiles in, tiles out ---------------------------------------- */

static void
take_tile (MjState *s,
           guint    seat,
           MjTile   tile)
{
  mj_hand_add (&s->players[seat].hand, tile);
}

/* Removes one copy; Lisi keeps its standing copies for pungs, kongs and
 * the ready declaration, so an ordinary copy goes first unless asked. */
static void
give_tile (MjState  *s,
           guint     seat,
           MjTile    tile,
           gboolean  standing_first)
{
  MjPlayer *p = &s->players[seat];
  guint ordinary = p->hand.counts[tile] - p->standing[tile];

  g_assert (p->hand.counts[tile] > 0);
  if (p->standing[tile] > 0 && (standing_first || ordinary == 0))
    {
      p->standing[tile]--;
      p->n_standing--;
    }
  mj_hand_remove (&p->hand, tile);
}

/* A pung or kong takes standing copies first (that is what they are
 * for), but never the last standing tile while an ordinary copy could
 * take its place: the player needs one to declare ready (lisi.md ST4, §4:
 * "two tiles of the same kind may be one standing and one ordinary"). */
guint
mj_meld_standing (const MjHand *hand,
                  const guint8 *standing,
                  MjTile        tile,
                  guint         used)
{
  guint ordinary = hand->counts[tile] - standing[tile];
  guint least = used > ordinary ? used - ordinary : 0;
  guint take = MIN (standing[tile], used);
  guint n_standing = 0;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    n_standing += standing[t];
  if (n_standing > 0)
    take = MIN (take, n_standing - 1u);
  return MAX (take, least);
}

static guint
meld_index (MjState      *s,
            guint         seat,
            const MjMeld *meld)
{
  MjHand *h = &s->players[seat].hand;
  mj_hand_add_meld (h, meld);
  return h->n_melds - 1u;
}

/* Sets flowers aside and replaces them from the back, repeatedly.  Returns
 * FALSE when the wall could not give a replacement (the hand is drawn). */
static gboolean
replace_flowers (MjState *s,
                 guint    seat,
                 MjTile   tile)
{
  MjPlayer *p = &s->players[seat];

  while (mj_tile_is_flower (tile))
    {
      p->flowers |= (guint8) BIT (tile - MJ_FIRST_FLOWER);
      mj_state_push_event (s, MJ_EVENT_FLOWER_REVEALED, seat, tile, 0, 0);
      if (s->rules->flower_revealed)
        s->rules->flower_revealed (s, seat, tile);
      if (s->hand_over)
        return FALSE;
      if (!can_draw (s))
        {
          s->exhausted = TRUE;
          return FALSE;
        }
      tile = mj_wall_draw_replacement (&s->wall);
      mj_state_push_event (s, MJ_EVENT_TILE_DRAWN, seat, tile, 1, 0);
      s->after_kong = TRUE;
      s->after_flower = TRUE;
      s->kong_feeder = MJ_SEAT_NONE;
    }
  take_tile (s, seat, tile);
  p->drawn = tile;
  if (!can_draw (s))
    s->last_drawn = TRUE;
  return TRUE;
}

/* ---- setting up ------------------------------------------------------------ */

void
mj_state_init (MjState         *s,
               const MjRules   *rules,
               const MjOptions *options,
               guint64          seed,
               MjMatchLength    length_kind,
               guint            length)
{
  memset (s, 0, sizeof *s);
  s->rules = rules;
  if (options)
    s->options = *options;
  else
    mj_options_init_defaults (rules, &s->options);
  s->features = mj_rules_features (rules, &s->options);
  s->seed = seed;
  mj_random_seed (&s->rng, seed);
  s->length_kind = length_kind;
  s->length = length;
  s->phase = MJ_PHASE_IDLE;
}

static void
stack_wall (MjState             *s,
            const MjStackedDeal  *deal,
            MjTile              (*dealt)[24],
            guint                *n_dealt)
{
  guint left[MJ_N_TILE_KINDS] = { 0 };
  MjTile middle[MJ_WALL_MAX];
  guint n_middle = 0, pos = 0;

  for (MjTile t = 0; t < MJ_N_TILE_KINDS; t++)
    if (mj_tileset_has_kind (s->rules->tileset, t))
      left[t] = mj_tile_copies (t);

  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    {
      const MjNotation *h = &deal->hands[seat];
      n_dealt[seat] = h->n_tiles;
      for (guint i = 0; i < h->n_tiles; i++)
        {
          dealt[seat][i] = h->tiles[i];
          g_assert (left[h->tiles[i]] > 0);
          left[h->tiles[i]]--;
        }
    }
  for (guint i = 0; i < deal->n_draws; i++)
    {
      g_assert (left[deal->draws[i]] > 0);
      left[deal->draws[i]]--;
    }
  for (guint i = 0; i < deal->n_replacements; i++)
    {
      g_assert (left[deal->replacements[i]] > 0);
      left[deal->replacements[i]]--;
    }
  for (MjTile t = 0; t < MJ_N_TILE_KINDS; t++)
    for (guint c = 0; c < left[t]; c++)
      middle[n_middle++] = t;

  /* the wall after the deal: draws, the rest, then the replacements from
   * the back */
  for (guint i = 0; i < deal->n_draws; i++)
    s->wall.tiles[pos++] = deal->draws[i];
  for (guint i = 0; i < n_middle; i++)
    s->wall.tiles[pos++] = middle[i];
  for (guint i = deal->n_replacements; i-- > 0;)
    s->wall.tiles[pos++] = deal->replacements[i];
  s->wall.head = 0;
  s->wall.tail = (guint16) pos;
  s->wall.size = (guint16) (pos + n_dealt[0] + n_dealt[1] + n_dealt[2] + n_dealt[3]);
}

static void
reset_hand (MjState *s)
{
  memset (s->players, 0, sizeof s->players);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      mj_hand_init (&s->players[i].hand);
      s->players[i].drawn = MJ_TILE_NONE;
      s->players[i].missing_suit = -1;
    }
  memset (s->wins, 0, sizeof s->wins);
  s->n_wins = 0;
  s->n_finished = 0;
  s->n_payments = 0;
  memset (s->hand_delta, 0, sizeof s->hand_delta);
  s->hand_over = FALSE;
  s->flipped = MJ_TILE_NONE;
  s->exhausted = FALSE;
  s->exchange_shift = 0;
  s->last_drawn = FALSE;
  s->any_claim = FALSE;
  s->n_kongs = 0;
  s->n_turns = 0;
  s->kongs_this_turn = 0;
  s->after_kong = FALSE;
  s->kong_feeder = MJ_SEAT_NONE;
  s->claim_pending = 0;
  s->claim_asked = 0;
  s->claim_tile = MJ_TILE_NONE;
  memset (s->rules_data, 0, sizeof s->rules_data);
}

void
mj_state_start_hand (MjState *s)
{
  MjTile dealt[MJ_N_SEATS][24];
  guint n_dealt[MJ_N_SEATS] = { 0 };
  const MjStackedDeal *stacked = s->stacked;
  guint n_dice = s->rules->n_dice ? s->rules->n_dice : 2;

  g_return_if_fail (s->phase == MJ_PHASE_IDLE || s->phase == MJ_PHASE_HAND_OVER);

  reset_hand (s);
  s->hand_number++;

  g_assert (n_dice <= MJ_MAX_DICE);
  s->n_dice = (guint8) n_dice;
  for (guint i = 0; i < n_dice; i++)
    s->dice[i] = stacked && stacked->dice[i] ? stacked->dice[i] : (guint8) mj_random_die (&s->rng);

  if (s->hand_number == 1)
    {
      if (stacked)
        s->dealer = stacked->dealer;
      else if (s->rules->first_dealer)
        s->dealer = (guint8) s->rules->first_dealer (s);
      else
        /* seat E throws two dice and counts round from itself as one */
        s->dealer = (guint8) ((s->dice[0] + s->dice[1] - 1) % MJ_N_SEATS);
      s->first_dealer = s->dealer;
      s->dealer_streak = 1;
      s->round_wind = 0;
    }
  else
    {
      guint next = stacked ? stacked->dealer : s->next_dealer;
      if (next == s->dealer)
        s->dealer_streak++;
      else
        {
          s->dealer_streak = 1;
          s->dealer = (guint8) next;
        }
    }

  for (guint i = 0; i < MJ_N_SEATS; i++)
    s->seat_wind[i] = (guint8) mj_seat_distance (s->dealer, i);
  if (s->rules->seat_winds)
    s->rules->seat_winds (s);

  /* the deal: four tiles at a time from the dealer round, then one each,
   * and the dealer one more */
  if (stacked)
    stack_wall (s, stacked, dealt, n_dealt);
  else
    {
      guint size = s->rules->hand_size;
      mj_wall_fill (&s->wall, s->rules->tileset);
      mj_wall_shuffle (&s->wall, &s->rng);
      for (guint round = 0; round < size / 4; round++)
        for (guint i = 0; i < MJ_N_SEATS; i++)
          {
            guint seat = (s->dealer + i) % MJ_N_SEATS;
            for (guint k = 0; k < 4; k++)
              dealt[seat][n_dealt[seat]++] = mj_wall_draw (&s->wall);
          }
      for (guint i = 0; i < MJ_N_SEATS; i++)
        {
          guint seat = (s->dealer + i) % MJ_N_SEATS;
          for (guint k = 0; k < size % 4; k++)
            dealt[seat][n_dealt[seat]++] = mj_wall_draw (&s->wall);
        }
      dealt[s->dealer][n_dealt[s->dealer]++] = mj_wall_draw (&s->wall);
    }

  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    {
      MjPlayer *p = &s->players[seat];
      for (guint i = 0; i < n_dealt[seat]; i++)
        {
          MjTile t = dealt[seat][i];
          if (mj_tile_is_flower (t))
            continue;   /* set aside below */
          take_tile (s, seat, t);
          /* Lisi: the first four tiles dealt stand apart */
          if (has (s, MJ_FEATURE_STANDING_TILES) && i < 4)
            {
              p->standing[t]++;
              p->n_standing++;
            }
        }
      p->drawn = seat == s->dealer && n_dealt[seat] ? dealt[seat][n_dealt[seat] - 1] : MJ_TILE_NONE;
      if (p->drawn != MJ_TILE_NONE && mj_tile_is_flower (p->drawn))
        p->drawn = MJ_TILE_NONE;
    }

  s->phase = MJ_PHASE_TURN;   /* until the phases below say otherwise */
  mj_state_push_event (s, MJ_EVENT_HAND_STARTED, s->dealer, MJ_TILE_NONE, 0, s->hand_number);

  /* flowers: from the dealer round, each sets his aside and replaces them */
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      guint seat = (s->dealer + i) % MJ_N_SEATS;
      for (guint k = 0; k < n_dealt[seat]; k++)
        if (mj_tile_is_flower (dealt[seat][k]))
          {
            if (s->hand_over)
              {
                /* the hand ended during the replacements (八仙過海, 七搶一,
                 * an empty wall): the flowers not yet exposed are laid
                 * aside unreplaced, so that every tile stays somewhere */
                s->players[seat].flowers |= (guint8) BIT (dealt[seat][k] - MJ_FIRST_FLOWER);
                continue;
              }
            if (!replace_flowers (s, seat, dealt[seat][k]))
              {
                if (!s->hand_over)
                  end_hand (s);
                continue;
              }
            /* the dealer's last replacement stands for his fourteenth tile */
            if (seat != s->dealer)
              s->players[seat].drawn = MJ_TILE_NONE;
          }
    }
  if (s->hand_over)
    return;
  s->after_kong = FALSE;
  s->after_flower = FALSE;

  if (has (s, MJ_FEATURE_EXCHANGE_THREE))
    s->phase = MJ_PHASE_EXCHANGE;
  else if (has (s, MJ_FEATURE_MISSING_SUIT))
    s->phase = MJ_PHASE_CHOOSE_SUIT;
  else
    begin_turn (s, s->dealer);
}

/* ---- turns ------------------------------------------------------------------ */

/* The dealer's first turn uses his fourteenth tile as the draw. */
static void
begin_turn (MjState *s,
            guint    seat)
{
  s->turn = (guint8) seat;
  s->turn_drew = TRUE;
  s->kongs_this_turn = 0;
  s->phase = MJ_PHASE_TURN;
  s->n_turns++;
  mj_state_push_event (s, MJ_EVENT_TURN_CHANGED, seat, MJ_TILE_NONE, 0, 0);
}

static gboolean
tianting_possible (const MjState *s,
                   guint          seat)
{
  const MjPlayer *p = &s->players[seat];
  return has (s, MJ_FEATURE_READY_OPTIONAL) && seat != s->dealer && p->draws == 0 &&
         p->own_discards == 0 && !s->any_claim && p->ready == MJ_READY_NONE &&
         mj_state_is_ready (s, seat);
}

/* The next player draws; an empty wall ends the hand. */
static void
draw_turn (MjState *s,
           guint    seat)
{
  MjPlayer *p = &s->players[seat];
  MjTile tile;

  if (!can_draw (s))
    {
      s->exhausted = TRUE;
      end_hand (s);
      return;
    }
  if (s->phase != MJ_PHASE_PRE_DRAW && tianting_possible (s, seat))
    {
      s->turn = (guint8) seat;
      s->phase = MJ_PHASE_PRE_DRAW;
      return;
    }

  s->turn = (guint8) seat;
  s->after_kong = FALSE;
  s->after_flower = FALSE;
  s->kong_feeder = MJ_SEAT_NONE;
  tile = mj_wall_draw (&s->wall);
  p->draws++;
  p->pass_locked = FALSE;
  mj_state_push_event (s, MJ_EVENT_TILE_DRAWN, seat, tile, 0, 0);
  if (s->rules->tile_drawn)
    s->rules->tile_drawn (s, seat, tile, FALSE);
  if (!replace_flowers (s, seat, tile))
    {
      if (!s->hand_over)
        end_hand (s);
      return;
    }
  begin_turn (s, seat);
}

/* A kong stood: its replacement comes from the back. */
static gboolean
replacement_draw (MjState *s,
                  guint    seat)
{
  MjTile tile;

  if (mj_wall_remaining (&s->wall) == 0)
    {
      s->exhausted = TRUE;
      end_hand (s);
      return FALSE;
    }
  tile = mj_wall_draw_replacement (&s->wall);
  s->players[seat].pass_locked = FALSE;
  mj_state_push_event (s, MJ_EVENT_TILE_DRAWN, seat, tile, 1, 0);
  if (s->rules->tile_drawn)
    s->rules->tile_drawn (s, seat, tile, TRUE);
  s->after_kong = TRUE;
  s->after_flower = FALSE;
  if (!replace_flowers (s, seat, tile))
    {
      if (!s->hand_over)
        end_hand (s);
      return FALSE;
    }
  s->after_kong = TRUE;
  s->turn_drew = TRUE;
  s->phase = MJ_PHASE_TURN;
  return TRUE;
}

/* ---- wins --------------------------------------------------------------- */

void
mj_state_win_context (const MjState *s,
                      guint          seat,
                      MjTile         tile,
                      gboolean       self_drawn,
                      guint          from,
                      gboolean       robbing,
                      MjWinContext  *ctx)
{
  const MjPlayer *p = &s->players[seat];

  mj_win_context_init (ctx);
  ctx->hand = p->hand;
  if (self_drawn && tile != MJ_TILE_NONE)
    mj_hand_remove (&ctx->hand, tile);
  ctx->win_tile = tile;
  ctx->self_drawn = self_drawn;
  ctx->seat = (guint8) seat;
  ctx->dealer = s->dealer;
  ctx->from = self_drawn ? MJ_SEAT_NONE : (guint8) from;
  ctx->dealer_streak = s->dealer_streak;
  ctx->after_kong = self_drawn && s->after_kong;
  ctx->after_flower = self_drawn && s->after_kong && s->after_flower;
  ctx->kong_feeder = self_drawn && s->after_kong ? s->kong_feeder : MJ_SEAT_NONE;
  ctx->after_kong_discard = !self_drawn && !robbing && s->claim_after_kong;
  ctx->robbing_kong = robbing;
  ctx->last_tile = s->last_drawn;
  ctx->ready = p->ready;
  ctx->seat_wind = s->seat_wind[seat];
  ctx->round_wind = s->round_wind;
  ctx->flowers = p->flowers;
  ctx->missing_suit = p->missing_suit;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    if (s->players[i].finished)
      ctx->finished |= (guint8) BIT (i);

  /* the first go-round: nobody has claimed anything, and the winner has
   * not yet drawn (a discard) or is on his first draw */
  if (!s->any_claim)
    {
      if (self_drawn)
        ctx->first_turn = seat == s->dealer ? p->draws == 0 && p->own_discards == 0
                                            : p->draws == 1 && p->own_discards == 0;
      else
        ctx->first_turn = p->draws == 0 && p->own_discards == 0 &&
                          s->players[from].own_discards == 1;
    }
  if (s->rules->fill_context)
    s->rules->fill_context (s, ctx);
}

/* Can `seat` win with `tile` now?  Scores into *score when given. */
static MjRefusal
check_win (const MjState *s,
           guint          seat,
           MjTile         tile,
           gboolean       self_drawn,
           guint          from,
           gboolean       robbing,
           MjScore       *score)
{
  const MjPlayer *p = &s->players[seat];
  MjWinContext ctx;
  MjScore local;
  MjHand full;

  if (!mj_state_seat_active (s, seat))
    return MJ_REFUSAL_FINISHED;
  if (tile == MJ_TILE_NONE)
    return MJ_REFUSAL_NOT_OFFERED;
  full = p->hand;
  if (!self_drawn)
    {
      if (full.counts[tile] >= 4)
        return MJ_REFUSAL_NOT_COMPLETE;
      mj_hand_add (&full, tile);
    }
  if (!mj_hand_is_complete (&full, s->rules->shapes))
    return MJ_REFUSAL_NOT_COMPLETE;
  if (!self_drawn && has (s, MJ_FEATURE_PASS_LOCK) && p->pass_locked &&
      !(s->rules->win_is_forced && s->rules->win_is_forced (s, seat)))
    return MJ_REFUSAL_PASS_LOCK;

  mj_state_win_context (s, seat, tile, self_drawn, from, robbing, &ctx);
  if (score == NULL)
    score = &local;
  s->rules->score (s->rules, &s->options, &ctx, score);
  if (!score->legal)
    return score->refusal;
  return MJ_REFUSAL_NONE;
}

gboolean
mj_state_is_ready (const MjState *s,
                   guint          seat)
{
  return mj_hand_waits (&s->players[seat].hand, s->rules->shapes) != 0;
}

/* The payments of one win, each payer's with the reason the rule set gave
 * for it, about the winner unless it names another (Qionghai's liable
 * player). */
static void
pay_win (MjState       *s,
         guint          seat,
         const MjScore *score)
{
  for (guint i = 0; i < MJ_N_SEATS; i++)
    if (score->payments[i] < 0)
      {
        MjPaymentReason why = score->why[i];
        if (why.seat == MJ_SEAT_NONE)
          why.seat = (guint8) seat;
        mj_state_pay (s, MJ_PAYMENT_WIN, i, seat, -score->payments[i], &why);
      }
}

/* Pays and records one win; the winning tile joins the winner's hand.
 * The caller then marks the winner finished (finish_winner): several
 * winners of one discard are recorded first, so that none of them counts
 * as having won before the others (their contexts' `finished`). */
static void
record_win (MjState  *s,
            guint     seat,
            MjTile    tile,
            gboolean  self_drawn,
            guint     from,
            gboolean  robbing)
{
  MjWin *w = &s->wins[s->n_wins];
  MjRefusal r;

  r = check_win (s, seat, tile, self_drawn, from, robbing, &w->score);
  g_assert (r == MJ_REFUSAL_NONE);
  mj_state_win_context (s, seat, tile, self_drawn, from, robbing, &w->ctx);
  pay_win (s, seat, &w->score);
  /* A tile won on a discard stays in the discarder's river, marked; the
   * win keeps it in its context (several may win on the same tile). */
  mj_state_push_event (s, MJ_EVENT_WIN, seat, tile, self_drawn, s->n_wins);
  s->n_wins++;
}

static void
finish_winner (MjState *s,
               guint    seat)
{
  s->players[seat].finished = (guint8) (++s->n_finished);
}

void
mj_state_special_win (MjState       *s,
                      guint          seat,
                      guint          from,
                      const MjScore *score)
{
  MjWin *w;

  g_return_if_fail (seat < MJ_N_SEATS && s->n_wins < MJ_N_SEATS);
  if (s->hand_over)
    return;
  w = &s->wins[s->n_wins];
  mj_state_win_context (s, seat, MJ_TILE_NONE, from == MJ_SEAT_NONE, from, FALSE, &w->ctx);
  w->score = *score;
  pay_win (s, seat, score);
  s->players[seat].finished = (guint8) (++s->n_finished);
  mj_state_push_event (s, MJ_EVENT_WIN, seat, MJ_TILE_NONE, from == MJ_SEAT_NONE, s->n_wins);
  s->n_wins++;
  end_hand (s);
}

/* After wins: the next active player after `after` plays on (blood
 * battle), or the hand is over. */
static void
after_wins (MjState  *s,
            guint     n,
            guint8   *winners,
            guint     after)
{
  if (s->rules->wins_made)
    s->rules->wins_made (s, n, winners);
  if (s->hand_over)
    return;
  if (!has (s, MJ_FEATURE_BLOOD_BATTLE) || n_active (s) <= 1)
    {
      end_hand (s);
      return;
    }
  draw_turn (s, next_active (s, after));
}

/* ---- the end of a hand ---------------------------------------------------------- */

static void
end_hand (MjState *s)
{
  guint old_dealer = s->dealer;

  if (s->hand_over)
    return;
  s->hand_over = TRUE;
  s->claim_pending = 0;

  /* the usual next dealer: the dealer stays after his own win or a
   * drawn hand, else his 下家 deals */
  if (s->n_wins == 0)
    s->next_dealer = s->dealer;
  else
    s->next_dealer = s->wins[0].ctx.seat == s->dealer ? s->dealer : (guint8) mj_seat_next (s->dealer);
  if (s->rules->end_hand)
    s->rules->end_hand (s, s->exhausted);

  s->phase = MJ_PHASE_HAND_OVER;
  mj_state_push_event (s, MJ_EVENT_HAND_ENDED, s->next_dealer, MJ_TILE_NONE, s->exhausted, 0);

  /* a round ends when the deal comes back to the first dealer */
  if (s->next_dealer != old_dealer && s->next_dealer == s->first_dealer)
    {
      s->rounds_done++;
      s->round_wind = (guint8) (s->rounds_done % 4);
    }
  if (s->length > 0 &&
      ((s->length_kind == MJ_MATCH_HANDS && s->hand_number >= s->length) ||
       (s->length_kind == MJ_MATCH_ROUNDS && s->rounds_done >= s->length)))
    {
      s->phase = MJ_PHASE_MATCH_OVER;
      mj_state_push_event (s, MJ_EVENT_MATCH_ENDED, 0, MJ_TILE_NONE, 0, 0);
    }
}

/* ---- checking actions --------------------------------------------------------------- */

static guint
exposed_pung_index (const MjHand *h,
                    MjTile        tile)
{
  for (guint i = 0; i < h->n_melds; i++)
    if (h->melds[i].type == MJ_MELD_PUNG && h->melds[i].tile == tile)
      return i;
  return G_MAXUINT;
}

static MjRefusal
check_turn (const MjState  *s,
            const MjAction *a)
{
  const MjPlayer *p = &s->players[a->seat];
  MjRefusal r;

  switch (a->type)
    {
    case MJ_ACTION_WIN:
      if (!s->turn_drew || p->drawn == MJ_TILE_NONE)
        return MJ_REFUSAL_NOT_COMPLETE;
      return check_win (s, a->seat, p->drawn, TRUE, MJ_SEAT_NONE, FALSE, NULL);

    case MJ_ACTION_DISCARD:
      if (a->tile >= MJ_N_KINDS || p->hand.counts[a->tile] == 0)
        return MJ_REFUSAL_NOT_HELD;
      /* the copy named (Lisi): one held, and one that may go this way */
      if ((a->flags & MJ_ACTION_FLAGS_COPY) == MJ_ACTION_FLAGS_COPY)
        return MJ_REFUSAL_NOT_OFFERED;
      if (((a->flags & MJ_ACTION_FLAG_STANDING) && p->standing[a->tile] == 0) ||
          ((a->flags & MJ_ACTION_FLAG_ORDINARY) && p->hand.counts[a->tile] <= p->standing[a->tile]))
        return MJ_REFUSAL_NOT_HELD;
      if ((a->flags & MJ_ACTION_FLAG_STANDING) && !(a->flags & MJ_ACTION_FLAG_READY))
        return is_locked (s, a->seat) ? MJ_REFUSAL_DRAWN_TILE_ONLY : MJ_REFUSAL_STANDING_DISCARD;
      if ((a->flags & MJ_ACTION_FLAG_ORDINARY) && (a->flags & MJ_ACTION_FLAG_READY) &&
          has (s, MJ_FEATURE_STANDING_TILES))
        return MJ_REFUSAL_STANDING_READY;
      if (a->flags & MJ_ACTION_FLAG_READY)
        {
          MjHand after = p->hand;
          if (!has (s, MJ_FEATURE_READY_REQUIRED | MJ_FEATURE_READY_OPTIONAL))
            return MJ_REFUSAL_NOT_OFFERED;
          if (p->ready != MJ_READY_NONE)
            return MJ_REFUSAL_READY_LOCKED;
          if (has (s, MJ_FEATURE_STANDING_TILES) && p->standing[a->tile] == 0)
            return MJ_REFUSAL_STANDING_READY;
          mj_hand_remove (&after, a->tile);
          if (mj_hand_waits (&after, s->rules->shapes) == 0)
            return MJ_REFUSAL_READY_NOT_TENPAI;
        }
      else if (is_locked (s, a->seat) && a->tile != p->drawn)
        return MJ_REFUSAL_DRAWN_TILE_ONLY;
      if (s->rules->check_discard)
        return s->rules->check_discard (s, a->seat, a->tile, (a->flags & MJ_ACTION_FLAG_READY) != 0);
      return MJ_REFUSAL_NONE;

    case MJ_ACTION_KONG_CONCEALED:
    case MJ_ACTION_KONG_ADDED:
      if (a->tile >= MJ_N_KINDS)
        return MJ_REFUSAL_NOT_HELD;
      if (a->type == MJ_ACTION_KONG_CONCEALED && p->hand.counts[a->tile] < 4)
        return MJ_REFUSAL_NOT_HELD;
      if (a->type == MJ_ACTION_KONG_ADDED &&
          (p->hand.counts[a->tile] < 1 || exposed_pung_index (&p->hand, a->tile) == G_MAXUINT))
        return MJ_REFUSAL_NOT_HELD;
      if (is_locked (s, a->seat))
        return MJ_REFUSAL_READY_LOCKED;
      if (!s->turn_drew)
        return MJ_REFUSAL_KONG_AFTER_CLAIM;
      if (mj_wall_remaining (&s->wall) <= mj_state_wall_reserve (s, TRUE))
        return MJ_REFUSAL_WALL_KONG;
      if (s->rules->check_kong && (r = s->rules->check_kong (s, a->seat, a->type, a->tile)))
        return r;
      return MJ_REFUSAL_NONE;

    default:
      return MJ_REFUSAL_NOT_OFFERED;
    }
}

static MjRefusal
check_claim (const MjState  *s,
             const MjAction *a)
{
  const MjPlayer *p = &s->players[a->seat];
  MjTile t = s->claim_tile;
  MjRefusal r;

  if (!(s->claim_pending & BIT (a->seat)))
    return MJ_REFUSAL_NOT_YOUR_TURN;

  switch (a->type)
    {
    case MJ_ACTION_PASS:
      /* a compulsory win cannot be passed */
      if (s->rules->win_is_forced && s->rules->win_is_forced (s, a->seat) &&
          check_win (s, a->seat, t, FALSE, s->claim_from, s->phase == MJ_PHASE_ROB, NULL) == MJ_REFUSAL_NONE)
        return MJ_REFUSAL_NOT_OFFERED;
      return MJ_REFUSAL_NONE;

    case MJ_ACTION_WIN:
      return check_win (s, a->seat, t, FALSE, s->claim_from, s->phase == MJ_PHASE_ROB, NULL);

    case MJ_ACTION_KONG:
    case MJ_ACTION_PUNG:
    case MJ_ACTION_CHOW:
      if (s->phase == MJ_PHASE_ROB)
        return MJ_REFUSAL_ROBBED_ONLY_WIN;
      if (a->type == MJ_ACTION_KONG && p->hand.counts[t] < 3)
        return MJ_REFUSAL_NOT_HELD;
      if (a->type == MJ_ACTION_PUNG && p->hand.counts[t] < 2)
        return MJ_REFUSAL_NOT_HELD;
      if (a->type == MJ_ACTION_CHOW)
        {
          MjTile low = a->tile;
          if (!has (s, MJ_FEATURE_CHOW))
            return MJ_REFUSAL_NOT_OFFERED;
          if (a->seat != mj_seat_next (s->claim_from))
            return MJ_REFUSAL_CHOW_LEFT;
          if (low >= MJ_FIRST_HONOR || low % 9 > 6 || t < low || t > low + 2)
            return MJ_REFUSAL_NOT_OFFERED;
          for (MjTile x = low; x <= low + 2; x++)
            if (x != t && p->hand.counts[x] == 0)
              return MJ_REFUSAL_NOT_HELD;
        }
      if (is_locked (s, a->seat))
        return MJ_REFUSAL_READY_LOCKED;
      if (a->type == MJ_ACTION_KONG && mj_wall_remaining (&s->wall) <= mj_state_wall_reserve (s, TRUE))
        return MJ_REFUSAL_WALL_KONG;
      if (s->rules->check_claim && (r = s->rules->check_claim (s, a->seat, a->type, a->type == MJ_ACTION_CHOW ? a->tile : t)))
        return r;
      return MJ_REFUSAL_NONE;

    default:
      return MJ_REFUSAL_NOT_OFFERED;
    }
}

MjRefusal
mj_state_check (const MjState  *s,
                const MjAction *a)
{
  const MjPlayer *p;

  if (a->type == MJ_ACTION_NEXT_HAND)
    {
      if (s->phase == MJ_PHASE_MATCH_OVER)
        return MJ_REFUSAL_GAME_OVER;
      if (s->phase != MJ_PHASE_HAND_OVER && s->phase != MJ_PHASE_IDLE)
        return MJ_REFUSAL_NOT_OFFERED;
      /* a stacked later hand must be dealt by whom the rules chose */
      if (s->stacked && s->hand_number > 0 && s->stacked->dealer != s->next_dealer)
        return MJ_REFUSAL_DEAL_DEALER;
      return MJ_REFUSAL_NONE;
    }
  if (a->seat >= MJ_N_SEATS)
    return MJ_REFUSAL_NOT_YOUR_TURN;
  if (s->phase == MJ_PHASE_HAND_OVER || s->phase == MJ_PHASE_MATCH_OVER || s->phase == MJ_PHASE_IDLE)
    return MJ_REFUSAL_GAME_OVER;
  p = &s->players[a->seat];
  if (!mj_state_seat_active (s, a->seat))
    return MJ_REFUSAL_FINISHED;

  switch (s->phase)
    {
    case MJ_PHASE_EXCHANGE:
      if (a->type != MJ_ACTION_EXCHANGE)
        return MJ_REFUSAL_NOT_OFFERED;
      if (p->answered)
        return MJ_REFUSAL_NOT_YOUR_TURN;
      {
        guint8 need[MJ_N_KINDS] = { 0 };
        for (guint i = 0; i < 3; i++)
          {
            if (a->tiles[i] >= MJ_N_KINDS)
              return MJ_REFUSAL_NOT_HELD;
            if (++need[a->tiles[i]] > p->hand.counts[a->tiles[i]])
              return MJ_REFUSAL_NOT_HELD;
            if (mj_tile_suit (a->tiles[i]) != mj_tile_suit (a->tiles[0]))
              return MJ_REFUSAL_EXCHANGE_SUIT;
          }
      }
      return MJ_REFUSAL_NONE;

    case MJ_PHASE_CHOOSE_SUIT:
      if (a->type != MJ_ACTION_CHOOSE_SUIT || a->tile > MJ_SUIT_S)
        return MJ_REFUSAL_NOT_OFFERED;
      if (p->answered)
        return MJ_REFUSAL_NOT_YOUR_TURN;
      return MJ_REFUSAL_NONE;

    case MJ_PHASE_PRE_DRAW:
      if (a->seat != s->turn)
        return MJ_REFUSAL_NOT_YOUR_TURN;
      if (a->type == MJ_ACTION_PASS)
        return MJ_REFUSAL_NONE;
      if (a->type != MJ_ACTION_DECLARE_READY)
        return MJ_REFUSAL_NOT_OFFERED;
      return tianting_possible (s, a->seat) ? MJ_REFUSAL_NONE : MJ_REFUSAL_READY_NOT_TENPAI;

    case MJ_PHASE_TURN:
      if (a->seat != s->turn)
        return MJ_REFUSAL_NOT_YOUR_TURN;
      return check_turn (s, a);

    case MJ_PHASE_CLAIM:
    case MJ_PHASE_ROB:
      return check_claim (s, a);

    default:
      return MJ_REFUSAL_NOT_OFFERED;
    }
}

/* ---- listing actions ------------------------------------------------------------------- */

typedef struct {
  const MjState *s;
  MjAction      *out;
  guint          max;
  guint          n;
} List;

static void
offer (List           *l,
       const MjAction *a)
{
  if (l->n < l->max && mj_state_check (l->s, a) == MJ_REFUSAL_NONE)
    l->out[l->n++] = *a;
}

guint8
mj_state_pending (const MjState *s)
{
  guint8 mask = 0;

  switch (s->phase)
    {
    case MJ_PHASE_EXCHANGE:
    case MJ_PHASE_CHOOSE_SUIT:
      for (guint i = 0; i < MJ_N_SEATS; i++)
        if (!s->players[i].answered && mj_state_seat_active (s, i))
          mask |= (guint8) BIT (i);
      return mask;
    case MJ_PHASE_TURN:
    case MJ_PHASE_PRE_DRAW:
      return (guint8) BIT (s->turn);
    case MJ_PHASE_CLAIM:
    case MJ_PHASE_ROB:
      return s->claim_pending;
    default:
      return 0;
    }
}

guint
mj_state_legal_actions (const MjState *s,
                        guint          seat,
                        MjAction      *out,
                        guint          max)
{
  List l = { s, out, max, 0 };
  const MjPlayer *p;
  MjAction a = { 0 };
  gboolean offer_ready;

  if (seat >= MJ_N_SEATS)
    return 0;
  if (s->phase == MJ_PHASE_HAND_OVER)
    {
      a.type = MJ_ACTION_NEXT_HAND;
      a.seat = (guint8) seat;
      a.tile = MJ_TILE_NONE;
      offer (&l, &a);
      return l.n;
    }
  if (!(mj_state_pending (s) & BIT (seat)))
    return 0;

  p = &s->players[seat];
  a.seat = (guint8) seat;
  a.tile = MJ_TILE_NONE;

  switch (s->phase)
    {
    case MJ_PHASE_EXCHANGE:
      /* one example per suit: any three tiles of one suit are legal */
      for (guint suit = MJ_SUIT_M; suit <= MJ_SUIT_S; suit++)
        {
          guint k = 0;
          a.type = MJ_ACTION_EXCHANGE;
          for (MjTile t = (MjTile) (suit * 9); t < suit * 9 + 9 && k < 3; t++)
            for (guint c = 0; c < p->hand.counts[t] && k < 3; c++)
              a.tiles[k++] = t;
          if (k == 3)
            offer (&l, &a);
        }
      break;

    case MJ_PHASE_CHOOSE_SUIT:
      a.type = MJ_ACTION_CHOOSE_SUIT;
      for (guint suit = MJ_SUIT_M; suit <= MJ_SUIT_S; suit++)
        {
          a.tile = (MjTile) suit;
          offer (&l, &a);
        }
      break;

    case MJ_PHASE_PRE_DRAW:
      a.type = MJ_ACTION_DECLARE_READY;
      offer (&l, &a);
      a.type = MJ_ACTION_PASS;
      offer (&l, &a);
      break;

    case MJ_PHASE_TURN:
      a.type = MJ_ACTION_WIN;
      offer (&l, &a);
      for (MjTile t = 0; t < MJ_N_KINDS; t++)
        if (p->hand.counts[t])
          {
            a.tile = t;
            a.type = MJ_ACTION_KONG_CONCEALED;
            if (p->hand.counts[t] == 4)
              offer (&l, &a);
            a.type = MJ_ACTION_KONG_ADDED;
            offer (&l, &a);
          }
      a.type = MJ_ACTION_DISCARD;
      /* a ready declaration needs a discard that leaves the hand ready:
       * none does when the hand is more than one tile from ready */
      offer_ready = has (s, MJ_FEATURE_READY_REQUIRED | MJ_FEATURE_READY_OPTIONAL) && p->ready == MJ_READY_NONE &&
                    mj_hand_shanten (&p->hand, s->rules->shapes) <= 0;
      for (MjTile t = 0; t < MJ_N_KINDS; t++)
        if (p->hand.counts[t])
          {
            a.tile = t;
            a.flags = 0;
            offer (&l, &a);
            if (offer_ready)
              {
                a.flags = MJ_ACTION_FLAG_READY;
                offer (&l, &a);
              }
          }
      a.flags = 0;
      break;

    case MJ_PHASE_CLAIM:
    case MJ_PHASE_ROB:
      a.type = MJ_ACTION_WIN;
      a.tile = s->claim_tile;
      offer (&l, &a);
      a.type = MJ_ACTION_KONG;
      offer (&l, &a);
      a.type = MJ_ACTION_PUNG;
      offer (&l, &a);
      a.type = MJ_ACTION_CHOW;
      if (s->claim_tile < MJ_FIRST_HONOR)
        for (int d = 2; d >= 0; d--)
          {
            int low = (int) s->claim_tile - d;
            if (low >= 0 && mj_tile_suit ((MjTile) low) == mj_tile_suit (s->claim_tile) && low % 9 <= 6)
              {
                a.tile = (MjTile) low;
                offer (&l, &a);
              }
          }
      a.type = MJ_ACTION_PASS;
      a.tile = s->claim_tile;
      offer (&l, &a);
      break;

    default:
      break;
    }
  return l.n;
}

/* ---- applying actions ---------------------------------------------------------------------- */

/* Opens the window in which the others answer a discard (or an added
 * kong); seats with nothing to claim are not asked, unless they are
 * among those asked every time (ask_all). */
static gboolean
open_window (MjState *s,
             MjPhase  phase,
             guint    from,
             MjTile   tile)
{
  s->phase = phase;
  s->claim_tile = tile;
  s->claim_from = (guint8) from;
  s->claim_pending = 0;
  memset (s->claim_answers, 0, sizeof s->claim_answers);

  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    {
      MjAction list[MJ_MAX_LEGAL];
      if (seat == from || !mj_state_seat_active (s, seat))
        continue;
      s->claim_pending |= (guint8) BIT (seat);
      /* asked only when there is more than passing */
      if (!(s->ask_all & BIT (seat)) && mj_state_legal_actions (s, seat, list, G_N_ELEMENTS (list)) <= 1 &&
          mj_state_check (s, &(MjAction) { MJ_ACTION_PASS, (guint8) seat, tile, 0, { 0 } }) == MJ_REFUSAL_NONE)
        s->claim_pending &= (guint8) ~BIT (seat);
    }
  s->claim_asked = s->claim_pending;
  return s->claim_pending != 0;
}

static void
add_claimed_meld (MjState *s,
                  guint    seat,
                  guint    type,
                  MjTile   low)
{
  MjPlayer *p = &s->players[seat];
  MjTile t = s->claim_tile;
  MjMeld m = { (guint8) type, low, t, s->claim_from };
  guint idx;

  if (type == MJ_MELD_CHOW)
    {
      for (MjTile x = low; x <= low + 2; x++)
        if (x != t)
          give_tile (s, seat, x, FALSE);
    }
  else
    {
      guint used = type == MJ_MELD_PUNG ? 2u : 3u;
      guint standing = mj_meld_standing (&p->hand, p->standing, t, used);
      for (guint i = 0; i < used; i++)
        give_tile (s, seat, t, i < standing);
    }

  {
    MjPlayer *from = &s->players[s->claim_from];
    from->discards[from->n_discards - 1].flags |= MJ_DISCARD_CLAIMED;
  }
  p->claims_from[s->claim_from]++;
  p->drawn = MJ_TILE_NONE;
  s->any_claim = TRUE;
  idx = meld_index (s, seat, &m);
  mj_state_push_event (s, MJ_EVENT_MELD_MADE, seat, t, 0, idx);
  if (s->rules->tile_claimed)
    s->rules->tile_claimed (s, seat, &s->players[seat].hand.melds[idx]);
}

static void resolve_window (MjState *s);

static void
after_discard (MjState *s,
               guint    seat)
{
  if (s->hand_over)
    return;
  if (!open_window (s, MJ_PHASE_CLAIM, seat, s->claim_tile))
    draw_turn (s, next_active (s, seat));
}

static void
apply_discard (MjState        *s,
               const MjAction *a)
{
  MjPlayer *p = &s->players[a->seat];
  gboolean ready = (a->flags & MJ_ACTION_FLAG_READY) != 0;
  gboolean face_down = ready && has (s, MJ_FEATURE_READY_FACE_DOWN);
  MjDiscard *d;

  give_tile (s, a->seat, a->tile, ready && has (s, MJ_FEATURE_STANDING_TILES));
  g_assert (p->n_discards < MJ_MAX_DISCARDS);
  d = &p->discards[p->n_discards++];
  d->tile = a->tile;
  d->flags = (guint8) ((face_down ? MJ_DISCARD_FACE_DOWN : 0) |
                       (s->kongs_this_turn ? MJ_DISCARD_AFTER_KONG : 0) |
                       (ready ? MJ_DISCARD_READY : 0));
  p->own_discards++;
  p->drawn = MJ_TILE_NONE;
  s->claim_after_kong = s->kongs_this_turn > 0;
  s->claim_tile = a->tile;

  if (ready)
    {
      /* 地聽: ready with the first discard, nobody having claimed */
      p->ready = has (s, MJ_FEATURE_READY_OPTIONAL) && p->own_discards == 1 && !s->any_claim
                 ? MJ_READY_DITING : MJ_READY_PLAIN;
      mj_state_push_event (s, MJ_EVENT_READY_DECLARED, a->seat, MJ_TILE_NONE, face_down, 0);
    }
  mj_state_push_event (s, MJ_EVENT_TILE_DISCARDED, a->seat, face_down ? MJ_TILE_NONE : a->tile, face_down, 0);
  if (s->rules->tile_discarded)
    s->rules->tile_discarded (s, a->seat, a->tile);
  if (s->hand_over)
    return;

  if (face_down)
    draw_turn (s, next_active (s, a->seat));
  else
    after_discard (s, a->seat);
}

static void
complete_added_kong (MjState *s)
{
  guint seat = s->claim_from;
  MjPlayer *p = &s->players[seat];
  guint i = exposed_pung_index (&p->hand, s->claim_tile);

  g_assert (i != G_MAXUINT);
  give_tile (s, seat, s->claim_tile, mj_meld_standing (&p->hand, p->standing, s->claim_tile, 1) > 0);
  p->hand.melds[i].type = MJ_MELD_KONG_ADDED;
  s->n_kongs++;
  s->kongs_this_turn++;
  s->any_claim = TRUE;
  s->claim_pending = 0;
  mj_state_push_event (s, MJ_EVENT_MELD_MADE, seat, s->claim_tile, 1, i);
  if (s->rules->kong_made)
    s->rules->kong_made (s, seat, &p->hand.melds[i]);
  if (s->hand_over)
    return;
  s->kong_feeder = MJ_SEAT_NONE;
  s->turn = (guint8) seat;
  replacement_draw (s, seat);
}

/* Every answer is in: wins first (all of them, or the nearest), then a
 * kong or pung, then a chow, else play goes on. */
static void
resolve_window (MjState *s)
{
  guint from = s->claim_from;
  gboolean rob = s->phase == MJ_PHASE_ROB;
  guint8 winners[MJ_N_SEATS];
  guint n_winners = 0, farthest = from;
  guint8 asked = s->claim_asked;

  for (guint d = 1; d < MJ_N_SEATS; d++)
    {
      guint seat = (from + d) % MJ_N_SEATS;
      if ((asked & BIT (seat)) && s->claim_answers[seat].type == MJ_ACTION_WIN)
        {
          winners[n_winners++] = (guint8) seat;
          if (!has (s, MJ_FEATURE_MULTI_WIN))
            break;
        }
    }

  /* Declining a win locks discard wins until the next draw: passing, and
   * as much claiming a pung, kong or chow of the tile that would have won
   * (the rule sets say "declines a win"; players call it 过水 either way).
   * Declining a pung by passing locks that pung for good where the rules
   * say so. */
  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    if ((asked & BIT (seat)) && s->claim_answers[seat].type != MJ_ACTION_WIN)
      {
        MjAction w = { MJ_ACTION_WIN, (guint8) seat, s->claim_tile, 0, { 0 } };
        MjAction pg = { MJ_ACTION_PUNG, (guint8) seat, s->claim_tile, 0, { 0 } };
        gboolean passed = s->claim_answers[seat].type == MJ_ACTION_PASS;
        guint8 pending = s->claim_pending;
        s->claim_pending |= (guint8) BIT (seat);
        if (mj_state_check (s, &w) == MJ_REFUSAL_NONE)
          s->players[seat].pass_locked = TRUE;
        if (passed && !rob && mj_state_check (s, &pg) == MJ_REFUSAL_NONE)
          s->players[seat].pung_declined |= G_GUINT64_CONSTANT (1) << s->claim_tile;
        s->claim_pending = pending;
      }
  s->claim_pending = 0;

  if (n_winners > 0)
    {
      MjTile tile = s->claim_tile;
      if (rob)
        {
          /* the kong fails: the tile leaves the konger's hand as if discarded */
          MjPlayer *fp = &s->players[from];
          give_tile (s, from, tile, FALSE);
          g_assert (fp->n_discards < MJ_MAX_DISCARDS);
          fp->discards[fp->n_discards].tile = tile;
          fp->discards[fp->n_discards].flags = MJ_DISCARD_WON;
          fp->n_discards++;
          mj_state_push_event (s, MJ_EVENT_KONG_ROBBED, from, tile, 0, 0);
        }
      else
        {
          MjPlayer *fp = &s->players[from];
          fp->discards[fp->n_discards - 1].flags |= MJ_DISCARD_WON;
        }
      for (guint i = 0; i < n_winners; i++)
        {
          /* re-open the window state for the context of each winner */
          s->phase = rob ? MJ_PHASE_ROB : MJ_PHASE_CLAIM;
          s->claim_pending = (guint8) BIT (winners[i]);
          record_win (s, winners[i], tile, FALSE, from, rob);
          farthest = winners[i];
        }
      for (guint i = 0; i < n_winners; i++)
        finish_winner (s, winners[i]);
      s->claim_pending = 0;
      after_wins (s, n_winners, winners, farthest);
      return;
    }

  if (rob)
    {
      complete_added_kong (s);
      return;
    }

  for (guint d = 1; d < MJ_N_SEATS; d++)
    {
      guint seat = (from + d) % MJ_N_SEATS;
      const MjAction *a = &s->claim_answers[seat];
      if (!(asked & BIT (seat)))
        continue;
      if (a->type == MJ_ACTION_KONG)
        {
          add_claimed_meld (s, seat, MJ_MELD_KONG_EXPOSED, s->claim_tile);
          if (s->hand_over)
            return;
          s->n_kongs++;
          s->turn = (guint8) seat;
          s->kongs_this_turn = 1;
          s->n_turns++;
          mj_state_push_event (s, MJ_EVENT_TURN_CHANGED, seat, MJ_TILE_NONE, 0, 0);
          if (s->rules->kong_made)
            s->rules->kong_made (s, seat, &s->players[seat].hand.melds[s->players[seat].hand.n_melds - 1]);
          if (s->hand_over)
            return;
          s->kong_feeder = (guint8) from;
          replacement_draw (s, seat);
          return;
        }
      if (a->type == MJ_ACTION_PUNG)
        {
          add_claimed_meld (s, seat, MJ_MELD_PUNG, s->claim_tile);
          if (s->hand_over)
            return;
          begin_turn (s, seat);
          s->turn_drew = FALSE;
          s->after_kong = FALSE;
          return;
        }
    }
  for (guint d = 1; d < MJ_N_SEATS; d++)
    {
      guint seat = (from + d) % MJ_N_SEATS;
      const MjAction *a = &s->claim_answers[seat];
      if ((asked & BIT (seat)) && a->type == MJ_ACTION_CHOW)
        {
          add_claimed_meld (s, seat, MJ_MELD_CHOW, a->tile);
          if (s->hand_over)
            return;
          begin_turn (s, seat);
          s->turn_drew = FALSE;
          s->after_kong = FALSE;
          return;
        }
    }

  draw_turn (s, next_active (s, from));
}

static void
finish_exchange (MjState *s)
{
  /* one die: 1–2 to the 下家, 3–4 across, 5–6 to the 上家 */
  guint die = mj_random_die (&s->rng);
  guint shift = die <= 2 ? 1 : die <= 4 ? 2 : 3;
  MjTile passed[MJ_N_SEATS][3];

  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    for (guint i = 0; i < 3; i++)
      {
        passed[seat][i] = s->players[seat].exchange[i];
        give_tile (s, seat, passed[seat][i], FALSE);
      }
  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    {
      guint to = (seat + shift) % MJ_N_SEATS;
      for (guint i = 0; i < 3; i++)
        take_tile (s, to, passed[seat][i]);
      s->players[seat].answered = FALSE;
    }
  /* the dealer's fourteenth tile may have been passed on: his highest
   * tile stands for it (a heavenly hand wins whichever it is) */
  {
    MjPlayer *d = &s->players[s->dealer];
    d->drawn = MJ_TILE_NONE;
    for (MjTile t = 0; t < MJ_N_KINDS; t++)
      if (d->hand.counts[t])
        d->drawn = t;
  }
  s->exchange_shift = (guint8) shift;
  mj_state_push_event (s, MJ_EVENT_TILES_EXCHANGED, 0, MJ_TILE_NONE, shift, 0);
  if (has (s, MJ_FEATURE_MISSING_SUIT))
    s->phase = MJ_PHASE_CHOOSE_SUIT;
  else
    begin_turn (s, s->dealer);
}

static void
apply_one (MjState        *s,
           const MjAction *a)
{
  MjPlayer *p = &s->players[a->seat];

  switch (s->phase)
    {
    case MJ_PHASE_EXCHANGE:
      memcpy (p->exchange, a->tiles, sizeof p->exchange);
      p->answered = TRUE;
      if (mj_state_pending (s) == 0)
        finish_exchange (s);
      return;

    case MJ_PHASE_CHOOSE_SUIT:
      p->missing_suit = (gint8) a->tile;
      p->answered = TRUE;
      if (mj_state_pending (s) == 0)
        {
          for (guint i = 0; i < MJ_N_SEATS; i++)
            s->players[i].answered = FALSE;
          mj_state_push_event (s, MJ_EVENT_SUIT_CHOSEN, 0, MJ_TILE_NONE, 0, 0);
          begin_turn (s, s->dealer);
        }
      return;

    case MJ_PHASE_PRE_DRAW:
      if (a->type == MJ_ACTION_DECLARE_READY)
        {
          p->ready = MJ_READY_TIANTING;
          mj_state_push_event (s, MJ_EVENT_READY_DECLARED, a->seat, MJ_TILE_NONE, 0, 0);
        }
      draw_turn (s, a->seat);
      return;

    case MJ_PHASE_TURN:
      switch (a->type)
        {
        case MJ_ACTION_WIN:
          {
            guint8 w = a->seat;
            record_win (s, a->seat, p->drawn, TRUE, MJ_SEAT_NONE, FALSE);
            finish_winner (s, a->seat);
            p->drawn = MJ_TILE_NONE;
            after_wins (s, 1, &w, a->seat);
          }
          return;
        case MJ_ACTION_DISCARD:
          apply_discard (s, a);
          return;
        case MJ_ACTION_KONG_CONCEALED:
          {
            MjMeld m = { MJ_MELD_KONG_CONCEALED, a->tile, MJ_TILE_NONE, MJ_SEAT_NONE };
            guint idx;
            for (guint i = 0; i < 4; i++)
              give_tile (s, a->seat, a->tile, TRUE);
            idx = meld_index (s, a->seat, &m);
            p->drawn = MJ_TILE_NONE;
            s->n_kongs++;
            s->kongs_this_turn++;
            s->any_claim = TRUE;
            mj_state_push_event (s, MJ_EVENT_MELD_MADE, a->seat, a->tile, 0, idx);
            if (s->rules->kong_made)
              s->rules->kong_made (s, a->seat, &p->hand.melds[idx]);
            if (s->hand_over)
              return;
            s->kong_feeder = MJ_SEAT_NONE;
            replacement_draw (s, a->seat);
          }
          return;
        case MJ_ACTION_KONG_ADDED:
          p->drawn = MJ_TILE_NONE;
          s->claim_after_kong = FALSE;
          s->rob_meld = (MjMeld) { MJ_MELD_KONG_ADDED, a->tile, MJ_TILE_NONE, MJ_SEAT_NONE };
          if (!open_window (s, MJ_PHASE_ROB, a->seat, a->tile))
            complete_added_kong (s);
          return;
        default:
          g_assert_not_reached ();
        }

    case MJ_PHASE_CLAIM:
    case MJ_PHASE_ROB:
      s->claim_answers[a->seat] = *a;
      s->claim_pending &= (guint8) ~BIT (a->seat);
      if (s->claim_pending == 0)
        resolve_window (s);
      return;

    default:
      g_assert_not_reached ();
    }
}

/* The action a rule makes for `seat` now, if any: a forced win, or the
 * drawn tile of a locked hand that does not win. */
static gboolean
compulsory (const MjState *s,
            guint          seat,
            MjAction      *out)
{
  MjAction win = { MJ_ACTION_WIN, (guint8) seat, MJ_TILE_NONE, 0, { 0 } };
  gboolean forced = s->rules->win_is_forced && s->rules->win_is_forced (s, seat);

  if (s->phase == MJ_PHASE_CLAIM || s->phase == MJ_PHASE_ROB)
    {
      win.tile = s->claim_tile;
      if (forced && mj_state_check (s, &win) == MJ_REFUSAL_NONE)
        {
          *out = win;
          return TRUE;
        }
      return FALSE;
    }
  if (s->phase == MJ_PHASE_TURN && seat == s->turn)
    {
      const MjPlayer *p = &s->players[seat];
      gboolean can_win = mj_state_check (s, &win) == MJ_REFUSAL_NONE;
      if (can_win && forced)
        {
          *out = win;
          return TRUE;
        }
      if (!can_win && is_locked (s, seat) && p->drawn != MJ_TILE_NONE)
        {
          MjAction d = { MJ_ACTION_DISCARD, (guint8) seat, p->drawn, 0, { 0 } };
          if (mj_state_check (s, &d) == MJ_REFUSAL_NONE)
            {
              *out = d;
              return TRUE;
            }
        }
    }
  return FALSE;
}

/* Applies what no one may refuse, until a free choice is due. */
static void
apply_compulsory (MjState *s)
{
  for (guint guard = 0; guard < 10000; guard++)
    {
      guint8 pending = mj_state_pending (s);
      MjAction a;
      guint seat;

      for (seat = 0; seat < MJ_N_SEATS; seat++)
        if ((pending & BIT (seat)) && compulsory (s, seat, &a))
          break;
      if (seat == MJ_N_SEATS)
        return;
      apply_one (s, &a);
    }
  g_error ("the compulsory actions do not end");
}

gboolean
mj_state_apply (MjState         *s,
                const MjAction  *a,
                GError         **error)
{
  MjRefusal r = mj_state_check (s, a);

  if (r != MJ_REFUSAL_NONE)
    {
      mj_set_refusal (error, r);
      return FALSE;
    }
  if (a->type == MJ_ACTION_NEXT_HAND)
    mj_state_start_hand (s);
  else
    apply_one (s, a);
  apply_compulsory (s);
  return TRUE;
}
