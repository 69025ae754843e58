/* mj-replay-window.c: the replay viewer.  A step is described when it is
 * shown, by playing its action with the game's signals listened to: that
 * is where the compulsory actions the engine applies by itself (draws,
 * forced wins, a locked hand's discards) show, since the record holds
 * only the players' choices.  When the window is made the range is played
 * once, silently, to find an illegal action and to keep the state every
 * CHECKPOINT_EVERY actions; stepping back starts from the nearest of
 * those, so that no step costs more than that many actions, however long
 * the record (the longest the game writes holds MJ_RECORD_MAX_ACTIONS). */
#include "config.h"

#include <glib/gi18n.h>

#include "mj-narrator.h"
#include "mj-replay-window.h"
#include "mj-tooltip.h"
#include "mj-tile-names.h"

/* the pause between steps while playing */
#define PLAY_INTERVAL_MS 700
/* the tile shown beside a step's words */
#define STEP_TILE_WIDTH  40
/* actions between two kept states: a step back plays at most this many */
#define CHECKPOINT_EVERY 512
/* marks on the slider: one per hand up to this many hands, beyond that
 * one every so many hands (a mark is a widget, and GtkScale adds each in
 * a time that grows with those it has) */
#define MAX_MARKS        24

typedef struct {
  char   *title;
  char   *detail;
  MjTile  tile;      /* shown beside the words, or MJ_TILE_NONE */
  guint   hand;      /* the hand number after the step */
} Step;

struct _MjReplayWindow {
  AdwWindow       parent_instance;

  AdwWindowTitle *title;
  MjTableView    *table;
  GtkImage       *tile;
  GtkLabel       *step_title;
  GtkLabel       *step_detail;
  GtkLabel       *counter;
  GtkToggleButton *play;
  GtkScale       *scale;
  GtkAdjustment  *adjustment;

  MjTileCache    *cache;
  MjRecord       *record;
  guint           first;     /* actions before step 0 */
  guint           n_steps;
  GArray         *checkpoints; /* MjState after first + i × CHECKPOINT_EVERY actions */
  MjNarrator      narrator;  /* the record's names; its one person, if one, is "you" */
  Step            shown;     /* what the current step did */
  char           *stop;      /* why the replay stops at its last step, or NULL */
  guint           step;
  MjGame         *game;      /* after first + step actions */
  guint           viewer;
  guint           play_source;
  gboolean        setting_scale;
};

G_DEFINE_FINAL_TYPE (MjReplayWindow, mj_replay_window, ADW_TYPE_WINDOW)

enum {
  PROP_0,
  PROP_STEP,
  PROP_N_STEPS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
step_clear (gpointer data)
{
  Step *s = data;

  g_free (s->title);
  g_free (s->detail);
}

/* ---- records ------------------------------------------------------------ */

static MjRecord *
record_copy (const MjRecord *src)
{
  MjRecord *r = mj_record_new (src->rules, &src->options, src->seed);

  r->length_kind = src->length_kind;
  r->length = src->length;
  r->stacked = src->stacked;
  r->deal = src->deal;
  g_array_append_vals (r->later_deals, src->later_deals->data, src->later_deals->len);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      r->names[i] = g_strdup (src->names[i]);
      r->kinds[i] = src->kinds[i];
      r->levels[i] = src->levels[i];
    }
  g_array_append_vals (r->actions, src->actions->data, src->actions->len);
  return r;
}

guint *
mj_replay_window_find_hand_breaks (const MjRecord *record,
                                   guint          *n_breaks)
{
  GArray *breaks;

  g_return_val_if_fail (record != NULL, NULL);
  g_return_val_if_fail (n_breaks != NULL, NULL);

  breaks = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < record->actions->len; i++)
    if (g_array_index (record->actions, MjAction, i).type == MJ_ACTION_NEXT_HAND)
      g_array_append_val (breaks, i);
  *n_breaks = breaks->len;
  if (breaks->len == 0)
    {
      g_array_unref (breaks);
      return NULL;
    }
  return (guint *) g_array_free (breaks, FALSE);
}

