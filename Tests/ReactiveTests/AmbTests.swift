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
}
