/* mj-hint.h: advice for one seat, built from its MjView alone: the discard
 * to make and why, what a claim would do to the hand and its value, the
 * suit to void, and why the rules refuse an action.  Each hint is plain
 * data, for the hint panel, the review after a hand and the rule book,
 * with sentences built from translatable templates (the analysis is
 * mj-hint.c, the sentences mj-hint-sentences.c).
 *
 * The refusals a hint predicts come from the rule set's own checks, run
 * on a state rebuilt from the view (nothing hidden goes into it); the
 * refusal of an action actually tried is the game's own, passed in.
 */
#pragma once

#include <glib.h>

#include "mj-action.h"
#include "mj-rules.h"
#include "mj-view.h"

G_BEGIN_DECLS

#define MJ_HINT_MAX_WAITS       16   /* thirteen orphans wait on 13 */
#define MJ_HINT_MAX_CANDIDATES  36   /* 17 kinds, each with and without a ready declaration */
#define MJ_HINT_MAX_CLAIMS      8    /* win, kong, pung, three chows; at a turn, the kongs */

/* ---- refusals ------------------------------------------------------------ */

/* The refusal's sentence (mj_refusal_sentence), translated. */
const char *mj_hint_refusal_sentence  (MjRefusal        refusal);

/* Why the game refused `action` with `refusal` (from mj_game_submit_action
 * or mj_state_check), naming the rule: "You cannot win on this 5p. A plain
 * hand without a kong can only win by self-draw (Guizhou rule: 豆)." */
char      *mj_hint_why_not          (const MjRules   *rules,
                                     const MjAction  *action,
                                     MjRefusal        refusal);

/* What the game would answer to `action` now, predicted from the view:
 * the rule set's own checks on a state that holds only what the seat
 * sees. */
MjRefusal  mj_hint_check            (const MjView    *view,
                                     const MjAction  *action);

/* ---- the parts of a hint -------------------------------------------------- */

/* A win, real or hypothetical, as the rule set values it. */
typedef struct {
  MjRefusal refusal;     /* MJ_REFUSAL_NONE: the rules allow it */
  int       value;       /* the hand's value in rules->unit, after caps */
  int       gain;        /* what the winner collects from this win */
} MjHintValue;

typedef struct {
  MjTile      tile;
  guint8      unseen;        /* copies the seat cannot see */
  MjHintValue self_drawn;
  MjHintValue discard;       /* on a discard of the player before the seat */
} MjHintWait;

/* What a discard takes apart. */
typedef enum {
  MJ_HINT_BREAKS_NOTHING = 0,
  MJ_HINT_BREAKS_ONLY_PAIR,
  MJ_HINT_BREAKS_PAIR,
  MJ_HINT_BREAKS_PUNG,
} MjHintBreak;

/* One discard the seat could make. */
typedef struct {
  MjTile      tile;
  gboolean    declare_ready;    /* with a ready declaration (Lisi face down, Taiwan 報聽) */
  MjRefusal   refusal;          /* MJ_REFUSAL_NONE: allowed now */
  gint8       shanten;          /* tiles from ready after it; 0 = ready */
  guint8      breaks;           /* MjHintBreak, of the tile in the hand before the discard */
  guint16     n_accepted;       /* unseen copies of the kinds in `accepted` */
  guint64     accepted;         /* kinds whose draw brings the hand closer (when ready: the waits) */
  guint16     n_discard_wins;   /* ready: unseen copies of the waits a discard may also be won on */
  int         expected;         /* ready: the sum over waits of unseen × (gain self-drawn + on a discard) */
  guint8      n_waits;          /* ready: the waits, most unseen first */
  MjHintWait  waits[MJ_HINT_MAX_WAITS];
} MjHintDiscard;

/* One claim or kong the seat could make, and the hand after it. */
typedef struct {
  MjAction    action;           /* WIN, KONG, PUNG, CHOW (tile: the chow's lowest); at a turn
                                 * KONG_CONCEALED or KONG_ADDED */
  MjRefusal   refusal;          /* MJ_REFUSAL_NONE: allowed now */
  gint8       shanten;          /* after it and the best discard that follows; -1 for a win */
  guint16     n_accepted;
  MjTile      then_discard;     /* that discard (pung, chow), or MJ_TILE_NONE */
  gboolean    helps;            /* it brings the hand closer to ready than passing */
  const char *concealed_lost;   /* the id of the pattern a concealed hand loses ("menqing"), or NULL */
  gboolean    opens_discard_wins; /* the kong lets a plain hand win on a discard (Guizhou 豆) */
  MjHintValue win;              /* WIN: its value; otherwise, when it leaves the hand ready, the
                                 * self-drawn value of the wait with most copies left */
} MjHintClaim;

/* A suit as the missing suit (定缺) or the suit to pass (换三张). */
typedef struct {
  guint8   held;                /* tiles of the suit in the hand */
  gint8    shanten;             /* with the suit void */
  guint16  n_accepted;
} MjHintSuit;

