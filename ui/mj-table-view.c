/* mj-table-view.c: the table, drawn with gtk_snapshot from cached tile
 * textures.  Where everything goes is the layout model's
 * (mj-table-layout.h), computed in size_allocate; snapshot, hit tests and
 * the regions all read it, and snapshot only places textures, text and a
 * few rectangles.  Each part of the table (a hand,
 * melds and flowers, discards, the wall) is also an invisible focusable
 * child, MjTableRegion, allocated over what the table draws there: the
 * keyboard moves between them and a screen reader reads their tiles. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "mj-table-view.h"
#include "mj-table-layout.h"
#include "mj-table-region.h"
#include "mj-tile-names.h"

#define MAX_HAND 24

/* The regions, in focus order (mj-table-layout.h). */
#define N_REGIONS MJ_TABLE_N_REGIONS

typedef struct {
  MjTile           tile;
  graphene_rect_t  rect;     /* where it is drawn, unlifted (the layout's) */
  gboolean         drawn;    /* the tile just drawn, set apart */
  gboolean         standing; /* Lisi: a standing tile */
} HandTile;

struct _MjTableView {
  GtkWidget     parent_instance;

  MjGame       *game;
  MjTileCache  *cache;
  MjView       *view;
  guint         viewer;
  gboolean      reveal_all;
  guint         revealed;       /* seats whose hands are shown face up (learning) */
  gboolean      covered;
  gboolean      interactive;
  gboolean      select_drawn;   /* the turn began: select the drawn tile once the hand is read */
  guint         n_refreshes;    /* for tests: the game read again */
  guint         choosing;       /* tiles to choose (Sichuan's exchange), 0: none */
  guint8        chosen[MJ_N_KINDS];   /* the chosen copies of each kind, or the tiles shown as new */
  guint64       blocked;
  MjTile        marked;
  char         *names[MJ_N_SEATS];

  /* preferences */
  gboolean      auto_sort;      /* off: the player's own order, kept between draws */
  gboolean      confirm;        /* a click chooses, a second click discards */
  double        tile_scale;     /* the viewer's hand, relative to the table */
  MjFelt        felt;

  /* the player's own order of their concealed tiles (auto-sort off) */
  MjTile        order[MAX_HAND];
  guint         n_order;
  guint         order_hand;     /* the hand number the order belongs to */

  /* dragging a tile to a new place in the hand */
  int           drag_index;     /* -1: none */
  double        drag_dx;

  /* layout: the sizes, kept while the table's size, scale, the
   * preference and the rule set stay the same */
  MjTableLayout *layout;
  MjTableSizes  sizes;
  int           sizes_width, sizes_height, sizes_scale;
  double        sizes_tile_scale;
  MjTableFacts  sizes_facts;
  guint         last_seat;      /* whose discard is the table's latest, or MJ_N_SEATS */
  gboolean      still;          /* a view of no game is shown (mj_table_view_set_view) */
  guint         n_cut;          /* texts the last frame had to cut short */

  HandTile      hand[MAX_HAND];
  guint         n_hand;
  int           selected;
  int           hover;

  /* animations: a discard flying to its place, the drawn tile arriving */
  gboolean      animate;
  AdwAnimation *anim;
  double        progress;       /* 0 → 1 */
  guint         anim_seat;      /* whose discard, or MJ_N_SEATS */
  double        anim_from_x, anim_from_y;
  gboolean      anim_draw;      /* the viewer's drawn tile drops in */
  guint8        prev_discards[MJ_N_SEATS];
  MjTile        prev_drawn;
  guint         prev_hand;
  HandTile      prev_tiles[MAX_HAND];
  guint         prev_n;

  GtkWidget    *regions[N_REGIONS];
  char         *news;           /* the latest announcement */

  /* what the last frame drew: [area][relative seat][face up] */
  guint         drawn[MJ_N_TABLE_AREAS][MJ_N_SEATS][2];
  MjTile        face_up_hand[MJ_N_SEATS][MAX_HAND];
  guint         n_face_up_hand[MJ_N_SEATS];
};

G_DEFINE_FINAL_TYPE (MjTableView, mj_table_view, GTK_TYPE_WIDGET)

G_DEFINE_ENUM_TYPE (MjFelt, mj_felt,
  G_DEFINE_ENUM_VALUE (MJ_FELT_TEAL, "teal"),
  G_DEFINE_ENUM_VALUE (MJ_FELT_GREEN, "green"),
  G_DEFINE_ENUM_VALUE (MJ_FELT_BLUE, "blue"),
  G_DEFINE_ENUM_VALUE (MJ_FELT_RED, "red"),
  G_DEFINE_ENUM_VALUE (MJ_FELT_WOOD, "wood"))

