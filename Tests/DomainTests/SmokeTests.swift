import Domain
import Testing

@Test func test_whenFlatMapLatestInnerFails_andCatchIsInside_thenTriggerSurvives() {
  // given
  let scheduler = TestScheduler()
  let taps = scheduler.createHotObservable([
    .next(210, 1), .next(220, 2), .next(230, 3),
  ])
  // when
  let observer = scheduler.start {
    taps.flatMapLatest { value -> Observable<Int> in
      let request: Observable<Int> =
        value == 2 ? .error(APIError.server(status: 500)) : .just(value)
      return request.catch { _ in .just(-1) }
    }
  }
  // then
  #expect(observer.events == [.next(210, 1), .next(220, -1), .next(230, 3)])
}

@Test func test_whenDriverBuiltUnderMock_thenDeliversOnTestScheduler() {
  let scheduler = TestScheduler()
  let relay = BehaviorRelay(value: 1)
  let driver = SharingScheduler.mock(scheduler) { relay.asDriver() }
  let observer = scheduler.createObserver(Int.self)
  let bag = DisposeBag()
  driver.drive(onNext: { observer.onNext($0) }).disposed(by: bag)
  scheduler.scheduleAt(10) { relay.accept(2) }
  scheduler.start()
  #expect(observer.events == [.next(0, 1), .next(10, 2)])
}

@Test func test_whenSingleFromAsync_thenValueAwaits() async throws {
  let single = Single<Int>.fromAsync { 42 }
  #expect(try await single.value == 42)
}
