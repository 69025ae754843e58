/* mj-window.c: the main window, which ties a match to the table: the
 * table shows the home seat's view, people's actions go to the match,
 * refusals become toasts, the end of a hand opens the score dialog. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "mj-claim-bar.h"
#include "mj-files.h"
#include "mj-hand-review.h"
#include "mj-handoff.h"
#include "mj-hint-panel.h"
#include "mj-lessons-window.h"
#include "mj-narrator.h"
#include "mj-net-module.h"
#include "mj-new-game-dialog.h"
#include "mj-notice.h"
#include "mj-replay-window.h"
#include "mj-rulebook-data.h"
#include "mj-rule-options-group.h"
#include "mj-rulebook.h"
#include "mj-calculator-window.h"
#include "mj-drill-window.h"
#include "mj-score-dialog.h"
#include "mj-sound-player.h"
#include "mj-stats-window.h"
#include "mj-table-input.h"
#include "mj-view-replay-window.h"
#include "mj-table-view.h"
#include "mj-tile-cache.h"
#include "mj-tile-names.h"
#include "mj-window.h"
#include "mj-tooltip.h"

struct _MjWindow {
  AdwApplicationWindow parent_instance;

  /* template */
  AdwWindowTitle *title;
  AdwToastOverlay *toasts;
  MjTableView    *table;
  MjClaimBar     *claim_bar;
  MjHandoff      *handoff;
  GtkLabel       *status;
  AdwFlap        *flap;
  MjHintPanel    *hints;
  GtkToggleButton *sound_button;
  GtkWidget      *lesson_panel;
  GtkLabel       *lesson_text;
  GtkWidget      *lesson_continue;

  GSettings      *settings;
  MjSoundPlayer  *sound;
  MjTileCache    *cache;
  MjMatch        *match;
  guint           viewer;      /* the match's screen seat, as the table shows it */
  MjHintLevel     levels[MJ_N_SEATS];   /* each person's own hint level */
  gboolean        open_hands;  /* learning: the computer players' hands face up */
  MjTableInput    input;       /* the hand, the bar and the hints, as at the networked table */
  MjAction        auto_win;    /* the win auto-win declares, on idle */
  guint           auto_win_id;
  MjStats        *stats;       /* every finished hand, per player name and rule set */
  MjFileLock     *lock;        /* the autosave's: this window alone writes it */
  gboolean        locked_out;  /* another Sparrow holds that lock: its match is not this window's */
  AdwToast       *private_toast; /* a refusal naming the viewer's tiles (weak) */
  AdwToast       *resume_toast;  /* "your match was resumed" (weak) */
  MjLesson       *lesson;      /* the lesson on the table, or NULL */
  MjMatch        *interrupted; /* the match left for the lesson, given back after it (the
                                * autosave cannot bring it back when another Sparrow holds it) */
  GtkWidget      *score;       /* the score dialog up, or NULL (weak) */
};

G_DEFINE_FINAL_TYPE (MjWindow, mj_window, ADW_TYPE_APPLICATION_WINDOW)

char *
mj_window_autosave_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "sparrow", "current-match.json", NULL);
}

/* A toast's title is markup: the text (file names, error messages) is
 * escaped. */
static AdwToast *
plain_toast (const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  return adw_toast_new (escaped);
}

static void
toast (MjWindow   *self,
       const char *text)
{
  AdwToast *t = plain_toast (text);
  adw_toast_set_timeout (t, 4);
  adw_toast_overlay_add_toast (self->toasts, t);
}

/* What happened to a file: a title short enough for a toast's one line,
 * the whole of it (file names included) behind Details. */
static void
toast_details (MjWindow   *self,
               const char *title,
               const char *details)
{
  adw_toast_overlay_add_toast (self->toasts, mj_notice_toast_new (GTK_WINDOW (self), title, details));
}

static void
update_title (MjWindow *self)
{
  MjGame *game = mj_match_get_game (self->match);
  g_autofree char *subtitle = NULL;
  const MjState *s = mj_game_get_state (game);

  if (self->lesson)
    {
      adw_window_title_set_title (self->title, _(mj_lesson_get_data (self->lesson)->title));
      /* Translators: the window subtitle in a lesson, e.g. "Lesson, step 3 of 9" */
      subtitle = g_strdup_printf (_("Lesson, step %u of %u"), mj_lesson_get_step (self->lesson) + 1,
                                  mj_lesson_get_n_steps (self->lesson));
      adw_window_title_set_subtitle (self->title, subtitle);
      return;
    }
  adw_window_title_set_title (self->title, _(mj_game_get_rules (game)->name));
  /* Translators: the window subtitle, e.g. "Hand 3 · you sit 南" */
  subtitle = g_strdup_printf (_("Hand %u · you sit %s"), mj_game_get_hand_number (game),
                              mj_wind_glyph (s->seat_wind[self->viewer] % 4));
  adw_window_title_set_subtitle (self->title, subtitle);
}

static void submit (MjWindow *self, const MjAction *action);

static void
auto_win (gpointer data)
{
  MjWindow *self = data;
  MjAction a = self->auto_win;
  MjAction legal[MJ_MAX_LEGAL];
  guint n;

  self->auto_win_id = 0;
  if (self->match == NULL)
    return;
  /* still the player's to take (nothing moved on meanwhile) */
  n = mj_game_legal_actions (mj_match_get_game (self->match), a.seat, legal, G_N_ELEMENTS (legal));
  for (guint i = 0; i < n; i++)
    if (mj_action_equal (&legal[i], &a))
      {
        submit (self, &a);
        return;
      }
}

/* Whose move it is and, when it is the viewer's, what to do, in words
 * beside the buttons: a newcomer is never left to guess. */
static void
say_what_to_do (MjWindow     *self,
                const MjView *view,
                gboolean      turn)
{
  g_autofree char *text = NULL;
  const char *prompt = mj_table_input_prompt (&self->input, view, turn);

  if (prompt == NULL && (view->phase == MJ_PHASE_TURN || view->phase == MJ_PHASE_PRE_DRAW) &&
      view->turn != self->viewer && !mj_match_is_human (self->match, view->turn))
    /* Translators: whose move the table waits for, e.g. "Li Wei’s turn" */
    prompt = text = g_strdup_printf (_("%s’s turn"), mj_match_get_name (self->match, view->turn));
  if (prompt)
    mj_claim_bar_set_prompt (self->claim_bar, prompt);
}

