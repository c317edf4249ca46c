/// A number as machines and error messages write it: `100` for a whole
/// number, `2.5` otherwise (values in error messages, content problems).
package func format(_ value: Double) -> String {
  value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

/// A number as a person reads it in a text: whole numbers grouped by
/// thousands with `,` (`20,000`), as CLDR's default decimal format writes
/// them in every language the content has (zh-Hans, en, ja and ko all
/// group by three with a comma); other numbers as ``format(_:)`` does.
///
/// - Complexity: O(*d*) in the number of digits.
package func formatForReading(_ value: Double) -> String {
  guard value.rounded() == value, abs(value) < 1e15 else { return format(value) }
  return formatForReading(Int(value))
}

/// A whole number as a person reads it, grouped by thousands with `,`
/// (`-1,250,000`), exact for every `Int` (amounts in minor units).
///
/// - Complexity: O(*d*) in the number of digits.
package func formatForReading(_ value: Int) -> String {
  let digits = String(value.magnitude)
  var grouped = ""
  for (index, digit) in digits.enumerated() {
    if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
    grouped.append(digit)
  }
  return value < 0 ? "-" + grouped : grouped
}
