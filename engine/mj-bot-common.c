/* mj-bot-common.c: what every level of computer player reads from its
 * view: unseen tiles, the hand measures (with a void suit's tiles as dead
 * tiles and Lisi's standing tiles), the value of a win through the rule
 * set's own scoring, the danger of each discard, and the choices before
 * play (定缺, 换三张). */
#include "config.h"

#include <math.h>
#include <string.h>

#include "mj-bot-private.h"

static inline gboolean
has (const MjView *v,
     MjFeatures    f)
{
  return (v->features & f) != 0;
}

const MjAction *
mj_bot_find (const MjAction *legal,
             guint           n,
             MjActionType    type)
{
  for (guint i = 0; i < n; i++)
    if (legal[i].type == type)
      return &legal[i];
  return NULL;
}

/* ---- reading the view ------------------------------------------------------ */

void
mj_bot_read (MjBotRead    *r,
             const MjView *v)
{
  const MjViewPlayer *me = &v->players[v->seat];
  guint drawable;

  memset (r, 0, sizeof *r);
  r->view = v;
  r->rules = v->rules;
  r->seat = v->seat;
  r->shapes = v->rules->shapes;
  /* what pays is the rule set's own (see mj_bot_style_bias) */
  r->style = v->rules->bot_style;
  g_assert (r->style != NULL);
  r->lisi = has (v, MJ_FEATURE_STANDING_TILES) && has (v, MJ_FEATURE_READY_REQUIRED);
  r->void_suit = has (v, MJ_FEATURE_MISSING_SUIT) ? me->missing_suit : -1;

  mj_view_unseen (v, r->unseen);
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (mj_tileset_has_kind (v->rules->tileset, t) &&
        (r->void_suit < 0 || mj_tile_suit (t) != (MjSuit) r->void_suit))
      {
        r->kinds |= G_GUINT64_CONSTANT (1) << t;
        r->n_unseen += r->unseen[t];
      }
  r->n_unseen = MAX (r->n_unseen, 1u);

  for (guint i = 0; i < MJ_N_SEATS; i++)
    r->n_active += v->players[i].finished == 0;
  r->n_active = MAX (r->n_active, 1u);
  drawable = v->wall_remaining > v->reserve ? v->wall_remaining - v->reserve : 0;
  r->rounds = (double) drawable / r->n_active;
}

/* ---- the hand as the measures see it ---------------------------------------- */

/* Tiles of our void suit must go and can never help: they become distinct
 * honours, which nothing in a 108-tile game can join. */
void
mj_bot_eval_hand (const MjBotRead *r,
                  const MjHand    *hand,
                  MjHand          *out)
{
  MjTile dead = MJ_FIRST_HONOR;

  *out = *hand;
  if (r->void_suit < 0)
    return;
  for (MjTile t = (MjTile) (r->void_suit * 9); t < r->void_suit * 9 + 9; t++)
    while (out->counts[t] > 0)
      {
        mj_hand_remove (out, t);
        mj_hand_add (out, dead);
        dead = dead + 1 < MJ_FIRST_FLOWER ? dead + 1 : MJ_FIRST_HONOR;
      }
}

/* Draws that can matter to a hand: its own kinds and their neighbours. */
static guint64
near_kinds (const MjHand *h)
{
  guint64 m = 0;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (h->counts[t])
      {
        if (mj_tile_is_honor (t))
          m |= G_GUINT64_CONSTANT (1) << t;
        else
          for (int d = -2; d <= 2; d++)
            {
              int u = (int) t + d;
              if (u >= 0 && u < MJ_FIRST_HONOR && mj_tile_suit ((MjTile) u) == mj_tile_suit (t))
                m |= G_GUINT64_CONSTANT (1) << u;
            }
      }
  return m;
}

/* Lisi: a ready declaration puts a standing tile face down, so the hand
 * must come to one draw from a win with one standing tile left over.
 * Returns 1 + the least shanten of (hand − a standing tile + a draw). */
static int
lisi_distance (const MjBotRead *r,
               const MjHand    *hand,
               const guint8    *standing,
               int             *accepted)
{
  int best = 99, best_acc = 0;

  for (MjTile s = 0; s < MJ_N_KINDS; s++)
    {
      MjHand h12 = *hand;
      guint64 near;
      MjTile dead = MJ_TILE_NONE;
      int base, low = 99, acc = 0;

      if (!standing[s] || !hand->counts[s])
        continue;
      mj_hand_remove (&h12, s);
      for (MjTile z = MJ_FIRST_HONOR; z < MJ_N_KINDS && dead == MJ_TILE_NONE; z++)
        if (h12.counts[z] == 0)
          dead = z;
      if (dead == MJ_TILE_NONE)
        dead = s;
      mj_hand_add (&h12, dead);
      base = mj_hand_shanten (&h12, r->shapes);
      mj_hand_remove (&h12, dead);

      near = near_kinds (&h12) & r->kinds;
      low = base;
      for (MjTile d = 0; d < MJ_N_KINDS; d++)
        if ((near >> d & 1) && r->unseen[d] && h12.counts[d] < 4)
          {
            int sh;
            mj_hand_add (&h12, d);
            sh = mj_hand_shanten (&h12, r->shapes);
            mj_hand_remove (&h12, d);
            if (sh < base)
              acc += r->unseen[d];
            low = MIN (low, sh);
          }
      /* a useless draw does as well: any tile will do */
      if (low == base)
        acc = (int) r->n_unseen;
      if (low < best || (low == best && acc > best_acc))
        {
          best = low;
          best_acc = acc;
        }
    }
  if (accepted)
    *accepted = best_acc;
  return best == 99 ? 99 : best + 1;
}

/* The unseen copies of the waits of `e` (3n+1 tiles, measured), where a
 * win can come from. */
static guint
live_waits (const MjBotRead *r,
            const MjHand    *e)
{
  guint64 w = mj_hand_waits (e, r->shapes) & r->kinds;
  guint n = 0;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (w >> t & 1)
      n += r->unseen[t];
  return n;
}

/* A ready hand (measured, 3n+1 tiles) whose waits have no copy left to
 * draw or claim cannot win as it stands: it is a hand one tile from
 * ready, as the hints count it, and the draws that help are those after
 * which some discard leaves a wait with a copy left. */
