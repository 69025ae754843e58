/* mj-hint.c: advice for one seat from its view: discards ranked by tiles
 * from ready and tiles that help, within what the rule set allows; claims
 * weighed against passing; the suit to void and the tiles to pass.  The
 * hint's words are mj-hint-sentences.c's, the refusal terms the rule
 * set's own (MjRules.refusals).
 *
 * What the rules allow is asked of the rule set's own checks
 * (mj_state_check) on a state rebuilt from the view: the seat's own
 * tiles, what lies on the table, and nothing else.  So the advice follows
 * every rule the game enforces, and cannot learn a hidden tile.
 */
#include "config.h"

#include <string.h>

#include "mj-hint.h"
#include "mj-state.h"
#include "mj-hand-private.h"

#define BIT(t) (G_GUINT64_CONSTANT (1) << (t))
#define INF    1000

/* ---- a state that holds only what the seat sees ------------------------------ */

/* The seat's own tiles and flags, the table's public tiles, and the wall
 * as a count: the rule set's checks need no more.  Hidden concealed kongs
 * of others are left out rather than guessed. */
static void
state_from_view (const MjView *v,
                 MjState      *s)
{
  guint own_claims = 0;

  memset (s, 0, sizeof *s);
  s->rules = v->rules;
  s->options = v->options;
  s->features = v->features;
  s->hand_number = v->hand_number;
  s->dealer = s->first_dealer = s->next_dealer = v->dealer;
  s->dealer_streak = v->dealer_streak;
  s->round_wind = v->round_wind;
  memset (s->wall.tiles, MJ_TILE_NONE, sizeof s->wall.tiles);
  s->wall.size = (guint16) v->wall_size;
  s->wall.head = 0;
  s->wall.tail = (guint16) MIN (v->wall_remaining, (guint) MJ_WALL_MAX);
  memcpy (s->dice, v->dice, MIN (sizeof s->dice, sizeof v->dice));
  s->n_dice = v->n_dice;
  s->phase = v->phase;
  s->turn = v->turn;
  s->after_kong = v->after_kong;
  s->after_flower = v->after_flower;
  s->kong_feeder = v->kong_feeder;
  s->n_kongs = v->n_kongs;
  s->any_claim = v->any_claim;
  s->last_drawn = v->last_drawn;
  s->flipped = v->flipped;

  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      const MjViewPlayer *vp = &v->players[i];
      MjPlayer *p = &s->players[i];

      mj_hand_init (&p->hand);
      if (i == v->seat)
        {
          p->hand = v->hand;
          memcpy (p->standing, v->standing, sizeof p->standing);
          for (MjTile t = 0; t < MJ_N_KINDS; t++)
            p->n_standing += p->standing[t];
          p->drawn = v->drawn;
          p->pass_locked = v->pass_locked;
          p->pung_declined = v->pung_declined;
        }
      else
        {
          if (vp->revealed)
            p->hand = vp->shown;
          else
            for (guint m = 0; m < vp->n_melds; m++)
              if (vp->melds[m].tile != MJ_TILE_NONE)
                mj_hand_add_meld (&p->hand, &vp->melds[m]);
          p->drawn = MJ_TILE_NONE;
        }
      p->flowers = vp->flowers;
      memcpy (p->discards, vp->discards, sizeof p->discards);
      p->n_discards = vp->n_discards;
      p->own_discards = vp->n_discards;
      p->ready = vp->ready;
      p->missing_suit = vp->missing_suit;
      p->finished = vp->finished;
      p->answered = (v->phase == MJ_PHASE_EXCHANGE || v->phase == MJ_PHASE_CHOOSE_SUIT) &&
                    !(v->pending & (1u << i));
      for (guint m = 0; m < vp->n_melds; m++)
        if (vp->melds[m].from < MJ_N_SEATS)
          {
            p->claims_from[vp->melds[m].from]++;
            if (i == v->seat)
              own_claims++;
          }
      s->scores[i] = vp->score;
      s->seat_wind[i] = vp->seat_wind;
      if (vp->finished)
        s->n_finished++;
    }

  /* The draws from the wall are not shown; each own turn that did not
   * begin with a claim began with one, and the dealer's first turn with
   * his fourteenth tile (the first go-round needs this, nothing else). */
  {
    MjPlayer *me = &s->players[v->seat];
    int draws = (int) me->own_discards - (int) own_claims - (v->seat == v->dealer ? 1 : 0) +
                (v->phase == MJ_PHASE_TURN && v->turn == v->seat && v->drawn != MJ_TILE_NONE ? 1 : 0);
    me->draws = (guint8) CLAMP (draws, 0, 255);
  }

  /* a turn that began with a claim holds no drawn tile */
  s->turn_drew = v->phase == MJ_PHASE_TURN && v->turn == v->seat ? v->drawn != MJ_TILE_NONE : TRUE;

  if (v->phase == MJ_PHASE_CLAIM || v->phase == MJ_PHASE_ROB)
    {
      const MjViewPlayer *from = &v->players[v->claim_from < MJ_N_SEATS ? v->claim_from : 0];

      s->claim_tile = v->claim_tile;
      s->claim_from = v->claim_from;
      s->claim_pending = s->claim_asked = v->pending;
      if (v->phase == MJ_PHASE_CLAIM && from->n_discards > 0)
        s->claim_after_kong = (from->discards[from->n_discards - 1].flags & MJ_DISCARD_AFTER_KONG) != 0;
      if (v->phase == MJ_PHASE_ROB)
        s->rob_meld = (MjMeld) { MJ_MELD_KONG_ADDED, v->claim_tile, MJ_TILE_NONE, MJ_SEAT_NONE };
    }
  else
    s->claim_tile = MJ_TILE_NONE;

  s->n_wins = v->n_wins;
  memcpy (s->wins, v->wins, sizeof s->wins);
}

MjRefusal
mj_hint_check (const MjView   *view,
               const MjAction *action)
{
  g_autofree MjState *s = g_new (MjState, 1);

  g_return_val_if_fail (view != NULL && action != NULL, MJ_REFUSAL_NOT_OFFERED);
  state_from_view (view, s);
  return mj_state_check (s, action);
}

/* ---- how far from ready, with dead tiles ---------------------------------------- */

/* The least number of tiles to add to the live tiles of a hand so that
 * they hold its sets and a pair: the hand without its dead kinds, asked
 * for the sets the whole hand must form. */
