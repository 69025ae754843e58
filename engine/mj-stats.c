/* mj-stats.c: counting finished hands, and the statistics file, read
 * with every field checked (it lives for years and may be edited, cut
 * short by a full disk or written by another version). */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "mj-files.h"
#include "mj-json-private.h"
#include "mj-record.h"
#include "mj-stats.h"

/* Bounds of what a real file holds; anything beyond is damage. */
#define MAX_COUNT        1000000000
#define MAX_POINTS       G_GINT64_CONSTANT (1000000000000000)
#define MAX_VALUE        1000000000
#define MAX_TIME         G_GINT64_CONSTANT (100000000000)
/* the names every writer clips (mj_player_name_clip): one bound for
 * records and statistics */
#define MAX_NAME_BYTES   MJ_PLAYER_NAME_MAX_BYTES
#define MAX_ID_BYTES     64
#define MAX_FILE_BYTES   (64 * 1024 * 1024)
/* json-glib parses nested arrays and objects by recursion: a file of a
 * million "[" would overflow the stack before any check of ours runs. */
#define MAX_DEPTH        16

G_DEFINE_QUARK (mj-stats-error-quark, mj_stats_error)

struct _MjStats {
  GObject     parent_instance;

  GHashTable *rules;    /* rule set id -> (name -> MjPlayerStats) */
  guint       n_hands;
};

G_DEFINE_FINAL_TYPE (MjStats, mj_stats, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
player_free (MjPlayerStats *p)
{
  g_free (p->name);
  g_strfreev (p->best_patterns);
  g_array_unref (p->series);
  g_free (p);
}

static MjPlayerStats *
player_new (const char *name)
{
  MjPlayerStats *p = g_new0 (MjPlayerStats, 1);

  p->name = g_strdup (name);
  p->series = g_array_new (FALSE, FALSE, sizeof (MjStatsPoint));
  return p;
}

double
mj_player_stats_get_average (const MjPlayerStats *player)
{
  g_return_val_if_fail (player != NULL, 0);
  return player->hands ? (double) player->points / player->hands : 0.0;
}

static void
mj_stats_finalize (GObject *object)
{
  MjStats *self = MJ_STATS (object);

  g_hash_table_unref (self->rules);
  G_OBJECT_CLASS (mj_stats_parent_class)->finalize (object);
}

static void
mj_stats_class_init (MjStatsClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = mj_stats_finalize;

  /* a hand was counted */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
mj_stats_init (MjStats *self)
{
  self->rules = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                       (GDestroyNotify) g_hash_table_unref);
}

MjStats *
mj_stats_new (void)
{
  return g_object_new (MJ_TYPE_STATS, NULL);
}

static GHashTable *
rules_table (MjStats    *self,
             const char *rules_id,
             gboolean    create)
{
  GHashTable *players = g_hash_table_lookup (self->rules, rules_id);

  if (players == NULL && create)
    {
      players = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) player_free);
      g_hash_table_insert (self->rules, g_strdup (rules_id), players);
    }
  return players;
}

static MjPlayerStats *
player_get (MjStats    *self,
            const char *rules_id,
            const char *name)
{
  GHashTable *players = rules_table (self, rules_id, TRUE);
  MjPlayerStats *p = g_hash_table_lookup (players, name);

  if (p == NULL)
    {
      p = player_new (name);
      /* the key is the player's own copy of the name */
      g_hash_table_insert (players, p->name, p);
    }
  return p;
}

static void
series_append (MjPlayerStats *p,
               gint64         time,
               gint64         total)
{
  MjStatsPoint point = { time, total };

  if (p->series->len >= MJ_STATS_MAX_SERIES)
    g_array_remove_range (p->series, 0, p->series->len - MJ_STATS_MAX_SERIES + 1);
  g_array_append_val (p->series, point);
}

