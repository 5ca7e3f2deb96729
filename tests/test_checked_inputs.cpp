// Nothing is cut short: too many cards for a meld step, a fixed_vector or a score list is an
// error, in every build mode; a default card is not a joker and a move holds no card it does
// not use. Each refusal names its field, and a refused input changes nothing.
#include "catch.hpp"

#include <algorithm>
#include <array>
#include <vector>

#include "rami/json.hpp"
#include "rami/rami.hpp"

namespace test_checked_inputs {

namespace {
using rami::card;
using rami::error_code;

std::vector<card> cards_of(int count) {
    std::vector<card> out;
    for (int i = 0; i < count; ++i) out.push_back(card::from_index(i % 52));
    return out;
}
}  // namespace

TEST_CASE("meld_step, lay_off_step and swap_step refuse more than 13 cards", "[checked]") {
    const auto twenty = cards_of(20);
    for (const auto& made : {rami::meld_step(twenty), rami::lay_off_step(0, twenty), rami::swap_step(0, twenty)}) {
        REQUIRE_FALSE(made.ok());
        CHECK(made.error().code == error_code::invalid_move);
        CHECK(made.error().detail == "cards: 20 values, at most 13");
    }
    const auto thirteen = cards_of(13);
    auto step = rami::meld_step(thirteen);
    REQUIRE(step.ok());
    CHECK(step->cards.size() == 13);
    auto lay_off = rami::lay_off_step(2, cards_of(2), rami::run_end::low);
    REQUIRE(lay_off.ok());
    CHECK(lay_off->kind == rami::play_step::action::lay_off);
    CHECK(lay_off->meld == 2);
    CHECK(lay_off->end == rami::run_end::low);
}

TEST_CASE("fixed_vector::from refuses a span beyond its capacity; push_back says when full", "[checked]") {
    const auto five = cards_of(5);
    auto small = rami::fixed_vector<card, 4>::from(five);
    REQUIRE_FALSE(small.ok());
    CHECK(small.error().code == error_code::array_too_large);
    CHECK(small.error().detail == "5 values, at most 4");
    auto fits = rami::fixed_vector<card, 5>::from(five);
    REQUIRE(fits.ok());
    CHECK(std::equal(fits->begin(), fits->end(), five.begin(), five.end()));
    CHECK(fits->full());
    CHECK_FALSE(fits->push_back(card::joker()));
    CHECK(fits->size() == 5);  // refused: nothing changed
    CHECK(fits->back() == five.back());
}

TEST_CASE("new_game refuses a score list that is not one total per seat", "[checked]") {
    const rami::rules& r = *rami::find_variant("rami51");
    const std::array<int, 5> five{1, 2, 3, 4, 5};
    auto extra = rami::new_game(r, 4, 7, {}, 0, five);
    REQUIRE_FALSE(extra.ok());
    CHECK(extra.error().code == error_code::wrong_array_length);
    CHECK(extra.error().detail == "scores: 5 entries for 4 seats");
    auto short_list = rami::new_game(r, 4, 7, {}, 0, std::span<const int>(five.data(), 3));
    REQUIRE_FALSE(short_list.ok());
    CHECK(short_list.error().code == error_code::wrong_array_length);
    const std::array<int, 2> huge{0, 2'000'000'000};
    auto beyond = rami::new_game(r, 2, 7, {}, 0, huge);
    REQUIRE_FALSE(beyond.ok());
    CHECK(beyond.error().code == error_code::number_out_of_range);
    CHECK(beyond.error().detail.rfind("scores[1]", 0) == 0);
    auto four = rami::new_game(r, 4, 7, {}, 0, std::span<const int>(five.data(), 4));
    REQUIRE(four.ok());
    CHECK(four->scores == std::array<int, 6>{1, 2, 3, 4, 0, 0});
}

TEST_CASE("new_game with a hand size option the deck cannot deal names the option", "[checked]") {
    // The option sets the hand size for every number of players the variant takes (2 to 4 in
    // rummy_classic, one deck): 12 x 4 + 1 = 49 cards fit, 13 x 4 + 1 = 53 do not.
    rami::variant_options options;
    options.hand_size = 12;
    auto dealt = rami::new_game(*rami::find_variant("rummy_classic"), 2, 1, options);
    REQUIRE(dealt.ok());
    CHECK(dealt->hand(0).size() == 12);
    options.hand_size = 13;
    auto refused = rami::new_game(*rami::find_variant("rummy_classic"), 2, 1, options);
    REQUIRE_FALSE(refused.ok());
    CHECK(refused.error().code == error_code::invalid_option);
    CHECK(refused.error().rule == rami::rule_id::R1);
    CHECK(refused.error().detail == "hand_size: deal.hand_size.4: 13 (the deal needs more cards than the deck holds)");
}

TEST_CASE("a default card is not a joker, and only a discard holds a card", "[checked]") {
    CHECK_FALSE(card{}.is_joker());
    CHECK(card{} == card(rami::ace, rami::suit::spades));
    CHECK(card::joker().is_joker());
    CHECK_FALSE(rami::move::draw().card.has_value());
    CHECK_FALSE(rami::move::take_discard().card.has_value());
    CHECK_FALSE(rami::move::play({}).card.has_value());
    CHECK_FALSE(rami::move{}.card.has_value());
    CHECK(rami::move::discard(card::joker()).card == card::joker());
    // A discard built without its card is refused, and changes nothing.
    auto s = rami::new_game(*rami::find_variant("rami51"), 2, 3);  // seat 0 starts in phase play
    REQUIRE(s.ok());
    REQUIRE(s->phase == rami::phase::play);
    rami::move no_card;
    no_card.type = rami::move_type::discard;
    const rami::game_state before = *s;
    auto next = rami::apply(*s, no_card);
    REQUIRE_FALSE(next.ok());
    CHECK(next.error().code == error_code::invalid_move);
    CHECK(next.error().detail.rfind("card", 0) == 0);
    CHECK(*s == before);
    // On the wire, a draw has no card.
    CHECK(nlohmann::json(rami::move::draw()) == nlohmann::json{{"type", "draw"}});
}

}  // namespace test_checked_inputs
