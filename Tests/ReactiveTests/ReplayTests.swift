import CleanReactive
import CleanReactiveTesting
import Testing

/// `replay(_:)` and `replayAll()`, transcribed from RxSwift's Observable+MulticastTests: a cold
/// source connected 400–520 and 650–700, one subscriber from 450.
@Suite struct ReplayTests {
  private static func coldSource(
    on scheduler: TestScheduler, ending: Recorded<Event<Int>>
  ) -> TestableObservable<Int> {
    scheduler.createColdObservable([
      .next(10, 5), .next(20, 9), .next(30, 11), .next(40, 20), .next(50, 22), .next(60, 23),
      .next(70, 24), .next(80, 25), ending,
    ])
  }

  private static func run(
    _ connectable: ConnectableObservable<Int>, disposedAt disposal: Int = 1000,
    on scheduler: TestScheduler
  ) -> TestableObserver<Int> {
    let observer = scheduler.createObserver(Int.self)
    var subscription: (any Disposable)?
    var connection: (any Disposable)?
    scheduler.scheduleAt(450) { subscription = connectable.subscribe(observer) }
    scheduler.scheduleAt(disposal) { subscription?.dispose() }
    scheduler.scheduleAt(400) { connection = connectable.connect() }
    scheduler.scheduleAt(520) { connection?.dispose() }
    scheduler.scheduleAt(650) { connection = connectable.connect() }
    scheduler.scheduleAt(700) { connection?.dispose() }
    scheduler.start()
    return observer
  }

  @Test func test_whenReplayThreeSubscriberArrives_thenItGetsTheLastThreeThenLiveElements() {
    // given
    let scheduler = TestScheduler()
    let source = Self.coldSource(on: scheduler, ending: .error(130, TestError.boom))
    // when
    let observer = Self.run(source.replay(3), on: scheduler)
    // then: the subscriber stays with the first connection's subject
    #expect(
      observer.events == [
        .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23),
        .next(470, 24), .next(480, 25),
      ])
    #expect(source.subscriptions == [.init(400, 520), .init(650, 700)])
  }

  @Test func test_whenReplayThreeSourceFails_thenTheErrorReachesTheSubscriber() {
    // given
    let scheduler = TestScheduler()
    let source = Self.coldSource(on: scheduler, ending: .error(90, TestError.boom))
    // when
    let observer = Self.run(source.replay(3), on: scheduler)
    // then
    #expect(
      observer.events == [
        .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23),
        .next(470, 24), .next(480, 25), .error(490, TestError.boom),
      ])
    #expect(source.subscriptions == [.init(400, 490), .init(650, 700)])
  }

  @Test func test_whenReplayThreeSourceCompletes_thenTheCompletionReachesTheSubscriber() {
    // given
    let scheduler = TestScheduler()
    let source = Self.coldSource(on: scheduler, ending: .completed(90))
    // when
    let observer = Self.run(source.replay(3), on: scheduler)
    // then
    #expect(
      observer.events == [
        .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23),
        .next(470, 24), .next(480, 25), .completed(490),
      ])
    #expect(source.subscriptions == [.init(400, 490), .init(650, 700)])
  }

  @Test func test_whenReplayThreeSubscriberLeaves_thenItGetsNothingMoreAndConnectionsGoOn() {
    // given
    let scheduler = TestScheduler()
    let source = Self.coldSource(on: scheduler, ending: .completed(130))
    // when
    let observer = Self.run(source.replay(3), disposedAt: 475, on: scheduler)
    // then
    #expect(
      observer.events == [
        .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22), .next(460, 23),
        .next(470, 24),
      ])
    #expect(source.subscriptions == [.init(400, 520), .init(650, 700)])
  }

  @Test func test_whenReplayOneSubscriberArrives_thenItGetsTheLastElementThenLiveOnes() {
    // given
    let scheduler = TestScheduler()
    let source = Self.coldSource(on: scheduler, ending: .completed(130))
    // when
    let observer = Self.run(source.replay(1), on: scheduler)
    // then
    #expect(
      observer.events == [
        .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24), .next(480, 25),
      ])
    #expect(source.subscriptions == [.init(400, 520), .init(650, 700)])
  }

  @Test func test_whenReplayOneSourceFails_thenTheErrorFollowsTheReplay() {
    // given
    let scheduler = TestScheduler()
    let source = Self.coldSource(on: scheduler, ending: .error(90, TestError.boom))
    // when
    let observer = Self.run(source.replay(1), on: scheduler)
    // then
    #expect(
      observer.events == [
        .next(450, 20), .next(450, 22), .next(460, 23), .next(470, 24), .next(480, 25),
        .error(490, TestError.boom),
      ])
    #expect(source.subscriptions == [.init(400, 490), .init(650, 700)])
  }

  @Test func test_whenReplayAllSubscriberArrives_thenItGetsEverythingSoFarThenLiveElements() {
    // given
    let scheduler = TestScheduler()
    let source = Self.coldSource(on: scheduler, ending: .completed(130))
    // when
    let observer = Self.run(source.replayAll(), on: scheduler)
    // then
    #expect(
      observer.events == [
        .next(450, 5), .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22),
        .next(460, 23), .next(470, 24), .next(480, 25),
      ])
    #expect(source.subscriptions == [.init(400, 520), .init(650, 700)])
  }

  @Test func test_whenReplayAllSourceFails_thenTheErrorFollowsEverything() {
    // given
    let scheduler = TestScheduler()
    let source = Self.coldSource(on: scheduler, ending: .error(90, TestError.boom))
    // when
    let observer = Self.run(source.replayAll(), on: scheduler)
    // then
    #expect(
      observer.events == [
        .next(450, 5), .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22),
        .next(460, 23), .next(470, 24), .next(480, 25), .error(490, TestError.boom),
      ])
    #expect(source.subscriptions == [.init(400, 490), .init(650, 700)])
  }

  @Test func test_whenReplayAllSubscriberLeaves_thenItGetsNothingMore() {
    // given
    let scheduler = TestScheduler()
    let source = Self.coldSource(on: scheduler, ending: .completed(130))
    // when
    let observer = Self.run(source.replayAll(), disposedAt: 475, on: scheduler)
    // then
    #expect(
      observer.events == [
        .next(450, 5), .next(450, 9), .next(450, 11), .next(450, 20), .next(450, 22),
        .next(460, 23), .next(470, 24),
      ])
    #expect(source.subscriptions == [.init(400, 520), .init(650, 700)])
  }
}
