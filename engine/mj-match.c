/* mj-match.c: drives the computer players at a human pace, keeps the
 * match saved, and decides whose the screen is in hot seat.  With
 * autoplay, a computer player thinks on a worker thread (the hard level's
 * search takes tens of milliseconds, a frame or two of a table that must
 * keep answering) and its answer is played on the main loop. */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

#include "mj-bot-style.h"
#include "mj-match-private.h"

/* One computer player's decision, thought about on a worker thread.  The
 * worker reads and writes only this: copies of the seat's view, its legal
 * actions and its bot, whose randomness and counters the match takes back
 * only when it plays the answer (so that a match played so makes the
 * moves mj_match_step makes).  Freed on the main loop, by the GTask's
 * callback (which always comes, the worker done with it). */
typedef struct {
  MjMatch          *match;      /* main loop only; NULL once the match forgot it */
  guint             generation; /* the match's, when asked */
  guint             seat;
  MjBot             bot;
  MjView            view;
  MjAction          legal[MJ_MAX_LEGAL];
  guint             n;
  MjAction          answer;
  MjMatchThinkHook  hook;
  gpointer          hook_data;
} Decision;

/* decisions alive, in every match (mj_match_thinking) */
static gint n_decisions;

struct _MjMatch {
  GObject   parent_instance;

  char     *id;           /* the match's identity, in every save */
  MjGame   *game;
  gboolean  human[MJ_N_SEATS];
  gboolean  stand_in[MJ_N_SEATS]; /* a computer plays this person's seat meanwhile */
  char     *names[MJ_N_SEATS];
  MjBot     bots[MJ_N_SEATS];
  MjBotLevel level;
  double    pace;
  gboolean  paused;
  gboolean  autoplay;
  guint     timeout;
  char     *autosave;
  GArray   *history;      /* int[4] per finished hand */

  /* hot seat */
  guint     screen_seat;  /* whose hand the screen shows */
  guint     handoff_seat; /* the seat the screen is being passed to, or MJ_N_SEATS */
  gboolean  auto_pass;
  guint     to_see;       /* auto-pass off: people still to see the latest discard */
  guint     to_see_from;  /* whose discard that is */
  guint     n_discards;   /* discards seen by the match, to tell which one is latest */

  /* a lesson's script (mj_match_set_script), or NULL */
  const MjMatchScript *script;
  gpointer  script_data;

  /* the computer players' thinking (autoplay): the decision in flight
   * (its GTask), or the answer in, waiting for the pace; `generation`
   * counts every change that makes a decision asked before it stale */
  GTask    *thinking;
  gboolean  has_answer;
  guint     answer_seat;
  MjAction  answer;
  MjBot     answer_bot;
  guint     generation;
  gboolean  due;          /* the pace's time came: play as soon as the answer is in */
  gboolean  submitting;   /* inside the match's own submission of an action */
  guint     search;       /* the hard players' search budget, in percent */
  MjMatchThinkHook think_hook;
  gpointer  think_data;
};

G_DEFINE_FINAL_TYPE (MjMatch, mj_match, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_SCREEN_SEAT,
  PROP_HANDOFF_SEAT,
  PROP_PACE,
  PROP_PAUSED,
  PROP_AUTOPLAY,
  PROP_AUTO_PASS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  HUMAN_TURN,     /* (mask): people must act */
  HAND_OVER,
  MATCH_OVER,
  SAVE_FAILED,    /* (message) */
  SAVED,          /* (actions in the save) */
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
  else
    g_signal_emit (self, signals[SAVED], 0, record->actions->len);
}

/* The first seat of a mask in turn order after `after`, or MJ_N_SEATS. */
static guint
first_after (guint mask,
             guint after)
{
  for (guint d = 1; d <= MJ_N_SEATS; d++)
    if ((mask >> ((after + d) % MJ_N_SEATS)) & 1)
      return (after + d) % MJ_N_SEATS;
  return MJ_N_SEATS;
}

/* Who should be at the screen: someone still to see the latest discard
 * (auto-pass off), else a person who must act: the one at the screen if
 * he must, else the next in turn order.  Of those still to see the
 * discard, the people who must act see it last: their answer (a claim, a
 * pass that closes the window, the next turn's move) may bring the next
 * discard at once. */
