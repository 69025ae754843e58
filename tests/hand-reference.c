/* hand-reference.c: the reference hand analysis of hand-reference.h, written
 * straight from the definitions so that a reader can check it by eye.
 *
 * The one concession to speed is in the standard shanten: sets and pairs
 * never cross suits, so the least addition for the whole hand is the least
 * sum of the least additions of each suit over the ways to share the sets
 * and the pair between the suits, and each suit's answer is remembered by
 * its content (a random hand meets the same suit contents again and again).
 */
#include "config.h"

#include <string.h>

#include "hand-reference.h"

#define N_ORPHANS  13
#define MAX_SETS   5      /* 17 concealed tiles at most: five sets and a pair */
#define INF        1000

static const MjTile orphans[N_ORPHANS] = { 0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33 };

static gboolean
is_orphan (MjTile t)
{
  for (guint i = 0; i < N_ORPHANS; i++)
    if (orphans[i] == t)
      return TRUE;
  return FALSE;
}

/* A chow may start at a suited tile of rank 1–7. */
static gboolean
chow_starts (MjTile t)
{
  return t < 27 && t % 9 <= 6;
}

void
ref_hand_from_hand (RefHand      *ref,
                    const MjHand *hand)
{
  memset (ref, 0, sizeof *ref);
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      ref->counts[t] = hand->counts[t];
      ref->n_tiles += hand->counts[t];
    }
  for (guint i = 0; i < hand->n_melds; i++)
    {
      const MjMeld *m = &hand->melds[i];

      switch (m->type)
        {
        case MJ_MELD_CHOW:
          ref->melded[m->tile]++;
          ref->melded[m->tile + 1]++;
          ref->melded[m->tile + 2]++;
          break;
        case MJ_MELD_PUNG:
          ref->melded[m->tile] += 3;
          break;
        default:
          ref->melded[m->tile] += 4;
          break;
        }
    }
  ref->n_melds = hand->n_melds;
}

guint
ref_sets_needed (const RefHand *ref)
{
  return ref->n_tiles ? (ref->n_tiles - 1) / 3 : 0;
}

static gboolean
special_applies (const RefHand *ref)
{
  return ref->n_melds == 0 && (ref->n_tiles == 13 || ref->n_tiles == 14);
}

/* ---- win test --------------------------------------------------------- */

/* The lowest kind left is in a pair, a pung or a chow starting there: try
 * each, take it away, and go on with what is left. */
static gboolean
remove_sets (guint8   *c,
             gboolean  pair_left)
{
  MjTile t = 0;
  gboolean ok = FALSE;

  while (t < MJ_N_KINDS && c[t] == 0)
    t++;
  if (t == MJ_N_KINDS)
    return !pair_left;

  if (pair_left && c[t] >= 2)
    {
      c[t] -= 2;
      ok = remove_sets (c, FALSE);
      c[t] += 2;
    }
  if (!ok && c[t] >= 3)
    {
      c[t] -= 3;
      ok = remove_sets (c, pair_left);
      c[t] += 3;
    }
  if (!ok && chow_starts (t) && c[t + 1] > 0 && c[t + 2] > 0)
    {
      c[t]--, c[t + 1]--, c[t + 2]--;
      ok = remove_sets (c, pair_left);
      c[t]++, c[t + 1]++, c[t + 2]++;
    }
  return ok;
}

static gboolean
complete_standard (const RefHand *ref)
{
  guint8 c[MJ_N_KINDS];

  if (ref->n_tiles % 3 != 2)
    return FALSE;
  memcpy (c, ref->counts, sizeof c);
  return remove_sets (c, TRUE);
}

/* Seven pairs: fourteen tiles, every kind held twice or not at all (or,
 * with quads counting, any even number of times). */
static gboolean
complete_seven_pairs (const RefHand *ref,
                      gboolean       quads)
{
  if (!special_applies (ref) || ref->n_tiles != 14)
    return FALSE;
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (quads ? ref->counts[t] % 2 != 0 : (ref->counts[t] != 0 && ref->counts[t] != 2))
      return FALSE;
  return TRUE;
}

/* Thirteen orphans: each orphan once, one of them twice, nothing else. */
static gboolean
complete_orphans (const RefHand *ref)
{
  guint doubles = 0;

  if (!special_applies (ref) || ref->n_tiles != 14)
    return FALSE;
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      guint c = ref->counts[t];
      if (is_orphan (t) ? (c < 1 || c > 2) : c != 0)
        return FALSE;
      doubles += c == 2;
    }
  return doubles == 1;
}