/* What the viewer may do now: the buttons, and which tiles discard. */
static void
update_controls (MjWindow *self)
{
  MjGame *game = mj_match_get_game (self->match);
  MjAction legal[MJ_MAX_LEGAL];
  guint n = 0;
  guint64 discardable = 0;
  MjPhase phase = mj_game_get_phase (game);
  gboolean turn = FALSE;
  guint handoff = mj_match_get_handoff_seat (self->match);
  MjView view;

  /* hot seat: the screen goes to the next person, the table covered */
  if (handoff < MJ_N_SEATS)
    {
      const MjState *s = mj_game_get_state (game);
      mj_table_view_set_covered (self->table, TRUE);
      mj_table_view_set_interactive (self->table, FALSE);
      mj_table_view_set_marked (self->table, MJ_TILE_NONE);
      mj_claim_bar_clear (self->claim_bar);
      /* the last player's advice names his tiles: gone, and his hint
       * level out of the next person's reach, until the next sits down */
      mj_hint_panel_update (self->hints, NULL, NULL, 0);
      gtk_widget_set_sensitive (GTK_WIDGET (self->hints), FALSE);
      /* nor does a refusal that named his tiles stay on screen */
      if (self->private_toast)
        adw_toast_dismiss (self->private_toast);
      gboolean asked_all = (mj_game_get_ask_all (game) >> handoff) & 1 &&
                           (phase == MJ_PHASE_CLAIM || phase == MJ_PHASE_ROB);
      mj_handoff_ask (self->handoff, s->seat_wind[handoff], mj_match_get_name (self->match, handoff),
                      asked_all ? _("Everyone sees each discard in turn, so nobody learns who could claim it.")
                                : _("It is your move."));
      update_title (self);
      return;
    }
  /* the hand is over (its score shows every hand) or the person sat down */
  gtk_widget_set_visible (GTK_WIDGET (self->handoff), FALSE);

  /* while a lesson's note waits to be read, nothing is offered (Enter is
   * then Continue's, not a button's of the bar) */
  if ((mj_game_get_pending (game) >> self->viewer) & 1 &&
      !(self->lesson && mj_lesson_get_waiting (self->lesson)))
    n = mj_game_legal_actions (game, self->viewer, legal, G_N_ELEMENTS (legal));
  turn = mj_table_input_discards (legal, n, &discardable);
  /* auto-win: the win is declared for the player (an idle, so that the
   * action is not submitted from inside the game's own signal) */
  if (g_settings_get_boolean (self->settings, "auto-win") && self->auto_win_id == 0 && self->lesson == NULL)
    for (guint i = 0; i < n; i++)
      if (legal[i].type == MJ_ACTION_WIN)
        {
          self->auto_win = legal[i];
          self->auto_win_id = g_idle_add_once (auto_win, self);
          break;
        }
  mj_game_get_view (game, self->viewer, &view);
  if (self->lesson && mj_lesson_get_waiting (self->lesson))
    {
      mj_claim_bar_clear (self->claim_bar);
      mj_claim_bar_set_prompt (self->claim_bar, _("Read the lesson’s note first, then press Continue."));
    }
  else if (phase == MJ_PHASE_EXCHANGE && n > 0)
    mj_table_input_choose_exchange (&self->input, &view, legal, n);
  else if (mj_match_get_showing_discard (self->match) && n == 0)
    mj_claim_bar_set_continue (self->claim_bar, _("You cannot claim this discard."));
  else if (n == 1 && legal[0].type == MJ_ACTION_PASS)
    /* asked only so that nobody learns who could claim: Continue passes */
    mj_claim_bar_set_continue (self->claim_bar, phase == MJ_PHASE_ROB ? _("You cannot rob this kong.")
                                                                      : _("You cannot claim this discard."));
  else
    {
      mj_claim_bar_set_actions (self->claim_bar, legal, n, phase == MJ_PHASE_CLAIM || phase == MJ_PHASE_ROB
                                ? view.claim_tile : MJ_TILE_NONE);
      say_what_to_do (self, &view, turn);
    }
  mj_table_view_set_covered (self->table, FALSE);
  mj_table_input_update_hand (&self->input, phase == MJ_PHASE_EXCHANGE && n > 0, turn, discardable);

  /* the viewer's own hints, at the viewer's own level */
  gtk_widget_set_sensitive (GTK_WIDGET (self->hints), TRUE);
  mj_table_input_update_hints (&self->input, adw_flap_get_reveal_flap (self->flap), self->levels[self->viewer], &view,
                               legal, n);
  /* a lesson marks the tile it asks for */
  {
    MjAction want;
    if (self->lesson && turn && mj_lesson_get_expected (self->lesson, &want) && want.type == MJ_ACTION_DISCARD)
      mj_table_view_set_marked (self->table, want.tile);
  }
  /* (the table reads the game itself, once per action) */
  update_title (self);
}

static void
on_hint_level (MjWindow *self,
               guint     level)
{
  self->levels[self->viewer] = (MjHintLevel) level;
  update_controls (self);
}

static void
hints_changed (GSimpleAction *action,
               GVariant      *value,
               gpointer       data)
{
  MjWindow *self = data;

  g_simple_action_set_state (action, value);
  adw_flap_set_reveal_flap (self->flap, g_variant_get_boolean (value));
  /* remembered: open at the first start, as the person leaves it after */
  if (self->settings)
    g_settings_set_boolean (self->settings, "show-hints", g_variant_get_boolean (value));
  if (self->match)
    update_controls (self);
}

/* Learning mode: the computer players' hands face up (never another
 * person's). */
static void
open_hands_changed (GSimpleAction *action,
                    GVariant      *value,
                    gpointer       data)
{
  MjWindow *self = data;
  guint mask = 0;

  g_simple_action_set_state (action, value);
  self->open_hands = g_variant_get_boolean (value);
  if (self->match && self->open_hands)
    for (guint i = 0; i < MJ_N_SEATS; i++)
      if (!mj_match_is_human (self->match, i))
        mask |= 1u << i;
  mj_table_view_set_revealed (self->table, mask);
}

static void
on_handoff_confirmed (MjWindow *self)
{
  mj_match_confirm_handoff (self->match);
  gtk_widget_grab_focus (GTK_WIDGET (self->table));
  update_controls (self);
}

/* The person at the screen is another (hot seat): the table shows his
 * view. */
static void
on_screen_seat (MjWindow *self)
{
  self->viewer = mj_match_get_screen_seat (self->match);
  mj_table_view_set_viewer (self->table, self->viewer);
  mj_table_view_set_covered (self->table, FALSE);
}

/* The status line: what the last player did.  For screen readers the
 * label has the role status (read on request: Orca's "present the status
 * bar"), and the table gives the same words to its focused region as its
 * description, which Orca speaks when it changes: GTK 4.8 has no live
 * region nor announcement to say it otherwise. */
static void
say (MjWindow   *self,
     const char *text)
{
  gtk_label_set_text (self->status, text);
  mj_table_view_announce (self->table, text);
}

/* Who is who in the status line: the one person at this screen is
 * spoken to; in hot seat, where the screen changes hands, everyone is
 * named. */
static void
narrator (MjWindow   *self,
          MjNarrator *n)
{
  for (guint i = 0; i < MJ_N_SEATS; i++)
    n->names[i] = mj_match_get_name (self->match, i);
  n->you = __builtin_popcount (mj_match_get_humans (self->match)) == 1 ? mj_match_get_home_seat (self->match)
                                                                       : MJ_N_SEATS;
}

static void
on_hand_started (MjWindow *self)
{
  MjNarrator n;
  g_autofree char *text = NULL;

  /* the status line belongs to the hand it tells of */
  narrator (self, &n);
  text = mj_narrate_deal (&n, mj_game_get_state (mj_match_get_game (self->match)));
  say (self, text);
  update_controls (self);
}

