#!/usr/bin/env python3
"""The layers of the repository, checked from its files (docs/design.md "Layers").

1. No include cycle among the library's headers (include/rami/**): each header's quoted
   includes ("rami/...", or a path relative to the header) are the edges; a cycle is printed.
2. No front end leans on the command's folder: outside tools/ (the command and its scripts) and
   tests/ (which may test the command's own code), no C/C++ source includes a file of tools/
   (by a path naming tools/, or by a name found only there), and no build file (CMakeLists.txt,
   *.cmake, shell scripts) puts a folder of tools/ on an include path. tools/build_wasm.sh builds
   the WebAssembly package (js/), so its include flags are checked too.
3. The umbrella header include/rami/rami.hpp lists no internal header (include/rami/detail/).

Usage: include_layers.py <repo-root>. Exit status 0 when the layers hold, 1 with each fault
printed otherwise.
"""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)
SOURCE_SUFFIXES = (".c", ".cc", ".cpp", ".cxx", ".h", ".hh", ".hpp")
SKIPPED_DIRS = {".git", "build", "node_modules", "dist", "target", "__pycache__", ".venv"}


def strip_comments(text):
    """The text without // and /* */ comments (an include in a comment is no include)."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def walk(root, top):
    for folder, dirs, files in os.walk(os.path.join(root, top)):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_DIRS)
        for name in sorted(files):
            yield os.path.relpath(os.path.join(folder, name), root)


def header_graph(root):
    """{header: [headers it includes]} over include/rami/**, paths relative to root."""
    graph = {}
    for path in walk(root, "include/rami"):
        if not path.endswith((".hpp", ".h")):
            continue
        with open(os.path.join(root, path), encoding="utf-8") as f:
            text = strip_comments(f.read())
        edges = []
        for target in INCLUDE.findall(text):
            for candidate in (os.path.join("include", target),
                              os.path.normpath(os.path.join(os.path.dirname(path), target))):
                if os.path.isfile(os.path.join(root, candidate)):
                    edges.append(candidate)
                    break
        graph[path] = edges
    return graph


def find_cycle(graph):
    """One include cycle as a list of headers (its first header repeated last), or None."""
    state = {}  # header -> 1 while on the path, 2 when done
    path = []

    def visit(node):
        state[node] = 1
        path.append(node)
        for child in graph.get(node, []):
            if state.get(child) == 1:
                return path[path.index(child):] + [child]
            if child not in state:
                cycle = visit(child)
                if cycle:
                    return cycle
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            cycle = visit(node)
            if cycle:
                return cycle
    return None


def front_end_faults(root):
    """The files outside tools/ and tests/ that include a file of tools/ or put tools/ on an
    include path."""
    faults = []
    tool_names = {os.path.basename(p) for p in walk(root, "tools") if p.endswith(SOURCE_SUFFIXES)}
    tops = sorted(d for d in os.listdir(root)
                  if os.path.isdir(os.path.join(root, d)) and d not in SKIPPED_DIRS | {"tools", "tests"})
    build_file = re.compile(r"(CMakeLists\.txt|\.cmake|\.sh)$")
    include_path = re.compile(r"(include_directories|-I|-isystem|CPATH|include_dirs)[^\n]*tools/", re.I)
    files = [p for top in tops for p in walk(root, top)] + ["tools/build_wasm.sh"]
    for path in files:
        full = os.path.join(root, path)
        if not os.path.isfile(full):
            continue
        if path.endswith(SOURCE_SUFFIXES):
            with open(full, encoding="utf-8", errors="replace") as f:
                text = strip_comments(f.read())
            for target in INCLUDE.findall(text):
                local = os.path.isfile(os.path.join(root, os.path.dirname(path), target))
                library = os.path.isfile(os.path.join(root, "include", target))
                if "tools/" in target or (not local and not library and os.path.basename(target) in tool_names):
                    faults.append(f"{path}: includes \"{target}\" from tools/")
        elif build_file.search(path):
            with open(full, encoding="utf-8", errors="replace") as f:
                for number, line in enumerate(f, 1):
                    if include_path.search(line.split("#", 1)[0] if not path.endswith(".sh") else line):
                        faults.append(f"{path}:{number}: puts tools/ on an include path: {line.strip()}")
    return faults


def umbrella_faults(root):
    with open(os.path.join(root, "include/rami/rami.hpp"), encoding="utf-8") as f:
        text = strip_comments(f.read())
    return [f"include/rami/rami.hpp: lists the internal header {t}" for t in INCLUDE.findall(text) if "/detail/" in t]


def self_test():
    """The checks find what they look for, on a small tree written here: a cycle of three
    headers, a front end that includes the command's header by its name, and one that puts
    tools/ on an include path. Returns the faults it expected and did not see."""
    import tempfile
    missed = []
    with tempfile.TemporaryDirectory() as root:
        def write(path, text):
            os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
            with open(os.path.join(root, path), "w", encoding="utf-8") as f:
                f.write(text)
        write("include/rami/a.hpp", '#include "rami/b.hpp"\n')
        write("include/rami/b.hpp", '#include "rami/detail/c.hpp"\n// #include "rami/z.hpp"\n')
        write("include/rami/detail/c.hpp", '#include "../a.hpp"\n')
        write("include/rami/rami.hpp", '#include "rami/a.hpp"\n#include "rami/detail/c.hpp"\n')
        write("tools/rami/best.hpp", "\n")
        write("c/api.cpp", '#include "best.hpp"\n#include "rami/a.hpp"\n')
        write("c/CMakeLists.txt", 'target_include_directories(c PRIVATE "${PROJECT_SOURCE_DIR}/tools/rami")\n')
        cycle = find_cycle(header_graph(root))
        if cycle != ["include/rami/a.hpp", "include/rami/b.hpp", "include/rami/detail/c.hpp", "include/rami/a.hpp"]:
            missed.append(f"the cycle a -> b -> c -> a (found {cycle})")
        faults = front_end_faults(root)
        if not any(f.startswith('c/api.cpp: includes "best.hpp"') for f in faults):
            missed.append(f"c/api.cpp including best.hpp (found {faults})")
        if not any(f.startswith("c/CMakeLists.txt:1:") for f in faults):
            missed.append(f"c/CMakeLists.txt's include path (found {faults})")
        if len(faults) != 2:
            missed.append(f"exactly two front-end faults (found {faults})")
        if len(umbrella_faults(root)) != 1:
            missed.append("the umbrella's detail header")
    return missed


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: include_layers.py <repo-root>")
    root = sys.argv[1]
    missed = self_test()
    for m in missed:
        print("self-test: the check missed " + m)
    if missed:
        return 1
    graph = header_graph(root)
    # The check must see the headers it guards (a moved include/ would make it pass on nothing).
    if len(graph) < 20:
        print(f"only {len(graph)} headers found under {root}/include/rami")
        return 1
    faults = []
    cycle = find_cycle(graph)
    if cycle:
        faults.append("include cycle: " + " -> ".join(cycle))
    faults += front_end_faults(root)
    faults += umbrella_faults(root)
    for fault in faults:
        print(fault)
    if faults:
        return 1
    edges = sum(len(e) for e in graph.values())
    print(f"{len(graph)} headers, {edges} includes: no cycle; no front end includes tools/; the umbrella lists no detail header")
    return 0


if __name__ == "__main__":
    sys.exit(main())
