extension ObservableType {
  /// Emits the running accumulation: `accumulator(seed, first)`, then that with the second
  /// element, and so on (a reducer over time, for state machines such as pagination).
  ///
  /// Each subscription starts again from `seed`. Errors and completion pass through; an error
  /// `accumulator` throws becomes the sequence's error (and disposes the source at once).
  /// Threading: the state is only touched by the source's serialized events.
  @inlinable
  public func scan<Accumulate>(
    _ seed: Accumulate,
    accumulator: @escaping @Sendable (Accumulate, Element) throws -> Accumulate
  ) -> Observable<Accumulate> {
    scan(into: seed) { state, element in state = try accumulator(state, element) }
  }

  /// Emits the running accumulation, mutating the state in place (no copy per element).
  ///
  /// Each subscription starts again from `seed`. Errors and completion pass through; an error
  /// `accumulator` throws becomes the sequence's error (and disposes the source at once).
  /// Threading: the state is only touched by the source's serialized events.
  @inlinable
  public func scan<Accumulate>(
    into seed: Accumulate,
    accumulator: @escaping @Sendable (inout Accumulate, Element) throws -> Void
  ) -> Observable<Accumulate> {
    let initial = UncheckedSendable(seed)  // copied per subscription, never mutated
    return appendingStage(
      { _, push in
        let state = StageState(initial.value)
        return { element in
          try accumulator(&state.value, element)
          try push(state.value)
        }
      },
      last: { sink in
        let state = StageState(initial.value)
        return { element in
          try accumulator(&state.value, element)
          sink.downstream.on(.next(state.value))
        }
      })
  }
}
