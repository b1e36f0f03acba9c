extension ObservableType where Element: ObservableConvertibleType {
  /// Mirrors only the latest inner sequence: each new inner sequence disposes the previous one
  /// (`flatMapLatest` with the identity, which RxSwift calls `switchLatest`).
  ///
  /// Completes when the outer sequence and the current inner one have completed; an error from
  /// either ends it and disposes the rest. The outer and each inner subscription are disposed as
  /// soon as that sequence ends, and nothing it sends after its terminal event is forwarded.
  /// Threading as `flatMapLatest`.
  @inlinable
  public func switchLatest() -> Observable<Element.Element> {
    // `create` disposes the outer subscription as soon as the outer sequence ends, as RxSwift
    // does, while the result waits for the latest inner sequence.
    let outer = asObservable()
    return Observable<Element>.create { outer.subscribe($0) }.flatMapLatest { inner in
      // `create` guards each inner sequence's grammar and disposes it as soon as it ends.
      Observable<Element.Element>.create { inner.asObservable().subscribe($0) }
    }
  }
}
