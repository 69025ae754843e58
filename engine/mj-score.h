/* mj-score.h: one win described (MjWinContext) and valued (MjScore): the
 * patterns counted, the value after caps, and the payments of this win,
 * seat by seat.  The same types serve `sparrow-cli score`, the game's own
 * settlement, the score dialog and the hints. */
#pragma once

#include <glib.h>

#include "mj-hand.h"
#include "mj-refusal.h"

G_BEGIN_DECLS

/* Table seats in turn order; a seat's 下家 (next player) is seat + 1. */
typedef enum {
  MJ_SEAT_E = 0,
  MJ_SEAT_S = 1,
  MJ_SEAT_W = 2,
  MJ_SEAT_N = 3,
} MjSeat;

#define MJ_N_SEATS 4

static inline guint
mj_seat_next (guint seat)
{
  return (seat + 1) % MJ_N_SEATS;
}

/* How many seats after `from` `to` sits, in turn order (0–3). */
static inline guint
mj_seat_distance (guint from,
                  guint to)
{
  return (to + MJ_N_SEATS - from) % MJ_N_SEATS;
}

char        mj_seat_letter  (guint seat);
/* The seat in words, "East" (东家), as the windows and sentences name it. */
const char *mj_seat_display_name (guint seat);
gboolean    mj_seat_parse   (const char *text,
                             guint      *out);

typedef enum {
  MJ_READY_NONE = 0,
  MJ_READY_PLAIN,      /* declared during play */
  MJ_READY_DITING,     /* Taiwan 地聽: with the first discard */
  MJ_READY_TIANTING,   /* Taiwan 天聽: on the dealt tiles */
} MjReadyKind;

/* Everything a rule set needs to value one win.  Seats are table seats. */
typedef struct {
  MjHand   hand;              /* the winner's concealed tiles WITHOUT the winning tile, and melds */
  MjTile   win_tile;
  gboolean self_drawn;
  guint8   seat;              /* the winner */
  guint8   dealer;
  guint8   from;              /* discarder, robbed konger, or the 8th-flower drawer; MJ_SEAT_NONE on a self-draw */
  guint8   kong_feeder;       /* who fed the kong whose replacement won (Sichuan 点杠花), or MJ_SEAT_NONE */
  guint    dealer_streak;     /* hands the dealer has dealt in a row, 1 = first */
  gboolean after_kong;        /* the winning tile replaced a kong (or a flower) of the winner */
  gboolean after_flower;      /* with after_kong: it replaced a flower, not a kong (花上开花) */
  gboolean after_kong_discard;/* the discard came right after the discarder's kong and replacement */
  gboolean robbing_kong;
  gboolean last_tile;         /* last drawable tile, or the discard after it */
  gboolean first_turn;        /* first go-round, no claim before (天胡, 地胡, 人胡) */
  guint8   ready;             /* MjReadyKind */
  guint8   seat_wind;         /* 0–3 = E S W N, the winner's */
  guint8   round_wind;        /* 0–3 */
  guint8   flowers;           /* bit i = flower (i+1)f held by the winner */
  gint8    missing_suit;      /* Sichuan 定缺: MJ_SUIT_M/P/S, or -1 */
  guint8   finished;          /* bit s = seat s has already won (blood battle) */
  MjTile   flipped;           /* Guizhou: the flipped tile, or MJ_TILE_NONE */
  guint8   bao;               /* Qionghai 包: the liable seat, or MJ_SEAT_NONE */
} MjWinContext;

/* The usual context for a win by `seat`; the caller fills the rest. */
void  mj_win_context_init   (MjWinContext *ctx);

#define MJ_SCORE_MAX_PATTERNS 24

/* Why a payment was made, as the rule set that made it records it where it
 * pays: a code of its own and the numbers of its arithmetic, so that its
 * payment_reason hook (mj-rules.h) can tell it in a sentence with the sum
 * that gives the amount.  All zero (code 0) says no more than the kind.
 * Compared whole: payments with equal reasons and amounts are one line of
 * the settlement (mj-settlement.h). */
typedef struct {
  guint8 code;      /* the rule set's own, 0: none */
  guint8 seat;      /* whom it is about: the winner, the holder, the konger, the
                     * liable player (the payer or the payee), or MJ_SEAT_NONE */
  MjTile tile;      /* the tile it is about, or MJ_TILE_NONE */
  guint8 count;     /* a small number the sentence names (kong multiple, winners, claims) */
  int    value;     /* fan, tai, points or chickens */
  int    base;      /* the base or stake it starts from */
  int    factor;    /* what the value is multiplied by */
  int    extra;     /* what is added on: a dealer bonus, the self-draw's base, a surcharge */
} MjPaymentReason;

typedef struct {
  const char *id;       /* the pattern id of the rule set's document, e.g. "qingyise" */
  int         value;    /* in the rule set's unit */
} MjPatternValue;

typedef struct {
  gboolean        legal;
  MjRefusal       refusal;         /* when not legal: why (MJ_REFUSAL_NONE when legal) */
  const char     *reason;          /* its sentence, naming the rule (English; translate with _()) */
  MjPatternValue  patterns[MJ_SCORE_MAX_PATTERNS];
  guint           n_patterns;
  int             value;           /* the hand's value after caps */
  int             payments[MJ_N_SEATS];   /* net transfers of this win alone; they sum to zero */
  MjPaymentReason why[MJ_N_SEATS];        /* why each payer pays (mj_score_pay_why) */
} MjScore;

void  mj_score_init         (MjScore      *score);
void  mj_score_add          (MjScore      *score,
                             const char   *id,
                             int           value);
/* The same for a pattern whose value an option sets: an option set to zero
 * (or below) turns the pattern off, so it is not listed at all. */
void  mj_score_add_optional (MjScore      *score,
                             const char   *id,
                             int           value);
/* The sum of the listed patterns' values, before any cap. */
int   mj_score_patterns_total (const MjScore *score);
void  mj_score_refuse       (MjScore      *score,
                             MjRefusal     refusal);
/* Moves `amount` from one seat to another in score->payments. */
void  mj_score_pay          (MjScore      *score,
                             guint         from,
                             guint         to,
                             int           amount);
/* The same, with the reason of the payer's leg (a win has one leg per
 * payer). */
void  mj_score_pay_why      (MjScore      *score,
                             guint         from,
                             guint         to,
                             int           amount,
                             const MjPaymentReason *why);
int   mj_score_find         (const MjScore *score,
                             const char   *id);

G_END_DECLS
