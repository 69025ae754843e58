/* test-sound.c: the game's sounds, played through GTK's GStreamer media
 * backend to the audio device the environment gives (tests/meson.build
 * runs it twice: with ALSA's null device, which takes the sound and drops
 * it, and with no device at all, as under Xvfb and in CI; neither reaches
 * anyone's speakers), under G_DEBUG=fatal-warnings; then, as
 * `test-sound window`, the window's part, with the silent backend the
 * other display tests have (GTK_MEDIA=none).
 *
 *   /sound/backend      GTK plays media through GStreamer here
 *   /sound/files        every sound in the resource: 16-bit mono WAV at
 *                       22,050 Hz, short and small, all at one loudness
 *                       (their loudest 50 ms within 1 dB), none clipping
 *   /sound/streams      each sound plays through GStreamer to its end,
 *                       with no error, for its whole length
 *   /sound/events       whole hot-seat matches of every rule set, stepped,
 *                       the player attached: every event asked for its
 *                       sound once, in order, and all 13 sounds were
 *                       asked for; sound off, volume 0 and the desktop's
 *                       event sounds off each silence it, and off stops
 *                       what plays
 *   /sound/window       the window: each claim's announcement (the status
 *                       line and the screen reader's news) is in place when
 *                       its sound plays; the header bar's mute silences
 *                       the game; the preferences' switch sounds it again,
 *                       and their volume is the player's
 */
#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "mj-app-test.h"
#include "mj-bot.h"
#include "mj-narrator.h"
#include "mj-preferences.h"
#include "mj-score-dialog.h"
#include "mj-sound-player.h"
#include "mj-table-view.h"
#include "mj-ui-test.h"

#define RATE 22050

/* ---- the backend ------------------------------------------------------------- */

static void
test_backend (void)
{
  g_autoptr (GtkMediaStream) stream = gtk_media_file_new ();

  /* (GTK_MEDIA=gstreamer, from tests/meson.build: a GTK without the
   * backend warns that it is missing, which fails the test) */
  g_assert_cmpstr (G_OBJECT_TYPE_NAME (stream), ==, "GtkGstMediaFile");
}

/* ---- the files ---------------------------------------------------------------- */

/* The samples of a sound's WAV file (checked: PCM, mono, 16 bits,
 * RATE), n of them. */
static const gint16 *
wav_samples (GBytes *bytes,
             gsize  *n)
{
  gsize size;
  const guint8 *d = g_bytes_get_data (bytes, &size);

  g_assert_cmpuint (size, >, 44);
  g_assert_cmpmem (d, 4, "RIFF", 4);
  g_assert_cmpmem (d + 8, 8, "WAVEfmt ", 8);
  g_assert_cmpuint (GUINT16_FROM_LE (*(guint16 *) (d + 20)), ==, 1);    /* PCM */
  g_assert_cmpuint (GUINT16_FROM_LE (*(guint16 *) (d + 22)), ==, 1);    /* mono */
  g_assert_cmpuint (GUINT32_FROM_LE (*(guint32 *) (d + 24)), ==, RATE);
  g_assert_cmpuint (GUINT16_FROM_LE (*(guint16 *) (d + 34)), ==, 16);
  g_assert_cmpmem (d + 36, 4, "data", 4);
  g_assert_cmpuint (GUINT32_FROM_LE (*(guint32 *) (d + 40)), ==, size - 44);
  *n = (size - 44) / 2;
  return (const gint16 *) (d + 44);
}

static GBytes *
sound_bytes (MjSound sound)
{
  g_autofree char *path = g_strdup_printf (RESOURCE_BASE "/sounds/%s.wav", mj_sound_get_name (sound));
  g_autoptr (GError) error = NULL;
  GBytes *bytes = g_resources_lookup_data (path, 0, &error);

  g_assert_no_error (error);
  return bytes;
}

