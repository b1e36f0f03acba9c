import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct IntervalTests {
  @Test func test_whenSubscribed_thenEmitsACountEveryPeriodUntilDisposed() {
    // given
    let scheduler = TestScheduler()
    // when
    let observer = scheduler.start {
      Observable<Int>.interval(.milliseconds(100), scheduler: scheduler)
    }
    // then
    #expect(
      observer.events == [
        .next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4), .next(800, 5),
        .next(900, 6),
      ])
  }

  @Test func test_whenDisposed_thenPendingTickIsCancelled() {
    // given
    let scheduler = TestScheduler()
    let observer = scheduler.createObserver(Int.self)
    let subscription = Observable<Int>.interval(.milliseconds(10), scheduler: scheduler)
      .subscribe(observer)
    scheduler.advance(to: 25)
    // when
    subscription.dispose()
    scheduler.start()
    // then
    #expect(observer.events == [.next(10, 0), .next(20, 1)])
  }

  @Test func test_whenTakenFrom_thenCompletesAfterTheTakenTicks() {
    // given
    let scheduler = TestScheduler()
    // when
    let observer = scheduler.start {
      Observable<Int>.interval(.milliseconds(50), scheduler: scheduler).take(3)
    }
    // then
    #expect(observer.events == [.next(250, 0), .next(300, 1), .next(350, 2), .completed(350)])
  }

  @Test func test_whenPeriodIsNotPositive_thenFailsWithTypedError() {
    // given
    let scheduler = TestScheduler()
    // when
    let observer = scheduler.start {
      Observable<Int>.interval(.zero, scheduler: scheduler)
    }
    // then
    #expect(observer.events == [.error(200, ReactiveError.nonPositivePeriod)])
  }
}
