/* mj-tile-art.c: the tile art's part of SVG, read with GMarkup and drawn
 * with cairo (see mj-tile-art.h for what that part is). */
#include "config.h"

#include <math.h>
#include <string.h>

#include "mj-tile-art.h"

typedef enum {
  PAINT_NONE,
  PAINT_COLOR,
  PAINT_GRADIENT,
} PaintKind;

typedef struct {
  PaintKind kind;
  double    rgba[4];
  guint     gradient;   /* index into the art's gradients */
} Paint;

typedef struct {
  double x1, y1, x2, y2;
  guint  n_stops;
  double stops[2][5];   /* offset, r, g, b, a */
} Gradient;

typedef enum {
  OP_MOVE,
  OP_LINE,
  OP_CURVE,
  OP_CLOSE,
} OpKind;

/* A path segment in the element's own user space: a curve uses all three
 * points, a move or a line the last. */
typedef struct {
  OpKind kind;
  double p[6];
} Op;

typedef struct {
  cairo_matrix_t transform;   /* from the element's space to the viewBox's */
  guint          first_op, n_ops;
  double         bbox[4];     /* x, y, width, height, for gradients */
  Paint          fill, stroke;
  double         stroke_width;
  cairo_line_cap_t  cap;
  cairo_line_join_t join;
} Shape;

struct _MjTileArt {
  double  width, height;      /* the viewBox (its origin is 0 0) */
  GArray *shapes;             /* Shape */
  GArray *ops;                /* Op */
  GArray *gradients;          /* Gradient */
  GPtrArray *gradient_ids;    /* char *, parallel to gradients */
};

typedef struct {
  MjTileArt     *art;
  GArray        *transforms;  /* cairo_matrix_t: the open <g>s */
  gboolean       seen_svg;
  int            in_defs;
  int            in_gradient; /* index + 1 of the gradient being read */
} Reader;

/* ---- numbers, colours, transforms ----------------------------------- */

static gboolean
parse_number (const char  *text,
              double      *out,
              const char  *what,
              GError     **error)
{
  char *end;
  double v = g_ascii_strtod (text, &end);

  while (g_ascii_isspace (*end))
    end++;
  if (end == text || *end != '\0' || !isfinite (v))
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                   "%s “%s” is not a number", what, text);
      return FALSE;
    }
  *out = v;
  return TRUE;
}

static gboolean
parse_color (const char  *text,
             double      *rgba,
             GError     **error)
{
  guint v = 0;

  if (text[0] != '#' || strlen (text) != 7)
    goto bad;
  for (guint i = 1; i < 7; i++)
    {
      int d = g_ascii_xdigit_value (text[i]);
      if (d < 0)
        goto bad;
      v = v * 16 + (guint) d;
    }
  rgba[0] = ((v >> 16) & 255) / 255.0;
  rgba[1] = ((v >> 8) & 255) / 255.0;
  rgba[2] = (v & 255) / 255.0;
  rgba[3] = 1.0;
  return TRUE;

bad:
  g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
               "the colour “%s” is not of the form #rrggbb", text);
  return FALSE;
}

static gboolean
parse_paint (MjTileArt   *art,
             const char  *text,
             Paint       *paint,
             GError     **error)
{
  if (strcmp (text, "none") == 0)
    {
      paint->kind = PAINT_NONE;
      return TRUE;
    }
  if (g_str_has_prefix (text, "url(#") && g_str_has_suffix (text, ")"))
    {
      gsize len = strlen (text) - 6;

      for (guint i = 0; i < art->gradient_ids->len; i++)
        {
          const char *id = art->gradient_ids->pdata[i];
          if (strlen (id) == len && strncmp (id, text + 5, len) == 0)
            {
              paint->kind = PAINT_GRADIENT;
              paint->gradient = i;
              return TRUE;
            }
        }
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                   "the paint “%s” names no gradient defined before it", text);
      return FALSE;
    }
  paint->kind = PAINT_COLOR;
  return parse_color (text, paint->rgba, error);
}