static int
live_need_standard (const MjHand *h,
                    guint64       dead)
{
  MjHand live = *h;
  guint need;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (dead & BIT (t))
      while (live.counts[t] > 0)
        mj_hand_remove (&live, t);
  need = mj_hand_standard_need (&live, mj_hand_sets_needed (h));
  return need == MJ_SHANTEN_NONE ? INF : (int) need;
}

int
mj_hint_live_shanten (const MjHand *h,
                      MjShapes      shapes,
                      guint64       dead)
{
  int best = INF;

  if (shapes & MJ_SHAPE_STANDARD)
    best = live_need_standard (h, dead) - 1;
  if (h->n_melds == 0 && (h->n_tiles == 13 || h->n_tiles == 14))
    {
      guint pairs = 0, kinds = 0, quad_pairs = 0, odd = 0, o_kinds = 0;
      gboolean o_pair = FALSE;

      for (MjTile t = 0; t < MJ_N_KINDS; t++)
        {
          guint c = (dead & BIT (t)) ? 0 : h->counts[t];
          pairs += c >= 2;
          kinds += c >= 1;
          quad_pairs += c / 2;
          odd += c % 2;
          if (mj_tile_is_orphan (t))
            {
              o_kinds += c >= 1;
              o_pair |= c >= 2;
            }
        }
      if (shapes & MJ_SHAPE_SEVEN_PAIRS_QUADS)
        {
          /* each missing pair takes one tile on a live odd kind, else two */
          int missing = 7 - (int) MIN (quad_pairs, 7u);
          best = MIN (best, missing + MAX (0, missing - (int) odd) - 1);
        }
      else if (shapes & MJ_SHAPE_SEVEN_PAIRS)
        best = MIN (best, 6 - (int) pairs + (kinds < 7 ? 7 - (int) kinds : 0));
      if (shapes & MJ_SHAPE_THIRTEEN_ORPHANS)
        best = MIN (best, 13 - (int) o_kinds - (o_pair ? 1 : 0));
    }
  return best;
}

/* ---- the analysis ----------------------------------------------------------------- */

typedef struct {
  const MjView  *view;
  const MjRules *rules;
  MjState       *state;        /* rebuilt from the view */
  MjShapes       shapes;
  guint8         unseen[MJ_N_KINDS];
  guint64        live;         /* kinds that may be part of a winning hand */
  guint64        dead;         /* kinds that never are: the missing suit */
  gint8          missing_suit;
  const MjAction *legal;
  guint          n_legal;
} Ctx;

typedef struct {
  int     shanten;
  guint64 accepted;
  guint   n_accepted;
} Figures;

static guint64
suit_mask (int suit)
{
  return suit < 0 ? 0 : ((BIT (9) - 1) << (9 * suit));
}

static guint64
tileset_mask (MjTileSet set)
{
  guint64 m = 0;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (mj_tileset_has_kind (set, t))
      m |= BIT (t);
  return m;
}

static gboolean
holds_dead (const Ctx    *c,
            const MjHand *h)
{
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (h->counts[t] && (c->dead & BIT (t)))
      return TRUE;
  return FALSE;
}

static int
shanten_of (const Ctx    *c,
            const MjHand *h)
{
  return holds_dead (c, h) ? mj_hint_live_shanten (h, c->shapes, c->dead)
                           : mj_hand_shanten (h, c->shapes);
}

/* Tiles from ready and the draws that help, of a hand of 3n+1 tiles. */
static void
figures_of (const Ctx    *c,
            const MjHand *h,
            Figures      *f)
{
  MjHand a = *h;

  f->shanten = shanten_of (c, h);
  f->accepted = 0;
  f->n_accepted = 0;
  if (!holds_dead (c, h))
    {
      f->accepted = mj_hand_improvements (h, c->shapes, c->unseen, c->live, &f->n_accepted);
      return;
    }
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      if (!(c->live & BIT (t)) || a.counts[t] >= 4)
        continue;
      mj_hand_add (&a, t);
      if (mj_hint_live_shanten (&a, c->shapes, c->dead) < f->shanten)
        {
          f->accepted |= BIT (t);
          f->n_accepted += c->unseen[t];
        }
      mj_hand_remove (&a, t);
    }
}

/* The figures of every distinct discard of a hand of 3n+2 tiles. */
static guint
discard_figures (const Ctx       *c,
                 const MjHand    *h,
                 MjDiscardChoice *out)
{
  guint n = 0;

  if (!holds_dead (c, h))
    return mj_hand_efficiency (h, c->shapes, c->unseen, c->live, out);
  for (MjTile d = 0; d < MJ_N_KINDS; d++)
    if (h->counts[d])
      {
        MjHand a = *h;
        Figures f;
        mj_hand_remove (&a, d);
        figures_of (c, &a, &f);
        out[n].discard = d;
        out[n].shanten = (gint8) f.shanten;
        out[n].accepted = f.accepted;
        out[n].n_accepted = (guint16) f.n_accepted;
        n++;
      }
  return n;
}

/* The seat a discard win is assumed to come from: the nearest player
 * before the seat still in the hand. */
static guint
previous_active (const MjView *v)
{
  for (guint d = 1; d < MJ_N_SEATS; d++)
    {
      guint s = (v->seat + MJ_N_SEATS - d) % MJ_N_SEATS;
      if (!v->players[s].finished)
        return s;
    }
  return (v->seat + MJ_N_SEATS - 1) % MJ_N_SEATS;
}

/* Values a win of `tile` on the hand `before` (3n+1 tiles) through the
 * rule set's own context and score.  A hypothetical later win drops what
 * only the present moment gives (the first go-round, a kong's
 * replacement, the last tile). */
