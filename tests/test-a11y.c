/* test-a11y.c: the window as a screen reader and a keyboard meet it,
 * during a hand of Sichuan against computer players at pace 0.  GTK's
 * test helpers read the accessible roles and properties in the process
 * (no AT-SPI bus).
 *
 *   /a11y/tree           every button has a name; every region of the table
 *                        is a group whose label names its tiles in words
 *   /a11y/keyboard       Tab and Shift+Tab reach each region in order and
 *                        leave the table, F6 goes round, arrows choose tiles
 *   /a11y/news           another player's discard: the status line (role
 *                        status) says it, and so does the focused region's
 *                        description, which a screen reader speaks
 *   /a11y/high-contrast  the table in the high-contrast style, as a PNG in
 *                        screenshots/ beside the other tests'
 *   /a11y/hot-seat-cover while the screen is passed on, nothing the windows
 *                        or their accessible tree expose belongs to one
 *                        person: no hand, no hidden tile, no hint, no
 *                        missing suit before all have chosen (seeded
 *                        hot-seat hands of Sichuan and Lisi)
 *   /a11y/at-spi         what a screen reader really gets: the window read
 *                        back over the AT-SPI bus (names and roles of the
 *                        buttons and regions), and the description change a
 *                        discard sends for the focused region (skipped when
 *                        there is no accessibility bus)
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "mj-ui-test.h"
#include "mj-claim-bar.h"
#include "mj-handoff.h"
#include "mj-hint.h"
#include "mj-record.h"
#include "mj-table-region.h"
#include "mj-table-view.h"
#include "mj-tile-names.h"
#include "mj-window.h"

/* ---- a hand under way ----------------------------------------------------------- */

typedef struct {
  GSettings   *settings;
  MjMatch     *match;
  MjWindow    *window;
  MjTableView *table;
  MjClaimBar  *bar;
  MjGame      *game;
  guint        named_claim_buttons;
} Hand;

static void check_buttons (GtkWidget *root, guint *n_checked);

/* Seat 0 is the person; the others are computer players at pace 0.  Plays
 * until the person's first turn: the void suit is chosen with its button
 * (whose names are checked on the way). */
static void
hand_start (Hand *h)
{
  MjMatchSetup setup = { 0 };
  static const char *names[] = { "Tester", "Li Wei", "Zhang Min", "Wang Fang" };
  g_autofree char *saved = mj_window_autosave_path ();
  g_autofree char *previous = mj_record_previous_path (saved);

  h->settings = g_settings_new (APP_ID);
  g_settings_set_double (h->settings, "computer-pace", 0.0);
  g_settings_set_boolean (h->settings, "animations", FALSE);
  setup.rules = mj_rules_lookup ("sichuan");
  mj_options_init_defaults (setup.rules, &setup.options);
  setup.seed = 20261130;
  setup.hands = 1;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      setup.names[i] = g_strdup (names[i]);
      setup.human[i] = i == 0;
    }
  h->match = mj_match_new (&setup);
  mj_match_setup_clear (&setup);

  g_unlink (saved);
  g_unlink (previous);
  h->window = mj_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (h->window), 1280, 800);
  gtk_window_present (GTK_WINDOW (h->window));
  ui_iterate (100);
  mj_window_play (h->window, h->match);
  h->table = MJ_TABLE_VIEW (mj_window_get_table (h->window));
  h->bar = MJ_CLAIM_BAR (mj_window_get_claim_bar (h->window));
  h->game = mj_match_get_game (h->match);

  for (guint i = 0; i < 2000; i++)
    {
      ui_iterate (10);
      if (!(mj_game_get_pending (h->game) & 1))
        continue;
      if (mj_game_get_phase (h->game) == MJ_PHASE_TURN && mj_table_view_get_hand_length (h->table) == 14)
        break;
      if (mj_claim_bar_get_n_buttons (h->bar) > 0)
        {
          check_buttons (GTK_WIDGET (h->bar), &h->named_claim_buttons);
          g_assert_true (mj_claim_bar_activate (h->bar, MJ_ACTION_CHOOSE_SUIT) ||
                         mj_claim_bar_activate (h->bar, MJ_ACTION_PASS));
        }
    }
  g_assert_cmpint (mj_game_get_phase (h->game), ==, MJ_PHASE_TURN);
  g_assert_cmpuint (mj_game_get_pending (h->game) & 1, ==, 1);
  ui_iterate (100);
}

static void
hand_end (Hand *h)
{
  gtk_window_destroy (GTK_WINDOW (h->window));
  ui_iterate (50);
  g_clear_object (&h->match);
  g_settings_reset (h->settings, "computer-pace");
  g_settings_reset (h->settings, "animations");
  g_clear_object (&h->settings);
}

static GPtrArray *
regions (MjTableView *table)
{
  GPtrArray *out = g_ptr_array_new ();

  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (table)); c; c = gtk_widget_get_next_sibling (c))
    if (MJ_IS_TABLE_REGION (c))
      g_ptr_array_add (out, c);
  return out;
}

/* ---- /a11y/tree ---------------------------------------------------------------- */

/* Every button a person can reach has a name: its label, or for the
 * inner button of a menu button, the menu button's (GTK labels the one by
 * the other; on the AT-SPI bus the inner button is named "Main Menu").
 * An icon's tooltip is a description, not a name. */
