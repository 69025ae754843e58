/* test-table-layout.c: the table's layout model without a display.
 *
 *   /table-layout/RULES/worst-case  every rule set's worst case (four kongs
 *                      for every seat, or five melds in Taiwan, every flower,
 *                      25 discards each, Lisi's standing tiles) at the tables
 *                      of the 1024x640 … 3840x2160 windows, with and without
 *                      the hint panel, at scale 1 and 2: nothing that must
 *                      stay apart overlaps, everything lies inside the table,
 *                      hand tiles and discards keep their smallest sizes
 *   /table-layout/RULES/self-play  the same checks on the views of seeded
 *                      self-play, every few actions, from every seat
 *   /table-layout/many-discards  40 discards (Sichuan's last player after
 *                      three wins) still stay in their room
 *   /table-layout/small  the table's smallest size: inside, no overlap
 *
 * The checks are written here apart from the layout's own arithmetic: a
 * list of everything drawn, and the pairs that must not meet.
 */
#include "config.h"

#include <stdlib.h>

#include "mj-bot.h"
#include "mj-table-layout.h"
#include "mj-tile-metrics.h"

static const MjRules *rules;
static guint n_checked;

/* The table of each window: the window less the header bar, the claim bar
 * and the borders (the display test /ui/worst-case measures 1014×522 at
 * 1024×640, 2550×1322 at 2560×1440; these keep 10 px to spare), and with
 * the hint panel open beside it. */
static const struct {
  int window_w, window_h;
  int width, height;
} tables[] = {
  { 1024, 640, 1004, 512 },
  { 1280, 800, 1260, 672 },
  { 1280, 800, 960, 672 },      /* hints open */
  { 1920, 1080, 1900, 952 },
  { 1920, 1080, 1600, 952 },    /* hints open */
  { 2560, 1440, 2540, 1312 },
  { 2560, 1440, 2240, 1312 },   /* hints open */
  { 3840, 2160, 3820, 2032 },
  { 3840, 2160, 3520, 2032 },   /* hints open */
};

/* ---- what is drawn, and what must stay apart ------------------------------------------ */

typedef enum {
  KIND_TILE,      /* any tile: no two meet */
  KIND_HIT,       /* where a viewer's hand tile answers a click */
  KIND_PLATE,
  KIND_CENTRE,    /* the centre panel (its parts lie inside it) */
  KIND_AREA,      /* the room kept for a seat's discard rows */
} Kind;

typedef struct {
  graphene_rect_t r;
  Kind            kind;
  int             owner;     /* a seat's discard area holds its own discards; a hit, its tile */
  char            what[48];
} Item;

typedef struct {
  Item  *items;
  guint  n, size;
} Items;

static void
add (Items                 *list,
     const graphene_rect_t *r,
     Kind                   kind,
     int                    owner,
     const char            *format,
     ...) G_GNUC_PRINTF (5, 6);

static void
add (Items                 *list,
     const graphene_rect_t *r,
     Kind                   kind,
     int                    owner,
     const char            *format,
     ...)
{
  va_list args;

  if (list->n == list->size)
    {
      list->size = MAX (64, list->size * 2);
      list->items = g_renew (Item, list->items, list->size);
    }
  list->items[list->n].r = *r;
  list->items[list->n].kind = kind;
  list->items[list->n].owner = owner;
  va_start (args, format);
  g_vsnprintf (list->items[list->n].what, sizeof list->items[list->n].what, format, args);
  va_end (args);
  list->n++;
}

/* Overlap by more than a hair (touching edges do not count). */
static gboolean
meet (const graphene_rect_t *a,
      const graphene_rect_t *b)
{
  const float e = 0.01f;
  return a->origin.x + a->size.width > b->origin.x + e && b->origin.x + b->size.width > a->origin.x + e &&
         a->origin.y + a->size.height > b->origin.y + e && b->origin.y + b->size.height > a->origin.y + e;
}

static gboolean
inside (const graphene_rect_t *inner,
        const graphene_rect_t *outer)
{
  const float e = 0.01f;
  return inner->origin.x >= outer->origin.x - e && inner->origin.y >= outer->origin.y - e &&
         inner->origin.x + inner->size.width <= outer->origin.x + outer->size.width + e &&
         inner->origin.y + inner->size.height <= outer->origin.y + outer->size.height + e;
}

static char *
rect_text (const graphene_rect_t *r)
{
  return g_strdup_printf ("(%.1f, %.1f %.1fx%.1f)", r->origin.x, r->origin.y, r->size.width, r->size.height);
}

