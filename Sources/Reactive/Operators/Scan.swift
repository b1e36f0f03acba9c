extension ObservableType {
  /// Emits the running accumulation: `accumulator(seed, first)`, then that with the second
  /// element, and so on (a reducer over time, for state machines such as pagination).
  ///
  /// Each subscription starts again from `seed`. Errors and completion pass through.
  /// Threading: the state is only touched by the source's serialized events.
  @inlinable
  public func scan<Accumulate>(
    _ seed: Accumulate,
    accumulator: @escaping @Sendable (Accumulate, Element) -> Accumulate
  ) -> Observable<Accumulate> {
    scan(into: seed) { state, element in state = accumulator(state, element) }
  }

  /// Emits the running accumulation, mutating the state in place (no copy per element).
  ///
  /// Each subscription starts again from `seed`. Errors and completion pass through.
  /// Threading: the state is only touched by the source's serialized events.
  @inlinable
  public func scan<Accumulate>(
    into seed: Accumulate,
    accumulator: @escaping @Sendable (inout Accumulate, Element) -> Void
  ) -> Observable<Accumulate> {
    let initial = UncheckedSendable(seed)  // copied per subscription, never mutated
    return Observable(unsafeSubscribe: { observer in
      let state = ScanState(initial.value)  // touched only by the source's serialized events
      return self.subscribe(
        AnyObserver { event in
          switch event {
          case .next(let element):
            accumulator(&state.value, element)
            observer.on(.next(state.value))
          case .error(let error): observer.on(.error(error))
          case .completed: observer.on(.completed)
          }
        })
    })
  }
}

/// The running state of one `scan` subscription.
@usableFromInline
final class ScanState<Value>: @unchecked Sendable {
  @usableFromInline var value: Value
  @inlinable init(_ value: Value) { self.value = value }
}
