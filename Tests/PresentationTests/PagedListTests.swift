import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

/// `PagedList`: one state value for a paged list with a stored copy first — loading never
/// down without the page, answered pages never covered by a copy, the error split once each.

private let dave = User(id: 4, nickname: "dave", rating: 1300)
private let page0 = Page<User>(items: [Fixtures.alice, Fixtures.bob], page: 0, hasNext: true)
private let page1 = Page<User>(items: [Fixtures.carol, dave], page: 1, hasNext: false)
private let storedPage0 = Page<User>(items: [Fixtures.alice], page: 0, hasNext: true)
private let storedPage1 = Page<User>(items: [Fixtures.carol], page: 1, hasNext: true)

// MARK: trap 8: "not loading" and "the page is in" never disagree

/// Issue 25, trap 8: a value arrived after `isLoading` went `false`, so a view that waited for
/// "not loading" read the list before the page was in it.
@Test func test_whenAPageLoads_thenEveryStateThatIsNotLoadingHoldsThatPage() {
  // given: the server answers after 10, no stored copy
  let harness = PagedListHarness()
  harness.serverAnswers([page0, page1])
  // when
  harness.at(100) { harness.load.accept("") }
  harness.at(200) { harness.nextPage.accept(()) }
  harness.scheduler.start()
  // then: loading goes down in the very value that holds the page
  let states = harness.states.events.compactMap { event in
    event.value.element.map { (event.time, $0) }
  }
  #expect(states.map(\.0) == [0, 100, 110, 200, 210])
  #expect(states.map(\.1.isLoading) == [false, true, false, true, false])
  #expect(states[2].1.items == page0.items)
  #expect(states[4].1.items == page0.items + page1.items)
  #expect(states[4].1.hasMore == false)
}

@Test func test_whenAViewLoadsTheNextPageOnNotLoading_thenItIsNotTakenAsBusy() {
  // given: a view that asks for the next page as soon as a page is in and loading is down
  let harness = PagedListHarness()
  harness.serverAnswers([page0, page1])
  let list = harness.list
  harness.output.state.drive(onNext: { state in
    if !state.isLoading, state.page == 0 { list?.loadNextPage() }
  }).disposed(by: harness.bag)
  // when
  harness.at(100) { harness.load.accept("") }
  harness.scheduler.start()
  // then: page 1 was asked for and shown
  #expect(harness.fetch.calls.map(\.page) == [0, 1])
  #expect(harness.states.elements.last?.items == page0.items + page1.items)
}

/// The naive composition — what `PlayerSearchViewModel` was before `PagedList`, and the
/// paging examples still are: `RequestSplit.perform` with the list in one relay and loading in
/// another. At the moment `isLoading` goes down, the list does not yet hold the page: a view
/// that waits for "loading is false" (trap 8) reads the list without its page.
@Test func test_whenSeparateStreamsSayNotLoading_thenThePageIsNotYetInTheList() {
  // given: the list and the loading state as two streams; the server answers after 10
  let scheduler = TestScheduler()
  let bag = DisposeBag()
  let split = RequestSplit<Never>()
  let shown = BehaviorRelay<[User]>(value: [])
  let fetch = CachedStub<PageRequest<String>, Page<User>> { _ in
    scheduler.single(after: 10, .success(page0))
  }
  let seenWhenDone = scheduler.createObserver(Int.self)
  split.isLoading.filter { !$0 }
    .subscribe(onNext: { _ in seenWhenDone.onNext(shown.value.count) }).disposed(by: bag)
  // when
  scheduler.scheduleAt(100) {
    split.perform(fetch(PageRequest(query: "")))
      .subscribe(onNext: { shown.accept($0.value.items) }).disposed(by: bag)
  }
  scheduler.start()
  // then: "not loading" arrived with no item in the list; the page came after it
  #expect(seenWhenDone.events == [.next(0, 0), .next(110, 0)])
  #expect(shown.value == page0.items)
}

@Test func test_whenTheSearchScreensStateSaysNotLoading_thenThePageIsIn() {
  // given: the search screen's one-state output; the server answers after 10
  let harness = SearchHarness()
  let scheduler = harness.scheduler
  harness.useCase.answer { _ in scheduler.single(after: 10, .success(page0)) }
  let states = scheduler.createObserver(PagedListState<String, User, Never>.self)
  harness.output.state.drive(onNext: states.onNext).disposed(by: harness.bag)
  // when
  harness.searchFor("", at: 100)
  scheduler.start()
  // then
  #expect(states.elements.filter { !$0.isLoading }.map(\.items) == [[], page0.items])
}

// MARK: cache rules

@Test func test_whenAStoredCopyExists_thenItIsShownWhileLoadingAndTheAnswerReplacesItInPlace() {
  // given: a stored copy of page 0; the server answers after 10
  let harness = PagedListHarness()
  harness.storedCopies([storedPage0])
  harness.serverAnswers([page0, page1])
  // when
  harness.at(100) { harness.load.accept("") }
  harness.scheduler.start()
  // then: the copy while loading, then the answer in its place, with loading down
  let shown = harness.states.elements.dropFirst().map { ($0.items, $0.source, $0.isLoading) }
  #expect(shown.map(\.0) == [[], storedPage0.items, page0.items])
  #expect(shown.map(\.1) == [nil, .cache, .network])
  #expect(shown.map(\.2) == [true, true, false])
}

