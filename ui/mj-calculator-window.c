/* mj-calculator-window.c: the hand calculator's window.  The hand is
 * entered on a palette of tiles (what a click adds: a concealed tile, a
 * chow, a pung, a kong, a concealed kong or the winning tile; flowers are
 * held or let go), the situation is chosen beside it, and every rule set
 * values the win in a column of its own through the engine
 * (mj_calculator_value), or says in words why it cannot be. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "mj-calculator-window.h"
#include "mj-rule-options-group.h"
#include "mj-rulebook.h"
#include "mj-tile-names.h"
#include "mj-tile-strip.h"
#include "mj-tooltip.h"

#define PALETTE_TILE_WIDTH 30
#define HAND_TILE_WIDTH 36
#define CALCULATOR_KEY "mj-calculator-window"

/* The keys of the situation with a control, in the order shown. */
static const MjContextKeys flag_keys[] = {
  MJ_CONTEXT_KEY_AFTER_KONG,
  MJ_CONTEXT_KEY_AFTER_FLOWER,
  MJ_CONTEXT_KEY_AFTER_KONG_DISCARD,
  MJ_CONTEXT_KEY_ROBBING_KONG,
  MJ_CONTEXT_KEY_LAST_TILE,
  MJ_CONTEXT_KEY_FIRST_TURN,
};

typedef struct {
  const MjRules *rules;
  GtkWidget     *value;
  GtkWidget     *reason;
  GtkWidget     *notes;
  GtkWidget     *patterns;
  GtkWidget     *payments;
  GtkWidget     *copy;
  MjOptions      options;   /* the house rules of Preferences, when they are chosen */
} Column;

struct _MjCalculatorWindow {
  AdwWindow        parent_instance;

  MjTileCache     *cache;
  MjCalculator     calc;
  MjCalculatorAdd  add;
  gboolean         updating;    /* the controls are being set to the calculator's state */

  GtkWidget       *hand_box;
  GtkWidget       *claims;      /* whom each exposed meld was claimed from */
  GtkWidget       *claims_grid;
  GtkWidget       *meld_from[MJ_HAND_MAX_MELDS];
  char            *claims_shown; /* the melds the rows of `claims` were made for */
  GtkWidget       *hand_status;
  GtkWidget       *message;
  GtkWidget       *add_buttons[MJ_CALCULATOR_N_ADD];
  GtkWidget       *tile_buttons[MJ_N_TILE_KINDS];
  GtkWidget       *won_by;
  GtkWidget       *from;
  GtkWidget       *seat;
  GtkWidget       *dealer;
  GtkWidget       *seat_wind;
  GtkWidget       *round_wind;
  GtkWidget       *streak;
  GtkWidget       *flags[G_N_ELEMENTS (flag_keys)];
  GtkWidget       *missing_suit;
  GtkWidget       *finished_box;
  GtkWidget       *finished[MJ_N_SEATS];
  GtkWidget       *flipped;
  GtkWidget       *ready;
  GtkWidget       *bao;
  GtkWidget       *house;       /* the standard options, or the house rules of Preferences */
  GtkWidget       *results_heading;
  GSettings       *settings;
  GtkWidget       *entry;       /* the palette, the win's facts, and in a wide window each rule set's own */
  GtkWidget       *situation;   /* the win's facts, and in a narrow window each rule set's own */
  GtkWidget       *own;         /* each rule set's own facts */
  GtkWidget       *paned;       /* the entry above, the values below */
  GtkWidget       *results;     /* the values' scrolled window */
  gboolean         placed;      /* the paned's division set for the window's height */
  guint            place_id;
  gboolean         wide;
  guint            relayout_id;
  Column          *columns;
  guint            n_columns;
};

/* From this width each rule set's own facts stand in a column of their
 * own beside the win's, so that the values are in sight without scrolling. */
#define WIDE_WIDTH 1300

G_DEFINE_FINAL_TYPE (MjCalculatorWindow, mj_calculator_window, ADW_TYPE_WINDOW)

static void update (MjCalculatorWindow *self);

static const char *
seat_name (guint seat)
{
  return mj_seat_display_name (seat);
}

/* A button that shows tiles, named in words for the screen reader and
 * the tooltip. */
static GtkWidget *
tiles_button (MjCalculatorWindow *self,
              const MjTile       *tiles,
              guint               n,
              int                 width,
              const char         *name,
              gboolean            toggle)
{
  GtkWidget *button = toggle ? gtk_toggle_button_new () : gtk_button_new ();
  GtkWidget *strip = mj_tile_strip_new (self->cache, width);

  /* the strip draws at the screen's scale and follows the tile set */
  for (guint i = 0; i < n; i++)
    mj_tile_strip_append (MJ_TILE_STRIP (strip), tiles[i], FALSE);
  gtk_button_set_child (GTK_BUTTON (button), strip);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "mj-calculator-tile");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  mj_tooltip_set_text (button, name);
  return button;
}

static void
say (MjCalculatorWindow *self,
     const char         *text)
{
  gtk_label_set_text (GTK_LABEL (self->message), text ? text : "");
  gtk_widget_set_visible (self->message, text && text[0]);
}

/* ---- the hand ---------------------------------------------------------------------------- */

static void
on_palette_tile (GtkWidget          *button,
                 MjCalculatorWindow *self)
{
  MjTile tile = (MjTile) GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "tile"));
  g_autoptr (GError) error = NULL;
  gboolean done;

  if (self->updating)
    return;
  if (mj_tile_is_flower (tile))
    done = mj_calculator_toggle_flower (&self->calc, tile, &error);
  else
    switch (self->add)
      {
      case MJ_CALCULATOR_ADD_CHOW:
        done = mj_calculator_add_meld (&self->calc, MJ_MELD_CHOW, tile, &error);
        break;
      case MJ_CALCULATOR_ADD_PUNG:
        done = mj_calculator_add_meld (&self->calc, MJ_MELD_PUNG, tile, &error);
        break;
      case MJ_CALCULATOR_ADD_KONG:
        done = mj_calculator_add_meld (&self->calc, MJ_MELD_KONG_EXPOSED, tile, &error);
        break;
      case MJ_CALCULATOR_ADD_CONCEALED_KONG:
        done = mj_calculator_add_meld (&self->calc, MJ_MELD_KONG_CONCEALED, tile, &error);
        break;
      case MJ_CALCULATOR_ADD_WIN:
        done = mj_calculator_set_win_tile (&self->calc, tile, &error);
        break;
      default:
        done = mj_calculator_add_tile (&self->calc, tile, &error);
        break;
      }
  say (self, done ? NULL : error->message);
  update (self);
}

static void
on_hand_tile (GtkWidget          *button,
              MjCalculatorWindow *self)
{
  const char *what = g_object_get_data (G_OBJECT (button), "what");
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index"));

  if (g_strcmp0 (what, "tile") == 0)
    mj_calculator_remove_tile (&self->calc, (MjTile) index);
  else if (g_strcmp0 (what, "meld") == 0)
    mj_calculator_remove_meld (&self->calc, index);
  else if (g_strcmp0 (what, "win") == 0)
    mj_calculator_set_win_tile (&self->calc, MJ_TILE_NONE, NULL);
  else
    mj_calculator_toggle_flower (&self->calc, (MjTile) index, NULL);
  say (self, NULL);
  update (self);
  /* the button taken out had the focus: it goes to the hand, or the palette */
  if (gtk_widget_get_first_child (self->hand_box))
    gtk_widget_grab_focus (gtk_widget_get_first_child (self->hand_box));
  else
    gtk_widget_grab_focus (self->tile_buttons[0]);
}

