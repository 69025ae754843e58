/* mj-bot.c: the entry points of the computer players, and the baseline
 * player: it discards by tile efficiency (fewest tiles from ready, then
 * most tiles that help, counting only what it cannot see), claims when a
 * claim brings it closer to ready, takes every win, and plays the special
 * phases simply.  The levels live in mj-bot-easy.c, mj-bot-normal.c and
 * mj-bot-hard.c. */
#include "config.h"

#include <string.h>

#include "mj-bot-private.h"

static const char * const level_names[MJ_N_BOT_LEVELS] = { "baseline", "easy", "normal", "hard" };

guint64
mj_bot_match_seed (guint64 match_seed,
                   guint   seat,
                   guint   n_actions)
{
  return match_seed * 4 + seat + 1 + n_actions;
}

void
mj_bot_init (MjBot      *bot,
             MjBotLevel  level,
             guint64     seed)
{
  g_return_if_fail (level < MJ_N_BOT_LEVELS);
  bot->level = level;
  mj_random_seed (&bot->rng, seed);
  bot->threads = 1;
  bot->budget_percent = 0;
  /* two standard errors, two rivals: measured on seed 7 in Sichuan
   * (README), the first tuning (four rivals, one standard error) took
   * another answer than the heuristics' in a fifth of its decisions,
   * mostly on noise, this one in one in 25 */
  bot->tuning = (MjBotSearchTuning) { .z = 2.0, .rivals = 2, .playout = MJ_BOT_NORMAL,
                                      .where = MJ_BOT_SEARCH_EVERYWHERE };
  bot->searches = bot->worlds = bot->switches = 0;
}

void
mj_bot_set_search (MjBot *bot,
                   guint  threads,
                   guint  budget_percent)
{
  bot->threads = threads;
  bot->budget_percent = budget_percent;
}

void
mj_bot_set_search_tuning (MjBot                   *bot,
                          const MjBotSearchTuning *tuning)
{
  g_return_if_fail (tuning->playout < MJ_N_BOT_LEVELS && tuning->z >= 0);
  bot->tuning = *tuning;
}

const char *
mj_bot_level_name (MjBotLevel level)
{
  g_return_val_if_fail (level < MJ_N_BOT_LEVELS, NULL);
  return level_names[level];
}

gboolean
mj_bot_level_from_name (const char *name,
                        MjBotLevel *out)
{
  for (guint i = 0; i < MJ_N_BOT_LEVELS; i++)
    if (g_strcmp0 (name, level_names[i]) == 0)
      {
        *out = (MjBotLevel) i;
        return TRUE;
      }
  return FALSE;
}

static guint64
kinds_of (const MjView *v)
{
  return v->rules->tileset == MJ_TILESET_108 ? (G_GUINT64_CONSTANT (1) << MJ_FIRST_HONOR) - 1 : 0;
}

static int
best_shanten_after (const MjView *v,
                    const MjHand *hand)
{
  MjDiscardChoice choices[MJ_N_KINDS];
  guint8 unseen[MJ_N_KINDS];
  guint n;
  int best = 99;

  mj_view_unseen (v, unseen);
  n = mj_hand_efficiency_best (hand, v->rules->shapes, unseen, kinds_of (v), choices);
  for (guint i = 0; i < n; i++)
    best = MIN (best, choices[i].shanten);
  return best;
}

/* The best discard among the legal ones: fewest tiles from ready, then
 * most unseen tiles that help, then the least useful tile.  A ready
 * declaration, where the rules have one, is preferred when it is as good. */
static const MjAction *
choose_discard (const MjView   *v,
                const MjAction *legal,
                guint           n)
{
  MjDiscardChoice choices[MJ_N_KINDS];
  guint8 unseen[MJ_N_KINDS];
  guint n_choices;
  const MjAction *best = NULL;
  int best_sh = 999, best_acc = -1, best_keep = 999, best_ready = -1;

  mj_view_unseen (v, unseen);
  n_choices = mj_hand_efficiency_best (&v->hand, v->rules->shapes, unseen, kinds_of (v), choices);

  for (guint i = 0; i < n; i++)
    {
      const MjAction *a = &legal[i];
      int sh = 99, acc = 0, keep, ready;
      if (a->type != MJ_ACTION_DISCARD)
        continue;
      for (guint c = 0; c < n_choices; c++)
        if (choices[c].discard == a->tile)
          {
            sh = choices[c].shanten;
            acc = choices[c].n_accepted;
          }
      keep = mj_bot_keep_value (&v->hand, a->tile);
      if (v->rules->bot_keep_bias)
        acc -= v->rules->bot_keep_bias (v, a->tile);
      ready = (a->flags & MJ_ACTION_FLAG_READY) != 0;
      if (ready && v->rules->bot_declare_ready && !v->rules->bot_declare_ready (v, a->tile))
        continue;
      if (sh < best_sh ||
          (sh == best_sh && (ready > best_ready ||
                             (ready == best_ready && (acc > best_acc ||
                                                      (acc == best_acc && keep < best_keep))))))
        {
          best = a;
          best_sh = sh;
          best_acc = acc;
          best_keep = keep;
          best_ready = ready;
        }
    }
  return best;
}

