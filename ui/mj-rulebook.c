/* mj-rulebook.c: the rule book window.  Its pages are built from each rule
 * set's book (MjRules.book, engine/mj-rulebook-data.h) when first shown; every example hand is scored by
 * the rule set's own score hook as the page is built, so the values the
 * reader sees are the engine's.  Anchors (pattern ids, rule terms,
 * sections) map to the widgets a "Why?" scrolls to. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "mj-rulebook.h"
#include "mj-tooltip.h"
#include "mj-tile-names.h"
#include "mj-tile-strip.h"

#define EXAMPLE_TILE_WIDTH 32
#define COMPARE_TILE_WIDTH 26

/* Where a page scrolls to for an anchor, and what lights up there. */
typedef struct {
  GtkWidget *target;
  GtkWidget *title;
} Target;

typedef struct {
  GtkWidget  *scrolled;
  GtkWidget  *content;   /* the page's box inside the scrolled window */
  GHashTable *anchors;   /* anchor (owned) → Target (owned) */
} Page;

struct _MjRulebook {
  AdwWindow    parent_instance;

  GtkWidget   *leaflet;
  GtkWidget   *sidebar;
  GtkWidget   *content_box;
  GtkWidget   *back;
  GtkWidget   *title;
  GtkWidget   *stack;

  MjTileCache *cache;
  GHashTable  *pages;        /* page id → Page */
  char        *page;
  char        *anchor;
  guint        scroll_tick;
  guint        scroll_frames;
  guint        scroll_steady;  /* frames in a row the page stayed where it was */
  double       scroll_where;   /* where the book last put the page */
  gboolean     pinned;         /* the anchor is kept in view until the person scrolls */
  gboolean     scrolling;      /* the book is moving the page itself */
  GtkWidget   *lit;          /* the title label lit for the anchor */
  gboolean     building_rows;
};

G_DEFINE_FINAL_TYPE (MjRulebook, mj_rulebook, ADW_TYPE_WINDOW)

static void
page_free (gpointer data)
{
  Page *page = data;

  g_hash_table_unref (page->anchors);
  g_free (page);
}

/* ---- words ------------------------------------------------------------------------- */

static char *
value_text (const MjRules *rules,
            int            value)
{
  return mj_value_text (rules, value);
}

/* A wind, as the round wind and a seat wind: "the East round" (东风圈);
 * a seat is a player, "East wins" (东家). */
static const char *
wind_name (guint wind)
{
  switch (wind)
    {
    case MJ_SEAT_E:
      return C_("wind", "East");
    case MJ_SEAT_S:
      return C_("wind", "South");
    case MJ_SEAT_W:
      return C_("wind", "West");
    default:
      return C_("wind", "North");
    }
}

static const char *
seat_name (guint seat)
{
  switch (seat)
    {
    case MJ_SEAT_E:
      return _("East");
    case MJ_SEAT_S:
      return _("South");
    case MJ_SEAT_W:
      return _("West");
    default:
      return _("North");
    }
}

char *
mj_rulebook_pattern_label (const MjRules *rules,
                           const char    *id)
{
  const MjPatternName *name = mj_rules_pattern_name (rules, id);

  if (name == NULL)
    return g_strdup (id);
  if (mj_pattern_gloss (name) == NULL)
    return g_strdup (mj_term (name->chinese));
  /* TRANSLATORS: a pattern, its English name and its regional name: "Pure one suit (清一色)" */
  return g_strdup_printf (_("%1$s (%2$s)"), mj_pattern_gloss (name), mj_term (name->chinese));
}

/* Taiwan's dealer items belong to the payment legs, not to the hand's
 * value (taiwan16.md §9.3): they are shown apart. */
static gboolean
is_leg_item (const char *id)
{
  return strcmp (id, "zhuangjia") == 0 || strcmp (id, "lianzhuang") == 0;
}

/* "Pure one suit (清一色) 3 + Root (根) 1 = 4 fan" */
static char *
breakdown_text (const MjRules *rules,
                const MjScore *score)
{
  GString *main_part = g_string_new (NULL);
  GString *legs = g_string_new (NULL);
  g_autofree char *value = value_text (rules, score->value);
  char *out;
  int sum = 0;
  guint n_main = 0;

  for (guint i = 0; i < score->n_patterns; i++)
    {
      const MjPatternValue *p = &score->patterns[i];
      g_autofree char *name = mj_rulebook_pattern_label (rules, p->id);
      GString *to = is_leg_item (p->id) ? legs : main_part;

      if (to->len)
        /* TRANSLATORS: between the patterns of a hand's breakdown */
        g_string_append (to, C_("breakdown", " + "));
      g_string_append_printf (to, "%s %d", name, p->value);
      if (!is_leg_item (p->id))
        {
          sum += p->value;
          n_main++;
        }
    }

  if (n_main == 0)
    out = g_strdup_printf (_("No pattern: worth %1$s"), value);
  else if (sum > score->value)
    /* TRANSLATORS: the patterns, their sum, and the value after the cap */
    out = g_strdup_printf (_("%1$s = %2$d, capped at %3$s"), main_part->str, sum, value);
  else if (sum < score->value)
    out = g_strdup_printf (_("%1$s: worth %2$s"), main_part->str, value);
  else
    out = g_strdup_printf (_("%1$s = %2$s"), main_part->str, value);

  if (legs->len)
    {
      /* TRANSLATORS: the hand's breakdown, then the dealer's items (Taiwan) */
      char *more = g_strdup_printf (_("%1$s; on the dealer's payments: %2$s"), out, legs->str);
      g_free (out);
      out = more;
    }
  g_string_free (main_part, TRUE);
  g_string_free (legs, TRUE);
  return out;
}

