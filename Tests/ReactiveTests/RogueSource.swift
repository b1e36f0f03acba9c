import CleanReactive

/// A source that breaks the grammar on purpose (as a buggy hand-written producer might): on
/// subscription it sends all of `events` at once, whatever they are, ignoring its own terminal
/// events and its disposal. It counts how often its subscription is disposed.
final class RogueSource<Element: Sendable>: ObservableType, Sendable {
  private let events: [Event<Element>]
  private let disposals = TestLock(0)

  init(_ events: [Event<Element>]) {
    self.events = events
  }

  /// How many times a subscription's disposable was disposed.
  var disposeCount: Int { disposals.withLock { $0 } }

  func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
    for event in events { observer.on(event) }
    return Disposables.create { [disposals] in disposals.withLock { $0 += 1 } }
  }

  /// The source as an observable that sends `events` to each subscriber: the usual way a test
  /// feeds an operator a grammar-breaking upstream.
  static func emitting(_ events: [Event<Element>]) -> Observable<Element> {
    RogueSource(events).asObservable()
  }
}