/* May these two overlap? */
static gboolean
allowed (const Item *a,
         const Item *b)
{
  /* a hand tile and the place it answers clicks */
  if ((a->kind == KIND_HIT && b->kind == KIND_TILE && b->owner == a->owner + 1000) ||
      (b->kind == KIND_HIT && a->kind == KIND_TILE && a->owner == b->owner + 1000))
    return TRUE;
  /* a seat's discards lie in its room */
  if ((a->kind == KIND_AREA && b->kind == KIND_TILE && b->owner == a->owner) ||
      (b->kind == KIND_AREA && a->kind == KIND_TILE && a->owner == b->owner))
    return TRUE;
  return FALSE;
}

static void
check_layout (const MjTableContents *c,
              const MjTableLayout   *l,
              const char            *label)
{
  Items list = { NULL, 0, 0 };
  graphene_rect_t table = GRAPHENE_RECT_INIT (0, 0, c->width, c->height);
  g_autofree char *where = g_strdup_printf ("%s, %s at %dx%d scale %d", rules->id, label, c->width, c->height, c->scale);

  g_assert_true (l->sizes.fits);

  for (guint rel = 0; rel < MJ_N_SEATS; rel++)
    {
      const MjTableSeatLayout *s = &l->seats[rel];
      const MjTableSeat *in = &c->seats[rel];

      g_assert_cmpuint (s->n_hand, ==, in->n_hand);
      g_assert_cmpuint (s->n_melds, ==, in->n_melds);
      g_assert_cmpuint (s->n_discards, ==, in->n_discards);
      g_assert_cmpuint (s->n_flowers, ==, (guint) __builtin_popcount (in->flowers));
      for (guint i = 0; i < s->n_hand; i++)
        {
          add (&list, &s->hand[i].rect, KIND_TILE, rel == 0 ? 1000 + (int) i : 100 + (int) rel, "seat %u hand tile %u", rel, i);
          if (rel == 0)
            add (&list, &l->hand_hit[i], KIND_HIT, (int) i, "the viewer's hand tile %u (where it is clicked)", i);
          g_assert_true (inside (&s->hand[i].rect, &l->regions[mj_table_region_slot (MJ_TABLE_AREA_HAND, rel)]));
        }
      for (guint m = 0; m < s->n_melds; m++)
        {
          g_assert_cmpuint (s->melds[m].n, ==, s->melds[m].n);
          for (guint i = 0; i < s->melds[m].n; i++)
            {
              add (&list, &s->melds[m].tiles[i].rect, KIND_TILE, 200 + (int) rel, "seat %u meld %u tile %u", rel, m, i);
              g_assert_true (inside (&s->melds[m].tiles[i].rect, &l->regions[mj_table_region_slot (MJ_TABLE_AREA_MELDS, rel)]));
            }
        }
      for (guint i = 0; i < s->n_flowers; i++)
        {
          add (&list, &s->flowers[i].rect, KIND_TILE, 300 + (int) rel, "seat %u flower %u", rel, i);
          g_assert_true (inside (&s->flowers[i].rect, &l->regions[mj_table_region_slot (MJ_TABLE_AREA_MELDS, rel)]));
        }
      for (guint i = 0; i < s->n_discards; i++)
        {
          add (&list, &s->discards[i].rect, KIND_TILE, (int) rel, "seat %u discard %u", rel, i);
          g_assert_true (inside (&s->discards[i].rect, &s->discard_area));
          g_assert_true (inside (&s->discards[i].rect, &l->regions[mj_table_region_slot (MJ_TABLE_AREA_DISCARDS, rel)]));
        }
      add (&list, &s->discard_area, KIND_AREA, (int) rel, "seat %u's discard rows", rel);
      add (&list, &s->plate, KIND_PLATE, -1, "seat %u's name plate", rel);

      /* the smallest sizes: the viewer's hand, every seat's discards up
       * to five rows; a plate holds a name */
      if (rel == 0 && s->n_hand)
        g_assert_cmpfloat (s->hand[0].rect.size.height, >=, mj_table_layout_min_hand_height (c->width, c->height));
      if (in->n_discards <= MJ_TABLE_DISCARD_COLS * MJ_TABLE_DISCARD_ROWS && s->n_discards)
        {
          const graphene_rect_t *d = &s->discards[0].rect;
          float h = MAX (d->size.width, d->size.height);
          if (h < mj_table_layout_min_discard_height (c->width, c->height))
            g_error ("%s: seat %u's discards are %.0f px tall, less than %d", where, rel, h,
                     mj_table_layout_min_discard_height (c->width, c->height));
        }
      g_assert_cmpfloat (s->plate.size.width, >=, 6 * l->sizes.plate_h);
      g_assert_cmpfloat (s->plate.size.height, >=, 16);
    }

  add (&list, &l->centre, KIND_CENTRE, -1, "the centre");
  {
    const graphene_rect_t *parts[] = { &l->count, &l->caption, &l->round, &l->wall, &l->flipped, &l->flipped_label };
    const char *names[] = { "the count", "the caption", "the round", "the wall", "the flipped tile", "its label" };
    for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
      {
        if (!inside (parts[i], &l->centre))
          g_error ("%s: %s lies outside the centre", where, names[i]);
        for (guint j = 0; j < i; j++)
          if (meet (parts[i], parts[j]))
            g_error ("%s: %s and %s overlap", where, names[i], names[j]);
        for (guint k = 0; k < l->n_dice; k++)
          if (meet (parts[i], &l->dice[k]))
            g_error ("%s: a die lies on %s", where, names[i]);
      }
    for (guint k = 0; k < l->n_dice; k++)
      g_assert_true (inside (&l->dice[k], &l->centre));
    for (guint i = 0; i < l->n_stacks; i++)
      if (!inside (&l->stacks[i], &l->wall))
        g_error ("%s: wall stack %u lies outside the wall's box", where, i);
    /* the captions hold a line of text, the count a larger one */
    g_assert_cmpfloat (l->caption.size.height, >=, 11);
    g_assert_cmpfloat (l->round.size.height, >=, 11);
    g_assert_cmpfloat (l->count.size.height, >=, 20);
  }

  /* nothing that must stay apart meets, and everything is on the table */
  for (guint i = 0; i < list.n; i++)
    {
      if (!inside (&list.items[i].r, &table))
        {
          g_autofree char *r = rect_text (&list.items[i].r);
          g_error ("%s: %s %s lies outside the table", where, list.items[i].what, r);
        }
      for (guint j = 0; j < i; j++)
        if (meet (&list.items[i].r, &list.items[j].r) && !allowed (&list.items[i], &list.items[j]))
          {
            g_autofree char *a = rect_text (&list.items[i].r);
            g_autofree char *b = rect_text (&list.items[j].r);
            g_error ("%s: %s %s and %s %s overlap", where, list.items[i].what, a, list.items[j].what, b);
          }
    }

  /* a region's focus ring goes round it and through nothing else */
  for (guint i = 0; i < MJ_TABLE_N_REGIONS; i++)
    {
      g_assert_true (inside (&l->focus[i], &table));
      g_assert_true (inside (&l->regions[i], &l->focus[i]));
      for (guint j = 0; j < list.n; j++)
        if (meet (&l->focus[i], &list.items[j].r) && !inside (&list.items[j].r, &l->regions[i]) &&
            !(list.items[j].kind == KIND_AREA && i == mj_table_region_slot (MJ_TABLE_AREA_DISCARDS, list.items[j].owner)) &&
            !(list.items[j].kind == KIND_HIT && i == mj_table_region_slot (MJ_TABLE_AREA_HAND, 0)))
          {
            g_autofree char *a = rect_text (&l->focus[i]);
            g_autofree char *b = rect_text (&list.items[j].r);
            g_error ("%s: the focus ring of region %u %s runs through %s %s", where, i, a, list.items[j].what, b);
          }
    }
  g_free (list.items);
  n_checked++;
}

