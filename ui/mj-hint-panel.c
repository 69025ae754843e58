/* mj-hint-panel.c: what the hints say, beside the table: the advice in a
 * sentence, and in full the discards weighed against each other with the
 * tiles that would help drawn as tiles and counted. */
#include "config.h"

#include <glib/gi18n.h>

#include "mj-hint-panel.h"
#include "mj-tooltip.h"
#include "mj-tile-names.h"

struct _MjHintPanel {
  GtkWidget     parent_instance;

  GtkWidget    *box;
  GtkWidget    *level;      /* drop-down: off, short, full */
  GtkWidget    *sentence;
  GtkWidget    *details;    /* the candidates, in full */
  GtkWidget    *why;        /* "Why?": the rule book at the rule */
  MjTileCache  *cache;
  MjHint       *hint;
  MjHintLevel   current;
  char         *why_anchor;
  guint8        unseen[MJ_N_KINDS];   /* of the view the hint was built from */
};

G_DEFINE_FINAL_TYPE (MjHintPanel, mj_hint_panel, GTK_TYPE_WIDGET)

enum {
  LEVEL_CHANGED,
  WHY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GtkWidget *
tile_picture (MjHintPanel *self,
              MjTile       tile,
              int          width)
{
  GdkTexture *tex = self->cache ? mj_tile_cache_lookup (self->cache, tile, width, 2) : NULL;
  GtkWidget *pic = gtk_picture_new_for_paintable (tex ? GDK_PAINTABLE (tex) : NULL);
  g_autofree char *name = mj_tile_name (tile);

  gtk_picture_set_can_shrink (GTK_PICTURE (pic), FALSE);
  gtk_widget_set_size_request (pic, width, mj_tile_cache_height_for_width (width));
  gtk_accessible_update_property (GTK_ACCESSIBLE (pic), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  mj_tooltip_set_text (pic, name);
  return pic;
}

/* Small tiles with a count under each: the tiles that help, or the waits. */
static GtkWidget *
tile_counts (MjHintPanel *self,
             const MjTile *tiles,
             const guint8 *counts,
             guint         n)
{
  GtkWidget *flow = gtk_flow_box_new ();
  int w = mj_tile_cache_quantize_width (20);

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 12);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 2);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 2);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      g_autofree char *c = g_strdup_printf ("%u", counts[i]);
      GtkWidget *label = gtk_label_new (c);
      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "numeric");
      gtk_box_append (GTK_BOX (cell), tile_picture (self, tiles[i], w));
      gtk_box_append (GTK_BOX (cell), label);
      gtk_flow_box_append (GTK_FLOW_BOX (flow), cell);
    }
  return flow;
}

static void
clear_details (MjHintPanel *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->details)))
    gtk_box_remove (GTK_BOX (self->details), child);
}

static void
add_candidate (MjHintPanel         *self,
               guint                index)
{
  const MjHintDiscard *c = &self->hint->candidates[index];
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  g_autofree char *line = mj_hint_candidate_sentence (self->hint, index);
  GtkWidget *label = gtk_label_new (line);
  MjTile tiles[MJ_N_KINDS];
  guint8 counts[MJ_N_KINDS];
  guint n = 0;

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (head), tile_picture (self, c->tile, mj_tile_cache_quantize_width (28)));
  gtk_box_append (GTK_BOX (head), label);
  gtk_box_append (GTK_BOX (row), head);

  if (c->shanten == 0 && c->n_waits > 0)
    for (guint i = 0; i < c->n_waits; i++)
      {
        tiles[n] = c->waits[i].tile;
        counts[n++] = c->waits[i].unseen;
      }
  else
    for (MjTile t = 0; t < MJ_N_KINDS; t++)
      if ((c->accepted >> t) & 1)
        {
          tiles[n] = t;
          counts[n++] = self->unseen[t];
        }
  if (n > 0)
    gtk_box_append (GTK_BOX (row), tile_counts (self, tiles, counts, n));
  if (index == 0)
    gtk_widget_add_css_class (row, "card");
  gtk_widget_set_margin_bottom (row, 6);
  gtk_box_append (GTK_BOX (self->details), row);
}