static int
dead_wait_helps (const MjBotRead *r,
                 const MjHand    *e)
{
  int n = 0;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      MjHand a = *e;
      gboolean helps = FALSE;

      if (!(r->kinds >> t & 1) || r->unseen[t] == 0 || e->counts[t] >= 4)
        continue;
      mj_hand_add (&a, t);
      for (MjTile x = 0; x < MJ_N_KINDS && !helps; x++)
        if (a.counts[x] && x != t)
          {
            MjHand b = a;
            mj_hand_remove (&b, x);
            helps = mj_hand_shanten (&b, r->shapes) == 0 && live_waits (r, &b) > 0;
          }
      if (helps)
        n += r->unseen[t];
    }
  return n;
}

int
mj_bot_distance (const MjBotRead *r,
                 const MjHand    *hand,
                 const guint8    *standing,
                 gboolean         declared,
                 int             *accepted)
{
  MjHand e;
  guint n = 0;
  int sh;

  if (r->lisi && !declared)
    return lisi_distance (r, hand, standing ? standing : r->view->standing, accepted);
  mj_bot_eval_hand (r, hand, &e);
  sh = mj_hand_shanten (&e, r->shapes);
  if (sh == 0 && e.n_tiles % 3 == 1 && (n = live_waits (r, &e)) == 0)
    {
      if (accepted)
        *accepted = dead_wait_helps (r, &e);
      return 1;
    }
  if (accepted)
    {
      if (sh != 0)
        mj_hand_improvements (&e, r->shapes, r->unseen, r->kinds, &n);
      *accepted = (int) n;
    }
  return sh;
}

guint
mj_bot_discard_choices (const MjBotRead *r,
                        const MjHand    *hand,
                        const guint8    *standing,
                        const MjAction  *legal,
                        guint            n,
                        MjBotChoice     *out)
{
  MjDiscardChoice eff[MJ_N_KINDS];
  gint8 sh_of[MJ_N_KINDS];
  guint16 acc_of[MJ_N_KINDS];
  MjTile map_back[MJ_N_KINDS];
  guint n_out = 0;

  if (standing == NULL)
    standing = r->view->standing;
  memset (sh_of, 99, sizeof sh_of);
  memset (acc_of, 0, sizeof acc_of);

  if (!r->lisi)
    {
      /* one pass of the efficiency table over the hand as measured */
      MjHand e = *hand;
      MjTile dead = MJ_FIRST_HONOR;
      guint k;

      for (MjTile t = 0; t < MJ_N_KINDS; t++)
        map_back[t] = t;
      if (r->void_suit >= 0)
        for (MjTile t = (MjTile) (r->void_suit * 9); t < r->void_suit * 9 + 9; t++)
          while (e.counts[t] > 0)
            {
              mj_hand_remove (&e, t);
              mj_hand_add (&e, dead);
              map_back[dead] = t;
              dead = dead + 1 < MJ_FIRST_FLOWER ? dead + 1 : MJ_FIRST_HONOR;
            }
      k = mj_hand_efficiency (&e, r->shapes, r->unseen, r->kinds, eff);
      for (guint i = 0; i < k; i++)
        {
          MjTile t = map_back[eff[i].discard];
          /* several dead tiles stand for one void kind: keep the best */
          if (eff[i].shanten < sh_of[t] || (eff[i].shanten == sh_of[t] && eff[i].n_accepted > acc_of[t]))
            {
              sh_of[t] = eff[i].shanten;
              acc_of[t] = eff[i].n_accepted;
            }
        }
    }

  for (guint i = 0; i < n; i++)
    {
      const MjAction *a = &legal[i];
      MjBotChoice *c;

      if (a->type != MJ_ACTION_DISCARD)
        continue;
      c = &out[n_out++];
      c->action = a;
      c->tile = a->tile;
      c->ready = (a->flags & MJ_ACTION_FLAG_READY) != 0;
      c->score = 0;
      c->after = *hand;
      memcpy (c->standing, standing, sizeof c->standing);
      /* an ordinary discard keeps the standing copies; the ready one gives one */
      if (c->ready && r->lisi && c->standing[a->tile])
        c->standing[a->tile]--;
      mj_hand_remove (&c->after, a->tile);
      if (c->standing[a->tile] > c->after.counts[a->tile])
        c->standing[a->tile] = c->after.counts[a->tile];

      if (r->lisi)
        c->dist = mj_bot_distance (r, &c->after, c->standing, c->ready, &c->accepted);
      else
        {
          c->dist = sh_of[a->tile];
          c->accepted = acc_of[a->tile];
          if (c->dist == 99)
            c->dist = mj_bot_distance (r, &c->after, NULL, FALSE, &c->accepted);
          if (c->dist == 0)
            {
              /* waits count only where a win can come from; with none
               * left the hand is a step from ready */
              MjHand e;
              mj_bot_eval_hand (r, &c->after, &e);
              c->accepted = (int) live_waits (r, &e);
              if (c->accepted == 0)
                {
                  c->dist = 1;
                  c->accepted = dead_wait_helps (r, &e);
                }
            }
        }
    }
  return n_out;
}

int
mj_bot_best_distance (const MjBotRead *r,
                      const MjHand    *hand,
                      const guint8    *standing,
                      int             *accepted)
{
  int best = 99, best_acc = 0;

  if (standing == NULL)
    standing = r->view->standing;
  if (!r->lisi)
    {
      MjDiscardChoice c[MJ_N_KINDS];
      MjHand e;
      guint k;

      mj_bot_eval_hand (r, hand, &e);
      k = mj_hand_efficiency_best (&e, r->shapes, r->unseen, r->kinds, c);
      for (guint i = 0; i < k; i++)
        if (c[i].shanten < best || (c[i].shanten == best && c[i].n_accepted > best_acc))
          {
            best = c[i].shanten;
            best_acc = c[i].n_accepted;
          }
    }
  else
    for (MjTile t = 0; t < MJ_N_KINDS; t++)
      {
        MjHand h = *hand;
        int d, acc = 0;
        if (!hand->counts[t])
          continue;
        mj_hand_remove (&h, t);
        /* an ordinary tile, or a standing one that declares ready */
        if (hand->counts[t] > standing[t])
          d = mj_bot_distance (r, &h, standing, FALSE, &acc);
        else if (mj_hand_waits (&h, r->shapes) != 0)
          d = mj_bot_distance (r, &h, standing, TRUE, &acc);
        else
          continue;
        if (d < best || (d == best && acc > best_acc))
          {
            best = d;
            best_acc = acc;
          }
      }
  if (accepted)
    *accepted = best_acc;
  return best;
}

