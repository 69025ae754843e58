/* mj-context-check.c: can a win's context happen at a table?  Every key
 * of the rules README presupposes something of the rule set (its tiles,
 * its claims, its phases), of the hand (its melds, kongs and copies) and
 * of the other keys; this refuses each contradiction with a sentence that
 * says why.  The game never produces a context refused here (tests/
 * test-game.c checks every win of seeded self-play), and the calculator
 * must not accept one either.  Whether the rules then let the player win
 * is the score's question (MjScore.legal), not this one's. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-context.h"

typedef struct {
  const MjRules      *rules;
  const MjOptions    *options;
  const MjWinContext *ctx;
  MjFeatures          features;
  gboolean            position;   /* a position to advise on, not a win */
  guint               copies[MJ_N_KINDS];  /* hand, melds and the winning (or claimed) tile */
  guint               n_kongs;
  guint               n_exposed_kongs;     /* claimed from a discard: [5555p] */
  const MjMeld       *chow;                /* the first chow, or NULL */
  gboolean            words;               /* for a window: no key of the command line */
} Check;

static const char *
rules_name (const Check *c)
{
  return _(c->rules->name);
}

static const char *
seat_name (guint seat)
{
  return mj_seat_display_name (seat);
}

/* The situation a refusal is about, as a window names it: the labels of
 * its yes-or-no controls; a key with a value (a seat, a tile) the
 * sentence itself says in words. */
static char *
labels (MjContextKeys keys)
{
  GPtrArray *found = g_ptr_array_new ();
  char *out;

  for (guint bit = 0; bit < 32; bit++)
    {
      const char *label = (keys & (1u << bit)) ? mj_win_context_key_label ((MjContextKeys) (1u << bit)) : NULL;
      if (label)
        g_ptr_array_add (found, (gpointer) label);
    }
  if (found->len == 0)
    out = NULL;
  else if (found->len == 1)
    /* TRANSLATORS: a control of the hand calculator a refusal is about */
    out = g_strdup_printf (_("“%s”"), (const char *) found->pdata[0]);
  else
    /* TRANSLATORS: two controls of the hand calculator a refusal is about */
    out = g_strdup_printf (_("“%1$s” with “%2$s”"), (const char *) found->pdata[0],
                           (const char *) found->pdata[1]);
  g_ptr_array_free (found, TRUE);
  return out;
}

/* A refusal about `keys`: the command line's gets the keys as they were
 * typed before the sentence ("after-kong: …"); a window's the situation
 * in the words of its controls, or the sentence alone. */
static gboolean
fail (const Check   *c,
      GError       **error,
      gint           code,
      MjContextKeys  keys,
      const char    *format,
      ...) G_GNUC_PRINTF (5, 6);

static gboolean
fail (const Check   *c,
      GError       **error,
      gint           code,
      MjContextKeys  keys,
      const char    *format,
      ...)
{
  va_list args;
  g_autofree char *sentence = NULL;
  g_autofree char *prefix = NULL;

  if (error == NULL)
    return FALSE;
  va_start (args, format);
  sentence = g_strdup_vprintf (format, args);
  va_end (args);
  if (keys)
    prefix = c->words ? labels (keys) : mj_win_context_key_notation (c->ctx, keys);
  if (prefix)
    /* TRANSLATORS: a refusal of a win's situation: what it is about, and why it cannot be */
    *error = g_error_new (MJ_CONTEXT_ERROR, code, _("%1$s: %2$s"), prefix, sentence);
  else
    {
      /* the sentence stands alone, so it starts as one */
      gunichar first = g_utf8_get_char (sentence);
      g_autofree char *rest = g_strdup (g_utf8_next_char (sentence));
      char upper[8] = { 0 };

      g_unichar_to_utf8 (g_unichar_toupper (first), upper);
      *error = g_error_new (MJ_CONTEXT_ERROR, code, "%s%s", upper, rest);
    }
  return FALSE;
}

static char *
meld_in_words (const MjMeld *meld)
{
  MjTile tiles[4];
  guint n = mj_meld_tiles (meld, tiles);

  return mj_tiles_display (tiles, n, FALSE);
}

static guint
count_bits (guint mask)
{
  guint n = 0;

  for (; mask; mask &= mask - 1)
    n++;
  return n;
}

