/* test-server.c: the network play server (net/mj-server.c) on the
 * loopback, with the tests' WebSocket clients (tests/net-client.c), each
 * playing its seat from the views it receives alone:
 *
 *   - two, three and four people and computer players on the other seats
 *     play seeded matches to the end; the server's match ends where each
 *     client's last view says, with the same scores, and the server's
 *     record is the one a local match of the same setup and actions makes;
 *   - a person drops, a computer player plays the seat, the person
 *     rejoins with the token to the same seat and hand and plays on;
 *   - a client of another version is told so in words;
 *   - an illegal action, an action for another seat, garbage and an
 *     out-of-turn action are refused with a sentence, the match as it
 *     was; a wrong join code is refused, and after ten a minute the
 *     address must wait;
 *   - with a certificate, only TLS: a client that trusts it plays, one
 *     that does not and a plain one cannot connect.
 *
 * Every wait is bounded: a test that hangs fails after its time.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "mj-files.h"
#include "mj-record.h"
#include "mj-server.h"
#include "net-client.h"

#define WAIT 300  /* seconds for a whole match at most (the leak check with whole stacks, on a busy machine, took over 60) */

typedef struct {
  MjServer  *server;
  GMainLoop *loop;
  guint      port;
  guint      n_log;
} Fixture;

static void
on_log (MjServer   *server,
        const char *line,
        Fixture    *f)
{
  f->n_log++;
  g_test_message ("server: %s", line);
  g_assert_null (strchr (line, '\n'));
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr (GError) error = NULL;

  f->loop = g_main_loop_new (NULL, FALSE);
  f->server = mj_server_new (NULL);
  mj_server_set_pace (f->server, 0);
  mj_server_set_level (f->server, MJ_BOT_BASELINE);
  /* (clients that answer at once; test_flood sets the usual limit) */
  mj_server_set_message_limit (f->server, 100000);
  g_signal_connect (f->server, "log", G_CALLBACK (on_log), f);
  g_assert_true (mj_server_listen (f->server, 0, TRUE, &error));
  g_assert_no_error (error);
  f->port = mj_server_get_port (f->server);
  g_assert_cmpuint (f->port, >, 0);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_assert_finalize_object (f->server);
  net_settle (f->loop, 200);
  g_main_loop_unref (f->loop);
}

static MjMessage
hello_create (const char *rules,
              guint       hands,
              guint       people,
              guint64     seed)
{
  MjMessage m = { MJ_MESSAGE_HELLO };

  m.version = MJ_PROTOCOL_VERSION;
  m.want = MJ_HELLO_CREATE;
  m.name = (char *) "Ann";
  m.rules = (char *) rules;
  m.hands = hands;
  m.people = people;
  m.seed = seed;
  return m;
}

static void
join (NetClient  *client,
      const char *code)
{
  MjMessage m = { MJ_MESSAGE_HELLO };

  m.version = MJ_PROTOCOL_VERSION;
  m.want = MJ_HELLO_JOIN;
  m.name = client->label;
  m.code = (char *) code;
  net_client_send (client, &m);
}

static void
rejoin (NetClient  *client,
        const char *match,
        const char *token)
{
  MjMessage m = { MJ_MESSAGE_HELLO };

  m.version = MJ_PROTOCOL_VERSION;
  m.want = MJ_HELLO_REJOIN;
  m.match = (char *) match;
  m.token = (char *) token;
  net_client_send (client, &m);
}

static gboolean
welcomed (gpointer data)
{
  NetClient *c = data;
  return c->welcomed || c->closed;
}

static gboolean
got_bye (gpointer data)
{
  NetClient *c = data;
  return c->bye != NULL && c->closed;
}

typedef struct {
  NetClient **clients;
  guint       n;
} Group;

static gboolean
all_over (gpointer data)
{
  Group *g = data;

  for (guint i = 0; i < g->n; i++)
    if (!g->clients[i]->has_view || g->clients[i]->view.phase != MJ_PHASE_MATCH_OVER)
      return FALSE;
  return TRUE;
}

/* ---- whole matches --------------------------------------------------------- */

/* The record the server keeps is the record a local match makes: a match
 * set up as the game sets one up (the same rules, seed, hands, people and
 * names), given the same actions in the same order, writes the same text,
 * and the record replays to the scores the server reached.  A server that
 * dealt, ordered or asked otherwise than the engine would differ here. */
static void
assert_record_is_local (MjMatch *served,
                        guint64  seed,
                        guint    hands,
                        guint    people)
{
  g_autoptr (MjRecord) record = mj_match_to_record (served);
  g_autoptr (MjRecord) local_record = NULL;
  g_autoptr (MjGame) replayed = NULL;
  g_autoptr (MjMatch) local = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *local_text = NULL;
  MjMatchSetup setup = { 0 };
  MjGame *game = mj_match_get_game (served);
  MjGame *local_game;

  setup.rules = mj_game_get_rules (game);
  mj_options_init_defaults (setup.rules, &setup.options);
  setup.seed = seed;
  setup.hands = hands;
  setup.level = MJ_BOT_BASELINE;
  setup.ask_every_human = TRUE;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      setup.human[i] = i < people;
      setup.names[i] = g_strdup (mj_match_get_name (served, i));
    }
  local = mj_match_new (&setup);
  mj_match_setup_clear (&setup);
  mj_match_set_autoplay (local, FALSE);
  mj_match_start (local);
  local_game = mj_match_get_game (local);
  for (guint i = 0; i < record->actions->len; i++)
    {
      const MjAction *a = &g_array_index (record->actions, MjAction, i);

      if (!mj_game_submit_action (local_game, a, &error))
        g_error ("action %u of the served match is refused locally: %s", i, error->message);
    }
  local_record = mj_match_to_record (local);
  g_free (local_record->id);
  local_record->id = g_strdup (record->id);
  text = mj_record_to_json (record);
  local_text = mj_record_to_json (local_record);
  g_assert_cmpstr (text, ==, local_text);

  replayed = mj_record_replay (record, G_MAXUINT, &error);
  g_assert_no_error (error);
  g_assert_cmpint (mj_game_get_phase (replayed), ==, MJ_PHASE_MATCH_OVER);
  for (guint s = 0; s < MJ_N_SEATS; s++)
    {
      g_assert_cmpint (mj_game_get_score (replayed, s), ==, mj_game_get_score (game, s));
      g_assert_cmpint (mj_game_get_score (local_game, s), ==, mj_game_get_score (game, s));
    }
}

