import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import Testing

/// `CachedValue` over a typed fetch (`TypedRequest`, `SourcedRequest`), as `PagedList` has: its
/// `FeatureError` is the fetch's — `CachedValue<User, Never>` over these fetches does not
/// compile — and an importer's trial no longer writes `.observable` (which drops that check).
@Suite struct CachedValueTypedFetchTests {
  private func record(
    _ value: CachedValue<User, Banned>, on scheduler: TestScheduler, bag: DisposeBag
  ) -> (
    states: TestableObserver<CachedValueState<User, Banned>>,
    featureErrors: TestableObserver<Banned>, networkErrors: TestableObserver<APIError>
  ) {
    let states = scheduler.createObserver(CachedValueState<User, Banned>.self)
    let featureErrors = scheduler.createObserver(Banned.self)
    let networkErrors = scheduler.createObserver(APIError.self)
    value.state.subscribe(onNext: states.onNext).disposed(by: bag)
    value.featureError.subscribe(onNext: featureErrors.onNext).disposed(by: bag)
    value.networkError.subscribe(onNext: networkErrors.onNext).disposed(by: bag)
    return (states, featureErrors, networkErrors)
  }

  @Test func test_whenANetworkOnlyTypedRequestAnswers_thenTheValueIsTheServersAnswer() {
    // given
    let scheduler = TestScheduler()
    let bag = DisposeBag()
    let value = CachedValue<User, Banned>(fetch: {
      TypedRequest(classifying: scheduler.single(after: 10, .success(Fixtures.alice)))
    })
    let recorded = record(value, on: scheduler, bag: bag)
    // when
    scheduler.scheduleAt(100) { value.load() }
    scheduler.start()
    // then
    #expect(recorded.states.elements.last?.value?.source == .network)
    #expect(recorded.states.elements.last?.value?.value == Fixtures.alice)
    #expect(recorded.states.elements.last?.isLoading == false)
  }

  @Test func test_whenATypedRequestFailsWithTheFeatureError_thenOnlyFeatureErrorFiresOnce() {
    // given
    let scheduler = TestScheduler()
    let bag = DisposeBag()
    let value = CachedValue<User, Banned>(fetch: {
      TypedRequest(
        classifying: scheduler.single(
          after: 10, failingWith: RequestFailure<Banned>.domain(.banned(userIds: [3]))))
    })
    let recorded = record(value, on: scheduler, bag: bag)
    // when
    scheduler.scheduleAt(100) { value.load() }
    scheduler.start()
    // then
    #expect(recorded.featureErrors.events == [.next(110, .banned(userIds: [3]))])
    #expect(recorded.networkErrors.events.isEmpty)
  }

  @Test func test_whenASourcedRequestHasAStoredCopy_thenTheCopyShowsFirstThenTheAnswer() {
    // given a read that answers a stored copy at once, then the server
    let scheduler = TestScheduler()
    let bag = DisposeBag()
    let stale = User(id: 1, nickname: "alice (stored)", rating: 900)
    let value = CachedValue<User, Banned>(fetch: {
      SourcedRequest(
        classifying: Observable.concat(
          .just(Sourced(value: stale, source: .cache)),
          scheduler.single(after: 10, .success(Fixtures.alice)).asObservable()
            .map { Sourced(value: $0, source: .network) }))
    })
    let recorded = record(value, on: scheduler, bag: bag)
    // when
    scheduler.scheduleAt(100) { value.load() }
    scheduler.start()
    // then
    #expect(recorded.states.elements.compactMap(\.value?.value) == [stale, Fixtures.alice])
  }
}
