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

#include <gio/gio.h>

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

/* What a record may hold, the same bound for the writer and the reader:
 * the game refuses to write a record it would then refuse to read.  A
 * match of the longest the game offers (1,000 hands, four people asked
 * after every discard) stays below a third of it; a file larger than the
 * bound is refused before it is read. */
#define MJ_RECORD_MAX_ACTIONS 1000000
#define MJ_RECORD_MAX_BYTES   (32 * 1024 * 1024)

/* A player's name, wherever it is typed, written and read (records,
 * statistics): at most this many characters, so at most four times as
 * many bytes of UTF-8.  An entry takes no more; a writer clips a longer
 * name (mj_player_name_clip) so that its reader never refuses it. */
#define MJ_PLAYER_NAME_MAX_CHARS 64
#define MJ_PLAYER_NAME_MAX_BYTES (4 * MJ_PLAYER_NAME_MAX_CHARS)

/* A match id: letters, digits and hyphens (a random UUID when the game
 * makes one). */
#define MJ_MATCH_ID_MAX_BYTES 64

#define MJ_RECORD_ERROR (mj_record_error_quark ())

typedef enum {
  MJ_RECORD_ERROR_PARSE,      /* not JSON, or truncated */
  MJ_RECORD_ERROR_FORMAT,     /* not a Sparrow record */
  MJ_RECORD_ERROR_VERSION,    /* a format this version does not read */
  MJ_RECORD_ERROR_FIELD,      /* a field missing or of the wrong kind */
  MJ_RECORD_ERROR_RULES,      /* an unknown rule set or option */
  MJ_RECORD_ERROR_ACTION,     /* an action that is malformed or illegal at its place */
  MJ_RECORD_ERROR_IO,
  MJ_RECORD_ERROR_SIZE,       /* more than a record holds (MJ_RECORD_MAX_*) */
  MJ_RECORD_ERROR_PRIVATE,    /* a match whose hands are still secret */
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
/* `name` as valid UTF-8 of at most MJ_PLAYER_NAME_MAX_CHARS characters
 * ("" for NULL). */
char     *mj_player_name_clip    (const char      *name);
/* A new match id (a random UUID). */
char     *mj_match_id_new        (void);
void      mj_match_setup_copy    (MjMatchSetup    *dest,
                                  const MjMatchSetup *src);

typedef struct {
  char          *id;                   /* the match's identity, kept through every save; NULL in
                                        * records from before ids and in those of no match */
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
/* Written atomically (a temporary file, then a rename), readable by its
 * owner alone (0600), through a symbolic link at `path`.  A record of
 * more than MJ_RECORD_MAX_ACTIONS actions is refused, and nothing is
 * written; so is a `path` that is a folder, a FIFO or a device. */
gboolean  mj_record_save         (const MjRecord  *record,
                                  const char      *path,
                                  GError         **error);
/* A regular file of at most MJ_RECORD_MAX_BYTES; never blocks on a FIFO. */
MjRecord *mj_record_load         (const char      *path,
                                  GError         **error);
/* The same for any GFile (a file manager may hand over a remote one). */
MjRecord *mj_record_load_file    (GFile           *file,
                                  GError         **error);

/* The autosave after every action: written like mj_record_save, after
 * the file it replaces is kept as mj_record_previous_path (path).  `path`
 * itself is never missing meanwhile, so a process killed at any moment
 * leaves the last save whole; and should that file be damaged later, the
 * one before it (one action earlier) is still there to resume from.
 * Only a regular file the process can read becomes the previous save:
 * an unreadable one never replaces a good previous save.  A link at
 * `path` is written through; the previous save stays beside `path`. */
gboolean  mj_record_save_keep_previous (const MjRecord *record,
                                        const char     *path,
                                        GError        **error);
/* "<path>.previous" */
char     *mj_record_previous_path (const char     *path);
/* What resuming the autosave found, for the player to be told exactly. */
typedef struct {
  gboolean  from_previous;  /* the save before the last was resumed */
  char     *problem;        /* why the last save was not resumed (a sentence naming the file), or NULL */
  char     *problem_previous; /* why the save before it was not either, or NULL */
  char     *set_aside;      /* where the last save was moved (NULL: it was not moved) */
  char     *set_aside_previous; /* where the save before it was moved, or NULL */
} MjResumeNote;

void      mj_resume_note_clear   (MjResumeNote    *note);
/* The whole story in sentences (what failed, what was moved where, what
 * was resumed), for a detail a player can open; NULL when there is none
 * to tell. */
char     *mj_resume_note_describe (const MjResumeNote *note);

/* The autosave to resume: the file when it loads and replays, else the
 * save before it, which is then put back in its place.  Nothing that
 * could still be read is overwritten: a last save that cannot be used (a
 * folder or a FIFO in its place, a file the player may not read, one too
 * large, damaged or illegal) is moved aside as "<path>.unreadable" (or
 * "-2", "-3", …) and `note` says so; when neither save is playable, both
 * are moved aside and the error is the last save's own (a missing file is
 * not an error to report when the other one exists).  Temporary files of
 * saves a crash interrupted are removed.  `note` may be NULL. */
MjRecord *mj_record_resume_autosave (const char   *path,
                                     MjResumeNote *note,
                                     GError      **error);
/* Before a new match takes the autosave's name after neither save could
 * be resumed: moves both aside, untouched (see above), and adds where to
 * `note`. */
void      mj_record_set_aside_autosave (const char   *path,
                                        MjResumeNote *note);
/* The same, telling only whether the previous save was resumed. */
MjRecord *mj_record_load_autosave (const char   *path,
                                   gboolean     *from_previous,
                                   GError      **error);

/* The match saved at `path` when it is not over: the one a Sparrow plays
 * in its autosave, or will resume when it starts next; NULL when there is
 * none or it cannot be read. */
MjRecord *mj_record_load_unfinished (const char *path);
/* Whether the match saved in `record` has been played to its end. */
gboolean  mj_record_is_finished  (const MjRecord  *record);
/* People (not computer players) in the record's seats. */
guint     mj_record_count_people (const MjRecord  *record);
/* Whether `record` may be shown with every hand face up while the
 * matches of `playing` (records of matches being played, unfinished;
 * may be NULL) go on.  Decided by content, not by the file's name: never
 * the same match (the same match id, or the same seed or stacked deal,
 * which deal the same walls whatever else a copy says), and while one of
 * them has two or more people at the screen, no unfinished match with two
 * or more people either (its hands are somebody's secret, and an edited
 * copy may no longer be recognised).  Fails with MJ_RECORD_ERROR_PRIVATE
 * and a sentence a player can read. */
gboolean  mj_record_check_face_up (const MjRecord *record,
                                   GPtrArray      *playing,
                                   GError        **error);

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