/* ---- the value of a win ---------------------------------------------------------- */

gboolean
mj_bot_win_gain (const MjBotRead *r,
                 const MjHand    *hand,
                 MjTile           tile,
                 gboolean         self_drawn,
                 guint            from,
                 int              ready,
                 double          *gain)
{
  const MjView *v = r->view;
  const MjViewPlayer *me = &v->players[r->seat];
  MjWinContext ctx;
  MjScore score;

  mj_win_context_init (&ctx);
  ctx.hand = *hand;
  ctx.win_tile = tile;
  ctx.self_drawn = self_drawn;
  ctx.seat = (guint8) r->seat;
  ctx.dealer = v->dealer;
  ctx.from = self_drawn ? MJ_SEAT_NONE : (guint8) from;
  ctx.dealer_streak = v->dealer_streak;
  ctx.ready = (guint8) (ready >= 0 ? ready : MAX (me->ready, v->rules->default_ready));
  if (ctx.ready == MJ_READY_NONE)
    ctx.ready = v->rules->default_ready;
  ctx.seat_wind = me->seat_wind;
  ctx.round_wind = v->round_wind;
  ctx.flowers = me->flowers;
  ctx.missing_suit = me->missing_suit;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    if (v->players[i].finished)
      ctx.finished |= (guint8) (1u << i);

  v->rules->score (v->rules, &v->options, &ctx, &score);
  if (!score.legal)
    return FALSE;
  *gain = score.payments[r->seat];
  return TRUE;
}

void
mj_bot_wait_value (const MjBotRead *r,
                   const MjHand    *hand,
                   int              ready,
                   double           ron_rate,
                   MjBotWaits      *out)
{
  MjHand e;
  guint64 waits;
  guint from = mj_bot_some_opponent (r);

  memset (out, 0, sizeof *out);
  mj_bot_eval_hand (r, hand, &e);
  waits = mj_hand_waits (&e, r->shapes) & r->kinds;
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      double q, gs, gr;
      if (!(waits >> t & 1) || r->unseen[t] == 0)
        continue;
      q = (double) r->unseen[t] / r->n_unseen;
      if (mj_bot_win_gain (r, hand, t, TRUE, MJ_SEAT_NONE, ready, &gs))
        {
          out->p += q;
          out->g += q * gs;
        }
      if (ron_rate > 0 && mj_bot_win_gain (r, hand, t, FALSE, from, ready, &gr))
        {
          out->p += q * ron_rate;
          out->g += q * ron_rate * gr;
        }
    }
  out->value = out->p > 0 ? out->g / out->p : 0;
}

guint
mj_bot_some_opponent (const MjBotRead *r)
{
  for (guint d = 1; d < MJ_N_SEATS; d++)
    {
      guint o = (r->seat + d) % MJ_N_SEATS;
      if (!r->view->players[o].finished)
        return o;
    }
  return (r->seat + 1) % MJ_N_SEATS;
}

/* ---- claims and kongs ---------------------------------------------------------------- */

/* A chow takes ordinary copies first (Lisi, the one rule set with
 * standing tiles, has no chow: this keeps the count honest anyway). */
static void
take_out (MjHand   *h,
          guint8   *standing,
          MjTile    t)
{
  if (standing && standing[t] > 0 && standing[t] >= h->counts[t])
    standing[t]--;
  mj_hand_remove (h, t);
}

gboolean
mj_bot_after_claim (const MjBotRead *r,
                    const MjAction  *a,
                    MjHand          *out,
                    guint8          *standing)
{
  const MjView *v = r->view;
  MjTile t = v->claim_tile;
  MjMeld m = { MJ_MELD_PUNG, t, t, v->claim_from };

  *out = v->hand;
  if (standing)
    memcpy (standing, v->standing, MJ_N_KINDS);
  if (t >= MJ_N_KINDS)
    return FALSE;
  switch (a->type)
    {
    case MJ_ACTION_PUNG:
    case MJ_ACTION_KONG:
      {
        guint used = a->type == MJ_ACTION_PUNG ? 2 : 3;
        if (out->counts[t] < used)
          return FALSE;
        /* the standing copies the game will take (mj_meld_standing) */
        if (standing)
          standing[t] -= (guint8) mj_meld_standing (out, standing, t, used);
        for (guint i = 0; i < used; i++)
          mj_hand_remove (out, t);
        if (a->type == MJ_ACTION_KONG)
          m.type = MJ_MELD_KONG_EXPOSED;
      }
      break;
    case MJ_ACTION_CHOW:
      for (MjTile x = a->tile; x <= a->tile + 2; x++)
        if (x != t)
          {
            if (out->counts[x] == 0)
              return FALSE;
            take_out (out, standing, x);
          }
      m.type = MJ_MELD_CHOW;
      m.tile = a->tile;
      break;
    default:
      return FALSE;
    }
  mj_hand_add_meld (out, &m);
  return TRUE;
}

void
mj_bot_after_kong (const MjBotRead *r,
                   const MjAction  *a,
                   MjHand          *out)
{
  *out = r->view->hand;
  if (a->type == MJ_ACTION_KONG_CONCEALED)
    {
      MjMeld m = { MJ_MELD_KONG_CONCEALED, a->tile, MJ_TILE_NONE, MJ_SEAT_NONE };
      for (guint i = 0; i < 4 && out->counts[a->tile]; i++)
        mj_hand_remove (out, a->tile);
      mj_hand_add_meld (out, &m);
    }
  else
    {
      if (out->counts[a->tile])
        mj_hand_remove (out, a->tile);
      for (guint i = 0; i < out->n_melds; i++)
        if (out->melds[i].type == MJ_MELD_PUNG && out->melds[i].tile == a->tile)
          out->melds[i].type = MJ_MELD_KONG_ADDED;
    }
}

static gboolean
hand_is_concealed (const MjHand *h)
{
  for (guint i = 0; i < h->n_melds; i++)
    if (h->melds[i].type != MJ_MELD_KONG_CONCEALED)
      return FALSE;
  return TRUE;
}