static void
check_buttons (GtkWidget *root,
               guint     *n_checked)
{
  for (GtkWidget *w = gtk_widget_get_first_child (root); w; w = gtk_widget_get_next_sibling (w))
    {
      GtkAccessibleRole role = gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (w));

      if (!gtk_widget_get_mapped (w))
        continue;
      /* (GTK 4.8 gives toggle buttons the role button too) */
      if (role == GTK_ACCESSIBLE_ROLE_BUTTON && gtk_widget_get_focusable (w))
        {
          g_autofree char *label = ui_accessible_property (w, GTK_ACCESSIBLE_PROPERTY_LABEL);
          GtkWidget *parent = gtk_widget_get_parent (w);

          if ((label == NULL || label[0] == '\0') && GTK_IS_MENU_BUTTON (parent))
            {
              g_free (label);
              label = ui_accessible_property (parent, GTK_ACCESSIBLE_PROPERTY_LABEL);
            }
          if (label == NULL || label[0] == '\0')
            g_error ("a %s (%s) has no accessible name", G_OBJECT_TYPE_NAME (w),
                     gtk_widget_get_tooltip_text (w) ? gtk_widget_get_tooltip_text (w) : "no tooltip");
          g_test_message ("button “%s”", label);
          (*n_checked)++;
        }
      check_buttons (w, n_checked);
    }
}

static gboolean
contains (const char *label,
          const char *part)
{
  if (strstr (label, part))
    return TRUE;
  g_test_message ("“%s” does not say “%s”", label, part);
  return FALSE;
}

static void
test_tree (void)
{
  Hand h = { 0 };
  g_autoptr (GPtrArray) all = NULL;
  MjView view;
  guint n_buttons = 0;

  hand_start (&h);
  /* the void suit's buttons were named ("Void dots", with the tile) */
  g_assert_cmpuint (h.named_claim_buttons, >=, 3);

  check_buttons (GTK_WIDGET (h.window), &n_buttons);
  g_test_message ("%u buttons named", n_buttons);
  g_assert_cmpuint (n_buttons, >=, 3);   /* New Game, the hints, the menu */

  /* the table is a group with a label; its regions are groups naming
   * their tiles */
  g_assert_true (gtk_test_accessible_has_role (GTK_ACCESSIBLE (h.table), GTK_ACCESSIBLE_ROLE_GROUP));
  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (h.table), GTK_ACCESSIBLE_PROPERTY_LABEL));
  mj_game_get_view (h.game, 0, &view);
  all = regions (h.table);
  g_assert_cmpuint (all->len, ==, 3 * MJ_N_SEATS + 1);
  for (guint i = 0; i < all->len; i++)
    {
      MjTableRegion *r = all->pdata[i];
      guint rel = mj_table_region_get_seat (r), seat = rel;   /* the viewer is seat 0 */
      const MjViewPlayer *pl = &view.players[seat];
      g_autofree char *label = ui_accessible_property (r, GTK_ACCESSIBLE_PROPERTY_LABEL);
      g_autofree char *name = g_strdup (mj_match_get_name (h.match, seat));

      g_assert_true (gtk_test_accessible_has_role (GTK_ACCESSIBLE (r), GTK_ACCESSIBLE_ROLE_GROUP));
      g_assert_nonnull (label);
      g_assert_cmpstr (label, ==, mj_table_region_get_label (r));
      g_test_message ("region %u: %s", i, label);
      switch (mj_table_region_get_area (r))
        {
        case MJ_TABLE_AREA_HAND:
          if (rel == 0)
            for (guint j = 0; j < mj_table_view_get_hand_length (h.table); j++)
              {
                g_autofree char *tile = mj_tile_name (mj_table_view_get_hand_tile (h.table, j));
                g_assert_true (contains (label, tile));
              }
          else
            {
              g_autofree char *count = g_strdup_printf ("%u tiles", pl->n_concealed);
              g_assert_true (contains (label, name));
              g_assert_true (contains (label, count));
            }
          g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (r)));
          break;
        case MJ_TABLE_AREA_DISCARDS:
          for (guint d = 0; d < pl->n_discards; d++)
            {
              g_autofree char *tile = mj_tile_name (pl->discards[d].tile);
              g_assert_true (contains (label, tile));
            }
          g_assert_true (contains (label, rel == 0 ? "You" : name));
          g_assert_cmpint (gtk_widget_get_focusable (GTK_WIDGET (r)), ==, pl->n_discards > 0);
          break;
        case MJ_TABLE_AREA_MELDS:
          for (guint m = 0; m < pl->n_melds; m++)
            if (pl->melds[m].tile != MJ_TILE_NONE)
              {
                g_autofree char *tile = mj_tile_name (pl->melds[m].tile);
                g_assert_true (contains (label, tile));
              }
          g_assert_cmpint (gtk_widget_get_focusable (GTK_WIDGET (r)), ==, pl->n_melds > 0 || pl->flowers);
          break;
        case MJ_TABLE_AREA_WALL:
          {
            guint to_draw = view.wall_remaining > view.reserve ? view.wall_remaining - view.reserve : 0;
            g_autofree char *left = g_strdup_printf ("%u tiles left", to_draw);
            g_assert_true (contains (label, left));
          }
          break;
        default:
          g_assert_not_reached ();
        }
      /* over what the table draws there */
      if (gtk_widget_get_focusable (GTK_WIDGET (r)))
        {
          graphene_rect_t b;
          g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (r), GTK_WIDGET (h.table), &b));
          g_assert_cmpfloat (b.size.width, >, 10);
          g_assert_cmpfloat (b.size.height, >, 10);
          g_assert_cmpfloat (b.origin.x, >=, 0);
          g_assert_cmpfloat (b.origin.y, >=, 0);
          g_assert_cmpfloat (b.origin.x + b.size.width, <=, gtk_widget_get_width (GTK_WIDGET (h.table)));
          g_assert_cmpfloat (b.origin.y + b.size.height, <=, gtk_widget_get_height (GTK_WIDGET (h.table)));
        }
    }
  hand_end (&h);
}

/* ---- /a11y/keyboard ------------------------------------------------------------ */

static GtkWidget *
focus_of (Hand *h)
{
  return gtk_root_get_focus (GTK_ROOT (h->window));
}