gboolean
mj_replay_window_get_hand_range (const MjRecord *record,
                                 guint           hand,
                                 guint          *first_action,
                                 guint          *last_action)
{
  g_autofree guint *breaks = NULL;
  guint n;

  g_return_val_if_fail (record != NULL, FALSE);

  breaks = mj_replay_window_find_hand_breaks (record, &n);
  if (hand > n)
    return FALSE;
  if (first_action)
    *first_action = hand ? breaks[hand - 1] + 1 : 0;
  if (last_action)
    *last_action = hand < n ? breaks[hand] : record->actions->len;
  return TRUE;
}

/* ---- words -------------------------------------------------------------- */

static const char *
seat_fallback_name (guint seat)
{
  switch (seat)
    {
    case MJ_SEAT_E: return C_("seat", "East");
    case MJ_SEAT_S: return C_("seat", "South");
    case MJ_SEAT_W: return C_("seat", "West");
    default: return C_("seat", "North");
    }
}

/* What the game did while one action was applied, gathered from its
 * signals.  The action's own echo (its discard, its meld, its ready
 * declaration) is left out: the step's title says it already. */
typedef struct {
  GString            *text;
  const MjAction     *action;
  const MjNarrator   *n;
  gboolean            echoed_discard;
  gboolean            echoed_meld;
  gboolean            echoed_ready;
} Events;

static void
events_add (Events *ev,
            char   *sentence)
{
  if (ev->text->len)
    g_string_append_c (ev->text, ' ');
  g_string_append (ev->text, sentence);
  g_free (sentence);
}

static void
on_tile_drawn (MjGame   *game,
               guint     seat,
               guint     tile,
               gboolean  replacement,
               Events   *ev)
{
  events_add (ev, mj_narrate_draw (ev->n, seat, tile, replacement));
}

static void
on_flower_revealed (MjGame *game,
                    guint   seat,
                    guint   tile,
                    Events *ev)
{
  events_add (ev, mj_narrate_flower (ev->n, seat, tile));
}

static void
on_tile_discarded (MjGame  *game,
                   guint    seat,
                   guint    tile,
                   gboolean face_down,
                   Events  *ev)
{
  const MjAction *a = ev->action;

  if (a && a->type == MJ_ACTION_DISCARD && a->seat == seat && a->tile == tile && !ev->echoed_discard)
    {
      ev->echoed_discard = TRUE;
      return;
    }
  events_add (ev, mj_narrate_discard (ev->n, seat, tile, face_down));
}

static void
on_meld_made (MjGame *game,
              guint   seat,
              guint   index,
              Events *ev)
{
  const MjAction *a = ev->action;
  const MjState *s = mj_game_get_state (game);

  if (a && a->seat == seat && !ev->echoed_meld &&
      (a->type == MJ_ACTION_PUNG || a->type == MJ_ACTION_CHOW || a->type == MJ_ACTION_KONG ||
       a->type == MJ_ACTION_KONG_CONCEALED || a->type == MJ_ACTION_KONG_ADDED))
    {
      ev->echoed_meld = TRUE;
      return;
    }
  if (index >= s->players[seat].hand.n_melds)
    return;
  events_add (ev, mj_narrate_meld (ev->n, s, seat, index, FALSE));
}

static void
on_kong_robbed (MjGame *game,
                guint   seat,
                guint   tile,
                Events *ev)
{
  events_add (ev, mj_narrate_robbed (ev->n, seat, tile));
}

static void
on_ready_declared (MjGame *game,
                   guint   seat,
                   Events *ev)
{
  const MjAction *a = ev->action;

  if (a && a->seat == seat && !ev->echoed_ready &&
      ((a->type == MJ_ACTION_DISCARD && (a->flags & MJ_ACTION_FLAG_READY)) ||
       a->type == MJ_ACTION_DECLARE_READY))
    {
      ev->echoed_ready = TRUE;
      return;
    }
  events_add (ev, mj_narrate_ready (ev->n, seat));
}

