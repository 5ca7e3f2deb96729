// Catch2 v2 only: the test runner's main(). (v3 links Catch2::Catch2WithMain.)
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>
