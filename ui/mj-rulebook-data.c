/* mj-rulebook-data.c: the rule book's text, written from the rule
 * specifications (the rules/ documents of the project), with example
 * hands whose patterns and values the engine computes when the book is
 * shown; each example also states the value the text promises, and
 * tests/test-rulebook.c fails when the two disagree.  No GTK here, so the
 * test runs without a display. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "mj-context.h"
#include "mj-hint.h"
#include "mj-rulebook-data.h"

/* A pattern entry: the names come from the rule set's pattern table. */
#define PATTERN(id, count_, value_, text_, ...) \
  { .section = MJ_RULEBOOK_PATTERNS, .anchors = id, .text = text_, .pattern = id, \
    .count = count_, .pattern_value = value_, .examples = { __VA_ARGS__ } }

#define REFUSED MJ_RULEBOOK_REFUSED

/* ==== Sichuan, blood battle (四川麻将·血战到底) ================================= */

static const MjRulebookEntry sichuan_entries[] = {
  { .section = MJ_RULEBOOK_SETUP, .anchors = "tiles",
    .title = N_("Tiles and seats"),
    .text = N_("Sichuan is played with 108 tiles: the three suits, characters (m, 萬), dots (p, 筒) and bamboo "
               "(s, 条), each from 1 to 9, four of each. There are no winds, no dragons and no flowers.\n\n"
               "Four players sit East, South, West and North, and play goes East → South → West → North. "
               "Here the winds are only names for the seats: they never score.") },
  { .section = MJ_RULEBOOK_SETUP, .anchors = "deal dealer 庄家",
    /* TRANSLATORS: a regional term, the rule as the region's players name it:
     * keep the term, written in your script (過水 → 过水 in zh_CN) */
    .title = N_("The dealer and the deal"), .term = NC_("regional term", "庄家"),
    .text = N_("Two dice choose the dealer at the start of every hand. The dealer takes 14 tiles and the others "
               "13 each; 55 tiles stay in the wall. Normal draws come from the front of the wall, the "
               "replacement tile after a kong from its back.\n\n"
               "An option lets the first player to win deal the next hand instead.") },

  { .section = MJ_RULEBOOK_TURN, .anchors = "draw discard",
    .title = N_("Draw and discard"),
    .text = N_("The dealer begins by discarding, without drawing. Then each player in turn draws a tile from the "
               "wall and either wins by self-draw (自摸), declares a kong, or discards one tile face up. "
               "While you still hold a tile of your missing suit (定缺), your discard must be one of those.\n\n"
               "Players who have already won are skipped: the hand goes on without them.") },
  { .section = MJ_RULEBOOK_TURN, .anchors = "kong 杠",
    .title = N_("Kongs"), .term = NC_("regional term", "杠"),
    .text = N_("At your turn, four like tiles in your hand make a concealed kong (暗杠, “rain” 下雨), and the "
               "fourth tile of a pung you exposed earlier makes an added kong (弯杠, “wind” 刮风). Each kong is "
               "followed by a replacement tile from the back of the wall, and your turn goes on.\n\n"
               "There is no kong when the wall is empty: a kong needs its replacement tile.") },

  { .section = MJ_RULEBOOK_CLAIMS, .anchors = "pung 碰 claim",
    .title = N_("Pung, kong and win on a discard"),
    .text = N_("When a tile is discarded, a player holding two like it may take it for a pung (碰), one holding "
               "three for a kong (直杠), and anyone whose hand it completes may win on it. There is no chow (吃) "
               "in Sichuan.\n\n"
               "After a pung you discard at once, without drawing, and you may not declare a kong in that turn. "
               "You may never pung or kong a tile of your missing suit.") },
  { .section = MJ_RULEBOOK_CLAIMS, .anchors = "priority 一炮多响",
    .title = N_("Who gets the tile"), .term = NC_("regional term", "一炮多响"),
    .text = N_("A win comes before a kong or a pung. Several players may win on the same discard; each of them "
               "is paid by the discarder, one to one.") },
  { .section = MJ_RULEBOOK_CLAIMS, .anchors = "robbing 抢杠胡",
    .title = N_("Robbing the kong"), .term = NC_("regional term", "抢杠胡"),
    .text = N_("When a player adds a tile to his pung, anyone who could win on that tile may take it: the kong "
               "fails, earns no kong money, and the konger pays the robber as if he had discarded the tile. "
               "A concealed kong and a kong of a discard cannot be robbed.") },

  { .section = MJ_RULEBOOK_WINNING, .anchors = "shape complete",
    .title = N_("A winning hand"),
    .text = N_("A winning hand is four sets and a pair: a set is a chow (three in a row of one suit, from your "
               "own tiles), a pung or a kong; fourteen tiles in all, a kong counting as three. Seven pairs "
               "(七对) win too, with no melds at all; four like tiles count as two pairs.\n\n"
               "You may win by self-draw or on any discard, whatever the hand is worth.") },
  { .section = MJ_RULEBOOK_WINNING, .anchors = "缺一门",
    .title = N_("One suit missing"), .term = NC_("regional term", "缺一门"),
    .text = N_("A winning hand must lack one of the three suits altogether: it holds at most two suits, and "
               "none of the suit you declared missing. Without the declaration (an option), a hand of all three "
               "suits cannot win."),
    .examples = {
      { "123m456m789p34s55p", "2s", "discard seat=E missing-suit=s", NULL, REFUSED,
        N_("East declared bamboo missing but still holds 3s4s: he cannot win on 2s.") },
      { "123m456m789p34s55p", "2s", "discard seat=E", "dingque=false", REFUSED,
        N_("Without the declaration the same hand still fails: it holds all three suits.") } } },

  { .section = MJ_RULEBOOK_SPECIAL, .anchors = "定缺 missing-suit",
    .title = N_("The missing suit"), .term = NC_("regional term", "定缺"),
    .text = N_("Before play each player secretly chooses one suit to void, and the choices are shown together. "
               "From then on:\n"
               "• while you hold a tile of that suit, every discard must be one of them;\n"
               "• you may not pung or kong a tile of it;\n"
               "• you cannot win while you hold one;\n"
               "• if you still hold one when the wall runs out, you are a flower pig (花猪) and pay everyone.\n\n"
               "Choose the suit you hold fewest of, and shed it early."),
    .examples = {
      { "123m456m789m234p5p", "5p", "discard from=W missing-suit=p", NULL, REFUSED,
        N_("South declared dots missing: a hand of dots cannot win for him.") } } },
  { .section = MJ_RULEBOOK_SPECIAL, .anchors = "换三张 exchange",
    .title = N_("Exchange three tiles"), .term = NC_("regional term", "换三张"),
    .text = N_("An option, off unless you switch it on: after the deal every player picks three tiles of one "
               "suit, and a die decides whether they go to the next player, across the table, or to the player "
               "before. The three tiles must be of one suit.") },
  { .section = MJ_RULEBOOK_SPECIAL, .anchors = "血战到底 blood-battle",
    .title = N_("Blood battle"), .term = NC_("regional term", "血战到底"),
    .text = N_("A win does not end the hand. The winner lays his hand down and stops playing; the others play "
               "on until three players have won or the wall is empty. A player who has won never pays for later "
               "wins and cannot win again."),
    .examples = {
      { "123m456m789m234p5p", "5p", "discard from=W finished=S", NULL, REFUSED,
        N_("South has already won this hand: he cannot win a second time.") },
      { "123m456m789m234p5p", "5p", "self-drawn finished=E", NULL, 1,
        N_("East has already won, so only West and North pay South's self-draw."), "E 0 W -12 N -12 S +24" } } },
  { .section = MJ_RULEBOOK_SPECIAL, .anchors = "过水不胡 pass-lock",
    .title = N_("Pass lock"), .term = NC_("regional term", "过水不胡"),
    .text = N_("If you decline a win on a discard or on a kong you could rob, you may not win on anyone's "
               "discard until after your next draw. A self-drawn win is always allowed.\n\n"
               "When only the last four tiles of the wall are left, a player who can win must win, and the "
               "lock does not hold.") },
  { .section = MJ_RULEBOOK_SPECIAL, .anchors = "刮风下雨 kong-money",
    .title = N_("Kong money"), .term = NC_("regional term", "刮风下雨"),
    .text = N_("Kongs are paid at once, by the players still in the hand (B is the base, 6 points):\n"
               "• a kong of a discard (刮风): the discarder pays 2 B;\n"
               "• an added kong (弯杠, also 刮风): each pays 1 B;\n"
               "• a concealed kong (下雨): each pays 2 B.\n\n"
               "A robbed kong pays nothing.") },
  { .section = MJ_RULEBOOK_SPECIAL, .anchors = "呼叫转移 call-transfer",
    .title = N_("Call transfer"), .term = NC_("regional term", "呼叫转移"),
    .text = N_("If the discard a player makes right after his own kong is won on (杠上炮), he hands the "
               "winners the kong money that turn's kongs earned him, shared equally between them.") },

  { .section = MJ_RULEBOOK_PATTERNS, .anchors = "fan 番",
    .title = N_("Fan"), .term = NC_("regional term", "番"),
    .text = N_("A hand is worth fan (番). Only the best shape pattern counts, over every way of reading the "
               "tiles; the bonuses below add to it, and the total is capped at 6 fan. Each fan doubles the "
               "payment: 1 fan is 6 points, then 12, 24, 48, 96 and 192 at the cap.") },
  PATTERN ("pinghu", MJ_RULEBOOK_ONCE, 1,
           N_("Any winning hand that matches no higher pattern."),
           { "123m456m789m234p5p", "5p", "discard from=W", NULL, 1,
             N_("South wins on West's 5p: 123m 456m 789m 234p and the pair 55p, two suits.") }),
  PATTERN ("duiduihu", MJ_RULEBOOK_ONCE, 2,
           N_("All four sets are pungs or kongs (also called 大对子)."),
           { "111m333m555s777s9s", "9s", "discard seat=W from=S", NULL, 2,
             N_("Four pungs and a pair of 9s.") }),
  PATTERN ("qingyise", MJ_RULEBOOK_ONCE, 3,
           N_("Every tile is of one suit, with at least one chow."),
           { "123m456m789m234m5m", "5m", "discard from=W", NULL, 3,
             N_("All characters.") }),
  PATTERN ("daiyaojiu", MJ_RULEBOOK_ONCE, 3,
           N_("Every set and the pair hold a 1 or a 9: chows 123 or 789, pungs of 1 or 9, a pair of 1 or 9."),
           { "23m789m111p789p99p", "1m", "discard seat=E from=S", NULL, 3,
             N_("Won on 1m: 123m 789m 111p 789p 99p, a terminal in every set.") },
           { "23m789m111p789p99p", "4m", "discard seat=E from=S", NULL, 1,
             N_("The same hand won on 4m makes 234m: only a plain hand.") }),
  PATTERN ("qidui", MJ_RULEBOOK_ONCE, 3,
           N_("Seven pairs, no melds, no four alike."),
           { "11m33m55m77m22p44p6p", "6p", "discard from=W", NULL, 3,
             N_("Seven pairs in two suits.") }),
  PATTERN ("qingdui", MJ_RULEBOOK_ONCE, 4,
           N_("All pungs in one suit."),
           { "111m333m555m777m9m", "9m", "self-drawn", NULL, 4,
             N_("Self-drawn: each of the others pays the value and one more base."), "E -54 W -54 N -54 S +162" }),
  PATTERN ("jiangdui", MJ_RULEBOOK_ONCE, 4,
           N_("All pungs, every tile a 2, 5 or 8, the pair too."),
           { "222m555m888m222p5p", "5p", "discard from=W", NULL, 4,
             N_("Pungs of 2m, 5m, 8m and 2p, and a pair of 5p.") }),
  PATTERN ("longqidui", MJ_RULEBOOK_ONCE, 4,
           N_("Seven pairs in which four like tiles count as two pairs (not declared as a kong). The first four "
              "alike are the dragon: roots count only from the second."),
           { "2222m44m66m33p55p8p", "8p", "self-drawn", NULL, 4,
             N_("Four 2m make two pairs; one quad, so no root.") }),
  PATTERN ("qingqidui", MJ_RULEBOOK_ONCE, 5,
           N_("Seven pairs in one suit."),
           { "11m22m33m44m55m77m6m", "6m", "discard from=W", NULL, 5,
             N_("Read as seven pairs, this is worth more than as a pure hand of chows.") }),
  PATTERN ("qingyaojiu", MJ_RULEBOOK_ONCE, 5,
           N_("One suit, and a 1 or a 9 in every set and in the pair."),
           { "1123m777888999m", "1m", "discard from=W", NULL, 5,
             N_("123m, 789m three times and 11m.") }),
  PATTERN ("qinglongqidui", MJ_RULEBOOK_ONCE, 6,
           N_("Dragon seven pairs in one suit: the highest shape."),
           { "1111p3333p55p77p9p", "9p", "discard seat=N from=S", NULL, 6,
             N_("Two quads: 6 fan and one root make 7, capped at 6.") }),
  PATTERN ("tianhu", MJ_RULEBOOK_ONCE, 6,
           N_("The dealer's fourteen dealt tiles already win, before his first discard. It takes the place of "
              "the shape pattern and is paid as a self-draw."),
           { "123m456m789m234p5p", "5p", "self-drawn seat=E first-turn", NULL, 6,
             N_("East wins on his dealt tiles.") }),
  PATTERN ("dihu", MJ_RULEBOOK_ONCE, 6,
           N_("A player other than the dealer wins on the dealer's first discard, or on his own first draw, "
              "before anyone has made a pung or a kong."),
           { "123m456m789m234p5p", "5p", "discard from=E first-turn", NULL, 6,
             N_("South wins on East's first discard.") }),
  PATTERN ("gen", MJ_RULEBOOK_EACH, 1,
           N_("A root: for each kind of which you hold all four tiles, in a kong or not."),
           { "111m123m456p789p5p", "5p", "discard from=W", NULL, 2,
             N_("111m and 123m hold all four 1m: a plain hand and one root.") },
           { "5556s(1111m)[2222m][3333m]", "6s", "self-drawn", NULL, 5,
             N_("Three kongs, three roots.") }),
  PATTERN ("gangshangkaihua", MJ_RULEBOOK_ONCE, 1,
           N_("You win on the replacement tile of your own kong."),
           { "123s456s777s9s(8888s)", "9s", "self-drawn seat=W after-kong", NULL, 5,
             N_("West declares a concealed kong of 8s and draws 9s: pure suit 3, a root and the kong flower.") },
           { "234m789m456p5p[6666m]", "5p", "self-drawn seat=N after-kong from=W", NULL, 3,
             N_("North's kong was of West's discard (点杠花): still paid as a self-draw by all."), "E -30 S -30 W -30 N +90" }),
  PATTERN ("gangshangpao", MJ_RULEBOOK_ONCE, 1,
           N_("You win on the tile a player discards right after his own kong and replacement draw. He also "
              "hands you the kong money of that turn (呼叫转移)."),
           { "12m234p456p789p55p", "3m", "discard from=N after-kong-discard", NULL, 2,
             N_("North konged, drew, and discarded 3m.") }),
  PATTERN ("qiangganghu", MJ_RULEBOOK_ONCE, 1,
           N_("You win on the tile another player adds to his pung."),
           { "123m456m789m34p55p", "2p", "discard from=N robbing-kong", NULL, 2,
             N_("North adds 2p to his pung; South takes it.") }),
  PATTERN ("haidilaoyue", MJ_RULEBOOK_ONCE, 1,
           N_("You win by self-draw on the last tile of the wall."),
           { "123m456m789m234p5p", "5p", "self-drawn last-tile finished=E", NULL, 2,
             N_("East has won already: West and North pay."), "E 0 W -18 N -18 S +36" }),
  PATTERN ("jingoudiao", MJ_RULEBOOK_ONCE, 1,
           N_("Golden hook: four melds, and you win by pairing your one concealed tile."),
           { "8p[222m][555m][888m][555p]", "8p", "discard seat=W from=N", NULL, 5,
             N_("2-5-8 all pungs 4 and the golden hook 1.") }),

  { .section = MJ_RULEBOOK_SETTLEMENT, .anchors = "payments 自摸加底",
    .title = N_("Paying a win"),
    .text = N_("A hand of F fan is worth H = 6 × 2^(F−1) points.\n"
               "• On a discard, the discarder alone pays H.\n"
               "• On a self-draw, every other player still in the hand pays H and one more base, 6 (自摸加底).\n"
               "• A robbed kong is paid by the konger, like a discard.\n"
               "• A win on the replacement of a kong made from a discard (点杠花) is paid as a self-draw."),
    .examples = {
      { "123m456m789m234p5p", "5p", "discard from=W", NULL, 1,
        N_("1 fan on West's discard: West pays 6."), "W -6 S +6" },
      { "123m456m789m234p5p", "5p", "self-drawn", NULL, 1,
        N_("The same hand self-drawn: East, West and North pay 12 each."), "E -12 W -12 N -12 S +36" } } },
  { .section = MJ_RULEBOOK_SETTLEMENT, .anchors = "查花猪 查大叫 退税 花猪 exhausted",
    .title = N_("When the wall runs out"), .term = NC_("regional term", "查花猪 · 查大叫 · 退税"),
    .text = N_("If the wall is empty while two or more players have not won, their hands are checked in order:\n"
               "• flower pig (查花猪): a player still holding a tile of his missing suit pays 16 B (96) to every "
               "player who is not a flower pig, those who have won included;\n"
               "• ready check (查大叫): each player not ready pays each ready player the most his hand could be "
               "worth on a discard;\n"
               "• refund (退税): a player not ready returns all the kong money he received this hand.") },
};

