/* test-hint.c: the advice of mj-hint.c, checked against counts made here
 * by brute force (hand-reference.c) and against the game's own answers.
 *
 *   /hint/refusals              every refusal the engine has is in a rule
 *                               set's table, each with its sentence and a
 *                               why-not sentence naming the rule
 *   /hint/live-shanten          tiles from ready with a void suit, against
 *                               the least tiles to add, counted here
 *   /hint/RULES/positions       seeded positions from self-play: the advised
 *                               discard has the least shanten, then the most
 *                               unseen tiles that help, among the discards
 *                               the game allows (or what a rule demands);
 *                               every candidate's figures match the count;
 *                               the advice is legal; a win is taken
 *   /hint/RULES/claims          the advised claim is legal, a win is taken,
 *                               a claim taken brings the hand closer
 *   /hint/RULES/predictions     what the hint predicts for every action the
 *                               seat could try is what the game answers
 *   /hint/RULES/win-values      the value and the gain the hint gives a
 *                               win are what the game pays when it is made,
 *                               on a kong's replacement (杠上开花) too
 *   /hint/RULES/table           every refusal the game gives any seat in
 *                               self-play is in the rule set's table
 *   /hint/RULES/options         with each option switched, every decision
 *                               gets advice the game allows
 *   /hint/taiwan16/pre-draw     ready on the dealt tiles (天聽), from a
 *                               stacked deal
 *   /hint/RULES/cli             `sparrow-cli hint --json` on worked hands,
 *                               and positions that cannot be refused with
 *                               the reason (when SPARROW_CLI names the
 *                               program)
 *
 * Usage: test-hint RULES [POSITIONS]
 */
#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>
#include <sys/wait.h>

#include "hand-reference.h"
#include "mj-bot.h"
#include "mj-game.h"
#include "mj-hint.h"
#include "mj-state.h"
#include "mj-view.h"

#define BIT(t) (G_GUINT64_CONSTANT (1) << (t))

static const MjRules *rules;
static guint n_positions = 10000;

/* ---- brute force ---------------------------------------------------------------- */

/* Seven pairs, four alike counting as two: the least tiles to add to the
 * counts (no kind above four) so that they hold seven pairs, minus one.
 * Each kind ends with 0, 2 or 4; tiles beyond that are discarded. */
static int
bf_seven_pairs (const guint8 *counts,
                guint64       kinds)
{
  int dp[8];

  for (guint p = 0; p < 8; p++)
    dp[p] = 1000;
  dp[0] = 0;
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      int next[8];
      if (!(kinds & BIT (t)))
        continue;
      memcpy (next, dp, sizeof next);
      for (guint p = 0; p < 8; p++)
        for (guint target = 2; target <= 4; target += 2)
          if (p + target / 2 < 8 && dp[p] < 1000)
            {
              int cost = dp[p] + MAX (0, (int) target - (int) counts[t]);
              next[p + target / 2] = MIN (next[p + target / 2], cost);
            }
      memcpy (dp, next, sizeof dp);
    }
  return dp[7] - 1;
}

static guint64
kinds_of (const MjRules *r)
{
  guint64 m = 0;

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (mj_tileset_has_kind (r->tileset, t))
      m |= BIT (t);
  return m;
}

static guint64
suit_kinds (int suit)
{
  return suit < 0 ? 0 : ((BIT (9) - 1) << (9 * suit));
}

/* Tiles from ready, the void suit's tiles never joining a set or the pair
 * (a Sichuan win lacks the suit): they are taken out of the counts and
 * the hand still needs as many sets. */
static int
bf_shanten (const RefHand *ref,
            int            missing)
{
  RefHand live = *ref;

  if (missing < 0)
    return ref_shanten (ref, rules->shapes);
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (suit_kinds (missing) & BIT (t))
      live.counts[t] = 0;
  {
    int best = (rules->shapes & MJ_SHAPE_STANDARD) ? ref_shanten_standard (&live) : REF_NONE;
    if ((rules->shapes & MJ_SHAPE_SEVEN_PAIRS_QUADS) && live.n_melds == 0 &&
        (live.n_tiles == 13 || live.n_tiles == 14))
      best = MIN (best, bf_seven_pairs (live.counts, kinds_of (rules) & ~suit_kinds (missing)));
    g_assert_false (rules->shapes & (MJ_SHAPE_SEVEN_PAIRS | MJ_SHAPE_THIRTEEN_ORPHANS));
    return best;
  }
}

typedef struct {
  int   shanten;
  guint accepted;      /* unseen copies of the kinds that lower it */
  guint64 mask;
} BfFigures;

/* A hand of 3n+1 tiles: tiles from ready, and the draws that help. */
static void
bf_figures (const RefHand *ref,
            int            missing,
            const guint8  *unseen,
            BfFigures     *out)
{
  RefHand h = *ref;
  guint64 kinds = kinds_of (rules) & ~suit_kinds (missing);

  out->shanten = bf_shanten (ref, missing);
  out->accepted = 0;
  out->mask = 0;
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      if (!(kinds & BIT (t)) || h.counts[t] >= 4)
        continue;
      h.counts[t]++;
      h.n_tiles++;
      if (bf_shanten (&h, missing) < out->shanten)
        {
          out->accepted += unseen[t];
          out->mask |= BIT (t);
        }
      h.counts[t]--;
      h.n_tiles--;
    }

  /* ready with no copy of any wait left: one tile from a ready hand that
   * can win, helped by the draws after which a discard leaves one */
  if (out->shanten == 0 && out->accepted == 0)
    {
      out->shanten = 1;
      out->mask = 0;
      for (MjTile t = 0; t < MJ_N_KINDS; t++)
        {
          gboolean helps = FALSE;

          if (!(kinds & BIT (t)) || h.counts[t] >= 4 || unseen[t] == 0)
            continue;
          h.counts[t]++;
          h.n_tiles++;
          for (MjTile x = 0; x < MJ_N_KINDS && !helps; x++)
            {
              if (!h.counts[x])
                continue;
              h.counts[x]--;
              h.n_tiles--;
              if (bf_shanten (&h, missing) == 0)
                for (MjTile w = 0; w < MJ_N_KINDS && !helps; w++)
                  if ((kinds & BIT (w)) && h.counts[w] < 4 && unseen[w] - (w == t) > 0)
                    {
                      h.counts[w]++;
                      h.n_tiles++;
                      helps = bf_shanten (&h, missing) == -1;
                      h.counts[w]--;
                      h.n_tiles--;
                    }
              h.counts[x]++;
              h.n_tiles++;
            }
          h.counts[t]--;
          h.n_tiles--;
          if (helps)
            {
              out->accepted += unseen[t];
              out->mask |= BIT (t);
            }
        }
    }
}

