/* mj-record.c: records of matches in JSON, read defensively. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <errno.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "mj-files.h"
#include "mj-json-private.h"
#include "mj-record.h"

G_DEFINE_QUARK (mj-record-error-quark, mj_record_error)

/* Records nest four deep (a later deal's hands); scenario files a little
 * more.  Far deeper is damage, and json-glib recurses once per level. */
#define MAX_DEPTH 16

void
mj_match_setup_clear (MjMatchSetup *setup)
{
  for (guint i = 0; i < MJ_N_SEATS; i++)
    g_clear_pointer (&setup->names[i], g_free);
}

char *
mj_player_name_clip (const char *name)
{
  g_autofree char *valid = g_utf8_make_valid (name ? name : "", -1);
  const char *end = valid;

  /* whole characters: never half of one */
  for (guint i = 0; i < MJ_PLAYER_NAME_MAX_CHARS && *end; i++)
    end = g_utf8_next_char (end);
  return g_strndup (valid, (gsize) (end - valid));
}

char *
mj_match_id_new (void)
{
  return g_uuid_string_random ();
}

void
mj_match_setup_copy (MjMatchSetup       *dest,
                     const MjMatchSetup *src)
{
  *dest = *src;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    dest->names[i] = g_strdup (src->names[i]);
}

MjMatchSetup *
mj_match_setup_dup (const MjMatchSetup *setup)
{
  MjMatchSetup *copy = g_new0 (MjMatchSetup, 1);

  mj_match_setup_copy (copy, setup);
  return copy;
}

void
mj_match_setup_free (MjMatchSetup *setup)
{
  if (setup == NULL)
    return;
  mj_match_setup_clear (setup);
  g_free (setup);
}

G_DEFINE_BOXED_TYPE (MjMatchSetup, mj_match_setup, mj_match_setup_dup, mj_match_setup_free)

MjRecord *
mj_record_new (const MjRules   *rules,
               const MjOptions *options,
               guint64          seed)
{
  MjRecord *r = g_new0 (MjRecord, 1);

  r->rules = rules;
  if (options)
    r->options = *options;
  else
    mj_options_init_defaults (rules, &r->options);
  r->seed = seed;
  r->length_kind = MJ_MATCH_HANDS;
  r->actions = g_array_new (FALSE, FALSE, sizeof (MjAction));
  r->later_deals = g_array_new (FALSE, FALSE, sizeof (MjStackedDeal));
  for (guint i = 0; i < MJ_N_SEATS; i++)
    r->kinds[i] = MJ_PLAYER_COMPUTER;
  return r;
}

MjRecord *
mj_record_new_from_game (MjGame *game)
{
  MjRecord *r;
  const MjAction *actions;
  guint n;

  g_return_val_if_fail (MJ_IS_GAME (game), NULL);

  r = mj_record_new (mj_game_get_rules (game), mj_game_get_options (game), mj_game_get_seed (game));
  r->length_kind = mj_game_get_length (game, &r->length);
  if (mj_game_get_stacked_deal (game))
    {
      r->stacked = TRUE;
      r->deal = *mj_game_get_stacked_deal (game);
      {
        guint n_later;
        const MjStackedDeal *later = mj_game_get_later_deals (game, &n_later);
        if (n_later)
          g_array_append_vals (r->later_deals, later, n_later);
      }
    }
  r->ask_all = (guint8) mj_game_get_ask_all (game);
  actions = mj_game_get_history (game, &n);
  g_array_append_vals (r->actions, actions, n);
  return r;
}

void
mj_record_free (MjRecord *record)
{
  if (record == NULL)
    return;
  g_free (record->id);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    g_free (record->names[i]);
  g_array_unref (record->actions);
  g_array_unref (record->later_deals);
  g_free (record);
}

/* ---- actions as text ------------------------------------------------------- */

char *
mj_action_to_text (const MjAction *a)
{
  const char *name = mj_action_type_name (a->type);
  char seat = mj_seat_letter (a->seat);

  switch (a->type)
    {
    case MJ_ACTION_NEXT_HAND:
      return g_strdup (name);
    case MJ_ACTION_WIN:
    case MJ_ACTION_PASS:
    case MJ_ACTION_KONG:
    case MJ_ACTION_PUNG:
    case MJ_ACTION_DECLARE_READY:
      return g_strdup_printf ("%c %s", seat, name);
    case MJ_ACTION_CHOOSE_SUIT:
      return g_strdup_printf ("%c %s %c", seat, name, mj_suit_letter ((MjSuit) a->tile));
    case MJ_ACTION_EXCHANGE:
      {
        g_autofree char *tiles = mj_tiles_format (a->tiles, 3, FALSE);
        return g_strdup_printf ("%c %s %s", seat, name, tiles);
      }
    default:
      return g_strdup_printf ("%c %s %s%s", seat, name, mj_tile_to_string (a->tile),
                              a->flags & MJ_ACTION_FLAG_READY ? " ready" : "");
    }
}

