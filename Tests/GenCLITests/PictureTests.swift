import Foundation
import HabitRules
import HabitTestSupport
import Testing

@testable import GenCLI

@Suite struct PictureTests {
  /// A picture is standalone: no script, no link, no outside resource.
  static func expectStandalone(_ svg: String) {
    for forbidden in ["<script", "href", "<image", "<foreignObject", "@import", "url(http"] {
      #expect(!svg.contains(forbidden), "\(forbidden)")
    }
    #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
  }

  @Test(arguments: ["en", "ja"])
  func planMarksMatchTheJSON(locale: String) throws {
    let arguments = [
      "plan", "--now", "2026-10-01T21:05:00+08:00", "--tz", "Asia/Shanghai", "--locale", locale,
    ]
    let picture = runGen(arguments + ["--svg"])
    #expect(picture.exitCode == 0)
    Self.expectStandalone(picture.standardOutput)
    let marks = try SVGElements.parse(picture.standardOutput).compactMap { element in
      element.attributes["data-id"].map { ($0, element.attributes["data-level"] ?? "") }
    }
    let json = try jsonObject(runGen(arguments + ["--json"]))
    let nights = try #require(json["nights"] as? [[String: Any]])
    let expected = nights.flatMap { night in
      (night["reminders"] as? [[String: Any]] ?? []).map {
        ($0["id"] as? String ?? "", String($0["level"] as? Int ?? 0))
      }
    }
    #expect(!expected.isEmpty)
    #expect(marks.map(\.0) == expected.map(\.0))
    #expect(marks.map(\.1) == expected.map(\.1))
    let queued = Set((json["queue"] as? [String: Any])?["ids"] as? [String] ?? [])
    let drawnQueued = try SVGElements.parse(picture.standardOutput).filter {
      $0.attributes["class"] == "reminder queued"
    }.compactMap { $0.attributes["data-id"] }
    #expect(Set(drawnQueued) == queued)
  }

  @Test func planDrawsACompletedNightsRemindersAsCancelled() throws {
    let arguments = [
      "plan", "--now", "2026-10-01T21:05:00+08:00", "--tz", "Asia/Shanghai", "--completed",
      "2026-10-01,2026-10-03",
    ]
    let picture = try SVGElements.parse(runGen(arguments + ["--svg"]).standardOutput)
    let marks = picture.filter { $0.attributes["data-id"] != nil }
    let json = try jsonObject(runGen(arguments + ["--json"]))
    let expected = (json["nights"] as? [[String: Any]] ?? []).flatMap { night in
      (night["reminders"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }
    #expect(marks.compactMap { $0.attributes["data-id"] } == expected)
    let cancelled = marks.filter { $0.attributes["class"] == "reminder cancelled" }
      .compactMap { $0.attributes["data-id"] }
    #expect(!cancelled.isEmpty)
    #expect(
      cancelled.allSatisfy {
        $0.hasPrefix("bedtime.2026-10-01.") || $0.hasPrefix("bedtime.2026-10-03.")
      })
    #expect(
      cancelled.count
        == expected.count {
          $0.hasPrefix("bedtime.2026-10-01.") || $0.hasPrefix("bedtime.2026-10-03.")
        })
  }

  @Test func aStrayOldRecordKeepsTheStreakPictureRenderable() throws {
    let records = #"[{"day": "1926-01-01"}, {"day": "2026-11-29"}]"#
    let picture = runGen(
      StreakCommandTests.novemberArguments + ["--svg", "--locale", "en"], stdin: records)
    let elements = try SVGElements.parse(picture.standardOutput)
    let width = try #require(elements.first?.attributes["width"].flatMap(Double.init))
    #expect(width < 32_767)
    let days = elements.compactMap { $0.attributes["data-day"] }
    // StreakPicture draws at most 106 weeks.
    #expect(days.count <= 106 * 7)
    #expect(days.last == "2026-11-30")
    #expect(picture.standardOutput.contains("the last 106 weeks of 36859 days"))
  }