/* The copies of each kind a seat cannot see, from what its view shows:
 * its own tiles, every meld face up, every discard face up and not taken
 * into a meld, and the hands laid down. */
static void
bf_unseen (const MjView *v,
           guint8       *unseen)
{
  guint seen[MJ_N_KINDS] = { 0 };

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    seen[t] = v->hand.counts[t];
  for (guint i = 0; i < MJ_N_SEATS; i++)
    {
      const MjViewPlayer *p = &v->players[i];
      for (guint m = 0; m < p->n_melds; m++)
        if (p->melds[m].tile != MJ_TILE_NONE)
          {
            MjTile t[4];
            guint n = mj_meld_tiles (&p->melds[m], t);
            for (guint k = 0; k < n; k++)
              seen[t[k]]++;
          }
      for (guint d = 0; d < p->n_discards; d++)
        if (p->discards[d].tile < MJ_N_KINDS && !(p->discards[d].flags & MJ_DISCARD_CLAIMED))
          seen[p->discards[d].tile]++;
      if (p->revealed && i != v->seat)
        for (MjTile t = 0; t < MJ_N_KINDS; t++)
          seen[t] += p->shown.counts[t];
    }
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    unseen[t] = mj_tileset_has_kind (rules->tileset, t) ? (guint8) (4 - MIN (seen[t], 4u)) : 0;
}

/* ---- self-play ------------------------------------------------------------------- */

typedef gboolean (*Visit) (MjGame         *game,
                           const MjState  *s,
                           guint           seat,
                           const MjAction *legal,
                           guint           n,
                           const MjView   *view,
                           gpointer        data);

/* Plays matches of baseline bots from `seed` on, calling `visit` at each
 * decision, until it returns FALSE. */
static void
self_play_with (const MjOptions *options,
                guint64          seed,
                Visit            visit,
                gpointer         data)
{
  g_autofree MjView *view = g_new0 (MjView, 1);

  for (;; seed++)
    {
      g_autoptr (MjGame) game = mj_game_new (rules, options, seed, MJ_MATCH_HANDS, 8);
      MjBot bots[MJ_N_SEATS];

      for (guint i = 0; i < MJ_N_SEATS; i++)
        mj_bot_init (&bots[i], MJ_BOT_BASELINE, seed * 4 + i);
      mj_game_start (game);
      while (mj_game_get_phase (game) != MJ_PHASE_MATCH_OVER)
        {
          const MjState *s = mj_game_get_state (game);
          guint pending = mj_state_pending (s);
          g_autoptr (GError) error = NULL;

          if (s->phase == MJ_PHASE_HAND_OVER)
            {
              MjAction next = { MJ_ACTION_NEXT_HAND, 0, MJ_TILE_NONE, 0, { 0 } };
              g_assert_true (mj_game_submit_action (game, &next, &error));
              continue;
            }
          for (guint seat = 0; seat < MJ_N_SEATS; seat++)
            if (pending & (1u << seat))
              {
                MjAction legal[MJ_MAX_LEGAL];
                guint n = mj_game_legal_actions (game, seat, legal, G_N_ELEMENTS (legal));
                MjAction a;

                mj_game_get_view (game, seat, view);
                if (!visit (game, s, seat, legal, n, view, data))
                  return;
                a = mj_bot_decide (&bots[seat], view, legal, n);
                g_assert_true (mj_game_submit_action (game, &a, &error));
                break;
              }
        }
    }
}

static void
self_play (guint64  seed,
           Visit    visit,
           gpointer data)
{
  self_play_with (NULL, seed, visit, data);
}

static gboolean
is_legal (const MjAction *legal,
          guint           n,
          const MjAction *a)
{
  for (guint i = 0; i < n; i++)
    if (legal[i].type == a->type && legal[i].tile == a->tile &&
        (legal[i].flags & MJ_ACTION_FLAG_READY) == (a->flags & MJ_ACTION_FLAG_READY))
      return TRUE;
  return FALSE;
}

static gboolean
find_legal (const MjAction *legal,
            guint           n,
            MjActionType    type)
{
  for (guint i = 0; i < n; i++)
    if (legal[i].type == type)
      return TRUE;
  return FALSE;
}

/* A sentence a player reads names tiles in words: no "5m", "1z". */
static void
assert_no_notation (const char *sentence)
{
  static GRegex *notation;

  if (notation == NULL)
    notation = g_regex_new ("[1-9][mpszf]\\b|\\([mpsz]\\)", G_REGEX_OPTIMIZE, 0, NULL);
  if (g_regex_match (notation, sentence, 0, NULL))
    g_error ("tile notation in a sentence: “%s”", sentence);
}

static void
check_sentences (const MjHint *hint)
{
  g_autofree char *s = mj_hint_sentence (hint);

  g_assert_nonnull (s);
  g_assert_cmpuint (strlen (s), >, 10);
  g_assert_null (strstr (s, "%"));
  assert_no_notation (s);
  if (hint->recommended.type == MJ_ACTION_DISCARD || hint->recommended.type == MJ_ACTION_WIN)
    g_assert_nonnull (strstr (s, mj_tile_display_name (hint->recommended.tile)));
  for (guint i = 0; i < hint->n_candidates; i++)
    {
      g_autofree char *line = mj_hint_candidate_sentence (hint, i);
      g_assert_cmpuint (strlen (line), >, 3);
      assert_no_notation (line);
    }
  for (guint i = 0; i < hint->n_claims; i++)
    {
      g_autofree char *line = mj_hint_claim_sentence (hint, i);
      assert_no_notation (line);
      g_assert_cmpuint (strlen (line), >, 3);
    }
}

/* ---- /hint/RULES/positions -------------------------------------------------------- */

typedef struct {
  guint positions;
  guint rule_decided;     /* the rule, not the figures, chose the discard */
  guint ready;
  guint wins;
  guint kongs;
} Positions;

