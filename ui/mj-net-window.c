/* mj-net-window.c: a networked match's window.  The match lives on the
 * server: this window holds only the last view it was sent, and each
 * thing the person does is one of the legal actions that view came with. */
#include "config.h"

#include <glib/gi18n.h>

#include "mj-claim-bar.h"
#include "mj-hint.h"
#include "mj-hint-panel.h"
#include "mj-narrator.h"
#include "mj-net-dialog.h"
#include "mj-rule-options-group.h"
#include "mj-net-window.h"
#include "mj-rulebook.h"
#include "mj-score-dialog.h"
#include "mj-settlement.h"
#include "mj-table-input.h"
#include "mj-table-view.h"
#include "mj-tile-names.h"
#include "mj-view-replay-window.h"
#include "mj-files.h"

struct _MjNetWindow {
  AdwApplicationWindow parent_instance;

  AdwWindowTitle  *title;
  AdwToastOverlay *toasts;
  GtkInfoBar      *banner;
  GtkLabel        *banner_label;
  MjTableView     *table;
  MjClaimBar      *claim_bar;
  AdwFlap         *flap;          /* the hints beside the table, as at the local table */
  MjHintPanel     *hints;
  MjHintLevel      hint_level;
  GSettings       *settings;
  GtkWidget       *score;         /* the score dialog while it shows */
  GtkLabel        *status;
  AdwActionRow    *seat_rows[MJ_N_SEATS];
  GtkLabel        *result;
  GtkWidget       *host_group;
  GtkWidget       *seats_group;   /* shown from the first view: who sits where is not known before */
  GtkLabel        *code_label;
  GtkLabel        *addresses_label;

  MjClient        *client;
  MjServer        *server;
  MjTileCache     *cache;
  char            *names[MJ_N_SEATS];
  char            *seat_texts[MJ_N_SEATS];
  char            *banner_text;
  guint            banner_id;     /* hides the "back" banner */
  MjView           last;          /* the view before this one (for what changed) */
  gboolean         has_last;
  int              hand_start[MJ_N_SEATS];  /* the scores as the hand began */
  guint            start_hand;
  gboolean         has_start;
  MjTableInput     input;         /* the hand, the bar and the hints, as at the local table */
  gboolean         passed;        /* a lone pass sent for `passed_ask` */
  guint            passed_ask;
  guint            voted_hand;    /* the hand after which the next was asked for (+1; 0: none) */
  guint            scored_hand;   /* the hand whose score dialog was shown (+1; 0: none) */
  GArray          *history;       /* the scores after each hand ended here, 4 a hand */
  AdwToast        *action_toast;  /* a refusal of the person's action (weak) */
  guint            toast_hand;    /* the hand and the ask it was refused in */
  guint            toast_ask;
  gint64           toast_time;    /* when it came */
  guint            toast_id;      /* dismisses it once it has come in */
  char            *join[3];       /* the address, code and name joined with */
  GtkWidget       *retry;         /* Try Again, on the banner of a refused join */
  GtkWindow       *retry_window;  /* the window the Join dialog opened (weak) */
  GtkWidget       *replay_button; /* at the match's end: the replay of this seat's views */
  GtkLabel        *house_label;   /* the rule set and house options in force */
  char            *replay_path;   /* where it was saved */
  GtkWidget       *replay_window; /* (weak) */
};

enum {
  HAND_FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (MjNetWindow, mj_net_window, ADW_TYPE_APPLICATION_WINDOW)

/* ---- words --------------------------------------------------------------- */

static void
narrator (MjNetWindow *self,
          MjNarrator  *n)
{
  for (guint i = 0; i < MJ_N_SEATS; i++)
    n->names[i] = self->names[i] ? self->names[i] : "";
  n->you = mj_client_get_seat (self->client);
}

static void
say (MjNetWindow *self,
     const char  *text)
{
  gtk_label_set_text (self->status, text);
  mj_table_view_announce (self->table, text);
}

static void
show_banner (MjNetWindow    *self,
             GtkMessageType  type,
             const char     *text)
{
  g_clear_handle_id (&self->banner_id, g_source_remove);
  g_free (self->banner_text);
  self->banner_text = g_strdup (text);
  gtk_label_set_text (self->banner_label, text);
  gtk_info_bar_set_message_type (self->banner, type);
  gtk_info_bar_set_revealed (self->banner, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->banner), TRUE);
}

static gboolean
hide_banner (gpointer data)
{
  MjNetWindow *self = data;

  self->banner_id = 0;
  g_clear_pointer (&self->banner_text, g_free);
  gtk_info_bar_set_revealed (self->banner, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->banner), FALSE);
  return G_SOURCE_REMOVE;
}

/* A state with what a view makes public, and with the settlement the
 * server sends at a hand's end: the sentences of the local table (the
 * narrator's, the score dialog's, each rule set's reasons for its
 * payments) read the wins, the hands laid down, the payments and each
 * seat's result from a state.  Nothing in it is hidden from the seat. */
static MjState *
state_of_view (MjNetWindow     *self,
               const MjMessage *m)
{
  const MjView *v = m->view;
  MjState *s = g_new0 (MjState, 1);

  s->rules = v->rules;
  s->options = v->options;
  s->features = v->features;
  s->hand_number = v->hand_number;
  s->dealer = s->first_dealer = s->next_dealer = v->dealer;
  s->dealer_streak = v->dealer_streak;
  s->round_wind = v->round_wind;
  s->n_dice = MIN (v->n_dice, MJ_MAX_DICE);
  memcpy (s->dice, v->dice, sizeof s->dice);
  s->phase = v->phase;
  s->turn = v->turn;
  s->exchange_shift = v->exchange_shift;
  s->hand_over = v->phase == MJ_PHASE_HAND_OVER || v->phase == MJ_PHASE_MATCH_OVER;
  s->flipped = v->flipped;
  memcpy (s->rules_data, v->rules_data, sizeof s->rules_data);
  s->n_wins = MIN (v->n_wins, MJ_N_SEATS);
  memcpy (s->wins, v->wins, sizeof s->wins);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      const MjViewPlayer *vp = &v->players[i];
      MjPlayer *p = &s->players[i];

      s->scores[i] = vp->score;
      s->seat_wind[i] = vp->seat_wind;
      s->hand_delta[i] = self->has_start ? vp->score - self->hand_start[i] : 0;
      if (i == v->seat)
        p->hand = v->hand;
      else if (vp->revealed)
        p->hand = vp->shown;
      else
        {
          mj_hand_init (&p->hand);
          for (guint k = 0; k < vp->n_melds; k++)
            mj_hand_add_meld (&p->hand, &vp->melds[k]);
        }
      p->flowers = vp->flowers;
      p->n_discards = MIN (vp->n_discards, MJ_MAX_DISCARDS);
      memcpy (p->discards, vp->discards, sizeof p->discards);
      p->ready = vp->ready;
      p->missing_suit = vp->missing_suit;
      p->finished = vp->finished;
      p->drawn = MJ_TILE_NONE;
      s->n_finished += vp->finished != 0;
    }
  if (m->settled)
    {
      s->n_payments = MIN (m->n_payments, MJ_MAX_PAYMENTS);
      memcpy (s->payments, m->payments, s->n_payments * sizeof (MjPayment));
      memcpy (s->hand_delta, m->hand_delta, sizeof s->hand_delta);
      s->exhausted = m->exhausted;
    }
  return s;
}

