// The reference process for the `gen.plan.process` benchmark: a Foundation
// "hello, world" built the same way as `gen` (same package, same
// configuration), so the two start-up costs can be compared.
import Foundation

FileHandle.standardOutput.write(Data("Hello, world\n".utf8))