/// Issue 25, trap 9: on pull-to-refresh over a cache, page 0's stored copy replaced the answered
/// pages until the answer came.
@Test func test_whenRefreshingOverAStoredCopy_thenAnsweredPagesAreNeverReplacedByPage0sCopy() {
  // given: pages 0 and 1 answered by the server; page 0 has a stored copy
  let harness = PagedListHarness()
  harness.storedCopies([storedPage0])
  harness.serverAnswers([page0, page1])
  harness.at(100) { harness.load.accept("") }
  harness.at(200) { harness.nextPage.accept(()) }
  // when: pull to refresh; page 0's copy arrives at once, the answer after 10
  harness.at(300) { harness.refresh.accept(()) }
  harness.scheduler.start()
  // then: until the answer, the answered pages stay shown; the answer then replaces them
  let afterRefresh = harness.states.events.filter { $0.time >= 300 }.compactMap {
    $0.value.element
  }
  #expect(afterRefresh.map(\.items) == [page0.items + page1.items, page0.items])
  #expect(afterRefresh.map(\.source) == [.network, .network])
  #expect(afterRefresh.map(\.isLoading) == [true, false])
  #expect(harness.fetch.calls.map(\.page) == [0, 1, 0])
}

@Test func test_whenAListsServerFailsAfterAStoredCopy_thenTheCopyStaysAndTheFailureFiresOnce() {
  // given: a stored copy of page 0, then a timeout
  let harness = PagedListHarness()
  harness.storedCopies([storedPage0])
  let scheduler = harness.scheduler
  harness.fetch.answer { _ in
    scheduler.single(after: 10, .failure(.transport(.timedOut(.outcomeUnknown))))
  }
  // when
  harness.at(100) { harness.load.accept("") }
  scheduler.start()
  // then: the copy stays, not loading, the failure is state and one event
  let last = harness.states.elements.last
  #expect(last?.items == storedPage0.items)
  #expect(last?.source == .cache)
  #expect(last?.isLoading == false)
  #expect(last?.lastError == .network(.transport(.timedOut(.outcomeUnknown))))
  #expect(harness.networkError.events == [.next(110, .transport(.timedOut(.outcomeUnknown)))])
  #expect(harness.featureError.events.isEmpty)
}

@Test func test_whenTheNextPageIsAskedForFromAStoredCopy_thenItGoesOnFromTheCopy() {
  // given: page 0's copy shown after the server failed; page 1 has a copy, then an answer
  let harness = PagedListHarness()
  harness.storedCopies([storedPage0, storedPage1])
  let scheduler = harness.scheduler
  harness.fetch.answer { request in
    request.page == 0
      ? scheduler.single(after: 10, .failure(.transport(.cannotConnect)))
      : scheduler.single(after: 10, .success(page1))
  }
  harness.at(100) { harness.load.accept("") }
  // when
  harness.at(200) { harness.nextPage.accept(()) }
  scheduler.start()
  // then: page 1 is appended to the copy: its copy at once, its answer in its place
  #expect(harness.fetch.calls.map(\.page) == [0, 1])
  let afterNext = harness.states.events.filter { $0.time >= 200 }.compactMap { $0.value.element }
  #expect(
    afterNext.map(\.items) == [
      storedPage0.items, storedPage0.items + storedPage1.items, storedPage0.items + page1.items,
    ])
  #expect(afterNext.map(\.source) == [.cache, .cache, .network])
  #expect(afterNext.last?.lastError == nil)
}

@Test func test_whenPagesRepeatItems_thenEachItemIsShownOnce() {
  // given: the list shifted on the server: page 1 repeats bob
  let harness = PagedListHarness()
  let shifted = Page<User>(items: [Fixtures.bob, Fixtures.carol], page: 1, hasNext: false)
  harness.serverAnswers([page0, shifted])
  // when
  harness.at(100) { harness.load.accept("") }
  harness.at(200) { harness.nextPage.accept(()) }
  harness.scheduler.start()
  // then
  #expect(harness.states.elements.last?.items == [Fixtures.alice, Fixtures.bob, Fixtures.carol])
}

@Test func test_whenANewQueryIsLoadedBeforeTheOldAnswers_thenTheOldAnswerIsNeverShown() {
  // given: the first query answers late
  let harness = PagedListHarness()
  let scheduler = harness.scheduler
  harness.fetch.answer { request in
    scheduler.single(after: request.query == "slow" ? 50 : 10, .success(page0))
  }
  // when
  harness.at(100) { harness.load.accept("slow") }
  harness.at(110) { harness.load.accept("fast") }
  scheduler.start()
  // then
  let loaded = harness.states.elements.filter { !$0.items.isEmpty }
  #expect(loaded.map(\.query) == ["fast"])
  #expect(harness.states.events.last?.time == 120)
}

