/* mj-tile.c: tile kinds, tile sets, melds and the mpsz notation. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-tile.h"

G_DEFINE_QUARK (mj-notation-error-quark, mj_notation_error)

static const char suit_letters[] = "mpszf";

MjTile
mj_tile_make (MjSuit suit,
              guint  rank)
{
  switch (suit)
    {
    case MJ_SUIT_M:
    case MJ_SUIT_P:
    case MJ_SUIT_S:
      g_return_val_if_fail (rank >= 1 && rank <= 9, MJ_TILE_NONE);
      return (MjTile) (suit * 9 + rank - 1);
    case MJ_SUIT_Z:
      g_return_val_if_fail (rank >= 1 && rank <= 7, MJ_TILE_NONE);
      return (MjTile) (MJ_FIRST_HONOR + rank - 1);
    case MJ_SUIT_F:
      g_return_val_if_fail (rank >= 1 && rank <= 8, MJ_TILE_NONE);
      return (MjTile) (MJ_FIRST_FLOWER + rank - 1);
    default:
      g_return_val_if_reached (MJ_TILE_NONE);
    }
}

char
mj_suit_letter (MjSuit suit)
{
  g_return_val_if_fail (suit <= MJ_SUIT_F, '?');
  return suit_letters[suit];
}

const char *
mj_tile_to_string (MjTile tile)
{
  static char names[MJ_N_TILE_KINDS][3];
  static gsize init = 0;

  if (g_once_init_enter (&init))
    {
      for (MjTile t = 0; t < MJ_N_TILE_KINDS; t++)
        {
          names[t][0] = (char) ('0' + mj_tile_rank (t));
          names[t][1] = suit_letters[mj_tile_suit (t)];
          names[t][2] = '\0';
        }
      g_once_init_leave (&init, 1);
    }

  if (!mj_tile_is_valid (tile))
    return "??";
  return names[tile];
}

guint
mj_tileset_size (MjTileSet set)
{
  switch (set)
    {
    case MJ_TILESET_108: return 108;
    case MJ_TILESET_136: return 136;
    case MJ_TILESET_144: return 144;
    default: g_return_val_if_reached (0);
    }
}

gboolean
mj_tileset_has_kind (MjTileSet set,
                     MjTile    tile)
{
  switch (set)
    {
    case MJ_TILESET_108: return tile < MJ_FIRST_HONOR;
    case MJ_TILESET_136: return tile < MJ_FIRST_FLOWER;
    case MJ_TILESET_144: return tile < MJ_N_TILE_KINDS;
    default: g_return_val_if_reached (FALSE);
    }
}

guint
mj_tile_copies (MjTile tile)
{
  return mj_tile_is_flower (tile) ? 1 : 4;
}

guint
mj_meld_tiles (const MjMeld *meld,
               MjTile       *out)
{
  g_return_val_if_fail (meld != NULL, 0);

  if (meld->type == MJ_MELD_CHOW)
    {
      out[0] = meld->tile;
      out[1] = meld->tile + 1;
      out[2] = meld->tile + 2;
      return 3;
    }
  for (guint i = 0; i < mj_meld_size (meld); i++)
    out[i] = meld->tile;
  return mj_meld_size (meld);
}

/* ---- parsing ---------------------------------------------------------- */

typedef struct {
  const char *text;
  gsize       pos;
} Parser;

/* A character of the input as a message shows it: itself when it is
 * printable ASCII, else its byte in hex, so that a message is UTF-8 text
 * whatever bytes it quotes. */
static const char *
shown_char (char  c,
            char  buf[8])
{
  if (g_ascii_isgraph (c))
    {
      buf[0] = c;
      buf[1] = '\0';
    }
  else
    g_snprintf (buf, 8, "\\x%02X", (guchar) c);
  return buf;
}

static guint
rank_limit (MjSuit suit)
{
  return suit == MJ_SUIT_Z ? 7 : suit == MJ_SUIT_F ? 8 : 9;
}

