/* test-suit-table.c: the compiled-in hand-analysis table
 * (engine/mj-suit-classes.h) against the builder of mj-suit-table.c: the
 * arrays are what the builder makes, every suit content up to 18 tiles
 * finds its own lanes and specials through them, the combined classes are
 * the min-plus convolutions of their parts, and the whole stays within a
 * megabyte. */
#include "config.h"

#include <string.h>

#include "mj-suit-classes.h"

static MjSuitTables *built;

static const guint32 pow5[10] = { 1, 5, 25, 125, 625, 3125, 15625, 78125, 390625, 1953125 };

static void
assert_same_bytes (const char *name,
                   const void *compiled,
                   gsize       compiled_size,
                   const void *made,
                   gsize       made_size)
{
  if (compiled_size != made_size)
    g_test_fail_printf ("%s: %" G_GSIZE_FORMAT " bytes compiled in, the builder makes %" G_GSIZE_FORMAT,
                        name, compiled_size, made_size);
  else if (memcmp (compiled, made, made_size) != 0)
    g_test_fail_printf ("%s: the compiled-in bytes differ from the builder's", name);
}

#define SAME_ARRAY(compiled, garray) \
  assert_same_bytes (#compiled, compiled, sizeof compiled, (garray)->data, \
                     (gsize) (garray)->len * g_array_get_element_size (garray))
#define SAME_BYTES(compiled, bytes) \
  assert_same_bytes (#compiled, compiled, sizeof compiled, (bytes)->data, (bytes)->len)

/* The arrays are the builder's, byte for byte: the build ran the
 * generator on this source. */
static void
test_as_built (void)
{
  SAME_ARRAY (mj_suit_rows, built->suit_rows);
  SAME_BYTES (mj_suit_cells, built->suit_cells);
  SAME_ARRAY (mj_suit_lo_specials, built->suit_lo_specials);
  SAME_ARRAY (mj_honor_rows, built->honor_rows);
  SAME_BYTES (mj_honor_cells, built->honor_cells);
  SAME_ARRAY (mj_honor_lo_specials, built->honor_lo_specials);
  SAME_BYTES (mj_suit_lanes, built->suit_lanes);
  SAME_BYTES (mj_honor_lanes, built->honor_lanes);
  SAME_ARRAY (mj_two_suits, built->two_suits);
  SAME_ARRAY (mj_suit_honors, built->suit_honors);
  SAME_ARRAY (mj_finish, built->finish);
  g_assert_cmpuint (built->pair_lanes->len / 16, ==, MJ_PAIR_CLASSES);
  g_assert_cmpuint (built->mixed_lanes->len / 16, ==, MJ_MIXED_CLASSES);
}

static guint32
specials_of (const guint8 *digits,
             guint         n_ranks,
             gboolean      suited)
{
  guint pairs = 0, kinds = 0, quads = 0, o_kinds = 0, o_pairs = 0;

  for (guint r = 0; r < n_ranks; r++)
    {
      guint c = digits[r];
      gboolean orphan = !suited || r == 0 || r == n_ranks - 1;

      pairs += c >= 2;
      kinds += c >= 1;
      quads += c / 2;
      o_kinds += orphan && c >= 1;
      o_pairs += orphan && c >= 2;
    }
  return pairs | kinds << 6 | quads << 12 | o_kinds << 19 | o_pairs << 23;
}

/* Every content of a suit, walked by its base-5 key: through the key the
 * engine keeps, it finds the lanes today's builder gives it and its own
 * specials. */
static void
check_contents (guint n_ranks)
{
  gboolean suited = n_ranks == 9;
  MjSuitEntry *entries = mj_suit_entries_build (n_ranks, suited);
  guint8 digits[9] = { 0 };
  guint n_checked = 0, n_wrong = 0;

  for (guint32 b5 = 0; b5 < pow5[n_ranks]; b5++)
    {
      guint32 key = 0, specials = 0;
      guint tiles = 0, c;
      guint8 lanes[16];
      const guint8 *got;

      for (guint r = 0, v = b5; r < n_ranks; r++, v /= 5)
        {
          digits[r] = (guint8) (v % 5);
          key += digits[r] * mj_key_step (r);
          tiles += digits[r];
        }
      if (tiles > 18)
        continue;
      c = suited ? mj_suit_class_specials (key, &specials) : mj_honor_class_specials (key, &specials);
      g_assert_cmpuint (c, ==, suited ? mj_suit_class (key) : mj_honor_class (key));
      got = suited ? mj_suit_lanes[c] : mj_honor_lanes[c];
      mj_suit_entry_lanes (entries[b5], lanes);
      if (memcmp (got, lanes, 16) != 0 || specials != specials_of (digits, n_ranks, suited))
        {
          if (n_wrong++ < 10)
            g_test_message ("%s content %u (key %u): lanes or specials differ from the builder's",
                            suited ? "suit" : "honour", b5, key);
        }
      n_checked++;
    }
  mj_suit_entries_free (entries, n_ranks);
  g_test_message ("%u contents of %u ranks checked", n_checked, n_ranks);
  if (n_wrong)
    g_test_fail_printf ("%u contents read the wrong lanes or specials", n_wrong);
}

static void
test_suit_contents (void)
{
  check_contents (9);
}

static void
test_honor_contents (void)
{
  check_contents (7);
}

/* Keys no content has read as class 0, every lane hopeless, and add no
 * specials. */
static void
test_past_the_table (void)
{
  static const guint32 keys[] = { MJ_SUIT_KEY_LIMIT, MJ_SUIT_KEY_LIMIT + 5, G_MAXUINT32 };
  static const guint8 zero[16] = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      guint32 sp = 0;

      g_assert_cmpuint (mj_suit_class_specials (keys[i], &sp), ==, 0);
      g_assert_cmpuint (mj_honor_class_specials (keys[i], &sp), ==, 0);
      g_assert_cmpuint (sp, ==, 0);
    }
  g_assert_cmpuint (mj_honor_class (MJ_HONOR_KEY_LIMIT), ==, 0);
  g_assert_cmpmem (mj_suit_lanes[0], 16, zero, 16);
  g_assert_cmpmem (mj_honor_lanes[0], 16, zero, 16);
  /* a lo no content has (125–127) stays inside the arrays */
  g_assert_cmpuint (MJ_SUIT_CELLS, >=, (guint32) mj_suit_rows[MJ_SUIT_HI - 1] + MJ_KEY_LO_MASK + 1);
  for (guint hi = 0; hi < MJ_SUIT_HI; hi++)
    g_assert_cmpuint ((guint32) mj_suit_rows[hi] + MJ_KEY_LO_MASK, <, MJ_SUIT_CELLS);
  for (guint hi = 0; hi < MJ_HONOR_HI; hi++)
    g_assert_cmpuint ((guint32) mj_honor_rows[hi] + MJ_KEY_LO_MASK, <, MJ_HONOR_CELLS);
}

