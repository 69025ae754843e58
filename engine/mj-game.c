/* mj-game.c: MjGame, signals out and actions in over MjState. */
#include "config.h"

#include <string.h>

#include "mj-game.h"

struct _MjGame {
  GObject        parent_instance;

  MjState       *state;
  MjStackedDeal *deal;
  GArray        *later_deals; /* MjStackedDeal of hands 2, 3, …, or NULL */
  GArray        *history;     /* MjAction */
  guint          pending;     /* the last pending mask announced */
  MjPhase        phase;       /* the last phase announced */
  guint          turn;
};

G_DEFINE_FINAL_TYPE (MjGame, mj_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PHASE,
  PROP_TURN,
  PROP_PENDING,
  PROP_HAND_NUMBER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  HAND_STARTED,
  TILE_DRAWN,
  FLOWER_REVEALED,
  TILE_DISCARDED,
  CLAIM_OFFERED,
  MELD_MADE,
  KONG_ROBBED,
  READY_DECLARED,
  SUITS_CHOSEN,
  TILES_EXCHANGED,
  HAND_WON,
  PAYMENT_MADE,
  TURN_CHANGED,
  ACTION_REQUIRED,
  HAND_ENDED,
  MATCH_ENDED,
  STATE_RESET,
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
mj_game_finalize (GObject *object)
{
  MjGame *self = MJ_GAME (object);

  g_free (self->state);
  g_free (self->deal);
  g_clear_pointer (&self->later_deals, g_array_unref);
  g_array_unref (self->history);
  G_OBJECT_CLASS (mj_game_parent_class)->finalize (object);
}

static void
mj_game_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  MjGame *self = MJ_GAME (object);

  switch (prop_id)
    {
    case PROP_PHASE:
      g_value_set_uint (value, self->state->phase);
      break;
    case PROP_TURN:
      g_value_set_uint (value, self->state->turn);
      break;
    case PROP_PENDING:
      g_value_set_uint (value, mj_state_pending (self->state));
      break;
    case PROP_HAND_NUMBER:
      g_value_set_uint (value, self->state->hand_number);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static guint
new_signal (const char *name,
            guint       n_params,
            ...)
{
  GType types[4];
  va_list args;

  va_start (args, n_params);
  for (guint i = 0; i < n_params; i++)
    types[i] = va_arg (args, GType);
  va_end (args);
  return g_signal_newv (name, MJ_TYPE_GAME, G_SIGNAL_RUN_LAST, NULL, NULL, NULL, NULL,
                        G_TYPE_NONE, n_params, types);
}

static void
mj_game_class_init (MjGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = mj_game_finalize;
  object_class->get_property = mj_game_get_property;

  properties[PROP_PHASE] = g_param_spec_uint ("phase", NULL, NULL, 0, MJ_PHASE_MATCH_OVER, 0,
                                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TURN] = g_param_spec_uint ("turn", NULL, NULL, 0, MJ_N_SEATS - 1, 0,
                                             G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PENDING] = g_param_spec_uint ("pending", NULL, NULL, 0, 15, 0,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_HAND_NUMBER] = g_param_spec_uint ("hand-number", NULL, NULL, 0, G_MAXUINT, 0,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* (hand number) */
  signals[HAND_STARTED] = new_signal ("hand-started", 1, G_TYPE_UINT);
  /* (seat, tile, replacement): the tile is the drawer's secret; a view
   * shows it only to him */
  signals[TILE_DRAWN] = new_signal ("tile-drawn", 3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_BOOLEAN);
  signals[FLOWER_REVEALED] = new_signal ("flower-revealed", 2, G_TYPE_UINT, G_TYPE_UINT);
  /* (seat, tile, face down) */
  signals[TILE_DISCARDED] = new_signal ("tile-discarded", 3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_BOOLEAN);
  /* (from, tile, seats asked): a discard or an added kong awaits answers */
  signals[CLAIM_OFFERED] = new_signal ("claim-offered", 3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT);
  /* (seat, meld index) */
  signals[MELD_MADE] = new_signal ("meld-made", 2, G_TYPE_UINT, G_TYPE_UINT);
  signals[KONG_ROBBED] = new_signal ("kong-robbed", 2, G_TYPE_UINT, G_TYPE_UINT);
  signals[READY_DECLARED] = new_signal ("ready-declared", 1, G_TYPE_UINT);
  signals[SUITS_CHOSEN] = new_signal ("suits-chosen", 0);
  /* (seats to the right the tiles went: 1, 2 or 3) */
  signals[TILES_EXCHANGED] = new_signal ("tiles-exchanged", 1, G_TYPE_UINT);
  /* (seat, index of the win in the hand's results) */
  signals[HAND_WON] = new_signal ("hand-won", 2, G_TYPE_UINT, G_TYPE_UINT);
  /* (index in the hand's payments) */
  signals[PAYMENT_MADE] = new_signal ("payment-made", 1, G_TYPE_UINT);
  signals[TURN_CHANGED] = new_signal ("turn-changed", 1, G_TYPE_UINT);
  /* (seats that must act, a mask) */
  signals[ACTION_REQUIRED] = new_signal ("action-required", 1, G_TYPE_UINT);
  signals[HAND_ENDED] = new_signal ("hand-ended", 0);
  signals[MATCH_ENDED] = new_signal ("match-ended", 0);
  /* more happened than the fine-grained signals could tell: read it all again */
  signals[STATE_RESET] = new_signal ("state-reset", 0);
  /* once per action (or start), after every other signal of it: what
   * shows the game reads it again here, once */
  signals[CHANGED] = new_signal ("changed", 0);
}

static void
mj_game_init (MjGame *self)
{
  self->state = g_new0 (MjState, 1);
  self->history = g_array_new (FALSE, FALSE, sizeof (MjAction));
}

MjGame *
mj_game_new (const MjRules   *rules,
             const MjOptions *options,
             guint64          seed,
             MjMatchLength    length_kind,
             guint            length)
{
  MjGame *self;

  g_return_val_if_fail (rules != NULL, NULL);

  self = g_object_new (MJ_TYPE_GAME, NULL);
  mj_state_init (self->state, rules, options, seed, length_kind, length);
  return self;
}

void
mj_game_set_ask_all (MjGame *self,
                     guint   seats)
{
  g_return_if_fail (MJ_IS_GAME (self));
  g_return_if_fail (self->state->hand_number == 0);
  g_return_if_fail (seats < (1u << MJ_N_SEATS));

  self->state->ask_all = (guint8) seats;
}

guint
mj_game_get_ask_all (MjGame *self)
{
  g_return_val_if_fail (MJ_IS_GAME (self), 0);
  return self->state->ask_all;
}

void
mj_game_set_stacked_deal (MjGame              *self,
                          const MjStackedDeal *deal)
{
  g_return_if_fail (MJ_IS_GAME (self));
  g_return_if_fail (self->state->hand_number == 0);

  g_clear_pointer (&self->deal, g_free);
  if (deal)
    self->deal = g_memdup2 (deal, sizeof *deal);
  self->state->stacked = self->deal;
}

void
mj_game_add_stacked_deal (MjGame              *self,
                          const MjStackedDeal *deal)
{
  g_return_if_fail (MJ_IS_GAME (self));
  g_return_if_fail (self->state->hand_number == 0);
  g_return_if_fail (self->deal != NULL && deal != NULL);

  if (self->later_deals == NULL)
    self->later_deals = g_array_new (FALSE, FALSE, sizeof (MjStackedDeal));
  g_array_append_vals (self->later_deals, deal, 1);
}

/* Turns the state's events into signals, then announces what changed. */
static void
emit_events (MjGame *self)
{
  MjState *s = self->state;
  guint n = s->n_events;
  MjEvent events[MJ_MAX_EVENTS];
  gboolean dropped = s->dropped_events > 0;

  memcpy (events, s->events, n * sizeof (MjEvent));
  s->n_events = 0;
  s->dropped_events = 0;
  g_object_ref (self);

  for (guint i = 0; i < n; i++)
    {
      const MjEvent *e = &events[i];
      switch (e->type)
        {
        case MJ_EVENT_HAND_STARTED:
          g_signal_emit (self, signals[HAND_STARTED], 0, (guint) e->index);
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAND_NUMBER]);
          break;
        case MJ_EVENT_TILE_DRAWN:
          g_signal_emit (self, signals[TILE_DRAWN], 0, (guint) e->seat, (guint) e->tile, (gboolean) e->flag);
          break;
        case MJ_EVENT_FLOWER_REVEALED:
          g_signal_emit (self, signals[FLOWER_REVEALED], 0, (guint) e->seat, (guint) e->tile);
          break;
        case MJ_EVENT_TILE_DISCARDED:
          g_signal_emit (self, signals[TILE_DISCARDED], 0, (guint) e->seat, (guint) e->tile, (gboolean) e->flag);
          break;
        case MJ_EVENT_MELD_MADE:
          g_signal_emit (self, signals[MELD_MADE], 0, (guint) e->seat, (guint) e->index);
          break;
        case MJ_EVENT_KONG_ROBBED:
          g_signal_emit (self, signals[KONG_ROBBED], 0, (guint) e->seat, (guint) e->tile);
          break;
        case MJ_EVENT_READY_DECLARED:
          g_signal_emit (self, signals[READY_DECLARED], 0, (guint) e->seat);
          break;
        case MJ_EVENT_SUIT_CHOSEN:
          g_signal_emit (self, signals[SUITS_CHOSEN], 0);
          break;
        case MJ_EVENT_TILES_EXCHANGED:
          g_signal_emit (self, signals[TILES_EXCHANGED], 0, (guint) e->flag);
          break;
        case MJ_EVENT_WIN:
          g_signal_emit (self, signals[HAND_WON], 0, (guint) e->seat, (guint) e->index);
          break;
        case MJ_EVENT_PAYMENT:
          g_signal_emit (self, signals[PAYMENT_MADE], 0, (guint) e->index);
          break;
        case MJ_EVENT_TURN_CHANGED:
          g_signal_emit (self, signals[TURN_CHANGED], 0, (guint) e->seat);
          break;
        case MJ_EVENT_HAND_ENDED:
          g_signal_emit (self, signals[HAND_ENDED], 0);
          break;
        case MJ_EVENT_MATCH_ENDED:
          g_signal_emit (self, signals[MATCH_ENDED], 0);
          break;
        default:
          break;
        }
    }
  if (dropped)
    g_signal_emit (self, signals[STATE_RESET], 0);

  if (s->phase != self->phase)
    {
      self->phase = s->phase;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PHASE]);
      if (s->phase == MJ_PHASE_CLAIM || s->phase == MJ_PHASE_ROB)
        g_signal_emit (self, signals[CLAIM_OFFERED], 0, (guint) s->claim_from, (guint) s->claim_tile,
                       (guint) s->claim_asked);
    }
  if (s->turn != self->turn)
    {
      self->turn = s->turn;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TURN]);
    }
  if (mj_state_pending (s) != self->pending)
    {
      self->pending = mj_state_pending (s);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PENDING]);
    }
  if (self->pending)
    g_signal_emit (self, signals[ACTION_REQUIRED], 0, self->pending);
  g_signal_emit (self, signals[CHANGED], 0);
  g_object_unref (self);
}

