import HabitCalendar
import HabitToolkit
import Foundation

/// One aggregated value of every metric a badge catalog declares, such as
/// `totalDistanceKilometers` or the flag `proMembershipActive`.
///
/// Metrics belong to a catalog: create them with
/// ``BadgeCatalog/metrics(fromJSON:)``, ``BadgeCatalog/emptyMetrics`` or the
/// ``MetricsBuilder``. A missing metric is 0 (a flag: false). Encoded in
/// JSON as an object of name to number (flags as `true`/`false`).
public struct Metrics: Hashable, Sendable {
  /// The declared metrics, in catalog order.
  public let declarations: [MetricDeclaration]
  /// The value of each declared metric (a flag is 0 or 1).
  var values: [Double]

  /// The value of a metric, 0 when not declared.
  ///
  /// - Parameter name: The metric's name.
  /// - Returns: Its value; a flag is 1 when true.
  /// - Complexity: O(*m*) in the number of declared metrics.
  public subscript(name: String) -> Double {
    declarations.firstIndex { $0.name == name }.map { values[$0] } ?? 0
  }

  /// Sets one metric, as an app does for values it aggregates itself (the
  /// areas and counts of places).
  ///
  /// - Parameters:
  ///   - name: A declared metric.
  ///   - value: A finite number >= 0 (a flag: 0 or 1).
  /// - Throws: ``MetricsError`` for an undeclared name or a bad value.
  public mutating func set(_ name: String, to value: Double) throws(MetricsError) {
    guard let index = declarations.firstIndex(where: { $0.name == name }) else {
      throw .undeclared(name, suggestion: closestMatch(to: name, among: declarations.map(\.name)))
    }
    guard value.isFinite, value >= 0 else { throw .invalidValue(name, String(value)) }
    values[index] = declarations[index].kind == .flag ? (value > 0 ? 1 : 0) : value
  }
}

/// A metric a badge catalog knows.
public struct MetricDeclaration: Hashable, Sendable, Codable {
  /// What kind of value it holds.
  public enum Kind: String, Hashable, Sendable, Codable {
    /// A number >= 0.
    case number
    /// true or false.
    case flag
  }

  /// The name, a JSON key.
  public let name: String
  /// Number or flag.
  public let kind: Kind
}

/// Why a metrics value cannot be read.
public enum MetricsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Not a JSON object of name to value.
  case notAnObject
  /// A name the catalog does not declare, with the closest declared name.
  case undeclared(String, suggestion: String?)
  /// A number that is negative or not finite, or a value of the wrong type.
  case invalidValue(String, String)

  public var description: String {
    switch self {
    case .notAnObject:
      "metrics must be a JSON object of metric name to number"
    case .undeclared(let name, let suggestion):
      "unknown metric \"\(name)\"\(didYouMean(suggestion))"
    case .invalidValue(let name, let value):
      "metric \"\(name)\" is \(value); expected a finite number >= 0 (flags: true or false)"
    }
  }
}

extension Metrics: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: MetricKey.self)
    for (declaration, value) in zip(declarations, values) {
      let key = MetricKey(stringValue: declaration.name)
      switch declaration.kind {
      case .flag: try container.encode(value > 0, forKey: key)
      case .number: try container.encode(value, forKey: key)
      }
    }
  }

  private struct MetricKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

extension BadgeCatalog {
  /// Metrics with every value 0 (flags false).
  public var emptyMetrics: Metrics {
    Metrics(declarations: metrics, values: Array(repeating: 0, count: metrics.count))
  }

  /// Reads metrics from a JSON object of name to number (flags as
  /// booleans).
  ///
  /// - Parameter data: Such as `{"recordedDays": 12, "proMembershipActive": true}`.
  /// - Returns: The metrics; missing ones are 0 / false.
  /// - Throws: ``MetricsError`` naming the key: not an object, an undeclared
  ///   name (with the closest declared one), a value that is not a finite
  ///   number >= 0, or a flag that is not a boolean.
  /// - Complexity: O(*k* × *m*) for *k* keys and *m* declared metrics.
  public func metrics(fromJSON data: Data) throws(MetricsError) -> Metrics {
    guard let object = try? JSONDecoder().decode([String: JSONScalar].self, from: data) else {
      throw .notAnObject
    }
    var metrics = emptyMetrics
    for (name, value) in object.sorted(by: { $0.key < $1.key }) {
      guard let index = self.metrics.firstIndex(where: { $0.name == name }) else {
        throw .undeclared(name, suggestion: closestMatch(to: name, among: self.metrics.map(\.name)))
      }
      switch (self.metrics[index].kind, value) {
      case (.flag, .bool(let flag)):
        metrics.values[index] = flag ? 1 : 0
      case (.number, .number(let number)) where number.isFinite && number >= 0:
        metrics.values[index] = number
      default:
        throw .invalidValue(name, value.description)
      }
    }
    return metrics
  }
}

/// A JSON value as far as metrics care: a boolean, a number, or anything
/// else (described for the error message).
private enum JSONScalar: Decodable, CustomStringConvertible {
  case bool(Bool)
  case number(Double)
  case other(String)

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if let number = try? container.decode(Double.self) {
      self = .number(number)
    } else if let text = try? container.decode(String.self) {
      self = .other("the string \"\(text)\"")
    } else {
      self = .other(container.decodeNil() ? "null" : "an array or object")
    }
  }

  var description: String {
    switch self {
    case .bool(let flag): String(flag)
    case .number(let number): format(number)
    case .other(let text): text
    }
  }
}
