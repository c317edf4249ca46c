#!/usr/bin/env python3
"""An independent port of the goals' exact rules, written from
HabitRules.docc/Goals.md: the wish goal's pace and ETA, and the regular-deposit
projection.

Nothing here comes from the Swift code: days are walked one by one with
Python's datetime (the Swift code counts a month's deposits arithmetically),
logical days come from zoneinfo (midnight rollover), and half-even rounding
is integer divmod.

Wish: deposits on logical days after today do not count yet. saved is the
sum up to today; remaining = max(0, target - saved); the window is the last
w = min(30, days from the first deposit's logical day to today, both
included) days, windowSum what was deposited in it; daysToGo is 0 when
nothing remains, else ceil(remaining * w / windowSum) when windowSum > 0,
else null; reachedOn = today + daysToGo (null after 9999-12-31).

Regular deposits: month 1 is the start's calendar month; each month first
adds the deposits the schedule makes in it on or after the start (week:W on
weekday W, 1 = Sunday; month:D on day D, or with "lastDay" the month's last
day when it has no day D, skipped with "skip"), then
interest = roundHalfEven(balance * rate / 120000).

`--write` regenerates Tests/HabitGoalsTests/Fixtures/goals-vectors.json;
without it the script checks the file still matches (CI runs the check).
The Swift tests replay the file against WishGoal and DepositPlan.
"""
import calendar
import json
import random
import sys
from datetime import date, datetime, timedelta, timezone
from pathlib import Path
from zoneinfo import ZoneInfo

sys.path.insert(0, str(Path(__file__).resolve().parent))
from planner_reference import ROOT, write_or_check  # noqa: E402

VECTORS = ROOT / "Tests/HabitGoalsTests/Fixtures/goals-vectors.json"
SEED = 29
RANDOM_PLANS = 2000
RANDOM_WISHES = 1000
ZONES = ["UTC", "Asia/Shanghai", "America/New_York", "Europe/London", "Pacific/Apia",
         "Australia/Lord_Howe"]


def round_half_even(numerator, denominator):
    quotient, remainder = divmod(numerator, denominator)
    if 2 * remainder > denominator or (2 * remainder == denominator and quotient % 2 == 1):
        quotient += 1
    return quotient


def deposit_days(every, month_end, year, month):
    """The days of a calendar month the schedule deposits on."""
    kind, number = every.split(":")
    number = int(number)
    length = calendar.monthrange(year, month)[1]
    if kind == "week":
        return [day for day in range(1, length + 1)
                if date(year, month, day).isoweekday() % 7 + 1 == number]
    if number <= length:
        return [number]
    return [length] if month_end == "lastDay" else []


def project(plan):
    start = date.fromisoformat(plan["start"])
    year, month = start.year, start.month
    balance = deposited = interest = count = 0
    year_balances = []
    for index in range(1, plan["years"] * 12 + 1):
        for day in deposit_days(plan["every"], plan["monthEnd"], year, month):
            if date(year, month, day) >= start:
                balance += plan["amount"]
                deposited += plan["amount"]
                count += 1
        earned = round_half_even(balance * plan["rate"], 120000)
        balance += earned
        interest += earned
        if index % 12 == 0:
            year_balances.append(balance)
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)
    return {"deposited": deposited, "interest": interest, "balance": balance,
            "deposits": count, "yearBalances": year_balances}


