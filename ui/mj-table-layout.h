/* mj-table-layout.h: where everything on the table goes.  One pure
 * function from the table's size and scale, the rule set's facts and what
 * the table holds to a rectangle for every part: each tile of each hand,
 * meld, flower row and discard row, the name plates, the centre (count,
 * captions, dice, wall), and each accessible region with its focus ring.
 * No GTK: the table view draws, hit-tests and places its regions from it,
 * and tests check it without a display. */
#pragma once

#include <glib.h>
#include <graphene.h>

#include "mj-tile.h"
#include "mj-state.h"
#include "mj-view.h"

G_BEGIN_DECLS

/* The regions the table draws, for hit tests, accessible regions and
 * tests that check what is on screen. */
typedef enum {
  MJ_TABLE_AREA_NONE = 0,
  MJ_TABLE_AREA_HAND,       /* concealed tiles (the viewer's faces, others' backs) */
  MJ_TABLE_AREA_MELDS,
  MJ_TABLE_AREA_FLOWERS,
  MJ_TABLE_AREA_DISCARDS,
  MJ_TABLE_AREA_WALL,
  MJ_N_TABLE_AREAS
} MjTableArea;

/* The accessible regions, in focus order: for each seat from the viewer
 * round the table (the viewer, right, across, left) its hand, its melds
 * and flowers, its discards; then the wall and centre. */
#define MJ_TABLE_N_REGIONS (3 * MJ_N_SEATS + 1)

guint        mj_table_region_slot           (MjTableArea  area,
                                             guint        relative_seat);

#define MJ_TABLE_MAX_HAND      24
#define MJ_TABLE_MAX_STACKS    80    /* wall stacks: 144 tiles at most */
#define MJ_TABLE_DISCARD_COLS  6     /* discards to a row, as on a real table */
#define MJ_TABLE_DISCARD_ROWS  5     /* rows kept free for them: 25 discards and more */
#define MJ_TABLE_FOCUS_OUTSET  5     /* how far a focus ring lies outside its region */

/* What fixes the tile sizes: the rule set, so that they stay the same
 * through a match (the worst case of the rule set always fits). */
typedef struct {
  guint     hand_size;      /* a non-dealer's tiles: 13 or 16 */
  gboolean  flowers;        /* flowers are set aside beside the melds */
  gboolean  standing;       /* Lisi's standing tiles, set apart in the hand */
  guint     wall_size;      /* tiles in the wall at the start of a hand */
  guint     n_dice;
} MjTableFacts;

/* What one seat has on the table, in the layout's terms. */
typedef struct {
  guint8    seat;                        /* the absolute seat (melds name theirs) */
  guint8    n_hand;                      /* concealed tiles shown, the drawn one included */
  guint8    n_standing;                  /* Lisi: the first n_standing of them stand apart */
  gboolean  drawn;                       /* the last one is the tile just drawn, set apart */
  MjMeld    melds[MJ_HAND_MAX_MELDS];
  guint8    n_melds;
  guint8    flowers;                     /* bit i: flower i + 1 */
  guint8    n_discards;
} MjTableSeat;

typedef struct {
  int          width, height;            /* the table's logical size */
  int          scale;                    /* device pixels per logical one */
  double       tile_scale;               /* the viewer's hand relative to the table (1: fitted) */
  MjTableFacts facts;
  MjTableSeat  seats[MJ_N_SEATS];        /* by relative seat: 0 the viewer, 1 right, 2 across, 3 left */
} MjTableContents;

/* One tile as drawn: centred on (x, y), `w` wide before it is turned by
 * `angle` degrees (0 upright, 90 and -90 on its side, 180 upside down);
 * `rect` is what it covers on the table.  In a meld, `face` is the kind
 * shown or MJ_TILE_NONE for a back. */
typedef struct {
  float            x, y;
  int              w;
  float            angle;
  graphene_rect_t  rect;
  MjTile           face;
} MjTableTile;

typedef struct {
  MjTableTile      tiles[4];
  guint8           n;
  graphene_rect_t  rect;
} MjTableMeld;

/* The sizes of a table, fixed by its size, scale and the rule set. */
typedef struct {
  int    hand_w;            /* the viewer's concealed tiles */
  int    meld_w;            /* the viewer's melds */
  int    flower_w;          /* the viewer's flowers */
  int    other_w;           /* the other seats' concealed tiles (backs, mostly) */
  int    other_meld_w;      /* their melds */
  int    other_flower_w;
  int    discard_w;         /* discards (a seat with more than the rows hold gets smaller ones) */
  float  margin;            /* from the table's edge */
  float  gap;               /* between the parts of the table, wider than a focus ring */
  float  lift;              /* how far the viewer's chosen tile rises */
  float  raise;             /* how far a standing tile (Lisi) stands above the others */
  float  plate_h;           /* a name plate's line */
  gboolean fits;            /* the rule set's worst case fits at these sizes */
} MjTableSizes;

