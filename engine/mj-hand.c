/* mj-hand.c: hand bookkeeping and the table-driven hand analysis. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-hand.h"
#include "mj-hand-private.h"
#include "mj-suit-classes.h"

#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
#define HAVE_SSSE3_KERNELS 1
#include <tmmintrin.h>
/* The vector builds (the discard table, the keys from 34 counts) use SSSE3
 * and POPCNT: the processors that have both are the ones they run on. */
#define VECTOR __attribute__((target ("ssse3,popcnt")))
#endif

/* Which kernels answer: the compiled-in tables and, where the processor
 * has SSSE3 and POPCNT, the vector builds of the discard table and of the
 * keys made from counts (chosen once, at start); or the scalar twin,
 * which answers the same from the suits' lanes alone, for the tests and
 * SPARROW_SCALAR=1. */
static gboolean scalar_twin;
static gboolean vector_kernels;

/* What every analysis entry point checks before it reads a table: at most
 * MJ_HAND_MAX_TILES tiles (melds counting three), so that the set count
 * stays within the lanes (at most five sets), and suits that add up to
 * the hand.  A key past the tables (only a hand whose fields contradict
 * each other holds one) reads as class 0, every lane hopeless. */
static inline gboolean
analysable (const MjHand *hand)
{
  /* the first test bounds n_tiles (and n_melds below six) on its own */
  return hand->n_tiles + 3u * hand->n_melds <= MJ_HAND_MAX_TILES &&
         (guint) hand->suit_tiles[0] + hand->suit_tiles[1] + hand->suit_tiles[2] + hand->suit_tiles[3] ==
           hand->n_tiles;
}

/* The sets the concealed tiles must still form (at most five in an
 * analysable hand). */
static inline guint
sets_of (const MjHand *hand)
{
  return hand->n_tiles ? (hand->n_tiles - 1u) / 3u : 0;
}

static inline const guint8 *
lanes_of (guint   suit,
          guint32 key)
{
  if (suit < 3)
    return mj_suit_lanes[mj_suit_class (key)];
  return mj_honor_lanes[mj_honor_class (key)];
}

static inline guint
lane (const guint8 *lanes,
      guint         p,
      guint         k)
{
  return lanes[MJ_LANE (p, k)];
}

static inline guint32
tile_step (MjTile t)
{
  return mj_key_step (t < 27 ? t % 9 : t - 27);
}

/* ---- bookkeeping ------------------------------------------------------ */

void
mj_hand_init (MjHand *hand)
{
  g_return_if_fail (hand != NULL);
  memset (hand, 0, sizeof *hand);
}

/* c[0] + 5 c[1] + 25 c[2] for counts of at most four, by one multiply: in
 * the product's third byte the three meet with those weights, and no lower
 * byte carries into it (25 c[0] and 5 c[0] + 25 c[1] stay below 256). */
static inline guint32
base5_triple (const guint8 *c)
{
  guint32 w;

  memcpy (&w, c, sizeof w);
  w = GUINT32_FROM_LE (w);
  return ((w * 0x010519u) >> 16) & 0xffu;
}

/* The same multiply on eight counts: byte k of the product is c[k-2] +
 * 5 c[k-1] + 25 c[k], below 256 for every k, so no byte carries into the
 * next.  Byte 2 is the triple at 0, byte 5 the triple at 3, and the top
 * byte, which needs no mask, the triple at 5. */
static inline guint64
base5_triples (const guint8 *c)
{
  guint64 w;

  memcpy (&w, c, sizeof w);
  return GUINT64_FROM_LE (w) * 0x010519u;
}

/* A suit's key from its counts (mj-suit-table.h): ranks 1–3 below, ranks
 * 4–9 above.  Reads counts[0 … 8] of the suit and counts[1 … 8] of the
 * next eight, so never past the 34th for the three suits. */
static inline guint32
suit_key_of_counts (const guint8 *c)
{
  guint64 p = base5_triples (c);
  guint32 low = (guint32) (p >> 16) & 0xffu;
  guint32 mid = (guint32) (p >> 40) & 0xffu;
  guint32 high = (guint32) (base5_triples (c + 1) >> 56);   /* ranks 7–9 */

  return low + ((mid + 125u * high) << MJ_KEY_LO_BITS);
}

/* The honours' key: ranks 1–3 below, 4–7 above.  Reads counts[k … k+3]
 * for each triple at k, so never past the 34th. */
static inline guint32
honor_key_of_counts (const guint8 *c)
{
  return base5_triple (c) + ((base5_triple (c + 3) + 125u * c[6]) << MJ_KEY_LO_BITS);
}

/* Eight counts at once, the first in the low byte. */
static inline guint64
counts_word (const guint8 *c)
{
  guint64 w;

  memcpy (&w, c, sizeof w);
  return GUINT64_FROM_LE (w);
}

/* Is any of the eight counts in w above four?  Each byte's low seven bits
 * plus 123 reach 128 exactly when they exceed four, with no carry into the
 * next byte; a byte of 128 or more has its top bit already. */
static inline guint64
above_four (guint64 w)
{
  return (((w & G_GUINT64_CONSTANT (0x7f7f7f7f7f7f7f7f)) + G_GUINT64_CONSTANT (0x7b7b7b7b7b7b7b7b)) | w) &
         G_GUINT64_CONSTANT (0x8080808080808080);
}

