import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

/// `values` as an `AsyncStream` on relays, `Driver` and `Signal`: elements in, and
/// cancellation of the consuming task out, as a disposal of the subscription.
@Suite(.timeLimit(.minutes(1))) struct AsyncStreamValuesTests {
  @Test func test_whenAPublishRelayAccepts_thenItsValuesYieldWhatWasAcceptedAfterSubscribing()
    async
  {
    // given
    let relay = PublishRelay<Int>()
    relay.accept(0)
    let stream = relay.values
    // when
    relay.accept(1)
    relay.accept(2)
    // then
    var iterator = stream.makeAsyncIterator()
    #expect(await iterator.next() == 1)
    #expect(await iterator.next() == 2)
  }

  @Test func test_whenABehaviorRelayIsAwaited_thenItsValuesYieldTheCurrentElementFirst() async {
    // given
    let relay = BehaviorRelay(value: 1)
    let stream = relay.values
    // when
    relay.accept(2)
    // then
    var iterator = stream.makeAsyncIterator()
    #expect(await iterator.next() == 1)
    #expect(await iterator.next() == 2)
  }

  @Test func test_whenTheConsumerOfAPublishRelayIsCancelled_thenItsSubscriptionIsRemoved() async {
    let relay = PublishRelay<Int>()
    await expectCancellationUnsubscribes(from: relay, consuming: relay.values)
  }

  @Test func test_whenTheStreamOfARelayIsDropped_thenItsSubscriptionIsRemoved() {
    // given
    let relay = PublishRelay<Int>()
    var stream: AsyncStream<Int>? = relay.values
    let subscribed = relay.hasObservers
    // when
    stream = nil
    // then
    #expect(subscribed)
    #expect(stream == nil && !relay.hasObservers)
  }

  @Test func test_whenADriverIsAwaited_thenItsValuesYieldItsElementsThenFinishWithIt() async {
    // given
    let scheduler = TestScheduler()
    let source = PublishRelay<Int>()
    let driver = SharingScheduler.mock(scheduler) {
      source.take(2).asDriver(onErrorJustReturn: -1)
    }
    let stream = driver.values
    scheduler.scheduleAt(10) { source.accept(1) }
    scheduler.scheduleAt(20) { source.accept(2) }
    // when
    scheduler.start()
    // then
    var elements: [Int] = []
    for await element in stream { elements.append(element) }
    #expect(elements == [1, 2])
  }

  @Test func test_whenASignalIsAwaited_thenItsValuesYieldEveryEventEvenRepeated() async {
    // given
    let scheduler = TestScheduler()
    let source = PublishRelay<String>()
    let signal = SharingScheduler.mock(scheduler) { source.asSignal() }
    let stream = signal.values
    scheduler.scheduleAt(10) { source.accept("alert") }
    scheduler.scheduleAt(20) { source.accept("alert") }
    // when
    scheduler.start()
    // then
    var iterator = stream.makeAsyncIterator()
    #expect(await iterator.next() == "alert")
    #expect(await iterator.next() == "alert")
  }

  @Test func test_whenTheConsumerOfADriverIsCancelled_thenTheSharedSubscriptionIsDisposed() async {
    let scheduler = TestScheduler()
    let relay = PublishRelay<Int>()
    let driver = SharingScheduler.mock(scheduler) { relay.asDriver(onErrorJustReturn: 0) }
    await expectCancellationUnsubscribes(from: relay, consuming: driver.values)
  }

  @Test func test_whenTheConsumerOfASignalIsCancelled_thenTheSharedSubscriptionIsDisposed() async {
    let scheduler = TestScheduler()
    let relay = PublishRelay<Int>()
    let signal = SharingScheduler.mock(scheduler) { relay.asSignal() }
    await expectCancellationUnsubscribes(from: relay, consuming: signal.values)
  }

  @Test func test_whenTheConsumerOfAnObservableIsCancelled_thenTheLoopEndsWithoutAnError() async {
    // given
    let relay = PublishRelay<Int>()
    let stream = relay.asObservable().values
    let consumer = Task {
      var count = 0
      for try await _ in stream { count += 1 }
      return count
    }
    // when
    consumer.cancel()
    // then
    let result = await consumer.result
    #expect((try? result.get()) == 0)
    #expect(!relay.hasObservers)
  }
}

/// Consumes `stream` in a task, cancels the task, and expects `relay` (the source behind the
/// stream) to have lost its subscriber by the time the task has ended.
private func expectCancellationUnsubscribes(
  from relay: PublishRelay<Int>, consuming stream: AsyncStream<Int>
) async {
  let subscribed = relay.hasObservers
  let consumer = Task {
    for await _ in stream {}
  }
  consumer.cancel()
  await consumer.value
  #expect(subscribed)
  #expect(!relay.hasObservers)
}