static void
on_meld_made (MjWindow *self,
              guint     seat,
              guint     index)
{
  const MjState *s = mj_game_get_state (mj_match_get_game (self->match));
  g_autofree char *text = NULL;
  MjNarrator n;

  narrator (self, &n);
  /* another player's concealed kong is said face down where rules hide it */
  text = mj_narrate_meld (&n, s, seat, index,
                          seat != self->viewer && (s->features & MJ_FEATURE_HIDE_CONCEALED_KONG));
  say (self, text);
}

static void
on_hand_won (MjWindow *self,
             guint     seat,
             guint     index)
{
  const MjState *s = mj_game_get_state (mj_match_get_game (self->match));
  g_autofree char *text = NULL;
  MjNarrator n;

  narrator (self, &n);
  text = mj_narrate_win (&n, s, index);
  say (self, text);
}

/* Sichuan's exchange made: the one person at the screen is told what went
 * where, and sees the new tiles marked; in hot seat that is each
 * person's own secret, so the status line only says that it happened. */
static void
on_tiles_exchanged (MjWindow *self,
                    guint     shift)
{
  MjGame *game = mj_match_get_game (self->match);
  g_autofree char *text = NULL;
  MjNarrator n;
  MjView view;

  narrator (self, &n);
  if (n.you >= MJ_N_SEATS)
    {
      say (self, _("The chosen tiles change hands."));
      return;
    }
  mj_game_get_view (game, n.you, &view);
  text = mj_narrate_exchange (&n, &view);
  say (self, text);
  mj_table_view_set_chosen (self->table, view.exchange_received, 3);
}

static void
on_tile_discarded (MjWindow *self,
                   guint     seat,
                   guint     tile,
                   gboolean  face_down)
{
  g_autofree char *text = NULL;
  MjNarrator n;

  narrator (self, &n);
  text = mj_narrate_discard (&n, seat, tile, face_down);
  say (self, text);
}

static void
submit (MjWindow       *self,
        const MjAction *action)
{
  g_autoptr (GError) error = NULL;
  if (!mj_match_submit (self->match, action, &error))
    {
      /* the refusal, naming the rule that makes it */
      if (error->domain == MJ_RULES_ERROR)
        {
          const MjRules *rules = mj_game_get_rules (mj_match_get_game (self->match));
          g_autofree char *why = mj_hint_why_not (rules, action, (MjRefusal) error->code);
          const char *anchor = mj_rulebook_data_anchor_for_refusal (rules, (MjRefusal) error->code);
          AdwToast *t = plain_toast (why);

          adw_toast_set_timeout (t, 6);
          /* "Why?": the rule book, open at the rule that refused */
          if (anchor)
            {
              adw_toast_set_button_label (t, _("Why?"));
              adw_toast_set_action_name (t, "win.rule-book");
              adw_toast_set_action_target (t, "s", anchor);
            }
          g_set_weak_pointer (&self->private_toast, t);
          adw_toast_overlay_add_toast (self->toasts, t);
        }
      else
        {
          toast (self, error->message);
          /* a lesson's refusal is said, too: the hint is what to do */
          if (self->lesson)
            say (self, error->message);
        }
    }
  update_controls (self);
}

static void
on_tile_activated (MjWindow *self,
                   guint     tile,
                   gboolean  standing)
{
  MjAction a = mj_table_input_discard (&self->input, self->viewer, (MjTile) tile, standing,
                                       mj_game_get_state (mj_match_get_game (self->match))->features);

  submit (self, &a);
}

static void
on_action_chosen (MjWindow *self,
                  MjAction *action)
{
  MjAction a = *action;

  if (a.type == MJ_ACTION_NONE)
    {
      MjGame *game = mj_match_get_game (self->match);
      MjPhase phase = mj_game_get_phase (game);

      /* Continue, where the game asked the viewer with only a pass to give */
      if ((phase == MJ_PHASE_CLAIM || phase == MJ_PHASE_ROB) && ((mj_game_get_pending (game) >> self->viewer) & 1))
        {
          a.type = MJ_ACTION_PASS;
          a.seat = (guint8) self->viewer;
          a.tile = mj_game_get_state (game)->claim_tile;
          submit (self, &a);
          return;
        }
      mj_match_seen (self->match);
      update_controls (self);
      return;
    }
  submit (self, &a);
}

static void
on_human_turn (MjWindow *self,
               guint     mask)
{
  update_controls (self);
}

static void
on_game_changed (MjWindow *self)
{
  update_controls (self);
}

static void start_default (MjWindow *self);

static void
on_score_next (MjWindow *self)
{
  g_autoptr (GError) error = NULL;
  MjGame *game = mj_match_get_game (self->match);

  /* a lesson's one hand: its last note says what the score showed */
  if (self->lesson)
    return;
  if (mj_game_get_phase (game) == MJ_PHASE_MATCH_OVER)
    {
      mj_window_new_game (self);
      return;
    }
  mj_match_set_paused (self->match, FALSE);
  if (!mj_match_next_hand (self->match, &error))
    toast (self, error->message);
  update_controls (self);
}

/* The hand just finished, counted in the statistics and saved. */
static void
count_hand (MjWindow *self)
{
  const char *names[MJ_N_SEATS];
  gboolean human[MJ_N_SEATS];
  g_autofree char *path = mj_stats_default_path ();
  g_autoptr (GError) error = NULL;

  /* a lesson's hand is a prepared one: not the person's record */
  if (self->lesson)
    return;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      names[i] = mj_match_get_name (self->match, i);
      human[i] = mj_match_is_human (self->match, i);
    }
  mj_stats_add_hand (self->stats, mj_game_get_state (mj_match_get_game (self->match)), names, human);
  if (!mj_stats_save (self->stats, path, &error))
    toast_details (self, _("The statistics could not be saved"), error->message);
}

/* A hand of the network window just finished: the person's own seat is
 * counted, the others' are theirs to count on their own machines (a
 * computer player's name there is the server's). */
static void
count_net_hand (MjWindow      *self,
                const MjState *state,
                guint          seat,
                const char    *name,
                GtkWindow     *net)
{
  const char *names[MJ_N_SEATS] = { NULL };
  gboolean human[MJ_N_SEATS] = { FALSE };
  g_autofree char *path = mj_stats_default_path ();
  g_autoptr (GError) error = NULL;

  if (seat >= MJ_N_SEATS)
    return;
  names[seat] = name;
  human[seat] = TRUE;
  mj_stats_add_hand (self->stats, state, names, human);
  if (!mj_stats_save (self->stats, path, &error))
    toast_details (self, _("The statistics could not be saved"), error->message);
}

void
mj_window_count_net_hands (MjWindow  *self,
                           GtkWindow *net)
{
  g_return_if_fail (MJ_IS_WINDOW (self));
  /* (its type is the network module's, unknown to this file) */
  g_return_if_fail (GTK_IS_WINDOW (net) && g_signal_lookup ("hand-finished", G_OBJECT_TYPE (net)) != 0);

  g_signal_connect_object (net, "hand-finished", G_CALLBACK (count_net_hand), self, G_CONNECT_SWAPPED);
}

