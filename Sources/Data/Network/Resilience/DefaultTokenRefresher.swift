import CleanDomain
import CleanPrimitives
import CleanReactive

/// `TokenRefresher` over a `SessionStore` and the `POST /auth/refresh` call.
///
/// Single flight: the first caller whose token was rejected starts one refresh, in a task of its
/// own; every caller that comes while it runs waits for the same outcome (`RefreshFlight`). A
/// cancelled caller stops waiting at once (`.cancelled`); the refresh goes on for the others. A caller whose rejected token is no longer
/// the stored one gets the stored token without a refresh: someone refreshed already.
///
/// The refresh presents the newest refresh token in the store. Its outcome:
/// - success: the new pair replaces the session (only if it is still the one refreshed: a logout
///   or login meanwhile wins) and every waiting caller replays with the new token;
/// - 401: the refresh token is spent, unknown or expired — the session is cleared and every
///   waiting caller fails with that `.unauthorized`, once each;
/// - any other failure (transport, 5xx, decoding): every waiting caller fails with it, and the
///   session and its refresh token are kept, to be presented again next time.
///
/// A session without a refresh token cannot be renewed: its rejection clears it (`.unauthorized`
/// with nothing said, which `DefaultNetworkService` replaces with the request's own 401, status
/// and server message included). Once the store is released, nothing is refreshed (the same).
///
/// Threading: thread-safe; the running refresh is kept behind a mutex.
public final class DefaultTokenRefresher: TokenRefresher {
  /// Sends `POST /auth/refresh` with a refresh token and returns the new pair.
  public typealias Refresh =
    @Sendable (_ refreshToken: String) async throws(APIError) ->
    TokenPairDTO

  private struct Running {
    let generation: Int
    let flight: RefreshFlight
  }

  private struct State {
    var running: Running?
    var generation = 0
  }

  /// Weak, like the configuration's token provider: the stack does not keep the store alive.
  private weak let store: (any SessionStore)?
  private let refresh: Refresh
  private let state = Locked(State())

  /// A refresher that renews `store`'s session with `refresh`; `store` is held weakly.
  public init(store: any SessionStore, refresh: @escaping Refresh) {
    self.store = store
    self.refresh = refresh
  }

  /// A refresher that sends the refresh through `transfer` (which must not itself refresh).
  public convenience init(store: any SessionStore, transfer: any DataTransferService) {
    self.init(store: store) { refreshToken async throws(APIError) in
      try await transfer.request(APIEndpoints.refresh(refreshToken: refreshToken))
    }
  }

  /// Waits for the refresh in flight, if any, and throws its failure (or `.cancelled` when the
  /// caller is cancelled); returns at once when none is running.
  public func waitForRunningRefresh() async throws(APIError) {
    guard let flight = state.withLock({ $0.running?.flight }) else { return }
    _ = try await flight.wait().get()
  }

  /// Returns at once, with no timer, when no refresh is running (the common case: this runs
  /// before every request that requires authorization); otherwise waits for the refresh until
  /// `deadline` at the latest.
  public func waitForRunningRefresh(until deadline: ContinuousClock.Instant)
    async throws(APIError)
  {
    guard let flight = state.withLock({ $0.running?.flight }) else { return }
    _ = try await RequestDeadline.run(until: deadline) { () async throws(APIError) in
      try await flight.wait().get()
    }
  }

  /// The token to replay with after `rejectedToken` got a 401: the stored one if it differs,
  /// otherwise the outcome of the single shared refresh (see the type's rules). Throws
  /// `.unauthorized` when the session cannot be renewed, the refresh's own failure, or
  /// `.cancelled`.
  public func token(replacing rejectedToken: String) async throws(APIError) -> String {
    let flight: RefreshFlight = try state.withLock { state -> Result<RefreshFlight, APIError> in
      if let running = state.running { return .success(running.flight) }
      guard let store, let session = store.session else {
        return .failure(.unauthorized(HTTPFailure(status: 401)))
      }
      if session.token != rejectedToken {
        let current = RefreshFlight()
        current.finish(.success(session.token))
        return .success(current)
      }
      guard let refreshToken = session.refreshToken else {
        store.clear(ifTokenIs: rejectedToken)
        return .failure(.unauthorized(HTTPFailure(status: 401)))
      }
      state.generation += 1
      let generation = state.generation
      let flight = RefreshFlight()
      state.running = Running(generation: generation, flight: flight)
      Task { [store, refresh, weak self] in
        let outcome = await Self.perform(
          refresh, refreshToken: refreshToken, session: session, store: store)
        self?.finish(generation)
        flight.finish(outcome)
      }
      return .success(flight)
    }.get()
    return try await flight.wait().get()
  }

  private func finish(_ generation: Int) {
    state.withLock { state in
      if state.running?.generation == generation { state.running = nil }
    }
  }

  private static func perform(
    _ refresh: Refresh, refreshToken: String, session: Session, store: any SessionStore
  ) async -> Result<String, APIError> {
    do {
      let pair = try await refresh(refreshToken)
      let renewed = Session(token: pair.token, user: session.user, refreshToken: pair.refreshToken)
      guard store.replace(ifTokenIs: session.token, with: renewed) else {
        return .failure(.unauthorized(HTTPFailure(status: 401)))
      }
      return .success(pair.token)
    } catch {
      if case .unauthorized = error { store.clear(ifTokenIs: session.token) }
      return .failure(error)
    }
  }
}