/* translate(x [y]), rotate(a) and scale(s [t]), in any number, applied
 * left to right as SVG reads them. */
static gboolean
parse_transform (const char     *text,
                 cairo_matrix_t *m,
                 GError        **error)
{
  const char *p = text;

  cairo_matrix_init_identity (m);
  while (TRUE)
    {
      const char *open, *close;
      g_autofree char *name = NULL;
      g_autofree char *inner = NULL;
      g_auto (GStrv) args = NULL;
      double v[2];
      guint n = 0;

      while (g_ascii_isspace (*p) || *p == ',')
        p++;
      if (*p == '\0')
        return TRUE;
      open = strchr (p, '(');
      close = open ? strchr (open, ')') : NULL;
      if (!close)
        goto bad;
      name = g_strstrip (g_strndup (p, (gsize) (open - p)));
      inner = g_strndup (open + 1, (gsize) (close - open - 1));
      g_strdelimit (inner, ",", ' ');
      args = g_strsplit_set (g_strstrip (inner), " ", -1);
      for (guint i = 0; args[i]; i++)
        {
          if (args[i][0] == '\0')
            continue;
          if (n == 2 || !parse_number (args[i], &v[n], "a transform's argument", error))
            goto bad_args;
          n++;
        }
      if (strcmp (name, "translate") == 0 && n >= 1)
        cairo_matrix_translate (m, v[0], n == 2 ? v[1] : 0.0);
      else if (strcmp (name, "rotate") == 0 && n == 1)
        cairo_matrix_rotate (m, v[0] * G_PI / 180.0);
      else if (strcmp (name, "scale") == 0 && n >= 1)
        cairo_matrix_scale (m, v[0], n == 2 ? v[1] : v[0]);
      else
        goto bad;
      p = close + 1;
    }

bad_args:
  if (error && *error)
    return FALSE;
bad:
  g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
               "the transform “%s” is not translate, rotate and scale", text);
  return FALSE;
}

/* ---- path data ------------------------------------------------------ */

typedef struct {
  const char *p;
  double      bbox[4];   /* min x, min y, max x, max y of every point */
  gboolean    any;
} PathScan;

static gboolean
next_number (PathScan *s,
             double   *out)
{
  char *end;

  while (g_ascii_isspace (*s->p) || *s->p == ',')
    s->p++;
  if (!(g_ascii_isdigit (*s->p) || *s->p == '-' || *s->p == '+' || *s->p == '.'))
    return FALSE;
  *out = g_ascii_strtod (s->p, &end);
  if (end == s->p || !isfinite (*out))
    return FALSE;
  s->p = end;
  return TRUE;
}

static void
add_op (MjTileArt *art,
        PathScan  *s,
        OpKind     kind,
        guint      n_points,
        const double *pts)
{
  Op op = { kind, { 0 } };

  for (guint i = 0; i < n_points; i++)
    {
      double x = pts[2 * i], y = pts[2 * i + 1];

      op.p[6 - 2 * n_points + 2 * i] = x;
      op.p[6 - 2 * n_points + 2 * i + 1] = y;
      if (!s->any)
        {
          s->bbox[0] = s->bbox[2] = x;
          s->bbox[1] = s->bbox[3] = y;
          s->any = TRUE;
        }
      s->bbox[0] = MIN (s->bbox[0], x);
      s->bbox[1] = MIN (s->bbox[1], y);
      s->bbox[2] = MAX (s->bbox[2], x);
      s->bbox[3] = MAX (s->bbox[3], y);
    }
  g_array_append_val (art->ops, op);
}

/* The commands M L H V C Q Z, absolute or relative, with SVG's implicit
 * repetition; a quadratic becomes the cubic that draws it. */
