/* mj-server.c: matches played over WebSocket, one line of log per event. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <ifaddrs.h>
#include <unistd.h>
#include <netinet/in.h>
#include <libsoup/soup.h>
#include <string.h>

#include "mj-files.h"
#include "mj-protocol.h"
#include "mj-server.h"

/* The WebSocket's path: ws://host:port/sparrow */
#define PATH "/sparrow"
/* A client may send this many messages a second (by default); past it,
 * it is let go: a person clicks far fewer. */
#define MAX_MESSAGES_PER_SECOND 30
/* Wrong codes and tokens from one address in a minute before it must wait. */
#define MAX_FAILURES_PER_MINUTE 10
/* How a match is kept in the state folder: its record, <id>.json (the save
 * before it kept as .previous), written whole when the match is created or
 * taken up, when a hand ends and when the server stops; in between, each
 * action is appended to <id>.log as soon as it is applied (a write the
 * kernel has survives a SIGKILL of the server), and the log is synced to
 * the disk (fdatasync) at most every SYNC_MS, a batch of actions at once.
 * The whole record with a sync after every action was the load
 * benchmark's tail.  The log's first line names the record's length it
 * goes on from: a log of another record is not read. */
#define SYNC_MS 200
#define LOG_HEADER "sparrow-action-log 1 "

typedef struct _Client Client;
typedef struct _Table Table;

struct _Table {
  MjServer   *server;
  MjMatch    *match;
  char       *id;
  char       *code;
  char       *tokens[MJ_N_SEATS];   /* NULL: no person has taken the seat yet */
  Client     *clients[MJ_N_SEATS];  /* the person connected at each seat */
  guint       people;               /* the people's seats, a mask */
  guint       creator;              /* the seat of the person who created it */
  gboolean    started;
  guint       next_votes;           /* people ready for the next hand */
  guint       sequence[MJ_N_SEATS];
  guint       asks[MJ_N_SEATS];       /* times each seat was asked to act */
  guint       was_pending;            /* pending seats at the last change */
  char       *last_view[MJ_N_SEATS];  /* the last view sent, without its sequence */
  MjFileLock *lock;
  int         log_fd;                 /* the action log (-1: none) */
  guint       logged;                 /* actions in the record and the log */
  guint       sync_id;                /* the next fdatasync of the log */
};

struct _Client {
  MjServer                *server;
  SoupWebsocketConnection *conn;
  char                    *host;
  Table                   *table;
  guint                    seat;
  gint64                   window;      /* the second counted */
  guint                    in_window;
  gboolean                 let_go;      /* told to go: nothing more it sends is read */
  gboolean                 replay_sent; /* its views' replay (once a connection: it is long) */
};

typedef struct {
  guint  count;
  gint64 since;
} Failures;

struct _MjServer {
  GObject     parent_instance;

  SoupServer *soup;
  char       *state_dir;
  guint       max_matches;
  double      pace;
  int         search;     /* the hard players' search budget in percent, -1: the rule set's */
  guint       level;
  guint       message_limit;
  GHashTable *tables;     /* id → Table */
  GPtrArray  *clients;    /* Client */
  GHashTable *failures;   /* host → Failures */
  gboolean    stopping;
  gboolean    in_game;    /* hosted by a game: it stops when the host closes */
  char       *records_dir;
};

G_DEFINE_FINAL_TYPE (MjServer, mj_server, G_TYPE_OBJECT)