static void
test_files (void)
{
  double loudest[MJ_N_SOUNDS];
  gsize total = 0;
  double lo = G_MAXDOUBLE, hi = -G_MAXDOUBLE;

  for (MjSound s = 0; s < MJ_N_SOUNDS; s++)
    {
      g_autoptr (GBytes) bytes = sound_bytes (s);
      gsize n, window = RATE / 20;
      const gint16 *x = wav_samples (bytes, &n);
      double run = 0, best = 0, peak = 0;

      /* short: a click is over in a moment, a win in a second */
      g_assert_cmpuint (n, >=, RATE / 10);
      g_assert_cmpuint (n, <=, RATE * 6 / 5);
      total += g_bytes_get_size (bytes);
      /* the loudest 50 ms, as the generator mixes them */
      for (gsize i = 0; i < n; i++)
        {
          run += (double) x[i] * x[i];
          if (i >= window)
            run -= (double) x[i - window] * x[i - window];
          if (i + 1 >= window)
            best = MAX (best, run);
          peak = MAX (peak, fabs ((double) x[i]));
        }
      loudest[s] = 10 * log10 (best / window / (32768.0 * 32768.0));
      /* no sample near clipping */
      g_assert_cmpfloat (peak, <, 32768 * 0.9);
      lo = MIN (lo, loudest[s]);
      hi = MAX (hi, loudest[s]);
      g_test_message ("%-15s %5.2f s, loudest 50 ms %.2f dBFS, peak %.1f dBFS", mj_sound_get_name (s),
                      (double) n / RATE, loudest[s], 20 * log10 (peak / 32768));
      /* no two alike */
      for (MjSound t = 0; t < s; t++)
        {
          g_autoptr (GBytes) other = sound_bytes (t);
          g_assert_false (g_bytes_equal (bytes, other));
        }
    }
  g_test_message ("%u sounds, %" G_GSIZE_FORMAT " bytes", MJ_N_SOUNDS, total);
  /* mixed at one loudness */
  g_assert_cmpfloat (hi - lo, <, 1.0);
  g_assert_cmpfloat (lo, >, -24.0);
  /* small: all of them less than the tiles' art and the templates */
  g_assert_cmpuint (total, <, 400 * 1024);
}

/* ---- the streams -------------------------------------------------------------- */

static void
test_streams (void)
{
  for (MjSound s = 0; s < MJ_N_SOUNDS; s++)
    {
      g_autofree char *path = g_strdup_printf (RESOURCE_BASE "/sounds/%s.wav", mj_sound_get_name (s));
      g_autoptr (GtkMediaStream) stream = NULL;
      g_autoptr (GBytes) bytes = sound_bytes (s);
      gint64 start = g_get_monotonic_time (), returned, elapsed;
      gsize n;

      wav_samples (bytes, &n);
      stream = gtk_media_file_new_for_resource (path);
      gtk_media_stream_set_volume (stream, 0.5);
      gtk_media_stream_play (stream);
      returned = g_get_monotonic_time () - start;
      while (!gtk_media_stream_get_ended (stream) && gtk_media_stream_get_error (stream) == NULL &&
             g_get_monotonic_time () - start < 10 * G_USEC_PER_SEC)
        g_main_context_iteration (NULL, TRUE);
      elapsed = g_get_monotonic_time () - start;
      if (gtk_media_stream_get_error (stream))
        g_error ("%s: %s", path, gtk_media_stream_get_error (stream)->message);
      g_assert_true (gtk_media_stream_get_ended (stream));
      g_assert_true (gtk_media_stream_has_audio (stream));
      /* all of it decoded: the length GStreamer found is the file's */
      g_assert_cmpint (llabs (gtk_media_stream_get_duration (stream) - (gint64) n * G_USEC_PER_SEC / RATE), <, 5000);
      g_test_message ("%-15s play() returned in %.1f ms, ended after %.0f ms", mj_sound_get_name (s),
                      returned / 1000.0, elapsed / 1000.0);
    }
}

/* ---- events and their sounds ------------------------------------------------- */

/* What the test hears: the sounds the player asked for, against those the
 * events called for.  Its handlers are connected before the player's, so
 * each event's expectation is in place when its sound comes. */
typedef struct {
  MjMatch       *match;
  MjSoundPlayer *player;
  GArray        *expected;        /* MjSound */
  guint          heard;           /* "played" signals so far, each matched */
  guint          kinds[MJ_N_SOUNDS];
  guint          silenced;        /* events while sound was off */
} Ear;

