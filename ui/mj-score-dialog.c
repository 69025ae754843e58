/* mj-score-dialog.c: the result of a hand — every win with its patterns
 * and its tiles, what the settlement rests on (Guizhou's flipped tile and
 * chickens), the payments grouped by reason with why and how much in
 * words (mj-settlement.h), each player's total — and a chart of the
 * scores over the hands (mj-score-plot.h). */
#include "config.h"

#include <glib/gi18n.h>

#include "mj-narrator.h"
#include "mj-rulebook.h"
#include "mj-score-dialog.h"
#include "mj-score-plot.h"
#include "mj-settlement.h"
#include "mj-tooltip.h"
#include "mj-tile-names.h"
#include "mj-tile-strip.h"

struct _MjScoreDialog {
  AdwWindow     parent_instance;

  GtkWidget    *title;
  GtkWidget    *content;
  GtkWidget    *next;
  GtkWidget    *replay;
  MjTileCache  *cache;
  int          *history;     /* n_hands × 4 */
  guint         n_history;
  char         *names[MJ_N_SEATS];
  guint         you;         /* the seat spoken to, or MJ_N_SEATS */
};

G_DEFINE_FINAL_TYPE (MjScoreDialog, mj_score_dialog, ADW_TYPE_WINDOW)

enum {
  NEXT,
  REPLAY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Who is who in the sentences: the one person at the screen is spoken to. */
static void
narrator (MjScoreDialog *self,
          MjNarrator    *n)
{
  for (guint i = 0; i < MJ_N_SEATS; i++)
    n->names[i] = self->names[i];
  n->you = self->you;
}

static const char *
seat_wind (guint wind)
{
  return mj_wind_glyph (wind % 4);
}

/* The winning hand: concealed tiles, melds, the winning tile apart, the
 * flowers. */
static GtkWidget *
hand_row (MjScoreDialog      *self,
          const MjWinContext *ctx)
{
  GtkWidget *strip = mj_tile_strip_new (self->cache, 30);

  mj_tile_strip_set_hand (MJ_TILE_STRIP (strip), &ctx->hand, ctx->win_tile, ctx->flowers);
  gtk_widget_set_halign (strip, GTK_ALIGN_START);
  return strip;
}

/* The tiles of a note, smaller than a hand's. */
static GtkWidget *
tiles_strip (MjScoreDialog *self,
             const MjTile  *tiles,
             guint          n_tiles)
{
  GtkWidget *strip = mj_tile_strip_new (self->cache, 22);

  for (guint i = 0; i < n_tiles; i++)
    mj_tile_strip_append (MJ_TILE_STRIP (strip), tiles[i], FALSE);
  gtk_widget_set_valign (strip, GTK_ALIGN_CENTER);
  return strip;
}

static GtkWidget *
label (const char *text,
       const char *css,
       float       xalign)
{
  GtkWidget *l = gtk_label_new (text);
  gtk_label_set_xalign (GTK_LABEL (l), xalign);
  gtk_label_set_wrap (GTK_LABEL (l), TRUE);
  if (css)
    gtk_widget_add_css_class (l, css);
  return l;
}

static GtkWidget *
win_box (MjScoreDialog *self,
         const MjState *s,
         guint          index)
{
  const MjRules *rules = s->rules;
  const MjWin *win = &s->wins[index];
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *grid = gtk_grid_new ();
  g_autofree char *head = NULL;
  g_autofree char *value = NULL;
  MjNarrator n;

  narrator (self, &n);
  head = mj_narrate_win (&n, s, index);
  gtk_box_append (GTK_BOX (box), label (head, "title-3", 0));
  gtk_box_append (GTK_BOX (box), hand_row (self, &win->ctx));

  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  for (guint i = 0; i < win->score.n_patterns; i++)
    {
      const MjPatternName *name = mj_rules_pattern_name (rules, win->score.patterns[i].id);
      g_autofree char *v = g_strdup_printf ("%+d", win->score.patterns[i].value);
      const char *gloss = name ? mj_pattern_gloss (name) : NULL;
      /* the regional term, and the pattern's name in the reader's language
       * unless that is Chinese: the term says it then */
      gtk_grid_attach (GTK_GRID (grid), label (name ? mj_term (name->chinese) : win->score.patterns[i].id, NULL, 0),
                       0, (int) i, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), label (gloss ? gloss : "", "dim-label", 0), 1, (int) i, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), label (v, "numeric", 1), 2, (int) i, 1, 1);
    }
  gtk_box_append (GTK_BOX (box), grid);
  {
    g_autofree char *v = mj_value_text (rules, win->score.value);
    /* Translators: the value of a hand, e.g. "Value: 4 fan" */
    value = g_strdup_printf (_("Value: %s"), v);
  }
  gtk_box_append (GTK_BOX (box), label (value, "heading", 0));
  return box;
}