typedef enum {
  MJ_HINT_NONE = 0,   /* nothing for this seat to decide */
  MJ_HINT_TURN,       /* discard, win or kong */
  MJ_HINT_CLAIM,      /* answer a discard, or an added kong */
  MJ_HINT_SUIT,       /* choose the missing suit (定缺) */
  MJ_HINT_EXCHANGE,   /* pass three tiles (换三张) */
  MJ_HINT_PRE_DRAW,   /* declare ready on the dealt tiles (天聽) */
} MjHintKind;

/* Why the advised discard was chosen. */
typedef enum {
  MJ_HINT_REASON_EFFICIENCY = 0, /* fewest tiles from ready, then most tiles that help */
  MJ_HINT_REASON_MISSING_SUIT,   /* the void suit goes first (定缺) */
  MJ_HINT_REASON_DECLARE_READY,  /* only a declared hand wins (Lisi), or the declaration scores (地聽) */
  MJ_HINT_REASON_LOCKED,         /* after a ready declaration the drawn tile goes */
} MjHintReason;

typedef struct {
  MjHintKind     kind;
  const MjRules *rules;
  guint8         seat;
  MjAction       recommended;     /* MJ_ACTION_NONE for MJ_HINT_NONE */
  gint8          missing_suit;    /* the void suit the advice assumes (declared or advised), or -1 */
  gint8          shanten;         /* of the hand as it stands; -1 when complete */

  /* MJ_HINT_TURN */
  MjHintValue    win;             /* a self-drawn win now (MJ_REFUSAL_NOT_COMPLETE: none) */
  guint          n_candidates;    /* best first: candidates[0] is the advised discard */
  MjHintDiscard  candidates[MJ_HINT_MAX_CANDIDATES];
  guint8         reason;          /* MjHintReason of candidates[0] */
  gint8          contrast;        /* the candidate the sentence compares with, or -1 */

  /* MJ_HINT_CLAIM, and the kongs of MJ_HINT_TURN */
  guint          n_claims;
  MjHintClaim    claims[MJ_HINT_MAX_CLAIMS];
  gint8          claim;           /* the advised one, or -1: pass (claim) or discard (turn) */
  gint8          pass_shanten;    /* claim: the hand if it passes */
  guint16        pass_accepted;

  /* MJ_HINT_SUIT and MJ_HINT_EXCHANGE: indexed by MJ_SUIT_M/P/S */
  MjHintSuit     suits[3];
} MjHint;

/* The advice for the view's seat now.  `legal` is what the game offers
 * the seat (mj_game_legal_actions); with NULL the hint works it out from
 * the view.  A candidate the game offers but the rule set's checks refuse
 * on the view is refused.  The hint is large: allocate it. */
void   mj_hint_build                (MjHint          *hint,
                                     const MjView    *view,
                                     const MjAction  *legal,
                                     guint            n_legal);

/* The advice in plain words: "Discard 8s: you are one tile from ready with
 * 11 tiles that help; 3m would break your only pair." */
char  *mj_hint_sentence             (const MjHint    *hint);
/* One line about one candidate discard or claim, for a table. */
char  *mj_hint_candidate_sentence   (const MjHint    *hint,
                                     guint            index);
char  *mj_hint_claim_sentence       (const MjHint    *hint,
                                     guint            index);

/* The candidate discard made by `action`, or -1. */
int    mj_hint_find_discard         (const MjHint    *hint,
                                     const MjAction  *action);
/* How much worse a discard the player made is than the advice, for the
 * review after a hand: 0 when as good, else 100 per tile further from
 * ready plus the tiles that help given up (a refused one counts 1000). */
int    mj_hint_discard_loss         (const MjHint    *hint,
                                     const MjAction  *action);
/* "8s was better than 3m: 3m would break your only pair.", or NULL when
 * the discard was as good as the advice. */
char  *mj_hint_review_sentence      (const MjHint    *hint,
                                     const MjAction  *action);

/* ---- for tests ------------------------------------------------------------ */

/* Tiles from ready (-1: complete) of a hand whose kinds in `dead` can
 * never join a set or the pair (Sichuan's missing suit). */
int    mj_hint_live_shanten         (const MjHand    *hand,
                                     MjShapes         shapes,
                                     guint64          dead);

/* A suit named in a sentence, "characters" (万子), in the reader's language:
 * hints, the review of a hand and its widget all say it this way. */
const char *mj_hint_suit_words (guint suit);
/* The rule set's unit after a number in a sentence: "fan", "points",
 * "tai", in the reader's language (the hints and the review say it so). */
const char *mj_hint_unit_name  (const MjRules *rules);
/* Appends `sentence` to `out` the way the reader's language puts one
 * sentence after another (nothing when it is NULL or empty). */
void        mj_hint_add_sentence (GString    *out,
                                  const char *sentence);

G_END_DECLS
