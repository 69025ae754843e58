/* mj-table-layout.c: see mj-table-layout.h.
 *
 * The table is laid out as a real one is, each seat's things in front of
 * it and the wall in the middle:
 *
 *   - at each edge a seat's concealed tiles; the viewer's and the top
 *     seat's melds and flowers follow in the same row, the side seats' melds
 *     lie in a line (or two) inside their concealed tiles and their flowers
 *     in another (the sides are short and deep, the top and bottom long and
 *     shallow);
 *   - in front of each seat its discards, six to a row, rows growing
 *     towards their owner, in a room kept for MJ_TABLE_DISCARD_ROWS rows
 *     round a centre panel that shows the wall, the dice and the round;
 *   - the viewer's name plate beside the bottom discards, the top seat's
 *     beside the top discards, the side seats' in the top corners.
 *
 * The sizes are fixed by the table's size and the rule set, never by what
 * the table holds, so that tiles do not change size during a match: the
 * largest at which the rule set's worst case fits (mj_table_layout_sizes).
 * Every part is then placed for what the table holds now; an empty part
 * gets the place its first tile will take. */
#include "config.h"

#include <math.h>

#include "mj-table-layout.h"
#include "mj-tile-metrics.h"

#define QW(w) mj_tile_metrics_quantize_width ((int) (w))
#define TH(w) ((float) mj_tile_metrics_height_for_width (w))
/* a share of a tile width, in whole pixels: gaps between tiles */
#define PART(w, k) roundf ((w) * (k))

guint
mj_table_region_slot (MjTableArea area,
                      guint       relative_seat)
{
  switch (area)
    {
    case MJ_TABLE_AREA_WALL:
      return MJ_TABLE_N_REGIONS - 1;
    case MJ_TABLE_AREA_HAND:
      return relative_seat * 3;
    case MJ_TABLE_AREA_DISCARDS:
      return relative_seat * 3 + 2;
    default:   /* melds and flowers */
      return relative_seat * 3 + 1;
    }
}

/* ---- a seat's frame ---------------------------------------------------------- */

/* Each seat's things are placed in its own frame: u along its edge from
 * its owner's left to right, v from its edge towards the centre; a tile
 * upright in that frame faces its owner. */
typedef struct {
  float ox, oy;     /* u = 0, v = 0: the owner's left end of its edge */
  float ax, ay;     /* along the edge, left to right as the owner sees it */
  float ix, iy;     /* inwards, towards the centre */
  float angle;      /* how an upright tile is turned on the table */
  int   scale;
} Frame;

static void
frame_init (Frame *f,
            guint  rel,
            float  width,
            float  height,
            float  margin,
            int    scale)
{
  static const float dirs[4][5] = {
    /* ax, ay, ix, iy, angle */
    { 1, 0, 0, -1, 0 },       /* the viewer, at the bottom */
    { 0, -1, -1, 0, -90 },    /* right */
    { -1, 0, 0, 1, 180 },     /* across, at the top */
    { 0, 1, 1, 0, 90 },       /* left */
  };

  f->ax = dirs[rel][0], f->ay = dirs[rel][1];
  f->ix = dirs[rel][2], f->iy = dirs[rel][3];
  f->angle = dirs[rel][4];
  f->scale = MAX (scale, 1);
  switch (rel)
    {
    case 0: f->ox = 0, f->oy = height - margin; break;
    case 1: f->ox = width - margin, f->oy = height; break;
    case 2: f->ox = width, f->oy = margin; break;
    default: f->ox = margin, f->oy = 0; break;
    }
}

/* A tile `w` wide centred at (u, v) of the frame, upright or lying across
 * (turned a quarter, as a claimed tile lies in a meld). */
static MjTableTile
frame_tile (const Frame *f,
            float        u,
            float        v,
            int          w,
            gboolean     across,
            MjTile       face)
{
  MjTableTile t;
  float h = TH (w);
  float eu = across ? h : w, ev = across ? w : h;   /* extents along and inwards */
  float ew = f->ax != 0 ? eu : ev, eh = f->ax != 0 ? ev : eu;

  /* the edges on device pixels, so that tiles are crisp */
  t.x = f->ox + u * f->ax + v * f->ix;
  t.y = f->oy + u * f->ay + v * f->iy;
  t.x = roundf ((t.x - ew / 2) * f->scale) / f->scale + ew / 2;
  t.y = roundf ((t.y - eh / 2) * f->scale) / f->scale + eh / 2;
  t.w = w;
  t.angle = f->angle + (across ? 90 : 0);
  if (t.angle > 180)
    t.angle -= 360;
  t.rect = GRAPHENE_RECT_INIT (t.x - ew / 2, t.y - eh / 2, ew, eh);
  t.face = face;
  return t;
}

/* The rectangle of the frame between (u0, v0) and (u1, v1). */
static graphene_rect_t
frame_rect (const Frame *f,
            float        u0,
            float        v0,
            float        u1,
            float        v1)
{
  float x0 = f->ox + u0 * f->ax + v0 * f->ix, y0 = f->oy + u0 * f->ay + v0 * f->iy;
  float x1 = f->ox + u1 * f->ax + v1 * f->ix, y1 = f->oy + u1 * f->ay + v1 * f->iy;

  return GRAPHENE_RECT_INIT (MIN (x0, x1), MIN (y0, y1), fabsf (x1 - x0), fabsf (y1 - y0));
}

static void
grow (graphene_rect_t       *acc,
      gboolean              *any,
      const graphene_rect_t *r)
{
  if (*any)
    graphene_rect_union (acc, r, acc);
  else
    *acc = *r;
  *any = TRUE;
}

/* ---- melds --------------------------------------------------------------------- */

/* Where the claimed tile lies across: by whom it came from (the left
 * player's first, the one across in the middle, the right player's last), a
 * chow's always first; -1 for none. */
