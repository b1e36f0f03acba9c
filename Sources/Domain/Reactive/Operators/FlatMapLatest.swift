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

@usableFromInline
final class FlatMapLatestSink<Element, Inner: ObservableConvertibleType>: Disposable,
  @unchecked Sendable
{
  @usableFromInline let observer: AnyObserver<Inner.Element>
  @usableFromInline let selector: @Sendable (Element) -> Inner
  @usableFromInline let lock = RecursiveLock()
  @usableFromInline let outer = SingleAssignmentDisposable()
  @usableFromInline let inner = SerialDisposable()
  // Guarded by `lock`.
  @usableFromInline var latest = 0
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
      let id: Int? = lock.withLock {
        if isStopped { return nil }
        latest &+= 1
        hasInner = true
        return latest
      }
      guard let id else { return }
      let source = selector(element).asObservable()
      // Subscribe the new inner sequence before disposing the previous one (so an activity
      // counter never drops to zero in between), and install it only if it is still the
      // latest: an element that re-entered `onOuter` during this subscribe has already
      // installed a newer one, which must not be disposed by this older one.
      let subscription = source.subscribe(AnyObserver { [self] in onInner($0, id: id) })
      let isLatest: Bool = lock.withLock {
        guard !isStopped, id == latest else { return false }
        inner.replace(with: subscription)
        return true
      }
      if !isLatest { subscription.dispose() }
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
    lock.withLock { isStopped = true }
    outer.dispose()
    inner.dispose()
  }
}