/* ---- the worst case --------------------------------------------------------------------- */

static void
facts_of (const MjRules *r,
          MjTableFacts  *facts)
{
  MjOptions options;
  MjFeatures features;

  mj_options_init_defaults (r, &options);
  features = r->features (r, &options);
  facts->hand_size = r->hand_size;
  facts->flowers = (features & MJ_FEATURE_FLOWERS) != 0;
  facts->standing = (features & MJ_FEATURE_STANDING_TILES) != 0;
  facts->wall_size = mj_tileset_size (r->tileset);
  facts->n_dice = r->n_dice ? r->n_dice : 2;
}

static void
test_worst_case (void)
{
  MjTableFacts facts;
  static const MjMeldType kongs[] = { MJ_MELD_KONG_EXPOSED, MJ_MELD_KONG_ADDED, MJ_MELD_KONG_CONCEALED };

  facts_of (rules, &facts);
  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    for (int scale = 1; scale <= 2; scale++)
      {
        MjTableSizes sizes;
        mj_table_layout_sizes (&facts, tables[i].width, tables[i].height, scale, 1.0, &sizes);
        if (!sizes.fits)
          g_error ("%s: the worst case does not fit the %dx%d table", rules->id, tables[i].width, tables[i].height);
        g_test_message ("%s, %dx%d window, %dx%d table, scale %d: hand %dx%.0f, discards %dx%.0f, others %d, "
                        "melds %d, margin %.0f, gap %.0f", rules->id, tables[i].window_w, tables[i].window_h,
                        tables[i].width, tables[i].height, scale, sizes.hand_w,
                        (double) mj_tile_metrics_height_for_width (sizes.hand_w), sizes.discard_w,
                        (double) mj_tile_metrics_height_for_width (sizes.discard_w), sizes.other_w, sizes.meld_w,
                        sizes.margin, sizes.gap);
        for (guint k = 0; k <= rules->hand_size / 3; k++)
          for (guint kind = 0; kind < G_N_ELEMENTS (kongs); kind++)
            for (guint discards = 0; discards <= 25; discards += 25)
              {
                MjTableContents c;
                g_autofree MjTableLayout *l = g_new0 (MjTableLayout, 1);
                g_autofree char *label = g_strdup_printf ("%u melds (kongs %s), %u discards each", k,
                                                          kind == 0 ? "exposed" : kind == 1 ? "added" : "concealed",
                                                          discards);

                mj_table_contents_worst_case (&c, &facts, tables[i].width, tables[i].height, k, kongs[kind], discards);
                c.scale = scale;
                mj_table_layout_compute (&c, &sizes, l);
                check_layout (&c, l, label);
              }
      }
}

