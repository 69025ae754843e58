/* test-hand.c: the hand analysis of mj-hand.c (shanten, win test, waits,
 * efficiency, readings), checked against the hand-written cases of
 * tests/data/hands.txt and, on seeded random hands, against the
 * brute-force reference of hand-reference.c, with both kernel variants. */
#include "config.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "mj-hand.h"
#include "mj-hand-private.h"
#include "hand-reference.h"

#define BIT(t) (G_GUINT64_CONSTANT (1) << (t))
#define ALL_KINDS (BIT (MJ_N_KINDS) - 1)

/* The four shapes one at a time, so that every combination is a union. */
static const MjShapes single_shapes[4] = {
  MJ_SHAPE_STANDARD, MJ_SHAPE_SEVEN_PAIRS,
  MJ_SHAPE_SEVEN_PAIRS_QUADS, MJ_SHAPE_THIRTEEN_ORPHANS,
};
#define N_SHAPE_SETS 15   /* every non-empty combination: 1 to 15 */

/* What the discard tables are checked with: the common choices. */
static const MjShapes efficiency_shapes[] = {
  MJ_SHAPE_STANDARD,
  MJ_SHAPES_ALL,
  MJ_SHAPE_STANDARD | MJ_SHAPE_SEVEN_PAIRS_QUADS | MJ_SHAPE_THIRTEEN_ORPHANS,
  MJ_SHAPE_SEVEN_PAIRS | MJ_SHAPE_THIRTEEN_ORPHANS,
};

/* Kernel variants: 0 = the tables and the vector discard table (when the
 * processor has it), 1 = the scalar twin. */
static const char *variant_names[2] = { "vector", "scalar" };

static void
use_variant (guint v)
{
  mj_hand_use_vector_kernels (v == 0);
}

/* ---- reporting ---------------------------------------------------------- */

/* A property test goes on after a disagreement, so that one run shows
 * several failing hands; the first few are printed in full. */
static guint n_disagreements;

static void disagree (const MjHand *hand,
                      guint         variant,
                      const char   *format,
                      ...) G_GNUC_PRINTF (3, 4);

static void
disagree (const MjHand *hand,
          guint         variant,
          const char   *format,
          ...)
{
  if (n_disagreements++ < 20)
    {
      g_autofree char *text = mj_hand_format (hand);
      g_autofree char *what = NULL;
      va_list args;

      va_start (args, format);
      what = g_strdup_vprintf (format, args);
      va_end (args);
      g_test_message ("%s (%s kernels): %s", text, variant_names[variant], what);
    }
}

static void
end_checks (void)
{
  if (n_disagreements)
    g_test_fail_printf ("%u disagreements with the reference", n_disagreements);
  n_disagreements = 0;
}

static char *
mask_text (guint64 mask)
{
  MjTile tiles[MJ_N_KINDS];
  guint n = 0;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if ((mask >> t) & 1)
      tiles[n++] = t;
  return n ? mj_tiles_format (tiles, n, TRUE) : g_strdup ("none");
}

static char *
shapes_text (MjShapes shapes)
{
  static const char *names[4] = { "standard", "seven-pairs", "seven-pairs-quads", "thirteen-orphans" };
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < 4; i++)
    if (shapes & single_shapes[i])
      g_string_append_printf (s, "%s%s", s->len ? "," : "", names[i]);
  return g_string_free (s, FALSE);
}

/* ---- the reference, once per hand ------------------------------------- */

typedef struct {
  RefHand  ref;
  int      shanten[4];     /* per single shape, REF_NONE if it does not apply */
  gboolean complete[4];    /* per single shape (3n+2) */
  guint64  waits[4];       /* per single shape (3n+1) */
} RefFacts;

static void
ref_facts (RefFacts     *f,
           const MjHand *hand)
{
  ref_hand_from_hand (&f->ref, hand);
  f->shanten[0] = ref_shanten_standard (&f->ref);
  f->shanten[1] = ref_shanten_seven_pairs (&f->ref, FALSE);
  f->shanten[2] = ref_shanten_seven_pairs (&f->ref, TRUE);
  f->shanten[3] = ref_shanten_orphans (&f->ref);
  for (guint i = 0; i < 4; i++)
    {
      f->complete[i] = ref_is_complete (&f->ref, single_shapes[i]);
      f->waits[i] = ref_waits (&f->ref, single_shapes[i]);
    }
}

/* A hand is complete in some shapes when it is in one of them, so the
 * answers for a combination are the least, the "or" and the union of the
 * answers for its shapes. */
static int
facts_shanten (const RefFacts *f,
               MjShapes        shapes)
{
  int best = REF_NONE;

  for (guint i = 0; i < 4; i++)
    if (shapes & single_shapes[i])
      best = MIN (best, f->shanten[i]);
  return best;
}

static gboolean
facts_complete (const RefFacts *f,
                MjShapes        shapes)
{
  for (guint i = 0; i < 4; i++)
    if ((shapes & single_shapes[i]) && f->complete[i])
      return TRUE;
  return FALSE;
}

static guint64
facts_waits (const RefFacts *f,
             MjShapes        shapes)
{
  guint64 w = 0;

  for (guint i = 0; i < 4; i++)
    if (shapes & single_shapes[i])
      w |= f->waits[i];
  return w;
}

/* Readings the reference expects of a complete hand, with their keys. */
static guint
facts_readings (const RefFacts *f,
                MjShapes        shapes,
                GHashTable     *keys)
{
  guint n = 0;

  if (shapes & MJ_SHAPE_STANDARD)
    n += ref_standard_readings (&f->ref, keys);
  if (((shapes & MJ_SHAPE_SEVEN_PAIRS) && f->complete[1]) ||
      ((shapes & MJ_SHAPE_SEVEN_PAIRS_QUADS) && f->complete[2]))
    {
      g_hash_table_add (keys, g_strdup ("seven pairs"));
      n++;
    }
  if ((shapes & MJ_SHAPE_THIRTEEN_ORPHANS) && f->complete[3])
    {
      g_hash_table_add (keys, g_strdup ("thirteen orphans"));
      n++;
    }
  return n;
}

/* ---- checks of one hand ----------------------------------------------- */

enum {
  CHECK_READINGS   = 1 << 0,   /* the readings of complete hands */
  CHECK_NOTATION   = 1 << 1,   /* format and parse back */
};

/* mj_shanten_of_counts of the hand's counts (the caller's copy, in an
 * array of exactly 34 bytes on the heap, so that the sanitizer build sees
 * any read past them); a refusal is a disagreement. */