static gboolean
parse_path (MjTileArt   *art,
            const char  *d,
            PathScan    *s,
            GError     **error)
{
  double cx = 0, cy = 0, sx = 0, sy = 0;
  char cmd = 0;

  s->p = d;
  while (TRUE)
    {
      double a[6];
      gboolean rel;
      char c;

      while (g_ascii_isspace (*s->p) || *s->p == ',')
        s->p++;
      if (*s->p == '\0')
        return TRUE;
      if (g_ascii_isalpha (*s->p))
        cmd = *s->p++;
      else if (cmd == 0 || g_ascii_toupper (cmd) == 'Z')
        goto bad;
      rel = g_ascii_islower (cmd);
      c = g_ascii_toupper (cmd);
      switch (c)
        {
        case 'M':
        case 'L':
          if (!next_number (s, &a[0]) || !next_number (s, &a[1]))
            goto bad;
          if (rel)
            a[0] += cx, a[1] += cy;
          add_op (art, s, c == 'M' ? OP_MOVE : OP_LINE, 1, a);
          cx = a[0], cy = a[1];
          if (c == 'M')
            {
              sx = cx, sy = cy;
              cmd = rel ? 'l' : 'L';   /* pairs after a move are lines */
            }
          break;
        case 'H':
        case 'V':
          if (!next_number (s, &a[0]))
            goto bad;
          if (c == 'H')
            cx = rel ? cx + a[0] : a[0];
          else
            cy = rel ? cy + a[0] : a[0];
          a[0] = cx, a[1] = cy;
          add_op (art, s, OP_LINE, 1, a);
          break;
        case 'C':
          for (guint i = 0; i < 6; i++)
            if (!next_number (s, &a[i]))
              goto bad;
          if (rel)
            for (guint i = 0; i < 6; i += 2)
              a[i] += cx, a[i + 1] += cy;
          add_op (art, s, OP_CURVE, 3, a);
          cx = a[4], cy = a[5];
          break;
        case 'Q':
          {
            double q[4], b[6];
            for (guint i = 0; i < 4; i++)
              if (!next_number (s, &q[i]))
                goto bad;
            if (rel)
              q[0] += cx, q[1] += cy, q[2] += cx, q[3] += cy;
            b[0] = cx + 2.0 / 3.0 * (q[0] - cx);
            b[1] = cy + 2.0 / 3.0 * (q[1] - cy);
            b[2] = q[2] + 2.0 / 3.0 * (q[0] - q[2]);
            b[3] = q[3] + 2.0 / 3.0 * (q[1] - q[3]);
            b[4] = q[2];
            b[5] = q[3];
            add_op (art, s, OP_CURVE, 3, b);
            cx = q[2], cy = q[3];
          }
          break;
        case 'Z':
          add_op (art, s, OP_CLOSE, 0, a);
          cx = sx, cy = sy;
          break;
        default:
          g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                       "the path command “%c” is not one of M L H V C Q Z", cmd);
          return FALSE;
        }
    }

bad:
  g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
               "the path data is malformed near “%.12s”", s->p);
  return FALSE;
}

/* ---- elements ------------------------------------------------------- */

static const char *
attr (const char **names,
      const char **values,
      const char  *name)
{
  for (guint i = 0; names[i]; i++)
    if (strcmp (names[i], name) == 0)
      return values[i];
  return NULL;
}

