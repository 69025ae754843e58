/* mj-rulebook-qionghai.c: the rule book of Hainan Qionghai (琼海麻将), written
 * from the rules document qionghai.md: its rules and patterns, each with
 * anchors a hint can link to, example hands the engine scores when the
 * book is shown (tests/test-rulebook.c fails where the book and the score
 * disagree), and its column of the comparison page. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-rulebook-data.h"

#define PATTERN MJ_RULEBOOK_PATTERN
#define REFUSED MJ_RULEBOOK_REFUSED

static const MjRulebookEntry qionghai_entries[] = {
  { .section = MJ_RULEBOOK_SETUP, .anchors = "tiles flowers 花",
    .title = N_("Tiles, seats and flowers"),
    .text = N_("144 tiles: the three suits (万, 饼, 条), the four winds, the three dragons (中 red, 发 green, "
               "白 white) and eight flowers, 1f–8f (春夏秋冬, 梅兰菊竹).\n\n"
               "The dealer is East, the next player South, then West and North; each seat's wind is its own "
               "(风位), and each seat owns two flowers: East 1f and 5f, South 2f and 6f, West 3f and 7f, North "
               "4f and 8f (花位).") },
  { .section = MJ_RULEBOOK_SETUP, .anchors = "deal dealer 令",
    .title = N_("The dealer, the deal and the round wind"), .term = NC_("regional term", "令"),
    .text = N_("The dealer takes 14 tiles and the others 13. Flowers are set aside and replaced from the back of "
               "the wall once the deal is done, and whenever one is drawn.\n\n"
               "A dealer who wins, or whose hand ends drawn, deals again; otherwise the next player deals. The "
               "round wind, 令, starts at East and moves on once every player has dealt.\n\n"
               "The last 15 tiles (七墩半, seven and a half stacks) are never drawn: when a draw would reach them "
               "the hand is drawn (荒庄).") },

  { .section = MJ_RULEBOOK_TURN, .anchors = "draw discard kong",
    .title = N_("Draw, kong and discard"),
    .text = N_("Draw (a flower is set aside and replaced from the back of the wall), then win by self-draw, "
               "declare a concealed or an added kong (replaced from the back), or discard. A kong needs 16 "
               "tiles left in the wall. Concealed kongs stay face down.") },

  { .section = MJ_RULEBOOK_CLAIMS, .anchors = "claim pung 碰 吃上家 chow",
    .title = N_("Chow, pung, kong and win"), .term = NC_("regional term", "吃上家"),
    .text = N_("On a discard:\n"
               "• chow (吃) only if it comes from the player before you, your 上家;\n"
               "• pung (碰) with two like it, kong with three, from anyone;\n"
               "• win.\n\n"
               "A win comes first, then a pung or a kong, then a chow. Only one player wins a discard: the "
               "nearest after the discarder.") },
  { .section = MJ_RULEBOOK_CLAIMS, .anchors = "robbing 抢杠",
    .title = N_("Robbing the kong"), .term = NC_("regional term", "抢杠"),
    .text = N_("Only an added kong can be robbed. The robber wins as on a discard, paid by the konger, and the "
               "kong is void.") },

  { .section = MJ_RULEBOOK_WINNING, .anchors = "shape complete",
    .title = N_("A winning hand"),
    .text = N_("Four sets and a pair, seven pairs (no melds; four alike count as two pairs), or thirteen "
               "orphans (十三幺): one of each 1 and 9 of the suits and of each honour, and one more of "
               "them.") },
  { .section = MJ_RULEBOOK_WINNING, .anchors = "有番才能胡 no-fan",
    .title = N_("A discard win needs a fan"), .term = NC_("regional term", "有番才能胡"),
    .text = N_("To win on a discard, or by robbing a kong, the hand must score at least one fan. A self-drawn "
               "win needs none: a hand of no fan is then worth one."),
    .examples = {
      { "456p789s333p4m[123m]", "4m", "discard from=W", NULL, REFUSED,
        N_("No fan at all: South may not win on West's 4m.") },
      { "456p789s333p4m[123m]", "4m", "self-drawn", NULL, 1,
        N_("The same hand self-drawn wins, worth one.") },
      { "456p789s333p4m[123m]", "4m", "discard from=W flowers=2f", NULL, 1,
        N_("With his own flower, 2f, South has a fan and may win on the discard.") } } },

  { .section = MJ_RULEBOOK_SPECIAL, .anchors = "过胡 pass-lock",
    .title = N_("Pass lock"), .term = NC_("regional term", "过胡"),
    .text = N_("If you decline a win on a discard, you may not win on any discard until after your own next "
               "draw. A self-drawn win is always allowed.") },
  { .section = MJ_RULEBOOK_SPECIAL, .anchors = "包 bao liable",
    .title = N_("Liability after three claims"), .term = NC_("regional term", "包"),
    .text = N_("If the winner has taken three or more tiles from one player's discards this hand (chows, pungs "
               "and kongs), that player is liable: he alone pays the whole of the win, whoever discarded the "
               "winning tile, and on a self-draw too."),
    .examples = {
      { "78s55s[123m][456m][999p]", "9s", "discard from=N bao=E", NULL, 1,
        N_("All three melds came from East: East pays the 40 the three losers would have paid."), "E -40 S +40 W 0 N 0" } } },
  { .section = MJ_RULEBOOK_SPECIAL, .anchors = "跟庄 follow-dealer",
    .title = N_("Following the dealer"), .term = NC_("regional term", "跟庄"),
    .text = N_("If the dealer's first discard is followed by South, West and North each discarding the same "
               "tile as their own first discard, with no claim between, the dealer pays 10 to each of them at "
               "once. It stands even if the hand ends drawn.") },
  { .section = MJ_RULEBOOK_SPECIAL, .anchors = "首张被杠",
    .title = N_("The dealer's first discard konged"), .term = NC_("regional term", "首张被杠"),
    .text = N_("If another player takes the dealer's first discard for a kong, the dealer alone pays that "
               "kong's money, 30.") },

  { .section = MJ_RULEBOOK_PATTERNS, .anchors = "fan 番",
    .title = N_("Fan"), .term = NC_("regional term", "番"),
    .text = N_("Fan add up; the value of a hand is its fan, and at least one. When the tiles can be read several "
               "ways, the reading worth most counts.") },
  PATTERN ("shunhu", MJ_RULEBOOK_ONCE, 1,
           N_("All four sets are chows, and the pair is not a dragon, your seat wind or the round wind."),
           { "567m345p678s8s[234m]", "8s", "discard from=W", NULL, 2,
             N_("A claimed chow still counts; the 8s pair adds the 2-5-8 pair.") },
           { "234m567m345p678s1z", "1z", "discard from=W", NULL, 1,
             N_("A pair of East, the round wind, spoils it: only the concealed hand scores.") }),
  PATTERN ("menqing", MJ_RULEBOOK_ONCE, 1,
           N_("Concealed hand: no chow, pung or kong claimed (a concealed kong is fine)."),
           { "234m567m345p8s(1111p)", "8s", "discard from=W", NULL, 2,
             N_("A concealed kong keeps the hand concealed.") }),
  PATTERN ("pengpenghu", MJ_RULEBOOK_ONCE, 2,
           N_("All pungs: four pungs or kongs and a pair."),
           { "111m999p44s77s[333s]", "7s", "discard from=W", NULL, 2,
             N_("One pung claimed, three in hand.") }),
  PATTERN ("qingyise", MJ_RULEBOOK_ONCE, 2,
           N_("Every tile of one suit, no honours. Seven pairs may be of one suit too."),
           { "123m456m789m11m55m", "5m", "discard from=W", NULL, 3,
             N_("All characters, concealed.") }),
  PATTERN ("erwubajiang", MJ_RULEBOOK_ONCE, 1,
           N_("The pair is a 2, a 5 or an 8."),
           { "456p789s333p5m[123m]", "5m", "discard from=W", NULL, 1,
             N_("The pair of 5m is this hand's only fan.") }),
  PATTERN ("qianggang", MJ_RULEBOOK_ONCE, 1,
           N_("You win by robbing an added kong."),
           { "456p333p99s78s[123m]", "6s", "discard from=N robbing-kong", NULL, 1,
             N_("The rob is the fan a discard-type win needs.") }),
  PATTERN ("jianke", MJ_RULEBOOK_EACH, 1,
           N_("A pung or kong of a dragon (中, 发, 白), one fan each."),
           { "123s456s9s[555z][222z]", "9s", "discard seat=W from=E", NULL, 1,
             N_("White dragons score; the pung of South is not West's wind.") },
           { "123s456s9s[555z][666z]", "9s", "discard seat=W from=E", NULL, 2,
             N_("Two dragon pungs, two fan.") }),
  PATTERN ("huawei", MJ_RULEBOOK_EACH, 1,
           N_("Each of your own seat's flowers you hold."),
           { "456p789s333p4m[123m]", "4m", "discard from=W flowers=2f", NULL, 1,
             N_("2f is South's flower.") }),
  PATTERN ("fengwei", MJ_RULEBOOK_ONCE, 1,
           N_("A pung or kong of your seat wind."),
           { "123m456p78s99s[2222z]", "6s", "discard from=W", NULL, 1,
             N_("South's kong of South.") }),
  PATTERN ("shisanyao", MJ_RULEBOOK_ONCE, 6,
           N_("Thirteen orphans: every 1 and 9 and every honour, one of them twice."),
           { "19m19p19s1234567z", "1m", "discard from=W", NULL, 6,
             N_("Waiting on any of the thirteen; won on 1m.") }),
  PATTERN ("qidui", MJ_RULEBOOK_ONCE, 2,
           N_("Seven pairs, with no melds; four alike count as two pairs. A pure suit and flowers may add to "
              "it."),
           { "1133557799p224m", "4m", "discard seat=W from=N", NULL, 2,
             N_("West wins on North's 4m.") }),
  PATTERN ("gangshangkaihua", MJ_RULEBOOK_ONCE, 2,
           N_("You win on the replacement tile of your own kong or of a flower (花上开花)."),
           { "567p234s66s11z[4444m]", "6s", "self-drawn seat=N after-kong", NULL, 2,
             N_("North's kong of 4m brings 6s.") },
           { "345m678m2p[234s][777z]", "2p", "self-drawn seat=W after-flower flowers=3f7f", NULL, 6,
             N_("A flower's replacement counts too: with both West's flowers and the red dragons.") }),
  PATTERN ("ling", MJ_RULEBOOK_ONCE, 1,
           N_("A pung or kong of the round wind (令). If it is also your seat wind, both count."),
           { "234p567p789s2m[111z]", "2m", "self-drawn seat=E", NULL, 3,
             N_("The dealer, East, in the East round: round wind, seat wind, 2-5-8 pair.") }),
  PATTERN ("huazu", MJ_RULEBOOK_EACH, 1,
           N_("Each complete group of four flowers (1f–4f, 5f–8f): seven flowers give one group, all eight "
              "two."),
           { "456p789s333p4m[123m]", "4m", "self-drawn flowers=1f2f3f4f5f6f7f", NULL, 3,
             N_("Seven flowers: one group, and South's two flowers.") }),

  { .section = MJ_RULEBOOK_SETTLEMENT, .anchors = "payments",
    .title = N_("Paying a win"),
    .text = N_("With M the hand's fan (at least 1) and the base B = 10:\n"
               "• on a discard, or a robbed kong, each of the three others pays B × M, and the discarder 10 "
               "more;\n"
               "• on a self-draw each of the three pays 2 × B × M;\n"
               "• under liability (包) one player pays it all.\n\n"
               "Kongs are paid when a hand is won: 10 from each other player for an exposed or added kong, 20 "
               "for a concealed one. A drawn hand pays nothing, kongs included."),
    .examples = {
      { "234m567m345p678s8s", "8s", "discard seat=N from=E", NULL, 3,
        N_("3 fan on East's discard: South and West pay 30, East 40."), "E -40 S -30 W -30 N +100" },
      { "234p567p789s2m[111z]", "2m", "self-drawn seat=E", NULL, 3,
        N_("3 fan self-drawn: each of the others pays 60."), "S -60 W -60 N -60 E +180" } } },
};

const MjRulebookData mj_rulebook_qionghai = {
  .native_name = NC_("regional term", "琼海麻将"),
  .intro = N_("Hainan Qionghai (琼海麻将): 144 tiles with flowers, chow from the left. A discard win needs a fan; three "
              "claims from one player make him liable for the whole win."),
  .entries = qionghai_entries,
  .n_entries = G_N_ELEMENTS (qionghai_entries),
  .compare = {
    N_("Suits, winds, dragons and eight flowers."),
    N_("Flowers are replaced after the deal. The dealer keeps the deal when he wins or the hand is drawn; "
       "the round wind (令) moves with the deal."),
    N_("Chow from the player before you, pung, kong. Only the nearest player wins a discard."),
    N_("Only a hand with at least one fan (有番才能胡); a self-draw needs none."),
    N_("Liability after three claims (包), following the dealer (跟庄), the dealer's first discard konged "
       "(首张被杠), seat flowers."),
    N_("Fan add. On a discard all three pay 10 × fan and the discarder 10 more; on a self-draw each pays "
       "20 × fan. Kongs pay 10 and 20 if the hand is won."),
  },
};
