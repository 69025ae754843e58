/* test-net-table.c: the networked table (ui/mj-net-window.c) as a person
 * at the keyboard meets it, each key pressed through the X server
 * (xdotool's XTEST, as test-keyboard does at the local table), the server
 * on the loopback in this process:
 *
 *   /net-table/hands/ID  a match hosted by the window (Sichuan's of two
 *                        hands; one hand of Guizhou's and of Taiwan's),
 *                        one person and three computer players.  Ctrl+H
 *                        shows the hints; on each of the person's turns the
 *                        panel's advice is the local table's for the same
 *                        seat (built from the server's own view of it) and
 *                        reads in words.  Each discard by Home, → and
 *                        Enter, each choice of the claim bar by the key its
 *                        button shows.  The status line tells the deal, the
 *                        person's draws, the discards, in the local table's
 *                        words.  At each hand's end the score dialog: its
 *                        wins, payments and notes are the local dialog's
 *                        very sentences (made from the server's state), the
 *                        focus on Next Hand, which Enter presses, and the
 *                        next hand is dealt; at the match's end Close.
 *   /net-table/exchange  the exchange (换三张) on, the server driven
 *                        directly (the host's dialog cannot yet send house
 *                        options): its state folder holds a match saved
 *                        with the option, as a server saves one, and the
 *                        person joins it with its code.  Three tiles of
 *                        one suit chosen on the table by the arrows and
 *                        Space, passed on by Enter; the server took those
 *                        three, and the status line says what went where.
 *
 * Screenshots: net-table-hint.png, net-table-score-hand.png,
 * net-table-score-match.png, net-table-exchange.png.  Needs xdotool.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "mj-claim-bar.h"
#include "mj-hint-panel.h"
#include "mj-narrator.h"
#include "mj-net-window.h"
#include "mj-record.h"
#include "mj-settlement.h"
#include "mj-table-view.h"
#include "mj-tile-names.h"
#include "mj-ui-test.h"

#define MAX_STEPS 20000  /* 20 ms each */

static void
press (const char *keysym)
{
  const char *keys[] = { keysym, NULL };
  ui_xkeys_press (keys);
}

/* No tile in notation, and "you" spoken to as a person ("You win", not
 * "You wins"). */
static void
assert_words (const char *text)
{
  g_autoptr (GRegex) notation = g_regex_new ("(^|[^A-Za-z0-9])[1-9][mpsz]($|[^A-Za-z])", 0, 0, NULL);
  g_autoptr (GRegex) grammar = g_regex_new ("\\bYou (wins|pays|is|holds|draws|discards|melds|deals|declares)\\b",
                                            0, 0, NULL);

  g_assert_nonnull (text);
  if (g_regex_match (notation, text, 0, NULL))
    g_error ("a tile in notation: “%s”", text);
  if (g_regex_match (grammar, text, 0, NULL))
    g_error ("“you” spoken of as another: “%s”", text);
}

/* Every label a person can see now below `widget`, in order. */
static void
collect_labels (GtkWidget *widget,
                GPtrArray *out)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_LABEL (widget))
    g_ptr_array_add (out, (gpointer) gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    collect_labels (c, out);
}

static gboolean
has_label (GPtrArray  *labels,
           const char *text)
{
  for (guint i = 0; i < labels->len; i++)
    if (g_str_equal (labels->pdata[i], text))
      return TRUE;
  return FALSE;
}

typedef struct {
  MjNetWindow *window;
  MjTableView *table;
  MjClaimBar  *bar;
  MjServer    *server;
  GPtrArray   *lines;          /* every status line, in order */
  guint        acted_sequence; /* the view last acted on (+1) */
  guint        waits;          /* steps since, without a new view */
  guint        discards, buttons, hints, hands_scored;
  gboolean     screenshots;
} Person;

static void
on_status (GtkLabel   *label,
           GParamSpec *pspec,
           Person     *p)
{
  const char *text = gtk_label_get_label (label);

  assert_words (text);
  if (text[0] && (p->lines->len == 0 || !g_str_equal (g_ptr_array_index (p->lines, p->lines->len - 1), text)))
    g_ptr_array_add (p->lines, g_strdup (text));
}

static const MjMessage *
view_of (Person *p)
{
  return mj_client_get_view (mj_net_window_get_client (p->window));
}

/* The match as the server holds it: what the local table would show. */
static MjGame *
server_game (Person *p)
{
  MjMatch *match = mj_server_get_match (p->server, mj_client_get_match (mj_net_window_get_client (p->window)));

  g_assert_nonnull (match);
  return mj_match_get_game (match);
}

