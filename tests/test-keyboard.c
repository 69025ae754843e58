/* test-keyboard.c: the game with the keyboard alone, as a person's keys
 * reach it: each key is pressed through the X server (xdotool's XTEST),
 * so GTK's own event path decides where it goes — the focused widget, a
 * modal dialog's hold on its window group, the window's shortcuts — not a
 * handler called by the test.
 *
 *   /keyboard/whole-hands      a hand of every rule set (Sichuan with and
 *                              without the exchange) played by keys
 *                              alone: every decision made with the key
 *                              its button shows, every discard with
 *                              Home and → (or End and ←) and Enter;
 *                              after a button was
 *                              clicked (the focus on it, then gone) the
 *                              next turn's keys still reach the hand
 *   /keyboard/every-button-key each key a button shows presses it, with
 *                              another button focused
 *   /keyboard/shortcuts-listed every key a button can show is in the
 *                              shortcuts window
 *   /keyboard/replay-beside-score  the replay opened from the score
 *                              dialog answers → and Space while the
 *                              dialog is still up
 *
 * Needs xdotool (build-aux/install-deps.sh installs it): without it the
 * suite fails, saying so.
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "mj-app-test.h"
#include "mj-claim-bar.h"
#include "mj-replay-window.h"
#include "mj-score-dialog.h"
#include "mj-table-view.h"
#include "mj-ui-test.h"

static void
press_keys (const char * const *keysyms)
{
  ui_xkeys_press (keysyms);
}

static void
press (const char *keysym)
{
  const char *keys[] = { keysym, NULL };
  ui_xkeys_press (keys);
}

static GtkWidget *
find_score_dialog (void)
{
  return ui_find_toplevel (MJ_TYPE_SCORE_DIALOG);
}

/* The window has the X input focus (no window manager under Xvfb:
 * presenting a window gives it the focus). */
static void
focus_window (GtkWindow *window)
{
  g_assert_true (ui_xkeys_focus (window));
}

typedef struct {
  guint by_key[256];      /* presses of each button key, by keyval's low byte */
  guint discards;
  guint readies;
  guint after_click;
  guint exchanges;
} Tally;

/* The position of a tile kind in the table's hand, from the left. */
static guint
hand_index (MjTableView *table,
            MjTile       tile)
{
  guint n = mj_table_view_get_hand_length (table);

  for (guint i = n; i-- > 0;)
    if (mj_table_view_get_hand_tile (table, i) == tile)
      return i;
  g_error ("%s is not in the hand the table shows", mj_tile_to_string (tile));
}

/* The game took `a` after the `before` actions it had (the computers
 * may answer a claim or choose their suit meanwhile). */
static void
expect_done (MjGame         *game,
             guint           before,
             const MjAction *a)
{
  for (guint wait = 0; wait < 300; wait++)
    {
      guint n;
      const MjAction *history = mj_game_get_history (game, &n);

      for (guint i = before; i < n; i++)
        if (history[i].seat == a->seat)
          {
            if (!mj_action_equal (&history[i], a))
              {
                g_autofree char *want = mj_action_describe (a);
                g_autofree char *got = mj_action_describe (&history[i]);
                g_error ("the key was to do “%s”; the game did “%s”", want, got);
              }
            return;
          }
      ui_iterate (10);
    }
  g_error ("the key did nothing: the game is still waiting for seat %u", a->seat);
}