/* One line for the payments of one reason: why, how much, from or to whom. */
static GtkWidget *
payments_box (MjScoreDialog *self,
              const MjState *s)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  g_autoptr (GArray) lines = NULL;
  MjNarrator n;

  narrator (self, &n);
  lines = mj_settlement_lines (&n, s);
  gtk_widget_set_name (box, "payments");
  for (guint i = 0; i < lines->len; i++)
    gtk_box_append (GTK_BOX (box), label (g_array_index (lines, MjSettlementLine, i).text, NULL, 0));
  if (lines->len == 0)
    gtk_box_append (GTK_BOX (box), label (_("No payments"), "dim-label", 0));
  return box;
}

/* What the settlement rests on: a heading, or tiles and a sentence on one
 * row (the flipped tile → the chicken it names, then the words). */
static GtkWidget *
notes_box (MjScoreDialog *self,
           const MjState *s)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  g_autoptr (GArray) notes = NULL;
  MjNarrator n;

  narrator (self, &n);
  notes = mj_settlement_notes (&n, s);
  gtk_widget_set_name (box, "settlement-notes");
  for (guint i = 0; i < notes->len; i++)
    {
      const MjSettlementNote *note = &g_array_index (notes, MjSettlementNote, i);
      GtkWidget *row, *text;

      if (note->heading)
        {
          gtk_box_append (GTK_BOX (box), label (note->text, "heading", 0));
          continue;
        }
      row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
      if (note->arrow_after > 0 && note->arrow_after < note->n_tiles)
        {
          gtk_box_append (GTK_BOX (row), tiles_strip (self, note->tiles, note->arrow_after));
          gtk_box_append (GTK_BOX (row), gtk_label_new ("→"));
          gtk_box_append (GTK_BOX (row), tiles_strip (self, note->tiles + note->arrow_after,
                                                      note->n_tiles - note->arrow_after));
        }
      else if (note->n_tiles > 0)
        gtk_box_append (GTK_BOX (row), tiles_strip (self, note->tiles, note->n_tiles));
      text = label (note->text, NULL, 0);
      gtk_widget_set_hexpand (text, TRUE);
      gtk_widget_set_valign (text, GTK_ALIGN_CENTER);
      if (note->n_tiles > 0)
        gtk_widget_set_margin_start (text, 6);
      gtk_box_append (GTK_BOX (row), text);
      gtk_box_append (GTK_BOX (box), row);
    }
  return box;
}

static GtkWidget *
totals_box (MjScoreDialog *self,
            const MjState *s)
{
  GtkWidget *grid = gtk_grid_new ();
  int sum = 0;

  gtk_grid_set_column_spacing (GTK_GRID (grid), 24);
  gtk_grid_attach (GTK_GRID (grid), label (_("This hand"), "dim-label", 1), 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), label (_("Total"), "dim-label", 1), 2, 0, 1, 1);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      g_autofree char *name = g_strdup_printf ("%s  %s", seat_wind (s->seat_wind[i]), self->names[i]);
      g_autofree char *hand = g_strdup_printf ("%+d", s->hand_delta[i]);
      g_autofree char *total = g_strdup_printf ("%d", s->scores[i]);
      gtk_grid_attach (GTK_GRID (grid), label (name, NULL, 0), 0, (int) i + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), label (hand, "numeric", 1), 1, (int) i + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), label (total, "numeric", 1), 2, (int) i + 1, 1, 1);
      sum += s->hand_delta[i];
    }
  g_assert (sum == 0);
  return grid;
}