static void
append_hand_button (MjCalculatorWindow *self,
                    const MjTile       *tiles,
                    guint               n,
                    const char         *name,
                    const char         *what,
                    guint               index)
{
  GtkWidget *button = tiles_button (self, tiles, n, HAND_TILE_WIDTH, name, FALSE);

  g_object_set_data (G_OBJECT (button), "what", (gpointer) what);
  g_object_set_data (G_OBJECT (button), "index", GUINT_TO_POINTER (index));
  g_signal_connect (button, "clicked", G_CALLBACK (on_hand_tile), self);
  gtk_box_append (GTK_BOX (self->hand_box), button);
}

/* A meld's source chosen: 0 not said, then the seats. */
static void
on_meld_from (GtkDropDown        *drop,
              GParamSpec         *pspec,
              MjCalculatorWindow *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (drop), "index"));
  guint selected = gtk_drop_down_get_selected (drop);
  g_autoptr (GError) error = NULL;

  if (self->updating)
    return;
  if (!mj_calculator_set_meld_from (&self->calc, index, selected == 0 ? MJ_SEAT_NONE : selected - 1, &error))
    say (self, error->message);
  else
    say (self, NULL);
  update (self);
}

/* One row for each meld claimed from a discard, with whom from, in
 * words.  Made again only when the melds change, so that the drop-down
 * a person is using stays where it is. */
static void
update_claims (MjCalculatorWindow *self)
{
  const MjHand *hand = &self->calc.ctx.hand;
  g_autofree char *shown = mj_hand_format (hand);
  GtkWidget *child;
  guint row = 0;

  if (g_strcmp0 (shown, self->claims_shown) != 0)
    {
      g_free (self->claims_shown);
      self->claims_shown = g_steal_pointer (&shown);
      while ((child = gtk_widget_get_first_child (self->claims_grid)))
        gtk_grid_remove (GTK_GRID (self->claims_grid), child);
      memset (self->meld_from, 0, sizeof self->meld_from);
      for (guint m = 0; m < hand->n_melds; m++)
        {
          const char *items[MJ_N_SEATS + 2] = { _("Not said") };
          g_autofree char *meld = NULL;
          g_autofree char *name = NULL;
          GtkWidget *label, *drop;

          if (hand->melds[m].type == MJ_MELD_KONG_CONCEALED)
            continue;
          for (guint s = 0; s < MJ_N_SEATS; s++)
            items[s + 1] = seat_name (s);
          meld = mj_meld_name (&hand->melds[m], NULL);
          label = gtk_label_new (meld);
          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_label_set_wrap (GTK_LABEL (label), TRUE);
          drop = gtk_drop_down_new_from_strings (items);
          /* TRANSLATORS: the screen reader's name of a meld's source, "Pung of Red dragon: claimed from" */
          name = g_strdup_printf (_("%s: claimed from"), meld);
          gtk_accessible_update_property (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
          mj_tooltip_set_text (drop, _("Whose discard you claimed for this meld: a chow only from the player on "
                                       "your left. Qionghai makes a player who fed you enough claims liable "
                                       "(包); a win on a kong's replacement may be paid by whoever fed the "
                                       "kong."));
          g_object_set_data (G_OBJECT (drop), "index", GUINT_TO_POINTER (m));
          g_signal_connect (drop, "notify::selected", G_CALLBACK (on_meld_from), self);
          gtk_grid_attach (GTK_GRID (self->claims_grid), label, 0, (int) row, 1, 1);
          gtk_grid_attach (GTK_GRID (self->claims_grid), drop, 1, (int) row, 1, 1);
          self->meld_from[m] = drop;
          row++;
        }
      gtk_widget_set_visible (self->claims, row > 0);
    }
  self->updating = TRUE;
  for (guint m = 0; m < hand->n_melds; m++)
    if (self->meld_from[m])
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->meld_from[m]),
                                  hand->melds[m].from < MJ_N_SEATS ? hand->melds[m].from + 1u : 0);
  self->updating = FALSE;
}

static void
update_hand (MjCalculatorWindow *self)
{
  const MjWinContext *ctx = &self->calc.ctx;
  GtkWidget *child;
  guint size = mj_calculator_size (&self->calc);
  g_autofree char *status = NULL;

  while ((child = gtk_widget_get_first_child (self->hand_box)))
    gtk_box_remove (GTK_BOX (self->hand_box), child);

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    for (guint k = 0; k < ctx->hand.counts[t]; k++)
      {
        /* TRANSLATORS: a tile of the hand entered in the calculator, for the screen reader */
        g_autofree char *name = g_strdup_printf (_("%s: press to take it out"), mj_tile_display_name (t));
        append_hand_button (self, &t, 1, name, "tile", t);
      }
  for (guint m = 0; m < ctx->hand.n_melds; m++)
    {
      MjTile tiles[4];
      guint n = mj_meld_tiles (&ctx->hand.melds[m], tiles);
      g_autofree char *meld = mj_meld_name (&ctx->hand.melds[m], NULL);
      g_autofree char *name = g_strdup_printf (_("%s: press to take it out"), meld);

      if (ctx->hand.melds[m].type == MJ_MELD_KONG_CONCEALED)
        tiles[0] = tiles[3] = MJ_TILE_FACE_BACK;
      append_hand_button (self, tiles, n, name, "meld", m);
    }
  if (ctx->win_tile != MJ_TILE_NONE)
    {
      g_autofree char *name = g_strdup_printf (_("The winning tile, %s: press to take it out"),
                                               mj_tile_display_name (ctx->win_tile));
      append_hand_button (self, &ctx->win_tile, 1, name, "win", 0);
      gtk_widget_add_css_class (gtk_widget_get_last_child (self->hand_box), "mj-calculator-win");
      gtk_widget_set_margin_start (gtk_widget_get_last_child (self->hand_box), 12);
    }
  for (guint i = 0; i < 8; i++)
    if (ctx->flowers & (1u << i))
      {
        MjTile flower = (MjTile) (MJ_FIRST_FLOWER + i);
        g_autofree char *name = g_strdup_printf (_("%s: press to take it out"), mj_tile_display_name (flower));

        append_hand_button (self, &flower, 1, name, "flower", flower);
        if (!(ctx->flowers & ((1u << i) - 1)))
          gtk_widget_set_margin_start (gtk_widget_get_last_child (self->hand_box), 12);
      }

  if (mj_calculator_is_flower_win (&self->calc))
    status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%u tile (a meld counts three), no winning tile and all eight "
                                           "flowers: a win on the flowers alone, self-drawn (八仙過海) or on "
                                           "the eighth flower another player drew (七搶一).",
                                           "%u tiles (a meld counts three), no winning tile and all eight "
                                           "flowers: a win on the flowers alone, self-drawn (八仙過海) or on "
                                           "the eighth flower another player drew (七搶一).", size), size);
  else if (ctx->win_tile == MJ_TILE_NONE)
    status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%u tile (a meld counts three), and no winning tile yet: choose "
                                           "“Winning tile” and click it.",
                                           "%u tiles (a meld counts three), and no winning tile yet: choose "
                                           "“Winning tile” and click it.", size), size);
  else
    status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%1$u tile (a meld counts three), and the winning tile, %2$s.",
                                           "%1$u tiles (a meld counts three), and the winning tile, %2$s.", size),
                              size, mj_tile_display_name (ctx->win_tile));
  gtk_label_set_text (GTK_LABEL (self->hand_status), status);
  update_claims (self);

  for (guint i = 0; i < 8; i++)
    {
      self->updating = TRUE;
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->tile_buttons[MJ_FIRST_FLOWER + i]),
                                    (ctx->flowers >> i) & 1);
      self->updating = FALSE;
    }
}

