import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

/// `Infallible`'s `scan` and `combineLatest`, and `distinctUntilChanged` on a `Driver` / `Signal`:
/// the elements and the completion of the `Observable` operators they wrap.
@Suite struct InfallibleCombiningTests {
  @Test func test_whenAnInfallibleIsScanned_thenEachAccumulationIsEmittedAndItCompletes() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
    // when
    let observer = scheduler.start {
      source.asInfallible(onErrorJustReturn: 0).scan(into: 10) { sum, value in sum += value }
    }
    // then
    #expect(observer.events == [.next(210, 11), .next(220, 13), .next(230, 16), .completed(240)])
  }

  @Test func test_whenAnInfallibleIsScannedWithASeed_thenEachSubscriptionStartsFromTheSeed() {
    // given
    let relay = PublishRelay<Int>()
    let sums = relay.asInfallible().scan(0) { $0 + $1 }
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    let bag = DisposeBag()
    sums.subscribe(first.observer).disposed(by: bag)
    relay.accept(5)
    // when
    sums.subscribe(second.observer).disposed(by: bag)
    relay.accept(1)
    // then
    #expect(first.elements == [5, 6])
    #expect(second.elements == [1])
  }

  @Test func test_whenInfalliblesAreCombined_thenTheLatestPairIsEmittedOnceBothHaveEmitted() {
    // given
    let scheduler = TestScheduler()
    let letters = scheduler.createHotObservable([
      .next(210, "a"), .next(230, "b"), .completed(250),
    ])
    let numbers = scheduler.createHotObservable([.next(220, 1), .next(240, 2), .completed(260)])
    // when
    let observer = scheduler.start {
      Infallible.combineLatest(
        letters.asInfallible(onErrorJustReturn: ""), numbers.asInfallible(onErrorJustReturn: 0)
      ) { "\($0)\($1)" }
    }
    // then: nothing before both emitted; it completes when both have completed
    #expect(
      observer.events == [.next(220, "a1"), .next(230, "b1"), .next(240, "b2"), .completed(260)])
  }

  @Test func test_whenADriverRepeatsAnElement_thenDistinctUntilChangedDropsTheRepeat() {
    // given
    let scheduler = TestScheduler()
    let relay = BehaviorRelay(value: false)
    let driver = SharingScheduler.mock(scheduler) { relay.asDriver().distinctUntilChanged() }
    let observer = scheduler.createObserver(Bool.self)
    let bag = DisposeBag()
    // when
    scheduler.scheduleAt(10) { driver.drive(onNext: { observer.onNext($0) }).disposed(by: bag) }
    scheduler.scheduleAt(20) { relay.accept(false) }
    scheduler.scheduleAt(30) { relay.accept(true) }
    scheduler.scheduleAt(40) { relay.accept(true) }
    scheduler.scheduleAt(50) { relay.accept(false) }
    scheduler.start()
    // then
    #expect(observer.events == [.next(10, false), .next(30, true), .next(50, false)])
  }

  @Test func test_whenASignalRepeatsAKey_thenDistinctUntilChangedByKeyDropsTheRepeat() {
    // given
    let scheduler = TestScheduler()
    let relay = PublishRelay<String>()
    let signal = SharingScheduler.mock(scheduler) {
      relay.asSignal().distinctUntilChanged { $0.count }
    }
    let observer = scheduler.createObserver(String.self)
    let bag = DisposeBag()
    // when
    scheduler.scheduleAt(10) { signal.emit(onNext: { observer.onNext($0) }).disposed(by: bag) }
    scheduler.scheduleAt(20) { relay.accept("ab") }
    scheduler.scheduleAt(30) { relay.accept("cd") }
    scheduler.scheduleAt(40) { relay.accept("efg") }
    scheduler.start()
    // then
    #expect(observer.events == [.next(20, "ab"), .next(40, "efg")])
  }
}