static void
value_win (const Ctx    *c,
           const MjHand *before,
           MjTile        tile,
           gboolean      self_drawn,
           guint         from,
           gboolean      robbing,
           guint8        ready,
           gboolean      later,
           MjHintValue  *out)
{
  MjPlayer *p = &c->state->players[c->view->seat];
  MjHand saved = p->hand;
  guint8 saved_ready = p->ready;
  gint8 saved_suit = p->missing_suit;
  MjWinContext ctx;
  MjScore score;

  p->hand = *before;
  if (self_drawn)
    mj_hand_add (&p->hand, tile);
  p->ready = ready;
  p->missing_suit = c->missing_suit;
  mj_state_win_context (c->state, c->view->seat, tile, self_drawn, from, robbing, &ctx);
  p->hand = saved;
  p->ready = saved_ready;
  p->missing_suit = saved_suit;
  if (later)
    {
      ctx.first_turn = FALSE;
      ctx.last_tile = FALSE;
      ctx.after_kong = FALSE;
      ctx.after_flower = FALSE;
      ctx.kong_feeder = MJ_SEAT_NONE;
      ctx.after_kong_discard = FALSE;
      ctx.robbing_kong = FALSE;
    }
  c->rules->score (c->rules, &c->view->options, &ctx, &score);
  out->refusal = score.refusal;
  out->value = score.legal ? score.value : 0;
  out->gain = score.legal ? score.payments[c->view->seat] : 0;
}

/* The ready kind a win after this discard would have: a declaration
 * with it, the one made before, or (where only a declared hand wins) the
 * declaration the seat will have to make. */
static guint8
ready_after (const Ctx *c,
             gboolean   declare)
{
  const MjView *v = c->view;
  guint8 now = v->players[v->seat].ready;

  if (now != MJ_READY_NONE)
    return now;
  if (declare)
    return (v->features & MJ_FEATURE_READY_OPTIONAL) && v->players[v->seat].n_discards == 0 && !v->any_claim
           ? MJ_READY_DITING : MJ_READY_PLAIN;
  if (v->features & MJ_FEATURE_READY_REQUIRED)
    return MJ_READY_PLAIN;
  return MJ_READY_NONE;
}

static void
fill_waits (const Ctx     *c,
            const MjHand  *after,
            MjHintDiscard *d)
{
  guint from = previous_active (c->view);
  guint8 ready = ready_after (c, d->declare_ready);

  d->n_waits = 0;
  d->n_discard_wins = 0;
  d->expected = 0;
  if (d->shanten != 0)
    return;
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      MjHintWait *w;
      if (!(d->accepted & BIT (t)) || mj_hand_count_all (after, t) >= 4)
        continue;
      if (d->n_waits == MJ_HINT_MAX_WAITS)
        break;
      w = &d->waits[d->n_waits++];
      w->tile = t;
      w->unseen = c->unseen[t];
      value_win (c, after, t, TRUE, MJ_SEAT_NONE, FALSE, ready, TRUE, &w->self_drawn);
      value_win (c, after, t, FALSE, from, FALSE, ready, TRUE, &w->discard);
      if (w->discard.refusal == MJ_REFUSAL_NONE)
        d->n_discard_wins += w->unseen;
      d->expected += w->unseen * (w->self_drawn.gain + w->discard.gain);
    }
  /* most copies left first */
  for (guint i = 1; i < d->n_waits; i++)
    for (guint j = i; j > 0 && d->waits[j].unseen > d->waits[j - 1].unseen; j--)
      {
        MjHintWait tmp = d->waits[j];
        d->waits[j] = d->waits[j - 1];
        d->waits[j - 1] = tmp;
      }
}

/* A ready hand whose waits have no copy left to draw or claim (all four
 * held by the seat, or in sight) cannot win as it stands: it is as far
 * from a win as a hand one tile from ready, and the draws that help are
 * those after which some discard leaves a wait with a copy left. */
static void
dead_wait_figures (const Ctx     *c,
                   const MjHand  *after,
                   MjHintDiscard *d)
{
  for (guint i = 0; i < d->n_waits; i++)
    if (d->waits[i].unseen > 0)
      return;

  d->shanten = 1;
  d->n_waits = 0;
  d->n_discard_wins = 0;
  d->expected = 0;
  d->accepted = 0;
  d->n_accepted = 0;
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      MjHand a = *after;
      gboolean helps = FALSE;

      if (!(c->live & BIT (t)) || c->unseen[t] == 0)
        continue;
      mj_hand_add (&a, t);
      for (MjTile x = 0; x < MJ_N_KINDS && !helps; x++)
        {
          MjHand b = a;
          guint64 waits;

          if (!a.counts[x])
            continue;
          mj_hand_remove (&b, x);
          if (shanten_of (c, &b) != 0)
            continue;
          waits = mj_hand_waits (&b, c->shapes);
          for (MjTile w = 0; w < MJ_N_KINDS && !helps; w++)
            helps = (waits & BIT (w)) && (c->live & BIT (w)) && c->unseen[w] - (w == t) > 0;
        }
      if (helps)
        {
          d->accepted |= BIT (t);
          d->n_accepted += c->unseen[t];
        }
    }
}

static MjHintBreak
breaks_of (const Ctx    *c,
           const MjHand *h,
           MjTile        t)
{
  guint pairs = 0;

  if (c->dead & BIT (t))
    return MJ_HINT_BREAKS_NOTHING;
  if (h->counts[t] >= 3)
    return MJ_HINT_BREAKS_PUNG;
  if (h->counts[t] != 2)
    return MJ_HINT_BREAKS_NOTHING;
  /* (a pung held elsewhere can give the pair as well) */
  for (MjTile u = 0; u < MJ_N_KINDS; u++)
    pairs += h->counts[u] >= 2 && !(c->dead & BIT (u));
  return pairs == 1 ? MJ_HINT_BREAKS_ONLY_PAIR : MJ_HINT_BREAKS_PAIR;
}

/* A pung or a kong of a discard is of the discard: its action's tile
 * says nothing (the game's own list leaves it 0, an action read from text
 * has none), as mj_action_equal has it. */
static gboolean
in_legal (const Ctx      *c,
          const MjAction *a)
{
  for (guint i = 0; i < c->n_legal; i++)
    if (c->legal[i].type == a->type &&
        (a->type == MJ_ACTION_PASS || a->type == MJ_ACTION_WIN || a->type == MJ_ACTION_PUNG ||
         a->type == MJ_ACTION_KONG || c->legal[i].tile == a->tile) &&
        (c->legal[i].flags & MJ_ACTION_FLAG_READY) == (a->flags & MJ_ACTION_FLAG_READY))
      return TRUE;
  return FALSE;
}

/* Allowed when the game offers it (if it said) and the rule set's checks
 * pass on the view. */
