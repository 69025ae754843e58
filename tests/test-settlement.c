/* test-settlement.c: the settlement of a hand as a person reads it
 * (mj-settlement.h), in English.
 *
 *   /settlement/RULES/self-play      seeded self-play hands, with the rule
 *                                    set's standard options and with every
 *                                    option changed: each line of payments
 *                                    names tiles in words, names its
 *                                    subject, says "each" of several payers
 *                                    or names the one, and every sum it
 *                                    states holds and gives the amount
 *                                    paid; the lines account for every
 *                                    payment and every player's result
 *   /settlement/RULES/scenarios      the worked examples of the rule
 *                                    documents in tests/data/scenarios
 *                                    that carry an "expect"/"settlement":
 *                                    the exact lines and notes
 *   /settlement/arithmetic           the checker of sums itself
 *
 * Usage: test-settlement RULES [HANDS]   (default 1000: half with each
 * set of options)
 */
#include "config.h"

#include <json-glib/json-glib.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "mj-bot.h"
#include "mj-record.h"
#include "mj-settlement.h"
#include "mj-view.h"

static const MjRules *rules;
static guint n_hands = 1000;
static GRegex *notation;
static GRegex *you_agrees;

/* ---- sums in sentences ---------------------------------------------------------- */

typedef struct {
  const char *p;
  const char *end;
  gboolean    bad;
} Parser;

static void
skip_spaces (Parser *ps)
{
  while (ps->p < ps->end && *ps->p == ' ')
    ps->p++;
}

static gboolean
eat (Parser     *ps,
     const char *token)
{
  size_t n = strlen (token);

  skip_spaces (ps);
  if ((size_t) (ps->end - ps->p) >= n && strncmp (ps->p, token, n) == 0)
    {
      ps->p += n;
      return TRUE;
    }
  return FALSE;
}

static gint64 parse_sum (Parser *ps);

static gint64
parse_atom (Parser *ps)
{
  gint64 v = 0;
  gboolean digits = FALSE;

  if (eat (ps, "("))
    {
      v = parse_sum (ps);
      if (!eat (ps, ")"))
        ps->bad = TRUE;
      return v;
    }
  skip_spaces (ps);
  while (ps->p < ps->end && g_ascii_isdigit (*ps->p))
    {
      v = v * 10 + (*ps->p++ - '0');
      digits = TRUE;
    }
  if (!digits)
    ps->bad = TRUE;
  return v;
}

static gint64
parse_product (Parser *ps)
{
  gint64 v = parse_atom (ps);

  for (;;)
    {
      if (eat (ps, "×"))
        v *= parse_atom (ps);
      else if (eat (ps, "÷"))
        {
          gint64 d = parse_atom (ps);
          /* a division in a settlement is a share: it must come out even */
          if (d == 0 || v % d != 0)
            ps->bad = TRUE;
          else
            v /= d;
        }
      else
        return v;
    }
}

static gint64
parse_sum (Parser *ps)
{
  gint64 v = parse_product (ps);

  while (eat (ps, "+"))
    v += parse_product (ps);
  return v;
}

/* Is the text before byte `i` an arithmetic character?  Returns its length. */
static guint
arithmetic_before (const char *s,
                   gsize       i)
{
  if (i >= 1 && (g_ascii_isdigit (s[i - 1]) || strchr (" +()", s[i - 1]) != NULL))
    return 1;
  if (i >= 2 && (memcmp (s + i - 2, "×", 2) == 0 || memcmp (s + i - 2, "÷", 2) == 0))
    return 2;
  return 0;
}

/* Checks every "SUM = N" of `sentence`, where SUM is the arithmetic just
 * before the sign; sets `problem` to what is wrong, or leaves it NULL.
 * Returns the N of the last, or -1 when it states none. */