/* The hand just finished, in the replay viewer. */
static void
on_score_replay (MjWindow *self)
{
  g_autoptr (MjRecord) record = mj_match_to_record (self->match);
  g_autofree guint *breaks = NULL;
  guint n_breaks, first, last;
  MjReplayWindow *replay;

  breaks = mj_replay_window_find_hand_breaks (record, &n_breaks);
  if (!mj_replay_window_get_hand_range (record, n_breaks, &first, &last))
    return;
  replay = mj_replay_window_new (GTK_WINDOW (self), self->cache, record, first, last);
  gtk_window_present (GTK_WINDOW (replay));
}

static void
show_score (MjWindow *self,
            gboolean  match_over)
{
  MjScoreDialog *dialog = mj_score_dialog_new (GTK_WINDOW (self), self->cache);
  const char *names[MJ_N_SEATS];
  const int *history;
  guint n_history, n_humans = __builtin_popcount (mj_match_get_humans (self->match));

  for (guint i = 0; i < MJ_N_SEATS; i++)
    names[i] = mj_match_get_name (self->match, i);
  history = mj_match_get_history (self->match, &n_history);
  mj_score_dialog_set_names (dialog, names, n_humans == 1 ? mj_match_get_home_seat (self->match) : MJ_N_SEATS);
  mj_score_dialog_show_hand (dialog, mj_game_get_state (mj_match_get_game (self->match)),
                             history, n_history, match_over);

  /* each person's three costliest decisions, against the hint of the moment */
  {
    g_autoptr (MjRecord) record = mj_match_to_record (self->match);
    g_autofree guint *breaks = NULL;
    guint n_breaks, first, last;

    breaks = mj_replay_window_find_hand_breaks (record, &n_breaks);
    if (mj_replay_window_get_hand_range (record, n_breaks, &first, &last))
      for (guint seat = 0; seat < MJ_N_SEATS; seat++)
        if (mj_match_is_human (self->match, seat))
          {
            g_autofree char *title = n_humans > 1
              /* Translators: the review after a hand in hot seat, e.g. "How Li Wei could have played better" */
              ? g_strdup_printf (_("How %s could have played better"), names[seat])
              : g_strdup (_("How you could have played better"));
            mj_score_dialog_add_review (dialog, title,
                                        mj_hand_review_new (self->cache, record, first, last, seat, 3),
                                        n_humans == 1);
          }
  }
  if (self->lesson)
    mj_score_dialog_set_next_label (dialog, _("_Back to the Lesson"));
  g_signal_connect_object (dialog, "next", G_CALLBACK (on_score_next), self, G_CONNECT_SWAPPED);
  g_set_weak_pointer (&self->score, GTK_WIDGET (dialog));
  g_signal_connect_object (dialog, "replay", G_CALLBACK (on_score_replay), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
hand_finished (MjWindow *self,
               gboolean  match_over)
{
  mj_match_set_paused (self->match, TRUE);
  update_controls (self);
  show_score (self, match_over);
}

static void
on_hand_over (MjWindow *self)
{
  count_hand (self);
  hand_finished (self, FALSE);
}

static void
on_match_over (MjWindow *self)
{
  count_hand (self);
  hand_finished (self, TRUE);
}

static void
on_save_failed (MjWindow   *self,
                const char *message)
{
  /* (the message names the file: behind Details, where it is not cut) */
  toast_details (self, _("The match could not be saved"), message);
}

void
mj_window_play (MjWindow *self,
                MjMatch  *match)
{
  g_autofree char *path = mj_window_autosave_path ();

  g_return_if_fail (MJ_IS_WINDOW (self));

  /* "your match was resumed", and its offer of a new one, were about the
   * match at the table: not about a lesson's, nor one begun since */
  if (self->resume_toast)
    adw_toast_dismiss (self->resume_toast);
  /* another match than the lesson's, or the one left for it: that one
   * is replaced */
  if (match != self->interrupted && !(self->lesson && mj_lesson_get_match (self->lesson) == match))
    g_clear_object (&self->interrupted);
  /* another match than the lesson's: the lesson is left */
  if (self->lesson && mj_lesson_get_match (self->lesson) != match)
    {
      g_signal_handlers_disconnect_by_data (self->lesson, self);
      g_clear_object (&self->lesson);
      gtk_widget_set_visible (self->lesson_panel, FALSE);
    }
  if (self->match)
    {
      g_signal_handlers_disconnect_by_data (self->match, self);
      g_signal_handlers_disconnect_by_data (mj_match_get_game (self->match), self);
      g_settings_unbind (self->match, "pace");
      g_settings_unbind (self->match, "auto-pass");
      mj_match_set_paused (self->match, TRUE);
    }
  g_set_object (&self->match, match);
  self->viewer = mj_match_get_screen_seat (match);
  gtk_widget_set_visible (GTK_WIDGET (self->handoff), FALSE);

  g_settings_bind (self->settings, "computer-pace", match, "pace", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "auto-pass", match, "auto-pass", G_SETTINGS_BIND_GET);
  /* only the Sparrow that holds the autosave's lock writes it */
  mj_match_set_autosave (match, self->locked_out || self->lesson ? NULL : path);
  g_signal_connect_object (match, "notify::screen-seat", G_CALLBACK (on_screen_seat), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "notify::handoff-seat", G_CALLBACK (on_game_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "human-turn", G_CALLBACK (on_human_turn), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "hand-over", G_CALLBACK (on_hand_over), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "match-over", G_CALLBACK (on_match_over), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "save-failed", G_CALLBACK (on_save_failed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (mj_match_get_game (match), "action-required", G_CALLBACK (on_game_changed),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (mj_match_get_game (match), "hand-started", G_CALLBACK (on_hand_started),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (mj_match_get_game (match), "tile-discarded", G_CALLBACK (on_tile_discarded),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (mj_match_get_game (match), "meld-made", G_CALLBACK (on_meld_made),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (mj_match_get_game (match), "tiles-exchanged", G_CALLBACK (on_tiles_exchanged),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (mj_match_get_game (match), "hand-won", G_CALLBACK (on_hand_won),
                           self, G_CONNECT_SWAPPED);
  /* the sounds after the window's own handlers: what a screen reader
   * says of an event is in place before its sound plays */
  mj_sound_player_set_match (self->sound, match);

  mj_table_view_set_game (self->table, mj_match_get_game (match));
  mj_table_view_set_revealed (self->table, 0);
  g_action_group_change_action_state (G_ACTION_GROUP (self), "open-hands", g_variant_new_boolean (FALSE));
  mj_table_view_set_viewer (self->table, self->viewer);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    mj_table_view_set_player_name (self->table, i, mj_match_get_name (match, i));
  /* the status line told of the match before: it must not be read as
   * this one's */
  gtk_label_set_text (self->status, "");
  mj_match_start (match);
  update_controls (self);
  /* a match saved between hands (already counted) shows its last result */
  if (mj_game_get_phase (mj_match_get_game (match)) == MJ_PHASE_HAND_OVER)
    hand_finished (self, FALSE);
  /* a match dealt before the window took it (a lesson's, a resumed one)
   * started no hand here: its deal is what the status line tells */
  else if (mj_game_get_phase (mj_match_get_game (match)) != MJ_PHASE_MATCH_OVER &&
           *gtk_label_get_text (self->status) == '\0')
    on_hand_started (self);
}

MjMatch *
mj_window_get_match (MjWindow *self)
{
  g_return_val_if_fail (MJ_IS_WINDOW (self), NULL);
  return self->match;
}

GtkWidget *
mj_window_get_table (MjWindow *self)
{
  g_return_val_if_fail (MJ_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->table);
}

GtkWidget *
mj_window_get_claim_bar (MjWindow *self)
{
  g_return_val_if_fail (MJ_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->claim_bar);
}

MjSoundPlayer *
mj_window_get_sound_player (MjWindow *self)
{
  g_return_val_if_fail (MJ_IS_WINDOW (self), NULL);
  return self->sound;
}

/* The match of the settings: rule set, its house options, seats. */
static void
setup_from_settings (MjWindow     *self,
                     MjMatchSetup *setup)
{
  g_autofree char *rules_id = g_settings_get_string (self->settings, "rules");
  g_auto (GStrv) names = g_settings_get_strv (self->settings, "player-names");
  g_auto (GStrv) humans = g_settings_get_strv (self->settings, "human-seats");

  memset (setup, 0, sizeof *setup);
  setup->rules = mj_rules_lookup (rules_id);
  if (setup->rules == NULL)
    setup->rules = mj_rules_all (NULL)[0];
  mj_rule_options_load (self->settings, setup->rules, &setup->options);
  setup->seed = g_get_real_time ();
  setup->hands = g_settings_get_uint (self->settings, "match-hands");
  /* the setting's enum values are MjBotLevel's */
  setup->level = (guint) g_settings_get_enum (self->settings, "computer-level");
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      char letter[2] = { mj_seat_letter (i), 0 };
      setup->names[i] = g_strdup (names && g_strv_length (names) > i ? names[i] : "");
      setup->human[i] = humans && g_strv_contains ((const char * const *) humans, letter);
    }
  setup->ask_every_human = g_settings_get_boolean (self->settings, "ask-every-human");
}

static void
start_default (MjWindow *self)
{
  MjMatchSetup setup;
  g_autoptr (MjMatch) match = NULL;

  setup_from_settings (self, &setup);
  match = mj_match_new (&setup);
  mj_match_setup_clear (&setup);
  mj_window_play (self, match);
}

static void
start_match (MjWindow           *self,
             const MjMatchSetup *setup)
{
  MjMatchSetup copy = *setup;
  g_autoptr (MjMatch) match = NULL;

  copy.ask_every_human = g_settings_get_boolean (self->settings, "ask-every-human");
  match = mj_match_new (&copy);
  mj_window_play (self, match);
}

static void
on_replace_response (AdwMessageDialog *dialog,
                     const char       *response,
                     MjWindow         *self)
{
  MjMatchSetup *setup = g_object_get_data (G_OBJECT (dialog), "setup");

  if (g_strcmp0 (response, "start") == 0)
    start_match (self, setup);
}

static gboolean
in_play (MjMatch *match)
{
  MjGame *game = match ? mj_match_get_game (match) : NULL;
  guint n_actions = 0;

  if (game)
    mj_game_get_history (game, &n_actions);
  return game && mj_game_get_phase (game) != MJ_PHASE_MATCH_OVER && n_actions > 0;
}

/* A match in play is not ended by a click that meant something else: the
 * person is asked first (it cannot be resumed after).  In a lesson, the
 * match that New Game ends is the one left for the lesson, out of sight:
 * the question names it (and the lesson, kept where it is), for New Game
 * means a new match there too; with no match left for it, nothing is lost
 * and nothing is asked. */
static void
on_new_game_start (MjWindow           *self,
                   const MjMatchSetup *setup)
{
  AdwMessageDialog *ask;
  MjMatchSetup *copy;

  if (!in_play (self->lesson ? self->interrupted : self->match))
    {
      start_match (self, setup);
      return;
    }
  if (self->lesson)
    ask = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("Leave the Lesson and End Your Match?"),
                                                      _("The new match replaces the match you left for the "
                                                        "lesson, which cannot be resumed afterwards. The lesson "
                                                        "keeps your place: take it up again from Learn.")));
  else
    ask = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), _("End the Match in Play?"),
                                                      _("The new match replaces the one at the table, which "
                                                        "cannot be resumed afterwards.")));
  adw_message_dialog_add_responses (ask, "keep", _("_Keep Playing"), "start", _("_Start New Match"), NULL);
  adw_message_dialog_set_response_appearance (ask, "start", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ask, "keep");
  adw_message_dialog_set_close_response (ask, "keep");
  copy = mj_match_setup_dup (setup);
  g_object_set_data_full (G_OBJECT (ask), "setup", copy, (GDestroyNotify) mj_match_setup_free);
  g_signal_connect_object (ask, "response", G_CALLBACK (on_replace_response), self, 0);
  gtk_window_present (GTK_WINDOW (ask));
}

/* Host on the network or Join a match: a dialog of its own, whose match
 * plays in a window of its own (this window's match stays as it is).
 * Network play is a module (ui/mj-net-module.h), loaded here the first
 * time; without it the person is told, and the game goes on. */
static void
on_network (MjWindow *self,
            gboolean  host)
{
  g_autoptr (GError) error = NULL;
  MjNetOpenDialogFunc open_dialog = mj_net_module_load (&error);
  GtkWindow *dialog;

  if (open_dialog == NULL)
    {
      toast_details (self, host ? _("Hosting on the network is not available")
                                : _("Joining a match is not available"), error->message);
      return;
    }
  dialog = open_dialog (GTK_WINDOW (self), self->settings, self->cache, host);
  g_signal_connect_object (dialog, "opened", G_CALLBACK (mj_window_count_net_hands), self, G_CONNECT_SWAPPED);
  gtk_window_present (dialog);
}

/* win.network ("host" or "join"): as New Game → Host… or Join… */
static void
network (GSimpleAction *action,
         GVariant      *parameter,
         gpointer       data)
{
  const char *what = g_variant_get_string (parameter, NULL);

  if (g_str_equal (what, "host") || g_str_equal (what, "join"))
    on_network (data, g_str_equal (what, "host"));
}

void
mj_window_new_game (MjWindow *self)
{
  MjNewGameDialog *dialog;
  MjMatchSetup setup;

  g_return_if_fail (MJ_IS_WINDOW (self));

  setup_from_settings (self, &setup);
  dialog = mj_new_game_dialog_new (GTK_WINDOW (self), self->settings, &setup);
  mj_match_setup_clear (&setup);
  g_signal_connect_object (dialog, "start", G_CALLBACK (on_new_game_start), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog, "network", G_CALLBACK (on_network), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The autosave is this window's to write, unless another Sparrow (another
 * login, another session on this account) already plays the match saved
 * there: then it is neither resumed here nor written, and the player is
 * told.  The data folder is made private on the way. */
static void
take_autosave (MjWindow *self)
{
  g_autofree char *path = mj_window_autosave_path ();
  g_autofree char *dir = mj_data_dir ();
  g_autoptr (GError) error = NULL;

  if (!mj_dir_ensure_private (dir, &error))
    {
      toast_details (self, _("The folder of your saves could not be made private"), error->message);
      g_clear_error (&error);
    }
  self->lock = mj_file_lock_acquire (path, &error);
  /* (a lock that cannot even be made — a read-only folder — stops
   * nothing: the match is resumed, and its saves say why they fail) */
  self->locked_out = g_error_matches (error, MJ_FILE_ERROR, MJ_FILE_ERROR_LOCKED);
  if (self->locked_out)
    toast_details (self, _("Another Sparrow is playing your saved match: this window's match is not saved"),
                   error->message);
}

/* The match at the table was resumed: said, with the offer of a new match
 * instead. */
static void
show_resumed (MjWindow *self,
              gboolean  from_previous)
{
  AdwToast *t = plain_toast (from_previous ? _("The last save could not be used: your match was resumed one move earlier")
                                           : _("Your match was resumed where you left it"));

  adw_toast_set_timeout (t, 8);
  adw_toast_set_button_label (t, _("_New Game"));
  adw_toast_set_action_name (t, "app.new-game");
  adw_toast_overlay_add_toast (self->toasts, t);
  g_set_weak_pointer (&self->resume_toast, t);
}

/* An unfinished match from last time is resumed; a save that cannot be
 * read is moved aside, untouched, and the player is told exactly what
 * happened (engine/mj-record.c decides; the details name the files). */
static gboolean
try_resume (MjWindow *self)
{
  g_autofree char *path = mj_window_autosave_path ();
  g_autoptr (GError) error = NULL;
  g_autoptr (MjRecord) record = NULL;
  g_autoptr (MjMatch) match = NULL;
  g_autofree char *previous = mj_record_previous_path (path);
  g_autofree char *details = NULL;
  MjResumeNote note = { 0 };
  GStatBuf st;

  if (self->locked_out)
    return FALSE;
  if (g_lstat (path, &st) != 0 && g_lstat (previous, &st) != 0)
    return FALSE;
  record = mj_record_resume_autosave (path, &note, &error);
  if (record)
    match = mj_match_new_from_record (record, &error);
  if (match == NULL)
    {
      g_autofree char *story = NULL;
      /* the name is the new match's now: what was there is kept aside */
      mj_record_set_aside_autosave (path, &note);
      story = mj_resume_note_describe (&note);
      details = story ? g_strdup (story) : g_strdup (error->message);
      toast_details (self, _("The saved match could not be resumed: a new match begins"), details);
      mj_resume_note_clear (&note);
      return FALSE;
    }
  details = mj_resume_note_describe (&note);
  if (mj_game_get_phase (mj_match_get_game (match)) == MJ_PHASE_MATCH_OVER)
    {
      mj_resume_note_clear (&note);
      return FALSE;
    }
  mj_window_play (self, match);
  {
    /* (the details of a save that could not be used are in the next toast) */
    show_resumed (self, note.from_previous);
    if (details)
      toast_details (self, _("What happened to the last save"), details);
  }
  mj_resume_note_clear (&note);
  return TRUE;
}

char *
mj_window_lessons_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "sparrow", "lessons.ini", NULL);
}

GtkWidget *
mj_window_get_lesson_panel (MjWindow *self)
{
  g_return_val_if_fail (MJ_IS_WINDOW (self), NULL);
  return self->lesson_panel;
}

MjLesson *
mj_window_get_lesson (MjWindow *self)
{
  g_return_val_if_fail (MJ_IS_WINDOW (self), NULL);
  return self->lesson;
}

void
mj_window_leave_lesson (MjWindow *self)
{
  g_return_if_fail (MJ_IS_WINDOW (self));

  if (self->lesson == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->lesson, self);
  g_clear_object (&self->lesson);
  gtk_widget_set_visible (self->lesson_panel, FALSE);
  /* the lesson's score goes with it: its button would act on the match
   * that comes back */
  if (self->score)
    {
      g_signal_handlers_disconnect_by_data (self->score, self);
      gtk_window_destroy (GTK_WINDOW (self->score));
    }
  /* the match left for the lesson, as it was (kept here: when another
   * Sparrow holds the autosave, no save of it can bring it back) */
  if (self->interrupted)
    {
      g_autoptr (MjMatch) match = g_steal_pointer (&self->interrupted);

      /* (paused when the lesson took the table) */
      mj_match_set_paused (match, FALSE);
      mj_window_play (self, match);
      show_resumed (self, FALSE);
    }
  else
    start_default (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->table));
}

static void
save_lesson_progress (MjWindow *self,
                      gboolean  finished)
{
  g_autofree char *path = mj_window_lessons_path ();
  g_autoptr (GError) error = NULL;
  const char *id = mj_lesson_get_data (self->lesson)->id;
  MjLessonProgress progress;

  mj_lesson_progress_load (path, id, &progress);
  progress.finished |= finished;
  progress.step = finished ? 0 : mj_lesson_get_step (self->lesson);
  if (!mj_lesson_progress_save (path, id, &progress, &error))
    toast_details (self, _("Where you are in the lesson could not be saved"), error->message);
}

static void learn (GSimpleAction *action, GVariant *parameter, gpointer data);

/* The lesson's step: its text in the panel (and said to a screen reader),
 * Continue while a note waits to be read, and the progress kept. */
static void
on_lesson_step (MjWindow *self)
{
  g_autofree char *text = NULL;
  gboolean waiting;

  if (mj_lesson_get_finished (self->lesson))
    {
      save_lesson_progress (self, TRUE);
      toast (self, _("Lesson finished"));
      mj_window_leave_lesson (self);
      /* the list, the lesson marked finished: the next one is a click away */
      learn (NULL, NULL, self);
      return;
    }
  text = mj_lesson_dup_text (self->lesson);
  waiting = mj_lesson_get_waiting (self->lesson);
  gtk_label_set_text (self->lesson_text, text);
  mj_table_view_announce (self->table, text);
  gtk_widget_set_visible (self->lesson_continue, waiting);
  gtk_button_set_label (GTK_BUTTON (self->lesson_continue),
                        mj_lesson_get_step (self->lesson) + 1 == mj_lesson_get_n_steps (self->lesson)
                        ? _("_Finish Lesson") : _("_Continue"));
  save_lesson_progress (self, FALSE);
  update_controls (self);
  /* (after the controls, which give the table the focus on a turn) */
  if (waiting)
    gtk_widget_grab_focus (self->lesson_continue);
}

static void
on_lesson_continue (MjWindow *self)
{
  if (self->lesson == NULL)
    return;
  gtk_widget_grab_focus (GTK_WIDGET (self->table));
  mj_lesson_continue (self->lesson);
}

void
mj_window_start_lesson (MjWindow   *self,
                        const char *id)
{
  g_autofree char *path = mj_window_lessons_path ();
  g_autoptr (MjLesson) lesson = NULL;
  g_autoptr (GError) error = NULL;
  const MjLessonData *data;
  MjLessonProgress progress;

  g_return_if_fail (MJ_IS_WINDOW (self));
  g_return_if_fail (id != NULL);

  data = mj_lesson_data_lookup (id);
  if (data)
    lesson = mj_lesson_new (data, &error);
  if (lesson == NULL)
    {
      toast_details (self, _("This lesson cannot be played"), error ? error->message : id);
      return;
    }
  mj_lesson_progress_load (path, id, &progress);
  if (!mj_lesson_start (lesson, progress.step, &error))
    {
      /* (a step of an older version of the lesson: from the start) */
      g_clear_object (&lesson);
      g_clear_error (&error);
      lesson = mj_lesson_new (data, NULL);
      mj_lesson_start (lesson, 0, NULL);
    }
  if (self->lesson)
    g_signal_handlers_disconnect_by_data (self->lesson, self);
  /* the match in play is kept to be given back (not another lesson's) */
  else if (self->match && mj_game_get_phase (mj_match_get_game (self->match)) != MJ_PHASE_MATCH_OVER)
    g_set_object (&self->interrupted, self->match);
  g_set_object (&self->lesson, lesson);
  mj_window_play (self, mj_lesson_get_match (lesson));
  /* taken up again at its last note: the score it speaks of, again */
  if (mj_game_get_phase (mj_match_get_game (self->match)) == MJ_PHASE_MATCH_OVER)
    hand_finished (self, TRUE);
  gtk_widget_set_visible (self->lesson_panel, TRUE);
  g_signal_connect_object (lesson, "step-changed", G_CALLBACK (on_lesson_step), self, G_CONNECT_SWAPPED);
  on_lesson_step (self);
}

static void
on_lesson_chosen (MjWindow   *self,
                  const char *id)
{
  mj_window_start_lesson (self, id);
}

/* Learn: the lessons and the hand calculator. */
static void
learn (GSimpleAction *action,
       GVariant      *parameter,
       gpointer       data)
{
  MjWindow *self = data;
  g_autofree char *path = mj_window_lessons_path ();
  MjLessonsWindow *window = mj_lessons_window_new (GTK_WINDOW (self), path);

  g_signal_connect_object (window, "lesson-chosen", G_CALLBACK (on_lesson_chosen), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (window));
}

static void
mj_window_dispose (GObject *object)
{
  MjWindow *self = MJ_WINDOW (object);

  g_clear_handle_id (&self->auto_win_id, g_source_remove);
  if (self->match)
    mj_match_set_paused (self->match, TRUE);
  /* (silent from here: nothing plays on from a closed window) */
  if (self->sound)
    mj_sound_player_set_enabled (self->sound, FALSE);
  g_clear_object (&self->sound);
  if (self->lesson)
    g_signal_handlers_disconnect_by_data (self->lesson, self);
  g_clear_object (&self->lesson);
  g_clear_object (&self->interrupted);
  g_clear_object (&self->match);
  g_clear_weak_pointer (&self->private_toast);
  g_clear_weak_pointer (&self->resume_toast);
  g_clear_weak_pointer (&self->score);
  /* the match is saved for the last time: the next Sparrow may write */
  g_clear_pointer (&self->lock, mj_file_lock_release);
  gtk_widget_dispose_template (GTK_WIDGET (self), MJ_TYPE_WINDOW);
  G_OBJECT_CLASS (mj_window_parent_class)->dispose (object);
}

static void
mj_window_finalize (GObject *object)
{
  MjWindow *self = MJ_WINDOW (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->cache);
  g_clear_object (&self->stats);
  G_OBJECT_CLASS (mj_window_parent_class)->finalize (object);
}

static void
mj_window_class_init (MjWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_window_dispose;
  object_class->finalize = mj_window_finalize;

  g_type_ensure (MJ_TYPE_TABLE_VIEW);
  g_type_ensure (MJ_TYPE_CLAIM_BAR);
  g_type_ensure (MJ_TYPE_HANDOFF);
  g_type_ensure (MJ_TYPE_HINT_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/mj-window.ui");
  gtk_widget_class_bind_template_child (widget_class, MjWindow, title);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, toasts);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, table);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, claim_bar);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, handoff);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, status);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, hints);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, sound_button);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, lesson_panel);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, lesson_text);
  gtk_widget_class_bind_template_child (widget_class, MjWindow, lesson_continue);
  gtk_widget_class_bind_template_callback (widget_class, on_lesson_continue);
  gtk_widget_class_bind_template_callback (widget_class, mj_window_leave_lesson);
  gtk_widget_class_bind_template_callback (widget_class, on_hint_level);
  gtk_widget_class_bind_template_callback (widget_class, on_handoff_confirmed);
  gtk_widget_class_bind_template_callback (widget_class, on_tile_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_action_chosen);
}