static char *
payments_text (const MjScore *score)
{
  GString *s = g_string_new (NULL);

  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    if (score->payments[seat])
      {
        if (s->len)
          /* TRANSLATORS: between the payments of a win */
          g_string_append (s, C_("payments", " · "));
        /* TRANSLATORS: a seat and what it gains or pays, "West −6" */
        g_string_append_printf (s, _("%1$s %2$+d"), seat_name (seat), score->payments[seat]);
      }
  return g_string_free (s, FALSE);
}

static void
add_clause (GString    *out,
            const char *clause)
{
  if (out->len)
    /* TRANSLATORS: between the clauses of an example's circumstances */
    g_string_append (out, C_("clauses", "; "));
  g_string_append (out, clause);
}

/* "West wins by self-draw; on a kong's replacement; the dealer's third
 * hand in a row" */
static char *
context_text (const MjRules      *rules,
              const MjWinContext *ctx)
{
  GString *out = g_string_new (NULL);
  g_autofree char *how = NULL;

  if (ctx->win_tile == MJ_TILE_NONE)
    how = ctx->self_drawn ? g_strdup_printf (_("%1$s wins on the flowers, as by self-draw"), seat_name (ctx->seat))
                          : g_strdup_printf (_("%1$s takes the flower %2$s drew, and wins"), seat_name (ctx->seat),
                                             seat_name (ctx->from));
  else if (ctx->self_drawn)
    how = g_strdup_printf (_("%1$s wins by self-draw"), seat_name (ctx->seat));
  else if (ctx->robbing_kong)
    how = g_strdup_printf (_("%1$s robs %2$s’s kong"), seat_name (ctx->seat), seat_name (ctx->from));
  else
    how = g_strdup_printf (_("%1$s wins on %2$s’s discard"), seat_name (ctx->seat), seat_name (ctx->from));
  add_clause (out, how);

  if (ctx->after_flower)
    add_clause (out, _("on a flower’s replacement"));
  else if (ctx->after_kong)
    add_clause (out, _("on a kong’s replacement"));
  if (ctx->after_kong_discard)
    add_clause (out, _("the discard came right after the discarder’s kong"));
  if (ctx->last_tile)
    add_clause (out, ctx->self_drawn ? _("the last tile") : _("the last discard"));
  if (ctx->first_turn)
    add_clause (out, _("in the first go-round, before any claim"));
  if (ctx->dealer != MJ_SEAT_E)
    {
      g_autofree char *s = g_strdup_printf (_("%1$s deals"), seat_name (ctx->dealer));
      add_clause (out, s);
    }
  if (ctx->dealer_streak > 1)
    {
      g_autofree char *s = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                         "the dealer deals %1$u hand in a row",
                                                         "the dealer deals %1$u hands in a row",
                                                         ctx->dealer_streak),
                                            ctx->dealer_streak);
      add_clause (out, s);
    }
  if (ctx->round_wind != 0)
    {
      g_autofree char *s = g_strdup_printf (_("the %1$s round"), wind_name (ctx->round_wind));
      add_clause (out, s);
    }
  if (ctx->seat_wind != mj_seat_distance (ctx->dealer, ctx->seat))
    {
      g_autofree char *s = g_strdup_printf (_("seat wind %1$s"), wind_name (ctx->seat_wind));
      add_clause (out, s);
    }
  if (ctx->ready == MJ_READY_TIANTING)
    add_clause (out, _("ready declared on the dealt tiles"));
  else if (ctx->ready == MJ_READY_DITING)
    add_clause (out, _("ready declared with the first discard"));
  else if (ctx->ready == MJ_READY_NONE && rules->default_ready != MJ_READY_NONE)
    add_clause (out, _("not declared ready"));
  else if (ctx->ready == MJ_READY_PLAIN && rules->default_ready == MJ_READY_NONE)
    add_clause (out, _("ready declared"));
  if (ctx->missing_suit >= 0)
    {
      static const char * const suits[] = { N_("characters"), N_("dots"), N_("bamboo") };
      g_autofree char *s = g_strdup_printf (_("missing suit declared: %1$s"), _(suits[ctx->missing_suit]));
      add_clause (out, s);
    }
  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    if (ctx->finished & (1u << seat))
      {
        g_autofree char *s = g_strdup_printf (_("%1$s has already won"), seat_name (seat));
        add_clause (out, s);
      }
  if (ctx->bao != MJ_SEAT_NONE)
    {
      g_autofree char *s = g_strdup_printf (_("%1$s is liable (包)"), seat_name (ctx->bao));
      add_clause (out, s);
    }
  if (ctx->flipped != MJ_TILE_NONE)
    {
      g_autofree char *s = g_strdup_printf (_("the flipped tile is %1$s"), mj_tile_display_name (ctx->flipped));
      add_clause (out, s);
    }
  return g_string_free (out, FALSE);
}

/* ---- building blocks ------------------------------------------------------------------ */

static GtkWidget *
text_label (const char *text,
            const char *css)
{
  GtkWidget *l = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (l), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (l), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (l), 0);
  gtk_label_set_yalign (GTK_LABEL (l), 0);
  if (css)
    gtk_widget_add_css_class (l, css);
  return l;
}

/* Paragraphs are separated by a blank line in the data. */
static void
append_paragraphs (GtkBox     *box,
                   const char *text)
{
  g_auto (GStrv) paragraphs = g_strsplit (text, "\n\n", -1);

  for (guint i = 0; paragraphs[i]; i++)
    gtk_box_append (box, text_label (paragraphs[i], NULL));
}

