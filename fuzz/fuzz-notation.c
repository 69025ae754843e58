/* fuzz-notation.c: the tile notation parser (mj-tile.h) on any bytes.
 * Input is parsed as a hand with melds and as plain tiles; whatever
 * parses must format to canonical text that parses to the same tiles and
 * formats to itself again; whatever does not is refused with a sentence
 * that is UTF-8 text, whatever bytes it quotes. */
#include "config.h"

#include "fuzz-common.h"
#include "mj-tile.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init ();
  return 0;
}

static void
check_round_trip (const MjNotation *n)
{
  g_autofree char *text = mj_notation_format (n);
  g_autofree char *again = NULL;
  g_autoptr (GError) error = NULL;
  MjNotation m;
  guint a[MJ_N_TILE_KINDS] = { 0 }, b[MJ_N_TILE_KINDS] = { 0 };

  if (!mj_notation_parse (text, &m, &error))
    g_error ("“%s” does not parse again: %s", text, error->message);
  g_assert_cmpuint (m.n_tiles, ==, n->n_tiles);
  g_assert_cmpuint (m.n_melds, ==, n->n_melds);
  for (guint i = 0; i < n->n_tiles; i++)
    {
      g_assert_cmpuint (n->tiles[i], <, MJ_N_TILE_KINDS);
      a[n->tiles[i]]++;
      b[m.tiles[i]]++;
    }
  g_assert_cmpmem (a, sizeof a, b, sizeof b);
  for (guint i = 0; i < n->n_melds; i++)
    {
      g_assert_cmpuint (m.melds[i].type, ==, n->melds[i].type);
      g_assert_cmpuint (m.melds[i].tile, ==, n->melds[i].tile);
    }
  again = mj_notation_format (&m);
  g_assert_cmpstr (again, ==, text);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = fuzz_text (data, size);
  MjNotation n;
  MjTile tiles[20];
  guint n_tiles = 0;
  MjTile tile;

  {
    g_autoptr (GError) error = NULL;
    if (mj_notation_parse (text, &n, &error))
      check_round_trip (&n);
    else
      fuzz_assert_error (error, MJ_NOTATION_ERROR);
  }
  {
    g_autoptr (GError) error = NULL;
    if (mj_notation_parse_tiles (text, tiles, G_N_ELEMENTS (tiles), &n_tiles, &error))
      {
        g_autofree char *formatted = NULL;
        g_assert_cmpuint (n_tiles, <=, G_N_ELEMENTS (tiles));
        formatted = mj_tiles_format (tiles, n_tiles, FALSE);
        g_assert_nonnull (formatted);
      }
    else
      fuzz_assert_error (error, MJ_NOTATION_ERROR);
  }
  {
    g_autoptr (GError) error = NULL;
    if (mj_tile_from_string (text, &tile, &error))
      g_assert_cmpuint (tile, <, MJ_N_TILE_KINDS);
    else
      fuzz_assert_error (error, MJ_NOTATION_ERROR);
  }
  return 0;
}
