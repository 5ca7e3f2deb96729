// Windows only (compiled on Windows alone, outside the command's unity build, so that the macros
// of <windows.h> reach no other file): the definitions of windows_args.hpp.
#include "windows_args.hpp"

#include <fcntl.h>
#include <io.h>
#include <stdio.h>

#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>

#include <shellapi.h>  // after windows.h, which it needs

namespace rami_cli {

std::vector<std::string> utf8_arguments(int argc, char** fallback) {
    std::vector<std::string> args;
    int count = 0;
    wchar_t** wide = CommandLineToArgvW(GetCommandLineW(), &count);
    if (wide == nullptr) return {fallback, fallback + argc};
    for (int i = 0; i < count; ++i) {
        const int bytes = WideCharToMultiByte(CP_UTF8, 0, wide[i], -1, nullptr, 0, nullptr, nullptr);
        std::string arg(bytes > 0 ? static_cast<std::size_t>(bytes) : 1, '\0');
        if (bytes > 0) WideCharToMultiByte(CP_UTF8, 0, wide[i], -1, arg.data(), bytes, nullptr, nullptr);
        arg.pop_back();  // the terminating NUL WideCharToMultiByte counted
        args.push_back(std::move(arg));
    }
    LocalFree(wide);
    return args;
}

void use_binary_output() {
    _setmode(_fileno(stdout), _O_BINARY);
    _setmode(_fileno(stderr), _O_BINARY);
    SetConsoleOutputCP(CP_UTF8);
}

}  // namespace rami_cli