/* The names as the window gives them: a person's the server's, a
 * computer player's the window's own, by the wind it sits at (valid
 * until the next call). */
static void
narrator_of (Person     *p,
             MjNarrator *n)
{
  /* the computer players by this game's names, in the order they sit */
  static const char * const computer[] = { "Li Wei", "Zhang Min", "Wang Fang" };
  MjMatch *match = mj_server_get_match (p->server, mj_client_get_match (mj_net_window_get_client (p->window)));
  guint people = mj_match_get_humans (match);
  guint k = 0;

  for (guint i = 0; i < MJ_N_SEATS; i++)
    n->names[i] = (people >> i) & 1 ? mj_match_get_name (match, i) : computer[k++];
  n->you = mj_client_get_seat (mj_net_window_get_client (p->window));
}

/* The hint the person reads is the local table's for the same seat: the
 * one the server's own view of that seat gives, with the same actions. */
static void
check_hint (Person *p)
{
  GtkWidget *panel = mj_net_window_get_hint_panel (p->window);
  const MjHint *shown = mj_hint_panel_get_hint (MJ_HINT_PANEL (panel));
  MjGame *game = server_game (p);
  guint seat = mj_client_get_seat (mj_net_window_get_client (p->window));
  g_autofree MjHint *local = g_new0 (MjHint, 1);
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  MjAction legal[MJ_MAX_LEGAL];
  MjView view;
  guint n;

  g_assert_true (gtk_widget_get_mapped (panel));
  mj_game_get_view (game, seat, &view);
  n = mj_game_legal_actions (game, seat, legal, G_N_ELEMENTS (legal));
  mj_hint_build (local, &view, legal, n);
  g_assert_nonnull (shown);
  if (!mj_action_equal (&local->recommended, &shown->recommended))
    {
      g_autofree char *a = mj_action_to_text (&local->recommended);
      g_autofree char *b = mj_action_to_text (&shown->recommended);
      g_error ("the networked hint advises %s, the local one %s", b, a);
    }
  collect_labels (panel, labels);
  g_assert_cmpuint (labels->len, >, 0);
  for (guint i = 0; i < labels->len; i++)
    assert_words (labels->pdata[i]);
  if (p->hints++ == 2 && p->screenshots)
    ui_save_png (GTK_WIDGET (p->window), "net-table-hint.png");
}

/* One decision of the person's, by keys, when the window offers one. */
static void
act_by_keys (Person *p)
{
  const MjMessage *m = view_of (p);
  guint seat, buttons, found = G_MAXUINT;
  gboolean discard = FALSE;

  if (m == NULL || mj_client_get_state (mj_net_window_get_client (p->window)) != MJ_CLIENT_PLAYING ||
      mj_net_window_get_score_dialog (p->window))
    return;
  seat = m->view->seat;
  if (!((m->view->pending >> seat) & 1) || m->view->phase == MJ_PHASE_HAND_OVER ||
      m->view->phase == MJ_PHASE_MATCH_OVER)
    return;
  /* a key that went nowhere (the view came while it was on its way) is
   * pressed again after a while */
  if (p->acted_sequence == m->sequence + 1 && ++p->waits % 100 != 0)
    return;
  p->acted_sequence = m->sequence + 1;
  p->waits = 0;
  for (guint i = 0; i < m->n_legal; i++)
    discard |= m->legal[i].type == MJ_ACTION_DISCARD;

  buttons = mj_claim_bar_get_n_buttons (p->bar);
  for (guint i = 0; i < buttons && found == G_MAXUINT; i++)
    if (mj_claim_bar_get_button_action (p->bar, i)->type == MJ_ACTION_WIN)
      found = i;
  for (guint i = 0; i < buttons && found == G_MAXUINT && !discard; i++)
    if (mj_claim_bar_get_button_action (p->bar, i)->type == MJ_ACTION_PASS)
      found = i;
  if (found == G_MAXUINT && !discard && buttons > 0)
    found = 0;
  if (found != G_MAXUINT)
    {
      guint keyval = mj_claim_bar_get_button_key (p->bar, found);
      g_autofree char *text = mj_claim_bar_get_button_text (p->bar, found);
      g_autofree char *label = gtk_accelerator_get_label (keyval, 0);

      /* the key pressed is the one written on the button */
      g_assert_cmpuint (keyval, !=, 0);
      g_assert_nonnull (strstr (text, label));
      press (gdk_keyval_name (keyval));
      p->buttons++;
      return;
    }
  if (discard)
    {
      g_autoptr (GPtrArray) keys = g_ptr_array_new ();
      guint index = G_MAXUINT;

      check_hint (p);
      /* the first tile of the hand the rules let go */
      for (guint i = 0; i < mj_table_view_get_hand_length (p->table) && index == G_MAXUINT; i++)
        for (guint k = 0; k < m->n_legal; k++)
          if (m->legal[k].type == MJ_ACTION_DISCARD && m->legal[k].flags == 0 &&
              m->legal[k].tile == mj_table_view_get_hand_tile (p->table, i))
            {
              index = i;
              break;
            }
      g_assert_cmpuint (index, !=, G_MAXUINT);
      g_ptr_array_add (keys, "Home");
      for (guint i = 0; i < index; i++)
        g_ptr_array_add (keys, "Right");
      g_ptr_array_add (keys, "Return");
      g_ptr_array_add (keys, NULL);
      ui_xkeys_press ((const char * const *) keys->pdata);
      p->discards++;
    }
}