gboolean
mj_bot_claim_nearer (const MjBotRead *r,
                     const MjAction  *a)
{
  const MjView *v = r->view;
  MjHand after;
  guint8 standing[MJ_N_KINDS];
  int before = mj_bot_distance (r, &v->hand, NULL, v->players[r->seat].ready != 0, NULL);
  int now;
  MjTile t = v->claim_tile;

  if (!mj_bot_after_claim (r, a, &after, standing))
    return FALSE;
  if (a->type == MJ_ACTION_KONG)
    {
      /* a kong pays in most rule sets; it costs a concealed hand's value */
      now = mj_bot_distance (r, &after, standing, FALSE, NULL);
      return now <= before && (!hand_is_concealed (&v->hand) || r->style->concealed == 0 || before == 0);
    }
  now = mj_bot_best_distance (r, &after, standing, NULL);
  if (now > before)
    return FALSE;
  if (now == before)
    /* no nearer: only a pung that scores */
    return a->type == MJ_ACTION_PUNG && r->style->honour_pung > 0 && mj_tile_is_honor (t) &&
           (mj_tile_rank (t) >= 5 || mj_tile_rank (t) - 1 == v->players[r->seat].seat_wind ||
            mj_tile_rank (t) - 1 == v->round_wind) && now <= 2;
  return TRUE;
}

/* ---- tile values ------------------------------------------------------------------ */

/* Middle ranks make more sets than terminals, lone honours least, and
 * neighbours make a tile more useful. */
int
mj_bot_keep_value (const MjHand *h,
                   MjTile        t)
{
  guint r;
  int v;

  if (mj_tile_is_honor (t))
    return h->counts[t] >= 2 ? 4 : 0;
  r = mj_tile_rank (t);
  v = r == 1 || r == 9 ? 1 : r == 2 || r == 8 ? 2 : 3;
  for (int d = -2; d <= 2; d++)
    {
      int u = (int) t + d;
      if (d != 0 && u >= 0 && u < MJ_FIRST_HONOR && mj_tile_suit ((MjTile) u) == mj_tile_suit (t) && h->counts[u])
        v += 2;
    }
  return v + (h->counts[t] >= 2 ? 3 : 0);
}

int
mj_bot_rules_bias (const MjBotRead *r,
                   MjTile           tile)
{
  return r->rules->bot_keep_bias ? r->rules->bot_keep_bias (r->view, tile) : 0;
}

gboolean
mj_bot_rules_claim (const MjBotRead *r,
                    const MjAction  *a,
                    gboolean         judged)
{
  return r->rules->bot_claim ? r->rules->bot_claim (r->view, a->type, a->tile, judged) : judged;
}

gboolean
mj_bot_rules_ready (const MjBotRead *r,
                    MjTile           tile)
{
  return r->rules->bot_declare_ready ? r->rules->bot_declare_ready (r->view, tile) : TRUE;
}

gboolean
mj_bot_ready_pays (const MjBotRead *r)
{
  const MjView *v = r->view;

  if (has (v, MJ_FEATURE_READY_REQUIRED))
    return TRUE;
  /* 地聽: with the first discard, nobody having claimed */
  return v->players[r->seat].n_discards == 0 && !v->any_claim;
}

/* Counts of a 3n+2 hand by suit, melds included. */
static void
suit_counts (const MjHand *h,
             guint        *by_suit,
             guint8       *meld_suits)
{
  memset (by_suit, 0, 4 * sizeof (guint));
  *meld_suits = 0;
  for (guint s = 0; s < 4; s++)
    by_suit[s] = h->suit_tiles[s];
  for (guint i = 0; i < h->n_melds; i++)
    {
      MjSuit s;
      if (h->melds[i].tile == MJ_TILE_NONE)
        continue;
      s = mj_tile_suit (h->melds[i].tile);
      by_suit[s] += 3;
      *meld_suits |= (guint8) (1u << s);
    }
}

double
mj_bot_style_bias (const MjBotRead *r,
                   const MjHand    *h,
                   MjTile           t)
{
  const MjBotStyle *st = r->style;
  const MjView *v = r->view;
  guint by_suit[4], total, best = MJ_SUIT_M;
  guint8 meld_suits;
  double bias = 0;
  gboolean suited = mj_tile_is_suited (t);

  suit_counts (h, by_suit, &meld_suits);
  total = by_suit[0] + by_suit[1] + by_suit[2] + by_suit[3];
  for (guint s = MJ_SUIT_P; s <= MJ_SUIT_S; s++)
    if (by_suit[s] > by_suit[best])
      best = s;

  /* one suit: lean towards the strongest when it is within reach */
  if (st->flush > 0 || st->mixed_flush > 0)
    {
      guint off_pure = total - by_suit[best];
      guint off_mixed = off_pure - by_suit[MJ_SUIT_Z];
      gboolean pure_ok = (meld_suits & ~(1u << best)) == 0;
      gboolean mixed_ok = (meld_suits & ~(1u << best) & 0x7) == 0;
      double w = 0;

      if (st->flush > 0 && pure_ok && off_pure <= 5)
        w = st->flush * (6.0 - off_pure) / 6.0;
      if (st->mixed_flush > 0 && mixed_ok && off_mixed <= 5)
        w = MAX (w, st->mixed_flush * (6.0 - off_mixed) / 6.0);
      if (w > 0)
        {
          if (suited && mj_tile_suit (t) == best)
            bias -= w;
          else if (suited || (st->flush > 0 && pure_ok && off_pure <= 5 && !(st->mixed_flush > 0)))
            bias += w;
        }
    }

  /* all pungs: keep the pairs when there are many */
  if (st->pungs > 0 && h->counts[t] > 0)
    {
      guint pairs = 0;
      gboolean chow = FALSE;
      for (guint i = 0; i < h->n_melds; i++)
        chow |= h->melds[i].type == MJ_MELD_CHOW;
      for (MjTile k = 0; k < MJ_N_KINDS; k++)
        pairs += h->counts[k] >= 2;
      pairs += h->n_melds;
      if (!chow && pairs >= v->rules->hand_size / 3)
        bias += h->counts[t] >= 2 ? -st->pungs : st->pungs * 0.4;
    }

  /* seven pairs, with no melds */
  if (st->pairs > 0 && h->n_melds == 0 && h->n_tiles == 14)
    {
      guint pairs = 0;
      for (MjTile k = 0; k < MJ_N_KINDS; k++)
        pairs += h->counts[k] >= 2;
      if (pairs >= 5)
        bias += h->counts[t] == 2 ? -st->pairs : st->pairs * 0.3;
    }

  /* 1 to 9 of one suit */
  if (st->straight > 0 && suited)
    {
      guint s = mj_tile_suit (t), ranks = 0;
      for (guint k = 0; k < 9; k++)
        ranks += h->counts[s * 9 + k] > 0;
      for (guint i = 0; i < h->n_melds; i++)
        if (h->melds[i].type == MJ_MELD_CHOW && mj_tile_suit (h->melds[i].tile) == s)
          ranks += 3;
      if (ranks >= 6 && h->counts[t] == 1)
        bias -= st->straight * (ranks - 5) / 4.0;
    }

  /* two suits exactly: the thinnest suit goes first */
  if (st->two_suits > 0 && suited)
    {
      guint s = mj_tile_suit (t), thin = MJ_SUIT_M;
      for (guint k = MJ_SUIT_P; k <= MJ_SUIT_S; k++)
        if (by_suit[k] < by_suit[thin])
          thin = k;
      if (s == thin && by_suit[s] <= 3 && !(meld_suits & (1u << s)))
        bias += st->two_suits;
    }

  return bias;
}

