/* mj-invariants.h: what must hold of a match after every action (tile
 * conservation, hand sizes, zero-sum scores and payments, every win a
 * context mj_win_context_check accepts), and of a match replayed from its
 * record, shared by the game and match tests and the action-sequence fuzz
 * targets. */
#pragma once

#include "mj-state.h"

G_BEGIN_DECLS

/* Aborts, naming the broken invariant, when one does not hold. */
void mj_check_invariants (const MjState *s);
/* Aborts unless two states are the same match at the same point (a game
 * and its record replayed): scores, wall, players, payments. */
void mj_check_same_state (const MjState *a,
                          const MjState *b);

G_END_DECLS