/* Every attribute of the element is one it knows. */
static gboolean
check_attrs (const char  *element,
             const char **names,
             const char  *known,
             GError     **error)
{
  for (guint i = 0; names[i]; i++)
    {
      g_autofree char *word = g_strdup_printf (" %s ", names[i]);
      if (!strstr (known, word))
        {
          g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_UNKNOWN_ATTRIBUTE,
                       "<%s> has the attribute “%s”, which the tile art does not use",
                       element, names[i]);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
number_attr (const char **names,
             const char **values,
             const char  *name,
             double       fallback,
             double      *out,
             GError     **error)
{
  const char *v = attr (names, values, name);

  *out = fallback;
  return v == NULL || parse_number (v, out, name, error);
}

#define SHAPE_ATTRS " fill fill-opacity stroke stroke-opacity stroke-width stroke-linecap stroke-linejoin "

static gboolean
read_style (MjTileArt   *art,
            Shape       *shape,
            const char **names,
            const char **values,
            GError     **error)
{
  const char *v;
  double fill_opacity, stroke_opacity;

  /* SVG's defaults: filled black, no stroke, 1 wide, butt ends, mitred */
  shape->fill = (Paint) { PAINT_COLOR, { 0, 0, 0, 1 }, 0 };
  shape->stroke = (Paint) { PAINT_NONE, { 0 }, 0 };
  shape->cap = CAIRO_LINE_CAP_BUTT;
  shape->join = CAIRO_LINE_JOIN_MITER;
  if ((v = attr (names, values, "fill")) && !parse_paint (art, v, &shape->fill, error))
    return FALSE;
  if ((v = attr (names, values, "stroke")) && !parse_paint (art, v, &shape->stroke, error))
    return FALSE;
  if (!number_attr (names, values, "fill-opacity", 1.0, &fill_opacity, error) ||
      !number_attr (names, values, "stroke-opacity", 1.0, &stroke_opacity, error) ||
      !number_attr (names, values, "stroke-width", 1.0, &shape->stroke_width, error))
    return FALSE;
  shape->fill.rgba[3] *= CLAMP (fill_opacity, 0.0, 1.0);
  shape->stroke.rgba[3] *= CLAMP (stroke_opacity, 0.0, 1.0);
  if ((shape->fill.kind == PAINT_GRADIENT && fill_opacity != 1.0) ||
      (shape->stroke.kind == PAINT_GRADIENT && stroke_opacity != 1.0))
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                   "a gradient with an opacity of its own is more than the tile art uses");
      return FALSE;
    }
  if ((v = attr (names, values, "stroke-linecap")))
    {
      if (strcmp (v, "round") == 0)
        shape->cap = CAIRO_LINE_CAP_ROUND;
      else if (strcmp (v, "square") == 0)
        shape->cap = CAIRO_LINE_CAP_SQUARE;
      else if (strcmp (v, "butt") != 0)
        goto bad;
    }
  if ((v = attr (names, values, "stroke-linejoin")))
    {
      if (strcmp (v, "round") == 0)
        shape->join = CAIRO_LINE_JOIN_ROUND;
      else if (strcmp (v, "bevel") == 0)
        shape->join = CAIRO_LINE_JOIN_BEVEL;
      else if (strcmp (v, "miter") != 0)
        goto bad;
    }
  return TRUE;

bad:
  g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
               "“%s” is not a line cap or join", v);
  return FALSE;
}

/* A rounded rectangle as SVG draws it: quarter ellipses of radius rx. */
static void
add_rect (MjTileArt *art,
          PathScan  *s,
          double     x,
          double     y,
          double     w,
          double     h,
          double     r)
{
  /* a quarter circle's control points lie this far along its tangents */
  const double k = 0.5522847498307936;
  double pts[6];

  r = MIN (r, MIN (w, h) / 2.0);
#define PT(i, a, b) (pts[2 * (i)] = (a), pts[2 * (i) + 1] = (b))
  PT (0, x + r, y);
  add_op (art, s, OP_MOVE, 1, pts);
  PT (0, x + w - r, y);
  add_op (art, s, OP_LINE, 1, pts);
  if (r > 0)
    {
      PT (0, x + w - r + k * r, y); PT (1, x + w, y + r - k * r); PT (2, x + w, y + r);
      add_op (art, s, OP_CURVE, 3, pts);
    }
  PT (0, x + w, y + h - r);
  add_op (art, s, OP_LINE, 1, pts);
  if (r > 0)
    {
      PT (0, x + w, y + h - r + k * r); PT (1, x + w - r + k * r, y + h); PT (2, x + w - r, y + h);
      add_op (art, s, OP_CURVE, 3, pts);
    }
  PT (0, x + r, y + h);
  add_op (art, s, OP_LINE, 1, pts);
  if (r > 0)
    {
      PT (0, x + r - k * r, y + h); PT (1, x, y + h - r + k * r); PT (2, x, y + h - r);
      add_op (art, s, OP_CURVE, 3, pts);
    }
  PT (0, x, y + r);
  add_op (art, s, OP_LINE, 1, pts);
  if (r > 0)
    {
      PT (0, x, y + r - k * r); PT (1, x + r - k * r, y); PT (2, x + r, y);
      add_op (art, s, OP_CURVE, 3, pts);
    }
  add_op (art, s, OP_CLOSE, 0, pts);
#undef PT
}

