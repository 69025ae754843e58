/* mj-rulebook-sichuan_one_win.c: the rule book of the tests' Sichuan where
 * the first win ends the hand: what differs from Sichuan, with example
 * hands /game/home scores against what the book states. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-rulebook-data.h"

#define PATTERN MJ_RULEBOOK_PATTERN
#define REFUSED MJ_RULEBOOK_REFUSED

static const MjRulebookEntry sichuan_one_win_entries[] = {
  { .section = MJ_RULEBOOK_SETUP, .anchors = "tiles",
    .title = N_("Tiles and seats"),
    .text = N_("As in Sichuan: 108 tiles of the three suits, no honours and no flowers; dice choose the "
               "dealer, and each player declares a suit missing before play.") },
  { .section = MJ_RULEBOOK_WINNING, .anchors = "one-win 缺一门",
    .title = N_("One win ends the hand"),
    .text = N_("A winning hand lacks a suit, as in Sichuan, but the first win ends the hand: there is no "
               "blood battle. Several players may still win on the same discard."),
    .examples = {
      { "123m456m789p34s55p", "2s", "discard seat=E missing-suit=s", NULL, REFUSED,
        N_("East declared bamboo missing but still holds 3s4s: he cannot win on 2s.") } } },
  PATTERN ("pinghu", MJ_RULEBOOK_ONCE, 1,
           N_("Any winning hand that matches no higher pattern."),
           { "123m456m789m234p5p", "5p", "discard from=W", NULL, 1,
             N_("South wins on West's 5p: 123m 456m 789m 234p and the pair 55p, two suits.") }),
  { .section = MJ_RULEBOOK_SETTLEMENT, .anchors = "payments",
    .title = N_("Paying a win"),
    .text = N_("As in Sichuan: the discarder pays a discard win; on a self-draw the three others pay, each "
               "with one base more."),
    .examples = {
      { "123m456m789m234p5p", "5p", "self-drawn", NULL, 1,
        N_("South self-draws a plain hand: each of the others pays 12."), "E -12 W -12 N -12 S +36" } } },
};

const MjRulebookData mj_rulebook_sichuan_one_win = {
  .native_name = NC_("regional term", "四川麻将"),
  .intro = N_("Sichuan's rules where the first win ends the hand: a rule set of the tests."),
  .entries = sichuan_one_win_entries,
  .n_entries = G_N_ELEMENTS (sichuan_one_win_entries),
  .compare = {
    N_("Three suits only: no honours, no flowers."),
    N_("Dice choose the dealer every hand. Each player voids a suit (定缺)."),
    N_("Pung and kong; no chow. Several players may win on one discard."),
    N_("Anyone whose hand lacks a suit, the one declared."),
    N_("The first win ends the hand."),
    N_("Fan double, as in Sichuan."),
  },
};