/* The sum of the bytes of w, when it is below 256. */
static inline guint
byte_sum (guint64 w)
{
  return (guint) ((w * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
}

/* The four suits' tiles added up, by one multiply: each is at most 36, so
 * no byte of the product carries into the top one. */
static inline guint
tiles_total (const guint8 *tiles)
{
  guint32 w;

  memcpy (&w, tiles, sizeof w);
  return (w * 0x01010101u) >> 24;
}

/* The suits' keys, their tiles and all the tiles from 34 counts, eight at
 * a time in 64-bit words: FALSE when some count is above four (the rest
 * is then no content's).  The scalar twin's, and any processor's without
 * SSSE3. */
static inline gboolean
keys_of_counts_scalar (const guint8 *counts,
                       guint32      *keys,
                       guint8       *tiles,
                       guint        *n)
{
  guint64 w0, w1, w2, w3, w4;

  /* bytes 0–7, 8–15, 16–23, 24–31 and 26–33 (the last two in its top) */
  w0 = counts_word (counts);
  w1 = counts_word (counts + 8);
  w2 = counts_word (counts + 16);
  w3 = counts_word (counts + 24);
  w4 = counts_word (counts + 26) >> 48;
  /* with no count above four, no suit's bytes sum past 255 */
  tiles[0] = (guint8) byte_sum (w0 + (w1 & 0xff));
  tiles[1] = (guint8) byte_sum ((w1 >> 8) + (w2 & 0xffff));
  tiles[2] = (guint8) byte_sum ((w2 >> 16) + (w3 & 0xffffff));
  tiles[3] = (guint8) byte_sum ((w3 >> 24) + w4);
  *n = tiles_total (tiles);
  keys[0] = suit_key_of_counts (counts);
  keys[1] = suit_key_of_counts (counts + 9);
  keys[2] = suit_key_of_counts (counts + 18);
  keys[3] = honor_key_of_counts (counts + 27);
  /* a count above four shows in the words' OR, which may show one that
   * is not there (4 | 1 is 5): only then is each word looked at */
  return G_LIKELY (above_four (w0 | w1 | w2 | w3 | w4) == 0) ||
         (above_four (w0) | above_four (w1) | above_four (w2) | above_four (w3) | above_four (w4)) == 0;
}

#ifdef HAVE_SSSE3_KERNELS
/* The same in SSSE3, from three loads of 16 counts: kinds 0–15, 9–24 and
 * 18–33, the last ending at the 34th, so nothing past the array is read.
 * Shuffles put each suit's ranks 1–3 in a 32-bit lane of one vector and
 * its ranks 4–9 (honours: 4–7) in a 64-bit half of two others; pmaddubsw
 * weighs neighbouring counts (the weights fit a signed byte) and pmaddwd
 * and phaddd add the pairs up, with the key's factor of 128 for ranks 4–9
 * in the 16-bit weights: ranks 8 and 9 weigh 25 and 125 there, times
 * 3,200, as 625 × 128 does not fit 16 bits.  No sum saturates for counts
 * of at most four; for others the answer is FALSE and the rest unused.
 * A caller that needs only some of the results (the shanten needs no
 * suit's tiles) has the others left out when this is inlined. */
static inline VECTOR gboolean
keys_of_counts_vector (const guint8 *counts,
                       guint32      *keys,
                       guint8       *tiles,
                       guint        *n)
{
  const __m128i c0 = _mm_loadu_si128 ((const __m128i *) counts);
  const __m128i c9 = _mm_loadu_si128 ((const __m128i *) (counts + 9));
  const __m128i c18 = _mm_loadu_si128 ((const __m128i *) (counts + 18));
  const __m128i zero = _mm_setzero_si128 ();
  /* for the suits at 0 and 9 of a load: ranks 1–3 of both, a 32-bit lane
   * each; and ranks 4–9 of the first and 4–7 of the second, a half each */
  const __m128i lo_idx = _mm_setr_epi8 (0, 1, 2, -1, 9, 10, 11, -1, -1, -1, -1, -1, -1, -1, -1, -1);
  const __m128i hi_idx = _mm_setr_epi8 (3, 4, 5, 6, 7, 8, -1, -1, 12, 13, 14, 15, -1, -1, -1, -1);
  /* m, p, s and z in the 32-bit lanes; m and p, and s and z, in halves */
  __m128i lo = _mm_unpacklo_epi64 (_mm_shuffle_epi8 (c0, lo_idx), _mm_shuffle_epi8 (c18, lo_idx));
  __m128i hi_mp = _mm_unpacklo_epi64 (_mm_shuffle_epi8 (c0, hi_idx), _mm_shuffle_epi8 (c9, hi_idx));
  __m128i hi_sz = _mm_shuffle_epi8 (c18, hi_idx);
  const __m128i lo_w8 = _mm_setr_epi8 (1, 5, 25, 0, 1, 5, 25, 0, 1, 5, 25, 0, 1, 5, 25, 0);
  const __m128i hi_w8 = _mm_setr_epi8 (1, 5, 25, 125, 25, 125, 0, 0, 1, 5, 25, 125, 25, 125, 0, 0);
  const __m128i hi_w16 = _mm_setr_epi16 (128, 128, 3200, 0, 128, 128, 3200, 0);
  const __m128i ones8 = _mm_set1_epi8 (1);
  const __m128i ones16 = _mm_set1_epi16 (1);
  __m128i lo_keys = _mm_madd_epi16 (_mm_maddubs_epi16 (lo, lo_w8), ones16);
  __m128i hi_keys = _mm_hadd_epi32 (_mm_madd_epi16 (_mm_maddubs_epi16 (hi_mp, hi_w8), hi_w16),
                                    _mm_madd_epi16 (_mm_maddubs_epi16 (hi_sz, hi_w8), hi_w16));
  /* each suit's tiles: ranks 1–3 weighed as for its key, ranks 4–9 by a
   * sum of absolute differences over each half */
  __m128i lo_tiles = _mm_madd_epi16 (_mm_maddubs_epi16 (lo, ones8), ones16);
  __m128i hi_tiles = _mm_castps_si128 (_mm_shuffle_ps (_mm_castsi128_ps (_mm_sad_epu8 (hi_mp, zero)),
                                                       _mm_castsi128_ps (_mm_sad_epu8 (hi_sz, zero)),
                                                       _MM_SHUFFLE (2, 0, 2, 0)));
  __m128i suit_tiles = _mm_add_epi32 (lo_tiles, hi_tiles);
  /* all tiles: the three vectors hold each count once, no byte of their
   * sum above 12 */
  __m128i all = _mm_sad_epu8 (_mm_add_epi8 (_mm_add_epi8 (lo, hi_mp), hi_sz), zero);
  /* a count above four reaches 128 with 123 added (saturating at 255) */
  __m128i top = _mm_max_epu8 (_mm_max_epu8 (c0, c9), c18);
  guint32 t;

  _mm_storeu_si128 ((__m128i *) keys, _mm_add_epi32 (lo_keys, hi_keys));
  suit_tiles = _mm_packs_epi32 (suit_tiles, suit_tiles);
  t = (guint32) _mm_cvtsi128_si32 (_mm_packus_epi16 (suit_tiles, suit_tiles));
  memcpy (tiles, &t, sizeof t);
  *n = (guint) _mm_cvtsi128_si32 (_mm_add_epi32 (all, _mm_unpackhi_epi64 (all, all)));
  return _mm_movemask_epi8 (_mm_adds_epu8 (top, _mm_set1_epi8 (123))) == 0;
}
#endif

/* Keys and tiles from counts, by the vector build where it runs (each of
 * its callers is compiled for both): FALSE for a count above four or more
 * tiles than the analysis answers, which refuse_counts then explains. */
static inline G_ALWAYS_INLINE gboolean
keys_of_counts (const guint8 *counts,
                guint32      *keys,
                guint8       *tiles,
                guint        *n,
                gboolean      vector)
{
  gboolean ok;

#ifdef HAVE_SSSE3_KERNELS
  if (vector)
    ok = keys_of_counts_vector (counts, keys, tiles, n);
  else
#endif
    ok = keys_of_counts_scalar (counts, keys, tiles, n);
  return ok && *n <= MJ_HAND_MAX_TILES;
}

/* Why counts were refused: the first count above four, or else too many
 * tiles.  Only for counts that keys_of_counts refused. */
static G_GNUC_NO_INLINE gboolean
refuse_counts (const guint8 *counts,
               GError      **error)
{
  guint n = 0;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      if (counts[t] > 4)
        {
          g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_COPIES,
                       _("%s: %u copies; there are only four of each tile"),
                       mj_tile_display_name (t), counts[t]);
          return FALSE;
        }
      n += counts[t];
    }
  g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_TOO_MANY,
               g_dngettext (GETTEXT_PACKAGE,
                            "%u concealed tile: the hand analysis answers hands of at most %u "
                            "(a 16-tile hand and its draw)",
                            "%u concealed tiles: the hand analysis answers hands of at most %u "
                            "(a 16-tile hand and its draw)", n),
               n, MJ_HAND_MAX_TILES);
  return FALSE;
}

static inline G_ALWAYS_INLINE gboolean
set_counts (MjHand       *hand,
            const guint8 *counts,
            gboolean      vector)
{
  guint32 keys[4];
  guint8 tiles[4];
  guint n;

  if (G_UNLIKELY (!keys_of_counts (counts, keys, tiles, &n, vector)))
    return FALSE;
  memcpy (hand->counts, counts, MJ_N_KINDS);
  memcpy (hand->keys, keys, sizeof keys);
  memcpy (hand->suit_tiles, tiles, sizeof tiles);
  hand->n_tiles = (guint8) n;
  hand->n_melds = 0;
  return TRUE;
}

static gboolean
set_counts_generic (MjHand       *hand,
                    const guint8 *counts)
{
  return set_counts (hand, counts, FALSE);
}

#ifdef HAVE_SSSE3_KERNELS
static VECTOR gboolean
set_counts_vector (MjHand       *hand,
                   const guint8 *counts)
{
  return set_counts (hand, counts, TRUE);
}
#endif

