#!/usr/bin/env python3
"""An independent port of a person's own reminders' occurrences, written from
HabitRules.docc/Reminders.md with Python's zoneinfo as the zone oracle.

Wall times resolve as zoneinfo does with fold=0: a time in a spring-forward
gap takes the offset before the gap (it moves forward by the gap's length),
a repeated time is its first occurrence. A date no instant of the zone has
(Pacific/Apia 2011-12-30) is found by searching for the first instant whose
local date is on or after it. Month arithmetic uses the calendar module.

`--write` regenerates Tests/HabitRemindersTests/Fixtures/reminder-vectors.json;
without it the script checks the file still matches (CI runs the check). The
Swift tests replay the file against RecurringReminder.occurrences.
"""
import calendar
import json
import sys
from datetime import date, datetime, timedelta, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

sys.path.insert(0, str(Path(__file__).resolve().parent))
from planner_reference import ROOT, write_or_check  # noqa: E402

VECTORS = ROOT / "Tests/HabitRemindersTests/Fixtures/reminder-vectors.json"
COUNT = 5

# Zones whose changes hit the times below: a 02:00 gap and 01:00 repeat (New
# York), a 01:00 gap and repeat (London), midnight changes (Havana, Sao Paulo
# until 2019), half-hour changes (Lord Howe), a skipped date (Apia).
ZONES = ["America/New_York", "Europe/London", "America/Havana", "America/Sao_Paulo",
         "Australia/Lord_Howe", "Pacific/Apia"]
TIMES = ["00:30", "01:30", "02:15", "23:30"]
NOWS = ["2011-12-28T00:00:00Z", "2018-02-10T12:00:00Z", "2026-03-06T12:00:00Z",
        "2026-10-23T12:00:00Z", "2027-12-30T12:00:00Z"]


def repeats():
    yield {"kind": "daily"}, "skip"
    for weekdays in ([1], [2, 4, 6], [1, 2, 3, 4, 5, 6, 7]):
        yield {"kind": "weekly", "weekdays": weekdays}, "skip"
    for day in (1, 15, 29, 30, 31):
        for month_end in ("skip", "lastDay"):
            yield {"kind": "monthly", "day": day}, month_end
    for month, day in ((2, 29), (2, 28), (12, 31), (3, 10), (11, 6)):
        for month_end in ("skip", "lastDay"):
            yield {"kind": "yearly", "month": month, "day": day}, month_end
    for once in ("2011-12-30", "2026-03-08", "2026-11-01", "2028-02-29"):
        yield {"kind": "once", "date": once}, "skip"


def rules():
    result = []
    for time in TIMES:
        for repeat, month_end in repeats():
            result.append({"id": f"r{len(result)}", "title": "Rule", "time": time,
                           "repeat": repeat, "monthEnd": month_end})
    return result


def day_in_month(rule, year, month):
    """The day a monthly or yearly rule fires in a month, or None."""
    day = rule["repeat"]["day"]
    length = calendar.monthrange(year, month)[1]
    if day <= length:
        return date(year, month, day)
    return date(year, month, length) if rule["monthEnd"] == "lastDay" else None


def candidate_dates(rule, start):
    """The dates the rule names, from `start` on, ascending."""
    repeat = rule["repeat"]
    kind = repeat["kind"]
    if kind == "once":
        once = date.fromisoformat(repeat["date"])
        if once >= start:
            yield once
        return
    if kind in ("daily", "weekly"):
        day = start
        while day.year < 9999:
            # isoweekday: Monday 1 ... Sunday 7; rules count Sunday 1 ... Saturday 7.
            if kind == "daily" or day.isoweekday() % 7 + 1 in repeat["weekdays"]:
                yield day
            day += timedelta(days=1)
        return
    year, month = start.year, start.month
    while year < 9999:
        if kind == "monthly" or month == repeat["month"]:
            fires = day_in_month(rule, year, month)
            if fires is not None and fires >= start:
                yield fires
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)


def local_date(instant, zone):
    return datetime.fromtimestamp(instant, zone).date()


def date_exists(day, zone):
    """Whether some instant has this local date: the first instant whose local
    date is on or after `day` has exactly `day`."""
    midnight = int(datetime(day.year, day.month, day.day, tzinfo=timezone.utc).timestamp())
    low, high = midnight - 30 * 3600, midnight + 30 * 3600
    while low < high:
        middle = (low + high) // 2
        if local_date(middle, zone) >= day:
            high = middle
        else:
            low = middle + 1
    return local_date(low, zone) == day


def iso(instant, zone):
    moment = datetime.fromtimestamp(instant, zone)
    offset = int(moment.utcoffset().total_seconds())
    if offset == 0:
        return moment.strftime("%Y-%m-%dT%H:%M:%SZ")
    sign = "+" if offset >= 0 else "-"
    offset = abs(offset)
    text = moment.strftime("%Y-%m-%dT%H:%M:%S")
    return f"{text}{sign}{offset // 3600:02d}:{offset % 3600 // 60:02d}"


def occurrences(rule, now_text, zone_name):
    zone = ZoneInfo(zone_name)
    now = datetime.fromisoformat(now_text.replace("Z", "+00:00")).timestamp()
    hour, minute = map(int, rule["time"].split(":"))
    start = local_date(now, zone) - timedelta(days=1)
    found = []
    for day in candidate_dates(rule, start):
        if len(found) == COUNT:
            break
        if not date_exists(day, zone):
            continue
        wall = datetime(day.year, day.month, day.day, hour, minute, tzinfo=zone, fold=0)
        instant = int(wall.timestamp())
        if instant > now:
            found.append(iso(instant, zone))
    return found


def build():
    """Per zone and moment, the next occurrences of every rule, in rule order."""
    all_rules = rules()
    cases = []
    for zone in ZONES:
        for now in NOWS:
            cases.append({"zone": zone, "now": now,
                          "next": [occurrences(rule, now, zone) for rule in all_rules]})
    return {"count": COUNT, "rules": all_rules, "cases": cases}


def main():
    data = build()
    def compact(value):
        return json.dumps(value, separators=(",", ":"))
    cases = [
        '{"zone":%s,"now":%s,"next":[\n   %s]}' % (
            compact(case["zone"]), compact(case["now"]),
            ",\n   ".join(compact(moments) for moments in case["next"]))
        for case in data["cases"]]
    text = '{"count": %d,\n "rules": [\n  %s\n ],\n "cases": [\n  %s\n ]}\n' % (
        data["count"], ",\n  ".join(compact(rule) for rule in data["rules"]),
        ",\n  ".join(cases))
    return write_or_check(VECTORS, text, "Tests/port/reminders_reference.py")


if __name__ == "__main__":
    sys.exit(main())
