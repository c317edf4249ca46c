import HabitCalendar
import HabitToolkit
/// A user's bedtime reminder settings: what a front end stores.
///
/// JSON: `{"window": {"start": "20:30", "end": "04:00"}, "frequency":
/// "normal", "intensity": "normal", "seed": 0}`.
public struct BedtimeSettings: Hashable, Sendable, Codable {
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
    window: NightWindow, frequency: Frequency = .normal, intensity: Intensity = .normal,
    seed: UInt64 = 0
  ) {
    self.window = window
    self.frequency = frequency
    self.intensity = intensity
    self.seed = seed
  }
}