gboolean
mj_hand_set_counts (MjHand       *hand,
                    const guint8 *counts,
                    GError      **error)
{
  gboolean ok;

  g_return_val_if_fail (hand != NULL && counts != NULL, FALSE);
#ifdef HAVE_SSSE3_KERNELS
  if (G_LIKELY (vector_kernels))
    ok = set_counts_vector (hand, counts);
  else
#endif
    ok = set_counts_generic (hand, counts);
  return ok || refuse_counts (counts, error);
}

/* The checks of add and remove are not g_return_if_fail: they stay in a
 * build with G_DISABLE_CHECKS, as a wrong tile would write past counts[]. */
void
mj_hand_add (MjHand *hand,
             MjTile  tile)
{
  if (G_UNLIKELY (tile >= MJ_N_KINDS || hand->counts[tile] >= 4 || hand->n_tiles >= 4 * MJ_N_KINDS))
    {
      g_critical ("mj_hand_add: tile %u cannot be added (a fifth copy, or not a tile)", tile);
      return;
    }

  hand->counts[tile]++;
  hand->n_tiles++;
  hand->suit_tiles[mj_tile_suit (tile)]++;
  hand->keys[mj_tile_suit (tile)] += tile_step (tile);
}

void
mj_hand_remove (MjHand *hand,
                MjTile  tile)
{
  if (G_UNLIKELY (tile >= MJ_N_KINDS || hand->counts[tile] == 0 || hand->n_tiles == 0))
    {
      g_critical ("mj_hand_remove: tile %u is not in the hand", tile);
      return;
    }

  hand->counts[tile]--;
  hand->n_tiles--;
  hand->suit_tiles[mj_tile_suit (tile)]--;
  hand->keys[mj_tile_suit (tile)] -= tile_step (tile);
}

void
mj_hand_add_meld (MjHand       *hand,
                  const MjMeld *meld)
{
  if (G_UNLIKELY (hand->n_melds >= MJ_HAND_MAX_MELDS))
    {
      g_critical ("mj_hand_add_meld: a hand holds at most %u melds", MJ_HAND_MAX_MELDS);
      return;
    }
  hand->melds[hand->n_melds++] = *meld;
}

gboolean
mj_hand_set_notation (MjHand           *hand,
                      const MjNotation *notation,
                      GError          **error)
{
  MjHand h;

  g_return_val_if_fail (hand != NULL && notation != NULL, FALSE);

  mj_hand_init (&h);
  for (guint i = 0; i < notation->n_tiles; i++)
    {
      if (mj_tile_is_flower (notation->tiles[i]))
        {
          g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_SYNTAX,
                       _("%s: a flower is not part of a hand; flowers are set aside"),
                       mj_tile_to_string (notation->tiles[i]));
          return FALSE;
        }
      mj_hand_add (&h, notation->tiles[i]);
    }
  if (notation->n_melds > MJ_HAND_MAX_MELDS)
    {
      g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_TOO_MANY,
                   _("%u melds: a hand has at most %u"), notation->n_melds, MJ_HAND_MAX_MELDS);
      return FALSE;
    }
  for (guint i = 0; i < notation->n_melds; i++)
    mj_hand_add_meld (&h, &notation->melds[i]);

  *hand = h;
  return TRUE;
}

/* Do the counts, the keys and the suit totals say the same?  Too slow for
 * the hot paths (which bound what they read instead), so only
 * mj_hand_check_size asks. */
static gboolean
consistent (const MjHand *hand)
{
  guint32 keys[4] = { 0 };
  guint suit_tiles[4] = { 0 }, n = 0;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      guint c = hand->counts[t];
      if (c > 4)
        return FALSE;
      keys[mj_tile_suit (t)] += c * tile_step (t);
      suit_tiles[mj_tile_suit (t)] += c;
      n += c;
    }
  for (guint s = 0; s < 4; s++)
    if (keys[s] != hand->keys[s] || suit_tiles[s] != hand->suit_tiles[s])
      return FALSE;
  return n == hand->n_tiles;
}

gboolean
mj_hand_check_size (const MjHand *hand,
                    GError      **error)
{
  guint total = hand->n_tiles + 3u * hand->n_melds;

  if (hand->n_tiles > MJ_HAND_MAX_TILES)
    {
      g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_TOO_MANY,
                   g_dngettext (GETTEXT_PACKAGE,
                                "%u concealed tile: the hand analysis answers hands of at most %u "
                                "(a 16-tile hand and its draw)",
                                "%u concealed tiles: the hand analysis answers hands of at most %u "
                                "(a 16-tile hand and its draw)", hand->n_tiles),
                   hand->n_tiles, MJ_HAND_MAX_TILES);
      return FALSE;
    }
  if (hand->n_melds > MJ_HAND_MAX_MELDS || total > MJ_HAND_MAX_TILES)
    {
      g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_TOO_MANY,
                   _("%u tiles, each meld counting three: the hand analysis answers hands of at most %u "
                     "(a 16-tile hand and its draw)"), total, MJ_HAND_MAX_TILES);
      return FALSE;
    }
  if (!analysable (hand) || !consistent (hand))
    {
      g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_SYNTAX,
                   _("the hand’s counts contradict each other: it was not built tile by tile"));
      return FALSE;
    }
  return TRUE;
}

gboolean
mj_hand_parse (MjHand      *hand,
               const char  *text,
               GError     **error)
{
  MjNotation n;

  if (!mj_notation_parse (text, &n, error))
    return FALSE;
  return mj_hand_set_notation (hand, &n, error);
}

char *
mj_hand_format (const MjHand *hand)
{
  MjNotation n = { 0 };

  /* bounded by the notation's arrays, whatever the counts say */
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    for (guint c = 0; c < hand->counts[t] && n.n_tiles < MJ_NOTATION_MAX_TILES; c++)
      n.tiles[n.n_tiles++] = t;
  for (guint i = 0; i < hand->n_melds && n.n_melds < MIN (MJ_HAND_MAX_MELDS, MJ_NOTATION_MAX_MELDS); i++)
    n.melds[n.n_melds++] = hand->melds[i];
  return mj_notation_format (&n);
}

guint
mj_hand_count_all (const MjHand *hand,
                   MjTile        tile)
{
  guint n;

  /* a flower (or no tile) is never part of a hand */
  if (tile >= MJ_N_KINDS)
    return 0;
  n = hand->counts[tile];
  for (guint i = 0; i < MIN (hand->n_melds, MJ_HAND_MAX_MELDS); i++)
    {
      MjTile t[4];
      guint k = mj_meld_tiles (&hand->melds[i], t);
      for (guint j = 0; j < k; j++)
        n += t[j] == tile;
    }
  return n;
}

guint
mj_hand_sets_needed (const MjHand *hand)
{
  return sets_of (hand);
}

/* ---- standard-shape kernels ------------------------------------------ */

/* The whole hand's need of n sets and a pair, from the tables: each
 * suit's class, two suits' classes together, and the answer for the two
 * halves, all lookups. */
static inline guint
standard_need_tables (const guint32 *keys,
                      guint          n)
{
  guint a = mj_suit_class (keys[0]);
  guint b = mj_suit_class (keys[1]);
  guint c = mj_suit_class (keys[2]);
  guint h = mj_honor_class (keys[3]);
  guint x = mj_two_suits[a * MJ_SUIT_CLASSES + b];
  guint y = mj_suit_honors[c * MJ_HONOR_CLASSES + h];

  return (mj_finish[x * MJ_MIXED_CLASSES + y] >> (5 * n)) & 31u;
}

/* The same from the suits' lanes by min-plus convolution: the scalar
 * twin, which checks the combined tables in every property test. */
static guint
standard_need_scalar (const guint32 *keys,
                      guint          n)
{
  guint8 ab[16], cd[16];

  mj_lanes_conv (lanes_of (0, keys[0]), lanes_of (1, keys[1]), n, ab);
  mj_lanes_conv (lanes_of (2, keys[2]), lanes_of (3, keys[3]), n, cd);
  return mj_lanes_finish (ab, cd, n);
}