void
mj_stats_add_hand (MjStats            *self,
                   const MjState      *state,
                   const char * const  names[MJ_N_SEATS],
                   const gboolean      human[MJ_N_SEATS])
{
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;

  g_return_if_fail (MJ_IS_STATS (self));
  g_return_if_fail (state != NULL && state->rules != NULL);
  g_return_if_fail (state->hand_over);
  g_return_if_fail (names != NULL);

  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    {
      const MjPlayer *pl = &state->players[seat];
      MjPlayerStats *p;

      g_autofree char *name = NULL;

      if (names[seat] == NULL || names[seat][0] == '\0')
        continue;
      /* counted under the name the file keeps: never one its reader refuses */
      name = mj_player_name_clip (names[seat]);
      p = player_get (self, state->rules->id, name);
      p->hands++;
      if (human && human[seat])
        p->human = TRUE;
      p->points += state->hand_delta[seat];

      for (guint w = 0; w < state->n_wins; w++)
        {
          const MjWin *win = &state->wins[w];
          if (win->ctx.seat != seat)
            continue;
          p->wins++;
          if (win->ctx.self_drawn)
            p->self_draws++;
          if (p->best_patterns == NULL || win->score.value > p->best_value)
            {
              GStrvBuilder *b = g_strv_builder_new ();
              for (guint i = 0; i < win->score.n_patterns; i++)
                g_strv_builder_add (b, win->score.patterns[i].id);
              g_strfreev (p->best_patterns);
              p->best_patterns = g_strv_builder_end (b);
              g_strv_builder_unref (b);
              p->best_value = win->score.value;
            }
        }
      /* the discards themselves say which were won on: a discard that two
       * players win on is one deal-in, a robbed kong's tile is one too */
      for (guint i = 0; i < pl->n_discards && i < MJ_MAX_DISCARDS; i++)
        if (pl->discards[i].flags & MJ_DISCARD_WON)
          p->deal_ins++;

      series_append (p, now, p->points);
    }
  self->n_hands++;
  g_signal_emit (self, signals[CHANGED], 0);
}

static int
compare_strv_entries (gconstpointer a,
                      gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

GStrv
mj_stats_dup_rules (MjStats *self)
{
  GStrvBuilder *b;
  GHashTableIter iter;
  gpointer key, value;
  GStrv out;

  g_return_val_if_fail (MJ_IS_STATS (self), NULL);

  b = g_strv_builder_new ();
  g_hash_table_iter_init (&iter, self->rules);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (g_hash_table_size (value) > 0)
      g_strv_builder_add (b, key);
  out = g_strv_builder_end (b);
  g_strv_builder_unref (b);
  qsort (out, g_strv_length (out), sizeof (char *), compare_strv_entries);
  return out;
}

static int
compare_players (gconstpointer a,
                 gconstpointer b)
{
  const MjPlayerStats *p = *(const MjPlayerStats * const *) a;
  const MjPlayerStats *q = *(const MjPlayerStats * const *) b;

  if (p->human != q->human)
    return p->human ? -1 : 1;
  if (p->hands != q->hands)
    return p->hands > q->hands ? -1 : 1;
  return g_utf8_collate (p->name, q->name);
}

GPtrArray *
mj_stats_list_players (MjStats    *self,
                       const char *rules_id)
{
  GPtrArray *out;
  GHashTable *players;

  g_return_val_if_fail (MJ_IS_STATS (self), NULL);
  g_return_val_if_fail (rules_id != NULL, NULL);

  out = g_ptr_array_new ();
  players = rules_table (self, rules_id, FALSE);
  if (players)
    {
      GHashTableIter iter;
      gpointer value;
      g_hash_table_iter_init (&iter, players);
      while (g_hash_table_iter_next (&iter, NULL, &value))
        g_ptr_array_add (out, value);
      g_ptr_array_sort (out, compare_players);
    }
  return out;
}

const MjPlayerStats *
mj_stats_lookup (MjStats    *self,
                 const char *rules_id,
                 const char *name)
{
  GHashTable *players;

  g_return_val_if_fail (MJ_IS_STATS (self), NULL);
  g_return_val_if_fail (rules_id != NULL && name != NULL, NULL);

  players = rules_table (self, rules_id, FALSE);
  return players ? g_hash_table_lookup (players, name) : NULL;
}

guint
mj_stats_get_n_hands (MjStats *self)
{
  g_return_val_if_fail (MJ_IS_STATS (self), 0);
  return self->n_hands;
}

char *
mj_stats_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "sparrow", "statistics.json", NULL);
}

