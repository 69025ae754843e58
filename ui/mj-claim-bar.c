/* mj-claim-bar.c: a row of buttons built from the legal actions. */
#include "config.h"

#include <glib/gi18n.h>

#include "mj-claim-bar.h"
#include "mj-tile-names.h"

struct _MjClaimBar {
  GtkWidget    parent_instance;

  GtkWidget   *box;
  GtkWidget   *strut;       /* an unseen button with a tile: the bar's height */
  GtkWidget   *prompt;
  GtkWidget   *ready;       /* the toggle for a ready declaration */
  MjTileCache *cache;
  GArray      *actions;     /* MjAction, one per button */
  GPtrArray   *buttons;
  MjTile       claim_tile;

  /* the claim time limit: a bar that empties, then the pass */
  GtkWidget   *countdown;
  guint        time_limit;  /* seconds; 0: none */
  gint64       deadline;    /* monotonic µs */
  guint        tick_id;
};

G_DEFINE_FINAL_TYPE (MjClaimBar, mj_claim_bar, GTK_TYPE_WIDGET)

enum {
  ACTION_CHOSEN,
  READY_TOGGLED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum {
  PROP_0,
  PROP_TIME_LIMIT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static GtkWidget *
tile_picture (MjClaimBar *self,
              MjTile      tile)
{
  int w = mj_tile_cache_quantize_width (22);
  GdkTexture *tex = self->cache ? mj_tile_cache_lookup (self->cache, tile, w, 2) : NULL;
  /* an image of the tile's height: drawn w wide, crisp at scale 2 (a
   * picture would take the texture's pixels for its size, twice this, and
   * the bar under the table would grow with every claim) */
  GtkWidget *pic = gtk_image_new_from_paintable (tex ? GDK_PAINTABLE (tex) : NULL);

  gtk_image_set_pixel_size (GTK_IMAGE (pic), mj_tile_cache_height_for_width (w));
  {
    g_autofree char *name = mj_tile_name (tile);
    gtk_accessible_update_property (GTK_ACCESSIBLE (pic), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  }
  return pic;
}

/* The strut's content: a tile in a row, as in the buttons (a row, so
 * that the tile is measured at its own width, not the bar's). */
static void
strut_child (MjClaimBar *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *pic = tile_picture (self, 0);

  /* unseen, so unsaid: its tile is no tile of the game */
  gtk_accessible_reset_property (GTK_ACCESSIBLE (pic), GTK_ACCESSIBLE_PROPERTY_LABEL);
  gtk_accessible_update_state (GTK_ACCESSIBLE (pic), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_box_append (GTK_BOX (row), pic);
  gtk_button_set_child (GTK_BUTTON (self->strut), row);
}

static void
on_clicked (GtkButton  *button,
            MjClaimBar *self)
{
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index"));
  MjAction a;

  if (i >= self->actions->len)
    return;
  a = g_array_index (self->actions, MjAction, i);
  g_signal_emit (self, signals[ACTION_CHOSEN], 0, &a);
}

/* The key of a button: the one table of what the bar shows and what
 * its keys do, so that a key shown always works.  Escape passes too (not
 * shown). */
static guint
button_keyval (const MjAction *a)
{
  switch (a->type)
    {
    case MJ_ACTION_WIN: return GDK_KEY_w;
    case MJ_ACTION_KONG:
    case MJ_ACTION_KONG_CONCEALED:
    case MJ_ACTION_KONG_ADDED: return GDK_KEY_k;
    case MJ_ACTION_PUNG: return GDK_KEY_p;
    case MJ_ACTION_CHOW: return GDK_KEY_c;
    case MJ_ACTION_PASS:
    case MJ_ACTION_NONE: return GDK_KEY_space;
    case MJ_ACTION_CHOOSE_SUIT:
      return a->tile == MJ_SUIT_M ? GDK_KEY_1 : a->tile == MJ_SUIT_P ? GDK_KEY_2 : GDK_KEY_3;
    case MJ_ACTION_DECLARE_READY: return GDK_KEY_r;
    case MJ_ACTION_EXCHANGE: return GDK_KEY_Return;
    default: return 0;
    }
}

/* The label of a button. */
static char *
button_label (const MjAction *a)
{
  switch (a->type)
    {
    case MJ_ACTION_WIN:
      return g_strdup (_("Win"));
    case MJ_ACTION_KONG:
    case MJ_ACTION_KONG_CONCEALED:
    case MJ_ACTION_KONG_ADDED:
      return g_strdup (_("Kong"));
    case MJ_ACTION_PUNG:
      return g_strdup (_("Pung"));
    case MJ_ACTION_CHOW:
      return g_strdup (_("Chow"));
    case MJ_ACTION_PASS:
      return g_strdup (_("Pass"));
    case MJ_ACTION_CHOOSE_SUIT:
      /* Translators: choosing the missing suit (定缺), e.g. "Void dots" */
      return g_strdup_printf (_("Void %s"), mj_suit_display_name ((MjSuit) a->tile));
    case MJ_ACTION_EXCHANGE:
      /* Translators: 换三张, passing three tiles of one suit */
      return g_strdup_printf (_("Pass three %s"), mj_suit_display_name (mj_tile_suit (a->tiles[0])));
    case MJ_ACTION_DECLARE_READY:
      return g_strdup (_("Declare ready"));
    case MJ_ACTION_NONE:
      return g_strdup (_("Continue"));
    default:
      return g_strdup ("");
    }
}

/* A button's accessible name, the tiles in words: "Pung of 5 of dots",
 * "Chow 3 of dots to 5 of dots", "Win on 5 of dots", "Pass three dots: 1
 * of dots, 4 of dots, 9 of dots". */
static char *
button_name (const MjAction *a,
             const char     *label,
             const MjTile   *tiles,
             guint           n)
{
  g_autofree char *first = n > 0 ? mj_tile_name (tiles[0]) : NULL;

  switch (a->type)
    {
    case MJ_ACTION_PUNG:
      /* Translators: a claim button's name for screen readers, e.g. "Pung of 5 of dots" */
      return g_strdup_printf (_("Pung of %s"), first);
    case MJ_ACTION_KONG:
    case MJ_ACTION_KONG_CONCEALED:
    case MJ_ACTION_KONG_ADDED:
      /* Translators: a claim button's name for screen readers, e.g. "Kong of 5 of dots" */
      return g_strdup_printf (_("Kong of %s"), first);
    case MJ_ACTION_CHOW:
      {
        g_autofree char *last = mj_tile_name (tiles[n - 1]);
        /* Translators: a claim button's name for screen readers, e.g. "Chow 3 of dots to 5 of dots" */
        return g_strdup_printf (_("Chow %s to %s"), first, last);
      }
    case MJ_ACTION_WIN:
      if (first)
        /* Translators: a claim button's name for screen readers, e.g. "Win on 5 of dots" */
        return g_strdup_printf (_("Win on %s"), first);
      return g_strdup (label);
    case MJ_ACTION_EXCHANGE:
      {
        GString *s = g_string_new (label);
        for (guint i = 0; i < n; i++)
          {
            g_autofree char *tile = mj_tile_name (tiles[i]);
            g_string_append_printf (s, "%s %s", i ? "," : ":", tile);
          }
        return g_string_free (s, FALSE);
      }
    default:
      return g_strdup (label);
    }
}

static void
add_button (MjClaimBar     *self,
            const MjAction *a,
            MjTile          claim_tile)
{
  g_autofree char *label = button_label (a);
  g_autofree char *key = NULL;
  guint keyval = button_keyval (a);
  GtkWidget *button = gtk_button_new ();
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 3);
  GtkWidget *text = gtk_label_new (label);
  MjTile tiles[4];
  guint n = 0;

  gtk_box_append (GTK_BOX (row), text);
  /* several buttons of one key (two chows): the key takes the first, and
   * only the first shows it */
  for (guint i = 0; keyval && i < self->actions->len; i++)
    if (button_keyval (&g_array_index (self->actions, MjAction, i)) == keyval)
      keyval = 0;
  if (keyval)
    /* as the keyboard's own labels say it: "Space", "W", "1" */
    key = gtk_accelerator_get_label (keyval, 0);
  switch (a->type)
    {
    case MJ_ACTION_CHOW:
      for (MjTile t = a->tile; t <= a->tile + 2; t++)
        tiles[n++] = t;
      break;
    case MJ_ACTION_PUNG:
      tiles[0] = tiles[1] = tiles[2] = claim_tile;
      n = 3;
      break;
    case MJ_ACTION_KONG:
      tiles[0] = tiles[1] = tiles[2] = tiles[3] = claim_tile;
      n = 4;
      break;
    case MJ_ACTION_KONG_CONCEALED:
    case MJ_ACTION_KONG_ADDED:
      tiles[0] = tiles[1] = tiles[2] = tiles[3] = a->tile;
      n = 4;
      break;
    case MJ_ACTION_WIN:
      if (claim_tile != MJ_TILE_NONE)
        tiles[n++] = claim_tile;
      break;
    case MJ_ACTION_EXCHANGE:
      for (guint i = 0; i < 3; i++)
        tiles[n++] = a->tiles[i];
      break;
    case MJ_ACTION_CHOOSE_SUIT:
      tiles[n++] = mj_tile_make ((MjSuit) a->tile, 1);
      break;
    default:
      break;
    }
  if (n > 0)
    {
      GtkWidget *pics = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 1);
      for (guint i = 0; i < n; i++)
        gtk_box_append (GTK_BOX (pics), tile_picture (self, tiles[i]));
      gtk_box_append (GTK_BOX (row), pics);
    }
  if (key)
    {
      GtkWidget *k = gtk_label_new (key);
      gtk_widget_add_css_class (k, "dim-label");
      gtk_widget_add_css_class (k, "caption");
      gtk_box_append (GTK_BOX (row), k);
      gtk_widget_set_tooltip_text (button, key);
    }
  gtk_button_set_child (GTK_BUTTON (button), row);
  /* the name a screen reader says: the child is a row of a label and
   * pictures, from which GTK 4.8 makes no name */
  {
    g_autofree char *name = button_name (a, label, tiles, n);
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    if (key)
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS, key, -1);
  }
  if (a->type == MJ_ACTION_WIN)
    gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_add_css_class (button, "pill");
  g_object_set_data (G_OBJECT (button), "index", GUINT_TO_POINTER (self->actions->len));
  g_object_set_data (G_OBJECT (button), "keyval", GUINT_TO_POINTER (key ? keyval : 0));
  g_signal_connect (button, "clicked", G_CALLBACK (on_clicked), self);
  g_array_append_val (self->actions, *a);
  g_ptr_array_add (self->buttons, button);
  gtk_box_append (GTK_BOX (self->box), button);
}

static void
stop_countdown (MjClaimBar *self)
{
  g_clear_handle_id (&self->tick_id, g_source_remove);
  gtk_widget_set_visible (self->countdown, FALSE);
}

static gboolean
on_tick (gpointer data)
{
  MjClaimBar *self = data;
  gint64 left = self->deadline - g_get_monotonic_time ();

  if (left > 0)
    {
      gtk_level_bar_set_value (GTK_LEVEL_BAR (self->countdown),
                               (double) left / (self->time_limit * (double) G_USEC_PER_SEC));
      return G_SOURCE_CONTINUE;
    }
  self->tick_id = 0;
  gtk_widget_set_visible (self->countdown, FALSE);
  mj_claim_bar_activate (self, MJ_ACTION_PASS);
  return G_SOURCE_REMOVE;
}

static void
start_countdown (MjClaimBar *self)
{
  stop_countdown (self);
  self->deadline = g_get_monotonic_time () + self->time_limit * G_USEC_PER_SEC;
  gtk_level_bar_set_value (GTK_LEVEL_BAR (self->countdown), 1.0);
  gtk_widget_set_visible (self->countdown, TRUE);
  self->tick_id = g_timeout_add (100, on_tick, self);
}

void
mj_claim_bar_set_time_limit (MjClaimBar *self,
                             guint       seconds)
{
  g_return_if_fail (MJ_IS_CLAIM_BAR (self));
  if (self->time_limit == seconds)
    return;
  self->time_limit = seconds;
  if (seconds == 0)
    stop_countdown (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TIME_LIMIT]);
}