static int
claimed_at (const MjMeld *m,
            guint         owner,
            guint         n)
{
  guint from;

  if (m->claimed == MJ_TILE_NONE || m->from >= MJ_N_SEATS || m->tile == MJ_TILE_NONE)
    return -1;
  if (m->type == MJ_MELD_CHOW)
    return 0;
  from = (m->from + MJ_N_SEATS - owner) % MJ_N_SEATS;   /* 3 = left (上家), 2 = across, 1 = right */
  return from == 3 ? 0 : from == 2 ? 1 : (int) MIN (n, 3u) - 1;
}

/* How long a meld lies along its row: the claimed tile across, an added
 * kong's fourth tile on top of it. */
static float
meld_length (const MjMeld *m,
             guint         owner,
             int           w)
{
  guint n = m->tile == MJ_TILE_NONE ? 4 : mj_meld_size (m);
  int at = claimed_at (m, owner, n);
  float length = 0;

  for (guint i = 0; i < n; i++)
    {
      if (m->type == MJ_MELD_KONG_ADDED && i == 3)
        continue;
      length += (int) i == at ? TH (w) : w;
    }
  return length;
}

/* Lays out a meld from u along the row whose owner's edge is at v0;
 * returns its length. */
static float
place_meld (const Frame  *f,
            const MjMeld *m,
            guint         owner,
            float         u,
            float         v0,
            int           w,
            MjTableMeld  *out)
{
  MjTile tiles[4] = { MJ_TILE_NONE, MJ_TILE_NONE, MJ_TILE_NONE, MJ_TILE_NONE };
  gboolean hidden = m->tile == MJ_TILE_NONE;
  guint n = hidden ? 4 : mj_meld_tiles (m, tiles);
  int at = claimed_at (m, owner, n);
  float h = TH (w), cursor = 0, across_u = -1;
  gboolean any = FALSE;

  /* a chow shows the claimed tile first, the others in order */
  if (!hidden && m->type == MJ_MELD_CHOW && at == 0)
    {
      MjTile rest[2];
      guint k = 0;
      for (guint i = 0; i < 3; i++)
        if (tiles[i] != m->claimed && k < 2)
          rest[k++] = tiles[i];
      tiles[0] = m->claimed, tiles[1] = rest[0], tiles[2] = rest[1];
    }
  out->n = 0;
  for (guint i = 0; i < n; i++)
    {
      MjTile face = hidden ? MJ_TILE_NONE : tiles[i];

      /* a concealed kong shows its two middle tiles */
      if (m->type == MJ_MELD_KONG_CONCEALED && (i == 0 || i == 3))
        face = MJ_TILE_NONE;
      if (m->type == MJ_MELD_KONG_ADDED && i == 3)
        {
          /* on top of the tile lying across, or of the second */
          float cu = across_u >= 0 ? across_u : w + w / 2.0f;
          gboolean across = across_u >= 0;
          out->tiles[out->n++] = across ? frame_tile (f, u + cu, v0 + w * 1.5f, w, TRUE, face)
                                        : frame_tile (f, u + cu, v0 + h * 1.5f, w, FALSE, face);
          continue;
        }
      if ((int) i == at)
        {
          across_u = cursor + h / 2;
          out->tiles[out->n++] = frame_tile (f, u + cursor + h / 2, v0 + w / 2.0f, w, TRUE, face);
          cursor += h;
        }
      else
        {
          out->tiles[out->n++] = frame_tile (f, u + cursor + w / 2.0f, v0 + h / 2, w, FALSE, face);
          cursor += w;
        }
    }
  for (guint i = 0; i < out->n; i++)
    grow (&out->rect, &any, &out->tiles[i].rect);
  return cursor;
}

/* The depth a row of melds may need: an added kong's fourth tile lies on
 * the one across, two tile widths from the edge. */
static float
meld_depth (int w)
{
  return MAX (TH (w), 2.0f * w);
}

/* ---- lengths of rows ------------------------------------------------------------- */

static float
melds_range_length (const MjTableSeat *s,
                    guint              from,
                    guint              to,
                    int                w,
                    float              between)
{
  float length = 0;

  for (guint m = from; m < to && m < s->n_melds; m++)
    length += meld_length (&s->melds[m], s->seat, w) + (m > from ? between : 0);
  return length;
}

static float
melds_length (const MjTableSeat *s,
              int                w,
              float              between)
{
  return melds_range_length (s, 0, s->n_melds, w, between);
}

static guint
n_flowers (const MjTableSeat *s)
{
  return (guint) __builtin_popcount (s->flowers);
}

#define SIDE_MAX_LINES 3

/* A side seat's melds and then its flowers, wrapped into lines no longer
 * than `span`: the line of each meld (and, last, of the flowers) and each
 * line's length.  Returns the number of lines, or G_MAXUINT when a single
 * item is longer than the span. */
static guint
side_wrap (const MjTableSeat  *s,
           const MjTableSizes *z,
           float               span,
           guint8             *line_of,
           float              *line_length)
{
  int w = z->other_meld_w;
  float between = PART (w, 0.25f);
  guint n_items = s->n_melds + (s->flowers ? 1 : 0);
  guint line = 0;

  for (guint i = 0; i < SIDE_MAX_LINES; i++)
    line_length[i] = 0;
  for (guint i = 0; i < n_items; i++)
    {
      float length = i < s->n_melds ? meld_length (&s->melds[i], s->seat, w)
                                     : n_flowers (s) * z->other_flower_w;
      if (length > span)
        return G_MAXUINT;
      if (line_length[line] > 0 && line_length[line] + between + length > span)
        {
          if (++line == SIDE_MAX_LINES)
            return G_MAXUINT;
        }
      line_length[line] += (line_length[line] > 0 ? between : 0) + length;
      line_of[i] = (guint8) line;
    }
  return n_items ? line + 1 : 0;
}

/* The viewer's row: standing tiles, the others, the drawn tile, melds. */
static float
own_hand_length (const MjTableSeat  *s,
                 const MjTableSizes *z)
{
  int T = z->hand_w;
  float length = s->n_hand * T;

  if (s->n_standing > 0 && s->n_standing < s->n_hand)
    length += PART (T, 0.4f);
  if (s->drawn && s->n_hand > 0)
    length += PART (T, 0.5f);
  return length;
}