/* What the preferences set (bound to GSettings by the window). */
enum {
  PROP_0,
  PROP_AUTO_SORT,
  PROP_CONFIRM_DISCARD,
  PROP_TILE_SCALE,
  PROP_FELT,
  PROP_ANIMATE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  TILE_ACTIVATED,
  CHOSEN_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static inline int
tile_h (int w)
{
  return mj_tile_cache_height_for_width (w);
}

static guint
relative (MjTableView *self,
          guint        seat)
{
  return (seat + MJ_N_SEATS - self->viewer) % MJ_N_SEATS;
}

static guint
region_index (MjTableArea area,
              guint       rel)
{
  return mj_table_region_slot (area, rel);
}

static MjTableRegion *
region (MjTableView *self,
        MjTableArea  area,
        guint        rel)
{
  return MJ_TABLE_REGION (self->regions[region_index (area, rel)]);
}

/* ---- game ---------------------------------------------------------------- */

/* The player's own order: the tiles kept where they were put, new ones
 * (the drawn tile once another is discarded, a new deal) at the end. */
static void
apply_order (MjTableView *self,
             HandTile    *tiles,
             guint        n)
{
  guint8 left[MJ_N_KINDS] = { 0 };
  MjTile out[MAX_HAND];
  guint k = 0;

  if (self->order_hand != self->view->hand_number)
    self->n_order = 0;
  self->order_hand = self->view->hand_number;
  for (guint i = 0; i < n; i++)
    left[tiles[i].tile]++;
  for (guint i = 0; i < self->n_order; i++)
    if (left[self->order[i]] > 0)
      {
        left[self->order[i]]--;
        out[k++] = self->order[i];
      }
  for (guint i = 0; i < n; i++)   /* tiles is sorted: newcomers in order */
    if (left[tiles[i].tile] > 0)
      {
        left[tiles[i].tile]--;
        out[k++] = tiles[i].tile;
      }
  for (guint i = 0; i < n; i++)
    tiles[i].tile = out[i];
  memcpy (self->order, out, n * sizeof *out);
  self->n_order = n;
}

static void
rebuild_hand (MjTableView *self)
{
  const MjView *v = self->view;
  MjHand h = v->hand;
  MjTile drawn = v->players[self->viewer].has_drawn ? v->drawn : MJ_TILE_NONE;
  guint8 standing[MJ_N_KINDS];
  guint n = 0, first_free;

  memcpy (standing, v->standing, sizeof standing);
  if (drawn != MJ_TILE_NONE && h.counts[drawn])
    mj_hand_remove (&h, drawn);
  /* Lisi's standing tiles first, apart; then the others, sorted */
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    for (guint c = 0; c < standing[t] && c < h.counts[t] && n < MAX_HAND; c++)
      self->hand[n++] = (HandTile) { t, GRAPHENE_RECT_INIT (0, 0, 0, 0), FALSE, TRUE };
  first_free = n;
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    for (guint c = MIN (standing[t], h.counts[t]); c < h.counts[t] && n < MAX_HAND; c++)
      self->hand[n++] = (HandTile) { t, GRAPHENE_RECT_INIT (0, 0, 0, 0), FALSE, FALSE };
  /* (under the cover there is no hand to order: the player's own order
   * waits for the hand to come back) */
  if (!self->auto_sort && !self->covered)
    apply_order (self, self->hand + first_free, n - first_free);
  if (drawn != MJ_TILE_NONE && n < MAX_HAND)
    self->hand[n++] = (HandTile) { drawn, GRAPHENE_RECT_INIT (0, 0, 0, 0), TRUE, FALSE };
  self->n_hand = n;
  if (self->selected >= (int) n)
    self->selected = (int) n - 1;
}

static void start_animation (MjTableView *self);
static void follow_view (MjTableView *self, guint hand);
static void relayout_now (MjTableView *self);

static void
select_drawn_tile (MjTableView *self)
{
  if (self->n_hand == 0)
    return;
  self->selected = (int) self->n_hand - 1;
  for (guint i = 0; i < self->n_hand; i++)
    if (self->hand[i].drawn)
      self->selected = (int) i;
}

/* Whether the hand's tile i is one of the chosen copies of its kind (the
 * first ones of that kind in the hand). */
static gboolean
is_chosen (MjTableView *self,
           guint        i)
{
  MjTile t = self->hand[i].tile;
  guint before = 0;

  if (t >= MJ_N_KINDS || self->chosen[t] == 0)
    return FALSE;
  for (guint k = 0; k < i; k++)
    before += self->hand[k].tile == t;
  return before < self->chosen[t];
}

static guint
n_chosen (MjTableView *self)
{
  guint n = 0;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    n += self->chosen[t];
  return n;
}

/* Choosing: the tile i in or out of the choice, up to the limit. */
static void
toggle_chosen (MjTableView *self,
               guint        i)
{
  MjTile t = self->hand[i].tile;

  if (is_chosen (self, i))
    self->chosen[t]--;
  else if (n_chosen (self) < self->choosing)
    self->chosen[t]++;
  else
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  g_signal_emit (self, signals[CHOSEN_CHANGED], 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- words, for screen readers --------------------------------------------- */

/* A player's name, or their seat wind when they have none. */
static char *
player_name (MjTableView *self,
             guint        seat)
{
  if (self->names[seat] && self->names[seat][0])
    return g_strdup (self->names[seat]);
  return mj_tile_name (MJ_FIRST_HONOR + self->view->players[seat].seat_wind % 4);
}

/* Between the items of what a screen reader is told ("5 of dots, East
 * wind"): the same translatable separator as the tile strip's. */
static const char *
list_separator (void)
{
  return C_("tile names", ", ");
}

/* What a seat's plate shows: "Li Wei, South wind, +12 points, dealer,
 * void dots, ready". */
static char *
plate_words (MjTableView *self,
             guint        seat)
{
  const MjView *v = self->view;
  const MjViewPlayer *pl = &v->players[seat];
  g_autofree char *name = player_name (self, seat);
  g_autofree char *wind = mj_tile_name (MJ_FIRST_HONOR + pl->seat_wind % 4);
  GString *s = g_string_new (NULL);

  /* Translators: a seat on the table, e.g. "Li Wei, South wind, +12 points" */
  g_string_printf (s, _("%s, %s, %+d points"), name, wind, pl->score);
  if (seat == v->dealer)
    g_string_append_printf (s, "%s%s", list_separator (), _("dealer"));
  if (pl->missing_suit >= 0)
    {
      /* Translators: the suit a Sichuan player has chosen to be void of, e.g. "void of dots" */
      g_string_append (s, list_separator ());
      g_string_append_printf (s, _("void of %s"), mj_suit_name (pl->missing_suit));
    }
  if (pl->ready)
    g_string_append_printf (s, "%s%s", list_separator (), _("ready"));
  if (pl->finished)
    {
      /* Translators: a Sichuan player who has already won, and in which place, e.g. "won, number 1" */
      g_string_append (s, list_separator ());
      g_string_append_printf (s, _("won, number %u"), pl->finished);
    }
  return g_string_free (s, FALSE);
}

/* "a, b, c" */
static void
append_item (GString    *s,
             const char *item)
{
  if (s->len)
    g_string_append (s, list_separator ());
  g_string_append (s, item);
}

static char *
hand_words (MjTableView *self)
{
  const MjView *v = self->view;
  g_autofree char *plate = plate_words (self, self->viewer);
  g_autoptr (GString) tiles = g_string_new (NULL);

  if (self->covered)
    return g_strdup_printf ("%s %s", _("Your tiles are hidden until you take your seat."), plate);
  if (self->n_hand == 0)
    return g_strdup_printf ("%s %s", _("Your hand has no tiles yet."), plate);
  for (guint i = 0; i < self->n_hand; i++)
    {
      g_autofree char *name = mj_tile_name (self->hand[i].tile);
      g_autofree char *item = NULL;

      if (self->hand[i].drawn)
        /* Translators: a tile of the hand, e.g. "5 of dots (just drawn)" */
        item = g_strdup_printf (_("%s (just drawn)"), name);
      else if (self->hand[i].standing)
        /* Translators: Lisi's standing tile in the hand, e.g. "5 of dots (standing)" */
        item = g_strdup_printf (_("%s (standing)"), name);
      append_item (tiles, item ? item : name);
    }
  if (self->marked != MJ_TILE_NONE && v->rules)
    {
      g_autofree char *name = mj_tile_name (self->marked);
      /* Translators: the end of the hand's description when hints are on */
      g_autofree char *hint = g_strdup_printf (_("The hint says discard %s."), name);
      /* Translators: the viewer's hand: how many tiles, the tiles, their seat */
      return g_strdup_printf (ngettext ("Your hand, %u tile: %s. %s. %s", "Your hand, %u tiles: %s. %s. %s",
                                        self->n_hand),
                              self->n_hand, tiles->str, hint, plate);
    }
  return g_strdup_printf (ngettext ("Your hand, %u tile: %s. %s", "Your hand, %u tiles: %s. %s", self->n_hand),
                          self->n_hand, tiles->str, plate);
}

/* Another seat's concealed tiles: how many, and which when shown. */
static guint other_faces (MjTableView *self, guint seat, MjTile *faces, gboolean *show);

static char *
other_hand_words (MjTableView *self,
                  guint        seat)
{
  MjTile faces[MAX_HAND];
  gboolean show;
  guint n = other_faces (self, seat, faces, &show);
  g_autofree char *plate = plate_words (self, seat);
  g_autoptr (GString) tiles = g_string_new (NULL);

  if (!show)
    /* Translators: another player's seat and hand, e.g. "Li Wei, South wind, +0 points: 13 tiles in hand" */
    return g_strdup_printf (ngettext ("%s: %u tile in hand", "%s: %u tiles in hand", n), plate, n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = mj_tile_name (faces[i]);
      append_item (tiles, name);
    }
  /* Translators: another player's hand shown face up, e.g. "Li Wei, …: 13 tiles in hand, face up: 1 of dots, …" */
  return g_strdup_printf (ngettext ("%s: %u tile in hand, face up: %s", "%s: %u tiles in hand, face up: %s", n),
                          plate, n, tiles->str);
}

/* Melds and flowers; NULL when the seat has neither. */
static char *
meld_words (MjTableView *self,
            guint        seat)
{
  const MjViewPlayer *pl = &self->view->players[seat];
  gboolean mine = seat == self->viewer;
  g_autofree char *name = player_name (self, seat);
  g_autoptr (GString) melds = g_string_new (NULL);
  g_autoptr (GString) flowers = g_string_new (NULL);

  for (guint m = 0; m < pl->n_melds; m++)
    {
      const MjMeld *meld = &pl->melds[m];
      g_autofree char *from = meld->from < MJ_N_SEATS && meld->from != seat ? player_name (self, meld->from) : NULL;
      g_autofree char *text = mj_meld_name (meld, from);
      if (melds->len)
        /* Translators: between two melds in what a screen reader says */
        g_string_append (melds, C_("list of melds", "; "));
      g_string_append (melds, text);
    }
  for (guint f = 0; f < 8; f++)
    if (pl->flowers & (1u << f))
      {
        g_autofree char *flower = mj_tile_name (MJ_FIRST_FLOWER + f);
        append_item (flowers, flower);
      }
  if (melds->len && flowers->len)
    {
      /* Translators: melds, then flowers, e.g. "pung of East wind; flowers: Plum" */
      g_autofree char *both = g_strdup_printf (_("%s; flowers: %s"), melds->str, flowers->str);
      /* Translators: e.g. "Your melds: pung of East wind, claimed from Li Wei" */
      return mine ? g_strdup_printf (_("Your melds: %s"), both)
                  /* Translators: e.g. "Li Wei's melds: pung of East wind, claimed from Wang Fang" */
                  : g_strdup_printf (_("%s's melds: %s"), name, both);
    }
  if (melds->len)
    return mine ? g_strdup_printf (_("Your melds: %s"), melds->str)
                : g_strdup_printf (_("%s's melds: %s"), name, melds->str);
  if (flowers->len)
    /* Translators: e.g. "Your flowers: Plum, Orchid" */
    return mine ? g_strdup_printf (_("Your flowers: %s"), flowers->str)
                /* Translators: e.g. "Li Wei's flowers: Plum, Orchid" */
                : g_strdup_printf (_("%s's flowers: %s"), name, flowers->str);
  return NULL;
}

/* Discards; NULL when the seat has none. */
static char *
discard_words (MjTableView *self,
               guint        seat)
{
  const MjView *v = self->view;
  const MjViewPlayer *pl = &v->players[seat];
  g_autofree char *name = player_name (self, seat);
  g_autoptr (GString) tiles = g_string_new (NULL);
  gboolean on_offer = v->phase == MJ_PHASE_CLAIM && v->claim_from == seat;

  if (pl->n_discards == 0)
    return NULL;
  for (guint d = 0; d < pl->n_discards; d++)
    {
      const MjDiscard *dc = &pl->discards[d];
      g_autofree char *tile = dc->tile != MJ_TILE_NONE ? mj_tile_name (dc->tile) : g_strdup (_("a tile face down"));
      g_autofree char *item = NULL;

      if (dc->flags & MJ_DISCARD_WON)
        /* Translators: a discard someone won on, e.g. "5 of dots (won on)" */
        item = g_strdup_printf (_("%s (won on)"), tile);
      else if (dc->flags & MJ_DISCARD_CLAIMED)
        /* Translators: a discard another player took, e.g. "5 of dots (claimed)" */
        item = g_strdup_printf (_("%s (claimed)"), tile);
      else if (on_offer && d + 1 == pl->n_discards)
        /* Translators: the discard the players may claim now, e.g. "5 of dots (on offer)" */
        item = g_strdup_printf (_("%s (on offer)"), tile);
      append_item (tiles, item ? item : tile);
    }
  /* Translators: e.g. "Your discards: 5 of dots, East wind" */
  return seat == self->viewer ? g_strdup_printf (_("Your discards: %s"), tiles->str)
                              /* Translators: e.g. "Li Wei's discards: 5 of dots, East wind" */
                              : g_strdup_printf (_("%s's discards: %s"), name, tiles->str);
}

static char *
wall_words (MjTableView *self)
{
  const MjView *v = self->view;
  g_autofree char *wind = mj_tile_name (MJ_FIRST_HONOR + v->round_wind % 4);
  GString *s = g_string_new (NULL);

  if (v->reserve > 0)
    /* Translators: the wall with a reserve no one draws, e.g. "12 tiles left to draw, 16 kept back." */
    g_string_append_printf (s, ngettext ("%u tile left to draw, %u kept back.", "%u tiles left to draw, %u kept back.",
                                         v->wall_remaining > v->reserve ? v->wall_remaining - v->reserve : 0),
                            v->wall_remaining > v->reserve ? v->wall_remaining - v->reserve : 0,
                            MIN (v->reserve, v->wall_remaining));
  else
    g_string_append_printf (s, ngettext ("%u tile left in the wall.", "%u tiles left in the wall.", v->wall_remaining),
                            v->wall_remaining);
  g_string_append_c (s, ' ');
  /* Translators: the round and the hand, e.g. "East wind round, hand 3." */
  g_string_append_printf (s, _("%s round, hand %u."), wind, v->hand_number);
  if (v->n_dice)
    {
      g_autoptr (GString) dice = g_string_new (NULL);
      for (guint i = 0; i < v->n_dice; i++)
        g_string_append_printf (dice, "%s%u", i ? list_separator () : "", v->dice[i]);
      g_string_append_c (s, ' ');
      /* Translators: the dice thrown at the start of the hand, e.g. "Dice: 3, 5." */
      g_string_append_printf (s, _("Dice: %s."), dice->str);
    }
  if (v->flipped != MJ_TILE_NONE)
    {
      g_autofree char *tile = mj_tile_name (v->flipped);
      g_string_append_c (s, ' ');
      /* Translators: Guizhou's tile turned over at the end of a hand */
      g_string_append_printf (s, _("Flipped tile: %s."), tile);
    }
  return g_string_free (s, FALSE);
}

/* What a screen reader says about each part of the table: the labels of
 * the regions.  A part with nothing in it (no melds, no discards yet) is
 * skipped by the keyboard. */
static void
describe (MjTableView *self)
{
  const MjView *v = self->view;

  if (v->rules == NULL)
    {
      for (guint i = 0; i < N_REGIONS; i++)
        {
          mj_table_region_set_label (MJ_TABLE_REGION (self->regions[i]), _("No game"));
          gtk_widget_set_focusable (self->regions[i], i == 0);
        }
      return;
    }
  for (guint rel = 0; rel < MJ_N_SEATS; rel++)
    {
      guint seat = (self->viewer + rel) % MJ_N_SEATS;
      g_autofree char *hand = rel == 0 ? hand_words (self) : other_hand_words (self, seat);
      g_autofree char *melds = meld_words (self, seat);
      g_autofree char *discards = discard_words (self, seat);
      g_autofree char *name = player_name (self, seat);

      mj_table_region_set_label (region (self, MJ_TABLE_AREA_HAND, rel), hand);
      gtk_widget_set_focusable (GTK_WIDGET (region (self, MJ_TABLE_AREA_HAND, rel)), TRUE);
      if (melds == NULL)
        melds = rel == 0 ? g_strdup (_("You have no melds")) : g_strdup_printf (_("%s has no melds"), name);
      mj_table_region_set_label (region (self, MJ_TABLE_AREA_MELDS, rel), melds);
      gtk_widget_set_focusable (GTK_WIDGET (region (self, MJ_TABLE_AREA_MELDS, rel)),
                                v->players[seat].n_melds > 0 || v->players[seat].flowers != 0);
      if (discards == NULL)
        discards = rel == 0 ? g_strdup (_("You have not discarded yet"))
                            : g_strdup_printf (_("%s has not discarded yet"), name);
      mj_table_region_set_label (region (self, MJ_TABLE_AREA_DISCARDS, rel), discards);
      gtk_widget_set_focusable (GTK_WIDGET (region (self, MJ_TABLE_AREA_DISCARDS, rel)),
                                v->players[seat].n_discards > 0);
    }
  {
    g_autofree char *wall = wall_words (self);
    mj_table_region_set_label (region (self, MJ_TABLE_AREA_WALL, 0), wall);
    gtk_widget_set_focusable (GTK_WIDGET (region (self, MJ_TABLE_AREA_WALL, 0)), TRUE);
  }
}

/* The region that has the keyboard focus, or NULL.  From the window's
 * focus widget: the chain of focus children is kept only while the window
 * is active. */
static MjTableRegion *
focused_region (MjTableView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;

  return focus && MJ_IS_TABLE_REGION (focus) && gtk_widget_get_parent (focus) == GTK_WIDGET (self)
         ? MJ_TABLE_REGION (focus) : NULL;
}

/* The chosen tile, for a screen reader: the news of the hand. */
static void
announce_selection (MjTableView *self)
{
  g_autofree char *name = NULL;
  GString *s;

  if (self->selected < 0 || self->selected >= (int) self->n_hand || self->covered)
    return;
  name = mj_tile_name (self->hand[self->selected].tile);
  s = g_string_new (NULL);
  /* Translators: the tile chosen in the hand, e.g. "5 of dots, tile 3 of 14" */
  g_string_printf (s, _("%s, tile %d of %u"), name, self->selected + 1, self->n_hand);
  if (self->interactive && ((self->blocked >> self->hand[self->selected].tile) & 1))
    g_string_append_printf (s, ", %s", _("not to be discarded now"));
  if (self->hand[self->selected].tile == self->marked)
    g_string_append_printf (s, ", %s", _("the hint's choice"));
  mj_table_region_set_news (region (self, MJ_TABLE_AREA_HAND, 0), s->str);
  g_string_free (s, TRUE);
}

void
mj_table_view_announce (MjTableView *self,
                        const char  *text)
{
  MjTableRegion *focus;

  g_return_if_fail (MJ_IS_TABLE_VIEW (self));

  g_free (self->news);
  self->news = g_strdup (text);
  focus = focused_region (self);
  if (focus)
    mj_table_region_set_news (focus, text);
}

const char *
mj_table_view_get_news (MjTableView *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), NULL);
  return self->news;
}

void
mj_table_view_refresh (MjTableView *self)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));

  if (self->game)
    {
      guint hand = self->view->hand_number;

      /* remember where things were, to animate what moved */
      memcpy (self->prev_tiles, self->hand, sizeof self->hand);
      self->prev_n = self->n_hand;
      /* under the hot-seat cover the table holds nothing of anyone's own
       * (the last person's hand, void suit, face-down tiles, claims): what
       * it draws and what a screen reader reads come from this alone */
      if (self->covered)
        mj_view_build_public (mj_game_get_state (self->game), self->viewer, self->view);
      else
        mj_game_get_view (self->game, self->viewer, self->view);
      follow_view (self, hand);
    }
  relayout_now (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The view just taken in, after one of `hand`: what moved is animated,
 * the chosen tile kept. */
static void
follow_view (MjTableView *self,
             guint        hand)
{
  const MjView *v = self->view;

  rebuild_hand (self);
  self->n_refreshes++;
  if (self->select_drawn && self->interactive)
    {
      select_drawn_tile (self);
      self->select_drawn = FALSE;
    }

  self->anim_seat = MJ_N_SEATS;
  self->anim_draw = FALSE;
  if (hand != v->hand_number || !v->rules)
    self->last_seat = MJ_N_SEATS;
  if (hand == v->hand_number && v->rules)
    {
      for (guint i = 0; i < MJ_N_SEATS; i++)
        if (v->players[i].n_discards > self->prev_discards[i])
          self->last_seat = i;
      for (guint i = 0; i < MJ_N_SEATS; i++)
        if (v->players[i].n_discards == self->prev_discards[i] + 1)
          self->anim_seat = i;
      if (v->players[self->viewer].has_drawn && v->drawn != MJ_TILE_NONE &&
          (self->prev_drawn == MJ_TILE_NONE || self->anim_seat == self->viewer))
        self->anim_draw = TRUE;
    }
  for (guint i = 0; i < MJ_N_SEATS; i++)
    self->prev_discards[i] = v->players[i].n_discards;
  self->prev_drawn = v->players[self->viewer].has_drawn ? v->drawn : MJ_TILE_NONE;
  self->prev_hand = v->hand_number;
  if (self->anim_seat < MJ_N_SEATS || self->anim_draw)
    start_animation (self);
  describe (self);
}

void
mj_table_view_follow_view (MjTableView  *self,
                           const MjView *view)
{
  guint hand;

  g_return_if_fail (MJ_IS_TABLE_VIEW (self));
  g_return_if_fail (view != NULL && view->seat < MJ_N_SEATS);

  mj_table_view_set_game (self, NULL);
  hand = self->still ? self->view->hand_number : G_MAXUINT;
  memcpy (self->prev_tiles, self->hand, sizeof self->hand);
  self->prev_n = self->n_hand;
  self->still = TRUE;
  if (self->viewer != view->seat)
    self->selected = -1;
  self->viewer = view->seat;
  *self->view = *view;
  follow_view (self, hand);
  relayout_now (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
animation_value (double       value,
                 MjTableView *self)
{
  self->progress = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
start_animation (MjTableView *self)
{
  if (!self->animate || self->anim == NULL || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->progress = 1.0;
      return;
    }
  /* a discard starts from its owner's hand: the viewer's from the very
   * tile, the others' from the middle of their row */
  if (self->anim_seat < MJ_N_SEATS)
    {
      const MjViewPlayer *pl = &self->view->players[self->anim_seat];
      MjTile t = pl->n_discards ? pl->discards[pl->n_discards - 1].tile : MJ_TILE_NONE;
      guint rel = relative (self, self->anim_seat);
      const graphene_rect_t *hand = &self->layout->seats[rel].hand_rect;

      self->anim_from_x = hand->origin.x + hand->size.width / 2;
      self->anim_from_y = hand->origin.y + hand->size.height / 2;
      if (rel == 0)
        for (guint i = self->prev_n; i-- > 0;)
          if (self->prev_tiles[i].tile == t)
            {
              self->anim_from_x = self->prev_tiles[i].rect.origin.x + self->prev_tiles[i].rect.size.width / 2;
              self->anim_from_y = self->prev_tiles[i].rect.origin.y + self->prev_tiles[i].rect.size.height / 2;
              break;
            }
    }
  adw_animation_reset (self->anim);
  adw_animation_play (self->anim);
}

void
mj_table_view_set_animate (MjTableView *self,
                           gboolean     animate)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));
  animate = !!animate;
  if (self->animate == animate)
    return;
  self->animate = animate;
  if (!animate && self->anim)
    adw_animation_skip (self->anim);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATE]);
}

