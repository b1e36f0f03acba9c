import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

/// Issue 25: one alert fed by two blocks was `Observable.merge(…).asSignal(onErrorSignalWith:)`.
@Suite struct SharedSequenceMergeTests {
  @Test func test_whenTwoSignalsAreMerged_thenEveryEventOfEitherArrivesOnceInOrder() {
    // given
    let scheduler = TestScheduler()
    let detail = PublishRelay<String>()
    let join = PublishRelay<String>()
    let merged = SharingScheduler.mock(scheduler) {
      Signal.merge(detail.asSignal(), join.asSignal())
    }
    let observer = scheduler.createObserver(String.self)
    let bag = DisposeBag()
    // when
    scheduler.scheduleAt(5) { merged.emit(onNext: { observer.onNext($0) }).disposed(by: bag) }
    scheduler.scheduleAt(10) { detail.accept("offline") }
    scheduler.scheduleAt(20) { join.accept("server") }
    scheduler.scheduleAt(30) { detail.accept("offline") }
    scheduler.start()
    // then: each once, the same event twice twice
    #expect(observer.events == [.next(10, "offline"), .next(20, "server"), .next(30, "offline")])
  }

  @Test func test_whenTwoDriversAreMerged_thenALateSubscriberGetsTheLatestOfEither() {
    // given
    let scheduler = TestScheduler()
    let left = BehaviorRelay(value: 1)
    let right = BehaviorRelay(value: 2)
    let merged = SharingScheduler.mock(scheduler) {
      Driver.merge(left.asDriver(), right.asDriver())
    }
    let first = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    let bag = DisposeBag()
    // when
    scheduler.scheduleAt(10) { merged.drive(onNext: { first.onNext($0) }).disposed(by: bag) }
    scheduler.scheduleAt(20) { left.accept(3) }
    scheduler.scheduleAt(30) { merged.drive(onNext: { late.onNext($0) }).disposed(by: bag) }
    scheduler.start()
    // then: a Driver's replay of one
    #expect(first.elements == [1, 2, 3])
    #expect(late.events == [.next(30, 3)])
  }
}