static guint
wanted_seat (MjMatch *self)
{
  guint pending = mj_game_get_pending (self->game) & mj_match_get_humans (self);
  const MjState *s = mj_game_get_state (self->game);

  if (self->to_see)
    {
      guint order = self->to_see & ~pending ? self->to_see & ~pending : self->to_see;

      return (order >> self->screen_seat) & 1 ? self->screen_seat : first_after (order, self->to_see_from);
    }
  if (pending == 0)
    return MJ_N_SEATS;
  if ((pending >> self->screen_seat) & 1)
    return self->screen_seat;
  return first_after (pending, s->phase == MJ_PHASE_CLAIM || s->phase == MJ_PHASE_ROB ? s->claim_from : s->turn);
}

/* After every change: is the screen to be passed on?  Once it is being
 * passed, it stays covered until that person (or the next one wanted)
 * sits down: a cover that lifted by itself would show the last hand. */
static void
update_screen (MjMatch *self)
{
  MjPhase phase = mj_game_get_phase (self->game);
  guint want = wanted_seat (self);
  guint handoff = self->handoff_seat;

  if (phase == MJ_PHASE_HAND_OVER || phase == MJ_PHASE_MATCH_OVER)
    handoff = MJ_N_SEATS;
  else if (want < MJ_N_SEATS && want != self->screen_seat)
    handoff = want;
  if (handoff != self->handoff_seat)
    {
      self->handoff_seat = handoff;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HANDOFF_SEAT]);
    }
}

/* Play waits while people are still to see a discard, or a dialog is up. */
static gboolean
held (MjMatch *self)
{
  return self->paused || self->to_see != 0;
}

/* Whether a computer player decides for this seat now. */
static gboolean
computer_plays (MjMatch *self,
                guint    seat)
{
  return !self->human[seat] || self->stand_in[seat];
}

/* What a script decides for a computer seat now (BOT without one). */
static MjScriptChoice
script_choice (MjMatch  *self,
               guint     seat,
               MjAction *out)
{
  if (self->script == NULL || self->script->choose == NULL)
    return MJ_SCRIPT_BOT;
  return self->script->choose (self->script_data, seat, out);
}

/* The computer seat that acts next, the first in seat order whose
 * computer player has something to do now, with its legal actions and
 * what decides for it (a script's action in `scripted`); FALSE if none.
 * The one choice of play_one and think, so that the answer thought about
 * is the one the match plays. */
static gboolean
next_computer (MjMatch        *self,
               guint          *seat_out,
               MjAction       *legal,
               guint          *n_out,
               MjScriptChoice *choice_out,
               MjAction       *scripted)
{
  guint pending = mj_game_get_pending (self->game);

  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    if ((pending >> seat) & 1 && computer_plays (self, seat))
      {
        guint n = mj_game_legal_actions (self->game, seat, legal, MJ_MAX_LEGAL);
        MjScriptChoice choice;

        if (n == 0)
          continue;
        choice = script_choice (self, seat, scripted);
        if (choice == MJ_SCRIPT_WAIT)
          continue;
        *seat_out = seat;
        *n_out = n;
        *choice_out = choice;
        return TRUE;
      }
  return FALSE;
}

static gboolean
computers_pending (MjMatch *self)
{
  guint seat, n;
  MjAction legal[MJ_MAX_LEGAL], scripted;
  MjScriptChoice choice;

  return next_computer (self, &seat, legal, &n, &choice, &scripted);
}

static void
tell_applied (MjMatch        *self,
              const MjAction *action)
{
  if (self->script && self->script->applied)
    self->script->applied (self->script_data, action);
}

/* The decision in flight or its answer is for a game that is no more (an
 * action, a pause, a seat that changed hands, a script's change of mind,
 * the match's end): forgotten, its worker left to finish alone and its
 * late answer dropped.  Whoever calls this asks again when due. */
static void
forget_thinking (MjMatch *self)
{
  self->generation++;
  self->has_answer = FALSE;
  if (self->thinking)
    {
      Decision *d = g_task_get_task_data (self->thinking);

      d->match = NULL;
      g_cancellable_cancel (g_task_get_cancellable (self->thinking));
      g_clear_object (&self->thinking);
    }
}