/* ---- writing ------------------------------------------------------------ */

static void
write_player (JsonBuilder         *b,
              const MjPlayerStats *p)
{
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "name");
  json_builder_add_string_value (b, p->name);
  json_builder_set_member_name (b, "human");
  json_builder_add_boolean_value (b, p->human);
  json_builder_set_member_name (b, "hands");
  json_builder_add_int_value (b, p->hands);
  json_builder_set_member_name (b, "wins");
  json_builder_add_int_value (b, p->wins);
  json_builder_set_member_name (b, "self_draws");
  json_builder_add_int_value (b, p->self_draws);
  json_builder_set_member_name (b, "deal_ins");
  json_builder_add_int_value (b, p->deal_ins);
  json_builder_set_member_name (b, "points");
  json_builder_add_int_value (b, p->points);
  if (p->best_patterns)
    {
      json_builder_set_member_name (b, "best");
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "value");
      json_builder_add_int_value (b, p->best_value);
      json_builder_set_member_name (b, "patterns");
      json_builder_begin_array (b);
      for (guint i = 0; p->best_patterns[i]; i++)
        json_builder_add_string_value (b, p->best_patterns[i]);
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_set_member_name (b, "series");
  json_builder_begin_array (b);
  for (guint i = 0; i < p->series->len; i++)
    {
      const MjStatsPoint *pt = &g_array_index (p->series, MjStatsPoint, i);
      json_builder_begin_array (b);
      json_builder_add_int_value (b, pt->time);
      json_builder_add_int_value (b, pt->total);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

char *
mj_stats_to_json (MjStats *self)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;
  g_auto (GStrv) ids = NULL;

  g_return_val_if_fail (MJ_IS_STATS (self), NULL);

  ids = mj_stats_dup_rules (self);
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, MJ_STATS_FORMAT);
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, MJ_STATS_VERSION);
  json_builder_set_member_name (b, "hands");
  json_builder_add_int_value (b, self->n_hands);
  json_builder_set_member_name (b, "rules");
  json_builder_begin_object (b);
  for (guint i = 0; ids[i]; i++)
    {
      g_autoptr (GPtrArray) players = mj_stats_list_players (self, ids[i]);
      json_builder_set_member_name (b, ids[i]);
      json_builder_begin_array (b);
      for (guint k = 0; k < players->len; k++)
        write_player (b, g_ptr_array_index (players, k));
      json_builder_end_array (b);
    }
  json_builder_end_object (b);
  json_builder_end_object (b);

  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  json_generator_set_pretty (gen, TRUE);
  return json_generator_to_data (gen, NULL);
}

gboolean
mj_stats_save (MjStats     *self,
               const char  *path,
               GError     **error)
{
  g_autofree char *text = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *target = NULL;
  g_autoptr (GError) local = NULL;
  gsize length;

  g_return_val_if_fail (MJ_IS_STATS (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, MJ_STATS_ERROR, MJ_STATS_ERROR_IO,
                   _("Could not create the folder “%s”: %s"), dir, g_strerror (saved));
      return FALSE;
    }
  /* a file there that the player may not read now (its permissions
   * changed) may be read later: it is not replaced */
  target = mj_file_resolve_link (path);
  if (g_access (target, F_OK) == 0 && g_access (target, R_OK) != 0)
    {
      int saved = errno;
      g_set_error (error, MJ_STATS_ERROR, MJ_STATS_ERROR_IO,
                   _("“%s” cannot be read (%s), so it was not replaced: the statistics of this session are not kept"),
                   target, g_strerror (saved));
      return FALSE;
    }
  text = mj_stats_to_json (self);
  length = strlen (text);
  /* what the reader would refuse is not written */
  if (length > MAX_FILE_BYTES)
    {
      g_autofree char *max = g_format_size (MAX_FILE_BYTES);
      g_set_error (error, MJ_STATS_ERROR, MJ_STATS_ERROR_IO,
                   _("The statistics have grown past the %s a statistics file holds; they were not saved"), max);
      return FALSE;
    }
  /* a temporary file renamed over the old one: a crash mid-write leaves
   * the old statistics, never half of the new; the player's alone to read */
  if (!mj_file_write_private (path, text, (gssize) length, &local))
    {
      g_set_error (error, MJ_STATS_ERROR, MJ_STATS_ERROR_IO, "%s", local->message);
      return FALSE;
    }
  return TRUE;
}