gboolean
mj_action_from_text (const char  *text,
                     MjAction    *out,
                     GError     **error)
{
  g_auto (GStrv) words = g_strsplit_set (text, " \t", -1);
  char *w[5] = { NULL };
  guint n = 0;
  MjActionType type;
  MjAction a = { 0 };
  guint seat;

  for (guint i = 0; words[i]; i++)
    if (words[i][0])
      {
        if (n == G_N_ELEMENTS (w))
          goto bad;
        w[n++] = words[i];
      }
  a.tile = MJ_TILE_NONE;

  if (n == 1 && strcmp (w[0], "next-hand") == 0)
    {
      a.type = MJ_ACTION_NEXT_HAND;
      *out = a;
      return TRUE;
    }
  if (n < 2 || !mj_seat_parse (w[0], &seat) || !mj_action_type_from_name (w[1], &type) ||
      type == MJ_ACTION_NEXT_HAND)
    goto bad;
  a.type = (guint8) type;
  a.seat = (guint8) seat;

  switch (type)
    {
    case MJ_ACTION_WIN:
    case MJ_ACTION_PASS:
    case MJ_ACTION_KONG:
    case MJ_ACTION_PUNG:
    case MJ_ACTION_DECLARE_READY:
      if (n != 2)
        goto bad;
      break;
    case MJ_ACTION_CHOOSE_SUIT:
      if (n != 3 || strlen (w[2]) != 1 || !strchr ("mps", w[2][0]))
        goto bad;
      a.tile = (MjTile) (strchr ("mps", w[2][0]) - "mps");
      break;
    case MJ_ACTION_EXCHANGE:
      {
        MjTile tiles[MJ_NOTATION_MAX_TILES];
        guint k;
        if (n != 3 || !mj_notation_parse_tiles (w[2], tiles, G_N_ELEMENTS (tiles), &k, NULL) || k != 3)
          goto bad;
        memcpy (a.tiles, tiles, 3);
      }
      break;
    default:
      if (n < 3 || n > 4 || !mj_tile_from_string (w[2], &a.tile, NULL))
        goto bad;
      if (n == 4)
        {
          if (strcmp (w[3], "ready") != 0 || type != MJ_ACTION_DISCARD)
            goto bad;
          a.flags = MJ_ACTION_FLAG_READY;
        }
    }
  *out = a;
  return TRUE;

bad:
  g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_ACTION,
               _("“%s” is not an action (for example “S discard 5p” or “N pung”)"), text);
  return FALSE;
}

/* ---- stacked deals -------------------------------------------------------------- */

gboolean
mj_stacked_deal_parse (const MjRules  *rules,
                       guint           dealer,
                       const char     *hands[MJ_N_SEATS],
                       const char     *draws,
                       const char     *replacements,
                       MjStackedDeal  *deal,
                       GError        **error)
{
  guint used[MJ_N_TILE_KINDS] = { 0 };

  memset (deal, 0, sizeof *deal);
  deal->dealer = (guint8) dealer;
  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    {
      guint want = rules->hand_size + (seat == dealer);
      if (!mj_notation_parse (hands[seat] ? hands[seat] : "", &deal->hands[seat], error))
        {
          g_prefix_error (error, _("the hand of %c: "), mj_seat_letter (seat));
          return FALSE;
        }
      if (deal->hands[seat].n_melds || deal->hands[seat].n_tiles != want)
        {
          g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FIELD,
                       _("the hand of %c holds %u tiles; it must hold %u, without melds"),
                       mj_seat_letter (seat), deal->hands[seat].n_tiles, want);
          return FALSE;
        }
      for (guint i = 0; i < deal->hands[seat].n_tiles; i++)
        used[deal->hands[seat].tiles[i]]++;
    }
  if (!mj_notation_parse_tiles (draws ? draws : "", deal->draws, G_N_ELEMENTS (deal->draws),
                                &deal->n_draws, error) ||
      !mj_notation_parse_tiles (replacements ? replacements : "", deal->replacements,
                                G_N_ELEMENTS (deal->replacements), &deal->n_replacements, error))
    {
      g_prefix_error (error, _("the wall: "));
      return FALSE;
    }
  for (guint i = 0; i < deal->n_draws; i++)
    used[deal->draws[i]]++;
  for (guint i = 0; i < deal->n_replacements; i++)
    used[deal->replacements[i]]++;
  for (MjTile t = 0; t < MJ_N_TILE_KINDS; t++)
    {
      if (used[t] && !mj_tileset_has_kind (rules->tileset, t))
        {
          g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FIELD,
                       _("%s is not one of the %s tiles"), mj_tile_to_string (t), rules->id);
          return FALSE;
        }
      if (used[t] > mj_tile_copies (t))
        {
          g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FIELD,
                       _("the deal uses %s %u times; the set has %u"), mj_tile_to_string (t), used[t],
                       mj_tile_copies (t));
          return FALSE;
        }
    }
  return TRUE;
}

/* ---- writing ---------------------------------------------------------------------- */

static void
write_deal (JsonBuilder         *b,
            const MjStackedDeal *deal)
{
  char dealer[2] = { mj_seat_letter (deal->dealer), 0 };
  g_autofree char *d = mj_tiles_format (deal->draws, deal->n_draws, FALSE);
  g_autofree char *rp = mj_tiles_format (deal->replacements, deal->n_replacements, FALSE);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "dealer");
  json_builder_add_string_value (b, dealer);
  json_builder_set_member_name (b, "hands");
  json_builder_begin_array (b);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      g_autofree char *h = mj_tiles_format (deal->hands[i].tiles, deal->hands[i].n_tiles, FALSE);
      json_builder_add_string_value (b, h);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "draws");
  json_builder_add_string_value (b, d);
  json_builder_set_member_name (b, "replacements");
  json_builder_add_string_value (b, rp);
  if (deal->dice[0])
    {
      json_builder_set_member_name (b, "dice");
      json_builder_begin_array (b);
      for (guint i = 0; i < G_N_ELEMENTS (deal->dice) && deal->dice[i]; i++)
        json_builder_add_int_value (b, deal->dice[i]);
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
}

