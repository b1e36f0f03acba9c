import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

/// `CachedValue`: one cached value's screen as one state, its failures as events after it.
private final class CachedValueHarness {
  let scheduler = TestScheduler()
  let fetch = CachedStub<Int, User>()
  private(set) var value: CachedValue<User, Banned>?
  let states: TestableObserver<CachedValueState<User, Banned>>
  let networkErrors: TestableObserver<APIError>
  let featureErrors: TestableObserver<Banned>
  let bag = DisposeBag()

  init() {
    let fetch = fetch
    let value = CachedValue<User, Banned> { fetch(3) }
    self.value = value
    states = scheduler.createObserver(CachedValueState<User, Banned>.self)
    networkErrors = scheduler.createObserver(APIError.self)
    featureErrors = scheduler.createObserver(Banned.self)
    value.state.subscribe(onNext: states.onNext).disposed(by: bag)
    value.networkError.subscribe(onNext: networkErrors.onNext).disposed(by: bag)
    value.featureError.subscribe(onNext: featureErrors.onNext).disposed(by: bag)
  }

  func load(at time: Int) {
    scheduler.scheduleAt(time) { [value] in value?.load() }
  }

  func release() { value = nil }
}

private let stale = User(id: 3, nickname: "carol", rating: 900)

@Test func test_whenAStoredCopyExists_thenItShowsWhileLoadingAndTheAnswerEndsTheRequest() {
  // given
  let harness = CachedValueHarness()
  harness.fetch.storedCopy { _ in stale }
  harness.fetch.answer { [scheduler = harness.scheduler] _ in
    scheduler.single(after: 5, .success(Fixtures.carol))
  }
  // when
  harness.load(at: 10)
  harness.scheduler.start()
  // then
  #expect(
    harness.states.events == [
      .next(0, .initial),
      .next(10, CachedValueState(value: nil, isLoading: true, lastError: nil)),
      .next(
        10,
        CachedValueState(
          value: Sourced(value: stale, source: .cache), isLoading: true, lastError: nil)),
      .next(
        15,
        CachedValueState(
          value: Sourced(value: Fixtures.carol, source: .network), isLoading: false, lastError: nil)
      ),
    ])
}

@Test func test_whenReloadingOverTheAnswer_thenTheCopyIsNotShownOverIt() {
  // given: an answer shown
  let harness = CachedValueHarness()
  harness.fetch.storedCopy { _ in stale }
  harness.fetch.answer { [scheduler = harness.scheduler] _ in
    scheduler.single(after: 5, .success(Fixtures.carol))
  }
  harness.load(at: 10)
  // when
  harness.load(at: 20)
  harness.scheduler.start()
  // then: at 20 loading with the answer kept; the copy never comes back
  let answer = Sourced(value: Fixtures.carol, source: .network)
  #expect(
    harness.states.events.suffix(2) == [
      .next(20, CachedValueState(value: answer, isLoading: true, lastError: nil)),
      .next(25, CachedValueState(value: answer, isLoading: false, lastError: nil)),
    ])
}

@Test func test_whenTheRequestFails_thenTheCopyStaysTheStateCarriesTheErrorAndOneEventFollows() {
  // given
  let harness = CachedValueHarness()
  harness.fetch.storedCopy { _ in stale }
  harness.fetch.answer { [scheduler = harness.scheduler] _ in
    scheduler.single(after: 5, .failure(APIError.server(HTTPFailure(status: 503))))
  }
  // when
  harness.load(at: 10)
  harness.scheduler.start()
  // then
  let failure = APIError.server(HTTPFailure(status: 503))
  #expect(
    harness.states.events.last
      == .next(
        15,
        CachedValueState(
          value: Sourced(value: stale, source: .cache), isLoading: false,
          lastError: .network(failure))))
  #expect(harness.networkErrors.events == [.next(15, failure)])
  #expect(harness.featureErrors.events.isEmpty)
}

@Test func test_whenTheFeaturesOwnErrorArrives_thenOnlyTheFeatureEventFires() {
  // given
  let harness = CachedValueHarness()
  harness.fetch.answer { [scheduler = harness.scheduler] _ in
    scheduler.single(after: 5, failingWith: Banned.banned(userIds: [3]))
  }
  // when
  harness.load(at: 10)
  harness.scheduler.start()
  // then
  #expect(harness.states.elements.last?.lastError == .domain(.banned(userIds: [3])))
  #expect(harness.featureErrors.events == [.next(15, .banned(userIds: [3]))])
  #expect(harness.networkErrors.events.isEmpty)
}

