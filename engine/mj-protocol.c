/* mj-protocol.c: network play's messages to and from JSON text. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "mj-files.h"
#include "mj-json-private.h"
#include "mj-protocol.h"
#include "mj-record.h"
#include "mj-rules.h"

G_DEFINE_QUARK (mj-protocol-error-quark, mj_protocol_error)

/* No message of this protocol nests deeper than a view's
 * players → melds → meld; a hostile text goes no further. */
#define MAX_DEPTH 8
/* A name, a rule set id, a match id, a code or a token. */
#define MAX_FIELD 200

static const char *const type_names[MJ_N_MESSAGES] = {
  [MJ_MESSAGE_NONE] = NULL,
  [MJ_MESSAGE_HELLO] = "hello",
  [MJ_MESSAGE_WELCOME] = "welcome",
  [MJ_MESSAGE_VIEW] = "view",
  [MJ_MESSAGE_ACTION] = "action",
  [MJ_MESSAGE_REFUSED] = "refused",
  [MJ_MESSAGE_BYE] = "bye",
  [MJ_MESSAGE_REPLAY_REQUEST] = "replay-request",
  [MJ_MESSAGE_REPLAY] = "replay",
};

/* Steps in one replay message at most (each view is a few kilobytes: far
 * fewer fit in a message). */
#define MAX_REPLAY_STEPS 256

static const char *const want_names[] = { "create", "join", "rejoin" };

const char *
mj_message_type_name (MjMessageType type)
{
  return type < MJ_N_MESSAGES ? type_names[type] : NULL;
}

void
mj_message_clear (MjMessage *m)
{
  g_free (m->name);
  g_free (m->rules);
  g_free (m->match);
  g_free (m->code);
  g_free (m->token);
  g_free (m->view);
  g_free (m->text);
  g_free (m->reason);
  g_free (m->steps);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    g_free (m->seats[i].name);
  memset (m, 0, sizeof *m);
}

char *
mj_protocol_random_code (guint length)
{
  static const char alphabet[] = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
  GString *s = g_string_sized_new (length);

  /* g_random_* is seeded from /dev/urandom once per process; a code is
   * guessed only as fast as the server lets anyone try */
  for (guint i = 0; i < length; i++)
    g_string_append_c (s, alphabet[g_random_int_range (0, sizeof alphabet - 1)]);
  return g_string_free (s, FALSE);
}

/* ---- writing ------------------------------------------------------------ */

static void
add_tile (JsonBuilder *b,
          MjTile       tile)
{
  if (tile == MJ_TILE_NONE)
    json_builder_add_null_value (b);
  else
    json_builder_add_string_value (b, mj_tile_to_string (tile));
}

static void
member_tile (JsonBuilder *b,
             const char  *name,
             MjTile       tile)
{
  json_builder_set_member_name (b, name);
  add_tile (b, tile);
}

static void
member_int (JsonBuilder *b,
            const char  *name,
            gint64       value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

static void
member_bool (JsonBuilder *b,
             const char  *name,
             gboolean     value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_boolean_value (b, value);
}

static void
member_string (JsonBuilder *b,
               const char  *name,
               const char  *value)
{
  if (value == NULL)
    return;
  json_builder_set_member_name (b, name);
  json_builder_add_string_value (b, value);
}

/* Concealed tiles as a list, each copy once, in tile order. */
static void
member_counts (JsonBuilder  *b,
               const char   *name,
               const guint8 *counts)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    for (guint k = 0; k < counts[t]; k++)
      add_tile (b, t);
  json_builder_end_array (b);
}

static void
member_melds (JsonBuilder  *b,
              const MjMeld *melds,
              guint         n)
{
  json_builder_set_member_name (b, "melds");
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    {
      json_builder_begin_object (b);
      member_int (b, "type", melds[i].type);
      member_tile (b, "tile", melds[i].tile);
      member_tile (b, "claimed", melds[i].claimed);
      member_int (b, "from", melds[i].from == MJ_SEAT_NONE ? -1 : melds[i].from);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
member_tiles (JsonBuilder  *b,
              const char   *name,
              const MjTile *tiles,
              guint         n)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint i = 0; i < n; i++)
    add_tile (b, tiles[i]);
  json_builder_end_array (b);
}

static void
member_seat (JsonBuilder *b,
             const char  *name,
             guint8       seat)
{
  member_int (b, name, seat == MJ_SEAT_NONE ? -1 : seat);
}

/* All a rule set valued a win by (the winner's hand laid down, and the
 * table's facts at the win): the score dialog shows the hand and tells
 * the win from it, and compares its value under the other rule sets. */
static void
member_win_context (JsonBuilder        *b,
                    const MjWinContext *ctx)
{
  json_builder_set_member_name (b, "context");
  json_builder_begin_object (b);
  member_counts (b, "hand", ctx->hand.counts);
  member_melds (b, ctx->hand.melds, ctx->hand.n_melds);
  member_int (b, "dealer", ctx->dealer);
  member_seat (b, "kong_feeder", ctx->kong_feeder);
  member_int (b, "dealer_streak", ctx->dealer_streak);
  member_bool (b, "after_kong", ctx->after_kong);
  member_bool (b, "after_flower", ctx->after_flower);
  member_bool (b, "after_kong_discard", ctx->after_kong_discard);
  member_bool (b, "robbing_kong", ctx->robbing_kong);
  member_bool (b, "last_tile", ctx->last_tile);
  member_bool (b, "first_turn", ctx->first_turn);
  member_int (b, "ready", ctx->ready);
  member_int (b, "seat_wind", ctx->seat_wind);
  member_int (b, "round_wind", ctx->round_wind);
  member_int (b, "flowers", ctx->flowers);
  member_int (b, "missing_suit", ctx->missing_suit);
  member_int (b, "finished", ctx->finished);
  member_tile (b, "flipped", ctx->flipped);
  member_seat (b, "bao", ctx->bao);
  json_builder_end_object (b);
}

