// swift-tools-version:6.2
import PackageDescription

/// Every target compiles in Swift 6 language mode with warnings treated as errors.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

// Module names: every library module starts with `Clean`, so none collides with the modules an
// app already has (`Domain`, `Data`, `Presentation`, `App`, `Core`, `Networking`) nor with
// RxSwift's (`RxSwift`, `RxCocoa`, `RxRelay`, `RxTest`, `RxBlocking`): an app can hold both
// during a migration. The layer folders keep the names the architecture gives them.
//
//   CleanReactive         the kernel: observables, operators, subjects, relays, schedulers,
//                         disposables (RxSwift + RxRelay)
//   CleanReactiveUI       Driver, Signal, MainScheduler, SharingScheduler (RxCocoa's traits)
//   CleanReactiveTesting  TestScheduler, testable observers/observables, blocking (RxTest + RxBlocking)
//   CleanDomain           entities, APIError, repository protocols, use cases   (Sources/Domain)
//   CleanData             network stack, DTOs, repositories                     (Sources/Data)
//   CleanStore            the local SQLite store: sessions, response cache,
//                         recent queries; ServerStack, CleanData's live stack
//                         wired to it (CleanStore depends on CleanData, never
//                         the reverse: CleanData links no SQLite)               (Sources/DataStore)
//   CleanPresentation     ViewModels and Reactors                               (Sources/Presentation)
//   CleanDomainTesting    fakes of every repository and use case, fixtures, every APIError
//   CleanDataTesting      stub NetworkSession/DataTransferService, a loopback API server
//   CleanPresentationTesting  builders for ViewModel Outputs, fake ViewModels
let package = Package(
  name: "CleanMatchmaking",
  // The floor: the first releases with `Duration` and `Clock`, which the schedulers' API uses.
  // What needs more says so with `@available` (the Observation screen states: iOS 17 / macOS 14);
  // `scripts/availability-check` proves in CI that nothing else does.
  platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "CleanReactive", targets: ["CleanReactive"]),
    .library(name: "CleanReactiveUI", targets: ["CleanReactiveUI"]),
    .library(name: "CleanReactiveTesting", targets: ["CleanReactiveTesting"]),
    .library(name: "CleanDomain", targets: ["CleanDomain"]),
    .library(name: "CleanData", targets: ["CleanData"]),
    .library(name: "CleanStore", targets: ["CleanStore"]),
    .library(name: "CleanPresentation", targets: ["CleanPresentation"]),
    .library(name: "CleanDomainTesting", targets: ["CleanDomainTesting"]),
    .library(name: "CleanDataTesting", targets: ["CleanDataTesting"]),
    .library(name: "CleanPresentationTesting", targets: ["CleanPresentationTesting"]),
    .executable(name: "matchmaking-demo", targets: ["CleanDemo"]),
    .executable(name: "benchmarks", targets: ["Benchmarks"]),
  ],
  targets: [
    // The package's lowest layer, below the kernel and every module: C11 atomics and the parking
    // lot of the one lock (C, the same code on Linux and Apple platforms), and the Swift views of
    // them (`Locked`, `AtomicInt`, …, all `package`: not API). Synchronization's `Atomic`/`Mutex`
    // need iOS 18 / macOS 15; these compile at the package's floor.
    .target(name: "CCleanPrimitives", path: "Sources/CPrimitives"),
    .target(
      name: "CleanPrimitives", dependencies: ["CCleanPrimitives"], path: "Sources/Primitives",
      swiftSettings: strict),
    // The reactive kernel. Knows no layer; depends on nothing but the toolchain.
    .target(
      name: "CleanReactive", dependencies: ["CleanPrimitives"], path: "Sources/Reactive",
      swiftSettings: strict),
    // UI traits on top of the kernel: main-queue delivery, never failing.
    .target(
      name: "CleanReactiveUI", dependencies: ["CleanReactive", "CleanPrimitives"],
      path: "Sources/ReactiveUI",
      swiftSettings: strict),
    // Virtual time and recording for tests of anything built on the kernel.
    .target(
      name: "CleanReactiveTesting", dependencies: ["CleanReactive", "CleanPrimitives"],
      path: "Sources/ReactiveTesting", swiftSettings: strict),

    // Entities, the domain error type, repository protocols and use cases.
    .target(
      name: "CleanDomain", dependencies: ["CleanReactive"], path: "Sources/Domain",
      swiftSettings: strict),
    // The network stack, DTOs and repository implementations.
    .target(
      name: "CleanData", dependencies: ["CleanDomain", "CleanReactive", "CleanPrimitives"],
      path: "Sources/Data",
      swiftSettings: strict),
    // The system SQLite's C API (no package: the toolchain's machines have libsqlite3's headers).
    .systemLibrary(name: "CSQLite", path: "Sources/CSQLite"),
    // The local store over SQLite: sessions per origin, a response cache, recent queries, and
    // `ServerStack`, which wires CleanData's live network stack to them. A product of its own,
    // over CleanData and never below it, so an importer of CleanData who wants no SQLite links
    // none.
    .target(
      name: "CleanStore", dependencies: ["CleanData", "CleanDomain", "CSQLite", "CleanPrimitives"],
      path: "Sources/DataStore",
      swiftSettings: strict),
    // ViewModels and Reactors.
    .target(
      name: "CleanPresentation",
      dependencies: ["CleanDomain", "CleanReactive", "CleanReactiveUI", "CleanPrimitives"],
      path: "Sources/Presentation", swiftSettings: strict),
    // The composition root and the command-line view layer.
    .executableTarget(
      name: "CleanDemo",
      dependencies: [
        "CleanReactive", "CleanReactiveUI", "CleanDomain", "CleanData", "CleanStore",
        "CleanPresentation", "CleanPrimitives",
      ],
      path: "Sources/App", swiftSettings: strict),
    // Release-mode figures; a separate module so it sees the libraries as an importer does.
    .executableTarget(
      name: "Benchmarks",
      dependencies: ["CleanReactive", "CleanDomain", "CleanData", "CleanPrimitives"],
      path: "Benchmarks", exclude: ["callgrind.sh"], swiftSettings: strict),

    // Test support for each layer, shipped as products so an importer's tests use the same
    // fakes and fixtures as ours (and ours keep one copy of each). Test-only types live here,
    // never in the production modules above.
    .target(
      name: "CleanDomainTesting",
      dependencies: ["CleanDomain", "CleanReactive", "CleanReactiveTesting"],
      path: "Sources/DomainTesting", swiftSettings: strict),
    .target(
      name: "CleanDataTesting",
      dependencies: ["CleanData", "CleanDomain", "CleanReactive", "CleanPrimitives"],
      path: "Sources/DataTesting", resources: [.copy("Resources/api_server.py")],
      swiftSettings: strict),
    .target(
      name: "CleanPresentationTesting",
      dependencies: [
        "CleanPresentation", "CleanDomain", "CleanReactive", "CleanReactiveUI",
        "CleanReactiveTesting", "CleanPrimitives",
      ],
      path: "Sources/PresentationTesting", swiftSettings: strict),

    .testTarget(
      name: "ReactiveTests",
      dependencies: [
        "CleanReactive", "CleanReactiveUI", "CleanReactiveTesting", "CleanDomain",
        "CleanPrimitives",
      ],
      path: "Tests/ReactiveTests", swiftSettings: strict),
    .testTarget(
      name: "DomainTests",
      dependencies: [
        "CleanReactive", "CleanReactiveTesting", "CleanDomain", "CleanDomainTesting",
        "CleanPrimitives",
      ],
      path: "Tests/DomainTests", swiftSettings: strict),
    .testTarget(
      name: "DataTests",
      dependencies: [
        "CleanReactive", "CleanReactiveTesting", "CleanDomain", "CleanData", "CleanDataTesting",
        "CleanDomainTesting", "CleanPrimitives",
      ],
      path: "Tests/DataTests", swiftSettings: strict),
    // A child process for the store's crash and concurrency tests: it writes through CleanStore
    // and reports each committed write, so a test can kill it mid-burst. Not a product.
    .executableTarget(
      name: "StoreTorture", dependencies: ["CleanStore", "CleanDomain"],
      path: "Sources/StoreTorture", swiftSettings: strict),
    .testTarget(
      name: "StoreTests",
      dependencies: [
        "CleanStore", "CleanDomain", "CleanData", "CleanDataTesting", "CSQLite", "StoreTorture",
        "CleanPrimitives", "CleanReactive",
      ],
      path: "Tests/StoreTests", swiftSettings: strict),
    .testTarget(
      name: "PresentationTests",
      dependencies: [
        "CleanReactive", "CleanReactiveUI", "CleanReactiveTesting", "CleanDomain",
        "CleanPresentation", "CleanDomainTesting", "CleanPresentationTesting", "CleanPrimitives",
      ],
      path: "Tests/PresentationTests", swiftSettings: strict),
    .testTarget(
      name: "AppTests",
      dependencies: ["CleanDemo", "CleanDomain", "CleanData", "CleanReactive", "CleanDataTesting"],
      path: "Tests/AppTests",
      swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
