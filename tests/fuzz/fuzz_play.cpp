// libFuzzer entry point: rami_fuzz::structured_play (tests/fuzz/targets.hpp).
#include "targets.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    rami_fuzz::structured_play({data, size});
    return 0;
}