/* The header bar's sound button shows whether sound is on. */
static gboolean
sound_icon (GBinding     *binding,
            const GValue *from,
            GValue       *to,
            gpointer      data)
{
  g_value_set_string (to, g_value_get_boolean (from) ? "audio-volume-high-symbolic" : "audio-volume-muted-symbolic");
  return TRUE;
}

/* The rule book, at a rule (the parameter: an anchor, or "" for the
 * top of the page of the rules in play). */
static void
rule_book (GSimpleAction *action,
           GVariant      *parameter,
           gpointer       data)
{
  MjWindow *self = data;
  const char *anchor = g_variant_get_string (parameter, NULL);
  const MjRules *rules = self->match ? mj_game_get_rules (mj_match_get_game (self->match)) : mj_rules_all (NULL)[0];

  mj_rulebook_show (GTK_WINDOW (self), self->cache, rules->id, anchor[0] ? anchor : NULL);
}

static void
on_hint_why (MjWindow   *self,
             const char *anchor)
{
  g_action_group_activate_action (G_ACTION_GROUP (self), "rule-book", g_variant_new_string (anchor ? anchor : ""));
}

static void
statistics (GSimpleAction *action,
            GVariant      *parameter,
            gpointer       data)
{
  MjWindow *self = data;
  MjStatsWindow *window = mj_stats_window_new (GTK_WINDOW (self), self->stats);

  if (self->match)
    mj_stats_window_set_rules (window, mj_game_get_rules (mj_match_get_game (self->match))->id);
  gtk_window_present (GTK_WINDOW (window));
}

