#pragma once
// The eight variants of docs/rules.md, and a registry that finds one by its id.

#include <array>
#include <string>
#include <string_view>

#include "rami/result.hpp"
#include "rami/rules.hpp"
#include "rami/variants/manie_joker51.hpp"
#include "rami/variants/rami40.hpp"
#include "rami/variants/rami50.hpp"
#include "rami/variants/rami51.hpp"
#include "rami/variants/rami51_kaluki.hpp"
#include "rami/variants/rami7.hpp"
#include "rami/variants/rami_francais.hpp"
#include "rami/variants/rummy_classic.hpp"

namespace rami {

/// The rule set of variant type `V`, as a constant (e.g. `rules_of<variants::rami51>`).
template <variant V>
inline constexpr rules rules_of = make_rules<V>();

/// Every built-in variant, in the order of docs/rules.md.
inline constexpr std::array<rules, 8> all_variants{
    rules_of<variants::rami40>,        rules_of<variants::rami50>,
    rules_of<variants::rami51>,        rules_of<variants::manie_joker51>,
    rules_of<variants::rami51_kaluki>, rules_of<variants::rami_francais>,
    rules_of<variants::rami7>,         rules_of<variants::rummy_classic>,
};

/// The built-in variant with this id, or nullptr.
[[nodiscard]] constexpr const rules* find_variant(std::string_view id) noexcept {
    for (const rules& r : all_variants)
        if (r.id == id) return &r;
    return nullptr;
}

/// The built-in variant with this id; error `unknown_variant` (format) naming the id if none.
[[nodiscard]] inline result<rules> variant_by_id(std::string_view id) {
    if (const rules* found = find_variant(id)) return *found;
    return error(error_code::unknown_variant, detail::quoted(id));
}

}  // namespace rami
