extension ObservableType where Element: Sendable {
  /// Emits `elements` first (synchronously, while subscribing), then subscribes to the
  /// sequence and mirrors it. Its terminal event disposes the source at once; anything a
  /// misbehaving source sends after it is dropped. Threading: the prefix is delivered on the
  /// subscribing thread, the rest on the source's.
  @inlinable
  public func startWith(_ elements: Element...) -> Observable<Element> {
    let source = asObservable()  // as RxSwift: a custom source ends with its terminal event
    return Observable(unsafeSubscribe: { observer in
      for element in elements { observer.on(.next(element)) }
      let sink = ForwardingSink(observer)
      sink.setUpstream(source.subscribe(sink.observer(pushing: { sink.downstream.on(.next($0)) })))
      return sink
    })
  }
}