static void
add_target (Page       *page,
            const char *anchors,
            GtkWidget  *target,
            GtkWidget  *title)
{
  g_auto (GStrv) list = g_strsplit (anchors, " ", -1);

  for (guint i = 0; list[i]; i++)
    if (list[i][0] && !g_hash_table_contains (page->anchors, list[i]))
      {
        Target *t = g_new (Target, 1);
        t->target = target;
        t->title = title;
        g_hash_table_insert (page->anchors, g_strdup (list[i]), t);
      }
}

/* One example: the tiles, how the hand was won, what it shows, and what
 * the engine makes of it. */
static GtkWidget *
example_widget (MjRulebook              *self,
                const MjRules           *rules,
                const MjRulebookEntry   *entry,
                const MjRulebookExample *example)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *strip = mj_tile_strip_new (self->cache, EXAMPLE_TILE_WIDTH);
  g_autoptr (GError) error = NULL;
  g_autofree char *context = NULL;
  MjWinContext ctx;
  MjScore score;

  if (!mj_rulebook_data_score_example (rules, entry, example, &ctx, &score, &error))
    {
      /* the test of the book keeps this from happening; say so rather
       * than show a wrong value */
      g_warning ("%s", error->message);
      gtk_box_append (GTK_BOX (box), text_label (example->hand, "error"));
      return box;
    }

  mj_tile_strip_set_hand (MJ_TILE_STRIP (strip), &ctx.hand, ctx.win_tile, ctx.flowers);
  if (ctx.win_tile != MJ_TILE_NONE)
    mj_tile_strip_mark (MJ_TILE_STRIP (strip), ctx.win_tile,
                        score.legal ? MJ_TILE_STRIP_MARK_BETTER : MJ_TILE_STRIP_MARK_WORSE);
  gtk_widget_set_margin_bottom (strip, 2);
  gtk_box_append (GTK_BOX (box), strip);

  context = context_text (rules, &ctx);
  gtk_box_append (GTK_BOX (box), text_label (context, "caption"));
  gtk_widget_add_css_class (gtk_widget_get_last_child (box), "dim-label");
  gtk_box_append (GTK_BOX (box), text_label (_(example->caption), NULL));

  if (score.legal)
    {
      g_autofree char *breakdown = breakdown_text (rules, &score);
      g_autofree char *payments = payments_text (&score);

      gtk_box_append (GTK_BOX (box), text_label (breakdown, "heading"));
      if (payments[0])
        {
          gtk_box_append (GTK_BOX (box), text_label (payments, "caption"));
          gtk_widget_add_css_class (gtk_widget_get_last_child (box), "numeric");
        }
    }
  else
    {
      /* TRANSLATORS: a refused win, then the rule's sentence */
      g_autofree char *why = g_strdup_printf (_("Not a win: %1$s."), _(score.reason));
      gtk_box_append (GTK_BOX (box), text_label (why, "heading"));
      gtk_widget_add_css_class (gtk_widget_get_last_child (box), "error");
    }
  return box;
}

static void
append_examples (MjRulebook            *self,
                 const MjRules         *rules,
                 const MjRulebookEntry *entry,
                 GtkBox                *box,
                 gboolean               separators)
{
  for (guint j = 0; j < MJ_RULEBOOK_MAX_EXAMPLES && entry->examples[j].hand; j++)
    {
      if (separators)
        gtk_box_append (box, gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
      gtk_box_append (box, example_widget (self, rules, entry, &entry->examples[j]));
    }
}

/* A rule: its title and regional term, its paragraphs, and its examples
 * set apart in a card. */
static GtkWidget *
rule_widget (MjRulebook            *self,
             const MjRules         *rules,
             const MjRulebookEntry *entry,
             Page                  *page)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *title = text_label (_(entry->title), "title-4");

  gtk_widget_set_margin_top (box, 6);
  gtk_box_append (GTK_BOX (head), title);
  /* the regional term, unless a Chinese title already says it */
  if (entry->term && strstr (_(entry->title), mj_term (entry->term)) == NULL)
    {
      GtkWidget *term = text_label (mj_term (entry->term), "title-4");
      gtk_widget_add_css_class (term, "dim-label");
      gtk_box_append (GTK_BOX (head), term);
    }
  gtk_box_append (GTK_BOX (box), head);
  append_paragraphs (GTK_BOX (box), _(entry->text));

  if (entry->examples[0].hand)
    {
      GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 10);
      gtk_widget_add_css_class (card, "card");
      gtk_widget_set_margin_top (card, 4);
      append_examples (self, rules, entry, GTK_BOX (card), FALSE);
      for (GtkWidget *c = gtk_widget_get_first_child (card); c; c = gtk_widget_get_next_sibling (c))
        {
          gtk_widget_set_margin_start (c, 16);
          gtk_widget_set_margin_end (c, 16);
        }
      gtk_widget_set_margin_top (gtk_widget_get_first_child (card), 14);
      gtk_widget_set_margin_bottom (gtk_widget_get_last_child (card), 14);
      gtk_box_append (GTK_BOX (box), card);
    }
  add_target (page, entry->anchors, box, title);
  return box;
}

/* "3 fan", "1 fan each", "2 tai for each repeat": the value of the
 * pattern in its first example, as the engine counts it. */
