import CleanDomain
import CleanStore
import Foundation
import Testing

/// Issue 25: a cache of `Codable` values was nine lines of encoder and decoder closures in an
/// importer's trial; `init(json:key:onFailure:)` stores JSON.
@Suite("StoredEntityCache of Codable values stores JSON")
struct StoredEntityCacheJSONTests {
  struct Tournament: Codable, Equatable, Sendable {
    let id: Int
    let name: String
  }

  private let origin = try! ServerOrigin(scheme: "https", host: "api.example.com")

  private func tournaments(_ store: LocalStore, failures: FailureLog)
    -> StoredEntityCache<Int, Tournament>
  {
    StoredEntityCache(
      json: ResponseCache(store: store, origin: origin),
      key: { CacheKey(rawValue: "tournament/\($0)") }, onFailure: { failures.append("\($0)") })
  }

  @Test func test_whenACodableValueIsStored_thenItIsReadBackAsJSON() throws {
    // given
    let store = LocalStore.inMemory()
    let failures = FailureLog()
    let spring = Tournament(id: 7, name: "Spring cup")
    // when
    tournaments(store, failures: failures).store(spring, for: 7)
    // then: the value, and its bytes are JSON
    #expect(tournaments(store, failures: failures).value(for: 7) == spring)
    let bytes = try ResponseCache(store: store, origin: origin)
      .response(for: CacheKey(rawValue: "tournament/7"))?.body
    #expect(try bytes.map { try JSONDecoder().decode(Tournament.self, from: $0) } == spring)
    #expect(failures.entries.isEmpty)
  }

  @Test func test_whenTheStoredBytesAreNotJSONOfTheValue_thenItIsAMissAndReported() throws {
    // given
    let store = LocalStore.inMemory()
    try ResponseCache(store: store, origin: origin)
      .store(Data("garbage".utf8), for: CacheKey(rawValue: "tournament/7"))
    let failures = FailureLog()
    // when
    let value = tournaments(store, failures: failures).value(for: 7)
    // then
    #expect(value == nil)
    #expect(failures.entries.count == 1)
  }
}
