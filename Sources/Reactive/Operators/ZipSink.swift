/// Queues the elements of each of `arity` sources (type-erased, cast back by `combine`) and
/// emits a combination of the oldest queued element of every source as soon as each has one.
///
/// Completion follows RxSwift: the sequence completes when every source has completed; the
/// collection form (`completesWhenUnpairable`) also completes as soon as an element arrives that
/// can never be paired (every other source has completed). A completed source's subscription is
/// disposed at once; a terminal event sent while the sources are being subscribed disposes them
/// once all are subscribed (`SetupGate`). The first error, or an error thrown by
/// `combine`, ends it and disposes every source. `combine` runs under the operator's short lock
/// (keep result selectors pure); delivery goes through a `Serializer`, in decision order, with
/// no lock held.
@usableFromInline
final class ZipSink<Result>: Disposable, @unchecked Sendable {
  @usableFromInline
  struct State {
    @usableFromInline var queues: [[Any]]
    @usableFromInline var isDone: [Bool]
    @usableFromInline var isStopped = false

    @inlinable
    init(arity: Int) {
      queues = Array(repeating: [], count: arity)
      isDone = Array(repeating: false, count: arity)
    }
  }

  @usableFromInline let combine: @Sendable ([Any]) throws -> Result
  /// The collection form's extra rule: complete when an element arrives that can never be paired.
  @usableFromInline let completesWhenUnpairable: Bool
  @usableFromInline let subscriptions = CompositeDisposable()
  /// Defers disposing the sources on a terminal event sent while they are being subscribed.
  @usableFromInline let setup = SetupGate()
  @usableFromInline let serializer: Serializer<State, Event<Result>>

  @inlinable
  init(
    arity: Int, completesWhenUnpairable: Bool = false, observer: AnyObserver<Result>,
    combine: @escaping @Sendable ([Any]) throws -> Result
  ) {
    self.combine = combine
    self.completesWhenUnpairable = completesWhenUnpairable
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
          on(event.map { $0 as Any }, at: index)
        }))
  }

  @inlinable
  func on(_ event: Event<Any>, at index: Int) {
    let finished: Bool = serializer.perform { state, outbox in
      if state.isStopped || state.isDone[index] { return false }
      switch event {
      case .next(let element):
        state.queues[index].append(element)
        if state.queues.allSatisfy({ !$0.isEmpty }) {
          let values = state.queues.indices.map { state.queues[$0].removeFirst() }
          do {
            outbox.send(.next(try combine(values)))
            return false
          } catch {
            state.isStopped = true
            outbox.send(.error(error))
            return true
          }
        }
        guard completesWhenUnpairable else { return false }
        let othersDone = state.isDone.indices.allSatisfy { $0 == index || state.isDone[$0] }
        guard othersDone else { return false }
        state.isStopped = true
        outbox.send(.completed)
        return true
      case .error(let error):
        state.isStopped = true
        outbox.send(.error(error))
        return true
      case .completed:
        state.isDone[index] = true
        guard state.isDone.allSatisfy({ $0 }) else { return false }
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