/* The hand calculator: a hand entered tile by tile, valued under every
 * rule set. */
static void
calculator (GSimpleAction *action,
            GVariant      *parameter,
            gpointer       data)
{
  MjWindow *self = data;

  mj_calculator_window_show (GTK_WINDOW (self), self->cache);
}

/* Discard drills, in the rule set of the match on the table (else the
 * one the next game would use). */
static void
drills (GSimpleAction *action,
        GVariant      *parameter,
        gpointer       data)
{
  MjWindow *self = data;
  g_autofree char *rules_id = NULL;

  if (self->match)
    rules_id = g_strdup (mj_game_get_rules (mj_match_get_game (self->match))->id);
  else
    rules_id = g_settings_get_string (self->settings, "rules");
  mj_drill_window_show (GTK_WINDOW (self), self->cache, rules_id);
}

GPtrArray *
mj_window_dup_playing (MjWindow *self)
{
  g_autofree char *path = mj_window_autosave_path ();
  GPtrArray *playing = g_ptr_array_new_with_free_func ((GDestroyNotify) mj_record_free);

  g_return_val_if_fail (MJ_IS_WINDOW (self), NULL);

  if (self->match && mj_game_get_phase (mj_match_get_game (self->match)) != MJ_PHASE_MATCH_OVER)
    g_ptr_array_add (playing, mj_match_to_record (self->match));
  /* the match left for a lesson is in play too: its hands are as secret
   * while the lesson is on the table */
  if (self->interrupted && mj_game_get_phase (mj_match_get_game (self->interrupted)) != MJ_PHASE_MATCH_OVER)
    g_ptr_array_add (playing, mj_match_to_record (self->interrupted));
  /* the match another Sparrow plays in the autosave (it holds the lock:
   * what this window plays is not saved there) */
  if (self->locked_out)
    {
      MjRecord *elsewhere = mj_record_load_unfinished (path);
      if (elsewhere)
        g_ptr_array_add (playing, elsewhere);
    }
  return playing;
}

