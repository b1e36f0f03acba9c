import CleanData
import CleanDataTesting
import CleanDomain
import CleanPrimitives
import Foundation
import Testing

/// The single flight of `DefaultTokenRefresher`, with a refresh the test holds open.
@Suite("DefaultTokenRefresher: one refresh for everyone")
struct DefaultTokenRefresherTests {
  private let alice = User(id: 1, nickname: "alice", rating: 1500)

  /// A refresh call that reports when it starts and finishes only when released.
  private final class HeldRefresh: Sendable {
    let calls = Locked<[String]>([])
    let (started, startedContinuation) = AsyncStream.makeStream(of: Void.self)
    let (release, releaseContinuation) = AsyncStream.makeStream(of: Void.self)

    func callAsFunction(_ refreshToken: String) async throws(APIError) -> TokenPairDTO {
      calls.withLock { $0.append(refreshToken) }
      startedContinuation.yield()
      for await _ in release { break }
      let json = #"{"token": "new", "refreshToken": "r2", "expiresIn": 900}"#
      return try! JSONDecoder().decode(TokenPairDTO.self, from: Data(json.utf8))
    }
  }

  /// A store holding the session `old`/`r1`, and a refresher whose refresh is held open until
  /// the test releases it.
  private func heldRefresher() -> (InMemorySessionStore, HeldRefresh, DefaultTokenRefresher) {
    let store = InMemorySessionStore(
      session: Session(token: "old", user: alice, refreshToken: "r1"))
    let held = HeldRefresh()
    let refresher = DefaultTokenRefresher(store: store) { token async throws(APIError) in
      try await held(token)
    }
    return (store, held, refresher)
  }

  @Test func test_whenManyCallersAreRejectedWhileARefreshRuns_thenTheyShareItAndGetTheNewToken()
    async throws
  {
    // given
    let (store, held, refresher) = heldRefresher()
    // when: the first caller starts the refresh; nine more come while it is held open
    let first = Task { try await refresher.token(replacing: "old") }
    for await _ in held.started { break }
    let others = (0..<9).map { _ in Task { try await refresher.token(replacing: "old") } }
    let waiting = Task { try await refresher.waitForRunningRefresh() }
    held.releaseContinuation.yield()
    held.releaseContinuation.finish()
    // then
    #expect(try await first.value == "new")
    for other in others { #expect(try await other.value == "new") }
    try await waiting.value
    #expect(held.calls.withLock { $0 } == ["r1"])
    #expect(store.session?.token == "new")
  }

  @Test func test_whenTheRejectedTokenIsNoLongerStored_thenTheStoredOneIsReturnedWithoutARefresh()
    async throws
  {
    // given
    let store = InMemorySessionStore(
      session: Session(token: "new", user: alice, refreshToken: "r2"))
    let calls = Locked(0)
    let refresher = DefaultTokenRefresher(store: store) { _ async throws(APIError) in
      calls.withLock { $0 += 1 }
      throw .unauthorized(HTTPFailure(status: 401))
    }
    // when
    let token = try await refresher.token(replacing: "old")
    // then
    #expect(token == "new")
    #expect(calls.withLock { $0 } == 0)
  }

  @Test func test_whenTheUserLoggedOutDuringTheRefresh_thenTheOldSessionIsNotBroughtBack()
    async
  {
    // given
    let (store, held, refresher) = heldRefresher()
    // when
    let caller = Task { () async -> APIError? in
      await apiError { () async throws(APIError) in try await refresher.token(replacing: "old") }
    }
    for await _ in held.started { break }
    store.clear()
    held.releaseContinuation.yield()
    // then
    #expect(await caller.value == .unauthorized(HTTPFailure(status: 401)))
    #expect(store.session == nil)
  }

  @Test func test_whenAWaitingCallerIsCancelled_thenItStopsWaitingAndTheOthersStillGetTheToken()
    async throws
  {
    // given a refresh held open, and a second caller waiting for it
    let (store, held, refresher) = heldRefresher()
    defer { withExtendedLifetime(store) {} }  // the refresher holds the store weakly
    let first = Task { try await refresher.token(replacing: "old") }
    for await _ in held.started { break }
    let cancelled = Task { () async -> APIError? in
      await apiError { () async throws(APIError) in try await refresher.token(replacing: "old") }
    }
    // when: it is cancelled while the refresh is still held
    cancelled.cancel()
    // then: it ends at once, with the refresh still running
    #expect(await cancelled.value == .cancelled(.notSent))
    #expect(held.calls.withLock { $0 } == ["r1"])
    held.releaseContinuation.yield()
    #expect(try await first.value == "new")
  }
}
