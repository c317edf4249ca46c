// libFuzzer target: badge metrics as `gen badges --metrics` reads them,
// then the evaluation of the bundled badges against them.
import Foundation
import HabitFuzzLibrary

private let catalog = try? BadgeCatalog.load(from: .bundled)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  guard let start, let catalog else { return 0 }
  guard let metrics = try? catalog.metrics(fromJSON: Data(bytes: start, count: count)) else {
    return 0
  }
  _ = catalog.evaluate(metrics)
  return 0
}
