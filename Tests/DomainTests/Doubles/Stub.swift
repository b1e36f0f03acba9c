import CleanDomain
import CleanReactive
import Foundation

/// A scripted repository method: records each call's argument and answers with `respond`.
final class Stub<Argument, Value>: @unchecked Sendable {  // state guarded by `lock`
  private let lock = NSLock()
  private var respond: (Argument) -> Single<Value>
  private var recordedCalls: [Argument] = []

  /// Answers every call with `respond` (by default a request that never answers).
  init(_ respond: @escaping (Argument) -> Single<Value> = { _ in .never() }) {
    self.respond = respond
  }

  /// Replaces the answer for later calls.
  func answer(_ respond: @escaping (Argument) -> Single<Value>) {
    lock.withLock { self.respond = respond }
  }

  /// The arguments of every call so far.
  var calls: [Argument] { lock.withLock { recordedCalls } }

  func callAsFunction(_ argument: Argument) -> Single<Value> {
    let respond = lock.withLock {
      recordedCalls.append(argument)
      return self.respond
    }
    return respond(argument)
  }
}
