/* mj-ui-test.c: see mj-ui-test.h. */
#include "config.h"

#include <gdk/x11/gdkx.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "mj-ui-test.h"

void
ui_test_prepare_display (void)
{
  const char *debug = g_getenv ("GDK_DEBUG");

  /* GTK 4.8 (Debian 12) reads GDK_DEBUG=gl-disable; from GTK 4.16 the
   * same switch is GDK_DISABLE=gl, and the old key is only warned about
   * (fatal here: the tests run with G_DEBUG=fatal-warnings) */
  if (gtk_get_major_version () == 4 && gtk_get_minor_version () < 16)
    {
      if (debug == NULL || *debug == '\0')
        g_setenv ("GDK_DEBUG", "gl-disable", TRUE);
      else if (strstr (debug, "gl-disable") == NULL)
        {
          g_autofree char *both = g_strconcat (debug, ",gl-disable", NULL);
          g_setenv ("GDK_DEBUG", both, TRUE);
        }
    }
  else
    g_setenv ("GDK_DISABLE", "gl", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", TRUE);
  /* the game's sounds go nowhere (GTK's media backend "none"), unless
   * the test asks for one (tests/test-sound.c: GStreamer) */
  g_setenv ("GTK_MEDIA", "none", FALSE);
}

void
ui_test_no_gl_stack (void)
{
  static const char * const gl_libraries[] = {
    "libEGL_mesa", "libGLX_mesa", "_dri.so", "libLLVM", "libgallium",
  };
  g_autofree char *maps = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;

  /* the cause of the leak, not its symptom: a machine without Mesa never
   * shows the leak, but would map these if GDK opened GL */
  g_assert_true (gtk_is_initialized ());
  g_file_get_contents ("/proc/self/maps", &maps, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (maps, "\n", -1);
  for (guint i = 0; lines[i]; i++)
    for (guint j = 0; j < G_N_ELEMENTS (gl_libraries); j++)
      if (strstr (lines[i], gl_libraries[j]))
        g_error ("an OpenGL library is mapped although the display tests ask GDK for no GL "
                 "(GDK_DEBUG=%s, GDK_DISABLE=%s): %s",
                 g_getenv ("GDK_DEBUG"), g_getenv ("GDK_DISABLE"), lines[i]);
}

void
ui_need_screen (GtkWidget *widget,
                int        width,
                int        height)
{
  GdkDisplay *display = gtk_widget_get_display (widget);
  GListModel *monitors = gdk_display_get_monitors (display);
  g_autoptr (GdkMonitor) monitor = g_list_model_get_item (monitors, 0);
  GdkRectangle geometry;

  g_assert_nonnull (monitor);
  gdk_monitor_get_geometry (monitor, &geometry);
  if (geometry.width < width || geometry.height < height)
    g_error ("this test needs a screen of at least %d×%d, not %d×%d: run it as build-aux/test.sh does "
             "(xvfb-run -s \"-screen 0 3840x2160x24\")", width, height, geometry.width, geometry.height);
}

void
ui_wait_window_size (gpointer window,
                     int      width,
                     int      height)
{
  GtkWidget *w = GTK_WIDGET (window);

  /* (the window's frame takes up to 10 px of the size given) */
  for (guint i = 0; i < 500; i++)
    {
      int ww = gtk_widget_get_width (w), wh = gtk_widget_get_height (w);
      if (ww <= width && ww >= width - 10 && wh <= height && wh >= height - 10)
        return;
      ui_iterate (10);
    }
  ui_save_png (w, "window-size-failure.png");
  g_error ("the window is %d×%d, not the %d×%d it was given (screenshots/window-size-failure.png)",
           gtk_widget_get_width (w), gtk_widget_get_height (w), width, height);
}

void
ui_iterate (guint ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;

  while (g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
}

gboolean
ui_wait_sized (GtkWidget *widget)
{
  for (guint i = 0; i < 2000; i++)
    {
      if (gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 0 && gtk_widget_get_height (widget) > 0)
        return TRUE;
      ui_iterate (10);
    }
  return FALSE;
}

GdkTexture *
ui_render (GtkWidget *widget)
{
  GskRenderNode *node = NULL;
  GdkTexture *texture;
  int w = 0, h = 0;

  /* on a busy machine a new window takes a while to be shown, sized and
   * drawn: wait for all three */
  g_assert_true (ui_wait_sized (widget));
  for (guint i = 0; i < 500 && node == NULL; i++)
    {
      GdkPaintable *paintable = gtk_widget_paintable_new (widget);
      GtkSnapshot *snapshot = gtk_snapshot_new ();

      w = gtk_widget_get_width (widget);
      h = gtk_widget_get_height (widget);
      gdk_paintable_snapshot (paintable, snapshot, w, h);
      node = gtk_snapshot_free_to_node (snapshot);
      g_object_unref (paintable);
      if (node == NULL)
        ui_iterate (10);
    }
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (gtk_widget_get_native (widget)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, (float) w, (float) h));
  gsk_render_node_unref (node);
  return texture;
}

GdkRGBA
ui_pixel (GdkTexture *texture,
          int         x,
          int         y)
{
  int w = gdk_texture_get_width (texture), h = gdk_texture_get_height (texture);
  g_autofree guchar *data = g_malloc ((gsize) w * h * 4);
  const guchar *px;

  g_assert_true (x >= 0 && y >= 0 && x < w && y < h);
  /* cairo's ARGB32: premultiplied, B G R A in memory on little-endian */
  gdk_texture_download (texture, data, (gsize) w * 4);
  px = data + ((gsize) y * w + x) * 4;
  return (GdkRGBA) { px[2] / 255.0f, px[1] / 255.0f, px[0] / 255.0f, px[3] / 255.0f };
}

static void
on_after_paint (GdkFrameClock *clock,
                guint         *painted)
{
  (*painted)++;
}

gboolean
ui_wait_frame (GtkWidget *widget)
{
  GdkFrameClock *clock;
  guint painted = 0;
  gulong id;

  if (!ui_wait_sized (widget) || (clock = gtk_widget_get_frame_clock (widget)) == NULL)
    return FALSE;
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &painted);
  gtk_widget_queue_draw (widget);
  /* (no frame is half done between two turns of the main loop: the next
   * one painted draws what was queued here) */
  for (guint i = 0; i < 2000 && painted == 0; i++)
    ui_iterate (10);
  g_signal_handler_disconnect (clock, id);
  return painted > 0;
}

void
ui_save_png (GtkWidget  *widget,
             const char *name)
{
  g_autofree char *dir = g_build_filename (g_getenv ("G_TEST_BUILDDIR") ? g_getenv ("G_TEST_BUILDDIR") : ".",
                                           "screenshots", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *partial = g_strdup_printf ("%s.%d.part", path, (int) getpid ());
  GdkTexture *texture;

  g_mkdir_with_parents (dir, 0755);
  texture = ui_render (widget);
  /* written aside, then renamed: tests running side by side never see
   * half a file */
  g_assert_true (gdk_texture_save_to_png (texture, partial));
  g_assert_cmpint (g_rename (partial, path), ==, 0);
  g_test_message ("screenshot %s (%d×%d)", path, gdk_texture_get_width (texture), gdk_texture_get_height (texture));
  g_object_unref (texture);
}

gboolean
ui_key (GtkWidget       *widget,
        guint            keyval,
        GdkModifierType  state)
{
  GListModel *controllers = gtk_widget_observe_controllers (widget);
  gboolean any = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      gboolean handled = FALSE;
      if (GTK_IS_EVENT_CONTROLLER_KEY (c))
        g_signal_emit_by_name (c, "key-pressed", keyval, 0, state, &handled);
      any |= handled;
    }
  g_object_unref (controllers);
  return any;
}

void
ui_click (GtkWidget *widget,
          double     x,
          double     y)
{
  GListModel *controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_GESTURE_CLICK (c))
        {
          g_signal_emit_by_name (c, "pressed", 1, x, y);
          g_signal_emit_by_name (c, "released", 1, x, y);
        }
    }
  g_object_unref (controllers);
}