/* Two suits' class is their convolution, and the finish of two halves is
 * the least need of every split, for every n. */
static void
test_combined (void)
{
  guint n_wrong = 0;

  for (guint a = 0; a < MJ_SUIT_CLASSES; a++)
    {
      for (guint b = 0; b < MJ_SUIT_CLASSES; b++)
        {
          guint8 ab[16];

          mj_lanes_conv (mj_suit_lanes[a], mj_suit_lanes[b], MJ_MAX_SETS, ab);
          n_wrong += memcmp (ab, built->pair_lanes->data + 16 * mj_two_suits[a * MJ_SUIT_CLASSES + b], 16) != 0;
        }
      for (guint h = 0; h < MJ_HONOR_CLASSES; h++)
        {
          guint8 ch[16];

          mj_lanes_conv (mj_suit_lanes[a], mj_honor_lanes[h], MJ_MAX_SETS, ch);
          n_wrong += memcmp (ch, built->mixed_lanes->data + 16 * mj_suit_honors[a * MJ_HONOR_CLASSES + h], 16) != 0;
        }
    }
  for (guint x = 0; x < MJ_PAIR_CLASSES; x++)
    for (guint y = 0; y < MJ_MIXED_CLASSES; y++)
      for (guint n = 0; n <= MJ_MAX_SETS; n++)
        n_wrong += ((mj_finish[x * MJ_MIXED_CLASSES + y] >> (5 * n)) & 31u) !=
                   mj_lanes_finish (built->pair_lanes->data + 16 * x, built->mixed_lanes->data + 16 * y, n);
  g_assert_cmpuint (n_wrong, ==, 0);
}

/* The goal of issue 26: the whole table in at most a megabyte. */
static void
test_size (void)
{
  gsize total = sizeof mj_suit_rows + sizeof mj_suit_cells + sizeof mj_suit_lo_specials +
                sizeof mj_honor_rows + sizeof mj_honor_cells + sizeof mj_honor_lo_specials +
                sizeof mj_suit_lanes + sizeof mj_honor_lanes +
                sizeof mj_two_suits + sizeof mj_suit_honors + sizeof mj_finish;

  g_test_message ("the hand-analysis table: %" G_GSIZE_FORMAT " bytes", total);
  g_assert_cmpuint (total, <=, 1000000);
}

int
main (int    argc,
      char **argv)
{
  int ret;

  g_test_init (&argc, &argv, NULL);
  built = mj_suit_tables_build ();
  g_test_add_func ("/engine/suit-table/as-built", test_as_built);
  g_test_add_func ("/engine/suit-table/suit-contents", test_suit_contents);
  g_test_add_func ("/engine/suit-table/honor-contents", test_honor_contents);
  g_test_add_func ("/engine/suit-table/past-the-table", test_past_the_table);
  g_test_add_func ("/engine/suit-table/combined", test_combined);
  g_test_add_func ("/engine/suit-table/size", test_size);
  ret = g_test_run ();
  mj_suit_tables_free (built);
  return ret;
}