static void
on_game_changed (MjTableView *self)
{
  mj_table_view_refresh (self);
}

void
mj_table_view_set_game (MjTableView *self,
                        MjGame      *game)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));

  if (self->game == game)
    return;
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game)
    self->still = FALSE;
  if (game)
    {
      /* once per action, after everything else it did: one refresh, so
       * that a second one does not cancel the first one's animation */
      g_signal_connect_swapped (game, "changed", G_CALLBACK (on_game_changed), self);
    }
  self->selected = -1;
  mj_table_view_refresh (self);
}

void
mj_table_view_set_view (MjTableView  *self,
                        const MjView *view)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));
  g_return_if_fail (view != NULL && view->seat < MJ_N_SEATS);

  mj_table_view_set_game (self, NULL);
  *self->view = *view;
  self->still = TRUE;
  self->viewer = view->seat;
  self->selected = -1;
  self->anim_seat = MJ_N_SEATS;
  self->progress = 1.0;
  /* the latest discard: the one on offer, else the last player's */
  self->last_seat = view->phase == MJ_PHASE_CLAIM ? view->claim_from : (view->turn + MJ_N_SEATS - 1) % MJ_N_SEATS;
  rebuild_hand (self);
  describe (self);
  relayout_now (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

MjGame *
mj_table_view_get_game (MjTableView *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), NULL);
  return self->game;
}

void
mj_table_view_set_viewer (MjTableView *self,
                          guint        seat)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));
  g_return_if_fail (seat < MJ_N_SEATS);

  if (self->viewer == seat)
    return;
  self->viewer = seat;
  self->selected = -1;
  mj_table_view_refresh (self);
}

guint
mj_table_view_get_viewer (MjTableView *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), 0);
  return self->viewer;
}

static void
on_cache_changed (MjTableView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
mj_table_view_set_tile_cache (MjTableView *self,
                              MjTileCache *cache)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));

  if (self->cache == cache)
    return;
  if (self->cache)
    g_signal_handlers_disconnect_by_data (self->cache, self);
  g_set_object (&self->cache, cache);
  if (cache)
    g_signal_connect_swapped (cache, "changed", G_CALLBACK (on_cache_changed), self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

MjTileCache *
mj_table_view_get_tile_cache (MjTableView *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), NULL);
  return self->cache;
}

void
mj_table_view_set_reveal_all (MjTableView *self,
                              gboolean     reveal)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));
  self->reveal_all = reveal;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
mj_table_view_set_revealed (MjTableView *self,
                            guint        seats)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));
  self->revealed = seats;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
mj_table_view_set_covered (MjTableView *self,
                           gboolean     covered)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));
  if (self->covered == covered)
    return;
  self->covered = covered;
  self->selected = -1;
  /* a screen reader must not read the hand the cover hides: the news of
   * the last person's tile choices goes, and the words are the table's
   * public view from now on */
  if (covered)
    for (guint i = 0; i < N_REGIONS; i++)
      mj_table_region_set_news (MJ_TABLE_REGION (self->regions[i]), NULL);
  if (self->game)
    mj_table_view_refresh (self);
  else
    describe (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
mj_table_view_get_covered (MjTableView *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), FALSE);
  return self->covered;
}

void
mj_table_view_set_player_name (MjTableView *self,
                               guint        seat,
                               const char  *name)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));
  g_return_if_fail (seat < MJ_N_SEATS);
  g_free (self->names[seat]);
  self->names[seat] = g_strdup (name);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
mj_table_view_set_interactive (MjTableView *self,
                               gboolean     interactive)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));
  if (self->interactive == interactive)
    return;
  self->interactive = interactive;
  if (!interactive)
    self->selected = -1;
  else if (self->selected < 0)
    {
      /* the turn begins on the tile just drawn: Enter discards it, the
       * arrows go from there, and the keyboard's place is shown (the
       * game's next refresh brings the drawn tile, if it has not yet) */
      select_drawn_tile (self);
      self->select_drawn = TRUE;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
mj_table_view_set_blocked (MjTableView *self,
                           guint64      kinds)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));
  self->blocked = kinds;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
mj_table_view_set_marked (MjTableView *self,
                          MjTile       tile)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));
  self->marked = tile;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- layout ------------------------------------------------------------------ */

/* The viewer's hand tiles take their places from the layout. */
static void
place_hand (MjTableView *self)
{
  const MjTableSeatLayout *me = &self->layout->seats[0];

  for (guint i = 0; i < self->n_hand; i++)
    self->hand[i].rect = i < me->n_hand ? me->hand[i].rect : GRAPHENE_RECT_INIT (0, 0, 0, 0);
}

/* Lays the table out for what it holds now (mj-table-layout.h): the
 * sizes anew only when the table's size, scale, the preference or the rule
 * set changed, so that tiles keep their size through a match. */
static void
relayout (MjTableView *self,
          int          width,
          int          height)
{
  MjTableContents c;
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));

  mj_table_contents_from_view (&c, self->view, width, height, scale, self->tile_scale);
  if (self->view->rules)
    {
      MjTableSeat *me = &c.seats[0];

      /* the viewer's hand as this table shows it */
      me->n_hand = (guint8) self->n_hand;
      me->n_standing = 0;
      while (me->n_standing < self->n_hand && self->hand[me->n_standing].standing)
        me->n_standing++;
      me->drawn = self->n_hand > 0 && self->hand[self->n_hand - 1].drawn;
      /* the others' as they are shown: face up from the game (a replay,
       * open hands) in a sorted row, with no tile apart */
      for (guint rel = 1; rel < MJ_N_SEATS; rel++)
        {
          MjTile faces[MAX_HAND];
          gboolean show;
          guint seat = (self->viewer + rel) % MJ_N_SEATS;
          c.seats[rel].n_hand = (guint8) other_faces (self, seat, faces, &show);
          if (show)
            c.seats[rel].drawn = FALSE;
        }
    }
  if (self->sizes_width != width || self->sizes_height != height || self->sizes_scale != scale ||
      self->sizes_tile_scale != self->tile_scale || memcmp (&self->sizes_facts, &c.facts, sizeof c.facts) != 0)
    {
      mj_table_layout_sizes (&c.facts, width, height, scale, self->tile_scale, &self->sizes);
      self->sizes_width = width;
      self->sizes_height = height;
      self->sizes_scale = scale;
      self->sizes_tile_scale = self->tile_scale;
      self->sizes_facts = c.facts;
    }
  mj_table_layout_compute (&c, &self->sizes, self->layout);
  place_hand (self);
}

static void layout_regions (MjTableView *self, int width, int height);

/* Lays the table out at once for what it now shows, at the size it has:
 * a click, a key or a question about a tile's place that comes before
 * the next frame (a busy machine, a person quicker than the frame) then
 * finds the tiles where they are drawn next, not where the last hand had
 * them.  The allocation that follows lays it out again, with the
 * accessible regions. */
static void
relayout_now (MjTableView *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  if (width > 0 && height > 0)
    relayout (self, width, height);
}
static guint other_faces (MjTableView *self, guint seat, MjTile *faces, gboolean *show);

static void
mj_table_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  MjTableView *self = MJ_TABLE_VIEW (widget);

  relayout (self, width, height);
  layout_regions (self, width, height);
}

static void
mj_table_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 640;
      *natural = 1280;
    }
  else
    {
      *minimum = 400;
      *natural = 720;
    }
}

/* ---- drawing ------------------------------------------------------------------------ */

typedef struct {
  MjTableView *self;
  GtkSnapshot *snapshot;
  int          scale;
  gboolean     dark;
  gboolean     hc;          /* high contrast: plain colours, broad outlines */
} Paint;

static void
count (Paint       *p,
       MjTableArea  area,
       guint        rel,
       gboolean     face_up)
{
  p->self->drawn[area][rel][face_up ? 1 : 0]++;
}

