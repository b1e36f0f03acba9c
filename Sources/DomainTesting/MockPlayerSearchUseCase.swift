import CleanDomain
import CleanReactive

/// A `PlayerSearchUseCase` whose answers the test scripts: the server's answer (a `Single`,
/// emitted with source `.network`) and, when `storedCopy` gives one, a stored copy emitted
/// first (source `.cache`) — a `CachedStub`. Its `ledger` counts answers in flight and records
/// the answers that reached a subscriber. Thread-safe.
public final class MockPlayerSearchUseCase: PlayerSearchUseCase, Sendable {
  /// Counts the server's answers in flight and records the answers delivered.
  public let ledger = RequestLedger<Page<User>>()
  private let stub: CachedStub<PlayerSearchRequest, Page<User>>

  /// Answers every search with `respond` (by default, never), with no stored copy.
  public init(respond: @escaping (PlayerSearchRequest) -> Single<Page<User>> = { _ in .never() }) {
    stub = CachedStub(respond)
  }

  /// Replaces the server's answer for later searches.
  public func answer(_ respond: @escaping (PlayerSearchRequest) -> Single<Page<User>>) {
    stub.answer(respond)
  }

  /// Emits `copy(request)`, when it is not `nil`, as a stored copy before later searches'
  /// answers.
  public func storedCopy(_ copy: @escaping (PlayerSearchRequest) -> Page<User>?) {
    stub.storedCopy(copy)
  }

  /// Every request searched so far, in order.
  public var calls: [PlayerSearchRequest] { stub.calls }

  /// Records the request and returns the stored copy, if any, then the scripted answer
  /// (tracked by `ledger`); a failure as `RequestFailure<Never>(classifying:)` makes it.
  public func search(_ request: PlayerSearchRequest) -> SourcedRequest<Page<User>, Never> {
    SourcedRequest(classifying: stub(request, track: ledger.track))
  }
}
