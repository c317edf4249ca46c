import Foundation
import HabitRules
import HabitToolkit
import Testing

@testable import HabitAdvice

@Suite struct WeeklyPlanTests {
  /// Every day of 2026 with a plan of different targets per weekday and
  /// 0-9 sessions done: the target is the weekday's (Foundation's
  /// `Calendar` names the weekday), remaining is max(0, target - done),
  /// and the advice names it.
  @Test func everyDayOfAYear() throws {
    let plan = try WeeklyPlan(targets: [0, 5, 1, 2, 3, 4, 6])
    let templates = try HabitContent.bundled().advice
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    var moment = try #require(calendar.date(from: DateComponents(year: 2026, month: 1, day: 1)))
    var failures: [String] = []
    for _ in 0..<365 {
      let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: moment)
      let (year, month, date) = (parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
      let day = try #require(CivilDate(year: year, month: month, day: date))
      let target = [0, 5, 1, 2, 3, 4, 6][(parts.weekday ?? 1) - 1]
      for done in 0...9 {
        let remaining = target > done ? target - done : 0
        let advice = templates.advice(
          streakDays: 3, plan: plan, today: day, done: done, taskCompleted: false,
          language: .english)
        if plan.target(on: day) != target || plan.remaining(on: day, done: done) != remaining
          || advice.remaining != remaining
          || (remaining > 0) != advice.sentences[0].contains("\(remaining) session")
        {
          failures.append("\(day) done \(done): \(advice.text)")
        }
      }
      moment = try #require(calendar.date(byAdding: .day, value: 1, to: moment))
    }
    #expect(failures.isEmpty, "\(failures.prefix(3))")
  }

  /// A day with target 0 is a day without a plan: the task sentence.
  @Test func aZeroTargetIsNoPlan() throws {
    let templates = try HabitContent.bundled().advice
    let sunday = try #require(CivilDate("2026-12-06"))
    let advice = templates.advice(
      streakDays: 0, plan: try WeeklyPlan(targets: [0, 1, 1, 1, 1, 1, 1]), today: sunday, done: 0,
      taskCompleted: true, language: .english)
    #expect(advice.sentences[0] == templates[.todayTaskDone].string(in: .english))
  }

  @Test(arguments: [
    (#"{"targets": [1, 2, 3]}"#, "targets"),
    (#"{"targets": [1, 2, 3, 4, 5, 6, 49]}"#, "targets[6]"),
    (#"{"targets": [1, 2, 3, 4, 5, 6, -1]}"#, "targets[6]"),
    (#"{"targets": [1, 2, 3, 4, 5, 6, 1.5]}"#, "targets"),
    (#"{"days": [1, 2, 3, 4, 5, 6, 7]}"#, "targets"),
    (#"[1, 2, 3, 4, 5, 6, 7]"#, "plan"),
    (#"{"targets": "#, "plan"),
  ])
  func badPlansNameTheField(json: String, field: String) {
    #expect {
      try WeeklyPlan.plan(fromJSON: Data(json.utf8))
    } throws: { error in
      guard let error = error as? InputError else { return false }
      return error.description.contains(field)
    }
  }

  @Test func aPlanReadsAndWritesItsShape() throws {
    let json = #"{"targets":[1,2,2,2,2,2,1]}"#
    let plan = try WeeklyPlan.plan(fromJSON: Data(json.utf8))
    #expect(plan.targets == [1, 2, 2, 2, 2, 2, 1])
    #expect(String(decoding: try JSONEncoder().encode(plan), as: UTF8.self) == json)
  }

  /// The content default is a plan of 7 targets, checked on load.
  @Test func theDefaultPlanIsInContent() throws {
    let plan = try HabitContent.bundled().advice.defaultPlan
    #expect(plan.targets.count == 7)
    #expect(plan.targets.allSatisfy { (0...WeeklyPlan.maximumTarget).contains($0) })
  }
}