/* What the layout costs (a message, not a limit): the sizes once per
 * table size, a layout on every allocation. */
static void
test_cost (void)
{
  MjTableFacts facts;
  MjTableSizes sizes;
  MjTableContents c;
  g_autofree MjTableLayout *l = g_new0 (MjTableLayout, 1);
  gint64 start;
  guint n = 200;

  facts_of (rules, &facts);
  start = g_get_monotonic_time ();
  for (guint i = 0; i < n; i++)
    mj_table_layout_sizes (&facts, 1004 + (int) i % 2, 512, 1, 1.0, &sizes);
  g_test_message ("%s: sizes in %.1f us", rules->id, (double) (g_get_monotonic_time () - start) / n);
  mj_table_contents_worst_case (&c, &facts, 1004, 512, 4, MJ_MELD_KONG_EXPOSED, 25);
  start = g_get_monotonic_time ();
  for (guint i = 0; i < n; i++)
    mj_table_layout_compute (&c, &sizes, l);
  g_test_message ("%s: a layout of the worst case in %.1f us", rules->id, (double) (g_get_monotonic_time () - start) / n);
  g_assert_true (l->sizes.fits);
}

/* The viewer's larger tiles ("large" in the preferences) still fit. */
static void
test_large_tiles (void)
{
  MjTableFacts facts;

  facts_of (rules, &facts);
  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    {
      MjTableSizes plain, large;
      MjTableContents c;
      g_autofree MjTableLayout *l = g_new0 (MjTableLayout, 1);

      mj_table_layout_sizes (&facts, tables[i].width, tables[i].height, 1, 1.0, &plain);
      mj_table_layout_sizes (&facts, tables[i].width, tables[i].height, 1, 1.25, &large);
      g_assert_cmpint (large.hand_w, >=, plain.hand_w);
      mj_table_contents_worst_case (&c, &facts, tables[i].width, tables[i].height, 4, MJ_MELD_KONG_EXPOSED, 25);
      c.tile_scale = 1.25;
      mj_table_layout_compute (&c, &large, l);
      check_layout (&c, l, "large tiles, four kongs each");
    }
}

/* ---- seeded self-play ----------------------------------------------------------------------- */

