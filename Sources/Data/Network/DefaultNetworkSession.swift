import CleanDomain
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `NetworkSession` over `URLSession` (FoundationNetworking on Linux), driven by its own
/// delegate so that a hostile server cannot take more than a request allows, and so that a
/// request the caller was told is over is really over:
///
/// - **Connections per host**: at most `maxConnectionsPerHost` requests to one server (host and
///   port) are handed to URLSession at once (`NetworkConfiguration.maxConnectionsPerHost`, 6 by
///   default); the others wait in this session's own queue (`ConnectionGate`), in order. A
///   request cancelled while it waits is never handed to URLSession — libcurl's own queue would
///   send it on the next free connection — and fails with `APIError.cancelled(.notSent)`; one
///   whose deadline passes while it waits fails with `.transport(.timedOut(.notSent))`. The
///   wait counts against the deadline.
/// - **Cancellation**: cancelling the calling task of a request already handed to URLSession
///   stops its `URLSessionTask` and resumes the caller with `APIError.cancelled(.outcomeUnknown)`
///   once URLSession reports the task stopped — so nothing of it is sent after the caller has
///   seen the error; it may have been sent before. The cancel is issued asynchronously on a
///   private queue and the caller never blocks (see `SessionTransfer`).
/// - **A write is sent once**: libcurl resends a request on its own when a kept-alive
///   connection it reused closes before any byte of the answer, whatever the method — a `POST`
///   that the server committed before the connection dropped would take effect twice. So a
///   request that may not be sent twice — any method but `GET`, `HEAD` and `OPTIONS`, unless it
///   carries an `Idempotency-Key` — goes on a new connection of its own (a single-use
///   `URLSession`), which libcurl never resends on.
/// - **Size cap**: `data(for:maxResponseSize:)` refuses a `Content-Length` above the cap
///   before reading, and counts the *decoded* bytes (libcurl has already inflated gzip) as
///   they arrive, stopping at the cap; either way it throws
///   `APIError.transport(.responseTooLarge(limit:))`. The partial body is dropped at once.
/// - **Redirects**: followed only per `RedirectPolicy` (same origin, at most 5 hops, 307/308
///   keep method and body, 301/302/303 become a `GET`); a refused redirect returns the 3xx.
/// - **Deadline**: `data(for:maxResponseSize:deadline:)` ends at the deadline with
///   `.transport(.timedOut(_:))` (`.notSent` while it waited for a connection,
///   `.outcomeUnknown` after), from the session's one deadline timer; the task is then stopped
///   like a cancelled one, and nothing it delivers later reaches the caller.
/// - A body cut off after the response head (reset, fewer bytes than `Content-Length`) throws
///   `URLError(.networkConnectionLost)`; a response that is not HTTP, `.badServerResponse`.
///
/// Threading: thread-safe; requests run concurrently. Each instance owns one ephemeral
/// `URLSession` (no cookies, no cache, no credential storage), invalidated when it is released,
/// plus a single-use one per request that may not be sent twice.
public final class DefaultNetworkSession: NetworkSession {
  private let session: URLSession
  private let configuration: URLSessionConfiguration
  private let delegate: SessionDelegate
  private let delegateQueue: SerialDelegateQueue
  private let cancelQueue = DispatchQueue(label: "CleanData.DefaultNetworkSession.cancel")
  private let deadlines: TransferDeadlines
  private let gate: ConnectionGate

  /// A session over `configuration` (by default `.ephemeral`, with its cookie, cache and
  /// credential stores removed). Its `httpMaximumConnectionsPerHost` is raised to
  /// `NetworkConfiguration.maxConnectionsPerHostLimit`: this session's own queue keeps each
  /// request's `maxConnectionsPerHost`, and URLSession must never queue what it was handed.
  public init(configuration: URLSessionConfiguration = DefaultNetworkSession.ephemeral) {
    let delegate = SessionDelegate()
    let queue = SerialDelegateQueue(label: "CleanData.DefaultNetworkSession.delegate")
    let configuration = configuration.copy() as? URLSessionConfiguration ?? configuration
    configuration.httpMaximumConnectionsPerHost = NetworkConfiguration.maxConnectionsPerHostLimit
    let deadlines = TransferDeadlines()
    self.delegate = delegate
    self.delegateQueue = queue
    self.configuration = configuration
    self.deadlines = deadlines
    self.gate = ConnectionGate(deadlines: deadlines)
    self.session = URLSession(
      configuration: configuration, delegate: delegate, delegateQueue: queue)
  }

