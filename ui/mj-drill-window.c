/* mj-drill-window.c: the discard drills' window.  A session is ten
 * positions of the chosen rule set at the level its progress has reached
 * (mj_drill_generate); the hand is a row of tile buttons, reached by Tab,
 * moved along with the arrow keys, Home and End, pressed with Enter or
 * Space or a click; the grade and its sentence come from mj_drill_grade,
 * the tiles that help from the hint it is built on.  Each answer is saved
 * at once, so a session left half-way loses nothing answered. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "mj-drill-window.h"
#include "mj-tile-names.h"
#include "mj-tile-strip.h"
#include "mj-tooltip.h"

#define HAND_TILE_WIDTH 52
#define HELP_TILE_WIDTH 36
#define DRILL_KEY "mj-drill-window"

#define BIT(t) (G_GUINT64_CONSTANT (1) << (t))

struct _MjDrillWindow {
  AdwWindow        parent_instance;

  MjTileCache     *cache;
  const MjRules   *rules;
  guint64          seed;
  guint            index;        /* the position of the session shown, from 0 */
  guint            answered;
  guint            n_best;
  guint            n_good;
  guint            level;        /* the session's */
  guint            level_before;
  gboolean         summary;
  MjDrillPosition *position;
  gboolean         have_position;
  MjDrillResult    result;
  gboolean         have_result;
  MjDrillProgress *progress;
  char            *progress_path;

  GtkWidget       *stack;
  GtkWidget       *rules_choice;
  GtkWidget       *message;
  GtkWidget       *counter;
  GtkWidget       *situation;
  GtkWidget       *hand_box;
  GtkWidget       *melds;
  GtkWidget       *result_box;
  GtkWidget       *grade;
  GtkWidget       *why;
  GtkWidget       *chosen_title;
  GtkWidget       *chosen_figures;
  GtkWidget       *chosen_strip;
  GtkWidget       *best_box;
  GtkWidget       *best_title;
  GtkWidget       *best_figures;
  GtkWidget       *best_strip;
  GtkWidget       *next;
  GtkWidget       *summary_score;
  GtkWidget       *summary_level;
  GtkWidget       *summary_record;
  GtkWidget       *again;
  gboolean         choosing_rules;   /* the chooser is being set, not by the person */
};

G_DEFINE_FINAL_TYPE (MjDrillWindow, mj_drill_window, ADW_TYPE_WINDOW)

static void show_position (MjDrillWindow *self);

static void
say (MjDrillWindow *self,
     const char    *text)
{
  gtk_label_set_text (GTK_LABEL (self->message), text ? text : "");
  gtk_widget_set_visible (self->message, text && text[0]);
}

/* The file as it is now, before a change: another window (another
 * Sparrow) may have counted answers since this one read it.  A file that
 * cannot be read keeps what this window has. */
static void
refresh_progress (MjDrillWindow *self)
{
  g_autoptr (GError) error = NULL;
  MjDrillProgress *now = mj_drill_progress_load (self->progress_path, &error);

  if (now == NULL)
    {
      say (self, error->message);
      return;
    }
  mj_drill_progress_free (self->progress);
  self->progress = now;
}

static void
save_progress (MjDrillWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (!mj_drill_progress_save (self->progress, self->progress_path, &error))
    say (self, error->message);
}

/* ---- the position ------------------------------------------------------------------------- */

static char *
kinds_text (guint64 mask)
{
  MjTile tiles[MJ_N_KINDS];
  guint n = 0;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (mask & BIT (t))
      tiles[n++] = t;
  return mj_tiles_display (tiles, n, FALSE);
}

