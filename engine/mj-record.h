/* mj-record.h: a match as rule set, options, seed (or a stacked deal) and
 * the actions taken: the one format for saves, resumes, replays and bug
 * reports.  JSON, read with every field checked: a truncated, corrupt,
 * foreign or illegal record is a GError, never a crash or a wrong game.
 *
 * A stacked "deal" (tests, bug reports) gives the dealer, the four hands,
 * the front of the wall ("draws"), the back ("replacements") and, when the
 * rules read them, the "dice"; "later_deals" stack hands 2, 3, … the same
 * way, each naming the dealer the rules choose for it. */
#pragma once

#include <glib.h>

#include "mj-action.h"
#include "mj-game.h"
#include "mj-rules.h"
#include "mj-state.h"

G_BEGIN_DECLS

#define MJ_RECORD_FORMAT   "sparrow-record"
#define MJ_RECORD_VERSION  1
/* The oldest format this version still reads; older ones are refused
 * with a sentence that says so, never read as if they were current. */
#define MJ_RECORD_VERSION_OLDEST 1

#define MJ_RECORD_ERROR (mj_record_error_quark ())

typedef enum {
  MJ_RECORD_ERROR_PARSE,      /* not JSON, or truncated */
  MJ_RECORD_ERROR_FORMAT,     /* not a Sparrow record */
  MJ_RECORD_ERROR_VERSION,    /* a format this version does not read */
  MJ_RECORD_ERROR_FIELD,      /* a field missing or of the wrong kind */
  MJ_RECORD_ERROR_RULES,      /* an unknown rule set or option */
  MJ_RECORD_ERROR_ACTION,     /* an action that is malformed or illegal at its place */
  MJ_RECORD_ERROR_IO,
} MjRecordError;

GQuark    mj_record_error_quark (void);

typedef enum {
  MJ_PLAYER_HUMAN = 0,
  MJ_PLAYER_COMPUTER,
} MjPlayerKind;

/* What a match starts from: the rules and who sits where.  The names
 * are owned (mj_match_setup_clear frees them). */
typedef struct {
  const MjRules *rules;
  MjOptions      options;
  guint64        seed;
  guint          hands;                /* 0: no end */
  gboolean       human[MJ_N_SEATS];
  char          *names[MJ_N_SEATS];
  guint          level;                /* MjBotLevel of the computer players */
  gboolean       ask_every_human;      /* with two or more people: every one answers every discard */
} MjMatchSetup;

void      mj_match_setup_clear   (MjMatchSetup    *setup);
/* MjMatchSetup as a boxed type, for what signals carry. */
#define MJ_TYPE_MATCH_SETUP (mj_match_setup_get_type ())
GType         mj_match_setup_get_type (void);
MjMatchSetup *mj_match_setup_dup      (const MjMatchSetup *setup);
void          mj_match_setup_free     (MjMatchSetup       *setup);
void      mj_match_setup_copy    (MjMatchSetup    *dest,
                                  const MjMatchSetup *src);

typedef struct {
  const MjRules *rules;
  MjOptions      options;
  guint64        seed;
  MjMatchLength  length_kind;
  guint          length;
  gboolean       stacked;
  MjStackedDeal  deal;
  GArray        *later_deals;          /* MjStackedDeal of hands 2, 3, … (with `stacked`) */
  char          *names[MJ_N_SEATS];
  guint8         kinds[MJ_N_SEATS];    /* MjPlayerKind */
  guint8         levels[MJ_N_SEATS];   /* MjBotLevel of computer players */
  guint8         ask_all;              /* seats asked in every claim window (mj_game_set_ask_all) */
  GArray        *actions;              /* MjAction */
} MjRecord;

MjRecord *mj_record_new          (const MjRules   *rules,
                                  const MjOptions *options,
                                  guint64          seed);
/* The record of a game so far (players as given, may be NULL). */
MjRecord *mj_record_new_from_game (MjGame         *game);
void      mj_record_free         (MjRecord        *record);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (MjRecord, mj_record_free)

char     *mj_record_to_json      (const MjRecord  *record);
MjRecord *mj_record_from_json    (const char      *text,
                                  gssize           length,
                                  GError         **error);
/* Written atomically (a temporary file, then a rename). */
gboolean  mj_record_save         (const MjRecord  *record,
                                  const char      *path,
                                  GError         **error);
MjRecord *mj_record_load         (const char      *path,
                                  GError         **error);

/* The autosave after every action: written like mj_record_save, after
 * the file it replaces is kept as mj_record_previous_path (path).  `path`
 * itself is never missing meanwhile, so a process killed at any moment
 * leaves the last save whole; and should that file be damaged later, the
 * one before it (one action earlier) is still there to resume from. */
gboolean  mj_record_save_keep_previous (const MjRecord *record,
                                        const char     *path,
                                        GError        **error);
/* "<path>.previous" */
char     *mj_record_previous_path (const char     *path);
/* The autosave to resume: the file when it loads and replays, else the
 * save before it, which is then put back in its place (the damaged file
 * is kept as "<path>.damaged"); *from_previous (may be NULL) says which.
 * When neither is playable, the file's own error.  Temporary files of
 * saves a crash interrupted are removed. */
MjRecord *mj_record_load_autosave (const char   *path,
                                   gboolean     *from_previous,
                                   GError      **error);

/* A new game with the record's first n actions applied (G_MAXUINT: all).
 * Fails, naming the action, if one is illegal at its place. */
MjGame   *mj_record_replay       (const MjRecord  *record,
                                  guint            n_actions,
                                  GError         **error);

/* "S discard 5p", "E discard 7s ready", "W chow 3m", "N exchange 1m2m3m",
 * "E choose-suit p", "next-hand": the text form of one action. */
char     *mj_action_to_text      (const MjAction  *action);
gboolean  mj_action_from_text    (const char      *text,
                                  MjAction        *action,
                                  GError         **error);

/* Reads "E" "2222m44m…" style stacked-deal text: hands of the four seats,
 * the front of the wall and the replacements, checked against the set. */
gboolean  mj_stacked_deal_parse  (const MjRules   *rules,
                                  guint            dealer,
                                  const char      *hands[MJ_N_SEATS],
                                  const char      *draws,
                                  const char      *replacements,
                                  MjStackedDeal   *deal,
                                  GError         **error);

G_END_DECLS
