import Testing

@testable import HabitToolkit

/// Issue #38: validate names a Korean text that puts a space between a
/// word and its bracket, and passes a bracket tight against its word, one
/// that starts the text, one after a sentence or a label and one after a
/// run of spaces that lines up a legend.
@Suite struct KoreanStyleTests {
  @Test(arguments: [
    (
      "{zone} 기준 취침 알림 ({window})",
      #"a space between "알림" and "(" (write "알림(": a bracket sits tight against its word)"#
    ),
    (
      "{reminder} (취소됨)",
      #"a space between "{reminder}" and "(" (write "{reminder}(": a bracket sits tight against its word)"#
    ),
    (
      "{date} ({weekday})",
      #"a space between "{date}" and "(" (write "{date}(": a bracket sits tight against its word)"#
    ),
    (
      "집중한 시간 (분)",
      #"a space between "시간" and "(" (write "시간(": a bracket sits tight against its word)"#
    ),
    (
      "이 속도라면 {day} ({days}일 남음)",
      #"a space between "{day}" and "(" (write "{day}(": a bracket sits tight against its word)"#
    ),
    // A unit belongs to its number's word.
    (
      "{percent}% (목표)",
      #"a space between "{percent}%" and "(" (write "{percent}%(": a bracket sits tight against its word)"#
    ),
    // The quoted word is at most 16 characters long.
    (
      "가나다라마바사아자차카타파하가나다라 (분)",
      #"a space between "다라마바사아자차카타파하가나다라" and "(" (write "다라마바사아자차카타파하가나다라(": a bracket sits tight against its word)"#
    ),
  ])
  func spaceBeforeBracketIsNamed(text: String, problem: String) {
    #expect(KoreanStyle.problem(in: text) == problem)
  }

  @Test(arguments: [
    "{zone} 기준 취침 알림({window})", "{date}({weekday})", "1시간당 집중 시간(분)", "(알림 없음)",
    " (알림 없음)", "기록을 지웠어요. (되돌릴 수 없어요)", "정말요? (한 번 더)", "좋아요! (오늘도)",
    "* 지금 예약됨   - 이미 지남   (빈칸) 아직 예약 안 됨", "이 속도라면 {day}, {days}일 남음", "{period}",
    "요일·시간별 집중: {range}", "사유: (없음)", "{day}, (잠깐)", "그리고… (조용히)", "하나 · (둘)",
  ])
  func koreanStylePasses(text: String) {
    #expect(KoreanStyle.problem(in: text) == nil)
  }

  /// A placeholder whose value ends in a sentence (a bedtime message, a
  /// quote) keeps the space before its bracket: `…가요. (취소됨)`.
  @Test func aBracketAfterASentencePlaceholderKeepsItsSpace() {
    #expect(KoreanStyle.problem(in: "{reminder} (취소됨)", sentences: ["reminder"]) == nil)
    #expect(KoreanStyle.problem(in: "차단됨: {quote} ({reason})", sentences: ["quote"]) == nil)
    // Only the placeholders named.
    #expect(
      KoreanStyle.problem(in: "{reminder} (취소됨)", sentences: ["quote"])
        == #"a space between "{reminder}" and "(" (write "{reminder}(": a bracket sits tight against its word)"#
    )
    #expect(
      KoreanStyle.problem(in: "{quote} {date} ({weekday})", sentences: ["quote"])
        == #"a space between "{date}" and "(" (write "{date}(": a bracket sits tight against its word)"#
    )
  }
}
