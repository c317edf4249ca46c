import Foundation
import HabitRules

extension Benchmark {
  /// Growth and expeditions from 10,000 sessions in time order, with the
  /// bundled content (6 chapters x 3 missions, the Habitica curve to 100).
  ///
  /// Against the straightforward version of the seed's first achievement
  /// page: each session's end with `Calendar.date(byAdding:)`, then for
  /// every mission a scan of all sessions from the start, and the level by
  /// walking the thresholds.
  static let growthProfile = Benchmark(
    name: "growth.profile",
    operation: "growth and expeditions from 10,000 sessions (per report)",
    unit: .microseconds,
    operationsPerRun: 1,
    targetMedian: 1_000,
    targetRatio: 20,
    run: {
      guard let content = GrowthWorkload.content else { return }
      blackHole(content.growth(of: GrowthWorkload.sessions, calendar: Workloads.calendar))
    },
    baseline: {
      blackHole(GrowthWorkload.rescanningGrowth())
    }
  )
}

enum GrowthWorkload {
  static let content = try? HabitContent.bundled()

  /// 10,000 sessions, one about every 8 hours from 2020-01-01, 10-60
  /// minutes, one in six interrupted.
  static let sessions: [FocusSession] = {
    var generator = LinearCongruential(seed: 27)
    var start = 1_577_836_800.0
    return (0..<10_000).compactMap { index in
      start += 28_800 + Double(generator.next() % 3_600)
      return try? FocusSession(
        id: "s\(index)",
        start: ISO8601Moment(Date(timeIntervalSince1970: start), secondsFromUTC: 0),
        minutes: 10 + Int(generator.next() % 51), interrupted: generator.next() % 6 == 0)
    }
  }()

  /// Level, XP, miles and each chapter's completion the straightforward
  /// way: re-scanning the sessions for every mission.
  static func rescanningGrowth() -> (level: Int, xp: Int, miles: Int, completed: [Date?]) {
    guard let content else { return (0, 0, 0, []) }
    let calendar = Workloads.foundationCalendar
    let ended = sessions.map { session in
      (
        session: session,
        end: calendar.date(byAdding: .minute, value: session.minutes, to: session.start.date)
          ?? session.start.date
      )
    }
    .sorted { $0.end < $1.end }
    let deepMinutes = content.badges.builder.deepFocusMinutes
    func isDeep(_ session: FocusSession) -> Bool {
      !session.interrupted && Double(session.minutes) >= deepMinutes
    }
    var unlock = ended.first?.end
    var afterCompletion = false
    var completed: [Date?] = []
    var missionsDone = 0
    var rewardMiles = 0
    for chapter in content.expeditions.chapters {
      guard let from = unlock else {
        completed.append(nil)
        continue
      }
      var finishes: [Date?] = []
      for mission in chapter.missions {
        var sum = 0
        var finish: Date?
        for item in ended where afterCompletion ? item.end > from : item.end >= from {
          switch mission.kind {
          case .sessionCount: sum += 1
          case .focusMinutes: sum += item.session.minutes
          case .deepFocusCount: sum += isDeep(item.session) ? 1 : 0
          }
          if sum >= mission.target {
            finish = item.end
            break
          }
        }
        if finish != nil {
          missionsDone += 1
          rewardMiles += mission.rewardMiles
        }
        finishes.append(finish)
      }
      let done = finishes.contains { $0 == nil } ? nil : finishes.compactMap { $0 }.max()
      if done != nil { rewardMiles += chapter.bonusMiles }
      completed.append(done)
      unlock = done
      afterCompletion = true
    }
    let minutes = ended.reduce(0) { $0 + $1.session.minutes }
    let deep = ended.filter { isDeep($0.session) }.count
    let rules = content.growth
    let chapters = completed.compactMap { $0 }.count
    let xp =
      minutes * rules.xp.perFocusMinute + ended.count * rules.xp.perSession + deep
      * rules.xp.perDeepFocus + missionsDone * rules.xp.perMission + chapters * rules.xp.perChapter
    let level = rules.levels.thresholds.filter { $0 <= xp }.count
    return (level, xp, minutes * rules.milesPerMinute + rewardMiles, completed)
  }
}

extension Benchmark {
  /// Reading a million sessions (`gen growth --sessions`, 61 MB), one at a
  /// time as every list is read, against `JSONDecoder` decoding the same
  /// text into `[FocusSession]` through its `Codable` initializer.
  static let sessionsRead = Benchmark(
    name: "sessions.read",
    operation: "1,000,000 sessions from JSON (per read)",
    unit: .milliseconds,
    operationsPerRun: 1,
    targetMedian: 500,
    targetRatio: nil,
    targetPeakMemoryMB: 300,
    run: {
      blackHole(try? FocusSession.sessions(fromJSON: SessionsWorkload.json))
    },
    baseline: {
      blackHole(try? JSONDecoder().decode([FocusSession].self, from: SessionsWorkload.json))
    }
  )
}

enum SessionsWorkload {
  /// A million sessions, one every 28 minutes from 1970, as an app exports
  /// them: `{"id":"s0","start":"1970-01-01T00:00:00Z","minutes":25}`.
  static let json: Data = {
    var text = "["
    text.reserveCapacity(62_000_000)
    for index in 0..<1_000_000 {
      let start = ISO8601Moment(
        Date(timeIntervalSince1970: Double(index) * 1_680), secondsFromUTC: 0)
      if index > 0 { text += "," }
      text += #"{"id":"s\#(index)","start":"\#(start)","minutes":25}"#
    }
    return Data((text + "]").utf8)
  }()
}