static gint64
check_sums (const char  *sentence,
            char       **problem)
{
  gint64 last = -1;
  const char *eq = sentence;

  *problem = NULL;
  while ((eq = strstr (eq, " = ")) != NULL)
    {
      gsize i = (gsize) (eq - sentence), start = i;
      guint len;
      const char *right = eq + 3;
      char *rest;
      gint64 result;
      Parser ps;

      while ((len = arithmetic_before (sentence, start)) > 0)
        start -= len;
      /* a parenthesis closing words ("(底分) = ") is not arithmetic */
      while (start < i && (sentence[start] == ' ' || sentence[start] == ')'))
        start++;
      result = g_ascii_strtoll (right, &rest, 10);
      if (rest == right)
        {
          *problem = g_strdup_printf ("no number after “=” in “%s”", sentence);
          return -1;
        }
      eq = rest;
      last = result;
      if (start == i)
        continue;   /* "2 fan = …": words before the sign */
      ps = (Parser) { sentence + start, sentence + i, FALSE };
      {
        gint64 value = parse_sum (&ps);
        skip_spaces (&ps);
        if (ps.bad || ps.p != ps.end)
          *problem = g_strdup_printf ("“%.*s” is not a sum, in “%s”", (int) (i - start), sentence + start, sentence);
        else if (value != result)
          *problem = g_strdup_printf ("%.*s is %" G_GINT64_FORMAT ", not %" G_GINT64_FORMAT ", in “%s”",
                                      (int) (i - start), sentence + start, value, result, sentence);
      }
      if (*problem)
        return -1;
    }
  return last;
}

