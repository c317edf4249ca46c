// libFuzzer target: pending notification requests as `gen sync --pending`
// reads them.
import Foundation
import HabitFuzzLibrary

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start else { return 0 }
  _ = try? PendingRequest.list(fromJSON: Data(bytes: start, count: count))
  return 0
}
