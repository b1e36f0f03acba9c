import CleanReactive
import CleanReactiveTesting
import Testing

/// `amb`, transcribed from RxSwift's Observable+AmbTests.
@Suite struct AmbTests {
  @Test func test_whenNeitherReacts_thenBothStaySubscribed() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(150, 1)])
    let second = scheduler.createHotObservable([.next(150, 1)])
    // when
    let observer = scheduler.start { first.amb(second) }
    // then
    #expect(observer.events.isEmpty)
    #expect(first.subscriptions == [.init(200, 1000)])
    #expect(second.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenThreeNeverReact_thenAllStaySubscribed() {
    // given
    let scheduler = TestScheduler()
    let sources = (0..<3).map { _ in scheduler.createHotObservable([.next(150, 1)]) }
    // when
    let observer = scheduler.start { Observable.amb(sources.map { $0.asObservable() }) }
    // then
    #expect(observer.events.isEmpty)
    for source in sources { #expect(source.subscriptions == [.init(200, 1000)]) }
  }

  @Test func test_whenOneCompletesFirst_thenItWinsAndBothAreDisposed() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(150, 1)])
    let second = scheduler.createHotObservable([.next(150, 1), .completed(225)])
    // when
    let observer = scheduler.start { first.amb(second) }
    // then
    #expect(observer.events == [.completed(225)])
    #expect(first.subscriptions == [.init(200, 225)])
    #expect(second.subscriptions == [.init(200, 225)])
  }

  @Test func test_whenOneEmitsFirst_thenTheLoserIsDisposedAtOnce() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(240)])
    let second = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(250)])
    // when
    let observer = scheduler.start { first.amb(second) }
    // then
    #expect(observer.events == [.next(210, 2), .completed(240)])
    #expect(first.subscriptions == [.init(200, 240)])
    #expect(second.subscriptions == [.init(200, 210)])
  }

  @Test func test_whenTheWinnerFails_thenTheErrorEndsIt() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .error(220, TestError.boom),
    ])
    let second = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(250)])
    // when
    let observer = scheduler.start { first.amb(second) }
    // then
    #expect(observer.events == [.next(210, 2), .error(220, TestError.boom)])
    #expect(first.subscriptions == [.init(200, 220)])
    #expect(second.subscriptions == [.init(200, 210)])
  }

  @Test func test_whenTheLoserWouldFail_thenItsErrorIsNeverSeen() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([
      .next(150, 1), .next(220, 2), .error(230, TestError.boom),
    ])
    let second = scheduler.createHotObservable([.next(150, 1), .next(210, 3), .completed(250)])
    // when
    let observer = scheduler.start { first.amb(second) }
    // then
    #expect(observer.events == [.next(210, 3), .completed(250)])
    #expect(first.subscriptions == [.init(200, 210)])
    #expect(second.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenTheFirstFailsBeforeAnyElement_thenItsErrorWins() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(150, 1), .error(210, TestError.boom)])
    let second = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(250)])
    // when
    let observer = scheduler.start { first.amb(second) }
    // then
    #expect(observer.events == [.error(210, TestError.boom)])
    #expect(first.subscriptions == [.init(200, 210)])
    #expect(second.subscriptions == [.init(200, 210)])
  }

  @Test func test_whenTheSecondFailsBeforeAnyElement_thenItsErrorWins() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(250)])
    let second = scheduler.createHotObservable([.next(150, 1), .error(210, TestError.boom)])
    // when
    let observer = scheduler.start { first.amb(second) }
    // then
    #expect(observer.events == [.error(210, TestError.boom)])
    #expect(first.subscriptions == [.init(200, 210)])
    #expect(second.subscriptions == [.init(200, 210)])
  }

  /// The deliberate difference from RxSwift (see `amb`'s doc comment): RxSwift's second source
  /// ending while it is subscribed, after the first has won, disposes the winner (the model
  /// with `rightEndDisposesLeft: true` gives `200 next(5)` and `xs 200-200`, nothing more).
  @Test func test_whenTheSecondEndsDuringItsSubscriptionAfterTheFirstWon_thenTheWinnerGoesOn() {
    // given
    let scheduler = TestScheduler()
    let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    // when
    let observer = scheduler.start {
      first.asObservable().startWith(5).amb(Observable<Int>.error(TestError.boom))
    }
    // then
    #expect(observer.events == [.next(200, 5), .next(210, 1), .completed(220)])
    #expect(first.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenTheModelRunsRxSwiftsAmb_thenTheSecondsEndDisposesTheWinner() {
    // given
    let fuzzCase = FuzzCase(
      sources: [.init(isHot: false, events: [(10, .next(1)), (20, .completed)])],
      program: .amb([.startWith(5, .source(0)), .fail]), disposeAt: 1000)
    // when
    let rxSwift = ModelRunner.run(fuzzCase, rightEndDisposesLeft: true)
    let kernel = KernelRunner.run(fuzzCase)
    // then
    #expect(rxSwift.events == ["200 next(5)"])
    #expect(rxSwift.subscriptions == ["xs0 200-200"])
    #expect(kernel.events == ["200 next(5)", "210 next(1)", "220 completed"])
    #expect(kernel == ModelRunner.run(fuzzCase))
  }
}