/* The hand's result: each win (who, how, with what value, its
 * patterns), then everyone's gain or loss; at the match's end the
 * totals. */
static char *
hand_result (MjNetWindow     *self,
             const MjMessage *m)
{
  const MjView *v = m->view;
  g_autofree MjState *s = state_of_view (self, m);
  g_autoptr (GString) text = g_string_new (NULL);
  g_autofree char *end = NULL;
  MjNarrator n;

  narrator (self, &n);
  for (guint i = 0; i < s->n_wins; i++)
    {
      g_autofree char *head = mj_settlement_win_head (&n, s, s->wins[i].ctx.seat);
      g_autoptr (GPtrArray) patterns = g_ptr_array_new ();

      for (guint k = 0; k < s->wins[i].score.n_patterns; k++)
        {
          const MjPatternName *p = mj_rules_pattern_name (s->rules, s->wins[i].score.patterns[k].id);
          if (p)
            g_ptr_array_add (patterns, (gpointer) mj_pattern_label (p));
        }
      g_string_append (text, head);
      if (patterns->len)
        {
          g_autofree char *list = mj_narrator_join ((const char * const *) patterns->pdata, patterns->len);
          /* Translators: a win, then its patterns: "Li Wei wins by self-draw with 3 fan: all pungs and …" */
          g_string_append_printf (text, _(": %s"), list);
        }
      g_string_append (text, ".\n");
    }
  end = mj_narrate_hand_end (&n, s);
  g_string_append (text, end);
  if (v->phase == MJ_PHASE_MATCH_OVER)
    {
      g_autoptr (GString) totals = g_string_new (NULL);

      for (guint i = 0; i < MJ_N_SEATS; i++)
        {
          if (totals->len)
            g_string_append (totals, C_("results", ", "));
          if (i == n.you)
            g_string_append_printf (totals, _("you %+d"), s->scores[i]);
          else
            g_string_append_printf (totals, _("%s %+d"), mj_narrator_name (&n, i), s->scores[i]);
        }
      g_string_append_c (text, '\n');
      /* Translators: the totals at the end of a network match: "The match is over: Li Wei +24, you -8, …" */
      g_string_append_printf (text, _("The match is over: %s."), totals->str);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* What happened since the last view, in the status line, in the local
 * table's words (mj-narrator.h): the deal, each discard, meld and win,
 * the viewer's own draws (another's drawn tile is not seen, and the
 * local table does not tell draws it cannot name), the exchange, the
 * hand's result. */
static void
narrate (MjNetWindow     *self,
         const MjMessage *m)
{
  const MjView *v = m->view;
  const MjView *was = &self->last;
  gboolean new_hand = !self->has_last || was->hand_number != v->hand_number;
  gboolean over = v->phase == MJ_PHASE_HAND_OVER || v->phase == MJ_PHASE_MATCH_OVER;
  g_autofree MjState *s = NULL;
  MjNarrator n;

  if (v->phase == MJ_PHASE_IDLE)
    return;
  narrator (self, &n);
  s = state_of_view (self, m);
  if (new_hand)
    {
      /* the deal, as the hand begins (or as a window comes to it) */
      if (!over)
        {
          g_autofree char *text = mj_narrate_deal (&n, s);
          say (self, text);
        }
      return;
    }
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      const MjViewPlayer *p = &v->players[i];

      if (p->n_melds > was->players[i].n_melds && s->players[i].hand.n_melds > 0)
        {
          /* another's concealed kong is said face down where the rules hide it */
          g_autofree char *text = mj_narrate_meld (&n, s, i, s->players[i].hand.n_melds - 1,
                                                   i != v->seat && (v->features & MJ_FEATURE_HIDE_CONCEALED_KONG));
          say (self, text);
        }
      if (p->n_discards == was->players[i].n_discards + 1)
        {
          const MjDiscard *d = &p->discards[p->n_discards - 1];
          g_autofree char *text = mj_narrate_discard (&n, i, d->tile, (d->flags & MJ_DISCARD_FACE_DOWN) != 0);
          say (self, text);
        }
    }
  for (guint k = MIN (was->n_wins, s->n_wins); k < s->n_wins; k++)
    {
      g_autofree char *text = mj_narrate_win (&n, s, k);
      say (self, text);
    }
  if (v->drawn != MJ_TILE_NONE && v->drawn != was->drawn && !over)
    {
      g_autofree char *text = mj_narrate_draw (&n, v->seat, v->drawn, v->after_kong && v->turn == v->seat);
      say (self, text);
    }
  /* Sichuan's exchange: what went where, as the local table tells it */
  if (v->exchange_shift && !was->exchange_shift)
    {
      g_autofree char *text = mj_narrate_exchange (&n, v);
      say (self, text);
    }
  if (over && was->phase != MJ_PHASE_HAND_OVER && was->phase != MJ_PHASE_MATCH_OVER)
    {
      g_autofree char *text = hand_result (self, m);
      say (self, text);
    }
}

/* A computer player's name at this screen, in this game's language: the
 * local table's own names for its computer players (the settings' default
 * list, as translated), given in the order the computer seats sit at the
 * table.  So each keeps its name hand after hand, where a name by the wind
 * it sits at moved with the deal, and the server's names (in the server's
 * language, "Computer S") are never shown. */
static char *
computer_name (const MjMessage *m,
               guint            seat)
{
  /* the same text, context and translation as the schema's default */
  const char *list = g_dpgettext2 (GETTEXT_PACKAGE, "default player names: a list of four quoted names",
                                   "['', 'Li Wei', 'Zhang Min', 'Wang Fang']");
  g_autoptr (GVariant) names = g_variant_parse (G_VARIANT_TYPE_STRING_ARRAY, list, NULL, NULL, NULL);
  guint k = 1;

  for (guint i = 0; i < seat; i++)
    if (!m->seats[i].person)
      k++;
  if (names && k < g_variant_n_children (names))
    {
      const char *name = NULL;

      g_variant_get_child (names, k, "&s", &name);
      if (name && *name)
        return g_strdup (name);
    }
  /* Translators: a computer player at a network table when no name is left for it ("Computer 3") */
  return g_strdup_printf (_("Computer %u"), k);
}

/* Who sits where, beside the table: a name, person or computer player,
 * connected or not, and whose move the table waits for. */