/* An opponent is clearly ready: declared, or this likely. */
#define CLEAR_TENPAI 0.6

gboolean
mj_bot_clear_threat (const MjBotRead *r,
                     double          *max_loss)
{
  gboolean clear = FALSE;

  *max_loss = 0;
  for (guint o = 0; o < MJ_N_SEATS; o++)
    if (o != r->seat && r->loss[o] > 0 && r->ron_ok[o] > 0.5 &&
        (r->view->players[o].ready || r->tenpai[o] >= CLEAR_TENPAI))
      {
        clear = TRUE;
        *max_loss = MAX (*max_loss, r->loss[o]);
      }
  return clear;
}

double
mj_bot_offence_score (const MjBotRead   *r,
                      const MjBotChoice *c)
{
  if (c->dist == 0)
    {
      /* what the waits bring over the next few rounds */
      MjBotWaits w;
      mj_bot_wait_value (r, &c->after, c->ready ? MJ_READY_DITING : -1, 0.5 * (r->n_active - 1), &w);
      return w.g * MIN (r->rounds, 6.0) + (c->ready ? 1e-3 : 0);
    }
  return c->accepted + mj_bot_style_bias (r, &r->view->hand, c->tile) - mj_bot_rules_bias (r, c->tile) -
         0.05 * mj_bot_keep_value (&r->view->hand, c->tile);
}

/* ---- opponents ---------------------------------------------------------------------- */

static double
sigmoid (double x)
{
  return 1.0 / (1.0 + exp (-x));
}

static guint
open_melds (const MjViewPlayer *p)
{
  guint n = 0;

  for (guint i = 0; i < p->n_melds; i++)
    n += p->melds[i].type != MJ_MELD_KONG_CONCEALED;
  return n;
}

/* How likely an opponent is one tile from a win, from what it shows. */
static double
tenpai_chance (const MjBotRead *r,
               guint            o)
{
  const MjView *v = r->view;
  const MjViewPlayer *p = &v->players[o];
  double sets = (double) (v->rules->hand_size / 3 + 1);
  double x;

  if (p->finished)
    return 0;
  if (p->ready)
    return 1;
  if (r->lisi)
    return 0;   /* only a declared player wins */
  x = -3.4 + 0.30 * p->n_discards * 5.0 / (sets + 1.0) + 1.0 * open_melds (p) * 5.0 / (sets + 1.0);
  return sigmoid (x);
}

gboolean
mj_bot_plain_hand (const MjBotRead *r,
                   guint            o,
                   const MjHand    *melded,
                   guint            n_concealed,
                   gboolean         pungs,
                   MjHand          *hand,
                   MjTile          *win)
{
  const MjView *v = r->view;
  const MjViewPlayer *p = &v->players[o];
  const MjMeld *melds = melded ? melded->melds : p->melds;
  guint n_melds = melded ? melded->n_melds : p->n_melds;
  guint allowed[3], n_allowed = 0;
  guint sets;

  mj_hand_init (hand);
  for (guint s = MJ_SUIT_M; s <= MJ_SUIT_S; s++)
    if (p->missing_suit != (gint8) s)
      allowed[n_allowed++] = s;
  for (guint i = 0; i < n_melds; i++)
    {
      MjMeld m = melds[i];
      if (m.tile == MJ_TILE_NONE)
        m.tile = mj_tile_make (allowed[0], 9);   /* a hidden kong: any kind will do */
      mj_hand_add_meld (hand, &m);
    }
  if (n_concealed % 3 != 1)
    return FALSE;
  sets = n_concealed / 3;
  *win = MJ_TILE_NONE;
  for (guint i = 0; i < sets; i++)
    {
      static const guint pung_rank[] = { 3, 6, 4, 7 };
      guint suit = allowed[i % n_allowed];
      guint low = (i / n_allowed) % 2 == 0 ? 2 : 5;
      for (guint k = 0; k < 3; k++)
        {
          MjTile t = pungs ? mj_tile_make (suit, pung_rank[(i / n_allowed) % 4]) : mj_tile_make (suit, low + k);
          if (i == sets - 1 && k == 2)
            *win = t;
          else
            mj_hand_add (hand, t);
        }
    }
  mj_hand_add (hand, mj_tile_make (allowed[n_allowed - 1], 9));
  if (*win == MJ_TILE_NONE)
    {
      *win = mj_tile_make (allowed[n_allowed - 1], 9);
      return hand->counts[*win] == 1;
    }
  mj_hand_add (hand, mj_tile_make (allowed[n_allowed - 1], 9));
  return TRUE;
}

/* The chance a ready opponent wins anyway when we do not feed it: a
 * waiting hand wins about half the time (measured in self-play). */
#define ANYWAY 0.5

/* What opponent `o` winning on our discard costs us, beyond what its win
 * would cost us anyway (Qionghai's losers all pay, so there the difference
 * is little more than the discarder's surcharge). */
