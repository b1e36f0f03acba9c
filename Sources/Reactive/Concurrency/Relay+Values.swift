extension PublishRelay where Element: Sendable {
  /// The accepted elements as an `AsyncStream` (a relay never fails, so nothing is thrown):
  /// subscribes at once, so an element accepted after this returns is buffered until awaited.
  /// The stream never finishes by itself; cancelling the consuming task (or dropping the
  /// stream) ends the loop and removes the subscription from the relay.
  public var values: AsyncStream<Element> { nonFailingValues }
}

extension BehaviorRelay where Element: Sendable {
  /// The current element, then every accepted one, as an `AsyncStream` (a relay never fails,
  /// so nothing is thrown). The stream never finishes by itself; cancelling the consuming task
  /// (or dropping the stream) ends the loop and removes the subscription from the relay.
  public var values: AsyncStream<Element> { nonFailingValues }
}