static MjRefusal
refusal_for (const Ctx      *c,
             const MjAction *a)
{
  MjRefusal r = mj_state_check (c->state, a);

  if (r == MJ_REFUSAL_NONE && c->legal && !in_legal (c, a))
    r = MJ_REFUSAL_NOT_OFFERED;
  return r;
}

/* How much a tile is worth keeping when the figures tie: middle ranks
 * make more sets than terminals, lone honours least; the rule set adds
 * what it values (honour pairs that score, chickens, standing tiles); a
 * hand that scores for lacking a suit sheds its smallest suit first. */
static int
keep_worth (const Ctx *c,
            MjTile     t)
{
  const MjHand *h = &c->view->hand;
  int v;

  if (c->dead & BIT (t))
    return -100;
  if (mj_tile_is_honor (t))
    v = h->counts[t] >= 2 ? 4 : 0;
  else
    {
      guint r = mj_tile_rank (t);
      v = r == 1 || r == 9 ? 1 : r == 2 || r == 8 ? 2 : 3;
      for (int d = -2; d <= 2; d++)
        {
          int u = (int) t + d;
          if (d != 0 && u >= 0 && u < MJ_FIRST_HONOR && mj_tile_suit ((MjTile) u) == mj_tile_suit (t) &&
              h->counts[u])
            v += 2;
        }
      v += h->counts[t] >= 2 ? 3 : 0;
      if (mj_rules_pattern_name (c->rules, "quemen"))
        {
          guint held[3] = { 0 }, least = 99;
          for (MjTile u = 0; u < MJ_FIRST_HONOR; u++)
            held[mj_tile_suit (u)] += h->counts[u];
          for (guint s = 0; s < 3; s++)
            if (held[s])
              least = MIN (least, held[s]);
          if (held[0] && held[1] && held[2] && held[mj_tile_suit (t)] == least)
            v -= 2;
        }
    }
  if (c->rules->bot_keep_bias)
    v += c->rules->bot_keep_bias (c->view, t);
  return v;
}

/* Is a ready declaration with this candidate what wins the ranking?  Only
 * where a declared hand alone may win (Lisi). */
static gboolean
must_declare (const Ctx           *c,
              const MjHintDiscard *d)
{
  /* a declaration on waits with no copy left would lock a hand that
   * cannot win: it is no better than any other discard */
  return d->declare_ready && (c->view->features & MJ_FEATURE_READY_REQUIRED) && d->shanten == 0;
}

/* Best first: allowed; a needed declaration; fewest tiles from ready;
 * most tiles that help; when ready, most waits a discard may be won on,
 * then the most value; then the tile least worth keeping; then no
 * declaration where it is optional (it locks the hand for nothing). */
static int
compare_discards (const Ctx           *c,
                  const MjHintDiscard *a,
                  const MjHintDiscard *b)
{
  int wa, wb;

  if ((a->refusal == MJ_REFUSAL_NONE) != (b->refusal == MJ_REFUSAL_NONE))
    return a->refusal == MJ_REFUSAL_NONE ? -1 : 1;
  if (must_declare (c, a) != must_declare (c, b))
    return must_declare (c, a) ? -1 : 1;
  if (a->shanten != b->shanten)
    return a->shanten - b->shanten;
  if (a->n_accepted != b->n_accepted)
    return (int) b->n_accepted - (int) a->n_accepted;
  if (a->n_discard_wins != b->n_discard_wins)
    return (int) b->n_discard_wins - (int) a->n_discard_wins;
  if (a->expected != b->expected)
    return a->expected > b->expected ? -1 : 1;
  wa = keep_worth (c, a->tile);
  wb = keep_worth (c, b->tile);
  if (wa != wb)
    return wa - wb;
  if (a->declare_ready != b->declare_ready)
    return a->declare_ready ? 1 : -1;
  return (int) a->tile - (int) b->tile;
}

/* Figures alone, as the review and the contrast compare them. */
static int
compare_figures (const MjHintDiscard *a,
                 const MjHintDiscard *b)
{
  if (a->shanten != b->shanten)
    return a->shanten - b->shanten;
  if (a->n_accepted != b->n_accepted)
    return (int) b->n_accepted - (int) a->n_accepted;
  if (a->n_discard_wins != b->n_discard_wins)
    return (int) b->n_discard_wins - (int) a->n_discard_wins;
  if (a->expected != b->expected)
    return a->expected > b->expected ? -1 : 1;
  return 0;
}

/* ---- the turn ------------------------------------------------------------------------ */

static void
build_discards (const Ctx *c,
                MjHint    *hint)
{
  const MjView *v = c->view;
  MjDiscardChoice choices[MJ_N_KINDS];
  guint n_choices = discard_figures (c, &v->hand, choices);
  gboolean can_declare = (v->features & (MJ_FEATURE_READY_REQUIRED | MJ_FEATURE_READY_OPTIONAL)) != 0 &&
                         v->players[v->seat].ready == MJ_READY_NONE;

  hint->n_candidates = 0;
  for (guint i = 0; i < n_choices; i++)
    for (guint declare = 0; declare <= (guint) can_declare; declare++)
      {
        MjAction a = { MJ_ACTION_DISCARD, v->seat, choices[i].discard,
                       declare ? MJ_ACTION_FLAG_READY : 0, { 0 } };
        MjHintDiscard *d;
        MjHand after;
        MjRefusal r = refusal_for (c, &a);

        /* a declaration the rules refuse is no candidate: the plain
         * discard of the tile stands for it */
        if (declare && r != MJ_REFUSAL_NONE)
          continue;
        g_assert (hint->n_candidates < MJ_HINT_MAX_CANDIDATES);
        d = &hint->candidates[hint->n_candidates++];
        memset (d, 0, sizeof *d);
        d->tile = a.tile;
        d->declare_ready = declare;
        d->refusal = r;
        d->shanten = choices[i].shanten;
        d->accepted = choices[i].accepted;
        d->n_accepted = choices[i].n_accepted;
        d->breaks = (guint8) breaks_of (c, &v->hand, a.tile);
        after = v->hand;
        mj_hand_remove (&after, a.tile);
        fill_waits (c, &after, d);
        if (d->shanten == 0)
          dead_wait_figures (c, &after, d);
      }

  /* insertion sort: a few dozen at most, and stable */
  for (guint i = 1; i < hint->n_candidates; i++)
    for (guint j = i; j > 0 && compare_discards (c, &hint->candidates[j], &hint->candidates[j - 1]) < 0; j--)
      {
        MjHintDiscard tmp = hint->candidates[j];
        hint->candidates[j] = hint->candidates[j - 1];
        hint->candidates[j - 1] = tmp;
      }
}