static char *
situation_text (MjDrillWindow *self)
{
  const MjView *v = &self->position->view;
  const MjViewPlayer *me = &v->players[v->seat];
  GString *out = g_string_new (NULL);
  g_autofree char *winds = NULL;
  g_autofree char *wall = NULL;
  /* the declared suit only: the one the hint would void is part of the answer */
  int missing = me->missing_suit;

  /* TRANSLATORS: two winds in words, "East wind" */
  winds = g_strdup_printf (_("Your seat wind is %1$s; the round wind is %2$s."),
                           mj_tile_display_name ((MjTile) (MJ_FIRST_HONOR + me->seat_wind % 4)),
                           mj_tile_display_name ((MjTile) (MJ_FIRST_HONOR + v->round_wind % 4)));
  mj_hint_add_sentence (out, winds);
  wall = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u tile is left in the wall.",
                                       "%u tiles are left in the wall.", v->wall_remaining),
                          v->wall_remaining);
  mj_hint_add_sentence (out, wall);
  if (missing >= 0 && missing <= MJ_SUIT_S)
    {
      const MjRefusalTerm *e = mj_rules_find_refusal (v->rules, MJ_REFUSAL_MISSING_SUIT_DISCARD);
      g_autofree char *s = NULL;

      /* TRANSLATORS: the rule's regional name (定缺), and a suit, "dots" */
      s = g_strdup_printf (_("Your missing suit (%1$s) is %2$s."), e && e->term ? mj_term (e->term) : "",
                           mj_hint_suit_words ((guint) missing));
      mj_hint_add_sentence (out, s);
    }
  {
    MjTile standing[MJ_HAND_MAX_TILES];
    guint n = 0;

    for (MjTile t = 0; t < MJ_N_KINDS; t++)
      for (guint k = 0; k < v->standing[t] && n < G_N_ELEMENTS (standing); k++)
        standing[n++] = t;
    if (n > 0)
      {
        g_autofree char *tiles = mj_tiles_display (standing, n, TRUE);
        g_autofree char *s = g_strdup_printf (_("Your standing tiles are %1$s."), tiles);
        mj_hint_add_sentence (out, s);
      }
  }
  return g_string_free (out, FALSE);
}

