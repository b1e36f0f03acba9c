import Synchronization

/// Enforces the event grammar around a hand-written producer (see `Observable.create`).
@usableFromInline
final class CreateSink<Element>: Disposable, Sendable {
  @usableFromInline let downstream: AnyObserver<Element>
  @usableFromInline let isStopped = Atomic<Bool>(false)
  @usableFromInline let producer = SingleAssignmentDisposable()

  @inlinable
  init(_ downstream: AnyObserver<Element>) {
    self.downstream = downstream
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