enum {
  LOG,   /* (line) */
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
server_log (MjServer   *self,
            const char *format,
            ...) G_GNUC_PRINTF (2, 3);

static void
server_log (MjServer   *self,
            const char *format,
            ...)
{
  g_autofree char *line = NULL;
  va_list args;

  va_start (args, format);
  line = g_strdup_vprintf (format, args);
  va_end (args);
  g_signal_emit (self, signals[LOG], 0, line);
}

/* ---- sending -------------------------------------------------------------- */

static void
send_message (Client          *client,
              const MjMessage *message)
{
  g_autofree char *text = NULL;

  if (client->conn == NULL || soup_websocket_connection_get_state (client->conn) != SOUP_WEBSOCKET_STATE_OPEN)
    return;
  text = mj_message_to_json (message);
  soup_websocket_connection_send_text (client->conn, text);
}

/* A refusal or a bye: its sentence and its reason (MJ_REASON_…), with the
 * reason's values set in `m` by the caller; a bye is said, then the
 * connection closed. */
static void
send_said (Client    *client,
           MjMessage *m)
{
  send_message (client, m);
  if (m->type == MJ_MESSAGE_BYE && client->conn &&
      soup_websocket_connection_get_state (client->conn) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (client->conn, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
}

static void
send_text (Client        *client,
           MjMessageType  type,
           const char    *reason,
           const char    *sentence)
{
  MjMessage m = { 0 };

  m.type = type;
  m.reason = (char *) reason;
  m.text = (char *) sentence;
  send_said (client, &m);
}

/* A message that ends the connection: said, then closed. */
static void
send_bye (Client     *client,
          const char *reason,
          const char *sentence)
{
  send_text (client, MJ_MESSAGE_BYE, reason, sentence);
}

static void
fill_seats (Table      *table,
            MjSeatInfo *seats)
{
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      seats[i].name = (char *) mj_match_get_name (table->match, i);
      seats[i].person = (table->people >> i) & 1;
      seats[i].connected = table->clients[i] != NULL;
    }
}

static void
send_view (Table *table,
           guint  seat)
{
  MjMessage m = { 0 };
  MjView view;

  g_autofree char *text = NULL;

  if (table->clients[seat] == NULL || !table->started)
    return;
  m.view = &view;
  mj_message_set_view (&m, mj_game_get_state (mj_match_get_game (table->match)), seat);
  m.ask = table->asks[seat];
  fill_seats (table, m.seats);
  /* Only a view that changed is sent: a seat is not told, by a message
   * that says nothing new, that another seat answered a discard. */
  text = mj_message_to_json (&m);
  if (g_strcmp0 (text, table->last_view[seat]) == 0)
    return;
  g_free (table->last_view[seat]);
  table->last_view[seat] = g_steal_pointer (&text);
  m.sequence = ++table->sequence[seat];
  send_message (table->clients[seat], &m);
}

static void
send_views (Table *table)
{
  for (guint i = 0; i < MJ_N_SEATS; i++)
    send_view (table, i);
}

static void
send_welcome (Table *table,
              guint  seat)
{
  MjMessage m = { 0 };

  m.type = MJ_MESSAGE_WELCOME;
  m.version = MJ_PROTOCOL_VERSION;
  m.match = table->id;
  m.seat = seat;
  m.token = table->tokens[seat];
  m.code = table->code;
  m.rules = (char *) mj_game_get_rules (mj_match_get_game (table->match))->id;
  /* the house options in force, before the first view */
  m.has_options = TRUE;
  m.n_options = mj_game_get_rules (mj_match_get_game (table->match))->n_options;
  memcpy (m.options, mj_game_get_options (mj_match_get_game (table->match))->values, sizeof m.options);
  fill_seats (table, m.seats);
  send_message (table->clients[seat], &m);
}

/* ---- tables ----------------------------------------------------------- */

static char *
table_path (MjServer   *self,
            const char *id,
            const char *suffix)
{
  g_autofree char *name = g_strconcat (id, suffix, NULL);
  return self->state_dir ? g_build_filename (self->state_dir, name, NULL) : NULL;
}

/* The code and the tokens beside the match's record, for a rejoin after
 * the server's restart; readable by its owner alone. */
static void
save_seats (Table *table)
{
  g_autoptr (GKeyFile) file = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *path = table_path (table->server, table->id, ".seats");

  if (path == NULL)
    return;
  file = g_key_file_new ();
  g_key_file_set_string (file, "match", "code", table->code);
  g_key_file_set_integer (file, "match", "people", (int) table->people);
  g_key_file_set_integer (file, "match", "creator", (int) table->creator);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    if (table->tokens[i])
      {
        char key[8];
        g_snprintf (key, sizeof key, "token%u", i);
        g_key_file_set_string (file, "match", key, table->tokens[i]);
      }
  {
    gsize length;
    g_autofree char *data = g_key_file_to_data (file, &length, NULL);
    if (!g_file_set_contents_full (path, data, (gssize) length, G_FILE_SET_CONTENTS_CONSISTENT, 0600, &error))
      server_log (table->server, "match %s: the seats could not be saved: %s", table->id, error->message);
  }
}

/* Play goes on only while one of its people is connected (a match left
 * by everyone waits for them), each absent person's seat played by a
 * computer player meanwhile. */
static void
update_play (Table *table)
{
  guint connected = 0;

  for (guint i = 0; i < MJ_N_SEATS; i++)
    if ((table->people >> i) & 1)
      {
        mj_match_set_stand_in (table->match, i, table->clients[i] == NULL);
        if (table->clients[i])
          connected |= 1u << i;
      }
  mj_match_set_paused (table->match, !table->started || connected == 0);
}

/* Each seat's answer is due again when its pending bit rises, or stays
 * up after its own action (a kong's replacement, then the discard): a
 * client tells one question from the next by the count, which the view
 * alone cannot (two claim windows can look alike). */
static void
count_asks (Table *table)
{
  MjGame *game = mj_match_get_game (table->match);
  guint pending = mj_game_get_pending (game);
  guint n;
  const MjAction *history = mj_game_get_history (game, &n);
  guint last = n > 0 && history[n - 1].type != MJ_ACTION_NEXT_HAND ? history[n - 1].seat : MJ_N_SEATS;

  for (guint i = 0; i < MJ_N_SEATS; i++)
    if ((pending >> i) & 1 && (!((table->was_pending >> i) & 1) || last == i))
      table->asks[i]++;
  table->was_pending = pending;
}

static gboolean
log_sync (gpointer data)
{
  Table *table = data;

  table->sync_id = 0;
  if (table->log_fd >= 0 && fdatasync (table->log_fd) != 0)
    server_log (table->server, "match %s: its action log could not be synced: %s", table->id, g_strerror (errno));
  return G_SOURCE_REMOVE;
}

static void
log_close (Table *table)
{
  if (table->sync_id)
    {
      g_clear_handle_id (&table->sync_id, g_source_remove);
      log_sync (table);
    }
  if (table->log_fd >= 0)
    close (table->log_fd);
  table->log_fd = -1;
}

/* The actions applied since the last, appended in one write. */
static void
log_append (Table *table)
{
  guint n;
  const MjAction *history = mj_game_get_history (mj_match_get_game (table->match), &n);
  g_autoptr (GString) text = NULL;
  const char *p;
  gsize left;

  if (table->log_fd < 0 || n <= table->logged)
    return;
  text = g_string_new (NULL);
  for (guint i = table->logged; i < n; i++)
    {
      g_autofree char *line = mj_action_to_text (&history[i]);
      g_string_append (text, line);
      g_string_append_c (text, '\n');
    }
  for (p = text->str, left = text->len; left > 0;)
    {
      gssize written = write (table->log_fd, p, left);
      if (written < 0 && errno == EINTR)
        continue;
      if (written <= 0)
        {
          /* the log is given up until the next whole save: the record
           * there is what a restart resumes */
          server_log (table->server, "match %s: its action log could not be written: %s", table->id,
                      g_strerror (errno));
          close (table->log_fd);
          table->log_fd = -1;
          return;
        }
      p += written;
      left -= (gsize) written;
    }
  table->logged = n;
  if (table->sync_id == 0)
    table->sync_id = g_timeout_add (SYNC_MS, log_sync, table);
}

/* The whole record written (synced, the save before kept), and a new log
 * begun after it. */
static void
table_save (Table *table)
{
  g_autofree char *path = table_path (table->server, table->id, ".json");
  g_autofree char *log_path = table_path (table->server, table->id, ".log");
  g_autoptr (MjRecord) record = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *header = NULL;

  if (path == NULL)
    return;
  log_close (table);
  g_mkdir_with_parents (table->server->state_dir, 0700);
  record = mj_match_to_record (table->match);
  if (!mj_record_save_keep_previous (record, path, &error))
    {
      server_log (table->server, "match %s could not be saved: %s", table->id, error->message);
      return;
    }
  table->logged = record->actions->len;
  table->log_fd = g_open (log_path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0600);
  if (table->log_fd < 0)
    {
      server_log (table->server, "match %s: its action log could not be begun: %s", table->id, g_strerror (errno));
      return;
    }
  header = g_strdup_printf (LOG_HEADER "%u\n", table->logged);
  if (write (table->log_fd, header, strlen (header)) != (gssize) strlen (header))
    {
      server_log (table->server, "match %s: its action log could not be begun: %s", table->id, g_strerror (errno));
      close (table->log_fd);
      table->log_fd = -1;
    }
}

static void
on_game_changed (Table *table)
{
  log_append (table);
  count_asks (table);
  send_views (table);
}

static void
on_hand_over (Table *table)
{
  table_save (table);
  server_log (table->server, "match %s: hand %u is over", table->id,
              mj_game_get_hand_number (mj_match_get_game (table->match)));
  table->next_votes = 0;
}

static void
on_match_over (Table *table)
{
  MjServer *self = table->server;
  g_autofree char *seats = table_path (self, table->id, ".seats");

  server_log (self, "match %s is over", table->id);
  table_save (table);
  log_close (table);
  {
    g_autofree char *log_path = table_path (self, table->id, ".log");
    if (log_path)
      g_unlink (log_path);
  }
  /* a copy where the game's replays look: the state folder is the
   * server's, and a match taken up again is written there once more */
  if (self->records_dir)
    {
      g_autoptr (MjRecord) record = mj_match_to_record (table->match);
      g_autoptr (GError) error = NULL;
      g_autofree char *name = g_strdup_printf ("network-match-%s.json", table->id);
      g_autofree char *path = g_build_filename (self->records_dir, name, NULL);

      if (!mj_dir_ensure_private (self->records_dir, &error) || !mj_record_save (record, path, &error))
        server_log (self, "match %s: its record could not be kept: %s", table->id, error->message);
      else
        server_log (self, "match %s: its record is kept as %s", table->id, name);
    }
  /* nothing to resume: its record stays */
  if (seats)
    g_unlink (seats);
}

static void
on_save_failed (Table      *table,
                const char *message)
{
  server_log (table->server, "match %s could not be saved: %s", table->id, message);
}

static void
table_free (Table *table)
{
  log_close (table);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      g_free (table->tokens[i]);
      g_free (table->last_view[i]);
      if (table->clients[i])
        table->clients[i]->table = NULL;
    }
  if (table->match)
    g_signal_handlers_disconnect_by_data (mj_match_get_game (table->match), table);
  if (table->match)
    g_signal_handlers_disconnect_by_data (table->match, table);
  g_clear_object (&table->match);
  g_clear_pointer (&table->lock, mj_file_lock_release);
  g_free (table->id);
  g_free (table->code);
  g_free (table);
}

static Table *
table_add (MjServer *self,
           MjMatch  *match)
{
  Table *table = g_new0 (Table, 1);
  g_autofree char *path = NULL;

  table->server = self;
  table->match = match;
  table->log_fd = -1;
  table->id = g_strdup (mj_match_get_id (match));
  mj_match_set_pace (match, self->pace);
  if (self->search >= 0)
    mj_match_set_search (match, (guint) self->search);
  path = table_path (self, table->id, ".json");
  if (path)
    {
      g_autoptr (GError) error = NULL;
      table->lock = mj_file_lock_acquire (path, &error);
      if (table->lock == NULL)
        server_log (self, "match %s: %s", table->id, error->message);
      /* (saved here, by the table: mj_match_set_autosave would write
       * and sync the whole record after every action) */
    }
  g_signal_connect_swapped (mj_match_get_game (match), "changed", G_CALLBACK (on_game_changed), table);
  g_signal_connect_swapped (match, "hand-over", G_CALLBACK (on_hand_over), table);
  g_signal_connect_swapped (match, "match-over", G_CALLBACK (on_match_over), table);
  g_signal_connect_swapped (match, "save-failed", G_CALLBACK (on_save_failed), table);
  g_hash_table_insert (self->tables, table->id, table);
  return table;
}

static Table *
table_by_code (MjServer   *self,
               const char *code)
{
  GHashTableIter iter;
  gpointer value;

  g_hash_table_iter_init (&iter, self->tables);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      Table *table = value;
      if (strlen (table->code) == strlen (code) && g_ascii_strcasecmp (table->code, code) == 0)
        return table;
    }
  return NULL;
}

