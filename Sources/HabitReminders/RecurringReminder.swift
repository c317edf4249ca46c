import HabitCalendar
import HabitRecords
import HabitToolkit

/// A reminder a person made: "every day at 20:00, run 5 km", "on the 31st,
/// pay rent", "every year on 29 February".
///
/// A value that exists is valid: the initializer and JSON decoding run the
/// same checks and name the field of the first problem; ``rules(fromJSON:)``
/// reads a stored list through that same decoding, one rule at a time.
/// ``note`` and ``demo`` have nothing to check and are set as they are.
///
/// Stored as (version 1; every later field will have a default):
///
///     {"id": "rent", "title": "Pay rent", "note": "", "time": "09:00",
///      "repeat": {"kind": "monthly", "day": 31}, "enabled": true, "monthEnd": "lastDay"}
///
/// `note`, `enabled` and `monthEnd` may be left out or `null` (`""`,
/// `true`, `skip`); weekdays may come in any order and repeat.
public struct RecurringReminder: Hashable, Sendable {
  /// When a reminder repeats.
  public enum Recurrence: Hashable, Sendable {
    /// Every day.
    case daily
    /// On some days of the week, 1 = Sunday ... 7 = Saturday, ascending and
    /// distinct (the rule's initializer sorts them and drops repeats: they
    /// are a set).
    case weekly(weekdays: [Int])
    /// On a day of every month, 1...31.
    case monthly(day: Int)
    /// On a date of every year. February 29 is allowed; a day the month
    /// never has (April 31) is not.
    case yearly(month: Int, day: Int)
    /// Once, on a date.
    case once(CivilDate)

    /// The kinds of recurrence, named as in JSON (`"kind": "weekly"`).
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
      /// ``Recurrence/daily``.
      case daily
      /// ``Recurrence/weekly(weekdays:)``.
      case weekly
      /// ``Recurrence/monthly(day:)``.
      case monthly
      /// ``Recurrence/yearly(month:day:)``.
      case yearly
      /// ``Recurrence/once(_:)``.
      case once
    }

    /// The recurrence's kind.
    public var kind: Kind {
      switch self {
      case .daily: .daily
      case .weekly: .weekly
      case .monthly: .monthly
      case .yearly: .yearly
      case .once: .once
      }
    }
  }

  /// What a monthly or yearly reminder does in a month without its day.
  public enum MonthEnd: String, Hashable, Sendable, Codable, CaseIterable {
    /// No reminder that month (February 29 fires only in leap years): what
    /// a repeating calendar trigger does.
    case skip
    /// The month's last day instead.
    case lastDay
  }

  /// The rule's id, unique among a person's rules: 1-64 ASCII letters,
  /// digits, `-` and `_`, so that request ids (`custom.<id>.daily`) never
  /// run into each other.
  public let id: String
  /// The person's title, shown as written.
  public let title: String
  /// The person's note, shown as written.
  ///
  /// Empty (the default) for the default body.
  public var note = ""
  /// The time on the clock.
  public let time: WallTime
  /// When it repeats.
  public let recurrence: Recurrence
  /// Whether it fires at all.
  public let enabled: Bool
  /// What a monthly or yearly rule does in a month without its day.
  public let monthEnd: MonthEnd
  /// Whether it is demo data, not the person's own (``DemoRecords``).
  ///
  /// `false` by default; `gen sync` never schedules a demo rule.
  public var demo = false
  /// What one completion of the rule covers (``DoneCovers``), or `nil`
  /// (the default) when completions do not change the rule.
  public var doneCovers: DoneCovers?

  /// What one completion covers: the occurrences of the logical day it was
  /// done on, or of its week, month or year, or every occurrence of a
  /// one-time goal (`"doneCovers"` in JSON).
  public enum DoneCovers: String, Hashable, Sendable, Codable, CaseIterable {
    /// The logical day it was done on.
    case day
    /// Its week, under the week start.
    case week
    /// Its calendar month.
    case month
    /// Its calendar year.
    case year
    /// The whole rule: done once, it never fires again.
    case rule
  }

  /// The longest id.
  public static let maximumIDLength = 64

  /// Creates a rule, checking it; its ``note`` is empty and it is not
  /// ``demo`` until set.
  ///
  /// - Parameters:
  ///   - id: The rule's id: 1-64 ASCII letters, digits, `-` and `_`.
  ///   - title: The person's title, not empty.
  ///   - time: The time on the clock.
  ///   - recurrence: When it repeats.
  ///   - enabled: Whether it fires at all.
  ///   - monthEnd: What a monthly or yearly rule does in a month without
  ///     its day.
  /// - Throws: ``InputError`` naming the rule and the field, such as
  ///   `reminder "rent".repeat.day: 32 is not a day of the month; use 1-31`.
  public init(
    id: String, title: String, time: WallTime, recurrence: Recurrence, enabled: Bool = true,
    monthEnd: MonthEnd = .skip
  ) throws(InputError) {
    self.init(
      uncheckedID: id, title: title, time: time, recurrence: recurrence, enabled: enabled,
      monthEnd: monthEnd)
    try check(namedInErrors: "reminder \(DisplayText.quoted(id, limit: Self.maximumIDLength))")
  }

  /// A rule not checked yet, its weekdays sorted and without repeats.
  init(
    uncheckedID id: String, title: String, time: WallTime, recurrence: Recurrence,
    enabled: Bool, monthEnd: MonthEnd
  ) {
    self.id = id
    self.title = title
    self.time = time
    if case .weekly(let weekdays) = recurrence {
      self.recurrence = .weekly(weekdays: Array(Set(weekdays)).sorted())
    } else {
      self.recurrence = recurrence
    }
    self.enabled = enabled
    self.monthEnd = monthEnd
  }

  /// Throws the first problem of the rule; the error names it as `name`
  /// (`reminder "rent"`), or only the field (`repeat.day`) when `name` is
  /// empty.
  func check(namedInErrors name: String) throws(InputError) {
    if let (field, message) = problem() {
      throw InputError(field: name.isEmpty ? field : "\(name).\(field)", message: message)
    }
  }

  /// The first problem of the rule, as a field and a message.
  private func problem() -> (String, String)? {
    let validID =
      (1...Self.maximumIDLength).contains(id.utf8.count)
      && id.utf8.allSatisfy { byte in
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
          || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
      }
    if !validID {
      return ("id", "use 1-\(Self.maximumIDLength) ASCII letters, digits, \"-\" and \"_\"")
    }
    if title.allSatisfy(\.isWhitespace) {
      return ("title", "empty; a reminder needs a title to show")
    }
    switch recurrence {
    case .daily, .once:
      return nil
    case .weekly(let weekdays):
      if weekdays.isEmpty {
        return ("repeat.weekdays", "empty; list at least one day, 1 = Sunday ... 7 = Saturday")
      }
      if let bad = weekdays.first(where: { !(1...7).contains($0) }) {
        return ("repeat.weekdays", "\(bad) is not a weekday; use 1 = Sunday ... 7 = Saturday")
      }
      return nil
    case .monthly(let day):
      return (1...31).contains(day)
        ? nil : ("repeat.day", "\(day) is not a day of the month; use 1-31")
    case .yearly(let month, let day):
      guard (1...12).contains(month) else {
        return ("repeat.month", "\(month) is not a month; use 1-12")
      }
      // 2000 is a leap year: February 29 is a date some years have.
      let longest = CivilDate.daysIn(month: month, year: 2000)
      return (1...longest).contains(day)
        ? nil
        : ("repeat.day", "\(day) is not a day of month \(month); use 1-\(longest)")
    }
  }
}