/* Values only a program can pass: the parser never writes them. */
static gboolean
check_values (const Check  *c,
              GError      **error)
{
  const MjWinContext *ctx = c->ctx;

  if (ctx->seat >= MJ_N_SEATS || ctx->dealer >= MJ_N_SEATS ||
      (ctx->from >= MJ_N_SEATS && ctx->from != MJ_SEAT_NONE) ||
      (ctx->kong_feeder >= MJ_N_SEATS && ctx->kong_feeder != MJ_SEAT_NONE) ||
      (ctx->bao >= MJ_N_SEATS && ctx->bao != MJ_SEAT_NONE) ||
      ctx->seat_wind >= MJ_N_SEATS || ctx->round_wind >= MJ_N_SEATS ||
      ctx->missing_suit < -1 || ctx->missing_suit > MJ_SUIT_S || ctx->ready > MJ_READY_TIANTING ||
      ctx->dealer_streak == 0 ||
      (ctx->flipped != MJ_TILE_NONE && !mj_tile_is_valid (ctx->flipped)) ||
      (ctx->win_tile != MJ_TILE_NONE && !mj_tile_is_valid (ctx->win_tile)))
    return fail (c, error, MJ_CONTEXT_ERROR_VALUE, 0,
                 _("The context names a seat, a wind, a suit or a tile that does not exist"));
  for (guint i = 0; i < ctx->hand.n_melds; i++)
    if (ctx->hand.melds[i].from != MJ_SEAT_NONE && ctx->hand.melds[i].from >= MJ_N_SEATS)
      return fail (c, error, MJ_CONTEXT_ERROR_VALUE, 0,
                   _("The context names a seat, a wind, a suit or a tile that does not exist"));
  return TRUE;
}

/* What the rule set does not have at all: its features, for its options. */
static gboolean
check_rules (const Check  *c,
             GError      **error)
{
  const MjWinContext *ctx = c->ctx;
  MjFeatures f = c->features;
  MjOptions defaults;
  MjFeatures usual;

  /* what only the options took away is said so */
  mj_options_init_defaults (c->rules, &defaults);
  usual = mj_rules_features (c->rules, &defaults);

  if (ctx->flowers && !(f & MJ_FEATURE_FLOWERS))
    return fail (c, error, MJ_CONTEXT_ERROR_RULES, MJ_CONTEXT_KEY_FLOWERS, _("%s is played without flowers"),
                 rules_name (c));
  if (ctx->after_flower && !(f & MJ_FEATURE_FLOWERS))
    return fail (c, error, MJ_CONTEXT_ERROR_RULES, MJ_CONTEXT_KEY_AFTER_FLOWER, _("%s is played without flowers"),
                 rules_name (c));
  if (ctx->missing_suit >= 0 && !(f & MJ_FEATURE_MISSING_SUIT))
    return fail (c, error, MJ_CONTEXT_ERROR_RULES, MJ_CONTEXT_KEY_MISSING_SUIT,
                 (usual & MJ_FEATURE_MISSING_SUIT)
                 ? _("with these options %s is played without declaring a missing suit")
                 : _("%s is played without declaring a missing suit"), rules_name (c));
  if (ctx->ready != MJ_READY_NONE && !(f & (MJ_FEATURE_READY_REQUIRED | MJ_FEATURE_READY_OPTIONAL)))
    return fail (c, error, MJ_CONTEXT_ERROR_RULES, MJ_CONTEXT_KEY_READY_DECLARED,
                 (usual & (MJ_FEATURE_READY_REQUIRED | MJ_FEATURE_READY_OPTIONAL))
                 ? _("with these options %s has no ready declaration")
                 : _("%s has no ready declaration"), rules_name (c));
  if ((ctx->ready == MJ_READY_DITING || ctx->ready == MJ_READY_TIANTING) && !(f & MJ_FEATURE_READY_OPTIONAL))
    return fail (c, error, MJ_CONTEXT_ERROR_RULES, MJ_CONTEXT_KEY_READY_DECLARED,
                 _("%s has no 地聽 or 天聽, only a plain declaration"), rules_name (c));
  if (ctx->flipped != MJ_TILE_NONE && !(f & MJ_FEATURE_FLIP_TILE))
    return fail (c, error, MJ_CONTEXT_ERROR_RULES, MJ_CONTEXT_KEY_FLIPPED, _("%s flips no tile after a win"),
                 rules_name (c));
  if (ctx->finished && !(f & MJ_FEATURE_BLOOD_BATTLE))
    return fail (c, error, MJ_CONTEXT_ERROR_RULES, MJ_CONTEXT_KEY_FINISHED,
                 _("in %s the first win ends the hand, so nobody has won before this one"),
                 rules_name (c));
  if (ctx->bao != MJ_SEAT_NONE && mj_rules_liable_claims (c->rules, c->options, ctx->self_drawn) == 0)
    return fail (c, error, MJ_CONTEXT_ERROR_RULES, MJ_CONTEXT_KEY_BAO,
                 _("nobody is liable for another's win (包) in %s"),
                 rules_name (c));
  if (c->chow && !(f & MJ_FEATURE_CHOW))
    {
      g_autofree char *words = meld_in_words (c->chow);
      return fail (c, error, MJ_CONTEXT_ERROR_RULES, 0, _("%s has no chow, but the hand holds the chow %s"),
                   rules_name (c), words);
    }
  return TRUE;
}

