/* mj-rules-sichuan_one_win.c: Sichuan where the first win ends the hand
 * (no blood battle), a rule set only the tests know.  It comes in the way
 * every rule set does, its folder and its id in a list (tests/meson.build
 * compiles the list of rule sets again with it), and /game/home checks
 * that this is all it takes; the game never lists it.
 *
 * It is Sichuan's rules with one change, so it is built on Sichuan's own
 * tables and hooks: Sichuan's source is compiled again here, its MjRules
 * renamed, to reach its static parts as they are. */
#define mj_rules_sichuan mj_rules_sichuan_base
#include "sichuan/mj-rules-sichuan.c"
#undef mj_rules_sichuan

/* Sichuan's, but no win lets the hand go on */
static MjFeatures
one_win_features (const MjRules   *rules,
                  const MjOptions *o)
{
  return sichuan_features (rules, o) & ~MJ_FEATURE_BLOOD_BATTLE;
}

/* Sichuan's, but nobody has won already while the hand goes on */
static const MjRefusalTerm one_win_refusals[] = {
  { MJ_REFUSAL_PASS_LOCK, NC_("regional term", "过水不胡") },
  { MJ_REFUSAL_EXCHANGE_SUIT, NC_("regional term", "换三张") },
  { MJ_REFUSAL_MISSING_SUIT_DISCARD, NC_("regional term", "定缺") },
  { MJ_REFUSAL_MISSING_SUIT_CLAIM, NC_("regional term", "定缺") },
  { MJ_REFUSAL_MISSING_SUIT_WIN, NC_("regional term", "定缺") },
  { MJ_REFUSAL_THREE_SUITS_WIN, NC_("regional term", "缺一门") },
};

/* the rule book, mj-rulebook-sichuan_one_win.c */
extern const MjRulebookData mj_rulebook_sichuan_one_win;

const MjRules mj_rules_sichuan_one_win = {
  .id = "sichuan_one_win",
  .name = N_("Sichuan, One Win"),
  .description = N_("Sichuan's rules, but the first win ends the hand (a rule set of the tests)"),
  .short_name = N_("Sichuan"),
  .unit = "fan",
  .tileset = MJ_TILESET_108,
  .hand_size = 13,
  .shapes = MJ_SHAPE_STANDARD | MJ_SHAPE_SEVEN_PAIRS_QUADS,
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .patterns = patterns,
  .n_patterns = G_N_ELEMENTS (patterns),
  .refusals = one_win_refusals,
  .n_refusals = G_N_ELEMENTS (one_win_refusals),
  .bot_style = &bot_style,
  .book = &mj_rulebook_sichuan_one_win,
  .features = one_win_features,
  .score = sichuan_score,
  .check_discard = sichuan_check_discard,
  .check_claim = sichuan_check_claim,
  .check_kong = sichuan_check_kong,
  .win_is_forced = sichuan_win_is_forced,
  .kong_made = sichuan_kong_made,
  .wins_made = sichuan_wins_made,
  .end_hand = sichuan_end_hand,
  .payment_reason = sichuan_payment_reason,
  .settlement_notes = sichuan_settlement_notes,
};
