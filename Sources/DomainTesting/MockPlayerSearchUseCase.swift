import CleanDomain
import CleanReactive

/// A `PlayerSearchUseCase` whose answers the test scripts; its `ledger` counts requests in
/// flight and records the answers that reached a subscriber. Thread-safe.
public final class MockPlayerSearchUseCase: PlayerSearchUseCase, Sendable {
  /// Counts searches in flight and records the answers delivered.
  public let ledger = RequestLedger<Page<User>>()
  private let stub: Stub<PlayerSearchRequest, Page<User>>

  /// Answers every search with `respond` (by default, never).
  public init(respond: @escaping (PlayerSearchRequest) -> Single<Page<User>> = { _ in .never() }) {
    stub = Stub(respond)
  }

  /// Replaces the answer for later searches.
  public func answer(_ respond: @escaping (PlayerSearchRequest) -> Single<Page<User>>) {
    stub.answer(respond)
  }

  /// Every request searched so far, in order.
  public var calls: [PlayerSearchRequest] { stub.calls }

  /// Records the request and returns the scripted answer, tracked by `ledger`.
  public func search(_ request: PlayerSearchRequest) -> Single<Page<User>> {
    ledger.track(stub(request))
  }
}
