/* mj-suit-classes.h (private): the hand-analysis table as compiled in.
 *
 * Of the 1,953,125 contents of a suit only 188 distinct lane vectors
 * (mj-suit-table.h) occur, 84 for the honours: the table keeps those
 * classes once, and for each hi a row of 125 class numbers, one per lo,
 * shared by every hi whose row is the same (1,838 rows for the 15,625 his
 * of a suit).  Two suits' classes combine into one of a few hundred
 * classes again, so a whole hand's need is three more lookups
 * (mj_two_suits, mj_suit_honors, mj_finish) instead of two min-plus
 * convolutions.  About 0.8 MB in all, generated at build time by
 * engine/gen-suit-table.c and read from the program file as it is used:
 * nothing is built at start.  tests/test-suit-table.c checks every array
 * against the builder.
 */
#pragma once

#include <glib.h>

#include "mj-suit-table.h"
#include "mj-suit-table-data.h"

G_BEGIN_DECLS

/* A suit's rows, by hi: the row offset (row number × 125) in the low 32
 * bits, the specials (mj-suit-table.h) of ranks 4–9 in the high ones.
 * Then the class numbers, by row offset + lo (three bytes of class 0 after
 * the last row, so that a lo of 125–127, which no content has, reads
 * inside the array), and the specials of ranks 1–3, by lo. */
extern const guint64 mj_suit_rows[MJ_SUIT_HI];
extern const guint8  mj_suit_cells[MJ_SUIT_CELLS];
extern const guint32 mj_suit_lo_specials[MJ_KEY_LO_MASK + 1];
extern const guint64 mj_honor_rows[MJ_HONOR_HI];
extern const guint8  mj_honor_cells[MJ_HONOR_CELLS];
extern const guint32 mj_honor_lo_specials[MJ_KEY_LO_MASK + 1];

/* The lanes of each class, 16-byte aligned for the vector kernels; class
 * 0 is every lane hopeless (zero). */
extern const guint8 mj_suit_lanes[MJ_SUIT_CLASSES][16] __attribute__((aligned (16)));
extern const guint8 mj_honor_lanes[MJ_HONOR_CLASSES][16] __attribute__((aligned (16)));

/* The class of two suits together, by a × MJ_SUIT_CLASSES + b; of a suit
 * and the honours, by a × MJ_HONOR_CLASSES + h. */
extern const guint16 mj_two_suits[MJ_SUIT_CLASSES * MJ_SUIT_CLASSES];
extern const guint16 mj_suit_honors[MJ_SUIT_CLASSES * MJ_HONOR_CLASSES];

/* For a two-suit class x and a suit-and-honours class y, at
 * x × MJ_MIXED_CLASSES + y: the least need of n sets and a pair in
 * bits 5n to 5n+4, n = 0–5. */
extern const guint32 mj_finish[MJ_PAIR_CLASSES * MJ_MIXED_CLASSES];

/* Class numbers of a key; a key past the table is class 0. */
static inline guint
mj_suit_class (guint32 key)
{
  guint32 hi = key >> MJ_KEY_LO_BITS;

  if (G_UNLIKELY (hi >= MJ_SUIT_HI))
    return 0;
  return mj_suit_cells[(guint32) mj_suit_rows[hi] + (key & MJ_KEY_LO_MASK)];
}

static inline guint
mj_honor_class (guint32 key)
{
  guint32 hi = key >> MJ_KEY_LO_BITS;

  if (G_UNLIKELY (hi >= MJ_HONOR_HI))
    return 0;
  return mj_honor_cells[(guint32) mj_honor_rows[hi] + (key & MJ_KEY_LO_MASK)];
}

/* The class of a key and its specials added to *specials. */
static inline guint
mj_suit_class_specials (guint32  key,
                        guint32 *specials)
{
  guint32 hi = key >> MJ_KEY_LO_BITS, lo = key & MJ_KEY_LO_MASK;
  guint64 row;

  if (G_UNLIKELY (hi >= MJ_SUIT_HI))
    return 0;
  row = mj_suit_rows[hi];
  *specials += (guint32) (row >> 32) + mj_suit_lo_specials[lo];
  return mj_suit_cells[(guint32) row + lo];
}

static inline guint
mj_honor_class_specials (guint32  key,
                         guint32 *specials)
{
  guint32 hi = key >> MJ_KEY_LO_BITS, lo = key & MJ_KEY_LO_MASK;
  guint64 row;

  if (G_UNLIKELY (hi >= MJ_HONOR_HI))
    return 0;
  row = mj_honor_rows[hi];
  *specials += (guint32) (row >> 32) + mj_honor_lo_specials[lo];
  return mj_honor_cells[(guint32) row + lo];
}

G_END_DECLS
