/* mj-calculator.c: the hand calculator's hand and situation, and the win
 * valued under a rule set by the engine's one reading of a win
 * (mj_win_context_read) and the rule set's own score.  Building refuses
 * only what cannot be entered at all (a fifth copy, a chow that is no
 * chow); whether the win can happen is the context check's to say. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-calculator.h"

G_DEFINE_QUARK (mj-calculator-error-quark, mj_calculator_error)

void
mj_calculator_init (MjCalculator *calc)
{
  g_return_if_fail (calc != NULL);

  mj_win_context_init (&calc->ctx);
  calc->ctx.self_drawn = TRUE;
  calc->given = 0;
}

guint
mj_calculator_size (const MjCalculator *calc)
{
  g_return_val_if_fail (calc != NULL, 0);
  return calc->ctx.hand.n_tiles + 3u * calc->ctx.hand.n_melds;
}

guint
mj_calculator_copies (const MjCalculator *calc,
                      MjTile              tile)
{
  g_return_val_if_fail (calc != NULL, 0);

  if (tile >= MJ_N_KINDS)
    return mj_tile_is_flower (tile) ? (calc->ctx.flowers >> (tile - MJ_FIRST_FLOWER)) & 1u : 0;
  return mj_hand_count_all (&calc->ctx.hand, tile) + (calc->ctx.win_tile == tile);
}

static gboolean
refuse_flower (MjTile    tile,
               GError  **error)
{
  g_set_error (error, MJ_CALCULATOR_ERROR, MJ_CALCULATOR_ERROR_FLOWER,
               _("%s is a flower: it is set aside, never part of a hand, a meld or the winning tile"),
               mj_tile_display_name (tile));
  return FALSE;
}

/* Room for `n` more copies of `tile`, and `size` more tiles in the hand. */
static gboolean
has_room (const MjCalculator  *calc,
          MjTile               tile,
          guint                n,
          guint                size,
          GError             **error)
{
  if (mj_calculator_copies (calc, tile) + n > 4)
    {
      g_set_error (error, MJ_CALCULATOR_ERROR, MJ_CALCULATOR_ERROR_COPIES,
                   _("There are four %s in a set, and the hand would hold more"), mj_tile_display_name (tile));
      return FALSE;
    }
  if (mj_calculator_size (calc) + size > MJ_CALCULATOR_MAX_TILES)
    {
      g_set_error (error, MJ_CALCULATOR_ERROR, MJ_CALCULATOR_ERROR_SIZE,
                   _("No rule set's hand holds more than %u tiles besides the winning tile (a meld counts "
                     "three)"), MJ_CALCULATOR_MAX_TILES);
      return FALSE;
    }
  return TRUE;
}

gboolean
mj_calculator_add_tile (MjCalculator  *calc,
                        MjTile         tile,
                        GError       **error)
{
  g_return_val_if_fail (calc != NULL && mj_tile_is_valid (tile), FALSE);

  if (mj_tile_is_flower (tile))
    return refuse_flower (tile, error);
  if (!has_room (calc, tile, 1, 1, error))
    return FALSE;
  mj_hand_add (&calc->ctx.hand, tile);
  return TRUE;
}

