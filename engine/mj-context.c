/* mj-context.c: the context keys of the rules README (KEY[=VALUE]) read
 * into an MjWinContext, with the README's defaults; the one reader that
 * `sparrow-cli score` and `hint` and the rule book's examples share. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-context.h"

G_DEFINE_QUARK (mj-context-error-quark, mj_context_error)

typedef enum {
  VALUE_FLAG,      /* KEY, KEY=yes, KEY=no */
  VALUE_SEAT,
  VALUE_STREAK,
  VALUE_FLOWERS,
  VALUE_SUIT,
  VALUE_READY,
  VALUE_TILE,
  VALUE_SEATS,
} ValueKind;

typedef struct {
  const char    *name;
  MjContextKeys  key;
  ValueKind      kind;
} KeySpec;

/* In the README's order; after-flower is the rule book's name for an
 * after-kong whose replacement followed a flower (花上开花). */
static const KeySpec key_specs[] = {
  { "seat", MJ_CONTEXT_KEY_SEAT, VALUE_SEAT },
  { "dealer", MJ_CONTEXT_KEY_DEALER, VALUE_SEAT },
  { "from", MJ_CONTEXT_KEY_FROM, VALUE_SEAT },
  { "dealer-streak", MJ_CONTEXT_KEY_DEALER_STREAK, VALUE_STREAK },
  { "after-kong", MJ_CONTEXT_KEY_AFTER_KONG, VALUE_FLAG },
  { "after-flower", MJ_CONTEXT_KEY_AFTER_FLOWER, VALUE_FLAG },
  { "after-kong-discard", MJ_CONTEXT_KEY_AFTER_KONG_DISCARD, VALUE_FLAG },
  { "robbing-kong", MJ_CONTEXT_KEY_ROBBING_KONG, VALUE_FLAG },
  { "last-tile", MJ_CONTEXT_KEY_LAST_TILE, VALUE_FLAG },
  { "first-turn", MJ_CONTEXT_KEY_FIRST_TURN, VALUE_FLAG },
  { "seat-wind", MJ_CONTEXT_KEY_SEAT_WIND, VALUE_SEAT },
  { "round-wind", MJ_CONTEXT_KEY_ROUND_WIND, VALUE_SEAT },
  { "flowers", MJ_CONTEXT_KEY_FLOWERS, VALUE_FLOWERS },
  { "missing-suit", MJ_CONTEXT_KEY_MISSING_SUIT, VALUE_SUIT },
  { "ready-declared", MJ_CONTEXT_KEY_READY_DECLARED, VALUE_READY },
  { "flipped", MJ_CONTEXT_KEY_FLIPPED, VALUE_TILE },
  { "finished", MJ_CONTEXT_KEY_FINISHED, VALUE_SEATS },
  { "bao", MJ_CONTEXT_KEY_BAO, VALUE_SEAT },
};

/* What the key takes, after the key as it was written: "%s" is that. */
static const char *
expected (ValueKind kind)
{
  switch (kind)
    {
    case VALUE_FLAG:
      return N_("%s: expected yes or no (the key alone means yes)");
    case VALUE_SEAT:
      return N_("%s: expected a seat: E, S, W or N");
    case VALUE_STREAK:
      return N_("%s: expected a whole number of hands from 1 (the dealer's first) to 1000");
    case VALUE_FLOWERS:
      return N_("%s: expected flowers from 1f to 8f, as in flowers=1f5f");
    case VALUE_SUIT:
      return N_("%s: expected a suit: m (characters), p (dots) or s (bamboo)");
    case VALUE_READY:
      return N_("%s: expected yes, no, diting (ready with the first discard) or tianting (ready on the dealt tiles)");
    case VALUE_TILE:
      return N_("%s: expected one tile, as in flipped=5s");
    case VALUE_SEATS:
      return N_("%s: expected seats among E, S, W and N, as in finished=EW");
    default:
      g_assert_not_reached ();
    }
}