/* The tiles: those of the rule set, four copies of a kind at most (the
 * flipped tile is one more, from the wall), the hand's size. */
static gboolean
check_tiles (const Check  *c,
             GError      **error)
{
  const MjWinContext *ctx = c->ctx;
  const MjHand *h = &ctx->hand;
  guint total = h->n_tiles + 3u * h->n_melds;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (mj_hand_count_all (h, t) && !mj_tileset_has_kind (c->rules->tileset, t))
      return fail (c, error, MJ_CONTEXT_ERROR_HAND, 0, _("The hand holds %s, which is not among the tiles of %s"),
                   mj_tile_display_name (t), rules_name (c));
  if (ctx->win_tile != MJ_TILE_NONE)
    {
      if (mj_tile_is_flower (ctx->win_tile))
        return fail (c, error, MJ_CONTEXT_ERROR_HAND, 0,
                     _("A flower is never a winning tile or a discard: it is set aside and replaced"));
      if (!mj_tileset_has_kind (c->rules->tileset, ctx->win_tile))
        return fail (c, error, MJ_CONTEXT_ERROR_HAND, 0, _("%s is not among the tiles of %s"),
                     mj_tile_display_name (ctx->win_tile), rules_name (c));
      if (c->copies[ctx->win_tile] > 4)
        return fail (c, error, MJ_CONTEXT_ERROR_HAND, 0, _("%s would be a fifth copy: the hand already holds all four"),
                     mj_tile_display_name (ctx->win_tile));
    }
  if (ctx->flipped != MJ_TILE_NONE)
    {
      if (!mj_tileset_has_kind (c->rules->tileset, ctx->flipped))
        return fail (c, error, MJ_CONTEXT_ERROR_HAND, MJ_CONTEXT_KEY_FLIPPED,
                     _("the flipped tile, %s, is not among the tiles of %s"),
                     mj_tile_display_name (ctx->flipped), rules_name (c));
      if (ctx->flipped < MJ_N_KINDS && c->copies[ctx->flipped] >= 4)
        return fail (c, error, MJ_CONTEXT_ERROR_HAND, MJ_CONTEXT_KEY_FLIPPED,
                     _("the hand and the winning tile hold all four %s, so none is left in the wall to flip"),
                     mj_tile_display_name (ctx->flipped));
    }
  if (!c->position && total != c->rules->hand_size)
    return fail (c, error, MJ_CONTEXT_ERROR_HAND, 0,
                 _("The hand holds %u tiles (a meld counts three); a hand of %s to score holds %u, without the "
                   "winning tile"), total, rules_name (c), c->rules->hand_size);
  for (guint i = 0; i < h->n_melds; i++)
    {
      const MjMeld *m = &h->melds[i];

      if (m->from == MJ_SEAT_NONE)
        continue;
      if (m->type == MJ_MELD_KONG_CONCEALED || m->from == ctx->seat)
        return fail (c, error, MJ_CONTEXT_ERROR_HAND, 0,
                     _("A meld is claimed from another player's discard, never from its owner's own"));
      if (m->type == MJ_MELD_CHOW && m->from != (ctx->seat + MJ_N_SEATS - 1) % MJ_N_SEATS)
        {
          g_autofree char *words = meld_in_words (m);
          return fail (c, error, MJ_CONTEXT_ERROR_HAND, 0,
                       _("A chow is claimed only from the player on the left, and the chow %s came from %s"),
                       words, seat_name (m->from));
        }
    }
  return TRUE;
}

