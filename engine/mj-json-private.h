/* mj-json-private.h: a look at JSON text before json-glib reads it, for
 * what json-glib 1.6 gets wrong on hostile input: it recurses once per
 * level of nesting (a file nested a million deep overflows the stack),
 * and it wraps whole numbers past 64 bits without a word
 * (-99999999999999999999 reads as 1). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  MJ_JSON_TEXT_OK = 0,
  MJ_JSON_TEXT_TOO_DEEP,       /* more than max_depth nested lists and objects */
  MJ_JSON_TEXT_NUMBER_TOO_LONG /* a number json-glib may wrap to a value in range */
} MjJsonTextProblem;

MjJsonTextProblem mj_json_text_check (const char *text,
                                      gsize       length,
                                      guint       max_depth);

G_END_DECLS
