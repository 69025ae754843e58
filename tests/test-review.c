/* test-review.c: the review after a hand (mj-review.c), on seeded
 * self-played hands, checked against hints built here for every
 * decision.
 *
 *   /review/RULES/baseline     the baseline bot at every seat: each seat's
 *                              list is in order of cost, never holds a
 *                              decision that followed the advice (checked
 *                              here against the hint of that moment), and
 *                              each sentence names the better move
 *   /review/RULES/mistakes     a seat that sometimes plays another legal
 *                              move than the bot's: its costly moves are
 *                              listed, a passed win first of all
 *   /review/RULES/max          a short list is the head of the long one
 *   /review/RULES/range        a later hand of a match is reviewed from its
 *                              own actions only
 *
 * Usage: test-review RULES [HANDS]
 */
#include "config.h"

#include <string.h>

#include "mj-bot.h"
#include "mj-game.h"
#include "mj-hint.h"
#include "mj-record.h"
#include "mj-review.h"

static const MjRules *rules;
static guint n_hands = 30;

/* A whole match of `hands` hands: the baseline bot at every seat, except
 * that `wild` (a seat, or MJ_SEAT_NONE) plays a random legal move one
 * time in `wildness`, and passes half the wins it could take. */
static MjRecord *
play (guint64 seed,
      guint   hands,
      guint   wild,
      guint   wildness)
{
  g_autoptr (MjGame) game = mj_game_new (rules, NULL, seed, MJ_MATCH_HANDS, hands);
  g_autofree MjView *view = g_new0 (MjView, 1);
  MjBot bots[MJ_N_SEATS];
  MjRandom rng;

  mj_random_seed (&rng, seed ^ 0x5eed);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    mj_bot_init (&bots[i], MJ_BOT_BASELINE, seed * 4 + i);
  mj_game_start (game);
  for (guint steps = 0; mj_game_get_phase (game) != MJ_PHASE_MATCH_OVER; steps++)
    {
      guint pending = mj_game_get_pending (game);

      g_assert_cmpuint (steps, <, 100000);
      if (mj_game_get_phase (game) == MJ_PHASE_HAND_OVER)
        {
          MjAction next = { MJ_ACTION_NEXT_HAND, 0, MJ_TILE_NONE, 0, { 0 } };
          g_assert_true (mj_game_submit_action (game, &next, NULL));
          continue;
        }
      g_assert_cmpuint (pending, !=, 0);
      for (guint seat = 0; seat < MJ_N_SEATS; seat++)
        if (pending & (1u << seat))
          {
            MjAction legal[MJ_MAX_LEGAL], a;
            guint n = mj_game_legal_actions (game, seat, legal, G_N_ELEMENTS (legal));
            g_autoptr (GError) error = NULL;

            g_assert_cmpuint (n, >, 0);
            mj_game_get_view (game, seat, view);
            a = mj_bot_decide (&bots[seat], view, legal, n);
            if (seat == wild && mj_random_below (&rng, wildness) == 0)
              a = legal[mj_random_below (&rng, n)];
            /* and it passes a win now and then */
            if (seat == wild && a.type == MJ_ACTION_WIN && mj_random_below (&rng, 2) == 0)
              for (guint i = 0; i < n; i++)
                if (legal[i].type != MJ_ACTION_WIN)
                  {
                    a = legal[i];
                    break;
                  }
            g_assert_true (mj_game_submit_action (game, &a, &error));
            break;
          }
    }
  return mj_record_new_from_game (game);
}

/* The hint of the moment before each action of the record, for the
 * action's seat (NULL when that seat had nothing to decide), as the
 * review must build it. */
typedef struct {
  MjHint   *hints;     /* one per action */
  MjHand   *hands;     /* the deciding seat's tiles */
  gboolean *decided;   /* the action was a decision of its seat */
} Moments;

static void
moments_build (const MjRecord *record,
               Moments        *m)
{
  g_autoptr (MjGame) game = mj_record_replay (record, 0, NULL);
  g_autofree MjView *view = g_new0 (MjView, 1);
  guint n = record->actions->len;

  g_assert_nonnull (game);
  m->hints = g_new0 (MjHint, n);
  m->hands = g_new0 (MjHand, n);
  m->decided = g_new0 (gboolean, n);
  for (guint i = 0; i < n; i++)
    {
      const MjAction *a = &g_array_index (record->actions, MjAction, i);

      if (a->type != MJ_ACTION_NEXT_HAND && (mj_game_get_pending (game) & (1u << a->seat)))
        {
          MjAction legal[MJ_MAX_LEGAL];
          guint n_legal = mj_game_legal_actions (game, a->seat, legal, G_N_ELEMENTS (legal));

          mj_game_get_view (game, a->seat, view);
          mj_hint_build (&m->hints[i], view, legal, n_legal);
          m->hands[i] = view->hand;
          m->decided[i] = TRUE;
        }
      g_assert_true (mj_game_submit_action (game, a, NULL));
    }
}

static void
moments_clear (Moments *m)
{
  g_free (m->hints);
  g_free (m->hands);
  g_free (m->decided);
}

