/* cli-replay.c: `sparrow-cli replay RECORD`, a record told step by step,
 * every hidden tile shown. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cli.h"
#include "mj-record.h"
#include "mj-settlement.h"
#include "mj-state.h"

/* The largest record sparrow-cli play writes (100,000 hands, about a
 * kilobyte each) with room to spare. */
#define MAX_RECORD_SIZE (256u << 20)

static void
print_hands (const MjState *s)
{
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      const MjPlayer *p = &s->players[i];
      g_autofree char *hand = mj_hand_format (&p->hand);
      GString *extra = g_string_new (NULL);

      if (p->flowers)
        {
          GString *flowers = g_string_new (NULL);
          for (guint f = 0; f < 8; f++)
            if (p->flowers & (1u << f))
              g_string_append (flowers, mj_tile_to_string ((MjTile) (MJ_FIRST_FLOWER + f)));
          g_string_append (extra, "  ");
          g_string_append_printf (extra, _("flowers %s"), flowers->str);
          g_string_free (flowers, TRUE);
        }
      if (p->n_standing)
        {
          MjTile st[4];
          guint k = 0;
          for (MjTile t = 0; t < MJ_N_KINDS; t++)
            for (guint c = 0; c < p->standing[t] && k < 4; c++)
              st[k++] = t;
          {
            g_autofree char *text = mj_tiles_format (st, k, TRUE);
            g_string_append (extra, "  ");
            /* TRANSLATORS: Lisi's standing tiles (立四), as in "standing 1m5p7s9s" */
            g_string_append_printf (extra, _("standing %s"), text);
          }
        }
      g_print ("  %c%s (%c) %s%s\n", mj_seat_letter (i), i == s->dealer ? "*" : " ", "ESWN"[s->seat_wind[i]],
               hand, extra->str);
      g_string_free (extra, TRUE);
    }
}

