import CleanDomain
import CleanReactive
import Synchronization

/// A `PlayerProfileUseCase` whose answers the test scripts: the server's answer (a `Single`,
/// emitted with source `.network`) and, when `storedCopy` gives one, a stored copy emitted
/// first (source `.cache`). Its `ledger` counts answers in flight and records the answers that
/// reached a subscriber. Thread-safe.
public final class MockPlayerProfileUseCase: PlayerProfileUseCase, Sendable {
  /// Counts the server's answers in flight and records the answers delivered.
  public let ledger = RequestLedger<User>()
  private let stub: Stub<Int, User>
  private let copies = Mutex<@Sendable (Int) -> User?>({ _ in nil })

  /// Answers every read of a player id with `respond` (by default, never), with no stored
  /// copy.
  public init(respond: @escaping (Int) -> Single<User> = { _ in .never() }) {
    stub = Stub(respond)
  }

  /// Replaces the server's answer for later reads.
  public func answer(_ respond: @escaping (Int) -> Single<User>) {
    stub.answer(respond)
  }

  /// Emits `copy(id)`, when it is not `nil`, as a stored copy before later reads' answers.
  public func storedCopy(_ copy: @escaping @Sendable (Int) -> User?) {
    copies.withLock { $0 = copy }
  }

  /// Every player id read so far, in order.
  public var calls: [Int] { stub.calls }

  /// Records the id and returns the stored copy, if any, then the scripted answer (tracked by
  /// `ledger`).
  public func player(id: Int) -> Observable<Sourced<User>> {
    let answer = ledger.track(stub(id)).asObservable().map { Sourced(value: $0, source: .network) }
    return Observable.deferred { [self] in  // the copy as it is when the read starts
      guard let copy = copies.withLock({ $0 })(id) else { return answer }
      return answer.startWith(Sourced(value: copy, source: .cache))
    }
  }
}
