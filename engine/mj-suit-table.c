/* mj-suit-table.c: works out every suit content's lanes
 * (mj-suit-table.h), and gathers them into the compact classes that
 * engine/gen-suit-table.c writes out at build time (mj-suit-classes.h).
 *
 * For one suit, let E(k, p) be the contents that can still grow into k sets
 * and p pairs: every sub-multiset of such a complete group (with no rank
 * above four copies).  A content c lacks need(c) = 3k + 2p − |s| tiles,
 * where s is the largest part of c inside E(k, p).  Both are lattice
 * recurrences over the 5^9 contents: E is the downward closure of the
 * complete groups, and need(c) = 3k + 2p − |c| when c is in E, otherwise
 * the least need of c with one tile fewer.  Building both takes some tens
 * of milliseconds and 45 MB, which is why it happens at build time.
 */
#include "config.h"

#include <string.h>

#ifdef __SSE2__
#include <emmintrin.h>
#endif
#ifdef __linux__
#include <sys/mman.h>
#endif

#include "mj-suit-table.h"

static const guint32 mj_pow5[9] = { 1, 5, 25, 125, 625, 3125, 15625, 78125, 390625 };

#define MAX_SETS MJ_MAX_SETS

/* Zeroed memory for the builder.  On Linux it is asked for in huge
 * pages: faulting in 45 MB page by page costs more than building the
 * lanes (over 100 ms on a virtual machine), 2 MB at a time it costs
 * almost nothing. */
#if defined(__linux__) && defined(MADV_HUGEPAGE)
#define HUGE (2u << 20)

