/* mj-bot-normal.c: the normal computer player.  It plays the best tile
 * efficiency, leaning towards what pays in the rule set (one suit, all
 * pungs, seven pairs, Lisi's straight and missing suit; the rule set's
 * hook adds its own, such as Guizhou's chickens and scoring honours) and,
 * once waiting, towards the wait worth most by the rule set's own
 * scoring.  It claims when a claim brings it nearer, avoids the more
 * dangerous of near-equal discards when an opponent is clearly ready, and
 * gives up a hand two tiles or more from ready then, discarding what that
 * opponent cannot want. */
#include "config.h"

#include "mj-bot-private.h"

static gboolean
ready_wanted (const MjBotRead   *r,
              const MjBotChoice *c)
{
  return c->ready && c->dist == 0 && mj_bot_ready_pays (r) && mj_bot_rules_ready (r, c->tile);
}

static MjAction
normal_discard (MjBot           *bot,
                const MjBotRead *r,
                const MjAction  *legal,
                guint            n)
{
  MjBotChoice choices[MJ_MAX_LEGAL];
  guint n_choices = mj_bot_discard_choices (r, &r->view->hand, NULL, legal, n, choices);
  const MjBotChoice *best = NULL;
  double max_loss;
  gboolean threat, fold;
  int least = 99;

  if (n_choices == 0)
    return legal[mj_random_below (&bot->rng, n)];

  for (guint i = 0; i < n_choices; i++)
    if (!choices[i].ready || ready_wanted (r, &choices[i]))
      least = MIN (least, choices[i].dist);

  threat = mj_bot_clear_threat (r, &max_loss);
  fold = threat && (least >= 2 || (least == 1 && r->rounds < 4));

  for (guint i = 0; i < n_choices; i++)
    {
      MjBotChoice *c = &choices[i];

      if (c->ready && !ready_wanted (r, c))
        continue;
      if (fold)
        /* the safest tile; the nearest hand among equally safe ones */
        c->score = -r->danger[c->tile] * 100.0 / (max_loss + 1) - c->dist * 0.5 + c->accepted * 0.01;
      else
        {
          if (c->dist != least)
            continue;
          c->score = mj_bot_offence_score (r, c);
          /* against a clear threat, the less dangerous of near equals */
          if (c->dist == 0)
            c->score -= r->danger[c->tile];
          else if (threat)
            c->score -= 6.0 * r->danger[c->tile] / (max_loss + 1);
        }
      if (best == NULL || c->score > best->score)
        best = c;
    }
  return best ? *best->action : *choices[0].action;
}

MjAction
mj_bot_normal_decide (MjBot          *bot,
                      MjBotRead      *r,
                      const MjAction *legal,
                      guint           n)
{
  const MjView *v = r->view;
  const MjAction *a;

  switch (v->phase)
    {
    case MJ_PHASE_CLAIM:
    case MJ_PHASE_ROB:
      for (guint i = 0; i < n; i++)
        if ((legal[i].type == MJ_ACTION_KONG || legal[i].type == MJ_ACTION_PUNG ||
             legal[i].type == MJ_ACTION_CHOW) &&
            mj_bot_rules_claim (r, &legal[i], mj_bot_claim_nearer (r, &legal[i])))
          return legal[i];
      break;
    case MJ_PHASE_TURN:
      {
        int best_acc;
        int best = mj_bot_best_distance (r, &v->hand, NULL, &best_acc);
        for (guint i = 0; i < n; i++)
          if (legal[i].type == MJ_ACTION_KONG_CONCEALED || legal[i].type == MJ_ACTION_KONG_ADDED)
            {
              MjHand after;
              int acc;
              mj_bot_after_kong (r, &legal[i], &after);
              if (mj_bot_distance (r, &after, NULL, FALSE, &acc) <= best && (best > 0 || acc * 2 >= best_acc))
                return legal[i];
            }
        mj_bot_read_danger (r, FALSE);
        return normal_discard (bot, r, legal, n);
      }
    default:
      break;
    }
  if ((a = mj_bot_find (legal, n, MJ_ACTION_PASS)))
    return *a;
  return legal[0];
}