static void
on_hand_tile (GtkWidget     *button,
              MjDrillWindow *self)
{
  MjTile tile = (MjTile) GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "tile"));
  g_autofree char *chosen_title = NULL;
  g_autofree char *best_title = NULL;
  g_autofree char *status = NULL;
  const char *classes[] = { "success", "warning", "error" };

  if (self->have_result || !self->have_position)
    return;
  if (!mj_drill_grade (self->position, tile, &self->result))
    return;
  self->have_result = TRUE;
  self->answered++;
  self->n_best += self->result.grade == MJ_DRILL_BEST;
  self->n_good += self->result.grade == MJ_DRILL_GOOD;
  refresh_progress (self);
  mj_drill_progress_add_answer (self->progress, self->rules->id, self->result.grade);
  save_progress (self);

  /* the chosen and the best tile marked in the hand */
  for (GtkWidget *b = gtk_widget_get_first_child (self->hand_box); b; b = gtk_widget_get_next_sibling (b))
    {
      MjTile t = (MjTile) GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (b), "tile"));
      if (b == button)
        gtk_widget_add_css_class (b, "mj-drill-chosen");
      else if (t == self->result.best && self->result.grade != MJ_DRILL_BEST)
        gtk_widget_add_css_class (b, "mj-drill-best");
    }

  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    gtk_widget_remove_css_class (self->grade, classes[i]);
  gtk_widget_add_css_class (self->grade, classes[self->result.grade]);
  /* TRANSLATORS: the grade ("Best") and the discard graded */
  status = g_strdup_printf (_("%1$s: you discarded %2$s."), mj_drill_grade_name (self->result.grade),
                            mj_tile_display_name (tile));
  gtk_label_set_text (GTK_LABEL (self->grade), status);
  gtk_label_set_text (GTK_LABEL (self->why), self->result.sentence);

  chosen_title = g_strdup_printf (_("After your discard, %1$s"), mj_tile_display_name (tile));
  gtk_label_set_text (GTK_LABEL (self->chosen_title), chosen_title);
  {
    g_autofree char *figures = NULL;
    g_autofree char *names = kinds_text (self->result.chosen_accepted);
    guint n = self->result.chosen_n_accepted;
    int sh = self->result.chosen_shanten;

    if (self->result.refusal != MJ_REFUSAL_NONE)
      figures = g_strdup (_("The rules do not allow this discard now."));
    else if (sh == 0)
      figures = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You would be ready, waiting on these, with %u tile left:",
                                              "You would be ready, waiting on these, with %u tiles left:", n), n);
    else if (sh == 1)
      figures = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "One tile from ready; these help, %u tile left:",
                                              "One tile from ready; these help, %u tiles left:", n), n);
    else
      figures = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$d tiles from ready; these help, %2$u tile left:",
                                              "%1$d tiles from ready; these help, %2$u tiles left:", n), sh, n);
    gtk_label_set_text (GTK_LABEL (self->chosen_figures), figures);
    mj_tile_strip_clear (MJ_TILE_STRIP (self->chosen_strip));
    if (self->result.refusal == MJ_REFUSAL_NONE)
      for (MjTile t = 0; t < MJ_N_KINDS; t++)
        if (self->result.chosen_accepted & BIT (t))
          mj_tile_strip_append (MJ_TILE_STRIP (self->chosen_strip), t, FALSE);
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->chosen_strip), GTK_ACCESSIBLE_PROPERTY_LABEL, names, -1);
    gtk_widget_set_visible (self->chosen_strip, self->result.refusal == MJ_REFUSAL_NONE && names[0]);
  }

  gtk_widget_set_visible (self->best_box, tile != self->result.best);
  if (tile != self->result.best)
    {
      g_autofree char *figures = NULL;
      g_autofree char *names = kinds_text (self->result.best_accepted);
      guint n = self->result.best_n_accepted;
      int sh = self->result.best_shanten;

      best_title = g_strdup_printf (_("After the best discard, %1$s"), mj_tile_display_name (self->result.best));
      gtk_label_set_text (GTK_LABEL (self->best_title), best_title);
      if (sh == 0)
        figures = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "You would be ready, waiting on these, with %u tile left:",
                                                "You would be ready, waiting on these, with %u tiles left:", n), n);
      else if (sh == 1)
        figures = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "One tile from ready; these help, %u tile left:",
                                                "One tile from ready; these help, %u tiles left:", n), n);
      else
        figures = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$d tiles from ready; these help, %2$u tile left:",
                                                "%1$d tiles from ready; these help, %2$u tiles left:", n), sh, n);
      gtk_label_set_text (GTK_LABEL (self->best_figures), figures);
      mj_tile_strip_clear (MJ_TILE_STRIP (self->best_strip));
      for (MjTile t = 0; t < MJ_N_KINDS; t++)
        if (self->result.best_accepted & BIT (t))
          mj_tile_strip_append (MJ_TILE_STRIP (self->best_strip), t, FALSE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->best_strip), GTK_ACCESSIBLE_PROPERTY_LABEL, names, -1);
      gtk_widget_set_visible (self->best_strip, names[0] != '\0');
    }

  gtk_button_set_label (GTK_BUTTON (self->next), self->index + 1 < MJ_DRILL_SESSION_LENGTH
                                                 ? _("_Next Position") : _("_See Your Score"));
  gtk_widget_set_visible (self->result_box, TRUE);
  gtk_widget_set_visible (self->next, TRUE);
  /* the hand has been answered: its buttons rest, Enter goes on */
  for (GtkWidget *b = gtk_widget_get_first_child (self->hand_box); b; b = gtk_widget_get_next_sibling (b))
    gtk_widget_set_sensitive (b, FALSE);
  gtk_widget_grab_focus (self->next);
}

typedef enum {
  HAND_TILE,
  HAND_DRAWN,      /* the tile drawn this turn, apart at the end */
  HAND_STANDING,   /* Lisi's standing tile: face down or not at all */
} HandKind;

static GtkWidget *
hand_button (MjDrillWindow *self,
             MjTile         tile,
             HandKind       kind)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *strip = mj_tile_strip_new (self->cache, HAND_TILE_WIDTH);
  g_autofree char *name = NULL;

  mj_tile_strip_append (MJ_TILE_STRIP (strip), tile, FALSE);
  gtk_button_set_child (GTK_BUTTON (button), strip);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "mj-drill-tile");
  switch (kind)
    {
    case HAND_DRAWN:
      /* TRANSLATORS: a tile of the drill's hand, for the screen reader and the tooltip */
      name = g_strdup_printf (_("%s, the tile you drew: discard it"), mj_tile_display_name (tile));
      break;
    case HAND_STANDING:
      name = g_strdup_printf (_("%s, a standing tile: discard it"), mj_tile_display_name (tile));
      gtk_widget_add_css_class (button, "mj-drill-standing");
      break;
    default:
      name = g_strdup_printf (_("%s: discard it"), mj_tile_display_name (tile));
      break;
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  mj_tooltip_set_text (button, name);
  g_object_set_data (G_OBJECT (button), "tile", GUINT_TO_POINTER (tile));
  g_signal_connect (button, "clicked", G_CALLBACK (on_hand_tile), self);
  return button;
}

