/* test-protocol.c: network play's messages (engine/mj-protocol.c).
 *
 *   - every kind of message reads back as it was written, the views
 *     taken at every action of seeded matches of every rule set;
 *   - privacy, by non-interference: at every action of those matches,
 *     each seat's view message is written again from a state in which
 *     everything hidden from that seat is changed (the other hands'
 *     concealed tiles traded with each other and with the wall, the
 *     wall's order, hidden kongs, face-down discards, secret suits and
 *     exchange choices, who else is asked about a discard and what
 *     they answered); the text must not change, so no message names
 *     a tile hidden from its seat, in any field;
 *   - a table of malformed messages, each refused with a sentence.
 *
 * Usage: test-protocol [MATCHES PER RULE SET]   (default 4)
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "mj-hint.h"
#include "mj-match.h"
#include "mj-protocol.h"

static guint n_matches = 4;

static char *
round_trip (const MjMessage *m)
{
  g_autofree char *text = mj_message_to_json (m);
  g_auto (MjMessage) back = { 0 };
  g_autoptr (GError) error = NULL;
  char *again;

  if (!mj_message_parse (text, strlen (text), &back, &error))
    g_error ("%s did not read back: %s", text, error->message);
  g_assert_cmpint (back.type, ==, m->type);
  again = mj_message_to_json (&back);
  g_assert_cmpstr (again, ==, text);
  return again;
}

static void
test_round_trip (void)
{
  MjMessage m = { 0 };
  g_autofree char *t = NULL;

  m.type = MJ_MESSAGE_HELLO;
  m.version = MJ_PROTOCOL_VERSION;
  m.want = MJ_HELLO_CREATE;
  m.name = g_strdup ("Ann “the East” 王");
  m.rules = g_strdup ("sichuan");
  m.hands = 4;
  m.people = 2;
  m.seed = G_MAXUINT64;
  g_free (round_trip (&m));
  mj_message_clear (&m);

  m.type = MJ_MESSAGE_HELLO;
  m.version = MJ_PROTOCOL_VERSION;
  m.want = MJ_HELLO_JOIN;
  m.match = g_strdup ("0d6f1a52-3c1b-4c8e-9d8a-5f1e2b3c4d5e");
  m.code = g_strdup ("K7M2QX");
  g_free (round_trip (&m));
  mj_message_clear (&m);

  m.type = MJ_MESSAGE_HELLO;
  m.version = MJ_PROTOCOL_VERSION;
  m.want = MJ_HELLO_REJOIN;
  m.match = g_strdup ("m");
  m.token = mj_protocol_random_code (MJ_PROTOCOL_TOKEN_LENGTH);
  g_free (round_trip (&m));
  mj_message_clear (&m);

  m.type = MJ_MESSAGE_WELCOME;
  m.version = MJ_PROTOCOL_VERSION;
  m.match = g_strdup ("m");
  m.seat = 3;
  m.token = g_strdup ("T");
  m.code = mj_protocol_random_code (MJ_PROTOCOL_CODE_LENGTH);
  m.rules = g_strdup ("lisi");
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      m.seats[i].name = g_strdup_printf ("P%u", i);
      m.seats[i].person = i % 2;
      m.seats[i].connected = i == 3;
    }
  g_free (round_trip (&m));
  mj_message_clear (&m);

  m.type = MJ_MESSAGE_ACTION;
  m.action = (MjAction) { MJ_ACTION_DISCARD, 2, 4, MJ_ACTION_FLAG_READY, { 0 } };
  t = round_trip (&m);
  g_assert_cmpstr (t, ==, "{\"type\":\"action\",\"action\":\"W discard 5m ready\"}");
  g_clear_pointer (&t, g_free);
  m.action = (MjAction) { MJ_ACTION_EXCHANGE, 1, MJ_TILE_NONE, 0, { 0, 1, 2 } };
  g_free (round_trip (&m));
  mj_message_clear (&m);

  m.type = MJ_MESSAGE_REFUSED;
  m.text = g_strdup ("It is not your turn.");
  g_free (round_trip (&m));
  mj_message_clear (&m);
  m.type = MJ_MESSAGE_BYE;
  m.text = g_strdup ("");
  g_free (round_trip (&m));
  mj_message_clear (&m);

  /* a reason and its values, beside the server's sentence */
  m.type = MJ_MESSAGE_REFUSED;
  m.text = g_strdup ("这里没有。");
  m.reason = g_strdup (MJ_REASON_RULE);
  m.refusal = MJ_REFUSAL_NOT_HELD;
  t = round_trip (&m);
  g_assert_cmpstr (t, ==, "{\"type\":\"refused\",\"message\":\"这里没有。\",\"reason\":\"rule\",\"refusal\":3}");
  g_clear_pointer (&t, g_free);
  mj_message_clear (&m);
  m.type = MJ_MESSAGE_BYE;
  m.text = g_strdup ("x");
  m.reason = g_strdup (MJ_REASON_NO_SUCH_RULES);
  m.rules = g_strdup ("chess");
  m.version = 7;
  t = round_trip (&m);
  g_assert_cmpstr (t, ==, "{\"type\":\"bye\",\"message\":\"x\",\"reason\":\"no-such-rules\",\"rules\":\"chess\","
                          "\"version\":7}");
  g_clear_pointer (&t, g_free);
  mj_message_clear (&m);
  /* a server before reasons: the sentence alone */
  {
    const char *old = "{\"type\":\"bye\",\"message\":\"x\"}";
    g_autoptr (GError) error = NULL;

    g_assert_true (mj_message_parse (old, strlen (old), &m, &error));
    g_assert_no_error (error);
    g_assert_null (m.reason);
    g_assert_cmpstr (m.text, ==, "x");
    mj_message_clear (&m);
  }
}

