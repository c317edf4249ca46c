/// A number as people write it: `100` for a whole number, `2.5` otherwise
/// (thresholds in texts and tables, values in error messages).
package func format(_ value: Double) -> String {
  value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