static gboolean
visit_position (MjGame         *game,
                const MjState  *s,
                guint           seat,
                const MjAction *legal,
                guint           n,
                const MjView   *view,
                gpointer        data)
{
  Positions *st = data;
  g_autofree MjHint *hint = NULL;
  guint8 unseen[MJ_N_KINDS];
  int missing = view->players[seat].missing_suit;
  int best_sh = 1000;
  guint best_acc = 0;
  gboolean any_ready = FALSE;
  guint ready_best_acc = 0;
  const MjHintDiscard *d0;
  RefHand ref;

  if (s->phase != MJ_PHASE_TURN || !find_legal (legal, n, MJ_ACTION_DISCARD))
    return TRUE;

  hint = g_new (MjHint, 1);
  mj_hint_build (hint, view, legal, n);
  g_assert_cmpint (hint->kind, ==, MJ_HINT_TURN);
  g_assert_cmpint (hint->missing_suit, ==, missing);
  g_assert_cmpuint (hint->n_candidates, >, 0);
  bf_unseen (view, unseen);
  ref_hand_from_hand (&ref, &view->hand);

  /* the advice is an action the game allows; a win is never passed up */
  g_assert_cmpint (mj_state_check (s, &hint->recommended), ==, MJ_REFUSAL_NONE);
  if (find_legal (legal, n, MJ_ACTION_WIN))
    {
      if (hint->recommended.type != MJ_ACTION_WIN)
        {
          g_autofree char *h = mj_hand_format (&view->hand);
          g_error ("%s (drawn %s): the game allows a win, the hint says %d", h,
                   view->drawn < MJ_N_KINDS ? mj_tile_to_string (view->drawn) : "none", hint->win.refusal);
        }
      st->wins++;
    }
  st->kongs += hint->recommended.type == MJ_ACTION_KONG_CONCEALED || hint->recommended.type == MJ_ACTION_KONG_ADDED;

  /* the figures of every candidate, by brute force */
  for (guint i = 0; i < hint->n_candidates; i++)
    {
      const MjHintDiscard *d = &hint->candidates[i];
      RefHand after = ref;
      BfFigures f;

      g_assert_cmpuint (after.counts[d->tile], >, 0);
      after.counts[d->tile]--;
      after.n_tiles--;
      bf_figures (&after, missing, unseen, &f);
      if (d->shanten != f.shanten || d->n_accepted != f.accepted)
        {
          g_autofree char *h = mj_hand_format (&view->hand);
          g_error ("%s, discard %s: the hint counts shanten %d and %u tiles, brute force %d and %u",
                   h, mj_tile_to_string (d->tile), d->shanten, d->n_accepted, f.shanten, f.accepted);
        }
      g_assert_cmphex (d->accepted, ==, f.mask);
      /* "would break your only pair": no other kind held twice or more */
      if (d->breaks == MJ_HINT_BREAKS_ONLY_PAIR)
        for (MjTile t = 0; t < MJ_N_KINDS; t++)
          if (t != d->tile && view->hand.counts[t] >= 2 && (missing < 0 || mj_tile_suit (t) != (guint) missing))
            g_error ("%s: discarding %s said to break the only pair, but %s is held %u times",
                     mj_hand_format (&view->hand), mj_tile_to_string (d->tile), mj_tile_to_string (t),
                     view->hand.counts[t]);
      if (d->shanten == 0 && d->refusal == MJ_REFUSAL_NONE)
        {
          guint sum = 0;
          for (guint w = 0; w < d->n_waits; w++)
            {
              RefHand win = after;
              win.counts[d->waits[w].tile]++;
              win.n_tiles++;
              g_assert_cmpint (bf_shanten (&win, missing), ==, -1);
              g_assert_cmpuint (d->waits[w].unseen, ==, unseen[d->waits[w].tile]);
              sum += d->waits[w].unseen;
              g_assert_true (d->waits[w].self_drawn.refusal == MJ_REFUSAL_NONE ||
                             mj_rules_find_refusal (rules, d->waits[w].self_drawn.refusal));
              g_assert_true (d->waits[w].discard.refusal == MJ_REFUSAL_NONE ||
                             mj_rules_find_refusal (rules, d->waits[w].discard.refusal));
            }
          if (d->n_waits < MJ_HINT_MAX_WAITS)
            g_assert_cmpuint (sum, ==, d->n_accepted);
        }
      /* a candidate the hint allows is one the game allows */
      if (d->refusal == MJ_REFUSAL_NONE)
        {
          MjAction a = { MJ_ACTION_DISCARD, (guint8) seat, d->tile, d->declare_ready ? MJ_ACTION_FLAG_READY : 0, { 0 } };
          g_assert_true (is_legal (legal, n, &a));
        }
    }

  /* the best the game allows, by brute force */
  for (guint i = 0; i < n; i++)
    if (legal[i].type == MJ_ACTION_DISCARD)
      {
        RefHand after = ref;
        BfFigures f;
        after.counts[legal[i].tile]--;
        after.n_tiles--;
        bf_figures (&after, missing, unseen, &f);
        if (f.shanten < best_sh || (f.shanten == best_sh && f.accepted > best_acc))
          {
            best_sh = f.shanten;
            best_acc = f.accepted;
          }
        /* (a declaration on waits with no copy left is no ready hand) */
        if ((legal[i].flags & MJ_ACTION_FLAG_READY) && f.shanten == 0)
          {
            any_ready = TRUE;
            ready_best_acc = MAX (ready_best_acc, f.accepted);
          }
      }

  d0 = &hint->candidates[0];
  g_assert_cmpint (d0->refusal, ==, MJ_REFUSAL_NONE);
  if (any_ready && (view->features & MJ_FEATURE_READY_REQUIRED))
    {
      /* Lisi: only a declared hand wins, and a standing tile declares */
      g_assert_true (d0->declare_ready);
      g_assert_cmpuint (d0->n_accepted, ==, ready_best_acc);
      st->rule_decided += d0->shanten != best_sh || d0->n_accepted != best_acc;
    }
  else
    {
      if (d0->shanten != best_sh || d0->n_accepted != best_acc)
        {
          g_autofree char *h = mj_hand_format (&view->hand);
          g_error ("%s: advised %s (shanten %d, %u tiles), but the game allows one with shanten %d and %u tiles",
                   h, mj_tile_to_string (d0->tile), d0->shanten, d0->n_accepted, best_sh, best_acc);
        }
    }
  /* the rules that decide, said again in their own terms */
  if (missing >= 0)
    {
      gboolean holds = FALSE;
      for (MjTile t = 0; t < MJ_FIRST_HONOR; t++)
        holds |= mj_tile_suit (t) == (guint) missing && view->hand.counts[t] > 0;
      if (holds)
        {
          g_assert_cmpuint (mj_tile_suit (d0->tile), ==, (guint) missing);
          g_assert_cmpint (hint->reason, ==, MJ_HINT_REASON_MISSING_SUIT);
          st->rule_decided++;
        }
    }
  if ((view->features & MJ_FEATURE_STANDING_TILES) && view->players[seat].ready == MJ_READY_NONE)
    g_assert_true (d0->declare_ready || view->hand.counts[d0->tile] > view->standing[d0->tile]);

  /* the review agrees with the advice */
  {
    MjAction best = { MJ_ACTION_DISCARD, (guint8) seat, d0->tile, d0->declare_ready ? MJ_ACTION_FLAG_READY : 0, { 0 } };
    g_assert_cmpint (mj_hint_discard_loss (hint, &best), ==, 0);
    g_assert_null (mj_hint_review_sentence (hint, &best));
    for (guint i = 1; i < hint->n_candidates; i++)
      {
        const MjHintDiscard *d = &hint->candidates[i];
        MjAction a = { MJ_ACTION_DISCARD, (guint8) seat, d->tile, d->declare_ready ? MJ_ACTION_FLAG_READY : 0, { 0 } };
        int loss = mj_hint_discard_loss (hint, &a);
        g_assert_cmpint (loss, >=, 0);
        if (loss > 0 && d->refusal == MJ_REFUSAL_NONE)
          {
            g_autofree char *r = mj_hint_review_sentence (hint, &a);
            g_assert_nonnull (r);
          }
      }
  }

  st->ready += d0->shanten == 0;
  check_sentences (hint);
  return ++st->positions < n_positions;
}