/* The score dialog a hand's end brings: the local dialog's sentences,
 * made from the server's own state of the hand, each on it. */
static void
check_score (Person     *p,
             GtkWidget  *dialog,
             const char *png)
{
  const MjState *s = mj_game_get_state (server_game (p));
  g_autoptr (GPtrArray) labels = g_ptr_array_new ();
  g_autoptr (GArray) lines = NULL;
  g_autoptr (GArray) notes = NULL;
  GtkWidget *focus;
  MjNarrator n;

  g_assert_true (ui_wait_sized (dialog));
  ui_iterate (100);
  narrator_of (p, &n);
  collect_labels (dialog, labels);
  for (guint i = 0; i < labels->len; i++)
    assert_words (labels->pdata[i]);
  g_assert_true (has_label (labels, "Payments"));
  g_assert_true (has_label (labels, "Scores"));
  if (s->n_wins == 0)
    g_assert_true (has_label (labels, "Nobody won: the wall is empty"));
  for (guint i = 0; i < s->n_wins; i++)
    {
      g_autofree char *head = mj_narrate_win (&n, s, i);
      if (!has_label (labels, head))
        g_error ("the win “%s” is not in the networked score dialog", head);
    }
  lines = mj_settlement_lines (&n, s);
  for (guint i = 0; i < lines->len; i++)
    if (!has_label (labels, g_array_index (lines, MjSettlementLine, i).text))
      g_error ("the payment “%s” is not in the networked score dialog", g_array_index (lines, MjSettlementLine, i).text);
  if (s->n_payments == 0)
    g_assert_true (has_label (labels, "No payments"));
  notes = mj_settlement_notes (&n, s);
  for (guint i = 0; i < notes->len; i++)
    if (!has_label (labels, g_array_index (notes, MjSettlementNote, i).text))
      g_error ("the note “%s” is not in the networked score dialog", g_array_index (notes, MjSettlementNote, i).text);
  /* the totals: every seat's name and its score after the hand */
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      g_autofree char *total = g_strdup_printf ("%d", s->scores[i]);
      g_autofree char *hand = g_strdup_printf ("%+d", s->hand_delta[i]);
      g_assert_true (has_label (labels, total));
      g_assert_true (has_label (labels, hand));
    }
  g_test_message ("hand %u: %u wins, %u payment lines, %u notes in the networked score dialog", s->hand_number,
                  s->n_wins, lines->len, notes->len);
  /* a screen reader names the window by the hand, and starts on the
   * button that goes on, which Enter presses */
  {
    g_autofree char *title = g_strdup_printf ("Hand %u", s->hand_number);
    g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (dialog)), ==,
                     s->phase == MJ_PHASE_MATCH_OVER ? "The match is over" : title);
  }
  focus = gtk_window_get_focus (GTK_WINDOW (dialog));
  g_assert_true (GTK_IS_BUTTON (focus));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (focus)), ==,
                   s->phase == MJ_PHASE_MATCH_OVER ? "_Close" : "_Next Hand");
  if (png)
    ui_save_png (dialog, png);
  p->hands_scored++;
}

static void
person_init (Person      *p,
             MjNetWindow *window,
             MjServer    *server)
{
  memset (p, 0, sizeof *p);
  p->window = window;
  p->server = server;
  p->table = MJ_TABLE_VIEW (mj_net_window_get_table (window));
  p->bar = MJ_CLAIM_BAR (mj_net_window_get_claim_bar (window));
  p->lines = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (mj_net_window_get_status_label (window), "notify::label", G_CALLBACK (on_status), p);
}

