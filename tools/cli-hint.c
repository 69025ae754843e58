/* cli-hint.c: `sparrow-cli hint`, the advice of engine/mj-hint.c for one
 * hand written in the notation: the discard to make (or the claim to take,
 * with --claim), the figures of every candidate, and the sentence, as text
 * or JSON. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "cli.h"
#include "mj-hint.h"
#include "mj-view.h"

/* Keys of a position rather than of a win: taken out before the README's
 * keys are read. */
typedef struct {
  char   *standing;     /* Lisi: the standing tiles */
  char   *drawn;        /* the tile just drawn */
} HintKeys;

static char **
take_hint_keys (char     **keys,
                HintKeys  *out)
{
  GPtrArray *rest = g_ptr_array_new ();

  for (guint i = 0; keys && keys[i]; i++)
    {
      if (g_str_has_prefix (keys[i], "standing="))
        out->standing = keys[i] + strlen ("standing=");
      else if (g_str_has_prefix (keys[i], "drawn="))
        out->drawn = keys[i] + strlen ("drawn=");
      else
        g_ptr_array_add (rest, keys[i]);
    }
  g_ptr_array_add (rest, NULL);
  return (char **) g_ptr_array_free (rest, FALSE);
}

static gboolean
see_tile (MjView      *view,
          MjTile       t,
          GError     **error)
{
  if (t >= MJ_N_KINDS)
    return TRUE;
  if (!mj_tileset_has_kind (view->rules->tileset, t))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   mj_tile_is_honor (t) ? _("%1$s: the %2$s tiles have no honours")
                   : _("%1$s: the %2$s tiles have no such tile"), mj_tile_to_string (t), view->rules->id);
      return FALSE;
    }
  if (++view->seen[t] > 4)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("more than four %s between the hand, the melds, --seen and --claim"), mj_tile_to_string (t));
      return FALSE;
    }
  return TRUE;
}

/* The seat's view of a position described on the command line: its hand,
 * the tiles it has seen, and the context keys; others' hands are unknown. */
