#pragma once
// Catch2 v2/v3 compatibility: test files include "catch.hpp" and nothing else
// from Catch2. RAMI_CATCH2_V3 is defined by tests/CMakeLists.txt for Catch2 v3.

#ifdef RAMI_CATCH2_V3
#include <catch2/catch_approx.hpp>
#include <catch2/catch_template_test_macros.hpp>
#include <catch2/catch_test_macros.hpp>
#include <catch2/generators/catch_generators.hpp>
using Catch::Approx;  // v2 has it at global scope
#else
#include <catch2/catch.hpp>
#endif
