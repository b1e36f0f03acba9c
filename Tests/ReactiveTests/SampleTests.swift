import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct SampleTests {
  private static let source: [Recorded<Event<Int>>] = [
    .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5), .next(310, 6),
  ]
  private static let ticks: [Recorded<Event<String>>] = [
    .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(320, "baz"),
  ]

  @Test func test_whenSamplerTicks_thenLatestUnsampledElementIsEmitted() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.source + [.completed(400)])
    let sampler = scheduler.createHotObservable(Self.ticks + [.completed(500)])
    // when
    let observer = scheduler.start { source.sample(sampler) }
    // then
    #expect(observer.events == [.next(250, 3), .next(320, 6), .completed(500)])
    #expect(source.subscriptions == [.init(200, 400)])
    #expect(sampler.subscriptions == [.init(200, 500)])
  }

  @Test func test_whenSamplerCompletesWithAnElementPending_thenItIsEmittedBeforeCompletion() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.source + [.next(360, 7), .completed(400)])
    let sampler = scheduler.createHotObservable(Self.ticks + [.completed(500)])
    // when
    let observer = scheduler.start { source.sample(sampler) }
    // then
    #expect(observer.events == [.next(250, 3), .next(320, 6), .next(500, 7), .completed(500)])
  }

  @Test func test_whenSourceCompletes_thenCompletionWaitsForTheNextTick() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Array(Self.source.prefix(4)) + [.completed(300)])
    let sampler = scheduler.createHotObservable(Self.ticks + [.completed(500)])
    // when
    let observer = scheduler.start { source.sample(sampler) }
    // then
    #expect(observer.events == [.next(250, 3), .next(320, 4), .completed(320)])
    #expect(source.subscriptions == [.init(200, 300)])
    #expect(sampler.subscriptions == [.init(200, 320)])
  }

  @Test func test_whenSourceFails_thenErrorEndsItAndDisposesBoth() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.source + [.error(320, TestError.boom)])
    let sampler = scheduler.createHotObservable([
      .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"), .next(300, "baz"),
      .completed(400),
    ])
    // when
    let observer = scheduler.start { source.sample(sampler) }
    // then
    #expect(observer.events == [.next(250, 3), .next(300, 5), .error(320, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 320)])
    #expect(sampler.subscriptions == [.init(200, 320)])
  }

  @Test func test_whenSamplerFails_thenErrorEndsItAndDisposesBoth() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.source + [.completed(400)])
    let sampler = scheduler.createHotObservable(
      Array(Self.ticks.prefix(4)) + [.error(320, TestError.boom)])
    // when
    let observer = scheduler.start { source.sample(sampler) }
    // then
    #expect(observer.events == [.next(250, 3), .error(320, TestError.boom)])
    #expect(source.subscriptions == [.init(200, 320)])
    #expect(sampler.subscriptions == [.init(200, 320)])
  }

  @Test func test_whenNothingArrivedSinceLastTick_thenDefaultValueIsEmitted() {
    // given
    let scheduler = TestScheduler()
    let source = scheduler.createHotObservable(Self.source)
    let sampler = scheduler.createHotObservable(Self.ticks)
    // when
    let observer = scheduler.start { source.sample(sampler, defaultValue: 0) }
    // then
    #expect(observer.events == [.next(210, 0), .next(250, 3), .next(260, 0), .next(320, 6)])
    #expect(source.subscriptions == [.init(200, 1000)])
    #expect(sampler.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenSourceMisbehavesAfterCompleting_thenLateElementsAreNotSampled() {
    // given
    let recorder = Recorder<Int>()
    let sampler = PublishSubject<Void>()
    let source = RogueSource.emitting([.next(1), .completed, .next(2)])
    _ = source.sample(sampler).subscribe(recorder.observer)
    // when
    sampler.onNext(())
    sampler.onNext(())
    // then
    #expect(recorder.events == [.next(1), .completed])
  }
}
