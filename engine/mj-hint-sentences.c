/* mj-hint-sentences.c: what the hints say, in words: the advice, one line
 * per candidate discard or claim, why the rules refuse an action, and the
 * review's line about a discard.  The analysis they put in words is
 * mj-hint.c's; nothing here decides anything. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-hint.h"

#define BIT(t) (G_GUINT64_CONSTANT (1) << (t))

const char *
mj_hint_refusal_sentence (MjRefusal refusal)
{
  const char *s = mj_refusal_sentence (refusal);

  return s ? _(s) : NULL;
}

/* ---- sentences ------------------------------------------------------------------------- */

/* Sentences are built from whole translatable templates with numbered
 * placeholders, so a translation may put the parts in its own order; a
 * clause that fills a placeholder is itself such a template. */

const char *
mj_hint_unit_name (const MjRules *rules)
{
  /* TRANSLATORS: the units of a hand's value: 台, 分, 番 */
  if (strcmp (rules->unit, "tai") == 0)
    return C_("unit", "tai");
  if (strcmp (rules->unit, "points") == 0)
    return C_("unit", "points");
  return C_("unit", "fan");
}

static char *
tile_list (guint64 mask)
{
  GString *s = g_string_new (NULL);

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (mask & BIT (t))
      {
        if (s->len)
          /* TRANSLATORS: between the tiles of a list, as in "3p, 6p" */
          g_string_append (s, C_("tile list", ", "));
        g_string_append (s, mj_tile_display_name (t));
      }
  return g_string_free (s, FALSE);
}

static guint64
waits_mask (const MjHintDiscard *d)
{
  guint64 mask = 0;

  for (guint i = 0; i < d->n_waits; i++)
    mask |= BIT (d->waits[i].tile);
  return mask;
}

/* "you are one tile from ready with 11 tiles that help" */
static char *
figures_clause (int      shanten,
                guint    n_accepted,
                guint64  waits)
{
  if (shanten < 0)
    return g_strdup (_("your hand is complete"));
  if (shanten == 0)
    {
      g_autofree char *list = tile_list (waits);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "you are ready, waiting on %1$s with %2$u tile left",
                                           "you are ready, waiting on %1$s with %2$u tiles left",
                                           n_accepted),
                              list, n_accepted);
    }
  if (shanten == 1)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "you are one tile from ready with %1$u tile that helps",
                                         "you are one tile from ready with %1$u tiles that help",
                                         n_accepted),
                            n_accepted);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "you are %1$d tiles from ready with %2$u tile that helps",
                                       "you are %1$d tiles from ready with %2$u tiles that help",
                                       n_accepted),
                          shanten, n_accepted);
}

static char *
discard_figures_clause (const MjHintDiscard *d)
{
  return figures_clause (d->shanten, d->n_accepted, d->shanten == 0 ? waits_mask (d) : d->accepted);
}

/* "Guizhou rule: 豆" after a refusal's sentence, when the rule is the set's own. */
static char *
reason_sentence (const MjRules *rules,
                 MjRefusal      refusal)
{
  const MjRefusalTerm *entry = mj_rules_find_refusal (rules, refusal);
  const char *sentence = mj_hint_refusal_sentence (refusal);

  if (sentence == NULL)
    return g_strdup ("");
  if (entry && entry->term)
    /* TRANSLATORS: a refusal's sentence, the rule set ("Guizhou"), and
     * the rule's regional name ("豆") */
    return g_strdup_printf (_("%1$s (%2$s rule: %3$s)."), sentence, mj_rules_short_name (rules),
                            mj_term (entry->term));
  /* TRANSLATORS: a refusal's sentence, ended */
  return g_strdup_printf (_("%1$s."), sentence);
}

void
mj_hint_add_sentence (GString    *out,
                      const char *sentence)
{
  g_autofree char *both = NULL;

  if (sentence == NULL || sentence[0] == '\0')
    return;
  if (out->len == 0)
    {
      g_string_append (out, sentence);
      return;
    }
  /* TRANSLATORS: two sentences one after the other (Chinese puts no
   * space between them) */
  both = g_strdup_printf (C_("sentences", "%1$s %2$s"), out->str, sentence);
  g_string_assign (out, both);
}

