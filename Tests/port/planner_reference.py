#!/usr/bin/env python3
"""An independent port of the bedtime planner, written from HabitRules.docc/Bedtime.md.

It uses Python's zoneinfo (the system tz database) for time zones, and
nothing from the Swift code. `--write` regenerates the golden vectors in
Tests/HabitPlannerTests/Fixtures/planner-vectors.json; without it the script
checks that the file matches what this port computes (CI runs the check), so
the Swift test that replays the file compares two independent
implementations.
"""
import functools
import json
import sys
from datetime import date, datetime, timedelta, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

ROOT = Path(__file__).resolve().parents[2]
VECTORS = ROOT / "Tests/HabitPlannerTests/Fixtures/planner-vectors.json"
MASK = (1 << 64) - 1
GAMMA = 0x9E3779B97F4A7C15
PARTITION_SALT = 0x6A09E667F3BCC908


def mix(z):
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


class SplitMix64:
    def __init__(self, state):
        self.state = state & MASK

    def next(self):
        self.state = (self.state + GAMMA) & MASK
        return mix(self.state)

    def below(self, bound):
        if bound == 0:
            return 0
        threshold = ((1 << 64) - bound) % bound
        while True:
            value = self.next()
            if value >= threshold:
                return value % bound

    def within(self, low, high):
        return low + self.below(high - low + 1)


def halves(values, generator):
    shuffled = list(values)
    for index in range(len(shuffled) - 1, 0, -1):
        other = generator.below(index + 1)
        shuffled[index], shuffled[other] = shuffled[other], shuffled[index]
    middle = (len(shuffled) + 1) // 2
    return [shuffled[:middle], shuffled[middle:]]


def minutes(text):
    hours, mins = text.split(":")
    return int(hours) * 60 + int(mins)


def window_length(start, end):
    length = end - start
    return length if length > 0 else length + 1440