static gboolean
build_view (const MjRules      *rules,
            const MjOptions    *options,
            const MjNotation   *notation,
            const MjHand       *hand,
            const MjWinContext *ctx,
            const HintKeys     *hk,
            const char         *seen,
            MjTile              claim,
            MjView             *view,
            GError            **error)
{
  guint total = hand->n_tiles + 3u * hand->n_melds;
  guint seat = ctx->seat;

  memset (view, 0, sizeof *view);
  view->rules = rules;
  view->options = *options;
  view->features = mj_rules_features (rules, options);
  view->seat = (guint8) seat;
  view->dealer = ctx->dealer;
  view->dealer_streak = ctx->dealer_streak;
  view->round_wind = ctx->round_wind;
  view->hand_number = 1;
  view->wall_size = mj_tileset_size (rules->tileset);
  /* a middle of the hand, or its end */
  view->wall_remaining = ctx->last_tile ? 0 : 60;
  view->last_drawn = ctx->last_tile;
  view->n_dice = 2;
  view->drawn = MJ_TILE_NONE;
  view->claim_tile = MJ_TILE_NONE;
  view->flipped = ctx->flipped;
  view->hand = *hand;
  /* the first go-round is over unless first-turn says otherwise */
  view->any_claim = !ctx->first_turn;
  for (guint i = 0; i < hand->n_melds; i++)
    {
      if (hand->melds[i].type != MJ_MELD_KONG_CONCEALED)
        view->any_claim = TRUE;
      view->n_kongs += mj_meld_is_kong (&hand->melds[i]);
    }

  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      MjViewPlayer *p = &view->players[i];
      p->seat_wind = (guint8) mj_seat_distance (ctx->dealer, i);
      p->missing_suit = -1;
      p->finished = (ctx->finished >> i) & 1;
      p->n_concealed = (guint8) rules->hand_size;
    }
  view->players[seat].seat_wind = ctx->seat_wind;
  view->players[seat].flowers = ctx->flowers;
  view->players[seat].missing_suit = ctx->missing_suit;
  view->players[seat].ready = ctx->ready;
  view->players[seat].n_melds = hand->n_melds;
  memcpy (view->players[seat].melds, hand->melds, sizeof hand->melds);
  view->players[seat].n_concealed = hand->n_tiles;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    for (guint c = 0; c < mj_hand_count_all (hand, t); c++)
      if (!see_tile (view, t, error))
        return FALSE;
  if (seen)
    {
      MjTile tiles[MJ_NOTATION_MAX_TILES];
      guint n = 0;
      if (!mj_notation_parse_tiles (seen, tiles, G_N_ELEMENTS (tiles), &n, error))
        {
          g_prefix_error (error, "--seen: ");
          return FALSE;
        }
      for (guint i = 0; i < n; i++)
        if (!see_tile (view, tiles[i], error))
          return FALSE;
    }

  /* Lisi: the standing tiles are named, or the first four written */
  if (view->features & MJ_FEATURE_STANDING_TILES)
    {
      guint8 left[MJ_N_KINDS];
      memcpy (left, hand->counts, sizeof left);
      if (hk->standing)
        {
          MjTile tiles[MJ_NOTATION_MAX_TILES];
          guint n = 0;
          if (!mj_notation_parse_tiles (hk->standing, tiles, G_N_ELEMENTS (tiles), &n, error))
            {
              g_prefix_error (error, "--context standing: ");
              return FALSE;
            }
          for (guint i = 0; i < n; i++)
            {
              if (tiles[i] >= MJ_N_KINDS || left[tiles[i]] == 0)
                {
                  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                               _("--context standing: %s is not among the concealed tiles"),
                               mj_tile_to_string (tiles[i]));
                  return FALSE;
                }
              left[tiles[i]]--;
              view->standing[tiles[i]]++;
            }
        }
      else if (view->players[seat].ready == MJ_READY_NONE)
        for (guint i = 0; i < notation->n_tiles && i < 4; i++)
          view->standing[notation->tiles[i]]++;
    }

  if (claim == MJ_TILE_NONE)
    {
      if (total != rules->hand_size + 1)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("the hand holds %u tiles (melds count three): on a turn a %s hand holds %u, "
                         "the drawn tile included; or give a discard to claim with --claim TILE"),
                       total, rules->id, rules->hand_size + 1);
          return FALSE;
        }
      view->phase = MJ_PHASE_TURN;
      view->turn = (guint8) seat;
      view->pending = (guint8) (1u << seat);
      view->after_kong = ctx->after_kong;
      view->after_flower = ctx->after_flower;
      view->kong_feeder = ctx->kong_feeder;
      /* the drawn tile: named, or the last concealed tile written */
      if (hk->drawn)
        {
          if (!mj_tile_from_string (hk->drawn, &view->drawn, error) || view->drawn >= MJ_N_KINDS ||
              hand->counts[view->drawn] == 0)
            {
              g_clear_error (error);
              g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           _("--context drawn=%s: not a tile of the concealed hand"), hk->drawn);
              return FALSE;
            }
        }
      else if (notation->n_tiles)
        view->drawn = notation->tiles[notation->n_tiles - 1];
      view->players[seat].has_drawn = TRUE;
    }
  else
    {
      guint from = ctx->from < MJ_N_SEATS ? ctx->from : (seat + MJ_N_SEATS - 1) % MJ_N_SEATS;
      MjViewPlayer *fp = &view->players[from];

      if (total != rules->hand_size)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("the hand holds %u tiles (melds count three): a %s hand answering a discard holds %u"),
                       total, rules->id, rules->hand_size);
          return FALSE;
        }
      if (from == seat)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("--context from: a player does not claim his own discard"));
          return FALSE;
        }
      if (!see_tile (view, claim, error))
        return FALSE;
      view->phase = ctx->robbing_kong ? MJ_PHASE_ROB : MJ_PHASE_CLAIM;
      view->turn = (guint8) from;
      view->claim_tile = claim;
      view->claim_from = (guint8) from;
      view->pending = (guint8) (1u << seat);
      fp->discards[0].tile = claim;
      fp->discards[0].flags = ctx->after_kong_discard ? MJ_DISCARD_AFTER_KONG : 0;
      fp->n_discards = ctx->robbing_kong ? 0 : 1;
    }
  return TRUE;
}

