/* mj-tile-names.h: the names of tiles, melds, seats and values in the
 * player's language, for screen readers, status lines and dialogs ("5 of
 * dots", "East wind", "pung of East wind, claimed from Li Wei", "3 fan"). */
#pragma once

#include <glib.h>

#include "mj-rules.h"
#include "mj-tile.h"

G_BEGIN_DECLS

/* Translated; the string is owned by the caller. */
char  *mj_tile_name        (MjTile        tile);
char  *mj_meld_name        (const MjMeld *meld,
                            const char   *from_name);
const char *mj_suit_name   (MjSuit        suit);

/* The wind of a seat as one character (東 南 西 北, or the translation's
 * own form: 东 in zh_CN). */
const char *mj_wind_glyph  (guint         seat);

/* A hand's value in the rule set's unit, "3 fan", "1 point", "2 tai";
 * owned by the caller. */
char  *mj_value_text       (const MjRules *rules,
                            int            value);

G_END_DECLS