/* Deals the first hand once every person's seat is taken. */
static void
maybe_start (Table *table)
{
  guint taken = 0;

  for (guint i = 0; i < MJ_N_SEATS; i++)
    if (table->tokens[i])
      taken |= 1u << i;
  if (table->started || taken != table->people)
    return;
  table->started = TRUE;
  server_log (table->server, "match %s begins", table->id);
  update_play (table);
  mj_match_start (table->match);
  count_asks (table);
  send_views (table);
}

/* ---- what a client says ------------------------------------------------- */

/* Compares without telling by its time how much of a token was right. */
static gboolean
same_secret (const char *a,
             const char *b)
{
  gsize la = strlen (a), lb = strlen (b);
  guchar diff = la != lb;

  for (gsize i = 0; i < la; i++)
    diff |= (guchar) (a[i] ^ b[lb ? i % lb : 0]);
  return diff == 0;
}

static gboolean
too_many_failures (MjServer   *self,
                   const char *host)
{
  Failures *f = g_hash_table_lookup (self->failures, host);

  if (f && g_get_monotonic_time () - f->since > 60 * G_USEC_PER_SEC)
    {
      g_hash_table_remove (self->failures, host);
      f = NULL;
    }
  return f && f->count >= MAX_FAILURES_PER_MINUTE;
}

static void
add_failure (MjServer   *self,
             const char *host)
{
  Failures *f = g_hash_table_lookup (self->failures, host);

  if (f == NULL)
    {
      f = g_new0 (Failures, 1);
      f->since = g_get_monotonic_time ();
      g_hash_table_insert (self->failures, g_strdup (host), f);
    }
  f->count++;
}

static void
seat_client (Table  *table,
             guint   seat,
             Client *client)
{
  client->table = table;
  client->seat = seat;
  table->clients[seat] = client;
  /* a new connection has seen nothing yet */
  g_clear_pointer (&table->last_view[seat], g_free);
  send_welcome (table, seat);
  update_play (table);
  /* everyone sees who is connected now */
  send_views (table);
}

