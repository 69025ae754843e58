/* cli-simulate.c: `sparrow-cli simulate`, a match of computer players,
 * as fast as the engine goes: a speed measure, a statistics source and a
 * behaviour fingerprint (the checksum of every action taken). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "mj-bot.h"
#include "mj-record.h"
#include "mj-state.h"
#include "mj-view.h"

typedef struct {
  guint64 hands;
  guint64 hands_won;       /* hands with at least one win */
  guint64 exhausted;       /* hands that ended with no win at all */
  guint64 wins;
  guint64 self_drawn;
  guint64 actions;
  guint64 checksum;
  gint64  points[MJ_N_SEATS];
} Stats;

/* FNV-1a over the fields of an action that a player chooses */
static void
hash_action (guint64        *h,
             const MjAction *a)
{
  guint8 bytes[7] = { a->type, a->seat, a->tile, a->flags, a->tiles[0], a->tiles[1], a->tiles[2] };

  for (guint i = 0; i < sizeof bytes; i++)
    {
      *h ^= bytes[i];
      *h *= G_GUINT64_CONSTANT (0x100000001b3);
    }
}

/* Plays `hands` hands; every action is a bot's choice among the legal
 * ones, so a wrong engine shows up as an error here, not a wrong game. */
static gboolean
cli_simulate_run (const MjRules   *rules,
                  const MjOptions *options,
                  guint64          seed,
                  guint            hands,
                  MjRecord        *record,
                  Stats           *st,
                  GError         **error)
{
  g_autofree MjState *s = g_new0 (MjState, 1);
  g_autofree MjView *view = g_new0 (MjView, 1);
  MjBot bots[MJ_N_SEATS];

  memset (st, 0, sizeof *st);
  st->checksum = G_GUINT64_CONSTANT (0xcbf29ce484222325);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    mj_bot_init (&bots[i], MJ_BOT_BASELINE, mj_bot_match_seed (seed, i, 0));

  mj_state_init (s, rules, options, seed, MJ_MATCH_HANDS, hands);
  mj_state_start_hand (s);
  s->n_events = 0;

  for (;;)
    {
      guint8 pending = mj_state_pending (s);

      if (s->phase == MJ_PHASE_HAND_OVER || s->phase == MJ_PHASE_MATCH_OVER)
        {
          st->hands++;
          st->wins += s->n_wins;
          st->hands_won += s->n_wins > 0;
          st->exhausted += s->n_wins == 0;
          for (guint i = 0; i < s->n_wins; i++)
            st->self_drawn += s->wins[i].ctx.self_drawn;
          if (s->phase == MJ_PHASE_MATCH_OVER)
            break;
          {
            MjAction next = { MJ_ACTION_NEXT_HAND, 0, MJ_TILE_NONE, 0, { 0 } };
            if (!mj_state_apply (s, &next, error))
              return FALSE;
            if (record)
              g_array_append_val (record->actions, next);
            hash_action (&st->checksum, &next);
          }
          s->n_events = 0;
          continue;
        }
      if (pending == 0)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                       _("hand %u: the game waits for nobody (phase %d)"), s->hand_number, s->phase);
          return FALSE;
        }
      for (guint seat = 0; seat < MJ_N_SEATS; seat++)
        if (pending & (1u << seat))
          {
            MjAction legal[MJ_MAX_LEGAL];
            guint n = mj_state_legal_actions (s, seat, legal, G_N_ELEMENTS (legal));
            MjAction a;

            if (n == 0)
              {
                g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED,
                             _("hand %u: seat %c must act but has no legal action"), s->hand_number,
                             mj_seat_letter (seat));
                return FALSE;
              }
            mj_view_build (s, seat, view);
            a = mj_bot_decide (&bots[seat], view, legal, n);
            if (!mj_state_apply (s, &a, error))
              return FALSE;
            if (record)
              g_array_append_val (record->actions, a);
            hash_action (&st->checksum, &a);
            st->actions++;
            break;
          }
      s->n_events = 0;
    }
  for (guint i = 0; i < MJ_N_SEATS; i++)
    st->points[i] = s->scores[i];
  return TRUE;
}

