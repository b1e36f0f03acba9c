import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct SwitchLatestTests {
  private struct Fixture {
    let scheduler = TestScheduler()
    let first: TestableObservable<Int>
    let second: TestableObservable<Int>
    let third: TestableObservable<Int>

    init(secondEnd: Event<Int> = .completed) {
      first = scheduler.createColdObservable([
        .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105),
        .next(220, 106), .completed(230),
      ])
      second = scheduler.createColdObservable([
        .next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204),
        Recorded(time: 50, value: secondEnd),
      ])
      third = scheduler.createColdObservable([
        .next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .completed(150),
      ])
    }

    func outer(end: Recorded<Event<TestableObservable<Int>>>?)
      -> TestableObservable<TestableObservable<Int>>
    {
      var events: [Recorded<Event<TestableObservable<Int>>>] = [
        .next(300, first), .next(400, second), .next(500, third),
      ]
      if let end { events.append(end) }
      return scheduler.createHotObservable(events)
    }
  }

  private static let allElements: [Recorded<Event<Int>>] = [
    .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203),
    .next(440, 204), .next(510, 301), .next(520, 302), .next(530, 303), .next(540, 304),
  ]

  @Test func test_whenNewInnerArrives_thenPreviousIsDisposedAndOnlyLatestIsMirrored() {
    // given
    let fixture = Fixture()
    let outer = fixture.outer(end: .completed(600))
    // when
    let observer = fixture.scheduler.start { outer.switchLatest() }
    // then
    #expect(observer.events == Self.allElements + [.completed(650)])
    #expect(outer.subscriptions == [.init(200, 600)])
    #expect(fixture.first.subscriptions == [.init(300, 400)])
    #expect(fixture.second.subscriptions == [.init(400, 450)])
    #expect(fixture.third.subscriptions == [.init(500, 650)])
  }

  @Test func test_whenOuterNeverCompletes_thenNeitherDoesTheResult() {
    // given
    let fixture = Fixture()
    let outer = fixture.outer(end: nil)
    // when
    let observer = fixture.scheduler.start { outer.switchLatest() }
    // then
    #expect(observer.events == Self.allElements)
    #expect(outer.subscriptions == [.init(200, 1000)])
    #expect(fixture.third.subscriptions == [.init(500, 650)])
  }

  @Test func test_whenInnerFails_thenErrorEndsItAndDisposesTheOuter() {
    // given
    let fixture = Fixture(secondEnd: .error(TestError.boom))
    let outer = fixture.outer(end: .completed(600))
    // when
    let observer = fixture.scheduler.start { outer.switchLatest() }
    // then
    #expect(observer.events == Array(Self.allElements.prefix(6)) + [.error(450, TestError.boom)])
    #expect(outer.subscriptions == [.init(200, 450)])
    #expect(fixture.second.subscriptions == [.init(400, 450)])
    #expect(fixture.third.subscriptions.isEmpty)
  }

  @Test func test_whenOuterFails_thenErrorEndsItAndDisposesTheInner() {
    // given
    let fixture = Fixture()
    let outer = fixture.outer(end: .error(480, TestError.boom))
    // when
    let observer = fixture.scheduler.start { outer.switchLatest() }
    // then
    #expect(observer.events == Array(Self.allElements.prefix(6)) + [.error(480, TestError.boom)])
    #expect(outer.subscriptions == [.init(200, 480)])
    #expect(fixture.third.subscriptions.isEmpty)
  }

  @Test func test_whenDisposedEarly_thenOuterAndCurrentInnerAreDisposed() {
    // given
    let fixture = Fixture()
    let outer = fixture.outer(end: .completed(600))
    // when
    let observer = fixture.scheduler.start(disposed: 515) { outer.switchLatest() }
    // then
    #expect(observer.events == Array(Self.allElements.prefix(7)))
    #expect(outer.subscriptions == [.init(200, 515)])
    #expect(fixture.third.subscriptions == [.init(500, 515)])
  }

  @Test func test_whenInnerMisbehavesAfterCompleting_thenItsLateEventsAreIgnored() {
    // given
    let recorder = Recorder<Int>()
    let inner = RogueSource.emitting([.next(1), .completed, .next(2), .error(TestError.boom)])
    let outer = Observable.just(inner).concat(Observable.never())
    // when
    _ = outer.switchLatest().subscribe(recorder.observer)
    // then
    #expect(recorder.events == [.next(1)])
  }
}