static const MjRulebookData sichuan_book = {
  "sichuan",
  NC_("regional term", "四川麻将 · 血战到底"),
  N_("Sichuan “blood battle” (血战到底): 108 tiles, no chow, every player voids one suit, and the hand goes on "
     "after a win until three players have won. Fan double the value up to a cap."),
  sichuan_entries, G_N_ELEMENTS (sichuan_entries),
};

/* ==== Guizhou, catch the chicken (荔波捉鸡麻将) ================================ */

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

static const MjRulebookData zhuoji_book = {
  "zhuoji",
  NC_("regional term", "荔波捉鸡麻将"),
  N_("Guizhou “catch the chicken” (捉鸡): 108 tiles, no chow. A plain hand needs a kong, the bean (豆), to win "
     "on a discard; chickens, led by the one of bamboo, pay every holder."),
  zhuoji_entries, G_N_ELEMENTS (zhuoji_entries),
};

/* ==== Hainan, Qionghai (琼海麻将) =========================================== */

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

static const MjRulebookData qionghai_book = {
  "qionghai",
  NC_("regional term", "琼海麻将"),
  N_("Hainan Qionghai (琼海麻将): 144 tiles with flowers, chow from the left. A discard win needs a fan; three "
     "claims from one player make him liable for the whole win."),
  qionghai_entries, G_N_ELEMENTS (qionghai_entries),
};

