#!/usr/bin/env bash
# Builds the Python package the way a user installs it (offline: a virtual environment that
# sees Debian's packages, `pip install --no-build-isolation .`) into build/python-venv, then
# runs its tests (python/tests) with pytest. Debian's Python is /usr/bin/python3: the python3
# first on PATH may be another interpreter, without Debian's pybind11, numpy, pytest, Dask.
# Usage: tools/test_python.sh [pytest arguments]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source tools/lib/deps.sh

rami_require_packages nlohmann-json3-dev g++ pybind11-dev python3-pybind11 python3-dev python3-venv \
  python3-setuptools python3-wheel python3-numpy python3-pytest python3-distributed

venv=build/python-venv
[[ -x $venv/bin/python ]] || /usr/bin/python3 -m venv --system-site-packages "$venv"
RAMI_BUILD_JOBS=${RAMI_BUILD_JOBS:-2} nice -n 10 "$venv/bin/pip" install --no-build-isolation --no-index \
  --no-deps --force-reinstall --quiet .
# The CLI comparison test uses the gcc preset's rami when it is built.
[[ -x build/gcc/tools/rami/rami ]] && export RAMI_CLI="$PWD/build/gcc/tools/rami/rami"
# From build/: `import rami` must find the installed package, not the sources.
cd build && exec "python-venv/bin/python" -m pytest -q --tb=short -p no:cacheprovider ../python/tests "$@"