static gboolean
bad_value (const KeySpec  *spec,
           const char     *written,
           GError        **error)
{
  /* the text may come from anywhere: the message stays UTF-8 */
  g_autofree char *shown = g_utf8_make_valid (written, -1);

  g_set_error (error, MJ_CONTEXT_ERROR, MJ_CONTEXT_ERROR_VALUE, _(expected (spec->kind)), shown);
  return FALSE;
}

static gboolean
parse_flag (const char *value,
            gboolean   *out)
{
  static const char * const yes[] = { "yes", "on", "true", "1" };
  static const char * const no[] = { "no", "off", "false", "0" };

  if (value == NULL)
    {
      *out = TRUE;
      return TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (yes); i++)
    if (g_ascii_strcasecmp (value, yes[i]) == 0)
      {
        *out = TRUE;
        return TRUE;
      }
  for (guint i = 0; i < G_N_ELEMENTS (no); i++)
    if (g_ascii_strcasecmp (value, no[i]) == 0)
      {
        *out = FALSE;
        return TRUE;
      }
  return FALSE;
}

static gboolean
parse_seat (const char *value,
            guint8     *out)
{
  guint seat;

  if (value == NULL || !mj_seat_parse (value, &seat))
    return FALSE;
  *out = (guint8) seat;
  return TRUE;
}

/* One key into ctx; FALSE when its value is not one it takes. */
static gboolean
apply (const KeySpec *spec,
       const char    *value,
       MjWinContext  *ctx)
{
  gboolean on;

  switch (spec->key)
    {
    case MJ_CONTEXT_KEY_SEAT:
      return parse_seat (value, &ctx->seat);
    case MJ_CONTEXT_KEY_DEALER:
      return parse_seat (value, &ctx->dealer);
    case MJ_CONTEXT_KEY_FROM:
      return parse_seat (value, &ctx->from);
    case MJ_CONTEXT_KEY_SEAT_WIND:
      return parse_seat (value, &ctx->seat_wind);
    case MJ_CONTEXT_KEY_ROUND_WIND:
      return parse_seat (value, &ctx->round_wind);
    case MJ_CONTEXT_KEY_BAO:
      return parse_seat (value, &ctx->bao);

    case MJ_CONTEXT_KEY_DEALER_STREAK:
      {
        guint64 k;
        if (value == NULL || !g_ascii_string_to_unsigned (value, 10, 1, 1000, &k, NULL))
          return FALSE;
        ctx->dealer_streak = (guint) k;
        return TRUE;
      }

    case MJ_CONTEXT_KEY_AFTER_KONG:
      if (!parse_flag (value, &ctx->after_kong))
        return FALSE;
      if (!ctx->after_kong)
        ctx->after_flower = FALSE;
      return TRUE;
    case MJ_CONTEXT_KEY_AFTER_FLOWER:
      /* a flower's replacement is a replacement draw too: after-kong */
      if (!parse_flag (value, &on))
        return FALSE;
      ctx->after_flower = on;
      ctx->after_kong = on;
      return TRUE;
    case MJ_CONTEXT_KEY_AFTER_KONG_DISCARD:
      return parse_flag (value, &ctx->after_kong_discard);
    case MJ_CONTEXT_KEY_ROBBING_KONG:
      return parse_flag (value, &ctx->robbing_kong);
    case MJ_CONTEXT_KEY_LAST_TILE:
      return parse_flag (value, &ctx->last_tile);
    case MJ_CONTEXT_KEY_FIRST_TURN:
      return parse_flag (value, &ctx->first_turn);

    case MJ_CONTEXT_KEY_FLOWERS:
      {
        MjTile tiles[MJ_NOTATION_MAX_TILES];
        guint n = 0;
        guint8 flowers = 0;

        if (value == NULL || !mj_notation_parse_tiles (value, tiles, G_N_ELEMENTS (tiles), &n, NULL))
          return FALSE;
        for (guint j = 0; j < n; j++)
          {
            if (!mj_tile_is_flower (tiles[j]))
              return FALSE;
            flowers |= (guint8) (1u << (tiles[j] - MJ_FIRST_FLOWER));
          }
        ctx->flowers = flowers;
        return TRUE;
      }

    case MJ_CONTEXT_KEY_MISSING_SUIT:
      if (value == NULL || strlen (value) != 1 || strchr ("mps", value[0]) == NULL)
        return FALSE;
      ctx->missing_suit = (gint8) (strchr ("mps", value[0]) - "mps");
      return TRUE;

    case MJ_CONTEXT_KEY_READY_DECLARED:
      if (value && g_ascii_strcasecmp (value, "diting") == 0)
        ctx->ready = MJ_READY_DITING;
      else if (value && g_ascii_strcasecmp (value, "tianting") == 0)
        ctx->ready = MJ_READY_TIANTING;
      else if (parse_flag (value, &on))
        ctx->ready = on ? MJ_READY_PLAIN : MJ_READY_NONE;
      else
        return FALSE;
      return TRUE;

    case MJ_CONTEXT_KEY_FLIPPED:
      {
        MjTile tiles[2];
        guint n = 0;

        /* one tile; whether the rule set has it is the check's to say */
        if (value == NULL || !mj_notation_parse_tiles (value, tiles, G_N_ELEMENTS (tiles), &n, NULL) || n != 1)
          return FALSE;
        ctx->flipped = tiles[0];
        return TRUE;
      }

    case MJ_CONTEXT_KEY_FINISHED:
      {
        guint8 finished = 0;

        if (value == NULL)
          return FALSE;
        for (const char *p = value; *p; p++)
          {
            char one[2] = { *p, 0 };
            guint seat;
            if (!mj_seat_parse (one, &seat))
              return FALSE;
            finished |= (guint8) (1u << seat);
          }
        ctx->finished = finished;
        return TRUE;
      }

    default:
      g_assert_not_reached ();
    }
}

