// libFuzzer entry point: rami_fuzz::state_and_move (tests/fuzz/targets.hpp).
#include "targets.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    rami_fuzz::state_and_move({data, size});
    return 0;
}
