import Testing

@testable import CleanReactive

/// `BehaviorRelay.values`: cancelling the consuming task, or dropping the stream, removes the
/// relay's subscriber (read from the relay's own bag, since the type offers no observer count).
@Suite(.timeLimit(.minutes(1))) struct BehaviorRelayValuesCancellationTests {
  @Test func test_whenTheConsumerOfABehaviorRelayIsCancelled_thenItsSubscriptionIsRemoved() async {
    // given: a consumer that has seen the current value, so it is subscribed
    let relay = BehaviorRelay(value: 0)
    let stream = relay.values
    let subscribed = Self.hasObservers(relay)
    let consumer = Task {
      for await _ in stream {}
    }
    // when
    consumer.cancel()
    await consumer.value
    // then
    #expect(subscribed)
    #expect(!Self.hasObservers(relay))
  }

  @Test func test_whenTheStreamOfABehaviorRelayIsDropped_thenItsSubscriptionIsRemoved() {
    // given
    let relay = BehaviorRelay(value: 0)
    var stream: AsyncStream<Int>? = relay.values
    let subscribed = Self.hasObservers(relay)
    // when
    stream = nil
    // then
    #expect(subscribed)
    #expect(stream == nil && !Self.hasObservers(relay))
  }

  private static func hasObservers(_ relay: BehaviorRelay<Int>) -> Bool {
    relay.state.withLock { !$0.bag.isEmpty }
  }
}