/* Draws a face `w` wide centred on (cx, cy), turned by `angle` degrees
 * (the layout puts tiles' edges on device pixels). */
static void
draw_face (Paint      *p,
           MjTileFace  face,
           double      cx,
           double      cy,
           int         w,
           double      angle,
           double      alpha)
{
  GdkTexture *tex = mj_tile_cache_lookup (p->self->cache, face, w, p->scale);
  int h = tile_h (w);

  if (tex == NULL)
    return;
  gtk_snapshot_save (p->snapshot);
  gtk_snapshot_translate (p->snapshot, &GRAPHENE_POINT_INIT ((float) cx, (float) cy));
  if (angle != 0)
    gtk_snapshot_rotate (p->snapshot, (float) angle);
  if (alpha < 1.0)
    gtk_snapshot_push_opacity (p->snapshot, alpha);
  gtk_snapshot_append_texture (p->snapshot, tex, &GRAPHENE_RECT_INIT (-w / 2.0f, -h / 2.0f, (float) w, (float) h));
  if (alpha < 1.0)
    gtk_snapshot_pop (p->snapshot);
  gtk_snapshot_restore (p->snapshot);
}

/* A tile where the layout puts it, moved by (dx, dy). */
static void
draw_tile (Paint             *p,
           MjTileFace         face,
           const MjTableTile *t,
           double             dx,
           double             dy,
           double             alpha)
{
  draw_face (p, face, t->x + dx, t->y + dy, t->w, t->angle, alpha);
}

/* A soft halo behind a tile's footprint: the tile on offer, the tile won
 * on. */
static void
draw_glow (Paint                 *p,
           const graphene_rect_t *r,
           double                 dx,
           double                 dy,
           const GdkRGBA         *color,
           double                 spread)
{
  GskRoundedRect rr;
  graphene_rect_t b = *r;

  graphene_rect_offset (&b, (float) dx, (float) dy);
  graphene_rect_inset (&b, (float) -spread, (float) -spread);
  gsk_rounded_rect_init_from_rect (&rr, &b, (float) (spread * 1.5));
  gtk_snapshot_push_rounded_clip (p->snapshot, &rr);
  gtk_snapshot_append_color (p->snapshot, color, &b);
  gtk_snapshot_pop (p->snapshot);
}

/* An outline around a tile footprint (highlights). */
static void
draw_outline (Paint         *p,
              double         cx,
              double         cy,
              double         w,
              double         h,
              const GdkRGBA *color,
              double         thickness)
{
  GskRoundedRect r;
  float widths[4] = { (float) thickness, (float) thickness, (float) thickness, (float) thickness };
  GdkRGBA colors[4] = { *color, *color, *color, *color };

  gsk_rounded_rect_init_from_rect (&r, &GRAPHENE_RECT_INIT ((float) (cx - w / 2 - thickness), (float) (cy - h / 2 - thickness),
                                                             (float) (w + 2 * thickness), (float) (h + 2 * thickness)),
                                   (float) (w * 0.12));
  gtk_snapshot_append_border (p->snapshot, &r, widths, colors);
}

/* Text fitted into a box of the layout: at `size` px when it fits, else
 * smaller, and cut short with an ellipsis only below 8 px (counted in
 * n_cut); centred vertically, placed across by `align` (left-aligned: from
 * `at` when it fits from there).  Returns FALSE when it had to be cut
 * short. */
static gboolean
draw_text_in_at (Paint                 *p,
                 const char            *markup,
                 const graphene_rect_t *box,
                 double                 at,
                 double                 size,
                 const GdkRGBA         *color,
                 double                 align)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (p->self), NULL);
  PangoFontDescription *font = pango_font_description_new ();
  /* a box two lines tall takes two lines before its text shrinks, and
   * keeps a single line at its top */
  gboolean lines = box->size.height >= 1.9 * size;
  gboolean whole = TRUE;
  int lw, lh;

  size = MIN (size, box->size.height);
  pango_layout_set_markup (layout, markup, -1);
  if (lines)
    {
      pango_layout_set_width (layout, (int) (box->size.width * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      if (align > 0)
        pango_layout_set_alignment (layout, align >= 1 ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_CENTER);
    }
  /* text does not shrink quite in proportion (hinting): a few steps */
  for (guint i = 0; i < 5; i++)
    {
      pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
      pango_layout_set_font_description (layout, font);
      pango_layout_get_pixel_size (layout, &lw, &lh);
      /* (a single line may stand a little over its box's height) */
      if ((lw <= box->size.width && (!lines || lh <= box->size.height)) || size <= 8.0 || lw <= 0 || lh <= 0)
        break;
      size = MAX (8.0, size * MIN (box->size.width / lw, lines ? sqrt (box->size.height / lh) : 1.0) * 0.98);
    }
  if (lw > box->size.width || (lines && lh > box->size.height + 1))
    {
      pango_layout_set_width (layout, (int) (box->size.width * PANGO_SCALE));
      pango_layout_set_height (layout, (int) (box->size.height * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      pango_layout_get_pixel_size (layout, &lw, &lh);
      whole = FALSE;
    }
  gtk_snapshot_save (p->snapshot);
  {
    /* left-aligned text begins at `at` while it fits the box from there */
    double x = box->origin.x + (box->size.width - lw) * align;
    double y = lines ? box->origin.y : box->origin.y + (box->size.height - lh) / 2.0;
    if (align == 0)
      x = MAX (box->origin.x, MIN (at, box->origin.x + box->size.width - lw));
    if (lines)
      x = align == 0 ? x : box->origin.x;   /* the layout aligns its lines in the box's width */
    gtk_snapshot_translate (p->snapshot, &GRAPHENE_POINT_INIT ((float) x, (float) y));
  }
  gtk_snapshot_append_layout (p->snapshot, layout, color);
  gtk_snapshot_restore (p->snapshot);
  pango_font_description_free (font);
  g_object_unref (layout);
  if (!whole)
    p->self->n_cut++;
  return whole;
}

static gboolean
draw_text_in (Paint                 *p,
              const char            *markup,
              const graphene_rect_t *box,
              double                 size,
              const GdkRGBA         *color,
              double                 align)
{
  return draw_text_in_at (p, markup, box, box->origin.x, size, color, align);
}

static const char *
wind_char (guint wind)
{
  return mj_wind_glyph (wind % 4);
}

/* A seat's plate: wind, name, score and its states. */
/* A seat's plate lights while its decision is awaited.  Who may claim a
 * discard is private: in a claim only the viewer's own plate lights, when
 * the choice is his. */
static gboolean
plate_lit (MjTableView *self,
           guint        seat)
{
  const MjView *v = self->view;

  if (v->phase == MJ_PHASE_CLAIM || v->phase == MJ_PHASE_ROB)
    return seat == v->seat && ((v->pending >> seat) & 1);
  return (v->pending >> seat) & 1;
}

gboolean
mj_table_view_get_plate_lit (MjTableView *self,
                             guint        seat)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), FALSE);
  g_return_val_if_fail (seat < MJ_N_SEATS, FALSE);
  return plate_lit (self, seat);
}

/* A part of a plate, escaped for markup, its words kept together: a plate
 * that takes two lines breaks only between its parts. */
static char *
plate_part (const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  GString *s = g_string_new (NULL);

  for (const char *c = escaped; *c; c++)
    if (*c == ' ')
      g_string_append (s, "\u00a0");
    else
      g_string_append_c (s, *c);
  return g_string_free (s, FALSE);
}

static void
draw_plate (Paint  *p,
            guint   seat)
{
  MjTableView *self = p->self;
  const MjView *v = self->view;
  const MjViewPlayer *pl = &v->players[seat];
  const MjTableSeatLayout *sl = &self->layout->seats[relative (self, seat)];
  gboolean on_turn = plate_lit (self, seat);
  GdkRGBA text = { 0.96, 0.95, 0.88, 1 };
  GdkRGBA accent = { 1.0, 0.80, 0.25, 1 };
  GString *s = g_string_new (NULL);
  g_autofree char *name = plate_part (self->names[seat] ? self->names[seat] : "");

  /* The wind in the regular weight, as the rest of the plate: a bold CJK
   * glyph is the only thing that opens the bold CJK face in an English
   * game (NotoSansCJK-Bold, 2.6 MB resident; issue 26's memory goal). */
  g_string_append_printf (s, "%s\u00a0\u00a0%s  <span font_features='tnum'>%+d</span>",
                          wind_char (pl->seat_wind), name, pl->score);
  if (seat == v->dealer)
    {
      g_autofree char *dealer = NULL;
      if (v->dealer_streak > 1)
        /* Translators: the dealer marker on the table */
        dealer = g_strdup_printf (" %s ×%u ", C_("table", "Dealer"), v->dealer_streak);
      else
        dealer = g_strdup_printf (" %s ", C_("table", "Dealer"));
      g_autofree char *part = plate_part (dealer);
      g_string_append_printf (s, "  <span background='#b8322c' foreground='white'>%s</span>", part);
    }
  if (pl->missing_suit >= 0)
    {
      /* Translators: a seat's declared missing suit on the table, "void dots" (缺筒) */
      g_autofree char *missing = g_strdup_printf (C_("table", "void %s"), mj_suit_display_name ((MjSuit) pl->missing_suit));
      g_autofree char *part = plate_part (missing);
      g_string_append_printf (s, "  %s", part);
    }
  if (pl->ready)
    {
      g_autofree char *part = plate_part (C_("table", "Ready"));
      g_string_append_printf (s, "  <span foreground='#ffd23f'>%s</span>", part);
    }
  if (pl->finished)
    {
      g_autofree char *won = g_strdup_printf ("%s %u", C_("table", "Won"), pl->finished);
      g_autofree char *part = plate_part (won);
      g_string_append_printf (s, "  <span foreground='#7ee08a'>%s</span>", part);
    }

  draw_text_in_at (p, s->str, &sl->plate, sl->plate_x, self->sizes.plate_h * 0.85, on_turn ? &accent : &text,
                   sl->plate_align);
  g_string_free (s, TRUE);
}

/* A meld where the layout puts it: its claimed tile across, placed by
 * whom it came from, an added kong's fourth tile on it. */
static void
draw_meld (Paint             *p,
           const MjTableMeld *m,
           guint              rel)
{
  for (guint i = 0; i < m->n; i++)
    {
      const MjTableTile *t = &m->tiles[i];
      gboolean face_up = t->face != MJ_TILE_NONE;

      draw_tile (p, face_up ? t->face : MJ_TILE_FACE_BACK, t, 0, 0, 1.0);
      count (p, MJ_TABLE_AREA_MELDS, rel, face_up);
    }
}

/* The felt: a plain colour, lit towards the centre by a few translucent
 * rounded layers (a radial gradient costs several milliseconds a frame in
 * the cairo renderer; these fills cost almost nothing). */
static void
draw_felt (Paint *p,
           int    width,
           int    height)
{
  MjTableView *self = p->self;
  /* the felts, light and dark; the default blue-green lets the green
   * tile backs stand out */
  static const GdkRGBA felts[MJ_N_FELTS][2] = {
    [MJ_FELT_TEAL]  = { { 0.09, 0.30, 0.36, 1 }, { 0.05, 0.15, 0.19, 1 } },
    [MJ_FELT_GREEN] = { { 0.13, 0.36, 0.22, 1 }, { 0.06, 0.17, 0.11, 1 } },
    [MJ_FELT_BLUE]  = { { 0.14, 0.25, 0.45, 1 }, { 0.07, 0.11, 0.22, 1 } },
    [MJ_FELT_RED]   = { { 0.45, 0.14, 0.16, 1 }, { 0.21, 0.07, 0.08, 1 } },
    [MJ_FELT_WOOD]  = { { 0.42, 0.29, 0.18, 1 }, { 0.20, 0.14, 0.09, 1 } },
  };
  GdkRGBA felt = felts[MIN (self->felt, MJ_N_FELTS - 1)][p->dark ? 1 : 0];
  GdkRGBA light = p->dark ? (GdkRGBA) { 1, 1, 1, 0.03 } : (GdkRGBA) { 1, 1, 1, 0.045 };
  const graphene_rect_t *c = &self->layout->centre;
  double cx = c->origin.x + c->size.width / 2, cy = c->origin.y + c->size.height / 2;

  /* high contrast: the dark felt of the chosen colour, darker still, and
   * nothing laid over it */
  if (p->hc)
    {
      felt = felts[MIN (self->felt, MJ_N_FELTS - 1)][1];
      felt.red *= 0.6f, felt.green *= 0.6f, felt.blue *= 0.6f;
      gtk_snapshot_append_color (p->snapshot, &felt, &GRAPHENE_RECT_INIT (0, 0, (float) width, (float) height));
      return;
    }
  gtk_snapshot_append_color (p->snapshot, &felt, &GRAPHENE_RECT_INIT (0, 0, (float) width, (float) height));
  /* lit round the discards: the layers follow the centre's shape */
  for (guint i = 1; i <= 2 && c->size.width > 0; i++)
    {
      double grow_by = self->sizes.discard_w * (2.2 * i);
      double rw = c->size.width / 2 + grow_by, rh = c->size.height / 2 + grow_by;
      GskRoundedRect rr;
      gsk_rounded_rect_init_from_rect (&rr, &GRAPHENE_RECT_INIT ((float) (cx - rw), (float) (cy - rh),
                                                                  (float) (2 * rw), (float) (2 * rh)),
                                       (float) (MIN (rw, rh) * 0.35));
      gtk_snapshot_push_rounded_clip (p->snapshot, &rr);
      gtk_snapshot_append_color (p->snapshot, &light, &rr.bounds);
      gtk_snapshot_pop (p->snapshot);
    }
}