/* ---- seeded matches ------------------------------------------------------ */

typedef struct {
  GRand *rand;
  guint  views;
  guint  perturbed;   /* views written again from a changed state */
  guint  changes;     /* hidden things changed, over all of them */
  GHashTable *seen[MJ_N_SEATS];   /* each seat's views of this match, as read back (MjView in GBytes) */
  guint  steps;       /* replay steps checked */
  guint  replay_messages;
} Scan;

static void
swap_tiles (MjHand *a,
            MjTile  ta,
            MjHand *b,
            MjTile  tb)
{
  mj_hand_remove (a, ta);
  mj_hand_add (a, tb);
  mj_hand_remove (b, tb);
  mj_hand_add (b, ta);
}

/* A random tile of a hand's concealed ones, or MJ_TILE_NONE. */
static MjTile
pick (GRand        *rand,
      const MjHand *hand)
{
  guint k;

  if (hand->n_tiles == 0)
    return MJ_TILE_NONE;
  k = g_rand_int_range (rand, 0, hand->n_tiles);
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      if (k < hand->counts[t])
        return t;
      k -= hand->counts[t];
    }
  g_assert_not_reached ();
}

/* Everything `seat` may not see, changed at random. */
static guint
perturb (MjState *s,
         guint    seat,
         GRand   *rand)
{
  gboolean over = s->phase == MJ_PHASE_HAND_OVER || s->phase == MJ_PHASE_MATCH_OVER;
  guint hidden[MJ_N_SEATS];
  guint n_hidden = 0;
  guint changes = 0;
  guint received_from = (seat + MJ_N_SEATS - s->exchange_shift) % MJ_N_SEATS;

  if (over)
    return 0;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    if (i != seat && !s->players[i].finished)
      hidden[n_hidden++] = i;

  for (guint round = 0; round < 12 && n_hidden > 0; round++)
    {
      MjPlayer *p = &s->players[hidden[g_rand_int_range (rand, 0, n_hidden)]];
      MjTile mine = pick (rand, &p->hand);

      if (mine == MJ_TILE_NONE)
        continue;
      if (g_rand_boolean (rand) && mj_wall_remaining (&s->wall) > 0)
        {
          /* with a tile of the wall not yet drawn */
          guint w = s->wall.head + g_rand_int_range (rand, 0, mj_wall_remaining (&s->wall));
          MjTile theirs = s->wall.tiles[w];

          if (theirs >= MJ_N_KINDS || theirs == mine || p->hand.counts[theirs] >= 4)
            continue;
          mj_hand_remove (&p->hand, mine);
          mj_hand_add (&p->hand, theirs);
          s->wall.tiles[w] = mine;
          changes++;
        }
      else if (n_hidden > 1)
        {
          MjPlayer *q = &s->players[hidden[g_rand_int_range (rand, 0, n_hidden)]];
          MjTile theirs = pick (rand, &q->hand);

          if (q == p || theirs == MJ_TILE_NONE || theirs == mine || p->hand.counts[theirs] >= 4 ||
              q->hand.counts[mine] >= 4)
            continue;
          swap_tiles (&p->hand, mine, &q->hand, theirs);
          changes++;
        }
    }
  /* who else is asked about a discard, and what they answered: decided
   * by their hidden hands */
  if (s->phase == MJ_PHASE_CLAIM || s->phase == MJ_PHASE_ROB)
    {
      guint others = ((1u << MJ_N_SEATS) - 1) & ~(1u << seat);
      guint8 flip = (guint8) (g_rand_int_range (rand, 1, 1 << MJ_N_SEATS) & others);

      s->claim_pending ^= flip;
      s->claim_asked ^= flip;
      for (guint i = 0; i < MJ_N_SEATS; i++)
        if (i != seat)
          s->claim_answers[i].type = (guint8) g_rand_int_range (rand, 0, MJ_N_ACTION_TYPES);
      changes += flip != 0;
    }
  /* the wall's order */
  for (guint i = s->wall.head; i + 1 < s->wall.tail; i++)
    {
      guint j = i + g_rand_int_range (rand, 0, s->wall.tail - i);
      MjTile t = s->wall.tiles[i];
      s->wall.tiles[i] = s->wall.tiles[j];
      s->wall.tiles[j] = t;
    }

  for (guint h = 0; h < n_hidden; h++)
    {
      MjPlayer *p = &s->players[hidden[h]];

      if (s->features & MJ_FEATURE_HIDE_CONCEALED_KONG)
        for (guint m = 0; m < p->hand.n_melds; m++)
          if (p->hand.melds[m].type == MJ_MELD_KONG_CONCEALED)
            {
              p->hand.melds[m].tile = (MjTile) ((p->hand.melds[m].tile + 1) % 27);
              changes++;
            }
      for (guint d = 0; d < p->n_discards; d++)
        if (p->discards[d].flags & MJ_DISCARD_FACE_DOWN)
          {
            p->discards[d].tile = (MjTile) ((p->discards[d].tile + 5) % 27);
            changes++;
          }
      if (s->phase == MJ_PHASE_CHOOSE_SUIT || s->phase == MJ_PHASE_EXCHANGE)
        {
          p->missing_suit = (gint8) g_rand_int_range (rand, -1, 3);
          for (guint k = 0; k < 3; k++)
            p->exchange[k] = (MjTile) g_rand_int_range (rand, 0, 27);
          changes++;
        }
      else if (s->exchange_shift && hidden[h] != received_from)
        {
          /* what one other passed to another */
          for (guint k = 0; k < 3; k++)
            p->exchange[k] = (MjTile) g_rand_int_range (rand, 0, 27);
          changes++;
        }
    }
  return changes;
}

