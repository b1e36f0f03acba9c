import CleanPrimitives

extension ConnectableObservableType {
  /// A sequence that connects this connectable when its first subscriber arrives and
  /// disconnects when its last one leaves (RxSwift's `refCount()`).
  ///
  /// As in RxSwift: a subscriber is first subscribed to the connectable, then counted, and the
  /// first one connects; a subscriber that ended synchronously during its subscription (a
  /// subject that had already ended) is not counted and does not connect. When the connection's
  /// source ends, the first subscriber to see the terminal event disposes the connection and
  /// resets the count, so the next subscriber — even one subscribing from inside that terminal
  /// event — connects anew.
  ///
  /// Threading: subscribe and dispose from any thread; the count is kept under a lock that is
  /// never held while the connectable connects or an observer runs. Deliberate difference: the
  /// old connection is disposed after that lock is released (RxSwift disposes it while holding
  /// its lock), so when the last subscriber leaves on one thread while a new one arrives on
  /// another, the new connection may subscribe to the source before the old subscription's
  /// disposal has finished. Errors: the connectable's terminal event is forwarded to each
  /// subscriber once.
  public func refCount() -> Observable<Element> {
    let hub = RefCountHub(source: self)
    return Observable(unsafeSubscribe: { observer in
      let sink = RefCountSink(hub: hub, observer: observer)
      sink.run()
      return sink
    })
  }
}

/// The shared state of one `refCount()` sequence: how many subscribers it counts, which
/// connection they share (an id, so that subscribers of an ended connection leave it alone),
/// and that connection's disposable.
final class RefCountHub<Source: ConnectableObservableType>: @unchecked Sendable {
  struct State {
    var count = 0
    var connectionId = 0
    var connection: SingleAssignmentDisposable?
  }

  let source: Source
  let state = Locked(State())

  init(source: Source) {
    self.source = source
  }
}