static void
test_keyboard (void)
{
  Hand h = { 0 };
  g_autoptr (GPtrArray) all = NULL;
  g_autoptr (GPtrArray) reached = g_ptr_array_new ();
  GtkWidget *hand_region;
  guint focusable = 0;
  g_autofree char *news = NULL;

  hand_start (&h);
  all = regions (h.table);
  hand_region = all->pdata[0];
  for (guint i = 0; i < all->len; i++)
    focusable += gtk_widget_get_focusable (all->pdata[i]);

  /* the table takes the focus at the hand; Tab goes through every region
   * that has something in it, in order, then out of the table.  (The
   * table's part of what Tab does: the window's walk from widget to
   * widget goes only through the focus chain of an active window, and
   * with other tests' windows on the same display this one may not be.) */
  gtk_widget_grab_focus (GTK_WIDGET (h.table));
  g_assert_true (focus_of (&h) == hand_region);
  g_ptr_array_add (reached, hand_region);
  for (guint i = 0; i < 40; i++)
    {
      if (!gtk_widget_child_focus (GTK_WIDGET (h.table), GTK_DIR_TAB_FORWARD))
        break;
      g_ptr_array_add (reached, focus_of (&h));
    }
  g_test_message ("Tab reached %u regions of %u with something in them", reached->len, focusable);
  g_assert_cmpuint (reached->len, ==, focusable);
  for (guint i = 1, last = 0; i < reached->len; i++)
    {
      guint at;
      g_assert_true (g_ptr_array_find (all, reached->pdata[i], &at));
      g_assert_cmpuint (at, >, last);
      last = at;
    }
  g_assert_true (focus_of (&h) == all->pdata[all->len - 1]);   /* the wall, from which Tab leaves */

  /* from outside, Tab comes in at the hand, Shift+Tab at the wall */
  gtk_widget_grab_focus (mj_window_get_claim_bar (h.window));
  gtk_root_set_focus (GTK_ROOT (h.window), NULL);
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (h.table), GTK_DIR_TAB_FORWARD));
  g_assert_true (focus_of (&h) == hand_region);
  gtk_root_set_focus (GTK_ROOT (h.window), NULL);
  g_assert_true (gtk_widget_child_focus (GTK_WIDGET (h.table), GTK_DIR_TAB_BACKWARD));
  g_assert_true (focus_of (&h) == all->pdata[all->len - 1]);
  /* and Shift+Tab goes back through them to the hand */
  for (guint i = reached->len - 1; i-- > 0;)
    {
      g_assert_true (gtk_widget_child_focus (GTK_WIDGET (h.table), GTK_DIR_TAB_BACKWARD));
      g_assert_true (focus_of (&h) == reached->pdata[i]);
    }
  g_assert_false (gtk_widget_child_focus (GTK_WIDGET (h.table), GTK_DIR_TAB_BACKWARD));
  gtk_widget_grab_focus (all->pdata[all->len - 1]);
  g_assert_cmpint (mj_table_region_get_area (MJ_TABLE_REGION (focus_of (&h))), ==, MJ_TABLE_AREA_WALL);

  /* F6 goes round: from the wall to the hand, Shift+F6 back */
  ui_key (GTK_WIDGET (h.table), GDK_KEY_F6, 0);
  g_assert_true (focus_of (&h) == hand_region);
  ui_key (GTK_WIDGET (h.table), GDK_KEY_F6, GDK_SHIFT_MASK);
  g_assert_true (focus_of (&h) == all->pdata[all->len - 1]);
  ui_key (GTK_WIDGET (h.table), GDK_KEY_F6, 0);
  ui_key (GTK_WIDGET (h.table), GDK_KEY_F6, 0);
  g_assert_true (focus_of (&h) == reached->pdata[1]);

  /* in the hand, Left and Right choose a tile and say which */
  gtk_widget_grab_focus (GTK_WIDGET (h.table));
  ui_key (GTK_WIDGET (h.table), GDK_KEY_Home, 0);
  ui_key (GTK_WIDGET (h.table), GDK_KEY_Right, 0);
  g_assert_true (focus_of (&h) == hand_region);
  news = ui_accessible_property (hand_region, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_assert_nonnull (news);
  {
    g_autofree char *tile = mj_tile_name (mj_table_view_get_hand_tile (h.table, 1));
    g_autofree char *where = g_strdup_printf ("tile 2 of %u", mj_table_view_get_hand_length (h.table));
    g_test_message ("the hand says: %s", news);
    g_assert_true (contains (news, tile));
    g_assert_true (contains (news, where));
  }
  /* a region left keeps no old news */
  ui_key (GTK_WIDGET (h.table), GDK_KEY_Down, 0);
  g_assert_true (focus_of (&h) != hand_region);
  g_assert_false (gtk_test_accessible_has_property (GTK_ACCESSIBLE (hand_region), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION));

  /* the ring is drawn round the focused region, to look at */
  gtk_widget_grab_focus (GTK_WIDGET (h.table));
  ui_key (GTK_WIDGET (h.table), GDK_KEY_F6, GDK_SHIFT_MASK);   /* the wall */
  ui_key (GTK_WIDGET (h.table), GDK_KEY_F6, GDK_SHIFT_MASK);   /* the left player's discards */
  gtk_window_set_focus_visible (GTK_WINDOW (h.window), TRUE);
  ui_iterate (100);
  ui_save_png (GTK_WIDGET (h.window), "table-focus.png");
  hand_end (&h);
}

/* ---- /a11y/news ----------------------------------------------------------------- */

typedef struct {
  Hand    *hand;
  GtkWidget *status;
  guint    checked;
} News;

static GtkWidget *
find_status (GtkWidget *root)
{
  for (GtkWidget *w = gtk_widget_get_first_child (root); w; w = gtk_widget_get_next_sibling (w))
    {
      GtkWidget *found;
      if (GTK_IS_LABEL (w) && gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (w)) == GTK_ACCESSIBLE_ROLE_STATUS &&
          gtk_widget_get_ancestor (w, MJ_TYPE_WINDOW) && !gtk_widget_get_ancestor (w, ADW_TYPE_FLAP))
        return w;
      found = find_status (w);
      if (found)
        return found;
    }
  return NULL;
}

