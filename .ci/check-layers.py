#!/usr/bin/env python3
"""Checks that every library target depends only on the layers below it.

Reads `swift package dump-package` and compares each target's declared
dependencies with the layer table in docs/architecture.md. SwiftPM itself
rejects cycles, and `--explicit-target-dependency-import-check error` rejects
an import of a target that is not declared; this check rejects a declared
dependency that points up or sideways.
"""
import json
import subprocess
import sys

# Layer of each library target, bottom up.
LAYERS = {
    "HabitCalendar": 0,
    "HabitToolkit": 1,
    "HabitStreaks": 2, "HabitPlanner": 2, "HabitAdvice": 2, "HabitQuotes": 2, "HabitReminders": 2,
    "HabitGrowth": 2,  # XP, levels, expeditions from focus sessions
    "HabitBadges": 3,  # counts streaks with HabitStreaks
    "HabitNotifications": 3,  # shares one budget between HabitPlanner and HabitReminders
    "HabitGoals": 3,  # deposit days as HabitReminders rules
    "HabitDemo": 4,  # demo records in the input shapes of the features below
    "HabitRules": 5,
    "GenSVG": 6,  # gen's pictures: values to SVG
    "GenCLI": 7,
}

package = json.loads(subprocess.run(
    ["swift", "package", "dump-package"], check=True, capture_output=True, text=True).stdout)
problems = []
for target in package["targets"]:
    name = target["name"]
    if name not in LAYERS:
        continue
    for dependency in target["dependencies"]:
        other = (dependency.get("byName") or dependency.get("target") or [None])[0]
        if other in LAYERS and LAYERS[other] >= LAYERS[name]:
            problems.append(f"{name} (layer {LAYERS[name]}) depends on {other} (layer {LAYERS[other]})")
# A regular target under Tests/ (HabitTestSupport) is test code, not a layer.
unknown = [t["name"] for t in package["targets"]
           if t["type"] == "regular" and t["name"] not in LAYERS
           and not (t.get("path") or "").startswith("Tests/")]
problems += [f"{name}: a library target with no layer in .ci/check-layers.py" for name in unknown]
calendar = next(t for t in package["targets"] if t["name"] == "HabitCalendar")
if calendar["dependencies"]:
    problems.append("HabitCalendar must depend on nothing")
if not any(p["name"] == "HabitCalendar" for p in package["products"]):
    problems.append("HabitCalendar must be a product of its own")
for problem in problems:
    print(f"layers: {problem}")
sys.exit(1 if problems else 0)
