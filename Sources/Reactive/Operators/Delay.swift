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
    let source = asObservable()  // as RxSwift: a custom source ends with its terminal event
    return Observable(unsafeSubscribe: { observer in
      let sink = DelaySink<Element>(observer: observer, dueTime: dueTime, scheduler: scheduler)
      sink.upstream.setDisposable(source.subscribe(AnyObserver { sink.on($0) }))
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

/// One `delay` subscription, scheduled as RxSwift's: one timer at a time. An event that arrives
/// while no timer is pending starts one for `dueTime`; when it fires, the oldest waiting event is
/// delivered and, if more are waiting, the next timer is scheduled for the rest of the next
/// event's delay (so events that fall due together are delivered one timer each, after whatever
/// the previous delivery scheduled at that instant).
@usableFromInline
final class DelaySink<Element>: Disposable, @unchecked Sendable {
  @usableFromInline
  struct State {
    /// Events waiting, in arrival order, each with the scheduler time it arrived at.
    @usableFromInline var queue: [(time: Duration, event: Event<Element>)] = []
    /// Whether a timer is pending or running.
    @usableFromInline var isActive = false
    @usableFromInline var isStopped = false
    /// Whether the source completed (its later events are ignored).
    @usableFromInline var isSourceDone = false
    @inlinable init() {}
  }

  @usableFromInline let dueTime: Duration
  @usableFromInline let scheduler: any SchedulerType
  @usableFromInline let upstream = SingleAssignmentDisposable()
  @usableFromInline let timer = SerialDisposable()
  @usableFromInline let serializer: Serializer<State, Event<Element>>

  @inlinable
  init(observer: AnyObserver<Element>, dueTime: Duration, scheduler: any SchedulerType) {
    self.dueTime = dueTime
    self.scheduler = scheduler
    serializer = .forwarding(state: State(), to: observer)
  }

  @inlinable
  func on(_ event: Event<Element>) {
    // As RxSwift: the source's subscription ends before its terminal event is processed.
    if event.isStopEvent { upstream.dispose() }
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
    let now = scheduler.now
    let startsTimer: Bool = serializer.update { state in
      if state.isStopped || state.isSourceDone { return false }
      if case .completed = event { state.isSourceDone = true }
      state.queue.append((now, event))
      if state.isActive { return false }
      state.isActive = true
      return true
    }
    if startsTimer { schedule(after: dueTime) }
  }

  @inlinable
  func schedule(after delay: Duration) {
    timer.replace(with: scheduler.schedule(after: delay) { [self] in fire() })
  }

  /// Delivers the oldest waiting event, then schedules the timer of the next one, if any.
  @inlinable
  func fire() {
    let finished: Bool = serializer.perform { state, outbox in
      if state.isStopped || state.queue.isEmpty { return false }
      let head = state.queue.removeFirst()
      if case .completed = head.event { state.isStopped = true }
      outbox.send(head.event)
      return state.isStopped
    }
    if finished {
      releaseSources()
      return
    }
    let now = scheduler.now
    let next: Duration? = serializer.update { state in
      guard !state.isStopped, let next = state.queue.first else {
        state.isActive = false
        return nil
      }
      return max(.zero, dueTime - (now - next.time))
    }
    if let next { schedule(after: next) }
  }

  @inlinable
  func releaseSources() {
    serializer.update { state in
      state.isStopped = true
      state.queue.removeAll()
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
