/* mj-rules.h: MjRules, what a rule set fills in: facts, a described table
 * of options, hooks for what differs in kind, and everything the rest of
 * the house says or knows about it (its refusal terms, its computer
 * players' style, its rule book).  The one state machine (mj-state.c)
 * asks these; a rule set never copies it.
 *
 * A rule set is the const MjRules mj_rules_ID of its folder,
 * engine/rules/ID/, whose id is in the list of engine/rules/meson.build;
 * mj_rules_all() lists them in that order.
 */
#pragma once

#include <glib.h>

#include "mj-hand.h"
#include "mj-refusal.h"
#include "mj-score.h"
#include "mj-tile.h"

G_BEGIN_DECLS

/* ---- options ------------------------------------------------------------ */

typedef enum {
  MJ_OPTION_BOOL,
  MJ_OPTION_INT,
  MJ_OPTION_CHOICE,
} MjOptionType;

typedef struct {
  const char         *id;            /* "fan_cap", as in the rule set's document */
  MjOptionType        type;
  int                 default_value; /* 0/1, the number, or the index of the choice */
  int                 min, max;      /* MJ_OPTION_INT */
  const char * const *choices;       /* MJ_OPTION_CHOICE: ids, NULL-terminated */
  const char * const *choice_labels; /* MJ_OPTION_CHOICE: N_() labels, same order */
  const char         *label;         /* N_() */
  const char         *explanation;   /* N_(): one line */
} MjOptionSpec;

#define MJ_MAX_OPTIONS 40

typedef struct {
  int values[MJ_MAX_OPTIONS];        /* indexed like the rule set's option table */
} MjOptions;

/* ---- the rule set ------------------------------------------------------ */

typedef struct _MjState MjState;   /* the game's state, mj-state.h */
typedef struct _MjView MjView;     /* one seat's view, mj-view.h */
typedef struct _MjNarrator MjNarrator;   /* who is who in sentences, mj-narrator.h */
typedef struct _MjPayment MjPayment;     /* one payment of a hand, mj-action.h */
typedef struct _MjRules MjRules;
typedef struct _MjBotStyle MjBotStyle;         /* what pays, for computer players: mj-bot-style.h */
typedef struct _MjRulebookData MjRulebookData; /* the rule set's rule book: mj-rulebook-data.h */

/* One refusal a rule set can give, and the rule's regional name. */
typedef struct {
  MjRefusal   refusal;
  const char *term;      /* NC_("regional term"): "定缺", "立牌", "豆", the rule as players there
                          * call it; NULL for the refusals every rule set gives */
} MjRefusalTerm;

/* What a rule set has, decided from its options at the start of a match. */
typedef enum {
  MJ_FEATURE_CHOW            = 1 << 0,   /* chow from the player on the left */
  MJ_FEATURE_FLOWERS         = 1 << 1,   /* flowers set aside and replaced */
  MJ_FEATURE_BLOOD_BATTLE    = 1 << 2,   /* a win does not end the hand */
  MJ_FEATURE_MULTI_WIN       = 1 << 3,   /* several may win on one discard (else the nearest) */
  MJ_FEATURE_PASS_LOCK       = 1 << 4,   /* a passed win locks discard wins until the next draw */
  MJ_FEATURE_EXCHANGE_THREE  = 1 << 5,   /* 换三张 before play */
  MJ_FEATURE_MISSING_SUIT    = 1 << 6,   /* 定缺 before play */
  MJ_FEATURE_STANDING_TILES  = 1 << 7,   /* Lisi 立牌 */
  MJ_FEATURE_READY_REQUIRED  = 1 << 8,   /* only a declared-ready player wins (Lisi) */
  MJ_FEATURE_READY_OPTIONAL  = 1 << 9,   /* a ready declaration locks the hand (Taiwan 報聽) */
  MJ_FEATURE_READY_FACE_DOWN = 1 << 10,  /* the ready discard lies face down (Lisi) */
  MJ_FEATURE_AUTO_WIN_READY  = 1 << 11,  /* a ready player's win is taken for him */
  MJ_FEATURE_HIDE_CONCEALED_KONG = 1 << 12, /* others see a concealed kong face down */
  MJ_FEATURE_FLIP_TILE       = 1 << 13,  /* a tile of the wall is flipped after a win (Guizhou's chicken) */
  MJ_FEATURE_FLOWER_WIN      = 1 << 14,  /* all eight flowers win on their own (Taiwan 八仙過海, 七搶一) */
} MjFeatures;

