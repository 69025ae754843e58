/* fuzz-common.h: what every libFuzzer target of Sparrow shares: warnings,
 * criticals and failed assertions abort (a g_return_if_fail reached from
 * input is a bug the fuzzer must report), and input bytes become a C
 * string. */
#pragma once

#include <glib.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerInitialize   (int            *argc,
                            char         ***argv);
int LLVMFuzzerTestOneInput (const uint8_t  *data,
                            size_t          size);

/* GLib ends a fatal message with a breakpoint (SIGTRAP), which libFuzzer
 * does not catch: aborting instead makes it a crash whose input is kept. */
static inline GLogWriterOutput
fuzz_log_writer (GLogLevelFlags   level,
                 const GLogField *fields,
                 gsize            n_fields,
                 gpointer         data)
{
  GLogWriterOutput out = g_log_writer_standard_streams (level, fields, n_fields, data);

  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    abort ();
  return out;
}

static inline void
fuzz_init (void)
{
  g_log_set_writer_func (fuzz_log_writer, NULL, NULL);
  /* messages in English, whatever the machine's locale */
  g_setenv ("LANGUAGE", "C", TRUE);
}

/* A NUL-terminated copy (the loaders take text). */
static inline char *
fuzz_text (const uint8_t *data,
           size_t         size)
{
  char *text = g_malloc (size + 1);

  memcpy (text, data, size);
  text[size] = '\0';
  return text;
}

/* An error a person reads: in its domain, a sentence, valid UTF-8. */
#define fuzz_assert_error(err, quark) \
  G_STMT_START { \
    g_assert_nonnull (err); \
    g_assert_true ((err)->domain == (quark)); \
    g_assert_nonnull ((err)->message); \
    g_assert_cmpuint (strlen ((err)->message), >, 5); \
    g_assert_true (g_utf8_validate ((err)->message, -1, NULL)); \
  } G_STMT_END