static gboolean
said (Person     *p,
      const char *part)
{
  for (guint i = 0; i < p->lines->len; i++)
    if (strstr (p->lines->pdata[i], part))
      return TRUE;
  return FALSE;
}

typedef struct {
  const char *rules;
  guint       hands;
  guint64     seed;
} HandsCase;

static void
test_hands (gconstpointer data)
{
  const HandsCase *c = data;
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  MjNetWindow *window = mj_net_window_new (NULL, cache, NULL);
  MjNetHostSetup setup = { c->rules, c->hands, 1, 0, "Mei", c->seed, 0.0 };
  gboolean sichuan = g_str_equal (c->rules, "sichuan");
  g_autoptr (GError) error = NULL;
  GVariant *state;
  Person p;
  guint steps = 0;

  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 860);
  g_assert_true (mj_net_window_host (window, &setup, &error));
  g_assert_no_error (error);
  /* (the person here answers at once: more than a person's messages a second) */
  mj_server_set_message_limit (mj_net_window_get_server (window), 100000);
  person_init (&p, window, mj_net_window_get_server (window));
  ui_xkeys_focus (GTK_WINDOW (window));

  /* the hints, by the local table's key */
  g_assert_false (gtk_widget_get_mapped (mj_net_window_get_hint_panel (window)));
  press ("ctrl+h");
  for (guint i = 0; i < 200 && !gtk_widget_get_mapped (mj_net_window_get_hint_panel (window)); i++)
    ui_iterate (10);
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "hints");
  g_assert_true (g_variant_get_boolean (state));
  g_variant_unref (state);
  g_assert_true (gtk_widget_get_mapped (mj_net_window_get_hint_panel (window)));

  p.screenshots = sichuan;
  while (p.hands_scored < c->hands)
    {
      GtkWidget *dialog;

      ui_iterate (20);
      g_assert_cmpuint (++steps, <, MAX_STEPS);
      dialog = mj_net_window_get_score_dialog (window);
      if (dialog == NULL)
        {
          act_by_keys (&p);
          continue;
        }
      {
        gboolean last = view_of (&p)->view->phase == MJ_PHASE_MATCH_OVER;

        check_score (&p, dialog, !sichuan ? NULL : last ? "net-table-score-match.png" : "net-table-score-hand.png");
        /* Enter: Next Hand (the next is dealt), or Close */
        ui_xkeys_focus (GTK_WINDOW (dialog));
        press ("Return");
        for (guint i = 0; i < 500 && mj_net_window_get_score_dialog (window) == dialog; i++)
          ui_iterate (10);
        g_assert_true (mj_net_window_get_score_dialog (window) != dialog);
        if (!last)
          {
            guint next = p.hands_scored + 1;

            for (guint i = 0; i < 500 && view_of (&p)->view->hand_number < next; i++)
              ui_iterate (10);
            g_assert_cmpuint (view_of (&p)->view->hand_number, ==, next);
          }
        ui_xkeys_focus (GTK_WINDOW (window));
      }
    }
  g_test_message ("%u discards by Home, → and Enter, %u choices by a button's key, %u hints compared", p.discards,
                  p.buttons, p.hints);
  g_assert_cmpuint (p.discards, >, 3);
  g_assert_cmpuint (p.hints, >, 3);
  if (sichuan)
    g_assert_cmpuint (p.buttons, >, 0);   /* the missing suit, at least */

  /* the status line in the local table's words: the deal, the person's
   * draws, the discards */
  for (guint i = 0; i < p.lines->len; i++)
    g_test_message ("status: %s", (const char *) p.lines->pdata[i]);
  g_assert_true (said (&p, "deal; the dice show") || said (&p, "deals; the dice show"));
  g_assert_true (said (&p, "You draw "));
  g_assert_true (said (&p, "You discard "));
  /* a computer player named by this game (the server's name was by seat
   * letter: "Computer S") */
  g_assert_false (said (&p, "Computer S "));
  g_assert_true (said (&p, "Li Wei discards ") || said (&p, "Zhang Min discards ") ||
                 said (&p, "Wang Fang discards "));
  g_assert_true (said (&p, "The match is over"));

  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (200);
  g_ptr_array_unref (p.lines);
}

/* ---- the exchange ------------------------------------------------------------ */

#define EXCHANGE_CODE "K7M2QX"