static double
opponent_loss (const MjBotRead *r,
               guint            o,
               double          *ron_ok,
               double          *cost)
{
  const MjView *v = r->view;
  const MjViewPlayer *p = &v->players[o];
  guint other = MJ_SEAT_NONE;
  double scale = r->style->hidden;
  MjHand hand;
  MjTile win;

  *ron_ok = 1.0;
  *cost = 0;
  for (guint d = 1; d < MJ_N_SEATS; d++)
    {
      guint x = (o + d) % MJ_N_SEATS;
      if (x != r->seat && !v->players[x].finished)
        {
          other = x;
          break;
        }
    }

  /* signs of a big hand: melds all in one suit, or all pungs */
  if (open_melds (p) >= 2)
    {
      guint8 suits = 0;
      gboolean chow = FALSE;
      for (guint i = 0; i < p->n_melds; i++)
        if (p->melds[i].tile != MJ_TILE_NONE)
          {
            suits |= (guint8) (1u << mj_tile_suit (p->melds[i].tile));
            chow |= p->melds[i].type == MJ_MELD_CHOW;
          }
      if ((suits & 0x7) && (suits & (suits - 1) & 0x7) == 0)
        scale *= 1.0 + 0.25 * open_melds (p);
      /* without chows all pungs is no sign where there is no chow */
      if (!chow && has (v, MJ_FEATURE_CHOW))
        scale *= 1.3;
    }

  for (guint attempt = 0; attempt < 2; attempt++)
    {
      MjWinContext ctx;
      MjScore score;
      double here, elsewhere = 0;

      if (!mj_bot_plain_hand (r, o, NULL, p->n_concealed, attempt == 1, &hand, &win))
        return 0;
      mj_win_context_init (&ctx);
      ctx.hand = hand;
      ctx.win_tile = win;
      ctx.self_drawn = FALSE;
      ctx.seat = (guint8) o;
      ctx.dealer = v->dealer;
      ctx.from = (guint8) r->seat;
      ctx.dealer_streak = v->dealer_streak;
      ctx.ready = MAX (p->ready, v->rules->default_ready);
      ctx.seat_wind = p->seat_wind;
      ctx.round_wind = v->round_wind;
      ctx.flowers = p->flowers;
      ctx.missing_suit = p->missing_suit;
      for (guint i = 0; i < MJ_N_SEATS; i++)
        if (v->players[i].finished)
          ctx.finished |= (guint8) (1u << i);
      v->rules->score (v->rules, &v->options, &ctx, &score);
      if (!score.legal)
        {
          /* a plain hand that may not win on a discard: only the big ones can */
          *ron_ok = 0.3;
          continue;
        }
      here = -score.payments[r->seat];
      if (other != MJ_SEAT_NONE)
        {
          ctx.from = (guint8) other;
          v->rules->score (v->rules, &v->options, &ctx, &score);
          if (score.legal)
            elsewhere = -score.payments[r->seat];
        }
      /* its win not on our discard: a draw, or another player's discard */
      ctx.self_drawn = TRUE;
      ctx.from = MJ_SEAT_NONE;
      v->rules->score (v->rules, &v->options, &ctx, &score);
      {
        double self = score.legal ? -score.payments[r->seat] : 0;
        double others = r->style->ron * (r->n_active > 2 ? (r->n_active - 2.0) / (r->n_active - 1.0) : 0);
        *cost = (self + others * *ron_ok * elsewhere) / (1.0 + others * *ron_ok) * (attempt == 0 ? scale : 1.2);
      }
      /* a wait not fed to it by us is often won anyway, by a draw or from
       * another player: only the rest is what our discard costs */
      return MAX (here * (attempt == 0 ? scale : 1.2) - ANYWAY * *cost, 0.1 * here);
    }
  return 0;
}

/* Weight of the shapes an opponent could wait on `t` with, counted from the
 * copies we cannot see. */
static double
wait_shapes (const MjBotRead *r,
             MjTile           t,
             const gboolean  *discarded,
             guint            detail)
{
  const guint8 *u = r->unseen;
  double w = 0;

  /* a pair waiting for its third, a lone tile for its pair */
  w += 0.5 * u[t] * (u[t] > 0 ? u[t] - 1 : 0) / 2.0;
  w += 0.25 * u[t];
  if (mj_tile_is_suited (t))
    {
      guint rank = mj_tile_rank (t);
      /* two-sided and edge waits from below and above */
      if (rank <= 7)
        {
          double c = u[t + 1] * u[t + 2];
          if (rank == 7)
            c *= 0.5;   /* 89 waits on 7 alone */
          else if ((detail & MJ_BOT_DETAIL_SUJI) && discarded[t + 3])
            c *= 0.4;   /* suji: that wait also takes a tile it threw away */
          w += c;
        }
      if (rank >= 3)
        {
          double c = u[t - 1] * u[t - 2];
          if (rank == 3)
            c *= 0.5;
          else if ((detail & MJ_BOT_DETAIL_SUJI) && discarded[t - 3])
            c *= 0.4;
          w += c;
        }
      if (rank >= 2 && rank <= 8)
        w += 0.5 * u[t - 1] * u[t + 1];
    }
  return w;
}

/* Guizhou's 热炮: the discard right after our own kong may be won on by
 * any hand, for a bonus, and our kong's money is lost with it.  Each of
 * our kongs is followed by one discard marked as such: one more kong than
 * those means this discard is one.  Returns the bonus, or 0. */
static double
hot_discard (const MjBotRead *r)
{
  const MjView *v = r->view;
  const MjViewPlayer *me = &v->players[r->seat];
  int opt = mj_options_find (v->rules, "repao_bonus");
  guint kongs = 0, marked = 0;

  if (opt < 0 || v->options.values[opt] <= 0 || v->phase != MJ_PHASE_TURN)
    return 0;
  for (guint i = 0; i < me->n_melds; i++)
    kongs += mj_meld_is_kong (&me->melds[i]);
  for (guint d = 0; d < me->n_discards; d++)
    marked += (me->discards[d].flags & MJ_DISCARD_AFTER_KONG) != 0;
  return kongs > marked ? v->options.values[opt] : 0;
}

