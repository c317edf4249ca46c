import Foundation
import HabitCalendar
import HabitTestSupport
import Testing

@testable import HabitGoals

/// A regular-deposit vector of `Fixtures/goals-vectors.json`, written by the
/// independent Python port `Tests/port/goals_reference.py`.
struct PlanVector: Decodable, Sendable, CustomTestStringConvertible {
  let name: String?
  let amount: Int
  let every: String
  let monthEnd: String
  let rate: Int
  let years: Int
  let start: String
  let deposited: Int
  let interest: Int
  let balance: Int
  let deposits: Int
  let yearBalances: [Int]

  var testDescription: String { name ?? "\(amount) \(every) \(monthEnd) \(rate) bp from \(start)" }
}

/// A wish-goal vector: deposits are `[seconds before now, amount]`.
struct WishVector: Decodable, Sendable, CustomTestStringConvertible {
  let name: String?
  let zone: String
  let now: String
  let target: Int
  let deposits: [[Int]]
  let today: String
  let saved: Int
  let remaining: Int
  let windowDays: Int
  let windowSum: Int
  let daysToGo: Int?
  let reachedOn: String?

  var testDescription: String { name ?? "\(target) in \(zone) at \(now)" }
}

@Suite struct GoalVectorTests {
  struct Vectors: Decodable {
    let plans: [PlanVector]
    let wishes: [WishVector]
  }

  static let vectors: Vectors? = try? JSONDecoder().decode(
    Vectors.self, from: Data(contentsOf: Fixtures.url("goals-vectors.json")))

  @Test func vectorsLoad() throws {
    let vectors = try #require(Self.vectors)
    #expect(vectors.plans.count == 9 + 2_000)
    #expect(vectors.wishes.count == 9 + 1_000)
  }

  @Test(arguments: vectors?.plans.filter { $0.name != nil } ?? [])
  func namedPlans(_ vector: PlanVector) throws {
    try Self.replay(vector)
  }

  /// Thousands of random plans, each to the minor unit and per year.
  @Test func randomPlans() throws {
    let plans = try #require(Self.vectors).plans.filter { $0.name == nil }
    #expect(plans.count == 2_000)
    for vector in plans { try Self.replay(vector) }
  }

  @Test(arguments: vectors?.wishes.filter { $0.name != nil } ?? [])
  func namedWishes(_ vector: WishVector) throws {
    try Self.replay(vector)
  }

  @Test func randomWishes() throws {
    let wishes = try #require(Self.vectors).wishes.filter { $0.name == nil }
    #expect(wishes.count == 1_000)
    for vector in wishes { try Self.replay(vector) }
  }

  static func replay(_ vector: PlanVector) throws {
    let plan = try DepositPlan(
      amount: vector.amount,
      schedule: DepositSchedule(
        parsing: vector.every, monthEnd: try #require(.init(rawValue: vector.monthEnd))),
      rateBasisPoints: vector.rate, years: vector.years, start: try day(vector.start))
    let projection = plan.projection()
    let actual: [Int] = [
      projection.deposited, projection.interest, projection.balance, projection.deposits,
    ]
    let expected: [Int] = [vector.deposited, vector.interest, vector.balance, vector.deposits]
    #expect(actual == expected, "\(vector.testDescription)")
    #expect(projection.years.map(\.balance) == vector.yearBalances, "\(vector.testDescription)")
  }

  static func replay(_ vector: WishVector) throws {
    let now = try moment(vector.now)
    let calendar = CivilCalendar(timeZone: try zone(vector.zone))
    let deposits = try vector.deposits.map { pair in
      try Deposit(at: now.addingTimeInterval(-Double(pair[0])), amount: pair[1])
    }
    let progress = try WishGoal(target: vector.target).progress(
      of: deposits, today: calendar.logicalDay(of: now), calendar: calendar)
    let expected: [String] = [
      vector.today, "\(vector.saved)", "\(vector.remaining)", "\(vector.windowDays)",
      "\(vector.windowSum)", vector.daysToGo.map { "\($0)" } ?? "null", vector.reachedOn ?? "null",
    ]
    let actual: [String] = [
      progress.today.description, "\(progress.saved)", "\(progress.remaining)",
      "\(progress.windowDays)", "\(progress.windowSum)",
      progress.daysToGo.map { "\($0)" } ?? "null", progress.reachedOn?.description ?? "null",
    ]
    #expect(actual == expected, "\(vector.testDescription)")
  }
}