static gboolean
unknown_key (const char  *key,
             GError     **error)
{
  g_autofree char *shown = g_utf8_make_valid (key, -1);
  GString *names = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (key_specs); i++)
    g_string_append_printf (names, "%s%s", i ? ", " : "", key_specs[i].name);
  g_set_error (error, MJ_CONTEXT_ERROR, MJ_CONTEXT_ERROR_KEY,
               _("“%s” is not a context key of the rules (they are %s)"), shown, names->str);
  g_string_free (names, TRUE);
  return FALSE;
}

/* The seat wind a context takes when none is given: the dealer's East
 * where the rule set can seat the winds so, else the one it gives. */
static guint8
default_seat_wind (const MjRules   *rules,
                   const MjOptions *options,
                   guint            dealer,
                   guint            seat)
{
  guint choices = mj_rules_seat_wind_choices (rules, options, dealer, seat);
  guint east = mj_seat_distance (dealer, seat);

  if (choices == 0 || (choices & (1u << east)))
    return (guint8) east;
  return (guint8) g_bit_nth_lsf (choices, -1);
}

gboolean
mj_win_context_parse (const MjRules       *rules,
                      const MjOptions     *options,
                      const char * const  *keys,
                      MjWinContext        *ctx,
                      MjContextKeys       *given,
                      GError             **error)
{
  MjOptions defaults;
  guint got = 0;

  g_return_val_if_fail (rules != NULL && ctx != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (options == NULL)
    {
      mj_options_init_defaults (rules, &defaults);
      options = &defaults;
    }
  if (given)
    *given = 0;

  for (guint i = 0; keys && keys[i]; i++)
    {
      const char *written = keys[i];
      const char *eq = strchr (written, '=');
      g_autofree char *name = eq ? g_strndup (written, (gsize) (eq - written)) : g_strdup (written);
      const KeySpec *spec = NULL;

      if (written[0] == '\0')
        continue;
      for (guint k = 0; k < G_N_ELEMENTS (key_specs) && spec == NULL; k++)
        if (strcmp (name, key_specs[k].name) == 0)
          spec = &key_specs[k];
      if (spec == NULL)
        return unknown_key (name, error);
      if (!apply (spec, eq ? eq + 1 : NULL, ctx))
        return bad_value (spec, written, error);
      got |= spec->key;
    }

  /* the README's defaults */
  if (!(got & MJ_CONTEXT_KEY_SEAT_WIND))
    ctx->seat_wind = default_seat_wind (rules, options, ctx->dealer, ctx->seat);
  if (!(got & MJ_CONTEXT_KEY_READY_DECLARED))
    ctx->ready = rules->default_ready;
  if (!ctx->self_drawn && !(got & MJ_CONTEXT_KEY_FROM))
    ctx->from = (guint8) ((ctx->seat + MJ_N_SEATS - 1) % MJ_N_SEATS);
  if (ctx->self_drawn && !(got & MJ_CONTEXT_KEY_FROM))
    ctx->from = MJ_SEAT_NONE;
  /* a kong's replacement: from= names who fed the kong, as the game keeps
   * it (a self-draw has no discarder); without after-kong it stays, and
   * the check says why it cannot */
  if (ctx->self_drawn && ctx->after_kong && !ctx->after_flower && (got & MJ_CONTEXT_KEY_FROM))
    {
      ctx->kong_feeder = ctx->from;
      ctx->from = MJ_SEAT_NONE;
    }
  if (given)
    *given = (MjContextKeys) got;
  return TRUE;
}

/* ---- the grammar the other way, and a context for another rule set ---- */

static char *
write_key (const KeySpec      *spec,
           const MjWinContext *ctx)
{
  switch (spec->key)
    {
    case MJ_CONTEXT_KEY_SEAT:
      return g_strdup_printf ("seat=%c", mj_seat_letter (ctx->seat));
    case MJ_CONTEXT_KEY_DEALER:
      return g_strdup_printf ("dealer=%c", mj_seat_letter (ctx->dealer));
    case MJ_CONTEXT_KEY_FROM:
      {
        /* on a kong's replacement the reader keeps from= as the feeder */
        guint8 from = ctx->self_drawn && ctx->kong_feeder != MJ_SEAT_NONE ? ctx->kong_feeder : ctx->from;
        return from < MJ_N_SEATS ? g_strdup_printf ("from=%c", mj_seat_letter (from)) : NULL;
      }
    case MJ_CONTEXT_KEY_SEAT_WIND:
      return g_strdup_printf ("seat-wind=%c", mj_seat_letter (ctx->seat_wind));
    case MJ_CONTEXT_KEY_ROUND_WIND:
      return g_strdup_printf ("round-wind=%c", mj_seat_letter (ctx->round_wind));
    case MJ_CONTEXT_KEY_BAO:
      return ctx->bao < MJ_N_SEATS ? g_strdup_printf ("bao=%c", mj_seat_letter (ctx->bao)) : NULL;
    case MJ_CONTEXT_KEY_DEALER_STREAK:
      return g_strdup_printf ("dealer-streak=%u", ctx->dealer_streak);
    case MJ_CONTEXT_KEY_AFTER_KONG:
      return g_strdup (ctx->after_kong ? "after-kong" : "after-kong=no");
    case MJ_CONTEXT_KEY_AFTER_FLOWER:
      /* after-flower=no would take after-kong away with it */
      return ctx->after_flower ? g_strdup ("after-flower") : NULL;
    case MJ_CONTEXT_KEY_AFTER_KONG_DISCARD:
      return g_strdup (ctx->after_kong_discard ? "after-kong-discard" : "after-kong-discard=no");
    case MJ_CONTEXT_KEY_ROBBING_KONG:
      return g_strdup (ctx->robbing_kong ? "robbing-kong" : "robbing-kong=no");
    case MJ_CONTEXT_KEY_LAST_TILE:
      return g_strdup (ctx->last_tile ? "last-tile" : "last-tile=no");
    case MJ_CONTEXT_KEY_FIRST_TURN:
      return g_strdup (ctx->first_turn ? "first-turn" : "first-turn=no");
    case MJ_CONTEXT_KEY_FLOWERS:
      {
        GString *out;

        if (ctx->flowers == 0)
          return NULL;
        out = g_string_new ("flowers=");
        for (guint i = 0; i < 8; i++)
          if (ctx->flowers & (1u << i))
            g_string_append_printf (out, "%uf", i + 1);
        return g_string_free (out, FALSE);
      }
    case MJ_CONTEXT_KEY_MISSING_SUIT:
      return ctx->missing_suit >= 0 && ctx->missing_suit <= MJ_SUIT_S
             ? g_strdup_printf ("missing-suit=%c", "mps"[ctx->missing_suit]) : NULL;
    case MJ_CONTEXT_KEY_READY_DECLARED:
      {
        static const char * const kinds[] = { "no", "yes", "diting", "tianting" };
        return ctx->ready < G_N_ELEMENTS (kinds) ? g_strdup_printf ("ready-declared=%s", kinds[ctx->ready]) : NULL;
      }
    case MJ_CONTEXT_KEY_FLIPPED:
      return ctx->flipped != MJ_TILE_NONE && mj_tile_is_valid (ctx->flipped)
             ? g_strdup_printf ("flipped=%s", mj_tile_to_string (ctx->flipped)) : NULL;
    case MJ_CONTEXT_KEY_FINISHED:
      {
        GString *out;

        if ((ctx->finished & 0xf) == 0)
          return NULL;
        out = g_string_new ("finished=");
        for (guint s = 0; s < MJ_N_SEATS; s++)
          if (ctx->finished & (1u << s))
            g_string_append_c (out, mj_seat_letter (s));
        return g_string_free (out, FALSE);
      }
    default:
      g_assert_not_reached ();
    }
}

char **
mj_win_context_write (const MjWinContext *ctx,
                      MjContextKeys       keys)
{
  GPtrArray *out = g_ptr_array_new ();

  g_return_val_if_fail (ctx != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (key_specs); i++)
    if (keys & key_specs[i].key)
      {
        char *written = write_key (&key_specs[i], ctx);
        if (written)
          g_ptr_array_add (out, written);
      }
  g_ptr_array_add (out, NULL);
  return (char **) g_ptr_array_free (out, FALSE);
}

char *
mj_win_context_key_notation (const MjWinContext *ctx,
                             MjContextKeys       keys)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (ctx != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (key_specs); i++)
    if (keys & key_specs[i].key)
      {
        g_autofree char *written = write_key (&key_specs[i], ctx);

        if (out->len)
          g_string_append (out, " and ");
        /* a key whose field holds nothing is named alone, "from" */
        g_string_append (out, written ? written : key_specs[i].name);
      }
  return g_string_free (out, FALSE);
}