/* ==== Shanxi, standing four (立四麻将) ======================================== */

static const MjRulebookEntry lisi_entries[] = {
  { .section = MJ_RULEBOOK_SETUP, .anchors = "tiles",
    .title = N_("Tiles and seats"),
    .text = N_("136 tiles: the three suits, the four winds and the three dragons, four of each; no flowers. "
               "Honours make pungs and pairs but score nothing of their own, and no wind scores.\n\n"
               "Play goes East → South → West → North. The dealer plays first.") },
  { .section = MJ_RULEBOOK_SETUP, .anchors = "deal dealer",
    .title = N_("The deal and the standing tiles"), .term = NC_("regional term", "立牌"),
    .text = N_("The dealer takes 14 tiles and the others 13. The first four tiles each player receives stand "
               "apart from the rest of the hand: they are the standing tiles (立牌, “standing four”), hidden from "
               "the others like the rest.\n\n"
               "A dealer who wins deals again. When another player wins, the deal passes on. After a drawn hand "
               "the dealer stays if nobody declared a kong, and passes the deal on if anyone did.") },

  { .section = MJ_RULEBOOK_TURN, .anchors = "draw discard",
    .title = N_("Draw, kong and discard"),
    .text = N_("Draw from the wall; before you are ready you may declare kongs (concealed, or a fourth tile added "
               "to your pung), each followed by a replacement from the back of the wall. Then discard one tile "
               "that is not a standing tile, face up, or declare ready by putting a standing tile face down.") },
  { .section = MJ_RULEBOOK_TURN, .anchors = "荒庄 reserve exhausted",
    .title = N_("The end of the wall"), .term = NC_("regional term", "荒庄"),
    .text = N_("Seven stacks, 14 tiles, are kept back, and one more stack for each kong beyond the first "
               "(plus a lone tile after an odd number of kongs). When a draw would reach them, the hand is "
               "drawn: nobody pays. A kong needs room for its replacement within the same limit.") },

  { .section = MJ_RULEBOOK_CLAIMS, .anchors = "claim pung 碰 截胡",
    .title = N_("Pung, kong and win"), .term = NC_("regional term", "截胡"),
    .text = N_("There is no chow. On a face-up discard you may pung with two like it or kong with three, unless "
               "you are ready; and you may win if you are ready. A win comes first. If several ready players can "
               "win, only the first after the discarder does (截胡).\n\n"
               "A face-down ready discard cannot be claimed by anyone.") },
  { .section = MJ_RULEBOOK_CLAIMS, .anchors = "过碰 pass-pung",
    .title = N_("Declining a pung"), .term = NC_("regional term", "过碰"),
    .text = N_("If you are offered a pung of a tile and let it go, you may not pung that tile again for the rest "
               "of the hand (an option lifts the bar at your next draw instead). You may still win on it.") },
  { .section = MJ_RULEBOOK_CLAIMS, .anchors = "robbing 抢杠",
    .title = N_("Robbing the kong"), .term = NC_("regional term", "抢杠"),
    .text = N_("A ready player who can win on the tile another player adds to his pung takes it: the kong is "
               "void and the konger pays, as for a discard. Only added kongs can be robbed.") },

  { .section = MJ_RULEBOOK_WINNING, .anchors = "shape complete",
    .title = N_("A winning hand"),
    .text = N_("Only four sets and a pair win: no seven pairs, no thirteen orphans. And only a player who has "
               "declared ready may win, by self-draw or on a discard; when he can, the win is taken for him.") },

  { .section = MJ_RULEBOOK_SPECIAL, .anchors = "立牌 standing",
    .title = N_("Standing tiles"), .term = NC_("regional term", "立牌"),
    .text = N_("Your four standing tiles are part of your hand: they join sets and the pair like any other. "
               "But:\n"
               "• a standing tile is never discarded face up;\n"
               "• it leaves the standing group only in a pung or kong, or as your face-down ready discard;\n"
               "• a pung or kong must leave you at least one standing tile, and a tile you may discard.\n\n"
               "Keep a standing tile you can spare: you will need it to declare ready.") },
  { .section = MJ_RULEBOOK_SPECIAL, .anchors = "报听 ready",
    .title = N_("Declaring ready"), .term = NC_("regional term", "报听"),
    .text = N_("You declare ready by putting one standing tile face down as your discard, when the hand left is "
               "one tile from a win. From then on the hand is locked: no pung, no kong, and every tile you draw "
               "that does not win is discarded at once. Only a ready player can win."),
    .examples = {
      { "234m567m345p78p55s", "9p", "discard from=W ready-declared=no", NULL, REFUSED,
        N_("A complete hand, but South never declared ready: no win.") },
      { "234m567m345p78p55s", "9p", "discard from=W", NULL, 1,
        N_("Declared ready, South wins on 9p.") } } },

  { .section = MJ_RULEBOOK_PATTERNS, .anchors = "points",
    .title = N_("Points"),
    .text = N_("Every item below adds points; there is no cap. When the tiles can be split several ways, the split "
               "worth most counts.") },
  PATTERN ("hu", MJ_RULEBOOK_ONCE, 1,
           N_("Every win is worth one point."),
           { "234m567m345p78p55s", "9p", "discard from=W", NULL, 1,
             N_("Three suits and two waits: the base point only.") }),
  PATTERN ("zimo", MJ_RULEBOOK_ONCE, 1,
           N_("You drew the winning tile yourself."),
           { "234m567m345p78p55s", "6p", "self-drawn", NULL, 2,
             N_("The same hand self-drawn: each of the others pays 2."), "E -2 W -2 N -2 S +6" }),
  PATTERN ("quemen", MJ_RULEBOOK_ONCE, 1,
           N_("The hand holds exactly two of the three suits (honours do not count). A hand of one suit does "
              "not score it."),
           { "234m666m789m34p99p", "5p", "discard seat=N from=W", NULL, 2,
             N_("Characters and dots, no bamboo.") }),
  PATTERN ("bianzhang", MJ_RULEBOOK_ONCE, 1,
           N_("Edge wait: your only winning tile is the 3 of 1-2-3 or the 7 of 7-8-9. At most one of the three "
              "wait items counts."),
           { "89m234p567p345s11s", "7m", "discard from=W", NULL, 2,
             N_("89m waits on 7m alone.") }),
  PATTERN ("kanzhang", MJ_RULEBOOK_ONCE, 1,
           N_("Closed wait: your only winning tile is the middle of a chow."),
           { "234m456m79m789p11p", "8m", "discard from=E", NULL, 3,
             N_("79m waits on 8m alone; the hand also lacks bamboo.") }),
  PATTERN ("dandiao", MJ_RULEBOOK_ONCE, 1,
           N_("Single wait: your only winning tile pairs a lone tile."),
           { "1m234p678p[666z][9999p]", "1m", "discard from=W", NULL, 4,
             N_("Waiting on 1m alone, with an exposed kong.") }),
  PATTERN ("minggang", MJ_RULEBOOK_ONCE, 1,
           N_("You have at least one exposed kong (from a discard or added); counted once."),
           { "23m55p[666z][9999p][7777s]", "4m", "discard from=W", NULL, 2,
             N_("Two exposed kongs still count once.") }),
  PATTERN ("angang", MJ_RULEBOOK_ONCE, 2,
           N_("You have at least one concealed kong; counted once."),
           { "234m678m11p99p(5555z)", "9p", "self-drawn seat=W", NULL, 5,
             N_("A concealed kong of white dragons.") }),
  PATTERN ("qinglong", MJ_RULEBOOK_ONCE, 16,
           N_("Pure straight: 123, 456 and 789 of one suit among your sets."),
           { "123p456p789p678m5m", "8m", "discard seat=E from=S", NULL, 18,
             N_("The dealer's straight of dots, two suits: 1, 1 and 16.") }),

  { .section = MJ_RULEBOOK_SETTLEMENT, .anchors = "payments",
    .title = N_("Paying a win"),
    .text = N_("The hand's points P:\n"
               "• on a discard the discarder pays P; a robbed kong, the konger;\n"
               "• on a self-draw each of the other three pays P.\n\n"
               "There is no kong money, no dealer bonus, and nothing is paid when the wall runs out."),
    .examples = {
      { "12s456s678s333m22m", "3s", "self-drawn seat=W", NULL, 4,
        N_("Win, self-draw, two suits and an edge wait: each pays 4."), "E -4 S -4 N -4 W +12" } } },
};

