extension ObservableType {
  /// Maps each element to an inner sequence and mirrors the inner sequences one after another,
  /// in the order of the outer elements: the next one is subscribed only when the current one
  /// completes (the inner sequences of outer elements arriving meanwhile wait in a queue;
  /// `selector` runs when the element arrives, as in RxSwift). Use it when requests must not
  /// overlap and none may be dropped.
  ///
  /// Completes when the outer sequence and every inner one have completed; an error from either,
  /// or thrown by `selector`, ends it. On a terminal event the outer and the current inner
  /// subscriptions are disposed at once; nothing is forwarded afterwards, and events a source
  /// sends after its own terminal one are ignored. Threading: events are delivered through a `Serializer` on
  /// the thread of the source that produced them: never concurrent, no lock held.
  @inlinable
  public func concatMap<Inner: ObservableConvertibleType>(
    _ selector: @escaping @Sendable (Element) throws -> Inner
  ) -> Observable<Inner.Element> {
    let source = asObservable()  // as RxSwift: a custom source ends with its terminal event
    return Observable(unsafeSubscribe: { observer in
      let sink = ConcatMapSink<Element, Inner>(observer: observer, selector: selector)
      sink.outer.setDisposable(source.subscribe(AnyObserver { sink.onOuter($0) }))
      return sink
    })
  }
}

@usableFromInline
final class ConcatMapSink<Element, Inner: ObservableConvertibleType>: Disposable,
  @unchecked Sendable
{
  @usableFromInline
  struct State {
    /// Inner sequences waiting for the current one to complete (mapped on arrival, as RxSwift).
    @usableFromInline var queue: [Observable<Inner.Element>] = []
    @usableFromInline var hasInner = false
    @usableFromInline var outerCompleted = false
    @usableFromInline var isStopped = false
    /// The id of the inner sequence now subscribed (events of any other are ignored).
    @usableFromInline var currentInner = 0
    /// Whether a thread is running the subscribe loop of `start(_:)`.
    @usableFromInline var isSubscribing = false
    /// The next element to subscribe, handed to the thread running that loop.
    @usableFromInline var pendingStart: Observable<Inner.Element>?
    /// `concat`: the last inner completed during its own subscription; the loop completes.
    @usableFromInline var isCompletionPending = false
    @inlinable init() {}
  }

  @usableFromInline let selector: @Sendable (Element) throws -> Inner
  /// `concat` (RxSwift's `TailRecursiveSink`, whose moves go through an `AsyncLock`): the
  /// completion that an inner sends during its own subscription is delivered once that
  /// subscription has returned. `concatMap` (RxSwift's `MergeLimited`) delivers it at once.
  @usableFromInline let defersCompletionWhileSubscribing: Bool
  @usableFromInline let outer = SingleAssignmentDisposable()
  @usableFromInline let inner = SerialDisposable()
  @usableFromInline let serializer: Serializer<State, Event<Inner.Element>>

  @inlinable
  init(
    observer: AnyObserver<Inner.Element>, defersCompletionWhileSubscribing: Bool = false,
    selector: @escaping @Sendable (Element) throws -> Inner
  ) {
    self.selector = selector
    self.defersCompletionWhileSubscribing = defersCompletionWhileSubscribing
    serializer = .forwarding(state: State(), to: observer)
  }

  @inlinable
  func onOuter(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      if serializer.read({ $0.isStopped || $0.outerCompleted }) { return }
      let source: Observable<Inner.Element>
      do {
        source = try selector(element).asObservable()
      } catch {
        stop(with: .error(error), fromOuter: true)
        return
      }
      let startNow: Bool = serializer.update { state in
        if state.isStopped || state.outerCompleted { return false }
        if state.hasInner {
          state.queue.append(source)
          return false
        }
        state.hasInner = true
        return true
      }
      if startNow { start(source) }
    case .error(let error):
      stop(with: .error(error), fromOuter: true)
    case .completed:
      let finished: Bool = serializer.perform { state, outbox in
        if state.isStopped || state.outerCompleted { return false }
        state.outerCompleted = true
        if state.hasInner { return false }
        state.isStopped = true
        outbox.send(.completed)
        return true
      }
      if finished { releaseSources() } else { outer.dispose() }  // the outer ended: as RxSwift
    }
  }

  /// Subscribes inner sequences one after another in a loop, not by recursion: an inner that
  /// completes during its own subscription hands the next element back to this loop, so a long
  /// queue of synchronous inner sequences does not grow the stack (as `RetrySink.run` does).
  @inlinable
  func start(_ first: Observable<Inner.Element>) {
    let runsLoop: Bool = serializer.update { state in
      if state.isSubscribing {
        state.pendingStart = first
        return false
      }
      state.isSubscribing = true
      return true
    }
    guard runsLoop else { return }
    var source = first
    while true {
      subscribeInner(to: source)
      let (next, finished): (Observable<Inner.Element>?, Bool) = serializer.perform {
        state, outbox in
        if let next = state.pendingStart.take() { return (next, false) }
        state.isSubscribing = false
        guard state.isCompletionPending, !state.isStopped else { return (nil, false) }
        state.isStopped = true
        outbox.send(.completed)
        return (nil, true)
      }
      if finished { releaseSources() }
      guard let next else { return }
      source = next
    }
  }

  @inlinable
  func subscribeInner(to source: Observable<Inner.Element>) {
    let id: Int = serializer.update { state in
      state.currentInner &+= 1
      return state.currentInner
    }
    let subscription = SingleAssignmentDisposable()
    inner.replace(with: subscription)
    subscription.setDisposable(
      source.subscribe(AnyObserver { [self] in onInner($0, id: id, subscription: subscription) }))
  }

  @inlinable
  func onInner(
    _ event: Event<Inner.Element>, id: Int, subscription: SingleAssignmentDisposable
  ) {
    var next: Observable<Inner.Element>?
    var completedId = 0
    let finished: Bool = serializer.perform { state, outbox in
      guard !state.isStopped, id == state.currentInner else { return false }
      switch event {
      case .next:
        outbox.send(event)
        return false
      case .error:
        state.isStopped = true
        outbox.send(event)
        return true
      case .completed:
        completedId = id
        state.currentInner &+= 1  // later events of this inner are ignored
        if !state.queue.isEmpty {
          next = state.queue.removeFirst()
          return false
        }
        if state.outerCompleted {
          if defersCompletionWhileSubscribing && state.isSubscribing {
            state.isCompletionPending = true
            return false
          }
          state.isStopped = true
          outbox.send(.completed)
          return true
        }
        state.hasInner = false
        return false
      }
    }
    if finished {
      releaseSources()
    } else if case .completed = event, id == completedId {
      subscription.dispose()  // as RxSwift: an inner's subscription ends when it completes
    }
    if let next { start(next) }
  }

  @inlinable
  func stop(with event: Event<Inner.Element>, fromOuter: Bool = false) {
    let stopped: Bool = serializer.perform { state, outbox in
      if state.isStopped || (fromOuter && state.outerCompleted) { return false }
      state.isStopped = true
      outbox.send(event)
      return true
    }
    if stopped { releaseSources() }
  }

  @inlinable
  func releaseSources() {
    serializer.update { state in
      state.isStopped = true
      state.queue.removeAll()
    }
    outer.dispose()
    inner.dispose()
  }

  @inlinable
  func dispose() {
    serializer.dispose()
    releaseSources()
  }
}