static void
update_seats (MjNetWindow     *self,
              const MjMessage *m)
{
  const MjView *v = m->view;
  guint me = mj_client_get_seat (self->client);

  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      const MjSeatInfo *info = &m->seats[i];
      g_autofree char *title = NULL;
      const char *who;
      gboolean moving = ((v->phase == MJ_PHASE_TURN || v->phase == MJ_PHASE_PRE_DRAW) && v->turn == i) ||
                        (i == me && ((v->pending >> i) & 1) && v->phase != MJ_PHASE_HAND_OVER &&
                         v->phase != MJ_PHASE_MATCH_OVER);
      g_autofree char *text = NULL;
      g_autofree char *computer = NULL;
      const char *name = info->name;

      /* a computer player's name is this game's (computer_name); names
       * people gave stay theirs */
      if (!info->person)
        name = computer = computer_name (m, i);
      if (g_strcmp0 (self->names[i], name) != 0)
        {
          g_free (self->names[i]);
          self->names[i] = g_strdup (name);
          mj_table_view_set_player_name (self->table, i, name);
        }
      if (i == me)
        who = _("You, at this screen");
      else if (info->person && info->connected)
        who = _("A person, connected");
      else if (info->person)
        who = _("A person, away: a computer player plays for them");
      else
        who = _("A computer player");
      /* Translators: a seat's line beside the network table while it is that seat's move: "A person, connected — thinking" */
      text = moving ? g_strdup_printf (_("%s — thinking"), who) : g_strdup (who);
      /* Translators: a seat's title beside the network table: its wind, then its name ("东 Li Wei") */
      title = g_strdup_printf (_("%s %s"), mj_wind_glyph (v->players[i].seat_wind % 4), name);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->seat_rows[i]), title);
      adw_action_row_set_subtitle (self->seat_rows[i], text);
      g_free (self->seat_texts[i]);
      self->seat_texts[i] = g_strdup_printf ("%s: %s", title, text);
    }
}

static void
update_title (MjNetWindow  *self,
              const MjView *v)
{
  g_autofree char *subtitle = NULL;
  g_autofree char *title = NULL;

  adw_window_title_set_title (self->title, _(v->rules->name));
  /* Translators: the network window's title, for the task switcher and a screen reader: "Sichuan over the network" */
  title = g_strdup_printf (_("%s over the network"), _(v->rules->name));
  gtk_window_set_title (GTK_WINDOW (self), title);
  /* Translators: the network window's subtitle, e.g. "Hand 3 · you sit 南 · over the network" */
  subtitle = g_strdup_printf (_("Hand %u · you sit %s · over the network"), v->hand_number,
                              mj_wind_glyph (v->players[v->seat].seat_wind % 4));
  adw_window_title_set_subtitle (self->title, subtitle);
}

/* ---- what the person may do ------------------------------------------------ */

static void
send (MjNetWindow    *self,
      const MjAction *action)
{
  if (!mj_client_send_action (self->client, action))
    {
      AdwToast *t = adw_toast_new (_("Not connected: the action was not sent."));
      adw_toast_overlay_add_toast (self->toasts, t);
    }
}

static void
update_controls (MjNetWindow *self)
{
  const MjMessage *m = mj_client_get_view (self->client);
  const MjView *v;
  guint me, n = 0;
  guint64 discardable;
  gboolean turn;
  gboolean connected = mj_client_get_state (self->client) == MJ_CLIENT_PLAYING;

  if (m == NULL)
    return;
  v = m->view;
  me = v->seat;
  if (connected && ((v->pending >> me) & 1))
    n = m->n_legal;
  turn = mj_table_input_discards (m->legal, n, &discardable);

  if (!connected)
    mj_claim_bar_clear (self->claim_bar);
  else if (v->phase == MJ_PHASE_HAND_OVER)
    {
      if (self->voted_hand == v->hand_number + 1)
        {
          mj_claim_bar_clear (self->claim_bar);
          mj_claim_bar_set_prompt (self->claim_bar, _("Waiting for the others to be ready for the next hand…"));
        }
      else
        mj_claim_bar_set_continue (self->claim_bar, _("The hand is over. Continue when you are ready for the next."));
    }
  else if (v->phase == MJ_PHASE_MATCH_OVER)
    {
      mj_claim_bar_clear (self->claim_bar);
      mj_claim_bar_set_prompt (self->claim_bar, _("The match is over."));
    }
  else if (v->phase == MJ_PHASE_EXCHANGE && n > 0)
    mj_table_input_choose_exchange (&self->input, v, m->legal, n);
  else if (n == 1 && m->legal[0].type == MJ_ACTION_PASS)
    {
      /* asked only so that nobody learns who could claim: passed at once */
      mj_claim_bar_clear (self->claim_bar);
      if (!self->passed || self->passed_ask != m->ask)
        {
          self->passed = TRUE;
          self->passed_ask = m->ask;
          send (self, &m->legal[0]);
        }
    }
  else
    {
      const char *prompt = n > 0 ? mj_table_input_prompt (&self->input, v, turn) : NULL;
      g_autofree char *other = NULL;

      mj_claim_bar_set_actions (self->claim_bar, m->legal, n, v->phase == MJ_PHASE_CLAIM || v->phase == MJ_PHASE_ROB
                                ? v->claim_tile : MJ_TILE_NONE);
      if (prompt == NULL && (v->phase == MJ_PHASE_TURN || v->phase == MJ_PHASE_PRE_DRAW) && v->turn != me)
        /* Translators: whose move the table waits for, e.g. "Li Wei’s turn" */
        prompt = other = g_strdup_printf (_("%s’s turn"), self->names[v->turn] ? self->names[v->turn] : "");
      if (prompt)
        mj_claim_bar_set_prompt (self->claim_bar, prompt);
    }
  /* the tiles received in the exchange are marked until the first turn
   * (the local table marks them as the exchange is made) */
  if (v->exchange_shift && v->phase != MJ_PHASE_EXCHANGE && !turn && !self->input.choosing &&
      v->players[me].n_discards == 0)
    mj_table_view_set_chosen (self->table, v->exchange_received, 3);
  mj_table_input_update_hand (&self->input, v->phase == MJ_PHASE_EXCHANGE && n > 0, turn, discardable);
  mj_table_input_update_hints (&self->input, adw_flap_get_reveal_flap (self->flap), self->hint_level, v, m->legal, n);
}

static void
on_tile_activated (MjNetWindow *self,
                   guint        tile,
                   gboolean     standing)
{
  const MjMessage *m = mj_client_get_view (self->client);
  MjAction a;

  if (m == NULL)
    return;
  a = mj_table_input_discard (&self->input, m->view->seat, (MjTile) tile, standing, m->view->features);
  /* the server decides; the table waits for its next view */
  mj_table_view_set_interactive (self->table, FALSE);
  self->input.was_turn = FALSE;
  send (self, &a);
}

/* The person is ready for the next hand (Continue on the bar, or the
 * score dialog's Next Hand): the server deals it when everyone is. */