static void
print_events (MjState *s)
{
  for (guint i = 0; i < s->n_events; i++)
    {
      const MjEvent *e = &s->events[i];
      char seat = mj_seat_letter (e->seat);

      switch (e->type)
        {
        case MJ_EVENT_HAND_STARTED:
          {
            GString *dice = g_string_new (NULL);
            for (guint d = 0; d < s->n_dice; d++)
              g_string_append_printf (dice, "%s%u", d ? " " : "", s->dice[d]);
            g_print ("\n");
            g_print (_("Hand %1$u: dealer %2$c (streak %3$u), round wind %4$c, dice %5$s, %6$u tiles in the wall"),
                     s->hand_number, mj_seat_letter (s->dealer), s->dealer_streak, "ESWN"[s->round_wind], dice->str,
                     mj_wall_remaining (&s->wall));
            g_print ("\n");
            g_string_free (dice, TRUE);
          }
          print_hands (s);
          break;
        case MJ_EVENT_TILE_DRAWN:
          g_print ("  ");
          g_print (e->flag ? _("%c draws %s (replacement)") : _("%c draws %s"), seat, mj_tile_to_string (e->tile));
          g_print ("\n");
          break;
        case MJ_EVENT_FLOWER_REVEALED:
          g_print ("  ");
          g_print (_("%c sets aside the flower %s"), seat, mj_tile_to_string (e->tile));
          g_print ("\n");
          break;
        case MJ_EVENT_TILE_DISCARDED:
          g_print ("  ");
          if (e->flag)
            g_print (_("%c discards face down"), seat);
          else
            g_print (_("%c discards %s"), seat, mj_tile_to_string (e->tile));
          g_print ("\n");
          break;
        case MJ_EVENT_MELD_MADE:
          {
            g_autofree char *m = mj_meld_format (&s->players[e->seat].hand.melds[e->index]);
            g_print ("  ");
            g_print (_("%c melds %s"), seat, m);
            g_print ("\n");
          }
          break;
        case MJ_EVENT_KONG_ROBBED:
          g_print ("  ");
          g_print (_("%c’s kong of %s is robbed"), seat, mj_tile_to_string (e->tile));
          g_print ("\n");
          break;
        case MJ_EVENT_READY_DECLARED:
          g_print ("  ");
          g_print (_("%c declares ready"), seat);
          g_print ("\n");
          break;
        case MJ_EVENT_SUIT_CHOSEN:
          {
            GString *suits = g_string_new (NULL);
            for (guint p = 0; p < MJ_N_SEATS; p++)
              g_string_append_printf (suits, "%s%c %c", p ? " " : "", mj_seat_letter (p),
                                      mj_suit_letter ((MjSuit) s->players[p].missing_suit));
            g_print ("  ");
            /* TRANSLATORS: Sichuan's void suits, as in "E m S p W s N m" */
            g_print (_("missing suits: %s"), suits->str);
            g_print ("\n");
            g_string_free (suits, TRUE);
          }
          break;
        case MJ_EVENT_TILES_EXCHANGED:
          g_print ("  %s\n", e->flag == 1 ? _("three tiles passed to the next player")
                              : e->flag == 2 ? _("three tiles passed across")
                              : _("three tiles passed to the previous player"));
          print_hands (s);
          break;
        case MJ_EVENT_WIN:
          {
            const MjWin *w = &s->wins[e->index];
            g_autofree char *hand = mj_hand_format (&w->ctx.hand);
            GString *patterns = g_string_new (NULL);

            /* the patterns by their ids, as the rules README and score --json name them */
            for (guint k = 0; k < w->score.n_patterns; k++)
              g_string_append_printf (patterns, " %s %d", w->score.patterns[k].id, w->score.patterns[k].value);
            g_print ("  ");
            /* TRANSLATORS: the winner, the hand, the patterns with their
             * values (each after a space: nothing when there is none), the
             * total and its unit (fan, points or tai) */
            if (e->tile == MJ_TILE_NONE)
              g_print (_("%1$c WINS with the flowers (%2$s):%3$s = %4$d %5$s"), seat, hand, patterns->str,
                       w->score.value, s->rules->unit);
            else if (w->ctx.self_drawn)
              g_print (_("%1$c WINS by self-draw on %2$s (%3$s):%4$s = %5$d %6$s"), seat,
                       mj_tile_to_string (e->tile), hand, patterns->str, w->score.value, s->rules->unit);
            else
              g_print (_("%1$c WINS on the discard on %2$s (%3$s):%4$s = %5$d %6$s"), seat,
                       mj_tile_to_string (e->tile), hand, patterns->str, w->score.value, s->rules->unit);
            g_print ("\n");
            g_string_free (patterns, TRUE);
          }
          break;
        case MJ_EVENT_PAYMENT:
          {
            const MjPayment *p = &s->payments[e->index];
            /* nobody is "you" in a replay: the seats are named by their winds */
            const MjNarrator n = { { NULL, NULL, NULL, NULL }, MJ_N_SEATS };
            g_autofree char *why = mj_settlement_reason (&n, s, p);

            g_print ("    ");
            /* TRANSLATORS: the kind of payment (an id such as "win"), the
             * payer, the payee and the amount */
            g_print (_("%1$s: %2$c pays %3$c %4$d"), mj_payment_kind_name (p->kind), mj_seat_letter (p->from),
                     mj_seat_letter (p->to), p->amount);
            /* the rule set's reason, as the score dialog says it */
            if (why != NULL && *why != '\0')
              g_print (" (%s)", why);
            g_print ("\n");
          }
          break;
        case MJ_EVENT_HAND_ENDED:
          {
            GString *scores = g_string_new (NULL);
            for (guint p = 0; p < MJ_N_SEATS; p++)
              g_string_append_printf (scores, "%s%c %+d", p ? " " : "", mj_seat_letter (p), s->scores[p]);
            g_print ("  ");
            g_print (s->exhausted ? _("the hand is over (the wall is empty); scores %s")
                     : _("the hand is over; scores %s"), scores->str);
            g_print ("\n");
            g_string_free (scores, TRUE);
          }
          break;
        case MJ_EVENT_MATCH_ENDED:
          g_print ("\n%s\n", _("The match is over."));
          break;
        default:
          break;
        }
    }
  s->n_events = 0;
}

