/// Holds the latest element of each of `arity` sources (type-erased, cast back by `combine`) and
/// emits a combination whenever one arrives once every source has emitted. `combine` runs under
/// the operator's short lock (keep result selectors pure); delivery goes through a `Serializer`,
/// in the order the combinations were made, with no lock held.
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

  @usableFromInline let combine: @Sendable ([Any]) -> Result
  @usableFromInline let subscriptions = CompositeDisposable()
  @usableFromInline let serializer: Serializer<State, Event<Result>>

  @inlinable
  init(
    arity: Int, observer: AnyObserver<Result>, combine: @escaping @Sendable ([Any]) -> Result
  ) {
    self.combine = combine
    serializer = .forwarding(state: State(arity: arity), to: observer)
  }

  @inlinable
  func subscribe<Element>(_ source: Observable<Element>, at index: Int) {
    let subscription = SingleAssignmentDisposable()
    guard subscriptions.insert(subscription) != nil else { return }
    subscription.setDisposable(
      source.subscribe(AnyObserver { [self] event in on(event.map { $0 as Any }, at: index) }))
  }

  @inlinable
  func on(_ event: Event<Any>, at index: Int) {
    let finished: Bool = serializer.perform { state, outbox in
      if state.isStopped { return false }
      switch event {
      case .next(let element):
        if state.latest[index] == nil { state.valueCount += 1 }
        state.latest[index] = element
        if state.valueCount == state.latest.count {
          outbox.send(.next(combine(state.latest.map { $0! })))
        }
        return false
      case .error(let error):
        state.isStopped = true
        outbox.send(.error(error))
        return true
      case .completed:
        if state.isDone[index] { return false }
        state.isDone[index] = true
        state.doneCount += 1
        guard state.doneCount == state.latest.count || state.latest[index] == nil else {
          return false
        }
        state.isStopped = true
        outbox.send(.completed)
        return true
      }
    }
    if finished { subscriptions.dispose() }
  }

  @inlinable
  func dispose() {
    serializer.dispose()
    serializer.update { state in state.isStopped = true }
    subscriptions.dispose()
  }
}
