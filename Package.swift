// swift-tools-version: 6.0
import PackageDescription

// The layer table: every library target and its layer, bottom up. A target
// depends only on targets of lower layers, so an import that points up or
// sideways does not compile. This table is the only copy: `.ci/check-layers.py`
// reads it (and fails on a target it lacks, on a dependency that points up or
// sideways, and on an import a target does not declare), and
// docs/architecture.md points here.
let layers: [(layer: Int, target: String, holds: String)] = [
  (0, "HabitCalendar", "civil dates, wall times, zones, logical days, ISO 8601"),
  (
    1, "HabitToolkit",
    "plumbing: JSON, input files, seeded random, languages, placeholders, content problems"
  ),
  (2, "HabitRecords", "what counts in a person's records: the demo rule, the deep-focus rule"),
  (
    2, "HabitRequests",
    "the notification requests every source makes, their ids, lock-screen budgets"
  ),
  (2, "HabitDateTexts", "how each language writes a date people read (dates.json)"),
  (
    2, "HabitBreathing",
    "breathing patterns, their exact timelines, check-in moods (breathing.json)"
  ),
  (3, "HabitStreaks", "streaks, goals, freezes, the ledger, strength"),
  (3, "HabitPlanner", "the bedtime planner and its messages"),
  (3, "HabitAdvice", "next-action advice"),
  (3, "HabitQuotes", "the daily quote"),
  (3, "HabitReminders", "a person's own reminder rules"),
  (3, "HabitGrowth", "XP, levels, titles; expeditions and missions"),
  (4, "HabitBadges", "badges and the metrics builder (counts streaks)"),
  (4, "HabitNotifications", "one budget for every source, the diff to what is pending"),
  (4, "HabitGoals", "savings targets, regular deposits (reminder rules), programs"),
  (4, "HabitReview", "a week's or a month's review and its share text"),
  (5, "HabitDemo", "demo records in the input shapes of the features below"),
  (5, "HabitMoments", "the next moments a widget must refresh at"),
  (6, "HabitRules", "the aggregate: HabitContent, the bundled content, re-exports"),
  (7, "GenSVG", "gen's pictures: values to SVG"),
  (8, "GenCLI", "the command line"),
]

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
    .target(name: "HabitRecords"),
    .target(name: "HabitRequests", dependencies: ["HabitCalendar", "HabitToolkit"]),
    .target(name: "HabitDateTexts", dependencies: ["HabitCalendar", "HabitToolkit"]),
    .target(name: "HabitBreathing", dependencies: ["HabitCalendar", "HabitToolkit"]),
    .target(
      name: "HabitStreaks",
      dependencies: ["HabitCalendar", "HabitToolkit", "HabitDateTexts", "HabitRecords"]),
    .target(
      name: "HabitPlanner", dependencies: ["HabitCalendar", "HabitToolkit", "HabitRequests"]),
    .target(name: "HabitAdvice", dependencies: ["HabitCalendar", "HabitToolkit"]),
    .target(name: "HabitQuotes", dependencies: ["HabitCalendar", "HabitToolkit"]),
    .target(
      name: "HabitReminders",
      dependencies: ["HabitCalendar", "HabitToolkit", "HabitRecords", "HabitRequests"]),
    .target(
      name: "HabitGrowth",
      dependencies: ["HabitCalendar", "HabitToolkit", "HabitRecords", "HabitBreathing"]),
    .target(
      name: "HabitBadges",
      dependencies: ["HabitCalendar", "HabitToolkit", "HabitRecords", "HabitStreaks"]),
    .target(
      name: "HabitNotifications",
      dependencies: [
        "HabitCalendar", "HabitToolkit", "HabitRequests", "HabitPlanner", "HabitReminders",
      ]),
    .target(
      name: "HabitGoals",
      dependencies: [
        "HabitCalendar", "HabitToolkit", "HabitRecords", "HabitReminders", "HabitBreathing",
      ]),
    .target(
      name: "HabitReview",
      dependencies: [
        "HabitCalendar", "HabitToolkit", "HabitDateTexts", "HabitRecords", "HabitGrowth",
        "HabitStreaks",
      ]),
    .target(
      name: "HabitDemo",
      dependencies: [
        "HabitCalendar", "HabitToolkit", "HabitRequests", "HabitStreaks", "HabitBadges",
        "HabitReminders", "HabitGrowth", "HabitGoals",
      ]),
    .target(
      name: "HabitMoments",
      dependencies: [
        "HabitCalendar", "HabitRequests", "HabitPlanner", "HabitReminders", "HabitNotifications",
      ]),
    .target(
      name: "HabitRules",
      dependencies: [
        "HabitCalendar", "HabitToolkit", "HabitDateTexts", "HabitRecords", "HabitRequests",
        "HabitStreaks",
        "HabitPlanner", "HabitBadges", "HabitAdvice", "HabitQuotes", "HabitReminders",
        "HabitNotifications", "HabitGrowth", "HabitGoals", "HabitReview", "HabitDemo",
        "HabitBreathing",
        "HabitMoments",
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

    .target(
      name: "HabitTestSupport", dependencies: ["HabitCalendar"], path: "Tests/HabitTestSupport"),
    .testTarget(name: "HabitCalendarTests", dependencies: ["HabitCalendar", "HabitTestSupport"]),
    .testTarget(
      name: "HabitToolkitTests",
      dependencies: ["HabitToolkit", "HabitCalendar", "HabitTestSupport"]),
    .testTarget(name: "HabitRecordsTests", dependencies: ["HabitRecords"]),
    .testTarget(
      name: "HabitBreathingTests",
      dependencies: [
        "HabitBreathing", "HabitCalendar", "HabitToolkit", "HabitRules", "HabitTestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "HabitDateTextsTests",
      dependencies: ["HabitDateTexts", "HabitCalendar", "HabitToolkit", "HabitTestSupport"]),
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
      dependencies: ["HabitReminders", "HabitCalendar", "HabitToolkit", "HabitTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "HabitNotificationsTests",
      dependencies: [
        "HabitNotifications", "HabitCalendar", "HabitToolkit", "HabitRequests", "HabitPlanner",
        "HabitReminders",
        "HabitRules", "HabitTestSupport",
      ]),
    .testTarget(
      name: "HabitMomentsTests",
      dependencies: [
        "HabitMoments", "HabitCalendar", "HabitToolkit", "HabitPlanner", "HabitReminders",
        "HabitNotifications", "HabitRules", "HabitTestSupport",
      ]),
    .testTarget(
      name: "HabitGrowthTests",
      dependencies: [
        "HabitGrowth", "HabitCalendar", "HabitToolkit", "HabitRecords", "HabitRules",
        "HabitTestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "HabitReviewTests",
      dependencies: [
        "HabitReview", "HabitGrowth", "HabitStreaks", "HabitCalendar", "HabitToolkit",
        "HabitRules", "HabitTestSupport",
      ]),
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
    .testTarget(name: "GenSVGTests", dependencies: ["GenSVG", "HabitRules", "HabitTestSupport"]),
    // gen's commands run in process.
    .testTarget(
      name: "GenCLITests",
      dependencies: ["GenCLI", "GenSVG", "HabitRules", "HabitToolkit", "HabitTestSupport"]),
    // The built gen binary run as a separate process.
    .testTarget(name: "EndToEndTests", dependencies: ["HabitTestSupport"]),
    // The snippets of the README and the DocC articles, compiled as an app would (no
    // @testable), and the facts the documents state.
    .testTarget(name: "PublicAPITests", dependencies: ["HabitRules"]),
    // The calendar product with nothing else linked.
    .testTarget(name: "HabitCalendarAPITests", dependencies: ["HabitCalendar"]),
  ],
  swiftLanguageModes: [.v6]
)
