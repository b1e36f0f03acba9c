import CleanData
import CleanDataTesting
import CleanDomain
import CleanReactive
import Foundation
import Testing

@testable import CleanDemo

/// The embedded backend honours `Idempotency-Key` on `POST /matches` (docs/API.md), and the
/// app's stack over it retries a start whose answer is lost without starting a second match.
@Suite struct IdempotentStartTests {
  private let base = URL(string: "http://embedded.invalid/api")!

  // MARK: - the router's contract

  @Test func test_whenAStartIsRepeatedWithItsKey_thenTheFirstAnswerComesBackAndOneMatchExists()
    throws
  {
    // given
    let driver = RouterDriver()
    let token = try #require(driver.token())
    let start = {
      driver.send(
        "POST", ["matches"], token: token, idempotencyKey: #""k-1""#,
        json: #"{"userIds":[2,3]}"#)
    }
    // when
    let first = start()
    let again = start()
    // then
    #expect(first.status == 201)
    #expect(again.status == 201)
    #expect((again.envelope?["data"] as? [String: Any])?["id"] as? Int == 1)
    #expect(driver.router.withState { $0.matches.count } == 1)
  }

  @Test func test_whenAKeyComesWithAnotherBody_then422AndNothingStarts() throws {
    // given
    let driver = RouterDriver()
    let token = try #require(driver.token())
    _ = driver.send(
      "POST", ["matches"], token: token, idempotencyKey: #""k-1""#, json: #"{"userIds":[2,3]}"#)
    // when
    let other = driver.send(
      "POST", ["matches"], token: token, idempotencyKey: #""k-1""#, json: #"{"userIds":[4,5]}"#)
    // then
    #expect(other.status == 422)
    #expect(driver.router.withState { $0.matches.count } == 1)
  }

  @Test func test_whenTwoPlayersUseOneKey_thenEachGetsItsOwnStart() throws {
    // given
    let driver = RouterDriver()
    let alice = try #require(driver.token(for: "alice"))
    let bob = try #require(driver.token(for: "bob"))
    // when
    let first = driver.send(
      "POST", ["matches"], token: alice, idempotencyKey: #""same""#, json: #"{"userIds":[3,4]}"#)
    let second = driver.send(
      "POST", ["matches"], token: bob, idempotencyKey: #""same""#, json: #"{"userIds":[5,6]}"#)
    // then
    #expect(first.status == 201 && second.status == 201)
    #expect(driver.router.withState { $0.matches.count } == 2)
  }

  @Test(arguments: [#""unterminated"#, #""""#, #""a\b""#, "\"\u{7}\""])
  func test_whenTheKeyIsNotAnSFString_then400AndNothingStarts(header: String) throws {
    // given
    let driver = RouterDriver()
    let token = try #require(driver.token())
    // when
    let (status, _) = driver.send(
      "POST", ["matches"], token: token, idempotencyKey: header, json: #"{"userIds":[2,3]}"#)
    // then
    #expect(status == 400)
    #expect(driver.router.withState { $0.matches.isEmpty })
  }

  @Test func test_whenStartsCarryNoKey_thenEachStartsAMatch() throws {
    // given
    let driver = RouterDriver()
    let token = try #require(driver.token())
    // when
    let first = driver.send("POST", ["matches"], token: token, json: #"{"userIds":[2,3]}"#)
    let second = driver.send("POST", ["matches"], token: token, json: #"{"userIds":[4,5]}"#)
    // then
    #expect(first.status == 201 && second.status == 201)
    #expect(driver.router.withState { $0.matches.count } == 2)
  }

  // MARK: - the app's stack over the embedded backend

  @Test func test_whenTheAnswerToAStartIsLost_thenTheClientRetriesAndOneMatchIsStarted()
    async throws
  {
    // given the async facade over the embedded backend, whose next request commits and then
    // loses its answer
    let faults = FaultInjector()
    let router = BackendRouter()
    let backend = EmbeddedBackend(baseURL: base, router: router, faults: faults)
    let client = try MatchmakingClient(
      baseURL: base, session: backend, clock: VirtualBackoffClock())
    try await client.login(nickname: "alice", password: "secret")
    faults.failNextRequest(with: .dropAfterCommit)
    // when
    let match = try await client.startMatch(userIds: [2, 3])
    // then: the match the lost answer was about, and no other
    #expect(router.withState { $0.matches } == [match.id: [2, 3]])
  }

  @Test func test_whenTheRepositorysStartIsSubscribedAgain_thenItIsTheSameStart() async throws {
    // given the Rx repository over the embedded backend, and one logical start
    let router = BackendRouter()
    let backend = EmbeddedBackend(baseURL: base, router: router)
    let store = InMemorySessionStore()
    let transfer = try DefaultDataTransferService.live(
      baseURL: base, sessionStore: store, session: backend, clock: VirtualBackoffClock())
    store.save(
      try await transfer.request(APIEndpoints.login(nickname: "alice", password: "secret"))
        .toDomain())
    let start = DefaultMatchRepository(transfer: transfer).startMatch(userIds: [2, 3])
    // when it is subscribed twice (a caller's retry of an outcome it did not see)
    let first = try await start.value
    let again = try await start.value
    // then one match, answered twice
    #expect(again == first)
    #expect(router.withState { $0.matches.count } == 1)
  }

  @Test func test_whenAnEmbeddedRequestIsCancelledWhileItWaits_thenItWasNotSent() async throws {
    // given a backend slow enough that the request is still waiting when it is cancelled
    let router = BackendRouter()
    let backend = EmbeddedBackend(baseURL: base, router: router, latency: .seconds(60))
    let client = try MatchmakingClient(baseURL: base, timeout: .seconds(120), session: backend)
    let task = Task { () async -> APIError? in
      await apiError { () async throws(APIError) in
        try await client.login(nickname: "alice", password: "secret")
      }
    }
    // when
    task.cancel()
    // then
    #expect(await task.value == .cancelled(.notSent))
    #expect(router.withState { $0.tokens.isEmpty })
  }
}
