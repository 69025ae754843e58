/* mj-rulebook-data.c: what every rule set's book shares: its sections,
 * the anchors a hint links to, its examples read and scored by the engine,
 * the comparison page, and a win under another rule set.  Each rule set's
 * text is in its folder (engine/rules/ID/mj-rulebook-ID.c), reached from
 * its MjRules. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-context.h"
#include "mj-rulebook-data.h"

static const char * const section_anchors[MJ_RULEBOOK_N_SECTIONS] = {
  "setup", "turn", "claims", "winning", "special", "patterns", "settlement",
};

static const char * const section_titles[MJ_RULEBOOK_N_SECTIONS] = {
  N_("Setup"),
  N_("A turn"),
  N_("Claims"),
  N_("Winning"),
  N_("Special rules"),
  N_("Patterns"),
  N_("Settlement"),
};

const char *
mj_rulebook_data_section_anchor (MjRulebookSection section)
{
  g_return_val_if_fail (section < MJ_RULEBOOK_N_SECTIONS, NULL);
  return section_anchors[section];
}

const char *
mj_rulebook_data_section_title (MjRulebookSection section)
{
  g_return_val_if_fail (section < MJ_RULEBOOK_N_SECTIONS, NULL);
  return _(section_titles[section]);
}

gboolean
mj_rulebook_data_entry_has_anchor (const MjRulebookEntry *entry,
                                   const char            *anchor)
{
  gsize len;

  g_return_val_if_fail (entry != NULL, FALSE);
  if (anchor == NULL || anchor[0] == '\0')
    return FALSE;
  if (entry->pattern && strcmp (entry->pattern, anchor) == 0)
    return TRUE;
  len = strlen (anchor);
  for (const char *p = entry->anchors; p && *p;)
    {
      const char *end = strchr (p, ' ');
      gsize n = end ? (gsize) (end - p) : strlen (p);

      if (n == len && strncmp (p, anchor, n) == 0)
        return TRUE;
      p = end ? end + 1 : p + n;
    }
  return FALSE;
}

const MjRulebookEntry *
mj_rulebook_data_find (const MjRulebookData *book,
                       const char       *anchor)
{
  g_return_val_if_fail (book != NULL, NULL);

  for (guint i = 0; i < book->n_entries; i++)
    if (mj_rulebook_data_entry_has_anchor (&book->entries[i], anchor))
      return &book->entries[i];
  return NULL;
}

const char *
mj_rulebook_data_anchor_for_refusal (const MjRules *rules,
                                     MjRefusal      refusal)
{
  const MjRefusalTerm *entry;

  g_return_val_if_fail (rules != NULL, NULL);

  entry = mj_rules_find_refusal (rules, refusal);
  if (entry && entry->term)
    return entry->term;

  /* the rules every set shares live in the sections */
  switch (refusal)
    {
    case MJ_REFUSAL_NOT_COMPLETE:
      return section_anchors[MJ_RULEBOOK_WINNING];
    case MJ_REFUSAL_KONG_AFTER_CLAIM:
    case MJ_REFUSAL_ROBBED_ONLY_WIN:
      return section_anchors[MJ_RULEBOOK_CLAIMS];
    case MJ_REFUSAL_DEAL_DEALER:
      return section_anchors[MJ_RULEBOOK_SETUP];
    default:
      return section_anchors[MJ_RULEBOOK_TURN];
    }
}

/* ---- examples ------------------------------------------------------------------ */

/* The context keys of the rules README, read by the engine's one reader
 * (mj_win_context_parse, as `sparrow-cli score` reads them) after the
 * example's first word, discard or self-drawn; an example with a winning
 * tile must also be a win that can happen (mj_win_context_check).  A win
 * on flowers alone is valued from its option, and has no hand to check. */
gboolean
mj_rulebook_data_example_context (const MjRules           *rules,
                                  const MjRulebookExample *example,
                                  MjOptions               *options,
                                  MjWinContext            *ctx,
                                  GError                 **error)
{
  g_auto (GStrv) keys = NULL;
  g_autoptr (GPtrArray) readme_keys = g_ptr_array_new ();
  MjHand hand;
  MjTile win = MJ_TILE_NONE;
  gboolean self_drawn = FALSE;

  g_return_val_if_fail (rules != NULL && example != NULL, FALSE);

  mj_options_init_defaults (rules, options);
  if (example->options)
    {
      g_auto (GStrv) assignments = g_strsplit (example->options, " ", -1);
      for (guint i = 0; assignments[i]; i++)
        if (assignments[i][0] && !mj_options_parse_assignment (rules, options, assignments[i], error))
          return FALSE;
    }

  mj_hand_init (&hand);
  if (!mj_hand_parse (&hand, example->hand, error))
    return FALSE;
  if (example->win && !mj_tile_from_string (example->win, &win, error))
    return FALSE;

  keys = g_strsplit (example->context ? example->context : "", " ", -1);
  for (guint i = 0; keys[i]; i++)
    {
      if (strcmp (keys[i], "self-drawn") == 0)
        self_drawn = TRUE;
      else if (strcmp (keys[i], "discard") == 0)
        self_drawn = FALSE;
      else
        g_ptr_array_add (readme_keys, keys[i]);
    }
  g_ptr_array_add (readme_keys, NULL);

  return mj_win_context_read_in_words (rules, options, &hand, win, self_drawn,
                                       (const char * const *) readme_keys->pdata, ctx, NULL, error);
}

