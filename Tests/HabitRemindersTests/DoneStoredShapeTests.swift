import Foundation
import HabitCalendar
import HabitTestSupport
import Testing

@testable import HabitReminders

/// The stored shapes of completions and of rules with `doneCovers`, read
/// from version-1 fixtures kept forever.
@Suite struct DoneStoredShapeTests {
  @Test func completionsVersionOneDecode() throws {
    let data = try Data(contentsOf: Fixtures.url("completions-v1.json"))
    let list = try ReminderCompletions.list(fromJSON: data)
    #expect(list.map(\.reminder) == ["water", "save", "passport"])
    #expect(list.map(\.day.description) == ["2027-01-15", "2027-01-11", "2027-01-10"])
    // Codable reads the same list.
    #expect(try JSONDecoder().decode([ReminderCompletions.Completion].self, from: data) == list)
  }

  @Test func rulesWithDoneCoversVersionOneDecodeAndRoundTrip() throws {
    let data = try Data(contentsOf: Fixtures.url("done-rules-v1.json"))
    let stored = try RecurringReminder.rules(fromJSON: data)
    #expect(stored.problems.isEmpty)
    #expect(stored.rules.map(\.doneCovers) == [.day, .week, .rule])
    let again = try JSONDecoder().decode(
      [RecurringReminder].self, from: JSONEncoder().encode(stored.rules))
    #expect(again == stored.rules)
  }
}
