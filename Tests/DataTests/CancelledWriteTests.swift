import CleanData
import CleanDataTesting
import CleanDomain
import Foundation
import Testing

/// Issue 26, found by a bot with 64 writes in flight and Ctrl-C: 15 starts, the first 6 held by
/// the server, all cancelled — every caller saw `.cancelled` at once, and then the 9 that were
/// queued *inside URLSession* went out on the connections the held ones freed, and took effect.
///
/// Real processes over loopback: the Python server holds the first `cap` writes (all the
/// connections the stack may use), more writes queue behind them in the stack's own queue, the
/// test cancels, and the server's log of every request it received (each start carries its own
/// idempotency key, so each is recognised) says what reached it. 20 runs each, in a bounded
/// loop; no sleeps — every wait is on the server's word (`heldRequests`, `receivedRequests`) or
/// on the tasks' results.
@Suite(
  "Cancelled writes over loopback: nothing is sent after the caller sees .cancelled", .serialized)
struct CancelledWriteTests {
  static let runs = 20
  static let cap = NetworkConfiguration.defaultMaxConnectionsPerHost
  static let queued = 9

  typealias Outcome = Result<Match, RequestFailure<MatchmakingError>>

  /// One logical start: its key and its task.
  struct Write: Sendable {
    let key: IdempotencyKey
    let task: Task<Outcome, Never>
  }

  private func signedIn(_ server: APIServer) async throws -> MatchmakingClient {
    // a deadline far beyond any run, so that a busy machine never turns a wait into a timeout
    let client = try MatchmakingClient(baseURL: server.baseURL, timeout: .seconds(120))
    try await client.login(nickname: "alice", password: "secret")
    return client
  }

  private func start(_ count: Int, on client: MatchmakingClient) -> [Write] {
    (0..<count).map { _ in
      let key = IdempotencyKey()
      let task = Task { () async -> Outcome in
        do throws(RequestFailure<MatchmakingError>) {
          return .success(try await client.startMatch(userIds: [1, 2], idempotencyKey: key))
        } catch {
          return .failure(error)
        }
      }
      return Write(key: key, task: task)
    }
  }

  /// The keys of the starts the server received after the first `skipping` requests.
  private func startKeys(_ server: APIServer, skipping: Int) async throws -> [String] {
    try await server.receivedRequests().requests.dropFirst(skipping)
      .filter { $0.method == "POST" && $0.path == "/matches" }.compactMap(\.idempotencyKey)
  }

