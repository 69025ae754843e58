/* mj-context.h: the context of one win as the rules README writes it
 * (KEY[=VALUE]: seat=W, after-kong, flowers=1f5f …), read in one place for
 * the command line, the rule book and the hand calculator; and the check
 * that a context, its hand and its rule set describe a win that can
 * happen at a table (mj-context-check.c). */
#pragma once

#include <glib.h>

#include "mj-rules.h"
#include "mj-score.h"

G_BEGIN_DECLS

#define MJ_CONTEXT_ERROR (mj_context_error_quark ())

typedef enum {
  MJ_CONTEXT_ERROR_KEY,       /* a key the rules README does not define */
  MJ_CONTEXT_ERROR_VALUE,     /* a value its key does not take */
  MJ_CONTEXT_ERROR_RULES,     /* the rule set has no such thing: flowers in Sichuan, a chow in Lisi */
  MJ_CONTEXT_ERROR_HAND,      /* the hand cannot be: its size, its tiles, a fifth copy */
  MJ_CONTEXT_ERROR_CONFLICT,  /* keys that contradict each other or the hand */
} MjContextError;

GQuark       mj_context_error_quark   (void);

/* The keys of the rules README, one bit each: which ones a context gave. */
typedef enum {
  MJ_CONTEXT_KEY_SEAT               = 1 << 0,
  MJ_CONTEXT_KEY_DEALER             = 1 << 1,
  MJ_CONTEXT_KEY_FROM               = 1 << 2,
  MJ_CONTEXT_KEY_DEALER_STREAK      = 1 << 3,
  MJ_CONTEXT_KEY_AFTER_KONG         = 1 << 4,
  MJ_CONTEXT_KEY_AFTER_FLOWER       = 1 << 5,
  MJ_CONTEXT_KEY_AFTER_KONG_DISCARD = 1 << 6,
  MJ_CONTEXT_KEY_ROBBING_KONG       = 1 << 7,
  MJ_CONTEXT_KEY_LAST_TILE          = 1 << 8,
  MJ_CONTEXT_KEY_FIRST_TURN         = 1 << 9,
  MJ_CONTEXT_KEY_SEAT_WIND          = 1 << 10,
  MJ_CONTEXT_KEY_ROUND_WIND         = 1 << 11,
  MJ_CONTEXT_KEY_FLOWERS            = 1 << 12,
  MJ_CONTEXT_KEY_MISSING_SUIT       = 1 << 13,
  MJ_CONTEXT_KEY_READY_DECLARED     = 1 << 14,
  MJ_CONTEXT_KEY_FLIPPED            = 1 << 15,
  MJ_CONTEXT_KEY_FINISHED           = 1 << 16,
  MJ_CONTEXT_KEY_BAO                = 1 << 17,
} MjContextKeys;

/* Reads KEY[=VALUE] strings (NULL-terminated; empty strings are skipped)
 * into `ctx`, whose hand, winning tile and self_drawn the caller has set,
 * then fills the README's defaults of the keys not given: the winner's
 * seat wind as the rule set seats the dealer, its default ready
 * declaration, the discarder before the winner on a discard.  On a
 * self-draw, from= with after-kong names who fed the kong.  `options` may
 * be NULL (the rule set's defaults); `given`, when not NULL, gets the keys
 * that were given.  A bad key or value is an MJ_CONTEXT_ERROR naming the
 * key and what it takes; nothing is checked against the hand here (see
 * mj_win_context_check). */
gboolean     mj_win_context_parse     (const MjRules       *rules,
                                       const MjOptions     *options,
                                       const char * const  *keys,
                                       MjWinContext        *ctx,
                                       MjContextKeys       *given,
                                       GError             **error);

/* The keys of `ctx` that `keys` names, written as mj_win_context_parse
 * reads them ("seat=W", "after-kong", "flowers=3f7f"): the grammar both
 * ways, so that a context a program made (the hand calculator) is read by
 * the one reader, with each rule set's defaults for the keys not written.
 * A key whose field holds nothing (no flowers, no flipped tile, no
 * discarder) is left out.  NULL-terminated. */
char       **mj_win_context_write     (const MjWinContext  *ctx,
                                       MjContextKeys        keys);