static void
test_positions (void)
{
  Positions st = { 0 };

  self_play (1, visit_position, &st);
  g_test_message ("%u positions: %u decided by a rule, %u ready after the advice, %u wins, %u kongs advised",
                  st.positions, st.rule_decided, st.ready, st.wins, st.kongs);
}

/* ---- /hint/RULES/claims -------------------------------------------------------------- */

typedef struct {
  guint claims;
  guint taken;
  guint wins;
  guint refused_wins;
  guint closer;        /* passes that name a claim bringing the hand closer */
} Claims;

static gboolean
visit_claim (MjGame         *game,
             const MjState  *s,
             guint           seat,
             const MjAction *legal,
             guint           n,
             const MjView   *view,
             gpointer        data)
{
  Claims *st = data;
  g_autofree MjHint *hint = NULL;
  guint8 unseen[MJ_N_KINDS];
  RefHand ref;
  int pass_sh;

  if (s->phase != MJ_PHASE_CLAIM && s->phase != MJ_PHASE_ROB)
    return TRUE;
  hint = g_new (MjHint, 1);
  mj_hint_build (hint, view, legal, n);
  g_assert_cmpint (hint->kind, ==, MJ_HINT_CLAIM);
  g_assert_cmpint (mj_state_check (s, &hint->recommended), ==, MJ_REFUSAL_NONE);
  if (find_legal (legal, n, MJ_ACTION_WIN))
    {
      g_assert_cmpint (hint->recommended.type, ==, MJ_ACTION_WIN);
      st->wins++;
    }

  bf_unseen (view, unseen);
  ref_hand_from_hand (&ref, &view->hand);
  pass_sh = bf_shanten (&ref, view->players[seat].missing_suit);
  g_assert_cmpint (hint->pass_shanten, ==, pass_sh);

  /* "Pass: a kong of 3m would bring you closer to ready, but…" only when
   * some claim does bring the hand closer */
  if (hint->claim < 0)
    {
      g_autofree char *text = mj_hint_sentence (hint);
      if (strstr (text, "would bring you closer"))
        {
          gboolean closer = FALSE;
          for (guint i = 0; i < hint->n_claims; i++)
            closer |= hint->claims[i].action.type != MJ_ACTION_WIN &&
                      hint->claims[i].refusal == MJ_REFUSAL_NONE && hint->claims[i].shanten < pass_sh;
          if (!closer)
            g_error ("%s: no claim brings the hand closer, yet the hint says so", text);
          st->closer++;
        }
    }

  for (guint i = 0; i < hint->n_claims; i++)
    {
      const MjHintClaim *k = &hint->claims[i];
      if (k->action.type == MJ_ACTION_WIN && k->refusal != MJ_REFUSAL_NONE)
        {
          /* a win the rules block is explained with the game's reason */
          g_assert_cmpint (k->refusal, ==, mj_state_check (s, &k->action));
          st->refused_wins++;
        }
      else
        g_assert_true (is_legal (legal, n, &k->action));
    }

  if (hint->claim >= 0 && hint->recommended.type != MJ_ACTION_WIN)
    {
      const MjHintClaim *k = &hint->claims[hint->claim];
      MjTile t = view->claim_tile;
      RefHand after = ref;
      int least = 1000;

      g_assert_true (k->helps);
      /* the hand after the claim, and its best discard, by brute force */
      if (k->action.type == MJ_ACTION_CHOW)
        {
          for (MjTile x = k->action.tile; x <= k->action.tile + 2; x++)
            if (x != t)
              after.counts[x]--;
        }
      else
        after.counts[t] -= k->action.type == MJ_ACTION_KONG ? 3 : 2;
      after.n_tiles -= k->action.type == MJ_ACTION_KONG ? 3 : 2;
      after.n_melds++;
      if (k->action.type == MJ_ACTION_KONG)
        least = bf_shanten (&after, view->players[seat].missing_suit);
      else
        for (MjTile d = 0; d < MJ_N_KINDS; d++)
          if (after.counts[d])
            {
              RefHand x = after;
              x.counts[d]--;
              x.n_tiles--;
              least = MIN (least, bf_shanten (&x, view->players[seat].missing_suit));
            }
      g_assert_cmpint (k->shanten, >=, least);
      if (k->action.type == MJ_ACTION_KONG)
        g_assert_cmpint (least, <=, pass_sh);
      else
        g_assert_cmpint (k->shanten, <, pass_sh);
      st->taken++;
    }
  check_sentences (hint);
  return ++st->claims < n_positions / 4;
}

static void
test_claims (void)
{
  Claims st = { 0 };

  self_play (1001, visit_claim, &st);
  g_test_message ("%u claim decisions: %u claims advised, %u wins, %u wins the rules refuse, "
                  "%u passes naming a claim that brings the hand closer",
                  st.claims, st.taken, st.wins, st.refused_wins, st.closer);
}

/* ---- /hint/RULES/predictions and /hint/RULES/table ------------------------------------ */

