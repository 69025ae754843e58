/* mj-bot-easy.c: the easy computer player, a plausible beginner.  It
 * knows tile efficiency but slips (one discard in five is any tile that
 * keeps it about as near), takes every claim that does not set it back,
 * declares ready whenever it may, never defends, and chooses its missing
 * suit and exchange by counting tiles. */
#include "config.h"

#include "mj-bot-private.h"

#define SLIP_CHANCE 20   /* percent */

static MjAction
easy_discard (MjBot           *bot,
              const MjBotRead *r,
              const MjAction  *legal,
              guint            n)
{
  MjBotChoice choices[MJ_MAX_LEGAL];
  guint n_choices = mj_bot_discard_choices (r, &r->view->hand, NULL, legal, n, choices);
  guint order[MJ_MAX_LEGAL], n_order = 0, near = 0;
  int least = 99;
  guint roll;

  if (n_choices == 0)
    return legal[mj_random_below (&bot->rng, n)];

  /* a ready declaration whenever the rules let it */
  for (guint i = 0; i < n_choices; i++)
    if (choices[i].ready && choices[i].dist == 0 && mj_bot_rules_ready (r, choices[i].tile))
      return *choices[i].action;

  for (guint i = 0; i < n_choices; i++)
    if (!choices[i].ready)
      least = MIN (least, choices[i].dist);
  for (guint i = 0; i < n_choices; i++)
    {
      MjBotChoice *c = &choices[i];
      if (c->ready)
        continue;
      near += c->dist <= least + 1;
      if (c->dist != least)
        continue;
      c->score = c->accepted - mj_bot_rules_bias (r, c->tile) - 0.1 * mj_bot_keep_value (&r->view->hand, c->tile);
      /* insertion by score, best first */
      {
        guint k = n_order++;
        while (k > 0 && choices[order[k - 1]].score < c->score)
          {
            order[k] = order[k - 1];
            k--;
          }
        order[k] = i;
      }
    }

  if (n_order == 0)
    return legal[mj_random_below (&bot->rng, n)];

  /* a slip: any tile that keeps the hand about as near */
  if (mj_random_below (&bot->rng, 100) < SLIP_CHANCE && near > 0)
    {
      guint pick = mj_random_below (&bot->rng, near);
      for (guint i = 0; i < n_choices; i++)
        if (!choices[i].ready && choices[i].dist <= least + 1 && pick-- == 0)
          return *choices[i].action;
    }
  /* otherwise one of the best three, the best most often */
  roll = mj_random_below (&bot->rng, 100);
  if (roll < 65 || n_order == 1)
    return *choices[order[0]].action;
  if (roll < 90 || n_order == 2)
    return *choices[order[1]].action;
  return *choices[order[2]].action;
}

/* Any claim that does not set the hand back. */
static gboolean
easy_claim_helps (const MjBotRead *r,
                  const MjAction  *a)
{
  MjHand after;
  guint8 standing[MJ_N_KINDS];
  int before = mj_bot_distance (r, &r->view->hand, NULL, r->view->players[r->seat].ready != 0, NULL);
  int now;

  if (!mj_bot_after_claim (r, a, &after, standing))
    return FALSE;
  if (a->type == MJ_ACTION_KONG)
    now = mj_bot_distance (r, &after, standing, FALSE, NULL);
  else
    now = mj_bot_best_distance (r, &after, standing, NULL);
  return now <= before;
}

MjAction
mj_bot_easy_decide (MjBot          *bot,
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
            mj_bot_rules_claim (r, &legal[i], easy_claim_helps (r, &legal[i])))
          return legal[i];
      break;
    case MJ_PHASE_TURN:
      {
        int best = mj_bot_best_distance (r, &v->hand, NULL, NULL);
        for (guint i = 0; i < n; i++)
          if (legal[i].type == MJ_ACTION_KONG_CONCEALED || legal[i].type == MJ_ACTION_KONG_ADDED)
            {
              MjHand after;
              mj_bot_after_kong (r, &legal[i], &after);
              if (mj_bot_distance (r, &after, NULL, FALSE, NULL) <= best)
                return legal[i];
            }
        return easy_discard (bot, r, legal, n);
      }
    default:
      break;
    }
  if ((a = mj_bot_find (legal, n, MJ_ACTION_PASS)))
    return *a;
  return legal[0];
}