static int
shanten_of_counts (const MjHand *hand,
                   const guint8 *counts,
                   MjShapes      shapes,
                   guint         v)
{
  g_autoptr (GError) error = NULL;
  int e = mj_shanten_of_counts (counts, shapes, &error);

  if (error)
    disagree (hand, v, "mj_shanten_of_counts refused the counts: %s", error->message);
  return e;
}

static void
check_shanten_and_wins (const MjHand   *hand,
                        const RefFacts *f,
                        guint           v)
{
  g_autofree guint8 *counts = g_memdup2 (hand->counts, MJ_N_KINDS);
  int e;

  if ((e = mj_hand_shanten_standard (hand)) != f->shanten[0])
    disagree (hand, v, "standard shanten %d, reference %d", e, f->shanten[0]);
  if ((e = mj_hand_shanten_seven_pairs (hand, FALSE)) != f->shanten[1])
    disagree (hand, v, "seven pairs shanten %d, reference %d", e, f->shanten[1]);
  if ((e = mj_hand_shanten_seven_pairs (hand, TRUE)) != f->shanten[2])
    disagree (hand, v, "seven pairs (quads) shanten %d, reference %d", e, f->shanten[2]);
  if ((e = mj_hand_shanten_orphans (hand)) != f->shanten[3])
    disagree (hand, v, "thirteen orphans shanten %d, reference %d", e, f->shanten[3]);

  for (MjShapes shapes = 1; shapes <= N_SHAPE_SETS; shapes++)
    {
      int want = facts_shanten (f, shapes);

      if ((e = mj_hand_shanten (hand, shapes)) != want)
        {
          g_autofree char *s = shapes_text (shapes);
          disagree (hand, v, "shanten (%s) %d, reference %d", s, e, want);
        }
      /* the same answer straight from the counts, for the hands it takes */
      if (hand->n_melds == 0 && (e = shanten_of_counts (hand, counts, shapes, v)) != want)
        {
          g_autofree char *s = shapes_text (shapes);
          disagree (hand, v, "shanten of the counts (%s) %d, reference %d", s, e, want);
        }
      if (f->ref.n_tiles % 3 == 2)
        {
          gboolean c = mj_hand_is_complete (hand, shapes);
          if (c != facts_complete (f, shapes))
            {
              g_autofree char *s = shapes_text (shapes);
              disagree (hand, v, "complete (%s) %d, reference %d", s, c, !c);
            }
        }
      else
        {
          guint64 w = mj_hand_waits (hand, shapes), rw = facts_waits (f, shapes);
          if (w != rw)
            {
              g_autofree char *s = shapes_text (shapes);
              g_autofree char *a = mask_text (w);
              g_autofree char *b = mask_text (rw);
              disagree (hand, v, "waits (%s) %s, reference %s", s, a, b);
            }
        }
    }
}

/* The reference's discard table (3n+2) or improving draws (3n+1) for one
 * set of shapes: slow, so worked out once for both kernel variants. */
typedef struct {
  MjShapes      shapes;
  const guint8 *unseen;
  guint64       kinds;
  guint         n;
  RefChoice     choices[MJ_N_KINDS];
  guint64       improving;
} RefEfficiency;

static void
ref_efficiency_facts (RefEfficiency  *e,
                      const RefFacts *f,
                      MjShapes        shapes,
                      const guint8   *unseen,
                      guint64         kinds)
{
  e->shapes = shapes;
  e->unseen = unseen;
  e->kinds = kinds;
  if (f->ref.n_tiles % 3 == 2)
    e->n = ref_efficiency (&f->ref, shapes, unseen, kinds, e->choices);
  else
    e->improving = ref_improvements (&f->ref, shapes, unseen, kinds, &e->n);
}

static void
check_efficiency (const MjHand        *hand,
                  const RefEfficiency *e,
                  guint                v)
{
  g_autofree char *s = shapes_text (e->shapes);

  if (hand->n_tiles % 3 == 2)
    {
      MjDiscardChoice out[MJ_N_KINDS];
      guint n = mj_hand_efficiency (hand, e->shapes, e->unseen, e->kinds, out);

      if (n != e->n)
        {
          disagree (hand, v, "efficiency (%s): %u choices, reference %u", s, n, e->n);
          return;
        }
      for (guint c = 0; c < n; c++)
        {
          const RefChoice *w = &e->choices[c];

          if (out[c].discard != w->discard || out[c].shanten != w->shanten ||
              out[c].accepted != w->accepted || out[c].n_accepted != w->n_accepted)
            {
              g_autofree char *a = mask_text (out[c].accepted);
              g_autofree char *b = mask_text (w->accepted);
              disagree (hand, v, "efficiency (%s): discard %s: shanten %d, %s (%u); "
                        "reference discard %s: shanten %d, %s (%u)", s,
                        mj_tile_to_string (out[c].discard), out[c].shanten, a, out[c].n_accepted,
                        mj_tile_to_string (w->discard), w->shanten, b, w->n_accepted);
            }
        }

      /* the short table: the rows of least shanten, the same rows */
      {
        guint n_best = mj_hand_efficiency_best (hand, e->shapes, e->unseen, e->kinds, out);
        guint k = 0;
        int least = 99;

        for (guint c = 0; c < e->n; c++)
          least = MIN (least, e->choices[c].shanten);
        for (guint c = 0; c < e->n; c++)
          {
            const RefChoice *w = &e->choices[c];

            if (w->shanten != least)
              continue;
            if (k >= n_best || out[k].discard != w->discard || out[k].shanten != w->shanten ||
                out[k].accepted != w->accepted || out[k].n_accepted != w->n_accepted)
              {
                disagree (hand, v, "best discards (%s): row %u differs from the reference's "
                          "discard %s", s, k, mj_tile_to_string (w->discard));
                return;
              }
            k++;
          }
        if (k != n_best)
          disagree (hand, v, "best discards (%s): %u rows, reference %u", s, n_best, k);
      }
    }
  else
    {
      guint n = 0;
      guint64 m = mj_hand_improvements (hand, e->shapes, e->unseen, e->kinds, &n);

      if (m != e->improving || n != e->n)
        {
          g_autofree char *a = mask_text (m);
          g_autofree char *b = mask_text (e->improving);
          disagree (hand, v, "improvements (%s) %s (%u), reference %s (%u)", s, a, n, b, e->n);
        }
    }
}