static char *
view_text (const MjState *s,
           guint          seat)
{
  g_auto (MjMessage) m = { 0 };

  mj_message_set_view (&m, s, seat);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    m.seats[i].name = g_strdup ("x");
  return mj_message_to_json (&m);
}

static void
scan_state (Scan          *scan,
            const MjState *state)
{
  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    {
      g_autofree char *text = view_text (state, seat);
      g_auto (MjMessage) back = { 0 };
      g_autoptr (GError) error = NULL;
      g_autofree char *again = NULL;

      /* read back as written */
      if (!mj_message_parse (text, strlen (text), &back, &error))
        g_error ("a view did not read back: %s\n%s", error->message, text);
      again = mj_message_to_json (&back);
      g_assert_cmpstr (again, ==, text);
      scan->views++;
      if (scan->seen[seat])
        g_hash_table_add (scan->seen[seat], g_bytes_new (back.view, sizeof *back.view));

      for (guint k = 0; k < 2; k++)
        {
          g_autofree MjState *copy = g_memdup2 (state, sizeof *state);
          g_autofree char *other = NULL;
          guint changes = perturb (copy, seat, scan->rand);

          if (changes == 0)
            continue;
          other = view_text (copy, seat);
          if (strcmp (other, text) != 0)
            g_error ("seat %u's view changed with what it may not see:\n%s\n%s", seat, text, other);
          scan->perturbed++;
          scan->changes += changes;
        }
    }
}

/* Each seat's replay of the finished match (what it downloads at the
 * end): read back, every step is one of the views that seat was given
 * while the match was played (all of them scanned above), so it can name
 * nothing the seat's table did not show; no message is longer than a
 * message may be. */
