/* mj-net-window.h: the table of a match played over the network: the
 * same table and claim bar as a match at this screen, fed by the views
 * the server sends (net/mj-client.h), acting only through the legal
 * actions it sends; beside it who sits where, connected or not, and whose
 * move it is; a banner when the connection drops and when it is back.
 * When this game hosts the match, the window owns the server too, and
 * shows the join code and the addresses to give. */
#pragma once

#include <adwaita.h>

#include "mj-client.h"
#include "mj-server.h"
#include "mj-tile-cache.h"

G_BEGIN_DECLS

#define MJ_TYPE_NET_WINDOW (mj_net_window_get_type ())
G_DECLARE_FINAL_TYPE (MjNetWindow, mj_net_window, MJ, NET_WINDOW, AdwApplicationWindow)

/* What the person chose in New Game → Host on the network. */
typedef struct {
  const char *rules;     /* a rule set id */
  guint       hands;     /* 1 to 64 */
  guint       people;    /* 1 to 4: the first seats are people's, the others computer players' */
  guint       port;      /* 0: any free port */
  const char *name;      /* the host's name ("" or NULL: the server names the seat) */
  guint64     seed;      /* 0: the server chooses */
  double      pace;      /* seconds between the computer players' turns */
  const char *state_dir; /* where the match is saved after every action (NULL: nowhere) */
  const char *records_dir; /* where its finished record is kept too (NULL: the state folder alone) */
  const char *resume;    /* the id of an unfinished match of state_dir to take up, or NULL
                          * (the rule set and the rest are then the match's own) */
  guint       people_seats; /* which seats are people's, a mask (0: the first `people`); the host's is the first */
  const MjOptions *options; /* the house options (NULL: the standard rules) */
} MjNetHostSetup;

/* "hand-finished" (const MjState *state, guint seat, const char *name):
 * a hand of the match is over, once a hand, as its score is shown: the
 * hand as this seat saw it at the end (every hand laid down, the
 * settlement), the seat of the person at this window and their name. */

/* `settings` (the game's, or NULL): the table's preferences. */
MjNetWindow *mj_net_window_new      (GtkApplication       *app,
                                     MjTileCache          *cache,
                                     GSettings            *settings);
/* Starts a server in this game, listening on every address, and plays
 * its first seat through a client on the loopback.  FALSE, with a
 * sentence, when it cannot listen (the port is taken). */
gboolean     mj_net_window_host     (MjNetWindow          *self,
                                     const MjNetHostSetup *setup,
                                     GError              **error);
/* Sits again at a seat of the match `match` at `address` with the seat's
 * token (a match its host took up again).  As mj_net_window_join. */
gboolean     mj_net_window_rejoin   (MjNetWindow          *self,
                                     const char           *address,
                                     const char           *match,
                                     const char           *token,
                                     GError              **error);
/* Joins a match at `address` with its join code.  FALSE, with a
 * sentence, for an address that cannot be one (what happens next, the
 * window shows). */
gboolean     mj_net_window_join     (MjNetWindow          *self,
                                     const char           *address,
                                     const char           *code,
                                     const char           *name,
                                     GError              **error);

/* The replay of this seat's views, at the match's end: asked for as the
 * Your Replay button does; once it has come it is saved beside the
 * game's records (its path, or NULL) and shown in a window of its own
 * (or NULL). */
void         mj_net_window_ask_replay        (MjNetWindow *self);
const char  *mj_net_window_get_replay_path   (MjNetWindow *self);
GtkWidget   *mj_net_window_get_replay_window (MjNetWindow *self);

/* The rule set and house options in force, as the side panel says them
 * from the first view on, or NULL before it. */
const char  *mj_net_window_get_house_rules   (MjNetWindow *self);

/* For tests: the parts of the window. */
MjClient    *mj_net_window_get_client    (MjNetWindow *self);
MjServer    *mj_net_window_get_server    (MjNetWindow *self);
GtkWidget   *mj_net_window_get_table     (MjNetWindow *self);
GtkWidget   *mj_net_window_get_claim_bar (MjNetWindow *self);
GtkWidget   *mj_net_window_get_hint_panel (MjNetWindow *self);
/* The score dialog of the hand just over while it shows, or NULL. */
GtkWidget   *mj_net_window_get_score_dialog (MjNetWindow *self);
/* The banner's words while it shows (a dropped connection, the end), or NULL. */
const char  *mj_net_window_get_banner    (MjNetWindow *self);
/* The title of the refusal of the person's last action while it shows,
 * or NULL. */
const char  *mj_net_window_get_toast     (MjNetWindow *self);
/* The join code as the host's window shows it, or NULL. */
const char  *mj_net_window_get_code_text (MjNetWindow *self);
/* The status line: what the last player did, the hand's result (its
 * label, to follow each line it shows). */
const char  *mj_net_window_get_status    (MjNetWindow *self);
GtkWidget   *mj_net_window_get_status_label (MjNetWindow *self);
/* The seat panel's line for a seat (relative to nothing: seat order);
 * the window's own string, replaced at the next view. */
const char  *mj_net_window_get_seat_text (MjNetWindow *self,
                                          guint        seat);

G_END_DECLS