static void
member_settlement (JsonBuilder     *b,
                   const MjMessage *m)
{
  json_builder_set_member_name (b, "settlement");
  json_builder_begin_object (b);
  member_bool (b, "exhausted", m->exhausted);
  json_builder_set_member_name (b, "hand_delta");
  json_builder_begin_array (b);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    json_builder_add_int_value (b, m->hand_delta[i]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "payments");
  json_builder_begin_array (b);
  for (guint i = 0; i < m->n_payments && i < MJ_MAX_PAYMENTS; i++)
    {
      const MjPayment *p = &m->payments[i];

      json_builder_begin_object (b);
      member_int (b, "kind", p->kind);
      member_int (b, "from", p->from);
      member_int (b, "to", p->to);
      member_int (b, "amount", p->amount);
      member_int (b, "code", p->why.code);
      member_seat (b, "seat", p->why.seat);
      member_tile (b, "tile", p->why.tile);
      member_int (b, "count", p->why.count);
      member_int (b, "value", p->why.value);
      member_int (b, "base", p->why.base);
      member_int (b, "factor", p->why.factor);
      member_int (b, "extra", p->why.extra);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static void
add_view (JsonBuilder  *b,
          const MjView *v)
{
  guint pending = v->pending;

  /* Whose answer to a discard is awaited tells who could claim it: a
   * seat learns only whether its own is. */
  if (v->phase == MJ_PHASE_CLAIM || v->phase == MJ_PHASE_ROB)
    pending &= 1u << v->seat;

  json_builder_begin_object (b);
  member_string (b, "rules", v->rules->id);
  json_builder_set_member_name (b, "options");
  json_builder_begin_array (b);
  for (guint i = 0; i < v->rules->n_options; i++)
    json_builder_add_int_value (b, v->options.values[i]);
  json_builder_end_array (b);
  member_int (b, "seat", v->seat);
  member_int (b, "phase", v->phase);
  member_int (b, "turn", v->turn);
  member_int (b, "dealer", v->dealer);
  member_int (b, "dealer_streak", v->dealer_streak);
  member_int (b, "round_wind", v->round_wind);
  member_int (b, "hand_number", v->hand_number);
  member_int (b, "wall_remaining", v->wall_remaining);
  member_int (b, "wall_size", v->wall_size);
  member_int (b, "reserve", v->reserve);
  member_int (b, "n_kongs", v->n_kongs);
  json_builder_set_member_name (b, "dice");
  json_builder_begin_array (b);
  for (guint i = 0; i < v->n_dice && i < MJ_MAX_DICE; i++)
    json_builder_add_int_value (b, v->dice[i]);
  json_builder_end_array (b);
  member_bool (b, "last_drawn", v->last_drawn);
  member_bool (b, "any_claim", v->any_claim);
  member_bool (b, "after_kong", v->after_kong);
  member_bool (b, "after_flower", v->after_flower);
  member_int (b, "kong_feeder", v->kong_feeder == MJ_SEAT_NONE ? -1 : v->kong_feeder);
  /* what the whole table saw of the turns, which the hints weigh */
  member_int (b, "n_turns", v->n_turns);
  member_int (b, "kongs_this_turn", v->kongs_this_turn);
  member_bool (b, "turn_drew", v->turn_drew);
  member_bool (b, "claim_after_kong", v->claim_after_kong);

  member_counts (b, "hand", v->hand.counts);
  member_melds (b, v->hand.melds, v->hand.n_melds);
  member_tile (b, "drawn", v->drawn);
  member_counts (b, "standing", v->standing);
  member_bool (b, "pass_locked", v->pass_locked);
  json_builder_set_member_name (b, "pung_declined");
  json_builder_begin_array (b);
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if ((v->pung_declined >> t) & 1)
      add_tile (b, t);
  json_builder_end_array (b);
  member_int (b, "exchange_shift", v->exchange_shift);
  if (v->exchange_shift)
    {
      member_tiles (b, "exchange_given", v->exchange_given, 3);
      member_tiles (b, "exchange_received", v->exchange_received, 3);
    }

  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      const MjViewPlayer *p = &v->players[i];

      json_builder_begin_object (b);
      member_int (b, "n_concealed", p->n_concealed);
      member_melds (b, p->melds, p->n_melds);
      member_int (b, "flowers", p->flowers);
      json_builder_set_member_name (b, "discards");
      json_builder_begin_array (b);
      for (guint d = 0; d < p->n_discards; d++)
        {
          json_builder_begin_array (b);
          add_tile (b, p->discards[d].tile);
          json_builder_add_int_value (b, p->discards[d].flags);
          json_builder_end_array (b);
        }
      json_builder_end_array (b);
      member_int (b, "ready", p->ready);
      member_int (b, "missing_suit", p->missing_suit);
      member_int (b, "finished", p->finished);
      member_int (b, "score", p->score);
      member_int (b, "seat_wind", p->seat_wind);
      member_bool (b, "has_drawn", p->has_drawn);
      /* a hand laid down; never a field for one still hidden */
      if (p->revealed)
        {
          json_builder_set_member_name (b, "shown");
          json_builder_begin_object (b);
          member_counts (b, "hand", p->shown.counts);
          member_melds (b, p->shown.melds, p->shown.n_melds);
          json_builder_end_object (b);
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  member_tile (b, "claim_tile", v->claim_tile);
  member_int (b, "claim_from", v->claim_from == MJ_SEAT_NONE ? -1 : v->claim_from);
  member_int (b, "pending", pending);
  json_builder_set_member_name (b, "seen");
  json_builder_begin_array (b);
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    json_builder_add_int_value (b, v->seen[t]);
  json_builder_end_array (b);

  /* each win as the score dialog tells it: made public by the win */
  json_builder_set_member_name (b, "wins");
  json_builder_begin_array (b);
  for (guint i = 0; i < v->n_wins && i < MJ_N_SEATS; i++)
    {
      const MjWin *w = &v->wins[i];

      json_builder_begin_object (b);
      member_int (b, "seat", w->ctx.seat);
      member_int (b, "from", w->ctx.from == MJ_SEAT_NONE ? -1 : w->ctx.from);
      member_tile (b, "tile", w->ctx.win_tile);
      member_bool (b, "self_drawn", w->ctx.self_drawn);
      member_int (b, "value", w->score.value);
      json_builder_set_member_name (b, "patterns");
      json_builder_begin_array (b);
      for (guint k = 0; k < w->score.n_patterns && k < MJ_SCORE_MAX_PATTERNS; k++)
        {
          json_builder_begin_array (b);
          json_builder_add_string_value (b, w->score.patterns[k].id);
          json_builder_add_int_value (b, w->score.patterns[k].value);
          json_builder_end_array (b);
        }
      json_builder_end_array (b);
      json_builder_set_member_name (b, "payments");
      json_builder_begin_array (b);
      for (guint s = 0; s < MJ_N_SEATS; s++)
        json_builder_add_int_value (b, w->score.payments[s]);
      json_builder_end_array (b);
      member_win_context (b, &w->ctx);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  member_tile (b, "flipped", v->flipped);
  /* what the rule set keeps of the hand: public by the view's contract,
   * and what its settlement's sentences and its checks read (as bits) */
  json_builder_set_member_name (b, "rules_data");
  json_builder_begin_array (b);
  for (guint i = 0; i < G_N_ELEMENTS (v->rules_data); i++)
    json_builder_add_int_value (b, (gint64) v->rules_data[i]);
  json_builder_end_array (b);
  json_builder_end_object (b);
}

static void
member_options (JsonBuilder     *b,
                const MjMessage *m)
{
  if (!m->has_options)
    return;
  json_builder_set_member_name (b, "options");
  json_builder_begin_array (b);
  for (guint i = 0; i < m->n_options && i < MJ_MAX_OPTIONS; i++)
    json_builder_add_int_value (b, m->options[i]);
  json_builder_end_array (b);
}

static void
member_seats (JsonBuilder      *b,
              const MjSeatInfo *seats)
{
  json_builder_set_member_name (b, "seats");
  json_builder_begin_array (b);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      json_builder_begin_object (b);
      member_string (b, "name", seats[i].name ? seats[i].name : "");
      member_bool (b, "person", seats[i].person);
      member_bool (b, "connected", seats[i].connected);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

char *
mj_message_to_json (const MjMessage *m)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;

  g_return_val_if_fail (m != NULL, NULL);
  g_return_val_if_fail (m->type > MJ_MESSAGE_NONE && m->type < MJ_N_MESSAGES, NULL);

  json_builder_begin_object (b);
  member_string (b, "type", type_names[m->type]);
  switch (m->type)
    {
    case MJ_MESSAGE_HELLO:
      member_int (b, "version", m->version);
      member_string (b, "want", want_names[m->want]);
      member_string (b, "name", m->name);
      if (m->want == MJ_HELLO_CREATE)
        {
          member_string (b, "rules", m->rules);
          member_int (b, "hands", m->hands);
          member_int (b, "people", m->people);
          if (m->people_seats)
            member_int (b, "people_seats", m->people_seats);
          member_options (b, m);
          /* as a string: a 64-bit seed is past what JSON numbers keep */
          if (m->seed)
            {
              g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, m->seed);
              member_string (b, "seed", seed);
            }
        }
      member_string (b, "match", m->match);
      if (m->want == MJ_HELLO_JOIN)
        member_string (b, "code", m->code);
      if (m->want == MJ_HELLO_REJOIN)
        member_string (b, "token", m->token);
      break;
    case MJ_MESSAGE_WELCOME:
      member_int (b, "version", m->version);
      member_string (b, "match", m->match);
      member_int (b, "seat", m->seat);
      member_string (b, "token", m->token);
      member_string (b, "code", m->code);
      member_string (b, "rules", m->rules);
      member_options (b, m);
      member_seats (b, m->seats);
      break;
    case MJ_MESSAGE_VIEW:
      g_return_val_if_fail (m->view != NULL, NULL);
      member_int (b, "sequence", m->sequence);
      member_int (b, "ask", m->ask);
      json_builder_set_member_name (b, "view");
      add_view (b, m->view);
      json_builder_set_member_name (b, "legal");
      json_builder_begin_array (b);
      for (guint i = 0; i < m->n_legal && i < MJ_MAX_LEGAL; i++)
        {
          g_autofree char *text = mj_action_to_text (&m->legal[i]);
          json_builder_add_string_value (b, text);
        }
      json_builder_end_array (b);
      member_seats (b, m->seats);
      if (m->settled)
        member_settlement (b, m);
      break;
    case MJ_MESSAGE_ACTION:
      {
        g_autofree char *text = mj_action_to_text (&m->action);
        member_string (b, "action", text);
      }
      break;
    case MJ_MESSAGE_REFUSED:
    case MJ_MESSAGE_BYE:
      member_string (b, "message", m->text ? m->text : "");
      if (m->reason)
        {
          member_string (b, "reason", m->reason);
          if (m->rules)
            member_string (b, "rules", m->rules);
          if (m->version)
            member_int (b, "version", m->version);
          if (strcmp (m->reason, MJ_REASON_RULE) == 0)
            member_int (b, "refusal", m->refusal);
        }
      break;
    case MJ_MESSAGE_REPLAY_REQUEST:
      break;
    case MJ_MESSAGE_REPLAY:
      member_int (b, "part", m->part);
      member_int (b, "parts", m->parts);
      json_builder_set_member_name (b, "steps");
      json_builder_begin_array (b);
      for (guint i = 0; i < m->n_steps; i++)
        add_view (b, &m->steps[i]);
      json_builder_end_array (b);
      break;
    default:
      g_assert_not_reached ();
    }
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  json_generator_set_root (gen, root);
  return json_generator_to_data (gen, NULL);
}

void
mj_message_set_view (MjMessage     *m,
                     const MjState *state,
                     guint          seat)
{
  g_return_if_fail (seat < MJ_N_SEATS);

  m->type = MJ_MESSAGE_VIEW;
  if (m->view == NULL)
    m->view = g_new0 (MjView, 1);
  mj_view_build (state, seat, m->view);
  m->n_legal = mj_state_legal_actions (state, seat, m->legal, MJ_MAX_LEGAL);
  m->n_payments = 0;
  m->settled = state->phase == MJ_PHASE_HAND_OVER || state->phase == MJ_PHASE_MATCH_OVER;
  if (m->settled)
    {
      m->n_payments = MIN (state->n_payments, MJ_MAX_PAYMENTS);
      memcpy (m->payments, state->payments, m->n_payments * sizeof (MjPayment));
      memcpy (m->hand_delta, state->hand_delta, sizeof m->hand_delta);
      m->exhausted = state->exhausted;
    }
  else
    {
      memset (m->hand_delta, 0, sizeof m->hand_delta);
      m->exhausted = FALSE;
    }
}

/* ---- reading ------------------------------------------------------------ */

static gboolean
malformed (GError    **error,
           const char *field)
{
  /* Translators: a network message could not be read; %s is the name of
   * the part that was wrong, as it appears in the message ("seat", "tile") */
  g_set_error (error, MJ_PROTOCOL_ERROR, MJ_PROTOCOL_ERROR_MALFORMED,
               _("The message could not be read: its “%s” is missing or wrong."), field);
  return FALSE;
}

static JsonNode *
member (JsonObject *o,
        const char *name)
{
  return json_object_has_member (o, name) ? json_object_get_member (o, name) : NULL;
}

static gboolean
get_int (JsonObject *o,
         const char *name,
         gint64      min,
         gint64      max,
         gint64     *out,
         GError    **error)
{
  JsonNode *n = member (o, name);
  gint64 v;

  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64)
    return malformed (error, name);
  v = json_node_get_int (n);
  if (v < min || v > max)
    return malformed (error, name);
  *out = v;
  return TRUE;
}

#define GET_INT(o, name, min, max, lvalue)                         \
  G_STMT_START {                                                   \
    gint64 v_;                                                     \
    if (!get_int ((o), (name), (min), (max), &v_, error))          \
      return FALSE;                                                \
    (lvalue) = v_;                                                 \
  } G_STMT_END

static gboolean
get_bool (JsonObject *o,
          const char *name,
          gboolean   *out,
          GError    **error)
{
  JsonNode *n = member (o, name);

  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_BOOLEAN)
    return malformed (error, name);
  *out = json_node_get_boolean (n);
  return TRUE;
}

/* A string of at most MAX_FIELD bytes, valid UTF-8 without control
 * characters; NULL when absent and not required. */
static gboolean
get_string (JsonObject *o,
            const char *name,
            gboolean    required,
            char      **out,
            GError    **error)
{
  JsonNode *n = member (o, name);
  const char *s;

  if (n == NULL && !required)
    return TRUE;
  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_STRING)
    return malformed (error, name);
  s = json_node_get_string (n);
  if (strlen (s) > MAX_FIELD || !g_utf8_validate (s, -1, NULL))
    return malformed (error, name);
  for (const char *p = s; *p; p++)
    if ((guchar) *p < 0x20 || *p == 0x7f)
      return malformed (error, name);
  g_free (*out);
  *out = g_strdup (s);
  return TRUE;
}

