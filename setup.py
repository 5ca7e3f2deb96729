"""Builds the extension rami._rami with pybind11's setup helpers (the rest is in pyproject.toml).

The engine is header-only: the extension compiles python/src/*.cpp against include/ and
nlohmann/json (Debian: nlohmann-json3-dev). RAMI_BUILD_JOBS sets the parallel compile jobs (2).
"""

import sys
from glob import glob

from pybind11.setup_helpers import ParallelCompile, Pybind11Extension
from setuptools import setup

ParallelCompile("RAMI_BUILD_JOBS", default=2).install()

setup(
    ext_modules=[
        Pybind11Extension(
            "rami._rami",
            sorted(glob("python/src/*.cpp")),
            include_dirs=["include"],
            cxx_std=20,
            # No debug information (Python's own flags ask for it): the module is a third of the
            # size and builds in two thirds of the time; MSVC's default has none.
            extra_compile_args=[] if sys.platform == "win32" else ["-g0"],
        )
    ],
)
