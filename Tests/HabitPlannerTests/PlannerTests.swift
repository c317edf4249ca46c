import Foundation
import HabitCalendar
import HabitRules
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitPlanner

/// One planner configuration of the sweep.
struct PlannerCase: Sendable, CustomTestStringConvertible {
  let seed: UInt64
  let zone: String
  let window: String
  let frequency: BedtimeSettings.Frequency
  let intensity: BedtimeSettings.Intensity
  let firstNight: String

  var testDescription: String {
    "seed \(seed) \(zone) \(window) \(frequency) \(intensity) from \(firstNight)"
  }
}

@Suite struct PlannerTests {
  static let zones = [
    "America/New_York", "America/Santiago", "Australia/Lord_Howe", "Asia/Shanghai",
    "Asia/Kathmandu", "Africa/Cairo", "America/Havana", "Pacific/Apia", "Europe/London",
  ]
  static let windows = [
    "20:30-04:00", "22:00-01:30", "13:00-15:00", "23:45-00:15", "00:00-23:59", "06:00-06:30",
    "19:00-02:00", "01:00-05:00",
  ]
  /// Nights around the DST changes of 2026 (and Samoa's skipped day).
  static let firstNights = [
    "2026-03-05", "2026-04-02", "2026-04-21", "2026-09-03", "2026-10-01", "2026-10-29",
    "2026-11-29", "2011-12-27",
  ]

  /// 1,500 configurations drawn from the lists above with a fixed generator.
  static let cases: [PlannerCase] = {
    var generator = SplitMix64(state: 20_261_130)
    return (0..<1500).map { _ in
      func pick<T>(_ values: [T]) -> T { values[Int(generator.next(below: UInt64(values.count)))] }
      return PlannerCase(
        seed: generator.next(), zone: pick(zones), window: pick(windows),
        frequency: pick(BedtimeSettings.Frequency.allCases),
        intensity: pick(BedtimeSettings.Intensity.allCases), firstNight: pick(firstNights))
    }
  }()

  /// Twelve consecutive nights per configuration: 18,000 night plans.
  @Test(arguments: cases)
  func invariants(_ testCase: PlannerCase) throws {
    let content = try HabitContent.bundled()
    let settings = BedtimeSettings(
      window: try #require(NightWindow(testCase.window)), frequency: testCase.frequency,
      intensity: testCase.intensity, seed: testCase.seed)
    let calendar = CivilCalendar(timeZone: try zone(testCase.zone))
    let planner = BedtimePlanner(
      settings: settings, calendar: calendar, content: content, language: .english)
    let interval = content.planner.intervalMinutes(for: testCase.frequency)
    let first = try day(testCase.firstNight)
    let plans = planner.plans(from: first, count: 12)
    var failures: [String] = []
    func fail(_ night: CivilDate, _ what: String) { failures.append("\(night): \(what)") }

    for (index, plan) in plans.enumerated() {
      let night = plan.night
      #expect(plan.bounds == calendar.bounds(of: night, window: settings.window))
      var previous: Reminder?
      var levelCounts: [Int: [String]] = [:]
      for reminder in plan.reminders {
        if !plan.bounds.contains(reminder.at) { fail(night, "\(reminder.id) outside the window") }
        if !(1...5).contains(reminder.level) { fail(night, "level \(reminder.level)") }
        if reminder.night != night || !reminder.id.hasPrefix("bedtime.\(night).") {
          fail(night, "id \(reminder.id) does not name its night")
        }
        let offset = reminder.at.timeIntervalSince(previous?.at ?? plan.bounds.start)
        let allowed = previous == nil ? content.planner.firstReminderMinutes : interval
        if offset.truncatingRemainder(dividingBy: 60) != 0 || !allowed.contains(Int(offset / 60)) {
          fail(night, "\(reminder.id) comes \(offset / 60) min after the one before")
        }
        if let previous {
          if reminder.level < previous.level { fail(night, "level steps back at \(reminder.id)") }
          if reminder.messageId == previous.messageId {
            fail(night, "repeated message back to back")
          }
        }
        levelCounts[reminder.level, default: []].append(reminder.messageId)
        previous = reminder
      }
      for (level, ids) in levelCounts where ids.count <= 7 && Set(ids).count != ids.count {
        fail(night, "level \(level) repeats a message among \(ids.count)")
      }
      if index + 1 < plans.count {
        let next = plans[index + 1]
        if let last = plan.reminders.last, let nextFirst = next.reminders.first {
          if last.messageId == nextFirst.messageId {
            fail(night, "same message across the boundary")
          }
        }
        if let firstHere = plan.reminders.first, let firstNext = next.reminders.first,
          firstHere.at.timeIntervalSince(plan.bounds.start)
            == firstNext.at.timeIntervalSince(next.bounds.start)
        {
          fail(night, "adjacent nights share the first offset")
        }
      }
    }
    // The same nights from a fresh planner, in reverse order: identical.
    let again = BedtimePlanner(
      settings: settings, calendar: CivilCalendar(timeZone: try zone(testCase.zone)),
      content: content, language: .english)
    let reversed = (0..<12).reversed().map { again.plan(for: first.adding(days: $0)) }
    #expect(Array(reversed.reversed()) == plans)
    #expect(failures.isEmpty, "\(failures.prefix(8))")
  }

