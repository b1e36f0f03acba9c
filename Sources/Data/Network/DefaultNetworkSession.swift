import CleanDomain
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `NetworkSession` over `URLSession` (FoundationNetworking on Linux), driven by its own
/// delegate so that a hostile server cannot take more than a request allows:
///
/// - **Size cap**: `data(for:maxResponseSize:)` refuses a `Content-Length` above the cap
///   before reading, and counts the *decoded* bytes (libcurl has already inflated gzip) as
///   they arrive, stopping at the cap; either way it throws
///   `APIError.transport(.responseTooLarge(limit:))`. The partial body is dropped at once.
/// - **Redirects**: followed only per `RedirectPolicy` (same origin, at most 5 hops, 307/308
///   keep method and body, 301/302/303 become a `GET`); a refused redirect returns the 3xx.
/// - **Cancellation never blocks**: cancelling the calling task resumes it at once with
///   `URLError(.cancelled)`; the `URLSessionTask` is stopped asynchronously on a private queue
///   (see `SessionTransfer`), so no cancel ever waits on a queue that may be the one calling.
/// - **Deadline**: `data(for:maxResponseSize:deadline:)` ends at the deadline with
///   `URLError(.timedOut)`, from the session's one deadline timer; the task is then stopped
///   like a cancelled one, and nothing it delivers later reaches the caller.
/// - A body cut off after the response head (reset, fewer bytes than `Content-Length`) throws
///   `URLError(.networkConnectionLost)`; a response that is not HTTP, `.badServerResponse`.
///
/// Threading: thread-safe; requests run concurrently. Each instance owns one ephemeral
/// `URLSession` (no cookies, no cache, no credential storage), invalidated when it is released.
public final class DefaultNetworkSession: NetworkSession {
  private let session: URLSession
  private let delegate: SessionDelegate
  private let cancelQueue = DispatchQueue(label: "CleanData.DefaultNetworkSession.cancel")
  private let deadlines = TransferDeadlines()

  /// A session over `configuration` (by default `.ephemeral`, with its cookie, cache and
  /// credential stores removed).
  public init(configuration: URLSessionConfiguration = DefaultNetworkSession.ephemeral) {
    let delegate = SessionDelegate()
    let queue = SerialDelegateQueue(label: "CleanData.DefaultNetworkSession.delegate")
    self.delegate = delegate
    self.session = URLSession(
      configuration: configuration, delegate: delegate, delegateQueue: queue)
  }

  deinit {
    session.finishTasksAndInvalidate()
  }

  /// How many running transfers have a deadline pending (for tests).
  var transfersAwaitingDeadline: Int { deadlines.count }

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
  /// data task under the same cap), and returns the final response. Throws a `URLError`
  /// (`.cancelled` at once when the calling task is cancelled) or
  /// `APIError.transport(.responseTooLarge(limit:))`; runs on the caller's task, the
  /// URLSession callbacks on its delegate queue.
  public func data(for request: URLRequest, maxResponseSize: Int) async throws -> (
    Data, HTTPURLResponse
  ) {
    try await data(for: request, maxResponseSize: maxResponseSize, until: nil)
  }

  /// As `data(for:maxResponseSize:)`, ending at `deadline` at the latest with
  /// `URLError(.timedOut)`. The deadline is kept by the session's one timer for every transfer
  /// (`TransferDeadlines`; every redirect hop gets what is left of it): no task races the
  /// request, so a request that finishes in time costs a heap insertion and removal, no timer
  /// of its own and no extra thread hop.
  public func data(
    for request: URLRequest, maxResponseSize: Int, deadline: ContinuousClock.Instant
  ) async throws -> (Data, HTTPURLResponse) {
    try await data(for: request, maxResponseSize: maxResponseSize, until: deadline)
  }

  private func data(
    for request: URLRequest, maxResponseSize: Int, until deadline: ContinuousClock.Instant?
  ) async throws -> (Data, HTTPURLResponse) {
    var current = request
    var hops = 0
    while true {
      let outcome = try await transfer(
        current, limit: maxResponseSize, hops: hops, deadline: deadline)
      guard let next = outcome.next else { return (outcome.body, outcome.response) }
      current = next
      hops += 1
    }
  }

  private func transfer(
    _ request: URLRequest, limit: Int, hops: Int, deadline: ContinuousClock.Instant?
  ) async throws -> SessionTransfer.Outcome {
    let transfer = SessionTransfer(
      request: request, limit: limit, hops: hops, deadline: deadline, cancelQueue: cancelQueue,
      deadlines: deadlines)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let task = session.dataTask(with: request)
        delegate.register(transfer, for: task)
        if transfer.start(continuation, task: task) { task.resume() }
      }
    } onCancel: {
      transfer.cancel()
    }
  }
}