static char *
action_tile_text (const MjAction *a)
{
  if (a->type == MJ_ACTION_CHOW && a->tile < MJ_FIRST_HONOR)
    {
      MjTile t[3] = { a->tile, (MjTile) (a->tile + 1), (MjTile) (a->tile + 2) };
      return mj_tiles_display (t, 3, TRUE);
    }
  if (a->type == MJ_ACTION_CHOOSE_SUIT)
    return g_strdup_printf ("%c", a->tile <= MJ_SUIT_S ? mj_suit_letter ((MjSuit) a->tile) : '?');
  if (a->type == MJ_ACTION_EXCHANGE)
    return mj_tiles_display (a->tiles, 3, TRUE);
  return g_strdup (a->tile < MJ_N_TILE_KINDS ? mj_tile_display_name (a->tile) : "");
}

/* "You cannot pung 5p." */
static char *
action_refused_sentence (const MjAction *a)
{
  g_autofree char *tile = action_tile_text (a);

  switch (a->type)
    {
    case MJ_ACTION_DISCARD:
      if (a->flags & MJ_ACTION_FLAG_READY)
        return g_strdup_printf (_("You cannot declare ready with %1$s."), tile);
      return g_strdup_printf (_("You cannot discard %1$s now."), tile);
    case MJ_ACTION_WIN:
      if (a->tile == MJ_TILE_NONE)
        return g_strdup (_("You cannot win now."));
      return g_strdup_printf (_("You cannot win on this %1$s."), tile);
    case MJ_ACTION_KONG_CONCEALED:
    case MJ_ACTION_KONG_ADDED:
      return g_strdup_printf (_("You cannot declare a kong of %1$s."), tile);
    case MJ_ACTION_KONG:
      return g_strdup_printf (_("You cannot kong %1$s."), tile);
    case MJ_ACTION_PUNG:
      return g_strdup_printf (_("You cannot pung %1$s."), tile);
    case MJ_ACTION_CHOW:
      return g_strdup_printf (_("You cannot chow %1$s."), tile);
    case MJ_ACTION_PASS:
      return g_strdup (_("You cannot pass now."));
    case MJ_ACTION_CHOOSE_SUIT:
      return g_strdup (_("You cannot choose a missing suit now."));
    case MJ_ACTION_EXCHANGE:
      return g_strdup_printf (_("You cannot pass %1$s."), tile);
    case MJ_ACTION_DECLARE_READY:
      return g_strdup (_("You cannot declare ready now."));
    case MJ_ACTION_NEXT_HAND:
      return g_strdup (_("You cannot deal the next hand now."));
    default:
      return g_strdup (_("You cannot do that now."));
    }
}

char *
mj_hint_why_not (const MjRules  *rules,
                 const MjAction *action,
                 MjRefusal       refusal)
{
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (rules != NULL && action != NULL, NULL);
  g_return_val_if_fail (refusal > MJ_REFUSAL_NONE && refusal < MJ_N_REFUSALS, NULL);

  first = action_refused_sentence (action);
  second = reason_sentence (rules, refusal);
  mj_hint_add_sentence (out, first);
  mj_hint_add_sentence (out, second);
  return g_string_free (out, FALSE);
}

/* "3m would break your only pair" */
static char *
contrast_clause (const MjHintDiscard *best,
                 const MjHintDiscard *alt)
{
  const char *tile = mj_tile_display_name (alt->tile);

  if (alt->refusal != MJ_REFUSAL_NONE)
    return g_strdup_printf (_("%1$s would do better, but the rules do not allow it now"), tile);
  if (alt->shanten > best->shanten)
    switch (alt->breaks)
      {
      case MJ_HINT_BREAKS_ONLY_PAIR:
        return g_strdup_printf (_("%1$s would break your only pair"), tile);
      case MJ_HINT_BREAKS_PAIR:
        return g_strdup_printf (_("%1$s would break a pair"), tile);
      case MJ_HINT_BREAKS_PUNG:
        return g_strdup_printf (_("%1$s would break a pung"), tile);
      default:
        return g_strdup_printf (_("%1$s would take you further from ready"), tile);
      }
  if (alt->n_accepted < best->n_accepted)
    {
      if (alt->shanten == 0)
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%1$s would leave only %2$u winning tile",
                                             "%1$s would leave only %2$u winning tiles",
                                             alt->n_accepted),
                                tile, alt->n_accepted);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%1$s would leave only %2$u tile that helps",
                                           "%1$s would leave only %2$u tiles that help",
                                           alt->n_accepted),
                              tile, alt->n_accepted);
    }
  if (alt->n_discard_wins < best->n_discard_wins)
    return g_strdup_printf (_("%1$s would leave fewer tiles you may win on a discard"), tile);
  if (alt->expected < best->expected)
    return g_strdup_printf (_("%1$s would leave waits worth less"), tile);
  if (alt->shanten < best->shanten || alt->n_accepted > best->n_accepted)
    return g_strdup_printf (_("%1$s would leave the hand without what the rules need"), tile);
  return g_strdup_printf (_("%1$s does just as well"), tile);
}