static void
ready_for_next (MjNetWindow *self)
{
  const MjMessage *m = mj_client_get_view (self->client);
  MjAction next = { MJ_ACTION_NEXT_HAND, 0, MJ_TILE_NONE, 0, { 0 } };

  if (m == NULL || m->view->phase != MJ_PHASE_HAND_OVER || self->voted_hand == m->view->hand_number + 1)
    return;
  next.seat = (guint8) m->view->seat;
  self->voted_hand = m->view->hand_number + 1;
  send (self, &next);
  update_controls (self);
}

static void
on_action_chosen (MjNetWindow *self,
                  MjAction    *action)
{
  const MjMessage *m = mj_client_get_view (self->client);

  if (m == NULL)
    return;
  if (action->type == MJ_ACTION_NONE)
    {
      /* Continue, at the end of a hand: ready for the next */
      ready_for_next (self);
      return;
    }
  mj_claim_bar_clear (self->claim_bar);
  send (self, action);
}

/* ---- the hand's end ------------------------------------------------------------ */

static void
on_score_next (MjNetWindow *self)
{
  /* at the match's end the dialog only closes */
  ready_for_next (self);
}

/* The local table's score dialog: the wins with their hands and
 * patterns, every payment with its reason, the totals, the chart of the
 * hands played here.  Next Hand says the person is ready for the next. */
