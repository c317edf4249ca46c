import Foundation
import HabitAdvice
import HabitBadges
import HabitCalendar
import HabitPlanner
import HabitTestSupport
import HabitToolkit
import Testing

@testable import HabitRules

/// Every text of the bundled content in each of the four languages, filled
/// the way the app shows it.
@Suite struct ContentLanguageTests {
  /// Every text of the bundled content, named by where it is.
  static func allTexts(_ content: HabitContent) -> [(place: String, text: LocalizedText)] {
    var texts: [(String, LocalizedText)] = []
    texts += content.messages.titles.enumerated().map { ("title \($0.offset + 1)", $0.element) }
    texts += content.messages.all.map { ("message \($0.id)", $0.text) }
    texts.append(("quote format", content.quotes.format))
    texts += (content.quotes.subjects + content.quotes.predicates).map {
      ("quote \($0.id)", $0.text)
    }
    texts += content.quotes.blocked.map {
      (
        "quote block \(content.quotes.subjects[$0.subject].id)"
          + " + \(content.quotes.predicates[$0.predicate].id)", $0.reason
      )
    }
    texts += AdviceTemplates.Key.allCases.map { ("advice \($0.rawValue)", content.advice[$0]) }
    texts += content.badges.tracks.map { ("track \($0.id)", $0.name) }
    for badge in content.badges.badges {
      texts += [
        ("badge \(badge.id)", badge.name), ("badge \(badge.id) description", badge.description),
      ]
      texts += badge.tiers.map { ("badge \(badge.id) tier \($0.threshold)", $0.name) }
    }
    return texts
  }

  /// Whether a text is written in the script of its language: kana or kanji
  /// for Japanese, Hangul for Korean, Han for Chinese, Latin for English.
  static func isWritten(_ text: String, in language: Language) -> Bool {
    let scalars = text.unicodeScalars
    func any(_ ranges: ClosedRange<UInt32>...) -> Bool {
      scalars.contains { scalar in ranges.contains { $0.contains(scalar.value) } }
    }
    let han: ClosedRange<UInt32> = 0x4E00...0x9FFF
    let kana: ClosedRange<UInt32> = 0x3041...0x30FF
    let hangul: ClosedRange<UInt32> = 0xAC00...0xD7A3
    switch language {
    case .japanese: return any(kana, han) && !any(hangul)
    case .korean: return any(hangul) && !any(han, kana)
    case .simplifiedChinese: return any(han) && !any(kana, hangul)
    default: return any(0x41...0x5A, 0x61...0x7A) && !any(han, kana, hangul)
    }
  }

  @Test(arguments: Language.required)
  func everyTextIsWrittenInEveryLanguage(language: Language) throws {
    let content = try HabitContent.bundled()
    let texts = Self.allTexts(content)
    // 5 titles, 75 messages, the format, 36 halves, a reason per blocked
    // pair, 9 advice, 5 tracks, 17 badges with a description and 74 tiers.
    #expect(texts.count == 5 + 75 + 1 + 36 + content.quotes.blocked.count + 9 + 5 + 17 * 2 + 74)
    for (place, text) in texts {
      let forms = try #require(text.forms[language], "\(place) has no \(language)")
      for form in forms.all {
        let words = Placeholders.fill(
          form,
          with: ["subject": "", "predicate": "", "remaining": "", "days": "", "threshold": ""])
        // The quote format is only placeholders and punctuation.
        #expect(
          place == "quote format" || Self.isWritten(words, in: language),
          "\(place) in \(language): \"\(form)\"")
      }
    }
  }

  /// What a person reads, for every language: every night's reminders,
  /// every advice combination, every quote pair, every badge tier.
  @Test(arguments: Language.required)
  func shownTextsHaveNoPlaceholderLeft(language: Language) throws {
    let content = try HabitContent.bundled()
    var shown: [String] = []
    let planner = BedtimePlanner(
      settings: BedtimeSettings(frequency: .high, seed: 7),
      calendar: CivilCalendar(timeZone: .gmt), content: content, language: language)
    let first = try #require(CivilDate("2026-11-01"))
    for night in 0..<30 {
      shown += planner.plan(for: first.adding(days: night)).reminders
        .flatMap { [$0.title, $0.body] }
    }
    for streak in [0, 1, 2, 4, 5, 400] {
      for (planned, completed, taskDone) in [
        (0, 0, false), (0, 0, true), (3, 2, false), (1, 0, true), (4, 4, false),
      ] {
        shown.append(
          content.advice.advice(
            streakDays: streak, planned: planned, completed: completed, taskCompleted: taskDone,
            language: language
          ).text)
      }
    }
    for subject in content.quotes.subjects.indices {
      for predicate in content.quotes.predicates.indices {
        shown.append(
          content.quotes.text(subject: subject, predicate: predicate, language: language))
      }
    }
    for badge in content.badges.badges {
      for tier in badge.tiers.indices {
        // A status as an app stores it (its initializer is the library's own).
        let stored = """
          {"id": "\(badge.id)", "track": "", "tier": \(tier + 1), "tierCount": \(badge.tiers.count),
           "nextThreshold": null, "progress": 1, "active": true}
          """
        let status = try JSONDecoder().decode(BadgeStatus.self, from: Data(stored.utf8))
        let texts = try #require(content.badges.texts(of: status, language: language))
        shown += [texts.name, texts.tierName, texts.description]
      }
    }
    #expect(shown.count > 30 * 5 + 30 + 324 + 62 * 3)
    for text in shown {
      #expect(!text.contains("{") && !text.contains("}"), "\(language): \(text)")
      #expect(Self.isWritten(text, in: language), "\(language): \(text)")
    }
  }
}
