// libFuzzer entry point: rami_fuzz::load_state (tests/fuzz/targets.hpp).
#include "targets.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    rami_fuzz::load_state({data, size});
    return 0;
}
