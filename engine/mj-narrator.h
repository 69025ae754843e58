/* mj-narrator.h: what happens at the table, in sentences a person reads:
 * the status line, the replay and the screen reader's news all tell it
 * here, once.  Tiles, melds and values are named in words; the one
 * person at the screen is spoken to ("You discard 5 of dots"), everyone
 * else is named ("Li Wei discards 5 of dots"). */
#pragma once

#include "mj-action.h"
#include "mj-rules.h"
#include "mj-state.h"
#include "mj-view.h"

G_BEGIN_DECLS

/* Who is who: each seat's name (empty: its seat wind), and the seat
 * spoken to as "you" — the one person playing at this screen — or
 * MJ_N_SEATS when nobody is (hot seat, where the screen changes hands, or
 * a replay of others' match). */
struct _MjNarrator {
  const char *names[MJ_N_SEATS];
  guint       you;
};

/* A seat as a sentence names it: its name, or its seat wind when it has
 * none ("You" when it is the one spoken to and named so). */
const char *mj_narrator_name    (const MjNarrator *n,
                                 guint             seat);
/* Is `seat` the one person spoken to? */
gboolean    mj_narrator_is_you  (const MjNarrator *n,
                                 guint             seat);
/* Items in a list: "a", "a and b", "a, b and c". */
char       *mj_narrator_join    (const char * const *items,
                                 guint               n_items);
/* The seats of the mask `seats` in a list, in seat order: "Li Wei",
 * "Li Wei and you", "Li Wei, Wang Fang and you". */
char       *mj_narrator_list    (const MjNarrator *n,
                                 guint             seats);

/* One sentence about `seat`, written for someone named (the name is its
 * first argument) and for "you" (the same arguments without it), since
 * languages agree the verb with its subject: "Li Wei holds", "You hold". */
#define MJ_TELL(n, seat, named, you, ...) \
  (mj_narrator_is_you ((n), (seat)) ? g_strdup_printf ((you), ##__VA_ARGS__) \
                                    : g_strdup_printf ((named), mj_narrator_name ((n), (seat)), ##__VA_ARGS__))

/* "pung of East wind", "chow 3 of dots to 5 of dots", with ", claimed
 * from Li Wei" when `from_name` is given; a concealed kong whose tile is
 * MJ_TILE_NONE is "face down". */
char *mj_meld_display_name (const MjMeld     *meld,
                            const char       *from_name);
/* A hand's value in the rule set's unit: "3 fan", "1 point", "2 tai". */
char *mj_value_display     (const MjRules    *rules,
                            int               value);

/* The deal of the hand `s` is in: who deals, what the dice say. */
char *mj_narrate_deal      (const MjNarrator *n,
                            const MjState    *s);
/* An action, as the title of a step ("Li Wei claims 5 of dots for a
 * pung"); `before` is the state it applies to; *tile gets the tile the
 * step is about, or MJ_TILE_NONE. */
char *mj_narrate_action    (const MjNarrator *n,
                            const MjState    *before,
                            const MjAction   *a,
                            MjTile           *tile);

/* What the game did (its signals), each a sentence. */
char *mj_narrate_draw      (const MjNarrator *n,
                            guint             seat,
                            MjTile            tile,
                            gboolean          replacement);
char *mj_narrate_flower    (const MjNarrator *n,
                            guint             seat,
                            MjTile            tile);
/* A face-down discard (Lisi's ready declaration) whose tile the reader
 * may not see has tile MJ_TILE_NONE. */
char *mj_narrate_discard   (const MjNarrator *n,
                            guint             seat,
                            MjTile            tile,
                            gboolean          face_down);
/* The meld `index` of a seat; `hide_concealed`: another player's
 * concealed kong is told face down. */
char *mj_narrate_meld      (const MjNarrator *n,
                            const MjState    *s,
                            guint             seat,
                            guint             index,
                            gboolean          hide_concealed);
char *mj_narrate_robbed    (const MjNarrator *n,
                            guint             seat,
                            MjTile            tile);
char *mj_narrate_ready     (const MjNarrator *n,
                            guint             seat);
/* The win `index` of the hand in `s`. */
char *mj_narrate_win       (const MjNarrator *n,
                            const MjState    *s,
                            guint             index);
/* Sichuan's exchange as the viewer of `v` saw it: what was passed to
 * whom, and what came from whom. */
char *mj_narrate_exchange  (const MjNarrator *n,
                            const MjView     *v);
/* The end of the hand: a drawn hand, and what each player made. */
char *mj_narrate_hand_end  (const MjNarrator *n,
                            const MjState    *s);

G_END_DECLS
