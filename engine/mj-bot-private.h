/* mj-bot-private.h: what the levels of the computer player share: a
 * reading of one seat's view (what is unseen, how near each opponent is to
 * a win and what that win would cost, how dangerous each discard is), the
 * hand measures every level ranks its discards by, and the rule-set
 * knowledge (missing suit, exchange, standing tiles; what pays is the rule
 * set's MjBotStyle). */
#pragma once

#include "mj-bot.h"
#include "mj-bot-style.h"

G_BEGIN_DECLS

typedef struct {
  const MjView     *view;
  const MjRules    *rules;
  const MjBotStyle *style;
  guint             seat;
  MjShapes          shapes;
  guint64           kinds;          /* kinds worth drawing: in the set, not our void suit */
  int               void_suit;      /* our 定缺, or -1 */
  gboolean          lisi;           /* ready only with a standing tile, and only ready wins */
  guint8            unseen[MJ_N_KINDS];
  guint             n_unseen;       /* unseen copies of the kinds worth drawing */
  guint             n_active;       /* players still in the hand, us included */
  double            rounds;         /* draws we can still expect */

  /* the opponents, read when asked (mj_bot_read_danger) */
  gboolean          have_danger;
  double            tenpai[MJ_N_SEATS];   /* chance it is one tile from a win */
  double            ron_ok[MJ_N_SEATS];   /* chance its win may be taken on a discard */
  double            loss[MJ_N_SEATS];     /* what its win on our discard costs us more than elsewhere */
  double            cost[MJ_N_SEATS];     /* what its win costs us when we did not discard it */
  double            danger[MJ_N_KINDS];   /* expected cost of discarding each kind now */
  double            bleed;                /* what the others' wins cost us per round played on */
} MjBotRead;

/* One legal discard, measured. */
typedef struct {
  const MjAction *action;
  MjTile          tile;
  gboolean        ready;        /* declares ready with it */
  int             dist;         /* improving draws before a hand that can win: 0 = waiting */
  int             accepted;     /* unseen tiles that bring it nearer */
  MjHand          after;        /* concealed tiles and melds after it */
  guint8          standing[MJ_N_KINDS];
  double          score;        /* the level's judgement, higher is better */
} MjBotChoice;

void        mj_bot_read            (MjBotRead       *r,
                                    const MjView    *view);
/* Fills the opponents' part; `detail` adds the finer reads (suji, tiles
 * passed since an opponent's last discard, walls). */
void        mj_bot_read_danger     (MjBotRead       *r,
                                    guint            detail);

const MjAction *mj_bot_find        (const MjAction  *legal,
                                    guint            n,
                                    MjActionType     type);

/* The hand the measures see: tiles of our void suit become dead tiles. */
void        mj_bot_eval_hand       (const MjBotRead *r,
                                    const MjHand    *hand,
                                    MjHand          *out);
/* Distance (as in MjBotChoice) of a 3n+1 hand, and the unseen tiles that
 * shorten it.  `standing` matters in Lisi only (NULL: the view's). */
int         mj_bot_distance        (const MjBotRead *r,
                                    const MjHand    *hand,
                                    const guint8    *standing,
                                    gboolean         declared,
                                    int             *accepted);
/* Every legal discard, measured; returns the count. */
guint       mj_bot_discard_choices (const MjBotRead *r,
                                    const MjHand    *hand,
                                    const guint8    *standing,
                                    const MjAction  *legal,
                                    guint            n,
                                    MjBotChoice     *out);

/* The least distance over the discards of a 3n+2 hand, and its tiles that
 * help. */
int         mj_bot_best_distance   (const MjBotRead *r,
                                    const MjHand    *hand,
                                    const guint8    *standing,
                                    int             *accepted);

/* A waiting hand per round: chance of a win and expected gain. */
typedef struct {
  double p;
  double g;
  double value;   /* mean gain of a win */
} MjBotWaits;

/* `ron_rate`: the chance per round, for each unseen copy's share, that a
 * wait comes as a discard (0: count self-draws only). */
void        mj_bot_wait_value      (const MjBotRead *r,
                                    const MjHand    *hand,
                                    int              ready,
                                    double           ron_rate,
                                    MjBotWaits      *out);

/* Our gain if `hand` (3n+1 tiles) wins on `tile`, self-drawn or on a
 * discard of `from`; FALSE when the rules refuse that win.  `ready` is
 * the ready kind to assume (-1: ours). */
gboolean    mj_bot_win_gain        (const MjBotRead *r,
                                    const MjHand    *hand,
                                    MjTile           tile,
                                    gboolean         self_drawn,
                                    guint            from,
                                    int              ready,
                                    double          *gain);
/* A complete plain hand for seat `o` as far as we can see it: its melds
 * (or those of `melded`), chows (or pungs) of its suits for the other
 * `n_concealed` (3n+1) tiles and a pair of nines; the winning tile
 * finishes the last set.  FALSE if none can be made. */
gboolean    mj_bot_plain_hand      (const MjBotRead *r,
                                    guint            o,
                                    const MjHand    *melded,
                                    guint            n_concealed,
                                    gboolean         pungs,
                                    MjHand          *hand,
                                    MjTile          *win);