static float
own_row_length (const MjTableSeat  *s,
                const MjTableSizes *z)
{
  float length = own_hand_length (s, z);

  if (s->n_melds)
    length += PART (z->hand_w, 0.6f) + melds_length (s, z->meld_w, PART (z->hand_w, 0.3f));
  if (s->flowers)
    length += PART (z->hand_w, s->n_melds ? 0.3f : 0.6f) + n_flowers (s) * z->flower_w;
  return length;
}

/* Another seat's concealed tiles, the drawn one set apart. */
static float
other_hand_length (const MjTableSeat  *s,
                   const MjTableSizes *z)
{
  return s->n_hand * z->other_w + (s->drawn && s->n_hand > 0 ? PART (z->other_w, 0.5f) : 0);
}

/* The top seat's row: concealed tiles and melds. */
static float
top_row_length (const MjTableSeat  *s,
                const MjTableSizes *z)
{
  float length = other_hand_length (s, z);

  if (s->n_melds)
    length += PART (z->other_w, 0.5f) + melds_length (s, z->other_meld_w, PART (z->other_meld_w, 0.25f));
  if (s->flowers)
    length += (s->n_melds ? PART (z->other_meld_w, 0.25f) : PART (z->other_w, 0.5f)) + n_flowers (s) * z->other_flower_w;
  return length;
}

/* ---- the frame of the table: everything that does not move ---------------------------- */

typedef struct {
  float W, H, m, g;
  float cx, cy;
  graphene_rect_t centre;
  float top_depth;          /* the top seat's row */
  float side_depth;         /* a side seat's lines: hand, melds, flowers */
  float side_b;             /* where the side seats' lines of melds and flowers start */
  float side_line;          /* from one such line to the next */
  guint side_lines;         /* how many the worst case needs */
  float own_line_top;       /* the top of the viewer's plate, above the hand */
  float top_line_bottom;    /* the bottom of the top seat's plate, below its row */
  float line_h;             /* those lines' height */
  float span0, span1;       /* the side seats' lines lie between these y */
  float corner_w;           /* the side seats' plates in the top corners */
  float plate_min;          /* the narrowest a plate may be */
  int   d, dh;
} Table;

static void
table_frame (const MjTableFacts *facts,
             const MjTableSizes *z,
             int                 width,
             int                 height,
             float               top_worst,
             Table              *t)
{
  float m = z->margin, g = z->gap;
  int d = z->discard_w, dh = (int) TH (d);
  float rows = MJ_TABLE_DISCARD_ROWS * dh;
  float ct, cb, wc_max, wc;

  t->W = width, t->H = height, t->m = m, t->g = g;
  t->d = d, t->dh = dh;
  t->cx = floorf (width / 2.0f);
  t->line_h = z->plate_h;
  t->plate_min = 7 * z->plate_h;

  t->top_depth = MAX (TH (z->other_w), meld_depth (z->other_meld_w));
  t->own_line_top = roundf (height - m - TH (z->hand_w) - z->lift - g - t->line_h);
  t->top_line_bottom = m + t->top_depth + g + t->line_h;

  /* the top corners: the side seats' plates, beside the top row */
  t->corner_w = floorf (MIN (16 * z->plate_h, (width - top_worst) / 2 - m - g));

  /* the side seats' lines: below the corner plates and the top row,
   * above the viewer's plate */
  t->span0 = m + MAX (z->plate_h, t->top_depth) + g;
  t->span1 = t->own_line_top - g;

  /* their lines from the edge: the concealed tiles, then melds and
   * flowers in as many lines (up to three) as the worst case needs */
  t->side_b = TH (z->other_w) + g;
  t->side_line = MAX (meld_depth (z->other_meld_w), TH (z->other_flower_w)) + g;
  t->side_lines = 0;
  for (guint k = 0; k <= facts->hand_size / 3 && k <= MJ_HAND_MAX_MELDS; k++)
    {
      MjTableContents c;
      guint8 line_of[MJ_HAND_MAX_MELDS + 1];
      float lengths[SIDE_MAX_LINES];
      mj_table_contents_worst_case (&c, facts, 0, 0, k, MJ_MELD_KONG_EXPOSED, 0);
      t->side_lines = MAX (t->side_lines, side_wrap (&c.seats[1], z, t->span1 - t->span0, line_of, lengths));
    }
  t->side_depth = t->side_b + (t->side_lines == G_MAXUINT ? SIDE_MAX_LINES : t->side_lines) * t->side_line - g;

  /* the centre: between the rooms kept for the discards */
  ct = m + t->top_depth + g + rows + g;
  cb = height - m - TH (z->hand_w) - z->lift - g - rows - g;
  wc_max = width - 2 * (m + t->side_depth + g + rows + g);
  /* no wider than it needs: the side seats' discards stay near it */
  wc = 2 * floorf (MIN (wc_max, MAX (MJ_TABLE_DISCARD_COLS * d + 2 * g, 3.2f * (cb - ct))) / 2);
  ct = roundf (ct), cb = roundf (cb);
  t->centre = GRAPHENE_RECT_INIT (t->cx - wc / 2, ct, wc, cb - ct);
  t->cy = floorf (ct + (cb - ct) / 2);
}

/* ---- sizes ------------------------------------------------------------------------ */

int
mj_table_layout_min_hand_height (int width,
                                 int height)
{
  /* a third more than the discards' */
  return mj_table_layout_min_discard_height (width, height) * 4 / 3;
}

int
mj_table_layout_min_discard_height (int width,
                                    int height)
{
  /* the 1024×640 window's table (about 1000×520) keeps 27 px (a face 20
   * px wide, where the smallest numerals still read); larger tables grow
   * with their height */
  return MAX (27, (int) (MIN (height, width * 0.6) * 0.052));
}

