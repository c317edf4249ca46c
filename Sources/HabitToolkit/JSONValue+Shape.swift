extension JSONValue {
  /// What a reader expects of a document: the kind of its root, and the
  /// kinds its elements may be (of a root array; of a root object, its
  /// member values), with the words for each in an error.
  package struct Shape: Sendable {
    /// The kind of a JSON value.
    package enum Kind: Sendable {
      case object, array, string, number, bool, null

      /// "an object", "a number": as ``JSONValue/kind`` says it.
      var name: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
      }

      /// The kind's bit in a set of kinds.
      var bit: UInt8 {
        switch self {
        case .object: 1
        case .array: 2
        case .string: 4
        case .number: 8
        case .bool: 16
        case .null: 32
        }
      }
    }

    /// Where a document first failed its shape: at the root (`element`
    /// `nil`) or at an element, by position; and what was found there.
    struct Mismatch {
      /// The element's position, or `nil` for the root.
      let element: Int?
      /// The kind found, or `nil` when the element is one too many.
      let found: String?
    }

    /// The kind of the root.
    package let root: Kind
    /// What the root must be, for the error: `expected a JSON array of
    /// check-ins`.
    package let rootExpected: String
    /// The kinds the root's elements (or member values) may be.
    package let elements: Set<Kind>
    /// What an element must be, for the error: `expected an object`.
    package let elementExpected: String
    /// The most elements (or members) the root may have; the next one is
    /// rejected as it starts.
    package var maximumElements: Int?
    /// What the limit is, for the error: `a person's list holds at most
    /// 256 rules`.
    package var limitExplained = ""

    /// A shape.
    ///
    /// - Parameters:
    ///   - root: The kind of the root.
    ///   - expected: What the root must be, for the error.
    ///   - elements: The kinds its elements (or member values) may be.
    ///   - elementExpected: What an element must be, for the error.
    package init(root: Kind, expected: String, elements: Set<Kind>, elementExpected: String) {
      self.root = root
      self.rootExpected = expected
      self.elements = elements
      self.elementExpected = elementExpected
    }

    /// An object of anything: the root of a content file.
    ///
    /// - Parameter expected: What the root must be.
    /// - Returns: The shape.
    package static func object(_ expected: String) -> Shape {
      Shape(
        root: .object, expected: expected,
        elements: [.object, .array, .string, .number, .bool, .null],
        elementExpected: "")
    }

    /// An array of objects, such as a list of pending requests.
    ///
    /// - Parameter expected: What the root must be: `expected a JSON array
    ///   of pending requests`.
    /// - Returns: The shape.
    package static func arrayOfObjects(_ expected: String) -> Shape {
      Shape(
        root: .array, expected: expected, elements: [.object],
        elementExpected: "expected an object")
    }
  }
}