static void
update_hand (MjDrillWindow *self)
{
  const MjView *v = &self->position->view;
  MjHand hand = v->hand;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->hand_box)))
    gtk_box_remove (GTK_BOX (self->hand_box), child);
  /* the drawn tile apart at the end, as the table holds it */
  if (v->drawn != MJ_TILE_NONE && hand.counts[v->drawn])
    mj_hand_remove (&hand, v->drawn);
  /* standing tiles first in their kind, framed as the table frames them */
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    for (guint k = 0; k < hand.counts[t]; k++)
      gtk_box_append (GTK_BOX (self->hand_box),
                      hand_button (self, t, k < v->standing[t] ? HAND_STANDING : HAND_TILE));
  if (v->drawn != MJ_TILE_NONE && v->hand.counts[v->drawn])
    {
      GtkWidget *b = hand_button (self, v->drawn, HAND_DRAWN);
      gtk_widget_set_margin_start (b, 16);
      gtk_box_append (GTK_BOX (self->hand_box), b);
    }

  mj_tile_strip_clear (MJ_TILE_STRIP (self->melds));
  {
    GString *names = g_string_new (NULL);

    for (guint m = 0; m < v->hand.n_melds; m++)
      {
        MjTile tiles[4];
        guint n = mj_meld_tiles (&v->hand.melds[m], tiles);
        g_autofree char *name = mj_meld_name (&v->hand.melds[m], NULL);

        for (guint i = 0; i < n; i++)
          {
            MjTileFace face = tiles[i];
            if (v->hand.melds[m].type == MJ_MELD_KONG_CONCEALED && (i == 0 || i == n - 1))
              face = MJ_TILE_FACE_BACK;
            mj_tile_strip_append (MJ_TILE_STRIP (self->melds), face, i == 0 && m > 0);
          }
        mj_hint_add_sentence (names, name);
      }
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->melds), GTK_ACCESSIBLE_PROPERTY_LABEL, names->str, -1);
    gtk_widget_set_visible (self->melds, v->hand.n_melds > 0);
    g_string_free (names, TRUE);
  }
}

static void
show_position (MjDrillWindow *self)
{
  g_autofree char *counter = NULL;
  g_autofree char *situation = NULL;

  mj_drill_result_clear (&self->result);
  self->have_result = FALSE;
  self->summary = FALSE;
  self->have_position = mj_drill_generate (self->rules, self->seed + self->index, self->level, self->position);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "drill");
  gtk_widget_set_visible (self->result_box, FALSE);
  gtk_widget_set_visible (self->next, FALSE);
  if (!self->have_position)
    {
      /* self-play always makes positions; this is a fault, said rather than hidden */
      say (self, _("No position could be made for this rule set."));
      return;
    }
  counter = g_strdup_printf (_("Position %1$u of %2$u, level %3$u of %4$u: which tile would you discard?"),
                             self->index + 1, (guint) MJ_DRILL_SESSION_LENGTH, (guint) self->position->level,
                             (guint) MJ_DRILL_N_LEVELS);
  gtk_label_set_text (GTK_LABEL (self->counter), counter);
  situation = situation_text (self);
  gtk_label_set_text (GTK_LABEL (self->situation), situation);
  update_hand (self);
  gtk_widget_grab_focus (gtk_widget_get_first_child (self->hand_box));
}

/* ---- the session -------------------------------------------------------------------------- */

