/// The check that content writes numbers as ``formatForReading(_:)`` does:
/// whole numbers of five digits or more grouped by thousands with `,`
/// (`20,000`), the grouping of every language the content has (CLDR's
/// default decimal format for zh-Hans, en, ja and ko).
///
/// A text that says `20000`, `2,0000`, `20.000.000` or `20 000` (with a
/// no-break space) reads differently from the tables and badges around it,
/// which group with ``formatForReading(_:)``; validate rejects it. Four
/// digits are grouped too (`1,000`, as the badges and tables beside the
/// text write it: 「1000の貯え」 next to 「1,000に達しました」 reads as two
/// formats); the four digits of a date (`2026-12-01`, `9999-12-31`) or a
/// time (`23:30`) pass.
package enum NumberGrouping {
  /// The separators that may sit between the digits of one number.
  private static let separators: Set<Character> = [",", ".", "\u{00A0}", "\u{202F}"]

  /// The first number in a text that is not grouped as
  /// ``formatForReading(_:)`` groups it, with how it should read.
  ///
  /// - Parameter text: A content text (placeholders hold no digits).
  /// - Returns: Such as `20000 (write 20,000: group by thousands with ",")`,
  ///   or `nil` when every number is written as the language does.
  /// - Complexity: O(*n*) in the length of the text.
  package static func problem(in text: String) -> String? {
    var run = ""
    // The character before the run, and whether it joins a date or a time.
    var before: Character?
    var previous: Character?
    for character in text {
      if isASCIIDigit(character) {
        if run.isEmpty { before = previous }
        run.append(character)
      } else if let last = run.last, isASCIIDigit(last), separators.contains(character) {
        run.append(character)
      } else if !run.isEmpty {
        let inDate = isDatePart(before) || isDatePart(character)
        if let problem = check(run, inDate: inDate) { return problem }
        run = ""
      }
      previous = character
    }
    return check(run, inDate: isDatePart(before))
  }

  /// The first ISO 8601 date in a text, such as `9999-12-31`.
  ///
  /// A sentence writes a date as its language does ("Dec 31, 9999",
  /// 「9999年12月31日」), the way `dates.json` writes the `{day}` a table or
  /// a picture fills in.
  ///
  /// - Parameter text: A content text.
  /// - Returns: The date as written, or `nil` when the text has none.
  /// - Complexity: O(*n*) in the length of the text.
  package static func isoDate(in text: String) -> String? {
    let bytes = Array(text.utf8)
    // `dddd-dd-dd` with no digit right before or after it.
    let shape: [Bool] = [true, true, true, true, false, true, true, false, true, true]
    guard bytes.count >= shape.count else { return nil }
    let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
    func digit(_ index: Int) -> Bool {
      bytes.indices.contains(index) && digits.contains(bytes[index])
    }
    for start in 0...(bytes.count - shape.count) where !digit(start - 1) {
      let fits = shape.indices.allSatisfy { offset in
        shape[offset] ? digit(start + offset) : bytes[start + offset] == UInt8(ascii: "-")
      }
      if fits, !digit(start + shape.count) {
        return String(decoding: bytes[start..<(start + shape.count)], as: UTF8.self)
      }
    }
    return nil
  }

  /// Whether a character joins digits into a date or a time (`-`, `:`, `/`).
  private static func isDatePart(_ character: Character?) -> Bool {
    character.map { "-:/".contains($0) } ?? false
  }

  /// Whether a character is one of the ASCII digits `0`-`9`.
  private static func isASCIIDigit(_ character: Character) -> Bool {
    guard let value = character.asciiValue else { return false }
    return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(value)
  }

  /// Checks one run of digits and separators, such as `20,000.` or `2.5`.
  private static func check(_ found: String, inDate: Bool) -> String? {
    // A separator after the last digit ends the sentence, not the number.
    guard let lastDigit = found.lastIndex(where: \.isNumber) else { return nil }
    let run = found[...lastDigit]
    // One dot is a decimal point (`12,345.5`); more are another language's
    // grouping (`20.000.000`).
    var whole = run
    if run.count(where: { $0 == "." }) == 1, let dot = run.firstIndex(of: ".") {
      whole = run[..<dot]
    }
    let marks = whole.filter { separators.contains($0) }
    let digits = whole.filter(\.isNumber)
    if marks.isEmpty {
      let shortest = inDate ? 5 : 4
      return digits.count >= shortest ? advice(whole, digits) : nil
    }
    let groups = whole.split(separator: ",", omittingEmptySubsequences: false)
    let grouped =
      marks.allSatisfy { $0 == "," } && (1...3).contains(groups[0].count)
      && groups.dropFirst().allSatisfy { $0.count == 3 }
    return grouped ? nil : advice(whole, digits)
  }

  private static func advice(_ number: Substring, _ digits: String) -> String {
    let grouped = Int(digits).map(formatForReading) ?? digits
    return "\(number) (write \(grouped): group by thousands with \",\")"
  }
}
