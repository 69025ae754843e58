/* hand-reference.h: a slow, plainly correct hand analysis written from the
 * definitions, against which test-hand.c checks the table-driven one.
 *
 * Nothing here uses the suit tables or the kernels of mj-hand.c: the win
 * test removes pairs and sets by recursion, the shanten is the least
 * number of tiles to add, searched set by set, and the special shapes are
 * counted.
 */
#pragma once

#include <glib.h>

#include "mj-hand.h"

G_BEGIN_DECLS

/* What the reference sees of a hand: the concealed counts and the copies
 * in melds, kept apart. */
typedef struct {
  guint8 counts[MJ_N_KINDS];
  guint8 melded[MJ_N_KINDS];
  guint  n_tiles;     /* concealed */
  guint  n_melds;
} RefHand;

#define REF_NONE 99   /* a shape that does not apply, as in mj-hand.c */

void      ref_hand_from_hand      (RefHand          *ref,
                                   const MjHand     *hand);
/* (n_tiles - 1) / 3 */
guint     ref_sets_needed         (const RefHand    *ref);

/* Whether the concealed tiles of a 3n+2 hand are complete in one of the
 * shapes. */
gboolean  ref_is_complete         (const RefHand    *ref,
                                   MjShapes          shapes);
/* Bit k: adding kind k completes the hand, and the hand holds fewer than
 * four copies of k, concealed and melded. */
guint64   ref_waits               (const RefHand    *ref,
                                   MjShapes          shapes);

/* The least number of tiles to add so that the concealed counts contain
 * n sets and a pair (no kind above four copies), minus one. */
int       ref_shanten_standard    (const RefHand    *ref);
int       ref_shanten_seven_pairs (const RefHand    *ref,
                                   gboolean          quads_count_twice);
int       ref_shanten_orphans     (const RefHand    *ref);
/* The least of the shapes asked for (REF_NONE when none applies). */
int       ref_shanten             (const RefHand    *ref,
                                   MjShapes          shapes);

typedef struct {
  MjTile  discard;
  int     shanten;
  guint64 accepted;
  guint   n_accepted;
} RefChoice;

/* For each kind the 3n+2 hand holds, in tile order: the shanten after
 * discarding it, the kinds (in `kinds`, 0 meaning all, and held fewer than
 * four times concealed after the discard) whose draw lowers that shanten,
 * and their unseen copies: unseen[k], or when unseen is NULL, 4 minus the
 * copies in the hand before the discard, concealed and melded.  Returns
 * the number of choices. */
guint     ref_efficiency          (const RefHand    *ref,
                                   MjShapes          shapes,
                                   const guint8     *unseen,
                                   guint64           kinds,
                                   RefChoice        *out);
/* The same for the draws of a 3n+1 hand. */
guint64   ref_improvements        (const RefHand    *ref,
                                   MjShapes          shapes,
                                   const guint8     *unseen,
                                   guint64           kinds,
                                   guint            *n_accepted);

/* Every distinct decomposition of the concealed tiles of a 3n+2 hand into
 * sets and one pair, as reading keys added to `keys` (a set of strings);
 * returns how many. */
guint     ref_standard_readings   (const RefHand    *ref,
                                   GHashTable       *keys);

/* The canonical text of one decomposition, given how many pungs and chows
 * start at each kind and the pair: "123m 123m 555p | 99s". */
char     *ref_reading_key         (const guint8     *pungs,
                                   const guint8     *chows,
                                   MjTile            pair);

G_END_DECLS