/* Actions a seat might try now: every type, on the tiles that matter. */
static guint
tries (const MjState *s,
       guint          seat,
       MjAction      *out,
       guint          max)
{
  const MjPlayer *p = &s->players[seat];
  guint n = 0;

#define TRY(type_, tile_, flags_) \
  G_STMT_START { if (n < max) out[n++] = (MjAction) { (type_), (guint8) seat, (tile_), (flags_), { (tile_), (tile_), (tile_) } }; } G_STMT_END

  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    {
      if (p->hand.counts[t] == 0 && t != s->claim_tile && t % 5 != 0)
        continue;
      TRY (MJ_ACTION_DISCARD, t, 0);
      TRY (MJ_ACTION_DISCARD, t, MJ_ACTION_FLAG_READY);
      TRY (MJ_ACTION_KONG_CONCEALED, t, 0);
      TRY (MJ_ACTION_KONG_ADDED, t, 0);
    }
  TRY (MJ_ACTION_WIN, s->claim_tile, 0);
  TRY (MJ_ACTION_WIN, MJ_TILE_NONE, 0);
  TRY (MJ_ACTION_KONG, s->claim_tile, 0);
  TRY (MJ_ACTION_PUNG, s->claim_tile, 0);
  if (s->claim_tile < MJ_FIRST_HONOR)
    for (int d = 0; d <= 2; d++)
      if ((int) s->claim_tile - d >= 0)
        TRY (MJ_ACTION_CHOW, (MjTile) (s->claim_tile - d), 0);
  TRY (MJ_ACTION_PASS, s->claim_tile, 0);
  TRY (MJ_ACTION_DECLARE_READY, MJ_TILE_NONE, 0);
  for (guint suit = 0; suit < 3; suit++)
    TRY (MJ_ACTION_CHOOSE_SUIT, (MjTile) suit, 0);
  for (guint suit = 0; suit < 4; suit++)
    {
      MjAction a = { MJ_ACTION_EXCHANGE, (guint8) seat, MJ_TILE_NONE, 0, { 0 } };
      guint k = 0;
      for (MjTile t = (MjTile) (suit * 9); t < suit * 9 + 9 && t < MJ_N_KINDS && k < 3; t++)
        for (guint c = 0; c < p->hand.counts[t] && k < 3; c++)
          a.tiles[k++] = t;
      if (k == 3 && n < max)
        out[n++] = a;
    }
  TRY (MJ_ACTION_NEXT_HAND, MJ_TILE_NONE, 0);
#undef TRY
  return n;
}

typedef struct {
  guint   positions;
  guint   checked;
  guint64 seen;        /* bit r: refusal r was given */
} Predictions;

static gboolean
visit_prediction (MjGame         *game,
                  const MjState  *s,
                  guint           seat,
                  const MjAction *legal,
                  guint           n,
                  const MjView   *view,
                  gpointer        data)
{
  Predictions *st = data;
  MjAction a[200];
  guint n_a = tries (s, seat, a, G_N_ELEMENTS (a));

  for (guint i = 0; i < n_a; i++)
    {
      MjRefusal game_says = mj_state_check (s, &a[i]);
      MjRefusal hint_says = mj_hint_check (view, &a[i]);
      if (game_says != hint_says)
        {
          g_autofree char *what = mj_action_describe (&a[i]);
          g_autofree char *h = mj_hand_format (&view->hand);
          g_error ("%s, phase %d, %s: the game says %d, the hint predicts %d", h, s->phase, what,
                   game_says, hint_says);
        }
      if (game_says != MJ_REFUSAL_NONE)
        {
          g_autofree char *why = mj_hint_why_not (rules, &a[i], game_says);
          g_assert_nonnull (strstr (why, mj_refusal_sentence (game_says)));
          st->seen |= BIT (game_says);
        }
      st->checked++;
    }
  return ++st->positions < n_positions / 4;
}

static void
test_predictions (void)
{
  Predictions st = { 0 };

  self_play (2001, visit_prediction, &st);
  g_test_message ("%u positions, %u actions predicted", st.positions, st.checked);
}

typedef struct {
  guint positions;
  guint wins;
  guint after_kong;
} WinValues;

static gboolean
visit_win_value (MjGame         *game,
                 const MjState  *s,
                 guint           seat,
                 const MjAction *legal,
                 guint           n,
                 const MjView   *view,
                 gpointer        data)
{
  WinValues *st = data;
  g_autofree MjHint *hint = NULL;
  g_autofree MjState *after = NULL;
  g_autoptr (GError) error = NULL;
  const MjHintValue *said = NULL;
  MjAction win = { MJ_ACTION_NONE, 0, MJ_TILE_NONE, 0, { 0 } };
  const MjWin *made;

  st->positions++;
  for (guint i = 0; i < n; i++)
    if (legal[i].type == MJ_ACTION_WIN)
      win = legal[i];
  if (win.type != MJ_ACTION_WIN)
    return st->positions < n_positions * 4;

  hint = g_new (MjHint, 1);
  mj_hint_build (hint, view, legal, n);
  if (hint->kind == MJ_HINT_TURN)
    said = &hint->win;
  else
    for (guint i = 0; i < hint->n_claims; i++)
      if (hint->claims[i].action.type == MJ_ACTION_WIN)
        said = &hint->claims[i].win;
  g_assert_nonnull (said);
  g_assert_cmpint (said->refusal, ==, MJ_REFUSAL_NONE);

  /* the win made on a copy of the game; on a discard others may still
   * have to answer, and then nothing is paid yet */
  after = g_new (MjState, 1);
  *after = *s;
  g_assert_true (mj_state_apply (after, &win, &error));
  if (after->n_wins == s->n_wins)
    return TRUE;
  made = NULL;
  for (guint i = s->n_wins; i < after->n_wins; i++)
    if (after->wins[i].ctx.seat == seat)
      made = &after->wins[i];
  if (made == NULL)   /* a nearer player's win took the discard (截胡) */
    return TRUE;
  if (said->value != made->score.value || said->gain != made->score.payments[seat])
    {
      g_autofree char *h = mj_hand_format (&view->hand);
      g_error ("%s wins with %s: the hint says %d (gain %d), the game pays %d (gain %d)", h,
               mj_tile_to_string (made->ctx.win_tile), said->value, said->gain, made->score.value,
               made->score.payments[seat]);
    }
  st->wins++;
  st->after_kong += made->ctx.after_kong;
  return st->positions < n_positions * 4;
}

