import CleanDomain
import Foundation

/// A wall-clock limit on everything done for one request: connecting, waiting for the head,
/// reading the body — and whatever else the work wrapped in `run` does (retries, a token
/// refresh), so that a caller can put all attempts of a request under one deadline.
///
/// `run` races the work against a timer (`Task.sleep` on the continuous clock, so fractional
/// seconds are honoured). Exactly one outcome comes back: the work's result or error if it
/// finishes first; otherwise `.transport(.timedOut(.outcomeUnknown))` — this type cannot know
/// how far the work got — and the work is cancelled: its late result is discarded, never
/// delivered. When the caller is cancelled, the work is cancelled and its outcome (normally a
/// `.cancelled(_:)`) is returned. `run` returns once the losing side has
/// wound down, which is at once for work that honours cancellation (`DefaultNetworkSession`
/// resumes a cancelled request immediately).
///
/// Threading: an immutable `Sendable` value; `run` executes the work in a child task.
public struct RequestDeadline: Sendable {
  /// The time allowed; positive.
  public let timeout: Duration

  /// A deadline of `timeout` (positive; `NetworkConfiguration` validates its own).
  public init(timeout: Duration) {
    self.timeout = timeout
  }

  /// The outcome of `work`, or `.transport(.timedOut(.outcomeUnknown))` if it does not finish
  /// within `timeout`.
  public func run<Value: Sendable>(
    _ work: @escaping @Sendable () async throws(APIError) -> Value
  ) async throws(APIError) -> Value {
    let timeout = self.timeout
    return try await Self.run(timer: { try await Task.sleep(for: timeout) }, work)
  }

  /// The outcome of `work`, or `.transport(.timedOut)` if `timer` returns first; `timer` throws
  /// when it is cancelled (the work finished first, or the caller gave up). Same contract as
  /// `run(_:)`, on whatever time `timer` waits on (a `BackoffClock`'s, for a virtual one).
  static func run<Value: Sendable>(
    timer: @escaping @Sendable () async throws -> Void,
    _ work: @escaping @Sendable () async throws(APIError) -> Value
  ) async throws(APIError) -> Value {
    let outcome = await withTaskGroup(of: Result<Value, APIError>?.self) { group in
      group.addTask {
        do throws(APIError) {
          return .success(try await work())
        } catch {
          return .failure(error)
        }
      }
      group.addTask {
        do {
          try await timer()
        } catch {
          return nil  // cancelled: the work finished first, or the caller gave up
        }
        return .failure(.transport(.timedOut(.outcomeUnknown)))
      }
      var first: Result<Value, APIError>?
      while first == nil, let next = await group.next() {
        first = next
      }
      group.cancelAll()
      return first ?? .failure(.cancelled(.outcomeUnknown))
    }
    return try outcome.get()
  }

  /// The outcome of `work`, or `.transport(.timedOut(.outcomeUnknown))` if it does not finish by
  /// `deadline` (on the continuous clock); `.transport(.timedOut(.notSent))` at once, without
  /// running `work`, when `deadline` has passed. Same contract as `run(_:)`.
  static func run<Value: Sendable>(
    until deadline: ContinuousClock.Instant,
    _ work: @escaping @Sendable () async throws(APIError) -> Value
  ) async throws(APIError) -> Value {
    let remaining = ContinuousClock.now.duration(to: deadline)
    guard remaining > .zero else { throw .transport(.timedOut(.notSent)) }
    return try await RequestDeadline(timeout: remaining).run(work)
  }
}