static void
hello_create (Client    *client,
              MjMessage *m)
{
  MjServer *self = client->server;
  MjMatchSetup setup = { 0 };
  Table *table;
  guint people, creator;

  if (g_hash_table_size (self->tables) >= self->max_matches)
    {
      send_bye (client, MJ_REASON_SERVER_FULL,
                _("The server is full: it plays as many matches as it may. Try again later."));
      server_log (self, "%s: refused a new match: the server is full", client->host);
      return;
    }
  setup.rules = mj_rules_lookup (m->rules);
  if (setup.rules == NULL)
    {
      g_autofree char *sentence = g_strdup_printf (_("This server knows no rule set “%s”."), m->rules);
      MjMessage bye = { MJ_MESSAGE_BYE };

      bye.reason = (char *) MJ_REASON_NO_SUCH_RULES;
      bye.rules = m->rules;
      bye.text = sentence;
      send_said (client, &bye);
      return;
    }
  mj_options_init_defaults (setup.rules, &setup.options);
  /* the house options the creator plays by, checked as any input */
  if (m->has_options)
    {
      MjOptions options = { { 0 } };
      g_autoptr (GError) error = NULL;

      memcpy (options.values, m->options, sizeof m->options);
      if (m->n_options != setup.rules->n_options || !mj_options_check (setup.rules, &options, &error))
        {
          g_autofree char *sentence =
            /* Translators: %s is the rule set's name, then why */
            g_strdup_printf (_("The house options sent are not options of %s: %s"), _(setup.rules->name),
                             error ? error->message : _("there are not as many as it has."));
          MjMessage bye = { MJ_MESSAGE_BYE };

          bye.reason = (char *) MJ_REASON_OPTIONS;
          bye.rules = m->rules;
          bye.text = sentence;
          send_said (client, &bye);
          return;
        }
      setup.options = options;
    }
  people = m->people_seats ? m->people_seats : (1u << m->people) - 1;
  creator = (guint) __builtin_ctz (people);
  setup.seed = m->seed ? m->seed : ((guint64) g_random_int () << 32 | g_random_int ());
  setup.hands = m->hands;
  setup.level = self->level;
  setup.ask_every_human = TRUE;
  for (guint i = 0, n = 0; i < MJ_N_SEATS; i++)
    {
      setup.human[i] = (people >> i) & 1;
      setup.names[i] = setup.human[i] ? g_strdup_printf (_("Player %u"), ++n)
                                      /* Translators: the name of a computer player's seat in a network match, by seat letter */
                                      : g_strdup_printf (_("Computer %c"), mj_seat_letter (i));
    }
  if (m->name && m->name[0])
    g_free (setup.names[creator]), setup.names[creator] = g_strdup (m->name);

  table = table_add (self, mj_match_new (&setup));
  mj_match_setup_clear (&setup);
  table->people = people;
  table->creator = creator;
  table->code = mj_protocol_random_code (MJ_PROTOCOL_CODE_LENGTH);
  table->tokens[creator] = mj_protocol_random_code (MJ_PROTOCOL_TOKEN_LENGTH);
  mj_match_set_paused (table->match, TRUE);
  save_seats (table);
  table_save (table);
  server_log (self, "match %s created by %s (%s), %s, %u hands, %u people, code %s", table->id,
              mj_match_get_name (table->match, creator), client->host, m->rules, m->hands, m->people, table->code);
  seat_client (table, creator, client);
  maybe_start (table);
}

static void
hello_join (Client    *client,
            MjMessage *m)
{
  MjServer *self = client->server;
  Table *table = table_by_code (self, m->code);
  guint seat = MJ_N_SEATS;

  if (table == NULL || (m->match && strcmp (m->match, table->id) != 0))
    {
      add_failure (self, client->host);
      server_log (self, "%s: refused: no match has the code given", client->host);
      send_bye (client, MJ_REASON_NO_SUCH_CODE,
                _("No match here has that join code. Check the code with the person who hosts the match."));
      return;
    }
  for (guint i = 0; i < MJ_N_SEATS && seat == MJ_N_SEATS; i++)
    if ((table->people >> i) & 1 && table->tokens[i] == NULL)
      seat = i;
  if (seat == MJ_N_SEATS)
    {
      server_log (self, "match %s: refused %s: every person's seat is taken", table->id, client->host);
      send_bye (client, MJ_REASON_MATCH_FULL,
                _("Every person’s seat of this match is taken. If one is yours, rejoin it with your token."));
      return;
    }
  table->tokens[seat] = mj_protocol_random_code (MJ_PROTOCOL_TOKEN_LENGTH);
  if (m->name && m->name[0])
    mj_match_set_name (table->match, seat, m->name);
  save_seats (table);
  server_log (self, "match %s: %s (%s) joins at seat %c", table->id, mj_match_get_name (table->match, seat),
              client->host, mj_seat_letter (seat));
  seat_client (table, seat, client);
  maybe_start (table);
}

static void
hello_rejoin (Client    *client,
              MjMessage *m)
{
  MjServer *self = client->server;
  Table *table = g_hash_table_lookup (self->tables, m->match);
  guint seat = MJ_N_SEATS;

  for (guint i = 0; table && i < MJ_N_SEATS; i++)
    if (table->tokens[i] && same_secret (table->tokens[i], m->token))
      seat = i;
  if (seat == MJ_N_SEATS)
    {
      add_failure (self, client->host);
      server_log (self, "%s: refused a rejoin: no such match or a wrong token", client->host);
      send_bye (client, MJ_REASON_NO_SUCH_SEAT, _("That match is not here, or the token is not one of its seats’."));
      return;
    }
  if (table->clients[seat])
    {
      /* the same person from elsewhere (a new connection before the old
       * one is known to be lost): the newer one plays */
      Client *old = table->clients[seat];
      table->clients[seat] = NULL;
      old->table = NULL;
      send_bye (old, MJ_REASON_REPLACED, _("You joined this seat from another connection."));
    }
  server_log (self, "match %s: %s (%s) rejoins seat %c", table->id, mj_match_get_name (table->match, seat),
              client->host, mj_seat_letter (seat));
  seat_client (table, seat, client);
}

static void
on_hello (Client    *client,
          MjMessage *m)
{
  if (m->want != MJ_HELLO_CREATE && too_many_failures (client->server, client->host))
    {
      server_log (client->server, "%s: refused: too many wrong codes", client->host);
      send_bye (client, MJ_REASON_TOO_MANY_TRIES,
                _("Too many wrong codes or tokens came from your address. Wait a minute and try again."));
      return;
    }
  switch (m->want)
    {
    case MJ_HELLO_CREATE:
      hello_create (client, m);
      break;
    case MJ_HELLO_JOIN:
      hello_join (client, m);
      break;
    case MJ_HELLO_REJOIN:
      hello_rejoin (client, m);
      break;
    }
}

/* The next hand is dealt when everyone connected is ready for it. */
static void
check_next_hand (Table *table)
{
  guint connected = 0;
  g_autoptr (GError) error = NULL;

  if (mj_game_get_phase (mj_match_get_game (table->match)) != MJ_PHASE_HAND_OVER)
    return;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    if (table->clients[i])
      connected |= 1u << i;
  if (connected == 0 || (table->next_votes & connected) != connected)
    return;
  table->next_votes = 0;
  if (!mj_match_next_hand (table->match, &error))
    server_log (table->server, "match %s: the next hand could not be dealt: %s", table->id, error->message);
}

static void
on_next_hand (Client *client)
{
  Table *table = client->table;

  if (mj_game_get_phase (mj_match_get_game (table->match)) != MJ_PHASE_HAND_OVER)
    {
      send_text (client, MJ_MESSAGE_REFUSED, MJ_REASON_NOT_OVER, _("The hand is not over yet."));
      return;
    }
  table->next_votes |= 1u << client->seat;
  check_next_hand (table);
}

