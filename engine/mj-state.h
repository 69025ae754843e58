/* mj-state.h: the state of a match as plain values, and the one state
 * machine every rule set shares.  MjGame (mj-game.h) is the GObject
 * facade over it; rule sets read and settle it through their hooks; bots
 * and hints never see it (they read an MjView).
 *
 * The machine is deterministic: rule set, options, seed (or a stacked
 * deal) and the list of submitted actions fix everything.  Actions a rule
 * makes compulsory (a forced win, a locked hand's only discard) are
 * applied by the machine itself and are not part of the list.
 */
#pragma once

#include <glib.h>

#include "mj-action.h"
#include "mj-hand.h"
#include "mj-rules.h"
#include "mj-score.h"
#include "mj-wall.h"

G_BEGIN_DECLS

#define MJ_MAX_DISCARDS   40
#define MJ_MAX_PAYMENTS   96
#define MJ_MAX_EVENTS     256
#define MJ_MAX_LEGAL      48
#define MJ_RULES_DATA     256
#define MJ_MAX_DICE       4     /* Lisi throws two dice twice */

typedef struct {
  MjHand    hand;                     /* concealed tiles and melds */
  guint8    standing[MJ_N_KINDS];     /* Lisi: the standing tiles among the concealed ones */
  guint8    n_standing;
  guint8    flowers;                  /* bit i: flower (i+1)f */
  MjDiscard discards[MJ_MAX_DISCARDS];
  guint8    n_discards;
  MjTile    drawn;                    /* the tile drawn this turn, until discarded */
  guint8    ready;                    /* MjReadyKind */
  gint8     missing_suit;             /* 定缺, or -1 */
  guint8    finished;                 /* blood battle: 1, 2, 3 in winning order; 0 = playing */
  gboolean  pass_locked;              /* declined a win since the last own draw */
  guint64   pung_declined;            /* Lisi 过碰: kinds declined for a pung */
  guint8    claims_from[MJ_N_SEATS];  /* melds claimed from each seat's discards */
  guint8    draws;                    /* tiles drawn from the wall this hand (not replacements) */
  guint8    own_discards;             /* face-up or face-down discards made */
  MjTile    exchange[3];              /* 换三张 choice until everyone has chosen */
  gboolean  answered;                 /* has answered the current simultaneous phase */
} MjPlayer;

typedef enum {
  MJ_EVENT_HAND_STARTED,
  MJ_EVENT_TILE_DRAWN,       /* seat, tile, flag 1 = replacement */
  MJ_EVENT_FLOWER_REVEALED,  /* seat, tile */
  MJ_EVENT_TILE_DISCARDED,   /* seat, tile, flag 1 = face down */
  MJ_EVENT_MELD_MADE,        /* seat, meld index */
  MJ_EVENT_KONG_ROBBED,      /* seat (the konger), tile */
  MJ_EVENT_READY_DECLARED,   /* seat */
  MJ_EVENT_SUIT_CHOSEN,      /* all seats: the missing suits are revealed */
  MJ_EVENT_TILES_EXCHANGED,
  MJ_EVENT_WIN,              /* seat, win index */
  MJ_EVENT_PAYMENT,          /* payment index */
  MJ_EVENT_TURN_CHANGED,     /* seat */
  MJ_EVENT_HAND_ENDED,
  MJ_EVENT_MATCH_ENDED,
} MjEventType;

typedef struct {
  guint8 type;
  guint8 seat;
  MjTile tile;
  guint8 flag;
  guint16 index;
} MjEvent;

/* One win of this hand, as valued. */
typedef struct {
  MjWinContext ctx;
  MjScore      score;
} MjWin;

typedef enum {
  MJ_MATCH_HANDS,    /* a number of hands */
  MJ_MATCH_ROUNDS,   /* a number of rounds (the deal back to the first dealer) */
} MjMatchLength;

/* A stacked deal for tests and bug reports: given hands and wall order
 * instead of a shuffle.  Tiles not named fill the middle of the wall. */
typedef struct {
  guint8   dealer;
  MjNotation hands[MJ_N_SEATS];   /* the first 4 tiles of each are its standing tiles (Lisi) */
  MjTile   draws[MJ_WALL_MAX];    /* the front of the wall, in drawing order */
  guint    n_draws;
  MjTile   replacements[MJ_WALL_MAX]; /* the back of the wall, in replacement order */
  guint    n_replacements;
  guint8   dice[MJ_MAX_DICE];
} MjStackedDeal;

struct _MjState {
  const MjRules *rules;
  MjOptions      options;
  MjFeatures     features;
  guint64        seed;
  MjRandom       rng;

  /* the match */
  MjMatchLength  length_kind;
  guint          length;           /* hands or rounds; 0 = no end */
  int            scores[MJ_N_SEATS];
  guint          hand_number;      /* 1 = the first hand */
  guint8         dealer;
  guint8         first_dealer;
  guint8         next_dealer;      /* set by the end of a hand */
  guint          dealer_streak;    /* 1 = the dealer's first hand in a row */
  guint8         round_wind;       /* 0–3 */
  guint          rounds_done;
  const MjStackedDeal *stacked;    /* for the next hand, when not NULL */