/* ---- the values ---------------------------------------------------------------------------- */

typedef struct {
  MjTileCache *cache;
  char        *rules_id;
  char        *anchor;
} Link;

static void
link_free (gpointer data)
{
  Link *link = data;

  g_object_unref (link->cache);
  g_free (link->rules_id);
  g_free (link->anchor);
  g_free (link);
}

static void
on_link (GtkWidget *button,
         Link      *link)
{
  GtkRoot *root = gtk_widget_get_root (button);

  mj_rulebook_show (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, link->cache, link->rules_id, link->anchor);
}

static GtkWidget *
link_button (MjCalculatorWindow *self,
             const MjRules      *rules,
             const char         *anchor,
             const char         *text)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *label = gtk_label_new (text);
  Link *link = g_new0 (Link, 1);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_button_set_child (GTK_BUTTON (button), label);
  gtk_widget_add_css_class (button, "flat");
  mj_tooltip_set_text (button, _("Open the rule book at this rule"));
  link->cache = g_object_ref (self->cache);
  link->rules_id = g_strdup (rules->id);
  link->anchor = g_strdup (anchor);
  g_object_set_data_full (G_OBJECT (button), "link", link, link_free);
  g_object_set_data_full (G_OBJECT (button), "anchor", g_strdup (anchor), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (on_link), link);
  return button;
}

/* What a rule set does not play with, left out: "without your flowers,
 * which it does not play with; …" */
static char *
taken_text (const MjWinContext *ctx,
            MjContextKeys       taken)
{
  GString *out = g_string_new (NULL);
  const struct {
    MjContextKeys key;
    const char   *text;
  } clauses[] = {
    { MJ_CONTEXT_KEY_FLOWERS, N_("without your flowers, which it does not play with") },
    { MJ_CONTEXT_KEY_AFTER_FLOWER, N_("without the flower's replacement") },
    { MJ_CONTEXT_KEY_MISSING_SUIT, N_("without a missing suit, which nobody declares there") },
    { MJ_CONTEXT_KEY_FLIPPED, N_("without the flipped tile, which it does not flip") },
    { MJ_CONTEXT_KEY_FINISHED, N_("without the earlier winners: its first win ends the hand") },
    { MJ_CONTEXT_KEY_BAO, N_("without a liable player (包), which it does not have") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (clauses); i++)
    if (taken & clauses[i].key)
      {
        if (out->len)
          /* TRANSLATORS: between the clauses of what a rule set leaves out */
          g_string_append (out, C_("clauses", "; "));
        g_string_append (out, _(clauses[i].text));
      }
  if (taken & MJ_CONTEXT_KEY_READY_DECLARED)
    {
      if (out->len)
        g_string_append (out, C_("clauses", "; "));
      g_string_append (out, ctx->ready == MJ_READY_NONE
                            ? _("without the ready declaration, which it does not have")
                            : _("with a plain ready declaration, the only kind it has"));
    }
  return g_string_free (out, FALSE);
}

/* The options a column values with: its rule set's defaults, or the
 * house rules the Preferences keep (NULL: the defaults). */
static const MjOptions *
column_options (MjCalculatorWindow *self,
                Column             *col)
{
  if (gtk_drop_down_get_selected (GTK_DROP_DOWN (self->house)) == 0)
    return NULL;
  mj_rule_options_load (self->settings, col->rules, &col->options);
  return &col->options;
}

/* "Valued with your house rules: Liability after claims, Eight flowers."
 * or "" when they are the rule set's defaults. */
static char *
house_text (const MjRules   *rules,
            const MjOptions *options)
{
  GString *names = g_string_new (NULL);

  for (guint i = 0; options && i < rules->n_options; i++)
    if (options->values[i] != rules->options[i].default_value)
      {
        if (names->len)
          /* TRANSLATORS: between the names of the options that differ */
          g_string_append (names, C_("options", ", "));
        g_string_append (names, _(rules->options[i].label));
      }
  if (names->len == 0)
    return g_string_free (names, FALSE);
  {
    /* TRANSLATORS: the options of Preferences a rule set's value used, by name */
    char *text = g_strdup_printf (_("With your house rules: %s."), names->str);
    g_string_free (names, TRUE);
    return text;
  }
}

static void
update_column (MjCalculatorWindow *self,
               Column             *col)
{
  const MjRules *rules = col->rules;
  const MjOptions *options = column_options (self, col);
  g_autofree char *house = house_text (rules, options);
  g_autoptr (GError) error = NULL;
  g_autofree char *notes = NULL;
  MjWinContext ctx;
  MjScore score;
  MjContextKeys taken = 0;
  GtkWidget *child;
  GString *pay;

  while ((child = gtk_widget_get_first_child (col->patterns)))
    gtk_box_remove (GTK_BOX (col->patterns), child);

  if (!mj_calculator_value (&self->calc, rules, options, &ctx, &score, &taken, &error))
    {
      gtk_label_set_text (GTK_LABEL (col->value), _("No win"));
      gtk_label_set_text (GTK_LABEL (col->reason), error->message);
      gtk_label_set_text (GTK_LABEL (col->payments), "");
    }
  else if (!score.legal)
    {
      const char *anchor = mj_rulebook_data_anchor_for_refusal (rules, score.refusal);
      g_autofree char *why = g_strdup_printf (_("It would not win: %1$s."), _(score.reason));

      gtk_label_set_text (GTK_LABEL (col->value), _("No win"));
      gtk_label_set_text (GTK_LABEL (col->reason), why);
      gtk_label_set_text (GTK_LABEL (col->payments), "");
      gtk_box_append (GTK_BOX (col->patterns), link_button (self, rules, anchor, _("Why? The rule in the book")));
    }
  else
    {
      g_autofree char *value = mj_value_text (rules, score.value);

      gtk_label_set_text (GTK_LABEL (col->value), value);
      gtk_label_set_text (GTK_LABEL (col->reason), "");
      for (guint i = 0; i < score.n_patterns; i++)
        {
          g_autofree char *name = mj_rulebook_pattern_label (rules, score.patterns[i].id);
          /* TRANSLATORS: a pattern and its value, "Pure one suit (清一色) 3" */
          g_autofree char *text = g_strdup_printf (_("%1$s %2$d"), name, score.patterns[i].value);

          gtk_box_append (GTK_BOX (col->patterns), link_button (self, rules, score.patterns[i].id, text));
        }
      pay = g_string_new (NULL);
      for (guint s = 0; s < MJ_N_SEATS; s++)
        {
          if (pay->len)
            g_string_append_c (pay, '\n');
          if (s == ctx.seat)
            /* TRANSLATORS: the winner's seat and what it gains, "West, the winner: +306" */
            g_string_append_printf (pay, _("%1$s, the winner: %2$+d"), seat_name (s), score.payments[s]);
          else
            /* TRANSLATORS: a seat and what it pays or gains, "East: -102" */
            g_string_append_printf (pay, _("%1$s: %2$+d"), seat_name (s), score.payments[s]);
        }
      gtk_label_set_text (GTK_LABEL (col->payments), pay->str);
      g_string_free (pay, TRUE);
    }
  gtk_widget_set_visible (col->reason, gtk_label_get_text (GTK_LABEL (col->reason))[0] != '\0');
  gtk_widget_set_visible (col->payments, gtk_label_get_text (GTK_LABEL (col->payments))[0] != '\0');
  if (taken)
    {
      g_autofree char *clauses = taken_text (&ctx, taken);
      /* TRANSLATORS: what a rule set leaves out of the situation: "Valued without your flowers, which it does not play with." */
      notes = g_strdup_printf (_("Valued %s."), clauses);
    }
  else
    notes = g_strdup ("");
  if (error == NULL && score.legal && ctx.bao < MJ_N_SEATS && mj_calculator_liable (&self->calc, rules, options) == ctx.bao)
    {
      /* TRANSLATORS: Qionghai's 包 found from whom the melds were claimed, "East is liable (包): …" */
      g_autofree char *liable = g_strdup_printf (_("%s is liable (包): you claimed enough of your melds from "
                                                   "his discards."), seat_name (ctx.bao));
      char *both = notes[0] ? g_strdup_printf ("%s\n%s", notes, liable) : g_strdup (liable);

      g_free (notes);
      notes = both;
    }
  if (house[0])
    {
      char *both = notes[0] ? g_strdup_printf ("%s\n%s", notes, house) : g_strdup (house);
      g_free (notes);
      notes = both;
    }
  gtk_label_set_text (GTK_LABEL (col->notes), notes);
  gtk_widget_set_visible (col->notes, notes[0] != '\0');
}

/* A control that means nothing in the situation entered is insensitive,
 * and no part of the win valued (mj_calculator_key_applies): no
 * discarder on a self-draw, no robbed kong, no kong's replacement on a
 * discard. */
static void
update_sensitive (MjCalculatorWindow *self)
{
  gtk_widget_set_sensitive (self->from, mj_calculator_key_applies (&self->calc, MJ_CONTEXT_KEY_FROM));
  for (guint i = 0; i < G_N_ELEMENTS (flag_keys); i++)
    gtk_widget_set_sensitive (self->flags[i], mj_calculator_key_applies (&self->calc, flag_keys[i]));
}

static void
update (MjCalculatorWindow *self)
{
  update_sensitive (self);
  update_hand (self);
  for (guint i = 0; i < self->n_columns; i++)
    update_column (self, &self->columns[i]);
}

/* ---- the situation ---------------------------------------------------------------------- */

/* A drop-down whose first item means "not given" when `unset` says so. */
static void
on_choice (GtkDropDown        *drop,
           GParamSpec         *pspec,
           MjCalculatorWindow *self)
{
  MjContextKeys key = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (drop), "key"));
  gboolean unset_first = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (drop), "unset-first"));
  guint selected = gtk_drop_down_get_selected (drop);

  if (self->updating)
    return;
  if (drop == GTK_DROP_DOWN (self->won_by))
    mj_calculator_set_self_drawn (&self->calc, selected == 0);
  else if (unset_first && selected == 0)
    mj_calculator_unset_key (&self->calc, key);
  else if (key == MJ_CONTEXT_KEY_FLIPPED)
    mj_calculator_set_key (&self->calc, key, (int) selected - 1);
  else
    mj_calculator_set_key (&self->calc, key, (int) selected - (unset_first ? 1 : 0));
  update (self);
}

