/* mj-hand-review.c: the review after a hand as a widget: a heading, then
 * one card per costly decision, costliest first. */
#include "config.h"

#include <glib/gi18n.h>

#include "mj-hand-review.h"
#include "mj-hint.h"
#include "mj-tile-strip.h"

#define REVIEW_TILE_WIDTH 28

struct _MjHandReview {
  GtkWidget     parent_instance;

  GtkWidget    *box;
  MjReviewItem *items;
  guint         n_items;
};

G_DEFINE_FINAL_TYPE (MjHandReview, mj_hand_review, GTK_TYPE_WIDGET)

static GtkWidget *
text_label (const char *text,
            const char *css)
{
  GtkWidget *l = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (l), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (l), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (l), 0);
  if (css)
    gtk_widget_add_css_class (l, css);
  return l;
}

static const char *
player_name (const MjRecord *record,
             guint           seat)
{
  static const char * const winds[] = { N_("East"), N_("South"), N_("West"), N_("North") };

  if (seat < MJ_N_SEATS && record->names[seat] && record->names[seat][0])
    return record->names[seat];
  return _(winds[seat % MJ_N_SEATS]);
}
/* "Turn 5: you discarded 3m" */
static char *
headline (const MjRecord     *record,
          const MjReviewItem *item)
{
  const MjAction *a = &item->played;
  const char *tile = a->tile < MJ_N_TILE_KINDS ? mj_tile_display_name (a->tile) : "";
  const char *offered = item->offered < MJ_N_TILE_KINDS ? mj_tile_display_name (item->offered) : "";
  guint turn = item->own_turn;

  switch (a->type)
    {
    case MJ_ACTION_DISCARD:
      if (a->flags & MJ_ACTION_FLAG_READY)
        return g_strdup_printf (_("Turn %1$u: you declared ready with %2$s"), turn, tile);
      return g_strdup_printf (_("Turn %1$u: you discarded %2$s"), turn, tile);
    case MJ_ACTION_PASS:
      return g_strdup_printf (_("Turn %1$u: you let %2$s’s %3$s go"), turn,
                              player_name (record, item->offered_from), offered);
    case MJ_ACTION_PUNG:
      return g_strdup_printf (_("Turn %1$u: you punged %2$s’s %3$s"), turn,
                              player_name (record, item->offered_from), offered);
    case MJ_ACTION_KONG:
      return g_strdup_printf (_("Turn %1$u: you konged %2$s’s %3$s"), turn,
                              player_name (record, item->offered_from), offered);
    case MJ_ACTION_CHOW:
      return g_strdup_printf (_("Turn %1$u: you chowed %2$s’s %3$s"), turn,
                              player_name (record, item->offered_from), offered);
    case MJ_ACTION_KONG_CONCEALED:
    case MJ_ACTION_KONG_ADDED:
      return g_strdup_printf (_("Turn %1$u: you declared a kong of %2$s"), turn, tile);
    case MJ_ACTION_CHOOSE_SUIT:
      return g_strdup_printf (_("Before play: you voided %1$s"), mj_hint_suit_words (a->tile));
    default:
      return g_strdup_printf (_("Turn %1$u"), turn);
    }
}

/* The hand as it stood, the move played in red and the better one in
 * green; an offered discard is drawn apart. */
static GtkWidget *
item_strip (MjTileCache        *cache,
            const MjReviewItem *item)
{
  GtkWidget *strip = mj_tile_strip_new (cache, REVIEW_TILE_WIDTH);
  MjTileStrip *s = MJ_TILE_STRIP (strip);
  const MjAction *played = &item->played, *better = &item->better;
  MjHand hand = item->hand;
  MjTile apart = item->offered;

  /* a drawn tile is shown apart, as the table shows it */
  if (apart == MJ_TILE_NONE && item->drawn != MJ_TILE_NONE && hand.counts[item->drawn])
    {
      apart = item->drawn;
      mj_hand_remove (&hand, apart);
    }
  mj_tile_strip_set_hand (s, &hand, apart, 0);

  if (item->offered != MJ_TILE_NONE)
    {
      /* a claim: the offered tile tells which was right, taking or not */
      if (played->type == MJ_ACTION_PASS)
        mj_tile_strip_mark (s, item->offered, MJ_TILE_STRIP_MARK_BETTER);
      else if (better->type == MJ_ACTION_PASS)
        mj_tile_strip_mark (s, item->offered, MJ_TILE_STRIP_MARK_WORSE);
      else
        mj_tile_strip_mark (s, item->offered, MJ_TILE_STRIP_MARK_BETTER);
      return strip;
    }
  if (played->type != MJ_ACTION_CHOOSE_SUIT && played->tile < MJ_N_KINDS)
    mj_tile_strip_mark (s, played->tile, MJ_TILE_STRIP_MARK_WORSE);
  if (better->type != MJ_ACTION_CHOOSE_SUIT && better->tile < MJ_N_KINDS)
    mj_tile_strip_mark (s, better->tile, MJ_TILE_STRIP_MARK_BETTER);
  return strip;
}