static void
show_score (MjNetWindow     *self,
            const MjMessage *m)
{
  const MjView *v = m->view;
  g_autofree MjState *s = state_of_view (self, m);
  gboolean match_over = v->phase == MJ_PHASE_MATCH_OVER;
  const char *names[MJ_N_SEATS];
  MjScoreDialog *dialog;

  if (self->score)
    gtk_window_destroy (GTK_WINDOW (self->score));
  self->scored_hand = v->hand_number + 1;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      g_array_append_val (self->history, v->players[i].score);
      names[i] = self->names[i] ? self->names[i] : "";
    }
  /* once a hand, as the score dialog: for the statistics */
  g_signal_emit (self, signals[HAND_FINISHED], 0, s, (guint) v->seat, names[v->seat]);
  dialog = mj_score_dialog_new (GTK_WINDOW (self), self->cache);
  mj_score_dialog_set_names (dialog, names, v->seat);
  /* (this game holds no record of a networked hand to replay) */
  mj_score_dialog_set_can_replay (dialog, FALSE);
  mj_score_dialog_show_hand (dialog, s, (const int *) (gpointer) self->history->data,
                             self->history->len / MJ_N_SEATS, match_over);
  if (match_over)
    /* (a new match over the network is the host's to begin) */
    mj_score_dialog_set_next_label (dialog, _("_Close"));
  g_signal_connect_object (dialog, "next", G_CALLBACK (on_score_next), self, G_CONNECT_SWAPPED);
  g_set_weak_pointer (&self->score, GTK_WIDGET (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- the client's news ------------------------------------------------------- */

static void dismiss_stale_toast (MjNetWindow     *self,
                                 const MjMessage *m);

static void
on_view (MjNetWindow *self)
{
  const MjMessage *m = mj_client_get_view (self->client);
  const MjView *v = m->view;
  gboolean over = v->phase == MJ_PHASE_HAND_OVER || v->phase == MJ_PHASE_MATCH_OVER;

  if (!self->has_start || self->start_hand != v->hand_number)
    {
      for (guint i = 0; i < MJ_N_SEATS; i++)
        self->hand_start[i] = v->players[i].score;
      self->start_hand = v->hand_number;
      self->has_start = TRUE;
      gtk_label_set_text (self->result, "");
      gtk_widget_set_visible (GTK_WIDGET (self->result), FALSE);
    }
  /* a new hand dealt: the last one's score is done with */
  if (!over && self->score)
    gtk_window_destroy (GTK_WINDOW (self->score));
  dismiss_stale_toast (self, m);
  update_seats (self, m);
  gtk_widget_set_visible (self->seats_group, TRUE);
  {
    /* which rules are in force: the host's house options come with the match */
    g_autofree char *options = mj_rule_options_describe (v->rules, &v->options);
    /* Translators: the rule set of a network match, then its house options ("The standard rules" or "Fan cap: 8; …") */
    g_autofree char *text = g_strdup_printf (_("%s. House rules: %s."), _(v->rules->name), options);
    gtk_label_set_text (self->house_label, text);
    gtk_widget_set_visible (GTK_WIDGET (self->house_label), TRUE);
  }
  narrate (self, m);
  if (over)
    {
      g_autofree char *text = hand_result (self, m);
      gtk_label_set_text (self->result, text);
      gtk_widget_set_visible (GTK_WIDGET (self->result), TRUE);
    }
  mj_table_view_follow_view (self->table, v);
  gtk_widget_set_visible (self->replay_button, v->phase == MJ_PHASE_MATCH_OVER);
  update_title (self, v);
  update_controls (self);
  self->last = *v;
  self->has_last = TRUE;
  /* once a hand: a rejoin during the score shows it again only if it was
   * never shown here */
  if (over && m->settled && self->scored_hand != v->hand_number + 1)
    show_score (self, m);
}

/* ---- the replay of this seat's views ----------------------------------------- */

static void
show_replay (MjNetWindow *self)
{
  MjViewReplayWindow *window;

  if (self->replay_window)
    {
      gtk_window_present (GTK_WINDOW (self->replay_window));
      return;
    }
  window = mj_view_replay_window_new (GTK_WINDOW (self), self->cache, mj_client_get_replay (self->client));
  g_set_weak_pointer (&self->replay_window, GTK_WIDGET (window));
  gtk_window_present (GTK_WINDOW (window));
}

/* Kept beside the game's records (File → Open finds it), and shown. */
static void
on_replay (MjNetWindow *self)
{
  const MjViewReplay *replay = mj_client_get_replay (self->client);
  g_autofree char *dir = mj_data_dir ();
  g_autofree char *name = g_strdup_printf ("network-view-%s-%c.json", mj_client_get_match (self->client),
                                           mj_seat_letter (replay->seat));
  g_autoptr (GError) error = NULL;

  gtk_widget_set_sensitive (self->replay_button, TRUE);
  g_free (self->replay_path);
  self->replay_path = g_build_filename (dir, name, NULL);
  if (mj_dir_ensure_private (dir, &error) && mj_view_replay_save (replay, self->replay_path, &error))
    {
      /* Translators: %s is a file name */
      g_autofree char *text = g_strdup_printf (_("Your replay is saved as %s."), name);
      say (self, text);
    }
  else
    {
      /* Translators: %s says why */
      g_autofree char *text = g_strdup_printf (_("Your replay could not be saved: %s"), error->message);
      g_clear_pointer (&self->replay_path, g_free);
      say (self, text);
    }
  show_replay (self);
}

static void
on_replay_clicked (MjNetWindow *self)
{
  if (mj_client_get_replay (self->client))
    {
      show_replay (self);
      return;
    }
  if (mj_client_request_replay (self->client))
    {
      gtk_widget_set_sensitive (self->replay_button, FALSE);
      say (self, _("Asking the server for your replay…"));
    }
}

const char *
mj_net_window_get_house_rules (MjNetWindow *self)
{
  g_return_val_if_fail (MJ_IS_NET_WINDOW (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->house_label)) ? gtk_label_get_text (self->house_label) : NULL;
}

const char *
mj_net_window_get_replay_path (MjNetWindow *self)
{
  g_return_val_if_fail (MJ_IS_NET_WINDOW (self), NULL);
  return self->replay_path;
}

GtkWidget *
mj_net_window_get_replay_window (MjNetWindow *self)
{
  g_return_val_if_fail (MJ_IS_NET_WINDOW (self), NULL);
  return self->replay_window;
}

void
mj_net_window_ask_replay (MjNetWindow *self)
{
  g_return_if_fail (MJ_IS_NET_WINDOW (self));
  gtk_widget_activate (self->replay_button);
}

static void
on_welcome (MjNetWindow *self)
{
  const char *code = mj_client_get_code (self->client);

  if (self->server && code)
    gtk_label_set_text (self->code_label, code);
  if (mj_client_get_view (self->client) == NULL)
    say (self, self->server ? _("Waiting for the others to join: give them the join code and an address.")
                            : _("You have joined: the match begins when every person’s seat is taken."));
}

#define TOAST_SHOWN_MS 600

static gboolean
dismiss_toast_later (gpointer data)
{
  MjNetWindow *self = data;

  self->toast_id = 0;
  if (self->action_toast)
    adw_toast_dismiss (self->action_toast);
  return G_SOURCE_REMOVE;
}

static void
on_toast_dismissed (MjNetWindow *self)
{
  /* (gone from the screen: its time ran out, or it was dismissed) */
  g_clear_weak_pointer (&self->action_toast);
}

static void
on_refused (MjNetWindow *self,
            const char  *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  AdwToast *t = adw_toast_new (escaped);
  const MjMessage *m = mj_client_get_view (self->client);

  adw_toast_set_timeout (t, 6);
  if (self->action_toast)
    adw_toast_dismiss (self->action_toast);
  g_set_weak_pointer (&self->action_toast, t);
  g_signal_connect_object (t, "dismissed", G_CALLBACK (on_toast_dismissed), self, G_CONNECT_SWAPPED);
  self->toast_time = g_get_monotonic_time ();
  g_clear_handle_id (&self->toast_id, g_source_remove);
  self->toast_hand = m ? m->view->hand_number : 0;
  self->toast_ask = m ? m->ask : 0;
  adw_toast_overlay_add_toast (self->toasts, t);
  update_controls (self);
}

/* A refusal speaks of the decision it refused: once the person has made
 * it, or the hand is over, it is gone from the screen, whatever is left
 * of its time (one was seen still there after the match's end, the
 * score dialog in front).  The local table dismisses a refusal as its
 * situation goes, too. */
static void
dismiss_stale_toast (MjNetWindow     *self,
                     const MjMessage *m)
{
  const MjView *v = m->view;

  if (self->action_toast && self->toast_id == 0 &&
      (v->phase == MJ_PHASE_HAND_OVER || v->phase == MJ_PHASE_MATCH_OVER || v->hand_number != self->toast_hand ||
       m->ask != self->toast_ask || !((v->pending >> v->seat) & 1)))
    {
      gint64 shown = (g_get_monotonic_time () - self->toast_time) / 1000;

      /* (libadwaita 1.2 crashes when a toast is dismissed while it is
       * still coming in: test-net-window met it under MALLOC_PERTURB_,
       * the turn played a few milliseconds after the refusal; it comes
       * in for a quarter of a second) */
      if (shown >= TOAST_SHOWN_MS)
        adw_toast_dismiss (self->action_toast);
      else
        self->toast_id = g_timeout_add (TOAST_SHOWN_MS - shown, dismiss_toast_later, self);
    }
}

static void
on_connection_lost (MjNetWindow *self,
                    guint        attempt,
                    guint        seconds)
{
  g_autofree char *text =
    /* Translators: the banner while the game tries to rejoin a network match */
    g_strdup_printf (ngettext ("The connection to the match was lost: a computer player plays your seat "
                                  "meanwhile. Rejoining in %u second (try %u)…",
                                  "The connection to the match was lost: a computer player plays your seat "
                                  "meanwhile. Rejoining in %u seconds (try %u)…", seconds),
                     seconds, attempt);

  show_banner (self, GTK_MESSAGE_WARNING, text);
  mj_table_view_set_interactive (self->table, FALSE);
  mj_claim_bar_clear (self->claim_bar);
  self->input.was_turn = FALSE;
}

static void
on_connection_restored (MjNetWindow *self)
{
  /* a pass sent as the connection went may not have arrived */
  self->passed = FALSE;
  show_banner (self, GTK_MESSAGE_INFO, _("The connection is back: you play your seat again."));
  self->banner_id = g_timeout_add_seconds (6, hide_banner, self);
}

static void
on_ended (MjNetWindow *self,
          const char  *text)
{
  show_banner (self, GTK_MESSAGE_ERROR, text);
  if (mj_client_get_view (self->client) == NULL)
    {
      /* never at the table (a join refused, an address that does not
       * answer, the host gone before the deal): the status line stops
       * saying a connection is on its way, and a join can be corrected */
      say (self, self->join[0] ? _("Not connected: correct the address or the join code, and try again.")
                               : _("Not connected."));
      gtk_widget_set_visible (self->retry, self->join[0] != NULL);
    }
  mj_table_view_set_interactive (self->table, FALSE);
  mj_claim_bar_clear (self->claim_bar);
  self->input.was_turn = FALSE;
}

/* Try Again: the Join dialog again, with what was typed, over this
 * window and its sentence.  It opens a window of its own, as from New
 * Game; once it has, this one, which never came to the table, goes. */
static void
on_toplevels_changed (GListModel  *toplevels,
                      guint        position,
                      guint        removed,
                      guint        added,
                      MjNetWindow *self)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);

      if (MJ_IS_NET_WINDOW (window) && window != (GObject *) self)
        g_set_weak_pointer (&self->retry_window, GTK_WINDOW (window));
    }
}

static void
on_retry_dialog_destroyed (MjNetWindow *self)
{
  g_signal_handlers_disconnect_by_func (gtk_window_get_toplevels (), on_toplevels_changed, self);
  /* (a join the dialog could not start destroyed its window at once) */
  if (self->retry_window)
    {
      g_clear_weak_pointer (&self->retry_window);
      gtk_window_close (GTK_WINDOW (self));
    }
}

