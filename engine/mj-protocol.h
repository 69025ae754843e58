/* mj-protocol.h: the messages of network play, as JSON text (one message
 * per WebSocket text frame).  The server sends each seat only what that
 * seat's MjView holds, so nothing a client receives can name a hidden
 * tile; everything a client sends is untrusted input, refused with a
 * sentence a person can read.  No GTK, no network: the server
 * (net/mj-server.c), its clients and the tests use the same text. */
#pragma once

#include <glib.h>

#include "mj-action.h"
#include "mj-record.h"
#include "mj-rules.h"
#include "mj-state.h"
#include "mj-view.h"

G_BEGIN_DECLS

/* Changes whenever a message changes meaning; the first message of each
 * side names it, and a peer of another version is told so in words. */
#define MJ_PROTOCOL_VERSION 1
/* The port a server listens on, and a client connects to, when none is
 * given (sparrow-cli serve, the game's Join). */
#define MJ_PROTOCOL_DEFAULT_PORT 7788
/* The largest message either side accepts, in bytes (a view is a few
 * kilobytes). */
#define MJ_PROTOCOL_MAX_MESSAGE 65536
/* Characters of a join code and of a rejoin token. */
#define MJ_PROTOCOL_CODE_LENGTH 6
#define MJ_PROTOCOL_TOKEN_LENGTH 32

/* Why a message was refused or the connection ends: the "reason" of a
 * refused or bye message, beside its sentence in the server's language.
 * A client says its own sentence, in its own language, for each reason
 * it knows, from the reason and the fields named here; for a reason it
 * does not know (a newer server's), the server's sentence.  Ids never
 * change meaning; a new case gets a new id. */
#define MJ_REASON_SERVER_FULL       "server-full"       /* bye */
#define MJ_REASON_NO_SUCH_RULES     "no-such-rules"     /* bye; "rules": the id asked for */
#define MJ_REASON_OPTIONS           "options"           /* bye; "rules": the id */
#define MJ_REASON_NO_SUCH_CODE      "no-such-code"      /* bye */
#define MJ_REASON_MATCH_FULL        "match-full"        /* bye */
#define MJ_REASON_NO_SUCH_SEAT      "no-such-seat"      /* bye: a rejoin's match or token */
#define MJ_REASON_REPLACED          "replaced"          /* bye: the seat joined from elsewhere */
#define MJ_REASON_TOO_MANY_TRIES    "too-many-tries"    /* bye */
#define MJ_REASON_TOO_MANY_MESSAGES "too-many-messages" /* bye */
#define MJ_REASON_VERSION           "version"           /* bye; "version": the server's */
#define MJ_REASON_MALFORMED         "malformed"         /* refused, or bye before the hello */
#define MJ_REASON_HELLO_FIRST       "hello-first"       /* bye */
#define MJ_REASON_ACTIONS_ONLY      "actions-only"      /* refused */
#define MJ_REASON_NOT_BEGUN         "not-begun"         /* refused */
#define MJ_REASON_NOT_OVER          "not-over"          /* refused: the next hand asked mid-hand */
#define MJ_REASON_NOT_YOUR_SEAT     "not-your-seat"     /* refused */
#define MJ_REASON_RULE              "rule"              /* refused; "refusal": the game's MjRefusal */
#define MJ_REASON_REPLAY_NOT_YET    "replay-not-yet"    /* refused */
#define MJ_REASON_REPLAY_SENT       "replay-sent"       /* refused */
#define MJ_REASON_REPLAY_FAILED     "replay-failed"     /* refused */
#define MJ_REASON_STOPPING          "stopping"          /* bye: the server stops (no match of this connection) */
#define MJ_REASON_STOPPING_SAVED    "stopping-saved"    /* bye: the server stops, the match saved */
#define MJ_REASON_STOPPING_OVER     "stopping-over"     /* bye: the server stops, the match over */
#define MJ_REASON_HOST_CLOSED_SAVED "host-closed-saved" /* bye: the host's game closed the match, saved */
#define MJ_REASON_HOST_CLOSED_OVER  "host-closed-over"  /* bye: the host's game closed the match, over */
#define MJ_REASON_HOST_NOT_SAVED    "host-not-saved"    /* bye: the host ended a match it does not keep */