static void
add_circle (MjTileArt *art,
            PathScan  *s,
            double     cx,
            double     cy,
            double     r)
{
  const double k = 0.5522847498307936 * r;
  double pts[6];

  pts[0] = cx + r, pts[1] = cy;
  add_op (art, s, OP_MOVE, 1, pts);
  for (guint q = 0; q < 4; q++)
    {
      /* the quarter from angle q·90° to (q+1)·90°, y downwards */
      double c0 = cos (q * G_PI / 2), s0 = sin (q * G_PI / 2);
      double c1 = cos ((q + 1) * G_PI / 2), s1 = sin ((q + 1) * G_PI / 2);

      pts[0] = cx + r * c0 - k * s0, pts[1] = cy + r * s0 + k * c0;
      pts[2] = cx + r * c1 + k * s1, pts[3] = cy + r * s1 - k * c1;
      pts[4] = cx + r * c1, pts[5] = cy + r * s1;
      add_op (art, s, OP_CURVE, 3, pts);
    }
  add_op (art, s, OP_CLOSE, 0, pts);
}

static gboolean
read_shape (Reader      *r,
            const char  *element,
            const char **names,
            const char **values,
            GError     **error)
{
  MjTileArt *art = r->art;
  Shape shape = { 0 };
  PathScan scan = { 0 };

  shape.transform = g_array_index (r->transforms, cairo_matrix_t, r->transforms->len - 1);
  shape.first_op = art->ops->len;
  if (!read_style (art, &shape, names, values, error))
    return FALSE;
  if (strcmp (element, "rect") == 0)
    {
      double x, y, w, h, rx;

      if (!check_attrs (element, names, " x y width height rx" SHAPE_ATTRS, error) ||
          !number_attr (names, values, "x", 0, &x, error) ||
          !number_attr (names, values, "y", 0, &y, error) ||
          !number_attr (names, values, "width", 0, &w, error) ||
          !number_attr (names, values, "height", 0, &h, error) ||
          !number_attr (names, values, "rx", 0, &rx, error))
        return FALSE;
      if (w <= 0 || h <= 0 || rx < 0)
        {
          g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                       "a <rect> has no area or a negative corner");
          return FALSE;
        }
      add_rect (art, &scan, x, y, w, h, rx);
    }
  else if (strcmp (element, "circle") == 0)
    {
      double cx, cy, radius;

      if (!check_attrs (element, names, " cx cy r" SHAPE_ATTRS, error) ||
          !number_attr (names, values, "cx", 0, &cx, error) ||
          !number_attr (names, values, "cy", 0, &cy, error) ||
          !number_attr (names, values, "r", 0, &radius, error))
        return FALSE;
      if (radius <= 0)
        {
          g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                       "a <circle> has no radius");
          return FALSE;
        }
      add_circle (art, &scan, cx, cy, radius);
    }
  else
    {
      const char *d = attr (names, values, "d");

      if (!check_attrs (element, names, " d" SHAPE_ATTRS, error))
        return FALSE;
      if (!d)
        {
          g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_MISSING_ATTRIBUTE,
                       "a <path> has no path data");
          return FALSE;
        }
      if (!parse_path (art, d, &scan, error))
        return FALSE;
    }
  shape.n_ops = art->ops->len - shape.first_op;
  shape.bbox[0] = scan.bbox[0];
  shape.bbox[1] = scan.bbox[1];
  shape.bbox[2] = scan.bbox[2] - scan.bbox[0];
  shape.bbox[3] = scan.bbox[3] - scan.bbox[1];
  g_array_append_val (art->shapes, shape);
  return TRUE;
}

