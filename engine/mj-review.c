/* mj-review.c: the review after a hand.  The record is replayed once,
 * action by action; before each decision of the reviewed seat the hint
 * is built from that seat's view and the legal actions of the moment, and
 * the move played is weighed against the advice with the hint's own
 * figures (tiles from ready, tiles that help, what a win would collect).
 * So the review says nothing the hint would not have said at the table. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-game.h"
#include "mj-hint.h"
#include "mj-review.h"

void
mj_review_item_clear (MjReviewItem *item)
{
  g_return_if_fail (item != NULL);
  g_clear_pointer (&item->sentence, g_free);
}

void
mj_review_items_clear (MjReviewItem *items,
                       guint         n_items)
{
  for (guint i = 0; i < n_items; i++)
    mj_review_item_clear (&items[i]);
}

/* ---- words --------------------------------------------------------------------------- */

static char *
chow_text (MjTile low)
{
  MjTile t[3] = { low, (MjTile) (low + 1), (MjTile) (low + 2) };

  return mj_tiles_display (t, 3, TRUE);
}

/* A move as the subject of a sentence: "A pung of 5p was better …".
 * Subject and object forms are separate templates, so a translation need
 * not change the case of a placeholder. */
static char *
move_subject (const MjAction *a)
{
  const char *tile = a->tile < MJ_N_TILE_KINDS ? mj_tile_display_name (a->tile) : "";

  switch (a->type)
    {
    case MJ_ACTION_DISCARD:
      if (a->flags & MJ_ACTION_FLAG_READY)
        return g_strdup_printf (_("Discarding %1$s to declare ready"), tile);
      return g_strdup_printf (_("Discarding %1$s"), tile);
    case MJ_ACTION_WIN:
      return g_strdup_printf (_("Winning on %1$s"), tile);
    case MJ_ACTION_PASS:
      return g_strdup (_("Passing"));
    case MJ_ACTION_PUNG:
      return g_strdup_printf (_("A pung of %1$s"), tile);
    case MJ_ACTION_KONG:
      return g_strdup_printf (_("A kong of %1$s"), tile);
    case MJ_ACTION_CHOW:
      {
        g_autofree char *chow = chow_text (a->tile);
        return g_strdup_printf (_("A chow of %1$s"), chow);
      }
    case MJ_ACTION_KONG_CONCEALED:
      return g_strdup_printf (_("A concealed kong of %1$s"), tile);
    case MJ_ACTION_KONG_ADDED:
      return g_strdup_printf (_("Adding %1$s to your pung as a kong"), tile);
    case MJ_ACTION_CHOOSE_SUIT:
      /* TRANSLATORS: the suit is "dots" and the like */
      return g_strdup_printf (_("Voiding %1$s"), mj_hint_suit_words (a->tile));
    default:
      return g_strdup (_("The advised move"));
    }
}

static char *
move_object (const MjAction *a)
{
  const char *tile = a->tile < MJ_N_TILE_KINDS ? mj_tile_display_name (a->tile) : "";

  switch (a->type)
    {
    case MJ_ACTION_DISCARD:
      if (a->flags & MJ_ACTION_FLAG_READY)
        return g_strdup_printf (_("discarding %1$s to declare ready"), tile);
      return g_strdup_printf (_("discarding %1$s"), tile);
    case MJ_ACTION_WIN:
      return g_strdup_printf (_("winning on %1$s"), tile);
    case MJ_ACTION_PASS:
      return g_strdup (_("passing"));
    case MJ_ACTION_PUNG:
      return g_strdup_printf (_("a pung of %1$s"), tile);
    case MJ_ACTION_KONG:
      return g_strdup_printf (_("a kong of %1$s"), tile);
    case MJ_ACTION_CHOW:
      {
        g_autofree char *chow = chow_text (a->tile);
        return g_strdup_printf (_("a chow of %1$s"), chow);
      }
    case MJ_ACTION_KONG_CONCEALED:
      return g_strdup_printf (_("a concealed kong of %1$s"), tile);
    case MJ_ACTION_KONG_ADDED:
      return g_strdup_printf (_("adding %1$s to your pung as a kong"), tile);
    case MJ_ACTION_CHOOSE_SUIT:
      return g_strdup_printf (_("voiding %1$s"), mj_hint_suit_words (a->tile));
    default:
      return g_strdup (_("your move"));
    }
}

