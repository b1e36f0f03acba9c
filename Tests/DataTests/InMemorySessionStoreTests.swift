import CleanData
import CleanDataTesting
import CleanDomain
import CleanDomainTesting
import CleanReactive
import Foundation
import Testing

@Suite("InMemorySessionStore and its wiring into the stack")
struct InMemorySessionStoreTests {
  private let alice = Session(token: "a", user: User(id: 1, nickname: "alice", rating: 1500))
  private let bob = Session(token: "b", user: User(id: 2, nickname: "bob", rating: 1400))

  @Test func test_whenSessionIsSavedThenCleared_thenReadsFollow() {
    // given
    let store = InMemorySessionStore()
    // when / then
    #expect(store.session == nil)
    store.save(alice)
    #expect(store.session == alice)
    store.clear()
    #expect(store.session == nil)
  }

  @Test func test_when401RejectsTheCurrentToken_thenSessionIsCleared() {
    // given
    let store = InMemorySessionStore(session: alice)
    // when
    store.clear(ifTokenIs: "a")
    // then
    #expect(store.session == nil)
  }

  @Test func test_when401RejectsAnOlderToken_thenANewerSessionIsKept() {
    // given bob signed in after a request with alice's token was sent
    let store = InMemorySessionStore(session: bob)
    // when
    store.clear(ifTokenIs: "a")
    // then
    #expect(store.session == bob)
  }

  @Test func test_whenManyTasksWriteAndReadAtOnce_thenEveryReadIsAWholeSession() async {
    // given
    let store = InMemorySessionStore()
    let sessions = [alice, bob]
    // when
    let reads = await withTaskGroup(of: [Session?].self) { group in
      for worker in 0..<8 {
        group.addTask {
          var seen: [Session?] = []
          for step in 0..<500 {
            switch (worker + step) % 3 {
            case 0: store.save(sessions[step % 2])
            case 1: store.clear()
            default: seen.append(store.session)
            }
          }
          return seen
        }
      }
      return await group.reduce(into: []) { $0 += $1 }
    }
    // then
    #expect(!reads.isEmpty)
    #expect(reads.allSatisfy { $0 == nil || $0 == alice || $0 == bob })
  }

  @Test func test_whenStackIsLive_thenStoredTokenIsSentAnd401ClearsIt() async throws {
    // given a stack wired to a store holding alice, and a server answering 401
    let store = InMemorySessionStore(session: alice)
    let session = StubNetworkSession(status: 401, body: Bodies.envelope(status: 401))
    let transfer = try DefaultDataTransferService.live(
      baseURL: URL(string: "http://api.test")!, sessionStore: store, session: session,
      clock: VirtualBackoffClock())
    // when
    let error = await apiError { () async throws(APIError) in
      try await transfer.request(APIEndpoints.user(id: 1))
    }
    // then
    #expect(error?.withoutServerDetails == .unauthorized(HTTPFailure(status: 401)))
    #expect(session.requests.first?.value(forHTTPHeaderField: "Authorization") == "Bearer a")
    #expect(store.session == nil)
  }

  @Test func test_whenTheStoreIsATemporary_thenTheStackKeepsItAndSendsItsToken() async throws {
    // given: the caller keeps no reference to the store it hands over
    let session = StubNetworkSession(
      status: 200, body: Bodies.envelope(status: 200, data: Bodies.alice))
    var store: InMemorySessionStore? = InMemorySessionStore(session: alice)
    weak let kept = store
    let transfer = try DefaultDataTransferService.live(
      baseURL: URL(string: "http://api.test")!, sessionStore: store!, session: session,
      clock: VirtualBackoffClock())
    store = nil
    // when
    _ = try await transfer.request(APIEndpoints.user(id: 1))
    // then the stack owns the store: it is alive and its token went out
    #expect(kept != nil)
    #expect(session.requests.first?.value(forHTTPHeaderField: "Authorization") == "Bearer a")
    withExtendedLifetime(transfer) {}
  }

  @Test func test_whenTheStackIsReleased_thenTheStoreItOwnedGoesToo() throws {
    // given a stack that is the store's only owner
    var store: InMemorySessionStore? = InMemorySessionStore(session: alice)
    weak let weakStore = store
    var transfer: DefaultDataTransferService? = try DefaultDataTransferService.live(
      baseURL: URL(string: "http://api.test")!, sessionStore: store!,
      session: StubNetworkSession(status: 200), clock: VirtualBackoffClock())
    store = nil
    #expect(weakStore != nil)
    // when
    transfer = nil
    // then: owned, not leaked
    #expect(transfer == nil)
    #expect(weakStore == nil)
  }

  @Test func test_whenLiveIsGivenHeadersAndAResolver_thenBothAreUsed() async throws {
    // given a resolver that reads every 418 as "not found", and a default header
    struct TeapotResolver: NetworkErrorResolver {
      func error(forStatus status: Int, body: Data) -> APIError? {
        status == 418
          ? .notFound(HTTPFailure(status: 404))
          : DefaultNetworkErrorResolver().error(forStatus: status, body: body)
      }
      func error(forTransportFailure error: any Error) -> APIError {
        DefaultNetworkErrorResolver().error(forTransportFailure: error)
      }
    }
    let session = StubNetworkSession(status: 418)
    let transfer = try DefaultDataTransferService.live(
      baseURL: URL(string: "http://api.test")!, headers: ["X-Client": "tests"],
      sessionStore: InMemorySessionStore(), session: session, resolver: TeapotResolver(),
      clock: VirtualBackoffClock())
    // when
    let error = await apiError { () async throws(APIError) in
      try await transfer.request(APIEndpoints.user(id: 1))
    }
    // then
    #expect(error == .notFound(HTTPFailure(status: 404)))
    #expect(session.requests.first?.value(forHTTPHeaderField: "X-Client") == "tests")
  }
}