static void
on_retry (MjNetWindow *self)
{
  MjNetDialog *dialog = mj_net_dialog_new (GTK_WINDOW (self), self->settings, self->cache, MJ_NET_DIALOG_JOIN);

  mj_net_dialog_set_field (dialog, "address", self->join[0]);
  mj_net_dialog_set_field (dialog, "code", self->join[1]);
  mj_net_dialog_set_field (dialog, "name", self->join[2]);
  g_clear_weak_pointer (&self->retry_window);
  g_signal_connect_object (gtk_window_get_toplevels (), "items-changed", G_CALLBACK (on_toplevels_changed), self, 0);
  g_signal_connect_object (dialog, "destroy", G_CALLBACK (on_retry_dialog_destroyed), self, G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- hints -------------------------------------------------------------------- */

static void
hints_changed (GSimpleAction *action,
               GVariant      *value,
               gpointer       data)
{
  MjNetWindow *self = data;

  g_simple_action_set_state (action, value);
  adw_flap_set_reveal_flap (self->flap, g_variant_get_boolean (value));
  /* one setting with the local table's: the person's choice */
  if (self->settings)
    g_settings_set_boolean (self->settings, "show-hints", g_variant_get_boolean (value));
  update_controls (self);
}

static void
on_hint_level (MjNetWindow *self,
               guint        level)
{
  self->hint_level = (MjHintLevel) level;
  update_controls (self);
}

/* "Why?" in a hint: the rule book at the rule it names. */
static void
on_hint_why (MjNetWindow *self,
             const char  *anchor)
{
  const MjMessage *m = mj_client_get_view (self->client);

  mj_rulebook_show (GTK_WINDOW (self), self->cache, m ? m->view->rules->id : mj_rules_all (NULL)[0]->id,
                    anchor && anchor[0] ? anchor : NULL);
}

static const GActionEntry win_actions[] = {
  { "hints", NULL, NULL, "false", hints_changed },
};

/* ---- the window ----------------------------------------------------------- */

static void
mj_net_window_dispose (GObject *object)
{
  MjNetWindow *self = MJ_NET_WINDOW (object);

  g_clear_handle_id (&self->banner_id, g_source_remove);
  g_clear_handle_id (&self->toast_id, g_source_remove);
  g_clear_weak_pointer (&self->action_toast);
  g_clear_weak_pointer (&self->retry_window);
  g_signal_handlers_disconnect_by_func (gtk_window_get_toplevels (), on_toplevels_changed, self);
  if (self->score)
    gtk_window_destroy (GTK_WINDOW (self->score));
  g_clear_weak_pointer (&self->replay_window);
  if (self->client)
    {
      g_signal_handlers_disconnect_by_data (self->client, self);
      mj_client_disconnect (self->client);
    }
  g_clear_object (&self->client);
  /* the others are told the match ends here */
  if (self->server)
    mj_server_stop (self->server);
  g_clear_object (&self->server);
  g_clear_object (&self->cache);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (mj_net_window_parent_class)->dispose (object);
}

static void
mj_net_window_finalize (GObject *object)
{
  MjNetWindow *self = MJ_NET_WINDOW (object);

  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      g_free (self->names[i]);
      g_free (self->seat_texts[i]);
    }
  g_free (self->banner_text);
  for (guint i = 0; i < G_N_ELEMENTS (self->join); i++)
    g_free (self->join[i]);
  g_array_unref (self->history);
  g_free (self->replay_path);
  G_OBJECT_CLASS (mj_net_window_parent_class)->finalize (object);
}

static void
mj_net_window_class_init (MjNetWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mj_net_window_dispose;
  object_class->finalize = mj_net_window_finalize;
  signals[HAND_FINISHED] = g_signal_new ("hand-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                         NULL, NULL, G_TYPE_NONE, 3, G_TYPE_POINTER, G_TYPE_UINT, G_TYPE_STRING);
}

static void
mj_net_window_init (MjNetWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *middle = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *table_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *seats = adw_preferences_group_new ();
  GtkWidget *heading, *hints_button;
  GtkEventController *shortcuts;

  self->history = g_array_new (FALSE, FALSE, sizeof (int));
  self->hint_level = MJ_HINT_LEVEL_SHORT;
  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions, G_N_ELEMENTS (win_actions), self);
  gtk_window_set_default_size (GTK_WINDOW (self), 1280, 800);
  self->title = ADW_WINDOW_TITLE (adw_window_title_new (_("Network Play"), NULL));
  /* the title the task switcher and a screen reader give the window
   * (the header's widget is not it), made true by each view */
  gtk_window_set_title (GTK_WINDOW (self), _("Network Play"));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), GTK_WIDGET (self->title));
  /* the hints' toggle and key, as at the local table (the game's own
   * accelerator is the application's, which a window of a test has not) */
  hints_button = gtk_toggle_button_new ();
  gtk_button_set_icon_name (GTK_BUTTON (hints_button), "dialog-information-symbolic");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (hints_button), "win.hints");
  gtk_widget_set_tooltip_text (hints_button, _("Hints (Ctrl+H)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (hints_button), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Hints"),
                                  GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS, "Control+H", -1);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), hints_button);
  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts), GTK_SHORTCUT_SCOPE_GLOBAL);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_h, GDK_CONTROL_MASK),
                                                          gtk_named_action_new ("win.hints")));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
  self->replay_button = gtk_button_new_with_mnemonic (_("Your _Replay"));
  gtk_widget_set_tooltip_text (self->replay_button, _("The match as your table showed it, step by step, kept with "
                                                      "your records"));
  g_signal_connect_swapped (self->replay_button, "clicked", G_CALLBACK (on_replay_clicked), self);
  gtk_widget_set_visible (self->replay_button, FALSE);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->replay_button);
  gtk_box_append (GTK_BOX (box), header);

  self->banner = GTK_INFO_BAR (gtk_info_bar_new ());
  self->banner_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->banner_label, TRUE);
  gtk_label_set_xalign (self->banner_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->banner_label), "heading");
  gtk_info_bar_add_child (self->banner, GTK_WIDGET (self->banner_label));
  self->retry = gtk_info_bar_add_button (self->banner, _("_Try Again"), GTK_RESPONSE_ACCEPT);
  gtk_widget_set_visible (self->retry, FALSE);
  g_signal_connect_swapped (self->banner, "response", G_CALLBACK (on_retry), self);
  gtk_widget_set_visible (GTK_WIDGET (self->banner), FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->banner));

  self->toasts = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (self->toasts), TRUE);
  adw_toast_overlay_set_child (self->toasts, middle);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->toasts));

  self->table = MJ_TABLE_VIEW (mj_table_view_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->table), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self->table), TRUE);
  gtk_box_append (GTK_BOX (table_box), GTK_WIDGET (self->table));
  self->status = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->status, TRUE);
  gtk_label_set_xalign (self->status, 0);
  gtk_widget_set_margin_start (GTK_WIDGET (self->status), 12);
  gtk_widget_set_margin_end (GTK_WIDGET (self->status), 12);
  gtk_widget_set_margin_top (GTK_WIDGET (self->status), 6);
  gtk_box_append (GTK_BOX (table_box), GTK_WIDGET (self->status));
  self->claim_bar = MJ_CLAIM_BAR (mj_claim_bar_new ());
  gtk_box_append (GTK_BOX (table_box), GTK_WIDGET (self->claim_bar));
  /* the hints beside the table, shown and hidden as at the local table */
  self->flap = ADW_FLAP (adw_flap_new ());
  adw_flap_set_flap_position (self->flap, GTK_PACK_END);
  adw_flap_set_fold_policy (self->flap, ADW_FLAP_FOLD_POLICY_NEVER);
  adw_flap_set_locked (self->flap, TRUE);
  adw_flap_set_reveal_flap (self->flap, FALSE);
  gtk_widget_set_hexpand (GTK_WIDGET (self->flap), TRUE);
  adw_flap_set_content (self->flap, table_box);
  self->hints = MJ_HINT_PANEL (mj_hint_panel_new ());
  gtk_widget_add_css_class (GTK_WIDGET (self->hints), "background");
  adw_flap_set_flap (self->flap, GTK_WIDGET (self->hints));
  adw_flap_set_separator (self->flap, gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  gtk_box_append (GTK_BOX (middle), GTK_WIDGET (self->flap));

  /* the side: the join code (hosting), the seats, the hand's result */
  /* narrow enough that the table's least (640), the hints and this fit
   * the default 1280: at 320 the window grew to 1296 with the hints shown,
   * wider than a 1280-pixel screen */
  gtk_widget_set_size_request (side, 260, -1);
  gtk_widget_set_margin_start (side, 12);
  gtk_widget_set_margin_end (side, 12);
  gtk_widget_set_margin_top (side, 12);
  gtk_widget_set_margin_bottom (side, 12);
  self->host_group = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  heading = gtk_label_new (_("Join code"));
  gtk_widget_add_css_class (heading, "heading");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_box_append (GTK_BOX (self->host_group), heading);
  self->code_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (self->code_label), "title-1");
  gtk_label_set_selectable (self->code_label, TRUE);
  gtk_label_set_xalign (self->code_label, 0);
  gtk_box_append (GTK_BOX (self->host_group), GTK_WIDGET (self->code_label));
  self->addresses_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->addresses_label, TRUE);
  gtk_label_set_selectable (self->addresses_label, TRUE);
  gtk_label_set_xalign (self->addresses_label, 0);
  gtk_box_append (GTK_BOX (self->host_group), GTK_WIDGET (self->addresses_label));
  gtk_widget_set_visible (self->host_group, FALSE);
  gtk_box_append (GTK_BOX (side), self->host_group);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (seats), _("At the table"));
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      self->seat_rows[i] = ADW_ACTION_ROW (adw_action_row_new ());
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (seats), GTK_WIDGET (self->seat_rows[i]));
    }
  gtk_widget_set_visible (seats, FALSE);
  self->seats_group = seats;
  gtk_box_append (GTK_BOX (side), seats);
  self->house_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->house_label, TRUE);
  gtk_label_set_xalign (self->house_label, 0);
  gtk_label_set_selectable (self->house_label, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->house_label), FALSE);
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->house_label));
  self->result = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->result, TRUE);
  gtk_label_set_xalign (self->result, 0);
  gtk_label_set_selectable (self->result, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->result), FALSE);
  gtk_box_append (GTK_BOX (side), GTK_WIDGET (self->result));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), side);
  gtk_box_append (GTK_BOX (middle), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  gtk_box_append (GTK_BOX (middle), scroller);

  adw_application_window_set_content (ADW_APPLICATION_WINDOW (self), box);

  self->client = mj_client_new ();
  self->input = (MjTableInput) { self->table, self->claim_bar, self->hints, FALSE, FALSE };
  g_signal_connect_swapped (self->client, "welcome", G_CALLBACK (on_welcome), self);
  g_signal_connect_swapped (self->client, "view", G_CALLBACK (on_view), self);
  g_signal_connect_swapped (self->client, "refused", G_CALLBACK (on_refused), self);
  g_signal_connect_swapped (self->client, "connection-lost", G_CALLBACK (on_connection_lost), self);
  g_signal_connect_swapped (self->client, "connection-restored", G_CALLBACK (on_connection_restored), self);
  g_signal_connect_swapped (self->client, "ended", G_CALLBACK (on_ended), self);
  g_signal_connect_swapped (self->client, "replay", G_CALLBACK (on_replay), self);
  g_signal_connect_swapped (self->table, "tile-activated", G_CALLBACK (on_tile_activated), self);
  g_signal_connect_swapped (self->table, "chosen-changed", G_CALLBACK (update_controls), self);
  g_signal_connect_swapped (self->claim_bar, "action-chosen", G_CALLBACK (on_action_chosen), self);
  g_signal_connect_swapped (self->hints, "level-changed", G_CALLBACK (on_hint_level), self);
  g_signal_connect_swapped (self->hints, "why", G_CALLBACK (on_hint_why), self);
  mj_claim_bar_attach_keys (self->claim_bar, GTK_WINDOW (self));
}

