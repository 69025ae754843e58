/* mj-bot-search.c: the hard computer player's search.  For a decision
 * with several sensible answers it deals the tiles it cannot see many
 * times over, each time as the seat's view allows (what lies on the
 * table, the order of the discards, declared hands, missing suits, the
 * tiles passed on in the exchange, who is asked about a discard), plays
 * each answer on to the end of the hand with the normal level in every
 * seat, in the rule set's own state machine and scoring, and keeps the
 * answer worth most points on average.  Every answer meets the same
 * deals and the same players (common random numbers), so the differences
 * between answers are measured far more finely than their values.
 *
 * It reads the view and a seed, nothing else: the same view and seed give
 * the same answer, on one thread or several. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "mj-bot-private.h"

#define BIT(s) (1u << (s))

static guint64
mix (guint64 x)
{
  /* splitmix64 */
  x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);
  x = (x ^ (x >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  x = (x ^ (x >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return x ^ (x >> 31);
}

/* ---- the tiles nobody at the table can see ---------------------------------- */

typedef struct {
  guint8 count[MJ_N_TILE_KINDS];
  guint  total;
} Pool;

static void
pool_take (Pool   *pool,
           MjTile  t)
{
  g_assert (pool->count[t] > 0);
  pool->count[t]--;
  pool->total--;
}

/* One hand tile from the pool, each copy of a kind in `allowed` as likely
 * as any other; MJ_TILE_NONE when there is none. */
static MjTile
pool_draw (Pool     *pool,
           guint64   allowed,
           MjRandom *rng)
{
  guint n = 0, pick;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (allowed >> t & 1)
      n += pool->count[t];
  if (n == 0)
    return MJ_TILE_NONE;
  pick = mj_random_below (rng, n);
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (allowed >> t & 1)
      {
        if (pick < pool->count[t])
          {
            pool_take (pool, t);
            return t;
          }
        pick -= pool->count[t];
      }
  g_assert_not_reached ();
  return MJ_TILE_NONE;
}

/* ---- what an opponent's hand can hold ---------------------------------------- */

/* Can opponent `o` hold tiles of its missing suit?  It must throw them
 * before any other, so not once it has thrown another suit since its last
 * tile of that suit, unless it is on turn holding a fresh draw. */
static gboolean
may_hold_void (const MjViewPlayer *p)
{
  MjTile last;

  if (p->missing_suit < 0 || p->n_discards == 0)
    return TRUE;
  last = p->discards[p->n_discards - 1].tile;
  return last >= MJ_N_KINDS || mj_tile_suit (last) == (MjSuit) p->missing_suit;
}

/* The kinds a declared hand that wins whenever it can (Lisi) cannot be
 * waiting on: what it threw itself since (its own draws, which would have
 * won) and what each of the others threw since, counted as in the danger
 * read of the hard level (as many of each one's latest as it has thrown
 * since, never too many without claims). */
static guint64
declared_not_waiting (const MjView *v,
                      guint         o)
{
  const MjViewPlayer *p = &v->players[o];
  guint ready_at = G_MAXUINT, since;
  guint64 out = 0;

  for (guint d = 0; d < p->n_discards; d++)
    if (p->discards[d].flags & MJ_DISCARD_READY)
      ready_at = d;
  if (ready_at == G_MAXUINT)
    return 0;
  since = p->n_discards - 1 - ready_at;
  for (guint d = ready_at + 1; d < p->n_discards; d++)
    if (p->discards[d].tile < MJ_N_KINDS)
      out |= G_GUINT64_CONSTANT (1) << p->discards[d].tile;
  for (guint x = 0; x < MJ_N_SEATS && since > 0; x++)
    {
      const MjViewPlayer *px = &v->players[x];
      if (x == o)
        continue;
      for (guint d = px->n_discards > since ? px->n_discards - since : 0; d < px->n_discards; d++)
        if (px->discards[d].tile < MJ_N_KINDS && !(px->discards[d].flags & MJ_DISCARD_CLAIMED))
          out |= G_GUINT64_CONSTANT (1) << px->discards[d].tile;
    }
  return out;
}

/* A hand of `n` (3k+1) tiles one tile from a win in sets and a pair,
 * made of the pool's tiles of `allowed` kinds, waiting on none of
 * `not_waiting`: sets and a pair drawn at random, then one tile taken
 * away.  FALSE (the pool untouched) when the tries find none. */
static gboolean
draw_ready_hand (Pool         *pool,
                 guint64       allowed,
                 guint64       not_waiting,
                 guint         n,
                 MjShapes      shapes,
                 MjRandom     *rng,
                 MjHand       *out)
{
  for (guint attempt = 0; attempt < 24; attempt++)
    {
      Pool p = *pool;
      MjHand h;
      gboolean ok = TRUE;
      guint sets = n / 3;
      MjTile tiles[MJ_HAND_MAX_TILES + 1];
      guint n_tiles = 0;

      mj_hand_init (&h);
      for (guint s = 0; s < sets && ok; s++)
        {
          ok = FALSE;
          for (guint tries = 0; tries < 12 && !ok; tries++)
            {
              MjTile t = (MjTile) mj_random_below (rng, MJ_N_KINDS);
              if (!(allowed >> t & 1))
                continue;
              if (mj_tile_is_suited (t) && mj_tile_rank (t) <= 7 && mj_random_below (rng, 4) != 0)
                {
                  if (!(allowed >> (t + 1) & 1) || !(allowed >> (t + 2) & 1) ||
                      !p.count[t] || !p.count[t + 1] || !p.count[t + 2])
                    continue;
                  for (MjTile x = t; x <= t + 2; x++)
                    {
                      pool_take (&p, x);
                      tiles[n_tiles++] = x;
                    }
                  ok = TRUE;
                }
              else if (p.count[t] >= 3)
                {
                  for (guint k = 0; k < 3; k++)
                    {
                      pool_take (&p, t);
                      tiles[n_tiles++] = t;
                    }
                  ok = TRUE;
                }
            }
        }
      if (!ok)
        continue;
      ok = FALSE;
      for (guint tries = 0; tries < 12 && !ok; tries++)
        {
          MjTile t = (MjTile) mj_random_below (rng, MJ_N_KINDS);
          if ((allowed >> t & 1) && p.count[t] >= 2)
            {
              pool_take (&p, t);
              pool_take (&p, t);
              tiles[n_tiles++] = t;
              tiles[n_tiles++] = t;
              ok = TRUE;
            }
        }
      if (!ok)
        continue;
      /* one tile goes back: the hand waits for it (and perhaps more) */
      {
        guint drop = mj_random_below (rng, n_tiles);
        p.count[tiles[drop]]++;
        p.total++;
        tiles[drop] = tiles[--n_tiles];
      }
      for (guint i = 0; i < n_tiles; i++)
        mj_hand_add (&h, tiles[i]);
      if ((mj_hand_waits (&h, shapes) & not_waiting) != 0)
        continue;
      *pool = p;
      *out = h;
      return TRUE;
    }
  return FALSE;
}

/* Does a hand offer more than a pass on `tile` from `from`?  (A seat the
 * game asks about a discard does.) */
static gboolean
can_answer (const MjView *v,
            const MjHand *concealed,
            guint         o,
            MjTile        tile)
{
  MjHand h = *concealed;

  if (tile >= MJ_N_KINDS)
    return TRUE;
  if (concealed->counts[tile] >= 2)
    return TRUE;
  if ((v->features & MJ_FEATURE_CHOW) && o == mj_seat_next (v->claim_from) && mj_tile_is_suited (tile))
    {
      guint r = mj_tile_rank (tile);
      const guint8 *c = concealed->counts;
      if ((r >= 3 && c[tile - 2] && c[tile - 1]) || (r >= 2 && r <= 8 && c[tile - 1] && c[tile + 1]) ||
          (r <= 7 && c[tile + 1] && c[tile + 2]))
        return TRUE;
    }
  if (h.counts[tile] >= 4)
    return FALSE;
  mj_hand_add (&h, tile);
  return mj_hand_is_complete (&h, v->rules->shapes);
}

/* ---- a whole state from one view -------------------------------------------------- */

/* `tenpai` (or NULL): the chance of each opponent being one tile from a
 * win, as the danger read has it; its hand is dealt so that often. */
static gboolean
sample_state (const MjView *v,
              MjRandom     *rng,
              const double *tenpai,
              MjState      *s)
{
  const guint me = v->seat;
  guint8 unseen[MJ_N_KINDS];
  guint8 shown_flowers = 0;
  gboolean before_play = v->phase == MJ_PHASE_EXCHANGE || v->phase == MJ_PHASE_CHOOSE_SUIT;
  gboolean claim = v->phase == MJ_PHASE_CLAIM;
  guint8 everyone_else = 0;
  Pool pool = { { 0 }, 0 };
  guint need;

  memset (s, 0, sizeof *s);
  s->rules = v->rules;
  s->options = v->options;
  s->features = v->features;
  s->seed = mj_random_next (rng);
  mj_random_seed (&s->rng, s->seed);
  s->length_kind = MJ_MATCH_HANDS;
  s->length = 0;
  s->hand_number = v->hand_number;
  s->dealer = s->first_dealer = s->next_dealer = v->dealer;
  s->dealer_streak = v->dealer_streak;
  s->round_wind = v->round_wind;
  memcpy (s->dice, v->dice, sizeof s->dice);
  s->n_dice = v->n_dice;
  s->phase = v->phase;
  s->turn = v->turn;
  s->turn_drew = v->turn_drew;
  s->after_kong = v->after_kong;
  s->after_flower = v->after_flower;
  s->kong_feeder = v->kong_feeder;
  s->kongs_this_turn = v->kongs_this_turn;
  s->n_kongs = v->n_kongs;
  s->any_claim = v->any_claim;
  s->last_drawn = v->last_drawn;
  s->exchange_shift = v->exchange_shift;
  s->n_turns = v->n_turns;
  s->flipped = v->flipped;
  s->n_wins = v->n_wins;
  memcpy (s->wins, v->wins, sizeof s->wins);
  memcpy (s->rules_data, v->rules_data, sizeof s->rules_data);
  s->claim_tile = MJ_TILE_NONE;
  s->claim_from = v->claim_from;

  /* the pool: every copy nobody sees, flowers not yet set aside */
  mj_view_unseen (v, unseen);
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    pool.count[t] = unseen[t];
  for (guint i = 0; i < MJ_N_SEATS; i++)
    shown_flowers |= v->players[i].flowers;
  for (MjTile t = MJ_FIRST_FLOWER; t < MJ_N_TILE_KINDS; t++)
    if (mj_tileset_has_kind (v->rules->tileset, t) && !(shown_flowers & BIT (t - MJ_FIRST_FLOWER)))
      pool.count[t] = 1;
  for (MjTile t = 0; t < MJ_N_TILE_KINDS; t++)
    pool.total += pool.count[t];

  /* what the table shows of each seat */
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      const MjViewPlayer *vp = &v->players[i];
      MjPlayer *p = &s->players[i];
      guint claims = 0;
      int draws;

      mj_hand_init (&p->hand);
      p->drawn = MJ_TILE_NONE;
      p->flowers = vp->flowers;
      memcpy (p->discards, vp->discards, sizeof p->discards);
      p->n_discards = vp->n_discards;
      p->own_discards = vp->n_discards;
      p->ready = vp->ready;
      p->missing_suit = vp->missing_suit;
      p->finished = vp->finished;
      s->n_finished += vp->finished != 0;
      s->scores[i] = vp->score;
      s->seat_wind[i] = vp->seat_wind;
      for (guint m = 0; m < vp->n_melds; m++)
        if (vp->melds[m].from < MJ_N_SEATS && vp->melds[m].type != MJ_MELD_KONG_CONCEALED)
          {
            p->claims_from[vp->melds[m].from]++;
            claims++;
          }
      /* the draws are not shown: each turn that did not begin with a
       * claim began with one, and the dealer's first with his fourteenth
       * tile (only the first go-round needs this) */
      draws = (int) vp->n_discards - (int) claims - (i == v->dealer ? 1 : 0) +
              (v->phase == MJ_PHASE_TURN && v->turn == i && vp->has_drawn ? 1 : 0);
      p->draws = (guint8) CLAMP (draws, 0, 255);
      if (before_play)
        p->answered = !(v->pending & BIT (i));
      if (i != me && !vp->finished)
        everyone_else |= (guint8) BIT (i);

      if (i == me)
        {
          p->hand = v->hand;
          memcpy (p->standing, v->standing, sizeof p->standing);
          for (MjTile t = 0; t < MJ_N_KINDS; t++)
            p->n_standing += p->standing[t];
          p->drawn = v->drawn;
          p->pass_locked = v->pass_locked;
          p->pung_declined = v->pung_declined;
          if (v->exchange_shift)
            memcpy (p->exchange, v->exchange_given, sizeof p->exchange);
          continue;
        }
      if (vp->revealed)
        {
          p->hand = vp->shown;
          continue;
        }
      for (guint m = 0; m < vp->n_melds; m++)
        {
          MjMeld meld = vp->melds[m];
          if (meld.tile == MJ_TILE_NONE)
            {
              /* a concealed kong shown face down: a kind nobody has seen */
              guint n = 0, pick;
              for (MjTile t = 0; t < MJ_N_KINDS; t++)
                n += pool.count[t] == 4;
              if (n == 0)
                return FALSE;
              pick = mj_random_below (rng, n);
              for (MjTile t = 0; t < MJ_N_KINDS; t++)
                if (pool.count[t] == 4 && pick-- == 0)
                  {
                    meld.tile = t;
                    break;
                  }
              for (guint k = 0; k < 4; k++)
                pool_take (&pool, meld.tile);
            }
          mj_hand_add_meld (&p->hand, &meld);
        }
      for (guint d = 0; d < vp->n_discards; d++)
        if (p->discards[d].tile == MJ_TILE_NONE)
          {
            /* a ready declaration face down (Lisi) */
            p->discards[d].tile = pool_draw (&pool, (G_GUINT64_CONSTANT (1) << MJ_N_KINDS) - 1, rng);
            if (p->discards[d].tile == MJ_TILE_NONE)
              return FALSE;
          }
    }

  /* the tiles passed on in the exchange reached the seat they went to:
   * those of them it has not thrown are still in its hand */
  if (v->exchange_shift)
    {
      guint to = (me + v->exchange_shift) % MJ_N_SEATS;
      guint from = (me + MJ_N_SEATS - v->exchange_shift) % MJ_N_SEATS;
      const MjViewPlayer *vp = &v->players[to];
      guint8 thrown[MJ_N_KINDS] = { 0 };

      memcpy (s->players[from].exchange, v->exchange_received, sizeof s->players[from].exchange);
      for (guint d = 0; d < vp->n_discards; d++)
        if (vp->discards[d].tile < MJ_N_KINDS)
          thrown[vp->discards[d].tile]++;
      if (to != me && !vp->revealed)
        for (guint k = 0; k < 3; k++)
          {
            MjTile t = v->exchange_given[k];
            MjPlayer *p = &s->players[to];
            if (t >= MJ_N_KINDS)
              continue;
            if (thrown[t] > 0)
              {
                thrown[t]--;
                continue;
              }
            if (pool.count[t] == 0 || p->hand.n_tiles >= vp->n_concealed ||
                (!may_hold_void (vp) && p->missing_suit >= 0 && mj_tile_suit (t) == (MjSuit) p->missing_suit) ||
                (vp->missing_suit >= 0 && !may_hold_void (vp) && mj_tile_suit (t) == (MjSuit) vp->missing_suit))
              continue;
            pool_take (&pool, t);
            mj_hand_add (&p->hand, t);
          }
    }

  /* the concealed tiles of the others: declared hands first, one tile from
   * a win and waiting on nothing they let pass */
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < MJ_N_SEATS; i++)
      {
        const MjViewPlayer *vp = &v->players[i];
        MjPlayer *p = &s->players[i];
        guint64 allowed = 0;
        gboolean declared = vp->ready != MJ_READY_NONE && (v->features & MJ_FEATURE_AUTO_WIN_READY);

        if (i == me || vp->revealed || (pass == 0) != declared)
          continue;
        for (MjTile t = 0; t < MJ_N_KINDS; t++)
          if (mj_tileset_has_kind (v->rules->tileset, t))
            allowed |= G_GUINT64_CONSTANT (1) << t;
        if (vp->missing_suit >= 0 && !may_hold_void (vp))
          allowed &= ~(G_GUINT64_CONSTANT (0x1ff) << (vp->missing_suit * 9));

        if (declared && p->hand.n_tiles == 0 && vp->n_concealed % 3 == 1)
          {
            MjHand h;
            if (draw_ready_hand (&pool, allowed, declared_not_waiting (v, i), vp->n_concealed,
                                 v->rules->shapes, rng, &h))
              {
                for (MjTile t = 0; t < MJ_N_KINDS; t++)
                  for (guint k = 0; k < h.counts[t]; k++)
                    mj_hand_add (&p->hand, t);
              }
          }
        else if (tenpai && p->hand.n_tiles == 0 && vp->n_concealed % 3 == 1 &&
                 !(claim && (v->pending & BIT (i))) &&
                 mj_random_below (rng, 1000) < (guint) (CLAMP (tenpai[i], 0.0, 1.0) * 1000))
          {
            MjHand h;
            guint64 own = 0;
            for (guint d = 0; d < vp->n_discards; d++)
              if (vp->discards[d].tile < MJ_N_KINDS)
                own |= G_GUINT64_CONSTANT (1) << vp->discards[d].tile;
            if (draw_ready_hand (&pool, allowed, own, vp->n_concealed, v->rules->shapes, rng, &h))
              for (MjTile t = 0; t < MJ_N_KINDS; t++)
                for (guint k = 0; k < h.counts[t]; k++)
                  mj_hand_add (&p->hand, t);
          }
        if (claim && (v->pending & BIT (i)) && (v->pending & everyone_else) != everyone_else)
          {
            /* asked about the discard: it can claim it or win on it */
            Pool keep = pool;
            MjHand start = p->hand;
            gboolean ok = FALSE;
            for (guint attempt = 0; attempt < 32 && !ok; attempt++)
              {
                pool = keep;
                p->hand = start;
                while (p->hand.n_tiles < vp->n_concealed)
                  {
                    MjTile t = pool_draw (&pool, allowed, rng);
                    if (t == MJ_TILE_NONE)
                      return FALSE;
                    mj_hand_add (&p->hand, t);
                  }
                ok = can_answer (v, &p->hand, i, v->claim_tile);
              }
          }
        while (p->hand.n_tiles < vp->n_concealed)
          {
            MjTile t = pool_draw (&pool, allowed, rng);
            if (t == MJ_TILE_NONE)
              t = pool_draw (&pool, (G_GUINT64_CONSTANT (1) << MJ_N_KINDS) - 1, rng);
            if (t == MJ_TILE_NONE)
              return FALSE;
            mj_hand_add (&p->hand, t);
          }
        /* Lisi: the standing tiles among them, as many as can still stand */
        if (v->features & MJ_FEATURE_STANDING_TILES)
          {
            guint want = MIN (vp->ready ? 3u : 4u, (guint) p->hand.n_tiles);
            for (guint k = 0; k < 64 && p->n_standing < want; k++)
              {
                MjTile t = (MjTile) mj_random_below (rng, MJ_N_KINDS);
                if (p->hand.counts[t] > p->standing[t])
                  {
                    p->standing[t]++;
                    p->n_standing++;
                  }
              }
          }
        /* the dealer before play holds a fourteenth tile apart */
        if (before_play && i == v->dealer)
          for (MjTile t = 0; t < MJ_N_KINDS; t++)
            if (p->hand.counts[t])
              p->drawn = t;
      }

  /* the wall: the rest, in any order */
  need = v->wall_remaining;
  if (pool.total != need || need > MJ_WALL_MAX)
    return FALSE;
  {
    guint n = 0;
    for (MjTile t = 0; t < MJ_N_TILE_KINDS; t++)
      for (guint k = 0; k < pool.count[t]; k++)
        s->wall.tiles[n++] = t;
    for (guint i = n; i > 1; i--)
      {
        guint j = mj_random_below (rng, i);
        MjTile x = s->wall.tiles[i - 1];
        s->wall.tiles[i - 1] = s->wall.tiles[j];
        s->wall.tiles[j] = x;
      }
    s->wall.head = 0;
    s->wall.tail = (guint16) n;
    s->wall.size = (guint16) v->wall_size;
  }

  /* the window open on a discard or an added kong: those still to answer
   * are asked; whoever answered before us is taken to have passed */
  if (v->phase == MJ_PHASE_CLAIM || v->phase == MJ_PHASE_ROB)
    {
      s->claim_tile = v->claim_tile;
      s->claim_from = v->claim_from;
      s->claim_pending = s->claim_asked = v->pending;
      s->claim_after_kong = v->claim_after_kong;
      if (v->phase == MJ_PHASE_ROB)
        s->rob_meld = (MjMeld) { MJ_MELD_KONG_ADDED, v->claim_tile, MJ_TILE_NONE, MJ_SEAT_NONE };
    }
  else
    s->claim_after_kong = v->claim_after_kong;
  return TRUE;
}

gboolean
mj_bot_sample_state (const MjView *v,
                     MjRandom     *rng,
                     MjState      *s)
{
  return sample_state (v, rng, NULL, s);
}

/* ---- playing a hand out ---------------------------------------------------------------- */

/* What a hand played out by each level costs, against the normal level
 * (CPU time per world, measured in tournaments: see the README), so that
 * a cheaper play-out buys more worlds in the same time. */
static const double playout_cost[MJ_N_BOT_LEVELS] = {
  [MJ_BOT_BASELINE] = 0.4, [MJ_BOT_EASY] = 0.6, [MJ_BOT_NORMAL] = 1.0, [MJ_BOT_HARD] = 1.3,
};

/* The hand played to its end by `level` (the hard one without its
 * search) in every seat; what it brings `seat` from here. */
static int
play_out (MjState    *s,
          guint       seat,
          MjView     *view,
          MjBotLevel  level,
          guint64     seed)
{
  MjBot bots[MJ_N_SEATS];

  for (guint i = 0; i < MJ_N_SEATS; i++)
    mj_bot_init (&bots[i], level, seed + i);
  for (guint step = 0; step < 1000; step++)
    {
      guint8 pending;
      guint who;
      MjAction legal[MJ_MAX_LEGAL];
      MjAction a;
      guint n;

      if (s->phase == MJ_PHASE_HAND_OVER || s->phase == MJ_PHASE_MATCH_OVER)
        break;
      pending = mj_state_pending (s);
      if (pending == 0)
        break;
      for (who = 0; !(pending & BIT (who)); who++)
        ;
      n = mj_state_legal_actions (s, who, legal, G_N_ELEMENTS (legal));
      if (n == 0)
        break;
      if (n == 1)
        a = legal[0];
      else
        {
          mj_view_build (s, who, view);
          a = mj_bot_decide (&bots[who], view, legal, n);
        }
      s->n_events = 0;
      if (!mj_state_apply (s, &a, NULL))
        break;
    }
  return s->hand_delta[seat];
}

/* ---- the search -------------------------------------------------------------------- */

typedef struct {
  const MjView   *view;
  const MjAction *answers;
  guint           n_answers;
  guint           n_worlds;
  guint64         seed;
  MjBotLevel      playout;
  const double   *tenpai;    /* or NULL */
  double         *points;    /* n_worlds × n_answers */
  gboolean       *valid;     /* n_worlds */
  gint            next;      /* the next world to play, taken atomically */
  /* the helpers still at work, for the caller to wait on */
  gint            helpers;
  GMutex          lock;
  GCond           done;
} Search;

static void
play_worlds (Search *se)
{
  g_autofree MjState *world = g_new (MjState, 1);
  g_autofree MjState *work = g_new (MjState, 1);
  g_autofree MjView *view = g_new (MjView, 1);

  for (;;)
    {
      guint w = (guint) g_atomic_int_add (&se->next, 1);
      MjRandom rng;
      guint64 players;

      if (w >= se->n_worlds)
        break;
      mj_random_seed (&rng, mix (se->seed + w));
      se->valid[w] = sample_state (se->view, &rng, se->tenpai, world);
      if (!se->valid[w])
        continue;
      players = mj_random_next (&rng);
      for (guint c = 0; c < se->n_answers && se->valid[w]; c++)
        {
          memcpy (work, world, sizeof *work);
          if (!mj_state_apply (work, &se->answers[c], NULL))
            se->valid[w] = FALSE;
          else
            se->points[w * se->n_answers + c] = play_out (work, se->view->seat, view, se->playout, players);
        }
    }
}

static GThreadPool *pool;

static void
helper (gpointer data,
        gpointer user_data)
{
  Search *se = data;

  play_worlds (se);
  g_mutex_lock (&se->lock);
  if (--se->helpers == 0)
    g_cond_signal (&se->done);
  g_mutex_unlock (&se->lock);
}

static gpointer
make_pool (gpointer data)
{
  return g_thread_pool_new (helper, NULL, MAX ((int) g_get_num_processors () - 1, 1), FALSE, NULL);
}

/* Plays `se`'s worlds on `threads` threads (the caller's among them). */
static void
play_all (Search *se,
          guint   threads)
{
  static GOnce once = G_ONCE_INIT;
  guint helpers = MIN (threads, se->n_worlds) > 1 ? MIN (threads, se->n_worlds) - 1 : 0;

  g_mutex_init (&se->lock);
  g_cond_init (&se->done);
  se->helpers = (gint) helpers;
  if (helpers > 0)
    {
      g_once (&once, make_pool, NULL);
      pool = once.retval;
      for (guint i = 0; i < helpers; i++)
        g_thread_pool_push (pool, se, NULL);
    }
  play_worlds (se);
  g_mutex_lock (&se->lock);
  while (se->helpers > 0)
    g_cond_wait (&se->done, &se->lock);
  g_mutex_unlock (&se->lock);
  g_mutex_clear (&se->lock);
  g_cond_clear (&se->done);
}

guint
mj_bot_search (MjBot             *bot,
               const MjView      *view,
               const MjAction    *answers,
               guint              n,
               guint              prior,
               const MjBotBudget *budget,
               const double      *tenpai,
               MjBotSearchResult *result)
{
  Search se = { 0 };
  guint threads = bot->threads ? bot->threads : g_get_num_processors ();
  guint best = prior, n_valid = 0;
  double best_bound = 0;
  guint drawable = view->wall_remaining > view->reserve ? view->wall_remaining - view->reserve : 0;
  double worlds, cost;
  guint min_worlds;

  g_assert (n >= 2 && prior < n);
  /* as many worlds as the budget pays for: a hand played out costs about
   * the tiles still to draw */
  cost = view->rules->bot_style && view->rules->bot_style->search_cost > 0 ? view->rules->bot_style->search_cost : 1;
  cost *= playout_cost[bot->tuning.playout];
  worlds = budget->tiles / (cost * n * (drawable + budget->overhead));
  /* the fewest worlds worth a search, as dear as they are elsewhere */
  min_worlds = MAX ((guint) (budget->min_worlds / cost), 2u);
  worlds = worlds * bot->budget_percent / 100.0;
  /* a small share of it (the tests): as few as two worlds */
  if (bot->budget_percent < 100)
    min_worlds = 2;
  se.n_worlds = (guint) CLAMP (worlds, (double) min_worlds, (double) budget->max_worlds);
  se.view = view;
  se.answers = answers;
  se.n_answers = n;
  se.seed = mj_random_next (&bot->rng);
  se.playout = bot->tuning.playout;
  se.tenpai = bot->tuning.read ? tenpai : NULL;
  se.points = g_new0 (double, (gsize) se.n_worlds * n);
  se.valid = g_new0 (gboolean, se.n_worlds);
  play_all (&se, threads);

  /* the differences from the answer the heuristics chose, world by world
   * and in world order (the same sums on any number of threads); another
   * answer is taken only when it is better by `z` standard errors */
  if (result)
    memset (result, 0, sizeof *result);
  for (guint w = 0; w < se.n_worlds; w++)
    n_valid += se.valid[w];
  if (n_valid >= 2)
    for (guint c = 0; c < n; c++)
      {
        double sum = 0, sum2 = 0, mean, var, bound, total = 0;
        for (guint w = 0; w < se.n_worlds; w++)
          if (se.valid[w])
            {
              double d = se.points[w * n + c] - se.points[w * n + prior];
              sum += d;
              sum2 += d * d;
              total += se.points[w * n + c];
            }
        mean = sum / n_valid;
        var = MAX (sum2 / n_valid - mean * mean, 0.0) * n_valid / (n_valid - 1);
        bound = mean - bot->tuning.z * sqrt (var / n_valid);
        if (result && c < MJ_MAX_LEGAL)
          result->mean[c] = total / n_valid;
        if (c != prior && mean > 0 && bound > best_bound)
          {
            best = c;
            best_bound = bound;
          }
      }
  bot->searches++;
  bot->worlds += se.n_worlds;
  bot->switches += best != prior;
  if (result)
    {
      result->n_worlds = se.n_worlds;
      result->n_valid = n_valid;
    }
  g_free (se.points);
  g_free (se.valid);
  return best;
}