static void
test_arithmetic (void)
{
  static const struct {
    const char *sentence;
    gint64      last;
    gboolean    good;
  } cases[] = {
    { "Li Wei wins with 2 fan, the base 6 (底分) doubled: 6 × 2 = 12", 12, TRUE },
    { "x: 6 × 2 + 6 = 18", 18, TRUE },
    { "x: 100 + (3 + 3) × 20 = 220", 220, TRUE },
    { "x: (3 + 2 × 2) × 2 = 14", 14, TRUE },
    { "x: 24 ÷ 2 = 12", 12, TRUE },
    { "2 fan = 6 × 2 = 12", 12, TRUE },
    { "no sum: 12", -1, TRUE },
    { "x: 6 × 2 = 13", -1, FALSE },
    { "x: 3 = 4", -1, FALSE },
    { "x: 25 ÷ 2 = 12", -1, FALSE },
    { "x: 6 × = 6", -1, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *problem = NULL;
      gint64 last = check_sums (cases[i].sentence, &problem);

      if (cases[i].good)
        {
          g_assert_null (problem);
          g_assert_cmpint (last, ==, cases[i].last);
        }
      else
        g_assert_nonnull (problem);
    }
}

/* ---- one hand's settlement ------------------------------------------------------ */

typedef struct {
  MjNarrator  n;
  guint       lines;
  guint       notes;
  GHashTable *seen;   /* "kind, reason code" -> Seen */
} Reader;

typedef struct {
  guint  count;
  char  *sample;      /* the first line of this reason */
} Seen;

static void
seen_free (gpointer data)
{
  Seen *seen = data;

  g_free (seen->sample);
  g_free (seen);
}

static void
read_text (const char *what,
           const char *text)
{
  g_assert_nonnull (text);
  if (g_regex_match (notation, text, 0, NULL))
    g_error ("tile notation in the %s “%s”", what, text);
  if (g_regex_match (you_agrees, text, 0, NULL))
    g_error ("“you” with a verb for someone else in the %s “%s”", what, text);
  if (strchr (text, '%') || strstr (text, "(null)"))
    g_error ("a broken format in the %s “%s”", what, text);
}

/* The checks of the brief, on every line of the hand in `s`. */
static void
read_settlement (Reader        *r,
                 const MjState *s)
{
  g_autoptr (GArray) lines = mj_settlement_lines (&r->n, s);
  g_autoptr (GArray) notes = mj_settlement_notes (&r->n, s);
  int delta[MJ_N_SEATS] = { 0 };
  guint legs = 0;

  for (guint i = 0; i < lines->len; i++)
    {
      const MjSettlementLine *l = &g_array_index (lines, MjSettlementLine, i);
      const MjPayment *p = &s->payments[l->first];
      g_autofree char *problem = NULL;
      g_autofree char *key = g_strdup_printf ("%s, reason %u", mj_payment_kind_name (l->kind), p->why.code);
      const char *tail;
      gint64 last;

      read_text ("payment line", l->text);
      g_assert_true (g_str_has_prefix (l->text, l->why));

      /* (b) the reason names its subject, payer or payee; the line names
       * the one on the other side or says "each" */
      if (mj_narrator_is_you (&r->n, l->subject))
        {
          if (!g_str_has_prefix (l->why, "You ") && !g_str_has_prefix (l->why, "Your "))
            g_error ("“%s” is about you and does not say so", l->why);
        }
      else if (strstr (l->why, mj_narrator_name (&r->n, l->subject)) == NULL)
        g_error ("“%s” does not name %s, whom it is about", l->why, mj_narrator_name (&r->n, l->subject));
      g_assert_true (l->subject_pays ? p->from == l->subject : p->to == l->subject);
      if (l->n_legs > 1 && strstr (l->text, " each ") == NULL)
        g_error ("“%s”: %u payments and no “each”", l->text, l->n_legs);
      for (guint seat = 0; seat < MJ_N_SEATS; seat++)
        if (l->others & (1u << seat))
          {
            const char *name = mj_narrator_is_you (&r->n, seat) ? "you" : mj_narrator_name (&r->n, seat);
            if (strstr (l->text + strlen (l->why), name) == NULL)
              g_error ("“%s” does not name %s, on the other side", l->text, name);
          }

      /* (c) every sum holds, and the last gives the amount of each payment;
       * a reason without a sum ends with the amount */
      last = check_sums (l->why, &problem);
      if (problem)
        g_error ("%s", problem);
      tail = g_strrstr (l->why, ": ");
      g_assert_nonnull (tail);
      if (last >= 0)
        {
          if (last != l->amount)
            g_error ("“%s” comes to %" G_GINT64_FORMAT ", and %d was paid", l->why, last, l->amount);
        }
      else if (atoi (tail + 2) != l->amount || strspn (tail + 2, "0123456789") != strlen (tail + 2))
        g_error ("“%s” does not end with the %d paid", l->why, l->amount);

      /* the lines account for every payment */
      for (guint seat = 0; seat < MJ_N_SEATS; seat++)
        if (l->others & (1u << seat))
          {
            delta[seat] += l->subject_pays ? l->amount : -l->amount;
            delta[l->subject] += l->subject_pays ? -l->amount : l->amount;
          }
      legs += l->n_legs;
      r->lines++;
      if (!g_hash_table_contains (r->seen, key))
        {
          Seen *seen = g_new0 (Seen, 1);
          seen->sample = g_strdup (l->text);
          g_hash_table_insert (r->seen, g_strdup (key), seen);
        }
      ((Seen *) g_hash_table_lookup (r->seen, key))->count++;
    }
  g_assert_cmpuint (legs, ==, s->n_payments);
  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    g_assert_cmpint (delta[seat], ==, s->hand_delta[seat]);

  for (guint i = 0; i < notes->len; i++)
    {
      const MjSettlementNote *note = &g_array_index (notes, MjSettlementNote, i);
      read_text ("note", note->text);
      g_assert_cmpuint (note->n_tiles, <=, MJ_NOTE_MAX_TILES);
      g_assert_cmpuint (note->arrow_after, <=, note->n_tiles);
      r->notes++;
    }
}

/* ---- self-play ------------------------------------------------------------------ */

/* Every option changed from its standard value: booleans flipped, numbers
 * one up (or down at the top), choices the next one. */
static void
changed_options (MjOptions *o)
{
  mj_options_init_defaults (rules, o);
  for (guint i = 0; i < rules->n_options; i++)
    {
      const MjOptionSpec *spec = &rules->options[i];
      switch (spec->type)
        {
        case MJ_OPTION_BOOL:
          o->values[i] = !o->values[i];
          break;
        case MJ_OPTION_INT:
          o->values[i] += o->values[i] < spec->max ? 1 : -1;
          break;
        case MJ_OPTION_CHOICE:
          o->values[i] = o->values[i] < spec->max ? o->values[i] + 1 : spec->min;
          break;
        }
    }
}

static void
play (Reader          *r,
      const MjOptions *options,
      guint64          seed,
      guint            hands)
{
  g_autofree MjState *s = g_new0 (MjState, 1);
  g_autofree MjView *view = g_new0 (MjView, 1);
  MjBot bots[MJ_N_SEATS];

  for (guint i = 0; i < MJ_N_SEATS; i++)
    mj_bot_init (&bots[i], MJ_BOT_BASELINE, mj_bot_match_seed (seed, i, 0));
  mj_state_init (s, rules, options, seed, MJ_MATCH_HANDS, hands);
  mj_state_start_hand (s);
  for (;;)
    {
      guint8 pending;
      g_autoptr (GError) error = NULL;

      s->n_events = 0;
      if (s->phase == MJ_PHASE_HAND_OVER || s->phase == MJ_PHASE_MATCH_OVER)
        {
          MjAction next = { MJ_ACTION_NEXT_HAND, 0, MJ_TILE_NONE, 0, { 0 } };

          /* the person at the screen in turn at each seat, and nobody */
          r->n.you = s->hand_number % (MJ_N_SEATS + 1);
          read_settlement (r, s);
          if (s->phase == MJ_PHASE_MATCH_OVER)
            return;
          g_assert_true (mj_state_apply (s, &next, &error));
          continue;
        }
      pending = mj_state_pending (s);
      g_assert_cmpuint (pending, !=, 0);
      for (guint seat = 0; seat < MJ_N_SEATS; seat++)
        if (pending & (1u << seat))
          {
            MjAction legal[MJ_MAX_LEGAL], a;
            guint n = mj_state_legal_actions (s, seat, legal, G_N_ELEMENTS (legal));

            mj_view_build (s, seat, view);
            a = mj_bot_decide (&bots[seat], view, legal, n);
            if (!mj_state_apply (s, &a, &error))
              g_error ("a legal action was refused: %s", error->message);
            break;
          }
    }
}

static void
test_self_play (void)
{
  Reader r = { { { "Zhang Min", "Li Wei", "Wang Fang", "Chen Jie" }, MJ_N_SEATS }, 0, 0, NULL };
  MjOptions options;
  GHashTableIter iter;
  gpointer key, value;

  r.seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, seen_free);
  mj_options_init_defaults (rules, &options);
  play (&r, &options, 7, n_hands / 2);
  changed_options (&options);
  play (&r, &options, 8, n_hands - n_hands / 2);

  g_test_message ("%s: %u hands, %u lines, %u notes", rules->id, n_hands, r.lines, r.notes);
  g_hash_table_iter_init (&iter, r.seen);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_test_message ("  %s: %u lines, e.g. %s", (const char *) key, ((Seen *) value)->count,
                    ((Seen *) value)->sample);
  g_assert_cmpuint (r.lines, >, 0);
  g_hash_table_unref (r.seen);
}

