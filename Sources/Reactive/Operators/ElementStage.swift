/// One element-wise step of a fused operator chain (see `TransformObservable`): what `map`,
/// `filter`, `compactMap`, `scan`, `distinctUntilChanged`, `skip` and `take` do to one element.
///
/// A concrete stage is a struct holding the user's closures, so the code that runs it is
/// specialized and inlined where the chain is built; per-subscription state is made by
/// `makeState()` for each subscription. Threading: `push` runs on the source's thread,
/// serialized by the source, so `State` needs no lock. Errors: whatever `push` throws ends the
/// sequence with that error and disposes the source.
@usableFromInline
protocol ElementStage<Input, Output>: Sendable {
  associatedtype Input
  associatedtype Output
  associatedtype State: Sendable

  /// Fresh state for one subscription.
  func makeState() -> State

  /// Handles one element: calls `next` for what it emits (zero or more times); may end the
  /// sequence through `sink` (`take`).
  func push(
    _ input: Input, state: State, sink: OperatorSink, next: (Output) throws -> Void
  ) throws
}