char *
mj_record_to_json (const MjRecord *r)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;
  char seed[32];

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, MJ_RECORD_FORMAT);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, MJ_RECORD_VERSION);
  /* (format 1 without it is read as before: an id is optional) */
  if (r->id)
    {
      json_builder_set_member_name (b, "id");
      json_builder_add_string_value (b, r->id);
    }
  json_builder_set_member_name (b, "rules");
  json_builder_add_string_value (b, r->rules->id);

  json_builder_set_member_name (b, "options");
  json_builder_begin_object (b);
  for (guint i = 0; i < r->rules->n_options; i++)
    {
      const MjOptionSpec *spec = &r->rules->options[i];
      json_builder_set_member_name (b, spec->id);
      switch (spec->type)
        {
        case MJ_OPTION_BOOL:
          json_builder_add_boolean_value (b, r->options.values[i] != 0);
          break;
        case MJ_OPTION_CHOICE:
          json_builder_add_string_value (b, spec->choices[r->options.values[i]]);
          break;
        default:
          json_builder_add_int_value (b, r->options.values[i]);
        }
    }
  json_builder_end_object (b);

  /* a string: JSON numbers lose 64-bit precision */
  g_snprintf (seed, sizeof seed, "%" G_GUINT64_FORMAT, r->seed);
  json_builder_set_member_name (b, "seed");
  json_builder_add_string_value (b, seed);

  json_builder_set_member_name (b, "match");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "length");
  json_builder_add_int_value (b, r->length);
  json_builder_set_member_name (b, "unit");
  json_builder_add_string_value (b, r->length_kind == MJ_MATCH_ROUNDS ? "rounds" : "hands");
  if (r->ask_all)
    {
      char seats[MJ_N_SEATS + 1] = { 0 };
      guint k = 0;
      for (guint i = 0; i < MJ_N_SEATS; i++)
        if (r->ask_all & (1u << i))
          seats[k++] = mj_seat_letter (i);
      json_builder_set_member_name (b, "ask_all");
      json_builder_add_string_value (b, seats);
    }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      g_autofree char *name = mj_player_name_clip (r->names[i]);
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      /* never longer than the reader takes */
      json_builder_add_string_value (b, name);
      json_builder_set_member_name (b, "player");
      json_builder_add_string_value (b, r->kinds[i] == MJ_PLAYER_HUMAN ? "human" : "computer");
      json_builder_set_member_name (b, "level");
      json_builder_add_int_value (b, r->levels[i]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  if (r->stacked)
    {
      json_builder_set_member_name (b, "deal");
      write_deal (b, &r->deal);
      if (r->later_deals->len)
        {
          json_builder_set_member_name (b, "later_deals");
          json_builder_begin_array (b);
          for (guint i = 0; i < r->later_deals->len; i++)
            write_deal (b, &g_array_index (r->later_deals, MjStackedDeal, i));
          json_builder_end_array (b);
        }
    }

  json_builder_set_member_name (b, "actions");
  json_builder_begin_array (b);
  for (guint i = 0; i < r->actions->len; i++)
    {
      g_autofree char *text = mj_action_to_text (&g_array_index (r->actions, MjAction, i));
      json_builder_add_string_value (b, text);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);

  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  return json_generator_to_data (gen, NULL);
}

/* What the reader would refuse, refused before anything is written. */
static gboolean
check_size (const MjRecord  *record,
            GError         **error)
{
  if (record->actions->len > MJ_RECORD_MAX_ACTIONS)
    {
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_SIZE,
                   _("The match is too long to be kept: a record holds at most %u actions, and this one has %u"),
                   MJ_RECORD_MAX_ACTIONS, record->actions->len);
      return FALSE;
    }
  return TRUE;
}

gboolean
mj_record_save (const MjRecord  *record,
                const char      *path,
                GError         **error)
{
  g_autofree char *text = NULL;
  gsize length;

  g_return_val_if_fail (record != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (!check_size (record, error))
    return FALSE;
  text = mj_record_to_json (record);
  length = strlen (text);
  if (length > MJ_RECORD_MAX_BYTES)
    {
      g_autofree char *size = g_format_size (length);
      g_autofree char *max = g_format_size (MJ_RECORD_MAX_BYTES);
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_SIZE,
                   _("The match is too long to be kept: its record would take %s, and a record holds at most %s"),
                   size, max);
      return FALSE;
    }
  /* a temporary file renamed over the old one, readable by the player
   * alone: it holds every hand, the hidden ones too */
  if (!mj_file_write_private (path, text, (gssize) length, error))
    return FALSE;
  return TRUE;
}

/* Puts a copy of `from` at `to`, replacing what is there in one step: a
 * second name for the same file, renamed over `to`, or where the file
 * system has no hard links, a copy written atomically.  A missing `from`
 * is nothing to copy. */
static gboolean
replace_with_copy (const char  *from,
                   const char  *to_name,
                   GError     **error)
{
  /* a link at `to` stays a link: its target is replaced */
  g_autofree char *to = mj_file_resolve_link (to_name);
  g_autofree char *staging = g_strconcat (to, ".new", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) local = NULL;
  gsize length;
  int saved;

  /* left by a process killed between the link and the rename */
  g_unlink (staging);
  if (link (from, staging) == 0)
    {
      if (g_rename (staging, to) == 0)
        return TRUE;
      saved = errno;
      g_unlink (staging);
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_IO,
                   _("“%s” could not be kept as “%s”: %s"), from, to, g_strerror (saved));
      return FALSE;
    }
  if (errno == ENOENT)
    return TRUE;
  if (!mj_file_read_bounded (from, MJ_RECORD_MAX_BYTES, &text, &length, &local) ||
      !mj_file_write_private (to, text, (gssize) length, &local))
    {
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_IO,
                   _("“%s” could not be kept as “%s”: %s"), from, to, local->message);
      return FALSE;
    }
  return TRUE;
}

char *
mj_record_previous_path (const char *path)
{
  g_return_val_if_fail (path != NULL, NULL);
  return g_strconcat (path, ".previous", NULL);
}

gboolean
mj_record_save_keep_previous (const MjRecord  *record,
                              const char      *path,
                              GError         **error)
{
  g_autofree char *previous = NULL;
  g_autofree char *current = NULL;
  GStatBuf st;

  g_return_val_if_fail (record != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (!check_size (record, error))
    return FALSE;
  previous = mj_record_previous_path (path);
  /* the save itself, where a link at `path` leads */
  current = mj_file_resolve_link (path);
  /* only a save that can be read is worth keeping as the one before: a
   * folder, a FIFO or a file the player may not read never replaces a
   * good previous save (resuming moved such a thing aside, or this save
   * fails below and says so) */
  if (g_stat (current, &st) == 0 && S_ISREG (st.st_mode) && g_access (current, R_OK) == 0)
    {
      /* a save written before saves were private: its second name, the
       * previous save, would keep it readable by others */
      if ((st.st_mode & 077) != 0)
        g_chmod (current, 0600);
      if (!replace_with_copy (current, previous, error))
        return FALSE;
    }
  return mj_record_save (record, path, error);
}

/* ---- reading ----------------------------------------------------------------------- */

static JsonNode *
member (JsonObject   *o,
        const char   *name,
        JsonNodeType  type,
        gboolean      required,
        GError      **error)
{
  JsonNode *n = json_object_get_member (o, name);

  if (n == NULL || JSON_NODE_TYPE (n) == JSON_NODE_NULL)
    {
      if (required)
        g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FIELD,
                     _("the record lacks its “%s”"), name);
      return NULL;
    }
  if (JSON_NODE_TYPE (n) != type)
    {
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FIELD,
                   _("the record's “%s” is not %s"), name,
                   type == JSON_NODE_OBJECT ? _("an object") : type == JSON_NODE_ARRAY ? _("a list") : _("a value"));
      return NULL;
    }
  return n;
}