static char *
pattern_value_text (MjRulebook            *self,
                    const MjRules         *rules,
                    const MjRulebookEntry *entry)
{
  MjWinContext ctx;
  MjScore score;
  int k;
  g_autofree char *value = NULL;

  if (!mj_rulebook_data_score_example (rules, entry, &entry->examples[0], &ctx, &score, NULL) ||
      (k = mj_score_find (&score, entry->pattern)) < 0)
    return g_strdup ("");
  value = value_text (rules, score.patterns[k].value);
  switch (entry->count)
    {
    case MJ_RULEBOOK_EACH:
      /* TRANSLATORS: a pattern counted for each set or flower, "1 fan each" */
      return g_strdup_printf (_("%1$s each"), value);
    case MJ_RULEBOOK_PER_REPEAT:
      /* TRANSLATORS: Taiwan's dealer streak, "2 tai for each repeat" */
      return g_strdup_printf (_("%1$s for each repeat"), value);
    default:
      return g_steal_pointer (&value);
    }
}

static GtkWidget *
pattern_widget (MjRulebook            *self,
                const MjRules         *rules,
                const MjRulebookEntry *entry,
                Page                  *page)
{
  const MjPatternName *name = mj_rules_pattern_name (rules, entry->pattern);
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 10);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  const char *gloss = name ? mj_pattern_gloss (name) : NULL;
  GtkWidget *chinese = text_label (name ? mj_term (name->chinese) : entry->pattern, "title-3");
  GtkWidget *english = text_label (gloss ? gloss : "", "title-4");
  g_autofree char *value = pattern_value_text (self, rules, entry);
  GtkWidget *value_label = gtk_label_new (value);

  gtk_widget_add_css_class (card, "card");
  gtk_widget_set_valign (english, GTK_ALIGN_BASELINE);
  gtk_widget_set_valign (chinese, GTK_ALIGN_BASELINE);
  gtk_widget_set_hexpand (english, TRUE);
  gtk_widget_set_valign (value_label, GTK_ALIGN_BASELINE);
  gtk_widget_add_css_class (value_label, "title-4");
  gtk_widget_add_css_class (value_label, "accent");
  gtk_box_append (GTK_BOX (head), chinese);
  gtk_box_append (GTK_BOX (head), english);
  gtk_box_append (GTK_BOX (head), value_label);
  gtk_box_append (GTK_BOX (card), head);
  gtk_box_append (GTK_BOX (card), text_label (_(entry->text), NULL));
  append_examples (self, rules, entry, GTK_BOX (card), TRUE);

  for (GtkWidget *c = gtk_widget_get_first_child (card); c; c = gtk_widget_get_next_sibling (c))
    {
      gtk_widget_set_margin_start (c, 16);
      gtk_widget_set_margin_end (c, 16);
    }
  gtk_widget_set_margin_top (head, 12);
  gtk_widget_set_margin_bottom (gtk_widget_get_last_child (card), 14);
  add_target (page, entry->anchors, card, english);
  return card;
}

static gboolean on_section_link (GtkLabel *label, const char *uri, MjRulebook *self);

static Page *
page_new (GtkWidget *content)
{
  Page *page = g_new0 (Page, 1);
  GtkWidget *clamp = adw_clamp_new ();

  page->anchors = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  page->content = content;
  gtk_widget_set_margin_top (content, 24);
  gtk_widget_set_margin_bottom (content, 36);
  gtk_widget_set_margin_start (content, 24);
  gtk_widget_set_margin_end (content, 24);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 860);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), 600);
  adw_clamp_set_child (ADW_CLAMP (clamp), content);
  page->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (page->scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (page->scrolled), clamp);
  return page;
}

static Page *
build_rules_page (MjRulebook    *self,
                  const MjRules *rules)
{
  const MjRulebookData *book = rules->book;
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *contents;
  Page *page = page_new (content);
  GtkWidget *title = text_label (_(rules->name), "title-1");

  gtk_box_append (GTK_BOX (content), title);
  gtk_box_append (GTK_BOX (content), text_label (mj_term (book->native_name), "title-3"));
  gtk_widget_add_css_class (gtk_widget_get_last_child (content), "dim-label");
  gtk_box_append (GTK_BOX (content), text_label (_(book->intro), NULL));
  add_target (page, "top", title, NULL);

  /* the sections, as links: a label wraps where a row of buttons would not */
  {
    GString *markup = g_string_new (NULL);
    for (guint s = 0; s < MJ_RULEBOOK_N_SECTIONS; s++)
      {
        g_autofree char *link = g_markup_printf_escaped ("<a href=\"%s\">%s</a>", mj_rulebook_data_section_anchor (s),
                                                         mj_rulebook_data_section_title (s));
        if (markup->len)
          /* TRANSLATORS: between the links to the sections of a page */
          g_string_append (markup, C_("sections", "  ·  "));
        g_string_append (markup, link);
      }
    contents = text_label (NULL, NULL);
    gtk_label_set_markup (GTK_LABEL (contents), markup->str);
    g_signal_connect (contents, "activate-link", G_CALLBACK (on_section_link), self);
    g_string_free (markup, TRUE);
  }
  gtk_widget_set_margin_top (contents, 6);
  gtk_box_append (GTK_BOX (content), contents);

  for (guint s = 0; s < MJ_RULEBOOK_N_SECTIONS; s++)
    {
      GtkWidget *heading = text_label (mj_rulebook_data_section_title (s), "title-2");

      gtk_widget_set_margin_top (heading, 24);
      gtk_box_append (GTK_BOX (content), heading);
      add_target (page, mj_rulebook_data_section_anchor (s), heading, heading);
      for (guint i = 0; i < book->n_entries; i++)
        {
          const MjRulebookEntry *entry = &book->entries[i];

          if (entry->section != s)
            continue;
          if (entry->pattern)
            gtk_box_append (GTK_BOX (content), pattern_widget (self, rules, entry, page));
          else
            gtk_box_append (GTK_BOX (content), rule_widget (self, rules, entry, page));
        }
    }
  return page;
}