static GtkWidget *
item_card (MjTileCache        *cache,
           const MjRecord     *record,
           const MjReviewItem *item,
           guint               rank)
{
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  g_autofree char *head = headline (record, item);
  g_autofree char *numbered = g_strdup_printf (_("%1$u. %2$s"), rank, head);

  gtk_widget_add_css_class (card, "card");
  gtk_box_append (GTK_BOX (card), text_label (numbered, "heading"));
  gtk_box_append (GTK_BOX (card), item_strip (cache, item));
  gtk_box_append (GTK_BOX (card), text_label (item->sentence, NULL));
  for (GtkWidget *c = gtk_widget_get_first_child (card); c; c = gtk_widget_get_next_sibling (c))
    {
      gtk_widget_set_margin_start (c, 14);
      gtk_widget_set_margin_end (c, 14);
    }
  gtk_widget_set_margin_top (gtk_widget_get_first_child (card), 12);
  gtk_widget_set_margin_bottom (gtk_widget_get_last_child (card), 12);
  return card;
}

guint
mj_hand_review_get_n_items (MjHandReview *self)
{
  g_return_val_if_fail (MJ_IS_HAND_REVIEW (self), 0);
  return self->n_items;
}

const MjReviewItem *
mj_hand_review_get_item (MjHandReview *self,
                         guint         index)
{
  g_return_val_if_fail (MJ_IS_HAND_REVIEW (self), NULL);
  g_return_val_if_fail (index < self->n_items, NULL);
  return &self->items[index];
}

static void
mj_hand_review_dispose (GObject *object)
{
  MjHandReview *self = MJ_HAND_REVIEW (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (mj_hand_review_parent_class)->dispose (object);
}

static void
mj_hand_review_finalize (GObject *object)
{
  MjHandReview *self = MJ_HAND_REVIEW (object);

  mj_review_items_clear (self->items, self->n_items);
  g_free (self->items);
  G_OBJECT_CLASS (mj_hand_review_parent_class)->finalize (object);
}

static void
mj_hand_review_class_init (MjHandReviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_hand_review_dispose;
  object_class->finalize = mj_hand_review_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "mjhandreview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
mj_hand_review_init (MjHandReview *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 10);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
}

GtkWidget *
mj_hand_review_new (MjTileCache    *cache,
                    const MjRecord *record,
                    guint           first_action,
                    guint           last_action,
                    guint           seat,
                    guint           max_items)
{
  MjHandReview *self;

  g_return_val_if_fail (MJ_IS_TILE_CACHE (cache), NULL);
  g_return_val_if_fail (record != NULL, NULL);
  g_return_val_if_fail (seat < MJ_N_SEATS, NULL);

  self = g_object_new (MJ_TYPE_HAND_REVIEW, NULL);
  self->items = g_new0 (MjReviewItem, MAX (max_items, 1));
  self->n_items = mj_review_hand (record, first_action, last_action, seat, self->items, max_items);

  gtk_box_append (GTK_BOX (self->box), text_label (_("Your most costly decisions"), "heading"));
  if (self->n_items == 0)
    gtk_box_append (GTK_BOX (self->box),
                    text_label (_("None: every move you made was as good as the advice."), "dim-label"));
  else
    gtk_box_append (GTK_BOX (self->box),
                    text_label (_("Where your move differs most from the advice the hints would have given: "
                                  "your move in red, the better one in green."), "dim-label"));
  for (guint i = 0; i < self->n_items; i++)
    gtk_box_append (GTK_BOX (self->box), item_card (cache, record, &self->items[i], i + 1));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Your most costly decisions"), -1);
  return GTK_WIDGET (self);
}