static void
decide_in_thread (gpointer data,
                  gpointer unused)
{
  g_autoptr (GTask) task = data;
  Decision *d = g_task_get_task_data (task);

  if (g_task_return_error_if_cancelled (task))
    return;
  if (d->hook)
    d->hook (d->hook_data, d->seat);
  d->answer = mj_bot_decide (&d->bot, &d->view, d->legal, d->n);
  g_task_return_boolean (task, TRUE);
}

/* The worker threads of every match's computer players: a pool of their
 * own, not GTask's (which GIO's own asynchronous work shares, and which a
 * server of many tables thinking at once would fill), as many as there
 * are processors (two at least); a decision waits its turn when all are
 * busy.  The GTask only brings the answer back to the main loop. */
static gpointer
make_thinkers (gpointer data)
{
  return g_thread_pool_new (decide_in_thread, NULL, (gint) MAX (g_get_num_processors (), 2), FALSE, NULL);
}

static void play_due (MjMatch *self);

/* The worker's answer, on the main loop: kept if the game is still where
 * it was asked, and played now if the pace's time has already come. */
static void
on_decided (GObject      *source,
            GAsyncResult *result,
            gpointer      unused)
{
  Decision *d = g_task_get_task_data (G_TASK (result));
  MjMatch *self = d->match;

  if (self != NULL)
    {
      g_assert (self->thinking == G_TASK (result) && d->generation == self->generation);
      g_clear_object (&self->thinking);
      self->has_answer = TRUE;
      self->answer_seat = d->seat;
      self->answer = d->answer;
      self->answer_bot = d->bot;
    }
  g_free (d);
  g_atomic_int_add (&n_decisions, -1);
  if (self != NULL && self->due)
    play_due (self);
}

/* The next computer player to act starts thinking, off the main loop, if
 * its bot decides (a script's move needs no thought). */
static void
think (MjMatch *self)
{
  static GOnce once = G_ONCE_INIT;
  g_autoptr (GCancellable) cancellable = NULL;
  Decision *d;
  guint seat, n;
  MjAction legal[MJ_MAX_LEGAL], scripted;
  MjScriptChoice choice;
  GTask *task;

  if (self->thinking || !next_computer (self, &seat, legal, &n, &choice, &scripted) || choice != MJ_SCRIPT_BOT)
    return;
  if (self->has_answer && self->answer_seat == seat)
    return;
  /* (an answer for another seat: a script changed its mind unannounced) */
  self->has_answer = FALSE;
  d = g_new0 (Decision, 1);
  g_atomic_int_inc (&n_decisions);
  d->match = self;
  d->generation = self->generation;
  d->seat = seat;
  d->bot = self->bots[seat];
  mj_game_get_view (self->game, seat, &d->view);
  memcpy (d->legal, legal, n * sizeof *legal);
  d->n = n;
  d->hook = self->think_hook;
  d->hook_data = self->think_data;
  cancellable = g_cancellable_new ();
  task = g_task_new (NULL, cancellable, on_decided, NULL);
  g_task_set_source_tag (task, think);
  g_task_set_task_data (task, d, NULL);
  self->thinking = g_object_ref (task);
  g_once (&once, make_thinkers, NULL);
  g_thread_pool_push (once.retval, task, NULL);
}

/* The next computer player that must act now does: with the answer
 * thought about off the main loop if there is one for it, else deciding
 * here when `now` (mj_match_step), else by starting to think (FALSE: the
 * answer is played when it comes, the pace's time being due). */
static gboolean
play_one (MjMatch  *self,
          gboolean  now)
{
  guint seat, n;
  MjAction legal[MJ_MAX_LEGAL], a;
  MjScriptChoice choice;
  g_autoptr (GError) error = NULL;
  gboolean ok;

  if (!next_computer (self, &seat, legal, &n, &choice, &a))
    return FALSE;
  if (choice == MJ_SCRIPT_BOT)
    {
      if (self->has_answer && self->answer_seat == seat)
        {
          a = self->answer;
          self->bots[seat] = self->answer_bot;
        }
      else if (now)
        {
          g_autofree MjView *view = g_new0 (MjView, 1);

          forget_thinking (self);
          mj_game_get_view (self->game, seat, view);
          if (self->think_hook)
            self->think_hook (self->think_data, seat);
          a = mj_bot_decide (&self->bots[seat], view, legal, n);
        }
      else
        {
          think (self);
          return FALSE;
        }
    }
  self->submitting = TRUE;
  ok = mj_game_submit_action (self->game, &a, &error);
  self->submitting = FALSE;
  if (!ok)
    {
      g_critical ("a computer player's move was refused: %s", error->message);
      return FALSE;
    }
  self->due = FALSE;
  forget_thinking (self);
  save (self);
  tell_applied (self, &a);
  /* one at a time, so each shows at the table's pace */
  return TRUE;
}

