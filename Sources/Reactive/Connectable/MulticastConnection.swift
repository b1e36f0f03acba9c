import CleanPrimitives

/// One connection of a `ConnectableObservable`: forwards the source's events into the subject
/// until it is disposed (RxSwift's `Connection`).
///
/// Error contract (as RxSwift): a terminal event from the source first disposes the connection
/// (source subscription disposed, the hub forgets its subject), then reaches the subject. Events
/// that arrive after disposal are dropped. Threading: `dispose()` may come from any thread.
final class MulticastConnection<Subject: ObservableType & ObserverType>: Disposable,
  @unchecked Sendable
{
  // The first stored property: reached only through `isDisposed` (see `storedPropertiesAddress`).
  @exclusivity(unchecked) @usableFromInline var isDisposedWord: Bool = false
  let hub: MulticastHub<Subject>
  let subject: Subject
  let subscription = SingleAssignmentDisposable()
  var isDisposed: AtomicBool { AtomicBool(storedPropertiesAddress(of: self)) }

  init(hub: MulticastHub<Subject>, subject: Subject) {
    self.hub = hub
    self.subject = subject
    checkFirstStoredProperty(&isDisposedWord, of: self)
  }

  func on(_ event: Event<Subject.Element>) {
    if isDisposed.load(ordering: .acquiring) { return }
    if event.isStopEvent { dispose() }
    subject.on(event)
  }

  func dispose() {
    if isDisposed.exchange(true, ordering: .acquiringAndReleasing) { return }
    hub.release(self)
    subscription.dispose()
  }
}