static void
on_flag (GtkCheckButton     *check,
         GParamSpec         *pspec,
         MjCalculatorWindow *self)
{
  MjContextKeys key = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (check), "key"));

  if (self->updating)
    return;
  if (gtk_check_button_get_active (check))
    mj_calculator_set_key (&self->calc, key, 1);
  else
    mj_calculator_unset_key (&self->calc, key);
  update (self);
}

static void
on_finished (GtkCheckButton     *check,
             GParamSpec         *pspec,
             MjCalculatorWindow *self)
{
  guint mask = 0;

  if (self->updating)
    return;
  for (guint s = 0; s < MJ_N_SEATS; s++)
    if (gtk_check_button_get_active (GTK_CHECK_BUTTON (self->finished[s])))
      mask |= 1u << s;
  if (mask)
    mj_calculator_set_key (&self->calc, MJ_CONTEXT_KEY_FINISHED, (int) mask);
  else
    mj_calculator_unset_key (&self->calc, MJ_CONTEXT_KEY_FINISHED);
  update (self);
}

static void
on_streak (GtkSpinButton      *spin,
           MjCalculatorWindow *self)
{
  if (self->updating)
    return;
  mj_calculator_set_key (&self->calc, MJ_CONTEXT_KEY_DEALER_STREAK, gtk_spin_button_get_value_as_int (spin));
  update (self);
}

/* A label and its control on a row of `grid`; the label names the
 * control for the screen reader and gives its mnemonic. */
static void
grid_row (GtkWidget  *grid,
          guint       row,
          const char *mnemonic,
          GtkWidget  *control)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_width_chars (GTK_LABEL (label), 10);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 22);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), control);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (control), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
  gtk_widget_set_hexpand (control, TRUE);
  gtk_grid_attach (GTK_GRID (grid), label, 0, (int) row, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), control, 1, (int) row, 1, 1);
}

static GtkWidget *
choice (MjCalculatorWindow *self,
        MjContextKeys       key,
        gboolean            unset_first,
        const char * const *items)
{
  GtkWidget *drop = gtk_drop_down_new_from_strings (items);

  g_object_set_data (G_OBJECT (drop), "key", GUINT_TO_POINTER (key));
  g_object_set_data (G_OBJECT (drop), "unset-first", GINT_TO_POINTER (unset_first));
  g_signal_connect (drop, "notify::selected", G_CALLBACK (on_choice), self);
  return drop;
}

static GtkWidget *
seat_choice (MjCalculatorWindow *self,
             MjContextKeys       key,
             const char         *first)
{
  const char *items[6] = { NULL };
  guint n = 0;

  if (first)
    items[n++] = first;
  for (guint s = 0; s < MJ_N_SEATS; s++)
    items[n++] = seat_name (s);
  return choice (self, key, first != NULL, items);
}

static GtkWidget *
heading (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, "heading");
  return label;
}

static GtkWidget *
situation_grid (void)
{
  GtkWidget *grid = gtk_grid_new ();

  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_widget_set_hexpand (grid, TRUE);
  return grid;
}

