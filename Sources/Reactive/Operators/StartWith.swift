extension ObservableType where Element: Sendable {
  /// Emits `elements` first (synchronously, while subscribing), then subscribes to the
  /// sequence and passes its events straight to the observer, as RxSwift's `StartWith` (no sink
  /// of its own): the source, which honours the grammar, ends its own subscription at its
  /// terminal event, so a `do(afterCompleted:)` on it runs before its `onDispose`. Threading: the
  /// prefix is delivered on the subscribing thread, the rest on the source's.
  @inlinable
  public func startWith(_ elements: Element...) -> Observable<Element> {
    let source = asObservable()  // as RxSwift: a custom source ends with its terminal event
    return Observable(unsafeSubscribe: { observer in
      for element in elements { observer.on(.next(element)) }
      return source.subscribe(observer)
    })
  }
}
