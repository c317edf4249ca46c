// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "HabitRules",
  products: [
    .library(name: "HabitRules", targets: ["HabitRules"]),
    .executable(name: "gen", targets: ["gen"]),
    .executable(name: "habitrules-bench", targets: ["habitrules-bench"]),
  ],
  dependencies: [],
  targets: [
    // MARK: - Library

    .target(
      name: "HabitRules",
      plugins: ["EmbedContentPlugin"]
    ),

    // MARK: - Content embedding
    // The JSON files in the top-level `Content/` folder are compiled into the
    // library by this build-tool plugin (see docs/content-embedding.md).

    .executableTarget(name: "ContentEmbedder"),
    .plugin(
      name: "EmbedContentPlugin",
      capability: .buildTool(),
      dependencies: ["ContentEmbedder"],
      path: "Sources/EmbedContentPlugin"
    ),

    // MARK: - Tools

    .target(name: "GenCLI", dependencies: ["HabitRules"]),
    .executableTarget(name: "gen", dependencies: ["GenCLI"]),
    .executableTarget(
      name: "habitrules-bench",
      // gen and foundation-hello are built with it for the process benchmark.
      dependencies: ["HabitRules", "gen", "foundation-hello"]
    ),
    .executableTarget(name: "foundation-hello"),

    // MARK: - Tests

    .testTarget(
      name: "HabitRulesTests",
      dependencies: ["HabitRules"],
      exclude: ["Fixtures"]
    ),
    .testTarget(name: "GenCLITests", dependencies: ["GenCLI"]),
  ],
  swiftLanguageModes: [.v6]
)
