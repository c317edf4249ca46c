import Foundation
import HabitRules

/// Demo records as `gen demo` writes them: the stored shapes of
/// ``CheckIn``, ``Deposit`` and ``ActivityEvent``, with every moment in the
/// zone in force (`+08:00`, never `Z`), as demo focus sessions already are
/// (HabitRules.docc/Demo.md).
enum DemoMoments {
  struct ZonedCheckIn: Encodable {
    let day: CivilDate
    let at: ISO8601Moment?
    let demo: Bool
  }

  struct ZonedDeposit: Encodable {
    let at: ISO8601Moment
    let amount: Int
    let demo: Bool
  }

  struct ZonedEvent: Encodable {
    let at: ISO8601Moment
    let kind: String
    let quantity: Double
    let points: Int?
    let interrupted: Bool
    let demo: Bool

    private enum CodingKeys: String, CodingKey {
      case at, kind, quantity, points, interrupted, demo
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(at, forKey: .at)
      try container.encode(kind, forKey: .kind)
      try container.encode(quantity, forKey: .quantity)
      try container.encodeIfPresent(points, forKey: .points)
      try container.encode(interrupted, forKey: .interrupted)
      try container.encode(demo, forKey: .demo)
    }
  }

  static func checkIns(_ list: [CheckIn], in calendar: CivilCalendar) -> [ZonedCheckIn] {
    list.map { ZonedCheckIn(day: $0.day, at: $0.at.map(calendar.zoned), demo: $0.demo) }
  }

  static func deposits(_ list: [Deposit], in calendar: CivilCalendar) -> [ZonedDeposit] {
    list.map { ZonedDeposit(at: calendar.zoned($0.at), amount: $0.amount, demo: $0.demo) }
  }

  static func events(_ list: [ActivityEvent], in calendar: CivilCalendar) -> [ZonedEvent] {
    list.map {
      ZonedEvent(
        at: calendar.zoned($0.at), kind: $0.kind, quantity: $0.quantity, points: $0.points,
        interrupted: $0.interrupted, demo: $0.demo)
    }
  }
}
