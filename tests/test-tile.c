/* test-tile.c: tiles, tile sets and the mpsz notation. */
#include "config.h"

#include <string.h>

#include "mj-tile.h"

static void
test_kinds (void)
{
  g_assert_cmpuint (mj_tile_make (MJ_SUIT_M, 1), ==, 0);
  g_assert_cmpuint (mj_tile_make (MJ_SUIT_S, 9), ==, 26);
  g_assert_cmpuint (mj_tile_make (MJ_SUIT_Z, 7), ==, 33);
  g_assert_cmpuint (mj_tile_make (MJ_SUIT_F, 8), ==, 41);
  for (MjTile t = 0; t < MJ_N_TILE_KINDS; t++)
    {
      g_assert_cmpuint (mj_tile_make (mj_tile_suit (t), mj_tile_rank (t)), ==, t);
      g_assert_cmpuint (mj_tile_copies (t), ==, mj_tile_is_flower (t) ? 1 : 4);
    }
  g_assert_true (mj_tile_is_orphan (mj_tile_make (MJ_SUIT_P, 9)));
  g_assert_false (mj_tile_is_orphan (mj_tile_make (MJ_SUIT_P, 8)));
  g_assert_cmpstr (mj_tile_to_string (30), ==, "4z");
}

static void
test_tilesets (void)
{
  const MjTileSet sets[] = { MJ_TILESET_108, MJ_TILESET_136, MJ_TILESET_144 };
  const guint sizes[] = { 108, 136, 144 };

  for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
    {
      guint total = 0;
      for (MjTile t = 0; t < MJ_N_TILE_KINDS; t++)
        if (mj_tileset_has_kind (sets[i], t))
          total += mj_tile_copies (t);
      g_assert_cmpuint (total, ==, sizes[i]);
      g_assert_cmpuint (mj_tileset_size (sets[i]), ==, sizes[i]);
    }
}

/* format(parse(s)) is the canonical form of s */
static const char *round_trips[][2] = {
  { "123m456p789s1122z", "123m456p789s1122z" },
  { "1m2m3m", "123m" },
  { "9s1m 5p", "1m5p9s" },
  { "11z 7z", "117z" },
  { "1234f", "1234f" },
  { "1m234p678p[666z](9999p)", "1m234678p[666z](9999p)" },
  { "55s[567m][5555p+][2222s]", "55s[567m][5555p+][2222s]" },
  { "[765m]", "[567m]" },
  { "", "" },
};

static void
test_round_trip (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (round_trips); i++)
    {
      MjNotation n;
      g_autoptr (GError) error = NULL;
      g_autofree char *text = NULL;

      g_assert_true (mj_notation_parse (round_trips[i][0], &n, &error));
      g_assert_no_error (error);
      text = mj_notation_format (&n);
      g_assert_cmpstr (text, ==, round_trips[i][1]);

      /* and the canonical form is a fixed point */
      g_assert_true (mj_notation_parse (text, &n, NULL));
      g_free (text);
      text = mj_notation_format (&n);
      g_assert_cmpstr (text, ==, round_trips[i][1]);
    }
}

static void
test_melds (void)
{
  MjNotation n;

  g_assert_true (mj_notation_parse ("[345s][555p][5555m][7777z+](1111p)", &n, NULL));
  g_assert_cmpuint (n.n_melds, ==, 5);
  g_assert_cmpuint (n.melds[0].type, ==, MJ_MELD_CHOW);
  g_assert_cmpuint (n.melds[1].type, ==, MJ_MELD_PUNG);
  g_assert_cmpuint (n.melds[2].type, ==, MJ_MELD_KONG_EXPOSED);
  g_assert_cmpuint (n.melds[3].type, ==, MJ_MELD_KONG_ADDED);
  g_assert_cmpuint (n.melds[4].type, ==, MJ_MELD_KONG_CONCEALED);
  g_assert_cmpuint (n.melds[4].tile, ==, mj_tile_make (MJ_SUIT_P, 1));
}

/* Each bad input, and a piece of the message it must give. */
static const char *malformed[][2] = {
  { "1m7x", "\"7x\" at 3: unknown suit 'x'" },
  { "123", "ranks without a suit letter" },
  { "m", "needs ranks before it" },
  { "0m", "no rank 0" },
  { "8z", "honours have no rank 8" },
  { "9f", "flowers have no rank 9" },
  { "11111m", "5 copies of 1m" },
  { "11f", "2 copies of 1f" },
  { "[123m", "not closed" },
  { "[124m]", "a meld is a chow" },
  { "[12z3z]", "a meld is a chow" },
  { "[789m1p]", "a meld is a chow" },
  { "(555p)", "concealed kong" },
  { "[555p+]", "added kong" },
  { "[1234f]", "flowers do not form melds" },
  { "[555p]1m", "concealed tiles come before the melds" },
  { "1m;", "expected a rank" },
  { "一萬", "only ASCII" },
  { "[1m]", "a meld is a chow" },
  { "12m[]", "a meld is a chow" },
  { "1111m[1111m]", "8 copies of 1m" },
};

static void
test_malformed (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (malformed); i++)
    {
      MjNotation n;
      g_autoptr (GError) error = NULL;

      g_test_message ("input: %s", malformed[i][0]);
      g_assert_false (mj_notation_parse (malformed[i][0], &n, &error));
      g_assert_error (error, MJ_NOTATION_ERROR, error->code);
      if (!strstr (error->message, malformed[i][1]))
        g_error ("“%s”: message “%s” lacks “%s”", malformed[i][0], error->message, malformed[i][1]);
    }
}

/* A byte that is not text quoted into a message made the message no text
 * either ("12\xee" gave "unknown suit '\xee'" with the raw byte; seen
 * while fixing what fuzz-cli found in sparrow-cli's messages): it is
 * shown in hex. */
static void
test_malformed_bytes (void)
{
  static const char *inputs[][2] = {
    { "12\xee", "\"12\\xEE\" at 1: unknown suit '\\xEE'" },
    { "[555p]\xc3\xa9", "\"\\xC3\" at 7: concealed tiles come before the melds" },
    { "[12\x80", "unknown suit '\\x80'" },
    { "[\x01]", "\"\\x01\" at 2: expected a rank or ']' inside a meld" },
    { "1m\x7f", "\"\\x7F\" at 3: expected a rank 1-9" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (inputs); i++)
    {
      MjNotation n;
      g_autoptr (GError) error = NULL;

      g_assert_false (mj_notation_parse (inputs[i][0], &n, &error));
      g_assert_nonnull (error);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      if (!strstr (error->message, inputs[i][1]))
        g_error ("message “%s” lacks “%s”", error->message, inputs[i][1]);
    }
}

static void
test_single_tile (void)
{
  MjTile t;
  g_autoptr (GError) error = NULL;

  g_assert_true (mj_tile_from_string ("5p", &t, NULL));
  g_assert_cmpuint (t, ==, mj_tile_make (MJ_SUIT_P, 5));
  g_assert_false (mj_tile_from_string ("56p", &t, &error));
  g_assert_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_SYNTAX);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/tile/kinds", test_kinds);
  g_test_add_func ("/engine/tile/tilesets", test_tilesets);
  g_test_add_func ("/engine/tile/notation/round-trip", test_round_trip);
  g_test_add_func ("/engine/tile/notation/melds", test_melds);
  g_test_add_func ("/engine/tile/notation/malformed", test_malformed);
  g_test_add_func ("/engine/tile/notation/malformed-bytes", test_malformed_bytes);
  g_test_add_func ("/engine/tile/notation/single", test_single_tile);
  return g_test_run ();
}
