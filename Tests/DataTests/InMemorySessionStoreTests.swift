import CleanData
import CleanDomain
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
      baseURL: URL(string: "http://api.test")!, sessionStore: store, session: session)
    // when
    let error = await apiError { () async throws(APIError) in
      try await transfer.request(APIEndpoints.user(id: 1))
    }
    // then
    #expect(error?.withoutServerDetails == .unauthorized)
    #expect(session.requests.first?.value(forHTTPHeaderField: "Authorization") == "Bearer a")
    #expect(store.session == nil)
  }

  @Test func test_whenStoreIsReleased_thenTheStackSendsNoToken() async throws {
    // given
    var store: InMemorySessionStore? = InMemorySessionStore(session: alice)
    let session = StubNetworkSession(
      status: 200, body: Bodies.envelope(status: 200, data: Bodies.alice))
    let transfer = try DefaultDataTransferService.live(
      baseURL: URL(string: "http://api.test")!, sessionStore: store!, session: session)
    weak let released = store
    // when
    store = nil
    _ = try await transfer.request(APIEndpoints.user(id: 1))
    // then the stack did not keep the store alive
    #expect(released == nil)
    #expect(session.requests.first?.value(forHTTPHeaderField: "Authorization") == nil)
  }
}
