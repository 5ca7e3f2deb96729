#!/usr/bin/env python3
"""Writes the Unity .meta file of every asset of the Unity package (bindings/csharp) that has none.

Unity imports an asset of an immutable package (a tarball, a git URL) only with its .meta file,
whose GUID must never change once published: so they are committed, and this script, for those
who add a file without Unity at hand, makes the missing ones with a GUID derived from the
asset's path (the same on every machine). The native plugins' .meta files carry their import
settings (platform and CPU) and are written by hand. Usage: tools/unity_meta.py [--check]
[FOLDER] (FOLDER: the package's folder, default bindings/csharp; --check lists the assets
without one and exits 1 if there are any, writing nothing).
"""
import hashlib
import pathlib
import sys

PACKAGE = pathlib.Path(__file__).resolve().parent.parent / "bindings" / "csharp"  # or argv's folder
NAME = "com.rami.engine"

# Files and folders Unity never imports: names ending in ~ or starting with a dot, and the
# shell scripts that build and test the binding outside Unity (left out of the package).
def ignored(path):
    rel = path.relative_to(PACKAGE)
    return any(p.endswith("~") or p.startswith(".") for p in rel.parts) or path.suffix in (".sh", ".meta")

IMPORTER = {
    ".cs": "MonoImporter:\n  externalObjects: {}\n  serializedVersion: 2\n  defaultReferences: []\n"
           "  executionOrder: 0\n  icon: {instanceID: 0}\n",
    ".asmdef": "AssemblyDefinitionImporter:\n  externalObjects: {}\n",
    ".json": "PackageManifestImporter:\n  externalObjects: {}\n",
    ".md": "TextScriptImporter:\n  externalObjects: {}\n",
}
DEFAULT = "DefaultImporter:\n  externalObjects: {}\n"
TAIL = "  userData: \n  assetBundleName: \n  assetBundleVariant: \n"


def meta_text(path):
    rel = path.relative_to(PACKAGE).as_posix()
    guid = hashlib.md5(f"{NAME}/{rel}".encode()).hexdigest()
    if path.is_dir():
        return f"fileFormatVersion: 2\nguid: {guid}\nfolderAsset: yes\n{DEFAULT}{TAIL}"
    importer = IMPORTER.get(path.suffix, DEFAULT)
    return f"fileFormatVersion: 2\nguid: {guid}\n{importer}{TAIL}"


def assets():
    for path in sorted(PACKAGE.rglob("*")):
        if not ignored(path):
            yield path


def main():
    global PACKAGE
    args = sys.argv[1:]
    check = "--check" in args
    folders = [a for a in args if a != "--check"]
    if folders:
        PACKAGE = pathlib.Path(folders[0]).resolve()
    missing = [p for p in assets() if not p.with_name(p.name + ".meta").exists()]
    for path in missing:
        if check:
            print(f"no .meta: {path.relative_to(PACKAGE)}")
        else:
            path.with_name(path.name + ".meta").write_text(meta_text(path))
            print(f"wrote {path.relative_to(PACKAGE)}.meta")
    return 1 if check and missing else 0


if __name__ == "__main__":
    sys.exit(main())
