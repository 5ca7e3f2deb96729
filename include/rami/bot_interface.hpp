#pragma once
// The interface every bot implements (the built-in ones: rami/bot.hpp, rami/bots/ismcts.hpp).

#include <string>

#include "rami/move.hpp"
#include "rami/view.hpp"

namespace rami {

/// A player. `choose` is called with the view of the seat to act and returns its move; a move
/// the rules refuse is the bot's bug (the harness reports it).
class bot {
public:
    virtual ~bot() = default;
    /// A short name for logs ("greedy").
    [[nodiscard]] virtual std::string name() const = 0;
    /// The move of the seat whose view this is (`v.seat == v.current`).
    [[nodiscard]] virtual move choose(const game_view& v) = 0;
};

}  // namespace rami
