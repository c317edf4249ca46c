// libFuzzer target: focus sessions as `gen growth --sessions` reads them,
// with the shape checked as the document is parsed.
import Foundation
import HabitFuzzLibrary

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start else { return 0 }
  _ = try? FocusSession.sessions(fromJSON: Data(bytes: start, count: count))
  return 0
}
