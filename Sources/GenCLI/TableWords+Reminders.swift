import Foundation
import HabitRules

extension TableWords {
  /// A reminder rule as a phrase: `daily at 20:00`, `monthly on day 31 at
  /// 09:00 (the last day in shorter months)`, `毎週月・水曜 07:00`; a
  /// one-time rule's day as people read it, `1回だけ：2027年2月1日（月）09:00`.
  func describe(_ rule: RecurringReminder) -> String {
    let time = rule.time.description
    switch rule.recurrence {
    case .daily:
      return self(.ruleDaily, ["time": time])
    case .weekly(let weekdays):
      return self(.ruleWeekly, ["weekdays": weekdayList(weekdays), "time": time])
    case .monthly(let day):
      let key: TableTexts.Key =
        day <= 28
        ? .ruleMonthly : rule.monthEnd == .lastDay ? .ruleMonthlyLastDay : .ruleMonthlySkip
      return self(key, ["day": "\(day)", "time": time])
    case .yearly(let month, let day):
      let key: TableTexts.Key =
        month != 2 || day != 29
        ? .ruleYearly : rule.monthEnd == .lastDay ? .ruleYearlyLeapLastDay : .ruleYearlyLeapOnly
      return self(key, ["month": self.month(month), "day": "\(day)", "time": time])
    case .once(let date):
      return self(.ruleOnce, ["day": dateWithWeekday(date), "time": time])
    }
  }

  /// A notification request's trigger: `at Tue Dec 1, 2026, 03:09`,
  /// `repeats daily at 07:30`, `repeats every Monday at 07:30`, `repeats
  /// monthly on day 31 at 09:00`, `repeats yearly on Feb 29 at 10:00`.
  func describe(_ trigger: NotificationRequest.Trigger, calendar: CivilCalendar) -> String {
    switch trigger {
    case .date(let moment):
      return self(
        .triggerAt,
        [
          "day": dateWithWeekday(calendar.civilDate(of: moment.date)),
          "time": calendar.wallTime(of: moment.date).description,
        ])
    case .calendar(let match):
      let time = "\(pad(match.hour, 2)):\(pad(match.minute, 2))"
      switch (match.weekday, match.day, match.month) {
      case (let weekday?, _, _):
        return self(.repeatsWeekly, ["weekday": weekdayName(weekday), "time": time])
      case (nil, let day?, let month?):
        return self(.repeatsYearly, ["month": self.month(month), "day": "\(day)", "time": time])
      case (nil, let day?, nil):
        return self(.repeatsMonthly, ["day": "\(day)", "time": time])
      case (nil, nil, _):
        return self(.repeatsDaily, ["time": time])
      }
    }
  }
}