#define MJ_PROTOCOL_ERROR (mj_protocol_error_quark ())
GQuark mj_protocol_error_quark (void);

typedef enum {
  MJ_PROTOCOL_ERROR_MALFORMED,   /* not a message of this protocol */
  MJ_PROTOCOL_ERROR_TOO_LARGE,
  MJ_PROTOCOL_ERROR_VERSION,     /* the peer speaks another version */
  MJ_PROTOCOL_ERROR_REFUSED,     /* a well-formed message the server will not take */
} MjProtocolError;

typedef enum {
  MJ_MESSAGE_NONE = 0,
  MJ_MESSAGE_HELLO,     /* client, first: version, name, what it wants */
  MJ_MESSAGE_WELCOME,   /* server: version, match, seat, token (and the join code) */
  MJ_MESSAGE_VIEW,      /* server: the seat's view, its legal actions, the seats */
  MJ_MESSAGE_ACTION,    /* client: an action of its own seat */
  MJ_MESSAGE_REFUSED,   /* server: a message was refused; nothing changed */
  MJ_MESSAGE_BYE,       /* server: why the connection ends */
  MJ_MESSAGE_REPLAY_REQUEST, /* client: its own views' replay, once the match is over */
  MJ_MESSAGE_REPLAY,    /* server: one part of that replay (the parts follow one another) */
  MJ_N_MESSAGES
} MjMessageType;

typedef enum {
  MJ_HELLO_CREATE = 0,  /* a new match: rules, hands, seed, people */
  MJ_HELLO_JOIN,        /* a person's seat of a match: its join code (and its id) */
  MJ_HELLO_REJOIN,      /* one's own seat again: match and token */
} MjHelloWant;

/* Who sits where, as every seat may know. */
typedef struct {
  char     *name;
  gboolean  person;     /* a person's seat (else a computer player's) */
  gboolean  connected;  /* that person is connected (else a computer plays it) */
} MjSeatInfo;

typedef struct {
  MjMessageType type;
  guint         version;                 /* hello, welcome */
  /* hello */
  MjHelloWant   want;
  char         *name;
  char         *rules;                   /* create: a rule set id */
  guint         hands;                   /* create: 1 to 64 */
  guint         people;                  /* create: 1 to 4 people's seats */
  guint64       seed;                    /* create: 0 = the server chooses */
  guint         people_seats;            /* create: which seats are people's, a mask (0: the first `people`) */
  gboolean      has_options;             /* create: the house options (else the standard ones); welcome */
  int           options[MJ_MAX_OPTIONS]; /* indexed like the rule set's option table */
  guint         n_options;
  /* hello (join, rejoin), welcome */
  char         *match;
  char         *code;
  char         *token;
  guint         seat;                    /* welcome */
  /* view */
  MjView       *view;
  MjAction      legal[MJ_MAX_LEGAL];
  guint         n_legal;
  guint         sequence;                /* views sent to this seat so far */
  /* view: how many times this seat has been asked to act (the server
   * counts each time its answer became due: its pending bit rising, or
   * due again after its own action).  A client answers an ask once;
   * only the seat's own pending and own actions make it. */
  guint         ask;
  MjSeatInfo    seats[MJ_N_SEATS];       /* view, welcome */
  /* view, once the hand is over (`settled`): what the score dialog tells
   * and a view does not hold: each payment of the hand with its reason,
   * everyone's gain or loss, whether the wall ran out.  Sent only then,
   * when every hand is laid down: a payment mid-hand may name a hidden
   * concealed kong's tile.  (In the message itself, not on the heap: a
   * view message is often built on the stack and never cleared.) */
  gboolean      settled;
  MjPayment     payments[MJ_MAX_PAYMENTS];
  guint         n_payments;
  int           hand_delta[MJ_N_SEATS];
  gboolean      exhausted;
  /* action */
  MjAction      action;
  /* refused, bye: the sentence (the server's language), its reason
   * (MJ_REASON_…; NULL from a server before reasons) and the reason's
   * values: `rules` (the id), `version` (the server's), `refusal` */
  char         *text;
  char         *reason;
  guint         refusal;                 /* an MjRefusal, for MJ_REASON_RULE */
  /* replay: part of parts (from 1), and its steps: the seat's views, the
   * one after the deal and one after each action that changed it */
  guint         part;
  guint         parts;
  MjView       *steps;
  guint         n_steps;
} MjMessage;