/* After the window has told of a discard (its handler runs first): the
 * status line and the focused region both say it. */
static void
on_discarded (MjGame  *game,
              guint    seat,
              guint    tile,
              gboolean face_down,
              News    *news)
{
  g_autofree char *status = NULL;
  g_autofree char *described = NULL;
  g_autofree char *name = NULL;
  GtkWidget *focus;

  if (seat == 0 || face_down)
    return;
  name = mj_tile_name ((MjTile) tile);
  status = ui_accessible_property (news->status, GTK_ACCESSIBLE_PROPERTY_LABEL);
  g_assert_nonnull (status);
  g_assert_true (contains (status, mj_match_get_name (news->hand->match, seat)));
  g_assert_true (contains (status, name));
  focus = gtk_root_get_focus (GTK_ROOT (news->hand->window));
  g_assert_true (MJ_IS_TABLE_REGION (focus));
  described = ui_accessible_property (focus, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  g_assert_cmpstr (described, ==, status);
  g_assert_cmpstr (mj_table_view_get_news (news->hand->table), ==, status);
  if (news->checked++ == 0)
    g_test_message ("status and focused region: %s", status);
}

static void
test_news (void)
{
  Hand h = { 0 };
  News news = { &h, NULL, 0 };
  gulong id;

  hand_start (&h);
  news.status = find_status (GTK_WIDGET (h.window));
  g_assert_nonnull (news.status);
  g_assert_true (gtk_test_accessible_has_role (GTK_ACCESSIBLE (news.status), GTK_ACCESSIBLE_ROLE_STATUS));
  id = g_signal_connect (h.game, "tile-discarded", G_CALLBACK (on_discarded), &news);

  /* the person discards from the hand region, by key, a few times; the
   * computer players' discards between are checked as they come */
  gtk_widget_grab_focus (GTK_WIDGET (h.table));
  for (guint i = 0; i < 3000 && news.checked < 6 && mj_game_get_phase (h.game) != MJ_PHASE_HAND_OVER; i++)
    {
      ui_iterate (5);
      if (!(mj_game_get_pending (h.game) & 1))
        continue;
      if (mj_game_get_phase (h.game) == MJ_PHASE_TURN)
        {
          MjAction legal[MJ_MAX_LEGAL];
          guint n = mj_game_legal_actions (h.game, 0, legal, G_N_ELEMENTS (legal));
          /* the legal discard, chosen with the arrows */
          for (guint k = 0; k < n; k++)
            if (legal[k].type == MJ_ACTION_DISCARD && legal[k].flags == 0)
              {
                gtk_widget_grab_focus (GTK_WIDGET (h.table));
                ui_key (GTK_WIDGET (h.table), GDK_KEY_Home, 0);
                for (guint j = 0; j < mj_table_view_get_hand_length (h.table) &&
                                  mj_table_view_get_hand_tile (h.table, j) != legal[k].tile; j++)
                  ui_key (GTK_WIDGET (h.table), GDK_KEY_Right, 0);
                ui_key (GTK_WIDGET (h.table), GDK_KEY_Return, 0);
                break;
              }
        }
      else if (mj_claim_bar_get_n_buttons (h.bar) > 0)
        {
          check_buttons (GTK_WIDGET (h.bar), &h.named_claim_buttons);
          if (!mj_claim_bar_activate (h.bar, MJ_ACTION_PASS))
            mj_claim_bar_activate (h.bar, MJ_ACTION_WIN);
        }
    }
  g_signal_handler_disconnect (h.game, id);
  g_test_message ("%u discards of the others checked", news.checked);
  g_assert_cmpuint (news.checked, >=, 3);
  hand_end (&h);
}

/* ---- /a11y/high-contrast -------------------------------------------------------- */

static void
test_high_contrast (void)
{
  g_autoptr (GSettingsSchema) schema = g_settings_schema_source_lookup (g_settings_schema_source_get_default (),
                                                                        "org.gnome.desktop.a11y.interface", TRUE);
  g_autoptr (GSettings) a11y = NULL;
  Hand h = { 0 };

  if (schema == NULL || !g_settings_schema_has_key (schema, "high-contrast"))
    {
      g_test_skip ("no org.gnome.desktop.a11y.interface schema to turn high contrast on with");
      return;
    }
  /* the system's setting, which libadwaita follows */
  a11y = g_settings_new ("org.gnome.desktop.a11y.interface");
  g_settings_set_boolean (a11y, "high-contrast", TRUE);
  ui_iterate (50);
  if (!adw_style_manager_get_high_contrast (adw_style_manager_get_default ()))
    {
      g_settings_reset (a11y, "high-contrast");
      g_test_skip ("libadwaita does not follow the GSettings high-contrast key here (a portal answers?)");
      return;
    }
  hand_start (&h);
  /* a chosen tile and the hint's mark, whose outlines must stand out */
  g_action_group_change_action_state (G_ACTION_GROUP (h.window), "hints", g_variant_new_boolean (TRUE));
  ui_iterate (200);
  gtk_widget_grab_focus (GTK_WIDGET (h.table));
  ui_key (GTK_WIDGET (h.table), GDK_KEY_Home, 0);
  ui_key (GTK_WIDGET (h.table), GDK_KEY_Right, 0);
  ui_key (GTK_WIDGET (h.table), GDK_KEY_Right, 0);
  ui_iterate (200);
  ui_save_png (GTK_WIDGET (h.window), "sichuan-high-contrast.png");
  g_action_group_change_action_state (G_ACTION_GROUP (h.window), "hints", g_variant_new_boolean (FALSE));
  hand_end (&h);
  g_settings_reset (a11y, "high-contrast");
  ui_iterate (50);
}

/* ---- /a11y/at-spi ------------------------------------------------------------- */

/* This process's own accessible objects, read over the accessibility bus
 * as Orca reads them: a second connection, calls made asynchronously while
 * the main loop serves GTK's side. */
typedef struct {
  GDBusConnection *bus;
  char            *app;        /* GTK's name on the bus */
  GPtrArray       *events;     /* "property name|value" of PropertyChange signals */
  guint            subscription;
} Atspi;

typedef struct {
  GVariant *reply;
  GError   *error;
  gboolean  done;
} Call;

static void
call_done (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  Call *c = data;
  c->reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result, &c->error);
  c->done = TRUE;
}