gboolean
mj_calculator_add_meld (MjCalculator  *calc,
                        MjMeldType     type,
                        MjTile         tile,
                        GError       **error)
{
  MjMeld meld = { (guint8) type, tile, MJ_TILE_NONE, MJ_SEAT_NONE };

  g_return_val_if_fail (calc != NULL && mj_tile_is_valid (tile), FALSE);
  g_return_val_if_fail (type >= MJ_MELD_CHOW && type <= MJ_MELD_KONG_CONCEALED, FALSE);

  if (mj_tile_is_flower (tile))
    return refuse_flower (tile, error);
  if (calc->ctx.hand.n_melds >= MJ_HAND_MAX_MELDS)
    {
      g_set_error (error, MJ_CALCULATOR_ERROR, MJ_CALCULATOR_ERROR_SIZE,
                   _("No rule set's hand holds more than %u melds"), MJ_HAND_MAX_MELDS);
      return FALSE;
    }
  if (type == MJ_MELD_CHOW)
    {
      if (!mj_tile_is_suited (tile))
        {
          g_set_error (error, MJ_CALCULATOR_ERROR, MJ_CALCULATOR_ERROR_MELD,
                       _("A chow is three tiles in a row of one suit, and %s is an honour"),
                       mj_tile_display_name (tile));
          return FALSE;
        }
      if (mj_tile_rank (tile) > 7)
        {
          g_set_error (error, MJ_CALCULATOR_ERROR, MJ_CALCULATOR_ERROR_MELD,
                       _("A chow is three tiles in a row, named by its lowest: no chow starts at %s"),
                       mj_tile_display_name (tile));
          return FALSE;
        }
      for (guint i = 0; i < 3; i++)
        if (!has_room (calc, tile + i, 1, i == 0 ? 3 : 0, error))
          return FALSE;
    }
  else if (!has_room (calc, tile, mj_meld_size (&meld), 3, error))
    return FALSE;
  mj_hand_add_meld (&calc->ctx.hand, &meld);
  return TRUE;
}

gboolean
mj_calculator_set_meld_from (MjCalculator  *calc,
                             guint          index,
                             guint          seat,
                             GError       **error)
{
  MjMeld *meld;

  g_return_val_if_fail (calc != NULL, FALSE);
  g_return_val_if_fail (index < calc->ctx.hand.n_melds, FALSE);
  g_return_val_if_fail (seat < MJ_N_SEATS || seat == MJ_SEAT_NONE, FALSE);

  meld = &calc->ctx.hand.melds[index];
  if (meld->type == MJ_MELD_KONG_CONCEALED && seat != MJ_SEAT_NONE)
    {
      g_set_error_literal (error, MJ_CALCULATOR_ERROR, MJ_CALCULATOR_ERROR_SOURCE,
                           _("A concealed kong is made of the player's own tiles: it was claimed from nobody"));
      return FALSE;
    }
  meld->from = (guint8) seat;
  return TRUE;
}

guint
mj_calculator_liable (const MjCalculator *calc,
                      const MjRules      *rules,
                      const MjOptions    *options)
{
  const MjHand *hand;
  guint need, seat;
  guint claims[MJ_N_SEATS] = { 0 };
  MjOptions defaults;

  g_return_val_if_fail (calc != NULL && rules != NULL, MJ_SEAT_NONE);

  if (options == NULL)
    {
      mj_options_init_defaults (rules, &defaults);
      options = &defaults;
    }
  need = mj_rules_liable_claims (rules, options, calc->ctx.self_drawn);
  if (need == 0 || (calc->given & MJ_CONTEXT_KEY_BAO))
    return MJ_SEAT_NONE;
  /* as the game counts a winner's claims (an added kong upgrades a claim
   * already counted; a concealed kong is none) */
  hand = &calc->ctx.hand;
  for (guint i = 0; i < hand->n_melds; i++)
    if (hand->melds[i].type != MJ_MELD_KONG_CONCEALED && hand->melds[i].from < MJ_N_SEATS)
      claims[hand->melds[i].from]++;
  /* a threshold under three could make two liable: the first after the
   * winner is, as in the game */
  for (guint d = 1; d < MJ_N_SEATS; d++)
    {
      seat = (calc->ctx.seat + d) % MJ_N_SEATS;
      if (claims[seat] >= need)
        return seat;
    }
  return MJ_SEAT_NONE;
}

guint
mj_calculator_kong_feeder (const MjCalculator *calc)
{
  const MjHand *hand;
  guint feeder = MJ_SEAT_NONE;

  g_return_val_if_fail (calc != NULL, MJ_SEAT_NONE);

  if (!calc->ctx.self_drawn || (calc->given & MJ_CONTEXT_KEY_FROM) ||
      !(calc->given & (MJ_CONTEXT_KEY_AFTER_KONG | MJ_CONTEXT_KEY_AFTER_FLOWER)) || !calc->ctx.after_kong ||
      ((calc->given & MJ_CONTEXT_KEY_AFTER_FLOWER) && calc->ctx.after_flower))
    return MJ_SEAT_NONE;
  /* which kong the replacement was for is known only when every kong
   * of the hand was claimed from one and the same player's discard: a
   * concealed or an added kong could have been the last */
  hand = &calc->ctx.hand;
  for (guint i = 0; i < hand->n_melds; i++)
    {
      const MjMeld *m = &hand->melds[i];

      if (!mj_meld_is_kong (m))
        continue;
      if (m->type != MJ_MELD_KONG_EXPOSED || m->from >= MJ_N_SEATS || (feeder != MJ_SEAT_NONE && m->from != feeder))
        return MJ_SEAT_NONE;
      feeder = m->from;
    }
  return feeder;
}

