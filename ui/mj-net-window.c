/* mj-net-window.c: a networked match's window.  The match lives on the
 * server: this window holds only the last view it was sent, and each
 * thing the person does is one of the legal actions that view came with. */
#include "config.h"

#include <glib/gi18n.h>

#include "mj-claim-bar.h"
#include "mj-hint.h"
#include "mj-narrator.h"
#include "mj-rule-options-group.h"
#include "mj-net-window.h"
#include "mj-settlement.h"
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
  gboolean         choosing;      /* choosing the tiles of the exchange */
  gboolean         was_turn;
  gboolean         passed;        /* a lone pass sent for `passed_ask` */
  guint            passed_ask;
  guint            voted_hand;    /* the hand after which the next was asked for (+1; 0: none) */
  GtkWidget       *replay_button; /* at the match's end: the replay of this seat's views */
  GtkLabel        *house_label;   /* the rule set and house options in force */
  char            *replay_path;   /* where it was saved */
  GtkWidget       *replay_window; /* (weak) */
};

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

/* A state with what a view makes public of a hand's end, for the
 * sentences the local table's score dialog says (they read the wins, the
 * rule set and each seat's result from a state). */
static MjState *
state_of_view (MjNetWindow  *self,
               const MjView *v)
{
  MjState *s = g_new0 (MjState, 1);

  s->rules = v->rules;
  s->hand_number = v->hand_number;
  s->n_wins = MIN (v->n_wins, MJ_N_SEATS);
  memcpy (s->wins, v->wins, sizeof s->wins);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      s->scores[i] = v->players[i].score;
      s->hand_delta[i] = self->has_start ? v->players[i].score - self->hand_start[i] : 0;
    }
  return s;
}

/* The hand's result: each win (who, how, with what value, its
 * patterns), then everyone's gain or loss; at the match's end the
 * totals. */
