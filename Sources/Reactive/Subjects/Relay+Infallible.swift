extension PublishRelay {
  /// The relay as a sequence that cannot fail (a relay never fails nor completes).
  @inlinable
  public func asInfallible() -> Infallible<Element> {
    Infallible(unchecked: asObservable())
  }
}

extension BehaviorRelay {
  /// The relay as a sequence that cannot fail: its current value first, then every accepted
  /// one (a relay never fails nor completes).
  @inlinable
  public func asInfallible() -> Infallible<Element> {
    Infallible(unchecked: asObservable())
  }
}