static void
test_win_values (void)
{
  WinValues st = { 0 };

  self_play (4001, visit_win_value, &st);
  g_test_message ("%u positions, %u wins valued as the game pays them (%u on a kong's replacement)",
                  st.positions, st.wins, st.after_kong);
  /* Lisi takes a declared player's wins for him: no seat decides one */
  if (strcmp (rules->id, "lisi") != 0)
    g_assert_cmpuint (st.wins, >, 0);
}

static gboolean
visit_table (MjGame         *game,
             const MjState  *s,
             guint           seat,
             const MjAction *legal,
             guint           n,
             const MjView   *view,
             gpointer        data)
{
  Predictions *st = data;

  if (st->positions++ % 5 == 0)
    for (guint who = 0; who < MJ_N_SEATS; who++)
      {
        MjAction a[200];
        guint n_a = tries (s, who, a, G_N_ELEMENTS (a));
        for (guint i = 0; i < n_a; i++)
          {
            MjRefusal r = mj_state_check (s, &a[i]);
            if (r != MJ_REFUSAL_NONE && mj_rules_find_refusal (rules, r) == NULL)
              {
                g_autofree char *what = mj_action_describe (&a[i]);
                g_error ("%s gives refusal %d (“%s”) to %s, and its table lacks it", rules->id, r,
                         mj_refusal_sentence (r), what);
              }
            st->seen |= BIT (r);
            st->checked++;
          }
      }
  return st->positions < n_positions;
}

static void
test_table (void)
{
  Predictions st = { 0 };
  GString *names = g_string_new (NULL);
  const MjRefusalTerm *table[MJ_N_REFUSALS];
  guint n = mj_rules_refusals (rules, table);

  self_play (3001, visit_table, &st);
  for (guint i = 0; i < n; i++)
    if (!(st.seen & BIT (table[i]->refusal)))
      g_string_append_printf (names, " %d", table[i]->refusal);
  g_test_message ("%u actions tried; refusals of the table not met in play:%s", st.checked,
                  names->len ? names->str : " none");
  g_string_free (names, TRUE);
}

/* ---- /hint/RULES/options ------------------------------------------------------------------ */

typedef struct {
  guint decisions;
  guint kinds[MJ_HINT_PRE_DRAW + 1];
} Smoke;

/* Under any option, every decision gets advice the game allows. */
static gboolean
visit_smoke (MjGame         *game,
             const MjState  *s,
             guint           seat,
             const MjAction *legal,
             guint           n,
             const MjView   *view,
             gpointer        data)
{
  Smoke *st = data;
  g_autofree MjHint *hint = g_new (MjHint, 1);

  mj_hint_build (hint, view, legal, n);
  g_assert_cmpint (hint->kind, !=, MJ_HINT_NONE);
  if (mj_state_check (s, &hint->recommended) != MJ_REFUSAL_NONE)
    {
      g_autofree char *what = mj_action_describe (&hint->recommended);
      g_error ("phase %d: the hint advises “%s”, which the game refuses (%d)", s->phase, what,
               mj_state_check (s, &hint->recommended));
    }
  if (find_legal (legal, n, MJ_ACTION_WIN))
    g_assert_cmpint (hint->recommended.type, ==, MJ_ACTION_WIN);
  check_sentences (hint);
  st->kinds[hint->kind]++;
  return ++st->decisions < 400;
}

static void
test_options (void)
{
  for (guint i = 0; i < rules->n_options; i++)
    {
      const MjOptionSpec *spec = &rules->options[i];
      MjOptions options;
      Smoke st = { 0 };

      if (spec->type != MJ_OPTION_BOOL && spec->type != MJ_OPTION_CHOICE)
        continue;
      mj_options_init_defaults (rules, &options);
      /* the other value of a switch, the next choice of a list */
      if (spec->type == MJ_OPTION_BOOL)
        options.values[i] = !options.values[i];
      else
        {
          guint n_choices = 0;
          while (spec->choices[n_choices])
            n_choices++;
          options.values[i] = (options.values[i] + 1) % (int) n_choices;
        }
      self_play_with (&options, 4001 + i, visit_smoke, &st);
      g_test_message ("%s flipped: %u turns, %u claims, %u suits, %u exchanges, %u ready on the deal", spec->id,
                      st.kinds[MJ_HINT_TURN], st.kinds[MJ_HINT_CLAIM], st.kinds[MJ_HINT_SUIT],
                      st.kinds[MJ_HINT_EXCHANGE], st.kinds[MJ_HINT_PRE_DRAW]);
    }
}

/* ---- /hint/taiwan16/pre-draw ------------------------------------------------------------- */

/* S is ready on the dealt tiles (1234567p waits on 1p 4p 7p); E's first discard, 7z,
 * is nobody's to claim, so S may declare ready before drawing (天聽). */
static void
test_pre_draw (void)
{
  static const char * const hands[MJ_N_SEATS] = {
    "111m222m333m444m555m67z", "123m456m789m123p456p7p", "111s222s333s444s555s1z", "666s777s888s999s111p2z",
  };
  g_autofree MjStackedDeal *deal = g_new0 (MjStackedDeal, 1);
  g_autofree MjView *view = g_new0 (MjView, 1);
  g_autofree MjHint *hint = g_new (MjHint, 1);
  g_autoptr (MjGame) game = mj_game_new (rules, NULL, 1, MJ_MATCH_HANDS, 1);
  g_autoptr (GError) error = NULL;
  g_autofree char *sentence = NULL;
  MjAction discard = { MJ_ACTION_DISCARD, MJ_SEAT_E, 33, 0, { 0 } };
  MjAction legal[MJ_MAX_LEGAL];
  guint n;

  deal->dealer = MJ_SEAT_E;
  for (guint i = 0; i < MJ_N_SEATS; i++)
    g_assert_true (mj_notation_parse (hands[i], &deal->hands[i], NULL));
  mj_game_set_stacked_deal (game, deal);
  mj_game_start (game);
  g_assert_true (mj_game_submit_action (game, &discard, &error));
  g_assert_cmpint (mj_game_get_phase (game), ==, MJ_PHASE_PRE_DRAW);

  n = mj_game_legal_actions (game, MJ_SEAT_S, legal, G_N_ELEMENTS (legal));
  mj_game_get_view (game, MJ_SEAT_S, view);
  mj_hint_build (hint, view, legal, n);
  g_assert_cmpint (hint->kind, ==, MJ_HINT_PRE_DRAW);
  g_assert_cmpint (hint->recommended.type, ==, MJ_ACTION_DECLARE_READY);
  g_assert_cmpuint (hint->candidates[0].n_waits, ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      const MjHintWait *w = &hint->candidates[0].waits[i];
      g_assert_true (w->tile == 9 || w->tile == 12 || w->tile == 15);   /* 1p 4p 7p */
      g_assert_cmpint (w->self_drawn.refusal, ==, MJ_REFUSAL_NONE);
      /* 天聽 scores */
      g_assert_cmpint (w->self_drawn.value, >, 0);
    }
  sentence = mj_hint_sentence (hint);
  g_assert_nonnull (strstr (sentence, "7 of dots"));
  g_assert_nonnull (strstr (sentence, "天聽"));
  g_test_message ("%s", sentence);
  g_assert_true (mj_game_submit_action (game, &hint->recommended, &error));
}

