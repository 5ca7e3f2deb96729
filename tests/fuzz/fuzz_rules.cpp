// libFuzzer entry point: rami_fuzz::rules_play (tests/fuzz/rules_target.hpp).
#include "rules_target.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    rami_fuzz::rules_play({data, size});
    return 0;
}
