import CleanDomain
import CleanReactive
import Foundation

/// One scripted method of a fake: records each call's argument and answers it with `respond`.
///
/// The repository fakes of this module are made of these (`MockUserRepository.user`, …):
/// script with `answer(_:)`, check what was asked with `calls`.
///
/// Threading: thread-safe (a lock guards the script and the record); `respond` runs on the
/// caller's thread, outside the lock.
public final class Stub<Argument, Value>: @unchecked Sendable {  // state guarded by `lock`
  private let lock = NSLock()
  private var respond: (Argument) -> Single<Value>
  private var recordedCalls: [Argument] = []

  /// Answers every call with `respond` (by default a request that never answers).
  public init(_ respond: @escaping (Argument) -> Single<Value> = { _ in .never() }) {
    self.respond = respond
  }

  /// Replaces the answer for later calls.
  public func answer(_ respond: @escaping (Argument) -> Single<Value>) {
    lock.withLock { self.respond = respond }
  }

  /// The arguments of every call so far, in order.
  public var calls: [Argument] { lock.withLock { recordedCalls } }

  /// Records `argument` and returns the scripted answer.
  public func callAsFunction(_ argument: Argument) -> Single<Value> {
    let respond = lock.withLock {
      recordedCalls.append(argument)
      return self.respond
    }
    return respond(argument)
  }
}