static void
show (MjHintPanel *self)
{
  g_autofree char *sentence = NULL;

  clear_details (self);
  g_clear_pointer (&self->why_anchor, g_free);
  gtk_widget_set_visible (self->why, FALSE);
  if (self->current == MJ_HINT_LEVEL_OFF)
    {
      gtk_label_set_text (GTK_LABEL (self->sentence), _("Hints are off."));
      return;
    }
  if (self->hint->kind == MJ_HINT_NONE)
    {
      gtk_label_set_text (GTK_LABEL (self->sentence), _("Nothing to decide now."));
      return;
    }
  sentence = mj_hint_sentence (self->hint);
  gtk_label_set_text (GTK_LABEL (self->sentence), sentence);

  if (self->hint->kind == MJ_HINT_TURN && self->hint->n_candidates > 0)
    {
      const MjHintDiscard *best = &self->hint->candidates[0];
      /* the rule behind the advice, for the rule book */
      if (self->hint->reason == MJ_HINT_REASON_MISSING_SUIT)
        self->why_anchor = g_strdup ("missing-suit");
      else if (self->hint->reason == MJ_HINT_REASON_DECLARE_READY)
        self->why_anchor = g_strdup ("ready");
      else if (best->shanten == 0)
        self->why_anchor = g_strdup ("winning");
    }
  gtk_widget_set_visible (self->why, self->why_anchor != NULL);

  if (self->current != MJ_HINT_LEVEL_FULL)
    return;
  if (self->hint->kind == MJ_HINT_TURN)
    for (guint i = 0; i < self->hint->n_candidates && i < 6; i++)
      {
        if (self->hint->candidates[i].refusal != MJ_REFUSAL_NONE)
          continue;
        add_candidate (self, i);
      }
  for (guint i = 0; i < self->hint->n_claims; i++)
    {
      g_autofree char *line = mj_hint_claim_sentence (self->hint, i);
      GtkWidget *label = gtk_label_new (line);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_box_append (GTK_BOX (self->details), label);
    }
}

void
mj_hint_panel_update (MjHintPanel    *self,
                      const MjView   *view,
                      const MjAction *legal,
                      guint           n_legal)
{
  g_return_if_fail (MJ_IS_HINT_PANEL (self));

  if (view == NULL || self->current == MJ_HINT_LEVEL_OFF)
    {
      memset (self->hint, 0, sizeof *self->hint);
      self->hint->kind = MJ_HINT_NONE;
    }
  else
    {
      mj_hint_build (self->hint, view, legal, n_legal);
      mj_view_unseen (view, self->unseen);
    }
  show (self);
}

const MjHint *
mj_hint_panel_get_hint (MjHintPanel *self)
{
  g_return_val_if_fail (MJ_IS_HINT_PANEL (self), NULL);
  return self->hint;
}

MjHintLevel
mj_hint_panel_get_level (MjHintPanel *self)
{
  g_return_val_if_fail (MJ_IS_HINT_PANEL (self), MJ_HINT_LEVEL_OFF);
  return self->current;
}

void
mj_hint_panel_set_level (MjHintPanel *self,
                         MjHintLevel  level)
{
  g_return_if_fail (MJ_IS_HINT_PANEL (self));
  if (self->current == level)
    return;
  self->current = level;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->level), level);
  show (self);
}

void
mj_hint_panel_set_tile_cache (MjHintPanel *self,
                              MjTileCache *cache)
{
  g_return_if_fail (MJ_IS_HINT_PANEL (self));
  g_set_object (&self->cache, cache);
}

static void
on_level (MjHintPanel *self)
{
  MjHintLevel level = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->level));

  if (level == self->current)
    return;
  self->current = level;
  g_signal_emit (self, signals[LEVEL_CHANGED], 0, (guint) level);
}

