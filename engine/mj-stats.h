/* mj-stats.h: statistics of finished hands per rule set and player name
 * (hands, wins, self-draws, deal-ins, points, the biggest hand, points
 * over time), kept as JSON in the user data directory.  A damaged file is
 * set aside and reported as a GError, never a crash. */
#pragma once

#include <glib-object.h>

#include "mj-state.h"

G_BEGIN_DECLS

#define MJ_STATS_FORMAT   "sparrow-statistics"
#define MJ_STATS_VERSION  1

/* Points kept per player and rule set for the chart; older ones are
 * dropped (the totals stay right: each point is a running total). */
#define MJ_STATS_MAX_SERIES 2000

#define MJ_STATS_ERROR (mj_stats_error_quark ())

typedef enum {
  MJ_STATS_ERROR_PARSE,      /* not JSON, or truncated */
  MJ_STATS_ERROR_FORMAT,     /* not a statistics file, or a newer version */
  MJ_STATS_ERROR_FIELD,      /* a field missing, of the wrong kind or out of range */
  MJ_STATS_ERROR_IO,
} MjStatsError;

GQuark    mj_stats_error_quark (void);

/* One point of the chart: the player's running total after a hand. */
typedef struct {
  gint64 time;     /* seconds since 1970 (UTC) */
  gint64 total;    /* points over every hand counted so far */
} MjStatsPoint;

/* What is known of one player name under one rule set.  Owned by the
 * MjStats; valid until it changes. */
typedef struct {
  char     *name;
  gboolean  human;          /* played at least one hand as a human */
  guint     hands;
  guint     wins;
  guint     self_draws;     /* wins on one's own draw */
  guint     deal_ins;       /* own discards (or robbed kongs) won on; a discard two
                             * players win on counts once */
  gint64    points;         /* the sum of the hands' results */
  int       best_value;     /* the biggest win in the rule set's unit (fan, tai, …) */
  char    **best_patterns;  /* its pattern ids, NULL-terminated; NULL before a win */
  GArray   *series;         /* MjStatsPoint, oldest first, at most MJ_STATS_MAX_SERIES */
} MjPlayerStats;

/* Points per hand on average (0 before any hand). */
double    mj_player_stats_get_average (const MjPlayerStats *player);

#define MJ_TYPE_STATS (mj_stats_get_type ())
G_DECLARE_FINAL_TYPE (MjStats, mj_stats, MJ, STATS, GObject)

MjStats  *mj_stats_new          (void);

/* Counts a finished hand (state->hand_over): each seat with a name, by
 * that name, under the state's rule set.  Seats without a name (NULL or
 * empty) are not counted.  Emits "changed". */
void      mj_stats_add_hand     (MjStats            *self,
                                 const MjState      *state,
                                 const char * const  names[MJ_N_SEATS],
                                 const gboolean      human[MJ_N_SEATS]);

/* Rule set ids with at least one player, sorted. */
GStrv     mj_stats_dup_rules    (MjStats            *self);
/* The players of a rule set: humans first, then by hands played, then by
 * name; the elements belong to the MjStats.  Never NULL. */
GPtrArray *mj_stats_list_players (MjStats           *self,
                                  const char        *rules_id);
const MjPlayerStats *mj_stats_lookup (MjStats       *self,
                                      const char    *rules_id,
                                      const char    *name);
/* Hands counted under every rule set and name. */
guint     mj_stats_get_n_hands  (MjStats            *self);

/* Where the game keeps its statistics: $XDG_DATA_HOME/sparrow/statistics.json. */
char     *mj_stats_default_path (void);

/* A missing file is empty statistics.  A file that cannot be read as
 * statistics is renamed to "<path>.corrupt" (or "<path>.corrupt-N" when
 * that exists) and reported as an error naming where it went; the caller
 * starts afresh with mj_stats_new().  Returns NULL on error. */
MjStats  *mj_stats_load         (const char         *path,
                                 GError            **error);
/* Written atomically (a temporary file, then a rename); the directory is
 * created if needed. */
gboolean  mj_stats_save         (MjStats            *self,
                                 const char         *path,
                                 GError            **error);
char     *mj_stats_to_json      (MjStats            *self);
MjStats  *mj_stats_from_json    (const char         *text,
                                 gssize              length,
                                 GError            **error);

G_END_DECLS
