import CleanReactive
import CleanReactiveTesting
import Testing

/// `Infallible`: its conversions say what an error becomes (RxSwift's `InfallibleTest` facts),
/// and its operators keep the elements and the completion of the `Observable` ones.
@Suite struct InfallibleTests {
  @Test
  func
    test_whenTheSourceFailsAsInfallibleOnErrorJustReturn_thenTheValueReplacesTheErrorAndItCompletes()
  {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 1), .error(220, TestError.boom), .next(230, 3),
    ])
    // when
    let observer = scheduler.start { source.asInfallible(onErrorJustReturn: -1) }
    // then: the error ends the source (it is not resumed), the value stands in for it
    #expect(observer.events == [.next(210, 1), .next(220, -1), .completed(220)])
    #expect(source.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenTheSourceFailsAsInfallibleOnErrorFallbackTo_thenTheFallbackContinues() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    // when
    let observer = scheduler.start {
      source.asInfallible(onErrorFallbackTo: Infallible.of(7, 8))
    }
    // then
    #expect(
      observer.events == [.next(210, 1), .next(220, 7), .next(220, 8), .completed(220)])
  }

  @Test func test_whenTheSourceFailsAsInfallibleOnErrorRecover_thenRecoverGetsTheErrorAndContinues()
  {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.other)])
    let seen = Recorder<String>()
    // when
    let observer = scheduler.start {
      source.asInfallible(onErrorRecover: { error in
        seen.observer.onNext("\(error)")
        return .just(0)
      })
    }
    // then
    #expect(seen.elements == ["other"])
    #expect(observer.events == [.next(210, 1), .next(220, 0), .completed(220)])
  }

  @Test func test_whenMapFilterAndCompactMapRun_thenOnlyTheirResultsArrive() {
    // given
    let scheduler = TestScheduler()
    let relay = PublishRelay<Int>()
    for (time, value) in [(210, 1), (220, 2), (230, 3), (240, 4)] {
      scheduler.scheduleAt(time) { relay.accept(value) }
    }
    // when
    let observer = scheduler.start {
      relay.asInfallible()
        .filter { $0 != 2 }
        .map { $0 * 10 }
        .compactMap { $0 == 30 ? nil : "\($0)" }
    }
    // then
    #expect(observer.events == [.next(210, "10"), .next(240, "40")])
  }

  @Test func test_whenDistinctUntilChangedRuns_thenRepeatsAreDropped() {
    // given
    let scheduler = TestScheduler()
    let relay = BehaviorRelay(value: 1)
    for (time, value) in [(210, 1), (220, 3), (230, 2), (240, 4)] {
      scheduler.scheduleAt(time) { relay.accept(value) }
    }
    let byParity = scheduler.createObserver(Int.self)
    let bag = DisposeBag()
    scheduler.scheduleAt(200) {
      relay.asInfallible().distinctUntilChanged { $0 % 2 }.subscribe(byParity).disposed(by: bag)
    }
    // when
    let equal = scheduler.start { relay.asInfallible().distinctUntilChanged() }
    // then: the current value first (a BehaviorRelay's), then each change
    #expect(equal.events == [.next(200, 1), .next(220, 3), .next(230, 2), .next(240, 4)])
    #expect(byParity.events == [.next(200, 1), .next(230, 2)])
  }

  @Test func test_whenStartWithIsSubscribed_thenTheElementsComeFirst() {
    // given
    let scheduler = TestScheduler()
    let relay = PublishRelay<Int>()
    scheduler.scheduleAt(210) { relay.accept(3) }
    // when
    let observer = scheduler.start { relay.asInfallible().startWith(1, 2) }
    // then
    #expect(observer.events == [.next(200, 1), .next(200, 2), .next(210, 3)])
  }

  @Test func test_whenFlatMapLatestGetsANewerElement_thenTheOlderInnerIsDisposed() {
    // given
    let scheduler = TestScheduler()
    let taps = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let inner = scheduler.createColdObservable([.next(15, "late"), .completed(15)])
    // when
    let observer = scheduler.start {
      taps.asInfallible(onErrorJustReturn: 0)
        .flatMapLatest { tap in tap == 1 ? inner.asInfallible(onErrorJustReturn: "") : .just("now")
        }
    }
    // then: the first inner would have answered at 225; the second tap disposed it at 220
    #expect(observer.events == [.next(220, "now")])
    #expect(inner.subscriptions == [.init(210, 220)])
  }

  @Test func test_whenFlatMapFirstGetsAnElementWhileAnInnerRuns_thenTheElementIsIgnored() {
    // given
    let scheduler = TestScheduler()
    let taps = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3)])
    let inner = scheduler.createColdObservable([.next(15, 0), .completed(15)])
    // when
    let observer = scheduler.start {
      taps.asInfallible(onErrorJustReturn: 0)
        .flatMapFirst { tap in inner.asInfallible(onErrorJustReturn: -1).map { _ in tap } }
    }
    // then: tap 2 arrived while tap 1's inner ran (210-225)
    #expect(observer.events == [.next(225, 1), .next(255, 3)])
  }

  @Test func test_whenInfalliblesAreMerged_thenEveryElementArrivesAndItCompletesAfterAll() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let second = scheduler.createHotObservable([.next(220, 2), .completed(240)])
    // when
    let observer = scheduler.start {
      Infallible.merge(
        first.asInfallible(onErrorJustReturn: 0), second.asInfallible(onErrorJustReturn: 0))
    }
    // then
    #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(240)])
  }

  @Test func test_whenCreateEmitsAfterCompleting_thenNothingFollowsTheCompletionAndItIsDisposed() {
    // given
    let disposed = Recorder<Bool>()
    let infallible = Infallible<Int>.create { observer in
      observer(.next(1))
      observer(.completed)
      observer(.next(2))
      return Disposables.create { disposed.observer.onNext(true) }
    }
    let events = Recorder<String>()
    // when
    _ = infallible.subscribe { event in
      switch event {
      case .next(let value): events.observer.onNext("next \(value)")
      case .completed: events.observer.onNext("completed")
      }
    }
    // then
    #expect(events.elements == ["next 1", "completed"])
    #expect(disposed.elements == [true])
  }

  @Test func test_whenSubscribedWithClosures_thenOnCompletedRunsBeforeOnDisposed() {
    // given
    let log = Recorder<String>()
    // when
    _ = Infallible.of(1, 2).subscribe(
      onNext: { log.observer.onNext("next \($0)") },
      onCompleted: { log.observer.onNext("completed") },
      onDisposed: { log.observer.onNext("disposed") })
    // then
    #expect(log.elements == ["next 1", "next 2", "completed", "disposed"])
  }

  @Test func test_whenJustEmptyAndNeverAreSubscribed_thenTheyEmitWhatTheirNamesSay() {
    // given
    let schedulers = (TestScheduler(), TestScheduler(), TestScheduler())
    // when
    let just = schedulers.0.start { Infallible.just(5) }
    let empty = schedulers.1.start { Infallible<Int>.empty() }
    let never = schedulers.2.start { Infallible<Int>.never() }
    // then
    #expect(just.events == [.next(200, 5), .completed(200)])
    #expect(empty.events == [.completed(200)])
    #expect(never.events.isEmpty)
  }

  @Test func test_whenAnInfallibleIsBoundToARelay_thenTheRelayAcceptsEveryElement() {
    // given
    let source = PublishRelay<Int>()
    let target = BehaviorRelay(value: 0)
    let bag = DisposeBag()
    source.asInfallible().map { $0 + 1 }.bind(to: target).disposed(by: bag)
    // when
    source.accept(41)
    // then
    #expect(target.value == 42)
  }

  @Test func test_whenAnObservableFlatMapsToAnInfallible_thenItIsAcceptedAsAnInner() {
    // given: `flatMapLatest` of an `Observable` takes any `ObservableConvertibleType`
    let scheduler = TestScheduler()
    let taps = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    // when
    let observer = scheduler.start {
      taps.asObservable().flatMapLatest { tap in Infallible.just(tap * 2) }
    }
    // then
    #expect(observer.events == [.next(210, 2), .next(220, 4)])
  }
}
