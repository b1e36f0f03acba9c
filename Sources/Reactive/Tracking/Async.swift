/// The state of one asynchronous request, for a screen that handles it itself: not started, in
/// flight, failed with a typed error, or loaded.
///
/// A common version of this enum stores `any Error` and declares every two failures equal, so
/// that it can be `Equatable`; a second, different error is then swallowed by
/// `distinctUntilChanged`. This one keeps the failure typed and compares it.
///
/// When `Value` and `Failure` are `Equatable`, `==` compares the payloads, so two different
/// errors (or two different values) are *not* equal and `distinctUntilChanged` lets the second
/// one through. Threading: a value type. Error contract: the failure is typed, never `any Error`.
public enum Async<Value, Failure: Error> {
  /// Not started.
  case idle
  /// In flight.
  case loading
  /// Failed with a typed error.
  case failed(Failure)
  /// Finished with a value.
  case loaded(Value)

  /// The loaded value, if any.
  public var value: Value? {
    if case .loaded(let value) = self { return value }
    return nil
  }

  /// The failure, if any.
  public var error: Failure? {
    if case .failed(let error) = self { return error }
    return nil
  }

  /// Whether the request is in flight.
  public var isLoading: Bool {
    if case .loading = self { return true }
    return false
  }
}

extension Async: Equatable where Value: Equatable, Failure: Equatable {}
extension Async: Hashable where Value: Hashable, Failure: Hashable {}
extension Async: Sendable where Value: Sendable, Failure: Sendable {}