void
mj_table_contents_worst_case (MjTableContents    *contents,
                              const MjTableFacts *facts,
                              int                 width,
                              int                 height,
                              guint               n_melds,
                              MjMeldType          kong,
                              guint               n_discards)
{
  memset (contents, 0, sizeof *contents);
  contents->width = width;
  contents->height = height;
  contents->scale = 1;
  contents->tile_scale = 1.0;
  contents->facts = *facts;
  n_melds = MIN (n_melds, MIN (facts->hand_size / 3, (guint) MJ_HAND_MAX_MELDS));
  for (guint rel = 0; rel < MJ_N_SEATS; rel++)
    {
      MjTableSeat *s = &contents->seats[rel];

      s->seat = (guint8) rel;
      s->n_hand = (guint8) (facts->hand_size + 1 - 3 * n_melds);
      s->drawn = TRUE;
      if (facts->standing)
        s->n_standing = (guint8) MIN (4u, s->n_hand - 1u);
      for (guint m = 0; m < n_melds; m++)
        {
          MjMeld *meld = &s->melds[s->n_melds++];
          meld->tile = (MjTile) (m * 9 + 4 < MJ_FIRST_HONOR ? m * 9 + 4 : MJ_FIRST_HONOR + m);
          meld->type = m < 4 ? kong : MJ_MELD_PUNG;
          meld->claimed = meld->type == MJ_MELD_KONG_CONCEALED ? MJ_TILE_NONE : meld->tile;
          /* claimed from across: the tile across in the middle */
          meld->from = meld->claimed == MJ_TILE_NONE ? MJ_SEAT_NONE : (guint8) ((rel + 2) % MJ_N_SEATS);
        }
      s->flowers = facts->flowers ? 0xff : 0;
      s->n_discards = (guint8) MIN (n_discards, (guint) MJ_MAX_DISCARDS);
    }
}

void
mj_table_contents_from_view (MjTableContents *contents,
                             const MjView    *v,
                             int              width,
                             int              height,
                             int              scale,
                             double           tile_scale)
{
  g_return_if_fail (contents != NULL && v != NULL);

  memset (contents, 0, sizeof *contents);
  contents->width = width;
  contents->height = height;
  contents->scale = scale;
  contents->tile_scale = tile_scale;
  if (v->rules == NULL)
    return;
  contents->facts.hand_size = v->rules->hand_size;
  contents->facts.flowers = (v->features & MJ_FEATURE_FLOWERS) != 0;
  contents->facts.standing = (v->features & MJ_FEATURE_STANDING_TILES) != 0;
  contents->facts.wall_size = v->wall_size ? v->wall_size : mj_tileset_size (v->rules->tileset);
  contents->facts.n_dice = v->rules->n_dice ? v->rules->n_dice : 2;
  for (guint rel = 0; rel < MJ_N_SEATS; rel++)
    {
      guint seat = (v->seat + rel) % MJ_N_SEATS;
      const MjViewPlayer *pl = &v->players[seat];
      MjTableSeat *s = &contents->seats[rel];
      guint n = 0;

      s->seat = (guint8) seat;
      if (rel == 0)
        {
          MjHand h = v->hand;
          MjTile drawn = pl->has_drawn ? v->drawn : MJ_TILE_NONE;

          if (drawn != MJ_TILE_NONE && h.counts[drawn])
            {
              mj_hand_remove (&h, drawn);
              s->drawn = TRUE;
              n++;
            }
          for (MjTile t = 0; t < MJ_N_KINDS; t++)
            {
              n += h.counts[t];
              s->n_standing += MIN (v->standing[t], h.counts[t]);
            }
        }
      else if (pl->revealed)
        {
          for (MjTile t = 0; t < MJ_N_KINDS; t++)
            n += pl->shown.counts[t];
        }
      else
        {
          n = pl->n_concealed;
          s->drawn = pl->has_drawn;
        }
      s->n_hand = (guint8) MIN (n, (guint) MJ_TABLE_MAX_HAND);
      s->n_melds = MIN (pl->n_melds, (guint8) MJ_HAND_MAX_MELDS);
      memcpy (s->melds, pl->melds, s->n_melds * sizeof *s->melds);
      s->flowers = pl->flowers;
      s->n_discards = pl->n_discards;
    }
}

/* The longest rows the rule set can make: every number of melds, its
 * kongs exposed. */
static void
worst_lengths (const MjTableFacts *facts,
               const MjTableSizes *z,
               float              *own,
               float              *top,
               float              *side_a)
{
  *own = *top = *side_a = 0;
  for (guint k = 0; k <= facts->hand_size / 3 && k <= MJ_HAND_MAX_MELDS; k++)
    {
      MjTableContents c;
      mj_table_contents_worst_case (&c, facts, 0, 0, k, MJ_MELD_KONG_EXPOSED, 0);
      *own = MAX (*own, own_row_length (&c.seats[0], z));
      *top = MAX (*top, top_row_length (&c.seats[2], z));
      *side_a = MAX (*side_a, other_hand_length (&c.seats[1], z));
    }
}

/* The sizes for discards `d` wide: the viewer's hand as large as the
 * preference asks and the width allows; FALSE when the worst case does not
 * fit. */