static void
play_hand_by_keys (const char *rules,
                   gboolean    exchange,
                   guint64     seed,
                   Tally      *tally)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  MjWindow *window;
  g_autoptr (MjMatch) match = NULL;
  g_autofree MjView *view = g_new0 (MjView, 1);
  MjTableView *table;
  MjClaimBar *bar;
  MjGame *game;
  MjBot you;
  guint decisions = 0, steps = 0;

  g_settings_set_double (settings, "computer-pace", 0.0);
  g_settings_set_boolean (settings, "confirm-discard", TRUE);
  {
    MjMatchSetup setup = { 0 };
    setup.rules = mj_rules_lookup (rules);
    mj_options_init_defaults (setup.rules, &setup.options);
    if (exchange)
      setup.options.values[mj_options_find (setup.rules, "huan_san_zhang")] = 1;
    setup.seed = seed;
    setup.hands = 1;
    setup.human[0] = TRUE;
    setup.level = 2;
    match = mj_match_new (&setup);
    mj_match_setup_clear (&setup);
  }
  window = app_test_new_window ();
  mj_window_play (window, match);
  focus_window (GTK_WINDOW (window));
  table = MJ_TABLE_VIEW (mj_window_get_table (window));
  bar = MJ_CLAIM_BAR (mj_window_get_claim_bar (window));
  game = mj_match_get_game (match);
  mj_bot_init (&you, MJ_BOT_NORMAL, seed);

  while (find_score_dialog () == NULL)
    {
      MjAction legal[MJ_MAX_LEGAL], a;
      guint n, before;

      ui_iterate (20);
      g_assert_cmpuint (++steps, <, 20000);
      if (!(mj_game_get_pending (game) & 1) || mj_game_get_phase (game) == MJ_PHASE_HAND_OVER)
        continue;
      n = mj_game_legal_actions (game, 0, legal, G_N_ELEMENTS (legal));
      mj_game_get_view (game, 0, view);
      a = mj_bot_decide (&you, view, legal, n);
      mj_game_get_history (game, &before);
      decisions++;

      if (a.type == MJ_ACTION_DISCARD)
        {
          guint index;

          /* the keyboard is in the hand on the turn, whatever was
           * clicked before */
          if (a.flags & MJ_ACTION_FLAG_READY)
            {
              press ("r");
              g_assert_true (mj_claim_bar_get_ready (bar));
              tally->readies++;
            }
          /* from the nearer end: Home and →, or End and ← */
          index = hand_index (table, a.tile);
          {
            guint length = mj_table_view_get_hand_length (table);
            gboolean from_end = index >= length / 2;
            guint moves = from_end ? length - 1 - index : index;
            g_autoptr (GPtrArray) keys = g_ptr_array_new ();

            g_ptr_array_add (keys, from_end ? "End" : "Home");
            for (guint i = 0; i < moves; i++)
              g_ptr_array_add (keys, from_end ? "Left" : "Right");
            g_ptr_array_add (keys, "Return");
            g_ptr_array_add (keys, NULL);
            press_keys ((const char * const *) keys->pdata);
          }
          expect_done (game, before, &a);
          tally->discards++;
          continue;
        }

      if (a.type == MJ_ACTION_EXCHANGE)
        {
          /* the three tiles chosen on the table by the arrows and Space
           * (the proposal's own taken back first), passed on by the key
           * of the bar's button */
          MjTile have[3];
          guint n_have = mj_table_view_get_chosen (table, have, 3);
          guint8 cur[MJ_N_KINDS] = { 0 }, want[MJ_N_KINDS] = { 0 };
          guint keyval;

          for (guint i = 0; i < n_have; i++)
            cur[have[i]]++;
          for (guint i = 0; i < 3; i++)
            want[a.tiles[i]]++;
          for (guint pass = 0; pass < 2; pass++)
            for (MjTile t = 0; t < MJ_N_KINDS; t++)
              while (pass == 0 ? cur[t] > want[t] : cur[t] < want[t])
                {
                  /* a chosen copy is one of the first cur[t] of its kind */
                  guint copy = pass == 0 ? 0 : cur[t], seen = 0, index = G_MAXUINT;
                  g_autoptr (GPtrArray) keys = g_ptr_array_new ();

                  for (guint i = 0; i < mj_table_view_get_hand_length (table) && index == G_MAXUINT; i++)
                    if (mj_table_view_get_hand_tile (table, i) == t && seen++ == copy)
                      index = i;
                  g_assert_cmpuint (index, !=, G_MAXUINT);
                  g_ptr_array_add (keys, "Home");
                  for (guint i = 0; i < index; i++)
                    g_ptr_array_add (keys, "Right");
                  g_ptr_array_add (keys, "space");
                  g_ptr_array_add (keys, NULL);
                  press_keys ((const char * const *) keys->pdata);
                  cur[t] += pass == 0 ? -1 : 1;
                }
          n_have = mj_table_view_get_chosen (table, have, 3);
          g_assert_cmpuint (n_have, ==, 3);
          memcpy (a.tiles, have, sizeof have);
          for (guint w = 0; w < 100 && mj_claim_bar_get_n_buttons (bar) != 1; w++)
            ui_iterate (10);
          g_assert_cmpuint (mj_claim_bar_get_n_buttons (bar), ==, 1);
          g_assert_true (mj_action_equal (mj_claim_bar_get_button_action (bar, 0), &a));
          keyval = mj_claim_bar_get_button_key (bar, 0);
          g_assert_cmpuint (keyval, ==, GDK_KEY_Return);
          ui_save_png (GTK_WIDGET (window), "exchange-chosen.png");
          press ("Return");
          expect_done (game, before, &a);
          /* everyone has chosen at once (the computers answer at once):
           * what went where is said, the new tiles marked */
          for (guint w = 0; w < 200 && mj_game_get_phase (game) == MJ_PHASE_EXCHANGE; w++)
            ui_iterate (10);
          ui_save_png (GTK_WIDGET (window), "exchange-done.png");
          tally->exchanges++;
          continue;
        }

      /* a button: the one for this action, pressed by the key it shows
       * (a second chow shows none: the first chow is taken instead) */
      {
        guint buttons = mj_claim_bar_get_n_buttons (bar), found = G_MAXUINT, keyval;
        g_autofree char *text = NULL;
        g_autofree char *label = NULL;

        for (guint w = 0; w < 100 && buttons == 0; w++)
          {
            ui_iterate (10);
            buttons = mj_claim_bar_get_n_buttons (bar);
          }
        for (guint i = 0; i < buttons && found == G_MAXUINT; i++)
          if (mj_action_equal (mj_claim_bar_get_button_action (bar, i), &a))
            found = i;
        g_assert_cmpuint (found, !=, G_MAXUINT);
        if (mj_claim_bar_get_button_key (bar, found) == 0)
          for (guint i = 0; i < buttons; i++)
            if (mj_claim_bar_get_button_action (bar, i)->type == a.type && mj_claim_bar_get_button_key (bar, i))
              {
                found = i;
                a = *mj_claim_bar_get_button_action (bar, i);
                break;
              }
        keyval = mj_claim_bar_get_button_key (bar, found);
        g_assert_cmpuint (keyval, !=, 0);
        /* the key is written on the button as the keyboard names it */
        text = mj_claim_bar_get_button_text (bar, found);
        label = gtk_accelerator_get_label (keyval, 0);
        g_assert_nonnull (strstr (text, label));

        /* every third decision by a click instead: the button takes the
         * focus and is gone after, and the next turn's keys must still
         * reach the hand */
        if (decisions % 3 == 0)
          {
            GtkWidget *button = mj_claim_bar_get_button (bar, found);
            gtk_widget_grab_focus (button);
            g_signal_emit_by_name (button, "clicked");
            tally->after_click++;
          }
        else if (keyval == GDK_KEY_space && decisions % 2 == 0)
          press ("Escape");
        else
          press (gdk_keyval_name (keyval));
        expect_done (game, before, &a);
        tally->by_key[keyval & 0xff]++;
      }
    }
  gtk_window_destroy (GTK_WINDOW (find_score_dialog ()));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

