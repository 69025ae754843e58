/* mj-bot-hard.c: the hard computer player.  It attacks like the normal
 * level but two steps deep, reads the opponents finely, and decides in
 * expected points where the rule set makes that pay.
 *
 * The attack ranks the discards that keep the hand nearest a win by the
 * tiles still unseen: every draw that brings it nearer, weighted by how
 * many tiles then help (the waits' copies once waiting), and once waiting
 * by what the waits are worth under the rule set's own scoring.  The read
 * of each opponent (how ready it looks from its discards and melds, which
 * waits its discards, the suji and the tiles it let pass leave open, what
 * its win would cost us beyond what it costs us anyway; where a declared
 * hand's win is taken for it, whatever anyone threw since it declared;
 * Qionghai's 包, one claim short; Guizhou's 热炮 after our own kong)
 * gives every discard a danger in points, and a ready declaration that
 * lies face down (Lisi) has none.  Whether to give a hand up follows the rule
 * set (MjBotStyle, chosen by duplicate tournaments): never where a win of
 * one's own is worth far more than a discard win costs (Sichuan, Guizhou),
 * against a clear threat where the discarder pays alone (Taiwan, Lisi), or
 * on expected points: the chance the hand wins (a logistic model of the
 * draws needed, the tiles that help and the draws left, fitted on
 * self-play), times its worth and what a win of ours saves of the others'
 * wins, against the danger of playing on.  Claims are judged the same way
 * where that measured better than nearness alone (Sichuan, Lisi).  Where
 * the others pay for every kong whoever wins (Qionghai), it takes each
 * kong worth a step back, concealed hand or not. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "mj-bot-private.h"

#define CACHE_SIZE 256
/* the share of a pushing hand's danger a folding hand still meets per
 * round (a safe tile is not always there) */
#define FOLD_LEAK 0.2
/* two steps of draws, in tiles that help: the product of two counts, over
 * what a waiting hand's count typically is */
#define LOOKAHEAD_UNIT 12.0
/* a rule set's bot_keep_bias this low asks for a tile to be thrown first
 * (Guizhou's charging chicken) */
#define THROW_FIRST_BIAS (-10)

typedef struct {
  guint32    keys[4];
  guint8     n_melds;
  gint8      ready;
  gboolean   used;
  MjBotWaits w;
} CacheEntry;

typedef struct {
  MjBotRead  *r;
  double      ron_rate;     /* discard wins per self-drawn win on a wait */
  double      value;        /* our plain win's gain, with our melds */
  double      saved;        /* what a win of ours saves of the others' wins */
  double      push_cost;    /* the danger of a random discard, playing on */
  int         rounds;
  CacheEntry  cache[CACHE_SIZE];
} Hard;

static const MjBotWaits *
waits_of (Hard         *h,
          const MjHand *hand,
          int           ready)
{
  guint32 k = hand->keys[0] * 2654435761u ^ hand->keys[1] * 40503u ^ hand->keys[2] * 2246822519u ^
              hand->keys[3] ^ (guint32) hand->n_melds << 7 ^ (guint32) (ready + 1) << 3;
  guint slot = k % CACHE_SIZE;

  for (guint probe = 0; probe < CACHE_SIZE; probe++, slot = (slot + 1) % CACHE_SIZE)
    {
      CacheEntry *e = &h->cache[slot];
      if (!e->used)
        {
          e->used = TRUE;
          memcpy (e->keys, hand->keys, sizeof e->keys);
          e->n_melds = hand->n_melds;
          e->ready = (gint8) ready;
          mj_bot_wait_value (h->r, hand, ready, h->ron_rate, &e->w);
          return &e->w;
        }
      if (memcmp (e->keys, hand->keys, sizeof e->keys) == 0 && e->n_melds == hand->n_melds && e->ready == ready)
        return &e->w;
    }
  mj_bot_wait_value (h->r, hand, ready, h->ron_rate, &h->cache[slot].w);
  return &h->cache[slot].w;
}

/* The chance a hand `dist` draws from waiting wins, with `helps` of the
 * unseen tiles bringing it nearer and `k` draws left. */