/* An opponent who may discard to us, for valuing discard wins. */
guint       mj_bot_some_opponent   (const MjBotRead *r);

/* The hand after a claim or a kong of ours (concealed tiles and melds,
 * and the standing tiles left); FALSE if it cannot be made. */
gboolean    mj_bot_after_claim     (const MjBotRead *r,
                                    const MjAction  *a,
                                    MjHand          *out,
                                    guint8          *standing);
void        mj_bot_after_kong      (const MjBotRead *r,
                                    const MjAction  *a,
                                    MjHand          *out);

/* How much a tile is worth keeping for its neighbours (baseline measure). */
int         mj_bot_keep_value      (const MjHand    *hand,
                                    MjTile           tile);
/* The rule set's bot_keep_bias, or 0. */
int         mj_bot_rules_bias      (const MjBotRead *r,
                                    MjTile           tile);
/* How much discarding `tile` from `hand` (3n+2) leads towards what pays
 * in this rule set, in tiles that help (negative: away from it). */
double      mj_bot_style_bias      (const MjBotRead *r,
                                    const MjHand    *hand,
                                    MjTile           tile);
/* Is an opponent clearly ready (declared, or very likely) with a win on a
 * discard that costs us?  *max_loss: the most such a win costs. */
gboolean    mj_bot_clear_threat    (const MjBotRead   *r,
                                    double            *max_loss);
/* How good a discard is for the attack, among those as near a win: the
 * waits' worth by the rule set's scoring over the next rounds when it
 * waits, else the tiles that help with what pays leaned in (the normal
 * level's measure; the hard level starts from it). */
double      mj_bot_offence_score   (const MjBotRead   *r,
                                    const MjBotChoice *c);
/* Does a claim (or a kong on a discard) bring the hand nearer a win, at a
 * price the rule set pays? */
gboolean    mj_bot_claim_nearer    (const MjBotRead *r,
                                    const MjAction  *a);
/* Does the rule set's bot_claim hook (or `judged` without one) take it? */
gboolean    mj_bot_rules_claim     (const MjBotRead *r,
                                    const MjAction  *a,
                                    gboolean         judged);
/* Does the rule set's bot_declare_ready hook allow ready with `tile`? */
gboolean    mj_bot_rules_ready     (const MjBotRead *r,
                                    MjTile           tile);
/* Is a ready declaration worth something beyond winning at all?  (Lisi:
 * one must; Taiwan: only 天聽 and 地聽 pay for the lock.) */
gboolean    mj_bot_ready_pays      (const MjBotRead *r);

/* 定缺 and 换三张. `smart` weighs shapes and one-suit chances; otherwise
 * the fewest tiles. */
MjAction    mj_bot_choose_suit     (const MjBotRead *r,
                                    const MjAction  *legal,
                                    guint            n,
                                    gboolean         smart);
MjAction    mj_bot_choose_exchange (const MjBotRead *r,
                                    const MjAction  *legal,
                                    guint            n,
                                    gboolean         smart);

/* The levels: what each decides once mj_bot_decide has taken a win and
 * played the phases every level plays alike (the missing suit, the
 * exchange, a ready declaration on the deal); `r` is the view read. */
MjAction    mj_bot_easy_decide     (MjBot           *bot,
                                    MjBotRead       *r,
                                    const MjAction  *legal,
                                    guint            n);
MjAction    mj_bot_normal_decide   (MjBot           *bot,
                                    MjBotRead       *r,
                                    const MjAction  *legal,
                                    guint            n);
MjAction    mj_bot_hard_decide     (MjBot           *bot,
                                    MjBotRead       *r,
                                    const MjAction  *legal,
                                    guint            n);
/* The hard level before play and on the deal: `prior` (what every level
 * plays) unless the search finds better among the legal answers. */
MjAction    mj_bot_hard_search_start (MjBot         *bot,
                                      MjBotRead     *r,
                                      const MjAction *legal,
                                      guint          n,
                                      const MjAction *prior);

/* ---- the hard level's search (mj-bot-search.c) ---- */

/* How much a search may spend: `tiles` of hands played out per decision
 * (each world costs, per answer, the drawable tiles left plus `overhead`),
 * between `min_worlds` and `max_worlds` worlds.  How it weighs the
 * answers is the bot's MjBotSearchTuning. */
typedef struct {
  double tiles;
  double overhead;
  guint  min_worlds;
  guint  max_worlds;
} MjBotBudget;

typedef struct {
  guint  n_worlds;
  guint  n_valid;
  double mean[MJ_MAX_LEGAL];   /* points each answer brought, on average */
} MjBotSearchResult;

/* Which of `answers` (n ≥ 2, all legal) to give: `prior` unless another
 * is worth clearly more points played out: its difference from `prior`,
 * world by world, less `z` standard errors (the bot's tuning), above
 * zero. */
guint       mj_bot_search          (MjBot             *bot,
                                    const MjView      *view,
                                    const MjAction    *answers,
                                    guint              n,
                                    guint              prior,
                                    const MjBotBudget *budget,
                                    const double      *tenpai,
                                    MjBotSearchResult *result);

G_END_DECLS