def resolve(zone, day, wall_minutes):
    """The instant of a wall time: gaps move forward, repeats take the first."""
    day = day + timedelta(days=wall_minutes // 1440)
    wall_minutes %= 1440
    local = datetime(day.year, day.month, day.day, wall_minutes // 60, wall_minutes % 60,
                     tzinfo=ZoneInfo(zone), fold=0)
    return int(local.timestamp())


@functools.lru_cache(maxsize=None)
def skipped_dates(zone):
    """The dates the zone skipped within 1990-2060, the years a Swift
    CivilCalendar covers by default: no moment has them on the wall clock."""
    dates, day = [], date(1990, 1, 1)
    midnight = resolve(zone, day, 0)
    while day <= date(2060, 12, 31):
        next_midnight = resolve(zone, day + timedelta(days=1), 0)
        if next_midnight <= midnight:
            dates.append(day)
        day, midnight = day + timedelta(days=1), next_midnight
    return tuple(dates)


def plan_night(rules, messages, settings, zone, night):
    seed = settings["seed"]
    start_minutes, end_minutes = (minutes(t) for t in settings["window"].split("-"))
    length = window_length(start_minutes, end_minutes)
    default_start, default_end = minutes(rules["defaultWindow"]["start"]), minutes(rules["defaultWindow"]["end"])
    default_length = window_length(default_start, default_end)
    level_offsets = [((minutes(t) - default_start) % 1440) * length // default_length
                     for t in rules["levelStarts"]]

    partition = SplitMix64(mix(seed ^ PARTITION_SALT))
    first_range = range(rules["firstReminderMinutes"]["min"], rules["firstReminderMinutes"]["max"] + 1)
    first_halves = halves(first_range, partition)
    level_halves = [halves(range(len(level)), partition) for level in messages]

    night_index = (night - date(1970, 1, 1)).days & MASK
    generator = SplitMix64(mix(seed ^ mix(night_index)))
    parity = (night_index + sum(1 for d in skipped_dates(zone) if d > night)) & 1
    start = resolve(zone, night, start_minutes)
    end = resolve(zone, night, start_minutes + length)
    # A skipped date's window is empty, even one that lies inside the date.
    start = end if night in skipped_dates(zone) else min(start, end)
    elapsed = end - start

    choices = first_halves[parity]
    offset = 60 * choices[generator.below(len(choices))]
    interval = rules["intervalMinutes"][settings["frequency"]]
    offsets = []
    while offset < elapsed:
        offsets.append(offset)
        offset += 60 * generator.within(interval["min"], interval["max"])

    boundaries = [resolve(zone, night, start_minutes + m) for m in level_offsets[1:]]
    shift = {"gentle": -1, "normal": 0, "crazy": 1}[settings["intensity"]]
    reminders, level, previous, used = [], 1, -1, set()
    for index, offset in enumerate(offsets):
        at = start + offset
        stage = 1 + sum(1 for b in boundaries if b <= at)
        shifted = min(max(stage + shift, 1), 5)
        if shifted > level:
            level, previous, used = shifted, -1, set()
        edge = index == 0 or index == len(offsets) - 1
        pool = sorted(level_halves[level - 1][parity]) if edge else list(range(len(messages[level - 1])))
        candidates = [m for m in pool if m != previous and m not in used]
        if not candidates:
            candidates = [m for m in pool if m != previous]
        message = candidates[generator.below(len(candidates))]
        previous = message
        used.add(message)
        reminders.append({"at": datetime.fromtimestamp(at, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
                          "level": level, "messageId": messages[level - 1][message]})
    return {"start": datetime.fromtimestamp(start, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
            "end": datetime.fromtimestamp(end, timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
            "reminders": reminders}


CASES = [
    # seed, zone, window, frequency, intensity, first night, nights
    (0, "Asia/Shanghai", "20:30-04:00", "normal", "normal", "2026-10-01", 3),
    (42, "America/New_York", "20:30-04:00", "normal", "normal", "2026-03-07", 3),
    (42, "America/New_York", "20:30-04:00", "high", "crazy", "2026-10-31", 3),
    (7, "America/Santiago", "22:00-01:30", "low", "gentle", "2026-09-04", 4),
    (2026, "Australia/Lord_Howe", "21:00-03:00", "high", "normal", "2026-10-02", 3),
    (18446744073709551615, "Asia/Kathmandu", "13:00-15:00", "high", "crazy", "2026-06-01", 2),
    (123456789, "Pacific/Apia", "20:30-04:00", "normal", "normal", "2011-12-28", 4),
    (12, "Pacific/Apia", "20:30-04:00", "normal", "normal", "2011-12-29", 3),
    (31, "Pacific/Kwajalein", "20:30-04:00", "high", "normal", "1993-08-19", 4),
    (5, "Africa/Cairo", "23:30-00:30", "high", "normal", "2026-04-22", 4),
    (99, "Europe/London", "00:00-23:59", "low", "crazy", "2026-03-28", 2),
]


def build():
    rules = json.loads((ROOT / "Content/planner.json").read_text())
    content = json.loads((ROOT / "Content/messages.json").read_text())
    messages = [[m["id"] for m in content["messages"] if m["level"] == level] for level in range(1, 6)]
    generators = []
    for seed in [0, 1, 1234567, 18446744073709551615]:
        g = SplitMix64(seed)
        generators.append({"seed": str(seed), "outputs": [str(g.next()) for _ in range(5)],
                           "below": {str(b): [SplitMix64(seed).below(b) for _ in range(1)][0]
                                     for b in [1, 2, 7, 15, 1000, 9223372036854775809]}})
    plans = []
    for seed, zone, window, frequency, intensity, first, count in CASES:
        settings = {"seed": seed, "window": window, "frequency": frequency, "intensity": intensity}
        nights = []
        for offset in range(count):
            night = date.fromisoformat(first) + timedelta(days=offset)
            nights.append({"night": night.isoformat(), **plan_night(rules, messages, settings, zone, night)})
        plans.append({"seed": str(seed), "timeZone": zone, "window": window, "frequency": frequency,
                      "intensity": intensity, "nights": nights})
    return {"comment": "Generated by Tests/port/planner_reference.py from Content/; do not edit.",
            "generators": generators, "plans": plans}


def write_or_check(path, text, script):
    """With --write, writes the vectors; otherwise checks the file still matches."""
    if "--write" in sys.argv:
        path.write_text(text)
        print(f"wrote {path.relative_to(ROOT)}")
        return 0
    if path.read_text() != text:
        print(f"{path.relative_to(ROOT)} differs from what the Python port computes; "
              f"run {script} --write after changing the Swift code it ports or its content")
        return 1
    print(f"{path.relative_to(ROOT)} matches the Python port")
    return 0


def main():
    text = json.dumps(build(), indent=1, ensure_ascii=False) + "\n"
    return write_or_check(VECTORS, text, "Tests/port/planner_reference.py")


if __name__ == "__main__":
    sys.exit(main())