static void
on_suits_chosen (MjGame *game,
                 Events *ev)
{
  events_add (ev, g_strdup (_("Everyone’s missing suit is shown.")));
}

static void
on_tiles_exchanged (MjGame *game,
                    guint   direction,
                    Events *ev)
{
  events_add (ev, g_strdup (_("The chosen tiles change hands.")));
}

static void
on_hand_won (MjGame *game,
             guint   seat,
             guint   index,
             Events *ev)
{
  const MjState *s = mj_game_get_state (game);

  if (index < s->n_wins)
    events_add (ev, mj_narrate_win (ev->n, s, index));
}

static void
on_hand_ended (MjGame *game,
               Events *ev)
{
  events_add (ev, mj_narrate_hand_end (ev->n, mj_game_get_state (game)));
}

static void
on_match_ended (MjGame *game,
                Events *ev)
{
  events_add (ev, g_strdup (_("The match is over.")));
}

/* Plays the record's actions first … *last - 1 silently, keeping the
 * state every CHECKPOINT_EVERY actions from `first` (the first kept is
 * the state at `first`).  On an illegal action, *last is moved to it
 * and the error says which it was; the states before it are returned.
 * NULL when the game cannot even reach `first`. */
static GArray *
scan (const MjRecord  *record,
      guint            first,
      guint           *last,
      GError         **error)
{
  g_autoptr (MjGame) game = NULL;
  GArray *checkpoints;

  game = mj_record_replay (record, first, error);
  if (game == NULL)
    return NULL;
  checkpoints = g_array_new (FALSE, FALSE, sizeof (MjState));
  for (guint i = first; ; i++)
    {
      const MjAction *a;
      g_autoptr (GError) local = NULL;

      if ((i - first) % CHECKPOINT_EVERY == 0)
        g_array_append_vals (checkpoints, mj_game_get_state (game), 1);
      if (i >= *last)
        break;
      a = &g_array_index (record->actions, MjAction, i);
      if (!mj_game_submit_action (game, a, &local))
        {
          g_autofree char *text = mj_action_to_text (a);
          g_set_error (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_ACTION,
                       _("action %u (“%s”) is not legal there: %s"), i + 1, text, local->message);
          *last = i;
          break;
        }
    }
  return checkpoints;
}

/* Plays the action that leads to `step` (≥ 1) on the game, which stands
 * just before it, and says what it did. */
static void
describe_step (MjReplayWindow *self,
               MjGame         *game,
               guint           step,
               Step           *out)
{
  const MjAction *a = &g_array_index (self->record->actions, MjAction, self->first + step - 1);
  Events ev = { 0 };
  gboolean ok;

  out->title = mj_narrate_action (&self->narrator, mj_game_get_state (game), a, &out->tile);
  ev.text = g_string_new (NULL);
  ev.n = &self->narrator;
  ev.action = a;
  g_signal_connect (game, "tile-drawn", G_CALLBACK (on_tile_drawn), &ev);
  g_signal_connect (game, "flower-revealed", G_CALLBACK (on_flower_revealed), &ev);
  g_signal_connect (game, "tile-discarded", G_CALLBACK (on_tile_discarded), &ev);
  g_signal_connect (game, "meld-made", G_CALLBACK (on_meld_made), &ev);
  g_signal_connect (game, "kong-robbed", G_CALLBACK (on_kong_robbed), &ev);
  g_signal_connect (game, "ready-declared", G_CALLBACK (on_ready_declared), &ev);
  g_signal_connect (game, "suits-chosen", G_CALLBACK (on_suits_chosen), &ev);
  g_signal_connect (game, "tiles-exchanged", G_CALLBACK (on_tiles_exchanged), &ev);
  g_signal_connect (game, "hand-won", G_CALLBACK (on_hand_won), &ev);
  g_signal_connect (game, "hand-ended", G_CALLBACK (on_hand_ended), &ev);
  g_signal_connect (game, "match-ended", G_CALLBACK (on_match_ended), &ev);
  ok = mj_game_submit_action (game, a, NULL);
  g_signal_handlers_disconnect_by_data (game, &ev);
  /* scan() played the same actions on the same game */
  g_assert (ok);
  if (a->type == MJ_ACTION_NEXT_HAND)
    events_add (&ev, mj_narrate_deal (&self->narrator, mj_game_get_state (game)));
  out->detail = g_string_free (ev.text, FALSE);
  out->hand = mj_game_get_hand_number (game);
}

