extension ObservableType {
  /// On error, subscribes to the source again, up to `maxAttemptCount` subscriptions in all
  /// (RxSwift semantics: `retry(3)` means the first try plus two retries); the error of the
  /// last attempt passes through. Elements of failed attempts have already been delivered.
  ///
  /// Resubscription runs in a loop, not recursively, so a source that fails synchronously does
  /// not grow the stack; as RxSwift, the last attempt's error sent during its own subscription
  /// passes once that subscription has returned. Threading: events are delivered on the source's thread, through a
  /// `Serializer` (never concurrent, no lock held while the observer runs).
  @inlinable
  public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
    retry(attempts: max(1, maxAttemptCount))
  }

  /// On error, subscribes to the source again, forever: only completion or disposal ends it.
  /// Beware of a source that always fails at once: it is retried in a tight loop. Threading as
  /// `retry(_:)`.
  @inlinable
  public func retry() -> Observable<Element> {
    retry(attempts: nil)
  }

  @inlinable
  func retry(attempts: Int?) -> Observable<Element> {
    let source = asObservable()
    return Observable(unsafeSubscribe: { observer in
      let sink = RetrySink(source: source, observer: observer, attempts: attempts)
      sink.run()
      return sink
    })
  }
}

extension Single {
  /// On error, runs the work again, up to `maxAttemptCount` times in all; the failure of the
  /// last attempt is the result's. Contract as `ObservableType.retry(_:)`.
  @inlinable
  public func retry(_ maxAttemptCount: Int) -> Single<Element> {
    Single(unchecked: source.retry(maxAttemptCount))
  }
}

@usableFromInline
final class RetrySink<Element>: Disposable, @unchecked Sendable {
  @usableFromInline
  struct State {
    @usableFromInline var attemptsLeft: Int?
    @usableFromInline var generation = 0
    @usableFromInline var isSubscribing = false
    @usableFromInline var needsResubscription = false
    @usableFromInline var isStopped = false
    /// The last attempt's error, sent during its own subscription: delivered once that
    /// subscription has returned, as RxSwift's `TailRecursiveSink` (whose moves go through an
    /// `AsyncLock`) does.
    @usableFromInline var pendingFailure: (any Error)?
    @inlinable init(attemptsLeft: Int?) { self.attemptsLeft = attemptsLeft }
  }

  @usableFromInline let source: Observable<Element>
  @usableFromInline let subscription = SerialDisposable()
  @usableFromInline let serializer: Serializer<State, Event<Element>>

  @inlinable
  init(source: Observable<Element>, observer: AnyObserver<Element>, attempts: Int?) {
    self.source = source
    serializer = .forwarding(state: State(attemptsLeft: attempts), to: observer)
  }

  @inlinable
  func run() {
    let isOuterLoop: Bool = serializer.update { state in
      state.needsResubscription = true
      if state.isSubscribing { return false }
      state.isSubscribing = true
      return true
    }
    guard isOuterLoop else { return }
    while true {
      let (current, failed): (Int?, Bool) = serializer.perform { state, outbox in
        if let error = state.pendingFailure.take(), !state.isStopped {
          state.isStopped = true
          state.isSubscribing = false
          outbox.send(.error(error))
          return (nil, true)
        }
        guard state.needsResubscription, !state.isStopped else {
          state.isSubscribing = false
          return (nil, false)
        }
        state.needsResubscription = false
        if let left = state.attemptsLeft { state.attemptsLeft = left - 1 }
        state.generation &+= 1
        return (state.generation, false)
      }
      if failed { subscription.dispose() }
      guard let current else { return }
      let attempt = SingleAssignmentDisposable()
      subscription.replace(with: attempt)
      attempt.setDisposable(source.subscribe(AnyObserver { [self] in on($0, generation: current) }))
    }
  }

  @inlinable
  func on(_ event: Event<Element>, generation current: Int) {
    var resubscribe = false
    let finished: Bool = serializer.perform { state, outbox in
      guard !state.isStopped, current == state.generation else { return false }
      switch event {
      case .next:
        outbox.send(event)
        return false
      case .error(let error):
        if let left = state.attemptsLeft, left <= 0 {
          if state.isSubscribing {
            state.pendingFailure = error
            return false
          }
          state.isStopped = true
          outbox.send(event)
          return true
        }
        resubscribe = true
        return false
      case .completed:
        state.isStopped = true
        outbox.send(event)
        return true
      }
    }
    if finished { subscription.dispose() }
    if resubscribe { run() }
  }

  @inlinable
  func dispose() {
    serializer.dispose()
    serializer.update { state in state.isStopped = true }
    subscription.dispose()
  }
}
