import Foundation
import HabitCalendar
import HabitRules
import HabitToolkit
import Testing

@testable import HabitReview

/// The share text: which sentence leads, the down period, the empty one,
/// and every sentence filled at the counts 0, 1 and many in every language.
@Suite struct ShareTextTests {
  static let start = CivilDate(daysSinceEpoch: 20_787)  // 2026-11-30
  static let today = CivilDate(daysSinceEpoch: 20_789)  // 2026-12-02

  /// A running week (Nov 30 - Dec 6, today Dec 2) with the given figures;
  /// the week before had `previousMinutes`.
  static func review(
    sessions: Int, minutes: Int, deep: Int = 0, streak: Int = 0, miles: Int = 0,
    band: String? = "evening", previousMinutes: Int = 0
  ) -> PeriodReview {
    func figures(_ start: CivilDate, sessions: Int, minutes: Int) -> PeriodFigures {
      PeriodFigures(
        start: start, end: start.adding(days: 6), sessions: sessions, focusMinutes: minutes,
        deepFocusCount: deep, activeDays: min(sessions, 3),
        bestDay: sessions > 0 ? start : nil, bestDayMinutes: minutes,
        peakBand: sessions > 0 ? band : nil, miles: miles, xp: minutes, streak: streak,
        strength: 0.5)
    }
    return PeriodReview(
      period: .week, timeZone: "Europe/London", weekStart: 2, rollover: .midnight, today: today,
      running: true, current: figures(start, sessions: sessions, minutes: minutes), days: [],
      previous: figures(
        start.adding(days: -7), sessions: previousMinutes > 0 ? 1 : 0, minutes: previousMinutes),
      demo: false)
  }

  struct Example: Sendable, CustomTestStringConvertible {
    let name: String
    let review: PeriodReview
    let lead: ReviewTexts.Sentence
    /// The whole English text, written here.
    let english: String
    /// The whole Chinese text.
    let chinese: String
    var testDescription: String { name }
  }

