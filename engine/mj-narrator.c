/* mj-narrator.c: see mj-narrator.h.  Each sentence is written twice, for
 * someone named and for "you", because languages agree the verb with its
 * subject ("Li Wei discards", "You discard"): a translation is free to
 * word each as it must. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-narrator.h"
#include "mj-tile.h"

const char *
mj_narrator_name (const MjNarrator *n,
                  guint             seat)
{
  if (seat < MJ_N_SEATS && n->names[seat] && n->names[seat][0])
    return n->names[seat];
  /* nameless: the seat's wind */
  return mj_tile_display_name (MJ_FIRST_HONOR + (seat < MJ_N_SEATS ? seat : 0));
}

gboolean
mj_narrator_is_you (const MjNarrator *n,
                    guint             seat)
{
  return seat < MJ_N_SEATS && seat == n->you;
}

#define who mj_narrator_name
#define is_you mj_narrator_is_you

char *
mj_narrator_join (const char * const *items,
                  guint               n_items)
{
  g_autoptr (GString) head = g_string_new (NULL);

  if (n_items == 0)
    return g_strdup ("");
  if (n_items == 1)
    return g_strdup (items[0]);
  for (guint i = 0; i + 1 < n_items; i++)
    {
      if (i)
        /* Translators: between the items of a list but the last two, "a, b and c" */
        g_string_append (head, C_("in a list", ", "));
      g_string_append (head, items[i]);
    }
  /* Translators: the last two items of a list, "Li Wei and Wang Fang",
   * "Li Wei, Wang Fang and you" */
  return g_strdup_printf (_("%s and %s"), head->str, items[n_items - 1]);
}

char *
mj_narrator_list (const MjNarrator *n,
                  guint             seats)
{
  const char *names[MJ_N_SEATS];
  guint k = 0;

  for (guint i = 0; i < MJ_N_SEATS; i++)
    if (seats & (1u << i))
      /* Translators: the person at the screen in a list of players,
       * "Li Wei, Wang Fang and you" */
      names[k++] = is_you (n, i) ? C_("in a list", "you") : who (n, i);
  return mj_narrator_join (names, k);
}

char *
mj_meld_display_name (const MjMeld *meld,
                      const char   *from_name)
{
  const char *tile = meld->tile != MJ_TILE_NONE ? mj_tile_display_name (meld->tile) : NULL;
  g_autofree char *what = NULL;

  switch (meld->type)
    {
    case MJ_MELD_CHOW:
      /* Translators: e.g. "chow 3 of dots to 5 of dots" */
      what = g_strdup_printf (_("chow %s to %s"), tile, mj_tile_display_name (meld->tile + 2));
      break;
    case MJ_MELD_PUNG:
      /* Translators: e.g. "pung of East wind" */
      what = g_strdup_printf (_("pung of %s"), tile);
      break;
    case MJ_MELD_KONG_CONCEALED:
      if (tile == NULL)
        return g_strdup (_("concealed kong, face down"));
      what = g_strdup_printf (_("concealed kong of %s"), tile);
      break;
    default:
      what = g_strdup_printf (_("kong of %s"), tile);
    }
  if (from_name && from_name[0])
    /* Translators: e.g. "pung of East wind, claimed from Li Wei" */
    return g_strdup_printf (_("%s, claimed from %s"), what, from_name);
  return g_steal_pointer (&what);
}

char *
mj_value_display (const MjRules *rules,
                  int            value)
{
  gulong n = (gulong) ABS (value);

  /* Translators: a hand's value in the rule set's unit (台, 分, 番) */
  if (strcmp (rules->unit, "tai") == 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d tai", "%d tai", n), value);
  if (strcmp (rules->unit, "points") == 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d point", "%d points", n), value);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d fan", "%d fan", n), value);
}

