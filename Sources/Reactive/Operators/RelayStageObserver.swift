/// The first stage of a fused chain subscribed to a relay, as one object: the relay's element
/// closure captures only this object, so the closure needs no context of its own and each
/// element reaches the stage through one indirect call.
///
/// Threading: called on the accepting thread, serialized as the relay's contract states; the
/// stage's `State` needs no lock. Errors: whatever the stage throws ends the chain through
/// `sink`, which also disposes the relay subscription.
@usableFromInline
final class RelayStageObserver<Stage: ElementStage>: Sendable {
  @usableFromInline let stage: Stage
  @usableFromInline let state: Stage.State
  @usableFromInline let sink: OperatorSink
  @usableFromInline let push: @Sendable (Stage.Output) throws -> Void

  @inlinable
  init(
    stage: Stage, state: Stage.State, sink: OperatorSink,
    push: @escaping @Sendable (Stage.Output) throws -> Void
  ) {
    self.stage = stage
    self.state = state
    self.sink = sink
    self.push = push
  }

  /// Runs one element through the stage unless the chain has stopped.
  @inlinable
  @inline(__always)
  func receive(_ element: Stage.Input) {
    if sink.isStopped { return }
    do {
      try stage.push(element, state: state, sink: sink, next: push)
    } catch {
      sink.finish(error)
    }
  }
}