GtkWidget *
ui_find_toplevel (GType type)
{
  GListModel *tops = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (tops); i++)
    {
      g_autoptr (GObject) w = g_list_model_get_item (tops, i);
      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return GTK_WIDGET (w);
    }
  return NULL;
}

char *
ui_accessible_property (gpointer              accessible,
                        GtkAccessibleProperty prop)
{
  if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (accessible), prop))
    return NULL;
  return gtk_test_accessible_check_property (GTK_ACCESSIBLE (accessible), prop, "\x01 never this \x01");
}

GtkWidget *
ui_find_descendant (GtkWidget *root,
                    GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = ui_find_descendant (c, type);
      if (found)
        return found;
    }
  return NULL;
}

/* ---- keys through the X server ------------------------------------------- */

static guint xkeys_seen;
static GtkWindow *xkeys_window;

static gboolean
on_xkey_seen (GtkEventControllerKey *controller,
              guint                  keyval,
              guint                  keycode,
              GdkModifierType        state,
              gpointer               data)
{
  xkeys_seen++;
  return FALSE;
}

gboolean
ui_xkeys_focus (GtkWindow *window)
{
  if (!g_object_get_data (G_OBJECT (window), "ui-xkeys-seen"))
    {
      GtkEventController *keys = gtk_event_controller_key_new ();
      gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
      g_signal_connect (keys, "key-pressed", G_CALLBACK (on_xkey_seen), NULL);
      gtk_widget_add_controller (GTK_WIDGET (window), keys);
      g_object_set_data (G_OBJECT (window), "ui-xkeys-seen", keys);
    }
  g_set_weak_pointer (&xkeys_window, window);
  gtk_window_present (window);
  for (guint i = 0; i < 200 && !gtk_window_is_active (window); i++)
    ui_iterate (10);
  return gtk_window_is_active (window);
}

void
ui_xkeys_press (const char * const *keysyms)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *xid = NULL;
  int status = 0;
  guint n = 0, before = xkeys_seen;

  g_assert_nonnull (xkeys_window);
  xid = g_strdup_printf ("%lu",
                         (unsigned long) gdk_x11_surface_get_xid (gtk_native_get_surface (GTK_NATIVE (xkeys_window))));
  g_ptr_array_add (argv, "xdotool");
  /* the X server's input focus on the window first, and waited for: GTK
   * calling the window active is not enough, a window of the test before
   * went away late on a loaded machine and the first key went nowhere */
  g_ptr_array_add (argv, "windowfocus");
  g_ptr_array_add (argv, "--sync");
  g_ptr_array_add (argv, xid);
  g_ptr_array_add (argv, "key");
  g_ptr_array_add (argv, "--clearmodifiers");
  g_ptr_array_add (argv, "--delay");
  g_ptr_array_add (argv, "15");
  for (guint i = 0; keysyms[i]; i++, n++)
    g_ptr_array_add (argv, (gpointer) keysyms[i]);
  g_ptr_array_add (argv, NULL);
  if (!g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL, NULL,
                     NULL, NULL, NULL, &status, &error))
    g_error ("xdotool could not be run (build-aux/install-deps.sh installs it): %s", error->message);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  for (guint i = 0; i < 2000 && xkeys_seen < before + n; i++)
    ui_iterate (10);
  if (xkeys_seen < before + n)
    g_error ("%u of %u keys reached the window", xkeys_seen - before, n);
  ui_iterate (20);
}
