/* mj-hand-private.h: hooks of mj-hand.c for tests and benchmarks. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Chooses the vector kernels (when the processor has them) or the scalar
 * ones; returns whether vector kernels are now in use.  Both give the same
 * results; tests run both.  SPARROW_SCALAR=1 in the environment starts a
 * process on the scalar ones. */
gboolean mj_hand_use_vector_kernels (gboolean use);

G_END_DECLS