void
mj_bot_read_danger (MjBotRead *r,
                    guint      detail)
{
  const MjView *v = r->view;
  double hot = (detail & MJ_BOT_DETAIL_HOT) ? hot_discard (r) : 0;

  if (r->have_danger)
    return;
  r->have_danger = TRUE;
  memset (r->danger, 0, sizeof r->danger);

  for (guint o = 0; o < MJ_N_SEATS; o++)
    {
      const MjViewPlayer *p = &v->players[o];
      gboolean discarded[MJ_N_KINDS + 3] = { FALSE };
      double safe[MJ_N_KINDS];
      double w[MJ_N_KINDS], sum = 0;
      guint ready_at = G_MAXUINT;

      r->tenpai[o] = r->loss[o] = r->ron_ok[o] = 0;
      if (o == r->seat || p->finished)
        continue;
      r->tenpai[o] = tenpai_chance (r, o);
      r->loss[o] = opponent_loss (r, o, &r->ron_ok[o], &r->cost[o]);
      if (p->ready && p->n_melds > 0 && r->ron_ok[o] < 1)
        r->ron_ok[o] = 1;
      for (guint i = 0; i < p->n_melds; i++)
        if (mj_meld_is_kong (&p->melds[i]))
          r->ron_ok[o] = 1;   /* Guizhou: a 豆 lets any hand win on a discard */
      if (hot > 0)
        {
          /* its bonus, and the money of the kong we would lose (two from
           * each of the others) */
          r->ron_ok[o] = 1;
          r->loss[o] += hot + 6.0;
        }

      for (MjTile t = 0; t < MJ_N_KINDS; t++)
        safe[t] = 1.0;
      for (guint d = 0; d < p->n_discards; d++)
        {
          MjTile t = p->discards[d].tile;
          if (p->discards[d].flags & MJ_DISCARD_READY)
            ready_at = d;
          if (t >= MJ_N_KINDS)
            continue;
          discarded[t] = TRUE;
          /* a locked hand that let this go cannot be waiting on it */
          if (ready_at != G_MAXUINT && d > ready_at && has (v, MJ_FEATURE_READY_REQUIRED | MJ_FEATURE_READY_OPTIONAL))
            safe[t] = 0;
          else
            safe[t] = MIN (safe[t], (detail & MJ_BOT_DETAIL_THROWN) ? 0.3 : 0.5);
        }
      /* a void suit is never won on */
      if (p->missing_suit >= 0)
        for (MjTile t = (MjTile) (p->missing_suit * 9); t < p->missing_suit * 9 + 9; t++)
          safe[t] = 0;
      if ((detail & MJ_BOT_DETAIL_DECLARED) && ready_at != G_MAXUINT && has (v, MJ_FEATURE_AUTO_WIN_READY))
        {
          /* a declared hand wins whenever it can: what anyone threw since
           * it declared, it cannot be waiting on.  Each of the others has
           * thrown about as many as it has since (one fewer where a claim
           * skipped a turn: count that many, which is never too many
           * without claims) */
          guint since = p->n_discards - 1 - ready_at;
          for (guint x = 0; x < MJ_N_SEATS && since > 0; x++)
            {
              const MjViewPlayer *px = &v->players[x];
              if (x == o)
                continue;
              for (guint d = px->n_discards > since ? px->n_discards - since : 0; d < px->n_discards; d++)
                if (px->discards[d].tile < MJ_N_KINDS)
                  safe[px->discards[d].tile] = 0;
            }
        }
      if ((detail & MJ_BOT_DETAIL_PASSED) && v->drawn != MJ_TILE_NONE)
        {
          /* what the players after it threw since its last discard, it let
           * pass: it would have won on a wait */
          for (guint k = 1; k < MJ_N_SEATS; k++)
            {
              guint x = (o + k) % MJ_N_SEATS;
              const MjViewPlayer *px = &v->players[x];
              if (x == r->seat)
                break;
              if (px->finished || px->n_discards == 0)
                continue;
              {
                MjTile t = px->discards[px->n_discards - 1].tile;
                if (t < MJ_N_KINDS && r->ron_ok[o] >= 1)
                  safe[t] = MIN (safe[t], 0.08);
              }
            }
        }

      for (MjTile t = 0; t < MJ_N_KINDS; t++)
        {
          w[t] = 0;
          if (!mj_tileset_has_kind (v->rules->tileset, t))
            continue;
          w[t] = wait_shapes (r, t, discarded, detail);
          sum += w[t];
        }
      if (sum <= 0)
        continue;
      for (MjTile t = 0; t < MJ_N_KINDS; t++)
        {
          double pw = MIN (1.0, 1.8 * w[t] / sum) * safe[t];
          r->danger[t] += r->tenpai[o] * r->ron_ok[o] * pw * r->loss[o];
        }
    }

  /* Qionghai's 包: an opponent that claimed from our discards one time
   * short of the count makes us pay its whole win, if it claims one more
   * of ours and wins (the three shares and the surcharge, where we would
   * pay one) */
  if (detail & MJ_BOT_DETAIL_BAO)
    {
      int opt = mj_options_find (v->rules, "bao_threshold");
      guint total = 0;
      for (MjTile t = 0; t < MJ_N_KINDS; t++)
        total += r->unseen[t];
      for (guint o = 0; o < MJ_N_SEATS && opt >= 0 && total > 0; o++)
        {
          const MjViewPlayer *p = &v->players[o];
          guint from_us = 0;
          double q, extra;
          if (o == r->seat || p->finished)
            continue;
          for (guint i = 0; i < p->n_melds; i++)
            from_us += p->melds[i].from == r->seat && p->melds[i].type != MJ_MELD_KONG_CONCEALED;
          if (from_us + 1 != (guint) v->options.values[opt])
            continue;
          /* the chance it holds a given tile, and what its win would cost
           * beyond our share: about twice our share, won about a third of
           * the time from there */
          q = (double) p->n_concealed / total;
          extra = 2.0 * r->cost[o] * 0.35;
          for (MjTile t = 0; t < MJ_N_KINDS; t++)
            {
              double u = r->unseen[t], claim;
              if (!mj_tileset_has_kind (v->rules->tileset, t))
                continue;
              claim = u * (u - 1) / 2.0 * q * q;
              if (mj_tile_is_suited (t) && o == mj_seat_next (r->seat) && has (v, MJ_FEATURE_CHOW))
                {
                  guint rank = mj_tile_rank (t);
                  const guint8 *un = r->unseen;
                  if (rank >= 3)
                    claim += un[t - 2] * un[t - 1] * q * q;
                  if (rank >= 2 && rank <= 8)
                    claim += un[t - 1] * un[t + 1] * q * q;
                  if (rank <= 7)
                    claim += un[t + 1] * un[t + 2] * q * q;
                }
              r->danger[t] += MIN (claim, 1.0) * extra;
            }
        }
    }

  /* the rounds we play on, the others win now and then, at our cost: the
   * measured chance of losing the hand, shared by how ready each looks */
  {
    double weight = 0;
    r->bleed = 0;
    for (guint o = 0; o < MJ_N_SEATS; o++)
      if (o != r->seat && !v->players[o].finished && (!r->lisi || r->tenpai[o] > 0))
        weight += 0.3 + r->tenpai[o];
    for (guint o = 0; o < MJ_N_SEATS && weight > 0; o++)
      if (o != r->seat && !v->players[o].finished && (!r->lisi || r->tenpai[o] > 0))
        r->bleed += r->style->hazard * (0.3 + r->tenpai[o]) / weight * r->cost[o];
  }
}