  static let examples: [Example] = [
    Example(
      name: "no sessions", review: review(sessions: 0, minutes: 0, previousMinutes: 40),
      // The week runs: "so far", from its first day, never "had no sessions".
      lead: .empty,
      english:
        "No sessions yet since Nov 30, 2026, and that's okay: five quiet minutes are a fine way to begin.",
      chinese: "2026年11月30日以来还没有专注记录。没关系，专注五分钟就是一个好开始。"),
    Example(
      name: "one minute", review: review(sessions: 1, minutes: 1, miles: 1), lead: .minutes,
      english:
        "Nov 30 – Dec 2, 2026: you focused for 1 minute. You completed one session in the evening. Your passport gained 1 mile.",
      chinese: "2026年11月30日至12月2日，你一共专注了 1 分钟。这次专注在晚上完成。护照上又添了 1 里程。"),
    Example(
      name: "many minutes",
      review: review(sessions: 4, minutes: 95, deep: 1, miles: 950, band: "night"),
      lead: .minutes,
      english:
        "Nov 30 – Dec 2, 2026: you focused for 95 minutes. You completed 4 sessions and focused best at night. Your passport gained 950 miles.",
      chinese: "2026年11月30日至12月2日，你一共专注了 95 分钟。完成了 4 次专注，在深夜最投入。护照上又添了 950 里程。"),
    Example(
      name: "mostly deep focus",
      review: review(sessions: 5, minutes: 150, deep: 3, miles: 1500, band: "morning"),
      lead: .deep,
      english:
        "Nov 30 – Dec 2, 2026: you finished 3 deep-focus sessions. You completed 5 sessions and focused best in the morning. Your passport gained 1,500 miles.",
      chinese: "2026年11月30日至12月2日，你完成了 3 次深度专注。完成了 5 次专注，在上午最投入。护照上又添了 1,500 里程。"),
    Example(
      name: "every day so far",
      review: review(sessions: 3, minutes: 60, deep: 3, streak: 12, miles: 600), lead: .streak,
      english:
        "As of Dec 2, 2026, you have focused 12 days in a row. You completed 3 sessions and focused best in the evening. Your passport gained 600 miles.",
      chinese: "截至2026年12月2日，你已经连续 12 天都有专注。完成了 3 次专注，在晚上最投入。护照上又添了 600 里程。"),
    Example(
      name: "down week",
      // Day 3 of 7: 30 x 7 = 210 is under 71 x 3 = 213, last week's share so far.
      review: review(sessions: 2, minutes: 30, streak: 2, miles: 300, previousMinutes: 71),
      lead: .minutes,
      english:
        "Nov 30 – Dec 2, 2026: you focused for 30 minutes. You completed 2 sessions and focused best in the evening. Your passport gained 300 miles. Slower stretches are part of the trip; one short session next time keeps you moving.",
      chinese:
        "2026年11月30日至12月2日，你一共专注了 30 分钟。完成了 2 次专注，在晚上最投入。护照上又添了 300 里程。慢下来的日子也算数，下次来一段短短的专注就很好。"),
    Example(
      name: "on pace with the week before is not down",
      // Day 3 of 7: 30 x 7 = 210 against 70 x 3 = 210; equal is not behind.
      review: review(sessions: 2, minutes: 30, miles: 300, band: "afternoon", previousMinutes: 70),
      lead: .minutes,
      english:
        "Nov 30 – Dec 2, 2026: you focused for 30 minutes. You completed 2 sessions and focused best in the afternoon. Your passport gained 300 miles.",
      chinese: "2026年11月30日至12月2日，你一共专注了 30 分钟。完成了 2 次专注，在下午最投入。护照上又添了 300 里程。"),
    // Issue #38: a down week led by its streak still carries its sessions
    // and its peak band; without miles there is no miles sentence, and no
    // down sentence: a slower pace has not ended the streak it leads with.
    Example(
      name: "down week led by the streak, no miles",
      review: review(sessions: 3, minutes: 30, streak: 17, previousMinutes: 200),
      lead: .streak,
      english:
        "As of Dec 2, 2026, you have focused 17 days in a row. You completed 3 sessions and focused best in the evening.",
      chinese: "截至2026年12月2日，你已经连续 17 天都有专注。完成了 3 次专注，在晚上最投入。"),
  ]

  /// Behind the week before: a closed week by its total, a running one by
  /// the share of last week's minutes for the days so far.
  @Test(
    arguments: [
      // today (days after Nov 30), running, minutes, previous minutes, down
      (2, true, 30, 31, false),  // day 3 of 7: well ahead of 31 x 3/7
      (2, true, 30, 71, true),
      (0, true, 5, 35, false),  // day 1: 5 x 7 = 35 x 1
      (0, true, 4, 35, true),
      (6, true, 30, 31, true),  // the last day: the whole week
      (6, false, 30, 31, true),
      (6, false, 31, 31, false),
      (2, false, 30, 31, true),  // closed (a past week): totals
      (2, true, 0, 0, false),
    ])
  func isDown(today: Int, running: Bool, minutes: Int, previousMinutes: Int, down: Bool) {
    let base = Self.review(sessions: 2, minutes: minutes, previousMinutes: previousMinutes)
    let review = PeriodReview(
      period: .week, timeZone: "Europe/London", weekStart: 2, rollover: .midnight,
      today: Self.start.adding(days: today), running: running, current: base.current, days: [],
      previous: base.previous, demo: false)
    #expect(ReviewTexts.isDown(review) == down)
  }