/* ---- showing a step ------------------------------------------------------- */

static void
update_step (MjReplayWindow *self)
{
  const Step *s = &self->shown;
  g_autofree char *counter = NULL;
  g_autofree char *subtitle = NULL;

  gtk_label_set_text (self->step_title, s->title);
  gtk_label_set_text (self->step_detail, s->detail ? s->detail : "");
  gtk_widget_set_visible (GTK_WIDGET (self->step_detail), s->detail && s->detail[0]);
  /* Translators: the place in a replay, "Step 12 of 87" */
  counter = g_strdup_printf (_("Step %u of %u"), self->step, self->n_steps);
  gtk_label_set_text (self->counter, counter);

  if (s->tile != MJ_TILE_NONE && self->cache)
    {
      GdkTexture *texture = mj_tile_cache_lookup (self->cache, s->tile, STEP_TILE_WIDTH,
                                                  gtk_widget_get_scale_factor (GTK_WIDGET (self)));
      g_autofree char *name = mj_tile_name (s->tile);
      gtk_image_set_from_paintable (self->tile, GDK_PAINTABLE (texture));
      gtk_widget_set_opacity (GTK_WIDGET (self->tile), 1.0);
      /* a screen reader says the tile's name */
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->tile), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    }
  else
    {
      /* a blank keeps the words where they were */
      gtk_image_clear (self->tile);
      gtk_widget_set_opacity (GTK_WIDGET (self->tile), 0.0);
    }

  /* Translators: the subtitle of a replay: "Sichuan · hand 2" */
  subtitle = g_strdup_printf (_("%s · hand %u"), _(self->record->rules->name), s->hand);
  adw_window_title_set_subtitle (self->title, subtitle);

  self->setting_scale = TRUE;
  gtk_adjustment_set_value (self->adjustment, self->step);
  self->setting_scale = FALSE;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.first", self->step > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.previous", self->step > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.next", self->step < self->n_steps);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "replay.last", self->step < self->n_steps);
  gtk_widget_set_sensitive (GTK_WIDGET (self->play), self->n_steps > 0);
}

/* The game brought to `target` actions of the record (first ≤ target <
 * first + n_steps + 1) the short way: on from where it is when that is
 * near and ahead, else from the nearest kept state before it. */
static void
bring_to (MjReplayWindow *self,
          guint           target)
{
  guint applied = self->first + self->step;
  guint k = (target - self->first) / CHECKPOINT_EVERY;
  guint from = self->first + k * CHECKPOINT_EVERY;

  g_assert (k < self->checkpoints->len);
  if (!(target >= applied && applied >= from))
    {
      mj_game_restore (self->game, &g_array_index (self->checkpoints, MjState, k),
                       (const MjAction *) self->record->actions->data, from);
      applied = from;
    }
  for (guint i = applied; i < target; i++)
    {
      gboolean ok = mj_game_submit_action (self->game, &g_array_index (self->record->actions, MjAction, i), NULL);
      /* scan() played the same actions on the same game */
      g_assert (ok);
    }
}

