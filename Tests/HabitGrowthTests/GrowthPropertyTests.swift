import Foundation
import HabitCalendar
import HabitToolkit
import Testing

@testable import HabitGrowth

/// The report against an independent model over random session lists and
/// random chapters: the model re-scans the sessions chapter by chapter and
/// mission by mission by index, as the straightforward version would.
@Suite struct GrowthPropertyTests {
  struct Model {
    var completed: [[Int?]] = []  // per chapter, per mission: index of the completing session
    var progress: [[Int]] = []
    var chapterDone: [Int?] = []
    var unlocked: [Int?] = []
    var xp = 0
    var miles = 0
  }

  static func model(
    _ sessions: [FocusSession], _ chapters: [[(MissionKind, Int)]],
    rates: (Int, Int, Int, Int, Int),
    milesPerMinute: Int
  ) -> Model {
    let sorted = sessions.enumerated().sorted {
      ($0.element.end, $0.offset) < ($1.element.end, $1.offset)
    }
    .map(\.element)
    func amount(_ kind: MissionKind, _ session: FocusSession) -> Int {
      switch kind {
      case .sessionCount: 1
      case .focusMinutes: session.minutes
      case .deepFocusCount: session.minutes >= 25 && !session.interrupted ? 1 : 0
      }
    }
    var model = Model()
    var from: Int? = sorted.isEmpty ? nil : 0
    for chapter in chapters {
      model.unlocked.append(from)
      guard let start = from else {
        model.completed.append(chapter.map { _ in nil })
        model.progress.append(chapter.map { _ in 0 })
        model.chapterDone.append(nil)
        continue
      }
      // Where each mission completes, scanning from the chapter's first session.
      let ends: [Int?] = chapter.map { kind, target in
        var sum = 0
        for position in start..<sorted.count {
          sum += amount(kind, sorted[position])
          if sum >= target { return position }
        }
        return nil
      }
      let done = ends.allSatisfy { $0 != nil } ? ends.compactMap { $0 }.max() : nil
      let last = done ?? sorted.count - 1
      model.completed.append(ends)
      model.progress.append(
        chapter.map { kind, target in
          min(target, start <= last ? sorted[start...last].reduce(0) { $0 + amount(kind, $1) } : 0)
        })
      model.chapterDone.append(done)
      // The next chapter counts from the session after the completing one.
      from = done.map { $0 + 1 }
    }
    let minutes = sorted.reduce(0) { $0 + $1.minutes }
    let deep = sorted.filter { $0.minutes >= 25 && !$0.interrupted }.count
    let missions = model.completed.joined().compactMap { $0 }.count
    let chaptersDone = model.chapterDone.compactMap { $0 }.count
    model.xp =
      minutes * rates.0 + sorted.count * rates.1 + deep * rates.2 + missions * rates.3
      + chaptersDone
      * rates.4
    var rewards = 0
    for (index, chapter) in chapters.enumerated() {
      if model.chapterDone[index] != nil { rewards += 100 * (index + 1) }
      for offset in chapter.indices where model.completed[index][offset] != nil {
        rewards += 10 * (offset + 1)
      }
    }
    model.miles = minutes * milesPerMinute + rewards
    return model
  }

  @Test(arguments: 0..<200)
  func matchesModel(seed: Int) throws {
    var random = SplitMix64(state: UInt64(seed) &* 0x9E37_79B9_7F4A_7C15)
    let chapters: [[(MissionKind, Int)]] = (0..<random.next(in: 1...4)).map { _ in
      (0..<random.next(in: 1...3)).map { _ in
        let kind = MissionKind.allCases[random.next(in: 0...2)]
        return (kind, kind == .focusMinutes ? random.next(in: 1...200) : random.next(in: 1...6))
      }
    }
    // Sessions that never overlap (overlaps have their own tests), given
    // in a shuffled order.
    var clock = 0
    let laidOut = try (0..<random.next(in: 0...40)).map { index in
      let minutes = random.next(in: 1...60)
      defer { clock += minutes + random.next(in: 0...20) }
      return try TestContent.session(
        "s\(index)", at: clock, minutes: minutes, interrupted: random.next(in: 0...3) == 0)
    }
    let sessions = random.shuffled(laidOut)
    let rates = (random.next(in: 0...3), random.next(in: 0...5), random.next(in: 0...10), 7, 50)
    let rules = try TestContent.rules(
      perMinute: rates.0, perSession: rates.1, perDeep: rates.2, perMission: rates.3,
      perChapter: rates.4, milesPerMinute: 3,
      levels: "{\"thresholds\": [0, 15, 40, 80, 150, 300, 600]}")
    let report = GrowthReport(
      sessions: sessions,
      content: GrowthContent(
        rules: rules, expeditions: try TestContent.expeditions(chapters),
        deepFocus: TestContent.deep), calendar: TestContent.utc)
    let model = Self.model(sessions, chapters, rates: rates, milesPerMinute: 3)
    let sorted = sessions.enumerated().sorted {
      ($0.element.end, $0.offset) < ($1.element.end, $1.offset)
    }
    .map(\.element)
    func moment(_ index: Int?) -> ISO8601Moment? {
      index.flatMap { $0 < sorted.count ? TestContent.utc.zoned(sorted[$0].end) : nil }
    }
    let state = report.expeditions
    #expect(
      state.chapters.map { $0.missions.map(\.completedAt) }
        == model.completed.map { $0.map(moment) })
    #expect(state.chapters.map { $0.missions.map(\.progress) } == model.progress)
    #expect(state.chapters.map(\.completedAt) == model.chapterDone.map(moment))
    // An unlock index is the first session that counts; its moment is the
    // end of the session before (or of the first, for chapter 1).
    let unlocks = model.unlocked.enumerated().map { index, from -> ISO8601Moment? in
      guard let from else { return nil }
      return moment(index == 0 ? from : from - 1)
    }
    #expect(state.chapters.map(\.unlockedAt) == unlocks)
    #expect(report.profile.xp == model.xp)
    #expect(report.profile.miles == model.miles)
    let thresholds = [0, 15, 40, 80, 150, 300, 600]
    #expect(report.profile.level == thresholds.filter { $0 <= model.xp }.count)
  }
}