/* ---- before play ----------------------------------------------------------------------- */

/* Shanten and the best acceptance of a 3n+1 or 3n+2 hand, with tiles of
 * `dead_suit` as dead tiles and never drawn. */
static void
measure_without (const MjBotRead *r,
                 const MjHand    *hand,
                 int              dead_suit,
                 int             *shanten,
                 int             *accepted)
{
  MjBotRead q = *r;
  MjHand e;
  guint n = 0;

  q.void_suit = dead_suit;
  q.kinds = r->kinds;
  if (dead_suit >= 0)
    q.kinds &= ~((G_GUINT64_CONSTANT (0x1ff)) << (dead_suit * 9));
  mj_bot_eval_hand (&q, hand, &e);
  if (e.n_tiles % 3 == 2)
    {
      MjDiscardChoice c[MJ_N_KINDS];
      guint k = mj_hand_efficiency_best (&e, r->shapes, r->unseen, q.kinds, c);
      *shanten = 99;
      for (guint i = 0; i < k; i++)
        if (c[i].shanten < *shanten || (c[i].shanten == *shanten && c[i].n_accepted > n))
          {
            *shanten = c[i].shanten;
            n = c[i].n_accepted;
          }
    }
  else
    {
      *shanten = mj_hand_shanten (&e, r->shapes);
      mj_hand_improvements (&e, r->shapes, r->unseen, q.kinds, &n);
    }
  *accepted = (int) n;
}

/* A suit to give up: the hand without it as near a win as can be, and a
 * strong suit left for 清一色. */
static double
void_suit_worth (const MjBotRead *r,
                 const MjHand    *hand,
                 guint            suit)
{
  int sh, acc;
  guint rest[3] = { 0 }, strong = 0;

  measure_without (r, hand, (int) suit, &sh, &acc);
  for (guint s = 0; s < 3; s++)
    if (s != suit)
      {
        rest[s] = hand->suit_tiles[s];
        strong = MAX (strong, rest[s]);
      }
  return -10.0 * sh + 0.15 * acc + (strong >= 10 ? 4.0 : strong >= 9 ? 1.5 : 0) - 0.5 * hand->suit_tiles[suit];
}

MjAction
mj_bot_choose_suit (const MjBotRead *r,
                    const MjAction  *legal,
                    guint            n,
                    gboolean         smart)
{
  const MjHand *h = &r->view->hand;
  guint best = 0;
  double best_worth = -1e9;

  for (guint i = 0; i < n; i++)
    {
      guint suit = legal[i].tile, tiles = 0, pairs = 0;
      double worth;
      if (legal[i].type != MJ_ACTION_CHOOSE_SUIT || suit > MJ_SUIT_S)
        continue;
      if (smart)
        worth = void_suit_worth (r, h, suit);
      else
        {
          for (MjTile t = (MjTile) (suit * 9); t < suit * 9 + 9; t++)
            {
              tiles += h->counts[t];
              pairs += h->counts[t] >= 2;
            }
          worth = -10.0 * tiles - pairs;
        }
      if (worth > best_worth)
        {
          best = i;
          best_worth = worth;
        }
    }
  return legal[best];
}

/* The three tiles of `suit` that hurt least to give away. */
static void
worst_three (const MjHand *hand,
             guint         suit,
             MjTile       *out,
             MjHand       *rest)
{
  *rest = *hand;
  for (guint k = 0; k < 3; k++)
    {
      MjTile pick = MJ_TILE_NONE;
      int pick_keep = 999;
      for (MjTile t = (MjTile) (suit * 9); t < suit * 9 + 9; t++)
        if (rest->counts[t] && mj_bot_keep_value (rest, t) < pick_keep)
          {
            pick = t;
            pick_keep = mj_bot_keep_value (rest, t);
          }
      out[k] = pick;
      if (pick != MJ_TILE_NONE)
        mj_hand_remove (rest, pick);
    }
}

MjAction
mj_bot_choose_exchange (const MjBotRead *r,
                        const MjAction  *legal,
                        guint            n,
                        gboolean         smart)
{
  const MjHand *h = &r->view->hand;
  MjAction best = legal[0];
  double best_worth = -1e9;

  for (guint i = 0; i < n; i++)
    {
      guint suit;
      MjTile give[3];
      MjHand rest;
      double worth;

      if (legal[i].type != MJ_ACTION_EXCHANGE)
        continue;
      suit = mj_tile_suit (legal[i].tiles[0]);
      worst_three (h, suit, give, &rest);
      if (give[2] == MJ_TILE_NONE)
        continue;
      if (smart)
        {
          /* the hand left, with the suit we would then give up */
          worth = -1e9;
          for (guint s = MJ_SUIT_M; s <= MJ_SUIT_S; s++)
            worth = MAX (worth, void_suit_worth (r, &rest, s) + (s == suit ? 1.0 : 0));
        }
      else
        worth = -(double) h->suit_tiles[suit];
      if (worth > best_worth)
        {
          best_worth = worth;
          best = legal[i];
          memcpy (best.tiles, give, sizeof give);
        }
    }
  return best;
}
