/* mj-sound-player.h: the game's sounds.  The player listens to a match's
 * signals (a tile drawn, a discard, a claim, a win, the hot-seat
 * hand-off, ...) and asks GTK's media streams to play the matching sound
 * from the GResource (data/sounds/, made by tools/gen-sounds.py).  It is
 * silent while it is off, at volume 0, or while the desktop turns event
 * sounds off; with no sound device it is silent and says nothing. */
#pragma once

#include <gtk/gtk.h>

#include "mj-match.h"

G_BEGIN_DECLS

/* Each sound, in the order of the issue that asked for them; the nick of
 * each is its file's name (sounds/NICK.wav). */
typedef enum {
  MJ_SOUND_DRAW,
  MJ_SOUND_DISCARD,          /* by a person at this screen */
  MJ_SOUND_DISCARD_OTHER,    /* by anyone else */
  MJ_SOUND_CHOW,
  MJ_SOUND_PUNG,
  MJ_SOUND_KONG,             /* claimed, added or concealed */
  MJ_SOUND_READY,
  MJ_SOUND_WIN_DISCARD,      /* on a discard, or robbing a kong */
  MJ_SOUND_WIN_SELF_DRAWN,
  MJ_SOUND_DRAWN_HAND,       /* the hand ended with no win */
  MJ_SOUND_EXCHANGE,         /* Sichuan's 换三张 */
  MJ_SOUND_MISSING_SUIT,     /* Sichuan's 定缺, shown */
  MJ_SOUND_HANDOFF,          /* hot seat: the screen is to be passed on */
} MjSound;
#define MJ_N_SOUNDS (MJ_SOUND_HANDOFF + 1)

#define MJ_TYPE_SOUND (mj_sound_get_type ())
GType          mj_sound_get_type            (void);
/* "draw", "win-self-drawn", ...: the nick, and the file's name. */
const char    *mj_sound_get_name            (MjSound        sound);

#define MJ_TYPE_SOUND_PLAYER (mj_sound_player_get_type ())
G_DECLARE_FINAL_TYPE (MjSoundPlayer, mj_sound_player, MJ, SOUND_PLAYER, GObject)

MjSoundPlayer *mj_sound_player_new          (void);
/* The match whose events sound (NULL: none). */
void           mj_sound_player_set_match    (MjSoundPlayer *self,
                                             MjMatch       *match);
MjMatch       *mj_sound_player_get_match    (MjSoundPlayer *self);
/* "enabled": sound on (the preference and the header bar's mute). */
void           mj_sound_player_set_enabled  (MjSoundPlayer *self,
                                             gboolean       enabled);
gboolean       mj_sound_player_get_enabled  (MjSoundPlayer *self);
/* "volume", 0 to 1, as GTK's media streams take it (the ear's scale:
 * GTK cubes it into the gain). */
void           mj_sound_player_set_volume   (MjSoundPlayer *self,
                                             double         volume);
double         mj_sound_player_get_volume   (MjSoundPlayer *self);
/* Asks for one sound now, unless sound is off (see the top of this file);
 * "played" (MJ_TYPE_SOUND) tells every sound asked for, before it plays,
 * whether or not a device then plays it. */
void           mj_sound_player_play         (MjSoundPlayer *self,
                                             MjSound        sound);
/* Sounds still playing (their streams not ended). */
guint          mj_sound_player_get_n_playing (MjSoundPlayer *self);

G_END_DECLS