struct _MjRules {
  const char         *id;           /* "sichuan" */
  const char         *name;         /* N_() */
  const char         *description;  /* N_(): one line */
  const char         *short_name;   /* N_(): "Sichuan", "Guizhou": the rule set in a why-not sentence */
  const char         *unit;         /* "fan", "points", "tai": the JSON unit */
  MjTileSet           tileset;
  guint               hand_size;    /* a non-dealer's tiles: 13 or 16 */
  MjShapes            shapes;       /* winning shapes besides special wins */
  guint8              default_ready;/* MjReadyKind a win context assumes (Lisi: only ready players win) */
  const MjOptionSpec *options;
  guint               n_options;
  const struct _MjPatternName *patterns;   /* every pattern id with its names */
  guint               n_patterns;
  const MjRefusalTerm *refusals;    /* the refusals of its own rules (under any of its options),
                                     * each with a term, in MjRefusal order */
  guint               n_refusals;
  const MjBotStyle   *bot_style;    /* what pays, and how the hard level plays (mj-bot-style.h) */
  const MjRulebookData *book;       /* its rule book: text and example hands (mj-rulebook-data.h) */

  MjFeatures (*features)        (const MjRules *rules,
                                 const MjOptions *options);

  /* Values one win, legal or not, with its payments (README contract of
   * `sparrow-cli score`). */
  void       (*score)           (const MjRules *rules,
                                 const MjOptions *options,
                                 const MjWinContext *ctx,
                                 MjScore *out);

  /* ---- flow hooks; NULL means the usual behaviour (see mj-game.c) ---- */

  /* The dealer of the first hand (dice already rolled into the state). */
  guint      (*first_dealer)    (const MjState *s);
  /* Seat winds of this hand (default: the dealer is East). */
  void       (*seat_winds)      (MjState *s);
  /* The winds `seat` can have in a hand that `dealer` deals, whatever
   * the dice: bit w = wind w (0–3 = E S W N).  NULL: the dealer is East,
   * so only mj_seat_distance (dealer, seat).  Kept beside seat_winds so
   * a win's context can be checked without a game. */
  guint      (*seat_wind_choices) (const MjOptions *options,
                                   guint dealer,
                                   guint seat);
  /* 包: how many claims on one player's discards make him liable for the
   * whole of a win (self-drawn or not); NULL or 0: nobody is liable. */
  guint      (*liable_claims)   (const MjOptions *options,
                                 gboolean self_drawn);
  /* Tiles that must stay in the wall; a draw needs more than this, and a
   * kong more than reserve (s, TRUE). */
  guint      (*reserve)         (const MjState *s,
                                 gboolean for_kong);
  /* Rule-specific refusals of a discard or a claim (the engine has already
   * checked possession, turn and shape).  Return MJ_REFUSAL_NONE to allow. */
  MjRefusal  (*check_discard)   (const MjState *s,
                                 guint seat,
                                 MjTile tile,
                                 gboolean declare_ready);
  MjRefusal  (*check_claim)     (const MjState *s,
                                 guint seat,
                                 guint type,     /* MjActionType */
                                 MjTile tile);
  MjRefusal  (*check_kong)      (const MjState *s,
                                 guint seat,
                                 guint type,     /* MjActionType: concealed or added */
                                 MjTile tile);
  /* Must this seat take the win it can make now (no pass)? */
  gboolean   (*win_is_forced)   (const MjState *s,
                                 guint seat);
  /* Adds what the rule set tracks to a win's context. */
  void       (*fill_context)    (const MjState *s,
                                 MjWinContext *ctx);
  /* Events the rule set may settle or track: a kong stood (payments now or
   * later), wins were paid, a discard was made, a claim happened. */
  void       (*kong_made)       (MjState *s,
                                 guint seat,
                                 const MjMeld *meld);
  void       (*wins_made)       (MjState *s,
                                 guint n_winners,
                                 const guint8 *winners);
  void       (*tile_discarded)  (MjState *s,
                                 guint seat,
                                 MjTile tile);
  void       (*tile_claimed)    (MjState *s,
                                 guint seat,
                                 const MjMeld *meld);
  /* A flower was set aside (Taiwan's 八仙過海 and 七搶一 may end the hand). */
  void       (*flower_revealed) (MjState *s,
                                 guint seat,
                                 MjTile flower);
  /* A tile was drawn, from the wall or as a replacement, before flowers
   * are set aside (Lisi lifts a declined pung's bar at the next draw). */
  void       (*tile_drawn)      (MjState *s,
                                 guint seat,
                                 MjTile tile,
                                 gboolean replacement);
  /* Dice thrown at the start of a hand, at most four (Taiwan throws
   * three, Lisi two twice). */
  guint      n_dice;

  /* ---- what computer players should know (mj-bot.c); NULL: plain
   * efficiency ---- */

  /* How much keeping `tile` is worth beyond tile efficiency, in tiles that
   * help: a discard's worth is its accepted tiles minus this (Guizhou keeps
   * its chickens; Qionghai and Taiwan value pairs of honours). */
  int        (*bot_keep_bias)     (const MjView *view,
                                   MjTile tile);
  /* Should a ready declaration go with this discard?  (NULL: always when
   * the rules offer it.) */
  gboolean   (*bot_declare_ready) (const MjView *view,
                                   MjTile discard);
  /* Should the bot take this claim (a pung, kong or chow)?  `helps` says
   * whether it brings the hand closer to ready; NULL: take it when it does. */
  gboolean   (*bot_claim)         (const MjView *view,
                                   guint type,
                                   MjTile tile,
                                   gboolean helps);
  /* The hand is over (a win ended it, or the wall ran out): settle what is
   * left and choose the next dealer (s->next_dealer). */
  void       (*end_hand)        (MjState *s,
                                 gboolean exhausted);