static void
show_summary (MjDrillWindow *self)
{
  MjDrillRecord r;
  guint n = self->answered;
  guint points = 2 * self->n_best + self->n_good;
  g_autofree char *score = NULL;
  g_autofree char *level = NULL;
  g_autofree char *record = NULL;
  g_autofree char *sessions = NULL;
  g_autofree char *positions = NULL;

  self->summary = TRUE;
  self->have_position = FALSE;
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "summary");

  score = g_strdup_printf (_("Best discards: %1$u, good: %2$u, weak: %3$u, out of %4$u. Your score is %5$u of %6$u "
                             "(two points for a best discard, one for a good one)."),
                           self->n_best, self->n_good, n - self->n_best - self->n_good, n, points, 2 * n);
  gtk_label_set_text (GTK_LABEL (self->summary_score), score);

  if (self->level > self->level_before)
    level = g_strdup_printf (_("Well done: the next session is at level %1$u, up from %2$u, with hands further from "
                               "ready or choices closer together."), self->level, self->level_before);
  else if (self->level < self->level_before)
    level = g_strdup_printf (_("The next session is at level %1$u, down from %2$u, with clearer choices."),
                             self->level, self->level_before);
  else
    level = g_strdup_printf (_("The next session is again at level %1$u: 16 points take you up a level, 8 or fewer "
                               "down one."), self->level);
  gtk_label_set_text (GTK_LABEL (self->summary_level), level);

  mj_drill_progress_get (self->progress, self->rules->id, &r);
  sessions = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u session", "%u sessions", r.sessions), r.sessions);
  positions = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u position", "%u positions", r.positions), r.positions);
  /* TRANSLATORS: a rule set, "3 sessions", "30 positions", a percentage */
  record = g_strdup_printf (_("Your progress in %1$s: %2$s, %3$s, the best discard %4$u%% of the time."),
                            _(self->rules->name), sessions, positions, mj_drill_record_best_percent (&r));
  gtk_label_set_text (GTK_LABEL (self->summary_record), record);
  gtk_widget_grab_focus (self->again);
}

static void
on_next (MjDrillWindow *self)
{
  if (!self->have_result)
    return;
  self->index++;
  if (self->index < MJ_DRILL_SESSION_LENGTH)
    {
      show_position (self);
      return;
    }
  self->level_before = self->level;
  refresh_progress (self);
  self->level = mj_drill_progress_end_session (self->progress, self->rules->id, self->answered, self->n_best,
                                               self->n_good);
  save_progress (self);
  show_summary (self);
}

void
mj_drill_window_start (MjDrillWindow *self,
                       const char    *rules_id,
                       guint64        seed)
{
  const MjRules *rules;
  MjDrillRecord r;
  guint n_rules;
  const MjRules * const *all = mj_rules_all (&n_rules);

  g_return_if_fail (MJ_IS_DRILL_WINDOW (self));

  rules = rules_id ? mj_rules_lookup (rules_id) : NULL;
  if (rules == NULL)
    rules = all[0];
  if (self->progress_path)
    refresh_progress (self);
  self->rules = rules;
  self->seed = seed;
  self->index = 0;
  self->answered = self->n_best = self->n_good = 0;
  mj_drill_progress_get (self->progress, rules->id, &r);
  self->level = r.level;
  for (guint i = 0; i < n_rules; i++)
    if (all[i] == rules)
      {
        self->choosing_rules = TRUE;
        gtk_drop_down_set_selected (GTK_DROP_DOWN (self->rules_choice), i);
        self->choosing_rules = FALSE;
      }
  show_position (self);
}

static void
on_again (MjDrillWindow *self)
{
  mj_drill_window_start (self, self->rules->id, self->seed + MJ_DRILL_SESSION_LENGTH);
}

static void
on_rules_chosen (GtkDropDown   *drop,
                 GParamSpec    *pspec,
                 MjDrillWindow *self)
{
  guint n_rules;
  const MjRules * const *all = mj_rules_all (&n_rules);
  guint i = gtk_drop_down_get_selected (drop);

  if (self->choosing_rules || i >= n_rules || all[i] == self->rules)
    return;
  mj_drill_window_start (self, all[i]->id, self->seed + MJ_DRILL_SESSION_LENGTH);
}

/* The arrow keys, Home and End move along the hand (Tab leaves it). */
static gboolean
on_hand_key (GtkEventControllerKey *controller,
             guint                  keyval,
             guint                  keycode,
             GdkModifierType        state,
             MjDrillWindow         *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *target = NULL;

  if (focus == NULL || gtk_widget_get_parent (focus) != self->hand_box)
    {
      /* the focus is inside a button (its strip): its button */
      while (focus && gtk_widget_get_parent (focus) != self->hand_box)
        focus = gtk_widget_get_parent (focus);
      if (focus == NULL)
        return FALSE;
    }
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      target = gtk_widget_get_prev_sibling (focus);
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      target = gtk_widget_get_next_sibling (focus);
      break;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      target = gtk_widget_get_first_child (self->hand_box);
      break;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      target = gtk_widget_get_last_child (self->hand_box);
      break;
    default:
      return FALSE;
    }
  if (target)
    gtk_widget_grab_focus (target);
  return TRUE;
}

