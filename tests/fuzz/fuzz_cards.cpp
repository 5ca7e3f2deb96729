// libFuzzer entry point: rami_fuzz::cards_and_melds (tests/fuzz/targets.hpp).
#include "targets.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    rami_fuzz::cards_and_melds({data, size});
    return 0;
}