static gboolean
value_string (JsonNode    *n,
              const char  *name,
              const char **out,
              GError     **error)
{
  if (json_node_get_value_type (n) != G_TYPE_STRING)
    {
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FIELD, _("the record's “%s” is not text"), name);
      return FALSE;
    }
  *out = json_node_get_string (n);
  return TRUE;
}

static gboolean
value_int (JsonNode    *n,
           const char  *name,
           gint64       min,
           gint64       max,
           gint64      *out,
           GError     **error)
{
  if (json_node_get_value_type (n) != G_TYPE_INT64 ||
      json_node_get_int (n) < min || json_node_get_int (n) > max)
    {
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FIELD,
                   _("the record's “%s” is not a whole number from %lld to %lld"),
                   name, (long long) min, (long long) max);
      return FALSE;
    }
  *out = json_node_get_int (n);
  return TRUE;
}

static gboolean
read_options (MjRecord    *r,
              JsonObject  *o,
              GError     **error)
{
  GList *names = json_object_get_members (o);
  gboolean ok = TRUE;

  for (GList *l = names; l && ok; l = l->next)
    {
      const char *id = l->data;
      JsonNode *n = json_object_get_member (o, id);
      int i = mj_options_find (r->rules, id);
      const MjOptionSpec *spec;
      g_autofree char *assignment = NULL;

      if (i < 0)
        {
          g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_RULES,
                       _("the record's rule set %s has no option “%s”"), r->rules->id, id);
          ok = FALSE;
          break;
        }
      spec = &r->rules->options[i];
      if (JSON_NODE_TYPE (n) != JSON_NODE_VALUE)
        goto wrong;
      switch (spec->type)
        {
        case MJ_OPTION_BOOL:
          if (json_node_get_value_type (n) != G_TYPE_BOOLEAN)
            goto wrong;
          r->options.values[i] = json_node_get_boolean (n);
          break;
        case MJ_OPTION_INT:
          if (json_node_get_value_type (n) != G_TYPE_INT64)
            goto wrong;
          if (json_node_get_int (n) < spec->min || json_node_get_int (n) > spec->max)
            goto wrong;
          r->options.values[i] = (int) json_node_get_int (n);
          break;
        case MJ_OPTION_CHOICE:
          if (json_node_get_value_type (n) != G_TYPE_STRING)
            goto wrong;
          assignment = g_strdup_printf ("%s=%s", id, json_node_get_string (n));
          if (!mj_options_parse_assignment (r->rules, &r->options, assignment, NULL))
            goto wrong;
          break;
        }
      continue;
    wrong:
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_RULES,
                   _("the record's option “%s” has a value %s does not allow"), id, r->rules->id);
      ok = FALSE;
    }
  g_list_free (names);
  return ok;
}

/* One stacked deal: "dealer", "hands", optional "draws", "replacements"
 * and "dice" (the dice thrown, for the rules that read them). */
static gboolean
read_deal (const MjRules  *rules,
           JsonObject     *d,
           MjStackedDeal  *deal,
           GError        **error)
{
  JsonNode *v;
  JsonArray *hands;
  const char *text;
  const char *hand_text[MJ_N_SEATS];
  const char *draws = "", *repl = "";
  guint dealer;
  g_autoptr (GError) local = NULL;

  if ((v = member (d, "dealer", JSON_NODE_VALUE, TRUE, error)) == NULL || !value_string (v, "dealer", &text, error))
    return FALSE;
  if (!mj_seat_parse (text, &dealer))
    {
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FIELD, _("the deal's dealer “%s” is not E, S, W or N"), text);
      return FALSE;
    }
  if ((v = member (d, "hands", JSON_NODE_ARRAY, TRUE, error)) == NULL)
    return FALSE;
  hands = json_node_get_array (v);
  if (json_array_get_length (hands) != MJ_N_SEATS)
    {
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FIELD, _("the deal lists %u hands, not four"),
                   json_array_get_length (hands));
      return FALSE;
    }
  for (guint i = 0; i < MJ_N_SEATS; i++)
    if (!value_string (json_array_get_element (hands, i), "hands", &hand_text[i], error))
      return FALSE;
  if ((v = member (d, "draws", JSON_NODE_VALUE, FALSE, error)) && !value_string (v, "draws", &draws, error))
    return FALSE;
  if (error && *error)
    return FALSE;
  if ((v = member (d, "replacements", JSON_NODE_VALUE, FALSE, error)) &&
      !value_string (v, "replacements", &repl, error))
    return FALSE;
  if (error && *error)
    return FALSE;
  if (!mj_stacked_deal_parse (rules, dealer, hand_text, draws, repl, deal, &local))
    {
      /* a notation error is the record's error here */
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FIELD, _("The record's deal is wrong: %s"), local->message);
      return FALSE;
    }
  if ((v = member (d, "dice", JSON_NODE_ARRAY, FALSE, error)))
    {
      JsonArray *dice = json_node_get_array (v);
      guint n = json_array_get_length (dice);
      if (n == 0 || n > G_N_ELEMENTS (deal->dice))
        {
          g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FIELD, _("the deal lists %u dice, not one to %u"), n,
                       (guint) G_N_ELEMENTS (deal->dice));
          return FALSE;
        }
      for (guint i = 0; i < n; i++)
        {
          JsonNode *e = json_array_get_element (dice, i);
          gint64 die;
          if (JSON_NODE_TYPE (e) != JSON_NODE_VALUE)
            {
              g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FIELD,
                           _("the record's “%s” is not a whole number from %lld to %lld"),
                           "dice", 1LL, 6LL);
              return FALSE;
            }
          if (!value_int (e, "dice", 1, 6, &die, error))
            return FALSE;
          deal->dice[i] = (guint8) die;
        }
    }
  else if (error && *error)
    return FALSE;
  return TRUE;
}

