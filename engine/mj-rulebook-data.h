/* mj-rulebook-data.h: the built-in rule book as data: for each rule set
 * (its MjRules.book, written in its folder) its sections, their entries
 * (rules and patterns, each with anchors a hint can link to) and example
 * hands in the notation of DESIGN.md, and its column of the comparison
 * page.  The engine scores every example (tests/test-rulebook.c), so the
 * book cannot say what the rules do not do; ui/mj-rulebook.c shows it.
 *
 * Strings are marked N_(); translate them with _() where they are shown. */
#pragma once

#include <glib.h>

#include "mj-rules.h"
#include "mj-score.h"

G_BEGIN_DECLS

/* The value an example states when the rules refuse the win. */
#define MJ_RULEBOOK_REFUSED G_MININT
#define MJ_RULEBOOK_MAX_EXAMPLES 3

typedef enum {
  MJ_RULEBOOK_SETUP = 0,     /* tiles, seats, dealer, wall, deal */
  MJ_RULEBOOK_TURN,          /* a turn: draw, kongs, discard */
  MJ_RULEBOOK_CLAIMS,        /* claims on a discard and their order */
  MJ_RULEBOOK_WINNING,       /* winning shapes and who may win how */
  MJ_RULEBOOK_SPECIAL,       /* the rule set's own rules */
  MJ_RULEBOOK_PATTERNS,      /* every pattern with an example */
  MJ_RULEBOOK_SETTLEMENT,    /* who pays what */
  MJ_RULEBOOK_N_SECTIONS
} MjRulebookSection;

/* How a pattern's value counts: once, for each set or flower, or for
 * each hand the dealer has repeated. */
typedef enum {
  MJ_RULEBOOK_ONCE = 0,
  MJ_RULEBOOK_EACH,
  MJ_RULEBOOK_PER_REPEAT,
} MjRulebookCount;

typedef struct {
  const char *hand;      /* the winner's concealed tiles without the winning tile, then the melds;
                          * "" for a win on flowers alone */
  const char *win;       /* the winning tile, or NULL for a win on flowers alone */
  const char *context;   /* "discard" or "self-drawn", then context keys of the rules README:
                          * "self-drawn seat=W after-kong", "discard from=E robbing-kong" */
  const char *options;   /* rule set options, "kong_tai=1", or NULL for the defaults */
  int         value;     /* the value the book states, or MJ_RULEBOOK_REFUSED */
  const char *caption;   /* N_(): what the example shows */
  const char *payments;  /* when the caption names amounts, the payments it promises, as in the
                          * fixtures: "E -6 S +6" (seats not named pay nothing); else NULL */
} MjRulebookExample;

typedef struct {
  guint8      section;   /* MjRulebookSection */
  const char *anchors;   /* a pattern's id, or rule terms and ids separated by spaces: "定缺 缺一门" */
  const char *title;     /* N_(); NULL for a pattern, named by the rule set's pattern table */
  const char *term;      /* the regional name shown with the title, or NULL */
  const char *text;      /* N_(): paragraphs separated by a blank line */
  const char *pattern;   /* the pattern id this entry explains, or NULL */
  guint8      count;     /* MjRulebookCount of the pattern */
  int         pattern_value; /* the pattern's value in the first example, as the book states */
  const char *value_option;  /* a win on flowers alone: the option that holds its value */
  MjRulebookExample examples[MJ_RULEBOOK_MAX_EXAMPLES];
} MjRulebookEntry;

/* The rows of the comparison page. */
typedef enum {
  MJ_RULEBOOK_ASPECT_TILES = 0,
  MJ_RULEBOOK_ASPECT_DEAL,
  MJ_RULEBOOK_ASPECT_CLAIMS,
  MJ_RULEBOOK_ASPECT_DISCARD_WINS,
  MJ_RULEBOOK_ASPECT_SPECIAL,
  MJ_RULEBOOK_ASPECT_SETTLEMENT,
  MJ_RULEBOOK_N_ASPECTS
} MjRulebookAspect;

/* A rule set's book (MjRules.book). */
struct _MjRulebookData {
  const char            *native_name; /* NC_("regional term"): the rule set's own name, in its region's script */
  const char            *intro;       /* N_() */
  const MjRulebookEntry *entries;
  guint                  n_entries;
  const char            *compare[MJ_RULEBOOK_N_ASPECTS]; /* N_(): its cells of the comparison page; the
                                                          * tiles and the deal follow the numbers the
                                                          * rule set has */
};

