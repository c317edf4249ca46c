import HabitToolkit

/// How much text a notification shows on a lock screen: about two lines.
///
/// Lengths count Unicode scalars, spaces included (a Chinese character or a
/// letter is one). Japanese needs a few more characters than Chinese for
/// the same line, Korean a few more again for its spaces (HabitRules.docc/Content.md).
public enum LockScreen {
  /// The longest notification body per language.
  public static let maximumBodyLength: [Language: Int] = [
    .simplifiedChinese: 40, .english: 110, .japanese: 45, .korean: 50,
  ]

  /// The longest notification title per language.
  public static let maximumTitleLength: [Language: Int] = [
    .simplifiedChinese: 12, .english: 30, .japanese: 14, .korean: 15,
  ]
}
