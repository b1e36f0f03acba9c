import CleanData
import CleanDomain
import CleanDomainTesting
import CleanReactive
import CleanReactiveTesting
import Testing

/// A feature's own error, for the typed cached read.
private enum LeagueError: Error, Equatable, Sendable {
  case closed
}

/// A repository as an importer writes it: the cache kept as the existential
/// `any EntityCache<Key, Value>` (what `ServerStack.pages(named:)`'s `StoredEntityCache` is
/// stored as), and the reads built in closures that capture it — the form that did not compile
/// while `CacheThenNetwork` took only a concrete `Cache: EntityCache` ("type 'any EntityCache<…>'
/// cannot conform to 'EntityCache'").
private struct LeagueRepository: Sendable {
  let cache: any EntityCache<Int, String>
  let network: Stub<Int, String>

  /// `reading(from:network:)`, the network a closure literal.
  var league: @Sendable (Int) -> SourcedRequest<String, LeagueError> {
    CacheThenNetwork.reading(from: cache) { [network] key in
      TypedRequest(classifying: network(key))
    }
  }

  /// `read(_:from:network:)` of a typed request, inside a closure capturing the cache.
  var typedRead: @Sendable (Int) -> SourcedRequest<String, LeagueError> {
    { [cache, network] key in
      CacheThenNetwork.read(key, from: cache, network: TypedRequest(classifying: network(key)))
    }
  }

  /// `read(_:from:network:)` of a `Single`, inside a closure capturing the cache.
  var singleRead: @Sendable (Int) -> Observable<Sourced<String>> {
    { [cache, network] key in CacheThenNetwork.read(key, from: cache, network: network(key)) }
  }
}

/// `CacheThenNetwork` over a cache held as `any EntityCache<Key, Value>`: the same reads as over
/// a concrete cache — the copy at the subscription's tick, the answer at its own and stored, a
/// failure after the copy unchanged and storing nothing. In virtual time, with a fake cache.
@Suite struct CacheThenNetworkExistentialCacheTests {
  private let scheduler = TestScheduler()
  private let network = Stub<Int, String>()
  private let stored = FakeEntityCache<Int, String>()

  private var repository: LeagueRepository {
    LeagueRepository(cache: stored, network: network)
  }

  @Test(arguments: [Read.reading, .typedRead, .singleRead])
  fileprivate func test_whenTheCacheIsAnExistential_thenTheCopyComesFirstAndTheAnswerIsStored(
    read: Read
  ) {
    // given: an older copy of key 7; the server answers after 10
    stored.store("old", for: 7)
    network.answer { [scheduler] _ in scheduler.single(after: 10, .success("new")) }
    let events = read.events(of: repository)
    // when
    let observer = scheduler.start { events(7) }
    // then
    #expect(
      observer.events == [
        .next(200, Sourced(value: "old", source: .cache)),
        .next(210, Sourced(value: "new", source: .network)),
        .completed(210),
      ])
    #expect(stored.value(for: 7) == "new")
    #expect(network.calls == [7])
  }

  @Test func test_whenTheServerFailsWithTheFeaturesErrorAfterACopy_thenItFollowsUnchanged() {
    // given: a copy, and a league closed since
    stored.store("old", for: 7)
    network.answer { [scheduler] _ in scheduler.single(after: 10, failingWith: LeagueError.closed) }
    let league = repository.league
    // when
    let observer = scheduler.start { league(7).observable }
    // then: the copy, then the feature's own error, typed; nothing stored
    #expect(observer.elements == [Sourced(value: "old", source: .cache)])
    #expect(observer.errors.map { $0 as? RequestFailure<LeagueError> } == [.domain(.closed)])
    #expect(stored.value(for: 7) == "old")
  }

  @Test func test_whenTheExistentialHasNoCopy_thenOnlyTheAnswerComes() {
    // given: a copy of another key only
    stored.store("eight", for: 8)
    network.answer { [scheduler] _ in scheduler.single(after: 10, .success("seven")) }
    let league = repository.league
    // when
    let observer = scheduler.start { league(7).observable }
    // then
    #expect(observer.elements == [Sourced(value: "seven", source: .network)])
  }
}

/// Which of the repository's reads a test runs.
private enum Read: CaseIterable, Sendable {
  case reading, typedRead, singleRead

  func events(of repository: LeagueRepository) -> @Sendable (Int) -> Observable<Sourced<String>> {
    switch self {
    case .reading:
      let read = repository.league
      return { read($0).observable }
    case .typedRead:
      let read = repository.typedRead
      return { read($0).observable }
    case .singleRead: return repository.singleRead
    }
  }
}
