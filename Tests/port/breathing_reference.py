#!/usr/bin/env python3
"""An independent port of the breathing timeline, written from
HabitRules.docc/Breathing.md.

Nothing here comes from the Swift code. The patterns are read from
Content/breathing.json (a Wim Hof round is expanded here from its numbers:
power breaths of an inhale and an exhale, the retention held on empty lungs,
then the recovery inhale, hold and exhale), plus custom patterns by position
(2 lengths: inhale, exhale; 3: inhale, hold, exhale; 4: and a hold after the
exhale). For every pattern and 1-100 cycles the port computes the total in
milliseconds (cycles x the cycle's seconds x 1000) and every phase as
"kind startMs ms cycle", and looks up the phase at every phase boundary and
the total, and 1 ms either side, by arithmetic (offset // cycle length, then
the phase within the cycle), writing "offset kind cycle" or "offset none".

A vector keeps the total, the phase count and the FNV-1a 64 hash of each
text, so the file stays small. `--write` regenerates
Tests/HabitBreathingTests/Fixtures/breathing-vectors.json; without it the
script checks that the file matches (CI runs the check). The Swift test
replays the file against BreathingTimeline.
"""
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VECTORS = ROOT / "Tests/HabitBreathingTests/Fixtures/breathing-vectors.json"
CUSTOM = [[4, 7, 8], [4, 4, 4, 4], [1, 1], [30, 30, 30, 30], [3, 4], [2, 1, 6]]
POSITIONS = {2: ["inhale", "exhale"], 3: ["inhale", "hold", "exhale"],
             4: ["inhale", "hold", "exhale", "holdEmpty"]}


def fnv1a(text):
    value = 0xCBF29CE484222325
    for byte in text.encode("utf-8"):
        value ^= byte
        value = (value * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return format(value, "016x")


def content_patterns():
    content = json.loads((ROOT / "Content/breathing.json").read_text())
    for pattern in content["patterns"]:
        if "phases" in pattern:
            phases = [(p["kind"], p["seconds"]) for p in pattern["phases"]]
        else:
            r = pattern["rounds"]
            power = [("inhale", r["inhale"]), ("exhale", r["exhale"])] * r["powerBreaths"]
            phases = power + [("holdEmpty", r["retention"]), ("inhale", r["recoveryInhale"]),
                              ("hold", r["recoveryHold"]), ("exhale", r["recoveryExhale"])]
        yield pattern["id"], phases


def all_patterns():
    yield from content_patterns()
    for seconds in CUSTOM:
        yield "custom-" + "-".join(map(str, seconds)), list(zip(POSITIONS[len(seconds)], seconds))


def lookup(phases, cycles, offset):
    cycle_ms = sum(s for _, s in phases) * 1000
    if offset < 0 or offset >= cycle_ms * cycles:
        return f"{offset} none\n"
    cycle, rest = divmod(offset, cycle_ms)
    for kind, seconds in phases:
        if rest < seconds * 1000:
            return f"{offset} {kind} {cycle + 1}\n"
        rest -= seconds * 1000
    raise AssertionError("unreachable")


def vector(pattern_id, phases, cycles):
    lines, starts, start = [], [], 0
    for cycle in range(1, cycles + 1):
        for kind, seconds in phases:
            lines.append(f"{kind} {start} {seconds * 1000} {cycle}\n")
            starts.append(start)
            start += seconds * 1000
    total = sum(s for _, s in phases) * 1000 * cycles
    assert start == total
    lookups = "".join(lookup(phases, cycles, b + d) for b in starts + [total] for d in (-1, 0, 1))
    return {"pattern": pattern_id, "cycles": cycles, "totalMs": total, "phaseCount": len(lines),
            "phasesHash": fnv1a("".join(lines)), "lookupsHash": fnv1a(lookups)}


def build():
    vectors = [vector(i, p, c) for i, p in all_patterns() for c in range(1, 101)]
    return {"about": "breathing timelines from Tests/port/breathing_reference.py; do not edit",
            "custom": CUSTOM, "vectors": vectors}


def main():
    text = json.dumps(build(), indent=1) + "\n"
    if "--write" in sys.argv:
        VECTORS.write_text(text)
        return 0
    if VECTORS.read_text() != text:
        print("breathing-vectors.json is stale; run Tests/port/breathing_reference.py --write")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