static MjRecord *
read_record (JsonObject  *root,
             GError     **error)
{
  g_autoptr (MjRecord) r = NULL;
  JsonNode *n;
  const char *text;
  gint64 version;
  const MjRules *rules;

  if (!(n = member (root, "format", JSON_NODE_VALUE, TRUE, error)))
    {
      g_clear_error (error);
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FORMAT, _("This is not a Sparrow record"));
      return NULL;
    }
  if (!value_string (n, "format", &text, error) || strcmp (text, MJ_RECORD_FORMAT) != 0)
    {
      g_clear_error (error);
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FORMAT, _("This is not a Sparrow record"));
      return NULL;
    }
  if (!(n = member (root, "version", JSON_NODE_VALUE, TRUE, error)))
    return NULL;
  if (json_node_get_value_type (n) != G_TYPE_INT64)
    {
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_VERSION,
                   _("the record's “version” is not a whole number"));
      return NULL;
    }
  version = json_node_get_int (n);
  if (version > MJ_RECORD_VERSION)
    {
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_VERSION,
                   _("This record was written by a newer Sparrow (format %lld); this version reads format %d"),
                   (long long) version, MJ_RECORD_VERSION);
      return NULL;
    }
  if (version < MJ_RECORD_VERSION_OLDEST)
    {
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_VERSION,
                   _("This record is in format %lld, older than any this version of Sparrow reads (the oldest is format %d)"),
                   (long long) version, MJ_RECORD_VERSION_OLDEST);
      return NULL;
    }

  if (!(n = member (root, "rules", JSON_NODE_VALUE, TRUE, error)) || !value_string (n, "rules", &text, error))
    return NULL;
  rules = mj_rules_lookup (text);
  if (rules == NULL)
    {
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_RULES, _("The record is for an unknown rule set “%s”"), text);
      return NULL;
    }
  r = mj_record_new (rules, NULL, 0);

  /* the match's identity (records from before ids have none) */
  if ((n = member (root, "id", JSON_NODE_VALUE, FALSE, error)))
    {
      gsize length;
      if (!value_string (n, "id", &text, error))
        return NULL;
      length = strlen (text);
      if (length == 0 || length > MJ_MATCH_ID_MAX_BYTES || strspn (text, "0123456789abcdefABCDEF-") != length)
        {
          g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FIELD,
                       _("the record's “id” is not a match id (up to %d letters a to f, digits and hyphens)"),
                       MJ_MATCH_ID_MAX_BYTES);
          return NULL;
        }
      r->id = g_strdup (text);
    }
  else if (error && *error)
    return NULL;

  if ((n = member (root, "options", JSON_NODE_OBJECT, FALSE, error)))
    {
      if (!read_options (r, json_node_get_object (n), error))
        return NULL;
    }
  else if (error && *error)
    return NULL;

  if (!(n = member (root, "seed", JSON_NODE_VALUE, TRUE, error)) || !value_string (n, "seed", &text, error))
    return NULL;
  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT64, &r->seed, NULL))
    {
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FIELD, _("the record's “seed” is not a number"));
      return NULL;
    }

  if ((n = member (root, "match", JSON_NODE_OBJECT, FALSE, error)))
    {
      JsonObject *m = json_node_get_object (n);
      JsonNode *v;
      gint64 length = 0;
      if ((v = member (m, "length", JSON_NODE_VALUE, TRUE, error)) == NULL ||
          !value_int (v, "length", 0, 100000, &length, error))
        return NULL;
      r->length = (guint) length;
      if ((v = member (m, "unit", JSON_NODE_VALUE, TRUE, error)) == NULL || !value_string (v, "unit", &text, error))
        return NULL;
      if (strcmp (text, "hands") == 0)
        r->length_kind = MJ_MATCH_HANDS;
      else if (strcmp (text, "rounds") == 0)
        r->length_kind = MJ_MATCH_ROUNDS;
      else
        {
          g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FIELD, _("the record's match unit “%s” is not hands or rounds"), text);
          return NULL;
        }
      /* the seats asked after every discard: letters, each once */
      if ((v = member (m, "ask_all", JSON_NODE_VALUE, FALSE, error)))
        {
          if (!value_string (v, "ask_all", &text, error))
            return NULL;
          for (const char *c = text; *c; c++)
            {
              const char *at = strchr ("ESWN", *c);
              guint bit = at ? 1u << (guint) (at - "ESWN") : 0;
              if (bit == 0 || (r->ask_all & bit))
                {
                  g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FIELD,
                               _("the record's “ask_all” “%s” is not a list of seats E, S, W, N, each at most once"), text);
                  return NULL;
                }
              r->ask_all |= (guint8) bit;
            }
        }
      else if (error && *error)
        return NULL;
    }
  else if (error && *error)
    return NULL;

  if ((n = member (root, "players", JSON_NODE_ARRAY, FALSE, error)))
    {
      JsonArray *a = json_node_get_array (n);
      if (json_array_get_length (a) != MJ_N_SEATS)
        {
          g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FIELD, _("the record lists %u players, not four"),
                       json_array_get_length (a));
          return NULL;
        }
      for (guint i = 0; i < MJ_N_SEATS; i++)
        {
          JsonNode *p = json_array_get_element (a, i);
          JsonObject *po;
          JsonNode *v;
          gint64 level = 0;
          if (JSON_NODE_TYPE (p) != JSON_NODE_OBJECT)
            {
              g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FIELD, _("player %u of the record is not an object"), i + 1);
              return NULL;
            }
          po = json_node_get_object (p);
          if ((v = member (po, "name", JSON_NODE_VALUE, FALSE, error)))
            {
              if (!value_string (v, "name", &text, error))
                return NULL;
              if (!g_utf8_validate (text, -1, NULL) || strlen (text) > MJ_PLAYER_NAME_MAX_BYTES)
                {
                  g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FIELD, _("a player's name in the record is not valid text"));
                  return NULL;
                }
              r->names[i] = g_strdup (text);
            }
          else if (error && *error)
            return NULL;
          if ((v = member (po, "player", JSON_NODE_VALUE, FALSE, error)))
            {
              if (!value_string (v, "player", &text, error))
                return NULL;
              if (strcmp (text, "human") == 0)
                r->kinds[i] = MJ_PLAYER_HUMAN;
              else if (strcmp (text, "computer") == 0)
                r->kinds[i] = MJ_PLAYER_COMPUTER;
              else
                {
                  g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FIELD, _("a player in the record is “%s”, not human or computer"), text);
                  return NULL;
                }
            }
          else if (error && *error)
            return NULL;
          if ((v = member (po, "level", JSON_NODE_VALUE, FALSE, error)))
            {
              if (!value_int (v, "level", 0, 3, &level, error))
                return NULL;
              r->levels[i] = (guint8) level;
            }
          else if (error && *error)
            return NULL;
        }
    }
  else if (error && *error)
    return NULL;

  if ((n = member (root, "deal", JSON_NODE_OBJECT, FALSE, error)))
    {
      if (!read_deal (rules, json_node_get_object (n), &r->deal, error))
        return NULL;
      r->stacked = TRUE;
    }
  else if (error && *error)
    return NULL;

  if ((n = member (root, "later_deals", JSON_NODE_ARRAY, FALSE, error)))
    {
      JsonArray *a = json_node_get_array (n);
      if (!r->stacked)
        {
          g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FIELD,
                       _("the record has later deals but no first “deal”"));
          return NULL;
        }
      for (guint i = 0; i < json_array_get_length (a); i++)
        {
          JsonNode *e = json_array_get_element (a, i);
          MjStackedDeal deal;
          if (JSON_NODE_TYPE (e) != JSON_NODE_OBJECT)
            {
              g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FIELD,
                           _("the record's later deal %u is not an object"), i + 1);
              return NULL;
            }
          if (!read_deal (rules, json_node_get_object (e), &deal, error))
            {
              g_prefix_error (error, _("hand %u: "), i + 2);
              return NULL;
            }
          g_array_append_val (r->later_deals, deal);
        }
    }
  else if (error && *error)
    return NULL;

  if (!(n = member (root, "actions", JSON_NODE_ARRAY, TRUE, error)))
    return NULL;
  {
    JsonArray *a = json_node_get_array (n);
    if (json_array_get_length (a) > MJ_RECORD_MAX_ACTIONS)
      {
        g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_SIZE,
                     _("The record holds %u actions, more than any match Sparrow keeps (at most %u)"),
                     json_array_get_length (a), MJ_RECORD_MAX_ACTIONS);
        return NULL;
      }
    for (guint i = 0; i < json_array_get_length (a); i++)
      {
        MjAction action;
        if (!value_string (json_array_get_element (a, i), "actions", &text, error) ||
            !mj_action_from_text (text, &action, error))
          {
            g_prefix_error (error, _("action %u: "), i + 1);
            return NULL;
          }
        g_array_append_val (r->actions, action);
      }
  }
  return g_steal_pointer (&r);
}