/* Did the move follow the advice, or do as well by the hint's figures? */
static gboolean
followed (const MjHint   *hint,
          const MjAction *a)
{
  if (mj_action_equal (&hint->recommended, a))
    return TRUE;
  if (hint->kind == MJ_HINT_TURN && a->type == MJ_ACTION_DISCARD && hint->recommended.type == MJ_ACTION_DISCARD)
    return mj_hint_discard_loss (hint, a) == 0;
  return FALSE;
}

static void
check_sentence_names (const MjReviewItem *item)
{
  const MjAction *b = &item->better;

  g_assert_nonnull (item->sentence);
  g_assert_cmpuint (strlen (item->sentence), >, 10);
  switch (b->type)
    {
    case MJ_ACTION_PASS:
      g_assert_nonnull (strstr (item->sentence, "Passing"));
      break;
    case MJ_ACTION_CHOOSE_SUIT:
      /* the suit in words, never its letter of the notation */
      g_assert_nonnull (strstr (item->sentence, mj_hint_suit_words (b->tile)));
      g_assert_null (strstr (item->sentence, " (m)"));
      g_assert_null (strstr (item->sentence, " (p)"));
      g_assert_null (strstr (item->sentence, " (s)"));
      break;
    case MJ_ACTION_CHOW:
      {
        MjTile t[3] = { b->tile, (MjTile) (b->tile + 1), (MjTile) (b->tile + 2) };
        g_autofree char *chow = mj_tiles_display (t, 3, TRUE);
        g_assert_nonnull (strstr (item->sentence, chow));
      }
      break;
    default:
      g_assert_cmpuint (b->tile, <, MJ_N_TILE_KINDS);
      /* named in words, never in notation */
      g_assert_nonnull (strstr (item->sentence, mj_tile_display_name (b->tile)));
      g_assert_null (strstr (item->sentence, mj_tile_to_string (b->tile)));
      break;
    }
  if (item->kind == MJ_REVIEW_MISSED_WIN)
    {
      g_assert_cmpint (b->type, ==, MJ_ACTION_WIN);
      g_assert_cmpint (item->cost, >=, MJ_REVIEW_COST_MISSED_WIN);
    }
  else
    g_assert_cmpint (item->cost, <, MJ_REVIEW_COST_MISSED_WIN);
}

/* Everything the review of one seat must be. */
static guint
check_review (const MjRecord *record,
              const Moments  *m,
              guint           first,
              guint           last,
              guint           seat)
{
  MjReviewItem items[64];
  guint n = mj_review_hand (record, first, last, seat, items, G_N_ELEMENTS (items));

  for (guint i = 0; i < n; i++)
    {
      const MjReviewItem *item = &items[i];
      const MjAction *played = &g_array_index (record->actions, MjAction, item->action);
      const MjHint *hint = &m->hints[item->action];

      /* in order of cost, then of play */
      if (i > 0)
        {
          g_assert_cmpint (items[i - 1].cost, >=, item->cost);
          if (items[i - 1].cost == item->cost)
            g_assert_cmpuint (items[i - 1].action, <, item->action);
        }
      g_assert_cmpuint (item->action, >=, first);
      g_assert_cmpuint (item->action, <, last);
      g_assert_cmpuint (played->seat, ==, seat);
      g_assert_true (mj_action_equal (played, &item->played));
      g_assert_cmpint (item->cost, >, 0);

      /* never a decision that followed the advice */
      g_assert_true (m->decided[item->action]);
      g_assert_false (followed (hint, played));
      g_assert_true (mj_action_equal (&item->better, &hint->recommended) ||
                     (item->kind == MJ_REVIEW_MISSED_WIN && hint->kind == MJ_HINT_CLAIM));
      g_assert_false (mj_action_equal (&item->better, played));
      if (item->kind == MJ_REVIEW_DISCARD)
        g_assert_cmpint (item->cost, ==, mj_hint_discard_loss (hint, played));

      /* the tiles drawn are the seat's own at that moment */
      g_assert_cmpmem (item->hand.counts, sizeof item->hand.counts,
                       m->hands[item->action].counts, sizeof item->hand.counts);
      g_assert_cmpuint (item->hand.n_melds, ==, m->hands[item->action].n_melds);
      check_sentence_names (item);
    }

  /* and every decision the advice would call costly is there, or the
   * list is full */
  if (n < G_N_ELEMENTS (items))
    for (guint i = first; i < last; i++)
      {
        const MjAction *a = &g_array_index (record->actions, MjAction, i);
        const MjHint *hint = &m->hints[i];
        gboolean listed = FALSE;

        if (!m->decided[i] || a->seat != seat || hint->kind != MJ_HINT_TURN ||
            a->type != MJ_ACTION_DISCARD || hint->recommended.type != MJ_ACTION_DISCARD || hint->claim >= 0 ||
            mj_hint_discard_loss (hint, a) == 0)
          continue;
        for (guint j = 0; j < n; j++)
          listed |= items[j].action == i;
        g_assert_true (listed);
      }

  mj_review_items_clear (items, n);
  return n;
}

