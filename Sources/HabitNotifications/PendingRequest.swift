import Foundation
import HabitCalendar
import HabitRequests
import HabitToolkit

/// A notification request as the OS reports it pending: `{"id", "trigger",
/// "title", "body"}`.
///
/// Only the id is required. A trigger this package does not write (a time
/// interval, say), or a missing title or body, simply never equals a desired
/// request, so an owned request that has one is replaced.
public struct PendingRequest: Hashable, Sendable {
  /// The request's id.
  public let id: String
  /// When it fires, when the trigger is one this package writes.
  public let trigger: NotificationRequest.Trigger?
  /// Its title.
  public let title: String?
  /// Its body.
  public let body: String?

  /// Creates a pending request.
  ///
  /// - Parameters:
  ///   - id: The request's id.
  ///   - trigger: When it fires, if known.
  ///   - title: Its title.
  ///   - body: Its body.
  public init(
    id: String, trigger: NotificationRequest.Trigger?, title: String?, body: String?
  ) {
    self.id = id
    self.trigger = trigger
    self.title = title
    self.body = body
  }

  /// The pending form of a request, as the OS would report it once added.
  ///
  /// - Parameter request: A request handed to the OS.
  public init(_ request: NotificationRequest) {
    self.init(id: request.id, trigger: request.trigger, title: request.title, body: request.body)
  }

  /// Whether this is exactly `request`: the same id, title and body byte
  /// for byte (no Unicode folding), and a trigger equal in every field
  /// (`repeats` is always true for a calendar trigger that decodes at all;
  /// a date trigger compares by instant, whatever offset it was written
  /// with).
  ///
  /// - Parameter request: A desired request.
  /// - Returns: Whether nothing needs to change.
  public func matches(_ request: NotificationRequest) -> Bool {
    RequestID(id) == request.requestID && matchesContent(of: request)
  }

  /// ``matches(_:)`` for a request whose id is known to have the same
  /// bytes: the trigger, title and body alone.
  func matchesContent(of request: NotificationRequest) -> Bool {
    guard let title, sameBytes(title, request.title), let body, sameBytes(body, request.body),
      let trigger
    else {
      return false
    }
    switch (trigger, request.trigger) {
    case (.date(let pending), .date(let desired)): return pending.date == desired.date
    case (.calendar(let pending), .calendar(let desired)): return pending == desired
    default: return false
    }
  }
}

/// Whether two texts have the same UTF-8 bytes (no Unicode folding).
///
/// Compared as byte arrays: `a.utf8.elementsEqual(b.utf8)` costs about 40
/// instructions a byte, and the diff compares the title and body of every
/// request it keeps. The `sync` benchmark (target 100 us) took 0.95M
/// instructions a sync with `elementsEqual`, 0.91M with arrays.
private func sameBytes(_ a: String, _ b: String) -> Bool {
  a.utf8.count == b.utf8.count && Array(a.utf8) == Array(b.utf8)
}

extension PendingRequest: Decodable {
  private enum CodingKeys: String, CodingKey {
    case id, trigger, title, body
  }

  /// Decodes a pending request as a front end exports it: `{"id",
  /// "trigger", "title", "body"}`, only the id required.
  ///
  /// A trigger that is not exactly one this package writes
  /// (``NotificationRequest/Trigger/init(from:)``), and a title or body
  /// that is not a string, decode as `nil`: such a request never equals a
  /// desired one, so an owned one is replaced.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError` when the value is not an object or has no
  ///   string `id`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      id: try container.decode(String.self, forKey: .id),
      trigger: try? container.decodeIfPresent(NotificationRequest.Trigger.self, forKey: .trigger),
      title: try? container.decodeIfPresent(String.self, forKey: .title),
      body: try? container.decodeIfPresent(String.self, forKey: .body))
  }

  /// The most pending requests one list holds: 10,000.
  ///
  /// A device keeps 64 pending requests per app (iOS; the
  /// ``NotificationBudget`` limit), so a longer list is not a device's; the
  /// next one is rejected as it starts, which keeps `gen sync` within 2 s
  /// and 300 MB.
  public static let maximumCount = 10_000

  /// Reads the pending requests a front end exported: a JSON array of
  /// `{"id", "trigger", "title", "body"}`, each read by
  /// ``init(from:)`` as it is parsed.
  ///
  /// - Parameter data: The JSON text.
  /// - Returns: The pending requests, in file order.
  /// - Throws: ``InputError`` for text that is not JSON, more than
  ///   ``maximumCount`` requests, or an item that is not an object or has
  ///   no string `id`: `pending[3].id: missing`.
  /// - Complexity: O(*n*) in the size of the text.
  public static func list(fromJSON data: Data) throws(InputError) -> [PendingRequest] {
    var pending: [PendingRequest] = []
    try JSONValue.forEachElement(of: data, field: "pending", shape: listShape) {
      (index, item) throws(InputError) in
      do {
        pending.append(try JSONValueDecoder.decode(PendingRequest.self, from: item))
      } catch {
        throw InputError(error, in: "pending[\(index)]")
      }
    }
    return pending
  }

  /// A list of pending requests: objects, at most ``maximumCount``.
  private static let listShape = {
    var shape = JSONValue.Shape.arrayOfObjects("expected a JSON array of pending requests")
    shape.maximumElements = maximumCount
    shape.limitExplained =
      "a device keeps 64 pending requests per app, and at most \(maximumCount) are read"
    return shape
  }()
}
