#!/usr/bin/env python3
"""An independent port of the habit strength, written from HabitRules.docc/Streaks.md.

The strength is Loop Habit Tracker's score (uhabits-core `Score.compute`,
`ScoreList.recompute`): for a goal of `times` in `days` days (daily 1 in 1,
weekly:X X in 7, monthly:X X in 30; X in X or more is 1 in 1), f = times /
days; below 1 the window doubles (2 x times in 2 x days). Each done or missed
day sets strength = previous * m + min(1, done days in the window / needed) *
(1 - m), m = 0.5 ** (sqrt(f) / 13); rest days, frozen days, skipped dates and
an open today hold it.

The day statuses come from HabitRules.docc/Streaks.md too ("Day statuses",
"Freezes"), and skipped dates from Python's zoneinfo (the system tz
database), so nothing here comes from the Swift code. `--write` regenerates
Tests/HabitStreaksTests/Fixtures/strength-vectors.json; without it the script
checks that the file matches what this port computes (CI runs the check),
and the Swift tests replay the file against StreakLedger.

A vector's `days` has one character per day from `start`, the last being
today: `x` done, `r` rest day, `X` done on a rest day, `.` nothing. Its
`statuses` are `x` done, `r` rest, `f` frozen, `/` skipped, `.` missed, `o`
open: a port of the score alone can replay `statuses` (x and . update, the
rest hold).
"""
import math
import random
import sys
from datetime import date, datetime, timedelta, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

sys.path.insert(0, str(Path(__file__).resolve().parent))
from planner_reference import ROOT, write_or_check  # noqa: E402

import json  # noqa: E402

VECTORS = ROOT / "Tests/HabitStreaksTests/Fixtures/strength-vectors.json"
SEED = 26
RANDOM_HISTORIES = 2000


def rule(goal):
    """(needed, window, multiplier) of a goal."""
    if goal == "daily":
        times, days = 1, 1
    else:
        kind, count = goal.split(":")
        times, days = int(count), 7 if kind == "weekly" else 30
    if times >= days:
        times, days = 1, 1
    frequency = times / days
    factor = 2 if frequency < 1 else 1
    return times * factor, days * factor, 0.5 ** (math.sqrt(frequency) / 13)


def skipped_dates(zone, first, last):
    """Civil dates in first...last that no instant of the zone falls on."""
    if zone == "UTC":
        return set()
    tz = ZoneInfo(zone)
    seen = set()
    instant = datetime(first.year, first.month, first.day, tzinfo=timezone.utc) - timedelta(days=2)
    end = datetime(last.year, last.month, last.day, tzinfo=timezone.utc) + timedelta(days=3)
    while instant <= end:
        seen.add(instant.astimezone(tz).date())
        instant += timedelta(minutes=30)
    day, missing = first, set()
    while day <= last:
        if day not in seen:
            missing.add(day)
        day += timedelta(days=1)
    return missing


def statuses(pattern, start, goal, freezes, skipped):
    """The status of each day, in order of precedence: done, skipped, rest,
    open (today), frozen (daily goal, a running streak, freezes left), missed."""
    per_month, in_a_row = freezes if freezes else (0, 0)
    run, frozen_in_row, used = 0, 0, {}
    result = []
    for offset, symbol in enumerate(pattern):
        day = start + timedelta(days=offset)
        if symbol in "xX":
            run += 1
            frozen_in_row = 0
            result.append("x")
        elif day in skipped:
            result.append("/")
        elif symbol == "r":
            result.append("r")
        elif offset == len(pattern) - 1:
            result.append("o")
        elif goal == "daily" and run > 0:
            month = (day.year, day.month)
            if used.get(month, 0) < per_month and frozen_in_row < in_a_row:
                used[month] = used.get(month, 0) + 1
                frozen_in_row += 1
                result.append("f")
            else:
                run, frozen_in_row = 0, 0
                result.append(".")
        else:
            result.append(".")
    return "".join(result)


def strengths(day_statuses, goal):
    """The strength after each day."""
    needed, window, multiplier = rule(goal)
    done = [status == "x" for status in day_statuses]
    score, result = 0.0, []
    for offset, status in enumerate(day_statuses):
        if status in "x.":
            completions = sum(done[max(0, offset - window + 1):offset + 1])
            value = min(1.0, completions / needed)
            score = score * multiplier + value * (1 - multiplier)
        result.append(score)
    return result


def case(zone, start, goal, freezes, pattern):
    first = date.fromisoformat(start)
    last = first + timedelta(days=len(pattern) - 1)
    day_statuses = statuses(pattern, first, goal, freezes, skipped_dates(zone, first, last))
    return {"zone": zone, "start": start, "goal": goal,
            "freezes": f"{freezes[0]}/{freezes[1]}" if freezes else None,
            "days": pattern, "statuses": day_statuses}, strengths(day_statuses, goal)