static void
test_whole_hands (void)
{
  static const char * const all[] = { "sichuan", "zhuoji", "qionghai", "lisi", "taiwan16" };
  Tally tally = { 0 };

  for (guint r = 0; r < G_N_ELEMENTS (all); r++)
    play_hand_by_keys (all[r], FALSE, 7 + r, &tally);
  play_hand_by_keys ("sichuan", TRUE, 12, &tally);
  g_test_message ("discards by Home/End, arrows and Enter: %u (%u declaring ready by R); keys of buttons: "
                  "W %u, K %u, P %u, C %u, Space or Esc %u, 1 %u, 2 %u, 3 %u; %u exchanges chosen by "
                  "the arrows and Space, passed by Enter; %u decisions by a click",
                  tally.discards, tally.readies, tally.by_key[GDK_KEY_w & 0xff], tally.by_key[GDK_KEY_k & 0xff],
                  tally.by_key[GDK_KEY_p & 0xff], tally.by_key[GDK_KEY_c & 0xff], tally.by_key[GDK_KEY_space & 0xff],
                  tally.by_key[GDK_KEY_1 & 0xff], tally.by_key[GDK_KEY_2 & 0xff], tally.by_key[GDK_KEY_3 & 0xff],
                  tally.exchanges, tally.after_click);
  g_assert_cmpuint (tally.exchanges, ==, 1);
  g_assert_cmpuint (tally.discards, >, 20);
  g_assert_cmpuint (tally.by_key[GDK_KEY_space & 0xff], >, 0);
}

