/* mj-tile-names.c: tile and meld names, translated. */
#include "config.h"

#include <glib/gi18n.h>

#include "mj-tile-names.h"

const char *
mj_suit_name (MjSuit suit)
{
  switch (suit)
    {
    case MJ_SUIT_M: return _("characters");
    case MJ_SUIT_P: return _("dots");
    case MJ_SUIT_S: return _("bamboo");
    case MJ_SUIT_Z: return _("honours");
    default: return _("flowers");
    }
}

char *
mj_tile_name (MjTile tile)
{
  static const char * const honours[] = {
    N_("East wind"), N_("South wind"), N_("West wind"), N_("North wind"),
    N_("White dragon"), N_("Green dragon"), N_("Red dragon"),
  };
  static const char * const flowers[] = {
    N_("Spring"), N_("Summer"), N_("Autumn"), N_("Winter"),
    N_("Plum"), N_("Orchid"), N_("Chrysanthemum"), N_("Bamboo flower"),
  };

  if (tile < MJ_FIRST_HONOR)
    {
      guint rank = mj_tile_rank (tile);
      switch (mj_tile_suit (tile))
        {
        /* Translators: a tile, e.g. "5 of characters" (五萬) */
        case MJ_SUIT_M: return g_strdup_printf (_("%u of characters"), rank);
        /* Translators: a tile, e.g. "5 of dots" (五筒) */
        case MJ_SUIT_P: return g_strdup_printf (_("%u of dots"), rank);
        /* Translators: a tile, e.g. "5 of bamboo" (五条) */
        default: return g_strdup_printf (_("%u of bamboo"), rank);
        }
    }
  if (tile < MJ_FIRST_FLOWER)
    return g_strdup (_(honours[tile - MJ_FIRST_HONOR]));
  if (tile < MJ_N_TILE_KINDS)
    return g_strdup (_(flowers[tile - MJ_FIRST_FLOWER]));
  return g_strdup (_("a tile"));
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