/* The scores over the hands of the match, one line per player. */
static void
draw_plot (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        data)
{
  MjScoreDialog *self = data;
  const char *names[MJ_N_SEATS];
  GdkRGBA ink;
  MjNarrator n;

  if (self->n_history == 0)
    return;
  narrator (self, &n);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    names[i] = mj_narrator_name (&n, i);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &ink);
  G_GNUC_END_IGNORE_DEPRECATIONS
  mj_score_plot_draw (cr, width, height, self->history, self->n_history, names, &ink, MJ_SCORE_PLOT_ALL);
}

static GtkWidget *
plot_area (MjScoreDialog *self)
{
  GtkWidget *plot = gtk_drawing_area_new ();
  g_autoptr (GString) totals = g_string_new (NULL);
  MjNarrator n;

  narrator (self, &n);
  gtk_widget_set_name (plot, "score-plot");
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (plot), 240);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (plot), draw_plot, self, NULL);
  /* a screen reader hears the chart's end: everyone's score now */
  for (guint i = 0; self->n_history > 0 && i < MJ_N_SEATS; i++)
    {
      if (totals->len)
        g_string_append (totals, C_("results", ", "));
      g_string_append_printf (totals, _("%s %+d"), mj_narrator_name (&n, i),
                              self->history[(self->n_history - 1) * MJ_N_SEATS + i]);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (plot),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Scores after each hand"),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, totals->str, -1);
  return plot;
}

void
mj_score_dialog_show_hand (MjScoreDialog *self,
                           const MjState *s,
                           const int     *history,
                           guint          n_history,
                           gboolean       match_over)
{
  GtkWidget *child;
  g_autofree char *title = NULL;

  g_return_if_fail (MJ_IS_SCORE_DIALOG (self));

  while ((child = gtk_widget_get_first_child (self->content)))
    gtk_box_remove (GTK_BOX (self->content), child);
  g_free (self->history);
  self->history = g_memdup2 (history, sizeof (int) * MJ_N_SEATS * n_history);
  self->n_history = n_history;

  if (match_over)
    title = g_strdup (_("The match is over"));
  else
    title = g_strdup_printf (_("Hand %u"), s->hand_number);
  adw_window_title_set_title (ADW_WINDOW_TITLE (self->title), title);
  /* the window's own title too: what a screen reader names it by */
  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_window_title_set_subtitle (ADW_WINDOW_TITLE (self->title), _(s->rules->name));

  if (s->n_wins == 0)
    gtk_box_append (GTK_BOX (self->content), label (_("Nobody won: the wall is empty"), "title-3", 0));
  for (guint i = 0; i < s->n_wins; i++)
    {
      GtkWidget *other;
      gtk_box_append (GTK_BOX (self->content), win_box (self, s, i));
      /* the learner's question: what would this hand be worth at home? */
      other = gtk_expander_new_with_mnemonic (_("Under the _other rule sets"));
      gtk_expander_set_child (GTK_EXPANDER (other), mj_rulebook_compare_hand (self->cache, &s->wins[i].ctx, s->rules));
      gtk_box_append (GTK_BOX (self->content), other);
    }
  gtk_box_append (GTK_BOX (self->content), notes_box (self, s));
  gtk_box_append (GTK_BOX (self->content), label (_("Payments"), "heading", 0));
  gtk_box_append (GTK_BOX (self->content), payments_box (self, s));
  gtk_box_append (GTK_BOX (self->content), label (_("Scores"), "heading", 0));
  gtk_box_append (GTK_BOX (self->content), totals_box (self, s));

  if (n_history > 1 || match_over)
    gtk_box_append (GTK_BOX (self->content), plot_area (self));
  gtk_button_set_label (GTK_BUTTON (self->next), match_over ? _("_New Match") : _("_Next Hand"));
  /* Enter goes on, as the keyboard's person expects of the window's one
   * suggested button, and a screen reader starts there */
  gtk_window_set_default_widget (GTK_WINDOW (self), self->next);
  gtk_window_set_focus (GTK_WINDOW (self), self->next);
}