static void
draw_die (Paint  *p,
          double  x,
          double  y,
          double  s,
          guint   value)
{
  static const float pips[7][6][2] = {
    { { 0 } },
    { { 0.5f, 0.5f } },
    { { 0.25f, 0.25f }, { 0.75f, 0.75f } },
    { { 0.25f, 0.25f }, { 0.5f, 0.5f }, { 0.75f, 0.75f } },
    { { 0.25f, 0.25f }, { 0.75f, 0.25f }, { 0.25f, 0.75f }, { 0.75f, 0.75f } },
    { { 0.25f, 0.25f }, { 0.75f, 0.25f }, { 0.5f, 0.5f }, { 0.25f, 0.75f }, { 0.75f, 0.75f } },
    { { 0.25f, 0.22f }, { 0.75f, 0.22f }, { 0.25f, 0.5f }, { 0.75f, 0.5f }, { 0.25f, 0.78f }, { 0.75f, 0.78f } },
  };
  GskRoundedRect r;
  GdkRGBA ivory = { 0.97, 0.95, 0.88, 1 }, pip = { 0.15, 0.15, 0.2, 1 }, red = { 0.75, 0.12, 0.12, 1 };

  gsk_rounded_rect_init_from_rect (&r, &GRAPHENE_RECT_INIT ((float) x, (float) y, (float) s, (float) s), (float) (s * 0.18));
  gtk_snapshot_push_rounded_clip (p->snapshot, &r);
  gtk_snapshot_append_color (p->snapshot, &ivory, &GRAPHENE_RECT_INIT ((float) x, (float) y, (float) s, (float) s));
  gtk_snapshot_pop (p->snapshot);
  for (guint i = 0; i < value && value <= 6; i++)
    {
      double ps = s * (value == 1 ? 0.26 : 0.16);
      GskRoundedRect dot;
      gsk_rounded_rect_init_from_rect (&dot, &GRAPHENE_RECT_INIT ((float) (x + pips[value][i][0] * s - ps / 2),
                                                                  (float) (y + pips[value][i][1] * s - ps / 2),
                                                                  (float) ps, (float) ps), (float) (ps / 2));
      gtk_snapshot_push_rounded_clip (p->snapshot, &dot);
      gtk_snapshot_append_color (p->snapshot, value == 1 || value == 4 ? &red : &pip,
                                 &GRAPHENE_RECT_INIT ((float) (x + pips[value][i][0] * s - ps / 2),
                                                      (float) (y + pips[value][i][1] * s - ps / 2), (float) ps, (float) ps));
      gtk_snapshot_pop (p->snapshot);
    }
}

/* The centre: the wall as a number and as four sides that shrink, the
 * dice, the round wind; at the end of a hand, Guizhou's flipped tile.
 * Each in its box of the layout. */
static void
draw_centre (Paint *p)
{
  MjTableView *self = p->self;
  const MjView *v = self->view;
  const MjTableLayout *l = self->layout;
  const graphene_rect_t *c = &l->centre;
  GdkRGBA plate = { 0, 0, 0, 0.22 };
  GdkRGBA text = { 0.96, 0.95, 0.88, 1 };
  GdkRGBA dim = { 0.96, 0.95, 0.88, p->hc ? 1.0 : 0.72 };
  GskRoundedRect r;
  g_autofree char *wall = NULL;
  g_autofree char *round = NULL;
  guint stacks = MIN ((v->wall_size + 1) / 2, l->n_stacks), left = MIN ((v->wall_remaining + 1) / 2, stacks);
  guint reserve_stacks = MIN ((v->reserve + 1) / 2, left);
  GdkRGBA reserve_tint = { 0.55, 0.10, 0.08, 0.45 };

  gsk_rounded_rect_init_from_rect (&r, c, (float) (MIN (c->size.width, c->size.height) * 0.1));
  if (p->hc)
    {
      /* an opaque plate with a white edge */
      GdkRGBA black = { 0, 0, 0, 1 }, white = { 1, 1, 1, 1 };
      gtk_snapshot_push_rounded_clip (p->snapshot, &r);
      gtk_snapshot_append_color (p->snapshot, &black, c);
      gtk_snapshot_pop (p->snapshot);
      gtk_snapshot_append_border (p->snapshot, &r, (float[4]) { 2, 2, 2, 2 }, (GdkRGBA[4]) { white, white, white, white });
    }
  else
    {
      gtk_snapshot_push_rounded_clip (p->snapshot, &r);
      gtk_snapshot_append_color (p->snapshot, &plate, c);
      gtk_snapshot_pop (p->snapshot);
    }

  /* the wall: its four sides as four rows of stacks; the stacks already
   * drawn fade out, from the front of the wall */
  if (stacks > 0)
    {
      int mw = mj_tile_cache_quantize_width ((int) ceilf (l->stacks[0].size.width));
      GdkTexture *back = mj_tile_cache_lookup (self->cache, MJ_TILE_FACE_BACK, mw, p->scale);

      for (guint i = 0; i < stacks && back; i++)
        {
          const graphene_rect_t *sr = &l->stacks[i];
          gboolean there = i >= stacks - left;
          /* high contrast: the stacks drawn are simply gone */
          if (!there && p->hc)
            continue;
          if (!there)
            gtk_snapshot_push_opacity (p->snapshot, 0.15);
          gtk_snapshot_append_texture (p->snapshot, back, sr);
          if (!there)
            gtk_snapshot_pop (p->snapshot);
          if (there)
            count (p, MJ_TABLE_AREA_WALL, 0, FALSE);
          /* the reserve that stays in the wall (the last stacks), tinted */
          if (there && i >= stacks - reserve_stacks)
            {
              GskRoundedRect rr;
              gsk_rounded_rect_init_from_rect (&rr, sr, sr->size.width * 0.12f);
              gtk_snapshot_push_rounded_clip (p->snapshot, &rr);
              gtk_snapshot_append_color (p->snapshot, &reserve_tint, &rr.bounds);
              gtk_snapshot_pop (p->snapshot);
            }
        }
    }

  /* the number to draw from: the reserve is not drawn */
  wall = g_strdup_printf ("<b>%u</b>", v->wall_remaining > v->reserve ? v->wall_remaining - v->reserve : 0);
  draw_text_in (p, wall, &l->count, l->count.size.height * 0.95, &text, 0.5);
  if (v->reserve > 0)
    {
      /* Translators: under the number of tiles left to draw, e.g. "to draw · 16 kept back" */
      g_autofree char *caption = g_strdup_printf (_("to draw · %u kept back"), MIN (v->reserve, v->wall_remaining));
      draw_text_in (p, caption, &l->caption, l->caption.size.height * 0.8, &dim, 0.5);
    }
  else
    draw_text_in (p, C_("table", "tiles left"), &l->caption, l->caption.size.height * 0.8, &dim, 0.5);

  /* Translators: the round wind on the table, e.g. "東 round" */
  round = g_strdup_printf (_("%s round · hand %u"), wind_char (v->round_wind), v->hand_number);
  draw_text_in (p, round, &l->round, MIN (l->round.size.height, l->caption.size.height) * 0.8, &dim, 0.5);

  for (guint i = 0; i < v->n_dice && i < l->n_dice; i++)
    draw_die (p, l->dice[i].origin.x, l->dice[i].origin.y, l->dice[i].size.width, v->dice[i]);

  if (v->flipped != MJ_TILE_NONE)
    {
      const graphene_rect_t *f = &l->flipped;
      draw_face (p, v->flipped, f->origin.x + f->size.width / 2, f->origin.y + tile_h ((int) f->size.width) / 2.0,
                 (int) f->size.width, 0, 1.0);
      draw_text_in (p, C_("table", "flipped"), &l->flipped_label, l->flipped_label.size.height * 0.8, &dim, 1.0);
    }
}

/* Discards of a seat: rows of six in front of it.  The tile on offer in a
 * claim stands out with a halo and a broad frame, a tile won on in red,
 * the table's latest discard (once play moved on) with a thin frame. */
static void
draw_discards (Paint *p,
               guint  seat)
{
  MjTableView *self = p->self;
  const MjView *v = self->view;
  const MjViewPlayer *pl = &v->players[seat];
  guint rel = relative (self, seat);
  const MjTableSeatLayout *sl = &self->layout->seats[rel];
  gboolean offer_seat = v->phase == MJ_PHASE_CLAIM && v->claim_from == seat;
  GdkRGBA offer = { 1.0, 0.78, 0.2, 1 };
  GdkRGBA offer_glow = { 1.0, 0.78, 0.2, p->hc ? 0.9 : 0.45 };
  GdkRGBA won = { 0.9, 0.2, 0.2, 1 };
  GdkRGBA won_glow = { 0.95, 0.25, 0.2, p->hc ? 0.9 : 0.5 };
  GdkRGBA latest = { 1.0, 0.95, 0.8, 0.95 };
  double spread = MAX (3.0, sl->discard_w * 0.18);

  for (guint i = 0; i < pl->n_discards && i < sl->n_discards; i++)
    {
      const MjDiscard *dc = &pl->discards[i];
      const MjTableTile *t = &sl->discards[i];
      double dx = 0, dy = 0;
      gboolean face_up = dc->tile != MJ_TILE_NONE;
      gboolean claimed = (dc->flags & MJ_DISCARD_CLAIMED) != 0;
      gboolean last = i + 1 == pl->n_discards;
      double w = t->rect.size.width, h = t->rect.size.height;

      if (seat == self->anim_seat && last && self->progress < 1.0)
        {
          /* on its way from the hand, easing out */
          double k = self->progress;
          dx = (self->anim_from_x - t->x) * (1 - k);
          dy = (self->anim_from_y - t->y) * (1 - k);
        }
      if (dc->flags & MJ_DISCARD_WON)
        draw_glow (p, &t->rect, dx, dy, &won_glow, spread);
      else if (offer_seat && last)
        draw_glow (p, &t->rect, dx, dy, &offer_glow, spread);
      draw_tile (p, face_up ? dc->tile : MJ_TILE_FACE_BACK, t, dx, dy, claimed ? (p->hc ? 0.5 : 0.35) : 1.0);
      count (p, MJ_TABLE_AREA_DISCARDS, rel, face_up);
      if (dc->flags & MJ_DISCARD_WON)
        draw_outline (p, t->x + dx, t->y + dy, w, h, &won, p->hc ? 4.5 : 3);
      else if (offer_seat && last)
        draw_outline (p, t->x + dx, t->y + dy, w, h, &offer, p->hc ? 4.5 : 3);
      else if (last && seat == self->last_seat && !claimed)
        draw_outline (p, t->x + dx, t->y + dy, w, h, &latest, p->hc ? 3 : 1.5);
    }
}

/* Flowers: small faces in a row. */
static void
draw_flowers (Paint  *p,
              guint   seat)
{
  guint rel = relative (p->self, seat);
  const MjTableSeatLayout *sl = &p->self->layout->seats[rel];

  for (guint f = 0; f < sl->n_flowers; f++)
    {
      draw_tile (p, sl->flowers[f].face, &sl->flowers[f], 0, 0, 1.0);
      count (p, MJ_TABLE_AREA_FLOWERS, rel, TRUE);
    }
}