static gboolean
on (Ear *ear)
{
  gboolean desktop;

  g_object_get (gtk_settings_get_default (), "gtk-enable-event-sounds", &desktop, NULL);
  return desktop && mj_sound_player_get_enabled (ear->player) && mj_sound_player_get_volume (ear->player) > 0;
}

static void
expect (Ear    *ear,
        MjSound sound)
{
  if (!on (ear))
    {
      ear->silenced++;
      return;
    }
  g_array_append_val (ear->expected, sound);
}

static void
ear_drawn (MjGame *game, guint seat, guint tile, gboolean replacement, Ear *ear)
{
  expect (ear, MJ_SOUND_DRAW);
}

static void
ear_discarded (MjGame *game, guint seat, guint tile, gboolean face_down, Ear *ear)
{
  /* the person at the screen discards: the near sound; a computer
   * player, or a person's hand that discards by itself away from the
   * screen (Lisi's declared hand): the far one */
  gboolean yours = mj_match_is_human (ear->match, seat) && mj_match_get_screen_seat (ear->match) == seat;

  expect (ear, yours ? MJ_SOUND_DISCARD : MJ_SOUND_DISCARD_OTHER);
}

static void
ear_meld (MjGame *game, guint seat, guint index, Ear *ear)
{
  switch (mj_game_get_state (game)->players[seat].hand.melds[index].type)
    {
    case MJ_MELD_CHOW:
      expect (ear, MJ_SOUND_CHOW);
      break;
    case MJ_MELD_PUNG:
      expect (ear, MJ_SOUND_PUNG);
      break;
    case MJ_MELD_KONG_EXPOSED:
    case MJ_MELD_KONG_ADDED:
    case MJ_MELD_KONG_CONCEALED:
      expect (ear, MJ_SOUND_KONG);
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
ear_ready (MjGame *game, guint seat, Ear *ear)
{
  expect (ear, MJ_SOUND_READY);
}

static void
ear_won (MjGame *game, guint seat, guint index, Ear *ear)
{
  const MjWinContext *ctx = &mj_game_get_state (game)->wins[index].ctx;

  expect (ear, ctx->self_drawn ? MJ_SOUND_WIN_SELF_DRAWN : MJ_SOUND_WIN_DISCARD);
}

static void
ear_ended (MjGame *game, Ear *ear)
{
  if (mj_game_get_state (game)->n_wins == 0)
    expect (ear, MJ_SOUND_DRAWN_HAND);
}

static void
ear_exchanged (MjGame *game, guint shift, Ear *ear)
{
  expect (ear, MJ_SOUND_EXCHANGE);
}

static void
ear_suits (MjGame *game, Ear *ear)
{
  expect (ear, MJ_SOUND_MISSING_SUIT);
}

static void
ear_handoff (MjMatch *match, GParamSpec *pspec, Ear *ear)
{
  if (mj_match_get_handoff_seat (match) < MJ_N_SEATS)
    expect (ear, MJ_SOUND_HANDOFF);
}

/* Each sound asked for is the next one expected: once each, in order. */
static void
ear_played (MjSoundPlayer *player, MjSound sound, Ear *ear)
{
  g_assert_true (on (ear));
  if (ear->heard >= ear->expected->len)
    g_error ("the sound %s was asked for, with no event to call for it", mj_sound_get_name (sound));
  if (g_array_index (ear->expected, MjSound, ear->heard) != sound)
    g_error ("sound %u: %s asked for where the events called for %s", ear->heard, mj_sound_get_name (sound),
             mj_sound_get_name (g_array_index (ear->expected, MjSound, ear->heard)));
  ear->heard++;
  ear->kinds[sound]++;
}

/* Listens to the match (before the player is attached to it). */
static void
ear_listen (Ear           *ear,
            MjMatch       *match,
            MjSoundPlayer *player)
{
  MjGame *game = mj_match_get_game (match);

  ear->match = match;
  ear->player = player;
  g_array_set_size (ear->expected, 0);
  ear->heard = 0;
  g_signal_connect (game, "tile-drawn", G_CALLBACK (ear_drawn), ear);
  g_signal_connect (game, "tile-discarded", G_CALLBACK (ear_discarded), ear);
  g_signal_connect (game, "meld-made", G_CALLBACK (ear_meld), ear);
  g_signal_connect (game, "ready-declared", G_CALLBACK (ear_ready), ear);
  g_signal_connect (game, "hand-won", G_CALLBACK (ear_won), ear);
  g_signal_connect (game, "hand-ended", G_CALLBACK (ear_ended), ear);
  g_signal_connect (game, "tiles-exchanged", G_CALLBACK (ear_exchanged), ear);
  g_signal_connect (game, "suits-chosen", G_CALLBACK (ear_suits), ear);
  g_signal_connect (match, "notify::handoff-seat", G_CALLBACK (ear_handoff), ear);
}

static void
ear_check (Ear *ear)
{
  /* nothing called for went unasked */
  g_assert_cmpuint (ear->heard, ==, ear->expected->len);
}

/* Sound off, one way or another, for a stretch of a match: the player's
 * switch, volume 0, the desktop's event sounds. */
typedef enum {
  QUIET_NONE,
  QUIET_OFF,
  QUIET_VOLUME,
  QUIET_DESKTOP,
  N_QUIET
} Quiet;

static void
set_quiet (MjSoundPlayer *player,
           Quiet          quiet)
{
  mj_sound_player_set_enabled (player, quiet != QUIET_OFF);
  mj_sound_player_set_volume (player, quiet == QUIET_VOLUME ? 0.0 : 0.6);
  g_object_set (gtk_settings_get_default (), "gtk-enable-event-sounds", quiet != QUIET_DESKTOP, NULL);
  /* off is silence at once: nothing goes on playing */
  if (quiet == QUIET_OFF)
    g_assert_cmpuint (mj_sound_player_get_n_playing (player), ==, 0);
}

/* One match of two hands: East and West people at one screen (their moves
 * the baseline computer player's, as a person would click them), South
 * and North computer players, all stepped without a clock.  Sound goes
 * off (by `quiet`) for the middle stretch of its actions. */
static void
play_match (Ear           *ear,
            MjSoundPlayer *player,
            const MjRules *rules,
            guint          seed,
            Quiet          quiet)
{
  MjMatchSetup setup = { 0 };
  g_autoptr (MjMatch) match = NULL;
  g_autofree MjView *view = g_new0 (MjView, 1);
  MjBot people[MJ_N_SEATS];
  MjGame *game;
  guint steps = 0, silenced = ear->silenced;

  setup.rules = rules;
  mj_options_init_defaults (rules, &setup.options);
  /* Sichuan with its house rule of the exchange (换三张) every other time */
  if (mj_options_find (rules, "huan_san_zhang") >= 0 && seed % 2)
    setup.options.values[mj_options_find (rules, "huan_san_zhang")] = 1;
  setup.seed = seed;
  setup.hands = 2;
  setup.level = MJ_BOT_BASELINE;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      setup.human[i] = i % 2 == 0;
      setup.names[i] = g_strdup_printf ("Player %u", i + 1);
      mj_bot_init (&people[i], MJ_BOT_BASELINE, seed * 7 + i);
    }
  match = mj_match_new (&setup);
  mj_match_setup_clear (&setup);
  game = mj_match_get_game (match);
  mj_match_set_autoplay (match, FALSE);
  ear_listen (ear, match, player);
  mj_sound_player_set_match (player, match);
  set_quiet (player, QUIET_NONE);
  mj_match_start (match);

  while (mj_game_get_phase (game) != MJ_PHASE_MATCH_OVER)
    {
      guint handoff = mj_match_get_handoff_seat (match);
      guint screen = mj_match_get_screen_seat (match);
      guint pending = mj_game_get_pending (game) & mj_match_get_humans (match);

      g_assert_cmpuint (++steps, <, 40000);
      if (steps == 60)
        set_quiet (player, quiet);
      else if (steps == 120)
        set_quiet (player, QUIET_NONE);
      /* the streams' news (ended, error) is read on the main loop: now
       * and then, as a window's frames would let it */
      if (steps % 16 == 0)
        while (g_main_context_iteration (NULL, FALSE))
          ;
      if (mj_game_get_phase (game) == MJ_PHASE_HAND_OVER)
        g_assert_true (mj_match_next_hand (match, NULL));
      else if (handoff < MJ_N_SEATS)
        mj_match_confirm_handoff (match);
      else if ((pending >> screen) & 1)
        {
          MjAction legal[MJ_MAX_LEGAL];
          guint n = mj_game_legal_actions (game, screen, legal, G_N_ELEMENTS (legal));
          MjAction a;
          g_autoptr (GError) error = NULL;

          mj_game_get_view (game, screen, view);
          a = mj_bot_decide (&people[screen], view, legal, n);
          if (!mj_match_submit (match, &a, &error))
            g_error ("a person's legal action was refused: %s", error->message);
        }
      else if (mj_match_get_showing_discard (match))
        mj_match_seen (match);
      else
        g_assert_true (mj_match_step (match));
      ear_check (ear);
    }
  /* the quiet stretch fell silent (it had events to silence) */
  if (quiet != QUIET_NONE)
    g_assert_cmpuint (ear->silenced, >, silenced);
  mj_sound_player_set_match (player, NULL);
  g_signal_handlers_disconnect_by_data (game, ear);
  g_signal_handlers_disconnect_by_data (match, ear);
}

static void
test_events (void)
{
  g_autoptr (MjSoundPlayer) player = mj_sound_player_new ();
  g_autoptr (GArray) expected = g_array_new (FALSE, FALSE, sizeof (MjSound));
  Ear ear = { .expected = expected };
  guint n_rules, matches = 0, missing = MJ_N_SOUNDS, total = 0;
  const MjRules * const *all = mj_rules_all (&n_rules);

  g_signal_connect (player, "played", G_CALLBACK (ear_played), &ear);
  /* every rule set in turn, until every sound has been asked for (a
   * drawn hand, a chow in Taiwan, a ready declaration are not in every
   * match) and each way of silence was tried */
  for (guint seed = 1; missing > 0 || matches < 2 * N_QUIET; seed++)
    {
      if (seed > 60)
        for (MjSound s = 0; s < MJ_N_SOUNDS; s++)
          if (ear.kinds[s] == 0)
            g_error ("no event called for the sound %s in %u matches", mj_sound_get_name (s), matches);
      play_match (&ear, player, all[seed % n_rules], seed, (Quiet) (seed % N_QUIET));
      matches++;
      total += ear.heard;
      missing = 0;
      for (MjSound s = 0; s < MJ_N_SOUNDS; s++)
        missing += ear.kinds[s] == 0;
    }
  for (MjSound s = 0; s < MJ_N_SOUNDS; s++)
    g_test_message ("%-15s asked for %u times", mj_sound_get_name (s), ear.kinds[s]);
  g_test_message ("%u matches of two hands: %u sounds asked for, each when its event came; %u events while "
                  "sound was off, none asked for", matches, total, ear.silenced);
  g_object_set (gtk_settings_get_default (), "gtk-enable-event-sounds", TRUE, NULL);
  /* what still plays finishes; the player lets every stream go */
  for (guint i = 0; i < 500 && mj_sound_player_get_n_playing (player) > 0; i++)
    ui_iterate (10);
  g_assert_cmpuint (mj_sound_player_get_n_playing (player), ==, 0);
  ui_iterate (20);
  g_signal_handlers_disconnect_by_data (player, &ear);
  g_assert_finalize_object (g_steal_pointer (&player));
}

/* ---- the window --------------------------------------------------------------- */

typedef struct {
  Ear        ear;
  MjWindow  *window;
  GtkLabel  *status;
  guint      claims;
  guint      claims_heard;
} Table;

static GtkLabel *
find_status (GtkWidget *root)
{
  for (GtkWidget *w = gtk_widget_get_first_child (root); w; w = gtk_widget_get_next_sibling (w))
    {
      GtkLabel *found;
      if (GTK_IS_LABEL (w) && gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (w)) == GTK_ACCESSIBLE_ROLE_STATUS &&
          !gtk_widget_get_ancestor (w, ADW_TYPE_FLAP))
        return GTK_LABEL (w);
      if ((found = find_status (w)))
        return found;
    }
  return NULL;
}