void
mj_window_open_replay (MjWindow *self,
                       GFile    *file)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) playing = NULL;
  MjReplayWindow *replay;

  g_return_if_fail (MJ_IS_WINDOW (self));
  /* the replay of one seat's views of a network match (Your Replay): it
   * holds only what that seat saw, so it is shown as it is */
  {
    g_autofree char *path = g_file_get_path (file);
    g_autofree char *text = NULL;
    gsize length;

    if (path && mj_file_read_bounded (path, MJ_VIEW_REPLAY_MAX_BYTES, &text, &length, NULL) &&
        mj_view_replay_sniff (text, length))
      {
        MjViewReplayWindow *views = mj_view_replay_window_new_for_file (GTK_WINDOW (self), self->cache, file, &error);
        if (views == NULL)
          toast_details (self, _("This file cannot be replayed"), error->message);
        else
          gtk_window_present (GTK_WINDOW (views));
        return;
      }
  }
  /* the match being played, or any hot-seat match not over while people
   * take turns here, is refused by its content, whatever the file's name
   * (a copy, a link, the save before the last) */
  playing = mj_window_dup_playing (self);
  replay = mj_replay_window_new_for_file (GTK_WINDOW (self), self->cache, file, playing, &error);
  if (replay == NULL)
    {
      if (g_error_matches (error, MJ_RECORD_ERROR, MJ_RECORD_ERROR_PRIVATE))
        toast_details (self, _("Not replayed: its hands are still secret"), error->message);
      else
        toast_details (self, _("This file cannot be replayed"), error->message);
      return;
    }
  gtk_window_present (GTK_WINDOW (replay));
}