static GVariant *
atspi_call (Atspi              *a,
            const char         *name,
            const char         *path,
            const char         *iface,
            const char         *method,
            GVariant           *args,
            const GVariantType *type)
{
  Call c = { 0 };

  g_dbus_connection_call (a->bus, name, path, iface, method, args, type, G_DBUS_CALL_FLAGS_NONE, 5000, NULL,
                          call_done, &c);
  while (!c.done)
    g_main_context_iteration (NULL, TRUE);
  if (c.error)
    {
      g_test_message ("%s %s: %s", path, method, c.error->message);
      g_error_free (c.error);
    }
  return c.reply;
}

static char *
atspi_string (Atspi      *a,
              const char *name,
              const char *path,
              const char *prop)
{
  g_autoptr (GVariant) r = atspi_call (a, name, path, "org.freedesktop.DBus.Properties", "Get",
                                       g_variant_new ("(ss)", "org.a11y.atspi.Accessible", prop), G_VARIANT_TYPE ("(v)"));
  g_autoptr (GVariant) v = NULL;

  if (r == NULL)
    return g_strdup ("");
  g_variant_get (r, "(v)", &v);
  return g_variant_dup_string (v, NULL);
}

typedef struct {
  char *role, *name, *description, *parent_role;
} Node;

static void
node_free (Node *n)
{
  g_free (n->role);
  g_free (n->name);
  g_free (n->description);
  g_free (n->parent_role);
  g_free (n);
}

static void
atspi_walk (Atspi      *a,
            const char *name,
            const char *path,
            const char *parent_role,
            GPtrArray  *out)
{
  g_autoptr (GVariant) role = atspi_call (a, name, path, "org.a11y.atspi.Accessible", "GetRoleName", NULL,
                                          G_VARIANT_TYPE ("(s)"));
  g_autoptr (GVariant) children = atspi_call (a, name, path, "org.a11y.atspi.Accessible", "GetChildren", NULL,
                                              G_VARIANT_TYPE ("(a(so))"));
  Node *n = g_new0 (Node, 1);
  GVariantIter *iter;
  const char *child_name, *child_path;

  if (role)
    g_variant_get (role, "(s)", &n->role);
  else
    n->role = g_strdup ("");
  n->name = atspi_string (a, name, path, "Name");
  n->description = atspi_string (a, name, path, "Description");
  n->parent_role = g_strdup (parent_role);
  g_ptr_array_add (out, n);
  if (children == NULL)
    return;
  g_variant_get (children, "(a(so))", &iter);
  while (g_variant_iter_next (iter, "(&s&o)", &child_name, &child_path))
    atspi_walk (a, child_name, child_path, n->role, out);
  g_variant_iter_free (iter);
}

static void
on_atspi_event (GDBusConnection *connection,
                const char      *sender,
                const char      *path,
                const char      *iface,
                const char      *signal,
                GVariant        *params,
                gpointer         data)
{
  Atspi *a = data;
  const char *what;
  g_autoptr (GVariant) value = NULL;

  if (!g_variant_is_of_type (params, G_VARIANT_TYPE ("(siiva{sv})")))
    return;
  g_variant_get (params, "(&siiva{sv})", &what, NULL, NULL, &value, NULL);
  if (g_variant_is_of_type (value, G_VARIANT_TYPE_STRING))
    g_ptr_array_add (a->events, g_strdup_printf ("%s|%s", what, g_variant_get_string (value, NULL)));
}

/* Connects to the accessibility bus and finds this process on it; FALSE
 * when there is none (no at-spi2-core), and the test is skipped. */
static gboolean
atspi_open (Atspi *a)
{
  g_autoptr (GDBusConnection) session = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, NULL);
  g_autoptr (GVariant) address = NULL;
  g_autoptr (GVariant) apps = NULL;
  g_autoptr (GError) error = NULL;
  GVariantIter *iter;
  const char *name, *path;
  const char *address_str;
  const char *own = NULL;

  if (session == NULL)
    return FALSE;
  address = g_dbus_connection_call_sync (session, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", NULL,
                                         G_VARIANT_TYPE ("(s)"), G_DBUS_CALL_FLAGS_NONE, 5000, NULL, &error);
  if (address == NULL)
    {
      g_test_message ("no accessibility bus: %s", error->message);
      return FALSE;
    }
  g_variant_get (address, "(&s)", &address_str);
  a->bus = g_dbus_connection_new_for_address_sync (address_str, G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT |
                                                   G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION, NULL, NULL, &error);
  if (a->bus == NULL)
    {
      g_test_message ("accessibility bus %s: %s", address_str, error->message);
      return FALSE;
    }
  a->events = g_ptr_array_new_with_free_func (g_free);
  a->subscription = g_dbus_connection_signal_subscribe (a->bus, NULL, "org.a11y.atspi.Event.Object", "PropertyChange",
                                                        NULL, NULL, G_DBUS_SIGNAL_FLAGS_NONE, on_atspi_event, a, NULL);
  /* GTK registers with the registry a moment after its first window */
  for (guint tries = 0; tries < 100 && a->app == NULL; tries++)
    {
      g_clear_pointer (&apps, g_variant_unref);
      apps = atspi_call (a, "org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root", "org.a11y.atspi.Accessible",
                         "GetChildren", NULL, G_VARIANT_TYPE ("(a(so))"));
      if (apps)
        {
          g_variant_get (apps, "(a(so))", &iter);
          while (g_variant_iter_next (iter, "(&s&o)", &name, &path))
            {
              /* this process, not another test's on the same bus */
              g_autoptr (GVariant) pid = atspi_call (a, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                                     "org.freedesktop.DBus", "GetConnectionUnixProcessID",
                                                     g_variant_new ("(s)", name), G_VARIANT_TYPE ("(u)"));
              guint32 p = 0;
              if (pid)
                g_variant_get (pid, "(u)", &p);
              if (p == (guint32) getpid ())
                own = name;
            }
          if (own)
            a->app = g_strdup (own);
          g_variant_iter_free (iter);
        }
      if (a->app == NULL)
        ui_iterate (50);
    }
  if (a->app == NULL)
    g_test_message ("%s is not on the accessibility bus", g_get_prgname ());
  return a->app != NULL;
}

