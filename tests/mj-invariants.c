/* mj-invariants.c: the invariants of a match, checked with GLib's
 * assertions so that a test fails and a fuzz target reports a crash. */
#include "config.h"

#include "mj-context.h"
#include "mj-invariants.h"

void
mj_check_invariants (const MjState *s)
{
  guint counts[MJ_N_TILE_KINDS] = { 0 };
  int sum = 0, delta = 0;

  /* the state is one struct: an array run past its end writes into the
   * next field, where AddressSanitizer cannot see it, so the counts are
   * checked against their arrays first */
  g_assert_cmpuint (s->wall.head, <=, s->wall.tail);
  g_assert_cmpuint (s->wall.tail, <=, MJ_WALL_MAX);
  g_assert_cmpuint (s->n_payments, <=, MJ_MAX_PAYMENTS);
  g_assert_cmpuint (s->n_events, <=, MJ_MAX_EVENTS);
  g_assert_cmpuint (s->n_wins, <=, MJ_N_SEATS);
  g_assert_cmpuint (s->n_dice, <=, MJ_MAX_DICE);
  for (guint p = 0; p < MJ_N_SEATS; p++)
    {
      const MjPlayer *pl = &s->players[p];
      guint n = 0;

      g_assert_cmpuint (pl->n_discards, <=, MJ_MAX_DISCARDS);
      g_assert_cmpuint (pl->hand.n_melds, <=, MJ_HAND_MAX_MELDS);
      for (MjTile t = 0; t < MJ_N_KINDS; t++)
        n += pl->hand.counts[t];
      g_assert_cmpuint (n, ==, pl->hand.n_tiles);
    }

  for (guint i = s->wall.head; i < s->wall.tail; i++)
    counts[s->wall.tiles[i]]++;
  for (guint p = 0; p < MJ_N_SEATS; p++)
    {
      const MjPlayer *pl = &s->players[p];
      guint size;

      for (MjTile t = 0; t < MJ_N_KINDS; t++)
        {
          counts[t] += pl->hand.counts[t];
          g_assert_cmpuint (pl->standing[t], <=, pl->hand.counts[t]);
        }
      for (guint m = 0; m < pl->hand.n_melds; m++)
        {
          MjTile t[4];
          guint k = mj_meld_tiles (&pl->hand.melds[m], t);
          for (guint j = 0; j < k; j++)
            counts[t[j]]++;
        }
      for (guint d = 0; d < pl->n_discards; d++)
        if (!(pl->discards[d].flags & MJ_DISCARD_CLAIMED))
          counts[pl->discards[d].tile]++;
      for (guint f = 0; f < 8; f++)
        if (pl->flowers & (1u << f))
          counts[MJ_FIRST_FLOWER + f]++;

      /* 13 (16) tiles between turns, one more for the player on turn, for
       * a konger whose added kong may be robbed, and for the dealer before
       * play starts */
      size = pl->hand.n_tiles + 3u * pl->hand.n_melds;
      if ((s->phase == MJ_PHASE_HAND_OVER || s->phase == MJ_PHASE_MATCH_OVER) && s->n_turns == 0)
        /* the hand ended while the deal's flowers were replaced (八仙過海,
         * 七搶一): replacements still owed are never drawn */
        g_assert_cmpuint (size, <=, s->rules->hand_size + 1);
      else if (pl->finished || s->phase == MJ_PHASE_HAND_OVER || s->phase == MJ_PHASE_MATCH_OVER)
        g_assert_true (size == s->rules->hand_size || size == s->rules->hand_size + 1);
      else
        {
          guint want = s->rules->hand_size +
                       ((s->phase == MJ_PHASE_TURN && s->turn == p) ||
                        (s->phase == MJ_PHASE_ROB && s->claim_from == p) ||
                        ((s->phase == MJ_PHASE_EXCHANGE || s->phase == MJ_PHASE_CHOOSE_SUIT) && p == s->dealer));
          if (size != want)
            g_error ("hand %u, phase %d: %c holds %u tiles, not %u", s->hand_number, s->phase,
                     mj_seat_letter (p), size, want);
        }

      sum += s->scores[p];
      delta += s->hand_delta[p];
    }
  for (MjTile t = 0; t < MJ_N_TILE_KINDS; t++)
    {
      guint want = mj_tileset_has_kind (s->rules->tileset, t) ? mj_tile_copies (t) : 0;
      if (counts[t] != want)
        g_error ("hand %u: %u copies of %s accounted for, not %u", s->hand_number, counts[t],
                 mj_tile_to_string (t), want);
    }
  g_assert_cmpint (sum, ==, 0);
  g_assert_cmpint (delta, ==, 0);

  /* the game never describes a win that the calculator would refuse as
   * impossible */
  for (guint i = 0; i < s->n_wins; i++)
    {
      g_autoptr (GError) error = NULL;
      if (!mj_win_context_check (s->rules, &s->options, &s->wins[i].ctx, &error))
        {
          g_autofree char *hand = mj_hand_format (&s->wins[i].ctx.hand);
          g_error ("hand %u: the win of %c (%s + %s) has a context that cannot happen: %s", s->hand_number,
                   mj_seat_letter (s->wins[i].ctx.seat), hand,
                   s->wins[i].ctx.win_tile == MJ_TILE_NONE ? "flowers" : mj_tile_to_string (s->wins[i].ctx.win_tile),
                   error->message);
        }
    }
  for (guint i = 0; i < s->n_payments; i++)
    g_assert_cmpuint (s->payments[i].from, !=, s->payments[i].to);
}

void
mj_check_same_state (const MjState *a,
                     const MjState *b)
{
  g_assert_cmpmem (a->scores, sizeof a->scores, b->scores, sizeof b->scores);
  g_assert_cmpuint (a->hand_number, ==, b->hand_number);
  g_assert_cmpint (a->phase, ==, b->phase);
  g_assert_cmpmem (&a->wall, sizeof a->wall, &b->wall, sizeof b->wall);
  g_assert_cmpmem (a->players, sizeof a->players, b->players, sizeof b->players);
  g_assert_cmpuint (a->n_payments, ==, b->n_payments);
  g_assert_cmpmem (a->payments, sizeof (MjPayment) * a->n_payments, b->payments, sizeof (MjPayment) * b->n_payments);
  g_assert_cmpmem (a->rules_data, sizeof a->rules_data, b->rules_data, sizeof b->rules_data);
}

