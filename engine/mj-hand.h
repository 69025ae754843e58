/* mj-hand.h: a player's hand (concealed tile counts and melds) and its
 * analysis: win test, every decomposition of a winning hand, waits,
 * shanten and tile efficiency.
 *
 * The analysis is table driven: each suit's counts are kept as a key, and
 * a table compiled into the program (mj-suit-classes.h) gives, for every
 * possible suit, how many tiles it lacks to hold k sets and p pairs, and
 * for every hand the least need of its sets and a pair.  A draw or
 * discard changes one key, so the hot paths never re-read all 34 counts.
 */
#pragma once

#include <glib.h>

#include "mj-tile.h"

G_BEGIN_DECLS

#define MJ_HAND_MAX_MELDS 6
/* The most concealed tiles the analysis answers: a 16-tile hand and its
 * draw, five sets and a pair.  The tables hold no larger suit. */
#define MJ_HAND_MAX_TILES 17
/* The shanten of a hand no asked shape applies to. */
#define MJ_SHANTEN_NONE 99

typedef struct {
  guint8  counts[MJ_N_KINDS];     /* concealed tiles only */
  guint8  n_tiles;                /* concealed tiles */
  guint8  n_melds;
  guint32 keys[4];                /* count keys of m, p, s and z (mj-suit-table.h) */
  guint8  suit_tiles[4];          /* concealed tiles of each of m, p, s, z */
  MjMeld  melds[MJ_HAND_MAX_MELDS];
} MjHand;

/* Which winning shapes count, besides or instead of sets and a pair. */
typedef enum {
  MJ_SHAPE_STANDARD          = 1 << 0,  /* n sets and a pair */
  MJ_SHAPE_SEVEN_PAIRS       = 1 << 1,  /* seven distinct pairs */
  MJ_SHAPE_SEVEN_PAIRS_QUADS = 1 << 2,  /* seven pairs, four alike counting as two */
  MJ_SHAPE_THIRTEEN_ORPHANS  = 1 << 3,
} MjShapes;

#define MJ_SHAPES_ALL (MJ_SHAPE_STANDARD | MJ_SHAPE_SEVEN_PAIRS | MJ_SHAPE_THIRTEEN_ORPHANS)

void      mj_hand_init            (MjHand           *hand);
void      mj_hand_add             (MjHand           *hand,
                                   MjTile            tile);
void      mj_hand_remove          (MjHand           *hand,
                                   MjTile            tile);
/* Fills a hand of concealed tiles only from its 34 counts (the form other
 * calculators take); FALSE, and the hand untouched, for a count above 4
 * or more than MJ_HAND_MAX_TILES tiles. */
gboolean  mj_hand_set_counts      (MjHand           *hand,
                                   const guint8     *counts,
                                   GError          **error);
void      mj_hand_add_meld        (MjHand           *hand,
                                   const MjMeld     *meld);
/* Fills a hand from notation.  Flowers are refused: they are never part of
 * a hand (the game keeps them apart). */
gboolean  mj_hand_set_notation    (MjHand           *hand,
                                   const MjNotation *notation,
                                   GError          **error);
gboolean  mj_hand_parse           (MjHand           *hand,
                                   const char       *text,
                                   GError          **error);
char     *mj_hand_format          (const MjHand     *hand);
/* Copies of a kind the hand holds, concealed and in melds. */
guint     mj_hand_count_all       (const MjHand     *hand,
                                   MjTile            tile);
/* Sets the concealed tiles must still form: (n_tiles - 1) / 3. */
guint     mj_hand_sets_needed     (const MjHand     *hand);

/* Can the analysis below answer this hand?  It takes at most
 * MJ_HAND_MAX_TILES concealed tiles, and at most that many counting each
 * meld as three; FALSE with a sentence saying so otherwise (and for a
 * hand whose fields contradict each other, which only a caller writing
 * them by hand can make).  Every analysis function answers a hand that
 * fails this check as one no shape applies to (MJ_SHANTEN_NONE, not
 * complete, no waits, no discards, no readings) and never reads outside
 * its tables, whatever the hand holds. */
gboolean  mj_hand_check_size      (const MjHand     *hand,
                                   GError          **error);

