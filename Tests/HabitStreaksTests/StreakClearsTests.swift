import Foundation
import HabitRules
import HabitTestSupport
import Testing

/// SleepBird's two clears (HabitRules.docc/Streaks.md): clearing tonight's
/// check-in keeps the longest streak ever; a reset says what it deletes.
@Suite struct StreakClearsTests {
  static let utc = CivilCalendar(timeZone: TimeZone(identifier: "UTC") ?? .gmt)

  /// Clearing tonight's check-in keeps the longest streak ever.
  ///
  /// Five days done (10-01 to 10-05), then tonight's check-in cleared: the
  /// derived longest drops to 4, the stored floor keeps 5; a floor below
  /// the derived one changes nothing. Every floor from 0 to 12 against the
  /// hand-worked max.
  @Test func clearingTonightKeepsTheLongestEver() throws {
    let days = try (1...4).map { try day("2026-10-0\($0)") }
    let cleared = StreakSummary(
      completedDays: days, today: try day("2026-10-05"), calendar: Self.utc)
    #expect(cleared.longest == 4)
    for floor in 0...12 {
      let kept = cleared.keepingLongest(ever: floor)
      #expect(kept.longest == max(4, floor))
      #expect(kept.longestEver == kept.longest)
      #expect(kept.current == cleared.current)
      #expect(kept.todayDone == cleared.todayDone)
    }
    #expect(cleared.keepingLongest(ever: -3) == cleared)
  }

  /// A reset counts every check-in, demo ones too, keeps only the owned
  /// pending ids, and its confirmation names what is lost in each language,
  /// with no check-in ("all 0 check-ins" is no sentence), the count 1 and
  /// several.
  @Test(arguments: [
    (
      Language.english, 0,
      "Clear all history? There are no check-ins yet; this clears your longest streak (7 days), and it can't be undone."
    ),
    (Language.english, 1, "deletes your only check-in and your longest streak (7 days)"),
    (Language.english, 3, "deletes all 3 check-ins and your longest streak (7 days)"),
    (Language.simplifiedChinese, 0, "目前还没有打卡，这会清除最长连续记录（7 天）"),
    (Language.simplifiedChinese, 1, "删除你唯一的一次打卡和最长连续记录（7 天）"),
    (Language.simplifiedChinese, 3, "删除全部 3 次打卡和最长连续记录（7 天）"),
    (Language.japanese, 0, "消去しますか？　チェックインはまだありません。最長記録（7日）が消去され"),
    (Language.japanese, 1, "消去しますか？　1件のチェックインと最長記録（7日）"),
    (Language.korean, 0, "아직 체크인은 없고, 최장 기록(7일)이 지워지며"),
    (Language.japanese, 3, "3件のチェックインと最長記録（7日）"),
    (Language.korean, 1, "체크인 1개와 최장 기록(7일)"),
  ])
  func resetSaysWhatIsLost(language: Language, count: Int, phrase: String) throws {
    let texts = try HabitContent.bundled().streaks
    let checkIns = try (0..<count).map {
      CheckIn(day: try day("2026-10-0\($0 + 1)"), demo: $0 == 1)
    }
    let summary = StreakSummary(
      checkIns: checkIns, today: try day("2026-10-05"), calendar: Self.utc
    ).keepingLongest(ever: 7)
    let reset = StreakReset(
      checkIns: checkIns, summary: summary, goal: .daily,
      pending: ["bedtime.2026-10-05.1", "theirs.1", "custom.walk.daily"],
      ownedPrefixes: ["bedtime.", "custom."], texts: (texts, language))
    #expect(reset.checkIns == count)
    #expect(reset.longestEver == 7)
    #expect(reset.remove == ["bedtime.2026-10-05.1", "custom.walk.daily"])
    #expect(reset.confirmation.contains(phrase), "\(reset.confirmation)")
  }
}