char *
mj_narrate_deal (const MjNarrator *n,
                 const MjState    *s)
{
  g_autoptr (GString) dice = g_string_new (NULL);

  for (guint i = 0; i < s->n_dice; i++)
    g_string_append_printf (dice, i ? " + %u" : "%u", s->dice[i]);
  if (s->n_dice == 0)
    return is_you (n, s->dealer) ? g_strdup (_("You deal."))
                                 : g_strdup_printf (_("%s deals."), who (n, s->dealer));
  if (is_you (n, s->dealer))
    /* Translators: "You deal; the dice show 3 + 5." */
    return g_strdup_printf (_("You deal; the dice show %s."), dice->str);
  /* Translators: "Li Wei deals; the dice show 3 + 5." */
  return g_strdup_printf (_("%s deals; the dice show %s."), who (n, s->dealer), dice->str);
}

/* One sentence of an action, for a named player or for "you": the
 * format takes the player's name first when named, and the same
 * arguments after it either way. */
#define SAY(named, you, ...) \
  (is_you (n, a->seat) ? g_strdup_printf (you, __VA_ARGS__) \
                       : g_strdup_printf (named, who (n, a->seat), __VA_ARGS__))
#define SAY0(named, you) \
  (is_you (n, a->seat) ? g_strdup (you) : g_strdup_printf (named, who (n, a->seat)))

char *
mj_narrate_action (const MjNarrator *n,
                   const MjState    *s,
                   const MjAction   *a,
                   MjTile           *tile)
{
  gboolean claim = s->phase == MJ_PHASE_CLAIM || s->phase == MJ_PHASE_ROB;
  MjTile t = a->tile;

  *tile = MJ_TILE_NONE;
  switch (a->type)
    {
    case MJ_ACTION_DISCARD:
      *tile = t;
      if (a->flags & MJ_ACTION_FLAG_READY)
        return SAY (_("%s discards %s and declares ready"), _("You discard %s and declare ready"),
                    mj_tile_display_name (t));
      return SAY (_("%s discards %s"), _("You discard %s"), mj_tile_display_name (t));
    case MJ_ACTION_WIN:
      if (claim)
        {
          *tile = s->claim_tile;
          return SAY (_("%s claims %s for a win"), _("You claim %s for a win"),
                      mj_tile_display_name (s->claim_tile));
        }
      /* a self-draw: the tile drawn is the one won on */
      if (a->seat < MJ_N_SEATS && mj_tile_is_valid (s->players[a->seat].drawn))
        *tile = s->players[a->seat].drawn;
      return SAY0 (_("%s declares a win"), _("You declare a win"));
    case MJ_ACTION_KONG_CONCEALED:
      *tile = t;
      return SAY (_("%s declares a concealed kong of %s"), _("You declare a concealed kong of %s"),
                  mj_tile_display_name (t));
    case MJ_ACTION_KONG_ADDED:
      *tile = t;
      return SAY (_("%s adds %s to a pung"), _("You add %s to a pung"), mj_tile_display_name (t));
    case MJ_ACTION_KONG:
      *tile = s->claim_tile;
      return SAY (_("%s claims %s for a kong"), _("You claim %s for a kong"),
                  mj_tile_display_name (s->claim_tile));
    case MJ_ACTION_PUNG:
      *tile = s->claim_tile;
      return SAY (_("%s claims %s for a pung"), _("You claim %s for a pung"),
                  mj_tile_display_name (s->claim_tile));
    case MJ_ACTION_CHOW:
      {
        MjTile run[3] = { t, (MjTile) (t + 1), (MjTile) (t + 2) };
        g_autofree char *chow = mj_tile_is_suited (t) && mj_tile_rank (t) <= 7
                                ? mj_tiles_display (run, 3, FALSE) : g_strdup (mj_tile_display_name (MJ_TILE_NONE));
        *tile = s->claim_tile;
        /* Translators: "Li Wei claims 4 of dots for the chow 3 of dots, 4 of dots, 5 of dots" */
        return SAY (_("%s claims %s for the chow %s"), _("You claim %s for the chow %s"),
                    mj_tile_display_name (s->claim_tile), chow);
      }
    case MJ_ACTION_PASS:
      if (claim)
        {
          *tile = s->claim_tile;
          return SAY (_("%s lets %s go"), _("You let %s go"), mj_tile_display_name (s->claim_tile));
        }
      return SAY0 (_("%s passes"), _("You pass"));
    case MJ_ACTION_CHOOSE_SUIT:
      return SAY (_("%s chooses %s as the missing suit"), _("You choose %s as the missing suit"),
                  mj_suit_display_name ((MjSuit) t));
    case MJ_ACTION_EXCHANGE:
      {
        g_autofree char *three = mj_tiles_display (a->tiles, 3, TRUE);
        return SAY (_("%s passes %s on for the exchange"), _("You pass %s on for the exchange"), three);
      }
    case MJ_ACTION_DECLARE_READY:
      return SAY0 (_("%s declares ready on the dealt tiles"), _("You declare ready on the dealt tiles"));
    case MJ_ACTION_NEXT_HAND:
      return g_strdup_printf (_("Hand %u is dealt"), s->hand_number + 1);
    default:
      return g_strdup (_("Nothing happens"));
    }
}