gboolean
mj_calculator_is_flower_win (const MjCalculator *calc)
{
  g_return_val_if_fail (calc != NULL, FALSE);
  return calc->ctx.win_tile == MJ_TILE_NONE && calc->ctx.flowers == 0xff;
}

gboolean
mj_calculator_remove_tile (MjCalculator *calc,
                           MjTile        tile)
{
  g_return_val_if_fail (calc != NULL, FALSE);

  if (tile >= MJ_N_KINDS || calc->ctx.hand.counts[tile] == 0)
    return FALSE;
  mj_hand_remove (&calc->ctx.hand, tile);
  return TRUE;
}

gboolean
mj_calculator_remove_meld (MjCalculator *calc,
                           guint         index)
{
  MjHand *hand;

  g_return_val_if_fail (calc != NULL, FALSE);

  hand = &calc->ctx.hand;
  if (index >= hand->n_melds)
    return FALSE;
  for (guint i = index; i + 1 < hand->n_melds; i++)
    hand->melds[i] = hand->melds[i + 1];
  hand->n_melds--;
  return TRUE;
}

gboolean
mj_calculator_set_win_tile (MjCalculator  *calc,
                            MjTile         tile,
                            GError       **error)
{
  g_return_val_if_fail (calc != NULL, FALSE);

  if (tile == MJ_TILE_NONE)
    {
      calc->ctx.win_tile = MJ_TILE_NONE;
      return TRUE;
    }
  g_return_val_if_fail (mj_tile_is_valid (tile), FALSE);
  if (mj_tile_is_flower (tile))
    return refuse_flower (tile, error);
  /* the winning tile replaces the one chosen before */
  if (tile != calc->ctx.win_tile && mj_hand_count_all (&calc->ctx.hand, tile) >= 4)
    {
      g_set_error (error, MJ_CALCULATOR_ERROR, MJ_CALCULATOR_ERROR_COPIES,
                   _("There are four %s in a set, and the hand would hold more"), mj_tile_display_name (tile));
      return FALSE;
    }
  calc->ctx.win_tile = tile;
  return TRUE;
}

gboolean
mj_calculator_toggle_flower (MjCalculator  *calc,
                             MjTile         tile,
                             GError       **error)
{
  g_return_val_if_fail (calc != NULL && mj_tile_is_valid (tile), FALSE);

  if (!mj_tile_is_flower (tile))
    {
      g_set_error (error, MJ_CALCULATOR_ERROR, MJ_CALCULATOR_ERROR_FLOWER,
                   _("%s is not a flower"), mj_tile_display_name (tile));
      return FALSE;
    }
  calc->ctx.flowers ^= (guint8) (1u << (tile - MJ_FIRST_FLOWER));
  if (calc->ctx.flowers)
    calc->given |= MJ_CONTEXT_KEY_FLOWERS;
  else
    calc->given &= ~MJ_CONTEXT_KEY_FLOWERS;
  return TRUE;
}

void
mj_calculator_set_self_drawn (MjCalculator *calc,
                              gboolean      self_drawn)
{
  g_return_if_fail (calc != NULL);
  calc->ctx.self_drawn = self_drawn;
}

