// swift-format-ignore-file
// (The README snippets keep the README's layout.)
import Foundation
import HabitRules
import Testing

// The code of the README and of the DocC articles, run as an app would
// write it: `import HabitRules`, no `@testable`. Each snippet stands between
// `// README:` and `// END` exactly as the documents show it (import lines
// aside); `snippetsMatchTheDocuments` fails when the two drift apart. The
// calendar-only snippet lives in Tests/HabitCalendarAPITests, which imports
// HabitCalendar alone; the goals snippet in ArticleSnippetTests.swift.

/// What the snippets take as given: an app's own state.
private let installationSeed: UInt64 = 7
private let now = ISO8601Moment.parse("2026-10-01T23:10:00+08:00") ?? Date()
private let completedNights: Set<CivilDate> = []
private let restDays: [CivilDate] = []
private let recordsJSON = Data(
  #"["2026-09-30T22:10:00+08:00", {"day": "2026-09-29", "at": null}]"#.utf8)
private let sessionsJSON = Data(
  #"""
  [{"id": "a", "start": "2026-10-01T20:00:00+08:00", "minutes": 30, "interrupted": false},
   {"id": "b", "start": "2026-10-01T21:00:00+08:00", "minutes": 25, "interrupted": true}]
  """#.utf8)
private let membershipStart: Date? = now.addingTimeInterval(-3_600)
private let activityEvents = [
  ActivityEvent(at: now, kind: "deposit", quantity: 20),
  ActivityEvent(at: now.addingTimeInterval(-86_400), kind: "deposit", quantity: 5),
]

@Suite struct ReadmeSnippetTests {
  @Test func everySnippetRuns() throws {
    // README: content
    let content = try HabitContent.bundled()             // or HabitContent.load(from: myContentURL)
    let language = Language.resolve(Locale.current.identifier,  // ja-JP -> ja, ko-KR -> ko,
                                    supported: content.languages)  // en-GB -> en, zh-CN -> zh-Hans
    // content.languages is [zh-Hans, en, ja, ko]. Language.match(tag, supported:)
    // is nil when the content has no text in that language (fr-FR, zh-TW):
    // resolve then falls back to zh-Hans, and the app can say so.
    // END
    #expect(Language.required.contains(language))
    #expect(content.languages.map(\.rawValue) == ["zh-Hans", "en", "ja", "ko"])

    // README: bedtime
    let calendar = CivilCalendar(timeZone: TimeZone(identifier: "Asia/Shanghai") ?? .gmt)
    let settings = BedtimeSettings(window: content.planner.defaultWindow, frequency: .normal,
                                   intensity: .normal, seed: installationSeed)
    let planner = BedtimePlanner(settings: settings, calendar: calendar, content: content,
                                 language: language)

    let schedule = planner.schedule(at: now, completed: completedNights)
    let requests = schedule.queued.map { reminder in      // one pending request each, nearest first
      (reminder.id, reminder.at, reminder.title, reminder.body)   // id: "bedtime.2026-10-01.3"
    }
    // On check-in for a night: cancel its reminders (pending and delivered), keep the rest.
    let effect = planner.checkIn(night: planner.night(of: now), at: now, completed: completedNights)
    // effect.cancel: the night's ids; effect.schedule.queued: what to keep pending now
    // END
    #expect(requests.count == content.planner.queueLimit)
    #expect(requests.allSatisfy { $0.1 > now })
    #expect(effect.cancel.allSatisfy { $0.hasPrefix("bedtime.2026-10-01.") })
    #expect(!effect.schedule.queued.contains { $0.night.description == "2026-10-01" })

    var stored: [CheckIn] = []  // the app's saved check-ins
    // README: streaks
    let window = NightWindow.standard                                   // 20:30-04:00
    let today = calendar.logicalDay(of: now, rollover: window.rollover)  // 00:30 -> the evening before
    let tonight = calendar.bounds(of: today, window: window)             // [start, end) moments

    switch CheckIn.forNight(today, at: now, calendar: calendar, rollover: window.rollover) {
    case .recorded(let checkIn): stored.append(checkIn)   // from a reminder of that night
    case .stale: break                                     // that night is over: nothing is written
    }
    let summary = StreakSummary(checkIns: stored, restDays: restDays, today: today, calendar: calendar)
    // summary.current, .longest, .todayDone, .lastCompleted, .atRisk

    // Records as an app exports them: moment strings or {"day", "at"} objects.
    let imported = try CheckIn.records(fromJSON: recordsJSON, calendar: calendar,
                                       rollover: window.rollover)

    // Goals, freezes and the answer to "why did my streak break?"
    let policy = try StreakPolicy(goal: .daily, freezes: FreezePolicy(perMonth: 2, maxConsecutive: 2))
    let ledger = StreakLedger(checkIns: stored + imported, today: today, calendar: calendar,
                             policy: policy)
    // ledger.days: [{day, status: done|rest|frozen|skipped|missed|open, streak}]
    // ledger.summary.brokenOn, .breakReason, .freezesLeft
    let why = content.streaks.breakSentence(for: ledger.summary, policy: policy,
                                          dates: content.dates, in: language)
    // END
    #expect(today.description == "2026-10-01")
    #expect(tonight.contains(now))
    #expect(summary.todayDone && summary.current == 1)
    #expect(imported.map(\.day.description) == ["2026-09-30", "2026-09-29"])
    // 09-29, 09-30 and 10-01 done: a streak of 3 that never broke.
    #expect(ledger.days.map(\.status) == [.done, .done, .done])
    #expect(ledger.summary.current == 3 && ledger.summary.freezesLeft == 2)
    #expect(why == nil)

    // README: badges
    let catalog = content.badges
    var metrics = MetricsBuilder(catalog: catalog, calendar: calendar)
      .metrics(from: activityEvents, now: now,              // counts, sums, buckets, days, streaks
               memberSince: membershipStart)                // pro badges count from here on (nil: none)
    try metrics.set("chinaProvinceCount", to: 6)            // what the app aggregates itself
    let report = catalog.evaluate(metrics, previous: lastSnapshot, filter: .all)
    let shown = catalog.localized(report, language: language)
    let lines = shown.badges.map { badge in   // badge.status: tier, tierCount, nextThreshold, progress, active
      "\(badge.texts.name): \(badge.texts.tierName), \(badge.texts.description)"
    }
    // report.almostThere (ids closest to a next tier), report.newlyEarned (for a celebration)
    // END
    #expect(metrics["depositCount"] == 2 && metrics["totalDeposited"] == 25)
    #expect(lines.count == catalog.badges.count)
    #expect(report.newlyEarned.isEmpty)  // nothing is new without an earlier snapshot

    var keptState: ExpeditionState? = nil  // the app's saved expedition state
    // README: growth
    let sessions = try FocusSession.sessions(fromJSON: sessionsJSON)  // or decode with Codable
    let growth = content.growth(of: sessions, earlier: keptState, calendar: calendar,
                                language: language)
    // growth.profile: level, xp, xpIntoLevel, xpToNext, title, nextTitle at nextTitleLevel, miles
    // growth.expeditions.current: the chapter counting sessions now; each mission's progress
    keptState = growth.expeditions              // Codable: keep it, pass it back next time
    let focusMetrics = MetricsBuilder(catalog: content.badges, calendar: calendar)
      .metrics(from: sessions, now: now)        // sessionCount, focusMinutes, deepFocusCount
    // END
    #expect(growth.profile.sessions == 2 && growth.profile.focusMinutes == 55)
    #expect(growth.expeditions.current == "suzhou")
    #expect(keptState == growth.expeditions)
    #expect(focusMetrics["sessionCount"] == 2 && focusMetrics["focusMinutes"] == 55)
    #expect(focusMetrics["deepFocusCount"] == Double(growth.profile.deepFocusCount))

    // README: demo
    let demo = try DemoData(now: now, calendar: calendar, seed: installationSeed)  // 14 days
    let kept = sessions + demo.focusSessions(sceneIds: ["garden"])  // demo kept for an empty screen
    let counted = DemoRecords.filtered(kept, isDemo: \.demo)  // real ones win: counted.usedDemo
    let screen = content.growth(of: kept, calendar: calendar, language: language)
    // screen.demo is true only while every session is demo: then show content.demo.notice
    // END
    #expect(counted.records == sessions && !counted.usedDemo && !screen.demo)
    #expect(screen == content.growth(of: sessions, calendar: calendar, language: language))
    let demoScreen = content.growth(
      of: demo.focusSessions(sceneIds: ["garden"]), calendar: calendar, language: language)
    #expect(demoScreen.demo && demoScreen.profile.sessions > 0)
    // README: review
    let rollover = DayRollover(at: WallTime(hour: 4, minute: 0) ?? .midnight)
    let week = try content.review(of: sessions, period: .week, now: now,
                                  calendar: ReviewCalendar(calendar, rollover: rollover),
                                  language: language)
    // week.review.current: sessions, focusMinutes, deepFocusCount, activeDays, bestDay,
    //   peakBand, miles, xp, streak, strength; week.review.previous: the same figures
    // week.review.days: each day's sessions and minutes; week.shareText
    // END
    #expect(week.review.current.sessions == growth.profile.sessions)
    #expect(week.review.current.xp == growth.profile.xp)
    #expect(!week.shareText.isEmpty && !week.shareText.contains("{"))

    // README: advice
    let advice = content.advice.advice(streakDays: 12, planned: 3, completed: 1,
                                       taskCompleted: false, language: .english)
    // advice.tier == .steady, advice.remaining == 2,
    // advice.text == "2 sessions left today, then you're done. You're on a 12-day streak; keep it going."

    let quotes = DailyQuotes(content: content.quotes, seed: installationSeed)   // build once
    let quote = quotes.quote(for: today, language: language)
    // quote.text, quote.subjectId, quote.predicateId, quote.position of quote.cycleLength (306)
    // END
    #expect(advice.tier == .steady && advice.remaining == 2)
    #expect(
      advice.text
        == "2 sessions left today, then you're done. You're on a 12-day streak; keep it going.")
    #expect(quote.cycleLength == 306 && (1...306).contains(quote.position))

    do {  // a scope of its own: `now` and `requests` are the snippet's names
      let savedRulesJSON = Data(#"""
        [{"id": "rent", "title": "Pay rent", "time": "09:00",
          "repeat": {"kind": "monthly", "day": 31}, "monthEnd": "lastDay"}]
        """#.utf8)
      let now = try #require(ISO8601Moment.parse("2027-01-30T10:00:00-05:00"))
      let pendingIDs = ["custom.rent.monthly", "custom.gym.daily", "custom.rent.2027-01-31"]
      // README: reminders
      let stored = try RecurringReminder.rules(fromJSON: savedRulesJSON)  // or decode with Codable
      let rules = stored.rules   // stored.problems: one per damaged rule, the others still read
      let rent = rules[0]   // {"id": "rent", "title": "Pay rent", "time": "09:00",
                            //  "repeat": {"kind": "monthly", "day": 31}, "monthEnd": "lastDay"}
      let newYork = CivilCalendar(timeZone: TimeZone(identifier: "America/New_York")!)
      let next = rent.occurrences(after: now, count: 3, calendar: newYork)
      // 2027-01-31 09:00, 2027-02-28 09:00 (the last day of a shorter month), 2027-03-31 09:00
      let requests = rent.requests(after: now, count: 3, calendar: newYork,
                                   defaultBody: content.reminders.defaultBody.string(in: language))
      // custom.rent.2027-01-31, ... each {"kind": "date", "at": moment}; a daily rule gives
      // one repeating custom.<id>.daily {"kind": "calendar", "repeats": true, "hour", "minute"}
      let stale = pendingIDs.filter(rent.owns(requestID:))   // cancel these when the rule changes
      // END
      #expect(next.map(newYork.iso8601) == [
        "2027-01-31T09:00:00-05:00", "2027-02-28T09:00:00-05:00", "2027-03-31T09:00:00-04:00",
      ])
      #expect(requests.first?.id == "custom.rent.2027-01-31" && requests.count == 3)
      #expect(stale == ["custom.rent.monthly", "custom.rent.2027-01-31"])
    }

    do {  // the sync of "Keeping the device in step"
      let rules = try RecurringReminder.rules(fromJSON: Data(#"""
        [{"id": "run", "title": "Run", "time": "20:00", "repeat": {"kind": "daily"}}]
        """#.utf8)).rules
      let completedNights: Set<CivilDate> = []
      let tests: [TimedRequest] = []
      let calendar = planner.calendar
      let pending = [
        PendingRequest(id: "com.other.ping", trigger: nil, title: nil, body: nil),
        PendingRequest(id: "custom.gone.daily", trigger: nil, title: "Old", body: ""),
      ]
      let authorization = Authorization.authorized
      // README: sync
      let budget = NotificationBudget(bedtimeCap: content.planner.queueLimit)   // limit 64
      let sync = NotificationSync(
        device: .init(pending: pending,                  // what the OS reports, as PendingRequest
          authorization: authorization),                 // .authorized, .denied, .provisional...
        bedtime: planner.requests(at: now, completed: completedNights, tests: tests),
        rules: .init(rules, defaultBody: content.reminders.defaultBody.string(in: language)),
        after: now, calendar: calendar, budget: budget)
      // Remove sync.remove, then add sync.add; sync.keep is already right and sync.foreign is
      // never touched. Sync again before sync.refreshBy (nil: nothing was left out).
      // END
      #expect(sync.scheduled == 61)  // 60 bedtime (its cap) and the rule
      #expect(sync.add.filter { $0.source == .custom }.map(\.id) == ["custom.run.daily"])
      #expect(sync.remove == ["custom.gone.daily"] && sync.foreign == ["com.other.ping"])
      #expect(sync.add.count == 61 && sync.keep.isEmpty && sync.blocked.isEmpty)
      // Every bedtime request of the horizon beyond the cap is left out.
      let horizon = planner.requests(at: now).count
      #expect(sync.leftOut?.bedtime == horizon - 60 && sync.leftOut?.custom == 0)
    }
  }

  @Test func snippetsMatchTheDocuments() throws {
    let documents = try DocumentFiles.markdown.map { try DocumentFiles.text($0) }
    let tests = try [
      "Tests/PublicAPITests/ReadmeSnippetTests.swift",
      "Tests/PublicAPITests/ArticleSnippetTests.swift",
      "Tests/HabitCalendarAPITests/CalendarSnippetTests.swift",
    ].map(DocumentFiles.text)
    // Every Swift block but the package manifest. A snippet may appear in
    // more than one document (the README's tour and its article); each one
    // runs once here.
    let inDocuments = Set(
      documents.flatMap(Snippets.inMarkdown).filter { $0.first != "// Package.swift" })
    let inTests = tests.flatMap(Snippets.inTests)
    #expect(inTests.count == Set(inTests).count, "a snippet runs twice in the tests")
    #expect(inDocuments.count == 14)
    let missingFromTests = inDocuments.subtracting(inTests)
    let missingFromDocuments = Set(inTests).subtracting(inDocuments)
    #expect(missingFromTests.isEmpty, "documented but not run: \(missingFromTests)")
    #expect(missingFromDocuments.isEmpty, "run but not documented: \(missingFromDocuments)")
  }
}

/// A fresh app has no earlier metrics snapshot.
private let lastSnapshot: Metrics? = nil

/// Reading snippets out of the README and the test files, compared line by
/// line with surrounding spaces trimmed and import lines left out.
enum Snippets {
  static func inMarkdown(_ text: String) -> [[String]] {
    var snippets: [[String]] = []
    var current: [String]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```swift") {
        current = []
      } else if line.hasPrefix("```"), let snippet = current {
        snippets.append(normalized(snippet))
        current = nil
      } else if current != nil {
        current?.append(String(line))
      }
    }
    return snippets
  }

  static func inTests(_ text: String) -> [[String]] {
    var snippets: [[String]] = []
    var current: [String]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("// README:") {
        current = []
      } else if trimmed == "// END", let snippet = current {
        snippets.append(normalized(snippet))
        current = nil
      } else if current != nil {
        current?.append(String(line))
      }
    }
    return snippets
  }

  private static func normalized(_ lines: [String]) -> [String] {
    lines.map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.hasPrefix("import ") && !$0.isEmpty }
  }
}
