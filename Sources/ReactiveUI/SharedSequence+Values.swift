import CleanReactive

extension SharedSequence where Element: Sendable {
  /// The elements as an `AsyncStream` (a `Driver` or `Signal` never fails, so nothing is
  /// thrown): subscribes at once — a `Driver` yields its latest element first — buffers
  /// elements until they are awaited, and finishes if the sequence completes.
  ///
  /// Cancellation: cancelling the consuming task (or dropping the stream) ends the loop and
  /// disposes the subscription.
  ///
  /// Threading: elements are produced on the sharing scheduler (the main queue) and awaited on
  /// the consuming task's executor.
  public var values: AsyncStream<Element> { nonFailingValues }
}