  /// The streak sentence only from a streak of 3: at 0, 1 and 2 ("you have
  /// focused 1 day in a row") it is left out in every language, even when
  /// the streak covers every day of the week so far; the minutes lead.
  @Test(arguments: [
    // streak (the week's days so far), whether the streak sentence leads
    (0, false), (1, false), (2, false), (3, true),
  ])
  func streakSentenceFromThree(streak: Int, leads: Bool) throws {
    let content = try HabitContent.bundled()
    let base = Self.review(sessions: max(streak, 1), minutes: 20, streak: streak, miles: 200)
    let today = Self.start.adding(days: max(streak, 1) - 1)
    let review = PeriodReview(
      period: .week, timeZone: "Europe/London", weekStart: 2, rollover: .midnight, today: today,
      running: true, current: base.current, days: [], previous: base.previous, demo: false)
    #expect(ReviewTexts.lead(of: review) == (leads ? .streak : .minutes))
    for language in content.languages {
      let text = content.review.shareText(of: review, dates: content.dates, language: language)
      let streakSentence = Placeholders.fill(
        content.review.template(.streak, in: language, count: streak),
        with: ["streak": String(streak), "end": content.dates.string(today, in: language)])
      #expect(text.hasPrefix(streakSentence) == leads, "\(language): \(text)")
    }
    let english = content.review.shareText(of: review, dates: content.dates, language: .english)
    #expect(english.contains("in a row") == leads, "\(english)")
  }