static inline guint
standard_need (const guint32 *keys,
               guint          n)
{
  if (G_UNLIKELY (scalar_twin))
    return standard_need_scalar (keys, n);
  return standard_need_tables (keys, n);
}

/* The scalar kernels of the discard table: lanes in a plain byte array. */
typedef struct {
  guint8 l[16];
} ScalarV;

static inline ScalarV
scalar_load (const guint8 *lanes)
{
  ScalarV v;

  memcpy (v.l, lanes, sizeof v.l);
  return v;
}

static inline ScalarV
scalar_conv (ScalarV a,
             ScalarV b,
             guint   n)
{
  ScalarV c;

  mj_lanes_conv (a.l, b.l, n, c.l);
  return c;
}

static inline guint
scalar_finish (ScalarV a,
               ScalarV b,
               guint   n)
{
  return mj_lanes_finish (a.l, b.l, n);
}

/* b reversed around n with its halves swapped, so that lane i of a meets
 * the lane of b that completes it to n sets and one pair. */
static inline ScalarV
scalar_prepare (ScalarV b,
                guint   n)
{
  ScalarV r = { { 0 } };

  for (guint i = 0; i <= n; i++)
    {
      r.l[i] = b.l[8 + n - i];
      r.l[8 + i] = b.l[n - i];
    }
  return r;
}

static inline gboolean
scalar_above (ScalarV  a,
              ScalarV  prepared,
              guint    limit)
{
  for (guint i = 0; i < 16; i++)
    if ((guint) a.l[i] + prepared.l[i] > limit)
      return TRUE;
  return FALSE;
}

#define KV            ScalarV
#define KATTR
#define KFN(name)     name##_scalar
#define K_LOAD(e)     scalar_load (e)
#define K_CONV        scalar_conv
#define K_FINISH      scalar_finish
#define K_PREPARE     scalar_prepare
#define K_ABOVE       scalar_above
#include "mj-hand-kernel.h"
#undef KV
#undef KATTR
#undef KFN
#undef K_LOAD
#undef K_CONV
#undef K_FINISH
#undef K_PREPARE
#undef K_ABOVE

#ifdef HAVE_SSSE3_KERNELS
/* The SSSE3 kernels, built with POPCNT as well (VECTOR).  A convolution
 * is, for each a <= n, the second operand shifted a lanes up within each
 * half (pshufb zeroes what falls off, and zero is the worst value) plus
 * the first operand's lane a broadcast, kept by a lane-wise max. */
#define Z 0x80

static const guint8 shift_idx[6][16] __attribute__((aligned (16))) = {
  { 0, 1, 2, 3, 4, 5, Z, Z, 8, 9, 10, 11, 12, 13, Z, Z },
  { Z, 0, 1, 2, 3, 4, Z, Z, Z, 8, 9, 10, 11, 12, Z, Z },
  { Z, Z, 0, 1, 2, 3, Z, Z, Z, Z, 8, 9, 10, 11, Z, Z },
  { Z, Z, Z, 0, 1, 2, Z, Z, Z, Z, Z, 8, 9, 10, Z, Z },
  { Z, Z, Z, Z, 0, 1, Z, Z, Z, Z, Z, Z, 8, 9, Z, Z },
  { Z, Z, Z, Z, Z, 0, Z, Z, Z, Z, Z, Z, Z, 8, Z, Z },
};
/* the pairless half of the second operand, shifted into the pair half */
static const guint8 cross_idx[6][16] __attribute__((aligned (16))) = {
  { Z, Z, Z, Z, Z, Z, Z, Z, 0, 1, 2, 3, 4, 5, Z, Z },
  { Z, Z, Z, Z, Z, Z, Z, Z, Z, 0, 1, 2, 3, 4, Z, Z },
  { Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, 0, 1, 2, 3, Z, Z },
  { Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, 0, 1, 2, Z, Z },
  { Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, 0, 1, Z, Z },
  { Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, Z, 0, Z, Z },
};
/* the first operand's lane a, and lane 8 + a, in every byte */
static const guint8 bcast_idx[12][16] __attribute__((aligned (16))) = {
  { 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0 },
  { 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 },
  { 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2 },
  { 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3 },
  { 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4 },
  { 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5 },
  { 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8 },
  { 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 9 },
  { 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10 },
  { 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11, 11 },
  { 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12, 12 },
  { 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13, 13 },
};
/* the second operand reversed around n, halves swapped, for the finish */
static const guint8 reverse_idx[6][16] __attribute__((aligned (16))) = {
  { 8, Z, Z, Z, Z, Z, Z, Z, 0, Z, Z, Z, Z, Z, Z, Z },
  { 9, 8, Z, Z, Z, Z, Z, Z, 1, 0, Z, Z, Z, Z, Z, Z },
  { 10, 9, 8, Z, Z, Z, Z, Z, 2, 1, 0, Z, Z, Z, Z, Z },
  { 11, 10, 9, 8, Z, Z, Z, Z, 3, 2, 1, 0, Z, Z, Z, Z },
  { 12, 11, 10, 9, 8, Z, Z, Z, 4, 3, 2, 1, 0, Z, Z, Z },
  { 13, 12, 11, 10, 9, 8, Z, Z, 5, 4, 3, 2, 1, 0, Z, Z },
};
#undef Z

#define IDX(table, i) _mm_load_si128 ((const __m128i *) (table)[i])

static inline VECTOR __m128i
vector_load (const guint8 *lanes)
{
  return _mm_load_si128 ((const __m128i *) lanes);
}

static inline VECTOR __m128i
vector_conv (__m128i a,
             __m128i b,
             guint   n)
{
  __m128i c = _mm_setzero_si128 ();

  for (guint i = 0; i <= n; i++)
    {
      __m128i a0 = _mm_shuffle_epi8 (a, IDX (bcast_idx, i));
      __m128i a1 = _mm_shuffle_epi8 (a, IDX (bcast_idx, 6 + i));
      __m128i bs = _mm_shuffle_epi8 (b, IDX (shift_idx, i));
      __m128i bx = _mm_shuffle_epi8 (b, IDX (cross_idx, i));
      c = _mm_max_epu8 (c, _mm_add_epi8 (bs, a0));
      /* bx is zero in the pairless half, so a1 lands in the pair half only */
      c = _mm_max_epu8 (c, _mm_add_epi8 (bx, _mm_and_si128 (a1, _mm_cmpeq_epi8 (bx, bx))));
    }
  return _mm_subs_epu8 (c, _mm_set1_epi8 (15));
}

static inline VECTOR guint
vector_finish (__m128i a,
               __m128i b,
               guint   n)
{
  __m128i s = _mm_add_epi8 (a, _mm_shuffle_epi8 (b, IDX (reverse_idx, n)));

  s = _mm_max_epu8 (s, _mm_srli_si128 (s, 8));
  s = _mm_max_epu8 (s, _mm_srli_si128 (s, 4));
  s = _mm_max_epu8 (s, _mm_srli_si128 (s, 2));
  s = _mm_max_epu8 (s, _mm_srli_si128 (s, 1));
  return 30u - ((guint) _mm_cvtsi128_si32 (s) & 0xffu);
}

static inline VECTOR __m128i
vector_prepare (__m128i b,
                guint   n)
{
  return _mm_shuffle_epi8 (b, IDX (reverse_idx, n));
}

static inline VECTOR gboolean
vector_above (__m128i a,
              __m128i prepared,
              guint   limit)
{
  __m128i over = _mm_subs_epu8 (_mm_add_epi8 (a, prepared), _mm_set1_epi8 ((char) limit));
  return _mm_movemask_epi8 (_mm_cmpeq_epi8 (over, _mm_setzero_si128 ())) != 0xffff;
}

