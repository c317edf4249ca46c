/// The keys of one large JSON object, to find a repeated key in O(1)
/// expected time each and no allocation per key: an open-addressing table
/// of key positions on the parser's tape with the low 32 bits of their
/// hashes, doubled when half full.
///
/// Hashes come from the standard library's `Hasher` (seeded per process),
/// so no input can be built to make many keys collide.
struct JSONKeyTable {
  /// A used slot: the key's tape position plus 1 (0 marks an empty slot)
  /// and the low bits of its hash.
  private var slots: [(position: UInt32, hash: UInt32)]
  private var count = 0

  /// A table with room for about `capacity` keys before it grows.
  init(capacity: Int) {
    var size = 32
    while size < 2 * capacity { size *= 2 }
    slots = Array(repeating: (0, 0), count: size)
  }

  /// The hash of a key's bytes (its escapes resolved).
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var hasher = Hasher()
    hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    return UInt32(truncatingIfNeeded: hasher.finalize())
  }

  /// Adds the key at tape position `position`, unless a key already in
  /// the table is the same text.
  ///
  /// - Parameters:
  ///   - position: The key's place on the tape (below 2^32 - 1: the tape
  ///     holds at most ``JSONValue/maximumValues`` values and their keys).
  ///   - hash: ``hash(_:)`` of its bytes.
  ///   - same: Whether the key at another position is the same text.
  /// - Returns: The position of the earlier equal key, or `nil` when the
  ///   key was added.
  mutating func insert(_ position: Int, hash: UInt32, same: (Int) -> Bool) -> Int? {
    if 2 * (count + 1) > slots.count { grow() }
    let mask = slots.count - 1
    var index = Int(hash) & mask
    while slots[index].position != 0 {
      let earlier = Int(slots[index].position) - 1
      if slots[index].hash == hash, same(earlier) { return earlier }
      index = (index + 1) & mask
    }
    slots[index] = (UInt32(truncatingIfNeeded: position + 1), hash)
    count += 1
    return nil
  }

  /// Twice the slots; the stored hash bits place every key again.
  private mutating func grow() {
    let old = slots
    slots = Array(repeating: (0, 0), count: old.count * 2)
    let mask = slots.count - 1
    for slot in old where slot.position != 0 {
      var index = Int(slot.hash) & mask
      while slots[index].position != 0 { index = (index + 1) & mask }
      slots[index] = slot
    }
  }
}
