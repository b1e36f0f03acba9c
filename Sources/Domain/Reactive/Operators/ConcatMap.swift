extension ObservableType {
  /// Maps each element to an inner sequence and mirrors the inner sequences one after another,
  /// in the order of the outer elements: the next one is subscribed only when the current one
  /// completes (outer elements arriving meanwhile wait in a queue). Use it when requests must not
  /// overlap and none may be dropped.
  ///
  /// Completes when the outer sequence and every inner one have completed; an error from either
  /// ends it and disposes the rest. Threading: events are serialized under a re-entrant lock and
  /// delivered on the thread of the source that produced them.
  @inlinable
  public func concatMap<Inner: ObservableConvertibleType>(
    _ selector: @escaping @Sendable (Element) -> Inner
  ) -> Observable<Inner.Element> {
    Observable(unsafeSubscribe: { observer in
      let sink = ConcatMapSink<Element, Inner>(observer: observer, selector: selector)
      sink.outer.setDisposable(self.subscribe(AnyObserver { sink.onOuter($0) }))
      return sink
    })
  }
}

@usableFromInline
final class ConcatMapSink<Element, Inner: ObservableConvertibleType>: Disposable,
  @unchecked Sendable
{
  @usableFromInline let observer: AnyObserver<Inner.Element>
  @usableFromInline let selector: @Sendable (Element) -> Inner
  @usableFromInline let lock = RecursiveLock()
  @usableFromInline let outer = SingleAssignmentDisposable()
  @usableFromInline let inner = SerialDisposable()
  // Guarded by `lock`.
  @usableFromInline var queue: [Element] = []
  @usableFromInline var hasInner = false
  @usableFromInline var outerCompleted = false
  @usableFromInline var isStopped = false

  @inlinable
  init(observer: AnyObserver<Inner.Element>, selector: @escaping @Sendable (Element) -> Inner) {
    self.observer = observer
    self.selector = selector
  }

  @inlinable
  func onOuter(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      let startNow: Bool = lock.withLock {
        if isStopped { return false }
        if hasInner {
          queue.append(element)
          return false
        }
        hasInner = true
        return true
      }
      if startNow { subscribeInner(to: element) }
    case .error(let error):
      stop(with: .error(error))
    case .completed:
      let finished: Bool = lock.withLock {
        if isStopped { return false }
        outerCompleted = true
        if hasInner { return false }
        isStopped = true
        observer.on(.completed)
        return true
      }
      if finished { dispose() }
    }
  }

  @inlinable
  func subscribeInner(to element: Element) {
    let source = selector(element).asObservable()
    let subscription = SingleAssignmentDisposable()
    inner.replace(with: subscription)
    subscription.setDisposable(source.subscribe(AnyObserver { [self] in onInner($0) }))
  }

  @inlinable
  func onInner(_ event: Event<Inner.Element>) {
    var finished = false
    var next: Element?
    lock.withLock {
      guard !isStopped else { return }
      switch event {
      case .next:
        observer.on(event)
      case .error:
        isStopped = true
        observer.on(event)
        finished = true
      case .completed:
        if !queue.isEmpty {
          next = queue.removeFirst()
        } else if outerCompleted {
          isStopped = true
          observer.on(.completed)
          finished = true
        } else {
          hasInner = false
        }
      }
    }
    if finished { dispose() }
    if let next { subscribeInner(to: next) }
  }

  @inlinable
  func stop(with event: Event<Inner.Element>) {
    let stopped: Bool = lock.withLock {
      if isStopped { return false }
      isStopped = true
      observer.on(event)
      return true
    }
    if stopped { dispose() }
  }

  @inlinable
  func dispose() {
    lock.withLock {
      isStopped = true
      queue.removeAll()
    }
    outer.dispose()
    inner.dispose()
  }
}