void
mj_replay_window_set_step (MjReplayWindow *self,
                           guint           step)
{
  Step shown = { 0 };

  g_return_if_fail (MJ_IS_REPLAY_WINDOW (self));

  step = MIN (step, self->n_steps);
  if (step == self->step && self->shown.title)
    return;

  /* the table would redraw after every action of a jump */
  mj_table_view_set_game (self->table, NULL);
  if (step == 0)
    {
      const MjState *s;
      bring_to (self, self->first);
      s = mj_game_get_state (self->game);
      /* Translators: the first step of a replay: "Hand 2: the deal" */
      shown.title = g_strdup_printf (_("Hand %u: the deal"), s->hand_number);
      shown.detail = mj_narrate_deal (&self->narrator, s);
      shown.tile = MJ_TILE_NONE;
      shown.hand = s->hand_number;
    }
  else
    {
      bring_to (self, self->first + step - 1);
      describe_step (self, self->game, step, &shown);
    }
  if (step == self->n_steps && self->stop)
    {
      /* Translators: at the end of a replay cut short by a damaged record */
      char *detail = g_strdup_printf (_("The replay stops here: %s"), self->stop);
      g_free (shown.detail);
      shown.detail = detail;
    }
  step_clear (&self->shown);
  self->shown = shown;
  mj_table_view_set_game (self->table, self->game);

  if (self->step != step)
    {
      self->step = step;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STEP]);
    }
  update_step (self);
}

guint
mj_replay_window_get_step (MjReplayWindow *self)
{
  g_return_val_if_fail (MJ_IS_REPLAY_WINDOW (self), 0);
  return self->step;
}

guint
mj_replay_window_get_n_steps (MjReplayWindow *self)
{
  g_return_val_if_fail (MJ_IS_REPLAY_WINDOW (self), 0);
  return self->n_steps;
}

MjGame *
mj_replay_window_get_game (MjReplayWindow *self)
{
  g_return_val_if_fail (MJ_IS_REPLAY_WINDOW (self), NULL);
  return self->game;
}

MjTableView *
mj_replay_window_get_table (MjReplayWindow *self)
{
  g_return_val_if_fail (MJ_IS_REPLAY_WINDOW (self), NULL);
  return self->table;
}

const char *
mj_replay_window_get_step_title (MjReplayWindow *self)
{
  g_return_val_if_fail (MJ_IS_REPLAY_WINDOW (self), NULL);
  return self->shown.title;
}

const char *
mj_replay_window_get_step_detail (MjReplayWindow *self)
{
  g_return_val_if_fail (MJ_IS_REPLAY_WINDOW (self), NULL);
  return self->shown.detail ? self->shown.detail : "";
}

/* ---- input ------------------------------------------------------------------ */

static void
go (MjReplayWindow *self,
    int             delta)
{
  gint64 step = (gint64) self->step + delta;

  mj_replay_window_set_step (self, (guint) CLAMP (step, 0, (gint64) self->n_steps));
}

static void
stop_playing (MjReplayWindow *self)
{
  if (gtk_toggle_button_get_active (self->play))
    gtk_toggle_button_set_active (self->play, FALSE);
}

static void
action_first (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  stop_playing (MJ_REPLAY_WINDOW (widget));
  mj_replay_window_set_step (MJ_REPLAY_WINDOW (widget), 0);
}

static void
action_previous (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  stop_playing (MJ_REPLAY_WINDOW (widget));
  go (MJ_REPLAY_WINDOW (widget), -1);
}

static void
action_next (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  go (MJ_REPLAY_WINDOW (widget), 1);
}

static void
action_last (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  MjReplayWindow *self = MJ_REPLAY_WINDOW (widget);

  stop_playing (self);
  mj_replay_window_set_step (self, self->n_steps);
}

static void
action_turn (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  MjReplayWindow *self = MJ_REPLAY_WINDOW (widget);

  self->viewer = mj_seat_next (self->viewer);
  mj_table_view_set_viewer (self->table, self->viewer);
}

static void
on_scale_changed (MjReplayWindow *self)
{
  double value = gtk_adjustment_get_value (self->adjustment);

  if (self->setting_scale)
    return;
  mj_replay_window_set_step (self, (guint) CLAMP (value + 0.5, 0, self->n_steps));
}

