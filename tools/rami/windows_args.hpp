// Windows only: the command line as UTF-8, and standard output as bytes. A Windows program's
// `argv` is in the ANSI code page, where card symbols (♠ ♥ ♦ ♣) and other UTF-8 text are lost;
// the UTF-16 command line has them. Standard output in text mode turns each '\n' into "\r\n":
// in binary mode the JSON rami prints is byte for byte what it prints on Linux.
#pragma once
#ifdef _WIN32

#include <fcntl.h>
#include <io.h>
#include <stdio.h>

#include <string>
#include <vector>

#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#include <windows.h>

#include <shellapi.h>  // after windows.h, which it needs

namespace rami_cli {

// The process's arguments in UTF-8 (argv[0] included), or `fallback` if Windows cannot give them.
inline std::vector<std::string> utf8_arguments(int argc, char** fallback) {
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

// Standard output and error as bytes ("\n", not "\r\n"); UTF-8 on a console.
inline void use_binary_output() {
    _setmode(_fileno(stdout), _O_BINARY);
    _setmode(_fileno(stderr), _O_BINARY);
    SetConsoleOutputCP(CP_UTF8);
}

}  // namespace rami_cli

#endif  // _WIN32
