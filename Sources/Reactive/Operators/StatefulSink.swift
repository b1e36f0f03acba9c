/// The subscription of a single-source operator that keeps state between events (`take(while:)`,
/// `reduce`, `takeLast`, …): it owns the upstream subscription and the operator's `state`, and
/// enforces the grammar towards its observer.
///
/// Threading: `state` and `isStopped` are touched only from the upstream's events, which the
/// upstream serializes (the `ObservableType` contract), so they need no lock; `dispose()` only
/// touches the thread-safe upstream disposable. Error contract: `finish(_:)` delivers one
/// terminal event, then disposes the upstream at once (as RxSwift does); nothing is delivered
/// after it, even when a misbehaving upstream keeps sending.
@usableFromInline
final class StatefulSink<Input, Output, State>: Disposable, @unchecked Sendable {
  @usableFromInline let downstream: AnyObserver<Output>
  @usableFromInline let upstream = SingleAssignmentDisposable()
  @usableFromInline var state: State
  @usableFromInline var isStopped = false
  @usableFromInline let handle: (StatefulSink, Event<Input>) -> Void

  @inlinable
  init(
    downstream: AnyObserver<Output>, state: State,
    handle: @escaping (StatefulSink, Event<Input>) -> Void
  ) {
    self.downstream = downstream
    self.state = state
    self.handle = handle
  }

  /// Receives one upstream event; ignored after the sink has finished.
  @inlinable
  func on(_ event: Event<Input>) {
    if isStopped { return }
    handle(self, event)
  }

  /// Delivers an element (unless the sink has finished).
  @inlinable
  func forward(_ element: Output) {
    if isStopped { return }
    downstream.on(.next(element))
  }

  /// Delivers a terminal event once and disposes the upstream subscription.
  @inlinable
  func finish(_ event: Event<Output>) {
    if isStopped { return }
    isStopped = true
    // As RxSwift's `Sink.forwardOn`: nothing after disposal, e.g. when delivering the element
    // just before made the downstream dispose this sink (`element(at: 0)` into `take(1)`).
    if upstream.isDisposed { return }
    downstream.on(event)
    upstream.dispose()
  }

  @inlinable
  func dispose() {
    upstream.dispose()
  }
}

extension ObservableType {
  /// Builds a single-source operator from a fresh `state` per subscription and an event handler
  /// that calls `forward`/`finish` on the sink it is given.
  @inlinable
  func lift<Output, State>(
    state makeState: @escaping @autoclosure @Sendable () -> State,
    handle: @escaping @Sendable (StatefulSink<Element, Output, State>, Event<Element>) -> Void
  ) -> Observable<Output> {
    let source = asObservable()  // as RxSwift: a custom source ends with its terminal event
    return Observable(unsafeSubscribe: { observer in
      let sink = StatefulSink<Element, Output, State>(
        downstream: observer, state: makeState(), handle: handle)
      sink.upstream.setDisposable(source.subscribe(AnyObserver { sink.on($0) }))
      return sink
    })
  }
}
