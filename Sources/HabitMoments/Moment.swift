import Foundation
import HabitCalendar

/// An instant at which something an app or a widget shows changes: a new
/// logical day, the night window opening, a reminder firing.
///
/// Encoded as `{"at", "kind", "day", "id"}`: `at` in ISO 8601 with the
/// offset in force, `day` as `YYYY-MM-DD`, `id` the request id of a
/// reminder and `null` otherwise.
public struct Moment: Hashable, Sendable, Codable {
  /// What changes.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// A logical day starts (at the rollover).
    case dayStarts
    /// The night window opens.
    case windowOpens
    /// The night window closes.
    case windowCloses
    /// The grace for yesterday's check-in ends.
    case graceEnds
    /// A week starts, under the week start.
    case weekStarts
    /// A calendar month starts.
    case monthStarts
    /// The daily quote changes (at the civil midnight: the quote is the
    /// date's).
    case quoteChanges
    /// The month's freezes are replenished.
    case freezeReplenished
    /// A reminder fires: bedtime or one of the person's own rules.
    case reminder
  }

  /// The instant, with the offset in force.
  public let at: ISO8601Moment
  /// What changes.
  public let kind: Kind
  /// The logical day it belongs to: the night for the window's opening and
  /// closing, the quote's date for ``Kind/quoteChanges``, otherwise the
  /// logical day in force at ``at``.
  public let day: CivilDate
  /// The request id of a reminder (the one `gen sync` uses), else `nil`.
  public let id: String?

  /// A moment.
  ///
  /// - Parameters:
  ///   - at: The instant, with the offset in force.
  ///   - kind: What changes.
  ///   - day: The logical day it belongs to.
  ///   - id: The request id of a reminder, else `nil`.
  public init(at: ISO8601Moment, kind: Kind, day: CivilDate, id: String? = nil) {
    self.at = at
    self.kind = kind
    self.day = day
    self.id = id
  }

  private enum CodingKeys: String, CodingKey { case at, kind, day, id }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(at, forKey: .at)
    try container.encode(kind, forKey: .kind)
    try container.encode(day, forKey: .day)
    // Always present, `null` when there is none.
    try container.encode(id, forKey: .id)
  }

  /// Whether this moment comes first: the earlier instant, then the kind's
  /// order in ``Kind``, then the id.
  func isBefore(_ other: Moment) -> Bool {
    if at.date != other.at.date { return at.date < other.at.date }
    if kind != other.kind { return kind.order < other.kind.order }
    return (id ?? "").utf8.lexicographicallyPrecedes((other.id ?? "").utf8)
  }
}

extension Moment.Kind {
  /// The kind's place in ``Moment/Kind/allCases``.
  var order: Int {
    switch self {
    case .dayStarts: 0
    case .windowOpens: 1
    case .windowCloses: 2
    case .graceEnds: 3
    case .weekStarts: 4
    case .monthStarts: 5
    case .quoteChanges: 6
    case .freezeReplenished: 7
    case .reminder: 8
    }
  }
}