/* After every handler of a claim (the window's, the player's): the claim
 * is said on the status line and to the screen reader, and its sound was
 * the last asked for.  The sound comes with the words, never instead. */
static void
after_meld (MjGame *game,
            guint   seat,
            guint   index,
            Table  *t)
{
  MjTableView *table = MJ_TABLE_VIEW (mj_window_get_table (t->window));
  const MjState *s = mj_game_get_state (game);
  g_autofree char *said = NULL;
  MjNarrator n;

  for (guint i = 0; i < MJ_N_SEATS; i++)
    n.names[i] = mj_match_get_name (t->ear.match, i);
  n.you = MJ_N_SEATS;
  said = mj_narrate_meld (&n, s, seat, index, seat != mj_table_view_get_viewer (table) &&
                                              (s->features & MJ_FEATURE_HIDE_CONCEALED_KONG));
  g_assert_cmpstr (gtk_label_get_text (t->status), ==, said);
  g_assert_cmpstr (mj_table_view_get_news (table), ==, said);
  t->claims++;
  if (on (&t->ear))
    {
      g_assert_cmpuint (t->ear.heard, >, 0);
      MjSound last = g_array_index (t->ear.expected, MjSound, t->ear.heard - 1);
      g_assert_cmpuint (t->ear.heard, ==, t->ear.expected->len);
      g_assert_true (last == MJ_SOUND_CHOW || last == MJ_SOUND_PUNG || last == MJ_SOUND_KONG);
      t->claims_heard++;
    }
}

