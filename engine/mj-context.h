/* mj-context.h: the context of one win as the rules README writes it
 * (KEY[=VALUE]: seat=W, after-kong, flowers=1f5f …), read in one place for
 * the command line, the rule book and the hand calculator. */
#pragma once

#include <glib.h>

#include "mj-rules.h"
#include "mj-score.h"

G_BEGIN_DECLS

#define MJ_CONTEXT_ERROR (mj_context_error_quark ())

typedef enum {
  MJ_CONTEXT_ERROR_KEY,       /* a key the rules README does not define */
  MJ_CONTEXT_ERROR_VALUE,     /* a value its key does not take */
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
 * key and what it takes; nothing is checked against the hand here. */
gboolean     mj_win_context_parse     (const MjRules       *rules,
                                       const MjOptions     *options,
                                       const char * const  *keys,
                                       MjWinContext        *ctx,
                                       MjContextKeys       *given,
                                       GError             **error);

G_END_DECLS
