/* mj-match.h: a match being played: the game, who sits where (people or
 * computer players), the computer players and their pace, the autosave
 * after every action, the scores of each hand, and whose the screen is
 * when several people share it (hot seat).  No GTK: the window, `sparrow-cli
 * play` and the tests drive the same match. */
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
/* Deals the first hand of a new match (and saves it); a resumed match
 * goes on where it was.  From here on the computer players play. */
void          mj_match_start           (MjMatch        *self);

/* The match's identity, the same in every save. */
const char   *mj_match_get_id          (MjMatch        *self);
MjGame       *mj_match_get_game        (MjMatch        *self);
gboolean      mj_match_is_human        (MjMatch        *self,
                                        guint           seat);
/* The human seats, one bit per seat. */
guint         mj_match_get_humans      (MjMatch        *self);
const char   *mj_match_get_name        (MjMatch        *self,
                                        guint           seat);
/* The first human seat (the one shown when only one person plays). */
guint         mj_match_get_home_seat   (MjMatch        *self);

/* A person's name at a seat (a person who joins over the network). */
void          mj_match_set_name        (MjMatch        *self,
                                        guint           seat,
                                        const char     *name);
/* While a person is away (their connection dropped), a computer player
 * plays their seat; the seat stays a person's in the record. */
void          mj_match_set_stand_in    (MjMatch        *self,
                                        guint           seat,
                                        gboolean        stand_in);
gboolean      mj_match_get_stand_in    (MjMatch        *self,
                                        guint           seat);

/* Seconds between two computer players' turns ("pace"; claims are
 * answered at once). */
void          mj_match_set_pace        (MjMatch        *self,
                                        double          seconds);
/* While paused (a dialog is open), computer players wait ("paused"). */
void          mj_match_set_paused      (MjMatch        *self,
                                        gboolean        paused);
/* Whether computer players play by themselves on the main loop, at the
 * pace ("autoplay", the default); without, they play only when
 * mj_match_step is called (the command line and the tests, which need
 * no main loop and no clock). */
void          mj_match_set_autoplay    (MjMatch        *self,
                                        gboolean        autoplay);
/* Plays the next computer player's action that is due now, if any (not
 * while paused or while people are still to see a discard); TRUE if one
 * was played. */
gboolean      mj_match_step            (MjMatch        *self);
/* The share of its budget the hard computer players' search spends, in
 * percent (mj_bot_set_search): 0, no search, unless the rule set says
 * otherwise (MjBotStyle.search_percent).  With autoplay a computer player
 * thinks on a worker thread, never on the main loop, and its answer is
 * played there at the pace, if the game is still where it was asked. */
void          mj_match_set_search      (MjMatch        *self,
                                        guint           budget_percent);
guint         mj_match_get_search      (MjMatch        *self);
/* A script that plays the computer seats and checks the person's moves
 * (a lesson, engine/mj-lesson.c).  `choose` decides for a computer seat
 * instead of its bot: PLAY with the action in `out`, WAIT (the seat does
 * nothing until mj_match_script_changed), or BOT (its bot decides).
 * `check` may refuse a person's action before the game sees it (the
 * error is the sentence to show); `applied` is told of every action the
 * match submitted.  `data` is passed to each; NULL removes the script. */
typedef enum {
  MJ_SCRIPT_BOT = 0,
  MJ_SCRIPT_PLAY,
  MJ_SCRIPT_WAIT,
} MjScriptChoice;

typedef struct {
  MjScriptChoice (*choose)  (gpointer        data,
                             guint           seat,
                             MjAction       *out);
  gboolean       (*check)   (gpointer        data,
                             const MjAction *action,
                             GError        **error);
  void           (*applied) (gpointer        data,
                             const MjAction *action);
} MjMatchScript;

void          mj_match_set_script      (MjMatch             *self,
                                        const MjMatchScript *script,
                                        gpointer             data);
/* What the script chooses may have changed (a lesson's note was read):
 * the computer players look again. */
void          mj_match_script_changed  (MjMatch             *self);
/* Where to write the record after every action (NULL: nowhere). */
void          mj_match_set_autosave    (MjMatch        *self,
                                        const char     *path);

/* A person's action; fails with the rules' sentence.  Whoever acts has
 * seen the latest discard. */
gboolean      mj_match_submit          (MjMatch        *self,
                                        const MjAction *action,
                                        GError        **error);
/* Deals the next hand (after the score dialog). */
gboolean      mj_match_next_hand       (MjMatch        *self,
                                        GError        **error);

/* ---- whose the screen is (hot seat) -------------------------------------
 *
 * One screen, several people: the table shows the hand of the person at
 * the screen ("screen-seat").  When the next decision is another person's,
 * the match asks for the screen to be passed ("handoff-seat" is that
 * person's seat, MJ_N_SEATS otherwise): the table covers every hand until
 * mj_match_confirm_handoff says that person sits down.  With auto-pass off
 * every person sees each discard in turn, and play waits until all have
 * (mj_match_seen); with "ask every human" (mj_game_set_ask_all) the game
 * itself asks everyone. */

guint         mj_match_get_screen_seat  (MjMatch       *self);
guint         mj_match_get_handoff_seat (MjMatch       *self);
void          mj_match_confirm_handoff  (MjMatch       *self);
/* "auto-pass": off, each person at the screen sees every discard (and
 * answers Continue when there is nothing to claim). */
void          mj_match_set_auto_pass    (MjMatch       *self,
                                         gboolean       auto_pass);
/* TRUE while the person at the screen has still to see the latest
 * discard (auto-pass off). */
gboolean      mj_match_get_showing_discard (MjMatch    *self);
/* The person at the screen has seen the latest discard. */
void          mj_match_seen             (MjMatch       *self);

/* Scores after each finished hand: n_hands × 4 ints. */
const int    *mj_match_get_history     (MjMatch        *self,
                                        guint          *n_hands);
MjRecord     *mj_match_to_record       (MjMatch        *self);

G_END_DECLS