/* ---- the window ---------------------------------------------------------------------------- */

static void
mj_drill_window_dispose (GObject *object)
{
  MjDrillWindow *self = MJ_DRILL_WINDOW (object);

  g_clear_object (&self->cache);
  G_OBJECT_CLASS (mj_drill_window_parent_class)->dispose (object);
}

static void
mj_drill_window_finalize (GObject *object)
{
  MjDrillWindow *self = MJ_DRILL_WINDOW (object);

  mj_drill_result_clear (&self->result);
  g_free (self->position);
  g_clear_pointer (&self->progress, mj_drill_progress_free);
  g_free (self->progress_path);
  G_OBJECT_CLASS (mj_drill_window_parent_class)->finalize (object);
}

static void
mj_drill_window_class_init (MjDrillWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_drill_window_dispose;
  object_class->finalize = mj_drill_window_finalize;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
mj_drill_window_init (MjDrillWindow *self)
{
  self->position = g_new0 (MjDrillPosition, 1);
}

static void
add_style (GtkWidget *widget)
{
  static GtkCssProvider *provider;

  if (provider != NULL)
    return;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (provider,
                                   "button.mj-drill-tile { padding: 2px; min-width: 0; min-height: 0; }\n"
                                   "button.mj-drill-tile:disabled { filter: none; opacity: 1; }\n"
                                   /* (before the marks of an answer, which replace it) */
                                   "button.mj-drill-standing { box-shadow: inset 0 0 0 2px alpha(#9141ac, 0.8); }\n"
                                   "button.mj-drill-chosen { box-shadow: inset 0 0 0 3px alpha(@accent_color, 0.9); }\n"
                                   "button.mj-drill-best { box-shadow: inset 0 0 0 3px alpha(@success_color, 0.9); }\n",
                                   -1);
  gtk_style_context_add_provider_for_display (gtk_widget_get_display (widget), GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static GtkWidget *
wrapped_label (const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css_class)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static GtkWidget *
build_drill_page (MjDrillWindow *self)
{
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *tiles = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
  GtkWidget *chosen = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->counter = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS, NULL);
  gtk_label_set_wrap (GTK_LABEL (self->counter), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->counter), 0);
  gtk_widget_add_css_class (self->counter, "title-4");
  gtk_box_append (GTK_BOX (page), self->counter);
  self->situation = wrapped_label ("dim-label");
  gtk_box_append (GTK_BOX (page), self->situation);

  self->hand_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->hand_box), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Your hand: choose the tile to discard"), -1);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_hand_key), self);
  gtk_widget_add_controller (self->hand_box, keys);
  self->melds = mj_tile_strip_new (self->cache, HAND_TILE_WIDTH - 8);
  gtk_widget_set_valign (self->melds, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (tiles), self->hand_box);
  gtk_box_append (GTK_BOX (tiles), self->melds);
  gtk_box_append (GTK_BOX (page), tiles);

  self->result_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  /* the grade is read out the moment it appears */
  self->grade = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT, NULL);
  gtk_label_set_xalign (GTK_LABEL (self->grade), 0);
  gtk_label_set_wrap (GTK_LABEL (self->grade), TRUE);
  gtk_widget_add_css_class (self->grade, "title-2");
  gtk_box_append (GTK_BOX (self->result_box), self->grade);
  self->why = wrapped_label (NULL);
  gtk_label_set_selectable (GTK_LABEL (self->why), FALSE);
  gtk_box_append (GTK_BOX (self->result_box), self->why);

  self->chosen_title = wrapped_label ("heading");
  self->chosen_figures = wrapped_label (NULL);
  self->chosen_strip = mj_tile_strip_new (self->cache, HELP_TILE_WIDTH);
  gtk_widget_set_halign (self->chosen_strip, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (chosen), self->chosen_title);
  gtk_box_append (GTK_BOX (chosen), self->chosen_figures);
  gtk_box_append (GTK_BOX (chosen), self->chosen_strip);
  self->best_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->best_title = wrapped_label ("heading");
  self->best_figures = wrapped_label (NULL);
  self->best_strip = mj_tile_strip_new (self->cache, HELP_TILE_WIDTH);
  gtk_widget_set_halign (self->best_strip, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (self->best_box), self->best_title);
  gtk_box_append (GTK_BOX (self->best_box), self->best_figures);
  gtk_box_append (GTK_BOX (self->best_box), self->best_strip);
  gtk_widget_set_hexpand (chosen, TRUE);
  gtk_widget_set_hexpand (self->best_box, TRUE);
  {
    GtkWidget *both = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
    gtk_box_append (GTK_BOX (both), chosen);
    gtk_box_append (GTK_BOX (both), self->best_box);
    gtk_box_append (GTK_BOX (self->result_box), both);
  }
  gtk_box_append (GTK_BOX (page), self->result_box);

  self->next = gtk_button_new_with_mnemonic (_("_Next Position"));
  gtk_widget_add_css_class (self->next, "suggested-action");
  gtk_widget_add_css_class (self->next, "pill");
  gtk_widget_set_halign (self->next, GTK_ALIGN_START);
  g_signal_connect_swapped (self->next, "clicked", G_CALLBACK (on_next), self);
  gtk_box_append (GTK_BOX (page), self->next);
  return page;
}