  /// Every request the client may still send has gone out: `cap` reads through the same client
  /// (any request left in a queue would go first) — and the server has answered them.
  private func barrier(_ client: MatchmakingClient) async throws {
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<Self.cap { group.addTask { _ = try await client.user(id: 1) } }
      try await group.waitForAll()
    }
  }

  @Test(.timeLimit(.minutes(10)))
  func test_whenWritesQueuedBehindHeldOnesAreCancelledAndTheHeldReleased_thenNoneReachesTheServer()
    async throws
  {
    try await APIServer.with { server in
      let client = try await signedIn(server)
      var cancelledWhileQueued = 0
      var receivedOfThem = 0
      for run in 1...Self.runs {
        // given `cap` starts held by the server, and `queued` more behind them
        let before = try await server.receivedRequests().requests.count
        try await server.holdNext(count: Self.cap)
        let writes = start(Self.cap + Self.queued, on: client)
        _ = try await server.heldRequests(arrived: Self.cap * run)
        let held = Set(try await startKeys(server, skipping: before))
        #expect(held.count == Self.cap, "run \(run): the server holds one start per connection")
        let waiting = writes.filter { !held.contains($0.key.value) }
        #expect(waiting.count == Self.queued)
        // when the queued ones are cancelled, then the held ones released
        for write in waiting { write.task.cancel() }
        for write in waiting {
          let outcome = await write.task.value
          #expect(
            outcome.failure == .network(.cancelled(.notSent)),
            "run \(run): a start cancelled while it waited for a connection was never sent")
        }
        cancelledWhileQueued += waiting.count
        try await server.releaseHeld()
        for write in writes where held.contains(write.key.value) {
          let outcome = await write.task.value
          #expect(outcome.failure?.isCancellation != true, "run \(run): the held start answered")
        }
        try await barrier(client)
        // then the server received the held starts and none of the cancelled ones
        let received = try await startKeys(server, skipping: before)
        let leaked = received.filter { key in waiting.contains { $0.key.value == key } }
        receivedOfThem += leaked.count
        #expect(leaked.isEmpty, "run \(run): cancelled starts reached the server: \(leaked)")
        #expect(Set(received) == held)
      }
      print(
        "CancelledWriteTests[queued, then released]: \(receivedOfThem) of \(cancelledWhileQueued)"
          + " starts cancelled while queued reached the server over \(Self.runs) runs")
    }
  }

  @Test(.timeLimit(.minutes(10)))
  func test_whenEveryWriteIsCancelledAtOnce_thenNoneIsSentAfterItsCallerSawCancelled()
    async throws
  {
    try await APIServer.with { server in
      let client = try await signedIn(server)
      var notSent = 0
      var receivedOfThem = 0
      var admittedBeforeTheirCancel = 0
      var receivedOfAdmitted = 0
      for run in 1...Self.runs {
        // given `cap` starts held by the server and `queued` more behind them, all children of
        // one task — the bot's run, which Ctrl-C cancels
        let before = try await server.receivedRequests().requests.count
        try await server.holdNext(count: Self.cap)
        let keys = (0..<(Self.cap + Self.queued)).map { _ in IdempotencyKey() }
        let bot = Task { () async -> [(IdempotencyKey, Outcome)] in
          await withTaskGroup(of: (IdempotencyKey, Outcome).self) { group in
            for key in keys {
              group.addTask {
                do throws(RequestFailure<MatchmakingError>) {
                  let match = try await client.startMatch(userIds: [1, 2], idempotencyKey: key)
                  return (key, .success(match))
                } catch {
                  return (key, .failure(error))
                }
              }
            }
            var outcomes: [(IdempotencyKey, Outcome)] = []
            for await outcome in group { outcomes.append(outcome) }
            return outcomes
          }
        }
        _ = try await server.heldRequests(arrived: Self.cap * run)
        let held = Set(try await startKeys(server, skipping: before))
        // when the whole run is cancelled at once
        bot.cancel()
        let outcomes = await bot.value
        // then each start either was never sent — and the server never sees it — or may have
        // been (the held ones, and any that got a connection before its cancel), or answered
        _ = try await server.heldRequests(closedByClient: Self.cap * run)
        try await barrier(client)
        let received = Set(try await startKeys(server, skipping: before))
        #expect(outcomes.count == keys.count)
        for (key, outcome) in outcomes {
          switch outcome.failure {
          case .network(.cancelled(.notSent))?:
            notSent += 1
            if received.contains(key.value) { receivedOfThem += 1 }
            #expect(
              !received.contains(key.value), "run \(run): a start reported not sent was received")
          case .network(.cancelled(.outcomeUnknown))?:
            // may or may not have arrived: what the caller was told
            if !held.contains(key.value) {
              admittedBeforeTheirCancel += 1
              if received.contains(key.value) { receivedOfAdmitted += 1 }
            }
          default:
            #expect(received.contains(key.value), "run \(run): an answered start was received")
          }
          if held.contains(key.value) {
            #expect(
              outcome.failure == .network(.cancelled(.outcomeUnknown)),
              "run \(run): a held start was on the wire when it was cancelled")
          }
        }
      }
      #expect(notSent > 0, "some starts were still queued when the run was cancelled")
      print(
        "CancelledWriteTests[all at once]: \(receivedOfThem) of \(notSent) starts reported"
          + " .cancelled(.notSent) reached the server over \(Self.runs) runs; of the queued"
          + " starts that got a connection before their cancel (.outcomeUnknown),"
          + " \(receivedOfAdmitted) of \(admittedBeforeTheirCancel) reached it")
    }
  }
}