static const MjRulebookData lisi_book = {
  "lisi",
  NC_("regional term", "太原立四麻将"),
  N_("Shanxi “standing four” (立四): 136 tiles, no chow. The first four tiles of your hand stand apart and are "
     "never discarded, and only a player who declared ready, with a standing tile face down, may win."),
  lisi_entries, G_N_ELEMENTS (lisi_entries),
};

/* ==== Taiwanese 16-tile (台灣十六張麻將) ===================================== */

static const MjRulebookEntry taiwan16_entries[] = {
  { .section = MJ_RULEBOOK_SETUP, .anchors = "tiles flowers 花",
    .title = N_("Tiles and flowers"),
    .text = N_("144 tiles: the three suits (萬, 筒, 條), the four winds, the three dragons (中, 發, 白) and eight "
               "flowers: 1f–4f 春夏秋冬 and 5f–8f 梅蘭菊竹. Flowers are never part of a set: each is set aside "
               "as soon as it appears and replaced from the back of the wall (補花).") },
  { .section = MJ_RULEBOOK_SETUP, .anchors = "deal dealer 開門 seat-wind",
    .title = N_("The deal and the seat winds"), .term = NC_("regional term", "開門"),
    .text = N_("Each player takes 16 tiles, the dealer 17. The dealer throws three dice: the player whose wall "
               "they open (開門) is East for this hand, and the seat winds (門風) follow in turn order; each "
               "wind owns two flowers, East 1f and 5f, South 2f and 6f, West 3f and 7f, North 4f and 8f. An "
               "option makes the dealer always East.\n\n"
               "The round wind (圈風) starts at East and moves on when the deal returns to the first dealer; a "
               "game is four rounds. The last 16 tiles are never drawn.") },
  { .section = MJ_RULEBOOK_SETUP, .anchors = "連莊 streak",
    .title = N_("The dealer deals again"), .term = NC_("regional term", "連莊"),
    .text = N_("A dealer who wins, or whose hand ends drawn (流局), deals again and counts his streak N; when "
               "another player wins, the deal passes to the next player.") },

  { .section = MJ_RULEBOOK_TURN, .anchors = "draw discard kong",
    .title = N_("Draw, kong and discard"),
    .text = N_("Draw (flowers are replaced), then win by self-draw, declare a concealed kong (暗槓) or an added "
               "kong (加槓), each replaced from the back of the wall, or discard. Between turns a hand holds 16 "
               "tiles, and one more for each kong.") },

  { .section = MJ_RULEBOOK_CLAIMS, .anchors = "claim 吃上家 chow",
    .title = N_("Chow, pung, kong and win"), .term = NC_("regional term", "吃上家"),
    .text = N_("On a discard: chow (吃) only by the next player, the discarder's 下家; pung (碰) with two like "
               "it; kong (大明槓) with three; or win. A win comes first, then a kong, a pung, a chow. Only one "
               "player wins a discard: the first after the discarder (截胡).") },
  { .section = MJ_RULEBOOK_CLAIMS, .anchors = "碰 pung",
    .title = N_("A pung stays a pung"), .term = NC_("regional term", "碰"),
    .text = N_("Once you have punged a tile, another discard of it cannot make your pung a kong. If you draw the "
               "fourth yourself you may add it (加槓), and anyone who can win on it may rob it (搶槓), paid by "
               "you.") },
  { .section = MJ_RULEBOOK_CLAIMS, .anchors = "河底 last-discard",
    .title = N_("The last discard"), .term = NC_("regional term", "河底"),
    .text = N_("The discard made after the last tile that may be drawn can only be taken for a win (河底撈魚); no "
               "chow, pung or kong.") },

  { .section = MJ_RULEBOOK_WINNING, .anchors = "shape complete",
    .title = N_("A winning hand"),
    .text = N_("Five sets and a pair, seventeen tiles with the winning one: there are no seven pairs or thirteen "
               "orphans. A hand of no 台 may still win and is paid the base. Flowers alone win too: all eight "
               "(八仙過海), or the eighth taken from the player who drew it (七搶一).") },

  { .section = MJ_RULEBOOK_SPECIAL, .anchors = "過水 pass-lock",
    .title = N_("Pass lock"), .term = NC_("regional term", "過水"),
    .text = N_("If you let a win on a discard (or a rob) go by, you may not win on any discard until after your "
               "own next draw. A self-drawn win is always allowed.") },
  { .section = MJ_RULEBOOK_SPECIAL, .anchors = "報聽 ready",
    .title = N_("Declaring ready"), .term = NC_("regional term", "報聽"),
    .text = N_("You may declare ready with a discard that leaves your hand one tile from a win. The hand is then "
               "locked: every tile you draw that does not win is discarded, and you make no chow, pung or kong. "
               "A declaration during play scores nothing; one made with your first discard scores 地聽, and one "
               "made on your dealt tiles before your first draw 天聽.") },
  { .section = MJ_RULEBOOK_SPECIAL, .anchors = "流局 exhausted",
    .title = N_("A drawn hand"), .term = NC_("regional term", "流局"),
    .text = N_("When no tile may be drawn and nobody wins the last discard, the hand is drawn: nobody pays, and "
               "the dealer deals again.") },

  { .section = MJ_RULEBOOK_PATTERNS, .anchors = "台 tai",
    .title = N_("Tai"), .term = NC_("regional term", "台"),
    .text = N_("Every item adds 台; some replace others, as each says. When the hand can be read several ways, the "
               "reading worth most counts. There is no cap.") },
  PATTERN ("zhuangjia", MJ_RULEBOOK_ONCE, 1,
           N_("The dealer's 台: added to a payment the dealer makes or receives, not to the hand."),
           { "456m789p234s56s88p[123m]", "7s", "discard from=E", NULL, 2,
             N_("South wins all chows (2 台) on the dealer's discard: East pays for 3."), "E -160 S +160" }),
  PATTERN ("lianzhuang", MJ_RULEBOOK_PER_REPEAT, 2,
           N_("For each hand the dealer has dealt again (連N拉N), on the dealer's payments like 莊家."),
           { "456m789p234s56s88p[123m]", "7s", "discard from=E dealer-streak=2", NULL, 2,
             N_("The dealer's second hand in a row: 1 and 2 more on his payment.") }),
  PATTERN ("menqing", MJ_RULEBOOK_ONCE, 1,
           N_("Concealed hand (no chow, pung or exposed kong), won on a discard."),
           { "12m456m789p234s678s55p", "3m", "discard from=W", NULL, 2,
             N_("Concealed, and 3m is the only winning tile.") }),
  PATTERN ("zimo", MJ_RULEBOOK_ONCE, 1,
           N_("Self-draw with a hand that is not concealed."),
           { "123m678s55p67m[777z][345p]", "8m", "self-drawn seat=N", NULL, 2,
             N_("North self-draws with a claimed chow and a pung of red dragons.") }),
  PATTERN ("buqiuren", MJ_RULEBOOK_ONCE, 3,
           N_("A concealed hand won by self-draw (門清自摸): replaces 門清 and 自摸."),
           { "234m567m345p678p23s99s", "4s", "self-drawn", NULL, 3,
             N_("Every tile drawn by South himself.") }),
  PATTERN ("duting", MJ_RULEBOOK_ONCE, 1,
           N_("Single wait: only one kind of tile completes the hand (edge, middle or pair), whether or not "
              "copies are left."),
           { "345m678m11p13s456s[333z]", "2s", "discard seat=W from=N", NULL, 2,
             N_("13s waits on 2s alone; the pung of West is West's seat wind.") }),
  PATTERN ("quanfeng", MJ_RULEBOOK_ONCE, 1,
           N_("A pung or kong of the round wind."),
           { "234p567p789s2m[111z][345m]", "2m", "discard from=W", NULL, 2,
             N_("East is the round wind.") }),
  PATTERN ("menfeng", MJ_RULEBOOK_ONCE, 1,
           N_("A pung or kong of your seat wind (門風)."),
           { "234p567p789s2m[222z][345m]", "2m", "discard from=W round-wind=S", NULL, 3,
             N_("In the South round South's pung of South is both round and seat wind.") }),
  PATTERN ("sanyuanpai", MJ_RULEBOOK_EACH, 1,
           N_("Each pung or kong of a dragon."),
           { "123m456m789m234p1p[555z]", "1p", "discard from=W", NULL, 1,
             N_("One pung of white dragons.") }),
  PATTERN ("huapai", MJ_RULEBOOK_EACH, 1,
           N_("Each flower of your own seat wind, outside a complete set."),
           { "234m567m345p678p23s99s", "4s", "self-drawn seat=E flowers=1f", NULL, 4,
             N_("East holds 1f: concealed self-draw and his flower.") }),
  PATTERN ("huagang", MJ_RULEBOOK_EACH, 2,
           N_("Each complete set of four flowers (春夏秋冬 or 梅蘭菊竹); that set's own flower then scores no "
              "more."),
           { "123m456m789p234s678s5p", "5p", "discard from=W flowers=1f2f3f4f6f", NULL, 5,
             N_("1f–4f make a set; 6f, South's other flower, still scores.") }),
  PATTERN ("gangshangkaihua", MJ_RULEBOOK_ONCE, 1,
           N_("You win on the replacement tile of a kong or a flower."),
           { "234m567m345s678s9s(1111p)", "9s", "self-drawn after-kong", NULL, 4,
             N_("A concealed kong keeps the hand concealed: 不求人 and 槓上開花.") }),
  PATTERN ("qianggang", MJ_RULEBOOK_ONCE, 1,
           N_("You win by robbing an added kong; the konger pays."),
           { "12m456m789p234s678s55p", "3m", "discard from=N robbing-kong", NULL, 3,
             N_("A rob is a discard-type win: the hand stays concealed.") }),
  PATTERN ("haidilaoyue", MJ_RULEBOOK_ONCE, 1,
           N_("Self-draw of the last tile that may be drawn."),
           { "567m888p123s45s99s[234s]", "6s", "self-drawn seat=W last-tile", NULL, 2,
             N_("West draws the last tile.") }),
  PATTERN ("hedilaoyu", MJ_RULEBOOK_ONCE, 1,
           N_("A win on the discard made after the last tile that may be drawn."),
           { "456m789p234s56s88p[123m]", "7s", "discard from=W last-tile", NULL, 3,
             N_("All chows on the last discard.") }),
  PATTERN ("pinghu", MJ_RULEBOOK_ONCE, 2,
           N_("Five chows and a pair, no honour and no flower at all, won on a discard, with more than one "
              "winning tile."),
           { "456m789p234s56s88p[123m]", "7s", "discard from=W", NULL, 2,
             N_("56s waits on 4s and 7s.") }),
  PATTERN ("quanqiuren", MJ_RULEBOOK_ONCE, 2,
           N_("All five sets claimed, and the pair completed on a discard; replaces 獨聽."),
           { "5p[123m][456p][345s][777s][999m]", "5p", "discard from=W", NULL, 2,
             N_("One tile left in hand.") }),
  PATTERN ("sananke", MJ_RULEBOOK_ONCE, 2,
           N_("Three concealed pungs: made of tiles you drew (a pung completed on a discard does not count)."),
           { "111m333p555s78m456p99s", "6m", "discard from=W", NULL, 3,
             N_("111m, 333p and 555s were all drawn.") }),
  PATTERN ("sianke", MJ_RULEBOOK_ONCE, 5,
           N_("Four concealed pungs."),
           { "111m333p555s777s78m99s", "6m", "discard from=W", NULL, 6,
             N_("The winning tile goes into a chow.") }),
  PATTERN ("wuanke", MJ_RULEBOOK_ONCE, 8,
           N_("Five concealed pungs."),
           { "111m333p555s777s999m2z", "2z", "self-drawn seat=N", NULL, 16,
             N_("All pungs, concealed, self-drawn, single wait.") }),
  PATTERN ("pengpenghu", MJ_RULEBOOK_ONCE, 4,
           N_("All five sets are pungs or kongs."),
           { "111m333p55s99s[777s][888m]", "5s", "discard from=W", NULL, 4,
             N_("The pung completed on the discard is not concealed.") }),
  PATTERN ("hunyise", MJ_RULEBOOK_ONCE, 4,
           N_("One suit and honours."),
           { "123m456m789m345m666m2z", "2z", "discard from=W", NULL, 6,
             N_("Characters and a pair of South.") }),
  PATTERN ("qingyise", MJ_RULEBOOK_ONCE, 8,
           N_("One suit, no honours."),
           { "123p234p456p789p99p67p", "8p", "discard seat=E from=S", NULL, 11,
             N_("The dealer's concealed all chows of dots.") }),
  PATTERN ("ziyise", MJ_RULEBOOK_ONCE, 16,
           N_("Honours only; replaces 碰碰胡."),
           { "555z7z[111z][222z][333z][444z]", "7z", "discard from=W", NULL, 34,
             N_("Four wind pungs as well: big four winds.") }),
  PATTERN ("xiaosanyuan", MJ_RULEBOOK_ONCE, 4,
           N_("Two dragon pungs and a dragon pair; replaces 三元牌."),
           { "123m456m789m7z[555z][666z]", "7z", "self-drawn", NULL, 10,
             N_("With the half flush, a single wait and the self-draw.") }),
  PATTERN ("dasanyuan", MJ_RULEBOOK_ONCE, 8,
           N_("Three dragon pungs; replaces 三元牌."),
           { "234m567m8m[555z][666z][777z]", "8m", "discard from=E", NULL, 12,
             N_("On the dealer's discard, with the half flush.") }),
  PATTERN ("xiaosixi", MJ_RULEBOOK_ONCE, 8,
           N_("Three wind pungs and a wind pair; the round and seat wind pungs still count."),
           { "44z123m45m[111z][222z][333z]", "6m", "discard from=W", NULL, 14,
             N_("East is the round wind and South South's wind.") }),
  PATTERN ("dasixi", MJ_RULEBOOK_ONCE, 16,
           N_("Four wind pungs; replaces 圈風 and 門風."),
           { "123m4m[111z][222z][333z][444z]", "4m", "discard from=W", NULL, 20,
             N_("With the half flush.") }),
  PATTERN ("tianhu", MJ_RULEBOOK_ONCE, 24,
           N_("The dealer's dealt hand already wins. Replaces 門清, 自摸, 不求人, 獨聽 and 槓上開花."),
           { "123m456m789p234s678s5p", "5p", "self-drawn seat=E first-turn", NULL, 24,
             N_("East wins before his first discard.") }),
  PATTERN ("dihu", MJ_RULEBOOK_ONCE, 16,
           N_("Another player wins on his first draw, before any claim."),
           { "123m456m789p234s678s5p", "5p", "self-drawn first-turn", NULL, 16,
             N_("South self-draws on his first draw.") }),
  PATTERN ("renhu", MJ_RULEBOOK_ONCE, 8,
           N_("Another player wins on a discard before his own first draw, with no claim before it."),
           { "123m456m789p234s678s5p", "5p", "discard from=E first-turn", NULL, 8,
             N_("South wins on the dealer's first discard.") }),
  PATTERN ("tianting", MJ_RULEBOOK_ONCE, 8,
           N_("You declared ready on your dealt tiles, before your first draw, and then won. Replaces 門清 and "
              "不求人."),
           { "123m456m789p234s678s5p", "5p", "self-drawn ready-declared=tianting", NULL, 10,
             N_("Self-drawn: 自摸 still counts.") }),
  PATTERN ("diting", MJ_RULEBOOK_ONCE, 4,
           N_("You declared ready with your first discard, before any claim, and then won."),
           { "123m456m789p234s678s5p", "5p", "discard from=W ready-declared=diting", NULL, 5,
             N_("Won on West's discard.") }),
  { .section = MJ_RULEBOOK_PATTERNS, .anchors = "baxianguohai 八仙過海", .pattern = "baxianguohai",
    .text = N_("All eight flowers: you win at once, paid as a self-draw. Only these 台 count, and the dealer's."),
    .pattern_value = 8, .value_option = "tai_baxian",
    .examples = { { "", NULL, "self-drawn flowers=1f2f3f4f5f6f7f8f", NULL, 8,
                    N_("The eighth flower has just been set aside.") } } },
  { .section = MJ_RULEBOOK_PATTERNS, .anchors = "qiqiangyi 七搶一", .pattern = "qiqiangyi",
    .text = N_("You hold seven flowers and another player draws the eighth: you take it and win at once, and he "
               "alone pays."),
    .pattern_value = 8, .value_option = "tai_qiqiangyi",
    .examples = { { "", NULL, "discard from=N flowers=1f2f3f5f6f7f8f", NULL, 8,
                    N_("North has drawn 4f: South takes it.") } } },
  PATTERN ("minggang", MJ_RULEBOOK_ONCE, 1,
           N_("Kongs score nothing by default. With the option “Tai per kong”, each exposed kong scores that "
              "many 台 …"),
           { "234m567m345s9s[1111p+](2222s)", "9s", "discard from=W", "kong_tai=1", 4,
             N_("With 1 台 per kong: the added kong 1, the concealed kong 2, and the single wait.") },
           { "234m567m345s9s[1111p+](2222s)", "9s", "discard from=W", NULL, 1,
             N_("By default the kongs score nothing.") }),
  PATTERN ("angang", MJ_RULEBOOK_ONCE, 2,
           N_("… and each concealed kong twice as many."),
           { "234m567m345s9s[1111p+](2222s)", "9s", "discard from=W", "kong_tai=1", 4,
             N_("With 1 台 per kong.") }),

  { .section = MJ_RULEBOOK_SETTLEMENT, .anchors = "payments",
    .title = N_("Paying a win"),
    .text = N_("Each payment is a leg: base 100 and 20 for each 台 of the hand, plus the dealer's 台 (1, and 2 "
               "for each repeat) when the dealer pays or wins it.\n"
               "• A discard win, a rob, or 七搶一: one leg, from the discarder, the konger or the player who drew "
               "the eighth flower.\n"
               "• A self-draw: one leg from each of the three others, each with its own dealer's 台.\n\n"
               "There is no kong money and no flower money, and a drawn hand pays nothing."),
    .examples = {
      { "123m678s55p67m[777z][345p]", "8m", "self-drawn seat=N dealer-streak=3", NULL, 2,
        N_("North self-draws a hand of 2 台 while East deals for the third time in a row: East's leg carries "
           "his 1 台 and 2 for each of his two repeats."), "E -240 S -140 W -140 N +520" } } },
};