#define KV            __m128i
#define KATTR         VECTOR
#define KFN(name)     name##_vector
#define K_LOAD(e)     vector_load (e)
#define K_CONV        vector_conv
#define K_FINISH      vector_finish
#define K_PREPARE     vector_prepare
#define K_ABOVE       vector_above
#include "mj-hand-kernel.h"
#undef KV
#undef KATTR
#undef KFN
#undef K_LOAD
#undef K_CONV
#undef K_FINISH
#undef K_PREPARE
#undef K_ABOVE
#undef IDX
#endif

gboolean
mj_hand_use_vector_kernels (gboolean use)
{
  scalar_twin = !use;
  vector_kernels = FALSE;
#ifdef HAVE_SSSE3_KERNELS
  __builtin_cpu_init ();
  vector_kernels = use && __builtin_cpu_supports ("ssse3") && __builtin_cpu_supports ("popcnt");
#endif
  return vector_kernels;
}

void
mj_hand_use_generic_kernels (void)
{
  scalar_twin = FALSE;
  vector_kernels = FALSE;
}

#ifdef __GNUC__
/* Once, before main: no query pays for the choice. */
__attribute__((constructor)) static void
choose_kernels (void)
{
  mj_hand_use_vector_kernels (g_getenv ("SPARROW_SCALAR") == NULL);
}
#endif

guint
mj_hand_standard_need (const MjHand *hand,
                       guint         n_sets)
{
  if (G_UNLIKELY (!analysable (hand) || n_sets > MJ_MAX_SETS))
    return MJ_SHANTEN_NONE;
  return standard_need (hand->keys, n_sets);
}

int
mj_hand_shanten_standard (const MjHand *hand)
{
  if (G_UNLIKELY (!analysable (hand)))
    return MJ_SHANTEN_NONE;
  return (int) standard_need (hand->keys, sets_of (hand)) - 1;
}

/* ---- special shapes --------------------------------------------------- */

static inline gboolean
special_applies (const MjHand *hand)
{
  return hand->n_melds == 0 && (hand->n_tiles == 13 || hand->n_tiles == 14) && analysable (hand);
}

static inline int
seven_pairs_from (guint pairs,
                  guint kinds)
{
  return 6 - (int) pairs + (int) (kinds < 7 ? 7 - kinds : 0);
}

static inline int
seven_pairs_quads_from (guint quad_pairs)
{
  return 6 - (int) MIN (quad_pairs, 7u);
}

static const MjTile orphans[13] = { 0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33 };

/* The specials (mj-suit-table.h) of the whole hand from its counts: what
 * the scalar twin reads instead of the tables. */
static guint32
specials_of_counts (const MjHand *hand)
{
  guint pairs = 0, kinds = 0, quads = 0, o_kinds = 0, o_pairs = 0;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      guint c = hand->counts[t];
      pairs += c >= 2;
      kinds += c >= 1;
      quads += c / 2;
    }
  for (guint i = 0; i < 13; i++)
    {
      guint c = hand->counts[orphans[i]];
      o_kinds += c >= 1;
      o_pairs += c >= 2;
    }
  return MIN (pairs, 63u) | MIN (kinds, 63u) << 6 | MIN (quads, 127u) << 12 | o_kinds << 19 | o_pairs << 23;
}

/* The least shanten of the special shapes asked, from the specials of a
 * hand they apply to. */
static inline int
specials_shanten (guint32  sp,
                  MjShapes shapes)
{
  int best = MJ_SHANTEN_NONE;

  if (shapes & MJ_SHAPE_SEVEN_PAIRS_QUADS)
    best = seven_pairs_quads_from (MJ_SPECIAL_QUADS (sp));
  else if (shapes & MJ_SHAPE_SEVEN_PAIRS)
    best = seven_pairs_from (MJ_SPECIAL_PAIRS (sp), MJ_SPECIAL_KINDS (sp));
  if (shapes & MJ_SHAPE_THIRTEEN_ORPHANS)
    best = MIN (best, 13 - (int) MJ_SPECIAL_O_KINDS (sp) - (MJ_SPECIAL_O_PAIRS (sp) > 0));
  return best;
}

/* Every shape asked at once, from the tables: the four keys read once for
 * the suits' classes and their specials. */
static inline G_ALWAYS_INLINE int
shanten_tables (const guint32 *keys,
                guint          n_sets,
                MjShapes       shapes)
{
  guint32 sp = 0;
  guint a = mj_suit_class_specials (keys[0], &sp);
  guint b = mj_suit_class_specials (keys[1], &sp);
  guint c = mj_suit_class_specials (keys[2], &sp);
  guint h = mj_honor_class_specials (keys[3], &sp);
  int best = specials_shanten (sp, shapes);

  if (shapes & MJ_SHAPE_STANDARD)
    {
      guint x = mj_two_suits[a * MJ_SUIT_CLASSES + b];
      guint y = mj_suit_honors[c * MJ_HONOR_CLASSES + h];
      int std = (int) ((mj_finish[x * MJ_MIXED_CLASSES + y] >> (5 * n_sets)) & 31u) - 1;
      best = MIN (best, std);
    }
  return best;
}

/* The shanten of an analysable hand of these keys, tiles and melds, from
 * the tables: what mj_hand_shanten and mj_shanten_of_counts answer. */
static inline G_ALWAYS_INLINE int
shanten_of_keys (const guint32 *keys,
                 guint          n_tiles,
                 guint          n_melds,
                 MjShapes       shapes)
{
  guint n_sets = n_tiles ? (n_tiles - 1u) / 3u : 0;

  if ((shapes & ~MJ_SHAPE_STANDARD) && n_melds == 0 && (n_tiles == 13 || n_tiles == 14))
    return shanten_tables (keys, n_sets, shapes);
  if (shapes & MJ_SHAPE_STANDARD)
    return (int) standard_need_tables (keys, n_sets) - 1;
  return MJ_SHANTEN_NONE;
}

static G_GNUC_NO_INLINE int
shanten_scalar (const MjHand *hand,
                MjShapes      shapes)
{
  int best = MJ_SHANTEN_NONE;

  if (shapes & MJ_SHAPE_STANDARD)
    best = (int) standard_need_scalar (hand->keys, sets_of (hand)) - 1;
  if ((shapes & ~MJ_SHAPE_STANDARD) && special_applies (hand))
    best = MIN (best, specials_shanten (specials_of_counts (hand), shapes));
  return best;
}

/* One pass over the hand for every shape asked. */
int
mj_hand_shanten (const MjHand *hand,
                 MjShapes      shapes)
{
  if (G_UNLIKELY (!analysable (hand)))
    return MJ_SHANTEN_NONE;
  if (G_UNLIKELY (scalar_twin))
    return shanten_scalar (hand, shapes);
  return shanten_of_keys (hand->keys, hand->n_tiles, hand->n_melds, shapes);
}

/* What no shanten is: the counts were refused. */
#define COUNTS_REFUSED G_MININT

/* From the counts to the answer with no hand in between, compiled for any
 * processor and for those with SSSE3, as the discard table is. */
static inline G_ALWAYS_INLINE int
shanten_of_counts (const guint8 *counts,
                   MjShapes      shapes,
                   gboolean      vector)
{
  guint32 keys[4];
  guint8 tiles[4];
  guint n;

  if (G_UNLIKELY (!keys_of_counts (counts, keys, tiles, &n, vector)))
    return COUNTS_REFUSED;
#ifdef __GNUC__
  /* Counts of at most four make keys within the tables: told to the
   * compiler, the lookups below need not check it again. */
  for (guint s = 0; s < 3; s++)
    if (keys[s] >= MJ_SUIT_KEY_LIMIT)
      __builtin_unreachable ();
  if (keys[3] >= MJ_HONOR_KEY_LIMIT)
    __builtin_unreachable ();
#endif
  return shanten_of_keys (keys, n, 0, shapes);
}

