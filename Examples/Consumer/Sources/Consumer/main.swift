import Foundation
import HabitRules

// Load the content that ships inside the library and plan one night, the
// way an app would: proof that the dependency brings its content along.
do {
  let content = try HabitContent.bundled()
  guard let zone = TimeZone(identifier: "Asia/Shanghai"), let night = CivilDate("2026-10-01")
  else {
    print("Consumer: the zone or the date is not available")
    exit(1)
  }
  let planner = BedtimePlanner(
    settings: BedtimeSettings(window: content.planner.defaultWindow, seed: 42),
    calendar: CivilCalendar(timeZone: zone), content: content, language: .english)
  let plan = planner.plan(for: night)
  print("Night of \(plan.night): \(plan.reminders.count) reminders")
  if let first = plan.reminders.first {
    print("\(first.id) L\(first.level): \(first.title) | \(first.body)")
  }
} catch {
  print("HabitRules content failed to load: \(error)")
  exit(1)
}