/* ---- output ---------------------------------------------------------------- */

static void
add_value (JsonBuilder       *b,
           const char        *name,
           const MjHintValue *v)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "legal");
  json_builder_add_boolean_value (b, v->refusal == MJ_REFUSAL_NONE);
  if (v->refusal == MJ_REFUSAL_NONE)
    {
      json_builder_set_member_name (b, "value");
      json_builder_add_int_value (b, v->value);
      json_builder_set_member_name (b, "gain");
      json_builder_add_int_value (b, v->gain);
    }
  else
    {
      json_builder_set_member_name (b, "reason");
      json_builder_add_string_value (b, mj_hint_refusal_sentence (v->refusal));
    }
  json_builder_end_object (b);
}

static void
add_tile_or_null (JsonBuilder *b,
                  const char  *name,
                  MjTile       t)
{
  json_builder_set_member_name (b, name);
  if (t < MJ_N_TILE_KINDS)
    json_builder_add_string_value (b, mj_tile_to_string (t));
  else
    json_builder_add_null_value (b);
}

static void
add_refusal (JsonBuilder *b,
             MjRefusal    r)
{
  json_builder_set_member_name (b, "allowed");
  json_builder_add_boolean_value (b, r == MJ_REFUSAL_NONE);
  json_builder_set_member_name (b, "refusal");
  if (r == MJ_REFUSAL_NONE)
    json_builder_add_null_value (b);
  else
    json_builder_add_string_value (b, mj_hint_refusal_sentence (r));
}

static void
add_tiles_unseen (JsonBuilder  *b,
                  guint64       mask,
                  const MjView *view)
{
  guint8 unseen[MJ_N_KINDS];

  mj_view_unseen (view, unseen);
  json_builder_set_member_name (b, "tiles");
  json_builder_begin_object (b);
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (mask & (G_GUINT64_CONSTANT (1) << t))
      {
        json_builder_set_member_name (b, mj_tile_to_string (t));
        json_builder_add_int_value (b, unseen[t]);
      }
  json_builder_end_object (b);
}

static const char *
breaks_name (guint breaks)
{
  switch (breaks)
    {
    case MJ_HINT_BREAKS_ONLY_PAIR:
      return "only-pair";
    case MJ_HINT_BREAKS_PAIR:
      return "pair";
    case MJ_HINT_BREAKS_PUNG:
      return "pung";
    default:
      return NULL;
    }
}

static const char *
kind_name (MjHintKind kind)
{
  static const char * const names[] = { "none", "turn", "claim", "suit", "exchange", "pre-draw" };
  return kind < G_N_ELEMENTS (names) ? names[kind] : "none";
}

