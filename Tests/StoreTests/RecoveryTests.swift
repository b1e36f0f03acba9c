import CleanDomain
import CleanStore
import Foundation
import Testing

@Suite("A file that is not a store, or is a newer one: a warning, and the run goes on")
struct RecoveryTests {
  private let origin = try! ServerOrigin(scheme: "http", host: "127.0.0.1", port: 8080)

  /// Opens the store on `folder`'s file as it is, and checks the warning moved it aside whole
  /// and that the new store works.
  private func expectMovedAside(_ folder: TemporaryFolder, original: Data, reason: String) throws {
    // when
    let opening = LocalStore.open(file: folder.store)
    // then
    guard case .movedAside(let file, let movedTo, let found) = opening.warnings.first,
      opening.warnings.count == 1
    else {
      Issue.record("expected one movedAside warning, got \(opening.warnings)")
      return
    }
    #expect(file == folder.store)
    #expect(found.contains(reason))
    #expect(movedTo.lastPathComponent.hasPrefix("matchmaking.sqlite.corrupt-"))
    #expect(try Data(contentsOf: movedTo) == original)
    #expect(opening.warnings[0].description.contains("is not a store"))
    #expect(opening.store.isPersistent)
    try RecentQueries(store: opening.store, origin: origin).record("walter")
    #expect(LocalStore.open(file: folder.store).warnings == [])
  }

  @Test func test_whenTheFileIsGarbage_thenItIsMovedAsideAndANewStoreMade() throws {
    // given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let garbage = Data(
      (0..<10_000).map { (index: Int) in UInt8(truncatingIfNeeded: index &* 7919) })
    try garbage.write(to: folder.store)
    // when / then
    try expectMovedAside(folder, original: garbage, reason: "not a SQLite database")
  }

  @Test func test_whenTheStoreIsTruncated_thenItIsMovedAsideAndANewStoreMade() throws {
    // given a store of several pages cut in the middle
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    do {
      let cache = ResponseCache(store: LocalStore.open(file: folder.store).store, origin: origin)
      for id in 0..<50 { try cache.store(Data(repeating: 1, count: 2_000), for: .user(id: id)) }
    }
    try RawDatabase(folder.store).execute("PRAGMA wal_checkpoint(TRUNCATE)")
    let whole = try Data(contentsOf: folder.store)
    let truncated = whole.prefix(whole.count / 2)
    for suffix in ["-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: folder.store.path + suffix)
    }
    try truncated.write(to: folder.store)
    // when / then
    try expectMovedAside(folder, original: truncated, reason: "damaged")
  }

  @Test func test_whenTheFileIsAnotherProgramsDatabase_thenItIsMovedAsideWithItsWAL() throws {
    // given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let other = try RawDatabase(folder.store)
    try other.execute(
      "PRAGMA journal_mode = WAL; CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('x')")
    let original = try Data(contentsOf: folder.store)
    // when / then
    try expectMovedAside(folder, original: original, reason: "another program")
    let names = try folder.names()
    #expect(names.contains { $0.hasPrefix("matchmaking.sqlite.corrupt-") && $0.hasSuffix("-wal") })
  }

  @Test func test_whenTheCorruptNameIsTaken_thenAnotherIsChosenAndNothingOverwritten() throws {
    // given two garbage files found in the same second
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Data("first".utf8).write(to: folder.store)
    _ = LocalStore.open(file: folder.store)
    try Data("second".utf8).write(to: folder.store)
    try? FileManager.default.removeItem(atPath: folder.store.path + "-wal")
    try? FileManager.default.removeItem(atPath: folder.store.path + "-shm")
    let first = try folder.names().filter { $0.contains(".corrupt-") }
    // when
    let opening = LocalStore.open(file: folder.store)
    // then
    #expect(opening.warnings.count == 1)
    let moved = try folder.names().filter {
      $0.contains(".corrupt-") && !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm")
    }
    #expect(moved.count == 2)
    #expect(first.count == 1)
    let contents = try moved.map {
      try String(contentsOf: folder.url.appendingPathComponent($0), encoding: .utf8)
    }
    #expect(Set(contents) == ["first", "second"])
  }

  @Test func test_whenTheStoreIsFromANewerVersion_thenItIsUntouchedAndTheRunKeepsNothing() throws {
    // given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try RecentQueries(store: LocalStore.open(file: folder.store).store, origin: origin)
      .record("kept")
    try RawDatabase(folder.store).execute(
      "PRAGMA user_version = 99; PRAGMA wal_checkpoint(TRUNCATE)")
    let before = try Data(contentsOf: folder.store)
    // when
    let opening = LocalStore.open(file: folder.store)
    let recent = RecentQueries(store: opening.store, origin: origin)
    try recent.record("in memory")
    // then
    #expect(
      opening.warnings == [.newerSchema(file: folder.store, version: 99, supported: 2)])
    #expect(opening.warnings[0].description.contains("newer version"))
    #expect(!opening.store.isPersistent)
    #expect(try recent.queries() == ["in memory"])
    #expect(try Data(contentsOf: folder.store) == before)
    #expect(try RawDatabase(folder.store).column("SELECT query FROM recent_query") == ["kept"])
  }

  @Test func test_whenTheFolderCannotBeMade_thenTheWarningSaysWhyAndTheRunKeepsNothing() throws {
    // given a file where the folder should be
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let blocker = folder.url.appendingPathComponent("state")
    try Data().write(to: blocker)
    let file = blocker.appendingPathComponent("matchmaking.sqlite")
    // when
    let opening = LocalStore.open(file: file)
    // then
    #expect(
      opening.warnings == [
        .unavailable(
          file: file, error: .fileSystem(operation: "mkdir", path: blocker.path, code: ENOTDIR))
      ])
    #expect(!opening.store.isPersistent)
    try RecentQueries(store: opening.store, origin: origin).record("in memory")
  }
}