void
mj_game_start (MjGame *self)
{
  g_return_if_fail (MJ_IS_GAME (self));
  g_return_if_fail (self->state->hand_number == 0);

  self->phase = MJ_PHASE_IDLE;
  mj_state_start_hand (self->state);
  self->state->stacked = NULL;
  emit_events (self);
}

const MjRules *
mj_game_get_rules (MjGame *self)
{
  g_return_val_if_fail (MJ_IS_GAME (self), NULL);
  return self->state->rules;
}

const MjOptions *
mj_game_get_options (MjGame *self)
{
  g_return_val_if_fail (MJ_IS_GAME (self), NULL);
  return &self->state->options;
}

guint64
mj_game_get_seed (MjGame *self)
{
  g_return_val_if_fail (MJ_IS_GAME (self), 0);
  return self->state->seed;
}

MjPhase
mj_game_get_phase (MjGame *self)
{
  g_return_val_if_fail (MJ_IS_GAME (self), MJ_PHASE_IDLE);
  return self->state->phase;
}

guint
mj_game_get_turn (MjGame *self)
{
  g_return_val_if_fail (MJ_IS_GAME (self), 0);
  return self->state->turn;
}

guint
mj_game_get_hand_number (MjGame *self)
{
  g_return_val_if_fail (MJ_IS_GAME (self), 0);
  return self->state->hand_number;
}

