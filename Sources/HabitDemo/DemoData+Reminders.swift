import Foundation
import HabitCalendar
import HabitReminders
import HabitToolkit

extension DemoData {
  /// Demo reminder rules, the input of `gen remind --reminders` (and of
  /// `gen sync --reminders`, which refuses them).
  ///
  /// One rule per demo reminder of the content, in its order, by the
  /// pattern ``DemoTexts/reminders`` describes: daily between 09:00 and
  /// 10:55, weekly on three weekdays (Monday to Friday) between 15:00 and
  /// 16:55, daily between 21:00 and 22:25, once 1-3 days after today
  /// between 19:00 and 20:55. Times and weekdays come from the seed; the
  /// once rule's day from today, so the rules stay ahead of now. ``days``
  /// is not used: rules have no history.
  ///
  /// - Parameters:
  ///   - texts: The demo texts (`demo.json`).
  ///   - language: The language of the titles.
  /// - Returns: The rules, ids `demo-<id>`, each with `demo` set.
  /// - Complexity: O(*r*) for *r* demo reminders.
  public func reminders(texts: DemoTexts, language: Language) -> [RecurringReminder] {
    var random = SplitMix64(state: SplitMix64.mix(seed ^ Kind.reminders.salt))
    let today = calendar.civilDate(of: now)
    var rules: [RecurringReminder] = []
    for (index, reminder) in texts.reminders.enumerated() {
      let recurrence: RecurringReminder.Recurrence
      let first: Int
      let slots: Int
      switch index % 4 {
      case 0: (recurrence, first, slots) = (.daily, 9 * 60, 23)
      case 1:
        let weekdays = Array(random.shuffled([2, 3, 4, 5, 6]).prefix(3))
        (recurrence, first, slots) = (.weekly(weekdays: weekdays), 15 * 60, 23)
      case 2: (recurrence, first, slots) = (.daily, 21 * 60, 17)
      default:
        (recurrence, first, slots) = (
          .once(today.adding(days: random.next(in: 1...3))), 19 * 60, 23
        )
      }
      let minute = first + 5 * random.next(in: 0...slots)
      guard
        var rule = try? RecurringReminder(
          id: DemoTexts.idPrefix + reminder.id, title: reminder.title.string(in: language),
          time: WallTime(uncheckedMinutes: minute), recurrence: recurrence)
      else { continue }
      rule.demo = true
      rules.append(rule)
    }
    return rules
  }
}