static int
suit_from_letter (char c)
{
  const char *p = c ? strchr (suit_letters, c) : NULL;
  return p ? (int) (p - suit_letters) : -1;
}

/* Reads one group "123m" at the parser's position into out, stopping
 * before any character that is not a digit or a suit letter.  Fails with
 * the group's text and position in the message. */
static gboolean
parse_group (Parser  *p,
             MjTile  *out,
             guint    max,
             guint   *n_out,
             GError **error)
{
  gsize start = p->pos;
  gsize digits_end;
  int suit;

  while (g_ascii_isdigit (p->text[p->pos]))
    p->pos++;
  digits_end = p->pos;

  if (digits_end == start)
    {
      char c = p->text[start];
      char buf[8];
      if (suit_from_letter (c) >= 0)
        g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_SYNTAX,
                     "\"%c\" at %" G_GSIZE_FORMAT ": a suit letter needs ranks before it, as in \"123%c\"",
                     c, start + 1, c);
      else
        g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_SYNTAX,
                     "\"%s\" at %" G_GSIZE_FORMAT ": expected a rank 1-9",
                     shown_char (c, buf), start + 1);
      return FALSE;
    }

  suit = suit_from_letter (p->text[p->pos]);
  if (suit < 0)
    {
      char c = p->text[p->pos];
      char buf[8];
      if (c == '\0' || g_ascii_isspace (c) || strchr ("[]()+", c))
        g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_SUIT,
                     "\"%.*s\" at %" G_GSIZE_FORMAT ": ranks without a suit letter (m, p, s, z or f)",
                     (int) (digits_end - start), p->text + start, start + 1);
      else
        {
          const char *letter = shown_char (c, buf);
          g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_SUIT,
                       "\"%.*s%s\" at %" G_GSIZE_FORMAT ": unknown suit '%s'",
                       (int) (digits_end - start), p->text + start, letter, start + 1, letter);
        }
      return FALSE;
    }
  p->pos++;

  for (gsize i = start; i < digits_end; i++)
    {
      guint rank = (guint) (p->text[i] - '0');
      if (rank < 1 || rank > rank_limit ((MjSuit) suit))
        {
          g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_RANK,
                       "\"%c%c\" at %" G_GSIZE_FORMAT ": %s have no rank %u (ranks are 1-%u)",
                       p->text[i], suit_letters[suit], i + 1,
                       suit == MJ_SUIT_Z ? "honours" : suit == MJ_SUIT_F ? "flowers" : "suits",
                       rank, rank_limit ((MjSuit) suit));
          return FALSE;
        }
      if (*n_out >= max)
        {
          g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_TOO_MANY,
                       "at %" G_GSIZE_FORMAT ": more than %u tiles", i + 1, max);
          return FALSE;
        }
      out[(*n_out)++] = mj_tile_make ((MjSuit) suit, rank);
    }
  return TRUE;
}