/* Takes from `ctx` what `rules` with `options` (NULL: the defaults) does
 * not play with: flowers and a flower's replacement, a missing suit, a
 * ready declaration (地聽 and 天聽 become a plain one where only that
 * exists), a flipped tile, the winners before this one, a liable player.
 * Returns the keys it changed.  A win told for one rule set is so valued
 * by another (the rule book's "under the other rule sets", the hand
 * calculator). */
MjContextKeys mj_win_context_fit      (const MjRules       *rules,
                                       const MjOptions     *options,
                                       MjWinContext        *ctx);

/* A win as `sparrow-cli score` takes it: the hand (without the winning
 * tile), the winning tile (MJ_TILE_NONE: a win on flowers alone), self-
 * drawn or on a discard, and context keys, read with the README's defaults
 * (mj_win_context_parse) and, when it has a winning tile, checked
 * (mj_win_context_check).  The one reading the command line, the rule
 * book's examples and the hand calculator share.  A key or value the
 * reader does not take is MJ_CONTEXT_ERROR_KEY or _VALUE; the check's
 * refusals have the other codes. */
gboolean     mj_win_context_read      (const MjRules       *rules,
                                       const MjOptions     *options,
                                       const MjHand        *hand,
                                       MjTile               win_tile,
                                       gboolean             self_drawn,
                                       const char * const  *keys,
                                       MjWinContext        *ctx,
                                       MjContextKeys       *given,
                                       GError             **error);

/* The same, its refusals in the words of a window (the hand calculator,
 * the rule book): a person who clicked controls typed no key, so the
 * sentence names no key of the command line (mj_win_context_check_in_words). */
gboolean     mj_win_context_read_in_words (const MjRules       *rules,
                                           const MjOptions     *options,
                                           const MjHand        *hand,
                                           MjTile               win_tile,
                                           gboolean             self_drawn,
                                           const char * const  *keys,
                                           MjWinContext        *ctx,
                                           MjContextKeys       *given,
                                           GError             **error);

/* Is `ctx` a win that can happen under `rules` and `options` (NULL: the
 * defaults)?  The hand (without the winning tile) against the rule set's
 * tiles, size and melds, and every key against the rule set, the hand and
 * the other keys: what each presupposes (a kong for after-kong, no meld for
 * first-turn, a pung robbed from another for robbing-kong …).  A win on the
 * eight flowers alone has no winning tile (MJ_TILE_NONE).  Whether the
 * rules then allow the win is the score's question (MjScore.legal), not
 * this one's.  On FALSE, an MJ_CONTEXT_ERROR with a sentence saying why. */
gboolean     mj_win_context_check     (const MjRules       *rules,
                                       const MjOptions     *options,
                                       const MjWinContext  *ctx,
                                       GError             **error);

/* The same check, each refusal said without the command line's keys:
 * where mj_win_context_check writes "after-kong-discard: the winning tile
 * is a discard …", this writes "On the discard right after a kong: the
 * winning tile is a discard …", naming a situation as the calculator's
 * controls do (mj_win_context_key_label) or not at all, and seats and
 * tiles in words. */
gboolean     mj_win_context_check_in_words (const MjRules       *rules,
                                            const MjOptions     *options,
                                            const MjWinContext  *ctx,
                                            GError             **error);

/* `keys` of `ctx` in the command line's notation, joined by " and ":
 * "from=W and after-kong"; a key whose field holds nothing by its name
 * alone.  What a refusal of mj_win_context_check starts with. */
char        *mj_win_context_key_notation (const MjWinContext *ctx,
                                          MjContextKeys       keys);

/* One situation key in the words of a window's control, "On a kong's
 * replacement tile"; NULL for a key that holds a value (a seat, a tile)
 * rather than a yes or no. */
const char  *mj_win_context_key_label  (MjContextKeys        key);

/* The same for a position to advise on (`sparrow-cli hint`): on a turn the
 * hand holds the drawn tile and ctx->self_drawn is TRUE; facing a discard
 * ctx->win_tile is that tile.  The hand's size is the caller's to check. */
gboolean     mj_position_context_check (const MjRules      *rules,
                                        const MjOptions    *options,
                                        const MjWinContext *ctx,
                                        GError            **error);

G_END_DECLS
