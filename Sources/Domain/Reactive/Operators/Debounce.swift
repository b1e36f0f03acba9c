extension ObservableType {
  /// Emits an element only after `dueTime` has passed without another one (search-as-you-type).
  /// On completion the pending element, if any, is emitted at once, then completion; an error
  /// passes through at once and drops the pending element.
  ///
  /// Threading: elements are emitted on `scheduler` (a `TestScheduler` in tests), terminal
  /// events on the source's thread; both are serialized under a re-entrant lock.
  @inlinable
  public func debounce(_ dueTime: Duration, scheduler: some SchedulerType) -> Observable<Element> {
    Observable(unsafeSubscribe: { observer in
      let sink = DebounceSink<Element>(observer: observer, dueTime: dueTime, scheduler: scheduler)
      sink.upstream.setDisposable(self.subscribe(AnyObserver { sink.on($0) }))
      return sink
    })
  }
}

@usableFromInline
final class DebounceSink<Element>: Disposable, @unchecked Sendable {
  @usableFromInline let observer: AnyObserver<Element>
  @usableFromInline let dueTime: Duration
  @usableFromInline let scheduler: any SchedulerType
  @usableFromInline let lock = RecursiveLock()
  @usableFromInline let upstream = SingleAssignmentDisposable()
  @usableFromInline let timer = SerialDisposable()
  // Guarded by `lock`.
  @usableFromInline var pending: Element?
  @usableFromInline var id = 0
  @usableFromInline var isStopped = false

  @inlinable
  init(observer: AnyObserver<Element>, dueTime: Duration, scheduler: any SchedulerType) {
    self.observer = observer
    self.dueTime = dueTime
    self.scheduler = scheduler
  }

  @inlinable
  func on(_ event: Event<Element>) {
    var finished = false
    let current: Int? = lock.withLock {
      if isStopped { return nil }
      switch event {
      case .next(let element):
        id &+= 1
        pending = element
        return id
      case .error:
        isStopped = true
        pending = nil
        observer.on(event)
      case .completed:
        isStopped = true
        if let element = pending {
          pending = nil
          observer.on(.next(element))
        }
        observer.on(.completed)
      }
      finished = true
      return nil
    }
    if finished { dispose() }
    guard let current else { return }
    timer.replace(with: scheduler.schedule(after: dueTime) { [self] in fire(current) })
  }

  @inlinable
  func fire(_ current: Int) {
    lock.withLock {
      guard !isStopped, current == id, let element = pending else { return }
      pending = nil
      observer.on(.next(element))
    }
  }

  @inlinable
  func dispose() {
    lock.withLock {
      isStopped = true
      pending = nil
    }
    upstream.dispose()
    timer.dispose()
  }
}
