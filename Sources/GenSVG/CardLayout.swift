/// What the three share cards have in common (`gen card`): a portrait page
/// of 1080 x 1350 (the 4:5 a feed shows whole), an accent band at the top
/// and the bottom, a heading and its date, and texts that carry their
/// figure in machine form.
///
/// A text that shows a figure carries `data-figure` (the figure's name in
/// the card's `--json`) and `data-value` (its value there: a plain number,
/// an ISO 8601 day, an id), so a test reads the card against the JSON.
struct CardLayout {
  static let width = 1080.0
  static let height = 1350.0
  /// The space on either side of a text.
  static let margin = 84.0
  /// The widest a text may be.
  static let lineWidth = width - 2 * margin
  static let center = width / 2

  private(set) var svg = SVGDocument()
  let accent: String

  /// A page with its accent bands, its heading and the date under it.
  ///
  /// - Parameters:
  ///   - accent: The card's colour.
  ///   - heading: The card's heading.
  ///   - date: The date line, as people read it.
  ///   - day: The date line's figure: its name and ISO 8601 value.
  ///   - data: More `data-` attributes of the date line.
  init(
    accent: String, heading: String, date: String, day: (name: String, value: String),
    data: KeyValuePairs<String, String> = [:]
  ) {
    self.accent = accent
    svg.add(
      "rect", ["x": "0", "y": "0", "width": number(Self.width), "height": "28", "fill": accent])
    svg.add(
      "rect",
      [
        "x": "0", "y": number(Self.height - 28), "width": number(Self.width), "height": "28",
        "fill": accent,
      ])
    text(heading, y: 170, style: .init(size: 60, bold: true))
    text(date, y: 245, style: .init(size: 38, color: Palette.muted), figure: day, data: data)
  }

  /// How a line of text is set.
  struct TextStyle {
    /// The font size it has when it fits.
    var size: Double
    /// The widest it may be.
    var width = CardLayout.lineWidth
    /// Whether it is bold.
    var bold = false
    /// Its colour; ink by default.
    var color = Palette.ink
  }

  /// A line of text, centred, its size reduced until it fits the page.
  ///
  /// - Parameters:
  ///   - text: What it says.
  ///   - x: Its centre; the page's by default.
  ///   - y: Its baseline.
  ///   - style: Its size when it fits, the widest it may be, its weight
  ///     and its colour.
  ///   - figure: The figure it shows: its name and machine value.
  ///   - data: More `data-` attributes, such as a period's last day.
  mutating func text(
    _ text: String, x: Double = center, y: Double, style: TextStyle,
    figure: (name: String, value: String)? = nil, data: KeyValuePairs<String, String> = [:]
  ) {
    var attributes: [(key: String, value: String)] = [
      ("x", number(x)), ("y", number(y)), ("text-anchor", "middle"), ("fill", style.color),
      ("font-size", number(Self.fitted(text, size: style.size, width: style.width))),
      ("font-weight", style.bold ? "bold" : "normal"),
    ]
    if let figure { attributes += [("data-figure", figure.name), ("data-value", figure.value)] }
    attributes += Array(data)
    svg.add("text", attributeList: attributes, text: text)
  }

  /// Marks a card drawn from demo records, in its top corner: such a card
  /// shows what the app will share, not the person's own figures.
  ///
  /// - Parameter label: The word for demo data, in the card's language.
  mutating func markDemo(_ label: String) {
    let width = min(Self.lineWidth / 2, textWidth(label, fontSize: 30) + 40)
    let right = Self.width - 36
    svg.add(
      "rect",
      [
        "x": number(right - width), "y": "48", "width": number(width), "height": "48", "rx": "24",
        "fill": "none", "stroke": accent, "stroke-width": "3",
      ])
    text(
      label, x: right - width / 2, y: 83, style: .init(size: 30, width: width - 24, color: accent),
      figure: ("demo", "true"))
  }

  /// Adds an element that is not a text, such as a ring or a bar.
  mutating func add(
    _ name: String, _ attributes: KeyValuePairs<String, String>, title: String? = nil
  ) {
    svg.add(name, attributes, title: title)
  }

  /// Opens a group with attributes (closed by ``close()``).
  mutating func open(_ attributes: KeyValuePairs<String, String>) { svg.open(attributes) }

  /// Closes the group opened last.
  mutating func close() { svg.close() }

  /// The whole document, 1080 x 1350, named `title`.
  func document(title: String) -> String {
    svg.text(width: Self.width, height: Self.height, title: title)
  }

  /// The font size at which a text fits a width: `size`, or smaller.
  static func fitted(_ text: String, size: Double, width: Double) -> Double {
    let needed = textWidth(text, fontSize: size)
    return needed <= width ? size : max(12, (size * width / needed).rounded(.down))
  }
}
