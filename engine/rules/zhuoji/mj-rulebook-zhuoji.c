/* mj-rulebook-zhuoji.c: the rule book of Guizhou catch the chicken
 * (荔波捉鸡麻将), written from the rules document zhuoji.md: its rules and
 * patterns, each with anchors a hint can link to, example hands the engine
 * scores when the book is shown (tests/test-rulebook.c fails where the
 * book and the score disagree), and its column of the comparison page. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-rulebook-data.h"

#define PATTERN MJ_RULEBOOK_PATTERN
#define REFUSED MJ_RULEBOOK_REFUSED

static const MjRulebookEntry zhuoji_entries[] = {
  { .section = MJ_RULEBOOK_SETUP, .anchors = "tiles 幺鸡",
    .title = N_("Tiles and seats"),
    .text = N_("108 tiles: characters (万), dots (筒) and bamboo (条), 1 to 9, four of each; no honours, no "
               "flowers. The one of bamboo is drawn as a bird: it is the chicken, 幺鸡.\n\n"
               "Four players; play goes East → South → West → North. There is no missing suit to declare and "
               "no need to lack a suit.") },
  { .section = MJ_RULEBOOK_SETUP, .anchors = "deal dealer 连庄",
    .title = N_("The dealer and the deal"), .term = NC_("regional term", "庄家"),
    .text = N_("Dice choose the first dealer. After that the winner deals; when one discard is won by several "
               "players, or a kong is robbed by several, the discarder deals. After a drawn hand the ready check "
               "decides (黄庄查叫).\n\n"
               "The dealer takes 14 tiles, the others 13; 55 stay in the wall. A dealer who deals again counts "
               "his streak: it adds to every win payment he is part of.") },

  { .section = MJ_RULEBOOK_TURN, .anchors = "draw discard",
    .title = N_("Draw and discard"),
    .text = N_("The dealer discards first, without drawing. Then each player draws from the front of the wall "
               "and wins by self-draw, declares a kong, or discards.") },
  { .section = MJ_RULEBOOK_TURN, .anchors = "kong 杠 闷豆 转弯豆",
    .title = N_("Kongs are beans"), .term = NC_("regional term", "豆"),
    .text = N_("A kong is called a bean (豆): four like tiles in hand make a concealed bean (闷豆), laid face "
               "down; the fourth tile added to your pung makes a turning bean (转弯豆). Each is followed by a "
               "replacement tile from the back of the wall.\n\n"
               "In a turn that began with a pung you may not declare a kong, even with four alike in hand; wait "
               "for your next draw. There is no kong when the wall is empty.") },

  { .section = MJ_RULEBOOK_CLAIMS, .anchors = "pung 碰 claim 点豆",
    .title = N_("Pung, kong and win on a discard"),
    .text = N_("There is no chow. On a discard you may pung (碰) with two like it, kong with three (点豆, a bean "
               "from a discard), or win. A win comes first, then a kong, then a pung; several players may win on "
               "one discard (一炮多响), each paid by the discarder.\n\n"
               "A called pung cannot be taken back.") },
  { .section = MJ_RULEBOOK_CLAIMS, .anchors = "robbing 抢杠",
    .title = N_("Robbing the kong"), .term = NC_("regional term", "抢杠"),
    .text = N_("Only a turning bean can be robbed: anyone who can win on the added tile takes it, even with a "
               "plain hand and no bean. The bean does not stand, and the robbed player pays the win, always "
               "valued 10 as if it were a pure suit.") },

  { .section = MJ_RULEBOOK_WINNING, .anchors = "shape complete",
    .title = N_("A winning hand"),
    .text = N_("Four sets and a pair, or seven pairs with no melds (four alike count as two pairs). A self-drawn "
               "win is always allowed.") },
  { .section = MJ_RULEBOOK_WINNING, .anchors = "豆 通行证 叫牌",
    .title = N_("Who may win on a discard"), .term = NC_("regional term", "通行证"),
    .text = N_("A plain hand (平胡) may win only by self-draw, unless one of these holds:\n"
               "• the hand is a big hand, worth 5 or more (anything but plain);\n"
               "• you hold a bean (豆), any kong you made this hand: it is your pass (通行证);\n"
               "• the discard is a hot discard (热炮), made right after the discarder's own kong;\n"
               "• you rob a kong."),
    .examples = {
      { "123m456m789p234s5s", "5s", "discard from=N", NULL, REFUSED,
        N_("A plain hand without a bean: South may not win on North's 5s.") },
      { "123m456m234s5s(7777p)", "5s", "discard from=N", NULL, 1,
        N_("The same kind of hand with a concealed bean of 7p wins on the discard.") },
      { "111m333p555s77s99m", "9m", "discard from=W", NULL, 5,
        N_("All pungs is a big hand: it needs no pass.") } } },

  { .section = MJ_RULEBOOK_SPECIAL, .anchors = "过手胡 pass-lock",
    .title = N_("Pass lock"), .term = NC_("regional term", "过手胡"),
    .text = N_("A ready player who declines a win on a discard may not win on any discard, nor rob a kong, "
               "until after his own next draw.") },
  { .section = MJ_RULEBOOK_SPECIAL, .anchors = "鸡 chicken 冲锋鸡 责任鸡 金鸡 翻牌鸡",
    .title = N_("Chickens"), .term = NC_("regional term", "捉鸡"),
    .text = N_("When a hand is won and a tile is left in the wall, the next tile is turned over: the tile one "
               "above it in the same suit is this hand's chicken (翻牌鸡; a 9 names the 1). The one of bamboo, "
               "幺鸡, is always a chicken; if the flipped tile is 9s it is a gold chicken (金鸡) and counts "
               "twice.\n\n"
               "Every player, winner or not, is paid by each of the others one point for each chicken he holds "
               "(six for a concealed bean of a chicken). Discards do not count.\n\n"
               "The first 1s discarded in the hand is the charging chicken (冲锋鸡): if nobody takes it, its "
               "discarder collects 2 from each. If someone pungs or kongs it, it is a responsibility chicken "
               "(责任鸡): the discarder pays the claimer 1.") },
  { .section = MJ_RULEBOOK_SPECIAL, .anchors = "黄庄查叫 exhausted 黄庄",
    .title = N_("A drawn hand"), .term = NC_("regional term", "黄庄查叫"),
    .text = N_("When the wall is empty and nobody has won, all bean money is void and no chickens are paid. "
               "Every hand is shown: each player not ready pays each ready player the most his hand could be "
               "worth (its shape only), with the dealer's bonus when the dealer is one of the two.\n\n"
               "The dealer stays if nobody, or everybody, is ready, and when three are ready and one is not; "
               "otherwise the ready player nearest after the dealer deals.") },

  { .section = MJ_RULEBOOK_PATTERNS, .anchors = "fan 番",
    .title = N_("Values"), .term = NC_("regional term", "番"),
    .text = N_("Here 番 is a plain count of points, not a doubling: 1 番 is 1 point. Only the best shape counts; "
               "a pure (清) hand adds 10 to its shape, and the add-ons below add to it. There is no cap.") },
  PATTERN ("pinghu", MJ_RULEBOOK_ONCE, 1,
           N_("A plain hand with at least one chow, not of one suit. It wins on a discard only with a pass."),
           { "123m456m789p234s5s", "5s", "self-drawn flipped=4p", NULL, 1,
             N_("Self-drawn by South; the dealer, East, pays his bonus of 1 on top."), "E -2 W -1 N -1 S +4" }),
  PATTERN ("daduizi", MJ_RULEBOOK_ONCE, 5,
           N_("All pungs (对对胡): four pungs or kongs and a pair."),
           { "111m333p555s77s99m", "9m", "discard from=W", NULL, 5,
             N_("A big hand, so it may win on a discard.") }),
  PATTERN ("qidui", MJ_RULEBOOK_ONCE, 10,
           N_("Seven pairs, no four alike."),
           { "11m33m55m22p44p66s8s", "8s", "discard from=W", NULL, 10,
             N_("Seven pairs in three suits.") }),
  PATTERN ("longqidui", MJ_RULEBOOK_ONCE, 20,
           N_("Seven pairs with four like tiles (not konged) as two of them. Two quads are still 20."),
           { "1111m33m55p77p99s2s", "2s", "self-drawn", NULL, 20,
             N_("Four 1m and five pairs.") }),
  PATTERN ("qingyise", MJ_RULEBOOK_ONCE, 10,
           N_("One suit, with at least one chow."),
           { "123p456p789p5566p", "6p", "discard seat=N from=E flipped=4p", NULL, 10,
             N_("North wins on the dealer's discard: East pays 10 and his bonus of 1."), "E -11 N +11" }),
  PATTERN ("qingdadui", MJ_RULEBOOK_ONCE, 15,
           N_("All pungs in one suit: 5 and 10."),
           { "222s444s666s888s9s", "9s", "self-drawn flipped=7s", NULL, 15,
             N_("Self-drawn: each pays 15, the dealer 16."), "E -16 W -15 N -15 S +46" }),
  PATTERN ("qingqidui", MJ_RULEBOOK_ONCE, 20,
           N_("Seven pairs in one suit: 10 and 10."),
           { "11p22p33p55p66p88p9p", "9p", "discard from=W", NULL, 20,
             N_("Seven pairs of dots.") }),
  PATTERN ("qinglongbei", MJ_RULEBOOK_ONCE, 30,
           N_("Green dragon's back: dragon seven pairs in one suit, 20 and 10."),
           { "2222s33s55s66s77s8s", "8s", "self-drawn seat=N flipped=4m", NULL, 30,
             N_("The highest hand.") }),
  PATTERN ("qianggang", MJ_RULEBOOK_ONCE, 10,
           N_("Robbing a turning bean: the win is valued 10 whatever the hand, with no add-on, and the robbed "
              "player pays it."),
           { "123m456m789p34s55s", "2s", "discard from=N robbing-kong", NULL, 10,
             N_("A plain hand without a bean robs North's kong of 2s.") }),
  PATTERN ("gangshanghu", MJ_RULEBOOK_ONCE, 5,
           N_("You win on the replacement tile of your own bean: add 5."),
           { "123m456m23s55s(7777p)", "4s", "self-drawn after-kong", NULL, 6,
             N_("A plain hand, 1, and 5 for the kong's tile.") }),
  PATTERN ("repao", MJ_RULEBOOK_ONCE, 5,
           N_("Hot discard: you win on the tile a player discards right after making a bean and drawing its "
              "replacement. Add 5; even a plain hand without a pass may win, the discarder pays, and his new "
              "bean is void."),
           { "123m456s789s68p55p", "7p", "discard seat=N from=S after-kong-discard flipped=2m", NULL, 6,
             N_("South konged 4m and discarded 7p: North's plain hand wins for 1 and 5.") }),

  { .section = MJ_RULEBOOK_SETTLEMENT, .anchors = "payments",
    .title = N_("Paying a win"),
    .text = N_("The hand ends at the first win (or wins, on one discard).\n"
               "• On a self-draw each of the other three pays the value; on a discard the discarder alone pays.\n"
               "• The dealer's bonus: a payment the dealer makes or receives grows by the number of hands he "
               "has dealt in a row.\n"
               "• Then beans: a concealed or turning bean is paid 2 by each of the others, a bean of a discard 2 "
               "by its discarder. A bean counts only if its owner won or is ready (叫牌) at the end.\n"
               "• Then chickens, if a tile is left in the wall."),
    .examples = {
      { "123m456m789m234m5m", "5m", "self-drawn seat=E dealer-streak=3", NULL, 10,
        N_("East on his third deal in a row self-draws a pure suit: each pays 10 and 3."), "S -13 W -13 N -13 E +39" } } },
};

const MjRulebookData mj_rulebook_zhuoji = {
  .native_name = NC_("regional term", "荔波捉鸡麻将"),
  .intro = N_("Guizhou “catch the chicken” (捉鸡): 108 tiles, no chow. A plain hand needs a kong, the bean (豆), to win "
              "on a discard; chickens, led by the one of bamboo, pay every holder."),
  .entries = zhuoji_entries,
  .n_entries = G_N_ELEMENTS (zhuoji_entries),
  .compare = {
    N_("Three suits only; the one of bamboo (幺鸡) is a chicken."),
    N_("Dice choose the first dealer; then the winner deals."),
    N_("Pung and kong; no chow. Several players may win on one discard."),
    N_("A big hand (5 or more), a player holding a kong (豆), a hot discard (热炮) or a robbed kong. A plain "
       "hand otherwise wins only by self-draw."),
    N_("Chickens (捉鸡): 1s and the tile after the flipped one pay every holder. Kongs (豆) are paid if their "
       "owner is ready."),
    N_("Points add, no cap. The discarder pays, or all three on a self-draw; the dealer's streak adds to his "
       "payments. Beans and chickens after the win."),
  },
};
