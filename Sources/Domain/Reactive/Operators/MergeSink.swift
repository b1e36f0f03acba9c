/// Merges any number of sources into one observer, serializing their events. Completes when
/// every source has completed; the first error ends it and disposes the rest.
@usableFromInline
final class MergeSink<Element>: Disposable, @unchecked Sendable {
  @usableFromInline let observer: AnyObserver<Element>
  @usableFromInline let lock = RecursiveLock()
  @usableFromInline let group = CompositeDisposable()
  // Guarded by `lock`.
  @usableFromInline var active = 0
  @usableFromInline var isStopped = false

  @inlinable
  init(observer: AnyObserver<Element>) {
    self.observer = observer
  }

  /// Counts a source that has not completed yet.
  @inlinable
  func beginSource() {
    lock.withLock { active += 1 }
  }

  /// Subscribes one more source.
  @inlinable
  func add(_ source: Observable<Element>) {
    beginSource()
    let subscription = SingleAssignmentDisposable()
    guard let key = group.insert(subscription) else { return }
    subscription.setDisposable(
      source.subscribe(
        AnyObserver { [self] event in
          if case .completed = event {
            group.remove(for: key)
            sourceCompleted()
          } else {
            forward(event)
          }
        }))
  }

  @inlinable
  func forward(_ event: Event<Element>) {
    var finished = false
    lock.withLock {
      if isStopped { return }
      if event.isStopEvent {
        isStopped = true
        finished = true
      }
      observer.on(event)
    }
    if finished { group.dispose() }
  }

  @inlinable
  func sourceCompleted() {
    var finished = false
    lock.withLock {
      if isStopped { return }
      active -= 1
      if active == 0 {
        isStopped = true
        finished = true
        observer.on(.completed)
      }
    }
    if finished { group.dispose() }
  }

  @inlinable
  func dispose() {
    lock.withLock { isStopped = true }
    group.dispose()
  }
}
