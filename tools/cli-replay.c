/* cli-replay.c: `sparrow-cli replay RECORD`, a record told step by step,
 * every hidden tile shown. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cli.h"
#include "mj-record.h"
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
          g_string_append (extra, "  flowers ");
          for (guint f = 0; f < 8; f++)
            if (p->flowers & (1u << f))
              g_string_append (extra, mj_tile_to_string ((MjTile) (MJ_FIRST_FLOWER + f)));
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
            g_string_append_printf (extra, "  standing %s", text);
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
          g_print ("\nHand %u: dealer %c (streak %u), round wind %c, dice", s->hand_number,
                   mj_seat_letter (s->dealer), s->dealer_streak, "ESWN"[s->round_wind]);
          for (guint d = 0; d < s->n_dice; d++)
            g_print (" %u", s->dice[d]);
          g_print (", %u tiles in the wall\n", mj_wall_remaining (&s->wall));
          print_hands (s);
          break;
        case MJ_EVENT_TILE_DRAWN:
          g_print ("  %c draws %s%s\n", seat, mj_tile_to_string (e->tile), e->flag ? " (replacement)" : "");
          break;
        case MJ_EVENT_FLOWER_REVEALED:
          g_print ("  %c sets aside the flower %s\n", seat, mj_tile_to_string (e->tile));
          break;
        case MJ_EVENT_TILE_DISCARDED:
          if (e->flag)
            g_print ("  %c discards face down\n", seat);
          else
            g_print ("  %c discards %s\n", seat, mj_tile_to_string (e->tile));
          break;
        case MJ_EVENT_MELD_MADE:
          {
            g_autofree char *m = mj_meld_format (&s->players[e->seat].hand.melds[e->index]);
            g_print ("  %c melds %s\n", seat, m);
          }
          break;
        case MJ_EVENT_KONG_ROBBED:
          g_print ("  %c's kong of %s is robbed\n", seat, mj_tile_to_string (e->tile));
          break;
        case MJ_EVENT_READY_DECLARED:
          g_print ("  %c declares ready\n", seat);
          break;
        case MJ_EVENT_SUIT_CHOSEN:
          g_print ("  missing suits:");
          for (guint p = 0; p < MJ_N_SEATS; p++)
            g_print (" %c %c", mj_seat_letter (p), mj_suit_letter ((MjSuit) s->players[p].missing_suit));
          g_print ("\n");
          break;
        case MJ_EVENT_TILES_EXCHANGED:
          g_print ("  three tiles passed %s\n", e->flag == 1 ? "to the next player" : e->flag == 2 ? "across" : "to the previous player");
          print_hands (s);
          break;
        case MJ_EVENT_WIN:
          {
            const MjWin *w = &s->wins[e->index];
            g_autofree char *hand = mj_hand_format (&w->ctx.hand);
            if (e->tile == MJ_TILE_NONE)
              g_print ("  %c WINS with the flowers (%s):", seat, hand);
            else
              g_print ("  %c WINS %s on %s (%s):", seat, w->ctx.self_drawn ? "by self-draw" : "on the discard",
                       mj_tile_to_string (e->tile), hand);
            for (guint k = 0; k < w->score.n_patterns; k++)
              g_print (" %s %d", w->score.patterns[k].id, w->score.patterns[k].value);
            g_print (" = %d %s\n", w->score.value, s->rules->unit);
          }
          break;
        case MJ_EVENT_PAYMENT:
          {
            const MjPayment *p = &s->payments[e->index];
            g_print ("    %s: %c pays %c %d\n", mj_payment_kind_name (p->kind), mj_seat_letter (p->from),
                     mj_seat_letter (p->to), p->amount);
          }
          break;
        case MJ_EVENT_HAND_ENDED:
          g_print ("  the hand is over%s; scores", s->exhausted ? " (the wall is empty)" : "");
          for (guint p = 0; p < MJ_N_SEATS; p++)
            g_print (" %c %+d", mj_seat_letter (p), s->scores[p]);
          g_print ("\n");
          break;
        case MJ_EVENT_MATCH_ENDED:
          g_print ("\nThe match is over.\n");
          break;
        default:
          break;
        }
    }
  s->n_events = 0;
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

  context = g_option_context_new ("RECORD — tell a recorded match step by step");
  if (!cli_options_parse (context, entries, &argc, &argv, &error))
    return cli_fail (error);
  if (argc != 2)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED, "replay takes one RECORD file");
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

  g_print ("%s, seed %" G_GUINT64_FORMAT ", %u actions\n", record->rules->id, record->seed, record->actions->len);
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
          g_autofree char *text = mj_action_describe (a);
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
          g_prefix_error (&error, "action %u (“%s”): ", i + 1, text);
          return cli_fail_input (error);
        }
      print_events (s);
    }
  return 0;
}
