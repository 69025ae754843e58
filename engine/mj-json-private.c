/* mj-json-private.c: one pass over JSON text, outside its strings. */
#include "config.h"

#include "mj-json-private.h"

/* json-glib 1.6 wraps a whole number past 64 bits.  One of 19 digits
 * wraps, if at all, to a size over 8·10^18, which every field of
 * Sparrow's files refuses; from 20 digits on it may land on any value,
 * so such a number is refused before json-glib reads it.  The files hold
 * no fractions that long either. */
#define MAX_DIGITS 19

MjJsonTextProblem
mj_json_text_check (const char *text,
                    gsize       length,
                    guint       max_depth)
{
  guint depth = 0;
  guint digits = 0;
  gboolean in_string = FALSE;

  for (gsize i = 0; i < length; i++)
    {
      char c = text[i];

      if (in_string)
        {
          if (c == '\\')
            i++;
          else if (c == '"')
            in_string = FALSE;
          continue;
        }
      if (g_ascii_isdigit (c))
        {
          if (++digits > MAX_DIGITS)
            return MJ_JSON_TEXT_NUMBER_TOO_LONG;
          continue;
        }
      digits = 0;
      if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          if (++depth > max_depth)
            return MJ_JSON_TEXT_TOO_DEEP;
        }
      else if ((c == ']' || c == '}') && depth > 0)
        depth--;
    }
  return MJ_JSON_TEXT_OK;
}
