import Foundation
import HabitCalendar
import HabitToolkit

/// The sentences that next-action advice is composed from, as loaded from
/// `Content/advice.json`.
///
/// The file holds one entry per ``Key``, each with its text in every
/// language. A template uses exactly the placeholders its key lists:
///
///     {"templates": [{"id": "streak.steady",
///                     "text": {"zh-Hans": "你已经坚持 {days} 天了…", "en": {...}}}]}
public struct AdviceTemplates: Sendable, ContentPart {
  /// The templates the advice needs, by their id in the file.
  public enum Key: String, CaseIterable, Sendable {
    /// Segments of today's plan are still open: `{remaining}`.
    case todayRemaining = "today.remaining"
    /// Every planned segment of today is done.
    case todayPlanDone = "today.planDone"
    /// No plan today, and the current task is complete.
    case todayTaskDone = "today.taskDone"
    /// No plan today, and the current task is still open.
    case todayTaskOpen = "today.taskOpen"
    /// A streak of 5 days or more: `{days}`.
    case streakSteady = "streak.steady"
    /// A streak of 2-4 days.
    case streakBuilding = "streak.building"
    /// A streak of fewer than 2 days.
    case streakStarting = "streak.starting"
    /// Late at night (``AdviceTemplates/lateUntil``), and something is
    /// still open: it can wait until the person has slept.
    case lateOpen = "late.open"
    /// Late at night, and the plan or the task is done: time to rest.
    case lateDone = "late.done"

    /// The position in `allCases`.
    var index: Int {
      switch self {
      case .todayRemaining: 0
      case .todayPlanDone: 1
      case .todayTaskDone: 2
      case .todayTaskOpen: 3
      case .streakSteady: 4
      case .streakBuilding: 5
      case .streakStarting: 6
      case .lateOpen: 7
      case .lateDone: 8
      }
    }

    /// The placeholders this template must use, and the only ones it may.
    public var placeholders: Set<String> {
      switch self {
      case .todayRemaining: ["remaining"]
      case .streakSteady: ["days"]
      case .todayPlanDone, .todayTaskDone, .todayTaskOpen, .streakBuilding, .streakStarting,
        .lateOpen, .lateDone:
        []
      }
    }
  }

  /// The file's name in a content directory.
  public static let fileName = "advice.json"

  /// The texts in the order of `Key.allCases`.
  private let texts: [LocalizedText]

  /// The plan advice counts by when a person has none of their own:
  /// `"plan"` of the file, `{"targets": [7 integers, Sunday first]}`.
  public let defaultPlan: WeeklyPlan

  /// When late night ends: from midnight until this wall time, the
  /// sentence about today says that what is open can wait until the person
  /// has slept, and never "today" (`"lateUntil"` of the file, `"04:00"`
  /// bundled, the end of the default night window).
  public let lateUntil: WallTime

  /// The template for a key, with its placeholders unfilled.
  ///
  /// - Parameter key: Which template.
  /// - Returns: The text.
  /// - Complexity: O(1).
  public subscript(key: Key) -> LocalizedText {
    texts[key.index]
  }

  /// The number of templates.
  public var count: Int { texts.count }

  /// The languages of the texts, source first.
  ///
  /// Loading checks that every text has the same ones (language parity).
  public var languages: [Language] { texts.first?.languages ?? Language.required }

  /// Reads and checks the file, recording every problem in `report`.
  public static func read(_ data: Data, report: inout ContentReport) -> AdviceTemplates? {
    guard let root = report.parse(data) else { return nil }
    let before = report.problems.count
    let entries = report.elements(report.required(root, "templates")) ?? []
    let ids = entries.map { report.string(report.required($0, "id")) }
    report.checkUnique(ids, at: "templates")
    var texts: [Key: LocalizedText] = [:]
    for (entry, id) in zip(entries, ids) {
      let text = report.text(report.required(entry, "text"))
      guard let id, let text else { continue }
      guard let key = Key(rawValue: id) else {
        let suggestion = closestMatch(to: id, among: Key.allCases.map(\.rawValue))
        report.add(
          entry.path("id"), "unknown template id \(DisplayText.quoted(id))\(didYouMean(suggestion))"
        )
        continue
      }
      // Both placeholders, {remaining} and {days}, are counts.
      report.check(
        text, at: entry.path("text"), placeholders: key.placeholders, counts: key.placeholders)
      if key == .lateOpen || key == .lateDone {
        checkNoDayWords(text, at: entry.path("text"), report: &report)
      }
      texts[key] = texts[key] ?? text
    }
    for key in Key.allCases where texts[key] == nil {
      report.add("templates", "missing template \"\(key.rawValue)\"")
    }
    let ordered = Key.allCases.compactMap { texts[$0] }
    let plan = readPlan(report.required(root, "plan"), report: &report)
    let lateUntil = readLateUntil(report.required(root, "lateUntil"), report: &report)
    guard report.problems.count == before, ordered.count == Key.allCases.count, let plan,
      let lateUntil
    else {
      return nil
    }
    let templates = AdviceTemplates(texts: ordered, defaultPlan: plan, lateUntil: lateUntil)
    if report.checksTexts { templates.checkLengths(report: &report) }
    return report.problems.count == before ? templates : nil
  }

