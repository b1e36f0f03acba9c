import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import CleanStore
import Foundation

/// The composition root: the one place that constructs concrete types. It builds the object
/// graph from the bottom up — transport (the embedded backend or URLSession), network stack,
/// repositories, use cases, the app's dependency container and the matchmaking flow, which builds
/// the ViewModels and the login Reactor — and hands the flow to its CLI view, which talks to
/// nothing else (never to a use case).
///
/// Threading: main actor (the screens are main-actor objects). Errors: a base URL or timeout the
/// network stack rejects is a `UsageError`.
@MainActor
enum DemoComposition {
  /// The base URL the embedded backend answers for (never resolved: no socket is opened).
  static let embeddedBaseURL = URL(string: "http://embedded.matchmaking.invalid")!
  /// Players per search page: small, so that the demo's searches have more than one page.
  static let pageSize = 5

  /// The object graph for `options`, keeping state in `stateFile` (`nil`: in memory only; see
  /// `StateLocation`). The store's warnings are printed on stderr and the run goes on.
  static func screens(
    options: LaunchOptions, stateFile: URL?, timeout: Duration, display: Display,
    console: Console = .standard
  ) throws(UsageError) -> DemoScreens {
    let baseURL: URL
    let transport: any NetworkSession
    let faults: FaultInjector?
    var router: BackendRouter?
    if let url = options.baseURL {  // validated by LaunchArgumentParser
      baseURL = url
      transport = DefaultNetworkSession()
      faults = nil
    } else {
      let injector = FaultInjector(rate: options.faultRate, seed: options.seed)
      baseURL = embeddedBaseURL
      let backendRouter = BackendRouter()
      transport = EmbeddedBackend(
        baseURL: baseURL, router: backendRouter, faults: injector, latency: options.latency)
      faults = injector
      router = backendRouter
    }

    // State: the local store, if any, and the session of this run's origin. Every token stored
    // or read back is redacted from the output.
    let store = stateFile.map { openStore($0, console: console) }
    let sessionStore = RedactingSessionStore(
      base: sessionStore(store: store, baseURL: options.baseURL, console: console),
      redactor: console.redactor)

    // Network stack and repositories (CleanData).
    let transfer: DefaultDataTransferService
    do {
      transfer = try DefaultDataTransferService.live(
        baseURL: baseURL, timeout: timeout,
        maxResponseSize: options.maxResponseSize ?? NetworkConfiguration.defaultMaxResponseSize,
        sessionStore: sessionStore, session: transport,
        retryPolicy: RetryPolicy(retries: options.retries),
        middleware: httpMiddleware(options: options, console: console))
    } catch {
      throw .conflict("the network stack rejected the configuration: \(error)")
    }
    let authRepository = DefaultAuthRepository(transfer: transfer)
    let userRepository = DefaultUserRepository(transfer: transfer)
    let matchRepository = DefaultMatchRepository(transfer: transfer)
    let origin = try? ServerOrigin(url: baseURL)
    let players = CachingUserRepository(
      network: userRepository,
      users: PlayerCaches.users(store: store, origin: origin, console: console),
      searches: PlayerCaches.searches(store: store, origin: origin, console: console))

    // Use cases (Domain), the app's container, the flow and its view (Presentation, CLI).
    let app = DemoAppContainer(
      loginUseCase: DefaultLoginUseCase(authRepository: authRepository, sessionStore: sessionStore),
      userRepository: userRepository, players: players, matchRepository: matchRepository,
      pageSize: pageSize)
    let flow = MatchmakingFlow(
      container: DefaultMatchmakingFlowContainer(app: app),
      isSignedIn: sessionStore.session != nil)
    return DemoScreens(
      display: display,
      flowView: FlowView(flow: flow, display: display, directory: PlayerDirectory()),
      recentSearches: recentSearches(store: store, baseURL: baseURL, console: console),
      faults: faults, router: router)
  }

  /// Opens the store at `file`, printing its warnings (a file moved aside, a newer schema, a
  /// folder that cannot be used) on stderr; the run goes on with the store it gets.
  private static func openStore(_ file: URL, console: Console) -> LocalStore {
    let opening = LocalStore.open(file: file)
    for warning in opening.warnings {
      console.writeError("matchmaking-demo: warning: \(warning)\n")
    }
    return opening.store
  }

  /// The session of a real server's origin in `store`, so a later run against the same origin
  /// starts signed in; in memory without a store, and on the embedded backend (its tokens die
  /// with the run). A store failure is printed once, and the session stays in memory.
  private static func sessionStore(store: LocalStore?, baseURL: URL?, console: Console)
    -> any SessionStore
  {
    guard let store, let baseURL, let origin = try? ServerOrigin(url: baseURL) else {
      return InMemorySessionStore()
    }
    return PersistentSessionStore(store: store, origin: origin) { error in
      console.writeError(
        "matchmaking-demo: warning: the store failed (\(error)); "
          + "the session is kept in memory for the rest of this run\n")
    }
  }

  /// The searches of `baseURL`'s origin (the embedded backend's pseudo-origin included) in
  /// `store`; in memory without a store.
  private static func recentSearches(store: LocalStore?, baseURL: URL, console: Console)
    -> any RecentSearches
  {
    guard let store, let origin = try? ServerOrigin(url: baseURL) else {
      return InMemoryRecentSearches()
    }
    return StoredRecentSearches(
      recent: RecentQueries(store: store, origin: origin), console: console)
  }

  /// `--log-http`: one line per attempt on stderr (the console redacts any token in it).
  private static func httpMiddleware(options: LaunchOptions, console: Console) -> NetworkMiddleware
  {
    guard options.logsHTTP else { return .none }
    return NetworkMiddleware(observers: [
      HTTPLogObserver { line in console.writeError("matchmaking-demo: \(line)\n") }
    ])
  }
}
