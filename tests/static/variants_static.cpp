// Compile-time checks of the policy concepts and of constexpr rules (docs/rules.md, policy.hpp).
// Compiling this file is the test: it holds static_asserts only.
#include <array>
#include <string_view>

#include "rami/meld.hpp"
#include "rami/opening.hpp"
#include "rami/policy.hpp"
#include "rami/state.hpp"
#include "rami/variants.hpp"

namespace rami_static_checks {

using rami::who_may;
namespace v = rami::variants;
namespace p = rami::policies;

// --- Every built-in variant is a variant --------------------------------------------------
static_assert(rami::variant<v::rami40>);
static_assert(rami::variant<v::rami50>);
static_assert(rami::variant<v::rami51>);
static_assert(rami::variant<v::manie_joker51>);
static_assert(rami::variant<v::rami51_kaluki>);
static_assert(rami::variant<v::rami_francais>);
static_assert(rami::variant<v::rami7>);
static_assert(rami::variant<v::rummy_classic>);

// --- A struct missing a policy is not a variant ---------------------------------------------
struct without_match {  // rami40 written out, without its R14 `match` policy
    static constexpr std::string_view id = "without_match";
    static constexpr std::string_view name = "No match policy";
    static constexpr std::string_view source = "none";
    using deck = p::deck<2, 2>;
    using deal = p::extra_card_no_first_draw_deal;
    using melds = p::two_joker_melds;
    using points = p::ace_eleven_points;
    using opening = p::opening_waived_going_out<40>;
    using pickup = p::pickup_to_lay_after_first_round;
    using lay_off = p::lay_off<who_may::opened_or_going_out>;
    using swap = p::swap_opened_or_going_out;
    using going_out = p::going_out<true>;
    using scoring = p::hand_value_scoring;
};
static_assert(!rami::variant<without_match>);

struct with_match : without_match {  // the same with the policy: a variant
    using match = p::lowest_total_match<1000>;
};
static_assert(rami::variant<with_match>);

struct without_id : v::rami40 {  // hides `id` behind a type: no id value
    struct id {};
};
static_assert(!rami::variant<without_id>);

// --- A policy with a member of the wrong type does not satisfy its concept -----------------
struct lay_off_as_int {
    static constexpr int who = 2;  // an int is not a who_may
};
static_assert(!rami::policy::lay_off<lay_off_as_int>);
static_assert(rami::policy::lay_off<p::lay_off<who_may::opened>>);

struct melds_with_text {
    static constexpr std::string_view ace_high = "yes";  // not a bool
    static constexpr bool circular = false;
    static constexpr int max_jokers_run = 1;
    static constexpr int max_jokers_set = 1;
};
static_assert(!rami::policy::melds<melds_with_text>);
static_assert(rami::policy::melds<v::rami_francais::melds>);

struct deal_with_fixed_hand : p::extra_card_no_first_draw_deal {
    static constexpr int hand_size = 14;  // must be a function of the number of players
};
static_assert(!rami::policy::deal<deal_with_fixed_hand>);
static_assert(rami::policy::deal<p::extra_card_no_first_draw_deal>);

struct match_without_target {
    static constexpr bool lowest_total_wins = true;
};
static_assert(!rami::policy::match<match_without_target>);

// A variant holding a bad policy is no variant.
struct francais_bad_lay_off : v::rami_francais {
    using lay_off = lay_off_as_int;
};
static_assert(!rami::variant<francais_bad_lay_off>);

// --- A variant the engine cannot deal or score is no variant (ranges, rules_check.hpp) -------
struct three_decks : v::rami51 {  // 158 cards: more than a state's piles hold
    using deck = p::deck<3, 2>;
};
static_assert(rami::variant_shape<three_decks>);
static_assert(!rami::variant<three_decks>);
static_assert(rami::variant_fault<three_decks>().field == "deck.decks");
static_assert(rami::variant_fault<three_decks>().rule == rami::rule_id::R1);

struct eight_players : v::rami_francais {  // more seats than a state has
    struct deal : v::rami_francais::deal {
        static constexpr int max_players = 8;
    };
};
static_assert(!rami::variant<eight_players>);
static_assert(rami::variant_fault<eight_players>().field == "deal.max_players");

struct one_player : v::rami51 {
    struct deal : p::extra_card_no_first_draw_deal {
        static constexpr int min_players = 1;
    };
};
static_assert(!rami::variant<one_player>);
static_assert(rami::variant_fault<one_player>().field == "deal.min_players");

struct hands_beyond_the_deck : v::rummy_classic {  // 6 hands of 10 from one 52-card deck
    struct deal : v::rummy_classic::deal {
        static constexpr int max_players = 6;
        static constexpr int hand_size(int) { return 10; }
    };
    struct match : v::rummy_classic::match {
        static constexpr int target(int) { return 100; }
    };
};
static_assert(!rami::variant<hands_beyond_the_deck>);
static_assert(rami::variant_fault<hands_beyond_the_deck>().field == "deal.hand_size");
static_assert(rami::variant_fault<hands_beyond_the_deck>().players == 6);

struct hand_too_large : v::rami51 {  // a hand of 23 + the extra card + a draw: beyond 24
    struct deal : p::extra_card_no_first_draw_deal {
        static constexpr int hand_size(int) { return 23; }
    };
};
static_assert(!rami::variant<hand_too_large>);

struct nine_jokers : v::rami51 {
    using deck = p::deck<2, 9>;
};
static_assert(rami::variant_fault<nine_jokers>().field == "deck.jokers");

struct jokers_per_player_overflow : v::rami_francais {  // 4 jokers per player, 6 players: 128 cards
    using deck = p::deck<2, 4, true>;
};
static_assert(!rami::variant<jokers_per_player_overflow>);

struct joker_per_hand_without_jokers : v::rami50 {
    using deal = p::joker_in_every_hand_deal;
};
static_assert(rami::variant_fault<joker_per_hand_without_jokers>().field == "deal.one_joker_per_hand");

struct target_zero : v::rami51 {
    using match = p::lowest_total_match<0>;
};
static_assert(rami::variant_fault<target_zero>().field == "match.target");
static_assert(rami::variant_fault<target_zero>().rule == rami::rule_id::R14);

struct opening_too_high : v::rami51 {
    using opening = p::opening_waived_going_out<301>;
};
static_assert(rami::variant_fault<opening_too_high>().field == "opening.minimum");

struct bad_who : v::rami51 {
    using lay_off = p::lay_off<static_cast<who_may>(7)>;
};
static_assert(!rami::variant<bad_who>);
static_assert(rami::variant_fault<bad_who>().field == "lay_off");

// Every built-in variant is within range, and the limits sit where a state's capacities are.
static_assert(!rami::variant_fault<v::rami_francais>());
static_assert(!rami::find_rules_fault(rami::rules_of<v::manie_joker51>));
static_assert(rami::max_deck_cards == static_cast<int>(rami::max_pile_cards));
static_assert(rami::max_hand_size + 2 <= static_cast<int>(rami::max_hand_cards));

// --- A house rule: one policy replaced, still a variant, evaluated at compile time ---------
struct francais_81 : v::rami_francais {
    struct opening : v::rami_francais::opening {
        static constexpr int minimum = 81;
    };
};
static_assert(rami::variant<francais_81>);
static_assert(rami::make_rules<francais_81>().opening.minimum == 81);
static_assert(rami::make_rules<francais_81>().opening.tierce_franche);
static_assert(rami::make_rules<francais_81>().melds == rami::rules_of<v::rami_francais>.melds);

// --- constexpr rules values (docs/rules.md) ---------------------------------------------------
static_assert(rami::rules_of<v::rami_francais>.opening.minimum == 51);
static_assert(rami::rules_of<v::rami40>.opening.minimum == 40);
static_assert(rami::rules_of<v::rami50>.opening.minimum == 50);
static_assert(rami::rules_of<v::rummy_classic>.opening.minimum == 0);
static_assert(rami::rules_of<v::rami_francais>.opening.tierce_franche);
static_assert(rami::rules_of<v::manie_joker51>.jokers_in_deck(3) == 3);
static_assert(rami::rules_of<v::rami_francais>.jokers_in_deck(3) == 4);
static_assert(rami::rules_of<v::rummy_classic>.deal.hand_size[2] == 10);
static_assert(rami::rules_of<v::rummy_classic>.deal.hand_size[4] == 7);
static_assert(rami::rules_of<v::rummy_classic>.match.target[3] == 150);
static_assert(!rami::rules_of<v::rummy_classic>.melds.ace_high);
static_assert(rami::all_variants.size() == 8);
static_assert(rami::find_variant("rami7") != nullptr);
static_assert(rami::find_variant("rami7")->deck.jokers == 1);
static_assert(rami::find_variant("rami51_kaluki")->scoring.joker_penalty == 25);
static_assert(rami::find_variant("no_such_variant") == nullptr);

// --- constexpr cards, errors and meld values --------------------------------------------------
static_assert(rami::card(10, rami::suit::hearts).rank() == 10);
static_assert(rami::card(10, rami::suit::hearts).suit() == rami::suit::hearts);
static_assert(rami::card::joker().is_joker());
static_assert(!rami::card{}.is_joker());  // a default card is not the joker
static_assert(rami::to_string(rami::error_code::unknown_card) == "unknown_card");
static_assert(static_cast<int>(rami::error_code::unknown_card) == 0);  // pinned numbers
static_assert(static_cast<int>(rami::error_code::invalid_move) == 60);
static_assert(static_cast<int>(rami::error_code::invalid_rules) == 61);
static_assert(rami::rank_name(10) == "10");
static_assert(rami::rank_name(rami::ace) == "A");
static_assert(rami::suit_letter(rami::suit::clubs) == "C");
static_assert(rami::rank_at_position(14) == rami::ace);  // the ace after a king
static_assert(rami::to_string(rami::rule_id::R6) == "R6");
static_assert(rami::to_string(rami::error_code::opening_needs_tierce_franche) == "opening_needs_tierce_franche");
static_assert(rami::rule_of(rami::error_code::card_not_in_deck) == rami::rule_id::R1);
static_assert(rami::rule_of(rami::error_code::run_wraps) == rami::rule_id::R3);
static_assert(rami::rule_of(rami::error_code::unknown_card) == rami::rule_id::format);

// parse_card and read_meld are not constexpr (they build a result holding a std::string), so
// a meld is built by hand here: the French Wikipedia article's 6S 7S 8S, and the set AH AC JK.
constexpr rami::meld run_678 = [] {
    rami::meld m;
    m.kind = rami::meld_kind::run;
    m.size = 3;
    m.low = 6;
    m.suit = rami::suit::spades;
    m.points = 21;
    m.cards[0] = rami::card(6, rami::suit::spades);
    m.cards[1] = rami::card(7, rami::suit::spades);
    m.cards[2] = rami::card(8, rami::suit::spades);
    return m;
}();
constexpr rami::meld aces = [] {
    rami::meld m;
    m.kind = rami::meld_kind::set;
    m.size = 3;
    m.low = rami::ace;
    m.jokers = 1;
    m.points = 33;
    m.cards[0] = rami::card(rami::ace, rami::suit::hearts);
    m.cards[1] = rami::card(rami::ace, rami::suit::clubs);
    m.cards[2] = rami::card::joker();
    return m;
}();
static_assert(run_678.is_tierce_franche());
static_assert(!aces.is_tierce_franche());
static_assert(run_678.stands_for(2) == rami::card(8, rami::suit::spades));
static_assert(aces.rank_of(2) == rami::ace);
static_assert(aces.missing_suits() == ((1u << 0) | (1u << 2)));  // spades and diamonds
constexpr std::array<rami::meld, 2> seed002_opening{run_678, aces};
static_assert(rami::summarize_opening(seed002_opening).points == 54);
static_assert(rami::summarize_opening(seed002_opening).tierce_franche);

}  // namespace rami_static_checks