static void
print_json (const MjHint *hint,
            const MjView *view,
            const char   *sentence)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *hand = mj_hand_format (&view->hand);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "rules");
  json_builder_add_string_value (b, hint->rules->id);
  json_builder_set_member_name (b, "hand");
  json_builder_add_string_value (b, hand);
  json_builder_set_member_name (b, "kind");
  json_builder_add_string_value (b, kind_name (hint->kind));
  json_builder_set_member_name (b, "missing_suit");
  if (hint->missing_suit >= 0)
    {
      char s[2] = { mj_suit_letter ((MjSuit) hint->missing_suit), 0 };
      json_builder_add_string_value (b, s);
    }
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "shanten");
  json_builder_add_int_value (b, hint->shanten);

  json_builder_set_member_name (b, "recommended");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "action");
  json_builder_add_string_value (b, mj_action_type_name ((MjActionType) hint->recommended.type));
  if (hint->recommended.type == MJ_ACTION_CHOW || hint->recommended.type == MJ_ACTION_EXCHANGE)
    {
      const MjAction *a = &hint->recommended;
      MjTile t[3] = { a->tile, (MjTile) (a->tile + 1), (MjTile) (a->tile + 2) };
      g_autofree char *tiles = mj_tiles_format (a->type == MJ_ACTION_CHOW ? t : a->tiles, 3, TRUE);
      add_tile_or_null (b, "tile", a->type == MJ_ACTION_CHOW ? view->claim_tile : MJ_TILE_NONE);
      json_builder_set_member_name (b, "tiles");
      json_builder_add_string_value (b, tiles);
    }
  else if (hint->recommended.type == MJ_ACTION_CHOOSE_SUIT)
    {
      char s[2] = { mj_suit_letter ((MjSuit) hint->recommended.tile), 0 };
      json_builder_set_member_name (b, "suit");
      json_builder_add_string_value (b, s);
    }
  else
    add_tile_or_null (b, "tile", hint->recommended.tile);
  if (hint->recommended.type == MJ_ACTION_DISCARD)
    {
      json_builder_set_member_name (b, "declare_ready");
      json_builder_add_boolean_value (b, (hint->recommended.flags & MJ_ACTION_FLAG_READY) != 0);
    }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "sentence");
  json_builder_add_string_value (b, sentence);

  if (hint->kind == MJ_HINT_TURN && hint->win.refusal != MJ_REFUSAL_NOT_COMPLETE)
    add_value (b, "win", &hint->win);

  json_builder_set_member_name (b, "candidates");
  json_builder_begin_array (b);
  for (guint i = 0; i < hint->n_candidates && hint->kind != MJ_HINT_PRE_DRAW; i++)
    {
      const MjHintDiscard *d = &hint->candidates[i];
      g_autofree char *line = mj_hint_candidate_sentence (hint, i);
      const char *brk = breaks_name (d->breaks);

      json_builder_begin_object (b);
      add_tile_or_null (b, "tile", d->tile);
      json_builder_set_member_name (b, "declare_ready");
      json_builder_add_boolean_value (b, d->declare_ready);
      add_refusal (b, d->refusal);
      json_builder_set_member_name (b, "shanten");
      json_builder_add_int_value (b, d->shanten);
      json_builder_set_member_name (b, "accepted");
      json_builder_add_int_value (b, d->n_accepted);
      add_tiles_unseen (b, d->accepted, view);
      json_builder_set_member_name (b, "breaks");
      if (brk)
        json_builder_add_string_value (b, brk);
      else
        json_builder_add_null_value (b);
      if (d->n_waits)
        {
          json_builder_set_member_name (b, "waits");
          json_builder_begin_array (b);
          for (guint w = 0; w < d->n_waits; w++)
            {
              json_builder_begin_object (b);
              add_tile_or_null (b, "tile", d->waits[w].tile);
              json_builder_set_member_name (b, "unseen");
              json_builder_add_int_value (b, d->waits[w].unseen);
              add_value (b, "self_drawn", &d->waits[w].self_drawn);
              add_value (b, "discard", &d->waits[w].discard);
              json_builder_end_object (b);
            }
          json_builder_end_array (b);
        }
      json_builder_set_member_name (b, "sentence");
      json_builder_add_string_value (b, line);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "claims");
  json_builder_begin_array (b);
  for (guint i = 0; i < hint->n_claims; i++)
    {
      const MjHintClaim *k = &hint->claims[i];
      g_autofree char *line = mj_hint_claim_sentence (hint, i);
      const MjAction *a = &k->action;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "action");
      json_builder_add_string_value (b, mj_action_type_name ((MjActionType) a->type));
      add_tile_or_null (b, "tile", a->type == MJ_ACTION_CHOW ? view->claim_tile : a->tile);
      if (a->type == MJ_ACTION_CHOW)
        {
          MjTile t[3] = { a->tile, (MjTile) (a->tile + 1), (MjTile) (a->tile + 2) };
          g_autofree char *tiles = mj_tiles_format (t, 3, TRUE);
          json_builder_set_member_name (b, "tiles");
          json_builder_add_string_value (b, tiles);
        }
      add_refusal (b, k->refusal);
      json_builder_set_member_name (b, "recommended");
      json_builder_add_boolean_value (b, hint->claim == (int) i);
      if (a->type == MJ_ACTION_WIN)
        add_value (b, "value", &k->win);
      else
        {
          json_builder_set_member_name (b, "shanten");
          json_builder_add_int_value (b, k->shanten);
          json_builder_set_member_name (b, "accepted");
          json_builder_add_int_value (b, k->n_accepted);
          add_tile_or_null (b, "then_discard", k->then_discard);
          json_builder_set_member_name (b, "helps");
          json_builder_add_boolean_value (b, k->helps);
          json_builder_set_member_name (b, "concealed_lost");
          if (k->concealed_lost)
            json_builder_add_string_value (b, k->concealed_lost);
          else
            json_builder_add_null_value (b);
        }
      json_builder_set_member_name (b, "sentence");
      json_builder_add_string_value (b, line);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  if (hint->kind == MJ_HINT_CLAIM)
    {
      json_builder_set_member_name (b, "pass");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "shanten");
      json_builder_add_int_value (b, hint->pass_shanten);
      json_builder_set_member_name (b, "accepted");
      json_builder_add_int_value (b, hint->pass_accepted);
      json_builder_end_object (b);
    }

  json_builder_end_object (b);
  root = json_builder_get_root (b);
  cli_print_json (root);
}