/* Another seat's concealed tiles: how many are drawn, and their faces
 * when they are shown. */
static guint
other_faces (MjTableView *self,
             guint        seat,
             MjTile      *faces,
             gboolean    *show)
{
  const MjViewPlayer *pl = &self->view->players[seat];
  guint n = 0;

  *show = pl->revealed || self->reveal_all || ((self->revealed >> seat) & 1);
  if (*show && pl->revealed)
    {
      for (MjTile k = 0; k < MJ_N_KINDS; k++)
        for (guint c = 0; c < pl->shown.counts[k] && n < MAX_HAND; c++)
          faces[n++] = k;
    }
  else if (*show && self->game)
    {
      const MjState *s = mj_game_get_state (self->game);
      for (MjTile k = 0; k < MJ_N_KINDS; k++)
        for (guint c = 0; c < s->players[seat].hand.counts[k] && n < MAX_HAND; c++)
          faces[n++] = k;
    }
  else
    {
      *show = FALSE;
      n = pl->n_concealed;
    }
  return n;
}

/* The tile a seat won with by its own draw, or NONE (a win on a discard
 * shows on the discard). */
static MjTile
self_drawn_win (MjTableView *self,
                guint        seat)
{
  const MjView *v = self->view;

  for (guint i = 0; i < v->n_wins && i < MJ_N_SEATS; i++)
    if (v->wins[i].ctx.seat == seat && v->wins[i].ctx.self_drawn)
      return v->wins[i].ctx.win_tile;
  return MJ_TILE_NONE;
}

/* Another seat's hand: backs (or faces when shown), then melds and
 * flowers, along the edge in front of it; its plate. */
static void
draw_other (Paint *p,
            guint  seat)
{
  MjTableView *self = p->self;
  guint rel = relative (self, seat);
  const MjTableSeatLayout *sl = &self->layout->seats[rel];
  gboolean show;
  MjTile faces[MAX_HAND];
  guint n = other_faces (self, seat, faces, &show);
  MjTile win = show ? self_drawn_win (self, seat) : MJ_TILE_NONE;
  GdkRGBA won = { 0.9, 0.2, 0.2, 1 };

  for (guint i = 0; i < n && i < sl->n_hand; i++)
    {
      draw_tile (p, show ? faces[i] : MJ_TILE_FACE_BACK, &sl->hand[i], 0, 0, 1.0);
      count (p, MJ_TABLE_AREA_HAND, rel, show);
      if (show && self->n_face_up_hand[rel] < MAX_HAND)
        self->face_up_hand[rel][self->n_face_up_hand[rel]++] = faces[i];
      /* the winning tile, once (the last of its kind) */
      if (win != MJ_TILE_NONE && faces[i] == win && (i + 1 == n || faces[i + 1] != win))
        draw_outline (p, sl->hand[i].x, sl->hand[i].y, sl->hand[i].rect.size.width, sl->hand[i].rect.size.height,
                      &won, p->hc ? 4.5 : 3);
    }
  for (guint m = 0; m < sl->n_melds; m++)
    draw_meld (p, &sl->melds[m], rel);
  draw_flowers (p, seat);
  draw_plate (p, seat);
}

/* Lisi's standing tile: framed, with a notch at its top, and standing
 * above the others (the layout raises it), at every size. */
static void
draw_standing_mark (Paint                 *p,
                    const graphene_rect_t *r,
                    double                 dy)
{
  GdkRGBA violet = p->hc ? (GdkRGBA) { 0.85, 0.55, 1.0, 1 } : (GdkRGBA) { 0.58, 0.30, 0.86, 1 };
  GdkRGBA white = { 1, 1, 1, 0.95 };
  double w = r->size.width, bar = MAX (3.0, w * 0.1);
  GskRoundedRect tab;

  draw_outline (p, r->origin.x + w / 2, r->origin.y + r->size.height / 2 + dy, w, r->size.height, &violet,
                p->hc ? 4 : MAX (2.0, w * 0.05));
  /* a tab across the top edge, the colour of the frame */
  gsk_rounded_rect_init_from_rect (&tab, &GRAPHENE_RECT_INIT ((float) (r->origin.x + w * 0.3),
                                                               (float) (r->origin.y + dy - bar / 2),
                                                               (float) (w * 0.4), (float) bar), (float) (bar / 2));
  gtk_snapshot_push_rounded_clip (p->snapshot, &tab);
  gtk_snapshot_append_color (p->snapshot, &violet, &tab.bounds);
  gtk_snapshot_pop (p->snapshot);
  gtk_snapshot_append_border (p->snapshot, &tab, (float[4]) { 1, 1, 1, 1 }, (GdkRGBA[4]) { white, white, white, white });
}

/* Whether the viewer holds an ordinary (not standing) copy of a kind. */
static gboolean
has_ordinary (MjTableView *self,
              MjTile       tile)
{
  for (guint i = 0; i < self->n_hand; i++)
    if (self->hand[i].tile == tile && !self->hand[i].standing)
      return TRUE;
  return FALSE;
}

/* The viewer's hand, large at the bottom, the drawn tile apart, Lisi's
 * standing tiles first, standing up; melds, flowers and the plate. */
static void
draw_own (Paint *p)
{
  MjTableView *self = p->self;
  const MjTableSeatLayout *sl = &self->layout->seats[0];
  int T = self->sizes.hand_w;
  GdkRGBA dim = { 0, 0, 0, p->hc ? 0.6 : 0.45 };
  GdkRGBA select = p->hc ? (GdkRGBA) { 1.0, 0.9, 0.0, 1 } : (GdkRGBA) { 1.0, 0.80, 0.25, 1 };
  GdkRGBA mark = p->hc ? (GdkRGBA) { 0.3, 0.85, 1.0, 1 } : (GdkRGBA) { 0.35, 0.75, 1.0, 1 };
  GdkRGBA won = { 0.9, 0.2, 0.2, 1 };
  GdkRGBA black = { 0, 0, 0, 1 };
  MjTile win = self_drawn_win (self, self->viewer);
  int win_at = -1;

  /* the winning tile: the drawn one, or the last of its kind */
  for (guint i = 0; win != MJ_TILE_NONE && i < self->n_hand; i++)
    if (self->hand[i].tile == win && (win_at < 0 || !self->hand[win_at].drawn))
      win_at = (int) i;

  for (guint i = 0; i < self->n_hand && i < sl->n_hand; i++)
    {
      const HandTile *h = &self->hand[i];
      const graphene_rect_t *r = &sl->hand[i].rect;
      double lift = 0;
      double cx = sl->hand[i].x, cy = sl->hand[i].y;
      double w = r->size.width, th = r->size.height;
      gboolean face_up = !self->covered;

      /* a standing tile already stands raised: a chosen one rises as far
       * as the others */
      double raised = h->standing ? self->sizes.raise : 0;

      if (!self->covered && is_chosen (self, i))
        lift = MAX (0.0, self->sizes.lift - raised);
      else if ((self->interactive || self->choosing) && !self->covered)
        {
          if ((int) i == self->selected && !self->choosing)
            lift = MAX (0.0, self->sizes.lift - raised);
          else if ((int) i == self->hover)
            lift = MAX (0.0, T * 0.12 - raised / 2);
        }
      /* the drawn tile drops in from above */
      if (h->drawn && self->anim_draw && self->progress < 1.0)
        lift += (1.0 - self->progress) * T * 1.2;
      /* a tile being dragged follows the pointer, drawn last (below) */
      if ((int) i == self->drag_index && face_up)
        continue;
      draw_face (p, face_up ? h->tile : MJ_TILE_FACE_BACK, cx, cy - lift, T, 0, 1.0);
      count (p, MJ_TABLE_AREA_HAND, 0, face_up);
      if (face_up && self->n_face_up_hand[0] < MAX_HAND)
        self->face_up_hand[0][self->n_face_up_hand[0]++] = h->tile;
      if (face_up && h->standing)
        draw_standing_mark (p, r, -lift);
      if (face_up && self->interactive && ((self->blocked >> h->tile) & 1))
        {
          GskRoundedRect rr;
          gsk_rounded_rect_init_from_rect (&rr, &GRAPHENE_RECT_INIT (r->origin.x, (float) (r->origin.y - lift),
                                                                      r->size.width, r->size.height),
                                           (float) (T * 0.1));
          gtk_snapshot_push_rounded_clip (p->snapshot, &rr);
          gtk_snapshot_append_color (p->snapshot, &dim, &rr.bounds);
          gtk_snapshot_pop (p->snapshot);
        }
      /* high contrast: a broad outline with a black line inside it, so
       * that it stands apart from the tile's own edge */
      if (face_up && is_chosen (self, i))
        {
          /* chosen (or, once passed on, new in the hand): a broad mark */
          draw_outline (p, cx, cy - lift, w, th, &mark, p->hc ? 6 : 3.5);
          if ((int) i == self->selected && self->choosing)
            draw_outline (p, cx, cy - lift, w, th, &select, p->hc ? 3 : 1.5);
        }
      else if (face_up && (int) i == self->selected && (self->interactive || self->choosing))
        {
          draw_outline (p, cx, cy - lift, w, th, &select, p->hc ? 6 : 3);
          if (p->hc)
            draw_outline (p, cx, cy - lift, w, th, &black, 1.5);
        }
      else if (face_up && (int) i == win_at)
        draw_outline (p, cx, cy - lift, w, th, &won, p->hc ? 5 : 3);
      else if (face_up && h->tile == self->marked && !(h->standing && has_ordinary (self, h->tile)))
        {
          /* (the hint's discard is the ordinary copy where there is one:
           * a standing tile goes only face down) */
          draw_outline (p, cx, cy - lift, w, th, &mark, p->hc ? 5 : 2.5);
          if (p->hc)
            draw_outline (p, cx, cy - lift, w, th, &black, 1.5);
        }
    }
  if (self->drag_index >= 0 && self->drag_index < (int) self->n_hand && self->drag_index < (int) sl->n_hand &&
      !self->covered)
    {
      const HandTile *h = &self->hand[self->drag_index];
      const MjTableTile *t = &sl->hand[self->drag_index];
      double cx = t->x + self->drag_dx;
      double cy = t->y - T * 0.2;
      draw_face (p, h->tile, cx, cy, T, 0, 1.0);
      count (p, MJ_TABLE_AREA_HAND, 0, TRUE);
      if (self->n_face_up_hand[0] < MAX_HAND)
        self->face_up_hand[0][self->n_face_up_hand[0]++] = h->tile;
      draw_outline (p, cx, cy, T, tile_h (T), &select, 2);
    }

  for (guint m = 0; m < sl->n_melds; m++)
    draw_meld (p, &sl->melds[m], 0);
  draw_flowers (p, self->viewer);
  draw_plate (p, self->viewer);
}

/* ---- regions ---------------------------------------------------------------- */

/* Each region is allocated over what the table draws for that part (an
 * empty part, where its first tile will go), as the layout says. */
static void
layout_regions (MjTableView *self,
                int          width,
                int          height)
{
  for (guint i = 0; i < N_REGIONS; i++)
    {
      graphene_rect_t b = self->view->rules ? self->layout->regions[i] : GRAPHENE_RECT_INIT (0, 0, 1, 1);
      GtkAllocation a;

      /* inside the table, never empty */
      if (!graphene_rect_intersection (&b, &GRAPHENE_RECT_INIT (0, 0, (float) width, (float) height), &b) ||
          b.size.width < 1 || b.size.height < 1)
        b = GRAPHENE_RECT_INIT (CLAMP (b.origin.x, 0, MAX (width - 1, 0)), CLAMP (b.origin.y, 0, MAX (height - 1, 0)), 1, 1);
      mj_table_region_set_bounds (MJ_TABLE_REGION (self->regions[i]), &b);
      a.x = (int) floor (b.origin.x);
      a.y = (int) floor (b.origin.y);
      a.width = MAX (1, (int) ceil (b.origin.x + b.size.width) - a.x);
      a.height = MAX (1, (int) ceil (b.origin.y + b.size.height) - a.y);
      gtk_widget_size_allocate (self->regions[i], &a, -1);
    }
}

/* The focus ring of the focused region, drawn by the table (the regions
 * draw nothing) inside the ring the layout keeps clear round it: a light
 * line with a dark one inside it, visible on every felt; broader in high
 * contrast. */
