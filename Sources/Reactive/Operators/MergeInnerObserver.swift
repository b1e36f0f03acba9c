import Synchronization

/// The observer `MergeSink` gives one source: forwards its events until its first terminal one
/// and ignores whatever a misbehaving source sends after that (the grammar guard costs one
/// atomic load per element). It is the whole context of the `AnyObserver` closure wrapping it.
@usableFromInline
final class MergeInnerObserver<Element>: @unchecked Sendable {
  @usableFromInline let sink: MergeSink<Element>
  @usableFromInline let key: CompositeDisposable.Key
  @usableFromInline let isDone = Atomic<Bool>(false)

  @inlinable
  init(sink: MergeSink<Element>, key: CompositeDisposable.Key) {
    self.sink = sink
    self.key = key
  }

  @inlinable
  func on(_ event: Event<Element>) {
    if case .next = event {
      if isDone.load(ordering: .acquiring) { return }
      sink.forward(event)
      return
    }
    if isDone.exchange(true, ordering: .acquiringAndReleasing) { return }
    if case .completed = event {
      sink.group.remove(for: key)
      sink.sourceCompleted()
    } else {
      sink.forward(event)
    }
  }
}
