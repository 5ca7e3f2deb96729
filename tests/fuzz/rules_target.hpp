#pragma once
// The body of fuzz_rules: play under a rules document the bytes draw, not only the eight
// built-in variants. The bytes are read as choices: first those of the rules document (the
// generator of the rules-space tests, tests/support/rules_space.hpp, each of its draws one or
// two bytes), then the number of seats, the deal's seed (8 bytes), and one choice per action, an
// index into the listing. Until the round is over or the bytes run out (at most 2,000 actions),
// the liveness contract holds: the listing is never empty, and every listed action is accepted
// by apply. A document check_rules refuses must be refused with a well-formed error.
//
// Like the other targets (targets.hpp), a broken contract calls RAMI_FUZZ_FAIL, with the rules
// document, the seats, the seed and the state's JSON in its message, to replay with `rami
// actions --state`; tests/test_rules_space_fuzz.cpp replays the corpus in every build.

#include <cstdint>
#include <span>
#include <string>

#include "../support/rules_space.hpp"
#include "targets.hpp"

namespace rami_fuzz {

/// The bytes as a source of choices for rules_space's generator: `below(n)` is one byte (two
/// when n > 256) modulo n; 0 once the bytes run out.
class byte_choices {
public:
    explicit byte_choices(byte_reader& in) : in_(in) {}
    std::uint32_t below(std::uint32_t bound) {
        std::uint32_t v = in_.byte();
        if (bound > 256) v = v << 8 | in_.byte();
        return bound == 0 ? 0 : v % bound;
    }

private:
    byte_reader& in_;
};

inline void rules_play(std::span<const std::uint8_t> data) {
    byte_reader in(data);
    byte_choices choices(in);
    const rami_test::rules_draw draw = rami_test::rules_drawn_from(choices);
    const auto read = rami::rules_from_json(draw.document);
    if (!read) {
        expect(rami_check::well_formed(read.error()));
        return;
    }
    const int seats = rami_test::random_seats(*read, choices);
    const std::uint64_t seed = in.u64();
    auto dealt = rami::new_game(*read, seats, seed);
    if (!dealt)
        RAMI_FUZZ_FAIL("new_game refuses rules check_rules accepts: " + dealt.error().message() + "\nrules " +
                       rami_check::dump(draw.document));
    rami::game_state s = std::move(*dealt);
    const auto replay = [&] {
        return "\nrules " + rami_check::dump(draw.document) + "\nseats " + std::to_string(seats) + ", seed " + std::to_string(seed) +
               "\nstate " + rami_check::dump(nlohmann::json(s));
    };
    for (int n = 0; n < 2000 && s.phase != rami::phase::over && !in.empty(); ++n) {
        const std::vector<rami::numbered_action> legal = rami::numbered_legal_actions(s);
        if (legal.empty()) RAMI_FUZZ_FAIL("no legal action although the round is not over" + replay());
        for (const rami::numbered_action& a : legal) {
            const auto next = rami::apply(s, a.action);
            if (!next)
                RAMI_FUZZ_FAIL("a listed action is refused: " + rami_check::dump(nlohmann::json(a.action)) + ": " +
                               next.error().message() + replay());
        }
        const rami::numbered_action& chosen = legal[pick_of(in, legal.size()) % legal.size()];
        s = *rami::apply(s, chosen.action);
        expect(rami_check::cards_conserved(s));
    }
    expect(rami_check::game_invariants(s));
}

}  // namespace rami_fuzz
