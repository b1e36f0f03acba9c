import CleanPrimitives

/// One subscription of `Observable.from`: sends one element per trampoline step, then the
/// completion, unless disposed first.
///
/// Threading: the iterator is touched only by the steps, which run on the subscribing thread's
/// trampoline one at a time; `dispose()` may come from any thread. Errors: never fails.
@usableFromInline
final class SequenceSink<Iterator: IteratorProtocol>: Disposable, @unchecked Sendable {
  // The first stored property: reached only through `isDisposed` (see `storedPropertiesAddress`).
  @exclusivity(unchecked) @usableFromInline var isDisposedWord: Bool = false
  @usableFromInline var iterator: Iterator
  @usableFromInline let observer: AnyObserver<Iterator.Element>
  @inlinable var isDisposed: AtomicBool { AtomicBool(storedPropertiesAddress(of: self)) }

  @inlinable
  init(_ iterator: Iterator, observer: AnyObserver<Iterator.Element>) {
    self.iterator = iterator
    self.observer = observer
    checkFirstStoredProperty(&isDisposedWord, of: self)
  }

  /// Queues the next step on the current thread's trampoline.
  @inlinable
  func scheduleNext() {
    Trampoline.schedule { [self] in step() }
  }

  @inlinable
  func step() {
    if isDisposed.load(ordering: .acquiring) { return }
    guard let element = iterator.next() else {
      isDisposed.store(true, ordering: .releasing)
      observer.on(.completed)
      return
    }
    observer.on(.next(element))
    scheduleNext()
  }

  @inlinable
  func dispose() {
    isDisposed.store(true, ordering: .releasing)
  }
}
