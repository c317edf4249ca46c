// libFuzzer target: the package's one JSON reader, and a walk over every
// value it returns (keys, lookups, counts), as the readers use it.
import Foundation
import HabitFuzzLibrary

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start, let value = try? JSONValue.parse(Data(bytes: start, count: count)) else {
    return 0
  }
  walk(value)
  return 0
}

private func walk(_ value: JSONValue) {
  switch value {
  case .object(let members):
    var seen = 0
    for member in members {
      seen += 1
      guard value[member.key] != nil else { fatalError("member \(member.key) not found by key") }
      walk(member.value)
    }
    if seen != members.count { fatalError("count \(members.count), walked \(seen)") }
  case .array(let elements):
    var seen = 0
    for element in elements {
      seen += 1
      walk(element)
    }
    if seen != elements.count { fatalError("count \(elements.count), walked \(seen)") }
  case .string(let text):
    _ = text.unicodeScalars.count
  case .number, .bool, .null:
    break
  }
}
