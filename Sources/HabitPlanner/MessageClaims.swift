import HabitToolkit

/// The claims a reminder's text may not make, found in each form's folded
/// bytes: a place in the night (``PositionClaims``) and the time of day
/// (``TimeClaims``).
enum MessageClaims {
  /// ``PositionClaims/phrases`` and ``TimeClaims/phrases``, found by bytes.
  private static let phraseList = PhraseList(PositionClaims.phrases, TimeClaims.phrases)

  /// The first position claim and the first time claim of one folded form.
  ///
  /// - Parameters:
  ///   - folded: One form of a message or title, as ``PhraseList/fold(_:)``
  ///     returns it.
  ///   - language: The form's language.
  /// - Returns: The phrase of each claim, or `nil` for a claim it does not
  ///   make. A position phrase of ``PositionClaims/phrases`` comes before
  ///   English words such as `last call`.
  static func claims(in folded: [UInt8], language: Language) -> (position: String?, time: String?) {
    var (position, time) = phraseList.first(in: folded, language: language)
    if position == nil, language == .english {
      position = PositionClaims.englishClaim(in: folded)
    }
    return (position, time)
  }

  /// Records a problem for each form of a text that claims a position,
  /// then one for each form that says what time it is.
  static func check(_ text: LocalizedText, at path: String, report: inout ContentReport) {
    guard report.checksTexts else { return }
    var timeProblems: [(path: String, phrase: String)] = []
    for language in text.languages {
      guard let forms = text.forms[language] else { continue }
      func checkForm(_ form: String) {
        let (position, time) = claims(in: PhraseList.fold(form), language: language)
        if let position {
          report.add(
            "\(path).\(language)",
            "\"\(position)\" claims a place in the night; any message can be followed by more "
              + "reminders of its level, so write one that holds anywhere (see docs/content.md)")
        }
        if let time { timeProblems.append(("\(path).\(language)", time)) }
      }
      // `one`, `two`, then `other`, without an array of them.
      if let one = forms.one { checkForm(one) }
      if let two = forms.two { checkForm(two) }
      checkForm(forms.other)
    }
    for (place, phrase) in timeProblems {
      report.add(
        place,
        "\"\(phrase)\" says what time it is, but a level's messages can come at any hour of "
          + "the window (it follows the window and the intensity); write it without the time "
          + "(see docs/content.md)")
    }
  }
}
