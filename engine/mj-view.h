/* mj-view.h: what one seat may see of a game.  Bots, hints and each hot-
 * seat player's table read a view, never the game's state, so nothing
 * that reads a view can learn a hidden tile. */
#pragma once

#include <glib.h>

#include "mj-action.h"
#include "mj-hand.h"
#include "mj-rules.h"
#include "mj-state.h"

G_BEGIN_DECLS

typedef struct {
  guint8    n_concealed;               /* tiles in hand, not shown */
  MjMeld    melds[MJ_HAND_MAX_MELDS];  /* a hidden concealed kong has tile MJ_TILE_NONE */
  guint8    n_melds;
  guint8    flowers;
  MjDiscard discards[MJ_MAX_DISCARDS]; /* a face-down discard has tile MJ_TILE_NONE */
  guint8    n_discards;
  guint8    ready;                     /* MjReadyKind, once declared */
  gint8     missing_suit;              /* once everyone has chosen, else -1 */
  guint8    finished;                  /* winning order, 0 = still playing */
  gboolean  revealed;                  /* the hand below is shown (a win, the end of the hand) */
  MjHand    shown;                     /* the revealed concealed tiles */
  int       score;
  guint8    seat_wind;
  gboolean  has_drawn;                 /* holds a drawn tile apart (the player on turn) */
} MjViewPlayer;

struct _MjView {
  const MjRules *rules;
  MjOptions      options;
  MjFeatures     features;
  guint8         seat;                 /* whose view */
  MjPhase        phase;
  guint8         turn;
  guint8         dealer;
  guint          dealer_streak;
  guint8         round_wind;
  guint          hand_number;
  guint          wall_remaining;
  guint          wall_size;
  guint          reserve;              /* tiles that stay in the wall */
  guint          n_kongs;
  guint8         dice[MJ_MAX_DICE];
  guint8         n_dice;
  gboolean       last_drawn;
  gboolean       any_claim;
  /* the player on turn's last tile replaced a kong (or a flower), and who
   * fed that kong: public, and what 杠上开花 and Sichuan's 点杠花 need */
  gboolean       after_kong;
  gboolean       after_flower;
  guint8         kong_feeder;
  /* more of what the whole table saw: the turns begun this hand, the
   * kongs of the player on turn since his draw, whether his turn began
   * with a draw (not a claim), and whether the discard being answered
   * came right after its discarder's kong */
  guint          n_turns;
  guint8         kongs_this_turn;
  gboolean       turn_drew;
  gboolean       claim_after_kong;

  MjHand         hand;                 /* the viewer's own tiles */
  MjTile         drawn;                /* the viewer's drawn tile, or MJ_TILE_NONE */
  guint8         standing[MJ_N_KINDS]; /* the viewer's standing tiles (Lisi) */
  gboolean       pass_locked;
  guint64        pung_declined;
  /* Sichuan's exchange (换三张), once made: what the viewer passed on and
   * to whom (the seat `exchange_shift` after), and what came in return
   * from the seat as many before; exchange_shift 0: none this hand */
  guint8         exchange_shift;
  MjTile         exchange_given[3];
  MjTile         exchange_received[3];

  MjViewPlayer   players[MJ_N_SEATS];
  MjTile         claim_tile;           /* the discard (or added kong) being answered */
  guint8         claim_from;
  guint8         pending;              /* seats that must act */

  guint8         seen[MJ_N_KINDS];     /* copies the viewer can see: own hand, melds, discards */
  guint8         n_wins;
  MjWin          wins[MJ_N_SEATS];     /* public once made */
  MjTile         flipped;              /* Guizhou's flipped tile at the end, or NONE */
  /* what the rule set keeps of the hand (MjState.rules_data): public by
   * contract, so that a state rebuilt from a view (the hard computer
   * player's search) settles the hand as the game will */
  guint64        rules_data[MJ_RULES_DATA / 8];
};

void    mj_view_build     (const MjState *s,
                           guint          seat,
                           MjView        *view);
/* What anyone at the table sees, and nobody's own: the view from `seat`'s
 * place at the table without any of that seat's hidden things (no tiles
 * in hand, no drawn tile, its face-down discards and concealed kongs as
 * hidden as anyone's, its missing suit only once everyone's is shown, and
 * no word of who is asked about a discard).  The hot-seat cover shows and
 * tells only this. */
void    mj_view_build_public (const MjState *s,
                              guint          seat,
                              MjView        *view);
/* Copies of each kind the viewer cannot see (4 − seen, never negative). */
void    mj_view_unseen    (const MjView  *view,
                           guint8        *unseen);

G_END_DECLS