static void *
big_alloc (gsize size)
{
  gsize len = size + HUGE;
  guint8 *p = mmap (NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  guint8 *aligned;

  if (p == MAP_FAILED)
    g_error ("cannot map %" G_GSIZE_FORMAT " bytes for the hand-table builder", len);
  aligned = (guint8 *) (((guintptr) p + HUGE - 1) & ~(guintptr) (HUGE - 1));
  /* give back the unaligned head and tail */
  if (aligned > p)
    munmap (p, (gsize) (aligned - p));
  if (p + len > aligned + size)
    {
      guint8 *end = (guint8 *) (((guintptr) (aligned + size) + 4095) & ~(guintptr) 4095);
      if (p + len > end)
        munmap (end, (gsize) (p + len - end));
    }
  madvise (aligned, size, MADV_HUGEPAGE);
  return aligned;
}

static void
big_free (void  *p,
          gsize  size)
{
  munmap (p, size);
}
#else
static void *
big_alloc (gsize size)
{
  return g_malloc0 (size);
}

static void
big_free (void  *p,
          gsize  size)
{
  g_free (p);
}
#endif

typedef struct {
  guint    n_ranks;
  gboolean chows;
  guint32  n_keys;
  guint16 *closure;   /* bit MJ_LANE (p, k): the content lies in E(k, p) */
} Builder;

static inline gboolean
within_copies (const guint8 *counts,
               guint         n_ranks)
{
  for (guint i = 0; i < n_ranks; i++)
    if (counts[i] > 4)
      return FALSE;
  return TRUE;
}

static void
mark_groups (Builder *b,
             guint8  *counts,
             guint    k,
             guint    first_type)
{
  /* Every group of k sets (set types in non-decreasing order: pungs of rank
   * r are types 0..n-1, chows starting at r are types n..n+6), then each
   * choice of pair. */
  guint n_types = b->n_ranks + (b->chows ? b->n_ranks - 2 : 0);

  for (guint p = 0; p < 2; p++)
    for (guint r = 0; r < (p ? b->n_ranks : 1); r++)
      {
        guint32 key = 0;

        if (p)
          counts[r] += 2;
        if (within_copies (counts, b->n_ranks))
          {
            for (guint i = 0; i < b->n_ranks; i++)
              key += counts[i] * mj_pow5[i];
            b->closure[key] |= (guint16) (1u << MJ_LANE (p, k));
          }
        if (p)
          counts[r] -= 2;
      }

  if (k == MAX_SETS)
    return;

  for (guint t = first_type; t < n_types; t++)
    {
      guint r = t - b->n_ranks;

      if (t < b->n_ranks)
        counts[t] += 3;
      else
        {
          counts[r]++; counts[r + 1]++; counts[r + 2]++;
        }

      /* A rank above four copies cannot come back below it by adding. */
      if (within_copies (counts, b->n_ranks))
        mark_groups (b, counts, k + 1, t);

      if (t < b->n_ranks)
        counts[t] -= 3;
      else
        {
          counts[r]--; counts[r + 1]--; counts[r + 2]--;
        }
    }
}

/* Contents of more tiles than this are never looked up: a hand holds at
 * most 17 concealed tiles, and the analysis adds one to see a draw. */
#define MAX_TILES 18

/* Steps a base-5 digit counter up, keeping its tile count. */
static inline void
count_up (guint8 *digits,
          guint   n_ranks,
          guint  *sum)
{
  for (guint i = 0; i < n_ranks; i++)
    {
      if (digits[i] < 4)
        {
          digits[i]++;
          (*sum)++;
          return;
        }
      digits[i] = 0;
      *sum -= 4;
    }
}

static inline void
count_down (guint8 *digits,
            guint   n_ranks,
            guint  *sum)
{
  for (guint i = 0; i < n_ranks; i++)
    {
      if (digits[i] > 0)
        {
          digits[i]--;
          (*sum)--;
          return;
        }
      digits[i] = 4;
      *sum += 4;
    }
}

/* The need lanes of one content: 3k + 2p − tiles where the content lies in
 * E(k, p), else the least need among the contents one tile smaller. */
#ifdef __SSE2__
static inline MjSuitEntry
need_row (guint8 (*need)[16],
          guint32       key,
          const guint8 *digits,
          guint         n_ranks,
          guint16       closure,
          guint         sum)
{
  static const guint8 ones[16] __attribute__((aligned (16))) = {
    255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255 };
  const __m128i bits = _mm_setr_epi8 (1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);
  const __m128i size = _mm_setr_epi8 (0, 3, 6, 9, 12, 15, -1, -1, 2, 5, 8, 11, 14, 17, -1, -1);
  const __m128i used = _mm_setr_epi8 (-1, -1, -1, -1, -1, -1, 0, 0, -1, -1, -1, -1, -1, -1, 0, 0);
  __m128i best = _mm_load_si128 ((const __m128i *) ones);
  __m128i in_e, row, m, w;

  for (guint i = 0; i < n_ranks; i++)
    {
      const guint8 *prev = digits[i] ? need[key - mj_pow5[i]] : ones;
      best = _mm_min_epu8 (best, _mm_load_si128 ((const __m128i *) prev));
    }
  in_e = _mm_set_epi64x ((long long) ((closure >> 8) * G_GUINT64_CONSTANT (0x0101010101010101)),
                         (long long) ((closure & 0xff) * G_GUINT64_CONSTANT (0x0101010101010101)));
  in_e = _mm_cmpeq_epi8 (_mm_and_si128 (in_e, bits), bits);
  row = _mm_or_si128 (_mm_and_si128 (in_e, _mm_sub_epi8 (size, _mm_set1_epi8 ((char) sum))),
                      _mm_andnot_si128 (in_e, best));
  _mm_store_si128 ((__m128i *) need[key], row);

  /* 15 − need in the used lanes, then two lanes to a byte */
  m = _mm_and_si128 (_mm_subs_epu8 (_mm_set1_epi8 (15), row), used);
  w = _mm_or_si128 (_mm_and_si128 (m, _mm_set1_epi16 (0xff)),
                    _mm_and_si128 (_mm_srli_epi16 (m, 4), _mm_set1_epi16 (0xf0)));
  return (MjSuitEntry) _mm_cvtsi128_si64 (_mm_packus_epi16 (w, w));
}
#else
static inline MjSuitEntry
need_row (guint8 (*need)[16],
          guint32       key,
          const guint8 *digits,
          guint         n_ranks,
          guint16       closure,
          guint         sum)
{
  guint8 best[16];
  MjSuitEntry e = 0;

  memset (best, 0xff, sizeof best);
  for (guint i = 0; i < n_ranks; i++)
    if (digits[i] > 0)
      {
        const guint8 *prev = need[key - mj_pow5[i]];
        for (guint l = 0; l < 16; l++)
          best[l] = MIN (best[l], prev[l]);
      }
  for (guint l = 0; l < 16; l++)
    {
      guint size = 3 * (l % 8) + 2 * (l / 8);
      need[key][l] = (l % 8) > MAX_SETS ? 0xff
                     : (closure >> l) & 1 ? (guint8) (size - sum) : best[l];
      if ((l % 8) <= MAX_SETS)
        e |= (MjSuitEntry) (15u - MIN (need[key][l], 15u)) << (4 * l);
    }
  return e;
}
#endif

MjSuitEntry *
mj_suit_entries_build (guint    n_ranks,
                       gboolean chows)
{
  Builder b = { n_ranks, chows, mj_pow5[n_ranks - 1] * 5, NULL };
  guint8 counts[9] = { 0 };
  guint8 digits[9];
  guint8 (*need)[16];
  guint sum;
  MjSuitEntry *table;

  g_return_val_if_fail (n_ranks >= 3 && n_ranks <= 9, NULL);

  b.closure = big_alloc (sizeof (guint16) * b.n_keys);
  mark_groups (&b, counts, 0, 0);

  /* Downward closure: walk the keys from the top.  Complete groups hold 17
   * tiles at most, so larger contents have an empty closure. */
  for (guint i = 0; i < n_ranks; i++)
    digits[i] = 4;
  sum = 4 * n_ranks;
  for (guint32 key = b.n_keys; key-- > 0; count_down (digits, n_ranks, &sum))
    {
      guint16 m;

      if (sum >= MAX_TILES)
        continue;
      m = b.closure[key];
      for (guint i = 0; i < n_ranks; i++)
        if (digits[i] < 4)
          m |= b.closure[key + mj_pow5[i]];
      b.closure[key] = m;
    }

  need = big_alloc (sizeof *need * b.n_keys);
  table = big_alloc (sizeof *table * b.n_keys);
  memset (digits, 0, sizeof digits);
  sum = 0;
  for (guint32 key = 0; key < b.n_keys; key++, count_up (digits, n_ranks, &sum))
    if (sum <= MAX_TILES)
      table[key] = need_row (need, key, digits, n_ranks, b.closure[key], sum);

  big_free (need, sizeof *need * b.n_keys);
  big_free (b.closure, sizeof (guint16) * b.n_keys);
  return table;
}

void
mj_suit_entries_free (MjSuitEntry *entries,
                      guint        n_ranks)
{
  if (entries)
    big_free (entries, sizeof *entries * mj_pow5[n_ranks - 1] * 5);
}

/* ---- the compact classes ---------------------------------------------- */

/* Distinct byte strings of one length, numbered in order of first
 * appearance (so that the output never depends on a hash's order). */
typedef struct {
  GHashTable *index;   /* bytes -> number + 1 */
  GByteArray *all;
  guint       len;
} Distinct;

static guint
bytes_hash (gconstpointer p)
{
  const guint8 *b = p;
  guint len = b[0], h = 5381;

  for (guint i = 1; i <= len; i++)
    h = h * 33 + b[i];
  return h;
}

static gboolean
bytes_equal (gconstpointer a,
             gconstpointer b)
{
  return memcmp (a, b, 1 + ((const guint8 *) a)[0]) == 0;
}

static void
distinct_init (Distinct *d,
               guint     len)
{
  g_assert (len < 256);
  d->index = g_hash_table_new_full (bytes_hash, bytes_equal, g_free, NULL);
  d->all = g_byte_array_new ();
  d->len = len;
}

static guint
distinct_number (Distinct     *d,
                 const guint8 *bytes)
{
  guint8 *k = g_malloc (1 + d->len);
  gpointer found;
  guint n;

  k[0] = (guint8) d->len;
  memcpy (k + 1, bytes, d->len);
  if (g_hash_table_lookup_extended (d->index, k, NULL, &found))
    {
      g_free (k);
      return GPOINTER_TO_UINT (found) - 1;
    }
  n = d->all->len / d->len;
  g_hash_table_insert (d->index, k, GUINT_TO_POINTER (n + 1));
  g_byte_array_append (d->all, bytes, d->len);
  return n;
}

static guint
distinct_count (const Distinct *d)
{
  return d->all->len / d->len;
}

/* Ends the numbering; returns the strings in their order. */
static GByteArray *
distinct_finish (Distinct *d)
{
  g_hash_table_destroy (d->index);
  return d->all;
}

/* The specials (mj-suit-table.h) of n base-5 digits; bit i of orphans
 * says digit i is a terminal or an honour. */
static guint32
part_specials (guint32 digits,
               guint   n,
               guint   orphans)
{
  guint pairs = 0, kinds = 0, quads = 0, o_kinds = 0, o_pairs = 0;

  for (guint i = 0; i < n; i++, digits /= 5)
    {
      guint c = digits % 5;

      pairs += c >= 2;
      kinds += c >= 1;
      quads += c / 2;
      if ((orphans >> i) & 1)
        {
          o_kinds += c >= 1;
          o_pairs += c >= 2;
        }
    }
  return pairs | kinds << 6 | quads << 12 | o_kinds << 19 | o_pairs << 23;
}

/* The classes of one kind of suit and its rows.  rows_out gets each hi's
 * row, cells_out the distinct rows and three bytes of class 0, lo_out the
 * specials of each lo (zero past 124). */
static GByteArray *
suit_classes (guint        n_ranks,
              gboolean     chows,
              GArray      *rows_out,
              GByteArray **cells_out,
              GArray      *lo_out)
{
  static const guint8 zero[16] = { 0 };
  MjSuitEntry *entries = mj_suit_entries_build (n_ranks, chows);
  guint32 n_keys = mj_pow5[n_ranks - 1] * 5;
  guint32 n_lo = mj_pow5[MJ_KEY_LO_RANKS], n_hi = n_keys / n_lo;
  guint n_hi_ranks = n_ranks - MJ_KEY_LO_RANKS;
  /* terminals: ranks 1 and 9; every honour */
  guint lo_orphans = chows ? 1u : 7u, hi_orphans = chows ? 1u << (n_hi_ranks - 1) : (1u << n_hi_ranks) - 1;
  Distinct classes, rows;
  guint8 row[125];

  g_assert (n_lo == sizeof row);
  distinct_init (&classes, 16);
  distinct_init (&rows, n_lo);
  /* class 0: every lane hopeless, what a key past the table reads */
  distinct_number (&classes, zero);
  for (guint32 hi = 0; hi < n_hi; hi++)
    {
      guint64 value;

      for (guint32 lo = 0; lo < n_lo; lo++)
        {
          guint8 lanes[16];
          guint c;

          mj_suit_entry_lanes (entries[lo + n_lo * hi], lanes);
          c = distinct_number (&classes, lanes);
          g_assert (c < 256);
          row[lo] = (guint8) c;
        }
      value = (guint64) distinct_number (&rows, row) * n_lo |
              (guint64) part_specials (hi, n_hi_ranks, hi_orphans) << 32;
      g_array_append_val (rows_out, value);
    }
  mj_suit_entries_free (entries, n_ranks);

  for (guint32 lo = 0; lo <= MJ_KEY_LO_MASK; lo++)
    {
      guint32 sp = lo < n_lo ? part_specials (lo, MJ_KEY_LO_RANKS, lo_orphans) : 0;
      g_array_append_val (lo_out, sp);
    }

  *cells_out = distinct_finish (&rows);
  g_byte_array_append (*cells_out, zero, MJ_KEY_LO_MASK + 1 - n_lo);
  return distinct_finish (&classes);
}

/* The classes of a and b together, every pair; out gets the class
 * numbers, a major. */
static GByteArray *
combined_classes (const GByteArray *a,
                  const GByteArray *b,
                  GArray           *out)
{
  Distinct classes;

  distinct_init (&classes, 16);
  for (guint i = 0; i < a->len / 16; i++)
    for (guint j = 0; j < b->len / 16; j++)
      {
        guint8 lanes[16];
        guint16 c;

        mj_lanes_conv (a->data + 16 * i, b->data + 16 * j, MJ_MAX_SETS, lanes);
        c = (guint16) distinct_number (&classes, lanes);
        g_array_append_val (out, c);
      }
  g_assert (distinct_count (&classes) < G_MAXUINT16);
  return distinct_finish (&classes);
}

MjSuitTables *
mj_suit_tables_build (void)
{
  MjSuitTables *t = g_new0 (MjSuitTables, 1);
  guint n_mixed;

  t->suit_rows = g_array_new (FALSE, FALSE, sizeof (guint64));
  t->suit_lo_specials = g_array_new (FALSE, FALSE, sizeof (guint32));
  t->suit_lanes = suit_classes (9, TRUE, t->suit_rows, &t->suit_cells, t->suit_lo_specials);
  t->honor_rows = g_array_new (FALSE, FALSE, sizeof (guint64));
  t->honor_lo_specials = g_array_new (FALSE, FALSE, sizeof (guint32));
  t->honor_lanes = suit_classes (7, FALSE, t->honor_rows, &t->honor_cells, t->honor_lo_specials);

  t->two_suits = g_array_new (FALSE, FALSE, sizeof (guint16));
  t->suit_honors = g_array_new (FALSE, FALSE, sizeof (guint16));
  t->pair_lanes = combined_classes (t->suit_lanes, t->suit_lanes, t->two_suits);
  t->mixed_lanes = combined_classes (t->suit_lanes, t->honor_lanes, t->suit_honors);

  n_mixed = t->mixed_lanes->len / 16;
  t->finish = g_array_new (FALSE, FALSE, sizeof (guint32));
  for (guint x = 0; x < t->pair_lanes->len / 16; x++)
    for (guint y = 0; y < n_mixed; y++)
      {
        guint32 f = 0;

        for (guint n = 0; n <= MJ_MAX_SETS; n++)
          f |= (guint32) mj_lanes_finish (t->pair_lanes->data + 16 * x, t->mixed_lanes->data + 16 * y, n)
               << (5 * n);
        g_array_append_val (t->finish, f);
      }
  return t;
}

void
mj_suit_tables_free (MjSuitTables *t)
{
  if (!t)
    return;
  g_byte_array_unref (t->suit_lanes);
  g_byte_array_unref (t->honor_lanes);
  g_array_unref (t->suit_rows);
  g_byte_array_unref (t->suit_cells);
  g_array_unref (t->suit_lo_specials);
  g_array_unref (t->honor_rows);
  g_byte_array_unref (t->honor_cells);
  g_array_unref (t->honor_lo_specials);
  g_array_unref (t->two_suits);
  g_array_unref (t->suit_honors);
  g_byte_array_unref (t->pair_lanes);
  g_byte_array_unref (t->mixed_lanes);
  g_array_unref (t->finish);
  g_free (t);
}
