extension ObservableType {
  /// Shifts every element and the completion later by `dueTime`, keeping their order. An
  /// error is not delayed: it passes through at once and drops what was still waiting. As in
  /// RxSwift, the source subscription is disposed as soon as the source terminates (the delayed
  /// completion follows later), and anything a source sends after its terminal event is ignored.
  ///
  /// Threading: delayed events are delivered on `scheduler` (a `TestScheduler` in tests),
  /// through a `Serializer` (never concurrent, no lock held while the observer runs).
  @inlinable
  public func delay(_ dueTime: Duration, scheduler: some SchedulerType) -> Observable<Element> {
    Observable(unsafeSubscribe: { observer in
      let sink = DelaySink<Element>(observer: observer, dueTime: dueTime, scheduler: scheduler)
      sink.upstream.setDisposable(self.subscribe(AnyObserver { sink.on($0) }))
      return sink
    })
  }
}

extension Single {
  /// Delivers the success value `dueTime` later, on `scheduler`; an error is not delayed.
  /// Contract as `ObservableType.delay(_:scheduler:)`.
  @inlinable
  public func delay(_ dueTime: Duration, scheduler: some SchedulerType) -> Single<Element> {
    Single(unchecked: source.delay(dueTime, scheduler: scheduler))
  }
}

@usableFromInline
final class DelaySink<Element>: Disposable, @unchecked Sendable {
  @usableFromInline
  struct State {
    /// Events waiting, in arrival order, each with its sequence number.
    @usableFromInline var queue: [(sequence: Int, event: Event<Element>)] = []
    @usableFromInline var nextSequence = 0
    @usableFromInline var isStopped = false
    /// Whether the source completed (its later events are ignored).
    @usableFromInline var isSourceDone = false
    @inlinable init() {}
  }

  @usableFromInline let dueTime: Duration
  @usableFromInline let scheduler: any SchedulerType
  @usableFromInline let upstream = SingleAssignmentDisposable()
  @usableFromInline let timers = CompositeDisposable()
  @usableFromInline let serializer: Serializer<State, Event<Element>>

  @inlinable
  init(observer: AnyObserver<Element>, dueTime: Duration, scheduler: any SchedulerType) {
    self.dueTime = dueTime
    self.scheduler = scheduler
    serializer = .forwarding(state: State(), to: observer)
  }

  @inlinable
  func on(_ event: Event<Element>) {
    if case .error = event {
      let first: Bool = serializer.perform { state, outbox in
        if state.isStopped { return false }
        state.isStopped = true
        state.queue.removeAll()
        outbox.send(event)
        return true
      }
      if first { releaseSources() }
      return
    }
    let sequence: Int? = serializer.update { state in
      if state.isStopped || state.isSourceDone { return nil }
      if case .completed = event { state.isSourceDone = true }
      let sequence = state.nextSequence
      state.nextSequence += 1
      state.queue.append((sequence, event))
      return sequence
    }
    guard let sequence else { return }
    if case .completed = event { upstream.dispose() }
    // Each timer delivers everything queued up to and including its own event, so order holds
    // even if the scheduler runs timers with equal deadlines out of order.
    let slot = SingleAssignmentDisposable()
    guard let key = timers.insert(slot) else { return }
    slot.setDisposable(
      scheduler.schedule(after: dueTime) { [self] in
        timers.remove(for: key)
        deliver(upTo: sequence)
      })
  }

  @inlinable
  func deliver(upTo sequence: Int) {
    let finished: Bool = serializer.perform { state, outbox in
      while !state.isStopped, let head = state.queue.first, head.sequence <= sequence {
        state.queue.removeFirst()
        if case .completed = head.event { state.isStopped = true }
        outbox.send(head.event)
      }
      return state.isStopped
    }
    if finished { releaseSources() }
  }

  @inlinable
  func releaseSources() {
    serializer.update { state in
      state.isStopped = true
      state.queue.removeAll()
    }
    upstream.dispose()
    timers.dispose()
  }

  @inlinable
  func dispose() {
    serializer.dispose()
    releaseSources()
  }
}