static void
check_replays (Scan    *scan,
               MjMatch *match)
{
  g_autoptr (MjRecord) record = mj_match_to_record (match);

  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) texts = mj_protocol_replay_messages (record, seat, &error);
      g_autoptr (MjViewReplay) file = mj_view_replay_new (seat);
      g_autoptr (MjViewReplay) back = NULL;
      g_autofree char *file_text = NULL;

      g_assert_no_error (error);
      g_assert_cmpuint (texts->len, >, 0);
      for (guint i = 0; i < texts->len; i++)
        {
          const char *text = g_ptr_array_index (texts, i);
          g_auto (MjMessage) m = { 0 };

          g_assert_cmpuint (strlen (text), <=, MJ_PROTOCOL_MAX_MESSAGE);
          if (!mj_message_parse (text, strlen (text), &m, &error))
            g_error ("a replay message did not read back: %s", error->message);
          g_assert_cmpint (m.type, ==, MJ_MESSAGE_REPLAY);
          g_assert_cmpuint (m.part, ==, i + 1);
          g_assert_cmpuint (m.parts, ==, texts->len);
          for (guint k = 0; k < m.n_steps; k++)
            {
              g_autoptr (GBytes) bytes = g_bytes_new (&m.steps[k], sizeof m.steps[k]);

              g_assert_cmpuint (m.steps[k].seat, ==, seat);
              if (!g_hash_table_contains (scan->seen[seat], bytes))
                g_error ("step %u of seat %u's replay is no view the seat was given", file->steps->len, seat);
              scan->steps++;
            }
          g_array_append_vals (file->steps, m.steps, m.n_steps);
          scan->replay_messages++;
        }
      g_assert_cmpint (g_array_index (file->steps, MjView, file->steps->len - 1).phase, ==, MJ_PHASE_MATCH_OVER);

      /* the file the game keeps reads back the same */
      for (guint i = 0; i < MJ_N_SEATS; i++)
        file->names[i] = g_strdup (mj_match_get_name (match, i));
      file_text = mj_view_replay_to_json (file);
      g_assert_true (mj_view_replay_sniff (file_text, strlen (file_text)));
      back = mj_view_replay_parse (file_text, strlen (file_text), &error);
      g_assert_no_error (error);
      g_assert_cmpuint (back->seat, ==, seat);
      g_assert_cmpstr (back->names[1], ==, file->names[1]);
      g_assert_cmpuint (back->steps->len, ==, file->steps->len);
      g_assert_cmpmem (back->steps->data, back->steps->len * sizeof (MjView), file->steps->data,
                       file->steps->len * sizeof (MjView));
      g_hash_table_remove_all (scan->seen[seat]);
    }
}

static void
test_privacy (gconstpointer data)
{
  const MjRules *rules = data;
  Scan scan = { g_rand_new_with_seed (24) };

  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    scan.seen[seat] = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref, NULL);

  for (guint i = 0; i < n_matches; i++)
    {
      MjMatchSetup setup = { 0 };
      g_autoptr (MjMatch) match = NULL;
      MjGame *game;

      setup.rules = rules;
      mj_options_init_defaults (rules, &setup.options);
      setup.seed = 1000 + i;
      setup.hands = 2;
      setup.level = MJ_BOT_BASELINE;
      match = mj_match_new (&setup);
      mj_match_setup_clear (&setup);
      mj_match_set_autoplay (match, FALSE);
      mj_match_start (match);
      game = mj_match_get_game (match);
      for (guint steps = 0; steps < 5000; steps++)
        {
          MjPhase phase = mj_game_get_phase (game);

          scan_state (&scan, mj_game_get_state (game));
          if (phase == MJ_PHASE_MATCH_OVER)
            break;
          if (phase == MJ_PHASE_HAND_OVER)
            g_assert_true (mj_match_next_hand (match, NULL));
          else
            g_assert_true (mj_match_step (match));
        }
      g_assert_cmpint (mj_game_get_phase (game), ==, MJ_PHASE_MATCH_OVER);
      check_replays (&scan, match);
    }
  g_test_message ("%s: %u views, %u written again from a changed state (%u changes); replays: %u steps in %u "
                  "messages, each a view the seat was given", rules->id, scan.views, scan.perturbed, scan.changes,
                  scan.steps, scan.replay_messages);
  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    g_hash_table_unref (scan.seen[seat]);
  /* the test changed something in most of them */
  g_assert_cmpuint (scan.perturbed, >, scan.views / 2);
  g_rand_free (scan.rand);
}

/* ---- the settlement ------------------------------------------------------ */

/* At every hand's end of seeded matches of each rule set, a seat's view
 * message reads back with all the score dialog tells: each win's whole
 * context (the hand laid down, the facts it was valued by), every
 * payment with its reason, everyone's gain or loss, whether the wall ran
 * out, and what the rule set keeps of the hand.  Before the hand's end,
 * no payment is sent. */