static gboolean
node_tile (JsonNode   *n,
           const char *name,
           gboolean    flower_too,
           MjTile     *out,
           GError    **error)
{
  MjTile t;

  if (n != NULL && JSON_NODE_HOLDS_NULL (n))
    {
      *out = MJ_TILE_NONE;
      return TRUE;
    }
  if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_STRING ||
      strlen (json_node_get_string (n)) > 4 || !mj_tile_from_string (json_node_get_string (n), &t, NULL) ||
      t >= (flower_too ? MJ_N_TILE_KINDS : MJ_N_KINDS))
    return malformed (error, name);
  *out = t;
  return TRUE;
}

static gboolean
get_tile (JsonObject *o,
          const char *name,
          MjTile     *out,
          GError    **error)
{
  return node_tile (member (o, name), name, FALSE, out, error);
}

static JsonArray *
get_array (JsonObject *o,
           const char *name,
           guint       max,
           GError    **error)
{
  JsonNode *n = member (o, name);

  if (n == NULL || !JSON_NODE_HOLDS_ARRAY (n) || json_array_get_length (json_node_get_array (n)) > max)
    {
      malformed (error, name);
      return NULL;
    }
  return json_node_get_array (n);
}

static JsonObject *
element_object (JsonArray  *a,
                guint       i,
                const char *name,
                GError    **error)
{
  JsonNode *n = json_array_get_element (a, i);

  if (!JSON_NODE_HOLDS_OBJECT (n))
    {
      malformed (error, name);
      return NULL;
    }
  return json_node_get_object (n);
}

static gboolean
element_int (JsonArray  *a,
             guint       i,
             const char *name,
             gint64      min,
             gint64      max,
             gint64     *out,
             GError    **error)
{
  JsonNode *n = json_array_get_element (a, i);

  if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_INT64 ||
      json_node_get_int (n) < min || json_node_get_int (n) > max)
    return malformed (error, name);
  *out = json_node_get_int (n);
  return TRUE;
}

