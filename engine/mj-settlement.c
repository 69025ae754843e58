/* mj-settlement.c: see mj-settlement.h.  The grouping of payments into
 * lines and the words every rule set shares are here; what a payment is
 * for is told by the rule set that made it. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "mj-settlement.h"

static void
clear_line (gpointer data)
{
  MjSettlementLine *l = data;

  g_free (l->text);
  g_free (l->why);
}

static void
clear_note (gpointer data)
{
  MjSettlementNote *note = data;

  g_free (note->text);
}

const MjWin *
mj_settlement_win_of (const MjState *s,
                      guint          seat)
{
  for (guint i = 0; i < s->n_wins; i++)
    if (s->wins[i].ctx.seat == seat)
      return &s->wins[i];
  return NULL;
}

char *
mj_settlement_win_head (const MjNarrator *n,
                        const MjState    *s,
                        guint             seat)
{
  const MjWin *w = mj_settlement_win_of (s, seat);
  g_autofree char *value = NULL;

  g_return_val_if_fail (w != NULL, NULL);
  value = mj_value_display (s->rules, w->score.value);
  if (w->ctx.robbing_kong && !w->ctx.self_drawn)
    return MJ_TELL (n, seat, _("%s wins robbing a kong with %s"), _("You win robbing a kong with %s"), value);
  if (w->ctx.win_tile == MJ_TILE_NONE)
    /* Translators: Taiwan's wins by the flowers alone (八仙過海, 七搶一) */
    return MJ_TELL (n, seat, _("%s wins on the flowers with %s"), _("You win on the flowers with %s"), value);
  if (w->ctx.self_drawn)
    return MJ_TELL (n, seat, _("%s wins by self-draw with %s"), _("You win by self-draw with %s"), value);
  return MJ_TELL (n, seat, _("%s wins on a discard with %s"), _("You win on a discard with %s"), value);
}

char *
mj_settlement_join (const char         *head,
                    const char * const *clauses,
                    const char         *sum)
{
  g_autoptr (GString) text = g_string_new (head);

  for (guint i = 0; clauses && clauses[i]; i++)
    {
      /* Translators: between the clauses of a payment's reason, "Li Wei
       * wins by self-draw with 2 fan, the base 6 (底分) doubled…" */
      g_string_append (text, C_("settlement", ", "));
      g_string_append (text, clauses[i]);
    }
  /* Translators: a payment's reason, then the sum that gives its
   * amount: "Li Wei wins on a discard with 2 fan…: 6 × 2 = 12" */
  return g_strdup_printf (_("%s: %s"), text->str, sum);
}

char *
mj_settlement_sum (int value,
                   int extra,
                   int factor,
                   int amount)
{
  if (extra == 0 && factor == 1)
    return value == amount ? g_strdup_printf ("%d", amount) : g_strdup_printf ("%d = %d", value, amount);
  if (factor == 1)
    return g_strdup_printf ("%d + %d = %d", value, extra, amount);
  if (extra == 0)
    return g_strdup_printf ("%d × %d = %d", value, factor, amount);
  return g_strdup_printf ("(%d + %d) × %d = %d", value, extra, factor, amount);
}

char *
mj_settlement_product (const int *factors,
                       guint      n_factors,
                       int        amount)
{
  g_autoptr (GString) text = g_string_new (NULL);
  guint n = 0;

  for (guint i = 0; i < n_factors; i++)
    if (factors[i] != 1 || (n == 0 && i + 1 == n_factors))
      {
        g_string_append_printf (text, n ? " × %d" : "%d", factors[i]);
        n++;
      }
  if (n == 1 && atoi (text->str) == amount)
    return g_strdup (text->str);
  g_string_append_printf (text, " = %d", amount);
  return g_strdup (text->str);
}

char *
mj_settlement_count_tiles (guint  count,
                           MjTile tile)
{
  const char *name = mj_tile_display_name (tile);

  switch (count)
    {
    case 1:
      /* Translators: a number of tiles of one kind, "one 5 of dots" */
      return g_strdup_printf (C_("tiles", "one %s"), name);
    case 2:
      return g_strdup_printf (C_("tiles", "two %s"), name);
    case 3:
      return g_strdup_printf (C_("tiles", "three %s"), name);
    case 4:
      return g_strdup_printf (C_("tiles", "four %s"), name);
    default:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile of %s", "%u tiles of %s", count),
                              count, name);
    }
}