/* Every key a button can show is in the shortcuts window. */
static void
test_shortcuts_listed (void)
{
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource (RESOURCE_BASE "/gtk/help-overlay.ui");
  GtkWidget *overlay = GTK_WIDGET (gtk_builder_get_object (builder, "help_overlay"));
  g_autoptr (GHashTable) listed = g_hash_table_new (NULL, NULL);
  GtkWidget *bar = g_object_ref_sink (mj_claim_bar_new ());
  MjAction all[] = {
    { MJ_ACTION_WIN, 0, MJ_TILE_NONE, 0, { 0 } },
    { MJ_ACTION_KONG, 0, 4, 0, { 0 } },
    { MJ_ACTION_PUNG, 0, 4, 0, { 0 } },
    { MJ_ACTION_CHOW, 0, 3, 0, { 0 } },
    { MJ_ACTION_PASS, 0, 4, 0, { 0 } },
    { MJ_ACTION_CHOOSE_SUIT, 0, MJ_SUIT_M, 0, { 0 } },
    { MJ_ACTION_CHOOSE_SUIT, 0, MJ_SUIT_P, 0, { 0 } },
    { MJ_ACTION_CHOOSE_SUIT, 0, MJ_SUIT_S, 0, { 0 } },
    { MJ_ACTION_DECLARE_READY, 0, MJ_TILE_NONE, 0, { 0 } },
    { MJ_ACTION_EXCHANGE, 0, MJ_TILE_NONE, 0, { 9, 12, 17 } },
  };
  GSList *shortcuts = NULL;

  g_assert_nonnull (overlay);
  /* the accelerators of every entry of the window */
  {
    GSList *objects = gtk_builder_get_objects (builder);
    for (GSList *l = objects; l; l = l->next)
      if (GTK_IS_SHORTCUTS_SHORTCUT (l->data))
        shortcuts = g_slist_prepend (shortcuts, l->data);
    g_slist_free (objects);
  }
  for (GSList *l = shortcuts; l; l = l->next)
    {
      g_autofree char *accel = NULL;
      g_auto (GStrv) parts = NULL;

      g_object_get (l->data, "accelerator", &accel, NULL);
      if (accel == NULL)
        continue;
      parts = g_strsplit (accel, " ", -1);
      for (guint i = 0; parts[i]; i++)
        {
          guint keyval = 0;
          GdkModifierType mods = 0;
          if (gtk_accelerator_parse (parts[i], &keyval, &mods) && mods == 0)
            g_hash_table_add (listed, GUINT_TO_POINTER (keyval));
        }
    }
  g_slist_free (shortcuts);

  mj_claim_bar_set_actions (MJ_CLAIM_BAR (bar), all, G_N_ELEMENTS (all), 4);
  g_assert_cmpuint (mj_claim_bar_get_n_buttons (MJ_CLAIM_BAR (bar)), ==, G_N_ELEMENTS (all));
  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    {
      guint keyval = mj_claim_bar_get_button_key (MJ_CLAIM_BAR (bar), i);
      g_assert_cmpuint (keyval, !=, 0);
      if (!g_hash_table_contains (listed, GUINT_TO_POINTER (keyval)))
        g_error ("the key %s of a button is not in the shortcuts window", gdk_keyval_name (keyval));
    }
  /* Escape passes too, and the ready toggle's R */
  g_assert_true (g_hash_table_contains (listed, GUINT_TO_POINTER (GDK_KEY_Escape)));
  g_assert_true (g_hash_table_contains (listed, GUINT_TO_POINTER (GDK_KEY_r)));
  g_object_unref (bar);
  gtk_window_destroy (GTK_WINDOW (overlay));
}

static void
on_chosen (MjClaimBar *bar,
           MjAction   *a,
           MjAction   *out)
{
  *out = *a;
}

/* Each key a button shows does what the button does, pressed through the
 * X server while another button of the bar has the focus (a focused
 * button took Space for itself). */
