extension ObservableType {
  /// Maps an element to an inner sequence and mirrors it, ignoring every outer element that
  /// arrives while that inner sequence is still running (a "submit" button that must not start
  /// a second request while the first is in flight).
  ///
  /// Completes when the outer sequence and the running inner one have completed; the outer
  /// subscription is disposed as soon as it completes, each inner one as soon as it completes.
  /// An error from either, or thrown by `selector`, ends it and disposes everything at once.
  /// Threading: events go through a `Serializer` (never concurrent, no lock held while the
  /// observer runs), on the thread of the source that produced them.
  @inlinable
  public func flatMapFirst<Inner: ObservableConvertibleType>(
    _ selector: @escaping @Sendable (Element) throws -> Inner
  ) -> Observable<Inner.Element> {
    let source = asObservable()  // as RxSwift: a custom source ends with its terminal event
    return Observable(unsafeSubscribe: { observer in
      let sink = FlatMapFirstSink<Element, Inner>(observer: observer, selector: selector)
      sink.outer.setDisposable(source.subscribe(AnyObserver { sink.onOuter($0) }))
      return sink
    })
  }
}