/* Who discarded, who fed a kong, and the seat wind. */
static gboolean
check_seats (const Check  *c,
             GError      **error)
{
  const MjWinContext *ctx = c->ctx;
  guint winds;

  if (!ctx->self_drawn && ctx->from == MJ_SEAT_NONE && ctx->win_tile != MJ_TILE_NONE)
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_FROM,
                 _("a win on a discard needs the seat that discarded it"));
  if (!ctx->self_drawn && ctx->from == ctx->seat)
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_FROM,
                 _("the discarder, %s, is the winner: nobody wins on his own discard or robs his own kong"),
                 seat_name (ctx->from));
  if (ctx->self_drawn && ctx->from != MJ_SEAT_NONE)
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_FROM,
                 _("a self-drawn win has no discarder; only on a kong's replacement tile is there someone "
                   "who fed the kong"));

  if (ctx->kong_feeder != MJ_SEAT_NONE)
    {
      gboolean fed = FALSE, known = TRUE;

      if (!ctx->self_drawn || !ctx->after_kong || ctx->after_flower)
        return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_FROM,
                     _("only a win on the replacement of a kong claimed from a discard has a feeder"));
      if (ctx->kong_feeder == ctx->seat)
        return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_FROM,
                     _("the one who fed the kong, %s, is the winner: nobody feeds his own kong"),
                     seat_name (ctx->kong_feeder));
      for (guint i = 0; i < ctx->hand.n_melds; i++)
        if (ctx->hand.melds[i].type == MJ_MELD_KONG_EXPOSED)
          {
            fed |= ctx->hand.melds[i].from == ctx->kong_feeder;
            known &= ctx->hand.melds[i].from != MJ_SEAT_NONE;
          }
      if (c->n_exposed_kongs == 0)
        return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_FROM | MJ_CONTEXT_KEY_AFTER_KONG,
                     _("%s fed none of the winner's kongs: the hand holds no kong claimed from a discard"),
                     seat_name (ctx->kong_feeder));
      if (known && !fed)
        return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_FROM | MJ_CONTEXT_KEY_AFTER_KONG,
                     _("%s fed none of the winner's kongs: no kong of the hand was claimed from %s"),
                     seat_name (ctx->kong_feeder), seat_name (ctx->kong_feeder));
    }

  winds = mj_rules_seat_wind_choices (c->rules, c->options, ctx->dealer, ctx->seat);
  if (winds && !(winds & (1u << ctx->seat_wind)))
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_SEAT_WIND,
                 _("in %s, when %s deals, the winner's seat wind at %s is %s, not %s"),
                 rules_name (c), seat_name (ctx->dealer), seat_name (ctx->seat),
                 mj_tile_display_name ((MjTile) (MJ_FIRST_HONOR + g_bit_nth_lsf (winds, -1))),
                 mj_tile_display_name ((MjTile) (MJ_FIRST_HONOR + ctx->seat_wind)));
  return TRUE;
}

