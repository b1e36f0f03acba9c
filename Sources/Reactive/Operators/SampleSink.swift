/// One `sample` subscription: holds the latest unsampled element and whether the source ended.
@usableFromInline
final class SampleSink<Element>: Disposable, @unchecked Sendable {
  @usableFromInline
  struct State: StoppableState {
    @usableFromInline var latest: Element?
    @usableFromInline var sourceCompleted = false
    @usableFromInline var isStopped = false
    @inlinable init() {}
  }

  @usableFromInline let defaultValue: Element?
  @usableFromInline let source = SingleAssignmentDisposable()
  @usableFromInline let sampler = SingleAssignmentDisposable()
  /// Defers disposing both on a terminal event sent while they are being subscribed.
  @usableFromInline let setup = SetupGate()
  @usableFromInline let serializer: Serializer<State, Event<Element>>

  @inlinable
  init(observer: AnyObserver<Element>, defaultValue: Element?) {
    self.defaultValue = defaultValue
    serializer = .forwarding(state: State(), to: observer)
  }

  @inlinable
  func onSource(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      serializer.update { state in
        if !state.isStopped && !state.sourceCompleted { state.latest = element }
      }
    case .error:
      stop(with: event)
    case .completed:
      serializer.update { state in state.sourceCompleted = true }
      source.dispose()
    }
  }

  @inlinable
  func onSample(_ event: Event<Void>) {
    if case .error(let error) = event {
      stop(with: .error(error))
      return
    }
    let finished: Bool = serializer.perform { state, outbox in
      if state.isStopped { return false }
      if let element = state.latest ?? defaultValue {
        state.latest = nil
        outbox.send(.next(element))
      }
      guard state.sourceCompleted else { return false }
      state.isStopped = true
      outbox.send(.completed)
      return true
    }
    if finished, setup.disposesNow() { disposeBoth() }
  }

  @inlinable
  func stop(with event: Event<Element>) {
    let stopped: Bool = serializer.stop(sending: event)
    if stopped, setup.disposesNow() { disposeBoth() }
  }

  /// Ends the subscription of both; disposes them if a terminal event came meanwhile.
  @inlinable
  func endSetup() {
    if setup.endSetup() { disposeBoth() }
  }

  @inlinable
  func disposeBoth() {
    source.dispose()
    sampler.dispose()
  }

  @inlinable
  func dispose() {
    serializer.dispose()
    serializer.update { state in state.isStopped = true }
    source.dispose()
    sampler.dispose()
  }
}
