import CleanDomain
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

@Suite struct ActivityIndicatorTests {
  @Test func test_whenTwoRequestsOverlap_thenLoadingStaysOnUntilBothFinish() {
    // given
    let scheduler = TestScheduler()
    let indicator = ActivityIndicator()
    let loading = scheduler.createObserver(Bool.self)
    let bag = DisposeBag()
    indicator.asObservable().subscribe(loading).disposed(by: bag)
    let first = scheduler.createColdObservable([.next(20, 1), .completed(20)])
    let second = scheduler.createColdObservable([.next(40, 2), .completed(40)])
    // when
    scheduler.scheduleAt(100) { first.trackActivity(indicator).subscribe().disposed(by: bag) }
    scheduler.scheduleAt(110) { second.trackActivity(indicator).subscribe().disposed(by: bag) }
    scheduler.start()
    // then: on at 100, still on when the first ends at 120, off when the second ends at 150
    #expect(loading.events == [.next(0, false), .next(100, true), .next(150, false)])
  }

  /// Issue 25, trap 3: `trackActivity` then `catch` delivers the value while loading is still
  /// `true` — RxSwift's order, kept, and now documented where `trackActivity` is declared.
  @Test func test_whenTrackActivityThenCatchDeliversAValue_thenLoadingIsStillTrue() {
    // given: a request tracked, then caught, as in the documented trap
    let scheduler = TestScheduler()
    let indicator = ActivityIndicator()
    let request = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let loadingAtValue = scheduler.createObserver(Bool.self)
    let bag = DisposeBag()
    // when
    scheduler.scheduleAt(100) {
      request.trackActivity(indicator).catch { _ in .empty() }
        .subscribe(onNext: { _ in loadingAtValue.on(.next(indicator.isActive)) })
        .disposed(by: bag)
    }
    scheduler.start()
    // then: the value arrives while the indicator still counts the request (see "Ordering")
    #expect(loadingAtValue.events == [.next(110, true)])
  }

  /// Issue 25, trap 3: the split the docs steer to delivers the value after loading went down.
  @Test func test_whenTheRequestSplitDeliversAValue_thenLoadingHasGoneDown() {
    // given: the same request through the split the docs steer to
    let scheduler = TestScheduler()
    let split = RequestSplit<Never>()
    let request = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let loading = LoadingFlag()
    let loadingAtValue = scheduler.createObserver(Bool.self)
    let bag = DisposeBag()
    split.isLoading.subscribe(onNext: { loading.value = $0 }).disposed(by: bag)
    // when
    scheduler.scheduleAt(100) {
      split.perform(request.asSingle())
        .subscribe(onNext: { _ in loadingAtValue.on(.next(loading.value)) })
        .disposed(by: bag)
    }
    scheduler.start()
    // then: the value arrives after isLoading went false
    #expect(loadingAtValue.events == [.next(110, false)])
  }

  @Test func test_whenTrackedRequestFails_thenLoadingGoesBackDown() {
    // given
    let indicator = ActivityIndicator()
    let subject = PublishSubject<Int>()
    _ = subject.trackActivity(indicator).subscribe(onError: { _ in })
    let duringRequest = indicator.isActive
    // when
    subject.onError(TestError.boom)
    // then
    #expect(duringRequest)
    #expect(!indicator.isActive)
  }

  @Test func test_whenTrackedRequestIsDisposed_thenLoadingGoesBackDownOnce() {
    // given
    let indicator = ActivityIndicator()
    let first = Observable<Int>.never().trackActivity(indicator).subscribe()
    let second = Observable<Int>.never().trackActivity(indicator).subscribe()
    // when
    first.dispose()
    first.dispose()
    let afterFirst = indicator.isActive
    second.dispose()
    // then
    #expect(afterFirst)
    #expect(!indicator.isActive)
  }

  @Test func test_whenFlatMapLatestCancelsPreviousRequest_thenLoadingEndsWithTheLastOne() {
    // given
    let scheduler = TestScheduler()
    let indicator = ActivityIndicator()
    let loading = scheduler.createObserver(Bool.self)
    let bag = DisposeBag()
    indicator.asObservable().subscribe(loading).disposed(by: bag)
    let taps = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let request = scheduler.createColdObservable([.next(50, "done"), .completed(50)])
    // when
    let results = scheduler.start {
      taps.flatMapLatest { _ in request.trackActivity(indicator) }
    }
    // then: the first request is cancelled at 220 without leaving the count up; as RxSwift's
    // `flatMapLatest` disposes it before subscribing the next, the indicator blinks at 220
    #expect(results.elements == ["done"])
    #expect(
      loading.events == [
        .next(0, false), .next(210, true), .next(220, false), .next(220, true), .next(270, false),
      ])
    #expect(!indicator.isActive)
  }

  @Test func test_whenTrackedRequestCompletesThenIsDisposed_thenCountIsNotDecrementedTwice() {
    // given
    let indicator = ActivityIndicator()
    let pending = Observable<Int>.never().trackActivity(indicator).subscribe()
    // when
    let finished = Observable.just(1).trackActivity(indicator).subscribe()
    finished.dispose()
    // then: the still-pending request keeps the indicator on
    #expect(indicator.isActive)
    pending.dispose()
    #expect(!indicator.isActive)
  }

  @Test func test_whenActivityDriverIsBuiltUnderMock_thenItDeliversTheStateOnTheTestScheduler() {
    // given
    let scheduler = TestScheduler()
    let indicator = ActivityIndicator()
    let driver = SharingScheduler.mock(scheduler) { indicator.asDriver() }
    let observer = scheduler.createObserver(Bool.self)
    let bag = DisposeBag()
    driver.drive(onNext: { observer.onNext($0) }).disposed(by: bag)
    // when
    scheduler.scheduleAt(10) {
      Observable<Int>.never().trackActivity(indicator).subscribe().disposed(by: bag)
    }
    scheduler.start()
    // then
    #expect(observer.events == [.next(0, false), .next(10, true)])
  }
}

/// The last `isLoading` a test saw; written and read on the test scheduler's thread only.
private final class LoadingFlag: @unchecked Sendable {
  var value = false
}