static double
win_chance (const Hard *h,
            int         dist,
            double      helps,
            double      k)
{
  const double *c = h->r->style->win[CLAMP (dist, 0, 4)];
  double share = MAX (helps, 0.0) / h->r->n_unseen;
  double z;

  if (dist > 4)
    return 0;
  z = c[0] + c[1] * log (MAX (k, 0.0) + 1.0) + c[2] * log (share + 0.01);
  return 1.0 / (1.0 + exp (-z));
}

/* A plain win of ours with the melds of `hand`, as a draw and as a
 * discard, weighted as they come. */
static double
plain_value (Hard         *h,
             const MjHand *hand)
{
  MjBotRead *r = h->r;
  MjHand plain;
  MjTile win;
  guint sets = hand->n_tiles >= 2 ? (hand->n_tiles - 1) / 3 : 0;
  double gs = 0, gr = 0;
  gboolean self_ok, ron_ok;

  if (!mj_bot_plain_hand (r, r->seat, hand, 3 * sets + 1, FALSE, &plain, &win))
    return 0;
  self_ok = mj_bot_win_gain (r, &plain, win, TRUE, MJ_SEAT_NONE, -1, &gs);
  ron_ok = mj_bot_win_gain (r, &plain, win, FALSE, mj_bot_some_opponent (r), -1, &gr);
  if (!self_ok && !ron_ok)
    return 0;
  return ((self_ok ? gs : 0) + (ron_ok ? gr * h->ron_rate : 0)) /
         ((self_ok ? 1.0 : 0) + (ron_ok ? h->ron_rate : 0));
}

/* What keeping `hand` (3n+1) is worth from now on. */
static double
offence (Hard         *h,
         const MjHand *hand,
         int           dist,
         double        helps,
         int           ready,
         double        value,
         int           k)
{
  double v = value;

  if (dist == 0)
    {
      const MjBotWaits *w = waits_of (h, hand, ready);
      if (w->p <= 0)
        return 0;
      v = w->value;
    }
  return win_chance (h, dist, helps, k) * (v + h->saved);
}

static void
hard_setup (Hard      *h,
            MjBotRead *r)
{
  const MjView *v = r->view;
  gboolean shown = v->players[r->seat].ready != 0;
  double hz = MAX (r->style->hazard, 0.02);

  memset (h, 0, sizeof *h);
  h->r = r;
  mj_bot_read_danger (r, r->style->detail ? r->style->detail : MJ_BOT_DETAIL_ALL);
  h->ron_rate = r->style->ron * (shown ? 0.5 : 1.0) * (r->n_active - 1) / 3.0;
  h->rounds = (int) ceil (r->rounds);
  /* a win ends what the others' wins would cost us over about half of
   * what is left of the hand */
  h->saved = r->bleed * 0.5 * (1.0 - pow (1.0 - hz, h->rounds)) / hz;
  h->value = plain_value (h, &v->hand);
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (r->kinds >> t & 1)
      h->push_cost += (double) r->unseen[t] / r->n_unseen * r->danger[t];
}

static gboolean
ready_wanted (const MjBotRead   *r,
              const MjBotChoice *c)
{
  return c->ready && c->dist == 0 && mj_bot_ready_pays (r) && mj_bot_rules_ready (r, c->tile);
}

/* The danger of a discard: none for a ready declaration that lies face
 * down (Lisi), which no one may claim or win on. */
static double
danger_of (const MjBotRead   *r,
           const MjBotChoice *c)
{
  if (c->ready && (r->view->features & MJ_FEATURE_READY_FACE_DOWN))
    return 0;
  return r->danger[c->tile];
}

static int
ready_kind (const MjBotRead *r,
            gboolean         declares)
{
  if (!declares)
    return -1;
  return (r->view->features & MJ_FEATURE_READY_OPTIONAL) ? MJ_READY_DITING : MJ_READY_PLAIN;
}