/* The pace's time has come (or came, and the answer is in now). */
static void
play_due (MjMatch *self)
{
  self->due = TRUE;
  if (self->thinking)
    return;
  if (!play_one (self, FALSE) && !self->thinking)
    /* nothing to play (a script waits): the pace starts again when
     * something is */
    self->due = FALSE;
  schedule (self);
}

static gboolean
play_computers (gpointer data)
{
  MjMatch *self = data;

  self->timeout = 0;
  play_due (self);
  return G_SOURCE_REMOVE;
}

/* The computer players' part of schedule: the pace's time counted from
 * now (the move just shown), and the thinking started at once, so that
 * the time to think is spent within the pace, not added to it. */
static void
keep_playing (MjMatch *self)
{
  MjPhase phase = mj_game_get_phase (self->game);

  if (phase == MJ_PHASE_HAND_OVER || phase == MJ_PHASE_MATCH_OVER)
    return;
  if (!self->autoplay || held (self) || !computers_pending (self))
    return;
  if (!self->timeout && !self->due)
    {
      /* claims are answered by computers at once (a moment, never more
       * than the pace); turns at the pace */
      guint ms = (guint) (self->pace * 1000);
      if (phase == MJ_PHASE_CLAIM || phase == MJ_PHASE_ROB || phase == MJ_PHASE_CHOOSE_SUIT ||
          phase == MJ_PHASE_EXCHANGE)
        ms = MIN (ms, 80);
      self->timeout = g_timeout_add (ms, play_computers, self);
    }
  /* (not while the game tells of an action the match is submitting: the
   * match has its bookkeeping to do first, the script its word to hear) */
  if (!self->submitting)
    think (self);
}

static void
schedule (MjMatch *self)
{
  MjPhase phase = mj_game_get_phase (self->game);
  guint pending = mj_game_get_pending (self->game);
  guint human = pending & mj_match_get_humans (self);

  update_screen (self);
  if (phase == MJ_PHASE_HAND_OVER || phase == MJ_PHASE_MATCH_OVER)
    return;
  keep_playing (self);
  if (human && !self->paused)
    g_signal_emit (self, signals[HUMAN_TURN], 0, human);
}

/* Play stops (paused, autoplay off, a discard to be seen): no pace
 * running, nothing thought about. */
static void
stop_playing (MjMatch *self)
{
  g_clear_handle_id (&self->timeout, g_source_remove);
  self->due = FALSE;
  forget_thinking (self);
}

/* Auto-pass off: every other person, still in the hand, sees a discard
 * before play goes on; a new discard supersedes the last one, whoever had
 * not yet seen it.  ("Ask every human", so that nobody learns who could
 * claim, is the game's own doing, fixed when the match begins: it waits
 * before the next draw too, which a round of showing here could not.) */
static void
on_tile_discarded (MjMatch  *self,
                   guint     seat,
                   guint     tile,
                   gboolean  face_down)
{
  const MjState *s = mj_game_get_state (self->game);

  self->n_discards++;
  self->to_see = 0;
  if (!self->auto_pass && mj_game_get_ask_all (self->game) == 0)
    {
      self->to_see = mj_match_get_humans (self) & ~(1u << seat);
      for (guint i = 0; i < MJ_N_SEATS; i++)
        if (s->players[i].finished)
          self->to_see &= ~(1u << i);
      self->to_see_from = seat;
    }
  if (self->to_see)
    stop_playing (self);
  update_screen (self);
}

static void
on_hand_ended (MjMatch *self)
{
  int scores[MJ_N_SEATS];

  for (guint i = 0; i < MJ_N_SEATS; i++)
    scores[i] = mj_game_get_score (self->game, i);
  g_array_append_vals (self->history, scores, 1);
  self->to_see = 0;
  update_screen (self);
  /* (saved by whoever submitted the action that ended it, once) */
  if (mj_game_get_phase (self->game) == MJ_PHASE_MATCH_OVER)
    g_signal_emit (self, signals[MATCH_OVER], 0);
  else
    g_signal_emit (self, signals[HAND_OVER], 0);
}

