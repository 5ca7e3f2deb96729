#pragma once
// Where the benchmarks' input files are: the environment's RAMI_BENCH_DIR first
// (benchmarks/report.py passes it), else the build's (benchmarks/data by default).

#include <cstdlib>
#include <string>

inline std::string data_file(const std::string& name) {
    const char* dir = std::getenv("RAMI_BENCH_DIR");
    return std::string(dir != nullptr && *dir != '\0' ? dir : RAMI_BENCH_DIR) + "/" + name;
}
