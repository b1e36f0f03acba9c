import CleanDomain
import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct TransformOperatorTests {
  @Test func test_whenMapped_thenEachElementIsTransformedAndTerminalPassesThrough() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    // when
    let observer = scheduler.start { source.map { $0 * 10 } }
    // then
    #expect(observer.events == [.next(210, 10), .next(220, 20), .completed(230)])
  }

  @Test func test_whenCompactMapped_thenNilResultsAreDropped() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, "1"), .next(220, "x"), .next(230, "3"), .error(240, TestError.boom),
    ])
    // when
    let observer = scheduler.start { source.compactMap { Int($0) } }
    // then
    #expect(observer.events == [.next(210, 1), .next(230, 3), .error(240, TestError.boom)])
  }

  @Test func test_whenFiltered_thenOnlyMatchingElementsPass() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
    ])
    // when
    let observer = scheduler.start { source.filter { $0.isMultiple(of: 2) } }
    // then
    #expect(observer.events == [.next(220, 2), .next(240, 4), .completed(250)])
  }

  @Test func test_whenScanned_thenRunningAccumulationIsEmittedFromSeed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])
    // when
    let observer = scheduler.start { source.scan(100) { $0 + $1 } }
    // then
    #expect(
      observer.events == [.next(210, 101), .next(220, 103), .next(230, 106), .completed(240)])
  }

  @Test func test_whenScannedTwice_thenEachSubscriptionStartsFromSeed() {
    // given
    let source = Observable.of(1, 2).scan(into: [Int]()) { $0.append($1) }
    let first = Recorder<[Int]>()
    let second = Recorder<[Int]>()
    // when
    _ = source.subscribe(first.observer)
    _ = source.subscribe(second.observer)
    // then
    #expect(first.elements == [[1], [1, 2]])
    #expect(second.elements == [[1], [1, 2]])
  }

  @Test func test_whenScannedSourceFails_thenErrorPassesThrough() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    // when
    let observer = scheduler.start { source.scan(0, accumulator: +) }
    // then
    #expect(observer.events == [.next(210, 1), .error(220, TestError.boom)])
  }

  @Test func test_whenDistinctUntilChanged_thenConsecutiveDuplicatesAreDropped() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 1), .next(250, 1), .completed(260),
    ])
    // when
    let observer = scheduler.start { source.distinctUntilChanged() }
    // then
    #expect(
      observer.events == [.next(210, 1), .next(230, 2), .next(240, 1), .completed(260)])
  }

  @Test func test_whenDistinctUntilChangedByKey_thenOnlyKeyChangesPass() {
    // given
    let source = Observable.of("a", "ab", "b", "cd")
    let recorder = Recorder<String>()
    // when
    _ = source.distinctUntilChanged { $0.count }.subscribe(recorder.observer)
    // then
    #expect(recorder.elements == ["a", "ab", "b", "cd"])
    let sameCount = Recorder<String>()
    _ = Observable.of("a", "b", "cd").distinctUntilChanged { $0.count }.subscribe(
      sameCount.observer)
    #expect(sameCount.elements == ["a", "cd"])
  }

  @Test(arguments: [false, true])
  func test_whenStartWithSourceEnds_thenItsAfterHandlerRunsBeforeItsDisposal(fails: Bool) {
    // given: a source that ends, behind `startWith`
    // when
    let log = sourceTerminalOrder(fails: fails) { $0.startWith(1) }
    // then: as RxSwift's `StartWith`, which has no sink to dispose the source inside its end
    // (the fuzzer's seed 103)
    #expect(log == ["end", "after end", "source disposed"])
  }

  @Test func test_whenStartWith_thenPrefixComesFirstOnSubscription() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 3), .completed(220)])
    // when
    let observer = scheduler.start { source.startWith(1, 2) }
    // then
    #expect(
      observer.events == [.next(200, 1), .next(200, 2), .next(210, 3), .completed(220)])
  }

  @Test func test_whenDoIsAttached_thenSideEffectsRunInOrderAndOnDisposeRunsOnceAfterTerminal() {
    // given
    let log = Recorder<String>()
    let recorder = Recorder<Int>()
    let source = Observable.of(1, 2).do(
      onNext: { log.observer.onNext("next \($0)") },
      onError: { _ in log.observer.onNext("error") },
      onCompleted: { log.observer.onNext("completed") },
      onSubscribe: { log.observer.onNext("subscribe") },
      onDispose: { log.observer.onNext("dispose") })
    // when
    let subscription = source.subscribe(recorder.observer)
    subscription.dispose()
    // then
    #expect(log.elements == ["subscribe", "next 1", "next 2", "completed", "dispose"])
    #expect(recorder.events == [.next(1), .next(2), .completed])
  }

  @Test func test_whenDoSubscriptionIsDisposedEarly_thenOnDisposeRuns() {
    // given
    let log = Recorder<String>()
    let source = Observable<Int>.never().do(
      onError: { _ in log.observer.onNext("error") }, onDispose: { log.observer.onNext("dispose") }
    )
    // when
    let subscription = source.subscribe(onNext: { _ in })
    subscription.dispose()
    subscription.dispose()
    // then
    #expect(log.elements == ["dispose"])
  }

  @Test func test_whenMaterialized_thenErrorBecomesAnElementAndSequenceCompletes() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    // when
    let observer = scheduler.start { source.materialize() }
    // then
    #expect(
      observer.events == [
        .next(210, .next(1)), .next(220, .error(TestError.boom)), .completed(220),
      ])
  }
}