static gboolean
try_sizes (const MjTableFacts *facts,
           int                 width,
           int                 height,
           double              tile_scale,
           int                 d,
           MjTableSizes       *z)
{
  float own, top, side_a;
  Table t;
  int T;

  z->discard_w = d;
  z->other_w = QW (d * 0.85);
  z->other_meld_w = d;
  z->other_flower_w = QW (d * 0.8);
  z->margin = MAX (8.0f, roundf (d * 0.2f));
  z->gap = MAX (8.0f, roundf (d * 0.22f));
  z->plate_h = MAX (18.0f, roundf (d * 0.6f));
  z->fits = FALSE;

  /* the viewer's hand: 1.8 discards wide, times the preference, no smaller
   * than 1.3 and as large as its row allows */
  for (T = QW (MAX (d * 1.8 * tile_scale, d * 1.3)); ; T = QW (T - 1))
    {
      z->hand_w = T;
      z->meld_w = QW (T * 0.75);
      z->flower_w = QW (MAX (d * 0.8, T * 0.5));
      z->lift = roundf (T * 0.28f);
      z->raise = roundf (T * 0.14f);
      worst_lengths (facts, z, &own, &top, &side_a);
      if (own <= width - 2 * z->margin)
        break;
      if (T <= 8 || QW (T - 1) < d * 1.3)
        return FALSE;
    }

  table_frame (facts, z, width, height, top, &t);
  /* the centre holds the count, two lines and the wall */
  if (t.centre.size.height < MAX (64.0f, 2.0f * d) || t.centre.size.width < MJ_TABLE_DISCARD_COLS * d + 2 * t.g)
    return FALSE;
  /* the top row between the corner plates; the side lines between the
   * corners and the viewer's line */
  if (t.corner_w < t.plate_min || top > width - 2 * (t.m + t.corner_w + t.g))
    return FALSE;
  if (side_a > t.span1 - t.span0 || t.side_lines > SIDE_MAX_LINES)
    return FALSE;
  /* the plates beside the top and bottom discards */
  {
    float beside = t.cx - MJ_TABLE_DISCARD_COLS * d / 2.0f - t.g - (t.m + t.side_depth + t.g);
    if (t.cx - MJ_TABLE_DISCARD_COLS * d / 2.0f - t.g - t.m < t.plate_min || beside < t.plate_min)
      return FALSE;
  }
  /* the side seats' discards between the top and bottom lines */
  if (t.cy - MJ_TABLE_DISCARD_COLS * d / 2.0f < t.top_line_bottom + t.g ||
      t.cy + MJ_TABLE_DISCARD_COLS * d / 2.0f > t.own_line_top - t.g)
    return FALSE;
  z->fits = TRUE;
  return TRUE;
}

void
mj_table_layout_sizes (const MjTableFacts *facts,
                       int                 width,
                       int                 height,
                       int                 scale,
                       double              tile_scale,
                       MjTableSizes       *sizes)
{
  int d;

  g_return_if_fail (facts != NULL && sizes != NULL);

  tile_scale = CLAMP (tile_scale, 0.5, 2.0);
  /* from discards a tenth of the height down, the first that fits */
  for (d = QW (MAX (height, 80) / 10); d > 8; d = QW (d - 1))
    if (try_sizes (facts, width, height, tile_scale, d, sizes))
      return;
  try_sizes (facts, width, height, tile_scale, 8, sizes);
}

/* ---- placing -------------------------------------------------------------------- */

static void
place_discards (const Table       *t,
                const MjTableSeat *s,
                guint              rel,
                int                scale,
                MjTableSeatLayout *out)
{
  int d = t->d, dh = t->dh;
  guint rows = (s->n_discards + MJ_TABLE_DISCARD_COLS - 1) / MJ_TABLE_DISCARD_COLS;
  float half = MJ_TABLE_DISCARD_COLS * d / 2.0f;
  float depth = MJ_TABLE_DISCARD_ROWS * dh;
  Frame f;
  float v0, mid;   /* the inner edge of the rows (in the seat's frame), their middle */

  frame_init (&f, rel, t->W, t->H, t->m, scale);
  switch (rel)
    {
    case 0:
      v0 = (t->H - t->m) - (t->centre.origin.y + t->centre.size.height + t->g);
      mid = t->cx;
      break;
    case 1:
      v0 = (t->W - t->m) - (t->centre.origin.x + t->centre.size.width + t->g);
      mid = t->H - t->cy;
      break;
    case 2:
      v0 = t->centre.origin.y - t->g - t->m;
      mid = t->W - t->cx;
      break;
    default:
      v0 = t->centre.origin.x - t->g - t->m;
      mid = t->cy;
      break;
    }
  /* more discards than the rows hold: smaller tiles, in the same room */
  while (rows > MJ_TABLE_DISCARD_ROWS && d > 8 && rows * TH (d) > depth)
    d = QW (d - 1), dh = (int) TH (d);
  out->discard_w = d;
  out->discard_area = frame_rect (&f, mid - half, v0, mid + half, v0 - depth);
  out->n_discards = MIN (s->n_discards, (guint) MJ_MAX_DISCARDS);
  for (guint i = 0; i < out->n_discards; i++)
    {
      guint row = i / MJ_TABLE_DISCARD_COLS, col = i % MJ_TABLE_DISCARD_COLS;
      out->discards[i] = frame_tile (&f, mid - half + (col + 0.5f) * d, v0 - (row + 0.5f) * dh, d, FALSE, MJ_TILE_NONE);
    }
  out->n_rows = MIN (rows, G_N_ELEMENTS (out->discard_rows));
  for (guint r = 0; r < out->n_rows; r++)
    {
      guint in_row = MIN (out->n_discards - r * MJ_TABLE_DISCARD_COLS, (guint) MJ_TABLE_DISCARD_COLS);
      out->discard_rows[r] = frame_rect (&f, mid - half, v0 - r * dh, mid - half + in_row * d, v0 - (r + 1) * dh);
    }
}

/* Flowers in a row from u (the owner's left), their owner's edge at v0. */
static void
place_flowers (const Frame       *f,
               const MjTableSeat *s,
               float              u,
               float              v0,
               int                w,
               MjTableSeatLayout *out)
{
  gboolean any = FALSE;

  out->n_flowers = 0;
  for (guint b = 0; b < 8; b++)
    if (s->flowers & (1u << b))
      {
        MjTableTile *tile = &out->flowers[out->n_flowers++];
        *tile = frame_tile (f, u + (out->n_flowers - 0.5f) * w, v0 + TH (w) / 2, w, FALSE, MJ_FIRST_FLOWER + b);
        grow (&out->flowers_rect, &any, &tile->rect);
      }
}

