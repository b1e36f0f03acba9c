import CleanDomain
import CleanPrimitives
import CleanStore
import Foundation
import Testing

@Suite("LocalStore on a real file: sessions, cache and recent queries per origin")
struct LocalStoreTests {
  private let alice = Session(
    token: "a1", user: User(id: 1, nickname: "alice", rating: 1500), refreshToken: "r1")
  private let bob = Session(token: "b1", user: User(id: 2, nickname: "bob", rating: 1400))
  private let local = try! ServerOrigin(scheme: "http", host: "127.0.0.1", port: 8080)
  private let remote = try! ServerOrigin(scheme: "https", host: "api.example.com")

  private func open(_ folder: TemporaryFolder) throws -> LocalStore {
    let opening = LocalStore.open(file: folder.store)
    #expect(opening.warnings == [])
    #expect(opening.store.isPersistent)
    return opening.store
  }

  private func sessions(_ store: LocalStore, _ origin: ServerOrigin) -> PersistentSessionStore {
    PersistentSessionStore(store: store, origin: origin) { error in
      Issue.record("unexpected store failure: \(error)")
    }
  }

  @Test func test_whenASessionIsSavedAndTheStoreReopened_thenItIsThereForItsOriginOnly() throws {
    // given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // when
    sessions(try open(folder), local).save(alice)
    let reopened = try open(folder)
    // then
    #expect(sessions(reopened, local).session == alice)
    #expect(sessions(reopened, remote).session == nil)
  }

  @Test func test_whenTheSessionIsClearedConditionally_thenOnlyTheMatchingTokenIsCleared() throws {
    // given
    let store = LocalStore.inMemory()
    let sessions = sessions(store, local)
    sessions.save(bob)
    // when a 401 to a request sent with alice's older token arrives
    sessions.clear(ifTokenIs: "a1")
    // then
    #expect(sessions.session == bob)
    // when
    sessions.clear(ifTokenIs: "b1")
    // then
    #expect(sessions.session == nil)
  }

  @Test func test_whenReplaceComparesTheToken_thenOnlyTheHolderOfTheTokenIsReplaced() throws {
    // given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let first = sessions(try open(folder), local)
    let second = sessions(try open(folder), local)  // another process's view of the file
    first.save(alice)
    let renewed = Session(token: "a2", user: alice.user, refreshToken: "r2")
    // when both renew the same token; the second finds it already rotated
    let firstReplaced = first.replace(ifTokenIs: "a1", with: renewed)
    let secondReplaced = second.replace(ifTokenIs: "a1", with: alice)
    // then
    #expect(firstReplaced)
    #expect(!secondReplaced)
    #expect(second.session == renewed)
  }

  @Test func test_whenLoggedOutInOneOrigin_thenTheOtherOriginKeepsItsSession() throws {
    // given
    let store = LocalStore.inMemory()
    sessions(store, local).save(alice)
    sessions(store, remote).save(bob)
    // when
    sessions(store, local).clear()
    // then
    #expect(sessions(store, local).session == nil)
    #expect(sessions(store, remote).session == bob)
  }

  @Test func test_whenTheFileFailsUnderTheSessionStore_thenTheFailureIsReportedOnceAndTheRunGoesOn()
    throws
  {
    // given a store whose session table another program dropped
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let failures = Locked<[StoreError]>([])
    let sessions = PersistentSessionStore(store: try open(folder), origin: local) { error in
      failures.withLock { $0.append(error) }
    }
    try RawDatabase(folder.store).execute("DROP TABLE session")
    // when
    sessions.save(alice)
    let renewed = Session(token: "a2", user: alice.user)
    let replaced = sessions.replace(ifTokenIs: "a1", with: renewed)
    // then
    #expect(replaced)
    #expect(sessions.session == renewed)
    let reported = failures.withLock { $0 }
    #expect(reported.count == 1)
    guard case .sqlite(let code, let message) = reported.first else {
      Issue.record("not a SQLite error: \(reported)")
      return
    }
    #expect(code == 1)
    #expect(message.contains("no such table"))
  }