static void
choose_reason_and_contrast (const Ctx *c,
                            MjHint    *hint)
{
  const MjView *v = c->view;
  const MjHintDiscard *best;
  int better_refused = -1;

  hint->reason = MJ_HINT_REASON_EFFICIENCY;
  hint->contrast = -1;
  if (hint->n_candidates == 0)
    return;
  best = &hint->candidates[0];

  if (v->players[v->seat].ready != MJ_READY_NONE &&
      (v->features & (MJ_FEATURE_READY_REQUIRED | MJ_FEATURE_READY_OPTIONAL)))
    hint->reason = MJ_HINT_REASON_LOCKED;
  else if (best->declare_ready && (must_declare (c, best) || ready_after (c, TRUE) == MJ_READY_DITING))
    hint->reason = MJ_HINT_REASON_DECLARE_READY;
  else
    for (guint i = 0; i < hint->n_candidates; i++)
      if (hint->candidates[i].refusal == MJ_REFUSAL_MISSING_SUIT_DISCARD)
        hint->reason = MJ_HINT_REASON_MISSING_SUIT;

  if (hint->reason == MJ_HINT_REASON_LOCKED || best->refusal != MJ_REFUSAL_NONE)
    return;

  /* a refused discard that would have done better teaches the rule */
  if (hint->reason == MJ_HINT_REASON_EFFICIENCY)
    for (guint i = 1; i < hint->n_candidates; i++)
      {
        const MjHintDiscard *d = &hint->candidates[i];
        if (d->refusal != MJ_REFUSAL_NONE && d->refusal != MJ_REFUSAL_NOT_OFFERED &&
            compare_figures (d, best) < 0 &&
            (better_refused < 0 || compare_figures (d, &hint->candidates[better_refused]) < 0))
          better_refused = (int) i;
      }
  if (better_refused >= 0)
    {
      hint->contrast = (gint8) better_refused;
      return;
    }
  /* else the runner-up */
  for (guint i = 1; i < hint->n_candidates; i++)
    if (hint->candidates[i].refusal == MJ_REFUSAL_NONE && hint->candidates[i].tile != best->tile)
      {
        hint->contrast = (gint8) i;
        return;
      }
}

static gboolean
has_kong_meld (const MjHand *h)
{
  for (guint i = 0; i < h->n_melds; i++)
    if (mj_meld_is_kong (&h->melds[i]))
      return TRUE;
  return FALSE;
}

/* Where a plain hand needs a kong to win on a discard, the first kong is
 * the pass (Guizhou 豆). */
static gboolean
kong_opens_discard_wins (const Ctx *c)
{
  return mj_rules_find_refusal (c->rules, MJ_REFUSAL_PLAIN_NEEDS_KONG) != NULL && !has_kong_meld (&c->view->hand);
}

static void
build_turn_kongs (const Ctx *c,
                  MjHint    *hint)
{
  const MjView *v = c->view;
  const MjHintDiscard *best = hint->n_candidates ? &hint->candidates[0] : NULL;

  for (MjTile t = 0; t < MJ_N_KINDS && hint->n_claims < MJ_HINT_MAX_CLAIMS; t++)
    for (guint type = MJ_ACTION_KONG_CONCEALED; type <= MJ_ACTION_KONG_ADDED; type++)
      {
        MjAction a = { (guint8) type, v->seat, t, 0, { 0 } };
        MjHintClaim *k;
        MjHand h = v->hand;
        Figures f;

        if (v->hand.counts[t] == 0 || refusal_for (c, &a) != MJ_REFUSAL_NONE)
          continue;
        if (type == MJ_ACTION_KONG_CONCEALED)
          {
            MjMeld m = { MJ_MELD_KONG_CONCEALED, t, MJ_TILE_NONE, MJ_SEAT_NONE };
            for (guint i = 0; i < 4; i++)
              mj_hand_remove (&h, t);
            mj_hand_add_meld (&h, &m);
          }
        else
          {
            mj_hand_remove (&h, t);
            for (guint i = 0; i < h.n_melds; i++)
              if (h.melds[i].type == MJ_MELD_PUNG && h.melds[i].tile == t)
                h.melds[i].type = MJ_MELD_KONG_ADDED;
          }
        figures_of (c, &h, &f);
        k = &hint->claims[hint->n_claims++];
        memset (k, 0, sizeof *k);
        k->action = a;
        k->refusal = MJ_REFUSAL_NONE;
        k->shanten = (gint8) f.shanten;
        k->n_accepted = (guint16) f.n_accepted;
        k->then_discard = MJ_TILE_NONE;
        k->opens_discard_wins = kong_opens_discard_wins (c);
        k->win.refusal = MJ_REFUSAL_NOT_COMPLETE;
        /* a kong costs nothing when the hand stays as close to ready, and
         * a ready hand keeps as many waits; it brings a replacement draw */
        k->helps = best == NULL ||
                   f.shanten < best->shanten ||
                   (f.shanten == best->shanten && (best->shanten > 0 || f.n_accepted >= best->n_accepted));
      }
}

static void
build_turn (const Ctx *c,
            MjHint    *hint)
{
  const MjView *v = c->view;
  MjAction win = { MJ_ACTION_WIN, v->seat, MJ_TILE_NONE, 0, { 0 } };

  hint->kind = MJ_HINT_TURN;
  build_discards (c, hint);
  choose_reason_and_contrast (c, hint);
  hint->shanten = (gint8) shanten_of (c, &v->hand);

  hint->win.refusal = MJ_REFUSAL_NOT_COMPLETE;
  if (v->drawn != MJ_TILE_NONE && v->hand.counts[v->drawn])
    {
      MjHand before = v->hand;
      mj_hand_remove (&before, v->drawn);
      win.tile = v->drawn;
      value_win (c, &before, v->drawn, TRUE, MJ_SEAT_NONE, FALSE, v->players[v->seat].ready, FALSE, &hint->win);
      if (hint->win.refusal == MJ_REFUSAL_NONE)
        hint->win.refusal = refusal_for (c, &win);
    }

  build_turn_kongs (c, hint);
  hint->claim = -1;
  for (guint i = 0; i < hint->n_claims; i++)
    if (hint->claims[i].helps)
      {
        hint->claim = (gint8) i;
        break;
      }

  if (hint->win.refusal == MJ_REFUSAL_NONE)
    hint->recommended = win;
  else if (hint->claim >= 0)
    hint->recommended = hint->claims[hint->claim].action;
  else if (hint->n_candidates && hint->candidates[0].refusal == MJ_REFUSAL_NONE)
    hint->recommended = (MjAction) { MJ_ACTION_DISCARD, v->seat, hint->candidates[0].tile,
                                     hint->candidates[0].declare_ready ? MJ_ACTION_FLAG_READY : 0, { 0 } };
}