static gboolean
read_gradient (Reader      *r,
               const char **names,
               const char **values,
               GError     **error)
{
  Gradient g = { 0 };
  const char *id = attr (names, values, "id");

  if (!check_attrs ("linearGradient", names, " id x1 y1 x2 y2 ", error) ||
      !number_attr (names, values, "x1", 0, &g.x1, error) ||
      !number_attr (names, values, "y1", 0, &g.y1, error) ||
      !number_attr (names, values, "x2", 1, &g.x2, error) ||
      !number_attr (names, values, "y2", 0, &g.y2, error))
    return FALSE;
  if (!id)
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_MISSING_ATTRIBUTE,
                   "a <linearGradient> has no id");
      return FALSE;
    }
  g_array_append_val (r->art->gradients, g);
  g_ptr_array_add (r->art->gradient_ids, g_strdup (id));
  r->in_gradient = (int) r->art->gradients->len;
  return TRUE;
}

static gboolean
read_stop (Reader      *r,
           const char **names,
           const char **values,
           GError     **error)
{
  Gradient *g = &g_array_index (r->art->gradients, Gradient, r->in_gradient - 1);
  const char *color = attr (names, values, "stop-color");
  double *stop;

  if (!check_attrs ("stop", names, " offset stop-color ", error))
    return FALSE;
  if (g->n_stops == G_N_ELEMENTS (g->stops))
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                   "a gradient has more than two stops");
      return FALSE;
    }
  stop = g->stops[g->n_stops];
  if (!number_attr (names, values, "offset", 0, &stop[0], error))
    return FALSE;
  if (!color)
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_MISSING_ATTRIBUTE,
                   "a <stop> has no stop-color");
      return FALSE;
    }
  if (!parse_color (color, stop + 1, error))
    return FALSE;
  g->n_stops++;
  return TRUE;
}

static gboolean
read_svg (Reader      *r,
          const char **names,
          const char **values,
          GError     **error)
{
  const char *box = attr (names, values, "viewBox");
  double v[4];
  g_auto (GStrv) parts = NULL;
  guint n = 0;

  if (!check_attrs ("svg", names, " xmlns version width height viewBox ", error))
    return FALSE;
  if (!box)
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_MISSING_ATTRIBUTE,
                   "the <svg> has no viewBox");
      return FALSE;
    }
  parts = g_strsplit_set (box, " ,", -1);
  for (guint i = 0; parts[i]; i++)
    if (parts[i][0] != '\0')
      {
        if (n == 4 || !parse_number (parts[i], &v[n], "the viewBox", error))
          goto bad;
        n++;
      }
  if (n != 4 || v[0] != 0 || v[1] != 0 || v[2] <= 0 || v[3] <= 0)
    goto bad;
  r->art->width = v[2];
  r->art->height = v[3];
  r->seen_svg = TRUE;
  return TRUE;

bad:
  if (error && *error)
    return FALSE;
  g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
               "the viewBox “%s” is not 0 0 and a width and height", box);
  return FALSE;
}

