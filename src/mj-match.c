/* mj-match.c: drives the computer players at a human pace and keeps the
 * match saved. */
#include "config.h"

#include <glib/gi18n.h>

#include "mj-match.h"

struct _MjMatch {
  GObject   parent_instance;

  char     *id;           /* the match's identity, in every save */
  MjGame   *game;
  gboolean  human[MJ_N_SEATS];
  char     *names[MJ_N_SEATS];
  MjBot     bots[MJ_N_SEATS];
  MjBotLevel level;
  double    pace;
  gboolean  paused;
  guint     timeout;
  char     *autosave;
  GArray   *history;      /* int[4] per finished hand */
};

G_DEFINE_FINAL_TYPE (MjMatch, mj_match, G_TYPE_OBJECT)

enum {
  HUMAN_TURN,     /* (mask): people must act */
  HAND_OVER,
  MATCH_OVER,
  SAVE_FAILED,    /* (message) */
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void schedule (MjMatch *self);

static void
save (MjMatch *self)
{
  g_autoptr (MjRecord) record = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = NULL;

  if (self->autosave == NULL)
    return;
  record = mj_match_to_record (self);
  dir = g_path_get_dirname (self->autosave);
  g_mkdir_with_parents (dir, 0700);
  /* the save before is kept: a file damaged later still leaves a match
   * one action earlier to resume */
  if (!mj_record_save_keep_previous (record, self->autosave, &error))
    g_signal_emit (self, signals[SAVE_FAILED], 0, error->message);
}

static gboolean
computers_pending (MjMatch *self)
{
  guint pending = mj_game_get_pending (self->game);

  for (guint i = 0; i < MJ_N_SEATS; i++)
    if ((pending >> i) & 1 && !self->human[i])
      return TRUE;
  return FALSE;
}

/* Every computer player that must act now does. */
static gboolean
play_computers (gpointer data)
{
  MjMatch *self = data;
  guint pending = mj_game_get_pending (self->game);
  g_autofree MjView *view = g_new0 (MjView, 1);

  self->timeout = 0;
  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    if ((pending >> seat) & 1 && !self->human[seat])
      {
        MjAction legal[MJ_MAX_LEGAL];
        guint n = mj_game_legal_actions (self->game, seat, legal, G_N_ELEMENTS (legal));
        MjAction a;
        g_autoptr (GError) error = NULL;

        if (n == 0)
          continue;
        mj_game_get_view (self->game, seat, view);
        a = mj_bot_decide (&self->bots[seat], view, legal, n);
        if (!mj_game_submit_action (self->game, &a, &error))
          g_critical ("a computer player's move was refused: %s", error->message);
        save (self);
        /* one at a time, so each shows at the table's pace */
        break;
      }
  schedule (self);
  return G_SOURCE_REMOVE;
}

static void
schedule (MjMatch *self)
{
  MjPhase phase = mj_game_get_phase (self->game);
  guint pending = mj_game_get_pending (self->game);
  guint human = 0;

  if (self->timeout || self->paused)
    return;
  if (phase == MJ_PHASE_HAND_OVER || phase == MJ_PHASE_MATCH_OVER)
    return;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    if ((pending >> i) & 1 && self->human[i])
      human |= 1u << i;
  if (computers_pending (self))
    {
      /* claims are answered by computers at once; turns at the pace */
      guint ms = phase == MJ_PHASE_CLAIM || phase == MJ_PHASE_ROB || phase == MJ_PHASE_CHOOSE_SUIT ||
                 phase == MJ_PHASE_EXCHANGE ? 80 : (guint) (self->pace * 1000);
      self->timeout = g_timeout_add (ms, play_computers, self);
    }
  if (human)
    g_signal_emit (self, signals[HUMAN_TURN], 0, human);
}

static void
on_hand_ended (MjMatch *self)
{
  int scores[MJ_N_SEATS];

  for (guint i = 0; i < MJ_N_SEATS; i++)
    scores[i] = mj_game_get_score (self->game, i);
  g_array_append_vals (self->history, scores, 1);
  save (self);
  if (mj_game_get_phase (self->game) == MJ_PHASE_MATCH_OVER)
    g_signal_emit (self, signals[MATCH_OVER], 0);
  else
    g_signal_emit (self, signals[HAND_OVER], 0);
}

static void
mj_match_dispose (GObject *object)
{
  MjMatch *self = MJ_MATCH (object);

  g_clear_handle_id (&self->timeout, g_source_remove);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (mj_match_parent_class)->dispose (object);
}

static void
mj_match_finalize (GObject *object)
{
  MjMatch *self = MJ_MATCH (object);

  for (guint i = 0; i < MJ_N_SEATS; i++)
    g_free (self->names[i]);
  g_free (self->id);
  g_free (self->autosave);
  g_array_unref (self->history);
  G_OBJECT_CLASS (mj_match_parent_class)->finalize (object);
}

static void
mj_match_class_init (MjMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mj_match_dispose;
  object_class->finalize = mj_match_finalize;

  signals[HUMAN_TURN] = g_signal_new ("human-turn", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[HAND_OVER] = g_signal_new ("hand-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[MATCH_OVER] = g_signal_new ("match-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SAVE_FAILED] = g_signal_new ("save-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
mj_match_init (MjMatch *self)
{
  self->pace = 0.6;
  self->history = g_array_new (FALSE, FALSE, sizeof (int) * MJ_N_SEATS);
}

static void
attach (MjMatch *self)
{
  g_signal_connect_swapped (self->game, "action-required", G_CALLBACK (schedule), self);
  g_signal_connect_swapped (self->game, "hand-ended", G_CALLBACK (on_hand_ended), self);
}

MjMatch *
mj_match_new (const MjMatchSetup *setup)
{
  MjMatch *self = g_object_new (MJ_TYPE_MATCH, NULL);
  MjOptions options = setup->options;
  int day = mj_options_find (setup->rules, "xingqi_day");

  /* Guizhou's weekday chicken (星期鸡) is named by the day the match
   * starts; the engine never reads the clock, so the day is written into
   * the options (and the record: a replay on another day is the same) */
  if (day >= 0 && options.values[day] == 0)
    {
      g_autoptr (GDateTime) now = g_date_time_new_now_local ();
      options.values[day] = g_date_time_get_day_of_week (now);
    }
  self->id = mj_match_id_new ();
  self->game = mj_game_new (setup->rules, &options, setup->seed, MJ_MATCH_HANDS, setup->hands);
  self->level = (MjBotLevel) setup->level;
  if (setup->ask_every_human)
    {
      guint people = 0;
      for (guint i = 0; i < MJ_N_SEATS; i++)
        people |= setup->human[i] ? 1u << i : 0;
      if (__builtin_popcount (people) >= 2)
        mj_game_set_ask_all (self->game, people);
    }
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      self->human[i] = setup->human[i];
      self->names[i] = mj_player_name_clip (setup->names[i]);
      mj_bot_init (&self->bots[i], (MjBotLevel) setup->level, setup->seed * 4 + i + 1);
    }
  attach (self);
  return self;
}

MjMatch *
mj_match_new_from_record (const MjRecord *record,
                          GError        **error)
{
  g_autoptr (MjMatch) self = g_object_new (MJ_TYPE_MATCH, NULL);
  g_autoptr (MjRecord) start = mj_record_new (record->rules, &record->options, record->seed);

  /* replay from the start, the handlers attached, so the scores of each
   * finished hand are known again */
  start->length_kind = record->length_kind;
  start->length = record->length;
  start->stacked = record->stacked;
  start->deal = record->deal;
  start->ask_all = record->ask_all;
  self->game = mj_record_replay (start, 0, error);
  if (self->game == NULL)
    return NULL;
  g_signal_connect_swapped (self->game, "hand-ended", G_CALLBACK (on_hand_ended), self);
  for (guint i = 0; i < record->actions->len; i++)
    {
      const MjAction *a = &g_array_index (record->actions, MjAction, i);
      g_autoptr (GError) local = NULL;
      if (!mj_game_submit_action (self->game, a, &local))
        {
          g_autofree char *text = mj_action_to_text (a);
          g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_ACTION,
                       _("action %u (“%s”) is not legal there: %s"), i + 1, text, local->message);
          return NULL;
        }
    }
  g_signal_handlers_disconnect_by_data (self->game, self);
  /* (a record from before match ids gets one now) */
  self->id = record->id ? g_strdup (record->id) : mj_match_id_new ();
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      self->human[i] = record->kinds[i] == MJ_PLAYER_HUMAN;
      self->names[i] = mj_player_name_clip (record->names[i]);
      /* the bots' own randomness restarts: their past moves are in the record */
      mj_bot_init (&self->bots[i], (MjBotLevel) record->levels[i], record->seed * 4 + i + 1 + record->actions->len);
      self->level = (MjBotLevel) record->levels[i];
    }
  attach (self);
  return g_steal_pointer (&self);
}

void
mj_match_start (MjMatch *self)
{
  g_return_if_fail (MJ_IS_MATCH (self));

  /* a new match is saved at once; a resumed one is already on disk as it
   * is (saving it again would make the save before it the same) */
  if (mj_game_get_hand_number (self->game) == 0)
    {
      mj_game_start (self->game);
      save (self);
    }
  schedule (self);
}

MjGame *
mj_match_get_game (MjMatch *self)
{
  g_return_val_if_fail (MJ_IS_MATCH (self), NULL);
  return self->game;
}

gboolean
mj_match_is_human (MjMatch *self,
                   guint    seat)
{
  g_return_val_if_fail (MJ_IS_MATCH (self), FALSE);
  return seat < MJ_N_SEATS && self->human[seat];
}

const char *
mj_match_get_name (MjMatch *self,
                   guint    seat)
{
  g_return_val_if_fail (MJ_IS_MATCH (self), NULL);
  return seat < MJ_N_SEATS ? self->names[seat] : NULL;
}

guint
mj_match_get_home_seat (MjMatch *self)
{
  g_return_val_if_fail (MJ_IS_MATCH (self), 0);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    if (self->human[i])
      return i;
  return 0;
}

void
mj_match_set_pace (MjMatch *self,
                   double   seconds)
{
  g_return_if_fail (MJ_IS_MATCH (self));
  self->pace = CLAMP (seconds, 0.0, 5.0);
}

void
mj_match_set_paused (MjMatch  *self,
                     gboolean  paused)
{
  g_return_if_fail (MJ_IS_MATCH (self));

  if (self->paused == paused)
    return;
  self->paused = paused;
  if (paused)
    g_clear_handle_id (&self->timeout, g_source_remove);
  else
    schedule (self);
}

void
mj_match_set_autosave (MjMatch    *self,
                       const char *path)
{
  g_return_if_fail (MJ_IS_MATCH (self));
  g_free (self->autosave);
  self->autosave = g_strdup (path);
}

gboolean
mj_match_submit (MjMatch         *self,
                 const MjAction  *action,
                 GError         **error)
{
  g_return_val_if_fail (MJ_IS_MATCH (self), FALSE);

  if (!mj_game_submit_action (self->game, action, error))
    return FALSE;
  save (self);
  schedule (self);
  return TRUE;
}

gboolean
mj_match_next_hand (MjMatch  *self,
                    GError  **error)
{
  MjAction next = { MJ_ACTION_NEXT_HAND, 0, MJ_TILE_NONE, 0, { 0 } };

  g_return_val_if_fail (MJ_IS_MATCH (self), FALSE);
  return mj_match_submit (self, &next, error);
}

const int *
mj_match_get_history (MjMatch *self,
                      guint   *n_hands)
{
  g_return_val_if_fail (MJ_IS_MATCH (self), NULL);
  if (n_hands)
    *n_hands = self->history->len;
  return (const int *) self->history->data;
}

MjRecord *
mj_match_to_record (MjMatch *self)
{
  MjRecord *record;

  g_return_val_if_fail (MJ_IS_MATCH (self), NULL);
  record = mj_record_new_from_game (self->game);
  record->id = g_strdup (self->id);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      record->names[i] = g_strdup (self->names[i]);
      record->kinds[i] = self->human[i] ? MJ_PLAYER_HUMAN : MJ_PLAYER_COMPUTER;
      record->levels[i] = (guint8) self->level;
    }
  return record;
}
