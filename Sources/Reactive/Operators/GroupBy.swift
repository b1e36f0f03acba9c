extension ObservableType {
  /// Splits this sequence into groups by the key `keySelector` computes for each element: the
  /// first element with a new key emits a new `GroupedObservable`, and every element goes to its
  /// group (RxSwift's `groupBy(keySelector:)`).
  ///
  /// As in RxSwift: a new group is emitted before its first element is sent to it; the source's
  /// completion or error reaches every group (in the order they were opened), then the outer
  /// sequence, and disposes the source. An error thrown by `keySelector` is handled as a
  /// source error. The source stays subscribed while the outer subscription or any group
  /// subscription is alive. Threading: delivers on the source's thread; no lock is held while
  /// an observer runs.
  public func groupBy<Key: Hashable & Sendable>(
    keySelector: @escaping @Sendable (Element) throws -> Key
  ) -> Observable<GroupedObservable<Key, Element>> {
    let source = asObservable()
    return Observable(unsafeSubscribe: { observer in
      let sink = GroupBySink(observer: observer, keySelector: keySelector)
      sink.subscription.setDisposable(source.subscribe(AnyObserver { sink.on($0) }))
      return sink
    })
  }
}