static GtkWidget *
build_situation (MjCalculatorWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *left = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *right = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *grid = situation_grid ();
  GtkWidget *own = situation_grid ();
  GtkWidget *flags = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  const char *won[] = { _("Self-drawn"), _("On a discard"), NULL };
  const char *suits[] = { _("The suit the hand lacks"), mj_suit_display_name (MJ_SUIT_M),
                          mj_suit_display_name (MJ_SUIT_P), mj_suit_display_name (MJ_SUIT_S), NULL };
  const char *ready[] = { _("As the rule set needs"), _("Not declared"), _("Declared"),
                          _("With the first discard (地聽)"), _("On the dealt tiles (天聽)"), NULL };
  const char *flipped[MJ_N_KINDS + 2] = { _("None") };
  guint row = 0;

  gtk_widget_set_hexpand (left, TRUE);
  gtk_widget_set_hexpand (right, TRUE);
  gtk_box_append (GTK_BOX (left), heading (_("The win")));
  self->won_by = choice (self, 0, FALSE, won);
  grid_row (grid, row++, _("_Won"), self->won_by);
  self->from = seat_choice (self, MJ_CONTEXT_KEY_FROM, _("The player on your left"));
  mj_tooltip_set_text (self->from, _("Who discarded the winning tile, or whose kong was robbed; on a kong's "
                                     "replacement, who fed the kong; on the flowers alone, who drew the eighth "
                                     "flower"));
  grid_row (grid, row++, _("_From"), self->from);
  self->seat = seat_choice (self, MJ_CONTEXT_KEY_SEAT, NULL);
  grid_row (grid, row++, _("Your _seat"), self->seat);
  self->dealer = seat_choice (self, MJ_CONTEXT_KEY_DEALER, NULL);
  grid_row (grid, row++, _("_Dealer"), self->dealer);
  self->seat_wind = seat_choice (self, MJ_CONTEXT_KEY_SEAT_WIND, _("As you sit"));
  grid_row (grid, row++, _("S_eat wind"), self->seat_wind);
  self->round_wind = seat_choice (self, MJ_CONTEXT_KEY_ROUND_WIND, NULL);
  grid_row (grid, row++, _("_Round wind"), self->round_wind);
  self->streak = gtk_spin_button_new_with_range (1, 1000, 1);
  g_signal_connect (self->streak, "value-changed", G_CALLBACK (on_streak), self);
  grid_row (grid, row++, _("Dealer's hand _in a row"), self->streak);
  gtk_box_append (GTK_BOX (left), grid);

  for (guint i = 0; i < G_N_ELEMENTS (flag_keys); i++)
    {
      /* the words a refusal about it names it by (mj_win_context_check_in_words) */
      self->flags[i] = gtk_check_button_new_with_label (mj_win_context_key_label (flag_keys[i]));
      g_object_set_data (G_OBJECT (self->flags[i]), "key", GUINT_TO_POINTER (flag_keys[i]));
      g_signal_connect (self->flags[i], "notify::active", G_CALLBACK (on_flag), self);
      gtk_box_append (GTK_BOX (flags), self->flags[i]);
    }
  gtk_box_append (GTK_BOX (left), flags);

  gtk_box_append (GTK_BOX (right), heading (_("Each rule set's own")));
  row = 0;
  self->missing_suit = choice (self, MJ_CONTEXT_KEY_MISSING_SUIT, TRUE, suits);
  grid_row (own, row++, _("_Missing suit (Sichuan)"), self->missing_suit);
  self->finished_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  for (guint s = 0; s < MJ_N_SEATS; s++)
    {
      self->finished[s] = gtk_check_button_new_with_label (seat_name (s));
      g_signal_connect (self->finished[s], "notify::active", G_CALLBACK (on_finished), self);
      gtk_box_append (GTK_BOX (self->finished_box), self->finished[s]);
    }
  grid_row (own, row++, _("_Already won (Sichuan)"), self->finished_box);
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    flipped[t + 1] = mj_tile_display_name (t);
  self->flipped = choice (self, MJ_CONTEXT_KEY_FLIPPED, TRUE, flipped);
  grid_row (own, row++, _("Flipped tile (_Guizhou)"), self->flipped);
  self->ready = choice (self, MJ_CONTEXT_KEY_READY_DECLARED, TRUE, ready);
  grid_row (own, row++, _("Read_y (Lisi, Taiwan)"), self->ready);
  self->bao = seat_choice (self, MJ_CONTEXT_KEY_BAO, _("Nobody"));
  grid_row (own, row++, _("_Liable player, 包 (Qionghai)"), self->bao);
  gtk_box_append (GTK_BOX (right), own);

  gtk_box_append (GTK_BOX (box), left);
  gtk_box_append (GTK_BOX (box), right);
  self->situation = box;
  self->own = right;
  return box;
}

/* Every control back to what the calculator holds. */
static void
sync_controls (MjCalculatorWindow *self)
{
  const MjWinContext *ctx = &self->calc.ctx;
  MjContextKeys given = self->calc.given;

  self->updating = TRUE;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->won_by), ctx->self_drawn ? 0 : 1);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->from), given & MJ_CONTEXT_KEY_FROM ? ctx->from + 1u : 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->seat), ctx->seat);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->dealer), ctx->dealer);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->seat_wind),
                              given & MJ_CONTEXT_KEY_SEAT_WIND ? ctx->seat_wind + 1u : 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->round_wind), ctx->round_wind);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->streak), ctx->dealer_streak);
  for (guint i = 0; i < G_N_ELEMENTS (flag_keys); i++)
    gtk_check_button_set_active (GTK_CHECK_BUTTON (self->flags[i]), FALSE);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->missing_suit), 0);
  for (guint s = 0; s < MJ_N_SEATS; s++)
    gtk_check_button_set_active (GTK_CHECK_BUTTON (self->finished[s]), FALSE);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->flipped), 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->ready), 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->bao), 0);
  self->updating = FALSE;
}

/* ---- the palette and the columns -------------------------------------------------------------- */

static void
on_add (GtkToggleButton    *button,
        MjCalculatorWindow *self)
{
  if (gtk_toggle_button_get_active (button))
    self->add = (MjCalculatorAdd) GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "add"));
}

static GtkWidget *
build_palette (MjCalculatorWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *adds = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *grid = gtk_grid_new ();
  const char *add_names[MJ_CALCULATOR_N_ADD] = {
    _("_Tile"), _("C_how"), _("_Pung"), _("_Kong"), _("C_oncealed kong"), _("Wi_nning tile"),
  };
  const char *add_tips[MJ_CALCULATOR_N_ADD] = {
    _("A click adds a concealed tile"),
    _("A click adds a chow from its lowest tile"),
    _("A click adds a pung"),
    _("A click adds a kong claimed from a discard"),
    _("A click adds a concealed kong"),
    _("A click chooses the winning tile"),
  };

  gtk_widget_add_css_class (adds, "linked");
  gtk_accessible_update_property (GTK_ACCESSIBLE (adds), GTK_ACCESSIBLE_PROPERTY_LABEL, _("A click on a tile adds"),
                                  -1);
  for (guint i = 0; i < MJ_CALCULATOR_N_ADD; i++)
    {
      self->add_buttons[i] = gtk_toggle_button_new_with_mnemonic (add_names[i]);
      if (i > 0)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (self->add_buttons[i]),
                                     GTK_TOGGLE_BUTTON (self->add_buttons[0]));
      mj_tooltip_set_text (self->add_buttons[i], add_tips[i]);
      g_object_set_data (G_OBJECT (self->add_buttons[i]), "add", GUINT_TO_POINTER (i));
      g_signal_connect (self->add_buttons[i], "toggled", G_CALLBACK (on_add), self);
      gtk_box_append (GTK_BOX (adds), self->add_buttons[i]);
    }
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->add_buttons[0]), TRUE);
  gtk_box_append (GTK_BOX (box), adds);

  gtk_grid_set_row_spacing (GTK_GRID (grid), 2);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 2);
  for (MjTile t = 0; t < MJ_N_TILE_KINDS; t++)
    {
      gboolean flower = mj_tile_is_flower (t);
      GtkWidget *button = tiles_button (self, &t, 1, PALETTE_TILE_WIDTH, mj_tile_display_name (t), flower);
      int row = t < MJ_FIRST_HONOR ? (int) (t / 9) : flower ? 4 : 3;
      int col = t < MJ_FIRST_HONOR ? (int) (t % 9) : flower ? (int) (t - MJ_FIRST_FLOWER) : (int) (t - MJ_FIRST_HONOR);

      g_object_set_data (G_OBJECT (button), "tile", GUINT_TO_POINTER (t));
      g_signal_connect (button, flower ? "toggled" : "clicked", G_CALLBACK (on_palette_tile), self);
      self->tile_buttons[t] = button;
      gtk_grid_attach (GTK_GRID (grid), button, col, row, 1, 1);
    }
  gtk_box_append (GTK_BOX (box), grid);
  return box;
}

/* The win as `sparrow-cli score` takes it, for a terminal or a bug
 * report: the same arguments the calculator reads. */
