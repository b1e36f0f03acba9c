import CleanReactive
import CleanReactiveTesting
import Testing

/// `window(timeSpan:count:scheduler:)`, transcribed from RxSwift's Observable+WindowTests: each
/// window's elements are labelled `"window element"` and merged (RxSwift's 70-second span is 70
/// ticks there; here a tick is a millisecond).
@Suite struct WindowTests {
  private static let elements: [Recorded<Event<Int>>] = [
    .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
    .next(370, 7), .next(420, 8), .next(470, 9),
  ]

  private static func labelled(_ source: TestableObservable<Int>, on scheduler: TestScheduler)
    -> Observable<String>
  {
    source.window(timeSpan: .milliseconds(70), count: 3, scheduler: scheduler)
      .enumerated()
      .flatMap { window in window.element.map { "\(window.index) \($0)" } }
  }

  private static let labelledElements: [Recorded<Event<String>>] = [
    .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"),
    .next(320, "2 5"), .next(350, "2 6"), .next(370, "2 7"), .next(420, "3 8"),
    .next(470, "4 9"),
  ]

  @Test func test_whenWindowsFillOrTimeOut_thenEachElementLandsInTheRightWindow() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements + [.completed(600)])
    // when
    let observer = scheduler.start { Self.labelled(source, on: scheduler) }
    // then
    #expect(observer.events == Self.labelledElements + [.completed(600)])
    #expect(source.subscriptions == [.init(200, 600)])
  }

  @Test func test_whenTheSourceFails_thenTheErrorEndsTheWindowsAndTheSequence() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements + [.error(600, TestError.boom)])
    // when
    let observer = scheduler.start { Self.labelled(source, on: scheduler) }
    // then
    #expect(observer.events == Self.labelledElements + [.error(600, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 600)])
  }

  @Test func test_whenDisposed_thenTheSourceIsDisposedWithTheWindows() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(
      [.next(105, 0)] + Self.elements + [.completed(600)])
    // when
    let observer = scheduler.start(disposed: 370) { Self.labelled(source, on: scheduler) }
    // then
    #expect(observer.events == Array(Self.labelledElements.prefix(7)))
    #expect(source.subscriptions == [.init(200, 370)])
  }

  @Test func test_whenTheOuterIsDisposedWhileAWindowIsObserved_thenTheSourceStaysSubscribed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements + [.completed(600)])
    let windowObserver = scheduler.createObserver(Int.self)
    var outer: (any Disposable)?
    let windows = TestLock<[Observable<Int>]>([])
    scheduler.scheduleAt(200) {
      outer = source.window(timeSpan: .milliseconds(1000), count: 100, scheduler: scheduler)
        .subscribe(onNext: { window in windows.withLock { $0.append(window) } })
      _ = windows.withLock { $0[0] }.subscribe(windowObserver)
    }
    scheduler.scheduleAt(230) { outer?.dispose() }
    // when
    scheduler.start()
    // then: the first window lives on until the source ends
    #expect(
      windowObserver.events == [
        .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5),
        .next(350, 6), .next(370, 7), .next(420, 8), .next(470, 9), .completed(600),
      ])
    #expect(source.subscriptions == [.init(200, 600)])
  }

  @Test func test_whenTheCountIsZero_thenOnlyTheTimeSpanClosesAWindow() {
    // given (RxSwift's source: a count that is never reached)
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.elements + [.completed(600)])
    // when
    let observer = scheduler.start {
      source.window(timeSpan: .milliseconds(100), count: 0, scheduler: scheduler)
        .enumerated()
        .flatMap { window in window.element.map { "\(window.index) \($0)" } }
    }
    // then: windows open at 200, 300, 400, 500
    #expect(
      observer.events == [
        .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "0 4"),
        .next(320, "1 5"), .next(350, "1 6"), .next(370, "1 7"), .next(420, "2 8"),
        .next(470, "2 9"), .completed(600),
      ])
  }
}