/* ---- claims ---------------------------------------------------------------------------- */

static const char * const concealed_patterns[] = { "menqing", "buqiuren" };

static const char *
concealed_pattern (const MjRules *rules)
{
  for (guint i = 0; i < G_N_ELEMENTS (concealed_patterns); i++)
    if (mj_rules_pattern_name (rules, concealed_patterns[i]))
      return concealed_patterns[i];
  return NULL;
}

static gboolean
is_concealed (const MjHand *h)
{
  for (guint i = 0; i < h->n_melds; i++)
    if (h->melds[i].type != MJ_MELD_KONG_CONCEALED)
      return FALSE;
  return TRUE;
}

static void build_hint (MjHint *hint, const MjView *view, const MjAction *legal, guint n_legal);

/* The hand after a pung or chow and its best discard: the turn's own
 * advice on the view as it would then be. */
static void
after_claim (const Ctx    *c,
             MjHintClaim  *k,
             const MjMeld *meld)
{
  const MjView *v = c->view;
  g_autofree MjView *next = g_new (MjView, 1);
  g_autofree MjHint *h = g_new (MjHint, 1);
  MjTile tiles[4];
  guint n = mj_meld_tiles (meld, tiles);
  gboolean claimed_taken = FALSE;

  *next = *v;
  /* the claimed tile comes from the discard; the others leave the hand,
   * a pung or kong taking the standing tiles the game takes
   * (mj_meld_standing) and a chow ordinary ones first */
  if (meld->type != MJ_MELD_CHOW)
    next->standing[v->claim_tile] -= (guint8) mj_meld_standing (&next->hand, next->standing,
                                                                v->claim_tile, n - 1);
  for (guint i = 0; i < n; i++)
    {
      MjTile t = tiles[i];

      if (t == v->claim_tile && !claimed_taken)
        {
          claimed_taken = TRUE;
          continue;
        }
      if (meld->type == MJ_MELD_CHOW && next->standing[t] == next->hand.counts[t] && next->standing[t])
        next->standing[t]--;
      mj_hand_remove (&next->hand, t);
    }
  mj_hand_add_meld (&next->hand, meld);
  next->phase = MJ_PHASE_TURN;
  next->turn = v->seat;
  next->drawn = MJ_TILE_NONE;
  next->claim_tile = MJ_TILE_NONE;
  next->pending = (guint8) (1u << v->seat);
  next->any_claim = TRUE;
  next->players[v->seat].has_drawn = FALSE;
  next->players[v->seat].melds[next->hand.n_melds - 1] = *meld;
  next->players[v->seat].n_melds = next->hand.n_melds;

  build_hint (h, next, NULL, 0);
  k->win.refusal = MJ_REFUSAL_NOT_COMPLETE;
  if (h->n_candidates && h->candidates[0].refusal == MJ_REFUSAL_NONE)
    {
      const MjHintDiscard *best = &h->candidates[0];
      k->shanten = best->shanten;
      k->n_accepted = best->n_accepted;
      k->then_discard = best->tile;
      if (best->n_waits)
        k->win = best->waits[0].self_drawn;
    }
  else
    {
      /* no discard would be allowed: such a claim is refused */
      k->shanten = 99;
      k->then_discard = MJ_TILE_NONE;
    }
}

static void
add_claim (const Ctx     *c,
           MjHint        *hint,
           const MjAction *a,
           MjRefusal      refusal)
{
  const MjView *v = c->view;
  MjHintClaim *k;
  MjTile t = v->claim_tile;

  if (hint->n_claims == MJ_HINT_MAX_CLAIMS)
    return;
  k = &hint->claims[hint->n_claims++];
  memset (k, 0, sizeof *k);
  k->action = *a;
  k->refusal = refusal;
  k->then_discard = MJ_TILE_NONE;
  k->win.refusal = MJ_REFUSAL_NOT_COMPLETE;

  switch (a->type)
    {
    case MJ_ACTION_WIN:
      k->shanten = -1;
      value_win (c, &v->hand, t, FALSE, v->claim_from, v->phase == MJ_PHASE_ROB,
                 v->players[v->seat].ready, FALSE, &k->win);
      if (refusal != MJ_REFUSAL_NONE)
        k->win.refusal = refusal;
      return;

    case MJ_ACTION_KONG:
      {
        MjHand h = v->hand;
        MjMeld m = { MJ_MELD_KONG_EXPOSED, t, t, v->claim_from };
        Figures f;
        for (guint i = 0; i < 3; i++)
          if (h.counts[t])
            mj_hand_remove (&h, t);
        mj_hand_add_meld (&h, &m);
        figures_of (c, &h, &f);
        k->shanten = (gint8) f.shanten;
        k->n_accepted = (guint16) f.n_accepted;
        k->opens_discard_wins = kong_opens_discard_wins (c);
        k->helps = f.shanten <= hint->pass_shanten;
      }
      break;

    case MJ_ACTION_PUNG:
    case MJ_ACTION_CHOW:
      {
        MjMeld m = { a->type == MJ_ACTION_PUNG ? MJ_MELD_PUNG : MJ_MELD_CHOW,
                     a->type == MJ_ACTION_PUNG ? t : a->tile, t, v->claim_from };
        after_claim (c, k, &m);
        k->helps = k->shanten < hint->pass_shanten;
      }
      break;

    default:
      break;
    }
  if (is_concealed (&v->hand))
    k->concealed_lost = concealed_pattern (c->rules);
}

