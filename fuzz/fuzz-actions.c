/* fuzz-actions.c: any stream of actions fed to the state machine of one
 * rule set (FUZZ_RULES, set by fuzz/meson.build).  The first bytes choose
 * the seed, the house options and the match length; each byte after
 * either picks one of the legal actions of a seat that must act (most
 * bytes, so games go deep) or, from 0xc0 up, builds a raw action from the
 * next three bytes (any type, seat, tile and flag).
 *
 * After every action: an action applied leaves the invariants holding
 * (tests/mj-invariants.c); an action refused gives an MJ_RULES_ERROR
 * sentence and leaves the state byte for byte as it was; every action
 * the machine lists as legal passes its own check. */
#include "config.h"

#include "fuzz-common.h"
#include "mj-invariants.h"
#include "mj-state.h"

#ifndef FUZZ_RULES
#error "FUZZ_RULES names the rule set (fuzz/meson.build sets it)"
#endif

static const MjRules *rules;

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  fuzz_init ();
  rules = mj_rules_lookup (FUZZ_RULES);
  g_assert_nonnull (rules);
  return 0;
}

typedef struct {
  const uint8_t *data;
  size_t         size;
  size_t         pos;
} Input;

static guint
next_byte (Input *in)
{
  return in->pos < in->size ? in->data[in->pos++] : 0;
}

/* House options from the input: each option keeps its standard value or
 * takes any value it allows, so every variant of the rules is played. */
static void
choose_options (Input     *in,
                MjOptions *options)
{
  mj_options_init_defaults (rules, options);
  for (guint i = 0; i < rules->n_options; i++)
    {
      const MjOptionSpec *spec = &rules->options[i];
      guint b = next_byte (in);

      if ((b & 3) != 0)
        continue;
      b >>= 2;
      switch (spec->type)
        {
        case MJ_OPTION_BOOL:
          options->values[i] = (int) (b & 1);
          break;
        case MJ_OPTION_INT:
          options->values[i] = spec->min + (int) (b % (guint) (spec->max - spec->min + 1));
          break;
        case MJ_OPTION_CHOICE:
          options->values[i] = (int) (b % g_strv_length ((char **) spec->choices));
          break;
        }
    }
}

/* Every action a seat is offered passes the machine's own check. */
static void
check_legal (const MjState *s)
{
  for (guint seat = 0; seat < MJ_N_SEATS; seat++)
    {
      MjAction legal[MJ_MAX_LEGAL];
      guint n = mj_state_legal_actions (s, seat, legal, G_N_ELEMENTS (legal));

      g_assert_cmpuint (n, <=, G_N_ELEMENTS (legal));
      for (guint i = 0; i < n; i++)
        {
          MjRefusal r = mj_state_check (s, &legal[i]);
          if (r != MJ_REFUSAL_NONE)
            {
              g_autofree char *text = mj_action_describe (&legal[i]);
              g_error ("hand %u, phase %d: “%s” is listed as legal but refused (%d)",
                       s->hand_number, s->phase, text, r);
            }
        }
    }
}

static gboolean
choose_action (Input         *in,
               const MjState *s,
               MjAction      *a)
{
  guint b = next_byte (in);
  guint pending = mj_state_pending (s);

  memset (a, 0, sizeof *a);
  a->tile = MJ_TILE_NONE;
  if (b >= 0xc0)
    {
      a->type = (guint8) (next_byte (in) % (MJ_N_ACTION_TYPES + 1));
      b = next_byte (in);
      a->seat = (guint8) (b % (MJ_N_SEATS + 1));
      a->flags = (guint8) ((b >> 3) & 1);
      a->tile = (MjTile) next_byte (in);
      a->tiles[0] = a->tile;
      a->tiles[1] = (MjTile) (a->tile + (b >> 4) % 3);
      a->tiles[2] = (MjTile) (a->tile + (b >> 6));
      return TRUE;
    }
  if (s->phase == MJ_PHASE_HAND_OVER)
    {
      a->type = MJ_ACTION_NEXT_HAND;
      return TRUE;
    }
  if (pending == 0)
    return FALSE;
  /* the b-th pending seat (cyclically), then its b-th legal action */
  for (guint k = 0, seat = b % MJ_N_SEATS; k < MJ_N_SEATS; k++, seat = (seat + 1) % MJ_N_SEATS)
    if (pending & (1u << seat))
      {
        MjAction legal[MJ_MAX_LEGAL];
        guint n = mj_state_legal_actions (s, seat, legal, G_N_ELEMENTS (legal));
        if (n == 0)
          continue;
        *a = legal[(b / MJ_N_SEATS) % n];
        return TRUE;
      }
  g_error ("hand %u, phase %d: seats %#x must act but none has a legal action",
           s->hand_number, s->phase, pending);
  return FALSE;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  Input in = { data, size, 0 };
  g_autofree MjState *s = g_new0 (MjState, 1);
  g_autofree MjState *before = g_new0 (MjState, 1);
  MjOptions options;
  guint64 seed;
  guint hands, b;

  if (size < 6)
    return 0;
  seed = (guint64) next_byte (&in) | (guint64) next_byte (&in) << 8 |
         (guint64) next_byte (&in) << 16 | (guint64) next_byte (&in) << 24;
  b = next_byte (&in);
  hands = 1 + (b & 0xf) % 3;
  choose_options (&in, &options);

  mj_state_init (s, rules, &options, seed, MJ_MATCH_HANDS, hands);
  /* the high bits: seats asked in every window (hot seat, ask every human) */
  s->ask_all = (guint8) (b >> 4);
  mj_state_start_hand (s);
  /* MjGame hands the events to its signals after every action */
  s->n_events = 0;
  s->dropped_events = 0;
  mj_check_invariants (s);

  while (in.pos < in.size && s->phase != MJ_PHASE_MATCH_OVER)
    {
      g_autoptr (GError) error = NULL;
      MjAction a;

      check_legal (s);
      if (!choose_action (&in, s, &a))
        break;
      memcpy (before, s, sizeof *s);
      if (mj_state_apply (s, &a, &error))
        {
          g_assert_no_error (error);
          s->n_events = 0;
          s->dropped_events = 0;
          mj_check_invariants (s);
        }
      else
        {
          fuzz_assert_error (error, MJ_RULES_ERROR);
          if (memcmp (before, s, sizeof *s) != 0)
            {
              g_autofree char *text = mj_action_describe (&a);
              g_error ("hand %u, phase %d: the refused “%s” changed the state", s->hand_number, s->phase, text);
            }
        }
    }
  return 0;
}