/* ---- the worked examples ---------------------------------------------------------- */

static void
expect_texts (const char *path,
              const char *what,
              JsonArray  *want,
              GPtrArray  *got)
{
  gboolean same = json_array_get_length (want) == got->len;

  for (guint i = 0; same && i < got->len; i++)
    same = strcmp (json_array_get_string_element (want, i), got->pdata[i]) == 0;
  if (!same)
    {
      g_autoptr (GString) text = g_string_new (NULL);
      for (guint i = 0; i < got->len; i++)
        g_string_append_printf (text, "\n    \"%s\"", (const char *) got->pdata[i]);
      g_error ("%s: the %s are:%s", path, what, text->str);
    }
}

/* A scenario's "then": "discard-drawn" (as tests/test-game.c plays it):
 * every player discards the tile he draws and passes every claim until
 * the hand ends. */
static void
discard_drawn (MjGame *game)
{
  for (guint guard = 0; guard < 1000; guard++)
    {
      const MjState *s = mj_game_get_state (game);
      guint pending = mj_state_pending (s);
      g_autoptr (GError) error = NULL;
      MjAction a = { 0 };

      if (pending == 0)
        return;
      for (guint seat = 0; seat < MJ_N_SEATS; seat++)
        if (pending & (1u << seat))
          {
            a.seat = (guint8) seat;
            if (s->phase == MJ_PHASE_TURN)
              {
                a.type = MJ_ACTION_DISCARD;
                a.tile = s->players[seat].drawn;
              }
            else
              a.type = MJ_ACTION_PASS;
            break;
          }
      g_assert_true (mj_game_submit_action (game, &a, &error));
    }
  g_error ("discard-drawn does not end");
}