static void
on_read_rules (GtkButton  *button,
               MjRulebook *self)
{
  mj_rulebook_go_to (self, g_object_get_data (G_OBJECT (button), "rules"), NULL);
}

static Page *
build_compare_page (MjRulebook *self)
{
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *grid = gtk_grid_new ();
  Page *page = g_new0 (Page, 1);
  guint n_rules;
  const MjRules * const *all = mj_rules_all (&n_rules);
  GtkWidget *title = text_label (_("Five rule sets side by side"), "title-1");
  int row = 0;

  page->anchors = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  page->content = content;
  gtk_widget_set_margin_top (content, 24);
  gtk_widget_set_margin_bottom (content, 36);
  gtk_widget_set_margin_start (content, 24);
  gtk_widget_set_margin_end (content, 24);
  gtk_box_append (GTK_BOX (content), title);
  gtk_box_append (GTK_BOX (content),
                  text_label (_("The same tiles, five ways to play them. Each column is one rule set with its "
                                "default options; the numbers come from the rule sets themselves."), NULL));
  add_target (page, "top", title, NULL);

  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 10);
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), FALSE);
  gtk_widget_set_margin_top (grid, 12);

  for (guint r = 0; r < n_rules; r++)
    {
      const MjRulebookData *book = all[r]->book;
      GtkWidget *head = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *link = gtk_button_new_with_label (_("Read the rules"));

      gtk_box_append (GTK_BOX (head), text_label (_(all[r]->name), "heading"));
      gtk_box_append (GTK_BOX (head), text_label (book ? mj_term (book->native_name) : "", "dim-label"));
      gtk_widget_add_css_class (link, "flat");
      gtk_widget_add_css_class (link, "small");
      gtk_widget_set_halign (link, GTK_ALIGN_START);
      g_object_set_data (G_OBJECT (link), "rules", (gpointer) all[r]->id);
      g_signal_connect (link, "clicked", G_CALLBACK (on_read_rules), self);
      gtk_box_append (GTK_BOX (head), link);
      gtk_widget_set_hexpand (head, TRUE);
      gtk_grid_attach (GTK_GRID (grid), head, (int) r + 1, row, 1, 1);
    }
  row++;

  for (guint a = 0; a < MJ_RULEBOOK_N_ASPECTS; a++)
    {
      GtkWidget *aspect = text_label (mj_rulebook_data_aspect_title (a), "heading");

      gtk_grid_attach (GTK_GRID (grid), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL), 0, row++,
                       (int) n_rules + 1, 1);
      gtk_label_set_max_width_chars (GTK_LABEL (aspect), 12);
      gtk_label_set_width_chars (GTK_LABEL (aspect), 10);
      gtk_grid_attach (GTK_GRID (grid), aspect, 0, row, 1, 1);
      for (guint r = 0; r < n_rules; r++)
        {
          g_autofree char *text = mj_rulebook_data_aspect_text (all[r], a);
          GtkWidget *cell = text_label (text, NULL);

          gtk_label_set_max_width_chars (GTK_LABEL (cell), 24);
          gtk_label_set_width_chars (GTK_LABEL (cell), 14);
          gtk_widget_set_hexpand (cell, TRUE);
          gtk_grid_attach (GTK_GRID (grid), cell, (int) r + 1, row, 1, 1);
        }
      row++;
    }
  gtk_box_append (GTK_BOX (content), grid);

  page->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (page->scrolled), GTK_POLICY_AUTOMATIC,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (page->scrolled), content);
  return page;
}

/* ---- navigation ------------------------------------------------------------------------- */

static void on_adjustment_changed       (GtkAdjustment *adj,
                                         MjRulebook    *self);
static void on_adjustment_value_changed (GtkAdjustment *adj,
                                         MjRulebook    *self);

static Page *
ensure_page (MjRulebook *self,
             const char *id)
{
  Page *page = g_hash_table_lookup (self->pages, id);
  const MjRules *rules;

  if (page)
    return page;
  if (strcmp (id, MJ_RULEBOOK_COMPARE) == 0)
    page = build_compare_page (self);
  else if ((rules = mj_rules_lookup (id)) != NULL && rules->book != NULL)
    page = build_rules_page (self, rules);
  else
    return NULL;
  gtk_stack_add_named (GTK_STACK (self->stack), page->scrolled, id);
  g_hash_table_insert (self->pages, g_strdup (id), page);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (page->scrolled)), "changed",
                           G_CALLBACK (on_adjustment_changed), self, 0);
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (page->scrolled)), "value-changed",
                           G_CALLBACK (on_adjustment_value_changed), self, 0);
  return page;
}

static void
light (MjRulebook *self,
       GtkWidget  *title)
{
  if (self->lit)
    gtk_widget_remove_css_class (self->lit, "accent");
  g_clear_weak_pointer (&self->lit);
  if (title)
    {
      g_set_weak_pointer (&self->lit, title);
      gtk_widget_add_css_class (title, "accent");
    }
}

/* Runs on the frame clock until the page is laid out, then scrolls the
 * anchor's widget to the top, and goes on doing so until the place has
 * stayed the same for a few frames: labels that wrap settle their height
 * only in a later layout.  Should the page be laid out again later still
 * (on a busy machine the window may be given its size after those
 * frames: a book opened from a hint stayed at the top of a page 8,769
 * pixels long), on_adjustment_changed starts it again, until the person
 * scrolls. */
