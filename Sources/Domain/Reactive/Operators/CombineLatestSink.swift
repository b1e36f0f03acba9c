/// Holds the latest element of each of `arity` sources (type-erased, cast back by `combine`) and
/// emits a combination whenever one arrives once every source has emitted. Serializes the
/// sources' events under a re-entrant lock.
@usableFromInline
final class CombineLatestSink<Result>: Disposable, @unchecked Sendable {
  @usableFromInline let observer: AnyObserver<Result>
  @usableFromInline let combine: @Sendable ([Any]) -> Result
  @usableFromInline let lock = RecursiveLock()
  @usableFromInline let subscriptions = CompositeDisposable()
  // Guarded by `lock`.
  @usableFromInline var latest: [Any?]
  @usableFromInline var isDone: [Bool]
  @usableFromInline var valueCount = 0
  @usableFromInline var doneCount = 0
  @usableFromInline var isStopped = false

  @inlinable
  init(
    arity: Int, observer: AnyObserver<Result>, combine: @escaping @Sendable ([Any]) -> Result
  ) {
    self.observer = observer
    self.combine = combine
    latest = Array(repeating: nil, count: arity)
    isDone = Array(repeating: false, count: arity)
  }

  @inlinable
  func subscribe<Element>(_ source: Observable<Element>, at index: Int) {
    let subscription = SingleAssignmentDisposable()
    guard subscriptions.insert(subscription) != nil else { return }
    subscription.setDisposable(
      source.subscribe(AnyObserver { [self] event in on(event.map { $0 as Any }, at: index) }))
  }

  @inlinable
  func on(_ event: Event<Any>, at index: Int) {
    var finished = false
    lock.withLock {
      if isStopped { return }
      switch event {
      case .next(let element):
        if latest[index] == nil { valueCount += 1 }
        latest[index] = element
        if valueCount == latest.count {
          observer.on(.next(combine(latest.map { $0! })))
        }
      case .error(let error):
        isStopped = true
        finished = true
        observer.on(.error(error))
      case .completed:
        if isDone[index] { return }
        isDone[index] = true
        doneCount += 1
        if doneCount == latest.count || latest[index] == nil {
          isStopped = true
          finished = true
          observer.on(.completed)
        }
      }
    }
    if finished { subscriptions.dispose() }
  }

  @inlinable
  func dispose() {
    lock.withLock { isStopped = true }
    subscriptions.dispose()
  }
}