/* For the books: a pattern's entry (its names come from the rule set's
 * pattern table), with its examples. */
#define MJ_RULEBOOK_PATTERN(id, count_, value_, text_, ...) \
  { .section = MJ_RULEBOOK_PATTERNS, .anchors = id, .text = text_, .pattern = id, \
    .count = count_, .pattern_value = value_, .examples = { __VA_ARGS__ } }

/* "setup", "turn", "claims", "winning", "special", "patterns",
 * "settlement": a section's own anchor. */
const char            *mj_rulebook_data_section_anchor  (MjRulebookSection      section);
/* The section's title, translated. */
const char            *mj_rulebook_data_section_title   (MjRulebookSection      section);

/* Does the entry answer to `anchor` (one of its anchors, or its pattern)? */
gboolean               mj_rulebook_data_entry_has_anchor (const MjRulebookEntry *entry,
                                                          const char            *anchor);
/* The entry an anchor names, or NULL (a section anchor names no entry). */
const MjRulebookEntry *mj_rulebook_data_find            (const MjRulebookData      *book,
                                                         const char            *anchor);
/* Where the book explains a refusal: the rule's regional term (the hint's
 * MjRefusalTerm) when it has one, else the section of the rule
 * every set shares ("turn", "claims", "winning", "setup"). */
const char            *mj_rulebook_data_anchor_for_refusal (const MjRules      *rules,
                                                            MjRefusal           refusal);

/* The options and win context of an example, with the defaults of the
 * rules README filled in (the engine's reader, mj_win_context_parse); an
 * example with a winning tile must be a win that can happen
 * (mj_win_context_check), else FALSE with the reason. */
gboolean               mj_rulebook_data_example_context (const MjRules           *rules,
                                                         const MjRulebookExample *example,
                                                         MjOptions               *options,
                                                         MjWinContext            *ctx,
                                                         GError                 **error);
/* Scores an example with the rule set's own score hook.  A win on
 * flowers alone has no hand to score: its score holds the entry's value
 * option (`entry` may be NULL for other examples). */
gboolean               mj_rulebook_data_score_example   (const MjRules           *rules,
                                                         const MjRulebookEntry   *entry,
                                                         const MjRulebookExample *example,
                                                         MjWinContext            *ctx,
                                                         MjScore                 *score,
                                                         GError                 **error);

/* The comparison page: a row's title, and one rule set's cell (both
 * translated; the cell is owned by the caller). */
const char            *mj_rulebook_data_aspect_title    (MjRulebookAspect        aspect);
char                  *mj_rulebook_data_aspect_text     (const MjRules           *rules,
                                                         MjRulebookAspect         aspect);

/* ---- the same win under another rule set ------------------------------------ */

typedef enum {
  MJ_RULEBOOK_SCORED = 0,    /* scored by the rule set (legal, or refused with the score's reason) */
  MJ_RULEBOOK_TILES,         /* the hand holds a tile the rule set does not play with */
  MJ_RULEBOOK_HAND_SIZE,     /* the rule set's hands have another number of sets */
  MJ_RULEBOOK_NO_HAND,       /* a win on flowers alone (Taiwan's 八仙過海, 七搶一): no hand to score */
} MjRulebookVerdict;

typedef enum {
  MJ_RULEBOOK_NOTE_READY_ASSUMED   = 1 << 0,  /* only a declared hand wins there: assumed declared */
  MJ_RULEBOOK_NOTE_FLOWERS_DROPPED = 1 << 1,  /* that rule set has no flowers */
  MJ_RULEBOOK_NOTE_SUIT_ASSUMED    = 1 << 2,  /* the missing suit is the one the hand lacks */
} MjRulebookNotes;

/* The win `played_ctx` (valued by `played`) as `rules` would see it, with
 * its default options: the context carried over (flowers, the ready
 * declaration and the missing suit as that rule set knows them) and the
 * score.  For MJ_RULEBOOK_TILES, *tile gets the first tile it lacks. */
MjRulebookVerdict      mj_rulebook_data_score_elsewhere (const MjWinContext      *played_ctx,
                                                         const MjRules           *played,
                                                         const MjRules           *rules,
                                                         MjWinContext            *ctx,
                                                         MjScore                 *score,
                                                         guint                   *notes,
                                                         MjTile                  *tile);

G_END_DECLS