static gboolean
scroll_tick (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       data)
{
  MjRulebook *self = data;
  Page *page = self->page ? g_hash_table_lookup (self->pages, self->page) : NULL;
  Target *target = page && self->anchor ? g_hash_table_lookup (page->anchors, self->anchor) : NULL;
  GtkAdjustment *adj;
  graphene_point_t p;
  double want, where;

  if (page == NULL)
    {
      self->scroll_tick = 0;
      return G_SOURCE_REMOVE;
    }
  adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (page->scrolled));
  if (target == NULL)
    {
      self->scrolling = TRUE;
      gtk_adjustment_set_value (adj, 0);
      self->scrolling = FALSE;
      self->scroll_tick = 0;
      return G_SOURCE_REMOVE;
    }
  if (gtk_widget_get_height (page->content) == 0 ||
      !gtk_widget_compute_point (target->target, page->content, &GRAPHENE_POINT_INIT (0, 0), &p))
    return G_SOURCE_CONTINUE;
  /* the content's margin and a little air above the target */
  want = MAX (0, p.y + gtk_widget_get_margin_top (page->content) - 12);
  self->scrolling = TRUE;
  gtk_adjustment_set_value (adj, want);
  self->scrolling = FALSE;
  /* the adjustment clamps: what counts is where the page really is */
  where = gtk_adjustment_get_value (adj);
  if (self->scroll_frames == 0 || fabs (where - self->scroll_where) > 0.5)
    self->scroll_steady = 0;
  else
    self->scroll_steady++;
  self->scroll_where = where;
  /* three frames alike, or about two seconds at most */
  if (++self->scroll_frames < 120 && self->scroll_steady < 3)
    return G_SOURCE_CONTINUE;
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

static void
scroll_again (MjRulebook *self)
{
  self->scroll_frames = 0;
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_tick, self, NULL);
}

/* The page's length or the view's height changed: the anchor's place
 * may have moved. */
static void
on_adjustment_changed (GtkAdjustment *adj,
                       MjRulebook    *self)
{
  Page *page = self->page ? g_hash_table_lookup (self->pages, self->page) : NULL;

  if (self->pinned && page && gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (page->scrolled)) == adj)
    {
      /* (a page made shorter moves the view itself, just before it says
       * so: that is no person scrolling) */
      self->scroll_where = gtk_adjustment_get_value (adj);
      scroll_again (self);
    }
}

/* A page moved by anyone but the book: the person scrolls, and the book
 * lets go of the anchor. */
static void
on_adjustment_value_changed (GtkAdjustment *adj,
                             MjRulebook    *self)
{
  if (!self->scrolling && self->pinned && fabs (gtk_adjustment_get_value (adj) - self->scroll_where) > 1.0)
    self->pinned = FALSE;
}

static void
select_row (MjRulebook *self,
            const char *id)
{
  self->building_rows = TRUE;
  for (GtkWidget *row = gtk_widget_get_first_child (self->sidebar); row; row = gtk_widget_get_next_sibling (row))
    if (GTK_IS_LIST_BOX_ROW (row) && g_strcmp0 (g_object_get_data (G_OBJECT (row), "page"), id) == 0)
      gtk_list_box_select_row (GTK_LIST_BOX (self->sidebar), GTK_LIST_BOX_ROW (row));
  self->building_rows = FALSE;
}

gboolean
mj_rulebook_go_to (MjRulebook *self,
                   const char *rules_id,
                   const char *anchor)
{
  Page *page;
  Target *target = NULL;
  gboolean found = TRUE;

  g_return_val_if_fail (MJ_IS_RULEBOOK (self), FALSE);

  page = rules_id ? ensure_page (self, rules_id) : NULL;
  if (page == NULL)
    {
      const MjRules * const *all = mj_rules_all (NULL);
      rules_id = all[0]->id;
      page = ensure_page (self, rules_id);
      found = FALSE;
    }
  if (anchor)
    {
      target = g_hash_table_lookup (page->anchors, anchor);
      found = found && target != NULL;
    }

  g_free (self->page);
  self->page = g_strdup (rules_id);
  g_free (self->anchor);
  self->anchor = target ? g_strdup (anchor) : NULL;

  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), rules_id);
  select_row (self, rules_id);
  if (strcmp (rules_id, MJ_RULEBOOK_COMPARE) == 0)
    {
      adw_window_title_set_title (ADW_WINDOW_TITLE (self->title), _("Compare the Rule Sets"));
      adw_window_title_set_subtitle (ADW_WINDOW_TITLE (self->title), NULL);
    }
  else
    {
      const MjRules *rules = mj_rules_lookup (rules_id);
      adw_window_title_set_title (ADW_WINDOW_TITLE (self->title), _(rules->name));
      adw_window_title_set_subtitle (ADW_WINDOW_TITLE (self->title), mj_term (rules->book->native_name));
    }
  adw_leaflet_set_visible_child (ADW_LEAFLET (self->leaflet), self->content_box);

  light (self, target ? target->title : NULL);
  self->pinned = target != NULL;
  self->scroll_where = 0;
  scroll_again (self);
  return found;
}

static gboolean
on_section_link (GtkLabel   *label,
                 const char *uri,
                 MjRulebook *self)
{
  mj_rulebook_go_to (self, self->page, uri);
  return TRUE;
}

const char *
mj_rulebook_get_page (MjRulebook *self)
{
  g_return_val_if_fail (MJ_IS_RULEBOOK (self), NULL);
  return self->page;
}

const char *
mj_rulebook_get_anchor (MjRulebook *self)
{
  g_return_val_if_fail (MJ_IS_RULEBOOK (self), NULL);
  return self->anchor;
}

GtkWidget *
mj_rulebook_get_anchor_widget (MjRulebook *self,
                               const char *anchor)
{
  Page *page;
  Target *target;

  g_return_val_if_fail (MJ_IS_RULEBOOK (self), NULL);
  page = self->page ? g_hash_table_lookup (self->pages, self->page) : NULL;
  target = page && anchor ? g_hash_table_lookup (page->anchors, anchor) : NULL;
  return target ? target->target : NULL;
}