MjNetWindow *
mj_net_window_new (GtkApplication *app,
                   MjTileCache    *cache,
                   GSettings      *settings)
{
  MjNetWindow *self = g_object_new (MJ_TYPE_NET_WINDOW, "application", app, NULL);

  self->cache = g_object_ref (cache);
  mj_table_view_set_tile_cache (self->table, cache);
  mj_claim_bar_set_tile_cache (self->claim_bar, cache);
  mj_hint_panel_set_tile_cache (self->hints, cache);
  /* the table as the person set it up for the local one */
  if (settings)
    {
      self->hint_level = mj_table_input_hint_level (settings);
      g_action_group_change_action_state (G_ACTION_GROUP (self), "hints",
                                          g_variant_new_boolean (g_settings_get_boolean (settings, "show-hints")));
      /* (after the first state: the person's setting is not written back) */
      self->settings = g_object_ref (settings);
      mj_table_input_bind_settings (&self->input, settings);
    }
  return self;
}

gboolean
mj_net_window_host (MjNetWindow          *self,
                    const MjNetHostSetup *setup,
                    GError              **error)
{
  MjMessage hello = { MJ_MESSAGE_HELLO };
  g_autofree char *address = NULL;
  g_auto (GStrv) addresses = NULL;
  g_autoptr (GString) text = g_string_new (NULL);

  g_return_val_if_fail (MJ_IS_NET_WINDOW (self), FALSE);
  g_return_val_if_fail (self->server == NULL && mj_client_get_state (self->client) == MJ_CLIENT_IDLE, FALSE);

  self->server = mj_server_new (setup->state_dir);
  mj_server_set_in_game (self->server, TRUE);
  mj_server_set_records_dir (self->server, setup->records_dir);
  mj_server_set_pace (self->server, setup->pace);
  if ((setup->resume && !mj_server_resume_match (self->server, setup->resume, error)) ||
      !mj_server_listen (self->server, setup->port, FALSE, error))
    {
      g_clear_object (&self->server);
      return FALSE;
    }
  addresses = mj_server_get_addresses (self->server);
  if (addresses[0] == NULL)
    /* Translators: the host's window when the machine has no network address */
    g_string_append_printf (text, _("This machine has no network address now: others cannot join until it has "
                                    "one (the port is %u)."), mj_server_get_port (self->server));
  else
    {
      g_autofree char *list = g_strjoinv ("\n", addresses);
      /* Translators: beside the join code; %s is one address a line, "192.168.1.20:7788" */
      g_string_append_printf (text, _("Give the others the code and one of these addresses (the port after the colon):\n%s"),
                              list);
    }
  g_string_append (text, "\n\n");
  g_string_append (text, _("Matches are found by address only: nothing on the network announces this one."));
  gtk_label_set_text (self->addresses_label, text->str);
  gtk_widget_set_visible (self->host_group, TRUE);

  hello.version = MJ_PROTOCOL_VERSION;
  hello.want = MJ_HELLO_CREATE;
  if (setup->resume)
    {
      /* the host sits again at its own seat; the others rejoin with theirs */
      hello.want = MJ_HELLO_REJOIN;
      hello.match = (char *) setup->resume;
      hello.token = (char *) mj_server_get_creator_token (self->server, setup->resume);
    }
  hello.name = (char *) setup->name;
  hello.rules = (char *) setup->rules;
  hello.hands = setup->hands;
  hello.people = setup->people_seats ? (guint) __builtin_popcount (setup->people_seats) : setup->people;
  hello.people_seats = setup->people_seats;
  if (setup->options && setup->rules && mj_rules_lookup (setup->rules))
    {
      hello.has_options = TRUE;
      hello.n_options = mj_rules_lookup (setup->rules)->n_options;
      memcpy (hello.options, setup->options->values, sizeof hello.options);
    }
  hello.seed = setup->seed;
  /* the host plays as everyone else does: through the protocol */
  address = g_strdup_printf ("127.0.0.1:%u", mj_server_get_port (self->server));
  return mj_client_connect (self->client, address, &hello, error);
}

