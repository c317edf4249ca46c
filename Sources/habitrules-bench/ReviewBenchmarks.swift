import Foundation
import HabitRules

extension Benchmark {
  /// The review of the last week of 10,000 sessions (growth's workload:
  /// nearly ten years in New York, a 04:00 rollover), with the week before,
  /// the streak and strength at its end and the rewards its sessions
  /// earned.
  ///
  /// Against the straightforward Foundation version: each session's end
  /// with `date(byAdding:)` and its logical day and hour with
  /// `dateComponents`, the weeks from `dateInterval(of: .weekOfYear)`, the
  /// streak counted back day by day in a `Set` of days, the strength
  /// stepped day by day from the first, and the missions' completions by
  /// re-scanning the sessions for each mission.
  static let reviewWeek = Benchmark(
    name: "review.week",
    operation: "a week's review from 10,000 sessions (per review)",
    unit: .microseconds,
    operationsPerRun: 1,
    targetMedian: 200,
    targetRatio: 20,
    run: {
      guard let content = GrowthWorkload.content else { return }
      blackHole(
        try? PeriodReview(
          sessions: GrowthWorkload.sessions, period: .week, now: ReviewWorkload.now,
          calendar: ReviewCalendar(Workloads.calendar, rollover: ReviewWorkload.rollover),
          rules: ReviewWorkload.rules(content)))
    },
    baseline: {
      blackHole(ReviewWorkload.foundationReview())
    }
  )
}

extension Benchmark {
  /// The review of the last 366 days of the same 10,000 sessions (about
  /// 1,000 of them in the range and 1,000 in the 366 days before), with
  /// the heatmap in the same walk; against the Foundation version of the
  /// week's case over the two ranges, with its heatmap cut at the hours
  /// `dateComponents` gives.
  static let reviewRange = Benchmark(
    name: "review.range",
    operation: "a 366-day range's review and heatmap from 10,000 sessions (per review)",
    unit: .microseconds,
    operationsPerRun: 1,
    targetMedian: 1_000,
    targetRatio: 20,
    run: {
      guard let content = GrowthWorkload.content else { return }
      let calendar = ReviewCalendar(Workloads.calendar, rollover: ReviewWorkload.rollover)
      let today = Workloads.calendar.logicalDay(
        of: ReviewWorkload.now, rollover: ReviewWorkload.rollover)
      blackHole(
        try? PeriodReview(
          sessions: GrowthWorkload.sessions, from: today.adding(days: -365), to: today,
          now: ReviewWorkload.now, calendar: calendar, rules: ReviewWorkload.rules(content)))
    },
    baseline: {
      blackHole(ReviewWorkload.foundationReview(rangeDays: 366))
    }
  )
}

enum ReviewWorkload {
  /// An hour after the last session ends.
  static let now =
    (GrowthWorkload.sessions.last?.end ?? Date(timeIntervalSince1970: 0)).addingTimeInterval(3_600)
  static let rollover = DayRollover(at: WallTime(hour: 4, minute: 0) ?? .midnight)

  /// The rules a review counts by in the bundled content.
  static func rules(_ content: HabitContent) -> ReviewRules {
    ReviewRules(
      bands: content.review.bands,
      growth: GrowthContent(
        rules: content.growth, expeditions: content.expeditions,
        deepFocus: content.badges.builder.deepFocus))
  }

  struct Figures {
    var sessions = 0, minutes = 0, deep = 0, xp = 0, miles = 0, streak = 0
    var days: [Date: Int] = [:]
    var bands: [Int: Int] = [:]
    var strength = 0.0
    var heatmap: [Int: Int] = [:]
  }