static void
test_settlement (void)
{
  const MjRules *const *all;
  guint n_rules, hands = 0, payments = 0, wins = 0, mid = 0;

  all = mj_rules_all (&n_rules);
  for (guint r = 0; r < n_rules; r++)
    for (guint i = 0; i < 2; i++)
      {
        MjMatchSetup setup = { 0 };
        g_autoptr (MjMatch) match = NULL;
        MjGame *game;

        setup.rules = all[r];
        mj_options_init_defaults (all[r], &setup.options);
        setup.seed = 500 + i;
        setup.hands = 2;
        setup.level = MJ_BOT_BASELINE;
        match = mj_match_new (&setup);
        mj_match_setup_clear (&setup);
        mj_match_set_autoplay (match, FALSE);
        mj_match_start (match);
        game = mj_match_get_game (match);
        for (guint steps = 0; steps < 5000; steps++)
          {
            const MjState *s = mj_game_get_state (game);
            MjPhase phase = s->phase;
            guint seat = steps % MJ_N_SEATS;
            g_auto (MjMessage) m = { 0 };
            g_auto (MjMessage) back = { 0 };
            g_autoptr (GError) error = NULL;
            g_autofree char *text = NULL;

            mj_message_set_view (&m, s, seat);
            text = mj_message_to_json (&m);
            g_assert_true (mj_message_parse (text, strlen (text), &back, &error));
            g_assert_no_error (error);
            g_assert_cmpmem (back.view->rules_data, sizeof back.view->rules_data, s->rules_data,
                             sizeof s->rules_data);
            if (phase != MJ_PHASE_HAND_OVER && phase != MJ_PHASE_MATCH_OVER)
              {
                g_assert_false (back.settled);
                g_assert_null (strstr (text, "\"settlement\""));
                mid++;
                g_assert_true (mj_match_step (match));
                continue;
              }
            g_assert_true (back.settled);
            /* a settlement that is not one is refused as any field is */
            if (hands == 0)
              {
                static const char *const wrong[][2] = {
                  { "\"settlement\":{", "\"settlement\":[],\"x\":{" },
                  { "\"exhausted\":", "\"exhausted\":7,\"x\":" },
                  { "\"hand_delta\":[", "\"hand_delta\":[1," },
                  { "\"hand_delta\":[", "\"hand_delta\":[1,0,0,0],\"x\":[" },
                  { "\"kind\":", "\"kind\":99,\"x\":" },
                  { "\"robbing_kong\":", "\"robbing_kong\":\"yes\",\"x\":" },
                };

                for (guint k = 0; k < G_N_ELEMENTS (wrong); k++)
                  {
                    const char *at = strstr (strstr (text, "\"settlement\""), wrong[k][0]);
                    g_autofree char *bad = NULL;
                    g_auto (MjMessage) refused = { 0 };
                    g_autoptr (GError) why = NULL;

                    /* (the win's context comes before the settlement) */
                    if (g_str_equal (wrong[k][0], "\"robbing_kong\":"))
                      at = strstr (text, wrong[k][0]);
                    g_assert_nonnull (at);
                    bad = g_strdup_printf ("%.*s%s%s", (int) (at - text), text, wrong[k][1], at + strlen (wrong[k][0]));
                    g_assert_false (mj_message_parse (bad, strlen (bad), &refused, &why));
                    g_assert_error (why, MJ_PROTOCOL_ERROR, MJ_PROTOCOL_ERROR_MALFORMED);
                    g_assert_false (refused.settled);
                    g_assert_cmpuint (refused.n_payments, ==, 0);
                  }
              }
            g_assert_cmpuint (back.n_payments, ==, s->n_payments);
            for (guint k = 0; k < s->n_payments; k++)
              g_assert_cmpmem (&back.payments[k], sizeof (MjPayment), &s->payments[k], sizeof (MjPayment));
            g_assert_cmpmem (back.hand_delta, sizeof back.hand_delta, s->hand_delta, sizeof s->hand_delta);
            g_assert_cmpint (back.exhausted, ==, s->exhausted);
            g_assert_cmpuint (back.view->n_wins, ==, s->n_wins);
            for (guint w = 0; w < s->n_wins; w++)
              {
                MjWinContext a = back.view->wins[w].ctx, b = s->wins[w].ctx;

                g_assert_cmpmem (a.hand.counts, sizeof a.hand.counts, b.hand.counts, sizeof b.hand.counts);
                g_assert_cmpuint (a.hand.n_melds, ==, b.hand.n_melds);
                g_assert_cmpmem (a.hand.melds, b.hand.n_melds * sizeof (MjMeld), b.hand.melds,
                                 b.hand.n_melds * sizeof (MjMeld));
                /* the rest, field by field as one: the hand aside */
                a.hand = b.hand;
                g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
              }
            hands++;
            payments += s->n_payments;
            wins += s->n_wins;
            if (phase == MJ_PHASE_MATCH_OVER)
              break;
            g_assert_true (mj_match_next_hand (match, NULL));
          }
        g_assert_cmpint (mj_game_get_phase (game), ==, MJ_PHASE_MATCH_OVER);
      }
  g_test_message ("%u hands' ends: %u wins, %u payments; %u views mid-hand without a settlement", hands, wins,
                  payments, mid);
  g_assert_cmpuint (wins, >, 0);
  g_assert_cmpuint (payments, >, wins);
}

