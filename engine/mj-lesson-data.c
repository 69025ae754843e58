/* mj-lesson-data.c: the five lessons, one per rule set, as C tables: their
 * sentences are marked for translation where they are written, so the
 * catalogues and the checks that every string is translated cover them
 * as they cover the rest of the engine (a JSON resource would need an
 * extractor of its own); a prepared wall and the whole hand's actions in
 * the text form of records, so a lesson is a scenario the tests can play.
 * Each lesson follows its rule set's specification (the rule book). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "mj-lesson.h"

/* ---- Guizhou 捉鸡: chickens, the flipped tile, a 豆 ------------------------ */

static const MjLessonLine zhuoji_lines[] = {
  { "E discard 1s", NULL, NULL, NULL },
  { "S pung",
    N_("South pungs the %1$s East threw. The %1$s is 幺鸡, a chicken in every hand; the first one thrown and "
       "punged is a responsibility chicken (责任鸡): East will owe South for it."), NULL, "1s" },
  { "S discard 5s", NULL, NULL, NULL },
  { "W discard 4p", NULL, NULL, NULL },
  { "N concealed-kong 2m",
    N_("You hold four %1$s. Declare a concealed kong: in Guizhou a kong is a 豆, and a concealed one (闷豆) is "
       "paid 2 by each other player. Choose Kong."),
    N_("Declare the concealed kong of the %1$s (Kong)."), "2m" },
  { "N discard 8m",
    N_("Your replacement tile is the %1$s. Discard it: your hand stays ready, waiting for the %2$s. With a 豆 "
       "you may now also win on a discard, which a plain hand without one may not."),
    N_("Discard the %1$s, the replacement tile."), "8m4s" },
  { "E discard 7p", NULL, NULL, NULL },
  { "S discard 6s", NULL, NULL, NULL },
  { "W win",
    N_("West draws the %1$s and wins by self-draw. A win in Guizhou ends the hand; now the chickens are "
       "counted."), NULL, "9p" },
};

/* ---- Lisi 立四: standing tiles, the ready declaration ---------------------- */

static const MjLessonLine lisi_lines[] = {
  { "E discard 9s", NULL, NULL, NULL },
  { "S discard 3m", NULL, NULL, NULL },
  { "W discard 2s", NULL, NULL, NULL },
  { "N discard 7s ready",
    N_("You drew the %2$s. Your hand is one tile from a win if the %1$s goes, and the %1$s is a standing tile: "
       "declare ready by discarding it face down. Turn on “Ready with this discard” (R), then choose the standing "
       "%1$s."),
    N_("Declare ready with the standing %1$s, face down."), "7s6p" },
  { "E discard 6z",
    N_("Your ready discard lies face down: nobody learns it, nobody may claim it. From now on you only draw and "
       "discard, and the game wins for you when your tile comes."), NULL, NULL },
  { "S discard 4z", NULL, NULL, NULL },
  { "W discard 2z", NULL, NULL, NULL },
};

/* ---- Taiwan 16: sixteen tiles, flowers, 台 ---------------------------------- */

static const MjLessonLine taiwan16_lines[] = {
  { "E discard 1z", NULL, NULL, NULL },
  { "S pass",
    N_("Before your first draw you may declare ready on the tiles you were dealt (天聽, 8 台 if you win), but "
       "then you may only draw and discard. This lesson keeps your hand free: choose Pass."),
    N_("Choose Pass: the lesson does not declare 天聽."), NULL },
  { "S concealed-kong 9m",
    N_("You drew the fourth %1$s. Declare a concealed kong: your hand stays concealed, and you draw a "
       "replacement from the back of the wall. Choose Kong."),
    N_("Declare the concealed kong of the %1$s (Kong)."), "9m" },
  { "S win",
    N_("Your replacement was the %1$s, a flower: it was set aside (it is South’s own flower, 正花, worth 1 台) "
       "and replaced again, by the %2$s, which completes your hand. Win: a win on a replacement is 槓上開花."),
    N_("Declare the win."), "2f5s" },
};

/* ---- Sichuan: the missing suit, a kong's wind, the blood battle ---------- */

