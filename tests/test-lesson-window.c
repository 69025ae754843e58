/* test-lesson-window.c: the lessons, played on the real window as a
 * person does, under Xvfb.  Run in English and in 简体 (tests/meson.build
 * sets LANGUAGE).
 *
 *   /ui/lesson/list       Learn (Ctrl+L's action) lists the five lessons,
 *                         the drills and the hand calculator, whose rows
 *                         open them
 *   /ui/lesson/ID         the lesson chosen from the list: every step
 *                         reached, notes read with Continue (the first
 *                         by Enter through the X server, xdotool's
 *                         XTEST, Continue having the focus), the person's
 *                         moves made on the table's tiles (by clicks in
 *                         English, by the arrows and Enter in 简体) and by
 *                         the claim bar's keys, one wrong move refused
 *                         with the rule's reason and the lesson's hint,
 *                         and (Sichuan, Lisi) one the rule set itself
 *                         refuses, its rule's reason said exactly;
 *                         left half way and taken up again at the same
 *                         step; the end reached and marked in the list;
 *                         the panel tells what happens now once the
 *                         person's move is made (not its instruction);
 *                         screenshots at 1280×800
 *                         (screenshots/lesson-LANG-ID-*.png)
 *   /ui/lesson/new-game   New Game in a lesson asks about the match left
 *                         for the lesson, which it replaces
 *   /ui/lesson/locked-out another Sparrow holds the autosave: leaving a
 *                         lesson gives back the match it interrupted
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "mj-calculator-window.h"
#include "mj-claim-bar.h"
#include "mj-drill-window.h"
#include "mj-hint.h"
#include "mj-lessons-window.h"
#include "mj-narrator.h"
#include "mj-new-game-dialog.h"
#include "mj-score-dialog.h"
#include "mj-table-view.h"
#include "mj-ui-test.h"
#include "mj-app-test.h"

static const char *language;
/* the table's tiles chosen by keys (the 简体 run) or by clicks */
static gboolean by_keys;

static MjLessonsWindow *
open_list (MjWindow *window)
{
  GtkWidget *list;

  gtk_widget_activate_action (GTK_WIDGET (window), "win.learn", NULL);
  ui_iterate (100);
  list = ui_find_toplevel (MJ_TYPE_LESSONS_WINDOW);
  g_assert_nonnull (list);
  g_assert_true (ui_wait_sized (list));
  return MJ_LESSONS_WINDOW (list);
}

static void
test_list (void)
{
  MjWindow *window = app_test_new_window ();
  MjLessonsWindow *list = open_list (window);
  const MjLessonData *const *all;
  guint n;
  GtkWidget *calc;

  all = mj_lesson_data_all (&n);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *row = mj_lessons_window_get_row (list, all[i]->id);
      g_assert_nonnull (row);
      g_assert_true (gtk_widget_get_visible (row));
    }
  {
    g_autofree char *name = g_strdup_printf ("lesson-%s-list.png", language);
    ui_save_png (GTK_WIDGET (list), name);
  }
  /* the drills' row opens the drills, the list goes */
  gtk_widget_activate (mj_lessons_window_get_row (list, "drills"));
  ui_iterate (200);
  g_assert_null (ui_find_toplevel (MJ_TYPE_LESSONS_WINDOW));
  g_assert_nonnull (ui_find_toplevel (MJ_TYPE_DRILL_WINDOW));
  gtk_window_destroy (GTK_WINDOW (ui_find_toplevel (MJ_TYPE_DRILL_WINDOW)));
  ui_iterate (50);
  list = open_list (window);
  /* the calculator's row opens the calculator, the list goes */
  calc = mj_lessons_window_get_row (list, "calculator");
  g_assert_nonnull (calc);
  gtk_widget_activate (calc);
  ui_iterate (200);
  g_assert_null (ui_find_toplevel (MJ_TYPE_LESSONS_WINDOW));
  g_assert_nonnull (ui_find_toplevel (MJ_TYPE_CALCULATOR_WINDOW));
  gtk_window_destroy (GTK_WINDOW (ui_find_toplevel (MJ_TYPE_CALCULATOR_WINDOW)));
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

static void
shot (MjWindow   *window,
      const char *id,
      const char *what)
{
  g_autofree char *name = g_strdup_printf ("lesson-%s-%s-%s.png", language, id, what);

  ui_wait_frame (GTK_WIDGET (window));
  ui_save_png (GTK_WIDGET (window), name);
}