static gboolean
get_counts (JsonObject *o,
            const char *name,
            guint8     *counts,
            guint      *total,
            GError    **error)
{
  JsonArray *a = get_array (o, name, MJ_N_KINDS * 4, error);
  guint n = 0;

  if (a == NULL)
    return FALSE;
  memset (counts, 0, MJ_N_KINDS);
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      MjTile t;
      if (!node_tile (json_array_get_element (a, i), name, FALSE, &t, error))
        return FALSE;
      if (t == MJ_TILE_NONE || counts[t] >= 4)
        return malformed (error, name);
      counts[t]++;
      n++;
    }
  if (total)
    *total = n;
  return TRUE;
}

static gboolean
get_melds (JsonObject *o,
           MjMeld     *melds,
           guint8     *n_melds,
           GError    **error)
{
  JsonArray *a = get_array (o, "melds", MJ_HAND_MAX_MELDS, error);

  if (a == NULL)
    return FALSE;
  *n_melds = (guint8) json_array_get_length (a);
  for (guint i = 0; i < *n_melds; i++)
    {
      JsonObject *m = element_object (a, i, "melds", error);
      gint8 from;

      if (m == NULL)
        return FALSE;
      GET_INT (m, "type", MJ_MELD_CHOW, MJ_MELD_KONG_CONCEALED, melds[i].type);
      if (!get_tile (m, "tile", &melds[i].tile, error) || !get_tile (m, "claimed", &melds[i].claimed, error))
        return FALSE;
      GET_INT (m, "from", -1, MJ_N_SEATS - 1, from);
      melds[i].from = from < 0 ? MJ_SEAT_NONE : (guint8) from;
    }
  return TRUE;
}

/* A hand: concealed tiles and melds, its counts and keys made again by
 * the hand's own functions. */
static gboolean
get_hand (JsonObject *o,
          MjHand     *hand,
          GError    **error)
{
  guint8 counts[MJ_N_KINDS];
  MjMeld melds[MJ_HAND_MAX_MELDS];
  guint8 n_melds;

  if (!get_counts (o, "hand", counts, NULL, error) || !get_melds (o, melds, &n_melds, error))
    return FALSE;
  mj_hand_init (hand);
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    for (guint k = 0; k < counts[t]; k++)
      mj_hand_add (hand, t);
  for (guint i = 0; i < n_melds; i++)
    mj_hand_add_meld (hand, &melds[i]);
  return TRUE;
}

static gboolean
get_seat_or_none (JsonObject *o,
                  const char *name,
                  guint8     *out,
                  GError    **error)
{
  gint64 v;

  if (!get_int (o, name, -1, MJ_N_SEATS - 1, &v, error))
    return FALSE;
  *out = v < 0 ? MJ_SEAT_NONE : (guint8) v;
  return TRUE;
}

/* A win's context, when the server sends it (one of this version's
 * first servers did not): what get_win_context fills beside the seat,
 * the discarder, the tile and the self-draw. */
static gboolean
get_win_context (JsonObject   *o,
                 MjWinContext *ctx,
                 GError      **error)
{
  if (!get_hand (o, &ctx->hand, error))
    return FALSE;
  GET_INT (o, "dealer", 0, MJ_N_SEATS - 1, ctx->dealer);
  if (!get_seat_or_none (o, "kong_feeder", &ctx->kong_feeder, error))
    return FALSE;
  GET_INT (o, "dealer_streak", 0, G_MAXINT32, ctx->dealer_streak);
  if (!get_bool (o, "after_kong", &ctx->after_kong, error) || !get_bool (o, "after_flower", &ctx->after_flower, error) ||
      !get_bool (o, "after_kong_discard", &ctx->after_kong_discard, error) ||
      !get_bool (o, "robbing_kong", &ctx->robbing_kong, error) || !get_bool (o, "last_tile", &ctx->last_tile, error) ||
      !get_bool (o, "first_turn", &ctx->first_turn, error))
    return FALSE;
  GET_INT (o, "ready", MJ_READY_NONE, MJ_READY_TIANTING, ctx->ready);
  GET_INT (o, "seat_wind", 0, 3, ctx->seat_wind);
  GET_INT (o, "round_wind", 0, 3, ctx->round_wind);
  GET_INT (o, "flowers", 0, 255, ctx->flowers);
  GET_INT (o, "missing_suit", -1, 2, ctx->missing_suit);
  GET_INT (o, "finished", 0, (1 << MJ_N_SEATS) - 1, ctx->finished);
  if (!get_tile (o, "flipped", &ctx->flipped, error) || !get_seat_or_none (o, "bao", &ctx->bao, error))
    return FALSE;
  return TRUE;
}

/* The settlement of a hand over (mj-protocol.h). */
static gboolean
parse_settlement (JsonObject *o,
                  MjMessage  *m,
                  GError    **error)
{
  JsonArray *a;
  gint64 sum = 0;

  if (!get_bool (o, "exhausted", &m->exhausted, error))
    return FALSE;
  if (!(a = get_array (o, "hand_delta", MJ_N_SEATS, error)))
    return FALSE;
  if (json_array_get_length (a) != MJ_N_SEATS)
    return malformed (error, "hand_delta");
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      gint64 d;
      if (!element_int (a, i, "hand_delta", G_MININT32, G_MAXINT32, &d, error))
        return FALSE;
      m->hand_delta[i] = (int) d;
      sum += d;
    }
  /* money changes hands: a settlement that makes or loses some is a lie
   * (the score dialog's totals rest on it) */
  if (sum != 0)
    return malformed (error, "hand_delta");
  if (!(a = get_array (o, "payments", MJ_MAX_PAYMENTS, error)))
    return FALSE;
  m->n_payments = json_array_get_length (a);
  for (guint i = 0; i < m->n_payments; i++)
    {
      JsonObject *po = element_object (a, i, "payments", error);
      MjPayment *p = &m->payments[i];

      if (po == NULL)
        return FALSE;
      GET_INT (po, "kind", 0, MJ_N_PAYMENT_KINDS - 1, p->kind);
      GET_INT (po, "from", 0, MJ_N_SEATS - 1, p->from);
      GET_INT (po, "to", 0, MJ_N_SEATS - 1, p->to);
      GET_INT (po, "amount", G_MININT32, G_MAXINT32, p->amount);
      GET_INT (po, "code", 0, 255, p->why.code);
      if (!get_seat_or_none (po, "seat", &p->why.seat, error) || !get_tile (po, "tile", &p->why.tile, error))
        return FALSE;
      GET_INT (po, "count", 0, 255, p->why.count);
      GET_INT (po, "value", G_MININT32, G_MAXINT32, p->why.value);
      GET_INT (po, "base", G_MININT32, G_MAXINT32, p->why.base);
      GET_INT (po, "factor", G_MININT32, G_MAXINT32, p->why.factor);
      GET_INT (po, "extra", G_MININT32, G_MAXINT32, p->why.extra);
      if (p->from == p->to)
        return malformed (error, "payments");
    }
  m->settled = TRUE;
  return TRUE;
}

