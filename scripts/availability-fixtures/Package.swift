// swift-tools-version:6.2
import PackageDescription

// The fixture of scripts/availability-check: every mechanism the gate understands, each with a
// reference it MUST flag (marked `// expect-flag` or `// expect-flag: <platforms>` at the end of
// its line) and one it must NOT (no mark). `scripts/availability-check --self-test` builds this
// package and fails unless the flagged lines and platforms are exactly the marked ones.
// The main package never builds it: its Package.swift names only its own folders.
let package = Package(
  name: "AvailabilityFixture",
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  targets: [
    .target(name: "Fixture"),
    .executableTarget(name: "FixtureTool", dependencies: ["Fixture"]),
    .testTarget(name: "FixtureTests", dependencies: ["Fixture"]),
  ],
  swiftLanguageModes: [.v6]
)