typedef struct {
  MjTableTile      hand[MJ_TABLE_MAX_HAND];
  guint            n_hand;
  graphene_rect_t  hand_rect;            /* the tiles (the viewer's: with the room a chosen tile rises into) */
  MjTableMeld      melds[MJ_HAND_MAX_MELDS];
  guint            n_melds;
  MjTableTile      flowers[8];           /* in the order of the bits set */
  guint            n_flowers;
  graphene_rect_t  flowers_rect;
  MjTableTile      discards[MJ_MAX_DISCARDS];
  guint            n_discards;
  int              discard_w;
  graphene_rect_t  discard_rows[MJ_MAX_DISCARDS / MJ_TABLE_DISCARD_COLS + 1];
  guint            n_rows;
  graphene_rect_t  discard_area;         /* the room kept for the rows */
  graphene_rect_t  plate;                /* the name plate's box */
  float            plate_align;          /* 0 left, 0.5 centred, 1 right */
  float            plate_x;              /* left-aligned: where its text would best begin (near its hand) */
} MjTableSeatLayout;

typedef struct {
  int                width, height, scale;
  MjTableSizes       sizes;
  MjTableSeatLayout  seats[MJ_N_SEATS];  /* by relative seat */
  /* the viewer's hand tiles answer clicks over these (a chosen tile rises) */
  graphene_rect_t    hand_hit[MJ_TABLE_MAX_HAND];

  graphene_rect_t    centre;             /* the panel in the middle */
  graphene_rect_t    count;              /* the number of tiles to draw */
  graphene_rect_t    caption;            /* "tiles left", "to draw · 16 kept back" */
  graphene_rect_t    round;              /* "東 round · hand 1" */
  graphene_rect_t    dice[MJ_MAX_DICE];
  guint              n_dice;
  graphene_rect_t    flipped;            /* Guizhou's flipped tile at the end of a hand */
  graphene_rect_t    flipped_label;
  graphene_rect_t    wall;               /* the stacks of the wall */
  graphene_rect_t    stacks[MJ_TABLE_MAX_STACKS];
  guint              n_stacks;

  graphene_rect_t    regions[MJ_TABLE_N_REGIONS];   /* what each accessible region covers */
  graphene_rect_t    focus[MJ_TABLE_N_REGIONS];     /* its focus ring's outer edge */
} MjTableLayout;

/* The sizes for a table of this size and scale under a rule set's facts,
 * the largest at which the rule set's worst case fits (sizes.fits FALSE:
 * even the smallest do not). */
void         mj_table_layout_sizes          (const MjTableFacts *facts,
                                             int                 width,
                                             int                 height,
                                             int                 scale,
                                             double              tile_scale,
                                             MjTableSizes       *sizes);
/* Every part's place for `contents` at `sizes` (from mj_table_layout_sizes
 * for the same facts, size and scale; NULL: computed here). */
void         mj_table_layout_compute        (const MjTableContents *contents,
                                             const MjTableSizes    *sizes,
                                             MjTableLayout         *layout);

/* The worst case of a rule set: every seat with `n_melds` melds (kongs
 * first, up to four, then pungs), the concealed tiles left beside them with
 * a drawn one, every flower the rule set has, `n_discards` discards each and
 * Lisi's standing tiles.  `kong` chooses the kongs' kind: exposed (the
 * longest row), added (the deepest) or concealed. */
void         mj_table_contents_worst_case   (MjTableContents    *contents,
                                             const MjTableFacts *facts,
                                             int                 width,
                                             int                 height,
                                             guint               n_melds,
                                             MjMeldType          kong,
                                             guint               n_discards);

/* The facts of the view's rule set, and what each seat of the view has
 * on the table, the viewer at the bottom: the viewer's own tiles (the
 * standing ones first, the drawn one set apart), the others' concealed
 * tiles by their count (or their revealed tiles). */
void         mj_table_contents_from_view    (MjTableContents    *contents,
                                             const MjView       *view,
                                             int                 width,
                                             int                 height,
                                             int                 scale,
                                             double              tile_scale);

/* The smallest tile heights the table keeps to at a size (logical px):
 * the viewer's hand, and the discards (those of a seat with more discards
 * than MJ_TABLE_DISCARD_COLS × MJ_TABLE_DISCARD_ROWS may be smaller). */
int          mj_table_layout_min_hand_height    (int width,
                                                 int height);
int          mj_table_layout_min_discard_height (int width,
                                                 int height);

G_END_DECLS