static void
draw_focus (Paint *p)
{
  MjTableRegion *focus = focused_region (p->self);
  graphene_rect_t b;
  GskRoundedRect r;
  GdkRGBA light = p->hc ? (GdkRGBA) { 1.0, 0.9, 0.0, 1 } : (GdkRGBA) { 1, 1, 1, 0.95 };
  GdkRGBA dark = { 0, 0, 0, 0.9 };
  float w = p->hc ? 3.0f : 2.0f, inner = 1.0f;
  int index = -1;

  if (focus == NULL || !gtk_widget_has_visible_focus (GTK_WIDGET (focus)))
    return;
  for (int i = 0; i < N_REGIONS; i++)
    if (p->self->regions[i] == GTK_WIDGET (focus))
      index = i;
  if (index < 0)
    return;
  if (p->self->view->rules)
    b = p->self->layout->focus[index];
  else
    {
      mj_table_region_get_bounds (focus, &b);
      graphene_rect_inset (&b, -MJ_TABLE_FOCUS_OUTSET, -MJ_TABLE_FOCUS_OUTSET);
    }
  gsk_rounded_rect_init_from_rect (&r, &b, 6);
  gtk_snapshot_append_border (p->snapshot, &r, (float[4]) { w, w, w, w },
                              (GdkRGBA[4]) { light, light, light, light });
  gsk_rounded_rect_shrink (&r, w, w, w, w);
  gtk_snapshot_append_border (p->snapshot, &r, (float[4]) { inner, inner, inner, inner },
                              (GdkRGBA[4]) { dark, dark, dark, dark });
}

static void
mj_table_view_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  MjTableView *self = MJ_TABLE_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  AdwStyleManager *style = adw_style_manager_get_default ();
  Paint p = { self, snapshot, gtk_widget_get_scale_factor (widget),
              adw_style_manager_get_dark (style), adw_style_manager_get_high_contrast (style) };

  memset (self->drawn, 0, sizeof self->drawn);
  memset (self->n_face_up_hand, 0, sizeof self->n_face_up_hand);
  self->n_cut = 0;
  if ((self->game == NULL && !self->still) || self->cache == NULL || self->view->rules == NULL)
    {
      draw_felt (&p, width, height);
      draw_focus (&p);
      return;
    }
  /* the layout is the allocation's; a frame drawn before the next one
   * (the game moved on) lays out anew */
  if (self->layout->width != width || self->layout->height != height)
    relayout (self, width, height);
  draw_felt (&p, width, height);
  draw_centre (&p);
  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    draw_discards (&p, seat);
  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    if (seat != self->viewer)
      draw_other (&p, seat);
  draw_own (&p);
  draw_focus (&p);
}

/* ---- input ------------------------------------------------------------------------------- */

int
mj_table_view_hit_test (MjTableView *self,
                        double       x,
                        double       y,
                        MjTile      *tile)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), -1);

  /* a chosen tile still answers where it was, and where it rose to */
  for (guint i = MIN (self->n_hand, self->layout->seats[0].n_hand); i-- > 0;)
    if (graphene_rect_contains_point (&self->layout->hand_hit[i], &GRAPHENE_POINT_INIT ((float) x, (float) y)))
      {
        if (tile)
          *tile = self->hand[i].tile;
        return (int) i;
      }
  return -1;
}

gboolean
mj_table_view_get_tile_center (MjTableView *self,
                               guint        index,
                               double      *x,
                               double      *y)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), FALSE);
  if (index >= self->n_hand || index >= self->layout->seats[0].n_hand)
    return FALSE;
  *x = self->layout->seats[0].hand[index].x;
  *y = self->layout->seats[0].hand[index].y;
  return TRUE;
}

gboolean
mj_table_view_get_tile_bounds (MjTableView     *self,
                               guint            index,
                               graphene_rect_t *bounds)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), FALSE);
  g_return_val_if_fail (bounds != NULL, FALSE);
  if (index >= self->n_hand || index >= self->layout->seats[0].n_hand)
    return FALSE;
  *bounds = self->layout->seats[0].hand[index].rect;
  return TRUE;
}

guint
mj_table_view_get_hand_length (MjTableView *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), 0);
  return self->n_hand;
}

static void
activate_selected (MjTableView *self)
{
  if (!self->interactive || self->covered || self->selected < 0 || self->selected >= (int) self->n_hand)
    return;
  g_signal_emit (self, signals[TILE_ACTIVATED], 0, (guint) self->hand[self->selected].tile,
                 self->hand[self->selected].standing);
}

static void
on_pressed (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            MjTableView     *self)
{
  int i = mj_table_view_hit_test (self, x, y, NULL);

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (self->anim)
    adw_animation_skip (self->anim);
  if (self->choosing && !self->covered && i >= 0)
    {
      self->selected = i;
      toggle_chosen (self, (guint) i);
      announce_selection (self);
      return;
    }
  if (!self->interactive || self->covered || i < 0)
    return;
  /* click to choose, click the chosen tile again to discard */
  if (self->confirm && (i == self->selected || n_press == 2))
    {
      self->selected = i;
      activate_selected (self);
    }
  else
    self->selected = i;
  announce_selection (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Without the confirmation one click discards, on release, so that a
 * press that becomes a drag (rearranging) discards nothing. */
static void
on_released (GtkGestureClick *gesture,
             int              n_press,
             double           x,
             double           y,
             MjTableView     *self)
{
  int i = mj_table_view_hit_test (self, x, y, NULL);

  if (self->confirm || self->choosing || !self->interactive || self->covered || i < 0 || self->drag_dx != 0)
    return;
  self->selected = i;
  activate_selected (self);
}

static void
on_motion (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           MjTableView              *self)
{
  int i = mj_table_view_hit_test (self, x, y, NULL);

  if (i != self->hover)
    {
      self->hover = i;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
on_leave (GtkEventControllerMotion *motion,
          MjTableView              *self)
{
  self->hover = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Rearranging (auto-sort off): moves the concealed tile at `from` to
 * `to`, among the tiles that may move (not Lisi's standing tiles, not the
 * drawn tile, which joins the hand when another is discarded). */
static gboolean
movable (MjTableView *self,
         int          i)
{
  return i >= 0 && i < (int) self->n_hand && !self->hand[i].drawn && !self->hand[i].standing;
}

static gboolean
move_tile (MjTableView *self,
           int          from,
           int          to)
{
  guint first = 0;
  HandTile moved;

  if (self->auto_sort || from == to || !movable (self, from) || !movable (self, to))
    return FALSE;
  moved = self->hand[from];
  if (from < to)
    memmove (&self->hand[from], &self->hand[from + 1], (gsize) (to - from) * sizeof *self->hand);
  else
    memmove (&self->hand[to + 1], &self->hand[to], (gsize) (from - to) * sizeof *self->hand);
  self->hand[to] = moved;
  while (first < self->n_hand && self->hand[first].standing)
    first++;
  self->n_order = 0;
  for (guint i = first; i < self->n_hand && !self->hand[i].drawn; i++)
    self->order[self->n_order++] = self->hand[i].tile;
  place_hand (self);
  describe (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

gboolean
mj_table_view_move_tile (MjTableView *self,
                         guint        from,
                         guint        to)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), FALSE);
  return move_tile (self, (int) from, (int) to);
}

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               MjTableView    *self)
{
  int i = mj_table_view_hit_test (self, x, y, NULL);

  if (self->auto_sort || self->covered || !movable (self, i))
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  self->drag_index = i;
  self->drag_dx = 0;
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                MjTableView    *self)
{
  if (self->drag_index < 0)
    return;
  /* a small movement is still a click */
  if (fabs (dx) < self->sizes.hand_w * 0.3 && self->drag_dx == 0)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  self->drag_dx = dx;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_drag_end (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             MjTableView    *self)
{
  int from = self->drag_index;
  int to = from;

  self->drag_index = -1;
  if (from < 0 || self->drag_dx == 0)
    return;
  /* the place whose tile the dragged tile's centre now covers */
  {
    double x = self->hand[from].rect.origin.x + self->sizes.hand_w / 2.0 + dx;
    for (guint i = 0; i < self->n_hand; i++)
      if (movable (self, (int) i) && x >= self->hand[i].rect.origin.x - self->sizes.hand_w / 2.0)
        to = (int) i;
    if (x < self->hand[from].rect.origin.x)
      while (to > 0 && movable (self, to - 1) && x < self->hand[to].rect.origin.x)
        to--;
  }
  self->drag_dx = 0;
  if (!move_tile (self, from, to))
    gtk_widget_queue_draw (GTK_WIDGET (self));
  else if (self->selected == from)
    self->selected = to;
}

/* Moves the focus to the next focusable region after (step 1) or before
 * (step -1) region `from` (-1: none), or returns FALSE at the end unless
 * `wrap`. */
static gboolean
focus_region (MjTableView *self,
              int          from,
              int          step,
              gboolean     wrap)
{
  for (int k = 1; k <= N_REGIONS; k++)
    {
      int i = from < 0 ? (step > 0 ? k - 1 : N_REGIONS - k) : from + step * k;

      if (wrap)
        i = ((i % N_REGIONS) + N_REGIONS) % N_REGIONS;
      else if (i < 0 || i >= N_REGIONS)
        return FALSE;
      if (gtk_widget_get_focusable (self->regions[i]) && gtk_widget_get_visible (self->regions[i]))
        return gtk_widget_grab_focus (self->regions[i]);
    }
  return FALSE;
}

static int
focused_index (MjTableView *self)
{
  MjTableRegion *focus = focused_region (self);

  for (int i = 0; focus && i < N_REGIONS; i++)
    if (self->regions[i] == GTK_WIDGET (focus))
      return i;
  return -1;
}

/* Tab and Shift+Tab go through the regions in their order (the viewer's
 * hand first) and then leave the table; arrows enter it at the hand. */
static gboolean
mj_table_view_focus (GtkWidget        *widget,
                     GtkDirectionType  direction)
{
  MjTableView *self = MJ_TABLE_VIEW (widget);
  int current = focused_index (self);

  switch (direction)
    {
    case GTK_DIR_TAB_FORWARD:
      return focus_region (self, current, 1, FALSE);
    case GTK_DIR_TAB_BACKWARD:
      return focus_region (self, current, -1, FALSE);
    default:
      return current < 0 && focus_region (self, -1, 1, FALSE);
    }
}

/* The table takes the focus at the viewer's hand. */
static gboolean
mj_table_view_grab_focus (GtkWidget *widget)
{
  MjTableView *self = MJ_TABLE_VIEW (widget);

  if (gtk_widget_grab_focus (self->regions[region_index (MJ_TABLE_AREA_HAND, 0)]))
    return TRUE;
  return focus_region (self, -1, 1, FALSE);
}

static gboolean
on_key (GtkEventControllerKey *key,
        guint                  keyval,
        guint                  keycode,
        GdkModifierType        state,
        MjTableView           *self)
{
  int current = focused_index (self);
  gboolean in_hand = current < 0 || current == (int) region_index (MJ_TABLE_AREA_HAND, 0);

  if (self->anim)
    adw_animation_skip (self->anim);
  /* F6, Shift+F6: round the regions, and round again; Up and Down, and
   * Left and Right outside the hand, the same */
  if (keyval == GDK_KEY_F6 || keyval == GDK_KEY_Up || keyval == GDK_KEY_KP_Up ||
      keyval == GDK_KEY_Down || keyval == GDK_KEY_KP_Down ||
      (!in_hand && (keyval == GDK_KEY_Left || keyval == GDK_KEY_KP_Left ||
                    keyval == GDK_KEY_Right || keyval == GDK_KEY_KP_Right)))
    {
      gboolean back = keyval == GDK_KEY_F6 ? (state & GDK_SHIFT_MASK) != 0
                    : keyval == GDK_KEY_Up || keyval == GDK_KEY_KP_Up || keyval == GDK_KEY_Left || keyval == GDK_KEY_KP_Left;
      if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
        return FALSE;
      focus_region (self, current, back ? -1 : 1, TRUE);
      return TRUE;
    }
  if (!in_hand)
    return FALSE;
  if ((state & GDK_ALT_MASK) && !self->auto_sort && !self->covered &&
      (keyval == GDK_KEY_Left || keyval == GDK_KEY_Right))
    {
      int to = self->selected + (keyval == GDK_KEY_Left ? -1 : 1);
      if (move_tile (self, self->selected, to))
        self->selected = to;
      announce_selection (self);
      return TRUE;
    }
  /* the tiles can be gone through one by one at any time (a screen
   * reader names each); Enter discards only on the viewer's turn */
  if (self->covered || self->n_hand == 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      self->selected = self->selected <= 0 ? (int) self->n_hand - 1 : self->selected - 1;
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      self->selected = self->selected < 0 || self->selected + 1 >= (int) self->n_hand ? 0 : self->selected + 1;
      break;
    case GDK_KEY_Home:
      self->selected = 0;
      break;
    case GDK_KEY_End:
      self->selected = (int) self->n_hand - 1;
      break;
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      /* choosing (the exchange): the tile at the cursor in or out */
      if (!self->choosing)
        return FALSE;
      if (self->selected < 0)
        self->selected = (int) self->n_hand - 1;
      toggle_chosen (self, (guint) self->selected);
      break;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      if (!self->interactive || self->choosing)
        return FALSE;
      if (self->selected < 0)
        self->selected = (int) self->n_hand - 1;
      activate_selected (self);
      break;
    default:
      return FALSE;
    }
  announce_selection (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

/* ---- what was drawn ----------------------------------------------------------------------------- */

guint
mj_table_view_count_drawn (MjTableView *self,
                           MjTableArea  area,
                           guint        relative_seat,
                           gboolean     face_up)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), 0);
  g_return_val_if_fail (area < MJ_N_TABLE_AREAS && relative_seat < MJ_N_SEATS, 0);
  return self->drawn[area][relative_seat][face_up ? 1 : 0];
}

const MjTableLayout *
mj_table_view_get_layout (MjTableView *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), NULL);
  return self->layout;
}

guint
mj_table_view_get_n_cut_texts (MjTableView *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), 0);
  return self->n_cut;
}