guint
mj_game_get_pending (MjGame *self)
{
  g_return_val_if_fail (MJ_IS_GAME (self), 0);
  return mj_state_pending (self->state);
}

int
mj_game_get_score (MjGame *self,
                   guint   seat)
{
  g_return_val_if_fail (MJ_IS_GAME (self), 0);
  g_return_val_if_fail (seat < MJ_N_SEATS, 0);
  return self->state->scores[seat];
}

const MjStackedDeal *
mj_game_get_stacked_deal (MjGame *self)
{
  g_return_val_if_fail (MJ_IS_GAME (self), NULL);
  return self->deal;
}

const MjStackedDeal *
mj_game_get_later_deals (MjGame *self,
                         guint  *n_deals)
{
  g_return_val_if_fail (MJ_IS_GAME (self), NULL);
  if (n_deals)
    *n_deals = self->later_deals ? self->later_deals->len : 0;
  return self->later_deals && self->later_deals->len ? (const MjStackedDeal *) self->later_deals->data : NULL;
}

MjMatchLength
mj_game_get_length (MjGame *self,
                    guint  *length)
{
  g_return_val_if_fail (MJ_IS_GAME (self), MJ_MATCH_HANDS);
  if (length)
    *length = self->state->length;
  return self->state->length_kind;
}

