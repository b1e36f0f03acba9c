import CleanReactive
import CleanReactiveTesting
import Testing

/// The divergences from RxSwift found by random programs (issue 17, classes A to I), each pinned
/// with RxSwift's own test facts or the recording RxSwift + RxTest gave for the program.
@Suite struct RxSwiftParityTests {
  // MARK: A. `zip(a, b)` completes only when every source has completed

  @Test func test_whenOneZipSourceCompletesAndTheOtherEmits_thenTheArityFormDoesNotComplete() {
    // given: the program of issue 17, class A
    let scheduler = TestScheduler()
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let ys = scheduler.createHotObservable([.next(230, 2), .next(240, 3)])
    // when
    let observer = scheduler.start { Observable.zip(xs, ys) { $0 * 100 + $1 } }
    // then
    #expect(observer.events == [.next(230, 102)])
    #expect(xs.subscriptions == [.init(200, 220)])
    #expect(ys.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenEmptyZipsWithNonEmpty_thenCompletesWhenBothHaveCompleted() {
    // given: RxSwift's testZip_EmptyNonEmpty
    let scheduler = TestScheduler()
    let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
    // when
    let observer = scheduler.start { Observable.zip(e, o) { $0 + $1 } }
    // then
    #expect(observer.events == [.completed(220)])
    #expect(e.subscriptions == [.init(200, 210)])
    #expect(o.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenEmptyZipsWithNonEmptyInACollection_thenCompletesAtTheUnpairableElement() {
    // given: RxSwift's collection form keeps its early completion
    let scheduler = TestScheduler()
    let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
    // when
    let observer = scheduler.start { Observable.zip([e, o]).map { $0.reduce(0, +) } }
    // then
    #expect(observer.events == [.completed(215)])
    #expect(o.subscriptions == [.init(200, 215)])
  }

  // MARK: B/C. A custom source is disposed at its terminal event

