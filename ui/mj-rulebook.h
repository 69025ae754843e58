/* mj-rulebook.h: the built-in rule book: each rule set's rules as a
 * player reads them, every pattern with an example hand drawn in tiles
 * and valued by the engine, a page comparing the five rule sets, and
 * "score this hand under the other rule sets" for the end of a hand. */
#pragma once

#include <adwaita.h>

#include "mj-rulebook-data.h"
#include "mj-rules.h"
#include "mj-score.h"
#include "mj-tile-cache.h"

G_BEGIN_DECLS

/* The page that compares the rule sets, for mj_rulebook_go_to. */
#define MJ_RULEBOOK_COMPARE "compare"

#define MJ_TYPE_RULEBOOK (mj_rulebook_get_type ())
G_DECLARE_FINAL_TYPE (MjRulebook, mj_rulebook, MJ, RULEBOOK, AdwWindow)

MjRulebook  *mj_rulebook_new             (GtkWindow          *parent,
                                          MjTileCache        *cache);
/* Opens the book at a rule set's page (or MJ_RULEBOOK_COMPARE) and, when
 * `anchor` is not NULL, scrolls to what it names: a pattern id
 * ("qingyise"), a rule's regional term ("定缺", as a hint's refusal
 * gives it, see mj_rulebook_data_anchor_for_refusal) or a section
 * ("setup", "turn", "claims", "winning", "special", "patterns",
 * "settlement").  FALSE when the page or the anchor is unknown; the page
 * is then shown from its top. */
gboolean     mj_rulebook_go_to           (MjRulebook         *self,
                                          const char         *rules_id,
                                          const char         *anchor);
/* The rule set shown, or MJ_RULEBOOK_COMPARE. */
const char  *mj_rulebook_get_page        (MjRulebook         *self);
/* The anchor last scrolled to (NULL: the top of the page). */
const char  *mj_rulebook_get_anchor      (MjRulebook         *self);
/* The widget an anchor of the page shown names, or NULL. */
GtkWidget   *mj_rulebook_get_anchor_widget (MjRulebook       *self,
                                            const char       *anchor);

/* The help menu and every hint's "Why?": one book per parent window,
 * made on first use, presented and turned to the page and anchor.  The
 * book is owned by its window; the return value is for tests. */
MjRulebook  *mj_rulebook_show            (GtkWindow          *parent,
                                          MjTileCache        *cache,
                                          const char         *rules_id,
                                          const char         *anchor);

/* "Score this hand under the other rule sets", for the end of a hand:
 * the winning hand drawn once, then for every rule set but `played` what
 * it would be worth there with its default options, or why it would not
 * win (its score's reason, or tiles or a hand size the rule set does not
 * have).  Each row opens the rule book at the rule that decides it. */
GtkWidget   *mj_rulebook_compare_hand    (MjTileCache        *cache,
                                          const MjWinContext *ctx,
                                          const MjRules      *played);

/* A pattern's name as the book titles it: "Pure one suit (清一色)", the
 * regional term alone where the reader writes Chinese. */
char        *mj_rulebook_pattern_label   (const MjRules      *rules,
                                          const char         *id);

G_END_DECLS