static void
on_action (Client    *client,
           MjMessage *m)
{
  Table *table = client->table;
  g_autoptr (GError) error = NULL;

  if (m->action.type == MJ_ACTION_NEXT_HAND)
    {
      on_next_hand (client);
      return;
    }
  if (m->action.seat != client->seat)
    {
      server_log (client->server, "match %s: seat %c's action for another seat refused", table->id,
                  mj_seat_letter (client->seat));
      send_text (client, MJ_MESSAGE_REFUSED, MJ_REASON_NOT_YOUR_SEAT, _("You can act only for your own seat."));
      return;
    }
  /* the game checks it; refused, nothing changes */
  if (!mj_match_submit (table->match, &m->action, &error))
    {
      g_autofree char *text = mj_action_to_text (&m->action);
      MjMessage refused = { MJ_MESSAGE_REFUSED };

      server_log (client->server, "match %s: refused “%s”: %s", table->id, text, error->message);
      /* the client explains a rule's refusal itself, in its language,
       * from the refusal and the action it sent */
      if (error->domain == MJ_RULES_ERROR)
        {
          refused.reason = (char *) MJ_REASON_RULE;
          refused.refusal = (guint) error->code;
        }
      refused.text = error->message;
      send_said (client, &refused);
    }
}

/* The seat's own views, from the deal to the end: once the match is over
 * (before, they would tell the seat nothing it has not seen, but a
 * replay is a record of the match, and a match's record waits for its
 * end, as a local one's does). */
static void
on_replay_request (Client *client)
{
  Table *table = client->table;
  g_autoptr (MjRecord) record = NULL;
  g_autoptr (GPtrArray) texts = NULL;
  g_autoptr (GError) error = NULL;

  if (mj_game_get_phase (mj_match_get_game (table->match)) != MJ_PHASE_MATCH_OVER)
    {
      send_text (client, MJ_MESSAGE_REFUSED, MJ_REASON_REPLAY_NOT_YET,
                 _("You can have your replay once the match is over."));
      return;
    }
  if (client->replay_sent)
    {
      send_text (client, MJ_MESSAGE_REFUSED, MJ_REASON_REPLAY_SENT, _("Your replay was sent already."));
      return;
    }
  record = mj_match_to_record (table->match);
  texts = mj_protocol_replay_messages (record, client->seat, &error);
  if (texts == NULL)
    {
      server_log (client->server, "match %s: the replay of seat %c could not be made: %s", table->id,
                  mj_seat_letter (client->seat), error->message);
      send_text (client, MJ_MESSAGE_REFUSED, MJ_REASON_REPLAY_FAILED, error->message);
      return;
    }
  client->replay_sent = TRUE;
  server_log (client->server, "match %s: the replay of seat %c sent (%u messages)", table->id,
              mj_seat_letter (client->seat), texts->len);
  for (guint i = 0; i < texts->len; i++)
    if (client->conn && soup_websocket_connection_get_state (client->conn) == SOUP_WEBSOCKET_STATE_OPEN)
      soup_websocket_connection_send_text (client->conn, g_ptr_array_index (texts, i));
}

static void
on_message (SoupWebsocketConnection *conn,
            gint                     type,
            GBytes                  *bytes,
            Client                  *client)
{
  g_auto (MjMessage) m = { 0 };
  g_autoptr (GError) error = NULL;
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);
  gint64 second = g_get_monotonic_time () / G_USEC_PER_SEC;

  if (second != client->window)
    {
      client->window = second;
      client->in_window = 0;
    }
  /* (nothing changes once every match is saved for the last time) */
  if (client->let_go || client->server->stopping)
    return;
  if (++client->in_window > client->server->message_limit)
    {
      client->let_go = TRUE;
      server_log (client->server, "%s: let go: too many messages", client->host);
      send_bye (client, MJ_REASON_TOO_MANY_MESSAGES,
                _("Your game sent too many messages at once; the server closed the connection."));
      return;
    }
  if (type != SOUP_WEBSOCKET_DATA_TEXT || !mj_message_parse (data, length, &m, &error))
    {
      const char *sentence = error ? error->message : _("The message could not be read: it is not text.");
      gboolean version = error && error->domain == MJ_PROTOCOL_ERROR && error->code == MJ_PROTOCOL_ERROR_VERSION;
      MjMessage said = { MJ_MESSAGE_REFUSED };

      server_log (client->server, "%s: refused a message: %s", client->host, sentence);
      said.text = (char *) sentence;
      said.reason = (char *) (version ? MJ_REASON_VERSION : MJ_REASON_MALFORMED);
      if (version)
        said.version = MJ_PROTOCOL_VERSION;
      /* before the hello, the connection cannot go on */
      if (client->table == NULL || version)
        said.type = MJ_MESSAGE_BYE;
      send_said (client, &said);
      return;
    }
  if (client->table == NULL)
    {
      if (m.type != MJ_MESSAGE_HELLO)
        send_bye (client, MJ_REASON_HELLO_FIRST, _("The first message must be a hello."));
      else
        on_hello (client, &m);
      return;
    }
  if (m.type == MJ_MESSAGE_REPLAY_REQUEST)
    {
      on_replay_request (client);
      return;
    }
  if (m.type != MJ_MESSAGE_ACTION)
    {
      send_text (client, MJ_MESSAGE_REFUSED, MJ_REASON_ACTIONS_ONLY,
                 _("The server takes only actions once a seat is yours."));
      return;
    }
  if (!client->table->started)
    {
      send_text (client, MJ_MESSAGE_REFUSED, MJ_REASON_NOT_BEGUN,
                 _("The match has not begun: it waits for its people."));
      return;
    }
  on_action (client, &m);
}

static void
client_free (Client *client)
{
  if (client->conn)
    g_signal_handlers_disconnect_by_data (client->conn, client);
  g_clear_object (&client->conn);
  g_free (client->host);
  g_free (client);
}

static void
on_closed (SoupWebsocketConnection *conn,
           Client                  *client)
{
  MjServer *self = client->server;
  Table *table = client->table;

  if (table)
    {
      guint seat = client->seat;

      table->clients[seat] = NULL;
      client->table = NULL;
      if (!self->stopping)
        {
          server_log (self, "match %s: %s at seat %c dropped; a computer player plays the seat", table->id,
                      mj_match_get_name (table->match, seat), mj_seat_letter (seat));
          update_play (table);
          send_views (table);
          check_next_hand (table);
          /* a finished match left by everyone is let go (its record stays) */
          if (mj_game_get_phase (mj_match_get_game (table->match)) == MJ_PHASE_MATCH_OVER)
            {
              gboolean anyone = FALSE;
              for (guint i = 0; i < MJ_N_SEATS; i++)
                anyone |= table->clients[i] != NULL;
              if (!anyone)
                g_hash_table_remove (self->tables, table->id);
            }
        }
    }
  g_ptr_array_remove_fast (self->clients, client);
  client_free (client);
}