static gboolean
reading_is_sound (const MjHand    *hand,
                  const MjReading *r,
                  MjShapes         shapes,
                  char           **key)
{
  guint8 left[MJ_N_KINDS];
  guint8 pungs[MJ_N_KINDS] = { 0 }, chows[MJ_N_KINDS] = { 0 };

  memcpy (left, hand->counts, sizeof left);
  *key = NULL;

#define TAKE(t, k) G_STMT_START { if ((t) >= MJ_N_KINDS || left[t] < (k)) return FALSE; left[t] -= (k); } G_STMT_END
  switch (r->kind)
    {
    case MJ_READING_STANDARD:
      if (!(shapes & MJ_SHAPE_STANDARD) || r->n_sets != mj_hand_sets_needed (hand))
        return FALSE;
      for (guint i = 0; i < r->n_sets; i++)
        {
          MjTile t = r->sets[i].tile;
          if (r->sets[i].type == MJ_MELD_PUNG)
            {
              TAKE (t, 3);
              pungs[t]++;
            }
          else if (r->sets[i].type == MJ_MELD_CHOW && t < 27 && t % 9 <= 6)
            {
              TAKE (t, 1);
              TAKE (t + 1, 1);
              TAKE (t + 2, 1);
              chows[t]++;
            }
          else
            return FALSE;
        }
      TAKE (r->pair, 2);
      *key = ref_reading_key (pungs, chows, r->pair);
      break;

    case MJ_READING_SEVEN_PAIRS:
      if (!(shapes & (MJ_SHAPE_SEVEN_PAIRS | MJ_SHAPE_SEVEN_PAIRS_QUADS)))
        return FALSE;
      for (guint i = 0; i < 7; i++)
        {
          TAKE (r->pairs[i], 2);
          /* the strict reading has seven different kinds */
          if (!(shapes & MJ_SHAPE_SEVEN_PAIRS_QUADS) && i > 0 && r->pairs[i] == r->pairs[i - 1])
            return FALSE;
        }
      *key = g_strdup ("seven pairs");
      break;

    case MJ_READING_THIRTEEN_ORPHANS:
      {
        static const MjTile orphans[13] = { 0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33 };
        if (!(shapes & MJ_SHAPE_THIRTEEN_ORPHANS))
          return FALSE;
        for (guint i = 0; i < 13; i++)
          TAKE (orphans[i], 1);
        if (!mj_tile_is_orphan (r->pair))
          return FALSE;
        TAKE (r->pair, 1);
        *key = g_strdup ("thirteen orphans");
      }
      break;

    default:
      return FALSE;
    }
#undef TAKE

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (left[t] != 0)
      {
        g_clear_pointer (key, g_free);
        return FALSE;
      }
  return TRUE;
}

/* Every reading the engine gives is a decomposition of the hand, they are
 * distinct, and they are the ones the reference finds. */
static guint
check_readings (const MjHand   *hand,
                const RefFacts *f,
                guint           v,
                MjShapes        shapes)
{
  g_autoptr (GHashTable) want = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *s = shapes_text (shapes);
  MjReading r[MJ_MAX_READINGS];
  guint n, rn;

  n = mj_hand_readings (hand, shapes, r, MJ_MAX_READINGS);
  rn = f->ref.n_tiles % 3 == 2 ? facts_readings (f, shapes, want) : 0;
  if (rn > MJ_MAX_READINGS)
    g_error ("a hand with %u readings: more than the engine's array holds", rn);
  if (n != rn)
    disagree (hand, v, "readings (%s): %u, reference %u", s, n, rn);

  for (guint i = 0; i < n; i++)
    {
      char *key;

      if (!reading_is_sound (hand, &r[i], shapes, &key))
        disagree (hand, v, "readings (%s): reading %u is not a decomposition of the hand", s, i);
      else if (!g_hash_table_contains (want, key))
        disagree (hand, v, "readings (%s): %s is not among the reference's", s, key);
      if (key && !g_hash_table_add (seen, key))
        disagree (hand, v, "readings (%s): %s given twice", s, key);
    }
  return n;
}

static void
check_notation (const MjHand *hand)
{
  g_autofree char *text = mj_hand_format (hand);
  g_autofree char *again = NULL;
  g_autoptr (GError) error = NULL;
  MjHand back;

  if (!mj_hand_parse (&back, text, &error))
    {
      disagree (hand, 0, "notation “%s” does not parse back: %s", text, error->message);
      return;
    }
  if (memcmp (back.counts, hand->counts, sizeof back.counts) != 0 || back.n_tiles != hand->n_tiles ||
      back.n_melds != hand->n_melds || memcmp (back.keys, hand->keys, sizeof back.keys) != 0)
    disagree (hand, 0, "notation “%s” parses back to another hand", text);
  for (guint i = 0; i < MIN (back.n_melds, hand->n_melds); i++)
    if (back.melds[i].type != hand->melds[i].type || back.melds[i].tile != hand->melds[i].tile)
      disagree (hand, 0, "notation “%s”: meld %u parses back as another", text, i);
  again = mj_hand_format (&back);
  if (strcmp (again, text) != 0)
    disagree (hand, 0, "notation “%s” formats back as “%s”", text, again);
}

/* Compares everything with the reference, for both kernel variants, and
 * the efficiency for each of the n_eff requests; returns how many readings
 * were checked. */
static guint
check_hand (const MjHand        *hand,
            guint                checks,
            const RefEfficiency *eff,
            guint                n_eff)
{
  RefFacts f;
  guint readings = 0;

  ref_facts (&f, hand);
  for (guint v = 0; v < 2; v++)
    {
      use_variant (v);
      check_shanten_and_wins (hand, &f, v);
      for (guint i = 0; i < n_eff; i++)
        check_efficiency (hand, &eff[i], v);
      if ((checks & CHECK_READINGS) && f.ref.n_tiles % 3 == 2)
        {
          guint n = check_readings (hand, &f, v, MJ_SHAPE_STANDARD);
          readings += v == 0 ? n : 0;
          check_readings (hand, &f, v, MJ_SHAPES_ALL);
          check_readings (hand, &f, v, MJ_SHAPE_STANDARD | MJ_SHAPE_SEVEN_PAIRS_QUADS |
                                       MJ_SHAPE_THIRTEEN_ORPHANS);
        }
    }
  if (checks & CHECK_NOTATION)
    check_notation (hand);
  return readings;
}

/* ---- fixtures ----------------------------------------------------------- */

typedef struct {
  guint  line;
  char  *text;
} FixtureLine;

static void
fixture_line_free (gpointer data)
{
  FixtureLine *fl = data;

  g_free (fl->text);
  g_free (fl);
}

