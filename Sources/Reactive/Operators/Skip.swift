extension ObservableType {
  /// Drops the first `count` elements and mirrors the rest; errors and completion pass
  /// through. Threading: events are delivered on the source's thread.
  @inlinable
  public func skip(_ count: Int) -> Observable<Element> {
    guard count > 0 else { return asObservable() }
    return Observable(unsafeSubscribe: { observer in
      let remaining = AtomicCounter(count)
      return self.subscribe(
        AnyObserver { event in
          if case .next = event, remaining.value > 0, remaining.decrement() >= 0 { return }
          observer.on(event)
        })
    })
  }
}