  /// Levels of the default window on ordinary nights follow the wall clock.
  ///
  /// 20:30 (1), 21:30 (2), 22:30 (3), 23:30 (4), 01:00 (5), shifted by the
  /// intensity. The expected level comes from Foundation's wall time.
  @Test(arguments: BedtimeSettings.Intensity.allCases)
  func levelsFollowTheStagesOfTheDefaultWindow(intensity: BedtimeSettings.Intensity) throws {
    let timeZone = try zone("Asia/Shanghai")
    var foundation = Calendar(identifier: .gregorian)
    foundation.timeZone = timeZone
    let content = try HabitContent.bundled()
    var failures: [String] = []
    for seed in UInt64(0)..<40 {
      let planner = BedtimePlanner(
        settings: BedtimeSettings(
          window: .standard, frequency: .high, intensity: intensity, seed: seed),
        calendar: CivilCalendar(timeZone: timeZone), content: content, language: .english)
      for reminder in planner.plans(from: try day("2026-10-01"), count: 5).flatMap(\.reminders) {
        let parts = foundation.dateComponents([.hour, .minute], from: reminder.at)
        let minute = ((parts.hour ?? 0) * 60 + (parts.minute ?? 0) - 20 * 60 - 30 + 1440) % 1440
        let stage = minute < 60 ? 1 : minute < 120 ? 2 : minute < 180 ? 3 : minute < 270 ? 4 : 5
        let expected = min(max(stage + intensity.levelShift, 1), 5)
        if reminder.level != expected { failures.append("\(reminder.id) L\(reminder.level)") }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(8))")
  }

  @Test(arguments: [
    // window, level starts in minutes after the window opens
    ("20:30-04:00", [0, 60, 120, 180, 270]),
    ("22:00-01:00", [0, 24, 48, 72, 108]),
    ("13:00-15:00", [0, 16, 32, 48, 72]),
    ("23:45-00:15", [0, 4, 8, 12, 18]),
  ])
  func levelStagesScaleWithTheWindow(window: String, expected: [Int]) throws {
    let rules = try HabitContent.bundled().planner
    #expect(rules.levelStartMinutes(for: try #require(NightWindow(window))) == expected)
  }

  /// A night the zone skipped is empty for every window, also one that
  /// lies inside the date (its ends would otherwise move forward onto the
  /// next night's window).
  @Test(arguments: windows)
  func skippedNightHasNoReminders(window: String) throws {
    for (zoneID, skipped) in [("Pacific/Apia", "2011-12-30"), ("Pacific/Kwajalein", "1993-08-21")] {
      let planner = BedtimePlanner(
        settings: BedtimeSettings(window: try #require(NightWindow(window)), seed: 3),
        calendar: CivilCalendar(timeZone: try zone(zoneID)),
        content: try HabitContent.bundled(), language: .english)
      let night = try day(skipped)
      let plan = planner.plan(for: night)
      #expect(plan.reminders.isEmpty, "\(zoneID) \(window)")
      #expect(plan.bounds.start == plan.bounds.end, "\(zoneID) \(window)")
      #expect(!planner.plan(for: night.next).reminders.isEmpty, "\(zoneID) \(window)")
    }
  }

  /// The real nights on either side of a date the zone skipped are
  /// adjacent: for 400 seeds and every frequency and intensity, they never
  /// share the first offset, and the last message of one is never the first
  /// of the next.
  @Test(arguments: [
    // zone, the real night before the skipped date, the one after
    ("Pacific/Apia", "2011-12-29", "2011-12-31"),
    ("Pacific/Fakaofo", "2011-12-29", "2011-12-31"),
    ("Pacific/Kwajalein", "1993-08-20", "1993-08-22"),
    ("Pacific/Kiritimati", "1994-12-30", "1995-01-01"),
    ("Pacific/Kanton", "1994-12-30", "1995-01-01"),
  ])
  func nightsAcrossASkippedDateDiffer(zoneID: String, before: String, after: String) throws {
    let content = try HabitContent.bundled()
    let calendar = CivilCalendar(timeZone: try zone(zoneID))
    let (first, second) = (try day(before), try day(after))
    #expect(!calendar.contains(first.next) && calendar.contains(first) && calendar.contains(second))
    var failures: [String] = []
    for seed in UInt64(0)..<400 {
      for frequency in BedtimeSettings.Frequency.allCases {
        for intensity in BedtimeSettings.Intensity.allCases {
          let planner = BedtimePlanner(
            settings: BedtimeSettings(
              window: .standard, frequency: frequency, intensity: intensity, seed: seed),
            calendar: calendar, content: content, language: .english)
          let (one, two) = (planner.plan(for: first), planner.plan(for: second))
          guard let last = one.reminders.last, let next = two.reminders.first,
            let firstOfOne = one.reminders.first
          else {
            failures.append("\(seed): an empty night")
            continue
          }
          if firstOfOne.at.timeIntervalSince(one.bounds.start)
            == next.at.timeIntervalSince(two.bounds.start)
          {
            failures.append("\(seed) \(frequency) \(intensity): same first offset")
          }
          if last.messageId == next.messageId {
            failures.append("\(seed) \(frequency) \(intensity): same message across the skip")
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.count) failures, first: \(failures.prefix(3))")
  }

  @Test func sameNightFromAnyNow() throws {
    let planner = BedtimePlanner(
      settings: BedtimeSettings(window: .standard, seed: 77),
      calendar: CivilCalendar(timeZone: try zone("America/New_York")),
      content: try HabitContent.bundled(), language: .simplifiedChinese)
    let target = try day("2026-11-05")
    let fromEarlier = planner.schedule(at: try moment("2026-11-01T12:00:00-05:00"))
    let fromLater = planner.schedule(at: try moment("2026-11-04T23:00:00-05:00"))
    let early = try #require(fromEarlier.nights.first { $0.night == target })
    let late = try #require(fromLater.nights.first { $0.night == target })
    #expect(early == late)
  }
}

@Suite struct PositionClaimTests {
  @Test(
    arguments: [
      // text, language, the phrase found (nil: none)
      ("Last gentle call: it's time to get into bed.", "en", "last gentle call"),
      ("One LAST reminder before bed.", "en", "last reminder"),
      ("This is your final warning!", "en", "final warning"),
      ("Last one, promise.", "en", "last one"),
      ("I won\u{2019}t remind you again.", "en", "won't remind"),
      ("最终提醒：睡觉。", "zh-Hans", "最终提醒"),
      ("今晚的最终关卡：闭眼。", "zh-Hans", "最终关"),
      ("Tonight's final boss: closing your eyes.", "en", "final boss"),
      ("Tonight's boss fight: closing your eyes.", "en", nil),
      ("今夜の最終ステージです。", "ja", "最終"),
      ("오늘 밤 최종 보스예요.", "ko", "최종"),
      ("Last night you slept well.", "en", nil),
      ("Good night, this time really good night!", "en", "this time really"),
      ("A gentle nudge: it's time to get into bed.", "en", nil),
      ("Finish this episode and stop there.", "en", nil),
      ("最后一次温柔提醒：该上床了。", "zh-Hans", "最后一次"),
      ("晚安，晚安，这次真的晚安啦！", "zh-Hans", "这次真的"),
      ("这一集看完就停，下一集明天还在。", "zh-Hans", nil),
      ("これで最後のお知らせです。", "ja", "最後の"),
      ("마지막 알림이에요.", "ko", "마지막"),
      ("last call", "fr", nil),
    ] as [(String, String, String?)])
  func findsPositionClaims(text: String, language: String, phrase: String?) {
    #expect(PositionClaims.claim(in: text, language: Language(rawValue: language)) == phrase)
  }

  /// A text that says what time it is can be wrong, since
  /// levels follow the window and the intensity, not the clock.
  @Test(
    arguments: [
      // text, language, the phrase found (nil: none)
      ("It's getting late. Lights off.", "en", "getting late"),
      ("It\u{2019}s late now, and your bed needs you.", "en", "it's late"),
      ("The evening has begun. Lay out your clothes.", "en", "evening has begun"),
      ("Past midnight already?", "en", "midnight"),
      ("Lights off, lie down, and let sleep handle the rest.", "en", nil),
      ("Tomorrow-you is counting on tonight-you.", "en", nil),
      ("不早了，关灯躺下。", "zh-Hans", "不早了"),
      ("夜已经深了，被窝比屏幕更需要你。", "zh-Hans", "夜已经深"),
      ("夜晚开场了，先把衣服放好吧。", "zh-Hans", "夜晚开场"),
      ("连最爱熬夜的猫都睡着了。", "zh-Hans", nil),
      ("もう遅い時間です。", "ja", "遅い時間"),
      ("夜もすっかり更けました。", "ja", "更けました"),
      ("画面より、お布団のほうがずっと待っていますよ。", "ja", nil),
      ("많이 늦었어요.", "ko", "늦었어요"),
      ("밤이 깊었어요.", "ko", "밤이 깊"),
      ("화면보다 이불이 더 기다리고 있어요.", "ko", nil),
      ("it's late", "fr", nil),
    ] as [(String, String, String?)])
  func findsTimeClaims(text: String, language: String, phrase: String?) {
    #expect(TimeClaims.claim(in: text, language: Language(rawValue: language)) == phrase)
  }

  /// Every bundled message and title, in every language, holds anywhere in
  /// the night, and at any hour.
  @Test func bundledMessagesClaimNoPosition() throws {
    let messages = try HabitContent.bundled().messages
    var claims: [String] = []
    for text in messages.titles + messages.all.map(\.text) {
      for language in text.languages {
        for form in text.forms[language]?.all ?? [] {
          if let phrase = PositionClaims.claim(in: form, language: language) {
            claims.append("\(form) (\(phrase))")
          }
          if let phrase = TimeClaims.claim(in: form, language: language) {
            claims.append("\(form) (\(phrase))")
          }
        }
      }
    }
    #expect(claims.isEmpty, "\(claims)")
    #expect(messages.all.allSatisfy { !BedtimeMessages.retiredIDs.contains($0.id) })
  }
}
