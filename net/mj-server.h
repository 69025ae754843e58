/* mj-server.h: the network play server: matches (MjMatch) played by
 * people over WebSocket (libsoup 3) and computer players on every other
 * seat.  The server is the only authority: each client's message is an
 * action of its own seat, checked by the game; each seat is sent only its
 * own view (engine/mj-protocol.h).  A person whose connection drops is
 * stood in for by a computer player until they rejoin with their token. */
#pragma once

#include <gio/gio.h>

#include "mj-match.h"

G_BEGIN_DECLS

#define MJ_TYPE_SERVER (mj_server_get_type ())
G_DECLARE_FINAL_TYPE (MjServer, mj_server, MJ, SERVER, GObject)

/* `state_dir`: where each match is saved after every action, with its
 * join code and seat tokens beside it, and resumed from (NULL: nowhere). */
MjServer   *mj_server_new            (const char  *state_dir);
/* At most this many matches at once (default 16); a person who would
 * create one more is told the server is full. */
void        mj_server_set_max_matches (MjServer   *self,
                                       guint       max_matches);
/* Messages a client may send in a second before it is let go (default
 * 30; the tests' clients, which answer at once, send more). */
void        mj_server_set_message_limit (MjServer *self,
                                         guint     per_second);
/* Seconds between the computer players' turns (default 0.6). */
void        mj_server_set_pace       (MjServer    *self,
                                      double       seconds);
/* The share of its budget the hard computer players' search spends in
 * every match, in percent (mj_match_set_search); -1, the default: each
 * rule set's own (MjBotStyle.search_percent).  They think on worker
 * threads, the server's main loop free for its people meanwhile. */
void        mj_server_set_search     (MjServer    *self,
                                      int          budget_percent);
/* The computer players' level of new matches (default MJ_BOT_NORMAL). */
void        mj_server_set_level      (MjServer    *self,
                                      guint        level);
/* Speaks TLS (wss://) with this certificate and its private key from the
 * next mj_server_listen on; NULL: plain WebSocket (ws://). */
void        mj_server_set_tls_certificate (MjServer        *self,
                                           GTlsCertificate *certificate);
/* Listens on `port` (0: any free port), on the loopback addresses only
 * or on every address. */
gboolean    mj_server_listen         (MjServer    *self,
                                      guint        port,
                                      gboolean     loopback_only,
                                      GError     **error);
/* The port listened on, once listening. */
guint       mj_server_get_port       (MjServer    *self);
/* The addresses others may connect to, "192.168.1.20:7788" or
 * "[2001:db8::5]:7788": the machine's addresses that are neither
 * loopback nor link-local (those a person cannot type usefully), with the
 * port listened on; NULL-terminated, possibly empty. */
char      **mj_server_get_addresses  (MjServer    *self);
/* Resumes the matches saved in the state folder that are not over; they
 * wait until one of their people rejoins.  Returns how many. */
guint       mj_server_resume         (MjServer    *self,
                                      GError     **error);
/* Resumes the one match `id` of the state folder (the game that hosts
 * takes up its own match, and no other); FALSE, with a sentence, when it
 * is not there, cannot be read, is over, or another process plays it
 * (MJ_FILE_ERROR_LOCKED). */
gboolean    mj_server_resume_match   (MjServer    *self,
                                      const char  *id,
                                      GError     **error);
/* Match `id` of `state_dir` as a restart resumes it: its record (or the
 * save before, *from_previous then TRUE) and the actions logged since. */
MjRecord   *mj_server_load_match     (const char  *state_dir,
                                      const char  *id,
                                      gboolean    *from_previous,
                                      GError     **error);
/* The id of the match last saved in `state_dir` that is not over and can
 * be resumed (its seats kept beside it, no other process playing it), or
 * NULL. */
char       *mj_server_find_unfinished (const char *state_dir);
/* The join code of a match of this server, or NULL. */
const char *mj_server_get_code       (MjServer    *self,
                                      const char  *id);
/* The token of the seat of the person who created match `id` (the host
 * takes up a resumed match with it), or NULL. */
const char *mj_server_get_creator_token (MjServer  *self,
                                         const char *id);
/* The server a game hosts, which stops when its window closes: it tells
 * the others "the host closed the match" rather than "the server stops". */
void        mj_server_set_in_game    (MjServer    *self,
                                      gboolean     in_game);
/* A finished match's record is kept in `dir` too (where the game's
 * replays look), as "network-match-ID.json"; NULL: only in the state
 * folder. */
void        mj_server_set_records_dir (MjServer   *self,
                                       const char *dir);
/* Tells every client the server stops (each connection then closes) and
 * saves every match; a client that connects from now on is told the
 * same.  The listening ends with the server. */
void        mj_server_stop           (MjServer    *self);
/* Connections still open. */
guint       mj_server_get_n_clients  (MjServer    *self);
guint       mj_server_get_n_matches  (MjServer    *self);
/* The match of this id, or NULL (for tests and logs). */
MjMatch    *mj_server_get_match      (MjServer    *self,
                                      const char  *id);

G_END_DECLS