static gboolean
parse_shapes (const char *text,
              MjShapes   *out)
{
  g_auto (GStrv) names = g_strsplit (text, ",", -1);

  *out = 0;
  for (guint i = 0; names[i]; i++)
    {
      const char *n = g_strstrip (names[i]);
      if (strcmp (n, "standard") == 0)
        *out |= MJ_SHAPE_STANDARD;
      else if (strcmp (n, "seven-pairs") == 0)
        *out |= MJ_SHAPE_SEVEN_PAIRS;
      else if (strcmp (n, "seven-pairs-quads") == 0)
        *out |= MJ_SHAPE_SEVEN_PAIRS_QUADS;
      else if (strcmp (n, "thirteen-orphans") == 0)
        *out |= MJ_SHAPE_THIRTEEN_ORPHANS;
      else if (strcmp (n, "all") == 0)
        *out |= MJ_SHAPES_ALL;
      else
        return FALSE;
    }
  return *out != 0;
}

static gboolean
parse_int (const char *text,
           int        *out)
{
  char *end;
  long v = strtol (text, &end, 10);

  *out = (int) v;
  return *text != '\0' && *end == '\0';
}

static void
test_fixture (gconstpointer data)
{
  const FixtureLine *fl = data;
  g_auto (GStrv) fields = NULL;
  g_auto (GStrv) words = NULL;
  g_autoptr (GError) error = NULL;
  char *comment;
  g_autofree char *line = g_strdup (fl->text);
  MjHand hand;
  MjShapes shapes;
  RefFacts f;

  if ((comment = strchr (line, '#')))
    *comment = '\0';
  g_test_message ("line %u: %s", fl->line, g_strstrip (line));
  fields = g_strsplit (line, "|", -1);
  if (g_strv_length (fields) != 3)
    g_error ("line %u: expected HAND | SHAPES | EXPECTATIONS", fl->line);
  if (!mj_hand_parse (&hand, g_strstrip (fields[0]), &error))
    g_error ("line %u: %s", fl->line, error->message);
  if (!parse_shapes (fields[1], &shapes))
    g_error ("line %u: unknown shapes “%s”", fl->line, g_strstrip (fields[1]));

  ref_facts (&f, &hand);
  words = g_strsplit_set (g_strstrip (fields[2]), " \t", -1);
  for (guint i = 0; words[i]; i++)
    {
      char *eq = strchr (words[i], '=');
      const char *key = words[i], *value;

      if (*words[i] == '\0')
        continue;
      if (!eq)
        g_error ("line %u: “%s” is not key=value", fl->line, words[i]);
      *eq = '\0';
      value = eq + 1;

      if (strcmp (key, "shanten") == 0)
        {
          int want;
          if (!parse_int (value, &want))
            g_error ("line %u: shanten=%s is not a number", fl->line, value);
          g_assert_cmpint (facts_shanten (&f, shapes), ==, want);
          for (guint v = 0; v < 2; v++)
            {
              use_variant (v);
              g_assert_cmpint (mj_hand_shanten (&hand, shapes), ==, want);
            }
        }
      else if (strcmp (key, "waits") == 0)
        {
          guint64 want = 0;
          if (strcmp (value, "none") != 0)
            {
              MjTile tiles[MJ_NOTATION_MAX_TILES];
              guint n;
              if (!mj_notation_parse_tiles (value, tiles, G_N_ELEMENTS (tiles), &n, &error))
                g_error ("line %u: waits=%s: %s", fl->line, value, error->message);
              for (guint t = 0; t < n; t++)
                want |= BIT (tiles[t]);
            }
          g_assert_cmpuint (hand.n_tiles % 3, ==, 1);
          for (guint v = 0; v < 2; v++)
            {
              g_autofree char *got = NULL, *ref = NULL, *expected = mask_text (want);
              use_variant (v);
              got = mask_text (mj_hand_waits (&hand, shapes));
              ref = mask_text (facts_waits (&f, shapes));
              g_assert_cmpstr (ref, ==, expected);
              g_assert_cmpstr (got, ==, expected);
            }
        }
      else if (strcmp (key, "complete") == 0)
        {
          gboolean want = strcmp (value, "yes") == 0;
          if (!want && strcmp (value, "no") != 0)
            g_error ("line %u: complete=%s: yes or no", fl->line, value);
          g_assert_cmpuint (hand.n_tiles % 3, ==, 2);
          g_assert_cmpint (facts_complete (&f, shapes), ==, want);
          for (guint v = 0; v < 2; v++)
            {
              use_variant (v);
              g_assert_cmpint (mj_hand_is_complete (&hand, shapes), ==, want);
            }
        }
      else if (strcmp (key, "readings") == 0)
        {
          g_autoptr (GHashTable) keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
          MjReading r[MJ_MAX_READINGS];
          int want;
          if (!parse_int (value, &want))
            g_error ("line %u: readings=%s is not a number", fl->line, value);
          g_assert_cmpint (facts_readings (&f, shapes, keys), ==, want);
          g_assert_cmpint (mj_hand_readings (&hand, shapes, r, MJ_MAX_READINGS), ==, want);
        }
      else
        g_error ("line %u: unknown expectation “%s”", fl->line, key);
    }

  /* and everything else agrees with the reference */
  {
    RefEfficiency eff[G_N_ELEMENTS (efficiency_shapes)];

    for (guint i = 0; i < G_N_ELEMENTS (efficiency_shapes); i++)
      ref_efficiency_facts (&eff[i], &f, efficiency_shapes[i], NULL, 0);
    check_hand (&hand, CHECK_READINGS | CHECK_NOTATION, eff, G_N_ELEMENTS (eff));
  }
  end_checks ();
}

static void
add_fixtures (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "hands.txt", NULL);
  g_autofree char *contents = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;

  if (!g_file_get_contents (path, &contents, NULL, &error))
    g_error ("%s", error->message);
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    {
      g_autofree char *bare = g_strdup (lines[i]);
      g_autofree char *test_path = NULL;
      char *hash = strchr (bare, '#');
      FixtureLine *fl;

      if (hash)
        *hash = '\0';
      if (*g_strstrip (bare) == '\0')
        continue;
      fl = g_new (FixtureLine, 1);
      fl->line = i + 1;
      fl->text = g_strdup (lines[i]);
      test_path = g_strdup_printf ("/engine/hand/fixtures/%u", fl->line);
      g_test_add_data_func_full (test_path, fl, test_fixture, fixture_line_free);
    }
}

/* ---- random hands ------------------------------------------------------- */

typedef enum {
  SET_136,      /* three suits and honours */
  SET_108,      /* three suits */
  SET_ONE_SUIT, /* one suit, chosen per hand */
} TileSource;

/* The copies not yet dealt. */
typedef struct {
  guint8 left[MJ_N_KINDS];
  MjTile kinds[MJ_N_KINDS];
  guint  n_kinds;
} Pool;