static gboolean
play_tick (gpointer data)
{
  MjReplayWindow *self = data;

  if (self->step >= self->n_steps)
    {
      self->play_source = 0;
      gtk_toggle_button_set_active (self->play, FALSE);
      return G_SOURCE_REMOVE;
    }
  go (self, 1);
  return G_SOURCE_CONTINUE;
}

static void
on_play_toggled (MjReplayWindow *self)
{
  gboolean active = gtk_toggle_button_get_active (self->play);

  g_clear_handle_id (&self->play_source, g_source_remove);
  gtk_button_set_icon_name (GTK_BUTTON (self->play),
                            active ? "media-playback-pause-symbolic" : "media-playback-start-symbolic");
  mj_tooltip_set_text (GTK_WIDGET (self->play), active ? _("Pause (Space)") : _("Play (Space)"));
  if (active)
    {
      /* playing from the end starts again */
      if (self->step >= self->n_steps)
        mj_replay_window_set_step (self, 0);
      self->play_source = g_timeout_add (PLAY_INTERVAL_MS, play_tick, self);
    }
}

/* Caught before the focused widget sees them, so the arrows step the
 * replay wherever the focus is (the slider would move by its own step,
 * a button would move the focus). */
static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                MjReplayWindow        *self)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      gtk_widget_activate_action (GTK_WIDGET (self), "replay.previous", NULL);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      stop_playing (self);
      gtk_widget_activate_action (GTK_WIDGET (self), "replay.next", NULL);
      return TRUE;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      gtk_widget_activate_action (GTK_WIDGET (self), "replay.first", NULL);
      return TRUE;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      gtk_widget_activate_action (GTK_WIDGET (self), "replay.last", NULL);
      return TRUE;
    case GDK_KEY_space:
      if (self->n_steps > 0)
        gtk_toggle_button_set_active (self->play, !gtk_toggle_button_get_active (self->play));
      return TRUE;
    case GDK_KEY_t:
    case GDK_KEY_T:
      gtk_widget_activate_action (GTK_WIDGET (self), "replay.turn", NULL);
      return TRUE;
    case GDK_KEY_Escape:
      gtk_window_close (GTK_WINDOW (self));
      return TRUE;
    default:
      return FALSE;
    }
}

/* ---- object -------------------------------------------------------------------- */

