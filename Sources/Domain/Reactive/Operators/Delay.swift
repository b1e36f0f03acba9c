extension ObservableType {
  /// Shifts every element and the completion later by `dueTime`, keeping their order. An
  /// error is not delayed: it passes through at once and drops what was still waiting.
  ///
  /// Threading: delayed events are delivered on `scheduler` (a `TestScheduler` in tests),
  /// serialized under a re-entrant lock.
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
  @inlinable
  public func delay(_ dueTime: Duration, scheduler: some SchedulerType) -> Single<Element> {
    Single(unchecked: source.delay(dueTime, scheduler: scheduler))
  }
}

@usableFromInline
final class DelaySink<Element>: Disposable, @unchecked Sendable {
  @usableFromInline let observer: AnyObserver<Element>
  @usableFromInline let dueTime: Duration
  @usableFromInline let scheduler: any SchedulerType
  @usableFromInline let lock = RecursiveLock()
  @usableFromInline let upstream = SingleAssignmentDisposable()
  @usableFromInline let timers = CompositeDisposable()
  // Guarded by `lock`: events waiting, in arrival order, each with its sequence number.
  @usableFromInline var queue: [(sequence: Int, event: Event<Element>)] = []
  @usableFromInline var nextSequence = 0
  @usableFromInline var isStopped = false

  @inlinable
  init(observer: AnyObserver<Element>, dueTime: Duration, scheduler: any SchedulerType) {
    self.observer = observer
    self.dueTime = dueTime
    self.scheduler = scheduler
  }

  @inlinable
  func on(_ event: Event<Element>) {
    if case .error = event {
      let first: Bool = lock.withLock {
        if isStopped { return false }
        isStopped = true
        queue.removeAll()
        observer.on(event)
        return true
      }
      if first { dispose() }
      return
    }
    let sequence: Int? = lock.withLock {
      if isStopped { return nil }
      let sequence = nextSequence
      nextSequence += 1
      queue.append((sequence, event))
      return sequence
    }
    guard let sequence else { return }
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
    var finished = false
    lock.withLock {
      while !isStopped, let head = queue.first, head.sequence <= sequence {
        queue.removeFirst()
        if case .completed = head.event {
          isStopped = true
          finished = true
        }
        observer.on(head.event)
      }
    }
    if finished { dispose() }
  }

  @inlinable
  func dispose() {
    lock.withLock {
      isStopped = true
      queue.removeAll()
    }
    upstream.dispose()
    timers.dispose()
  }
}