void
mj_claim_bar_clear (MjClaimBar *self)
{
  g_return_if_fail (MJ_IS_CLAIM_BAR (self));

  stop_countdown (self);
  self->claim_tile = MJ_TILE_NONE;

  for (guint i = 0; i < self->buttons->len; i++)
    gtk_box_remove (GTK_BOX (self->box), self->buttons->pdata[i]);
  g_ptr_array_set_size (self->buttons, 0);
  g_array_set_size (self->actions, 0);
  gtk_widget_set_visible (self->ready, FALSE);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->ready), FALSE);
  gtk_label_set_text (GTK_LABEL (self->prompt), "");
}

void
mj_claim_bar_set_actions (MjClaimBar     *self,
                          const MjAction *actions,
                          guint           n_actions,
                          MjTile          claim_tile)
{
  gboolean can_ready = FALSE;
  gboolean any = FALSE, pass = FALSE, same = TRUE;
  guint n_buttons = 0;

  g_return_if_fail (MJ_IS_CLAIM_BAR (self));

  /* the same offer again (the table refreshes often): the buttons, the
   * ready toggle and the running countdown stay as they are */
  for (guint i = 0; i < n_actions; i++)
    {
      MjActionType type = actions[i].type;
      if (type == MJ_ACTION_DISCARD)
        can_ready |= (actions[i].flags & MJ_ACTION_FLAG_READY) != 0;
      else if (type != MJ_ACTION_NEXT_HAND)
        {
          same &= n_buttons < self->actions->len &&
                  mj_action_equal (&actions[i], &g_array_index (self->actions, MjAction, n_buttons));
          n_buttons++;
        }
    }
  if (same && n_buttons == self->actions->len && n_buttons > 0 && claim_tile == self->claim_tile &&
      can_ready == gtk_widget_get_visible (self->ready))
    return;
  can_ready = FALSE;

  mj_claim_bar_clear (self);
  self->claim_tile = claim_tile;
  for (guint i = 0; i < n_actions; i++)
    {
      const MjAction *a = &actions[i];
      if (a->type == MJ_ACTION_DISCARD)
        {
          can_ready |= (a->flags & MJ_ACTION_FLAG_READY) != 0;
          continue;
        }
      if (a->type == MJ_ACTION_NEXT_HAND)
        continue;
      add_button (self, a, claim_tile);
      any = TRUE;
      pass |= a->type == MJ_ACTION_PASS;
    }
  gtk_widget_set_visible (self->ready, can_ready);
  if (claim_tile != MJ_TILE_NONE && any)
    gtk_label_set_text (GTK_LABEL (self->prompt), _("Claim the discard?"));
  /* only a claim is timed: one's own turn never is */
  if (self->time_limit > 0 && claim_tile != MJ_TILE_NONE && pass)
    start_countdown (self);
}