MjRecord *
mj_record_from_json (const char  *text,
                     gssize       length,
                     GError     **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GError) local = NULL;
  JsonNode *root;

  g_return_val_if_fail (text != NULL, NULL);

  if (length < 0)
    length = (gssize) strlen (text);
  if ((gsize) length > MJ_RECORD_MAX_BYTES)
    {
      g_autofree char *size = g_format_size ((guint64) length);
      g_autofree char *max = g_format_size (MJ_RECORD_MAX_BYTES);
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_SIZE,
                   _("The record is too large (%s; a record holds at most %s)"), size, max);
      return NULL;
    }
  /* what json-glib would crash on or misread, refused before it reads */
  switch (mj_json_text_check (text, (gsize) length, MAX_DEPTH))
    {
    case MJ_JSON_TEXT_TOO_DEEP:
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_PARSE,
                   _("The record cannot be read (damaged): it is nested deeper than any record"));
      return NULL;
    case MJ_JSON_TEXT_NUMBER_TOO_LONG:
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_PARSE,
                   _("The record cannot be read (damaged): it holds a number too large for any of its fields"));
      return NULL;
    case MJ_JSON_TEXT_OK:
      break;
    }
  if (!json_parser_load_from_data (parser, text, length, &local))
    {
      /* json-glib quotes the text it could not read, and may cut it
       * inside a character: the sentence stays text */
      g_autofree char *why = g_utf8_make_valid (local->message, -1);
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_PARSE,
                   _("The record cannot be read (damaged or cut short): %s"), why);
      return NULL;
    }
  root = json_parser_get_root (parser);
  if (root == NULL)
    {
      /* what a save cut short before its first byte looks like */
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_PARSE, _("The record is empty (damaged or cut short)"));
      return NULL;
    }
  if (JSON_NODE_TYPE (root) != JSON_NODE_OBJECT)
    {
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_FORMAT, _("This is not a Sparrow record"));
      return NULL;
    }
  return read_record (json_node_get_object (root), error);
}

MjRecord *
mj_record_load (const char  *path,
                GError     **error)
{
  g_autofree char *text = NULL;
  gsize length;
  g_autoptr (GError) local = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  /* never blocks on a FIFO nor reads /dev/zero without end */
  if (!mj_file_read_bounded (path, MJ_RECORD_MAX_BYTES, &text, &length, &local))
    {
      g_set_error (error, MJ_RECORD_ERROR,
                   g_error_matches (local, MJ_FILE_ERROR, MJ_FILE_ERROR_TOO_LARGE) ? MJ_RECORD_ERROR_SIZE
                                                                                    : MJ_RECORD_ERROR_IO,
                   "%s", local->message);
      return NULL;
    }
  return mj_record_from_json (text, (gssize) length, error);
}