static void
start_element (GMarkupParseContext *context,
               const char          *element,
               const char         **names,
               const char         **values,
               gpointer             data,
               GError             **error)
{
  Reader *r = data;
  const char *parent = NULL;
  const GSList *stack = g_markup_parse_context_get_element_stack (context);

  if (stack->next)
    parent = stack->next->data;

  if (strcmp (element, "svg") == 0 && parent == NULL)
    read_svg (r, names, values, error);
  else if (parent == NULL || !r->seen_svg)
    g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_UNKNOWN_ELEMENT,
                 "the document is <%s>, not <svg>", element);
  else if (strcmp (element, "defs") == 0 && strcmp (parent, "svg") == 0)
    check_attrs (element, names, " ", error);
  else if (strcmp (element, "linearGradient") == 0 && strcmp (parent, "defs") == 0)
    read_gradient (r, names, values, error);
  else if (strcmp (element, "stop") == 0 && strcmp (parent, "linearGradient") == 0)
    read_stop (r, names, values, error);
  else if (strcmp (parent, "svg") != 0 && strcmp (parent, "g") != 0)
    g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_UNKNOWN_ELEMENT,
                 "<%s> inside <%s> is more than the tile art uses", element, parent);
  else if (strcmp (element, "g") == 0)
    {
      cairo_matrix_t m, outer = g_array_index (r->transforms, cairo_matrix_t, r->transforms->len - 1);
      const char *t = attr (names, values, "transform");

      if (!check_attrs (element, names, " transform ", error))
        return;
      cairo_matrix_init_identity (&m);
      if (t && !parse_transform (t, &m, error))
        return;
      /* points go through the inner transform first, then the outer */
      cairo_matrix_multiply (&m, &m, &outer);
      g_array_append_val (r->transforms, m);
    }
  else if (strcmp (element, "rect") == 0 || strcmp (element, "circle") == 0 || strcmp (element, "path") == 0)
    read_shape (r, element, names, values, error);
  else
    g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_UNKNOWN_ELEMENT,
                 "<%s> is more than the tile art uses", element);
}

static void
end_element (GMarkupParseContext *context,
             const char          *element,
             gpointer             data,
             GError             **error)
{
  Reader *r = data;

  if (strcmp (element, "g") == 0)
    g_array_set_size (r->transforms, r->transforms->len - 1);
  else if (strcmp (element, "linearGradient") == 0)
    {
      Gradient *g = &g_array_index (r->art->gradients, Gradient, r->in_gradient - 1);

      if (g->n_stops != 2)
        g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                     "a gradient has %u stops, not two", g->n_stops);
      r->in_gradient = 0;
    }
}

static void
text (GMarkupParseContext *context,
      const char          *content,
      gsize                len,
      gpointer             data,
      GError             **error)
{
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isspace (content[i]))
      {
        g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                     "the tile art has text outside its elements");
        return;
      }
}

MjTileArt *
mj_tile_art_new_from_data (const char  *data,
                           gsize        size,
                           GError     **error)
{
  static const GMarkupParser parser = { start_element, end_element, text, NULL, NULL };
  g_autoptr (MjTileArt) art = g_new0 (MjTileArt, 1);
  g_autoptr (GMarkupParseContext) context = NULL;
  cairo_matrix_t identity;
  Reader r = { art, NULL, FALSE, 0, 0 };
  gboolean ok;

  art->shapes = g_array_new (FALSE, FALSE, sizeof (Shape));
  art->ops = g_array_new (FALSE, FALSE, sizeof (Op));
  art->gradients = g_array_new (FALSE, FALSE, sizeof (Gradient));
  art->gradient_ids = g_ptr_array_new_with_free_func (g_free);
  r.transforms = g_array_new (FALSE, FALSE, sizeof (cairo_matrix_t));
  cairo_matrix_init_identity (&identity);
  g_array_append_val (r.transforms, identity);

  /* the XML declaration is GMarkup's to skip, not to refuse */
  if (size >= 5 && strncmp (data, "<?xml", 5) == 0)
    {
      const char *end = g_strstr_len (data, (gssize) size, "?>");
      if (end)
        {
          size -= (gsize) (end + 2 - data);
          data = end + 2;
        }
    }
  context = g_markup_parse_context_new (&parser, 0, &r, NULL);
  ok = g_markup_parse_context_parse (context, data, (gssize) size, error) &&
       g_markup_parse_context_end_parse (context, error);
  g_array_free (r.transforms, TRUE);
  if (!ok)
    return NULL;
  if (!r.seen_svg)
    {
      g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_EMPTY, "the tile art holds no <svg>");
      return NULL;
    }
  return g_steal_pointer (&art);
}