static char *
hand_result (MjNetWindow  *self,
             const MjView *v)
{
  g_autofree MjState *s = state_of_view (self, v);
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

/* What happened since the last view, in the status line: a discard, a
 * meld, a win. */
static void
narrate (MjNetWindow  *self,
         const MjView *v)
{
  const MjView *was = &self->last;
  MjNarrator n;

  if (!self->has_last || was->hand_number != v->hand_number)
    return;
  narrator (self, &n);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      const MjViewPlayer *p = &v->players[i];

      if (p->n_melds > was->players[i].n_melds)
        {
          const MjMeld *meld = &p->melds[p->n_melds - 1];
          g_autofree char *from = NULL;
          g_autofree char *name = NULL;
          g_autofree char *text = NULL;

          if (meld->from < MJ_N_SEATS && meld->from != i)
            from = g_strdup (mj_narrator_is_you (&n, meld->from) ? _("you") : mj_narrator_name (&n, meld->from));
          name = mj_meld_display_name (meld, from);
          /* Translators: a meld made at a network table: "Li Wei shows pung of East wind" */
          text = MJ_TELL (&n, i, _("%s shows %s"), _("You show %s"), name);
          say (self, text);
        }
      else if (p->n_discards == was->players[i].n_discards + 1)
        {
          MjTile t = p->discards[p->n_discards - 1].tile;
          g_autofree char *text = mj_narrate_discard (&n, i, t, t == MJ_TILE_NONE);
          say (self, text);
        }
    }
  /* Sichuan's exchange: what went where, as the local table tells it */
  if (v->exchange_shift && !was->exchange_shift)
    {
      g_autofree char *text = mj_narrate_exchange (&n, v);
      say (self, text);
    }
  if ((v->phase == MJ_PHASE_HAND_OVER || v->phase == MJ_PHASE_MATCH_OVER) &&
      was->phase != MJ_PHASE_HAND_OVER && was->phase != MJ_PHASE_MATCH_OVER)
    {
      g_autofree char *text = hand_result (self, v);
      say (self, text);
    }
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

      if (g_strcmp0 (self->names[i], info->name) != 0)
        {
          g_free (self->names[i]);
          self->names[i] = g_strdup (info->name);
          mj_table_view_set_player_name (self->table, i, info->name);
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
      title = g_strdup_printf (_("%s %s"), mj_wind_glyph (v->players[i].seat_wind % 4), info->name);
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

  adw_window_title_set_title (self->title, _(v->rules->name));
  /* Translators: the network window's subtitle, e.g. "Hand 3 · you sit 南 · over the network" */
  subtitle = g_strdup_printf (_("Hand %u · you sit %s · over the network"), v->hand_number,
                              mj_wind_glyph (v->players[v->seat].seat_wind % 4));
  adw_window_title_set_subtitle (self->title, subtitle);
}

/* ---- what the person may do ------------------------------------------------ */

/* Sichuan's exchange, as at the local table: three tiles of one suit
 * chosen on the table, the hint's choice proposed. */
static void
choose_exchange (MjNetWindow    *self,
                 const MjView   *view,
                 const MjAction *legal,
                 guint           n)
{
  MjTile chosen[3];
  guint k;

  if (!self->choosing)
    {
      g_autofree MjHint *hint = g_new0 (MjHint, 1);
      const MjAction *proposal = &legal[0];

      mj_hint_build (hint, view, legal, n);
      if (hint->recommended.type == MJ_ACTION_EXCHANGE)
        proposal = &hint->recommended;
      self->choosing = TRUE;
      mj_table_view_set_choosing (self->table, 3);
      mj_table_view_set_chosen (self->table, proposal->tiles, 3);
    }
  k = mj_table_view_get_chosen (self->table, chosen, 3);
  if (k == 3 && mj_tile_suit (chosen[0]) == mj_tile_suit (chosen[1]) &&
      mj_tile_suit (chosen[0]) == mj_tile_suit (chosen[2]))
    {
      MjAction a = { MJ_ACTION_EXCHANGE, (guint8) view->seat, MJ_TILE_NONE, 0, { chosen[0], chosen[1], chosen[2] } };
      mj_claim_bar_set_actions (self->claim_bar, &a, 1, MJ_TILE_NONE);
      mj_claim_bar_set_prompt (self->claim_bar, _("Pass these three tiles on?"));
    }
  else
    {
      g_autofree char *prompt = k == 3
        ? g_strdup (_("The three tiles passed on must be of one suit: choose again."))
        : g_strdup_printf (_("Choose three tiles of one suit to pass on (%u chosen)"), k);
      mj_claim_bar_clear (self->claim_bar);
      mj_claim_bar_set_prompt (self->claim_bar, prompt);
    }
}

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
  guint64 discardable = 0;
  gboolean turn = FALSE;
  gboolean connected = mj_client_get_state (self->client) == MJ_CLIENT_PLAYING;

  if (m == NULL)
    return;
  v = m->view;
  me = v->seat;
  if (connected && ((v->pending >> me) & 1))
    n = m->n_legal;
  for (guint i = 0; i < n; i++)
    if (m->legal[i].type == MJ_ACTION_DISCARD)
      {
        discardable |= G_GUINT64_CONSTANT (1) << m->legal[i].tile;
        turn = TRUE;
      }

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
    choose_exchange (self, v, m->legal, n);
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
      const char *prompt = NULL;
      g_autofree char *other = NULL;

      mj_claim_bar_set_actions (self->claim_bar, m->legal, n, v->phase == MJ_PHASE_CLAIM || v->phase == MJ_PHASE_ROB
                                ? v->claim_tile : MJ_TILE_NONE);
      if (v->phase == MJ_PHASE_CHOOSE_SUIT && n > 0)
        prompt = _("Choose the suit you will not keep (定缺):");
      else if (turn)
        {
          gboolean confirm;
          g_object_get (self->table, "confirm-discard", &confirm, NULL);
          prompt = confirm ? _("Your turn: click a tile, then click it again to discard it (or ← → and Enter).")
                           : _("Your turn: click a tile to discard it (or ← → and Enter).");
        }
      else if ((v->phase == MJ_PHASE_TURN || v->phase == MJ_PHASE_PRE_DRAW) && v->turn != me)
        prompt = other = g_strdup_printf (_("%s’s turn"), self->names[v->turn] ? self->names[v->turn] : "");
      if (prompt)
        mj_claim_bar_set_prompt (self->claim_bar, prompt);
    }
  if (self->choosing && !(v->phase == MJ_PHASE_EXCHANGE && n > 0))
    {
      self->choosing = FALSE;
      mj_table_view_set_choosing (self->table, 0);
      mj_table_view_set_chosen (self->table, NULL, 0);
    }
  /* the tiles received in the exchange are shown new until the first turn */
  if (v->exchange_shift && v->phase != MJ_PHASE_EXCHANGE && !turn && !self->was_turn && !self->choosing &&
      v->players[me].n_discards == 0)
    mj_table_view_set_chosen (self->table, v->exchange_received, 3);
  if (turn && !self->was_turn)
    mj_table_view_set_chosen (self->table, NULL, 0);
  mj_table_view_set_blocked (self->table, turn ? ~discardable : 0);
  mj_table_view_set_interactive (self->table, turn);
  if (turn && !self->was_turn)
    gtk_widget_grab_focus (GTK_WIDGET (self->table));
  self->was_turn = turn;
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
  a = (MjAction) { MJ_ACTION_DISCARD, (guint8) m->view->seat, (MjTile) tile, 0, { 0 } };
  if (mj_claim_bar_get_ready (self->claim_bar))
    a.flags = MJ_ACTION_FLAG_READY;
  if (m->view->features & MJ_FEATURE_STANDING_TILES)
    a.flags |= standing ? MJ_ACTION_FLAG_STANDING : MJ_ACTION_FLAG_ORDINARY;
  /* the server decides; the table waits for its next view */
  mj_table_view_set_interactive (self->table, FALSE);
  self->was_turn = FALSE;
  send (self, &a);
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
      MjAction next = { MJ_ACTION_NEXT_HAND, (guint8) m->view->seat, MJ_TILE_NONE, 0, { 0 } };

      if (m->view->phase != MJ_PHASE_HAND_OVER)
        return;
      self->voted_hand = m->view->hand_number + 1;
      send (self, &next);
      update_controls (self);
      return;
    }
  mj_claim_bar_clear (self->claim_bar);
  send (self, action);
}

