/* mj-action.h: the small value types that travel between the game and its
 * players: actions, phases, discards and payments. */
#pragma once

#include <glib-object.h>

#include "mj-score.h"
#include "mj-tile.h"

G_BEGIN_DECLS

typedef enum {
  MJ_ACTION_NONE = 0,
  MJ_ACTION_DISCARD,          /* tile; MJ_ACTION_FLAG_READY: declare ready with it */
  MJ_ACTION_WIN,              /* a self-drawn win, or a claim on a discard or an added kong */
  MJ_ACTION_KONG_CONCEALED,   /* tile */
  MJ_ACTION_KONG_ADDED,       /* tile: the fourth, added to one's pung */
  MJ_ACTION_KONG,             /* claim the discard for an exposed kong */
  MJ_ACTION_PUNG,             /* claim the discard for a pung */
  MJ_ACTION_CHOW,             /* claim the discard for a chow; tile = the chow's lowest tile */
  MJ_ACTION_PASS,             /* decline what is offered */
  MJ_ACTION_CHOOSE_SUIT,      /* Sichuan 定缺: tile holds the suit (MJ_SUIT_M/P/S) */
  MJ_ACTION_EXCHANGE,         /* Sichuan 换三张: tiles[0..2] */
  MJ_ACTION_DECLARE_READY,    /* Taiwan 天聽: ready on the dealt tiles, before the first draw */
  MJ_ACTION_NEXT_HAND,        /* deal the next hand of the match */
  MJ_N_ACTION_TYPES
} MjActionType;

#define MJ_ACTION_FLAG_READY    0x01
/* Lisi: which copy of a kind a discard gives when standing and ordinary
 * copies of it are held: a standing one (only ever face down, declaring
 * ready) or an ordinary one.  Without either the game chooses as records
 * and computer players expect: an ordinary copy, or a standing one for a
 * ready declaration.  The game keeps an action without them, so a record
 * is the same either way. */
#define MJ_ACTION_FLAG_STANDING 0x02
#define MJ_ACTION_FLAG_ORDINARY 0x04
#define MJ_ACTION_FLAGS_COPY    (MJ_ACTION_FLAG_STANDING | MJ_ACTION_FLAG_ORDINARY)

typedef struct {
  guint8 type;       /* MjActionType */
  guint8 seat;
  MjTile tile;
  guint8 flags;
  MjTile tiles[3];
} MjAction;

/* MjAction as a boxed type, for what signals carry. */
#define MJ_TYPE_ACTION (mj_action_get_type ())
GType       mj_action_get_type      (void);
MjAction   *mj_action_copy          (const MjAction *action);

/* "discard", "win", ...: the names records and the CLI use. */
const char *mj_action_type_name     (MjActionType type);
gboolean    mj_action_type_from_name (const char  *name,
                                      MjActionType *out);
/* "S discards 5p", "N pungs 3m": a plain description, for logs. */
char       *mj_action_describe      (const MjAction *action);
gboolean    mj_action_equal         (const MjAction *a,
                                     const MjAction *b);

typedef enum {
  MJ_PHASE_IDLE = 0,      /* before the first hand */
  MJ_PHASE_EXCHANGE,      /* 换三张: everyone chooses three tiles */
  MJ_PHASE_CHOOSE_SUIT,   /* 定缺: everyone chooses a suit */
  MJ_PHASE_PRE_DRAW,      /* the player to draw may first declare ready (天聽) */
  MJ_PHASE_TURN,          /* the player on turn discards, wins or kongs */
  MJ_PHASE_CLAIM,         /* the others answer a discard */
  MJ_PHASE_ROB,           /* the others may rob a kong being added */
  MJ_PHASE_HAND_OVER,
  MJ_PHASE_MATCH_OVER,
} MjPhase;

#define MJ_DISCARD_CLAIMED    0x01   /* taken into another player's meld */
#define MJ_DISCARD_FACE_DOWN  0x02   /* Lisi: a ready declaration */
#define MJ_DISCARD_AFTER_KONG 0x04   /* made right after the discarder's kong */
#define MJ_DISCARD_READY      0x08   /* the discard that declared ready */
#define MJ_DISCARD_WON        0x10   /* won on (or a robbed kong's tile) */

typedef struct {
  MjTile tile;
  guint8 flags;
} MjDiscard;

typedef enum {
  MJ_PAYMENT_WIN = 0,         /* the payments of a win */
  MJ_PAYMENT_KONG,            /* kong money (刮风下雨, 豆) */
  MJ_PAYMENT_CALL_TRANSFER,   /* Sichuan 呼叫转移 */
  MJ_PAYMENT_FLOWER_PIG,      /* Sichuan 查花猪 */
  MJ_PAYMENT_READY_CHECK,     /* 查大叫, 黄庄查叫 */
  MJ_PAYMENT_REFUND,          /* Sichuan 退税 */
  MJ_PAYMENT_CHICKEN,         /* Guizhou chickens */
  MJ_PAYMENT_FOLLOW_DEALER,   /* Qionghai 跟庄 */
  MJ_N_PAYMENT_KINDS
} MjPaymentKind;

typedef struct _MjPayment {
  guint8 kind;       /* MjPaymentKind */
  guint8 from;
  guint8 to;
  int    amount;
  MjPaymentReason why;   /* mj-score.h; told by mj-settlement.h */
} MjPayment;

/* N_() names of the payment kinds, for score dialogs. */
const char *mj_payment_kind_name    (MjPaymentKind kind);

G_END_DECLS