/* ---- hints ------------------------------------------------------------------ */

/* The networked table's hints are the local table's: at every decision of
 * seeded matches of each rule set, the hint from the view as a client
 * reads it equals the hint from the seat's view in the game. */
static void
test_hints (void)
{
  const MjRules *const *all;
  guint n_rules, compared = 0;

  all = mj_rules_all (&n_rules);
  for (guint r = 0; r < n_rules; r++)
    for (guint i = 0; i < 2; i++)
      {
        MjMatchSetup setup = { 0 };
        g_autoptr (MjMatch) match = NULL;
        MjGame *game;

        setup.rules = all[r];
        mj_options_init_defaults (all[r], &setup.options);
        setup.seed = 700 + i;
        setup.hands = 1;
        setup.level = MJ_BOT_BASELINE;
        match = mj_match_new (&setup);
        mj_match_setup_clear (&setup);
        mj_match_set_autoplay (match, FALSE);
        mj_match_start (match);
        game = mj_match_get_game (match);
        for (guint steps = 0; steps < 5000 && mj_game_get_phase (game) != MJ_PHASE_MATCH_OVER; steps++)
          {
            const MjState *s = mj_game_get_state (game);

            for (guint seat = 0; seat < MJ_N_SEATS; seat++)
              {
                g_auto (MjMessage) m = { 0 };
                g_auto (MjMessage) back = { 0 };
                g_autofree char *text = NULL;
                g_autofree MjHint *local = g_new0 (MjHint, 1);
                g_autofree MjHint *remote = g_new0 (MjHint, 1);

                mj_message_set_view (&m, s, seat);
                if (m.n_legal == 0)
                  continue;
                text = mj_message_to_json (&m);
                g_assert_true (mj_message_parse (text, strlen (text), &back, NULL));
                /* the view read is the game's, but for whose answer to a
                 * discard is awaited (told of the viewer alone), and the
                 * wins, whose reasons for each payer are not sent
                 * (/protocol/settlement reads back what is) */
                {
                  g_autofree MjView *same = g_memdup2 (back.view, sizeof (MjView));

                  same->pending = m.view->pending;
                  memcpy (same->wins, m.view->wins, sizeof m.view->wins);
                  g_assert_cmpmem (same, sizeof (MjView), m.view, sizeof (MjView));
                }
                mj_hint_build (local, m.view, m.legal, m.n_legal);
                mj_hint_build (remote, back.view, back.legal, back.n_legal);
                if (!mj_action_equal (&local->recommended, &remote->recommended))
                  {
                    g_autofree char *a = mj_action_to_text (&local->recommended);
                    g_autofree char *b = mj_action_to_text (&remote->recommended);
                    g_error ("%s, seat %u, phase %d: the hint from the network's view is %s, the game's %s",
                             all[r]->id, seat, s->phase, b, a);
                  }
                compared++;
              }
            g_assert_true (mj_match_step (match));
          }
      }
  g_test_message ("%u hints compared", compared);
  g_assert_cmpuint (compared, >, 500);
}

/* ---- malformed -------------------------------------------------------- */

typedef struct {
  const char     *text;
  MjProtocolError code;
} Bad;