typedef struct {
  const char *rules;
  guint       people;
  guint       hands;
} Setup;

static void
test_match (Fixture       *f,
            gconstpointer  data)
{
  const Setup *setup = data;
  NetClient *clients[MJ_N_SEATS] = { NULL };
  MjMessage hello = hello_create (setup->rules, setup->hands, setup->people, 2024 + setup->people);
  Group group = { clients, setup->people };
  MjMatch *match;
  MjGame *game;
  gint64 start = g_get_monotonic_time ();
  guint messages = 0, actions = 0;
  gsize bytes = 0;
  guint n_actions;

  clients[0] = net_client_new ("Ann", f->port, f->loop);
  net_client_send (clients[0], &hello);
  g_assert_true (net_run_until (f->loop, welcomed, clients[0], 10));
  g_assert_true (clients[0]->welcomed);
  g_assert_cmpuint (clients[0]->seat, ==, 0);
  g_assert_cmpuint (strlen (clients[0]->code), ==, MJ_PROTOCOL_CODE_LENGTH);
  g_assert_cmpuint (strlen (clients[0]->token), ==, MJ_PROTOCOL_TOKEN_LENGTH);
  /* a match of several people waits for them all */
  if (setup->people > 1)
    g_assert_false (clients[0]->has_view);
  for (guint i = 1; i < setup->people; i++)
    {
      static const char *names[] = { "Ann", "Bo", "Cai", "Dee" };
      clients[i] = net_client_new (names[i], f->port, f->loop);
      join (clients[i], clients[0]->code);
      g_assert_true (net_run_until (f->loop, welcomed, clients[i], 10));
      g_assert_true (clients[i]->welcomed);
      g_assert_cmpuint (clients[i]->seat, ==, i);
      g_assert_cmpstr (clients[i]->match, ==, clients[0]->match);
      /* the code is the host's to give, not each person's */
      g_assert_cmpstr (clients[i]->code, ==, clients[0]->code);
    }
  if (!net_run_until (f->loop, all_over, &group, WAIT))
    g_error ("the match did not end in %u seconds", WAIT);

  match = mj_server_get_match (f->server, clients[0]->match);
  g_assert_nonnull (match);
  game = mj_match_get_game (match);
  g_assert_cmpint (mj_game_get_phase (game), ==, MJ_PHASE_MATCH_OVER);
  for (guint i = 0; i < setup->people; i++)
    {
      for (guint s = 0; s < MJ_N_SEATS; s++)
        g_assert_cmpint (clients[i]->view.players[s].score, ==, mj_game_get_score (game, s));
      /* a person who played by the rules was never refused */
      for (guint k = 0; k < clients[i]->refusals->len; k++)
        g_test_message ("%s was refused: %s", clients[i]->label, (char *) g_ptr_array_index (clients[i]->refusals, k));
      g_assert_cmpuint (clients[i]->refusals->len, ==, 0);
      g_assert_true (mj_match_is_human (match, i));
      messages += clients[i]->n_messages;
      actions += clients[i]->n_actions;
      bytes += clients[i]->bytes;
    }
  g_assert_cmpuint (mj_game_get_hand_number (game), ==, setup->hands);
  assert_record_is_local (match, 2024 + setup->people, setup->hands, setup->people);
  mj_game_get_history (game, &n_actions);
  g_test_message ("%s, %u people, %u hands: %u actions of the match, %u sent by people, %u messages to them "
                  "(%" G_GSIZE_FORMAT " bytes), %.2f s",
                  setup->rules, setup->people, setup->hands, n_actions,
                  actions, messages, bytes, (g_get_monotonic_time () - start) / 1e6);
  for (guint i = 0; i < setup->people; i++)
    net_client_free (clients[i]);
}

/* ---- a drop and a rejoin ------------------------------------------------ */

static gboolean
has_view (gpointer data)
{
  return ((NetClient *) data)->has_view;
}

static gboolean
seat_played_without_her (gpointer data)
{
  NetClient **c = data;
  /* Ann's views go on while Bo is away; Bo's seat keeps being played */
  return c[0]->has_view && c[0]->view.players[1].n_discards >= 3 && !c[0]->view.players[1].finished &&
         c[1]->closed;
}

