/* mj-suit-table.h (private): what the hand analysis knows of one suit,
 * and the builder that works it out.
 *
 * A suit's content is kept as a key: lo + 128 × hi, where lo is the base-5
 * number of the counts of ranks 1–3 (digit r = copies of rank r+1) and hi
 * that of ranks 4–9 (honours: 4–7).  What the analysis needs of a content
 * is its lanes: 16 bytes, lane p*8 + k (k = 0–5, p = 0–1) holding
 * 15 − need, where need is how many tiles the suit lacks to contain k sets
 * and p pairs, never counting a fifth copy of a tile (need capped at 15;
 * a zero lane is the worst value, which the kernels rely on; lanes 6, 7,
 * 14 and 15 are zero).
 *
 * The builder (mj-suit-table.c) works out every content's lanes and
 * gathers them into the compact classes of mj-suit-classes.h.  It runs at
 * build time, in engine/gen-suit-table.c, and in the test that checks the
 * compiled-in arrays; the engine itself never builds anything.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define MJ_KEY_LO_BITS   7u
#define MJ_KEY_LO_MASK   127u
#define MJ_KEY_LO_RANKS  3u
#define MJ_SUIT_HI       15625u   /* 5^6: ranks 4–9 */
#define MJ_HONOR_HI      625u     /* 5^4: ranks 4–7 */
/* keys at or above these are no content (only a hand whose fields were
 * written by hand holds one) */
#define MJ_SUIT_KEY_LIMIT   (MJ_SUIT_HI << MJ_KEY_LO_BITS)
#define MJ_HONOR_KEY_LIMIT  (MJ_HONOR_HI << MJ_KEY_LO_BITS)

#define MJ_LANE(p, k)  ((p) * 8u + (k))
#define MJ_MAX_SETS    5u

/* What seven pairs and thirteen orphans ask of part of a suit, packed in
 * fields wide enough that the parts of a whole hand, whatever their
 * counts, add up without a carry: kinds held twice or more, kinds held,
 * pairs with four alike counting two, terminal and honour kinds held, and
 * of them those held twice or more. */
#define MJ_SPECIAL_PAIRS(x)    ((x) & 63u)
#define MJ_SPECIAL_KINDS(x)    (((x) >> 6) & 63u)
#define MJ_SPECIAL_QUADS(x)    (((x) >> 12) & 127u)
#define MJ_SPECIAL_O_KINDS(x)  (((x) >> 19) & 15u)
#define MJ_SPECIAL_O_PAIRS(x)  (((x) >> 23) & 15u)

/* What one tile of rank r (0–8) adds to its suit's key. */
static inline guint32
mj_key_step (guint r)
{
  static const guint32 steps[9] = { 1, 5, 25, 128, 640, 3200, 16000, 80000, 400000 };
  return steps[r];
}

/* ---- the lane arithmetic, in plain C --------------------------------
 * The scalar kernels of mj-hand.c, and the builder that makes the
 * combined classes, share these. */

/* Two groups of suits together: for each k <= n sets and p pairs, the best
 * split between a and b. */
static inline void
mj_lanes_conv (const guint8 *a,
               const guint8 *b,
               guint         n,
               guint8       *out)
{
  for (guint i = 0; i < 16; i++)
    out[i] = 0;
  for (guint K = 0; K <= n; K++)
    {
      guint v0 = 0, v1 = 0;
      for (guint i = 0; i <= K; i++)
        {
          v0 = MAX (v0, (guint) a[i] + b[K - i]);
          v1 = MAX (v1, MAX ((guint) a[i] + b[8 + K - i], (guint) a[8 + i] + b[K - i]));
        }
      out[K] = (guint8) (v0 > 15 ? v0 - 15 : 0);
      out[8 + K] = (guint8) (v1 > 15 ? v1 - 15 : 0);
    }
}

/* The least need of n sets and a pair from a and b together. */
static inline guint
mj_lanes_finish (const guint8 *a,
                 const guint8 *b,
                 guint         n)
{
  guint best = 0;

  for (guint i = 0; i <= n; i++)
    best = MAX (best, MAX ((guint) a[i] + b[8 + n - i], (guint) a[8 + i] + b[n - i]));
  return 30 - best;
}

/* ---- the builder (mj-suit-table.c) ----------------------------------
 * Linked into the generator and the tests, not into the engine. */

/* Every content's lanes packed in nibbles (nibble i = lane i), by its
 * base-5 key (digit r = copies of rank r+1; 5^n_ranks keys); contents of
 * more than 18 tiles, which no hand asks about, are left zero.  Free with
 * mj_suit_entries_free. */
typedef guint64 MjSuitEntry;

MjSuitEntry *mj_suit_entries_build (guint        n_ranks,
                                    gboolean     chows);
void         mj_suit_entries_free  (MjSuitEntry *entries,
                                    guint        n_ranks);

static inline void
mj_suit_entry_lanes (MjSuitEntry  e,
                     guint8      *lanes)
{
  for (guint i = 0; i < 16; i++)
    lanes[i] = (guint8) ((e >> (4 * i)) & 15u);
}

/* The compiled-in arrays as the builder makes them. */
typedef struct {
  GByteArray *suit_lanes, *honor_lanes;   /* 16 bytes per class */
  GArray     *suit_rows;                  /* guint64 */
  GByteArray *suit_cells;
  GArray     *suit_lo_specials;           /* guint32 */
  GArray     *honor_rows;                 /* guint64 */
  GByteArray *honor_cells;
  GArray     *honor_lo_specials;          /* guint32 */
  GArray     *two_suits, *suit_honors;    /* guint16 */
  GByteArray *pair_lanes, *mixed_lanes;   /* the combined classes' lanes */
  GArray     *finish;                     /* guint32 */
} MjSuitTables;

MjSuitTables *mj_suit_tables_build (void);
void          mj_suit_tables_free  (MjSuitTables *t);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MjSuitTables, mj_suit_tables_free)

G_END_DECLS
