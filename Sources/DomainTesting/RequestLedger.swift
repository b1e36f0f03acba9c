import CleanDomain
import CleanReactive
import Foundation

/// Counts a mock's requests in flight (subscribed and neither answered nor disposed) and records
/// the answers that actually reached a subscriber, each with the index of its call.
/// Thread-safe.
public final class RequestLedger<Value>: @unchecked Sendable {  // guarded by `lock`
  /// One answer that reached a subscriber.
  public struct Delivery {
    /// The index of the call, from 0.
    public let call: Int
    /// What the subscriber received, classified into `APIError`.
    public let result: Result<Value, APIError>
    /// Whether no later call had been made when this answer was delivered.
    public let wasLatest: Bool

    /// A delivery with these fields, e.g. an expected one to compare with.
    public init(call: Int, result: Result<Value, APIError>, wasLatest: Bool) {
      self.call = call
      self.result = result
      self.wasLatest = wasLatest
    }
  }

  private let lock = NSLock()
  private var running = 0
  private var calls = 0
  private var deliveries: [Delivery] = []

  /// Requests subscribed and neither answered nor disposed.
  public var inFlight: Int { lock.withLock { running } }
  /// Requests made so far.
  public var callCount: Int { lock.withLock { calls } }
  /// The answers delivered so far, in order.
  public var delivered: [Delivery] { lock.withLock { deliveries } }

  /// `single`, counted while in flight and recorded when it answers.
  public func track(_ single: Single<Value>) -> Single<Value> {
    let call = lock.withLock {
      calls += 1
      return calls - 1
    }
    return Single.create { [self] completion in
      let done = Flag()
      lock.withLock { running += 1 }
      @Sendable func finish() -> Bool {
        lock.withLock {
          guard !done.isSet else { return false }
          done.isSet = true
          running -= 1
          return true
        }
      }
      let subscription = single.subscribe { [self] result in
        guard finish() else { return }
        let classified = result.mapError { APIError(classifying: $0) }
        lock.withLock {
          deliveries.append(Delivery(call: call, result: classified, wasLatest: call == calls - 1))
        }
        completion(result)
      }
      return Disposables.create {
        subscription.dispose()
        _ = finish()
      }
    }
  }
}

/// A flag read and written under the ledger's lock.
private final class Flag: @unchecked Sendable {
  var isSet = false
}
