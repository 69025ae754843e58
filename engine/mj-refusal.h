/* mj-refusal.h: every reason the engine can give for refusing an action
 * or a win, each with the one sentence that names its rule.  A rule set's
 * hooks and its score return these codes; nothing maps a sentence back to
 * its code. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Every reason the engine can give for refusing an action or a win.  Each
 * has one sentence (mj_refusal_sentence) that names the rule. */
typedef enum {
  MJ_REFUSAL_NONE = 0,
  MJ_REFUSAL_NOT_YOUR_TURN,
  MJ_REFUSAL_NOT_OFFERED,        /* the action is not possible at this moment */
  MJ_REFUSAL_NOT_HELD,           /* the tiles are not in the hand */
  MJ_REFUSAL_GAME_OVER,
  MJ_REFUSAL_FINISHED,           /* blood battle: this player has won already */
  MJ_REFUSAL_NOT_COMPLETE,       /* the hand does not form a winning shape */
  MJ_REFUSAL_PASS_LOCK,          /* passed a win since the last own draw */
  MJ_REFUSAL_WALL_KONG,          /* no replacement tile left for a kong */
  MJ_REFUSAL_KONG_AFTER_CLAIM,   /* no kong in a turn that began with a claim */
  MJ_REFUSAL_EXCHANGE_SUIT,      /* 换三张: three tiles of one suit */
  MJ_REFUSAL_MISSING_SUIT_DISCARD,
  MJ_REFUSAL_MISSING_SUIT_CLAIM,
  MJ_REFUSAL_MISSING_SUIT_WIN,
  MJ_REFUSAL_THREE_SUITS_WIN,    /* Sichuan without 定缺: at most two suits */
  MJ_REFUSAL_PLAIN_NEEDS_KONG,   /* Guizhou: a plain hand wins on a discard only with a 豆 */
  MJ_REFUSAL_NOT_READY,          /* Lisi: only a ready player may win */
  MJ_REFUSAL_READY_LOCKED,       /* after a ready declaration: draw and discard only */
  MJ_REFUSAL_READY_NOT_TENPAI,   /* a ready declaration must leave the hand ready */
  MJ_REFUSAL_STANDING_DISCARD,   /* Lisi: a standing tile is never discarded face up */
  MJ_REFUSAL_STANDING_READY,     /* Lisi: ready is declared with a standing tile */
  MJ_REFUSAL_STANDING_LAST,      /* Lisi: keep one standing tile and a legal discard */
  MJ_REFUSAL_PASS_PUNG,          /* Lisi: a pung declined once is never taken */
  MJ_REFUSAL_NO_FAN,             /* Qionghai: a discard win needs a fan */
  MJ_REFUSAL_CHOW_LEFT,          /* chow only from the player on the left */
  MJ_REFUSAL_LAST_DISCARD,       /* Taiwan: the discard after the last tile can only be won on */
  MJ_REFUSAL_PUNG_NO_KONG,       /* Taiwan: a punged tile is never konged from a discard */
  MJ_REFUSAL_DRAWN_TILE_ONLY,    /* after ready: discard the tile just drawn */
  MJ_REFUSAL_ROBBED_ONLY_WIN,    /* a kong being added can only be robbed for a win */
  MJ_REFUSAL_DEAL_DEALER,        /* a stacked later hand names another dealer than the rules */
  MJ_REFUSAL_PASS_PUNG_DRAW,     /* Lisi: a pung declined is not taken before the next draw */
  MJ_N_REFUSALS
} MjRefusal;

#define MJ_RULES_ERROR (mj_rules_error_quark ())
GQuark       mj_rules_error_quark   (void);

/* The sentence of a refusal, in English (the UI translates it). */
const char  *mj_refusal_sentence    (MjRefusal refusal);
/* A GError in MJ_RULES_ERROR, code = the refusal, message translated. */
void         mj_set_refusal         (GError   **error,
                                     MjRefusal  refusal);

G_END_DECLS