char *
mj_calculator_window_command (MjCalculatorWindow *self,
                              const char         *rules_id)
{
  const MjRules *rules = mj_rules_lookup (rules_id);
  g_auto (GStrv) args = NULL;
  GString *line;

  g_return_val_if_fail (MJ_IS_CALCULATOR_WINDOW (self) && rules != NULL, NULL);

  for (guint i = 0; i < self->n_columns; i++)
    if (self->columns[i].rules == rules)
      args = mj_calculator_arguments (&self->calc, rules, column_options (self, &self->columns[i]));
  g_assert (args != NULL);
  line = g_string_new ("sparrow-cli score");
  for (guint i = 0; args[i]; i++)
    {
      g_autofree char *quoted = g_shell_quote (args[i]);
      g_string_append_c (line, ' ');
      /* what needs no quotes goes without (an empty hand, on flowers
       * alone, needs them) */
      g_string_append (line, args[i][0] == '\0' || strpbrk (args[i], "()[]+ ") ? quoted : args[i]);
    }
  return g_string_free (line, FALSE);
}

static void
on_copy (GtkWidget          *button,
         MjCalculatorWindow *self)
{
  const MjRules *rules = g_object_get_data (G_OBJECT (button), "rules");
  g_autofree char *command = mj_calculator_window_command (self, rules->id);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (button), command);
}

static GtkWidget *
build_columns (MjCalculatorWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  const MjRules * const *all = mj_rules_all (&self->n_columns);

  gtk_box_set_homogeneous (GTK_BOX (box), TRUE);
  self->columns = g_new0 (Column, self->n_columns);
  for (guint i = 0; i < self->n_columns; i++)
    {
      Column *col = &self->columns[i];
      GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      GtkWidget *name = heading (_(all[i]->name));

      col->rules = all[i];
      gtk_widget_add_css_class (card, "card");
      gtk_widget_set_size_request (card, 150, -1);
      gtk_widget_set_margin_bottom (card, 6);
      gtk_box_append (GTK_BOX (card), name);
      col->value = gtk_label_new ("");
      gtk_widget_add_css_class (col->value, "title-3");
      col->reason = gtk_label_new ("");
      col->notes = gtk_label_new ("");
      gtk_widget_add_css_class (col->notes, "dim-label");
      gtk_widget_add_css_class (col->notes, "caption");
      col->patterns = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      col->payments = gtk_label_new ("");
      gtk_widget_add_css_class (col->payments, "numeric");
      gtk_box_append (GTK_BOX (card), col->value);
      gtk_box_append (GTK_BOX (card), col->reason);
      gtk_box_append (GTK_BOX (card), col->notes);
      gtk_box_append (GTK_BOX (card), col->patterns);
      gtk_box_append (GTK_BOX (card), col->payments);
      col->copy = gtk_button_new ();
      {
        /* it wraps, so that five columns fit in 1024 pixels */
        GtkWidget *label = gtk_label_new (_("Copy as a command"));

        gtk_label_set_wrap (GTK_LABEL (label), TRUE);
        gtk_label_set_xalign (GTK_LABEL (label), 0);
        gtk_button_set_child (GTK_BUTTON (col->copy), label);
      }
      gtk_widget_add_css_class (col->copy, "flat");
      gtk_widget_set_halign (col->copy, GTK_ALIGN_START);
      gtk_widget_set_valign (col->copy, GTK_ALIGN_END);
      gtk_widget_set_vexpand (col->copy, TRUE);
      mj_tooltip_set_text (col->copy, _("Copy the same win as a sparrow-cli score command line"));
      g_object_set_data (G_OBJECT (col->copy), "rules", (gpointer) all[i]);
      g_signal_connect (col->copy, "clicked", G_CALLBACK (on_copy), self);
      gtk_box_append (GTK_BOX (card), col->copy);
      for (GtkWidget *w = gtk_widget_get_first_child (card); w; w = gtk_widget_get_next_sibling (w))
        {
          gtk_widget_set_margin_start (w, 10);
          gtk_widget_set_margin_end (w, 10);
          if (GTK_IS_LABEL (w))
            {
              gtk_label_set_xalign (GTK_LABEL (w), 0);
              gtk_label_set_wrap (GTK_LABEL (w), TRUE);
              gtk_label_set_wrap_mode (GTK_LABEL (w), PANGO_WRAP_WORD_CHAR);
              gtk_label_set_selectable (GTK_LABEL (w), w != name);
            }
        }
      gtk_widget_set_margin_top (name, 10);
      gtk_widget_set_margin_bottom (col->copy, 6);
      gtk_box_append (GTK_BOX (box), card);
    }
  return box;
}

static void
update_results_heading (MjCalculatorWindow *self)
{
  gtk_label_set_text (GTK_LABEL (self->results_heading),
                      gtk_drop_down_get_selected (GTK_DROP_DOWN (self->house)) == 0
                      ? _("Under each rule set, with its standard options")
                      : _("Under each rule set, with your house rules"));
}

/* The standard options or the house rules: kept in the window, not in
 * the settings (a comparison, not a preference). */
static void
on_house (GtkDropDown        *drop,
          GParamSpec         *pspec,
          MjCalculatorWindow *self)
{
  update_results_heading (self);
  update (self);
}

/* Preferences changed a house rule while the calculator shows them. */
static void
on_rule_options_changed (GSettings          *settings,
                         const char         *key,
                         MjCalculatorWindow *self)
{
  if (gtk_drop_down_get_selected (GTK_DROP_DOWN (self->house)) != 0)
    update (self);
}

static void
on_clear (MjCalculatorWindow *self)
{
  mj_calculator_window_clear (self);
}

/* Each rule set's own facts moved beside the win's, or under them. */
static gboolean
relayout (gpointer data)
{
  MjCalculatorWindow *self = data;
  GtkWidget *own = g_object_ref (self->own);
  GtkWidget *from = gtk_widget_get_parent (own);
  GtkWidget *to = self->wide ? self->entry : self->situation;

  self->relayout_id = 0;
  if (from != to)
    {
      gtk_box_remove (GTK_BOX (from), own);
      gtk_box_append (GTK_BOX (to), own);
    }
  g_object_unref (own);
  return G_SOURCE_REMOVE;
}

/* The values get what they need up to half the height, the entry the
 * rest; the person can move the division. */
static gboolean
place_division (gpointer data)
{
  MjCalculatorWindow *self = data;
  int height = gtk_widget_get_height (self->paned);
  int width = gtk_widget_get_width (self->paned);
  int natural = 0;

  self->place_id = 0;
  gtk_widget_measure (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (self->results)), GTK_ORIENTATION_VERTICAL,
                      width, NULL, &natural, NULL, NULL);
  gtk_paned_set_position (GTK_PANED (self->paned), height - MIN (natural, height / 2));
  return G_SOURCE_REMOVE;
}

static void
mj_calculator_window_size_allocate (GtkWidget *widget,
                                    int        width,
                                    int        height,
                                    int        baseline)
{
  MjCalculatorWindow *self = MJ_CALCULATOR_WINDOW (widget);
  gboolean wide = width >= WIDE_WIDTH;

  GTK_WIDGET_CLASS (mj_calculator_window_parent_class)->size_allocate (widget, width, height, baseline);
  if (!self->placed && self->paned && gtk_widget_get_height (self->paned) > 0)
    {
      self->placed = TRUE;
      if (self->place_id == 0)
        self->place_id = g_idle_add (place_division, self);
    }
  /* not while allocating: the boxes change their children in an idle */
  if (wide != self->wide && self->entry)
    {
      self->wide = wide;
      if (self->relayout_id == 0)
        self->relayout_id = g_idle_add (relayout, self);
    }
}

static void
mj_calculator_window_dispose (GObject *object)
{
  MjCalculatorWindow *self = MJ_CALCULATOR_WINDOW (object);

  g_clear_handle_id (&self->relayout_id, g_source_remove);
  g_clear_handle_id (&self->place_id, g_source_remove);
  g_clear_object (&self->cache);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (mj_calculator_window_parent_class)->dispose (object);
}

