/* mj-match-private.h: what the tests reach of a match that nothing else
 * should: a hold on the computer players' thinking, to see the main loop
 * run meanwhile. */
#pragma once

#include "mj-match.h"

G_BEGIN_DECLS

/* Called where a computer player decides, before its bot does, with the
 * seat it decides for: on a worker thread with autoplay (it may block
 * there until the test lets it go), in mj_match_step without.  `data`
 * must outlive every decision in flight. */
typedef void (*MjMatchThinkHook) (gpointer data,
                                  guint    seat);

void   mj_match_set_think_hook (MjMatch          *self,
                                MjMatchThinkHook  hook,
                                gpointer          data);
/* The decisions of every match in flight or not yet answered on the main
 * loop, forgotten or not: 0 once every worker is done and freed. */
guint  mj_match_thinking       (void);

G_END_DECLS