static void
pool_init (Pool       *p,
           TileSource  source,
           GRand      *rand)
{
  MjTile first = 0, end = MJ_N_KINDS;

  memset (p, 0, sizeof *p);
  if (source == SET_108)
    end = 27;
  else if (source == SET_ONE_SUIT)
    {
      first = (MjTile) (9 * g_rand_int_range (rand, 0, 3));
      end = first + 9;
    }
  for (MjTile t = first; t < end; t++)
    {
      p->left[t] = 4;
      p->kinds[p->n_kinds++] = t;
    }
}

/* One of the copies left, each as likely: a deal from a shuffled wall. */
static MjTile
pool_draw (Pool  *p,
           GRand *rand)
{
  guint total = 0, r;

  for (guint i = 0; i < p->n_kinds; i++)
    total += p->left[p->kinds[i]];
  g_assert_cmpuint (total, >, 0);
  r = (guint) g_rand_int_range (rand, 0, (gint32) total);
  for (guint i = 0; i < p->n_kinds; i++)
    {
      MjTile t = p->kinds[i];
      if (r < p->left[t])
        {
          p->left[t]--;
          return t;
        }
      r -= p->left[t];
    }
  g_assert_not_reached ();
}

static MjTile
pool_kind (Pool  *p,
           GRand *rand)
{
  return p->kinds[g_rand_int_range (rand, 0, (gint32) p->n_kinds)];
}

static gboolean
pool_take_meld (Pool   *p,
                GRand  *rand,
                MjMeld *m)
{
  for (guint tries = 0; tries < 200; tries++)
    {
      MjMeldType type = (MjMeldType) g_rand_int_range (rand, MJ_MELD_CHOW, MJ_MELD_KONG_CONCEALED + 1);
      MjTile t = pool_kind (p, rand);

      if (type == MJ_MELD_CHOW)
        {
          if (!(t < 27 && t % 9 <= 6) || !p->left[t] || !p->left[t + 1] || !p->left[t + 2])
            continue;
          p->left[t]--, p->left[t + 1]--, p->left[t + 2]--;
        }
      else if (type == MJ_MELD_PUNG)
        {
          if (p->left[t] < 3)
            continue;
          p->left[t] -= 3;
        }
      else
        {
          if (p->left[t] < 4)
            continue;
          p->left[t] -= 4;
        }
      *m = (MjMeld) { type, t, MJ_TILE_NONE, MJ_SEAT_NONE };
      return TRUE;
    }
  return FALSE;
}

/* Adds to the hand n sets and a pair drawn from the pool. */
static gboolean
pool_take_group (Pool   *p,
                 GRand  *rand,
                 guint   n_sets,
                 MjHand *hand)
{
  for (guint s = 0; s <= n_sets; s++)
    {
      gboolean done = FALSE;

      for (guint tries = 0; tries < 200 && !done; tries++)
        {
          MjTile t = pool_kind (p, rand);
          guint k = s == n_sets ? 2 : 3;

          if (s < n_sets && t < 27 && t % 9 <= 6 && g_rand_boolean (rand))
            {
              if (!p->left[t] || !p->left[t + 1] || !p->left[t + 2])
                continue;
              for (guint i = 0; i < 3; i++)
                {
                  p->left[t + i]--;
                  mj_hand_add (hand, (MjTile) (t + i));
                }
            }
          else
            {
              if (p->left[t] < k)
                continue;
              p->left[t] -= (guint8) k;
              for (guint i = 0; i < k; i++)
                mj_hand_add (hand, t);
            }
          done = TRUE;
        }
      if (!done)
        return FALSE;
    }
  return TRUE;
}

/* A hand of `size` tiles (melds counting three) with n_melds melds. */
static void
random_hand (GRand      *rand,
             MjHand     *hand,
             TileSource  source,
             guint       size,
             guint       n_melds)
{
  for (;;)
    {
      Pool p;
      gboolean ok = TRUE;

      pool_init (&p, source, rand);
      mj_hand_init (hand);
      for (guint i = 0; i < n_melds && ok; i++)
        {
          MjMeld m;
          ok = pool_take_meld (&p, rand, &m);
          if (ok)
            mj_hand_add_meld (hand, &m);
        }
      if (!ok)
        continue;
      for (guint i = 0; i < size - 3 * n_melds; i++)
        mj_hand_add (hand, pool_draw (&p, rand));
      return;
    }
}

/* A complete hand, then, for a 3n+1 size, one tile less, then `swaps`
 * tiles exchanged for others from the pool: hands at and near ready, which
 * random deals seldom give. */
static void
near_complete_hand (GRand      *rand,
                    MjHand     *hand,
                    TileSource  source,
                    guint       size,
                    guint       n_melds,
                    guint       swaps)
{
  guint concealed = size - 3 * n_melds;

  for (;;)
    {
      Pool p;
      gboolean ok = TRUE;

      pool_init (&p, source, rand);
      mj_hand_init (hand);
      for (guint i = 0; i < n_melds && ok; i++)
        {
          MjMeld m;
          ok = pool_take_meld (&p, rand, &m);
          if (ok)
            mj_hand_add_meld (hand, &m);
        }
      if (!ok || !pool_take_group (&p, rand, (concealed - 1) / 3, hand))
        continue;
      for (guint i = 0; i < swaps + (concealed % 3 == 1); i++)
        {
          /* take out a random tile of the hand and put it back in the pool */
          guint r = (guint) g_rand_int_range (rand, 0, hand->n_tiles);
          for (MjTile t = 0; t < MJ_N_KINDS; t++)
            {
              if (r < hand->counts[t])
                {
                  mj_hand_remove (hand, t);
                  p.left[t]++;
                  break;
                }
              r -= hand->counts[t];
            }
          if (i < swaps)
            mj_hand_add (hand, pool_draw (&p, rand));
        }
      return;
    }
}

typedef struct {
  const char *name;
  guint32     seed;
  TileSource  source;
  guint       sizes[4];
  guint       n_sizes;
  guint       count;        /* hands of each size */
  guint       max_melds;    /* 0, or 1 to this many */
  gboolean    near;         /* near_complete_hand rather than random_hand */
  guint       checks;
  guint       efficiency_every;   /* also check efficiency on every nth hand (0: never) */
} RandomCase;

/* `test-hand N` checks an Nth of the random hands (the sanitizer run of
 * `make test`, where each costs many times more) */
static guint count_divisor = 1;

