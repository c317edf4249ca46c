import Foundation
import HabitCalendar
import HabitRecords
import HabitToolkit

/// One raw activity event an app records: a track, a deposit, a focus
/// session.
///
/// Stored as (version 1) `{"at": moment, "kind": "track", "quantity": 3.5,
/// "points": 40, "interrupted": false}`, with `"demo": true` for demo data
/// (`gen demo footprint`); `gen badges --events` reads a list of them.
public struct ActivityEvent: Hashable, Sendable {
  /// When it happened.
  public var at: Date
  /// What it is, as named in `badges.json` (`track`, `deposit`, `focus`).
  public var kind: String
  /// Its amount: kilometres, money, minutes.
  public var quantity: Double
  /// Its size in points, for tracks; events below the minimum are noise.
  public var points: Int?
  /// Whether the session was interrupted (the person left the app before
  /// it ended); an interrupted session never counts as deep focus.
  public var interrupted: Bool
  /// Whether it is demo data, not the person's own (``DemoRecords``).
  public var demo: Bool

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - at: When it happened.
  ///   - kind: What it is.
  ///   - quantity: Its amount.
  ///   - points: Its size in points, if it has one.
  ///   - interrupted: Whether the session was interrupted.
  ///   - demo: Whether it is demo data (default `false`).
  public init(
    at: Date, kind: String, quantity: Double, points: Int? = nil, interrupted: Bool = false,
    demo: Bool = false
  ) {
    self.at = at
    self.kind = kind
    self.quantity = quantity
    self.points = points
    self.interrupted = interrupted
    self.demo = demo
  }
}