static void
on_row_activated (MjRulebook    *self,
                  GtkListBoxRow *row)
{
  if (!self->building_rows)
    mj_rulebook_go_to (self, g_object_get_data (G_OBJECT (row), "page"), NULL);
}

static void
on_back (MjRulebook *self)
{
  adw_leaflet_navigate (ADW_LEAFLET (self->leaflet), ADW_NAVIGATION_DIRECTION_BACK);
}

static GtkWidget *
sidebar_row (const char *page,
             const char *title,
             const char *subtitle)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *t = gtk_label_new (title);
  GtkWidget *s = gtk_label_new (subtitle);

  gtk_label_set_xalign (GTK_LABEL (t), 0);
  gtk_label_set_xalign (GTK_LABEL (s), 0);
  gtk_label_set_ellipsize (GTK_LABEL (t), PANGO_ELLIPSIZE_END);
  gtk_label_set_ellipsize (GTK_LABEL (s), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (s, "caption");
  gtk_widget_add_css_class (s, "dim-label");
  gtk_box_append (GTK_BOX (box), t);
  gtk_box_append (GTK_BOX (box), s);
  gtk_widget_set_margin_top (box, 4);
  gtk_widget_set_margin_bottom (box, 4);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data_full (G_OBJECT (row), "page", g_strdup (page), g_free);
  return row;
}

/* ---- the class -------------------------------------------------------------------------- */

static void
mj_rulebook_dispose (GObject *object)
{
  MjRulebook *self = MJ_RULEBOOK (object);

  if (self->scroll_tick)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
      self->scroll_tick = 0;
    }
  g_clear_weak_pointer (&self->lit);
  g_clear_pointer (&self->pages, g_hash_table_unref);
  g_clear_object (&self->cache);
  G_OBJECT_CLASS (mj_rulebook_parent_class)->dispose (object);
}

static void
mj_rulebook_finalize (GObject *object)
{
  MjRulebook *self = MJ_RULEBOOK (object);

  g_free (self->page);
  g_free (self->anchor);
  G_OBJECT_CLASS (mj_rulebook_parent_class)->finalize (object);
}

static void
mj_rulebook_class_init (MjRulebookClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = mj_rulebook_dispose;
  object_class->finalize = mj_rulebook_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/ui/mj-rulebook.ui");
  gtk_widget_class_bind_template_child (widget_class, MjRulebook, leaflet);
  gtk_widget_class_bind_template_child (widget_class, MjRulebook, sidebar);
  gtk_widget_class_bind_template_child (widget_class, MjRulebook, content_box);
  gtk_widget_class_bind_template_child (widget_class, MjRulebook, back);
  gtk_widget_class_bind_template_child (widget_class, MjRulebook, title);
  gtk_widget_class_bind_template_child (widget_class, MjRulebook, stack);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_back);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
mj_rulebook_init (MjRulebook *self)
{
  guint n_rules;
  const MjRules * const *all = mj_rules_all (&n_rules);

  gtk_widget_init_template (GTK_WIDGET (self));
  /* tooltips that do not break Chinese one character to a line */
  mj_tooltip_fix (GTK_WIDGET (self));
  self->pages = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, page_free);

  for (guint i = 0; i < n_rules; i++)
    {
      const MjRulebookData *book = all[i]->book;
      if (book)
        gtk_list_box_append (GTK_LIST_BOX (self->sidebar),
                             sidebar_row (all[i]->id, _(all[i]->name), mj_term (book->native_name)));
    }
  gtk_list_box_append (GTK_LIST_BOX (self->sidebar),
                       sidebar_row (MJ_RULEBOOK_COMPARE, _("Compare the Rule Sets"), _("Side by side")));
}

MjRulebook *
mj_rulebook_new (GtkWindow   *parent,
                 MjTileCache *cache)
{
  MjRulebook *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (MJ_IS_TILE_CACHE (cache), NULL);

  self = g_object_new (MJ_TYPE_RULEBOOK,
                       "transient-for", parent,
                       "destroy-with-parent", TRUE,
                       NULL);
  self->cache = g_object_ref (cache);
  return self;
}

#define BOOK_KEY "mj-rulebook"

static void
forget_book (GtkWindow *parent)
{
  g_object_set_data (G_OBJECT (parent), BOOK_KEY, NULL);
}

MjRulebook *
mj_rulebook_show (GtkWindow   *parent,
                  MjTileCache *cache,
                  const char  *rules_id,
                  const char  *anchor)
{
  MjRulebook *self = parent ? g_object_get_data (G_OBJECT (parent), BOOK_KEY) : NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (MJ_IS_TILE_CACHE (cache), NULL);

  if (self == NULL)
    {
      self = mj_rulebook_new (parent, cache);
      if (parent)
        {
          g_object_set_data (G_OBJECT (parent), BOOK_KEY, self);
          g_signal_connect_object (self, "destroy", G_CALLBACK (forget_book), parent, G_CONNECT_SWAPPED);
        }
    }
  gtk_window_present (GTK_WINDOW (self));
  mj_rulebook_go_to (self, rules_id, anchor);
  return self;
}

/* ---- the same hand under the other rule sets ---------------------------------------------- */

typedef struct {
  MjTileCache *cache;
  char        *rules_id;
  char        *anchor;
} RowLink;

static void
row_link_free (gpointer data)
{
  RowLink *link = data;

  g_object_unref (link->cache);
  g_free (link->rules_id);
  g_free (link->anchor);
  g_free (link);
}