gboolean
mj_net_window_join (MjNetWindow *self,
                    const char  *address,
                    const char  *code,
                    const char  *name,
                    GError     **error)
{
  MjMessage hello = { MJ_MESSAGE_HELLO };
  g_autofree char *clean = NULL;

  g_return_val_if_fail (MJ_IS_NET_WINDOW (self), FALSE);
  g_return_val_if_fail (mj_client_get_state (self->client) == MJ_CLIENT_IDLE, FALSE);

  clean = g_strstrip (g_ascii_strup (code ? code : "", -1));
  if (strlen (clean) != MJ_PROTOCOL_CODE_LENGTH)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   /* Translators: %u is the number of characters of a join code (6) */
                   _("A join code has %u letters and digits: ask the host for it."), MJ_PROTOCOL_CODE_LENGTH);
      return FALSE;
    }
  hello.version = MJ_PROTOCOL_VERSION;
  hello.want = MJ_HELLO_JOIN;
  hello.name = (char *) name;
  hello.code = clean;
  /* kept for Try Again, should the server not let this game in */
  for (guint i = 0; i < G_N_ELEMENTS (self->join); i++)
    g_free (self->join[i]);
  self->join[0] = g_strdup (address);
  self->join[1] = g_strdup (code);
  self->join[2] = g_strdup (name ? name : "");
  say (self, _("Connecting…"));
  return mj_client_connect (self->client, address, &hello, error);
}

gboolean
mj_net_window_rejoin (MjNetWindow *self,
                      const char  *address,
                      const char  *match,
                      const char  *token,
                      GError     **error)
{
  MjMessage hello = { MJ_MESSAGE_HELLO };

  g_return_val_if_fail (MJ_IS_NET_WINDOW (self), FALSE);
  g_return_val_if_fail (mj_client_get_state (self->client) == MJ_CLIENT_IDLE, FALSE);
  g_return_val_if_fail (match != NULL && token != NULL, FALSE);

  hello.version = MJ_PROTOCOL_VERSION;
  hello.want = MJ_HELLO_REJOIN;
  hello.match = (char *) match;
  hello.token = (char *) token;
  say (self, _("Connecting…"));
  return mj_client_connect (self->client, address, &hello, error);
}

MjClient *
mj_net_window_get_client (MjNetWindow *self)
{
  g_return_val_if_fail (MJ_IS_NET_WINDOW (self), NULL);
  return self->client;
}

MjServer *
mj_net_window_get_server (MjNetWindow *self)
{
  g_return_val_if_fail (MJ_IS_NET_WINDOW (self), NULL);
  return self->server;
}

GtkWidget *
mj_net_window_get_table (MjNetWindow *self)
{
  g_return_val_if_fail (MJ_IS_NET_WINDOW (self), NULL);
  return GTK_WIDGET (self->table);
}

GtkWidget *
mj_net_window_get_claim_bar (MjNetWindow *self)
{
  g_return_val_if_fail (MJ_IS_NET_WINDOW (self), NULL);
  return GTK_WIDGET (self->claim_bar);
}

GtkWidget *
mj_net_window_get_hint_panel (MjNetWindow *self)
{
  g_return_val_if_fail (MJ_IS_NET_WINDOW (self), NULL);
  return GTK_WIDGET (self->hints);
}

GtkWidget *
mj_net_window_get_score_dialog (MjNetWindow *self)
{
  g_return_val_if_fail (MJ_IS_NET_WINDOW (self), NULL);
  return self->score;
}

const char *
mj_net_window_get_banner (MjNetWindow *self)
{
  g_return_val_if_fail (MJ_IS_NET_WINDOW (self), NULL);
  return self->banner_text;
}

const char *
mj_net_window_get_toast (MjNetWindow *self)
{
  g_return_val_if_fail (MJ_IS_NET_WINDOW (self), NULL);
  return self->action_toast ? adw_toast_get_title (self->action_toast) : NULL;
}

const char *
mj_net_window_get_code_text (MjNetWindow *self)
{
  g_return_val_if_fail (MJ_IS_NET_WINDOW (self), NULL);
  return gtk_widget_get_visible (self->host_group) ? gtk_label_get_text (self->code_label) : NULL;
}

const char *
mj_net_window_get_status (MjNetWindow *self)
{
  g_return_val_if_fail (MJ_IS_NET_WINDOW (self), NULL);
  return gtk_label_get_text (self->status);
}

GtkWidget *
mj_net_window_get_status_label (MjNetWindow *self)
{
  g_return_val_if_fail (MJ_IS_NET_WINDOW (self), NULL);
  return GTK_WIDGET (self->status);
}

const char *
mj_net_window_get_seat_text (MjNetWindow *self,
                             guint        seat)
{
  g_return_val_if_fail (MJ_IS_NET_WINDOW (self), NULL);
  g_return_val_if_fail (seat < MJ_N_SEATS, NULL);
  return self->seat_texts[seat];
}