static GtkWidget *
build_summary_page (MjDrillWindow *self)
{
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *title = gtk_label_new (_("Session over"));

  gtk_widget_add_css_class (title, "title-1");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_box_append (GTK_BOX (page), title);
  self->summary_score = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS, NULL);
  gtk_label_set_wrap (GTK_LABEL (self->summary_score), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->summary_score), 0);
  gtk_widget_add_css_class (self->summary_score, "title-4");
  gtk_box_append (GTK_BOX (page), self->summary_score);
  self->summary_level = wrapped_label (NULL);
  gtk_box_append (GTK_BOX (page), self->summary_level);
  self->summary_record = wrapped_label (NULL);
  gtk_box_append (GTK_BOX (page), self->summary_record);
  self->again = gtk_button_new_with_mnemonic (_("_New Session"));
  gtk_widget_add_css_class (self->again, "suggested-action");
  gtk_widget_add_css_class (self->again, "pill");
  gtk_widget_set_halign (self->again, GTK_ALIGN_START);
  g_signal_connect_swapped (self->again, "clicked", G_CALLBACK (on_again), self);
  gtk_box_append (GTK_BOX (page), self->again);
  return page;
}

static void
build (MjDrillWindow *self)
{
  GtkWidget *outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);
  GtkWidget *intro;
  guint n_rules;
  const MjRules * const *all = mj_rules_all (&n_rules);

  add_style (GTK_WIDGET (self));
  gtk_window_set_title (GTK_WINDOW (self), _("Discard Drills"));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), adw_window_title_new (_("Discard Drills"), NULL));
  for (guint i = 0; i < n_rules; i++)
    gtk_string_list_append (names, _(all[i]->name));
  self->rules_choice = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->rules_choice), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Rule set"), -1);
  mj_tooltip_set_text (self->rules_choice, _("The rule set of the drills: a new session starts"));
  g_signal_connect (self->rules_choice, "notify::selected", G_CALLBACK (on_rules_chosen), self);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), self->rules_choice);
  gtk_box_append (GTK_BOX (outer), header);

  gtk_widget_set_margin_top (content, 12);
  gtk_widget_set_margin_bottom (content, 18);
  gtk_widget_set_margin_start (content, 18);
  gtk_widget_set_margin_end (content, 18);
  intro = wrapped_label ("dim-label");
  gtk_label_set_text (GTK_LABEL (intro),
                      _("Positions from games of the computer players. Choose the tile you would discard: click "
                        "it, or move along the hand with the arrow keys and press Enter. Sessions are ten "
                        "positions; the level follows your results."));
  gtk_box_append (GTK_BOX (content), intro);
  self->message = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT, NULL);
  gtk_label_set_wrap (GTK_LABEL (self->message), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->message), 0);
  gtk_widget_add_css_class (self->message, "error");
  gtk_widget_set_visible (self->message, FALSE);
  gtk_box_append (GTK_BOX (content), self->message);

  self->stack = gtk_stack_new ();
  gtk_stack_add_named (GTK_STACK (self->stack), build_drill_page (self), "drill");
  gtk_stack_add_named (GTK_STACK (self->stack), build_summary_page (self), "summary");
  gtk_box_append (GTK_BOX (content), self->stack);

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), content);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (outer), scrolled);
  adw_window_set_content (ADW_WINDOW (self), outer);
  gtk_window_set_default_size (GTK_WINDOW (self), 1100, 760);
  mj_tooltip_fix (GTK_WIDGET (self));
}