const char *
mj_win_context_key_label (MjContextKeys key)
{
  switch (key)
    {
    case MJ_CONTEXT_KEY_AFTER_KONG:
      return _("On a kong's replacement tile");
    case MJ_CONTEXT_KEY_AFTER_FLOWER:
      return _("On a flower's replacement tile");
    case MJ_CONTEXT_KEY_AFTER_KONG_DISCARD:
      return _("On the discard right after a kong");
    case MJ_CONTEXT_KEY_ROBBING_KONG:
      return _("Robbing a kong");
    case MJ_CONTEXT_KEY_LAST_TILE:
      return _("On the last tile");
    case MJ_CONTEXT_KEY_FIRST_TURN:
      return _("In the first go-round, before any claim");
    default:
      return NULL;
    }
}

MjContextKeys
mj_win_context_fit (const MjRules   *rules,
                    const MjOptions *options,
                    MjWinContext    *ctx)
{
  MjOptions defaults;
  MjFeatures f;
  guint taken = 0;

  g_return_val_if_fail (rules != NULL && ctx != NULL, 0);

  if (options == NULL)
    {
      mj_options_init_defaults (rules, &defaults);
      options = &defaults;
    }
  f = mj_rules_features (rules, options);

  if (!(f & MJ_FEATURE_FLOWERS))
    {
      if (ctx->flowers)
        taken |= MJ_CONTEXT_KEY_FLOWERS;
      ctx->flowers = 0;
      /* the replacement of a flower it does not have is no replacement */
      if (ctx->after_flower)
        {
          taken |= MJ_CONTEXT_KEY_AFTER_FLOWER;
          ctx->after_kong = ctx->after_flower = FALSE;
        }
    }
  if (!(f & MJ_FEATURE_MISSING_SUIT) && ctx->missing_suit >= 0)
    {
      taken |= MJ_CONTEXT_KEY_MISSING_SUIT;
      ctx->missing_suit = -1;
    }
  if (!(f & (MJ_FEATURE_READY_REQUIRED | MJ_FEATURE_READY_OPTIONAL)) && ctx->ready != MJ_READY_NONE)
    {
      taken |= MJ_CONTEXT_KEY_READY_DECLARED;
      ctx->ready = MJ_READY_NONE;
    }
  else if (!(f & MJ_FEATURE_READY_OPTIONAL) && ctx->ready > MJ_READY_PLAIN)
    {
      taken |= MJ_CONTEXT_KEY_READY_DECLARED;
      ctx->ready = MJ_READY_PLAIN;
    }
  if (!(f & MJ_FEATURE_FLIP_TILE) && ctx->flipped != MJ_TILE_NONE)
    {
      taken |= MJ_CONTEXT_KEY_FLIPPED;
      ctx->flipped = MJ_TILE_NONE;
    }
  if (!(f & MJ_FEATURE_BLOOD_BATTLE) && ctx->finished)
    {
      taken |= MJ_CONTEXT_KEY_FINISHED;
      ctx->finished = 0;
    }
  if (ctx->bao != MJ_SEAT_NONE && mj_rules_liable_claims (rules, options, ctx->self_drawn) == 0)
    {
      taken |= MJ_CONTEXT_KEY_BAO;
      ctx->bao = MJ_SEAT_NONE;
    }
  return (MjContextKeys) taken;
}