static const char *
term_of (const MjRules *rules,
         MjRefusal      refusal)
{
  const MjRefusalTerm *e = mj_rules_find_refusal (rules, refusal);
  return e && e->term ? mj_term (e->term) : "";
}

static char *
main_clause (const MjHint *hint)
{
  const MjHintDiscard *d = &hint->candidates[0];
  const char *tile = mj_tile_display_name (d->tile);
  g_autofree char *figures = discard_figures_clause (d);

  switch (hint->reason)
    {
    case MJ_HINT_REASON_MISSING_SUIT:
      return g_strdup_printf (_("Discard %1$s: the tiles of your missing suit go first (%2$s), and then %3$s"),
                              tile, term_of (hint->rules, MJ_REFUSAL_MISSING_SUIT_DISCARD), figures);
    case MJ_HINT_REASON_DECLARE_READY:
      if (mj_rules_find_refusal (hint->rules, MJ_REFUSAL_STANDING_READY))
        return g_strdup_printf (_("Put %1$s face down to declare ready (%2$s): %3$s"),
                                tile, term_of (hint->rules, MJ_REFUSAL_NOT_READY), figures);
      {
        const MjPatternName *p = mj_rules_pattern_name (hint->rules, "diting");
        return g_strdup_printf (_("Discard %1$s and declare ready (%2$s): %3$s"),
                                tile, p ? mj_term (p->chinese) : term_of (hint->rules, MJ_REFUSAL_READY_LOCKED), figures);
      }
    case MJ_HINT_REASON_LOCKED:
      return g_strdup_printf (_("Discard %1$s: after declaring ready you discard the tile you draw (%2$s)"),
                              tile, term_of (hint->rules, MJ_REFUSAL_DRAWN_TILE_ONLY));
    default:
      return g_strdup_printf (_("Discard %1$s: %2$s"), tile, figures);
    }
}

/* What the best wait of a ready hand is worth, and why a discard would
 * not do. */
static void
value_sentences (const MjHint        *hint,
                 const MjHintDiscard *d,
                 GString             *out)
{
  const MjHintWait *best = NULL;
  const char *unit = mj_hint_unit_name (hint->rules);

  for (guint i = 0; i < d->n_waits; i++)
    if (best == NULL || d->waits[i].self_drawn.gain > best->self_drawn.gain)
      best = &d->waits[i];
  if (best == NULL)
    return;

  if (best->self_drawn.refusal == MJ_REFUSAL_NONE && best->discard.refusal == MJ_REFUSAL_NONE)
    {
      g_autofree char *s = g_strdup_printf (_("A win on %1$s is worth %2$d %3$s self-drawn and %4$d %3$s on a discard."),
                                            mj_tile_display_name (best->tile), best->self_drawn.value, unit,
                                            best->discard.value);
      mj_hint_add_sentence (out, s);
    }
  else if (best->self_drawn.refusal == MJ_REFUSAL_NONE)
    {
      g_autofree char *s = g_strdup_printf (_("A win on %1$s is worth %2$d %3$s, but only by self-draw."),
                                            mj_tile_display_name (best->tile), best->self_drawn.value, unit);
      g_autofree char *why = reason_sentence (hint->rules, best->discard.refusal);
      mj_hint_add_sentence (out, s);
      mj_hint_add_sentence (out, why);
    }
  else
    {
      g_autofree char *s = g_strdup_printf (_("You could not win on %1$s yet."), mj_tile_display_name (best->tile));
      g_autofree char *why = reason_sentence (hint->rules, best->self_drawn.refusal);
      mj_hint_add_sentence (out, s);
      mj_hint_add_sentence (out, why);
    }
}