/* Enter pressed through the X server (xdotool's XTEST, as test-keyboard),
 * so that GTK's own event path takes it to the focused widget; this test
 * has an X server of its own (tests/meson.build). */
static void
press_enter (MjWindow *window)
{
  const char *keys[] = { "Return", NULL };

  /* (the Learn window just went: the lesson's window is made the one
   * the keys are for, and waited for) */
  ui_xkeys_focus (GTK_WINDOW (window));
  ui_xkeys_press (keys);
}

static void
click_continue (MjWindow *window)
{
  GtkWidget *panel = mj_window_get_lesson_panel (window);
  GtkWidget *button = ui_find_descendant (panel, GTK_TYPE_BUTTON);

  g_assert_true (gtk_widget_get_visible (button));
  g_assert_true (ui_wait_sized (button));
  ui_click (button, 4, 4);
}

/* A tile of the hand clicked twice (choose, then discard), or reached by
 * the arrows and discarded by Enter, as a person does; `standing`: the
 * standing copy (Lisi), else an ordinary one. */
static gboolean
click_tile (MjTableView *table,
            MjTile       tile,
            gboolean     standing)
{
  const MjState *s = mj_game_get_state (mj_table_view_get_game (table));
  guint you = mj_table_view_get_viewer (table);
  guint n = mj_table_view_get_hand_length (table);
  int fallback = -1;

  for (guint i = 0; i < n; i++)
    if (mj_table_view_get_hand_tile (table, i) == tile)
      {
        /* the standing tiles come first in the hand shown */
        gboolean is_standing = s->players[you].standing[tile] > 0 && i < s->players[you].n_standing;
        if (is_standing == standing || fallback < 0)
          fallback = (int) i;
        if (is_standing == standing)
          break;
      }
  if (fallback < 0)
    return FALSE;
  if (by_keys)
    {
      /* Home, → to it, Enter */
      gtk_widget_grab_focus (GTK_WIDGET (table));
      ui_key (GTK_WIDGET (table), GDK_KEY_Home, 0);
      for (int i = 0; i < fallback; i++)
        ui_key (GTK_WIDGET (table), GDK_KEY_Right, 0);
      ui_key (GTK_WIDGET (table), GDK_KEY_Return, 0);
      return TRUE;
    }
  {
    double x, y;
    g_assert_true (mj_table_view_get_tile_center (table, (guint) fallback, &x, &y));
    ui_click (GTK_WIDGET (table), x, y);
    ui_click (GTK_WIDGET (table), x, y);
  }
  return TRUE;
}

/* The claim bar's button of `want` pressed by its key; FALSE if none. */
static gboolean
press_claim (MjClaimBar     *bar,
             const MjAction *want)
{
  for (guint i = 0; i < mj_claim_bar_get_n_buttons (bar); i++)
    {
      const MjAction *a = mj_claim_bar_get_button_action (bar, i);
      guint key = mj_claim_bar_get_button_key (bar, i);

      if (a && a->type == want->type && (want->type != MJ_ACTION_CHOW || a->tile == want->tile) &&
          (want->type != MJ_ACTION_CHOOSE_SUIT || a->tile == want->tile) &&
          (want->type != MJ_ACTION_KONG_CONCEALED || a->tile == want->tile) &&
          (want->type != MJ_ACTION_KONG_ADDED || a->tile == want->tile) && key)
        return mj_claim_bar_press_key (bar, key);
    }
  return FALSE;
}

