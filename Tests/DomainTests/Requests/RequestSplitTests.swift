import CleanDomain
import CleanDomainTesting
import CleanReactive
import CleanReactiveTesting
import Testing

/// A feature's own error, for the split tests.
private enum ClosedError: Error, Equatable, Sendable {
  case closed(String)
}

/// A split with every stream recorded, in virtual time.
private struct Harness {
  let scheduler = TestScheduler()
  let split = RequestSplit<ClosedError>()
  let network: TestableObserver<APIError>
  let domain: TestableObserver<ClosedError>
  let isLoading: TestableObserver<Bool>
  let bag = DisposeBag()

  init() {
    network = scheduler.createObserver(APIError.self)
    domain = scheduler.createObserver(ClosedError.self)
    isLoading = scheduler.createObserver(Bool.self)
    split.networkError.subscribe(network).disposed(by: bag)
    split.domainError.subscribe(domain).disposed(by: bag)
    split.isLoading.subscribe(isLoading).disposed(by: bag)
  }
}

/// Every failure a request may end in, with the one stream it must reach written by hand.
private enum Expected {
  case network(APIError)
  case domain(ClosedError)
  case nothing
}

private let failures: [(any Error & Sendable, Expected)] =
  Fixtures.everyAPIError.map { error in (error, error.isCancellation ? .nothing : .network(error)) }
  + [
    (ClosedError.closed("season over"), .domain(.closed("season over"))),
    (RequestFailure<ClosedError>.domain(.closed("a")), .domain(.closed("a"))),
    (
      RequestFailure<ClosedError>.network(.notFound(HTTPFailure(status: 404))),
      .network(.notFound(HTTPFailure(status: 404)))
    ),
    (CancellationError(), .nothing),
    (
      ForeignError(reason: "refused"),
      .network(.transport(.other("ForeignError(reason: \"refused\")")))
    ),
  ]

private func expectExactlyOneRoute(_ harness: Harness, _ expected: Expected, at time: Int) {
  switch expected {
  case .network(let error):
    #expect(harness.network.events == [.next(time, error)])
    #expect(harness.domain.events.isEmpty)
  case .domain(let error):
    #expect(harness.domain.events == [.next(time, error)])
    #expect(harness.network.events.isEmpty)
  case .nothing:
    #expect(harness.network.events.isEmpty && harness.domain.events.isEmpty)
  }
}

@Test func test_whenARunRequestFails_thenTheFailureReachesExactlyOneStreamOnce() {
  for (error, expected) in failures {
    // given
    let harness = Harness()
    let values = harness.scheduler.createObserver(Int.self)
    let request: Single<Int> = harness.scheduler.single(after: 10, failingWith: error)
    // when
    harness.scheduler.scheduleAt(100) {
      harness.split.run(request) { values.on(.next($0)) }
    }
    harness.scheduler.start()
    // then
    expectExactlyOneRoute(harness, expected, at: 110)
    #expect(values.events.isEmpty)
    #expect(harness.isLoading.events == [.next(0, false), .next(100, true), .next(110, false)])
  }
}

@Test func test_whenAPerformedRequestFails_thenItIsRoutedOnceAndTheSequenceCompletesEmpty() {
  for (error, expected) in failures {
    // given
    let harness = Harness()
    let request: Single<Int> = harness.scheduler.single(after: 10, failingWith: error)
    // when
    let observer = harness.scheduler.start { harness.split.perform(request) }
    // then: no error event, ever
    #expect(observer.events == [.completed(210)])
    expectExactlyOneRoute(harness, expected, at: 210)
  }
}

@Test func test_whenTheFirstTriggerFails_thenTheNextTriggerStillDeliversItsValue() {
  // given: two taps; the first request fails with the feature's error, the second succeeds
  let harness = Harness()
  let scheduler = harness.scheduler
  let taps = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
  // when
  let observer = scheduler.start {
    taps.flatMapLatest { [split = harness.split] tap -> Infallible<Int> in
      let request: Single<Int> =
        tap == 1
        ? scheduler.single(after: 10, failingWith: ClosedError.closed("x"))
        : scheduler.single(after: 10, .success(20))
      return split.perform(request)
    }
  }
  // then: the trigger survived the failure
  #expect(observer.events == [.next(310, 20)])
  #expect(harness.domain.events == [.next(220, .closed("x"))])
  #expect(harness.network.events.isEmpty)
}

