import CleanDomain
import CleanStore
import Foundation
import Testing

@Suite("Files that hold tokens are their owner's only: folder 0700, files 0600")
struct PermissionTests {
  private let origin = try! ServerOrigin(scheme: "http", host: "127.0.0.1", port: 8080)

  @Test func test_whenTheStoreIsMadeInNewFolders_thenFoldersAre0700AndEveryFile0600() throws {
    // given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let state = folder.url.appendingPathComponent("state/matchmaking-demo")
    let file = state.appendingPathComponent("matchmaking.sqlite")
    // when
    let store = LocalStore.open(file: file).store
    PersistentSessionStore(store: store, origin: origin) { Issue.record("\($0)") }
      .save(Session(token: "secret", user: User(id: 1, nickname: "alice", rating: 1500)))
    // then
    #expect(try TemporaryFolder.mode(state) == 0o700)
    #expect(try TemporaryFolder.mode(state.deletingLastPathComponent()) == 0o700)
    for suffix in ["", "-wal", "-shm", ".lock"] {
      #expect(
        try TemporaryFolder.mode(URL(fileURLWithPath: file.path + suffix)) == 0o600, "\(suffix)")
    }
  }

  @Test func test_whenAnOlderStoreIsReadableByOthers_thenOpeningMakesItOwnerOnly() throws {
    // given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try RawDatabase.makeVersion1Store(at: folder.store)
    // another process holds it open, so its -wal and -shm files exist too
    let other = try RawDatabase(folder.store)
    try other.execute("INSERT INTO session VALUES ('https://x:443', 't', NULL, 2, 'bob', 1)")
    for suffix in ["", "-wal", "-shm"] {
      try FileManager.default.setAttributes(
        [.posixPermissions: 0o644], ofItemAtPath: folder.store.path + suffix)
    }
    // when
    let opening = LocalStore.open(file: folder.store)
    // then
    #expect(opening.warnings == [])
    for suffix in ["", "-wal", "-shm"] {
      #expect(try TemporaryFolder.mode(URL(fileURLWithPath: folder.store.path + suffix)) == 0o600)
    }
  }

  @Test func test_whenTheProcessUmaskIsZero_thenTheFilesAreStill0600() async throws {
    // given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.url.appendingPathComponent("new/matchmaking.sqlite")
    // when
    let result = try await TortureProcess.run(["umask-zero", file.path])
    // then
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try TemporaryFolder.mode(file.deletingLastPathComponent()) == 0o700)
    // the child printed its files' modes while its store was open (-wal and -shm go with it)
    #expect(result.lines == [" 600", "-wal 600", "-shm 600", ".lock 600", "done"])
  }
}