static void
turn_sentence (const MjHint *hint,
               GString      *out)
{
  const char *unit = mj_hint_unit_name (hint->rules);

  if (hint->recommended.type == MJ_ACTION_WIN)
    {
      g_autofree char *s = g_strdup_printf (_("Win with %1$s: it is worth %2$d %3$s, and you collect %4$d."),
                                            mj_tile_display_name (hint->recommended.tile), hint->win.value, unit,
                                            hint->win.gain);
      mj_hint_add_sentence (out, s);
      return;
    }
  if (hint->claim >= 0)
    {
      g_autofree char *s = mj_hint_claim_sentence (hint, (guint) hint->claim);
      g_autofree char *ended = g_strdup_printf (_("%1$s."), s);
      mj_hint_add_sentence (out, ended);
      return;
    }
  if (hint->n_candidates == 0)
    return;

  {
    const MjHintDiscard *d = &hint->candidates[0];
    g_autofree char *main = main_clause (hint);
    g_autofree char *first = NULL;

    if (hint->contrast >= 0)
      {
        g_autofree char *contrast = contrast_clause (d, &hint->candidates[hint->contrast]);
        /* TRANSLATORS: the advice, then what another choice would do */
        first = g_strdup_printf (_("%1$s; %2$s."), main, contrast);
      }
    else
      first = g_strdup_printf (_("%1$s."), main);
    mj_hint_add_sentence (out, first);

    if (hint->contrast >= 0 && hint->candidates[hint->contrast].refusal != MJ_REFUSAL_NONE)
      {
        g_autofree char *why = reason_sentence (hint->rules, hint->candidates[hint->contrast].refusal);
        mj_hint_add_sentence (out, why);
      }
    if (d->shanten == 0 && hint->reason != MJ_HINT_REASON_LOCKED)
      value_sentences (hint, d, out);
    /* a shape that waits is not yet a hand that may win */
    if (d->shanten == 0 && !d->declare_ready &&
        mj_rules_find_refusal (hint->rules, MJ_REFUSAL_STANDING_READY) &&
        hint->reason != MJ_HINT_REASON_LOCKED)
      {
        g_autofree char *s = g_strdup_printf (_("Only a declared hand may win, and you declare by putting a standing tile face down (%1$s): keep one you can put down."),
                                              term_of (hint->rules, MJ_REFUSAL_NOT_READY));
        mj_hint_add_sentence (out, s);
      }
  }
}

static char *
claim_noun (const MjAction *a)
{
  g_autofree char *tile = action_tile_text (a);

  switch (a->type)
    {
    case MJ_ACTION_PUNG:
      return g_strdup_printf (_("a pung of %1$s"), tile);
    case MJ_ACTION_CHOW:
      return g_strdup_printf (_("a chow of %1$s"), tile);
    default:
      return g_strdup_printf (_("a kong of %1$s"), tile);
    }
}

static void
claims_sentence (const MjHint *hint,
                 GString      *out)
{
  if (hint->claim >= 0)
    {
      g_autofree char *s = mj_hint_claim_sentence (hint, (guint) hint->claim);
      g_autofree char *ended = g_strdup_printf (_("%1$s."), s);
      mj_hint_add_sentence (out, ended);
    }
  else
    {
      g_autofree char *figures = figures_clause (hint->pass_shanten, hint->pass_accepted, 0);
      const MjHintClaim *closest = NULL;
      g_autofree char *s = NULL;

      for (guint i = 0; i < hint->n_claims; i++)
        if (hint->claims[i].refusal == MJ_REFUSAL_NONE && hint->claims[i].action.type != MJ_ACTION_WIN &&
            (closest == NULL || hint->claims[i].shanten < closest->shanten))
          closest = &hint->claims[i];

      if (hint->pass_shanten == 0)
        {
          g_free (figures);
          figures = g_strdup (_("your hand stays ready"));
        }
      /* (a kong that keeps the hand as close to ready "helps" the advice,
       * for its extra draw, but brings the hand no closer) */
      if (closest && closest->helps && closest->shanten < hint->pass_shanten && closest->concealed_lost)
        {
          g_autofree char *noun = claim_noun (&closest->action);
          const MjPatternName *p = mj_rules_pattern_name (hint->rules, closest->concealed_lost);
          s = g_strdup_printf (_("Pass: %1$s would bring you closer to ready, but your hand would no longer be concealed (%2$s lost); %3$s."),
                               noun, p ? mj_term (p->chinese) : closest->concealed_lost, figures);
        }
      else if (closest && closest->helps && closest->shanten < hint->pass_shanten)
        {
          g_autofree char *noun = claim_noun (&closest->action);
          s = g_strdup_printf (_("Pass: %1$s would bring you closer to ready, but it would cost your hand more than it gives; %2$s."),
                               noun, figures);
        }
      else if (closest)
        {
          g_autofree char *noun = claim_noun (&closest->action);
          s = g_strdup_printf (_("Pass: %1$s would not bring you closer to ready; %2$s."), noun, figures);
        }
      else
        s = g_strdup_printf (_("Pass: %1$s."), figures);
      mj_hint_add_sentence (out, s);
    }

  /* a win the rules block, said whatever the advice */
  for (guint i = 0; i < hint->n_claims; i++)
    if (hint->claims[i].action.type == MJ_ACTION_WIN && hint->claims[i].refusal != MJ_REFUSAL_NONE)
      {
        g_autofree char *why = mj_hint_why_not (hint->rules, &hint->claims[i].action, hint->claims[i].refusal);
        mj_hint_add_sentence (out, why);
      }
}