/* after-kong, after-flower, after-kong-discard, robbing-kong, last-tile. */
static gboolean
check_moments (const Check  *c,
               GError      **error)
{
  const MjWinContext *ctx = c->ctx;
  gboolean flowers = (c->features & MJ_FEATURE_FLOWERS) && ctx->flowers;
  /* a replacement that can only have followed a kong */
  gboolean kong_replacement = ctx->after_kong && !ctx->after_flower && !flowers;

  if (ctx->after_kong && !ctx->self_drawn)
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_AFTER_KONG,
                 _("the winning tile is the winner's own replacement draw, so the win is "
                   "self-drawn, not on a discard"));
  if (ctx->after_flower && !ctx->flowers)
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_AFTER_FLOWER,
                 _("the winning tile replaces a flower of the winner's, but he holds none"));
  if (kong_replacement && c->n_kongs == 0)
    {
      if (c->features & MJ_FEATURE_FLOWERS)
        return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_AFTER_KONG,
                     _("the winning tile replaces a kong or a flower of the winner's, but the hand "
                       "holds no kong and he no flower"));
      return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_AFTER_KONG,
                   _("the winning tile replaces a kong of the winner's, but the hand holds no kong"));
    }
  if (kong_replacement && ctx->ready != MJ_READY_NONE)
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_AFTER_KONG,
                 _("a player who has declared ready makes no more kongs, so his winning tile is "
                   "never a kong's replacement"));

  if (ctx->after_kong_discard && ctx->self_drawn)
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_AFTER_KONG_DISCARD,
                 _("the winning tile is a discard, so the win is not self-drawn"));
  if (ctx->after_kong_discard && ctx->robbing_kong)
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_AFTER_KONG_DISCARD | MJ_CONTEXT_KEY_ROBBING_KONG,
                 _("a robbed tile is taken from the kong itself, not "
                   "discarded after one"));

  if (ctx->robbing_kong && ctx->self_drawn)
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_ROBBING_KONG,
                 _("the robbed tile is taken from another player's kong, so the win is not "
                   "self-drawn"));
  if (ctx->robbing_kong && ctx->win_tile < MJ_N_KINDS && mj_hand_count_all (&ctx->hand, ctx->win_tile) > 0)
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_ROBBING_KONG,
                 _("the konger holds the other three %s, so the winner cannot hold one"),
                 mj_tile_display_name (ctx->win_tile));
  if (ctx->robbing_kong && ctx->last_tile)
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_ROBBING_KONG | MJ_CONTEXT_KEY_LAST_TILE,
                 _("a kong needs a replacement tile, so nobody adds one once the "
                   "last tile is drawn"));
  return TRUE;
}

/* first-turn: 天胡, 地胡, 人胡 come before any claim or kong, before the
 * winner has discarded, and on the discard of a player who came before
 * him in the first go-round. */
static gboolean
check_first_turn (const Check  *c,
                  GError      **error)
{
  const MjWinContext *ctx = c->ctx;

  if (!ctx->first_turn)
    return TRUE;
  if (ctx->hand.n_melds > 0)
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_FIRST_TURN,
                 _("a first-turn win comes before any claim or kong, but the hand holds a meld"));
  if (ctx->robbing_kong)
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_FIRST_TURN | MJ_CONTEXT_KEY_ROBBING_KONG,
                 _("a first-turn win comes before any claim or kong, and a kong "
                   "to rob needs a pung and a kong before it"));
  if (ctx->after_kong_discard)
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_FIRST_TURN | MJ_CONTEXT_KEY_AFTER_KONG_DISCARD,
                 _("a first-turn win comes before any kong, and the "
                   "discarder has just made one"));
  if (ctx->last_tile)
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_FIRST_TURN | MJ_CONTEXT_KEY_LAST_TILE,
                 _("the first go-round never reaches the last tile of the wall"));
  if (!ctx->self_drawn && ctx->from < MJ_N_SEATS)
    {
      if (ctx->seat == ctx->dealer)
        return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_FIRST_TURN,
                     _("the dealer discards first, so he never wins on a discard in the first "
                       "go-round"));
      if (mj_seat_distance (ctx->dealer, ctx->from) >= mj_seat_distance (ctx->dealer, ctx->seat))
        return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_FIRST_TURN | MJ_CONTEXT_KEY_FROM,
                     _("before %s's first draw only the players from the dealer to %s's left have "
                       "discarded, and the discarder, %s, is not one of them"),
                     seat_name (ctx->seat), seat_name (ctx->seat), seat_name (ctx->from));
      if (ctx->ready != MJ_READY_NONE)
        return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_FIRST_TURN,
                     _("the winner has not had a turn yet, so he has not declared ready"));
    }
  if (ctx->self_drawn && (ctx->ready == MJ_READY_PLAIN || ctx->ready == MJ_READY_DITING))
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_FIRST_TURN,
                 _("the winner has not discarded yet, and a ready declaration goes with a discard "
                   "(only 天聽 comes before the first draw)"));
  return TRUE;
}

