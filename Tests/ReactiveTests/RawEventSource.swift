import CleanReactive

/// A source that breaks the grammar on purpose: it forwards whatever the test sends to every
/// subscriber, even after a terminal event and even after the subscription was disposed, the
/// way a faulty custom producer would. Counts subscriptions and disposals. Threading: meant to
/// be driven from the test's thread.
final class RawEventSource<Element>: @unchecked Sendable {
  private let state = TestLock<(observers: [AnyObserver<Element>], disposals: Int)>(([], 0))

  /// How many times it was subscribed.
  var subscribeCount: Int { state.withLock { $0.observers.count } }

  /// How many of its subscriptions were disposed.
  var disposeCount: Int { state.withLock { $0.disposals } }

  var observable: Observable<Element> {
    Observable(unsafeSubscribe: { [state] observer in
      state.withLock { $0.observers.append(observer) }
      return Disposables.create { state.withLock { $0.disposals += 1 } }
    })
  }

  /// Sends `event` to every subscriber ever, whatever was sent before.
  func send(_ event: Event<Element>) {
    let observers = state.withLock { $0.observers }
    for observer in observers { observer.on(event) }
  }
}