def wish(case):
    zone = ZoneInfo(case["zone"])
    now = datetime.fromisoformat(case["now"])
    today = now.astimezone(zone).date()
    days = []
    for seconds_before, amount in case["deposits"]:
        day = (now - timedelta(seconds=seconds_before)).astimezone(zone).date()
        if day <= today:
            days.append((day, amount))
    saved = sum(amount for _, amount in days)
    remaining = max(0, case["target"] - saved)
    window = min(30, (today - min(day for day, _ in days)).days + 1) if days else 0
    first_in_window = today - timedelta(days=window - 1)
    window_sum = sum(amount for day, amount in days if first_in_window <= day <= today)
    if remaining == 0:
        to_go = 0
    elif window_sum > 0:
        to_go = -(-remaining * window // window_sum)
    else:
        to_go = None
    # A day after 9999-12-31 is no date: reachedOn is null then.
    reached = (None if to_go is None or to_go > (date.max - today).days
               else (today + timedelta(days=to_go)).isoformat())
    return {"today": today.isoformat(), "saved": saved, "remaining": remaining,
            "windowDays": window, "windowSum": window_sum, "daysToGo": to_go,
            "reachedOn": reached}


NAMED_PLANS = [
    # October 2026 has five Thursdays (1, 8, 15, 22, 29).
    ("a month with 5 weekly deposits", dict(amount=10000, every="week:5", monthEnd="skip",
                                            rate=0, years=1, start="2026-10-01")),
    ("the 31st skips shorter months", dict(amount=5000, every="month:31", monthEnd="skip",
                                           rate=0, years=1, start="2026-01-01")),
    ("the 31st on the last day", dict(amount=5000, every="month:31", monthEnd="lastDay",
                                      rate=0, years=1, start="2026-01-01")),
    ("February 29 in a leap year", dict(amount=100, every="month:29", monthEnd="skip",
                                        rate=0, years=1, start="2028-01-15")),
    ("start after the month's deposit day", dict(amount=2500, every="month:10",
                                                  monthEnd="skip", rate=300, years=1,
                                                  start="2026-10-11")),
    ("a rate of 0", dict(amount=1234, every="week:2", monthEnd="skip", rate=0, years=3,
                         start="2026-12-01")),
    ("5 % a year, monthly", dict(amount=100000, every="month:1", monthEnd="skip", rate=500,
                                 years=10, start="2026-01-01")),
    ("the largest plan", dict(amount=100000000, every="week:1", monthEnd="skip", rate=2000,
                              years=50, start="2026-01-01")),
    ("40 years weekly (the benchmark)", dict(amount=5000, every="week:2", monthEnd="skip",
                                            rate=400, years=40, start="2026-01-05")),
]


def random_plan(rng):
    every = (f"week:{rng.randint(1, 7)}" if rng.random() < 0.5
             else f"month:{rng.choice([1, 15, 28, 29, 30, 31, rng.randint(1, 31)])}")
    start = date(2000, 1, 1) + timedelta(days=rng.randint(0, 365 * 40))
    return dict(amount=rng.choice([1, 99, 5000, rng.randint(1, 100000000)]), every=every,
                monthEnd=rng.choice(["skip", "lastDay"]),
                rate=rng.choice([0, 1, 7, 250, 2000, rng.randint(0, 2000)]),
                years=rng.choice([1, 2, rng.randint(1, 50)]), start=start.isoformat())


def random_wish(rng):
    zone = rng.choice(ZONES)
    now = datetime(2010, 1, 1, tzinfo=timezone.utc) + timedelta(
        seconds=rng.randint(0, 20 * 365 * 86400))
    deposits = []
    for _ in range(rng.choice([0, 1, 2, rng.randint(1, 20)])):
        seconds = rng.choice([rng.randint(0, 86400 * 3), rng.randint(0, 86400 * 90),
                              -rng.randint(1, 86400 * 5)])
        amount = rng.choice([rng.randint(1, 5000), rng.randint(1, 100000), -rng.randint(1, 3000)])
        deposits.append([seconds, amount])
    target = rng.choice([1, rng.randint(1, 200000), rng.randint(1, 100000000000)])
    return dict(zone=zone, now=now.isoformat().replace("+00:00", "Z"), target=target,
                deposits=deposits)


NAMED_WISHES = [
    ("a reached target", dict(zone="UTC", now="2026-10-10T12:00:00Z", target=10000,
                              deposits=[[86400 * 3, 6000], [86400, 4000]])),
    ("a withdrawal un-reaches it", dict(zone="UTC", now="2026-10-10T12:00:00Z", target=10000,
                                        deposits=[[86400 * 3, 6000], [86400, 4000],
                                                  [3600, -500]])),
    ("pace 0 gives null", dict(zone="UTC", now="2026-10-10T12:00:00Z", target=10000,
                               deposits=[[86400 * 40, 3000]])),
    ("no deposit", dict(zone="Asia/Shanghai", now="2026-10-10T12:00:00+08:00", target=500,
                        deposits=[])),
    ("a first deposit 5 days ago", dict(zone="Asia/Shanghai", now="2026-10-10T12:00:00+08:00",
                                        target=12000, deposits=[[86400 * 5, 1000]])),
    ("a deposit after midnight local", dict(zone="Asia/Shanghai",
                                            now="2026-10-10T00:30:00+08:00", target=12000,
                                            deposits=[[3600, 1000], [86400 * 2, 1000]])),
    ("a deposit tomorrow does not count yet", dict(zone="UTC", now="2026-10-10T12:00:00Z",
                                                   target=1000, deposits=[[-86400, 999],
                                                                          [0, 10]])),
    ("a window of 30 days", dict(zone="UTC", now="2026-10-10T12:00:00Z", target=100000,
                                 deposits=[[86400 * d, 1000] for d in range(0, 60, 3)])),
    ("the ceiling", dict(zone="UTC", now="2026-10-10T12:00:00Z", target=1001,
                         deposits=[[0, 1]])),
]


def build():
    rng = random.Random(SEED)
    plans = [dict(name=name, **plan, **project(plan)) for name, plan in NAMED_PLANS]
    plans += [dict(**plan, **project(plan)) for plan in
              (random_plan(rng) for _ in range(RANDOM_PLANS))]
    wishes = [dict(name=name, **case, **wish(case)) for name, case in NAMED_WISHES]
    wishes += [dict(**case, **wish(case)) for case in
               (random_wish(rng) for _ in range(RANDOM_WISHES))]
    return plans, wishes


def main():
    plans, wishes = build()
    lines = ["{", ' "comment": "Written by Tests/port/goals_reference.py from HabitRules.docc/Goals.md;'
             ' deposits are [seconds before now, amount].",', ' "plans": [']
    lines.append(",\n".join("  " + json.dumps(plan) for plan in plans))
    lines += [" ],", ' "wishes": [']
    lines.append(",\n".join("  " + json.dumps(case) for case in wishes))
    lines += [" ]", "}"]
    return write_or_check(VECTORS, "\n".join(lines) + "\n", "Tests/port/goals_reference.py")


if __name__ == "__main__":
    sys.exit(main())
