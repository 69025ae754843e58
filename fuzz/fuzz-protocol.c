/* fuzz-protocol.c: network play's message reader (mj_message_parse) on
 * any bytes, as a server reads what any client sends and a client what a
 * server sends.  A message either reads or is refused with an
 * MJ_PROTOCOL_ERROR sentence, and nothing is kept; what reads writes out
 * to JSON text that reads back to the same text.  The same bytes as a
 * view replay file (mj_view_replay_parse), likewise. */
#include "config.h"

#include <string.h>

#include "fuzz-common.h"
#include "mj-protocol.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = fuzz_text (data, size);
  g_auto (MjMessage) m = { 0 };
  g_auto (MjMessage) back = { 0 };
  g_autoptr (GError) error = NULL;
  g_autofree char *json = NULL;
  g_autofree char *again = NULL;
  g_autoptr (MjViewReplay) replay = NULL;

  replay = mj_view_replay_parse (text, size, &error);
  if (replay == NULL)
    fuzz_assert_error (error, MJ_PROTOCOL_ERROR);
  else
    {
      g_autofree char *written = mj_view_replay_to_json (replay);
      g_autoptr (MjViewReplay) read = mj_view_replay_parse (written, strlen (written), NULL);
      g_autofree char *rewritten = NULL;

      g_assert_nonnull (read);
      rewritten = mj_view_replay_to_json (read);
      g_assert_cmpstr (rewritten, ==, written);
    }
  g_clear_error (&error);

  if (!mj_message_parse (text, size, &m, &error))
    {
      fuzz_assert_error (error, MJ_PROTOCOL_ERROR);
      g_assert_cmpint (m.type, ==, MJ_MESSAGE_NONE);
      g_assert_null (m.view);
      return 0;
    }
  json = mj_message_to_json (&m);
  g_assert_true (mj_message_parse (json, strlen (json), &back, NULL));
  again = mj_message_to_json (&back);
  g_assert_cmpstr (again, ==, json);
  return 0;
}