/* Tiles that help, with what the rule set leans towards counted in. */
static double
helps_of (const MjBotRead *r,
          const MjHand    *before,
          int              dist,
          int              accepted,
          MjTile           tile)
{
  if (dist == 0)
    return accepted;
  return accepted + mj_bot_style_bias (r, before, tile) - mj_bot_rules_bias (r, tile);
}

/* What keeping the hand a discard leaves is worth, in points to come. */
static double
worth (Hard              *h,
       const MjBotChoice *c)
{
  MjBotRead *r = h->r;
  double helps = helps_of (r, &r->view->hand, c->dist, c->accepted, c->tile);

  return offence (h, &c->after, c->dist, helps, ready_kind (r, c->ready), h->value, h->rounds);
}

/* Two steps of efficiency: every draw that brings the hand (3n+1) nearer,
 * weighted by the tiles that help the hand it then makes (its waits, once
 * waiting), divided by `unit`. */
static double
two_step (const MjBotRead *r,
          const MjHand    *hand,
          double           unit)
{
  MjHand e;
  MjDiscardChoice next[MJ_N_KINDS];
  guint64 improve;
  guint n_imp = 0;
  double sum = 0;

  mj_bot_eval_hand (r, hand, &e);
  improve = mj_hand_improvements (&e, r->shapes, r->unseen, r->kinds, &n_imp);
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      guint k, best = 0;
      if (!(improve >> t & 1) || r->unseen[t] == 0)
        continue;
      mj_hand_add (&e, t);
      k = mj_hand_efficiency_best (&e, r->shapes, r->unseen, r->kinds, next);
      for (guint i = 0; i < k; i++)
        {
          guint acc = next[i].n_accepted;
          if (next[i].shanten == 0)
            {
              /* a wait counts its copies still unseen */
              MjHand w = e;
              guint64 waits;
              mj_hand_remove (&w, next[i].discard);
              waits = mj_hand_waits (&w, r->shapes) & r->kinds;
              acc = 0;
              for (MjTile x = 0; x < MJ_N_KINDS; x++)
                if (waits >> x & 1)
                  acc += r->unseen[x];
            }
          best = MAX (best, acc);
        }
      mj_hand_remove (&e, t);
      sum += (double) r->unseen[t] * best;
    }
  return sum / unit;
}

/* Qionghai's 跟庄: when the first four discards of a hand, with no claim
 * between, are all the dealer's tile, the dealer pays each of the others.
 * Is discarding `tile` now keeping that chain alive? */
static gboolean
follows_dealer (const MjBotRead *r,
                MjTile           tile)
{
  const MjView *v = r->view;
  int pay = mj_options_find (v->rules, "genzhuang_pay");
  MjTile first;

  if (pay < 0 || v->options.values[pay] <= 0 || r->seat == v->dealer || v->any_claim ||
      v->players[r->seat].n_discards != 0 || v->players[v->dealer].n_discards != 1)
    return FALSE;
  first = v->players[v->dealer].discards[0].tile;
  if (tile != first)
    return FALSE;
  for (guint s = mj_seat_next (v->dealer); s != r->seat; s = mj_seat_next (s))
    if (v->players[s].n_discards != 1 || v->players[s].discards[0].tile != first)
      return FALSE;
  return TRUE;
}

/* The discard the heuristics choose; `choices` gets every legal discard
 * measured, for the search to pick its rivals from. */