void      mj_message_clear     (MjMessage       *message);
/* JSON text; a view message is built from its MjView alone (and the
 * seat's legal actions, and the settlement of a hand over), narrowed
 * further where an MjView says more than a person at a real table
 * learns: whose answer to a discard is awaited is told only of the
 * viewer's own seat. */
char     *mj_message_to_json   (const MjMessage *message);
/* Reads one message; fails with MJ_PROTOCOL_ERROR and a sentence a
 * person can read, `out` then cleared. */
gboolean  mj_message_parse     (const char      *text,
                                gsize            length,
                                MjMessage       *out,
                                GError         **error);
/* "hello", "view", …: the message type's name in the text. */
const char *mj_message_type_name (MjMessageType type);

/* A view message for `seat` of `state`: its MjView and legal actions,
 * and the hand's settlement once it is over. */
void      mj_message_set_view  (MjMessage       *message,
                                const MjState   *state,
                                guint            seat);

/* The replay of what `seat` saw of the finished match of `record`, as the
 * messages that carry it (JSON text, each at most MJ_PROTOCOL_MAX_MESSAGE
 * bytes): the seat's view after the deal and after each action that
 * changed it, each written as a view message writes it, so it names no
 * tile the seat's own table did not show.  A record carries the seed, from
 * which every hidden tile follows: it is never sent itself.  FALSE, with
 * a sentence, for a record that does not replay. */
GPtrArray *mj_protocol_replay_messages (const MjRecord *record,
                                        guint           seat,
                                        GError        **error);

/* A replay of one seat's views, as a file the game keeps: whose views
 * they are, the names at the table, and the views in order. */
typedef struct {
  guint   seat;
  char   *names[MJ_N_SEATS];
  GArray *steps;          /* MjView */
} MjViewReplay;

/* The largest view replay file read, and the most views it holds. */
#define MJ_VIEW_REPLAY_MAX_BYTES (64 * 1024 * 1024)
#define MJ_VIEW_REPLAY_MAX_STEPS 65536

MjViewReplay *mj_view_replay_new     (guint               seat);
void          mj_view_replay_free    (MjViewReplay       *replay);
char         *mj_view_replay_to_json (const MjViewReplay *replay);
/* Reads a view replay (untrusted, like a message); fails with
 * MJ_PROTOCOL_ERROR and a sentence a person can read. */
MjViewReplay *mj_view_replay_parse   (const char         *text,
                                      gsize               length,
                                      GError            **error);
gboolean      mj_view_replay_save    (const MjViewReplay *replay,
                                      const char         *path,
                                      GError            **error);
MjViewReplay *mj_view_replay_load    (const char         *path,
                                      GError            **error);
/* Whether the text (a file's first bytes will do) is a view replay rather
 * than a record. */
gboolean      mj_view_replay_sniff   (const char         *text,
                                      gsize               length);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MjViewReplay, mj_view_replay_free)

/* Random join codes and tokens, in letters and digits a person can read
 * out without confusion (no 0/O, 1/I/L). */
char     *mj_protocol_random_code (guint length);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (MjMessage, mj_message_clear)

G_END_DECLS