static gboolean
parse_view (JsonObject *o,
            MjView     *v,
            GError    **error)
{
  g_autofree char *rules_id = NULL;
  JsonArray *a;
  guint n;

  memset (v, 0, sizeof *v);
  if (!get_string (o, "rules", TRUE, &rules_id, error))
    return FALSE;
  v->rules = mj_rules_lookup (rules_id);
  if (v->rules == NULL)
    return malformed (error, "rules");
  if (!(a = get_array (o, "options", v->rules->n_options, error)))
    return FALSE;
  if (json_array_get_length (a) != v->rules->n_options)
    return malformed (error, "options");
  for (guint i = 0; i < v->rules->n_options; i++)
    {
      gint64 value;
      if (!element_int (a, i, "options", G_MININT32, G_MAXINT32, &value, error))
        return FALSE;
      v->options.values[i] = (int) value;
    }
  /* (a value an option does not take would be read out of its table) */
  if (!mj_options_check (v->rules, &v->options, NULL))
    return malformed (error, "options");
  v->features = mj_rules_features (v->rules, &v->options);
  GET_INT (o, "seat", 0, MJ_N_SEATS - 1, v->seat);
  GET_INT (o, "phase", MJ_PHASE_IDLE, MJ_PHASE_MATCH_OVER, v->phase);
  GET_INT (o, "turn", 0, MJ_N_SEATS - 1, v->turn);
  GET_INT (o, "dealer", 0, MJ_N_SEATS - 1, v->dealer);
  GET_INT (o, "dealer_streak", 0, G_MAXINT32, v->dealer_streak);
  GET_INT (o, "round_wind", 0, 3, v->round_wind);
  GET_INT (o, "hand_number", 0, G_MAXINT32, v->hand_number);
  GET_INT (o, "wall_remaining", 0, MJ_WALL_MAX, v->wall_remaining);
  GET_INT (o, "wall_size", 0, MJ_WALL_MAX, v->wall_size);
  GET_INT (o, "reserve", 0, MJ_WALL_MAX, v->reserve);
  GET_INT (o, "n_kongs", 0, 16, v->n_kongs);
  if (!(a = get_array (o, "dice", MJ_MAX_DICE, error)))
    return FALSE;
  v->n_dice = (guint8) json_array_get_length (a);
  for (guint i = 0; i < v->n_dice; i++)
    {
      gint64 d;
      if (!element_int (a, i, "dice", 1, 6, &d, error))
        return FALSE;
      v->dice[i] = (guint8) d;
    }
  if (!get_bool (o, "last_drawn", &v->last_drawn, error) || !get_bool (o, "any_claim", &v->any_claim, error) ||
      !get_bool (o, "after_kong", &v->after_kong, error) || !get_bool (o, "after_flower", &v->after_flower, error) ||
      !get_seat_or_none (o, "kong_feeder", &v->kong_feeder, error))
    return FALSE;
  /* (read when present: one of this version's first servers did not send them) */
  if (member (o, "n_turns"))
    {
      GET_INT (o, "n_turns", 0, G_MAXINT32, v->n_turns);
      GET_INT (o, "kongs_this_turn", 0, 16, v->kongs_this_turn);
      if (!get_bool (o, "turn_drew", &v->turn_drew, error) ||
          !get_bool (o, "claim_after_kong", &v->claim_after_kong, error))
        return FALSE;
    }

  if (!get_hand (o, &v->hand, error) || !get_tile (o, "drawn", &v->drawn, error) ||
      !get_counts (o, "standing", v->standing, NULL, error) || !get_bool (o, "pass_locked", &v->pass_locked, error))
    return FALSE;
  if (!(a = get_array (o, "pung_declined", MJ_N_KINDS, error)))
    return FALSE;
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      MjTile t;
      /* (node_tile's own sentence when it fails: one error, never set twice) */
      if (!node_tile (json_array_get_element (a, i), "pung_declined", FALSE, &t, error))
        return FALSE;
      if (t == MJ_TILE_NONE)
        return malformed (error, "pung_declined");
      v->pung_declined |= G_GUINT64_CONSTANT (1) << t;
    }
  GET_INT (o, "exchange_shift", 0, MJ_N_SEATS - 1, v->exchange_shift);
  if (v->exchange_shift)
    {
      JsonArray *given = get_array (o, "exchange_given", 3, error);
      JsonArray *received = given ? get_array (o, "exchange_received", 3, error) : NULL;

      if (received == NULL)
        return FALSE;
      if (json_array_get_length (given) != 3 || json_array_get_length (received) != 3)
        return malformed (error, "exchange_given");
      for (guint i = 0; i < 3; i++)
        if (!node_tile (json_array_get_element (given, i), "exchange_given", FALSE, &v->exchange_given[i], error) ||
            !node_tile (json_array_get_element (received, i), "exchange_received", FALSE,
                        &v->exchange_received[i], error))
          return FALSE;
    }

  if (!(a = get_array (o, "players", MJ_N_SEATS, error)))
    return FALSE;
  if (json_array_get_length (a) != MJ_N_SEATS)
    return malformed (error, "players");
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      MjViewPlayer *p = &v->players[i];
      JsonObject *po = element_object (a, i, "players", error);
      JsonArray *discards;
      JsonNode *shown;

      if (po == NULL)
        return FALSE;
      GET_INT (po, "n_concealed", 0, 40, p->n_concealed);
      if (!get_melds (po, p->melds, &p->n_melds, error))
        return FALSE;
      GET_INT (po, "flowers", 0, 255, p->flowers);
      if (!(discards = get_array (po, "discards", MJ_MAX_DISCARDS, error)))
        return FALSE;
      p->n_discards = (guint8) json_array_get_length (discards);
      for (guint d = 0; d < p->n_discards; d++)
        {
          JsonNode *e = json_array_get_element (discards, d);
          JsonArray *pair;
          gint64 flags;

          if (!JSON_NODE_HOLDS_ARRAY (e) || json_array_get_length (pair = json_node_get_array (e)) != 2)
            return malformed (error, "discards");
          if (!node_tile (json_array_get_element (pair, 0), "discards", FALSE, &p->discards[d].tile, error) ||
              !element_int (pair, 1, "discards", 0, 255, &flags, error))
            return FALSE;
          p->discards[d].flags = (guint8) flags;
        }
      GET_INT (po, "ready", 0, 255, p->ready);
      GET_INT (po, "missing_suit", -1, 2, p->missing_suit);
      GET_INT (po, "finished", 0, MJ_N_SEATS, p->finished);
      GET_INT (po, "score", G_MININT32, G_MAXINT32, p->score);
      GET_INT (po, "seat_wind", 0, 3, p->seat_wind);
      if (!get_bool (po, "has_drawn", &p->has_drawn, error))
        return FALSE;
      shown = member (po, "shown");
      p->revealed = shown != NULL;
      if (shown && (!JSON_NODE_HOLDS_OBJECT (shown) || !get_hand (json_node_get_object (shown), &p->shown, error)))
        return error && *error ? FALSE : malformed (error, "shown");
    }

  if (!get_tile (o, "claim_tile", &v->claim_tile, error) || !get_seat_or_none (o, "claim_from", &v->claim_from, error))
    return FALSE;
  GET_INT (o, "pending", 0, (1 << MJ_N_SEATS) - 1, v->pending);
  if (!(a = get_array (o, "seen", MJ_N_KINDS, error)))
    return FALSE;
  if (json_array_get_length (a) != MJ_N_KINDS)
    return malformed (error, "seen");
  for (guint t = 0; t < MJ_N_KINDS; t++)
    {
      gint64 c;
      if (!element_int (a, t, "seen", 0, 4, &c, error))
        return FALSE;
      v->seen[t] = (guint8) c;
    }
  if (!(a = get_array (o, "wins", MJ_N_SEATS, error)))
    return FALSE;
  n = json_array_get_length (a);
  v->n_wins = (guint8) n;
  for (guint i = 0; i < n; i++)
    {
      MjWin *w = &v->wins[i];
      JsonObject *wo = element_object (a, i, "wins", error);
      JsonArray *patterns, *payments;

      if (wo == NULL)
        return FALSE;
      GET_INT (wo, "seat", 0, MJ_N_SEATS - 1, w->ctx.seat);
      if (!get_seat_or_none (wo, "from", &w->ctx.from, error) || !get_tile (wo, "tile", &w->ctx.win_tile, error) ||
          !get_bool (wo, "self_drawn", &w->ctx.self_drawn, error))
        return FALSE;
      GET_INT (wo, "value", G_MININT32, G_MAXINT32, w->score.value);
      if (!(patterns = get_array (wo, "patterns", MJ_SCORE_MAX_PATTERNS, error)))
        return FALSE;
      w->score.n_patterns = json_array_get_length (patterns);
      for (guint k = 0; k < w->score.n_patterns; k++)
        {
          JsonNode *e = json_array_get_element (patterns, k);
          JsonArray *pair;
          JsonNode *id;
          gint64 value;

          if (!JSON_NODE_HOLDS_ARRAY (e) || json_array_get_length (pair = json_node_get_array (e)) != 2)
            return malformed (error, "patterns");
          id = json_array_get_element (pair, 0);
          if (!JSON_NODE_HOLDS_VALUE (id) || json_node_get_value_type (id) != G_TYPE_STRING ||
              !element_int (pair, 1, "patterns", G_MININT32, G_MAXINT32, &value, error))
            return malformed (error, "patterns");
          /* the rule set's own id, so that its name is the game's own */
          {
            const MjPatternName *name = mj_rules_pattern_name (v->rules, json_node_get_string (id));
            if (name == NULL)
              return malformed (error, "patterns");
            w->score.patterns[k].id = name->id;
          }
          w->score.patterns[k].value = (int) value;
        }
      if (!(payments = get_array (wo, "payments", MJ_N_SEATS, error)))
        return FALSE;
      if (json_array_get_length (payments) != MJ_N_SEATS)
        return malformed (error, "payments");
      for (guint s = 0; s < MJ_N_SEATS; s++)
        {
          gint64 value;
          if (!element_int (payments, s, "payments", G_MININT32, G_MAXINT32, &value, error))
            return FALSE;
          w->score.payments[s] = (int) value;
        }
      w->score.legal = TRUE;
      {
        JsonNode *context = member (wo, "context");

        w->ctx.kong_feeder = w->ctx.bao = MJ_SEAT_NONE;
        w->ctx.flipped = MJ_TILE_NONE;
        w->ctx.missing_suit = -1;
        if (context && (!JSON_NODE_HOLDS_OBJECT (context) ||
                        !get_win_context (json_node_get_object (context), &w->ctx, error)))
          return error && *error ? FALSE : malformed (error, "context");
      }
    }
  if (!get_tile (o, "flipped", &v->flipped, error))
    return FALSE;
  if (member (o, "rules_data"))
    {
      if (!(a = get_array (o, "rules_data", G_N_ELEMENTS (v->rules_data), error)))
        return FALSE;
      for (guint i = 0; i < json_array_get_length (a); i++)
        {
          gint64 bits;
          if (!element_int (a, i, "rules_data", G_MININT64, G_MAXINT64, &bits, error))
            return FALSE;
          v->rules_data[i] = (guint64) bits;
        }
    }
  return TRUE;
}

