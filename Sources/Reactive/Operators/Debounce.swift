extension ObservableType {
  /// Emits an element only after `dueTime` has passed without another one (search-as-you-type).
  /// On completion the pending element, if any, is emitted at once, then completion; an error
  /// passes through at once and drops the pending element.
  ///
  /// Threading: elements are emitted on `scheduler` (a `TestScheduler` in tests), terminal
  /// events on the source's thread; both go through a `Serializer` (never concurrent, no lock
  /// held while the observer runs).
  @inlinable
  public func debounce(_ dueTime: Duration, scheduler: some SchedulerType) -> Observable<Element> {
    let source = asObservable()  // as RxSwift: a custom source ends with its terminal event
    return Observable(unsafeSubscribe: { observer in
      let sink = DebounceSink<Element>(observer: observer, dueTime: dueTime, scheduler: scheduler)
      sink.upstream.setDisposable(source.subscribe(AnyObserver { sink.on($0) }))
      return sink
    })
  }
}

@usableFromInline
final class DebounceSink<Element>: Disposable, @unchecked Sendable {
  @usableFromInline
  struct State {
    @usableFromInline var pending: Element?
    @usableFromInline var id = 0
    @usableFromInline var isStopped = false
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
    var finished = false
    let current: Int? = serializer.perform { state, outbox in
      if state.isStopped { return nil }
      switch event {
      case .next(let element):
        state.id &+= 1
        state.pending = element
        return state.id
      case .error:
        state.isStopped = true
        state.pending = nil
        outbox.send(event)
      case .completed:
        state.isStopped = true
        if let element = state.pending.take() { outbox.send(.next(element)) }
        outbox.send(.completed)
      }
      finished = true
      return nil
    }
    if finished { releaseSources() }
    guard let current else { return }
    timer.replace(with: scheduler.schedule(after: dueTime) { [self] in fire(current) })
  }

  @inlinable
  func fire(_ current: Int) {
    serializer.perform { state, outbox in
      guard !state.isStopped, current == state.id, let element = state.pending.take() else {
        return
      }
      outbox.send(.next(element))
    }
  }

  @inlinable
  func releaseSources() {
    serializer.update { state in
      state.isStopped = true
      state.pending = nil
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