/* The scalar twin, processors without SSSE3, and refused counts: out of
 * the way of the vector build. */
static G_GNUC_NO_INLINE int
shanten_of_counts_other (const guint8 *counts,
                         MjShapes      shapes,
                         GError      **error)
{
  int sh = COUNTS_REFUSED;

  /* the scalar twin answers from the hand mj_hand_set_counts makes, so
   * the tests compare the path below with that one */
  if (G_UNLIKELY (scalar_twin))
    {
      MjHand hand;

      if (!mj_hand_set_counts (&hand, counts, error))
        return MJ_SHANTEN_NONE;
      return mj_hand_shanten (&hand, shapes);
    }
  if (!vector_kernels)
    sh = shanten_of_counts (counts, shapes, FALSE);
  if (sh == COUNTS_REFUSED)
    {
      refuse_counts (counts, error);
      return MJ_SHANTEN_NONE;
    }
  return sh;
}

#ifdef HAVE_SSSE3_KERNELS
static VECTOR int
shanten_of_counts_vector (const guint8 *counts,
                          MjShapes      shapes,
                          GError      **error)
{
  int sh = shanten_of_counts (counts, shapes, TRUE);

  if (G_UNLIKELY (sh == COUNTS_REFUSED))
    return shanten_of_counts_other (counts, shapes, error);
  return sh;
}
#endif

int
mj_shanten_of_counts (const guint8 *counts,
                      MjShapes      shapes,
                      GError      **error)
{
  g_return_val_if_fail (counts != NULL, MJ_SHANTEN_NONE);
#ifdef HAVE_SSSE3_KERNELS
  if (G_LIKELY (vector_kernels))
    return shanten_of_counts_vector (counts, shapes, error);
#endif
  return shanten_of_counts_other (counts, shapes, error);
}

int
mj_hand_shanten_seven_pairs (const MjHand *hand,
                             gboolean      quads_count_twice)
{
  if (!special_applies (hand))
    return MJ_SHANTEN_NONE;
  return mj_hand_shanten (hand, quads_count_twice ? MJ_SHAPE_SEVEN_PAIRS_QUADS : MJ_SHAPE_SEVEN_PAIRS);
}

int
mj_hand_shanten_orphans (const MjHand *hand)
{
  if (!special_applies (hand))
    return MJ_SHANTEN_NONE;
  return mj_hand_shanten (hand, MJ_SHAPE_THIRTEEN_ORPHANS);
}

/* ---- win test --------------------------------------------------------- */

/* A complete hand uses every tile, so each suit on its own must split
 * exactly into sets and at most one pair. */
static inline gboolean
standard_complete (const MjHand *hand)
{
  guint pairs = 0;

  for (guint s = 0; s < 4; s++)
    {
      guint tiles = hand->suit_tiles[s];
      guint r = tiles % 3u;
      if (r == 1 || lane (lanes_of (s, hand->keys[s]), r == 2, tiles / 3u) != 15)
        return FALSE;
      pairs += r == 2;
    }
  return pairs == 1;
}

gboolean
mj_hand_is_complete (const MjHand *hand,
                     MjShapes      shapes)
{
  if (hand->n_tiles % 3 != 2 || !analysable (hand))
    return FALSE;
  if ((shapes & MJ_SHAPE_STANDARD) && standard_complete (hand))
    return TRUE;
  if ((shapes & ~MJ_SHAPE_STANDARD) && hand->n_tiles == 14)
    return mj_hand_shanten (hand, shapes & ~MJ_SHAPE_STANDARD) == -1;
  return FALSE;
}

/* ---- waits ------------------------------------------------------------ */

static guint64
standard_waits (const MjHand *hand)
{
  guint bad = 0, n_bad = 0, pairs = 0;
  guint64 waits = 0;

  for (guint s = 0; s < 4; s++)
    {
      guint tiles = hand->suit_tiles[s];
      guint r = tiles % 3u;
      pairs += r == 2;
      if (r == 1 || lane (lanes_of (s, hand->keys[s]), r == 2, tiles / 3u) != 15)
        {
          bad = s;
          n_bad++;
        }
    }

  /* The drawn tile must land in the one suit that is not already whole.
   * When every suit is whole, two of them hold a pair (123m11p11s waits
   * on 1p and 1s), and the tile may land in either. */
  if (n_bad > 1)
    return 0;

  for (guint s = 0; s < 4; s++)
    {
      guint old = hand->suit_tiles[s];
      guint tiles = old + 1u;
      guint r = tiles % 3u;
      guint n_ranks = s < 3 ? 9 : 7;
      MjTile first = (MjTile) (s * 9);

      if (n_bad == 1 && s != bad)
        continue;
      if (r == 1 || pairs - (old % 3u == 2) + (r == 2) != 1)
        continue;
      for (guint i = 0; i < n_ranks; i++)
        {
          MjTile t = (MjTile) (first + i);
          if (hand->counts[t] < 4 &&
              lane (lanes_of (s, hand->keys[s] + mj_key_step (i)), r == 2, tiles / 3u) == 15)
            waits |= G_GUINT64_CONSTANT (1) << t;
        }
    }
  return waits;
}

guint64
mj_hand_waits (const MjHand *hand,
               MjShapes      shapes)
{
  guint64 waits = 0;

  if (hand->n_tiles % 3 != 1 || !analysable (hand))
    return 0;

  if (shapes & MJ_SHAPE_STANDARD)
    waits |= standard_waits (hand);

  if (special_applies (hand))
    {
      if ((shapes & MJ_SHAPE_SEVEN_PAIRS_QUADS) && mj_hand_shanten_seven_pairs (hand, TRUE) == 0)
        {
          for (MjTile t = 0; t < MJ_N_KINDS; t++)
            if (hand->counts[t] % 2 == 1)
              waits |= G_GUINT64_CONSTANT (1) << t;
        }
      else if ((shapes & MJ_SHAPE_SEVEN_PAIRS) && mj_hand_shanten_seven_pairs (hand, FALSE) == 0)
        {
          for (MjTile t = 0; t < MJ_N_KINDS; t++)
            if (hand->counts[t] == 1)
              waits |= G_GUINT64_CONSTANT (1) << t;
        }
      if ((shapes & MJ_SHAPE_THIRTEEN_ORPHANS) && mj_hand_shanten_orphans (hand) == 0)
        {
          gboolean has_pair = FALSE;
          for (guint i = 0; i < 13; i++)
            has_pair |= hand->counts[orphans[i]] >= 2;
          for (guint i = 0; i < 13; i++)
            if (!has_pair || hand->counts[orphans[i]] == 0)
              waits |= G_GUINT64_CONSTANT (1) << orphans[i];
        }
    }

  /* A fifth copy does not exist: drop kinds held four times in all. */
  if (hand->n_melds > 0 && waits)
    for (MjTile t = 0; t < MJ_N_KINDS; t++)
      if ((waits >> t) & 1 && mj_hand_count_all (hand, t) >= 4)
        waits &= ~(G_GUINT64_CONSTANT (1) << t);
  return waits;
}

/* ---- efficiency ------------------------------------------------------- */

static inline G_ALWAYS_INLINE void
standard_efficiency (const MjHand *hand,
                     guint         n,
                     guint64       kinds,
                     guint64       expand,
                     guint8       *need,
                     guint64      *improving,
                     gboolean      vector)
{
#ifdef HAVE_SSSE3_KERNELS
  if (vector)
    {
      standard_efficiency_vector (hand, n, kinds, expand, need, improving);
      return;
    }
#endif
  standard_efficiency_scalar (hand, n, kinds, expand, need, improving);
}