static gboolean
parse_seats (JsonObject *o,
             MjSeatInfo *seats,
             GError    **error)
{
  JsonArray *a = get_array (o, "seats", MJ_N_SEATS, error);

  if (a == NULL)
    return FALSE;
  if (json_array_get_length (a) != MJ_N_SEATS)
    return malformed (error, "seats");
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      JsonObject *so = element_object (a, i, "seats", error);
      if (so == NULL || !get_string (so, "name", TRUE, &seats[i].name, error) ||
          !get_bool (so, "person", &seats[i].person, error) || !get_bool (so, "connected", &seats[i].connected, error))
        return FALSE;
    }
  return TRUE;
}

/* The version first: a peer of another version is told that, not that
 * some field of its message is wrong. */
static gboolean
check_version (JsonObject *o,
               MjMessage  *m,
               GError    **error)
{
  gint64 version;

  if (!get_int (o, "version", 1, G_MAXINT32, &version, error))
    return FALSE;
  m->version = (guint) version;
  if (version != MJ_PROTOCOL_VERSION)
    {
      g_clear_error (error);
      /* Translators: both numbers are versions of the network protocol */
      g_set_error (error, MJ_PROTOCOL_ERROR, MJ_PROTOCOL_ERROR_VERSION,
                   _("The other side speaks version %u of Sparrow’s network play and this one speaks "
                     "version %u: play with the same version of Sparrow on both."),
                   (guint) version, MJ_PROTOCOL_VERSION);
      return FALSE;
    }
  return TRUE;
}

/* The house options of a hello or a welcome: optional; when given, as
 * many as the rule set has, each a value it takes (a rule set this side
 * does not know: read as numbers, the server refuses it by its id). */
static gboolean
get_options (JsonObject *o,
             MjMessage  *m,
             GError    **error)
{
  const MjRules *rules = m->rules ? mj_rules_lookup (m->rules) : NULL;
  JsonArray *a;

  if (member (o, "options") == NULL)
    return TRUE;
  if (!(a = get_array (o, "options", MJ_MAX_OPTIONS, error)))
    return FALSE;
  m->n_options = json_array_get_length (a);
  for (guint i = 0; i < m->n_options; i++)
    {
      gint64 value;
      if (!element_int (a, i, "options", G_MININT32, G_MAXINT32, &value, error))
        return FALSE;
      m->options[i] = (int) value;
    }
  if (rules)
    {
      MjOptions options = { { 0 } };

      if (m->n_options != rules->n_options)
        return malformed (error, "options");
      memcpy (options.values, m->options, sizeof m->options);
      if (!mj_options_check (rules, &options, NULL))
        return malformed (error, "options");
    }
  m->has_options = TRUE;
  return TRUE;
}