/* ready-declared, missing-suit, flowers, flipped, finished, bao. */
static gboolean
check_declarations (const Check  *c,
                    GError      **error)
{
  const MjWinContext *ctx = c->ctx;
  const MjHand *h = &ctx->hand;

  if (ctx->ready == MJ_READY_TIANTING && ctx->seat == ctx->dealer)
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_READY_DECLARED,
                 _("天聽 is declared by a non-dealer on his dealt tiles; the dealer "
                   "starts with a discard, and declares 地聽 at most"));
  if ((ctx->ready == MJ_READY_DITING || ctx->ready == MJ_READY_TIANTING) && h->n_melds > 0)
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_READY_DECLARED,
                 _("地聽 and 天聽 come before any claim or kong and lock the hand, so it holds no meld"));

  if (ctx->missing_suit >= 0)
    for (guint i = 0; i < h->n_melds; i++)
      if (mj_tile_suit (h->melds[i].tile) == (MjSuit) ctx->missing_suit)
        {
          g_autofree char *words = meld_in_words (&h->melds[i]);
          return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_MISSING_SUIT,
                       _("a player never claims or kongs a tile of his missing suit, %s, but the hand holds %s"),
                       mj_suit_display_name ((MjSuit) ctx->missing_suit), words);
        }

  /* 八仙過海: all eight flowers end the hand at once */
  if ((c->features & MJ_FEATURE_FLOWER_WIN) && ctx->flowers == 0xff && ctx->win_tile != MJ_TILE_NONE)
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_FLOWERS,
                 _("all eight flowers win at once (八仙過海), so no hand is played on with them"));

  if (ctx->flipped != MJ_TILE_NONE && ctx->last_tile)
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_FLIPPED | MJ_CONTEXT_KEY_LAST_TILE,
                 _("the flipped tile is the next tile of the wall, and after the last "
                   "tile there is none"));

  if (count_bits (ctx->finished) > MJ_N_SEATS - 2)
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_FINISHED,
                 _("the hand ends when three players have won, so at most two have won before a win"));
  if (!ctx->self_drawn && ctx->from < MJ_N_SEATS && ((ctx->finished >> ctx->from) & 1))
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_FINISHED | MJ_CONTEXT_KEY_FROM,
                 _("%s has already won and plays no more, so he neither discards nor makes a kong"),
                 seat_name (ctx->from));
  if (ctx->kong_feeder < MJ_N_SEATS && ((ctx->finished >> ctx->kong_feeder) & 1))
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_FINISHED | MJ_CONTEXT_KEY_FROM,
                 _("%s has already won and plays no more, so he fed no kong"),
                 seat_name (ctx->kong_feeder));
  return TRUE;
}

/* 包: the liable player fed the winner enough claims.  A meld's source is
 * known when the game wrote it; in notation a chow can only have come
 * from the player on the left, and a concealed kong from nobody. */
static gboolean
check_bao (const Check  *c,
           GError      **error)
{
  const MjWinContext *ctx = c->ctx;
  const MjHand *h = &ctx->hand;
  guint need = mj_rules_liable_claims (c->rules, c->options, ctx->self_drawn);
  guint left = (ctx->seat + MJ_N_SEATS - 1) % MJ_N_SEATS;
  guint known[MJ_N_SEATS] = { 0 };
  guint liable = MJ_SEAT_NONE;

  if (need == 0)
    return TRUE;
  for (guint i = 0; i < h->n_melds; i++)
    if (h->melds[i].type != MJ_MELD_KONG_CONCEALED && h->melds[i].from < MJ_N_SEATS)
      known[h->melds[i].from]++;

  if (ctx->bao != MJ_SEAT_NONE)
    {
      guint possible = 0;

      if (ctx->bao == ctx->seat)
        return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_BAO,
                     _("the liable player, %s, is the winner: nobody is liable for his own win"),
                     seat_name (ctx->bao));
      for (guint i = 0; i < h->n_melds; i++)
        {
          const MjMeld *m = &h->melds[i];

          if (m->type == MJ_MELD_KONG_CONCEALED)
            continue;
          if (m->from != MJ_SEAT_NONE)
            possible += m->from == ctx->bao;
          else
            possible += m->type != MJ_MELD_CHOW || ctx->bao == left;
        }
      if (possible < need)
        return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_BAO,
                     _("%s would be liable if the winner had claimed %u or more of his discards, and only %u of "
                       "the hand's melds can be his (a concealed kong is no claim, and a chow is claimed from "
                       "the player on the left)"), seat_name (ctx->bao), need, possible);
    }

  /* the claims the game recorded name the liable player themselves */
  for (guint d = 1; d < MJ_N_SEATS && liable == MJ_SEAT_NONE; d++)
    if (known[(ctx->seat + d) % MJ_N_SEATS] >= need)
      liable = (ctx->seat + d) % MJ_N_SEATS;
  if (liable != MJ_SEAT_NONE && ctx->bao != liable)
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, MJ_CONTEXT_KEY_BAO,
                 _("%u of the hand's melds were claimed from %s, which makes %s liable"),
                 known[liable], seat_name (liable), seat_name (liable));
  return TRUE;
}

