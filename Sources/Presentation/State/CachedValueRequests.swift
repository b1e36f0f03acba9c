import CleanDomain
import CleanPrimitives
import CleanReactive

/// A cached value's fetch and the subscription of its newest request: what sends each request a
/// `CachedValueCore` starts, and cancels the one it supersedes. `CachedValue`'s, and the read of
/// `CachedValueWithSubmission`'s.
///
/// Threading: `send(_:answers:)` and `cancel()` on any thread, concurrently too: whichever
/// thread gets there first, the newest request (the highest token) keeps its subscription and
/// an older one is disposed. Errors: none of its own; the fetch's reach `answers`. Lifetime:
/// holds the fetch strongly; a request's subscription lives until a newer one is sent or
/// `cancel()` is called (its owner's `deinit`), and one sent after `cancel()` is disposed at
/// once.
final class CachedValueRequests<Value: Sendable>: Sendable {
  /// The value: a stored copy, then the server's answer.
  typealias Fetch = @Sendable () -> Observable<Sourced<Value>>

  private let fetch: Fetch
  /// The subscription of the latest request sent, with its token.
  private let latest = Locked<(token: Int, subscription: (any Disposable)?)>((0, nil))

  /// Requests over `fetch` (called once per request sent).
  init(fetch: @escaping Fetch) {
    self.fetch = fetch
  }

  /// Sends the fetch as request `token` (just started by its core); each of its events reaches
  /// `answers`, with the token, on the thread the fetch emits on.
  func send(_ token: Int, answers: @escaping @Sendable (Event<Sourced<Value>>, Int) -> Void) {
    // the request this one supersedes is cancelled below; its answers carry an old token and
    // are dropped by the core
    let subscription = fetch().subscribe(AnyObserver { event in answers(event, token) })
    // the newest request keeps its subscription, whichever thread gets here first: an older
    // one is disposed (cancelled), here or when the newer one arrives
    latest.withLock { latest -> (any Disposable)? in
      guard token > latest.token else { return subscription }
      defer { latest = (token, subscription) }
      return latest.subscription
    }?.dispose()
  }

  /// Cancels the request in flight; every request sent later is disposed as it is made (no
  /// token exceeds this one).
  func cancel() {
    latest.withLock { latest -> (any Disposable)? in
      defer { latest = (.max, nil) }
      return latest.subscription
    }?.dispose()
  }
}