guint
mj_table_view_get_face_up_hand (MjTableView *self,
                                guint        relative_seat,
                                MjTile      *out,
                                guint        max)
{
  guint n;

  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), 0);
  g_return_val_if_fail (relative_seat < MJ_N_SEATS, 0);
  n = MIN (max, self->n_face_up_hand[relative_seat]);
  memcpy (out, self->face_up_hand[relative_seat], n * sizeof (MjTile));
  return n;
}

/* ---- object ----------------------------------------------------------------------------------------- */

static void
on_scale_changed (MjTableView *self)
{
  if (self->cache)
    mj_tile_cache_clear (self->cache);
}

static void
on_dark_changed (MjTableView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* A region's state changed (focused, the focus made visible): the ring
 * is drawn anew. */
static void
on_region_state (MjTableView   *self,
                 GtkStateFlags  previous,
                 GtkWidget     *region_widget)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The window's focus moved: a region left keeps no old news for the next
 * time it is reached, and the ring moves. */
static void
on_focus_widget (MjTableView *self)
{
  MjTableRegion *focus = focused_region (self);

  for (guint i = 0; i < N_REGIONS; i++)
    if (self->regions[i] != GTK_WIDGET (focus))
      mj_table_region_set_news (MJ_TABLE_REGION (self->regions[i]), NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
mj_table_view_root (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (mj_table_view_parent_class)->root (widget);
  g_signal_connect_object (gtk_widget_get_root (widget), "notify::focus-widget",
                           G_CALLBACK (on_focus_widget), widget, G_CONNECT_SWAPPED);
}

static void
mj_table_view_unroot (GtkWidget *widget)
{
  g_signal_handlers_disconnect_by_func (gtk_widget_get_root (widget), on_focus_widget, widget);
  GTK_WIDGET_CLASS (mj_table_view_parent_class)->unroot (widget);
}

static void
mj_table_view_dispose (GObject *object)
{
  MjTableView *self = MJ_TABLE_VIEW (object);

  mj_table_view_set_game (self, NULL);
  mj_table_view_set_tile_cache (self, NULL);
  g_clear_object (&self->anim);
  /* a region can outlive the table (an accessibility bus may hold it a
   * while): it must no longer call back */
  for (guint i = 0; i < N_REGIONS; i++)
    if (self->regions[i])
      {
        g_signal_handlers_disconnect_by_data (self->regions[i], self);
        g_clear_pointer (&self->regions[i], gtk_widget_unparent);
      }
  G_OBJECT_CLASS (mj_table_view_parent_class)->dispose (object);
}

static void
mj_table_view_finalize (GObject *object)
{
  MjTableView *self = MJ_TABLE_VIEW (object);

  for (guint i = 0; i < MJ_N_SEATS; i++)
    g_free (self->names[i]);
  g_free (self->news);
  g_free (self->view);
  g_free (self->layout);
  G_OBJECT_CLASS (mj_table_view_parent_class)->finalize (object);
}

static void
mj_table_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  MjTableView *self = MJ_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_AUTO_SORT:
      g_value_set_boolean (value, self->auto_sort);
      break;
    case PROP_CONFIRM_DISCARD:
      g_value_set_boolean (value, self->confirm);
      break;
    case PROP_TILE_SCALE:
      g_value_set_double (value, self->tile_scale);
      break;
    case PROP_FELT:
      g_value_set_enum (value, self->felt);
      break;
    case PROP_ANIMATE:
      g_value_set_boolean (value, self->animate);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mj_table_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  MjTableView *self = MJ_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_AUTO_SORT:
      mj_table_view_set_auto_sort (self, g_value_get_boolean (value));
      break;
    case PROP_CONFIRM_DISCARD:
      mj_table_view_set_confirm_discard (self, g_value_get_boolean (value));
      break;
    case PROP_TILE_SCALE:
      mj_table_view_set_tile_scale (self, g_value_get_double (value));
      break;
    case PROP_FELT:
      mj_table_view_set_felt (self, (MjFelt) g_value_get_enum (value));
      break;
    case PROP_ANIMATE:
      mj_table_view_set_animate (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mj_table_view_class_init (MjTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_table_view_dispose;
  object_class->finalize = mj_table_view_finalize;
  widget_class->measure = mj_table_view_measure;
  widget_class->size_allocate = mj_table_view_size_allocate;
  widget_class->snapshot = mj_table_view_snapshot;
  widget_class->focus = mj_table_view_focus;
  widget_class->grab_focus = mj_table_view_grab_focus;
  widget_class->root = mj_table_view_root;
  widget_class->unroot = mj_table_view_unroot;

  object_class->get_property = mj_table_view_get_property;
  object_class->set_property = mj_table_view_set_property;

  properties[PROP_AUTO_SORT] =
    g_param_spec_boolean ("auto-sort", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CONFIRM_DISCARD] =
    g_param_spec_boolean ("confirm-discard", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TILE_SCALE] =
    g_param_spec_double ("tile-scale", NULL, NULL, 0.5, 2.0, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FELT] =
    g_param_spec_enum ("felt", NULL, NULL, MJ_TYPE_FELT, MJ_FELT_TEAL,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANIMATE] =
    g_param_spec_boolean ("animate", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* the person chose a tile or took one back (choosing) */
  signals[CHOSEN_CHANGED] = g_signal_new ("chosen-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* (tile kind, standing): the viewer chose a tile to discard; standing:
   * it is one of Lisi's standing tiles, not an ordinary copy of its kind */
  signals[TILE_ACTIVATED] = g_signal_new ("tile-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_BOOLEAN);

  gtk_widget_class_set_css_name (widget_class, "mjtable");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
mj_table_view_init (MjTableView *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *key = gtk_event_controller_key_new ();

  self->view = g_new0 (MjView, 1);
  self->layout = g_new0 (MjTableLayout, 1);
  self->last_seat = MJ_N_SEATS;
  self->progress = 1.0;
  self->anim_seat = MJ_N_SEATS;
  self->prev_drawn = MJ_TILE_NONE;
  self->animate = TRUE;
  /* a short ease-out: the eye follows, play is not slowed; AdwAnimation
   * jumps to the end when the system asks for reduced motion */
  self->anim = adw_timed_animation_new (GTK_WIDGET (self), 0.0, 1.0, 220,
                                        adw_callback_animation_target_new ((AdwAnimationTargetFunc) animation_value,
                                                                           self, NULL));
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->anim), ADW_EASE_OUT_CUBIC);
  self->selected = -1;
  self->hover = -1;
  self->marked = MJ_TILE_NONE;
  self->auto_sort = TRUE;
  self->confirm = TRUE;
  self->tile_scale = 1.0;
  self->drag_index = -1;

  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  g_signal_connect (click, "released", G_CALLBACK (on_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);
  {
    GtkGesture *drag = gtk_gesture_drag_new ();
    g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
    g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
    g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
    gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  }

  /* the regions take the focus, the table none of its own */
  for (guint rel = 0; rel < MJ_N_SEATS; rel++)
    {
      static const MjTableArea areas[] = { MJ_TABLE_AREA_HAND, MJ_TABLE_AREA_MELDS, MJ_TABLE_AREA_DISCARDS };
      for (guint a = 0; a < G_N_ELEMENTS (areas); a++)
        self->regions[region_index (areas[a], rel)] = mj_table_region_new (areas[a], rel);
    }
  self->regions[region_index (MJ_TABLE_AREA_WALL, 0)] = mj_table_region_new (MJ_TABLE_AREA_WALL, 0);
  for (guint i = 0; i < N_REGIONS; i++)
    {
      gtk_widget_set_parent (self->regions[i], GTK_WIDGET (self));
      g_signal_connect_object (self->regions[i], "state-flags-changed", G_CALLBACK (on_region_state), self,
                               G_CONNECT_SWAPPED);
    }
  describe (self);
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Mahjong table"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Tab, F6 and the arrow keys move between the hands, melds, discards and the wall; "
                                    "in your hand, Left and Right choose a tile and Enter discards it."),
                                  -1);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "notify::scale-factor", G_CALLBACK (on_scale_changed), NULL);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (on_dark_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::high-contrast",
                           G_CALLBACK (on_dark_changed), self, G_CONNECT_SWAPPED);
}

GtkWidget *
mj_table_view_new (void)
{
  return g_object_new (MJ_TYPE_TABLE_VIEW, NULL);
}

void
mj_table_view_set_auto_sort (MjTableView *self,
                             gboolean     auto_sort)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));
  auto_sort = !!auto_sort;
  if (self->auto_sort == auto_sort)
    return;
  self->auto_sort = auto_sort;
  self->n_order = 0;
  mj_table_view_refresh (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTO_SORT]);
}

void
mj_table_view_set_confirm_discard (MjTableView *self,
                                   gboolean     confirm)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));
  confirm = !!confirm;
  if (self->confirm == confirm)
    return;
  self->confirm = confirm;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CONFIRM_DISCARD]);
}

void
mj_table_view_set_tile_scale (MjTableView *self,
                              double       scale)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));
  scale = CLAMP (scale, 0.5, 2.0);
  if (self->tile_scale == scale)
    return;
  self->tile_scale = scale;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TILE_SCALE]);
}

void
mj_table_view_set_felt (MjTableView *self,
                        MjFelt       felt)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));
  felt = felt < MJ_N_FELTS ? felt : MJ_FELT_TEAL;
  if (self->felt == felt)
    return;
  self->felt = felt;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FELT]);
}

MjTile
mj_table_view_get_hand_tile (MjTableView *self,
                             guint        index)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), MJ_TILE_NONE);
  return index < self->n_hand ? self->hand[index].tile : MJ_TILE_NONE;
}

void
mj_table_view_set_choosing (MjTableView *self,
                            guint        n)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));

  if (self->choosing == n)
    return;
  self->choosing = n;
  if (n && self->selected < 0 && self->n_hand > 0)
    self->selected = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
mj_table_view_set_chosen (MjTableView  *self,
                          const MjTile *tiles,
                          guint         n)
{
  g_return_if_fail (MJ_IS_TABLE_VIEW (self));

  memset (self->chosen, 0, sizeof self->chosen);
  for (guint i = 0; i < n; i++)
    if (tiles[i] < MJ_N_KINDS)
      self->chosen[tiles[i]]++;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
mj_table_view_get_chosen (MjTableView *self,
                          MjTile      *tiles,
                          guint        max)
{
  guint n = 0;

  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), 0);
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    for (guint c = 0; c < self->chosen[t] && n < max; c++)
      tiles[n++] = t;
  return n;
}

guint
mj_table_view_get_n_refreshes (MjTableView *self)
{
  g_return_val_if_fail (MJ_IS_TABLE_VIEW (self), 0);
  return self->n_refreshes;
}