static void
test_random (gconstpointer data)
{
  const RandomCase *rc = data;
  g_autoptr (GRand) rand = g_rand_new_with_seed (rc->seed);
  guint total = 0, complete = 0, ready = 0, readings = 0, n_eff = 0;

  for (guint s = 0; s < rc->n_sizes; s++)
    for (guint i = 0; i < MAX (rc->count / count_divisor, 1u); i++)
      {
        guint size = rc->sizes[s];
        guint n_melds = rc->max_melds ? (guint) g_rand_int_range (rand, 1, (gint32) rc->max_melds + 1) : 0;
        guint8 unseen[MJ_N_KINDS];
        RefEfficiency eff;
        gboolean with_eff = rc->efficiency_every && i % rc->efficiency_every == 0;
        MjHand hand;

        if (rc->near)
          near_complete_hand (rand, &hand, rc->source, size, n_melds, (guint) g_rand_int_range (rand, 0, 3));
        else
          random_hand (rand, &hand, rc->source, size, n_melds);

        if (with_eff)
          {
            guint k = i / rc->efficiency_every;
            RefFacts f;

            /* one set of shapes per hand, in turn; every other hand also
             * with what a player would pass: the copies they cannot see,
             * and the kinds of the tile set in play */
            ref_hand_from_hand (&f.ref, &hand);
            if (k % 2 == 1)
              {
                for (MjTile t = 0; t < MJ_N_KINDS; t++)
                  unseen[t] = (guint8) g_rand_int_range (rand, 0, 5);
                ref_efficiency_facts (&eff, &f, efficiency_shapes[(k / 2) % G_N_ELEMENTS (efficiency_shapes)],
                                      unseen, rc->source == SET_136 ? ALL_KINDS : BIT (27) - 1);
              }
            else
              ref_efficiency_facts (&eff, &f, efficiency_shapes[(k / 2) % G_N_ELEMENTS (efficiency_shapes)],
                                    NULL, 0);
            n_eff++;
          }

        readings += check_hand (&hand, rc->checks, &eff, with_eff ? 1 : 0);
        total++;
        if (hand.n_tiles % 3 == 2)
          complete += mj_hand_is_complete (&hand, MJ_SHAPES_ALL);
        else
          ready += mj_hand_waits (&hand, MJ_SHAPES_ALL) != 0;
      }
  g_test_message ("%s: %u hands, %u complete, %u ready, %u readings checked, %u efficiency tables",
                  rc->name, total, complete, ready, readings, n_eff);
  end_checks ();
}

static const RandomCase random_cases[] = {
  /* deals from the 136-tile set, no melds: 100,000 hands of each size */
  { "/engine/hand/random/13", 13013, SET_136, { 13 }, 1, 100000, 0, FALSE, 0, 10 },
  { "/engine/hand/random/14", 14014, SET_136, { 14 }, 1, 100000, 0, FALSE, CHECK_READINGS, 5 },
  { "/engine/hand/random/16", 16016, SET_136, { 16 }, 1, 100000, 0, FALSE, 0, 20 },
  { "/engine/hand/random/17", 17017, SET_136, { 17 }, 1, 100000, 0, FALSE, CHECK_READINGS, 20 },
  /* with one to three melds */
  { "/engine/hand/random/melds", 5150, SET_136, { 13, 14, 16, 17 }, 4, 10000, 3, FALSE,
    CHECK_READINGS | CHECK_NOTATION, 10 },
  /* the 108-tile set */
  { "/engine/hand/random/108", 108108, SET_108, { 13, 14, 16, 17 }, 4, 5000, 0, FALSE, CHECK_READINGS, 10 },
  /* one suit: the table at its fullest */
  { "/engine/hand/random/one-suit", 9009, SET_ONE_SUIT, { 13, 14, 16, 17 }, 4, 2500, 0, FALSE,
    CHECK_READINGS | CHECK_NOTATION, 5 },
  /* complete hands and hands one or two tiles off them */
  { "/engine/hand/near-complete/136", 7007, SET_136, { 13, 14, 16, 17 }, 4, 15000, 0, TRUE,
    CHECK_READINGS | CHECK_NOTATION, 10 },
  { "/engine/hand/near-complete/melds", 7117, SET_136, { 13, 14, 16, 17 }, 4, 5000, 3, TRUE,
    CHECK_READINGS | CHECK_NOTATION, 10 },
  { "/engine/hand/near-complete/one-suit", 7997, SET_ONE_SUIT, { 13, 14, 16, 17 }, 4, 2500, 0, TRUE,
    CHECK_READINGS | CHECK_NOTATION, 5 },
};

/* ---- other tests -------------------------------------------------------- */

/* Both variants must be there to be compared. */
static void
test_kernels (void)
{
#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
  if (__builtin_cpu_supports ("ssse3") && __builtin_cpu_supports ("popcnt"))
    g_assert_true (mj_hand_use_vector_kernels (TRUE));
  else
    g_test_message ("no SSSE3 or POPCNT: the vector discard table cannot run here (the tables still do)");
#endif
  g_assert_false (mj_hand_use_vector_kernels (FALSE));
}

/* Hands the analysis cannot answer: too many concealed tiles (the
 * kernels hold five sets), too many tiles with the melds, and fields
 * written by hand that contradict each other.  Each is refused by
 * mj_hand_check_size and answered as a hand no shape applies to, with
 * both kernel variants, never read past a table (the sanitizer build runs
 * this too).  Before the check, 19 tiles read past the SSSE3 kernel's
 * shuffle table and were called ready. */
static void
check_unanswered (const MjHand *hand)
{
  MjDiscardChoice choices[MJ_N_KINDS];
  MjReading readings[MJ_MAX_READINGS];
  guint n_accepted = 1;

  for (guint v = 0; v < 2; v++)
    {
      use_variant (v);
      g_assert_cmpint (mj_hand_shanten_standard (hand), ==, MJ_SHANTEN_NONE);
      g_assert_cmpint (mj_hand_shanten (hand, MJ_SHAPES_ALL | MJ_SHAPE_SEVEN_PAIRS_QUADS), ==, MJ_SHANTEN_NONE);
      g_assert_cmpint (mj_hand_shanten_seven_pairs (hand, FALSE), ==, MJ_SHANTEN_NONE);
      g_assert_cmpint (mj_hand_shanten_orphans (hand), ==, MJ_SHANTEN_NONE);
      g_assert_false (mj_hand_is_complete (hand, MJ_SHAPES_ALL));
      g_assert_cmpuint (mj_hand_waits (hand, MJ_SHAPES_ALL), ==, 0);
      g_assert_cmpuint (mj_hand_improvements (hand, MJ_SHAPES_ALL, NULL, 0, &n_accepted), ==, 0);
      g_assert_cmpuint (n_accepted, ==, 0);
      g_assert_cmpuint (mj_hand_efficiency (hand, MJ_SHAPES_ALL, NULL, 0, choices), ==, 0);
      g_assert_cmpuint (mj_hand_efficiency_best (hand, MJ_SHAPE_STANDARD, NULL, 0, choices), ==, 0);
      g_assert_cmpuint (mj_hand_readings (hand, MJ_SHAPES_ALL, readings, G_N_ELEMENTS (readings)), ==, 0);
    }
  use_variant (0);
}