static void
on_open_response (GtkNativeDialog *chooser,
                  int              response,
                  MjWindow        *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      mj_window_open_replay (self, file);
    }
  g_object_unref (chooser);
}

/* File → Open: a record (a saved match, or one a player sent) to replay. */
static void
open_record (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       data)
{
  MjWindow *self = data;
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (_("Open a Record"), GTK_WINDOW (self),
                                                               GTK_FILE_CHOOSER_ACTION_OPEN, _("_Replay"), NULL);
  GtkFileFilter *filter = gtk_file_filter_new ();
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "sparrow", NULL);
  g_autoptr (GFile) folder = g_file_new_for_path (dir);

  gtk_file_filter_set_name (filter, _("Sparrow records"));
  gtk_file_filter_add_pattern (filter, "*.json");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_object_unref (filter);
  if (g_file_query_exists (folder, NULL))
    gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
  g_signal_connect (chooser, "response", G_CALLBACK (on_open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static const GActionEntry win_actions[] = {
  { "hints", NULL, NULL, "false", hints_changed },
  { "open-hands", NULL, NULL, "false", open_hands_changed },
  { "rule-book", rule_book, "s", NULL, NULL },
  { "statistics", statistics, NULL, NULL, NULL },
  { "calculator", calculator, NULL, NULL, NULL },
  { "learn", learn, NULL, NULL, NULL },
  { "drills", drills, NULL, NULL, NULL },
  { "open", open_record, NULL, NULL, NULL },
  { "network", network, "s", NULL, NULL },
};

static void
mj_window_init (MjWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->input = (MjTableInput) { self->table, self->claim_bar, self->hints, FALSE, FALSE };
  /* tooltips that do not break Chinese one character to a line */
  mj_tooltip_fix (GTK_WIDGET (self));
  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions, G_N_ELEMENTS (win_actions), self);

  self->settings = g_settings_new (APP_ID);
  self->cache = mj_tile_cache_new ();
  /* sound on or off: the preference, and the header bar's quick mute
   * (win.sound, Ctrl+M), are one setting */
  {
    g_autoptr (GAction) sound = g_settings_create_action (self->settings, "sound");
    g_action_map_add_action (G_ACTION_MAP (self), sound);
  }
  self->sound = mj_sound_player_new ();
  g_settings_bind (self->settings, "sound", self->sound, "enabled", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "sound-volume", self->sound, "volume", G_SETTINGS_BIND_GET);
  g_object_bind_property_full (self->sound_button, "active", self->sound_button, "icon-name", G_BINDING_SYNC_CREATE,
                               sound_icon, NULL, NULL, NULL);
  mj_claim_bar_attach_keys (self->claim_bar, GTK_WINDOW (self));
  g_action_group_change_action_state (G_ACTION_GROUP (self), "hints",
                                      g_variant_new_boolean (g_settings_get_boolean (self->settings, "show-hints")));
  mj_table_view_set_tile_cache (self->table, self->cache);
  mj_claim_bar_set_tile_cache (self->claim_bar, self->cache);
  mj_hint_panel_set_tile_cache (self->hints, self->cache);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    self->levels[i] = mj_table_input_hint_level (self->settings);

  g_signal_connect_object (self->hints, "why", G_CALLBACK (on_hint_why), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->table, "chosen-changed", G_CALLBACK (update_controls), self, G_CONNECT_SWAPPED);

  g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
  /* the preferences, as the widgets' own properties */
  g_settings_bind (self->settings, "show-index", self->cache, "show-index", G_SETTINGS_BIND_GET);
  mj_table_input_bind_settings (&self->input, self->settings);
  g_settings_bind (self->settings, "claim-time-limit", self->claim_bar, "time-limit", G_SETTINGS_BIND_GET);
}

/* The statistics from last time; a damaged file was set aside, and the
 * player is told where. */
static void
load_stats (MjWindow *self)
{
  g_autofree char *path = mj_stats_default_path ();
  g_autoptr (GError) error = NULL;

  self->stats = mj_stats_load (path, &error);
  if (self->stats == NULL)
    {
      /* the message says what was done with the file, and names it */
      toast_details (self, _("The statistics could not be read: counting starts afresh"), error->message);
      self->stats = mj_stats_new ();
    }
}

MjStats *
mj_window_get_stats (MjWindow *self)
{
  g_return_val_if_fail (MJ_IS_WINDOW (self), NULL);
  return self->stats;
}

MjWindow *
mj_window_new (MjApplication *app)
{
  MjWindow *self = g_object_new (MJ_TYPE_WINDOW, "application", app, NULL);

  load_stats (self);
  take_autosave (self);

  if (!try_resume (self))
    start_default (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->table));
  return self;
}
