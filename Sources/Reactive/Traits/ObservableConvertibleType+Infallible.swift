extension ObservableConvertibleType {
  /// This sequence as one that cannot fail: an error is replaced by `element`, then the sequence
  /// completes (as RxSwift's: the error ends the source, it does not resume it).
  @inlinable
  public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element>
  where Element: Sendable {
    Infallible(unchecked: asObservable().catchAndReturn(element))
  }

  /// This sequence as one that cannot fail: after an error it continues with `fallback` (an
  /// `.empty()` fallback ends it there, dropping the error: say so where you do).
  @inlinable
  public func asInfallible(onErrorFallbackTo fallback: Infallible<Element>) -> Infallible<Element> {
    let fallbackSource = fallback.source
    return Infallible(unchecked: asObservable().catch { _ in fallbackSource })
  }

  /// This sequence as one that cannot fail: `recover` is given the error and the sequence
  /// continues with what it returns (report the error there, so that it is not lost).
  @inlinable
  public func asInfallible(
    onErrorRecover recover: @escaping @Sendable (any Error) -> Infallible<Element>
  ) -> Infallible<Element> {
    Infallible(unchecked: asObservable().catch { recover($0).source })
  }
}
