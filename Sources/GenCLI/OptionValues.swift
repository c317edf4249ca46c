import Foundation
import HabitRules
import HabitToolkit

/// Parsers for the values several commands take, each saying what a valid
/// value looks like.
enum OptionValues {
  static let momentExpected = "an ISO 8601 moment with offset, such as 2026-10-01T20:42:00+08:00"
  static let seedExpected = "a whole number 0-\(UInt64.max)"

  /// `--tz`, keeping the name as typed: `UTC` stays `UTC` where
  /// Foundation's identifier would say `GMT`.
  static func namedZone(_ name: String) throws(CLIError) -> NamedZone {
    NamedZone(name: name, zone: try timeZone(name))
  }

  /// `--tz`: an IANA zone name.
  static func timeZone(_ name: String) throws(CLIError) -> TimeZone {
    guard let zone = TimeZone(identifier: name) else {
      let suggestion = closestMatch(to: name, among: TimeZone.knownTimeZoneIdentifiers)
      let hint =
        suggestion.map { "did you mean \"\($0)\"?" } ?? "use an IANA name such as Asia/Shanghai"
      throw .usage("unknown --tz time zone \(quoted(name)); \(hint)")
    }
    return zone
  }

  /// `--window`: `HH:MM-HH:MM`.
  static func window(_ text: String) throws(CLIError) -> NightWindow {
    do {
      return try NightWindow(parsing: text)
    } catch {
      throw .usage("invalid --window value \(quoted(text)): \(error.message)")
    }
  }

  /// A value a library initializer reads and explains: its error message
  /// follows the option's name and the value.
  static func libraryValue<Value>(
    _ option: String, _ read: @escaping (String) throws(InputError) -> Value
  ) -> (String) throws(CLIError) -> Value {
    { text throws(CLIError) in
      do throws(InputError) {
        return try read(text)
      } catch {
        throw .usage("invalid \(option) value \(quoted(text)): \(error.message)")
      }
    }
  }

  /// `--json` and `--svg` together.
  static func checkOneOutput(json: Bool, svg: Bool) throws(CLIError) {
    if json, svg { throw .usage("give --json or --svg, not both") }
  }

  /// A comma-separated list of days, such as `2026-10-01,2026-10-03`.
  static func days(_ option: String) -> (String) throws(CLIError) -> [CivilDate] {
    { text throws(CLIError) in
      guard !text.isEmpty else { return [] }
      var days: [CivilDate] = []
      for part in text.split(separator: ",", omittingEmptySubsequences: false) {
        let trimmed = part.trimmingCharacters(in: .whitespaces)
        guard let day = CivilDate(trimmed) else {
          throw .usage(
            "invalid \(option) day \(quoted(trimmed)): expected YYYY-MM-DD, comma-separated")
        }
        days.append(day)
      }
      return days
    }
  }

  /// A whole number in a range.
  static func count(in range: ClosedRange<Int>) -> (String) -> Int? {
    { text in Int(text).flatMap { range.contains($0) ? $0 : nil } }
  }
}

extension Option {
  /// `--svg`: a picture instead of a table.
  static func svg(_ keyPath: WritableKeyPath<Options, Bool>, help: String) -> Option {
    .flag("--svg", keyPath) { _ in help }
  }

  /// `--now T`: the moment commands that depend on "now" use.
  static func now(_ keyPath: WritableKeyPath<Options, Date?>) -> Option {
    Option.value(
      "--now", "T", expected: OptionValues.momentExpected, keyPath,
      help: { _ in "the moment, ISO 8601 with offset" }, parse: ISO8601Moment.parse
    ).defaulting { _ in "default: the current moment" }
  }

  /// `--tz ZONE`: an IANA zone, with the name as typed.
  static func timeZone(_ keyPath: WritableKeyPath<Options, NamedZone?>) -> Option {
    Option.custom(
      "--tz", "ZONE", keyPath, help: { _ in "IANA time zone such as Asia/Shanghai" },
      parse: OptionValues.namedZone
    ).defaulting { _ in "default: the system zone" }
  }

  /// `--rollover HH:MM`: the wall time a logical day starts at; help
  /// prints midnight as the default.
  static func rollover(_ keyPath: WritableKeyPath<Options, WallTime?>) -> Option {
    Option.value(
      "--rollover", "HH:MM", expected: "a wall time HH:MM, such as 04:00", keyPath,
      help: { _ in "the day starts at this wall time" }, parse: WallTime.init
    ).defaulting { _ in "default \(DayRollover.midnight.wallTime)" }
  }

