/* mj-review.h: the review after a hand, "your most costly decisions":
 * each decision a seat made is replayed from the record and weighed
 * against the hint the seat could have asked for at that moment, from
 * its own view.  No GTK: the list is plain data, for the review widget,
 * the CLI and tests. */
#pragma once

#include <glib.h>

#include "mj-action.h"
#include "mj-hand.h"
#include "mj-record.h"

G_BEGIN_DECLS

typedef enum {
  MJ_REVIEW_DISCARD = 0,   /* another discard than the advised one */
  MJ_REVIEW_MISSED_WIN,    /* a win the rules allowed, not taken */
  MJ_REVIEW_CLAIM,         /* a pung, kong or chow taken or passed against the advice */
  MJ_REVIEW_KONG,          /* a kong at one's turn declared, or not, against the advice */
  MJ_REVIEW_SUIT,          /* the missing suit (定缺) */
} MjReviewKind;

/* A missed win costs this plus what it would have collected: more than
 * any choice that only moves the hand away from ready. */
#define MJ_REVIEW_COST_MISSED_WIN 1000

typedef struct {
  guint     action;        /* index of the decision in the record's actions */
  guint8    kind;          /* MjReviewKind */
  MjAction  played;
  MjAction  better;        /* what the hint advised */
  int       cost;          /* 100 per tile further from ready, plus the tiles that help given up;
                            * a missed win MJ_REVIEW_COST_MISSED_WIN + its gain */
  MjHand    hand;          /* the seat's tiles as it decided, a drawn tile included */
  MjTile    drawn;         /* that drawn tile, or MJ_TILE_NONE */
  MjTile    offered;       /* a claim: the discard (or the kong's tile) answered, else MJ_TILE_NONE */
  guint8    offered_from;  /* its discarder, or MJ_SEAT_NONE */
  guint8    own_turn;      /* 1 = the seat's first turn of the hand */
  char     *sentence;      /* why the better move was better, translated; owned */
} MjReviewItem;

void   mj_review_item_clear   (MjReviewItem   *item);
void   mj_review_items_clear  (MjReviewItem   *items,
                               guint           n_items);

/* The costliest decisions `seat` made among the record's actions
 * first_action … last_action - 1 (a hand: see
 * mj_replay_window_get_hand_range), costliest first, and of equal cost
 * in the order played.  Decisions that followed the advice, or did as
 * well, are never listed.  Fills at most `max` items of `out` and
 * returns how many; the caller clears them (mj_review_items_clear).
 * A record whose actions are illegal at their place yields the
 * decisions before the first such action. */
guint  mj_review_hand         (const MjRecord *record,
                               guint           first_action,
                               guint           last_action,
                               guint           seat,
                               MjReviewItem   *out,
                               guint           max);

G_END_DECLS
