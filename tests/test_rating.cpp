// The Bradley–Terry fit of `rami ladder` (tools/rami/rating.hpp): the closed form of two players,
// symmetries, the likelihood equations at the fit, the prior that keeps an unbeaten player
// finite, and the 95% intervals' coverage on simulated ladders with a fixed seed.
#include "catch.hpp"

#include <cmath>
#include <cstdint>
#include <vector>

#include "../tools/rami/rating.hpp"
#include "rami/random.hpp"

namespace test_rating {

namespace {

using table = std::vector<std::vector<double>>;
using rami_cli::rating::fit_bradley_terry;
using rami_cli::rating::fit_options;

fit_options no_prior() {
    fit_options o;
    o.prior_draws = 0.0;
    return o;
}

/// Elo of a win probability: 400 · log10(p / (1 − p)).
double elo_of(double p) { return 400.0 * std::log10(p / (1.0 - p)); }

/// A uniform number in [0, 1) from 53 bits of the generator.
double uniform(rami::splitmix64& random) { return static_cast<double>(random.next() >> 11) * 0x1.0p-53; }

}  // namespace

TEST_CASE("Two players: the rating is 400·log10(p / (1 − p)), p the share of points won") {
    SECTION("maximum likelihood, no prior") {
        const auto fit = fit_bradley_terry(table{{0, 10}, {30, 0}}, no_prior());
        REQUIRE(fit.converged);
        CHECK(fit.elo[0] == 0.0);
        CHECK(fit.elo[1] == Approx(elo_of(0.75)).margin(1e-6));
        CHECK(fit.elo[1] == Approx(190.848501887865).margin(1e-6));
        // The observed information of θ for one pair is n·p·(1 − p).
        const double se = rami_cli::rating::elo_per_nat / std::sqrt(40 * 0.75 * 0.25);
        CHECK(fit.elo_se[1] == Approx(se).epsilon(1e-9));
        CHECK(fit.elo_low[1] == Approx(fit.elo[1] - 1.959963984540054 * se).epsilon(1e-9));
        CHECK(fit.elo_high[1] == Approx(fit.elo[1] + 1.959963984540054 * se).epsilon(1e-9));
        CHECK(fit.elo_se[0] == 0.0);
        CHECK(fit.elo_low[0] == 0.0);
        CHECK(fit.elo_high[0] == 0.0);
    }
    SECTION("draws are half a win each: 25 wins, 10 draws, 5 losses is p = 0.75") {
        const auto fit = fit_bradley_terry(table{{0, 5 + 5}, {25 + 5, 0}}, no_prior());
        CHECK(fit.elo[1] == Approx(elo_of(0.75)).margin(1e-6));
    }
    SECTION("the default prior: one virtual draw, p = (w + 0.5) / (n + 1)") {
        const auto fit = fit_bradley_terry(table{{0, 10}, {30, 0}});
        REQUIRE(fit.converged);
        CHECK(fit.elo[1] == Approx(elo_of(30.5 / 41)).margin(1e-6));
        const double p = 30.5 / 41;
        CHECK(fit.elo_se[1] == Approx(rami_cli::rating::elo_per_nat / std::sqrt(41 * p * (1 - p))).epsilon(1e-9));
    }
    SECTION("the anchor is the first player: the stronger first gives a negative rating") {
        const auto fit = fit_bradley_terry(table{{0, 30}, {10, 0}}, no_prior());
        CHECK(fit.elo[1] == Approx(-elo_of(0.75)).margin(1e-6));
    }
}

TEST_CASE("A player who wins every game: finite with the prior, no maximum likelihood without it") {
    const table unbeaten{{0, 0}, {20, 0}};
    const auto with_prior = fit_bradley_terry(unbeaten);
    REQUIRE(with_prior.converged);
    CHECK(std::isfinite(with_prior.elo[1]));
    CHECK(with_prior.elo[1] == Approx(elo_of(20.5 / 21)).margin(1e-6));
    CHECK(std::isfinite(with_prior.elo_high[1]));
    CHECK(!fit_bradley_terry(unbeaten, no_prior()).converged);

    // Three players, one beating both others in every game.
    const auto three = fit_bradley_terry(table{{0, 12, 0}, {8, 0, 0}, {20, 20, 0}});
    REQUIRE(three.converged);
    CHECK(three.elo[2] > three.elo[0]);
    CHECK(three.elo[2] > three.elo[1]);
    CHECK(std::isfinite(three.elo[2]));
}

TEST_CASE("Symmetries: equal results rate equal, swapping winners negates, relabelling permutes") {
    SECTION("equal results") {
        const auto fit = fit_bradley_terry(table{{0, 7, 3}, {7, 0, 5.5}, {3, 5.5, 0}});
        REQUIRE(fit.converged);
        for (double elo : fit.elo) CHECK(elo == Approx(0.0).margin(1e-6));
    }
    const table results{{0, 14, 25, 9}, {26, 0, 30, 17.5}, {15, 10, 0, 8}, {31, 22.5, 32, 0}};
    const auto fit = fit_bradley_terry(results);
    REQUIRE(fit.converged);
    SECTION("the transposed table (every game's winner swapped) negates every rating") {
        table swapped = results;
        for (std::size_t i = 0; i < 4; ++i)
            for (std::size_t j = 0; j < 4; ++j) swapped[i][j] = results[j][i];
        const auto other = fit_bradley_terry(swapped);
        for (std::size_t i = 0; i < 4; ++i) {
            CHECK(other.elo[i] == Approx(-fit.elo[i]).margin(1e-6));
            CHECK(other.elo_se[i] == Approx(fit.elo_se[i]).epsilon(1e-6));
        }
    }
    SECTION("relabelling the players gives the same differences of ratings and the same intervals") {
        const std::vector<std::size_t> order{2, 0, 3, 1};  // new player a is old player order[a]
        table relabelled(4, std::vector<double>(4, 0.0));
        for (std::size_t a = 0; a < 4; ++a)
            for (std::size_t b = 0; b < 4; ++b) relabelled[a][b] = results[order[a]][order[b]];
        const auto other = fit_bradley_terry(relabelled);
        REQUIRE(other.converged);
        for (std::size_t a = 0; a < 4; ++a)
            CHECK(other.elo[a] == Approx(fit.elo[order[a]] - fit.elo[order[0]]).margin(1e-6));
        // The new anchor is old player 2, so old player 2's rating has new player 0's zero interval.
        CHECK(other.elo_se[0] == 0.0);
        CHECK(fit.elo_se[2] > 0.0);
    }
}

TEST_CASE("At the fit, each player's points equal the points the model expects (the likelihood equations)") {
    const table results{{0, 3, 12, 1}, {9, 0, 7, 2.5}, {4, 6, 0, 0}, {15, 10.5, 18, 0}};
    for (double prior : {0.0, 1.0, 4.0}) {
        fit_options options;
        options.prior_draws = prior;
        const auto fit = fit_bradley_terry(results, options);
        REQUIRE(fit.converged);
        for (std::size_t i = 0; i < 4; ++i) {
            double won = 0.0, expected = 0.0;
            for (std::size_t j = 0; j < 4; ++j) {
                if (i == j) continue;
                won += results[i][j] + prior / 2;
                const double games = results[i][j] + results[j][i] + prior;
                expected += games * rami_cli::rating::expected_score(fit.elo[i], fit.elo[j]);
            }
            CHECK(expected == Approx(won).epsilon(1e-7));
        }
    }
}

TEST_CASE("On simulated ladders, the 95% intervals hold the true ratings about 95% of the time") {
    // Four players of known ratings (relative to the first); 100 games a pair, 400 ladders from a
    // fixed seed. A game is a draw 10% of the time, else won with the probability q that makes the
    // expected score the model's: 0.1 · 0.5 + 0.9 · q = p.
    const std::vector<double> truth{0.0, 120.0, -80.0, 300.0};
    const std::size_t k = truth.size();
    const int games = 100, ladders = 400;
    rami::splitmix64 random(20240611);
    std::vector<int> covered(k, 0);
    std::vector<double> sum(k, 0.0);
    for (int ladder = 0; ladder < ladders; ++ladder) {
        table results(k, std::vector<double>(k, 0.0));
        for (std::size_t i = 0; i < k; ++i)
            for (std::size_t j = i + 1; j < k; ++j)
                for (int g = 0; g < games; ++g) {
                    if (uniform(random) < 0.1) {
                        results[i][j] += 0.5;
                        results[j][i] += 0.5;
                    } else if (uniform(random) < (rami_cli::rating::expected_score(truth[i], truth[j]) - 0.05) / 0.9) {
                        results[i][j] += 1;
                    } else {
                        results[j][i] += 1;
                    }
                }
        const auto fit = fit_bradley_terry(results);
        REQUIRE(fit.converged);
        if (ladder == 0) {
            for (std::size_t i = 0; i < k; ++i) {
                CHECK(fit.elo_low[i] <= truth[i]);
                CHECK(truth[i] <= fit.elo_high[i]);
            }
        }
        for (std::size_t i = 0; i < k; ++i) {
            sum[i] += fit.elo[i];
            if (fit.elo_low[i] <= truth[i] && truth[i] <= fit.elo_high[i]) ++covered[i];
        }
    }
    CHECK(covered[0] == ladders);  // the anchor is exactly 0
    for (std::size_t i = 1; i < k; ++i) {
        INFO("player " << i << ": covered " << covered[i] << " of " << ladders << ", mean " << sum[i] / ladders);
        CHECK(covered[i] >= 0.91 * ladders);
        CHECK(covered[i] <= 0.99 * ladders);
        CHECK(sum[i] / ladders == Approx(truth[i]).margin(12.0));
    }
}

TEST_CASE("Bad tables give no fit") {
    CHECK(!fit_bradley_terry(table{{0}}).converged);
    CHECK(!fit_bradley_terry(table{{0, 1}, {1}}).converged);
    CHECK(!fit_bradley_terry(table{{0, -1}, {1, 0}}).converged);
}

}  // namespace test_rating