static inline guint8
unseen_of (const MjHand *hand,
           const guint8 *unseen,
           MjTile        t)
{
  guint all;

  if (unseen)
    return unseen[t];
  all = hand->n_melds ? mj_hand_count_all (hand, t) : hand->counts[t];
  return (guint8) (all < 4 ? 4 - all : 0);
}

guint64
mj_hand_improvements (const MjHand *hand,
                      MjShapes      shapes,
                      const guint8 *unseen,
                      guint64       kinds,
                      guint        *n_accepted)
{
  MjHand h = *hand;
  int before = mj_hand_shanten (hand, shapes);
  guint64 mask = 0;
  guint n = 0;

  if (n_accepted)
    *n_accepted = 0;
  if (!analysable (hand) || before >= MJ_SHANTEN_NONE)
    return 0;
  if (kinds == 0)
    kinds = (G_GUINT64_CONSTANT (1) << MJ_N_KINDS) - 1;
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      if (!((kinds >> t) & 1) || h.counts[t] >= 4 || h.n_tiles >= MJ_HAND_MAX_TILES)
        continue;
      mj_hand_add (&h, t);
      if (mj_hand_shanten (&h, shapes) < before)
        {
          mask |= G_GUINT64_CONSTANT (1) << t;
          n += unseen_of (hand, unseen, t);
        }
      mj_hand_remove (&h, t);
    }
  if (n_accepted)
    *n_accepted = n;
  return mask;
}

static inline int
seven_pairs_shanten (MjShapes shapes,
                     guint    pairs,
                     guint    kinds,
                     guint    quad_pairs)
{
  if (shapes & MJ_SHAPE_SEVEN_PAIRS_QUADS)
    return seven_pairs_quads_from (quad_pairs);
  if (shapes & MJ_SHAPE_SEVEN_PAIRS)
    return seven_pairs_from (pairs, kinds);
  return 99;
}

static inline int
orphans_shanten (MjShapes shapes,
                 guint    o_kinds,
                 guint    o_pairs)
{
  return shapes & MJ_SHAPE_THIRTEEN_ORPHANS ? 13 - (int) o_kinds - (o_pairs > 0) : 99;
}

#define BIT(t) (G_GUINT64_CONSTANT (1) << (t))

static guint64
orphan_mask (void)
{
  guint64 m = 0;
  for (guint i = 0; i < 13; i++)
    m |= BIT (orphans[i]);
  return m;
}

/* The shanten after discarding d, every shape counted. */
static int
discard_shanten (const MjHand *hand,
                 MjShapes      shapes,
                 gboolean      standard,
                 gboolean      special,
                 const guint8 *std_need,
                 MjTile        d,
                 guint         pairs,
                 guint         n_kinds,
                 guint         quad,
                 guint         o_kinds,
                 guint         o_pairs)
{
  guint dc = hand->counts[d];
  int sh = standard ? (int) std_need[d] - 1 : 99;

  if (special)
    {
      gboolean o = mj_tile_is_orphan (d);
      sh = MIN (sh, seven_pairs_shanten (shapes, pairs - (dc == 2), n_kinds - (dc == 1), quad - (dc % 2 == 0)));
      sh = MIN (sh, orphans_shanten (shapes, o_kinds - (o && dc == 1), o_pairs - (o && dc == 2)));
    }
  return sh;
}

/* The discard table; with best_only, only the discards of least shanten,
 * whose draws alone are then examined (a computer player needs no more).
 * Compiled twice (below): for any processor, and with SSSE3 and POPCNT
 * for those that have them, where the counts of accepted tiles are one
 * instruction each instead of a library call. */
static inline G_ALWAYS_INLINE guint
efficiency (const MjHand    *hand,
            MjShapes         shapes,
            const guint8    *unseen,
            guint64          kinds,
            gboolean         best_only,
            MjDiscardChoice *out,
            gboolean         vector)
{
  const gboolean standard = (shapes & MJ_SHAPE_STANDARD) != 0;
  const gboolean special = (shapes & ~MJ_SHAPE_STANDARD) != 0 && special_applies (hand);
  const guint64 orph = orphan_mask ();
  guint8 std_need[MJ_N_KINDS];
  guint64 std_improving[MJ_N_KINDS];
  guint64 with[5] = { 0 };   /* with[c]: kinds held c times */
  guint pairs = 0, n_kinds = 0, quad = 0, o_kinds = 0, o_pairs = 0;
  guint n_out = 0;
  int best_shanten = 99;

  if (hand->n_tiles % 3 != 2 || !analysable (hand))
    return 0;
  /* counts index with[] below: a count above four (written by hand, never
   * by mj_hand_add) is refused before anything is read */
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (G_UNLIKELY (hand->counts[t] > 4))
      return 0;
  if (kinds == 0)
    kinds = BIT (MJ_N_KINDS) - 1;

  if (standard)
    standard_efficiency (hand, (hand->n_tiles - 2u) / 3u, kinds, best_only ? 0 : ~G_GUINT64_CONSTANT (0),
                         std_need, std_improving, vector);
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      guint c = hand->counts[t];
      with[c] |= BIT (t);
      pairs += c >= 2;
      n_kinds += c >= 1;
      quad += c / 2;
      if ((orph >> t) & 1)
        {
          o_kinds += c >= 1;
          o_pairs += c >= 2;
        }
    }

  if (best_only)
    {
      /* the least shanten over discards, then draws for those alone */
      int least = 99;
      guint64 expand = 0;
      for (MjTile d = 0; d < MJ_N_KINDS; d++)
        if (hand->counts[d])
          least = MIN (least, discard_shanten (hand, shapes, standard, special, std_need, d,
                                               pairs, n_kinds, quad, o_kinds, o_pairs));
      for (MjTile d = 0; d < MJ_N_KINDS; d++)
        if (hand->counts[d] && standard && (int) std_need[d] - 1 == least)
          expand |= BIT (d);
      if (standard && expand)
        standard_efficiency (hand, (hand->n_tiles - 2u) / 3u, kinds, expand, std_need, std_improving, vector);
      best_shanten = least;
    }

  for (MjTile d = 0; d < MJ_N_KINDS; d++)
    {
      MjDiscardChoice *choice;
      guint dc = hand->counts[d];
      int std_sh = 99, sp7 = 99, sp13 = 99, sh;
      guint64 w[5], accepted = 0;
      guint n_accepted = 0;

      if (dc == 0)
        continue;
      /* counts after the discard */
      memcpy (w, with, sizeof w);
      w[dc] &= ~BIT (d);
      w[dc - 1] |= BIT (d);

      if (standard)
        std_sh = (int) std_need[d] - 1;
      if (special)
        {
          gboolean o = (orph >> d) & 1;
          guint p1 = pairs - (dc == 2), k1 = n_kinds - (dc == 1), q1 = quad - (dc % 2 == 0);
          guint ok1 = o_kinds - (o && dc == 1), op1 = o_pairs - (o && dc == 2);

          sp7 = seven_pairs_shanten (shapes, p1, k1, q1);
          sp13 = orphans_shanten (shapes, ok1, op1);
          sh = MIN (std_sh, MIN (sp7, sp13));

          /* which draws take a special shape below sh */
          if (shapes & MJ_SHAPE_SEVEN_PAIRS_QUADS)
            {
              if (seven_pairs_quads_from (q1 + 1) < sh)
                accepted |= w[1] | w[3];
            }
          else if (shapes & MJ_SHAPE_SEVEN_PAIRS)
            {
              if (seven_pairs_from (p1 + 1, k1) < sh)
                accepted |= w[1];
              if (seven_pairs_from (p1, k1 + 1) < sh)
                accepted |= w[0];
            }
          if (shapes & MJ_SHAPE_THIRTEEN_ORPHANS)
            {
              if (13 - (int) (ok1 + 1) - (op1 > 0) < sh)
                accepted |= w[0] & orph;
              if (op1 == 0 && 13 - (int) ok1 - 1 < sh)
                accepted |= w[1] & orph;
            }
        }
      else
        sh = std_sh;
      if (sh > best_shanten)
        continue;

      /* The standard shanten falls by one exactly on its improving draws. */
      if (standard && std_sh == sh)
        accepted |= std_improving[d];
      accepted &= kinds & ~w[4];

      if (unseen || hand->n_melds)
        {
          for (guint64 m = accepted; m; m &= m - 1)
            n_accepted += unseen_of (hand, unseen, (MjTile) __builtin_ctzll (m));
        }
      else
        {
          /* 4 minus the copies in the hand before the discard */
          guint64 a = accepted;
          n_accepted = 4 * (guint) __builtin_popcountll (a)
                       - (guint) __builtin_popcountll (a & with[1])
                       - 2 * (guint) __builtin_popcountll (a & with[2])
                       - 3 * (guint) __builtin_popcountll (a & with[3])
                       - 4 * (guint) __builtin_popcountll (a & with[4]);
        }

      choice = &out[n_out++];
      choice->discard = d;
      choice->shanten = (gint8) sh;
      choice->accepted = accepted;
      choice->n_accepted = (guint16) n_accepted;
    }
  return n_out;
}