static GtkWidget *
find_sound_button (GtkWidget *root)
{
  for (GtkWidget *w = gtk_widget_get_first_child (root); w; w = gtk_widget_get_next_sibling (w))
    {
      GtkWidget *found;
      if (GTK_IS_TOGGLE_BUTTON (w) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (w)), "win.sound") == 0)
        return w;
      if ((found = find_sound_button (w)))
        return found;
    }
  return NULL;
}

static void
test_window (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (GArray) expected = g_array_new (FALSE, FALSE, sizeof (MjSound));
  g_autoptr (MjMatch) match = NULL;
  Table t = { .ear.expected = expected };
  MjSoundPlayer *player;
  GtkWidget *button;
  MjPreferences *prefs;
  guint muted_at, events_muted;

  g_settings_set_double (settings, "computer-pace", 0.0);
  t.window = app_test_new_window ();
  player = mj_window_get_sound_player (t.window);
  /* sound is on at the first start, at the setting's volume */
  g_assert_true (g_settings_get_boolean (settings, "sound"));
  g_assert_true (mj_sound_player_get_enabled (player));
  g_assert_cmpfloat (mj_sound_player_get_volume (player), ==, g_settings_get_double (settings, "sound-volume"));
  t.status = find_status (GTK_WIDGET (t.window));
  g_assert_nonnull (t.status);
  button = find_sound_button (GTK_WIDGET (t.window));
  g_assert_nonnull (button);
  g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
  g_assert_cmpstr (gtk_button_get_icon_name (GTK_BUTTON (button)), ==, "audio-volume-high-symbolic");

  /* four computer players, a Taiwanese match (chows, pungs, kongs), until
   * three claims have been said and heard */
  match = app_test_match ("taiwan16", 12, FALSE);
  ear_listen (&t.ear, match, player);
  g_signal_connect (player, "played", G_CALLBACK (ear_played), &t.ear);
  g_signal_connect_after (mj_match_get_game (match), "meld-made", G_CALLBACK (after_meld), &t);
  mj_window_play (t.window, match);
  for (guint i = 0; i < 3000 && t.claims_heard < 3 && ui_find_toplevel (MJ_TYPE_SCORE_DIALOG) == NULL; i++)
    ui_iterate (10);
  ear_check (&t.ear);
  g_assert_cmpuint (t.claims_heard, >=, 3);
  g_test_message ("%u sounds, %u claims said and heard", t.ear.heard, t.claims_heard);

  /* the header bar's mute: the setting off, the icon crossed out, what
   * played stopped, and the rest of the hand silent */
  g_signal_emit_by_name (button, "clicked");
  g_assert_false (g_settings_get_boolean (settings, "sound"));
  g_assert_false (mj_sound_player_get_enabled (player));
  g_assert_false (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
  g_assert_cmpstr (gtk_button_get_icon_name (GTK_BUTTON (button)), ==, "audio-volume-muted-symbolic");
  g_assert_cmpuint (mj_sound_player_get_n_playing (player), ==, 0);
  muted_at = t.ear.heard;
  events_muted = t.ear.silenced;
  for (guint i = 0; i < 3000 && ui_find_toplevel (MJ_TYPE_SCORE_DIALOG) == NULL; i++)
    ui_iterate (10);
  g_assert_nonnull (ui_find_toplevel (MJ_TYPE_SCORE_DIALOG));
  g_assert_cmpuint (t.ear.heard, ==, muted_at);
  g_assert_cmpuint (t.ear.silenced, >, events_muted + 20);
  g_test_message ("muted: the rest of the hand, %u events, silent", t.ear.silenced - events_muted);

  /* the preferences: their switch and volume are the same settings */
  prefs = mj_preferences_new (settings);
  gtk_window_present (GTK_WINDOW (prefs));
  ui_iterate (50);
  {
    GtkSwitch *on_off = GTK_SWITCH (gtk_widget_get_template_child (GTK_WIDGET (prefs), MJ_TYPE_PREFERENCES, "sound"));
    GtkRange *volume = GTK_RANGE (gtk_widget_get_template_child (GTK_WIDGET (prefs), MJ_TYPE_PREFERENCES,
                                                                 "sound_volume"));
    GtkWidget *row = GTK_WIDGET (gtk_widget_get_template_child (GTK_WIDGET (prefs), MJ_TYPE_PREFERENCES, "volume_row"));

    g_assert_false (gtk_switch_get_active (on_off));
    g_assert_false (gtk_widget_get_sensitive (row));
    gtk_switch_set_active (on_off, TRUE);
    g_assert_true (g_settings_get_boolean (settings, "sound"));
    g_assert_true (mj_sound_player_get_enabled (player));
    g_assert_true (gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)));
    g_assert_cmpstr (gtk_button_get_icon_name (GTK_BUTTON (button)), ==, "audio-volume-high-symbolic");
    g_assert_true (gtk_widget_get_sensitive (row));
    gtk_range_set_value (volume, 0.3);
    g_assert_cmpfloat_with_epsilon (g_settings_get_double (settings, "sound-volume"), 0.3, 1e-9);
    g_assert_cmpfloat_with_epsilon (mj_sound_player_get_volume (player), 0.3, 1e-9);
  }
  gtk_window_destroy (GTK_WINDOW (prefs));

  gtk_window_destroy (GTK_WINDOW (ui_find_toplevel (MJ_TYPE_SCORE_DIALOG)));
  g_signal_handlers_disconnect_by_data (mj_match_get_game (match), &t);
  g_signal_handlers_disconnect_by_data (mj_match_get_game (match), &t.ear);
  g_signal_handlers_disconnect_by_data (match, &t.ear);
  g_signal_handlers_disconnect_by_data (player, &t.ear);
  gtk_window_destroy (GTK_WINDOW (t.window));
  ui_iterate (50);
  g_settings_reset (settings, "sound");
  g_settings_reset (settings, "sound-volume");
  g_settings_reset (settings, "computer-pace");
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data = g_dir_make_tmp ("sparrow-test-XXXXXX", NULL);

  /* a fresh data directory: no saved match from elsewhere */
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  ui_test_prepare_display ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  if (argc > 1 && strcmp (argv[1], "window") == 0)
    g_test_add_func ("/sound/window", test_window);
  else
    {
      g_test_add_func ("/sound/backend", test_backend);
      g_test_add_func ("/sound/files", test_files);
      g_test_add_func ("/sound/streams", test_streams);
      g_test_add_func ("/sound/events", test_events);
    }

  return g_test_run ();
}