static const MjLessonLine sichuan_lines[] = {
  { "S exchange 7s8s9s",
    N_("First comes the exchange (换三张, a house option this lesson plays with): everyone passes three tiles of "
       "one suit, all at once, and a die says to whom. Pass your three bamboo, the %1$s, the %2$s and the %3$s: "
       "choose them on the table, then Pass (Enter)."),
    N_("Choose your three bamboo, the %1$s, the %2$s and the %3$s, and pass them on."), "7s8s9s" },
  { "E exchange 7m8m9m", NULL, NULL, NULL },
  { "W exchange 4s5s6s", NULL, NULL, NULL },
  { "N exchange 6m7m8m",
    N_("The die said across the table: your bamboo went to North, and North passed you the %1$s, the %2$s and "
       "the %3$s. Now you hold no bamboo at all."), NULL, "6m7m8m" },
  { "S choose-suit s",
    N_("Next everyone chooses a missing suit (定缺): a suit to get rid of, since a winning hand holds at most two "
       "suits. You hold no bamboo now: choose bamboo."),
    N_("Choose bamboo as your missing suit."), NULL },
  { "E choose-suit m", NULL, NULL, NULL },
  { "W choose-suit s", NULL, NULL, NULL },
  { "N choose-suit m",
    N_("The missing suits are shown now: East and North give up characters, West and you bamboo. Until a "
       "player’s missing suit is gone, each of his discards must be of it."), NULL, NULL },
  { "E discard 5p", NULL, NULL, NULL },
  { "S pung",
    N_("East throws the %1$s and you hold two: pung it (Pung). Sichuan has no chows, only pungs and kongs."),
    N_("Pung the %1$s (Pung)."), "5p" },
  { "N pass", NULL, NULL, NULL },
  { "S discard 9m",
    N_("Discard the %1$s, the one tile that fits nothing."),
    N_("Discard the %1$s."), "9m" },
  { "W discard 7s", NULL, NULL, NULL },
  { "N discard 7m", NULL, NULL, NULL },
  { "E discard 3m", NULL, NULL, NULL },
  { "S added-kong 5p",
    N_("You drew the fourth %1$s. Add it to your pung for a kong (Kong). Kongs are paid at once: an added kong "
       "is wind (刮风), 1 base from each player still in the hand; a kong claimed on a discard is wind paid 2 by "
       "its discarder; a concealed kong is rain (下雨), 2 from each."),
    N_("Add the %1$s to your pung (Kong)."), "5p" },
  { "N pass", NULL, NULL, NULL },
  { "S discard 1s",
    N_("The kong’s wind is paid. Your replacement tile is the %1$s, of your missing suit: you must discard it "
       "before anything else."),
    N_("Discard the %1$s: a tile of your missing suit goes first."), "1s" },
  { "W discard 2s", NULL, NULL, NULL },
  { "N discard 1m", NULL, NULL, NULL },
  { "E win",
    N_("East draws the %1$s and wins by self-draw. This is the blood battle (血战到底): the hand does not end. "
       "East is out and is paid; the three of you play on."), NULL, "9p" },
  { "S win",
    N_("You drew the %1$s: your hand is complete, two suits only, your missing suit gone. Declare the win (Win)."),
    N_("Declare the win: the %1$s completes your hand."), "8p" },
  { "W win",
    N_("West wins too, by self-draw on the %1$s. With three players out, the hand ends."), NULL, "7p" },
};

/* ---- Qionghai: flowers and 包 ---------------------------------------------- */

static const MjLessonLine qionghai_lines[] = {
  { "E discard 1m", NULL, NULL, NULL },
  { "S chow 1m",
    N_("East, on your left, throws the %1$s: chow it with your %2$s and %3$s (Chow). Count the claims you make "
       "from East’s discards: this is the first."),
    N_("Chow the %1$s with your %2$s and %3$s (Chow)."), "1m2m3m" },
  { "S discard 1z",
    N_("Discard the %1$s."), N_("Discard the %1$s."), "1z" },
  { "W discard 4z", NULL, NULL, NULL },
  { "N discard 5z", NULL, NULL, NULL },
  { "E discard 4m", NULL, NULL, NULL },
  { "S chow 4m",
    N_("East throws the %1$s: chow it too (Chow). That is your second claim from East."),
    N_("Chow the %1$s (Chow)."), "4m" },
  { "S discard 2z",
    N_("Discard the %1$s."), N_("Discard the %1$s."), "2z" },
  { "W discard 7z", NULL, NULL, NULL },
  { "N discard 4z", NULL, NULL, NULL },
  { "E discard 9p", NULL, NULL, NULL },
  { "S pung",
    N_("East throws the %1$s: pung it (Pung). Three claims from one player: if you now win, East is liable (包) "
       "and pays the whole win alone, for everyone."),
    N_("Pung the %1$s (Pung)."), "9p" },
  { "S discard 3z",
    N_("Discard the %1$s, the tile that replaced your flower. You wait for the %2$s or the %3$s."),
    N_("Discard the %1$s."), "3z6s9s" },
  { "W discard 9m", NULL, NULL, NULL },
  { "N discard 9s", NULL, NULL, NULL },
  { "S win",
    N_("North throws the %1$s: win on it (Win). A win on a discard needs at least one fan; your pair of the %2$s "
       "is one (258将), and your own flower another."),
    N_("Win on the %1$s (Win)."), "9s5s" },
};

