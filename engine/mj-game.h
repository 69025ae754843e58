/* mj-game.h: MjGame, the GObject facade over the state machine of a
 * match: actions in (mj_game_submit_action), signals out.  Each seat reads
 * what it may see through mj_game_get_view. */
#pragma once

#include <glib-object.h>

#include "mj-action.h"
#include "mj-rules.h"
#include "mj-state.h"
#include "mj-view.h"

G_BEGIN_DECLS

#define MJ_TYPE_GAME (mj_game_get_type ())
G_DECLARE_FINAL_TYPE (MjGame, mj_game, MJ, GAME, GObject)

MjGame          *mj_game_new               (const MjRules       *rules,
                                            const MjOptions     *options,
                                            guint64              seed,
                                            MjMatchLength        length_kind,
                                            guint                length);
/* A stacked deal for the first hand instead of a shuffle (tests, bug
 * reports); call before mj_game_start.  The deal is copied. */
void             mj_game_set_stacked_deal  (MjGame              *self,
                                            const MjStackedDeal *deal);
/* A stacked deal for the hand after the last one stacked (hands 2, 3, …
 * of a scenario); call before mj_game_start, after the first.  Each must
 * name the dealer the rules choose for its hand, or starting that hand is
 * refused (MJ_REFUSAL_DEAL_DEALER).  The deal is copied. */
void             mj_game_add_stacked_deal  (MjGame              *self,
                                            const MjStackedDeal *deal);
/* Seats (bit per seat) asked to answer every discard and added kong,
 * even with nothing but a pass to give: with several people at one
 * screen, nobody then learns from the table who could claim.  Call before
 * mj_game_start; a record keeps it. */
void             mj_game_set_ask_all       (MjGame              *self,
                                            guint                seats);
guint            mj_game_get_ask_all       (MjGame              *self);
/* Deals the first hand. */
void             mj_game_start             (MjGame              *self);

const MjRules   *mj_game_get_rules         (MjGame              *self);
const MjOptions *mj_game_get_options       (MjGame              *self);
guint64          mj_game_get_seed          (MjGame              *self);
MjPhase          mj_game_get_phase         (MjGame              *self);
guint            mj_game_get_turn          (MjGame              *self);
guint            mj_game_get_hand_number   (MjGame              *self);
/* Seats that must act now, as a bit mask. */
guint            mj_game_get_pending       (MjGame              *self);
int              mj_game_get_score         (MjGame              *self,
                                            guint                seat);
const MjStackedDeal *mj_game_get_stacked_deal (MjGame           *self);
/* The stacked deals of hands 2, 3, … (n_deals of them), or NULL. */
const MjStackedDeal *mj_game_get_later_deals (MjGame            *self,
                                              guint             *n_deals);
MjMatchLength    mj_game_get_length        (MjGame              *self,
                                            guint               *length);

/* What one seat may see now. */
void             mj_game_get_view          (MjGame              *self,
                                            guint                seat,
                                            MjView              *view);
/* Everything, hidden tiles included: for records, replays of finished
 * hands, the end-of-hand dialog and tests — never for a player's
 * decisions. */
const MjState   *mj_game_get_state         (MjGame              *self);

guint            mj_game_legal_actions     (MjGame              *self,
                                            guint                seat,
                                            MjAction            *out,
                                            guint                max);
/* Applies a legal action or fails with a MJ_RULES_ERROR whose message a
 * player can read, leaving the game untouched. */
gboolean         mj_game_submit_action     (MjGame              *self,
                                            const MjAction      *action,
                                            GError             **error);
/* Puts the game back (or forward) to `state`, a copy of this game's own
 * state taken at another point (mj_game_get_state), reached by the
 * `n_history` actions of `history`: a replay steps back without playing
 * the match again from its start.  Emits "state-reset". */
void             mj_game_restore           (MjGame              *self,
                                            const MjState       *state,
                                            const MjAction      *history,
                                            guint                n_history);
/* The actions submitted so far (the record). */
const MjAction  *mj_game_get_history       (MjGame              *self,
                                            guint               *n_actions);

G_END_DECLS
