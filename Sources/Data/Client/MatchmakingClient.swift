import CleanDomain
import Foundation

/// The matchmaking API for code written with async/await — a bot, an admin command, a load
/// generator, a server-side job: one value built with a base URL, whose methods are `async` and
/// throw typed errors.
///
/// It runs on the stack the app's composition builds (`DefaultDataTransferService.live`), with
/// the same endpoints (`APIEndpoints`) and the same mapping to the domain as the repositories,
/// so a 401 is refreshed once and the request replayed, idempotent requests — and starts, which
/// carry an idempotency key — are retried by the retry policy, and every request — its retries, waits and refresh included — ends at the
/// timeout, exactly as for the app's ViewModels. `login` saves the session in `sessionStore`,
/// as `DefaultLoginUseCase` does; every later request sends its token.
///
/// Errors keep the split every use case makes:
/// - `startMatch(userIds:)` throws `RequestFailure<MatchmakingError>`: `.domain(.duplicatedUsers(
///   ids:))` when players are named twice or already playing, `.network(APIError)` for the rest;
/// - every other method has no error of its own and throws the generic `APIError`.
///
/// Cancellation has one form: cancelling the calling task cancels the HTTP request (the
/// connection is closed) and the method throws **`APIError.cancelled(_:)`** — as it is, or
/// inside `.network(.cancelled(_:))` from `startMatch`. Never `CancellationError`, never a
/// timeout; `isCancellation` is true on both error types. A cancelled `login` saves no session.
/// The cancellation is *true*: once the method has thrown, nothing more of the request is sent,
/// and its `RequestDelivery` says what happened before:
/// - `.cancelled(.notSent)`: the request never left the process — it was still waiting for one
///   of the `maxConnectionsPerHost` connections, or had not started. It took no effect.
/// - `.cancelled(.outcomeUnknown)`: it may have reached the server; a write may have taken
///   effect (`isOutcomeUnknown`). Retry a start with the same `IdempotencyKey` — the server
///   answers it once — and never a write without one blindly.
///
/// The same holds for a timeout: `.transport(.timedOut(.notSent))` means the deadline passed
/// while the request waited for a connection (the wait counts against `timeout`).
///
/// Every error has a one-line, terminal-safe `summary`.
///
/// Threading: an immutable `Sendable` value; call any method from any task, concurrently.
/// Results arrive on the calling task.
public struct MatchmakingClient: Sendable {
  /// Players per page of `searchPlayers` and `searchAllPages` when the caller names none.
  public static let defaultPageSize = 20

  private let transfer: any DataTransferService
  private let sessionStore: any SessionStore

  /// A client of the API at `baseURL`, built with the same configuration as
  /// `DefaultDataTransferService.live(baseURL:…)` (see there for each parameter).
  ///
  /// - Parameters:
  ///   - baseURL: the absolute `http`/`https` URL every endpoint's path is appended to.
  ///   - timeout: the deadline of a whole call, its retries, waits and any token refresh
  ///     included; past it the call fails with `.transport(.timedOut(_:))`.
  ///   - maxResponseSize: the most body bytes accepted; more fails with
  ///     `.transport(.responseTooLarge(limit:))`.
  ///   - maxConnectionsPerHost: how many requests go to the server at once (6 by default); more
  ///     wait for their turn, in order, within their `timeout`. A tool with 64 calls in flight
  ///     sends 6 and queues the rest, unless it raises this.
  ///   - headers: sent with every request.
  ///   - sessionStore: where `login` saves the session and requests read its token; a new
  ///     `InMemorySessionStore` by default. Pass a shared or persistent one (`CleanStore`) to
  ///     reuse a session across clients or runs.
  ///   - session: the transport (`DefaultNetworkSession` over `URLSession` by default).
  ///   - resolver: classifies statuses and transport failures.
  ///   - retryPolicy: which failed calls are retried (idempotent reads by default).
  ///   - middleware: adapters and observers run around every attempt (`HTTPLogObserver`).
  ///   - clock: the time deadlines and backoff waits are read and spent on.
  /// - Throws: `NetworkConfigurationError` when `baseURL`, `timeout`, `maxResponseSize` or
  ///   `maxConnectionsPerHost` is invalid — before any request.
  public init(
    baseURL: URL,
    timeout: Duration = .seconds(10),
    maxResponseSize: Int = NetworkConfiguration.defaultMaxResponseSize,
    maxConnectionsPerHost: Int = NetworkConfiguration.defaultMaxConnectionsPerHost,
    headers: [String: String] = [:],
    sessionStore: any SessionStore = InMemorySessionStore(),
    session: any NetworkSession = DefaultNetworkSession(),
    resolver: any NetworkErrorResolver = DefaultNetworkErrorResolver(),
    retryPolicy: RetryPolicy = .standard,
    middleware: NetworkMiddleware = .none,
    clock: any BackoffClock = SystemBackoffClock()
  ) throws(NetworkConfigurationError) {
    self.transfer = try DefaultDataTransferService.live(
      baseURL: baseURL, timeout: timeout, maxResponseSize: maxResponseSize,
      maxConnectionsPerHost: maxConnectionsPerHost, headers: headers,
      sessionStore: sessionStore, session: session, resolver: resolver,
      retryPolicy: retryPolicy, middleware: middleware, clock: clock)
    self.sessionStore = sessionStore
  }

