import Foundation
import HabitTestSupport
import Testing

@testable import GenSVG

@Suite struct SVGDocumentTests {
  @Test(arguments: [
    ("a < b & \"c\" > d", "a &lt; b &amp; &quot;c&quot; &gt; d"),
    ("bell\u{7}less", "bellless"),
    ("line\nbreak", "line\nbreak"),
    ("夜晚 🌙", "夜晚 🌙"),
  ])
  func textIsEscaped(text: String, escaped: String) throws {
    #expect(SVGDocument.escaped(text) == escaped)
    var document = SVGDocument()
    document.add("text", ["data-note": text], text: text, title: text)
    let svg = document.text(width: 10, height: 10, title: text)
    let elements = try SVGElements.parse(svg)
    #expect(elements.first { $0.name == "text" }?.attributes["data-note"] != nil)
  }
}
