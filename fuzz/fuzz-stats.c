/* fuzz-stats.c: the statistics loader (mj_stats_from_json) on any bytes.
 * A file either loads or is refused with an MJ_STATS_ERROR sentence; what
 * loads can be listed and looked up, and writes out to JSON that loads
 * back to the same text. */
#include "config.h"

#include "fuzz-common.h"
#include "mj-stats.h"

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
  g_autoptr (GError) error = NULL;
  g_autoptr (MjStats) stats = NULL;
  g_autoptr (MjStats) again = NULL;
  g_auto (GStrv) ids = NULL;
  g_autofree char *json = NULL;
  g_autofree char *json_again = NULL;

  stats = mj_stats_from_json (text, (gssize) size, &error);
  if (stats == NULL)
    {
      fuzz_assert_error (error, MJ_STATS_ERROR);
      return 0;
    }

  ids = mj_stats_dup_rules (stats);
  for (guint i = 0; ids[i]; i++)
    {
      g_autoptr (GPtrArray) players = mj_stats_list_players (stats, ids[i]);
      for (guint k = 0; k < players->len; k++)
        {
          const MjPlayerStats *p = g_ptr_array_index (players, k);
          g_assert_true (mj_stats_lookup (stats, ids[i], p->name) == p);
          g_assert_cmpuint (p->wins, <=, p->hands);
          g_assert_cmpuint (p->series->len, <=, MJ_STATS_MAX_SERIES);
          (void) mj_player_stats_get_average (p);
        }
    }
  (void) mj_stats_get_n_hands (stats);

  json = mj_stats_to_json (stats);
  again = mj_stats_from_json (json, -1, &error);
  if (again == NULL)
    g_error ("statistics that loaded do not load again once written: %s\n%s", error->message, json);
  json_again = mj_stats_to_json (again);
  g_assert_cmpstr (json_again, ==, json);
  return 0;
}