/* 八仙過海 and 七搶一: no winning tile and no hand shape, only the flowers
 * (the game's own contexts; the command line always names a tile). */
static gboolean
check_flower_win (const Check  *c,
                  GError      **error)
{
  const MjWinContext *ctx = c->ctx;
  guint total = ctx->hand.n_tiles + 3u * ctx->hand.n_melds;
  guint held = count_bits (ctx->flowers);

  if (!(c->features & MJ_FEATURE_FLOWER_WIN))
    return fail (c, error, MJ_CONTEXT_ERROR_HAND, 0,
                 _("A win needs a winning tile; only a win on all eight flowers has none, and %s has no such "
                   "win"), rules_name (c));
  if (held != 8)
    return fail (c, error, MJ_CONTEXT_ERROR_CONFLICT, 0,
                 _("A win without a winning tile is a win on all eight flowers, and the winner holds %u"),
                 held);
  if (total > c->rules->hand_size + 1)
    return fail (c, error, MJ_CONTEXT_ERROR_HAND, 0,
                 _("The hand holds %u tiles (a meld counts three); a hand of %s holds %u at most"),
                 total, rules_name (c), c->rules->hand_size + 1);
  return check_seats (c, error) && check_declarations (c, error);
}

static gboolean
check (const MjRules      *rules,
       const MjOptions    *options,
       const MjWinContext *ctx,
       gboolean            position,
       gboolean            words,
       GError            **error)
{
  Check c = { rules, options, ctx, 0, position, { 0 }, 0, 0, NULL, words };
  MjOptions defaults;

  g_return_val_if_fail (rules != NULL && ctx != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (options == NULL)
    {
      mj_options_init_defaults (rules, &defaults);
      c.options = options = &defaults;
    }
  c.features = mj_rules_features (rules, options);

  if (!check_values (&c, error))
    return FALSE;
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    c.copies[t] = mj_hand_count_all (&ctx->hand, t) + (ctx->win_tile == t);
  for (guint i = 0; i < ctx->hand.n_melds; i++)
    {
      const MjMeld *m = &ctx->hand.melds[i];
      c.n_kongs += mj_meld_is_kong (m);
      c.n_exposed_kongs += m->type == MJ_MELD_KONG_EXPOSED;
      if (m->type == MJ_MELD_CHOW && c.chow == NULL)
        c.chow = m;
    }

  if (!check_rules (&c, error))
    return FALSE;
  if (!position && ctx->win_tile == MJ_TILE_NONE)
    return check_flower_win (&c, error);
  return check_tiles (&c, error) &&
         check_seats (&c, error) &&
         check_moments (&c, error) &&
         check_first_turn (&c, error) &&
         check_declarations (&c, error) &&
         check_bao (&c, error);
}

gboolean
mj_win_context_check (const MjRules      *rules,
                      const MjOptions    *options,
                      const MjWinContext *ctx,
                      GError            **error)
{
  return check (rules, options, ctx, FALSE, FALSE, error);
}

gboolean
mj_position_context_check (const MjRules      *rules,
                           const MjOptions    *options,
                           const MjWinContext *ctx,
                           GError            **error)
{
  return check (rules, options, ctx, TRUE, FALSE, error);
}

gboolean
mj_win_context_check_in_words (const MjRules      *rules,
                               const MjOptions    *options,
                               const MjWinContext *ctx,
                               GError            **error)
{
  return check (rules, options, ctx, FALSE, TRUE, error);
}