static void
test_drop_rejoin (Fixture       *f,
                  gconstpointer  data)
{
  NetClient *c[2];
  MjMessage hello = hello_create ("sichuan", 2, 2, 77);
  g_autofree char *token = NULL;
  g_autofree char *match_id = NULL;
  NetClient *back;
  Group group;
  MjMatch *match;
  g_autofree MjView *expected = g_new0 (MjView, 1);

  c[0] = net_client_new ("Ann", f->port, f->loop);
  net_client_send (c[0], &hello);
  g_assert_true (net_run_until (f->loop, welcomed, c[0], 10));
  c[1] = net_client_new ("Bo", f->port, f->loop);
  /* Bo drops after a few views */
  c[1]->drop_after = 6;
  join (c[1], c[0]->code);
  g_assert_true (net_run_until (f->loop, welcomed, c[1], 10));
  token = g_strdup (c[1]->token);
  match_id = g_strdup (c[1]->match);

  if (!net_run_until (f->loop, seat_played_without_her, c, WAIT))
    g_error ("Bo's seat was not played while Bo was away");
  match = mj_server_get_match (f->server, match_id);
  g_assert_true (mj_match_get_stand_in (match, 1));
  g_assert_false (c[0]->view.phase == MJ_PHASE_MATCH_OVER);

  /* a wrong token is refused */
  back = net_client_new ("Bo again", f->port, f->loop);
  rejoin (back, match_id, "NOT-THE-TOKEN");
  g_assert_true (net_run_until (f->loop, got_bye, back, 10));
  g_assert_false (back->welcomed);
  net_client_free (back);

  back = net_client_new ("Bo again", f->port, f->loop);
  rejoin (back, match_id, token);
  g_assert_true (net_run_until (f->loop, welcomed, back, 10));
  g_assert_true (back->welcomed);
  g_assert_cmpuint (back->seat, ==, 1);
  g_assert_false (mj_match_get_stand_in (match, 1));
  /* the first view is the seat's own, as the server has it now */
  g_assert_true (net_run_until (f->loop, has_view, back, 10));

  net_client_free (c[1]);
  c[1] = back;
  group = (Group) { c, 2 };
  if (!net_run_until (f->loop, all_over, &group, WAIT))
    {
      const MjState *st = mj_game_get_state (mj_match_get_game (match));
      gboolean paused;
      g_object_get (match, "paused", &paused, NULL);
      for (guint k = 0; k < 2; k++)
        for (guint r = 0; r < c[k]->refusals->len; r++)
          g_test_message ("%s refused: %s", c[k]->label, (char *) g_ptr_array_index (c[k]->refusals, r));
      g_error ("the match did not end after the rejoin: server phase %d pending %x turn %u paused %d stand-in %d%d; "
               "Ann phase %d pending %x acted %d views %u; Bo phase %d pending %x acted %d views %u",
               st->phase, mj_state_pending (st), st->turn, paused, mj_match_get_stand_in (match, 0),
               mj_match_get_stand_in (match, 1),
               c[0]->view.phase, c[0]->view.pending, c[0]->acted, c[0]->n_views,
               c[1]->view.phase, c[1]->view.pending, c[1]->acted, c[1]->n_views);
    }
  mj_game_get_view (mj_match_get_game (match), 1, expected);
  g_assert_cmpmem (back->view.hand.counts, MJ_N_KINDS, expected->hand.counts, MJ_N_KINDS);
  g_assert_cmpint (back->view.players[1].score, ==, expected->players[1].score);
  g_assert_true (mj_match_is_human (match, 1));
  net_client_free (c[0]);
  net_client_free (c[1]);
}

/* ---- the action log ------------------------------------------------------------- */

static void
write_log (const char     *path,
           guint           base,
           const MjRecord *full,
           guint           from,
           guint           to,
           const char     *tail)
{
  g_autoptr (GString) text = g_string_new (NULL);

  g_string_append_printf (text, "sparrow-action-log 1 %u\n", base);
  for (guint i = from; i < to; i++)
    {
      g_autofree char *line = mj_action_to_text (&g_array_index (full->actions, MjAction, i));
      g_string_append_printf (text, "%s\n", line);
    }
  g_string_append (text, tail);
  g_assert_true (g_file_set_contents (path, text->str, (gssize) text->len, NULL));
}

/* A restart reads the record and the actions logged since: those that
 * follow it, up to a line cut short; a log of another record, or with an
 * action that does not play there, adds nothing. */
