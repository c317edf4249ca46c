/// `round(value × numerator / denominator)` with ties to the even
/// neighbour (banker's rounding), exact for every `Int` value.
///
/// The product is taken in 128 bits, so it never overflows; the quotient
/// fits whenever `|numerator| <= denominator`.
///
/// - Parameters:
///   - value: Any integer.
///   - numerator: The rate's numerator, `0...denominator`.
///   - denominator: Positive.
/// - Returns: The rounded quotient.
/// - Complexity: O(1).
package func roundHalfEven(_ value: Int, times numerator: Int, over denominator: Int) -> Int {
  let negative = value < 0
  let product = value.magnitude.multipliedFullWidth(by: numerator.magnitude)
  let (quotient, remainder) = denominator.magnitude.dividingFullWidth(product)
  var rounded = quotient
  let twice = remainder * 2  // remainder < denominator <= Int.max: no overflow in UInt
  if twice > denominator.magnitude || (twice == denominator.magnitude && quotient % 2 == 1) {
    rounded += 1
  }
  let magnitude = Int(rounded)
  return negative ? -magnitude : magnitude
}