static void
on_websocket (SoupServer              *soup,
              SoupServerMessage       *msg,
              const char              *path,
              SoupWebsocketConnection *conn,
              gpointer                 data)
{
  MjServer *self = data;
  Client *client = g_new0 (Client, 1);

  client->server = self;
  client->conn = g_object_ref (conn);
  client->host = g_strdup (soup_server_message_get_remote_host (msg));
  if (client->host == NULL)
    client->host = g_strdup ("?");
  soup_websocket_connection_set_max_incoming_payload_size (conn, MJ_PROTOCOL_MAX_MESSAGE);
  /* a peer gone without a word (a laptop closed) is noticed */
  soup_websocket_connection_set_keepalive_interval (conn, 20);
  g_signal_connect (conn, "message", G_CALLBACK (on_message), client);
  g_signal_connect (conn, "closed", G_CALLBACK (on_closed), client);
  g_ptr_array_add (self->clients, client);
  if (self->stopping)
    send_bye (client, MJ_REASON_STOPPING, _("The server is stopping."));
}

/* ---- the server ---------------------------------------------------------- */

static void
mj_server_dispose (GObject *object)
{
  MjServer *self = MJ_SERVER (object);

  self->stopping = TRUE;
  /* the tables first: they let go of their clients */
  g_clear_pointer (&self->tables, g_hash_table_unref);
  if (self->clients)
    while (self->clients->len > 0)
      {
        Client *client = g_ptr_array_steal_index_fast (self->clients, self->clients->len - 1);
        client_free (client);
      }
  if (self->soup)
    soup_server_disconnect (self->soup);
  g_clear_object (&self->soup);
  G_OBJECT_CLASS (mj_server_parent_class)->dispose (object);
}

static void
mj_server_finalize (GObject *object)
{
  MjServer *self = MJ_SERVER (object);

  g_free (self->state_dir);
  g_free (self->records_dir);
  g_clear_pointer (&self->clients, g_ptr_array_unref);
  g_clear_pointer (&self->failures, g_hash_table_unref);
  G_OBJECT_CLASS (mj_server_parent_class)->finalize (object);
}

static void
mj_server_class_init (MjServerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mj_server_dispose;
  object_class->finalize = mj_server_finalize;
  signals[LOG] = g_signal_new ("log", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                               G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
mj_server_init (MjServer *self)
{
  self->max_matches = 16;
  self->message_limit = MAX_MESSAGES_PER_SECOND;
  self->pace = 0.6;
  self->search = -1;
  self->level = MJ_BOT_NORMAL;
  self->tables = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) table_free);
  self->clients = g_ptr_array_new ();
  self->failures = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

MjServer *
mj_server_new (const char *state_dir)
{
  MjServer *self = g_object_new (MJ_TYPE_SERVER, NULL);

  self->state_dir = g_strdup (state_dir);
  self->soup = soup_server_new ("server-header", "sparrow ", NULL);
  soup_server_add_websocket_handler (self->soup, PATH, NULL, NULL, on_websocket, self, NULL);
  return self;
}

void
mj_server_set_max_matches (MjServer *self,
                           guint     max_matches)
{
  g_return_if_fail (MJ_IS_SERVER (self));
  self->max_matches = max_matches;
}

void
mj_server_set_message_limit (MjServer *self,
                             guint     per_second)
{
  g_return_if_fail (MJ_IS_SERVER (self));
  self->message_limit = per_second;
}

void
mj_server_set_pace (MjServer *self,
                    double    seconds)
{
  GHashTableIter iter;
  gpointer value;

  g_return_if_fail (MJ_IS_SERVER (self));
  self->pace = seconds;
  g_hash_table_iter_init (&iter, self->tables);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    mj_match_set_pace (((Table *) value)->match, seconds);
}

void
mj_server_set_search (MjServer *self,
                      int       budget_percent)
{
  GHashTableIter iter;
  gpointer value;

  g_return_if_fail (MJ_IS_SERVER (self));
  self->search = budget_percent;
  if (budget_percent < 0)
    return;
  g_hash_table_iter_init (&iter, self->tables);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    mj_match_set_search (((Table *) value)->match, (guint) budget_percent);
}

void
mj_server_set_level (MjServer *self,
                     guint     level)
{
  g_return_if_fail (MJ_IS_SERVER (self));
  self->level = level;
}

void
mj_server_set_tls_certificate (MjServer        *self,
                               GTlsCertificate *certificate)
{
  g_return_if_fail (MJ_IS_SERVER (self));
  g_return_if_fail (certificate == NULL || G_IS_TLS_CERTIFICATE (certificate));

  soup_server_set_tls_certificate (self->soup, certificate);
}

gboolean
mj_server_listen (MjServer  *self,
                  guint      port,
                  gboolean   loopback_only,
                  GError   **error)
{
  gboolean ok;
  gboolean tls;

  g_return_val_if_fail (MJ_IS_SERVER (self), FALSE);

  tls = soup_server_get_tls_certificate (self->soup) != NULL;
  if (loopback_only)
    ok = soup_server_listen_local (self->soup, port, tls ? SOUP_SERVER_LISTEN_HTTPS : 0, error);
  else
    ok = soup_server_listen_all (self->soup, port, tls ? SOUP_SERVER_LISTEN_HTTPS : 0, error);
  if (ok)
    server_log (self, "listening on port %u%s%s", mj_server_get_port (self), tls ? " with TLS" : "",
                loopback_only ? " (this machine only)" : "");
  return ok;
}

guint
mj_server_get_port (MjServer *self)
{
  GSList *uris;
  guint port = 0;

  g_return_val_if_fail (MJ_IS_SERVER (self), 0);
  uris = soup_server_get_uris (self->soup);
  if (uris)
    port = (guint) g_uri_get_port (uris->data);
  g_slist_free_full (uris, (GDestroyNotify) g_uri_unref);
  return port;
}

char **
mj_server_get_addresses (MjServer *self)
{
  g_autoptr (GPtrArray) out = g_ptr_array_new_with_free_func (g_free);
  struct ifaddrs *list = NULL;
  guint port;

  g_return_val_if_fail (MJ_IS_SERVER (self), NULL);
  port = mj_server_get_port (self);
  if (getifaddrs (&list) == 0)
    {
      for (struct ifaddrs *i = list; i; i = i->ifa_next)
        {
          g_autoptr (GInetAddress) address = NULL;
          g_autofree char *text = NULL;
          char *line;

          if (i->ifa_addr == NULL || (i->ifa_addr->sa_family != AF_INET && i->ifa_addr->sa_family != AF_INET6))
            continue;
          address = i->ifa_addr->sa_family == AF_INET
            ? g_inet_address_new_from_bytes ((const guint8 *) &((struct sockaddr_in *) i->ifa_addr)->sin_addr,
                                             G_SOCKET_FAMILY_IPV4)
            : g_inet_address_new_from_bytes ((const guint8 *) &((struct sockaddr_in6 *) i->ifa_addr)->sin6_addr,
                                             G_SOCKET_FAMILY_IPV6);
          /* (a link-local address needs the joiner's own interface name) */
          if (g_inet_address_get_is_loopback (address) || g_inet_address_get_is_link_local (address) ||
              g_inet_address_get_is_any (address))
            continue;
          text = g_inet_address_to_string (address);
          line = i->ifa_addr->sa_family == AF_INET ? g_strdup_printf ("%s:%u", text, port)
                                                   : g_strdup_printf ("[%s]:%u", text, port);
          if (!g_ptr_array_find_with_equal_func (out, line, g_str_equal, NULL))
            g_ptr_array_add (out, line);
          else
            g_free (line);
        }
      freeifaddrs (list);
    }
  g_ptr_array_add (out, NULL);
  return (char **) g_ptr_array_steal (out, NULL);
}

static gboolean
load_seats (Table      *table,
            const char *path,
            GError    **error)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  int people;

  if (!g_key_file_load_from_file (file, path, 0, error))
    return FALSE;
  table->code = g_key_file_get_string (file, "match", "code", error);
  if (table->code == NULL)
    return FALSE;
  people = g_key_file_get_integer (file, "match", "people", error);
  if (people <= 0 || people > 15)
    {
      g_clear_error (error);
      g_set_error (error, G_KEY_FILE_ERROR, G_KEY_FILE_ERROR_INVALID_VALUE, "no people's seats");
      return FALSE;
    }
  table->people = (guint) people;
  /* (seats saved before the creator was: the first person's) */
  table->creator = (guint) __builtin_ctz (table->people);
  if (g_key_file_has_key (file, "match", "creator", NULL))
    {
      int creator = g_key_file_get_integer (file, "match", "creator", NULL);
      if (creator >= 0 && creator < MJ_N_SEATS && ((table->people >> creator) & 1))
        table->creator = (guint) creator;
    }
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      char key[8];
      g_snprintf (key, sizeof key, "token%u", i);
      table->tokens[i] = g_key_file_get_string (file, "match", key, NULL);
    }
  return TRUE;
}

