/* mj-table-input.c: see mj-table-input.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "mj-hint.h"
#include "mj-table-input.h"

gboolean
mj_table_input_discards (const MjAction *legal,
                         guint           n,
                         guint64        *discardable)
{
  gboolean turn = FALSE;

  *discardable = 0;
  for (guint i = 0; i < n; i++)
    if (legal[i].type == MJ_ACTION_DISCARD)
      {
        *discardable |= G_GUINT64_CONSTANT (1) << legal[i].tile;
        turn = TRUE;
      }
  return turn;
}

void
mj_table_input_choose_exchange (MjTableInput   *in,
                                const MjView   *view,
                                const MjAction *legal,
                                guint           n)
{
  MjTile chosen[3];
  guint k;

  if (!in->choosing)
    {
      g_autofree MjHint *hint = g_new0 (MjHint, 1);
      const MjAction *proposal = &legal[0];

      mj_hint_build (hint, view, legal, n);
      if (hint->recommended.type == MJ_ACTION_EXCHANGE)
        proposal = &hint->recommended;
      in->choosing = TRUE;
      mj_table_view_set_choosing (in->table, 3);
      mj_table_view_set_chosen (in->table, proposal->tiles, 3);
      /* the tiles are chosen in the hand: the keyboard goes there */
      gtk_widget_grab_focus (GTK_WIDGET (in->table));
    }
  k = mj_table_view_get_chosen (in->table, chosen, 3);
  if (k == 3 && mj_tile_suit (chosen[0]) == mj_tile_suit (chosen[1]) &&
      mj_tile_suit (chosen[0]) == mj_tile_suit (chosen[2]))
    {
      MjAction a = { MJ_ACTION_EXCHANGE, view->seat, MJ_TILE_NONE, 0, { chosen[0], chosen[1], chosen[2] } };

      mj_claim_bar_set_actions (in->bar, &a, 1, MJ_TILE_NONE);
      mj_claim_bar_set_prompt (in->bar, _("Pass these three tiles on?"));
    }
  else
    {
      g_autofree char *prompt = NULL;

      mj_claim_bar_clear (in->bar);
      prompt = k == 3
        ? g_strdup (_("The three tiles passed on must be of one suit: choose again."))
        /* Translators: Sichuan's exchange, e.g. "Choose three tiles of one suit to pass on (2 chosen)" */
        : g_strdup_printf (_("Choose three tiles of one suit to pass on (%u chosen)"), k);
      mj_claim_bar_set_prompt (in->bar, prompt);
    }
}

const char *
mj_table_input_prompt (MjTableInput *in,
                       const MjView *view,
                       gboolean      turn)
{
  gboolean confirm = FALSE;

  if (view->phase == MJ_PHASE_CHOOSE_SUIT && ((view->pending >> view->seat) & 1))
    return _("Choose the suit you will not keep (定缺):");
  if (!turn)
    return NULL;
  g_object_get (in->table, "confirm-discard", &confirm, NULL);
  return confirm ? _("Your turn: click a tile, then click it again to discard it (or ← → and Enter).")
                 : _("Your turn: click a tile to discard it (or ← → and Enter).");
}

void
mj_table_input_update_hand (MjTableInput *in,
                            gboolean      exchange_asked,
                            gboolean      turn,
                            guint64       discardable)
{
  if (in->choosing && !exchange_asked)
    {
      /* passed on: the choice is the game's now */
      in->choosing = FALSE;
      mj_table_view_set_choosing (in->table, 0);
      mj_table_view_set_chosen (in->table, NULL, 0);
    }
  /* the tiles received in the exchange are marked until the first turn */
  if (turn && !in->was_turn)
    mj_table_view_set_chosen (in->table, NULL, 0);
  mj_table_view_set_blocked (in->table, turn ? ~discardable : 0);
  mj_table_view_set_interactive (in->table, turn);
  if (turn && !in->was_turn)
    gtk_widget_grab_focus (GTK_WIDGET (in->table));
  in->was_turn = turn;
}

MjAction
mj_table_input_discard (MjTableInput *in,
                        guint         seat,
                        MjTile        tile,
                        gboolean      standing,
                        MjFeatures    features)
{
  MjAction a = { MJ_ACTION_DISCARD, (guint8) seat, tile, 0, { 0 } };

  if (mj_claim_bar_get_ready (in->bar))
    a.flags = MJ_ACTION_FLAG_READY;
  /* Lisi: the copy clicked, a standing tile or an ordinary one, is the
   * one that goes (or the game says why it cannot) */
  if (features & MJ_FEATURE_STANDING_TILES)
    a.flags |= standing ? MJ_ACTION_FLAG_STANDING : MJ_ACTION_FLAG_ORDINARY;
  return a;
}

void
mj_table_input_update_hints (MjTableInput   *in,
                             gboolean        shown,
                             MjHintLevel     level,
                             const MjView   *view,
                             const MjAction *legal,
                             guint           n)
{
  mj_hint_panel_set_level (in->hints, level);
  if (shown && n > 0)
    {
      const MjHint *hint;

      mj_hint_panel_update (in->hints, view, legal, n);
      hint = mj_hint_panel_get_hint (in->hints);
      mj_table_view_set_marked (in->table, level != MJ_HINT_LEVEL_OFF && hint->recommended.type == MJ_ACTION_DISCARD
                                ? hint->recommended.tile : MJ_TILE_NONE);
    }
  else
    {
      mj_hint_panel_update (in->hints, NULL, NULL, 0);
      mj_table_view_set_marked (in->table, MJ_TILE_NONE);
    }
}

/* The tile-size setting as the table's scale. */
static gboolean
tile_scale_from_setting (GValue   *value,
                         GVariant *variant,
                         gpointer  data)
{
  const char *size = g_variant_get_string (variant, NULL);

  g_value_set_double (value, g_strcmp0 (size, "small") == 0 ? 0.85 : g_strcmp0 (size, "large") == 0 ? 1.25 : 1.0);
  return TRUE;
}

void
mj_table_input_bind_settings (MjTableInput *in,
                              GSettings    *settings)
{
  g_settings_bind (settings, "animations", in->table, "animate", G_SETTINGS_BIND_GET);
  g_settings_bind (settings, "auto-sort", in->table, "auto-sort", G_SETTINGS_BIND_GET);
  g_settings_bind (settings, "confirm-discard", in->table, "confirm-discard", G_SETTINGS_BIND_GET);
  g_settings_bind (settings, "table-colour", in->table, "felt", G_SETTINGS_BIND_GET);
  g_settings_bind_with_mapping (settings, "tile-size", in->table, "tile-scale", G_SETTINGS_BIND_GET,
                                tile_scale_from_setting, NULL, NULL, NULL);
}

MjHintLevel
mj_table_input_hint_level (GSettings *settings)
{
  g_autofree char *level = g_settings_get_string (settings, "hint-level");

  return g_strcmp0 (level, "off") == 0 ? MJ_HINT_LEVEL_OFF
         : g_strcmp0 (level, "full") == 0 ? MJ_HINT_LEVEL_FULL : MJ_HINT_LEVEL_SHORT;
}
