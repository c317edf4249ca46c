// swift-tools-version: 6.0
// A tiny app-like package that uses HabitRules the way an app does: as a
// dependency, with the bundled content and nothing copied by hand.
import PackageDescription

let package = Package(
  name: "Consumer",
  dependencies: [
    // An app would write: .package(url: "https://…/HabitRules.git", from: "0.1.0")
    .package(name: "HabitRules", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "Consumer",
      dependencies: [.product(name: "HabitRules", package: "HabitRules")]
    )
  ],
  swiftLanguageModes: [.v6]
)