/* The actions of the log at `path` that go on from a record of `base`
 * actions, appended to `actions`; a log of another record, or none, adds
 * nothing, and reading stops at the first line that is not a whole
 * action (one cut short by the kill). */
static void
read_log (const char *path,
          guint       base,
          GArray     *actions)
{
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  guint64 from;
  gsize length;

  if (!mj_file_read_bounded (path, MJ_RECORD_MAX_BYTES, &text, &length, NULL) ||
      !g_str_has_prefix (text, LOG_HEADER))
    return;
  lines = g_strsplit (text + strlen (LOG_HEADER), "\n", -1);
  if (lines[0] == NULL || !g_ascii_string_to_unsigned (lines[0], 10, 0, G_MAXUINT, &from, NULL) || from != base)
    return;
  /* (the last piece has no newline after it: whole or not, it is left) */
  for (guint i = 1; lines[i] && lines[i + 1]; i++)
    {
      MjAction action;
      if (!mj_action_from_text (lines[i], &action, NULL))
        return;
      g_array_append_val (actions, action);
    }
}

MjRecord *
mj_server_load_match (const char  *state_dir,
                      const char  *id,
                      gboolean    *from_previous,
                      GError     **error)
{
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  g_autofree char *log_name = NULL;
  g_autofree char *log_path = NULL;
  g_autoptr (MjRecord) record = NULL;
  g_autoptr (MjGame) check = NULL;
  gboolean previous = FALSE;
  guint base;

  g_return_val_if_fail (state_dir != NULL && id != NULL, NULL);

  name = g_strconcat (id, ".json", NULL);
  path = g_build_filename (state_dir, name, NULL);
  log_name = g_strconcat (id, ".log", NULL);
  log_path = g_build_filename (state_dir, log_name, NULL);
  record = mj_record_load_autosave (path, &previous, error);
  if (record == NULL)
    return NULL;
  if (from_previous)
    *from_previous = previous;
  base = record->actions->len;
  read_log (log_path, base, record->actions);
  /* the log's actions must play from the record; else the record alone */
  if (record->actions->len > base && (check = mj_record_replay (record, G_MAXUINT, NULL)) == NULL)
    g_array_set_size (record->actions, base);
  return g_steal_pointer (&record);
}

/* Match `id` of the state folder resumed: TRUE; FALSE with a sentence
 * (and *over set when it is only over). */
static gboolean
resume_one (MjServer    *self,
            const char  *id,
            gboolean    *over,
            GError     **error)
{
  g_autofree char *path = table_path (self, id, ".json");
  g_autofree char *seats = table_path (self, id, ".seats");
  g_autoptr (MjRecord) record = NULL;
  g_autoptr (GError) local = NULL;
  gboolean from_previous;
  MjMatch *match;
  Table *table;

  *over = FALSE;
  /* a match another process plays (another Sparrow hosting it) is its own */
  {
    g_autoptr (MjFileLock) lock = mj_file_lock_acquire (path, &local);
    if (g_error_matches (local, MJ_FILE_ERROR, MJ_FILE_ERROR_LOCKED))
      {
        g_propagate_error (error, g_steal_pointer (&local));
        return FALSE;
      }
    g_clear_error (&local);
  }
  record = mj_server_load_match (self->state_dir, id, &from_previous, &local);
  match = record ? mj_match_new_from_record (record, &local) : NULL;
  if (match == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The match could not be resumed: %s"), local->message);
      return FALSE;
    }
  if (mj_game_get_phase (mj_match_get_game (match)) == MJ_PHASE_MATCH_OVER)
    {
      g_object_unref (match);
      *over = TRUE;
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("The match is over: there is nothing to resume."));
      return FALSE;
    }
  table = table_add (self, match);
  if (!load_seats (table, seats, &local))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED,
                   _("The match could not be resumed: its seats could not be read: %s"), local->message);
      g_hash_table_remove (self->tables, table->id);
      return FALSE;
    }
  /* (a record's replay deals the first hand already; a match is
   * under way once every person's seat was taken) */
  for (guint i = 0; i < MJ_N_SEATS; i++)
    if ((table->people >> i) & 1)
      table->started |= table->tokens[i] != NULL;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    if ((table->people >> i) & 1 && table->tokens[i] == NULL)
      table->started = FALSE;
  /* its record whole again, the log begun anew */
  table_save (table);
  update_play (table);
  if (table->started)
    mj_match_start (match);
  count_asks (table);
  server_log (self, "match %s resumed at action %u%s; it waits for its people", table->id,
              record->actions->len, from_previous ? " (from the save before the last)" : "");
  return TRUE;
}