static gboolean
parse_object (JsonObject *o,
              MjMessage  *m,
              GError    **error)
{
  g_autofree char *type = NULL;
  g_autofree char *want = NULL;

  if (!get_string (o, "type", TRUE, &type, error))
    return FALSE;
  for (guint i = 1; i < MJ_N_MESSAGES; i++)
    if (strcmp (type, type_names[i]) == 0)
      m->type = (MjMessageType) i;
  switch (m->type)
    {
    case MJ_MESSAGE_HELLO:
      if (!check_version (o, m, error) || !get_string (o, "want", TRUE, &want, error) ||
          !get_string (o, "name", FALSE, &m->name, error))
        return FALSE;
      if (strcmp (want, "create") == 0)
        {
          g_autofree char *seed = NULL;
          guint64 value = 0;

          m->want = MJ_HELLO_CREATE;
          if (!get_string (o, "rules", TRUE, &m->rules, error))
            return FALSE;
          GET_INT (o, "hands", 1, 64, m->hands);
          GET_INT (o, "people", 1, MJ_N_SEATS, m->people);
          if (member (o, "people_seats"))
            {
              GET_INT (o, "people_seats", 1, (1 << MJ_N_SEATS) - 1, m->people_seats);
              if ((guint) __builtin_popcount (m->people_seats) != m->people)
                return malformed (error, "people_seats");
            }
          if (!get_options (o, m, error))
            return FALSE;
          if (!get_string (o, "seed", FALSE, &seed, error))
            return FALSE;
          if (seed && !g_ascii_string_to_unsigned (seed, 10, 0, G_MAXUINT64, &value, NULL))
            return malformed (error, "seed");
          m->seed = value;
        }
      else if (strcmp (want, "join") == 0)
        {
          /* the code names the match; a match id, if given, must agree */
          m->want = MJ_HELLO_JOIN;
          if (!get_string (o, "match", FALSE, &m->match, error) || !get_string (o, "code", TRUE, &m->code, error))
            return FALSE;
        }
      else if (strcmp (want, "rejoin") == 0)
        {
          m->want = MJ_HELLO_REJOIN;
          if (!get_string (o, "match", TRUE, &m->match, error) || !get_string (o, "token", TRUE, &m->token, error))
            return FALSE;
        }
      else
        return malformed (error, "want");
      return TRUE;
    case MJ_MESSAGE_WELCOME:
      if (!check_version (o, m, error) || !get_string (o, "match", TRUE, &m->match, error) ||
          !get_string (o, "token", TRUE, &m->token, error) || !get_string (o, "code", FALSE, &m->code, error) ||
          !get_string (o, "rules", TRUE, &m->rules, error) || !get_options (o, m, error))
        return FALSE;
      GET_INT (o, "seat", 0, MJ_N_SEATS - 1, m->seat);
      return parse_seats (o, m->seats, error);
    case MJ_MESSAGE_VIEW:
      {
        JsonNode *view = member (o, "view");
        JsonArray *legal;

        GET_INT (o, "sequence", 0, G_MAXINT32, m->sequence);
        GET_INT (o, "ask", 0, G_MAXINT32, m->ask);
        if (view == NULL || !JSON_NODE_HOLDS_OBJECT (view))
          return malformed (error, "view");
        m->view = g_new0 (MjView, 1);
        if (!parse_view (json_node_get_object (view), m->view, error))
          return FALSE;
        if (!(legal = get_array (o, "legal", MJ_MAX_LEGAL, error)))
          return FALSE;
        m->n_legal = json_array_get_length (legal);
        for (guint i = 0; i < m->n_legal; i++)
          {
            JsonNode *e = json_array_get_element (legal, i);
            if (!JSON_NODE_HOLDS_VALUE (e) || json_node_get_value_type (e) != G_TYPE_STRING ||
                !mj_action_from_text (json_node_get_string (e), &m->legal[i], NULL))
              return malformed (error, "legal");
          }
        if (!parse_seats (o, m->seats, error))
          return FALSE;
        {
          JsonNode *settlement = member (o, "settlement");

          if (settlement && (!JSON_NODE_HOLDS_OBJECT (settlement) ||
                             !parse_settlement (json_node_get_object (settlement), m, error)))
            return error && *error ? FALSE : malformed (error, "settlement");
        }
        return TRUE;
      }
    case MJ_MESSAGE_ACTION:
      {
        g_autofree char *text = NULL;

        if (!get_string (o, "action", TRUE, &text, error))
          return FALSE;
        if (!mj_action_from_text (text, &m->action, NULL))
          return malformed (error, "action");
        return TRUE;
      }
    case MJ_MESSAGE_REFUSED:
    case MJ_MESSAGE_BYE:
      {
        JsonNode *n = member (o, "message");
        /* a sentence may be longer than a name */
        if (n == NULL || !JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_STRING ||
            !g_utf8_validate (json_node_get_string (n), -1, NULL) || strlen (json_node_get_string (n)) > 4096)
          return malformed (error, "message");
        m->text = g_strdup (json_node_get_string (n));
        /* the reason and its values, read when present (a server before
         * reasons sent the sentence alone) */
        if (!get_string (o, "reason", FALSE, &m->reason, error) || !get_string (o, "rules", FALSE, &m->rules, error))
          return FALSE;
        if (member (o, "version"))
          GET_INT (o, "version", 1, G_MAXINT32, m->version);
        if (member (o, "refusal"))
          GET_INT (o, "refusal", 0, G_MAXINT32, m->refusal);
        return TRUE;
      }
    case MJ_MESSAGE_REPLAY_REQUEST:
      return TRUE;
    case MJ_MESSAGE_REPLAY:
      {
        JsonArray *steps;

        GET_INT (o, "parts", 1, MJ_VIEW_REPLAY_MAX_STEPS, m->parts);
        GET_INT (o, "part", 1, m->parts, m->part);
        if (!(steps = get_array (o, "steps", MAX_REPLAY_STEPS, error)))
          return FALSE;
        m->n_steps = json_array_get_length (steps);
        if (m->n_steps == 0)
          return malformed (error, "steps");
        m->steps = g_new0 (MjView, m->n_steps);
        for (guint i = 0; i < m->n_steps; i++)
          {
            JsonObject *vo = element_object (steps, i, "steps", error);
            if (vo == NULL || !parse_view (vo, &m->steps[i], error))
              return FALSE;
          }
        return TRUE;
      }
    default:
      return malformed (error, "type");
    }
}

gboolean
mj_message_parse (const char *text,
                  gsize       length,
                  MjMessage  *out,
                  GError    **error)
{
  g_autoptr (JsonParser) parser = NULL;
  JsonNode *root;

  g_return_val_if_fail (out != NULL, FALSE);

  memset (out, 0, sizeof *out);
  if (text == NULL)
    return malformed (error, "type");
  if (length > MJ_PROTOCOL_MAX_MESSAGE)
    {
      g_set_error (error, MJ_PROTOCOL_ERROR, MJ_PROTOCOL_ERROR_TOO_LARGE,
                   _("The message is longer than the %u bytes a message may have."), MJ_PROTOCOL_MAX_MESSAGE);
      return FALSE;
    }
  if (!g_utf8_validate (text, (gssize) length, NULL) || memchr (text, '\0', length) != NULL ||
      mj_json_text_check (text, length, MAX_DEPTH) != MJ_JSON_TEXT_OK)
    {
      g_set_error (error, MJ_PROTOCOL_ERROR, MJ_PROTOCOL_ERROR_MALFORMED,
                   _("The message could not be read: it is not JSON text of Sparrow’s network play."));
      return FALSE;
    }
  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, text, (gssize) length, NULL) ||
      (root = json_parser_get_root (parser)) == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error (error, MJ_PROTOCOL_ERROR, MJ_PROTOCOL_ERROR_MALFORMED,
                   _("The message could not be read: it is not JSON text of Sparrow’s network play."));
      return FALSE;
    }
  if (!parse_object (json_node_get_object (root), out, error))
    {
      mj_message_clear (out);
      return FALSE;
    }
  return TRUE;
}

/* ---- replays of one seat's views ---------------------------------------- */

static char *
node_to_text (JsonBuilder *b)
{
  g_autoptr (JsonGenerator) gen = json_generator_new ();
  g_autoptr (JsonNode) root = json_builder_get_root (b);

  json_generator_set_root (gen, root);
  return json_generator_to_data (gen, NULL);
}

static char *
view_to_text (const MjView *v)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();

  add_view (b, v);
  return node_to_text (b);
}

/* The steps of a seat's replay as view texts: after the deal, then after
 * each action that changed what the seat sees. */
static GPtrArray *
replay_views (const MjRecord *record,
              guint           seat,
              GError        **error)
{
  g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (MjGame) game = NULL;
  g_autofree MjView *view = g_new0 (MjView, 1);

  game = mj_record_replay (record, 0, error);
  if (game == NULL)
    return NULL;
  for (guint i = 0; i <= record->actions->len; i++)
    {
      char *text;

      if (i > 0 && !mj_game_submit_action (game, &g_array_index (record->actions, MjAction, i - 1), error))
        return NULL;
      mj_game_get_view (game, seat, view);
      text = view_to_text (view);
      if (texts->len > 0 && strcmp (text, g_ptr_array_index (texts, texts->len - 1)) == 0)
        g_free (text);
      else
        g_ptr_array_add (texts, text);
    }
  return g_steal_pointer (&texts);
}

