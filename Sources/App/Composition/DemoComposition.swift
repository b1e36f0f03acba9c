import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Foundation

/// The composition root: the one place that constructs concrete types. It builds the object
/// graph from the bottom up — transport (the embedded backend or URLSession), network stack,
/// repositories, use cases, ViewModels and the login Reactor — and hands them to the CLI's
/// screens, which talk to nothing else (never to a use case).
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

    // Use cases (Domain).
    let loginUseCase = DefaultLoginUseCase(
      authRepository: authRepository, sessionStore: sessionStore)
    let searchUseCase = DefaultPlayerSearchUseCase(
      userRepository: userRepository, pageSize: pageSize)
    let matchmakingUseCase = DefaultMatchmakingUseCase(
      userRepository: userRepository, matchRepository: matchRepository)

    // ViewModels and the Reactor (Presentation), and the CLI's screens that own them.
    let directory = PlayerDirectory()
    let loginTracking = RequestTracking()
    return DemoScreens(
      display: display,
      login: LoginScreen(
        reactor: LoginReactor(useCase: loginUseCase, tracking: loginTracking),
        tracking: loginTracking, display: display, directory: directory),
      search: SearchScreen(
        viewModel: PlayerSearchViewModel(useCase: searchUseCase), display: display,
        directory: directory),
      lobby: LobbyScreen(
        viewModel: LobbyViewModel(useCase: matchmakingUseCase), display: display,
        directory: directory),
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