guint
mj_server_resume (MjServer  *self,
                  GError   **error)
{
  g_autoptr (GDir) dir = NULL;
  const char *name;
  guint n = 0;

  g_return_val_if_fail (MJ_IS_SERVER (self), 0);
  if (self->state_dir == NULL)
    return 0;
  g_mkdir_with_parents (self->state_dir, 0700);
  dir = g_dir_open (self->state_dir, 0, error);
  if (dir == NULL)
    return 0;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *id = NULL;
      g_autoptr (GError) local = NULL;
      gboolean over;

      if (!g_str_has_suffix (name, ".seats"))
        continue;
      id = g_strndup (name, strlen (name) - strlen (".seats"));
      if (g_hash_table_contains (self->tables, id))
        continue;
      if (resume_one (self, id, &over, &local))
        n++;
      else if (!over)
        server_log (self, "match %s could not be resumed: %s", id, local->message);
    }
  return n;
}

gboolean
mj_server_resume_match (MjServer    *self,
                        const char  *id,
                        GError     **error)
{
  gboolean over;

  g_return_val_if_fail (MJ_IS_SERVER (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  if (g_hash_table_contains (self->tables, id))
    return TRUE;
  /* (an id is a file name here: never a path) */
  if (self->state_dir == NULL || id[0] == '\0' || id[0] == '.' || strchr (id, G_DIR_SEPARATOR) != NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("No such match is saved here."));
      return FALSE;
    }
  return resume_one (self, id, &over, error);
}

char *
mj_server_find_unfinished (const char *state_dir)
{
  g_autoptr (GDir) dir = NULL;
  g_autofree char *best = NULL;
  gint64 best_time = 0;
  const char *name;

  g_return_val_if_fail (state_dir != NULL, NULL);
  dir = g_dir_open (state_dir, 0, NULL);
  while (dir && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *id = NULL;
      g_autofree char *json = NULL;
      g_autoptr (GFile) file = NULL;
      g_autoptr (GFileInfo) info = NULL;
      g_autoptr (MjRecord) record = NULL;
      gint64 when;

      if (!g_str_has_suffix (name, ".seats") || name[0] == '.')
        continue;
      id = g_strndup (name, strlen (name) - strlen (".seats"));
      {
        g_autofree char *json_name = g_strconcat (id, ".json", NULL);
        json = g_build_filename (state_dir, json_name, NULL);
      }
      file = g_file_new_for_path (json);
      info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS,
                                NULL, NULL);
      if (info == NULL)
        continue;
      when = (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED);
      if (best != NULL && when <= best_time)
        continue;
      record = mj_record_load_unfinished (json);
      if (record == NULL)
        continue;
      {
        /* (one another Sparrow hosts now is not offered) */
        g_autoptr (GError) error = NULL;
        g_autoptr (MjFileLock) lock = mj_file_lock_acquire (json, &error);
        if (g_error_matches (error, MJ_FILE_ERROR, MJ_FILE_ERROR_LOCKED))
          continue;
      }
      g_free (best);
      best = g_steal_pointer (&id);
      best_time = when;
    }
  return g_steal_pointer (&best);
}

const char *
mj_server_get_code (MjServer   *self,
                    const char *id)
{
  Table *table;

  g_return_val_if_fail (MJ_IS_SERVER (self), NULL);
  table = id ? g_hash_table_lookup (self->tables, id) : NULL;
  return table ? table->code : NULL;
}

const char *
mj_server_get_creator_token (MjServer   *self,
                             const char *id)
{
  Table *table;

  g_return_val_if_fail (MJ_IS_SERVER (self), NULL);
  table = id ? g_hash_table_lookup (self->tables, id) : NULL;
  return table ? table->tokens[table->creator] : NULL;
}

void
mj_server_set_in_game (MjServer *self,
                       gboolean  in_game)
{
  g_return_if_fail (MJ_IS_SERVER (self));
  self->in_game = in_game;
}

void
mj_server_set_records_dir (MjServer   *self,
                           const char *dir)
{
  g_return_if_fail (MJ_IS_SERVER (self));
  g_free (self->records_dir);
  self->records_dir = g_strdup (dir);
}

void
mj_server_stop (MjServer *self)
{
  GHashTableIter iter;
  gpointer value;
  guint n = 0;

  g_return_if_fail (MJ_IS_SERVER (self));
  if (self->stopping)
    return;
  self->stopping = TRUE;
  /* each is told what is true of its own match: saved to be rejoined
   * (where there is a state folder), over, or lost */
  for (guint i = 0; i < self->clients->len; i++)
    {
      Client *client = g_ptr_array_index (self->clients, i);
      gboolean over = client->table &&
                      mj_game_get_phase (mj_match_get_game (client->table->match)) == MJ_PHASE_MATCH_OVER;
      const char *sentence, *reason;

      if (over)
        {
          reason = self->in_game ? MJ_REASON_HOST_CLOSED_OVER : MJ_REASON_STOPPING_OVER;
          sentence = self->in_game ? _("The host closed the match, which is over.")
                                   : _("The server is stopping. Your match is over: there is nothing to rejoin.");
        }
      else if (self->state_dir == NULL)
        {
          reason = MJ_REASON_HOST_NOT_SAVED;
          sentence = _("The host ended the match: it was not saved, so it cannot be rejoined.");
        }
      else if (self->in_game)
        {
          reason = MJ_REASON_HOST_CLOSED_SAVED;
          sentence = _("The host closed the match. It is saved: when the host takes it up again, join with the same "
                       "address and code to sit at your seat again.");
        }
      else
        {
          reason = MJ_REASON_STOPPING_SAVED;
          sentence = _("The server is stopping. Your match is saved: rejoin it with your token when the server is back.");
        }
      send_bye (client, reason, sentence);
    }
  g_hash_table_iter_init (&iter, self->tables);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      Table *table = value;
      g_autofree char *path = table_path (self, table->id, ".json");

      mj_match_set_paused (table->match, TRUE);
      /* whole, its log synced and begun anew */
      if (path)
        table_save (table);
      log_close (table);
      if (path && mj_game_get_phase (mj_match_get_game (table->match)) != MJ_PHASE_MATCH_OVER)
        n++;
    }
  server_log (self, "stopping: %u matches saved", n);  /* (those not over) */
}

guint
mj_server_get_n_clients (MjServer *self)
{
  g_return_val_if_fail (MJ_IS_SERVER (self), 0);
  return self->clients->len;
}

guint
mj_server_get_n_matches (MjServer *self)
{
  g_return_val_if_fail (MJ_IS_SERVER (self), 0);
  return g_hash_table_size (self->tables);
}

MjMatch *
mj_server_get_match (MjServer   *self,
                     const char *id)
{
  Table *table;

  g_return_val_if_fail (MJ_IS_SERVER (self), NULL);
  table = g_hash_table_lookup (self->tables, id);
  return table ? table->match : NULL;
}
