/* mj-sound-player.c: the game's sounds, through GTK's media streams
 * (GtkMediaFile, whose GStreamer backend plays them; see the header). */
#include "config.h"

#include "mj-sound-player.h"

G_DEFINE_ENUM_TYPE (MjSound, mj_sound,
  G_DEFINE_ENUM_VALUE (MJ_SOUND_DRAW, "draw"),
  G_DEFINE_ENUM_VALUE (MJ_SOUND_DISCARD, "discard"),
  G_DEFINE_ENUM_VALUE (MJ_SOUND_DISCARD_OTHER, "discard-other"),
  G_DEFINE_ENUM_VALUE (MJ_SOUND_CHOW, "chow"),
  G_DEFINE_ENUM_VALUE (MJ_SOUND_PUNG, "pung"),
  G_DEFINE_ENUM_VALUE (MJ_SOUND_KONG, "kong"),
  G_DEFINE_ENUM_VALUE (MJ_SOUND_READY, "ready"),
  G_DEFINE_ENUM_VALUE (MJ_SOUND_WIN_DISCARD, "win-discard"),
  G_DEFINE_ENUM_VALUE (MJ_SOUND_WIN_SELF_DRAWN, "win-self-drawn"),
  G_DEFINE_ENUM_VALUE (MJ_SOUND_DRAWN_HAND, "drawn-hand"),
  G_DEFINE_ENUM_VALUE (MJ_SOUND_EXCHANGE, "exchange"),
  G_DEFINE_ENUM_VALUE (MJ_SOUND_MISSING_SUIT, "missing-suit"),
  G_DEFINE_ENUM_VALUE (MJ_SOUND_HANDOFF, "handoff"))

/* Sounds playing at once, at most.  Computer players at pace 0 make a
 * hand's hundred events in a moment; each stream is a decoder and a
 * connection to the sound server, and a crowd of clicks is noise, not
 * news: past this many, a sound is asked for but not started. */
#define MAX_PLAYING 6

struct _MjSoundPlayer {
  GObject    parent_instance;

  MjMatch   *match;
  MjGame    *game;       /* the match's, whose signals are connected */
  gboolean   enabled;
  double     volume;
  GPtrArray *playing;    /* GtkMediaStream, until each ends */
};

