// Windows only: the command line as UTF-8, and standard output as bytes. A Windows program's
// `argv` is in the ANSI code page, where card symbols (♠ ♥ ♦ ♣) and other UTF-8 text are lost;
// the UTF-16 command line has them. Standard output in text mode turns each '\n' into "\r\n":
// in binary mode the JSON rami prints is byte for byte what it prints on Linux.
#pragma once
#ifdef _WIN32

#include <string>
#include <vector>

namespace rami_cli {

// The process's arguments in UTF-8 (argv[0] included), or `fallback` if Windows cannot give them.
std::vector<std::string> utf8_arguments(int argc, char** fallback);

// Standard output and error as bytes ("\n", not "\r\n"); UTF-8 on a console.
void use_binary_output();

}  // namespace rami_cli

#endif  // _WIN32