static gboolean
read_win (const MjRules       *rules,
          const MjOptions     *options,
          const MjHand        *hand,
          MjTile               win_tile,
          gboolean             self_drawn,
          const char * const  *keys,
          MjWinContext        *ctx,
          MjContextKeys       *given,
          gboolean             words,
          GError             **error)
{
  g_return_val_if_fail (rules != NULL && hand != NULL && ctx != NULL, FALSE);

  mj_win_context_init (ctx);
  ctx->hand = *hand;
  ctx->win_tile = win_tile;
  ctx->self_drawn = self_drawn;
  if (!mj_win_context_parse (rules, options, keys, ctx, given, error))
    return FALSE;
  /* a win on flowers alone has no hand to check (the rule book values it
   * from its option) */
  return win_tile == MJ_TILE_NONE ||
         (words ? mj_win_context_check_in_words (rules, options, ctx, error)
                : mj_win_context_check (rules, options, ctx, error));
}

gboolean
mj_win_context_read (const MjRules       *rules,
                     const MjOptions     *options,
                     const MjHand        *hand,
                     MjTile               win_tile,
                     gboolean             self_drawn,
                     const char * const  *keys,
                     MjWinContext        *ctx,
                     MjContextKeys       *given,
                     GError             **error)
{
  return read_win (rules, options, hand, win_tile, self_drawn, keys, ctx, given, FALSE, error);
}

gboolean
mj_win_context_read_in_words (const MjRules       *rules,
                              const MjOptions     *options,
                              const MjHand        *hand,
                              MjTile               win_tile,
                              gboolean             self_drawn,
                              const char * const  *keys,
                              MjWinContext        *ctx,
                              MjContextKeys       *given,
                              GError             **error)
{
  return read_win (rules, options, hand, win_tile, self_drawn, keys, ctx, given, TRUE, error);
}
