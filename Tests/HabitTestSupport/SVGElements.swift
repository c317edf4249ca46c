import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Every element of an SVG document with its attributes, read by
/// Foundation's XML parser (so the document must be well-formed).
public final class SVGElements: NSObject, XMLParserDelegate {
  private(set) var elements: [(name: String, attributes: [String: String])] = []

  /// The elements of `text` in document order.
  ///
  /// - Parameter text: An SVG document.
  /// - Returns: Each element's name and attributes.
  /// - Throws: `SVGError` when `text` is not well-formed XML.
  public static func parse(_ text: String) throws -> [(name: String, attributes: [String: String])]
  {
    let parser = XMLParser(data: Data(text.utf8))
    let reader = SVGElements()
    parser.delegate = reader
    guard parser.parse() else {
      throw SVGError(message: "not well-formed XML: \(String(describing: parser.parserError))")
    }
    return reader.elements
  }

  /// Records one element (the parser's delegate callback).
  public func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    elements.append((name, attributes))
  }
}

/// A picture that is not a well-formed document.
public struct SVGError: Error {
  /// Why the text is not an SVG document.
  public let message: String
}