static void
test_every_button_key (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *bar = mj_claim_bar_new ();
  MjAction all[] = {
    { MJ_ACTION_WIN, 0, MJ_TILE_NONE, 0, { 0 } },
    { MJ_ACTION_KONG, 0, 4, 0, { 0 } },
    { MJ_ACTION_KONG_CONCEALED, 0, 8, 0, { 0 } },
    { MJ_ACTION_PUNG, 0, 4, 0, { 0 } },
    { MJ_ACTION_CHOW, 0, 3, 0, { 0 } },
    { MJ_ACTION_PASS, 0, 4, 0, { 0 } },
    { MJ_ACTION_CHOOSE_SUIT, 0, MJ_SUIT_M, 0, { 0 } },
    { MJ_ACTION_CHOOSE_SUIT, 0, MJ_SUIT_P, 0, { 0 } },
    { MJ_ACTION_CHOOSE_SUIT, 0, MJ_SUIT_S, 0, { 0 } },
    { MJ_ACTION_DECLARE_READY, 0, MJ_TILE_NONE, 0, { 0 } },
  };
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  MjAction chosen;
  guint pressed = 0;

  mj_claim_bar_set_tile_cache (MJ_CLAIM_BAR (bar), cache);
  gtk_window_set_child (GTK_WINDOW (window), bar);
  mj_claim_bar_attach_keys (MJ_CLAIM_BAR (bar), GTK_WINDOW (window));
  g_signal_connect (bar, "action-chosen", G_CALLBACK (on_chosen), &chosen);
  focus_window (GTK_WINDOW (window));

  /* the choices as the game offers them together: a claim's, the suits */
  for (guint set = 0; set < 3; set++)
    {
      guint first = set == 0 ? 0 : set == 1 ? 6 : 9, last = set == 0 ? 6 : set == 1 ? 9 : 10;
      mj_claim_bar_set_actions (MJ_CLAIM_BAR (bar), all + first, last - first, 4);
      ui_iterate (50);
      for (guint i = 0; i < last - first; i++)
        {
          guint keyval = mj_claim_bar_get_button_key (MJ_CLAIM_BAR (bar), i);
          GtkWidget *other = mj_claim_bar_get_button (MJ_CLAIM_BAR (bar), (i + 1) % (last - first));

          if (keyval == 0)     /* the second kong shows none: K takes the first */
            continue;
          gtk_widget_grab_focus (other);
          memset (&chosen, 0, sizeof chosen);
          press (gdk_keyval_name (keyval));
          if (!mj_action_equal (&chosen, mj_claim_bar_get_button_action (MJ_CLAIM_BAR (bar), i)))
            {
              g_autofree char *want = mj_action_describe (mj_claim_bar_get_button_action (MJ_CLAIM_BAR (bar), i));
              g_error ("the key %s shown on “%s” did not press it", gdk_keyval_name (keyval), want);
            }
          pressed++;
        }
    }
  /* Escape passes as Space does; the keypad's 2 chooses dots as 2 does */
  mj_claim_bar_set_actions (MJ_CLAIM_BAR (bar), all + 3, 3, 4);
  ui_iterate (50);
  memset (&chosen, 0, sizeof chosen);
  press ("Escape");
  g_assert_cmpint (chosen.type, ==, MJ_ACTION_PASS);
  mj_claim_bar_set_actions (MJ_CLAIM_BAR (bar), all + 6, 3, 4);
  ui_iterate (50);
  memset (&chosen, 0, sizeof chosen);
  press ("KP_2");
  g_assert_cmpint (chosen.type, ==, MJ_ACTION_CHOOSE_SUIT);
  g_assert_cmpint (chosen.tile, ==, MJ_SUIT_P);
  g_assert_cmpuint (pressed, ==, 9);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The replay opened from the score dialog answers its keys while the
 * dialog (modal) is still up. */
static void
test_replay_beside_score (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  MjWindow *window;
  g_autoptr (MjMatch) match = app_test_match ("qionghai", 31, FALSE);
  GtkWidget *score, *replay;
  guint step;

  g_settings_set_double (settings, "computer-pace", 0.0);
  window = app_test_new_window ();
  mj_window_play (window, match);
  for (guint i = 0; i < 3000 && find_score_dialog () == NULL; i++)
    ui_iterate (10);
  score = find_score_dialog ();
  g_assert_nonnull (score);
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (score)));
  g_signal_emit_by_name (score, "replay");
  replay = ui_find_toplevel (MJ_TYPE_REPLAY_WINDOW);
  g_assert_nonnull (replay);
  focus_window (GTK_WINDOW (replay));
  g_assert_true (gtk_widget_get_visible (score));

  step = mj_replay_window_get_step (MJ_REPLAY_WINDOW (replay));
  g_assert_cmpuint (step, ==, 0);
  press ("Right");
  press ("Right");
  g_assert_cmpuint (mj_replay_window_get_step (MJ_REPLAY_WINDOW (replay)), ==, 2);
  press ("End");
  g_assert_cmpuint (mj_replay_window_get_step (MJ_REPLAY_WINDOW (replay)), ==,
                    mj_replay_window_get_n_steps (MJ_REPLAY_WINDOW (replay)));
  press ("Home");
  g_assert_cmpuint (mj_replay_window_get_step (MJ_REPLAY_WINDOW (replay)), ==, 0);

  gtk_window_destroy (GTK_WINDOW (replay));
  gtk_window_destroy (GTK_WINDOW (score));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data = g_dir_make_tmp ("sparrow-test-XXXXXX", NULL);

  g_setenv ("XDG_DATA_HOME", data, TRUE);
  ui_test_prepare_display ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* no animation caught half-way between a key and its check */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  g_test_add_func ("/keyboard/shortcuts-listed", test_shortcuts_listed);
  g_test_add_func ("/keyboard/every-button-key", test_every_button_key);
  g_test_add_func ("/keyboard/replay-beside-score", test_replay_beside_score);
  g_test_add_func ("/keyboard/whole-hands", test_whole_hands);
  g_test_add_func ("/keyboard/no-gl-stack", ui_test_no_gl_stack);
  return g_test_run ();
}
