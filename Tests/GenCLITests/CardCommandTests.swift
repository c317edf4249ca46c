import Foundation
import HabitTestSupport
import Testing

@testable import GenCLI

/// `gen card session|week|badge`: each card is a well-formed, standalone
/// 1080 x 1350 document whose figures (data attributes and visible text)
/// are the `--json` of the same command.
@Suite struct CardCommandTests {
  static let sessionsFile = Fixtures.packageRoot.appendingPathComponent(
    "Examples/data/sessions.json"
  ).path
  static let metricsFile = Fixtures.packageRoot.appendingPathComponent(
    "Examples/data/metrics.json"
  ).path
  static let previousFile = Fixtures.packageRoot.appendingPathComponent(
    "Examples/data/metrics-last-week.json"
  ).path
  static let languages = ["zh-Hans", "en", "ja", "ko"]

  static let sessionArguments = [
    "card", "session", "--sessions", sessionsFile, "--now", "2026-12-01T12:00:00+08:00", "--tz",
    "Asia/Shanghai",
  ]
  static let badgeArguments = [
    "card", "badge", "--metrics", metricsFile, "--previous", previousFile, "--badge", "distance",
    "--on", "2026-12-01",
  ]

  /// A day as the date template of each language writes it, spelled out
  /// here rather than read from dates.json.
  static func readable(_ year: Int, _ month: Int, _ day: Int, _ language: String) -> String {
    let english = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    switch language {
    case "en": return "\(english[month - 1]) \(day), \(year)"
    case "ko": return "\(year)년 \(month)월 \(day)일"
    default: return "\(year)年\(month)月\(day)日"
    }
  }

