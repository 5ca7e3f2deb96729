#!/usr/bin/env bash
# A Windows program or DLL of rami is self-contained: it imports Windows' own DLLs only (the C++
# runtime, libgcc and winpthread are linked in), so a game ships rami_c.dll alone and rami.exe
# runs on a machine without MinGW. Usage: windows_imports.sh FILE.dll|FILE.exe...; the MinGW
# objdump in OBJDUMP (default objdump).
set -euo pipefail
OBJDUMP=${OBJDUMP:-objdump}
# The DLLs every Windows has: the kernel, the C runtime (msvcrt, or the UCRT and its API sets),
# and those of the system a program may call (shell32: the command line in UTF-16).
system='^(kernel32|user32|advapi32|shell32|ws2_32|bcrypt|ntdll|msvcrt|ucrtbase|api-ms-win-.*)\.dll$'
status=0
for file in "$@"; do
  imports=$("$OBJDUMP" -p "$file" | sed -n 's/^[[:space:]]*DLL Name: //p' | sort -u)
  [[ -n $imports ]] || { echo "$file: no import table read"; status=1; continue; }
  others=$(tr 'A-Z' 'a-z' <<<"$imports" | grep -vE "$system" || true)
  if [[ -n $others ]]; then
    echo "$(basename "$file") imports DLLs that are not Windows' own:"; echo "$others"; status=1
  else
    echo "$(basename "$file") imports system DLLs only: $(tr '\n' ' ' <<<"$imports")"
  fi
done
exit $status
