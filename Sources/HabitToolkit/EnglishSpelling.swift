/// The check that the English content keeps one spelling, US spelling.
///
/// Most of it writes "favorite", "neighborhood", "practice" and
/// "canceled"; one product with "Traveler" on one screen and
/// "Neighbourhood" on the next reads as two writers.
package enum EnglishSpelling {
  /// British spellings with their US form, inflections listed.
  static let usSpelling: [Substring: String] = [
    "favourite": "favorite", "favourites": "favorites", "favour": "favor", "colour": "color",
    "colours": "colors", "behaviour": "behavior", "neighbour": "neighbor",
    "neighbours": "neighbors", "neighbourhood": "neighborhood", "practise": "practice",
    "practised": "practiced", "practising": "practicing", "organise": "organize",
    "organised": "organized", "realise": "realize", "realised": "realized", "centre": "center",
    "metre": "meter", "metres": "meters", "kilometre": "kilometer", "kilometres": "kilometers",
    "traveller": "traveler", "travellers": "travelers", "travelled": "traveled",
    "travelling": "traveling", "cancelled": "canceled", "cancelling": "canceling",
    "honour": "honor", "programme": "program", "programmes": "programs",
  ]

  /// The first British spelling in an English text, with its US form.
  ///
  /// - Parameter text: An English content text.
  /// - Returns: Such as `"Neighbourhood" (write "Neighborhood")`, or `nil`.
  /// - Complexity: O(*n*) in the length of the text.
  package static func problem(in text: String) -> String? {
    for word in text.split(whereSeparator: { !$0.isLetter }) {
      guard let us = usSpelling[Substring(word.lowercased())] else { continue }
      let written =
        word.first?.isUppercase == true ? us.prefix(1).uppercased() + us.dropFirst() : us
      return
        "the British spelling \"\(word)\"; the English content writes US spelling: \"\(written)\""
    }
    return nil
  }
}