void
mj_claim_bar_set_continue (MjClaimBar *self,
                           const char *prompt)
{
  MjAction a = { MJ_ACTION_NONE, 0, MJ_TILE_NONE, 0, { 0 } };

  g_return_if_fail (MJ_IS_CLAIM_BAR (self));
  mj_claim_bar_clear (self);
  add_button (self, &a, MJ_TILE_NONE);
  gtk_label_set_text (GTK_LABEL (self->prompt), prompt ? prompt : "");
}

const char *
mj_claim_bar_get_prompt (MjClaimBar *self)
{
  g_return_val_if_fail (MJ_IS_CLAIM_BAR (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->prompt));
}

void
mj_claim_bar_set_prompt (MjClaimBar *self,
                         const char *prompt)
{
  g_return_if_fail (MJ_IS_CLAIM_BAR (self));
  gtk_label_set_text (GTK_LABEL (self->prompt), prompt ? prompt : "");
}

gboolean
mj_claim_bar_get_ready (MjClaimBar *self)
{
  g_return_val_if_fail (MJ_IS_CLAIM_BAR (self), FALSE);
  return gtk_widget_get_visible (self->ready) &&
         gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->ready));
}

guint
mj_claim_bar_get_n_buttons (MjClaimBar *self)
{
  g_return_val_if_fail (MJ_IS_CLAIM_BAR (self), 0);
  return self->buttons->len;
}