  @Test func test_whenManyThreadsWriteAndReadAtOnce_thenEveryReadIsAWholeSession() throws {
    // given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let sessions = sessions(try open(folder), local)
    let choices = [alice, bob]
    let seen = Locked<[Session?]>([])
    // when
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
      for step in 0..<30 {
        switch (worker + step) % 3 {
        case 0: sessions.save(choices[step % 2])
        case 1: sessions.clear(ifTokenIs: choices[step % 2].token)
        default:
          let session = sessions.session
          seen.withLock { $0.append(session) }
        }
      }
    }
    // then
    let reads = seen.withLock { $0 }
    #expect(reads.count == 40)
    #expect(reads.allSatisfy { $0 == nil || $0 == alice || $0 == bob })
  }

  @Test func test_whenResponsesAreStored_thenEachKeyOfEachOriginHoldsItsNewest() throws {
    // given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try open(folder)
    let date = Date(timeIntervalSince1970: 1_700_000_000.5)
    // when
    try ResponseCache(store: store, origin: local).store(Data("old".utf8), for: .user(id: 1))
    try ResponseCache(store: store, origin: local).store(
      Data("new".utf8), for: .user(id: 1), at: date)
    try ResponseCache(store: store, origin: remote).store(Data(), for: .user(id: 1), at: date)
    try ResponseCache(store: store, origin: local).store(
      Data([0, 1, 2]), for: .search(query: "a\u{0}b", page: 2, size: 5), at: date)
    // then, read back through another connection
    let reopened = try open(folder)
    let cache = ResponseCache(store: reopened, origin: local)
    #expect(
      try cache.response(for: .user(id: 1))
        == CachedResponse(body: Data("new".utf8), storedAt: date))
    #expect(
      try ResponseCache(store: reopened, origin: remote).response(for: .user(id: 1))
        == CachedResponse(body: Data(), storedAt: date))
    #expect(
      try cache.response(for: .search(query: "a\u{0}b", page: 2, size: 5))?.body == Data([0, 1, 2]))
    #expect(try cache.response(for: .search(query: "a\u{0}b", page: 1, size: 5)) == nil)
    #expect(try cache.response(for: .search(query: "a\u{0}b", page: 2, size: 6)) == nil)
    #expect(try cache.response(for: .search(query: "a", page: 2, size: 5)) == nil)
    // when
    try cache.remove(.user(id: 1))
    // then
    #expect(try cache.response(for: .user(id: 1)) == nil)
    #expect(try ResponseCache(store: reopened, origin: remote).response(for: .user(id: 1)) != nil)
  }

  @Test func test_whenMoreResponsesThanTheLimitAreStored_thenTheOldestOfThatOriginAreForgotten()
    throws
  {
    // given: a cache of 3 responses per origin, and one response of another origin
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try open(folder)
    let cache = ResponseCache(store: store, origin: local, limit: 3)
    let other = ResponseCache(store: store, origin: remote, limit: 3)
    try other.store(Data("remote".utf8), for: .user(id: 9), at: Date(timeIntervalSince1970: 1))
    // when: five writes, user 1 rewritten last (so it is the newest, not the oldest)
    for id in 1...4 {
      try cache.store(Data("\(id)".utf8), for: .user(id: id), at: Date(timeIntervalSince1970: 10))
    }
    try cache.store(Data("1 again".utf8), for: .user(id: 1), at: Date(timeIntervalSince1970: 20))
    // then: the three newest are kept (of equal times, the later write); the other origin's
    // response is untouched
    #expect(try cache.response(for: .user(id: 2)) == nil)
    #expect(try cache.response(for: .user(id: 3))?.body == Data("3".utf8))
    #expect(try cache.response(for: .user(id: 4))?.body == Data("4".utf8))
    #expect(try cache.response(for: .user(id: 1))?.body == Data("1 again".utf8))
    #expect(try other.response(for: .user(id: 9))?.body == Data("remote".utf8))
    #expect(ResponseCache(store: store, origin: local, limit: 0).limit == 1)
  }

  @Test func test_whenAWriteAtTheLimitIsDatedInThePast_thenItIsKeptAndTheOldestWriteGoes()
    throws
  {
    // given: a full cache of 2, written "now"
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try open(folder)
    let cache = ResponseCache(store: store, origin: local, limit: 2)
    try cache.store(Data("1".utf8), for: .user(id: 1), at: Date(timeIntervalSince1970: 1_000))
    try cache.store(Data("2".utf8), for: .user(id: 2), at: Date(timeIntervalSince1970: 1_000))
    // when: a third write whose clock stepped back
    try cache.store(Data("3".utf8), for: .user(id: 3), at: Date(timeIntervalSince1970: 5))
    // then: the write order decides, not the dates
    #expect(try cache.response(for: .user(id: 3))?.body == Data("3".utf8))
    #expect(try cache.response(for: .user(id: 2))?.body == Data("2".utf8))
    #expect(try cache.response(for: .user(id: 1)) == nil)
  }

  @Test func test_whenQueriesAreRecorded_thenTheLastTenDistinctComeNewestFirst() throws {
    // given
    let store = LocalStore.inMemory()
    let recent = RecentQueries(store: store, origin: local)
    // when
    for number in 1...12 { try recent.record("q\(number)") }
    try recent.record("q5")
    try recent.record("q12")
    try RecentQueries(store: store, origin: remote).record("elsewhere")
    // then
    #expect(
      try recent.queries() == ["q12", "q5", "q11", "q10", "q9", "q8", "q7", "q6", "q4", "q3"])
    #expect(try RecentQueries(store: store, origin: remote).queries() == ["elsewhere"])
    // when
    try recent.removeAll()
    // then
    #expect(try recent.queries() == [])
  }
}