  @Test(arguments: [[], ["--goal", "weekly:3", "--week-start", "1"], ["--freezes", "2/2"]])
  func streakCellsMatchTheLedger(policy: [String]) throws {
    let arguments = StreakCommandTests.novemberArguments + ["--locale", "en"] + policy
    let picture = runGen(arguments + ["--svg"], stdin: StreakCommandTests.novemberRecords())
    #expect(picture.exitCode == 0)
    Self.expectStandalone(picture.standardOutput)
    let cells = try SVGElements.parse(picture.standardOutput).compactMap { element in
      element.attributes["data-day"].map { ($0, element.attributes["data-status"] ?? "") }
    }
    let json = try jsonObject(
      runGen(arguments + ["--json", "--explain"], stdin: StreakCommandTests.novemberRecords()))
    let ledger = try #require(json["ledger"] as? [[String: Any]])
    #expect(cells.map(\.0) == ledger.map { $0["day"] as? String ?? "" })
    #expect(cells.map(\.1) == ledger.map { $0["status"] as? String ?? "" })
    #expect(picture.standardOutput.contains("Current streak"))
  }

  @Test func streakPictureSaysWhyInTheLocale() throws {
    let picture = runGen(
      StreakCommandTests.novemberArguments + ["--locale", "ja", "--svg"],
      stdin: StreakCommandTests.novemberRecords())
    #expect(picture.standardOutput.contains("2026年11月13日はチェックインがなく"))
    #expect(picture.standardOutput.contains("今の連続記録"))
  }

  /// Issue #38: the streak picture writes its days, months and streaks as
  /// the language does: a full-width colon in the Japanese headline, a
  /// cell's day from `dates.json` and its streak with its unit, the parts
  /// joined by the language's separator (ja 「・」), month labels
  /// 「2026年11月」 and 「12月」, never `2026-11-13` or `2026-11`.
  @Test func streakPictureReadsInTheLanguage() throws {
    let japanese = runGen(
      StreakCommandTests.novemberArguments + ["--locale", "ja", "--svg"],
      stdin: StreakCommandTests.novemberRecords()
    ).standardOutput
    let texts = try SVGElements.texts(japanese).map(\.text)
    #expect(texts.contains("今の連続記録：14日・最長記録：14日"), "\(texts)")
    #expect(texts.contains("2026年11月"), "\(texts)")
    // A missed day has no streak to name: the strength follows its status.
    #expect(japanese.contains("<title>2026年11月13日・チェックインなし・習慣の強さ "))
    #expect(!japanese.contains(">2026-11") && !japanese.contains("<title>2026-"))
    let english = runGen(
      StreakCommandTests.novemberArguments + ["--locale", "en", "--svg", "--goal", "weekly:3"],
      stdin: StreakCommandTests.novemberRecords()
    ).standardOutput
    #expect(english.contains("Current streak: 2 weeks · Longest: 2 weeks"))
    #expect(english.contains(">Nov 2026<"))
    #expect(english.contains("<title>Nov 29, 2026 · done · 2-week streak · Habit strength "))
  }