/* ---- /hint/refusals ------------------------------------------------------------------------ */

static void
test_refusals (void)
{
  guint n_rules;
  const MjRules * const *all = mj_rules_all (&n_rules);
  gboolean covered[MJ_N_REFUSALS] = { FALSE };

  for (guint r = 0; r < n_rules; r++)
    {
      const MjRefusalTerm *table[MJ_N_REFUSALS];
      guint n = mj_rules_refusals (all[r], table);

      g_assert_cmpuint (n, >, 0);
      /* its own rules have their names */
      for (guint i = 0; i < all[r]->n_refusals; i++)
        g_assert_nonnull (all[r]->refusals[i].term);
      g_assert_nonnull (mj_rules_short_name (all[r]));
      for (guint i = 0; i < n; i++)
        {
          MjRefusal refusal = table[i]->refusal;
          const char *sentence = mj_refusal_sentence (refusal);
          MjAction a = { MJ_ACTION_PUNG, 0, 13, 0, { 0 } };
          g_autofree char *why = NULL;

          g_assert_cmpint (refusal, >, MJ_REFUSAL_NONE);
          g_assert_cmpint (refusal, <, MJ_N_REFUSALS);
          if (i > 0)
            g_assert_cmpint (table[i - 1]->refusal, <, refusal);
          g_assert_true (mj_rules_find_refusal (all[r], refusal) == table[i]);
          covered[refusal] = TRUE;

          /* the English sentence (the translations read the same msgid) */
          g_assert_nonnull (sentence);
          g_assert_cmpuint (strlen (sentence), >, 15);
          g_assert_cmpstr (mj_hint_refusal_sentence (refusal), ==, sentence);

          why = mj_hint_why_not (all[r], &a, refusal);
          /* the tile in words, never in notation */
          g_assert_nonnull (strstr (why, "5 of dots"));
          assert_no_notation (why);
          g_assert_nonnull (strstr (why, sentence));
          if (table[i]->term)
            {
              g_assert_nonnull (strstr (why, table[i]->term));
              g_assert_nonnull (strstr (why, mj_rules_short_name (all[r])));
            }
        }
    }
  /* every refusal the engine has belongs to some rule set */
  for (guint r = 1; r < MJ_N_REFUSALS; r++)
    if (!covered[r])
      g_error ("refusal %u (“%s”) is in no rule set's table", r, mj_refusal_sentence (r));
}

/* ---- /hint/live-shanten ------------------------------------------------------------------- */

static void
test_live_shanten (void)
{
  const MjRules *sichuan = mj_rules_lookup ("sichuan");
  const MjRules *saved = rules;
  GRand *rand = g_rand_new_with_seed (11);

  rules = sichuan;
  for (guint round = 0; round < 20000; round++)
    {
      guint8 left[MJ_N_KINDS];
      MjHand h;
      RefHand ref;
      int missing = (int) g_rand_int_range (rand, 0, 3);
      guint size = g_rand_boolean (rand) ? 13 : 14;
      int got, want;

      mj_hand_init (&h);
      for (MjTile t = 0; t < MJ_N_KINDS; t++)
        left[t] = t < MJ_FIRST_HONOR ? 4 : 0;
      /* a void suit is usually short: favour the other two */
      while (h.n_tiles < size)
        {
          MjTile t = (MjTile) g_rand_int_range (rand, 0, MJ_FIRST_HONOR);
          if (left[t] == 0 || (mj_tile_suit (t) == (guint) missing && g_rand_int_range (rand, 0, 3) != 0))
            continue;
          left[t]--;
          mj_hand_add (&h, t);
        }
      ref_hand_from_hand (&ref, &h);
      got = mj_hint_live_shanten (&h, sichuan->shapes, suit_kinds (missing));
      want = bf_shanten (&ref, missing);
      if (got != want)
        {
          g_autofree char *text = mj_hand_format (&h);
          g_error ("%s, %c void: %d tiles from ready, not %d", text, "mps"[missing], got, want);
        }
      /* without a void suit it is the hand's own count */
      g_assert_cmpint (mj_hint_live_shanten (&h, sichuan->shapes, 0), ==, mj_hand_shanten (&h, sichuan->shapes));
    }
  rules = saved;
  g_rand_free (rand);
}

/* ---- /hint/RULES/cli ------------------------------------------------------------------------ */

typedef struct {
  const char *rules;
  const char *args;       /* after --rules R --json */
  const char *action;     /* recommended; NULL: a position that cannot be, refused (status 2) */
  const char *tile;       /* NULL: any tile */
  const char *in_sentence;/* a piece the sentence must hold, or NULL */
  int         declare;    /* -1: not checked */
} CliCase;