/* "A pung of 5p was better than passing." and then the hint's own
 * reasons, as the hint panel would have given them. */
static char *
verdict_with_reasons (const MjHint   *hint,
                      const MjAction *better,
                      const MjAction *played)
{
  g_autofree char *subject = move_subject (better);
  g_autofree char *object = move_object (played);
  g_autofree char *verdict = g_strdup_printf (_("%1$s was better than %2$s."), subject, object);
  g_autofree char *reasons = mj_hint_sentence (hint);
  GString *out = g_string_new (NULL);

  mj_hint_add_sentence (out, verdict);
  mj_hint_add_sentence (out, reasons);
  return g_string_free (out, FALSE);
}

static char *
missed_win_sentence (const MjHint   *hint,
                     const MjAction *better,
                     const MjAction *played,
                     const MjHintValue *win)
{
  g_autofree char *object = move_object (played);

  return g_strdup_printf (_("Winning on %1$s was better than %2$s: the win was worth %3$d %4$s, and you would have collected %5$d."),
                          better->tile < MJ_N_TILE_KINDS ? mj_tile_display_name (better->tile) : "",
                          object, win->value, mj_hint_unit_name (hint->rules), win->gain);
}

/* "you would be one tile from ready with 12 tiles that help" */
static char *
suit_figures (const MjHintSuit *x)
{
  if (x->shanten <= 0)
    return g_strdup (_("you would be ready"));
  if (x->shanten == 1)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "you would be one tile from ready with %1$u tile that helps",
                                         "you would be one tile from ready with %1$u tiles that help",
                                         x->n_accepted),
                            (guint) x->n_accepted);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "you would be %1$d tiles from ready with %2$u tile that helps",
                                       "you would be %1$d tiles from ready with %2$u tiles that help",
                                       x->n_accepted),
                          (int) x->shanten, (guint) x->n_accepted);
}

/* ---- weighing one decision ----------------------------------------------------------- */

/* How much worse `played` leaves the hand than `best`: 100 per tile
 * further from ready, plus the tiles that help given up (the scale of
 * mj_hint_discard_loss). */
static int
figures_loss (int   played_shanten,
              guint played_accepted,
              int   best_shanten,
              guint best_accepted)
{
  return 100 * (played_shanten - best_shanten) + (int) best_accepted - (int) played_accepted;
}

static int
find_claim (const MjHint   *hint,
            const MjAction *a)
{
  for (guint i = 0; i < hint->n_claims; i++)
    if (hint->claims[i].action.type == a->type &&
        (a->type == MJ_ACTION_WIN || hint->claims[i].action.tile == a->tile))
      return (int) i;
  return -1;
}

static void
missed_win (MjReviewItem      *item,
            const MjHint      *hint,
            const MjAction    *played,
            const MjAction    *better,
            const MjHintValue *win)
{
  item->kind = MJ_REVIEW_MISSED_WIN;
  item->better = *better;
  item->cost = MJ_REVIEW_COST_MISSED_WIN + MAX (win->gain, 0);
  item->sentence = missed_win_sentence (hint, better, played, win);
}

