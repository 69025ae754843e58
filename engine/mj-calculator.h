/* mj-calculator.h: the hand calculator without its window: a hand built
 * tile by tile and meld by meld from a person's choices, the winning tile
 * and the situation, and that win valued under any rule set through the
 * engine's one reading of a win (mj_win_context_read, as `sparrow-cli
 * score` reads it) after what the rule set does not play with is taken
 * away (mj_win_context_fit).  ui/mj-calculator-window.c shows it. */
#pragma once

#include <glib.h>

#include "mj-context.h"
#include "mj-rules.h"
#include "mj-score.h"

G_BEGIN_DECLS

#define MJ_CALCULATOR_ERROR (mj_calculator_error_quark ())

typedef enum {
  MJ_CALCULATOR_ERROR_COPIES,    /* a fifth copy of a tile */
  MJ_CALCULATOR_ERROR_SIZE,      /* more tiles than any rule set's hand holds */
  MJ_CALCULATOR_ERROR_MELD,      /* no such meld: a chow of honours, or from an 8 */
  MJ_CALCULATOR_ERROR_FLOWER,    /* a flower where it cannot go */
  MJ_CALCULATOR_ERROR_NO_WIN,    /* no winning tile chosen yet */
  MJ_CALCULATOR_ERROR_SOURCE,    /* a claim where there was none: a concealed kong */
} MjCalculatorError;

GQuark   mj_calculator_error_quark (void);

/* The largest hand of any rule set, without the winning tile (Taiwan's). */
#define MJ_CALCULATOR_MAX_TILES 16

/* What a person has entered.  ctx.hand, ctx.win_tile, ctx.self_drawn and
 * ctx.flowers are the hand; the situation is the keys of `given`, held in
 * ctx's fields, the others taking each rule set's defaults when valued. */
typedef struct {
  MjWinContext  ctx;
  MjContextKeys given;
} MjCalculator;

void      mj_calculator_init        (MjCalculator  *calc);

/* One concealed tile more.  Refused, with a sentence: a flower (see
 * mj_calculator_toggle_flower), a fifth copy, more than
 * MJ_CALCULATOR_MAX_TILES. */
gboolean  mj_calculator_add_tile    (MjCalculator  *calc,
                                     MjTile         tile,
                                     GError       **error);
/* A meld of the kind `type` whose lowest tile is `tile` (an added kong is
 * entered as a kong claimed from a discard). */
gboolean  mj_calculator_add_meld    (MjCalculator  *calc,
                                     MjMeldType     type,
                                     MjTile         tile,
                                     GError       **error);
/* Whom the meld at `index` was claimed from: a seat 0–3, or
 * MJ_SEAT_NONE for not said.  The context check holds it against the
 * win (a chow comes from the player on the left, nobody claims from
 * himself), and a rule set with 包 makes the player the winner claimed
 * enough melds from liable (see mj_calculator_liable).  A concealed kong
 * was claimed from nobody: refused with a sentence. */
gboolean  mj_calculator_set_meld_from (MjCalculator *calc,
                                       guint         index,
                                       guint         seat,
                                       GError      **error);
/* The liable player `rules` with `options` finds in the melds' sources
 * when the person gave none (Qionghai's 包: enough claims from one
 * player), as the game finds him; MJ_SEAT_NONE when nobody is, when the
 * rule set has no 包, or when the liable player was given.  `options`
 * may be NULL (the defaults). */
guint     mj_calculator_liable      (const MjCalculator *calc,
                                     const MjRules      *rules,
                                     const MjOptions    *options);
/* On a self-drawn kong's replacement with no feeder given (From), the
 * player whom the kong was claimed from, as the game names him: when
 * every kong of the hand was claimed from that one player's discard (a
 * concealed or an added kong could have been the last one made).  It
 * pays for the win where the rule set has the feeder pay (Sichuan's
 * 点杠花 with dian_gang_hua_as_zimo off).  MJ_SEAT_NONE otherwise. */
guint     mj_calculator_kong_feeder (const MjCalculator *calc);
/* Is the win entered one on the flowers alone: no winning tile, and all
 * eight flowers held (Taiwan's 八仙過海 self-drawn, 七搶一 on a discard:
 * the eighth flower taken from the player who drew it)? */