G_DEFINE_FINAL_TYPE (MjSoundPlayer, mj_sound_player, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_MATCH,
  PROP_ENABLED,
  PROP_VOLUME,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

enum {
  PLAYED,
  N_SIGNALS
};
static guint signals[N_SIGNALS];

const char *
mj_sound_get_name (MjSound sound)
{
  GEnumClass *klass = g_type_class_ref (MJ_TYPE_SOUND);
  GEnumValue *value = g_enum_get_value (klass, (int) sound);

  g_type_class_unref (klass);
  g_return_val_if_fail (value != NULL, NULL);
  return value->value_nick;
}

/* ---- playing ------------------------------------------------------------- */

static void
stop (GtkMediaStream *stream)
{
  gtk_media_stream_pause (stream);
  g_object_unref (stream);
}

/* A stream that ended, or that cannot play (no sound device, no media
 * backend: GTK says why in its error, which is only news for a
 * developer), is let go; on idle, not inside its own notification. */
static void
on_stream_changed (GtkMediaStream *stream,
                   GParamSpec     *pspec,
                   MjSoundPlayer  *self)
{
  const GError *error = gtk_media_stream_get_error (stream);
  guint i;

  if (!gtk_media_stream_get_ended (stream) && error == NULL)
    return;
  if (error)
    g_debug ("a sound could not be played: %s", error->message);
  g_signal_handlers_disconnect_by_data (stream, self);
  if (g_ptr_array_find (self->playing, stream, &i))
    {
      g_ptr_array_steal_index_fast (self->playing, i);
      g_idle_add_once ((GSourceOnceFunc) g_object_unref, stream);
    }
}

/* Is sound on: the game's own setting, a volume to hear, and the
 * desktop's "event sounds" (GNOME's Settings → Sound → Alert Sound
 * off, org.gnome.desktop.sound event-sounds, reaches GTK as this). */
static gboolean
audible (MjSoundPlayer *self)
{
  GtkSettings *settings = gtk_settings_get_default ();
  gboolean desktop = TRUE;

  if (!self->enabled || self->volume <= 0)
    return FALSE;
  if (settings)
    g_object_get (settings, "gtk-enable-event-sounds", &desktop, NULL);
  return desktop;
}

void
mj_sound_player_play (MjSoundPlayer *self,
                      MjSound        sound)
{
  g_autofree char *path = NULL;
  GtkMediaStream *stream;

  g_return_if_fail (MJ_IS_SOUND_PLAYER (self));
  g_return_if_fail (sound < MJ_N_SOUNDS);

  if (!audible (self))
    return;
  g_signal_emit (self, signals[PLAYED], 0, sound);
  if (self->playing->len >= MAX_PLAYING)
    return;
  path = g_strdup_printf (RESOURCE_BASE "/sounds/%s.wav", mj_sound_get_name (sound));
  stream = gtk_media_file_new_for_resource (path);
  /* (GTK without a media backend fails here, at once) */
  if (gtk_media_stream_get_error (stream))
    {
      g_debug ("the sound %s could not be played: %s", path, gtk_media_stream_get_error (stream)->message);
      g_object_unref (stream);
      return;
    }
  gtk_media_stream_set_volume (stream, self->volume);
  g_signal_connect_object (stream, "notify::ended", G_CALLBACK (on_stream_changed), self, 0);
  g_signal_connect_object (stream, "notify::error", G_CALLBACK (on_stream_changed), self, 0);
  g_ptr_array_add (self->playing, stream);
  gtk_media_stream_play (stream);
}

guint
mj_sound_player_get_n_playing (MjSoundPlayer *self)
{
  g_return_val_if_fail (MJ_IS_SOUND_PLAYER (self), 0);
  return self->playing->len;
}

/* ---- what the match does ------------------------------------------------- */

static void
on_tile_drawn (MjSoundPlayer *self,
               guint          seat,
               guint          tile,
               gboolean       replacement)
{
  mj_sound_player_play (self, MJ_SOUND_DRAW);
}

/* Your own discard sounds nearer than another's: the person at the
 * screen (in hot seat, whoever sits there now) made it. */
static void
on_tile_discarded (MjSoundPlayer *self,
                   guint          seat,
                   guint          tile,
                   gboolean       face_down)
{
  gboolean yours = mj_match_is_human (self->match, seat) && mj_match_get_screen_seat (self->match) == seat;

  mj_sound_player_play (self, yours ? MJ_SOUND_DISCARD : MJ_SOUND_DISCARD_OTHER);
}

static void
on_meld_made (MjSoundPlayer *self,
              guint          seat,
              guint          index)
{
  const MjState *s = mj_game_get_state (self->game);
  const MjMeld *meld = &s->players[seat].hand.melds[index];

  g_return_if_fail (index < s->players[seat].hand.n_melds);
  mj_sound_player_play (self, meld->type == MJ_MELD_CHOW ? MJ_SOUND_CHOW
                              : meld->type == MJ_MELD_PUNG ? MJ_SOUND_PUNG : MJ_SOUND_KONG);
}

static void
on_ready_declared (MjSoundPlayer *self,
                   guint          seat)
{
  mj_sound_player_play (self, MJ_SOUND_READY);
}

static void
on_hand_won (MjSoundPlayer *self,
             guint          seat,
             guint          index)
{
  const MjState *s = mj_game_get_state (self->game);

  g_return_if_fail (index < s->n_wins);
  mj_sound_player_play (self, s->wins[index].ctx.self_drawn ? MJ_SOUND_WIN_SELF_DRAWN : MJ_SOUND_WIN_DISCARD);
}

/* (a hand that had its wins has said so already) */
static void
on_hand_ended (MjSoundPlayer *self)
{
  if (mj_game_get_state (self->game)->n_wins == 0)
    mj_sound_player_play (self, MJ_SOUND_DRAWN_HAND);
}

static void
on_tiles_exchanged (MjSoundPlayer *self,
                    guint          shift)
{
  mj_sound_player_play (self, MJ_SOUND_EXCHANGE);
}

static void
on_suits_chosen (MjSoundPlayer *self)
{
  mj_sound_player_play (self, MJ_SOUND_MISSING_SUIT);
}

/* Each time the cover asks for another person (the match notifies only
 * a change). */
static void
on_handoff_seat (MjSoundPlayer *self)
{
  if (mj_match_get_handoff_seat (self->match) < MJ_N_SEATS)
    mj_sound_player_play (self, MJ_SOUND_HANDOFF);
}

void
mj_sound_player_set_match (MjSoundPlayer *self,
                           MjMatch       *match)
{
  g_return_if_fail (MJ_IS_SOUND_PLAYER (self));
  g_return_if_fail (match == NULL || MJ_IS_MATCH (match));

  if (match == self->match)
    return;
  if (self->match)
    {
      g_signal_handlers_disconnect_by_data (self->match, self);
      g_signal_handlers_disconnect_by_data (self->game, self);
      g_clear_object (&self->game);
    }
  g_set_object (&self->match, match);
  if (match)
    {
      self->game = g_object_ref (mj_match_get_game (match));
      g_signal_connect_object (self->game, "tile-drawn", G_CALLBACK (on_tile_drawn), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->game, "tile-discarded", G_CALLBACK (on_tile_discarded), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->game, "meld-made", G_CALLBACK (on_meld_made), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->game, "ready-declared", G_CALLBACK (on_ready_declared), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->game, "hand-won", G_CALLBACK (on_hand_won), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->game, "hand-ended", G_CALLBACK (on_hand_ended), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->game, "tiles-exchanged", G_CALLBACK (on_tiles_exchanged), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (self->game, "suits-chosen", G_CALLBACK (on_suits_chosen), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (match, "notify::handoff-seat", G_CALLBACK (on_handoff_seat), self,
                               G_CONNECT_SWAPPED);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

MjMatch *
mj_sound_player_get_match (MjSoundPlayer *self)
{
  g_return_val_if_fail (MJ_IS_SOUND_PLAYER (self), NULL);
  return self->match;
}

/* ---- settings ------------------------------------------------------------ */

/* Off is silence now: what was playing stops too. */
void
mj_sound_player_set_enabled (MjSoundPlayer *self,
                             gboolean       enabled)
{
  g_return_if_fail (MJ_IS_SOUND_PLAYER (self));

  enabled = !!enabled;
  if (enabled == self->enabled)
    return;
  self->enabled = enabled;
  if (!enabled)
    g_ptr_array_set_size (self->playing, 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENABLED]);
}

gboolean
mj_sound_player_get_enabled (MjSoundPlayer *self)
{
  g_return_val_if_fail (MJ_IS_SOUND_PLAYER (self), FALSE);
  return self->enabled;
}

void
mj_sound_player_set_volume (MjSoundPlayer *self,
                            double         volume)
{
  g_return_if_fail (MJ_IS_SOUND_PLAYER (self));

  volume = CLAMP (volume, 0.0, 1.0);
  if (volume == self->volume)
    return;
  self->volume = volume;
  for (guint i = 0; i < self->playing->len; i++)
    gtk_media_stream_set_volume (self->playing->pdata[i], volume);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VOLUME]);
}

double
mj_sound_player_get_volume (MjSoundPlayer *self)
{
  g_return_val_if_fail (MJ_IS_SOUND_PLAYER (self), 0);
  return self->volume;
}

/* ---- the object ---------------------------------------------------------- */

static void
mj_sound_player_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  MjSoundPlayer *self = MJ_SOUND_PLAYER (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_ENABLED:
      g_value_set_boolean (value, self->enabled);
      break;
    case PROP_VOLUME:
      g_value_set_double (value, self->volume);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mj_sound_player_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  MjSoundPlayer *self = MJ_SOUND_PLAYER (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      mj_sound_player_set_match (self, g_value_get_object (value));
      break;
    case PROP_ENABLED:
      mj_sound_player_set_enabled (self, g_value_get_boolean (value));
      break;
    case PROP_VOLUME:
      mj_sound_player_set_volume (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mj_sound_player_dispose (GObject *object)
{
  MjSoundPlayer *self = MJ_SOUND_PLAYER (object);

  mj_sound_player_set_match (self, NULL);
  g_ptr_array_set_size (self->playing, 0);
  G_OBJECT_CLASS (mj_sound_player_parent_class)->dispose (object);
}

static void
mj_sound_player_finalize (GObject *object)
{
  MjSoundPlayer *self = MJ_SOUND_PLAYER (object);

  g_ptr_array_unref (self->playing);
  G_OBJECT_CLASS (mj_sound_player_parent_class)->finalize (object);
}

static void
mj_sound_player_class_init (MjSoundPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = mj_sound_player_get_property;
  object_class->set_property = mj_sound_player_set_property;
  object_class->dispose = mj_sound_player_dispose;
  object_class->finalize = mj_sound_player_finalize;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, MJ_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ENABLED] =
    g_param_spec_boolean ("enabled", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VOLUME] =
    g_param_spec_double ("volume", NULL, NULL, 0.0, 1.0, 0.8,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* (sound): a sound asked for, before it plays */
  signals[PLAYED] = g_signal_new ("played", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                  G_TYPE_NONE, 1, MJ_TYPE_SOUND);
}

static void
mj_sound_player_init (MjSoundPlayer *self)
{
  self->enabled = TRUE;
  self->volume = 0.8;
  self->playing = g_ptr_array_new_with_free_func ((GDestroyNotify) stop);
}

MjSoundPlayer *
mj_sound_player_new (void)
{
  return g_object_new (MJ_TYPE_SOUND_PLAYER, NULL);
}
