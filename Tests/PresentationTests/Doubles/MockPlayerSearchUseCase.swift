import CleanDomain
import CleanReactive
import Foundation

/// A `PlayerSearchUseCase` whose answers the test scripts; its `ledger` counts requests in
/// flight and records the answers that reached a subscriber.
final class MockPlayerSearchUseCase: PlayerSearchUseCase, @unchecked Sendable {  // `lock`
  let ledger = RequestLedger<UserPage>()
  private let lock = NSLock()
  private var respond: (PlayerSearchRequest) -> Single<UserPage>
  private var recordedCalls: [PlayerSearchRequest] = []

  init(respond: @escaping (PlayerSearchRequest) -> Single<UserPage> = { _ in .never() }) {
    self.respond = respond
  }

  func answer(_ respond: @escaping (PlayerSearchRequest) -> Single<UserPage>) {
    lock.withLock { self.respond = respond }
  }

  var calls: [PlayerSearchRequest] { lock.withLock { recordedCalls } }

  func search(_ request: PlayerSearchRequest) -> Single<UserPage> {
    let single = lock.withLock {
      recordedCalls.append(request)
      return respond(request)
    }
    return ledger.track(single)
  }
}
