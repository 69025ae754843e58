/* mj-tile.h: tile kinds, tile sets and melds, and the mpsz notation that
 * the CLI, the tests, records and bug reports share.
 *
 * A tile kind is a small integer: 0–8 characters (1m–9m), 9–17 dots,
 * 18–26 bamboo, 27–33 honours (East South West North White Green Red),
 * 34–41 flowers (spring summer autumn winter plum orchid chrysanthemum
 * bamboo).  Physical copies are not told apart by the engine's core.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef guint8 MjTile;

#define MJ_TILE_NONE       ((MjTile) 0xff)
#define MJ_N_KINDS         34   /* kinds that take part in hands */
#define MJ_N_TILE_KINDS    42   /* with the eight flowers */
#define MJ_FIRST_HONOR     27
#define MJ_FIRST_FLOWER    34

typedef enum {
  MJ_SUIT_M = 0,   /* characters 萬 */
  MJ_SUIT_P = 1,   /* dots 筒 */
  MJ_SUIT_S = 2,   /* bamboo 条 */
  MJ_SUIT_Z = 3,   /* honours 字 */
  MJ_SUIT_F = 4,   /* flowers 花 */
} MjSuit;

typedef enum {
  MJ_TILESET_108,  /* three suits */
  MJ_TILESET_136,  /* three suits and honours */
  MJ_TILESET_144,  /* three suits, honours and eight flowers */
} MjTileSet;

static inline MjSuit
mj_tile_suit (MjTile t)
{
  return t < 27 ? (MjSuit) (t / 9) : (t < 34 ? MJ_SUIT_Z : MJ_SUIT_F);
}

/* 1-based rank within the suit (1–9, honours 1–7, flowers 1–8). */
static inline guint
mj_tile_rank (MjTile t)
{
  return t < 27 ? t % 9 + 1u : (t < 34 ? t - 26u : t - 33u);
}

static inline gboolean
mj_tile_is_valid (MjTile t)
{
  return t < MJ_N_TILE_KINDS;
}

static inline gboolean
mj_tile_is_honor (MjTile t)
{
  return t >= MJ_FIRST_HONOR && t < MJ_FIRST_FLOWER;
}

static inline gboolean
mj_tile_is_flower (MjTile t)
{
  return t >= MJ_FIRST_FLOWER && t < MJ_N_TILE_KINDS;
}

static inline gboolean
mj_tile_is_suited (MjTile t)
{
  return t < MJ_FIRST_HONOR;
}

/* Terminals and honours: the thirteen orphans. */
static inline gboolean
mj_tile_is_orphan (MjTile t)
{
  return (t < 27 && (t % 9 == 0 || t % 9 == 8)) || mj_tile_is_honor (t);
}

MjTile       mj_tile_make             (MjSuit        suit,
                                       guint         rank);
char         mj_suit_letter           (MjSuit        suit);
/* "5p", "7z", "3f": the notation of one tile, in a static string. */
const char  *mj_tile_to_string        (MjTile        tile);
gboolean     mj_tile_from_string      (const char   *text,
                                       MjTile       *out_tile,
                                       GError      **error);

guint        mj_tileset_size          (MjTileSet     set);
gboolean     mj_tileset_has_kind      (MjTileSet     set,
                                       MjTile        tile);
/* Copies of one kind in a full set: 4 for hand kinds, 1 for a flower. */
guint        mj_tile_copies           (MjTile        tile);

typedef enum {
  MJ_MELD_CHOW = 1,          /* [345s]                    */
  MJ_MELD_PUNG,              /* [555p]                    */
  MJ_MELD_KONG_EXPOSED,      /* [5555p]  from a discard   */
  MJ_MELD_KONG_ADDED,        /* [5555p+] added to a pung  */
  MJ_MELD_KONG_CONCEALED,    /* (5555p)                   */
} MjMeldType;

#define MJ_SEAT_NONE 0xff

typedef struct {
  guint8 type;        /* MjMeldType */
  MjTile tile;        /* the lowest tile of the meld */
  guint8 claimed;     /* the tile taken from another player, or MJ_TILE_NONE */
  guint8 from;        /* absolute seat it was claimed from, or MJ_SEAT_NONE */
} MjMeld;

static inline gboolean
mj_meld_is_kong (const MjMeld *m)
{
  return m->type >= MJ_MELD_KONG_EXPOSED;
}

static inline guint
mj_meld_size (const MjMeld *m)
{
  return mj_meld_is_kong (m) ? 4 : 3;
}

/* Kinds of the tiles in a meld, lowest first; returns the count (3 or 4). */
guint        mj_meld_tiles            (const MjMeld *meld,
                                       MjTile       *out);

#define MJ_NOTATION_MAX_TILES 160
#define MJ_NOTATION_MAX_MELDS 8

/* A parsed piece of notation: concealed tiles in the order written, then
 * the melds. */
typedef struct {
  MjTile tiles[MJ_NOTATION_MAX_TILES];
  guint  n_tiles;
  MjMeld melds[MJ_NOTATION_MAX_MELDS];
  guint  n_melds;
} MjNotation;

#define MJ_NOTATION_ERROR (mj_notation_error_quark ())

typedef enum {
  MJ_NOTATION_ERROR_SYNTAX,     /* a character out of place */
  MJ_NOTATION_ERROR_SUIT,       /* an unknown suit letter */
  MJ_NOTATION_ERROR_RANK,       /* a rank the suit does not have */
  MJ_NOTATION_ERROR_MELD,       /* a meld that is not a chow, pung or kong */
  MJ_NOTATION_ERROR_COPIES,     /* more copies of a tile than a set holds */
  MJ_NOTATION_ERROR_TOO_MANY,   /* more tiles than a notation may hold */
} MjNotationError;

GQuark       mj_notation_error_quark  (void);

/* Parses tiles and melds.  On error the message names the offending text,
 * its position (1-based) and what was expected, e.g.
 * "“7x” at 3: unknown suit ‘x’". */
gboolean     mj_notation_parse        (const char   *text,
                                       MjNotation   *out,
                                       GError      **error);
/* Tiles only, no melds. */
gboolean     mj_notation_parse_tiles  (const char   *text,
                                       MjTile       *out,
                                       guint         max,
                                       guint        *n_out,
                                       GError      **error);
/* The canonical text: concealed tiles sorted (m p s z f), then the melds
 * in their order. */
char        *mj_notation_format       (const MjNotation *notation);
char        *mj_tiles_format          (const MjTile *tiles,
                                       guint         n_tiles,
                                       gboolean      sort);
char        *mj_meld_format           (const MjMeld *meld);

/* The tile's name in sentences, in words and translated ("5 of
 * characters", "East wind"; 五万, 东风): what the status line, hints,
 * refusals, replays and screen readers say.  The notation ("5m") is for
 * the command line and records only. */
const char  *mj_tile_display_name     (MjTile        tile);
/* A suit in words ("dots"; 筒). */
const char  *mj_suit_display_name     (MjSuit        suit);
/* Tiles in a sentence: their names in a list ("3 of dots, 6 of dots"). */
char        *mj_tiles_display         (const MjTile *tiles,
                                       guint         n_tiles,
                                       gboolean      sort);

G_END_DECLS