static guint
efficiency_generic (const MjHand    *hand,
                    MjShapes         shapes,
                    const guint8    *unseen,
                    guint64          kinds,
                    gboolean         best_only,
                    MjDiscardChoice *out)
{
  return efficiency (hand, shapes, unseen, kinds, best_only, out, FALSE);
}

#ifdef HAVE_SSSE3_KERNELS
static VECTOR guint
efficiency_vector (const MjHand    *hand,
                   MjShapes         shapes,
                   const guint8    *unseen,
                   guint64          kinds,
                   gboolean         best_only,
                   MjDiscardChoice *out)
{
  return efficiency (hand, shapes, unseen, kinds, best_only, out, TRUE);
}
#endif

static inline guint
efficiency_dispatch (const MjHand    *hand,
                     MjShapes         shapes,
                     const guint8    *unseen,
                     guint64          kinds,
                     gboolean         best_only,
                     MjDiscardChoice *out)
{
#ifdef HAVE_SSSE3_KERNELS
  if (G_LIKELY (vector_kernels))
    return efficiency_vector (hand, shapes, unseen, kinds, best_only, out);
#endif
  return efficiency_generic (hand, shapes, unseen, kinds, best_only, out);
}

guint
mj_hand_efficiency (const MjHand    *hand,
                    MjShapes         shapes,
                    const guint8    *unseen,
                    guint64          kinds,
                    MjDiscardChoice *out)
{
  g_return_val_if_fail (out != NULL, 0);
  return efficiency_dispatch (hand, shapes, unseen, kinds, FALSE, out);
}

guint
mj_hand_efficiency_best (const MjHand    *hand,
                         MjShapes         shapes,
                         const guint8    *unseen,
                         guint64          kinds,
                         MjDiscardChoice *out)
{
  g_return_val_if_fail (out != NULL, 0);
  return efficiency_dispatch (hand, shapes, unseen, kinds, TRUE, out);
}

/* ---- readings --------------------------------------------------------- */

typedef struct {
  MjReading *out;
  guint      max;
  guint      n;
  MjReading  cur;
  guint8     counts[MJ_N_KINDS];
} Walk;

static void
walk (Walk   *w,
      MjTile  from)
{
  MjTile t = from;

  while (t < MJ_N_KINDS && w->counts[t] == 0)
    t++;
  if (t == MJ_N_KINDS)
    {
      if (w->cur.pair != MJ_TILE_NONE && w->n < w->max)
        w->out[w->n++] = w->cur;
      return;
    }

  /* Every copy of the lowest remaining kind is in a pung, the pair, or a
   * chow starting here: that choice fixes the chow count, so each reading
   * is produced once. */
  guint c = w->counts[t];
  for (guint pung = 0; pung <= 1; pung++)
    for (guint pair = 0; pair <= 1; pair++)
      {
        int chows = (int) c - 3 * (int) pung - 2 * (int) pair;
        guint saved_sets = w->cur.n_sets;

        if (chows < 0)
          continue;
        if (pair && w->cur.pair != MJ_TILE_NONE)
          continue;
        if (chows > 0 && (!mj_tile_is_suited (t) || t % 9 > 6 ||
                          w->counts[t + 1] < (guint) chows || w->counts[t + 2] < (guint) chows))
          continue;
        if (w->cur.n_sets + pung + (guint) chows > MJ_READING_MAX_SETS)
          continue;

        w->counts[t] = 0;
        if (chows > 0)
          {
            w->counts[t + 1] -= (guint8) chows;
            w->counts[t + 2] -= (guint8) chows;
          }
        if (pung)
          w->cur.sets[w->cur.n_sets++] = (MjMeld) { MJ_MELD_PUNG, t, MJ_TILE_NONE, MJ_SEAT_NONE };
        for (int i = 0; i < chows; i++)
          w->cur.sets[w->cur.n_sets++] = (MjMeld) { MJ_MELD_CHOW, t, MJ_TILE_NONE, MJ_SEAT_NONE };
        if (pair)
          w->cur.pair = t;

        walk (w, t + 1);

        if (pair)
          w->cur.pair = MJ_TILE_NONE;
        w->cur.n_sets = (guint8) saved_sets;
        w->counts[t] = (guint8) c;
        if (chows > 0)
          {
            w->counts[t + 1] += (guint8) chows;
            w->counts[t + 2] += (guint8) chows;
          }
      }
}

guint
mj_hand_readings (const MjHand *hand,
                  MjShapes      shapes,
                  MjReading    *out,
                  guint         max)
{
  guint n = 0;

  g_return_val_if_fail (hand != NULL, 0);
  g_return_val_if_fail (out != NULL || max == 0, 0);

  if (hand->n_tiles % 3 != 2 || !analysable (hand))
    return 0;

  if (shapes & MJ_SHAPE_STANDARD)
    {
      Walk w = { out, max, 0, { 0 }, { 0 } };
      w.cur.kind = MJ_READING_STANDARD;
      w.cur.pair = MJ_TILE_NONE;
      memcpy (w.counts, hand->counts, sizeof w.counts);
      walk (&w, 0);
      n = w.n;
    }

  if (special_applies (hand) && hand->n_tiles == 14 && n < max)
    {
      gboolean strict = (shapes & MJ_SHAPE_SEVEN_PAIRS) && !(shapes & MJ_SHAPE_SEVEN_PAIRS_QUADS);
      gboolean quads = (shapes & MJ_SHAPE_SEVEN_PAIRS_QUADS) != 0;

      if ((strict && mj_hand_shanten_seven_pairs (hand, FALSE) == -1) ||
          (quads && mj_hand_shanten_seven_pairs (hand, TRUE) == -1))
        {
          MjReading *r = &out[n++];
          guint k = 0;
          memset (r, 0, sizeof *r);
          r->kind = MJ_READING_SEVEN_PAIRS;
          r->pair = MJ_TILE_NONE;
          for (MjTile t = 0; t < MJ_N_KINDS; t++)
            for (guint c = 0; c < hand->counts[t] / 2u && k < G_N_ELEMENTS (r->pairs); c++)
              r->pairs[k++] = t;
        }
      if (n < max && (shapes & MJ_SHAPE_THIRTEEN_ORPHANS) && mj_hand_shanten_orphans (hand) == -1)
        {
          MjReading *r = &out[n++];
          memset (r, 0, sizeof *r);
          r->kind = MJ_READING_THIRTEEN_ORPHANS;
          r->pair = MJ_TILE_NONE;
          for (guint i = 0; i < 13; i++)
            if (hand->counts[orphans[i]] == 2)
              r->pair = orphans[i];
        }
    }
  return n;
}
