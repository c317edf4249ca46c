import Testing

@testable import HabitToolkit

/// Issue #24 item 5: validate rejects a number a text writes differently
/// from `formatForReading`, and passes dates, times, small numbers and
/// decimals.
@Suite struct NumberGroupingTests {
  @Test(arguments: [
    ("Saved 20000 in total", #"20000 (write 20,000: group by thousands with ",")"#),
    ("累计存下 20000", #"20000 (write 20,000: group by thousands with ",")"#),
    ("지금까지 100000 모았어요", #"100000 (write 100,000: group by thousands with ",")"#),
    ("2万ではなく2,0000", #"2,0000 (write 20,000: group by thousands with ",")"#),
    ("Lit up 1,00,000 km²", #"1,00,000 (write 100,000: group by thousands with ",")"#),
    ("20.000.000 Schritte", #"20.000.000 (write 20,000,000: group by thousands with ",")"#),
    ("20\u{00A0}000 pas", "20\u{00A0}000 (write 20,000: group by thousands with \",\")"),
    ("12345.5 km", #"12345 (write 12,345: group by thousands with ",")"#),
    ("first 1,000, then 10000.", #"10000 (write 10,000: group by thousands with ",")"#),
    // Issue #38: four digits too, as formatForReading writes them.
    ("1000 steps", #"1000 (write 1,000: group by thousands with ",")"#),
    ("1000の貯え", #"1000 (write 1,000: group by thousands with ",")"#),
    ("든든한 5000", #"5000 (write 5,000: group by thousands with ",")"#),
  ])
  func wrongGroupingIsNamed(text: String, problem: String) {
    #expect(NumberGrouping.problem(in: text) == problem)
  }

  @Test(arguments: [
    "Saved 20,000 in total", "1,000km 여정", "1,000の貯え", "on 2026-12-01 at 23:30",
    "12,345.5 km", "2.5 hours", "1-2 more days", "40,075 km, the equator", "No number at all",
    "{count} days", "5,000.", "9999-12-31", "after 9999-12-31", "12/2026", "999 steps",
  ])
  func readableNumbersPass(text: String) {
    #expect(NumberGrouping.problem(in: text) == nil)
  }

  /// Issue #38: a sentence writes a date as its language does; an ISO
  /// 8601 date in a text is named, other digits and dashes are not.
  @Test(arguments: [
    ("このペースなら9999-12-31より後", "9999-12-31"),
    ("after 9999-12-31", "9999-12-31"),
    ("2026-12-01（火）", "2026-12-01"),
    ("1-2 more days", nil),
    ("12345-12-31", nil),
    ("2026-12-011", nil),
    ("2026-1-01", nil),
    ("Dec 31, 9999", nil),
    ("{day}より先", nil),
  ])
  func isoDatesAreFound(text: String, date: String?) {
    #expect(NumberGrouping.isoDate(in: text) == date)
  }
}