void
mj_calculator_set_key (MjCalculator  *calc,
                       MjContextKeys  key,
                       int            value)
{
  MjWinContext *ctx;

  g_return_if_fail (calc != NULL && key != MJ_CONTEXT_KEY_FLOWERS);
  /* one key at a time */
  g_return_if_fail (key != 0 && (key & (key - 1)) == 0);

  ctx = &calc->ctx;
  switch (key)
    {
    case MJ_CONTEXT_KEY_SEAT:
      ctx->seat = (guint8) CLAMP (value, 0, MJ_N_SEATS - 1);
      break;
    case MJ_CONTEXT_KEY_DEALER:
      ctx->dealer = (guint8) CLAMP (value, 0, MJ_N_SEATS - 1);
      break;
    case MJ_CONTEXT_KEY_FROM:
      /* on a kong's replacement from= names its feeder (the writer
       * chooses which field to say) */
      ctx->from = ctx->kong_feeder = (guint8) CLAMP (value, 0, MJ_N_SEATS - 1);
      break;
    case MJ_CONTEXT_KEY_SEAT_WIND:
      ctx->seat_wind = (guint8) CLAMP (value, 0, MJ_N_SEATS - 1);
      break;
    case MJ_CONTEXT_KEY_ROUND_WIND:
      ctx->round_wind = (guint8) CLAMP (value, 0, MJ_N_SEATS - 1);
      break;
    case MJ_CONTEXT_KEY_BAO:
      ctx->bao = (guint8) CLAMP (value, 0, MJ_N_SEATS - 1);
      break;
    case MJ_CONTEXT_KEY_DEALER_STREAK:
      ctx->dealer_streak = (guint) CLAMP (value, 1, 1000);
      break;
    case MJ_CONTEXT_KEY_AFTER_KONG:
      ctx->after_kong = value != 0;
      break;
    case MJ_CONTEXT_KEY_AFTER_FLOWER:
      ctx->after_flower = value != 0;
      break;
    case MJ_CONTEXT_KEY_AFTER_KONG_DISCARD:
      ctx->after_kong_discard = value != 0;
      break;
    case MJ_CONTEXT_KEY_ROBBING_KONG:
      ctx->robbing_kong = value != 0;
      break;
    case MJ_CONTEXT_KEY_LAST_TILE:
      ctx->last_tile = value != 0;
      break;
    case MJ_CONTEXT_KEY_FIRST_TURN:
      ctx->first_turn = value != 0;
      break;
    case MJ_CONTEXT_KEY_MISSING_SUIT:
      ctx->missing_suit = (gint8) CLAMP (value, MJ_SUIT_M, MJ_SUIT_S);
      break;
    case MJ_CONTEXT_KEY_READY_DECLARED:
      ctx->ready = (guint8) CLAMP (value, MJ_READY_NONE, MJ_READY_TIANTING);
      break;
    case MJ_CONTEXT_KEY_FLIPPED:
      ctx->flipped = value >= 0 && value < MJ_N_KINDS ? (MjTile) value : MJ_TILE_NONE;
      break;
    case MJ_CONTEXT_KEY_FINISHED:
      ctx->finished = (guint8) (value & 0xf);
      break;
    default:
      g_return_if_reached ();
    }
  calc->given |= key;
}

void
mj_calculator_unset_key (MjCalculator  *calc,
                         MjContextKeys  key)
{
  g_return_if_fail (calc != NULL && key != MJ_CONTEXT_KEY_FLOWERS);
  calc->given &= ~key;
}

gboolean
mj_calculator_key_applies (const MjCalculator *calc,
                           MjContextKeys       key)
{
  const MjWinContext *ctx;
  gboolean after_kong, after_flower;

  g_return_val_if_fail (calc != NULL, FALSE);

  ctx = &calc->ctx;
  /* a replacement is one when it is given (its default is none) */
  after_kong = (calc->given & (MJ_CONTEXT_KEY_AFTER_KONG | MJ_CONTEXT_KEY_AFTER_FLOWER)) && ctx->after_kong;
  after_flower = (calc->given & MJ_CONTEXT_KEY_AFTER_FLOWER) && ctx->after_flower;
  switch (key)
    {
    case MJ_CONTEXT_KEY_FROM:
      /* a discarder, or on a kong's replacement who fed the kong */
      return !ctx->self_drawn || (after_kong && !after_flower);
    case MJ_CONTEXT_KEY_AFTER_KONG:
      return ctx->self_drawn;
    case MJ_CONTEXT_KEY_AFTER_FLOWER:
      /* the replacement of a kong's replacement that was a flower */
      return ctx->self_drawn && after_kong;
    case MJ_CONTEXT_KEY_AFTER_KONG_DISCARD:
    case MJ_CONTEXT_KEY_ROBBING_KONG:
      return !ctx->self_drawn;
    default:
      return TRUE;
    }
}

