/* mj-words-test.c: what the tests of the hand calculator and of the
 * context check share: a tile from notation, and the check that a
 * sentence for a window names no key of the command line. */
#include "config.h"

#include "mj-words-test.h"

MjTile
words_test_tile (const char *text)
{
  MjTile t;

  g_assert_true (mj_tile_from_string (text, &t, NULL));
  return t;
}

guint
words_test_tiles (const char *text,
                  MjTile     *tiles)
{
  guint n = 0;

  g_assert_true (mj_notation_parse_tiles (text, tiles, MJ_NOTATION_MAX_TILES, &n, NULL));
  return n;
}

void
words_test_assert_in_words (const char *text)
{
  static GRegex *keys, *tiles;

  if (keys == NULL)
    {
      keys = g_regex_new ("\\b(seat|dealer|from|dealer-streak|after-kong|after-flower|after-kong-discard|"
                          "robbing-kong|last-tile|first-turn|seat-wind|round-wind|flowers|missing-suit|"
                          "ready-declared|flipped|finished|bao)[=:]", 0, 0, NULL);
      tiles = g_regex_new ("\\b[1-9][mpszf]\\b|\\([mpsz]\\)", 0, 0, NULL);
    }
  g_assert_nonnull (text);
  if (g_regex_match (keys, text, 0, NULL) || g_regex_match (tiles, text, 0, NULL))
    g_error ("a key or a tile in notation in “%s”", text);
}
