/* mj-suit-table.h (private): for every possible content of one suit, what
 * the hand analysis needs to know about it, indexed by the suit's base-5
 * count key (digit r = copies of rank r+1).
 *
 * An entry is 16 nibbles.  Nibble p*8 + k (k = 0–5, p = 0–1) holds
 * 15 − need, where need is how many tiles the suit lacks to contain k sets
 * and p pairs, never counting a fifth copy of a tile (need is capped at 15,
 * more than any hand's minimum can use).  Keeping "15 − need" makes a
 * zeroed lane the worst value, which the vector kernels rely on.  The
 * spare nibbles hold what seven pairs needs: 6 = kinds held twice or more,
 * 7 = kinds held, 14 = sum of count / 2 (four alike giving two pairs).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define MJ_SUIT_KEYS   1953125u   /* 5^9 */
#define MJ_HONOR_KEYS  78125u     /* 5^7 */

#define MJ_LANE(p, k)       ((p) * 8u + (k))
#define MJ_NIBBLE_PAIRS     6u
#define MJ_NIBBLE_KINDS     7u
#define MJ_NIBBLE_QUAD      14u

typedef guint64 MjSuitEntry;

static inline guint
mj_suit_entry_nibble (MjSuitEntry e,
                      guint       i)
{
  return (guint) (e >> (4 * i)) & 15u;
}

extern const guint32 mj_pow5[9];

/* Both tables, built on first call; thread-safe. */
const MjSuitEntry *mj_suit_table   (void);
const MjSuitEntry *mj_honor_table  (void);

G_END_DECLS
