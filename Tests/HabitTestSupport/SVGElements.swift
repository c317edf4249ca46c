import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Every element of an SVG document with its attributes, read by
/// Foundation's XML parser (so the document must be well-formed).
public final class SVGElements: NSObject, XMLParserDelegate {
  private(set) var elements: [(name: String, attributes: [String: String])] = []
  /// The character data directly inside each element, by its index in
  /// `elements`.
  private var contents: [String] = []
  /// The indices of the elements open where the parser is.
  private var open: [Int] = []

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

  /// The `<text>` elements of `text` in document order, each with its
  /// attributes and the characters it holds (entities decoded).
  ///
  /// - Parameter text: An SVG document.
  /// - Returns: Each text's attributes and content.
  /// - Throws: `SVGError` when `text` is not well-formed XML.
  public static func texts(_ text: String) throws -> [(attributes: [String: String], text: String)]
  {
    let parser = XMLParser(data: Data(text.utf8))
    let reader = SVGElements()
    parser.delegate = reader
    guard parser.parse() else {
      throw SVGError(message: "not well-formed XML: \(String(describing: parser.parserError))")
    }
    return zip(reader.elements, reader.contents).filter { $0.0.name == "text" }.map {
      ($0.0.attributes, $0.1)
    }
  }

  /// The text of every `<title>` of `text` (the document's and each
  /// element's tooltip) in document order.
  ///
  /// - Parameter text: An SVG document.
  /// - Returns: Each title's characters (entities decoded).
  /// - Throws: `SVGError` when `text` is not well-formed XML.
  public static func titles(_ text: String) throws -> [String] {
    let parser = XMLParser(data: Data(text.utf8))
    let reader = SVGElements()
    parser.delegate = reader
    guard parser.parse() else {
      throw SVGError(message: "not well-formed XML: \(String(describing: parser.parserError))")
    }
    return zip(reader.elements, reader.contents).filter { $0.0.name == "title" }.map(\.1)
  }

  /// Records one element (the parser's delegate callback).
  public func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String]
  ) {
    open.append(elements.count)
    elements.append((name, attributes))
    contents.append("")
  }

  /// Closes the element opened last (the parser's delegate callback).
  public func parser(
    _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    open.removeLast()
  }

  /// Adds character data to the element it is in (the parser's delegate
  /// callback).
  public func parser(_ parser: XMLParser, foundCharacters string: String) {
    if let index = open.last { contents[index] += string }
  }
}

/// A picture that is not a well-formed document.
public struct SVGError: Error {
  /// Why the text is not an SVG document.
  public let message: String
}
