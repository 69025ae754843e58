/* mj-bot-style.h: what pays in a rule set and how the hard level plays it,
 * as the computer players read it.  Each rule set fills one in beside its
 * hooks (MjRules.bot_style); the numbers are chosen by duplicate
 * tournaments against the normal level (tools/cli-tournament.c). */
#pragma once

#include "mj-rules.h"

G_BEGIN_DECLS

/* When the hard level gives a hand up. */
typedef enum {
  MJ_BOT_FOLD_NEVER,   /* a discard win costs little next to a win of one's own */
  MJ_BOT_FOLD_CLEAR,   /* a hand two steps or more from ready, against a clear threat */
  MJ_BOT_FOLD_POINTS,  /* when pushing is worth fewer expected points than folding */
} MjBotFold;

/* The finer reads of the opponents (mj_bot_read_danger). */
typedef enum {
  MJ_BOT_DETAIL_SUJI     = 1 << 0,  /* a wait that would take a tile it threw is less likely */
  MJ_BOT_DETAIL_PASSED   = 1 << 1,  /* a tile it let pass since its last discard */
  MJ_BOT_DETAIL_THROWN   = 1 << 2,  /* a tile it threw, safer still */
  MJ_BOT_DETAIL_DECLARED = 1 << 3,  /* what anyone threw since it declared, where a declared win is taken */
  MJ_BOT_DETAIL_BAO      = 1 << 4,  /* Qionghai's 包: one claim more of ours and we pay its whole win */
  MJ_BOT_DETAIL_HOT      = 1 << 5,  /* Guizhou's 热炮: after our kong, any hand may win on our discard */
  MJ_BOT_DETAIL_ALL      = 0x3f,
} MjBotDetail;

/* How eager the hard level is for kongs. */
typedef enum {
  MJ_BOT_KONG_NEAR,     /* as the normal level: one that keeps the hand as near, and half its waits */
  MJ_BOT_KONG_MONEY,    /* kongs paid whoever wins (Qionghai): every one that keeps the hand as near,
                         * a concealed hand given up for one on a discard */
  MJ_BOT_KONG_STEP,     /* as MONEY, and any kong worth a step back from the nearest hand */
} MjBotKong;

/* What pays, for the levels that lean towards value, and how the hard
 * level plays. */
struct _MjBotStyle {
  double flush;        /* one suit, no honours (清一色) */
  double mixed_flush;  /* one suit with honours (混一色) */
  double pungs;        /* all pungs */
  double pairs;        /* seven pairs */
  double concealed;    /* no claim made (门清) */
  double honour_pung;  /* a pung of dragons or of one's winds */
  double straight;     /* 1-9 of one suit (清龙) */
  double two_suits;    /* exactly two suits (缺门) */
  double hidden;       /* how much more an opponent's win costs than a plain one */
  /* measured in self-play (a waiting hand's first wait, and whether it won):
   * discard wins per self-drawn one on the same wait, and the chance per
   * round that the hand is lost to the others first */
  double ron;
  double hazard;
  /* the chance a hand wins, fitted by logistic regression on self-play of
   * the normal level: for distance 0 to 4 (and more), the intercept and
   * the weights of ln (draws left + 1) and of ln (share of unseen tiles
   * that help + 0.01) */
  double win[5][3];
  MjBotFold fold;
  gboolean  lookahead;  /* rank discards by two steps of draws */
  gboolean  claim_points; /* claim on expected points, not on nearness alone */
  MjBotKong kongs;
  guint8    throw_first;  /* steps of the hand the hard level gives to throw a tile first
                           * where the rules pay for that (see THROW_FIRST_BIAS) */
  guint     detail;       /* MjBotDetail: the hard level's reads (0: all) */
  /* what a hand played out by the normal level costs here, against the
   * other rule sets' (0: 1), so that the hard level's search keeps to its
   * time (Lisi's standing tiles make every decision dearer) */
  double    search_cost;
  /* the share of its budget the hard level's search spends in a match
   * (the window's, the server's, `sparrow-cli play`), in percent; 0: the
   * hard level plays by its rules alone (mj_match_set_search) */
  guint     search_percent;
};

G_END_DECLS