static MjAction
hard_discard (MjBot          *bot,
              Hard           *h,
              const MjAction *legal,
              guint           n,
              MjBotChoice    *choices,
              guint          *n_out)
{
  MjBotRead *r = h->r;
  guint n_choices = *n_out = mj_bot_discard_choices (r, &r->view->hand, NULL, legal, n, choices);
  const MjBotChoice *attack = NULL, *safest = NULL;
  double max_loss;
  gboolean threat;
  MjBotFold fold;
  int least = 99;

  if (n_choices == 0)
    return legal[mj_random_below (&bot->rng, n)];
  for (guint i = 0; i < n_choices; i++)
    if (!choices[i].ready || ready_wanted (r, &choices[i]))
      least = MIN (least, choices[i].dist);

  /* a lost hand against a clear threat: the safest tile, the nearest hand
   * among equally safe ones */
  threat = mj_bot_clear_threat (r, &max_loss);
  fold = r->style->fold;
  if (fold == MJ_BOT_FOLD_CLEAR && threat && (least >= 2 || (least == 1 && r->rounds < 4)))
    {
      const MjBotChoice *f = NULL;
      for (guint i = 0; i < n_choices; i++)
        {
          MjBotChoice *c = &choices[i];
          if (c->ready && !ready_wanted (r, c))
            continue;
          c->score = -danger_of (r, c) * 100.0 / (max_loss + 1) - c->dist * 0.5 + c->accepted * 0.01;
          if (f == NULL || c->score > f->score)
            f = c;
        }
      return *f->action;
    }
  /* the attack: the best of the nearest hands, as the normal level sees
   * it, two steps deep where that pays, the less dangerous of near equals */
  for (guint i = 0; i < n_choices; i++)
    {
      MjBotChoice *c = &choices[i];
      if ((c->ready && !ready_wanted (r, c)) || c->dist != least)
        continue;
      c->score = mj_bot_offence_score (r, c);
      if (c->dist >= 1 && !r->lisi && r->style->lookahead)
        c->score += two_step (r, &c->after, LOOKAHEAD_UNIT) - c->accepted;
      if (c->dist == 0)
        c->score -= danger_of (r, c);
      else if (threat)
        c->score -= 6.0 * danger_of (r, c) / (max_loss + 1);
      if (attack == NULL || c->score > attack->score)
        attack = c;
    }
  if (attack == NULL)
    return *choices[0].action;
  /* a tile the rule set pays us to throw first (Guizhou's 冲锋鸡: the
   * first 1s thrown, unclaimed, is paid 2 by each of the others) is
   * worth a step of a hand not yet waiting: the first to throw it gets it */
  if (r->style->throw_first > 0 && !r->lisi && least >= 1 &&
      mj_bot_rules_bias (r, attack->tile) > THROW_FIRST_BIAS)
    for (guint i = 0; i < n_choices; i++)
      {
        MjBotChoice *c = &choices[i];
        if (!c->ready && c->dist <= least + r->style->throw_first && mj_bot_rules_bias (r, c->tile) <= THROW_FIRST_BIAS)
          {
            attack = c;
            break;
          }
      }
  /* following the dealer's first discard costs nothing when it keeps the
   * hand as near, and may make the dealer pay */
  for (guint i = 0; i < n_choices; i++)
    if (choices[i].dist == least && !choices[i].ready && follows_dealer (r, choices[i].tile))
      return *choices[i].action;

  /* the fold: the safest tile, the best hand among equally safe ones */
  for (guint i = 0; i < n_choices; i++)
    {
      const MjBotChoice *c = &choices[i];
      if (c->ready && !ready_wanted (r, c))
        continue;
      if (safest == NULL || danger_of (r, c) < danger_of (r, safest) - 1e-9 ||
          (danger_of (r, c) < danger_of (r, safest) + 1e-9 &&
           (c->dist < safest->dist || (c->dist == safest->dist && c->accepted > safest->accepted))))
        safest = c;
    }
  if (fold != MJ_BOT_FOLD_POINTS || !threat || safest == attack ||
      danger_of (r, attack) <= danger_of (r, safest) + 1e-9)
    return *attack->action;

  /* push or fold, on expected points: pushing pays the attack's danger now
   * and a random tile's danger for every round it plays on; folding gives
   * the hand up (a tile kept back would only be thrown later, into a
   * readier hand) and finds safe tiles most rounds */
  {
    double p_attack = win_chance (h, attack->dist, helps_of (r, &r->view->hand, attack->dist, attack->accepted,
                                                               attack->tile), h->rounds);
    double rounds_on = MIN ((double) h->rounds, 1.0 / MAX (r->style->hazard + p_attack / MAX (h->rounds, 1), 0.05));
    double push = worth (h, attack) - danger_of (r, attack) - h->push_cost * rounds_on * (1.0 - p_attack);
    double give_up = -danger_of (r, safest) - h->push_cost * rounds_on * FOLD_LEAK;
    return push >= give_up ? *attack->action : *safest->action;
  }
}

