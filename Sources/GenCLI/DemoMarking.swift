import HabitRules
import HabitToolkit

/// How a command applies the demo rule (HabitRules.docc/Demo.md) to the records it
/// read: the records to count, and the note for demo records it dropped.
struct CountedRecords<Record> {
  /// The records to count (``DemoRecords/filtered(_:isDemo:)``).
  let records: [Record]
  /// Whether they are demo records.
  let usedDemo: Bool
  /// A note when demo records were left out because real ones are present.
  let note: String?

  /// Applies the rule to the records of a file option.
  ///
  /// - Parameters:
  ///   - records: The records read.
  ///   - isDemo: The flag of a record.
  ///   - option: The option that named the file, such as `--sessions`.
  ///   - path: The file's path, or `-`.
  init(_ records: [Record], isDemo: KeyPath<Record, Bool>, option: String, path: String) {
    let counted = DemoRecords.filtered(records, isDemo: isDemo)
    self.records = counted.records
    usedDemo = counted.usedDemo
    let dropped = counted.droppedDemo
    note =
      dropped == 0
      ? nil
      : "\(option) \(inputName(path)): \(dropped) demo \(dropped == 1 ? "record" : "records") "
        + "left out; the file has records of your own"
  }
}

/// The demo notice of `demo.json` in the language of `--locale`, as the
/// first line of a table made from demo records.
///
/// - Parameters:
///   - table: The table's text.
///   - demo: Whether the output counts demo records.
///   - common: The command's common options (content, locale).
/// - Returns: The table, with the notice line first when `demo`.
/// - Throws: A data error when `demo.json` is broken.
func markingDemo(_ table: String, demo: Bool, _ common: CommonOptions) throws(CLIError) -> String {
  guard demo else { return table }
  let texts = try common.part(DemoTexts.self)
  let (language, _) = common.language(among: texts.languages)
  return texts.notice.string(in: language) + "\n" + table
}

/// The note when `--previous` is not compared because one side is demo
/// data (HabitRules.docc/Demo.md); `nil` when both are of the same kind.
///
/// - Parameters:
///   - previous: The metrics of `--previous`, if given.
///   - current: The current metrics.
///   - path: The path of `--previous`.
/// - Returns: The note, or `nil`.
func previousDemoNote(_ previous: Metrics?, current: Metrics, path: String?) -> String? {
  guard let previous, let path, previous.demo || current.demo else { return nil }
  if previous.demo, current.demo { return nil }
  return previous.demo
    ? "--previous \(inputName(path)): demo metrics ignored; the metrics are your own"
    : "--previous \(inputName(path)): not compared with demo metrics"
}
