/// Colours that stay apart for colour-blind readers: the five reminder
/// levels run light to dark (a single lightness ramp reads in grey too),
/// and every picture marks its categories with shapes, digits or patterns
/// as well as colour.
enum Palette {
  /// Levels 1-5, light to dark (viridis), with a text colour readable on
  /// each.
  static let levels: [(fill: String, text: String)] = [
    ("#fde725", "#000000"), ("#5ec962", "#000000"), ("#21918c", "#ffffff"),
    ("#3b528b", "#ffffff"), ("#440154", "#ffffff"),
  ]
  static let ink = "#1f2328"
  static let muted = "#6e7781"
  static let grid = "#d0d7de"
}
