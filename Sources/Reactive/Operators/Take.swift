extension ObservableType {
  /// The first `count` elements, then completion (disposing the source at once). A `count` of
  /// zero or less completes immediately without subscribing. An error before the count is
  /// reached passes through. Threading: events are delivered on the source's thread.
  @inlinable
  public func take(_ count: Int) -> Observable<Element> {
    guard count > 0 else { return .empty() }
    return Observable(unsafeSubscribe: { observer in
      let remaining = AtomicCounter(count)
      let upstream = SingleAssignmentDisposable()
      upstream.setDisposable(
        self.subscribe(
          AnyObserver { event in
            switch event {
            case .next:
              let left = remaining.decrement()
              guard left >= 0 else { return }
              observer.on(event)
              if left == 0 {
                observer.on(.completed)
                upstream.dispose()
              }
            case .error, .completed:
              if remaining.exchange(-1) > 0 {
                observer.on(event)
              }
            }
          }))
      return upstream
    })
  }
}
