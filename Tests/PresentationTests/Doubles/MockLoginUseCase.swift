import CleanDomain
import CleanReactive
import Foundation

/// A `LoginUseCase` whose answers the test scripts; its `ledger` counts logins in flight and
/// records the answers that reached a subscriber.
final class MockLoginUseCase: LoginUseCase, @unchecked Sendable {  // guarded by `lock`
  let ledger = RequestLedger<Session>()
  private let lock = NSLock()
  private var respond: (String, String) -> Single<Session>
  private var stored: Session?
  private var logouts = 0
  private var recordedCalls: [String] = []

  init(
    session: Session? = nil,
    respond: @escaping (String, String) -> Single<Session> = { _, _ in .never() }
  ) {
    stored = session
    self.respond = respond
  }

  func answer(_ respond: @escaping (String, String) -> Single<Session>) {
    lock.withLock { self.respond = respond }
  }

  var currentSession: Session? { lock.withLock { stored } }
  var logoutCount: Int { lock.withLock { logouts } }
  var calls: [String] { lock.withLock { recordedCalls } }

  func login(nickname: String, password: String) -> Single<Session> {
    let single = lock.withLock {
      recordedCalls.append(nickname)
      return respond(nickname, password)
    }
    return ledger.track(single)
  }

  func logout() {
    lock.withLock {
      stored = nil
      logouts += 1
    }
  }
}
