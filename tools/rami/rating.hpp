#pragma once
// Ratings from game results: a Bradley–Terry model fitted by the MM algorithm of Hunter ("MM
// algorithms for generalized Bradley-Terry models", Ann. Statist. 32(1), 2004), reported as Elo
// with 95% intervals from the observed Fisher information. Standard library only; `rami ladder`
// (cmd_ladder.cpp) uses it, tests/test_rating.cpp tests it. The math is in docs/bots.md,
// "Rating ladder".
//
// The model: player i has a strength γ_i = exp(θ_i) > 0 and beats j with probability
// p_ij = γ_i / (γ_i + γ_j). A draw counts as half a win for each side (w_ij, the wins of i over
// j, grows by 0.5 for each side), which is the likelihood of half a win and half a loss.
//
// The prior: `prior_draws` virtual draws are added to every pair before the fit (w_ij and w_ji
// each grow by prior_draws / 2). The fit is then the mode of the posterior under the prior
// ∏_{i<j} (p_ij p_ji)^(prior_draws / 2), a pull towards equal strengths worth that many games.
// It keeps every rating finite (a player that wins every game still loses half a virtual game
// to everyone, so Hunter's condition for a unique finite maximum holds) and is negligible beside
// the 2·N real games of a pair. With prior_draws = 0 the fit is the plain maximum likelihood,
// which exists only under Hunter's condition; otherwise `converged` is false.
//
// The MM step (Hunter 2004, eq. 3): with W_i = Σ_j w_ij and n_ij = w_ij + w_ji,
//     γ_i ← W_i / Σ_{j≠i} n_ij / (γ_i + γ_j),
// all players at once; each step increases the (posterior) log-likelihood
//     ℓ(θ) = Σ_{i≠j} w_ij · ln p_ij,
// and the iterates converge to its maximum. The model only knows ratios of strengths, so the
// first player is the anchor: θ_0 = 0 after every step.
//
// The intervals: the observed information is the negated Hessian of ℓ in θ at the fit (the
// prior's virtual games included), I_ii = Σ_{j≠i} n_ij p_ij p_ji, I_ij = −n_ij p_ij p_ji. With
// θ_0 fixed at 0, the covariance of (θ_1 … θ_{k−1}) is the inverse of I without its row and
// column 0, and the interval of player i is θ_i ± 1.96 · sqrt(C_ii): an interval for the
// rating of i relative to the first player (whose own interval is [0, 0]). In Elo,
// elo = 400 · log10(γ_i / γ_0) = θ_i · 400 / ln 10.

#include <cmath>
#include <cstddef>
#include <limits>
#include <utility>
#include <vector>

