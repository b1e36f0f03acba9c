extension ObservableConvertibleType where Element: Sendable {
  /// The sequence as a non-throwing `AsyncStream`, for sources that never fail (relays, UI
  /// traits): subscribes at once, buffers elements until they are awaited, finishes on
  /// completion (and, defensively, on an error), and disposes the subscription when the stream
  /// is cancelled or dropped.
  package var nonFailingValues: AsyncStream<Element> {
    let source = asObservable()
    return AsyncStream { continuation in
      source.bridge(
        onTermination: { dispose in continuation.onTermination = { _ in dispose() } },
        yield: { continuation.yield($0) },
        finish: { _ in continuation.finish() })
    }
  }
}