/* The context as the person gave it, before any rule set's defaults;
 * *liable gets the liable player the melds' sources make and *feeder
 * the kong's feeder they name (or MJ_SEAT_NONE), put in ctx->bao and
 * ctx->kong_feeder as though given. */
static MjContextKeys
fitted (const MjCalculator *calc,
        const MjRules      *rules,
        const MjOptions    *options,
        MjWinContext       *ctx,
        guint              *liable,
        guint              *feeder)
{
  MjContextKeys taken;

  *ctx = calc->ctx;
  /* a key not given says nothing a rule set could lack */
  if (!(calc->given & MJ_CONTEXT_KEY_FLOWERS))
    ctx->flowers = 0;
  if (!(calc->given & MJ_CONTEXT_KEY_AFTER_FLOWER))
    ctx->after_flower = FALSE;
  if (!(calc->given & MJ_CONTEXT_KEY_MISSING_SUIT))
    ctx->missing_suit = -1;
  if (!(calc->given & MJ_CONTEXT_KEY_READY_DECLARED))
    ctx->ready = MJ_READY_NONE;
  if (!(calc->given & MJ_CONTEXT_KEY_FLIPPED))
    ctx->flipped = MJ_TILE_NONE;
  if (!(calc->given & MJ_CONTEXT_KEY_FINISHED))
    ctx->finished = 0;
  if (!(calc->given & MJ_CONTEXT_KEY_BAO))
    ctx->bao = MJ_SEAT_NONE;
  if (!(calc->given & MJ_CONTEXT_KEY_FROM))
    ctx->from = ctx->kong_feeder = MJ_SEAT_NONE;
  /* what means nothing in this situation (its control is insensitive)
   * is no part of it: a discarder on a self-draw, a robbed kong on it */
  if (!mj_calculator_key_applies (calc, MJ_CONTEXT_KEY_AFTER_KONG))
    ctx->after_kong = FALSE;
  if (!mj_calculator_key_applies (calc, MJ_CONTEXT_KEY_AFTER_FLOWER))
    ctx->after_flower = FALSE;
  if (!mj_calculator_key_applies (calc, MJ_CONTEXT_KEY_AFTER_KONG_DISCARD))
    ctx->after_kong_discard = FALSE;
  if (!mj_calculator_key_applies (calc, MJ_CONTEXT_KEY_ROBBING_KONG))
    ctx->robbing_kong = FALSE;
  if (!mj_calculator_key_applies (calc, MJ_CONTEXT_KEY_FROM))
    ctx->from = ctx->kong_feeder = MJ_SEAT_NONE;
  /* from= on a self-draw names the kong's feeder */
  else if (ctx->self_drawn)
    ctx->from = MJ_SEAT_NONE;
  else
    ctx->kong_feeder = MJ_SEAT_NONE;
  /* the kong's feeder, from whom it was claimed, when From is not given */
  *feeder = mj_calculator_kong_feeder (calc);
  if (*feeder != MJ_SEAT_NONE)
    ctx->kong_feeder = (guint8) *feeder;
  taken = mj_win_context_fit (rules, options, ctx);
  /* after the fit: a rule set without 包 has no liable player to find */
  *liable = mj_calculator_liable (calc, rules, options);
  if (*liable != MJ_SEAT_NONE)
    ctx->bao = (guint8) *liable;
  return taken;
}

