import CleanDomain
import CleanReactive
import Testing

@Suite struct AsyncBridgeTests {
  @Test func test_whenFromAsyncSubscriptionIsDisposed_thenTheTaskIsCancelled() async {
    // given: work that signals when it starts and when it sees cancellation, and otherwise
    // waits on a stream nobody feeds (no sleeping)
    let (started, startedContinuation) = AsyncStream<Void>.makeStream()
    let (cancelled, cancelledContinuation) = AsyncStream<Bool>.makeStream()
    let source = Observable<Int>.fromAsync {
      let (never, neverContinuation) = AsyncStream<Void>.makeStream()
      _ = neverContinuation
      startedContinuation.yield()
      for await _ in never {}
      cancelledContinuation.yield(Task.isCancelled)
      return 1
    }
    let recorder = Recorder<Int>()
    let subscription = source.subscribe(recorder.observer)
    var startedIterator = started.makeAsyncIterator()
    _ = await startedIterator.next()
    // when
    subscription.dispose()
    // then
    var cancelledIterator = cancelled.makeAsyncIterator()
    #expect(await cancelledIterator.next() == true)
    #expect(recorder.events.isEmpty)
  }

  @Test func test_whenFromAsyncSucceeds_thenOneElementThenCompletion() async throws {
    // given
    let source = Observable<Int>.fromAsync { 42 }
    // when
    var elements: [Int] = []
    for try await element in source.values { elements.append(element) }
    // then
    #expect(elements == [42])
  }

  @Test func test_whenFromAsyncThrows_thenSequenceFailsWithThatError() async {
    // given
    let source = Observable<Int>.fromAsync { throw TestError.boom }
    // when / then
    await #expect(throws: TestError.boom) {
      for try await _ in source.values {}
    }
  }

  @Test func test_whenValuesOfCompletingSequence_thenStreamFinishesAfterAllElements() async throws {
    // given
    let source = Observable.of(1, 2, 3)
    // when
    var elements: [Int] = []
    for try await element in source.values { elements.append(element) }
    // then
    #expect(elements == [1, 2, 3])
  }

  @Test func test_whenValuesOfFailingSequence_thenStreamThrowsAfterEarlierElements() async {
    // given
    let source = Observable.of(1, 2).concatMap { value -> Observable<Int> in
      value == 2 ? .error(TestError.boom) : .just(value)
    }
    let received = Recorder<Int>()
    // when / then
    await #expect(throws: TestError.boom) {
      for try await element in source.values { received.observer.onNext(element) }
    }
    #expect(received.elements == [1])
  }

  @Test func test_whenValuesConsumerIsCancelled_thenSubscriptionIsDisposed() async {
    // given
    let relay = PublishRelay<Int>()
    let stream = relay.values
    let subscribed = relay.hasObservers
    let consumer = Task {
      for try await _ in stream {}
    }
    // when
    consumer.cancel()
    _ = await consumer.result
    // then
    #expect(subscribed)
    #expect(!relay.hasObservers)
  }

  @Test func test_whenAwaitingSingleIsCancelled_thenSubscriptionIsDisposedAndCancellationThrown()
    async
  {
    // given: a request that is awaited (a task cancelled before it awaits subscribes nothing)
    let (disposed, disposedContinuation) = AsyncStream<Void>.makeStream()
    let subscribed = Flag()
    let single = Single<Int>.create { _ in
      subscribed.raise()
      return Disposables.create { disposedContinuation.yield() }
    }
    let waiter = Task { try await single.value }
    await subscribed.wait()
    // when
    waiter.cancel()
    // then
    var iterator = disposed.makeAsyncIterator()
    #expect(await iterator.next() != nil)
    await #expect(throws: CancellationError.self) { try await waiter.value }
  }

  @Test func test_whenSingleFromAsyncIsAwaited_thenValueArrives() async throws {
    // given
    let single = Single<String>.fromAsync { "ok" }
    // when
    let value = try await single.value
    // then
    #expect(value == "ok")
  }
}