gboolean
mj_claim_bar_activate (MjClaimBar   *self,
                       MjActionType  type)
{
  g_return_val_if_fail (MJ_IS_CLAIM_BAR (self), FALSE);

  for (guint i = 0; i < self->actions->len; i++)
    if (g_array_index (self->actions, MjAction, i).type == type ||
        (type == MJ_ACTION_PASS && g_array_index (self->actions, MjAction, i).type == MJ_ACTION_NONE) ||
        (type == MJ_ACTION_KONG && (g_array_index (self->actions, MjAction, i).type == MJ_ACTION_KONG_CONCEALED ||
                                    g_array_index (self->actions, MjAction, i).type == MJ_ACTION_KONG_ADDED)))
      {
        MjAction a = g_array_index (self->actions, MjAction, i);
        g_signal_emit (self, signals[ACTION_CHOSEN], 0, &a);
        return TRUE;
      }
  return FALSE;
}

gboolean
mj_claim_bar_press_key (MjClaimBar *self,
                        guint       keyval)
{
  g_return_val_if_fail (MJ_IS_CLAIM_BAR (self), FALSE);

  keyval = gdk_keyval_to_lower (keyval);
  if (keyval == GDK_KEY_Escape)
    keyval = GDK_KEY_space;
  else if (keyval >= GDK_KEY_KP_1 && keyval <= GDK_KEY_KP_3)
    keyval = GDK_KEY_1 + (keyval - GDK_KEY_KP_1);
  else if (keyval == GDK_KEY_KP_Enter)
    keyval = GDK_KEY_Return;
  if (keyval == GDK_KEY_r && gtk_widget_get_visible (self->ready) && gtk_widget_is_sensitive (self->ready))
    {
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->ready),
                                    !gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->ready)));
      return TRUE;
    }
  for (guint i = 0; i < self->actions->len; i++)
    if (button_keyval (&g_array_index (self->actions, MjAction, i)) == keyval)
      {
        MjAction a = g_array_index (self->actions, MjAction, i);
        g_signal_emit (self, signals[ACTION_CHOSEN], 0, &a);
        return TRUE;
      }
  return FALSE;
}