/* The choices no event tells: passes, the void suit, the three tiles
 * given away. */
static char *
describe_choice (const MjAction *a)
{
  char seat = mj_seat_letter (a->seat);

  switch (a->type)
    {
    case MJ_ACTION_CHOOSE_SUIT:
      return g_strdup_printf (a->tile == MJ_SUIT_M ? _("%c chooses characters as the missing suit")
                              : a->tile == MJ_SUIT_P ? _("%c chooses dots as the missing suit")
                              : _("%c chooses bamboo as the missing suit"), seat);
    case MJ_ACTION_EXCHANGE:
      return g_strdup_printf (_("%c passes %s %s %s"), seat, mj_tile_to_string (a->tiles[0]),
                              mj_tile_to_string (a->tiles[1]), mj_tile_to_string (a->tiles[2]));
    default:
      return g_strdup_printf (_("%c passes"), seat);
    }
}

int
cli_replay (int    argc,
            char **argv)
{
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (MjRecord) record = NULL;
  g_autofree MjState *s = g_new0 (MjState, 1);
  g_autofree char *json = NULL;
  gsize length = 0;
  const GOptionEntry entries[] = { { NULL } };

  context = g_option_context_new (N_("RECORD — tell a recorded match step by step"));
  if (!cli_options_parse (context, entries, &argc, &argv, &error))
    return cli_fail (error);
  if (argc != 2)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED, _("replay takes one RECORD file"));
      return cli_fail (error);
    }
  /* read here rather than by mj_record_load: a FIFO or a device given as
   * the record is refused, never waited on or read without end */
  if (!cli_read_file (argv[1], MAX_RECORD_SIZE, &json, &length, &error))
    return cli_fail_input (error);
  record = mj_record_from_json (json, (gssize) length, &error);
  if (record == NULL)
    {
      g_autofree char *name = g_filename_display_name (argv[1]);
      g_prefix_error (&error, "%s: ", name);
      return cli_fail_input (error);
    }

  {
    g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, record->seed);
    g_print (g_dngettext (GETTEXT_PACKAGE, "%1$s, seed %2$s, %3$u action", "%1$s, seed %2$s, %3$u actions",
                          record->actions->len),
             record->rules->id, seed, record->actions->len);
    g_print ("\n");
  }
  mj_state_init (s, record->rules, &record->options, record->seed, record->length_kind, record->length);
  /* a hot-seat match asks its people at every discard, even with only a
   * pass to make, and its record holds those passes: without the seats,
   * the first such pass is out of turn (as mj_record_replay does it) */
  s->ask_all = record->ask_all;
  if (record->stacked)
    s->stacked = &record->deal;
  mj_state_start_hand (s);
  s->stacked = NULL;
  print_events (s);

  for (guint i = 0; i < record->actions->len; i++)
    {
      const MjAction *a = &g_array_index (record->actions, MjAction, i);
      gboolean ok;

      if (a->type == MJ_ACTION_PASS || a->type == MJ_ACTION_CHOOSE_SUIT || a->type == MJ_ACTION_EXCHANGE)
        {
          g_autofree char *text = describe_choice (a);
          g_print ("  %s\n", text);
        }
      /* a later hand of a scenario may be stacked too */
      if (a->type == MJ_ACTION_NEXT_HAND && record->stacked && s->hand_number - 1 < record->later_deals->len)
        s->stacked = &g_array_index (record->later_deals, MjStackedDeal, s->hand_number - 1);
      ok = mj_state_apply (s, a, &error);
      s->stacked = NULL;
      if (!ok)
        {
          g_autofree char *text = mj_action_to_text (a);
          g_prefix_error (&error, _("action %u (“%s”): "), i + 1, text);
          return cli_fail_input (error);
        }
      print_events (s);
    }
  return 0;
}