static void
mj_calculator_window_finalize (GObject *object)
{
  MjCalculatorWindow *self = MJ_CALCULATOR_WINDOW (object);

  g_free (self->columns);
  g_free (self->claims_shown);
  G_OBJECT_CLASS (mj_calculator_window_parent_class)->finalize (object);
}

static void
mj_calculator_window_class_init (MjCalculatorWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_calculator_window_dispose;
  object_class->finalize = mj_calculator_window_finalize;
  widget_class->size_allocate = mj_calculator_window_size_allocate;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
mj_calculator_window_init (MjCalculatorWindow *self)
{
  mj_calculator_init (&self->calc);
  self->settings = g_settings_new (APP_ID);
  g_signal_connect_object (self->settings, "changed::rule-options", G_CALLBACK (on_rule_options_changed), self, 0);
}

/* Tiles on buttons without a button's padding, so that a suit fits in a
 * row at 1024 pixels. */
static void
add_style (GtkWidget *widget)
{
  static GtkCssProvider *provider;

  if (provider != NULL)
    return;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_data (provider,
                                   "button.mj-calculator-tile { padding: 2px; min-width: 0; min-height: 0; }\n"
                                   "button.mj-calculator-win { box-shadow: inset 0 0 0 2px alpha(@accent_color, 0.8); }\n",
                                   -1);
  gtk_style_context_add_provider_for_display (gtk_widget_get_display (widget), GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static void
build (MjCalculatorWindow *self)
{
  GtkWidget *outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *clear = gtk_button_new_with_mnemonic (_("_Clear"));
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *entry = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
  GtkWidget *hand_scroller = gtk_scrolled_window_new ();
  GtkWidget *results = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *intro;

  self->paned = gtk_paned_new (GTK_ORIENTATION_VERTICAL);
  self->results = gtk_scrolled_window_new ();
  /* the entry keeps room for the hand and a row of the palette, the
   * values for each column's value and its first lines */
  gtk_widget_set_size_request (scrolled, -1, 160);
  gtk_widget_set_size_request (self->results, -1, 160);

  add_style (GTK_WIDGET (self));
  gtk_window_set_title (GTK_WINDOW (self), _("Hand Calculator"));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), adw_window_title_new (_("Hand Calculator"), NULL));
  mj_tooltip_set_text (clear, _("Take out every tile and put the situation back"));
  g_signal_connect_swapped (clear, "clicked", G_CALLBACK (on_clear), self);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), clear);
  gtk_box_append (GTK_BOX (outer), header);

  gtk_widget_set_margin_top (content, 12);
  gtk_widget_set_margin_bottom (content, 18);
  gtk_widget_set_margin_start (content, 18);
  gtk_widget_set_margin_end (content, 18);

  intro = gtk_label_new (_("Click tiles to build a winning hand, choose how it was won, and see what it is worth "
                           "under each rule set. A tile of your hand is taken out with another click."));
  gtk_label_set_wrap (GTK_LABEL (intro), TRUE);
  gtk_label_set_xalign (GTK_LABEL (intro), 0);
  gtk_widget_add_css_class (intro, "dim-label");
  gtk_box_append (GTK_BOX (content), intro);

  self->hand_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->hand_box), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Your hand"), -1);
  gtk_widget_set_size_request (self->hand_box, -1, mj_tile_cache_height_for_width (HAND_TILE_WIDTH) + 12);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (hand_scroller), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (hand_scroller), self->hand_box);
  gtk_box_append (GTK_BOX (content), heading (_("Your hand")));
  gtk_box_append (GTK_BOX (content), hand_scroller);
  self->claims = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->claims_grid = situation_grid ();
  gtk_widget_set_hexpand (self->claims_grid, FALSE);
  gtk_box_append (GTK_BOX (self->claims), heading (_("Whom each meld was claimed from")));
  gtk_box_append (GTK_BOX (self->claims), self->claims_grid);
  gtk_widget_set_visible (self->claims, FALSE);
  gtk_box_append (GTK_BOX (content), self->claims);
  /* what the hand holds now, and why a tile could not go in, are read
   * out as they change, as the table's status line is */
  self->hand_status = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS, NULL);
  gtk_label_set_xalign (GTK_LABEL (self->hand_status), 0);
  gtk_label_set_wrap (GTK_LABEL (self->hand_status), TRUE);
  gtk_box_append (GTK_BOX (content), self->hand_status);
  self->message = g_object_new (GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT, NULL);
  gtk_label_set_xalign (GTK_LABEL (self->message), 0);
  gtk_label_set_wrap (GTK_LABEL (self->message), TRUE);
  gtk_widget_add_css_class (self->message, "error");
  gtk_widget_set_visible (self->message, FALSE);
  gtk_box_append (GTK_BOX (content), self->message);

  gtk_box_append (GTK_BOX (entry), build_palette (self));
  gtk_box_append (GTK_BOX (entry), build_situation (self));
  self->entry = entry;
  gtk_box_append (GTK_BOX (content), entry);

  {
    GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
    GtkWidget *label = gtk_label_new_with_mnemonic (_("House r_ules"));
    const char *house[] = { _("Each rule set's standard"), _("Yours, as in Preferences"), NULL };

    self->results_heading = heading ("");
    gtk_widget_set_hexpand (self->results_heading, TRUE);
    self->house = gtk_drop_down_new_from_strings (house);
    gtk_label_set_mnemonic_widget (GTK_LABEL (label), self->house);
    gtk_accessible_update_relation (GTK_ACCESSIBLE (self->house), GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL,
                                    -1);
    mj_tooltip_set_text (self->house, _("Value the hand with each rule set's standard options, or with the house "
                                        "rules you chose for it in Preferences"));
    g_signal_connect (self->house, "notify::selected", G_CALLBACK (on_house), self);
    gtk_box_append (GTK_BOX (row), self->results_heading);
    gtk_box_append (GTK_BOX (row), label);
    gtk_box_append (GTK_BOX (row), self->house);
    gtk_box_append (GTK_BOX (results), row);
  }
  gtk_box_append (GTK_BOX (results), build_columns (self));
  gtk_widget_set_margin_top (results, 12);
  gtk_widget_set_margin_bottom (results, 12);
  gtk_widget_set_margin_start (results, 18);
  gtk_widget_set_margin_end (results, 18);

  /* the width is the window's: labels wrap, the columns share it.  The
   * entry and the values scroll apart, so that the values stay in sight
   * while the hand is entered, even at 1024×640 */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), content);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->results), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->results), results);
  gtk_paned_set_start_child (GTK_PANED (self->paned), scrolled);
  gtk_paned_set_end_child (GTK_PANED (self->paned), self->results);
  gtk_paned_set_shrink_start_child (GTK_PANED (self->paned), FALSE);
  gtk_paned_set_shrink_end_child (GTK_PANED (self->paned), FALSE);
  gtk_paned_set_wide_handle (GTK_PANED (self->paned), TRUE);
  gtk_widget_set_vexpand (self->paned, TRUE);
  gtk_box_append (GTK_BOX (outer), self->paned);
  adw_window_set_content (ADW_WINDOW (self), outer);
  gtk_window_set_default_size (GTK_WINDOW (self), 1200, 860);
  mj_tooltip_fix (GTK_WIDGET (self));
  update_results_heading (self);
  sync_controls (self);
  update (self);
}

