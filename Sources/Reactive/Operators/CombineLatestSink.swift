/// Holds the latest element of each of `arity` sources (type-erased, cast back by `combine`) and
/// emits a combination whenever one arrives once every source has emitted. `combine` runs under
/// the operator's short lock (keep result selectors pure); delivery goes through a `Serializer`,
/// in the order the combinations were made, with no lock held.
///
/// Termination, as RxSwift's: a source's subscription is disposed when that source completes;
/// the sequence completes when every source has completed, or when a source emits while all the
/// others have completed and one of them never emitted (no combination can ever follow). An
/// error from a source or thrown by `combine` ends it at once. Every subscription still held is
/// disposed on the terminal event, and nothing is forwarded after it; events a source sends
/// after its own terminal one are ignored.
@usableFromInline
final class CombineLatestSink<Result>: Disposable, @unchecked Sendable {
  @usableFromInline
  struct State {
    @usableFromInline var latest: [Any?]
    @usableFromInline var isDone: [Bool]
    @usableFromInline var valueCount = 0
    @usableFromInline var doneCount = 0
    @usableFromInline var isStopped = false

    @inlinable
    init(arity: Int) {
      latest = Array(repeating: nil, count: arity)
      isDone = Array(repeating: false, count: arity)
    }
  }

  @usableFromInline let combine: @Sendable ([Any]) throws -> Result
  @usableFromInline let subscriptions = CompositeDisposable()
  /// Defers disposing the sources on a terminal event sent while they are being subscribed.
  @usableFromInline let setup = SetupGate()
  @usableFromInline let serializer: Serializer<State, Event<Result>>

  @inlinable
  init(
    arity: Int, observer: AnyObserver<Result>,
    combine: @escaping @Sendable ([Any]) throws -> Result
  ) {
    self.combine = combine
    serializer = .forwarding(state: State(arity: arity), to: observer)
  }

  @inlinable
  func subscribe<Element>(_ source: Observable<Element>, at index: Int) {
    let subscription = SingleAssignmentDisposable()
    guard let key = subscriptions.insert(subscription) else { return }
    subscription.setDisposable(
      source.subscribe(
        AnyObserver { [self] event in
          // As RxSwift: a source that ends is disposed before its event is processed.
          if event.isStopEvent { subscriptions.remove(for: key) }
          on(event.map { $0 as Any }, at: index, key: key)
        }))
  }

  @inlinable
  func on(_ event: Event<Any>, at index: Int, key: CompositeDisposable.Key) {
    let finished: Bool = serializer.perform { state, outbox in
      if state.isStopped || state.isDone[index] { return false }
      switch event {
      case .next(let element):
        if state.latest[index] == nil { state.valueCount += 1 }
        state.latest[index] = element
        if state.valueCount == state.latest.count {
          do {
            outbox.send(.next(try combine(state.latest.map { $0! })))
            return false
          } catch {
            state.isStopped = true
            outbox.send(.error(error))
            return true
          }
        }
        // All the others completed, one of them without an element: nothing can follow.
        guard state.doneCount == state.latest.count - 1 else { return false }
        state.isStopped = true
        outbox.send(.completed)
        return true
      case .error(let error):
        state.isStopped = true
        outbox.send(.error(error))
        return true
      case .completed:
        state.isDone[index] = true
        state.doneCount += 1
        guard state.doneCount == state.latest.count else { return false }
        state.isStopped = true
        outbox.send(.completed)
        return true
      }
    }
    if finished, setup.disposesNow() { subscriptions.dispose() }
  }

  /// Ends the subscription of the sources; disposes them if a terminal event came meanwhile.
  @inlinable
  func endSetup() {
    if setup.endSetup() { subscriptions.dispose() }
  }

  @inlinable
  func dispose() {
    serializer.dispose()
    serializer.update { state in state.isStopped = true }
    subscriptions.dispose()
  }
}