static void
test_baseline (void)
{
  guint total = 0;

  for (guint h = 0; h < n_hands; h++)
    {
      g_autoptr (MjRecord) record = play (1000 + h, 1, MJ_SEAT_NONE, 1);
      Moments m;

      moments_build (record, &m);
      for (guint seat = 0; seat < MJ_N_SEATS; seat++)
        total += check_review (record, &m, 0, record->actions->len, seat);
      moments_clear (&m);
    }
  g_test_message ("%s: %u costly decisions of the baseline bot in %u hands", rules->id, total, n_hands);
}

static void
test_mistakes (void)
{
  guint total = 0, missed = 0;

  for (guint h = 0; h < n_hands; h++)
    {
      g_autoptr (MjRecord) record = play (2000 + h, 1, 0, 4);
      Moments m;
      MjReviewItem items[64];
      guint n;

      moments_build (record, &m);
      n = check_review (record, &m, 0, record->actions->len, 0);
      total += n;

      /* a win passed is the costliest of all */
      n = mj_review_hand (record, 0, record->actions->len, 0, items, G_N_ELEMENTS (items));
      for (guint i = 0; i < record->actions->len; i++)
        {
          const MjAction *a = &g_array_index (record->actions, MjAction, i);
          const MjHint *hint = &m.hints[i];

          if (m.decided[i] && a->seat == 0 && a->type != MJ_ACTION_WIN &&
              hint->recommended.type == MJ_ACTION_WIN)
            {
              gboolean listed = FALSE;
              for (guint j = 0; j < n; j++)
                if (items[j].action == i)
                  {
                    listed = TRUE;
                    g_assert_cmpint (items[j].kind, ==, MJ_REVIEW_MISSED_WIN);
                    g_assert_cmpint (items[0].cost, >=, MJ_REVIEW_COST_MISSED_WIN);
                  }
              g_assert_true (listed);
              missed++;
            }
        }
      mj_review_items_clear (items, n);
      moments_clear (&m);
    }
  g_test_message ("%s: %u costly decisions of a careless seat in %u hands, %u wins passed",
                  rules->id, total, n_hands, missed);
  g_assert_cmpuint (total, >, 0);
}

static void
test_max (void)
{
  g_autoptr (MjRecord) record = play (3000, 1, 0, 3);
  MjReviewItem all[64], few[3];
  guint n_all = mj_review_hand (record, 0, G_MAXUINT, 0, all, G_N_ELEMENTS (all));
  guint n_few = mj_review_hand (record, 0, G_MAXUINT, 0, few, G_N_ELEMENTS (few));

  g_assert_cmpuint (n_few, ==, MIN (n_all, 3u));
  for (guint i = 0; i < n_few; i++)
    {
      g_assert_cmpuint (few[i].action, ==, all[i].action);
      g_assert_cmpint (few[i].cost, ==, all[i].cost);
      g_assert_cmpstr (few[i].sentence, ==, all[i].sentence);
    }
  g_assert_cmpuint (mj_review_hand (record, 0, G_MAXUINT, 0, NULL, 0), ==, 0);
  g_assert_cmpuint (mj_review_hand (record, 5, 5, 0, all + n_all, 0), ==, 0);
  mj_review_items_clear (all, n_all);
  mj_review_items_clear (few, n_few);
}

static void
test_range (void)
{
  g_autoptr (MjRecord) record = play (4000, 3, 0, 4);
  Moments m;
  guint start = 0, hands = 0;

  moments_build (record, &m);
  for (guint i = 0; i <= record->actions->len; i++)
    if (i == record->actions->len ||
        g_array_index (record->actions, MjAction, i).type == MJ_ACTION_NEXT_HAND)
      {
        /* a hand's actions run up to its next-hand action */
        if (i > start)
          {
            for (guint seat = 0; seat < MJ_N_SEATS; seat++)
              check_review (record, &m, start, i, seat);
            hands++;
          }
        start = i + 1;
      }
  g_assert_cmpuint (hands, >=, 2);
  moments_clear (&m);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *p1 = NULL, *p2 = NULL, *p3 = NULL, *p4 = NULL;

  g_test_init (&argc, &argv, NULL);
  if (argc < 2 || (rules = mj_rules_lookup (argv[1])) == NULL)
    {
      g_printerr ("usage: test-review RULES [HANDS]\n");
      return 2;
    }
  if (argc > 2)
    n_hands = (guint) g_ascii_strtoull (argv[2], NULL, 10);

  p1 = g_strdup_printf ("/review/%s/baseline", rules->id);
  p2 = g_strdup_printf ("/review/%s/mistakes", rules->id);
  p3 = g_strdup_printf ("/review/%s/max", rules->id);
  p4 = g_strdup_printf ("/review/%s/range", rules->id);
  g_test_add_func (p1, test_baseline);
  g_test_add_func (p2, test_mistakes);
  g_test_add_func (p3, test_max);
  g_test_add_func (p4, test_range);
  return g_test_run ();
}
