/// One `buffer(timeSpan:count:scheduler:)` subscription. A window number identifies the running
/// timer, so a timer of a window already closed by the count does nothing.
@usableFromInline
final class BufferSink<Element, Scheduler: SchedulerType>: Disposable, @unchecked Sendable {
  @usableFromInline
  struct State {
    @usableFromInline var buffer: [Element] = []
    @usableFromInline var window = 0
    @usableFromInline var isStopped = false
    @inlinable init() {}
  }

  @usableFromInline let timeSpan: Duration
  @usableFromInline let count: Int
  @usableFromInline let scheduler: Scheduler
  @usableFromInline let upstream = SingleAssignmentDisposable()
  @usableFromInline let timer = SerialDisposable()
  @usableFromInline let serializer: Serializer<State, Event<[Element]>>

  @inlinable
  init(
    observer: AnyObserver<[Element]>, timeSpan: Duration, count: Int, scheduler: Scheduler
  ) {
    self.timeSpan = timeSpan
    self.count = count
    self.scheduler = scheduler
    serializer = .forwarding(state: State(), to: observer)
  }

  @inlinable
  func startWindow(_ window: Int) {
    timer.replace(
      with: scheduler.schedule(after: timeSpan) { [self] in
        let next: Int? = serializer.perform { state, outbox in
          guard !state.isStopped, state.window == window else { return nil }
          return closeWindow(&state, &outbox)
        }
        if let next { startWindow(next) }
      })
  }

  /// Emits the buffer and opens the next window; returns its number.
  @inlinable
  func closeWindow(_ state: inout State, _ outbox: inout Outbox<Event<[Element]>>) -> Int {
    outbox.send(.next(state.buffer))
    state.buffer = []
    state.window &+= 1
    return state.window
  }

  @inlinable
  func on(_ event: Event<Element>) {
    var next: Int?
    let finished: Bool = serializer.perform { state, outbox in
      if state.isStopped { return false }
      switch event {
      case .next(let element):
        state.buffer.append(element)
        if state.buffer.count == count { next = closeWindow(&state, &outbox) }
        return false
      case .error(let error):
        state.isStopped = true
        state.buffer = []
        outbox.send(.error(error))
        return true
      case .completed:
        state.isStopped = true
        outbox.send(.next(state.buffer))
        state.buffer = []
        outbox.send(.completed)
        return true
      }
    }
    if finished {
      timer.dispose()
      upstream.dispose()
    }
    if let next { startWindow(next) }
  }

  @inlinable
  func dispose() {
    serializer.dispose()
    serializer.update { state in state.isStopped = true }
    timer.dispose()
    upstream.dispose()
  }
}