static void
build_claims (const Ctx *c,
              MjHint    *hint)
{
  const MjView *v = c->view;
  MjTile t = v->claim_tile;
  Figures pass;
  int best = -1;

  hint->kind = MJ_HINT_CLAIM;
  figures_of (c, &v->hand, &pass);
  hint->shanten = (gint8) pass.shanten;
  hint->pass_shanten = (gint8) pass.shanten;
  hint->pass_accepted = (guint16) pass.n_accepted;

  /* a win: offered, or a complete hand the rules refuse (say why) */
  {
    MjAction a = { MJ_ACTION_WIN, v->seat, t, 0, { 0 } };
    MjRefusal r = refusal_for (c, &a);
    MjHand full = v->hand;
    gboolean complete = FALSE;

    if (t < MJ_N_KINDS && full.counts[t] < 4)
      {
        mj_hand_add (&full, t);
        complete = mj_hand_is_complete (&full, c->shapes);
      }
    if (r == MJ_REFUSAL_NONE || complete)
      add_claim (c, hint, &a, r);
  }
  for (guint type = MJ_ACTION_KONG; type <= MJ_ACTION_CHOW; type++)
    {
      int lows[3] = { -1, -1, -1 };
      guint n_lows = 0;

      if (type == MJ_ACTION_CHOW)
        {
          if (t < MJ_FIRST_HONOR)
            for (int d = 2; d >= 0; d--)
              {
                int low = (int) t - d;
                if (low >= 0 && mj_tile_suit ((MjTile) low) == mj_tile_suit (t) && low % 9 <= 6)
                  lows[n_lows++] = low;
              }
        }
      else
        lows[n_lows++] = t;
      for (guint i = 0; i < n_lows; i++)
        {
          MjAction a = { (guint8) type, v->seat, (MjTile) lows[i], 0, { 0 } };
          if (refusal_for (c, &a) == MJ_REFUSAL_NONE)
            add_claim (c, hint, &a, MJ_REFUSAL_NONE);
        }
    }

  /* a win first; else the claim that brings the hand closest, if the
   * rule set's players would take it */
  for (guint i = 0; i < hint->n_claims; i++)
    {
      const MjHintClaim *k = &hint->claims[i];
      gboolean take;

      if (k->refusal != MJ_REFUSAL_NONE)
        continue;
      if (k->action.type == MJ_ACTION_WIN)
        {
          best = (int) i;
          break;
        }
      take = v->rules->bot_claim ? k->helps && v->rules->bot_claim (v, k->action.type, k->action.tile, k->helps)
                                 : k->helps;
      if (take && (best < 0 || k->shanten < hint->claims[best].shanten ||
                   (k->shanten == hint->claims[best].shanten && k->n_accepted > hint->claims[best].n_accepted)))
        best = (int) i;
    }
  hint->claim = (gint8) best;
  if (best >= 0)
    hint->recommended = hint->claims[best].action;
  else
    hint->recommended = (MjAction) { MJ_ACTION_PASS, v->seat, t, 0, { 0 } };
}

/* ---- the suit to void, and the three tiles to pass ----------------------------------- */

/* Each suit as the one to void: how far from ready the rest would be.
 * Returns the best: fewest tiles from ready, most tiles that help, fewest
 * tiles to shed; with `exchange`, only suits that can give three. */
static int
rank_suits (Ctx      *c,
            MjHint   *hint,
            gboolean  exchange)
{
  const MjView *v = c->view;
  guint64 dead = c->dead, live = c->live;
  int best = -1;

  for (guint s = 0; s < 3; s++)
    {
      MjHintSuit *x = &hint->suits[s];
      Figures f = { INF, 0, 0 };

      c->dead = suit_mask ((int) s);
      c->live = tileset_mask (v->rules->tileset) & ~c->dead;
      x->held = 0;
      for (MjTile t = (MjTile) (s * 9); t < s * 9 + 9; t++)
        x->held += v->hand.counts[t];
      if (v->hand.n_tiles % 3 == 1)
        figures_of (c, &v->hand, &f);
      else
        {
          MjDiscardChoice choices[MJ_N_KINDS];
          guint n = discard_figures (c, &v->hand, choices);
          for (guint i = 0; i < n; i++)
            if (choices[i].shanten < f.shanten ||
                (choices[i].shanten == f.shanten && choices[i].n_accepted > f.n_accepted))
              {
                f.shanten = choices[i].shanten;
                f.n_accepted = choices[i].n_accepted;
              }
        }
      x->shanten = (gint8) f.shanten;
      x->n_accepted = (guint16) f.n_accepted;
    }
  c->dead = dead;
  c->live = live;

  for (guint s = 0; s < 3; s++)
    {
      const MjHintSuit *x = &hint->suits[s];
      const MjHintSuit *b = best >= 0 ? &hint->suits[best] : NULL;
      if (exchange && x->held < 3)
        continue;
      if (b == NULL || x->shanten < b->shanten ||
          (x->shanten == b->shanten && (x->n_accepted > b->n_accepted ||
                                        (x->n_accepted == b->n_accepted && x->held < b->held))))
        best = (int) s;
    }
  return best;
}

static void
build_suits (Ctx    *c,
             MjHint *hint)
{
  const MjView *v = c->view;
  int best = rank_suits (c, hint, v->phase == MJ_PHASE_EXCHANGE);

  hint->missing_suit = (gint8) best;
  if (v->phase == MJ_PHASE_CHOOSE_SUIT)
    {
      hint->kind = MJ_HINT_SUIT;
      hint->recommended = (MjAction) { MJ_ACTION_CHOOSE_SUIT, v->seat, (MjTile) MAX (best, 0), 0, { 0 } };
      return;
    }

  /* 换三张: the three tiles of that suit least worth keeping */
  hint->kind = MJ_HINT_EXCHANGE;
  hint->recommended = (MjAction) { MJ_ACTION_EXCHANGE, v->seat, MJ_TILE_NONE, 0, { 0 } };
  if (best >= 0)
    {
      MjHand h = v->hand;
      for (guint k = 0; k < 3; k++)
        {
          MjTile pick = MJ_TILE_NONE;
          int pick_worth = INF;
          for (MjTile t = (MjTile) (best * 9); t < best * 9 + 9; t++)
            if (h.counts[t] && keep_worth (c, t) < pick_worth)
              {
                pick = t;
                pick_worth = keep_worth (c, t);
              }
          hint->recommended.tiles[k] = pick;
          mj_hand_remove (&h, pick);
        }
    }
}