NAMED = [
    ("20 done days, a rest day, a miss, today open (the Streaks article)",
     "UTC", "2026-11-01", "daily", None, "x" * 20 + "r.."),
    ("Loop: 20 done days after 3 empty ones", "UTC", "2026-01-01", "daily", None,
     "..." + "x" * 20 + "."),
    ("Loop: skips 5, 10 and 11 days before the last", "UTC", "2026-01-01", "daily", None,
     "..." + "x" * 8 + "rr" + "x" * 4 + "r" + "x" * 5 + "."),
    ("Loop: one done day, a skip, then misses", "UTC", "2026-01-01", "daily", None, ".xr....."),
    ("the freeze example of the Streaks article, freezes 2/2", "Asia/Shanghai", "2026-11-01", "daily",
     (2, 2), "xxxxx.xxx..x...xxxxxxxxxxxxxx."),
    ("freezes 1/3 across a month end", "UTC", "2026-01-25", "daily", (1, 3),
     "xxxx..xx.x..xxx..x"),
    ("Samoa skips 2011-12-30: the strength holds", "Pacific/Apia", "2011-12-24", "daily", None,
     "xxxxxx" + "." + "xxxx."),
    ("Samoa, weekly:3", "Pacific/Apia", "2011-12-19", "weekly:3", None,
     "x.x.x..x.x." + "." + "x.xx..x."),
    ("a DST week in New York (2026-03-08)", "America/New_York", "2026-03-02", "daily", (2, 2),
     "xxx.xxx..xxxr.x"),
    ("a DST week in London (2026-10-25), weekly:2", "Europe/London", "2026-10-19", "weekly:2",
     None, "x..x...x.x..r..x.."),
    ("weekly:3 with rest days", "UTC", "2026-06-01", "weekly:3", None,
     "x.x.x..xx.r...x..x.X.x..rr.x."),
    ("weekly:7 is every day", "UTC", "2026-06-01", "weekly:7", None, "xxxxxxx.xxxxr."),
    ("monthly:10", "UTC", "2026-05-20", "monthly:10", None,
     "x..x.x...x..x.r.x...x..x.x....x..x.x..x...x."),
    ("monthly:31 is every day", "UTC", "2026-02-20", "monthly:31", None, "xxxxx.xxxr.x"),
]


def random_histories():
    generator = random.Random(SEED)
    cases = []
    for _ in range(RANDOM_HISTORIES):
        kind = generator.random()
        if kind < 0.4:
            goal = "daily"
        elif kind < 0.7:
            goal = f"weekly:{generator.randint(1, 7)}"
        else:
            goal = f"monthly:{generator.randint(1, 31)}"
        freezes = None
        if goal == "daily" and generator.random() < 0.5:
            freezes = (generator.randint(1, 4), generator.randint(1, 3))
        zone_pick = generator.random()
        if zone_pick < 0.05:
            zone = "Pacific/Apia"
            start = date(2011, 11, 1) + timedelta(days=generator.randint(0, 58))
        elif zone_pick < 0.1:
            zone = "America/New_York"
            start = date(2026, 2, 1) + timedelta(days=generator.randint(0, 60))
        else:
            zone = "UTC"
            start = date(2020, 1, 1) + timedelta(days=generator.randint(0, 4000))
        length = generator.randint(1, 150)
        done, rest = generator.uniform(0.2, 0.95), generator.uniform(0, 0.15)
        pattern = ""
        for _ in range(length):
            roll = generator.random()
            pattern += ("X" if generator.random() < 0.2 else "r") if roll < rest else \
                ("x" if roll < rest + done else ".")
        vector, values = case(zone, start.isoformat(), goal, freezes, pattern)
        vector["strength"] = values[-1]
        vector["strengthSum"] = math.fsum(values)
        cases.append(vector)
    return cases


def build():
    named = []
    for name, zone, start, goal, freezes, pattern in NAMED:
        vector, values = case(zone, start, goal, freezes, pattern)
        named.append({"name": name, **vector, "strengths": values})
    return {"comment": "Generated by Tests/port/strength_reference.py; do not edit.",
            "named": named, "random": {"seed": SEED, "cases": random_histories()}}


def main():
    document = build()
    lines = ["{", f' "comment": {json.dumps(document["comment"])},', ' "named": [']
    lines.append(",\n".join("  " + json.dumps(vector, ensure_ascii=False)
                            for vector in document["named"]))
    lines += [" ],", f' "random": {{"seed": {SEED}, "cases": [']
    lines.append(",\n".join("  " + json.dumps(vector) for vector in document["random"]["cases"]))
    lines += [" ]}", "}"]
    return write_or_check(VECTORS, "\n".join(lines) + "\n", "Tests/port/strength_reference.py")


if __name__ == "__main__":
    sys.exit(main())