MjRecord *
mj_record_load_file (GFile   *file,
                     GError **error)
{
  g_autofree char *path = NULL;
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;
  g_autoptr (GFileInfo) info = NULL;
  g_autoptr (GFileInputStream) stream = NULL;
  g_autoptr (GError) local = NULL;
  gsize length = 0;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  path = g_file_get_path (file);
  if (path)
    return mj_record_load (path, error);
  /* a file of another place (a file manager's remote folder): the same
   * bounds, through GIO */
  name = g_file_get_parse_name (file);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE "," G_FILE_ATTRIBUTE_STANDARD_SIZE,
                            G_FILE_QUERY_INFO_NONE, NULL, &local);
  if (info && g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    {
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_IO, _("“%s” is not a regular file"), name);
      return NULL;
    }
  if (info && g_file_info_get_size (info) > MJ_RECORD_MAX_BYTES)
    {
      g_autofree char *max = g_format_size (MJ_RECORD_MAX_BYTES);
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_SIZE,
                   _("The record is too large (a record holds at most %s)"), max);
      return NULL;
    }
  if (info)
    stream = g_file_read (file, NULL, &local);
  if (stream)
    {
      text = g_malloc (MJ_RECORD_MAX_BYTES + 2);
      if (!g_input_stream_read_all (G_INPUT_STREAM (stream), text, MJ_RECORD_MAX_BYTES + 1, &length, NULL, &local))
        g_clear_pointer (&text, g_free);
    }
  if (text == NULL)
    {
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_IO, _("“%s” could not be read: %s"), name, local->message);
      return NULL;
    }
  text[length] = '\0';
  return mj_record_from_json (text, (gssize) length, error);
}

/* A save that loads and replays to its end; *missing when there is no
 * file at all (not a problem to report when the other save exists). */
static MjRecord *
load_playable (const char  *path,
               gboolean    *missing,
               GError     **error)
{
  g_autoptr (MjRecord) record = NULL;
  g_autoptr (MjGame) game = NULL;
  g_autoptr (GError) local = NULL;
  g_autofree char *text = NULL;
  gsize length;

  *missing = FALSE;
  if (!mj_file_read_bounded (path, MJ_RECORD_MAX_BYTES, &text, &length, &local))
    {
      *missing = g_error_matches (local, MJ_FILE_ERROR, MJ_FILE_ERROR_MISSING);
      g_set_error (error, MJ_RECORD_ERROR,
                   g_error_matches (local, MJ_FILE_ERROR, MJ_FILE_ERROR_TOO_LARGE) ? MJ_RECORD_ERROR_SIZE
                                                                                    : MJ_RECORD_ERROR_IO,
                   "%s", local->message);
      return NULL;
    }
  record = mj_record_from_json (text, (gssize) length, &local);
  if (record)
    game = mj_record_replay (record, G_MAXUINT, &local);
  if (game == NULL)
    {
      /* Translators: "“…/current-match.json” cannot be resumed: the record …" */
      g_set_error (error, MJ_RECORD_ERROR, local->code, _("“%s” cannot be resumed: %s"), path, local->message);
      return NULL;
    }
  return g_steal_pointer (&record);
}

/* A save interrupted by a crash leaves g_file_set_contents' temporary
 * "NAME.XXXXXX" beside the file; they are of no use once resumed. */
static void
remove_interrupted_writes (const char *path)
{
  g_autofree char *dir_name = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autoptr (GDir) dir = g_dir_open (dir_name, 0, NULL);
  gsize n = strlen (base);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      gboolean temporary = strncmp (name, base, n) == 0 && name[n] == '.' && strlen (name + n + 1) == 6;
      for (guint i = 1; temporary && i <= 6; i++)
        temporary = g_ascii_isalnum (name[n + i]);
      if (temporary)
        {
          g_autofree char *file = g_build_filename (dir_name, name, NULL);
          g_unlink (file);
        }
    }
}

void
mj_resume_note_clear (MjResumeNote *note)
{
  g_clear_pointer (&note->problem, g_free);
  g_clear_pointer (&note->problem_previous, g_free);
  g_clear_pointer (&note->set_aside, g_free);
  g_clear_pointer (&note->set_aside_previous, g_free);
  note->from_previous = FALSE;
}

static void
append_sentence (GString    *s,
                 const char *sentence)
{
  gsize n = strlen (sentence);

  if (s->len)
    g_string_append_c (s, ' ');
  g_string_append (s, sentence);
  if (n && sentence[n - 1] != '.')
    g_string_append_c (s, '.');
}

char *
mj_resume_note_describe (const MjResumeNote *note)
{
  GString *s;

  g_return_val_if_fail (note != NULL, NULL);

  if (note->problem == NULL && note->problem_previous == NULL && !note->from_previous)
    return NULL;
  s = g_string_new (NULL);
  if (note->problem)
    {
      append_sentence (s, note->problem);
      if (note->set_aside)
        {
          g_autofree char *moved = g_strdup_printf (_("It was moved aside, untouched, as “%s”."), note->set_aside);
          append_sentence (s, moved);
        }
      else
        append_sentence (s, _("It was left where it is."));
    }
  if (note->problem_previous)
    {
      append_sentence (s, note->problem_previous);
      if (note->set_aside_previous)
        {
          g_autofree char *moved = g_strdup_printf (_("It was moved aside, untouched, as “%s”."),
                                                    note->set_aside_previous);
          append_sentence (s, moved);
        }
      else
        append_sentence (s, _("It was left where it is."));
    }
  if (note->from_previous)
    append_sentence (s, _("The save before the last one, one move earlier, was resumed."));
  return g_string_free (s, FALSE);
}

