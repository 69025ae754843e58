/* mj-calculator-window.h: the hand calculator: a hand entered by clicking
 * tiles, the situation of its win chosen, and its patterns, value and
 * payments under every rule set side by side, each pattern a link to the
 * rule book.  The engine part is engine/mj-calculator.c. */
#pragma once

#include <adwaita.h>

#include "mj-calculator.h"
#include "mj-tile-cache.h"

G_BEGIN_DECLS

/* What a click on a tile of the palette adds. */
typedef enum {
  MJ_CALCULATOR_ADD_TILE = 0,       /* a concealed tile */
  MJ_CALCULATOR_ADD_CHOW,           /* a chow, from its lowest tile */
  MJ_CALCULATOR_ADD_PUNG,
  MJ_CALCULATOR_ADD_KONG,           /* a kong claimed from a discard */
  MJ_CALCULATOR_ADD_CONCEALED_KONG,
  MJ_CALCULATOR_ADD_WIN,            /* the winning tile */
  MJ_CALCULATOR_N_ADD
} MjCalculatorAdd;

#define MJ_TYPE_CALCULATOR_WINDOW (mj_calculator_window_get_type ())
G_DECLARE_FINAL_TYPE (MjCalculatorWindow, mj_calculator_window, MJ, CALCULATOR_WINDOW, AdwWindow)

MjCalculatorWindow *mj_calculator_window_new    (GtkWindow          *parent,
                                                 MjTileCache        *cache);
/* The main menu's "Hand Calculator": one calculator per parent window,
 * made on first use and presented. */
MjCalculatorWindow *mj_calculator_window_show   (GtkWindow          *parent,
                                                 MjTileCache        *cache);

/* What has been entered. */
const MjCalculator *mj_calculator_window_get_calculator (MjCalculatorWindow *self);

/* For tests, which click and press through the window as a person does:
 * the palette's button of a tile (hand kinds and flowers), the button of
 * a way to add, the control of one situation key (a GtkDropDown, a
 * GtkCheckButton or a GtkSpinButton; MJ_CONTEXT_KEY_FINISHED: the box of
 * its four check buttons), "won by" (a GtkDropDown: self-drawn, on a
 * discard), and the column of a rule set. */
GtkWidget   *mj_calculator_window_get_tile_button  (MjCalculatorWindow *self,
                                                    MjTile              tile);
GtkWidget   *mj_calculator_window_get_add_button   (MjCalculatorWindow *self,
                                                    MjCalculatorAdd     add);
GtkWidget   *mj_calculator_window_get_key_widget   (MjCalculatorWindow *self,
                                                    MjContextKeys       key);
GtkWidget   *mj_calculator_window_get_won_by       (MjCalculatorWindow *self);
/* The row of buttons of the hand entered (a click takes a tile out). */
GtkWidget   *mj_calculator_window_get_hand_box     (MjCalculatorWindow *self);
/* What the window says of the last tile it could not add, or "". */
const char  *mj_calculator_window_get_message      (MjCalculatorWindow *self);
/* The label of a rule set's value, for a test to see where it is. */
GtkWidget   *mj_calculator_window_get_value_label  (MjCalculatorWindow *self,
                                                    const char         *rules_id);
/* A rule set's column, and in it: the value shown ("5 fan", or "No win"),
 * the reason a win cannot be or is refused (or ""), the payments, and the
 * buttons of its patterns (each opens the rule book at the pattern). */
const char  *mj_calculator_window_get_value_text   (MjCalculatorWindow *self,
                                                    const char         *rules_id);
const char  *mj_calculator_window_get_reason_text  (MjCalculatorWindow *self,
                                                    const char         *rules_id);
const char  *mj_calculator_window_get_payments_text (MjCalculatorWindow *self,
                                                     const char         *rules_id);
/* What a column says it left out, and the house rules it used. */
const char  *mj_calculator_window_get_notes_text   (MjCalculatorWindow *self,
                                                    const char         *rules_id);
/* The drop-down of whom the meld at `index` was claimed from (0: not
 * said, then the seats), NULL for a concealed kong or no such meld. */
GtkWidget   *mj_calculator_window_get_meld_from    (MjCalculatorWindow *self,
                                                    guint               index);
/* The drop-down of the options valued with: 0 each rule set's standard,
 * 1 the house rules of Preferences (the "rule-options" setting). */
GtkWidget   *mj_calculator_window_get_house_rules  (MjCalculatorWindow *self);
GtkWidget   *mj_calculator_window_get_pattern_button (MjCalculatorWindow *self,
                                                      const char         *rules_id,
                                                      const char         *pattern_id);
/* The win entered as a `sparrow-cli score` command line for a rule set
 * (what its column's "Copy as a command" copies). */
char        *mj_calculator_window_command          (MjCalculatorWindow *self,
                                                    const char         *rules_id);
/* Empties the hand and puts the situation back to its defaults. */
void         mj_calculator_window_clear            (MjCalculatorWindow *self);

G_END_DECLS
