/* mj-bot.h: computer players.  A bot reads one seat's MjView and the
 * legal actions the game offers, never the game itself. */
#pragma once

#include <glib.h>

#include "mj-action.h"
#include "mj-view.h"
#include "mj-wall.h"

G_BEGIN_DECLS

typedef enum {
  MJ_BOT_BASELINE = 0,   /* tile efficiency, sensible claims, always wins */
  MJ_BOT_EASY,           /* a beginner: rough efficiency, eager claims, no defence */
  MJ_BOT_NORMAL,         /* efficiency with the rule set's values, folds a lost hand */
  MJ_BOT_HARD,           /* expected points over the draws to come, against the danger read */
  MJ_N_BOT_LEVELS
} MjBotLevel;

/* Where the hard level's search looks (when it searches at all). */
typedef enum {
  MJ_BOT_SEARCH_EVERYWHERE = 0,  /* every decision with more than one sensible answer */
  MJ_BOT_SEARCH_CRITICAL,        /* claims, kongs, the choices before play, and discards
                                  * that leave the hand at most one tile from ready */
} MjBotSearchWhere;

/* How the hard level's search weighs its answers. */
typedef struct {
  /* another answer than the heuristics' is taken when its paired
   * difference from theirs, less `z` standard errors of that difference,
   * is above zero */
  double           z;
  guint            rivals;    /* the most answers weighed besides the heuristics' */
  MjBotLevel       playout;   /* the level that plays the hands out */
  MjBotSearchWhere where;
  /* each opponent's hidden tiles dealt one tile from a win as often as
   * the danger read expects it to be (waiting on none of its own
   * discards), not at random alone */
  gboolean         read;
} MjBotSearchTuning;

typedef struct {
  MjBotLevel level;
  MjRandom   rng;        /* the bot's own randomness, apart from the game's */
  /* the hard level's search: the threads it spreads over (0: one per
   * processor; the answer is the same on any number) and the share of its
   * budget it spends, in percent (0, the default: no search, the hard
   * level plays by its rules alone; 100: the whole budget, about 20 ms a
   * decision at the 99th percentile; the tests spend 5) */
  guint      threads;
  guint      budget_percent;
  MjBotSearchTuning tuning;
  /* what the search did: the decisions it weighed, the worlds it played
   * for them, and how often it took another answer than the heuristics' */
  guint64    searches;
  guint64    worlds;
  guint64    switches;
} MjBot;

/* A bot of `level`, the hard one without its search: the search as it
 * stands did not measure stronger than the rules alone (README). */
void      mj_bot_init    (MjBot          *bot,
                          MjBotLevel      level,
                          guint64         seed);
void      mj_bot_set_search (MjBot       *bot,
                             guint        threads,
                             guint        budget_percent);
/* The search's tuning; mj_bot_init sets the one the hard level plays with. */
void      mj_bot_set_search_tuning (MjBot                   *bot,
                                    const MjBotSearchTuning *tuning);
/* The seed of the computer player in `seat` of a match dealt from
 * `match_seed`, restarted after `n_actions` actions (a resumed match: its
 * players' past choices are in the record, their randomness restarts
 * there).  The one formula of the game, `sparrow-cli play` and
 * `simulate`, so that the same seed plays the same match everywhere. */
guint64   mj_bot_match_seed (guint64     match_seed,
                             guint       seat,
                             guint       n_actions);
/* One of the legal actions (n > 0). */
MjAction  mj_bot_decide  (MjBot          *bot,
                          const MjView   *view,
                          const MjAction *legal,
                          guint           n);

/* A whole state that `view`'s seat cannot tell from the real one (its
 * view of it is `view`, byte for byte): its own tiles, everything on the
 * table, and the tiles it cannot see dealt at random as the view allows
 * (declared hands ready, missing suits thrown first, the tiles passed in
 * the exchange kept, a seat asked about a discard able to claim it).  The
 * hard level searches such states.  FALSE when the view admits none. */
gboolean  mj_bot_sample_state (const MjView *view,
                               MjRandom     *rng,
                               MjState      *out);

/* "baseline", "easy", "normal", "hard": the names the CLI and records use. */
const char *mj_bot_level_name      (MjBotLevel  level);
gboolean    mj_bot_level_from_name (const char *name,
                                    MjBotLevel *out);

G_END_DECLS