static gboolean
said_twice (const char *name)
{
  gsize n = strlen (name);

  /* "New Game New Game": a label and the label it is labelled by */
  return n > 2 && n % 2 == 1 && name[n / 2] == ' ' && strncmp (name, name + n / 2 + 1, n / 2) == 0;
}

static void
test_atspi (void)
{
  Atspi a = { 0 };
  Hand h = { 0 };
  g_autoptr (GPtrArray) nodes = g_ptr_array_new_with_free_func ((GDestroyNotify) node_free);
  g_autoptr (GPtrArray) all = NULL;
  guint buttons = 0, groups = 0;
  gboolean heard = FALSE;

  if (g_getenv ("NO_AT_BRIDGE"))
    {
      g_test_skip ("NO_AT_BRIDGE is set");
      return;
    }
  hand_start (&h);
  if (!atspi_open (&a))
    {
      g_test_skip ("no accessibility bus (at-spi2-core) to read the window back from");
      hand_end (&h);
      return;
    }
  atspi_walk (&a, a.app, "/org/a11y/atspi/accessible/root", "", nodes);
  g_test_message ("%u accessible objects on the bus", nodes->len);

  all = regions (h.table);
  for (guint i = 0; i < nodes->len; i++)
    {
      Node *n = nodes->pdata[i];

      /* a button says what it does, once; the inner button of a drop-down
       * is read as its combo box */
      if (strcmp (n->role, "button") == 0 && strcmp (n->parent_role, "combo box") != 0)
        {
          if (n->name[0] == '\0' || g_str_has_prefix (n->name, "Gtk") || said_twice (n->name))
            g_error ("a button is named “%s” on the accessibility bus", n->name);
          buttons++;
        }
      /* the table's regions: their labels, as they are */
      if (strcmp (n->role, "group") == 0 && strcmp (n->parent_role, "group") == 0)
        for (guint r = 0; r < all->len; r++)
          if (g_strcmp0 (n->name, mj_table_region_get_label (all->pdata[r])) == 0)
            {
              groups++;
              break;
            }
    }
  g_test_message ("%u buttons and %u regions of the table read back", buttons, groups);
  g_assert_cmpuint (buttons, >=, 6);
  g_assert_cmpuint (groups, ==, all->len);

  /* a discard of another player: the focused region's description changes
   * on the bus (what Orca speaks for the object with the focus) */
  gtk_widget_grab_focus (GTK_WIDGET (h.table));
  g_ptr_array_set_size (a.events, 0);
  for (guint i = 0; i < 3000 && !heard && mj_game_get_phase (h.game) != MJ_PHASE_HAND_OVER; i++)
    {
      ui_iterate (5);
      for (guint e = 0; e < a.events->len && !heard; e++)
        if (g_str_has_prefix (a.events->pdata[e], "accessible-description|") &&
            strstr (a.events->pdata[e], " discards ") &&
            !g_str_has_prefix (a.events->pdata[e], "accessible-description|Tester "))
          {
            g_test_message ("heard on the bus: %s", (char *) a.events->pdata[e]);
            heard = TRUE;
          }
      if ((mj_game_get_pending (h.game) & 1) && mj_game_get_phase (h.game) == MJ_PHASE_TURN)
        {
          MjAction legal[MJ_MAX_LEGAL];
          guint n = mj_game_legal_actions (h.game, 0, legal, G_N_ELEMENTS (legal));
          for (guint k = 0; k < n; k++)
            if (legal[k].type == MJ_ACTION_DISCARD && legal[k].flags == 0)
              {
                g_assert_true (mj_match_submit (h.match, &legal[k], NULL));
                break;
              }
        }
      else if ((mj_game_get_pending (h.game) & 1) && mj_claim_bar_get_n_buttons (h.bar) > 0)
        {
          if (!mj_claim_bar_activate (h.bar, MJ_ACTION_PASS))
            mj_claim_bar_activate (h.bar, MJ_ACTION_WIN);
        }
    }
  g_assert_true (heard);

  g_dbus_connection_signal_unsubscribe (a.bus, a.subscription);
  g_dbus_connection_close_sync (a.bus, NULL, NULL);
  g_clear_object (&a.bus);
  g_ptr_array_unref (a.events);
  g_free (a.app);
  hand_end (&h);
}

/* ---- /a11y/hot-seat-cover -------------------------------------------------------- */

/* Everything a screen reader can read in `root` and below: accessible
 * names and descriptions, labels, buttons, tooltips, entries, of what is
 * shown (a hidden widget is not in the accessible tree). */