static void
test_malformed (void)
{
  static const Bad bad[] = {
    { "", MJ_PROTOCOL_ERROR_MALFORMED },
    { "null", MJ_PROTOCOL_ERROR_MALFORMED },
    { "[]", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":3}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"shout\"}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"hello\"}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"hello\",\"version\":\"1\",\"want\":\"join\"}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"hello\",\"version\":2,\"want\":\"join\",\"match\":\"m\",\"code\":\"c\"}",
      MJ_PROTOCOL_ERROR_VERSION },
    { "{\"type\":\"hello\",\"version\":99999,\"want\":\"fly\"}", MJ_PROTOCOL_ERROR_VERSION },
    { "{\"type\":\"hello\",\"version\":0,\"want\":\"join\"}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"hello\",\"version\":1,\"want\":\"fly\"}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"hello\",\"version\":1,\"want\":\"join\",\"match\":\"m\"}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"hello\",\"version\":1,\"want\":\"join\",\"match\":7,\"code\":\"ABCDEF\"}",
      MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"hello\",\"version\":1,\"want\":\"rejoin\",\"match\":\"m\",\"token\":7}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"hello\",\"version\":1,\"want\":\"create\",\"rules\":\"sichuan\",\"hands\":0,\"people\":1}",
      MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"hello\",\"version\":1,\"want\":\"create\",\"rules\":\"sichuan\",\"hands\":65,\"people\":1}",
      MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"hello\",\"version\":1,\"want\":\"create\",\"rules\":\"sichuan\",\"hands\":1,\"people\":5}",
      MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"hello\",\"version\":1,\"want\":\"create\",\"rules\":\"sichuan\",\"hands\":1,\"people\":1,"
      "\"seed\":\"-1\"}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"hello\",\"version\":1,\"want\":\"create\",\"rules\":\"sichuan\",\"hands\":1,\"people\":1,"
      "\"seed\":\"99999999999999999999\"}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"hello\",\"version\":1,\"want\":\"create\",\"rules\":\"sichuan\",\"hands\":1.5,\"people\":1}",
      MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"hello\",\"version\":1,\"want\":\"create\",\"rules\":\"sichuan\",\"hands\":1,"
      "\"people\":-99999999999999999999}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"hello\",\"version\":1,\"want\":\"join\",\"match\":\"m\",\"code\":\"a\\u0007b\"}",
      MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"action\"}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"action\",\"action\":\"S discard 9z\"}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"action\",\"action\":\"X discard 5p\"}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"action\",\"action\":\"S dance\"}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"action\",\"action\":\"S discard 5p 6p 7p 8p\"}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"action\",\"action\":[\"S\",\"discard\"]}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"view\",\"sequence\":1,\"view\":{\"rules\":\"chess\"}}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"view\",\"sequence\":1,\"view\":[]}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"welcome\",\"version\":1,\"match\":\"m\",\"token\":\"t\",\"rules\":\"lisi\",\"seat\":4}",
      MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"refused\",\"message\":null}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"refused\",\"message\":\"x\",\"reason\":7}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"refused\",\"message\":\"x\",\"reason\":\"rule\",\"refusal\":-1}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"bye\",\"message\":\"x\",\"reason\":\"version\",\"version\":0}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"bye\",\"message\":\"x\",\"reason\":\"a\\u0007b\"}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "\"hello\"", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"bye\",\"message\":\"x\"} trailing", MJ_PROTOCOL_ERROR_MALFORMED },
    { "\xff\xfe{}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"hello\",\"version\":1,\"want\":\"create\",\"rules\":\"sichuan\",\"hands\":1,\"people\":2,"
      "\"people_seats\":1}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"hello\",\"version\":1,\"want\":\"create\",\"rules\":\"sichuan\",\"hands\":1,\"people\":1,"
      "\"people_seats\":16}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"hello\",\"version\":1,\"want\":\"create\",\"rules\":\"sichuan\",\"hands\":1,\"people\":1,"
      "\"options\":[6]}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"hello\",\"version\":1,\"want\":\"create\",\"rules\":\"sichuan\",\"hands\":1,\"people\":1,"
      "\"options\":[6,99,1,0,1,1,0,0,1]}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"replay\",\"part\":3,\"parts\":2,\"steps\":[{}]}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"replay\",\"part\":0,\"parts\":2,\"steps\":[{}]}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"replay\",\"part\":1,\"parts\":1,\"steps\":[]}", MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"replay\",\"part\":1,\"parts\":1,\"steps\":[{\"rules\":\"chess\"}]}",
      MJ_PROTOCOL_ERROR_MALFORMED },
    { "{\"type\":\"replay\",\"part\":1,\"parts\":1}", MJ_PROTOCOL_ERROR_MALFORMED },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_auto (MjMessage) m = { 0 };
      g_autoptr (GError) error = NULL;

      if (mj_message_parse (bad[i].text, strlen (bad[i].text), &m, &error))
        g_error ("“%s” was taken", bad[i].text);
      g_assert_error (error, MJ_PROTOCOL_ERROR, (int) bad[i].code);
      g_assert_cmpuint (strlen (error->message), >, 20);
      g_assert_cmpint (m.type, ==, MJ_MESSAGE_NONE);
      g_assert_null (m.view);
      g_assert_null (m.name);
      g_assert_null (m.steps);
    }

  /* a view replay file: anything else is refused in one sentence */
  {
    static const char *const files[] = {
      "", "{}", "[]", "{\"format\":\"sparrow-record\",\"version\":1}",
      "{\"format\":\"sparrow-view-replay\",\"version\":1,\"seat\":4,\"names\":[\"a\",\"b\",\"c\",\"d\"],\"steps\":[{}]}",
      "{\"format\":\"sparrow-view-replay\",\"version\":1,\"seat\":0,\"names\":[\"a\",\"b\",\"c\",\"d\"],\"steps\":[]}",
      "{\"format\":\"sparrow-view-replay\",\"version\":2,\"seat\":0,\"names\":[\"a\",\"b\",\"c\",\"d\"],\"steps\":[{}]}",
    };

    for (guint i = 0; i < G_N_ELEMENTS (files); i++)
      {
        g_autoptr (GError) error = NULL;
        g_autoptr (MjViewReplay) replay = mj_view_replay_parse (files[i], strlen (files[i]), &error);

        g_assert_null (replay);
        g_assert_error (error, MJ_PROTOCOL_ERROR, MJ_PROTOCOL_ERROR_MALFORMED);
        g_assert_nonnull (strstr (error->message, "cannot be read"));
      }
    g_assert_false (mj_view_replay_sniff (files[3], strlen (files[3])));
    g_assert_true (mj_view_replay_sniff (files[4], strlen (files[4])));
  }

  /* a NUL inside, deep nesting, and the largest message plus one */
  {
    static const char nul[] = "{\"type\":\"bye\",\"message\":\"a\"}\0{}";
    g_autoptr (GString) deep = g_string_new ("{\"type\":\"bye\",\"message\":");
    g_autofree char *huge = g_malloc (MJ_PROTOCOL_MAX_MESSAGE + 2);
    g_auto (MjMessage) m = { 0 };
    g_autoptr (GError) error = NULL;

    g_assert_false (mj_message_parse (nul, sizeof nul - 1, &m, &error));
    g_assert_error (error, MJ_PROTOCOL_ERROR, MJ_PROTOCOL_ERROR_MALFORMED);
    g_clear_error (&error);

    for (guint i = 0; i < 100000; i++)
      g_string_append_c (deep, '[');
    g_assert_false (mj_message_parse (deep->str, deep->len, &m, &error));
    g_assert_error (error, MJ_PROTOCOL_ERROR, MJ_PROTOCOL_ERROR_TOO_LARGE);
    g_clear_error (&error);
    g_string_truncate (deep, 5000);
    g_assert_false (mj_message_parse (deep->str, deep->len, &m, &error));
    g_assert_error (error, MJ_PROTOCOL_ERROR, MJ_PROTOCOL_ERROR_MALFORMED);
    g_clear_error (&error);

    memset (huge, ' ', MJ_PROTOCOL_MAX_MESSAGE + 1);
    huge[0] = '{';
    huge[MJ_PROTOCOL_MAX_MESSAGE] = '}';
    huge[MJ_PROTOCOL_MAX_MESSAGE + 1] = '\0';
    g_assert_false (mj_message_parse (huge, MJ_PROTOCOL_MAX_MESSAGE + 1, &m, &error));
    g_assert_error (error, MJ_PROTOCOL_ERROR, MJ_PROTOCOL_ERROR_TOO_LARGE);
  }

  /* the wrong version is told in words, with both numbers */
  {
    static const char text[] = "{\"type\":\"hello\",\"version\":7,\"want\":\"join\"}";
    g_auto (MjMessage) m = { 0 };
    g_autoptr (GError) error = NULL;

    g_assert_false (mj_message_parse (text, sizeof text - 1, &m, &error));
    g_assert_nonnull (strstr (error->message, "version 7"));
    g_assert_nonnull (strstr (error->message, "version 1"));
  }
}

int
main (int    argc,
      char **argv)
{
  const MjRules *const *all;
  guint n_rules;

  g_test_init (&argc, &argv, NULL);
  if (argc > 1)
    n_matches = (guint) atoi (argv[1]);

  g_test_add_func ("/protocol/round-trip", test_round_trip);
  g_test_add_func ("/protocol/malformed", test_malformed);
  g_test_add_func ("/protocol/settlement", test_settlement);
  g_test_add_func ("/protocol/hints", test_hints);
  all = mj_rules_all (&n_rules);
  for (guint i = 0; i < n_rules; i++)
    {
      g_autofree char *path = g_strdup_printf ("/protocol/privacy/%s", all[i]->id);
      g_test_add_data_func (path, all[i], test_privacy);
    }
  return g_test_run ();
}
