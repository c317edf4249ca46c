import Foundation
import HabitCalendar
import HabitToolkit
import Testing

@testable import HabitGrowth

/// Repeated ids are found once the sessions are read, yet the error is
/// still the first wrong value in file order: a repeat before a bad length
/// is reported, a bad length before a repeat is, and of two repeats the
/// earlier one, naming the first session with that id.
@Suite struct SessionRepeatsTests {
  /// What a reader that checks each session in turn reports: the field of
  /// the first wrong session, and for a repeat the first index with its id.
  static func expected(ids: [String], badLength: Int?) -> (field: String, first: Int?)? {
    var seen: [String: Int] = [:]
    for (index, id) in ids.enumerated() {
      if index == badLength { return ("sessions[\(index)] \"\(id)\".minutes", nil) }
      if let first = seen[id] { return ("sessions[\(index)] \"\(id)\".id", first) }
      seen[id] = index
    }
    return nil
  }

  static func json(ids: [String], badLength: Int?) -> String {
    let sessions = ids.enumerated().map { index, id in
      #"{"id": "\#(id)", "start": "2026-10-01T08:00:00+08:00", "minutes": \#(index == badLength ? 0 : 25)}"#
    }
    return "[" + sessions.joined(separator: ",") + "]"
  }

  /// Property: 500 lists of 0-60 sessions drawn from a few ids, some with
  /// a bad length somewhere.
  @Test(arguments: 0..<500)
  func reportsTheFirstWrongSession(seed: UInt64) {
    var random = SplitMix64(state: seed)
    let count = Int(random.next() % 61)
    let pool = Int(random.next() % 80) + 1
    let ids = (0..<count).map { _ in "s\(random.next() % UInt64(pool))" }
    let badLength = count > 0 && random.next() % 3 == 0 ? Int(random.next() % UInt64(count)) : nil
    let want = Self.expected(ids: ids, badLength: badLength)
    do {
      let sessions = try FocusSession.sessions(
        fromJSON: Data(Self.json(ids: ids, badLength: badLength).utf8))
      #expect(want == nil, "read \(sessions.count) sessions")
      #expect(sessions.map(\.id) == ids)
    } catch {
      #expect(error.field == want?.field)
      if let first = want?.first {
        #expect(error.message.hasPrefix("duplicate id; sessions[\(first)] has it too"))
      }
    }
  }

  /// A syntax error after a repeat reports the repeat; before it, the
  /// syntax error.
  @Test func aRepeatBeforeBrokenTextIsTheError() throws {
    let session = #"{"id": "a", "start": "2026-10-01T08:00:00Z", "minutes": 5}"#
    let repeatFirst = "[\(session), \(session), {\"id\": }]"
    let brokenFirst = "[\(session), {\"id\": }, \(session)]"
    #expect(throws: InputError.self) { try FocusSession.sessions(fromJSON: Data(repeatFirst.utf8)) }
    do {
      _ = try FocusSession.sessions(fromJSON: Data(repeatFirst.utf8))
    } catch {
      #expect(error.field == #"sessions[1] "a".id"#)
    }
    do {
      _ = try FocusSession.sessions(fromJSON: Data(brokenFirst.utf8))
      Issue.record("read")
    } catch {
      #expect(error.field == "sessions")
      #expect(error.message.contains("not valid JSON"))
    }
  }

  /// A hundred thousand sessions with one id: the repeat is the second,
  /// found without comparing each with every other.
  @Test func oneIdEverywhere() {
    let ids = [String](repeating: "same", count: 100_000)
    do {
      _ = try FocusSession.sessions(fromJSON: Data(Self.json(ids: ids, badLength: nil).utf8))
      Issue.record("read")
    } catch {
      #expect(error.field == #"sessions[1] "same".id"#)
      #expect(error.message.hasPrefix("duplicate id; sessions[0] has it too"))
    }
  }
}