static void
gather (GtkWidget *root,
        GString   *out)
{
  g_autofree char *label = NULL;
  g_autofree char *description = NULL;

  if (!gtk_widget_get_visible (root))
    return;
  label = ui_accessible_property (root, GTK_ACCESSIBLE_PROPERTY_LABEL);
  description = ui_accessible_property (root, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  if (label)
    g_string_append_printf (out, "%s\n", label);
  if (description)
    g_string_append_printf (out, "%s\n", description);
  if (GTK_IS_LABEL (root))
    g_string_append_printf (out, "%s\n", gtk_label_get_text (GTK_LABEL (root)));
  if (GTK_IS_BUTTON (root) && gtk_button_get_label (GTK_BUTTON (root)))
    g_string_append_printf (out, "%s\n", gtk_button_get_label (GTK_BUTTON (root)));
  if (gtk_widget_get_tooltip_text (root))
    g_string_append_printf (out, "%s\n", gtk_widget_get_tooltip_text (root));
  if (GTK_IS_EDITABLE (root))
    g_string_append_printf (out, "%s\n", gtk_editable_get_text (GTK_EDITABLE (root)));
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    gather (c, out);
}

/* The kinds anyone at the table may know of: discards face up, melds
 * (but a concealed kong the rules hide), flowers, a winner's hand laid
 * down, the discard on offer, the flipped tile. */
static void
public_kinds (const MjState *s,
              gboolean      *seen)
{
  gboolean over = s->phase == MJ_PHASE_HAND_OVER || s->phase == MJ_PHASE_MATCH_OVER;

  memset (seen, 0, sizeof (gboolean) * MJ_N_TILE_KINDS);
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      const MjPlayer *p = &s->players[i];
      for (guint d = 0; d < p->n_discards; d++)
        if (!(p->discards[d].flags & MJ_DISCARD_FACE_DOWN) || over)
          seen[p->discards[d].tile] = TRUE;
      for (guint m = 0; m < p->hand.n_melds; m++)
        if (!(p->hand.melds[m].type == MJ_MELD_KONG_CONCEALED && (s->features & MJ_FEATURE_HIDE_CONCEALED_KONG)) || over)
          {
            MjTile t[4];
            guint n = mj_meld_tiles (&p->hand.melds[m], t);
            for (guint k = 0; k < n; k++)
              seen[t[k]] = TRUE;
          }
      for (guint f = 0; f < 8; f++)
        if (p->flowers & (1u << f))
          seen[MJ_FIRST_FLOWER + f] = TRUE;
      if (p->finished || over)
        for (MjTile t = 0; t < MJ_N_KINDS; t++)
          seen[t] |= p->hand.counts[t] > 0;
    }
  if ((s->phase == MJ_PHASE_CLAIM || s->phase == MJ_PHASE_ROB) && s->claim_tile < MJ_N_TILE_KINDS)
    seen[s->claim_tile] = TRUE;
  if (s->flipped < MJ_N_TILE_KINDS)
    seen[s->flipped] = TRUE;
}

/* Under the cover nothing that belongs to one person: no hand, no tile of
 * a hand that is not on the table for all to see, no hint, no tile chosen,
 * no missing suit before everyone has chosen, no refusal that named the
 * last person's tile. */
static guint
check_cover (MjGame     *game,
             const char *refusal)
{
  const MjState *s = mj_game_get_state (game);
  static const char *private_words[] = {
    "Your hand", "(just drawn)", "(standing)", "The hint says", "the hint's choice", "not to be discarded now",
  };
  g_autoptr (GString) text = g_string_new (NULL);
  GListModel *toplevels = gtk_window_get_toplevels ();
  gboolean seen[MJ_N_TILE_KINDS];
  guint checked = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWidget) w = g_list_model_get_item (toplevels, i);
      gather (w, text);
    }
  for (guint i = 0; i < G_N_ELEMENTS (private_words); i++)
    if (strstr (text->str, private_words[i]))
      g_error ("under the cover a screen reader reads “%s” in:\n%s", private_words[i], text->str);
  if (strstr (text->str, ", tile "))
    g_error ("under the cover a screen reader reads the tile chosen in:\n%s", text->str);
  if ((s->phase == MJ_PHASE_CHOOSE_SUIT || s->phase == MJ_PHASE_EXCHANGE) && strstr (text->str, "void of"))
    g_error ("under the cover, before everyone has chosen, a screen reader reads a missing suit in:\n%s", text->str);
  if (refusal && strstr (text->str, refusal))
    g_error ("under the cover the refusal “%s” is still shown", refusal);

  public_kinds (s, seen);
  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    for (MjTile t = 0; t < MJ_N_KINDS; t++)
      {
        g_autofree char *name = NULL;
        /* (the winds are also the seats' and the round's names) */
        if (s->players[seat].hand.counts[t] == 0 || seen[t] || (t >= MJ_FIRST_HONOR && t < MJ_FIRST_HONOR + 4))
          continue;
        name = mj_tile_name (t);
        if (strstr (text->str, name))
          g_error ("under the cover a screen reader reads %s, a tile of a hand and of nothing on the table, in:\n%s",
                   name, text->str);
        checked++;
      }
  return checked;
}

/* Two people (E Alice and W Bob) and two computer players, hints on, each
 * discard shown to both: at every cover the window, its accessible tree
 * and every window open are read as a screen reader would. */
