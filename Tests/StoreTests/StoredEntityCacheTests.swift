import CleanDomain
import CleanStore
import Foundation
import Testing

@Suite("StoredEntityCache on a real file: values per origin, reopened, unreadable bytes a miss")
struct StoredEntityCacheTests {
  private let local = try! ServerOrigin(scheme: "http", host: "127.0.0.1", port: 8080)
  private let remote = try! ServerOrigin(scheme: "https", host: "api.example.com")

  /// Users as `id,nickname,rating` text under `user/<id>`; failures recorded in `failures`.
  private func users(_ store: LocalStore, _ origin: ServerOrigin, failures: FailureLog)
    -> StoredEntityCache<Int, User>
  {
    StoredEntityCache(
      cache: ResponseCache(store: store, origin: origin), key: { CacheKey.user(id: $0) },
      encode: { Data("\($0.id),\($0.nickname),\($0.rating)".utf8) },
      decode: { data in
        let fields = String(decoding: data, as: UTF8.self).split(separator: ",")
        guard fields.count == 3, let id = Int(fields[0]), let rating = Int(fields[2]) else {
          throw CocoaError(.coderReadCorrupt)
        }
        return User(id: id, nickname: String(fields[1]), rating: rating)
      },
      onFailure: { failures.append("\($0)") })
  }

  @Test func test_whenAValueIsStoredAndTheStoreReopened_thenItIsReadForItsOriginOnly() throws {
    // given
    let folder = try TemporaryFolder()
    let failures = FailureLog()
    let alice = User(id: 1, nickname: "alice", rating: 1500)
    users(LocalStore.open(file: folder.store).store, local, failures: failures).store(alice, for: 1)
    // when
    let store = LocalStore.open(file: folder.store).store
    // then
    #expect(users(store, local, failures: failures).value(for: 1) == alice)
    #expect(users(store, local, failures: failures).value(for: 2) == nil)
    #expect(users(store, remote, failures: failures).value(for: 1) == nil)
    #expect(failures.entries.isEmpty)
  }

  @Test func test_whenTheStoredBytesCannotBeDecoded_thenItIsAMissAndTheFailureIsReported() throws {
    // given: bytes under the key that the decoder refuses
    let folder = try TemporaryFolder()
    let store = LocalStore.open(file: folder.store).store
    try ResponseCache(store: store, origin: local).store(Data("garbage".utf8), for: .user(id: 1))
    let failures = FailureLog()
    // when
    let value = users(store, local, failures: failures).value(for: 1)
    // then
    #expect(value == nil)
    #expect(failures.entries.count == 1)
  }
}
