/* mj-hand-private.h: hooks of mj-hand.c for the engine, tests and
 * benchmarks. */
#pragma once

#include <glib.h>

#include "mj-hand.h"

G_BEGIN_DECLS

/* Chooses the fast kernels (the compiled-in tables, and the SSSE3 builds of
 * the discard table and of the keys made from 34 counts when the
 * processor has SSSE3 and POPCNT) or the scalar twin, which answers from
 * the suits' lanes alone; returns whether the SSSE3 builds are now in use.  Both give the same results; tests
 * run both.  SPARROW_SCALAR=1 in the environment starts a process on the
 * scalar twin. */
gboolean mj_hand_use_vector_kernels (gboolean use);
/* The compiled-in tables without the SSSE3 builds: what a processor
 * without SSSE3 runs, for the tests of the paths only it takes (the keys
 * made from counts by 64-bit words, then read in the tables).  Undone by
 * mj_hand_use_vector_kernels. */
void     mj_hand_use_generic_kernels (void);

/* The tiles the concealed tiles lack to hold n_sets sets and a pair
 * (n_sets at most five); MJ_SHANTEN_NONE for a hand the analysis does not
 * answer (mj_hand_check_size). */
guint    mj_hand_standard_need      (const MjHand *hand,
                                     guint         n_sets);

G_END_DECLS
