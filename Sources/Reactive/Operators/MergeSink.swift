import CleanPrimitives

/// Merges any number of sources into one observer. Completes when every source has completed;
/// the first error ends it. On either terminal event every source still subscribed is disposed
/// at once, and nothing is forwarded afterwards; a source that sends events after its own
/// terminal one is ignored. Delivery goes through a `Serializer`: never concurrent, no lock held
/// while the observer runs.
@usableFromInline
final class MergeSink<Element>: Disposable, @unchecked Sendable {
  // The first stored property: reached only through `isOuterStopped` (see `storedPropertiesAddress`).
  @exclusivity(unchecked) @usableFromInline var isOuterStoppedWord: Bool = false
  @usableFromInline
  struct State: StoppableState {
    @usableFromInline var active = 0
    @usableFromInline var isStopped = false
    @inlinable init() {}
  }

  @usableFromInline let group = CompositeDisposable()
  /// Defers disposing `group` on a terminal event sent while the sources are being subscribed.
  @usableFromInline let setup = SetupGate()
  /// Set once the sequence of sources (`flatMap`'s outer sequence) terminated.
  @inlinable var isOuterStopped: AtomicBool { AtomicBool(storedPropertiesAddress(of: self)) }
  @usableFromInline let serializer: Serializer<State, Event<Element>>

  @inlinable
  init(observer: AnyObserver<Element>) {
    serializer = .forwarding(state: State(), to: observer)
    checkFirstStoredProperty(&isOuterStoppedWord, of: self)
  }

  /// Counts a source that has not completed yet.
  @inlinable
  func beginSource() {
    serializer.update { state in state.active += 1 }
  }

  /// Subscribes one more source.
  @inlinable
  func add(_ source: Observable<Element>) {
    beginSource()
    let subscription = SingleAssignmentDisposable()
    guard let key = group.insert(subscription) else { return }
    let observer = MergeInnerObserver(sink: self, key: key)
    subscription.setDisposable(source.subscribe(AnyObserver { [observer] in observer.on($0) }))
  }

  @inlinable
  func forward(_ event: Event<Element>) {
    let finished: Bool = serializer.forward(event)
    if finished { disposeSources() }
  }

  @inlinable
  func sourceCompleted() {
    let finished: Bool = serializer.perform { state, outbox in
      if state.isStopped { return false }
      state.active -= 1
      guard state.active == 0 else { return false }
      state.isStopped = true
      outbox.send(.completed)
      return true
    }
    if finished { disposeSources() }
  }

  /// Disposes every source now, or once they have all been subscribed (RxSwift's order).
  @inlinable
  func disposeSources() {
    if setup.disposesNow() { group.dispose() }
  }

  /// Ends the subscription of the sources; disposes them if a terminal event came meanwhile.
  @inlinable
  func endSetup() {
    if setup.endSetup() { group.dispose() }
  }

  @inlinable
  func dispose() {
    serializer.dispose()
    serializer.update { state in state.isStopped = true }
    group.dispose()
  }
}