#undef SAY
#undef SAY0

/* The same for what the game did: `seat` is the subject. */
#define TELL(named, you, ...) \
  (is_you (n, seat) ? g_strdup_printf (you, __VA_ARGS__) \
                    : g_strdup_printf (named, who (n, seat), __VA_ARGS__))

char *
mj_narrate_draw (const MjNarrator *n,
                 guint             seat,
                 MjTile            tile,
                 gboolean          replacement)
{
  if (replacement)
    return TELL (_("%s draws %s as a replacement."), _("You draw %s as a replacement."),
                 mj_tile_display_name (tile));
  return TELL (_("%s draws %s."), _("You draw %s."), mj_tile_display_name (tile));
}

char *
mj_narrate_flower (const MjNarrator *n,
                   guint             seat,
                   MjTile            tile)
{
  return TELL (_("%s sets the flower %s aside."), _("You set the flower %s aside."), mj_tile_display_name (tile));
}

char *
mj_narrate_discard (const MjNarrator *n,
                    guint             seat,
                    MjTile            tile,
                    gboolean          face_down)
{
  if (face_down && !mj_tile_is_valid (tile))
    /* Translators: Lisi's ready declaration: a standing tile put face down */
    return is_you (n, seat) ? g_strdup (_("You declare ready and lay a tile face down."))
                            : g_strdup_printf (_("%s declares ready and lays a tile face down."), who (n, seat));
  if (face_down)
    return TELL (_("%s discards %s face down."), _("You discard %s face down."), mj_tile_display_name (tile));
  return TELL (_("%s discards %s."), _("You discard %s."), mj_tile_display_name (tile));
}

char *
mj_narrate_meld (const MjNarrator *n,
                 const MjState    *s,
                 guint             seat,
                 guint             index,
                 gboolean          hide_concealed)
{
  MjMeld meld;
  g_autofree char *name = NULL;

  g_return_val_if_fail (seat < MJ_N_SEATS && index < s->players[seat].hand.n_melds, NULL);
  meld = s->players[seat].hand.melds[index];
  if (hide_concealed && meld.type == MJ_MELD_KONG_CONCEALED)
    meld.tile = MJ_TILE_NONE;
  name = mj_meld_display_name (&meld, NULL);
  if (meld.from < MJ_N_SEATS && meld.type != MJ_MELD_KONG_CONCEALED)
    {
      if (is_you (n, meld.from))
        /* Translators: "Li Wei melds pung of 5 of dots, claimed from you." */
        return g_strdup_printf (_("%s melds %s, claimed from you."), who (n, seat), name);
      /* Translators: "You meld pung of 5 of dots, claimed from Li Wei." */
      return TELL (_("%s melds %s, claimed from %s."), _("You meld %s, claimed from %s."), name, who (n, meld.from));
    }
  /* Translators: "Li Wei melds concealed kong of 5 of dots." */
  return TELL (_("%s melds %s."), _("You meld %s."), name);
}

char *
mj_narrate_robbed (const MjNarrator *n,
                   guint             seat,
                   MjTile            tile)
{
  if (is_you (n, seat))
    /* Translators: "Your kong of 5 of dots is robbed." */
    return g_strdup_printf (_("Your kong of %s is robbed."), mj_tile_display_name (tile));
  /* Translators: "The kong of 5 of dots by Li Wei is robbed." */
  return g_strdup_printf (_("The kong of %s by %s is robbed."), mj_tile_display_name (tile), who (n, seat));
}