static void
print_text (const MjHint *hint,
            const MjView *view,
            const char   *sentence)
{
  g_autofree char *hand = mj_hand_format (&view->hand);

  g_print ("%s: %s", hint->rules->id, hand);
  if (hint->missing_suit >= 0)
    g_print (view->players[view->seat].missing_suit >= 0 ? _(", missing suit %c") : _(", missing suit %c (advised)"),
             mj_suit_letter ((MjSuit) hint->missing_suit));
  g_print ("\n%s\n", sentence);

  if (hint->kind == MJ_HINT_TURN && hint->n_candidates)
    {
      g_print ("\n");
      for (guint i = 0; i < hint->n_candidates; i++)
        {
          const MjHintDiscard *d = &hint->candidates[i];
          g_autofree char *line = mj_hint_candidate_sentence (hint, i);
          g_print ("  %s\n", line);
          for (guint w = 0; w < d->n_waits && d->refusal == MJ_REFUSAL_NONE; w++)
            {
              const MjHintWait *x = &d->waits[w];
              g_autofree char *drawn = NULL;
              g_autofree char *discard = NULL;

              /* TRANSLATORS: what a wait is worth self-drawn, as in
               * "self-drawn 8 fan (+2)": the value, the unit (fan,
               * points or tai, as the rules name it) and the gain */
              drawn = x->self_drawn.refusal == MJ_REFUSAL_NONE
                      ? g_strdup_printf (_("self-drawn %1$d %2$s (%3$+d)"), x->self_drawn.value, hint->rules->unit,
                                         x->self_drawn.gain)
                      : g_strdup (_("self-drawn: no"));
              discard = x->discard.refusal == MJ_REFUSAL_NONE
                        ? g_strdup_printf (_("on a discard %1$d %2$s (%3$+d)"), x->discard.value, hint->rules->unit,
                                           x->discard.gain)
                        : g_strdup (_("on a discard: no"));
              /* TRANSLATORS: a wait, its unseen copies, and what it is
               * worth self-drawn and on a discard */
              g_print (_("      %1$s ×%2$u: %3$s, %4$s"), mj_tile_to_string (x->tile), x->unseen, drawn, discard);
              g_print ("\n");
            }
        }
    }
  if (hint->n_claims)
    {
      g_print ("\n");
      for (guint i = 0; i < hint->n_claims; i++)
        {
          g_autofree char *line = mj_hint_claim_sentence (hint, i);
          g_print ("  %s%s\n", hint->claim == (int) i ? "* " : "", line);
        }
    }
}

