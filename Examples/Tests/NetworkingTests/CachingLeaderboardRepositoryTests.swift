import CleanData
import CleanDomain
import CleanDomainTesting
import CleanReactive
import CleanReactiveTesting
import Domain
import Networking
import Testing

/// The cache-then-network decorator in virtual time, over a scripted network repository and the
/// library's `InMemoryEntityCache`: the copy at the subscription's tick, the answer at its own,
/// the answer stored, a failure after the copy unchanged and storing nothing.
@Suite struct CachingLeaderboardRepositoryTests {
  final class Harness {
    let scheduler = TestScheduler()
    let network = ScriptedNetworkLeaderboard()
    let cache = InMemoryEntityCache<PageRequest<Int>, Page<LeaderboardEntry>>()
    var repository: CachingLeaderboardRepository {
      CachingLeaderboardRepository(network: network, cache: cache)
    }

    /// Reads `request` from the start's subscription (tick 200) on.
    func read(_ request: PageRequest<Int>) -> TestableObserver<Sourced<Page<LeaderboardEntry>>> {
      scheduler.start { [repository] in repository.entries(request) }
    }
  }

  private static func page(_ ids: [Int], _ number: Int = 0) -> Page<LeaderboardEntry> {
    Page(
      items: ids.map { LeaderboardEntry(id: $0, nickname: "p\($0)", rating: 2000, rank: $0) },
      page: number, hasNext: true)
  }

  @Test func test_whenNothingIsStored_thenOnlyTheAnswerArrivesAndIsStored() {
    // given
    let harness = Harness()
    harness.network.page.answer { [scheduler = harness.scheduler] _ in
      scheduler.single(after: 10, .success(Self.page([1, 2])))
    }
    // when
    let observer = harness.read(PageRequest(query: 7))
    // then
    #expect(observer.events.map(\.time) == [210, 210])
    #expect(observer.elements == [Sourced(value: Self.page([1, 2]), source: .network)])
    #expect(harness.cache.value(for: PageRequest(query: 7)) == Self.page([1, 2]))
  }

  @Test func test_whenACopyIsStored_thenItArrivesAtOnceAndTheAnswerReplacesIt() {
    // given: an older copy of the page
    let harness = Harness()
    harness.cache.store(Self.page([1]), for: PageRequest(query: 7))
    harness.network.page.answer { [scheduler = harness.scheduler] _ in
      scheduler.single(after: 10, .success(Self.page([2, 1])))
    }
    // when
    let observer = harness.read(PageRequest(query: 7))
    // then: the copy at the subscription's tick, the answer at its own, then completion
    #expect(observer.events.map(\.time) == [200, 210, 210])
    #expect(
      observer.elements == [
        Sourced(value: Self.page([1]), source: .cache),
        Sourced(value: Self.page([2, 1]), source: .network),
      ])
    #expect(observer.events.last?.value.isStopEvent == true)
    #expect(harness.cache.value(for: PageRequest(query: 7)) == Self.page([2, 1]))
  }

  @Test func test_whenTheServerFailsAfterACopy_thenTheFeaturesErrorFollowsUnchangedAndTheCopyStays()
  {
    // given: a copy, and a season closed since
    let harness = Harness()
    harness.cache.store(Self.page([1]), for: PageRequest(query: 7))
    harness.network.page.answer { [scheduler = harness.scheduler] _ in
      scheduler.single(after: 10, failingWith: LeaderboardError.closed(reason: "over"))
    }
    // when
    let observer = harness.read(PageRequest(query: 7))
    // then: the copy, then one error, the feature's own, never reclassified
    #expect(observer.elements == [Sourced(value: Self.page([1]), source: .cache)])
    #expect(observer.errors.count == 1)
    #expect(
      observer.errors.first as? RequestFailure<LeaderboardError> == .domain(.closed(reason: "over"))
        || observer.errors.first as? LeaderboardError == .closed(reason: "over"))
    #expect(harness.cache.value(for: PageRequest(query: 7)) == Self.page([1]))
  }

  @Test func test_whenACopyIsStoredAfterTheReadWasMade_thenTheSubscriptionStillShowsIt() {
    // given: the read is made before anything is stored
    let harness = Harness()
    harness.network.page.answer { [scheduler = harness.scheduler] _ in
      scheduler.single(after: 10, .success(Self.page([3])))
    }
    let read = harness.repository.entries(PageRequest(query: 7))
    harness.cache.store(Self.page([1]), for: PageRequest(query: 7))
    // when
    let observer = harness.scheduler.start { read }
    // then: the cache is read as the subscription starts
    #expect(observer.elements.map(\.source) == [.cache, .network])
  }

  @Test func test_whenAnotherPageIsStored_thenItsCopyIsNeverShownForThisOne() {
    // given: page 1 of season 7 and page 0 of season 8 stored
    let harness = Harness()
    harness.cache.store(Self.page([9], 1), for: PageRequest(query: 7, page: 1))
    harness.cache.store(Self.page([8]), for: PageRequest(query: 8))
    harness.network.page.answer { [scheduler = harness.scheduler] _ in
      scheduler.single(after: 10, .success(Self.page([1])))
    }
    // when
    let observer = harness.read(PageRequest(query: 7))
    // then
    #expect(observer.elements == [Sourced(value: Self.page([1]), source: .network)])
  }
}

/// A network `LeaderboardRepository` made of the library's scripted `Stub`.
final class ScriptedNetworkLeaderboard: LeaderboardRepository {
  let page = Stub<PageRequest<Int>, Page<LeaderboardEntry>>()

  func entries(_ request: PageRequest<Int>) -> Single<Page<LeaderboardEntry>> { page(request) }
}