/* Tiles away from ready; -1 when the hand is complete, MJ_SHANTEN_NONE
 * when no shape asked applies.  The hand holds 3n+1 or 3n+2 concealed
 * tiles.  Seven pairs and thirteen orphans apply to hands of 13 or 14
 * concealed tiles without melds, and to no other. */
int       mj_hand_shanten         (const MjHand     *hand,
                                   MjShapes          shapes);
int       mj_hand_shanten_standard (const MjHand    *hand);
/* The shanten of a hand of concealed tiles only, given as its 34 counts
 * (the form other calculators take): what mj_hand_shanten answers for
 * the hand mj_hand_set_counts would fill, without filling one.
 * MJ_SHANTEN_NONE, with the same sentence, for counts it refuses. */
int       mj_shanten_of_counts    (const guint8     *counts,
                                   MjShapes          shapes,
                                   GError          **error);
int       mj_hand_shanten_seven_pairs (const MjHand *hand,
                                   gboolean          quads_count_twice);
int       mj_hand_shanten_orphans (const MjHand     *hand);

/* Is a 3n+2 hand complete in one of the shapes? */
gboolean  mj_hand_is_complete     (const MjHand     *hand,
                                   MjShapes          shapes);

/* The kinds that complete a 3n+1 hand, as a mask (bit k = kind k, 0–33).
 * A kind the hand already holds four of, concealed or melded, is no wait. */
guint64   mj_hand_waits           (const MjHand     *hand,
                                   MjShapes          shapes);

/* The kinds whose draw lowers the shanten of a 3n+1 hand (same unseen and
 * kinds conventions as mj_hand_efficiency); *n_accepted gets their unseen
 * copies. */
guint64   mj_hand_improvements    (const MjHand     *hand,
                                   MjShapes          shapes,
                                   const guint8     *unseen,
                                   guint64           kinds,
                                   guint            *n_accepted);

typedef struct {
  MjTile  discard;
  gint8   shanten;       /* of the hand after this discard */
  guint16 n_accepted;    /* unseen copies of the accepted kinds */
  guint64 accepted;      /* kinds whose draw lowers that shanten */
} MjDiscardChoice;

/* For each distinct discard of a 3n+2 hand, in tile order: the shanten
 * after it and the tiles that would lower it.  unseen[k] is how many
 * copies of kind k the player cannot see (NULL: 4 minus the hand's own);
 * kinds outside the mask `kinds` are never drawn (0: all 34).  Returns the
 * number of choices written (at most 14 for ordinary hands; the array
 * holds MJ_N_KINDS). */
guint     mj_hand_efficiency      (const MjHand     *hand,
                                   MjShapes          shapes,
                                   const guint8     *unseen,
                                   guint64           kinds,
                                   MjDiscardChoice  *out);

/* The same, listing only the discards of least shanten: what a computer
 * player needs, at a fraction of the cost. */
guint     mj_hand_efficiency_best (const MjHand     *hand,
                                   MjShapes          shapes,
                                   const guint8     *unseen,
                                   guint64           kinds,
                                   MjDiscardChoice  *out);

/* ---- decompositions --------------------------------------------------- */

typedef enum {
  MJ_READING_STANDARD,
  MJ_READING_SEVEN_PAIRS,
  MJ_READING_THIRTEEN_ORPHANS,
} MjReadingKind;

#define MJ_READING_MAX_SETS 6

/* One reading of a complete hand's concealed tiles: the concealed sets
 * (chows and pungs, as melds of type MJ_MELD_CHOW or MJ_MELD_PUNG with no
 * source) and the pair.  Seven pairs list their pair kinds in `pairs`. */
typedef struct {
  guint8 kind;                      /* MjReadingKind */
  guint8 n_sets;
  MjTile pair;
  MjMeld sets[MJ_READING_MAX_SETS];
  MjTile pairs[7];                  /* seven pairs only: a quad appears twice */
} MjReading;

#define MJ_MAX_READINGS 64

/* Every reading of a complete 3n+2 hand in the given shapes; returns the
 * count (0 when the hand is not complete). */
guint     mj_hand_readings        (const MjHand     *hand,
                                   MjShapes          shapes,
                                   MjReading        *out,
                                   guint             max);

G_END_DECLS