int
cli_hint (int    argc,
          char **argv)
{
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *rules_id = NULL;
  g_autofree char *seen = NULL;
  g_autofree char *claim_text = NULL;
  g_auto (GStrv) keys = NULL;
  g_auto (GStrv) assignments = NULL;
  g_autofree char **readme_keys = NULL;
  gboolean json = FALSE;
  const MjRules *rules;
  MjOptions options;
  MjNotation notation;
  MjHand hand;
  MjWinContext ctx;
  MjContextKeys given;
  HintKeys hk = { NULL, NULL };
  MjTile claim = MJ_TILE_NONE;
  g_autofree MjView *view = g_new0 (MjView, 1);
  g_autofree MjHint *hint = g_new0 (MjHint, 1);
  g_autofree char *sentence = NULL;
  GOptionEntry entries[] = {
    { "rules", 'r', 0, G_OPTION_ARG_STRING, &rules_id, N_("The rule set"), N_("ID") },
    { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &assignments, N_("A rule set option (repeatable)"), N_("ID=VALUE") },
    { "context", 'c', 0, G_OPTION_ARG_STRING_ARRAY, &keys,
      N_("A context key of the rules README, or standing=TILES, drawn=TILE (repeatable)"), N_("KEY[=VALUE]") },
    { "seen", 0, 0, G_OPTION_ARG_STRING, &seen, N_("Tiles the player can see besides the hand: discards, others' melds"),
      N_("TILES") },
    { "claim", 0, 0, G_OPTION_ARG_STRING, &claim_text,
      N_("Advise on claiming this discard (from=SEAT, default the player before)"), N_("TILE") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the advice as JSON"), NULL },
    { NULL }
  };

  context = g_option_context_new (N_("HAND — advice for a hand: the discard to make, or the claim to take"));
  g_option_context_set_description (context,
    N_("HAND is the player's concealed tiles, then the melds.  On a turn it holds the drawn tile,\n"
       "the last concealed tile written unless drawn=TILE says; with --claim it does not.\n"
       "Lisi: the first four concealed tiles written are the standing tiles, unless standing=TILES.\n"
       "Sichuan: missing-suit=S names the void suit; without it the advice chooses one.\n"
       "  sparrow-cli hint --rules sichuan --context missing-suit=m \"1m 234p 567p 2345s 99s 8s\"\n"
       "  sparrow-cli hint --rules qionghai --claim 5p --context from=W \"55p 123m 456s 789s 11z\"\n"));
  if (!cli_options_parse (context, entries, &argc, &argv, &error))
    return cli_fail (error);
  if (argc < 2)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED, _("hint takes one HAND (see --help)"));
      return cli_fail (error);
    }
  if (!cli_rules_parse (rules_id, assignments, &rules, &options, &error))
    return cli_fail (error);

  /* a hand may be written in several words */
  {
    g_autofree char *joined = g_strjoinv ("", argv + 1);
    GString *text = g_string_new (NULL);
    gboolean ok;

    for (const char *p = joined; *p; p++)
      if (*p != ' ')
        g_string_append_c (text, *p);
    ok = mj_notation_parse (text->str, &notation, &error) && mj_hand_set_notation (&hand, &notation, &error);
    g_string_free (text, TRUE);
    if (!ok)
      return cli_fail (error);
  }
  if (claim_text)
    {
      if (!mj_tile_from_string (claim_text, &claim, &error))
        {
          g_prefix_error (&error, "--claim: ");
          return cli_fail (error);
        }
      if (claim >= MJ_N_KINDS)
        {
          g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("--claim: a flower is never discarded"));
          return cli_fail (error);
        }
    }

  readme_keys = take_hint_keys (keys, &hk);
  mj_win_context_init (&ctx);
  ctx.self_drawn = claim == MJ_TILE_NONE;
  ctx.hand = hand;
  ctx.win_tile = claim;
  if (!cli_context_parse (rules, &options, readme_keys, &ctx, &given, &error))
    return cli_fail (error);
  /* a position's player is ready only when the key says so (Lisi's
   * default is for a win, which needs the declaration) */
  if (!(given & MJ_CONTEXT_KEY_READY_DECLARED))
    ctx.ready = MJ_READY_NONE;
  if (!mj_position_context_check (rules, &options, &ctx, &error))
    return cli_fail (error);
  if (!build_view (rules, &options, &notation, &hand, &ctx, &hk, seen, claim, view, &error))
    return cli_fail (error);

  mj_hint_build (hint, view, NULL, 0);
  sentence = mj_hint_sentence (hint);
  if (json)
    print_json (hint, view, sentence);
  else
    print_text (hint, view, sentence);
  return 0;
}
