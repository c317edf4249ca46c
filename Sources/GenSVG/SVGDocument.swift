/// A standalone SVG document built element by element: no scripts, no
/// external fonts, images or links, every text escaped.
struct SVGDocument {
  private var body: [String] = []
  private var depth = 1

  /// An element with attributes, an optional text and an optional
  /// `<title>` (what a browser shows on hover).
  ///
  /// - Parameters:
  ///   - name: The element name, such as `rect`.
  ///   - attributes: Name and value pairs, in order; values are escaped.
  ///   - text: Character data inside the element.
  ///   - title: A `<title>` child.
  mutating func add(
    _ name: String, _ attributes: KeyValuePairs<String, String>, text: String? = nil,
    title: String? = nil
  ) {
    add(name, attributeList: Array(attributes), text: text, title: title)
  }

  /// An element whose attributes are put together at run time.
  ///
  /// - Parameters:
  ///   - name: The element name, such as `text`.
  ///   - attributeList: Name and value pairs, in order; values are escaped.
  ///   - text: Character data inside the element.
  ///   - title: A `<title>` child.
  mutating func add(
    _ name: String, attributeList: [(key: String, value: String)], text: String? = nil,
    title: String? = nil
  ) {
    let head = "<\(name)\(Self.attributeText(attributeList))"
    guard text != nil || title != nil else {
      body.append(indent + head + "/>")
      return
    }
    var inner = ""
    if let title { inner += "<title>\(Self.escaped(title))</title>" }
    if let text { inner += Self.escaped(text) }
    body.append(indent + head + ">" + inner + "</\(name)>")
  }

  /// Opens a group `<g>` (closed by ``close()``).
  mutating func open(_ attributes: KeyValuePairs<String, String>) {
    body.append(indent + "<g\(Self.attributeText(attributes))>")
    depth += 1
  }

  /// Closes the group opened last.
  mutating func close() {
    depth -= 1
    body.append(indent + "</g>")
  }

  /// The whole document, sized to `width` x `height`, with `title` as its
  /// accessible name and `definitions` (patterns) in `<defs>`.
  ///
  /// A picture drawn from demo records passes `demoLabel`: the document
  /// then opens with a strip of ``demoStripHeight`` holding the label
  /// (`data-figure="demo"`), and the picture below it, moved down (and
  /// widened when the label needs it). Without it the document is the
  /// picture alone.
  func text(
    width: Double, height: Double, title: String, definitions: [String] = [],
    demoLabel: String? = nil
  ) -> String {
    let labelWidth = demoLabel.map { textWidth($0, fontSize: 13) + 24 } ?? 0
    let fullWidth = demoLabel == nil ? width : max(width, labelWidth + 32)
    let fullHeight = demoLabel == nil ? height : height + Self.demoStripHeight
    let size = "width=\"\(number(fullWidth))\" height=\"\(number(fullHeight))\""
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<svg xmlns=\"http://www.w3.org/2000/svg\" \(size) "
        + "viewBox=\"0 0 \(number(fullWidth)) \(number(fullHeight))\" "
        + "font-family=\"sans-serif\" role=\"img\">",
      "  <title>\(Self.escaped(title))</title>",
    ]
    if !definitions.isEmpty {
      lines.append("  <defs>")
      lines += definitions.map { "    " + $0 }
      lines.append("  </defs>")
    }
    lines.append("  <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>")
    guard let demoLabel else { return (lines + body + ["</svg>"]).joined(separator: "\n") + "\n" }
    var strip = SVGDocument()
    strip.add(
      "rect",
      [
        "x": "16", "y": "8", "width": number(labelWidth), "height": "24", "rx": "12",
        "fill": "none", "stroke": Palette.muted, "stroke-width": "1.5",
      ])
    strip.add(
      "text",
      [
        "x": number(16 + labelWidth / 2), "y": "25", "text-anchor": "middle", "font-size": "13",
        "fill": Palette.ink, "data-figure": "demo", "data-value": "true",
      ],
      text: demoLabel)
    lines += strip.body
    lines.append("  <g transform=\"translate(0 \(number(Self.demoStripHeight)))\">")
    lines += body.map { "  " + $0 }
    lines.append("  </g>")
    return (lines + ["</svg>"]).joined(separator: "\n") + "\n"
  }

  /// The height of the strip a picture drawn from demo records opens with.
  static let demoStripHeight = 40.0

  private var indent: String { String(repeating: "  ", count: depth) }

  private static func attributeText(
    _ attributes: some Sequence<(key: String, value: String)>
  ) -> String {
    attributes.map { " \($0.key)=\"\(escaped($0.value))\"" }.joined()
  }

  /// Text safe in XML character data and in double-quoted attributes;
  /// characters XML 1.0 does not allow (most C0 controls) are dropped.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value >= 0x20, scalar.value != 0xFFFE, scalar.value != 0xFFFF {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}

/// A coordinate with at most one decimal, as SVG reads it.
func number(_ value: Double) -> String {
  let rounded = (value * 10).rounded() / 10
  return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

/// About how wide a text is at a font size: wide (CJK) characters count
/// one em, others about half.
func textWidth(_ text: String, fontSize: Double) -> Double {
  text.unicodeScalars.reduce(0) { width, scalar in
    width + (isWide(scalar) ? 1.0 : 0.56) * fontSize
  }
}

private func isWide(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.value {
  case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
    0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF:
    true
  default: false
  }
}