static const MjRulebookData taiwan16_book = {
  "taiwan16",
  NC_("regional term", "台灣十六張麻將"),
  N_("Taiwanese sixteen tiles (台灣十六張): 144 tiles with flowers, sixteen tiles in hand and five sets to "
     "make; hands are paid by 台, and a dealer who keeps the deal (連莊) raises every payment he is part of."),
  taiwan16_entries, G_N_ELEMENTS (taiwan16_entries),
};

/* ==== the books ============================================================= */

static const MjRulebookData * const books[] = {
  &sichuan_book,
  &zhuoji_book,
  &qionghai_book,
  &lisi_book,
  &taiwan16_book,
};

const MjRulebookData *
mj_rulebook_data_get (const char *rules_id)
{
  g_return_val_if_fail (rules_id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (books); i++)
    if (strcmp (books[i]->rules_id, rules_id) == 0)
      return books[i];
  return NULL;
}

static const char * const section_anchors[MJ_RULEBOOK_N_SECTIONS] = {
  "setup", "turn", "claims", "winning", "special", "patterns", "settlement",
};

static const char * const section_titles[MJ_RULEBOOK_N_SECTIONS] = {
  N_("Setup"),
  N_("A turn"),
  N_("Claims"),
  N_("Winning"),
  N_("Special rules"),
  N_("Patterns"),
  N_("Settlement"),
};