  /// The same figures with Foundation's `Calendar`, the straightforward way:
  /// the week's, or with `rangeDays` the range of that many days to today
  /// and the one before it, with the heatmap (each session cut at the
  /// hours `dateComponents` gives, weekday and hour per piece).
  static func foundationReview(rangeDays: Int? = nil) -> (Figures, Figures) {
    guard let content = GrowthWorkload.content else { return (Figures(), Figures()) }
    var calendar = Workloads.foundationCalendar
    calendar.firstWeekday = 2
    let rules = content.growth
    let deepMinutes = content.badges.builder.deepFocusMinutes
    let ended = GrowthWorkload.sessions.compactMap { session -> (FocusSession, Date)? in
      guard
        let end = calendar.date(byAdding: .minute, value: session.minutes, to: session.start.date),
        end <= now
      else { return nil }
      return (session, end)
    }
    func logicalDay(_ moment: Date) -> Date {
      let parts = calendar.dateComponents([.hour, .minute], from: moment)
      let day = calendar.startOfDay(for: moment)
      let early = (parts.hour ?? 0) * 60 + (parts.minute ?? 0) < 240
      return early ? calendar.date(byAdding: .day, value: -1, to: day) ?? day : day
    }
    let days = ended.map { logicalDay($0.0.start.date) }
    // Which session completed each mission: re-scan from the chapter's unlock.
    let order = ended.indices.sorted { ended[$0].1 < ended[$1].1 }
    var rewards = [Int: (xp: Int, miles: Int)]()
    var from = 0
    for chapter in content.expeditions.chapters {
      var finishes: [Int] = []
      for mission in chapter.missions {
        var sum = 0
        for position in from..<order.count {
          let session = ended[order[position]].0
          switch mission.kind {
          case .sessionCount: sum += 1
          case .focusMinutes: sum += session.minutes
          case .deepFocusCount:
            sum += !session.interrupted && Double(session.minutes) >= deepMinutes ? 1 : 0
          }
          if sum >= mission.target {
            finishes.append(position)
            let old = rewards[order[position]] ?? (0, 0)
            rewards[order[position]] = (
              old.xp + rules.xp.perMission, old.miles + mission.rewardMiles
            )
            break
          }
        }
      }
      guard finishes.count == chapter.missions.count, let last = finishes.max() else { break }
      let old = rewards[order[last]] ?? (0, 0)
      rewards[order[last]] = (old.xp + rules.xp.perChapter, old.miles + chapter.bonusMiles)
      from = last + 1
    }
    let done = Set(days)
    let today = logicalDay(now)
    func figures(of week: DateInterval) -> Figures {
      var figures = Figures()
      for (index, (session, _)) in ended.enumerated()
      where days[index] >= week.start && days[index] < week.end {
        figures.sessions += 1
        figures.minutes += session.minutes
        let deep = !session.interrupted && Double(session.minutes) >= deepMinutes
        if deep { figures.deep += 1 }
        figures.xp +=
          session.minutes * rules.xp.perFocusMinute + rules.xp.perSession
          + (deep ? rules.xp.perDeepFocus : 0) + (rewards[index]?.xp ?? 0)
        figures.miles += session.minutes * rules.milesPerMinute + (rewards[index]?.miles ?? 0)
        figures.days[days[index], default: 0] += session.minutes
        figures.bands[calendar.component(.hour, from: session.start.date), default: 0] +=
          session.minutes
      }
      if rangeDays != nil, week.end > today { addHeatmap(ended.map(\.0), days, week, &figures) }
      let last = min(
        today,
        calendar.date(byAdding: .day, value: -1, to: week.end) ?? today)
      var day = done.contains(last) ? last : calendar.date(byAdding: .day, value: -1, to: last)
      while let current = day, done.contains(current) {
        figures.streak += 1
        day = calendar.date(byAdding: .day, value: -1, to: current)
      }
      let keep = pow(0.5, 1.0 / 13)
      var walk = days.min()
      while let current = walk, current <= last {
        figures.strength = figures.strength * keep + (done.contains(current) ? 1 - keep : 0)
        walk = calendar.date(byAdding: .day, value: 1, to: current)
      }
      return figures
    }
    func addHeatmap(
      _ sessions: [FocusSession], _ days: [Date], _ range: DateInterval, _ figures: inout Figures
    ) {
      for (index, session) in sessions.enumerated() where range.contains(days[index]) {
        var moment = session.start.date
        var left = session.minutes * 60
        while left > 0 {
          let parts = calendar.dateComponents([.weekday, .hour, .minute, .second], from: moment)
          let piece = min(left, 3_600 - (parts.minute ?? 0) * 60 - (parts.second ?? 0))
          figures.heatmap[(parts.weekday ?? 0) * 24 + (parts.hour ?? 0), default: 0] += piece
          left -= piece
          moment.addTimeInterval(Double(piece))
        }
      }
    }
    if let rangeDays {
      guard let first = calendar.date(byAdding: .day, value: 1 - rangeDays, to: today),
        let end = calendar.date(byAdding: .day, value: 1, to: today),
        let before = calendar.date(byAdding: .day, value: -rangeDays, to: first)
      else { return (Figures(), Figures()) }
      return (
        figures(of: DateInterval(start: first, end: end)),
        figures(of: DateInterval(start: before, end: first))
      )
    }
    guard let week = calendar.dateInterval(of: .weekOfYear, for: today),
      let before = calendar.dateInterval(
        of: .weekOfYear, for: week.start.addingTimeInterval(-43_200))
    else { return (Figures(), Figures()) }
    return (figures(of: week), figures(of: before))
  }
}