guint
mj_claim_bar_get_button_key (MjClaimBar *self,
                             guint       index)
{
  g_return_val_if_fail (MJ_IS_CLAIM_BAR (self), 0);

  if (index >= self->buttons->len)
    return 0;
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (g_ptr_array_index (self->buttons, index)), "keyval"));
}

char *
mj_claim_bar_get_button_text (MjClaimBar *self,
                              guint       index)
{
  GString *text;

  g_return_val_if_fail (MJ_IS_CLAIM_BAR (self), NULL);

  if (index >= self->buttons->len)
    return NULL;
  /* every label of the button, as a person reads them in a row */
  text = g_string_new (NULL);
  for (GtkWidget *w = gtk_widget_get_first_child (gtk_button_get_child (g_ptr_array_index (self->buttons, index)));
       w; w = gtk_widget_get_next_sibling (w))
    if (GTK_IS_LABEL (w))
      g_string_append_printf (text, "%s%s", text->len ? " " : "", gtk_label_get_text (GTK_LABEL (w)));
  return g_string_free (text, FALSE);
}

GtkWidget *
mj_claim_bar_get_button (MjClaimBar *self,
                         guint       index)
{
  g_return_val_if_fail (MJ_IS_CLAIM_BAR (self), NULL);
  return index < self->buttons->len ? g_ptr_array_index (self->buttons, index) : NULL;
}

