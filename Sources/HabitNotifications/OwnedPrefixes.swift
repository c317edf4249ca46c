import HabitRequests
import HabitToolkit

/// The id prefixes of the requests an app owns, one per source: what the
/// library writes its ids with, and what reconciliation may remove.
///
/// The defaults are `bedtime.` and `custom.`. An app that already ships its
/// own ids (`kangkang.custom.<uuid>.w<weekday>`) names its prefix here, so
/// the requests it has pending are kept instead of duplicated.
///
/// Encoded as `{"bedtime", "custom"}`.
public struct OwnedPrefixes: Hashable, Sendable, Codable {
  /// The prefix of bedtime reminders and tests (`bedtime.`).
  public let bedtime: String
  /// The prefix of a person's own reminders (`custom.`).
  public let custom: String

  /// The library's prefixes: `bedtime.` and `custom.`.
  public static let standard = OwnedPrefixes()

  /// Creates the prefixes.
  ///
  /// - Parameters:
  ///   - bedtime: The prefix of bedtime requests.
  ///   - custom: The prefix of a person's own reminders.
  public init(
    bedtime: String = NotificationRequest.Source.bedtime.idPrefix,
    custom: String = NotificationRequest.Source.custom.idPrefix
  ) {
    self.bedtime = bedtime
    self.custom = custom
  }

  /// The prefix of a source.
  public subscript(source: NotificationRequest.Source) -> String {
    switch source {
    case .bedtime: bedtime
    case .custom: custom
    }
  }

  /// The source whose prefix `id` starts with, comparing bytes (no Unicode
  /// folding); the longer prefix wins when one prefix starts another.
  ///
  /// - Parameter id: A request id.
  /// - Returns: The owning source, or `nil` for a request the app does not own.
  /// - Complexity: O(*p*) in the length of the prefixes.
  public func source(of id: String) -> NotificationRequest.Source? {
    let id = RequestID(id)
    let bedtimeFirst = bedtime.utf8.count >= custom.utf8.count
    if bedtimeFirst, id.hasPrefix(bedtime) { return .bedtime }
    if id.hasPrefix(custom) { return .custom }
    if !bedtimeFirst, id.hasPrefix(bedtime) { return .bedtime }
    return nil
  }
}