const char *
mj_rulebook_data_section_anchor (MjRulebookSection section)
{
  g_return_val_if_fail (section < MJ_RULEBOOK_N_SECTIONS, NULL);
  return section_anchors[section];
}

const char *
mj_rulebook_data_section_title (MjRulebookSection section)
{
  g_return_val_if_fail (section < MJ_RULEBOOK_N_SECTIONS, NULL);
  return _(section_titles[section]);
}

gboolean
mj_rulebook_data_entry_has_anchor (const MjRulebookEntry *entry,
                                   const char            *anchor)
{
  gsize len;

  g_return_val_if_fail (entry != NULL, FALSE);
  if (anchor == NULL || anchor[0] == '\0')
    return FALSE;
  if (entry->pattern && strcmp (entry->pattern, anchor) == 0)
    return TRUE;
  len = strlen (anchor);
  for (const char *p = entry->anchors; p && *p;)
    {
      const char *end = strchr (p, ' ');
      gsize n = end ? (gsize) (end - p) : strlen (p);

      if (n == len && strncmp (p, anchor, n) == 0)
        return TRUE;
      p = end ? end + 1 : p + n;
    }
  return FALSE;
}

const MjRulebookEntry *
mj_rulebook_data_find (const MjRulebookData *book,
                       const char       *anchor)
{
  g_return_val_if_fail (book != NULL, NULL);

  for (guint i = 0; i < book->n_entries; i++)
    if (mj_rulebook_data_entry_has_anchor (&book->entries[i], anchor))
      return &book->entries[i];
  return NULL;
}

