/* mj-invariants.h: what must hold of a match after every action (tile
 * conservation, hand sizes, zero-sum scores and payments, every win a
 * context mj_win_context_check accepts), shared by the
 * game tests and the action-sequence fuzz targets. */
#pragma once

#include "mj-state.h"

G_BEGIN_DECLS

/* Aborts, naming the broken invariant, when one does not hold. */
void mj_check_invariants (const MjState *s);

G_END_DECLS