MjRecord *
mj_record_resume_autosave (const char    *path,
                           MjResumeNote  *note,
                           GError       **error)
{
  g_autofree char *previous = NULL;
  g_autoptr (GError) local = NULL;
  g_autoptr (GError) local_previous = NULL;
  g_autoptr (MjRecord) record = NULL;
  MjResumeNote own = { 0 };
  gboolean missing, missing_previous;

  g_return_val_if_fail (path != NULL, NULL);

  if (note == NULL)
    note = &own;
  memset (note, 0, sizeof *note);
  remove_interrupted_writes (path);
  record = load_playable (path, &missing, &local);
  if (record)
    return g_steal_pointer (&record);
  previous = mj_record_previous_path (path);
  record = load_playable (previous, &missing_previous, &local_previous);
  if (record == NULL)
    {
      /* nothing is moved: the caller decides (mj_record_set_aside_autosave
       * before a new match takes the name) */
      if (!missing)
        note->problem = g_strdup (local->message);
      if (!missing_previous)
        note->problem_previous = g_strdup (local_previous->message);
      if (missing && !missing_previous)
        g_propagate_error (error, g_steal_pointer (&local_previous));
      else
        g_propagate_error (error, g_steal_pointer (&local));
      mj_resume_note_clear (&own);
      return NULL;
    }
  if (!missing)
    {
      /* what stands in the save's place is moved aside, never replaced:
       * a file the player may not read now may be read later */
      note->problem = g_strdup (local->message);
      note->set_aside = mj_file_set_aside (path, "unreadable");
    }
  /* the save before it put back in its place: the next save then keeps a
   * good previous one.  Should that fail, the match is still resumed; the
   * previous save stays until the next save's own is kept. */
  if (missing || note->set_aside)
    {
      g_autoptr (GError) copy_error = NULL;
      if (!replace_with_copy (previous, path, &copy_error))
        g_debug ("the previous save could not be put back: %s", copy_error->message);
    }
  note->from_previous = TRUE;
  mj_resume_note_clear (&own);
  return g_steal_pointer (&record);
}

void
mj_record_set_aside_autosave (const char   *path,
                              MjResumeNote *note)
{
  g_autofree char *previous = NULL;
  GStatBuf st;

  g_return_if_fail (path != NULL);
  g_return_if_fail (note != NULL);

  previous = mj_record_previous_path (path);
  if (g_lstat (path, &st) == 0 && note->set_aside == NULL)
    note->set_aside = mj_file_set_aside (path, "unreadable");
  if (g_lstat (previous, &st) == 0 && note->set_aside_previous == NULL)
    note->set_aside_previous = mj_file_set_aside (previous, "unreadable");
}

MjRecord *
mj_record_load_autosave (const char  *path,
                         gboolean    *from_previous,
                         GError     **error)
{
  MjResumeNote note = { 0 };
  MjRecord *record = mj_record_resume_autosave (path, &note, error);

  if (from_previous)
    *from_previous = note.from_previous;
  mj_resume_note_clear (&note);
  return record;
}

MjRecord *
mj_record_load_unfinished (const char *path)
{
  g_autoptr (MjRecord) record = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  record = mj_record_load (path, NULL);
  if (record == NULL || mj_record_is_finished (record))
    return NULL;
  return g_steal_pointer (&record);
}

gboolean
mj_record_is_finished (const MjRecord *record)
{
  g_autoptr (MjGame) game = NULL;

  g_return_val_if_fail (record != NULL, FALSE);

  game = mj_record_replay (record, G_MAXUINT, NULL);
  return game && mj_game_get_phase (game) == MJ_PHASE_MATCH_OVER;
}

guint
mj_record_count_people (const MjRecord *record)
{
  guint n = 0;

  g_return_val_if_fail (record != NULL, 0);

  for (guint i = 0; i < MJ_N_SEATS; i++)
    n += record->kinds[i] == MJ_PLAYER_HUMAN;
  return n;
}

/* The same walls: a shuffle comes from the seed alone, a stacked match
 * from its deals. */
static gboolean
same_walls (const MjRecord *a,
            const MjRecord *b)
{
  if (a->stacked != b->stacked)
    return FALSE;
  if (!a->stacked)
    return a->seed == b->seed;
  return memcmp (&a->deal, &b->deal, sizeof a->deal) == 0;
}

gboolean
mj_record_check_face_up (const MjRecord  *record,
                         GPtrArray       *playing,
                         GError         **error)
{
  gboolean people_playing = FALSE;

  g_return_val_if_fail (record != NULL, FALSE);

  for (guint i = 0; playing && i < playing->len; i++)
    {
      const MjRecord *p = g_ptr_array_index (playing, i);

      if ((record->id && p->id && strcmp (record->id, p->id) == 0) || same_walls (record, p))
        {
          g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_PRIVATE,
                       _("This is the match being played: it can be replayed when it is over, "
                         "so that nobody sees another player's hand."));
          return FALSE;
        }
      people_playing |= mj_record_count_people (p) >= 2;
    }
  if (people_playing && mj_record_count_people (record) >= 2 && !mj_record_is_finished (record))
    {
      g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_PRIVATE,
                   _("This record is of a match with several people that is not finished: while people "
                     "take turns at this screen, it is not shown face up, so that nobody sees another "
                     "player's hand."));
      return FALSE;
    }
  return TRUE;
}

MjGame *
mj_record_replay (const MjRecord  *record,
                  guint            n_actions,
                  GError         **error)
{
  g_autoptr (MjGame) game = mj_game_new (record->rules, &record->options, record->seed,
                                         record->length_kind, record->length);

  mj_game_set_ask_all (game, record->ask_all);
  if (record->stacked)
    {
      mj_game_set_stacked_deal (game, &record->deal);
      for (guint i = 0; i < record->later_deals->len; i++)
        mj_game_add_stacked_deal (game, &g_array_index (record->later_deals, MjStackedDeal, i));
    }
  mj_game_start (game);

  for (guint i = 0; i < record->actions->len && i < n_actions; i++)
    {
      const MjAction *a = &g_array_index (record->actions, MjAction, i);
      g_autoptr (GError) local = NULL;
      if (!mj_game_submit_action (game, a, &local))
        {
          g_autofree char *text = mj_action_to_text (a);
          g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_ACTION,
                       _("action %u (“%s”) is not legal there: %s"), i + 1, text, local->message);
          return NULL;
        }
    }
  return g_steal_pointer (&game);
}
