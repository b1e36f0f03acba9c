extension ObservableType where Element: ObservableConvertibleType {
  /// Mirrors only the latest inner sequence: each new inner sequence disposes the previous one
  /// (`flatMapLatest` with the identity, which RxSwift calls `switchLatest`).
  ///
  /// Completes when the outer sequence and the current inner one have completed; an error from
  /// either ends it and disposes the rest. Threading as `flatMapLatest`.
  @inlinable
  public func switchLatest() -> Observable<Element.Element> {
    flatMapLatest { $0 }
  }
}
