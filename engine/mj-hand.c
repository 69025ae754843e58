/* mj-hand.c: hand bookkeeping and the table-driven hand analysis. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-hand.h"
#include "mj-hand-private.h"
#include "mj-suit-table.h"

#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
#define HAVE_SSSE3_KERNELS 1
#include <tmmintrin.h>
#endif

static const MjSuitEntry *suit_tab;
static const MjSuitEntry *honor_tab;

/* Every read of the tables goes through here.  A key outside the table
 * (only a hand whose fields contradict each other gives one) reads as an
 * empty entry, every lane hopeless: one well-predicted comparison. */
static inline MjSuitEntry
entry (guint    suit,
       guint32  key)
{
  if (suit < 3)
    return G_LIKELY (key < MJ_SUIT_KEYS) ? suit_tab[key] : 0;
  return G_LIKELY (key < MJ_HONOR_KEYS) ? honor_tab[key] : 0;
}

/* What every analysis entry point checks before it reads a table: at most
 * MJ_HAND_MAX_TILES tiles (melds counting three), so that the kernels'
 * set count stays within their lanes (at most five sets), and suits that
 * add up to the hand.  Cheap enough for the hottest path. */
static inline gboolean
analysable (const MjHand *hand)
{
  /* the first test bounds n_tiles (and n_melds below six) on its own */
  return hand->n_tiles + 3u * hand->n_melds <= MJ_HAND_MAX_TILES &&
         (guint) hand->suit_tiles[0] + hand->suit_tiles[1] + hand->suit_tiles[2] + hand->suit_tiles[3] ==
           hand->n_tiles;
}

static inline guint
lane (MjSuitEntry e,
      guint       p,
      guint       k)
{
  return mj_suit_entry_nibble (e, MJ_LANE (p, k));
}

static inline guint32
tile_pow (MjTile t)
{
  return mj_pow5[t < 27 ? t % 9 : t - 27];
}

/* ---- bookkeeping ------------------------------------------------------ */

void
mj_hand_init (MjHand *hand)
{
  g_return_if_fail (hand != NULL);
  memset (hand, 0, sizeof *hand);
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
  hand->keys[mj_tile_suit (tile)] += tile_pow (tile);
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
  hand->keys[mj_tile_suit (tile)] -= tile_pow (tile);
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
      keys[mj_tile_suit (t)] += c * tile_pow (t);
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
  return hand->n_tiles ? (hand->n_tiles - 1u) / 3u : 0;
}

/* ---- standard-shape kernels ------------------------------------------ */

/* The scalar kernels: lanes in a plain byte array. */
typedef struct {
  guint8 l[16];
} ScalarV;

static inline ScalarV
scalar_load (MjSuitEntry e)
{
  ScalarV v;
  for (guint i = 0; i < 16; i++)
    v.l[i] = (guint8) mj_suit_entry_nibble (e, i);
  return v;
}

static inline ScalarV
scalar_conv (ScalarV a,
             ScalarV b,
             guint   n)
{
  ScalarV c = { { 0 } };

  for (guint K = 0; K <= n; K++)
    {
      guint v0 = 0, v1 = 0;
      for (guint i = 0; i <= K; i++)
        {
          v0 = MAX (v0, (guint) a.l[i] + b.l[K - i]);
          v1 = MAX (v1, MAX ((guint) a.l[i] + b.l[8 + K - i], (guint) a.l[8 + i] + b.l[K - i]));
        }
      c.l[K] = (guint8) (v0 > 15 ? v0 - 15 : 0);
      c.l[8 + K] = (guint8) (v1 > 15 ? v1 - 15 : 0);
    }
  return c;
}

