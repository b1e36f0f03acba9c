import CleanDomain
import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct GrammarTests {
  @Test func test_whenCreateEmitsAfterCompleted_thenNothingIsDelivered() {
    // given
    let recorder = Recorder<Int>()
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      observer.onNext(2)
      observer.onError(TestError.boom)
      observer.onCompleted()
      return Disposables.create()
    }
    // when
    _ = source.subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(1), .completed])
  }

  @Test func test_whenCreateEmitsAfterError_thenNothingIsDelivered() {
    // given
    let recorder = Recorder<Int>()
    let source = Observable<Int>.create { observer in
      observer.onError(TestError.boom)
      observer.onNext(2)
      observer.onError(TestError.other)
      return Disposables.create()
    }
    // when
    _ = source.subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.error(TestError.boom)])
  }

  @Test
  func test_whenCreateSubscriptionIsDisposed_thenLaterEventsAreDroppedAndProducerDisposedOnce() {
    // given
    let recorder = Recorder<Int>()
    let producerDisposals = Recorder<Int>()
    let emitter = Recorder<AnyObserver<Int>>()
    let source = Observable<Int>.create { observer in
      emitter.observer.onNext(observer)
      return Disposables.create { producerDisposals.observer.onNext(1) }
    }
    let subscription = source.subscribe(recorder.observer)
    let observer = emitter.elements[0]
    observer.onNext(1)
    // when
    subscription.dispose()
    subscription.dispose()
    observer.onNext(2)
    observer.onCompleted()
    // then
    #expect(recorder.events == [.next(1)])
    #expect(producerDisposals.elements == [1])
  }

  @Test
  func test_whenCreateFailsSynchronouslyDuringSubscribe_thenErrorArrivesAndProducerIsDisposed() {
    // given
    let recorder = Recorder<Int>()
    let producerDisposals = Recorder<Int>()
    let source = Observable<Int>.create { observer in
      observer.onError(TestError.boom)
      return Disposables.create { producerDisposals.observer.onNext(1) }
    }
    // when
    _ = source.map { $0 * 2 }.filter { $0 > 0 }.subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.error(TestError.boom)])
    #expect(producerDisposals.elements == [1])
  }

  @Test
  func test_whenPublishSubjectTerminates_thenLaterEventsAreDroppedAndLateSubscriberGetsTerminal() {
    // given
    let subject = PublishSubject<Int>()
    let early = Recorder<Int>()
    let late = Recorder<Int>()
    _ = subject.subscribe(early.observer)
    // when
    subject.onNext(1)
    subject.onError(TestError.boom)
    subject.onNext(2)
    subject.onCompleted()
    _ = subject.subscribe(late.observer)
    // then
    #expect(early.events == [.next(1), .error(TestError.boom)])
    #expect(late.events == [.error(TestError.boom)])
    #expect(!subject.hasObservers)
  }

  @Test func test_whenBehaviorSubjectCompletes_thenLateSubscriberGetsOnlyCompletion() throws {
    // given
    let subject = BehaviorSubject(value: 1)
    let early = Recorder<Int>()
    let late = Recorder<Int>()
    _ = subject.subscribe(early.observer)
    // when
    subject.onNext(2)
    subject.onCompleted()
    subject.onNext(3)
    _ = subject.subscribe(late.observer)
    // then
    #expect(early.events == [.next(1), .next(2), .completed])
    #expect(late.events == [.completed])
    #expect(try subject.value() == 2)
  }

  @Test func test_whenBehaviorSubjectFails_thenValueThrowsTheError() {
    // given
    let subject = BehaviorSubject(value: 1)
    // when
    subject.onError(TestError.boom)
    // then
    #expect(throws: TestError.boom) { try subject.value() }
  }

  @Test func test_whenRelaySubscriptionIsDisposed_thenNothingMoreIsDelivered() {
    // given
    let publish = PublishRelay<Int>()
    let behavior = BehaviorRelay(value: 0)
    let publishRecorder = Recorder<Int>()
    let behaviorRecorder = Recorder<Int>()
    let first = publish.subscribe(publishRecorder.observer)
    let second = behavior.subscribe(behaviorRecorder.observer)
    publish.accept(1)
    behavior.accept(1)
    // when
    first.dispose()
    second.dispose()
    publish.accept(2)
    behavior.accept(2)
    // then
    #expect(publishRecorder.elements == [1])
    #expect(behaviorRecorder.elements == [0, 1])
    #expect(!publish.hasObservers)
    #expect(behavior.value == 2)
  }

  @Test func test_whenOperatorChainIsDisposed_thenSourceSubscriptionEndsAndNothingIsDelivered() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(310, 2), .completed(400),
    ])
    // when
    let observer = scheduler.start(disposed: 300) {
      source.map { $0 + 1 }.filter { _ in true }.compactMap { $0 }.distinctUntilChanged()
        .scan(0, accumulator: +).startWith(-1).do().skip(0)
    }
    // then
    #expect(observer.events == [.next(200, -1), .next(210, 2)])
    #expect(source.subscriptions == [.init(200, 300)])
  }

  @Test func test_whenComposedOperatorTerminates_thenSourcesAreDisposedAtOnce() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(210, 1), .error(250, TestError.boom)])
    let second = scheduler.createHotObservable([.next(220, 10), .next(260, 20)])
    // when
    let observer = scheduler.start {
      Observable.merge(first.asObservable(), second.asObservable())
    }
    // then
    #expect(observer.events == [.next(210, 1), .next(220, 10), .error(250, TestError.boom)])
    #expect(first.subscriptions == [.init(200, 250)])
    #expect(second.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenSubscriberOnDisposedIsGiven_thenItRunsOnceAfterTerminal() {
    // given
    let disposals = Recorder<Int>()
    // when
    let subscription = Observable.just(1).subscribe(
      onNext: { _ in }, onDisposed: { disposals.observer.onNext(1) })
    subscription.dispose()
    // then
    #expect(disposals.elements == [1])
  }
}