  deinit {
    session.finishTasksAndInvalidate()
  }

  /// How many running transfers (and requests waiting for a connection) have a deadline
  /// pending (for tests).
  var transfersAwaitingDeadline: Int { deadlines.count }

  /// How many requests to `url`'s server are handed to URLSession, and how many wait for that
  /// (for tests).
  func connections(to url: URL) -> (inUse: Int, waiting: Int) {
    let host = ConnectionGate.host(of: url)
    return (gate.slotsInUse(for: host), gate.waiting(for: host))
  }

  /// Test hook: see `SessionDelegate.willAnswerRedirect`.
  var willAnswerRedirect: (@Sendable (SessionTransfer, URLSessionTask) -> Void)? {
    get { delegate.willAnswerRedirect }
    set { delegate.willAnswerRedirect = newValue }
  }

  /// Returns once every `URLSessionTask.cancel()` this session issued so far has returned (for
  /// tests). Blocks the caller; never call it from the session's work queue.
  func waitForIssuedCancels() {
    cancelQueue.sync {}
  }

  /// An ephemeral configuration without cookie, cache or credential storage: nothing of a
  /// response is kept, in memory or on disk, and no cookie is sent or stored.
  ///
  /// No `URLCache` is load-bearing: with one, FoundationNetworking looks the task's protocol up
  /// through the cache asynchronously, so a `cancel()` racing the task's completion can reach
  /// the session after the task left its registry — a fatal error ("Trying to access a
  /// behaviour for a task that in not in the registry") that crashed the process within a few
  /// hundred cancel/completion races with URLSession's own async `data(for:)`.
  ///
  /// On Linux it is built from `.default`: FoundationNetworking's `.ephemeral` is `.default`
  /// with in-memory stores, one of which, a new cache, creates
  /// `~/.cache/org.swift.foundation.URLCache/<process name>` each time. `.default` itself still
  /// makes Foundation's shared cookie store and cache the first time it is read in a process,
  /// and they create `~/.local/share/<executable's folder name>` and that same cache folder,
  /// whatever is set afterwards: a program that must write nothing makes those shared stores
  /// first, with `XDG_DATA_HOME` and `XDG_CACHE_HOME` naming `/dev/null` (the demo's
  /// `SharedURLStores` shows how).
  public static var ephemeral: URLSessionConfiguration {
    #if canImport(FoundationNetworking)
      let configuration = URLSessionConfiguration.default
    #else
      let configuration = URLSessionConfiguration.ephemeral
    #endif
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    configuration.httpCookieAcceptPolicy = .never
    configuration.urlCache = nil
    configuration.urlCredentialStorage = nil
    return configuration
  }

