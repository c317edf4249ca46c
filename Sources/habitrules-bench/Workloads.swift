import Foundation
import HabitRules

/// Deterministic inputs for the benchmarks (a fixed linear congruential
/// sequence: the same data on every run and platform).
enum Workloads {
  static let newYork = TimeZone(identifier: "America/New_York") ?? .gmt
  static let calendar = CivilCalendar(timeZone: newYork, coveringYears: 1995...2030)
  static let foundationCalendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = newYork
    return calendar
  }()
  static let rollover = NightWindow.standard.rollover

  /// 1996-01-01T00:00:00Z and 30 years of seconds.
  static let thirtyYearsStart = 820_454_400.0
  static let thirtyYears = 30 * 365.2425 * 86_400

  /// One million sorted moments spread over 30 years.
  static let sortedMoments: [Date] = {
    var generator = LinearCongruential(seed: 1)
    let step = thirtyYears / 1_000_000
    return (0..<1_000_000).map { index in
      Date(
        timeIntervalSince1970: thirtyYearsStart + Double(index) * step
          + Double(generator.next() % 1000) / 1000 * step)
    }
  }()

  /// One million stored check-ins over 30 years, about 90 a night between
  /// 21:00 and 02:00 New York time, a missed night every 97 nights, in
  /// random order; each with the logical day the 04:00 rule gives it.
  static let unsortedCheckIns: [CheckIn] = {
    var generator = LinearCongruential(seed: 2)
    var checkIns: [CheckIn] = []
    checkIns.reserveCapacity(1_000_000)
    let nights = Int(thirtyYears / 86_400)
    while checkIns.count < 1_000_000 {
      let night = Int(generator.next() % UInt64(nights))
      if night % 97 == 0 { continue }
      let second = 26 * 3600 + Double(generator.next() % (5 * 3600))
      let moment = Date(timeIntervalSince1970: thirtyYearsStart + Double(night) * 86_400 + second)
      checkIns.append(CheckIn(at: moment, calendar: calendar, rollover: rollover))
    }
    return checkIns
  }()

  /// Ten years of daily check-ins to 2026-11-30 with one day in ten
  /// missed at random (fixed seed), for the ledger.
  static let tenYearsOfCheckIns: [CheckIn] = {
    var random = SplitMix64(state: 10)
    let first = tenYearsToday.adding(days: -3_652)
    return (0...3_652).compactMap { offset in
      Int.random(in: 0..<10, using: &random) == 0
        ? nil : CheckIn(day: first.adding(days: offset))
    }
  }()
  static let tenYearsToday = CivilDate(year: 2026, month: 11, day: 30) ?? .earliest
  static let freezePolicy =
    (try? StreakPolicy(freezes: FreezePolicy(perMonth: 2, maxConsecutive: 2))) ?? .standard

  /// The moments of the same check-ins.
  static let unsortedCheckInMoments: [Date] = unsortedCheckIns.map { $0.at ?? .distantPast }

  /// The logical day after the last check-in.
  static let streakToday = calendar.logicalDay(
    of: Date(timeIntervalSince1970: thirtyYearsStart + thirtyYears), rollover: rollover)
}

/// A tiny deterministic generator for benchmark data only.
struct LinearCongruential {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state >> 33
  }
}
