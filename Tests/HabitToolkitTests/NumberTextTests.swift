import Testing

@testable import HabitToolkit

/// Whole numbers as people read them, exact for every `Int`.
@Suite struct NumberTextTests {
  @Test(arguments: [
    (0, "0"), (999, "999"), (1_000, "1,000"), (-1_250_000, "-1,250,000"),
    (537_733_191_127_601, "537,733,191,127,601"),
    (Int.max, "9,223,372,036,854,775,807"), (Int.min, "-9,223,372,036,854,775,808"),
  ])
  func integers(value: Int, text: String) {
    #expect(formatForReading(value) == text)
  }

  @Test func doublesStillGroup() {
    #expect(formatForReading(20_000.0) == "20,000")
    #expect(formatForReading(2.5) == "2.5")
  }
}
