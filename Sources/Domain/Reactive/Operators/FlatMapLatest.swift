extension ObservableType {
  /// Maps each element to an inner sequence and mirrors only the latest one: a new element
  /// disposes the previous inner subscription, so a late answer to an old request never
  /// overwrites a newer one. Completes when the outer sequence and the current inner one have
  /// completed; an error from either ends it (catch inside `selector` to survive one).
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

/// The state of one `flatMapLatest` subscription. Every mutable property is guarded by `lock`
/// (which is also held while forwarding, to serialize outer and inner events); that is why the
/// per-access runtime exclusivity checks are switched off for them (they cost ~75 instructions
/// each, a third of the operator's per-event cost).
@usableFromInline
final class FlatMapLatestSink<Element, Inner: ObservableConvertibleType>: Disposable,
  @unchecked Sendable
{
  @usableFromInline let observer: AnyObserver<Inner.Element>
  @usableFromInline let selector: @Sendable (Element) -> Inner
  @usableFromInline let lock = RecursiveLock()
  @usableFromInline let outer = SingleAssignmentDisposable()
  // Guarded by `lock`.
  /// The subscription to the latest inner sequence (replaces a `SerialDisposable`: one lock less
  /// per outer event).
  @exclusivity(unchecked) @usableFromInline var inner: (any Disposable)?
  @exclusivity(unchecked) @usableFromInline var latest = 0
  @exclusivity(unchecked) @usableFromInline var hasInner = false
  @exclusivity(unchecked) @usableFromInline var outerCompleted = false
  @exclusivity(unchecked) @usableFromInline var isStopped = false

  @inlinable
  init(observer: AnyObserver<Inner.Element>, selector: @escaping @Sendable (Element) -> Inner) {
    self.observer = observer
    self.selector = selector
  }

  @inlinable
  func onOuter(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      let id: Int? = lock.withLock {
        if isStopped { return nil }
        latest &+= 1
        hasInner = true
        return latest
      }
      guard let id else { return }
      let source = selector(element).asObservable()
      let subscription = source.subscribe(AnyObserver { [self] in onInner($0, id: id) })
      // Keep it only if it is still the latest (an observer may have fed the outer sequence
      // again during `subscribe`) and the sink is still running; dispose the loser outside.
      var previous: (any Disposable)? = subscription
      lock.withLock {
        if !isStopped && id == latest { swap(&previous, &inner) }
      }
      previous?.dispose()
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
  func onInner(_ event: Event<Inner.Element>, id: Int) {
    var finished = false
    lock.withLock {
      guard !isStopped, id == latest else { return }
      switch event {
      case .next:
        observer.on(event)
      case .error:
        isStopped = true
        observer.on(event)
        finished = true
      case .completed:
        hasInner = false
        if outerCompleted {
          isStopped = true
          observer.on(.completed)
          finished = true
        }
      }
    }
    if finished { dispose() }
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
    let current = lock.withLock {
      isStopped = true
      return inner.take()
    }
    outer.dispose()
    current?.dispose()
  }
}