static gboolean
parse_meld (Parser  *p,
            MjMeld  *meld,
            GError **error)
{
  gsize start = p->pos;
  char open = p->text[p->pos];
  char close = open == '[' ? ']' : ')';
  MjTile tiles[8];
  guint n = 0;
  gboolean added = FALSE;
  g_autofree char *shown = NULL;

  p->pos++;
  while (p->text[p->pos] != close)
    {
      char c = p->text[p->pos];
      if (c == '\0')
        {
          g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_SYNTAX,
                       "\"%s\" at %" G_GSIZE_FORMAT ": meld not closed with '%c'",
                       p->text + start, start + 1, close);
          return FALSE;
        }
      if (c == '+' && open == '[' && p->text[p->pos + 1] == ']' && n > 0)
        {
          added = TRUE;
          p->pos++;
          continue;
        }
      if (!g_ascii_isdigit (c))
        {
          char buf[8];
          g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_SYNTAX,
                       "\"%s\" at %" G_GSIZE_FORMAT ": expected a rank or '%c' inside a meld",
                       shown_char (c, buf), p->pos + 1, close);
          return FALSE;
        }
      if (!parse_group (p, tiles, G_N_ELEMENTS (tiles), &n, error))
        return FALSE;
    }
  p->pos++;
  shown = g_strndup (p->text + start, p->pos - start);

  for (guint i = 0; i < n; i++)
    if (mj_tile_is_flower (tiles[i]))
      {
        g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_MELD,
                     "\"%s\" at %" G_GSIZE_FORMAT ": flowers do not form melds",
                     shown, start + 1);
        return FALSE;
      }

  /* Sort: a chow may be written in any order. */
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && tiles[j - 1] > tiles[j]; j--)
      {
        MjTile t = tiles[j];
        tiles[j] = tiles[j - 1];
        tiles[j - 1] = t;
      }

  memset (meld, 0, sizeof *meld);
  meld->tile = n ? tiles[0] : MJ_TILE_NONE;
  meld->claimed = MJ_TILE_NONE;
  meld->from = MJ_SEAT_NONE;

  if (n == 3 && tiles[0] == tiles[1] && tiles[1] == tiles[2] && open == '[' && !added)
    meld->type = MJ_MELD_PUNG;
  else if (n == 3 && mj_tile_is_suited (tiles[0]) && open == '[' && !added &&
           tiles[1] == tiles[0] + 1 && tiles[2] == tiles[0] + 2 &&
           mj_tile_suit (tiles[0]) == mj_tile_suit (tiles[2]))
    meld->type = MJ_MELD_CHOW;
  else if (n == 4 && tiles[0] == tiles[3])
    meld->type = open == '(' ? MJ_MELD_KONG_CONCEALED
               : added ? MJ_MELD_KONG_ADDED : MJ_MELD_KONG_EXPOSED;
  else
    {
      g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_MELD,
                   "\"%s\" at %" G_GSIZE_FORMAT ": %s", shown, start + 1,
                   open == '(' ? "a concealed kong is four identical tiles, as in (5555p)"
                   : added ? "an added kong is four identical tiles, as in [5555p+]"
                   : "a meld is a chow [345s], a pung [555p] or a kong [5555p]");
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_copies (const MjNotation *n,
              GError          **error)
{
  guint counts[MJ_N_TILE_KINDS] = { 0 };

  for (guint i = 0; i < n->n_tiles; i++)
    counts[n->tiles[i]]++;
  for (guint i = 0; i < n->n_melds; i++)
    {
      MjTile t[4];
      guint k = mj_meld_tiles (&n->melds[i], t);
      for (guint j = 0; j < k; j++)
        counts[t[j]]++;
    }
  for (MjTile t = 0; t < MJ_N_TILE_KINDS; t++)
    if (counts[t] > mj_tile_copies (t))
      {
        g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_COPIES,
                     "%u copies of %s: a set has only %u", counts[t],
                     mj_tile_to_string (t), mj_tile_copies (t));
        return FALSE;
      }
  return TRUE;
}

gboolean
mj_notation_parse (const char  *text,
                   MjNotation  *out,
                   GError     **error)
{
  Parser p = { text, 0 };
  MjNotation n;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  memset (&n, 0, sizeof n);
  while (text[p.pos] != '\0')
    {
      char c = text[p.pos];
      if (g_ascii_isspace (c))
        {
          p.pos++;
          continue;
        }
      if (c == '[' || c == '(')
        {
          if (n.n_melds >= MJ_NOTATION_MAX_MELDS)
            {
              g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_TOO_MANY,
                           "at %" G_GSIZE_FORMAT ": more than %u melds",
                           p.pos + 1, MJ_NOTATION_MAX_MELDS);
              return FALSE;
            }
          if (!parse_meld (&p, &n.melds[n.n_melds], error))
            return FALSE;
          n.n_melds++;
          continue;
        }
      if (n.n_melds > 0)
        {
          char buf[8];
          g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_SYNTAX,
                       "\"%s\" at %" G_GSIZE_FORMAT ": concealed tiles come before the melds",
                       shown_char (c, buf), p.pos + 1);
          return FALSE;
        }
      if (!g_ascii_isdigit (c) && suit_from_letter (c) < 0)
        {
          if ((guchar) c >= 0x80)
            g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_SYNTAX,
                         "at %" G_GSIZE_FORMAT ": only ASCII notation is understood (ranks 1-9 and m p s z f)",
                         p.pos + 1);
          else
            {
              char buf[8];
              g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_SYNTAX,
                           "\"%s\" at %" G_GSIZE_FORMAT ": expected a rank 1-9, '[' or '('",
                           shown_char (c, buf), p.pos + 1);
            }
          return FALSE;
        }
      if (!parse_group (&p, n.tiles, MJ_NOTATION_MAX_TILES, &n.n_tiles, error))
        return FALSE;
    }

  if (!check_copies (&n, error))
    return FALSE;

  *out = n;
  return TRUE;
}

