extension ObservableConvertibleType where Element: Sendable {
  /// The request as a stream of `Async` states: `.loading` at once, then `.loaded` for each
  /// element, or `.failed` with the error classified by `classify`; then completion. The
  /// stream itself never errors, so it can sit inside a `flatMapLatest` and keep the trigger
  /// alive. Threading: states are delivered on the source's thread.
  @inlinable
  public func asAsync<Failure: Error & Sendable>(
    classify: @escaping @Sendable (any Error) -> Failure
  ) -> Observable<Async<Element, Failure>> {
    asObservable()
      .map { Async<Element, Failure>.loaded($0) }
      .catch { error in .just(.failed(classify(error))) }
      .startWith(.loading)
  }
}