@Test func test_whenANewerLoadStarts_thenTheOlderAnswerIsNeverShown() {
  // given: the first answer is slow, the second fast
  let harness = CachedValueHarness()
  let scheduler = harness.scheduler
  harness.fetch.answer { _ in scheduler.single(after: 50, .success(stale)) }
  harness.load(at: 10)
  scheduler.scheduleAt(15) {
    harness.fetch.answer { _ in scheduler.single(after: 5, .success(Fixtures.carol)) }
  }
  // when
  harness.load(at: 20)
  scheduler.start()
  // then: loading stays up across the switch; only the newer answer is shown
  #expect(harness.states.elements.map(\.isLoading) == [false, true, true, false])
  #expect(harness.states.elements.compactMap(\.value?.value) == [Fixtures.carol])
}

@Test func test_whenTheOwnerLetsGoWithARequestInFlight_thenNothingArrives() {
  // given
  let harness = CachedValueHarness()
  harness.fetch.answer { [scheduler = harness.scheduler] _ in
    scheduler.single(after: 50, .success(Fixtures.carol))
  }
  harness.load(at: 10)
  // when
  harness.scheduler.scheduleAt(20) { harness.release() }
  harness.scheduler.start()
  // then
  #expect(harness.states.elements.map(\.isLoading) == [false, true])
}

@Test func test_whenLoadAndReloadArriveAsInputs_thenEachLoadsAndTheOutputCarriesStateThenAlert() {
  // given: a value whose server fails once with a 503, then answers
  let scheduler = TestScheduler()
  let fetch = CachedStub<Int, User>()
  fetch.answer { _ in
    scheduler.single(after: 5, .failure(APIError.server(HTTPFailure(status: 503))))
  }
  let value = CachedValue<User, Banned> { fetch(3) }
  let load = PublishRelay<Void>()
  let reload = PublishRelay<Void>()
  let output = SharingScheduler.mock(scheduler) {
    value.transform(input: .init(load: load.asObservable(), reload: reload.asObservable()))
  }
  let states = scheduler.createObserver(CachedValueState<User, Banned>.self)
  let alerts = scheduler.createObserver(APIError.self)
  let featureErrors = scheduler.createObserver(Banned.self)
  let bag = DisposeBag()
  output.state.drive(onNext: states.onNext).disposed(by: bag)
  output.networkError.emit(onNext: alerts.onNext).disposed(by: bag)
  output.featureError.emit(onNext: featureErrors.onNext).disposed(by: bag)
  scheduler.scheduleAt(12) {
    fetch.answer { _ in scheduler.single(after: 5, .success(Fixtures.carol)) }
  }
  // when: the screen appears at 10, is pulled to refresh at 20
  scheduler.scheduleAt(10) { load.accept(()) }
  scheduler.scheduleAt(20) { reload.accept(()) }
  scheduler.start()
  // then: two requests; the alert once, at the state that carries it; the reload's answer shown
  #expect(fetch.calls == [3, 3])
  #expect(alerts.events == [.next(15, .server(HTTPFailure(status: 503)))])
  #expect(featureErrors.events.isEmpty)
  #expect(states.elements.map(\.isLoading) == [false, true, false, true, false])
  #expect(states.elements.last?.value?.value == Fixtures.carol)
}

@Test func test_whenTheFeaturesOwnErrorArrivesThroughTransform_thenOnlyTheOutputsFeatureErrorFires()
{
  // given
  let scheduler = TestScheduler()
  let fetch = CachedStub<Int, User>()
  fetch.answer { _ in scheduler.single(after: 5, failingWith: Banned.banned(userIds: [3])) }
  let value = CachedValue<User, Banned> { fetch(3) }
  let load = PublishRelay<Void>()
  let output = SharingScheduler.mock(scheduler) {
    value.transform(input: .init(load: load.asObservable()))
  }
  let alerts = scheduler.createObserver(APIError.self)
  let featureErrors = scheduler.createObserver(Banned.self)
  let bag = DisposeBag()
  output.networkError.emit(onNext: alerts.onNext).disposed(by: bag)
  output.featureError.emit(onNext: featureErrors.onNext).disposed(by: bag)
  // when
  scheduler.scheduleAt(10) { load.accept(()) }
  scheduler.start()
  // then
  #expect(featureErrors.events == [.next(15, .banned(userIds: [3]))])
  #expect(alerts.events.isEmpty)
}