static void
cover_match (const char *rules_id,
             guint64     seed)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  static const char *names[] = { "Alice", "Computer South", "Bob", "Computer North" };
  MjMatchSetup setup = { 0 };
  g_autoptr (MjMatch) match = NULL;
  g_autofree char *saved = mj_window_autosave_path ();
  g_autofree char *previous = mj_record_previous_path (saved);
  g_autofree char *refusal = NULL;
  MjWindow *window;
  MjTableView *table;
  MjClaimBar *bar;
  MjGame *game;
  GtkWidget *handoff;
  guint covers = 0, steps = 0, tiles_checked = 0;
  gboolean refused = FALSE;

  g_settings_set_double (settings, "computer-pace", 0.0);
  g_settings_set_boolean (settings, "animations", FALSE);
  g_settings_set_boolean (settings, "ask-every-human", TRUE);
  g_settings_set_string (settings, "hint-level", "full");
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  setup.rules = mj_rules_lookup (rules_id);
  mj_options_init_defaults (setup.rules, &setup.options);
  setup.seed = seed;
  setup.hands = 1;
  setup.ask_every_human = TRUE;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      setup.names[i] = g_strdup (names[i]);
      setup.human[i] = i == 0 || i == 2;
    }
  match = mj_match_new (&setup);
  mj_match_setup_clear (&setup);
  g_unlink (saved);
  g_unlink (previous);
  window = mj_window_new (NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  g_action_group_change_action_state (G_ACTION_GROUP (window), "hints", g_variant_new_boolean (TRUE));
  ui_iterate (100);
  mj_window_play (window, match);
  table = MJ_TABLE_VIEW (mj_window_get_table (window));
  bar = MJ_CLAIM_BAR (mj_window_get_claim_bar (window));
  handoff = ui_find_descendant (GTK_WIDGET (window), MJ_TYPE_HANDOFF);
  g_assert_nonnull (handoff);
  game = mj_match_get_game (match);

  while (mj_game_get_phase (game) != MJ_PHASE_HAND_OVER && mj_game_get_phase (game) != MJ_PHASE_MATCH_OVER)
    {
      guint viewer;

      ui_iterate (5);
      g_assert_cmpuint (++steps, <, 100000);
      viewer = mj_table_view_get_viewer (table);
      if (gtk_widget_get_visible (handoff))
        {
          ui_iterate (20);
          tiles_checked += check_cover (game, refusal);
          covers++;
          mj_handoff_confirm (MJ_HANDOFF (handoff));
          continue;
        }
      if (mj_game_get_phase (game) == MJ_PHASE_TURN && ((mj_game_get_pending (game) >> viewer) & 1) &&
          mj_table_view_get_hand_length (table) > 0)
        {
          MjAction legal[MJ_MAX_LEGAL];
          guint k = mj_game_legal_actions (game, viewer, legal, G_N_ELEMENTS (legal));
          gboolean win = FALSE;

          /* once: a discard the rules refuse, whose toast names the tile */
          if (!refused)
            for (guint j = 0; j < mj_table_view_get_hand_length (table) && !refused; j++)
              {
                MjTile t = mj_table_view_get_hand_tile (table, j);
                gboolean allowed = FALSE;
                for (guint i = 0; i < k; i++)
                  allowed |= legal[i].type == MJ_ACTION_DISCARD && legal[i].tile == t;
                if (!allowed)
                  {
                    MjAction a = { MJ_ACTION_DISCARD, (guint8) viewer, t, 0, { 0 } };
                    MjRefusal why = mj_state_check (mj_game_get_state (game), &a);
                    g_autoptr (GString) shown = g_string_new (NULL);

                    g_assert_cmpint (why, !=, MJ_REFUSAL_NONE);
                    refusal = mj_hint_why_not (mj_game_get_rules (game), &a, why);
                    g_signal_emit_by_name (table, "tile-activated", (guint) t);
                    refused = TRUE;
                    ui_iterate (50);
                    /* the toast says it, naming the tile, while he is there */
                    gather (GTK_WIDGET (window), shown);
                    g_assert_nonnull (strstr (shown->str, refusal));
                  }
              }
          for (guint i = 0; i < k; i++)
            win |= legal[i].type == MJ_ACTION_WIN;
          if (win)
            mj_claim_bar_activate (bar, MJ_ACTION_WIN);
          else
            {
              /* the last tile the rules let go, chosen by key, so that the
               * choice is told to a screen reader */
              guint at = 0;
              for (guint j = 0; j < mj_table_view_get_hand_length (table); j++)
                for (guint i = 0; i < k; i++)
                  if (legal[i].type == MJ_ACTION_DISCARD && legal[i].tile == mj_table_view_get_hand_tile (table, j))
                    at = j;
              gtk_widget_grab_focus (GTK_WIDGET (table));
              ui_key (GTK_WIDGET (table), GDK_KEY_Home, 0);
              for (guint j = 0; j < at; j++)
                ui_key (GTK_WIDGET (table), GDK_KEY_Right, 0);
              ui_key (GTK_WIDGET (table), GDK_KEY_Return, 0);
            }
        }
      else if (mj_claim_bar_get_n_buttons (bar) > 0)
        g_assert_true (mj_claim_bar_activate (bar, MJ_ACTION_WIN) || mj_claim_bar_activate (bar, MJ_ACTION_CHOOSE_SUIT) ||
                       mj_claim_bar_activate (bar, MJ_ACTION_DECLARE_READY) || mj_claim_bar_activate (bar, MJ_ACTION_PASS) ||
                       mj_claim_bar_activate (bar, MJ_ACTION_NONE));
    }
  g_test_message ("%s seed %" G_GUINT64_FORMAT ": %u covers read, %u hidden tiles looked for, a refusal %s",
                  rules_id, seed, covers, tiles_checked, refused ? "made" : "never needed");
  g_assert_cmpuint (covers, >, 4);
  g_assert_cmpuint (tiles_checked, >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_iterate (50);
  for (GtkWidget *w; (w = ui_find_toplevel (GTK_TYPE_WINDOW)); )
    gtk_window_destroy (GTK_WINDOW (w));
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  g_settings_reset (settings, "computer-pace");
  g_settings_reset (settings, "animations");
  g_settings_reset (settings, "ask-every-human");
  g_settings_reset (settings, "hint-level");
}

static void
test_hot_seat_cover (void)
{
  /* the missing suit chosen in secret, and the face-down ready discard
   * and standing tiles of Lisi */
  cover_match ("sichuan", 3);
  cover_match ("sichuan", 20261201);
  cover_match ("lisi", 5);
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *data = g_dir_make_tmp ("sparrow-a11y-XXXXXX", NULL);

  /* a fresh data directory: no saved match, no statistics from elsewhere */
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  ui_test_prepare_display ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/a11y/tree", test_tree);
  g_test_add_func ("/a11y/keyboard", test_keyboard);
  g_test_add_func ("/a11y/news", test_news);
  g_test_add_func ("/a11y/high-contrast", test_high_contrast);
  g_test_add_func ("/a11y/at-spi", test_atspi);
  g_test_add_func ("/a11y/hot-seat-cover", test_hot_seat_cover);
  g_test_add_func ("/a11y/no-gl-stack", ui_test_no_gl_stack);

  return g_test_run ();
}
