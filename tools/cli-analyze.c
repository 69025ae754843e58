/* cli-analyze.c: `sparrow-cli analyze`, a 牌理 calculator: shanten, waits
 * and the discard table of one hand. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "cli.h"
#include "mj-hand.h"

typedef struct {
  MjHand   hand;
  MjShapes shapes;
  guint8   unseen[MJ_N_KINDS];
  guint64  kinds;
} Analysis;

static gboolean
parse_shapes (const char *text,
              MjShapes   *out,
              GError    **error)
{
  g_auto (GStrv) parts = g_strsplit (text, ",", -1);
  MjShapes shapes = 0;

  for (guint i = 0; parts[i]; i++)
    {
      const char *p = g_strstrip (parts[i]);
      if (strcmp (p, "standard") == 0)
        shapes |= MJ_SHAPE_STANDARD;
      else if (strcmp (p, "seven-pairs") == 0)
        shapes |= MJ_SHAPE_SEVEN_PAIRS;
      else if (strcmp (p, "seven-pairs-quads") == 0)
        shapes |= MJ_SHAPE_SEVEN_PAIRS_QUADS;
      else if (strcmp (p, "thirteen-orphans") == 0)
        shapes |= MJ_SHAPE_THIRTEEN_ORPHANS;
      else
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("unknown shape “%s” (expected standard, seven-pairs, seven-pairs-quads, thirteen-orphans)"), p);
          return FALSE;
        }
    }
  if (shapes == 0)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("--shapes names no shape"));
      return FALSE;
    }
  *out = shapes;
  return TRUE;
}

static char *
tile_list (const Analysis *a,
           guint64         mask,
           guint          *total)
{
  GString *s = g_string_new (NULL);
  guint sum = 0;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if ((mask >> t) & 1)
      {
        g_string_append_printf (s, "%s%s(%u)", s->len ? " " : "", mj_tile_to_string (t), a->unseen[t]);
        sum += a->unseen[t];
      }
  if (total)
    *total = sum;
  return g_string_free (s, FALSE);
}

/* The JSON answer is built only when it is asked for (--json): printing
 * text, the builder is NULL and every step of building is skipped (it was
 * half of the instructions of an `analyze`). */
static void
jb_member (JsonBuilder *b,
           const char  *name)
{
  if (b)
    json_builder_set_member_name (b, name);
}

static void
jb_int (JsonBuilder *b,
        gint64      value)
{
  if (b)
    json_builder_add_int_value (b, value);
}

static void
jb_string (JsonBuilder *b,
           const char  *value)
{
  if (b)
    json_builder_add_string_value (b, value);
}

static void
jb_null (JsonBuilder *b)
{
  if (b)
    json_builder_add_null_value (b);
}

static void
jb_boolean (JsonBuilder *b,
            gboolean    value)
{
  if (b)
    json_builder_add_boolean_value (b, value);
}

static void
jb_begin (JsonBuilder *b,
          gboolean    array)
{
  if (b && array)
    json_builder_begin_array (b);
  else if (b)
    json_builder_begin_object (b);
}

static void
jb_end (JsonBuilder *b,
        gboolean    array)
{
  if (b && array)
    json_builder_end_array (b);
  else if (b)
    json_builder_end_object (b);
}

static void
json_tiles (JsonBuilder    *b,
            const Analysis *a,
            guint64         mask)
{
  jb_begin (b, TRUE);
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if ((mask >> t) & 1)
      {
        jb_begin (b, FALSE);
        jb_member (b, "tile");
        jb_string (b, mj_tile_to_string (t));
        jb_member (b, "unseen");
        jb_int (b, a->unseen[t]);
        jb_end (b, FALSE);
      }
  jb_end (b, TRUE);
}

/* One reading in words; the JSON keeps the English words (`translate`
 * FALSE), which scripts read. */
