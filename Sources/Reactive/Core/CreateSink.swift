import CleanPrimitives

/// Enforces the event grammar around a hand-written producer (see `Observable.create`).
@usableFromInline
final class CreateSink<Element>: Disposable, @unchecked Sendable {
  // The first stored property: reached only through `isStopped` (see `storedPropertiesAddress`).
  @exclusivity(unchecked) @usableFromInline var isStoppedWord: Bool = false
  @usableFromInline let downstream: AnyObserver<Element>
  @inlinable var isStopped: AtomicBool { AtomicBool(storedPropertiesAddress(of: self)) }
  @usableFromInline let producer = SingleAssignmentDisposable()

  @inlinable
  init(_ downstream: AnyObserver<Element>) {
    self.downstream = downstream
    checkFirstStoredProperty(&isStoppedWord, of: self)
  }

  @inlinable
  func setProducer(_ disposable: any Disposable) {
    producer.setDisposable(disposable)
  }

  @inlinable
  func on(_ event: Event<Element>) {
    if case .next = event {
      if !isStopped.load(ordering: .acquiring) { downstream.on(event) }
      return
    }
    if isStopped.exchange(true, ordering: .acquiringAndReleasing) { return }
    downstream.on(event)
    producer.dispose()
  }

  @inlinable
  func dispose() {
    isStopped.store(true, ordering: .releasing)
    producer.dispose()
  }
}