char **
mj_calculator_keys (const MjCalculator *calc,
                    const MjRules      *rules,
                    const MjOptions    *options,
                    MjContextKeys      *taken)
{
  MjWinContext ctx;
  MjContextKeys out, said;
  guint liable, feeder;

  g_return_val_if_fail (calc != NULL && rules != NULL, NULL);

  out = fitted (calc, rules, options, &ctx, &liable, &feeder);
  if (taken)
    *taken = out;
  /* what was taken is not said, but a ready declaration taken down to a
   * plain one still is */
  if (ctx.ready != MJ_READY_NONE)
    out &= ~MJ_CONTEXT_KEY_READY_DECLARED;
  said = calc->given & ~out;
  /* the melds' sources have no notation: the liable player they make is
   * said as the key the command line takes */
  if (liable != MJ_SEAT_NONE)
    said |= MJ_CONTEXT_KEY_BAO;
  if (feeder != MJ_SEAT_NONE)
    said |= MJ_CONTEXT_KEY_FROM;
  return mj_win_context_write (&ctx, said);
}

char **
mj_calculator_arguments (const MjCalculator *calc,
                         const MjRules      *rules,
                         const MjOptions    *options)
{
  g_auto (GStrv) keys = NULL;
  GPtrArray *args = g_ptr_array_new ();

  g_return_val_if_fail (calc != NULL && rules != NULL, NULL);

  keys = mj_calculator_keys (calc, rules, options, NULL);
  g_ptr_array_add (args, g_strdup ("--rules"));
  g_ptr_array_add (args, g_strdup (rules->id));
  /* the house options the win was valued with, those that differ */
  for (guint i = 0; options && i < rules->n_options; i++)
    if (options->values[i] != rules->options[i].default_value)
      {
        g_autofree char *value = mj_options_format_value (rules, options, i);

        g_ptr_array_add (args, g_strdup ("--option"));
        g_ptr_array_add (args, g_strdup_printf ("%s=%s", rules->options[i].id, value));
      }
  if (calc->ctx.win_tile != MJ_TILE_NONE)
    {
      g_ptr_array_add (args, g_strdup ("--win"));
      g_ptr_array_add (args, g_strdup (mj_tile_to_string (calc->ctx.win_tile)));
    }
  g_ptr_array_add (args, g_strdup (calc->ctx.self_drawn ? "--self-drawn" : "--discard"));
  for (guint i = 0; keys[i]; i++)
    {
      g_ptr_array_add (args, g_strdup ("--context"));
      g_ptr_array_add (args, g_strdup (keys[i]));
    }
  g_ptr_array_add (args, mj_hand_format (&calc->ctx.hand));
  g_ptr_array_add (args, NULL);
  return (char **) g_ptr_array_free (args, FALSE);
}

gboolean
mj_calculator_value (const MjCalculator *calc,
                     const MjRules      *rules,
                     const MjOptions    *options,
                     MjWinContext       *ctx,
                     MjScore            *score,
                     MjContextKeys      *taken,
                     GError            **error)
{
  g_auto (GStrv) keys = NULL;
  MjOptions defaults;

  g_return_val_if_fail (calc != NULL && rules != NULL && ctx != NULL && score != NULL, FALSE);

  mj_score_init (score);
  if (options == NULL)
    {
      mj_options_init_defaults (rules, &defaults);
      options = &defaults;
    }
  keys = mj_calculator_keys (calc, rules, options, taken);
  if (calc->ctx.win_tile == MJ_TILE_NONE && !mj_calculator_is_flower_win (calc))
    {
      *ctx = calc->ctx;
      g_set_error (error, MJ_CALCULATOR_ERROR, MJ_CALCULATOR_ERROR_NO_WIN,
                   _("Choose the winning tile: the hand is valued with it"));
      return FALSE;
    }
  /* as `sparrow-cli score` reads the same keys, but a refusal says the
   * situation as the window's controls do: the person typed no key */
  if (!mj_win_context_read_in_words (rules, options, &calc->ctx.hand, calc->ctx.win_tile, calc->ctx.self_drawn,
                                     (const char * const *) keys, ctx, NULL, error))
    return FALSE;
  /* the reader leaves a win without a winning tile unchecked (the rule
   * book's), and only a rule set whose flowers win alone can score one */
  if (ctx->win_tile == MJ_TILE_NONE && !mj_win_context_check_in_words (rules, options, ctx, error))
    return FALSE;
  rules->score (rules, options, ctx, score);
  return TRUE;
}
