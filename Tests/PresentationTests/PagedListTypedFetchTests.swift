import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanPresentationTesting
import CleanReactive
import CleanReactiveTesting
import Testing

/// Another feature's error: what a wrongly wired fetch could still fail with at run time.
private enum TournamentError: Error, Equatable, Sendable {
  case full
}

private let page0 = Page<User>(items: [Fixtures.alice, Fixtures.bob], page: 0, hasNext: false)

/// `PagedList` over a typed fetch (`SourcedRequest`, `TypedRequest`): the list's `FeatureError`
/// is the fetch's, so a list of another type does not compile — `PagedList<String, User, Never>`
/// over `harness.fetch`'s typed read is a compile error — and what still arrives at run time
/// with another feature's error is routed as what it is, never as transport. And the public
/// test helpers, `PagedListRecorder` and `recordUntilSettled`, as an importer's test uses them.
@Suite struct PagedListTypedFetchTests {
  @Test func test_whenATypedFetchFailsWithTheListsFeatureError_thenOnlyFeatureErrorFiresOnce() {
    // given: the harness's list is built with `init(fetch:)` over a `SourcedRequest`
    let harness = PagedListHarness()
    let scheduler = harness.scheduler
    harness.fetch.answer { _ in
      scheduler.single(after: 10, failingWith: RequestFailure<Banned>.domain(.banned(userIds: [3])))
    }
    // when
    harness.at(100) { harness.load.accept("") }
    scheduler.start()
    // then
    #expect(harness.featureError.events == [.next(110, .banned(userIds: [3]))])
    #expect(harness.networkError.events.isEmpty)
  }

  @Test func test_whenAnotherFeaturesErrorReachesATypedFetch_thenItIsUnhandledNeverTransport() {
    // given: a fetch wired to the wrong feature's failures (through `classifying`)
    let harness = PagedListHarness()
    let scheduler = harness.scheduler
    harness.fetch.answer { _ in
      scheduler.single(after: 10, failingWith: RequestFailure<TournamentError>.domain(.full))
    }
    // when
    harness.at(100) { harness.load.accept("") }
    scheduler.start()
    // then: the generic output, once, named — never a transport failure, never dropped
    #expect(
      harness.networkError.events == [.next(110, .unhandledFeatureError("TournamentError.full"))])
    #expect(harness.networkError.elements.allSatisfy { $0.kind != .transport })
    #expect(harness.featureError.events.isEmpty)
    #expect(
      harness.states.elements.last?.lastError
        == .network(.unhandledFeatureError("TournamentError.full")))
  }

  @Test func test_whenANetworkOnlyTypedRequestIsTheFetch_thenEachPageIsTheServersAnswer() {
    // given: a list over a network-only repository's `TypedRequest`
    let scheduler = TestScheduler()
    let network = Stub<PageRequest<String>, Page<User>> { _ in
      scheduler.single(after: 10, .success(page0))
    }
    let screen = PagedListRecorder(
      PagedList<String, User, Banned>(fetch: { TypedRequest(classifying: network($0)) }),
      scheduler: scheduler)
    // when
    screen.at(100) { screen.load.accept("al") }
    scheduler.start()
    // then
    #expect(screen.timeline.map(\.time) == [0, 100, 110])
    #expect(screen.timeline.map(\.state.source) == [nil, nil, .network])
    #expect(screen.shownItems == [[], page0.items])
    #expect(screen.shown?.isLoading == false)
  }

  @Test func test_whenRecordedUntilSettledOverRealWork_thenTheRecordingEndsWithTheAnswerIn()
    async
  {
    // given: a fetch that answers from a task of its own (no virtual time)
    let list = PagedList<String, User, Banned>(fetch: { _ in
      TypedRequest { () async throws(RequestFailure<Banned>) -> Page<User> in page0 }
    })
    // when
    let shown = await list.recordUntilSettled { $0.load("al") }
    // then
    #expect(shown.states.map(\.isLoading) == [false, true, false])
    #expect(shown.states.last?.items == page0.items)
    #expect(shown.networkErrors.isEmpty && shown.featureErrors.isEmpty)
  }

  @Test func test_whenRecordedUntilSettledOverAFailure_thenTheRecordingEndsWithItsEvent() async {
    // given
    let list = PagedList<String, User, Banned>(fetch: { _ in
      TypedRequest { () async throws(RequestFailure<Banned>) -> Page<User> in
        throw .domain(.banned(userIds: [9]))
      }
    })
    // when
    let shown = await list.recordUntilSettled { $0.load("al") }
    // then: the failure's state, then its one event, last
    #expect(shown.states.last?.lastError == .domain(.banned(userIds: [9])))
    #expect(shown.featureErrors == [.banned(userIds: [9])])
    guard case .featureError = shown.events.last else {
      Issue.record("the failure's event is not the last thing recorded")
      return
    }
  }

  @Test func test_whenTheIntentStartsNothing_thenTheRecordingEndsAtOnce() async {
    // given: a list that never loaded has no next page
    let list = PagedList<String, User, Banned>(fetch: { _ in
      TypedRequest(classifying: Single<Page<User>>.never())
    })
    // when
    let shown = await list.recordUntilSettled { $0.loadNextPage() }
    // then
    #expect(shown.states.map(\.isLoading) == [false])
  }
}