gboolean
mj_notation_parse_tiles (const char  *text,
                         MjTile      *out,
                         guint        max,
                         guint       *n_out,
                         GError     **error)
{
  MjNotation n;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (n_out != NULL, FALSE);

  if (!mj_notation_parse (text, &n, error))
    return FALSE;
  if (n.n_melds > 0)
    {
      g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_SYNTAX,
                   "\"%s\": melds are not allowed here, only tiles", text);
      return FALSE;
    }
  if (n.n_tiles > max)
    {
      g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_TOO_MANY,
                   "\"%s\": more than %u tiles", text, max);
      return FALSE;
    }
  memcpy (out, n.tiles, n.n_tiles);
  *n_out = n.n_tiles;
  return TRUE;
}

gboolean
mj_tile_from_string (const char  *text,
                     MjTile      *out_tile,
                     GError     **error)
{
  MjTile t[MJ_NOTATION_MAX_TILES];
  guint n = 0;

  g_return_val_if_fail (text != NULL, FALSE);

  if (!mj_notation_parse_tiles (text, t, G_N_ELEMENTS (t), &n, error))
    return FALSE;
  if (n != 1)
    {
      g_set_error (error, MJ_NOTATION_ERROR, MJ_NOTATION_ERROR_SYNTAX,
                   "\"%s\": expected exactly one tile, as in \"5p\"", text);
      return FALSE;
    }
  *out_tile = t[0];
  return TRUE;
}

/* ---- formatting ------------------------------------------------------- */

static void
append_tiles (GString      *s,
              const MjTile *tiles,
              guint         n)
{
  for (guint i = 0; i < n; i++)
    {
      g_string_append_c (s, (char) ('0' + mj_tile_rank (tiles[i])));
      if (i + 1 == n || mj_tile_suit (tiles[i + 1]) != mj_tile_suit (tiles[i]))
        g_string_append_c (s, suit_letters[mj_tile_suit (tiles[i])]);
    }
}

static int
compare_tiles (gconstpointer a,
               gconstpointer b)
{
  return (int) *(const MjTile *) a - (int) *(const MjTile *) b;
}

char *
mj_tiles_format (const MjTile *tiles,
                 guint         n_tiles,
                 gboolean      sort)
{
  GString *s = g_string_new (NULL);

  /* fewer than two need no sort, and none would hand qsort the NULL
   * that g_memdup2 gives for zero bytes (undefined behaviour) */
  if (sort && n_tiles > 1)
    {
      g_autofree MjTile *copy = g_memdup2 (tiles, n_tiles);
      qsort (copy, n_tiles, 1, compare_tiles);
      append_tiles (s, copy, n_tiles);
    }
  else
    append_tiles (s, tiles, n_tiles);
  return g_string_free (s, FALSE);
}

char *
mj_meld_format (const MjMeld *meld)
{
  MjTile t[4];
  guint n = mj_meld_tiles (meld, t);
  GString *s = g_string_new (NULL);

  g_string_append_c (s, meld->type == MJ_MELD_KONG_CONCEALED ? '(' : '[');
  append_tiles (s, t, n);
  if (meld->type == MJ_MELD_KONG_ADDED)
    g_string_append_c (s, '+');
  g_string_append_c (s, meld->type == MJ_MELD_KONG_CONCEALED ? ')' : ']');
  return g_string_free (s, FALSE);
}