MjCalculatorWindow *
mj_calculator_window_new (GtkWindow   *parent,
                          MjTileCache *cache)
{
  MjCalculatorWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (MJ_IS_TILE_CACHE (cache), NULL);

  self = g_object_new (MJ_TYPE_CALCULATOR_WINDOW, "transient-for", parent, NULL);
  self->cache = g_object_ref (cache);
  build (self);
  return self;
}

static void
forget_calculator (GtkWindow *parent)
{
  g_object_set_data (G_OBJECT (parent), CALCULATOR_KEY, NULL);
}

MjCalculatorWindow *
mj_calculator_window_show (GtkWindow   *parent,
                           MjTileCache *cache)
{
  MjCalculatorWindow *self = parent ? g_object_get_data (G_OBJECT (parent), CALCULATOR_KEY) : NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  if (self == NULL)
    {
      g_return_val_if_fail (MJ_IS_TILE_CACHE (cache), NULL);
      self = mj_calculator_window_new (parent, cache);
      if (parent)
        {
          g_object_set_data (G_OBJECT (parent), CALCULATOR_KEY, self);
          g_signal_connect_object (self, "destroy", G_CALLBACK (forget_calculator), parent, G_CONNECT_SWAPPED);
        }
    }
  gtk_window_present (GTK_WINDOW (self));
  return self;
}

const MjCalculator *
mj_calculator_window_get_calculator (MjCalculatorWindow *self)
{
  g_return_val_if_fail (MJ_IS_CALCULATOR_WINDOW (self), NULL);
  return &self->calc;
}

GtkWidget *
mj_calculator_window_get_tile_button (MjCalculatorWindow *self,
                                      MjTile              tile)
{
  g_return_val_if_fail (MJ_IS_CALCULATOR_WINDOW (self) && tile < MJ_N_TILE_KINDS, NULL);
  return self->tile_buttons[tile];
}

GtkWidget *
mj_calculator_window_get_add_button (MjCalculatorWindow *self,
                                     MjCalculatorAdd     add)
{
  g_return_val_if_fail (MJ_IS_CALCULATOR_WINDOW (self) && add < MJ_CALCULATOR_N_ADD, NULL);
  return self->add_buttons[add];
}

GtkWidget *
mj_calculator_window_get_key_widget (MjCalculatorWindow *self,
                                     MjContextKeys       key)
{
  g_return_val_if_fail (MJ_IS_CALCULATOR_WINDOW (self), NULL);

  for (guint i = 0; i < G_N_ELEMENTS (flag_keys); i++)
    if (flag_keys[i] == key)
      return self->flags[i];
  switch (key)
    {
    case MJ_CONTEXT_KEY_FROM:
      return self->from;
    case MJ_CONTEXT_KEY_SEAT:
      return self->seat;
    case MJ_CONTEXT_KEY_DEALER:
      return self->dealer;
    case MJ_CONTEXT_KEY_SEAT_WIND:
      return self->seat_wind;
    case MJ_CONTEXT_KEY_ROUND_WIND:
      return self->round_wind;
    case MJ_CONTEXT_KEY_DEALER_STREAK:
      return self->streak;
    case MJ_CONTEXT_KEY_MISSING_SUIT:
      return self->missing_suit;
    case MJ_CONTEXT_KEY_FINISHED:
      return self->finished_box;
    case MJ_CONTEXT_KEY_FLIPPED:
      return self->flipped;
    case MJ_CONTEXT_KEY_READY_DECLARED:
      return self->ready;
    case MJ_CONTEXT_KEY_BAO:
      return self->bao;
    default:
      return NULL;
    }
}

GtkWidget *
mj_calculator_window_get_won_by (MjCalculatorWindow *self)
{
  g_return_val_if_fail (MJ_IS_CALCULATOR_WINDOW (self), NULL);
  return self->won_by;
}

GtkWidget *
mj_calculator_window_get_hand_box (MjCalculatorWindow *self)
{
  g_return_val_if_fail (MJ_IS_CALCULATOR_WINDOW (self), NULL);
  return self->hand_box;
}

const char *
mj_calculator_window_get_message (MjCalculatorWindow *self)
{
  g_return_val_if_fail (MJ_IS_CALCULATOR_WINDOW (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->message));
}

static Column *
find_column (MjCalculatorWindow *self,
             const char         *rules_id)
{
  for (guint i = 0; i < self->n_columns; i++)
    if (g_strcmp0 (self->columns[i].rules->id, rules_id) == 0)
      return &self->columns[i];
  return NULL;
}

GtkWidget *
mj_calculator_window_get_value_label (MjCalculatorWindow *self,
                                      const char         *rules_id)
{
  Column *col;

  g_return_val_if_fail (MJ_IS_CALCULATOR_WINDOW (self), NULL);
  col = find_column (self, rules_id);
  return col ? col->value : NULL;
}

const char *
mj_calculator_window_get_value_text (MjCalculatorWindow *self,
                                     const char         *rules_id)
{
  Column *col;

  g_return_val_if_fail (MJ_IS_CALCULATOR_WINDOW (self), NULL);
  col = find_column (self, rules_id);
  return col ? gtk_label_get_text (GTK_LABEL (col->value)) : NULL;
}

const char *
mj_calculator_window_get_reason_text (MjCalculatorWindow *self,
                                      const char         *rules_id)
{
  Column *col;

  g_return_val_if_fail (MJ_IS_CALCULATOR_WINDOW (self), NULL);
  col = find_column (self, rules_id);
  return col ? gtk_label_get_text (GTK_LABEL (col->reason)) : NULL;
}

const char *
mj_calculator_window_get_notes_text (MjCalculatorWindow *self,
                                     const char         *rules_id)
{
  Column *col;

  g_return_val_if_fail (MJ_IS_CALCULATOR_WINDOW (self), NULL);
  col = find_column (self, rules_id);
  return col ? gtk_label_get_text (GTK_LABEL (col->notes)) : NULL;
}

GtkWidget *
mj_calculator_window_get_meld_from (MjCalculatorWindow *self,
                                    guint               index)
{
  g_return_val_if_fail (MJ_IS_CALCULATOR_WINDOW (self), NULL);
  return index < MJ_HAND_MAX_MELDS ? self->meld_from[index] : NULL;
}

GtkWidget *
mj_calculator_window_get_house_rules (MjCalculatorWindow *self)
{
  g_return_val_if_fail (MJ_IS_CALCULATOR_WINDOW (self), NULL);
  return self->house;
}

const char *
mj_calculator_window_get_payments_text (MjCalculatorWindow *self,
                                        const char         *rules_id)
{
  Column *col;

  g_return_val_if_fail (MJ_IS_CALCULATOR_WINDOW (self), NULL);
  col = find_column (self, rules_id);
  return col ? gtk_label_get_text (GTK_LABEL (col->payments)) : NULL;
}

GtkWidget *
mj_calculator_window_get_pattern_button (MjCalculatorWindow *self,
                                         const char         *rules_id,
                                         const char         *pattern_id)
{
  Column *col;

  g_return_val_if_fail (MJ_IS_CALCULATOR_WINDOW (self), NULL);
  col = find_column (self, rules_id);
  if (col == NULL)
    return NULL;
  for (GtkWidget *b = gtk_widget_get_first_child (col->patterns); b; b = gtk_widget_get_next_sibling (b))
    if (g_strcmp0 (g_object_get_data (G_OBJECT (b), "anchor"), pattern_id) == 0)
      return b;
  return NULL;
}

void
mj_calculator_window_clear (MjCalculatorWindow *self)
{
  g_return_if_fail (MJ_IS_CALCULATOR_WINDOW (self));

  mj_calculator_init (&self->calc);
  sync_controls (self);
  say (self, NULL);
  update (self);
}
