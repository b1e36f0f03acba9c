import CleanDomain
import CleanReactive

/// A `PlayerProfileUseCase` whose answers the test scripts: the server's answer (a `Single`,
/// emitted with source `.network`) and, when `storedCopy` gives one, a stored copy emitted
/// first (source `.cache`) — a `CachedStub`. Its `ledger` counts answers in flight and records
/// the answers that reached a subscriber. Thread-safe.
public final class MockPlayerProfileUseCase: PlayerProfileUseCase, Sendable {
  /// Counts the server's answers in flight and records the answers delivered.
  public let ledger = RequestLedger<User>()
  private let stub: CachedStub<Int, User>

  /// Answers every read of a player id with `respond` (by default, never), with no stored
  /// copy.
  public init(respond: @escaping (Int) -> Single<User> = { _ in .never() }) {
    stub = CachedStub(respond)
  }

  /// Replaces the server's answer for later reads.
  public func answer(_ respond: @escaping (Int) -> Single<User>) {
    stub.answer(respond)
  }

  /// Emits `copy(id)`, when it is not `nil`, as a stored copy before later reads' answers.
  public func storedCopy(_ copy: @escaping (Int) -> User?) {
    stub.storedCopy(copy)
  }

  /// Every player id read so far, in order.
  public var calls: [Int] { stub.calls }

  /// Records the id and returns the stored copy, if any, then the scripted answer (tracked by
  /// `ledger`).
  public func player(id: Int) -> Observable<Sourced<User>> {
    stub(id, track: ledger.track)
  }
}