MjSettlementNote *
mj_settlement_add_note (GArray       *notes,
                        char         *text,
                        const MjTile *tiles,
                        guint         n_tiles)
{
  MjSettlementNote note = { 0 };

  g_return_val_if_fail (n_tiles <= MJ_NOTE_MAX_TILES, NULL);
  note.text = text;
  if (n_tiles > 0)
    memcpy (note.tiles, tiles, n_tiles * sizeof (MjTile));
  note.n_tiles = (guint8) n_tiles;
  g_array_append_val (notes, note);
  return &g_array_index (notes, MjSettlementNote, notes->len - 1);
}

/* What a kind says when its rule set says nothing more. */
static char *
generic_reason (const MjNarrator *n,
                const MjPayment  *p)
{
  const char *kind = _(mj_payment_kind_name ((MjPaymentKind) p->kind));

  if (p->why.seat == p->from)
    /* Translators: a payment nothing more is known of than its kind and
     * who pays: "Li Wei pays (Chickens): 1" */
    return MJ_TELL (n, p->from, _("%s pays (%s): %d"), _("You pay (%s): %d"), kind, p->amount);
  /* Translators: a payment nothing more is known of than its kind: "Li
   * Wei is paid (Kong): 12" */
  return MJ_TELL (n, p->to, _("%s is paid (%s): %d"), _("You are paid (%s): %d"), kind, p->amount);
}

char *
mj_settlement_reason (const MjNarrator *n,
                      const MjState    *s,
                      const MjPayment  *p)
{
  char *why = NULL;

  if (p->why.code != 0 && s->rules->payment_reason != NULL)
    why = s->rules->payment_reason (n, s, p);
  return why != NULL ? why : generic_reason (n, p);
}

/* The subject of a payment: its reason's seat when that is the payer or
 * the payee, else the payee. */
static gboolean
subject_pays (const MjPayment *p)
{
  return p->why.seat == p->from;
}

static gboolean
same_line (const MjPayment *a,
           const MjPayment *b)
{
  if (a->kind != b->kind || a->amount != b->amount || memcmp (&a->why, &b->why, sizeof a->why) != 0)
    return FALSE;
  return subject_pays (a) ? b->from == a->from : b->to == a->to && !subject_pays (b);
}

GArray *
mj_settlement_lines (const MjNarrator *n,
                     const MjState    *s)
{
  GArray *lines = g_array_new (FALSE, TRUE, sizeof (MjSettlementLine));
  g_autofree gboolean *taken = g_new0 (gboolean, MAX (s->n_payments, 1));

  g_array_set_clear_func (lines, clear_line);
  for (guint i = 0; i < s->n_payments; i++)
    {
      const MjPayment *p = &s->payments[i];
      MjSettlementLine line = { 0 };
      g_autofree char *names = NULL;

      if (taken[i])
        continue;
      line.kind = p->kind;
      line.subject_pays = subject_pays (p);
      line.subject = line.subject_pays ? p->from : p->to;
      line.amount = p->amount;
      line.first = i;
      for (guint j = i; j < s->n_payments; j++)
        {
          const MjPayment *q = &s->payments[j];
          guint other = line.subject_pays ? q->to : q->from;

          /* the same reason paid twice by one player is two lines */
          if (taken[j] || !same_line (p, q) || (line.others & (1u << other)))
            continue;
          taken[j] = TRUE;
          line.others |= (guint8) (1u << other);
          line.n_legs++;
        }
      line.why = mj_settlement_reason (n, s, p);
      names = mj_narrator_list (n, line.others);
      if (line.subject_pays)
        line.text = line.n_legs > 1
          /* Translators: a payment's reason, then whom the player it is
           * about pays: "Zhang Min is a flower pig (花猪)…: 96 — to each of
           * Li Wei and you" */
          ? g_strdup_printf (_("%s — to each of %s"), line.why, names)
          : g_strdup_printf (_("%s — to %s"), line.why, names);
      else
        line.text = line.n_legs > 1
          /* Translators: a payment's reason, then who pays the player it is
           * about: "Li Wei holds three 1 of bamboo as chickens (鸡): 3 — from
           * each of Zhang Min, Wang Fang and you" */
          ? g_strdup_printf (_("%s — from each of %s"), line.why, names)
          : g_strdup_printf (_("%s — from %s"), line.why, names);
      g_array_append_val (lines, line);
    }
  return lines;
}

GArray *
mj_settlement_notes (const MjNarrator *n,
                     const MjState    *s)
{
  GArray *notes = g_array_new (FALSE, TRUE, sizeof (MjSettlementNote));

  g_array_set_clear_func (notes, clear_note);
  if (s->rules->settlement_notes != NULL)
    s->rules->settlement_notes (n, s, notes);
  return notes;
}
