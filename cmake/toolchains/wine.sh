#!/usr/bin/env bash
# Runs a Windows program under Debian's Wine (wine64): the emulator of the mingw toolchain, so
# that ctest and the tests run rami.exe and the test programs as they run Linux ones. Wine's
# chatter is off (WINEDEBUG=-all) and its prefix is a throwaway folder of its own (WINEPREFIX,
# default /tmp/rami-wine-<uid>), made once, under a lock, by the first program that needs it.
# Its wine server outlives each program by 30 s: the one a program starts by itself quits as soon
# as its last program ends, and a program starting at that moment loses its connection ("wine
# client error:0: recvmsg: Connection reset by peer") and fails with no output. Exit status,
# standard input and output are the program's.
set -euo pipefail
export WINEPREFIX=${WINEPREFIX:-${TMPDIR:-/tmp}/rami-wine-$(id -u)} WINEDEBUG=${WINEDEBUG:--all}
wine=/usr/lib/wine/wine64
[[ -x $wine ]] || wine=$(command -v wine64 || command -v wine) \
  || { echo "wine.sh: Wine is not installed (Debian: sudo apt-get install -y wine64)" >&2; exit 127; }
wineserver=$(dirname "$(readlink -f "$wine")")/wineserver
[[ -x $wineserver ]] || wineserver=$(command -v wineserver || true)
mkdir -p "$WINEPREFIX"
# Starts the server unless one runs for this prefix (then it returns at once); its descriptors
# point nowhere, so that the server left running holds no caller's pipe open.
[[ -z $wineserver ]] || "$wineserver" --persistent=30 </dev/null >/dev/null 2>&1 || true
if [[ ! -f $WINEPREFIX/system.reg ]]; then
  ( flock 9; [[ -f $WINEPREFIX/system.reg ]] || "$wine" wineboot --init >/dev/null 2>&1 ) 9>"$WINEPREFIX.lock"
fi
exec "$wine" "$@"
