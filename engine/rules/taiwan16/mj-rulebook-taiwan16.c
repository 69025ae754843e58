/* mj-rulebook-taiwan16.c: the rule book of Taiwanese sixteen tiles
 * (台灣十六張麻將), written from the rules document taiwan16.md: its rules and
 * patterns, each with anchors a hint can link to, example hands the engine
 * scores when the book is shown (tests/test-rulebook.c fails where the
 * book and the score disagree), and its column of the comparison page. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-rulebook-data.h"

#define PATTERN MJ_RULEBOOK_PATTERN
#define REFUSED MJ_RULEBOOK_REFUSED

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

const MjRulebookData mj_rulebook_taiwan16 = {
  .native_name = NC_("regional term", "台灣十六張麻將"),
  .intro = N_("Taiwanese sixteen tiles (台灣十六張): 144 tiles with flowers, sixteen tiles in hand and five sets to "
              "make; hands are paid by 台, and a dealer who keeps the deal (連莊) raises every payment he is part of."),
  .entries = taiwan16_entries,
  .n_entries = G_N_ELEMENTS (taiwan16_entries),
  .compare = {
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
  },
};
