import CleanDomain
import CleanReactive
import Foundation

/// A `LoginUseCase` whose answers the test scripts; its `ledger` counts logins in flight and
/// records the answers that reached a subscriber. `calls` lists the nicknames asked for.
/// Thread-safe (a lock guards the script and the record).
public final class MockLoginUseCase: LoginUseCase, @unchecked Sendable {  // guarded by `lock`
  /// Counts logins in flight and records the answers delivered.
  public let ledger = RequestLedger<Session>()
  private let lock = NSLock()
  private var respond: (String, String) -> Single<Session>
  private var stored: Session?
  private var logouts = 0
  private var recordedCalls: [String] = []

  /// Starts holding `session`, answering logins with `respond` (by default, never).
  public init(
    session: Session? = nil,
    respond: @escaping (String, String) -> Single<Session> = { _, _ in .never() }
  ) {
    stored = session
    self.respond = respond
  }

  /// Replaces the answer for later logins.
  public func answer(_ respond: @escaping (String, String) -> Single<Session>) {
    lock.withLock { self.respond = respond }
  }

  /// The session held now (`nil` after `logout()`).
  public var currentSession: Session? { lock.withLock { stored } }
  /// How many times `logout()` was called.
  public var logoutCount: Int { lock.withLock { logouts } }
  /// The nicknames of every login so far, in order.
  public var calls: [String] { lock.withLock { recordedCalls } }

  /// Records the call and returns the scripted answer, tracked by `ledger`.
  public func login(nickname: String, password: String) -> Single<Session> {
    let single = lock.withLock {
      recordedCalls.append(nickname)
      return respond(nickname, password)
    }
    return ledger.track(single)
  }

  /// Forgets the session and counts the call.
  public func logout() {
    lock.withLock {
      stored = nil
      logouts += 1
    }
  }
}
