import HabitCalendar
import HabitToolkit

/// A user's bedtime reminder settings: what a front end stores.
///
/// JSON: `{"window": {"start": "20:30", "end": "04:00"}, "frequency":
/// "normal", "intensity": "normal", "seed": 0}`. Every field may be missing
/// and takes its default (20:30-04:00, normal, normal, 0), so settings
/// stored by any version, and fields added later, always decode; unknown
/// fields are ignored.
public struct BedtimeSettings: Hashable, Sendable {
  /// How often reminders come.
  public enum Frequency: String, CaseIterable, Hashable, Sendable, Codable {
    /// About every 65-90 minutes.
    case low
    /// About every 32-55 minutes.
    case normal
    /// About every 20-35 minutes.
    case high
  }

  /// How insistent the messages are.
  public enum Intensity: String, CaseIterable, Hashable, Sendable, Codable {
    /// One level softer than the stage of the night.
    case gentle
    /// The level of the stage of the night.
    case normal
    /// One level more insistent.
    case crazy

    /// Levels added to the stage's level (then kept within 1...5).
    public var levelShift: Int {
      switch self {
      case .gentle: -1
      case .normal: 0
      case .crazy: 1
      }
    }
  }

  /// The night window.
  public var window: NightWindow
  /// How often reminders come.
  public var frequency: Frequency
  /// How insistent the messages are.
  public var intensity: Intensity
  /// The per-installation seed: every random choice derives from it.
  public var seed: UInt64

  /// Creates settings.
  ///
  /// - Parameters:
  ///   - window: The night window (content's default: `20:30-04:00`).
  ///   - frequency: How often reminders come.
  ///   - intensity: How insistent the messages are.
  ///   - seed: The per-installation seed.
  public init(
    window: NightWindow = .standard, frequency: Frequency = .normal,
    intensity: Intensity = .normal,
    seed: UInt64 = 0
  ) {
    self.window = window
    self.frequency = frequency
    self.intensity = intensity
    self.seed = seed
  }
}

extension BedtimeSettings: Codable {
  private enum CodingKeys: String, CodingKey {
    case window, frequency, intensity, seed
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      window: try container.decodeIfPresent(NightWindow.self, forKey: .window) ?? .standard,
      frequency: try container.decodeIfPresent(Frequency.self, forKey: .frequency) ?? .normal,
      intensity: try container.decodeIfPresent(Intensity.self, forKey: .intensity) ?? .normal,
      seed: try container.decodeIfPresent(UInt64.self, forKey: .seed) ?? 0)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(window, forKey: .window)
    try container.encode(frequency, forKey: .frequency)
    try container.encode(intensity, forKey: .intensity)
    try container.encode(seed, forKey: .seed)
  }
}