  /* ---- the settlement in words (mj-settlement.h); NULL: the generic
   * sentence of each kind, and no notes ---- */

  /* Why the payment `p` of the hand in `s` was made (p->why as the rule
   * set recorded it where it paid): one sentence about p->why.seat in the
   * words of the region's players, ending with the sum that gives
   * p->amount ("…: 6 × 2 = 12"); NULL for the generic sentence.  Tiles
   * are named in words. */
  char      *(*payment_reason)   (const MjNarrator *n,
                                  const MjState    *s,
                                  const MjPayment  *p);
  /* What the settlement rests on besides its payments (Guizhou: the
   * flipped tile, the chickens and who held how many), appended to
   * `notes`, an array of MjSettlementNote. */
  void       (*settlement_notes) (const MjNarrator *n,
                                  const MjState    *s,
                                  GArray           *notes);
};

/* All rule sets, in the order the preferences list them. */
const MjRules * const *mj_rules_all     (guint *n_rules);
const MjRules         *mj_rules_lookup  (const char *id);

/* Every refusal the rule set can give, in MjRefusal order: the ones
 * every rule set gives (the state machine's: turn order, tiles held, the
 * wall, the win test, stacked deals; no term) and its own.  Returns how
 * many. */
guint                  mj_rules_refusals     (const MjRules        *rules,
                                              const MjRefusalTerm  *out[MJ_N_REFUSALS]);
/* The entry of one refusal the rule set gives, or NULL when it never
 * gives it. */
const MjRefusalTerm   *mj_rules_find_refusal (const MjRules        *rules,
                                              MjRefusal             refusal);
/* The rule set's short name, translated. */
const char            *mj_rules_short_name   (const MjRules *rules);

void         mj_options_init_defaults   (const MjRules *rules,
                                         MjOptions     *options);
/* Whether every option has a value it takes (a bool 0 or 1, a number in
 * its range, the index of a choice); else FALSE with a sentence naming it. */
gboolean     mj_options_check           (const MjRules   *rules,
                                         const MjOptions *options,
                                         GError         **error);
int          mj_options_find            (const MjRules *rules,
                                         const char    *id);
/* The value of an option by id (its default for a wrong id is a bug). */
int          mj_options_get             (const MjRules   *rules,
                                         const MjOptions *options,
                                         const char      *id);
/* "id=value" (bools: true/false/yes/no/on/off/1/0; choices by id). */
gboolean     mj_options_parse_assignment (const MjRules *rules,
                                          MjOptions     *options,
                                          const char    *text,
                                          GError       **error);
char        *mj_options_format_value    (const MjRules   *rules,
                                         const MjOptions *options,
                                         guint            index);
/* The options of `rules` from what the "rule-options" setting keeps: an
 * a{sa{si}} of rule set id -> option id -> value.  Unknown ids and values
 * an option does not allow (a setting from another version, or edited by
 * hand) are dropped for the standard value, so a rule set is never set
 * up with options it cannot play; any other type gives the standard
 * options. */
void         mj_options_from_variant    (const MjRules   *rules,
                                         GVariant        *stored,
                                         MjOptions       *options);

MjFeatures   mj_rules_features          (const MjRules   *rules,
                                         const MjOptions *options);
/* The rule set's seat_wind_choices, or the dealer-East default. */
guint        mj_rules_seat_wind_choices (const MjRules   *rules,
                                         const MjOptions *options,
                                         guint            dealer,
                                         guint            seat);
/* The rule set's liable_claims, or 0. */
guint        mj_rules_liable_claims     (const MjRules   *rules,
                                         const MjOptions *options,
                                         gboolean         self_drawn);

/* Pattern names for display: the rule set's id -> English and Chinese. */
typedef struct _MjPatternName {
  const char *id;
  const char *name;      /* N_(): English */
  const char *chinese;   /* the regional term, as the rule document writes it */
} MjPatternName;

const MjPatternName *mj_rules_pattern_name (const MjRules *rules,
                                            const char    *id);

/* A regional term (a pattern's chinese, a rule's name as its players say
 * it, marked NC_("regional term", …)), translated: in the reader's script. */
const char  *mj_term                    (const char      *term);
/* A pattern's translated English name, or NULL when the reader's language
 * writes Chinese (the translation is in Han characters): the regional
 * term, mj_term (p->chinese), then names the pattern by itself. */
const char  *mj_pattern_gloss           (const MjPatternName *pattern);
/* The pattern's name in a list: the gloss, else the regional term. */
const char  *mj_pattern_label           (const MjPatternName *pattern);

G_END_DECLS
