// swift-tools-version:6.2
import PackageDescription

// A consumer of CleanMatchmaking, as an app or tool that imports it writes one: its own
// `Domain`, `Networking` and `Presentation` modules (names an app already has; the library's
// modules are all `Clean…`, so nothing collides) for two features — sending a friend request,
// and a paged season leaderboard with its own error for a 423, cache then network over the
// library's local store (`CleanStore`) — over the library's network stack, with tests that use
// only public API and the library's test-support products.
//
// The dependency is by path, so CI builds it against the checkout it tests. A path dependency's
// identity is its directory's name (a clone may be called anything), hence `library`.
let library =
  Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init)
  ?? "CleanMatchmaking"

func clean(_ product: String) -> Target.Dependency {
  .product(name: product, package: library)
}

let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

let package = Package(
  name: "FriendsExample",
  // At least the library's floor: SwiftPM refuses a product whose floor is above the app's.
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  dependencies: [.package(path: "..")],
  targets: [
    .target(
      name: "Domain", dependencies: [clean("CleanDomain"), clean("CleanReactive")],
      swiftSettings: strict),
    .target(
      name: "Networking",
      dependencies: [
        "Domain", clean("CleanData"), clean("CleanDomain"), clean("CleanReactive"),
        clean("CleanStore"),
      ],
      swiftSettings: strict),
    .target(
      name: "Presentation",
      dependencies: [
        "Domain", clean("CleanDomain"), clean("CleanPresentation"), clean("CleanReactive"),
        clean("CleanReactiveUI"),
      ],
      swiftSettings: strict),
    .testTarget(
      name: "DomainTests",
      dependencies: ["Domain", clean("CleanDomain"), clean("CleanDomainTesting")],
      swiftSettings: strict),
    .testTarget(
      name: "NetworkingTests",
      dependencies: [
        "Domain", "Networking", "Presentation", clean("CleanData"), clean("CleanDataTesting"),
        clean("CleanDomain"), clean("CleanDomainTesting"), clean("CleanPresentation"),
        clean("CleanPresentationTesting"), clean("CleanReactive"), clean("CleanReactiveTesting"),
        clean("CleanStore"),
      ],
      swiftSettings: strict),
    .testTarget(
      name: "PresentationTests",
      dependencies: [
        "Domain", "Presentation", clean("CleanDomain"), clean("CleanDomainTesting"),
        clean("CleanPresentationTesting"), clean("CleanReactive"), clean("CleanReactiveTesting"),
        clean("CleanReactiveUI"),
      ],
      swiftSettings: strict),
    // auto-matcher: a headless tool on the library's async facade (`MatchmakingClient`). Its
    // logic is a module of its own, so the tests run it against the loopback API server.
    .target(
      name: "AutoMatching", dependencies: [clean("CleanData"), clean("CleanDomain")],
      swiftSettings: strict),
    .executableTarget(
      name: "auto-matcher",
      dependencies: ["AutoMatching", clean("CleanData"), clean("CleanDomain")],
      path: "Sources/AutoMatcherCLI", swiftSettings: strict),
    .testTarget(
      name: "AutoMatchingTests",
      dependencies: [
        "AutoMatching", clean("CleanData"), clean("CleanDataTesting"), clean("CleanDomain"),
      ],
      swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
