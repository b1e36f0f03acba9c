extension ObservableType {
  /// The value of the pulse `select` reads from each state, emitted each time it was set:
  /// setting the same value twice emits twice, and states in which the pulse was not set emit
  /// nothing. A pulse that has never been set is not emitted; a subscriber that arrives after a
  /// set receives that last value once (as ReactorKit's `pulse`).
  ///
  /// Threading and errors: those of the source (a state relay never errors).
  @inlinable
  public func pulse<Value>(_ select: @escaping @Sendable (Element) -> Pulse<Value>)
    -> Observable<Value>
  {
    map(select)
      .filter { $0.updateCount > 0 }
      .distinctUntilChanged { $0.updateCount == $1.updateCount }
      .map { $0.value }
  }

  /// The value of the pulse at `keyPath` (`states.pulse(\.$alert)`), emitted each time it was
  /// set. See `pulse(_:)` with a closure.
  @inlinable
  public func pulse<Value>(_ keyPath: KeyPath<Element, Pulse<Value>> & Sendable)
    -> Observable<Value>
  {
    pulse { $0[keyPath: keyPath] }
  }
}