int
cli_simulate (int    argc,
              char **argv)
{
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *rules_id = NULL;
  g_autofree char *record_path = NULL;
  g_auto (GStrv) assignments = NULL;
  gint64 hands = 1000;
  gint64 seed = 1;
  gboolean json = FALSE;
  const MjRules *rules;
  MjOptions options;
  g_autoptr (MjRecord) record = NULL;
  Stats st;
  gint64 t0, t1;
  double seconds;
  GOptionEntry entries[] = {
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &rules_id, N_("The rule set"), N_("ID") },
    { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &assignments, N_("A rule set option (repeatable)"), N_("ID=VALUE") },
    { "hands", 'n', 0, G_OPTION_ARG_INT64, &hands, N_("Hands to play (default 1000)"), N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Seed of the match (default 1)"), N_("S") },
    { "record", 0, 0, G_OPTION_ARG_FILENAME, &record_path, N_("Save the match as a record"), N_("FILE") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };

  context = g_option_context_new (N_("— a match of four computer players"));
  if (!cli_options_parse (context, entries, &argc, &argv, &error))
    return cli_fail (error);
  if (argc != 1)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED, _("simulate takes no arguments besides its options"));
      return cli_fail (error);
    }
  if (hands < 1 || hands > 100000000 || seed < 0)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("--hands must be 1 to 100000000 and --seed not negative"));
      return cli_fail (error);
    }
  if (!cli_rules_parse (rules_id, assignments, &rules, &options, &error))
    return cli_fail (error);
  /* the record replaces the file at its path: never a device, a FIFO or
   * a folder (checked before the match, not after it) */
  if (record_path && !cli_check_writable (record_path, &error))
    return cli_fail_input (error);
  if (record_path)
    {
      record = mj_record_new (rules, &options, (guint64) seed);
      record->length = (guint) hands;
    }

  t0 = g_get_monotonic_time ();
  if (!cli_simulate_run (rules, &options, (guint64) seed, (guint) hands, record, &st, &error))
    return cli_fail_input (error);
  t1 = g_get_monotonic_time ();
  seconds = MAX ((double) (t1 - t0) / 1e6, 1e-6);

  if (record && !mj_record_save (record, record_path, &error))
    return cli_fail_input (error);

  if (json)
    {
      g_autoptr (JsonBuilder) b = json_builder_new ();
      g_autoptr (JsonNode) root = NULL;
      char checksum[20];

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "rules");
      json_builder_add_string_value (b, rules->id);
      json_builder_set_member_name (b, "hands");
      json_builder_add_int_value (b, (gint64) st.hands);
      json_builder_set_member_name (b, "seconds");
      json_builder_add_double_value (b, seconds);
      json_builder_set_member_name (b, "hands_per_second");
      json_builder_add_double_value (b, (double) st.hands / seconds);
      json_builder_set_member_name (b, "wins");
      json_builder_add_int_value (b, (gint64) st.wins);
      json_builder_set_member_name (b, "self_drawn");
      json_builder_add_int_value (b, (gint64) st.self_drawn);
      json_builder_set_member_name (b, "hands_won");
      json_builder_add_int_value (b, (gint64) st.hands_won);
      json_builder_set_member_name (b, "draws");
      json_builder_add_int_value (b, (gint64) st.exhausted);
      json_builder_set_member_name (b, "actions");
      json_builder_add_int_value (b, (gint64) st.actions);
      json_builder_set_member_name (b, "mean_points");
      json_builder_begin_object (b);
      for (guint i = 0; i < MJ_N_SEATS; i++)
        {
          char name[2] = { mj_seat_letter (i), 0 };
          json_builder_set_member_name (b, name);
          json_builder_add_double_value (b, (double) st.points[i] / (double) st.hands);
        }
      json_builder_end_object (b);
      g_snprintf (checksum, sizeof checksum, "%016" G_GINT64_MODIFIER "x", st.checksum);
      json_builder_set_member_name (b, "checksum");
      json_builder_add_string_value (b, checksum);
      json_builder_end_object (b);
      root = json_builder_get_root (b);
      cli_print_json (root);
    }
  else
    {
      /* 64-bit counts are written first: their format macros cannot be
       * part of a translated message */
      g_autofree char *n_hands = g_strdup_printf ("%" G_GUINT64_FORMAT, st.hands);
      g_autofree char *wins = g_strdup_printf ("%" G_GUINT64_FORMAT, st.wins);
      g_autofree char *self_drawn = g_strdup_printf ("%" G_GUINT64_FORMAT, st.self_drawn);
      g_autofree char *hands_won = g_strdup_printf ("%" G_GUINT64_FORMAT, st.hands_won);
      g_autofree char *exhausted = g_strdup_printf ("%" G_GUINT64_FORMAT, st.exhausted);
      g_autofree char *actions = g_strdup_printf ("%" G_GUINT64_FORMAT, st.actions);
      g_autofree char *checksum = g_strdup_printf ("%016" G_GINT64_MODIFIER "x", st.checksum);
      GString *points = g_string_new (NULL);

      for (guint i = 0; i < MJ_N_SEATS; i++)
        g_string_append_printf (points, "%s%c %+.2f", i ? " " : "", mj_seat_letter (i),
                                (double) st.points[i] / (double) st.hands);
      g_print (_("%1$s: %2$s hands in %3$.2f s (%4$.0f hands per second)"), rules->id, n_hands, seconds,
               (double) st.hands / seconds);
      g_print ("\n");
      g_print (_("wins %1$s (%2$s self-drawn) in %3$s hands; %4$s hands without a winner"), wins, self_drawn,
               hands_won, exhausted);
      g_print ("\n");
      g_print (_("mean points per hand: %s"), points->str);
      g_print ("\n");
      g_print (_("actions %1$s, checksum %2$s"), actions, checksum);
      g_print ("\n");
      g_string_free (points, TRUE);
    }
  return 0;
}