/* A folder as a server leaves it: a Sichuan match with the exchange on,
 * saved (its record) with its join code beside it, waiting for its one
 * person.  Returns the folder. */
static char *
exchange_match_folder (void)
{
  g_autofree char *dir = g_dir_make_tmp ("sparrow-net-table-XXXXXX", NULL);
  MjMatchSetup setup = { 0 };
  g_autoptr (MjMatch) match = NULL;
  g_autoptr (MjRecord) record = NULL;
  g_autoptr (GKeyFile) seats = g_key_file_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *data = NULL;

  g_assert_nonnull (dir);
  setup.rules = mj_rules_lookup ("sichuan");
  mj_options_init_defaults (setup.rules, &setup.options);
  setup.options.values[mj_options_find (setup.rules, "huan_san_zhang")] = 1;
  setup.seed = 20261204;
  setup.hands = 1;
  setup.level = MJ_BOT_NORMAL;
  setup.ask_every_human = TRUE;
  setup.human[0] = TRUE;
  setup.names[0] = g_strdup ("Mei");
  for (guint i = 1; i < MJ_N_SEATS; i++)
    setup.names[i] = g_strdup_printf ("Computer %c", mj_seat_letter (i));
  match = mj_match_new (&setup);
  mj_match_setup_clear (&setup);
  record = mj_match_to_record (match);
  path = g_strdup_printf ("%s/%s.json", dir, mj_match_get_id (match));
  g_assert_true (mj_record_save (record, path, &error));
  g_assert_no_error (error);
  g_free (path);
  g_key_file_set_string (seats, "match", "code", EXCHANGE_CODE);
  g_key_file_set_integer (seats, "match", "people", 1);
  data = g_key_file_to_data (seats, NULL, NULL);
  path = g_strdup_printf ("%s/%s.seats", dir, mj_match_get_id (match));
  g_assert_true (g_file_set_contents (path, data, -1, &error));
  return g_steal_pointer (&dir);
}

static void
remove_folder (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d && (name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_remove (path);
    }
  g_rmdir (dir);
}

