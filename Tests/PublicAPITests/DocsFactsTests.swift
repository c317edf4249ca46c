import Foundation
import Testing

/// The facts the documents state that can drift from the repository: each
/// is read from where it is true (the `Content/` folder, `.ci/run`,
/// `Package.swift`) and compared with what the documents say.
@Suite struct DocsFactsTests {
  /// The front door stays short.
  @Test func readmeIsAtMost15000Bytes() throws {
    let size = try DocumentFiles.text("README.md").utf8.count
    #expect(size <= 15_000, "README.md is \(size) bytes")
  }

  /// The content article's table names each file of `Content/` once, and no other.
  @Test func contentArticleNamesEveryContentFile() throws {
    let files = try FileManager.default.contentsOfDirectory(
      atPath: DocumentFiles.root.appendingPathComponent("Content").path
    ).filter { $0.hasSuffix(".json") }.sorted()
    let article = try DocumentFiles.text("Sources/HabitRules/HabitRules.docc/Content.md")
    let rows = article.split(separator: "\n").filter {
      $0.hasPrefix("| `") && $0.contains(".json`")
    }
    let named = rows.compactMap { row in
      row.split(separator: "`").dropFirst().first.map(String.init)
    }
    #expect(named.sorted() == files, "the table of Content.md, \"The files\"")
    #expect(files.count >= 16)
  }

  /// What the command-line article says CI draws is what `.ci/run` renders,
  /// and each picture it renders is an image in the catalog.
  @Test func picturesCIRendersAreTheDocumentedOnes() throws {
    let run = try DocumentFiles.text(".ci/run")
    let line = try #require(
      run.split(separator: "\n").first { $0.hasPrefix("for picture in ") })
    let rendered = line.dropFirst("for picture in ".count).split(separator: ";")[0]
      .split(separator: " ").map(String.init)
    let cards = rendered.filter { $0.hasPrefix("card-") }
    let pictures = rendered.count - cards.count
    let article = try DocumentFiles.text("Sources/HabitRules/HabitRules.docc/CommandLine.md")
    #expect(article.contains("CI draws \(pictures) pictures and \(cards.count) share cards"))
    #expect(
      run.contains(
        "gen draws its \(spelled(pictures)) pictures and \(spelled(cards.count)) share cards"))
    let images = DocumentFiles.files(
      in: "Sources/HabitRules/HabitRules.docc/Resources", ending: ".png"
    ).map { ($0 as NSString).lastPathComponent.replacingOccurrences(of: ".png", with: "") }
    #expect(images.sorted() == rendered.sorted(), "one image in the catalog per picture CI renders")
    for image in images {
      let shown = try DocumentFiles.articles.contains {
        try DocumentFiles.text($0).contains("(\(image).png)")
      }
      #expect(shown, "\(image).png is shown in no article")
    }
  }

  /// The layer table lives in `Package.swift` only: no document gives a
  /// target's layer number or a layer order of its own, and the architecture
  /// doc points at the table.
  @Test func documentsNameNoLayerOrderOfTheirOwn() throws {
    let manifest = try DocumentFiles.text("Package.swift")
    #expect(manifest.contains("let layers: [(layer: Int, target: String, holds: String)]"))
    for path in DocumentFiles.markdown + DocumentFiles.maintainerDocs {
      let text = try DocumentFiles.text(path)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let lowered = line.lowercased()
        let numbered = lowered.ranges(of: "layer ").contains { range in
          lowered[range.upperBound...].first?.isNumber == true
        }
        #expect(!numbered, "\(path):\(number + 1) gives a layer number: \(line)")
        #expect(!lowered.contains("bottom up:"), "\(path):\(number + 1) lists layers: \(line)")
      }
    }
    let architecture = try DocumentFiles.text("docs/architecture.md")
    #expect(architecture.contains("`let layers`"))
  }

  /// Every article is reachable: from the README's list and from its
  /// catalog's landing page.
  @Test func everyArticleIsLinked() throws {
    let readme = try DocumentFiles.text("README.md")
    let landings = try DocumentFiles.catalogs.map { catalog in
      try DocumentFiles.text(
        catalog + "/"
          + (catalog as NSString).lastPathComponent.replacingOccurrences(
            of: ".docc", with: ".md"))
    }
    for path in DocumentFiles.articles {
      let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
      if DocumentFiles.catalogs.contains(where: { $0.hasSuffix("/\(name).docc") }) { continue }
      #expect(readme.contains(path), "README.md does not link \(path)")
      #expect(landings.contains { $0.contains("<doc:\(name)>") }, "no landing page lists \(name)")
    }
  }

  /// The logical-days article is one file: the HabitRules catalog links to
  /// the HabitCalendar catalog's (`sed -i` on the link writes a copy).
  @Test func logicalDaysIsOneFile() throws {
    let link = try FileManager.default.destinationOfSymbolicLink(
      atPath: DocumentFiles.root.appendingPathComponent(
        "Sources/HabitRules/HabitRules.docc/LogicalDays.md"
      ).path)
    #expect(link == "../../HabitCalendar/HabitCalendar.docc/LogicalDays.md")
  }

  /// The README's command table and the command-line article's name the
  /// same commands.
  @Test func commandTablesAgree() throws {
    func commands(_ text: String) -> Set<String> {
      Set(
        text.split(separator: "\n").filter { $0.hasPrefix("| `gen ") }.compactMap { row in
          row.dropFirst("| `gen ".count).split(whereSeparator: { $0 == " " || $0 == "`" }).first
            .map(String.init)
        })
    }
    let readme = commands(try DocumentFiles.text("README.md"))
    let article = commands(
      try DocumentFiles.text("Sources/HabitRules/HabitRules.docc/CommandLine.md"))
    #expect(readme == article)
    #expect(readme.count >= 13)
  }

  private func spelled(_ number: Int) -> String {
    ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"][number]
  }
}