void
mj_game_get_view (MjGame *self,
                  guint   seat,
                  MjView *view)
{
  g_return_if_fail (MJ_IS_GAME (self));
  mj_view_build (self->state, seat, view);
}

const MjState *
mj_game_get_state (MjGame *self)
{
  g_return_val_if_fail (MJ_IS_GAME (self), NULL);
  return self->state;
}

guint
mj_game_legal_actions (MjGame   *self,
                       guint     seat,
                       MjAction *out,
                       guint     max)
{
  g_return_val_if_fail (MJ_IS_GAME (self), 0);
  return mj_state_legal_actions (self->state, seat, out, max);
}

gboolean
mj_game_submit_action (MjGame          *self,
                       const MjAction  *action,
                       GError         **error)
{
  gboolean ok;

  g_return_val_if_fail (MJ_IS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->state->hand_number == 0)
    {
      mj_set_refusal (error, MJ_REFUSAL_NOT_OFFERED);
      return FALSE;
    }
  /* the next hand may be stacked too; the state checks its dealer */
  if (action->type == MJ_ACTION_NEXT_HAND && self->later_deals &&
      self->state->hand_number - 1 < self->later_deals->len)
    self->state->stacked = &g_array_index (self->later_deals, MjStackedDeal, self->state->hand_number - 1);
  ok = mj_state_apply (self->state, action, error);
  self->state->stacked = NULL;
  if (!ok)
    return FALSE;
  /* kept as the game would have chosen it: an accepted copy flag names the
   * copy the game takes anyway (mj-action.h), and records never carry one */
  {
    MjAction kept = *action;
    kept.flags &= (guint8) ~MJ_ACTION_FLAGS_COPY;
    g_array_append_vals (self->history, &kept, 1);
  }
  emit_events (self);
  return TRUE;
}

void
mj_game_restore (MjGame         *self,
                 const MjState  *state,
                 const MjAction *history,
                 guint           n_history)
{
  g_return_if_fail (MJ_IS_GAME (self));
  g_return_if_fail (state != NULL && state->rules == self->state->rules);
  g_return_if_fail (history != NULL || n_history == 0);

  memcpy (self->state, state, sizeof *self->state);
  /* (between actions the state points at no stacked deal of its own) */
  self->state->stacked = NULL;
  self->state->n_events = 0;
  self->state->dropped_events = 0;
  g_array_set_size (self->history, 0);
  g_array_append_vals (self->history, history, n_history);
  self->phase = self->state->phase;
  self->turn = self->state->turn;
  self->pending = mj_state_pending (self->state);
  /* whoever shows the game reads it all again */
  g_object_ref (self);
  g_signal_emit (self, signals[STATE_RESET], 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PHASE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TURN]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PENDING]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAND_NUMBER]);
  g_object_unref (self);
}

const MjAction *
mj_game_get_history (MjGame *self,
                     guint  *n_actions)
{
  g_return_val_if_fail (MJ_IS_GAME (self), NULL);
  if (n_actions)
    *n_actions = self->history->len;
  return (const MjAction *) self->history->data;
}