/* The best we can make of a 3n+2 hand after a claim: its discards. */
static double
best_after_claim (Hard         *h,
                  const MjHand *after,
                  const guint8 *standing)
{
  MjBotRead *r = h->r;
  gboolean void_held = FALSE;
  double best = -1e9, value = plain_value (h, after);

  if (r->void_suit >= 0)
    for (MjTile t = (MjTile) (r->void_suit * 9); t < r->void_suit * 9 + 9; t++)
      void_held |= after->counts[t] > 0;

  for (MjTile d = 0; d < MJ_N_KINDS; d++)
    {
      MjHand h13 = *after;
      int dist, acc;
      double ev;

      if (!after->counts[d])
        continue;
      if (void_held && mj_tile_suit (d) != (MjSuit) r->void_suit)
        continue;
      if (r->lisi && after->counts[d] <= standing[d])
        continue;
      mj_hand_remove (&h13, d);
      dist = mj_bot_distance (r, &h13, standing, FALSE, &acc);
      ev = offence (h, &h13, dist, helps_of (r, after, dist, acc, d), -1, value, h->rounds) - r->danger[d];
      best = MAX (best, ev);
    }
  return best;
}

static gboolean
hard_claim_helps (Hard           *h,
                  const MjAction *a)
{
  MjBotRead *r = h->r;
  const MjView *v = r->view;
  MjHand after;
  guint8 standing[MJ_N_KINDS];
  int acc, dist;
  double pass, take;

  if (!mj_bot_after_claim (r, a, &after, standing))
    return FALSE;
  dist = mj_bot_distance (r, &v->hand, NULL, v->players[r->seat].ready != 0, &acc);
  /* passing keeps the hand, and the next draw is ours to come */
  pass = offence (h, &v->hand, dist, acc, -1, h->value, h->rounds);
  if (a->type == MJ_ACTION_KONG)
    {
      /* the replacement is a draw of its own */
      int kd, ka;
      kd = mj_bot_distance (r, &after, standing, FALSE, &ka);
      take = offence (h, &after, kd, ka, -1, plain_value (h, &after), h->rounds + 1);
      return kd <= dist && take >= pass * 0.9;
    }
  take = best_after_claim (h, &after, standing);
  return take > pass;
}

/* A kong that keeps the hand as near, and a waiting hand's waits: the
 * replacement is a draw of its own, and a kong pays or scores in most rule
 * sets (weighing it on expected points measured no better). */
static gboolean
hard_kong_helps (Hard           *h,
                 const MjAction *a)
{
  MjBotRead *r = h->r;
  MjHand after;
  int best_acc, acc;
  int best = mj_bot_best_distance (r, &r->view->hand, NULL, &best_acc);

  mj_bot_after_kong (r, a, &after);
  switch (r->style->kongs)
    {
    case MJ_BOT_KONG_STEP:
      /* what the others pay for it is worth a step back */
      return mj_bot_distance (r, &after, NULL, FALSE, &acc) <= best + 1;
    case MJ_BOT_KONG_MONEY:
      return mj_bot_distance (r, &after, NULL, FALSE, &acc) <= best && (best > 0 || acc > 0);
    default:
      break;
    }
  return mj_bot_distance (r, &after, NULL, FALSE, &acc) <= best && (best > 0 || acc * 2 >= best_acc);
}

/* ---- the search's answers ---------------------------------------------------- */

/* What the search may spend (see MjBotBudget): measured so that a
 * decision takes at most 50 ms on one core of an ordinary machine at the
 * 99th percentile, about a tenth of that on average. */
static const MjBotBudget budget = {
  .tiles = 3000, .overhead = 8, .min_worlds = 8, .max_worlds = 256,
};

/* the most answers a search weighs, and the discards among them */
#define MAX_ANSWERS 5
#define MAX_DISCARDS 3

typedef struct {
  MjAction a[MAX_ANSWERS];
  guint    n;
} Answers;

