import CleanReactive
import Testing

/// `asObservable()` on an `AsyncSequence`: values, error and completion forwarded; disposing
/// cancels the iterating task.
@Suite(.timeLimit(.minutes(1))) struct AsyncSequenceObservableTests {
  @Test func test_whenAnAsyncSequenceFinishes_thenItsElementsThenCompletionArrive() async {
    // given
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    continuation.yield(1)
    continuation.yield(2)
    continuation.finish()
    // when
    let events = await eventsUntilTerminal(of: stream.asObservable())
    // then
    #expect(events == [.next(1), .next(2), .completed])
  }

  @Test func test_whenAnAsyncSequenceThrows_thenItsElementsThenTheErrorArrive() async {
    // given
    let (stream, continuation) = AsyncThrowingStream<Int, any Error>.makeStream()
    continuation.yield(1)
    continuation.finish(throwing: TestError.boom)
    // when
    let events = await eventsUntilTerminal(of: stream.asObservable())
    // then
    #expect(events == [.next(1), .error(TestError.boom)])
  }

  @Test func test_whenSubscribedTwice_thenEachSubscriptionIteratesTheSequenceAnew() async {
    // given
    let source = AsyncArray([1, 2, 3]).asObservable()
    // when
    let first = await eventsUntilTerminal(of: source)
    let second = await eventsUntilTerminal(of: source)
    // then
    #expect(first == [.next(1), .next(2), .next(3), .completed])
    #expect(second == first)
  }

  @Test func test_whenTheSubscriptionIsDisposed_thenTheIteratingTaskIsCancelled() async {
    // given: a stream that reports its termination, fed one element so we know it is iterated
    let (stream, continuation) = AsyncStream<Int>.makeStream()
    let terminated = Flag()
    let reason = TestLock<AsyncStream<Int>.Continuation.Termination?>(nil)
    continuation.onTermination = { termination in
      reason.withLock { $0 = termination }
      terminated.raise()
    }
    let received = Flag()
    let recorder = Recorder<Int>()
    let subscription = stream.asObservable().subscribe(
      AnyObserver { event in
        recorder.observer.on(event)
        received.raise()
      })
    continuation.yield(1)
    await received.wait()
    // when
    subscription.dispose()
    // then
    await terminated.wait()
    #expect(reason.withLock { $0 } == .cancelled)
    #expect(recorder.events == [.next(1)])
  }

  @Test func test_whenDisposed_thenTheTaskEndsAndReleasesTheSequenceAndTheObserver() async {
    // given: a sequence that never yields and an observer, each holding an object that reports
    // its deallocation
    let sequenceReleased = Flag()
    let observerReleased = Flag()
    let (never, continuation) = AsyncStream<Int>.makeStream()
    let bag = DisposeBag()
    do {
      let target = Tracker(onDeinit: observerReleased.raise)
      let sequence = Tracked(never, tracker: Tracker(onDeinit: sequenceReleased.raise))
      sequence.asObservable().subscribe(AnyObserver { _ in _ = target }).disposed(by: bag)
    }
    // when
    bag.dispose()
    // then: the cancelled task finished and dropped what it held (a leak fails the time limit)
    await sequenceReleased.wait()
    await observerReleased.wait()
    continuation.finish()
  }
}