/* The lesson's move, made through the table and the claim bar. */
static void
make_move (MjWindow       *window,
           const MjAction *want)
{
  MjTableView *table = MJ_TABLE_VIEW (mj_window_get_table (window));
  MjClaimBar *bar = MJ_CLAIM_BAR (mj_window_get_claim_bar (window));

  if (want->type == MJ_ACTION_EXCHANGE)
    {
      /* the three tiles chosen on the table by the arrows and Space (the
       * proposal's own taken back first), passed on by the bar's Enter */
      MjTile have[3];
      guint n_have = mj_table_view_get_chosen (table, have, 3);
      guint8 cur[MJ_N_KINDS] = { 0 }, goal[MJ_N_KINDS] = { 0 };

      gtk_widget_grab_focus (GTK_WIDGET (table));
      for (guint i = 0; i < n_have; i++)
        cur[have[i]]++;
      for (guint i = 0; i < 3; i++)
        goal[want->tiles[i]]++;
      for (guint pass = 0; pass < 2; pass++)
        for (MjTile t = 0; t < MJ_N_KINDS; t++)
          while (pass == 0 ? cur[t] > goal[t] : cur[t] < goal[t])
            {
              guint copy = pass == 0 ? 0 : cur[t], seen = 0, index = G_MAXUINT;

              for (guint i = 0; i < mj_table_view_get_hand_length (table) && index == G_MAXUINT; i++)
                if (mj_table_view_get_hand_tile (table, i) == t && seen++ == copy)
                  index = i;
              g_assert_cmpuint (index, !=, G_MAXUINT);
              ui_key (GTK_WIDGET (table), GDK_KEY_Home, 0);
              for (guint i = 0; i < index; i++)
                ui_key (GTK_WIDGET (table), GDK_KEY_Right, 0);
              ui_key (GTK_WIDGET (table), GDK_KEY_space, 0);
              cur[t] += pass == 0 ? -1 : 1;
            }
      ui_iterate (30);
      g_assert_cmpuint (mj_table_view_get_chosen (table, have, 3), ==, 3);
      g_assert_cmpuint (mj_claim_bar_get_n_buttons (bar), ==, 1);
      g_assert_cmpuint (mj_claim_bar_get_button_key (bar, 0), ==, GDK_KEY_Return);
      g_assert_true (mj_claim_bar_press_key (bar, GDK_KEY_Return));
      return;
    }
  if (want->type == MJ_ACTION_DISCARD)
    {
      gboolean standing = FALSE;
      if (want->flags & MJ_ACTION_FLAG_READY)
        {
          /* R: the ready toggle, then the standing tile */
          g_assert_true (mj_claim_bar_press_key (bar, GDK_KEY_r));
          g_assert_true (mj_claim_bar_get_ready (bar));
          standing = TRUE;
        }
      g_assert_true (click_tile (table, want->tile, standing));
    }
  else
    g_assert_true (press_claim (bar, want));
}

/* A move the lesson refuses, made as a person would: another button of
 * the claim bar, or another tile of the hand. */
static void
wrong_move (MjWindow       *window,
            const MjAction *want)
{
  MjTableView *table = MJ_TABLE_VIEW (mj_window_get_table (window));
  MjClaimBar *bar = MJ_CLAIM_BAR (mj_window_get_claim_bar (window));

  if (want->type == MJ_ACTION_DISCARD)
    {
      /* Lisi: the standing tile face up, which its rule forbids */
      if (want->flags & MJ_ACTION_FLAG_READY)
        {
          g_assert_true (click_tile (table, want->tile, TRUE));
          return;
        }
      for (guint i = 0; i < mj_table_view_get_hand_length (table); i++)
        if (mj_table_view_get_hand_tile (table, i) != want->tile)
          {
            g_assert_true (click_tile (table, mj_table_view_get_hand_tile (table, i), FALSE));
            return;
          }
      g_assert_not_reached ();
    }
  for (guint i = 0; i < mj_claim_bar_get_n_buttons (bar); i++)
    {
      const MjAction *a = mj_claim_bar_get_button_action (bar, i);
      guint key = mj_claim_bar_get_button_key (bar, i);
      if (a && key && (a->type != want->type || a->tile != want->tile))
        {
          g_assert_true (mj_claim_bar_press_key (bar, key));
          return;
        }
    }
  /* one button only: a tile from the hand, out of turn */
  g_assert_true (mj_table_view_get_hand_length (table) > 0);
  click_tile (table, mj_table_view_get_hand_tile (table, 0), FALSE);
}

/* A move the rule set itself refuses at this step, made on the table's
 * tiles, and the refusal it meets: Sichuan, a tile of another suit while
 * one of the missing suit is held; Lisi, the standing tile face up where
 * ready is declared with it.  FALSE where this step has none the window
 * can make (its claim bar offers only the claims the rules allow). */