gboolean  mj_calculator_is_flower_win (const MjCalculator *calc);
/* One concealed copy of `tile` less; FALSE when there is none. */
gboolean  mj_calculator_remove_tile (MjCalculator  *calc,
                                     MjTile         tile);
/* The meld at `index` taken away, the later ones moving up. */
gboolean  mj_calculator_remove_meld (MjCalculator  *calc,
                                     guint          index);
/* The winning tile, or MJ_TILE_NONE for none yet. */
gboolean  mj_calculator_set_win_tile (MjCalculator *calc,
                                      MjTile        tile,
                                      GError      **error);
/* Holds the flower `tile` (1f–8f) if not held, else lets it go. */
gboolean  mj_calculator_toggle_flower (MjCalculator *calc,
                                       MjTile        tile,
                                       GError      **error);
/* Won by self-draw, or on a discard. */
void      mj_calculator_set_self_drawn (MjCalculator *calc,
                                        gboolean      self_drawn);

/* Gives one key of the situation its value: a seat or wind 0–3 (seat,
 * dealer, from, seat-wind, round-wind, bao), 0 or 1 (after-kong,
 * after-flower, after-kong-discard, robbing-kong, last-tile,
 * first-turn), a number of hands from 1 (dealer-streak), a suit 0–2
 * (missing-suit), an MjReadyKind (ready-declared), a tile (flipped), a
 * mask of seats (finished).  Not for flowers (they are tiles). */
void      mj_calculator_set_key     (MjCalculator  *calc,
                                     MjContextKeys  key,
                                     int            value);
/* Does `key` mean anything in the situation entered?  Who discarded
 * means nothing on a self-draw (but for who fed a kong, on its
 * replacement), a robbed kong or the discard after a kong nothing on a
 * self-draw, a kong's replacement nothing on a discard, a flower's only
 * on a kong's replacement.  A key that does not apply is no part of the
 * win valued, whatever it holds; the window makes its control
 * insensitive. */
gboolean  mj_calculator_key_applies (const MjCalculator *calc,
                                     MjContextKeys       key);
/* The key back to each rule set's default. */
void      mj_calculator_unset_key   (MjCalculator  *calc,
                                     MjContextKeys  key);

/* Tiles in the hand, melds counting three, without the winning tile. */
guint     mj_calculator_size        (const MjCalculator *calc);
/* Copies of a kind entered: concealed, in melds and the winning tile. */
guint     mj_calculator_copies      (const MjCalculator *calc,
                                     MjTile              tile);

/* The context keys `rules` gets: the situation given, less what it does
 * not play with (*taken, may be NULL). */
char    **mj_calculator_keys        (const MjCalculator *calc,
                                     const MjRules      *rules,
                                     const MjOptions    *options,
                                     MjContextKeys      *taken);
/* The same win as arguments of `sparrow-cli score` (after "score"):
 * --rules ID, each --option that differs from the rule set's default,
 * --win (none on flowers alone), --discard or --self-drawn, each
 * --context, HAND.  The melds' sources have no notation: the liable
 * player they make is written as bao=SEAT. */
char    **mj_calculator_arguments   (const MjCalculator *calc,
                                     const MjRules      *rules,
                                     const MjOptions    *options);

/* The win valued under `rules` with `options` (NULL: its defaults): the
 * context as that rule set reads it (*ctx), its score (legal, or refused
 * by the rules with score->reason), and what the rule set does not play
 * with and so left out (*taken).  FALSE, with the reason in a sentence,
 * for a win that cannot happen there (the context check's MjContextError)
 * or with no winning tile yet (MJ_CALCULATOR_ERROR_NO_WIN).  A win on
 * flowers alone (mj_calculator_is_flower_win) is checked as one and
 * valued by the rule set's score, as `sparrow-cli score` values it. */
gboolean  mj_calculator_value       (const MjCalculator *calc,
                                     const MjRules      *rules,
                                     const MjOptions    *options,
                                     MjWinContext       *ctx,
                                     MjScore            *score,
                                     MjContextKeys      *taken,
                                     GError            **error);

G_END_DECLS
