/* mj-tile-names.c: tile and meld names, translated: the engine's words
 * (mj-tile.c, mj-narrator.c), and the winds as the table writes them. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "mj-narrator.h"
#include "mj-tile-names.h"

const char *
mj_suit_name (MjSuit suit)
{
  return mj_suit_display_name (suit);
}

char *
mj_tile_name (MjTile tile)
{
  return g_strdup (mj_tile_display_name (tile));
}

char *
mj_meld_name (const MjMeld *meld,
              const char   *from_name)
{
  return mj_meld_display_name (meld, from_name);
}

const char *
mj_wind_glyph (guint seat)
{
  /* Translators: the winds of the seats as written on the table and the
   * tiles; write them as your readers do (东 南 西 北 in zh_CN) */
  static const char * const winds[] = {
    NC_("wind", "東"), NC_("wind", "南"), NC_("wind", "西"), NC_("wind", "北"),
  };

  g_return_val_if_fail (seat < G_N_ELEMENTS (winds), "");
  return g_dpgettext2 (GETTEXT_PACKAGE, "wind", winds[seat]);
}

char *
mj_value_text (const MjRules *rules,
               int            value)
{
  return mj_value_display (rules, value);
}