static gboolean
rule_wrong_move (MjWindow       *window,
                 const MjAction *want,
                 MjAction       *bad,
                 MjRefusal      *refusal)
{
  MjTableView *table = MJ_TABLE_VIEW (mj_window_get_table (window));
  const MjState *s = mj_game_get_state (mj_table_view_get_game (table));
  guint you = mj_table_view_get_viewer (table);
  int missing = s->players[you].missing_suit;

  if (want->type != MJ_ACTION_DISCARD)
    return FALSE;
  *bad = *want;
  if (want->flags & MJ_ACTION_FLAG_READY)
    {
      bad->flags = 0;
      *refusal = MJ_REFUSAL_STANDING_DISCARD;
      g_assert_true (click_tile (table, want->tile, TRUE));
      return TRUE;
    }
  if (missing >= 0 && (int) mj_tile_suit (want->tile) == missing)
    for (guint i = 0; i < mj_table_view_get_hand_length (table); i++)
      if ((int) mj_tile_suit (mj_table_view_get_hand_tile (table, i)) != missing)
        {
          bad->tile = mj_table_view_get_hand_tile (table, i);
          *refusal = MJ_REFUSAL_MISSING_SUIT_DISCARD;
          g_assert_true (click_tile (table, bad->tile, FALSE));
          return TRUE;
        }
  return FALSE;
}

static GtkWidget *
find_label_button (GtkWidget  *root,
                   const char *label)
{
  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (root)), label) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_label_button (c, label);
      if (found)
        return found;
    }
  return NULL;
}

/* Plays the lesson on the window from where it is; leaves it once, at
 * `leave_at`, and takes it up again from the list. */
/* How many lessons saw the resumed match's toast go. */
static guint n_resumed;
/* How many moves of the person were followed by the computers' play (the
 * panel saying so). */
static guint n_done;
/* How many notes were read on by Enter through the X server. */
static guint n_entered;

static GtkWidget *
find_label (GtkWidget  *root,
            const char *text)
{
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_label (c, text);
      if (found)
        return found;
    }
  return NULL;
}

/* The window's status line (the one label of role status outside the
 * hint panel). */
static GtkLabel *
find_status (GtkWidget *root)
{
  for (GtkWidget *w = gtk_widget_get_first_child (root); w; w = gtk_widget_get_next_sibling (w))
    {
      GtkLabel *found;

      /* (the hint panel, in the flap, has one too) */
      if (GTK_IS_LABEL (w) && gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (w)) == GTK_ACCESSIBLE_ROLE_STATUS &&
          !gtk_widget_get_ancestor (w, ADW_TYPE_FLAP))
        return GTK_LABEL (w);
      if ((found = find_status (w)) != NULL)
        return found;
    }
  return NULL;
}

/* The status line tells the lesson's deal, not the last thing said of the
 * match before it: it said "You deal; the dice show 3 + 2." under a
 * lesson dealt by East with other dice (the lesson's match is dealt before
 * the window takes it, and the window told deals only as they happened). */
static void
assert_status_tells_deal (MjWindow *window,
                          MjMatch  *match)
{
  const MjState *s = mj_game_get_state (mj_match_get_game (match));
  MjNarrator n;
  g_autofree char *deal = NULL;

  for (guint i = 0; i < MJ_N_SEATS; i++)
    n.names[i] = mj_match_get_name (match, i);
  n.you = mj_match_get_home_seat (match);
  deal = mj_narrate_deal (&n, s);
  g_assert_cmpstr (gtk_label_get_text (find_status (GTK_WIDGET (window))), ==, deal);
}