gboolean
ref_is_complete (const RefHand *ref,
                 MjShapes       shapes)
{
  if ((shapes & MJ_SHAPE_STANDARD) && complete_standard (ref))
    return TRUE;
  if ((shapes & MJ_SHAPE_SEVEN_PAIRS) && complete_seven_pairs (ref, FALSE))
    return TRUE;
  if ((shapes & MJ_SHAPE_SEVEN_PAIRS_QUADS) && complete_seven_pairs (ref, TRUE))
    return TRUE;
  if ((shapes & MJ_SHAPE_THIRTEEN_ORPHANS) && complete_orphans (ref))
    return TRUE;
  return FALSE;
}

guint64
ref_waits (const RefHand *ref,
           MjShapes       shapes)
{
  RefHand h = *ref;
  guint64 waits = 0;

  if (ref->n_tiles % 3 != 1)
    return 0;
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      if (ref->counts[t] + ref->melded[t] >= 4)
        continue;
      h.counts[t]++;
      h.n_tiles++;
      if (ref_is_complete (&h, shapes))
        waits |= G_GUINT64_CONSTANT (1) << t;
      h.counts[t]--;
      h.n_tiles--;
    }
  return waits;
}

/* ---- shanten ---------------------------------------------------------- */

/* The search over one suit: ranks are visited in order, and at each rank
 * we choose whether a pung and the pair are there and how many chows start
 * there.  A chow reaches the two ranks above its start, so the state
 * carries the chows that started one and two ranks below. */
typedef struct {
  const guint8 *c;       /* counts of the suit's ranks */
  guint         n_ranks;
  gboolean      chows;   /* honours have none */
  gint16        memo[9][5][5][MAX_SETS + 1][2];   /* -1: not known yet */
} SuitSearch;

/* The least number of tiles to add to ranks i and above so that they hold
 * `sets` sets and `pairs` pairs, when c1 chows started at rank i - 1 and
 * c2 at rank i - 2. */
static int
suit_search (SuitSearch *s,
             guint       i,
             guint       c1,
             guint       c2,
             guint       sets,
             guint       pairs)
{
  int best = INF;

  if (i == s->n_ranks)
    return sets == 0 && pairs == 0 && c1 == 0 && c2 == 0 ? 0 : INF;
  if (s->memo[i][c1][c2][sets][pairs] >= 0)
    return s->memo[i][c1][c2][sets][pairs];

  for (guint pung = 0; pung <= MIN (sets, 1u); pung++)
    for (guint pair = 0; pair <= pairs; pair++)
      for (guint x = 0; x + pung <= sets; x++)
        {
          /* copies of rank i in the group: chows from below, chows
           * starting here, the pung and the pair */
          guint g = c1 + c2 + x + 3 * pung + 2 * pair;
          guint add;
          int rest;

          if (x > 0 && (!s->chows || i + 2 >= s->n_ranks))
            break;
          if (g > 4)
            break;
          add = g > s->c[i] ? g - s->c[i] : 0;
          rest = suit_search (s, i + 1, x, c1, sets - pung - x, pairs - pair);
          best = MIN (best, (int) add + rest);
        }

  s->memo[i][c1][c2][sets][pairs] = (gint16) best;
  return best;
}

typedef struct {
  guint8 known;
  guint8 need[MAX_SETS + 1][2];   /* [sets][pairs] */
} SuitNeed;

/* The answers of each suit content met so far, by the content in base 5
 * (the three suits share one array: only chows tell suits from honours). */
static SuitNeed *suit_cache;
static SuitNeed *honor_cache;

static const SuitNeed *
suit_need (const guint8 *c,
           gboolean      honors)
{
  guint n_ranks = honors ? 7 : 9;
  guint key = 0;
  SuitNeed *r;
  SuitSearch *s;

  if (suit_cache == NULL)
    {
      suit_cache = g_new0 (SuitNeed, 1953125);   /* 5^9 */
      honor_cache = g_new0 (SuitNeed, 78125);    /* 5^7 */
    }
  for (guint i = 0; i < n_ranks; i++)
    key = key * 5 + c[i];
  r = honors ? &honor_cache[key] : &suit_cache[key];
  if (r->known)
    return r;

  s = g_new (SuitSearch, 1);
  s->c = c;
  s->n_ranks = n_ranks;
  s->chows = !honors;
  memset (s->memo, 0xff, sizeof s->memo);
  for (guint k = 0; k <= MAX_SETS; k++)
    for (guint p = 0; p <= 1; p++)
      {
        int need = suit_search (s, 0, 0, 0, k, p);
        g_assert_cmpint (need, <, 255);
        r->need[k][p] = (guint8) need;
      }
  r->known = TRUE;
  g_free (s);
  return r;
}