char *
mj_notation_format (const MjNotation *notation)
{
  g_autofree char *tiles = mj_tiles_format (notation->tiles, notation->n_tiles, TRUE);
  GString *s = g_string_new (tiles);

  for (guint i = 0; i < notation->n_melds; i++)
    {
      g_autofree char *m = mj_meld_format (&notation->melds[i]);
      g_string_append (s, m);
    }
  return g_string_free (s, FALSE);
}

/* ---- names in sentences ------------------------------------------------------ */

/* Translators: the tiles of the three suits, as sentences, a screen
 * reader and the status line name them (五万, 五筒, 五条) */
static const char * const suited_names[] = {
  N_("1 of characters"), N_("2 of characters"), N_("3 of characters"), N_("4 of characters"),
  N_("5 of characters"), N_("6 of characters"), N_("7 of characters"), N_("8 of characters"),
  N_("9 of characters"),
  N_("1 of dots"), N_("2 of dots"), N_("3 of dots"), N_("4 of dots"), N_("5 of dots"),
  N_("6 of dots"), N_("7 of dots"), N_("8 of dots"), N_("9 of dots"),
  N_("1 of bamboo"), N_("2 of bamboo"), N_("3 of bamboo"), N_("4 of bamboo"), N_("5 of bamboo"),
  N_("6 of bamboo"), N_("7 of bamboo"), N_("8 of bamboo"), N_("9 of bamboo"),
};
/* Translators: the honour tiles (东风 … 白板 发财 红中) */
static const char * const honour_names[] = {
  N_("East wind"), N_("South wind"), N_("West wind"), N_("North wind"),
  N_("White dragon"), N_("Green dragon"), N_("Red dragon"),
};
static const char * const flower_names[] = {
  N_("Spring"), N_("Summer"), N_("Autumn"), N_("Winter"),
  N_("Plum"), N_("Orchid"), N_("Chrysanthemum"), N_("Bamboo flower"),
};

const char *
mj_tile_display_name (MjTile tile)
{
  if (tile < MJ_FIRST_HONOR)
    return g_dgettext (GETTEXT_PACKAGE, suited_names[tile]);
  if (tile < MJ_FIRST_FLOWER)
    return g_dgettext (GETTEXT_PACKAGE, honour_names[tile - MJ_FIRST_HONOR]);
  if (tile < MJ_N_TILE_KINDS)
    return g_dgettext (GETTEXT_PACKAGE, flower_names[tile - MJ_FIRST_FLOWER]);
  return g_dgettext (GETTEXT_PACKAGE, N_("a tile"));
}

const char *
mj_suit_display_name (MjSuit suit)
{
  switch (suit)
    {
    case MJ_SUIT_M: return g_dgettext (GETTEXT_PACKAGE, N_("characters"));
    case MJ_SUIT_P: return g_dgettext (GETTEXT_PACKAGE, N_("dots"));
    case MJ_SUIT_S: return g_dgettext (GETTEXT_PACKAGE, N_("bamboo"));
    case MJ_SUIT_Z: return g_dgettext (GETTEXT_PACKAGE, N_("honours"));
    default: return g_dgettext (GETTEXT_PACKAGE, N_("flowers"));
    }
}

char *
mj_tiles_display (const MjTile *tiles,
                  guint         n_tiles,
                  gboolean      sort)
{
  g_autofree MjTile *copy = n_tiles ? g_memdup2 (tiles, n_tiles) : NULL;
  GString *s;

  if (sort && n_tiles > 1)
    qsort (copy, n_tiles, 1, compare_tiles);
  s = g_string_new (NULL);
  for (guint i = 0; i < n_tiles; i++)
    {
      if (i)
        /* TRANSLATORS: between the tiles of a list, as in "3p, 6p" */
        g_string_append (s, C_("tile list", ", "));
      g_string_append (s, mj_tile_display_name (copy[i]));
    }
  return g_string_free (s, FALSE);
}