static void
play (MjWindow           *window,
      const MjLessonData *data,
      guint               leave_at)
{
  MjTableView *table = MJ_TABLE_VIEW (mj_window_get_table (window));
  MjLesson *lesson = mj_window_get_lesson (window);
  g_autofree guint8 *reached = NULL;
  gboolean tried = FALSE, rule_tried = FALSE, shot_move = FALSE, shot_done = FALSE, left = FALSE, entered = FALSE;
  GtkWidget *resumed;
  gboolean had_toast;
  guint n_steps;

  g_assert_nonnull (lesson);
  n_steps = mj_lesson_get_n_steps (lesson);
  reached = g_new0 (guint8, n_steps);
  for (guint guard = 0; guard < 4000; guard++)
    {
      MjGame *game;
      MjAction want;
      guint step;

      lesson = mj_window_get_lesson (window);
      if (lesson == NULL)
        break;
      game = mj_match_get_game (mj_lesson_get_match (lesson));
      step = mj_lesson_get_step (lesson);
      reached[step] = 1;
      if (step == leave_at && !left)
        {
          MjLessonsWindow *list;

          /* left, and taken up again where it was */
          left = TRUE;
          ui_click (gtk_widget_get_last_child (mj_window_get_lesson_panel (window)), 4, 4);
          ui_iterate (100);
          g_assert_null (mj_window_get_lesson (window));
          /* the lesson's score, if it was up, went with it: its button
           * belonged to the lesson, not to the match now at the table */
          g_assert_null (ui_find_toplevel (MJ_TYPE_SCORE_DIALOG));
          /* the match left for the lesson is back, and said so (when it
           * could be resumed: else a new one began) */
          resumed = find_label (GTK_WIDGET (window), _("Your match was resumed where you left it"));
          had_toast = resumed != NULL;
          if (had_toast)
            g_object_add_weak_pointer (G_OBJECT (resumed), (gpointer *) &resumed);
          list = open_list (window);
          gtk_widget_activate (mj_lessons_window_get_row (list, data->id));
          ui_iterate (100);
          g_assert_nonnull (mj_window_get_lesson (window));
          /* ... but it is not the match at the table now: the toast and
           * its New Game go (they stayed through the lesson's steps) */
          if (had_toast)
            {
              for (guint i = 0; i < 100 && resumed && gtk_widget_get_mapped (resumed); i++)
                ui_iterate (20);
              g_assert_true (resumed == NULL || !gtk_widget_get_mapped (resumed));
              if (resumed)
                g_object_remove_weak_pointer (G_OBJECT (resumed), (gpointer *) &resumed);
              n_resumed++;
            }
          g_assert_cmpuint (mj_lesson_get_step (mj_window_get_lesson (window)), ==, step);
          continue;
        }
      if (mj_lesson_get_waiting (lesson))
        {
          g_autofree char *text = mj_lesson_dup_text (lesson);

          /* the note is in the panel, and told to the screen reader */
          g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ui_find_descendant (mj_window_get_lesson_panel (window),
                                                                              GTK_TYPE_LABEL))), ==, text);
          g_assert_cmpstr (mj_table_view_get_news (table), ==, text);
          /* nothing else is offered meanwhile */
          g_assert_cmpuint (mj_claim_bar_get_n_buttons (MJ_CLAIM_BAR (mj_window_get_claim_bar (window))), ==, 0);
          if (step == 0 && !entered)
            {
              assert_status_tells_deal (window, mj_lesson_get_match (lesson));
              shot (window, data->id, "intro");
              /* Continue has the focus: Enter, a real key, reads on */
              entered = TRUE;
              g_assert_true (gtk_widget_has_focus (ui_find_descendant (mj_window_get_lesson_panel (window),
                                                                       GTK_TYPE_BUTTON)));
              press_enter (window);
              g_assert_true (mj_lesson_get_step (lesson) > 0 || !mj_lesson_get_waiting (lesson));
              n_entered++;
              continue;
            }
          if (step + 1 == n_steps)
            {
              GtkWidget *score = ui_find_toplevel (MJ_TYPE_SCORE_DIALOG);

              /* the score of the hand, then the last note */
              g_assert_nonnull (score);
              {
                g_autofree char *name = g_strdup_printf ("lesson-%s-%s-score.png", language, data->id);
                ui_save_png (score, name);
              }
              /* its button goes back to the lesson, not to a new match */
              {
                GtkWidget *next = find_label_button (score, _("_Back to the Lesson"));
                g_assert_nonnull (next);
                ui_click (next, 4, 4);
              }
              ui_iterate (50);
              g_assert_null (ui_find_toplevel (MJ_TYPE_SCORE_DIALOG));
              g_assert_nonnull (mj_window_get_lesson (window));
              ui_iterate (50);
              shot (window, data->id, "end");
            }
          click_continue (window);
          ui_iterate (30);
          continue;
        }
      if (mj_lesson_get_expected (lesson, &want) && ((mj_game_get_pending (game) >> want.seat) & 1))
        {
          guint n_before, n_after;

          ui_iterate (30);
          if (!shot_move)
            {
              shot_move = TRUE;
              shot (window, data->id, "move");
            }
          mj_game_get_history (game, &n_before);
          /* a move the rule set refuses, once: the rule's reason said,
           * then the lesson's hint */
          if (!rule_tried)
            {
              g_autofree char *hint = mj_lesson_dup_hint (lesson);
              MjAction bad;
              MjRefusal refusal;

              if (rule_wrong_move (window, &want, &bad, &refusal))
                {
                  const MjRules *rules = mj_game_get_rules (game);
                  g_autofree char *why = mj_hint_why_not (rules, &bad, refusal);
                  /* two sentences, joined as the language joins them:
                   * no space after "。" (there was one) */
                  g_autofree char *said = g_strdup_printf (g_str_has_prefix (language, "zh") ? "%s%s" : "%s %s",
                                                           why, hint);

                  rule_tried = TRUE;
                  ui_iterate (100);
                  mj_game_get_history (game, &n_after);
                  g_assert_cmpuint (n_after, ==, n_before);
                  g_assert_cmpuint (mj_lesson_get_step (lesson), ==, step);
                  g_test_message ("%s refused by its rule: %s", data->id, mj_table_view_get_news (table));
                  g_assert_cmpstr (mj_table_view_get_news (table), ==, said);
                  g_assert_nonnull (find_label (GTK_WIDGET (window), said));
                  shot (window, data->id, "rule");
                }
            }
          /* (the exchange's proposal may be the lesson's own choice:
           * the wrong move is tried at the next step) */
          if (!tried && want.type != MJ_ACTION_EXCHANGE)
            {
              g_autofree char *hint = mj_lesson_dup_hint (lesson);

              tried = TRUE;
              wrong_move (window, &want);
              ui_iterate (100);
              mj_game_get_history (game, &n_after);
              /* refused: nothing played, the reason and the hint said */
              g_assert_cmpuint (n_after, ==, n_before);
              g_assert_cmpuint (mj_lesson_get_step (lesson), ==, step);
              g_assert_nonnull (hint);
              g_test_message ("%s refused: %s", data->id, mj_table_view_get_news (table));
              g_assert_true (g_str_has_suffix (mj_table_view_get_news (table), hint));
              g_assert_true (strlen (mj_table_view_get_news (table)) > strlen (hint) + 10);
              shot (window, data->id, "refused");
            }
          {
            g_autofree char *instruction = mj_lesson_dup_text (lesson);
            GtkLabel *label = GTK_LABEL (ui_find_descendant (mj_window_get_lesson_panel (window), GTK_TYPE_LABEL));

            make_move (window, &want);
            /* the move made (the computers not yet on: their moves wait
             * for the main loop), the panel tells what happens now, not
             * the instruction just carried out (it stayed up while the
             * computers played, until the next note) */
            {
              g_autofree char *now = mj_lesson_dup_text (lesson);

              g_assert_cmpstr (gtk_label_get_text (label), ==, now);
              g_assert_cmpstr (gtk_label_get_text (label), !=, instruction);
              if (mj_lesson_get_done (lesson))
                {
                  n_done++;
                  g_assert_cmpstr (mj_table_view_get_news (table), ==, now);
                  /* (held while the picture is taken) */
                  if (!shot_done)
                    {
                      MjMatch *match = mj_lesson_get_match (lesson);

                      shot_done = TRUE;
                      mj_match_set_paused (match, TRUE);
                      shot (window, data->id, "watch");
                      g_assert_cmpstr (gtk_label_get_text (label), ==, now);
                      mj_match_set_paused (match, FALSE);
                    }
                }
            }
          }
          ui_iterate (60);
          /* the person's move was played (the computers may have gone on) */
          {
            const MjAction *history = mj_game_get_history (game, &n_after);
            g_assert_cmpuint (n_after, >, n_before);
            g_assert_cmpuint (history[n_before].seat, ==, want.seat);
            g_assert_cmpuint (history[n_before].type, ==, want.type);
          }
          continue;
        }
      ui_iterate (20);
    }
  g_assert_null (mj_window_get_lesson (window));
  for (guint i = 0; i < n_steps; i++)
    g_assert_cmpuint (reached[i], ==, 1);
  g_assert_true (tried && left);
  /* (the others teach rules of claims, which the claim bar does not offer
   * when they forbid them) */
  if (g_str_equal (data->id, "sichuan") || g_str_equal (data->id, "lisi"))
    g_assert_true (rule_tried);
}