  /// `1234` as people read it: `1,234`.
  static func grouped(_ value: Int) -> String {
    let digits = Array(String(value))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { text += "," }
      text.append(digit)
    }
    return text
  }

  /// A top-level JSON value of a card, read with the kind it was written
  /// as (`JSONSerialization` reads `true` and `1` alike).
  enum Scalar: Decodable {
    case flag(Bool)
    case number(Int)
    case text(String)
    case null, other

    init(from decoder: any Decoder) throws {
      let value = try decoder.singleValueContainer()
      if value.decodeNil() {
        self = .null
      } else if let flag = try? value.decode(Bool.self) {
        self = .flag(flag)
      } else if let number = try? value.decode(Int.self) {
        self = .number(number)
      } else if let text = try? value.decode(String.self) {
        self = .text(text)
      } else {
        self = .other
      }
    }

    /// The value in the form a data attribute writes it.
    var machineForm: String? {
      switch self {
      case .flag(let flag): flag ? "true" : "false"
      case .number(let number): String(number)
      case .text(let text): text
      case .null: ""
      case .other: nil
      }
    }
  }

  /// A number or a text of `JSONSerialization` in data-attribute form.
  static func machineForm(_ value: Any?) -> String? {
    switch value {
    case let number as Int: String(number)
    case let text as String: text
    default: nil
    }
  }

  /// The top-level values of a command's JSON output.
  static func scalars(_ outcome: CLI.Outcome) throws -> [String: Scalar] {
    try JSONDecoder().decode([String: Scalar].self, from: Data(outcome.standardOutput.utf8))
  }

  /// Checks what every card shares and returns its figure texts by name:
  /// standalone, 1080 x 1350, every figure drawn named in the JSON with
  /// the same value.
  static func figures(
    _ svg: String, json: [String: Scalar], expected names: Set<String>
  ) throws -> [String: String] {
    PictureTests.expectStandalone(svg)
    let elements = try SVGElements.parse(svg)
    let root = try #require(elements.first)
    #expect(root.name == "svg")
    #expect(root.attributes["width"] == "1080")
    #expect(root.attributes["height"] == "1350")
    #expect(root.attributes["viewBox"] == "0 0 1080 1350")
    var figures: [String: String] = [:]
    for text in try SVGElements.texts(svg) {
      guard let name = text.attributes["data-figure"] else { continue }
      #expect(figures[name] == nil, "\(name) is drawn twice")
      #expect(json.keys.contains(name), "\(name) is not in the JSON")
      #expect(text.attributes["data-value"] == json[name]?.machineForm, "\(name)")
      figures[name] = text.text
    }
    #expect(names.isSubset(of: Set(figures.keys)), "drawn: \(figures.keys.sorted())")
    return figures
  }

  @Test(arguments: languages)
  func sessionCardShowsItsJSON(language: String) throws {
    let arguments = Self.sessionArguments + ["--locale", language]
    let picture = runGen(arguments + ["--svg"])
    #expect(picture.exitCode == 0, "\(picture.standardError)")
    let output = runGen(arguments + ["--json"])
    let json = try jsonObject(output)
    let scalars = try Self.scalars(output)
    let figures = try Self.figures(
      picture.standardOutput, json: scalars,
      expected: ["day", "minutes", "deepFocus", "sceneId", "miles", "level"])
    // Examples/data/sessions.json: s20, 25 minutes at the seaside on 11-25.
    #expect(json["session"] as? String == "s20")
    #expect(json["day"] as? String == "2026-11-25")
    #expect(figures["day"] == Self.readable(2026, 11, 25, language))
    let minutes = try #require(json["minutes"] as? Int)
    #expect(figures["minutes"]?.contains(Self.grouped(minutes)) == true)
    let miles = try #require(json["miles"] as? Int)
    #expect(figures["miles"]?.contains(Self.grouped(miles)) == true)
    let level = try #require(json["level"] as? Int)
    let title = try #require(json["title"] as? String)
    #expect(figures["level"]?.contains(String(level)) == true)
    #expect(figures["level"]?.contains(title) == true)
    let scene = try #require(json["scene"] as? String)
    #expect(figures["sceneId"]?.contains(scene) == true)
    #expect(json["sceneId"] as? String == "seaside")
  }

  @Test func sessionCardFiguresAreGrowthsAfterThatSession() throws {
    // s10 of Examples/data/sessions.json, and growth as it stood when it ended.
    let card = try jsonObject(
      runGen(Self.sessionArguments + ["--session", "s10", "--json", "--locale", "en"]))
    let sessions = try #require(
      JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Self.sessionsFile)))
        as? [[String: Any]])
    let s10 = try #require(sessions.first { $0["id"] as? String == "s10" })
    let start = try #require((s10["start"] as? String).flatMap(Self.moment))
    let minutes = try #require(s10["minutes"] as? Int)
    let end = start.addingTimeInterval(Double(minutes) * 60)
    let growth = try jsonObject(
      runGen([
        "growth", "--sessions", Self.sessionsFile, "--now", Self.text(end), "--tz",
        "Asia/Shanghai", "--json", "--locale", "en",
      ]))
    let last = try #require(growth["lastSession"] as? [String: Any])
    let profile = try #require(growth["profile"] as? [String: Any])
    #expect(last["id"] as? String == "s10")
    #expect(card["session"] as? String == "s10")
    #expect(card["minutes"] as? Int == minutes)
    #expect(card["miles"] as? Int == last["miles"] as? Int)
    #expect(card["xp"] as? Int == last["xp"] as? Int)
    #expect(card["level"] as? Int == last["levelAfter"] as? Int)
    #expect(card["levelBefore"] as? Int == last["levelBefore"] as? Int)
    #expect(card["title"] as? String == profile["title"] as? String)
    #expect(card["start"] as? String == s10["start"] as? String)
  }

  @Test(arguments: [
    // --now, the latest session that ended by then (Examples/data/sessions.json)
    ("2026-11-16T09:25:00+08:00", "s1"),
    ("2026-11-16T19:39:00+08:00", "s1"),
    ("2026-11-16T19:40:00+08:00", "s2"),
    ("2026-12-01T12:00:00+08:00", "s20"),
  ])
  func sessionCardTakesTheLatestSessionThatEnded(now: String, id: String) throws {
    let json = try jsonObject(
      runGen([
        "card", "session", "--sessions", Self.sessionsFile, "--now", now, "--tz", "Asia/Shanghai",
        "--json",
      ]))
    #expect(json["session"] as? String == id)
  }

  @Test(arguments: [
    // arguments after --sessions FILE, exit status, standard error
    (
      ["--session", "s02", "--now", "2026-12-01T12:00:00+08:00"], Int32(64),
      "gen: unknown --session \"s02\": --sessions \(sessionsFile) has no such id; "
        + "did you mean \"s2\"?\n"
    ),
    (
      ["--session", "s20", "--now", "2026-11-25T19:10:00+08:00"], Int32(64),
      "gen: --session \"s20\" ends at 2026-11-25T19:25:00+08:00, after --now; "
        + "it has not ended yet\n"
    ),
    (
      ["--now", "2026-11-16T09:24:59+08:00"], Int32(65),
      "gen: --sessions \(sessionsFile): no session ended by --now; nothing to share yet\n"
    ),
    (
      ["--svg", "--json", "--now", "2026-12-01T12:00:00+08:00"], Int32(64),
      "gen: give --json or --svg, not both\n"
    ),
  ])
  func sessionCardRefuses(arguments: [String], exitCode: Int32, error: String) {
    let outcome = runGen(["card", "session", "--sessions", Self.sessionsFile] + arguments)
    #expect(outcome.exitCode == exitCode)
    #expect(outcome.standardError == error)
    #expect(outcome.standardOutput.isEmpty)
  }

  /// The card words read at the count 1, in every language.
  @Test(arguments: [
    ("zh-Hans", "1 分钟", "飞行了 10 英里"),
    ("en", "1 minute", "10 miles flown"),
    ("ja", "1分", "飛行距離：10マイル"),
    ("ko", "1분", "10마일 비행"),
  ])
  func oneMinuteReadsInEveryLanguage(language: String, minutes: String, miles: String) throws {
    let session =
      #"[{"id": "one", "start": "2026-11-25T19:00:00+08:00", "minutes": 1, "interrupted": false}]"#
    let arguments = [
      "card", "session", "--sessions", "-", "--now", "2026-11-26T00:00:00+08:00", "--tz",
      "Asia/Shanghai", "--locale", language,
    ]
    let picture = runGen(arguments + ["--svg"], stdin: session)
    let output = runGen(arguments + ["--json"], stdin: session)
    let json = try jsonObject(output)
    let scalars = try Self.scalars(output)
    let figures = try Self.figures(
      picture.standardOutput, json: scalars, expected: ["day", "minutes", "miles", "sceneId"])
    #expect(figures["minutes"] == minutes)
    #expect(figures["miles"] == miles)
    // No soundscape: the silence word, and an empty machine value.
    #expect(json["sceneId"] is NSNull)
  }

  @Test func hostileSessionTextIsEscaped() throws {
    let hostile = #"<&\">"#
    let session =
      #"[{"id": "\#(hostile)", "start": "2026-11-25T19:00:00+08:00", "minutes": 30, "#
      + #""interrupted": false, "sceneId": "\#(hostile)"}]"#
    let arguments = [
      "card", "session", "--sessions", "-", "--now", "2026-11-26T00:00:00+08:00", "--tz",
      "Asia/Shanghai", "--locale", "en",
    ]
    let picture = runGen(arguments + ["--svg"], stdin: session)
    #expect(picture.exitCode == 0, "\(picture.standardError)")
    #expect(!picture.standardOutput.contains("<&\">"))
    let output = runGen(arguments + ["--json"], stdin: session)
    let json = try jsonObject(output)
    let scalars = try Self.scalars(output)
    let figures = try Self.figures(
      picture.standardOutput, json: scalars, expected: ["sceneId", "minutes"])
    #expect(figures["sceneId"] == "Soundscape: <&\">")
    let table = runGen(arguments, stdin: session)
    // The table names the session by its day and start, never by its id.
    #expect(table.standardOutput.hasPrefix("Focus session on Wed Nov 25, 2026, started at 19:00\n"))
    #expect(table.standardOutput.contains("  soundscape  <&\">\n"))
  }

  static let weekArguments = [
    "card", "week", "--sessions", sessionsFile, "--now", "2026-11-25T21:00:00+08:00", "--tz",
    "Asia/Shanghai",
  ]

  /// Monday to Sunday in each language, spelled out here.
  static let weekdays = [
    "zh-Hans": ["周一", "周二", "周三", "周四", "周五", "周六", "周日"],
    "en": ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
    "ja": ["月", "火", "水", "木", "金", "土", "日"],
    "ko": ["월", "화", "수", "목", "금", "토", "일"],
  ]

  /// The running week of 2026-11-25 as its card heads it, written here.
  static let periodSoFar = [
    "zh-Hans": "2026年11月23日至25日（中途小结）",
    "en": "Nov 23–25, 2026, so far",
    "ja": "2026年11月23日〜25日（途中経過）",
    "ko": "2026년 11월 23일~25일(중간 집계)",
  ]

  /// A past week (`--date` before this week) reads from its first day to
  /// its last, with no "so far".
  @Test(
    arguments: [
      // Issue #38: the year and the month once.
      ("zh-Hans", "2026年11月16日至22日"),
      ("en", "Nov 16–22, 2026"),
      ("ja", "2026年11月16日〜22日"),
      ("ko", "2026년 11월 16일~22일"),
    ])
  func aPastWeekCardNamesItsWholeWeek(language: String, period: String) throws {
    let picture = runGen(
      Self.weekArguments + ["--locale", language, "--date", "2026-11-18", "--svg"])
    #expect(picture.exitCode == 0, "\(picture.standardError)")
    let elements = try SVGElements.parse(picture.standardOutput)
    let heading = try #require(elements.first { $0.attributes["data-figure"] == "start" })
    #expect(heading.attributes["data-end"] == "2026-11-22")
    #expect(try SVGElements.texts(picture.standardOutput).map(\.text).contains(period))
  }

  @Test(arguments: languages)
  func weekCardShowsItsJSON(language: String) throws {
    let arguments = Self.weekArguments + ["--locale", language]
    let picture = runGen(arguments + ["--svg"])
    #expect(picture.exitCode == 0, "\(picture.standardError)")
    let output = runGen(arguments + ["--json"])
    let json = try jsonObject(output)
    let scalars = try Self.scalars(output)
    let figures = try Self.figures(
      picture.standardOutput, json: scalars,
      expected: [
        "start", "focusMinutes", "sessions", "activeDays", "deepFocusCount", "miles", "bestDay",
        "peakBand",
      ])
    // The week of 2026-11-25 starts on Monday 11-23 (the default week start).
    #expect(json["start"] as? String == "2026-11-23")
    #expect(json["end"] as? String == "2026-11-29")
    let elements = try SVGElements.parse(picture.standardOutput)
    let period = try #require(elements.first { $0.attributes["data-figure"] == "start" })
    #expect(period.attributes["data-end"] == "2026-11-29")
    // A running week reads from its first day to today, "so far".
    #expect(figures["start"] == Self.periodSoFar[language])
    #expect(figures["bestDay"]?.contains(Self.readable(2026, 11, 24, language)) == true)
    for key in ["focusMinutes", "sessions", "activeDays", "deepFocusCount", "miles"] {
      let value = try #require(json[key] as? Int)
      #expect(figures[key]?.contains(Self.grouped(value)) == true, "\(key)")
    }
    let band = try #require(json["peakBandName"] as? String)
    #expect(figures["peakBand"]?.contains(band) == true)
    // The strip: a column per day, as the JSON lists them, Monday first.
    let days = try #require(json["days"] as? [[String: Any]])
    let columns = elements.filter { $0.attributes["data-day"] != nil }
    #expect(
      columns.map { $0.attributes["data-day"] ?? "" } == days.map { $0["day"] as? String ?? "" })
    #expect(
      columns.map { $0.attributes["data-minutes"] ?? "" }
        == days.map { String($0["focusMinutes"] as? Int ?? -1) })
    let names = try #require(Self.weekdays[language])
    #expect(days.map { $0["weekday"] as? String ?? "" } == names)
    let labels = try SVGElements.texts(picture.standardOutput).map(\.text).filter(names.contains)
    #expect(labels == names)
  }

  @Test func weekCardFiguresAreTheReviews() throws {
    let card = try jsonObject(runGen(Self.weekArguments + ["--json"]))
    let review = try jsonObject(
      runGen(["review"] + Self.weekArguments.dropFirst(2) + ["--json"]))
    for key in [
      "start", "end", "today", "sessions", "focusMinutes", "deepFocusCount", "activeDays", "miles",
      "xp", "bestDay", "bestDayMinutes", "peakBand",
    ] {
      #expect(
        String(describing: card[key] ?? "missing") == String(describing: review[key] ?? "missing"),
        "\(key)")
    }
    let days = try #require(review["days"] as? [[String: Any]])
    let cardDays = try #require(card["days"] as? [[String: Any]])
    #expect(cardDays.map { $0["day"] as? String } == days.map { $0["day"] as? String })
    #expect(
      cardDays.map { $0["focusMinutes"] as? Int } == days.map { $0["focusMinutes"] as? Int })
    #expect(cardDays.map { $0["sessions"] as? Int } == days.map { $0["sessions"] as? Int })
  }

  @Test(arguments: [
    // sessions on stdin, the texts the English card must show, the figures it must not draw
    // A total at zero is not drawn: the card counts what was done.
    (
      "[]",
      // Issue #38: a running week with nothing yet is not "a quiet week".
      ["0 minutes", "Nothing here yet this week. A five-minute session is a fine start."],
      ["bestDay", "peakBand", "sessions", "activeDays", "deepFocusCount", "miles"]
    ),
    (
      #"[{"id": "a", "start": "2026-11-24T08:00:00+08:00", "minutes": 1, "interrupted": true}]"#,
      ["1 minute", "1 session", "1 active day", "10 miles", "Peak time: morning"],
      ["deepFocusCount"]
    ),
  ])
  func weekCardReadsAtZeroAndOne(sessions: String, shown: [String], absent: [String]) throws {
    let arguments = [
      "card", "week", "--sessions", "-", "--now", "2026-11-25T21:00:00+08:00", "--tz",
      "Asia/Shanghai", "--locale", "en",
    ]
    let picture = runGen(arguments + ["--svg"], stdin: sessions)
    let output = runGen(arguments + ["--json"], stdin: sessions)
    let figures = try Self.figures(
      picture.standardOutput, json: try Self.scalars(output), expected: ["start", "focusMinutes"])
    let texts = try SVGElements.texts(picture.standardOutput).map(\.text)
    for text in shown { #expect(texts.contains(text), "\(text)") }
    // Not drawn; the JSON still has each (null for a day or band, else 0).
    let json = try jsonObject(output)
    for name in absent {
      #expect(figures[name] == nil, "\(name)")
      #expect(json[name] is NSNull || json[name] as? Int == 0, "\(name)")
    }
    #expect(!texts.contains { $0.hasPrefix("0 ") && $0 != "0 minutes" })
  }

  @Test func hostileBandNameOnAWeekCardIsEscaped() throws {
    let directory = try Fixtures.patchedContent([
      .replace("review.json", text: "\"en\": \"evening\"", bytes: Array(#""en": "<&\">""#.utf8))
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let arguments = Self.weekArguments + ["--locale", "en", "--content", directory.path]
    let picture = runGen(arguments + ["--svg"])
    #expect(picture.exitCode == 0, "\(picture.standardError)")
    #expect(!picture.standardOutput.contains("<&\">"))
    let figures = try Self.figures(
      picture.standardOutput, json: try Self.scalars(runGen(arguments + ["--json"])),
      expected: ["peakBand"])
    #expect(figures["peakBand"] == "Peak time: <&\">")
  }

  @Test(arguments: languages)
  func badgeCardShowsItsJSON(language: String) throws {
    let arguments = Self.badgeArguments + ["--locale", language]
    let picture = runGen(arguments + ["--svg"])
    #expect(picture.exitCode == 0, "\(picture.standardError)")
    let output = runGen(arguments + ["--json"])
    let json = try jsonObject(output)
    let scalars = try Self.scalars(output)
    let figures = try Self.figures(
      picture.standardOutput, json: scalars,
      expected: ["earnedOn", "tier", "badge", "tierCount", "track"])
    let badges = try jsonObject(
      runGen([
        "badges", "--metrics", Self.metricsFile, "--previous", Self.previousFile, "--json",
        "--locale", language,
      ]))
    let distance = try #require(
      (badges["badges"] as? [[String: Any]])?.first { $0["id"] as? String == "distance" })
    for key in ["track", "tier", "tierCount", "name", "tierName", "description"] {
      #expect(scalars[key]?.machineForm == Self.machineForm(distance[key]), "\(key)")
    }
    #expect(json["newlyEarned"] as? Bool == true)
    #expect(json["earnedOn"] as? String == "2026-12-01")
    #expect(figures["earnedOn"]?.contains(Self.readable(2026, 12, 1, language)) == true)
    #expect(figures["tier"] == scalars["tier"]?.machineForm)
    #expect(figures["badge"] == json["name"] as? String)
    let tierName = try #require(json["tierName"] as? String)
    #expect(figures["tierCount"]?.contains(tierName) == true)
    #expect(figures["tierCount"]?.contains(scalars["tierCount"]?.machineForm ?? "?") == true)
    #expect(figures["track"] == json["description"] as? String)
  }

  @Test(arguments: [
    // --previous or not, badge, newlyEarned (metrics-last-week.json has streak's tier already)
    (true, "distance", true as Bool?),
    (true, "streak", false),
    (false, "distance", nil),
  ])
  func badgeCardSaysWhetherItIsNew(previous: Bool, badge: String, newly: Bool?) throws {
    var arguments = ["card", "badge", "--metrics", Self.metricsFile, "--badge", badge, "--json"]
    if previous { arguments += ["--previous", Self.previousFile] }
    let json = try jsonObject(runGen(arguments + ["--on", "2026-12-01"]))
    if let newly {
      #expect(json["newlyEarned"] as? Bool == newly)
    } else {
      #expect(json["newlyEarned"] is NSNull)
    }
  }

  @Test func badgeCardIsEarnedOnTheDayOfNowInTheZone() throws {
    let json = try jsonObject(
      runGen([
        "card", "badge", "--metrics", Self.metricsFile, "--badge", "distance", "--json", "--now",
        "2026-12-01T23:30:00-05:00", "--tz", "Asia/Shanghai",
      ]))
    #expect(json["earnedOn"] as? String == "2026-12-02")
  }

  @Test func badgeCardRefusesABadgeWithoutATierOrUnknown() throws {
    let badges = try jsonObject(runGen(["badges", "--metrics", Self.metricsFile, "--json"]))
    let unearned = try #require(
      (badges["badges"] as? [[String: Any]])?.first { $0["tier"] as? Int == 0 }?["id"] as? String)
    let none = runGen(["card", "badge", "--metrics", Self.metricsFile, "--badge", unearned])
    #expect(none.exitCode == 65)
    #expect(
      none.standardError
        == "gen: --metrics \(Self.metricsFile): badge \"\(unearned)\" has no tier yet; "
        + "nothing to share\n")
    let unknown = runGen(["card", "badge", "--metrics", Self.metricsFile, "--badge", "distanse"])
    #expect(unknown.exitCode == 64)
    #expect(
      unknown.standardError
        == "gen: unknown --badge \"distanse\"; did you mean \"distance\"? (see gen card badge --help)\n"
    )
  }

  @Test(arguments: [
    // the card, the sessions' demo flag
    ("session", true), ("week", true), ("session", false), ("week", false),
  ])
  func aCardOfDemoSessionsSaysSo(card: String, demo: Bool) throws {
    let sessions =
      #"[{"id": "d1", "start": "2026-11-24T08:00:00+08:00", "minutes": 30, "interrupted": false, "#
      + #""sceneId": "garden", "demo": \#(demo)}]"#
    let arguments = [
      "card", card, "--sessions", "-", "--now", "2026-11-25T21:00:00+08:00", "--tz",
      "Asia/Shanghai", "--locale", "en",
    ]
    let picture = runGen(arguments + ["--svg"], stdin: sessions)
    let output = runGen(arguments + ["--json"], stdin: sessions)
    #expect(try jsonObject(output)["demo"] as? Bool == demo)
    let figures = try Self.figures(
      picture.standardOutput, json: try Self.scalars(output), expected: demo ? ["demo"] : [])
    #expect(figures["demo"] == (demo ? "Sample data" : nil))
    // The table starts with demo.json's notice in the chosen language, as
    // every table of demo records does.
    let table = runGen(arguments.dropLast() + ["ja"], stdin: sessions).standardOutput
    let notice = "これはサンプルデータです。自分の記録を1件でもつけると、サンプルは消えます。\n"
    #expect(table.hasPrefix(notice) == demo, "\(table)")
    #expect(!table.contains("demo data"))
  }

  @Test func hostileContentOnABadgeCardIsEscaped() throws {
    let directory = try Fixtures.patchedContent([
      .replace("badges.json", text: "\"Footsteps\"", bytes: Array(#""Foot<&\">steps""#.utf8)),
      .replace("cards.json", text: "\"Badge earned\"", bytes: Array(#""Badge <&\"> earned""#.utf8)),
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let arguments = Self.badgeArguments + ["--locale", "en", "--content", directory.path]
    let picture = runGen(arguments + ["--svg"])
    #expect(picture.exitCode == 0, "\(picture.standardError)")
    #expect(!picture.standardOutput.contains("<&\">"))
    let output = runGen(arguments + ["--json"])
    let json = try jsonObject(output)
    let scalars = try Self.scalars(output)
    let figures = try Self.figures(
      picture.standardOutput, json: scalars, expected: ["badge", "tier"])
    #expect(figures["badge"] == "Foot<&\">steps")
    let texts = try SVGElements.texts(picture.standardOutput).map(\.text)
    #expect(texts.contains("Badge <&\"> earned"))
  }

  @Test func validateChecksTheCardsWords() throws {
    let directory = try Fixtures.patchedContent([
      .set("cards.json", "session.minutes.en", json: #""{minutes} minutes""#),
      .remove("cards.json", "scenes.cafe.ko"),
    ])
    defer { try? FileManager.default.removeItem(at: directory) }
    let outcome = runGen(["validate", "--content", directory.path])
    #expect(outcome.exitCode == 65)
    #expect(
      outcome.standardError
        == "gen: cards.json: session.minutes.en: {minutes} is a count, so the text needs plural forms: "
        + #"{"one": "… {minutes} …", "other": "… {minutes} …"}, even when they read the same"#
        + "\ngen: cards.json: scenes.cafe.ko: missing; every text needs zh-Hans, en, ja and ko\n")
  }

  static func moment(_ text: String) -> Date? {
    let formatter = ISO8601DateFormatter()
    return formatter.date(from: text)
  }

  static func text(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "Asia/Shanghai")
    return formatter.string(from: date)
  }
}
