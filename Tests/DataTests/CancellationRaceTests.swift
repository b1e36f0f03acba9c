import CleanData
import CleanDataTesting
import CleanDomain
import CleanDomainTesting
import CleanReactive
import Dispatch
import Foundation
import Testing

/// Races disposal against completion thousands of times over loopback: the `Single` made from
/// async work is disposed from another thread at a random moment while the real URLSession
/// request completes (and, on every other lane, while a tiny deadline fires). A deadlock in any
/// interleaving — a cancel that waits synchronously on a queue that is busy delivering the
/// result — stalls progress; the watchdog then FAILS the test instead of hanging the run.
/// Run under ThreadSanitizer too: `swift test --sanitize=thread --filter CancellationRace`.
@Suite("Cancellation races completion over loopback, with a watchdog")
struct CancellationRaceTests {
  static let iterations = 2_000
  static let lanes = 8
  /// How long without a single finished iteration counts as a hang (not a speed check: a
  /// healthy run finishes an iteration every few milliseconds even under load).
  static let stallLimit: DispatchTimeInterval = .seconds(60)

  /// Progress and the outcome of each subscription, under a pthread lock (visible to TSan).
  final class Ledger: @unchecked Sendable {  // guarded by `lock`
    private let lock = NSLock()
    private var finished = 0
    private var extraEvents = 0
    private var unexpected: [String] = []
    private var verdict: CheckedContinuation<String?, Never>?

    func install(_ continuation: CheckedContinuation<String?, Never>) {
      lock.withLock { verdict = continuation }
    }

    func conclude(_ failure: String?) {
      let continuation = lock.withLock {
        defer { verdict = nil }
        return verdict
      }
      continuation?.resume(returning: failure)
    }

    func iterationFinished() { lock.withLock { finished += 1 } }
    var finishedCount: Int { lock.withLock { finished } }
    var extraEventCount: Int { lock.withLock { extraEvents } }
    var unexpectedOutcomes: [String] { lock.withLock { unexpected } }

    func recordSecondEvent() { lock.withLock { extraEvents += 1 } }
    func recordUnexpected(_ text: String) { lock.withLock { unexpected.append(text) } }
  }

  /// One subscription's events: at most one may ever arrive.
  final class Delivery: @unchecked Sendable {  // guarded by `lock`
    private let lock = NSLock()
    private var count = 0
    /// Returns whether this was the first event.
    func arrive() -> Bool {
      lock.withLock {
        count += 1
        return count == 1
      }
    }
  }

  private func stack(
    _ server: APIServer, token: String, timeout: Duration, session: DefaultNetworkSession
  )
    -> DefaultUserRepository
  {
    let configuration = try! NetworkConfiguration(
      baseURL: server.baseURL, timeout: timeout, tokenProvider: { token })
    return DefaultUserRepository(
      transfer: DefaultDataTransferService(
        network: DefaultNetworkService(configuration: configuration, session: session)))
  }

  /// Subscribes, disposes from another thread after `spin` busy iterations, and returns once
  /// the disposal has returned.
  private func race(_ single: Single<User>, spin: Int, ledger: Ledger) async {
    let delivery = Delivery()
    let disposable = single.subscribe { result in
      guard delivery.arrive() else {
        ledger.recordSecondEvent()
        return
      }
      switch result {
      case .success(let user) where user.id == 1: break
      case .failure(let error as APIError)
      where error.isCancellation || error == .transport(.timedOut(.notSent))
        || error == .transport(.timedOut(.outcomeUnknown)):
        break
      case let other: ledger.recordUnexpected(String(describing: other))
      }
    }
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        var sink = 0
        for index in 0..<spin { sink &+= index }
        withExtendedLifetime(sink) {}
        disposable.dispose()
        done.resume()
      }
    }
  }

  @Test func test_whenDisposalRacesCompletionThousandsOfTimes_thenNoHangAndOneOutcomeEach()
    async throws
  {
    try await APIServer.with { server in
      // given a logged-in stack over one shared session, and a stack with a tiny deadline
      let session = DefaultNetworkSession()
      let login = DefaultDataTransferService(
        network: DefaultNetworkService(
          configuration: try NetworkConfiguration(baseURL: server.baseURL), session: session))
      let token = try await login.request(
        APIEndpoints.login(nickname: "alice", password: "secret")
      ).token
      let patient = stack(server, token: token, timeout: .seconds(30), session: session)
      let hasty = stack(server, token: token, timeout: .milliseconds(2), session: session)
      let ledger = Ledger()

      // when 8 lanes race disposal against completion, watched for stalls
      let failure = await withCheckedContinuation {
        (verdict: CheckedContinuation<String?, Never>) in
        ledger.install(verdict)
        let work = Task {
          await withTaskGroup(of: Void.self) { group in
            for lane in 0..<Self.lanes {
              group.addTask {
                var random = SplitMix64(seed: UInt64(lane + 1))
                for index in stride(from: lane, to: Self.iterations, by: Self.lanes) {
                  let repository = index.isMultiple(of: 2) ? patient : hasty
                  let spin = Int.random(in: 0..<200_000, using: &random)
                  await race(repository.user(id: 1), spin: spin, ledger: ledger)
                  ledger.iterationFinished()
                }
              }
            }
          }
          ledger.conclude(nil)
        }
        watch(ledger, lastCount: -1, work: work)
      }

      // then
      #expect(failure == nil)
      #expect(ledger.finishedCount == Self.iterations)
      #expect(ledger.extraEventCount == 0)
      #expect(ledger.unexpectedOutcomes.isEmpty, "\(ledger.unexpectedOutcomes.prefix(5))")
      // and the stack still answers
      let user = try await patient.user(id: 1).value
      #expect(user.id == 1)
    }
  }

  /// Checks progress every `stallLimit`; concludes with a failure when none was made.
  private func watch(_ ledger: Ledger, lastCount: Int, work: Task<Void, Never>) {
    DispatchQueue.global().asyncAfter(deadline: .now() + Self.stallLimit) {
      let count = ledger.finishedCount
      if count >= Self.iterations { return }
      if count == lastCount {
        work.cancel()
        ledger.conclude("no iteration finished for \(Self.stallLimit) at \(count): deadlock")
        return
      }
      watch(ledger, lastCount: count, work: work)
    }
  }
}