static char *
reading_text (const MjReading *r,
              gboolean         translate)
{
  GString *s = g_string_new (NULL);

  switch (r->kind)
    {
    case MJ_READING_SEVEN_PAIRS:
      {
        GString *pairs = g_string_new (NULL);
        for (guint i = 0; i < 7; i++)
          g_string_append_printf (pairs, "%s%s%s", i ? " " : "", mj_tile_to_string (r->pairs[i]),
                                  mj_tile_to_string (r->pairs[i]));
        g_string_append_printf (s, translate ? _("seven pairs: %s") : "seven pairs: %s", pairs->str);
        g_string_free (pairs, TRUE);
      }
      break;
    case MJ_READING_THIRTEEN_ORPHANS:
      g_string_append_printf (s, translate ? _("thirteen orphans, pair %s") : "thirteen orphans, pair %s",
                              mj_tile_to_string (r->pair));
      break;
    default:
      {
        GString *sets = g_string_new (NULL);
        g_autofree char *pair = g_strdup_printf ("%s%s", mj_tile_to_string (r->pair), mj_tile_to_string (r->pair));
        for (guint i = 0; i < r->n_sets; i++)
          {
            g_autofree char *m = mj_meld_format (&r->sets[i]);
            /* concealed sets are shown without brackets */
            g_string_append_printf (sets, "%s%.*s", i ? " " : "", (int) strlen (m) - 2, m + 1);
          }
        /* TRANSLATORS: the sets of a reading, as in "123m 456p 789s 111z",
         * then its pair, as in "55s" */
        g_string_append_printf (s, translate ? _("%1$s + pair %2$s") : "%1$s + pair %2$s", sets->str, pair);
        g_string_free (sets, TRUE);
      }
    }
  return g_string_free (s, FALSE);
}

static void
add_shanten_member (JsonBuilder *b,
                    const char  *name,
                    int          value)
{
  jb_member (b, name);
  if (value >= 99)
    jb_null (b);
  else
    jb_int (b, value);
}

