extension ActivityIndicator {
  /// The indicator as a sequence that cannot fail: `true` while anything is in flight, emitted
  /// on changes, starting with the current value.
  public func asInfallible() -> Infallible<Bool> {
    Infallible(unchecked: asObservable())
  }
}
