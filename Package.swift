// swift-tools-version: 6.0
import PackageDescription

// Layers point one way: each target depends only on the layers below it, so an
// import that points up or sideways does not compile (docs/architecture.md).
//
//   GenCLI                                   command line
//   GenSVG                                   gen's pictures
//   HabitRules                               aggregate: content, re-exports
//   HabitDemo                                demo records of every feature
//   HabitBadges HabitNotifications HabitGoals   features built on features
//   HabitStreaks HabitPlanner                features
//   HabitAdvice HabitQuotes HabitReminders HabitGrowth
//   HabitToolkit                             seeded random, JSON, texts, problems
//   HabitCalendar                            civil dates, zones, logical days

let package = Package(
  name: "HabitRules",
  products: [
    .library(name: "HabitRules", targets: ["HabitRules"]),
    .library(name: "HabitCalendar", targets: ["HabitCalendar"]),
    .executable(name: "gen", targets: ["gen"]),
    .executable(name: "habitrules-bench", targets: ["habitrules-bench"]),
  ],
  dependencies: [],
  targets: [
    // MARK: - Library, bottom to top

    .target(name: "HabitCalendar"),
    .target(name: "HabitToolkit", dependencies: ["HabitCalendar"]),
    .target(name: "HabitStreaks", dependencies: ["HabitCalendar", "HabitToolkit"]),
    .target(name: "HabitPlanner", dependencies: ["HabitCalendar", "HabitToolkit"]),
    // The metrics builder counts streaks with the streak engine.
    .target(name: "HabitBadges", dependencies: ["HabitCalendar", "HabitToolkit", "HabitStreaks"]),
    .target(name: "HabitAdvice", dependencies: ["HabitToolkit"]),
    .target(name: "HabitQuotes", dependencies: ["HabitCalendar", "HabitToolkit"]),
    .target(name: "HabitReminders", dependencies: ["HabitCalendar", "HabitToolkit"]),
    // XP, levels and titles; expeditions and missions, from focus sessions.
    .target(name: "HabitGrowth", dependencies: ["HabitCalendar", "HabitToolkit"]),
    // One budget for every source, and the diff to what the OS has pending.
    .target(
      name: "HabitNotifications",
      dependencies: ["HabitCalendar", "HabitToolkit", "HabitPlanner", "HabitReminders"]),
    // Savings targets, regular deposits (their days as reminder rules) and programs.
    .target(name: "HabitGoals", dependencies: ["HabitCalendar", "HabitToolkit", "HabitReminders"]),
    // Demo records in the input shapes of the features above (`demo.json`).
    .target(
      name: "HabitDemo",
      dependencies: [
        "HabitCalendar", "HabitToolkit", "HabitStreaks", "HabitBadges", "HabitReminders",
        "HabitGrowth", "HabitGoals",
      ]),
    .target(
      name: "HabitRules",
      dependencies: [
        "HabitCalendar", "HabitToolkit", "HabitStreaks", "HabitPlanner", "HabitBadges",
        "HabitAdvice", "HabitQuotes", "HabitReminders", "HabitNotifications", "HabitGrowth",
        "HabitGoals", "HabitDemo",
      ],
      plugins: ["EmbedContentPlugin"]
    ),

    // MARK: - Content embedding
    // The JSON files in the top-level `Content/` folder are compiled into the
    // HabitRules target by this build-tool plugin (see docs/content.md).

    .executableTarget(name: "ContentEmbedder"),
    .plugin(
      name: "EmbedContentPlugin",
      capability: .buildTool(),
      dependencies: ["ContentEmbedder"],
      path: "Sources/EmbedContentPlugin"
    ),

    // MARK: - Tools

    // Values to SVG pictures for gen's --svg, kept out of the feature modules.
    .target(name: "GenSVG", dependencies: ["HabitRules", "HabitToolkit"]),
    .target(name: "GenCLI", dependencies: ["HabitRules", "HabitToolkit", "GenSVG"]),
    .executableTarget(name: "gen", dependencies: ["GenCLI"]),
    .executableTarget(
      name: "habitrules-bench",
      // gen and foundation-hello are built with it for the process benchmark.
      dependencies: ["HabitRules", "gen", "foundation-hello"]
    ),
    .executableTarget(name: "foundation-hello"),

    // MARK: - Tests
    // One test target per module (docs/maintainers.md, "Tests"): each
    // @testable-imports its own module only. HabitTestSupport holds the
    // helpers they share: source-tree paths and the content patches.

    .target(name: "HabitTestSupport", dependencies: ["HabitRules"], path: "Tests/HabitTestSupport"),
    .testTarget(name: "HabitCalendarTests", dependencies: ["HabitCalendar", "HabitTestSupport"]),
    .testTarget(
      name: "HabitToolkitTests",
      dependencies: ["HabitToolkit", "HabitCalendar", "HabitTestSupport"]),
    .testTarget(
      name: "HabitStreaksTests",
      dependencies: [
        "HabitStreaks", "HabitCalendar", "HabitToolkit", "HabitRules", "HabitTestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "HabitPlannerTests",
      dependencies: [
        "HabitPlanner", "HabitCalendar", "HabitToolkit", "HabitRules", "HabitTestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "HabitBadgesTests",
      dependencies: [
        "HabitBadges", "HabitCalendar", "HabitToolkit", "HabitRules", "HabitTestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "HabitAdviceTests",
      dependencies: ["HabitAdvice", "HabitToolkit", "HabitRules", "HabitTestSupport"]),
    .testTarget(
      name: "HabitQuotesTests",
      dependencies: [
        "HabitQuotes", "HabitCalendar", "HabitToolkit", "HabitRules", "HabitTestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "HabitRemindersTests",
      dependencies: ["HabitReminders", "HabitCalendar", "HabitTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "HabitNotificationsTests",
      dependencies: [
        "HabitNotifications", "HabitCalendar", "HabitToolkit", "HabitPlanner", "HabitReminders",
        "HabitRules", "HabitTestSupport",
      ]),
    .testTarget(
      name: "HabitGrowthTests",
      dependencies: [
        "HabitGrowth", "HabitCalendar", "HabitToolkit", "HabitRules", "HabitTestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "HabitGoalsTests",
      dependencies: [
        "HabitGoals", "HabitCalendar", "HabitToolkit", "HabitReminders", "HabitRules",
        "HabitTestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "HabitDemoTests",
      dependencies: [
        "HabitDemo", "HabitCalendar", "HabitToolkit", "HabitStreaks", "HabitBadges",
        "HabitReminders", "HabitGrowth", "HabitGoals", "HabitRules", "HabitTestSupport",
      ]),
    // The aggregate: loading and validating every content file, and the
    // content's languages.
    .testTarget(
      name: "HabitRulesTests",
      dependencies: [
        "HabitRules", "HabitCalendar", "HabitToolkit", "HabitPlanner", "HabitAdvice", "HabitBadges",
        "HabitGrowth", "HabitTestSupport",
      ]),
    .testTarget(name: "GenSVGTests", dependencies: ["GenSVG", "HabitTestSupport"]),
    // gen's commands run in process.
    .testTarget(name: "GenCLITests", dependencies: ["GenCLI", "HabitRules", "HabitTestSupport"]),
    // The built gen binary run as a separate process.
    .testTarget(name: "EndToEndTests", dependencies: ["HabitTestSupport"]),
    // The README's snippets, compiled as an app would: no @testable.
    .testTarget(name: "PublicAPITests", dependencies: ["HabitRules"]),
    // The calendar product with nothing else linked.
    .testTarget(name: "HabitCalendarAPITests", dependencies: ["HabitCalendar"]),
  ],
  swiftLanguageModes: [.v6]
)
