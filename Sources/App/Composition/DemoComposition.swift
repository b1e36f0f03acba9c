import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
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

  static func screens(
    options: LaunchOptions, timeout: Duration, display: Display, console: Console = .standard
  ) throws(UsageError) -> DemoScreens {
    // Transport: in process, or a real server. Every token stored is redacted from the output.
    let sessionStore = RedactingSessionStore(
      base: InMemorySessionStore(), redactor: console.redactor)
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

    // Use cases (Domain), the app's container, the flow and its view (Presentation, CLI).
    let app = DemoAppContainer(
      loginUseCase: DefaultLoginUseCase(authRepository: authRepository, sessionStore: sessionStore),
      userRepository: userRepository, matchRepository: matchRepository, pageSize: pageSize)
    let flow = MatchmakingFlow(
      container: DefaultMatchmakingFlowContainer(app: app),
      isSignedIn: sessionStore.session != nil)
    return DemoScreens(
      display: display,
      flowView: FlowView(flow: flow, display: display, directory: PlayerDirectory()),
      faults: faults, router: router)
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