const char *
mj_hint_suit_words (guint suit)
{
  switch (suit)
    {
    /* (in words alone: "bamboo (s)" put the notation's letter before a
     * player) */
    case MJ_SUIT_M:
      return C_("suit in a sentence", "characters");
    case MJ_SUIT_P:
      return C_("suit in a sentence", "dots");
    default:
      return C_("suit in a sentence", "bamboo");
    }
}

char *
mj_hint_sentence (const MjHint *hint)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (hint != NULL, NULL);

  switch (hint->kind)
    {
    case MJ_HINT_TURN:
      turn_sentence (hint, out);
      break;

    case MJ_HINT_CLAIM:
      claims_sentence (hint, out);
      break;

    case MJ_HINT_SUIT:
      if (hint->missing_suit >= 0)
        {
          const MjHintSuit *x = &hint->suits[hint->missing_suit];
          g_autofree char *figures = figures_clause (x->shanten, x->n_accepted, 0);
          g_autofree char *s = g_strdup_printf (_("Choose %1$s as your missing suit (%2$s): you hold %3$u of them, and without them %4$s."),
                                                mj_hint_suit_words (hint->missing_suit),
                                                term_of (hint->rules, MJ_REFUSAL_MISSING_SUIT_DISCARD),
                                                (guint) x->held, figures);
          mj_hint_add_sentence (out, s);
        }
      break;

    case MJ_HINT_EXCHANGE:
      if (hint->missing_suit >= 0)
        {
          g_autofree char *tiles = action_tile_text (&hint->recommended);
          g_autofree char *s = g_strdup_printf (_("Pass %1$s (%2$s): %3$s is the suit you need least, and the one to declare missing."),
                                                tiles, term_of (hint->rules, MJ_REFUSAL_EXCHANGE_SUIT),
                                                mj_hint_suit_words (hint->missing_suit));
          mj_hint_add_sentence (out, s);
        }
      break;

    case MJ_HINT_PRE_DRAW:
      {
        const MjHintDiscard *d = &hint->candidates[0];
        const MjPatternName *p = mj_rules_pattern_name (hint->rules, "tianting");
        if (hint->recommended.type == MJ_ACTION_DECLARE_READY)
          {
            g_autofree char *figures = discard_figures_clause (d);
            g_autofree char *s = g_strdup_printf (_("Declare ready now (%1$s): it adds to the value of any win, and %2$s; your hand is then locked."),
                                                  p ? mj_term (p->chinese) : "", figures);
            mj_hint_add_sentence (out, s);
          }
        else
          mj_hint_add_sentence (out, _("Pass: your dealt tiles are not ready."));
      }
      break;

    default:
      break;
    }
  return g_string_free (out, FALSE);
}

char *
mj_hint_candidate_sentence (const MjHint *hint,
                            guint         index)
{
  const MjHintDiscard *d;
  g_autofree char *tile = NULL;

  g_return_val_if_fail (hint != NULL && index < hint->n_candidates, NULL);
  d = &hint->candidates[index];
  tile = d->declare_ready
         /* TRANSLATORS: a discard that declares ready, as in "8s, declaring ready" */
         ? g_strdup_printf (_("%1$s, declaring ready"), mj_tile_display_name (d->tile))
         : g_strdup (d->tile == MJ_TILE_NONE ? "" : mj_tile_display_name (d->tile));

  if (d->refusal != MJ_REFUSAL_NONE)
    {
      const MjRefusalTerm *e = mj_rules_find_refusal (hint->rules, d->refusal);
      if (e && e->term)
        return g_strdup_printf (_("%1$s: not allowed (%2$s)"), tile, mj_term (e->term));
      return g_strdup_printf (_("%1$s: not allowed now"), tile);
    }
  if (d->shanten == 0)
    {
      g_autofree char *list = tile_list (waits_mask (d));
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s: ready on %2$s, %3$u tile left",
                                           "%1$s: ready on %2$s, %3$u tiles left", d->n_accepted),
                              tile, list, d->n_accepted);
    }
  if (d->shanten == 1)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s: one tile from ready, %2$u tile helps",
                                         "%1$s: one tile from ready, %2$u tiles help", d->n_accepted),
                            tile, d->n_accepted);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$s: %2$d tiles from ready, %3$u tile helps",
                                       "%1$s: %2$d tiles from ready, %3$u tiles help", d->n_accepted),
                          tile, d->shanten, d->n_accepted);
}

