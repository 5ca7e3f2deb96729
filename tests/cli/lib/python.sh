# Sourced by the command-line tests: `python3` is Debian's where there is one. A python3 first
# on PATH may be a version manager's shim that takes half a second to start, and these tests
# start Python hundreds of times (JSON checks).
if [ -x /usr/bin/python3 ]; then
    python3() { /usr/bin/python3 "$@"; }
fi
