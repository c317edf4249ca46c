/// The candidate a mistyped or half-remembered name most likely meant, or
/// `nil` when none is plausible.
///
/// Two measures, in order:
/// 1. **A typo**: the candidate with the smallest edit distance, ignoring
///    case, if it is at most a third of the word's length and at most 3
///    (`valdate` -> `validate`).
/// 2. **The same words**: names are split into words at case changes,
///    digits and `-_.` (`totalDistanceKm` -> total, distance, km). Every word
///    of the name must match a word of the candidate, in order: equal, one a
///    prefix of the other (3 letters or more: `provinces`/`province`), an
///    abbreviation (the same first letter, then letters of the longer word in
///    order: `km`/`kilometers`), or one edit apart (4 letters or more). The
///    candidate with the fewest words left over wins (`chinaProvinces` ->
///    `chinaProvinceCount`); a tie suggests nothing rather than a guess.
///
/// A word longer than ``maximumSuggestedLength`` characters gets no
/// suggestion: it is not a typo of a name, and comparing it would cost its
/// length times every candidate's.
///
/// - Parameters:
///   - word: What was typed.
///   - candidates: The valid names.
/// - Returns: The suggestion, or `nil`.
/// - Complexity: O(*n* × *m*) per candidate, in the lengths of the word (at
///   most 64) and the candidate.
package func closestMatch(to word: String, among candidates: [String]) -> String? {
  guard word.unicodeScalars.prefix(maximumSuggestedLength + 1).count <= maximumSuggestedLength
  else { return nil }
  return typoMatch(to: word, among: candidates) ?? wordMatch(to: word, among: candidates)
}

/// The longest word, in characters, that ``closestMatch(to:among:)``
/// compares with the candidates: 64.
package let maximumSuggestedLength = 64

private func typoMatch(to word: String, among candidates: [String]) -> String? {
  let limit = min(3, max(1, word.count / 3))
  let word = word.lowercased()
  var best: (candidate: String, distance: Int)?
  for candidate in candidates {
    let distance = editDistance(word, candidate.lowercased())
    if distance <= limit, distance < (best?.distance ?? .max) {
      best = (candidate, distance)
    }
  }
  return best?.candidate
}

private func wordMatch(to word: String, among candidates: [String]) -> String? {
  let words = nameWords(word)
  guard words.reduce(0, { $0 + $1.count }) >= 3 else { return nil }
  var best: (candidate: String, leftOver: Int)?
  var tied = false
  for candidate in candidates {
    guard let leftOver = wordsLeftOver(matching: words, in: nameWords(candidate)) else { continue }
    if leftOver < best?.leftOver ?? .max {
      best = (candidate, leftOver)
      tied = false
    } else if leftOver == best?.leftOver {
      tied = true
    }
  }
  return tied ? nil : best?.candidate
}

/// How many words of a candidate are left over when every word of a name
/// matches one of them in order, or `nil` when some word matches none.
private func wordsLeftOver(matching words: [[Character]], in candidate: [[Character]]) -> Int? {
  var next = 0
  for word in words {
    guard let found = candidate[next...].firstIndex(where: { wordsMatch(word, $0) }) else {
      return nil
    }
    next = found + 1
  }
  return candidate.count - words.count
}

private func wordsMatch(_ a: [Character], _ b: [Character]) -> Bool {
  if a == b { return true }
  let (short, long) = a.count <= b.count ? (a, b) : (b, a)
  if short.count >= 3, long.starts(with: short) { return true }
  if short.count >= 2, short.first == long.first, isSubsequence(short, of: long) { return true }
  return short.count >= 4 && editDistance(String(a), String(b)) <= 1
}

private func isSubsequence(_ short: [Character], of long: [Character]) -> Bool {
  var index = long.startIndex
  for character in short {
    guard let found = long[index...].firstIndex(of: character) else { return false }
    index = found + 1
  }
  return true
}

/// The lowercase words of a name: split at `-`, `_`, `.`, spaces, between
/// letters and digits, before an uppercase letter that follows a lowercase
/// one, and before the last capital of a run followed by lowercase
/// (`HTTPServer` -> http, server).
private func nameWords(_ name: String) -> [[Character]] {
  let characters = Array(name)
  var words: [[Character]] = []
  var current: [Character] = []
  for (index, character) in characters.enumerated() {
    guard character.isLetter || character.isNumber else {
      if !current.isEmpty { words.append(current) }
      current = []
      continue
    }
    if !current.isEmpty {
      let previous = characters[index - 1]
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let startsWord =
        previous.isNumber != character.isNumber
        || (character.isUppercase && previous.isLowercase)
        || (character.isUppercase && previous.isUppercase && next?.isLowercase == true)
      if startsWord {
        words.append(current)
        current = []
      }
    }
    current.append(Character(character.lowercased()))
  }
  if !current.isEmpty { words.append(current) }
  return words
}

/// `; did you mean "x"?` for a suggestion, or nothing.
package func didYouMean(_ suggestion: String?) -> String {
  suggestion.map { "; did you mean \"\($0)\"?" } ?? ""
}

/// The Levenshtein distance between two strings, by characters.
package func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  var previous = Array(0...b.count)
  var current = previous
  for i in 1...max(a.count, 1) where !a.isEmpty {
    current[0] = i
    for j in stride(from: 1, through: b.count, by: 1) {
      let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
      current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
    }
    swap(&previous, &current)
  }
  return a.isEmpty ? b.count : previous[b.count]
}
