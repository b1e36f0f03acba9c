import CleanPrimitives

/// The observer `MergeSink` gives one source: forwards its events until its first terminal one
/// and ignores whatever a misbehaving source sends after that (the grammar guard costs one
/// atomic load per element). It is the whole context of the `AnyObserver` closure wrapping it.
@usableFromInline
final class MergeInnerObserver<Element>: @unchecked Sendable {
  // The first stored property: reached only through `isDone` (see `storedPropertiesAddress`).
  @exclusivity(unchecked) @usableFromInline var isDoneWord: Bool = false
  @usableFromInline let sink: MergeSink<Element>
  @usableFromInline let key: CompositeDisposable.Key
  @inlinable var isDone: AtomicBool { AtomicBool(storedPropertiesAddress(of: self)) }

  @inlinable
  init(sink: MergeSink<Element>, key: CompositeDisposable.Key) {
    self.sink = sink
    self.key = key
    checkFirstStoredProperty(&isDoneWord, of: self)
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