  /// The session `login` saved (renewed by refreshes), or `nil` when signed out.
  public var session: Session? { sessionStore.session }

  /// Signs `nickname` in and saves the session: later requests carry its token.
  ///
  /// - Throws: `.unauthorized` for a wrong nickname or password, `.cancelled`, or another
  ///   `APIError`. Never retried (a `POST`).
  @discardableResult
  public func login(nickname: String, password: String) async throws(APIError) -> Session {
    let session = try await transfer.request(
      APIEndpoints.login(nickname: nickname, password: password)
    ).toDomain()
    // A cancelled login signs nobody in; the server may have issued the tokens.
    if Task.isCancelled { throw .cancelled(.outcomeUnknown) }
    sessionStore.save(session)
    return session
  }

  /// Signs out: forgets the saved session (the server is not told).
  public func logout() {
    sessionStore.clear()
  }

  /// The player with `id`.
  ///
  /// - Throws: `.notFound` when there is none, `.unauthorized` when no session is saved or it
  ///   cannot be refreshed, `.cancelled`, or another `APIError`.
  public func user(id: Int) async throws(APIError) -> User {
    try await transfer.request(APIEndpoints.user(id: id)).toDomain()
  }

  /// Page `page` (zero-based) of the players whose nickname contains `query`, `size` per page.
  ///
  /// - Throws: `.unexpectedStatus` (400) for a negative `page` or a `size` outside 1...100,
  ///   `.unauthorized`, `.cancelled`, or another `APIError`.
  public func searchPlayers(query: String, page: Int, size: Int = defaultPageSize)
    async throws(APIError) -> Page<User>
  {
    try await transfer.request(APIEndpoints.searchUsers(query: query, page: page, size: size))
      .toDomain()
  }

  /// Every page of the players whose nickname contains `query`, from page 0 until a page says
  /// there is no next one: one request per page, sent when the consumer asks for it. A failure
  /// is thrown by the `for try await` loop as the `APIError` of `searchPlayers`; cancelling the
  /// consuming task cancels the request in flight and ends the loop with `.cancelled`.
  public func searchAllPages(query: String, size: Int = defaultPageSize)
    -> PageSequence<User, APIError>
  {
    PageSequence { [self] (page: Int) async throws(APIError) -> Page<User> in
      try await searchPlayers(query: query, page: page, size: size)
    }
  }

  /// Starts a match between `userIds` (two or more), sent with `idempotencyKey` as
  /// `Idempotency-Key`: the server answers every request with that key with its first answer
  /// and starts at most one match for it (`docs/API.md`). So the start is retried like a read —
  /// on a lost connection, on 502/503/504/429 — and starts one match, not two.
  ///
  /// The default is a new key: each call is a new logical start. To retry a start whose
  /// outcome is unknown (`failure.isOutcomeUnknown`: cancelled or timed out after it may have
  /// been sent, the connection lost after the retries), call again with the *same* key; the
  /// answer is the match it started, if it did.
  ///
  /// - Throws: `.domain(.duplicatedUsers(ids:))` — the ids named twice or already in an active
  ///   match, distinct and ascending — or `.network(_:)`: `.notFound` for an id that names no
  ///   player, `.unexpectedStatus` (400) for fewer than two, (422) for a key used before with
  ///   other ids, `.cancelled(_:)`, or another `APIError`.
  public func startMatch(userIds: [Int], idempotencyKey: IdempotencyKey = IdempotencyKey())
    async throws(RequestFailure<MatchmakingError>) -> Match
  {
    try await transfer.request(
      APIEndpoints.startMatch(userIds: userIds, idempotencyKey: idempotencyKey)
    ).toDomain()
  }

  /// Ends the match with `id`.
  ///
  /// - Throws: `.notFound` when there is no such match, `.unauthorized`, `.cancelled`, or
  ///   another `APIError`.
  public func endMatch(id: Int) async throws(APIError) {
    try await transfer.request(APIEndpoints.endMatch(id: id))
  }
}