static gboolean
review_turn (const MjHint   *hint,
             const MjAction *a,
             MjReviewItem   *item)
{
  if (a->type == MJ_ACTION_WIN)
    return FALSE;

  if (hint->recommended.type == MJ_ACTION_WIN)
    {
      missed_win (item, hint, a, &hint->recommended, &hint->win);
      return TRUE;
    }

  if (a->type == MJ_ACTION_DISCARD)
    {
      int i = mj_hint_find_discard (hint, a);

      if (i < 0)
        return FALSE;
      if (hint->claim >= 0)
        {
          /* the advice was a kong: weigh the discard against it */
          const MjHintClaim *k = &hint->claims[hint->claim];
          const MjHintDiscard *d = &hint->candidates[i];
          int loss = figures_loss (d->shanten, d->n_accepted, k->shanten, k->n_accepted);

          if (loss <= 0)
            return FALSE;
          item->kind = MJ_REVIEW_KONG;
          item->better = k->action;
          item->cost = loss;
          item->sentence = verdict_with_reasons (hint, &k->action, a);
          return TRUE;
        }
      item->cost = mj_hint_discard_loss (hint, a);
      if (item->cost <= 0 || hint->recommended.type != MJ_ACTION_DISCARD)
        return FALSE;
      item->kind = MJ_REVIEW_DISCARD;
      item->better = hint->recommended;
      item->sentence = mj_hint_review_sentence (hint, a);
      if (item->sentence == NULL)
        item->sentence = verdict_with_reasons (hint, &hint->recommended, a);
      return TRUE;
    }

  if (a->type == MJ_ACTION_KONG_CONCEALED || a->type == MJ_ACTION_KONG_ADDED)
    {
      int i = find_claim (hint, a);
      const MjHintClaim *k;
      int loss;

      if (i < 0 || i == hint->claim || hint->recommended.type == MJ_ACTION_NONE)
        return FALSE;
      k = &hint->claims[i];
      if (hint->claim >= 0)
        {
          const MjHintClaim *b = &hint->claims[hint->claim];
          loss = figures_loss (k->shanten, k->n_accepted, b->shanten, b->n_accepted);
        }
      else
        {
          const MjHintDiscard *b = &hint->candidates[0];
          loss = figures_loss (k->shanten, k->n_accepted, b->shanten, b->n_accepted);
        }
      if (loss <= 0)
        return FALSE;
      item->kind = MJ_REVIEW_KONG;
      item->better = hint->recommended;
      item->cost = loss;
      item->sentence = verdict_with_reasons (hint, &hint->recommended, a);
      return TRUE;
    }
  return FALSE;
}

static gboolean
review_claim (const MjHint   *hint,
              const MjAction *a,
              MjReviewItem   *item)
{
  const MjHintClaim *advice = hint->claim >= 0 ? &hint->claims[hint->claim] : NULL;
  int loss;

  if (a->type == MJ_ACTION_PASS)
    {
      if (advice == NULL)
        return FALSE;
      if (advice->action.type == MJ_ACTION_WIN)
        {
          missed_win (item, hint, a, &advice->action, &advice->win);
          return TRUE;
        }
      loss = figures_loss (hint->pass_shanten, hint->pass_accepted, advice->shanten, advice->n_accepted);
    }
  else
    {
      int i = find_claim (hint, a);
      const MjHintClaim *k;

      if (i < 0 || i == hint->claim || a->type == MJ_ACTION_WIN)
        return FALSE;
      k = &hint->claims[i];
      if (advice && advice->action.type == MJ_ACTION_WIN)
        {
          missed_win (item, hint, a, &advice->action, &advice->win);
          return TRUE;
        }
      if (advice)
        {
          loss = figures_loss (k->shanten, k->n_accepted, advice->shanten, advice->n_accepted);
          if (loss <= 0)
            return FALSE;
        }
      else
        loss = figures_loss (k->shanten, k->n_accepted, hint->pass_shanten, hint->pass_accepted);
    }

  /* the advice differs: at least a token cost, though the figures alone
   * may not show what the claim gives up (a concealed hand's pattern) */
  item->kind = MJ_REVIEW_CLAIM;
  item->better = hint->recommended;
  item->cost = MAX (loss, 1);
  item->sentence = verdict_with_reasons (hint, &hint->recommended, a);
  return TRUE;
}

static gboolean
review_suit (const MjHint   *hint,
             const MjAction *a,
             MjReviewItem   *item)
{
  int best = hint->missing_suit;
  int played = a->tile;
  const MjHintSuit *b, *p;
  g_autofree char *subject = NULL;
  g_autofree char *object = NULL;
  g_autofree char *with_best = NULL;
  g_autofree char *with_played = NULL;

  if (best < 0 || best > MJ_SUIT_S || played > MJ_SUIT_S || played == best)
    return FALSE;
  b = &hint->suits[best];
  p = &hint->suits[played];
  item->cost = figures_loss (p->shanten, p->n_accepted, b->shanten, b->n_accepted);
  if (item->cost <= 0)
    return FALSE;
  item->kind = MJ_REVIEW_SUIT;
  item->better = hint->recommended;
  subject = move_subject (&hint->recommended);
  object = move_object (a);
  with_best = suit_figures (b);
  with_played = suit_figures (p);
  /* TRANSLATORS: "Voiding dots was better than voiding bamboo:
   * without dots you would be …; without bamboo you would be …"
   * The term is the rule's regional name (定缺). */
  item->sentence = g_strdup_printf (_("%1$s was better than %2$s (%3$s): without %4$s %5$s; without %6$s %7$s."),
                                    subject, object, mj_term (NC_("regional term", "定缺")),
                                    mj_hint_suit_words (best), with_best, mj_hint_suit_words (played), with_played);
  return TRUE;
}

