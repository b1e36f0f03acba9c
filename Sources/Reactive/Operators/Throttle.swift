extension ObservableType {
  /// Emits at most one element per `dueTime` window (a button that must not fire twice in a
  /// row), with RxSwift's semantics: the first element is emitted at once and opens a window;
  /// with `latest: true` the last element received during the window is emitted when it ends
  /// (and opens a new one), with `latest: false` elements during the window are dropped.
  /// Completion waits for a pending latest element; an error passes through at once. As in
  /// RxSwift, the source subscription is disposed as soon as the source terminates (even while
  /// completion waits), and anything a source sends after its terminal event is ignored.
  ///
  /// Threading: elements are emitted on the source's thread or on `scheduler` (for a pending
  /// latest element); all go through a `Serializer` (never concurrent, no lock held while the
  /// observer runs).
  @inlinable
  public func throttle(_ dueTime: Duration, latest: Bool = true, scheduler: some SchedulerType)
    -> Observable<Element>
  {
    let source = asObservable()  // as RxSwift: a custom source ends with its terminal event
    return Observable(unsafeSubscribe: { observer in
      let sink = ThrottleSink<Element>(
        observer: observer, dueTime: dueTime, latest: latest, scheduler: scheduler)
      sink.upstream.setDisposable(source.subscribe(AnyObserver { sink.on($0) }))
      return sink
    })
  }
}

@usableFromInline
final class ThrottleSink<Element>: Disposable, @unchecked Sendable {
  @usableFromInline
  struct State {
    @usableFromInline var lastSentTime: Duration?
    @usableFromInline var unsent: Element?
    @usableFromInline var completionPending = false
    @usableFromInline var isStopped = false
    @inlinable init() {}
  }

  @usableFromInline let dueTime: Duration
  @usableFromInline let latest: Bool
  @usableFromInline let scheduler: any SchedulerType
  @usableFromInline let upstream = SingleAssignmentDisposable()
  @usableFromInline let timer = SerialDisposable()
  @usableFromInline let serializer: Serializer<State, Event<Element>>

  @inlinable
  init(
    observer: AnyObserver<Element>, dueTime: Duration, latest: Bool, scheduler: any SchedulerType
  ) {
    self.dueTime = dueTime
    self.latest = latest
    self.scheduler = scheduler
    serializer = .forwarding(state: State(), to: observer)
  }

  @inlinable
  func on(_ event: Event<Element>) {
    var finished = false
    var sourceEnded = false
    let now = scheduler.now
    let timerDelay: Duration? = serializer.perform { state, outbox in
      if state.isStopped || state.completionPending { return nil }
      switch event {
      case .next(let element):
        let remaining = state.lastSentTime.map { dueTime - (now - $0) } ?? .zero
        if remaining <= .zero {
          send(element, at: now, state: &state, outbox: &outbox)
          return nil
        }
        guard latest else { return nil }
        let isTimerRunning = state.unsent != nil
        state.unsent = element
        return isTimerRunning ? nil : remaining
      case .error:
        state.isStopped = true
        state.unsent = nil
        outbox.send(event)
        finished = true
      case .completed:
        if state.unsent != nil {
          state.completionPending = true
          sourceEnded = true
        } else {
          state.isStopped = true
          outbox.send(.completed)
          finished = true
        }
      }
      return nil
    }
    if finished { releaseSources() }
    if sourceEnded { upstream.dispose() }
    if let timerDelay {
      timer.replace(with: scheduler.schedule(after: timerDelay) { [self] in propagate() })
    }
  }

  /// Queues `element` and opens a window. Called inside `perform`.
  @inlinable
  func send(
    _ element: Element, at now: Duration, state: inout State, outbox: inout Outbox<Event<Element>>
  ) {
    state.unsent = nil
    outbox.send(.next(element))
    state.lastSentTime = now
  }

  @inlinable
  func propagate() {
    let now = scheduler.now
    let finished: Bool = serializer.perform { state, outbox in
      if state.isStopped { return false }
      if let element = state.unsent { send(element, at: now, state: &state, outbox: &outbox) }
      guard state.completionPending else { return false }
      state.isStopped = true
      outbox.send(.completed)
      return true
    }
    if finished { releaseSources() }
  }

  @inlinable
  func releaseSources() {
    serializer.update { state in
      state.isStopped = true
      state.unsent = nil
    }
    upstream.dispose()
    timer.dispose()
  }

  @inlinable
  func dispose() {
    serializer.dispose()
    releaseSources()
  }
}
