import CleanReactive
import CleanReactiveTesting
import Testing

/// `single()` and `single(_:)`, transcribed from RxSwift's Observable+SingleTests.
@Suite struct SingleOperatorTests {
  private static let twoToFive: [Recorded<Event<Int>>] = [
    .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
  ]

  @Test func test_whenTheSourceIsEmpty_thenItFailsWithNoElements() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 1), .completed(250)])
    // when
    let observer = scheduler.start { source.single() }
    // then
    #expect(observer.events == [.error(250, ReactiveError.noElements)])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenTheSourceHasOneElement_thenItPassesWithTheCompletion() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250)])
    // when
    let observer = scheduler.start { source.single() }
    // then
    #expect(observer.events == [.next(210, 2), .completed(250)])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenTheSourceHasTwoElements_thenItFailsAtTheSecond() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .completed(250),
    ])
    // when
    let observer = scheduler.start { source.single() }
    // then
    #expect(observer.events == [.next(210, 2), .error(220, ReactiveError.moreThanOneElement)])
    #expect(source.subscriptions == [.init(200, 220)])
  }

  @Test func test_whenTheSourceFails_thenTheErrorPasses() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 1), .error(210, TestError.boom)])
    // when
    let observer = scheduler.start { source.single() }
    // then
    #expect(observer.events == [.error(210, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 210)])
  }

  @Test func test_whenTheElementIsSentAgainFromItsObserver_thenTheSecondIsAnError() {
    // given: RxSwift's "decrement counts first" test, a re-entrant second element
    let subject = BehaviorSubject(value: false)
    let recorder = Recorder<Bool>()
    // when
    _ = subject.single { _ in true }
      .subscribe(
        AnyObserver { event in
          recorder.observer.on(event)
          if case .next(let value) = event { subject.onNext(!value) }
        })
    // then
    #expect(recorder.events == [.next(false), .error(ReactiveError.moreThanOneElement)])
  }

  @Test func test_whenNoElementMatches_thenItFailsWithNoElements() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 1), .completed(250)])
    // when
    let observer = scheduler.start { source.single { $0 % 2 == 1 } }
    // then
    #expect(observer.events == [.error(250, ReactiveError.noElements)])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenOneElementMatches_thenOnlyItPasses() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.twoToFive)
    // when
    let observer = scheduler.start { source.single { $0 == 4 } }
    // then
    #expect(observer.events == [.next(230, 4), .completed(250)])
    #expect(source.subscriptions == [.init(200, 250)])
  }

  @Test func test_whenTwoElementsMatch_thenItFailsAtTheSecondMatch() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.twoToFive)
    // when
    let observer = scheduler.start { source.single { $0 % 2 == 1 } }
    // then
    #expect(observer.events == [.next(220, 3), .error(240, ReactiveError.moreThanOneElement)])
    #expect(source.subscriptions == [.init(200, 240)])
  }

  @Test func test_whenTheSourceFailsWithAPredicate_thenTheErrorPasses() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable([.next(150, 1), .error(210, TestError.boom)])
    // when
    let observer = scheduler.start { source.single { $0 % 2 == 1 } }
    // then
    #expect(observer.events == [.error(210, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 210)])
  }

  @Test func test_whenThePredicateThrows_thenItsErrorEndsTheSequence() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.twoToFive)
    // when
    let observer = scheduler.start {
      source.single { element in
        guard element < 4 else { throw TestError.boom }
        return false
      }
    }
    // then
    #expect(observer.events == [.error(230, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 230)])
  }
}
