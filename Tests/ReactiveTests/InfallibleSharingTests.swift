import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

/// `Infallible.asSignal()` / `asDriver()`: no error argument, and the delivery of every
/// `asSignal`/`asDriver` conversion (on `SharingScheduler.current`, read when built).
@Suite struct InfallibleSharingTests {
  @Test
  func test_whenAnInfallibleIsASignalBuiltUnderMock_thenItDeliversOnlyWhenTheMockedSchedulerRuns() {
    // given
    let scheduler = TestScheduler()
    let relay = PublishRelay<Int>()
    let signal = SharingScheduler.mock(scheduler) { relay.asInfallible().asSignal() }
    let recorder = Recorder<Int>()
    let bag = DisposeBag()
    signal.emit(onNext: { recorder.observer.onNext($0) }).disposed(by: bag)
    // when
    relay.accept(1)
    let beforeRun = recorder.elements
    scheduler.start()
    // then: held on the mocked scheduler until it ran
    #expect(beforeRun.isEmpty)
    #expect(recorder.elements == [1])
  }

  @Test func test_whenAnInfallibleSignalGetsALateSubscriber_thenNothingIsReplayed() {
    // given
    let scheduler = TestScheduler()
    let relay = PublishRelay<String>()
    let signal = SharingScheduler.mock(scheduler) { relay.asInfallible().asSignal() }
    let first = scheduler.createObserver(String.self)
    let late = scheduler.createObserver(String.self)
    let bag = DisposeBag()
    // when
    scheduler.scheduleAt(10) { signal.emit(onNext: { first.onNext($0) }).disposed(by: bag) }
    scheduler.scheduleAt(20) { relay.accept("a") }
    scheduler.scheduleAt(30) { signal.emit(onNext: { late.onNext($0) }).disposed(by: bag) }
    scheduler.scheduleAt(40) { relay.accept("a") }
    scheduler.start()
    // then: the same event twice fires twice; the late subscriber sees only the second
    #expect(first.events == [.next(20, "a"), .next(40, "a")])
    #expect(late.events == [.next(40, "a")])
  }

  @Test
  func test_whenAnInfallibleIsADriverBuiltUnderMock_thenItReplaysTheLatestOnTheMockedScheduler() {
    // given
    let scheduler = TestScheduler()
    let relay = BehaviorRelay(value: false)
    let driver = SharingScheduler.mock(scheduler) {
      relay.asInfallible().distinctUntilChanged().asDriver()
    }
    let first = scheduler.createObserver(Bool.self)
    let late = scheduler.createObserver(Bool.self)
    let bag = DisposeBag()
    // when
    scheduler.scheduleAt(10) { driver.drive(onNext: { first.onNext($0) }).disposed(by: bag) }
    scheduler.scheduleAt(20) { relay.accept(true) }
    scheduler.scheduleAt(30) { driver.drive(onNext: { late.onNext($0) }).disposed(by: bag) }
    scheduler.start()
    // then
    #expect(first.events == [.next(10, false), .next(20, true)])
    #expect(late.events == [.next(30, true)])
  }
}
