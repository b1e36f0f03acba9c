extension ObservableConvertibleType where Element: Sendable {
  /// The sequence as a non-throwing `AsyncStream`, for sources that never fail (relays, UI
  /// traits): subscribes at once, buffers elements until they are awaited, finishes on
  /// completion (and, defensively, on an error), and disposes the subscription when the stream
  /// is cancelled or dropped.
  package var nonFailingValues: AsyncStream<Element> {
    let source = asObservable()
    return AsyncStream { continuation in
      // Set the handler first: a source that terminates during `subscribe` must still have
      // its subscription disposed.
      let subscription = SingleAssignmentDisposable()
      continuation.onTermination = { _ in subscription.dispose() }
      subscription.setDisposable(
        source.subscribe(
          AnyObserver { event in
            switch event {
            case .next(let element): continuation.yield(element)
            case .error, .completed: continuation.finish()
            }
          }))
    }
  }
}