gboolean
mj_rulebook_data_score_example (const MjRules           *rules,
                                const MjRulebookEntry   *entry,
                                const MjRulebookExample *example,
                                MjWinContext            *ctx,
                                MjScore                 *score,
                                GError                 **error)
{
  MjOptions options;

  g_return_val_if_fail (rules != NULL && example != NULL && ctx != NULL && score != NULL, FALSE);

  if (!mj_rulebook_data_example_context (rules, example, &options, ctx, error))
    return FALSE;

  if (example->win == NULL)
    {
      /* a win on flowers alone: the game values it from the option */
      int value;

      if (entry == NULL || entry->value_option == NULL || entry->pattern == NULL ||
          mj_options_find (rules, entry->value_option) < 0)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "rule book example: a win on flowers alone needs its entry's value option");
          return FALSE;
        }
      value = mj_options_get (rules, &options, entry->value_option);
      mj_score_init (score);
      mj_score_add (score, entry->pattern, value);
      score->value = value;
      return TRUE;
    }

  rules->score (rules, &options, ctx, score);
  return TRUE;
}

/* ---- the comparison page ----------------------------------------------------------- */

static const char * const aspect_titles[MJ_RULEBOOK_N_ASPECTS] = {
  N_("Tiles"),
  N_("Deal"),
  N_("Claims"),
  N_("Who may win on a discard"),
  N_("Special rules"),
  N_("Settlement"),
};

const char *
mj_rulebook_data_aspect_title (MjRulebookAspect aspect)
{
  g_return_val_if_fail (aspect < MJ_RULEBOOK_N_ASPECTS, NULL);
  return _(aspect_titles[aspect]);
}

char *
mj_rulebook_data_aspect_text (const MjRules    *rules,
                              MjRulebookAspect  aspect)
{
  const char *cell;

  g_return_val_if_fail (rules != NULL && aspect < MJ_RULEBOOK_N_ASPECTS, NULL);

  cell = rules->book && rules->book->compare[aspect] ? _(rules->book->compare[aspect]) : "";

  /* the numbers come from the rule set itself */
  switch (aspect)
    {
    case MJ_RULEBOOK_ASPECT_TILES:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$u tile. %2$s", "%1$u tiles. %2$s",
                                           mj_tileset_size (rules->tileset)),
                              mj_tileset_size (rules->tileset), cell);
    case MJ_RULEBOOK_ASPECT_DEAL:
      return g_strdup_printf (_("%1$u tiles each, the dealer %2$u. %3$s"),
                              rules->hand_size, rules->hand_size + 1, cell);
    default:
      return g_strdup (cell);
    }
}

/* ---- the same win elsewhere ------------------------------------------------------- */

static gboolean
lacks_tile (const MjRules *rules,
            const MjHand  *hand,
            MjTile         win,
            MjTile        *out)
{
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (hand->counts[t] && !mj_tileset_has_kind (rules->tileset, t))
      {
        *out = t;
        return TRUE;
      }
  for (guint m = 0; m < hand->n_melds; m++)
    if (!mj_tileset_has_kind (rules->tileset, hand->melds[m].tile))
      {
        *out = hand->melds[m].tile;
        return TRUE;
      }
  if (win != MJ_TILE_NONE && !mj_tileset_has_kind (rules->tileset, win))
    {
      *out = win;
      return TRUE;
    }
  return FALSE;
}

MjRulebookVerdict
mj_rulebook_data_score_elsewhere (const MjWinContext *played_ctx,
                                  const MjRules      *played,
                                  const MjRules      *rules,
                                  MjWinContext       *ctx,
                                  MjScore            *score,
                                  guint              *notes,
                                  MjTile             *tile)
{
  MjOptions options;
  MjFeatures features;
  guint sets;
  MjTile missing = MJ_TILE_NONE;
  MjContextKeys taken;

  g_return_val_if_fail (played_ctx != NULL && played != NULL && rules != NULL, MJ_RULEBOOK_SCORED);
  g_return_val_if_fail (ctx != NULL && score != NULL && notes != NULL, MJ_RULEBOOK_SCORED);

  *ctx = *played_ctx;
  *notes = 0;
  mj_score_init (score);
  if (tile)
    *tile = MJ_TILE_NONE;

  if (ctx->win_tile == MJ_TILE_NONE)
    return MJ_RULEBOOK_NO_HAND;

  /* sets of the concealed tiles and the winning tile, and the melds */
  sets = ctx->hand.n_melds + (ctx->hand.n_tiles + 1u >= 2 ? (ctx->hand.n_tiles + 1u - 2u) / 3u : 0u);
  if (sets != rules->hand_size / 3u)
    return MJ_RULEBOOK_HAND_SIZE;
  if (lacks_tile (rules, &ctx->hand, ctx->win_tile, &missing))
    {
      if (tile)
        *tile = missing;
      return MJ_RULEBOOK_TILES;
    }

  mj_options_init_defaults (rules, &options);
  features = mj_rules_features (rules, &options);

  /* what the rule set does not play with is taken away, as the hand
   * calculator takes it */
  taken = mj_win_context_fit (rules, &options, ctx);
  if (taken & MJ_CONTEXT_KEY_FLOWERS)
    *notes |= MJ_RULEBOOK_NOTE_FLOWERS_DROPPED;
  if (rules->default_ready > ctx->ready)
    {
      ctx->ready = rules->default_ready;
      *notes |= MJ_RULEBOOK_NOTE_READY_ASSUMED;
    }
  /* where no missing suit was declared, the rule set takes the one the
   * hand lacks */
  if ((features & MJ_FEATURE_MISSING_SUIT) && ctx->missing_suit < 0)
    *notes |= MJ_RULEBOOK_NOTE_SUIT_ASSUMED;
  /* who has finished matters only in a blood battle, and then not here:
   * the win is taken as the first of the hand */
  ctx->finished = 0;

  rules->score (rules, &options, ctx, score);
  return MJ_RULEBOOK_SCORED;
}
