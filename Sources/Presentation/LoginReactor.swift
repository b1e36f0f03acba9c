import CleanDomain
import CleanPrimitives
import CleanReactive
import CleanReactiveUI

/// The login screen as a Reactor, handling its request both ways side by side:
/// the spinner is global (`RequestTracking.activity`), wrong credentials are handled per request
/// in `State.session` (`.failed(.unauthorized)`), and every other failure goes to the global
/// `RequestTracking.errors` alert (see `LoginErrorRoute`) — each failure exactly once. The
/// state is one value: `State.isLoading` is the login in flight, and a failure that goes to the
/// global alert is also `State.lastError`, in the state that ends the login; the alert is
/// reported right after that state is stored, so a view sees the state, then the alert.
///
/// Rules: `.login` is ignored while a login is in flight (the button is disabled then);
/// `.logout` forgets the session and cancels a login in flight; a login that fails for any
/// reason but the credentials puts back what the session store holds (a re-login that fails
/// with a 500 leaves the old session `.loaded`, since requests still carry its token).
///
/// Threading: actions on any thread; `state` delivers on the main queue (or the mocked
/// `SharingScheduler`). Lifetime: the subscriptions live in the Reactor's own dispose bag;
/// closures hold the Reactor weakly.
public final class LoginReactor: Reactor {
  /// Where the view sends what the user did.
  public let action = PublishRelay<Action>()
  /// The state before any action: the session the store held when the Reactor was made.
  public let initialState: State
  private let store: BehaviorRelay<State>
  private let useCase: any LoginUseCase
  private let tracking: RequestTracking
  private let disposeBag = DisposeBag()
  private let sharedState = Locked<Driver<State>?>(nil)

  /// Starts `.loaded` if `useCase` already holds a session, `.idle` otherwise.
  public init(useCase: any LoginUseCase, tracking: RequestTracking) {
    self.useCase = useCase
    self.tracking = tracking
    initialState = State(session: Self.storedSession(of: useCase))
    store = BehaviorRelay(value: initialState)
    bind(store, disposedBy: disposeBag) { [errors = tracking.errors] mutation in
      // the alert follows the state that carries the failure
      if case .failGlobally(let failure, _) = mutation { errors.report(failure) }
    }
  }

  /// The state now.
  public var currentState: State { store.value }

  /// The state as a driver: the current value at once, then every change, on main. One
  /// driver, built on first access (with the `SharingScheduler` current then) and shared by
  /// every subscriber: each state reaches all of them in one delivery on the main queue, in
  /// subscription order, so what one subscriber does with a state (a route that navigates)
  /// can never overtake another subscriber's rendering of that state.
  public var state: Driver<State> {
    sharedState.withLock { shared in
      if let shared { return shared }
      let driver = store.asDriver()
      shared = driver
      return driver
    }
  }

  /// Turns an action into mutations: a login emits loading, then its success or failure.
  public func mutate(action: Action) -> Observable<Mutation> {
    switch action {
    case .login(let nickname, let password):
      if currentState.session.isLoading { return .empty() }
      let logout = self.action.filter { if case .logout = $0 { true } else { false } }
      return tracking.activity.trackActivity(useCase.login(nickname: nickname, password: password))
        .map { Mutation.setSession(.loaded($0)) }
        .catch { [useCase] error in
          switch LoginErrorRoute(routing: error) {
          case .inline(let failure):
            return .just(.setSession(.failed(failure)))
          case .global(let failure):
            return .just(.failGlobally(failure, session: Self.storedSession(of: useCase)))
          case .ignored:
            return .just(.setSession(Self.storedSession(of: useCase)))
          }
        }
        .take(until: logout)
        .startWith(.setSession(.loading))
    case .logout:
      return .deferred { [useCase] in
        useCase.logout()
        return .just(.setSession(.idle))
      }
    }
  }

  /// What the session store holds: `.loaded` with its session, or `.idle` when it is empty.
  /// Used at start and after a login that failed without saying anything about the
  /// credentials, so the screen never disagrees with the token requests still carry.
  private static func storedSession(of useCase: any LoginUseCase) -> Async<Session, APIError> {
    useCase.currentSession.map { .loaded($0) } ?? .idle
  }

  /// Applies a mutation to a state. Pure.
  public func reduce(state: State, mutation: Mutation) -> State {
    var state = state
    switch mutation {
    case .setSession(let session):
      state.session = session
      state.lastError = nil
    case .failGlobally(let failure, let session):
      state.session = session
      state.lastError = failure
    }
    return state
  }
}