void
mj_tile_art_free (MjTileArt *art)
{
  if (!art)
    return;
  g_array_free (art->shapes, TRUE);
  g_array_free (art->ops, TRUE);
  g_array_free (art->gradients, TRUE);
  g_ptr_array_free (art->gradient_ids, TRUE);
  g_free (art);
}

void
mj_tile_art_get_size (const MjTileArt *art,
                      double          *width,
                      double          *height)
{
  *width = art->width;
  *height = art->height;
}

/* ---- drawing -------------------------------------------------------- */

static void
set_paint (cairo_t         *cr,
           const MjTileArt *art,
           const Shape     *shape,
           const Paint     *paint)
{
  const Gradient *g;
  cairo_pattern_t *pattern;
  cairo_matrix_t m;

  if (paint->kind == PAINT_COLOR)
    {
      cairo_set_source_rgba (cr, paint->rgba[0], paint->rgba[1], paint->rgba[2], paint->rgba[3]);
      return;
    }
  /* the gradient runs in the unit square of the shape's bounding box */
  g = &g_array_index (art->gradients, Gradient, paint->gradient);
  pattern = cairo_pattern_create_linear (g->x1, g->y1, g->x2, g->y2);
  for (guint i = 0; i < g->n_stops; i++)
    cairo_pattern_add_color_stop_rgb (pattern, g->stops[i][0], g->stops[i][1], g->stops[i][2], g->stops[i][3]);
  cairo_matrix_init (&m, shape->bbox[2], 0, 0, shape->bbox[3], shape->bbox[0], shape->bbox[1]);
  if (cairo_matrix_invert (&m) == CAIRO_STATUS_SUCCESS)
    cairo_pattern_set_matrix (pattern, &m);
  cairo_set_source (cr, pattern);
  cairo_pattern_destroy (pattern);
}

void
mj_tile_art_draw (const MjTileArt *art,
                  cairo_t         *cr,
                  double           x,
                  double           y,
                  double           width,
                  double           height)
{
  double scale = MIN (width / art->width, height / art->height);

  cairo_save (cr);
  cairo_translate (cr, x + (width - art->width * scale) / 2.0, y + (height - art->height * scale) / 2.0);
  cairo_scale (cr, scale, scale);
  for (guint i = 0; i < art->shapes->len; i++)
    {
      const Shape *shape = &g_array_index (art->shapes, Shape, i);

      cairo_save (cr);
      cairo_transform (cr, &shape->transform);
      cairo_new_path (cr);
      for (guint j = 0; j < shape->n_ops; j++)
        {
          const Op *op = &g_array_index (art->ops, Op, shape->first_op + j);

          switch (op->kind)
            {
            case OP_MOVE:
              cairo_move_to (cr, op->p[4], op->p[5]);
              break;
            case OP_LINE:
              cairo_line_to (cr, op->p[4], op->p[5]);
              break;
            case OP_CURVE:
              cairo_curve_to (cr, op->p[0], op->p[1], op->p[2], op->p[3], op->p[4], op->p[5]);
              break;
            case OP_CLOSE:
              cairo_close_path (cr);
              break;
            }
        }
      if (shape->fill.kind != PAINT_NONE)
        {
          set_paint (cr, art, shape, &shape->fill);
          cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
          cairo_fill_preserve (cr);
        }
      if (shape->stroke.kind != PAINT_NONE && shape->stroke_width > 0)
        {
          set_paint (cr, art, shape, &shape->stroke);
          cairo_set_line_width (cr, shape->stroke_width);
          cairo_set_line_cap (cr, shape->cap);
          cairo_set_line_join (cr, shape->join);
          cairo_set_miter_limit (cr, 4.0);
          cairo_stroke_preserve (cr);
        }
      cairo_new_path (cr);
      cairo_restore (cr);
    }
  cairo_restore (cr);
}
