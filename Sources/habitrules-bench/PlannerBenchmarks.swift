import Foundation
import HabitRules

extension Benchmark {
  /// The plans of 8 nights with default settings, against a Foundation
  /// version that uses `date(bySettingHour:)` per night and
  /// `date(byAdding: .minute)` per reminder with the same random draws.
  static let plannerPlans = Benchmark(
    name: "planner.plan8",
    operation: "8-night plan, default settings (per 8 nights)",
    unit: .microseconds,
    operationsPerRun: 2000,
    targetMedian: 10,
    targetRatio: 20,
    run: {
      let planner = PlannerWorkload.planner
      for index in 0..<2000 {
        blackHole(planner.plans(from: planner.night(of: PlannerWorkload.now(index)), count: 8))
      }
    },
    baseline: {
      for index in 0..<2000 {
        blackHole(foundationPlans(at: PlannerWorkload.now(index)))
      }
    }
  )

  /// The same plans and the queue chosen from them: what a front end runs
  /// when it refreshes its pending notifications.
  static let plannerSchedule = Benchmark(
    name: "planner.schedule",
    operation: "8-night plan + queue, default settings (per schedule)",
    unit: .microseconds,
    operationsPerRun: 2000,
    targetMedian: nil,
    targetRatio: nil,
    run: {
      for index in 0..<2000 {
        blackHole(PlannerWorkload.planner.schedule(at: PlannerWorkload.now(index)))
      }
    },
    baseline: {
      for index in 0..<2000 {
        let now = PlannerWorkload.now(index)
        blackHole(foundationPlans(at: now).filter { $0.0 > now }.sorted { $0.0 < $1.0 }.prefix(60))
      }
    }
  )
}

enum PlannerWorkload {
  static let content = (try? HabitContent.bundled())
  static let timeZone = TimeZone(identifier: "Asia/Shanghai") ?? .gmt
  static let settings = BedtimeSettings(window: .standard)
  static let planner: BedtimePlanner = {
    guard let content else { fatalError("bundled content does not load") }
    return BedtimePlanner(
      settings: settings, calendar: CivilCalendar(timeZone: timeZone), content: content,
      language: .simplifiedChinese)
  }()
  static let calendar: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
  }()

  /// A different moment for each iteration: noon of successive days from
  /// 2026-10-01 (Asia/Shanghai), so nothing can be cached between runs.
  static func now(_ index: Int) -> Date {
    Date(timeIntervalSince1970: 1_790_827_200 + Double(index % 365) * 86_400)
  }
}

/// The same plans the straightforward Foundation way: moment, level and
/// message id of every reminder of 8 nights.
private func foundationPlans(at now: Date) -> [(Date, Int, String)] {
  let calendar = PlannerWorkload.calendar
  guard let content = PlannerWorkload.content else { return [] }
  let messages = content.messages.levels
  let shifted = now.addingTimeInterval(-4 * 3600)
  let today = calendar.startOfDay(for: shifted)
  var queue: [(Date, Int, String)] = []
  for offset in 0..<8 {
    guard let day = calendar.date(byAdding: .day, value: offset, to: today),
      let start = calendar.date(bySettingHour: 20, minute: 30, second: 0, of: day),
      let nextDay = calendar.date(byAdding: .day, value: 1, to: day),
      let end = calendar.date(bySettingHour: 4, minute: 0, second: 0, of: nextDay)
    else { continue }
    let stages = [(21, 30, day), (22, 30, day), (23, 30, day), (1, 0, nextDay)].compactMap {
      calendar.date(bySettingHour: $0.0, minute: $0.1, second: 0, of: $0.2)
    }
    var generator = SplitMix64(state: SplitMix64.mix(UInt64(offset)))
    var minutes = generator.next(in: 5...18)
    var previous = -1
    while let at = calendar.date(byAdding: .minute, value: minutes, to: start), at < end {
      let level = 1 + stages.count { $0 <= at }
      var message = Int(generator.next(below: 14))
      if message >= previous, previous >= 0 { message += 1 }
      previous = message
      queue.append((at, level, messages[level - 1][message].id))
      minutes += generator.next(in: 32...55)
    }
  }
  return queue
}