static void
test_self_play (void)
{
  g_autofree MjState *s = g_new0 (MjState, 1);
  g_autofree MjView *view = g_new0 (MjView, 1);
  g_autofree MjTableLayout *l = g_new0 (MjTableLayout, 1);
  MjTableSizes sizes[G_N_ELEMENTS (tables)];
  MjTableFacts facts;
  MjBot bots[MJ_N_SEATS];
  guint hands = 40;
  guint step = 0, before = n_checked;

  facts_of (rules, &facts);
  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    mj_table_layout_sizes (&facts, tables[i].width, tables[i].height, 1, 1.0, &sizes[i]);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    mj_bot_init (&bots[i], MJ_BOT_BASELINE, mj_bot_match_seed (19, i, 0));
  mj_state_init (s, rules, NULL, 19, MJ_MATCH_HANDS, hands);
  mj_state_start_hand (s);
  while (s->phase != MJ_PHASE_MATCH_OVER)
    {
      guint8 pending = mj_state_pending (s);
      g_autoptr (GError) error = NULL;

      /* every third moment, the table from one seat (in turn) at one
       * size (in turn) */
      if (++step % 3 == 0)
        {
          guint i = (step / 3) % G_N_ELEMENTS (tables);
          MjTableContents c;
          g_autofree char *label = g_strdup_printf ("hand %u, step %u, seen from %c", s->hand_number, step,
                                                    mj_seat_letter ((step / 3) % MJ_N_SEATS));

          mj_view_build (s, (step / 3) % MJ_N_SEATS, view);
          mj_table_contents_from_view (&c, view, tables[i].width, tables[i].height, 1, 1.0);
          g_assert_cmpuint (c.facts.hand_size, ==, facts.hand_size);
          g_assert_cmpuint (c.facts.flowers, ==, facts.flowers);
          mj_table_layout_compute (&c, &sizes[i], l);
          check_layout (&c, l, label);
        }
      if (s->phase == MJ_PHASE_HAND_OVER)
        {
          MjAction next = { MJ_ACTION_NEXT_HAND, 0, MJ_TILE_NONE, 0, { 0 } };
          g_assert_true (mj_state_apply (s, &next, &error));
          continue;
        }
      for (guint seat = 0; seat < MJ_N_SEATS; seat++)
        if (pending & (1u << seat))
          {
            MjAction legal[MJ_MAX_LEGAL];
            guint n = mj_state_legal_actions (s, seat, legal, G_N_ELEMENTS (legal));
            MjAction a;

            mj_view_build (s, seat, view);
            a = mj_bot_decide (&bots[seat], view, legal, n);
            g_assert_true (mj_state_apply (s, &a, &error));
            break;
          }
    }
  g_test_message ("%s: %u positions of %u hands laid out and checked", rules->id, n_checked - before, hands);
  g_assert_cmpuint (n_checked - before, >, 100);
}

/* ---- beyond the rows kept, and the smallest table ------------------------------------------- */

static void
test_many_discards (void)
{
  MjTableFacts facts;

  facts_of (rules, &facts);
  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    {
      MjTableContents c;
      g_autofree MjTableLayout *l = g_new0 (MjTableLayout, 1);

      mj_table_contents_worst_case (&c, &facts, tables[i].width, tables[i].height, 1, MJ_MELD_KONG_EXPOSED,
                                    MJ_MAX_DISCARDS);
      mj_table_layout_compute (&c, NULL, l);
      check_layout (&c, l, "40 discards each");
      for (guint rel = 0; rel < MJ_N_SEATS; rel++)
        g_assert_cmpint (l->seats[rel].discard_w, <, l->sizes.discard_w);
    }
}

/* The window's smallest table (640x400): whatever fits, inside it. */
static void
test_small (void)
{
  MjTableFacts facts;
  MjTableContents c;
  g_autofree MjTableLayout *l = g_new0 (MjTableLayout, 1);

  facts_of (rules, &facts);
  mj_table_contents_worst_case (&c, &facts, 640, 400, 0, MJ_MELD_KONG_EXPOSED, 12);
  mj_table_layout_compute (&c, NULL, l);
  for (guint rel = 0; rel < MJ_N_SEATS; rel++)
    for (guint i = 0; i < l->seats[rel].n_hand; i++)
      g_assert_true (l->seats[rel].hand[i].rect.origin.x >= 0 &&
                     l->seats[rel].hand[i].rect.origin.x + l->seats[rel].hand[i].rect.size.width <= 640);
  for (guint i = 0; i < MJ_TABLE_N_REGIONS; i++)
    g_assert_true (l->focus[i].size.width > 0 && l->focus[i].size.height > 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  if (argc < 2 || (rules = mj_rules_lookup (argv[1])) == NULL)
    {
      g_printerr ("usage: %s RULES\n", argv[0]);
      return 2;
    }
  {
    g_autofree char *worst = g_strdup_printf ("/table-layout/%s/worst-case", rules->id);
    g_autofree char *large = g_strdup_printf ("/table-layout/%s/large-tiles", rules->id);
    g_autofree char *play = g_strdup_printf ("/table-layout/%s/self-play", rules->id);
    g_autofree char *many = g_strdup_printf ("/table-layout/%s/many-discards", rules->id);
    g_autofree char *small = g_strdup_printf ("/table-layout/%s/small", rules->id);
    g_autofree char *cost = g_strdup_printf ("/table-layout/%s/cost", rules->id);
    g_test_add_func (worst, test_worst_case);
    g_test_add_func (large, test_large_tiles);
    g_test_add_func (play, test_self_play);
    g_test_add_func (many, test_many_discards);
    g_test_add_func (small, test_small);
    g_test_add_func (cost, test_cost);
    return g_test_run ();
  }
}
