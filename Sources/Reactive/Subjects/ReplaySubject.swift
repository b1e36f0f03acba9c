import CleanPrimitives

/// A subject that keeps the last `bufferSize` elements (all of them when `nil`) and replays
/// them, followed by its terminal event if it has ended, to every new subscriber: the subject
/// behind `replay(_:)` and `replayAll()` (RxSwift's `ReplaySubject`).
///
/// Threading: `on` and `subscribe` may be called from any thread (emitters must not emit
/// concurrently, per the Rx grammar); no lock is held while an observer runs. A subscriber's
/// replay is delivered synchronously inside `subscribe`, and a live event emitted meanwhile on
/// another thread waits for the replay to finish (each subscriber has a `ReplayGate`), so every
/// subscriber sees the buffer first and each event once, in order.
public final class ReplaySubject<Element>: ObservableType, ObserverType, ObserverRemoving,
  @unchecked Sendable
{
  struct State {
    var bag = ObserverBag<Element>()
    var buffer: [Element] = []
    var stopEvent: Event<Element>?
  }

  let bufferSize: Int?
  let state = Locked(State())

  init(bufferSize: Int?) {
    self.bufferSize = bufferSize
  }

  /// A subject that replays the last `bufferSize` elements to new subscribers (none when
  /// `bufferSize` is below 1).
  public static func create(bufferSize: Int) -> ReplaySubject<Element> {
    ReplaySubject(bufferSize: Swift.max(0, bufferSize))
  }

  /// A subject that replays every element it received to new subscribers (its buffer grows
  /// without bound).
  public static func createUnbounded() -> ReplaySubject<Element> {
    ReplaySubject(bufferSize: nil)
  }

  /// Stores an element in the buffer and delivers it to the current subscribers; a terminal
  /// event is kept for later subscribers and ends the subject (later events are ignored).
  public func on(_ event: Event<Element>) {
    let observers = state.withLock { state -> ContiguousArray<AnyObserver<Element>> in
      if state.stopEvent != nil { return [] }
      let observers = state.bag.observers
      switch event {
      case .next(let element):
        state.buffer.append(element)
        if let bufferSize, state.buffer.count > bufferSize {
          state.buffer.removeFirst(state.buffer.count - bufferSize)
        }
      case .error, .completed:
        state.stopEvent = event
        state.bag.removeAll()
      }
      return observers
    }
    for observer in observers { observer.on(event) }
  }

  /// Replays the buffer (and the terminal event, if the subject has ended) to `observer`
  /// synchronously, then delivers live events until the returned disposable is disposed.
  public func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
    let gate = ReplayGate(observer)
    let (replay, stopEvent, key) = state.withLock {
      state -> ([Element], Event<Element>?, Int?) in
      gate.close()  // live events from now on wait until the replay below is delivered
      if let stopEvent = state.stopEvent { return (state.buffer, stopEvent, nil) }
      return (state.buffer, nil, state.bag.insert(AnyObserver { gate.on($0) }))
    }
    for element in replay { observer.on(.next(element)) }
    if let stopEvent { observer.on(stopEvent) }
    gate.open()
    guard let key else { return NopDisposable() }
    return SubjectSubscription(owner: self, key: key)
  }

  @usableFromInline
  func removeObserver(_ key: Int) {
    state.withLock { $0.bag.remove(key) }
  }
}