  /// The default plan: 7 whole numbers, each a day's target.
  private static func readPlan(_ node: ContentNode?, report: inout ContentReport) -> WeeklyPlan? {
    guard let node, let targetsNode = report.required(node, "targets"),
      let elements = report.elements(targetsNode)
    else { return nil }
    let targets = elements.compactMap { report.integer($0) }
    guard targets.count == elements.count else { return nil }
    do throws(InputError) {
      return try WeeklyPlan(targets: targets)
    } catch {
      report.add(targetsNode.path, error.message)
      return nil
    }
  }

  /// Words that name a day, which late advice must not say.
  ///
  /// At 01:30 "today" is already another day by the clock and still the
  /// evening before to the person, and "tomorrow" is ambiguous the same
  /// way. Compared in lowercase.
  static let dayWords: [Language: [String]] = [
    .simplifiedChinese: ["今天", "今晚", "今夜", "明天", "明早"],
    .english: ["today", "tonight", "tomorrow"],
    .japanese: ["今日", "今夜", "今晩", "明日"],
    .korean: ["오늘", "내일"],
  ]

  /// Records a late template that names a day.
  private static func checkNoDayWords(
    _ text: LocalizedText, at path: String, report: inout ContentReport
  ) {
    for (language, forms) in text.forms {
      let words = dayWords[language] ?? []
      for form in forms.all {
        let lowered = form.lowercased()
        guard let word = words.first(where: { lowered.contains($0) }) else { continue }
        report.add(
          "\(path).\(language)",
          "late advice says \(DisplayText.quoted(word)); after midnight say \"after you've slept\", "
            + "never a day")
        break
      }
    }
  }

  /// The end of late night: a wall time after 00:00 and no later than
  /// 12:00 (advice says "today" from then until midnight).
  private static func readLateUntil(
    _ node: ContentNode?, report: inout ContentReport
  ) -> WallTime? {
    guard let node, let time = report.wallTime(node) else { return nil }
    guard time > .midnight, time.minutesSinceMidnight <= 12 * 60 else {
      report.add(node.path, "late night must end after 00:00 and no later than 12:00, not \(time)")
      return nil
    }
    return time
  }

  /// How long advice may be in one language, to read in a glance.
  public struct LengthBudget: Hashable, Sendable {
    /// What is counted.
    public enum Unit: String, Hashable, Sendable {
      /// Characters, spaces not counted (Chinese, Japanese, Korean).
      case characters
      /// Words separated by spaces (English).
      case words
    }

    /// The most units allowed.
    public let limit: Int
    /// What is counted.
    public let unit: Unit

    /// The length of a text in this budget's unit.
    ///
    /// - Parameter text: The advice text.
    /// - Returns: Its characters (without spaces) or words.
    public func length(of text: String) -> Int {
      switch unit {
      case .words: text.split(separator: " ").count
      case .characters: text.unicodeScalars.count { !$0.isSpace }
      }
    }
  }

  /// The longest advice a glance allows, per language: 30 characters
  /// (spaces not counted) for Chinese, 40 for Japanese and Korean (about as
  /// long to read: kana and Hangul carry less per character), 20 words for
  /// English.
  public static let maximumLength: [Language: LengthBudget] = [
    .simplifiedChinese: LengthBudget(limit: 30, unit: .characters),
    .english: LengthBudget(limit: 20, unit: .words),
    .japanese: LengthBudget(limit: 40, unit: .characters),
    .korean: LengthBudget(limit: 40, unit: .characters),
  ]

  /// The number of sentences every advice has in every language: one about
  /// today, one about the streak.
  public static let sentenceCount = 2

  /// Checks every combination of a today sentence and a streak sentence,
  /// with the widest numbers usual (12 segments left, a 400-day streak), 1
  /// segment left and the shortest steady streak (5), late at night too,
  /// in every language of the texts, against ``maximumLength`` (for the
  /// languages it lists) and ``sentenceCount``.
  private func checkLengths(report: inout ContentReport) {
    let late = WallTime(uncheckedMinutes: 90)
    let todays: [(Key, planned: Int, completed: Int, taskCompleted: Bool, at: WallTime?)] = [
      (.todayRemaining, 12, 0, false, nil), (.todayRemaining, 1, 0, false, nil),
      (.todayPlanDone, 3, 3, false, nil), (.todayTaskDone, 0, 0, true, nil),
      (.todayTaskOpen, 0, 0, false, nil), (.lateOpen, 12, 0, false, late),
      (.lateDone, 3, 3, false, late),
    ]
    let streaks: [(Key, days: Int)] = [
      (.streakSteady, 400), (.streakSteady, 5), (.streakBuilding, 3), (.streakStarting, 0),
    ]
    // Every language any text of the file has (parity is checked apart).
    for language in report.parity.languages {
      for today in todays {
        for streak in streaks {
          let advice = advice(
            streakDays: streak.days, planned: today.planned, completed: today.completed,
            taskCompleted: today.taskCompleted, language: language, at: today.at)
          var combination: String {
            "\"\(today.0.rawValue)\" + \"\(streak.0.rawValue)\" in \(language)"
          }
          if let budget = Self.maximumLength[language],
            case let length = budget.length(of: advice.text), length > budget.limit
          {
            report.add(
              "templates",
              "\(combination) is \(length) \(budget.unit.rawValue); keep the advice within "
                + "\(budget.limit)")
          }
          let sentences = Sentences.count(in: advice.text)
          if sentences != Self.sentenceCount {
            report.add(
              "templates",
              "\(combination) is \(sentences) sentences (\"\(advice.text)\"); advice is "
                + "\(Self.sentenceCount): one about today, one about the streak")
          }
        }
      }
    }
  }
}
