import HabitToolkit

/// Two lists of phrases per language, found in a text in one pass by
/// comparing UTF-8 bytes with ASCII letters lowercased and the curly
/// apostrophe read as `'` (loading reads every message, so this stays off
/// Foundation's string search).
///
/// The pass looks at each byte of the text once and compares only the
/// phrases that begin with that byte and the next, so a text costs about
/// its length, not its length times the number of phrases.
struct PhraseList: Sendable {
  /// The phrases of one language, all lists together.
  private struct Table: Sendable {
    /// Every phrase's lowercase bytes, end to end.
    var bytes: [UInt8] = []
    /// Phrase `id` is `bytes[starts[id]..<starts[id + 1]]`.
    var starts: [Int] = [0]
    /// Whether each phrase belongs to the second list.
    var inSecond: [Bool] = []
    /// The phrases beginning with byte `b` are
    /// `byFirstByte[firstByteStarts[b]..<firstByteStarts[b + 1]]`, in id order.
    var firstByteStarts: [Int] = []
    var byFirstByte: [Int] = []
    /// The second byte of each phrase of `byFirstByte`, -1 for a phrase of
    /// one byte: most candidates are turned away by it.
    var secondBytes: [Int] = []
  }

  private let tables: [(language: Language, table: Table)]

  /// Two lists of lowercase phrases per language; ``first(in:language:)``
  /// answers for each.
  init(_ first: [Language: [String]], _ second: [Language: [String]]) {
    let languages = Language.ordered(Set(first.keys).union(second.keys))
    tables = languages.map { language in
      var table = Table()
      for (list, phrases) in [first, second].enumerated() {
        for phrase in phrases[language] ?? [] where !phrase.isEmpty {
          table.bytes += phrase.utf8
          table.starts.append(table.bytes.count)
          table.inSecond.append(list == 1)
        }
      }
      var buckets = [[Int]](repeating: [], count: 256)
      for id in table.inSecond.indices { buckets[Int(table.bytes[table.starts[id]])].append(id) }
      for bucket in buckets {
        table.firstByteStarts.append(table.byFirstByte.count)
        table.byFirstByte += bucket
        table.secondBytes += bucket.map { id in
          table.starts[id + 1] - table.starts[id] > 1 ? Int(table.bytes[table.starts[id] + 1]) : -1
        }
      }
      table.firstByteStarts.append(table.byFirstByte.count)
      return (language, table)
    }
  }

  /// For each list, the first of its phrases of `language` (in list order)
  /// that the folded text contains, if any.
  ///
  /// - Parameters:
  ///   - folded: A text as ``fold(_:)`` returns it.
  ///   - language: The text's language.
  /// - Returns: The phrase of each list, `nil` where the text holds none of
  ///   its phrases.
  /// - Complexity: O(*n* × *k*) for a text of *n* bytes, where *k* is the
  ///   number of phrases that begin with one byte value (a handful).
  func first(in folded: [UInt8], language: Language) -> (String?, String?) {
    guard let index = tables.firstIndex(where: { $0.language == language }) else {
      return (nil, nil)
    }
    let table = tables[index].table
    // The lowest id found per list is its first phrase in list order.
    var lowest = (first: Int.max, second: Int.max)
    folded.withUnsafeBufferPointer { text in
      table.bytes.withUnsafeBufferPointer { phrases in
        for start in text.indices {
          let byte = Int(text[start])
          let next = start + 1 < text.count ? Int(text[start + 1]) : -2
          for slot in table.firstByteStarts[byte]..<table.firstByteStarts[byte + 1] {
            let second = table.secondBytes[slot]
            guard second == next || second == -1 else { continue }
            let id = table.byFirstByte[slot]
            let inSecond = table.inSecond[id]
            guard id < (inSecond ? lowest.second : lowest.first) else { continue }
            let (phraseStart, phraseEnd) = (table.starts[id], table.starts[id + 1])
            guard phraseEnd - phraseStart <= text.count - start else { continue }
            var offset = 1
            while phraseStart + offset < phraseEnd,
              text[start + offset] == phrases[phraseStart + offset]
            {
              offset += 1
            }
            guard phraseStart + offset == phraseEnd else { continue }
            if inSecond { lowest.second = id } else { lowest.first = id }
          }
        }
      }
    }
    func phrase(_ id: Int) -> String? {
      id == Int.max
        ? nil
        : String(decoding: table.bytes[table.starts[id]..<table.starts[id + 1]], as: UTF8.self)
    }
    return (phrase(lowest.first), phrase(lowest.second))
  }

  /// The text's UTF-8 bytes with ASCII letters lowercased and U+2019 as `'`.
  static func fold(_ text: String) -> [UInt8] {
    var text = text
    return text.withUTF8 { bytes in
      // Written in place: folding never makes the text longer.
      [UInt8](unsafeUninitializedCapacity: bytes.count) { folded, count in
        var index = 0
        count = 0
        while index < bytes.count {
          let byte = bytes[index]
          if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
            bytes[index + 2] == 0x99
          {
            folded[count] = UInt8(ascii: "'")
            index += 3
          } else {
            folded[count] = byte &- 0x41 < 26 ? byte | 0x20 : byte
            index += 1
          }
          count += 1
        }
      }
    }
  }
}