static void
test_exchange (void)
{
  g_autoptr (MjTileCache) cache = mj_tile_cache_new ();
  g_autofree char *dir = exchange_match_folder ();
  g_autoptr (MjServer) server = mj_server_new (dir);
  g_autoptr (GError) error = NULL;
  g_autofree char *address = NULL;
  MjNetWindow *window = mj_net_window_new (NULL, cache, NULL);
  const MjMessage *m = NULL;
  MjTile want[3], have[3];
  guint8 cur[MJ_N_KINDS] = { 0 }, goal[MJ_N_KINDS] = { 0 };
  guint n_have, keyval;
  Person p;

  mj_server_set_pace (server, 0.0);
  mj_server_set_message_limit (server, 100000);
  g_assert_cmpuint (mj_server_resume (server, &error), ==, 1);
  g_assert_no_error (error);
  g_assert_true (mj_server_listen (server, 0, TRUE, &error));
  address = g_strdup_printf ("127.0.0.1:%u", mj_server_get_port (server));
  gtk_window_set_default_size (GTK_WINDOW (window), 1400, 860);
  person_init (&p, window, server);
  ui_xkeys_focus (GTK_WINDOW (window));
  g_assert_true (mj_net_window_join (window, address, EXCHANGE_CODE, "Mei", &error));
  g_assert_no_error (error);

  /* the window asks for three tiles of one suit, the hint's proposed */
  for (guint i = 0; i < 1000; i++)
    {
      m = view_of (&p);
      if (m && m->view->phase == MJ_PHASE_EXCHANGE && (m->view->pending & 1) &&
          mj_table_view_get_chosen (p.table, have, 3) == 3)
        break;
      ui_iterate (10);
    }
  g_assert_nonnull (m);
  g_assert_cmpint (m->view->phase, ==, MJ_PHASE_EXCHANGE);
  g_assert_nonnull (strstr (mj_claim_bar_get_prompt (p.bar), "Pass these three tiles on?"));
  n_have = mj_table_view_get_chosen (p.table, have, 3);
  g_assert_cmpuint (n_have, ==, 3);

  /* the person's own choice: the last three tiles of the hand's last suit
   * with three (another choice than the proposal where there is one) */
  {
    guint len = mj_table_view_get_hand_length (p.table), k = 0;

    for (int suit = MJ_SUIT_S; suit >= MJ_SUIT_M && k < 3; suit--)
      {
        k = 0;
        for (int i = (int) len - 1; i >= 0 && k < 3; i--)
          if (mj_tile_suit (mj_table_view_get_hand_tile (p.table, (guint) i)) == (MjSuit) suit)
            want[k++] = mj_table_view_get_hand_tile (p.table, (guint) i);
      }
    g_assert_cmpuint (k, ==, 3);
  }
  for (guint i = 0; i < 3; i++)
    {
      cur[have[i]]++;
      goal[want[i]]++;
    }
  /* by the arrows and Space: the proposal's extra tiles unchosen, then the
   * person's chosen (the table has the keyboard while tiles are chosen) */
  for (guint pass = 0; pass < 2; pass++)
    for (MjTile t = 0; t < MJ_N_KINDS; t++)
      while (pass == 0 ? cur[t] > goal[t] : cur[t] < goal[t])
        {
          guint copy = pass == 0 ? 0 : cur[t], seen = 0, index = G_MAXUINT;
          g_autoptr (GPtrArray) keys = g_ptr_array_new ();

          for (guint i = 0; i < mj_table_view_get_hand_length (p.table) && index == G_MAXUINT; i++)
            if (mj_table_view_get_hand_tile (p.table, i) == t && seen++ == copy)
              index = i;
          g_assert_cmpuint (index, !=, G_MAXUINT);
          g_ptr_array_add (keys, "Home");
          for (guint i = 0; i < index; i++)
            g_ptr_array_add (keys, "Right");
          g_ptr_array_add (keys, "space");
          g_ptr_array_add (keys, NULL);
          ui_xkeys_press ((const char * const *) keys->pdata);
          cur[t] += pass == 0 ? -1 : 1;
        }
  n_have = mj_table_view_get_chosen (p.table, have, 3);
  g_assert_cmpuint (n_have, ==, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (goal[have[i]], >, 0);
  for (guint w = 0; w < 100 && mj_claim_bar_get_n_buttons (p.bar) != 1; w++)
    ui_iterate (10);
  g_assert_cmpuint (mj_claim_bar_get_n_buttons (p.bar), ==, 1);
  g_assert_cmpint (mj_claim_bar_get_button_action (p.bar, 0)->type, ==, MJ_ACTION_EXCHANGE);
  keyval = mj_claim_bar_get_button_key (p.bar, 0);
  g_assert_cmpuint (keyval, ==, GDK_KEY_Return);
  press ("Return");

  /* everyone has chosen: the server took the person's three, and the
   * status line says what went where */
  for (guint i = 0; i < 1000 && !(view_of (&p) && view_of (&p)->view->exchange_shift); i++)
    ui_iterate (10);
  m = view_of (&p);
  g_assert_cmpuint (m->view->exchange_shift, >, 0);
  {
    guint8 given[MJ_N_KINDS] = { 0 };
    for (guint i = 0; i < 3; i++)
      given[m->view->exchange_given[i]]++;
    g_assert_cmpmem (given, sizeof given, goal, sizeof goal);
  }
  ui_iterate (200);
  for (guint i = 0; i < p.lines->len; i++)
    g_test_message ("status: %s", (const char *) p.lines->pdata[i]);
  {
    MjNarrator n;
    MjView view;
    g_autofree char *text = NULL;

    narrator_of (&p, &n);
    mj_game_get_view (server_game (&p), 0, &view);
    text = mj_narrate_exchange (&n, &view);
    g_assert_true (said (&p, text));
  }
  ui_save_png (GTK_WIDGET (window), "net-table-exchange.png");

  gtk_window_destroy (GTK_WINDOW (window));
  mj_server_stop (server);
  ui_iterate (200);
  g_ptr_array_unref (p.lines);
  g_clear_object (&server);
  remove_folder (dir);
}

int
main (int    argc,
      char **argv)
{
  ui_test_prepare_display ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  {
    /* Sichuan's two hands (the missing suit, the exchange off, a second
     * hand dealt by Enter); Guizhou's settlement notes (the flipped tile,
     * the chickens) rest on what the rule set keeps of the hand; Taiwan's
     * flowers and tai */
    static const HandsCase cases[] = {
      { "sichuan", 2, 20261203 }, { "zhuoji", 1, 20261205 }, { "taiwan16", 1, 20261206 },
    };

    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_autofree char *path = g_strdup_printf ("/net-table/hands/%s", cases[i].rules);
        g_test_add_data_func (path, &cases[i], test_hands);
      }
  }
  g_test_add_func ("/net-table/exchange", test_exchange);
  return g_test_run ();
}