static const MjLessonData lessons[] = {
  {
    "sichuan", N_("Sichuan: the missing suit and the blood battle"),
    N_("The missing suit (定缺), a kong’s wind and rain, and a win that does not end the hand"),
    "huan_san_zhang=true", 1, 0,
    { "5p123789s1199p789m", "55p234m9m2288p789s", "123456m1168p456s", "123456s3346p678m" },
    "7s7m3m5p2s1m9p8p7p", "1s", { 0 },
    N_("Sichuan mahjong is played with three suits only, no honours and no flowers, and no chows. A win needs a "
       "missing suit, and the hand goes on after a win until three players are out. You sit South."),
    NULL,
    sichuan_lines, G_N_ELEMENTS (sichuan_lines),
    N_("The hand is over. Each win was paid by the players still in the hand when it was made, and your kong’s "
       "wind by the three others. The score shows every payment."),
    NULL,
  },
  {
    "zhuoji", N_("Guizhou: catching chickens"),
    N_("Chickens (鸡), the flipped tile that names one, and a kong (豆)"),
    NULL, 3, 0,
    { "1m3m6m7m8m9m1p2p3p5p2s7s8s1s", "1s1s6m7m8m9m9m1p2p2s3s3s5s", "3m4m5m6p7p8p4s5s6s7s8s9s9p",
      "2m2m2m2m3p4p5p6p7p8p9s9s9s" },
    "4p4s7p6s9p1m", "8m", { 0 },
    N_("Guizhou mahjong (捉鸡, catching chickens) pays for chickens: the %1$s is always one, and at the end a tile "
       "is flipped to name another. A kong is called a 豆 and is paid at once. You sit North; East deals."),
    "1s",
    zhuoji_lines, G_N_ELEMENTS (zhuoji_lines),
    N_("The tile flipped from the wall was the %1$s, so the chicken is the next one up, the %2$s. Every chicken "
       "held is paid 1 by each other player, and a concealed kong of chickens counts 6: your 闷豆 of the %2$s "
       "makes you the hand’s biggest earner though West won. The score shows each payment."),
    "1m2m",
  },
  {
    "lisi", N_("Lisi: standing tiles and the ready declaration"),
    N_("The four standing tiles (立牌) and the face-down ready declaration (报听)"),
    NULL, 3, 0,
    { "2z3z4z5z1s2s3s4s5s6s8m9m2p9s", "6z7z2z3z7m8m1p3p5p9m6s7s8s", "4z5z6z7z1p2p3p5m6m8s9s4s5s",
      "1m9p1z7s2m3m4m5m6m7p8p4p1z" },
    "3m2s6p6z4z2z5p", "", { 0 },
    N_("In Lisi (立四) the first four tiles you are dealt are your standing tiles, shown apart: here the %1$s, "
       "the %2$s, the %3$s and the %4$s. A standing tile is never discarded face up; you may only win after "
       "declaring ready, by discarding one standing tile face down. You sit North."),
    "1m9p1z7s",
    lisi_lines, G_N_ELEMENTS (lisi_lines),
    N_("You drew the %1$s and the game declared your win at once: a ready player must win. Only a ready player "
       "may win at all, so in Lisi the declaration is the way to every win."),
    "5p",
  },
  {
    "qionghai", N_("Qionghai: flowers and 包"),
    N_("Flowers set aside and replaced, and 包: the player who fed three claims pays for all"),
    NULL, 1, 0,
    { "14m79m9p1357p2468s4z", "2356m99p78s55s12z2f", "2468p358m13s567z7s", "123567z12s9m8p3p6s1p" },
    "4z5z6z7z4z5z9m9s", "3z", { 0 },
    N_("Hainan’s Qionghai mahjong has flowers: a flower is set aside as soon as it comes and replaced from the "
       "back of the wall. Yours, the %1$s, was set aside on the deal and replaced by the %2$s. The flower of your "
       "own seat scores a fan (花位). You sit South; East deals."),
    "2f3z",
    qionghai_lines, G_N_ELEMENTS (qionghai_lines),
    N_("East fed you three claims, so East pays the whole win alone (包); West and North pay nothing for it. "
       "The score shows the payment and its reason."),
    NULL,
  },
  {
    "taiwan16", N_("Taiwan: sixteen tiles, flowers and 台"),
    N_("A hand of sixteen tiles, flowers replaced from the back of the wall, and a win counted in 台"),
    NULL, 1, 0,
    { "1m36m19p28p19s8s234567z1z", "999m123m456p789s2345s", "278m37p46s234567z5m5p1s", "47m146p3568s1234567z" },
    "9m", "2f5s", { 3, 3, 3 },
    N_("Taiwan mahjong is played with sixteen tiles in hand (the dealer starts with seventeen), so a win is five "
       "sets and a pair. Flowers are set aside and replaced, and a win is counted in 台. You sit South, and your "
       "dealt hand is already one tile from a win."),
    NULL,
    taiwan16_lines, G_N_ELEMENTS (taiwan16_lines),
    N_("Your win is counted in 台: 不求人 3 (self-drawn and concealed: a concealed kong keeps it so), 正花 1 and "
       "槓上開花 1; the dealer, East, pays 1 台 more (莊家). Each 台 adds to the base: the score shows the sums."),
    NULL,
  },
};

static const MjLessonData *const all[] = {
  &lessons[0], &lessons[1], &lessons[2], &lessons[3], &lessons[4],
};

const MjLessonData *const *
mj_lesson_data_all (guint *n_lessons)
{
  if (n_lessons)
    *n_lessons = G_N_ELEMENTS (all);
  return all;
}

const MjLessonData *
mj_lesson_data_lookup (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    if (g_strcmp0 (all[i]->id, id) == 0)
      return all[i];
  return NULL;
}
