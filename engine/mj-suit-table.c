/* mj-suit-table.c: builds the per-suit tables of mj-suit-table.h.
 *
 * For one suit, let E(k, p) be the contents that can still grow into k sets
 * and p pairs: every sub-multiset of such a complete group (with no rank
 * above four copies).  A content c lacks need(c) = 3k + 2p − |s| tiles,
 * where s is the largest part of c inside E(k, p).  Both are lattice
 * recurrences over the 5^9 contents: E is the downward closure of the
 * complete groups, and need(c) = 3k + 2p − |c| when c is in E, otherwise
 * the least need of c with one tile fewer.  Building both tables takes
 * some tens of milliseconds, once per process.
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

const guint32 mj_pow5[9] = { 1, 5, 25, 125, 625, 3125, 15625, 78125, 390625 };

#define MAX_SETS 5

/* Zeroed memory for the tables.  On Linux the building blocks are asked
 * for in huge pages: faulting in 45 MB page by page costs more than
 * building the tables (over 100 ms on a virtual machine), 2 MB at a time
 * it costs almost nothing. */
#if defined(__linux__) && defined(MADV_HUGEPAGE)
#define HUGE (2u << 20)

static void *
big_alloc (gsize size)
{
  gsize len = size + HUGE;
  guint8 *p = mmap (NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  guint8 *aligned;

  if (p == MAP_FAILED)
    g_error ("cannot map %" G_GSIZE_FORMAT " bytes for the hand tables", len);
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

typedef struct {
  guint sum, pairs, kinds, quad_pairs;
} Stats;

/* Steps a base-5 digit counter up, keeping its counts. */
static inline void
count_up (guint8 *digits,
          guint   n_ranks,
          Stats  *st)
{
  for (guint i = 0; i < n_ranks; i++)
    {
      if (digits[i] < 4)
        {
          guint v = ++digits[i];
          st->sum++;
          st->pairs += v == 2;
          st->kinds += v == 1;
          st->quad_pairs += v % 2 == 0;
          return;
        }
      digits[i] = 0;
      st->sum -= 4;
      st->pairs--;
      st->kinds--;
      st->quad_pairs -= 2;
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

static inline MjSuitEntry
extras (const Stats *st)
{
  return ((MjSuitEntry) st->pairs << (4 * MJ_NIBBLE_PAIRS)) |
         ((MjSuitEntry) st->kinds << (4 * MJ_NIBBLE_KINDS)) |
         ((MjSuitEntry) MIN (st->quad_pairs, 15u) << (4 * MJ_NIBBLE_QUAD));
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
          const Stats  *st)
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
  row = _mm_or_si128 (_mm_and_si128 (in_e, _mm_sub_epi8 (size, _mm_set1_epi8 ((char) st->sum))),
                      _mm_andnot_si128 (in_e, best));
  _mm_store_si128 ((__m128i *) need[key], row);

  /* 15 − need in the used lanes, then two lanes to a byte */
  m = _mm_and_si128 (_mm_subs_epu8 (_mm_set1_epi8 (15), row), used);
  w = _mm_or_si128 (_mm_and_si128 (m, _mm_set1_epi16 (0xff)),
                    _mm_and_si128 (_mm_srli_epi16 (m, 4), _mm_set1_epi16 (0xf0)));
  return (MjSuitEntry) _mm_cvtsi128_si64 (_mm_packus_epi16 (w, w)) | extras (st);
}
#else
static inline MjSuitEntry
need_row (guint8 (*need)[16],
          guint32       key,
          const guint8 *digits,
          guint         n_ranks,
          guint16       closure,
          const Stats  *st)
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
                     : (closure >> l) & 1 ? (guint8) (size - st->sum) : best[l];
      if ((l % 8) <= MAX_SETS)
        e |= (MjSuitEntry) (15u - MIN (need[key][l], 15u)) << (4 * l);
    }
  return e | extras (st);
}
#endif

static MjSuitEntry *
build (guint    n_ranks,
       gboolean chows)
{
  Builder b = { n_ranks, chows, mj_pow5[n_ranks - 1] * 5, NULL };
  guint8 counts[9] = { 0 };
  guint8 digits[9];
  guint8 (*need)[16];
  guint sum;
  Stats st = { 0 };
  MjSuitEntry *table;

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
  for (guint32 key = 0; key < b.n_keys; key++, count_up (digits, n_ranks, &st))
    if (st.sum <= MAX_TILES)
      table[key] = need_row (need, key, digits, n_ranks, b.closure[key], &st);

  big_free (need, sizeof *need * b.n_keys);
  big_free (b.closure, sizeof (guint16) * b.n_keys);
  return table;
}

const MjSuitEntry *
mj_suit_table (void)
{
  static MjSuitEntry *table;

  if (g_once_init_enter (&table))
    g_once_init_leave (&table, build (9, TRUE));
  return table;
}

const MjSuitEntry *
mj_honor_table (void)
{
  static MjSuitEntry *table;

  if (g_once_init_enter (&table))
    g_once_init_leave (&table, build (7, FALSE));
  return table;
}