static void
mj_match_dispose (GObject *object)
{
  MjMatch *self = MJ_MATCH (object);

  /* a worker still thinking finishes alone: it touches only its copies,
   * and its answer finds the match gone */
  stop_playing (self);
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
mj_match_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  MjMatch *self = MJ_MATCH (object);

  switch (prop_id)
    {
    case PROP_SCREEN_SEAT:
      g_value_set_uint (value, self->screen_seat);
      break;
    case PROP_HANDOFF_SEAT:
      g_value_set_uint (value, self->handoff_seat);
      break;
    case PROP_PACE:
      g_value_set_double (value, self->pace);
      break;
    case PROP_PAUSED:
      g_value_set_boolean (value, self->paused);
      break;
    case PROP_AUTOPLAY:
      g_value_set_boolean (value, self->autoplay);
      break;
    case PROP_AUTO_PASS:
      g_value_set_boolean (value, self->auto_pass);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mj_match_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  MjMatch *self = MJ_MATCH (object);

  switch (prop_id)
    {
    case PROP_PACE:
      mj_match_set_pace (self, g_value_get_double (value));
      break;
    case PROP_PAUSED:
      mj_match_set_paused (self, g_value_get_boolean (value));
      break;
    case PROP_AUTOPLAY:
      mj_match_set_autoplay (self, g_value_get_boolean (value));
      break;
    case PROP_AUTO_PASS:
      mj_match_set_auto_pass (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mj_match_class_init (MjMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mj_match_dispose;
  object_class->finalize = mj_match_finalize;
  object_class->get_property = mj_match_get_property;
  object_class->set_property = mj_match_set_property;

  properties[PROP_SCREEN_SEAT] =
    g_param_spec_uint ("screen-seat", NULL, NULL, 0, MJ_N_SEATS - 1, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HANDOFF_SEAT] =
    g_param_spec_uint ("handoff-seat", NULL, NULL, 0, MJ_N_SEATS, MJ_N_SEATS,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PACE] =
    g_param_spec_double ("pace", NULL, NULL, 0.0, 5.0, 0.6,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PAUSED] =
    g_param_spec_boolean ("paused", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_AUTOPLAY] =
    g_param_spec_boolean ("autoplay", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_AUTO_PASS] =
    g_param_spec_boolean ("auto-pass", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[HUMAN_TURN] = g_signal_new ("human-turn", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[HAND_OVER] = g_signal_new ("hand-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[MATCH_OVER] = g_signal_new ("match-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SAVE_FAILED] = g_signal_new ("save-failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  /* a save is complete on disk, with this many actions */
  signals[SAVED] = g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
mj_match_init (MjMatch *self)
{
  self->pace = 0.6;
  self->autoplay = TRUE;
  self->auto_pass = TRUE;
  self->handoff_seat = MJ_N_SEATS;
  self->history = g_array_new (FALSE, FALSE, sizeof (int) * MJ_N_SEATS);
}

/* The hard players' search as the rule set plays it by default (its
 * MjBotStyle.search_percent). */
static void
set_default_search (MjMatch *self)
{
  const MjBotStyle *style = mj_game_get_rules (self->game)->bot_style;

  self->search = style ? style->search_percent : 0;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    if (self->bots[i].level == MJ_BOT_HARD)
      mj_bot_set_search (&self->bots[i], 0, self->search);
}

static void
attach (MjMatch *self)
{
  set_default_search (self);
  g_signal_connect_swapped (self->game, "action-required", G_CALLBACK (schedule), self);
  g_signal_connect_swapped (self->game, "tile-discarded", G_CALLBACK (on_tile_discarded), self);
  g_signal_connect_swapped (self->game, "hand-ended", G_CALLBACK (on_hand_ended), self);
  self->screen_seat = mj_match_get_home_seat (self);
}

MjMatch *
mj_match_new (const MjMatchSetup *setup)
{
  MjMatch *self = g_object_new (MJ_TYPE_MATCH, NULL);
  MjOptions options = setup->options;
  int day = mj_options_find (setup->rules, "xingqi_day");
  guint n_humans = 0;

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
    n_humans += setup->human[i] != FALSE;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      self->human[i] = setup->human[i];
      if (setup->names[i] && setup->names[i][0])
        self->names[i] = mj_player_name_clip (setup->names[i]);
      else if (setup->human[i] && n_humans == 1)
        /* the one person at the screen */
        self->names[i] = g_strdup (_("You"));
      else if (setup->human[i])
        /* Translators: a person in hot seat who gave no name, "Player 1" to "Player 4" by seat */
        self->names[i] = g_strdup_printf (_("Player %u"), i + 1);
      else
        self->names[i] = g_strdup ("");
      mj_bot_init (&self->bots[i], (MjBotLevel) setup->level, mj_bot_match_seed (setup->seed, i, 0));
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
      mj_bot_init (&self->bots[i], (MjBotLevel) record->levels[i],
                   mj_bot_match_seed (record->seed, i, record->actions->len));
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
      self->submitting = TRUE;
      mj_game_start (self->game);
      self->submitting = FALSE;
      save (self);
    }
  schedule (self);
}

const char *
mj_match_get_id (MjMatch *self)
{
  g_return_val_if_fail (MJ_IS_MATCH (self), NULL);
  return self->id;
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

guint
mj_match_get_humans (MjMatch *self)
{
  guint mask = 0;

  g_return_val_if_fail (MJ_IS_MATCH (self), 0);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    if (self->human[i])
      mask |= 1u << i;
  return mask;
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
mj_match_set_name (MjMatch    *self,
                   guint       seat,
                   const char *name)
{
  g_return_if_fail (MJ_IS_MATCH (self));
  g_return_if_fail (seat < MJ_N_SEATS);

  g_free (self->names[seat]);
  self->names[seat] = mj_player_name_clip (name);
}

void
mj_match_set_stand_in (MjMatch  *self,
                       guint     seat,
                       gboolean  stand_in)
{
  g_return_if_fail (MJ_IS_MATCH (self));
  g_return_if_fail (seat < MJ_N_SEATS);

  stand_in = !!stand_in;
  if (self->stand_in[seat] == stand_in)
    return;
  self->stand_in[seat] = stand_in;
  /* the seat may be the one the game waits for, or the one whose
   * computer player was thinking: its person is back */
  forget_thinking (self);
  schedule (self);
}

gboolean
mj_match_get_stand_in (MjMatch *self,
                       guint    seat)
{
  g_return_val_if_fail (MJ_IS_MATCH (self), FALSE);
  return seat < MJ_N_SEATS && self->stand_in[seat];
}

void
mj_match_set_pace (MjMatch *self,
                   double   seconds)
{
  g_return_if_fail (MJ_IS_MATCH (self));

  seconds = CLAMP (seconds, 0.0, 5.0);
  if (self->pace == seconds)
    return;
  self->pace = seconds;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PACE]);
}

void
mj_match_set_paused (MjMatch  *self,
                     gboolean  paused)
{
  g_return_if_fail (MJ_IS_MATCH (self));

  paused = !!paused;
  if (self->paused == paused)
    return;
  self->paused = paused;
  if (paused)
    stop_playing (self);
  else
    schedule (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PAUSED]);
}

void
mj_match_set_autoplay (MjMatch  *self,
                       gboolean  autoplay)
{
  g_return_if_fail (MJ_IS_MATCH (self));

  autoplay = !!autoplay;
  if (self->autoplay == autoplay)
    return;
  self->autoplay = autoplay;
  if (!autoplay)
    stop_playing (self);
  else
    schedule (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOPLAY]);
}

gboolean
mj_match_step (MjMatch *self)
{
  g_return_val_if_fail (MJ_IS_MATCH (self), FALSE);

  if (held (self) || !play_one (self, TRUE))
    return FALSE;
  schedule (self);
  return TRUE;
}

void
mj_match_set_script (MjMatch             *self,
                     const MjMatchScript *script,
                     gpointer             data)
{
  g_return_if_fail (MJ_IS_MATCH (self));
  self->script = script;
  self->script_data = script ? data : NULL;
  /* the seat being thought about may be the script's now */
  forget_thinking (self);
  keep_playing (self);
}

void
mj_match_script_changed (MjMatch *self)
{
  g_return_if_fail (MJ_IS_MATCH (self));
  forget_thinking (self);
  if (!self->timeout)
    schedule (self);
  else
    keep_playing (self);
}

void
mj_match_set_autosave (MjMatch    *self,
                       const char *path)
{
  g_return_if_fail (MJ_IS_MATCH (self));
  g_free (self->autosave);
  self->autosave = g_strdup (path);
}

/* The person at the screen has seen the latest discard. */
static void
seen_by (MjMatch *self,
         guint    seat)
{
  if (!((self->to_see >> seat) & 1))
    return;
  self->to_see &= ~(1u << seat);
  /* the last to see it lets play go on */
  if (self->to_see == 0)
    schedule (self);
  else
    update_screen (self);
}

gboolean
mj_match_submit (MjMatch         *self,
                 const MjAction  *action,
                 GError         **error)
{
  guint n_discards;
  gboolean ok;

  g_return_val_if_fail (MJ_IS_MATCH (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  n_discards = self->n_discards;
  if (self->script && self->script->check && !self->script->check (self->script_data, action, error))
    return FALSE;
  self->submitting = TRUE;
  ok = mj_game_submit_action (self->game, action, error);
  self->submitting = FALSE;
  if (!ok)
    return FALSE;
  /* a computer player thinking meanwhile (about a claim, say) thought
   * about a game that is no more */
  forget_thinking (self);
  save (self);
  tell_applied (self, action);
  /* whoever acts has seen the latest discard, unless his action brought
   * a new one (his own, or one that followed it at once) */
  if (action->seat < MJ_N_SEATS && self->n_discards == n_discards)
    seen_by (self, action->seat);
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

guint
mj_match_get_screen_seat (MjMatch *self)
{
  g_return_val_if_fail (MJ_IS_MATCH (self), 0);
  return self->screen_seat;
}

guint
mj_match_get_handoff_seat (MjMatch *self)
{
  g_return_val_if_fail (MJ_IS_MATCH (self), MJ_N_SEATS);
  return self->handoff_seat;
}

void
mj_match_confirm_handoff (MjMatch *self)
{
  g_return_if_fail (MJ_IS_MATCH (self));

  if (self->handoff_seat >= MJ_N_SEATS)
    return;
  self->screen_seat = self->handoff_seat;
  self->handoff_seat = MJ_N_SEATS;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCREEN_SEAT]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HANDOFF_SEAT]);
  /* the person who sat down may not be the one wanted any more */
  update_screen (self);
}

void
mj_match_set_auto_pass (MjMatch  *self,
                        gboolean  auto_pass)
{
  g_return_if_fail (MJ_IS_MATCH (self));

  auto_pass = !!auto_pass;
  if (self->auto_pass == auto_pass)
    return;
  self->auto_pass = auto_pass;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTO_PASS]);
}

gboolean
mj_match_get_showing_discard (MjMatch *self)
{
  g_return_val_if_fail (MJ_IS_MATCH (self), FALSE);
  return self->handoff_seat >= MJ_N_SEATS && (self->to_see >> self->screen_seat) & 1;
}

void
mj_match_seen (MjMatch *self)
{
  g_return_if_fail (MJ_IS_MATCH (self));

  if (self->handoff_seat < MJ_N_SEATS)
    return;
  seen_by (self, self->screen_seat);
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

void
mj_match_set_search (MjMatch *self,
                     guint    budget_percent)
{
  g_return_if_fail (MJ_IS_MATCH (self));

  self->search = budget_percent;
  /* on every processor there is (the same answer on any number) */
  for (guint i = 0; i < MJ_N_SEATS; i++)
    if (self->bots[i].level == MJ_BOT_HARD)
      mj_bot_set_search (&self->bots[i], 0, budget_percent);
  /* an answer thought about with the budget before would not be this
   * one's */
  forget_thinking (self);
  keep_playing (self);
}

guint
mj_match_get_search (MjMatch *self)
{
  g_return_val_if_fail (MJ_IS_MATCH (self), 0);
  return self->search;
}

void
mj_match_set_think_hook (MjMatch          *self,
                         MjMatchThinkHook  hook,
                         gpointer          data)
{
  g_return_if_fail (MJ_IS_MATCH (self));
  self->think_hook = hook;
  self->think_data = data;
}

guint
mj_match_thinking (void)
{
  return (guint) g_atomic_int_get (&n_decisions);
}
