import CleanData
import CleanDataTesting
import CleanDomain
import CleanPrimitives
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `RequestAdapter` that holds the first attempt of every authorized request until `count`
/// of them are held, then lets them all go at once — so that they all carry the same token,
/// however the tasks are scheduled. Later attempts pass straight through. No sleeps: the held
/// attempts wait on continuations.
final class FirstAttemptBarrier: RequestAdapter {
  private struct State {
    var waiting: [CheckedContinuation<Void, Never>] = []
    var opened = false
  }

  private let count: Int
  private let state = Locked(State())

  init(count: Int) {
    self.count = count
  }

  func adapt(_ request: URLRequest, for attempt: NetworkAttempt) async throws(APIError)
    -> URLRequest
  {
    guard attempt.number == 1, attempt.requiresAuthorization else { return request }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let released = state.withLock { state -> [CheckedContinuation<Void, Never>] in
        if state.opened { return [continuation] }
        state.waiting.append(continuation)
        guard state.waiting.count >= count else { return [] }
        state.opened = true
        defer { state.waiting = [] }
        return state.waiting
      }
      for waiter in released { waiter.resume() }
    }
    return request
  }
}