static void
test_limits (void)
{
  /* 19 to 26 concealed tiles, 3n+1 and 3n+2 alike, and 14 with 2 melds */
  static const char *too_big[] = {
    "123456789m123456789p1z", "19m19p19s1234567z123m456p", "1112223334445556667m",
    "11122233344455566677m", "123m456m789m123p456p789p11s", "1111222233334444555566667777m",
    "12345678m1234567p11z[123s][456s]", "11222m[123p][456p][789p][123s][456s]", "1234567m[123p][456p][789p][123s]",
  };
  static const char *largest[] = {
    "11122233344455666m",      /* 17 tiles: five sets and a pair, all in one suit */
    "1234567891234567m",       /* 16 tiles, 3n+1 */
    "11m[123p][456p][789p][123s][456s]",
  };
  MjHand hand;

  for (guint i = 0; i < G_N_ELEMENTS (too_big); i++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_true (mj_hand_parse (&hand, too_big[i], NULL));
      g_assert_false (mj_hand_check_size (&hand, &error));
      g_assert_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_TOO_MANY);
      g_assert_nonnull (strstr (error->message, "17"));
      check_unanswered (&hand);
    }

  for (guint i = 0; i < G_N_ELEMENTS (largest); i++)
    {
      g_assert_true (mj_hand_parse (&hand, largest[i], NULL));
      g_assert_true (mj_hand_check_size (&hand, NULL));
    }
  /* the 17-tile hand is answered, and alike by both kernels */
  g_assert_true (mj_hand_parse (&hand, largest[0], NULL));
  for (guint v = 0; v < 2; v++)
    {
      MjDiscardChoice choices[MJ_N_KINDS];

      use_variant (v);
      g_assert_cmpint (mj_hand_shanten_standard (&hand), ==, -1);
      g_assert_true (mj_hand_is_complete (&hand, MJ_SHAPE_STANDARD));
      g_assert_cmpuint (mj_hand_efficiency (&hand, MJ_SHAPE_STANDARD, NULL, 0, choices), ==, 6);
    }
  g_assert_true (mj_hand_parse (&hand, largest[1], NULL));
  for (guint v = 0; v < 2; v++)
    {
      use_variant (v);
      /* 123456789m 123456m 7m: waits on 1m 4m 7m (and 7m pairs) */
      g_assert_cmpint (mj_hand_shanten_standard (&hand), ==, 0);
      g_assert_cmpuint (mj_hand_waits (&hand, MJ_SHAPE_STANDARD), ==, BIT (0) | BIT (3) | BIT (6));
    }
  use_variant (0);

  /* fields written by hand, not through mj_hand_add: keys past the
   * tables, counts above four, suits that do not add up */
  {
    MjHand bad;

    g_assert_true (mj_hand_parse (&bad, "123m456p789s1122z", NULL));
    bad.keys[0] = G_MAXUINT32;
    bad.keys[3] = G_MAXUINT32 - 7;
    g_assert_false (mj_hand_check_size (&bad, NULL));
    /* keys past the table read as hopeless suits; nothing else is asked */
    g_assert_cmpint (mj_hand_shanten (&bad, MJ_SHAPES_ALL), >, 0);

    g_assert_true (mj_hand_parse (&bad, "123m456p789s11222z", NULL));
    bad.counts[5] = 200;
    bad.suit_tiles[0] = 200;
    check_unanswered (&bad);

    g_assert_true (mj_hand_parse (&bad, "123m456p789s11222z", NULL));
    bad.counts[5] = 9;   /* a count above four the suits agree with */
    bad.n_tiles += 8;
    bad.suit_tiles[0] += 8;
    check_unanswered (&bad);

    g_assert_true (mj_hand_parse (&bad, "123m456p789s11222z", NULL));
    bad.n_melds = 200;
    check_unanswered (&bad);
    /* only the six melds a hand can hold are read */
    g_assert_cmpuint (mj_hand_count_all (&bad, 0), <=, 1 + 4 * MJ_HAND_MAX_MELDS);
    g_assert_cmpuint (mj_hand_count_all (&bad, MJ_FIRST_FLOWER + 3), ==, 0);
    g_free (mj_hand_format (&bad));
  }
}

static void
test_round_trip (void)
{
  static const char *hands[] = {
    "123m456p789s1122z", "1m234678p[666z](9999p)", "55s[567m][5555p+][2222s]",
    "23m55p[1111m](4444m)[777z]", "19m19p19s1234567z", "",
  };

  for (guint i = 0; i < G_N_ELEMENTS (hands); i++)
    {
      g_autofree char *text = NULL;
      MjHand hand;

      g_assert_true (mj_hand_parse (&hand, hands[i], NULL));
      text = mj_hand_format (&hand);
      g_assert_cmpstr (text, ==, hands[i]);
      check_notation (&hand);
    }
  g_assert_false (mj_hand_parse (&(MjHand) { 0 }, "123m1f", NULL));
  end_checks ();
}

/* A hand made from its 34 counts is the hand made tile by tile: the same
 * counts, keys and suit totals, for random hands of every size the
 * analysis answers; counts above four and hands past the limit are
 * refused with a sentence, the hand untouched.  For both kernel variants:
 * the vector one makes the keys in SSSE3. */