static void
test_action_log (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sparrow-log-XXXXXX", NULL);
  g_autofree char *json = g_build_filename (dir, "m.json", NULL);
  g_autofree char *log = g_build_filename (dir, "m.log", NULL);
  g_autoptr (MjRecord) full = NULL;
  g_autoptr (MjRecord) part = NULL;
  g_autoptr (MjMatch) match = NULL;
  g_autoptr (GError) error = NULL;
  MjMatchSetup setup = { 0 };
  const guint base = 10;

  setup.rules = mj_rules_lookup ("lisi");
  mj_options_init_defaults (setup.rules, &setup.options);
  setup.seed = 8;
  setup.hands = 1;
  match = mj_match_new (&setup);
  mj_match_setup_clear (&setup);
  mj_match_set_autoplay (match, FALSE);
  mj_match_start (match);
  for (guint i = 0; i < base + 5; i++)
    g_assert_true (mj_match_step (match));
  full = mj_match_to_record (match);
  part = mj_match_to_record (match);
  g_array_set_size (part->actions, base);
  g_assert_true (mj_record_save (part, json, &error));

  {
    /* three whole actions, then one cut short by the kill */
    g_autoptr (MjRecord) r = NULL;
    write_log (log, base, full, base, base + 3, "E disc");
    r = mj_server_load_match (dir, "m", NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (r->actions->len, ==, base + 3);
    for (guint i = 0; i < base + 3; i++)
      {
        g_autofree char *read = mj_action_to_text (&g_array_index (r->actions, MjAction, i));
        g_autofree char *played = mj_action_to_text (&g_array_index (full->actions, MjAction, i));
        g_assert_cmpstr (read, ==, played);
      }
  }
  {
    /* a log begun after another record (the one before) */
    g_autoptr (MjRecord) r = NULL;
    write_log (log, base - 1, full, base - 1, base + 3, "");
    r = mj_server_load_match (dir, "m", NULL, &error);
    g_assert_cmpuint (r->actions->len, ==, base);
  }
  {
    /* an action that does not play there (one skipped) */
    g_autoptr (MjRecord) r = NULL;
    write_log (log, base, full, base + 1, base + 4, "");
    r = mj_server_load_match (dir, "m", NULL, &error);
    g_assert_cmpuint (r->actions->len, ==, base);
  }
  {
    /* no log at all */
    g_autoptr (MjRecord) r = NULL;
    g_unlink (log);
    r = mj_server_load_match (dir, "m", NULL, &error);
    g_assert_cmpuint (r->actions->len, ==, base);
  }
  g_unlink (json);
  g_rmdir (dir);
}

/* ---- which seats, and the house options ------------------------------------------- */

static gboolean
got_view_or_closed (gpointer data)
{
  NetClient *c = data;
  return c->has_view || c->closed;
}

/* The creator chooses which seats people play (East and West here) and
 * the house options (Sichuan with the exchange of three tiles and a cap
 * of 8 fan): the creator sits East, the joiner West, the server's match
 * plays by those options, the welcome and every view carry them, and the
 * exchange is played over the network to the match's end.  Options that
 * are not the rule set's are refused in a sentence. */
static void
test_seats_options (Fixture       *f,
                    gconstpointer  data)
{
  const MjRules *rules = mj_rules_lookup ("sichuan");
  MjMessage hello = hello_create ("sichuan", 1, 2, 4321);
  MjOptions options;
  NetClient *c[2];
  Group group = { c, 2 };
  MjMatch *match;
  g_autofree char *match_id = NULL;
  gboolean exchanged = FALSE;

  mj_options_init_defaults (rules, &options);
  options.values[mj_options_find (rules, "huan_san_zhang")] = TRUE;
  options.values[mj_options_find (rules, "fan_cap")] = 8;
  hello.people_seats = 0x5;
  hello.has_options = TRUE;
  hello.n_options = rules->n_options;
  memcpy (hello.options, options.values, sizeof hello.options);

  c[0] = net_client_new ("Ann", f->port, f->loop);
  net_client_send (c[0], &hello);
  g_assert_true (net_run_until (f->loop, welcomed, c[0], 10));
  g_assert_cmpuint (c[0]->seat, ==, 0);
  c[1] = net_client_new ("Bo", f->port, f->loop);
  join (c[1], c[0]->code);
  g_assert_true (net_run_until (f->loop, welcomed, c[1], 10));
  g_assert_cmpuint (c[1]->seat, ==, 2);
  match_id = g_strdup (c[0]->match);
  match = mj_server_get_match (f->server, match_id);
  g_assert_true (mj_match_is_human (match, 0));
  g_assert_false (mj_match_is_human (match, 1));
  g_assert_true (mj_match_is_human (match, 2));
  g_assert_false (mj_match_is_human (match, 3));
  g_assert_cmpstr (mj_match_get_name (match, 0), ==, "Ann");
  g_assert_cmpstr (mj_match_get_name (match, 2), ==, "Bo");
  g_assert_cmpmem (mj_game_get_options (mj_match_get_game (match))->values, sizeof options.values, options.values,
                   sizeof options.values);
  g_assert_true (net_run_until (f->loop, got_view_or_closed, c[1], 10));
  g_assert_cmpmem (c[1]->view.options.values, sizeof options.values, options.values, sizeof options.values);

  if (!net_run_until (f->loop, all_over, &group, WAIT))
    g_error ("the match did not end");
  for (guint k = 0; k < 2; k++)
    {
      g_assert_cmpuint (c[k]->refusals->len, ==, 0);
      exchanged |= c[k]->view.exchange_shift != 0;
    }
  /* the three tiles were exchanged: Sichuan's exchange over the network */
  g_assert_true (exchanged);
  {
    g_autoptr (MjRecord) record = mj_match_to_record (match);
    g_assert_cmpmem (record->options.values, sizeof options.values, options.values, sizeof options.values);
    g_assert_cmpint (record->kinds[2], ==, MJ_PLAYER_HUMAN);
  }
  net_client_free (c[0]);
  net_client_free (c[1]);

  /* one option too few: refused in words, no match made */
  {
    NetClient *bad = net_client_new ("Cai", f->port, f->loop);
    guint before = mj_server_get_n_matches (f->server);

    hello.n_options = rules->n_options - 1;
    hello.people_seats = 0;
    net_client_send (bad, &hello);
    g_assert_true (net_run_until (f->loop, got_bye, bad, 10));
    g_test_message ("%s", bad->bye);
    g_assert_nonnull (bad->bye);
    g_assert_false (bad->welcomed);
    g_assert_cmpuint (mj_server_get_n_matches (f->server), ==, before);
    net_client_free (bad);
  }
}

/* ---- each person's replay ------------------------------------------------------ */

static gboolean
refused_once (gpointer data)
{
  return ((NetClient *) data)->refusals->len > 0;
}

static gboolean
replays_come (gpointer data)
{
  Group *g = data;

  for (guint i = 0; i < g->n; i++)
    if (g->clients[i]->replay_parts == 0 || g->clients[i]->replay_part < g->clients[i]->replay_parts)
      return FALSE;
  return TRUE;
}

/* Each person asks for the replay of what its seat saw: refused with a
 * sentence before the match's end; after it, the replay comes in parts no
 * longer than a message may be, from the deal to the end, and every step
 * of it is a view that seat's table was sent during the match (so it
 * names no tile of another seat's hand the rules did not show: the views
 * are the privacy benchmark's).  Twice is refused. */
static void
test_replay (Fixture       *f,
             gconstpointer  data)
{
  NetClient *c[2];
  MjMessage hello = hello_create ("sichuan", 2, 2, 99);
  MjMessage request = { MJ_MESSAGE_REPLAY_REQUEST };
  Group group = { c, 2 };

  c[0] = net_client_new ("Ann", f->port, f->loop);
  c[0]->keep_views = TRUE;
  net_client_send (c[0], &hello);
  g_assert_true (net_run_until (f->loop, welcomed, c[0], 10));
  c[1] = net_client_new ("Bo", f->port, f->loop);
  c[1]->keep_views = TRUE;
  join (c[1], c[0]->code);
  g_assert_true (net_run_until (f->loop, welcomed, c[1], 10));
  g_assert_true (net_run_until (f->loop, has_view, c[0], 10));

  net_client_send (c[0], &request);
  g_assert_true (net_run_until (f->loop, refused_once, c[0], 10));
  g_test_message ("before the end: %s", (char *) g_ptr_array_index (c[0]->refusals, 0));
  g_assert_nonnull (strstr (g_ptr_array_index (c[0]->refusals, 0), "once the match is over"));
  g_assert_cmpuint (c[0]->replay->len, ==, 0);
  g_ptr_array_set_size (c[0]->refusals, 0);

  if (!net_run_until (f->loop, all_over, &group, WAIT))
    g_error ("the match did not end");
  for (guint k = 0; k < 2; k++)
    g_assert_cmpuint (c[k]->refusals->len, ==, 0);
  net_client_send (c[0], &request);
  net_client_send (c[1], &request);
  if (!net_run_until (f->loop, replays_come, &group, WAIT))
    g_error ("the replays did not come");

  for (guint k = 0; k < 2; k++)
    {
      const MjView *first = &g_array_index (c[k]->replay, MjView, 0);
      const MjView *last = &g_array_index (c[k]->replay, MjView, c[k]->replay->len - 1);
      guint hands = 0;

      g_test_message ("%s: %u steps in %u parts; %u views seen; longest message %u bytes", c[k]->label,
                      c[k]->replay->len, c[k]->replay_parts, g_hash_table_size (c[k]->seen), c[k]->max_message);
      g_assert_cmpuint (c[k]->replay_parts, >, 1);
      g_assert_cmpuint (c[k]->max_message, <=, MJ_PROTOCOL_MAX_MESSAGE);
      g_assert_cmpuint (first->hand_number, ==, 1);
      g_assert_cmpint (last->phase, ==, MJ_PHASE_MATCH_OVER);
      for (guint i = 0; i < c[k]->replay->len; i++)
        {
          const MjView *v = &g_array_index (c[k]->replay, MjView, i);
          g_autoptr (GBytes) bytes = g_bytes_new (v, sizeof *v);

          g_assert_cmpuint (v->seat, ==, c[k]->seat);
          /* while the hand is played, no hand but one laid down by a win
           * is shown */
          if (v->phase != MJ_PHASE_HAND_OVER && v->phase != MJ_PHASE_MATCH_OVER)
            for (guint j = 0; j < MJ_N_SEATS; j++)
              if (j != v->seat && !v->players[j].finished)
                g_assert_false (v->players[j].revealed);
          if (!g_hash_table_contains (c[k]->seen, bytes))
            g_error ("%s: step %u of the replay (hand %u, phase %d) is no view the seat was sent", c[k]->label, i,
                     v->hand_number, v->phase);
          hands += i > 0 && v->hand_number != g_array_index (c[k]->replay, MjView, i - 1).hand_number;
        }
      g_assert_cmpuint (hands, ==, 1);
    }

  /* once a connection */
  net_client_send (c[0], &request);
  g_assert_true (net_run_until (f->loop, refused_once, c[0], 10));
  g_assert_nonnull (strstr (g_ptr_array_index (c[0]->refusals, 0), "sent already"));
  net_client_free (c[0]);
  net_client_free (c[1]);
}

/* ---- the match a game hosts ------------------------------------------------- */

static gboolean
under_way (gpointer data)
{
  NetClient **c = data;
  return c[0]->has_view && c[0]->view.phase == MJ_PHASE_TURN && c[0]->n_views >= 30 && c[1]->has_view;
}

static gboolean
both_bye (gpointer data)
{
  NetClient **c = data;
  return got_bye (c[0]) && got_bye (c[1]);
}

static void
remove_tree (const char *path)
{
  g_autoptr (GDir) d = g_dir_open (path, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

/* The server a game hosts, with the state folder the game gives it: the
 * host's window closes mid-match and the others are told it is saved and
 * how to come back; the next host finds it unfinished, takes it up (the
 * same code, the host's own token), both people sit again at their seats
 * and play it out; its finished record is kept where the game's replays
 * look, and nothing is offered any more. */
static void
test_hosted_resume (void)
{
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autofree char *dir = g_dir_make_tmp ("sparrow-hosted-XXXXXX", NULL);
  g_autofree char *state = g_build_filename (dir, "hosted", NULL);
  g_autofree char *records = g_build_filename (dir, "records", NULL);
  g_autofree char *match_id = NULL, *code = NULL, *token0 = NULL, *token1 = NULL;
  g_autofree char *found = NULL;
  g_autofree char *kept_name = NULL, *kept_path = NULL, *state_path = NULL;
  g_autofree char *kept_text = NULL, *state_text = NULL;
  g_autoptr (MjRecord) kept = NULL;
  g_autoptr (GError) error = NULL;
  MjMessage hello = hello_create ("sichuan", 1, 2, 4242);
  MjServer *server;
  NetClient *c[2];
  Group group;
  guint port;

  g_assert_true (g_mkdir_with_parents (state, 0700) == 0);
  server = mj_server_new (state);
  mj_server_set_in_game (server, TRUE);
  mj_server_set_records_dir (server, records);
  mj_server_set_pace (server, 0);
  mj_server_set_level (server, MJ_BOT_BASELINE);
  mj_server_set_message_limit (server, 100000);
  g_assert_true (mj_server_listen (server, 0, TRUE, &error));
  port = mj_server_get_port (server);
  c[0] = net_client_new ("Ann", port, loop);
  net_client_send (c[0], &hello);
  g_assert_true (net_run_until (loop, welcomed, c[0], 10));
  c[1] = net_client_new ("Bo", port, loop);
  join (c[1], c[0]->code);
  g_assert_true (net_run_until (loop, welcomed, c[1], 10));
  match_id = g_strdup (c[0]->match);
  code = g_strdup (c[0]->code);
  token0 = g_strdup (c[0]->token);
  token1 = g_strdup (c[1]->token);
  if (!net_run_until (loop, under_way, c, WAIT))
    g_error ("the hosted match did not get under way");

  /* the host's window closes */
  mj_server_stop (server);
  g_assert_true (net_run_until (loop, both_bye, c, 10));
  for (guint i = 0; i < 2; i++)
    {
      g_assert_nonnull (strstr (c[i]->bye, "It is saved"));
      g_assert_nonnull (strstr (c[i]->bye, "same address and code"));
    }
  g_assert_finalize_object (server);
  net_client_free (c[0]);
  net_client_free (c[1]);
  net_settle (loop, 200);

  found = mj_server_find_unfinished (state);
  g_assert_cmpstr (found, ==, match_id);
  {
    /* another Sparrow hosting it now: neither offered nor taken up here */
    g_autofree char *json_name = g_strconcat (match_id, ".json", NULL);
    g_autofree char *json = g_build_filename (state, json_name, NULL);
    MjFileLock *lock = mj_file_lock_acquire (json, &error);

    g_assert_no_error (error);
    g_assert_null (mj_server_find_unfinished (state));
    server = mj_server_new (state);
    g_assert_false (mj_server_resume_match (server, match_id, &error));
    g_assert_error (error, MJ_FILE_ERROR, MJ_FILE_ERROR_LOCKED);
    g_clear_error (&error);
    g_assert_cmpuint (mj_server_get_n_matches (server), ==, 0);
    g_assert_finalize_object (server);
    mj_file_lock_release (lock);
  }

  /* the next Host on the network takes it up; nothing else is there */
  server = mj_server_new (state);
  mj_server_set_in_game (server, TRUE);
  mj_server_set_records_dir (server, records);
  mj_server_set_pace (server, 0);
  mj_server_set_level (server, MJ_BOT_BASELINE);
  mj_server_set_message_limit (server, 100000);
  g_assert_false (mj_server_resume_match (server, "../elsewhere", &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (mj_server_resume_match (server, "no-such-match", &error));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_clear_error (&error);
  g_assert_true (mj_server_resume_match (server, match_id, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (mj_server_get_n_matches (server), ==, 1);
  g_assert_cmpstr (mj_server_get_code (server, match_id), ==, code);
  g_assert_cmpstr (mj_server_get_creator_token (server, match_id), ==, token0);
  g_assert_true (mj_server_listen (server, 0, TRUE, &error));
  port = mj_server_get_port (server);
  c[0] = net_client_new ("Ann", port, loop);
  rejoin (c[0], match_id, mj_server_get_creator_token (server, match_id));
  c[1] = net_client_new ("Bo", port, loop);
  rejoin (c[1], match_id, token1);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_true (net_run_until (loop, welcomed, c[i], 10));
      g_assert_true (c[i]->welcomed);
      g_assert_cmpuint (c[i]->seat, ==, i);
      g_assert_cmpstr (c[i]->code, ==, code);
    }
  group = (Group) { c, 2 };
  if (!net_run_until (loop, all_over, &group, WAIT))
    g_error ("the match taken up did not end");

  /* its record, where the game's replays look, is the state folder's */
  kept_name = g_strdup_printf ("network-match-%s.json", match_id);
  kept_path = g_build_filename (records, kept_name, NULL);
  kept = mj_record_load (kept_path, &error);
  g_assert_no_error (error);
  g_assert_true (mj_record_is_finished (kept));
  g_assert_cmpstr (kept->id, ==, match_id);
  {
    g_autofree char *json_name = g_strconcat (match_id, ".json", NULL);
    state_path = g_build_filename (state, json_name, NULL);
  }
  g_assert_true (g_file_get_contents (kept_path, &kept_text, NULL, NULL));
  g_assert_true (g_file_get_contents (state_path, &state_text, NULL, NULL));
  g_assert_cmpstr (kept_text, ==, state_text);
  g_assert_null (mj_server_find_unfinished (state));
  g_assert_false (mj_server_resume_match (server, "no-such-match", NULL));

  /* closed at the end: nothing to rejoin is promised */
  mj_server_stop (server);
  g_assert_true (net_run_until (loop, both_bye, c, 10));
  for (guint i = 0; i < 2; i++)
    g_assert_nonnull (strstr (c[i]->bye, "which is over"));
  g_assert_finalize_object (server);
  net_client_free (c[0]);
  net_client_free (c[1]);
  net_settle (loop, 200);
  remove_tree (dir);
}

/* ---- refusals -------------------------------------------------------------- */

static void
test_wrong_version (Fixture       *f,
                    gconstpointer  data)
{
  NetClient *c = net_client_new ("Old", f->port, f->loop);

  net_client_send_text (c, "{\"type\":\"hello\",\"version\":2,\"want\":\"create\",\"rules\":\"sichuan\","
                           "\"hands\":1,\"people\":1}");
  g_assert_true (net_run_until (f->loop, got_bye, c, 10));
  g_assert_nonnull (strstr (c->bye, "version 2"));
  g_assert_nonnull (strstr (c->bye, "version 1"));
  g_assert_false (c->welcomed);
  g_assert_cmpuint (mj_server_get_n_matches (f->server), ==, 0);
  net_client_free (c);
}

static gboolean
my_turn (gpointer data)
{
  NetClient *c = data;
  return c->has_view && c->view.phase == MJ_PHASE_TURN && c->view.turn == c->seat;
}

typedef struct {
  NetClient *client;
  guint      refusals;
} Waiting;

static gboolean
refused (gpointer data)
{
  Waiting *w = data;
  return w->client->refusals->len >= w->refusals || w->client->closed;
}

static void
test_illegal (Fixture       *f,
              gconstpointer  data)
{
  NetClient *c = net_client_new ("Ann", f->port, f->loop);
  MjMessage hello = hello_create ("zhuoji", 1, 1, 5);
  static const char *const bad[] = {
    /* not held (a tile the client has none of is chosen below) */
    NULL,
    /* out of turn: a pung with no discard to claim */
    "{\"type\":\"action\",\"action\":\"E pung\"}",
    /* for another seat */
    "{\"type\":\"action\",\"action\":\"S discard 1m\"}",
    /* garbage, and a message of the server's own */
    "{\"type\":\"action\",\"action\":\"E discard\"}",
    "{\"type\":\"bye\",\"message\":\"x\"}",
    "not JSON at all",
    "{\"type\":\"hello\",\"version\":1,\"want\":\"join\",\"code\":\"ABCDEF\"}",
  };
  MjMatch *match;
  g_autofree MjState *before = NULL;
  guint n_before;

  c->plays = FALSE;
  net_client_send (c, &hello);
  g_assert_true (net_run_until (f->loop, welcomed, c, 10));
  if (!net_run_until (f->loop, my_turn, c, 30))
    g_error ("Ann's turn never came");
  match = mj_server_get_match (f->server, c->match);
  before = g_memdup2 (mj_game_get_state (mj_match_get_game (match)), sizeof (MjState));
  mj_game_get_history (mj_match_get_game (match), &n_before);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      Waiting w = { c, c->refusals->len + 1 };
      g_autofree char *text = NULL;

      if (bad[i] == NULL)
        {
          MjTile absent = 0;
          while (c->view.hand.counts[absent] > 0 || absent == c->view.drawn)
            absent++;
          text = g_strdup_printf ("{\"type\":\"action\",\"action\":\"E discard %s\"}", mj_tile_to_string (absent));
        }
      net_client_send_text (c, text ? text : bad[i]);
      if (!net_run_until (f->loop, refused, &w, 10))
        g_error ("“%s” was not answered", text ? text : bad[i]);
      g_assert_false (c->closed);
      g_assert_cmpuint (strlen (g_ptr_array_index (c->refusals, c->refusals->len - 1)), >, 15);
      g_test_message ("refused: %s", (char *) g_ptr_array_index (c->refusals, c->refusals->len - 1));
    }
  /* nothing changed */
  {
    guint n_after;
    mj_game_get_history (mj_match_get_game (match), &n_after);
    g_assert_cmpuint (n_after, ==, n_before);
    g_assert_true (memcmp (before, mj_game_get_state (mj_match_get_game (match)), sizeof (MjState)) == 0);
  }
  net_client_free (c);
}

static void
test_wrong_code (Fixture       *f,
                 gconstpointer  data)
{
  NetClient *host = net_client_new ("Ann", f->port, f->loop);
  MjMessage hello = hello_create ("sichuan", 1, 2, 9);
  g_autofree char *code = NULL;

  net_client_send (host, &hello);
  g_assert_true (net_run_until (f->loop, welcomed, host, 10));
  code = g_strdup (host->code);

  /* ten wrong codes, each refused; then even the right one must wait */
  for (guint i = 0; i <= 10; i++)
    {
      NetClient *c = net_client_new ("Mallory", f->port, f->loop);

      join (c, i < 10 ? "WRONG1" : code);
      g_assert_true (net_run_until (f->loop, got_bye, c, 10));
      g_assert_false (c->welcomed);
      if (i == 10)
        g_assert_nonnull (strstr (c->bye, "Wait a minute"));
      net_client_free (c);
    }
  net_client_free (host);
}

/* A client that sends more than the limit a second is let go, told why. */
static void
test_flood (Fixture       *f,
            gconstpointer  data)
{
  NetClient *c = net_client_new ("Flood", f->port, f->loop);
  MjMessage hello = hello_create ("sichuan", 1, 2, 3);

  mj_server_set_message_limit (f->server, 30);
  net_client_send (c, &hello);
  g_assert_true (net_run_until (f->loop, welcomed, c, 10));
  for (guint i = 0; i < 40; i++)
    net_client_send_text (c, "{\"type\":\"action\",\"action\":\"E pass\"}");
  g_assert_true (net_run_until (f->loop, got_bye, c, 10));
  g_assert_nonnull (strstr (c->bye, "too many messages"));
  net_client_free (c);
}

/* With a certificate the server speaks TLS alone: a client that trusts
 * that certificate plays (wss://), one that does not cannot connect, and a
 * plain ws:// client is not understood. */
static void
test_tls (void)
{
  g_autofree char *cert = g_test_build_filename (G_TEST_DIST, "data", "tls", "cert.pem", NULL);
  g_autofree char *key = g_test_build_filename (G_TEST_DIST, "data", "tls", "key.pem", NULL);
  g_autoptr (GTlsCertificate) certificate = NULL;
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr (GError) error = NULL;
  g_autofree char *secure = NULL;
  g_autofree char *plain = NULL;
  MjMessage hello = hello_create ("sichuan", 1, 1, 5);
  MjServer *server;
  NetClient *c;

  certificate = g_tls_certificate_new_from_files (cert, key, &error);
  g_assert_no_error (error);
  server = mj_server_new (NULL);
  mj_server_set_pace (server, 0);
  mj_server_set_level (server, MJ_BOT_BASELINE);
  mj_server_set_tls_certificate (server, certificate);
  g_assert_true (mj_server_listen (server, 0, TRUE, &error));
  g_assert_no_error (error);
  secure = g_strdup_printf ("wss://127.0.0.1:%u/sparrow", mj_server_get_port (server));
  plain = g_strdup_printf ("ws://127.0.0.1:%u/sparrow", mj_server_get_port (server));

  /* trusted: a whole one-hand match over TLS */
  c = net_client_open ("Ann", secure, certificate, loop);
  g_assert_null (c->connect_error);
  net_client_send (c, &hello);
  g_assert_true (net_run_until (loop, welcomed, c, 10));
  g_assert_true (c->welcomed);
  g_assert_true (net_run_until (loop, all_over, &(Group) { &c, 1 }, WAIT));
  g_assert_cmpuint (c->refusals->len, ==, 0);
  net_client_free (c);

  /* not trusted: refused by the client before a word is said */
  c = net_client_open ("Bo", secure, NULL, loop);
  g_assert_null (c->conn);
  g_assert_nonnull (c->connect_error);
  g_test_message ("untrusted: %s", c->connect_error);
  net_client_free (c);

  /* plain WebSocket to a TLS server: no connection */
  c = net_client_open ("Cai", plain, NULL, loop);
  g_assert_null (c->conn);
  g_assert_nonnull (c->connect_error);
  g_test_message ("plain: %s", c->connect_error);
  net_client_free (c);

  g_assert_finalize_object (server);
  net_settle (loop, 200);
}

static void
quiet (const char     *domain,
       GLogLevelFlags  level,
       const char     *message,
       gpointer        data)
{
}

int
main (int    argc,
      char **argv)
{
  static const Setup setups[] = {
    { "sichuan", 2, 2 },
    { "taiwan16", 3, 1 },
    { "lisi", 4, 1 },
    { "qionghai", 2, 1 },
    { "zhuoji", 1, 1 },
  };

  g_test_init (&argc, &argv, NULL);
  /* (libsoup's debug lines, one per frame, would drown the log) */
  g_log_set_handler ("libsoup", G_LOG_LEVEL_DEBUG | G_LOG_LEVEL_INFO, quiet, NULL);
  g_log_set_handler ("GLib-GIO", G_LOG_LEVEL_DEBUG | G_LOG_LEVEL_INFO, quiet, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (setups); i++)
    {
      g_autofree char *path = g_strdup_printf ("/server/match/%s-%u-people", setups[i].rules, setups[i].people);
      g_test_add (path, Fixture, &setups[i], fixture_set_up, test_match, fixture_tear_down);
    }
  g_test_add ("/server/drop-rejoin", Fixture, NULL, fixture_set_up, test_drop_rejoin, fixture_tear_down);
  g_test_add ("/server/wrong-version", Fixture, NULL, fixture_set_up, test_wrong_version, fixture_tear_down);
  g_test_add ("/server/illegal", Fixture, NULL, fixture_set_up, test_illegal, fixture_tear_down);
  g_test_add ("/server/flood", Fixture, NULL, fixture_set_up, test_flood, fixture_tear_down);
  g_test_add ("/server/wrong-code", Fixture, NULL, fixture_set_up, test_wrong_code, fixture_tear_down);
  g_test_add_func ("/server/tls", test_tls);
  g_test_add_func ("/server/hosted-resume", test_hosted_resume);
  g_test_add ("/server/replay", Fixture, NULL, fixture_set_up, test_replay, fixture_tear_down);
  g_test_add ("/server/seats-options", Fixture, NULL, fixture_set_up, test_seats_options, fixture_tear_down);
  g_test_add_func ("/server/action-log", test_action_log);
  return g_test_run ();
}
