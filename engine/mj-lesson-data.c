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
    N_("You drew the %1$s. Your hand is one tile from a win if the %2$s goes, and the %2$s is a standing tile: "
       "declare ready by discarding it face down. Choose Declare Ready, then the standing %2$s."),
    N_("Declare ready with the standing %2$s, face down."), "6p7s" },
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

static const MjLessonData lessons[] = {
  {
    "sichuan", N_("Sichuan: the missing suit and the blood battle"),
    N_("The missing suit (定缺), a kong’s wind and rain, and a win that does not end the hand"),
    NULL, 0, 0, { NULL }, NULL, NULL, { 0 }, NULL, NULL, NULL, 0, NULL, NULL,
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
    NULL, 0, 0, { NULL }, NULL, NULL, { 0 }, NULL, NULL, NULL, 0, NULL, NULL,
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