static void
check_set_counts (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (26);

  for (guint i = 0; i < 20000; i++)
    {
      MjHand hand, from_counts;
      g_autoptr (GError) error = NULL;

      random_hand (rand, &hand, (TileSource) (i % 3), (guint) g_rand_int_range (rand, 0, MJ_HAND_MAX_TILES + 1), 0);
      memset (&from_counts, 0xab, sizeof from_counts);
      g_assert_true (mj_hand_set_counts (&from_counts, hand.counts, &error));
      g_assert_no_error (error);
      g_assert_cmpmem (from_counts.counts, MJ_N_KINDS, hand.counts, MJ_N_KINDS);
      g_assert_cmpmem (from_counts.keys, sizeof hand.keys, hand.keys, sizeof hand.keys);
      g_assert_cmpmem (from_counts.suit_tiles, 4, hand.suit_tiles, 4);
      g_assert_cmpuint (from_counts.n_tiles, ==, hand.n_tiles);
      g_assert_cmpuint (from_counts.n_melds, ==, 0);
      g_assert_true (mj_hand_check_size (&from_counts, NULL));
      g_assert_cmpint (mj_hand_shanten (&from_counts, MJ_SHAPES_ALL), ==, mj_hand_shanten (&hand, MJ_SHAPES_ALL));
    }
  {
    guint8 five[MJ_N_KINDS] = { [4] = 5 };
    guint8 many[MJ_N_KINDS] = { 4, 4, 4, 4, 2 };
    g_autoptr (GError) error = NULL;
    MjHand hand;

    mj_hand_init (&hand);
    g_assert_false (mj_hand_set_counts (&hand, five, &error));
    g_assert_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_COPIES);
    g_assert_nonnull (strstr (error->message, "four of each"));
    g_clear_error (&error);
    /* the counts are checked eight at a time: a fifth copy, or a count
     * past 127, of every kind */
    for (MjTile t = 0; t < MJ_N_KINDS; t++)
      for (guint c = 5; c < 256; c += 123)
        {
          guint8 bad[MJ_N_KINDS] = { 0 };

          bad[t] = (guint8) c;
          g_assert_false (mj_hand_set_counts (&hand, bad, &error));
          g_assert_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_COPIES);
          g_clear_error (&error);
        }
    g_assert_false (mj_hand_set_counts (&hand, many, &error));
    g_assert_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_TOO_MANY);
    g_assert_cmpuint (hand.n_tiles, ==, 0);
    g_clear_error (&error);
  }
  /* the counts' words are first checked together, their OR holding a
   * count above four where one word has four and another one, two or
   * three in the same place: such hands are taken */
  for (MjTile t = 0; t + 8 < MJ_N_KINDS; t++)
    for (guint8 c = 1; c <= 3; c++)
      {
        guint8 counts[MJ_N_KINDS] = { 0 };
        g_autoptr (GError) error = NULL;
        MjHand hand;

        counts[t] = 4;
        counts[t + 8] = c;
        g_assert_true (mj_hand_set_counts (&hand, counts, &error));
        g_assert_no_error (error);
        g_assert_cmpuint (hand.n_tiles, ==, 4u + c);
      }
}

/* The kernels of the counts' tests: the two variants, and the tables
 * without the SSSE3 builds, as a processor without SSSE3 runs them. */
#define N_COUNTS_KERNELS 3

static void
use_counts_kernels (guint v)
{
  if (v < 2)
    use_variant (v);
  else
    mj_hand_use_generic_kernels ();
}

static void
test_set_counts (void)
{
  for (guint v = 0; v < N_COUNTS_KERNELS; v++)
    {
      use_counts_kernels (v);
      check_set_counts ();
    }
}

/* Random counts: a total from none to past MJ_HAND_MAX_TILES, and a
 * quarter of them with one count above four (5 to 8, or past 127).  Each
 * is copied to an array of exactly 34 bytes on the heap, so that the
 * sanitizer build sees any read past it. */
static guint8 *
random_counts (GRand *rand)
{
  guint8 *counts = g_malloc0 (MJ_N_KINDS);
  guint n = (guint) g_rand_int_range (rand, 0, MJ_HAND_MAX_TILES + 8);
  /* a suit, the honours or everything: suits of many tiles, as in hands */
  MjTile first = 0, n_kinds = MJ_N_KINDS;

  switch (g_rand_int_range (rand, 0, 3))
    {
    case 0:
      first = 9 * (MjTile) g_rand_int_range (rand, 0, 4);
      n_kinds = first == 27 ? 7 : 9;
      break;
    default:
      break;
    }
  n = MIN (n, 4u * n_kinds);
  while (n > 0)
    {
      MjTile t = first + (MjTile) g_rand_int_range (rand, 0, (gint32) n_kinds);
      if (counts[t] < 4)
        {
          counts[t]++;
          n--;
        }
    }
  if (g_rand_int_range (rand, 0, 4) == 0)
    {
      MjTile t = (MjTile) g_rand_int_range (rand, 0, MJ_N_KINDS);
      counts[t] = (guint8) (g_rand_boolean (rand) ? g_rand_int_range (rand, 5, 9) : g_rand_int_range (rand, 128, 256));
    }
  return counts;
}

/* mj_shanten_of_counts answers what mj_hand_shanten answers for the hand
 * mj_hand_set_counts fills from the same counts, and refuses what that
 * refuses with the same sentence, for every set of shapes and both kernel
 * variants and the generic tables, which all agree.  (The random hands of
 * the property tests check its answers against the reference as well.) */
static void
test_shanten_of_counts (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (34);
  guint answered = 0, refused = 0;

  for (guint i = 0; i < MAX (20000 / count_divisor, 100u); i++)
    {
      g_autofree guint8 *counts = random_counts (rand);
      int first[N_SHAPE_SETS + 1];

      for (guint v = 0; v < N_COUNTS_KERNELS; v++)
        {
          use_counts_kernels (v);
          for (MjShapes shapes = 1; shapes <= N_SHAPE_SETS; shapes++)
            {
              g_autoptr (GError) error = NULL;
              g_autoptr (GError) hand_error = NULL;
              MjHand hand;
              int e = mj_shanten_of_counts (counts, shapes, &error);

              if (mj_hand_set_counts (&hand, counts, &hand_error))
                {
                  g_assert_no_error (error);
                  g_assert_cmpint (e, ==, mj_hand_shanten (&hand, shapes));
                  answered += v == 0 && shapes == 1;
                }
              else
                {
                  g_assert_cmpint (e, ==, MJ_SHANTEN_NONE);
                  g_assert_error (error, hand_error->domain, hand_error->code);
                  g_assert_cmpstr (error->message, ==, hand_error->message);
                  refused += v == 0 && shapes == 1;
                }
              if (v == 0)
                first[shapes] = e;
              else
                g_assert_cmpint (e, ==, first[shapes]);
            }
        }
    }
  /* both kinds of counts were asked about, many times */
  g_assert_cmpuint (answered, >, MAX (20000 / count_divisor, 100u) / 4);
  g_assert_cmpuint (refused, >, MAX (20000 / count_divisor, 100u) / 4);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  if (argc > 1)
    count_divisor = MAX ((guint) g_ascii_strtoull (argv[1], NULL, 10), 1u);

  g_test_add_func ("/engine/hand/kernels", test_kernels);
  g_test_add_func ("/engine/hand/notation/round-trip", test_round_trip);
  g_test_add_func ("/engine/hand/limits", test_limits);
  g_test_add_func ("/engine/hand/set-counts", test_set_counts);
  g_test_add_func ("/engine/hand/shanten-of-counts", test_shanten_of_counts);
  add_fixtures ();
  for (guint i = 0; i < G_N_ELEMENTS (random_cases); i++)
    g_test_add_data_func (random_cases[i].name, &random_cases[i], test_random);
  return g_test_run ();
}
