/* mj-table-view.h: the mahjong table seen from one seat — hands, melds,
 * flowers, discards, the wall, the seats — drawn from that seat's MjView
 * with textures from the tile cache.  One custom widget. */
#pragma once

#include <gtk/gtk.h>

#include "mj-game.h"
#include "mj-table-layout.h"
#include "mj-tile-cache.h"

G_BEGIN_DECLS

#define MJ_TYPE_TABLE_VIEW (mj_table_view_get_type ())
G_DECLARE_FINAL_TYPE (MjTableView, mj_table_view, MJ, TABLE_VIEW, GtkWidget)

/* The table's felt colours (the table-colour setting, in this order). */
typedef enum {
  MJ_FELT_TEAL = 0,
  MJ_FELT_GREEN,
  MJ_FELT_BLUE,
  MJ_FELT_RED,
  MJ_FELT_WOOD,
  MJ_N_FELTS
} MjFelt;

/* MjFelt as a GEnum whose nicks are the table-colour setting's values
 * ("teal" … "wood"), so g_settings_bind binds the one to the other. */
#define MJ_TYPE_FELT (mj_felt_get_type ())
GType        mj_felt_get_type              (void);

GtkWidget   *mj_table_view_new             (void);

void         mj_table_view_set_game        (MjTableView  *self,
                                            MjGame       *game);
MjGame      *mj_table_view_get_game        (MjTableView  *self);
/* Shows a view that belongs to no game, and stops following the game: a
 * position to look at (the tests' worst cases).  The view is copied. */
void         mj_table_view_set_view        (MjTableView  *self,
                                            const MjView *view);
/* Shows the views of a game played elsewhere (network play), one after
 * another as they come: like a game's own, what moved is animated and
 * the chosen tile kept.  The view is copied; its seat is the viewer. */
void         mj_table_view_follow_view     (MjTableView  *self,
                                            const MjView *view);
/* The seat at the bottom, whose hand is shown. */
void         mj_table_view_set_viewer      (MjTableView  *self,
                                            guint         seat);
guint        mj_table_view_get_viewer      (MjTableView  *self);
void         mj_table_view_set_tile_cache  (MjTableView  *self,
                                            MjTileCache  *cache);
MjTileCache *mj_table_view_get_tile_cache  (MjTableView  *self);
/* Every concealed tile face up (replays, the end of a hand, open hands). */
void         mj_table_view_set_reveal_all  (MjTableView  *self,
                                            gboolean      reveal);
/* Seats (a mask) whose concealed tiles are shown face up: the learning
 * mode's open hands. */
void         mj_table_view_set_revealed    (MjTableView  *self,
                                            guint         seats);
/* Hot seat: the viewer's own tiles shown as backs too. */
void         mj_table_view_set_covered     (MjTableView  *self,
                                            gboolean      covered);
gboolean     mj_table_view_get_covered     (MjTableView  *self);
void         mj_table_view_set_player_name (MjTableView  *self,
                                            guint         seat,
                                            const char   *name);
/* Whether the viewer may discard now: the hand takes clicks and keys. */
void         mj_table_view_set_interactive (MjTableView  *self,
                                            gboolean      interactive);
/* Tiles the viewer may not discard now are dimmed (mask of kinds). */
void         mj_table_view_set_blocked     (MjTableView  *self,
                                            guint64       kinds);
/* Choosing `n` tiles of the viewer's hand (Sichuan's exchange): a click or
 * Space takes a tile in or out ("chosen-changed"), and nothing is
 * discarded; 0 ends it. */
void         mj_table_view_set_choosing    (MjTableView  *self,
                                            guint         n);
/* The chosen tiles (a proposal, or the person's choice); outside choosing,
 * tiles shown as new in the hand (received in the exchange). */
void         mj_table_view_set_chosen      (MjTableView  *self,
                                            const MjTile *tiles,
                                            guint         n);
guint        mj_table_view_get_chosen      (MjTableView  *self,
                                            MjTile       *tiles,
                                            guint         max);
/* A tile to mark in the viewer's hand (the hint's advice), or NONE. */
void         mj_table_view_set_marked      (MjTableView  *self,
                                            MjTile        tile);
/* Tiles move when discarded and drawn (the system's reduced-motion
 * setting always wins). */
void         mj_table_view_set_animate     (MjTableView  *self,
                                            gboolean      animate);
/* Off: the player arranges their own tiles (drag, or Alt+←/→), and a
 * new tile joins at the end. */
void         mj_table_view_set_auto_sort   (MjTableView  *self,
                                            gboolean      auto_sort);
/* Moves a concealed tile within the player's arrangement (auto-sort off). */
gboolean     mj_table_view_move_tile       (MjTableView  *self,
                                            guint         from,
                                            guint         to);
/* On: a click chooses a tile and a second click discards it; off: one
 * click discards. */
void         mj_table_view_set_confirm_discard (MjTableView *self,
                                            gboolean      confirm);
/* The viewer's hand size relative to the table (1.0: fitted). */
void         mj_table_view_set_tile_scale  (MjTableView  *self,
                                            double        scale);
void         mj_table_view_set_felt        (MjTableView  *self,
                                            MjFelt        felt);
/* The latest news for a screen reader ("Li Wei discards 5 of dots"):
 * given to the focused part of the table as its accessible description,
 * which a screen reader speaks when it changes on the focused object. */
void         mj_table_view_announce        (MjTableView  *self,
                                            const char   *text);
const char  *mj_table_view_get_news        (MjTableView  *self);
/* How often the table has read the game again (tests: once per action). */
guint        mj_table_view_get_n_refreshes (MjTableView *self);
/* Re-reads the game (after anything that changed it). */
void         mj_table_view_refresh         (MjTableView  *self);

/* What the last frame drew: tiles of an area for a seat (relative: 0 =
 * bottom, 1 = right, 2 = top, 3 = left), how many face up. */
guint        mj_table_view_count_drawn     (MjTableView  *self,
                                            MjTableArea   area,
                                            guint         relative_seat,
                                            gboolean      face_up);
/* Where the table lays everything out now (tests). */
const MjTableLayout *mj_table_view_get_layout (MjTableView *self);
/* How many texts the last frame had to cut short (a name plate, a
 * caption): none, where the layout gives them room. */
guint        mj_table_view_get_n_cut_texts (MjTableView  *self);
/* Whether a seat's name plate is lit (its decision is awaited). */
gboolean     mj_table_view_get_plate_lit   (MjTableView  *self,
                                            guint         seat);
/* The tile kinds drawn face up for a seat in the viewer's hand area. */
guint        mj_table_view_get_face_up_hand (MjTableView *self,
                                            guint         relative_seat,
                                            MjTile       *out,
                                            guint         max);
/* Which of the viewer's hand tiles is at (x, y), or -1; *tile gets its kind. */
int          mj_table_view_hit_test        (MjTableView  *self,
                                            double        x,
                                            double        y,
                                            MjTile       *tile);
/* The centre of the viewer's hand tile `index`, for synthesised clicks. */
gboolean     mj_table_view_get_tile_center (MjTableView  *self,
                                            guint         index,
                                            double       *x,
                                            double       *y);
/* Where the viewer's hand tile `index` is drawn (a standing tile raised),
 * before a choice lifts it. */
gboolean     mj_table_view_get_tile_bounds (MjTableView     *self,
                                            guint            index,
                                            graphene_rect_t *bounds);
guint        mj_table_view_get_hand_length (MjTableView  *self);
/* The kind of the viewer's hand tile `index`, in the order shown. */
MjTile       mj_table_view_get_hand_tile   (MjTableView  *self,
                                            guint         index);

G_END_DECLS
