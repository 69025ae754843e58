/* mj-rulebook-lisi.c: the rule book of Shanxi standing four (立四麻将),
 * written from the rules document lisi.md: its rules and patterns, each
 * with anchors a hint can link to, example hands the engine scores when
 * the book is shown (tests/test-rulebook.c fails where the book and the
 * score disagree), and its column of the comparison page. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-rulebook-data.h"

#define PATTERN MJ_RULEBOOK_PATTERN
#define REFUSED MJ_RULEBOOK_REFUSED

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

const MjRulebookData mj_rulebook_lisi = {
  .native_name = NC_("regional term", "太原立四麻将"),
  .intro = N_("Shanxi “standing four” (立四): 136 tiles, no chow. The first four tiles of your hand stand apart and are "
              "never discarded, and only a player who declared ready, with a standing tile face down, may win."),
  .entries = lisi_entries,
  .n_entries = G_N_ELEMENTS (lisi_entries),
  .compare = {
    N_("Suits, winds and dragons; no flowers."),
    N_("The first four tiles of each hand are standing tiles (立牌). The dealer keeps the deal when he wins, "
       "or on a draw without kongs."),
    N_("Pung and kong, but not once ready; no chow. A pung declined is barred (过碰). Only the nearest "
       "player wins a discard."),
    N_("Only a player who declared ready (报听), and then his win is taken for him."),
    N_("Standing tiles are never discarded; ready is declared by putting one face down, and locks the hand."),
    N_("Points add. The discarder pays, or each of the three on a self-draw. No kong money."),
  },
};
