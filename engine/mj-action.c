/* mj-action.c: names and descriptions of actions and payments. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-action.h"
#include "mj-score.h"

static const char * const action_names[MJ_N_ACTION_TYPES] = {
  [MJ_ACTION_NONE] = "none",
  [MJ_ACTION_DISCARD] = "discard",
  [MJ_ACTION_WIN] = "win",
  [MJ_ACTION_KONG_CONCEALED] = "concealed-kong",
  [MJ_ACTION_KONG_ADDED] = "added-kong",
  [MJ_ACTION_KONG] = "kong",
  [MJ_ACTION_PUNG] = "pung",
  [MJ_ACTION_CHOW] = "chow",
  [MJ_ACTION_PASS] = "pass",
  [MJ_ACTION_CHOOSE_SUIT] = "choose-suit",
  [MJ_ACTION_EXCHANGE] = "exchange",
  [MJ_ACTION_DECLARE_READY] = "declare-ready",
  [MJ_ACTION_NEXT_HAND] = "next-hand",
};

MjAction *
mj_action_copy (const MjAction *action)
{
  return g_memdup2 (action, sizeof *action);
}

G_DEFINE_BOXED_TYPE (MjAction, mj_action, mj_action_copy, g_free)

const char *
mj_action_type_name (MjActionType type)
{
  g_return_val_if_fail (type < MJ_N_ACTION_TYPES, "none");
  return action_names[type];
}

gboolean
mj_action_type_from_name (const char   *name,
                          MjActionType *out)
{
  for (guint i = 1; i < MJ_N_ACTION_TYPES; i++)
    if (strcmp (action_names[i], name) == 0)
      {
        *out = (MjActionType) i;
        return TRUE;
      }
  return FALSE;
}

char *
mj_action_describe (const MjAction *a)
{
  char seat = mj_seat_letter (a->seat);
  const char *tile = a->tile < MJ_N_TILE_KINDS ? mj_tile_to_string (a->tile) : "";

  switch (a->type)
    {
    case MJ_ACTION_DISCARD:
      return g_strdup_printf ("%c discards %s%s", seat, tile,
                              a->flags & MJ_ACTION_FLAG_READY ? " and declares ready" : "");
    case MJ_ACTION_WIN:
      return g_strdup_printf ("%c wins", seat);
    case MJ_ACTION_KONG_CONCEALED:
      return g_strdup_printf ("%c declares a concealed kong of %s", seat, tile);
    case MJ_ACTION_KONG_ADDED:
      return g_strdup_printf ("%c adds %s to a pung", seat, tile);
    case MJ_ACTION_KONG:
      return g_strdup_printf ("%c kongs %s", seat, tile);
    case MJ_ACTION_PUNG:
      return g_strdup_printf ("%c pungs %s", seat, tile);
    case MJ_ACTION_CHOW:
      return g_strdup_printf ("%c chows from %s", seat, tile);
    case MJ_ACTION_PASS:
      return g_strdup_printf ("%c passes", seat);
    case MJ_ACTION_CHOOSE_SUIT:
      return g_strdup_printf ("%c chooses %s as the missing suit", seat,
                              a->tile == MJ_SUIT_M ? "characters" : a->tile == MJ_SUIT_P ? "dots" : "bamboo");
    case MJ_ACTION_EXCHANGE:
      return g_strdup_printf ("%c passes %s %s %s", seat, mj_tile_to_string (a->tiles[0]),
                              mj_tile_to_string (a->tiles[1]), mj_tile_to_string (a->tiles[2]));
    case MJ_ACTION_DECLARE_READY:
      return g_strdup_printf ("%c declares ready on the dealt tiles", seat);
    case MJ_ACTION_NEXT_HAND:
      return g_strdup ("next hand");
    default:
      return g_strdup ("nothing");
    }
}

gboolean
mj_action_equal (const MjAction *a,
                 const MjAction *b)
{
  if (a->type != b->type || a->seat != b->seat)
    return FALSE;
  switch (a->type)
    {
    case MJ_ACTION_DISCARD:
      return a->tile == b->tile && a->flags == b->flags;
    case MJ_ACTION_EXCHANGE:
      return memcmp (a->tiles, b->tiles, sizeof a->tiles) == 0;
    case MJ_ACTION_KONG_CONCEALED:
    case MJ_ACTION_KONG_ADDED:
    case MJ_ACTION_CHOW:
    case MJ_ACTION_CHOOSE_SUIT:
      return a->tile == b->tile;
    default:
      return TRUE;
    }
}

const char *
mj_payment_kind_name (MjPaymentKind kind)
{
  static const char * const names[MJ_N_PAYMENT_KINDS] = {
    [MJ_PAYMENT_WIN] = N_("Win"),
    [MJ_PAYMENT_KONG] = N_("Kong"),
    [MJ_PAYMENT_CALL_TRANSFER] = N_("Call transfer"),
    [MJ_PAYMENT_FLOWER_PIG] = N_("Flower pig"),
    [MJ_PAYMENT_READY_CHECK] = N_("Ready check"),
    [MJ_PAYMENT_REFUND] = N_("Kong refund"),
    [MJ_PAYMENT_CHICKEN] = N_("Chickens"),
    [MJ_PAYMENT_FOLLOW_DEALER] = N_("Following the dealer"),
  };
  g_return_val_if_fail (kind < MJ_N_PAYMENT_KINDS, "");
  return names[kind];
}
