/* mj-settlement.h: the payments of a hand told so that a person can
 * follow them.  The payments made for one reason, one amount each, to or
 * from one player are one line: a sentence in the region's words that
 * says why, with the sum that gives the amount, then from or to whom
 * ("Li Wei holds three 1 of bamboo as chickens (鸡): 3 — from each of
 * Zhang Min, Wang Fang and you").  Each rule set tells its own reasons
 * (MjRules.payment_reason) and may add notes (MjRules.settlement_notes:
 * Guizhou's flipped tile and who held which chickens). */
#pragma once

#include <glib.h>

#include "mj-narrator.h"
#include "mj-state.h"

G_BEGIN_DECLS

#define MJ_NOTE_MAX_TILES 18

/* A note: a heading, or a sentence with tiles drawn before it. */
typedef struct {
  char    *text;
  MjTile   tiles[MJ_NOTE_MAX_TILES];
  guint8   n_tiles;
  guint8   arrow_after;  /* an arrow after this many tiles (a flipped tile → its chicken); 0: none */
  gboolean heading;
} MjSettlementNote;

typedef struct {
  char    *text;          /* the whole line */
  char    *why;           /* the reason alone, a sentence about `subject` */
  guint8   kind;          /* MjPaymentKind */
  guint8   subject;       /* the seat the line is about */
  gboolean subject_pays;  /* the subject pays the others; else they pay the subject */
  guint8   others;        /* a mask of the seats that pay the subject, or that it pays */
  guint    n_legs;
  int      amount;        /* of each leg */
  guint    first;         /* the index of its first payment in the state */
} MjSettlementLine;

/* The lines of the payments of the hand in `s`, in the order they were
 * made (an array of MjSettlementLine that frees its strings). */
GArray *mj_settlement_lines   (const MjNarrator *n,
                               const MjState    *s);
/* The rule set's notes on the settlement of `s` (an array of
 * MjSettlementNote that frees its strings); often empty. */
GArray *mj_settlement_notes   (const MjNarrator *n,
                               const MjState    *s);
/* Why the payment `p` of `s` was made: the rule set's sentence, or the
 * generic one of its kind. */
char   *mj_settlement_reason  (const MjNarrator *n,
                               const MjState    *s,
                               const MjPayment  *p);

/* ---- for the rule sets' sentences -------------------------------------- */

/* The win of `seat` in `s`, or NULL. */
const MjWin *mj_settlement_win_of   (const MjState    *s,
                                     guint             seat);
/* "Li Wei wins by self-draw with 2 fan", "You win on a discard with 10 fan". */
char   *mj_settlement_win_head      (const MjNarrator *n,
                                     const MjState    *s,
                                     guint             seat);
/* "HEAD, CLAUSE, CLAUSE: SUM"; `clauses` is NULL-terminated, NULL for none. */
char   *mj_settlement_join          (const char        *head,
                                     const char * const *clauses,
                                     const char        *sum);
/* The sum "(v + k) × u = amount" with what is trivial left out: "3" (the
 * value alone, when it is the amount), "3 + 1 = 4", "3 × 2 = 6".  The
 * amount is the one paid: a rule set's numbers that do not give it show
 * as a false sum, which the settlement tests catch. */
char   *mj_settlement_sum           (int               value,
                                     int               extra,
                                     int               factor,
                                     int               amount);
/* "a × b × c = amount", factors of 1 left out ("a" alone when one is left). */
char   *mj_settlement_product       (const int        *factors,
                                     guint             n_factors,
                                     int               amount);
/* "three 5 of dots" */
char   *mj_settlement_count_tiles   (guint             count,
                                     MjTile            tile);
/* Appends a note that takes `text`; `tiles` may be NULL. */
MjSettlementNote *mj_settlement_add_note (GArray       *notes,
                                          char         *text,
                                          const MjTile *tiles,
                                          guint         n_tiles);

G_END_DECLS