static void
place_own (const Table        *t,
           const MjTableSizes *z,
           const MjTableSeat  *s,
           int                 scale,
           MjTableLayout      *l)
{
  MjTableSeatLayout *out = &l->seats[0];
  int T = z->hand_w;
  float Th = TH (T);
  float row = own_row_length (s, z);
  float x = roundf (MAX (t->m, (t->W - row) / 2)), start = x;
  float base = t->H - t->m;                 /* the bottom of the row */
  float top = base - Th - z->lift;          /* where a chosen tile rises to */
  float line_bottom = top - t->g;
  float discards_left = t->cx - MJ_TABLE_DISCARD_COLS * t->d / 2.0f - t->g;
  Frame f;

  frame_init (&f, 0, t->W, t->H, t->m, scale);
  out->n_hand = MIN (s->n_hand, (guint) MJ_TABLE_MAX_HAND);
  for (guint i = 0; i < out->n_hand; i++)
    {
      gboolean standing = i < s->n_standing;
      if (s->drawn && i + 1 == out->n_hand && i > 0)
        x += PART (T, 0.5f);
      else if (i > 0 && i == s->n_standing)
        x += PART (T, 0.4f);
      out->hand[i] = frame_tile (&f, x + T / 2.0f, Th / 2 + (standing ? z->raise : 0), T, FALSE, MJ_TILE_NONE);
      l->hand_hit[i] = GRAPHENE_RECT_INIT (x, top, T, base - top);
      x += T;
    }
  out->hand_rect = out->n_hand
    ? GRAPHENE_RECT_INIT (start, top, x - start, base - top)
    : GRAPHENE_RECT_INIT (t->cx - T / 2.0f, top, T, base - top);

  /* melds to the right of the hand, on its baseline */
  if (s->n_melds)
    x += PART (T, 0.6f);
  out->n_melds = MIN (s->n_melds, (guint) MJ_HAND_MAX_MELDS);
  for (guint m = 0; m < out->n_melds; m++)
    x += place_meld (&f, &s->melds[m], s->seat, x, 0, z->meld_w, &out->melds[m]) + PART (T, 0.3f);

  if (s->flowers)
    {
      x += PART (T, s->n_melds ? 0.0f : 0.6f);
      place_flowers (&f, s, x, 0, z->flower_w, out);
    }

  /* the plate above the hand, left of the discards: its text begins
   * over the hand when it has room there */
  out->plate = GRAPHENE_RECT_INIT (t->m, line_bottom - z->plate_h, discards_left - t->m, z->plate_h);
  out->plate_align = 0;
  out->plate_x = start;
}

static void
place_top (const Table        *t,
           const MjTableSizes *z,
           const MjTableSeat  *s,
           int                 scale,
           MjTableLayout      *l)
{
  MjTableSeatLayout *out = &l->seats[2];
  int w = z->other_w;
  float row = top_row_length (s, z);
  float u = roundf ((t->W - row) / 2);
  float discards_right = t->cx + MJ_TABLE_DISCARD_COLS * t->d / 2.0f + t->g;
  float line_top = t->top_line_bottom - t->line_h;
  gboolean any = FALSE;
  Frame f;

  frame_init (&f, 2, t->W, t->H, t->m, scale);
  out->n_hand = MIN (s->n_hand, (guint) MJ_TABLE_MAX_HAND);
  for (guint i = 0; i < out->n_hand; i++)
    {
      if (s->drawn && i + 1 == out->n_hand && i > 0)
        u += PART (w, 0.5f);
      out->hand[i] = frame_tile (&f, u + w / 2.0f, TH (w) / 2, w, FALSE, MJ_TILE_NONE);
      grow (&out->hand_rect, &any, &out->hand[i].rect);
      u += w;
    }
  if (!any)
    out->hand_rect = frame_rect (&f, t->W / 2 - w / 2.0f, 0, t->W / 2 + w / 2.0f, TH (w));
  if (s->n_melds)
    u += PART (w, 0.5f);
  out->n_melds = MIN (s->n_melds, (guint) MJ_HAND_MAX_MELDS);
  for (guint m = 0; m < out->n_melds; m++)
    u += place_meld (&f, &s->melds[m], s->seat, u, 0, z->other_meld_w, &out->melds[m]) + PART (z->other_meld_w, 0.25f);

  if (s->flowers)
    place_flowers (&f, s, u + (s->n_melds ? 0 : PART (w, 0.5f)), 0, z->other_flower_w, out);

  /* the plate below the row, right of the top discards (the viewer's
   * place turned round) */
  out->plate = GRAPHENE_RECT_INIT (discards_right, line_top,
                                   t->W - t->m - t->side_depth - t->g - discards_right, z->plate_h);
  out->plate_align = 0;
  out->plate_x = discards_right;
}