/* ---- reading ------------------------------------------------------------ */

static gboolean
field_error (GError    **error,
             const char *where,
             const char *field)
{
  /* Translators: "players of sichuan, 3: “wins” is missing or out of range" */
  g_set_error (error, MJ_STATS_ERROR, MJ_STATS_ERROR_FIELD,
               _("%s: “%s” is missing or out of range"), where, field);
  return FALSE;
}

static gboolean
read_int (JsonObject *o,
          const char *member,
          gint64      lo,
          gint64      hi,
          gint64     *out)
{
  JsonNode *n = json_object_get_member (o, member);
  gint64 v;

  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64)
    return FALSE;
  v = json_node_get_int (n);
  if (v < lo || v > hi)
    return FALSE;
  *out = v;
  return TRUE;
}

static gboolean
read_count (JsonObject *o,
            const char *member,
            guint      *out)
{
  gint64 v;

  if (!read_int (o, member, 0, MAX_COUNT, &v))
    return FALSE;
  *out = (guint) v;
  return TRUE;
}

static gboolean
valid_text (const char *s,
            gsize       max)
{
  return s && s[0] && strlen (s) <= max && g_utf8_validate (s, -1, NULL);
}

static gboolean
read_player (JsonNode       *node,
             const char     *where,
             MjPlayerStats **out,
             GError        **error)
{
  MjPlayerStats *p = NULL;
  JsonObject *o;
  JsonNode *n;
  JsonArray *series;
  gint64 points;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      /* Translators: "sichuan, player 3 is not a player’s record" */
      g_set_error (error, MJ_STATS_ERROR, MJ_STATS_ERROR_FIELD, _("%s is not a player’s record"), where);
      return FALSE;
    }
  o = json_node_get_object (node);

  n = json_object_get_member (o, "name");
  if (n == NULL || json_node_get_value_type (n) != G_TYPE_STRING ||
      !valid_text (json_node_get_string (n), MAX_NAME_BYTES))
    return field_error (error, where, "name");
  p = player_new (json_node_get_string (n));

  n = json_object_get_member (o, "human");
  if (n == NULL || json_node_get_value_type (n) != G_TYPE_BOOLEAN)
    goto bad_human;
  p->human = json_node_get_boolean (n);

  if (!read_count (o, "hands", &p->hands))
    goto bad_hands;
  if (!read_count (o, "wins", &p->wins) || p->wins > p->hands)
    goto bad_wins;
  if (!read_count (o, "self_draws", &p->self_draws) || p->self_draws > p->wins)
    goto bad_self_draws;
  /* a blood-battle hand can take three wins off one player */
  if (!read_count (o, "deal_ins", &p->deal_ins) || (guint64) p->deal_ins > 3 * (guint64) p->hands)
    goto bad_deal_ins;
  if (!read_int (o, "points", -MAX_POINTS, MAX_POINTS, &points))
    goto bad_points;
  p->points = points;

  n = json_object_get_member (o, "best");
  if (n && !JSON_NODE_HOLDS_NULL (n))
    {
      JsonObject *best;
      JsonNode *pn;
      JsonArray *patterns;
      gint64 value;
      GStrvBuilder *b;

      if (!JSON_NODE_HOLDS_OBJECT (n) || p->wins == 0)
        goto bad_best;
      best = json_node_get_object (n);
      if (!read_int (best, "value", -MAX_VALUE, MAX_VALUE, &value))
        goto bad_best;
      p->best_value = (int) value;
      pn = json_object_get_member (best, "patterns");
      if (pn == NULL || !JSON_NODE_HOLDS_ARRAY (pn))
        goto bad_best;
      patterns = json_node_get_array (pn);
      if (json_array_get_length (patterns) > MJ_SCORE_MAX_PATTERNS)
        goto bad_best;
      b = g_strv_builder_new ();
      for (guint i = 0; i < json_array_get_length (patterns); i++)
        {
          JsonNode *e = json_array_get_element (patterns, i);
          if (json_node_get_value_type (e) != G_TYPE_STRING ||
              !valid_text (json_node_get_string (e), MAX_ID_BYTES))
            {
              g_strv_builder_unref (b);
              goto bad_best;
            }
          g_strv_builder_add (b, json_node_get_string (e));
        }
      p->best_patterns = g_strv_builder_end (b);
      g_strv_builder_unref (b);
    }

  n = json_object_get_member (o, "series");
  if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n))
    goto bad_series;
  series = json_node_get_array (n);
  if (json_array_get_length (series) > MJ_STATS_MAX_SERIES ||
      json_array_get_length (series) > p->hands)
    goto bad_series;
  for (guint i = 0; i < json_array_get_length (series); i++)
    {
      JsonNode *e = json_array_get_element (series, i);
      JsonArray *pair;
      JsonNode *t, *v;
      MjStatsPoint pt;

      if (!JSON_NODE_HOLDS_ARRAY (e))
        goto bad_series;
      pair = json_node_get_array (e);
      if (json_array_get_length (pair) != 2)
        goto bad_series;
      t = json_array_get_element (pair, 0);
      v = json_array_get_element (pair, 1);
      if (json_node_get_value_type (t) != G_TYPE_INT64 || json_node_get_value_type (v) != G_TYPE_INT64)
        goto bad_series;
      pt.time = json_node_get_int (t);
      pt.total = json_node_get_int (v);
      if (pt.time < 0 || pt.time > MAX_TIME || pt.total < -MAX_POINTS || pt.total > MAX_POINTS)
        goto bad_series;
      g_array_append_val (p->series, pt);
    }

  *out = p;
  return TRUE;

