import Foundation
import HabitRules

extension StreakCommand {
  /// `gen streak --reset`: what clearing all history deletes.
  ///
  /// With the confirmation to ask first (HabitRules.docc/Streaks.md,
  /// "Resetting"). Nothing is deleted: the app deletes once the person
  /// confirms.
  func resetOutput(
    _ checkIns: [CheckIn], summary: StreakSummary, policy: StreakPolicy,
    _ environment: Environment, notes: [String]
  ) throws(CLIError) -> CommandOutput {
    let texts = try common.part(StreakTexts.self)
    let (language, note) = common.language(among: texts.languages)
    var ids: [String] = []
    if let pending {
      let data = try environment.read(fileOption: "--pending", path: pending)
      do {
        ids = try PendingRequest.list(fromJSON: data).map(\.id)
      } catch {
        throw fileError("--pending", pending, error, whole: "pending")
      }
    }
    let reset = StreakReset(
      checkIns: checkIns, summary: summary, goal: policy.goal, pending: ids,
      ownedPrefixes: Reconciliation.ownedPrefixes, texts: (texts, language))
    let notes = notes + (note.map { [$0] } ?? [])
    if common.json {
      return CommandOutput(try JSONOutput.encode(["reset": reset]), notes: notes)
    }
    // The table is the confirmation (it says what is lost, in the
    // locale), then the owned requests to remove, one quoted id a line.
    let lines = [reset.confirmation] + reset.remove.map { "  " + quoted($0) }
    return CommandOutput(lines.joined(separator: "\n") + "\n", notes: notes)
  }
}
