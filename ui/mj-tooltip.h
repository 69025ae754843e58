/* mj-tooltip.h: tooltips whose words stay on one line in Chinese.
 * GTK 4.8 lets a tooltip be only as wide as its text has characters, in
 * average Latin character widths (gtktooltipwindow.c, update_label_width):
 * a Chinese character is about twice as wide, so "主菜单" wrapped one
 * character to a line.  These show the tooltip text in a label of their
 * own instead, wrapped only past fifty characters as GTK means to. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Every widget at or below `root` that has a tooltip text. */
void         mj_tooltip_fix        (GtkWidget  *root);
/* Sets a widget's tooltip text and shows it so. */
void         mj_tooltip_set_text   (GtkWidget  *widget,
                                    const char *text);
/* The label the widget's tooltip shows (tests), or NULL before it has
 * been asked for. */
GtkWidget   *mj_tooltip_get_label  (GtkWidget  *widget);

G_END_DECLS