char *
mj_hint_claim_sentence (const MjHint *hint,
                        guint         index)
{
  const MjHintClaim *k;
  g_autofree char *tile = NULL;
  g_autofree char *verb = NULL;
  g_autofree char *figures = NULL;
  g_autofree char *clause = NULL;
  const char *unit;

  g_return_val_if_fail (hint != NULL && index < hint->n_claims, NULL);
  k = &hint->claims[index];
  unit = mj_hint_unit_name (hint->rules);
  tile = action_tile_text (&k->action);

  if (k->action.type == MJ_ACTION_WIN)
    {
      if (k->refusal != MJ_REFUSAL_NONE)
        return mj_hint_why_not (hint->rules, &k->action, k->refusal);
      return g_strdup_printf (_("Win on %1$s: it is worth %2$d %3$s, and you collect %4$d"),
                              tile, k->win.value, unit, k->win.gain);
    }

  switch (k->action.type)
    {
    case MJ_ACTION_PUNG:
      verb = g_strdup_printf (_("Pung %1$s"), tile);
      break;
    case MJ_ACTION_CHOW:
      verb = g_strdup_printf (_("Chow %1$s"), tile);
      break;
    case MJ_ACTION_KONG:
      verb = g_strdup_printf (_("Kong %1$s"), tile);
      break;
    default:
      verb = g_strdup_printf (_("Declare a kong of %1$s"), tile);
      break;
    }
  if (k->refusal != MJ_REFUSAL_NONE)
    {
      const MjRefusalTerm *e = mj_rules_find_refusal (hint->rules, k->refusal);
      if (e && e->term)
        return g_strdup_printf (_("%1$s: not allowed (%2$s)"), verb, mj_term (e->term));
      return g_strdup_printf (_("%1$s: not allowed now"), verb);
    }

  figures = k->shanten > 20 ? g_strdup (_("no discard would be left to you"))
                            : figures_clause (k->shanten, k->n_accepted, 0);
  if (k->shanten == 0)
    {
      g_free (figures);
      figures = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "you are ready with %1$u tile left",
                                              "you are ready with %1$u tiles left", k->n_accepted),
                                 k->n_accepted);
    }
  if (k->then_discard != MJ_TILE_NONE)
    /* TRANSLATORS: "Pung 5p", the discard after it, and where that leaves the hand */
    clause = g_strdup_printf (_("%1$s and discard %2$s: %3$s"), verb, mj_tile_display_name (k->then_discard), figures);
  else
    clause = g_strdup_printf (_("%1$s: %2$s"), verb, figures);

  if (k->concealed_lost)
    {
      const MjPatternName *p = mj_rules_pattern_name (hint->rules, k->concealed_lost);
      char *more = g_strdup_printf (_("%1$s, but your hand is no longer concealed (%2$s lost)"),
                                    clause, p ? mj_term (p->chinese) : k->concealed_lost);
      g_free (clause);
      clause = more;
    }
  if (k->opens_discard_wins)
    {
      char *more = g_strdup_printf (_("%1$s, and a kong lets your plain hand win on a discard (%2$s)"),
                                    clause, term_of (hint->rules, MJ_REFUSAL_PLAIN_NEEDS_KONG));
      g_free (clause);
      clause = more;
    }
  return g_steal_pointer (&clause);
}

/* ---- the review ------------------------------------------------------------------------- */

char *
mj_hint_review_sentence (const MjHint   *hint,
                         const MjAction *action)
{
  int i = mj_hint_find_discard (hint, action);
  g_autofree char *contrast = NULL;

  if (i <= 0 || mj_hint_discard_loss (hint, action) == 0)
    return NULL;
  contrast = contrast_clause (&hint->candidates[0], &hint->candidates[i]);
  return g_strdup_printf (_("%1$s was better than %2$s: %3$s."),
                          mj_tile_display_name (hint->candidates[0].tile),
                          mj_tile_display_name (hint->candidates[i].tile), contrast);
}