  /// Sends `request` without a size cap, following redirects per `RedirectPolicy`; see
  /// `data(for:maxResponseSize:)` for the errors.
  public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    try await data(for: request, maxResponseSize: .max)
  }

  /// Sends `request`, following same-origin redirects per `RedirectPolicy` (each hop a new
  /// data task under the same cap), and returns the final response; at most
  /// `NetworkConfiguration.defaultMaxConnectionsPerHost` requests to one server at once. Throws
  /// a `URLError`, `APIError.cancelled(_:)` when the calling task is cancelled (`.notSent` while
  /// it waited for a connection, `.outcomeUnknown` after, once the task is stopped) or
  /// `APIError.transport(.responseTooLarge(limit:))`; runs on the caller's task, the URLSession
  /// callbacks on its delegate queue.
  public func data(for request: URLRequest, maxResponseSize: Int) async throws -> (
    Data, HTTPURLResponse
  ) {
    try await data(
      for: request, maxResponseSize: maxResponseSize, deadline: nil,
      maxConnectionsPerHost: NetworkConfiguration.defaultMaxConnectionsPerHost)
  }

  /// As `data(for:maxResponseSize:)`, ending at `deadline` at the latest with
  /// `APIError.transport(.timedOut(_:))`. The deadline is kept by the session's one timer for
  /// every transfer (`TransferDeadlines`; every redirect hop gets what is left of it): no task
  /// races the request, so a request that finishes in time costs a heap insertion and removal,
  /// no timer of its own and no extra thread hop.
  public func data(
    for request: URLRequest, maxResponseSize: Int, deadline: ContinuousClock.Instant
  ) async throws -> (Data, HTTPURLResponse) {
    try await data(
      for: request, maxResponseSize: maxResponseSize, deadline: deadline,
      maxConnectionsPerHost: NetworkConfiguration.defaultMaxConnectionsPerHost)
  }

  /// As `data(for:maxResponseSize:deadline:)` (no deadline when `nil`), with at most
  /// `maxConnectionsPerHost` (clamped to 1...`NetworkConfiguration.maxConnectionsPerHostLimit`)
  /// requests to `request`'s server handed to URLSession at once, this one included: it waits
  /// for its turn first, and the wait counts against `deadline`. What `DefaultNetworkService`
  /// calls, with `NetworkConfiguration.maxConnectionsPerHost`.
  public func data(
    for request: URLRequest, maxResponseSize: Int, deadline: ContinuousClock.Instant?,
    maxConnectionsPerHost: Int
  ) async throws -> (Data, HTTPURLResponse) {
    let cap = min(max(maxConnectionsPerHost, 1), NetworkConfiguration.maxConnectionsPerHostLimit)
    var current = request
    var hops = 0
    while true {
      let outcome = try await transfer(
        current, limit: maxResponseSize, hops: hops, deadline: deadline, cap: cap)
      guard let next = outcome.next else { return (outcome.body, outcome.response) }
      current = next
      hops += 1
    }
  }

  /// Whether libcurl may send `request` twice (see the type's "A write is sent once"): a safe
  /// method, or a write carrying an `Idempotency-Key` its server deduplicates by.
  static func mayBeSentTwice(_ request: URLRequest) -> Bool {
    switch (request.httpMethod ?? "GET").uppercased() {
    case "GET", "HEAD", "OPTIONS": true
    default: request.value(forHTTPHeaderField: IdempotencyKey.headerName) != nil
    }
  }

  /// One hop: waits for a connection slot, then runs one data task — on the shared session, or
  /// on a single-use one for a request that may not be sent twice.
  private func transfer(
    _ request: URLRequest, limit: Int, hops: Int, deadline: ContinuousClock.Instant?, cap: Int
  ) async throws -> SessionTransfer.Outcome {
    let host = ConnectionGate.host(of: request.url)
    try await gate.enter(host: host, limit: cap, deadline: deadline)
    // The slot is ours until the transfer gives it back (exactly once; see `SessionTransfer`).
    let transfer = SessionTransfer(
      request: request, limit: limit, hops: hops, deadline: deadline, cancelQueue: cancelQueue,
      deadlines: deadlines, releaseSlot: { [gate] in gate.leave(host) })
    let urlSession =
      Self.mayBeSentTwice(request)
      ? session
      : URLSession(configuration: configuration, delegate: delegate, delegateQueue: delegateQueue)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let task = urlSession.dataTask(with: request)
        delegate.register(transfer, for: task)
        if transfer.start(continuation, task: task) { task.resume() }
        // A single-use session lets go of its delegate once its one task completed.
        if urlSession !== session { urlSession.finishTasksAndInvalidate() }
      }
    } onCancel: {
      transfer.cancel()
    }
  }
}