static GtkWidget *
find_named (GtkWidget  *root,
            const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_named (c, name);
      if (found)
        return found;
    }
  return NULL;
}

static void
test_lesson (gconstpointer user_data)
{
  const MjLessonData *data = user_data;
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  MjWindow *window;
  MjLessonsWindow *list;
  MjLessonProgress progress;
  g_autofree char *path = mj_window_lessons_path ();
  g_autofree char *left_for_it = NULL;
  GtkWidget *state;

  g_settings_set_double (settings, "computer-pace", 0.0);
  window = app_test_new_window ();
  left_for_it = g_strdup (mj_match_get_id (mj_window_get_match (window)));
  list = open_list (window);
  gtk_widget_activate (mj_lessons_window_get_row (list, data->id));
  ui_iterate (100);
  g_assert_null (ui_find_toplevel (MJ_TYPE_LESSONS_WINDOW));
  /* the match left for the lesson is still in play, its hands secret: a
   * replay of it (its autosave, a copy) is refused while the lesson is on
   * the table (only the lesson's match was counted as in play) */
  {
    g_autoptr (GPtrArray) playing = mj_window_dup_playing (window);
    gboolean listed = FALSE;

    for (guint i = 0; i < playing->len; i++)
      listed |= g_strcmp0 (((MjRecord *) g_ptr_array_index (playing, i))->id, left_for_it) == 0;
    g_assert_true (listed);
  }
  /* left at its second step, or (Taiwan) at its last, the score up */
  play (window, data, g_str_equal (data->id, "taiwan16") ? mj_lesson_get_n_steps (mj_window_get_lesson (window)) - 1 : 2);

  /* finished: marked in the list, which comes back */
  mj_lesson_progress_load (path, data->id, &progress);
  g_assert_true (progress.finished);
  list = MJ_LESSONS_WINDOW (ui_find_toplevel (MJ_TYPE_LESSONS_WINDOW));
  g_assert_nonnull (list);
  state = find_named (mj_lessons_window_get_row (list, data->id), "lesson-state");
  g_assert_nonnull (state);
  g_assert_true (GTK_IS_BOX (state));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_last_child (state))), ==, _("Finished"));
  /* and said to a screen reader with the row */
  {
    g_autofree char *description = ui_accessible_property (mj_lessons_window_get_row (list, data->id),
                                                           GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
    g_assert_nonnull (description);
    g_assert_true (g_str_has_suffix (description, _("Finished")));
  }
  gtk_window_destroy (GTK_WINDOW (list));
  /* the table has a match again, not the lesson's */
  g_assert_nonnull (mj_window_get_match (window));
  g_settings_reset (settings, "computer-pace");
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

/* Each lesson is left and taken up again, so the toast's going was
 * checked (this fails should play stop leaving). */
static void
test_resume_toast_checked (void)
{
  g_assert_cmpuint (n_resumed, >=, 1);
  g_assert_cmpuint (n_done, >=, 5);
  g_assert_cmpuint (n_entered, >=, 5);
}

/* A match of the window's own under way: a move made if none was. */
static MjMatch *
match_in_play (MjWindow *window)
{
  MjMatch *match = mj_window_get_match (window);
  MjGame *game = mj_match_get_game (match);
  guint n_actions;

  for (guint i = 0; i < 100; i++)
    {
      mj_game_get_history (game, &n_actions);
      if (n_actions > 0)
        break;
      ui_iterate (20);
    }
  if (n_actions == 0)
    {
      guint seat = mj_match_get_home_seat (match);
      MjAction legal[MJ_MAX_LEGAL];
      g_assert_cmpuint (mj_game_legal_actions (game, seat, legal, G_N_ELEMENTS (legal)), >, 0);
      g_assert_true (mj_match_submit (match, &legal[0], NULL));
      ui_iterate (50);
    }
  return match;
}

static GtkWidget *
new_game_asks (MjWindow *window)
{
  GtkWidget *dialog, *ask;

  mj_window_new_game (window);
  ui_iterate (100);
  dialog = ui_find_toplevel (MJ_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (dialog);
  mj_new_game_dialog_start (MJ_NEW_GAME_DIALOG (dialog));
  ui_iterate (100);
  ask = ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  if (ask)
    {
      g_autofree char *name = g_strdup_printf ("lesson-%s-new-game.png", language);
      g_assert_true (ui_wait_sized (ask));
      ui_save_png (ask, name);
    }
  return ask;
}

/* New Game in a lesson ends the match left for the lesson, not the
 * lesson's (whose place is kept): the question said "End the Match in
 * Play?" as if of the lesson at the table.  It names both; Keep Playing
 * keeps the lesson, Start leaves it for the new match and the match left
 * for it is not given back. */
static void
test_new_game (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  MjWindow *window;
  MjMatch *playing, *lesson_match;
  GtkWidget *ask;

  g_settings_set_double (settings, "computer-pace", 0.0);
  window = app_test_new_window ();
  playing = match_in_play (window);
  mj_window_start_lesson (window, "sichuan");
  ui_iterate (100);
  g_assert_nonnull (mj_window_get_lesson (window));
  lesson_match = mj_window_get_match (window);
  g_assert_true (lesson_match != playing);

  ask = new_game_asks (window);
  g_assert_nonnull (ask);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (ask)), ==,
                   _("Leave the Lesson and End Your Match?"));
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (ask)), ==,
                   _("The new match replaces the match you left for the lesson, which cannot be resumed "
                     "afterwards. The lesson keeps your place: take it up again from Learn."));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (ask), "keep");
  ui_iterate (100);
  g_assert_nonnull (mj_window_get_lesson (window));
  g_assert_true (mj_window_get_match (window) == lesson_match);

  ask = new_game_asks (window);
  g_assert_nonnull (ask);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (ask), "start");
  ui_iterate (100);
  g_assert_null (mj_window_get_lesson (window));
  g_assert_false (gtk_widget_get_visible (mj_window_get_lesson_panel (window)));
  g_assert_true (mj_window_get_match (window) != lesson_match);
  g_assert_true (mj_window_get_match (window) != playing);

  /* a lesson taken up and left again gives back the new match */
  playing = mj_window_get_match (window);
  mj_window_start_lesson (window, "sichuan");
  ui_iterate (100);
  mj_window_leave_lesson (window);
  ui_iterate (50);
  g_assert_true (mj_window_get_match (window) == playing);

  g_settings_reset (settings, "computer-pace");
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
}

