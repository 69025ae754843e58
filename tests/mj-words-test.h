/* mj-words-test.h: what the tests of the hand calculator and of the
 * context check share (tests/mj-words-test.c). */
#pragma once

#include "mj-tile.h"

G_BEGIN_DECLS

/* A tile in notation, which the test knows to be one. */
MjTile   words_test_tile             (const char *text);

/* Tiles in notation ("123m5p") into `tiles` (room for
 * MJ_NOTATION_MAX_TILES), in their order; returns how many. */
guint    words_test_tiles            (const char *text,
                                      MjTile     *tiles);

/* Fails the test when `text`, which a window shows a person who clicked
 * controls, holds a key of the command line (KEY= or KEY:) or a tile in
 * notation (5p). */
void     words_test_assert_in_words  (const char *text);

G_END_DECLS