GPtrArray *
mj_protocol_replay_messages (const MjRecord *record,
                             guint           seat,
                             GError        **error)
{
  /* room for the message around its steps: type, part, parts */
  const gsize frame = 96;
  g_autoptr (GPtrArray) views = NULL;
  g_autoptr (GArray) firsts = g_array_new (FALSE, FALSE, sizeof (guint));
  GPtrArray *out;
  gsize size = 0;

  g_return_val_if_fail (record != NULL, NULL);
  g_return_val_if_fail (seat < MJ_N_SEATS, NULL);

  views = replay_views (record, seat, error);
  if (views == NULL)
    return NULL;
  /* the parts: as many views as fit in a message, in order */
  for (guint i = 0; i < views->len; i++)
    {
      gsize length = strlen (g_ptr_array_index (views, i)) + 1;

      if (frame + length > MJ_PROTOCOL_MAX_MESSAGE)
        {
          g_set_error (error, MJ_PROTOCOL_ERROR, MJ_PROTOCOL_ERROR_TOO_LARGE,
                       _("The message is longer than the %u bytes a message may have."), MJ_PROTOCOL_MAX_MESSAGE);
          return NULL;
        }
      if (firsts->len == 0 || frame + size + length > MJ_PROTOCOL_MAX_MESSAGE ||
          i - g_array_index (firsts, guint, firsts->len - 1) >= MAX_REPLAY_STEPS)
        {
          g_array_append_val (firsts, i);
          size = 0;
        }
      size += length;
    }
  out = g_ptr_array_new_with_free_func (g_free);
  for (guint k = 0; k < firsts->len; k++)
    {
      guint first = g_array_index (firsts, guint, k);
      guint end = k + 1 < firsts->len ? g_array_index (firsts, guint, k + 1) : views->len;
      GString *text = g_string_new (NULL);

      g_string_append_printf (text, "{\"type\":\"replay\",\"part\":%u,\"parts\":%u,\"steps\":[", k + 1,
                              firsts->len);
      for (guint i = first; i < end; i++)
        {
          if (i > first)
            g_string_append_c (text, ',');
          g_string_append (text, g_ptr_array_index (views, i));
        }
      g_string_append (text, "]}");
      g_assert (text->len <= MJ_PROTOCOL_MAX_MESSAGE);
      g_ptr_array_add (out, g_string_free (text, FALSE));
    }
  return out;
}

MjViewReplay *
mj_view_replay_new (guint seat)
{
  MjViewReplay *r = g_new0 (MjViewReplay, 1);

  r->seat = seat;
  r->steps = g_array_new (FALSE, TRUE, sizeof (MjView));
  return r;
}

void
mj_view_replay_free (MjViewReplay *replay)
{
  if (replay == NULL)
    return;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    g_free (replay->names[i]);
  g_array_unref (replay->steps);
  g_free (replay);
}

#define VIEW_REPLAY_FORMAT "sparrow-view-replay"

char *
mj_view_replay_to_json (const MjViewReplay *replay)
{
  g_autoptr (JsonBuilder) b = json_builder_new ();

  g_return_val_if_fail (replay != NULL, NULL);

  json_builder_begin_object (b);
  member_string (b, "format", VIEW_REPLAY_FORMAT);
  member_int (b, "version", 1);
  member_int (b, "seat", replay->seat);
  json_builder_set_member_name (b, "names");
  json_builder_begin_array (b);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    json_builder_add_string_value (b, replay->names[i] ? replay->names[i] : "");
  json_builder_end_array (b);
  json_builder_set_member_name (b, "steps");
  json_builder_begin_array (b);
  for (guint i = 0; i < replay->steps->len; i++)
    add_view (b, &g_array_index (replay->steps, MjView, i));
  json_builder_end_array (b);
  json_builder_end_object (b);
  return node_to_text (b);
}

gboolean
mj_view_replay_sniff (const char *text,
                      gsize       length)
{
  g_autofree char *head = g_strndup (text, MIN (length, 256));

  return strstr (head, "\"format\":\"" VIEW_REPLAY_FORMAT "\"") != NULL;
}

static MjViewReplay *
view_replay_parse (const char *text,
                   gsize       length,
                   GError    **error)
{
  g_autoptr (JsonParser) parser = NULL;
  g_autoptr (MjViewReplay) replay = NULL;
  g_autofree char *format = NULL;
  JsonObject *o;
  JsonNode *root;
  JsonArray *a;
  gint64 value;

  g_return_val_if_fail (text != NULL, NULL);

  if (length > MJ_VIEW_REPLAY_MAX_BYTES || !g_utf8_validate (text, (gssize) length, NULL) ||
      memchr (text, '\0', length) != NULL || mj_json_text_check (text, length, MAX_DEPTH) != MJ_JSON_TEXT_OK)
    {
      malformed (error, "format");
      return NULL;
    }
  parser = json_parser_new_immutable ();
  if (!json_parser_load_from_data (parser, text, (gssize) length, NULL) ||
      (root = json_parser_get_root (parser)) == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    {
      malformed (error, "format");
      return NULL;
    }
  o = json_node_get_object (root);
  if (!get_string (o, "format", TRUE, &format, error))
    return NULL;
  if (strcmp (format, VIEW_REPLAY_FORMAT) != 0)
    {
      malformed (error, "format");
      return NULL;
    }
  if (!get_int (o, "version", 1, 1, &value, error) || !get_int (o, "seat", 0, MJ_N_SEATS - 1, &value, error))
    return NULL;
  replay = mj_view_replay_new ((guint) value);
  if (!(a = get_array (o, "names", MJ_N_SEATS, error)))
    return NULL;
  if (json_array_get_length (a) != MJ_N_SEATS)
    {
      malformed (error, "names");
      return NULL;
    }
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      JsonNode *n = json_array_get_element (a, i);
      if (!JSON_NODE_HOLDS_VALUE (n) || json_node_get_value_type (n) != G_TYPE_STRING ||
          !g_utf8_validate (json_node_get_string (n), -1, NULL) || strlen (json_node_get_string (n)) > MAX_FIELD)
        {
          malformed (error, "names");
          return NULL;
        }
      replay->names[i] = g_strdup (json_node_get_string (n));
    }
  if (!(a = get_array (o, "steps", MJ_VIEW_REPLAY_MAX_STEPS, error)))
    return NULL;
  if (json_array_get_length (a) == 0)
    {
      malformed (error, "steps");
      return NULL;
    }
  g_array_set_size (replay->steps, json_array_get_length (a));
  for (guint i = 0; i < replay->steps->len; i++)
    {
      JsonObject *vo = element_object (a, i, "steps", error);
      MjView *v = &g_array_index (replay->steps, MjView, i);

      if (vo == NULL || !parse_view (vo, v, error))
        return NULL;
      /* one seat's views, of one rule set */
      if (v->seat != replay->seat || v->rules != g_array_index (replay->steps, MjView, 0).rules)
        {
          malformed (error, "steps");
          return NULL;
        }
    }
  return g_steal_pointer (&replay);
}

MjViewReplay *
mj_view_replay_parse (const char *text,
                      gsize       length,
                      GError    **error)
{
  g_autoptr (GError) local = NULL;
  MjViewReplay *replay;

  g_return_val_if_fail (text != NULL, NULL);

  replay = view_replay_parse (text, length, &local);
  if (replay == NULL)
    /* (the readers' sentences speak of messages: this is a file) */
    g_set_error (error, MJ_PROTOCOL_ERROR, MJ_PROTOCOL_ERROR_MALFORMED,
                 _("This replay of network play cannot be read: it is damaged, or not one Sparrow wrote."));
  return replay;
}

gboolean
mj_view_replay_save (const MjViewReplay *replay,
                     const char         *path,
                     GError            **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (replay != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  text = mj_view_replay_to_json (replay);
  return mj_file_write_private (path, text, (gssize) strlen (text), error);
}

MjViewReplay *
mj_view_replay_load (const char  *path,
                     GError     **error)
{
  g_autofree char *text = NULL;
  gsize length;

  g_return_val_if_fail (path != NULL, NULL);

  if (!mj_file_read_bounded (path, MJ_VIEW_REPLAY_MAX_BYTES, &text, &length, error))
    return NULL;
  return mj_view_replay_parse (text, length, error);
}