/* Another Sparrow holds the autosave's lock: this window's match is not
 * saved, so leaving a lesson cannot resume it from the save; it began a
 * fresh match.  The lesson keeps the match it interrupted and gives it
 * back. */
static void
test_locked_out (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  MjWindow *first, *second;
  MjMatch *playing;

  g_settings_set_double (settings, "computer-pace", 0.0);
  first = app_test_new_window ();
  mj_match_set_paused (mj_window_get_match (first), TRUE);
  second = mj_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (second), 1280, 800);
  gtk_window_present (GTK_WINDOW (second));
  ui_iterate (200);
  playing = match_in_play (second);
  mj_window_start_lesson (second, "lisi");
  ui_iterate (100);
  g_assert_nonnull (mj_window_get_lesson (second));
  /* left by its button */
  ui_click (gtk_widget_get_last_child (mj_window_get_lesson_panel (second)), 4, 4);
  ui_iterate (100);
  g_assert_null (mj_window_get_lesson (second));
  g_assert_true (mj_window_get_match (second) == playing);
  {
    gboolean paused;
    g_object_get (playing, "paused", &paused, NULL);
    g_assert_false (paused);
  }
  gtk_window_destroy (GTK_WINDOW (second));
  gtk_window_destroy (GTK_WINDOW (first));
  ui_iterate (50);
  g_settings_reset (settings, "computer-pace");
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data = g_dir_make_tmp ("sparrow-test-XXXXXX", NULL);
  const MjLessonData *const *all;
  guint n;

  g_setenv ("XDG_DATA_HOME", data, TRUE);
  language = g_getenv ("LANGUAGE");
  if (language == NULL || language[0] == '\0')
    language = "en";
  by_keys = g_str_has_prefix (language, "zh");
  app_test_init_translated (&argc, &argv);

  g_test_add_func ("/ui/lesson/list", test_list);
  all = mj_lesson_data_all (&n);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = g_strdup_printf ("/ui/lesson/%s", all[i]->id);
      g_test_add_data_func (name, all[i], test_lesson);
    }
  g_test_add_func ("/ui/lesson/resume-toast-goes", test_resume_toast_checked);
  g_test_add_func ("/ui/lesson/new-game", test_new_game);
  g_test_add_func ("/ui/lesson/locked-out", test_locked_out);
  g_test_add_func ("/ui/lesson/no-gl-stack", ui_test_no_gl_stack);
  return g_test_run ();
}
