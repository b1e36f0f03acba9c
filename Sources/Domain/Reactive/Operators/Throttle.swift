extension ObservableType {
  /// Emits at most one element per `dueTime` window (a button that must not fire twice in a
  /// row), with RxSwift's semantics: the first element is emitted at once and opens a window;
  /// with `latest: true` the last element received during the window is emitted when it ends
  /// (and opens a new one), with `latest: false` elements during the window are dropped.
  /// Completion waits for a pending latest element; an error passes through at once.
  ///
  /// Threading: elements are emitted on the source's thread or on `scheduler` (for a pending
  /// latest element); all events are serialized under a re-entrant lock.
  @inlinable
  public func throttle(_ dueTime: Duration, latest: Bool = true, scheduler: some SchedulerType)
    -> Observable<Element>
  {
    Observable(unsafeSubscribe: { observer in
      let sink = ThrottleSink<Element>(
        observer: observer, dueTime: dueTime, latest: latest, scheduler: scheduler)
      sink.upstream.setDisposable(self.subscribe(AnyObserver { sink.on($0) }))
      return sink
    })
  }
}

@usableFromInline
final class ThrottleSink<Element>: Disposable, @unchecked Sendable {
  @usableFromInline let observer: AnyObserver<Element>
  @usableFromInline let dueTime: Duration
  @usableFromInline let latest: Bool
  @usableFromInline let scheduler: any SchedulerType
  @usableFromInline let lock = RecursiveLock()
  @usableFromInline let upstream = SingleAssignmentDisposable()
  @usableFromInline let timer = SerialDisposable()
  // Guarded by `lock`.
  @usableFromInline var lastSentTime: Duration?
  @usableFromInline var unsent: Element?
  @usableFromInline var completionPending = false
  @usableFromInline var isStopped = false

  @inlinable
  init(
    observer: AnyObserver<Element>, dueTime: Duration, latest: Bool, scheduler: any SchedulerType
  ) {
    self.observer = observer
    self.dueTime = dueTime
    self.latest = latest
    self.scheduler = scheduler
  }

  @inlinable
  func on(_ event: Event<Element>) {
    var finished = false
    lock.withLock {
      if isStopped || completionPending { return }
      switch event {
      case .next(let element):
        let now = scheduler.now
        let remaining = lastSentTime.map { dueTime - (now - $0) } ?? .zero
        if remaining <= .zero {
          send(element)
          return
        }
        guard latest else { return }
        let isTimerRunning = unsent != nil
        unsent = element
        if isTimerRunning { return }
        timer.replace(with: scheduler.schedule(after: remaining) { [self] in propagate() })
      case .error:
        isStopped = true
        unsent = nil
        observer.on(event)
        finished = true
      case .completed:
        if unsent != nil {
          completionPending = true
        } else {
          isStopped = true
          observer.on(.completed)
          finished = true
        }
      }
    }
    if finished { dispose() }
  }

  /// Emits `element` and opens a window. Called under `lock`.
  @inlinable
  func send(_ element: Element) {
    unsent = nil
    observer.on(.next(element))
    lastSentTime = scheduler.now
  }

  @inlinable
  func propagate() {
    var finished = false
    lock.withLock {
      if isStopped { return }
      if let element = unsent { send(element) }
      if completionPending {
        isStopped = true
        observer.on(.completed)
        finished = true
      }
    }
    if finished { dispose() }
  }

  @inlinable
  func dispose() {
    lock.withLock {
      isStopped = true
      unsent = nil
    }
    upstream.dispose()
    timer.dispose()
  }
}