MjDrillWindow *
mj_drill_window_new (GtkWindow   *parent,
                     MjTileCache *cache,
                     const char  *rules_id)
{
  MjDrillWindow *self;
  g_autoptr (GError) error = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (MJ_IS_TILE_CACHE (cache), NULL);

  self = g_object_new (MJ_TYPE_DRILL_WINDOW, "transient-for", parent, NULL);
  self->cache = g_object_ref (cache);
  build (self);
  self->progress_path = mj_drill_progress_default_path ();
  self->progress = mj_drill_progress_load (self->progress_path, &error);
  if (self->progress == NULL)
    {
      self->progress = mj_drill_progress_new ();
      say (self, error->message);
    }
  mj_drill_window_start (self, rules_id, (guint64) g_get_real_time ());
  return self;
}

static void
forget_window (GtkWindow *parent)
{
  g_object_set_data (G_OBJECT (parent), DRILL_KEY, NULL);
}

MjDrillWindow *
mj_drill_window_show (GtkWindow   *parent,
                      MjTileCache *cache,
                      const char  *rules_id)
{
  MjDrillWindow *self = parent ? g_object_get_data (G_OBJECT (parent), DRILL_KEY) : NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  if (self == NULL)
    {
      g_return_val_if_fail (MJ_IS_TILE_CACHE (cache), NULL);
      self = mj_drill_window_new (parent, cache, rules_id);
      if (parent)
        {
          g_object_set_data (G_OBJECT (parent), DRILL_KEY, self);
          g_signal_connect_object (self, "destroy", G_CALLBACK (forget_window), parent, G_CONNECT_SWAPPED);
        }
    }
  gtk_window_present (GTK_WINDOW (self));
  return self;
}

const char *
mj_drill_window_get_rules_id (MjDrillWindow *self)
{
  g_return_val_if_fail (MJ_IS_DRILL_WINDOW (self), NULL);
  return self->rules->id;
}

const MjDrillPosition *
mj_drill_window_get_position (MjDrillWindow *self)
{
  g_return_val_if_fail (MJ_IS_DRILL_WINDOW (self), NULL);
  return self->have_position ? self->position : NULL;
}

const MjDrillResult *
mj_drill_window_get_result (MjDrillWindow *self)
{
  g_return_val_if_fail (MJ_IS_DRILL_WINDOW (self), NULL);
  return self->have_result ? &self->result : NULL;
}

guint
mj_drill_window_get_answered (MjDrillWindow *self)
{
  g_return_val_if_fail (MJ_IS_DRILL_WINDOW (self), 0);
  return self->answered;
}

gboolean
mj_drill_window_is_summary (MjDrillWindow *self)
{
  g_return_val_if_fail (MJ_IS_DRILL_WINDOW (self), FALSE);
  return self->summary;
}

GtkWidget *
mj_drill_window_get_hand_box (MjDrillWindow *self)
{
  g_return_val_if_fail (MJ_IS_DRILL_WINDOW (self), NULL);
  return self->hand_box;
}

GtkWidget *
mj_drill_window_get_next_button (MjDrillWindow *self)
{
  g_return_val_if_fail (MJ_IS_DRILL_WINDOW (self), NULL);
  return self->next;
}

GtkWidget *
mj_drill_window_get_again_button (MjDrillWindow *self)
{
  g_return_val_if_fail (MJ_IS_DRILL_WINDOW (self), NULL);
  return self->again;
}

GtkWidget *
mj_drill_window_get_rules_choice (MjDrillWindow *self)
{
  g_return_val_if_fail (MJ_IS_DRILL_WINDOW (self), NULL);
  return self->rules_choice;
}

const char *
mj_drill_window_get_message (MjDrillWindow *self)
{
  g_return_val_if_fail (MJ_IS_DRILL_WINDOW (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->message));
}
