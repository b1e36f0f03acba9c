// swift-tools-version:6.2
import PackageDescription

/// Every target compiles in Swift 6 language mode with warnings treated as errors.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
  name: "CleanMatchmaking",
  products: [
    .library(name: "Domain", targets: ["Domain"]),
    .library(name: "DataLayer", targets: ["DataLayer"]),
    .library(name: "Presentation", targets: ["Presentation"]),
    .executable(name: "matchmaking-demo", targets: ["MatchmakingDemo"]),
    .executable(name: "benchmarks", targets: ["Benchmarks"]),
  ],
  targets: [
    // Entities, the domain error type, repository protocols, use cases and the
    // reactive kernel. Depends on nothing but the toolchain.
    .target(name: "Domain", path: "Sources/Domain", swiftSettings: strict),
    // The network stack, DTOs and repository implementations. Domain only.
    // Not called `Data`: a module of that name shadows `Foundation.Data`.
    .target(
      name: "DataLayer", dependencies: ["Domain"], path: "Sources/Data", swiftSettings: strict),
    // ViewModels and Reactors. Domain only.
    .target(
      name: "Presentation", dependencies: ["Domain"], path: "Sources/Presentation",
      swiftSettings: strict),
    // The composition root and the command-line view layer.
    .executableTarget(
      name: "MatchmakingDemo", dependencies: ["Domain", "DataLayer", "Presentation"],
      path: "Sources/App", swiftSettings: strict),
    // Release-mode figures; a separate module so it sees the libraries as an importer does.
    .executableTarget(
      name: "Benchmarks", dependencies: ["Domain", "DataLayer"], path: "Benchmarks",
      exclude: ["callgrind.sh"], swiftSettings: strict),

    // Helpers shared by the test targets (test targets cannot depend on one another).
    .target(name: "TestSupport", path: "Tests/Support", swiftSettings: strict),
    .testTarget(
      name: "DomainTests", dependencies: ["Domain"], path: "Tests/DomainTests",
      swiftSettings: strict),
    .testTarget(
      name: "DataTests", dependencies: ["Domain", "DataLayer", "TestSupport"], path: "Tests/DataTests",
      resources: [.copy("Fixtures")], swiftSettings: strict),
    .testTarget(
      name: "PresentationTests", dependencies: ["Domain", "Presentation"],
      path: "Tests/PresentationTests", swiftSettings: strict),
    .testTarget(
      name: "AppTests", dependencies: ["MatchmakingDemo", "TestSupport"], path: "Tests/AppTests",
      swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
