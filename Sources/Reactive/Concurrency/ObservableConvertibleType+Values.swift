extension ObservableConvertibleType where Element: Sendable {
  /// The sequence as an `AsyncThrowingStream`: subscribes at once, buffers elements until they
  /// are awaited, finishes on completion, throws the sequence's error, and disposes the
  /// subscription when the stream is cancelled or dropped.
  public var values: AsyncThrowingStream<Element, any Error> {
    let source = asObservable()
    return AsyncThrowingStream { continuation in
      // Set the handler first: a source that terminates during `subscribe` must still have
      // its subscription disposed.
      let subscription = SingleAssignmentDisposable()
      continuation.onTermination = { _ in subscription.dispose() }
      subscription.setDisposable(
        source.subscribe(
          AnyObserver { event in
            switch event {
            case .next(let element): continuation.yield(element)
            case .error(let error): continuation.finish(throwing: error)
            case .completed: continuation.finish()
            }
          }))
    }
  }
}
