/// One `retry(when:)` subscription: the current source subscription, the trigger subscription,
/// and whether a failed source waits for the trigger.
@usableFromInline
final class RetryWhenSink<Element, Failure: Error>: Disposable, @unchecked Sendable {
  @usableFromInline
  struct State: StoppableState {
    @usableFromInline var isWaitingForTrigger = false
    /// The trigger's terminal event when it ended while the source was running.
    @usableFromInline var triggerEnd: Event<Element>?
    @usableFromInline var isSubscribing = false
    @usableFromInline var needsResubscription = false
    @usableFromInline var isStopped = false
    @inlinable init() {}
  }

  @usableFromInline let source: Observable<Element>
  @usableFromInline let errors = PublishSubject<Failure>()
  @usableFromInline let subscription = SerialDisposable()
  @usableFromInline let trigger = SingleAssignmentDisposable()
  @usableFromInline let serializer: Serializer<State, Event<Element>>

  @inlinable
  init(source: Observable<Element>, observer: AnyObserver<Element>) {
    self.source = source
    serializer = .forwarding(state: State(), to: observer)
  }

  @inlinable
  func run<Trigger>(trigger triggerSource: Observable<Trigger>) {
    trigger.setDisposable(triggerSource.subscribe(AnyObserver { [self] in onTrigger($0) }))
    subscribeSource()
  }

  /// Subscribes to the source, looping while a synchronous failure asks for another attempt.
  @inlinable
  func subscribeSource() {
    let runsLoop: Bool = serializer.update { state in
      if state.isStopped { return false }
      if state.isSubscribing {
        state.needsResubscription = true
        return false
      }
      state.isSubscribing = true
      return true
    }
    guard runsLoop else { return }
    while true {
      let attempt = SingleAssignmentDisposable()
      subscription.replace(with: attempt)
      attempt.setDisposable(source.subscribe(AnyObserver { [self] in onSource($0, attempt) }))
      let again: Bool = serializer.update { state in
        if state.needsResubscription && !state.isStopped {
          state.needsResubscription = false
          return true
        }
        state.isSubscribing = false
        return false
      }
      guard again else { return }
    }
  }

  @inlinable
  func onSource(_ event: Event<Element>, _ attempt: SingleAssignmentDisposable) {
    switch event {
    case .next:
      serializer.performSendingOne { state in
        ((), state.isStopped || state.isWaitingForTrigger ? nil : event)
      }
    case .completed:
      stop(with: .completed)
    case .error(let error):
      guard let failure = error as? Failure else {
        stop(with: event)
        return
      }
      attempt.dispose()
      let triggerEnd: Event<Element>?? = serializer.update { state in
        if state.isStopped || state.isWaitingForTrigger { return .some(nil) }
        if let end = state.triggerEnd { return .some(end) }
        state.isWaitingForTrigger = true
        return nil
      }
      switch triggerEnd {
      case .some(.some(let end)): stop(with: end)
      case .some(.none): return
      case .none: errors.on(.next(failure))
      }
    }
  }

  @inlinable
  func onTrigger<Trigger>(_ event: Event<Trigger>) {
    switch event {
    case .next:
      let resubscribes: Bool = serializer.update { state in
        guard !state.isStopped, state.isWaitingForTrigger else { return false }
        state.isWaitingForTrigger = false
        return true
      }
      if resubscribes { subscribeSource() }
    case .error(let error):
      end(with: .error(error))
    case .completed:
      end(with: .completed)
    }
  }

  /// The trigger ended: ends the result now if the source waits for it, else at its next error.
  @inlinable
  func end(with event: Event<Element>) {
    let now: Bool = serializer.update { state in
      if state.isWaitingForTrigger { return true }
      state.triggerEnd = event
      return false
    }
    if now { stop(with: event) }
  }

  @inlinable
  func stop(with event: Event<Element>) {
    let stopped: Bool = serializer.stop(sending: event)
    if stopped {
      subscription.dispose()
      trigger.dispose()
    }
  }

  @inlinable
  func dispose() {
    serializer.dispose()
    serializer.update { state in state.isStopped = true }
    subscription.dispose()
    trigger.dispose()
  }
}