static void
mj_replay_window_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  MjReplayWindow *self = MJ_REPLAY_WINDOW (object);

  switch (prop_id)
    {
    case PROP_STEP:
      g_value_set_uint (value, self->step);
      break;
    case PROP_N_STEPS:
      g_value_set_uint (value, self->n_steps);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mj_replay_window_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  MjReplayWindow *self = MJ_REPLAY_WINDOW (object);

  switch (prop_id)
    {
    case PROP_STEP:
      mj_replay_window_set_step (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mj_replay_window_dispose (GObject *object)
{
  MjReplayWindow *self = MJ_REPLAY_WINDOW (object);

  g_clear_handle_id (&self->play_source, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), MJ_TYPE_REPLAY_WINDOW);
  g_clear_object (&self->game);
  g_clear_object (&self->cache);
  G_OBJECT_CLASS (mj_replay_window_parent_class)->dispose (object);
}

static void
mj_replay_window_finalize (GObject *object)
{
  MjReplayWindow *self = MJ_REPLAY_WINDOW (object);

  g_clear_pointer (&self->checkpoints, g_array_unref);
  step_clear (&self->shown);
  g_clear_pointer (&self->stop, g_free);
  g_clear_pointer (&self->record, mj_record_free);
  G_OBJECT_CLASS (mj_replay_window_parent_class)->finalize (object);
}

static void
mj_replay_window_class_init (MjReplayWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = mj_replay_window_get_property;
  object_class->set_property = mj_replay_window_set_property;
  object_class->dispose = mj_replay_window_dispose;
  object_class->finalize = mj_replay_window_finalize;

  properties[PROP_STEP] =
    g_param_spec_uint ("step", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_N_STEPS] =
    g_param_spec_uint ("n-steps", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (MJ_TYPE_TABLE_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/mj-replay-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MjReplayWindow, title);
  gtk_widget_class_bind_template_child (widget_class, MjReplayWindow, table);
  gtk_widget_class_bind_template_child (widget_class, MjReplayWindow, tile);
  gtk_widget_class_bind_template_child (widget_class, MjReplayWindow, step_title);
  gtk_widget_class_bind_template_child (widget_class, MjReplayWindow, step_detail);
  gtk_widget_class_bind_template_child (widget_class, MjReplayWindow, counter);
  gtk_widget_class_bind_template_child (widget_class, MjReplayWindow, play);
  gtk_widget_class_bind_template_child (widget_class, MjReplayWindow, scale);
  gtk_widget_class_bind_template_child (widget_class, MjReplayWindow, adjustment);
  gtk_widget_class_bind_template_callback (widget_class, on_scale_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_play_toggled);

  gtk_widget_class_install_action (widget_class, "replay.first", NULL, action_first);
  gtk_widget_class_install_action (widget_class, "replay.previous", NULL, action_previous);
  gtk_widget_class_install_action (widget_class, "replay.next", NULL, action_next);
  gtk_widget_class_install_action (widget_class, "replay.last", NULL, action_last);
  gtk_widget_class_install_action (widget_class, "replay.turn", NULL, action_turn);
}

static void
mj_replay_window_init (MjReplayWindow *self)
{
  GtkEventController *keys;

  gtk_widget_init_template (GTK_WIDGET (self));
  /* tooltips that do not break Chinese one character to a line */
  mj_tooltip_fix (GTK_WIDGET (self));

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

/* Takes the record, the kept states (scan) and why the replay stops
 * early (or NULL). */
static MjReplayWindow *
replay_window_new (GtkWindow   *parent,
                   MjTileCache *cache,
                   MjRecord    *record,
                   guint        first,
                   guint        last,
                   GArray      *checkpoints,
                   char        *stop)
{
  MjReplayWindow *self = g_object_new (MJ_TYPE_REPLAY_WINDOW, NULL);
  guint hand, n_hands = 0, every = 1;

  if (parent)
    gtk_window_set_transient_for (GTK_WINDOW (self), parent);
  /* a window group of its own: a modal dialog of the game's (the score
   * of the hand, which opens this replay) holds the input of the windows
   * of its group, and the replay must answer its keys beside it */
  {
    g_autoptr (GtkWindowGroup) group = gtk_window_group_new ();
    gtk_window_group_add_window (group, GTK_WINDOW (self));
  }
  self->cache = g_object_ref (cache);
  self->record = record;
  self->first = first;
  self->n_steps = last - first;
  self->checkpoints = checkpoints;
  self->stop = stop;
  g_assert (checkpoints->len == self->n_steps / CHECKPOINT_EVERY + 1);
  /* who is who in the sentences: the record's names, and its one person,
   * if it has one, spoken to as "you" */
  {
    guint humans = 0;

    self->narrator.you = MJ_N_SEATS;
    for (guint seat = 0; seat < MJ_N_SEATS; seat++)
      {
        self->narrator.names[seat] = record->names[seat] && record->names[seat][0] ? record->names[seat]
                                                                                   : seat_fallback_name (seat);
        if (record->kinds[seat] == MJ_PLAYER_HUMAN)
          {
            humans++;
            self->narrator.you = seat;
          }
      }
    if (humans != 1)
      self->narrator.you = MJ_N_SEATS;
  }
  self->game = mj_record_replay (record, first, NULL);
  g_assert (self->game != NULL);

  /* the first human's seat at the bottom, as they saw the game */
  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    if (record->kinds[seat] == MJ_PLAYER_HUMAN)
      {
        self->viewer = seat;
        break;
      }

  mj_table_view_set_tile_cache (self->table, cache);
  mj_table_view_set_reveal_all (self->table, TRUE);
  mj_table_view_set_interactive (self->table, FALSE);
  mj_table_view_set_viewer (self->table, self->viewer);
  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    mj_table_view_set_player_name (self->table, seat, self->narrator.names[seat]);

  gtk_adjustment_set_upper (self->adjustment, self->n_steps);
  /* a mark where each later hand is dealt; past MAX_MARKS hands, where
   * every 2nd, 5th, 10th, 20th, … is (a round number of hands apart) */
  for (guint k = 1; k <= self->n_steps; k++)
    n_hands += g_array_index (record->actions, MjAction, first + k - 1).type == MJ_ACTION_NEXT_HAND;
  for (guint i = 0, scale = 1; n_hands / every > MAX_MARKS; i++)
    {
      static const guint round[] = { 2, 5, 10 };
      every = round[i % 3] * scale;
      if (i % 3 == 2)
        scale *= 10;
    }
  hand = mj_game_get_hand_number (self->game);
  for (guint k = 1; k <= self->n_steps; k++)
    if (g_array_index (record->actions, MjAction, first + k - 1).type == MJ_ACTION_NEXT_HAND &&
        ++hand % every == 0)
      {
        g_autofree char *mark = g_strdup_printf (_("Hand %u"), hand);
        gtk_scale_add_mark (self->scale, k, GTK_POS_BOTTOM, mark);
      }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_STEPS]);
  mj_replay_window_set_step (self, 0);
  return self;
}

MjReplayWindow *
mj_replay_window_new (GtkWindow      *parent,
                      MjTileCache    *cache,
                      const MjRecord *record,
                      guint           first_action,
                      guint           last_action)
{
  g_autoptr (GError) error = NULL;
  MjRecord *copy;
  GArray *checkpoints;
  guint last;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (MJ_IS_TILE_CACHE (cache), NULL);
  g_return_val_if_fail (record != NULL, NULL);

  copy = record_copy (record);
  last = MIN (last_action, copy->actions->len);
  first_action = MIN (first_action, last);
  checkpoints = scan (copy, first_action, &last, &error);
  if (checkpoints == NULL)
    {
      /* the range starts past an illegal action: show what is legal */
      g_clear_error (&error);
      first_action = 0;
      last = copy->actions->len;
      checkpoints = scan (copy, 0, &last, &error);
      g_assert (checkpoints != NULL);
    }
  /* a record with an illegal action says so at its last step rather
   * than end without a word */
  return replay_window_new (parent, cache, copy, first_action, last, checkpoints,
                            error ? g_strdup (error->message) : NULL);
}

MjReplayWindow *
mj_replay_window_new_for_file (GtkWindow    *parent,
                               MjTileCache  *cache,
                               GFile        *file,
                               GPtrArray    *playing,
                               GError      **error)
{
  g_autoptr (GError) local = NULL;
  g_autofree char *display = NULL;
  g_autoptr (MjRecord) record = NULL;
  GArray *checkpoints;
  guint last;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (MJ_IS_TILE_CACHE (cache), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  display = g_file_get_parse_name (file);
  /* bounded, never blocking on a FIFO; then, whatever its name or the
   * way it came, a match whose hands are still secret is refused */
  record = mj_record_load_file (file, &local);
  if (record == NULL || !mj_record_check_face_up (record, playing, &local))
    {
      /* (a file that could not be read is named in the message already) */
      if (local->code == MJ_RECORD_ERROR_IO || local->code == MJ_RECORD_ERROR_SIZE)
        g_propagate_error (error, g_steal_pointer (&local));
      else
        /* Translators: "“game.json”: This is not a Sparrow record" */
        g_set_error (error, local->domain, local->code, _("“%s”: %s"), display, local->message);
      return NULL;
    }
  last = record->actions->len;
  checkpoints = scan (record, 0, &last, &local);
  if (local)
    {
      g_set_error (error, local->domain, local->code, _("“%s”: %s"), display, local->message);
      if (checkpoints)
        g_array_unref (checkpoints);
      return NULL;
    }
  return replay_window_new (parent, cache, g_steal_pointer (&record), 0, last, checkpoints, NULL);
}