const char *
mj_rulebook_data_anchor_for_refusal (const MjRules *rules,
                                     MjRefusal      refusal)
{
  const MjRefusalTerm *entry;

  g_return_val_if_fail (rules != NULL, NULL);

  entry = mj_rules_find_refusal (rules, refusal);
  if (entry && entry->term)
    return entry->term;

  /* the rules every set shares live in the sections */
  switch (refusal)
    {
    case MJ_REFUSAL_NOT_COMPLETE:
      return section_anchors[MJ_RULEBOOK_WINNING];
    case MJ_REFUSAL_KONG_AFTER_CLAIM:
    case MJ_REFUSAL_ROBBED_ONLY_WIN:
      return section_anchors[MJ_RULEBOOK_CLAIMS];
    case MJ_REFUSAL_DEAL_DEALER:
      return section_anchors[MJ_RULEBOOK_SETUP];
    default:
      return section_anchors[MJ_RULEBOOK_TURN];
    }
}

/* ---- examples ------------------------------------------------------------------ */

/* The context keys of the rules README, read by the engine's one reader
 * (mj_win_context_parse, as `sparrow-cli score` reads them) after the
 * example's first word, discard or self-drawn; an example with a winning
 * tile must also be a win that can happen (mj_win_context_check).  A win
 * on flowers alone is valued from its option, and has no hand to check. */
gboolean
mj_rulebook_data_example_context (const MjRules           *rules,
                                  const MjRulebookExample *example,
                                  MjOptions               *options,
                                  MjWinContext            *ctx,
                                  GError                 **error)
{
  g_auto (GStrv) keys = NULL;
  g_autoptr (GPtrArray) readme_keys = g_ptr_array_new ();

  g_return_val_if_fail (rules != NULL && example != NULL, FALSE);

  mj_options_init_defaults (rules, options);
  if (example->options)
    {
      g_auto (GStrv) assignments = g_strsplit (example->options, " ", -1);
      for (guint i = 0; assignments[i]; i++)
        if (assignments[i][0] && !mj_options_parse_assignment (rules, options, assignments[i], error))
          return FALSE;
    }

  mj_win_context_init (ctx);
  if (!mj_hand_parse (&ctx->hand, example->hand, error))
    return FALSE;
  if (example->win && !mj_tile_from_string (example->win, &ctx->win_tile, error))
    return FALSE;

  keys = g_strsplit (example->context ? example->context : "", " ", -1);
  for (guint i = 0; keys[i]; i++)
    {
      if (strcmp (keys[i], "self-drawn") == 0)
        ctx->self_drawn = TRUE;
      else if (strcmp (keys[i], "discard") == 0)
        ctx->self_drawn = FALSE;
      else
        g_ptr_array_add (readme_keys, keys[i]);
    }
  g_ptr_array_add (readme_keys, NULL);

  if (!mj_win_context_parse (rules, options, (const char * const *) readme_keys->pdata, ctx, NULL, error))
    return FALSE;
  return example->win == NULL || mj_win_context_check (rules, options, ctx, error);
}

gboolean
mj_rulebook_data_score_example (const MjRules           *rules,
                                const MjRulebookEntry   *entry,
                                const MjRulebookExample *example,
                                MjWinContext            *ctx,
                                MjScore                 *score,
                                GError                 **error)
{
  MjOptions options;

  g_return_val_if_fail (rules != NULL && example != NULL && ctx != NULL && score != NULL, FALSE);

  if (!mj_rulebook_data_example_context (rules, example, &options, ctx, error))
    return FALSE;

  if (example->win == NULL)
    {
      /* a win on flowers alone: the game values it from the option */
      int value;

      if (entry == NULL || entry->value_option == NULL || entry->pattern == NULL ||
          mj_options_find (rules, entry->value_option) < 0)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "rule book example: a win on flowers alone needs its entry's value option");
          return FALSE;
        }
      value = mj_options_get (rules, &options, entry->value_option);
      mj_score_init (score);
      mj_score_add (score, entry->pattern, value);
      score->value = value;
      return TRUE;
    }

  rules->score (rules, &options, ctx, score);
  return TRUE;
}

/* ---- the comparison page ----------------------------------------------------------- */

static const char * const aspect_titles[MJ_RULEBOOK_N_ASPECTS] = {
  N_("Tiles"),
  N_("Deal"),
  N_("Claims"),
  N_("Who may win on a discard"),
  N_("Special rules"),
  N_("Settlement"),
};

typedef struct {
  const char *rules_id;
  const char *cells[MJ_RULEBOOK_N_ASPECTS];   /* N_() */
} Comparison;

