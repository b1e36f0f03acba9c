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
    appending(ScanStage(seed: UncheckedSendable(seed), accumulator: accumulator))
  }
}

/// `scan` as a fused stage: the accumulation is per-subscription state.
@usableFromInline
struct ScanStage<Input, Accumulate>: ElementStage {
  /// Copied into each subscription's state, never mutated.
  @usableFromInline let seed: UncheckedSendable<Accumulate>
  @usableFromInline let accumulator: @Sendable (inout Accumulate, Input) throws -> Void

  @inlinable
  init(
    seed: UncheckedSendable<Accumulate>,
    accumulator: @escaping @Sendable (inout Accumulate, Input) throws -> Void
  ) {
    self.seed = seed
    self.accumulator = accumulator
  }

  @inlinable func makeState() -> StageState<Accumulate> { StageState(seed.value) }

  @inlinable
  func push(
    _ input: Input, state: StageState<Accumulate>, sink: OperatorSink,
    next: (Accumulate) throws -> Void
  ) throws {
    try accumulator(&state.value, input)
    try next(state.value)
  }
}