  @Test(arguments: examples)
  func wholeText(_ example: Example) throws {
    let content = try HabitContent.bundled()
    #expect(ReviewTexts.lead(of: example.review) == example.lead)
    for (language, expected) in [(Language.english, example.english), (.source, example.chinese)] {
      let text = content.review.shareText(
        of: example.review, dates: content.dates, language: language)
      #expect(text == expected, "\(language)")
    }
    for language in content.languages {
      let text = content.review.shareText(
        of: example.review, dates: content.dates, language: language)
      #expect(!text.contains("{") && !text.contains("}"), "\(language): \(text)")
      // The period ends today: its range (one day once, DateTextsTests), the
      // streak's day, or, without sessions, the day it runs from.
      let period = content.dates.range(from: Self.start, to: Self.today, in: language)
      let day = content.dates.string(Self.today, in: language)
      let start = content.dates.string(Self.start, in: language)
      #expect(
        text.contains(period) || text.contains(day)
          || example.review.current.sessions == 0
            && text.contains(start),
        "\(language): \(text)")
    }
  }

  /// The first day of a period without sessions: one day, not "from Nov
  /// 30 to Nov 30", in every language; the days after, "so far" from its
  /// first day; once it has ended, its range in the past tense.
  @Test func emptyOnTheFirstDay() throws {
    let content = try HabitContent.bundled()
    let empty = Self.review(sessions: 0, minutes: 0)
    let firstDay = PeriodReview(
      period: .week, timeZone: "Europe/London", weekStart: 2, rollover: .midnight,
      today: Self.start, running: true, current: empty.current, days: [],
      previous: empty.previous, demo: false)
    let expected: [(Language, String)] = [
      (.source, "2026年11月30日还没有专注记录。没关系，专注五分钟就是一个好开始。"),
      (
        .english,
        "No sessions yet on Nov 30, 2026, and that's okay: five quiet minutes are a fine way to begin."
      ),
      (.japanese, "2026年11月30日は、まだ集中の記録がありません。まずは5分から始めてみましょう。"),
      (.korean, "2026년 11월 30일에는 아직 집중 기록이 없어요. 5분만 집중해도 좋은 시작이 돼요."),
    ]
    for (language, text) in expected {
      #expect(
        content.review.shareText(of: firstDay, dates: content.dates, language: language) == text)
    }
    let soFar: [(Language, String)] = [
      (.source, "2026年11月30日以来还没有专注记录。没关系，专注五分钟就是一个好开始。"),
      (
        .english,
        "No sessions yet since Nov 30, 2026, and that's okay: five quiet minutes are a fine way to begin."
      ),
      (.japanese, "2026年11月30日から、まだ集中の記録がありません。まずは5分から始めてみましょう。"),
      (.korean, "2026년 11월 30일부터 지금까지 집중 기록이 없어요. 5분만 집중해도 좋은 시작이 돼요."),
    ]
    for (language, text) in soFar {
      #expect(
        content.review.shareText(of: empty, dates: content.dates, language: language) == text)
    }
    let ended = PeriodReview(
      period: .week, timeZone: "Europe/London", weekStart: 2, rollover: .midnight,
      today: Self.start.adding(days: 9), running: false, current: empty.current, days: [],
      previous: empty.previous, demo: false)
    let past: [(Language, String)] = [
      (.source, "2026年11月30日至12月6日没有专注记录。没关系，专注五分钟就是一个好开始。"),
      (
        .english,
        "Nov 30 – Dec 6, 2026 had no sessions, and that's okay: five quiet minutes are a fine way to begin."
      ),
      (.japanese, "2026年11月30日〜12月6日は、集中の記録がありません。次は5分から始めてみましょう。"),
      (.korean, "2026년 11월 30일~12월 6일에는 집중 기록이 없어요. 5분만 집중해도 좋은 시작이 돼요."),
    ]
    for (language, text) in past {
      #expect(
        content.review.shareText(of: ended, dates: content.dates, language: language) == text)
    }
  }

  /// Japanese and Korean, read in place: the whole texts of a minutes
  /// lead with the detail, and of a down week.
  @Test func japaneseAndKorean() throws {
    let content = try HabitContent.bundled()
    let up = Self.review(sessions: 1, minutes: 1, miles: 10)
    let down = Self.review(sessions: 2, minutes: 30, previousMinutes: 71)
    let expected: [(Language, PeriodReview, String)] = [
      (
        .japanese, up,
        "2026年11月30日〜12月2日に、1分集中しました。記録は夕方から夜の1回です。パスポートに10マイルが加わりました。"
      ),
      (
        .japanese, down,
        "2026年11月30日〜12月2日に、30分集中しました。全部で2回、いちばんはかどったのは夕方から夜の時間帯でした。ペースがゆっくりな時もあります。短い集中を1回はさむだけで、流れは続きます。"
      ),
      (
        .korean, up,
        "2026년 11월 30일~12월 2일에 1분 집중했어요. 저녁에 한 번이었어요. 여권에 10마일이 더해졌어요."
      ),
      (
        .korean, down,
        "2026년 11월 30일~12월 2일에 30분 집중했어요. 집중을 2회 마쳤고, 저녁에 가장 잘 몰입했어요. 천천히 갈 때도 있어요. 짧은 집중 한 번이면 흐름이 이어져요."
      ),
    ]
    for (language, review, text) in expected {
      #expect(
        content.review.shareText(of: review, dates: content.dates, language: language) == text)
    }
  }

  /// Every sentence filled at 0, 1 and 7 in every language: no brace left,
  /// the number in it, and English's singular only at 1.
  @Test(arguments: ReviewTexts.Sentence.allCases)
  func everySentenceAtEveryCount(_ sentence: ReviewTexts.Sentence) throws {
    let content = try HabitContent.bundled()
    let counted = sentence.counts.first
    for language in content.languages {
      for count in [0, 1, 7] {
        let template = content.review.template(sentence, in: language, count: count)
        var values: [String: String] = [
          "period": content.dates.range(from: Self.start, to: Self.today, in: language),
          "end": content.dates.string(Self.today, in: language),
          "today": content.dates.string(Self.today, in: language),
          "start": content.dates.string(Self.start, in: language),
          "band": content.review.bands[0].when.string(in: language),
        ]
        if let counted { values[counted] = String(count) }
        var filled = template
        for (name, value) in values {
          filled = filled.replacingOccurrences(of: "{\(name)}", with: value)
        }
        #expect(!filled.contains("{") && !filled.contains("}"), "\(language) \(count): \(filled)")
        // A `one` form may write its count in words: "one session" in
        // English; in Chinese, Japanese and Korean without its placeholder
        // (这次, 한 번).
        let inWords =
          count == 1
          && (language == .english
            ? filled.contains("one ") : !template.contains("{\(counted ?? "")}"))
        if counted != nil {
          #expect(filled.contains(String(count)) || inWords, "\(language): \(filled)")
        }
        guard language == .english, let counted else { continue }
        let noun = [
          "minutes": "minute", "deep": "session", "streak": "day", "miles": "mile",
          "sessions": "session",
        ][
          counted]!
        let plural =
          filled.contains("\(count) \(noun)s") || filled.contains("\(count) deep-focus \(noun)s")
        #expect(plural == (count != 1), "\(count): \(filled)")
      }
    }
  }
}
