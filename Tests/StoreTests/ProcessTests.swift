import CleanStore
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Nothing lost: real processes on a real file, killed or at once")
struct ProcessTests {
  private let origin = try! ServerOrigin(scheme: "http", host: "127.0.0.1", port: 8080)

  @Test func test_whenTheWriterIsKilledMidBurst_thenTheStoreOpensCleanWithEveryCommittedWrite()
    async throws
  {
    // given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // when
    let (reported, signal) = try await TortureProcess.burstKilled(
      file: folder.store, count: 100_000, killAfter: 200)
    // then
    #expect(signal == SIGKILL)
    #expect(reported.count >= 200)
    #expect(reported == Array(0..<reported.count))
    let opening = LocalStore.open(file: folder.store)
    #expect(opening.warnings == [])
    let cache = ResponseCache(store: opening.store, origin: origin)
    let missing = try reported.filter { id in
      try cache.response(for: CacheKey(rawValue: "burst/\(id)"))?.body
        != Data(repeating: UInt8(id % 256), count: 4096)
    }
    #expect(missing == [])
    #expect(try RawDatabase(folder.store).column("PRAGMA integrity_check") == ["ok"])
  }

  @Test func test_whenTwoProcessesWriteTheSameStoreAtOnce_thenBothFinishWithEveryWrite()
    async throws
  {
    // given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let count = 150
    // when
    async let first = TortureProcess.run(["writer", folder.store.path, "first", "\(count)"])
    async let second = TortureProcess.run(["writer", folder.store.path, "second", "\(count)"])
    let results = try await [first, second]
    // then
    for result in results {
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.lines == ["done"])
    }
    let opening = LocalStore.open(file: folder.store)
    #expect(opening.warnings == [])
    let cache = ResponseCache(store: opening.store, origin: origin)
    for name in ["first", "second"] {
      let missing = try (0..<count).filter { id in
        try cache.response(for: CacheKey(rawValue: "\(name)/\(id)"))?.body
          != Data("\(name) \(id)".utf8)
      }
      #expect(missing == [], "\(name)")
    }
    #expect(try RecentQueries(store: opening.store, origin: origin).queries().count == 10)
  }
}