int
ref_shanten_standard (const RefHand *ref)
{
  guint n = ref_sets_needed (ref);
  int acc[MAX_SETS + 1][2];

  g_assert_cmpuint (n, <=, MAX_SETS);

  /* acc[k][p]: the least addition for k sets and p pairs in the suits
   * seen so far */
  for (guint k = 0; k <= MAX_SETS; k++)
    acc[k][0] = acc[k][1] = INF;
  acc[0][0] = 0;

  for (guint suit = 0; suit < 4; suit++)
    {
      const SuitNeed *sn = suit_need (&ref->counts[suit * 9], suit == 3);
      int next[MAX_SETS + 1][2];

      /* this suit holds k1 of the k sets and p1 of the p pairs */
      for (guint k = 0; k <= n; k++)
        for (guint p = 0; p <= 1; p++)
          {
            next[k][p] = INF;
            for (guint k1 = 0; k1 <= k; k1++)
              for (guint p1 = 0; p1 <= p; p1++)
                next[k][p] = MIN (next[k][p], acc[k - k1][p - p1] + sn->need[k1][p1]);
          }
      for (guint k = 0; k <= n; k++)
        acc[k][0] = next[k][0], acc[k][1] = next[k][1];
    }
  return acc[n][1] - 1;
}

int
ref_shanten_seven_pairs (const RefHand *ref,
                         gboolean       quads_count_twice)
{
  guint pairs = 0, kinds = 0, quad_pairs = 0;

  if (!special_applies (ref))
    return REF_NONE;
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      pairs += ref->counts[t] >= 2;
      kinds += ref->counts[t] >= 1;
      quad_pairs += ref->counts[t] / 2;
    }
  if (quads_count_twice)
    return 6 - (int) MIN (7u, quad_pairs);
  return 6 - (int) pairs + (kinds < 7 ? 7 - (int) kinds : 0);
}

int
ref_shanten_orphans (const RefHand *ref)
{
  guint kinds = 0;
  gboolean pair = FALSE;

  if (!special_applies (ref))
    return REF_NONE;
  for (guint i = 0; i < N_ORPHANS; i++)
    {
      kinds += ref->counts[orphans[i]] >= 1;
      pair |= ref->counts[orphans[i]] >= 2;
    }
  return 13 - (int) kinds - (pair ? 1 : 0);
}

int
ref_shanten (const RefHand *ref,
             MjShapes       shapes)
{
  int best = REF_NONE;

  if (shapes & MJ_SHAPE_STANDARD)
    best = MIN (best, ref_shanten_standard (ref));
  if (shapes & MJ_SHAPE_SEVEN_PAIRS)
    best = MIN (best, ref_shanten_seven_pairs (ref, FALSE));
  if (shapes & MJ_SHAPE_SEVEN_PAIRS_QUADS)
    best = MIN (best, ref_shanten_seven_pairs (ref, TRUE));
  if (shapes & MJ_SHAPE_THIRTEEN_ORPHANS)
    best = MIN (best, ref_shanten_orphans (ref));
  return best;
}

/* ---- efficiency ------------------------------------------------------- */

static guint
unseen_copies (const RefHand *before,
               const guint8  *unseen,
               MjTile         t)
{
  guint held = before->counts[t] + before->melded[t];

  if (unseen)
    return unseen[t];
  return held < 4 ? 4 - held : 0;
}

/* The draws among `kinds` that take `h` below `shanten`; unseen copies are
 * counted against `before`. */
static guint64
lowering_draws (const RefHand *h,
                const RefHand *before,
                MjShapes       shapes,
                const guint8  *unseen,
                guint64        kinds,
                int            shanten,
                guint         *n_accepted)
{
  RefHand d = *h;
  guint64 mask = 0;
  guint n = 0;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      if (kinds && !((kinds >> t) & 1))
        continue;
      if (d.counts[t] >= 4)
        continue;
      d.counts[t]++;
      d.n_tiles++;
      if (ref_shanten (&d, shapes) < shanten)
        {
          mask |= G_GUINT64_CONSTANT (1) << t;
          n += unseen_copies (before, unseen, t);
        }
      d.counts[t]--;
      d.n_tiles--;
    }
  *n_accepted = n;
  return mask;
}