static void
answers_add (Answers        *ans,
             const MjAction *a)
{
  if (ans->n == MAX_ANSWERS)
    return;
  for (guint i = 0; i < ans->n; i++)
    if (mj_action_equal (&ans->a[i], a))
      return;
  ans->a[ans->n++] = *a;
}

/* Searches `ans` when there is more than one answer, with the first (the
 * heuristics' own) as the prior and as many of the next as the tuning
 * weighs: the fewer the answers, the more worlds each. */
static MjAction
searched (MjBot         *bot,
          MjBotRead     *r,
          const Answers *ans)
{
  guint n = MIN (ans->n, 1 + bot->tuning.rivals);

  if (n < 2 || bot->budget_percent == 0)
    return ans->a[0];
  return ans->a[mj_bot_search (bot, r->view, ans->a, n, 0, &budget, r->have_danger ? r->tenpai : NULL, NULL)];
}

/* The rivals of the heuristics' discard: the next best as near a win, the
 * best a step further (a hand kept for its value), the safest tile when
 * someone may be ready, and the same tile with or without a ready
 * declaration. */
static void
discard_rivals (Hard              *h,
                const MjAction    *legal,
                guint              n,
                MjBotChoice       *choices,
                guint              n_choices,
                Answers           *ans)
{
  MjBotRead *r = h->r;
  const MjBotChoice *safest = NULL;
  int least = 99;
  double threat = 0;
  guint taken = 1;

  for (guint i = 0; i < n_choices; i++)
    {
      MjBotChoice *c = &choices[i];
      if (c->ready && !ready_wanted (r, c))
        continue;
      least = MIN (least, c->dist);
    }
  for (guint i = 0; i < n_choices; i++)
    {
      MjBotChoice *c = &choices[i];
      c->score = -1e9;
      if ((c->ready && !ready_wanted (r, c)) || c->dist > least + 1)
        continue;
      c->score = mj_bot_offence_score (r, c) - (c->dist - least) * 1000.0;
      if (safest == NULL || danger_of (r, c) < danger_of (r, safest) - 1e-9)
        safest = c;
    }
  /* the best of each distance, by the normal level's measure */
  for (int d = least; d <= least + 1; d++)
    for (guint k = 0; k < (d == least ? MAX_DISCARDS : 1u) && taken < MAX_DISCARDS; k++)
      {
        const MjBotChoice *best = NULL;
        for (guint i = 0; i < n_choices; i++)
          {
            const MjBotChoice *c = &choices[i];
            gboolean in = FALSE;
            if (c->dist != d || c->score <= -1e8)
              continue;
            for (guint j = 0; j < ans->n; j++)
              in |= mj_action_equal (&ans->a[j], c->action);
            if (!in && (best == NULL || c->score > best->score))
              best = c;
          }
        if (best == NULL)
          break;
        answers_add (ans, best->action);
        taken++;
      }
  for (guint o = 0; o < MJ_N_SEATS; o++)
    if (o != r->seat)
      threat = MAX (threat, r->tenpai[o]);
  if (safest && threat >= 0.25)
    answers_add (ans, safest->action);
  /* the heuristics' tile with a ready declaration or without */
  for (guint i = 0; i < n; i++)
    if (legal[i].type == MJ_ACTION_DISCARD && legal[i].tile == ans->a[0].tile &&
        legal[i].flags != ans->a[0].flags)
      answers_add (ans, &legal[i]);
}

/* Before play (定缺, 换三张) and on the deal (天聽): every answer the
 * rules offer, the heuristics' first. */
MjAction
mj_bot_hard_search_start (MjBot          *bot,
                          MjBotRead      *r,
                          const MjAction *legal,
                          guint           n,
                          const MjAction *prior)
{
  Answers ans = { { *prior }, 1 };

  for (guint i = 0; i < n; i++)
    {
      MjAction a = legal[i];
      if (a.type == MJ_ACTION_EXCHANGE)
        {
          /* each suit's three tiles as the heuristics would give them */
          MjAction one = mj_bot_choose_exchange (r, &legal[i], 1, TRUE);
          answers_add (&ans, &one);
        }
      else
        answers_add (&ans, &a);
    }
  return searched (bot, r, &ans);
}