static void
place_side (const Table        *t,
            const MjTableSizes *z,
            const MjTableSeat  *s,
            guint               rel,
            int                 scale,
            MjTableLayout      *l)
{
  MjTableSeatLayout *out = &l->seats[rel];
  int w = z->other_w;
  /* the span of the lines in the seat's frame */
  float u0 = rel == 3 ? t->span0 : t->H - t->span1;
  float u1 = rel == 3 ? t->span1 : t->H - t->span0;
  float mid = roundf ((u0 + u1) / 2);
  float u;
  gboolean any = FALSE;
  Frame f;

  frame_init (&f, rel, t->W, t->H, t->m, scale);

  /* the concealed tiles at the edge */
  u = roundf (mid - other_hand_length (s, z) / 2);
  out->n_hand = MIN (s->n_hand, (guint) MJ_TABLE_MAX_HAND);
  for (guint i = 0; i < out->n_hand; i++)
    {
      if (s->drawn && i + 1 == out->n_hand && i > 0)
        u += PART (w, 0.5f);
      out->hand[i] = frame_tile (&f, u + w / 2.0f, TH (w) / 2, w, FALSE, MJ_TILE_NONE);
      grow (&out->hand_rect, &any, &out->hand[i].rect);
      u += w;
    }
  if (!any)
    out->hand_rect = frame_rect (&f, mid - w / 2.0f, 0, mid + w / 2.0f, TH (w));

  /* the melds and then the flowers inside them, in lines as long as the
   * span allows */
  {
    int mw = z->other_meld_w;
    float between = PART (mw, 0.25f);
    guint8 line_of[MJ_HAND_MAX_MELDS + 1];
    float lengths[SIDE_MAX_LINES], at[SIDE_MAX_LINES];
    guint lines = side_wrap (s, z, u1 - u0, line_of, lengths);
    guint n_items = MIN (s->n_melds, (guint) MJ_HAND_MAX_MELDS) + (s->flowers ? 1 : 0);

    /* more than the worst case (never in a game): one line, whatever its length */
    if (lines > MIN (t->side_lines, (guint) SIDE_MAX_LINES))
      {
        memset (line_of, 0, sizeof line_of);
        lengths[0] = melds_length (s, mw, between) + (s->flowers ? between + n_flowers (s) * z->other_flower_w : 0);
      }
    for (guint i = 0; i < SIDE_MAX_LINES; i++)
      at[i] = roundf (mid - lengths[i] / 2);
    out->n_melds = MIN (s->n_melds, (guint) MJ_HAND_MAX_MELDS);
    for (guint i = 0; i < n_items; i++)
      {
        guint line = line_of[i];
        float v0 = t->side_b + line * t->side_line;
        if (i < out->n_melds)
          at[line] += place_meld (&f, &s->melds[i], s->seat, at[line], v0, mw, &out->melds[i]) + between;
        else
          place_flowers (&f, s, at[line], v0, z->other_flower_w, out);
      }
  }

  /* the plate in the top corner above the lines, two lines tall when the
   * top row is that deep */
  {
    float h = t->span0 - t->g - t->m;
    out->plate = rel == 3 ? GRAPHENE_RECT_INIT (t->m, t->m, t->corner_w, h)
                          : GRAPHENE_RECT_INIT (t->W - t->m - t->corner_w, t->m, t->corner_w, h);
  }
  out->plate_align = rel == 3 ? 0 : 1;
  out->plate_x = out->plate.origin.x;
}

/* The centre panel: the count to draw with its caption and the round
 * on one side, the dice and the wall on the other (one above the other
 * when the panel is narrow). */
static void
place_centre (const Table        *t,
              const MjTableFacts *facts,
              const MjTableSizes *z,
              MjTableLayout      *l)
{
  graphene_rect_t c = t->centre, in;
  float pad = MAX (4.0f, roundf (c.size.height * 0.06f));
  guint n_dice = MIN (facts->n_dice, (guint) MJ_MAX_DICE);
  guint stacks = MIN ((facts->wall_size + 1) / 2, (guint) MJ_TABLE_MAX_STACKS);
  graphene_rect_t text, side;
  float ds;

  l->centre = c;
  graphene_rect_inset_r (&c, pad, pad, &in);
  if (in.size.width >= 1.8f * in.size.height)
    {
      float tw = roundf (in.size.width * 0.55f);
      text = GRAPHENE_RECT_INIT (in.origin.x, in.origin.y, tw, in.size.height);
      side = GRAPHENE_RECT_INIT (in.origin.x + tw + pad, in.origin.y, in.size.width - tw - pad, in.size.height);
      l->count = GRAPHENE_RECT_INIT (text.origin.x, text.origin.y, tw, roundf (text.size.height * 0.52f));
      l->caption = GRAPHENE_RECT_INIT (text.origin.x, l->count.origin.y + l->count.size.height, tw,
                                       roundf (text.size.height * 0.24f));
      l->round = GRAPHENE_RECT_INIT (text.origin.x, l->caption.origin.y + l->caption.size.height, tw,
                                     text.origin.y + text.size.height - (l->caption.origin.y + l->caption.size.height));
      ds = MIN (roundf (side.size.height * 0.26f), side.size.width / (n_dice * 1.3f + 2.6f));
    }
  else
    {
      float h = in.size.height;
      l->count = GRAPHENE_RECT_INIT (in.origin.x, in.origin.y, in.size.width, roundf (h * 0.32f));
      l->caption = GRAPHENE_RECT_INIT (in.origin.x, l->count.origin.y + l->count.size.height, in.size.width,
                                       roundf (h * 0.14f));
      l->round = GRAPHENE_RECT_INIT (in.origin.x, l->caption.origin.y + l->caption.size.height, in.size.width,
                                     roundf (h * 0.14f));
      side = GRAPHENE_RECT_INIT (in.origin.x, l->round.origin.y + l->round.size.height + pad / 2, in.size.width,
                                 in.origin.y + h - (l->round.origin.y + l->round.size.height + pad / 2));
      ds = MIN (roundf (side.size.height * 0.3f), side.size.width / (n_dice * 1.3f + 2.6f));
    }

  /* the dice in a row at the top of their side, the flipped tile after them */
  l->n_dice = n_dice;
  for (guint i = 0; i < n_dice; i++)
    l->dice[i] = GRAPHENE_RECT_INIT (side.origin.x + i * ds * 1.3f, side.origin.y, ds, ds);
  {
    int fw = QW (MIN (ds * 1.2f, 3.0f * ds / 1.333f));
    float fh = TH (fw);
    float label_w = MIN (side.size.width - n_dice * ds * 1.3f - fw - pad, 5 * ds);
    l->flipped = GRAPHENE_RECT_INIT (side.origin.x + side.size.width - fw, side.origin.y, fw, fh);
    l->flipped_label = GRAPHENE_RECT_INIT (l->flipped.origin.x - pad / 2 - MAX (label_w, 0), side.origin.y,
                                           MAX (label_w, 0), ds);
  }

  /* the wall below: its four sides as four rows of stacks, each row half
   * covering the one behind it */
  {
    float top = side.origin.y + ds * 1.3f + pad / 2;
    graphene_rect_t box = GRAPHENE_RECT_INIT (side.origin.x, top, side.size.width, side.origin.y + side.size.height - top);
    guint per_row = MAX ((stacks + 3) / 4, 1u);
    float sw = MIN (box.size.width / per_row, box.size.height / (1.333f * (1 + 3 * 0.78f)));
    float sh = sw * 1.333f, row_h = sh * 0.78f;
    float x0 = box.origin.x + (box.size.width - per_row * sw) / 2;
    float y0 = box.origin.y + (box.size.height - (sh + 3 * row_h)) / 2;

    sw = MAX (sw, 1.0f);
    l->wall = GRAPHENE_RECT_INIT (x0, y0, per_row * sw, sh + 3 * row_h);
    l->n_stacks = stacks;
    for (guint i = 0; i < stacks; i++)
      l->stacks[i] = GRAPHENE_RECT_INIT (x0 + (i % per_row) * sw, y0 + (i / per_row) * row_h, sw, sh);
  }
}