static gboolean
review_decision (MjGame         *game,
                 guint           seat,
                 const MjAction *a,
                 MjView         *view,
                 MjHint         *hint,
                 MjReviewItem   *item)
{
  MjAction legal[MJ_MAX_LEGAL];
  guint n_legal;
  gboolean costly = FALSE;

  mj_game_get_view (game, seat, view);
  n_legal = mj_game_legal_actions (game, seat, legal, G_N_ELEMENTS (legal));
  mj_hint_build (hint, view, legal, n_legal);

  memset (item, 0, sizeof *item);
  item->played = *a;
  item->better.type = MJ_ACTION_NONE;

  switch (hint->kind)
    {
    case MJ_HINT_TURN:
      costly = review_turn (hint, a, item);
      break;
    case MJ_HINT_CLAIM:
      costly = review_claim (hint, a, item);
      break;
    case MJ_HINT_SUIT:
      if (a->type == MJ_ACTION_CHOOSE_SUIT)
        costly = review_suit (hint, a, item);
      break;
    default:
      break;
    }
  if (!costly)
    {
      mj_review_item_clear (item);
      return FALSE;
    }

  item->hand = view->hand;
  item->drawn = view->drawn;
  item->offered = hint->kind == MJ_HINT_CLAIM ? view->claim_tile : MJ_TILE_NONE;
  item->offered_from = hint->kind == MJ_HINT_CLAIM ? view->claim_from : MJ_SEAT_NONE;
  item->own_turn = (guint8) MIN (view->players[seat].n_discards + 1u, 255u);
  return TRUE;
}

static int
compare_items (gconstpointer a,
               gconstpointer b)
{
  const MjReviewItem *x = a, *y = b;

  if (x->cost != y->cost)
    return x->cost > y->cost ? -1 : 1;
  return x->action < y->action ? -1 : (x->action > y->action);
}

guint
mj_review_hand (const MjRecord *record,
                guint           first_action,
                guint           last_action,
                guint           seat,
                MjReviewItem   *out,
                guint           max)
{
  g_autoptr (MjGame) game = NULL;
  g_autoptr (GArray) items = NULL;
  g_autofree MjView *view = NULL;
  g_autofree MjHint *hint = NULL;
  guint n;

  g_return_val_if_fail (record != NULL, 0);
  g_return_val_if_fail (seat < MJ_N_SEATS, 0);
  g_return_val_if_fail (out != NULL || max == 0, 0);

  last_action = MIN (last_action, record->actions->len);
  if (first_action >= last_action)
    return 0;
  game = mj_record_replay (record, first_action, NULL);
  if (game == NULL)
    return 0;

  items = g_array_new (FALSE, TRUE, sizeof (MjReviewItem));
  view = g_new (MjView, 1);
  hint = g_new (MjHint, 1);

  for (guint i = first_action; i < last_action; i++)
    {
      const MjAction *a = &g_array_index (record->actions, MjAction, i);
      MjReviewItem item;

      if (a->type != MJ_ACTION_NEXT_HAND && a->seat == seat &&
          (mj_game_get_pending (game) & (1u << seat)) &&
          review_decision (game, seat, a, view, hint, &item))
        {
          item.action = i;
          g_array_append_val (items, item);
        }
      if (!mj_game_submit_action (game, a, NULL))
        break;
    }

  g_array_sort (items, compare_items);
  n = MIN (max, items->len);
  for (guint i = 0; i < items->len; i++)
    {
      MjReviewItem *item = &g_array_index (items, MjReviewItem, i);
      if (i < n)
        out[i] = *item;
      else
        mj_review_item_clear (item);
    }
  return n;
}
