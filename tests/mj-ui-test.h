/* mj-ui-test.h: what the display tests share: running the main loop for
 * a while, screenshots into the build directory, synthesised keys and
 * clicks on a widget's own controllers, finding windows and widgets. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Before GTK starts: GDK never opens OpenGL and GSK draws with cairo, so
 * a display test draws the same pixels and loads the same libraries on
 * every machine, whatever graphics stack it has (Mesa's EGL, initialised
 * when the display opens, leaks a block that fails the sanitizer run).
 * Keeps whatever else GDK_DEBUG asks for.  The game's sounds play
 * nowhere (GTK_MEDIA=none) unless GTK_MEDIA names a backend already.
 * Call before gtk_init. */
void       ui_test_prepare_display (void);
/* A test case: no OpenGL stack (libEGL_mesa, libGLX_mesa, a DRI driver,
 * libLLVM) is mapped into this process.  Add it last, so that it looks
 * after the suite's windows were drawn. */
void       ui_test_no_gl_stack     (void);

/* Fails, saying so, when the screen `widget` is on is smaller than
 * width × height: a window is never larger than its screen (run the
 * display tests as build-aux/test.sh does, on a 3840×2160 Xvfb screen). */
void       ui_need_screen     (GtkWidget       *widget,
                               int              width,
                               int              height);
/* Runs the main loop until the window has taken the size it was given
 * (gtk_window_set_default_size; less its frame), for up to five seconds. */
void       ui_wait_window_size (gpointer        window,
                                int             width,
                                int             height);
/* Runs the main loop for `ms` milliseconds. */
void       ui_iterate         (guint            ms);
/* Runs the main loop until `widget` is shown and has a size, for up to
 * twenty seconds (a busy or sanitized run takes a while); TRUE if it is. */
gboolean   ui_wait_sized      (GtkWidget       *widget);
/* Draws `widget` again and runs the main loop until that frame is painted
 * (up to twenty seconds: a busy or sanitized run paints late); TRUE if it
 * was.  What the last frame drew is then what the widget shows now. */
gboolean   ui_wait_frame      (GtkWidget       *widget);
/* Saves what `widget` shows as screenshots/NAME in G_TEST_BUILDDIR,
 * once it is shown and sized (a busy machine takes a while). */
void       ui_save_png        (GtkWidget       *widget,
                               const char      *name);
/* What `widget` shows now, as a texture of its size (scale 1). */
GdkTexture *ui_render         (GtkWidget       *widget);
/* The colour of a pixel of a texture from ui_render. */
GdkRGBA    ui_pixel           (GdkTexture      *texture,
                               int              x,
                               int              y);
/* A key press on the widget's key controllers, as the keyboard would
 * drive them; TRUE when one handled it. */
gboolean   ui_key             (GtkWidget       *widget,
                               guint            keyval,
                               GdkModifierType  state);
/* A press and release at (x, y) on the widget's click gestures. */
void       ui_click           (GtkWidget       *widget,
                               double           x,
                               double           y);
/* The first visible toplevel of a type, or NULL. */
GtkWidget *ui_find_toplevel   (GType            type);
/* The first widget of a type at or below `root`, or NULL. */
/* An accessible property as a string, or NULL when it is not set: GTK's
 * test helper returns the value whenever it differs from the one asked. */
char      *ui_accessible_property (gpointer              accessible,
                                   GtkAccessibleProperty prop);
GtkWidget *ui_find_descendant (GtkWidget       *root,
                               GType            type);

/* ---- keys through the X server --------------------------------------------
 *
 * Keys pressed as the keyboard would press them: xdotool's XTEST on the
 * test's X server, so GTK's own event path (the window's focus, its
 * shortcuts, the focused widget) decides where they go.  A test that uses
 * them has an X server of its own (tests/meson.build), and needs xdotool
 * (build-aux/install-deps.sh installs it). */

/* The window the keys are for: counted as they arrive (a controller in
 * its capture phase), presented and waited for until GTK calls it active
 * (TRUE), or two seconds (without a window manager a window presented
 * while another goes may not be called so until it has the X focus, which
 * ui_xkeys_press gives it). */
gboolean   ui_xkeys_focus     (GtkWindow          *window);
/* Presses keys (X keysym names: "space", "Return", "w") one after the
 * other into the window of ui_xkeys_focus, gives it the X input focus
 * first, and waits until every key has reached it, however late a busy
 * machine delivers them. */
void       ui_xkeys_press     (const char * const *keysyms);

G_END_DECLS