bad_human:
  player_free (p);
  return field_error (error, where, "human");
bad_hands:
  player_free (p);
  return field_error (error, where, "hands");
bad_wins:
  player_free (p);
  return field_error (error, where, "wins");
bad_self_draws:
  player_free (p);
  return field_error (error, where, "self_draws");
bad_deal_ins:
  player_free (p);
  return field_error (error, where, "deal_ins");
bad_points:
  player_free (p);
  return field_error (error, where, "points");
bad_best:
  player_free (p);
  return field_error (error, where, "best");
bad_series:
  player_free (p);
  return field_error (error, where, "series");
}

MjStats *
mj_stats_from_json (const char  *text,
                    gssize       length,
                    GError     **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (MjStats) stats = NULL;
  g_autoptr (GError) local = NULL;
  JsonNode *root, *n;
  JsonObject *o, *rules;
  g_autoptr (GList) ids = NULL;
  gint64 version, hands;

  g_return_val_if_fail (text != NULL, NULL);

  if (length < 0)
    length = (gssize) strlen (text);
  /* what json-glib would recurse too deep into, or misread: it wraps
   * numbers past 64 bits (-99999999999999999999 reads as 1) */
  switch (mj_json_text_check (text, (gsize) length, MAX_DEPTH))
    {
    case MJ_JSON_TEXT_TOO_DEEP:
      g_set_error (error, MJ_STATS_ERROR, MJ_STATS_ERROR_PARSE,
                   _("the file is nested deeper than statistics are"));
      return NULL;
    case MJ_JSON_TEXT_NUMBER_TOO_LONG:
      g_set_error (error, MJ_STATS_ERROR, MJ_STATS_ERROR_PARSE,
                   _("the file holds a number too large for any of its fields"));
      return NULL;
    case MJ_JSON_TEXT_OK:
      break;
    }
  if (!json_parser_load_from_data (parser, text, length, &local))
    {
      /* (json-glib's message quotes the text, perhaps cut in a character) */
      g_autofree char *why = g_utf8_make_valid (local->message, -1);
      g_set_error (error, MJ_STATS_ERROR, MJ_STATS_ERROR_PARSE, _("the file is not valid JSON (%s)"), why);
      return NULL;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    goto not_stats;
  o = json_node_get_object (root);
  n = json_object_get_member (o, "format");
  if (n == NULL || json_node_get_value_type (n) != G_TYPE_STRING ||
      g_strcmp0 (json_node_get_string (n), MJ_STATS_FORMAT) != 0)
    goto not_stats;
  if (!read_int (o, "version", 1, G_MAXINT, &version))
    {
      field_error (error, _("the file"), "version");
      return NULL;
    }
  if (version > MJ_STATS_VERSION)
    {
      g_set_error (error, MJ_STATS_ERROR, MJ_STATS_ERROR_FORMAT,
                   _("the file was written by a newer version of Sparrow (format %d)"), (int) version);
      return NULL;
    }
  if (!read_int (o, "hands", 0, MAX_COUNT, &hands))
    {
      field_error (error, _("the file"), "hands");
      return NULL;
    }

  stats = mj_stats_new ();
  stats->n_hands = (guint) hands;
  n = json_object_get_member (o, "rules");
  if (n == NULL || !JSON_NODE_HOLDS_OBJECT (n))
    {
      field_error (error, _("the file"), "rules");
      return NULL;
    }
  rules = json_node_get_object (n);
  ids = json_object_get_members (rules);
  for (GList *l = ids; l; l = l->next)
    {
      const char *id = l->data;
      JsonNode *an = json_object_get_member (rules, id);
      JsonArray *players;
      GHashTable *table;

      if (!valid_text (id, MAX_ID_BYTES) || !JSON_NODE_HOLDS_ARRAY (an))
        {
          field_error (error, _("the file"), id);
          return NULL;
        }
      players = json_node_get_array (an);
      table = rules_table (stats, id, TRUE);
      for (guint i = 0; i < json_array_get_length (players); i++)
        {
          /* Translators: where in the statistics file a fault is: "sichuan, player 3" */
          g_autofree char *where = g_strdup_printf (_("%s, player %u"), id, i + 1);
          MjPlayerStats *p = NULL;

          if (!read_player (json_array_get_element (players, i), where, &p, error))
            return NULL;
          if (g_hash_table_contains (table, p->name))
            {
              player_free (p);
              field_error (error, where, "name");
              return NULL;
            }
          g_hash_table_insert (table, p->name, p);
        }
    }
  return g_steal_pointer (&stats);

not_stats:
  g_set_error (error, MJ_STATS_ERROR, MJ_STATS_ERROR_FORMAT,
               _("the file is not a Sparrow statistics file"));
  return NULL;
}

MjStats *
mj_stats_load (const char  *path,
               GError     **error)
{
  g_autofree char *text = NULL;
  g_autofree char *aside = NULL;
  g_autoptr (GError) local = NULL;
  gsize length;
  MjStats *stats = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  /* never blocks on a FIFO, never reads past the bound (/dev/zero) */
  if (mj_file_read_bounded (path, MAX_FILE_BYTES, &text, &length, &local))
    stats = mj_stats_from_json (text, (gssize) length, &local);
  else if (g_error_matches (local, MJ_FILE_ERROR, MJ_FILE_ERROR_MISSING))
    return mj_stats_new ();
  else if (g_error_matches (local, MJ_FILE_ERROR, MJ_FILE_ERROR_TOO_LARGE))
    {
      /* far larger than statistics are: damage, set aside below */
      g_clear_error (&local);
      g_set_error (&local, MJ_STATS_ERROR, MJ_STATS_ERROR_FIELD, _("the file is far larger than statistics are"));
    }
  else
    {
      /* not damaged, only out of reach (a folder, a FIFO, a file the
       * player may not read): said, and left as it is; saving does not
       * replace it either (mj_stats_save) */
      g_set_error (error, MJ_STATS_ERROR, MJ_STATS_ERROR_IO,
                   _("The statistics could not be read: %s. The file was left as it is, and this session counts without it."),
                   local->message);
      return NULL;
    }
  if (stats)
    return stats;

  aside = mj_file_set_aside (path, "corrupt");
  if (aside)
    g_set_error (error, MJ_STATS_ERROR, local->code,
                 _("The statistics file was damaged (%s). It was kept as “%s”, and counting starts afresh."),
                 local->message, aside);
  else
    g_set_error (error, MJ_STATS_ERROR, local->code,
                 _("The statistics file was damaged (%s) and could not be set aside; counting starts afresh."),
                 local->message);
  return NULL;
}
