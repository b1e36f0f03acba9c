import CleanReactive
import CleanReactiveTesting
import Testing

private func isPrime(_ number: Int) -> Bool {
  guard number > 1 else { return false }
  return !(2..<number).contains { number % $0 == 0 }
}

@Suite struct TakeWhileTests {
  private static let primesThenFour: [Recorded<Event<Int>>] = [
    .next(90, -1), .next(110, -1), .next(210, 2), .next(260, 5), .next(290, 13),
    .next(320, 3), .next(350, 7), .next(390, 4), .next(410, 17), .next(450, 8),
    .next(500, 23), .completed(600),
  ]

  @Test func test_whenPredicateFails_thenCompletesThereAndDisposesSource() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.primesThenFour)
    let calls = TestLock(0)
    // when
    let observer = scheduler.start {
      source.take(while: { number in
        calls.withLock { $0 += 1 }
        return isPrime(number)
      })
    }
    // then
    #expect(
      observer.events == [
        .next(210, 2), .next(260, 5), .next(290, 13), .next(320, 3), .next(350, 7),
        .completed(390),
      ])
    #expect(source.subscriptions == [.init(200, 390)])
    #expect(calls.withLock { $0 } == 6)
  }

  @Test func test_whenSourceCompletesFirst_thenCompletionPassesAndLaterEventsAreIgnored() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 2), .next(260, 5), .completed(330), .next(350, 7), .completed(600),
    ])
    // when
    let observer = scheduler.start { source.take(while: isPrime) }
    // then
    #expect(observer.events == [.next(210, 2), .next(260, 5), .completed(330)])
    #expect(source.subscriptions == [.init(200, 330)])
  }

  @Test func test_whenSourceFails_thenErrorPassesAndDisposesSource() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(210, 2), .next(260, 5), .error(270, TestError.boom), .next(290, 13),
    ])
    // when
    let observer = scheduler.start { source.take(while: isPrime) }
    // then
    #expect(observer.events == [.next(210, 2), .next(260, 5), .error(270, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 270)])
  }

  @Test func test_whenDisposedEarly_thenStopsWithoutTerminalEvent() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.primesThenFour)
    // when
    let observer = scheduler.start(disposed: 300) { source.take(while: isPrime) }
    // then
    #expect(observer.events == [.next(210, 2), .next(260, 5), .next(290, 13)])
    #expect(source.subscriptions == [.init(200, 300)])
  }

  @Test func test_whenFirstElementFails_thenCompletesAtOnce() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(205, 100), .next(210, 2)])
    // when
    let observer = scheduler.start { source.take(while: isPrime) }
    // then
    #expect(observer.events == [.completed(205)])
    #expect(source.subscriptions == [.init(200, 205)])
  }

  @Test func test_whenPredicateThrows_thenErrorIsDeliveredAndSourceDisposed() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.primesThenFour)
    let calls = TestLock(0)
    // when
    let observer = scheduler.start {
      source.take(while: { number in
        let call = calls.withLock { count in
          count += 1
          return count
        }
        if call == 3 { throw TestError.boom }
        return isPrime(number)
      })
    }
    // then
    #expect(observer.events == [.next(210, 2), .next(260, 5), .error(290, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 290)])
  }

  @Test func test_whenInclusive_thenFailingElementIsEmittedBeforeCompletion() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(210, 2), .next(220, 4), .next(230, 5)])
    // when
    let observer = scheduler.start { source.take(while: isPrime, behavior: .inclusive) }
    // then
    #expect(observer.events == [.next(210, 2), .next(220, 4), .completed(220)])
    #expect(source.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenSourceMisbehavesAfterCompleting_thenNothingMoreIsForwarded() {
    // given
    let recorder = Recorder<Int>()
    let source = RogueSource.emitting([.next(2), .completed, .next(3), .error(TestError.boom)])
    // when
    _ = source.take(while: isPrime).subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(2), .completed])
  }
}
