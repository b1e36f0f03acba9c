import Synchronization

extension ObservableType {
  /// Maps each element to an inner sequence and mirrors only the latest one: a new element
  /// disposes the previous inner subscription, so a late answer to an old request never
  /// overwrites a newer one. Completes when the outer sequence and the current inner one have
  /// completed; an error from either ends it (catch inside `selector` to survive one).
  ///
  /// Threading: events are delivered on the thread that produced them, never two at once, and
  /// with no lock held (see `Serializer`), so the observer may feed the outer sequence again.
  @inlinable
  public func flatMapLatest<Inner: ObservableConvertibleType>(
    _ selector: @escaping @Sendable (Element) -> Inner
  ) -> Observable<Inner.Element> {
    Observable(unsafeSubscribe: { observer in
      let sink = FlatMapLatestSink<Element, Inner>(observer: observer, selector: selector)
      sink.outer.setDisposable(self.subscribe(AnyObserver { sink.onOuter($0) }))
      return sink
    })
  }
}

/// One `flatMapLatest` subscription.
@usableFromInline
final class FlatMapLatestSink<Element, Inner: ObservableConvertibleType>: Disposable,
  @unchecked Sendable
{
  @usableFromInline
  struct State {
    /// The subscription to the latest inner sequence.
    @usableFromInline var inner: (any Disposable)?
    @usableFromInline var latest = 0
    @usableFromInline var hasInner = false
    @usableFromInline var outerCompleted = false
    @usableFromInline var isStopped = false

    @inlinable init() {}
  }

  @usableFromInline let selector: @Sendable (Element) -> Inner
  @usableFromInline let outer = SingleAssignmentDisposable()
  @usableFromInline let serializer: Serializer<State, Event<Inner.Element>>
  /// The id of the last inner that completed while it was the latest (written under the lock).
  @usableFromInline let completedInner = Atomic<Int>(0)

  @inlinable
  init(observer: AnyObserver<Inner.Element>, selector: @escaping @Sendable (Element) -> Inner) {
    self.selector = selector
    serializer = .forwarding(state: State(), to: observer)
  }

  @inlinable
  func onOuter(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      // The previous inner leaves the slot in the same critical section that makes it stale
      // (its late events are dropped by the id check), and is disposed only once the new one
      // has been subscribed, as before: a request is cancelled after its successor started.
      var previous: (any Disposable)?
      let id: Int? = serializer.update { state in
        if state.isStopped { return nil }
        state.latest &+= 1
        state.hasInner = true
        swap(&previous, &state.inner)
        return state.latest
      }
      guard let id else { return }
      let source = selector(element).asObservable()
      let subscription = source.subscribe(AnyObserver { [self] in onInner($0, id: id) })
      previous?.dispose()
      // An inner that already completed during `subscribe` (a synchronous source such as
      // `just`) has nothing left to cancel: no need to keep it, nor to take the lock again.
      if completedInner.load(ordering: .acquiring) == id {
        subscription.dispose()
        return
      }
      // Keep it only if it is still the latest (an observer may have fed the outer sequence
      // again during `subscribe`) and the sink is still running; dispose the loser outside.
      var loser: (any Disposable)? = subscription
      serializer.update { state in
        if !state.isStopped && id == state.latest { swap(&loser, &state.inner) }
      }
      loser?.dispose()
    case .error(let error):
      stop(with: .error(error))
    case .completed:
      let finished: Bool = serializer.perform { state, outbox in
        if state.isStopped { return false }
        state.outerCompleted = true
        if state.hasInner { return false }
        state.isStopped = true
        outbox.send(.completed)
        return true
      }
      if finished { releaseSources() }
    }
  }

  @inlinable
  func onInner(_ event: Event<Inner.Element>, id: Int) {
    let finished: Bool = serializer.performSendingOne { state in
      guard !state.isStopped, id == state.latest else { return (false, nil) }
      switch event {
      case .next:
        return (false, event)
      case .error:
        state.isStopped = true
        return (true, event)
      case .completed:
        state.hasInner = false
        completedInner.store(id, ordering: .releasing)
        guard state.outerCompleted else { return (false, nil) }
        state.isStopped = true
        return (true, event)
      }
    }
    if finished { releaseSources() }
  }

  @inlinable
  func stop(with event: Event<Inner.Element>) {
    let stopped: Bool = serializer.perform { state, outbox in
      if state.isStopped { return false }
      state.isStopped = true
      outbox.send(event)
      return true
    }
    if stopped { releaseSources() }
  }

  /// Disposes the outer and the current inner subscription (after a terminal event has been
  /// queued, or on disposal).
  @inlinable
  func releaseSources() {
    let current = serializer.update { state in
      state.isStopped = true
      return state.inner.take()
    }
    outer.dispose()
    current?.dispose()
  }

  @inlinable
  func dispose() {
    serializer.dispose()
    releaseSources()
  }
}
