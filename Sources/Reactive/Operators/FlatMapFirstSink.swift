/// One `flatMapFirst` subscription: at most one inner sequence at a time; outer elements that
/// arrive while it runs are dropped. Decisions under a short lock, delivery through a
/// `Serializer`.
@usableFromInline
final class FlatMapFirstSink<Element, Inner: ObservableConvertibleType>: Disposable,
  @unchecked Sendable
{
  @usableFromInline
  struct State: StoppableState {
    @usableFromInline var hasInner = false
    /// Identifies the running inner sequence: events of an ended one are ignored.
    @usableFromInline var current = 0
    @usableFromInline var outerCompleted = false
    @usableFromInline var isStopped = false
    @inlinable init() {}
  }

  @usableFromInline let selector: @Sendable (Element) throws -> Inner
  @usableFromInline let outer = SingleAssignmentDisposable()
  @usableFromInline let inner = SerialDisposable()
  @usableFromInline let serializer: Serializer<State, Event<Inner.Element>>

  @inlinable
  init(
    observer: AnyObserver<Inner.Element>, selector: @escaping @Sendable (Element) throws -> Inner
  ) {
    self.selector = selector
    serializer = .forwarding(state: State(), to: observer)
  }

  @inlinable
  func onOuter(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      let id: Int? = serializer.update { state in
        if state.isStopped || state.hasInner { return nil }
        state.hasInner = true
        state.current &+= 1
        return state.current
      }
      guard let id else { return }
      let source: Observable<Inner.Element>
      do { source = try selector(element).asObservable() } catch {
        stop(with: .error(error))
        return
      }
      let subscription = SingleAssignmentDisposable()
      inner.replace(with: subscription)
      subscription.setDisposable(
        source.subscribe(AnyObserver { [self] in onInner($0, id: id, subscription) }))
    case .error(let error):
      stop(with: .error(error))
    case .completed:
      outer.dispose()
      let finished: Bool = serializer.perform { state, outbox in
        if state.isStopped { return false }
        state.outerCompleted = true
        if state.hasInner { return false }
        state.isStopped = true
        outbox.send(.completed)
        return true
      }
      if finished { inner.dispose() }
    }
  }

  @inlinable
  func onInner(
    _ event: Event<Inner.Element>, id: Int, _ subscription: SingleAssignmentDisposable
  ) {
    switch event {
    case .next:
      serializer.performSendingOne { state in
        ((), state.isStopped || !state.hasInner || state.current != id ? nil : event)
      }
    case .error:
      let isCurrent = serializer.read { $0.hasInner && $0.current == id }
      if isCurrent { stop(with: event) }
    case .completed:
      subscription.dispose()
      let finished: Bool = serializer.perform { state, outbox in
        if state.isStopped || !state.hasInner || state.current != id { return false }
        state.hasInner = false
        guard state.outerCompleted else { return false }
        state.isStopped = true
        outbox.send(.completed)
        return true
      }
      if finished { outer.dispose() }
    }
  }

  @inlinable
  func stop(with event: Event<Inner.Element>) {
    let stopped: Bool = serializer.stop(sending: event)
    if stopped {
      outer.dispose()
      inner.dispose()
    }
  }

  @inlinable
  func dispose() {
    serializer.dispose()
    serializer.update { state in state.isStopped = true }
    outer.dispose()
    inner.dispose()
  }
}
