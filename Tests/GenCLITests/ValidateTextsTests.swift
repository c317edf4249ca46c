import Foundation
import HabitTestSupport
import Testing

@testable import GenCLI

/// `gen validate` checks the tables' words (`tables.json`) and the numbers
/// of every text (issue #24 items 4 and 5), each problem on its own line.
@Suite struct ValidateTextsTests {
  @Test func anUngroupedNumberInATextIsAProblem() throws {
    let directory = try Fixtures.patchedContent([
      .replace("badges.json", text: "\"여유로운 20,000\"", bytes: Array("\"여유로운 20000\"".utf8)),
      .replace("streaks.json", text: "\"{count}日\"", bytes: Array("\"{count}日、2,0000\"".utf8)),
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let outcome = runGen(["validate", "--content", directory.path])
    #expect(outcome.exitCode == 65)
    let lines = outcome.standardError.split(separator: "\n").map(String.init)
    #expect(lines.count == 2, "\(outcome.standardError)")
    #expect(
      lines.contains {
        $0.hasPrefix("gen: badges.json: badges[")
          && $0.hasSuffix(
            #".name.ko: the number 20000 (write 20,000: group by thousands with ",")"#)
      }, "\(outcome.standardError)")
    #expect(
      lines.contains(
        #"gen: streaks.json: counts.days.ja: the number 2,0000 (write 20,000: group by thousands with ",")"#
      ))
  }

  @Test func theTablesWordsAreChecked() throws {
    let directory = try Fixtures.patchedContent([
      .replace("tables.json", text: "\"next at {threshold}\"", bytes: Array("\"next at\"".utf8)),
      .replace(
        "tables.json", text: "\"日 一 二 三 四 五 六\"", bytes: Array("\"日 一 二 三 四 五\"".utf8)),
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let outcome = runGen(["validate", "--content", directory.path])
    #expect(outcome.exitCode == 65)
    #expect(
      outcome.standardError == """
        gen: tables.json: badges.nextAt.en: missing placeholder {threshold}
        gen: tables.json: streak.calendarWeekdays.zh-Hans: 6 names; write the 7 weekdays, Sunday first, separated by spaces

        """, "\(outcome.standardError)")
  }

  /// Issue #38: a default a person sees in ja or ko, left in English, and a
  /// four-digit number written ungrouped, in the tables' words.
  @Test func englishDefaultsAndFourDigitsAreProblems() throws {
    let directory = try Fixtures.patchedContent([
      .replace("tables.json", text: "\"定期の積み立て\"", bytes: Array("\"Regular deposit\"".utf8)),
      .replace("tables.json", text: "\"정기 적립\"", bytes: Array("\"정기 적립 1000\"".utf8)),
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let outcome = runGen(["validate", "--content", directory.path])
    #expect(outcome.exitCode == 65)
    #expect(
      outcome.standardError == """
        gen: tables.json: dca.dcaTitle.ja: English "Regular deposit" in a ja text; write it in ja
        gen: tables.json: dca.dcaTitle.ko: the number 1000 (write 1,000: group by thousands with ",")
        gen: tables.json: dca.dcaTitle.ja: the same as the en text; write it in ja (a missed translation?)

        """, "\(outcome.standardError)")
  }

  /// Issue #38: Japanese quotes a name in 「…」 and Korean in “…”; ASCII
  /// `"…"` in either is a problem, in the tables' words as in every file.
  @Test func asciiQuotesInJapaneseOrKoreanAreProblems() throws {
    let directory = try Fixtures.patchedContent([
      .set("tables.json", "common.quoted.ja", json: #""\"{text}\"""#),
      .set("tables.json", "common.quoted.ko", json: #""'{text}'""#),
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let outcome = runGen(["validate", "--content", directory.path])
    #expect(outcome.exitCode == 65)
    #expect(
      outcome.standardError == """
        gen: tables.json: common.quoted.ja: ASCII quotation marks in a ja text; write 「…」

        """, "\(outcome.standardError)")
  }
}