  /* the hand */
  MjWall         wall;
  guint8         dice[MJ_MAX_DICE];
  guint8         n_dice;
  MjPlayer       players[MJ_N_SEATS];
  guint8         seat_wind[MJ_N_SEATS];
  MjPhase        phase;
  guint8         turn;             /* the seat on turn (TURN, PRE_DRAW) */
  gboolean       turn_drew;        /* the turn began with a draw: kongs allowed */
  gboolean       after_kong;       /* the last tile the player on turn took replaced a kong or flower */
  gboolean       after_flower;     /* ... and the last replacement was for a flower */
  guint8         kong_feeder;      /* who fed the kong of that replacement, or MJ_SEAT_NONE */
  guint8         kongs_this_turn;  /* kongs declared by the player on turn since his draw */
  guint          n_kongs;          /* kongs that stood this hand, all players */
  gboolean       any_claim;        /* a pung, chow or kong (any kind) happened this hand */
  gboolean       last_drawn;       /* the last drawable tile has been drawn */
  gboolean       exhausted;        /* the wall ran out */
  guint8         exchange_shift;   /* Sichuan 换三张: each passed to the seat this many after (1–3), 0: none */
  guint          n_turns;          /* turns begun this hand */

  /* a claim or rob window */
  MjTile         claim_tile;
  guint8         claim_from;
  guint8         claim_pending;    /* seats still to answer */
  guint8         claim_asked;      /* seats that were asked */
  guint8         ask_all;          /* seats asked in every window, even with only a pass to
                                    * give (hot seat: nobody learns who could claim) */
  MjAction       claim_answers[MJ_N_SEATS];
  gboolean       claim_after_kong; /* the discard came right after the discarder's kong */
  MjMeld         rob_meld;         /* the added kong being robbed */

  /* results of the hand */
  MjWin          wins[MJ_N_SEATS];
  guint8         n_wins;
  guint8         n_finished;
  MjPayment      payments[MJ_MAX_PAYMENTS];
  guint          n_payments;
  int            hand_delta[MJ_N_SEATS];
  gboolean       hand_over;
  MjTile         flipped;          /* Guizhou: the tile flipped at the end to name the chicken */

  /* events since the facade last looked */
  MjEvent        events[MJ_MAX_EVENTS];
  guint          n_events;
  guint          dropped_events;

  /* what the rule set keeps for itself (its hooks cast this): only what
   * the whole table knows (payments made, who threw what first), since
   * every seat's view copies it */
  guint64        rules_data[MJ_RULES_DATA / 8];
};

/* ---- setting up --------------------------------------------------------- */

void      mj_state_init           (MjState         *s,
                                   const MjRules   *rules,
                                   const MjOptions *options,
                                   guint64          seed,
                                   MjMatchLength    length_kind,
                                   guint            length);
/* Starts the next hand (the first, too). */
void      mj_state_start_hand     (MjState         *s);

/* ---- playing ---------------------------------------------------------- */

/* Seats that must act now, as a mask. */
guint8    mj_state_pending        (const MjState   *s);
/* What a seat may do now; returns the count (0 when nothing is asked). */
guint     mj_state_legal_actions  (const MjState   *s,
                                   guint            seat,
                                   MjAction        *out,
                                   guint            max);
/* Why an action is refused now, or MJ_REFUSAL_NONE if it is legal. */
MjRefusal mj_state_check          (const MjState   *s,
                                   const MjAction  *action);
/* Applies a legal action, then every compulsory action that follows.
 * Refused actions leave the state untouched and return FALSE. */
gboolean  mj_state_apply          (MjState         *s,
                                   const MjAction  *action,
                                   GError         **error);

/* ---- for rule sets ------------------------------------------------------ */

/* `why` (may be NULL: the kind says it all) is recorded with the payment
 * for the settlement's sentences (mj-settlement.h). */
void      mj_state_pay            (MjState         *s,
                                   MjPaymentKind    kind,
                                   guint            from,
                                   guint            to,
                                   int              amount,
                                   const MjPaymentReason *why);
/* Fills a win context for `seat` winning `tile` now. */
void      mj_state_win_context    (const MjState   *s,
                                   guint            seat,
                                   MjTile           tile,
                                   gboolean         self_drawn,
                                   guint            from,
                                   gboolean         robbing,
                                   MjWinContext    *ctx);
/* A win that is not a hand shape (Taiwan's 八仙過海, 七搶一): records it
 * with the rule set's score, pays it, and ends the hand.  `from` is the
 * seat that pays alone, or MJ_SEAT_NONE when all pay as on a self-draw. */
void      mj_state_special_win    (MjState         *s,
                                   guint            seat,
                                   guint            from,
                                   const MjScore   *score);
/* Is `seat` one tile from a win (a legal shape of the rule set)? */
gboolean  mj_state_is_ready       (const MjState   *s,
                                   guint            seat);
guint     mj_state_wall_reserve   (const MjState   *s,
                                   gboolean         for_kong);
gboolean  mj_state_seat_active    (const MjState   *s,
                                   guint            seat);
/* Lisi: how many standing copies of `tile` a pung or kong that takes
 * `used` copies from `hand` (with its standing tiles `standing`) puts
 * into the meld.  The game, the hints and the computer players all use
 * it, so that what they foresee is what happens. */
guint     mj_meld_standing        (const MjHand    *hand,
                                   const guint8    *standing,
                                   MjTile           tile,
                                   guint            used);
void      mj_state_push_event     (MjState         *s,
                                   MjEventType      type,
                                   guint            seat,
                                   MjTile           tile,
                                   guint            flag,
                                   guint            index);

G_END_DECLS