static const Comparison comparisons[] = {
  { "sichuan", {
      N_("Three suits only: no honours, no flowers."),
      N_("Dice choose the dealer every hand. Each player voids a suit (定缺); an option exchanges three tiles "
         "first (换三张)."),
      N_("Pung and kong; no chow. Several players may win on one discard."),
      N_("Anyone whose hand lacks a suit, the one declared. After passing a win, not before the next draw "
         "(过水不胡)."),
      N_("Blood battle: play goes on after a win until three have won (血战到底). Flower pig, ready check and "
         "refund when the wall runs out."),
      N_("Fan double: 6 × 2^(fan − 1), capped at 6 fan. The discarder pays; a self-draw is paid by all still "
         "playing, plus a base. Kong money at once (刮风下雨)."),
    } },
  { "zhuoji", {
      N_("Three suits only; the one of bamboo (幺鸡) is a chicken."),
      N_("Dice choose the first dealer; then the winner deals."),
      N_("Pung and kong; no chow. Several players may win on one discard."),
      N_("A big hand (5 or more), a player holding a kong (豆), a hot discard (热炮) or a robbed kong. A plain "
         "hand otherwise wins only by self-draw."),
      N_("Chickens (捉鸡): 1s and the tile after the flipped one pay every holder. Kongs (豆) are paid if their "
         "owner is ready."),
      N_("Points add, no cap. The discarder pays, or all three on a self-draw; the dealer's streak adds to his "
         "payments. Beans and chickens after the win."),
    } },
  { "qionghai", {
      N_("Suits, winds, dragons and eight flowers."),
      N_("Flowers are replaced after the deal. The dealer keeps the deal when he wins or the hand is drawn; "
         "the round wind (令) moves with the deal."),
      N_("Chow from the player before you, pung, kong. Only the nearest player wins a discard."),
      N_("Only a hand with at least one fan (有番才能胡); a self-draw needs none."),
      N_("Liability after three claims (包), following the dealer (跟庄), the dealer's first discard konged "
         "(首张被杠), seat flowers."),
      N_("Fan add. On a discard all three pay 10 × fan and the discarder 10 more; on a self-draw each pays "
         "20 × fan. Kongs pay 10 and 20 if the hand is won."),
    } },
  { "lisi", {
      N_("Suits, winds and dragons; no flowers."),
      N_("The first four tiles of each hand are standing tiles (立牌). The dealer keeps the deal when he wins, "
         "or on a draw without kongs."),
      N_("Pung and kong, but not once ready; no chow. A pung declined is barred (过碰). Only the nearest "
         "player wins a discard."),
      N_("Only a player who declared ready (报听), and then his win is taken for him."),
      N_("Standing tiles are never discarded; ready is declared by putting one face down, and locks the hand."),
      N_("Points add. The discarder pays, or each of the three on a self-draw. No kong money."),
    } },
  { "taiwan16", {
      N_("Suits, winds, dragons and eight flowers."),
      N_("Three dice; the wall they open sets the seat winds (開門). The dealer keeps the deal when he wins or "
         "the hand is drawn (連莊)."),
      N_("Chow from the player before you, pung, kong. Only the nearest player wins a discard; the last discard "
         "only for a win."),
      N_("Anyone, with no minimum 台. After passing a win, not before the next draw (過水)."),
      N_("Flowers score by seat wind; all eight, or seven and the eighth taken, win at once. Ready "
         "declarations (報聽, 天聽, 地聽)."),
      N_("Each leg 100 and 20 per 台, with the dealer's 台 on his own legs. The discarder pays, or each of the "
         "three on a self-draw."),
    } },
};

const char *
mj_rulebook_data_aspect_title (MjRulebookAspect aspect)
{
  g_return_val_if_fail (aspect < MJ_RULEBOOK_N_ASPECTS, NULL);
  return _(aspect_titles[aspect]);
}

char *
mj_rulebook_data_aspect_text (const MjRules    *rules,
                              MjRulebookAspect  aspect)
{
  const Comparison *c = NULL;
  const char *cell;

  g_return_val_if_fail (rules != NULL && aspect < MJ_RULEBOOK_N_ASPECTS, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (comparisons); i++)
    if (strcmp (comparisons[i].rules_id, rules->id) == 0)
      c = &comparisons[i];
  cell = c ? _(c->cells[aspect]) : "";

  /* the numbers come from the rule set itself */
  switch (aspect)
    {
    case MJ_RULEBOOK_ASPECT_TILES:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%1$u tile. %2$s", "%1$u tiles. %2$s",
                                           mj_tileset_size (rules->tileset)),
                              mj_tileset_size (rules->tileset), cell);
    case MJ_RULEBOOK_ASPECT_DEAL:
      return g_strdup_printf (_("%1$u tiles each, the dealer %2$u. %3$s"),
                              rules->hand_size, rules->hand_size + 1, cell);
    default:
      return g_strdup (cell);
    }
}

/* ---- the same win elsewhere ------------------------------------------------------- */

static gboolean
lacks_tile (const MjRules *rules,
            const MjHand  *hand,
            MjTile         win,
            MjTile        *out)
{
  for (MjTile t = 0; t < MJ_N_KINDS; t++)
    if (hand->counts[t] && !mj_tileset_has_kind (rules->tileset, t))
      {
        *out = t;
        return TRUE;
      }
  for (guint m = 0; m < hand->n_melds; m++)
    if (!mj_tileset_has_kind (rules->tileset, hand->melds[m].tile))
      {
        *out = hand->melds[m].tile;
        return TRUE;
      }
  if (win != MJ_TILE_NONE && !mj_tileset_has_kind (rules->tileset, win))
    {
      *out = win;
      return TRUE;
    }
  return FALSE;
}

MjRulebookVerdict
mj_rulebook_data_score_elsewhere (const MjWinContext *played_ctx,
                                  const MjRules      *played,
                                  const MjRules      *rules,
                                  MjWinContext       *ctx,
                                  MjScore            *score,
                                  guint              *notes,
                                  MjTile             *tile)
{
  MjOptions options;
  MjFeatures features;
  guint sets;
  MjTile missing = MJ_TILE_NONE;

  g_return_val_if_fail (played_ctx != NULL && played != NULL && rules != NULL, MJ_RULEBOOK_SCORED);
  g_return_val_if_fail (ctx != NULL && score != NULL && notes != NULL, MJ_RULEBOOK_SCORED);

  *ctx = *played_ctx;
  *notes = 0;
  mj_score_init (score);
  if (tile)
    *tile = MJ_TILE_NONE;

  if (ctx->win_tile == MJ_TILE_NONE)
    return MJ_RULEBOOK_NO_HAND;

  /* sets of the concealed tiles and the winning tile, and the melds */
  sets = ctx->hand.n_melds + (ctx->hand.n_tiles + 1u >= 2 ? (ctx->hand.n_tiles + 1u - 2u) / 3u : 0u);
  if (sets != rules->hand_size / 3u)
    return MJ_RULEBOOK_HAND_SIZE;
  if (lacks_tile (rules, &ctx->hand, ctx->win_tile, &missing))
    {
      if (tile)
        *tile = missing;
      return MJ_RULEBOOK_TILES;
    }

  mj_options_init_defaults (rules, &options);
  features = mj_rules_features (rules, &options);

  if (rules->tileset != MJ_TILESET_144)
    {
      if (ctx->flowers)
        *notes |= MJ_RULEBOOK_NOTE_FLOWERS_DROPPED;
      ctx->flowers = 0;
      if (ctx->after_flower)
        ctx->after_kong = ctx->after_flower = FALSE;
    }
  if (rules->default_ready > ctx->ready)
    {
      ctx->ready = rules->default_ready;
      *notes |= MJ_RULEBOOK_NOTE_READY_ASSUMED;
    }
  /* a suit declared missing elsewhere would be the same suit; where none
   * was declared, the rule set takes the one the hand lacks */
  if (!(features & MJ_FEATURE_MISSING_SUIT))
    ctx->missing_suit = -1;
  else if (ctx->missing_suit < 0)
    *notes |= MJ_RULEBOOK_NOTE_SUIT_ASSUMED;
  /* who has finished matters only in a blood battle, and then not here:
   * the win is taken as the first of the hand */
  ctx->finished = 0;

  rules->score (rules, &options, ctx, score);
  return MJ_RULEBOOK_SCORED;
}