void
mj_score_dialog_add_review (MjScoreDialog *self,
                            const char    *title,
                            GtkWidget     *review,
                            gboolean       expanded)
{
  GtkWidget *expander;

  g_return_if_fail (MJ_IS_SCORE_DIALOG (self));
  expander = gtk_expander_new (title);
  gtk_expander_set_expanded (GTK_EXPANDER (expander), expanded);
  gtk_expander_set_child (GTK_EXPANDER (expander), review);
  gtk_box_append (GTK_BOX (self->content), expander);
}

void
mj_score_dialog_set_names (MjScoreDialog      *self,
                           const char * const *names,
                           guint               you)
{
  g_return_if_fail (MJ_IS_SCORE_DIALOG (self));

  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      g_free (self->names[i]);
      self->names[i] = g_strdup (names[i] ? names[i] : "");
    }
  self->you = MIN (you, MJ_N_SEATS);
}

static void
on_next (MjScoreDialog *self)
{
  g_signal_emit (self, signals[NEXT], 0);
  gtk_window_close (GTK_WINDOW (self));
}

static void
on_replay (MjScoreDialog *self)
{
  g_signal_emit (self, signals[REPLAY], 0);
}

static void
mj_score_dialog_finalize (GObject *object)
{
  MjScoreDialog *self = MJ_SCORE_DIALOG (object);

  g_clear_object (&self->cache);
  g_free (self->history);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    g_free (self->names[i]);
  G_OBJECT_CLASS (mj_score_dialog_parent_class)->finalize (object);
}

static void
mj_score_dialog_class_init (MjScoreDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = mj_score_dialog_finalize;
  signals[NEXT] = g_signal_new ("next", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* the player asked to watch the hand again */
  signals[REPLAY] = g_signal_new ("replay", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/mj-score-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, MjScoreDialog, title);
  gtk_widget_class_bind_template_child (widget_class, MjScoreDialog, content);
  gtk_widget_class_bind_template_child (widget_class, MjScoreDialog, next);
  gtk_widget_class_bind_template_child (widget_class, MjScoreDialog, replay);
  gtk_widget_class_bind_template_callback (widget_class, on_next);
  gtk_widget_class_bind_template_callback (widget_class, on_replay);
}

static void
mj_score_dialog_init (MjScoreDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->you = MJ_N_SEATS;
  /* tooltips that do not break Chinese one character to a line */
  mj_tooltip_fix (GTK_WIDGET (self));
}

MjScoreDialog *
mj_score_dialog_new (GtkWindow   *parent,
                     MjTileCache *cache)
{
  MjScoreDialog *self = g_object_new (MJ_TYPE_SCORE_DIALOG,
                                      "transient-for", parent,
                                      "modal", TRUE,
                                      "destroy-with-parent", TRUE,
                                      NULL);
  self->cache = g_object_ref (cache);
  return self;
}

void
mj_score_dialog_set_next_label (MjScoreDialog *self,
                                const char    *label)
{
  g_return_if_fail (MJ_IS_SCORE_DIALOG (self));
  g_return_if_fail (label != NULL);
  gtk_button_set_label (GTK_BUTTON (self->next), label);
}

void
mj_score_dialog_set_can_replay (MjScoreDialog *self,
                                gboolean       can_replay)
{
  g_return_if_fail (MJ_IS_SCORE_DIALOG (self));
  gtk_widget_set_visible (self->replay, can_replay);
}