static inline guint
scalar_finish (ScalarV a,
               ScalarV b,
               guint   n)
{
  guint best = 0;

  for (guint i = 0; i <= n; i++)
    best = MAX (best, MAX ((guint) a.l[i] + b.l[8 + n - i], (guint) a.l[8 + i] + b.l[n - i]));
  return 30 - best;
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
/* The SSSE3 kernels.  A convolution is, for each a <= n, the second
 * operand shifted a lanes up within each half (pshufb zeroes what falls
 * off, and zero is the worst value) plus the first operand's lane a
 * broadcast, kept by a lane-wise max. */
#define SSSE3 __attribute__((target ("ssse3")))
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

static inline SSSE3 __m128i
ssse3_load (MjSuitEntry e)
{
  __m128i x = _mm_cvtsi64_si128 ((long long) e);
  __m128i mask = _mm_set1_epi8 (0x0f);
  __m128i lo = _mm_and_si128 (x, mask);
  __m128i hi = _mm_and_si128 (_mm_srli_epi16 (x, 4), mask);
  return _mm_unpacklo_epi8 (lo, hi);
}

static inline SSSE3 __m128i
ssse3_conv (__m128i a,
            __m128i b,
            guint   n)
{
  __m128i c = _mm_setzero_si128 ();

  for (guint i = 0; i <= n; i++)
    {
      __m128i a0 = _mm_shuffle_epi8 (a, _mm_set1_epi8 ((char) i));
      __m128i a1 = _mm_shuffle_epi8 (a, _mm_set1_epi8 ((char) (8 + i)));
      __m128i bs = _mm_shuffle_epi8 (b, _mm_load_si128 ((const __m128i *) shift_idx[i]));
      __m128i bx = _mm_shuffle_epi8 (b, _mm_load_si128 ((const __m128i *) cross_idx[i]));
      c = _mm_max_epu8 (c, _mm_add_epi8 (bs, a0));
      /* bx is zero in the pairless half, so a1 lands in the pair half only */
      c = _mm_max_epu8 (c, _mm_add_epi8 (bx, _mm_and_si128 (a1, _mm_cmpeq_epi8 (bx, bx))));
    }
  return _mm_subs_epu8 (c, _mm_set1_epi8 (15));
}

static inline SSSE3 guint
ssse3_finish (__m128i a,
              __m128i b,
              guint   n)
{
  __m128i r = _mm_shuffle_epi8 (b, _mm_load_si128 ((const __m128i *) reverse_idx[n]));
  __m128i s = _mm_add_epi8 (a, r);

  s = _mm_max_epu8 (s, _mm_srli_si128 (s, 8));
  s = _mm_max_epu8 (s, _mm_srli_si128 (s, 4));
  s = _mm_max_epu8 (s, _mm_srli_si128 (s, 2));
  s = _mm_max_epu8 (s, _mm_srli_si128 (s, 1));
  return 30u - ((guint) _mm_cvtsi128_si32 (s) & 0xffu);
}

static inline SSSE3 __m128i
ssse3_prepare (__m128i b,
               guint   n)
{
  return _mm_shuffle_epi8 (b, _mm_load_si128 ((const __m128i *) reverse_idx[n]));
}

static inline SSSE3 gboolean
ssse3_above (__m128i a,
             __m128i prepared,
             guint   limit)
{
  __m128i over = _mm_subs_epu8 (_mm_add_epi8 (a, prepared), _mm_set1_epi8 ((char) limit));
  return _mm_movemask_epi8 (_mm_cmpeq_epi8 (over, _mm_setzero_si128 ())) != 0xffff;
}

#define KV            __m128i
#define KATTR         SSSE3
#define KFN(name)     name##_ssse3
#define K_LOAD(e)     ssse3_load (e)
#define K_CONV        ssse3_conv
#define K_FINISH      ssse3_finish
#define K_PREPARE     ssse3_prepare
#define K_ABOVE       ssse3_above
#include "mj-hand-kernel.h"
#undef KV
#undef KATTR
#undef KFN
#undef K_LOAD
#undef K_CONV
#undef K_FINISH
#undef K_PREPARE
#undef K_ABOVE
#endif

static guint (*standard_need) (const guint32 *keys, guint n) = standard_need_scalar;
static void (*standard_efficiency) (const MjHand *hand, guint n, guint64 kinds, guint64 expand,
                                    guint8 *need, guint64 *improving) = standard_efficiency_scalar;

void
mj_hand_tables_init (void)
{
  static gsize done = 0;

  if (G_LIKELY (honor_tab != NULL))
    return;
  if (g_once_init_enter (&done))
    {
      suit_tab = mj_suit_table ();
      honor_tab = mj_honor_table ();
      mj_hand_use_vector_kernels (g_getenv ("SPARROW_SCALAR") == NULL);
      g_once_init_leave (&done, 1);
    }
}

gboolean
mj_hand_use_vector_kernels (gboolean use)
{
  standard_need = standard_need_scalar;
  standard_efficiency = standard_efficiency_scalar;
#ifdef HAVE_SSSE3_KERNELS
  if (use && __builtin_cpu_supports ("ssse3"))
    {
      standard_need = standard_need_ssse3;
      standard_efficiency = standard_efficiency_ssse3;
      return TRUE;
    }
#endif
  return FALSE;
}

int
mj_hand_shanten_standard (const MjHand *hand)
{
  mj_hand_tables_init ();
  if (G_UNLIKELY (!analysable (hand)))
    return MJ_SHANTEN_NONE;
  return (int) standard_need (hand->keys, mj_hand_sets_needed (hand)) - 1;
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

/* Pairs, kinds and quad pairs of the whole hand: the spare nibbles of the
 * four entries summed at once (no sum reaches 16 in a 14-tile hand). */
static inline MjSuitEntry
special_counts (const guint32 *keys)
{
  const MjSuitEntry m = ((MjSuitEntry) 0xff << (4 * MJ_NIBBLE_PAIRS)) |
                        ((MjSuitEntry) 0x0f << (4 * MJ_NIBBLE_QUAD));
  return (entry (0, keys[0]) & m) + (entry (1, keys[1]) & m) +
         (entry (2, keys[2]) & m) + (entry (3, keys[3]) & m);
}

int
mj_hand_shanten_seven_pairs (const MjHand *hand,
                             gboolean      quads_count_twice)
{
  MjSuitEntry c;

  mj_hand_tables_init ();
  if (!special_applies (hand))
    return MJ_SHANTEN_NONE;
  c = special_counts (hand->keys);
  return quads_count_twice
         ? seven_pairs_quads_from (mj_suit_entry_nibble (c, MJ_NIBBLE_QUAD))
         : seven_pairs_from (mj_suit_entry_nibble (c, MJ_NIBBLE_PAIRS),
                             mj_suit_entry_nibble (c, MJ_NIBBLE_KINDS));
}

static const MjTile orphans[13] = { 0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33 };

int
mj_hand_shanten_orphans (const MjHand *hand)
{
  guint kinds = 0, pairs = 0;

  if (!special_applies (hand))
    return MJ_SHANTEN_NONE;
  for (guint i = 0; i < 13; i++)
    {
      guint c = hand->counts[orphans[i]];
      kinds += c >= 1;
      pairs += c >= 2;
    }
  return 13 - (int) kinds - (pairs > 0);
}

int
mj_hand_shanten (const MjHand *hand,
                 MjShapes      shapes)
{
  int best = MJ_SHANTEN_NONE;

  if (shapes & MJ_SHAPE_STANDARD)
    best = mj_hand_shanten_standard (hand);
  if (shapes & (MJ_SHAPE_SEVEN_PAIRS | MJ_SHAPE_SEVEN_PAIRS_QUADS))
    best = MIN (best, mj_hand_shanten_seven_pairs (hand, (shapes & MJ_SHAPE_SEVEN_PAIRS_QUADS) != 0));
  if (shapes & MJ_SHAPE_THIRTEEN_ORPHANS)
    best = MIN (best, mj_hand_shanten_orphans (hand));
  return best;
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
      if (r == 1 || lane (entry (s, hand->keys[s]), r == 2, tiles / 3u) != 15)
        return FALSE;
      pairs += r == 2;
    }
  return pairs == 1;
}

gboolean
mj_hand_is_complete (const MjHand *hand,
                     MjShapes      shapes)
{
  mj_hand_tables_init ();
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
      if (r == 1 || lane (entry (s, hand->keys[s]), r == 2, tiles / 3u) != 15)
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
              lane (entry (s, hand->keys[s] + mj_pow5[i]), r == 2, tiles / 3u) == 15)
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

  mj_hand_tables_init ();
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
 * whose draws alone are then examined (a computer player needs no more). */
static guint
efficiency (const MjHand    *hand,
            MjShapes         shapes,
            const guint8    *unseen,
            guint64          kinds,
            gboolean         best_only,
            MjDiscardChoice *out)
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

  g_return_val_if_fail (out != NULL, 0);
  mj_hand_tables_init ();

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
                         std_need, std_improving);
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
        standard_efficiency (hand, (hand->n_tiles - 2u) / 3u, kinds, expand, std_need, std_improving);
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

guint
mj_hand_efficiency (const MjHand    *hand,
                    MjShapes         shapes,
                    const guint8    *unseen,
                    guint64          kinds,
                    MjDiscardChoice *out)
{
  return efficiency (hand, shapes, unseen, kinds, FALSE, out);
}

guint
mj_hand_efficiency_best (const MjHand    *hand,
                         MjShapes         shapes,
                         const guint8    *unseen,
                         guint64          kinds,
                         MjDiscardChoice *out)
{
  return efficiency (hand, shapes, unseen, kinds, TRUE, out);
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