namespace rami_cli::rating {

/// Elo points per unit of θ = ln γ: 400 / ln 10.
inline constexpr double elo_per_nat = 400.0 / 2.302585092994045684;
/// The 0.975 quantile of the standard normal distribution (a 95% two-sided interval).
inline constexpr double z95 = 1.959963984540054;

/// How the fit runs.
struct fit_options {
    double prior_draws = 1.0;     ///< virtual draws added to every pair (see the top of this file)
    int max_iterations = 1000000;  ///< MM steps at most
    double tolerance = 1e-10;     ///< stop once no θ_i moves more than this in a step
};

/// The fitted ratings, anchored on the first player: `elo[0]` is 0.
struct fit_result {
    std::vector<double> theta;     ///< ln(γ_i / γ_0)
    std::vector<double> elo;       ///< 400 · log10(γ_i / γ_0)
    std::vector<double> elo_se;    ///< standard error of elo[i] (0 for the anchor)
    std::vector<double> elo_low;   ///< elo − 1.96 · se
    std::vector<double> elo_high;  ///< elo + 1.96 · se
    int iterations = 0;            ///< MM steps taken
    bool converged = false;        ///< the steps met the tolerance and the fit is finite
};

/// The probability that a player rated `elo_a` beats one rated `elo_b` under the model.
[[nodiscard]] inline double expected_score(double elo_a, double elo_b) {
    return 1.0 / (1.0 + std::pow(10.0, (elo_b - elo_a) / 400.0));
}

namespace detail {

/// The inverse of the symmetric positive definite matrix `a` (n × n, row major), by Gauss–Jordan
/// elimination with partial pivoting; empty when `a` is singular.
[[nodiscard]] inline std::vector<double> inverse(std::vector<double> a, std::size_t n) {
    std::vector<double> inv(n * n, 0.0);
    for (std::size_t i = 0; i < n; ++i) inv[i * n + i] = 1.0;
    for (std::size_t col = 0; col < n; ++col) {
        std::size_t pivot = col;
        for (std::size_t r = col + 1; r < n; ++r)
            if (std::fabs(a[r * n + col]) > std::fabs(a[pivot * n + col])) pivot = r;
        if (!(std::fabs(a[pivot * n + col]) > 1e-300)) return {};
        if (pivot != col)
            for (std::size_t c = 0; c < n; ++c) {
                std::swap(a[pivot * n + c], a[col * n + c]);
                std::swap(inv[pivot * n + c], inv[col * n + c]);
            }
        const double d = a[col * n + col];
        for (std::size_t c = 0; c < n; ++c) {
            a[col * n + c] /= d;
            inv[col * n + c] /= d;
        }
        for (std::size_t r = 0; r < n; ++r) {
            if (r == col) continue;
            const double f = a[r * n + col];
            if (f == 0.0) continue;
            for (std::size_t c = 0; c < n; ++c) {
                a[r * n + c] -= f * a[col * n + c];
                inv[r * n + c] -= f * inv[col * n + c];
            }
        }
    }
    return inv;
}

}  // namespace detail

/// Fits the Bradley–Terry model to `wins`, a k × k table (k ≥ 2) where wins[i][j] is the number
/// of games i won against j, draws counted as half a win for each (the diagonal is ignored).
/// With k < 2, a ragged table or negative counts: an empty result, `converged` false.
[[nodiscard]] inline fit_result fit_bradley_terry(const std::vector<std::vector<double>>& wins,
                                                  const fit_options& options = {}) {
    fit_result fit;
    const std::size_t k = wins.size();
    if (k < 2 || !(options.prior_draws >= 0.0)) return fit;
    for (const auto& row : wins)
        if (row.size() != k) return fit;
    // w: the wins with the prior's virtual draws; n: the games of each pair; total: W_i.
    std::vector<std::vector<double>> w(k, std::vector<double>(k, 0.0)), n = w;
    std::vector<double> total(k, 0.0);
    for (std::size_t i = 0; i < k; ++i)
        for (std::size_t j = 0; j < k; ++j) {
            if (i == j) continue;
            if (!(wins[i][j] >= 0.0)) return fit;
            w[i][j] = wins[i][j] + options.prior_draws / 2;
            total[i] += w[i][j];
        }
    for (std::size_t i = 0; i < k; ++i)
        for (std::size_t j = 0; j < k; ++j)
            if (i != j) n[i][j] = w[i][j] + w[j][i];

    // MM steps on γ, anchored γ_0 = 1.
    std::vector<double> gamma(k, 1.0), next(k, 1.0);
    bool finite = true;
    for (std::size_t i = 0; i < k; ++i) finite = finite && total[i] > 0.0;
    for (fit.iterations = 0; finite && fit.iterations < options.max_iterations;) {
        ++fit.iterations;
        for (std::size_t i = 0; i < k; ++i) {
            double denominator = 0.0;
            for (std::size_t j = 0; j < k; ++j)
                if (j != i) denominator += n[i][j] / (gamma[i] + gamma[j]);
            next[i] = total[i] / denominator;
        }
        double moved = 0.0;
        for (std::size_t i = 0; i < k; ++i) {
            const double g = next[i] / next[0];
            if (!(g > 0.0) || !std::isfinite(g))
                finite = false;
            else
                moved = std::fmax(moved, std::fabs(std::log(g) - std::log(gamma[i])));
            gamma[i] = g;
        }
        if (finite && moved < options.tolerance) {
            fit.converged = true;
            break;
        }
    }

    fit.theta.resize(k);
    fit.elo.resize(k);
    fit.elo_se.assign(k, 0.0);
    for (std::size_t i = 0; i < k; ++i) {
        fit.theta[i] = std::log(gamma[i]);
        fit.elo[i] = fit.theta[i] * elo_per_nat;
    }
    // The observed information without the anchor's row and column, then its inverse.
    const std::size_t m = k - 1;
    std::vector<double> information(m * m, 0.0);
    for (std::size_t i = 1; i < k; ++i)
        for (std::size_t j = 0; j < k; ++j) {
            if (i == j) continue;
            const double p = gamma[i] / (gamma[i] + gamma[j]);
            const double curvature = n[i][j] * p * (1.0 - p);
            information[(i - 1) * m + (i - 1)] += curvature;
            if (j > 0) information[(i - 1) * m + (j - 1)] -= curvature;
        }
    const std::vector<double> covariance = fit.converged ? detail::inverse(information, m) : std::vector<double>{};
    if (covariance.empty()) fit.converged = false;
    for (std::size_t i = 1; i < k; ++i)
        fit.elo_se[i] = covariance.empty() ? std::numeric_limits<double>::infinity() : std::sqrt(covariance[(i - 1) * m + (i - 1)]) * elo_per_nat;
    fit.elo_low.resize(k);
    fit.elo_high.resize(k);
    for (std::size_t i = 0; i < k; ++i) {
        fit.elo_low[i] = fit.elo[i] - z95 * fit.elo_se[i];
        fit.elo_high[i] = fit.elo[i] + z95 * fit.elo_se[i];
    }
    return fit;
}

}  // namespace rami_cli::rating
