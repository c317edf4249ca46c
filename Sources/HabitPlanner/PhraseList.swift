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
    /// The candidates by first byte, read by the pass from one buffer:
    /// `index[b]` is where the slots of the phrases beginning with byte `b`
    /// start (they end where those of `b + 1` start), in id order; a slot is
    /// ``slotSize`` numbers: the phrase's second byte (-1 for a phrase of
    /// one byte: most candidates are turned away by it), its id, its start
    /// and end in ``bytes``, and 1 if it belongs to the second list, else 0.
    var index: [Int] = []

    static let slotSize = 5
  }

  private let tables: [(language: Language, table: Table)]

  /// Two lists of lowercase phrases per language; ``first(in:language:)``
  /// answers for each.
  init(_ first: [Language: [String]], _ second: [Language: [String]]) {
    let languages = Language.ordered(Set(first.keys).union(second.keys))
    tables = languages.map { language in
      var table = Table()
      var inSecond: [Bool] = []
      for (list, phrases) in [first, second].enumerated() {
        for phrase in phrases[language] ?? [] where !phrase.isEmpty {
          table.bytes += phrase.utf8
          table.starts.append(table.bytes.count)
          inSecond.append(list == 1)
        }
      }
      var buckets = [[Int]](repeating: [], count: 256)
      for id in inSecond.indices { buckets[Int(table.bytes[table.starts[id]])].append(id) }
      var slots: [Int] = []
      var bucketStarts: [Int] = []
      let slotsStart = 257
      for bucket in buckets {
        bucketStarts.append(slotsStart + slots.count)
        for id in bucket {
          let (start, end) = (table.starts[id], table.starts[id + 1])
          slots += [end - start > 1 ? Int(table.bytes[start + 1]) : -1, id, start, end]
          slots.append(inSecond[id] ? 1 : 0)
        }
      }
      bucketStarts.append(slotsStart + slots.count)
      table.index = bucketStarts + slots
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
    guard let found = tables.firstIndex(where: { $0.language == language }) else {
      return (nil, nil)
    }
    let table = tables[found].table
    // The lowest id found per list is its first phrase in list order.
    var lowest = (first: Int.max, second: Int.max)
    folded.withUnsafeBufferPointer { text in
      table.bytes.withUnsafeBufferPointer { phrases in
        table.index.withUnsafeBufferPointer { index in
          for start in text.indices {
            let byte = Int(text[start])
            let next = start + 1 < text.count ? Int(text[start + 1]) : -2
            var slot = index[byte]
            while slot < index[byte + 1] {
              defer { slot += Table.slotSize }
              let second = index[slot]
              guard second == next || second == -1 else { continue }
              let id = index[slot + 1]
              let inSecond = index[slot + 4] == 1
              guard id < (inSecond ? lowest.second : lowest.first) else { continue }
              let (phraseStart, phraseEnd) = (index[slot + 2], index[slot + 3])
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
