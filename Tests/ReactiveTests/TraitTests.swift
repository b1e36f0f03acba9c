import CleanDomain
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

@Suite struct TraitTests {
  @Test func test_whenDriverGetsLateSubscriber_thenLatestElementIsReplayed() {
    // given
    let scheduler = TestScheduler()
    let relay = BehaviorRelay(value: 1)
    let driver = SharingScheduler.mock(scheduler) { relay.asDriver() }
    let first = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    let bag = DisposeBag()
    // when
    scheduler.scheduleAt(10) { driver.drive(onNext: { first.onNext($0) }).disposed(by: bag) }
    scheduler.scheduleAt(20) { relay.accept(2) }
    scheduler.scheduleAt(30) { driver.drive(onNext: { late.onNext($0) }).disposed(by: bag) }
    scheduler.start()
    // then
    #expect(first.events == [.next(10, 1), .next(20, 2)])
    #expect(late.events == [.next(30, 2)])
  }

  @Test func test_whenDriverSourceFails_thenFallbackIsDeliveredAndNoErrorEscapes() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    // when
    let observer = scheduler.start {
      SharingScheduler.mock(scheduler) { source.asDriver(onErrorJustReturn: -1) }.asObservable()
    }
    // then
    #expect(observer.events == [.next(210, 1), .next(220, -1), .completed(220)])
    #expect(observer.errors.isEmpty)
  }

  @Test func test_whenDriverSourceFailsWithFallbackDriver_thenFallbackContinues() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, TestError.boom)])
    // when
    let observer = scheduler.start {
      SharingScheduler.mock(scheduler) {
        source.asDriver(onErrorDriveWith: Driver.just(9))
      }.asObservable()
    }
    // then
    #expect(observer.elements == [9])
    #expect(observer.errors.isEmpty)
  }

  @Test func test_whenSignalGetsLateSubscriber_thenNothingIsReplayed() {
    // given
    let scheduler = TestScheduler()
    let relay = PublishRelay<String>()
    let signal = SharingScheduler.mock(scheduler) { relay.asSignal() }
    let first = scheduler.createObserver(String.self)
    let late = scheduler.createObserver(String.self)
    let bag = DisposeBag()
    // when
    scheduler.scheduleAt(10) { signal.emit(onNext: { first.onNext($0) }).disposed(by: bag) }
    scheduler.scheduleAt(20) { relay.accept("a") }
    scheduler.scheduleAt(30) { signal.emit(onNext: { late.onNext($0) }).disposed(by: bag) }
    scheduler.scheduleAt(40) { relay.accept("b") }
    scheduler.start()
    // then
    #expect(first.events == [.next(20, "a"), .next(40, "b")])
    #expect(late.events == [.next(40, "b")])
  }

  @Test func test_whenSignalGetsSameValueTwice_thenItFiresTwice() {
    // given
    let scheduler = TestScheduler()
    let relay = PublishRelay<String>()
    let signal = SharingScheduler.mock(scheduler) { relay.asSignal() }
    let observer = scheduler.createObserver(String.self)
    let bag = DisposeBag()
    signal.emit(onNext: { observer.onNext($0) }).disposed(by: bag)
    // when
    scheduler.scheduleAt(10) { relay.accept("Server error") }
    scheduler.scheduleAt(20) { relay.accept("Server error") }
    scheduler.start()
    // then
    #expect(observer.events == [.next(10, "Server error"), .next(20, "Server error")])
  }

  @Test func test_whenSignalSourceFails_thenFallbackSignalContinuesWithoutError() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    // when
    let observer = scheduler.start {
      SharingScheduler.mock(scheduler) { source.asSignal(onErrorJustReturn: 0) }.asObservable()
    }
    // then
    #expect(observer.events == [.next(210, 1), .next(220, 0), .completed(220)])
  }

  @Test func test_whenTraitIsBuiltUnderMock_thenNothingIsDeliveredUntilSchedulerRuns() {
    // given
    let scheduler = TestScheduler()
    let relay = PublishRelay<Int>()
    let signal = SharingScheduler.mock(scheduler) { relay.asSignal() }
    let recorder = Recorder<Int>()
    let bag = DisposeBag()
    signal.emit(onNext: { recorder.observer.onNext($0) }).disposed(by: bag)
    // when
    relay.accept(1)
    let beforeRun = recorder.elements
    scheduler.start()
    // then
    #expect(beforeRun.isEmpty)
    #expect(recorder.elements == [1])
  }

  @Test func test_whenSingleSucceeds_thenExactlyOneSuccessIsDelivered() {
    // given
    let results = Recorder<Int>()
    let single = Single<Int>.create { completion in
      completion(.success(1))
      completion(.success(2))
      completion(.failure(TestError.boom))
      return Disposables.create()
    }
    // when
    _ = single.subscribe { result in
      if case .success(let value) = result {
        results.observer.onNext(value)
      } else {
        results.observer.onNext(-1)
      }
    }
    // then
    #expect(results.elements == [1])
  }

  @Test func test_whenSingleFails_thenMapIsSkippedAndCatchRecovers() async throws {
    // given
    let single = Single<Int>.error(TestError.boom).map { $0 * 2 }
    // when
    let recovered = try await single.catch { _ in .just(0) }.value
    // then
    #expect(recovered == 0)
    await #expect(throws: TestError.boom) { try await single.value }
  }

  @Test func test_whenSingleFlatMaps_thenSecondRunsWithFirstResult() async throws {
    // given
    let single = Single.just(2).flatMap { value in Single.just(value * 21) }
    // when
    let value = try await single.value
    // then
    #expect(value == 42)
  }

  @Test func test_whenObservableCompletesEmptyAsSingle_thenFailsWithNoElements() async {
    // given
    let single = Observable<Int>.empty().asSingle()
    // when / then
    await #expect(throws: SingleError.noElements) { try await single.value }
  }

  @Test func test_whenObservableHasManyElementsAsSingle_thenFirstIsTakenAndSourceDisposed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    // when
    let observer = scheduler.start { source.asSingle().asObservable() }
    // then
    #expect(observer.events == [.next(210, 1), .completed(210)])
    #expect(source.subscriptions == [.init(200, 210)])
  }
}