const MjAction *
mj_claim_bar_get_button_action (MjClaimBar *self,
                                guint       index)
{
  g_return_val_if_fail (MJ_IS_CLAIM_BAR (self), NULL);

  if (index >= self->actions->len)
    return NULL;
  return &g_array_index (self->actions, MjAction, index);
}

/* The bar's keys, caught in the window before the focused widget sees
 * them: a key a button shows must work wherever the focus is (a button
 * that had the focus took Space for itself).  A key no button shows goes
 * on to the focused widget. */
static gboolean
on_window_key (GtkEventControllerKey *controller,
               guint                  keyval,
               guint                  keycode,
               GdkModifierType        state,
               MjClaimBar            *self)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;
  if (!gtk_widget_is_drawable (GTK_WIDGET (self)))
    return FALSE;
  return mj_claim_bar_press_key (self, keyval);
}

void
mj_claim_bar_attach_keys (MjClaimBar *self,
                          GtkWindow  *window)
{
  GtkEventController *keys;

  g_return_if_fail (MJ_IS_CLAIM_BAR (self));
  g_return_if_fail (GTK_IS_WINDOW (window));

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (on_window_key), self, 0);
  gtk_widget_add_controller (GTK_WIDGET (window), keys);
}

static void
on_ready_toggled (MjClaimBar *self)
{
  g_signal_emit (self, signals[READY_TOGGLED], 0,
                 gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->ready)));
}

void
mj_claim_bar_set_tile_cache (MjClaimBar  *self,
                             MjTileCache *cache)
{
  g_return_if_fail (MJ_IS_CLAIM_BAR (self));
  g_set_object (&self->cache, cache);
  /* the strut's tile as tall as the buttons' will be */
  strut_child (self);
}

static void
mj_claim_bar_dispose (GObject *object)
{
  MjClaimBar *self = MJ_CLAIM_BAR (object);

  g_clear_handle_id (&self->tick_id, g_source_remove);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_pointer (&self->strut, gtk_widget_unparent);
  g_clear_object (&self->cache);
  G_OBJECT_CLASS (mj_claim_bar_parent_class)->dispose (object);
}

static void
mj_claim_bar_finalize (GObject *object)
{
  MjClaimBar *self = MJ_CLAIM_BAR (object);

  g_array_unref (self->actions);
  g_ptr_array_unref (self->buttons);
  G_OBJECT_CLASS (mj_claim_bar_parent_class)->finalize (object);
}

