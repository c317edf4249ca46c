import Foundation
import HabitCalendar
import HabitRecords
import HabitToolkit

/// Money put into (or, negative, taken out of) a savings goal, in integer
/// minor units (cents, fen, yen).
///
/// Stored as (version 1): `{"at": "2026-10-01T20:42:00+08:00", "amount": 2500}`,
/// with `"demo": true` for demo data (`gen demo savings`). A withdrawal is a negative amount; the amount is never 0 and at most
/// ``maximumAmount`` either way, so sums of ``Deposit/maximumCount``
/// deposits fit in an `Int` with room to multiply by a window of 30 days.
public struct Deposit: Hashable, Sendable {
  /// When the money moved; its logical day is what counts.
  public let at: Date
  /// Minor units: positive for a deposit, negative for a withdrawal.
  public let amount: Int
  /// Whether it is demo data, not the person's own (``DemoRecords``).
  public let demo: Bool

  /// The largest amount either way: 10^11 minor units (a billion of a
  /// currency with cents).
  public static let maximumAmount = 100_000_000_000
  /// The most deposits one goal reads: a million.
  public static let maximumCount = 1_000_000

  /// Creates a deposit, checking its amount.
  ///
  /// - Parameters:
  ///   - at: When the money moved.
  ///   - amount: Minor units, not 0, at most ``maximumAmount`` either way.
  ///   - demo: Whether it is demo data (default `false`).
  /// - Throws: ``InputError`` on `amount`.
  public init(at: Date, amount: Int, demo: Bool = false) throws(InputError) {
    guard amount != 0, (-Self.maximumAmount...Self.maximumAmount).contains(amount) else {
      throw InputError(
        field: "amount",
        message:
          "\(amount) is not a deposit; use minor units 1 to \(Self.maximumAmount), "
          + "negative for a withdrawal")
    }
    self.at = at
    self.amount = amount
    self.demo = demo
  }
}

extension Deposit: Codable {
  private enum CodingKeys: String, CodingKey { case at, amount, demo }

  /// Decodes a stored deposit, the one reader of the shape; `demo` missing
  /// or `null` is `false`.
  ///
  /// - Throws: `DecodingError` for a wrong shape or a bad moment, or
  ///   `dataCorrupted` with the message of ``init(at:amount:demo:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let at = try container.decodeMoment(forKey: .at)
    let amount = try container.decode(Int.self, forKey: .amount)
    let demo = try container.decodeIfPresent(Bool.self, forKey: .demo) ?? false
    do {
      try self.init(at: at, amount: amount, demo: demo)
    } catch {
      throw error.decodingError(at: decoder.codingPath)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(ISO8601Moment(at, secondsFromUTC: 0), forKey: .at)
    try container.encode(amount, forKey: .amount)
    if demo { try container.encode(demo, forKey: .demo) }
  }

  /// Reads a list of deposits, as an app exports them and as `gen goal
  /// wish --deposits` reads them: a JSON array of ``Deposit`` in its
  /// stored shape, read one deposit at a time; the first wrong value stops
  /// the read.
  ///
  /// - Parameter data: The JSON text.
  /// - Returns: The deposits in file order.
  /// - Throws: ``InputError`` naming the first bad item (`deposits[3].amount`),
  ///   or the one past ``maximumCount``.
  /// - Complexity: O(*n*) in the size of the text.
  public static func list(fromJSON data: Data) throws(InputError) -> [Deposit] {
    var deposits: [Deposit] = []
    try RecordFields.forEach(in: data, list: "deposits", shape: listShape, keys: Field.self) {
      (fields: borrowing RecordFields) throws(InputError) in
      let at = try fields.instant(Field.at)
      let amount = try fields.integer(Field.amount)
      let demo = try fields.flag(Field.demo)
      do throws(InputError) {
        deposits.append(try Deposit(at: at, amount: amount, demo: demo))
      } catch {
        throw fields.placed(error)
      }
    }
    return deposits
  }

  /// The fields of a stored deposit.
  private enum Field: Int, RecordKey {
    case at, amount, demo
  }

  /// A list of deposits: objects, at most ``maximumCount`` of them.
  private static let listShape = {
    var shape = JSONValue.Shape.arrayOfObjects(
      "expected a JSON array of {\"at\", \"amount\"} deposits")
    shape.maximumElements = maximumCount
    shape.limitExplained = "at most \(maximumCount) deposits are read"
    return shape
  }()
}