  /// `--week-start D`: the weekday weeks start on; help prints the
  /// property's initial value as the default.
  static func weekStart(_ keyPath: WritableKeyPath<Options, Int>) -> Option {
    let expected =
      "a weekday \(StreakPolicy.weekdays.lowerBound)-\(StreakPolicy.weekdays.upperBound) "
      + "(1 = Sunday, 2 = Monday ... 7 = Saturday)"
    return Option.value(
      "--week-start", "D", expected: expected, keyPath,
      help: { _ in "the weekday weeks start on, 1 = Sunday ... 7 = Saturday" },
      parse: OptionValues.count(in: StreakPolicy.weekdays)
    )
  }

  /// `--seed N`: the installation's seed.
  static func seed(_ keyPath: WritableKeyPath<Options, UInt64>) -> Option {
    .value(
      "--seed", "N", expected: OptionValues.seedExpected, keyPath,
      help: { _ in "the installation's seed, 0-\(UInt64.max)" }, parse: { UInt64($0) })
  }

  /// An option whose value is one case of an enumeration, by its raw value;
  /// the help and the error list every case (`low, normal or high`), and
  /// help prints the property's initial value as the default.
  static func choice<Value: RawRepresentable & CaseIterable>(
    _ name: String, _ valueName: String, _ keyPath: WritableKeyPath<Options, Value>
  ) -> Option where Value.RawValue == String {
    let names = Value.allCases.map(\.rawValue)
    let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    return .value(
      name, valueName, expected: list, keyPath, help: { _ in list }, parse: Value.init)
  }
}

extension Environment {
  /// Reads the process's standard input to its end, or one byte over
  /// ``CLI/maximumInputSize``: the `gen` executable's reader.
  ///
  /// - Throws: ``InputFile/Failure`` when it is closed, a directory, or a
  ///   read fails.
  package static func readProcessStandardInput() throws -> Data {
    try InputFile.read(descriptor: 0, limit: CLI.maximumInputSize)
  }

  /// The bytes of a file argument; `-` reads standard input.
  ///
  /// - Throws: A data error (65) naming the option and the path when it is
  ///   missing, unreadable, a directory or a FIFO without a writer; an I/O
  ///   error (74) when reading fails at the system level (EIO, standard
  ///   input closed).
  func read(fileOption option: String, path: String) throws(CLIError) -> Data {
    if path == "-" {
      do {
        return try readStandardInput()
      } catch let failure as InputFile.Failure where failure.code == EISDIR {
        throw .data(
          "cannot read standard input for \(option): a directory; give a file, or - for standard input"
        )
      } catch {
        throw .ioError("cannot read standard input for \(option): \(error)")
      }
    }
    do {
      return try InputFile.read(path: path)
    } catch  where error.code == ENOENT || error.code == EACCES {
      throw .data("cannot read \(option) file \(quoted(path)): not found or not readable")
    } catch  where error.code == EISDIR {
      throw .data(
        "cannot read \(option) file \(quoted(path)): a directory; give a file, or - for standard input"
      )
    } catch  where error.isWrongInput {
      throw .data("cannot read \(option) file \(quoted(path)): \(error)")
    } catch {
      throw .ioError("cannot read \(option) file \(quoted(path)): \(error)")
    }
  }
}

/// An input error for a file argument, one line: the option, the file, then
/// where in the file (left out when it is the file as a whole) and what is
/// wrong.
func fileError(_ option: String, _ path: String, _ error: InputError, whole: String) -> CLIError {
  let detail = error.field == whole ? error.message : error.description
  return .data("\(option) \(inputName(path)): \(detail)")
}

/// How a file argument is named in messages: its path, or `standard input`.
func inputName(_ path: String) -> String {
  path == "-" ? "standard input" : DisplayText.escaped(path)
}

/// A time zone and the name it goes by in output: what the person typed
/// after `--tz`, or the system zone's identifier.
struct NamedZone {
  /// The name to print, such as `UTC` or `GMT+14`.
  let name: String
  /// The zone.
  let zone: TimeZone

  /// The zone of `--tz`, or else the environment's, as a calendar whose
  /// ``CivilCalendar/zoneName`` is the name to print.
  static func calendar(_ option: NamedZone?, _ environment: Environment) -> CivilCalendar {
    guard let option else { return CivilCalendar(timeZone: environment.timeZone()) }
    return CivilCalendar(timeZone: option.zone, zoneName: option.name)
  }
}
