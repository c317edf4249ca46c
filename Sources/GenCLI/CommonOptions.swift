import Foundation
import HabitRules

extension OptionSpec {
  static let now = OptionSpec.value(
    "--now", "T", "the moment, ISO 8601 with offset (default: the current moment)")
  static let timeZone = OptionSpec.value(
    "--tz", "ZONE", "IANA time zone such as Asia/Shanghai (default: the system zone)")
  static let window = OptionSpec.value(
    "--window", "S-E", "night window HH:MM-HH:MM (default 20:30-04:00)")
  static let seed = OptionSpec.value(
    "--seed", "N", "the installation's seed, 0-18446744073709551615 (default 0)")
}

extension CommandContext {
  /// `--now`, or the environment's current moment.
  func now() throws(CLIError) -> Date {
    try arguments.value(
      "--now", expected: "an ISO 8601 moment with offset, such as 2026-10-01T20:42:00+08:00",
      ISO8601Moment.parse) ?? environment.now
  }

  /// `--seed`, or 0.
  func seed() throws(CLIError) -> UInt64 {
    try arguments.value("--seed", expected: "a whole number 0-18446744073709551615", UInt64.init)
      ?? 0
  }

  /// `--tz`, or the environment's zone.
  func timeZone() throws(CLIError) -> TimeZone {
    guard let name = arguments["--tz"] else { return environment.timeZone() }
    guard let zone = TimeZone(identifier: name) else {
      let suggestion = closestMatch(to: name, among: TimeZone.knownTimeZoneIdentifiers)
      let hint =
        suggestion.map { "did you mean \"\($0)\"?" } ?? "use an IANA name such as Asia/Shanghai"
      throw .usage("unknown --tz time zone \"\(name)\"; \(hint)")
    }
    return zone
  }

  /// `--window`, if given.
  func window() throws(CLIError) -> NightWindow? {
    guard let text = arguments["--window"] else { return nil }
    switch NightWindow.parse(text) {
    case .success(let window): return window
    case .failure(let error): throw .usage("invalid --window value \"\(text)\": \(error.message)")
    }
  }

  /// A comma-separated list of days, such as `--rest 2026-10-01,2026-10-03`.
  func days(_ option: String) throws(CLIError) -> [CivilDate] {
    guard let text = arguments[option], !text.isEmpty else { return [] }
    var days: [CivilDate] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let trimmed = part.trimmingCharacters(in: .whitespaces)
      guard let day = CivilDate(trimmed) else {
        throw .usage("invalid \(option) day \"\(trimmed)\": expected YYYY-MM-DD, comma-separated")
      }
      days.append(day)
    }
    return days
  }
}