guint
ref_efficiency (const RefHand *ref,
                MjShapes       shapes,
                const guint8  *unseen,
                guint64        kinds,
                RefChoice     *out)
{
  guint n_out = 0;

  if (ref->n_tiles % 3 != 2)
    return 0;
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      RefHand after = *ref;
      RefChoice *c;

      if (ref->counts[t] == 0)
        continue;
      after.counts[t]--;
      after.n_tiles--;
      c = &out[n_out++];
      c->discard = t;
      c->shanten = ref_shanten (&after, shapes);
      c->accepted = lowering_draws (&after, ref, shapes, unseen, kinds,
                                    c->shanten, &c->n_accepted);
    }
  return n_out;
}

guint64
ref_improvements (const RefHand *ref,
                  MjShapes       shapes,
                  const guint8  *unseen,
                  guint64        kinds,
                  guint         *n_accepted)
{
  return lowering_draws (ref, ref, shapes, unseen, kinds,
                         ref_shanten (ref, shapes), n_accepted);
}

/* ---- readings --------------------------------------------------------- */

static guint
rank_of (MjTile t)
{
  return t < 27 ? t % 9 + 1u : t - 26u;
}

static char
suit_of (MjTile t)
{
  return "mpsz"[t < 27 ? t / 9 : 3];
}

char *
ref_reading_key (const guint8 *pungs,
                 const guint8 *chows,
                 MjTile        pair)
{
  GString *s = g_string_new (NULL);

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      guint r = rank_of (t);

      for (guint i = 0; i < pungs[t]; i++)
        g_string_append_printf (s, "%u%u%u%c ", r, r, r, suit_of (t));
      for (guint i = 0; i < chows[t]; i++)
        g_string_append_printf (s, "%u%u%u%c ", r, r + 1, r + 2, suit_of (t));
    }
  g_string_append (s, "|");
  if (pair < MJ_N_KINDS)
    g_string_append_printf (s, " %u%u%c", rank_of (pair), rank_of (pair), suit_of (pair));
  return g_string_free (s, FALSE);
}

typedef struct {
  guint8      c[MJ_N_KINDS];
  guint8      pungs[MJ_N_KINDS];
  guint8      chows[MJ_N_KINDS];
  MjTile      pair;
  GHashTable *keys;
  guint       added;
} ReadingWalk;

/* Like remove_sets, but trying every choice and keeping every way out;
 * the same reading is reached along several orders, hence the set. */
static void
reading_walk (ReadingWalk *w)
{
  MjTile t = 0;

  while (t < MJ_N_KINDS && w->c[t] == 0)
    t++;
  if (t == MJ_N_KINDS)
    {
      char *key;

      if (w->pair == MJ_TILE_NONE)
        return;
      key = ref_reading_key (w->pungs, w->chows, w->pair);
      if (g_hash_table_add (w->keys, key))
        w->added++;
      return;
    }

  if (w->pair == MJ_TILE_NONE && w->c[t] >= 2)
    {
      w->c[t] -= 2;
      w->pair = t;
      reading_walk (w);
      w->pair = MJ_TILE_NONE;
      w->c[t] += 2;
    }
  if (w->c[t] >= 3)
    {
      w->c[t] -= 3;
      w->pungs[t]++;
      reading_walk (w);
      w->pungs[t]--;
      w->c[t] += 3;
    }
  if (chow_starts (t) && w->c[t + 1] > 0 && w->c[t + 2] > 0)
    {
      w->c[t]--, w->c[t + 1]--, w->c[t + 2]--;
      w->chows[t]++;
      reading_walk (w);
      w->chows[t]--;
      w->c[t]++, w->c[t + 1]++, w->c[t + 2]++;
    }
}

guint
ref_standard_readings (const RefHand *ref,
                       GHashTable    *keys)
{
  ReadingWalk w;

  if (ref->n_tiles % 3 != 2)
    return 0;
  memset (&w, 0, sizeof w);
  memcpy (w.c, ref->counts, sizeof w.c);
  w.pair = MJ_TILE_NONE;
  w.keys = keys;
  reading_walk (&w);
  return w.added;
}
