/* cli-context.c: the --context KEY[=VALUE] keys of the rules README, shared
 * by the commands that describe a win (score) or a position (hint). */
#include "config.h"

#include <string.h>

#include "cli.h"

static gboolean
parse_flag (const char  *key,
            const char  *value,
            gboolean    *out,
            GError     **error)
{
  if (value == NULL || g_ascii_strcasecmp (value, "yes") == 0 || g_ascii_strcasecmp (value, "on") == 0 ||
      g_ascii_strcasecmp (value, "true") == 0 || strcmp (value, "1") == 0)
    *out = TRUE;
  else if (g_ascii_strcasecmp (value, "no") == 0 || g_ascii_strcasecmp (value, "off") == 0 ||
           g_ascii_strcasecmp (value, "false") == 0 || strcmp (value, "0") == 0)
    *out = FALSE;
  else
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "--context %s=%s: expected yes or no", key, value);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_seat (const char  *key,
            const char  *value,
            guint8      *out,
            GError     **error)
{
  guint seat;

  if (value == NULL || !mj_seat_parse (value, &seat))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   "--context %s: expected a seat E, S, W or N", key);
      return FALSE;
    }
  *out = (guint8) seat;
  return TRUE;
}

gboolean
cli_context_parse (const MjRules  *rules,
                   char          **keys,
                   MjWinContext   *ctx,
                   CliContextSet  *set,
                   GError        **error)
{
  memset (set, 0, sizeof *set);

  for (guint i = 0; keys && keys[i]; i++)
    {
      g_autofree char *key = NULL;
      const char *eq = strchr (keys[i], '=');
      const char *value = eq ? eq + 1 : NULL;

      key = eq ? g_strndup (keys[i], (gsize) (eq - keys[i])) : g_strdup (keys[i]);

      if (strcmp (key, "seat") == 0)
        {
          if (!parse_seat (key, value, &ctx->seat, error))
            return FALSE;
        }
      else if (strcmp (key, "dealer") == 0)
        {
          if (!parse_seat (key, value, &ctx->dealer, error))
            return FALSE;
        }
      else if (strcmp (key, "from") == 0)
        {
          if (!parse_seat (key, value, &ctx->from, error))
            return FALSE;
          set->from = TRUE;
        }
      else if (strcmp (key, "dealer-streak") == 0)
        {
          guint64 k;
          if (value == NULL || !g_ascii_string_to_unsigned (value, 10, 1, 1000, &k, NULL))
            {
              g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           "--context dealer-streak: expected a whole number from 1 (the dealer's first hand)");
              return FALSE;
            }
          ctx->dealer_streak = (guint) k;
        }
      else if (strcmp (key, "after-kong") == 0)
        {
          if (!parse_flag (key, value, &ctx->after_kong, error))
            return FALSE;
        }
      else if (strcmp (key, "after-flower") == 0)
        {
          /* a flower's replacement is a replacement draw too: after-kong */
          if (!parse_flag (key, value, &ctx->after_flower, error))
            return FALSE;
          if (ctx->after_flower)
            ctx->after_kong = TRUE;
        }
      else if (strcmp (key, "after-kong-discard") == 0)
        {
          if (!parse_flag (key, value, &ctx->after_kong_discard, error))
            return FALSE;
        }
      else if (strcmp (key, "robbing-kong") == 0)
        {
          if (!parse_flag (key, value, &ctx->robbing_kong, error))
            return FALSE;
        }
      else if (strcmp (key, "last-tile") == 0)
        {
          if (!parse_flag (key, value, &ctx->last_tile, error))
            return FALSE;
        }
      else if (strcmp (key, "first-turn") == 0)
        {
          if (!parse_flag (key, value, &ctx->first_turn, error))
            return FALSE;
        }
      else if (strcmp (key, "seat-wind") == 0 || strcmp (key, "round-wind") == 0)
        {
          guint8 w;
          if (!parse_seat (key, value, &w, error))
            return FALSE;
          if (key[0] == 's')
            {
              ctx->seat_wind = w;
              set->seat_wind = TRUE;
            }
          else
            ctx->round_wind = w;
        }
      else if (strcmp (key, "flowers") == 0)
        {
          MjTile tiles[MJ_NOTATION_MAX_TILES];
          guint n = 0;
          if (!mj_notation_parse_tiles (value ? value : "", tiles, G_N_ELEMENTS (tiles), &n, error))
            {
              g_prefix_error (error, "--context flowers: ");
              return FALSE;
            }
          ctx->flowers = 0;
          for (guint j = 0; j < n; j++)
            {
              if (!mj_tile_is_flower (tiles[j]))
                {
                  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                               "--context flowers: %s is not a flower (1f-8f)", mj_tile_to_string (tiles[j]));
                  return FALSE;
                }
              ctx->flowers |= (guint8) (1u << (tiles[j] - MJ_FIRST_FLOWER));
            }
        }
      else if (strcmp (key, "missing-suit") == 0)
        {
          if (value == NULL || strlen (value) != 1 || strchr ("mps", value[0]) == NULL)
            {
              g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           "--context missing-suit: expected m, p or s");
              return FALSE;
            }
          ctx->missing_suit = (gint8) (strchr ("mps", value[0]) - "mps");
        }
      else if (strcmp (key, "ready-declared") == 0)
        {
          if (value && strcmp (value, "diting") == 0)
            ctx->ready = MJ_READY_DITING;
          else if (value && strcmp (value, "tianting") == 0)
            ctx->ready = MJ_READY_TIANTING;
          else
            {
              gboolean on;
              if (!parse_flag (key, value, &on, error))
                {
                  g_prefix_error (error, "(or diting, tianting) ");
                  return FALSE;
                }
              ctx->ready = on ? MJ_READY_PLAIN : MJ_READY_NONE;
            }
          set->ready = TRUE;
        }
      else if (strcmp (key, "flipped") == 0)
        {
          if (value == NULL || !mj_tile_from_string (value, &ctx->flipped, error))
            {
              if (error && *error == NULL)
                g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                             "--context flipped: expected a tile, as in flipped=5s");
              else
                g_prefix_error (error, "--context flipped: ");
              return FALSE;
            }
        }
      else if (strcmp (key, "finished") == 0)
        {
          ctx->finished = 0;
          for (const char *p = value ? value : ""; *p; p++)
            {
              char one[2] = { *p, 0 };
              guint seat;
              if (!mj_seat_parse (one, &seat))
                {
                  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                               "--context finished: expected seats, as in finished=EW");
                  return FALSE;
                }
              ctx->finished |= (guint8) (1u << seat);
            }
        }
      else if (strcmp (key, "bao") == 0)
        {
          if (!parse_seat (key, value, &ctx->bao, error))
            return FALSE;
        }
      else
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "unknown context key “%s” (see the rules README for the keys)", key);
          return FALSE;
        }
    }
  return TRUE;
}

void
cli_context_finish (const MjRules      *rules,
                    MjWinContext       *ctx,
                    const CliContextSet *set)
{
  if (!set->seat_wind)
    ctx->seat_wind = (guint8) mj_seat_distance (ctx->dealer, ctx->seat);
  if (!set->ready)
    ctx->ready = rules->default_ready;
  if (!ctx->self_drawn && !set->from)
    ctx->from = (guint8) ((ctx->seat + MJ_N_SEATS - 1) % MJ_N_SEATS);
  if (ctx->self_drawn && !set->from)
    ctx->from = MJ_SEAT_NONE;
  /* a kong's replacement: the feeder is whoever `from` names */
  if (ctx->self_drawn && ctx->after_kong && set->from)
    ctx->kong_feeder = ctx->from;
}