/* ---- 天聽: ready on the dealt tiles ----------------------------------------------------- */

static void
build_pre_draw (const Ctx *c,
                MjHint    *hint)
{
  const MjView *v = c->view;
  MjAction declare = { MJ_ACTION_DECLARE_READY, v->seat, MJ_TILE_NONE, 0, { 0 } };
  MjHintDiscard *d = &hint->candidates[0];
  Figures f;

  hint->kind = MJ_HINT_PRE_DRAW;
  figures_of (c, &v->hand, &f);
  hint->shanten = (gint8) f.shanten;
  /* the waits, as one candidate without a discard */
  memset (d, 0, sizeof *d);
  d->tile = MJ_TILE_NONE;
  d->shanten = (gint8) f.shanten;
  d->accepted = f.accepted;
  d->n_accepted = (guint16) f.n_accepted;
  d->refusal = refusal_for (c, &declare);
  if (d->refusal == MJ_REFUSAL_NONE)
    {
      const MjPlayer *p = &c->state->players[v->seat];
      guint from = previous_active (v);
      d->declare_ready = TRUE;
      for (MjTile t = 0; t < MJ_N_KINDS && f.shanten == 0; t++)
        if ((f.accepted & BIT (t)) && mj_hand_count_all (&v->hand, t) < 4 && d->n_waits < MJ_HINT_MAX_WAITS)
          {
            MjHintWait *w = &d->waits[d->n_waits++];
            w->tile = t;
            w->unseen = c->unseen[t];
            value_win (c, &p->hand, t, TRUE, MJ_SEAT_NONE, FALSE, MJ_READY_TIANTING, TRUE, &w->self_drawn);
            value_win (c, &p->hand, t, FALSE, from, FALSE, MJ_READY_TIANTING, TRUE, &w->discard);
          }
    }
  hint->n_candidates = 1;
  hint->recommended = d->refusal == MJ_REFUSAL_NONE ? declare
                      : (MjAction) { MJ_ACTION_PASS, v->seat, MJ_TILE_NONE, 0, { 0 } };
}

/* ---- the hint ---------------------------------------------------------------------------- */

static void
build_hint (MjHint         *hint,
            const MjView   *view,
            const MjAction *legal,
            guint           n_legal)
{
  g_autofree MjState *state = g_new (MjState, 1);
  Ctx c = { 0 };
  const MjViewPlayer *me = &view->players[view->seat];

  memset (hint, 0, sizeof *hint);
  hint->rules = view->rules;
  hint->seat = view->seat;
  hint->recommended.type = MJ_ACTION_NONE;
  hint->recommended.tile = MJ_TILE_NONE;
  hint->missing_suit = -1;
  hint->contrast = -1;
  hint->claim = -1;
  hint->win.refusal = MJ_REFUSAL_NOT_COMPLETE;

  state_from_view (view, state);
  c.view = view;
  c.rules = view->rules;
  c.state = state;
  c.shapes = view->rules->shapes;
  c.legal = legal;
  c.n_legal = legal ? n_legal : 0;
  mj_view_unseen (view, c.unseen);
  c.missing_suit = me->missing_suit;
  c.live = tileset_mask (view->rules->tileset);

  if (!(view->pending & (1u << view->seat)) || me->finished)
    {
      hint->kind = MJ_HINT_NONE;
      return;
    }

  if (view->phase == MJ_PHASE_CHOOSE_SUIT || view->phase == MJ_PHASE_EXCHANGE)
    {
      build_suits (&c, hint);
      return;
    }

  /* A winning hand must lack a suit: the declared one, else the one the
   * hint would declare. */
  if (c.missing_suit < 0 && (mj_rules_find_refusal (view->rules, MJ_REFUSAL_THREE_SUITS_WIN) ||
                             (view->features & MJ_FEATURE_MISSING_SUIT)))
    c.missing_suit = (gint8) rank_suits (&c, hint, FALSE);
  hint->missing_suit = c.missing_suit;
  c.dead = suit_mask (c.missing_suit);
  c.live &= ~c.dead;

  switch (view->phase)
    {
    case MJ_PHASE_TURN:
      build_turn (&c, hint);
      break;
    case MJ_PHASE_CLAIM:
    case MJ_PHASE_ROB:
      build_claims (&c, hint);
      break;
    case MJ_PHASE_PRE_DRAW:
      build_pre_draw (&c, hint);
      break;
    default:
      hint->kind = MJ_HINT_NONE;
      break;
    }
}

void
mj_hint_build (MjHint         *hint,
               const MjView   *view,
               const MjAction *legal,
               guint           n_legal)
{
  g_return_if_fail (hint != NULL && view != NULL && view->rules != NULL);
  g_return_if_fail (view->seat < MJ_N_SEATS);

  build_hint (hint, view, legal, n_legal);
}

/* ---- the review ------------------------------------------------------------------------- */

int
mj_hint_find_discard (const MjHint   *hint,
                      const MjAction *action)
{
  g_return_val_if_fail (hint != NULL && action != NULL, -1);

  if (hint->kind != MJ_HINT_TURN || action->type != MJ_ACTION_DISCARD)
    return -1;
  for (guint i = 0; i < hint->n_candidates; i++)
    if (hint->candidates[i].tile == action->tile &&
        hint->candidates[i].declare_ready == ((action->flags & MJ_ACTION_FLAG_READY) != 0))
      return (int) i;
  /* a declaration that is no candidate: the plain discard of the tile */
  for (guint i = 0; i < hint->n_candidates; i++)
    if (hint->candidates[i].tile == action->tile)
      return (int) i;
  return -1;
}

int
mj_hint_discard_loss (const MjHint   *hint,
                      const MjAction *action)
{
  int i = mj_hint_find_discard (hint, action);
  const MjHintDiscard *best, *d;
  int loss;

  if (i < 0 || hint->n_candidates == 0)
    return 0;
  best = &hint->candidates[0];
  d = &hint->candidates[i];
  if (d->refusal != MJ_REFUSAL_NONE)
    return 1000;
  if (compare_figures (d, best) <= 0)
    return 0;
  loss = 100 * (d->shanten - best->shanten) + (int) best->n_accepted - (int) d->n_accepted;
  return MAX (loss, 1);
}
