import CleanDomain
import CleanReactive
import CleanReactiveTesting
import Testing

@Test func test_whenOuterReentersDuringInnerSubscribe_thenNewestInnerStaysAndStaleOneIsDisposed() {
  // given: the first inner sequence feeds the outer relay again while it is being subscribed
  let outer = PublishRelay<Int>()
  let second = PublishSubject<Int>()
  let firstDisposed = BooleanDisposable()
  let scheduler = TestScheduler()
  let observer = scheduler.createObserver(Int.self)
  let subscription = outer.flatMapLatest { value -> Observable<Int> in
    guard value == 1 else { return second.asObservable() }
    return Observable.create { inner in
      outer.accept(2)
      inner.onNext(10)  // stale by now: must not reach the observer
      return Disposables.create { firstDisposed.dispose() }
    }
  }
  .subscribe(observer)
  // when
  outer.accept(1)
  second.onNext(20)
  // then
  #expect(observer.events == [.next(0, 20)])
  #expect(firstDisposed.isDisposed)
  #expect(second.hasObservers)
  subscription.dispose()
  #expect(!second.hasObservers)
}

@Test func test_whenNewOuterElementArrives_thenPreviousInnerIsDisposedAndOnlyLatestDelivers() {
  // given
  let outer = PublishRelay<Int>()
  let inners = [PublishSubject<String>(), PublishSubject<String>()]
  let scheduler = TestScheduler()
  let observer = scheduler.createObserver(String.self)
  let subscription = outer.flatMapLatest { inners[$0].asObservable() }.subscribe(observer)
  // when
  outer.accept(0)
  inners[0].onNext("a")
  outer.accept(1)
  inners[0].onNext("stale")
  inners[1].onNext("b")
  // then
  #expect(observer.events == [.next(0, "a"), .next(0, "b")])
  #expect(!inners[0].hasObservers)
  #expect(inners[1].hasObservers)
  subscription.dispose()
  #expect(!inners[1].hasObservers)
}

@Test func test_whenInnerFails_thenErrorEndsSequenceAndLaterOuterElementsAreIgnored() {
  // given
  let outer = PublishRelay<Int>()
  let scheduler = TestScheduler()
  let observer = scheduler.createObserver(Int.self)
  let subscribed = BooleanDisposable()
  _ = outer.flatMapLatest { value -> Observable<Int> in
    if value == 1 { return .error(APIError.server(HTTPFailure(status: 500))) }
    return Observable.create { _ in
      subscribed.dispose()
      return Disposables.create()
    }
  }
  .subscribe(observer)
  // when
  outer.accept(1)
  outer.accept(2)
  // then
  #expect(observer.events == [.error(0, APIError.server(HTTPFailure(status: 500)))])
  #expect(!subscribed.isDisposed)
  #expect(!outer.hasObservers)
}
