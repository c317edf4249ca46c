/// The candidate closest to a mistyped word, if one is close enough to be a
/// plausible typo (edit distance at most a third of the word, and at most 3),
/// or else the shortest candidate the word (4 letters or more) begins.
///
/// - Complexity: O(*n* × *m*) per candidate.
package func closestMatch(to word: String, among candidates: [String]) -> String? {
  typoMatch(to: word, among: candidates)
    ?? (word.count >= 4
      ? candidates.filter { $0.lowercased().hasPrefix(word.lowercased()) }.min {
        $0.count < $1.count
      }
      : nil)
}

private func typoMatch(to word: String, among candidates: [String]) -> String? {
  let limit = min(3, max(1, word.count / 3))
  var best: (candidate: String, distance: Int)?
  for candidate in candidates {
    let distance = editDistance(word.lowercased(), candidate.lowercased())
    if distance <= limit, distance < (best?.distance ?? .max) {
      best = (candidate, distance)
    }
  }
  return best?.candidate
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