  @Test func test_whenTheSamplerCompletes_thenItsSubscriptionEndsThere() {
    // given
    let scheduler = TestScheduler()
    let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2)])
    let ys = scheduler.createHotObservable([.next(220, 0), .completed(240)])
    // when
    let observer = scheduler.start { xs.sample(ys) }
    // then
    #expect(observer.events == [.next(220, 1)])
    #expect(ys.subscriptions == [.init(200, 240)])
    #expect(xs.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenAColdSourceSubscribedOnASchedulerCompletes_thenItsSubscriptionEndsThere() {
    // given
    let scheduler = TestScheduler()
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    // when
    let observer = scheduler.start { xs.subscribe(on: scheduler) }
    // then
    #expect(observer.events == [.next(210, 1), .completed(220)])
    #expect(xs.subscriptions == [.init(200, 220)])
  }

  // MARK: D. `flatMapLatest` disposes the old inner before subscribing the new one

  @Test func test_whenANewInnerStarts_thenTheOldOneIsDisposedFirst() {
    // given
    let scheduler = TestScheduler()
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let log = TestLock<[String]>([])
    // when
    _ = scheduler.start(disposed: 300) {
      xs.flatMapLatest { x in
        Observable<Int>.never().do(
          onSubscribe: { log.withLock { $0.append("s\(x)") } },
          onDispose: { log.withLock { $0.append("d\(x)") } })
      }
    }
    // then
    #expect(log.withLock { $0 } == ["s1", "d1", "s2", "d2"])
  }

  @Test func test_whenSwitchLatestGetsANewInner_thenTheOldOneIsDisposedFirst() {
    // given
    let scheduler = TestScheduler()
    let log = TestLock<[String]>([])
    let inners = (1...2).map { x in
      Observable<Int>.never().do(
        onSubscribe: { log.withLock { $0.append("s\(x)") } },
        onDispose: { log.withLock { $0.append("d\(x)") } })
    }
    let xs = scheduler.createHotObservable([.next(210, inners[0]), .next(220, inners[1])])
    // when
    _ = scheduler.start(disposed: 300) { xs.switchLatest() }
    // then
    #expect(log.withLock { $0 } == ["s1", "d1", "s2", "d2"])
  }

  // MARK: E. A source that ends during subscription does not skip the other sources

  @Test func test_whenMergeStartsWithAnError_thenTheOtherSourceIsSubscribedAndDisposedAtOnce() {
    // given
    let scheduler = TestScheduler()
    let xs = scheduler.createHotObservable([.next(210, 1)])
    // when
    let observer = scheduler.start {
      Observable.merge(.error(TestError.boom), xs.asObservable())
    }
    // then
    #expect(observer.events == [.error(200, TestError.boom)])
    #expect(xs.subscriptions == [.init(200, 200)])
  }

  @Test func test_whenTheTakeUntilTriggerEmitsDuringSubscription_thenTheSourceIsStillSubscribed() {
    // given
    let scheduler = TestScheduler()
    let xs = scheduler.createHotObservable([.next(210, 1)])
    // when
    let observer = scheduler.start { xs.take(until: Observable.just(0)) }
    // then
    #expect(observer.events == [.completed(200)])
    #expect(xs.subscriptions == [.init(200, 200)])
  }

  @Test func test_whenACombineLatestOperandFailsAtOnce_thenTheOtherIsSubscribedAndDisposed() {
    // given
    let scheduler = TestScheduler()
    let xs = scheduler.createHotObservable([.next(210, 1)])
    // when
    let observer = scheduler.start {
      Observable.combineLatest(Observable<Int>.error(TestError.boom), xs) { $0 + $1 }
    }
    // then
    #expect(observer.events == [.error(200, TestError.boom)])
    #expect(xs.subscriptions == [.init(200, 200)])
  }

  @Test func test_whenTheSampledSourceFailsAtOnce_thenTheSamplerIsSubscribedAndDisposed() {
    // given
    let scheduler = TestScheduler()
    let ys = scheduler.createHotObservable([.next(210, 1)])
    // when
    let observer = scheduler.start { Observable<Int>.error(TestError.boom).sample(ys) }
    // then
    #expect(observer.events == [.error(200, TestError.boom)])
    #expect(ys.subscriptions == [.init(200, 200)])
  }

  // MARK: F. `of` / `from` go through the current-thread trampoline

  @Test func test_whenTwoOfSequencesAreMerged_thenTheirElementsInterleave() {
    // given
    let scheduler = TestScheduler()
    // when
    let observer = scheduler.start { Observable.merge(.of(1, 2), .of(3, 4)) }
    // then: RxSwift's order
    #expect(
      observer.events == [
        .next(200, 1), .next(200, 3), .next(200, 2), .next(200, 4), .completed(200),
      ])
  }

  @Test func test_whenTakeStopsAFromSequence_thenTheRestIsNeverProduced() {
    // given
    let produced = TestLock(0)
    let elements = TestLock<[Int]>([])
    // when
    _ = Observable.from(CountingSequence(count: 5, produced: produced)).take(2)
      .subscribe(onNext: { element in elements.withLock { $0.append(element) } })
    // then: as RxSwift, `take` disposes `from` before its third element is produced
    #expect(elements.withLock { $0 } == [1, 2])
    #expect(produced.withLock { $0 } == 2)
  }

  // MARK: G. `delay` delivers events that fall due together one timer each

  @Test func test_whenDelayFeedsDebounce_thenEachDelayedElementStartsItsOwnDebounce() {
    // given
    let scheduler = TestScheduler()
    let xs = scheduler.createHotObservable([.next(220, 1), .next(230, 2)])
    // when
    let observer = scheduler.start {
      xs.delay(.milliseconds(20), scheduler: scheduler)
        .debounce(.milliseconds(10), scheduler: scheduler)
    }
    // then: at 250 the debounce of 1 fires before delay's timer of 2 (scheduled at 240)
    #expect(observer.events == [.next(250, 1), .next(260, 2)])
  }

  // MARK: H. `interval` schedules its next tick before emitting

  @Test func test_whenIntervalFeedsADebounceOfThePeriod_thenEveryElementIsSuperseded() {
    // given
    let scheduler = TestScheduler()
    // when
    let observer = scheduler.start(disposed: 300) {
      Observable<Int>.interval(.milliseconds(10), scheduler: scheduler)
        .debounce(.milliseconds(10), scheduler: scheduler)
    }
    // then: each next tick was scheduled before the debounce timer of the same instant
    #expect(observer.events.isEmpty)
  }

  // MARK: I. The hot test observable skips an observer disposed during the same dispatch

  @Test func test_whenAnObserverDisposesAnotherDuringADispatch_thenTheOtherIsNotCalled() {
    // given
    let scheduler = TestScheduler()
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let second = TestLock<(any Disposable)?>(nil)
    let received = TestLock<[Int]>([])
    _ = xs.subscribe(AnyObserver { _ in second.withLock { $0?.dispose() } })
    second.withLock {
      $0 = xs.subscribe(
        AnyObserver { event in
          if let element = event.element { received.withLock { $0.append(element) } }
        })
    }
    // when
    scheduler.start()
    // then
    #expect(received.withLock { $0 }.isEmpty)
  }
}
