#pragma once
// The listing against the whole action space: the numbers `legal_actions` lists and the
// numbers `apply` accepts, each found on its own, for the tests that say the two agree
// (docs/actions.md: "exactly those apply accepts").
#include <algorithm>
#include <set>
#include <vector>

#include "rami/rami.hpp"

namespace rami_test {

/// The numbers of the actions listed at `s`, in the listing's order.
inline std::vector<int> listed_ids(const rami::game_state& s) {
    std::vector<int> ids;
    for (const rami::numbered_action& a : rami::numbered_legal_actions(s)) ids.push_back(a.id);
    return ids;
}

/// The numbers of every action of the action space of `s.rules` that `apply` accepts at `s`,
/// sorted, as the listing numbers them: a meld read another way under its own number, and the
/// joker laid off at the low end only where it lands elsewhere than the plain lay-off does
/// (the listing's one documented omission).
inline std::vector<int> ids_apply_accepts(const rami::game_state& s) {
    const rami::rules& r = s.rules;
    std::set<int> accepted;
    for (int id = 0; id < rami::action_space_size(r); ++id) {
        const rami::move a = *rami::action_from_id(r, id);
        const auto next = rami::apply(s, a);
        if (!next) continue;  // refused: not in the set
        bool same_as_either = false;
        if (a.type == rami::move_type::lay_off && a.steps[0].end == rami::run_end::low) {
            const auto plain = rami::apply(s, *rami::action_from_id(r, id - 1));
            same_as_either = plain && *plain == *next;
        }
        if (!same_as_either) accepted.insert(*rami::action_id(r, a));
    }
    return {accepted.begin(), accepted.end()};
}

/// The numbers in `a` and not in `b` (both sorted).
inline std::vector<int> ids_missing(const std::vector<int>& a, const std::vector<int>& b) {
    std::vector<int> out;
    for (const int id : a)
        if (!std::binary_search(b.begin(), b.end(), id)) out.push_back(id);
    return out;
}

}  // namespace rami_test
