/* mj-refusal.c: the sentences of every refusal, and the GError that
 * carries one. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-refusal.h"

G_DEFINE_QUARK (mj-rules-error-quark, mj_rules_error)

static const char * const refusal_sentences[MJ_N_REFUSALS] = {
  [MJ_REFUSAL_NONE] = NULL,
  [MJ_REFUSAL_NOT_YOUR_TURN] = N_("It is not your turn to do that"),
  [MJ_REFUSAL_NOT_OFFERED] = N_("That is not possible at this moment"),
  [MJ_REFUSAL_NOT_HELD] = N_("You do not hold those tiles"),
  [MJ_REFUSAL_GAME_OVER] = N_("This hand is over"),
  [MJ_REFUSAL_FINISHED] = N_("You have already won this hand; you watch until it ends (blood battle)"),
  [MJ_REFUSAL_NOT_COMPLETE] = N_("This hand is not complete: a win needs sets and a pair"),
  [MJ_REFUSAL_PASS_LOCK] = N_("You passed a win since your last draw, so you cannot win on a discard until you draw again"),
  [MJ_REFUSAL_WALL_KONG] = N_("No kong now: the wall has no replacement tile left"),
  [MJ_REFUSAL_KONG_AFTER_CLAIM] = N_("No kong in a turn that began with a pung or chow: kong after your next draw"),
  [MJ_REFUSAL_EXCHANGE_SUIT] = N_("Pass three tiles of one suit"),
  [MJ_REFUSAL_MISSING_SUIT_DISCARD] = N_("You must discard the tiles of your missing suit first"),
  [MJ_REFUSAL_MISSING_SUIT_CLAIM] = N_("You cannot pung or kong a tile of your missing suit"),
  [MJ_REFUSAL_MISSING_SUIT_WIN] = N_("You cannot win while holding a tile of your missing suit"),
  [MJ_REFUSAL_THREE_SUITS_WIN] = N_("A winning hand must lack one suit"),
  [MJ_REFUSAL_PLAIN_NEEDS_KONG] = N_("A plain hand without a kong can only win by self-draw"),
  [MJ_REFUSAL_NOT_READY] = N_("Only a ready player may win: declare ready first"),
  [MJ_REFUSAL_READY_LOCKED] = N_("Your hand is locked after declaring ready: draw and discard only"),
  [MJ_REFUSAL_READY_NOT_TENPAI] = N_("You can declare ready only when one tile would complete your hand"),
  [MJ_REFUSAL_STANDING_DISCARD] = N_("A standing tile is never discarded face up; it leaves only in a pung, a kong or your ready declaration"),
  [MJ_REFUSAL_STANDING_READY] = N_("Ready is declared by putting one of your standing tiles face down"),
  [MJ_REFUSAL_STANDING_LAST] = N_("You must keep at least one standing tile and a tile you may discard"),
  [MJ_REFUSAL_PASS_PUNG] = N_("You declined to pung this tile once, so you cannot pung it for the rest of the hand"),
  [MJ_REFUSAL_NO_FAN] = N_("A win on a discard needs at least one fan"),
  [MJ_REFUSAL_CHOW_LEFT] = N_("You can chow only the discard of the player on your left"),
  [MJ_REFUSAL_LAST_DISCARD] = N_("The discard after the last tile can only be claimed for a win"),
  [MJ_REFUSAL_PUNG_NO_KONG] = N_("A tile you have punged cannot be konged from a discard; add it when you draw it"),
  [MJ_REFUSAL_DRAWN_TILE_ONLY] = N_("After declaring ready you discard the tile you have just drawn"),
  [MJ_REFUSAL_ROBBED_ONLY_WIN] = N_("A kong being added can only be robbed for a win"),
  [MJ_REFUSAL_DEAL_DEALER] = N_("The stacked deal of this hand names another dealer than the rules choose"),
  [MJ_REFUSAL_PASS_PUNG_DRAW] = N_("You declined to pung this tile, so you cannot pung it again before your next draw"),
};

const char *
mj_refusal_sentence (MjRefusal refusal)
{
  g_return_val_if_fail (refusal < MJ_N_REFUSALS, NULL);
  return refusal_sentences[refusal];
}

void
mj_set_refusal (GError   **error,
                MjRefusal  refusal)
{
  g_return_if_fail (refusal > MJ_REFUSAL_NONE && refusal < MJ_N_REFUSALS);
  g_set_error_literal (error, MJ_RULES_ERROR, (int) refusal, _(refusal_sentences[refusal]));
}
