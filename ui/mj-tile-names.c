/* mj-tile-names.c: tile and meld names, translated. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

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
  g_autofree char *tile = meld->tile != MJ_TILE_NONE ? mj_tile_name (meld->tile) : NULL;
  g_autofree char *what = NULL;

  switch (meld->type)
    {
    case MJ_MELD_CHOW:
      {
        g_autofree char *last = mj_tile_name (meld->tile + 2);
        /* Translators: e.g. "chow 3 of dots to 5 of dots" */
        what = g_strdup_printf (_("chow %s to %s"), tile, last);
      }
      break;
    case MJ_MELD_PUNG:
      /* Translators: e.g. "pung of East wind" */
      what = g_strdup_printf (_("pung of %s"), tile);
      break;
    case MJ_MELD_KONG_CONCEALED:
      if (tile == NULL)
        return g_strdup (_("concealed kong, face down"));
      what = g_strdup_printf (_("concealed kong of %s"), tile);
      break;
    default:
      what = g_strdup_printf (_("kong of %s"), tile);
    }
  if (from_name && from_name[0])
    /* Translators: e.g. "pung of East wind, claimed from Li Wei" */
    return g_strdup_printf (_("%s, claimed from %s"), what, from_name);
  return g_steal_pointer (&what);
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
  gulong n = (gulong) ABS (value);

  /* Translators: a hand's value in the rule set's unit (台, 分, 番) */
  if (strcmp (rules->unit, "tai") == 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d tai", "%d tai", n), value);
  if (strcmp (rules->unit, "points") == 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points", n), value);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d fan", "%d fan", n), value);
}
