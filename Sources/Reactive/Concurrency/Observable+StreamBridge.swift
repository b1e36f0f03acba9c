extension Observable where Element: Sendable {
  /// What `values` and `nonFailingValues` share, for an async stream's build closure: hands
  /// `onTermination` the disposal of the subscription (to run when the stream is cancelled or
  /// dropped), then subscribes at once, passing each element to `yield` and the terminal event
  /// to `finish` (`nil` on completion). The handler is set first so that a sequence which
  /// terminates during `subscribe` still has its subscription disposed.
  ///
  /// Threading: `yield` and `finish` run on the thread the sequence emits on. Errors: the
  /// sequence's, passed to `finish`.
  func bridge(
    onTermination: (@escaping @Sendable () -> Void) -> Void,
    yield: @escaping @Sendable (Element) -> Void,
    finish: @escaping @Sendable ((any Error)?) -> Void
  ) {
    let subscription = SingleAssignmentDisposable()
    onTermination { subscription.dispose() }
    subscription.setDisposable(
      subscribe(
        AnyObserver { event in
          switch event {
          case .next(let element): yield(element)
          case .error(let error): finish(error)
          case .completed: finish(nil)
          }
        }))
  }
}