@Test func test_whenAPerformedRequestSucceeds_thenTheValueArrivesAfterLoadingWentFalse() {
  // given: one log of loading changes and values, in the order they are delivered
  let scheduler = TestScheduler()
  let split = RequestSplit<Never>()
  let bag = DisposeBag()
  let log = DeliveryLog(loadingOf: split, bag: bag)
  let request: Single<Int> = scheduler.single(after: 10, .success(7))
  // when
  scheduler.scheduleAt(100) {
    split.perform(request)
      .subscribe(onNext: { value in log.append("value \(value)") })
      .disposed(by: bag)
  }
  scheduler.start()
  // then
  #expect(log.entries == ["loading false", "loading true", "loading false", "value 7"])
}

@Test func test_whenARunRequestSucceeds_thenOnValueRunsAfterLoadingWentFalse() {
  // given
  let scheduler = TestScheduler()
  let split = RequestSplit<Never>()
  let bag = DisposeBag()
  let log = DeliveryLog(loadingOf: split, bag: bag)
  let request: Single<Int> = scheduler.single(after: 10, .success(7))
  // when
  scheduler.scheduleAt(100) {
    split.run(request) { value in log.append("value \(value)") }
  }
  scheduler.start()
  // then
  #expect(log.entries == ["loading false", "loading true", "loading false", "value 7"])
}

@Test func test_whenANewerTriggerCancelsARequest_thenTheCancelledOneReachesNothing() {
  // given: the first request would fail at 230, but a second tap at 220 replaces it
  let harness = Harness()
  let scheduler = harness.scheduler
  let taps = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
  let first = scheduler.createColdObservable([
    Recorded<Event<Int>>.error(20, ClosedError.closed("x"))
  ])
  // when
  let observer = scheduler.start {
    taps.flatMapLatest { [split = harness.split] tap -> Infallible<Int> in
      split.perform(tap == 1 ? first.asSingle() : scheduler.single(after: 10, .success(5)))
    }
  }
  // then
  #expect(first.subscriptions == [.init(210, 220)])
  #expect(observer.events == [.next(230, 5)])
  #expect(harness.domain.events.isEmpty && harness.network.events.isEmpty)
  #expect(harness.isLoading.elements.last == false)
}

@Test func test_whenTheSplitIsReleasedWithARunRequestInFlight_thenTheRequestIsCancelled() {
  // given
  let scheduler = TestScheduler()
  let request = scheduler.createColdObservable([
    Recorded<Event<Int>>.next(50, 1), .completed(50),
  ])
  let values = scheduler.createObserver(Int.self)
  weak var released: RequestSplit<Never>?
  do {
    let split = RequestSplit<Never>()
    released = split
    scheduler.scheduleAt(100) { split.run(request.asSingle()) { values.on(.next($0)) } }
    scheduler.advance(to: 110)
  }
  // when
  scheduler.start()
  // then: deallocated, the request disposed at once, its value delivered to no one
  #expect(released == nil)
  #expect(request.subscriptions == [.init(100, 110)])
  #expect(values.events.isEmpty)
}

@Test func test_whenCancelAllIsCalled_thenRunningRequestsReachNothingAndLoadingGoesDown() {
  // given
  let harness = Harness()
  let request: Single<Int> = harness.scheduler.single(
    after: 50, failingWith: ClosedError.closed("x"))
  // when
  harness.scheduler.scheduleAt(100) { harness.split.run(request) { _ in } }
  harness.scheduler.scheduleAt(120) { harness.split.cancelAll() }
  harness.scheduler.start()
  // then
  #expect(harness.domain.events.isEmpty && harness.network.events.isEmpty)
  #expect(harness.isLoading.events == [.next(0, false), .next(100, true), .next(120, false)])
}

/// Issue 25, trap 2: `cancelAll()` ended the split for good — every later `run` was dropped in
/// silence (no value, no error, loading never rose).
@Test func test_whenARequestRunsAfterCancelAll_thenItsValueArrivesAndLoadingRisesAgain() {
  // given: a split whose first request was cancelled
  let harness = Harness()
  let values = harness.scheduler.createObserver(Int.self)
  let first: Single<Int> = harness.scheduler.single(after: 50, .success(1))
  let second: Single<Int> = harness.scheduler.single(after: 10, .success(2))
  harness.scheduler.scheduleAt(100) { harness.split.run(first) { values.on(.next($0)) } }
  harness.scheduler.scheduleAt(120) { harness.split.cancelAll() }
  // when: a new request runs after cancelAll()
  harness.scheduler.scheduleAt(200) { harness.split.run(second) { values.on(.next($0)) } }
  harness.scheduler.start()
  // then: the cancelled one reaches nothing; the new one runs, tracked, and delivers its value
  #expect(values.events == [.next(210, 2)])
  #expect(
    harness.isLoading.events == [
      .next(0, false), .next(100, true), .next(120, false), .next(200, true), .next(210, false),
    ])
}