static void
on_why (MjHintPanel *self)
{
  if (self->why_anchor)
    g_signal_emit (self, signals[WHY], 0, self->why_anchor);
}

static void
mj_hint_panel_dispose (GObject *object)
{
  MjHintPanel *self = MJ_HINT_PANEL (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->cache);
  G_OBJECT_CLASS (mj_hint_panel_parent_class)->dispose (object);
}

static void
mj_hint_panel_finalize (GObject *object)
{
  MjHintPanel *self = MJ_HINT_PANEL (object);

  g_free (self->hint);
  g_free (self->why_anchor);
  G_OBJECT_CLASS (mj_hint_panel_parent_class)->finalize (object);
}

static void
mj_hint_panel_class_init (MjHintPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_hint_panel_dispose;
  object_class->finalize = mj_hint_panel_finalize;
  /* (level): the person chose another hint level */
  signals[LEVEL_CHANGED] = g_signal_new ("level-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* (anchor): show the rule book at this rule */
  signals[WHY] = g_signal_new ("why", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                               0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "mjhintpanel");
}

static void
mj_hint_panel_init (MjHintPanel *self)
{
  const char *levels[] = { C_("hints", "Off"), C_("hints", "Short"), C_("hints", "Full"), NULL };
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *title = gtk_label_new (_("Hint"));
  GtkWidget *scroll = gtk_scrolled_window_new ();

  self->hint = g_new0 (MjHint, 1);
  self->current = MJ_HINT_LEVEL_SHORT;

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 10);
  gtk_widget_set_margin_start (self->box, 12);
  gtk_widget_set_margin_end (self->box, 12);
  gtk_widget_set_margin_top (self->box, 12);
  gtk_widget_set_margin_bottom (self->box, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  gtk_widget_add_css_class (title, "heading");
  gtk_widget_set_hexpand (title, TRUE);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_box_append (GTK_BOX (head), title);
  self->level = gtk_drop_down_new_from_strings (levels);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->level), MJ_HINT_LEVEL_SHORT);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->level), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Hint level"), -1);
  /* the drop-down's own button is what the keyboard reaches: GTK 4.8
   * gives it no name of its own */
  for (GtkWidget *c = gtk_widget_get_first_child (self->level); c; c = gtk_widget_get_next_sibling (c))
    if (GTK_IS_TOGGLE_BUTTON (c))
      gtk_accessible_update_property (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Hint level"), -1);
  g_signal_connect_swapped (self->level, "notify::selected", G_CALLBACK (on_level), self);
  gtk_box_append (GTK_BOX (head), self->level);
  gtk_box_append (GTK_BOX (self->box), head);

  self->sentence = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS, NULL);
  gtk_label_set_wrap (GTK_LABEL (self->sentence), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->sentence), 0);
  gtk_label_set_selectable (GTK_LABEL (self->sentence), TRUE);
  gtk_box_append (GTK_BOX (self->box), self->sentence);

  self->why = gtk_button_new_with_mnemonic (_("_Why?"));
  mj_tooltip_set_text (self->why, _("The rule behind this advice, in the rule book"));
  gtk_widget_set_halign (self->why, GTK_ALIGN_START);
  gtk_widget_add_css_class (self->why, "flat");
  gtk_widget_set_visible (self->why, FALSE);
  g_signal_connect_swapped (self->why, "clicked", G_CALLBACK (on_why), self);
  gtk_box_append (GTK_BOX (self->box), self->why);

  self->details = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), self->details);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroll, TRUE);
  gtk_box_append (GTK_BOX (self->box), scroll);

  gtk_widget_set_size_request (GTK_WIDGET (self), 300, -1);
}

GtkWidget *
mj_hint_panel_new (void)
{
  return g_object_new (MJ_TYPE_HINT_PANEL, NULL);
}