static MjAction
choose_suit (const MjView   *v,
             const MjAction *legal,
             guint           n)
{
  guint best = 0, best_tiles = 99, best_pairs = 99;

  for (guint i = 0; i < n; i++)
    {
      guint suit = legal[i].tile, tiles = 0, pairs = 0;
      for (MjTile t = (MjTile) (suit * 9); t < suit * 9 + 9; t++)
        {
          tiles += v->hand.counts[t];
          pairs += v->hand.counts[t] >= 2;
        }
      if (tiles < best_tiles || (tiles == best_tiles && pairs < best_pairs))
        {
          best = i;
          best_tiles = tiles;
          best_pairs = pairs;
        }
    }
  return legal[best];
}

static MjAction
choose_exchange (const MjView   *v,
                 const MjAction *legal,
                 guint           n)
{
  /* give away the suit we hold least of, its least useful tiles */
  guint best_suit = 0, best_tiles = 99;
  MjAction a = legal[0];
  MjHand h = v->hand;

  for (guint i = 0; i < n; i++)
    {
      guint suit = mj_tile_suit (legal[i].tiles[0]), tiles = 0;
      for (MjTile t = (MjTile) (suit * 9); t < suit * 9 + 9; t++)
        tiles += v->hand.counts[t];
      if (tiles < best_tiles)
        {
          best_tiles = tiles;
          best_suit = suit;
        }
    }
  for (guint k = 0; k < 3; k++)
    {
      MjTile pick = MJ_TILE_NONE;
      int pick_keep = 999;
      for (MjTile t = (MjTile) (best_suit * 9); t < best_suit * 9 + 9; t++)
        if (h.counts[t] && mj_bot_keep_value (&h, t) < pick_keep)
          {
            pick = t;
            pick_keep = mj_bot_keep_value (&h, t);
          }
      a.tiles[k] = pick;
      mj_hand_remove (&h, pick);
    }
  return a;
}

/* Does a claim bring the hand closer to ready than passing? */
static gboolean
claim_helps (const MjView   *v,
             const MjAction *a)
{
  MjHand h = v->hand;
  int before = mj_hand_shanten (&v->hand, v->rules->shapes);
  MjMeld m = { MJ_MELD_PUNG, v->claim_tile, v->claim_tile, v->claim_from };

  switch (a->type)
    {
    case MJ_ACTION_PUNG:
      mj_hand_remove (&h, v->claim_tile);
      mj_hand_remove (&h, v->claim_tile);
      break;
    case MJ_ACTION_KONG:
      for (guint i = 0; i < 3; i++)
        mj_hand_remove (&h, v->claim_tile);
      m.type = MJ_MELD_KONG_EXPOSED;
      mj_hand_add_meld (&h, &m);
      return mj_hand_shanten (&h, v->rules->shapes) <= before;
    case MJ_ACTION_CHOW:
      for (MjTile x = a->tile; x <= a->tile + 2; x++)
        if (x != v->claim_tile)
          mj_hand_remove (&h, x);
      m.type = MJ_MELD_CHOW;
      m.tile = a->tile;
      break;
    default:
      return FALSE;
    }
  mj_hand_add_meld (&h, &m);
  return best_shanten_after (v, &h) < before;
}

