/* mj-match.h: a match being played at this screen: the game, who sits
 * where (people or computer players), the computer players' pace, the
 * autosave after every action, and the scores of each hand. */
#pragma once

#include <glib-object.h>

#include "mj-bot.h"
#include "mj-game.h"
#include "mj-record.h"

G_BEGIN_DECLS

#define MJ_TYPE_MATCH (mj_match_get_type ())
G_DECLARE_FINAL_TYPE (MjMatch, mj_match, MJ, MATCH, GObject)

MjMatch      *mj_match_new             (const MjMatchSetup *setup);
/* Resumes a saved match: the record's game, people and computers. */
MjMatch      *mj_match_new_from_record (const MjRecord *record,
                                        GError        **error);
void          mj_match_start           (MjMatch        *self);

MjGame       *mj_match_get_game        (MjMatch        *self);
gboolean      mj_match_is_human        (MjMatch        *self,
                                        guint           seat);
const char   *mj_match_get_name        (MjMatch        *self,
                                        guint           seat);
/* The first human seat (the one shown when only one person plays). */
guint         mj_match_get_home_seat   (MjMatch        *self);

void          mj_match_set_pace        (MjMatch        *self,
                                        double          seconds);
/* While paused (a dialog is open), computer players wait. */
void          mj_match_set_paused      (MjMatch        *self,
                                        gboolean        paused);
/* Where to write the record after every action (NULL: nowhere). */
void          mj_match_set_autosave    (MjMatch        *self,
                                        const char     *path);

/* A person's action; fails with the rules' sentence. */
gboolean      mj_match_submit          (MjMatch        *self,
                                        const MjAction *action,
                                        GError        **error);
/* Deals the next hand (after the score dialog). */
gboolean      mj_match_next_hand       (MjMatch        *self,
                                        GError        **error);

/* Scores after each finished hand: n_hands × 4 ints. */
const int    *mj_match_get_history     (MjMatch        *self,
                                        guint          *n_hands);
MjRecord     *mj_match_to_record       (MjMatch        *self);

G_END_DECLS