  @Test func quoteCellsMatchTheList() throws {
    let picture = runGen(["quote", "--list", "--svg", "--locale", "en"])
    #expect(picture.exitCode == 0)
    Self.expectStandalone(picture.standardOutput)
    let cells = try SVGElements.parse(picture.standardOutput).compactMap { element in
      element.attributes["data-blocked"].map {
        [
          element.attributes["data-subject"] ?? "", element.attributes["data-predicate"] ?? "", $0,
        ]
      }
    }
    let rows = try #require(
      try JSONSerialization.jsonObject(
        with: Data(runGen(["quote", "--list", "--json", "--locale", "en"]).standardOutput.utf8))
        as? [[String: Any]])
    let expected = rows.map {
      [
        $0["subjectId"] as? String ?? "", $0["predicateId"] as? String ?? "",
        ($0["blocked"] as? Bool ?? false) ? "true" : "false",
      ]
    }
    #expect(cells.count == 324)
    #expect(cells == expected)
  }

  @Test(arguments: [
    (["plan", "--svg", "--json"], "give --json or --svg, not both"),
    (["quote", "--svg"], "--svg draws the grid of every pair; add --list"),
    (["quote", "--list", "--svg", "--json"], "give --json or --svg, not both"),
    (["streak", "--records", "-", "--svg", "--json"], "give --json or --svg, not both"),
  ])
  func svgUsageErrors(arguments: [String], message: String) {
    let outcome = runGen(arguments, stdin: "[]")
    #expect(outcome.exitCode == 64)
    #expect(outcome.standardError == "gen: \(message)\n")
  }

  @Test func picturesSpeakTheLocale() {
    let plan = runGen([
      "plan", "--now", "2026-10-01T21:05:00+08:00", "--tz", "Asia/Shanghai", "--locale", "ja",
      "--svg",
    ]).standardOutput
    #expect(plan.contains("予約済み") && plan.contains("2026年10月1日（木）"))
    #expect(!plan.contains("queued now") && !plan.contains("Thu ") && !plan.contains("seed"))
    #expect(plan.contains("Asia/Shanghaiの就寝リマインダー（20:30〜04:00）"))
    // The plan's moment as people read it, with its weekday, not ISO 8601.
    #expect(plan.contains("現在 2026年10月1日（木）21:05") && !plan.contains("T21:05:00"))
    let quotes = runGen(["quote", "--list", "--svg", "--locale", "ko"]).standardOutput
    #expect(quotes.contains("차단 18쌍") && !quotes.contains("quote halves"))
  }

  /// Issue 24: a blocked cell's tooltip gives the reason in the picture's
  /// language, never the English one in another language.
  @Test(arguments: Language.required)
  func quoteTooltipsGiveTheReasonInTheLocale(language: Language) throws {
    let content = try HabitContent.bundled().quotes
    let picture = runGen(["quote", "--list", "--svg", "--locale", language.rawValue])
    #expect(picture.exitCode == 0)
    let titles = picture.standardOutput.components(separatedBy: "<title>").dropFirst().map {
      String($0.prefix { $0 != "<" }).replacingOccurrences(of: "&quot;", with: "\"")
        .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        .replacingOccurrences(of: "&amp;", with: "&")
    }
    #expect(!content.blocked.isEmpty)
    for block in content.blocked {
      let reason = block.reason.string(in: language)
      let quote = content.text(
        subject: block.subject, predicate: block.predicate, language: language)
      #expect(titles.contains { $0.contains(quote) && $0.contains(reason) }, "\(reason)")
      if language != .english {
        #expect(!picture.standardOutput.contains(block.reason.string(in: .english)))
      }
    }
  }

  @Test func validateChecksThePicturesWords() throws {
    let directory = try Fixtures.patchedContent([
      .replace("dates.json", text: "\"日 月 火 水 木 金 土\"", bytes: Array("\"日 月 火 水 木 金\"".utf8)),
      .replace("pictures.json", text: "\"Now {now}\"", bytes: Array("\"Now\"".utf8)),
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let outcome = runGen(["validate", "--content", directory.path])
    #expect(outcome.exitCode == 65)
    #expect(outcome.standardError.contains("dates.json: weekdays.ja: 6 names; write the seven"))
    #expect(outcome.standardError.contains("pictures.json: now.en: missing placeholder {now}"))
    #expect(
      outcome.standardError
        == "gen: dates.json: weekdays.ja: 6 names; write the seven weekdays, Sunday first, "
        + "separated by spaces\n" + "gen: pictures.json: now.en: missing placeholder {now}\n")
  }
}
