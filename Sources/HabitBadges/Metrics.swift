import Foundation
import HabitCalendar
import HabitRecords
import HabitToolkit

/// One aggregated value of every metric a badge catalog declares, such as
/// `totalDistanceKilometers` or the flag `proMembershipActive`.
///
/// Metrics belong to a catalog: create them with
/// ``BadgeCatalog/metrics(fromJSON:)``, ``BadgeCatalog/emptyMetrics`` or the
/// ``MetricsBuilder``. A missing metric is 0 (a flag: false). Encoded in
/// JSON as an object of name to number (flags as `true`/`false`), with
/// `"demo": true` when the metrics come from demo data.
public struct Metrics: Hashable, Sendable {
  /// The declared metrics, in catalog order.
  public let declarations: [MetricDeclaration]
  /// The value of each declared metric (a flag is 0 or 1).
  var values: [Double]
  /// Whether the metrics come from demo data (``DemoRecords``): badges are
  /// never newly earned from them.
  public var demo = false

  /// The JSON key of ``demo``, which no catalog may declare as a metric.
  public static let demoKey = "demo"

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
  /// - Throws: ``InputError`` (field: the name) for an undeclared name,
  ///   with the closest declared one, or a value that is not a finite
  ///   number >= 0.
  public mutating func set(_ name: String, to value: Double) throws(InputError) {
    guard let index = declarations.firstIndex(where: { $0.name == name }) else {
      throw Self.undeclared(name, among: declarations)
    }
    guard value.isFinite, value >= 0 else { throw Self.invalid(name, format(value)) }
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

extension Metrics {
  static func undeclared(_ name: String, among declarations: [MetricDeclaration]) -> InputError {
    let suggestion = closestMatch(to: name, among: declarations.map(\.name))
    return InputError(
      field: DisplayText.escaped(name), message: "unknown metric\(didYouMean(suggestion))")
  }

  static func invalid(_ name: String, _ value: String) -> InputError {
    InputError(
      field: DisplayText.escaped(name),
      message:
        "\(value) is not a metric value; expected a finite number >= 0 (flags: true or false)"
    )
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
    if demo { try container.encode(demo, forKey: MetricKey(stringValue: Self.demoKey)) }
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
  /// booleans), as an app stores them and `gen badges --metrics` reads them.
  ///
  /// - Parameter data: Such as `{"recordedDays": 12, "proMembershipActive": true}`;
  ///   `"demo": true` marks metrics of demo data (``Metrics/demo``).
  /// - Returns: The metrics; missing ones are 0 / false.
  /// - Throws: ``InputError`` naming the key: not an object, an undeclared
  ///   name (with the closest declared one), a value that is not a finite
  ///   number >= 0 (`1e400` included), or a flag (`demo` too) that is not a
  ///   boolean.
  /// - Complexity: O(*k* × *m*) for *k* keys and *m* declared metrics.
  public func metrics(fromJSON data: Data) throws(InputError) -> Metrics {
    var metrics = emptyMetrics
    try JSONValue.forEachMember(of: data, field: "metrics", shape: metricsShape) {
      (name, value) throws(InputError) in
      if name == Metrics.demoKey {
        guard case .bool(let flag) = value else {
          throw InputError(field: name, message: "expected true or false, found \(value.kind)")
        }
        metrics.demo = flag
        return
      }
      guard let index = self.metrics.firstIndex(where: { $0.name == name }) else {
        throw Metrics.undeclared(name, among: self.metrics)
      }
      switch (self.metrics[index].kind, value) {
      case (.flag, .bool(let flag)):
        metrics.values[index] = flag ? 1 : 0
      case (.number, .number(let number)) where number.isFinite && number >= 0:
        metrics.values[index] = number
      case (_, .number(let number)) where !number.isFinite:
        throw InputError(
          field: name, message: "the number is out of range; expected a finite number >= 0")
      case (_, .number(let number)):
        throw Metrics.invalid(name, format(number))
      case (_, .string(let text)):
        throw Metrics.invalid(name, "the string \(DisplayText.quoted(text))")
      case (_, .bool(let flag)):
        throw Metrics.invalid(name, String(flag))
      default:
        throw Metrics.invalid(name, value.kind)
      }
    }
    return metrics
  }
}

/// A metrics file: an object, rejected as it starts when it is not one.
private let metricsShape = JSONValue.Shape.object(
  "expected a JSON object of metric name to number")