static const CliCase cli_cases[] = {
  /* the missing suit goes first, whatever the rest */
  { "sichuan", "--context missing-suit=m '1m 234p 567p 2345s 99s 8s'", "discard", "1m", "定缺", -1 },
  /* ready on 3s 6s after 8s, worth a fan either way */
  { "sichuan", "--context missing-suit=m '234p 567p 23445s 899s'", "discard", "8s", "ready", -1 },
  /* the plain hand waits, but wins on a discard only with a kong */
  { "zhuoji", "'123m 456m 789p 23s 99s 5p'", "discard", "5p", "self-draw", -1 },
  /* the standing tiles (the first four written) stay */
  { "lisi", "'5p9p1z2z 123m 456m 78s 33p'", "discard", "3p", "立牌", 0 },
  /* a standing tile put down face down declares ready */
  { "lisi", "'1z9p9p5s 123m 456m 789m 5s'", "discard", "1z", "face down", 1 },
  /* a win on the discard, with the concealed hand's fan */
  { "qionghai", "--claim 5p --context from=W '55p 123m 456s 789s 11z'", "win", "5p", "worth", -1 },
  /* a pung that makes the hand ready, at the price of 门清 */
  { "qionghai", "--claim 5p --context from=W '55p 123m 456s 78s 9p 11z'", "pung", "5p", "门清", -1 },
  /* 地聽: ready with the first discard scores */
  { "taiwan16", "--context first-turn '123m 456m 789p 123s 55z 67s 1z'", "discard", "1z", "地聽", 1 },
  /* sixteen tiles: a chow offered, a win taken */
  { "taiwan16", "--claim 8s '123m 456m 789p 123s 55z 67s'", "win", "8s", "worth", -1 },
  /* positions that cannot be, with the reason (mj_position_context_check) */
  { "sichuan", "--context flowers=1f '1m 234p 567p 2345s 99s 8s'", NULL, NULL, "played without flowers", -1 },
  { "zhuoji", "--context first-turn '123m 456m 23s 99s 5p [777p]'", NULL, NULL, "holds a meld", -1 },
  { "lisi", "--claim 5p --context robbing-kong '5p9p1z2z 123m 456m 78s 3p'", NULL, NULL, "the other three 5 of dots", -1 },
  { "qionghai", "--claim 5p --context bao=S '55p 123m 456s 789s 11z'", NULL, NULL, "his own win", -1 },
  { "taiwan16", "--context after-kong '123m 456m 789p 123s 55z 67s 1z'", NULL, NULL, "no kong and he no flower", -1 },
};

static void
test_cli (void)
{
  const char *cli = g_getenv ("SPARROW_CLI");

  if (cli == NULL)
    {
      g_test_skip ("SPARROW_CLI is not set");
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (cli_cases); i++)
    {
      const CliCase *c = &cli_cases[i];
      g_autoptr (GPtrArray) argv = g_ptr_array_new ();
      g_auto (GStrv) args = NULL;
      g_autoptr (GError) error = NULL;
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autofree char *out = NULL, *err = NULL;
      JsonObject *root, *rec;
      JsonArray *candidates;
      const char *sentence;
      int status;

      if (strcmp (c->rules, rules->id) != 0)
        continue;
      g_assert_true (g_shell_parse_argv (c->args, NULL, &args, &error));
      g_ptr_array_add (argv, (gpointer) cli);
      g_ptr_array_add (argv, "hint");
      g_ptr_array_add (argv, "--json");
      g_ptr_array_add (argv, "--rules");
      g_ptr_array_add (argv, (gpointer) c->rules);
      for (guint k = 0; args[k]; k++)
        g_ptr_array_add (argv, args[k]);
      g_ptr_array_add (argv, NULL);
      g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                                   &out, &err, &status, &error));
      g_assert_no_error (error);
      if (c->action == NULL)
        {
          if (!WIFEXITED (status) || WEXITSTATUS (status) != 2 || strstr (err, c->in_sentence) == NULL)
            g_error ("%s %s: expected a refusal naming “%s” (status 2), got status %d: %s", c->rules, c->args,
                     c->in_sentence, status, err);
          continue;
        }
      if (!g_spawn_check_wait_status (status, NULL))
        g_error ("%s %s: sparrow-cli hint failed: %s", c->rules, c->args, err);
      g_assert_true (json_parser_load_from_data (parser, out, -1, &error));
      root = json_node_get_object (json_parser_get_root (parser));

      g_assert_cmpstr (json_object_get_string_member (root, "rules"), ==, c->rules);
      rec = json_object_get_object_member (root, "recommended");
      g_assert_cmpstr (json_object_get_string_member (rec, "action"), ==, c->action);
      if (c->tile)
        g_assert_cmpstr (json_object_get_string_member (rec, "tile"), ==, c->tile);
      if (c->declare >= 0)
        g_assert_cmpint (json_object_get_boolean_member (rec, "declare_ready"), ==, c->declare);
      sentence = json_object_get_string_member (root, "sentence");
      if (c->in_sentence && strstr (sentence, c->in_sentence) == NULL)
        g_error ("%s %s: “%s” is not in “%s”", c->rules, c->args, c->in_sentence, sentence);
      candidates = json_object_get_array_member (root, "candidates");
      for (guint k = 0; k < json_array_get_length (candidates); k++)
        {
          JsonObject *d = json_array_get_object_element (candidates, k);
          g_assert_true (json_object_has_member (d, "shanten"));
          g_assert_true (json_object_has_member (d, "accepted"));
          g_assert_true (json_object_has_member (d, "tiles"));
          g_assert_true (json_object_has_member (d, "sentence"));
        }
      if (strcmp (c->action, "discard") == 0)
        {
          JsonObject *first = json_array_get_object_element (candidates, 0);
          g_assert_cmpstr (json_object_get_string_member (first, "tile"), ==, c->tile);
        }
    }
}

int
main (int    argc,
      char **argv)
{
  g_autofree char *prefix = NULL;

  g_test_init (&argc, &argv, NULL);
  if (argc < 2 || (rules = mj_rules_lookup (argv[1])) == NULL)
    g_error ("usage: test-hint RULES [POSITIONS]");
  if (argc > 2)
    n_positions = (guint) g_ascii_strtoull (argv[2], NULL, 10);

  prefix = g_strdup_printf ("/hint/%s", rules->id);
  g_test_add_func ("/hint/refusals", test_refusals);
  g_test_add_func ("/hint/live-shanten", test_live_shanten);
  {
    g_autofree char *p1 = g_strconcat (prefix, "/positions", NULL);
    g_autofree char *p2 = g_strconcat (prefix, "/claims", NULL);
    g_autofree char *p3 = g_strconcat (prefix, "/predictions", NULL);
    g_autofree char *p4 = g_strconcat (prefix, "/table", NULL);
    g_autofree char *p5 = g_strconcat (prefix, "/cli", NULL);
    g_autofree char *p6 = g_strconcat (prefix, "/options", NULL);
    g_autofree char *p7 = g_strconcat (prefix, "/win-values", NULL);
    g_test_add_func (p1, test_positions);
    g_test_add_func (p2, test_claims);
    g_test_add_func (p3, test_predictions);
    g_test_add_func (p4, test_table);
    g_test_add_func (p5, test_cli);
    g_test_add_func (p6, test_options);
    g_test_add_func (p7, test_win_values);
    if (strcmp (rules->id, "taiwan16") == 0)
      g_test_add_func ("/hint/taiwan16/pre-draw", test_pre_draw);
  }
  return g_test_run ();
}
