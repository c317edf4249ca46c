import HabitRules

/// The readable form of `gen advice`: the advice as one line.
enum AdviceText {
  static func text(_ advice: Advice) -> String {
    advice.text + "\n"
  }
}