static gboolean
kong_harmless (const MjView   *v,
               const MjAction *a)
{
  MjHand h = v->hand;
  int best = best_shanten_after (v, &v->hand);

  if (a->type == MJ_ACTION_KONG_CONCEALED)
    {
      MjMeld m = { MJ_MELD_KONG_CONCEALED, a->tile, MJ_TILE_NONE, MJ_SEAT_NONE };
      for (guint i = 0; i < 4; i++)
        mj_hand_remove (&h, a->tile);
      mj_hand_add_meld (&h, &m);
    }
  else
    {
      mj_hand_remove (&h, a->tile);
      for (guint i = 0; i < h.n_melds; i++)
        if (h.melds[i].type == MJ_MELD_PUNG && h.melds[i].tile == a->tile)
          h.melds[i].type = MJ_MELD_KONG_ADDED;
    }
  return mj_hand_shanten (&h, v->rules->shapes) <= best;
}

static MjAction
baseline_decide (MjBot          *bot,
                 const MjView   *v,
                 const MjAction *legal,
                 guint           n)
{
  const MjAction *a;

  if ((a = mj_bot_find (legal, n, MJ_ACTION_WIN)))
    return *a;

  switch (v->phase)
    {
    case MJ_PHASE_CHOOSE_SUIT:
      return choose_suit (v, legal, n);
    case MJ_PHASE_EXCHANGE:
      return choose_exchange (v, legal, n);
    case MJ_PHASE_PRE_DRAW:
      if ((a = mj_bot_find (legal, n, MJ_ACTION_DECLARE_READY)))
        return *a;
      return *mj_bot_find (legal, n, MJ_ACTION_PASS);
    case MJ_PHASE_CLAIM:
    case MJ_PHASE_ROB:
      for (guint i = 0; i < n; i++)
        if (legal[i].type == MJ_ACTION_KONG || legal[i].type == MJ_ACTION_PUNG ||
            legal[i].type == MJ_ACTION_CHOW)
          {
            gboolean helps = claim_helps (v, &legal[i]);
            if (v->rules->bot_claim ? v->rules->bot_claim (v, legal[i].type, legal[i].tile, helps) : helps)
              return legal[i];
          }
      if ((a = mj_bot_find (legal, n, MJ_ACTION_PASS)))
        return *a;
      return legal[0];
    case MJ_PHASE_TURN:
      for (guint i = 0; i < n; i++)
        if ((legal[i].type == MJ_ACTION_KONG_CONCEALED || legal[i].type == MJ_ACTION_KONG_ADDED) &&
            kong_harmless (v, &legal[i]))
          return legal[i];
      if ((a = choose_discard (v, legal, n)))
        return *a;
      return legal[mj_random_below (&bot->rng, n)];
    default:
      return legal[0];
    }
}

MjAction
mj_bot_decide (MjBot          *bot,
               const MjView   *v,
               const MjAction *legal,
               guint           n)
{
  MjBotRead r;
  const MjAction *a;
  MjAction prior;

  g_return_val_if_fail (n > 0, legal[0]);

  if (bot->level == MJ_BOT_BASELINE || bot->level >= MJ_N_BOT_LEVELS)
    return baseline_decide (bot, v, legal, n);
  if (n == 1)
    return legal[0];
  if ((a = mj_bot_find (legal, n, MJ_ACTION_WIN)))
    return *a;
  mj_bot_read (&r, v);

  /* what every level plays alike; the easy one chooses its void suit and
   * its three tiles to pass on more roughly */
  switch (v->phase)
    {
    case MJ_PHASE_CHOOSE_SUIT:
      prior = mj_bot_choose_suit (&r, legal, n, bot->level != MJ_BOT_EASY);
      break;
    case MJ_PHASE_EXCHANGE:
      prior = mj_bot_choose_exchange (&r, legal, n, bot->level != MJ_BOT_EASY);
      break;
    case MJ_PHASE_PRE_DRAW:
      /* 天聽: ready on the dealt tiles pays well */
      if ((a = mj_bot_find (legal, n, MJ_ACTION_DECLARE_READY)) && mj_bot_rules_ready (&r, MJ_TILE_NONE))
        prior = *a;
      else if ((a = mj_bot_find (legal, n, MJ_ACTION_PASS)))
        prior = *a;
      else
        prior = legal[0];
      break;
    default:
      goto levels;
    }
  /* the hard level searches these too */
  if (bot->level == MJ_BOT_HARD)
    return mj_bot_hard_search_start (bot, &r, legal, n, &prior);
  return prior;

levels:

  switch (bot->level)
    {
    case MJ_BOT_EASY:
      return mj_bot_easy_decide (bot, &r, legal, n);
    case MJ_BOT_NORMAL:
      return mj_bot_normal_decide (bot, &r, legal, n);
    default:
      return mj_bot_hard_decide (bot, &r, legal, n);
    }
}
