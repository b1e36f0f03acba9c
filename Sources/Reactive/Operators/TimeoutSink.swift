/// One `timeout` subscription: a generation number identifies the running timer; an element
/// bumps it (so a timer that fires late for an older generation does nothing) and starts a new
/// timer. Decisions under a short lock, delivery through a `Serializer`.
@usableFromInline
final class TimeoutSink<Element, Scheduler: SchedulerType>: Disposable, @unchecked Sendable {
  @usableFromInline
  struct State: StoppableState {
    @usableFromInline var generation = 0
    @usableFromInline var switched = false
    @usableFromInline var isStopped = false
    @inlinable init() {}
  }

  @usableFromInline let dueTime: Duration
  @usableFromInline let scheduler: Scheduler
  @usableFromInline let source = SingleAssignmentDisposable()
  @usableFromInline let timer = SerialDisposable()
  @usableFromInline let fallback = SingleAssignmentDisposable()
  @usableFromInline let serializer: Serializer<State, Event<Element>>

  @inlinable
  init(observer: AnyObserver<Element>, dueTime: Duration, scheduler: Scheduler) {
    self.dueTime = dueTime
    self.scheduler = scheduler
    serializer = .forwarding(state: State(), to: observer)
  }

  @inlinable
  func run(source upstream: Observable<Element>, other: Observable<Element>) {
    startTimer(generation: 0, other: other)
    source.setDisposable(upstream.subscribe(AnyObserver { [self] in onSource($0, other: other) }))
  }

  @inlinable
  func startTimer(generation: Int, other: Observable<Element>) {
    timer.replace(
      with: scheduler.schedule(after: dueTime) { [self] in
        let fires: Bool = serializer.update { state in
          guard !state.isStopped, !state.switched, state.generation == generation else {
            return false
          }
          state.switched = true
          return true
        }
        guard fires else { return }
        // `other` first, then the source, as RxSwift's `TimeoutSink` (its `SerialDisposable`
        // disposes the source once `other`'s subscription replaces it), which decides where
        // `other`'s observer falls in the delivery order of a hot source that is also `other`.
        fallback.setDisposable(other.subscribe(AnyObserver { [self] in onOther($0) }))
        source.dispose()
      })
  }

  @inlinable
  func onSource(_ event: Event<Element>, other: Observable<Element>) {
    var restart: Int?
    let finished: Bool = serializer.perform { state, outbox in
      if state.isStopped || state.switched { return false }
      outbox.send(event)
      if event.isStopEvent {
        state.isStopped = true
        return true
      }
      state.generation &+= 1
      restart = state.generation
      return false
    }
    if finished { dispose(keepingDelivery: true) }
    if let restart { startTimer(generation: restart, other: other) }
  }

  @inlinable
  func onOther(_ event: Event<Element>) {
    let finished: Bool = serializer.forward(event)
    if finished { dispose(keepingDelivery: true) }
  }

  @inlinable
  func dispose(keepingDelivery: Bool) {
    if !keepingDelivery { serializer.dispose() }
    serializer.update { state in state.isStopped = true }
    source.dispose()
    timer.dispose()
    fallback.dispose()
  }

  @inlinable
  func dispose() {
    dispose(keepingDelivery: false)
  }
}