static void
test_scenario (gconstpointer data)
{
  const char *path = data;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr (MjRecord) record = NULL;
  g_autoptr (MjGame) game = NULL;
  g_autoptr (GArray) lines = NULL;
  g_autoptr (GArray) notes = NULL;
  g_autoptr (GPtrArray) got_lines = g_ptr_array_new ();
  g_autoptr (GPtrArray) got_notes = g_ptr_array_new ();
  JsonObject *expect, *settlement;
  JsonArray *names;
  Reader r = { 0 };
  const MjState *s;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  record = mj_record_from_json (text, -1, &error);
  g_assert_no_error (error);
  game = mj_record_replay (record, G_MAXUINT, &error);
  g_assert_no_error (error);
  g_assert_true (json_parser_load_from_data (parser, text, -1, NULL));
  expect = json_object_get_object_member (json_node_get_object (json_parser_get_root (parser)), "expect");
  if (json_object_has_member (expect, "then"))
    discard_drawn (game);
  s = mj_game_get_state (game);
  settlement = json_object_get_object_member (expect, "settlement");
  names = json_object_get_array_member (settlement, "names");
  for (guint i = 0; i < MJ_N_SEATS; i++)
    r.n.names[i] = json_array_get_string_element (names, i);
  r.n.you = MJ_N_SEATS;
  if (json_object_has_member (settlement, "you"))
    g_assert_true (mj_seat_parse (json_object_get_string_member (settlement, "you"), &r.n.you));

  r.seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, seen_free);
  read_settlement (&r, s);
  g_hash_table_unref (r.seen);

  lines = mj_settlement_lines (&r.n, s);
  for (guint i = 0; i < lines->len; i++)
    g_ptr_array_add (got_lines, g_array_index (lines, MjSettlementLine, i).text);
  expect_texts (path, "lines", json_object_get_array_member (settlement, "lines"), got_lines);
  notes = mj_settlement_notes (&r.n, s);
  for (guint i = 0; i < notes->len; i++)
    g_ptr_array_add (got_notes, g_array_index (notes, MjSettlementNote, i).text);
  expect_texts (path, "notes", json_object_get_array_member (settlement, "notes"), got_notes);
}

/* The scenarios of this rule set that say how their hand is settled. */
static guint
add_scenarios (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "data", "scenarios", NULL);
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr (GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *prefix = g_strdup_printf ("%s-", rules->id);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)))
    {
      g_autofree char *path = NULL;
      g_autofree char *text = NULL;

      if (!g_str_has_prefix (name, prefix) || !g_str_has_suffix (name, ".json"))
        continue;
      path = g_build_filename (dir, name, NULL);
      g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
      if (strstr (text, "\"settlement\"") != NULL)
        g_ptr_array_add (found, g_steal_pointer (&path));
    }
  g_ptr_array_sort (found, (GCompareFunc) g_strcmp0);
  for (guint i = 0; i < found->len; i++)
    {
      g_autofree char *base = g_path_get_basename (found->pdata[i]);
      g_autofree char *test_path = g_strdup_printf ("/settlement/%s/scenario/%.*s", rules->id,
                                                    (int) strlen (base) - 5, base);
      g_test_add_data_func_full (test_path, g_strdup (found->pdata[i]), test_scenario, g_free);
    }
  return found->len;
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *self_play = NULL;

  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  if (argc < 2 || (rules = mj_rules_lookup (argv[1])) == NULL)
    g_error ("usage: test-settlement RULES [HANDS]");
  if (argc > 2)
    n_hands = (guint) atoi (argv[2]);
  notation = g_regex_new ("[1-9][mpszf]\\b|\\([mpsz]\\)", G_REGEX_OPTIMIZE, 0, NULL);
  you_agrees = g_regex_new ("\\bYou (wins|holds|is|gives|pays|receives|discards|has)\\b", G_REGEX_OPTIMIZE, 0, NULL);

  g_test_add_func ("/settlement/arithmetic", test_arithmetic);
  self_play = g_strdup_printf ("/settlement/%s/self-play", rules->id);
  g_test_add_func (self_play, test_self_play);
  add_scenarios ();
  return g_test_run ();
}
