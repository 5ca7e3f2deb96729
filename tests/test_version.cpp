#include "catch.hpp"
#include "rami/version.hpp"

#include <string_view>

namespace test_version {

#define RAMI_TEST_STR_(x) #x
#define RAMI_TEST_STR(x) RAMI_TEST_STR_(x)

namespace {
constexpr std::string_view from_macros = RAMI_TEST_STR(RAMI_VERSION_MAJOR) "." RAMI_TEST_STR(
    RAMI_VERSION_MINOR) "." RAMI_TEST_STR(RAMI_VERSION_PATCH);
}  // namespace

TEST_CASE("version_string matches the RAMI_VERSION_* macros", "[version]") {
  STATIC_REQUIRE(std::string_view{rami::version_string} == from_macros);
  CHECK(std::string_view{rami::version_string} == from_macros);
}

TEST_CASE("version header matches the CMake project version", "[version]") {
  // RAMI_PROJECT_VERSION is PROJECT_VERSION from CMakeLists.txt.
  CHECK(std::string_view{rami::version_string} == RAMI_PROJECT_VERSION);
}

}  // namespace test_version