MjAction
mj_bot_hard_decide (MjBot          *bot,
                    MjBotRead      *r,
                    const MjAction *legal,
                    guint           n)
{
  const MjView *v = r->view;
  Hard *h;
  const MjAction *a;
  MjAction out;
  Answers ans = { { { 0 } }, 0 };

  switch (v->phase)
    {
    case MJ_PHASE_CLAIM:
    case MJ_PHASE_TURN:
      break;
    default:
      if ((a = mj_bot_find (legal, n, MJ_ACTION_PASS)))
        return *a;
      return legal[0];
    }

  h = g_new (Hard, 1);
  hard_setup (h, r);
  out = legal[0];
  if (v->phase == MJ_PHASE_CLAIM)
    {
      const MjAction *take = NULL;
      /* a kong paid whoever wins is worth a concealed hand */
      if (r->style->kongs != MJ_BOT_KONG_NEAR)
        for (guint i = 0; i < n && !take; i++)
          if (legal[i].type == MJ_ACTION_KONG)
            {
              MjHand after;
              guint8 standing[MJ_N_KINDS];
              int before = mj_bot_distance (r, &v->hand, NULL, v->players[r->seat].ready != 0, NULL);
              if (mj_bot_after_claim (r, &legal[i], &after, standing) &&
                  mj_bot_distance (r, &after, standing, FALSE, NULL) <= before + (r->style->kongs == MJ_BOT_KONG_STEP))
                take = &legal[i];
            }
      for (guint i = 0; i < n && !take; i++)
        if ((legal[i].type == MJ_ACTION_KONG || legal[i].type == MJ_ACTION_PUNG ||
             legal[i].type == MJ_ACTION_CHOW) &&
            mj_bot_rules_claim (r, &legal[i], r->style->claim_points ? hard_claim_helps (h, &legal[i])
                                                                     : mj_bot_claim_nearer (r, &legal[i])))
          take = &legal[i];
      if (take == NULL)
        take = mj_bot_find (legal, n, MJ_ACTION_PASS);
      if (take)
        out = *take;
      /* every other answer is a rival */
      answers_add (&ans, &out);
      for (guint i = 0; i < n; i++)
        if (legal[i].type != MJ_ACTION_WIN)
          answers_add (&ans, &legal[i]);
    }
  else
    {
      const MjAction *kong = NULL;
      MjBotChoice choices[MJ_MAX_LEGAL];
      guint n_choices = 0;
      gboolean any_kong = FALSE;
      for (guint i = 0; i < n && !kong; i++)
        if ((legal[i].type == MJ_ACTION_KONG_CONCEALED || legal[i].type == MJ_ACTION_KONG_ADDED) &&
            hard_kong_helps (h, &legal[i]))
          kong = &legal[i];
      out = hard_discard (bot, h, legal, n, choices, &n_choices);
      if (kong)
        {
          answers_add (&ans, kong);
          answers_add (&ans, &out);
        }
      else
        answers_add (&ans, &out);
      if (n_choices > 0)
        discard_rivals (h, legal, n, choices, n_choices, &ans);
      for (guint i = 0; i < n; i++)
        if (legal[i].type == MJ_ACTION_KONG_CONCEALED || legal[i].type == MJ_ACTION_KONG_ADDED)
          {
            answers_add (&ans, &legal[i]);
            any_kong = TRUE;
          }
      /* where only the critical decisions are searched, a discard far
       * from ready is left to the heuristics */
      if (bot->tuning.where == MJ_BOT_SEARCH_CRITICAL && !any_kong)
        {
          int dist = 99;
          for (guint i = 0; i < n_choices; i++)
            if (mj_action_equal (choices[i].action, &ans.a[0]))
              dist = choices[i].dist;
          if (dist > 1)
            ans.n = 1;
        }
      out = ans.a[0];
    }
  g_free (h);
  return searched (bot, r, &ans);
}
