#!/usr/bin/env python3
"""Checks the package's layers against the one layer table, in Package.swift.

- Every library target is in the table, and the table names no other target.
- A library target depends only on targets of lower layers.
- A Swift file imports only the package targets its own target declares
  (an import that compiles only because a dependency happens to depend on
  the module fails here).
- A test target `@testable`-imports one module: its own (the target's name
  without `Tests`).

Reads the table from Package.swift's `let layers` literal and the targets
from `swift package dump-package`.
"""
import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
ENTRY = re.compile(r'\(\s*(\d+),\s*"(\w[\w-]*)",\s*"[^"]*"\s*\)')


def layer_table():
    """The `let layers` literal of Package.swift: target name to layer."""
    text = (ROOT / "Package.swift").read_text()
    start = text.index("let layers:")
    end = text.index("\n]\n", start)
    body = text[text.index("= [", start) + 3:end]
    layers = {m.group(2): int(m.group(1)) for m in ENTRY.finditer(body)}
    leftover = ENTRY.sub("", body).replace(",", "").split()
    if leftover or not layers:
        raise SystemExit(f"layers: cannot read Package.swift's table near {' '.join(leftover)[:80]}")
    return layers


def declared(target):
    """The names of the targets and products a target depends on."""
    names = set()
    for dependency in target["dependencies"]:
        for kind in ("byName", "target", "product"):
            if dependency.get(kind):
                names.add(dependency[kind][0])
    return names


def imports(directory):
    """(file, line number, module, testable) of each import in a folder."""
    found = []
    pattern = re.compile(r'^\s*(@testable\s+)?(?:@_exported\s+)?import\s+(?:\w+\s+)?(\w+)')
    for path in sorted(directory.rglob("*.swift")):
        for number, line in enumerate(path.read_text().splitlines(), 1):
            match = pattern.match(line)
            if match:
                module = match.group(2)
                found.append((path.relative_to(ROOT), number, module, bool(match.group(1))))
    return found


def main():
    layers = layer_table()
    package = json.loads(subprocess.run(
        ["swift", "package", "dump-package"], cwd=ROOT, check=True, capture_output=True,
        text=True).stdout)
    targets = {t["name"]: t for t in package["targets"]}
    problems = []
    for name, target in targets.items():
        if name not in layers:
            continue
        for other in declared(target):
            if other in layers and layers[other] >= layers[name]:
                problems.append(
                    f"{name} (layer {layers[name]}) depends on {other} (layer {layers[other]})")
    library = [t["name"] for t in package["targets"]
               if t["type"] == "regular" and not (t.get("path") or "").startswith("Tests/")]
    problems += [f"{name}: a library target not in Package.swift's layer table"
                 for name in library if name not in layers]
    problems += [f"{name}: in the layer table but not a library target"
                 for name in layers if name not in library]
    if targets["HabitCalendar"]["dependencies"]:
        problems.append("HabitCalendar must depend on nothing")
    if not any(p["name"] == "HabitCalendar" for p in package["products"]):
        problems.append("HabitCalendar must be a product of its own")

    for name, target in targets.items():
        if target["type"] == "plugin":
            continue
        default = "Tests" if target["type"] == "test" else "Sources"
        directory = ROOT / (target.get("path") or f"{default}/{name}")
        allowed = declared(target) | {name}
        for path, number, module, testable in imports(directory):
            if module in targets and module not in allowed:
                problems.append(
                    f"{path}:{number}: imports {module}, which {name} does not declare")
            if testable and target["type"] == "test" and module != name.removesuffix("Tests"):
                problems.append(
                    f"{path}:{number}: @testable import {module}; a test target tests its own "
                    f"module only ({name.removesuffix('Tests')})")
    for problem in problems:
        print(f"layers: {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
