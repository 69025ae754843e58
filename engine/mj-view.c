/* mj-view.c: one seat's view of the state. */
#include "config.h"

#include <string.h>

#include "mj-view.h"

static void
see_meld (MjView       *v,
          const MjMeld *m)
{
  MjTile t[4];
  guint n;

  if (m->tile == MJ_TILE_NONE)
    return;
  n = mj_meld_tiles (m, t);
  for (guint i = 0; i < n; i++)
    v->seen[t[i]]++;
}

/* `own`: the seat's own hidden things are in the view (its hand, its
 * face-down discards, …); without them, the view is anybody's. */
static void
build (const MjState *s,
       guint          seat,
       gboolean       own,
       MjView        *v)
{
  static const MjPlayer nobody = { 0 };
  const MjPlayer *me = own ? &s->players[seat] : &nobody;
  gboolean suits_public = TRUE;
  gboolean over = s->phase == MJ_PHASE_HAND_OVER || s->phase == MJ_PHASE_MATCH_OVER;

  memset (v, 0, sizeof *v);
  v->rules = s->rules;
  v->options = s->options;
  v->features = s->features;
  v->seat = (guint8) seat;
  v->phase = s->phase;
  v->turn = s->turn;
  v->dealer = s->dealer;
  v->dealer_streak = s->dealer_streak;
  v->round_wind = s->round_wind;
  v->hand_number = s->hand_number;
  v->wall_remaining = mj_wall_remaining (&s->wall);
  v->wall_size = s->wall.size;
  v->reserve = mj_state_wall_reserve (s, FALSE);
  v->n_kongs = s->n_kongs;
  memcpy (v->dice, s->dice, sizeof v->dice);
  v->n_dice = s->n_dice;
  v->last_drawn = s->last_drawn;
  v->any_claim = s->any_claim;
  v->after_kong = s->after_kong;
  v->after_flower = s->after_flower;
  v->kong_feeder = s->kong_feeder;
  v->n_turns = s->n_turns;
  v->kongs_this_turn = s->kongs_this_turn;
  v->turn_drew = s->turn_drew;
  v->claim_after_kong = s->claim_after_kong;
  memcpy (v->rules_data, s->rules_data, sizeof v->rules_data);

  v->hand = me->hand;
  v->drawn = own ? me->drawn : MJ_TILE_NONE;
  memcpy (v->standing, me->standing, sizeof v->standing);
  v->pass_locked = me->pass_locked;
  v->pung_declined = me->pung_declined;
  v->exchange_shift = s->exchange_shift;
  if (s->exchange_shift)
    {
      memcpy (v->exchange_given, me->exchange, sizeof v->exchange_given);
      memcpy (v->exchange_received, s->players[(seat + MJ_N_SEATS - s->exchange_shift) % MJ_N_SEATS].exchange,
              sizeof v->exchange_received);
    }

  v->claim_tile = s->phase == MJ_PHASE_CLAIM || s->phase == MJ_PHASE_ROB ? s->claim_tile : MJ_TILE_NONE;
  v->claim_from = s->claim_from;
  v->pending = mj_state_pending (s);
  /* who is asked about a discard tells who could claim it */
  if (!own && (s->phase == MJ_PHASE_CLAIM || s->phase == MJ_PHASE_ROB))
    v->pending = 0;
  v->flipped = s->flipped;

  /* the missing suits are secret until everyone has chosen */
  if (s->phase == MJ_PHASE_CHOOSE_SUIT || s->phase == MJ_PHASE_EXCHANGE)
    suits_public = FALSE;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    v->seen[t] = me->hand.counts[t];

  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      const MjPlayer *p = &s->players[i];
      MjViewPlayer *vp = &v->players[i];
      gboolean mine = own && i == seat;
      gboolean hide_kongs = !mine && !over && (s->features & MJ_FEATURE_HIDE_CONCEALED_KONG);

      vp->n_concealed = p->hand.n_tiles;
      vp->n_melds = p->hand.n_melds;
      for (guint m = 0; m < p->hand.n_melds; m++)
        {
          vp->melds[m] = p->hand.melds[m];
          if (hide_kongs && vp->melds[m].type == MJ_MELD_KONG_CONCEALED)
            vp->melds[m].tile = MJ_TILE_NONE;
          see_meld (v, &vp->melds[m]);
        }
      vp->flowers = p->flowers;
      vp->n_discards = p->n_discards;
      for (guint d = 0; d < p->n_discards; d++)
        {
          vp->discards[d] = p->discards[d];
          if ((p->discards[d].flags & MJ_DISCARD_FACE_DOWN) && !mine && !over)
            vp->discards[d].tile = MJ_TILE_NONE;
          /* a claimed discard is counted in the meld that took it */
          if (vp->discards[d].tile != MJ_TILE_NONE && !(p->discards[d].flags & MJ_DISCARD_CLAIMED) && !mine)
            v->seen[vp->discards[d].tile]++;
          else if (mine && !(p->discards[d].flags & MJ_DISCARD_CLAIMED))
            v->seen[p->discards[d].tile]++;
        }
      vp->ready = p->ready;
      vp->missing_suit = suits_public || mine ? p->missing_suit : -1;
      vp->finished = p->finished;
      vp->score = s->scores[i];
      vp->seat_wind = s->seat_wind[i];
      vp->has_drawn = (s->phase == MJ_PHASE_TURN && s->turn == i && p->drawn != MJ_TILE_NONE);
      /* a winner lays his hand down; at the end every hand is shown */
      vp->revealed = p->finished || over;
      if (vp->revealed)
        {
          vp->shown = p->hand;
          if (!mine)
            for (MjTile t = 0; t < MJ_N_KINDS; t++)
              v->seen[t] += p->hand.counts[t];
        }
    }

  v->n_wins = s->n_wins;
  memcpy (v->wins, s->wins, sizeof v->wins);

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (v->seen[t] > 4)
      v->seen[t] = 4;
}

void
mj_view_build (const MjState *s,
               guint          seat,
               MjView        *v)
{
  g_return_if_fail (seat < MJ_N_SEATS);
  build (s, seat, TRUE, v);
}

void
mj_view_build_public (const MjState *s,
                      guint          seat,
                      MjView        *v)
{
  g_return_if_fail (seat < MJ_N_SEATS);
  build (s, seat, FALSE, v);
}

void
mj_view_unseen (const MjView *view,
                guint8       *unseen)
{
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    unseen[t] = mj_tileset_has_kind (view->rules->tileset, t) ? (guint8) (4 - MIN (view->seen[t], 4)) : 0;
}