@Test func test_whenAnotherQueryFails_thenTheShownListStaysAndPagesOnFromIt() {
  // given: "a" answered (with a next page); "b" fails
  let harness = PagedListHarness()
  let scheduler = harness.scheduler
  harness.fetch.answer { request in
    request.query == "a"
      ? scheduler.single(after: 10, .success(request.page == 0 ? page0 : page1))
      : scheduler.single(after: 10, .failure(.transport(.offline)))
  }
  harness.at(100) { harness.load.accept("a") }
  // when
  harness.at(200) { harness.load.accept("b") }
  harness.at(300) { harness.nextPage.accept(()) }
  scheduler.start()
  // then: while "b" loaded and after it failed, "a" stayed shown; the next page is "a"'s
  let during = harness.states.events.filter { $0.time == 200 }.compactMap { $0.value.element }
  #expect(during.map(\.items) == [page0.items])
  #expect(during.map(\.query) == ["a"])
  #expect(harness.fetch.calls.map(\.query) == ["a", "b", "a"])
  #expect(harness.states.elements.last?.items == page0.items + page1.items)
}

// MARK: retry and the error split

@Test func test_whenRetryingAfterAFailure_thenTheFailedRequestIsSentAgainAndShown() {
  // given: page 1 fails once
  let harness = PagedListHarness()
  let scheduler = harness.scheduler
  harness.serverAnswers([page0, page1])
  harness.at(100) { harness.load.accept("") }
  harness.at(150) {
    harness.fetch.answer { _ in scheduler.single(after: 10, .failure(.transport(.connectionLost))) }
  }
  harness.at(200) { harness.nextPage.accept(()) }
  harness.at(250) { harness.serverAnswers([page0, page1]) }
  // when
  harness.at(300) { harness.retry.accept(()) }
  scheduler.start()
  // then: page 1 again, appended once; the error cleared
  #expect(harness.fetch.calls.map(\.page) == [0, 1, 1])
  let last = harness.states.elements.last
  #expect(last?.items == page0.items + page1.items)
  #expect(last?.lastError == nil)
  #expect(harness.networkError.elements == [.transport(.connectionLost)])
}

@Test func test_whenTheFeaturesOwnErrorFails_thenOnlyTheFeatureErrorFiresOncePerFailure() {
  // given: the server refuses with the feature's own error, twice the same
  let harness = PagedListHarness()
  let scheduler = harness.scheduler
  harness.fetch.answer { _ in
    scheduler.single(after: 10, failingWith: Banned.banned(userIds: [7]))
  }
  // when
  harness.at(100) { harness.load.accept("") }
  harness.at(200) { harness.retry.accept(()) }
  scheduler.start()
  // then: the feature's output, once per failure; the generic alert never
  #expect(
    harness.featureError.events == [
      .next(110, .banned(userIds: [7])), .next(210, .banned(userIds: [7])),
    ])
  #expect(harness.networkError.events.isEmpty)
  #expect(harness.states.elements.last?.lastError == .domain(.banned(userIds: [7])))
}

@Test func test_whenAGenericFailureHappens_thenOnlyTheNetworkErrorFiresOnce() {
  // given: a connection refused
  let harness = PagedListHarness()
  let scheduler = harness.scheduler
  harness.fetch.answer { _ in scheduler.single(after: 10, .failure(.transport(.cannotConnect))) }
  // when
  harness.at(100) { harness.load.accept("") }
  scheduler.start()
  // then
  #expect(harness.networkError.events == [.next(110, .transport(.cannotConnect))])
  #expect(harness.featureError.events.isEmpty)
}

@Test func test_whenAFetchEndsWithOnlyAStoredCopy_thenItIsAFailureAndTheCopyStays() {
  // given: an unfiltered list whose fetch gives a stored copy, then completes
  let list = PagedList<Unfiltered, User, Never>(fetch: { _ in
    Observable.just(Sourced(value: storedPage0, source: .cache))
  })
  let scheduler = TestScheduler()
  let bag = DisposeBag()
  let states = scheduler.createObserver(PagedList<Unfiltered, User, Never>.State.self)
  let errors = scheduler.createObserver(APIError.self)
  list.state.subscribe(onNext: states.onNext).disposed(by: bag)
  list.networkError.subscribe(onNext: errors.onNext).disposed(by: bag)
  // when: an unfiltered list loads
  list.load()
  // then
  #expect(states.elements.last?.items == storedPage0.items)
  #expect(states.elements.last?.isLoading == false)
  #expect(errors.elements.count == 1)
}

// MARK: lifetime

@Test func test_whenTheOwnerLetsGoWithARequestInFlight_thenTheListIsFreedAndNothingArrives() {
  // given: a request that answers after 50
  let harness = PagedListHarness()
  harness.serverAnswers([page0], after: 50)
  weak var released: PagedListHarness.List?
  released = harness.list
  harness.at(100) { harness.load.accept("") }
  // when
  harness.at(110) { harness.releaseList() }
  harness.scheduler.start()
  // then
  #expect(released == nil)
  #expect(harness.states.events.last?.time == 100)
}
