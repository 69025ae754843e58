/* mj-score.c: win contexts and scores, the value types of mj-score.h. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-score.h"

char
mj_seat_letter (guint seat)
{
  return seat < MJ_N_SEATS ? "ESWN"[seat] : '?';
}

const char *
mj_seat_display_name (guint seat)
{
  switch (seat)
    {
    case MJ_SEAT_E:
      return C_("seat", "East");
    case MJ_SEAT_S:
      return C_("seat", "South");
    case MJ_SEAT_W:
      return C_("seat", "West");
    case MJ_SEAT_N:
      return C_("seat", "North");
    default:
      return "?";
    }
}

gboolean
mj_seat_parse (const char *text,
               guint      *out)
{
  const char *letters = "ESWN";
  const char *p;

  if (text == NULL || text[0] == '\0' || text[1] != '\0')
    return FALSE;
  p = strchr (letters, g_ascii_toupper (text[0]));
  if (p == NULL)
    return FALSE;
  *out = (guint) (p - letters);
  return TRUE;
}

void
mj_win_context_init (MjWinContext *ctx)
{
  memset (ctx, 0, sizeof *ctx);
  mj_hand_init (&ctx->hand);
  ctx->win_tile = MJ_TILE_NONE;
  ctx->seat = MJ_SEAT_S;
  ctx->dealer = MJ_SEAT_E;
  ctx->from = MJ_SEAT_NONE;
  ctx->kong_feeder = MJ_SEAT_NONE;
  ctx->dealer_streak = 1;
  /* the winds of a dealer who is East, as a context that names none has */
  ctx->seat_wind = (guint8) mj_seat_distance (ctx->dealer, ctx->seat);
  ctx->missing_suit = -1;
  ctx->flipped = MJ_TILE_NONE;
  ctx->bao = MJ_SEAT_NONE;
}

void
mj_score_init (MjScore *score)
{
  memset (score, 0, sizeof *score);
  score->legal = TRUE;
  /* a leg is about the winner unless the rule set says whom */
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      score->why[i].seat = MJ_SEAT_NONE;
      score->why[i].tile = MJ_TILE_NONE;
    }
}

void
mj_score_add (MjScore    *score,
              const char *id,
              int         value)
{
  for (guint i = 0; i < score->n_patterns; i++)
    if (strcmp (score->patterns[i].id, id) == 0)
      {
        score->patterns[i].value += value;
        return;
      }
  g_return_if_fail (score->n_patterns < MJ_SCORE_MAX_PATTERNS);
  score->patterns[score->n_patterns].id = id;
  score->patterns[score->n_patterns].value = value;
  score->n_patterns++;
}

void
mj_score_add_optional (MjScore    *score,
                       const char *id,
                       int         value)
{
  if (value > 0)
    mj_score_add (score, id, value);
}

int
mj_score_patterns_total (const MjScore *score)
{
  int total = 0;

  for (guint i = 0; i < score->n_patterns; i++)
    total += score->patterns[i].value;
  return total;
}

void
mj_score_refuse (MjScore   *score,
                 MjRefusal  refusal)
{
  g_return_if_fail (refusal > MJ_REFUSAL_NONE && refusal < MJ_N_REFUSALS);

  score->legal = FALSE;
  score->refusal = refusal;
  score->reason = mj_refusal_sentence (refusal);
  memset (score->payments, 0, sizeof score->payments);
}

void
mj_score_pay (MjScore *score,
              guint    from,
              guint    to,
              int      amount)
{
  g_return_if_fail (from < MJ_N_SEATS && to < MJ_N_SEATS);
  score->payments[from] -= amount;
  score->payments[to] += amount;
}

void
mj_score_pay_why (MjScore               *score,
                  guint                  from,
                  guint                  to,
                  int                    amount,
                  const MjPaymentReason *why)
{
  g_return_if_fail (from < MJ_N_SEATS && to < MJ_N_SEATS && why != NULL);
  mj_score_pay (score, from, to, amount);
  score->why[from] = *why;
}

int
mj_score_find (const MjScore *score,
               const char    *id)
{
  for (guint i = 0; i < score->n_patterns; i++)
    if (strcmp (score->patterns[i].id, id) == 0)
      return (int) i;
  return -1;
}
