// Issue 5: no heap allocation in meld validation, in the hand analysis once its buffers are
// warm, or in `apply` of a draw or a discard. A counting operator new proves it.
#include "catch.hpp"

#include <atomic>
#include <cstdlib>
#include <new>

#include "rami/rami.hpp"

namespace {
std::atomic<long> allocations{0};
int* volatile escaped = nullptr;  // keeps the compiler from eliding the test's own allocation
}  // namespace

// Every form of new and delete that a program may call is replaced, with malloc and free, so
// that allocation and release always match (AddressSanitizer checks they do; Catch2 uses the
// nothrow form). The aligned forms are left to the runtime, which pairs them itself.
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
    allocations.fetch_add(1, std::memory_order_relaxed);
    return std::malloc(size == 0 ? 1 : size);
}
void* operator new(std::size_t size) {
    if (void* p = operator new(size, std::nothrow)) return p;
    throw std::bad_alloc();
}
void* operator new[](std::size_t size) { return operator new(size); }
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept { return operator new(size, std::nothrow); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { std::free(p); }

namespace {

/// How many allocations `work` makes.
template <class Work>
long allocations_in(Work&& work) {
    const long before = allocations.load();
    work();
    return allocations.load() - before;
}

std::vector<rami::card> cards(const char* text) { return *rami::parse_cards(text); }

}  // namespace

TEST_CASE("allocations: the counter sees an allocation", "[alloc]") {
    CHECK(allocations_in([] {
              escaped = new int(3);
              delete escaped;
          }) == 1);
}

TEST_CASE("allocations: reading melds allocates nothing, legal or not", "[alloc]") {
    const rami::rules& rules = rami::rules_of<rami::variants::rami51>;
    const auto run = cards("9H 10H JH QH KH");
    const auto set = cards("JK AH JK");
    const auto wraps = cards("KH AH 2H");
    const auto repeats = cards("8C 8H 8C");
    long count = allocations_in([&] {
        for (int i = 0; i < 100; ++i) {
            CHECK(rami::read_meld(rules, run).ok());
            CHECK(rami::read_meld(rules, set).ok());
            CHECK_FALSE(rami::read_meld(rules, wraps).ok());
            CHECK_FALSE(rami::read_meld(rules, repeats).ok());
        }
    });
    CHECK(count == 0);
}

TEST_CASE("allocations: the hand analysis allocates nothing once warm", "[alloc]") {
    const rami::rules& classic = rami::rules_of<rami::variants::rummy_classic>;
    const rami::rules& rami51 = rami::rules_of<rami::variants::rami51>;
    const auto random10 = cards("8D QS 5C 10C KD 6S 9C 5S AS QH");
    const auto dense11 = cards("JD JH JS 7H 8C 10H 7D 10C 7C 9S 8D");
    const auto dense15 = cards("JK AH AH 4S 4D 3C 2H 3S 2D AD AS 2C 3D 2C JK");
    rami::hand_solver solver;
    (void)solver.min_deadwood(rami51, dense15);  // warm the buffers up
    (void)solver.best_discard(classic, dense11);
    long count = allocations_in([&] {
        CHECK(*solver.min_deadwood(classic, random10) == 74);
        CHECK(solver.best_discard(classic, dense11).ok());
        CHECK(solver.min_deadwood(rami51, dense15).ok());
        CHECK(solver.can_go_out(rami51, dense15, false).ok());
    });
    CHECK(count == 0);
}

TEST_CASE("allocations: apply of a draw or a discard allocates nothing", "[alloc]") {
    const rami::game_state dealt = *rami::new_game(rami::rules_of<rami::variants::rummy_classic>, 2, 11);
    const rami::move draw = rami::move::draw();
    const rami::move discard = rami::move::discard(dealt.hand(0)[0]);
    long count = allocations_in([&] {
        auto drawn = rami::apply(dealt, draw);
        REQUIRE(drawn.ok());
        auto next = rami::apply(*drawn, discard);
        CHECK(next.ok());
    });
    CHECK(count == 0);
}
