import CleanDomain
import CleanReactive
import Foundation

/// One scripted cache-then-network read of a fake: records each call's argument and answers
/// it with a stored copy, when `storedCopy` gives one (source `.cache`, at subscription), then
/// the scripted server's answer (source `.network`) — what `CacheThenNetwork` (CleanData)
/// emits, without a cache.
///
/// Use it for a fake of your own cached repository or use case:
/// `func tournament(id: Int) -> Observable<Sourced<Tournament>> { tournaments(id) }`. Script
/// the answer with `answer(_:)` and the copy with `storedCopy(_:)`; check `calls`.
///
/// Threading: thread-safe (a lock guards the script and the record); `respond` runs on the
/// caller's thread, `copy` on the subscribing thread, both outside the lock.
public final class CachedStub<Argument, Value: Sendable>: @unchecked Sendable {
  // state guarded by `lock`
  private let lock = NSLock()
  private let answers: Stub<Argument, Value>
  private var copy: (Argument) -> Value? = { _ in nil }

  /// Answers every call with `respond` (by default a request that never answers), with no
  /// stored copy.
  public init(_ respond: @escaping (Argument) -> Single<Value> = { _ in .never() }) {
    answers = Stub(respond)
  }

  /// Replaces the server's answer for later calls.
  public func answer(_ respond: @escaping (Argument) -> Single<Value>) {
    answers.answer(respond)
  }

  /// Emits `copy(argument)`, when it is not `nil`, as a stored copy before later calls'
  /// answers.
  public func storedCopy(_ copy: @escaping (Argument) -> Value?) {
    lock.withLock { self.copy = copy }
  }

  /// The arguments of every call so far, in order.
  public var calls: [Argument] { answers.calls }

  /// Records `argument` and returns the stored copy, if any (read when the result is
  /// subscribed), then the scripted answer; `track` wraps the answer (e.g. a `RequestLedger`'s
  /// `track(_:)`).
  public func callAsFunction(
    _ argument: Argument, track: (Single<Value>) -> Single<Value> = { $0 }
  ) -> Observable<Sourced<Value>> {
    let answer = track(answers(argument)).asObservable()
      .map { Sourced(value: $0, source: .network) }
    let argumentBox = UncheckedArgument(argument)
    return Observable.deferred { [self] in
      let copy = lock.withLock { self.copy }
      guard let stored = copy(argumentBox.value) else { return answer }
      return answer.startWith(Sourced(value: stored, source: .cache))
    }
  }
}

/// An argument carried into the subscription (the stub's arguments need not be `Sendable`;
/// the stub is used from tests).
private struct UncheckedArgument<Argument>: @unchecked Sendable {
  let value: Argument
  init(_ value: Argument) { self.value = value }
}
