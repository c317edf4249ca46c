import Foundation

/// The JSON that `--json` prints: pretty, keys sorted, one document.
enum JSONOutput {
  static func encode(_ value: some Encodable) throws(CLIError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    } catch {
      throw .data("cannot encode the result as JSON: \(error)")
    }
  }
}