int
cli_analyze (int    argc,
             char **argv)
{
  g_autoptr (GOptionContext) context = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *seen = NULL;
  g_autofree char *shapes_text = NULL;
  gboolean json = FALSE;
  int tileset = 136;
  Analysis a = { 0 };
  GOptionEntry entries[] = {
    { "seen", 0, 0, G_OPTION_ARG_STRING, &seen, N_("Tiles you can see elsewhere (discards, others' melds)"), N_("TILES") },
    { "shapes", 0, 0, G_OPTION_ARG_STRING, &shapes_text,
      N_("Winning shapes: standard, seven-pairs, seven-pairs-quads, thirteen-orphans (default: standard,seven-pairs,thirteen-orphans)"), N_("LIST") },
    { "tileset", 0, 0, G_OPTION_ARG_INT, &tileset, N_("108 (suits only), 136 or 144 (default 136)"), N_("N") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };
  int sh_std, sh_pairs, sh_orphans, sh;

  /* GOption translates these itself, in Sparrow's domain */
  context = g_option_context_new (N_("HAND — shanten, waits and the discard table"));
  g_option_context_set_description (context,
    N_("HAND is in mpsz notation with optional melds, e.g. \"123m456p789s1122z\" or \"1m234p678p[666z](9999p)\".\n"
       "A hand of 3n+2 tiles gets a table of discards; a hand of 3n+1 tiles gets its waits or its useful draws.\n"));
  if (!cli_options_parse (context, entries, &argc, &argv, &error))
    return cli_fail (error);
  if (argc != 2)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED, _("analyze takes one HAND (see --help)"));
      return cli_fail (error);
    }
  if (tileset != 108 && tileset != 136 && tileset != 144)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("--tileset must be 108, 136 or 144"));
      return cli_fail (error);
    }

  a.shapes = MJ_SHAPES_ALL;
  if (shapes_text && !parse_shapes (shapes_text, &a.shapes, &error))
    return cli_fail (error);
  if (!mj_hand_parse (&a.hand, argv[1], &error))
    return cli_fail (error);
  /* the analysis answers 17 tiles at most: beyond, it would only guess */
  if (!mj_hand_check_size (&a.hand, &error))
    return cli_fail (error);
  if (a.hand.n_tiles % 3 == 0)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%u concealed tiles: a hand to analyse holds 3n+1 (waiting) or 3n+2 (to discard) tiles"),
                   a.hand.n_tiles);
      return cli_fail (error);
    }
  a.kinds = tileset == 108 ? (G_GUINT64_CONSTANT (1) << MJ_FIRST_HONOR) - 1 : 0;
  if (tileset == 108)
    for (MjTile t = MJ_FIRST_HONOR; t < MJ_N_KINDS; t++)
      if (a.hand.counts[t] || mj_hand_count_all (&a.hand, t))
        {
          g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("%s: the 108-tile set has no honours"), mj_tile_to_string (t));
          return cli_fail (error);
        }

  {
    guint8 seen_counts[MJ_N_KINDS] = { 0 };
    if (seen)
      {
        MjTile tiles[MJ_NOTATION_MAX_TILES];
        guint n;
        if (!mj_notation_parse_tiles (seen, tiles, G_N_ELEMENTS (tiles), &n, &error))
          {
            g_prefix_error (&error, "--seen: ");
            return cli_fail (error);
          }
        for (guint i = 0; i < n; i++)
          if (tiles[i] < MJ_N_KINDS)
            seen_counts[tiles[i]]++;
      }
    for (MjTile t = 0; t < MJ_N_KINDS; t++)
      {
        guint own = mj_hand_count_all (&a.hand, t);
        if (own + seen_counts[t] > 4)
          {
            g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                         _("%u copies of %s between the hand and --seen: a set has only 4"),
                         own + seen_counts[t], mj_tile_to_string (t));
            return cli_fail (error);
          }
        a.unseen[t] = (guint8) (tileset == 108 && t >= MJ_FIRST_HONOR ? 0 : 4 - own - seen_counts[t]);
      }
  }

  sh_std = (a.shapes & MJ_SHAPE_STANDARD) ? mj_hand_shanten_standard (&a.hand) : 99;
  sh_pairs = (a.shapes & (MJ_SHAPE_SEVEN_PAIRS | MJ_SHAPE_SEVEN_PAIRS_QUADS))
             ? mj_hand_shanten_seven_pairs (&a.hand, (a.shapes & MJ_SHAPE_SEVEN_PAIRS_QUADS) != 0) : 99;
  sh_orphans = (a.shapes & MJ_SHAPE_THIRTEEN_ORPHANS) ? mj_hand_shanten_orphans (&a.hand) : 99;
  sh = MIN (sh_std, MIN (sh_pairs, sh_orphans));
  /* Only the special shapes were asked, and they do not apply: seven pairs
   * and thirteen orphans are whole concealed hands of 13 or 14 tiles. */
  if (sh >= MJ_SHANTEN_NONE)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--shapes=%s: seven pairs and thirteen orphans take 13 or 14 concealed tiles and no meld; "
                     "this hand holds %u concealed tiles and %u melds (add standard to the shapes)"),
                   shapes_text, a.hand.n_tiles, a.hand.n_melds);
      return cli_fail (error);
    }

  {
    g_autofree char *hand_text = mj_hand_format (&a.hand);
    g_autoptr (JsonBuilder) b = json ? json_builder_new () : NULL;
    GString *out = g_string_new (NULL);
    MjReading readings[MJ_MAX_READINGS];
    guint n_readings = sh == -1 ? mj_hand_readings (&a.hand, a.shapes, readings, MJ_MAX_READINGS) : 0;

    jb_begin (b, FALSE);
    jb_member (b, "hand");
    jb_string (b, hand_text);
    jb_member (b, "tiles");
    jb_int (b, a.hand.n_tiles + 3 * a.hand.n_melds);
    jb_member (b, "shanten");
    jb_begin (b, FALSE);
    add_shanten_member (b, "min", sh);
    add_shanten_member (b, "standard", sh_std);
    add_shanten_member (b, "seven_pairs", sh_pairs);
    add_shanten_member (b, "thirteen_orphans", sh_orphans);
    jb_end (b, FALSE);
    jb_member (b, "complete");
    jb_boolean (b, sh == -1);

    {
      guint n = a.hand.n_tiles + 3u * a.hand.n_melds;
      if (sh == -1)
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%1$s: %2$u tile, complete",
                                                  "%1$s: %2$u tiles, complete", n), hand_text, n);
      else if (sh == 0)
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%1$s: %2$u tile, ready (shanten 0)",
                                                  "%1$s: %2$u tiles, ready (shanten 0)", n), hand_text, n);
      else
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%1$s: %2$u tile, %3$d from ready (shanten %3$d)",
                                                  "%1$s: %2$u tiles, %3$d from ready (shanten %3$d)", n),
                                hand_text, n, sh);
    }
    {
      GString *parts = g_string_new (NULL);
      /* TRANSLATORS: the shanten of each shape, as in
       * "[standard 1, seven pairs 3, thirteen orphans 9]" */
      if (sh_std < MJ_SHANTEN_NONE)
        g_string_append_printf (parts, _("standard %d"), sh_std);
      if (sh_pairs < MJ_SHANTEN_NONE)
        {
          g_string_append (parts, parts->len ? C_("shanten list", ", ") : "");
          g_string_append_printf (parts, _("seven pairs %d"), sh_pairs);
        }
      if (sh_orphans < MJ_SHANTEN_NONE)
        {
          g_string_append (parts, parts->len ? C_("shanten list", ", ") : "");
          g_string_append_printf (parts, _("thirteen orphans %d"), sh_orphans);
        }
      g_string_append_printf (out, " [%s]\n", parts->str);
      g_string_free (parts, TRUE);
    }

    if (sh == -1)
      {
        jb_member (b, "readings");
        jb_begin (b, TRUE);
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u reading:", "%u readings:", n_readings),
                                n_readings);
        g_string_append_c (out, '\n');
        for (guint i = 0; i < n_readings; i++)
          {
            g_autofree char *r = reading_text (&readings[i], FALSE);
            g_autofree char *words = reading_text (&readings[i], TRUE);
            jb_string (b, r);
            g_string_append_printf (out, "  %s\n", words);
          }
        jb_end (b, TRUE);
      }

    if (a.hand.n_tiles % 3 == 1)
      {
        guint64 waits = sh == 0 ? mj_hand_waits (&a.hand, a.shapes) : 0;
        guint total = 0;
        if (a.kinds)
          waits &= a.kinds;
        if (sh == 0)
          {
            g_autofree char *list = tile_list (&a, waits, &total);
            jb_member (b, "waits");
            json_tiles (b, &a, waits);
            g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Waits: %1$s — %2$u tile unseen",
                                                      "Waits: %1$s — %2$u tiles unseen", total),
                                    waits ? list : _("none"), total);
            g_string_append_c (out, '\n');
          }
        else
          {
            guint n_acc = 0;
            guint64 acc = mj_hand_improvements (&a.hand, a.shapes, a.unseen, a.kinds, &n_acc);
            g_autofree char *list = tile_list (&a, acc, NULL);
            jb_member (b, "waits");
            jb_begin (b, TRUE);
            jb_end (b, TRUE);
            jb_member (b, "accepted");
            json_tiles (b, &a, acc);
            g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Draws that help: %1$s — %2$u tile unseen",
                                                      "Draws that help: %1$s — %2$u tiles unseen", n_acc),
                                    acc ? list : _("none"), n_acc);
            g_string_append_c (out, '\n');
          }
      }
    else
      {
        MjDiscardChoice choices[MJ_N_KINDS];
        guint n = mj_hand_efficiency (&a.hand, a.shapes, a.unseen, a.kinds, choices);
        guint order[MJ_N_KINDS];

        /* best first: lowest shanten, then most tiles that help */
        for (guint i = 0; i < n; i++)
          order[i] = i;
        for (guint i = 1; i < n; i++)
          for (guint j = i; j > 0; j--)
            {
              const MjDiscardChoice *x = &choices[order[j - 1]], *y = &choices[order[j]];
              if (x->shanten < y->shanten || (x->shanten == y->shanten && x->n_accepted >= y->n_accepted))
                break;
              guint tmp = order[j];
              order[j] = order[j - 1];
              order[j - 1] = tmp;
            }

        jb_member (b, "discards");
        jb_begin (b, TRUE);
        if (n)
          {
            /* TRANSLATORS: the head of the discard table; its columns are
             * 8, 8, 5 and any characters wide, two spaces apart */
            g_string_append (out, _("Discard  Shanten  Tiles  Draws that help"));
            g_string_append_c (out, '\n');
          }
        for (guint i = 0; i < n; i++)
          {
            const MjDiscardChoice *c = &choices[order[i]];
            g_autofree char *list = tile_list (&a, c->accepted, NULL);
            jb_begin (b, FALSE);
            jb_member (b, "discard");
            jb_string (b, mj_tile_to_string (c->discard));
            jb_member (b, "shanten");
            jb_int (b, c->shanten);
            jb_member (b, "accepted");
            json_tiles (b, &a, c->accepted);
            jb_member (b, "total");
            jb_int (b, c->n_accepted);
            jb_end (b, FALSE);
            g_string_append_printf (out, "%-8s %7d  %5u  %s\n", mj_tile_to_string (c->discard),
                                    c->shanten, c->n_accepted, list);
          }
        jb_end (b, TRUE);
      }
    jb_end (b, FALSE);

    if (json)
      {
        g_autoptr (JsonGenerator) gen = json_generator_new ();
        g_autoptr (JsonNode) root = json_builder_get_root (b);
        g_autofree char *text = NULL;
        json_generator_set_root (gen, root);
        json_generator_set_pretty (gen, TRUE);
        text = json_generator_to_data (gen, NULL);
        g_print ("%s\n", text);
      }
    else
      g_print ("%s", out->str);
    g_string_free (out, TRUE);
  }
  return 0;
}
