import CleanDomain
import CleanStore
import Foundation
import Testing

@Suite("Schema migrations, from every earlier version to the current one")
struct MigrationTests {
  private let origin = try! ServerOrigin(scheme: "http", host: "127.0.0.1", port: 8080)

  @Test func test_whenTheFileIsNewOrEmpty_thenTheCurrentSchemaIsMadeWithoutWarning() throws {
    for empty in [false, true] {
      // given
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      if empty { try Data().write(to: folder.store) }
      // when
      let opening = LocalStore.open(file: folder.store)
      try RecentQueries(store: opening.store, origin: origin).record("walter")
      // then
      #expect(opening.warnings == [])
      let raw = try RawDatabase(folder.store)
      #expect(try raw.column("PRAGMA user_version") == ["2"])
      #expect(try raw.column("PRAGMA application_id") == ["1129074003"])
      #expect(try raw.column("PRAGMA journal_mode") == ["wal"])
    }
  }

  @Test func test_whenTheStoreIsAtVersion1_thenItIsMigratedAndKeepsItsData() throws {
    // given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try RawDatabase.makeVersion1Store(at: folder.store)
    // when
    let opening = LocalStore.open(file: folder.store)
    // then
    #expect(opening.warnings == [])
    let sessions = PersistentSessionStore(store: opening.store, origin: origin) { error in
      Issue.record("\(error)")
    }
    #expect(
      sessions.session
        == Session(
          token: "tok", user: User(id: 1, nickname: "alice", rating: 1500), refreshToken: "ref"))
    #expect(
      try ResponseCache(store: opening.store, origin: origin).response(for: .user(id: 1))
        == CachedResponse(body: Data("{}".utf8), storedAt: Date(timeIntervalSince1970: 1000)))
    let recent = RecentQueries(store: opening.store, origin: origin)
    try recent.record("walter")
    #expect(try recent.queries() == ["walter"])
    #expect(try RawDatabase(folder.store).column("PRAGMA user_version") == ["2"])
  }

  @Test func test_whenACurrentStoreIsReopened_thenNothingIsMigratedOrLost() throws {
    // given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try RecentQueries(store: LocalStore.open(file: folder.store).store, origin: origin)
      .record("walter")
    // when
    let opening = LocalStore.open(file: folder.store)
    // then
    #expect(opening.warnings == [])
    #expect(try RecentQueries(store: opening.store, origin: origin).queries() == ["walter"])
    #expect(
      try folder.names() == [
        "matchmaking.sqlite", "matchmaking.sqlite-shm", "matchmaking.sqlite-wal",
        "matchmaking.sqlite.lock",
      ])
  }
}