static graphene_rect_t
placeholder_or (const graphene_rect_t *r,
                gboolean               any,
                const graphene_rect_t *placeholder)
{
  return any ? *r : *placeholder;
}

void
mj_table_layout_compute (const MjTableContents *contents,
                         const MjTableSizes    *sizes,
                         MjTableLayout         *l)
{
  MjTableSizes own_sizes;
  const MjTableSizes *z = sizes;
  int W = MAX (contents->width, 1), H = MAX (contents->height, 1);
  int scale = MAX (contents->scale, 1);
  float own, top, side_a;
  Table t;

  g_return_if_fail (contents != NULL && l != NULL);

  if (z == NULL)
    {
      mj_table_layout_sizes (&contents->facts, W, H, scale, contents->tile_scale, &own_sizes);
      z = &own_sizes;
    }
  memset (l, 0, sizeof *l);
  l->width = W, l->height = H, l->scale = scale;
  l->sizes = *z;
  worst_lengths (&contents->facts, z, &own, &top, &side_a);
  table_frame (&contents->facts, z, W, H, top, &t);

  place_centre (&t, &contents->facts, z, l);
  place_own (&t, z, &contents->seats[0], scale, l);
  place_side (&t, z, &contents->seats[1], 1, scale, l);
  place_top (&t, z, &contents->seats[2], scale, l);
  place_side (&t, z, &contents->seats[3], 3, scale, l);
  for (guint rel = 0; rel < MJ_N_SEATS; rel++)
    place_discards (&t, &contents->seats[rel], rel, scale, &l->seats[rel]);

  /* the accessible regions: what each part covers (an empty part, the
   * place its first tile will take) and the focus ring round it */
  for (guint rel = 0; rel < MJ_N_SEATS; rel++)
    {
      MjTableSeatLayout *s = &l->seats[rel];
      graphene_rect_t acc = GRAPHENE_RECT_INIT (0, 0, 0, 0), first;
      gboolean any = FALSE;

      l->regions[mj_table_region_slot (MJ_TABLE_AREA_HAND, rel)] = s->hand_rect;

      for (guint m = 0; m < s->n_melds; m++)
        grow (&acc, &any, &s->melds[m].rect);
      if (s->n_flowers)
        grow (&acc, &any, &s->flowers_rect);
      {
        /* no melds yet: where the first would go, beside the hand */
        Frame f;
        int w = rel == 0 ? z->meld_w : z->other_meld_w;
        float h = TH (w);
        frame_init (&f, rel, W, H, t.m, scale);
        if (rel == 0)
          first = GRAPHENE_RECT_INIT (s->hand_rect.origin.x + s->hand_rect.size.width + PART (z->hand_w, 0.6f),
                                      H - t.m - h, w, h);
        else if (rel == 2)
          {
            float end = s->hand_rect.origin.x;   /* the top seat's row runs right to left */
            first = GRAPHENE_RECT_INIT (end - PART (w, 0.5f) - w, t.m, w, h);
          }
        else
          {
            float mid = (rel == 3 ? t.span0 + t.span1 : 2 * t.H - t.span0 - t.span1) / 2;
            first = frame_rect (&f, mid - w / 2.0f, t.side_b, mid + w / 2.0f, t.side_b + h);
          }
      }
      l->regions[mj_table_region_slot (MJ_TABLE_AREA_MELDS, rel)] = placeholder_or (&acc, any, &first);

      any = FALSE;
      for (guint r = 0; r < s->n_rows; r++)
        grow (&acc, &any, &s->discard_rows[r]);
      {
        /* no discards yet: the first place */
        graphene_rect_t a = s->discard_area;
        float dw = t.d, dh = t.dh;
        switch (rel)
          {
          case 0: first = GRAPHENE_RECT_INIT (a.origin.x, a.origin.y, dw, dh); break;
          case 1: first = GRAPHENE_RECT_INIT (a.origin.x, a.origin.y + a.size.height - dw, dh, dw); break;
          case 2: first = GRAPHENE_RECT_INIT (a.origin.x + a.size.width - dw, a.origin.y + a.size.height - dh, dw, dh); break;
          default: first = GRAPHENE_RECT_INIT (a.origin.x + a.size.width - dh, a.origin.y, dh, dw); break;
          }
      }
      l->regions[mj_table_region_slot (MJ_TABLE_AREA_DISCARDS, rel)] = placeholder_or (&acc, any, &first);
    }
  l->regions[mj_table_region_slot (MJ_TABLE_AREA_WALL, 0)] = l->centre;

  for (guint i = 0; i < MJ_TABLE_N_REGIONS; i++)
    {
      graphene_rect_t r = l->regions[i], b;
      graphene_rect_inset (&r, -MJ_TABLE_FOCUS_OUTSET, -MJ_TABLE_FOCUS_OUTSET);
      /* a ring at the table's edge is drawn inside it */
      if (!graphene_rect_intersection (&r, &GRAPHENE_RECT_INIT (0, 0, W, H), &b))
        b = GRAPHENE_RECT_INIT (0, 0, 1, 1);
      l->focus[i] = b;
    }
}
