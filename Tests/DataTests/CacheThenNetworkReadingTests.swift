import CleanData
import CleanDomain
import CleanDomainTesting
import CleanReactive
import CleanReactiveTesting
import Testing

/// A feature's own error, for the typed cached read.
private enum SeasonError: Error, Equatable, Sendable {
  case closed
}

/// `CacheThenNetwork.reading(from:network:)`: the cached read of every key, built from a cache
/// and a typed network read — what replaced each importer's decorator and second repository
/// protocol. The copy at the subscription's tick, the answer at its own and stored, a failure
/// after the copy unchanged and storing nothing; in virtual time, with a fake cache.
@Suite struct CacheThenNetworkReadingTests {
  private let scheduler = TestScheduler()
  private let network = Stub<Int, String>()
  private let cache = FakeEntityCache<Int, String>()

  private var read: @Sendable (Int) -> SourcedRequest<String, SeasonError> {
    let network = network
    return CacheThenNetwork.reading(from: cache) { key in
      TypedRequest(classifying: network(key))
    }
  }

  @Test func test_whenACopyIsStored_thenItComesAtOnceAndTheAnswerReplacesItAndIsStored() {
    // given: an older copy of key 7; the server answers after 10
    cache.store("old", for: 7)
    network.answer { [scheduler] _ in scheduler.single(after: 10, .success("new")) }
    let read = read
    // when
    let observer = scheduler.start { read(7).observable }
    // then
    #expect(
      observer.events == [
        .next(200, Sourced(value: "old", source: .cache)),
        .next(210, Sourced(value: "new", source: .network)),
        .completed(210),
      ])
    #expect(cache.value(for: 7) == "new")
    #expect(network.calls == [7])
  }

  @Test func test_whenTheServerFailsWithTheFeaturesErrorAfterACopy_thenItFollowsUnchanged() {
    // given: a copy, and a season closed since
    cache.store("old", for: 7)
    network.answer { [scheduler] _ in scheduler.single(after: 10, failingWith: SeasonError.closed) }
    let read = read
    // when
    let observer = scheduler.start { read(7).observable }
    // then: the copy, then the feature's own error, typed; nothing stored
    #expect(observer.elements == [Sourced(value: "old", source: .cache)])
    #expect(observer.errors.map { $0 as? RequestFailure<SeasonError> } == [.domain(.closed)])
    #expect(cache.value(for: 7) == "old")
  }

  @Test func test_whenAnotherKeyIsStored_thenItsCopyIsNeverShownForThisOne() {
    // given
    cache.store("eight", for: 8)
    network.answer { [scheduler] _ in scheduler.single(after: 10, .success("seven")) }
    let read = read
    // when
    let observer = scheduler.start { read(7).observable }
    // then
    #expect(observer.elements == [Sourced(value: "seven", source: .network)])
  }
}
