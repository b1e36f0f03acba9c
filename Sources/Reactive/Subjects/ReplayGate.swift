/// One subscriber of a `ReplaySubject`: holds back live events while the subscriber's replay is
/// being delivered, then delivers them in order (a `SerialDrain` per subscriber).
///
/// Threading: `close()` is called once, under the subject's lock, before the gate is
/// registered; `open()` once, by the subscribing thread after the replay. Live events from
/// other threads submitted in between are queued and delivered by `open()`. No lock is held
/// while the observer runs.
final class ReplayGate<Element>: @unchecked Sendable {
  let observer: AnyObserver<Element>
  let drain = SerialDrain<Event<Element>>()

  init(_ observer: AnyObserver<Element>) {
    self.observer = observer
  }

  func close() {
    _ = drain.tryEnter()  // a fresh drain: always enters
  }

  func open() {
    drain.leave { [observer] in observer.on($0) }
  }

  func on(_ event: Event<Element>) {
    drain.submit(event) { [observer] in observer.on($0) }
  }
}
