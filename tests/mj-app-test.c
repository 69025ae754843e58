/* mj-app-test.c: see mj-app-test.h. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "mj-app-test.h"
#include "mj-i18n.h"
#include "mj-record.h"
#include "mj-ui-test.h"

const char * const app_test_names[MJ_N_SEATS] = { "Tester", "Li Wei", "Zhang Min", "Wang Fang" };

MjMatch *
app_test_match (const char *rules,
                guint64     seed,
                gboolean    human)
{
  MjMatchSetup setup = { 0 };
  MjMatch *match;

  setup.rules = mj_rules_lookup (rules);
  g_assert_nonnull (setup.rules);
  mj_options_init_defaults (setup.rules, &setup.options);
  setup.seed = seed;
  setup.hands = 4;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      setup.names[i] = g_strdup (app_test_names[i]);
      setup.human[i] = human && i == 0;
    }
  match = mj_match_new (&setup);
  mj_match_setup_clear (&setup);
  return match;
}

void
app_test_worst_view (const char *rules,
                     MjView     *v)
{
  const MjRules *r = mj_rules_lookup (rules);
  gboolean taiwan, lisi, sichuan;
  static const int scores[MJ_N_SEATS] = { 128, -36, -54, -38 };

  g_assert_nonnull (r);
  taiwan = r->hand_size > 13;
  lisi = strcmp (r->id, "lisi") == 0;
  sichuan = strcmp (r->id, "sichuan") == 0;
  memset (v, 0, sizeof *v);
  v->rules = r;
  mj_options_init_defaults (r, &v->options);
  v->features = r->features (r, &v->options);
  v->seat = 0;
  v->dealer = 0;
  v->dealer_streak = 3;
  v->round_wind = 1;
  v->hand_number = 7;
  v->wall_size = mj_tileset_size (r->tileset);
  v->wall_remaining = 23;
  v->reserve = lisi ? 16 : 0;
  v->n_kongs = 16;
  v->n_dice = r->n_dice ? r->n_dice : 2;
  for (guint i = 0; i < v->n_dice; i++)
    v->dice[i] = (guint8) (1 + (i * 5 + 2) % 6);
  v->drawn = MJ_TILE_NONE;
  v->flipped = strcmp (r->id, "zhuoji") == 0 ? (MjTile) 18 : MJ_TILE_NONE;
  /* Taiwan: the viewer on turn with a drawn tile; the others: a claim on
   * the left seat's last discard */
  v->phase = taiwan ? MJ_PHASE_TURN : MJ_PHASE_CLAIM;
  v->turn = taiwan ? 0 : 3;
  v->claim_from = 3;
  v->pending = 1;

  for (guint s = 0; s < MJ_N_SEATS; s++)
    {
      MjViewPlayer *pl = &v->players[s];
      gboolean melds = s != 0 || (!taiwan && !lisi);

      pl->seat_wind = (guint8) s;
      pl->score = scores[s];
      pl->missing_suit = sichuan ? (gint8) (s % 3) : -1;
      pl->flowers = (v->features & MJ_FEATURE_FLOWERS) ? 0xff : 0;
      if (melds)
        {
          static const MjMeldType kinds[] = { MJ_MELD_KONG_EXPOSED, MJ_MELD_KONG_ADDED, MJ_MELD_KONG_CONCEALED,
                                              MJ_MELD_KONG_EXPOSED };
          for (guint m = 0; m < 4; m++)
            {
              MjMeld *meld = &pl->melds[pl->n_melds++];
              meld->type = kinds[m];
              meld->tile = (MjTile) ((s * 4 + m * 7) % MJ_N_KINDS);
              meld->claimed = kinds[m] == MJ_MELD_KONG_CONCEALED ? MJ_TILE_NONE : meld->tile;
              /* from the left, across, and the right */
              meld->from = kinds[m] == MJ_MELD_KONG_CONCEALED ? MJ_SEAT_NONE
                         : (guint8) ((s + (m == 0 ? 3 : m == 1 ? 2 : 1)) % MJ_N_SEATS);
              /* another's concealed kong, face down where the rules hide it */
              if (kinds[m] == MJ_MELD_KONG_CONCEALED && s != 0 && (v->features & MJ_FEATURE_HIDE_CONCEALED_KONG))
                meld->tile = MJ_TILE_NONE;
            }
          if (taiwan)
            {
              MjMeld *meld = &pl->melds[pl->n_melds++];
              meld->type = MJ_MELD_CHOW;
              meld->tile = (MjTile) (9 + s);
              meld->claimed = (MjTile) (10 + s);
              meld->from = (guint8) ((s + 3) % MJ_N_SEATS);
            }
        }
      pl->n_concealed = (guint8) (r->hand_size - 3 * pl->n_melds);
      /* 25 discards, two of them claimed; Lisi's ready seats put one face down */
      for (guint d = 0; d < 25; d++)
        {
          MjDiscard *dc = &pl->discards[pl->n_discards++];
          dc->tile = (MjTile) ((s * 11 + d * 5) % MJ_N_KINDS);
          if (d == 4 || d == 13)
            dc->flags = MJ_DISCARD_CLAIMED;
          if (lisi && (s == 0 || s == 2) && d == 9)
            dc->tile = MJ_TILE_NONE, dc->flags = MJ_DISCARD_FACE_DOWN | MJ_DISCARD_READY;
        }
      pl->ready = lisi && (s == 0 || s == 2) ? MJ_READY_PLAIN : taiwan && s == 1 ? MJ_READY_PLAIN : MJ_READY_NONE;
      /* Sichuan: the player across has won first and shows his hand */
      if (sichuan && s == 2)
        {
          pl->finished = 1;
          pl->revealed = TRUE;
          mj_hand_add (&pl->shown, 22);
        }
    }
  v->claim_tile = v->players[3].discards[24].tile;

  /* the viewer's own tiles */
  if (taiwan)
    {
      static const char hand[] = "1112345678999m2345s";
      MjTile tiles[17];
      guint n;
      g_assert_true (mj_notation_parse_tiles (hand, tiles, G_N_ELEMENTS (tiles), &n, NULL) && n == 17);
      for (guint i = 0; i < n; i++)
        mj_hand_add (&v->hand, tiles[i]);
      v->drawn = tiles[16];
      v->players[0].has_drawn = TRUE;
      v->players[0].n_concealed = 17;
    }
  else if (lisi)
    {
      /* standing 1s 5z 5z (the fourth went face down to declare ready), an
       * ordinary 1s beside them */
      static const char hand[] = "1s5z5z1s2s3s4p5p6p7m8m9m9m";
      MjTile tiles[13];
      guint n;
      g_assert_true (mj_notation_parse_tiles (hand, tiles, G_N_ELEMENTS (tiles), &n, NULL) && n == 13);
      for (guint i = 0; i < n; i++)
        mj_hand_add (&v->hand, tiles[i]);
      v->standing[18] = 1;
      v->standing[MJ_FIRST_HONOR + 4] = 2;
      v->players[0].n_concealed = 13;
    }
  else
    mj_hand_add (&v->hand, (MjTile) 26);
  for (guint m = 0; m < v->players[0].n_melds; m++)
    mj_hand_add_meld (&v->hand, &v->players[0].melds[m]);
}

MjWindow *
app_test_new_window (void)
{
  g_autofree char *saved = mj_window_autosave_path ();
  g_autofree char *previous = mj_record_previous_path (saved);
  MjWindow *window;

  /* (a resumed save before it would also bring a toast saying the last
   * save was damaged) */
  g_unlink (saved);
  g_unlink (previous);
  window = mj_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  ui_iterate (200);
  return window;
}

void
app_test_init_translated (int    *argc,
                          char ***argv)
{
  g_test_init (argc, argv, NULL);
  /* as the game starts: the language, then GTK */
  mj_i18n_init ();
  gtk_disable_setlocale ();
  ui_test_prepare_display ();
  gtk_init ();
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}