static void
on_compare_row (AdwActionRow *row)
{
  RowLink *link = g_object_get_data (G_OBJECT (row), "link");
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (row));

  mj_rulebook_show (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, link->cache, link->rules_id, link->anchor);
}

static char *
notes_text (const MjRules *rules,
            guint          notes)
{
  GString *out = g_string_new (NULL);

  if (notes & MJ_RULEBOOK_NOTE_READY_ASSUMED)
    add_clause (out, _("as if you had declared ready, which a win needs there"));
  if (notes & MJ_RULEBOOK_NOTE_FLOWERS_DROPPED)
    add_clause (out, _("without your flowers, which it does not play with"));
  if (notes & MJ_RULEBOOK_NOTE_SUIT_ASSUMED)
    add_clause (out, _("with the suit the hand lacks as its missing suit"));
  return g_string_free (out, FALSE);
}

GtkWidget *
mj_rulebook_compare_hand (MjTileCache        *cache,
                          const MjWinContext *ctx,
                          const MjRules      *played)
{
  GtkWidget *box, *strip, *group;
  guint n_rules;
  const MjRules * const *all = mj_rules_all (&n_rules);
  g_autofree char *description = NULL;

  g_return_val_if_fail (MJ_IS_TILE_CACHE (cache), NULL);
  g_return_val_if_fail (ctx != NULL && played != NULL, NULL);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 10);
  gtk_widget_add_css_class (box, "mj-compare-hand");
  gtk_box_append (GTK_BOX (box), text_label (_("Score this hand under the other rule sets"), "heading"));
  strip = mj_tile_strip_new (cache, COMPARE_TILE_WIDTH);
  mj_tile_strip_set_hand (MJ_TILE_STRIP (strip), &ctx->hand, ctx->win_tile, ctx->flowers);
  gtk_box_append (GTK_BOX (box), strip);
  description = g_strdup_printf (_("Won as in %1$s, each rule set with its default options."), _(played->name));
  gtk_box_append (GTK_BOX (box), text_label (description, "dim-label"));

  group = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (group), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (group, "boxed-list");

  for (guint i = 0; i < n_rules; i++)
    {
      const MjRules *rules = all[i];
      GtkWidget *row, *suffix;
      MjWinContext there;
      MjScore score;
      guint notes = 0;
      MjTile lacking = MJ_TILE_NONE;
      MjRulebookVerdict verdict;
      g_autofree char *subtitle = NULL;
      g_autofree char *value = NULL;
      RowLink *link;

      if (rules == played)
        continue;
      verdict = mj_rulebook_data_score_elsewhere (ctx, played, rules, &there, &score, &notes, &lacking);
      link = g_new0 (RowLink, 1);
      link->cache = g_object_ref (cache);
      link->rules_id = g_strdup (rules->id);

      switch (verdict)
        {
        case MJ_RULEBOOK_TILES:
          subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   "It would not win: it plays with %1$u tile, and %2$s is not one of them.",
                                                   "It would not win: it plays with %1$u tiles, and %2$s is not one of them.",
                                                   mj_tileset_size (rules->tileset)),
                                      mj_tileset_size (rules->tileset), mj_tile_display_name (lacking));
          value = g_strdup (_("No win"));
          link->anchor = g_strdup ("tiles");
          break;
        case MJ_RULEBOOK_NO_HAND:
          subtitle = g_strdup (_("It would not win: this hand was won on flowers alone, and no other rule set has "
                                 "such a win."));
          value = g_strdup (_("No win"));
          link->anchor = g_strdup ("winning");
          break;
        case MJ_RULEBOOK_HAND_SIZE:
          subtitle = g_strdup_printf (_("It would not win: a hand there holds %1$u tiles and makes %2$u sets and a pair."),
                                      rules->hand_size, rules->hand_size / 3);
          value = g_strdup (_("No win"));
          link->anchor = g_strdup ("winning");
          break;
        default:
          if (score.legal)
            {
              g_autofree char *breakdown = breakdown_text (rules, &score);
              g_autofree char *more = notes_text (rules, notes);
              subtitle = more[0] ? g_strdup_printf (_("%1$s (%2$s)"), breakdown, more) : g_strdup (breakdown);
              value = value_text (rules, score.value);
              link->anchor = score.n_patterns ? g_strdup (score.patterns[0].id) : g_strdup ("patterns");
            }
          else
            {
              subtitle = g_strdup_printf (_("It would not win: %1$s."), _(score.reason));
              value = g_strdup (_("No win"));
              link->anchor = g_strdup (mj_rulebook_data_anchor_for_refusal (rules, score.refusal));
            }
          break;
        }

      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(rules->name));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 0);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      suffix = gtk_label_new (value);
      gtk_widget_add_css_class (suffix, score.legal && verdict == MJ_RULEBOOK_SCORED ? "heading" : "dim-label");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_widget_set_tooltip_text (row, _("Open the rule book at this rule"));
      g_object_set_data_full (G_OBJECT (row), "link", link, row_link_free);
      g_object_set_data (G_OBJECT (row), "verdict", GINT_TO_POINTER (verdict));
      g_object_set_data (G_OBJECT (row), "legal", GINT_TO_POINTER (verdict == MJ_RULEBOOK_SCORED && score.legal));
      g_object_set_data (G_OBJECT (row), "value", GINT_TO_POINTER (score.value));
      g_signal_connect (row, "activated", G_CALLBACK (on_compare_row), NULL);
      gtk_list_box_append (GTK_LIST_BOX (group), row);
    }
  gtk_box_append (GTK_BOX (box), group);
  return box;
}