/* ---- the client's news ------------------------------------------------------- */

static void
on_view (MjNetWindow *self)
{
  const MjMessage *m = mj_client_get_view (self->client);
  const MjView *v = m->view;

  if (!self->has_start || self->start_hand != v->hand_number)
    {
      for (guint i = 0; i < MJ_N_SEATS; i++)
        self->hand_start[i] = v->players[i].score;
      self->start_hand = v->hand_number;
      self->has_start = TRUE;
      gtk_label_set_text (self->result, "");
      gtk_widget_set_visible (GTK_WIDGET (self->result), FALSE);
    }
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
  narrate (self, v);
  if (v->phase == MJ_PHASE_HAND_OVER || v->phase == MJ_PHASE_MATCH_OVER)
    {
      g_autofree char *text = hand_result (self, v);
      gtk_label_set_text (self->result, text);
      gtk_widget_set_visible (GTK_WIDGET (self->result), TRUE);
    }
  mj_table_view_follow_view (self->table, v);
  gtk_widget_set_visible (self->replay_button, v->phase == MJ_PHASE_MATCH_OVER);
  update_title (self, v);
  update_controls (self);
  self->last = *v;
  self->has_last = TRUE;
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

static void
on_refused (MjNetWindow *self,
            const char  *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);
  AdwToast *t = adw_toast_new (escaped);

  adw_toast_set_timeout (t, 6);
  adw_toast_overlay_add_toast (self->toasts, t);
  update_controls (self);
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
  self->was_turn = FALSE;
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
  mj_table_view_set_interactive (self->table, FALSE);
  mj_claim_bar_clear (self->claim_bar);
  self->was_turn = FALSE;
}

/* ---- the window ----------------------------------------------------------- */

static void
mj_net_window_dispose (GObject *object)
{
  MjNetWindow *self = MJ_NET_WINDOW (object);

  g_clear_handle_id (&self->banner_id, g_source_remove);
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
  g_free (self->replay_path);
  G_OBJECT_CLASS (mj_net_window_parent_class)->finalize (object);
}

static void
mj_net_window_class_init (MjNetWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = mj_net_window_dispose;
  object_class->finalize = mj_net_window_finalize;
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
  GtkWidget *heading;

  gtk_window_set_default_size (GTK_WINDOW (self), 1280, 800);
  self->title = ADW_WINDOW_TITLE (adw_window_title_new (_("Network Play"), NULL));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), GTK_WIDGET (self->title));
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
  gtk_box_append (GTK_BOX (middle), table_box);

  /* the side: the join code (hosting), the seats, the hand's result */
  gtk_widget_set_size_request (side, 320, -1);
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
  mj_claim_bar_attach_keys (self->claim_bar, GTK_WINDOW (self));
}

/* The tile-size setting as the table's scale (as the local window). */
static gboolean
tile_scale_from_setting (GValue   *value,
                         GVariant *variant,
                         gpointer  data)
{
  const char *size = g_variant_get_string (variant, NULL);

  g_value_set_double (value, g_strcmp0 (size, "small") == 0 ? 0.85 : g_strcmp0 (size, "large") == 0 ? 1.25 : 1.0);
  return TRUE;
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
  /* the table as the person set it up for the local one */
  if (settings)
    {
      g_settings_bind (settings, "animations", self->table, "animate", G_SETTINGS_BIND_GET);
      g_settings_bind (settings, "auto-sort", self->table, "auto-sort", G_SETTINGS_BIND_GET);
      g_settings_bind (settings, "confirm-discard", self->table, "confirm-discard", G_SETTINGS_BIND_GET);
      g_settings_bind (settings, "table-colour", self->table, "felt", G_SETTINGS_BIND_GET);
      g_settings_bind_with_mapping (settings, "tile-size", self->table, "tile-scale", G_SETTINGS_BIND_GET,
                                    tile_scale_from_setting, NULL, NULL, NULL);
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

const char *
mj_net_window_get_banner (MjNetWindow *self)
{
  g_return_val_if_fail (MJ_IS_NET_WINDOW (self), NULL);
  return self->banner_text;
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
