/* mj-tile-names.h: the names of tiles and melds in the player's language,
 * for screen readers, status lines and hints ("5 of dots", "East wind",
 * "pung of East wind, claimed from Li Wei"). */
#pragma once

#include <glib.h>

#include "mj-tile.h"

G_BEGIN_DECLS

/* Translated; the string is owned by the caller. */
char  *mj_tile_name        (MjTile        tile);
char  *mj_meld_name        (const MjMeld *meld,
                            const char   *from_name);
const char *mj_suit_name   (MjSuit        suit);

G_END_DECLS
