extension ObservableConvertibleType where Element: Sendable {
  /// The sequence as an `AsyncThrowingStream`: subscribes at once, buffers elements until they
  /// are awaited, finishes on completion, throws the sequence's error, and disposes the
  /// subscription when the stream is cancelled or dropped.
  public var values: AsyncThrowingStream<Element, any Error> {
    let source = asObservable()
    return AsyncThrowingStream { continuation in
      source.bridge(
        onTermination: { dispose in continuation.onTermination = { _ in dispose() } },
        yield: { continuation.yield($0) },
        finish: { error in
          if let error { continuation.finish(throwing: error) } else { continuation.finish() }
        })
    }
  }
}
