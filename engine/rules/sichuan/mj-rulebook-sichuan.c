/* mj-rulebook-sichuan.c: the rule book of Sichuan blood battle
 * (四川麻将·血战到底), written from the rules document sichuan.md: its rules and
 * patterns, each with anchors a hint can link to, example hands the engine
 * scores when the book is shown (tests/test-rulebook.c fails where the
 * book and the score disagree), and its column of the comparison page. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-rulebook-data.h"

#define PATTERN MJ_RULEBOOK_PATTERN
#define REFUSED MJ_RULEBOOK_REFUSED

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

const MjRulebookData mj_rulebook_sichuan = {
  .native_name = NC_("regional term", "四川麻将 · 血战到底"),
  .intro = N_("Sichuan “blood battle” (血战到底): 108 tiles, no chow, every player voids one suit, and the hand goes on "
              "after a win until three players have won. Fan double the value up to a cap."),
  .entries = sichuan_entries,
  .n_entries = G_N_ELEMENTS (sichuan_entries),
  .compare = {
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
  },
};