char *
mj_narrate_ready (const MjNarrator *n,
                  guint             seat)
{
  return is_you (n, seat) ? g_strdup (_("You are ready.")) : g_strdup_printf (_("%s is ready."), who (n, seat));
}

char *
mj_narrate_win (const MjNarrator *n,
                const MjState    *s,
                guint             index)
{
  const MjWin *w;
  g_autofree char *value = NULL;
  guint seat, from;

  g_return_val_if_fail (index < s->n_wins, NULL);
  w = &s->wins[index];
  seat = w->ctx.seat;
  from = w->ctx.from;
  value = mj_value_display (s->rules, w->score.value);
  if (w->ctx.robbing_kong && from < MJ_N_SEATS)
    {
      if (is_you (n, from))
        /* Translators: "Li Wei wins robbing your kong: 6 fan." */
        return g_strdup_printf (_("%s wins robbing your kong: %s."), who (n, seat), value);
      /* Translators: "Li Wei wins robbing Zhang Min’s kong: 6 fan." */
      return TELL (_("%s wins robbing %s’s kong: %s."), _("You win robbing %s’s kong: %s."), who (n, from), value);
    }
  if (w->ctx.self_drawn)
    return TELL (_("%s wins by self-draw: %s."), _("You win by self-draw: %s."), value);
  if (from < MJ_N_SEATS && w->ctx.win_tile != MJ_TILE_NONE)
    {
      if (is_you (n, from))
        /* Translators: "Li Wei wins on your discard: 3 fan." */
        return g_strdup_printf (_("%s wins on your discard: %s."), who (n, seat), value);
      return TELL (_("%s wins on %s’s discard: %s."), _("You win on %s’s discard: %s."), who (n, from), value);
    }
  return TELL (_("%s wins: %s."), _("You win: %s."), value);
}

#undef TELL

char *
mj_narrate_exchange (const MjNarrator *n,
                     const MjView     *v)
{
  guint seat = v->seat;
  guint to = (seat + v->exchange_shift) % MJ_N_SEATS;
  guint from = (seat + MJ_N_SEATS - v->exchange_shift) % MJ_N_SEATS;
  g_autofree char *given = NULL;
  g_autofree char *received = NULL;

  g_return_val_if_fail (v->exchange_shift > 0, NULL);
  given = mj_tiles_display (v->exchange_given, 3, TRUE);
  received = mj_tiles_display (v->exchange_received, 3, TRUE);
  if (is_you (n, seat))
    /* Translators: Sichuan's exchange (换三张), e.g. "You pass to Li Wei: 1 of dots, 4 of
     * dots, 9 of dots. You receive from Wang Fang: 2 of bamboo, 3 of bamboo, 8 of bamboo." */
    return g_strdup_printf (_("You pass to %s: %s. You receive from %s: %s."), who (n, to), given,
                            who (n, from), received);
  /* Translators: the same, of another player: "Li Wei passes to Zhang Min: …. Li Wei receives from Wang Fang: …" */
  return g_strdup_printf (_("%s passes to %s: %s. %s receives from %s: %s."), who (n, seat), who (n, to), given,
                          who (n, seat), who (n, from), received);
}

char *
mj_narrate_hand_end (const MjNarrator *n,
                     const MjState    *s)
{
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GString) results = g_string_new (NULL);

  if (s->n_wins == 0)
    {
      g_string_append (text, _("The wall is exhausted."));
      g_string_append_c (text, ' ');
    }
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      if (results->len)
        /* Translators: between the results of the players, "Li Wei +8, Zhang Min -8" */
        g_string_append (results, C_("results", ", "));
      if (is_you (n, i))
        /* Translators: your result of a hand, in the list of everyone's: "you +8" */
        g_string_append_printf (results, _("you %+d"), s->hand_delta[i]);
      else
        /* Translators: one player's result of a hand: "Li Wei +8" */
        g_string_append_printf (results, _("%s %+d"), who (n, i), s->hand_delta[i]);
    }
  /* Translators: the results of a hand: "The hand is over: Li Wei +8, Zhang Min -8, …" */
  g_string_append_printf (text, _("The hand is over: %s."), results->str);
  return g_strdup (text->str);
}