static void
mj_claim_bar_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  MjClaimBar *self = MJ_CLAIM_BAR (object);

  switch (prop_id)
    {
    case PROP_TIME_LIMIT:
      g_value_set_uint (value, self->time_limit);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mj_claim_bar_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_TIME_LIMIT:
      mj_claim_bar_set_time_limit (MJ_CLAIM_BAR (object), g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
mj_claim_bar_class_init (MjClaimBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_claim_bar_dispose;
  object_class->finalize = mj_claim_bar_finalize;
  object_class->get_property = mj_claim_bar_get_property;
  object_class->set_property = mj_claim_bar_set_property;

  /* seconds to answer a claim before the bar passes, 0: no limit */
  properties[PROP_TIME_LIMIT] =
    g_param_spec_uint ("time-limit", NULL, NULL, 0, 600, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* (MjAction *): the player chose one of the buttons */
  signals[ACTION_CHOSEN] = g_signal_new ("action-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                         MJ_TYPE_ACTION | G_SIGNAL_TYPE_STATIC_SCOPE);
  signals[READY_TOGGLED] = g_signal_new ("ready-toggled", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "mjclaimbar");
}

static void
mj_claim_bar_init (MjClaimBar *self)
{
  self->actions = g_array_new (FALSE, FALSE, sizeof (MjAction));
  self->claim_tile = MJ_TILE_NONE;
  self->buttons = g_ptr_array_new ();
  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_widget_set_halign (self->box, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (self->box, 6);
  gtk_widget_set_margin_bottom (self->box, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  /* The bar is as tall empty as with buttons of tiles, so that the table
   * above keeps its size (and its tiles theirs) when a claim is offered:
   * an unseen button with a tile beside the row sets the height. */
  self->strut = gtk_button_new ();
  gtk_widget_add_css_class (self->strut, "pill");
  gtk_widget_set_margin_top (self->strut, 6);
  gtk_widget_set_margin_bottom (self->strut, 6);
  gtk_widget_set_halign (self->strut, GTK_ALIGN_START);
  gtk_widget_set_opacity (self->strut, 0);
  gtk_widget_set_can_target (self->strut, FALSE);
  gtk_widget_set_can_focus (self->strut, FALSE);
  gtk_widget_set_focusable (self->strut, FALSE);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->strut), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  strut_child (self);
  gtk_widget_insert_before (self->strut, GTK_WIDGET (self), self->box);

  self->prompt = gtk_label_new ("");
  gtk_widget_add_css_class (self->prompt, "dim-label");
  /* a long question takes two lines rather than widen the window: the
   * missing suit's, beside its three buttons, held a 1024 px window at
   * 1092 */
  gtk_label_set_wrap (GTK_LABEL (self->prompt), TRUE);
  /* never narrower than a few words on a line ("Zhang Min’s turn" came
   * a word to a line beside the buttons) */
  gtk_label_set_width_chars (GTK_LABEL (self->prompt), 16);
  gtk_label_set_max_width_chars (GTK_LABEL (self->prompt), 30);
  gtk_label_set_justify (GTK_LABEL (self->prompt), GTK_JUSTIFY_RIGHT);
  gtk_label_set_xalign (GTK_LABEL (self->prompt), 1);
  gtk_box_append (GTK_BOX (self->box), self->prompt);

  /* Translators: a toggle: the next discard declares the hand ready */
  self->ready = gtk_toggle_button_new_with_label (_("Ready with this discard  R"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->ready),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Ready with this discard"),
                                  GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS, "R", -1);
  gtk_widget_set_visible (self->ready, FALSE);
  gtk_widget_add_css_class (self->ready, "pill");
  g_signal_connect_swapped (self->ready, "toggled", G_CALLBACK (on_ready_toggled), self);
  gtk_box_append (GTK_BOX (self->box), self->ready);

  self->countdown = gtk_level_bar_new_for_interval (0.0, 1.0);
  gtk_widget_set_size_request (self->countdown, 80, -1);
  gtk_widget_set_valign (self->countdown, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (self->countdown, FALSE);
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (self->countdown), GTK_LEVEL_BAR_OFFSET_LOW);
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (self->countdown), GTK_LEVEL_BAR_OFFSET_HIGH);
  gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (self->countdown), GTK_LEVEL_BAR_OFFSET_FULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->countdown), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Time left to claim"), -1);
  gtk_box_append (GTK_BOX (self->box), self->countdown);
  gtk_widget_set_size_request (GTK_WIDGET (self), -1, 56);
}

GtkWidget *
mj_claim_bar_new (void)
{
  return g_object_new (MJ_TYPE_CLAIM_BAR, NULL);
}
