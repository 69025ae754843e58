/* fuzz-record.c: the record loader (mj_record_from_json) and replay on
 * any bytes.  A record either loads or is refused with an MJ_RECORD_ERROR
 * sentence; one that loads replays legally or is refused naming the
 * action, with the invariants of the match holding after every action
 * replayed; and it writes out to JSON that loads and replays the same. */
#include "config.h"

#include "fuzz-common.h"
#include "mj-invariants.h"
#include "mj-record.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init ();
  return 0;
}

static void
compare_states (const MjState *a,
                const MjState *b)
{
  g_assert_cmpmem (a->scores, sizeof a->scores, b->scores, sizeof b->scores);
  g_assert_cmpuint (a->hand_number, ==, b->hand_number);
  g_assert_cmpint (a->phase, ==, b->phase);
  g_assert_cmpmem (&a->wall, sizeof a->wall, &b->wall, sizeof b->wall);
  g_assert_cmpmem (a->players, sizeof a->players, b->players, sizeof b->players);
  g_assert_cmpuint (a->n_payments, ==, b->n_payments);
  g_assert_cmpmem (a->rules_data, sizeof a->rules_data, b->rules_data, sizeof b->rules_data);
}

/* Replays action by action, checking the invariants after each; returns
 * the number applied. */
static guint
replay_checked (const MjRecord *record,
                MjGame        **out)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (MjGame) game = mj_record_replay (record, 0, &error);
  guint i;

  g_assert_no_error (error);
  mj_check_invariants (mj_game_get_state (game));
  for (i = 0; i < record->actions->len; i++)
    {
      const MjAction *a = &g_array_index (record->actions, MjAction, i);
      if (!mj_game_submit_action (game, a, &error))
        {
          fuzz_assert_error (error, MJ_RULES_ERROR);
          break;
        }
      mj_check_invariants (mj_game_get_state (game));
    }
  *out = g_steal_pointer (&game);
  return i;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = fuzz_text (data, size);
  g_autoptr (GError) error = NULL;
  g_autoptr (MjRecord) record = NULL;
  g_autoptr (MjRecord) again = NULL;
  g_autoptr (MjGame) game = NULL;
  g_autoptr (MjGame) stepped = NULL;
  g_autofree char *json = NULL;
  g_autofree char *json_again = NULL;
  guint applied;

  record = mj_record_from_json (text, (gssize) size, &error);
  if (record == NULL)
    {
      fuzz_assert_error (error, MJ_RECORD_ERROR);
      return 0;
    }

  applied = replay_checked (record, &stepped);
  game = mj_record_replay (record, G_MAXUINT, &error);
  if (applied < record->actions->len)
    {
      /* refused at the same action, and the message says which */
      g_autofree char *number = g_strdup_printf ("action %u ", applied + 1);
      g_assert_null (game);
      fuzz_assert_error (error, MJ_RECORD_ERROR);
      g_assert_nonnull (strstr (error->message, number));
      return 0;
    }
  g_assert_no_error (error);
  compare_states (mj_game_get_state (game), mj_game_get_state (stepped));

  /* what loads writes out, and reads back to the same match */
  json = mj_record_to_json (record);
  again = mj_record_from_json (json, -1, &error);
  if (again == NULL)
    g_error ("a record that loaded does not load again once written: %s\n%s", error->message, json);
  g_assert_cmpuint (again->actions->len, ==, record->actions->len);
  json_again = mj_record_to_json (again);
  g_assert_cmpstr (json_again, ==, json);
  {
    g_autoptr (MjGame) replayed = mj_record_replay (again, G_MAXUINT, &error);
    g_assert_no_error (error);
    compare_states (mj_game_get_state (game), mj_game_get_state (replayed));
  }
  return 0;
}
