import CleanDomain
import CleanReactive
import CleanReactiveUI

extension CachedValueWithSubmission {
  /// What a detail screen with one write sends. Feed relays: they never fail (see
  /// `CachedValueWithSubmission` for a stream that does).
  public struct Input: Sendable {
    /// Load the value (the screen appeared).
    public let load: Observable<Void>
    /// Load it again (a pull to refresh). The same intent as `load` — the newest wins, the read
    /// in flight is cancelled — on a stream of its own, so a screen need not merge the two.
    public let reload: Observable<Void>
    /// Send the write for this payload (a tap); ignored while a write is in flight.
    public let submit: Observable<Payload>

    /// Bundles the screen's intents; a screen with no pull to refresh leaves `reload` out.
    public init(
      load: Observable<Void>, reload: Observable<Void> = .never(), submit: Observable<Payload>
    ) {
      self.load = load
      self.reload = reload
      self.submit = submit
    }
  }

  /// What a detail screen with one write shows. The Driver is state (replays the latest value);
  /// the Signals are events (no replay; the same outcome twice fires twice). Each request that
  /// ends fires at most one Signal (a cancellation none), once, after the state that carries
  /// its outcome.
  public struct Output: Sendable {
    /// State: the read's state and the write's, as one value.
    public let state: Driver<State>
    /// Event: a write succeeded, with its value (after the state that holds it and the reload
    /// it started).
    public let succeeded: Signal<WriteValue>
    /// Event: either request's generic failure (never a cancellation), for the generic alert.
    public let networkError: Signal<APIError>
    /// Event: the read's own failure, for its own message.
    public let readError: Signal<ReadError>
    /// Event: the write's own failure (a tournament full), shown inline.
    public let writeError: Signal<WriteError>

    /// Every output, as a fake or a view test builds it.
    public init(
      state: Driver<State>, succeeded: Signal<WriteValue>, networkError: Signal<APIError>,
      readError: Signal<ReadError>, writeError: Signal<WriteError>
    ) {
      self.state = state
      self.succeeded = succeeded
      self.networkError = networkError
      self.readError = readError
      self.writeError = writeError
    }
  }
}
